"""Placing a tile: nothing, founding, growing, and safe chains (RULES.md §1).

Seed 003 "Tile Placement Results" and "Safety", edge cases 1 (founding with no stock
left), 6 (safe chain absorbing an unsafe one), 7 (exactly 11 tiles is safe) and 9 (all
seven chains active). Mergers themselves are in test_mergers.py.

Unless a test says otherwise: two players, position tiles 1I (Ann, seat 0, goes first)
and 3I (Bob) sitting loose far from the action in rows A-F.
"""

from __future__ import annotations

import pytest
from scripting import scripted_game, turn

from acquire_qt.engine import IllegalActionError

CHAINS = ("Tower", "Luxor", "American", "Worldwide", "Festival", "Imperial", "Continental")
POSITIONS = ("1I", "3I")


def new(plays, positions=POSITIONS, **house_rules):
    return scripted_game(positions, plays, **house_rules)


def chain_of(game, *tiles: str) -> dict[str, str]:
    board = game.to_dict()["board"]
    return {t: board.get(t) for t in tiles}


def chain_info(game, chain: str) -> dict:
    return game.to_dict()["chains"][chain]


def active(game) -> set[str]:
    return {n for n, c in game.to_dict()["chains"].items() if c["active"]}


def shares(game, seat: int) -> dict[str, int]:
    return game.to_dict()["players"][seat]["shares"]


def cash(game, seat: int) -> int:
    return game.to_dict()["players"][seat]["cash"]


