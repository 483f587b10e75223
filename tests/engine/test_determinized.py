"""Game.determinized: hidden tiles re-dealt from one seat's view, the game still whole; and
Game.with_holdings, a copy with other holdings that add up."""

from __future__ import annotations

import random

import pytest
from test_properties import check_invariants

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, Kind, Rules, new_game


def positions(count: int) -> list[Game]:
    found = []
    rng = random.Random(17)
    for seed in range(count):
        game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=seed)
        player = RandomPlayer(seed)
        for _ in range(rng.randint(0, 140)):
            if game.pending is None:
                break
            game.apply(player.choose(game))
        if game.pending is not None:
            found.append(game)
    return found


@pytest.mark.parametrize("game", positions(12))
def test_redealing_keeps_the_game_whole_even_twice(game: Game) -> None:
    for seat in range(4):
        once = game.determinized(seat, 1)
        twice = once.determinized(seat, 2)
        for copy in (once, twice):
            check_invariants(copy)
            assert copy.hand(seat) == game.hand(seat)
            assert [len(h) for h in copy.state.hands] == [len(h) for h in game.state.hands]
            assert copy.state.drawn == game.state.drawn
            assert copy.to_dict()["board"] == game.to_dict()["board"]
            decision = copy.pending
            assert decision is not None
            if decision.kind is Kind.PLAY:
                assert set(decision.tiles) <= set(copy.hand(decision.player))
            for action in copy.legal_actions():
                copy.copy().apply(action)


def test_a_determinized_copy_plays_to_the_end() -> None:
    game = positions(3)[-1]
    copy = game.determinized(game.turn, 5)
    player = RandomPlayer(5)
    while copy.pending is not None:
        copy.apply(player.choose(copy))
        check_invariants(copy)


def test_with_holdings_sets_holdings_that_add_up_and_refuses_others() -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=3)
    shares = [[0] * 7 for _ in range(3)]
    other = game.with_holdings([100, 200, 300], shares)
    assert other.state.cash == (100, 200, 300) and game.state.cash == (6000,) * 3
    shares[1][2] = 1  # one share no one took from the bank
    with pytest.raises(ValueError, match="American shares"):
        game.with_holdings([100, 200, 300], shares)
    with pytest.raises(ValueError, match="negative"):
        game.with_holdings([-1, 200, 300], [[0] * 7 for _ in range(3)])
