"""Test-wide setup: Qt runs headless, nothing touches the real user's data or settings, and
no test makes a sound.

``tests/engine/scripting.py`` (building exact positions from a script of tile plays) is
importable as ``scripting`` from every test folder, and ``tests/lookers.py`` (a dialog
looked for from a timer is looked for only during its test) as ``lookers``.
"""

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

AUDIT_SCREENS = Path(__file__).resolve().parent / "ui" / "audit_screens.json"
"""A 1600×1000 offscreen screen (the first, where windows open: room for the window's
first 1400×900) and beside it the screens the screen audit lays its windows on
(tests/ui/test_audit_screens.py)."""
if os.environ.setdefault("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={AUDIT_SCREENS}"
    # The last, 2560×1440 device pixels, at a device pixel ratio of 2: a 1280×720 screen
    # of a high-DPI display (the platform's own "dpr" leaves its windows at ratio 1).
    os.environ["QT_SCREEN_SCALE_FACTORS"] = "screen-1280x720@2x=2"
# The system's language is English, whatever the machine's: the game speaks German only
# where a test chooses it (tests/ui/test_translations.py).
os.environ["LANGUAGE"] = "en"
sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))


class SilentCues:
    """A cue player that plays nothing (acquire_qt.views.sounds.CuePlayer)."""

    def __init__(self, parent: object) -> None:
        pass

    def play(self, cue: object) -> None:
        pass


@pytest.fixture(autouse=True)
def silent_sound_cues(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every window's sound cues are played by :class:`SilentCues`, whatever the settings say
    and whether QtMultimedia is installed or not; tests/ui/test_sounds.py puts a recorder
    there instead."""
    from acquire_qt.views import sounds

    monkeypatch.setattr(sounds, "make_player", SilentCues)


@pytest.fixture(autouse=True)
def looks_end_with_their_test() -> Iterator[None]:
    """A dialog a test's helper looks for from a timer is looked for only while that test
    runs (``tests/lookers.py``)."""
    import lookers

    yield
    lookers.end_test()


# The test files whose tests must run in one process, in their order (one unit of work each).
TOGETHER = {
    "tests/test_package.py",  # the package build, a module fixture: built once
    "tests/session/test_network_host.py",  # test_zz_report_... reads what the fuzz test counted
    "tests/ui/test_audit_screens.py",  # one window per size, theme and language, in order
}


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under pytest-xdist with ``--dist loadgroup`` (make test): every test is a unit of work of
    its own but those of each file in TOGETHER, which one worker runs in their order. xdist
    sends the largest units first (these), so the package build starts at once, beside the
    rest of the suite. (xdist's own ``xdist_group`` marker does nothing under pytest 9:
    xdist 3.8 adds the group to an item's ``_nodeid``, which pytest 9 no longer reads.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class FilesTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path in TOGETHER else nodeid

    return FilesTogether(config, log)
