"""The analysis worker process's side: curves, move reviews, the AI in a seat, off the GUI. No Qt.

:class:`acquire_qt.session.analysis.Analysis` starts :func:`serve` in a process of its own
(the ``spawn`` start method, as the AI's workers) and sends it jobs down a pipe; the
worker answers with :data:`Message` tuples: ``("progress", job, done, total)`` after every
estimate of a curve or ``("seat_progress", job, done, runs, turn)`` at every turn of a
game the AI plays in the player's seat, then ``("curve", job, points)``, ``("move", job,
review)``, ``("seat", job, result)`` or ``("failed", job, text)``. A job is dropped (no
answer) when a number at least its own comes down the pipe (a cancel) or a new job does
(it replaces the one running); the pipe is looked at before every estimate of a curve and
every action of a game the AI plays in a seat. The worker runs at a lower priority than
the game (:data:`NICENESS`) and dies with the program (:func:`.ai_process.die_with_parent`).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from acquire_qt.ai.in_seat import RUNS, ai_in_seat
from acquire_qt.ai.opponents import seat_kinds
from acquire_qt.ai.review import review_move
from acquire_qt.ai.win_chance import PLAYOUTS, replayed, win_chance_curve
from acquire_qt.engine import Game

from .ai_process import die_with_parent

NICENESS = 5
"""How much lower than the game the worker's priority is: on a busy machine the window
gets the processor first (set by the game as soon as the process exists, so that its
start-up, importing the engine, is low too: :func:`lower_priority`)."""


def lower_priority(pid: int) -> None:
    """Give process ``pid`` (a worker just started) :data:`NICENESS` more than this one;
    where priorities cannot be set (Windows), nothing."""
    with contextlib.suppress(OSError, AttributeError):
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, mine + NICENESS)


@dataclass(frozen=True)
class CurveJob:
    """Estimate the win-chance curve of ``game`` (:func:`.win_chance.win_chance_curve`)."""

    job: int
    game: Game
    seed: int = 0
    viewer: int | None = None
    playouts: int = PLAYOUTS
    marks: tuple[int, ...] | None = None
    """The positions to estimate (numbers of applied actions); None: every turn."""


@dataclass(frozen=True)
class MoveJob:
    """Review the move of ``game``'s record after its first ``actions`` actions, at the
    position it was played in (:func:`.review.review_move`), with the estimator of the
    curve of the same ``seed``, ``viewer`` and ``playouts``."""

    job: int
    game: Game
    actions: int
    seed: int = 0
    viewer: int | None = None
    playouts: int = PLAYOUTS


@dataclass(frozen=True)
class SeatJob:
    """Play ``game``'s deal ``runs`` times with the hard AI in ``seat``
    (:func:`.in_seat.ai_in_seat`; ``options``: the hard AI's, as (name, value) pairs)."""

    job: int
    game: Game
    seat: int
    runs: int = RUNS
    options: tuple[tuple[str, Any], ...] = ()


Job = CurveJob | MoveJob | SeatJob
Message = tuple[Any, ...]
"""What the worker sends back (see the module docstring)."""


class _Inbox:
    """What came down the pipe: the newest job not yet started, and the highest job number
    cancelled."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.next: Job | None = None
        self.cancelled = 0

    def read(self, block: bool) -> None:
        """Take in every message waiting (one at least if ``block``); EOFError when the
        pipe is closed."""
        while block or self.connection.poll():
            block = False
            message: Job | int = self.connection.recv()
            if isinstance(message, int):
                self.cancelled = max(self.cancelled, message)
            else:
                self.next = message

    def dropped(self, job: Job) -> bool:
        """Whether ``job`` was cancelled or replaced by a newer one."""
        return self.cancelled >= job.job or (self.next is not None and self.next.job > job.job)


def run(job: Job, connection: Connection, inbox: _Inbox) -> None:
    """Do one job, sending its progress and its answer (or its failure) down ``connection``;
    nothing once it is dropped."""

    def dropped() -> bool:
        inbox.read(block=False)
        return inbox.dropped(job)

    try:
        if isinstance(job, CurveJob):
            points = win_chance_curve(
                job.game,
                playouts=job.playouts,
                seed=job.seed,
                viewer=job.viewer,
                marks=job.marks,
                seats=seat_kinds(job.game.controllers),
                progress=lambda done, total: connection.send(("progress", job.job, done, total)),
                cancelled=dropped,
            )
            answer: Message = ("curve", job.job, tuple(points))
        elif isinstance(job, SeatJob):
            result = ai_in_seat(
                job.game,
                job.seat,
                runs=job.runs,
                options=dict(job.options),
                progress=lambda done, runs, turn: connection.send(
                    ("seat_progress", job.job, done, runs, turn)
                ),
                cancelled=dropped,
            )
            answer = ("seat", job.job, result)
        else:
            if not 0 <= job.actions < len(job.game.actions):
                raise ValueError(f"the game has no action {job.actions} to review")
            position = replayed(job.game, job.actions)
            played = job.game.actions[job.actions]
            review = review_move(
                position,
                played,
                seed=job.seed,
                playouts=job.playouts,
                viewer=job.viewer,
                seats=seat_kinds(job.game.controllers),
            )
            answer = ("move", job.job, review)
    except Exception as error:  # a bad position or an AI bug must not end the worker
        answer = ("failed", job.job, f"{type(error).__name__}: {error}")
    if not dropped():
        connection.send(answer)


def serve(connection: Connection, parent: int) -> None:
    """The worker's main loop: do jobs until the pipe closes."""
    die_with_parent(parent)
    inbox = _Inbox(connection)
    while True:
        try:
            inbox.read(block=inbox.next is None)
            job, inbox.next = inbox.next, None
            if job is not None and not inbox.dropped(job):
                run(job, connection, inbox)
        except (EOFError, OSError):
            return
