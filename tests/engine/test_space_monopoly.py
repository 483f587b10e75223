"""Space Monopoly (RULES.md §2a; engine-contract "The other rule sets").

Games start from fixed diamonds (``space_game(diamonds)``: the tile bag of a board-source
rule set lists the diamonds). A loose group of diamonds makes a company of any size at
once: the tile placed next to it founds the company with the whole group.

Merger positions use a star around the merging square 8F (16×12 board). Each arm is a
company: its first square (next to 8F) is the founding tile, the rest are diamonds:

    up     8E 8D 8C 8B 8A 9A 10A ... 16A                (up to 13)
    left   7F 6F ... 1F 1E 1D 1C 1B 1A 2A 3A              (up to 14)
    right  9F 10F ... 16F 16G 15G ... 10G                 (up to 15)
    down   8G 8H 7H 6H ... 1H                             (up to 9)

A keeper company (Pacifica: diamond 16K, founded with 16J by seat 0 on the first turn)
stays small, so that the game does not end because every active company is safe.
Quiet squares (rows J and L, odd columns) touch nothing: turns that only buy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest
from scripting import cash, holding, info, kinds, minus, of_kind, space_game, turn

from acquire_qt.engine import (
    Game,
    IllegalActionError,
    Outcome,
    Rules,
    load_record,
    new_game,
    parse_action,
)
from acquire_qt.engine.board import Board

NAMES = ("Ann", "Bob", "Cy", "Di")
COMPANIES = ("Nerdniss", "Beetleguice", "StronCannon", "DebbiesKnees", "Pacifica")
MERGE = "8F"
ARMS = {
    "up": ("8E", "8D", "8C", "8B", "8A", "9A", "10A", "11A", "12A", "13A", "14A", "15A", "16A"),
    "left": ("7F", "6F", "5F", "4F", "3F", "2F", "1F", "1E", "1D", "1C", "1B", "1A", "2A", "3A"),
    "right": (
        *("9F", "10F", "11F", "12F", "13F", "14F", "15F", "16F"),
        *("16G", "15G", "14G", "13G", "12G", "11G", "10G"),
    ),
    "down": ("8G", "8H", "7H", "6H", "5H", "4H", "3H", "2H", "1H"),
}
KEEPER = ("16J", "16K")  # founding tile, diamond
QUIET = tuple(f"{c}J" for c in range(1, 14, 2)) + tuple(f"{c}L" for c in range(1, 16, 2))


def row_major(count: int, rows: str = "ABCDE", columns: int = 16) -> list[str]:
    """The first ``count`` squares of ``rows``, row by row: always one connected group."""
    return [f"{c}{r}" for r in rows for c in range(1, columns + 1)][:count]


@dataclass
class Layout:
    """A position on the star, built turn by turn until ``mergemaker`` is to play.

    arms: direction -> (company, size), founded in this order (after the keeper).
    holdings: company -> shares per seat wanted, the founder's free share included.
    founders: company -> the seat that must found it (default: whoever's turn it is).
    """

    players: int
    arms: dict[str, tuple[str, int]]
    holdings: dict[str, Sequence[int]] = field(default_factory=dict)
    founders: dict[str, int] = field(default_factory=dict)
    mergemaker: int = 0
    keeper: bool = True
    extra: Sequence[str] = ()
    options: dict[str, object] = field(default_factory=dict)

    def diamonds(self) -> list[str]:
        out = [KEEPER[1]] if self.keeper else []
        for direction, (_, size) in self.arms.items():
            out += ARMS[direction][1:size]
        return out + list(self.extra)

    def plan(self) -> list[tuple[str, str | None, list[str]]]:
        builds = [(KEEPER[0], "Pacifica")] if self.keeper else []
        builds += [(ARMS[d][0], company) for d, (company, _) in self.arms.items()]
        n = self.players
        owned = {company: [0] * n for company in self.holdings}
        active: set[str] = set()
        quiet = iter(QUIET)
        turns: list[tuple[str, str | None, list[str]]] = []
        while True:
            seat = len(turns) % n
            missing = any(
                owned[c][s] < self.holdings[c][s] for c in self.holdings for s in range(n)
            )
            if not builds and not missing and seat == self.mergemaker:
                return turns
            tile, found = next(quiet), None
            if builds and self.founders.get(builds[0][1], seat) == seat:
                tile, found = builds.pop(0)
                active.add(found)
                if found in owned:
                    owned[found][seat] += 1
            buys: list[str] = []
            for company in self.holdings:
                while (
                    company in active
                    and len(buys) < 3
                    and owned[company][seat] < self.holdings[company][seat]
                ):
                    buys.append(company)
                    owned[company][seat] += 1
            turns.append((tile, found, buys))

    def build(self) -> Game:
        game = space_game(self.diamonds(), self.players, **self.options)
        for tile, found, buys in self.plan():
            turn(game, tile, *([f"found {found}"] if found else []), buy=tuple(buys))
        assert game.pending is not None
        assert (game.pending.player, game.pending.kind) == (self.mergemaker, "play")
        for company, want in self.holdings.items():
            assert holding(game, company) == list(want), company
        for company, size in self.arms.values():
            assert info(game, company)["size"] == size
        return game


def settle(game: Game, dispose: str = "dispose keep", survivor: str = "", order=()) -> list:
    """Answer every merger decision; return the (player, company) disposal order."""
    asked = []
    order = list(order)
    while game.pending is not None and game.pending.kind in (
        "survivor",
        "defunct_order",
        "dispose",
    ):
        p = game.pending
        if p.kind == "survivor":
            game.apply(f"survivor {survivor}")
        elif p.kind == "defunct_order":
            game.apply(f"defunct {order.pop(0)}")
        else:
            asked.append((p.player, p.chain))
            game.apply(dispose)
    return asked


# =========================================================================== setup


BOARDS = {
    "16x12 (default)": ("16x12", 16, 12, "16L", 9),
    "22x18": ("22x18", 22, 18, "22R", 19),
    "28x24": ("28x24", 28, 24, "28X", 20),
}


@pytest.mark.parametrize(
    ("board", "columns", "rows", "last", "diamonds"), list(BOARDS.values()), ids=list(BOARDS)
)
def test_board_sizes_names_and_diamonds(board, columns, rows, last, diamonds):
    rules = Rules.space_monopoly(board=board)
    assert (rules.columns, rules.rows, rules.board.size) == (columns, rows, columns * rows)
    assert rules.board.names[0] == "1A"
    assert rules.board.names[-1] == last
    assert rules.parse_tile(last.lower()) == last
    assert rules.parse_tile(f"{columns}-{last[-1].lower()}") == last
    for off in (f"{columns + 1}A", f"1{chr(ord('A') + rows)}", "0A"):
        with pytest.raises(ValueError, match="not on the"):
            rules.parse_tile(off)
    # 5 % of the squares, rounded down, at most 20, placed loose on random squares
    assert rules.diamonds == diamonds
    game = new_game(rules, ["Ann", "Bob"], seed=11)
    state = game.to_dict()
    assert len(state["board"]) == diamonds
    assert set(state["board"].values()) == {"loose"}
    assert state["bag_left"] == 0 and state["removed"] == []
    assert [p["tiles"] for p in state["players"]] == [[], []]
    # the play decision offers every empty square
    assert game.pending.kind == "play"
    assert len(game.pending.tiles) == columns * rows - diamonds
    assert set(game.pending.tiles).isdisjoint(state["board"])
    # diamonds differ from seed to seed, and are the same for the same seed
    assert new_game(rules, ["Ann", "Bob"], seed=11).to_dict()["board"] == state["board"]
    assert new_game(rules, ["Ann", "Bob"], seed=12).to_dict()["board"] != state["board"]


def test_rows_past_z_are_named_aa_ab():
    board = Board(3, 30)
    assert board.names[25 * 3] == "1Z"
    assert board.names[26 * 3 : 26 * 3 + 3] == ("1AA", "2AA", "3AA")
    assert board.names[-1] == "3AD"
    assert board.parse("2ab") == 27 * 3 + 1
    assert board.parse("3-AD") == board.size - 1


DIAMOND_OPTIONS = {
    "fixed number": ({"diamonds": 7}, 7),
    "none": ({"diamonds": 0}, 0),
    "fixed number capped at 20": ({"diamonds": 35}, 20),
    "10% of 192 rounded down": ({"diamonds": "10%"}, 19),
    "percentage capped at 20": ({"diamonds": "50%"}, 20),
    "1% of 672": ({"board": "28x24", "diamonds": "1%"}, 6),
}


@pytest.mark.parametrize(
    ("options", "expected"), list(DIAMOND_OPTIONS.values()), ids=list(DIAMOND_OPTIONS)
)
def test_diamond_count_is_a_number_or_a_percentage_capped(options, expected):
    rules = Rules.space_monopoly(**options)
    assert rules.diamonds == expected
    game = new_game(rules, ["Ann", "Bob", "Cy"], seed=3)
    assert len(game.to_dict()["board"]) == expected
    assert load(game).to_dict() == game.to_dict()


def load(game: Game) -> Game:
    return load_record(game.to_record())


@pytest.mark.parametrize(
    "options",
    [
        {"diamonds": "5"},
        {"diamonds": -1},
        {"diamonds": "x%"},
        {"diamonds": "101%"},
        {"diamonds": True},
        {"board": "10x10"},
        {"turn_limit": 0},
        {"turn_limit": True},
    ],
    ids=str,
)
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        Rules.space_monopoly(**options)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_with_six_thousand_pounds(players):
    game = new_game(Rules.space_monopoly(), NAMES[:players], seed=1)
    assert cash(game) == [6000] * players
    # no position tiles: seat order, seat 0 first
    assert (game.turn, game.pending.player) == (0, 0)
    assert [e.kind for e in game.setup_events] == ["first_player", "turn_started"]


@pytest.mark.parametrize("players", [1, 5, 6])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(Rules.space_monopoly(), [f"P{i}" for i in range(players)], seed=1)


def test_rule_data_currency_companies_and_shares():
    rules = Rules.space_monopoly()
    assert rules.currency == "£"
    assert Rules.classic().currency == "$" and Rules.energy().currency == "$"
    assert rules.chain_names == COMPANIES
    assert (rules.max_active, rules.shares_per_chain, rules.max_buy) == (5, 25, 3)
    assert rules.turn_limit == 80
    chains = space_game([]).to_dict()["chains"]
    assert list(chains) == list(COMPANIES)
    for company in COMPANIES:
        assert chains[company] == {
            "size": 0,
            "price": 0,
            "available": 25,
            "safe": False,
            "active": False,
            "splits": 0,
            "total": 25,
        }


@pytest.mark.parametrize("size", [0, 1, 2, 3, 10, 11, 31, 41, 100])
def test_price_is_100_pounds_times_size(size):
    rules = Rules.space_monopoly()
    for company in COMPANIES:
        assert rules.price(company, size) == (100 * size if size >= 2 else 0)


# =========================================================================== placing


def test_any_empty_square_may_take_a_tile():
    game = space_game(["5E", "9B"])
    assert game.pending.kind == "play"
    assert len(game.pending.tiles) == 192 - 2
    assert {"1A", "16L", "6E", "16A", "1L"} <= set(game.pending.tiles)
    events = game.apply("play 16L")
    assert kinds(events)[:1] == ["tile_placed"]
    assert game.to_dict()["board"] == {"5E": "loose", "9B": "loose", "16L": "loose"}
    # an isolated tile buys nothing (no company): the turn passes at once
    assert (game.pending.player, game.pending.kind) == (1, "play")
    assert len(game.pending.tiles) == 192 - 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("play 5E", "5E is already taken"),  # a diamond
        ("play 16L", "16L is already taken"),  # a tile placed before
        ("play 17A", "not on the 16×12 board"),
        ("play 1M", "not on the 16×12 board"),
    ],
)
def test_a_taken_or_missing_square_is_refused_clearly(text, message):
    game = space_game(["5E"])
    game.apply("play 16L")
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match=message):
        game.apply(text)
    assert game.to_dict() == before


def two_safe_companies() -> Game:
    """StronCannon 13A-14A (unsafe), Nerdniss 1A-11A and Beetleguice 1C-11C (both safe);
    Bob is to play. 1B ... 11B touch both safe companies; 12A touches Nerdniss and
    StronCannon."""
    game = space_game(["13A", *row_major(10, "A"), *row_major(10, "C")])
    turn(game, "14A", "found StronCannon")
    turn(game, "11A", "found Nerdniss")
    turn(game, "11C", "found Beetleguice")
    assert [info(game, c)["size"] for c in COMPANIES[:3]] == [11, 11, 2]
    assert [info(game, c)["safe"] for c in COMPANIES[:3]] == [True, True, False]
    assert (game.pending.player, game.pending.kind) == (1, "play")
    return game


def test_a_square_connecting_two_safe_companies_is_illegal():
    game = two_safe_companies()
    illegal = {f"{c}B" for c in range(1, 12)}
    taken = set(game.to_dict()["board"])
    assert set(game.pending.tiles) == {
        n for n in Rules.space_monopoly().board.names if n not in taken | illegal
    }
    assert not illegal & {str(a).split()[1] for a in game.legal_actions()}
    for square in ("5B", "11B", "1B"):
        assert game.tile_outcome(square) is Outcome.DEAD
        before = game.to_dict()
        with pytest.raises(IllegalActionError, match=f"{square} would merge two safe chains"):
            game.apply(f"play {square}")
        assert game.to_dict() == before
    # one safe company and an unsafe one: a legal merger, the safe one survives
    assert "12A" in game.pending.tiles
    events = game.apply("play 12A")
    assert of_kind(events, "chain_defunct") == [
        {
            "kind": "chain_defunct",
            "chain": "StronCannon",
            "survivor": "Nerdniss",
            "size": 2,
            "price": 200,
        }
    ]
    # Ann founded StronCannon (1 share): she disposes, then Bob buys
    assert (game.pending.player, game.pending.chain) == (0, "StronCannon")
    game.apply("dispose sell")
    assert info(game, "Nerdniss")["size"] == 11 + 2 + 1
    # now every active company (Nerdniss 14, Beetleguice 11) is safe: the game is over
    assert game.pending is None
    assert game.to_dict()["over"]


# =========================================================================== founding


@pytest.mark.parametrize(
    ("group", "size", "price"),
    [(["2B"], 2, 200), (["2B", "3B"], 3, 300), (["2B", "3B", "4B", "4A"], 5, 500)],
    ids=["one diamond", "two diamonds", "four diamonds"],
)
def test_founding_takes_the_loose_group_and_gives_a_free_share(group, size, price):
    game = space_game(group)
    game.apply("play 2C")
    assert (game.pending.player, game.pending.kind) == (0, "found")
    assert game.pending.chains == COMPANIES
    events = game.apply("found Beetleguice")
    assert of_kind(events, "chain_founded") == [
        {"kind": "chain_founded", "player": 0, "chain": "Beetleguice", "size": size}
    ]
    assert of_kind(events, "founder_share") == [
        {"kind": "founder_share", "player": 0, "chain": "Beetleguice", "shares": 1, "cash": 0}
    ]
    assert set(game.to_dict()["board"].values()) == {"Beetleguice"}
    assert info(game, "Beetleguice") == {
        "size": size,
        "price": price,
        "available": 24,
        "safe": False,
        "active": True,
        "splits": 0,
        "total": 25,
    }
    assert holding(game, "Beetleguice") == [1, 0]
    assert game.chain_price("Beetleguice") == price
    # the founder buys at the new price; the next founding offers the others only
    assert (game.pending.player, game.pending.kind) == (0, "buy")
    game.apply("buy Beetleguice Beetleguice Beetleguice")
    assert cash(game) == [6000 - 3 * price, 6000]


def test_the_founding_choice_is_among_inactive_companies():
    game = space_game(["2B", "9E"])
    turn(game, "2C", "found Pacifica")
    game.apply("play 9F")
    assert game.pending.chains == COMPANIES[:4]
    with pytest.raises(IllegalActionError, match="Pacifica is already on the board"):
        game.apply("found Pacifica")
    game.apply("found nerdniss")
    assert info(game, "Nerdniss")["size"] == 2


def five_companies() -> Game:
    """Every company active (1A-1B ... 13A-13B: Pacifica), diamond 15B loose; Bob to play."""
    game = space_game(["1A", "4A", "7A", "10A", "13A", "15B"])
    for tile, company in zip(("1B", "4B", "7B", "10B", "13B"), COMPANIES, strict=True):
        turn(game, tile, f"found {company}")
    assert (game.pending.player, game.pending.kind) == (1, "play")
    return game


def test_no_inactive_company_the_tile_and_its_group_stay_loose():
    game = five_companies()
    assert "16B" in game.pending.tiles
    assert game.tile_outcome("16B") is Outcome.EIGHTH_CHAIN
    before = game.to_dict()["chains"]
    events = game.apply("play 16B")
    assert kinds(events)[:2] == ["tile_placed", "founding_failed"]
    assert of_kind(events, "founding_failed") == [
        {"kind": "founding_failed", "player": 1, "tile": "16B"}
    ]
    board = game.to_dict()["board"]
    assert (board["16B"], board["15B"]) == ("loose", "loose")
    assert game.to_dict()["chains"] == before
    assert (game.pending.player, game.pending.kind) == (1, "buy")  # no error, the turn goes on
    game.apply("buy")
    # a tile touching the loose group and a company takes the whole group in
    events = turn(game, "14B")
    assert of_kind(events, "chain_grew") == [{"kind": "chain_grew", "chain": "Pacifica", "size": 5}]
    board = game.to_dict()["board"]
    assert [board[t] for t in ("13A", "13B", "14B", "15B", "16B")] == ["Pacifica"] * 5


def test_growing_takes_the_tile_and_every_loose_tile_connected():
    game = space_game(["2B", "4D", "5D", "5E"])
    turn(game, "2C", "found Nerdniss")
    events = turn(game, "3C")
    assert of_kind(events, "chain_grew") == [{"kind": "chain_grew", "chain": "Nerdniss", "size": 3}]
    events = turn(game, "3D")  # touches Nerdniss (3C) and the loose group 4D-5D-5E
    assert of_kind(events, "chain_grew") == [{"kind": "chain_grew", "chain": "Nerdniss", "size": 7}]
    assert game.to_dict()["board"] == dict.fromkeys(
        ["2B", "2C", "3C", "3D", "4D", "5D", "5E"], "Nerdniss"
    )
    assert game.chain_price("Nerdniss") == 700


# =========================================================================== share splits

# (loose group, size after founding, price, splits, founder's shares, bank, total)
SPLIT_AT_FOUNDING = {
    "31 tiles, £3100: no split": (30, 31, 3100, 0, 1, 24, 25),
    "32 tiles, £3200: split": (31, 32, 1600, 1, 2, 48, 50),
    "36 tiles": (35, 36, 1800, 1, 2, 48, 50),
}


@pytest.mark.parametrize(
    ("group", "size", "price", "splits", "shares", "bank", "total"),
    list(SPLIT_AT_FOUNDING.values()),
    ids=list(SPLIT_AT_FOUNDING),
)
def test_split_when_the_price_reaches_3200(group, size, price, splits, shares, bank, total):
    # Ann founds Pacifica (1L-2L, stays unsafe); Bob founds Nerdniss with a big group.
    diamonds = row_major(group, "ABC")
    founding = row_major(group + 1, "ABC")[-1]
    game = space_game(["1L", *diamonds])
    turn(game, "2L", "found Pacifica")
    game.apply(f"play {founding}")
    events = game.apply("found Nerdniss")
    split_events = of_kind(events, "shares_split")
    assert len(split_events) == splits
    if splits:
        assert split_events == [
            {"kind": "shares_split", "chain": "Nerdniss", "price": price, "total": 50}
        ]
        assert kinds(events).index("shares_split") > kinds(events).index("founder_share")
    assert info(game, "Nerdniss") == {
        "size": size,
        "price": price,
        "available": bank,
        "safe": True,
        "active": True,
        "splits": splits,
        "total": total,
    }
    assert game.chain_price("Nerdniss") == price
    assert holding(game, "Nerdniss") == [0, shares]
    assert info(game, "Pacifica")["total"] == 25  # only the company that split
    # Bob buys at the halved price
    assert (game.pending.player, game.pending.kind) == (1, "buy")
    game.apply("buy Nerdniss")
    assert cash(game)[1] == 6000 - price


def test_a_split_doubles_every_holding_and_the_bank():
    # Pacifica 1L-2L keeps the game going; Nerdniss 1D-1E; a loose group of 29 in rows G-H
    group = row_major(29, "GH")
    game = space_game(["1L", "1E", *group])
    turn(game, "2L", "found Pacifica")
    turn(game, "1D", "found Nerdniss", buy=("Nerdniss",) * 3)  # Bob 4, £200 each
    turn(game, "9J", buy=("Nerdniss", "Nerdniss"))  # Ann 2
    assert (holding(game, "Nerdniss"), info(game, "Nerdniss")["available"]) == ([2, 4], 19)
    events = game.apply("play 1F")  # Nerdniss 2 + 1F + 29 = 32 tiles: £3200
    assert of_kind(events, "chain_grew") == [
        {"kind": "chain_grew", "chain": "Nerdniss", "size": 32}
    ]
    assert of_kind(events, "shares_split") == [
        {"kind": "shares_split", "chain": "Nerdniss", "price": 1600, "total": 50}
    ]
    assert holding(game, "Nerdniss") == [4, 8]
    n = info(game, "Nerdniss")
    assert (n["available"], n["total"], n["splits"], n["price"]) == (38, 50, 1, 1600)
    assert n["available"] + sum(holding(game, "Nerdniss")) == 50
    # it keeps its split: 33 tiles cost £50 × 33
    game.apply("buy")
    turn(game, "2D")
    assert game.chain_price("Nerdniss") == 1650
    assert info(game, "Nerdniss")["total"] == 50


def test_a_second_split_then_the_game_ends_at_41_tiles():
    # Rows A-D but 16D: 63 diamonds. Ann founds a company of 64 tiles: £6400, split to
    # £3200, split again to £1600; 64 >= 41 ends the game at once.
    game = space_game(row_major(63, "ABCD"), 2)
    game.apply("play 16D")
    events = game.apply("found DebbiesKnees")
    assert of_kind(events, "shares_split") == [
        {"kind": "shares_split", "chain": "DebbiesKnees", "price": 3200, "total": 50},
        {"kind": "shares_split", "chain": "DebbiesKnees", "price": 1600, "total": 100},
    ]
    assert game.pending is None
    # final scoring at £1600: Ann alone holds 4 shares (the free one, doubled twice)
    assert of_kind(events, "bonus_paid") == [
        {
            "kind": "bonus_paid",
            "player": 0,
            "chain": "DebbiesKnees",
            "amount": 16000,
            "rank": "majority",
        },
        {
            "kind": "bonus_paid",
            "player": 0,
            "chain": "DebbiesKnees",
            "amount": 8000,
            "rank": "minority",
        },
    ]
    assert of_kind(events, "final_sale") == [
        {"kind": "final_sale", "player": 0, "chain": "DebbiesKnees", "shares": 4, "cash": 6400}
    ]
    d = game.to_dict()
    assert d["standings"] == [
        {"name": "Ann", "seat": 0, "cash": 6000 + 16000 + 8000 + 6400, "rank": 1},
        {"name": "Bob", "seat": 1, "cash": 6000, "rank": 2},
    ]
    assert d["chains"]["DebbiesKnees"] == {
        "size": 64,
        "price": 1600,
        "available": 100,
        "safe": True,
        "active": True,
        "splits": 2,
        "total": 100,
    }
    assert load(game).to_dict() == d


def test_a_merger_that_reaches_3200_splits_after_the_disposals():
    # Pacifica 1L-2L; Nerdniss: row A and 1B-8B (24 diamonds) founded with 9B: 25 tiles.
    # Beetleguice 10C + 11C-15C: 6 tiles, £600. 9C merges them: 25 + 6 + 1 = 32.
    game = space_game(["1L", *row_major(16, "A"), *row_major(8, "B"), *row_major(15, "C")[10:]])
    turn(game, "2L", "found Pacifica")
    turn(game, "10C", "found Beetleguice", buy=("Beetleguice",) * 3)  # Bob 4
    turn(game, "9B", "found Nerdniss", buy=("Beetleguice",))  # Ann 1 N, 1 B
    turn(game, "9J")
    assert (info(game, "Nerdniss")["size"], info(game, "Beetleguice")["size"]) == (25, 6)
    before = cash(game)
    events = game.apply("play 9C")
    # bonuses at £600: Bob majority 6000, Ann minority 3000
    assert minus(cash(game), before) == [3000, 6000]
    # the player after the mergemaker disposes first
    assert (game.pending.player, game.pending.chain, game.pending.shares) == (1, "Beetleguice", 4)
    assert game.pending.max_trade == 4
    events += game.apply("dispose trade")
    assert holding(game, "Nerdniss") == [1, 2]
    assert (game.pending.player, game.pending.chain) == (0, "Beetleguice")
    events += game.apply("dispose sell")
    assert of_kind(events, "shares_disposed") == [
        {
            "kind": "shares_disposed",
            "player": 1,
            "chain": "Beetleguice",
            "sold": 0,
            "traded": 4,
            "kept": 0,
            "cash": 0,
            "received": 2,
        },
        {
            "kind": "shares_disposed",
            "player": 0,
            "chain": "Beetleguice",
            "sold": 1,
            "traded": 0,
            "kept": 0,
            "cash": 600,
            "received": 0,
        },
    ]
    order = kinds(events)
    assert order.index("merger_completed") < order.index("shares_split")
    assert of_kind(events, "shares_split") == [
        {"kind": "shares_split", "chain": "Nerdniss", "price": 1600, "total": 50}
    ]
    # the traded shares doubled too; the bank had 25 - 1 - 2 = 22 and now has 44
    assert holding(game, "Nerdniss") == [2, 4]
    n = info(game, "Nerdniss")
    assert (n["size"], n["price"], n["available"], n["total"]) == (32, 1600, 44, 50)
    assert minus(cash(game), before) == [3600, 6000]
    assert (game.pending.player, game.pending.kind) == (0, "buy")


# =========================================================================== mergers


@pytest.mark.parametrize(
    ("left", "right", "survivor"),
    [(2, 3, "Beetleguice"), (4, 2, "Nerdniss"), (6, 5, "Nerdniss"), (2, 9, "Beetleguice")],
)
def test_the_largest_company_survives(left, right, survivor):
    layout = Layout(2, {"left": ("Nerdniss", left), "right": ("Beetleguice", right)})
    game = layout.build()
    events = game.apply(f"play {MERGE}")
    defunct = "Nerdniss" if survivor == "Beetleguice" else "Beetleguice"
    settle(game)
    assert of_kind(events, "chain_defunct")[0]["chain"] == defunct
    assert info(game, survivor)["size"] == left + right + 1
    assert not info(game, defunct)["active"]
    tiles = [*ARMS["left"][:left], *ARMS["right"][:right], MERGE]
    board = game.to_dict()["board"]
    assert {t: board[t] for t in tiles} == dict.fromkeys(tiles, survivor)


@pytest.mark.parametrize("chosen", ["Nerdniss", "Beetleguice"])
def test_a_tie_for_largest_is_chosen_by_the_mergemaker(chosen):
    layout = Layout(
        3,
        {"left": ("Nerdniss", 3), "right": ("Beetleguice", 3), "down": ("StronCannon", 2)},
        mergemaker=1,
    )
    game = layout.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.kind) == (1, "survivor")
    assert set(game.pending.chains) == {"Nerdniss", "Beetleguice"}
    assert {str(a) for a in game.legal_actions()} == {"survivor Nerdniss", "survivor Beetleguice"}
    with pytest.raises(IllegalActionError):
        game.apply("survivor StronCannon")
    asked = settle(game, survivor=chosen)
    other = "Beetleguice" if chosen == "Nerdniss" else "Nerdniss"
    # founders hold one share each; disposal starts after the mergemaker (Bob): Cy, Ann, Bob
    assert [c for _, c in asked] == [other, "StronCannon"]
    assert info(game, chosen)["size"] == 3 + 3 + 2 + 1


def test_defunct_companies_go_largest_first_and_ties_are_chosen():
    layout = Layout(
        2,
        {
            "up": ("Nerdniss", 5),
            "left": ("Beetleguice", 3),
            "right": ("StronCannon", 3),
            "down": ("DebbiesKnees", 2),
        },
    )
    game = layout.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.kind, set(game.pending.chains)) == (
        "defunct_order",
        {"Beetleguice", "StronCannon"},
    )
    asked = settle(game, order=["StronCannon"])
    assert [c for _, c in dict.fromkeys(asked)] == ["StronCannon", "Beetleguice", "DebbiesKnees"]
    assert info(game, "Nerdniss")["size"] == 5 + 3 + 3 + 2 + 1


# (players, defunct size, shares per seat, bonus per seat); defunct: Nerdniss on the left,
# survivor Beetleguice (one tile more) on the right.
BONUS_ROWS = {
    # £300: majority 3000, minority 1500
    "sole holder gets both": (2, 3, (0, 1), (0, 4500)),
    # £400: 4000 / 2000
    "majority and minority": (3, 4, (2, 3, 0), (2000, 4000, 0)),
    # £700: (7000 + 3500) / 2 = 5250 -> 5300
    "tie for majority rounded up to £100": (3, 7, (2, 2, 1), (5300, 5300, 0)),
    "tie for majority of three": (3, 3, (1, 1, 1), (1500, 1500, 1500)),
    # 3500 / 2 = 1750 -> 1800
    "tie for minority rounded up to £100": (3, 7, (1, 3, 1), (1800, 7000, 1800)),
    # £200: 1000 / 3 = 333.33 -> 400
    "tie for minority of three": (4, 2, (1, 3, 1, 1), (400, 2000, 400, 400)),
    # £300: 4500 / 4 = 1125 -> 1200
    "tie for majority of four": (4, 3, (1, 1, 1, 1), (1200, 1200, 1200, 1200)),
}


@pytest.mark.parametrize(
    ("players", "size", "shares", "expected"), list(BONUS_ROWS.values()), ids=list(BONUS_ROWS)
)
def test_bonuses_with_ties_rounded_up_to_100_pounds(players, size, shares, expected):
    layout = Layout(
        players,
        {"left": ("Nerdniss", size), "right": ("Beetleguice", size + 1)},
        holdings={"Nerdniss": shares},
        founders={"Nerdniss": next(s for s, n in enumerate(shares) if n)},
    )
    game = layout.build()
    before = cash(game)
    events = game.apply(f"play {MERGE}")
    assert minus(cash(game), before) == list(expected)
    paid = [0] * players
    for bonus in of_kind(events, "bonus_paid"):
        assert bonus["chain"] == "Nerdniss"
        paid[bonus["player"]] += bonus["amount"]
    assert paid == list(expected)


# =========================================================================== disposal


def disposal_layout(bob: int, survivor_bank: int = 22, ann: int = 1) -> Layout:
    """Beetleguice (2 tiles, £200) goes into Nerdniss (3 tiles); Ann merges, so Bob (who
    holds ``bob`` Beetleguice) disposes first. Nerdniss has ``survivor_bank`` shares left."""
    held = 25 - survivor_bank
    return Layout(
        2,
        {"left": ("Beetleguice", 2), "right": ("Nerdniss", 3)},
        holdings={"Beetleguice": (ann, bob), "Nerdniss": (held - held // 2, held // 2)},
        founders={"Beetleguice": 0, "Nerdniss": 0},
    )


# (Bob's Beetleguice, Nerdniss left in the bank, action, sold, traded, kept, cash, received)
DISPOSE_ROWS = {
    "sell all": (5, 22, "dispose sell", 5, 0, 0, 1000, 0),
    "keep all": (5, 22, "dispose keep", 0, 0, 5, 0, 0),
    "trade all, the odd share kept": (5, 22, "dispose trade", 0, 4, 1, 0, 2),
    "trade all, even": (4, 22, "dispose trade", 0, 4, 0, 0, 2),
    "trade as far as the bank allows": (5, 1, "dispose trade", 0, 2, 3, 0, 1),
    "trade with the bank at two": (6, 2, "dispose trade", 0, 4, 2, 0, 2),
}


@pytest.mark.parametrize(
    ("bob", "bank", "action", "sold", "traded", "kept", "money", "received"),
    list(DISPOSE_ROWS.values()),
    ids=list(DISPOSE_ROWS),
)
def test_one_way_for_all_the_shares(bob, bank, action, sold, traded, kept, money, received):
    game = disposal_layout(bob, bank).build()
    assert info(game, "Nerdniss")["available"] == bank
    game.apply(f"play {MERGE}")
    p = game.pending
    assert (p.player, p.kind, p.chain, p.survivor, p.shares, p.price) == (
        1,
        "dispose",
        "Beetleguice",
        "Nerdniss",
        bob,
        200,
    )
    assert p.max_trade == 2 * min(bob // 2, bank)
    assert [str(a) for a in game.legal_actions()] == [
        "dispose sell",
        "dispose trade",
        "dispose keep",
    ]
    cash_before, nerdniss_before = cash(game)[1], holding(game, "Nerdniss")[1]
    events = game.apply(action)
    assert of_kind(events, "shares_disposed") == [
        {
            "kind": "shares_disposed",
            "player": 1,
            "chain": "Beetleguice",
            "sold": sold,
            "traded": traded,
            "kept": kept,
            "cash": money,
            "received": received,
        }
    ]
    assert holding(game, "Beetleguice")[1] == kept
    assert holding(game, "Nerdniss")[1] - nerdniss_before == received
    assert cash(game)[1] - cash_before == money
    assert info(game, "Nerdniss")["available"] == bank - received
    assert (game.pending.player, game.pending.chain) == (0, "Beetleguice")


@pytest.mark.parametrize(
    ("bob", "bank", "message"),
    [(1, 22, "trading needs two Beetleguice shares"), (4, 0, "Nerdniss has no shares left")],
    ids=["one share", "survivor sold out"],
)
def test_trade_refused_when_nothing_can_be_traded(bob, bank, message):
    game = disposal_layout(bob, bank).build()
    game.apply(f"play {MERGE}")
    assert game.pending.max_trade == 0
    assert [str(a) for a in game.legal_actions()] == ["dispose sell", "dispose keep"]
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match=message):
        game.apply("dispose trade")
    assert game.to_dict() == before


@pytest.mark.parametrize("text", ["dispose sell 2", "dispose trade 2", "dispose sell 1 keep 4"])
def test_mixed_disposal_is_refused(text):
    game = disposal_layout(5).build()
    game.apply(f"play {MERGE}")
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match="one way for all the shares"):
        game.apply(text)
    assert game.to_dict() == before


# (players, mergemaker, shares of the defunct company per seat, disposal order)
ORDER_ROWS = {
    "two players, Ann merges": (2, 0, (1, 1), [1, 0]),
    "two players, Bob merges": (2, 1, (1, 1), [0, 1]),
    "three, seat 0 merges": (3, 0, (1, 1, 1), [1, 2, 0]),
    "three, seat 1 merges": (3, 1, (1, 1, 1), [2, 0, 1]),
    "three, seat 2 merges": (3, 2, (1, 1, 1), [0, 1, 2]),
    "four, holder without shares skipped": (4, 1, (1, 0, 1, 1), [2, 3, 0]),
    "mergemaker the only holder": (3, 1, (0, 2, 0), [1]),
}


@pytest.mark.parametrize(
    ("players", "mergemaker", "shares", "expected"), list(ORDER_ROWS.values()), ids=list(ORDER_ROWS)
)
def test_disposal_starts_with_the_player_after_the_mergemaker(
    players, mergemaker, shares, expected
):
    layout = Layout(
        players,
        {"left": ("Beetleguice", 2), "right": ("Nerdniss", 3)},
        holdings={"Beetleguice": shares},
        founders={"Beetleguice": next(s for s, n in enumerate(shares) if n)},
        mergemaker=mergemaker,
    )
    game = layout.build()
    game.apply(f"play {MERGE}")
    assert [player for player, _ in settle(game)] == expected
    assert (game.pending.player, game.pending.kind) == (mergemaker, "buy")


def test_kept_shares_and_a_refounded_company_without_shares_in_the_bank():
    # All 25 Nerdniss shares are held (Ann 13, Bob 12); Nerdniss goes into Beetleguice and
    # both keep. Bob founds Nerdniss again (10D + 11D): the bank has none to give.
    layout = Layout(
        2,
        {"left": ("Nerdniss", 2), "right": ("Beetleguice", 3)},
        holdings={"Nerdniss": (13, 12)},
        founders={"Nerdniss": 0},
        extra=["10D"],
    )
    game = layout.build()
    assert info(game, "Nerdniss")["available"] == 0
    game.apply(f"play {MERGE}")
    settle(game)
    assert holding(game, "Nerdniss") == [13, 12]
    assert not info(game, "Nerdniss")["active"]
    game.apply("buy")
    game.apply("play 11D")
    assert "Nerdniss" in game.pending.chains
    events = game.apply("found Nerdniss")
    assert of_kind(events, "founder_share") == [
        {"kind": "founder_share", "player": 1, "chain": "Nerdniss", "shares": 0, "cash": 0}
    ]
    assert holding(game, "Nerdniss") == [13, 12]
    assert game.chain_price("Nerdniss") == 200


# =========================================================================== selling


def selling_layout() -> Game:
    """Ann holds 4 Nerdniss (3 tiles, £300), 1 Beetleguice (2 tiles) and 1 Pacifica (the
    keeper); Bob 1 Nerdniss, 2 Beetleguice. Diamond 12I is loose. Ann to play."""
    layout = Layout(
        2,
        {"left": ("Beetleguice", 2), "right": ("Nerdniss", 3)},
        holdings={"Nerdniss": (4, 1), "Beetleguice": (1, 2)},
        founders={"Beetleguice": 0, "Nerdniss": 0},
        extra=["12I"],
    )
    return layout.build()


def free_quiet(game: Game) -> str:
    """A quiet square still empty."""
    board = game.to_dict()["board"]
    return next(t for t in QUIET if t not in board)


def test_sell_in_own_turn_while_placing():
    game = selling_layout()
    tiles = game.pending.tiles
    sales = [str(a) for a in game.legal_actions() if str(a).startswith("sell")]
    assert sales == [
        *(f"sell Nerdniss {n}" for n in range(1, 5)),
        "sell Beetleguice 1",
        "sell Pacifica 1",
    ]
    before = cash(game)
    events = game.apply("sell Nerdniss 3")
    assert [e.to_dict() for e in events] == [
        {"kind": "shares_sold", "player": 0, "chain": "Nerdniss", "shares": 3, "cash": 900}
    ]
    assert minus(cash(game), before) == [900, 0]
    assert holding(game, "Nerdniss") == [1, 1]
    assert info(game, "Nerdniss")["available"] == 23
    # the decision stays: Ann still places a tile, from the same squares
    assert (game.pending.player, game.pending.kind, game.pending.tiles) == (0, "play", tiles)


def test_sell_in_own_turn_while_buying_then_buy():
    game = selling_layout()
    game.apply(f"play {free_quiet(game)}")
    assert (game.pending.player, game.pending.kind) == (0, "buy")
    assert "sell Beetleguice 1" in {str(a) for a in game.legal_actions()}
    game.apply("sell Beetleguice 1")  # £200
    assert game.pending.kind == "buy"
    before = cash(game)[0]
    game.apply("buy Nerdniss Nerdniss Beetleguice")  # 300 + 300 + 200
    assert cash(game)[0] == before - 800
    assert (holding(game, "Nerdniss"), holding(game, "Beetleguice")) == ([6, 1], [1, 2])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("sell Nerdniss 5", "Ann has only 4 Nerdniss shares"),
        ("sell Nerdniss 0", "sell at least one share"),
        ("sell StronCannon 1", "StronCannon is not on the board"),
    ],
)
def test_bad_sales_are_refused(text, message):
    game = selling_layout()
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match=message):
        game.apply(text)
    assert game.to_dict() == before


def test_no_selling_during_a_merger_or_another_players_decision():
    game = selling_layout()
    game.apply(f"play {MERGE}")
    # Bob disposes first: neither he nor anyone may sell now
    assert (game.pending.player, game.pending.kind) == (1, "dispose")
    for text in ("sell Nerdniss 1", "sell Beetleguice 1"):
        before = game.to_dict()
        with pytest.raises(IllegalActionError, match="not during a merger"):
            game.apply(text)
        assert game.to_dict() == before
    game.apply("dispose keep")
    # Ann's own disposal is still part of the merger
    assert (game.pending.player, game.pending.kind) == (0, "dispose")
    with pytest.raises(IllegalActionError, match="not during a merger"):
        game.apply("sell Nerdniss 1")
    assert not any(str(a).startswith("sell") for a in game.legal_actions())
    game.apply("dispose keep")
    assert game.pending.kind == "buy"
    game.apply("sell Nerdniss 1")  # back in her own buy step


def test_selling_while_choosing_the_company_to_found():
    # RULES.md §2a: at any time in one's own turn, not during a merger
    game = selling_layout()
    game.apply("play 12H")  # touches the loose 12I
    assert (game.pending.player, game.pending.kind) == (0, "found")
    assert "sell Nerdniss 1" in {str(a) for a in game.legal_actions()}
    game.apply("sell Nerdniss 1")
    assert (game.pending.player, game.pending.kind) == (0, "found")
    game.apply("found StronCannon")
    assert game.pending.kind == "buy"
    game.apply("sell Nerdniss 1")


def test_selling_is_not_in_the_classic_rules():
    from scripting import scripted_game

    game = scripted_game(("1I", "3I"), ["1A", "5E", "2A"])
    turn(game, "1A")
    turn(game, "5E")
    game.apply("play 2A")
    game.apply("found Tower")
    with pytest.raises(IllegalActionError, match="sold only in a merger"):
        game.apply("sell Tower 1")


def test_buy_up_to_three_shares():
    game = selling_layout()
    game.apply(f"play {free_quiet(game)}")
    with pytest.raises(IllegalActionError, match="at most 3 shares"):
        game.apply("buy Nerdniss Nerdniss Nerdniss Beetleguice")
    before = cash(game)[0]
    events = game.apply("buy n b b")
    assert of_kind(events, "shares_bought") == [
        {
            "kind": "shares_bought",
            "player": 0,
            "chains": ["Nerdniss", "Beetleguice", "Beetleguice"],
            "cost": 700,
        }
    ]
    assert cash(game)[0] == before - 700


# =========================================================================== the end


# (diamonds in a group, whether Pacifica (2 tiles) is active too, over?)
END_ROWS = {
    "40 tiles, one unsafe company besides": (39, True, False),
    "41 tiles ends at once": (40, True, True),
    "11 tiles, the only company: all safe": (10, False, True),
    "10 tiles, the only company": (9, False, False),
    "11 tiles and an unsafe company": (10, True, False),
}


@pytest.mark.parametrize(("group", "keeper", "over"), list(END_ROWS.values()), ids=list(END_ROWS))
def test_the_game_ends_at_once_at_41_or_when_every_company_is_safe(group, keeper, over):
    diamonds = (["1L"] if keeper else []) + row_major(group, "ABC")
    game = space_game(diamonds)
    if keeper:
        turn(game, "2L", "found Pacifica")
    game.apply(f"play {row_major(group + 1, 'ABC')[-1]}")
    events = game.apply("found Nerdniss")
    assert info(game, "Nerdniss")["size"] == group + 1
    if over:
        assert game.pending is None
        assert kinds(events)[-1] == "game_over"
        assert "shares_bought" not in kinds(events)
    else:
        assert game.pending is not None and game.pending.kind == "buy"
    with pytest.raises(IllegalActionError):
        game.apply("end")


def test_end_is_never_declared():
    game = space_game(["1L", *row_major(10, "A")])
    with pytest.raises(IllegalActionError, match="ends by itself"):
        game.apply("end")
    assert "end" not in {str(a) for a in game.legal_actions()}


@pytest.mark.parametrize("limit", [1, 3, 4])
def test_the_turn_limit_ends_the_game(limit):
    game = space_game([], turn_limit=limit)
    assert game.to_dict()["turn_limit"] == limit
    for k in range(limit):
        assert game.pending is not None, f"over before turn {k + 1}"
        assert game.to_dict()["turn_number"] == k + 1
        events = turn(game, QUIET[k])
    assert game.pending is None
    assert kinds(events)[-1] == "game_over"
    assert game.to_dict()["over"]


def test_kept_shares_of_a_defunct_company_are_worth_nothing_at_the_end():
    # Ann: Nerdniss 2B-2C, 3 shares. Bob: Beetleguice 4B-4C, 3 shares. Ann grows Nerdniss
    # to 3 (2D); Bob merges it with 3C, keeps his Beetleguice; the limit ends the game.
    game = space_game(["2B", "4B"], turn_limit=4)
    turn(game, "2C", "found Nerdniss", buy=("Nerdniss", "Nerdniss"))  # Ann -400
    turn(game, "4C", "found Beetleguice", buy=("Beetleguice", "Beetleguice"))  # Bob -400
    turn(game, "2D")
    game.apply("play 3C")
    # Beetleguice £200, Bob alone: 2000 + 1000; Ann has none, so only Bob disposes
    assert (game.pending.player, game.pending.chain) == (1, "Beetleguice")
    game.apply("dispose keep")
    events = game.apply("buy")
    assert game.pending is None
    # Nerdniss: 3 + 2 + 1 = 6 tiles, £600; Ann alone: 6000 + 3000, then 3 x 600
    assert of_kind(events, "final_sale") == [
        {"kind": "final_sale", "player": 0, "chain": "Nerdniss", "shares": 3, "cash": 1800}
    ]
    d = game.to_dict()
    assert d["standings"] == [
        {"name": "Ann", "seat": 0, "cash": 6000 - 400 + 9000 + 1800, "rank": 1},
        {"name": "Bob", "seat": 1, "cash": 6000 - 400 + 3000, "rank": 2},
    ]
    assert d["players"][1]["shares"] == {"Beetleguice": 3}


def test_final_scoring_bonuses_then_sale_and_standings():
    game = space_game(["2B", "9H"], turn_limit=4)
    turn(game, "2C", "found Nerdniss", buy=("Nerdniss", "Nerdniss"))  # Ann 3 shares, -400
    turn(game, "9G", "found Pacifica", buy=("Nerdniss",))  # Bob 1 Nerdniss, -200
    turn(game, "1J")
    events = turn(game, "3J")
    assert game.pending is None
    # Nerdniss £200: Ann majority 2000, Bob minority 1000; Pacifica £200: Bob alone 3000
    assert of_kind(events, "bonus_paid") == [
        {
            "kind": "bonus_paid",
            "player": 0,
            "chain": "Nerdniss",
            "amount": 2000,
            "rank": "majority",
        },
        {
            "kind": "bonus_paid",
            "player": 1,
            "chain": "Nerdniss",
            "amount": 1000,
            "rank": "minority",
        },
        {
            "kind": "bonus_paid",
            "player": 1,
            "chain": "Pacifica",
            "amount": 2000,
            "rank": "majority",
        },
        {
            "kind": "bonus_paid",
            "player": 1,
            "chain": "Pacifica",
            "amount": 1000,
            "rank": "minority",
        },
    ]
    assert of_kind(events, "final_sale") == [
        {"kind": "final_sale", "player": 0, "chain": "Nerdniss", "shares": 3, "cash": 600},
        {"kind": "final_sale", "player": 1, "chain": "Nerdniss", "shares": 1, "cash": 200},
        {"kind": "final_sale", "player": 1, "chain": "Pacifica", "shares": 1, "cash": 200},
    ]
    ann = 6000 - 400 + 2000 + 600
    bob = 6000 - 200 + 1000 + 3000 + 200 + 200
    assert game.to_dict()["standings"] == [
        {"name": "Bob", "seat": 1, "cash": bob, "rank": 1},
        {"name": "Ann", "seat": 0, "cash": ann, "rank": 2},
    ]
    assert all(p["shares"] == {} for p in game.to_dict()["players"])


# =========================================================================== safe companies

NO_DEAD: dict[str, object] = {"dead_tiles": False}
"""The variant without dead tiles (``Rules.dead_tiles``)."""


def test_void_merger_when_every_other_company_is_safe():
    """Flow test in the variant without dead tiles (RULES.md §2a forbids a tile touching
    two safe companies, so the void merger cannot arise in a real game: engine-contract):
    Nerdniss (12) and Beetleguice (11) are both safe; the tile joins the survivor and
    nothing else happens."""
    layout = Layout(2, {"up": ("Nerdniss", 12), "left": ("Beetleguice", 11)}, options=NO_DEAD)
    game = layout.build()
    assert MERGE in game.pending.tiles
    before = game.to_dict()
    events = game.apply(f"play {MERGE}")
    assert kinds(events) == ["tile_placed", "merger_started", "merger_completed"]
    assert of_kind(events, "merger_completed") == [
        {"kind": "merger_completed", "survivor": "Nerdniss", "size": 13}
    ]
    after = game.to_dict()
    assert after["chains"]["Beetleguice"] == before["chains"]["Beetleguice"]
    assert after["board"][MERGE] == "Nerdniss"
    assert [p["cash"] for p in after["players"]] == [p["cash"] for p in before["players"]]
    assert (game.pending.player, game.pending.kind) == (0, "buy")


def test_void_merger_with_a_tie_asks_for_the_survivor():
    """Without dead tiles as above: two safe companies of 11; the mergemaker picks which
    takes the tile."""
    layout = Layout(2, {"up": ("Nerdniss", 11), "left": ("Beetleguice", 11)}, options=NO_DEAD)
    game = layout.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.kind, set(game.pending.chains)) == (
        "survivor",
        {"Nerdniss", "Beetleguice"},
    )
    events = game.apply("survivor Beetleguice")
    assert kinds(events) == ["merger_completed"]
    assert (info(game, "Beetleguice")["size"], info(game, "Nerdniss")["size"]) == (12, 11)


def test_a_safe_company_is_not_absorbed():
    """Without dead tiles as above: Nerdniss 12 survives, StronCannon 3 is absorbed,
    Beetleguice (11, safe) stays as it is."""
    layout = Layout(
        2,
        {"up": ("Nerdniss", 12), "left": ("Beetleguice", 11), "right": ("StronCannon", 3)},
        holdings={"Beetleguice": (0, 1), "StronCannon": (1, 2)},
        founders={"StronCannon": 0, "Beetleguice": 1},
        options=NO_DEAD,
    )
    game = layout.build()
    before = cash(game)
    events = game.apply(f"play {MERGE}")
    assert [d["chain"] for d in of_kind(events, "chain_defunct")] == ["StronCannon"]
    # StronCannon £300: Bob majority 3000, Ann minority 1500; nothing for Beetleguice
    assert minus(cash(game), before) == [1500, 3000]
    assert [c for _, c in settle(game)] == ["StronCannon", "StronCannon"]
    assert info(game, "Nerdniss")["size"] == 12 + 3 + 1
    assert info(game, "Beetleguice")["size"] == 11 and info(game, "Beetleguice")["active"]
    assert holding(game, "Beetleguice") == [0, 1]
    board = game.to_dict()["board"]
    assert {board[t] for t in ARMS["left"][:11]} == {"Beetleguice"}


# =========================================================================== action text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("sell Nerdniss 3", "sell Nerdniss 3"),
        ("sell n 3", "sell Nerdniss 3"),
        ("SELL debbiesknees 12", "sell DebbiesKnees 12"),
        ("dispose sell", "dispose sell"),
        ("Dispose TRADE", "dispose trade"),
        ("dispose keep", "dispose keep"),
        ("buy p n b", "buy Nerdniss Beetleguice Pacifica"),
        ("buy", "buy"),
        ("found stroncannon", "found StronCannon"),
        ("survivor S", "survivor StronCannon"),
        ("defunct pacifica", "defunct Pacifica"),
        ("play 16-l", "play 16L"),
        ("play 3a", "play 3A"),
    ],
)
def test_action_text_round_trip(text, canonical):
    rules = Rules.space_monopoly()
    action = parse_action(rules, text)
    assert str(action) == canonical
    assert str(parse_action(rules, canonical)) == canonical
    assert parse_action(rules, canonical) == action


def test_action_text_of_the_big_board():
    rules = Rules.space_monopoly(board="28x24")
    assert str(parse_action(rules, "play 28x")) == "play 28X"
    with pytest.raises(IllegalActionError):
        parse_action(rules, "play 29A")


@pytest.mark.parametrize(
    "text", ["sell Nerdniss", "sell Nerdniss x", "sell Foo 1", "dispose", "dispose sell 2"]
)
def test_bad_action_text_is_refused(text):
    with pytest.raises(IllegalActionError):
        parse_action(Rules.space_monopoly(), text)


def test_record_replays_a_space_monopoly_game():
    game = disposal_layout(5).build()
    game.apply(f"play {MERGE}")
    game.apply("dispose trade")  # Bob
    game.apply("dispose sell")  # Ann
    game.apply("sell Nerdniss 1")
    replayed = load(game)
    assert replayed.to_dict() == game.to_dict()
    assert replayed.rules == game.rules == Rules.space_monopoly()
