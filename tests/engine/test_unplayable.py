"""Unplayable tiles (RULES.md §1 "Unplayable tiles", engine-contract "Draw step").

Two layouts, each with explicit bags (two players, Ann first):

``safe_chains``: Ann grows Tower along row A (1A-11A), Bob grows Luxor along
row C (1C-11C); after turn 21 both are safe (11 tiles) and every tile in row B,
columns 1-11, would merge two safe chains: permanently dead.

``seven_chains``: seven chains of two tiles (row A and row C) and four loose
tiles 2E, 6E, 10E, 4G; after turn 17 every tile touching only a loose tile would
found an eighth chain: temporarily unplayable.
"""

from __future__ import annotations

import pytest

from acquire_qt.engine import IllegalActionError, Rules, new_game

ANN, BOB = 0, 1
CHAINS = ["Tower", "Luxor", "American", "Worldwide", "Festival", "Imperial", "Continental"]


def do_turn(game, tile: str, found: str | None = None, buy: str = "buy") -> list:
    """One whole turn for the player to act; merger questions get default answers."""
    player = game.pending.player
    assert game.pending.kind == "play", game.pending
    events = list(game.apply(f"play {tile}"))
    if found is not None:
        assert game.pending.kind == "found"
        events += game.apply(f"found {found}")
    events += answer_merger(game)
    p = game.pending
    if p is not None and p.kind == "buy" and p.player == player:
        events += game.apply(buy)
    return events


def answer_merger(game) -> list:
    """Survivor / order: the first offered; disposal: keep everything."""
    events: list = []
    while game.pending is not None and game.pending.kind in (
        "survivor",
        "defunct_order",
        "dispose",
    ):
        if game.pending.kind == "dispose":
            events += game.apply("dispose keep")
        else:
            first = next(a for a in game.legal_actions() if str(a) != "end")
            events += game.apply(first)
    return events


def d(game) -> dict:
    return game.to_dict()


def hand(game, seat: int) -> set[str]:
    return set(d(game)["players"][seat]["tiles"])


def of_kind(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def assert_refused(game, action: str) -> str:
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert game.to_dict() == before
    return str(info.value)


# ------------------------------------------------------------ safe chains

SAFE_POSITIONS = ["12E", "12H"]
ANN_ISO = ["2E", "4E", "6E", "8E", "10E", "2G"]  # touch nothing on the board
BOB_ISO = ["1G", "3G", "5G", "7G", "9G", "1I"]


def safe_chains(ann_later, bob_later, after=()):
    """Play turns 0-21 (both chains safe); return the game and the last turn's events.

    ``ann_later`` / ``bob_later``: the six tiles Ann draws on turns 10-20 and Bob on
    turns 11-21, i.e. their hands after turn 21. ``after``: the rest of the bag.
    """
    bag = [*SAFE_POSITIONS]
    bag += [f"{c}A" for c in range(1, 7)] + [f"{c}C" for c in range(1, 7)]
    for c in range(7, 12):
        bag += [f"{c}A", f"{c}C"]
    for a, b in zip(ann_later, bob_later, strict=True):
        bag += [a, b]
    bag += list(after)
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)
    events: list = []
    for k in range(22):
        col, row = k // 2 + 1, "AC"[k % 2]
        assert game.pending.player == k % 2
        found = ("Tower", "Luxor")[k % 2] if col == 2 else None
        events = do_turn(game, f"{col}{row}", found)
    chains = d(game)["chains"]
    assert (chains["Tower"]["size"], chains["Luxor"]["size"]) == (11, 11)
    assert chains["Tower"]["safe"] and chains["Luxor"]["safe"]
    return game, events


def test_dead_tile_is_not_offered_and_is_replaced_at_its_owners_draw_step():
    game, _ = safe_chains(["5B", *ANN_ISO[:5]], BOB_ISO, after=["4G", "6G", "8G"])
    # 5B became dead on Bob's turn 21: still in Ann's hand, not yet removed
    assert hand(game, ANN) == {"5B", *ANN_ISO[:5]}
    assert d(game)["removed"] == []
    assert game.pending.kind == "play" and game.pending.player == ANN
    assert set(game.pending.tiles) == set(ANN_ISO[:5])
    assert "play 5B" not in {str(a) for a in game.legal_actions()}
    message = assert_refused(game, "play 5B")
    assert "5B" in message
    events = do_turn(game, "2E")
    assert [(e.player, e.tile) for e in of_kind(events, "dead_tile_removed")] == [(ANN, "5B")]
    assert [e.tile for e in of_kind(events, "tile_drawn") if e.player == ANN] == ["4G", "6G"]
    assert d(game)["removed"] == ["5B"]
    assert hand(game, ANN) == {"4E", "6E", "8E", "10E", "4G", "6G"}
    assert "5B" not in d(game)["board"]
    assert d(game)["bag_left"] == 1


