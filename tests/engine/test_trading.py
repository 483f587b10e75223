"""Player trading, a house rule (RULES.md §1 "A turn" item 1; engine-contract "Player trading").

The active player may propose trades of shares and/or cash to other players before
placing a tile; the other player accepts or declines; the proposer then decides again
as before. Every rule set takes the house rule (``player_trading=True``).

Classic position (``trading_game``): Ann founded Tower (1A-2A) and holds 3 Tower, Bob
founded Luxor (5E-6E) and holds 3 Luxor; both have $5,600. Ann is to play.
"""

from __future__ import annotations

import pytest
from scripting import cash, energy_game, play_script, scripted_game, space_game, turn

from acquire_qt.engine import (
    Game,
    IllegalActionError,
    Rules,
    load_record,
    may_propose,
    parse_action,
)
from acquire_qt.engine.actions import Propose


def trading_game(players: int = 2, **house_rules: object) -> Game:
    positions = ("1I", "3I", "5I")[:players]
    plays = ["1A", "5E", "2A", "6E", "9A", "9C", "11A", "11C"]
    if players == 3:
        plays = ["1A", "5E", "12F", "2A", "6E", "12D", "9A", "9C", "11A"]
    game = scripted_game(positions, plays, **{"player_trading": True, **house_rules})
    turn(game, "1A")
    turn(game, "5E")
    if players == 3:
        turn(game, "12F")
    turn(game, "2A", "found Tower", buy=("Tower", "Tower"))
    turn(game, "6E", "found Luxor", buy=("Luxor", "Luxor"))
    if players == 3:
        turn(game, "12D")
    assert (game.pending.player, game.pending.kind) == (0, "play")
    return game


def shares(game: Game) -> list[dict[str, int]]:
    return [p["shares"] for p in game.to_dict()["players"]]


def bank(game: Game) -> dict[str, int]:
    return {name: c["available"] for name, c in game.to_dict()["chains"].items()}


def refused(game: Game, text: str, message: str) -> None:
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match=message):
        game.apply(text)
    assert game.to_dict() == before


# =========================================================================== action text


@pytest.mark.parametrize(
    ("rules", "text", "canonical"),
    [
        (Rules.classic(), "propose 2 give Luxor 2 cash 500 get Tower 1", None),
        (Rules.classic(), "propose 1 give t 2", "propose 1 give Tower 2"),
        (Rules.classic(), "PROPOSE 1 GET tower 1 CASH 300", "propose 1 get Tower 1 cash 300"),
        (Rules.classic(), "propose 1 give Luxor 1 Tower 1", "propose 1 give Tower 1 Luxor 1"),
        (Rules.classic(), "propose 1 give Tower 1 Tower 2", "propose 1 give Tower 3"),
        (Rules.classic(), "propose 3 get cash 300", None),
        (Rules.classic(), "propose 1 give cash 100 cash 50", "propose 1 give cash 150"),
        (Rules.classic(), "propose 1", None),
        (Rules.classic(), "accept", None),
        (Rules.classic(), "Decline", "decline"),
        (
            Rules.energy(),
            "propose 1 give eclipse solar 2 cash 100 get Whoops Uranium 1",
            "propose 1 give Eclipse Solar 2 cash 100 get Whoops Uranium 1",
        ),
        (Rules.energy(), "propose 0 get m 1", "propose 0 get Maniac Timber 1"),
        (Rules.space_monopoly(), "propose 1 give DebbiesKnees 4", None),
    ],
)
def test_proposal_text_round_trip(rules, text, canonical):
    action = parse_action(rules, text)
    assert str(action) == (canonical or text)
    assert parse_action(rules, str(action)) == action


def test_proposal_text_reads_into_its_parts():
    action = parse_action(Rules.classic(), "propose 2 give Luxor 2 cash 500 get Tower 1")
    assert action == Propose(2, (("Luxor", 2),), 500, (("Tower", 1),), 0)


@pytest.mark.parametrize(
    "text",
    [
        "propose",
        "propose x give Tower 1",
        "propose 1 Tower 2",
        "propose 1 give Tower",
        "propose 1 give Tower x",
        "propose 1 give Foo 1",
        "propose -1 give Tower 1",
        "accept now",
    ],
)
def test_bad_proposal_text_is_refused(text):
    with pytest.raises(IllegalActionError):
        parse_action(Rules.classic(), text)


# ============================================================ proposing and answering


def test_may_propose_only_with_the_house_rule_and_before_placing():
    game = trading_game()
    assert game.pending.may_propose is True
    # proposals are not listed (any amounts may be proposed)
    assert all(str(a).startswith("play") for a in game.legal_actions())
    game.apply("play 9A")
    assert game.pending.kind == "buy" and may_propose(game.pending) is False
    refused(
        game,
        "propose 1 give Tower 1",
        "trades may be proposed only by the active player before placing a tile",
    )
    plain = scripted_game(("1I", "3I"), ["1A", "5E"])
    assert plain.pending.may_propose is False
    refused(plain, "propose 1 give cash 100", "player trading is not among this game's rules")


