"""Each player's chance of winning, as the AI estimates it: the core of the win-chance graph.

:func:`win_chances` estimates, from a position, every player's chance of winning the
way the hard AI judges a move (:mod:`.hard`): it samples *worlds* in which every tile
the viewer has not seen is dealt at random (``Game.determinized``), plays each world
out to the end of the game with the medium policy in every seat (:func:`.medium.decide`)
and counts the win shares (a tie for the most cash splits the win). The worlds come
from ``seed`` alone, so the same position and seed always give the same numbers; the
same worlds serve every position of a game, so a curve moves with the game, not with
the noise of new deals.

Whose information: ``viewer`` is the seat whose knowledge the deals respect (its own
hand stays, everything else it cannot see is dealt again), or ``None`` for a
spectator who has seen only what is public (the board, the market, every cash and
holding, the number of tiles in each hand). A finished game's review uses the
spectator (``viewer=None``): each point of the curve then says what an onlooker could
have known at that moment, the players' curves sum to 1, and nothing leaks what was
still hidden (the true bag would make every playout certain). A live game showing a
human their own curve uses ``viewer`` = that human's seat.

With the ``hidden_holdings`` house rule a determinized copy still holds every player's
true cash and shares, and the playouts read them: the estimate then knows what no
player knew. A review after the game may show that (the holdings are revealed at the
end), but a seat's live curve would leak it, so a seat's view is refused in that rule
set (``ValueError``); only the spectator's is given.

A deal that cannot be the real one is dealt again: where a player must place a tile, a
hand with no tile to place (the engine would have skipped that player). The engine deals
hidden tiles for one seat (``Game.determinized(seat, seed)`` keeps
that seat's hand). A spectator's world is made by dealing again for every seat in
turn, twice round the table (:data:`SPECTATOR_ROUNDS`): each deal keeps only the hand
the previous deal made up, so what the real hands were fades away quickly, but not
to nothing (a true spectator deal needs ``Game.determinized`` to accept no seat).

:func:`win_chance_curve` replays a game from its start and estimates the chances at
every turn (or every decision), with a progress callback and a cancel check, for a
worker process.

Turns are numbered one way on every screen of the analysis (:func:`step_turn`): a
position after an action belongs to the turn that action was played in, the deal to
turn 0. A point at the end of turn 44 is in turn 44 on the graph, in the key moments and
in review's line under the timeline, though the game's turn counter says 45 there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Action, Game, Kind

from .hard import play_out, win_shares

PLAYOUTS = 48
"""Worlds played out per estimate by default (the standard error of a chance near 1/2
is then about 0.07; the curve of a game shares its worlds, so it is smoother)."""
SPECTATOR_ROUNDS = 2
"""Rounds of dealing again for every seat that make a spectator's world."""
MAX_DEALS = 256
"""Deals tried for one world before giving up (an impossible deal is dealt again)."""

Progress = Callable[[int, int], None]
"""Called with (positions estimated, positions in all)."""
Cancelled = Callable[[], bool]
"""Asked before every estimate; ``True`` stops the curve where it is."""


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """The chances after ``actions`` actions of a game, in the turn ``turn_number``."""

    actions: int
    """How many actions of the record had been applied (0: the start of the game)."""
    turn_number: int
    """The turn the point belongs to (:func:`step_turn`): the one its last action was
    played in, 0 at the start."""
    chances: tuple[float, ...]
    """Each seat's chance of winning, summing to 1."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled from the analysis worker: rebuilt by the constructor (compiled, the
        frozen class's default unpickling fails)."""
        return CurvePoint, (self.actions, self.turn_number, self.chances)


def final_result(game: Game) -> tuple[float, ...]:
    """The win shares of a finished game: 1 for the richest, a tie for the most cash split
    between the tied."""
    return win_shares(game.state.cash)


def step_turn(before: Game | None) -> int:
    """The turn of the position an action led to, as the analysis numbers turns: the
    turn that action was played in, the game's turn counter in ``before`` (the position
    it was played in); 0 for the deal (``before`` None: no action yet)."""
    return 0 if before is None else before.state.turn_number


