"""Typed data for readers: one decision class per kind, and the typed per-seat view.

docs/engine-contract.md "Decisions" and "Reading a game". The dicts of ``to_dict()`` and
``view(seat)`` are made from the typed view (the golden games pin their content).
"""

from __future__ import annotations

import random

from acquire_qt.engine import (
    ActionDecision,
    BuyDecision,
    DefunctOrderDecision,
    DisposeDecision,
    FoundDecision,
    Game,
    Kind,
    PlayDecision,
    Rules,
    SurvivorDecision,
    TradeOfferDecision,
    new_game,
)

CLASS_OF_KIND = {
    Kind.PLAY: PlayDecision,
    Kind.FOUND: FoundDecision,
    Kind.SURVIVOR: SurvivorDecision,
    Kind.DEFUNCT_ORDER: DefunctOrderDecision,
    Kind.DISPOSE: DisposeDecision,
    Kind.BUY: BuyDecision,
    Kind.ACTION: ActionDecision,
    Kind.TRADE_OFFER: TradeOfferDecision,
}


def random_positions(rules: Rules, seed: int, players: int = 3) -> list[Game]:
    """Copies of a random game at every decision (bounded)."""
    game = new_game(rules, ["Ann", "Bob", "Cy", "Di"][:players], seed=seed)
    rng = random.Random(seed)
    seen = []
    for _ in range(400):
        if game.pending is None:
            break
        seen.append(game.copy())
        game.apply(rng.choice(game.legal_actions()))
    return seen


def test_each_kind_has_its_own_class() -> None:
    kinds = set()
    for rules in (Rules.classic(), Rules.energy(doe=True)):
        for seed in range(4):
            for game in random_positions(rules, seed):
                decision = game.pending
                assert decision is not None
                assert type(decision) is CLASS_OF_KIND[decision.kind]
                kinds.add(decision.kind)
    assert {Kind.PLAY, Kind.FOUND, Kind.BUY, Kind.DISPOSE, Kind.ACTION} <= kinds


def test_the_options_a_kind_has_keep_their_names() -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=["1A", "9I", "2A", "3C"])
    decision = game.pending
    assert isinstance(decision, PlayDecision)
    assert decision.player == game.turn and decision.tiles == game.hand(game.turn)
    game.apply(f"play {decision.tiles[0]}")
    found = game.pending
    assert isinstance(found, FoundDecision)
    assert found.chains == game.rules.chain_names  # every chain is off the board


def test_the_typed_view_is_what_the_dicts_say() -> None:
    for rules in (Rules.classic(hidden_holdings=True), Rules.space_monopoly()):
        for game in random_positions(rules, 5)[::17]:
            assert game.game_view().to_dict() == game.to_dict()
            for seat in range(len(game.players)):
                view = game.game_view(seat)
                assert view.to_dict() == game.view(seat)
                assert view.view_of == seat
                for other, player in enumerate(view.players):
                    if other == seat:
                        assert player.tiles == game.hand(seat)
                        assert player.cash == game.state.cash[seat]
                    else:
                        assert player.tiles is None
                        assert (player.cash is None) == rules.hidden_holdings


def test_someone_elses_decision_comes_without_their_tiles() -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob"], seed=3)
    decision = game.pending
    assert isinstance(decision, PlayDecision) and decision.tiles
    other = 1 - decision.player
    seen = game.game_view(other).pending
    assert isinstance(seen, PlayDecision) and seen.tiles == ()
    assert "tiles" not in game.view(other)["pending"]
    mine = game.game_view(decision.player).pending
    assert isinstance(mine, PlayDecision) and mine.tiles == decision.tiles
