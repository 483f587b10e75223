"""Each player's chance of winning, as the AI estimates it: the core of the win-chance graph.

:func:`win_chances` estimates, from a position, every player's chance of winning the
way the hard AI judges a move (:mod:`.hard`): it samples *worlds* in which every tile
the viewer has not seen is dealt at random (``Game.determinized``), plays each world
out to the end of the game, every seat played by a policy drawn for that world from the
seat's model (:mod:`.opponents`), and counts the win shares (a tie for the most cash
splits the win). The worlds come from ``seed`` alone, so the same position and seed
always give the same numbers; the same worlds serve every position of a game, so a
curve moves with the game, not with the noise of new deals.

Whom the seats are played by: ``seats`` gives each seat's kind (``"person"``,
``"easy"``, ``"medium"``, ``"hard"``, ``"network"``; :data:`.opponents.KINDS`). An AI
seat is played by its level's policy (hard by medium), a person (here or over the
network) by a model read from their decisions so far, from the same knowledge as the
worlds (:class:`.opponents.Reading`). The default is every seat a person. (Before the
models, every seat was played by the medium policy: ``seats=("medium",) * players``
gives those numbers still.) The screens pass what they know: the game's controllers
(:func:`.opponents.seat_kinds`).

Whose information: ``viewer`` is the seat whose knowledge the deals respect (its own
hand stays, everything else it cannot see is dealt again), or ``None`` for a
spectator who has seen only what is public (the board, the market, every cash and
holding, the number of tiles in each hand). A finished game's review uses the
spectator (``viewer=None``): each point of the curve then says what an onlooker could
have known at that moment, the players' curves sum to 1, and nothing leaks what was
still hidden (the true bag would make every playout certain). A live game showing a
human their own curve uses ``viewer`` = that human's seat.

With the ``hidden_holdings`` house rule a determinized copy still holds every player's
true cash and shares, and the playouts read them: the estimate then knows what the
tables hide (a player who counts the log's purchases, bonuses and sales could know it
too, but is not shown it). A review after the game may show that (the holdings are
revealed at the end), but a seat's live curve would tell it, so a seat's view is refused
in that rule set (``ValueError``); only the spectator's is given. (The hard AI, which
keeps count, searches with them: :mod:`.hard`.)

The worlds are dealt by :func:`.worlds.deal_world` (never a deal that cannot be the
real one; a spectator's world dealt again for every seat in turn).

**The correction** (:func:`corrected`). The playouts' win shares are not the estimate
given as they are: early in a game a few dozen worlds, each decided by tiles not yet
drawn, say little, and the table says something (who is worth more now); and the
opponent models spread a person's play over several policies, which leaves the shares of
a table of people less sure than the results warrant. So each seat's chance is
proportional to its playouts' share (plus :data:`PLAYOUT_FLOOR`) to a power, times its net
worth (the cash it would have if the game were scored now, over the richest seat's) to
another power; both powers change with how full the board is, and the first with the
share of seats read as people (:func:`powers`). The six
numbers were fitted, for the least Brier score, on recorded games of both calibration
fields (``benchmarks/win_chance_fit.py``, on seeds the calibration benchmark does not
measure), which then measures the corrected estimate on other games. ``raw=True`` gives
the playouts' shares alone (what the fit reads).

:func:`win_chance_curve` replays a game from its start and estimates the chances at
every turn (or every decision), with a progress callback and a cancel check, for a
worker process.

Turns are numbered one way on every screen of the analysis (:func:`step_turn`): a
position after an action belongs to the turn that action was played in, the deal to
turn 0. A point at the end of turn 44 is in turn 44 on the graph, in the key moments and
in review's line under the timeline, though the game's turn counter says 45 there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import EMPTY, Action, Game

from .hard import play_out, win_shares
from .medium import worth
from .opponents import (
    INFERRED,
    Policy,
    Reading,
    SeatModel,
    checked_kinds,
    drawn_policies,
    playout_policies,
    read,
)
from .position import from_state
from .worlds import deal_world, replayed

__all__ = [
    "ESTIMATOR",
    "PLAYOUTS",
    "PLAYOUT_FLOOR",
    "PLAYOUT_POWER_AT_START",
    "PLAYOUT_POWER_PEOPLE",
    "PLAYOUT_POWER_SLOPE",
    "WORTH_POWER_AT_START",
    "WORTH_POWER_SLOPE",
    "Constants",
    "CurvePoint",
    "World",
    "blend",
    "board_filled",
    "corrected",
    "deal_world",
    "final_result",
    "fitted",
    "mean_shares",
    "people_share",
    "play_to_end",
    "played_worlds",
    "powers",
    "read_along",
    "replayed",
    "step_turn",
    "turn_marks",
    "win_chance_curve",
    "win_chances",
]

ESTIMATOR = 4
"""The estimator's version, kept with a cached curve (:mod:`acquire_qt.storage`): 1 played
the medium policy in every seat; 2 plays each seat by its model (:mod:`.opponents`); 3
corrects the playouts' shares with net worth (:func:`corrected`); 4 reads people from a
fitted prior (:data:`.opponents.PRIOR`). A curve cached by another version is computed
again."""
PLAYOUTS = 48
"""Worlds played out per estimate by default (the standard error of a chance near 1/2
is then about 0.07; the curve of a game shares its worlds, so it is smoother)."""

PLAYOUT_FLOOR = 0.002
"""Added to every seat's playout share before the power (a seat no world let win keeps a
small chance) (fitted)."""
PLAYOUT_POWER_AT_START = 1.062
"""The power of the playouts' shares on an empty board (fitted)."""
PLAYOUT_POWER_SLOPE = -0.812
"""How much that power grows for a whole board of tiles (fitted)."""
PLAYOUT_POWER_PEOPLE = 0.344
"""How much that power grows when every seat is read as a person (:data:`.opponents.INFERRED`)
rather than a level played with certainty (fitted with the prior,
:data:`.opponents.PRIOR`)."""
WORTH_POWER_AT_START = -1.125
"""The power of net worth on an empty board (fitted)."""
WORTH_POWER_SLOPE = 6.75
"""How much that power grows for a whole board of tiles (fitted)."""

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


