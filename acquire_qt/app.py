"""Application entry point. The Qt window arrives with the desktop-game issue."""

import sys

from acquire_qt import __version__


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--version" in args:
        print(f"acquire-qt {__version__}")
        return 0
    print("acquire-qt: the rules engine is ready; the desktop window is coming.")
    print("Try: python -m acquire_qt.engine replay SAVEFILE")
    return 0
