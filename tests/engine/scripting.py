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
from dataclasses import replace
from typing import Any

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
    seed: int | None = None,
    **house_rules: object,
) -> Game:
    """A new classic game whose bag follows :func:`script_bag`; ``seed`` seeds the game's
    random stream only (the two-player rule's phantom draws), the bag being scripted."""
    rules = Rules.classic(**house_rules)  # type: ignore[arg-type]
    seated = house_rules.get("turn_order") == "seated"
    bag = script_bag(positions, plays, seated=seated, fillers=fillers, extra_draws=extra_draws)
    players = list(names) if names else ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][: len(positions)]
    return new_game(rules, players, seed=seed, tile_bag=bag)


def finish_turn(game: Game, *answers: str, buy: tuple[str, ...] = ()) -> list[Event]:
    """Give ``answers`` to the current turn's decisions, then buy ``buy`` if a buy step comes."""
    if game.pending is None:  # the placement ended the game (rule sets that end at once)
        assert not answers and not buy, "the game is over"
        return []
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


# ----------------------------------------------------------------- other rule sets


def space_game(
    diamonds: Sequence[str],
    players: int = 2,
    *,
    names: Sequence[str] | None = None,
    dead_tiles: bool = True,
    **options: object,
) -> Game:
    """A Space Monopoly game (RULES.md §2a) whose diamonds are exactly ``diamonds``.

    The tile bag of a rule set whose tiles come from the board lists the diamonds (no
    hands, no draws); ``options`` go to :meth:`Rules.space_monopoly`. ``dead_tiles=False``
    is the variant without dead tiles (:attr:`Rules.dead_tiles`).
    """
    rules = replace(Rules.space_monopoly(**options), dead_tiles=dead_tiles)  # type: ignore[arg-type]
    players_names = list(names) if names else ["Ann", "Bob", "Cy", "Di"][:players]
    return new_game(rules, players_names, tile_bag=list(diamonds))


def energy_order(positions: Sequence[str]) -> list[int]:
    """Energy's turn order: the left-most position tile first, the higher one on a tie."""
    return sorted(range(len(positions)), key=lambda seat: _row_col(positions[seat])[::-1])


def _touch(a: str, b: str) -> bool:
    (ra, ca), (rb, cb) = _row_col(a), _row_col(b)
    return abs(ra - rb) + abs(ca - cb) == 1


ENERGY_SQUARES: tuple[str, ...] = tuple(
    f"{col}{row}" for row in "JIHGFEDCBA" for col in range(10, 0, -1)
)
"""Every Energy square, bottom row first: the default hand padding takes unused ones."""


def energy_bag(
    positions: Sequence[str],
    turns: Sequence[Sequence[str]],
    *,
    hand_size: int = 5,
    fillers: Sequence[str] | None = None,
    extra: Sequence[str] = (),
) -> list[str]:
    """A ``tile_bag`` for an Energy game in which each turn can take the actions of ``turns``.

    ``turns[k]`` is the action text of the k-th turn (turn order: :func:`energy_order`).
    Only ``play T`` and ``draw`` matter here: each player's hand is dealt the tiles they
    play, in the order they play them, as early as the hand and their draws allow, and
    padded with *filler* tiles (never played; default: every square the script does not
    use). ``extra`` tiles follow everything the script draws. The position tiles must
    lie apart (no redraw).
    """
    n = len(positions)
    for i, a in enumerate(positions):
        assert not any(_touch(a, b) for b in positions[:i]), "position tiles must lie apart"
    order = energy_order(positions)
    queues: dict[int, list[str]] = {seat: [] for seat in range(n)}
    for k, actions in enumerate(turns):
        for text in actions:
            words = text.split()
            if words[0] == "play":
                queues[order[k % n]].append(words[1].upper())
    used = set(positions) | {t for q in queues.values() for t in q} | set(extra)
    pool = fillers if fillers is not None else ENERGY_SQUARES
    spare = iter([t for t in pool if t not in used])
    hands: dict[int, list[str]] = {seat: [] for seat in range(n)}
    bag = list(positions)

    def refill(seat: int) -> None:
        while len(hands[seat]) < hand_size:
            tile = queues[seat].pop(0) if queues[seat] else next(spare)
            hands[seat].append(tile)
            bag.append(tile)

    for seat in order:
        refill(seat)
    for k, actions in enumerate(turns):
        seat = order[k % n]
        for text in actions:
            words = text.split()
            if words[0] == "play":
                tile = words[1].upper()
                assert tile in hands[seat], f"turn {k}: {tile} is not in the hand {hands[seat]}"
                hands[seat].remove(tile)
            elif words[0] == "draw":
                refill(seat)
    return bag + list(extra)


def energy_game(
    positions: Sequence[str],
    turns: Sequence[Sequence[str]] = (),
    *,
    actions: Sequence[int] = (4,),
    names: Sequence[str] | None = None,
    extra: Sequence[str] = (),
    fillers: Sequence[str] | None = None,
    seed: int | None = None,
    **options: object,
) -> Game:
    """A new Energy game (RULES.md §2b) whose bag follows :func:`energy_bag` for ``turns``,
    with the action counts fixed to ``actions`` turn after turn (the turns are not played)."""
    rules = Rules.energy(actions=list(actions), **options)  # type: ignore[arg-type]
    bag = energy_bag(positions, turns, fillers=fillers, extra=extra)
    players = list(names) if names else ["Ann", "Bob", "Cy", "Di"][: len(positions)]
    return new_game(rules, players, tile_bag=bag, seed=seed)


def play_script(game: Game, turns: Sequence[Sequence[str]]) -> list[Event]:
    """Apply every action text of ``turns``, in order."""
    events: list[Event] = []
    for actions in turns:
        for text in actions:
            events += game.apply(text)
    return events


# -- reading positions (shared by the rule tests) -----------------------------------


def cash(game: Game) -> list[int]:
    """Every player's cash, by seat."""
    return [p["cash"] for p in game.to_dict()["players"]]


def holding(game: Game, chain: str) -> list[int]:
    """Every player's shares of ``chain``, by seat."""
    return [p["shares"].get(chain, 0) for p in game.to_dict()["players"]]


def info(game: Game, chain: str) -> dict[str, Any]:
    """``chain``'s entry of ``to_dict()["chains"]``."""
    return game.to_dict()["chains"][chain]


def minus(after: Sequence[int], before: Sequence[int]) -> list[int]:
    return [a - b for a, b in zip(after, before, strict=True)]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: Sequence[Event], kind: str) -> list[dict[str, Any]]:
    """The events of ``kind``, as dicts."""
    return [e.to_dict() for e in events if e.kind == kind]