def board_filled(game: Game) -> float:
    """The share of the board's squares that hold a tile."""
    board = game.state.board
    return sum(1 for square in board if square != EMPTY) / len(board)


Constants = tuple[float, float, float, float, float, float]
"""The correction's numbers, in this order: :data:`PLAYOUT_FLOOR`,
:data:`PLAYOUT_POWER_AT_START`, :data:`PLAYOUT_POWER_SLOPE`, :data:`PLAYOUT_POWER_PEOPLE`,
:data:`WORTH_POWER_AT_START`, :data:`WORTH_POWER_SLOPE`."""


def fitted() -> Constants:
    """The correction's numbers as fitted."""
    return (
        PLAYOUT_FLOOR,
        PLAYOUT_POWER_AT_START,
        PLAYOUT_POWER_SLOPE,
        PLAYOUT_POWER_PEOPLE,
        WORTH_POWER_AT_START,
        WORTH_POWER_SLOPE,
    )


def people_share(seats: Sequence[str]) -> float:
    """The share of ``seats`` (their kinds) read as persons (:data:`.opponents.INFERRED`)."""
    return sum(1 for kind in seats if kind in INFERRED) / len(seats)


def powers(filled: float, people: float, constants: Constants | None = None) -> tuple[float, float]:
    """The powers of the playouts' shares and of net worth when ``filled`` of the board's
    squares hold a tile and ``people`` of the seats are read as persons (neither power
    below 0); ``constants`` in place of the fitted ones (for the fit)."""
    _floor, p0, p1, p2, w0, w1 = fitted() if constants is None else constants
    return max(0.0, p0 + p1 * filled + p2 * people), max(0.0, w0 + w1 * filled)


def blend(
    shares: Sequence[float],
    worths: Sequence[int],
    filled: float,
    people: float,
    constants: Constants | None = None,
) -> tuple[float, ...]:
    """Each seat's chance from its playouts' share and its net worth, with ``filled`` of the
    board's squares holding a tile and ``people`` of the seats read as persons (see the
    module); ``constants`` in place of the fitted ones, for the fit."""
    constants = fitted() if constants is None else constants
    floor = constants[0]
    playout_power, worth_power = powers(filled, people, constants)
    top = max(max(worths), 1)
    weights = [
        (share + floor) ** playout_power * (max(worth, 1) / top) ** worth_power
        for share, worth in zip(shares, worths, strict=True)
    ]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def corrected(game: Game, shares: Sequence[float], seats: Sequence[str]) -> tuple[float, ...]:
    """The estimate given for ``game``'s position from the playouts' win ``shares``, its
    seats of the kinds ``seats`` (see the module). Net worth reads only what is public
    (cash, holdings, the chains), so the correction is the same for every viewer."""
    return blend(shares, worth(from_state(game, 0)), board_filled(game), people_share(seats))


def win_chances(
    game: Game,
    *,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    viewer: int | None = None,
    seats: Sequence[str] | None = None,
    reading: Reading | None = None,
    raw: bool = False,
) -> tuple[float, ...]:
    """Each player's estimated chance of winning from ``game``'s position, in seat order.

    ``playouts`` worlds are dealt from ``seed`` (respecting what ``viewer`` knows: a seat,
    or ``None`` for a spectator, see the module docstring) and played out to the end,
    each seat by a policy drawn from its model: ``seats`` gives every seat's kind
    (default: every seat a person), a person's model read from the record
    (:func:`.opponents.read`) unless ``reading`` gives it (the record read so far, of
    these kinds, viewer and seed: the curve and the move review pass it). A finished game
    gives its result. The chances sum to 1; ``game`` is not changed. With
    ``hidden_holdings`` only the spectator's view (``viewer=None``) is given. The
    playouts' shares are corrected (:func:`corrected`) unless ``raw``.
    """
    if playouts < 1:
        raise ValueError("playouts must be at least 1")
    count = len(game.players)
    if viewer is not None and not 0 <= viewer < count:
        raise ValueError(f"viewer must be a seat from 0 to {count - 1} or None")
    if viewer is not None and game.rules.hidden_holdings:
        raise ValueError("with hidden holdings a seat's estimate would read the others' holdings")
    kinds = checked_kinds(seats, count)
    if game.pending is None:
        return final_result(game)
    if reading is None:
        reading = read(game, kinds, viewer, seed)
    elif (reading.kinds, reading.viewer, reading.seed) != (kinds, viewer, seed):
        raise ValueError("the reading is of other seats, another viewer or another seed")
    worlds = played_worlds(game, reading.models(), playouts=playouts, seed=seed, viewer=viewer)
    shares = mean_shares(worlds)
    return shares if raw else corrected(game, shares, kinds)


