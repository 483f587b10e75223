"""End of the game (RULES.md §1 "End of game", engine-contract "end" and scoring).

``forty_one``: two players. Ann founds nothing with 7E, Bob founds Luxor with
8E (it stays at 2 tiles, unsafe), then Ann and Bob alternately lay Tower along
rows A, B, C and D (1A, 2A, ... 12A, 1B, ... 5D): Tower has 40 tiles after turn
41 (Bob's) and 41 after turn 42 (Ann's). 7D would then merge Luxor into Tower.

``all_safe``: three players. Tower grows along row A, Luxor (1C-2C) is merged
into it by 1B on turn 15; from then on Tower (15 tiles) is the only active chain,
and it is safe.
"""

from __future__ import annotations

import pytest
from scripting import script_bag

from acquire_qt.engine import IllegalActionError, Rules, new_game

ANN, BOB, CY = 0, 1, 2


def do_turn(game, tile: str | None, found: str | None = None, buy: str = "buy") -> list:
    """One whole turn; ``tile`` None means the placement is skipped (just buy)."""
    player = game.pending.player
    events: list = []
    if tile is not None:
        assert game.pending.kind == "play", game.pending
        events += game.apply(f"play {tile}")
    if found is not None:
        assert game.pending.kind == "found"
        events += game.apply(f"found {found}")
    while game.pending is not None and game.pending.kind == "dispose":
        events += game.apply("dispose keep")
    p = game.pending
    if p is not None and p.kind == "buy" and p.player == player:
        events += game.apply(buy)
    return events


def d(game) -> dict:
    return game.to_dict()


def cash(game) -> list[int]:
    return [p["cash"] for p in d(game)["players"]]


def can_end(game) -> bool:
    return "end" in {str(a) for a in game.legal_actions()}


def of_kind(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


# ------------------------------------------------------------ forty-one

TOWER_41 = [f"{c}{r}" for r in "ABC" for c in range(1, 13)] + [f"{c}D" for c in range(1, 6)]
TURNS_41: list[tuple[str, str | None, str]] = [("7E", None, "buy"), ("8E", "Luxor", "buy")]
for _i, _tile in enumerate(TOWER_41):
    TURNS_41.append(
        (_tile, "Tower" if _i == 1 else None, "buy Tower Tower Tower" if _i == 2 else "buy")
    )
LATER_41 = ["1F", "3F"]  # turn 43 (Bob) and 44 (Ann): touch nothing


def forty_one(turns: int, later: list[str] = LATER_41):
    """The game after ``turns`` whole turns of ``TURNS_41``; ``later`` follow."""
    plays = [t for t, _, _ in TURNS_41] + later
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=script_bag(["10G", "3H"], plays))
    for tile, found, buy in TURNS_41[:turns]:
        do_turn(game, tile, found, buy)
    return game


def test_layout_forty_one():
    game = forty_one(42)
    chains = d(game)["chains"]
    assert chains["Tower"]["size"] == 40
    assert chains["Luxor"]["size"] == 2
    assert d(game)["players"][ANN]["shares"] == {"Tower": 3}
    assert d(game)["players"][BOB]["shares"] == {"Tower": 1, "Luxor": 1}
    assert cash(game) == [6000 - 900, 6000]


def test_end_allowed_at_41_tiles_not_at_40():
    game = forty_one(0)
    assert not can_end(game)
    for k, (tile, found, buy) in enumerate(TURNS_41):
        assert can_end(game) is False, f"end offered before turn {k}"
        game.apply(f"play {tile}")
        if found:
            game.apply(f"found {found}")
        size = d(game)["chains"]["Tower"]["size"]
        # Luxor (2 tiles) is active and unsafe all along: only 41 tiles allow the end
        assert can_end(game) is (size >= 41), (k, size)
        if k == 41:
            assert size == 40
        if k == 42:
            assert size == 41
            return
        if game.pending.kind == "buy":
            game.apply(buy)
    pytest.fail("never reached 41 tiles")


def test_end_is_never_forced():
    game = forty_one(42)
    game.apply("play 5D")
    assert d(game)["chains"]["Tower"]["size"] == 41
    game.apply("buy")
    assert d(game)["over"] is False
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert can_end(game)  # Bob may declare at the start of his turn...
    do_turn(game, "1F")  # ...but does not have to
    assert d(game)["over"] is False
    assert game.pending.kind == "play" and game.pending.player == ANN
    do_turn(game, "3F")
    assert d(game)["over"] is False
    assert game.pending is not None