def test_several_dead_tiles_all_replaced_and_a_dead_replacement_too():
    after = ["9B", "8E", "10E", "4G", "6G", "8G"]
    game, _ = safe_chains(["3B", "5B", "7B", "2E", "4E", "6E"], BOB_ISO, after=after)
    assert set(game.pending.tiles) == {"2E", "4E", "6E"}
    events = do_turn(game, "2E")
    removed = [e.tile for e in of_kind(events, "dead_tile_removed")]
    assert sorted(removed) == sorted(["3B", "5B", "7B", "9B"])
    assert all(e.player == ANN for e in of_kind(events, "dead_tile_removed"))
    assert set(d(game)["removed"]) == {"3B", "5B", "7B", "9B"}
    assert len(d(game)["removed"]) == 4
    assert hand(game, ANN) == {"4E", "6E", "8E", "10E", "4G", "6G"}
    assert d(game)["bag_left"] == 1
    # Bob's turn: his hand was never touched
    assert game.pending.player == BOB and game.pending.kind == "play"
    assert hand(game, BOB) == set(BOB_ISO)


def test_dead_tiles_in_hand_do_not_stop_play_when_another_is_playable():
    game, _ = safe_chains(["1B", "2B", "3B", "4B", "5B", "2E"], BOB_ISO, after=())
    assert game.pending.kind == "play" and game.pending.player == ANN
    assert list(game.pending.tiles) == ["2E"]
    assert d(game)["removed"] == []


DEAD_HAND = ["2B", "3B", "4B", "5B", "6B", "7B"]


def test_hand_with_no_playable_tile_is_revealed_removed_and_redrawn():
    after = ["8B", "2E", "4E", "6E", "8E", "10E", "2G", "4G"]
    game, events = safe_chains(DEAD_HAND, BOB_ISO, after=after)
    revealed = of_kind(events, "hand_revealed")
    assert [(e.player, set(e.tiles)) for e in revealed] == [(ANN, set(DEAD_HAND))]
    # every tile of the hand set aside, plus the dead 8B drawn in their place
    assert set(d(game)["removed"]) == {*DEAD_HAND, "8B"}
    assert len(d(game)["removed"]) == 7
    assert hand(game, ANN) == {"2E", "4E", "6E", "8E", "10E", "2G"}
    assert game.pending.kind == "play" and game.pending.player == ANN
    assert set(game.pending.tiles) == {"2E", "4E", "6E", "8E", "10E", "2G"}
    assert d(game)["bag_left"] == 1
    assert of_kind(events, "placement_skipped") == []
    # the redrawn hand plays normally
    do_turn(game, "4E")
    assert d(game)["board"]["4E"] == "loose"
    assert hand(game, ANN) == {"2E", "6E", "8E", "10E", "2G", "4G"}


def test_no_playable_tile_and_empty_bag_skips_to_buying():
    game, events = safe_chains(DEAD_HAND, BOB_ISO, after=())
    assert [e.player for e in of_kind(events, "hand_revealed")] == [ANN]
    assert [e.player for e in of_kind(events, "placement_skipped")] == [ANN]
    assert set(d(game)["removed"]) == set(DEAD_HAND)
    assert hand(game, ANN) == set()
    assert d(game)["bag_left"] == 0
    assert game.pending.kind == "buy" and game.pending.player == ANN
    board_before = dict(d(game)["board"])
    game.apply("buy Tower")
    assert d(game)["players"][ANN]["shares"] == {"Tower": 2}  # founder's share + 1
    assert d(game)["board"] == board_before
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert d(game)["over"] is False


# ------------------------------------------------------------ seven chains

SEVEN_POSITIONS = ["12G", "12I"]
# (Ann's tile, Bob's tile) for turns 0-13: seven chains of two
SEVEN_PAIRS = [
    ("1A", "2A", "Tower"),
    ("4A", "5A", "Luxor"),
    ("7A", "8A", "American"),
    ("10A", "11A", "Worldwide"),
    ("1C", "2C", "Festival"),
    ("4C", "5C", "Imperial"),
    ("7C", "8C", "Continental"),
]
LOOSE = [("2E", "6E"), ("10E", "4G")]  # turns 14-17
BOB_SAFE = ["1I", "3I", "5I", "7I", "9I", "1H"]


