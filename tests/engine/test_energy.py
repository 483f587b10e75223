"""Energy (RULES.md §2b; engine-contract "The other rule sets").

Games are set up with ``energy_game(positions, turns, actions=[...])``: the action counts
are fixed turn by turn, and the tile bag deals each player the tiles the script plays
(``scripting.energy_bag``). Position tiles lie in row J unless a test says otherwise.

Merger positions use arms around the merging square 3A (each arm a company, its first
square placed alone, the second founding it, the rest growing it):

    left   2A 1A 1B 1C 1D                      (up to 5)
    right  4A 5A 6A 7A 8A 9A 10A 10B 10C       (up to 9)
    down   3B 3C 3D 4D 5D                      (up to 5)

The big layouts (two companies of 30, one of 50) first found all six companies, then
build a long loose "snake" with tiles that cannot found anything (six are active), then
one tile grows a company with the whole snake.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest
from scripting import (
    cash,
    energy_bag,
    energy_game,
    holding,
    info,
    kinds,
    minus,
    of_kind,
    play_script,
)

from acquire_qt.engine import Game, IllegalActionError, Rules, load_record, new_game, parse_action
from acquire_qt.engine.rng import next_random

NAMES = ("Ann", "Bob", "Cy", "Di")
COMPANIES = (
    "Eclipse Solar",
    "Maniac Timber",
    "Cortex Power",
    "Rufus Geothermal",
    "Superslick Oil",
    "Whoops Uranium",
)
STARTS = (200, 200, 300, 300, 400, 400)
ROW_J = ("1J", "3J", "5J", "7J")
MERGE = "3A"
ARMS = {
    "left": ("2A", "1A", "1B", "1C", "1D"),
    "right": ("4A", "5A", "6A", "7A", "8A", "9A", "10A", "10B", "10C"),
    "down": ("3B", "3C", "3D", "4D", "5D"),
}
QUIET = ("2F", "4F", "6F", "8F", "10F", "1H", "3H", "5H", "7H", "9H", "7D", "9D", "9J")


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def refused(game: Game, text: str, message: str) -> None:
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match=message):
        game.apply(text)
    assert game.to_dict() == before


def doe_draws(seed: int, players: int, count: int) -> list[int]:
    """The DoE's shares at the first ``count`` foundings of a game whose action counts are
    fixed (engine-contract: ``1 + rng % (10 - players)`` from the game's SplitMix64 stream,
    seeded from the seed)."""
    state = next_random(seed)[0]
    out = []
    for _ in range(count):
        value, state = next_random(state)
        out.append(1 + value % (10 - players))
    return out


def seed_with_doe(first: int, players: int) -> int:
    return next(s for s in range(1000) if doe_draws(s, players, 1)[0] == first)


# =========================================================================== rule data


def test_board_is_10_by_10():
    rules = Rules.energy()
    assert (rules.columns, rules.rows) == (10, 10)
    assert rules.board.names[0] == "1A" and rules.board.names[-1] == "10J"
    assert rules.parse_tile("10-j") == "10J"
    for off in ("11A", "1K", "0C"):
        with pytest.raises(ValueError, match="not on the 10×10 board"):
            rules.parse_tile(off)
    game = new_game(rules, ["Ann", "Bob"], seed=4)
    d = game.to_dict()
    assert len(d["board"]) + d["bag_left"] + sum(len(p["tiles"]) for p in d["players"]) == 100
    assert [len(p["tiles"]) for p in d["players"]] == [5, 5]


@pytest.mark.parametrize(("company", "start"), list(zip(COMPANIES, STARTS, strict=True)))
def test_companies_and_prices(company, start):
    rules = Rules.energy()
    assert rules.chain_names == COMPANIES
    assert [rules.price(company, size) for size in (0, 1)] == [0, 0]
    for size in (2, 3, 10, 11, 30, 50, 100):
        assert rules.price(company, size) == start + 50 * (size - 2)


def test_rule_data():
    rules = Rules.energy()
    assert rules.safe_size is None
    assert (rules.hand_size, rules.starting_cash, rules.currency) == (5, 6000, "$")
    assert (rules.shares_per_chain, rules.max_active, rules.max_players) == (25, 6, 4)
    chains = new_game(rules, ["Ann", "Bob"], seed=1).to_dict()["chains"]
    assert chains["Whoops Uranium"] == {
        "size": 0,
        "price": 0,
        "available": 25,
        "safe": False,
        "active": False,
    }


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players):
    game = new_game(Rules.energy(), NAMES[:players], seed=2)
    assert cash(game) == [6000] * players


@pytest.mark.parametrize("players", [1, 5])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(Rules.energy(), [f"P{i}" for i in range(players)], seed=1)


# =========================================================================== setup

# positions by seat -> turn order
ORDER_ROWS = {
    "left-most first": (("5C", "2H", "8A"), [1, 0, 2]),
    "a tie: the higher first": (("3E", "3B", "7A"), [1, 0, 2]),
    "left to right, not seat order round": (("2A", "9A", "5A"), [0, 2, 1]),
    "four players": (("10J", "1J", "5E", "5A"), [1, 3, 2, 0]),
}


def checker_tiles(avoid: Sequence[str], count: int) -> list[str]:
    """Squares of one colour of the checkerboard touching none of ``avoid``: never founding."""
    names = Rules.energy().board.names
    near = set(avoid)
    for tile in avoid:
        c, r = int(tile[:-1]), tile[-1]
        near |= {f"{c - 1}{r}", f"{c + 1}{r}", f"{c}{chr(ord(r) - 1)}", f"{c}{chr(ord(r) + 1)}"}
    out = [n for i, n in enumerate(names) if (i // 10 + i % 10) % 2 == 0 and n not in near]
    return out[:count]


@pytest.mark.parametrize(("positions", "order"), list(ORDER_ROWS.values()), ids=list(ORDER_ROWS))
def test_turn_order_left_to_right(positions, order):
    n = len(positions)
    hands = checker_tiles(positions, 5 * n + 1)
    bag = [*positions, *hands]
    game = new_game(Rules.energy(actions=[1]), NAMES[:n], tile_bag=bag)
    assert [e.to_dict() for e in game.setup_events[:n]] == [
        {"kind": "position_tile", "player": seat, "tile": tile}
        for seat, tile in enumerate(positions)
    ]
    assert game.setup_events[n].to_dict() == {"kind": "first_player", "player": order[0]}
    # five tiles each, in turn order
    for k, seat in enumerate(order):
        names = Rules.energy().board.names
        assert game.hand(seat) == tuple(sorted(hands[5 * k : 5 * k + 5], key=names.index))
    # one action a turn: a round of turns goes left to right, then again
    started = [game.turn]
    for _ in range(2 * n - 1):
        events = game.apply(f"play {game.pending.tiles[0]}")
        started += [e.to_dict()["player"] for e in events if e.kind == "turn_started"]
    assert started == order + order


# bag (first tiles) -> position tiles by seat, the redrawn tiles
REDRAW_ROWS = {
    "the second touches the first": (("3C", "4C", "8H"), ("3C", "8H"), ("4C",)),
    "diagonal does not count": (("3C", "4D"), ("3C", "4D"), ()),
    "two redrawn in a row": (("3C", "3D", "2C", "9J"), ("3C", "9J"), ("3D", "2C")),
    "touching the second of three": (("3C", "8H", "8G", "1A"), ("3C", "8H", "1A"), ("8G",)),
}


def redraw_game(start: Sequence[str], players: int, seed: int | None = None) -> Game:
    rest = checker_tiles([*start, "4C", "3D"], 5 * players + 2)
    return new_game(Rules.energy(actions=[2]), NAMES[:players], tile_bag=[*start, *rest], seed=seed)


@pytest.mark.parametrize(
    ("start", "positions", "redrawn"), list(REDRAW_ROWS.values()), ids=list(REDRAW_ROWS)
)
def test_a_position_tile_touching_an_earlier_one_is_redrawn(start, positions, redrawn):
    n = len(positions)
    game = redraw_game(start, n)
    setup = [e.to_dict() for e in game.setup_events if e.kind == "position_tile"]
    assert setup == [
        {"kind": "position_tile", "player": seat, "tile": tile}
        for seat, tile in enumerate(positions)
    ]
    assert game.to_dict()["board"] == dict.fromkeys(positions, "loose")
    # The redrawn tiles went back into the bag among the tiles left; the others keep
    # their order. The record keeps the bag as it is now, and replays the same game.
    recorded = game.to_record()["tile_bag"]
    first_tiles = [*start, *checker_tiles([*start, "4C", "3D"], 5 * n + 2)]
    assert recorded[:n] == list(positions)
    assert sorted(recorded) == sorted(first_tiles)
    assert [t for t in recorded[n:] if t not in redrawn] == [
        t for t in first_tiles if t not in positions and t not in redrawn
    ]
    assert load_record(game.to_record()).to_dict() == game.to_dict()


def test_a_redrawn_position_tile_goes_back_at_a_random_place():
    """Not dealt to the first player (next to a position tile, it would found a chain on
    turn 1): over 40 seeds it lands all over the bag, mostly outside the first hand."""
    start, n = ("3C", "4C", "8H"), 2
    places = []
    for seed in range(40):
        game = redraw_game(start, n, seed)
        places.append(game.to_record()["tile_bag"].index("4C"))
    assert len(set(places)) >= 8
    in_first_hand = sum(1 for place in places if n <= place < n + 5)
    assert in_first_hand < 20
    # the seed decides the place: the same seed, the same place
    assert redraw_game(start, n, 7).to_record() == redraw_game(start, n, 7).to_record()


# =========================================================================== actions


def test_action_counts_through_the_actions_option():
    turns = [[f"play {t}", "endturn"] for t in ("1A", "3C", "5A", "7C")]
    game = energy_game(ROW_J[:2], turns, actions=[3, 2])
    granted = [e.to_dict() for e in game.setup_events if e.kind == "actions_granted"]
    assert granted == [{"kind": "actions_granted", "player": 0, "actions": 3}]
    assert (game.pending.player, game.pending.kind, game.pending.actions_left) == (0, "action", 3)
    events = play_script(game, turns)
    assert [(e["player"], e["actions"]) for e in of_kind(events, "actions_granted")] == [
        (1, 2),
        (0, 3),
        (1, 2),
        (0, 3),
    ]


def test_action_counts_from_the_seed_are_2_3_or_4_with_the_die_odds():
    counts: Counter[int] = Counter()
    for seed in range(3000):
        game = new_game(Rules.energy(), ["Ann", "Bob"], seed=seed)
        (granted,) = [e for e in game.setup_events if e.kind == "actions_granted"]
        counts[granted.to_dict()["actions"]] += 1
        assert game.pending.actions_left == granted.to_dict()["actions"]
    assert set(counts) == {2, 3, 4}
    total = sum(counts.values())
    for actions, odds in ((2, 1 / 6), (3, 3 / 6), (4, 2 / 6)):
        assert abs(counts[actions] / total - odds) < 0.04, counts


@pytest.mark.parametrize("seed", [0, 1, 99, 2**40 + 7])
def test_action_counts_follow_the_games_random_stream(seed):
    # engine-contract: the count is a face of (2, 3, 3, 3, 4, 4) picked by rng % 6 from the
    # game's SplitMix64 stream, seeded from the seed
    game = new_game(Rules.energy(doe=True), ["Ann", "Bob"], seed=seed)
    state = next_random(seed)[0]
    value, state = next_random(state)
    assert game.pending.actions_left == (2, 3, 3, 3, 4, 4)[value % 6]


def test_action_counts_are_reproducible():
    a = new_game(Rules.energy(), ["Ann", "Bob"], seed=77)
    b = new_game(Rules.energy(), ["Ann", "Bob"], seed=77)
    for _ in range(6):
        assert a.pending == b.pending
        action = a.legal_actions()[0]
        a.apply(action)
        b.apply(action)
    assert load_record(a.to_record()).to_dict() == a.to_dict()


def basic_game(turns, actions=(4,), **kwargs) -> Game:
    return energy_game(ROW_J[:2], turns, actions=actions, **kwargs)


def test_the_first_action_must_draw_or_play():
    game = basic_game([["play 1A", "play 3A", "endturn"]])
    assert legal(game) == [f"play {t}" for t in game.pending.tiles]
    assert game.pending.may_propose is False
    refused(game, "buy Eclipse Solar", "first action of a turn must draw or place a tile")
    refused(game, "endturn", "Ann must place a tile before ending the turn")
    refused(game, "draw", "Ann already has 5 tiles")
    refused(game, "end", "ends by itself")
    refused(game, "play 2C", "2C is not in Ann's hand")


def test_a_first_draw_must_be_followed_by_a_play():
    turns = [
        ["play 1A", "play 3A", "endturn"],  # Ann keeps 3 tiles
        ["play 8C", "endturn"],  # Bob
        ["draw", "play 5A", "endturn"],  # Ann
    ]
    game = basic_game(turns, extra=["10A"])
    play_script(game, turns[:2])
    assert len(game.hand(0)) == 3
    assert "draw" in legal(game)
    events = game.apply("draw")
    assert [e.kind for e in events] == ["tile_drawn", "tile_drawn"]
    assert len(game.hand(0)) == 5
    assert game.pending.actions_left == 3
    # only a play now
    assert legal(game) == [f"play {t}" for t in game.hand(0)]
    refused(game, "draw", "Ann already has 5 tiles")
    refused(game, "endturn", "must place a tile before ending")
    refused(game, "buy Eclipse Solar", "first action of a turn must draw or place a tile")
    game.apply("play 5A")
    assert game.pending.actions_left == 2
    assert "draw" in legal(game) and "endturn" in legal(game)


def test_draw_refills_to_five_and_is_refused_when_the_bag_is_empty():
    # no tile beyond the hands: the bag is empty from the start
    game = basic_game([["play 1A", "play 3A"]])
    assert game.to_dict()["bag_left"] == 0
    game.apply("play 1A")
    assert "draw" not in legal(game)
    refused(game, "draw", "the bag is empty")
    # with tiles in the bag, a draw fills the hand up to 5 (no more)
    game = basic_game([["play 1A", "play 3A"]], extra=["10A", "10C", "10E"])
    game.apply("play 1A")
    game.apply("play 3A")
    events = game.apply("draw")
    assert [e.to_dict()["tile"] for e in events if e.kind == "tile_drawn"] == ["10A", "10C"]
    assert len(game.hand(0)) == 5 and game.to_dict()["bag_left"] == 1


def test_a_neutral_tile_lets_the_player_play_again():
    game = basic_game([["play 1A", "play 3A", "play 5A", "play 7A"]])
    hand = game.hand(0)
    events = game.apply("play 1A")
    assert kinds(events) == ["tile_placed"]
    assert game.pending.tiles == tuple(t for t in hand if t != "1A")
    assert game.pending.actions_left == 3
    assert set(legal(game)) == {*(f"play {t}" for t in game.pending.tiles), "endturn"}
    game.apply("play 3A")
    game.apply("play 5A")
    # the fourth action ends the turn by itself
    events = game.apply("play 7A")
    assert kinds(events) == ["tile_placed", "turn_started", "actions_granted"]
    assert game.to_dict()["board"] == dict.fromkeys(["1J", "3J", "1A", "3A", "5A", "7A"], "loose")


def founded_game(**kwargs) -> Game:
    """Ann has placed 1A, then founded Eclipse Solar with 2A; 2 actions left."""
    game = basic_game([["play 1A", "play 2A"]], extra=["10A", "10C"], **kwargs)
    game.apply("play 1A")
    game.apply("play 2A")
    assert (game.pending.player, game.pending.kind, game.pending.chains) == (0, "found", COMPANIES)
    events = game.apply("found Eclipse Solar")
    assert of_kind(events, "founder_share") == [
        {"kind": "founder_share", "player": 0, "chain": "Eclipse Solar", "shares": 1, "cash": 0}
    ]
    return game


def test_founding_ends_tile_play():
    game = founded_game()
    assert (game.pending.kind, game.pending.tiles, game.pending.actions_left) == ("action", (), 2)
    assert legal(game) == ["draw", "buy Eclipse Solar", "endturn"]
    refused(game, f"play {game.hand(0)[0]}", "already placed a tile that counts this turn")
    # the remaining actions may still draw and buy
    game.apply("draw")
    assert game.pending.actions_left == 1
    events = game.apply("buy Eclipse Solar")
    assert of_kind(events, "shares_bought") == [
        {"kind": "shares_bought", "player": 0, "chains": ["Eclipse Solar"], "cost": 200}
    ]
    assert holding(game, "Eclipse Solar") == [2, 0]
    assert [e.to_dict()["player"] for e in events if e.kind == "turn_started"] == [1]


def test_buying_is_one_share_per_action():
    game = founded_game(actions=[5])
    refused(game, "buy Eclipse Solar Eclipse Solar", "an action buys exactly one share")
    refused(game, "buy", "an action buys exactly one share")
    refused(game, "buy Maniac Timber", "Maniac Timber is not on the board")
    game.apply("buy e")
    game.apply("buy Eclipse Solar")
    assert holding(game, "Eclipse Solar") == [3, 0]
    assert cash(game) == [6000 - 400, 6000]
    assert game.pending.actions_left == 1


def test_growing_ends_tile_play():
    turns = [["play 1A", "play 2A", "found Eclipse Solar", "endturn"], ["play 8C", "endturn"]]
    turns.append(["play 3A", "play 5C"])
    game = basic_game(turns)
    play_script(game, turns[:2])
    events = game.apply("play 3A")
    assert of_kind(events, "chain_grew") == [
        {"kind": "chain_grew", "chain": "Eclipse Solar", "size": 3}
    ]
    assert game.pending.tiles == ()
    refused(game, "play 5C", "already placed a tile that counts this turn")
    assert game.chain_price("Eclipse Solar") == 250


def test_endturn_ends_the_turn_and_loses_the_unused_actions():
    game = basic_game([["play 1A", "endturn"]])
    game.apply("play 1A")
    events = game.apply("endturn")
    assert [e.to_dict() for e in events] == [
        {"kind": "turn_ended", "player": 0, "unused": 3},
        {"kind": "turn_started", "player": 1},
        {"kind": "actions_granted", "player": 1, "actions": 4},
    ]
    assert (game.pending.player, game.pending.actions_left) == (1, 4)


def test_the_turn_ends_by_itself_when_the_actions_run_out():
    game = basic_game([["play 1A", "play 3A"]], actions=[2, 3])
    game.apply("play 1A")
    events = game.apply("play 3A")
    assert kinds(events) == ["tile_placed", "turn_started", "actions_granted"]
    assert of_kind(events, "actions_granted")[0]["actions"] == 3


# =========================================================================== big layouts

ANN_30 = [
    ("1A", "2A", "Eclipse Solar"),
    ("5A", "6A", "Cortex Power"),
    ("5E", "6E", "Superslick Oil"),
]
BOB_30 = [
    ("10A", "9A", "Maniac Timber"),
    ("5C", "6C", "Rufus Geothermal"),
    ("5G", "6G", "Whoops Uranium"),
]


def six_turns(ann, bob) -> list[list[str]]:
    turns = []
    for a, b in zip(ann, bob, strict=True):
        for first, second, company in (a, b):
            turns.append([f"play {first}", f"play {second}", f"found {company}", "draw", "endturn"])
    return turns


def columns(first: int, last: int) -> list[str]:
    return [f"{c}{r}" for r in "ABCDEFGHIJ" for c in range(first, last + 1)]


def snake_turn(tiles: Sequence[str], growth: str, end: bool = True) -> list[str]:
    """Place ``tiles`` (five at a time, drawing in between), then ``growth``."""
    actions = []
    for i, tile in enumerate([*tiles, growth]):
        if i and i % 5 == 0:
            actions.append("draw")
        actions.append(f"play {tile}")
    return [*actions, "endturn"] if end else actions


SIX_TURNS_30 = six_turns(ANN_30, BOB_30)
# Eclipse 1A-2A: columns 1-3 and 4I, 4J, but for the squares next to it (1B, 2B, 3A) and
# the position tile 3J; Maniac 10A-9A mirrored on columns 8-10 with 7I, 7J.
SNAKE_ECLIPSE = [t for t in columns(1, 3) if t not in {"1A", "2A", "1B", "2B", "3A", "3J"}]
SNAKE_ECLIPSE += ["4I", "4J"]
SNAKE_MANIAC = [t for t in columns(8, 10) if t not in {"10A", "9A", "10B", "9B", "8A", "8J"}]
SNAKE_MANIAC += ["7I", "7J"]
POSITIONS_30 = ("3J", "8J")


def test_failed_founding_with_six_active_lets_the_player_play_again():
    turns = [*SIX_TURNS_30, ["play 3I", "play 2J"]]
    game = energy_game(POSITIONS_30, turns, actions=[40], extra=["10J"])
    play_script(game, SIX_TURNS_30)
    assert sum(1 for c in COMPANIES if info(game, c)["active"]) == 6
    assert (game.pending.player, game.pending.actions_left) == (0, 40)
    events = game.apply("play 3I")  # touches the loose position tile 3J
    assert kinds(events) == ["tile_placed", "founding_failed"]
    assert game.to_dict()["board"]["3I"] == "loose"
    assert game.pending.tiles  # tile play stays open
    events = game.apply("play 2J")
    assert kinds(events) == ["tile_placed", "founding_failed"]
    assert game.to_dict()["board"]["2J"] == "loose"
    assert game.pending.actions_left == 38


def test_two_companies_of_30_end_the_game():
    turn7 = snake_turn(SNAKE_ECLIPSE, "1B")
    turn8 = snake_turn(SNAKE_MANIAC, "10B", end=False)
    turns = [*SIX_TURNS_30, turn7, turn8]
    game = energy_game(POSITIONS_30, turns, actions=[40], extra=["4A", "7A"])
    play_script(game, [*SIX_TURNS_30, turn7])
    eclipse = info(game, "Eclipse Solar")
    assert (eclipse["size"], eclipse["price"], eclipse["safe"]) == (30, 1600, False)
    assert game.pending is not None and game.pending.player == 1
    events = play_script(game, [turn8[:-1]])
    assert game.pending is not None  # Maniac has 2 tiles, the snake is loose
    events = game.apply(turn8[-1])
    assert of_kind(events, "chain_grew") == [
        {"kind": "chain_grew", "chain": "Maniac Timber", "size": 30}
    ]
    assert game.pending is None
    # every company is liquidated: each founder holds one share of three companies
    ann_paid = 15 * 1600 + 15 * 300 + 15 * 400 + 1600 + 300 + 400
    assert game.to_dict()["standings"] == [
        {"name": "Ann", "seat": 0, "cash": 6000 + ann_paid, "rank": 1},
        {"name": "Bob", "seat": 1, "cash": 6000 + ann_paid, "rank": 1},
    ]
    assert [e["chain"] for e in of_kind(events, "final_sale")] == [
        "Eclipse Solar",
        "Cortex Power",
        "Superslick Oil",
        "Maniac Timber",
        "Rufus Geothermal",
        "Whoops Uranium",
    ]
    assert load_record(game.to_record()).to_dict() == game.to_dict()


ANN_50 = [
    ("1A", "2A", "Eclipse Solar"),
    ("10A", "10B", "Cortex Power"),
    ("7E", "8E", "Superslick Oil"),
]
BOB_50 = [
    ("7A", "8A", "Maniac Timber"),
    ("7C", "8C", "Rufus Geothermal"),
    ("7G", "8G", "Whoops Uranium"),
]
SNAKE_50 = [t for t in columns(1, 5) if t not in {"1A", "2A", "1B", "2B", "3A", "3J"}]
SNAKE_50 += ["6I", "6J"]


@pytest.mark.parametrize(("snake", "size"), [(SNAKE_50, 50), (SNAKE_50[:-1], 49)], ids=["50", "49"])
def test_a_company_of_50_ends_the_game(snake, size):
    six = six_turns(ANN_50, BOB_50)
    turn7 = snake_turn(snake, "1B", end=False)
    game = energy_game(("3J", "10J"), [*six, turn7], actions=[60], extra=["9J"])
    play_script(game, six)
    events = play_script(game, [turn7])
    assert info(game, "Eclipse Solar")["size"] == size
    assert info(game, "Eclipse Solar")["price"] == 200 + 50 * (size - 2)
    if size == 50:
        assert game.pending is None
        assert kinds(events)[-1] == "game_over"
    else:
        assert (game.pending.player, game.pending.kind, game.pending.tiles) == (0, "action", ())


# (extra tiles in the bag, tiles Ann plays, whether the game is over)
OUT_OF_TILES_ROWS = {
    "empty hand and empty bag": ((), 5, True),
    "empty hand, a tile in the bag": (("10A",), 5, False),
    "a tile in hand, empty bag": ((), 4, False),
}


@pytest.mark.parametrize(
    ("extra", "plays", "over"), list(OUT_OF_TILES_ROWS.values()), ids=list(OUT_OF_TILES_ROWS)
)
def test_the_game_ends_when_a_hand_and_the_bag_are_empty(extra, plays, over):
    tiles = ["1A", "3A", "5A", "7A", "9A"]
    game = basic_game([[f"play {t}" for t in tiles]], actions=[5], extra=extra)
    for tile in tiles[:plays]:
        events = game.apply(f"play {tile}")
    if plays < 5:
        events = game.apply("endturn")
    assert (game.pending is None) is over
    if over:
        assert kinds(events)[-1] == "game_over"
        assert game.to_dict()["standings"] == [
            {"name": "Ann", "seat": 0, "cash": 6000, "rank": 1},
            {"name": "Bob", "seat": 1, "cash": 6000, "rank": 1},
        ]
    else:
        assert game.pending.player == 1


# =========================================================================== mergers


@dataclass
class Layout:
    """Arms around 3A, built turn by turn (actions: play, draw, buy up to 3, end the turn)
    until ``mergemaker`` is to play; ``after`` are the tiles played after the merger."""

    players: int
    arms: dict[str, tuple[str, int]]
    holdings: dict[str, Sequence[int]] = field(default_factory=dict)
    founders: dict[str, int] = field(default_factory=dict)
    mergemaker: int = 0
    doe: bool = False
    seed: int | None = None
    after: Sequence[str] = ()

    def plan(self) -> list[list[str]]:
        builds: list[tuple[str, str | None]] = []
        for direction, (company, size) in self.arms.items():
            tiles = ARMS[direction][:size]
            builds += [(t, company if i == 1 else None) for i, t in enumerate(tiles)]
        n = self.players
        owned = {company: [0] * n for company in self.holdings}
        active: set[str] = set()
        quiet = iter(QUIET)
        turns: list[list[str]] = []
        while True:
            seat = len(turns) % n
            missing = any(
                owned[c][s] < self.holdings[c][s] for c in self.holdings for s in range(n)
            )
            if not builds and not missing and seat == self.mergemaker:
                return turns
            tile, found = next(quiet), None
            if builds and (builds[0][1] is None or self.founders.get(builds[0][1], seat) == seat):
                tile, found = builds.pop(0)
            actions = [f"play {tile}"]
            if found:
                actions.append(f"found {found}")
                active.add(found)
                if found in owned:
                    owned[found][seat] += 1
            actions.append("draw")
            bought = 0
            for company in self.holdings:
                while (
                    company in active
                    and bought < 3
                    and owned[company][seat] < self.holdings[company][seat]
                ):
                    actions.append(f"buy {company}")
                    owned[company][seat] += 1
                    bought += 1
            if bought < 3:
                actions.append("endturn")
            turns.append(actions)

    def build(self) -> Game:
        turns = self.plan()
        game = energy_game(
            ROW_J[: self.players],
            [*turns, [f"play {MERGE}", *(f"play {t}" for t in self.after)]],
            actions=[5],
            doe=self.doe,
            seed=self.seed,
            extra=["2J", "4J", "6J", "8J"],
        )
        play_script(game, turns)
        assert (game.pending.player, game.pending.kind) == (self.mergemaker, "action")
        for company, want in self.holdings.items():
            assert holding(game, company) == list(want), company
        for company, size in self.arms.values():
            assert info(game, company)["size"] == size
        return game


def test_the_largest_survives_and_the_other_is_sold_out():
    layout = Layout(
        2,
        {"left": ("Eclipse Solar", 2), "right": ("Maniac Timber", 4)},
        founders={"Eclipse Solar": 0},
    )
    game = layout.build()
    before = cash(game)
    events = game.apply(f"play {MERGE}")
    # no decision at all: bonuses, then the forced sale, then Ann goes on
    assert of_kind(events, "chain_defunct") == [
        {
            "kind": "chain_defunct",
            "chain": "Eclipse Solar",
            "survivor": "Maniac Timber",
            "size": 2,
            "price": 200,
        }
    ]
    # Ann founded Eclipse (1 share): 2000 + 1000, then sells it for 200
    assert of_kind(events, "shares_disposed") == [
        {
            "kind": "shares_disposed",
            "player": 0,
            "chain": "Eclipse Solar",
            "sold": 1,
            "traded": 0,
            "kept": 0,
            "cash": 200,
            "received": 0,
        }
    ]
    assert minus(cash(game), before) == [3200, 0]
    assert (game.pending.player, game.pending.kind, game.pending.tiles) == (0, "action", ())
    assert info(game, "Maniac Timber")["size"] == 7
    assert not info(game, "Eclipse Solar")["active"]
    assert info(game, "Eclipse Solar")["available"] == 25
    assert holding(game, "Eclipse Solar") == [0, 0]
    board = game.to_dict()["board"]
    assert {board[t] for t in [*ARMS["left"][:2], *ARMS["right"][:4], MERGE]} == {"Maniac Timber"}
    assert "dispose" not in {str(a).split()[0] for a in game.legal_actions()}


def test_a_tie_for_largest_is_chosen_and_ties_in_order_too():
    layout = Layout(
        2,
        {
            "left": ("Eclipse Solar", 3),
            "right": ("Maniac Timber", 3),
            "down": ("Cortex Power", 3),
        },
        mergemaker=1,
    )
    game = layout.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.kind) == (1, "survivor")
    assert set(game.pending.chains) == set(COMPANIES[:3])
    game.apply("survivor Cortex Power")
    assert (game.pending.kind, set(game.pending.chains)) == (
        "defunct_order",
        {"Eclipse Solar", "Maniac Timber"},
    )
    events = game.apply("defunct Maniac Timber")
    assert [e["chain"] for e in of_kind(events, "chain_defunct")] == [
        "Maniac Timber",
        "Eclipse Solar",
    ]
    assert info(game, "Cortex Power")["size"] == 10
    assert (game.pending.player, game.pending.kind) == (1, "action")


def test_defunct_companies_largest_first():
    layout = Layout(
        3,
        {
            "right": ("Maniac Timber", 5),
            "left": ("Eclipse Solar", 2),
            "down": ("Cortex Power", 3),
        },
    )
    game = layout.build()
    events = game.apply(f"play {MERGE}")
    assert [e["chain"] for e in of_kind(events, "chain_defunct")] == [
        "Cortex Power",
        "Eclipse Solar",
    ]
    assert info(game, "Maniac Timber")["size"] == 11
    assert not info(game, "Maniac Timber")["safe"]  # no safe size in Energy


# (players, Eclipse's size, Eclipse shares per seat, bonus per seat); survivor Maniac
BONUS_ROWS = {
    # $200: 2000 + 1000
    "sole holder gets both": (2, 2, (1, 0), (3000, 0)),
    # $300: 3000 / 1500
    "majority and minority": (3, 4, (3, 2, 0), (3000, 1500, 0)),
    # $250: 3750 / 2 = 1875, not rounded to $100
    "tie for majority, whole dollars": (2, 3, (1, 1), (1875, 1875)),
    # $200: 1000 / 3 = 333.33 -> 334
    "three-way tie for minority rounded up to $1": (4, 2, (2, 1, 1, 1), (2000, 334, 334, 334)),
    # $250: 3750 / 4 = 937.5 -> 938
    "four-way tie for majority": (4, 3, (1, 1, 1, 1), (938, 938, 938, 938)),
}


@pytest.mark.parametrize(
    ("players", "size", "shares", "expected"), list(BONUS_ROWS.values()), ids=list(BONUS_ROWS)
)
def test_bonuses_rounded_up_to_whole_dollars_then_forced_sale(players, size, shares, expected):
    layout = Layout(
        players,
        {"left": ("Eclipse Solar", size), "right": ("Maniac Timber", size + 1)},
        holdings={"Eclipse Solar": shares},
        founders={"Eclipse Solar": next(s for s, n in enumerate(shares) if n)},
    )
    game = layout.build()
    before = cash(game)
    events = game.apply(f"play {MERGE}")
    paid = [0] * players
    for bonus in of_kind(events, "bonus_paid"):
        paid[bonus["player"]] += bonus["amount"]
    assert paid == list(expected)
    price = 200 + 50 * (size - 2)
    assert minus(cash(game), before) == [
        b + n * price for b, n in zip(expected, shares, strict=True)
    ]
    assert holding(game, "Eclipse Solar") == [0] * players


@pytest.mark.parametrize(
    ("mergemaker", "expected"), [(0, [0, 1, 2]), (1, [1, 2, 0]), (2, [2, 0, 1])]
)
def test_the_forced_sale_goes_round_from_the_active_player(mergemaker, expected):
    layout = Layout(
        3,
        {"left": ("Eclipse Solar", 2), "right": ("Maniac Timber", 3)},
        holdings={"Eclipse Solar": (1, 1, 1)},
        mergemaker=mergemaker,
    )
    game = layout.build()
    events = game.apply(f"play {MERGE}")
    assert [e["player"] for e in of_kind(events, "shares_disposed")] == expected
    assert [e["sold"] for e in of_kind(events, "shares_disposed")] == [1, 1, 1]


# =========================================================================== the DoE


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [None, 5, 12345])
def test_the_doe_gets_1_to_10_minus_players_shares_at_each_founding(players, seed):
    layout = Layout(
        players, {"left": ("Eclipse Solar", 2), "right": ("Maniac Timber", 2)}, doe=True, seed=seed
    )
    game = layout.build()
    first, second = doe_draws(seed or 0, players, 2)
    assert game.to_dict()["doe"] == {"Eclipse Solar": first, "Maniac Timber": second}
    assert info(game, "Eclipse Solar")["available"] == 25 - 1 - first
    assert info(game, "Maniac Timber")["available"] == 25 - 1 - second
    assert 1 <= first <= 10 - players


def test_doe_shares_span_1_to_10_minus_players():
    seen: Counter[int] = Counter()
    for seed in range(300):
        game = energy_game(ROW_J[:2], [["play 1A", "play 2A"]], seed=seed, doe=True)
        game.apply("play 1A")
        game.apply("play 2A")
        events = game.apply("found Eclipse Solar")
        (given,) = of_kind(events, "doe_shares")
        assert given["chain"] == "Eclipse Solar"
        seen[given["shares"]] += 1
        assert kinds(events).index("founder_share") < kinds(events).index("doe_shares")
    assert set(seen) == set(range(1, 9))


def test_no_doe_without_the_option():
    game = founded_game()
    assert "doe" not in game.to_dict()
    assert info(game, "Eclipse Solar")["available"] == 24


def test_the_doe_counts_for_bonuses_and_sells_at_the_takeover():
    seed = seed_with_doe(3, 2)
    layout = Layout(
        2,
        {"left": ("Eclipse Solar", 2), "right": ("Maniac Timber", 3)},
        founders={"Eclipse Solar": 0},
        doe=True,
        seed=seed,
    )
    game = layout.build()
    maniac = doe_draws(seed, 2, 2)[1]
    assert game.to_dict()["doe"] == {"Eclipse Solar": 3, "Maniac Timber": maniac}
    before = cash(game)
    events = game.apply(f"play {MERGE}")
    # the DoE (3) has the majority: its 2000 leaves the game; Ann (1) gets the minority
    assert of_kind(events, "bonus_paid") == [
        {
            "kind": "bonus_paid",
            "player": -1,
            "chain": "Eclipse Solar",
            "amount": 2000,
            "rank": "majority",
        },
        {
            "kind": "bonus_paid",
            "player": 0,
            "chain": "Eclipse Solar",
            "amount": 1000,
            "rank": "minority",
        },
    ]
    assert [(e["player"], e["sold"]) for e in of_kind(events, "shares_disposed")] == [
        (0, 1),
        (-1, 3),
    ]
    assert minus(cash(game), before) == [1000 + 200, 0]
    assert game.to_dict()["doe"] == {"Maniac Timber": maniac}
    assert info(game, "Eclipse Solar")["available"] == 25


def test_the_doe_ties_are_shared_and_it_never_wins():
    # The DoE gets 1 Eclipse share: it ties with Ann for the majority (3000 / 2 = 1500 each).
    # Bob then empties his hand with the bag empty: the game ends; Eclipse is liquidated.
    seed = seed_with_doe(1, 2)
    turns = [
        ["play 1A", "play 2A", "found Eclipse Solar", "endturn"],
        [f"play {t}" for t in ("5C", "7C", "9C", "5E", "7E")],
    ]
    game = energy_game(ROW_J[:2], turns, actions=[5], doe=True, seed=seed)
    events = play_script(game, turns)
    assert game.pending is None
    assert of_kind(events, "bonus_paid") == [
        {
            "kind": "bonus_paid",
            "player": 0,
            "chain": "Eclipse Solar",
            "amount": 1500,
            "rank": "majority",
        },
        {
            "kind": "bonus_paid",
            "player": -1,
            "chain": "Eclipse Solar",
            "amount": 1500,
            "rank": "majority",
        },
    ]
    assert of_kind(events, "final_sale") == [
        {"kind": "final_sale", "player": 0, "chain": "Eclipse Solar", "shares": 1, "cash": 200},
        {"kind": "final_sale", "player": -1, "chain": "Eclipse Solar", "shares": 1, "cash": 200},
    ]
    standings = game.to_dict()["standings"]
    assert standings == [
        {"name": "Ann", "seat": 0, "cash": 6000 + 1500 + 200, "rank": 1},
        {"name": "Bob", "seat": 1, "cash": 6000, "rank": 2},
    ]
    assert game.to_dict()["doe"] == {}
    assert info(game, "Eclipse Solar")["available"] == 25


# =========================================================================== action text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("buy Eclipse Solar", "buy Eclipse Solar"),
        ("buy e", "buy Eclipse Solar"),
        ("BUY whoops uranium", "buy Whoops Uranium"),
        ("found Rufus Geothermal", "found Rufus Geothermal"),
        ("found s", "found Superslick Oil"),
        ("survivor maniac timber", "survivor Maniac Timber"),
        ("defunct Cortex Power", "defunct Cortex Power"),
        ("draw", "draw"),
        ("DRAW", "draw"),
        ("endturn", "endturn"),
        ("play 10j", "play 10J"),
        ("play 3-c", "play 3C"),
    ],
)
def test_action_text_round_trip(text, canonical):
    rules = Rules.energy()
    action = parse_action(rules, text)
    assert str(action) == canonical
    assert parse_action(rules, canonical) == action


@pytest.mark.parametrize(
    "text", ["buy Eclipse", "draw 2", "endturn now", "found Solar", "play 11A"]
)
def test_bad_action_text_is_refused(text):
    with pytest.raises(IllegalActionError):
        parse_action(Rules.energy(), text)


def test_energy_bag_deals_the_scripted_tiles():
    bag = energy_bag(ROW_J[:2], [["play 1A", "play 3A", "draw"], ["play 5A"]], extra=["9A"])
    assert bag[:2] == ["1J", "3J"]
    assert bag[2:4] == ["1A", "3A"]
    assert "5A" in bag[7:12]
    assert bag[-1] == "9A"
