"""``python -m acquire_qt``: start the desktop game."""

from acquire_qt.app import main

if __name__ == "__main__":  # not when the AI process (spawned) imports this module
    raise SystemExit(main())
