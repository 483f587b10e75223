"""The frozen program's entry point (PyInstaller runs this script): the game's `main`."""

from acquire_qt.app import main

raise SystemExit(main())
