"""The AI's worker processes, owned by the game controller: ask, wait with a deadline, restart.

An AI that thinks on a thread of the GUI's own process competes with the GUI for the
interpreter lock, and every Python callback of a repaint then waits for its turn; in a
process of its own it cannot stall the window. :class:`AiWorkers` keeps up to two such
processes (an AI seat's decision and a suggestion may be thought about at once), sends
each the player and a copy of the game (pickled, between our own processes only; save
files are JSON) and hands the answer back on the GUI thread.

A worker can die (killed, out of memory) or stall (stopped): a dead one is noticed when
its pipe closes, a stalled one when its decision's deadline passes (far above any AI's
thinking budget). Either way the worker is ended and, after a pause that grows with each
worker the question has lost (:data:`RESTART_DELAYS_MS`), a new one is started and asked
the same question again. A question that has lost :data:`MAX_ATTEMPTS` workers is given
up: its stand-in (a simpler player, given with the question) answers it on a thread of
this process, so that an AI seat never stalls the game; without a stand-in (a
suggestion) the question fails. The player is told once per question that lost workers,
when it is settled (:attr:`AiWorkers.notice`): replaced, or answered by the stand-in. The
GUI thread never blocks on a worker: answers arrive through a socket notifier, questions
leave through a writer thread. Workers die with the program
(:func:`.ai_process.die_with_parent`).

Questions leave once the GUI thread has handled what is queued now (a zero timer): the
answer that led to the question is painted first, before the writer thread (which
pickles the game, or the thinking thread) takes the interpreter lock in turns with it.

``in_process=False`` thinks on a thread of this process instead (players that cannot be
pickled, as some tests use); there is no deadline then, since a thread cannot be ended.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from acquire_qt.engine import Action, Game

from .ai_process import Player, Reply, Request, answer, serve
from .worker_process import WorkerProcess

DEADLINE_SECONDS = 30.0
"""How long a worker may think about one decision before it is taken for stalled: the
hard AI's budget is about a second, and a new worker needs a second or two to start."""
RESTART_DELAYS_MS = (250, 1000)
"""The pause before a question that lost its worker is asked again, after its first and
second lost worker: a worker that dies at once is not restarted in a tight loop."""
MAX_ATTEMPTS = len(RESTART_DELAYS_MS) + 1
"""Workers one question may cost before it is given up (to its stand-in, or as failed)."""
WORKERS = 2

OnAnswer = Callable[[Action, float], None]
"""Called with the action and the seconds the AI thought."""
OnFailure = Callable[[str], None]
"""Called with what went wrong, for the player to read."""


@dataclass
class _Question:
    number: int
    player: Player
    game: Game
    on_answer: OnAnswer
    on_failure: OnFailure
    stand_in: Player | None
    attempts: int = 0
    """Workers lost on this question."""
    lost: str = ""
    """How the last of them was lost, for the player to read."""


class _Worker(WorkerProcess[Reply]):
    """One worker process and the question it has, with that question's deadline."""

    def __init__(self, owner: AiWorkers, deadline_ms: int) -> None:
        super().__init__(serve, "ai", owner)
        self.owner = owner
        self.question: _Question | None = None
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.setInterval(deadline_ms)
        self.deadline.timeout.connect(self._stalled)

    def send(self, question: _Question) -> None:
        self.question = question
        self.deadline.start()
        request: Request = (question.number, question.player, question.game)
        self.post(request)

    def received(self, message: Reply) -> None:
        self.deadline.stop()
        self.question = None
        self.owner._replied(message, self)

    def lost(self) -> None:
        self.owner._lost(self, self.tr("The AI player's worker process ended"))

    @Slot()
    def _stalled(self) -> None:
        self.owner._lost(self, self.tr("The AI player's worker process stopped answering"))

    def end(self) -> None:
        """Kill the process (stopped ones too), let go of its pipe and thread, and go."""
        self.deadline.stop()
        super().end()
        self.deleteLater()


class _Relay(QObject):
    """Carries an answer thought on a thread back to the GUI thread (a queued signal)."""

    replied = Signal(object)


class _ThreadTask(QRunnable):
    def __init__(self, request: Request, relay: _Relay) -> None:
        super().__init__()
        self.request, self.relay = request, relay

    def run(self) -> None:
        self.relay.replied.emit(answer(self.request))