def test_declared_end_completes_the_turn_with_buying_then_scores():
    game = forty_one(42)
    game.apply("play 5D")
    events = game.apply("end")
    assert [e.player for e in of_kind(events, "end_declared")] == [ANN]
    # the turn goes on: Ann still buys
    assert d(game)["over"] is False
    assert game.pending.kind == "buy" and game.pending.player == ANN
    assert not can_end(game), "the end is declared once"
    events = game.apply("buy Luxor")
    kinds = [e.kind for e in events]
    assert kinds.index("shares_bought") < kinds.index("game_over")
    assert "tile_drawn" in kinds[: kinds.index("game_over")]
    assert game.pending is None
    assert d(game)["over"] is True
    # Tower 41 tiles, $1000: Ann 3 shares (majority $10,000), Bob 1 (minority $5,000).
    # Luxor 2 tiles, $200: Ann 1, Bob 1, tie for majority: ($2000 + $1000) / 2 each.
    # Then all shares sold: Ann 3 x 1000 + 200, Bob 1000 + 200.
    ann = 6000 - 900 - 200 + 10000 + 1500 + 3200
    bob = 6000 + 5000 + 1500 + 1200
    assert cash(game) == [ann, bob] == [19600, 13700]
    sales = {(e.player, e.chain, e.shares, e.cash) for e in of_kind(events, "final_sale")}
    assert sales == {
        (ANN, "Tower", 3, 3000),
        (ANN, "Luxor", 1, 200),
        (BOB, "Tower", 1, 1000),
        (BOB, "Luxor", 1, 200),
    }
    bonuses = sorted((e.player, e.chain, e.amount) for e in of_kind(events, "bonus_paid"))
    assert bonuses == sorted(
        [(ANN, "Tower", 10000), (BOB, "Tower", 5000), (ANN, "Luxor", 1500), (BOB, "Luxor", 1500)]
    )
    # bonuses come before the sale
    assert max(i for i, k in enumerate(kinds) if k == "bonus_paid") < kinds.index("final_sale")
    assert [p["shares"] for p in d(game)["players"]] == [{}, {}]
    assert d(game)["standings"] == [
        {"name": "Ann", "seat": ANN, "cash": 19600, "rank": 1},
        {"name": "Bob", "seat": BOB, "cash": 13700, "rank": 2},
    ]
    assert [e.kind for e in events].count("game_over") == 1


def test_end_declared_at_the_start_of_a_turn():
    game = forty_one(43)
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert can_end(game)
    game.apply("end")
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert d(game)["over"] is False
    game.apply("play 1F")
    assert d(game)["board"]["1F"] == "loose"
    assert game.pending.kind == "buy" and game.pending.player == BOB
    game.apply("buy")
    assert d(game)["over"] is True
    assert game.pending is None


def test_only_the_active_player_may_declare_the_end_even_during_a_merger():
    game = forty_one(42, later=["7D"])
    do_turn(game, "5D", buy="buy Luxor")  # Tower 41; Ann now holds a Luxor share too
    assert game.pending.kind == "play" and game.pending.player == BOB
    game.apply("play 7D")  # Bob merges Luxor into Tower: both holders dispose, Bob first
    assert game.pending.kind == "dispose" and game.pending.player == BOB
    assert can_end(game), "Bob is the active player and Tower has 41+ tiles"
    game.apply("dispose sell 1")
    assert game.pending.kind == "dispose" and game.pending.player == ANN
    assert not can_end(game)
    before = d(game)
    with pytest.raises(IllegalActionError):
        game.apply("end")
    assert d(game) == before
    game.apply("dispose keep")
    assert game.pending.kind == "buy" and game.pending.player == BOB
    assert can_end(game)
    game.apply("buy")
    assert game.pending.kind == "play" and game.pending.player == ANN
    assert can_end(game)  # now it is Ann's turn
    assert d(game)["over"] is False


def test_nothing_is_legal_after_the_game_is_over():
    game = forty_one(43)
    game.apply("end")
    do_turn(game, "1F")
    assert d(game)["over"] is True
    assert list(game.legal_actions()) == []
    before = d(game)
    for text in ("play 3F", "buy", "end"):
        with pytest.raises(IllegalActionError):
            game.apply(text)
    assert d(game) == before


