"""Worlds a player could believe in: a game with everything one seat cannot see dealt again.

:func:`deal_world` makes the worlds of the win chance (:mod:`.win_chance`) and of the
reading of a seat's decisions (:mod:`.opponents`). A deal that cannot be the real one is
dealt again: where a player must place a tile, a hand with no tile to place (the engine
would have skipped that player). The engine deals hidden tiles for one seat
(``Game.determinized(seat, seed)`` keeps that seat's hand). A spectator's world is made
by dealing again for every seat in turn, twice round the table (:data:`SPECTATOR_ROUNDS`):
each deal keeps only the hand the previous deal made up, so what the real hands were
fades away quickly, but not to nothing (a true spectator deal needs ``Game.determinized``
to accept no seat).

:func:`replayed` gives a game as it was after its first actions, from its record.
"""

from __future__ import annotations

from acquire_qt.engine import Game, Kind

SPECTATOR_ROUNDS = 2
"""Rounds of dealing again for every seat that make a spectator's world."""
MAX_DEALS = 256
"""Deals tried for one world before giving up (an impossible deal is dealt again)."""


def replayed(game: Game, actions: int) -> Game:
    """``game`` as it was after its first ``actions`` actions (replayed from its record)."""
    if not 0 <= actions <= len(game.actions):
        raise ValueError(f"the game has {len(game.actions)} actions, not {actions}")
    record = game.to_record(snapshot=False)
    record["actions"] = record["actions"][:actions]
    return Game.from_record(record)


def deal_world(game: Game, viewer: int | None, seed: int) -> Game:
    """A copy with everything ``viewer`` (a seat, or ``None`` for a spectator) cannot see
    dealt at random from ``seed``, never a deal that cannot be the real one."""
    if viewer is not None:
        return _deal(game, viewer, seed)
    world = game
    seats = len(game.players)
    for step in range(SPECTATOR_ROUNDS * seats):
        world = _deal(world, step % seats, seed * 64 + step)
    return world


def _deal(game: Game, seat: int, seed: int) -> Game:
    """``game.determinized(seat, …)`` from the first of ``seed``'s :data:`MAX_DEALS` deals
    that could be the real one: where the player to place a tile was dealt a hand with no
    tile to place, the deal is impossible (the engine skips such a player before asking),
    and it is dealt again."""
    for attempt in range(MAX_DEALS):
        world = game.determinized(seat, seed * MAX_DEALS + attempt)
        decision = world.pending
        if decision is None or decision.kind is not Kind.PLAY or decision.tiles:
            return world
    raise ValueError(f"no deal in {MAX_DEALS} gives the player to act a tile to place")
