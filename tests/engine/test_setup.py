"""Setup rules (RULES.md §1 "Setup", ENGINE.md "Making a game").

Players, starting cash and hands, position tiles, turn order (drawn and
seated), the exact ``tile_bag`` semantics, seeded reproducibility and the
setup events.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from scripting import script_bag

from acquire_qt.engine import IllegalActionError, Rules, new_game

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
CHAINS = ["Tower", "Luxor", "American", "Worldwide", "Festival", "Imperial", "Continental"]
ROWS = "ABCDEFGHI"
ALL_TILES = [f"{col}{row}" for row in ROWS for col in range(1, 13)]


def _rc(tile: str) -> tuple[int, int]:
    return ROWS.index(tile[-1]), int(tile[:-1])


def adjacent(a: str, b: str) -> bool:
    (ra, ca), (rb, cb) = _rc(a), _rc(b)
    return abs(ra - rb) + abs(ca - cb) == 1


def isolated_tiles(avoid: list[str], count: int) -> list[str]:
    """``count`` tiles in rows A-F touching neither each other nor ``avoid``."""
    out: list[str] = []
    for tile in ALL_TILES[: 12 * 6]:
        row, col = _rc(tile)
        if (row + col) % 2:
            continue
        if any(t == tile or adjacent(t, tile) for t in avoid):
            continue
        out.append(tile)
    assert len(out) >= count, "test layout too crowded"
    return out[:count]


def hand(game, seat: int) -> set[str]:
    return set(game.to_dict()["players"][seat]["tiles"])


def events_of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def play_isolated_turn(game, tile: str) -> int:
    """Play ``tile`` (touching nothing: no chain, so no buy step). Return who played."""
    player = game.pending.player
    assert game.pending.kind == "play"
    game.apply(f"play {tile}")
    if game.pending is not None and game.pending.kind == "buy" and game.pending.player == player:
        game.apply("buy")
    return player


# --------------------------------------------------------------------- players


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_two_to_six_players_start_with_6000_and_six_tiles(n):
    game = new_game(Rules.classic(), NAMES[:n], seed=11)
    d = game.to_dict()
    assert [p["name"] for p in d["players"]] == NAMES[:n]
    assert [p["cash"] for p in d["players"]] == [6000] * n
    assert [len(p["tiles"]) for p in d["players"]] == [6] * n
    assert all(not p["shares"] for p in d["players"])
    in_hands = [t for p in d["players"] for t in p["tiles"]]
    assert len(set(in_hands)) == 6 * n, "a tile was dealt twice"
    # one position tile per player, on the board as a loose tile
    assert len(d["board"]) == n
    assert set(d["board"].values()) == {"loose"}
    assert not set(in_hands) & set(d["board"])
    assert d["bag_left"] == 108 - 7 * n
    assert d["removed"] == []
    assert d["over"] is False
    assert set(d["chains"]) == set(CHAINS)
    for chain in d["chains"].values():
        assert chain["active"] is False
        assert chain["size"] == 0
        assert chain["available"] == 25


@pytest.mark.parametrize("n", [0, 1, 7, 8])
def test_other_player_counts_are_refused(n):
    with pytest.raises(ValueError):
        new_game(Rules.classic(), NAMES[:n], seed=11)


@pytest.mark.parametrize("n", [1, 7])
def test_player_count_refused_with_tile_bag_too(n):
    bag = ALL_TILES[: 7 * n + 2]
    with pytest.raises(ValueError):
        new_game(Rules.classic(), NAMES[:n], tile_bag=bag)


# ---------------------------------------------------------------- turn order

TURN_ORDER_CASES = [
    # positions in seat order, seat that goes first
    (["1C", "3B"], 1),  # row B beats row C whatever the column
    (["3B", "1C"], 0),
    (["9A", "2A"], 1),  # same row: leftmost column
    (["2A", "9A"], 0),
    (["10A", "9A"], 1),  # column 9 < 10 (numeric, not text, order)
    (["5E", "4E", "12D"], 2),
    (["12I", "1I", "6H", "7H"], 2),
    (["3C", "3B", "3D", "1B", "2E", "12A"], 5),
    (["1I", "2I", "3I", "4I", "5I"], 0),
]


@pytest.mark.parametrize(("positions", "first"), TURN_ORDER_CASES)
def test_drawn_tiles_decide_first_player_then_seat_order(positions, first):
    n = len(positions)
    plays = isolated_tiles(positions, n + 2)
    bag = script_bag(positions, plays, fillers=list(reversed(ALL_TILES)))
    game = new_game(Rules.classic(), NAMES[:n], tile_bag=bag)
    assert game.pending.player == first
    assert game.pending.kind == "play"
    who = [play_isolated_turn(game, tile) for tile in plays]
    assert who == [(first + k) % n for k in range(n + 2)]


@pytest.mark.parametrize(("positions", "first"), TURN_ORDER_CASES)
def test_setup_events_show_position_tiles_and_first_player(positions, first):
    n = len(positions)
    bag = script_bag(positions, [], fillers=list(reversed(ALL_TILES)))
    game = new_game(Rules.classic(), NAMES[:n], tile_bag=bag)
    events = list(game.setup_events)
    placed = [(e.player, e.tile) for e in events_of(events, "position_tile")]
    assert placed == list(enumerate(positions))
    firsts = events_of(events, "first_player")
    assert [e.player for e in firsts] == [first]
    # the first_player event follows every position tile
    kinds = [e.kind for e in events]
    assert kinds.index("first_player") > max(i for i, k in enumerate(kinds) if k == "position_tile")
    for e in events:
        assert isinstance(e.to_dict(), dict)


@pytest.mark.parametrize(
    "positions", [["1C", "3B"], ["9A", "2A"], ["12I", "1I", "6H", "1A"], ["5E", "4E", "12D"]]
)
def test_seated_turn_order_keeps_seat_zero_first(positions):
    n = len(positions)
    plays = isolated_tiles(positions, n + 2)
    bag = script_bag(positions, plays, seated=True, fillers=list(reversed(ALL_TILES)))
    game = new_game(Rules.classic(turn_order="seated"), NAMES[:n], tile_bag=bag)
    assert game.pending.player == 0
    who = [play_isolated_turn(game, tile) for tile in plays]
    assert who == [k % n for k in range(n + 2)]
    # the position tiles are still placed on the board
    board = game.to_dict()["board"]
    assert board == {t: "loose" for t in [*positions, *plays]}


def test_position_tiles_are_loose_even_when_they_touch():
    positions = ["3C", "4C", "4D"]
    bag = script_bag(positions, [], fillers=list(reversed(ALL_TILES)))
    game = new_game(Rules.classic(), NAMES[:3], tile_bag=bag)
    d = game.to_dict()
    assert d["board"] == {"3C": "loose", "4C": "loose", "4D": "loose"}
    assert not any(c["active"] for c in d["chains"].values())
    assert game.pending.player == 0  # 3C: row C, column 3 beats 4C


# ------------------------------------------------------------- tile_bag draws

# three players; seat 2 holds the topmost position tile, so the turn order is 2, 0, 1
BAG = [
    "5E", "6F", "2B",  # position tiles, seat order
    "1A", "3A", "5A", "7A", "9A", "11A",  # first player (seat 2)
    "1C", "3C", "5C", "7C", "9C", "11C",  # then seat 0
    "2H", "4H", "6H", "8H", "10H", "12H",  # then seat 1
    "12E", "10E", "8E",  # single draws
]  # fmt: skip


def test_tile_bag_deals_position_tiles_then_hands_in_turn_order():
    game = new_game(Rules.classic(), NAMES[:3], tile_bag=BAG)
    d = game.to_dict()
    assert d["board"] == {"5E": "loose", "6F": "loose", "2B": "loose"}
    assert hand(game, 2) == set(BAG[3:9])
    assert hand(game, 0) == set(BAG[9:15])
    assert hand(game, 1) == set(BAG[15:21])
    assert d["bag_left"] == 3
    assert game.pending.player == 2
    assert set(game.pending.tiles) == set(BAG[3:9])


def test_tile_bag_draws_one_at_a_time_and_only_listed_tiles_exist():
    game = new_game(Rules.classic(), NAMES[:3], tile_bag=BAG)
    script = [(2, "1A", "12E"), (0, "1C", "10E"), (1, "2H", "8E")]
    for seat, tile, drawn in script:
        assert game.pending.player == seat
        events = game.apply(f"play {tile}")
        draws = [(e.player, e.tile) for e in events_of(events, "tile_drawn")]
        assert draws == [(seat, drawn)]
        assert drawn in hand(game, seat)
        assert tile not in hand(game, seat)
        assert len(hand(game, seat)) == 6
    assert game.to_dict()["bag_left"] == 0
    # the bag is empty: the next player places and draws nothing
    assert game.pending.player == 2
    events = game.apply("play 3A")
    assert events_of(events, "tile_drawn") == []
    assert hand(game, 2) == {"5A", "7A", "9A", "11A", "12E"}
    d = game.to_dict()
    every_tile = set(d["board"]) | {t for p in d["players"] for t in p["tiles"]}
    assert every_tile == set(BAG)


def test_tile_bag_with_unknown_tile_name_is_refused():
    bag = list(BAG)
    bag[4] = "13A"
    with pytest.raises(ValueError):
        new_game(Rules.classic(), NAMES[:3], tile_bag=bag)


# ------------------------------------------------------------ reproducibility


def first_legal_walk(game, steps: int) -> list[dict]:
    """Apply the first legal action (never ``end``) ``steps`` times; snapshots."""
    states = [game.to_dict()]
    for _ in range(steps):
        if game.pending is None:
            break
        legal = [a for a in game.legal_actions() if str(a) != "end"]
        game.apply(legal[0])
        states.append(game.to_dict())
    return states


@pytest.mark.parametrize("seed", [0, 7, 2024])
def test_same_seed_gives_identical_games(seed):
    a = new_game(Rules.classic(), NAMES[:4], seed=seed)
    b = new_game(Rules.classic(), NAMES[:4], seed=seed)
    assert first_legal_walk(a, 80) == first_legal_walk(b, 80)


@pytest.mark.parametrize(("seed_a", "seed_b"), [(1, 2), (7, 8), (100, 101)])
def test_different_seeds_give_different_deals(seed_a, seed_b):
    a = new_game(Rules.classic(), NAMES[:4], seed=seed_a).to_dict()
    b = new_game(Rules.classic(), NAMES[:4], seed=seed_b).to_dict()
    assert [p["tiles"] for p in a["players"]] != [p["tiles"] for p in b["players"]]
    assert a["board"] != b["board"]


WALK_SCRIPT = """
import json
from acquire_qt.engine import Rules, new_game
g = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=7)
for _ in range(80):
    if g.pending is None:
        break
    g.apply([a for a in g.legal_actions() if str(a) != "end"][0])
print(json.dumps(g.to_dict(), sort_keys=True))
"""


def test_seeded_game_is_the_same_in_other_processes():
    """ "On any machine": nothing may depend on hash randomisation."""
    here = new_game(Rules.classic(), NAMES[:4], seed=7)
    expected = first_legal_walk(here, 80)[-1]
    outputs = []
    for hash_seed in ("0", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", WALK_SCRIPT],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=True,
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1] == json.loads(json.dumps(expected))


def test_fresh_game_waits_for_a_tile_and_nothing_else():
    game = new_game(Rules.classic(), NAMES[:2], seed=3)
    assert {str(a).split()[0] for a in game.legal_actions()} == {"play"}
    with pytest.raises(IllegalActionError):
        game.apply("buy")
