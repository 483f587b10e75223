"""The ``hidden_holdings`` house rule hides other players' cash and shares from the tables,
but the game's log tells the whole table every change of them: each purchase and its
cost, founder's shares, bonuses, disposals, sales, splits and trades. A seat that keeps
count knows every holding, as a person with pencil and paper would. The hard AI searches
under the rule on that ground (``acquire_qt/ai/hard.py``).

Here the public events of random games of every rule set (player trading too) are
counted, as a seat sees them, and the count equals every player's true cash and shares
after every action.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import NAMES, RULE_SETS, random_proposal

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, IllegalActionError, may_propose, new_game
from acquire_qt.engine import events as ev


class Count:
    """Every player's cash and shares, counted from the events the table is told."""

    def __init__(self, game: Game) -> None:
        rules = game.rules
        players = len(game.players)
        self.chain = {name: c for c, name in enumerate(rules.chain_names)}
        self.cash = [rules.starting_cash] * players
        self.shares = [[0] * len(rules.chain_names) for _ in range(players)]
        self.survivor: dict[str, str] = {}
        self.offer: ev.TradeProposed | None = None

    def told(self, event: ev.Event) -> None:
        cash, shares, chain = self.cash, self.shares, self.chain
        if getattr(event, "player", 0) < 0:
            return  # the phantom shareholder's or the Department of Energy's
        match event:
            case ev.FounderShare(player=p, chain=c, shares=n, cash=paid):
                shares[p][chain[c]] += n
                cash[p] += paid
            case ev.BonusPaid(player=p, amount=paid):
                cash[p] += paid
            case ev.ChainDefunct(chain=c, survivor=survivor):
                self.survivor[c] = survivor
            case ev.SharesDisposed(player=p, chain=c, sold=sold, traded=traded):
                shares[p][chain[c]] -= sold + traded
                shares[p][chain[self.survivor[c]]] += event.received
                cash[p] += event.cash
            case ev.SharesBought(player=p, chains=bought, cost=cost):
                cash[p] -= cost
                for c in bought:
                    shares[p][chain[c]] += 1
            case (
                ev.FinalSale(player=p, chain=c, shares=n, cash=paid)
                | ev.SharesSold(player=p, chain=c, shares=n, cash=paid)
            ):
                shares[p][chain[c]] -= n
                cash[p] += paid
            case ev.SharesSplit(chain=c):
                for held in shares:
                    held[chain[c]] *= 2
            case ev.TradeProposed():
                self.offer = event
            case ev.TradeAnswered(accepted=True):
                offer = self.offer
                assert offer is not None
                for giver, taker, given, paid in (
                    (offer.player, offer.to, offer.give, offer.give_cash),
                    (offer.to, offer.player, offer.get, offer.get_cash),
                ):
                    for c, n in given:
                        shares[giver][chain[c]] -= n
                        shares[taker][chain[c]] += n
                    cash[giver] -= paid
                    cash[taker] += paid


def holdings(game: Game) -> tuple[list[int], list[list[int]]]:
    players = len(game.players)
    state = game.state
    return list(state.cash[:players]), [list(held) for held in state.shares[:players]]


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 4))
def test_the_log_tells_every_holding(rule_set: str, seed: int, players: int) -> None:
    rules = replace(RULE_SETS[rule_set](True), hidden_holdings=True)
    game = new_game(rules, NAMES[: min(players, rules.max_players)], seed=seed)
    count, chooser, player = Count(game), random.Random(seed), RandomPlayer(seed)
    proposed = 0
    while game.pending is not None and len(game.actions) < 3000:
        if may_propose(game.pending) and chooser.random() < 0.3 and proposed < 3:
            proposed += 1
            try:
                events = game.apply(random_proposal(game, chooser))
            except IllegalActionError:
                continue
        else:
            proposed = 0 if game.pending.kind == "play" else proposed
            events = game.apply(player.choose(game))
        for event in events:
            count.told(event)
        assert (count.cash, count.shares) == holdings(game), f"after {game.actions[-1]}"
    assert game.over
