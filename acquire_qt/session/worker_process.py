"""A worker process seen from the GUI thread: started, written to and read without blocking.

The AI's workers (:mod:`.ai_workers`) and the analysis workers (:mod:`.analysis`) are
both a ``spawn`` process with a pipe. A writer thread starts the process (off the GUI
thread, which starting one would hold up for tens of milliseconds; the worker's death
signal follows this thread, which lives as long as the worker) and then writes what is
sent, so that a stopped worker's full pipe blocks that thread and not the GUI. Messages
from the worker arrive through a socket notifier on the GUI thread; no Qt object is
touched off it. A subclass says what a message means (:meth:`WorkerProcess.received`)
and what the worker's end means (:meth:`WorkerProcess.lost`).
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QSocketNotifier, Slot

Serve = Callable[[Connection, int], None]
"""The worker's main function: its end of the pipe and the parent's process id."""


Received = TypeVar("Received")
"""What the worker sends back (the worker is this program's own ``serve``)."""


class WorkerProcess(QObject, Generic[Received]):
    """One worker process running ``serve``, named ``name``; ``started(pid)``, if given,
    runs on the writer thread once the process has started. It sends ``Received``
    messages back."""

    def __init__(
        self,
        serve: Serve,
        name: str,
        parent: QObject,
        started: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(parent)
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self.process = context.Process(
            target=serve, args=(theirs, os.getpid()), name=f"acquire-qt-{name}", daemon=True
        )
        self.connection: Connection = ours
        self._after_start = started
        self._started = threading.Event()
        self._outbox: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._writer = threading.Thread(
            target=self._run, args=(theirs,), name=f"{name}-writer", daemon=True
        )
        self._writer.start()
        self._notifier = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._readable)

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def post(self, message: object) -> None:
        """Write ``message`` to the worker (on the writer thread; never None)."""
        self._outbox.put(message)

    def received(self, message: Received) -> None:
        """A message from the worker (on the GUI thread)."""
        raise NotImplementedError

    def lost(self) -> None:
        """The worker's pipe closed: it ended (on the GUI thread)."""
        raise NotImplementedError

    def _run(self, theirs: Connection) -> None:
        """The writer thread: start the process, then write what is posted."""
        try:
            self.process.start()
            if self._after_start is not None and self.process.pid is not None:
                self._after_start(self.process.pid)
        finally:
            theirs.close()  # a worker that did not start shows as ended: EOF on our end
            self._started.set()
        while (message := self._outbox.get()) is not None:
            try:
                self.connection.send(message)
            except (OSError, ValueError, TypeError):
                # The worker is gone (the reader notices), or this end was closed while
                # writing (ending a stalled worker): multiprocessing then fails on its
                # cleared handle with a TypeError.
                return

    @Slot()
    def _readable(self) -> None:
        try:
            while self.connection.poll():
                self.received(self.connection.recv())
        except (EOFError, OSError):
            self.lost()

    def end(self) -> None:
        """Kill the process (stopped ones too) and let go of its pipe and thread."""
        self._notifier.setEnabled(False)
        if self._started.wait(5) and self.process.pid is not None:
            self.process.kill()
            self.process.join(2)
        self._outbox.put(None)
        self.connection.close()
        if self.process.exitcode is not None:
            self.process.close()
