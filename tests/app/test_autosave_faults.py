"""The autosave against full and read-only disks, interrupted writes, two copies of the
program on one data folder, and loads that take too long.

Full and read-only disks are mocked where the write fails (``os.fsync`` raising
``ENOSPC``; creating the temporary file and removing the autosave raising ``EROFS``):
the tests run as root in a container, where a read-only folder is writable and a small
tmpfs cannot be mounted.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from acquire_qt import storage as storage_module
from acquire_qt.controller import GameController, GameSetup
from acquire_qt.engine import Rules, dumps
from acquire_qt.settings import Settings
from acquire_qt.storage import SaveFileError, Storage, autosave_name, read_game
from acquire_qt.views import game_end as game_end_module
from acquire_qt.views import main_window as main_window_module
from acquire_qt.views.main_window import MainWindow

from .conftest import random_factory
from .test_storage import played

ROOT = Path(__file__).resolve().parents[2]
GAME_SECONDS = 60_000
ALL_AI = GameSetup(("Ada", "Ben", "Cleo"), ("easy", "easy", "easy"), Rules.classic(), 21)


class Disk:
    """Makes the data folder full or read-only from a given moment on, for this process."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, root: Path) -> None:
        self.root = root
        self.state = "fine"
        self.refused = 0
        real_fsync, real_mkstemp, real_unlink = os.fsync, storage_module.tempfile.mkstemp, os.unlink

        def fsync(handle: int) -> None:
            if self.state == "full":
                self.refused += 1
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real_fsync(handle)

        def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
            if self.state == "read-only":
                self.refused += 1
                raise OSError(errno.EROFS, os.strerror(errno.EROFS))
            return real_mkstemp(*args, **kwargs)

        def unlink(path: Any, *args: Any, **kwargs: Any) -> None:
            if self.state == "read-only" and Path(path).is_relative_to(self.root):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS))
            real_unlink(path, *args, **kwargs)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(storage_module.tempfile, "mkstemp", mkstemp)
        monkeypatch.setattr(os, "unlink", unlink)

    def temporaries(self) -> list[str]:
        return sorted(p.name for p in self.root.iterdir() if p.name.endswith(".tmp"))


def turns_then(controller: GameController, turns: int, then: Callable[[], None]) -> None:
    """Call ``then`` once, after the autosave of turn ``turns`` is on the disk."""
    done: list[bool] = []

    def check(_path: str) -> None:
        game = controller.game
        if not done and game is not None and game.state.turn_number >= turns:
            done.append(True)
            then()

    controller.saved.connect(check)


@pytest.mark.alone  # how many autosaves are refused depends on the pace of the writes
@pytest.mark.parametrize("fault", ["full", "read-only"])
def test_controller_goes_on_tells_once_and_keeps_the_last_good_autosave(
    qtbot: QtBot, storage: Storage, monkeypatch: pytest.MonkeyPatch, fault: str
) -> None:
    disk = Disk(monkeypatch, storage.root)
    controller = GameController(storage, random_factory, ai_process=False)
    controller.set_pace(0)
    errors: list[str] = []
    over: list[object] = []
    controller.error.connect(errors.append)
    controller.game_over.connect(over.append)
    good: list[bytes] = []

    def fail_from_now() -> None:
        controller.wait_for_saves()
        good.append(storage.autosave_path.read_bytes())
        disk.state = fault

    turns_then(controller, 3, fail_from_now)
    controller.new_game(ALL_AI)
    qtbot.waitUntil(lambda: bool(over), timeout=GAME_SECONDS)
    assert controller.wait_for_saves()
    game = controller.game
    assert game is not None and game.over and game.state.turn_number > 10
    assert disk.refused >= 5  # autosaves failed turn after turn ...
    assert len(errors) == 1 and "cannot be autosaved" in errors[0]  # ... and were told once
    assert storage.autosave_path.read_bytes() == good[0]
    kept = storage.load(storage.autosave_path).state.turn_number
    assert 3 <= kept < game.state.turn_number
    assert disk.temporaries() == []
    controller.discard_autosave()  # the end of the game: may fail to remove it, quietly
    assert storage.autosave_path.exists() == (fault == "read-only")


