"""Fixtures of the window tests."""

from __future__ import annotations

import pytest

from acquire_qt.session import analysis


@pytest.fixture(autouse=True)
def quick_ai_in_your_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """A finished game a person played starts the hard AI's replays of their seat in the
    background (the game-over dialog, review); in the window tests those replays are two
    short games, so they do not load the machine the other tests run on. The tests of
    the feature itself set the budget they check."""
    monkeypatch.setattr(analysis, "RUNS", 2)
    monkeypatch.setattr(analysis, "SEAT_OPTIONS", (("playout_steps", 60), ("horizon", 8)))
