"""The game's command line (``python tests/app/dying_worker.py --autoplay 2 …``) with AI
players whose worker process dies on the game's first decision, every time it is asked,
after writing a line to the file named by the environment's ``DEATHS``.

Every medium AI is a :class:`DyingPlayer`, every other level (the easy AI, the medium
one's stand-in) the random player. Worker processes start by importing this file again
(``spawn``), which is how they know :class:`DyingPlayer`.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import acquire_qt.ai
from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Action, Game


class DyingPlayer(RandomPlayer):
    """A random player whose process ends when asked the game's first decision."""

    def choose(self, game: Game) -> Action:
        if not game.actions:
            with open(os.environ["DEATHS"], "a") as deaths:
                deaths.write("died\n")
            os._exit(1)
        return super().choose(game)


def make_player(level: str, seed: int, **options: Any) -> RandomPlayer:
    return DyingPlayer(seed) if level == "medium" else RandomPlayer(seed)


if __name__ == "__main__":
    acquire_qt.ai.make_player = make_player
    from acquire_qt.app import main

    sys.exit(main())
