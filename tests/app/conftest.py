"""Fixtures for the application layer: storage under tmp_path, a fast stand-in AI."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer
from acquire_qt.engine import Action, Game
from acquire_qt.storage import Storage


def random_factory(level: str, seed: int) -> AiPlayer:
    """Every AI level played by the seeded random player: fast, legal, deterministic."""
    return RandomPlayer(seed)


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")


class ElsewherePlayer(RandomPlayer):
    """A random player that refuses to think in the process that made it."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.home = os.getpid()

    def choose(self, game: Game) -> Action:
        if os.getpid() == self.home:
            raise RuntimeError("asked to think in the GUI's own process")
        return super().choose(game)


def elsewhere_factory(level: str, seed: int) -> AiPlayer:
    return ElsewherePlayer(seed)
