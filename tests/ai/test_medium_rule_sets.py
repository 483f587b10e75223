"""The medium AI's judgement in Space Monopoly and Energy, on hand-made positions and along
games: one-way disposal, selling in one's turn, the squares it judges, immediate ends,
the DoE, and the order of an Energy turn's actions."""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import pytest

from acquire_qt.ai.medium import (
    DISCOUNT,
    END_WEIGHT,
    ONE_BY_ONE,
    QUIET_SQUARES,
    SOON,
    discounts,
    dispose_one_way,
    dispose_values,
    found_scores,
    play_choices,
    sale,
    tile_outcome,
    tile_score,
)
from acquire_qt.ai.position import EMPTY, LOOSE, Position, from_state, from_view
from acquire_qt.engine import (
    DisposeAll,
    DisposeDecision,
    Draw,
    EndTurn,
    Kind,
    Outcome,
    Play,
    Rules,
    Sell,
    new_game,
)

from .games import NAMES, RULE_SETS, new, players

A, B, C = 0, 1, 2
"""The first three chains of a rule set (Nerdniss, Beetleguice, StronCannon in Space
Monopoly; Eclipse Solar, Maniac Timber, Cortex Power in Energy)."""


def position(
    rules: Rules,
    seat: int,
    chains: dict[int, list[str]],
    shares: dict[int, dict[int, int]],
    cash: tuple[int, ...] = (6000, 6000, 6000),
    loose: tuple[str, ...] = (),
    **changes: Any,
) -> Position:
    """Three players; ``chains`` puts chain tiles (and ``loose`` tiles) on an otherwise
    empty board, ``shares[seat][chain]`` gives holdings (the bank has the rest)."""
    game = new_game(rules, NAMES[:3], seed=1)
    base = from_state(game, seat)
    index = base.tables.square_index
    cells = [EMPTY] * len(base.cells)
    sizes = [0] * len(base.sizes)
    for chain, tiles in chains.items():
        for tile in tiles:
            cells[index[tile]] = chain
        sizes[chain] = len(tiles)
    for tile in loose:
        cells[index[tile]] = LOOSE
    held = tuple(tuple(shares.get(s, {}).get(c, 0) for c in range(len(sizes))) for s in range(3))
    bank = tuple(rules.shares_per_chain - sum(h[c] for h in held) for c in range(len(sizes)))
    return dataclasses.replace(
        base,
        cells=tuple(cells),
        sizes=tuple(sizes),
        shares=held,
        bank=bank,
        cash=cash,
        **changes,
    )


def row(letter: str, first: int, last: int) -> list[str]:
    return [f"{column}{letter}" for column in range(first, last + 1)]


def dispose_decision(
    pos: Position, defunct: int, survivor: int, held: int, most: int
) -> DisposeDecision:
    names = pos.tables.chain_names
    assert pos.merger_sizes is not None
    return DisposeDecision(
        pos.seat,
        chain=names[defunct],
        survivor=names[survivor],
        shares=held,
        max_trade=most,
        price=pos.price(defunct, pos.merger_sizes[defunct]),
    )


def test_one_way_disposal_compares_selling_trading_and_keeping() -> None:
    """Space Monopoly: 6 shares of a 10-tile company (£1,000 each) absorbed by a 10-tile
    one. With the bank able to give 3 survivor shares (£2,100 after the merger), trading
    wins; with one share left in the bank, selling wins; keeping never does here."""
    rules = Rules.space_monopoly()
    chains = {A: row("A", 1, 10), B: row("C", 1, 10)}
    pos = position(rules, 0, chains, {0: {B: 6}, 1: {A: 4}, 2: {A: 3}})
    pos = dataclasses.replace(pos, merger_sizes=(10, 10, 0, 0, 0))
    plenty = dispose_decision(pos, B, A, held=6, most=6)
    values = dispose_values(pos, plenty)
    assert set(values) == {"sell", "trade", "keep"}
    assert values["sell"] == 6000 and values["trade"] > values["sell"] > values["keep"]
    assert dispose_one_way(pos, plenty) == DisposeAll("trade")
    scarce = dispose_decision(pos, B, A, held=6, most=2)
    assert dispose_one_way(pos, scarce) == DisposeAll("sell")
    # Nothing to trade for: no trade value at all.
    assert "trade" not in dispose_values(pos, dispose_decision(pos, B, A, held=6, most=0))


def test_it_sells_only_to_pay_for_a_clearly_better_share() -> None:
    """Space Monopoly, no cash: 3 shares of a company where a rival holds 12 (no bonus
    rank to lose), and a company where one more share would pass the leader. It sells the
    first to buy into the second; with nothing worth buying, or the cash to pay, it keeps
    its shares."""
    rules = Rules.space_monopoly()
    chains = {A: row("A", 1, 8), B: row("C", 1, 6)}
    shares = {0: {A: 3, B: 4}, 1: {A: 12, B: 4}, 2: {B: 2}}
    poor = position(rules, 0, chains, shares, cash=(0, 6000, 6000))
    selling = sale(poor, final=False)
    assert selling == Sell(rules.chain_names[A], 1)
    rich = position(rules, 0, chains, shares, cash=(20_000, 6000, 6000))
    assert sale(rich, final=False) is None
    settled = {0: {A: 3, B: 9}, 1: {A: 12, B: 4}, 2: {B: 2}}
    assert sale(position(rules, 0, chains, settled, cash=(0, 6000, 6000)), final=False) is None


