"""Helpers for the AI tests: play games between AI players, checking every answer is legal."""

from __future__ import annotations

from collections.abc import Sequence

from acquire_qt.ai import Player, make_player
from acquire_qt.engine import Game, Rules, new_game

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
TINY_HARD = {"playout_steps": 1, "horizon": 4, "max_seconds": 60.0}
"""A hard AI with the smallest budget (one world per decision, playouts of 4 actions):
it still searches, quickly."""


def players(levels: Sequence[str], seed: int) -> list[Player]:
    """One player per seat; hard ones with :data:`TINY_HARD`."""
    return [
        make_player(level, seed + seat, **(TINY_HARD if level == "hard" else {}))
        for seat, level in enumerate(levels)
    ]


def play_out(game: Game, seats: Sequence[Player], limit: int | None = None) -> int:
    """Let ``seats`` answer every decision (at most ``limit``), each checked legal first.
    Returns the number of decisions."""
    count = 0
    while (decision := game.pending) is not None and (limit is None or count < limit):
        legal = game.legal_actions()
        action = seats[decision.player].choose(game.copy())
        assert action in legal, f"{action} is not legal for {decision}"
        game.apply(action)
        count += 1
    return count


def new(count: int, seed: int, rules: Rules | None = None) -> Game:
    return new_game(rules or Rules.classic(), NAMES[:count], seed=seed)
