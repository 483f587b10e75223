"""How would the AI have done in my seat? The hard AI plays a finished game's deal from that seat.

:func:`ai_in_seat` replays the deal of a game (the same rules, players, seed and tile bag:
:func:`.win_chance.replayed` at its first action) from its start to its end with the hard
AI in the player's seat, several times (:data:`RUNS`), each time with another seed
(:func:`run_seeds`), and gives the AI's rank and final cash in each run
(:class:`AiInSeat`): beside the player's own result it tells a bad deal from a bad game.

The other seats are the game's own opponents: an AI seat is the AI of the same level
with the same seed as in the game (:func:`seat_seed`, as the game seated it), so where
the hard AI plays as the player did the game goes the same way; a person's seat (another
person at this screen or over the network) is played by the medium AI (:data:`PERSON_LEVEL`:
no model of how a person plays is kept yet). Every player only reads what its seat may
see, as always: the hard AI searches copies dealt by ``Game.determinized`` from its seat's
view (:mod:`.hard`), never the true hands or bag.

Determinism: the same game, seat and seeds give the same runs. The hard AI's budget is
counted in playout steps, not time; its clock is only a safety cap, here
:data:`SAFETY_SECONDS` (nobody waits for a decision in the background, so the cap is set
where only a stalled machine reaches it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Game

from . import LEVELS, make_player
from .win_chance import replayed

RUNS = 5
"""Games the hard AI plays in the player's seat by default."""
LEVEL = "hard"
"""The AI that plays the player's seat."""
PERSON_LEVEL = "medium"
"""The AI that plays another person's seat (no model of a person is kept yet)."""
SEAT_SEED_STEP = 7919
"""An AI seat's seed is the game's seed plus this many times the seat (:func:`seat_seed`)."""
RUN_SEED_STEP = 1_000_003
"""Run ``n``'s seed is the seat's seed plus this many times ``n`` (:func:`run_seeds`): far
from every other seat's seed."""
SAFETY_SECONDS = 60.0
"""The hard AI's clock cap per decision in the replays (its budget is in playout steps)."""

Progress = Callable[[int, int, int], None]
"""Called with (runs finished, runs in all, turn number of the run being played)."""
Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class AiSeatRun:
    """One game the AI played in the player's seat: its seed, its rank (1 for a winner;
    equal cash shares the rank) and its final cash (net worth at the game's end)."""

    seed: int
    rank: int
    cash: int

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled from the analysis worker: rebuilt by the constructor (compiled, the
        frozen class's default unpickling fails)."""
        return AiSeatRun, (self.seed, self.rank, self.cash)


@dataclass(frozen=True)
class AiInSeat:
    """The AI of ``level`` in ``seat``'s place, on the same deal: one :class:`AiSeatRun` per
    game it played."""

    seat: int
    level: str
    runs: tuple[AiSeatRun, ...]

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled from the analysis worker, as :class:`AiSeatRun` is."""
        return AiInSeat, (self.seat, self.level, self.runs)

    @property
    def seeds(self) -> tuple[int, ...]:
        """The AI's seed in each run."""
        return tuple(run.seed for run in self.runs)


def seat_seed(game_seed: int | None, seat: int) -> int:
    """The seed of the AI at ``seat`` of a game seeded ``game_seed`` (None counts as 0)."""
    return (game_seed or 0) + SEAT_SEED_STEP * seat


def run_seeds(game: Game, seat: int, runs: int = RUNS) -> tuple[int, ...]:
    """The hard AI's seed in each of ``runs`` runs in ``seat``: the first is the seed the
    game would have given an AI there."""
    base = seat_seed(game.seed, seat)
    return tuple(base + RUN_SEED_STEP * run for run in range(runs))


def play_seat(
    game: Game,
    seat: int,
    seed: int,
    options: dict[str, Any] | None = None,
    progress: Callable[[int], None] | None = None,
    cancelled: Cancelled | None = None,
) -> AiSeatRun | None:
    """Play ``game``'s deal from its start with the hard AI (seeded ``seed``, with
    ``options`` of :class:`.hard.HardPlayer`) in ``seat`` and the game's opponents in the
    others (see the module docstring); the AI's result, or None if ``cancelled()`` said so
    (asked before every action). ``progress(turn)`` at the start of every turn."""
    replay = replayed(game, 0)
    hard_options: dict[str, Any] = {"max_seconds": SAFETY_SECONDS, **(options or {})}
    players = []
    for other, controller in enumerate(game.controllers):
        if other == seat:
            players.append(make_player(LEVEL, seed, **hard_options))
            continue
        level = controller if controller in LEVELS else PERSON_LEVEL
        extra = {"max_seconds": SAFETY_SECONDS} if level == "hard" else {}
        players.append(make_player(level, seat_seed(game.seed, other), **extra))
    turn = -1
    while (decision := replay.pending) is not None:
        if cancelled is not None and cancelled():
            return None
        if progress is not None and replay.state.turn_number != turn:
            turn = replay.state.turn_number
            progress(turn)
        replay.apply(players[decision.player].choose(replay.copy()))
    standings = replay.game_view().standings
    assert standings is not None  # the game is over
    mine = next(standing for standing in standings if standing.seat == seat)
    return AiSeatRun(seed, mine.rank, mine.cash)


def ai_in_seat(
    game: Game,
    seat: int,
    *,
    runs: int = RUNS,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> AiInSeat | None:
    """The hard AI's :data:`RUNS` (or ``runs``) games in ``seat`` on ``game``'s deal, with
    the seeds of :func:`run_seeds`; None if ``cancelled()`` said so. ``progress(done,
    runs, turn)`` follows the runs."""
    if not 0 <= seat < len(game.players):
        raise ValueError(f"the game has no seat {seat}")
    results: list[AiSeatRun] = []
    for done, seed in enumerate(run_seeds(game, seat, runs)):

        def turn_started(turn: int, done: int = done) -> None:
            if progress is not None:
                progress(done, runs, turn)

        run = play_seat(game, seat, seed, options, turn_started, cancelled)
        if run is None:
            return None
        results.append(run)
    if progress is not None:
        progress(runs, runs, 0)
    return AiInSeat(seat, LEVEL, tuple(results))
