"""The turn (RULES.md §1 "A turn"): place, buy, draw; illegal actions; action text.

Two players throughout unless said otherwise: Ann (seat 0, position tile 12D,
goes first) and Bob (seat 1, position tile 12F). Chains live in row A; plain
tiles that touch nothing are taken from ``ISO`` (rows C-F, checkerboard).
"""

from __future__ import annotations

import random
import re

import pytest
from scripting import script_bag

from acquire_qt.engine import IllegalActionError, Rules, new_game

ANN, BOB = 0, 1
POSITIONS = ["12D", "12F"]
ISO = [
    *("1C", "3C", "5C", "7C", "9C", "11C"),
    *("2D", "4D", "6D", "8D", "10D"),
    *("1E", "3E", "5E", "7E", "9E", "11E"),
    *("2F", "4F", "6F", "8F", "10F"),
]
CHAIN_ORDER = ["Tower", "Luxor", "American", "Worldwide", "Festival", "Imperial", "Continental"]

# a turn: (tile to play, chain to found or None, buy text)
Turn = tuple[str, str | None, str]


def start(turns: list[Turn], last: str | None = None, later: tuple[str, ...] = ()):
    """A game whose bag lets ``turns`` be played, then ``last`` placed (not yet bought).

    ``later`` are the tiles of the turns after that (dealt, not played here).
    Returns the game (after the turns, and after ``play last`` when given) and the bag.
    """
    plays = [t[0] for t in turns] + ([last] if last else []) + list(later)
    bag = script_bag(POSITIONS, plays)
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)
    for tile, found, buy in turns:
        do_turn(game, tile, found, buy)
    if last:
        game.apply(f"play {last}")
    return game, bag


def do_turn(game, tile: str, found: str | None = None, buy: str = "buy"):
    player = game.pending.player
    assert game.pending.kind == "play", game.pending
    events = list(game.apply(f"play {tile}"))
    if found is not None:
        assert game.pending.kind == "found"
        events += game.apply(f"found {found}")
    p = game.pending
    if p is not None and p.kind == "buy" and p.player == player:
        events += game.apply(buy)
    else:
        assert buy == "buy", f"no buy step after playing {tile}"
    return events


def player(game, seat: int) -> dict:
    return game.to_dict()["players"][seat]