def win_chances(
    game: Game, *, playouts: int = PLAYOUTS, seed: int = 0, viewer: int | None = None
) -> tuple[float, ...]:
    """Each player's estimated chance of winning from ``game``'s position, in seat order.

    ``playouts`` worlds are dealt from ``seed`` (respecting what ``viewer`` knows: a seat,
    or ``None`` for a spectator, see the module docstring) and played out to the end by
    the medium policy in every seat. A finished game gives its result. The chances sum
    to 1; ``game`` is not changed. With ``hidden_holdings`` only the spectator's view
    (``viewer=None``) is given.
    """
    if playouts < 1:
        raise ValueError("playouts must be at least 1")
    seats = len(game.players)
    if viewer is not None and not 0 <= viewer < seats:
        raise ValueError(f"viewer must be a seat from 0 to {seats - 1} or None")
    if viewer is not None and game.rules.hidden_holdings:
        raise ValueError("with hidden holdings a seat's estimate would read the others' holdings")
    if game.pending is None:
        return final_result(game)
    totals = [0.0] * seats
    for index in range(playouts):
        world = deal_world(game, viewer, seed * 1_000_003 + index)
        for seat, share in enumerate(final_result(play_to_end(world))):
            totals[seat] += share
    return tuple(total / playouts for total in totals)


def play_to_end(world: Game) -> Game:
    """``world`` (a determinized copy, not changed) played out to the end by the medium
    policy in every seat; the finished copy."""
    game = world.copy()
    play_out(game)
    return game


def win_chance_curve(
    game: Game,
    *,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    viewer: int | None = None,
    per_decision: bool = False,
    marks: Sequence[int] | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> list[CurvePoint]:
    """The chances along ``game`` (a finished or running game), replayed from its start:
    at the start, after every turn (or, with ``per_decision``, after every action) and
    at its current position, each estimated by :func:`win_chances`. ``marks`` (numbers
    of applied actions, rising) picks the positions instead (a sample, for calibration).

    ``progress(done, total)`` is called after every estimate; ``cancelled()`` is asked
    before every estimate and, if it answers ``True``, the points estimated so far are
    returned (a prefix of the curve).
    """
    actions = game.actions
    replay = replayed(game, 0)
    if marks is None:
        marks = _marks(replay, actions, per_decision)
    elif list(marks) != sorted(marks) or any(not 0 <= m <= len(actions) for m in marks):
        raise ValueError("marks must be rising numbers of applied actions, at most the game's")
    points: list[CurvePoint] = []
    at = 0
    turn = step_turn(None)
    for done, mark in enumerate(marks):
        if cancelled is not None and cancelled():
            break
        while at < mark:
            turn = step_turn(replay)
            replay.apply(actions[at])
            at += 1
        chances = win_chances(replay, playouts=playouts, seed=seed, viewer=viewer)
        points.append(CurvePoint(at, turn, chances))
        if progress is not None:
            progress(done + 1, len(marks))
    return points


def turn_marks(game: Game) -> list[int]:
    """The numbers of applied actions at which :func:`win_chance_curve` has a point by
    default: 0, the end of every turn of ``game`` and its current position."""
    return _marks(replayed(game, 0), game.actions, per_decision=False)


def replayed(game: Game, actions: int) -> Game:
    """``game`` as it was after its first ``actions`` actions (replayed from its record)."""
    if not 0 <= actions <= len(game.actions):
        raise ValueError(f"the game has {len(game.actions)} actions, not {actions}")
    record = game.to_record(snapshot=False)
    record["actions"] = record["actions"][:actions]
    return Game.from_record(record)


def _marks(start: Game, actions: Sequence[Action], per_decision: bool) -> list[int]:
    """The numbers of applied actions at which the curve has a point: 0, then after every
    action or the last action of every turn, and the end."""
    if per_decision:
        return list(range(len(actions) + 1))
    game = start.copy()
    marks = [0]
    turn = game.state.turn_number
    for count, action in enumerate(actions, start=1):
        game.apply(action)
        if game.state.turn_number != turn or game.pending is None:
            marks.append(count)
            turn = game.state.turn_number
    if marks[-1] != len(actions):
        marks.append(len(actions))
    return marks


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
