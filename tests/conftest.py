"""Test-wide setup: Qt runs headless, and nothing touches the real user's data or settings.

``tests/engine/scripting.py`` (building exact positions from a script of tile plays) is
importable as ``scripting`` from every test folder.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The system's language is English, whatever the machine's: the game speaks German only
# where a test chooses it (tests/ui/test_translations.py).
os.environ["LANGUAGE"] = "en"
sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))