def legal_texts(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


def assert_refused(game, action: str) -> str:
    """``action`` raises IllegalActionError and leaves the game exactly as it was."""
    before = game.to_dict()
    legal_before = legal_texts(game)
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert isinstance(info.value, ValueError)
    assert game.to_dict() == before
    assert legal_texts(game) == legal_before
    message = str(info.value)
    assert message.strip(), "the error must say why"
    return message


# Ann founds nothing on turn 0, Bob founds Tower (1A-2A), Ann plays 4A, Bob founds
# Luxor (4A-5A): both chains of size 2 at $200.
TWO_CHAINS: list[Turn] = [
    ("1A", None, "buy"),
    ("2A", "Tower", "buy"),
    ("4A", None, "buy"),
    ("5A", "Luxor", "buy"),
]


def at_buy_two_chains():
    """Ann has placed an isolated tile on turn 4 and must buy; Tower and Luxor at $200."""
    game, bag = start(TWO_CHAINS, last=ISO[0])
    assert game.pending.kind == "buy" and game.pending.player == ANN
    return game, bag


# ------------------------------------------------------------------ placing


def test_placing_comes_first_buying_is_not_offered_before():
    game, _ = start(TWO_CHAINS)
    assert game.pending.kind == "play" and game.pending.player == ANN
    texts = legal_texts(game)
    assert texts, "a playable hand must offer plays"
    assert all(t.startswith("play ") for t in texts)
    assert {f"play {t}" for t in game.pending.tiles} == texts
    for action in ("buy", "buy Tower", "found American"):
        assert_refused(game, action)


def test_tile_is_placed_then_buy_then_next_player():
    game, _ = start(TWO_CHAINS, later=(ISO[0],))
    game.apply(f"play {ISO[0]}")
    assert game.to_dict()["board"][ISO[0]] == "loose"
    assert game.pending.kind == "buy" and game.pending.player == ANN
    game.apply("buy")
    assert game.pending.kind == "play" and game.pending.player == BOB


# ------------------------------------------------------------------- buying


@pytest.mark.parametrize(
    ("text", "bought", "cost"),
    [
        ("buy", {}, 0),
        ("buy Tower", {"Tower": 1}, 200),
        ("buy Luxor Luxor", {"Luxor": 2}, 400),
        ("buy Tower Luxor", {"Tower": 1, "Luxor": 1}, 400),
        ("buy Tower Tower Luxor", {"Tower": 2, "Luxor": 1}, 600),
        ("buy Luxor Luxor Luxor", {"Luxor": 3}, 600),
    ],
)
def test_buy_zero_to_three_shares_split_across_chains(text, bought, cost):
    game, _ = at_buy_two_chains()
    events = game.apply(text)
    ann = player(game, ANN)
    assert ann["cash"] == 6000 - cost
    assert ann["shares"] == bought
    chains = game.to_dict()["chains"]
    # Bob holds one founder's share of each
    assert chains["Tower"]["available"] == 24 - bought.get("Tower", 0)
    assert chains["Luxor"]["available"] == 24 - bought.get("Luxor", 0)
    buys = [e for e in events if e.kind == "shares_bought"]
    if bought:
        assert len(buys) == 1
        assert buys[0].player == ANN
        assert buys[0].cost == cost
    assert player(game, BOB)["cash"] == 6000


def test_buy_options_are_every_combination_of_up_to_three_active_shares():
    game, _ = at_buy_two_chains()
    expected = {
        "buy",
        "buy Tower",
        "buy Luxor",
        "buy Tower Tower",
        "buy Tower Luxor",
        "buy Luxor Luxor",
        "buy Tower Tower Tower",
        "buy Tower Tower Luxor",
        "buy Tower Luxor Luxor",
        "buy Luxor Luxor Luxor",
    }
    assert legal_texts(game) == expected


@pytest.mark.parametrize(
    ("text", "must_mention"),
    [
        ("buy American", "American"),  # never founded
        ("buy Continental Tower", "Continental"),
        ("buy Tower Tower Tower Tower", None),  # four shares
        ("buy Tower Luxor Tower Luxor", None),
        ("play " + ISO[1], None),  # the tile is already placed this turn
        ("found American", None),
        ("survivor Tower", None),
        ("defunct Tower", None),
        ("dispose keep", None),
        ("end", None),  # no end condition holds
        ("buy Hilton", None),
        ("sell Tower", None),
        ("", None),
    ],
)
def test_illegal_actions_at_buy_are_refused_and_change_nothing(text, must_mention):
    game, _ = at_buy_two_chains()
    message = assert_refused(game, text)
    if must_mention:
        assert must_mention in message
    if text.startswith("buy Tower Tower Tower Tower") or text.startswith("buy Tower Luxor T"):
        assert "3" in message or "three" in message.lower()


def test_buy_at_the_price_after_the_placement():
    # Ann's tile 1B grows Tower from 2 to 3 tiles: $300 a share, not $200
    game, _ = start(TWO_CHAINS, last="1B")
    chains = game.to_dict()["chains"]
    assert chains["Tower"]["size"] == 3
    assert chains["Tower"]["price"] == 300
    events = game.apply("buy Tower Tower Luxor")
    assert player(game, ANN)["cash"] == 6000 - 300 - 300 - 200
    assert [e.cost for e in events if e.kind == "shares_bought"] == [800]


def test_the_drawn_tile_arrives_after_buying():
    game, bag = at_buy_two_chains()
    # turn 4: two position tiles, two hands of six, four earlier draws
    next_tile = bag[2 + 12 + 4]
    assert len(player(game, ANN)["tiles"]) == 5
    assert next_tile not in player(game, ANN)["tiles"]
    events = game.apply("buy Tower")
    kinds = [e.kind for e in events]
    assert kinds.index("shares_bought") < kinds.index("tile_drawn")
    drawn = [(e.player, e.tile) for e in events if e.kind == "tile_drawn"]
    assert drawn == [(ANN, next_tile)]
    assert next_tile in player(game, ANN)["tiles"]
    assert len(player(game, ANN)["tiles"]) == 6
    assert game.to_dict()["bag_left"] == len(bag) - (2 + 12 + 5)


def drained_tower(later: tuple[str, ...] = ()):
    """Both players buy Tower until the bank has 2 left; Bob then must buy (turn 9).

    Bob founds Tower (free share) and buys 3 on turn 1; then each turn buys 3,
    except Ann's last (turn 8) who buys 1: 1 + 3*7 + 1 = 23 sold, 2 left.
    """
    turns: list[Turn] = [("1A", None, "buy"), ("2A", "Tower", "buy Tower Tower Tower")]
    for k in range(2, 8):
        turns.append((ISO[k], None, "buy Tower Tower Tower"))
    turns.append((ISO[8], None, "buy Tower"))
    game, _ = start(turns, last=ISO[9], later=later)
    assert game.pending.kind == "buy" and game.pending.player == BOB
    return game


def test_cannot_buy_more_than_the_bank_has():
    game = drained_tower()
    tower = game.to_dict()["chains"]["Tower"]
    assert tower["available"] == 2
    assert player(game, ANN)["shares"] == {"Tower": 10}
    assert player(game, BOB)["shares"] == {"Tower": 13}
    message = assert_refused(game, "buy Tower Tower Tower")
    assert "Tower" in message
    assert re.search(r"\b2\b|\btwo\b", message), message
    assert legal_texts(game) == {"buy", "buy Tower", "buy Tower Tower"}
    game.apply("buy Tower Tower")
    assert game.to_dict()["chains"]["Tower"]["available"] == 0
    assert player(game, BOB)["shares"] == {"Tower": 15}
    assert player(game, BOB)["cash"] == 6000 - 4 * 600 - 400


def test_no_buy_step_when_the_bank_is_empty():
    game = drained_tower(later=(ISO[10],))
    game.apply("buy Tower Tower")
    # Ann places; nothing can be bought, so the turn goes straight on to Bob
    game.apply(f"play {ISO[10]}")
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert len(player(game, ANN)["tiles"]) == 6


def poor_ann(later: int = 0):
    """Ann founds Continental ($400) and buys it down to $400 cash; Bob never buys.

    Turn 12: Ann has placed an isolated tile and must buy with $400.
    """
    turns: list[Turn] = [("1A", None, "buy"), (ISO[0], None, "buy")]
    turns.append(("2A", "Continental", "buy Continental Continental Continental"))
    buys = ["buy C C C", "buy C C C", "buy C C C", "buy C C"]
    iso = iter(ISO[1:])
    for text in buys:
        turns.append((next(iso), None, "buy"))  # Bob
        turns.append((next(iso), None, text))  # Ann
    turns.append((next(iso), None, "buy"))  # Bob, turn 11
    last = next(iso)
    more = tuple(next(iso) for _ in range(later))
    game, _ = start(turns, last=last, later=more)
    assert game.pending.kind == "buy" and game.pending.player == ANN
    return game, iter(more)


def test_cannot_buy_more_than_cash_allows():
    game, _ = poor_ann()
    assert player(game, ANN)["cash"] == 400
    assert player(game, ANN)["shares"] == {"Continental": 15}
    message = assert_refused(game, "buy Continental Continental")
    assert any(w in message.lower() for w in ("cash", "afford", "money", "$", "800", "400"))
    assert legal_texts(game) == {"buy", "buy Continental"}


def test_player_spending_everything_completes_the_turn_and_plays_on():
    """Checklist edge case 5: a player who runs out of money finishes the turn."""
    game, iso = poor_ann(later=2)
    events = game.apply("buy Continental")
    assert player(game, ANN)["cash"] == 0
    assert [e.kind for e in events].count("tile_drawn") == 1
    assert len(player(game, ANN)["tiles"]) == 6
    assert game.pending.kind == "play" and game.pending.player == BOB
    do_turn(game, next(iso), None, "buy")
    # Ann, penniless, still has to place a tile; then nothing can be bought
    assert game.pending.kind == "play" and game.pending.player == ANN
    tile = next(iso)
    assert tile in game.pending.tiles
    events = game.apply(f"play {tile}")
    assert game.to_dict()["board"][tile] == "loose"
    assert game.pending.kind == "play" and game.pending.player == BOB
    assert [(e.player, e.kind) for e in events if e.kind == "tile_drawn"] == [(ANN, "tile_drawn")]
    assert len(player(game, ANN)["tiles"]) == 6
    assert player(game, ANN)["cash"] == 0


# --------------------------------------------------------- illegal actions


def test_tile_not_in_hand_is_refused_with_its_name_and_the_player():
    game, _ = start(TWO_CHAINS)
    bob_tile = player(game, BOB)["tiles"][0]
    message = assert_refused(game, f"play {bob_tile}")
    assert bob_tile in message
    assert "Ann" in message
    # a tile that is nowhere (still in the bag or not in this game at all)
    message = assert_refused(game, "play 12C")
    assert "12C" in message and "Ann" in message


@pytest.mark.parametrize(
    "text",
    ["play 1A", "play 12D", "play 13A", "play 0A", "play 5J", "play", "play 5G 6G", "fly away"],
)
def test_malformed_or_impossible_plays_are_refused(text):
    game, _ = start(TWO_CHAINS)
    assert_refused(game, text)


@pytest.mark.parametrize(
    "text", ["buy", "buy Tower", "play 6B", "survivor Tower", "dispose keep", "end", "found Tower"]
)
def test_wrong_kind_of_action_at_found_is_refused(text):
    # Bob plays 5A next to the loose 4A: he must now choose a chain to found
    game, _ = start(TWO_CHAINS[:3], last="5A")
    assert game.pending.kind == "found" and game.pending.player == BOB
    assert "Tower" not in game.pending.chains
    assert len(game.pending.chains) == 6
    assert_refused(game, text)


# -------------------------------------------------------------- action text


def check_round_trip(game, legal) -> None:
    for action in legal:
        text = str(action)
        parsed = game.parse_action(text)
        assert parsed == action, text
        assert str(parsed) == text


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_legal_action_round_trips_through_its_text(seed):
    rng = random.Random(seed)
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=seed)
    seen: set[str] = set()
    for _ in range(600):
        if game.pending is None:
            break
        seen.add(str(game.pending.kind))
        legal = game.legal_actions()
        check_round_trip(game, legal)
        action = rng.choice(legal)
        by_object, by_text = game.copy(), game.copy()
        events_object = by_object.apply(action)
        events_text = by_text.apply(str(action))
        assert by_object.to_dict() == by_text.to_dict()
        assert [e.to_dict() for e in events_object] == [e.to_dict() for e in events_text]
        game.apply(action)
    kinds = {k.split(".")[-1].lower() for k in seen}
    assert {"play", "found", "buy", "dispose"} <= kinds


