"""Move review and key moments: the best move is found where one is clearly best, the
review repeats with its seed, and key moments rank the largest moves of a curve."""

from __future__ import annotations

import pickle

import pytest

from acquire_qt.ai.hard import candidates, play_out
from acquire_qt.ai.review import KeyMoment, MoveReview, key_moments, review_move
from acquire_qt.ai.win_chance import CurvePoint, final_result, replayed, win_chance_curve
from acquire_qt.engine import Buy, End, Kind

from .test_win_chance import medium_game


def test_declaring_the_end_while_ahead_is_the_best_move() -> None:
    """Where the player to act may declare the end and would win if the game ended now,
    the review finds declaring the end the best move, far better than playing on."""
    game = medium_game(3, seed=8)
    position = None
    for count in range(1, len(game.actions)):
        earlier = replayed(game, count)
        decision = earlier.pending
        if (
            decision is None
            or decision.kind is not Kind.BUY
            or End() not in earlier.legal_actions()
        ):
            continue
        ended = earlier.copy()
        ended.apply(End())
        play_out(ended)
        if final_result(ended)[decision.player] == 1.0:
            position = earlier
            break
    assert position is not None and position.pending is not None
    seat = position.pending.player
    playing_on = Buy(())
    review = review_move(position, playing_on, seed=4, playouts=8)
    assert review.seat == seat and review.played == playing_on
    assert review.best == End() and review.best in candidates(position, 4)
    assert review.best_chance >= 0.9 and review.played_chance < review.best_chance - 0.5
    assert review.cost == review.best_chance - review.played_chance
    # The best move reviewed with the same seed is its own best: nothing lost.
    again = review_move(position, End(), seed=4, playouts=8)
    assert again.best == End() and again.cost == 0.0
    assert again.played_chance == review.best_chance


def test_a_review_repeats_with_its_seed_and_refuses_an_illegal_move() -> None:
    game = medium_game(4, seed=3, limit=30)
    played = game.legal_actions()[0]
    before = game.to_dict()
    first = review_move(game, played, seed=2, playouts=2)
    assert review_move(game.copy(), played, seed=2, playouts=2) == first
    assert game.to_dict() == before
    assert 0.0 <= first.played_chance <= first.best_chance <= 1.0
    assert End() not in game.legal_actions()  # too early in the game
    with pytest.raises(ValueError, match="not a legal answer"):
        review_move(game, End(), seed=2)


def test_key_moments_are_the_largest_moves_in_the_order_played() -> None:
    curve = [
        CurvePoint(0, 1, (0.5, 0.5)),
        CurvePoint(3, 2, (0.625, 0.375)),
        CurvePoint(7, 3, (0.125, 0.875)),
        CurvePoint(9, 4, (0.25, 0.75)),
        CurvePoint(12, 5, (0.25, 0.75)),
    ]
    moments = key_moments(curve, count=3)
    # Turn 3 moved both seats by 0.5, then turns 2 and 4 by 0.125 (the earlier is taken);
    # in the order played (seat 0 first in a turn).
    assert moments == [
        KeyMoment(0, 3, 2, 0.5, 0.625),
        KeyMoment(0, 7, 3, 0.625, 0.125),
        KeyMoment(1, 7, 3, 0.375, 0.875),
    ]
    assert moments[1].change == -0.5
    assert len(key_moments(curve, count=10)) == 6  # the last step moved nobody
    assert key_moments(curve[:1]) == []


def test_the_results_cross_between_processes() -> None:
    """The worker process pickles its answers (compiled classes need their own way)."""
    for value in (
        CurvePoint(3, 2, (0.25, 0.75)),
        KeyMoment(1, 7, 3, 0.375, 0.875),
        MoveReview(0, Buy(("Tower",)), End(), 0.25, 0.5, 0.375, None),
        MoveReview(0, Buy(("Tower",)), End(), 0.25, 0.5, 0.375, 2),
    ):
        assert pickle.loads(pickle.dumps(value)) == value


def test_a_review_uses_the_curves_estimator() -> None:
    """Issue 22: the review's chances are the win-chance curve's (same seed, playouts and
    knowledge): before the move, the curve's point at the step; after the move played,
    its point at the next step (every action a point here), to the last digit. An
    onlooker's and a seat's own view alike."""
    game = medium_game(4, seed=5, limit=40)
    for viewer in (None, 1):
        curve = win_chance_curve(game, playouts=3, seed=6, viewer=viewer, per_decision=True)
        steps = [
            n
            for n in range(len(game.actions))
            if viewer is None or replayed(game, n).turn == viewer
        ]
        for number in steps[5::9]:
            position = replayed(game, number)
            review = review_move(position, game.actions[number], seed=6, playouts=3, viewer=viewer)
            seat = review.seat
            assert review.viewer == viewer
            assert review.before == curve[number].chances[seat]
            assert review.played_chance == curve[number + 1].chances[seat]
            assert review.best_chance >= review.played_chance
