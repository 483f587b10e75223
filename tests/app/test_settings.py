"""Settings are data, never code: a settings file holding a pickled Python object, or a
value of the wrong type, starts the program normally with defaults and runs nothing.

The pickled payload is made the way an attacker would: ``QSettings.setValue`` of an
object whose pickle calls ``os.system`` to create a marker file (writing it runs
nothing). A first test shows the danger is real: PySide6's own ``QSettings`` runs the
payload when it reads that value. The rest show the program never lets it run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from acquire_qt.settings import (
    ANIMATIONS,
    LANGUAGE,
    PACE_MS,
    RECENT_FILES,
    RECENT_LIMIT,
    SETTINGS,
    THEME,
    UNDO_WITH_SEVERAL_HUMANS,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
    Settings,
)

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 60

MAKE_PAYLOAD = """
import os, sys
from PySide6.QtCore import QSettings

class Payload:
    def __reduce__(self):
        return (os.system, ("touch " + sys.argv[2],))

settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
settings.setValue("ai/pace_ms", Payload())
settings.setValue("files/recent", ["/nowhere/game.acquire.json"])
settings.sync()
"""

READ_WITH_QSETTINGS = """
import sys
from PySide6.QtCore import QSettings

settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
print("constructed", flush=True)
settings.value("ai/pace_ms")
"""


def run_python(code: str, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=START_SECONDS,
        env=env,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def pickled_settings(path: Path, marker: Path) -> None:
    run_python(MAKE_PAYLOAD, str(path), str(marker))
    assert "PyObjectWrapper" in path.read_text() and not marker.exists()


def test_qsettings_itself_would_run_the_payload(tmp_path: Path) -> None:
    """The premise: reading the value with QSettings unpickles it (constructing does not)."""
    settings, marker = tmp_path / "evil.ini", tmp_path / "ran"
    pickled_settings(settings, marker)
    assert run_python(READ_WITH_QSETTINGS, str(settings)).startswith("constructed")
    assert marker.exists()


READ_AFTER_REFUSING = """
import sys
from PySide6.QtCore import QSettings
from acquire_qt.settings import refuse_python_objects_from_qt

refuse_python_objects_from_qt()
print(repr(QSettings(sys.argv[1], QSettings.Format.IniFormat).value("ai/pace_ms")))
"""

REFUSING_TOO_LATE = """
from PySide6.QtCore import QByteArray, QDataStream, QIODevice
from acquire_qt.settings import refuse_python_objects_from_qt

streamed = QByteArray()
QDataStream(streamed, QIODevice.OpenModeFlag.WriteOnly).writeQVariant(ValueError("read"))
QDataStream(streamed, QIODevice.OpenModeFlag.ReadOnly).readQVariant()
try:
    refuse_python_objects_from_qt()
except RuntimeError as error:
    print("refused:", error)
"""


def test_after_the_refusal_qsettings_reads_a_pickled_object_as_none(tmp_path: Path) -> None:
    """Qt's own settings (read by Qt, e.g. the file dialogs) are data once the program has
    refused Python objects from Qt: the same read gives None and runs nothing."""
    settings, marker = tmp_path / "evil.ini", tmp_path / "ran"
    pickled_settings(settings, marker)
    assert run_python(READ_AFTER_REFUSING, str(settings)).strip() == "None"
    assert not marker.exists()


def test_a_refusal_that_cannot_take_effect_says_so() -> None:
    """Once PySide has unpickled a Python object it keeps pickle.loads: the refusal fails
    loudly instead of leaving Qt's settings able to run code."""
    assert run_python(REFUSING_TOO_LATE).startswith("refused: PySide6 would unpickle")


def start_program(env_root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(env_root),
        XDG_CONFIG_HOME=str(env_root / "config"),
        XDG_DATA_HOME=str(env_root / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "acquire_qt", "--exit-after-show", *args],
        capture_output=True,
        text=True,
        timeout=START_SECONDS,
        env=env,
        cwd=ROOT,
    )


@pytest.mark.parametrize("where", ["user config", "data dir"])
def test_a_pickled_object_in_the_settings_runs_nothing(tmp_path: Path, where: str) -> None:
    marker = tmp_path / "ran"
    if where == "user config":
        settings = tmp_path / "config" / "acquire-qt" / "acquire-qt.ini"
        args: tuple[str, ...] = ()
    else:
        settings = tmp_path / "folder" / "settings.ini"
        args = ("--data-dir", str(tmp_path / "folder"))
    settings.parent.mkdir(parents=True)
    pickled_settings(settings, marker)
    started = start_program(tmp_path, *args)
    assert started.returncode == 0, started.stderr
    assert "shown" in started.stdout and "Traceback" not in started.stderr
    assert not marker.exists()
    assert Settings(settings).get(PACE_MS) == PACE_MS.default


@pytest.mark.parametrize("text", ["ai/pace_ms=abc\n", "[ai]\npace_ms=abc\n"])
def test_a_wrong_typed_value_starts_with_defaults(tmp_path: Path, text: str) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "settings.ini").write_text(text)
    started = start_program(tmp_path, "--data-dir", str(folder))
    assert started.returncode == 0, started.stderr
    assert "shown" in started.stdout and "Traceback" not in started.stderr
    assert Settings(folder / "settings.ini").get(PACE_MS) == 600


