"""The Qt models (stock market, players, event log) and describe() over real game positions.

Positions come from the engine itself: seeded random games (never declaring the end)
played until the wanted situation appears.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from pathlib import Path
from typing import get_args

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QPixmap

from acquire_qt.engine import (
    ActionDecision,
    BuyDecision,
    Decision,
    DefunctOrderDecision,
    DisposeDecision,
    End,
    Event,
    FoundDecision,
    Game,
    PlayDecision,
    Rules,
    SurvivorDecision,
    TradeOfferDecision,
    may_propose,
    new_game,
)
from acquire_qt.engine import events as ev
from acquire_qt.engine.actions import Propose
from acquire_qt.models import EventLogModel, PlayersModel, StockMarketModel
from acquire_qt.models.players import decision_label
from acquire_qt.presentation.event_text import LogContext, describe
from acquire_qt.presentation.money import format_money
from acquire_qt.session.seats import occupant_label

NAMES = ("Ann", "Bob", "Cy", "Di")
CONTROLLERS = ("human", "easy", "medium", "hard")
Display = Qt.ItemDataRole.DisplayRole


def play_until(
    done: Callable[[Game], bool],
    seed: int = 1,
    players: int = 4,
    max_actions: int = 3000,
    **house_rules: bool,
) -> tuple[Game, list[Event]]:
    """A seeded random game (never declaring the end) played until ``done(game)``."""
    game = new_game(
        Rules.classic(**house_rules),  # type: ignore[arg-type]
        list(NAMES[:players]),
        seed=seed,
        controllers=list(CONTROLLERS[:players]),
    )
    chooser = random.Random(seed)
    events = list(game.setup_events)
    for _ in range(max_actions):
        if done(game):
            return game, events
        actions = [a for a in game.legal_actions() if not isinstance(a, End)]
        events += game.apply(chooser.choice(actions))
    raise AssertionError("the wanted position never came up")


def active_chains(game: Game) -> int:
    return sum(1 for info in game.to_dict()["chains"].values() if info["active"])


def midgame(game: Game) -> bool:
    return active_chains(game) >= 4 and game.pending is not None and game.pending.kind == "play"


def text(model: StockMarketModel | PlayersModel, row: int, column: int) -> str:
    return model.data(model.index(row, column), Display)


# -- stock market ------------------------------------------------------------------------


def test_format_money_uses_the_currency_and_thousands_separators() -> None:
    assert format_money(45300, "$") == "$45,300"
    assert format_money(600, "£") == "£600"
    assert format_money(1_234_567, "$") == "$1,234,567"


def test_stock_market_shows_every_chain_and_holding(qtbot: object) -> None:
    game, _ = play_until(midgame, seed=3)
    model = StockMarketModel()
    model.update_game(game, None)
    data = game.to_dict()
    rules = game.rules
    assert model.rowCount() == len(rules.chains)
    assert model.columnCount() == StockMarketModel.FIXED_COLUMNS + len(NAMES)
    for column, name in enumerate(NAMES, start=StockMarketModel.FIXED_COLUMNS):
        assert model.headerData(column, Qt.Orientation.Horizontal) == name
    inactive_seen = False
    for row, chain in enumerate(rules.chain_names):
        info = data["chains"][chain]
        assert model.chain_at(row) == chain
        assert text(model, row, model.CHAIN) == chain
        swatch = model.data(model.index(row, model.CHAIN), Qt.ItemDataRole.DecorationRole)
        assert isinstance(swatch, QPixmap) and not swatch.isNull()
        raw = [model.data(model.index(row, c), model.RawRole) for c in range(7)]
        assert raw[1:5] == [info["size"], info["price"], info["available"], info["safe"]]
        assert text(model, row, model.BANK) == str(info["available"])
        grey = model.data(model.index(row, model.SIZE), Qt.ItemDataRole.ForegroundRole)
        if info["active"]:
            assert grey is None
            assert text(model, row, model.SIZE) == str(info["size"])
            assert text(model, row, model.PRICE) == format_money(info["price"], "$")
            assert text(model, row, model.MAJORITY) == format_money(10 * info["price"], "$")
            assert text(model, row, model.MINORITY) == format_money(5 * info["price"], "$")
            assert text(model, row, model.SAFE) == ("yes" if info["safe"] else "no")
        else:
            inactive_seen = True
            assert grey is not None
            assert text(model, row, model.MAJORITY) == "—"
            assert raw[model.MAJORITY] == 0
        for seat, player in enumerate(data["players"]):
            held = player["shares"].get(chain, 0)
            assert text(model, row, model.player_column(seat)) == str(held)
        tip = model.data(model.index(row, model.CHAIN), Qt.ItemDataRole.ToolTipRole)
        assert chain in tip
    assert inactive_seen, "the position should have an inactive chain to check greying"


def test_hidden_holdings_hide_other_players_shares_and_cash(qtbot: object) -> None:
    def others_hold_shares(game: Game) -> bool:
        players = game.to_dict()["players"]
        return midgame(game) and all(p["shares"] for p in players)

    game, _ = play_until(others_hold_shares, seed=5, hidden_holdings=True)
    viewer = 1
    market, players = StockMarketModel(), PlayersModel()
    market.update_game(game, viewer)
    players.update_game(game, viewer)
    everything = game.to_dict()
    for row, chain in enumerate(game.rules.chain_names):
        for seat, player in enumerate(everything["players"]):
            cell = market.index(row, market.player_column(seat))
            if seat == viewer:
                assert market.data(cell, Display) == str(player["shares"].get(chain, 0))
            else:
                assert market.data(cell, Display) == "?"
                assert market.data(cell, market.RawRole) is None
    for seat, player in enumerate(everything["players"]):
        cash = players.data(players.index(seat, PlayersModel.CASH), Display)
        worth = players.data(players.index(seat, PlayersModel.NET_WORTH), Display)
        if seat == viewer:
            assert cash == format_money(player["cash"], "$")
            assert worth != "?"
        else:
            assert (cash, worth) == ("?", "?")
    # Without a viewer (an all-AI game) everything shows.
    market.update_game(game, None)
    seat = 0
    shown = [
        market.data(market.index(r, market.player_column(seat)), Display)
        for r in range(market.rowCount())
    ]
    assert "?" not in shown


def test_buying_a_share_emits_data_changed_for_the_changed_cells(qtbot: object) -> None:
    def can_buy(game: Game) -> bool:
        return (
            game.pending is not None
            and game.pending.kind == "buy"
            and any(str(a).count(" ") == 1 for a in game.legal_actions())
        )

    game, _ = play_until(can_buy, seed=7)
    buyer = game.pending.player
    action = next(a for a in game.legal_actions() if str(a).count(" ") == 1)
    chain = str(action).split()[1]
    model = StockMarketModel()
    model.update_game(game, None)
    changes: list[tuple[int, int, int, list[Qt.ItemDataRole]]] = []
    resets: list[bool] = []
    model.dataChanged.connect(
        lambda first, last, roles: changes.append(
            (first.row(), first.column(), last.column(), list(roles))
        )
    )
    model.modelReset.connect(lambda: resets.append(True))
    game.apply(action)
    model.update_game(game, None)
    assert not resets
    row = model.row_of(chain)
    spans = [(first, last, roles) for r, first, last, roles in changes if r == row]
    assert spans, f"no dataChanged for {chain}"
    first, last, roles = spans[0]
    assert first <= model.BANK and last >= model.player_column(buyer)
    assert Display in roles
    assert (
        model.data(model.index(row, model.BANK), model.RawRole)
        == (game.to_dict()["chains"][chain]["available"])
    )
    # A chain nobody touched reports nothing.
    untouched = [
        r
        for r, name in enumerate(game.rules.chain_names)
        if name != chain and not game.to_dict()["chains"][name]["active"]
    ]
    assert all(r not in {c[0] for c in changes} for r in untouched)
    # The same position again changes nothing.
    changes.clear()
    model.update_game(game, None)
    assert changes == []


def test_new_players_reset_the_model_a_new_viewer_changes_headers(qtbot: object) -> None:
    game, _ = play_until(midgame, seed=3)
    model = StockMarketModel()
    resets: list[bool] = []
    headers: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.headerDataChanged.connect(lambda orientation, a, b: headers.append((a, b)))
    model.update_game(game, None)
    assert len(resets) == 1
    model.update_game(game, 2)
    assert len(resets) == 1 and headers
    assert model.headerData(model.player_column(2), Qt.Orientation.Horizontal) == "Cy (you)"
    other = new_game(Rules.classic(), ["Eve", "Fay"], seed=1)
    model.update_game(other, None)
    assert len(resets) == 2
    assert model.columnCount() == StockMarketModel.FIXED_COLUMNS + 2


# -- players -----------------------------------------------------------------------------


def test_players_model_shows_controllers_money_tiles_and_turn(qtbot: object) -> None:
    game, _ = play_until(midgame, seed=11)
    model = PlayersModel()
    model.update_game(game, None)
    data = game.to_dict()
    prices = {name: info["price"] for name, info in data["chains"].items()}
    assert model.rowCount() == 4
    for seat, player in enumerate(data["players"]):
        assert text(model, seat, model.PLAYS) == ["Human", "Easy AI", "Medium AI", "Hard AI"][seat]
        assert text(model, seat, model.CASH) == format_money(player["cash"], "$")
        worth = player["cash"] + sum(n * prices[c] for c, n in player["shares"].items())
        assert model.data(model.index(seat, model.NET_WORTH), model.RawRole) == worth
        assert text(model, seat, model.TILES) == str(player["tile_count"])
        is_turn = seat == data["turn"]
        name_cell = model.index(seat, model.PLAYER)
        assert model.data(name_cell, model.TurnRole) is is_turn
        assert text(model, seat, model.PLAYER).startswith("▶") is is_turn
        font = model.data(name_cell, Qt.ItemDataRole.FontRole)
        assert (font is not None and font.bold()) is is_turn
    assert occupant_label("expert") == "Expert AI"


def test_players_model_marks_who_must_decide_during_a_merger(qtbot: object) -> None:
    def someone_else_disposes(game: Game) -> bool:
        pending = game.pending
        return pending is not None and pending.kind == "dispose" and pending.player != game.turn

    game, _ = play_until(someone_else_disposes, seed=2)
    model = PlayersModel()
    changes: list[int] = []
    model.update_game(game, None)
    deciding, turn = game.pending.player, game.turn
    assert model.data(model.index(deciding, 0), model.DecidingRole) is True
    assert text(model, deciding, model.PLAYER).startswith("◆")
    assert game.pending.chain in text(model, deciding, model.STATUS)
    assert text(model, turn, model.PLAYER).startswith("▶")
    assert game.players[deciding] in text(model, turn, model.STATUS)
    model.dataChanged.connect(lambda first, last, roles: changes.append(first.row()))
    game.apply(game.legal_actions()[0])
    model.update_game(game, None)
    assert deciding in changes


def test_decision_label_words_every_kind_of_decision() -> None:
    decisions: list[Decision] = [
        PlayDecision(0, ("1A",)),
        FoundDecision(0, ("Tower", "Luxor")),
        SurvivorDecision(0, ("Tower", "Luxor")),
        DefunctOrderDecision(0, ("Tower", "Luxor")),
        DisposeDecision(0, "Luxor", "Tower", 3, 2, 600),
        BuyDecision(0),
        ActionDecision(0, (), 2),
        TradeOfferDecision(1, Propose(1, give=(("Tower", 1),))),
    ]
    assert {type(d) for d in decisions} == set(get_args(Decision)), "a kind without a label"
    labels = [decision_label(d) for d in decisions]
    assert all(label and label != str(d.kind) for label, d in zip(labels, decisions, strict=True))
    assert len(set(labels)) == len(labels)
    assert "Luxor" in labels[4]
    assert "2 left" in labels[6]
    assert "1 left" in decision_label(ActionDecision(0, (), 1))


# -- describe and the log ----------------------------------------------------------------

ALL_KINDS = {
    cls.kind
    for _, cls in inspect.getmembers(ev, inspect.isclass)
    if issubclass(cls, Event) and cls is not Event
}


def split_game() -> tuple[Game, list[Event]]:
    """Space Monopoly without diamonds: Pacifica founded at 1L-2L (so not every company is
    safe), then Nerdniss grows along rows A and B until its price reaches £3,200 and its
    shares split. Bob holds 2 Nerdniss before the split."""
    game = new_game(Rules.space_monopoly(), ["Ann", "Bob"], tile_bag=[])
    events: list[Event] = []
    plays = ["1L", "2L"] + [f"{c}A" for c in range(1, 17)] + [f"{c}B" for c in range(1, 17)]
    for tile in plays:
        events += game.apply(f"play {tile}")
        if game.pending is not None and game.pending.kind == "found":
            events += game.apply("found Pacifica" if tile == "2L" else "found Nerdniss")
        if game.pending is not None and game.pending.kind == "buy":
            events += game.apply("buy Nerdniss" if tile == "2A" else "buy")
        if any(e.kind == "shares_split" for e in events):
            return game, events
    raise AssertionError("Nerdniss never split")


def trading_games() -> list[tuple[Event, Game]]:
    """Random games of Space Monopoly and Energy (with the DoE) with player trading: now and
    then the active player offers one share for 100 to the next player."""
    collected: list[tuple[Event, Game]] = []
    for seed in range(4):
        for rules in (
            Rules.space_monopoly(player_trading=True, board="22x18"),
            Rules.energy(doe=True, player_trading=True),
        ):
            players = 2 + seed % 3
            game = new_game(rules, list(NAMES[:players]), seed=seed)
            chooser = random.Random(seed)
            collected += [(e, game) for e in game.setup_events]
            proposals = 0
            while game.pending is not None:
                pending = game.pending
                holding = game.to_dict()["players"][pending.player]["shares"]
                if may_propose(pending) and holding and proposals < 3 and chooser.random() < 0.2:
                    chain = next(iter(holding))
                    offer = Propose((pending.player + 1) % players, ((chain, 1),), 0, (), 100)
                    collected += [(e, game) for e in game.apply(offer)]
                    proposals += 1
                    continue
                actions = [a for a in game.legal_actions() if not isinstance(a, End)]
                collected += [(e, game) for e in game.apply(chooser.choice(actions))]
    game, events = split_game()
    collected += [(e, game) for e in events]
    return collected


def many_events() -> list[tuple[Event, Game]]:
    """Events of several whole random games (some declaring the end as soon as allowed),
    of every rule set."""
    collected: list[tuple[Event, Game]] = trading_games()
    for seed in range(12):
        players = 2 + seed % 5
        names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][:players]
        game = new_game(Rules.classic(), names, seed=seed)
        chooser = random.Random(seed)
        eager = seed % 4 == 3
        collected += [(e, game) for e in game.setup_events]
        while game.pending is not None:
            actions = game.legal_actions()
            if eager and isinstance(actions[-1], End):
                action = actions[-1]
            else:
                action = chooser.choice([a for a in actions if not isinstance(a, End)])
            collected += [(e, game) for e in game.apply(action)]
    game = new_game(Rules.classic(two_player=True), ["Ann", "Bob"], seed=7)
    chooser = random.Random(7)
    while game.pending is not None:  # the two-player rule's phantom shareholder
        collected += [(e, game) for e in game.apply(chooser.choice(game.legal_actions()))]
    return collected


def test_describe_words_every_kind_of_event() -> None:
    assert len(ALL_KINDS) >= 20
    covered = set()
    context = LogContext()
    for event, game in many_events():
        sentence = describe(event, game, None, context)
        context.advance(event)
        covered.add(event.kind)
        assert sentence and sentence[0].isupper() and sentence.endswith("."), sentence
        assert "{" not in sentence, sentence
        player = getattr(event, "player", None)
        if player == -1:
            assert "Department of Energy" in sentence, sentence
        elif player == -2:
            assert "phantom shareholder" in sentence, sentence
        elif player is not None:
            assert game.players[player] in sentence, sentence
        if isinstance(event, ev.GameOver):
            winner = event.standings[0]["name"]
            assert winner in sentence and game.rules.currency in sentence
        if game.rules.currency != "$":
            assert "$" not in sentence, sentence
    assert covered == ALL_KINDS


def test_describe_sentences() -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=1)
    context = LogContext()
    for event in (
        ev.ChainFounded(0, "Tower", 7),
        ev.ChainFounded(1, "Luxor", 4),
        ev.MergerStarted(0, "5E", ("Tower", "Luxor")),
    ):
        last = describe(event, game, None, context)
        context.advance(event)
    assert last == "Ann's 5E merges Tower (7) and Luxor (4)."
    defunct = ev.ChainDefunct("Luxor", "Tower", 4, 600)
    assert describe(defunct, game, None, context) == ("Tower absorbs Luxor: 4 tiles, $600 a share.")
    context.advance(defunct)
    assert describe(ev.BonusPaid(1, "Luxor", 6000, "majority"), game, None) == (
        "Bob receives a $6,000 majority bonus for Luxor."
    )
    assert describe(ev.SharesDisposed(2, "Luxor", 3, 4, 1, 1800, 2), game, None, context) == (
        "Cy sold 3 Luxor for $1,800, traded 4 for 2 Tower and kept 1."
    )
    assert describe(ev.SharesDisposed(2, "Luxor", 0, 0, 5, 0, 0), game, None) == (
        "Cy kept all 5 Luxor."
    )
    assert describe(ev.SharesDisposed(2, "Luxor", 0, 0, 1, 0, 0), game, None) == (
        "Cy kept their 1 Luxor share."
    )
    assert describe(ev.SharesBought(0, ("Tower", "Tower", "Luxor"), 1600), game, None) == (
        "Ann bought 2 Tower and 1 Luxor for $1,600."
    )
    assert describe(ev.ChainGrew("Tower", 7), game, None) == "Tower grew to 7 tiles."
    assert describe(ev.TileDrawn(0, "7C"), game, None) == "Ann drew 7C."
    assert describe(ev.TileDrawn(0, "7C"), game, 0) == "Ann drew 7C."
    assert describe(ev.TileDrawn(0, "7C"), game, 1) == "Ann drew a tile."
    assert describe(ev.DeadTileRemoved(0, "3F"), game, 1) == (
        "Ann's 3F is dead (it would merge two safe chains) and is replaced."
    )
    assert describe(ev.HandRevealed(1, ("2A", "3B")), game, 0) == (
        "Bob has no playable tile: 2A, 3B are set aside."
    )
    assert describe(ev.PlacementSkipped(1), game, 0) == "Bob cannot place a tile this turn."
    standings = ({"name": "Ann", "seat": 0, "cash": 45300, "rank": 1},)
    assert describe(ev.GameOver(standings), game, None) == (
        "The game is over: Ann wins with $45,300."
    )


def test_event_log_appends_rows_and_hides_other_players_draws(qtbot: object) -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob"], seed=4)
    model = EventLogModel()
    model.update_game(game, 0)
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda parent, first, last: inserted.append((first, last)))
    model.append_events(game.setup_events)
    assert inserted == [(0, len(game.setup_events) - 1)]
    played: list[Event] = []
    while not any(isinstance(e, ev.TileDrawn) and e.player == 1 for e in played):
        played += game.apply(game.legal_actions()[0])
    model.append_events(played)
    assert inserted[-1] == (len(game.setup_events), len(game.setup_events) + len(played) - 1)
    assert model.rowCount() == len(game.setup_events) + len(played)
    assert model.events() == [*game.setup_events, *played]
    row = (
        model.rowCount()
        - len(played)
        + next(i for i, e in enumerate(played) if isinstance(e, ev.TileDrawn) and e.player == 1)
    )
    drawn = model.data(model.index(row), model.EventRole)
    assert model.data(model.index(row), Display) == "Bob drew a tile."
    assert model.data(model.index(row), model.KindRole) == "tile_drawn"
    assert model.data(model.index(row), model.PlayerRole) == 1
    changed: list[int] = []
    model.dataChanged.connect(lambda first, last, roles: changed.append(first.row()))
    model.update_game(game, 1)
    assert row in changed
    assert model.data(model.index(row), Display) == f"Bob drew {drawn.tile}."
    assert model.rowCount(model.index(0)) == 0
    assert model.data(QModelIndex(), Display) is None


def test_event_log_needs_a_game_first() -> None:
    with pytest.raises(RuntimeError):
        EventLogModel().append_events([ev.TurnStarted(0)])


def test_describe_sentences_of_the_other_rule_sets() -> None:
    space = new_game(Rules.space_monopoly(), ["Ann", "Bob"], tile_bag=[])
    energy = new_game(Rules.energy(doe=True), ["Ann", "Bob", "Cy"], seed=1)
    assert describe(ev.SharesSplit("Nerdniss", 1650, 50), space, None) == (
        "Nerdniss shares split 2 for 1: now £1,650 a share, 50 in all."
    )
    assert describe(ev.DoeShares("Eclipse Solar", 4), energy, None) == (
        "The Department of Energy receives 4 shares of Eclipse Solar."
    )
    assert describe(ev.DoeShares("Eclipse Solar", 1), energy, None) == (
        "The Department of Energy receives 1 share of Eclipse Solar."
    )
    assert describe(ev.SharesSold(1, "Pacifica", 3, 1500), space, None) == (
        "Bob sold 3 Pacifica to the bank for £1,500."
    )
    assert describe(ev.ActionsGranted(2, 3), energy, None) == "Cy has 3 actions this turn."
    assert describe(ev.FoundingFailed(0, "5E"), energy, None) == (
        "Ann's 5E would found a company, but none is left: it stays unincorporated."
    )
    assert describe(ev.TurnEnded(0, 2), energy, None) == (
        "Ann ended their turn with 2 actions unused."
    )
    assert describe(ev.TurnEnded(0, 0), energy, None) == "Ann ended their turn."
    proposed = ev.TradeProposed(0, 1, (("Nerdniss", 2),), 500, (("Pacifica", 1),), 0)
    assert describe(proposed, space, None) == (
        "Ann proposes a trade to Bob: 2 Nerdniss and £500 for 1 Pacifica."
    )
    assert describe(ev.TradeProposed(0, 1, (), 0, (("Pacifica", 1),), 0), space, None) == (
        "Ann proposes a trade to Bob: nothing for 1 Pacifica."
    )
    assert describe(ev.TradeAnswered(1, True), space, None) == "Bob accepted the trade."
    assert describe(ev.TradeAnswered(1, False), space, None) == "Bob declined the trade."
    # The Department of Energy is player -1 in bonuses, takeover sales and the final sale.
    assert describe(ev.BonusPaid(-1, "Cortex Power", 3000, "majority"), energy, None) == (
        "The Department of Energy receives a $3,000 majority bonus for Cortex Power."
    )
    assert describe(ev.SharesDisposed(-1, "Cortex Power", 4, 0, 0, 1200, 0), energy, None) == (
        "The Department of Energy sold 4 Cortex Power for $1,200."
    )
    assert describe(ev.FinalSale(-1, "Maniac Timber", 2, 500), energy, None) == (
        "Final sale: the Department of Energy sells 2 Maniac Timber for $500."
    )
    assert describe(ev.FirstPlayer(1), energy, None) == (
        "Bob goes first: their tile is the closest to the left edge."
    )
    # A playtester read "closest to 1A" of 7B against 2C as wrong: the rule says how.
    classic = new_game(Rules.classic(), ["Ann", "Bob"], seed=5)
    assert describe(ev.FirstPlayer(1), classic, None) == (
        "Bob goes first: their tile is in the top row of those drawn (the leftmost there)."
    )


def test_stock_market_shows_the_doe_and_no_safe_column_in_energy(qtbot: object) -> None:
    game = new_game(Rules.energy(doe=True), ["Ann", "Bob"], seed=5)
    chooser = random.Random(5)
    while not game.to_dict().get("doe"):
        game.apply(chooser.choice(game.legal_actions()))
    model = StockMarketModel()
    model.update_game(game, 0)
    doe = model.doe_column()
    assert doe == model.FIXED_COLUMNS + 2 == model.columnCount() - 1
    assert model.headerData(doe, Qt.Orientation.Horizontal) == "DoE"
    assert "Department of Energy" in model.headerData(
        doe, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    holdings = game.to_dict()["doe"]
    for row, chain in enumerate(game.rules.chain_names):
        assert text(model, row, doe) == str(holdings.get(chain, 0))
        assert model.data(model.index(row, doe), model.RawRole) == holdings.get(chain, 0)
        assert text(model, row, model.SAFE) == ""
        assert model.data(model.index(row, model.SAFE), model.RawRole) is None
        tip = model.data(model.index(row, model.CHAIN), Qt.ItemDataRole.ToolTipRole)
        assert "$" in tip and "Safe" not in tip
    # Without the DoE there is no such column.
    model.update_game(new_game(Rules.energy(), ["Ann", "Bob"], seed=5), None)
    assert model.doe_column() is None
    assert model.columnCount() == model.FIXED_COLUMNS + 2


def test_stock_market_shows_a_split(qtbot: object) -> None:
    game, _ = split_game()
    model = StockMarketModel()
    model.update_game(game, None)
    row = model.row_of("Nerdniss")
    info = game.to_dict()["chains"]["Nerdniss"]
    assert info["splits"] == 1 and info["total"] == 50
    assert text(model, row, model.CHAIN) == "Nerdniss ×2"
    assert text(model, row, model.PRICE) == "£1,600" == format_money(info["price"], "£")
    assert model.data(model.index(row, model.PRICE), model.RawRole) == 1600
    assert text(model, row, model.MAJORITY) == "£16,000"
    tip = model.data(model.index(row, model.CHAIN), Qt.ItemDataRole.ToolTipRole)
    assert "of 50 shares" in tip and "split once" in tip
    bob = model.player_column(1)
    assert text(model, row, bob) == "4"  # the founder's share and one bought, doubled
    assert text(model, model.row_of("Pacifica"), model.CHAIN) == "Pacifica"
    assert text(model, row, model.SAFE) == "yes"


def test_players_model_in_the_other_rule_sets(qtbot: object) -> None:
    energy = new_game(Rules.energy(actions=[3]), ["Ann", "Bob"], seed=2)
    model = PlayersModel()
    model.update_game(energy, None)
    seat = energy.pending.player
    assert energy.pending.kind == "action"
    assert text(model, seat, model.STATUS) == "Taking actions (3 left)"
    assert text(model, seat, model.TILES) == "5"
    space = new_game(Rules.space_monopoly(), ["Ann", "Bob"], seed=2)
    model.update_game(space, None)
    assert text(model, 0, model.TILES) == "—"
    assert text(model, 0, model.CASH) == "£6,000"


def test_event_log_swatches_follow_the_rule_set_of_a_new_game(qtbot: object) -> None:
    from acquire_qt.presentation.palette import chain_swatch

    model = EventLogModel()
    founded = ev.ChainFounded(0, "Tower", 2)
    classic = new_game(Rules.classic(), ["Ann", "Bob"], seed=4)
    model.append_events([founded], classic)
    first = model.data(model.index(0), Qt.ItemDataRole.DecorationRole)
    assert first.toImage() == chain_swatch(0, "T", 14).toImage()
    space = new_game(Rules.space_monopoly(), ["Ann", "Bob"], seed=4)
    model.clear(space)
    model.append_events([ev.ChainFounded(0, "Nerdniss", 2)])
    second = model.data(model.index(0), Qt.ItemDataRole.DecorationRole)
    assert second.toImage() == chain_swatch(0, "N", 14).toImage()
    assert second.toImage() != first.toImage()


def test_models_follow_the_controller_and_its_viewer(qtbot: object, tmp_path: Path) -> None:
    from acquire_qt.controller import GameController, GameSetup
    from acquire_qt.models.follow import GameFollower
    from acquire_qt.storage import Storage

    controller = GameController(Storage(tmp_path / "data"))
    market, players, log = StockMarketModel(), PlayersModel(), EventLogModel()
    follower = GameFollower(controller, (market, players), log)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 4))
    game = controller.game
    assert game is not None
    follower.set_viewer(0)
    assert players.rowCount() == 2 and market.rowCount() == len(game.rules.chains)
    assert log.events() == list(game.setup_events)
    # Play (as both humans) until Bob has drawn a tile: the log takes every event, the
    # players table the new position, without the window.
    played: list[Event] = list(game.setup_events)
    while not any(isinstance(e, ev.TileDrawn) and e.player == 1 for e in played):
        assert controller.submit(game.legal_actions()[0])
        played += controller.last_events
    assert log.events() == played
    tiles = players.index(1, PlayersModel.TILES)
    assert players.data(tiles, PlayersModel.RawRole) == len(game.hand(1))
    drawn = next(e for e in reversed(played) if isinstance(e, ev.TileDrawn) and e.player == 1)
    row = len(played) - 1 - played[::-1].index(drawn)
    assert log.data(log.index(row), Display) == "Bob drew a tile."
    follower.set_viewer(1)  # the hot seat passes the screen to Bob
    assert log.data(log.index(row), Display) == f"Bob drew {drawn.tile}."
    assert market.viewer == 1 and players.viewer == 1
    controller.new_game(GameSetup(("Cy", "Di"), ("human", "human"), Rules.classic(), 5))
    assert controller.game is not None
    assert log.events() == list(controller.game.setup_events)
    assert players.data(players.index(0, 0), PlayersModel.RawRole) == "Cy"
    controller.stop()
