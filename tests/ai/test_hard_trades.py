"""The hard AI under the house rule player trading: it proposes a trade where one clearly
pays, and not where none does; with the holdings open and hidden (the log has told
them: tests/engine/test_holdings_told.py)."""

from __future__ import annotations

from functools import cache

import pytest

from acquire_qt.ai import make_player
from acquire_qt.ai.hard import HardPlayer, candidates
from acquire_qt.engine import Game, Propose, Rules, load_record

from .games import new, play_out


@cache
def late_trading_game(hidden: bool = False) -> Game:
    """A 3-player game with trading, late: the first seat may propose before placing a
    tile, and American (24 tiles) has no shares left in the bank. With ``hidden``, the
    same game under the hidden-holdings rule (its record replayed: the rule changes no
    action's legality)."""
    game = new(3, seed=1, rules=Rules.classic(player_trading=True))
    play_out(game, [make_player("medium", seat) for seat in range(3)], limit=129)
    assert game.pending is not None and game.pending.may_propose and game.turn == 0
    if hidden:
        record = game.to_record(snapshot=False)
        record["rules"]["options"]["hidden_holdings"] = True
        game = load_record(record)
        assert game.rules.hidden_holdings and game.pending is not None
    return game


def with_american(me: int, rival: int, target: int, hidden: bool = False) -> Game:
    """:func:`late_trading_game` with the American shares held ``me``, ``rival``,
    ``target`` (seats 0, 1, 2); every other chain's shares split between the first two
    (the odd one to the first); cash 15,000, 15,000 and 5,000."""
    game = late_trading_game(hidden)
    s = game.state
    american = game.rules.chain_index("American")
    shares = [[0] * len(s.bank) for _ in range(3)]
    for chain in range(len(s.bank)):
        total = sum(held[chain] for held in s.shares)
        shares[1][chain] = total // 2
        shares[0][chain] = total - total // 2
    shares[0][american], shares[1][american], shares[2][american] = me, rival, target
    return game.with_holdings([15_000, 15_000, 5_000], shares)


@pytest.mark.parametrize("hidden", [False, True], ids=["open", "hidden holdings"])
def test_the_hard_ai_proposes_a_trade_that_wins_a_majority(hidden: bool) -> None:
    """One behind the rival in American, it buys two of the third player's shares for
    what their medium rule accepts: the majority bonus turns a tie into a win."""
    game = with_american(9, 10, 6, hidden)
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
