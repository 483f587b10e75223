"""acquire-qt: the board game Acquire on the desktop (rules engine, AI players, Qt application)."""

__version__ = "0.1.0"
