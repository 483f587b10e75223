"""The command line: --version, and --autoplay playing a whole AI game through the window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from acquire_qt import __version__
from acquire_qt.build import build_description
from acquire_qt.engine import load_record


def run(*args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "acquire_qt", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"acquire-qt {__version__} ({build_description()})"


def test_autoplay_plays_to_the_end_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "final.png"
    data = tmp_path / "data"
    done = run(
        "--autoplay", "4", "--levels", "easy,medium", "--seed", "3", "--pace", "0",
        "--exit-when-done", "--screenshot", str(shot), "--data-dir", str(data),
        "--size", "1280x720", "--timeout", "200",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 720)
    # The game really ended: the last autosave is the finished game.
    record = (data / "autosave.acquire.json").read_text(encoding="utf-8")
    assert load_record(record).over


def test_autoplay_refuses_a_bad_seat_count() -> None:
    done = run("--autoplay", "7")
    assert done.returncode == 2
    assert "2 to 6" in done.stderr


def test_autoplay_plays_energy_to_the_end(tmp_path: Path) -> None:
    data = tmp_path / "data"
    done = run(
        "--autoplay", "2", "--rules", "energy", "--pace", "0", "--exit-when-done",
        "--data-dir", str(data), "--seed", "5", "--timeout", "100",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    game = load_record((data / "autosave.acquire.json").read_text(encoding="utf-8"))
    assert game.over and game.rules.name == "energy" and len(game.players) == 2


def test_autoplay_plays_space_monopoly_on_the_largest_board(tmp_path: Path) -> None:
    data = tmp_path / "data"
    done = run(
        "--autoplay", "3", "--rules", "space_monopoly", "--rules-option", "board=28x24",
        "--rules-option", "turn_limit=30", "--pace", "0", "--exit-when-done",
        "--data-dir", str(data), "--seed", "2", "--timeout", "100",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    game = load_record((data / "autosave.acquire.json").read_text(encoding="utf-8"))
    assert game.over and (game.rules.columns, game.rules.rows) == (28, 24)
    assert game.rules.turn_limit == 30 and game.state.turn_number <= 30


def test_autoplay_refuses_bad_rules() -> None:
    done = run("--autoplay", "5", "--rules", "energy")
    assert done.returncode == 2 and "2 to 4 seats" in done.stderr
    done = run("--autoplay", "2", "--rules", "space_monopoly", "--rules-option", "board=9x9")
    assert done.returncode == 2 and "board must be one of" in done.stderr
    done = run("--autoplay", "2", "--rules", "energy", "--rules-option", "colour=red")
    assert done.returncode == 2 and "no option colour" in done.stderr


def test_autoplay_goes_on_when_an_ai_decision_kills_every_worker(tmp_path: Path) -> None:
    deaths = tmp_path / "deaths"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEATHS=str(deaths))
    command = [sys.executable, str(Path(__file__).parent / "app" / "dying_worker.py")]
    command += ["--autoplay", "2", "--levels", "medium", "--seed", "4", "--pace", "0"]
    command += ["--exit-when-done", "--data-dir", str(tmp_path / "data"), "--timeout", "100"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert deaths.read_text().split() == ["died"] * 3  # then the easy AI answered
    record = (tmp_path / "data" / "autosave.acquire.json").read_text(encoding="utf-8")
    assert load_record(record).over
