"""Killed at any moment, the program leaves an autosave that loads, or none: never half of one.

Real all-AI games (``python -m acquire_qt --autoplay 3 --pace 0``, offscreen) are killed
with SIGKILL at random moments (seeded, so a failure can be replayed). After each kill
the autosave must be absent or load through the strict reader, and the next start must
remove any temporary file the interrupted write left. A few kills in the fast tier,
fifty under ``-m slow``; each test prints how many kills found a write in progress.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from acquire_qt.storage import SaveFileError, Storage

ROOT = Path(__file__).resolve().parents[2]
GAME_SECONDS = 60.0


def autoplay(folder: Path) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "acquire_qt", "--autoplay", "3", "--pace", "0"),
            *("--data-dir", str(folder), "--exit-when-done"),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its AI worker too, so all of it can be ended
    )


def kill_and_check(folder: Path, after: float) -> tuple[str, bool]:
    """Kill an autoplay game ``after`` seconds in; what the autosave was, and whether a
    temporary file of a write in progress was left."""
    game = autoplay(folder)
    try:
        try:
            game.wait(after)  # a game over before then has quit (--exit-when-done): no kill
        except subprocess.TimeoutExpired:
            game.send_signal(signal.SIGKILL)
            game.wait(GAME_SECONDS)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(game.pid, signal.SIGKILL)  # the AI worker it started
    left_over = any(p.name.endswith(".tmp") for p in folder.iterdir()) if folder.exists() else False
    storage = Storage(folder)
    autosave = storage.autosave_path  # claiming it removes the interrupted write's files
    left = sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))
    assert not left, (left, autosave.name)
    if not autosave.exists():
        return "absent", left_over
    try:
        game_state = storage.load(autosave)
    except SaveFileError as error:
        pytest.fail(f"killed after {after:.2f} s, the autosave is damaged: {error}")
    return ("over" if game_state.over else "in play"), left_over


def run_kills(tmp_path: Path, count: int, seed: int) -> None:
    chooser = random.Random(seed)
    found: dict[str, int] = {}
    mid_write = 0
    for number in range(count):
        after = chooser.uniform(0.5, 4.0)
        outcome, left_over = kill_and_check(tmp_path / f"kill {number}", after)
        found[outcome] = found.get(outcome, 0) + 1
        mid_write += left_over
    print(f"\n{count} kills: {found}; {mid_write} left a write in progress")


def test_killed_games_leave_a_whole_autosave(tmp_path: Path) -> None:
    run_kills(tmp_path, 3, seed=1)


@pytest.mark.slow
def test_fifty_killed_games_leave_a_whole_autosave(tmp_path: Path) -> None:
    run_kills(tmp_path, 50, seed=2)