def offered(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


# --------------------------------------------------------------------------- nothing


def test_a_tile_with_no_neighbour_stays_loose():
    game = new(["5C"])
    turn(game, "5C")
    assert chain_of(game, "5C") == {"5C": "loose"}
    assert active(game) == set()
    # nothing to decide and nothing to buy: it is Bob's turn to play
    assert (game.pending.player, game.pending.kind) == (1, "play")


def test_a_lone_tile_next_to_nothing_leaves_an_existing_chain_alone():
    # Ann 1A, Bob 2A founds Tower, Ann 5C (no neighbour)
    game = new(["1A", "2A", "5C"])
    turn(game, "1A")
    turn(game, "2A", "found Tower")
    turn(game, "5C")
    assert chain_of(game, "1A", "2A", "5C") == {"1A": "Tower", "2A": "Tower", "5C": "loose"}
    assert chain_info(game, "Tower")["size"] == 2


# --------------------------------------------------------------------------- founding


def test_founding_offers_every_chain_when_none_is_active():
    game = new(["1A", "2A"])
    turn(game, "1A")
    game.apply("play 2A")
    assert (game.pending.player, game.pending.kind) == (1, "found")
    assert set(game.pending.chains) == set(CHAINS)
    assert offered(game) == {f"found {c}" for c in CHAINS}


@pytest.mark.parametrize("chain", CHAINS)
def test_the_founder_chooses_any_chain_and_gets_one_free_share(chain):
    game = new(["1A", "2A"])
    turn(game, "1A")
    turn(game, "2A", f"found {chain}")
    state = game.to_dict()
    assert chain_of(game, "1A", "2A") == {"1A": chain, "2A": chain}
    info = state["chains"][chain]
    assert (info["active"], info["size"], info["available"]) == (True, 2, 24)
    assert [p["shares"] for p in state["players"]] == [{}, {chain: 1}]
    assert [p["cash"] for p in state["players"]] == [6000, 6000]  # the share is free


def test_founding_offers_exactly_the_inactive_chains():
    # Seven pairs, one chain founded per pair, in an order unlike the chain order.
    # Each founding must offer exactly the chains not yet on the board.
    pairs = [("1A", "2A"), ("4A", "5A"), ("7A", "8A"), ("10A", "11A")]
    pairs += [("1C", "2C"), ("4C", "5C"), ("7C", "8C")]
    order = ["Continental", "Festival", "Tower", "Imperial", "Luxor", "Worldwide", "American"]
    game = new([t for pair in pairs for t in pair])
    for (first, second), chain in zip(pairs, order, strict=True):
        turn(game, first)
        game.apply(f"play {second}")
        before = active(game)
        assert game.pending.kind == "found"
        assert set(game.pending.chains) == set(CHAINS) - before
        assert offered(game) == {f"found {c}" for c in set(CHAINS) - before}
        game.apply(f"found {chain}")
        game.apply("buy")
    assert active(game) == set(CHAINS)


def test_an_eighth_chain_cannot_be_founded():
    # All seven chains active; 10C (loose) is on the board; Bob holds 11C, which would
    # found an eighth chain: it is not playable, and playing it is refused.
    pairs = [("1A", "2A"), ("4A", "5A"), ("7A", "8A"), ("10A", "11A")]
    pairs += [("1C", "2C"), ("4C", "5C"), ("7C", "8C")]
    plays = [t for pair in pairs for t in pair] + ["10C", "11C"]
    game = new(plays)
    for (first, second), chain in zip(pairs, CHAINS, strict=True):
        turn(game, first)
        turn(game, second, f"found {chain}")
    turn(game, "10C")
    assert game.pending.player == 1
    assert "11C" in game.to_dict()["players"][1]["tiles"]
    assert "11C" not in game.pending.tiles
    before = game.to_dict()
    with pytest.raises(IllegalActionError):
        game.apply("play 11C")
    assert game.to_dict() == before


def test_a_founding_tile_takes_in_every_loose_tile_it_touches():
    # 1A, 3A and 2B are loose and apart; 2A touches all three and founds a chain of 4.
    game = new(["1A", "3A", "2B", "2A"])
    for tile in ["1A", "3A", "2B"]:
        turn(game, tile)
    turn(game, "2A", "found Imperial")
    assert chain_of(game, "1A", "2A", "3A", "2B") == dict.fromkeys(
        ["1A", "2A", "3A", "2B"], "Imperial"
    )
    assert chain_info(game, "Imperial")["size"] == 4
    assert chain_info(game, "Imperial")["price"] == 600  # expensive, 4 tiles


def test_a_founding_takes_in_loose_tiles_connected_through_other_loose_tiles():
    # Position tiles 3C (Ann) and 3D (Bob) touch each other and stay loose at setup.
    # Ann 2B, Bob 4B (both loose), Ann 3B touches 2B, 4B and 3C (hence 3D): chain of 5.
    game = new(["2B", "4B", "3B"], positions=("3C", "3D"))
    turn(game, "2B")
    turn(game, "4B")
    assert chain_of(game, "3C", "3D") == {"3C": "loose", "3D": "loose"}
    turn(game, "3B", "found Festival")
    tiles = ["2B", "3B", "4B", "3C", "3D"]
    assert chain_of(game, *tiles) == dict.fromkeys(tiles, "Festival")
    assert chain_info(game, "Festival")["size"] == 5
    assert shares(game, 0) == {"Festival": 1}


# --------------------------------------------------------------------------- sold out


SOLD_OUT_PLAYS = [
    "1A",  # Ann: loose
    "2A",  # Bob founds Tower (1 free share), buys 3 -> Bob 4, bank 21
    "1C",  # Ann: loose, buys 3 Tower -> Ann 3, bank 18
    "2C",  # Bob founds American, buys 3 Tower -> Bob 7, bank 15
    "3C",  # Ann grows American to 3, buys 3 Tower -> Ann 6, bank 12
    "12A",  # Bob: quiet turn, buys 3 Tower -> Bob 10, bank 9
    "10A",  # Ann: quiet turn, buys 3 Tower -> Ann 9, bank 6
    "8A",  # Bob: quiet turn, buys 3 Tower -> Bob 13, bank 3
    "12C",  # Ann: quiet turn, buys 3 Tower -> Ann 12, bank 0
    "1B",  # Bob merges Tower (2) into American (3); both keep their Tower shares
    "5E",  # Ann: loose
    "7E",  # Bob: loose
    "6E",  # Ann founds a 3-tile chain (5E 6E 7E) and chooses Tower again: the bank has none
]


def sold_out_position(**house_rules):
    """Play SOLD_OUT_PLAYS up to Ann's founding tile 6E (played, "found" pending)."""
    game = new(SOLD_OUT_PLAYS, **house_rules)
    turn(game, "1A")
    turn(game, "2A", "found Tower", buy=("Tower",) * 3)
    turn(game, "1C", buy=("Tower",) * 3)
    turn(game, "2C", "found American", buy=("Tower",) * 3)
    for tile in ["3C", "12A", "10A", "8A", "12C"]:
        turn(game, tile, buy=("Tower",) * 3)
    assert chain_info(game, "Tower")["available"] == 0
    turn(game, "1B", "dispose keep", "dispose keep")
    assert not chain_info(game, "Tower")["active"]
    assert (shares(game, 0)["Tower"], shares(game, 1)["Tower"]) == (12, 13)
    turn(game, "5E")
    turn(game, "7E")
    game.apply("play 6E")
    assert (game.pending.player, game.pending.kind) == (0, "found")
    return game


def test_a_sold_out_chain_can_still_be_founded():
    game = sold_out_position()
    assert "Tower" in game.pending.chains
    game.apply("found Tower")
    assert chain_of(game, "5E", "6E", "7E") == dict.fromkeys(["5E", "6E", "7E"], "Tower")
    assert chain_info(game, "Tower")["active"]


def test_founder_gets_nothing_when_the_bank_has_no_share():
    game = sold_out_position()
    before = (cash(game, 0), shares(game, 0)["Tower"])
    game.apply("found Tower")
    assert (cash(game, 0), shares(game, 0)["Tower"]) == before
    assert chain_info(game, "Tower")["available"] == 0


def test_founder_gets_one_share_price_in_cash_with_the_house_rule():
    game = sold_out_position(founder_cash_when_sold_out=True)
    cash_before = cash(game, 0)
    game.apply("found Tower")
    # Tower has 3 tiles now: cheap, $300 a share
    assert (cash(game, 0) - cash_before, shares(game, 0)["Tower"]) == (300, 12)
    assert chain_info(game, "Tower")["available"] == 0


def test_house_rule_gives_a_share_not_cash_while_the_bank_has_shares():
    game = new(["1A", "2A"], founder_cash_when_sold_out=True)
    turn(game, "1A")
    turn(game, "2A", "found Tower")
    assert (cash(game, 1), shares(game, 1)) == (6000, {"Tower": 1})


# --------------------------------------------------------------------------- growing


def test_a_tile_touching_one_chain_grows_it():
    game = new(["1A", "2A", "3A"])
    turn(game, "1A")
    turn(game, "2A", "found Luxor")
    turn(game, "3A")
    assert chain_of(game, "3A") == {"3A": "Luxor"}
    assert chain_info(game, "Luxor")["size"] == 3
    assert active(game) == {"Luxor"}


def test_a_tile_touching_one_chain_twice_grows_it_once():
    # Tower = 1A 2A 1B (an L); 2B touches 2A and 1B, both Tower: growth, not a merger.
    game = new(["1A", "2A", "1B", "2B"])
    turn(game, "1A")
    turn(game, "2A", "found Tower")
    turn(game, "1B")
    game.apply("play 2B")
    assert (game.pending.player, game.pending.kind) == (1, "buy")
    assert (chain_info(game, "Tower")["size"], active(game)) == (4, {"Tower"})


def test_growing_takes_in_newly_connected_loose_tiles():
    # Position tiles 3C (Ann) and 3D (Bob) are a loose pair.
    # Ann 2A (loose), Bob 3A founds Tower (2A 3A), Ann 4B (loose),
    # Bob 3B touches Tower (3A), 4B and 3C (-> 3D): Tower grows to 6.
    game = new(["2A", "3A", "4B", "3B"], positions=("3C", "3D"))
    turn(game, "2A")
    turn(game, "3A", "found Tower")
    turn(game, "4B")
    turn(game, "3B")
    tiles = ["2A", "3A", "3B", "4B", "3C", "3D"]
    assert chain_of(game, *tiles) == dict.fromkeys(tiles, "Tower")
    assert (chain_info(game, "Tower")["size"], chain_info(game, "Tower")["price"]) == (6, 600)


def test_growing_leaves_loose_tiles_that_do_not_connect():
    # 5A is loose but not next to 3A: it stays loose when 3A joins Tower.
    game = new(["1A", "2A", "5A", "3A"])
    turn(game, "1A")
    turn(game, "2A", "found Tower")
    turn(game, "5A")
    turn(game, "3A")
    assert chain_of(game, "3A", "5A") == {"3A": "Tower", "5A": "loose"}
    assert chain_info(game, "Tower")["size"] == 3


# --------------------------------------------------------------------------- safe chains
#
# Layout (rows A-F), the merging tile is 1D:
#   Tower     1A 1B 1C and 2A..9A            = 11 tiles (built from 9A leftwards)
#   Festival  2D 3D                          = 2 tiles
#   American  1E and 1F..9F (or ..10F)       = 10 (or 11) tiles
# 1D touches 1C (Tower), 1E (American) and 2D (Festival).

TOWER = ["9A", "8A", "7A", "6A", "5A", "4A", "3A", "2A", "1A", "1B", "1C"]
FESTIVAL = ["3D", "2D"]


def american(size: int) -> list[str]:
    row = [f"{col}F" for col in range(size - 1, 0, -1)]  # from the far end
    return [*row, "1E"]


def safe_position(american_size: int):
    """Build Festival, Tower (11) and American (`american_size`); 1D is the next play."""
    builds = [
        *[(t, "Festival" if t == "2D" else None) for t in FESTIVAL],
        *[(t, "Tower" if t == "8A" else None) for t in TOWER],
        *[(t, "American" if i == 1 else None) for i, t in enumerate(american(american_size))],
    ]
    game = new([t for t, _ in builds] + ["1D"])
    tower_safe_by_size = {}
    for tile, found in builds:
        turn(game, tile, *([f"found {found}"] if found else []))
        tower = chain_info(game, "Tower")
        if tower["active"]:
            tower_safe_by_size[tower["size"]] = tower["safe"]
    return game, tower_safe_by_size


def test_safe_means_eleven_tiles_or_more():
    game, tower_safe_by_size = safe_position(10)
    # Tower grew 2, 3, ..., 11: safe only from 11 on (exactly 10 is not safe)
    assert tower_safe_by_size == {size: size >= 11 for size in range(2, 12)}
    american_info = chain_info(game, "American")
    assert (american_info["size"], american_info["safe"]) == (10, False)


def test_exactly_eleven_is_safe_in_to_dict():
    game, _ = safe_position(11)
    chains = game.to_dict()["chains"]
    assert (chains["Tower"]["size"], chains["Tower"]["safe"]) == (11, True)
    assert (chains["American"]["size"], chains["American"]["safe"]) == (11, True)


def test_a_safe_chain_absorbs_unsafe_chains_in_a_normal_merger():
    # 1D touches Tower (11, safe), American (10, not safe) and Festival (2).
    game, _ = safe_position(10)
    mergemaker = game.pending.player
    assert "1D" in game.pending.tiles
    game.apply("play 1D")
    handled = []
    while game.pending.kind == "dispose":
        handled.append(game.pending.chain)
        game.apply("dispose keep")
    # no survivor choice: Tower is the largest; American (10) goes first, then Festival
    assert handled == ["American", "Festival"]
    assert (game.pending.player, game.pending.kind) == (mergemaker, "buy")
    tiles = TOWER + american(10) + FESTIVAL + ["1D"]
    assert chain_of(game, *tiles) == dict.fromkeys(tiles, "Tower")
    chains = game.to_dict()["chains"]
    assert (chains["Tower"]["size"], chains["Tower"]["safe"]) == (24, True)
    assert (chains["American"]["active"], chains["Festival"]["active"]) == (False, False)


def test_a_tile_joining_two_safe_chains_cannot_be_played():
    # Tower 11 and American 11 are both safe: 1D would merge them, so it is dead.
    game, _ = safe_position(11)
    state = game.to_dict()
    assert "1D" in state["players"][game.pending.player]["tiles"]
    assert "1D" not in game.pending.tiles
    with pytest.raises(IllegalActionError):
        game.apply("play 1D")
    assert game.to_dict() == state
