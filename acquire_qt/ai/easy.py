"""The easy AI: a beginner. Legal, plausible moves with little thought.

It places a random playable tile, founds and breaks ties at random, sells all its
defunct shares, buys one or two affordable shares about every other turn, and,
when the end may be declared, declares it now and then. Its randomness comes from
its seed and the position (:meth:`Position.key`), so the same seed in the same
position gives the same answer, however the player got there.
"""

from __future__ import annotations

import random

from acquire_qt.engine import Action, Buy, Dispose, End, Game, Kind

from .position import from_view, pending

BUY_CHANCE = 0.5
"""How often it buys at all."""
END_CHANCE = 0.3
"""How often it declares the end when it may."""


class EasyPlayer:
    """A beginner (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        key = from_view(game, decision.player).key()
        rng = random.Random(f"{self.seed}:".encode() + key)
        actions = game.legal_actions()
        if decision.kind is Kind.DISPOSE:
            return Dispose(sell=decision.shares)
        if decision.kind is Kind.BUY:
            if game.end_allowed() and rng.random() < END_CHANCE:
                return End()
            small = [a for a in actions if isinstance(a, Buy) and 1 <= len(a.chains) <= 2]
            if small and rng.random() < BUY_CHANCE:
                return rng.choice(small)
            return Buy()
        return rng.choice([a for a in actions if not isinstance(a, End)])