def test_an_accepted_trade_moves_shares_and_cash_both_ways():
    game = trading_game()
    tiles = game.pending.tiles
    assert cash(game) == [5600, 5600]
    assert shares(game) == [{"Tower": 3}, {"Luxor": 3}]
    banks = bank(game)
    events = game.apply("propose 1 give Tower 2 cash 500 get Luxor 1")
    assert [e.to_dict() for e in events] == [
        {
            "kind": "trade_proposed",
            "player": 0,
            "to": 1,
            "give": [("Tower", 2)],
            "give_cash": 500,
            "get": [("Luxor", 1)],
            "get_cash": 0,
        }
    ]
    p = game.pending
    assert (p.player, p.kind) == (1, "trade_offer")
    assert p.offer == Propose(1, (("Tower", 2),), 500, (("Luxor", 1),), 0)
    assert [str(a) for a in game.legal_actions()] == ["accept", "decline"]
    offer = {"from": 0, "to": 1, "give": {"Tower": 2}, "give_cash": 500, "get": {"Luxor": 1}}
    assert game.to_dict()["offer"] == offer | {"get_cash": 0}
    assert game.to_dict()["pending"]["offer"] == offer | {"get_cash": 0}
    assert game.view(1)["pending"]["offer"] == offer | {"get_cash": 0}
    # nothing moves before the answer
    assert (cash(game), shares(game)) == ([5600, 5600], [{"Tower": 3}, {"Luxor": 3}])
    events = game.apply("accept")
    assert [e.to_dict() for e in events] == [
        {"kind": "trade_answered", "player": 1, "accepted": True}
    ]
    assert cash(game) == [5100, 6100]
    assert shares(game) == [{"Tower": 1, "Luxor": 1}, {"Tower": 2, "Luxor": 2}]
    assert bank(game) == banks
    # Ann decides again as before, with the same tiles
    assert (game.pending.player, game.pending.kind, game.pending.tiles) == (0, "play", tiles)
    assert game.pending.may_propose is True
    assert "offer" not in game.to_dict()


def test_cash_for_shares_the_other_way():
    game = trading_game()
    game.apply("propose 1 get Luxor 3 cash 100 give cash 2000")
    game.apply("accept")
    assert cash(game) == [5600 - 2000 + 100, 5600 + 2000 - 100]
    assert shares(game) == [{"Tower": 3, "Luxor": 3}, {}]


def test_a_declined_trade_changes_nothing():
    game = trading_game()
    before = game.to_dict()
    game.apply("propose 1 give Tower 3 get Luxor 3")
    events = game.apply("decline")
    assert [e.to_dict() for e in events] == [
        {"kind": "trade_answered", "player": 1, "accepted": False}
    ]
    assert game.to_dict() == before


def test_several_trades_in_one_turn_then_play():
    game = trading_game()
    game.apply("propose 1 give cash 100 get Luxor 1")
    game.apply("accept")
    game.apply("propose 1 give Tower 1 get cash 400")
    game.apply("decline")
    game.apply("propose 1 give Tower 1 get cash 400")
    game.apply("accept")
    assert cash(game) == [5600 - 100 + 400, 5600 + 100 - 400]
    assert shares(game) == [{"Tower": 2, "Luxor": 1}, {"Tower": 1, "Luxor": 2}]
    game.apply("play 9A")
    assert game.pending.kind == "buy"


def test_proposals_to_any_other_seat():
    game = trading_game(3)
    game.apply("propose 2 give cash 50")
    assert (game.pending.player, game.pending.kind) == (2, "trade_offer")
    game.apply("accept")
    assert cash(game) == [5550, 5600, 6050]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("propose 0 give Tower 1", "propose to another player's seat"),
        ("propose 2 give Tower 1", "propose to another player's seat"),
        ("propose 7 get cash 1", "propose to another player's seat"),
        ("propose 1 give Tower 4", "Ann has only 3 Tower shares"),
        ("propose 1 give Luxor 1", "Ann has only 0 Luxor shares"),
        ("propose 1 get Luxor 4", "Bob has only 3 Luxor shares"),
        ("propose 1 get Tower 1", "Bob has only 0 Tower shares"),
        ("propose 1 give cash 5601", r"Ann has only \$5,600"),
        ("propose 1 get cash 9000", r"Bob has only \$5,600"),
        ("propose 1", "a trade must exchange something"),
        ("propose 1 give Tower 0", "a trade must exchange something"),
    ],
)
def test_impossible_proposals_are_refused(text, message):
    game = trading_game()
    refused(game, text, message)