@dataclass(frozen=True, slots=True)
class World:
    """One world of an estimate, played out."""

    policies: tuple[str, ...]
    """The policy each seat was played by (:data:`.opponents.FAMILY`), drawn from its model."""
    shares: tuple[float, ...]
    """Each seat's win share at its end (a tie for the most cash splits the win)."""


def played_worlds(
    game: Game, models: Sequence[SeatModel], *, playouts: int, seed: int, viewer: int | None
) -> list[World]:
    """The ``playouts`` worlds of :func:`win_chances` (dealt from ``seed`` as ``viewer``
    knows ``game``), each seat played by a policy drawn from its model of ``models``."""
    worlds = []
    for index in range(playouts):
        world_seed = seed * 1_000_003 + index
        world = deal_world(game, viewer, world_seed)
        rng = random.Random(world_seed)
        names = drawn_policies(models, rng)
        finished = play_to_end(world, playout_policies(names), rng)
        worlds.append(World(names, final_result(finished)))
    return worlds


def mean_shares(worlds: Sequence[World]) -> tuple[float, ...]:
    """The playouts' shares of an estimate: each seat's mean win share over ``worlds``."""
    columns = zip(*(world.shares for world in worlds), strict=True)
    return tuple(sum(column) / len(worlds) for column in columns)


def play_to_end(
    world: Game, policies: Sequence[Policy] | None = None, rng: random.Random | None = None
) -> Game:
    """``world`` (a determinized copy, not changed) played out to the end, every seat by its
    policy of ``policies`` (the medium policy if None); the finished copy."""
    game = world.copy()
    play_out(game, policies=policies, rng=rng)
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
    seats: Sequence[str] | None = None,
    raw: bool = False,
) -> list[CurvePoint]:
    """The chances along ``game`` (a finished or running game), replayed from its start:
    at the start, after every turn (or, with ``per_decision``, after every action) and
    at its current position, each estimated by :func:`win_chances` (with ``seats``, the
    decisions of the persons read once, in order, along the replay). ``marks`` (numbers
    of applied actions, rising) picks the positions instead (a sample, for calibration).

    ``progress(done, total)`` is called after every estimate; ``cancelled()`` is asked
    before every estimate and, if it answers ``True``, the points estimated so far are
    returned (a prefix of the curve). ``raw``: the playouts' shares alone (see
    :func:`win_chances`).
    """
    actions = game.actions
    replay = replayed(game, 0)
    if marks is None:
        marks = _marks(replay, actions, per_decision)
    elif list(marks) != sorted(marks) or any(not 0 <= m <= len(actions) for m in marks):
        raise ValueError("marks must be rising numbers of applied actions, at most the game's")
    reading = Reading(checked_kinds(seats, len(game.players)), viewer, seed)
    points: list[CurvePoint] = []
    for done, (at, turn) in enumerate(read_along(replay, actions, marks, reading)):
        if cancelled is not None and cancelled():
            break
        chances = win_chances(
            replay,
            playouts=playouts,
            seed=seed,
            viewer=viewer,
            seats=reading.kinds,
            reading=reading,
            raw=raw,
        )
        points.append(CurvePoint(at, turn, chances))
        if progress is not None:
            progress(done + 1, len(marks))
    return points


def read_along(
    replay: Game, actions: Sequence[Action], marks: Sequence[int], reading: Reading
) -> Iterator[tuple[int, int]]:
    """Apply ``actions`` to ``replay`` (a game at their start) up to each of ``marks`` (rising
    numbers of applied actions) in turn, ``reading`` observing every one, and give
    (actions applied, the point's turn: :func:`step_turn`) at each mark."""
    at = 0
    turn = step_turn(None)
    for mark in marks:
        while at < mark:
            turn = step_turn(replay)
            reading.observe(replay, actions[at])
            replay.apply(actions[at])
            at += 1
        yield at, turn


def turn_marks(game: Game) -> list[int]:
    """The numbers of applied actions at which :func:`win_chance_curve` has a point by
    default: 0, the end of every turn of ``game`` and its current position."""
    return _marks(replayed(game, 0), game.actions, per_decision=False)


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