BROKEN_FILES: dict[str, bytes] = {
    "abc": b"[ai]\npace_ms=abc\n",
    "too fast": b"[ai]\npace_ms=-5\n",
    "too slow": b"[ai]\npace_ms=99999\n",
    "huge number": b"[ai]\npace_ms=" + b"9" * 5000 + b"\n",
    "arabic digit": "[ai]\npace_ms=٣\n".encode(),
    "float": b"[ai]\npace_ms=0.5\n",
    "no sections": b"pace_ms=300\nnonsense\n",
    "binary": bytes(range(256)),
    "latin-1": "[ai]\npace_ms=3\xe9\n".encode("latin-1"),
    "duplicate keys": b"[ai]\npace_ms=1\npace_ms=\n[ai]\n",
    "recent not texts": b'[files]\nrecent=[{"a": 1}]\n',
    "recent too long": b"[files]\nrecent=" + str([f"/g{i}" for i in range(50)]).encode() + b"\n",
    "recent with NUL": b'[files]\nrecent=["/a\\u0000b"]\n',
    "recent deep": b"[files]\nrecent=" + b"[" * 5000 + b"\n",
    "geometry not base64": b"[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb)\n",
    "interpolation": b"[ai]\npace_ms=%(x)s\n",
    "flags not true or false": b"[view]\nanimations=1\n[game]\nundo_with_several_humans=yes\n",
    "unknown theme": b"[view]\ntheme=purple\n",
    "language not a code": b"[view]\nlanguage=../../etc/passwd\n",
    "language too long": b"[view]\nlanguage=deutsch\n",
}


@pytest.mark.parametrize("case", sorted(BROKEN_FILES))
def test_broken_values_read_as_their_defaults(tmp_path: Path, case: str) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(BROKEN_FILES[case])
    settings = Settings(path)
    for setting in SETTINGS:
        assert settings.get(setting) == setting.default  # type: ignore[comparison-overlap]


def test_files_that_are_not_settings_files_read_as_defaults(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.ini"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.ini"
    folder.mkdir()
    device = tmp_path / "zero.ini"
    device.symlink_to("/dev/zero")
    large = tmp_path / "large.ini"
    large.write_text("[ai]\npace_ms=300\n" + "#" * (1 << 20))
    for path in (fifo, folder, device, large, tmp_path / "missing.ini"):
        assert Settings(path).get(PACE_MS) == 600, path


def test_values_round_trip_and_the_file_is_plain_text(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.ini"
    settings = Settings(path)
    recent = tuple(f"/home/ann/saves/game {i}, with a comma.acquire.json" for i in range(3))
    settings.set(PACE_MS, 300)
    settings.set(RECENT_FILES, recent)
    settings.set(WINDOW_GEOMETRY, bytes(range(256)))
    settings.set(WINDOW_STATE, b"\x00\xff")
    settings.set(ANIMATIONS, not ANIMATIONS.default)
    settings.set(THEME, "dark")
    settings.set(LANGUAGE, "de")
    settings.set(UNDO_WITH_SEVERAL_HUMANS, not UNDO_WITH_SEVERAL_HUMANS.default)
    again = Settings(path)
    assert again.get(ANIMATIONS) is not ANIMATIONS.default
    assert again.get(THEME) == "dark"
    assert again.get(LANGUAGE) == "de"
    assert again.get(UNDO_WITH_SEVERAL_HUMANS) is not UNDO_WITH_SEVERAL_HUMANS.default
    assert again.get(PACE_MS) == 300
    assert again.get(RECENT_FILES) == recent
    assert again.get(WINDOW_GEOMETRY) == bytes(range(256))
    assert again.get(WINDOW_STATE) == b"\x00\xff"
    text = path.read_text()
    assert "@" not in text and "[ai]" in text


def test_values_older_versions_wrote_are_read(tmp_path: Path) -> None:
    """What QSettings wrote for the pace and the recent files still reads."""
    path = tmp_path / "acquire-qt.ini"
    path.write_text(
        "[ai]\npace_ms=1000\n\n[files]\nrecent=/a/one.acquire.json, /b/two.acquire.json\n"
    )
    settings = Settings(path)
    assert settings.get(PACE_MS) == 1000
    assert settings.get(RECENT_FILES) == ("/a/one.acquire.json", "/b/two.acquire.json")
    assert len(settings.get(RECENT_FILES)) <= RECENT_LIMIT


def test_an_unwritable_settings_file_keeps_values_for_the_run(tmp_path: Path) -> None:
    blocker = tmp_path / "not a folder"
    blocker.write_text("")
    settings = Settings(blocker / "settings.ini")  # its folder cannot be made
    settings.set(PACE_MS, 0)
    assert settings.get(PACE_MS) == 0


def test_the_program_never_uses_qsettings() -> None:
    package = ROOT / "acquire_qt"
    users = [
        path.relative_to(ROOT)
        for path in package.rglob("*.py")
        if "QSettings" in path.read_text(encoding="utf-8") and path.name != "settings.py"
    ]
    assert users == []
