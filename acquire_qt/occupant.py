"""Who sits at a seat: a closed choice whose values are the save files' ``controller`` strings.

Kept free of Qt so that the command line (``--levels``) can read it before Qt loads.
"""

from __future__ import annotations

from collections.abc import Sequence
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


def player_seat(controllers: Sequence[str], viewer: int | None = None) -> int | None:
    """The seat of "the player" of a game whose seats are ``controllers``: ``viewer`` if a
    person at this screen sits there (in hot seat, the person looking), else the first seat
    of a person at this screen; None when no person at this screen played."""
    if viewer is not None and 0 <= viewer < len(controllers) and is_human(controllers[viewer]):
        return viewer
    return next((seat for seat, who in enumerate(controllers) if is_human(who)), None)