def test_end_refused_without_an_end_condition():
    game = forty_one(5)  # Tower 3 tiles, Luxor 2
    with pytest.raises(IllegalActionError):
        game.apply("end")
    fresh = forty_one(0)  # no active chain at all
    before = d(fresh)
    with pytest.raises(IllegalActionError) as info:
        fresh.apply("end")
    assert str(info.value).strip()
    assert d(fresh) == before


# ------------------------------------------------------------ all safe

TURNS_SAFE: list[tuple[str, str | None, str]] = [
    ("1A", None, "buy"),  # 0 Ann
    ("2A", "Tower", "buy"),  # 1 Bob founds Tower
    ("3A", None, "buy Tower Tower"),  # 2 Cy: Tower 3 tiles, $300
    ("6E", None, "buy Tower Tower"),  # 3 Ann, same price
    ("1C", None, "buy"),  # 4 Bob
    ("4A", None, "buy"),  # 5
    ("5A", None, "buy"),  # 6
    ("2C", "Luxor", "buy"),  # 7 Bob founds Luxor
    ("6A", None, "buy"),
    ("7A", None, "buy"),
    ("8A", None, "buy"),
    ("9A", None, "buy"),
    ("10A", None, "buy"),
    ("11A", None, "buy"),  # 13 Bob: Tower 11 tiles, safe, but Luxor is not
    ("12A", None, "buy"),  # 14 Cy
]


def all_safe():
    """Turns 0-14 done, then Ann plays 1B (merger) and Bob keeps his Luxor share."""
    plays = [t for t, _, _ in TURNS_SAFE] + ["1B"]
    bag = script_bag(["9E", "12F", "3F"], plays)
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], tile_bag=bag)
    for k, (tile, found, buy) in enumerate(TURNS_SAFE):
        assert game.pending.player == k % 3
        do_turn(game, tile, found, buy)
        assert not can_end(game)
    assert d(game)["chains"]["Tower"]["size"] == 12
    assert d(game)["chains"]["Luxor"]["active"]
    assert not can_end(game)
    events = game.apply("play 1B")
    assert [(e.player, e.amount) for e in of_kind(events, "bonus_paid")] == [
        (BOB, 2000),
        (BOB, 1000),
    ]
    assert game.pending.kind == "dispose" and game.pending.player == BOB
    assert not can_end(game), "only the active player may declare the end"
    game.apply("dispose keep")
    assert game.pending.kind == "buy" and game.pending.player == ANN
    return game


def test_all_active_chains_safe_allows_end():
    game = all_safe()
    chains = d(game)["chains"]
    assert chains["Tower"]["size"] == 15 and chains["Tower"]["safe"]
    assert not chains["Luxor"]["active"]
    assert can_end(game)


def test_final_scoring_ties_share_first_place_and_defunct_shares_are_worthless():
    game = all_safe()
    assert cash(game) == [5400, 9000, 5400]
    assert d(game)["players"][BOB]["shares"] == {"Tower": 1, "Luxor": 1}
    game.apply("end")
    events = game.apply("buy")
    assert d(game)["over"] is True and game.pending is None
    # Tower 15 tiles, $700: Ann and Cy tie with 2 shares: ($7000 + $3500) / 2 = $5250,
    # rounded up to $5300 each, no minority for Bob. Then 2 x $700 each, Bob 1 x $700.
    # Bob's kept Luxor share is worth nothing.
    assert cash(game) == [5400 + 5300 + 1400, 9000 + 700, 5400 + 5300 + 1400]
    assert not any(e.chain == "Luxor" for e in of_kind(events, "final_sale"))
    standings = d(game)["standings"]
    assert [s["cash"] for s in standings] == [12100, 12100, 9700]
    assert {s["name"] for s in standings[:2]} == {"Ann", "Cy"}
    assert [s["rank"] for s in standings[:2]] == [1, 1]
    assert standings[2]["name"] == "Bob" and standings[2]["seat"] == BOB
    assert standings[2]["rank"] > 1


def test_no_active_chain_does_not_allow_end():
    bag = script_bag(["9E", "12F"], ["1A", "3A", "5A"])
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)
    for tile in ("1A", "3A"):
        do_turn(game, tile)
        assert not can_end(game)
    assert not any(c["active"] for c in d(game)["chains"].values())


# ------------------------------------------------------------ automatic end


