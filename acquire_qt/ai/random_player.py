"""The random player: a uniform choice among the legal actions, from a seeded generator."""

from __future__ import annotations

import random

from acquire_qt.engine import Action, End, Game


class RandomPlayer:
    """Picks uniformly among ``game.legal_actions()``.

    ``eager_end=True`` declares the end as soon as it is legal (benchmarks use this
    so a game does not run to the last tile). Same seed, same answers.
    """

    def __init__(self, seed: int | None = None, *, eager_end: bool = False) -> None:
        self._random = random.Random(seed)
        self.eager_end = eager_end

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to decide")
        if self.eager_end and isinstance(actions[-1], End):
            return actions[-1]
        return self._random.choice(actions)
