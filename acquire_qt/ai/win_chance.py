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
true cash and shares, and the playouts read them: the estimate then knows what no
player knew. A review after the game may show that (the holdings are revealed at the
end), but a seat's live curve would leak it, so a seat's view is refused in that rule
set (``ValueError``); only the spectator's is given.

The worlds are dealt by :func:`.worlds.deal_world` (never a deal that cannot be the
real one; a spectator's world dealt again for every seat in turn).

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Action, Game

from .hard import play_out, win_shares
from .opponents import Policy, Reading, checked_kinds, playout_policies, read
from .worlds import deal_world, replayed

__all__ = [
    "ESTIMATOR",
    "PLAYOUTS",
    "CurvePoint",
    "deal_world",
    "final_result",
    "play_to_end",
    "replayed",
    "step_turn",
    "turn_marks",
    "win_chance_curve",
    "win_chances",
]

ESTIMATOR = 2
"""The estimator's version, kept with a cached curve (:mod:`acquire_qt.storage`): 1 played
the medium policy in every seat; 2 plays each seat by its model (:mod:`.opponents`). A
curve cached by another version is computed again."""
PLAYOUTS = 48
"""Worlds played out per estimate by default (the standard error of a chance near 1/2
is then about 0.07; the curve of a game shares its worlds, so it is smoother)."""

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
    game: Game,
    *,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    viewer: int | None = None,
    seats: Sequence[str] | None = None,
    reading: Reading | None = None,
) -> tuple[float, ...]:
    """Each player's estimated chance of winning from ``game``'s position, in seat order.

    ``playouts`` worlds are dealt from ``seed`` (respecting what ``viewer`` knows: a seat,
    or ``None`` for a spectator, see the module docstring) and played out to the end,
    each seat by a policy drawn from its model: ``seats`` gives every seat's kind
    (default: every seat a person), a person's model read from the record
    (:func:`.opponents.read`) unless ``reading`` gives it (the record read so far, of
    these kinds, viewer and seed: the curve and the move review pass it). A finished game
    gives its result. The chances sum to 1; ``game`` is not changed. With
    ``hidden_holdings`` only the spectator's view (``viewer=None``) is given.
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
    models = reading.models()
    totals = [0.0] * count
    for index in range(playouts):
        world_seed = seed * 1_000_003 + index
        world = deal_world(game, viewer, world_seed)
        rng = random.Random(world_seed)
        policies = playout_policies(models, rng)
        for seat, share in enumerate(final_result(play_to_end(world, policies, rng))):
            totals[seat] += share
    return tuple(total / playouts for total in totals)


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
) -> list[CurvePoint]:
    """The chances along ``game`` (a finished or running game), replayed from its start:
    at the start, after every turn (or, with ``per_decision``, after every action) and
    at its current position, each estimated by :func:`win_chances` (with ``seats``, the
    decisions of the persons read once, in order, along the replay). ``marks`` (numbers
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
    reading = Reading(checked_kinds(seats, len(game.players)), viewer, seed)
    points: list[CurvePoint] = []
    at = 0
    turn = step_turn(None)
    for done, mark in enumerate(marks):
        if cancelled is not None and cancelled():
            break
        while at < mark:
            turn = step_turn(replay)
            reading.observe(replay, actions[at])
            replay.apply(actions[at])
            at += 1
        chances = win_chances(
            replay,
            playouts=playouts,
            seed=seed,
            viewer=viewer,
            seats=reading.kinds,
            reading=reading,
        )
        points.append(CurvePoint(at, turn, chances))
        if progress is not None:
            progress(done + 1, len(marks))
    return points


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
