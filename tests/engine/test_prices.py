"""Share prices and merger bonuses (RULES.md §1 "Prices", seed 003 "Stock Price Table").

The price table is checked three ways: ``Rules.price`` for every size 2..45 in every
tier, the prices ``to_dict`` shows for a chain as it grows, and the majority (10x) and
minority (5x) bonuses a merger actually pays.
"""

from __future__ import annotations

import pytest
from scripting import finish_turn, scripted_game

from acquire_qt.engine import Rules

CHEAP = ("Tower", "Luxor")
MEDIUM = ("American", "Worldwide", "Festival")
EXPENSIVE = ("Imperial", "Continental")
CHAINS = CHEAP + MEDIUM + EXPENSIVE

# RULES.md §1, row by row: (smallest size, largest size, cheap, medium, expensive)
PRICE_ROWS = [
    (2, 2, 200, 300, 400),
    (3, 3, 300, 400, 500),
    (4, 4, 400, 500, 600),
    (5, 5, 500, 600, 700),
    (6, 10, 600, 700, 800),
    (11, 20, 700, 800, 900),
    (21, 30, 800, 900, 1000),
    (31, 40, 900, 1000, 1100),
    (41, 108, 1000, 1100, 1200),
]


def expected_prices(size: int) -> dict[str, int]:
    for low, high, cheap, medium, expensive in PRICE_ROWS:
        if low <= size <= high:
            tier = {**dict.fromkeys(CHEAP, cheap), **dict.fromkeys(MEDIUM, medium)}
            return {**tier, **dict.fromkeys(EXPENSIVE, expensive)}
    raise AssertionError(size)


def test_the_classic_set_has_the_seven_chains():
    assert set(Rules.classic().chain_names) == set(CHAINS)


@pytest.mark.parametrize("size", range(2, 46))
def test_price_table_every_size(size):
    rules = Rules.classic()
    assert {chain: rules.price(chain, size) for chain in CHAINS} == expected_prices(size)


# The bracket boundaries spelled out, so a reader can check them against RULES.md.
@pytest.mark.parametrize(
    ("size", "cheap", "medium", "expensive"),
    [
        (2, 200, 300, 400),
        (5, 500, 600, 700),
        (6, 600, 700, 800),
        (10, 600, 700, 800),
        (11, 700, 800, 900),
        (20, 700, 800, 900),
        (21, 800, 900, 1000),
        (30, 800, 900, 1000),
        (31, 900, 1000, 1100),
        (40, 900, 1000, 1100),
        (41, 1000, 1100, 1200),
        (45, 1000, 1100, 1200),
    ],
)
def test_price_table_boundaries(size, cheap, medium, expensive):
    rules = Rules.classic()
    got = {chain: rules.price(chain, size) for chain in CHAINS}
    want = {
        **dict.fromkeys(CHEAP, cheap),
        **dict.fromkeys(MEDIUM, medium),
        **dict.fromkeys(EXPENSIVE, expensive),
    }
    assert got == want


# --------------------------------------------------------------------------- in a game

POSITIONS = ("1I", "3I")  # loose, far from rows A-F; seat 0 goes first


@pytest.mark.parametrize("chain", CHAINS)
def test_to_dict_shows_the_price_as_a_chain_grows(chain):
    # 1A (nothing), 2A founds `chain`, then 3A..10A grow it one tile per turn.
    tiles = [f"{col}A" for col in range(1, 11)]
    game = scripted_game(POSITIONS, tiles)
    seen = {}
    for tile in tiles:
        game.apply(f"play {tile}")
        if game.pending.kind == "found":
            finish_turn(game, f"found {chain}")
        else:
            finish_turn(game)
        info = game.to_dict()["chains"].get(chain)
        if info and info["active"]:
            seen[info["size"]] = info["price"]
    assert seen == {size: expected_prices(size)[chain] for size in range(2, 11)}


def bonus_position(defunct: str, size: int):
    """2 players; `defunct` (`size` tiles) is about to be absorbed by a bigger chain.

    Row A: defunct = 1A..{size}A, the merging tile is {size+1}A, the survivor is the
    `size + 1` tiles to its right. Bob founds the defunct chain (1 free share) and buys
    2 more (3 shares); Ann buys 2 (2 shares). Bob plays the merging tile.
    """
    survivor = "Continental" if defunct != "Continental" else "Tower"
    left = [f"{col}A" for col in range(1, size + 1)]
    merge = f"{size + 1}A"
    right = [f"{col}A" for col in range(2 * size + 2, size + 1, -1)]  # from the far end
    # Ann and Bob alternate: left[1] is turn 1 (Bob founds the defunct chain); the
    # 2 * size + 1 building turns leave the merger to Bob.
    plays = [*left, *right]
    game = scripted_game(POSITIONS, [*plays, merge])
    bought = {0: False, 1: False}
    for tile in plays:
        seat = game.pending.player
        game.apply(f"play {tile}")
        if game.pending.kind == "found":
            chain = defunct if tile == left[1] else survivor
            game.apply(f"found {chain}")
        active = game.to_dict()["chains"][defunct]["active"]
        if active and not bought[seat]:
            bought[seat] = True
            finish_turn(game, buy=(defunct, defunct))
        else:
            finish_turn(game)
    holdings = [p["shares"].get(defunct, 0) for p in game.to_dict()["players"]]
    assert holdings == [2, 3], "setup: Ann 2 shares, Bob 3 (founder)"
    assert game.pending.player == 1
    return game, merge


@pytest.mark.parametrize(
    ("defunct", "size", "price"),
    [
        ("Tower", 2, 200),
        ("Luxor", 3, 300),
        ("American", 2, 300),
        ("Worldwide", 4, 500),
        ("Festival", 5, 600),
        ("Imperial", 2, 400),
        ("Continental", 3, 500),
    ],
)
def test_merger_bonuses_are_ten_and_five_times_the_price(defunct, size, price):
    game, merge = bonus_position(defunct, size)
    assert game.to_dict()["chains"][defunct]["price"] == price
    cash_before = [p["cash"] for p in game.to_dict()["players"]]
    events = game.apply(f"play {merge}")
    paid = sorted(
        (e.to_dict()["player"], e.to_dict()["rank"], e.to_dict()["amount"])
        for e in events
        if e.kind == "bonus_paid"
    )
    cash_after = [p["cash"] for p in game.to_dict()["players"]]
    # Bob (3 shares) gets the majority bonus, Ann (2 shares) the minority bonus
    assert paid == [(0, "minority", 5 * price), (1, "majority", 10 * price)]
    assert [a - b for a, b in zip(cash_after, cash_before, strict=True)] == [5 * price, 10 * price]


def test_chain_defunct_event_reports_the_pre_merger_price():
    game, merge = bonus_position("Worldwide", 4)  # 4 tiles: medium $500
    events = game.apply(f"play {merge}")
    defunct = [e.to_dict() for e in events if e.kind == "chain_defunct"]
    assert [(d["chain"], d["size"], d["price"]) for d in defunct] == [("Worldwide", 4, 500)]
