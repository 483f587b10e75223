"""The random player: a uniform choice among the legal actions, from a seeded generator."""

from __future__ import annotations

import random

from acquire_qt.engine import Accept, Action, Decline, End, Game, Kind

from .medium import accepts
from .position import from_view


class RandomPlayer:
    """Picks uniformly among ``game.legal_actions()``, in every rule set.

    ``eager_end=True`` declares the end as soon as it is legal (benchmarks use this
    so a game does not run to the last tile). Same seed, same answers.

    A trade proposal is the exception: it is accepted only when it raises the player's
    equity (:func:`.medium.accepts`, the easy AI's rule), so that a random seat cannot be
    talked out of its shares. It never proposes a trade.
    """

    def __init__(self, seed: int | None = None, *, eager_end: bool = False) -> None:
        self._random = random.Random(seed)
        self.eager_end = eager_end

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to decide")
        decision = game.pending
        if decision is not None and decision.kind is Kind.TRADE_OFFER and decision.offer:
            pos = from_view(game, decision.player)
            return Accept() if accepts(pos, decision.offer, relative_check=False) else Decline()
        if self.eager_end and isinstance(actions[-1], End):
            return actions[-1]
        return self._random.choice(actions)
