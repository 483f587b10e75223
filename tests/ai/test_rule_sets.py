"""Every level plays every rule set: complete AI-only games of classic, Space Monopoly
(16×12 and 28×24) and Energy (with and without the DoE), 2 to 4 players, only legal
answers; and games with player trading in which scripted proposals are answered."""

from __future__ import annotations

from collections import Counter

import pytest

from acquire_qt.ai import Player
from acquire_qt.engine import Action, Game, Propose, Rules, TradeOfferDecision, may_propose
from acquire_qt.engine.events import TradeAnswered

from .games import ALL_LEVELS, RULE_SETS, check_legal, new, play_out, players


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_complete_games_of_every_rule_set(rules: str, level: str) -> None:
    """A game with 2, 3 and 4 players, every seat of ``level``, to its end."""
    for count in (2, 3, 4):
        game = new(count, seed=10 * count + len(rules), rules=RULE_SETS[rules]())
        decisions = play_out(game, players([level] * count, seed=count))
        assert game.over and decisions > 0
        assert len(game.to_dict()["standings"]) == count


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_every_level_at_one_table(rules: str) -> None:
    game = new(4, seed=3, rules=RULE_SETS[rules]())
    play_out(game, players(ALL_LEVELS, seed=9))
    assert game.over


def test_space_monopoly_games_sell_and_dispose_one_way() -> None:
    """The medium AI uses Space Monopoly's own moves: selling in its turn and choosing one
    way for its defunct shares (both selling and trading turn up)."""
    used: Counter[str] = Counter()
    for seed in range(3):
        game = new(4, seed=seed, rules=Rules.space_monopoly())
        seats = players(["medium"] * 4, seed=seed)
        while (decision := game.pending) is not None:
            action = seats[decision.player].choose(game.copy())
            assert action in game.legal_actions()
            text = str(action)
            used[text if text.startswith("dispose") else text.split()[0]] += 1
            game.apply(action)
    assert used["sell"] > 0 and used["dispose sell"] > 0 and used["dispose trade"] > 0


def test_energy_turns_play_draw_and_buy() -> None:
    """The medium AI's Energy turns use every kind of action."""
    used: Counter[str] = Counter()
    game = new(3, seed=4, rules=Rules.energy(doe=True))
    seats = players(["medium"] * 3, seed=1)
    while (decision := game.pending) is not None:
        action = seats[decision.player].choose(game.copy())
        assert action in game.legal_actions()
        used[str(action).split()[0]] += 1
        game.apply(action)
    assert {"play", "draw", "buy"} <= set(used)


class Proposer:
    """Plays ``seat`` with ``inner``, but first proposes trades to the next seat: at every
    turn where it may, a generous one (cash for nothing) and a greedy one (all the other
    player's shares of its largest holding for $100), one after the other."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.proposed: set[int] = set()
        self.offers: list[Propose] = []
        """The proposals it made (not those of ``inner``)."""

    def choose(self, game: Game) -> Action:
        decision = game.pending
        assert decision is not None
        number = game.state.turn_number
        if may_propose(decision) and number not in self.proposed:
            self.proposed.add(number)
            offer = proposal(game, generous=len(self.proposed) % 2 == 1)
            if offer is not None:
                self.offers.append(offer)
                return offer
        return self.inner.choose(game)


def proposal(game: Game, generous: bool) -> Propose | None:
    """A proposal of the active player to the next seat (see :class:`Proposer`)."""
    view = game.to_dict()
    me = game.turn
    target = (me + 1) % len(game.players)
    cash = view["players"][me]["cash"]
    if generous:
        return Propose(target, give_cash=1000) if cash >= 1000 else None
    shares = view["players"][target]["shares"]
    if not shares or cash < 100:
        return None
    chain = max(shares, key=lambda name: shares[name])
    return Propose(target, give_cash=100, get=((chain, shares[chain]),))


@pytest.mark.parametrize("rules", ["classic", "energy"])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_trading_games_answer_proposals(rules: str, level: str) -> None:
    """Games with player trading where seat 0 proposes, 2 to 4 players of ``level``: every
    answer is legal, seat 0's generous proposals are accepted, its greedy ones declined."""
    make = {"classic": Rules.classic, "energy": Rules.energy}[rules]
    for count in (2, 3, 4):
        game = new(count, seed=count, rules=make(player_trading=True))
        seats = players([level] * count, seed=count)
        seats[0] = proposer = Proposer(seats[0])
        answers: list[tuple[bool, bool]] = []
        while (decision := game.pending) is not None:
            offer = decision.offer if isinstance(decision, TradeOfferDecision) else None
            if offer is not None and offer not in proposer.offers:
                offer = None  # the hard AI's own proposal
            action = seats[decision.player].choose(game.copy())
            check_legal(game, action)
            events = game.apply(action)
            if offer is not None:
                accepted = any(isinstance(e, TradeAnswered) and e.accepted for e in events)
                answers.append((not offer.get, accepted))
        assert game.over
        assert {generous for generous, _ in answers} == {True, False}
        assert all(accepted == generous for generous, accepted in answers), answers
