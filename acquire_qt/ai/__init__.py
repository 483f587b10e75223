"""AI players: each answers the engine's pending decision with a legal action. No Qt here."""

from .random_player import RandomPlayer

__all__ = ["RandomPlayer"]
