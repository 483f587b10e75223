"""Fixtures for the application layer: storage under tmp_path, a fast stand-in AI."""

from __future__ import annotations

from pathlib import Path

import pytest

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer
from acquire_qt.storage import Storage


def random_factory(level: str, seed: int) -> AiPlayer:
    """Every AI level played by the seeded random player: fast, legal, deterministic."""
    return RandomPlayer(seed)


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")
