"""Test-wide setup: Qt runs headless, and nothing touches the real user's data or settings.

``tests/engine/scripting.py`` (building exact positions from a script of tile plays) is
importable as ``scripting`` from every test folder.
"""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The system's language is English, whatever the machine's: the game speaks German only
# where a test chooses it (tests/ui/test_translations.py).
os.environ["LANGUAGE"] = "en"
sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The package tests (tests/test_package.py, which build the package: minutes) first, so
    that under pytest-xdist one worker builds while the others run the rest of the suite."""
    items.sort(key=lambda item: item.get_closest_marker("package") is None)
