"""The AI worker process's side: a loop that answers decisions sent down a pipe. No Qt.

:mod:`acquire_qt.session.ai_workers` starts :func:`serve` in a process of its own (the
``spawn`` start method) and sends it ``(request, player, game)``; the worker answers
``(request, action, seconds, error)``. It dies with the program that started it: on
Linux the kernel kills it when its parent dies (``PR_SET_PDEATHSIG``), and everywhere a
watcher thread ends it once its parent process is gone, so a killed game never leaves
an AI behind, nor multiprocessing's resource tracker (which ends when its last user does).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
import threading
import time
from multiprocessing.connection import Connection
from typing import Protocol

from acquire_qt.engine import Action, Game

PARENT_POLL_SECONDS = 0.5
"""How often the watcher thread checks that the parent process is still there."""
_PR_SET_PDEATHSIG = 1


class Player(Protocol):
    """An AI player: the answer of seat ``game.pending.player`` to the pending decision."""

    def choose(self, game: Game) -> Action: ...


Request = tuple[int, Player, Game]
"""What the worker is sent: a request number, the player to ask and the game."""
Reply = tuple[int, Action | None, float, str | None]
"""What the worker answers: the request number, the action (None on an error), the
seconds it thought and the error's text (None on success)."""


def die_with_parent(parent: int) -> None:
    """End this process when ``parent`` (the game) ends, however it ends."""
    if sys.platform.startswith("linux"):
        libc_name = ctypes.util.find_library("c")
        if libc_name is not None:
            libc = ctypes.CDLL(libc_name, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(1)

    if os.getppid() != parent:  # the parent died before the request above took effect
        os._exit(1)
    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def answer(request: Request) -> Reply:
    """The player's answer to one request; an AI's exception becomes the error's text."""
    number, player, game = request
    start = time.perf_counter()
    try:
        action = player.choose(game)
    except Exception as error:  # an AI bug must not end the worker
        return number, None, 0.0, f"{type(error).__name__}: {error}"
    return number, action, time.perf_counter() - start, None


def serve(connection: Connection, parent: int) -> None:
    """The worker's main loop: answer requests until the pipe closes."""
    die_with_parent(parent)
    while True:
        try:
            request: Request = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(answer(request))
