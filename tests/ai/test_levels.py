"""The AI package's face: the levels, the factory, and complete games that only ever
use legal actions, with every level in every seat, 2 to 6 players."""

from __future__ import annotations

import pytest

from acquire_qt.ai import LEVELS, EasyPlayer, HardPlayer, MediumPlayer, make_player
from acquire_qt.ai.hard import SAFETY_FACTOR

from .games import new, play_out, players


def test_levels_and_factory() -> None:
    assert LEVELS == ("easy", "medium", "hard")
    assert isinstance(make_player("easy", 1), EasyPlayer)
    assert isinstance(make_player("medium", 1, time_per_decision=0.5), MediumPlayer)
    hard = make_player("hard", 1, time_per_decision=0.5)
    assert isinstance(hard, HardPlayer) and hard.max_seconds == SAFETY_FACTOR * 0.5


def test_factory_refuses_unknown_levels_and_options() -> None:
    with pytest.raises(ValueError, match="unknown AI level 'expert'"):
        make_player("expert", 1)
    with pytest.raises(TypeError, match="playout_steps"):
        make_player("medium", 1, playout_steps=5)
    with pytest.raises(ValueError, match="positive"):
        make_player("hard", 1, time_per_decision=0)


def test_a_finished_game_has_nothing_to_decide() -> None:
    game = new(2, seed=3)
    play_out(game, players(["medium", "medium"], seed=1))
    for level in LEVELS:
        with pytest.raises(ValueError, match="game is over"):
            make_player(level, 1).choose(game)


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_complete_games_every_level_in_every_seat(count: int) -> None:
    """Three games per player count: seat ``s`` of game ``r`` plays ``LEVELS[(s + r) % 3]``,
    so every level sits in every seat; every answer is checked legal on the way."""
    for rotation in range(3):
        levels = [LEVELS[(seat + rotation) % 3] for seat in range(count)]
        game = new(count, seed=100 * count + rotation)
        play_out(game, players(levels, seed=rotation))
        assert game.over
        assert len(game.to_dict()["standings"]) == count
