"""Game analysis off the GUI thread: win-chance curves, move reviews, the AI in the player's seat.

:class:`Analysis` hands jobs to worker processes (:mod:`.analysis_process`, the ``spawn``
start method, as the AI's workers of :mod:`.ai_workers`) and signals their progress and
answers on the GUI thread. Three workers: one estimates curves (tens of seconds for a
game), one reviews moves (a few seconds), so "What would the AI do?" does not wait
for a curve, and one has the hard AI play a finished game's deal in the player's seat
(:mod:`acquire_qt.ai.in_seat`: minutes), started only when asked. A new request of one
kind replaces the one of that kind still running. The
GUI thread never blocks on a worker: a process starts and jobs are written on a writer
thread (starting a process would hold the window up for tens of milliseconds, and a
pickled game may fill the pipe), answers arrive through a socket notifier, and no Qt
object is touched off the GUI thread. A worker that dies is reported (:attr:`failed`)
and replaced at the next request.

The worker models each seat as it really plays (:mod:`acquire_qt.ai.opponents`), as the
job's game names its controllers (an AI seat its level, a person here or over the network a
person: :func:`acquire_qt.ai.opponents.seat_kinds`).

Curves of the spectator (``viewer=None``, game review) are kept in memory for the life
of the object and, when ``cache`` names the game's save file, read from it and written
to it (:func:`acquire_qt.storage.read_win_chance`): a game opened again shows its curve
without computing it. The AI's results in the player's seat are read from the file and
written to it the same way (:func:`acquire_qt.storage.read_ai_in_seat`): those of the seat
and seeds asked for are shown without playing again.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from acquire_qt.ai.in_seat import LEVEL, RUNS, AiInSeat, run_seeds
from acquire_qt.ai.win_chance import PLAYOUTS, CurvePoint
from acquire_qt.engine import Game
from acquire_qt.storage import (
    SaveFileError,
    read_ai_in_seat,
    read_win_chance,
    write_ai_in_seat,
    write_win_chance,
)

from .analysis_process import CurveJob, Job, Message, MoveJob, SeatJob, lower_priority, serve
from .worker_process import WorkerProcess

SEAT_OPTIONS: tuple[tuple[str, object], ...] = ()
"""The options of the hard AI that plays the player's seat, as (name, value): its own
defaults (the Hard level's budget). An :class:`Analysis` made without ``seat_options``
reads this, and ``RUNS``, when it is made (tests make both small)."""


@dataclass(frozen=True)
class _CurveRequest:
    """What a curve job is for."""

    key: str | None
    """Where the curve is kept in memory (a spectator's curve), or None."""
    cache: Path | None
    """The save file to cache it in, or None."""
    seed: int
    single: bool = False
    """A point (:meth:`Analysis.estimate_point`), not a curve."""


class _Worker(WorkerProcess[Message]):
    """One analysis process (at a lower priority) and the job it was given. Once ended,
    the object itself stays, a child of its :class:`Analysis`, until that goes: PySide
    crashes (a second delete) when a parent is destroyed while a child's ``deleteLater``
    is pending."""

    def __init__(self, owner: Analysis) -> None:
        super().__init__(serve, "analysis", owner, started=lower_priority)
        self.owner = owner
        self.job = 0
        """The number of the job this worker was last given."""
        self.cancelled = 0
        """Jobs numbered up to this are dropped."""

    def send(self, job: Job) -> None:
        """Drop the job this worker has, and give it ``job``."""
        self.cancelled = self.job
        self.job = job.job
        self.post(job)

    def cancel(self) -> None:
        """Drop the job this worker has."""
        self.cancelled = self.job
        self.post(self.job)

    def received(self, message: Message) -> None:
        self.owner._received(self, message)

    def lost(self) -> None:
        self.owner._lost(self)


class Analysis(QObject):
    """Win-chance curves and move reviews computed in worker processes.

    Signals:
        progress(int, int): estimates done and in all, of the curve being computed.
        curveReady(object): the curve, a tuple of :class:`CurvePoint`.
        pointReady(object): the :class:`CurvePoint` of :meth:`estimate_point`.
        moveReviewed(object): a :class:`acquire_qt.ai.review.MoveReview`.
        failed(str): a curve or review failed or its worker died (for the player to read).
        seatProgress(int, int, int): games the AI finished in the player's seat, games
            in all, and the turn of the game it is playing.
        seatReady(object): the :class:`acquire_qt.ai.in_seat.AiInSeat` of :meth:`replay_seat`.
        seatFailed(str): :meth:`replay_seat` failed or its worker died.
    """

    progress = Signal(int, int)
    curveReady = Signal(object)
    pointReady = Signal(object)
    moveReviewed = Signal(object)
    failed = Signal(str)
    seatProgress = Signal(int, int, int)
    seatReady = Signal(object)
    seatFailed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        playouts: int = PLAYOUTS,
        seat_runs: int | None = None,
        seat_options: Sequence[tuple[str, object]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.playouts = playouts
        """Worlds per estimate, of a curve and of a move review alike (one estimator)."""
        self.seat_runs = RUNS if seat_runs is None else seat_runs
        """Games the AI plays in the player's seat (:meth:`replay_seat`)."""
        self.seat_options = tuple(SEAT_OPTIONS if seat_options is None else seat_options)
        """The options of that AI (:class:`acquire_qt.ai.HardPlayer`'s), as (name, value)."""
        self.seats_replayed = 0
        """Seats whose games a worker played (not found in a save file): tests."""
        self._seat_worker: _Worker | None = None
        self._seat_cache: Path | None = None
        """The save file the results of the seat being replayed go to, if any."""
        self._seat_ticket = 0
        """The number of the results read from a cache, to be signalled unless cancelled."""
        self.computed = 0
        """Curves computed by a worker (not found in memory or in a save file): tests."""
        self._numbers = itertools.count(1)
        self._curve_worker: _Worker | None = None
        self._move_worker: _Worker | None = None
        self._curve_job: _CurveRequest | None = None
        """What the curve worker is computing, and for what."""
        self._curves: dict[str, tuple[CurvePoint, ...]] = {}
        """Spectators' curves computed or read, by game record, seed and playouts."""

    def compute_curve(
        self, game: Game, *, seed: int = 0, viewer: int | None = None, cache: Path | None = None
    ) -> None:
        """Estimate every player's chance at the start and after every turn of ``game``
        (a finished or running game; not changed, it may go on), as ``viewer`` knows it (a
        seat, or ``None``: a spectator, for review). :attr:`progress` follows, then
        :attr:`curveReady` (or :attr:`failed`). A curve still being computed is dropped.
        A spectator's curve is taken from memory or from ``cache`` (the game's save file)
        when it is there, and written to ``cache`` once computed."""
        self._cancel_curve()
        key = None
        if viewer is None:
            key = f"{seed}:{self.playouts}:{game.to_record(snapshot=False)!r}"
            known = self._curves.get(key) or self._read_cache(cache, seed)
            if known is not None:
                self._curves[key] = known
                QTimer.singleShot(0, self, lambda: self.curveReady.emit(known))
                return
        job = CurveJob(next(self._numbers), game.copy(), seed, viewer, self.playouts)
        self._send_curve(job, _CurveRequest(key, cache if viewer is None else None, seed))

    def estimate_point(self, game: Game, *, seed: int = 0, viewer: int | None = None) -> None:
        """Estimate the chances at ``game``'s position only, as ``viewer`` knows it (with the
        worlds of :meth:`compute_curve` for the same seed: the point is the one the curve
        would have there): :attr:`pointReady` (or :attr:`failed`). It replaces a curve or
        point still being computed."""
        self._cancel_curve()
        marks = (len(game.actions),)
        job = CurveJob(next(self._numbers), game.copy(), seed, viewer, self.playouts, marks)
        self._send_curve(job, _CurveRequest(None, None, seed, single=True))

    @property
    def computing_curve(self) -> bool:
        """Whether a curve or a point is being computed."""
        return self._curve_job is not None

    def _send_curve(self, job: CurveJob, request: _CurveRequest) -> None:
        if self._curve_worker is None:
            self._curve_worker = _Worker(self)
        self._curve_job = request
        self._curve_worker.send(job)

    def review_move(
        self, game: Game, actions: int, *, seed: int = 0, viewer: int | None = None
    ) -> None:
        """Review the move of ``game``'s record after its first ``actions`` actions: the hard
        AI's best move there and the chances before the move and after both
        (:attr:`moveReviewed`, or :attr:`failed`), as the curve of the same ``seed`` and
        ``viewer`` estimates them (its playouts too). A review still being computed is
        dropped."""
        if not 0 <= actions < len(game.actions):
            raise ValueError(f"the game has no action {actions} to review")
        if self._move_worker is None:
            self._move_worker = _Worker(self)
        job = MoveJob(next(self._numbers), game.copy(), actions, seed, viewer, self.playouts)
        self._move_worker.send(job)

    def replay_seat(self, game: Game, seat: int, *, cache: Path | None = None) -> None:
        """Have the hard AI play ``game``'s deal (a finished game) in ``seat``
        :attr:`seat_runs` times (:func:`acquire_qt.ai.in_seat.ai_in_seat`): :attr:`seatProgress`
        follows, then :attr:`seatReady` (or :attr:`seatFailed`). Replays still running are
        dropped. The results are taken from ``cache`` (the game's save file) when it holds
        those of this seat and these seeds, and written to it once played."""
        self.cancel_seat()
        seeds = run_seeds(game, seat, self.seat_runs)
        known = self._read_seat_cache(cache)
        if known is not None and (known.seat, known.level, known.seeds) == (seat, LEVEL, seeds):
            ticket = self._seat_ticket = next(self._numbers)
            QTimer.singleShot(0, self, lambda: self._cached_seat(ticket, known))
            return
        if self._seat_worker is None:
            self._seat_worker = _Worker(self)
        self._seat_cache = cache
        job = SeatJob(next(self._numbers), game.copy(), seat, self.seat_runs, self.seat_options)
        self._seat_worker.send(job)

    @property
    def replaying_seat(self) -> bool:
        """Whether the AI is playing a seat (:meth:`replay_seat`)."""
        worker = self._seat_worker
        return worker is not None and worker.job > worker.cancelled

    def cancel_seat(self) -> None:
        """Stop the AI playing a seat: no signal comes of it."""
        self._seat_ticket = 0
        if self._seat_worker is not None:
            self._seat_worker.cancel()

    def cancel(self) -> None:
        """Drop every job being computed: no signal comes of them."""
        self._cancel_curve()
        self.cancel_seat()
        if self._move_worker is not None:
            self._move_worker.cancel()

    def shutdown(self) -> None:
        """Drop every job and end the workers (they start again when asked)."""
        self.cancel()
        for worker in (self._curve_worker, self._move_worker, self._seat_worker):
            if worker is not None:
                worker.end()
        self._curve_worker = self._move_worker = self._seat_worker = None

    def _cancel_curve(self) -> None:
        self._curve_job = None
        if self._curve_worker is not None:
            self._curve_worker.cancel()

    def _read_cache(self, cache: Path | None, seed: int) -> tuple[CurvePoint, ...] | None:
        if cache is None:
            return None
        try:
            return read_win_chance(cache, seed=seed, playouts=self.playouts)
        except SaveFileError:
            return None  # the game in memory is what counts; the curve is computed

    def _cached_seat(self, ticket: int, result: AiInSeat) -> None:
        if ticket == self._seat_ticket:
            self._seat_ticket = 0
            self.seatReady.emit(result)

    @staticmethod
    def _read_seat_cache(cache: Path | None) -> AiInSeat | None:
        if cache is None:
            return None
        try:
            return read_ai_in_seat(cache)
        except SaveFileError:
            return None  # the game in memory is what counts; the seat is played again

    def _received(self, worker: _Worker, message: Message) -> None:
        kind, number = message[0], message[1]
        if number != worker.job or number <= worker.cancelled:
            return  # an answer to a job dropped since
        if worker is self._seat_worker:
            self._seat_message(worker, message)
        elif kind == "progress":
            self.progress.emit(message[2], message[3])
        elif kind == "curve":
            self._finished_curve(message[2])
        elif kind == "move":
            self.moveReviewed.emit(message[2])
        else:
            if worker is self._curve_worker:
                self._curve_job = None
            self.failed.emit(str(message[2]))

    def _seat_message(self, worker: _Worker, message: Message) -> None:
        kind = message[0]
        if kind == "seat_progress":
            self.seatProgress.emit(message[2], message[3], message[4])
            return
        worker.cancelled = worker.job  # answered: nothing more comes of this job
        if kind == "seat":
            result: AiInSeat = message[2]
            self.seats_replayed += 1
            if self._seat_cache is not None:
                threading.Thread(
                    target=_store_seat, args=(self._seat_cache, result), daemon=True
                ).start()
            self.seatReady.emit(result)
        else:
            self.seatFailed.emit(str(message[2]))

    def _finished_curve(self, points: tuple[CurvePoint, ...]) -> None:
        request, self._curve_job = self._curve_job, None
        if request is None:
            return
        if request.single:
            self.pointReady.emit(points[-1])
            return
        self.computed += 1
        if request.key is not None:
            self._curves[request.key] = points
        if request.cache is not None:
            threading.Thread(
                target=_store,
                args=(request.cache, points, request.seed, self.playouts),
                daemon=True,
            ).start()
        self.curveReady.emit(points)

    def _lost(self, worker: _Worker) -> None:
        """A worker died: end it (a new one starts at the next request) and say so if it
        had a job."""
        busy = worker.job > worker.cancelled
        failed = self.failed
        if worker is self._curve_worker:
            self._curve_worker = None
            self._curve_job = None
        elif worker is self._move_worker:
            self._move_worker = None
        elif worker is self._seat_worker:
            self._seat_worker = None
            failed = self.seatFailed
        else:
            return
        worker.end()
        if busy:
            failed.emit(self.tr("The analysis worker process ended"))


def _store(path: Path, points: Sequence[CurvePoint], seed: int, playouts: int) -> None:
    """Write the curve into the save file (on a thread of its own: writing flushes to the
    disk); a file that cannot take it keeps its old contents and the curve is computed
    again next time."""
    with contextlib.suppress(SaveFileError):
        write_win_chance(path, points, seed=seed, playouts=playouts)


def _store_seat(path: Path, result: AiInSeat) -> None:
    """Write the AI's results in the seat into the save file (on a thread of its own, as
    :func:`_store`); a file that cannot take them keeps its old contents."""
    with contextlib.suppress(SaveFileError):
        write_ai_in_seat(path, result)
