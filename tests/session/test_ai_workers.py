"""The AI's worker processes die or stall and the game goes on; they die with the program.

Workers are killed (SIGKILL) and stopped (SIGSTOP) mid-game through the real controller;
the program itself is run in a subprocess and killed to see that it leaves no process
behind. Every wait is bounded.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import Action, Game, Rules
from acquire_qt.storage import Storage

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="signals and /proc"),
    pytest.mark.alone,  # the deadline counts a new worker's start-up: run without other tests
]


class SlowPlayer(RandomPlayer):
    """A random player that takes a moment, so that a game lasts long enough to be hurt."""

    def choose(self, game: Game) -> Action:
        time.sleep(0.03)
        return super().choose(game)


class SelfKillingPlayer(RandomPlayer):
    """A player whose every decision kills the worker thinking about it."""

    def choose(self, game: Game) -> Action:
        os.kill(os.getpid(), signal.SIGKILL)
        raise AssertionError("unreachable")


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")


def slow_factory(level: str, seed: int) -> AiPlayer:
    return SlowPlayer(seed)


def watch(controller: GameController) -> tuple[list[str], list[str], list[list]]:
    notices: list[str] = []
    errors: list[str] = []
    over: list[list] = []
    controller.notice.connect(notices.append)
    controller.error.connect(errors.append)
    controller.game_over.connect(over.append)
    return notices, errors, over


def alive(pid: int) -> bool:
    """Whether ``pid`` is a process that is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def children(pid: int) -> list[int]:
    """Every live descendant of ``pid``."""
    found: list[int] = []
    parents = {pid}
    for _ in range(5):  # the worker and the resource tracker are children; no deeper
        entries = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError):
                ppid = int(entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()[1])
                if ppid in parents and int(entry.name) not in found:
                    entries.append(int(entry.name))
        if not entries:
            break
        found.extend(entries)
        parents = set(entries)
    return [child for child in found if alive(child)]


def test_a_killed_worker_is_replaced_and_the_game_finishes(qtbot: QtBot, storage: Storage) -> None:
    controller = GameController(storage, slow_factory)
    controller.set_pace(0)
    notices, errors, over = watch(controller)
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 7))
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: len(game.actions) >= 10, timeout=30_000)
    killed = controller.workers.pids()
    assert killed
    for pid in killed:
        os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(over) or bool(errors), timeout=60_000)
    assert errors == []
    assert game.over
    assert len(notices) == 1 and "ended" in notices[0]
    assert not set(controller.workers.pids()) & set(killed)
    controller.stop()


def test_a_stopped_worker_is_noticed_after_the_deadline_and_the_game_goes_on(
    qtbot: QtBot, storage: Storage
) -> None:
    controller = GameController(storage, slow_factory, ai_deadline_seconds=1.5)
    controller.set_pace(0)
    notices, errors, over = watch(controller)
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 9))
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: len(game.actions) >= 10, timeout=30_000)
    stopped = controller.workers.pids()
    try:
        for pid in stopped:
            os.kill(pid, signal.SIGSTOP)
        stopped_at = time.monotonic()
        qtbot.waitUntil(lambda: bool(notices), timeout=20_000)
        waited = time.monotonic() - stopped_at
        assert "stopped answering" in notices[0]
        assert waited >= 1.0  # not before the deadline (1.5 s after the question)
        actions = len(game.actions)
        qtbot.waitUntil(lambda: len(game.actions) > actions or bool(over), timeout=20_000)
        qtbot.waitUntil(lambda: bool(over) or bool(errors), timeout=60_000)
        assert errors == []
        assert game.over
        assert len(notices) == 1
        assert not any(alive(pid) for pid in stopped)  # ended, not left stopped
    finally:
        for pid in stopped:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        controller.stop()


def test_a_decision_that_kills_every_worker_fails_instead_of_looping(
    qtbot: QtBot, storage: Storage
) -> None:
    controller = GameController(storage, lambda level, seed: SelfKillingPlayer(seed))
    notices, errors, _over = watch(controller)
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 3))
    qtbot.waitUntil(lambda: bool(errors), timeout=30_000)
    assert "3 times" in errors[0]
    assert len(notices) == 2  # the first two losses were retried, the third gave up
    game = controller.game
    assert game is not None and game.actions == []
    controller.stop()


def test_a_killed_program_leaves_no_process_behind(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "acquire_qt", "--autoplay", "2", "--levels", "hard"]
    command += ["--pace", "2000", "--data-dir", str(tmp_path), "--timeout", "120"]
    app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    autosave = Storage(tmp_path).autosave_path
    left: list[int] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and app.poll() is None:
            left = children(app.pid)
            # The AI worker and multiprocessing's resource tracker, once the worker has
            # answered (the first turn is autosaved), so it is past its start-up.
            if len(left) >= 2 and autosave.exists():
                break
            time.sleep(0.1)
        assert len(left) >= 2, f"no AI worker started: {app.poll()=} {left=}"
        # A worker that is busy (here: stopped) when the program dies cannot notice that
        # its pipe closed; it must be ended all the same.
        workers = [
            pid for pid in left if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
        ]
        assert workers
        for pid in workers:
            os.kill(pid, signal.SIGSTOP)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(alive(pid) for pid in left):
            time.sleep(0.05)
        assert not [pid for pid in left if alive(pid)]
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
