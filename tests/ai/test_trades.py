"""Answers to trade proposals (house rule player trading): every level accepts a clearly
good offer and declines a bad one, in every rule set; the medium and hard AIs also
decline a trade that helps the proposer more than them."""

from __future__ import annotations

import dataclasses

import pytest

from acquire_qt.ai.medium import TRADE_MARGIN, accepts, offer_gains
from acquire_qt.ai.position import from_view
from acquire_qt.engine import Accept, Decline, Game, Propose, Rules, may_propose

from .games import ALL_LEVELS, new, play_out, player, players

TRADING = {
    "classic": lambda: Rules.classic(player_trading=True),
    "space_monopoly": lambda: Rules.space_monopoly(player_trading=True),
    "energy": lambda: Rules.energy(player_trading=True),
    "energy_hidden": lambda: Rules.energy(player_trading=True, hidden_holdings=True),
}


def trading_position(rules: Rules) -> tuple[Game, int, str]:
    """A 3-player game (medium AIs) where the active player may propose, has $2,000 or
    more, and the next seat holds 2 or more shares of an active chain: the game, that
    seat, and the chain."""
    game = new(3, seed=6, rules=rules)
    seats = players(["medium"] * 3, seed=2)
    while (decision := game.pending) is not None:
        if may_propose(decision):
            data = game.to_dict()
            target = (game.turn + 1) % 3
            shares = data["players"][target]["shares"]
            active = {name for name, chain in data["chains"].items() if chain["active"]}
            held = [name for name, n in shares.items() if n >= 2 and name in active]
            if held and data["players"][game.turn]["cash"] >= 2000:
                return game, target, max(held, key=lambda name: shares[name])
        play_out(game, seats, limit=1)
    raise AssertionError("no position to trade in")


def answer(level: str, game: Game, offer: Propose) -> object:
    after = game.copy()
    after.apply(offer)
    decision = after.pending
    assert decision is not None and decision.kind == "trade_offer"
    action = player(level, 5).choose(after.copy())
    assert action in after.legal_actions()
    return action


@pytest.mark.parametrize("rules", sorted(TRADING))
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_a_good_offer_is_accepted_and_a_bad_one_declined(level: str, rules: str) -> None:
    game, target, chain = trading_position(TRADING[rules]())
    data = game.to_dict()
    held = data["players"][target]["shares"][chain]
    # Cash for nothing.
    assert answer(level, game, Propose(target, give_cash=1500)) == Accept()
    # All its shares of a chain for $100; cash for nothing, the other way.
    assert answer(level, game, Propose(target, give_cash=100, get=((chain, held),))) == Decline()
    assert answer(level, game, Propose(target, get_cash=1000)) == Decline()
    # A gift too small to matter is not worth the bother.
    small = int(TRADE_MARGIN) // 2
    assert answer(level, game, Propose(target, give_cash=small)) == Decline()


def test_shares_are_valued_at_their_price_and_bonus_rank() -> None:
    """Asked for two shares at their price, the target loses the bonus rank they bring
    and the proposer gains it: declined."""
    game, target, chain = trading_position(TRADING["classic"]())
    price = game.chain_price(chain)
    pos = from_view(game, target)
    buy_in = Propose(target, get=((chain, 2),), give_cash=2 * price)
    gains = offer_gains(pos, buy_in)
    assert gains[target] < 0 < gains[game.turn]
    assert not accepts(pos, buy_in, relative_check=False)
    # Paid enough over the price, the easy rule takes it.
    rich = Propose(target, get=((chain, 2),), give_cash=2 * price - int(gains[target]) + 500)
    assert accepts(pos, rich, relative_check=False)


def test_the_medium_ai_declines_a_trade_that_helps_the_proposer_more() -> None:
    """A price for two shares that pays the target a margin, where the shares lift the
    proposer past the third player into the majority: the easy rule accepts, the medium
    rule declines (the proposer gains more than the target)."""
    game, target, chain = trading_position(TRADING["classic"]())
    pos = from_view(game, target)
    proposer = game.turn
    third = 3 - proposer - target
    index = pos.tables.chain_index[chain]
    shares = [list(held) for held in pos.shares]
    shares[proposer][index], shares[third][index], shares[target][index] = 4, 5, 2
    pos = dataclasses.replace(pos, shares=tuple(tuple(held) for held in shares))
    found = None
    for cash in range(100, 20_000, 100):
        offer = Propose(target, get=((chain, 2),), give_cash=cash)
        gains = offer_gains(pos, offer)
        if accepts(pos, offer, relative_check=False) and gains[proposer] > gains[target]:
            found = offer
            break
    assert found is not None
    assert not accepts(pos, found)


def test_the_ai_does_not_propose_early() -> None:
    """Whatever the level, an AI at a decision where it may propose early in a game answers
    otherwise (only the hard AI ever proposes, where its search says a proposal pays:
    ``test_hard_trades``)."""
    game, _, _ = trading_position(TRADING["classic"]())
    assert game.pending is not None and game.pending.may_propose
    for level in ALL_LEVELS:
        assert not isinstance(player(level, 1).choose(game.copy()), Propose)