@pytest.mark.parametrize("fault", ["full", "read-only"])
def test_window_reaches_the_game_over_dialog_and_keeps_the_autosave_on_a_failing_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str
) -> None:
    """Issue 20, point 5: keeping the finished game fails on a full disk too, and then the
    autosave (the last good one) must stay, not be deleted; each failure is told once."""
    storage = Storage(tmp_path / "data")
    disk = Disk(monkeypatch, storage.root)
    controller = GameController(storage, random_factory, ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    controller.set_pace(0)
    messages: list[str] = []
    shown: list[bool] = []
    monkeypatch.setattr(
        main_window_module.QMessageBox, "warning", lambda _w, _t, text: messages.append(text)
    )
    monkeypatch.setattr(game_end_module.GameOverDialog, "exec", lambda _d: shown.append(True))

    def failing() -> None:
        controller.wait_for_saves()
        disk.state = fault

    turns_then(controller, 2, failing)
    window.show()
    controller.new_game(ALL_AI)
    qtbot.waitUntil(lambda: bool(shown), timeout=GAME_SECONDS)
    assert len(messages) == 2
    assert "cannot be autosaved" in messages[0]
    assert "could not be kept" in messages[1] and str(storage.autosave_path) in messages[1]
    assert controller.wait_for_saves()
    assert storage.load(storage.autosave_path).state.turn_number >= 2
    assert window.controller.game is not None and not window.on_start_page()
    window.close()


def test_interrupted_writes_are_cleaned_up_when_the_autosave_is_claimed(tmp_path: Path) -> None:
    root = tmp_path / "data"
    (root / "saves").mkdir(parents=True)
    own = root / ".autosave.acquire.json.k2j3.tmp"
    old = root / "saves" / ".game.acquire.json.x8y9.tmp"
    fresh = root / "saves" / ".game.acquire.json.a1b2.tmp"
    keep = root / "saves" / "game.acquire.json"
    for path in (own, old, fresh, keep):
        path.write_text("{")
    hours_ago = time.time() - 2 * 3600
    os.utime(old, (hours_ago, hours_ago))
    storage = Storage(root)
    assert storage.autosave_path == root / "autosave.acquire.json"
    assert not own.exists() and not old.exists()
    assert fresh.exists() and keep.exists()  # perhaps another copy's write in progress


HOLD_AUTOSAVE = """
import sys
from pathlib import Path
from acquire_qt.storage import Storage
from tests.app.test_storage import played

storage = Storage(Path(sys.argv[1]))
storage.autosave(played(int(sys.argv[2]), 30))
print(storage.autosave_path.name, flush=True)
sys.stdin.read()  # hold the autosave until told to end
"""


def test_two_copies_never_touch_each_others_autosave(tmp_path: Path) -> None:
    root = tmp_path / "data"
    first = subprocess.Popen(
        [sys.executable, "-c", HOLD_AUTOSAVE, str(root), "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == autosave_name(0)
        first_game = played(1, 30).to_dict()
        second = Storage(root)
        assert second.autosave_path.name == autosave_name(1)
        second.autosave(played(2, 30))
        second_game = played(2, 30).to_dict()
        # The second copy finishes its game: only its own autosave goes.
        second.clear_autosave()
        assert not second.autosave_path.exists()
        assert second.load(root / autosave_name(0)).to_dict() == first_game
        # A third copy started now must not take the first copy's running game.
        third = Storage(root)
        assert third.autosave_path.name == autosave_name(2)  # the second still runs
        assert third.unfinished_autosave() is None
        third.autosave(played(2, 30))
        assert first.stdin is not None
        first.stdin.close()
        assert first.wait(30) == 0
        # The first copy has ended, its game unfinished: the next copy offers it.
        fourth = Storage(root)
        assert fourth.autosave_path.name == autosave_name(0)
        offered = fourth.unfinished_autosave()
        assert offered is not None and offered.path == fourth.autosave_path
        assert fourth.load(offered.path).to_dict() == first_game
        assert third.load(third.autosave_path).to_dict() == second_game
    finally:
        first.kill()
        first.wait(30)


def test_a_left_game_is_taken_over_by_the_next_copy(tmp_path: Path) -> None:
    root = tmp_path / "data"
    root.mkdir()
    left = root / autosave_name(3)
    left.write_text(dumps(played(4, 20)))
    storage = Storage(root)
    offered = storage.unfinished_autosave()
    assert offered is not None and offered.path == root / autosave_name(0)
    assert not left.exists()
    assert storage.load(offered.path).to_dict() == played(4, 20).to_dict()


@pytest.mark.alone  # bounds how long the GUI thread waits
def test_loading_runs_off_the_gui_thread_and_gives_up_after_its_time(
    qtbot: QtBot, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QTimer

    controller = GameController(storage, random_factory, ai_process=False)
    errors: list[str] = []
    controller.error.connect(errors.append)
    path = storage.saves / "slow.acquire.json"
    storage.save(played(6, 20), path)
    real_load = storage.load
    monkeypatch.setattr(storage, "load", lambda p: (time.sleep(3), real_load(p))[1])
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    monkeypatch.setattr("acquire_qt.controller.LOAD_SECONDS", 0.5)
    start = time.perf_counter()
    opened = controller.open(str(path))
    waited = time.perf_counter() - start
    timer.stop()
    assert opened is False and controller.game is None
    assert len(errors) == 1 and "took over 0.5 s" in errors[0]
    assert waited < 2.5  # not the 3 s the load takes
    assert len(ticks) >= 5  # the event loop ran while it waited
    print(f"\ngave up after {waited:.2f} s; the GUI thread ran {len(ticks)} timer ticks")
    monkeypatch.setattr(storage, "load", real_load)
    monkeypatch.setattr("acquire_qt.controller.LOAD_SECONDS", 10.0)
    assert controller.open(str(path)) and controller.game is not None


def test_a_fifo_opened_from_the_window_is_refused_at_once(qtbot: QtBot, storage: Storage) -> None:
    controller = GameController(storage, random_factory, ai_process=False)
    errors: list[str] = []
    controller.error.connect(errors.append)
    storage.saves.mkdir(parents=True)
    fifo = storage.saves / "pipe.acquire.json"
    os.mkfifo(fifo)
    start = time.perf_counter()
    assert controller.open(str(fifo)) is False
    print(f"\nfifo refused in {(time.perf_counter() - start) * 1000:.1f} ms")
    assert len(errors) == 1 and "not an ordinary file" in errors[0]


def autoplay(folder: Path, seed: int, pace: int, *more: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "acquire_qt", "--autoplay", "3", "--levels", "easy"),
            *("--seed", str(seed), "--pace", str(pace), "--data-dir", str(folder), *more),
        ],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def seeds_in(folder: Path) -> dict[str, int | None]:
    """The seed of the game in each autosave of the folder (None: it did not load)."""
    found: dict[str, int | None] = {}
    for path in sorted(folder.glob("autosave*" + ".acquire.json")):
        try:
            found[path.name] = read_game(path).seed
        except SaveFileError:
            found[path.name] = None
    return found


def test_two_running_programs_keep_their_own_games(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    slow = autoplay(folder, 1, 250)
    quick = autoplay(folder, 2, 0, "--exit-when-done")
    owners: dict[str, set[int | None]] = {}
    try:
        deadline = time.monotonic() + GAME_SECONDS / 1000
        while quick.poll() is None and time.monotonic() < deadline:
            for name, seed in seeds_in(folder).items():
                owners.setdefault(name, set()).add(seed)
            time.sleep(0.1)
        assert quick.wait(5) == 0
        assert slow.poll() is None  # still playing its game
        final = seeds_in(folder)
    finally:
        for program in (slow, quick):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(program.pid, signal.SIGKILL)
            program.wait(30)
    # Each autosave only ever held one copy's game, and both games are there.
    assert sorted(final.values()) == [1, 2], final
    assert all(len(seeds) == 1 for seeds in owners.values()), owners
    print(f"\nwatched {owners}")


def test_a_read_only_folder_still_offers_its_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "data"
    Storage(root).autosave(played(8, 20))
    for lock in root.glob(".*.lock"):
        lock.unlink()

    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(storage_module, "open", read_only, raising=False)
    storage = Storage(root)
    offered = storage.unfinished_autosave()
    assert offered is not None and offered.path == root / autosave_name(0)


@pytest.mark.parametrize("autosave", ["fifo", "nested 1,000 deep", "folder", "/dev/zero"])
def test_the_program_starts_whatever_its_autosave_is(tmp_path: Path, autosave: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / autosave_name(0)
    if autosave == "fifo":
        os.mkfifo(path)
    elif autosave == "folder":
        path.mkdir()
    elif autosave == "/dev/zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_text("[" * 1000 + "]" * 1000)
    started = subprocess.run(
        [sys.executable, "-m", "acquire_qt", "--exit-after-show", "--data-dir", str(folder)],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=GAME_SECONDS / 1000,
    )
    assert started.returncode == 0 and "shown" in started.stdout, started.stderr
    assert "Traceback" not in started.stderr
