"""``python -m acquire_qt``: start the desktop game."""

from acquire_qt.app import main

raise SystemExit(main())
