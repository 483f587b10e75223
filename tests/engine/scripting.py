"""Build exact game positions for rule tests from a script of tile plays.

ENGINE.md's ``tile_bag`` fixes the draw order: one position tile per seat (seat
order), six tiles per player in turn order (the first player's six first), then
one draw at a time. Writing such bags by hand is error prone, so tests describe
*which tile each turn plays* and :func:`script_bag` works out the bag.

The script is the list of tiles placed, one per turn, in turn order starting with
the first player (who holds the topmost-leftmost position tile, or seat 0 under
``turn_order="seated"``). ``None`` in the script means that turn places no tile
(only sensible when the test arranges it). Hands are padded with *filler* tiles
that are never played; pick fillers far from the action (``fillers=``).
"""

from __future__ import annotations

from collections.abc import Sequence

from acquire_qt.engine import Event, Game, Rules, new_game

# Squares rarely used by tests (rows G to I): enough padding for six players' hands.
DEFAULT_FILLERS: tuple[str, ...] = tuple(f"{col}{row}" for row in "IHG" for col in range(1, 13))


def _row_col(tile: str) -> tuple[int, int]:
    return (ord(tile[-1].upper()) - ord("A"), int(tile[:-1]))


def script_bag(
    positions: Sequence[str],
    plays: Sequence[str | None],
    *,
    seated: bool = False,
    hand_size: int = 6,
    fillers: Sequence[str] = DEFAULT_FILLERS,
    extra_draws: Sequence[str] = (),
) -> list[str]:
    """Return a ``tile_bag`` in which turn ``k`` can play ``plays[k]``.

    Every turn's player draws exactly one tile after placing (no dead tiles are
    assumed to turn up); ``extra_draws`` are appended after everything the script
    needs, for tests of dead-tile replacement or an emptying bag.
    """
    n = len(positions)
    first = 0 if seated else min(range(n), key=lambda seat: _row_col(positions[seat]))
    order = [(first + i) % n for i in range(n)]
    per_player: dict[int, list[str]] = {seat: [] for seat in range(n)}
    turn_player = []
    for k, tile in enumerate(plays):
        seat = order[k % n]
        turn_player.append(seat)
        if tile is not None:
            per_player[seat].append(tile)
    used = set(positions) | {t for t in plays if t is not None} | set(extra_draws)
    spare = iter(t for t in fillers if t not in used)

    queues = {seat: list(tiles) for seat, tiles in per_player.items()}

    def take(seat: int) -> str:
        if queues[seat]:
            return queues[seat].pop(0)
        return next(spare)

    bag = list(positions)
    for seat in order:
        bag.extend(take(seat) for _ in range(hand_size))
    for k, tile in enumerate(plays):
        if tile is not None:
            bag.append(take(turn_player[k]))
    bag.extend(extra_draws)
    return bag


def scripted_game(
    positions: Sequence[str],
    plays: Sequence[str | None],
    *,
    names: Sequence[str] | None = None,
    extra_draws: Sequence[str] = (),
    fillers: Sequence[str] = DEFAULT_FILLERS,
    **house_rules: object,
) -> Game:
    """A new classic game whose bag follows :func:`script_bag`."""
    rules = Rules.classic(**house_rules)  # type: ignore[arg-type]
    seated = house_rules.get("turn_order") == "seated"
    bag = script_bag(positions, plays, seated=seated, fillers=fillers, extra_draws=extra_draws)
    players = list(names) if names else ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][: len(positions)]
    return new_game(rules, players, tile_bag=bag)


def finish_turn(game: Game, *answers: str, buy: tuple[str, ...] = ()) -> list[Event]:
    """Give ``answers`` to the current turn's decisions, then buy ``buy`` if a buy step comes."""
    assert game.pending is not None
    seat = game.pending.player
    events: list[Event] = []
    for answer in answers:
        events += game.apply(answer)
    if game.pending is not None and game.pending.kind == "buy" and game.pending.player == seat:
        events += game.apply(" ".join(("buy", *buy)))
    else:
        assert not buy, f"no buy step to buy {buy}"
    return events


def turn(game: Game, tile: str, *answers: str, buy: tuple[str, ...] = ()) -> list[Event]:
    """One whole turn: play ``tile``, give ``answers`` (e.g. "found Tower"), then buy ``buy``."""
    assert game.pending is not None and game.pending.kind == "play"
    return game.apply(f"play {tile}") + finish_turn(game, *answers, buy=buy)
