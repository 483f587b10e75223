"""The hard AI: what it searches (in every rule set), its budget in playout steps, and the
clock as a safety cap."""

from __future__ import annotations

import pytest

from acquire_qt.ai import HardPlayer, make_player
from acquire_qt.ai.hard import (
    ACTION_BUYS,
    ACTION_PLAYS,
    DEFAULT_TIME,
    LEAST_SHARE,
    REMAINING_REFERENCE,
    STEPS_PER_SECOND,
    TOP_PLAYS,
    _surely_better,
    budget_share,
    candidates,
    step_cost,
)
from acquire_qt.ai.medium import decide
from acquire_qt.ai.position import from_view
from acquire_qt.engine import Accept, Game, Kind, Propose, Rules

from .games import new, play_out, players


def test_the_budget_comes_from_the_time_unless_given() -> None:
    assert HardPlayer(1).playout_steps == round(DEFAULT_TIME * STEPS_PER_SECOND)
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


def test_the_clock_cuts_a_search_short_and_the_medium_answer_stands() -> None:
    """A search out of time after its first world cannot be sure of anything better than
    the medium answer, so it gives that."""
    game = new(4, seed=3)
    play_out(game, players(["medium"] * 4, seed=1), limit=26)
    hurried = make_player("hard", 1, playout_steps=10**9, max_seconds=0.0)
    assert isinstance(hurried, HardPlayer)
    # Here the best tile after one world is not the medium one (12D against 8G).
    assert len(candidates(game)) > 1
    decision = game.pending
    assert decision is not None
    medium = decide(game, from_view(game, decision.player), decision, 1)
    assert hurried.choose(game.copy()) == medium
    assert hurried.cut_short == 1


def test_a_step_costs_more_where_tiles_come_from_the_board() -> None:
    assert step_cost(Rules.classic()) == step_cost(Rules.energy()) == 1.0
    small, big = step_cost(Rules.space_monopoly()), step_cost(Rules.space_monopoly(board="28x24"))
    assert 1.5 < small < big < 4
    timed = HardPlayer(1, time_per_decision=0.5)
    assert timed.budget(Rules.classic()) == STEPS_PER_SECOND // 2
    assert timed.budget(Rules.space_monopoly()) == round(STEPS_PER_SECOND / 2 / small)
    counted = HardPlayer(1, playout_steps=500)
    assert counted.budget(Rules.space_monopoly(board="28x24")) == 500


def positions_of(rules: Rules, kinds: set[Kind], count: int) -> list[Game]:
    """Positions of a medium game with a decision of one of ``kinds`` and several answers."""
    game = new(3, seed=8, rules=rules)
    seats = players(["medium"] * 3, seed=1)
    found: list[Game] = []
    while (decision := game.pending) is not None and len(found) < count:
        if decision.kind in kinds and len(game.legal_actions()) > 1:
            found.append(game.copy())
        play_out(game, seats, limit=1)
    return found


def test_candidates_on_a_big_board_are_few_and_legal() -> None:
    plays = positions_of(Rules.space_monopoly(board="28x24"), {Kind.PLAY, Kind.BUY}, 20)
    assert any(game.pending and game.pending.kind == Kind.PLAY for game in plays)
    for game in plays:
        found = candidates(game)
        legal = game.legal_actions()
        if game.pending and game.pending.kind == Kind.PLAY:
            assert 1 <= len(found) <= TOP_PLAYS
        assert all(action in legal for action in found)
        assert len(set(found)) == len(found)


def test_candidates_of_energy_actions_and_one_way_disposal() -> None:
    for game in positions_of(Rules.energy(doe=True), {Kind.ACTION}, 20):
        decision = game.pending
        assert decision is not None
        found = candidates(game)
        legal = game.legal_actions()
        assert all(action in legal for action in found) and len(set(found)) == len(found)
        assert decide(game, from_view(game, decision.player), decision, 0) in found
        assert len(found) <= 2 + ACTION_PLAYS + ACTION_BUYS + 1
    disposals = positions_of(Rules.space_monopoly(), {Kind.DISPOSE}, 5)
    assert disposals
    for game in disposals:
        assert set(candidates(game)) == set(game.legal_actions())


@pytest.mark.parametrize(
    "rules", [Rules.space_monopoly(), Rules.energy(doe=True)], ids=["space_monopoly", "energy"]
)
def test_complete_games_of_the_other_rule_sets_with_full_playouts(rules: Rules) -> None:
    """Two hard seats with full-length playouts (one world per search) finish a game."""
    game = new(3, seed=4, rules=rules)
    hard = [HardPlayer(seat, playout_steps=1, max_seconds=60) for seat in (0, 2)]
    seats = [hard[0], *players(["medium"], seed=1), hard[1]]
    while (decision := game.pending) is not None:
        action = seats[decision.player].choose(game.copy())
        assert action in game.legal_actions()
        game.apply(action)
    assert sum(p.searches for p in hard) > 20 and sum(p.cut_short for p in hard) == 0


def test_trade_offers_are_answered_without_search() -> None:
    game = new(3, seed=2, rules=Rules.classic(player_trading=True))
    target = (game.turn + 1) % 3
    game.apply(Propose(target, give_cash=1000))
    hard = HardPlayer(1, playout_steps=100)
    assert hard.choose(game.copy()) == Accept() and hard.searches == 0


def test_the_medium_answer_stands_until_the_search_is_sure() -> None:
    """With a single world there is no telling better from worse, so the hard AI gives the
    medium answer; with many, it leaves it in some decisions of a game."""
    game = new(4, seed=5)
    seats = players(["medium"] * 4, seed=1)
    unsure, left = HardPlayer(3, playout_steps=1), 0
    searched = 0
    while (decision := game.pending) is not None and searched < 6:
        if len(game.legal_actions()) > 1:
            searched += 1
            medium = decide(game, from_view(game, decision.player), decision, 3)
            assert unsure.choose(game.copy()) == medium
            sure = HardPlayer(3, playout_steps=3_000, max_seconds=60)
            left += sure.choose(game.copy()) != medium
        game.apply(seats[decision.player].choose(game.copy()))
    assert searched == 6 and unsure.searches == 6 and left > 0


def test_the_budget_follows_the_part_of_the_game_left() -> None:
    left = round(REMAINING_REFERENCE * 100)  # steps of a playout, of 100 in the game
    assert budget_share(left, 100 - left) == pytest.approx(1.0)
    assert budget_share(100, 0) == pytest.approx(1 / REMAINING_REFERENCE)
    assert budget_share(5, 200) == LEAST_SHARE
    assert budget_share(30, 70) < budget_share(60, 40)


def test_sure_means_a_mean_difference_of_one_standard_error() -> None:
    assert not _surely_better([1.0], [0.0])  # one world tells nothing
    assert _surely_better([1.0, 1.0, 1.0], [0.0, 0.0, 0.0])
    assert not _surely_better([0.0, 0.0], [0.0, 0.0])
    # differences 1, -1, 1, 0: mean 0.25, standard error 0.479
    assert not _surely_better([1.0, 0.0, 1.0, 0.5], [0.0, 1.0, 0.0, 0.5])
    # differences 1, 0, 1, 1: mean 0.75, standard error 0.25
    assert _surely_better([1.0, 0.5, 1.0, 1.0], [0.0, 0.5, 0.0, 0.0])
