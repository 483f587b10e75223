"""The hard AI: what it searches, its budget in playout steps, and the clock as a safety cap."""

from __future__ import annotations

from acquire_qt.ai import HardPlayer, make_player
from acquire_qt.ai.hard import STEPS_PER_SECOND

from .games import new, play_out, players


def test_the_budget_comes_from_the_time_unless_given() -> None:
    assert HardPlayer(1).playout_steps == STEPS_PER_SECOND
    assert HardPlayer(1, time_per_decision=0.5).playout_steps == STEPS_PER_SECOND // 2
    assert HardPlayer(1, time_per_decision=0.5, playout_steps=77).playout_steps == 77


def test_a_complete_game_with_full_playouts() -> None:
    """Two hard seats searching with full-length playouts (a small budget) finish a game;
    a decision with one legal action is answered without search."""
    game = new(4, seed=17)
    hard = [HardPlayer(seat, playout_steps=150, max_seconds=60) for seat in (0, 3)]
    seats = [hard[0], *players(["medium", "easy"], seed=1), hard[1]]
    searched = 0
    while (decision := game.pending) is not None:
        legal = game.legal_actions()
        player = seats[decision.player]
        before = player.searches if isinstance(player, HardPlayer) else 0
        action = player.choose(game.copy())
        assert action in legal
        if isinstance(player, HardPlayer):
            searched += player.searches - before
            if len(legal) == 1:
                assert player.searches == before
        game.apply(action)
    assert searched > 20 and sum(p.cut_short for p in hard) == 0


def test_the_clock_cuts_a_search_short_with_a_legal_answer() -> None:
    game = new(4, seed=2)
    play_out(game, players(["medium"] * 4, seed=1), limit=12)
    hurried = make_player("hard", 1, playout_steps=10**9, max_seconds=0.01)
    assert isinstance(hurried, HardPlayer)
    while len(game.legal_actions()) < 2:
        play_out(game, players(["medium"] * 4, seed=1), limit=1)
    assert hurried.choose(game.copy()) in game.legal_actions()
    assert hurried.cut_short == 1