def test_an_offer_waits_for_its_answer_only():
    game = trading_game()
    game.apply("propose 1 give Tower 1")
    refused(game, "play 9A", "Bob must accept or decline the proposed trade now")
    refused(game, "propose 0 give Luxor 1", "trades may be proposed only by the active player")
    refused(game, "buy Tower", "Bob must accept or decline")
    refused(game, "end", "only Ann may declare the end")
    game.apply("decline")
    refused(game, "accept", "Ann must place a tile now, not accept")
    refused(game, "decline", "Ann must place a tile now, not decline")


def test_a_record_with_trades_replays():
    game = trading_game()
    game.apply("propose 1 give Tower 2 cash 500 get Luxor 1")
    game.apply("accept")
    game.apply("propose 1 get cash 10")
    assert load_record(game.to_record()).to_dict() == game.to_dict()
    game.apply("decline")
    game.apply("play 9A")
    replayed = load_record(game.to_record())
    assert replayed.to_dict() == game.to_dict()
    assert "propose 1 give Tower 2 cash 500 get Luxor 1" in game.to_record()["actions"]


# =========================================================================== the other rule sets


def test_trading_in_space_monopoly_keeps_the_squares_to_play():
    game = space_game(["2B", "9E"], player_trading=True)
    turn(game, "2C", "found Nerdniss", buy=("Nerdniss",) * 3)  # Ann: 4 Nerdniss
    assert (game.pending.player, game.pending.may_propose) == (1, True)
    tiles = game.pending.tiles
    refused(game, "propose 0 get Nerdniss 5", "Ann has only 4 Nerdniss shares")
    refused(game, "propose 0 give cash 6001", "Bob has only £6,000")
    game.apply("propose 0 get Nerdniss 2 give cash 900")
    refused(game, "sell Nerdniss 1", "not during a merger or someone else's decision")
    game.apply("accept")
    assert cash(game) == [6000 - 600 + 900, 6000 - 900]
    assert shares(game) == [{"Nerdniss": 2}, {"Nerdniss": 2}]
    assert (game.pending.player, game.pending.kind, game.pending.tiles) == (1, "play", tiles)
    # selling shares is still a separate action
    game.apply("sell Nerdniss 1")
    assert may_propose(game.pending) is True
    game.apply("play 16L")
    assert may_propose(game.pending) is False


ENERGY_TURNS = [
    ["play 1A", "play 2A", "found Eclipse Solar", "buy Eclipse Solar", "endturn"],
    ["play 5C", "play 6C", "found Maniac Timber", "buy Maniac Timber", "endturn"],
    ["draw", "play 9A"],
]


def test_trading_in_energy_before_the_first_tile_only():
    game = energy_game(
        ("1J", "3J"), ENERGY_TURNS, actions=[4], player_trading=True, extra=["10E", "10G"]
    )
    play_script(game, ENERGY_TURNS[:2])
    p = game.pending
    assert (p.player, p.kind, p.actions_left, p.may_propose) == (0, "action", 4, True)
    tiles = p.tiles
    game.apply("propose 1 give Eclipse Solar 1 get Maniac Timber 1")
    assert game.pending.kind == "trade_offer"
    game.apply("accept")
    assert shares(game) == [
        {"Eclipse Solar": 1, "Maniac Timber": 1},
        {"Eclipse Solar": 1, "Maniac Timber": 1},
    ]
    # a proposal is not one of the turn's actions
    p = game.pending
    assert (p.player, p.kind, p.actions_left, p.tiles) == (0, "action", 4, tiles)
    game.apply("draw")
    assert game.pending.may_propose is True  # still before the first tile
    game.apply("play 9A")
    assert game.pending.may_propose is False
    refused(game, "propose 1 give cash 1", "before placing a tile")


def test_trading_with_the_doe_is_impossible():
    game = energy_game(("1J", "3J"), ENERGY_TURNS, doe=True, player_trading=True)
    with pytest.raises(IllegalActionError):
        game.apply("propose -1 give cash 1")


def test_shares_of_an_inactive_company_may_be_traded():
    # Bob keeps 3 Beetleguice when Nerdniss takes it over; Ann buys 2 of them from him.
    game = space_game(["2B", "4B"], player_trading=True)
    turn(game, "2C", "found Nerdniss", buy=("Nerdniss", "Nerdniss"))
    turn(game, "4C", "found Beetleguice", buy=("Beetleguice", "Beetleguice"))
    turn(game, "2D")
    game.apply("play 3C")
    game.apply("dispose keep")
    game.apply("buy")
    assert not game.to_dict()["chains"]["Beetleguice"]["active"]
    game.apply("propose 1 get Beetleguice 2 give cash 10")
    game.apply("accept")
    assert shares(game) == [{"Nerdniss": 3, "Beetleguice": 2}, {"Beetleguice": 1}]