def test_game_ends_itself_when_the_bag_runs_dry():
    ann = ["1A", "3A", "5A", "7A", "9A", "11A"]
    bob = ["2B", "4B", "6B", "8B", "10B", "12B"]
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=["2F", "5H", *ann, *bob])
    events: list = []
    for a, b in zip(ann, bob, strict=True):
        assert d(game)["over"] is False
        do_turn(game, a)
        assert d(game)["over"] is False
        events = do_turn(game, b)
    # both hands are empty: two turns in a row without a tile, then the end
    assert [e.player for e in of_kind(events, "placement_skipped")] == [ANN, BOB]
    assert of_kind(events, "game_over")
    assert d(game)["over"] is True and game.pending is None
    assert d(game)["standings"] == [
        {"name": "Ann", "seat": ANN, "cash": 6000, "rank": 1},
        {"name": "Bob", "seat": BOB, "cash": 6000, "rank": 1},
    ]


def test_automatic_end_waits_for_a_full_round_and_completes_each_turn():
    hands = [
        ["1A", "5A", "7A", "9A", "11A", "4B"],
        ["2A", "6B", "8B", "10B", "12B", "1C"],
        ["3C", "5C", "7C", "9C", "11C", "2D"],
    ]
    bag = ["2F", "5H", "9H", *(t for h in hands for t in h)]
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], tile_bag=bag)
    for k in range(18):
        do_turn(game, hands[k % 3][k // 3], "Tower" if k == 1 else None)
    assert d(game)["chains"]["Tower"]["size"] == 2
    for seat in (ANN, BOB, CY):
        # no tile left: the player skips placing but still buys
        assert d(game)["over"] is False
        assert game.pending.kind == "buy" and game.pending.player == seat
        game.apply("buy Tower")
    assert d(game)["over"] is True and game.pending is None
    # each bought one Tower at $200; Bob also holds the founder's share.
    # Tower: Bob 2 shares majority $2000, Ann and Cy tie for minority: $1000 / 2 = $500
    assert cash(game) == [6000 - 200 + 500 + 200, 6000 - 200 + 2000 + 400, 6000 - 200 + 500 + 200]


def safe_chains_game(ann_later, bob_later):
    """As in test_unplayable: Tower 1A-11A (Ann) and Luxor 1C-11C (Bob), no bag after."""
    bag = ["12E", "12H", *(f"{c}A" for c in range(1, 7)), *(f"{c}C" for c in range(1, 7))]
    for c in range(7, 12):
        bag += [f"{c}A", f"{c}C"]
    for a, b in zip(ann_later, bob_later, strict=True):
        bag += [a, b]
    return new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)


def test_exactly_eleven_tiles_is_safe_and_allows_end():
    game = safe_chains_game(
        ["2E", "4E", "6E", "8E", "10E", "2G"], ["1G", "3G", "5G", "7G", "9G", "1I"]
    )
    for k in range(22):
        col, row = k // 2 + 1, "AC"[k % 2]
        game.apply(f"play {col}{row}")
        if col == 2:
            game.apply(f"found {('Tower', 'Luxor')[k % 2]}")
        chains = d(game)["chains"]
        sizes = (chains["Tower"]["size"], chains["Luxor"]["size"])
        assert can_end(game) is (min(sizes) >= 11), (k, sizes)
        if k == 21:
            assert sizes == (11, 11)
        if game.pending.kind == "buy":
            game.apply("buy")


def test_automatic_end_counts_only_consecutive_turns_without_a_tile():
    # Bob's last six tiles all lie in row B: dead once Luxor is safe on turn 21, and
    # the bag is then empty, so Bob's hand is empty while Ann still has six tiles.
    ann_later = ["2E", "4E", "6E", "8E", "10E", "2G"]
    game = safe_chains_game(ann_later, ["1B", "2B", "3B", "4B", "5B", "6B"])
    for k in range(22):
        col, row = k // 2 + 1, "AC"[k % 2]
        do_turn(game, f"{col}{row}", ("Tower", "Luxor")[k % 2] if col == 2 else None)
    assert d(game)["players"][BOB]["tiles"] == []
    assert d(game)["bag_left"] == 0
    for tile in ann_later:
        assert game.pending.kind == "play" and game.pending.player == ANN
        do_turn(game, tile)
        assert d(game)["over"] is False
        # Bob cannot place: he skips to buying, the game goes on
        assert game.pending.kind == "buy" and game.pending.player == BOB
        game.apply("buy")
        assert d(game)["over"] is False
    # Ann is out of tiles too: her turn is the second in a row without a tile
    assert game.pending.kind == "buy" and game.pending.player == ANN
    game.apply("buy")
    assert d(game)["over"] is True and game.pending is None