def test_end_action_text_round_trips():
    # no end condition in a fresh game, but the text still parses to the End action
    game, _ = start(TWO_CHAINS)
    assert str(game.parse_action("END")) == "end"
    assert str(game.parse_action("end")) == "end"


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("buy t l", "buy Tower Luxor"),
        ("BUY luxor TOWER", "buy Tower Luxor"),
        ("buy L t L", "buy Tower Luxor Luxor"),
        ("Buy TOWER", "buy Tower"),
        ("buy  tower   luxor", "buy Tower Luxor"),
        ("BUY", "buy"),
    ],
)
def test_buy_text_any_case_or_initials(variant, canonical):
    game, _ = at_buy_two_chains()
    assert game.parse_action(variant) == game.parse_action(canonical)
    assert str(game.parse_action(variant)) == canonical
    a, b = game.copy(), game.copy()
    a.apply(variant)
    b.apply(canonical)
    assert a.to_dict() == b.to_dict()


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("found luxor", "found Luxor"),
        ("FOUND L", "found Luxor"),
        ("found a", "found American"),
        ("found W", "found Worldwide"),
        ("found f", "found Festival"),
        ("found i", "found Imperial"),
        ("found c", "found Continental"),
        ("Found CONTINENTAL", "found Continental"),
    ],
)
def test_found_text_any_case_or_initials(variant, canonical):
    game, _ = start(TWO_CHAINS[:3], last="5A")
    assert game.pending.kind == "found"
    assert game.parse_action(variant) == game.parse_action(canonical)
    assert str(game.parse_action(variant)) == canonical
    a, b = game.copy(), game.copy()
    a.apply(variant)
    b.apply(canonical)
    assert a.to_dict() == b.to_dict()
    chain = canonical.split()[1]
    assert a.to_dict()["chains"][chain]["size"] == 2


def test_play_text_any_case_and_dash():
    # Ann's next tiles: 11C and 10F (two-digit columns) besides her fillers
    game, _ = start(TWO_CHAINS, later=("11C", "3C", "10F"))
    assert {"11C", "10F"} <= set(game.pending.tiles)
    for tile in game.pending.tiles:
        col, row = tile[:-1], tile[-1]
        canonical = f"play {tile}"
        for variant in (
            f"play {col}{row.lower()}",
            f"play {col}-{row}",
            f"PLAY {col}-{row.lower()}",
        ):
            assert game.parse_action(variant) == game.parse_action(canonical)
            assert str(game.parse_action(variant)) == canonical
            a, b = game.copy(), game.copy()
            a.apply(variant)
            b.apply(canonical)
            assert a.to_dict() == b.to_dict()
    assert any(len(t) == 3 for t in game.pending.tiles), "want a two-digit column too"