def test_on_a_big_board_it_judges_the_squares_next_to_tiles_and_a_few_others() -> None:
    rules = Rules.space_monopoly(board="28x24")
    game = new(4, seed=3, rules=rules)
    decision = game.pending
    assert decision is not None and len(decision.tiles) > 600
    pos = from_view(game, decision.player)
    choices = play_choices(pos, decision.tiles)
    index, neighbours = pos.tables.square_index, pos.tables.neighbours
    near = [t for t in decision.tiles if any(pos.cells[n] != EMPTY for n in neighbours[index[t]])]
    assert set(near) <= set(choices) and len(choices) == len(near) + QUIET_SQUARES
    assert set(choices) <= set(decision.tiles)


def test_a_big_board_decision_is_fast() -> None:
    """Medium answers on the 28×24 board along a whole game: a few milliseconds each."""
    game = new(4, seed=5, rules=Rules.space_monopoly(board="28x24"))
    seats = players(["medium"] * 4, seed=1)
    count, start = 0, time.perf_counter()
    while (decision := game.pending) is not None:
        game.apply(seats[decision.player].choose(game.copy()))
        count += 1
    assert (time.perf_counter() - start) / count < 0.05


@pytest.mark.parametrize("rules", ["space_monopoly", "energy_doe", "classic"])
def test_its_tile_outcomes_are_the_engines(rules: str) -> None:
    game = new(3, seed=2, rules=RULE_SETS[rules]())
    seats = players(["medium"] * 3, seed=2)
    checked = 0
    while (decision := game.pending) is not None and checked < 30:
        if decision.kind in (Kind.PLAY, Kind.ACTION) and decision.tiles:
            pos = from_view(game, decision.player)
            names = pos.tables.square_names
            for square, owner in enumerate(pos.cells):
                if owner == EMPTY:
                    assert tile_outcome(pos, square) == game.tile_outcome(names[square])
            checked += 1
        game.apply(seats[decision.player].choose(game.copy()))
    assert checked == 30


def test_a_tile_that_ends_the_game_is_played_to_win_only() -> None:
    """Space Monopoly ends at once when a company reaches 41 tiles. Growing a 40-tile
    company where the seat holds the majority ends the game won: far the best tile; for a
    rival holding it, the same tile loses: far the worst."""
    rules = Rules.space_monopoly()
    tiles = [f"{column}{letter}" for letter in "ABC" for column in range(1, 14)] + ["1D"]
    chains = {A: tiles}  # 40 tiles
    shares = {0: {A: 10}, 1: {A: 2}}
    square = position(rules, 0, chains, shares).tables.square_index["2D"]
    outcome = Outcome.GROW
    assert tile_score(position(rules, 0, chains, shares), square, outcome) > END_WEIGHT / 2
    assert tile_score(position(rules, 1, chains, shares), square, outcome) < -END_WEIGHT / 2
    # Classic does not end by itself: the same kind of growth is just a price rise.
    classic = Rules.classic()
    small = {0: row("A", 1, 12) + row("B", 1, 12) + row("C", 1, 12) + ["1D", "2D", "3D", "4D"]}
    pos = position(classic, 1, small, {0: {0: 10}, 1: {0: 2}})
    assert abs(tile_score(pos, pos.tables.square_index["5D"], outcome)) < END_WEIGHT / 2


def test_the_doe_competes_for_a_founded_chain() -> None:
    """Energy: founding is worth less with the DoE, which takes shares of every new chain
    and competes for its bonuses."""
    plain = position(Rules.energy(), 0, {}, {}, loose=("1A",))
    with_doe = position(Rules.energy(doe=True), 0, {}, {}, loose=("1A",))
    options = [A, B, C]
    doe_scores, plain_scores = found_scores(with_doe, options, 2), found_scores(plain, options, 2)
    assert all(d < p for d, p in zip(doe_scores, plain_scores, strict=True))


def test_expected_bonuses_count_in_full_where_shares_come_one_at_a_time() -> None:
    assert discounts(position(Rules.classic(), 0, {}, {})) == (DISCOUNT, SOON)
    assert discounts(position(Rules.energy(), 0, {}, {})) == (ONE_BY_ONE, max(SOON, ONE_BY_ONE))


def test_energy_turns_place_first_and_waste_no_action() -> None:
    """Along Energy games: a turn's first action places a tile whenever the hand has one;
    the turn is ended early only when no draw is possible; a draw comes only once a tile
    is placed, or with no tile to place."""
    for seed in range(3):
        game = new(3, seed=seed, rules=Rules.energy(doe=seed == 1))
        seats = players(["medium"] * 3, seed=seed)
        while (decision := game.pending) is not None:
            action = seats[decision.player].choose(game.copy())
            legal = game.legal_actions()
            if decision.kind is Kind.ACTION:
                placed = EndTurn() in legal
                if not placed and decision.tiles:
                    assert isinstance(action, Play)
                if isinstance(action, EndTurn):
                    assert Draw() not in legal
            game.apply(action)