class AiWorkers(QObject):
    """The AI's workers: questions in, answers out on the GUI thread, dead workers replaced.

    Signals:
        notice(str): a question's worker died or stalled, and the question was answered
            all the same, by a new worker or by its stand-in (for the status bar).
    """

    notice = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        in_process: bool = True,
        deadline_seconds: float = DEADLINE_SECONDS,
    ) -> None:
        super().__init__(parent)
        self.in_process = in_process
        """Whether the AI thinks in worker processes (else on threads of this process)."""
        self._deadline_ms = int(deadline_seconds * 1000)
        self._numbers = itertools.count(1)
        self._questions: dict[int, _Question] = {}
        """Every question not yet answered or cancelled, by number."""
        self._waiting: list[_Question] = []
        self._workers: list[_Worker] = []
        self._threads = QThreadPool(self)
        self._threads.setMaxThreadCount(WORKERS)
        self._threads.setExpiryTimeout(-1)  # the thinking threads stay for the next question
        self._relay = _Relay(self)
        self._relay.replied.connect(self._thread_replied)
        self._soon = QTimer(self)
        """Sends the waiting questions once the events queued now are handled."""
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._dispatch)

    def ask(
        self,
        player: Player,
        game: Game,
        on_answer: OnAnswer,
        on_failure: OnFailure,
        stand_in: Player | None = None,
    ) -> int:
        """Ask ``player`` for its answer to ``game``'s pending decision (``game`` must not
        change meanwhile: pass a copy); ``stand_in`` answers, in this process, if the
        question keeps losing its workers. Returns the question's number, for :meth:`cancel`."""
        question = _Question(next(self._numbers), player, game, on_answer, on_failure, stand_in)
        self._questions[question.number] = question
        self._waiting.append(question)
        self._soon.start()
        return question.number

    def cancel(self, number: int) -> None:
        """The answer is no longer wanted (it is dropped if a worker is thinking about it)."""
        question = self._questions.pop(number, None)
        if question in self._waiting:
            self._waiting.remove(question)

    def pids(self) -> list[int]:
        """The worker processes' ids (tests)."""
        return [pid for worker in self._workers if (pid := worker.pid) is not None]

    def wait(self, milliseconds: int) -> bool:
        """Block until the thinking threads (``in_process=False``, stand-ins) are done
        (shutdown, tests)."""
        if not self.in_process:
            self._dispatch()  # questions still waiting for the zero timer are started now
        return bool(self._threads.waitForDone(milliseconds))

    def shutdown(self) -> None:
        """Forget every question and end the workers (closing; they restart when asked)."""
        self._questions.clear()
        self._waiting.clear()
        self._threads.clear()
        workers, self._workers = self._workers, []
        for worker in workers:
            worker.end()

    @Slot()
    def _dispatch(self) -> None:
        self._soon.stop()
        if not self.in_process:
            waiting, self._waiting = self._waiting, []
            for question in waiting:
                self._think_here(question, question.player)
            return
        while self._waiting:
            idle = [worker for worker in self._workers if worker.question is None]
            if idle:
                worker = idle[0]
            elif len(self._workers) < WORKERS:
                worker = _Worker(self, self._deadline_ms)
                self._workers.append(worker)
            else:
                return
            worker.send(self._waiting.pop(0))

    def _think_here(self, question: _Question, player: Player) -> None:
        """Let ``player`` answer ``question`` on a thread of this process."""
        self._threads.start(_ThreadTask((question.number, player, question.game), self._relay))

    def _replied(self, reply: Reply, worker: _Worker | None = None) -> None:
        number, action, seconds, error = reply
        question = self._questions.pop(number, None)
        if question is not None:
            if action is None:
                question.on_failure(error or "no answer")
            else:
                if question.attempts and worker is not None:
                    self.notice.emit(self.tr("{what} and was replaced.").format(what=question.lost))
                question.on_answer(action, seconds)
        if worker is not None:
            self._dispatch()

    @Slot(object)
    def _thread_replied(self, reply: Reply) -> None:
        self._replied(reply)

    def _lost(self, worker: _Worker, what: str) -> None:
        """A worker died or stalled: end it, and ask its question again after a pause, or
        give the question up (to its stand-in) once it has cost :data:`MAX_ATTEMPTS`."""
        if worker not in self._workers:
            return
        self._workers.remove(worker)
        question = worker.question
        worker.end()
        if question is not None and question.number in self._questions:
            question.attempts += 1
            question.lost = what
            if question.attempts < MAX_ATTEMPTS:
                delay = RESTART_DELAYS_MS[question.attempts - 1]
                QTimer.singleShot(delay, self, lambda: self._ask_again(question))
            else:
                self._give_up(question)
        self._dispatch()

    def _ask_again(self, question: _Question) -> None:
        """After the pause: a new worker for a question that lost one (if still wanted)."""
        if question.number in self._questions:
            self._waiting.insert(0, question)
            self._dispatch()

    def _give_up(self, question: _Question) -> None:
        """The question has lost too many workers: its stand-in answers it here, or it fails."""
        times = question.attempts
        if question.stand_in is None:
            del self._questions[question.number]
            question.on_failure(
                self.tr("{what} {times} times; giving up on this decision").format(
                    what=question.lost, times=times
                )
            )
            return
        self.notice.emit(
            self.tr(
                "{what} {times} times on one decision; a simpler AI answered it instead."
            ).format(what=question.lost, times=times)
        )
        self._think_here(question, question.stand_in)
