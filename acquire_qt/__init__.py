"""acquire-qt: the board game Acquire on the desktop (rules engine, AI players, Qt application)."""

from acquire_qt.build import choose_sources

__version__ = "0.1.0"

choose_sources()  # the compiled engine and AI, or their sources (see acquire_qt/build.py)
