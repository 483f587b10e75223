"""Who sits at a seat: a closed choice whose values are the save files' ``controller`` strings.

Kept free of Qt so that the command line (``--levels``) can read it before Qt loads.
"""

from __future__ import annotations

from enum import StrEnum


class Occupant(StrEnum):
    """Who sits at a seat: a person at this screen, a person at another computer playing
    through this one (a hosted network game), or an AI of a level."""

    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    NETWORK = "network"


AI_LEVELS = (Occupant.EASY, Occupant.MEDIUM, Occupant.HARD)


def is_human(controller: str) -> bool:
    """Whether a save file's ``controller`` string is a person at this screen."""
    return controller == Occupant.HUMAN


def is_network(controller: str) -> bool:
    """Whether a save file's ``controller`` string is a person playing over the network."""
    return controller == Occupant.NETWORK
