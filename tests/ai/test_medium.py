"""The medium AI's judgement on small hand-made positions: mergers, the end, disposal,
founding and buying."""

from __future__ import annotations

import dataclasses

from acquire_qt.ai.medium import (
    buy_greedy,
    dispose_choice,
    expected_bonus,
    found_scores,
    tile_score,
    wants_end,
)
from acquire_qt.ai.position import EMPTY, Position, from_state
from acquire_qt.engine import Dispose, DisposeDecision, Outcome, Rules, new_game

TOWER, LUXOR, AMERICAN, CONTINENTAL = 0, 1, 2, 6


def position(
    seat: int,
    chains: dict[int, list[str]],
    shares: dict[int, dict[int, int]],
    cash: tuple[int, ...] = (6000, 6000, 6000),
) -> Position:
    """Three players; ``chains`` puts chain tiles on an otherwise empty board and
    ``shares[seat][chain]`` gives holdings (the bank has the rest)."""
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=1)
    base = from_state(game, seat)
    index = base.tables.square_index
    cells = [EMPTY] * len(base.cells)
    sizes = [0] * len(base.sizes)
    for chain, tiles in chains.items():
        for tile in tiles:
            cells[index[tile]] = chain
        sizes[chain] = len(tiles)
    held = tuple(tuple(shares.get(s, {}).get(c, 0) for c in range(len(sizes))) for s in range(3))
    bank = tuple(25 - sum(h[c] for h in held) for c in range(len(sizes)))
    return dataclasses.replace(
        base, cells=tuple(cells), sizes=tuple(sizes), shares=held, bank=bank, cash=cash
    )


CHAINS = {TOWER: ["1A", "2A", "3A"], AMERICAN: ["5A", "6A", "7A", "8A"]}
SHARES = {0: {TOWER: 5}, 1: {TOWER: 1}}


def test_expected_bonus_rises_with_the_lead() -> None:
    values = [expected_bonus(held, 3, 1, 10, 5) for held in range(7)]
    assert values == sorted(values) and values[0] == 0 and values[6] == 10
    assert expected_bonus(3, 3, 1, 10, 5) == 5 + 0.5 * 5


def test_it_merges_where_it_holds_the_defunct_majority_and_not_for_a_rival() -> None:
    square = position(0, CHAINS, SHARES).tables.square_index["4A"]
    assert tile_score(position(0, CHAINS, SHARES), square, Outcome.MERGE) > 0
    assert tile_score(position(2, CHAINS, SHARES), square, Outcome.MERGE) < 0


def test_it_declares_the_end_only_when_ahead() -> None:
    cash = (9000, 6000, 6000)
    assert wants_end(position(0, CHAINS, SHARES, cash))
    assert not wants_end(position(1, CHAINS, SHARES, cash))


def test_disposal_compares_the_sale_price_with_the_survivor_share() -> None:
    def decide(defunct: int, survivor: int, chains: dict[int, list[str]]) -> Dispose:
        pos = position(0, chains, {0: {defunct: 4}, 1: {survivor: 6}, 2: {survivor: 3}})
        merger = tuple(len(chains.get(c, [])) for c in range(len(pos.sizes)))
        pos = dataclasses.replace(pos, merger_sizes=merger)
        names = pos.tables.chain_names
        price = pos.price(defunct, merger[defunct])
        decision = DisposeDecision(
            0,
            chain=names[defunct],
            survivor=names[survivor],
            shares=4,
            max_trade=4,
            price=price,
        )
        return dispose_choice(pos, decision)

    # Continental at 700 a share into Tower at 700, where one share brings no bonus rank:
    # two sold shares beat one traded.
    big_tower = [f"{c}B" for c in range(1, 8)]
    assert decide(
        CONTINENTAL, TOWER, {TOWER: big_tower, CONTINENTAL: ["1D", "2D", "3D", "4D", "5D"]}
    ) == Dispose(sell=4)
    # Tower at 300 into Continental at 800 a share: trade all four.
    assert decide(
        TOWER, CONTINENTAL, {CONTINENTAL: big_tower, TOWER: ["1D", "2D", "3D"]}
    ) == Dispose(trade=4)


def test_founding_prefers_a_chain_it_kept_shares_of() -> None:
    pos = position(0, {}, {0: {LUXOR: 4}})
    scores = found_scores(pos, [TOWER, LUXOR], size=2)
    assert scores[1] > scores[0]


def test_buying_stays_within_the_limit_the_bank_and_the_cash() -> None:
    pos = position(0, CHAINS, SHARES, cash=(900, 6000, 6000))
    bought = buy_greedy(pos, final=False)
    assert len(bought) <= 3
    assert all(pos.sizes[c] for c in bought)
    assert sum(pos.price(c) for c in bought) <= 900
    rich = position(0, CHAINS, SHARES, cash=(50_000, 6000, 6000))
    # Leading Tower 5 to 1, it buys where a share changes a rank: American, held by nobody.
    assert AMERICAN in buy_greedy(rich, final=False)
