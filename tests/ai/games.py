"""Helpers for the AI tests: play games between AI players, checking every answer is legal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from acquire_qt.ai import Player, RandomPlayer, make_player
from acquire_qt.engine import Action, Game, Propose, Rules, new_game

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
TINY_HARD = {"playout_steps": 1, "horizon": 4, "max_seconds": 60.0}
"""A hard AI with the smallest budget (one world per decision, playouts of 4 actions):
it still searches, quickly."""
ALL_LEVELS = ("random", "easy", "medium", "hard")
"""The levels of :func:`make_player` and the random player."""

RULE_SETS: dict[str, Callable[[], Rules]] = {
    "classic": Rules.classic,
    "space_monopoly": Rules.space_monopoly,
    "space_monopoly_28x24": lambda: Rules.space_monopoly(board="28x24"),
    "energy": Rules.energy,
    "energy_doe": lambda: Rules.energy(doe=True),
}
"""The rule sets the AI plays, by a test name."""


def player(level: str, seed: int) -> Player:
    """A player of ``level`` (``random`` too); a hard one with :data:`TINY_HARD`."""
    if level == "random":
        return RandomPlayer(seed)
    return make_player(level, seed, **(TINY_HARD if level == "hard" else {}))


def players(levels: Sequence[str], seed: int) -> list[Player]:
    """One player per seat; hard ones with :data:`TINY_HARD`."""
    return [player(level, seed + seat) for seat, level in enumerate(levels)]


def check_legal(game: Game, action: Action) -> None:
    """``action`` answers the pending decision legally (a proposal: when one may propose)."""
    decision = game.pending
    assert decision is not None
    if isinstance(action, Propose):
        assert decision.may_propose, f"{action} proposed when no proposal may be made"
        return
    assert action in game.legal_actions(), f"{action} is not legal for {decision}"


def play_out(game: Game, seats: Sequence[Player], limit: int | None = None) -> int:
    """Let ``seats`` answer every decision (at most ``limit``), each checked legal first.
    Returns the number of decisions."""
    count = 0
    while (decision := game.pending) is not None and (limit is None or count < limit):
        action = seats[decision.player].choose(game.copy())
        check_legal(game, action)
        game.apply(action)
        count += 1
    return count


def new(count: int, seed: int, rules: Rules | None = None) -> Game:
    return new_game(rules or Rules.classic(), NAMES[:count], seed=seed)
