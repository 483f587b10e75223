"""The installed Qt binding must survive many calls (PySide6 6.12.0 on Python 3.11 does not)."""

import subprocess
import sys

CODE = """
from PySide6.QtCore import QObject
o = QObject()
for _ in range(50_000):
    o.setObjectName("x")
print("survived")
"""


def test_many_void_calls_do_not_crash_the_interpreter() -> None:
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "survived"
