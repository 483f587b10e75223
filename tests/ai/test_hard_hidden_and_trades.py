"""The hard AI searches under the house rules hidden holdings and player trading: with
hidden holdings it deals the others' cash and shares in every world (it never reads
them: ``test_fair_play.test_hidden_holdings_are_not_read``) and its answers are legal and
the same for a seed; with trading it proposes a trade where one clearly pays, and not
where none does."""

from __future__ import annotations

import dataclasses
from functools import cache

import pytest

from acquire_qt.ai import make_player
from acquire_qt.ai.hard import HardPlayer, candidates
from acquire_qt.ai.position import deal_hidden_holdings, from_view
from acquire_qt.engine import Game, Propose, Rules

from .games import RULE_SETS, new, play_out, players


@pytest.mark.parametrize("rules", ["classic", "energy_doe"])
def test_a_game_under_hidden_holdings_is_searched_legally(rules: str) -> None:
    game = new(3, seed=4, rules=dataclasses.replace(RULE_SETS[rules](), hidden_holdings=True))
    hard = HardPlayer(2, playout_steps=40, horizon=6, max_seconds=60.0)
    seats = [hard, *players(["medium"] * 2, seed=3)]
    play_out(game, seats)
    assert game.over and hard.searches > 10 and hard.cut_short == 0


def test_answers_under_hidden_holdings_are_the_same_for_a_seed() -> None:
    game = new(3, seed=8, rules=Rules.classic(hidden_holdings=True))
    play_out(game, players(["medium"] * 3, seed=1), limit=30)
    while len(game.legal_actions()) < 2:
        play_out(game, players(["medium"] * 3, seed=1), limit=1)
    answers = set()
    for _ in range(2):
        hard = HardPlayer(5, playout_steps=400, max_seconds=60.0)
        answers.add(hard.choose(game.copy()))
        assert hard.searches == 1
    assert len(answers) == 1 and answers <= set(game.legal_actions())


def test_the_deal_keeps_what_the_seat_sees() -> None:
    """Every chain's shares add up with the bank's, the seat's own holdings are its own,
    and two seeds deal differently."""
    game = new(3, seed=8, rules=Rules.classic(hidden_holdings=True))
    play_out(game, players(["medium"] * 3, seed=1), limit=60)
    seat = 0
    position = from_view(game, seat)
    deals = [deal_hidden_holdings(position, seed) for seed in range(2)]
    for cash, shares in deals:
        world = game.with_holdings(cash, shares)  # refuses shares that do not add up
        assert world.view(seat) == game.view(seat)
    assert deals[0] != deals[1]


@cache
def late_trading_game() -> Game:
    """A 3-player game with trading, late: the first seat may propose before placing a
    tile, and American (24 tiles) has no shares left in the bank."""
    game = new(3, seed=1, rules=Rules.classic(player_trading=True))
    play_out(game, [make_player("medium", seat) for seat in range(3)], limit=129)
    assert game.pending is not None and game.pending.may_propose and game.turn == 0
    return game


def with_american(me: int, rival: int, target: int) -> Game:
    """:func:`late_trading_game` with the American shares held ``me``, ``rival``,
    ``target`` (seats 0, 1, 2); every other chain's shares split between the first two
    (the odd one to the first); cash 15,000, 15,000 and 5,000."""
    game = late_trading_game()
    s = game.state
    american = game.rules.chain_index("American")
    shares = [[0] * len(s.bank) for _ in range(3)]
    for chain in range(len(s.bank)):
        total = sum(held[chain] for held in s.shares)
        shares[1][chain] = total // 2
        shares[0][chain] = total - total // 2
    shares[0][american], shares[1][american], shares[2][american] = me, rival, target
    return game.with_holdings([15_000, 15_000, 5_000], shares)


def test_the_hard_ai_proposes_a_trade_that_wins_a_majority() -> None:
    """One behind the rival in American, it buys two of the third player's shares for
    what their medium rule accepts: the majority bonus turns a tie into a win."""
    game = with_american(9, 10, 6)
    assert any(isinstance(action, Propose) for action in candidates(game.copy()))
    hard = HardPlayer(1, playout_steps=3000, max_seconds=60.0)
    action = hard.choose(game.copy())
    assert action == Propose(2, give_cash=2400, get=(("American", 2),))
    assert hard.searches == 1
    game.apply(action)  # legal, and answered by the medium rule as the search expected
    assert str(make_player("medium", 0).choose(game.copy())) == "accept"


def test_the_hard_ai_proposes_nothing_where_no_trade_pays() -> None:
    """Already two ahead in American, nothing the third player would sell raises its
    equity: it places a tile."""
    game = with_american(11, 9, 5)
    assert not any(isinstance(action, Propose) for action in candidates(game.copy()))
    action = HardPlayer(1, playout_steps=3000, max_seconds=60.0).choose(game.copy())
    assert action in game.legal_actions()