def seven_chains(ann_later, bob_later, after=()):
    """Play turns 0-17; return the game and the last turn's events.

    ``ann_later`` / ``bob_later``: what Ann draws on turns 6-16 and Bob on 7-17,
    i.e. their hands after turn 17.
    """
    ann = [a for a, _, _ in SEVEN_PAIRS[:6]]
    bob = [b for _, b, _ in SEVEN_PAIRS[:6]]
    bag = [*SEVEN_POSITIONS, *ann, *bob, "7C", "8C", "2E", "6E", "10E", "4G"]
    for a, b in zip(ann_later, bob_later, strict=True):
        bag += [a, b]
    bag += list(after)
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)
    events: list = []
    for a, b, chain in SEVEN_PAIRS:
        do_turn(game, a)
        do_turn(game, b, found=chain)
    for a, b in LOOSE:
        do_turn(game, a)
        events = do_turn(game, b)
    chains = d(game)["chains"]
    assert all(chains[c]["active"] and chains[c]["size"] == 2 for c in CHAINS)
    for tile in ("2E", "6E", "10E", "4G"):
        assert d(game)["board"][tile] == "loose"
    return game, events


def test_tile_founding_an_eighth_chain_stays_in_hand_until_a_chain_is_freed():
    ann_later = ["1E", "3E", "12D", "6B", "9B", "3C"]
    bob_later = ["3A", *BOB_SAFE[:5]]
    game, _ = seven_chains(ann_later, bob_later, after=["2I", "4I", "6I"])
    assert game.pending.kind == "play" and game.pending.player == ANN
    # 1E and 3E would found an eighth chain with the loose 2E
    assert set(game.pending.tiles) == {"12D", "6B", "9B", "3C"}
    texts = {str(a) for a in game.legal_actions()}
    assert texts == {"play 12D", "play 6B", "play 9B", "play 3C"}
    assert "1E" in assert_refused(game, "play 1E")
    assert_refused(game, "discard 1E")
    do_turn(game, "12D")
    # kept through Ann's draw step: not dead, not removed
    assert hand(game, ANN) == {"1E", "3E", "6B", "9B", "3C", "2I"}
    assert d(game)["removed"] == []
    # Bob merges Tower and Luxor with 3A: six chains left
    do_turn(game, "3A")
    chains = d(game)["chains"]
    assert sum(c["active"] for c in chains.values()) == 6
    freed = next(name for name, c in chains.items() if not c["active"])
    assert game.pending.kind == "play" and game.pending.player == ANN
    assert {"1E", "3E"} <= set(game.pending.tiles)
    game.apply("play 1E")
    assert game.pending.kind == "found"
    assert list(game.pending.chains) == [freed]
    game.apply(f"found {freed}")
    assert d(game)["chains"][freed]["active"]
    assert d(game)["chains"][freed]["size"] == 2
    assert d(game)["board"]["1E"] == freed == d(game)["board"]["2E"]


def test_seven_chains_and_no_playable_tile_after_redraw_skips_to_buying():
    """Checklist edge case 9: all seven chains active and no merger possible."""
    ann_later = ["1E", "3E", "2F", "5E", "7E", "6F"]  # each touches one loose tile only
    after = ["6D", "9E", "11E", "10F", "10D", "4F", "12D"]  # six more of the same, then 12D
    game, events = seven_chains(ann_later, BOB_SAFE, after=after)
    revealed = of_kind(events, "hand_revealed")
    assert [(e.player, set(e.tiles)) for e in revealed] == [(ANN, set(ann_later))]
    assert set(d(game)["removed"]) == set(ann_later)
    assert hand(game, ANN) == set(after[:6])
    assert d(game)["bag_left"] == 1
    assert [e.player for e in of_kind(events, "placement_skipped")] == [ANN]
    assert game.pending.kind == "buy" and game.pending.player == ANN
    cash = d(game)["players"][ANN]["cash"]
    game.apply("buy Tower Luxor")
    assert d(game)["players"][ANN]["cash"] == cash - 400
    # nothing was placed, so nothing is drawn; Bob plays on
    assert hand(game, ANN) == set(after[:6])
    assert d(game)["bag_left"] == 1
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert set(game.pending.tiles) == set(BOB_SAFE)


def test_seven_chains_growing_and_merging_tiles_stay_playable():
    ann_later = ["1E", "9C", "12A", "3C", "6B", "3E"]  # 9C grows, 12A grows, 3C merges
    game, _ = seven_chains(ann_later, BOB_SAFE, after=["2I"])
    assert set(game.pending.tiles) == {"9C", "12A", "3C", "6B"}
    events = do_turn(game, "9C")
    assert d(game)["chains"]["Continental"]["size"] == 3
    assert of_kind(events, "hand_revealed") == []
