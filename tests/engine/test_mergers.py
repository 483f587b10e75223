"""Mergers (RULES.md §1 "Merger", seed 003 "Merger Resolution", edge cases 2, 3, 4, 10).

Positions are built on a "star" around the merging tile 6C. Each arm is a chain that
starts next to 6C and runs away from it (rows A-E only; the squares between arms stay
empty, so arms never touch each other):

    up     6B 6A 7A 8A 9A 10A 11A 12A                (up to 8 tiles)
    left   5C 4C 3C 2C 1C 1B 1A 2A 3A 4A              (up to 10)
    right  7C 8C 9C 10C 11C 12C 12D 11D 10D 9D 8D     (up to 11)
    down   6D 6E 5E 4E 3E 2E 1E 7E                   (up to 8)

An arm's first tile is placed alone (loose), its second founds the chain, the rest grow
it. Players then buy the shares a test wants them to hold (up to 3 a turn) on their own
turns, with "quiet" tiles far away in rows G-I when they need extra turns. Position
tiles 1I, 3I, 5I, 7I sit loose in row I; seat 0 goes first, then seats in order.

Cash checks use differences (cash at one moment minus cash at another) so that what was
spent on shares before the merger does not matter; comments give the arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pytest
from scripting import cash, holding, minus, scripted_game, turn

from acquire_qt.engine import IllegalActionError

MERGE = "6C"
ARMS = {
    "up": ("6B", "6A", "7A", "8A", "9A", "10A", "11A", "12A"),
    "left": ("5C", "4C", "3C", "2C", "1C", "1B", "1A", "2A", "3A", "4A"),
    "right": ("7C", "8C", "9C", "10C", "11C", "12C", "12D", "11D", "10D", "9D", "8D"),
    "down": ("6D", "6E", "5E", "4E", "3E", "2E", "1E", "7E"),
}
POSITIONS = ("1I", "3I", "5I", "7I")
# Tiles that touch nothing on the board: turns that only buy (or pass time).
QUIET = ("2H", "4H", "6H", "8H", "10H", "12H", "1G", "3G", "5G", "7G", "9G", "11G", "9I", "11I")
# Hand padding, never played (script_bag leaves out whatever a game uses).
FILLERS = tuple(f"{c}{r}" for r in "FGHI" for c in range(1, 13))
NAMES = ("Ann", "Bob", "Cy", "Di")
MERGER_KINDS = ("survivor", "defunct_order", "dispose")


@dataclass
class Star:
    """A position just before a merger at 6C.

    arms: direction -> (chain, size), built in the order given.
    holdings: chain -> shares per seat wanted just before the merger, the founder's free
        share included (chains not listed: nobody buys, founders keep their free share).
    founders: chain -> the seat that must found it (default: whoever's turn it is).
    loose: extra tiles placed alone before the merger (e.g. an arm's first square).
    after: tiles for the turns after the merger (so that they are in the right hands).
    """

    players: int
    arms: dict[str, tuple[str, int]]
    holdings: dict[str, Sequence[int]] = field(default_factory=dict)
    mergemaker: int = 0
    founders: dict[str, int] = field(default_factory=dict)
    loose: Sequence[str] = ()
    after: Sequence[str] = ()
    house_rules: dict[str, object] = field(default_factory=dict)

    def plan(self) -> list[tuple[str, str | None, list[str]]]:
        """Every turn before the merger: (tile, chain it founds or None, shares to buy)."""
        builds: list[tuple[str, str | None]] = []
        for direction, (chain, size) in self.arms.items():
            tiles = ARMS[direction][:size]
            assert len(tiles) == size >= 2, (direction, size)
            builds += [(t, chain if i == 1 else None) for i, t in enumerate(tiles)]
        builds += [(t, None) for t in self.loose]
        n = self.players
        owned = {chain: [0] * n for chain in self.holdings}
        active: set[str] = set()
        quiet = iter(QUIET)
        turns: list[tuple[str, str | None, list[str]]] = []
        pending = list(builds)
        while True:
            seat = len(turns) % n
            missing = any(
                owned[c][s] < self.holdings[c][s] for c in self.holdings for s in range(n)
            )
            if not pending and not missing and seat == self.mergemaker:
                break
            tile, found = (None, None)
            if pending:
                tile, found = pending[0]
                if found is not None and self.founders.get(found, seat) != seat:
                    tile, found = (None, None)  # wait for the right founder
                else:
                    pending.pop(0)
            if tile is None:
                tile = next(quiet)
            if found is not None:
                active.add(found)
                if found in owned:
                    owned[found][seat] += 1
            buys: list[str] = []
            for chain in self.holdings:
                while (
                    chain in active
                    and len(buys) < 3
                    and owned[chain][seat] < self.holdings[chain][seat]
                ):
                    buys.append(chain)
                    owned[chain][seat] += 1
            turns.append((tile, found, buys))
        for chain, want in self.holdings.items():
            assert owned[chain] == list(want), f"setup cannot give {chain} {want}: {owned[chain]}"
        return turns

    def build(self):
        """The game, at the mergemaker's turn with 6C in hand."""
        turns = self.plan()
        plays = [t for t, _, _ in turns] + [MERGE, *self.after]
        game = scripted_game(
            POSITIONS[: self.players],
            plays,
            names=NAMES[: self.players],
            fillers=FILLERS,
            **self.house_rules,
        )
        for tile, found, buys in turns:
            turn(game, tile, *([f"found {found}"] if found else []), buy=tuple(buys))
        assert (game.pending.player, game.pending.kind) == (self.mergemaker, "play")
        state = game.to_dict()
        for chain, want in self.holdings.items():
            assert [p["shares"].get(chain, 0) for p in state["players"]] == list(want)
        for chain, size in self.arms.values():
            assert state["chains"][chain]["size"] == size
        return game


@dataclass
class Log:
    """What a merger asked, in order: (kind, player, chain or offered chains)."""

    asked: list[tuple] = field(default_factory=list)
    events: list = field(default_factory=list)

    def disposals(self) -> list[tuple[int, str]]:
        return [(player, chain) for kind, player, chain in self.asked if kind == "dispose"]


def settle(
    game,
    survivor: str | None = None,
    order: Sequence[str] = (),
    dispose: str | Callable[[object], str] = "dispose keep",
    log: Log | None = None,
) -> Log:
    """Answer every merger decision until the mergemaker's buy step (or next turn)."""
    log = log or Log()
    order = list(order)
    while game.pending is not None and game.pending.kind in MERGER_KINDS:
        p = game.pending
        if p.kind == "survivor":
            log.asked.append(("survivor", p.player, set(p.chains)))
            log.events += game.apply(f"survivor {survivor}")
        elif p.kind == "defunct_order":
            log.asked.append(("defunct_order", p.player, set(p.chains)))
            log.events += game.apply(f"defunct {order.pop(0)}")
        else:
            log.asked.append(("dispose", p.player, p.chain))
            log.events += game.apply(dispose(p) if callable(dispose) else dispose)
    return log


def merge(game, **kwargs) -> Log:
    log = Log(events=list(game.apply(f"play {MERGE}")))
    return settle(game, log=log, **kwargs)


def chain_info(game, chain: str) -> dict:
    return game.to_dict()["chains"][chain]


def arm_tiles(direction: str, size: int) -> list[str]:
    return list(ARMS[direction][:size])


# =========================================================================== survivor


@pytest.mark.parametrize(
    ("left", "right", "survivor"),
    [
        (2, 3, "Imperial"),  # right larger
        (3, 2, "Luxor"),  # left larger
        (2, 7, "Imperial"),
        (6, 5, "Luxor"),  # larger by one
    ],
)
def test_two_chains_the_larger_survives(left, right, survivor):
    star = Star(2, {"left": ("Luxor", left), "right": ("Imperial", right)})
    game = star.build()
    log = merge(game)
    defunct = "Luxor" if survivor == "Imperial" else "Imperial"
    assert [a for a in log.asked if a[0] == "survivor"] == []
    assert {c for _, _, c in log.asked} == {defunct}
    tiles = arm_tiles("left", left) + arm_tiles("right", right) + [MERGE]
    board = game.to_dict()["board"]
    assert {t: board[t] for t in tiles} == dict.fromkeys(tiles, survivor)
    assert chain_info(game, survivor)["size"] == left + right + 1


def test_the_merging_tile_and_loose_tiles_do_not_count_for_the_survivor():
    # Luxor 3 (left) and Imperial 3 (right); loose tiles 6B and 6D also touch 6C.
    # Before the merger the chains are tied, whatever the tile and loose tiles add:
    # the mergemaker must choose.
    star = Star(2, {"left": ("Luxor", 3), "right": ("Imperial", 3)}, loose=["6B", "6D"])
    game = star.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.kind) == (0, "survivor")
    assert set(game.pending.chains) == {"Luxor", "Imperial"}


@pytest.mark.parametrize("chosen", ["Luxor", "Imperial"])
def test_a_tie_for_largest_the_mergemaker_chooses_among_the_tied(chosen):
    # Bob merges Luxor 3 (up), Imperial 3 (left) and Tower 2 (right).
    star = Star(
        3,
        {"up": ("Luxor", 3), "left": ("Imperial", 3), "right": ("Tower", 2)},
        mergemaker=1,
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.kind) == (1, "survivor")
    assert set(game.pending.chains) == {"Luxor", "Imperial"}
    assert {str(a) for a in game.legal_actions()} == {"survivor Luxor", "survivor Imperial"}
    log = settle(game, survivor=chosen)
    other = "Imperial" if chosen == "Luxor" else "Luxor"
    # the tied loser (3 tiles) goes defunct before Tower (2)
    assert [c for _, c in log.disposals()] == [other, "Tower"]
    assert chain_info(game, chosen)["size"] == 3 + 3 + 2 + 1
    assert [chain_info(game, c)["active"] for c in (other, "Tower")] == [False, False]


def test_survivor_must_be_one_of_the_tied_chains():
    star = Star(
        3,
        {"up": ("Luxor", 3), "left": ("Imperial", 3), "right": ("Tower", 2)},
        mergemaker=1,
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    before = game.to_dict()
    for wrong in ("survivor Tower", "survivor Festival"):
        with pytest.raises(IllegalActionError):
            game.apply(wrong)
    assert game.to_dict() == before


def test_a_three_way_tie_for_largest_offers_all_three():
    star = Star(
        2,
        {"up": ("Festival", 3), "left": ("Worldwide", 3), "right": ("Continental", 3)},
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    assert game.pending.kind == "survivor"
    assert set(game.pending.chains) == {"Festival", "Worldwide", "Continental"}
    log = settle(game, survivor="Worldwide", order=["Continental"])
    # the two others tie as defunct chains too: the mergemaker orders them
    assert ("defunct_order", 0, {"Festival", "Continental"}) in log.asked
    assert [c for _, c in log.disposals()] == ["Continental", "Festival"]
    assert chain_info(game, "Worldwide")["size"] == 10


# =========================================================================== defunct order


def test_defunct_chains_go_largest_first():
    # Up Tower 5 survives; left Luxor 4, right American 3, down Festival 2 go in that order.
    star = Star(
        3,
        {
            "up": ("Tower", 5),
            "right": ("American", 3),
            "down": ("Festival", 2),
            "left": ("Luxor", 4),
        },
    )
    game = star.build()
    log = merge(game)
    assert [k for k, _, _ in log.asked if k in ("survivor", "defunct_order")] == []
    assert [c for _, c in log.disposals()] == ["Luxor", "American", "Festival"]
    defunct = [e.to_dict()["chain"] for e in log.events if e.kind == "chain_defunct"]
    assert defunct == ["Luxor", "American", "Festival"]


@pytest.mark.parametrize("first", ["Luxor", "American"])
def test_a_tie_in_defunct_order_the_mergemaker_chooses(first):
    # Cy (seat 2) merges: Tower 5 survives, Luxor 3 and American 3 tie, Festival 2 last.
    star = Star(
        3,
        {
            "up": ("Tower", 5),
            "left": ("Luxor", 3),
            "right": ("American", 3),
            "down": ("Festival", 2),
        },
        mergemaker=2,
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.kind) == (2, "defunct_order")
    assert set(game.pending.chains) == {"Luxor", "American"}
    assert {str(a) for a in game.legal_actions()} == {"defunct Luxor", "defunct American"}
    log = settle(game, order=[first])
    second = "American" if first == "Luxor" else "Luxor"
    assert [c for _, c in log.disposals()] == [first, second, "Festival"]


def test_a_three_way_tie_in_defunct_order_is_asked_until_settled():
    # Tower 5 survives; Luxor, American and Festival all have 2 tiles.
    star = Star(
        2,
        {
            "up": ("Tower", 5),
            "left": ("Luxor", 2),
            "right": ("American", 2),
            "down": ("Festival", 2),
        },
    )
    game = star.build()
    log = merge(game, order=["Festival", "Luxor"])
    orders = [chains for kind, _, chains in log.asked if kind == "defunct_order"]
    assert orders == [{"Luxor", "American", "Festival"}, {"Luxor", "American"}]
    assert [c for _, c in log.disposals()] == ["Festival", "Luxor", "American"]


def test_a_tie_among_smaller_defunct_chains_is_asked_after_the_larger_one():
    # Tower 5 survives; Luxor 4 goes first by size; American 2 and Festival 2 tie.
    star = Star(
        2,
        {
            "up": ("Tower", 5),
            "left": ("Luxor", 4),
            "right": ("American", 2),
            "down": ("Festival", 2),
        },
    )
    game = star.build()
    log = merge(game, order=["Festival"])
    orders = [chains for kind, _, chains in log.asked if kind == "defunct_order"]
    assert orders == [{"American", "Festival"}]
    assert [c for _, c in log.disposals()] == ["Luxor", "Festival", "American"]


def test_tie_for_survivor_then_tie_for_defunct_order():
    # Tower 4 and American 4 tie for largest; Luxor 2 and Festival 2 tie below.
    star = Star(
        2,
        {
            "up": ("Tower", 4),
            "right": ("American", 4),
            "left": ("Luxor", 2),
            "down": ("Festival", 2),
        },
    )
    game = star.build()
    log = merge(game, survivor="American", order=["Luxor"])
    assert log.asked[0] == ("survivor", 0, {"Tower", "American"})
    assert ("defunct_order", 0, {"Luxor", "Festival"}) in log.asked
    assert [c for _, c in log.disposals()] == ["Tower", "Luxor", "Festival"]
    assert chain_info(game, "American")["size"] == 4 + 4 + 2 + 2 + 1


def test_each_defunct_chain_is_settled_before_the_next_one_pays_bonuses():
    # Tower 5 survives. Luxor 4 (Ann sole holder, 2 shares) goes first, American 3
    # (Bob sole holder, 2 shares) second. Ann merges.
    star = Star(
        2,
        {"up": ("Tower", 5), "left": ("Luxor", 4), "right": ("American", 3)},
        holdings={"Luxor": (2, 0), "American": (0, 2)},
        founders={"Luxor": 0, "American": 1},
    )
    game = star.build()
    start = cash(game)
    game.apply(f"play {MERGE}")
    # Luxor's turn: Ann has Luxor's bonuses (4 tiles, $400: 4000 + 2000), Bob nothing yet
    assert (game.pending.player, game.pending.chain) == (0, "Luxor")
    assert minus(cash(game), start) == [6000, 0]
    game.apply("dispose sell 2")  # 2 x $400
    # American's turn: now Bob is paid (3 tiles, $400: 4000 + 2000)
    assert (game.pending.player, game.pending.chain) == (1, "American")
    assert minus(cash(game), start) == [6800, 6000]


def test_events_of_one_defunct_chain_come_before_the_next():
    star = Star(
        2,
        {"up": ("Tower", 5), "left": ("Luxor", 4), "right": ("American", 3)},
        holdings={"Luxor": (2, 1), "American": (1, 2)},
    )
    game = star.build()
    log = merge(game)
    per_chain = [
        e.to_dict()["chain"]
        for e in log.events
        if e.kind in ("chain_defunct", "bonus_paid", "shares_disposed")
    ]
    # all of Luxor's bonuses and disposals, then all of American's
    first_american = per_chain.index("American")
    assert set(per_chain[:first_american]) == {"Luxor"}
    assert set(per_chain[first_american:]) == {"American"}
    kinds = [
        e.kind
        for e in log.events
        if e.kind in ("bonus_paid", "shares_disposed") and e.to_dict()["chain"] == "Luxor"
    ]
    assert kinds == ["bonus_paid", "bonus_paid", "shares_disposed", "shares_disposed"]


# =========================================================================== bonuses

# (players, defunct chain, its size, shares per seat, expected bonus per seat)
# The defunct chain is the left arm; the survivor (right arm) has one tile more.
BONUS_ROWS = {
    # American, 2 tiles: $300; majority 3000, minority 1500
    "sole holder gets both": (3, "American", 2, (0, 1, 0), (0, 4500, 0)),
    "sole holder, many shares": (2, "Tower", 2, (4, 0), (3000, 0)),
    "majority and minority": (3, "American", 2, (2, 3, 0), (1500, 3000, 0)),
    "minority holder of one share": (3, "American", 2, (3, 1, 2), (3000, 0, 1500)),
    # 4500 / 2 = 2250 -> 2300 each; the third holder gets no minority
    "tie for majority, two": (3, "American", 2, (2, 2, 1), (2300, 2300, 0)),
    # 4500 / 3 = 1500 each
    "tie for majority, three": (3, "American", 2, (2, 2, 2), (1500, 1500, 1500)),
    # 4500 / 4 = 1125 -> 1200 each
    "tie for majority, four": (4, "American", 2, (1, 1, 1, 1), (1200, 1200, 1200, 1200)),
    # 1500 / 2 = 750 -> 800 each
    "tie for minority, two": (3, "American", 2, (1, 3, 1), (800, 3000, 800)),
    # Tower 2 tiles $200: majority 2000; 1000 / 3 = 333.33 -> 400 each
    "tie for minority, three": (4, "Tower", 2, (1, 3, 1, 1), (400, 2000, 400, 400)),
    # Imperial 3 tiles $500: (5000 + 2500) / 2 = 3750 -> 3800
    "tie for majority, expensive": (2, "Imperial", 3, (3, 3), (3800, 3800)),
    # 2500 / 2 = 1250 -> 1300
    "tie for minority, expensive": (3, "Imperial", 3, (1, 2, 1), (1300, 5000, 1300)),
    # Tower 5 tiles $500 (not the $700 of the 12-tile merged chain)
    "price before the merger, cheap": (2, "Tower", 5, (2, 1), (5000, 2500)),
    # Festival 10 tiles $700 (6-10 bracket); the survivor has 11
    "price before the merger, 10 tiles": (2, "Festival", 10, (0, 1), (0, 10500)),
    # Continental 6 tiles $800
    "price before the merger, expensive": (3, "Continental", 6, (0, 2, 0), (0, 12000, 0)),
}


def bonus_star(players, chain, size, shares) -> Star:
    survivor = "Luxor" if chain != "Luxor" else "Tower"
    return Star(
        players,
        {"left": (chain, size), "right": (survivor, size + 1)},
        holdings={chain: shares},
        founders={chain: next(s for s, n in enumerate(shares) if n)},
    )


@pytest.mark.parametrize(
    ("players", "chain", "size", "shares", "expected"),
    list(BONUS_ROWS.values()),
    ids=list(BONUS_ROWS),
)
def test_bonuses_paid_in_cash(players, chain, size, shares, expected):
    game = bonus_star(players, chain, size, shares).build()
    before = cash(game)
    game.apply(f"play {MERGE}")
    # bonuses are paid before the first disposal decision
    assert game.pending.kind == "dispose"
    assert minus(cash(game), before) == list(expected)


@pytest.mark.parametrize(
    ("players", "chain", "size", "shares", "expected"),
    list(BONUS_ROWS.values()),
    ids=list(BONUS_ROWS),
)
def test_bonuses_reported_as_events(players, chain, size, shares, expected):
    game = bonus_star(players, chain, size, shares).build()
    events = game.apply(f"play {MERGE}")
    paid = [0] * players
    for e in events:
        if e.kind == "bonus_paid":
            d = e.to_dict()
            assert d["chain"] == chain
            paid[d["player"]] += d["amount"]
    assert paid == list(expected)


def test_a_sole_holder_gets_two_bonus_events_and_a_tie_one_each():
    game = bonus_star(3, "American", 2, (0, 1, 0)).build()
    events = game.apply(f"play {MERGE}")
    paid = [
        (d["player"], d["rank"], d["amount"])
        for d in (e.to_dict() for e in events if e.kind == "bonus_paid")
    ]
    assert sorted(paid) == [(1, "majority", 3000), (1, "minority", 1500)]

    game = bonus_star(3, "American", 2, (2, 2, 1)).build()
    events = game.apply(f"play {MERGE}")
    paid = [
        (d["player"], d["rank"], d["amount"])
        for d in (e.to_dict() for e in events if e.kind == "bonus_paid")
    ]
    assert sorted(paid) == [(0, "majority", 2300), (1, "majority", 2300)]


# =========================================================================== disposal order

# (players, mergemaker, defunct shares per seat, expected disposal order)
ORDER_ROWS = {
    "mergemaker seat 0": (3, 0, (1, 1, 1), [0, 1, 2]),
    "mergemaker seat 2 wraps": (3, 2, (1, 1, 1), [2, 0, 1]),
    "mergemaker seat 1 wraps": (3, 1, (2, 3, 1), [1, 2, 0]),
    "mergemaker without shares is skipped": (3, 1, (2, 0, 1), [2, 0]),
    "zero holder in the middle skipped": (4, 2, (1, 1, 0, 1), [3, 0, 1]),
    "zero holder after mergemaker skipped": (4, 1, (1, 2, 0, 1), [1, 3, 0]),
    "two players, mergemaker seat 1": (2, 1, (3, 1), [1, 0]),
}


@pytest.mark.parametrize(
    ("players", "mergemaker", "shares", "expected"),
    list(ORDER_ROWS.values()),
    ids=list(ORDER_ROWS),
)
def test_disposal_order_mergemaker_first_then_seat_order(players, mergemaker, shares, expected):
    star = Star(
        players,
        {"left": ("Tower", 2), "right": ("American", 3)},
        holdings={"Tower": shares},
        founders={"Tower": next(s for s, n in enumerate(shares) if n)},
        mergemaker=mergemaker,
    )
    game = star.build()
    log = merge(game)
    assert [player for player, _ in log.disposals()] == expected
    # then the turn goes back to the mergemaker, who buys
    assert (game.pending.player, game.pending.kind) == (mergemaker, "buy")


def test_dispose_decision_describes_the_holding():
    # American 3 tiles ($400) into Tower 4; Ann holds 3 American and the bank has
    # 24 Tower, so she can trade 2 of them (the largest even number she holds).
    star = Star(
        2,
        {"left": ("American", 3), "right": ("Tower", 4)},
        holdings={"American": (3, 1)},
        founders={"American": 0},
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    p = game.pending
    assert (p.player, p.kind, p.chain, p.survivor, p.shares, p.max_trade, p.price) == (
        0,
        "dispose",
        "American",
        "Tower",
        3,
        2,
        400,
    )


# =========================================================================== sell / trade / keep


def disposal_star() -> Star:
    """Ann (mergemaker) holds 5 Luxor; Luxor (2 tiles, $200) goes into Festival (3 tiles).

    Bob holds 1 Luxor. The bank has plenty of Festival.
    """
    return Star(
        2,
        {"left": ("Luxor", 2), "right": ("Festival", 3)},
        holdings={"Luxor": (5, 1)},
        founders={"Luxor": 0},
    )


# (action, Luxor left with Ann, Festival gained, cash gained)
DISPOSE_ROWS = [
    ("dispose keep", 5, 0, 0),
    ("dispose sell 5", 0, 0, 1000),  # 5 x $200
    ("dispose sell 3", 2, 0, 600),
    ("dispose trade 4", 1, 2, 0),
    ("dispose trade 2", 3, 1, 0),
    ("dispose sell 1 trade 4", 0, 2, 200),
    ("dispose sell 2 trade 2", 1, 1, 400),
]


@pytest.mark.parametrize(("action", "kept", "gained", "money"), DISPOSE_ROWS)
def test_sell_trade_keep_in_any_combination(action, kept, gained, money):
    game = disposal_star().build()
    game.apply(f"play {MERGE}")
    assert (game.pending.player, game.pending.chain, game.pending.shares) == (0, "Luxor", 5)
    before_cash, before_festival = cash(game)[0], holding(game, "Festival")[0]
    game.apply(action)
    after = (holding(game, "Luxor")[0], holding(game, "Festival")[0] - before_festival)
    assert (*after, cash(game)[0] - before_cash) == (kept, gained, money)


@pytest.mark.parametrize(("action", "kept", "gained", "money"), DISPOSE_ROWS)
def test_sold_and_traded_shares_go_back_to_the_bank_at_once(action, kept, gained, money):
    game = disposal_star().build()
    game.apply(f"play {MERGE}")
    luxor, festival = (
        chain_info(game, "Luxor")["available"],
        chain_info(game, "Festival")["available"],
    )
    game.apply(action)
    # still mid-merger (Bob decides next), the bank already changed
    assert (game.pending.player, game.pending.kind) == (1, "dispose")
    returned = 5 - kept
    assert (
        chain_info(game, "Luxor")["available"] - luxor,
        festival - chain_info(game, "Festival")["available"],
    ) == (returned, gained)


def test_sell_uses_the_price_before_the_merger():
    # American 3 tiles = $400 (merged it would be 8 tiles of Tower; American at 8 = $700)
    star = Star(
        2,
        {"left": ("American", 3), "right": ("Tower", 4)},
        holdings={"American": (3, 1)},
        founders={"American": 0},
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    before = cash(game)
    game.apply("dispose sell 3")
    assert minus(cash(game), before) == [1200, 0]


def test_later_holders_sell_at_the_same_pre_merger_price():
    star = Star(
        3,
        {"left": ("American", 3), "right": ("Tower", 4)},
        holdings={"American": (1, 2, 3)},
        founders={"American": 0},
    )
    game = star.build()
    game.apply(f"play {MERGE}")
    before = cash(game)
    for _ in range(3):
        game.apply(f"dispose sell {game.pending.shares}")
    assert minus(cash(game), before) == [400, 800, 1200]


def depleted_star() -> Star:
    """Luxor (2 tiles, $200) goes into Tower (3 tiles) while the bank has only 2 Tower.

    Tower: Ann 11, Bob 12 (23 held). Luxor: Ann 6, Bob 2. Ann merges.
    """
    return Star(
        2,
        {"left": ("Luxor", 2), "right": ("Tower", 3)},
        holdings={"Luxor": (6, 2), "Tower": (11, 12)},
    )


def test_trades_are_limited_by_the_survivor_shares_left():
    game = depleted_star().build()
    assert chain_info(game, "Tower")["available"] == 2
    game.apply(f"play {MERGE}")
    p = game.pending
    assert (p.player, p.shares, p.max_trade) == (0, 6, 4)
    # every legal disposal: trade 0, 2 or 4, sell any of the rest
    expected = set()
    for trade in (0, 2, 4):
        for sell in range(0, 6 - trade + 1):
            parts = ([f"sell {sell}"] if sell else []) + ([f"trade {trade}"] if trade else [])
            expected.add(" ".join(["dispose", *parts]) if parts else "dispose keep")
    assert {str(a) for a in game.legal_actions()} == expected


def test_a_partial_trade_and_the_next_holder_sees_the_bank_empty():
    game = depleted_star().build()
    game.apply(f"play {MERGE}")
    before = cash(game)
    # Ann: sell 1, trade 4 for the last 2 Tower, keep 1
    game.apply("dispose sell 1 trade 4")
    assert (holding(game, "Luxor"), holding(game, "Tower")) == ([1, 2], [13, 12])
    assert chain_info(game, "Tower")["available"] == 0
    # Bob: the bank has no Tower left now, so no trade at all
    p = game.pending
    assert (p.player, p.shares, p.max_trade) == (1, 2, 0)
    state = game.to_dict()
    with pytest.raises(IllegalActionError):
        game.apply("dispose trade 2")
    assert game.to_dict() == state
    assert not any("trade" in str(a) for a in game.legal_actions())
    game.apply("dispose sell 2")
    assert minus(cash(game), before) == [200, 400]


def test_trades_by_one_holder_reduce_what_the_next_can_trade():
    # Bank has 2 Tower. Ann trades 2 Luxor for 1 Tower; Bob may then trade only 2.
    game = depleted_star().build()
    game.apply(f"play {MERGE}")
    game.apply("dispose trade 2")
    assert chain_info(game, "Tower")["available"] == 1
    p = game.pending
    assert (p.player, p.max_trade) == (1, 2)
    game.apply("dispose trade 2")
    assert (holding(game, "Tower"), chain_info(game, "Tower")["available"]) == ([12, 13], 0)


# At Ann's decision (6 Luxor, the bank has 2 Tower: trade at most 4); why each is illegal:
ILLEGAL_DISPOSALS = [
    "dispose trade 3",  # odd number
    "dispose trade 1",  # odd number
    "dispose trade 6",  # needs 3 Tower, the bank has 2
    "dispose sell 7",  # Ann holds only 6
    "dispose trade 8",  # more than held (and than the bank allows)
    "dispose sell 3 trade 4",  # 7 shares in all, Ann holds 6
]


@pytest.mark.parametrize("action", ILLEGAL_DISPOSALS)
def test_illegal_disposals_are_refused_and_change_nothing(action):
    game = depleted_star().build()
    game.apply(f"play {MERGE}")
    before = game.to_dict()
    pending = (game.pending.player, game.pending.kind, game.pending.chain)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.to_dict() == before
    assert (game.pending.player, game.pending.kind, game.pending.chain) == pending


def test_the_next_holder_decides_on_their_own_holding():
    # After Ann (5 Luxor) decides, Bob's 1 Luxor is on the table: selling 2 is refused.
    game = disposal_star().build()
    game.apply(f"play {MERGE}")
    game.apply("dispose sell 5")
    p = game.pending
    assert (p.player, p.shares) == (1, 1)
    with pytest.raises(IllegalActionError):
        game.apply("dispose sell 2")  # Bob holds 1


# =========================================================================== after the merger


def test_the_survivor_takes_every_tile_and_connected_loose_tiles():
    # Tower 4 (up) absorbs Luxor 3 (left) and American 2 (right); 6D is loose next to 6C.
    star = Star(
        2,
        {"up": ("Tower", 4), "left": ("Luxor", 3), "right": ("American", 2)},
        loose=["6D"],
    )
    game = star.build()
    merge(game)
    tiles = arm_tiles("up", 4) + arm_tiles("left", 3) + arm_tiles("right", 2) + [MERGE, "6D"]
    board = game.to_dict()["board"]
    assert {t: board[t] for t in tiles} == dict.fromkeys(tiles, "Tower")
    assert chain_info(game, "Tower")["size"] == 4 + 3 + 2 + 1 + 1
    assert "Luxor" not in board.values() and "American" not in board.values()


def test_defunct_chains_become_inactive_and_kept_shares_stay():
    star = Star(
        3,
        {"up": ("Tower", 4), "left": ("Luxor", 3), "right": ("American", 2)},
        holdings={"Luxor": (2, 1, 0), "American": (0, 3, 1)},
        founders={"Luxor": 0, "American": 1},
    )
    game = star.build()
    merge(game)  # everybody keeps
    chains = game.to_dict()["chains"]
    assert [chains[c]["active"] for c in ("Tower", "Luxor", "American")] == [True, False, False]
    assert (holding(game, "Luxor"), holding(game, "American")) == ([2, 1, 0], [0, 3, 1])
    # kept shares are not in the bank
    assert (chains["Luxor"]["available"], chains["American"]["available"]) == (22, 21)


def test_a_defunct_chain_can_be_founded_again_and_kept_shares_count_again():
    # Luxor 2 goes into Tower 3; Bob keeps his 3 Luxor. Then Bob plays 10F, Ann 11F
    # and founds Luxor again.
    star = Star(
        2,
        {"left": ("Luxor", 2), "right": ("Tower", 3)},
        holdings={"Luxor": (0, 3)},
        founders={"Luxor": 1},
        after=["10F", "11F"],
    )
    game = star.build()
    merge(game)
    game.apply("buy")
    turn(game, "10F")
    game.apply("play 11F")
    assert game.pending.kind == "found"
    assert "Luxor" in game.pending.chains
    assert "Tower" not in game.pending.chains
    game.apply("found Luxor")
    info = chain_info(game, "Luxor")
    assert (info["active"], info["size"], info["price"], info["available"]) == (True, 2, 200, 21)
    assert holding(game, "Luxor") == [1, 3]  # Ann's free share, Bob's kept 3


def test_the_mergemaker_buys_after_the_merger():
    # The turn goes on: Ann buys at the merged size (2 + 3 + 1 = 6 tiles).
    game = disposal_star().build()
    merge(game)
    assert (game.pending.player, game.pending.kind) == (0, "buy")
    before = cash(game)[0]
    game.apply("buy Festival")
    # Festival (medium) with 6 tiles: $700
    assert before - cash(game)[0] == 700
