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
from acquire_qt.controller import AiPlayer, GameController, GameSetup, PlayerFactory
from acquire_qt.engine import Action, Game, Rules
from acquire_qt.session.ai_workers import DEADLINE_SECONDS
from acquire_qt.session.seats import stand_in_player
from acquire_qt.storage import Storage

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="signals and /proc"),
    pytest.mark.alone,  # the deadline counts a new worker's start-up: run without other tests
]


SLOW_ACTIONS = 40
"""The test stops a game's workers after its tenth action: until this one, each decision
takes a moment, so that the game is still going then; after it, the game goes on at once."""


class SlowPlayer(RandomPlayer):
    """A random player that takes a moment in the first :data:`SLOW_ACTIONS` actions of a
    game, so that a game lasts long enough to be hurt."""

    def choose(self, game: Game) -> Action:
        if len(game.actions) < SLOW_ACTIONS:
            time.sleep(0.03)
        return super().choose(game)


class StallingPlayer(RandomPlayer):
    """A random player that, at its first decision from the tenth action on, notes that it is
    thinking (the file ``thinking``) and stays on that decision until the test kills its
    worker (or the deadline ends it); the worker that replaces it finds the note and plays on.
    So the kill lands while the worker has a question, never between two."""

    def __init__(self, seed: int, thinking: Path) -> None:
        super().__init__(seed)
        self.thinking = thinking

    def choose(self, game: Game) -> Action:
        if len(game.actions) >= 10 and not self.thinking.exists():
            self.thinking.touch()
            time.sleep(2 * DEADLINE_SECONDS)
        return super().choose(game)


class SelfKillingPlayer(RandomPlayer):
    """A player whose every decision kills the worker thinking about it, after noting the
    moment (``time.monotonic``, one clock for every process) in the file ``deaths``."""

    def __init__(self, seed: int, deaths: Path) -> None:
        super().__init__(seed)
        self.deaths = deaths

    def choose(self, game: Game) -> Action:
        with self.deaths.open("a") as deaths:
            deaths.write(f"{time.monotonic()}\n")
        os.kill(os.getpid(), signal.SIGKILL)
        raise AssertionError("unreachable")


def killing_factory(deaths: Path) -> PlayerFactory:
    """Hard AIs that kill their workers; their stand-ins (medium) and every other level
    play at random in this process."""

    def make(level: str, seed: int) -> AiPlayer:
        return SelfKillingPlayer(seed, deaths) if level == "hard" else RandomPlayer(seed)

    return make


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")


def slow_factory(level: str, seed: int) -> AiPlayer:
    return SlowPlayer(seed)


def stalling_factory(thinking: Path) -> PlayerFactory:
    def make(level: str, seed: int) -> AiPlayer:
        return StallingPlayer(seed, thinking)

    return make


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


def test_a_killed_worker_is_replaced_and_the_game_finishes(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    thinking = tmp_path / "thinking"
    controller = GameController(storage, stalling_factory(thinking))
    controller.set_pace(0)
    notices, errors, over = watch(controller)
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 7))
    game = controller.game
    assert game is not None
    qtbot.waitUntil(thinking.exists, timeout=30_000)  # a worker is on a decision
    assert len(game.actions) >= 10 and not game.over
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
        assert "stopped answering" in notices[0], notices
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


def test_a_seat_whose_worker_dies_on_every_decision_is_answered_by_a_simpler_ai(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    deaths = tmp_path / "deaths"
    controller = GameController(storage, killing_factory(deaths))
    controller.set_pace(0)
    notices, errors, _over = watch(controller)
    asked: list[int] = []
    controller.ai_thinking.connect(asked.append)
    controller.new_game(GameSetup(("Bot", "Ann"), ("hard", "human"), Rules.classic(), 3))
    game = controller.game
    assert game is not None
    for _decision in range(10):  # Ann plays until the AI has answered two decisions
        qtbot.waitUntil(
            lambda: game.pending is not None and game.pending.player == 1, timeout=20_000
        )
        if len(asked) >= 2:
            break
        assert controller.submit(game.legal_actions()[0])
    assert len(asked) >= 2
    controller.stop()
    assert errors == []
    # Told once per decision given up, not once per lost worker.
    assert len(notices) == len(asked)
    assert all("3 times" in notice and "simpler AI" in notice for notice in notices)
    # Three workers per decision, each started later after a death than the one before.
    moments = [float(line) for line in deaths.read_text().split()]
    assert len(moments) == 3 * len(asked)
    for first, second, third in zip(moments[::3], moments[1::3], moments[2::3], strict=True):
        assert second - first >= 0.25
        assert third - second >= 1.0


def test_a_suggestion_that_kills_every_worker_fails_once_instead_of_looping(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    controller = GameController(storage, killing_factory(tmp_path / "deaths"))
    notices, errors, _over = watch(controller)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 3))
    controller.suggest()  # the hard AI's suggestion: no stand-in, nothing waits for it
    qtbot.waitUntil(lambda: bool(errors), timeout=20_000)
    assert len(errors) == 1 and "3 times" in errors[0]
    assert notices == []
    controller.stop()


def test_the_stand_in_is_the_ai_of_the_level_below() -> None:
    made: list[str] = []

    def factory(level: str, seed: int) -> AiPlayer:
        made.append(level)
        return RandomPlayer(seed)

    stand_in_player(factory, "hard", 1)
    stand_in_player(factory, "medium", 1)
    assert made == ["medium", "easy"]
    assert isinstance(stand_in_player(factory, "easy", 1), RandomPlayer)
    assert made == ["medium", "easy"]


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
