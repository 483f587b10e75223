"""Test-wide setup: Qt runs headless, and nothing touches the real user's data or settings."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
