"""Space Monopoly, Energy and player trading through the real window: whole AI games, a
human placing on the open board, the action bar, selling, proposing and answering trades,
and the new-game dialog's rule sets.

Dialogs run modally through their real ``ask()``; the ``answerer`` of
``test_main_window`` answers whichever dialog is open.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QPushButton, QTreeWidget
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer, make_player
from acquire_qt.controller import AiPlayer, GameSetup
from acquire_qt.dialogs import (
    GameOverDialog,
    NewGameDialog,
    SellSharesDialog,
    TradeAnswerDialog,
    TradeProposalDialog,
)
from acquire_qt.engine import Game, Kind, Outcome, Rules, new_game
from acquire_qt.engine.events import Event
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

from .test_main_window import Answerer, click_square
from .windows import open_window

__all__ = ["answerer"]


@pytest.fixture
def answerer() -> Iterator[Answerer]:
    answering = Answerer()
    yield answering
    answering.timer.stop()


def mixed_factory(level: str, seed: int) -> AiPlayer:
    """``easy`` plays the real easy AI; every other level the random player (which also
    sells shares, the easy AI never does)."""
    if level == "easy":
        player: AiPlayer = make_player("easy", seed)
        return player
    return RandomPlayer(seed)


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Callable[..., MainWindow]:

    def make(size: tuple[int, int] = (1280, 720)) -> MainWindow:
        storage, settings = Storage(tmp_path / "data"), Settings(tmp_path / "settings.ini")
        return open_window(qtbot, storage, settings, mixed_factory, ai_process=False, size=size)

    return make


def wait_for_human(qtbot: QtBot, window: MainWindow, kind: Kind | None = None) -> Game:
    """Wait until the game waits for a human (at the screen), of ``kind`` if given."""
    game = window.controller.game
    assert game is not None

    def ready() -> bool:
        pending = game.pending
        return (
            pending is not None
            and window.controller.is_human(pending.player)
            and (kind is None or pending.kind is kind)
            and QApplication.activeModalWidget() is None
        )

    qtbot.waitUntil(ready, timeout=10_000)
    return game


# -- whole AI games ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        Rules.space_monopoly(player_trading=True, turn_limit=40),
        Rules.space_monopoly(board="28x24", turn_limit=30),
        Rules.energy(doe=True, player_trading=True),
    ],
    ids=["space_monopoly", "space_monopoly_28x24", "energy_doe"],
)
def test_an_ai_only_game_of_each_rule_set_ends(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer, rules: Rules
) -> None:
    window = make_window()
    over: list[list[object]] = []
    window.controller.game_over.connect(over.append)
    events: list[Event] = []
    window.controller.events_happened.connect(events.extend)
    setup = GameSetup(("Ada", "Ben", "Cleo"), ("easy", "random", "easy"), rules, 7)
    window.controller.new_game(setup)
    game = window.controller.game
    assert game is not None and game.rules == rules
    assert window.rack.isHidden() == (rules.tile_source == "board")
    assert window.action_bar.isHidden() == (rules.turn_structure != "actions")
    qtbot.waitUntil(lambda: bool(over), timeout=30_000)
    assert game.over
    assert "The game is over" in window.prompt.text()
    kinds = {event.kind for event in events}
    assert "game_over" in kinds
    if rules.turn_structure == "actions":
        assert "actions_granted" in kinds and "doe_shares" in kinds
        assert window.market.doe_column() is not None
    else:
        assert window.turn_label.text() == f"Turn {rules.turn_limit} of {rules.turn_limit}"
        assert game.state.turn_number == rules.turn_limit or "chain_grew" in kinds
    # The log speaks pounds in Space Monopoly, and never says "Something happened".
    log = [window.log_model.text(row) for row in range(window.log_model.rowCount())]
    assert log and not any(line.startswith("Something happened") for line in log)
    if rules.currency == "£":
        assert not any("$" in line for line in log)
    # The game over dialog lists the players only, never the Department of Energy.
    qtbot.waitUntil(lambda: answerer.seen["GameOverDialog"] == 1, timeout=5000)


def test_the_game_over_dialog_does_not_list_the_doe(qtbot: QtBot) -> None:
    game = new_game(Rules.energy(doe=True), ["Ann", "Bob"], seed=4)
    chooser = random.Random(1)
    last: list[Event] = []
    while not game.over:
        last = game.apply(chooser.choice(game.legal_actions()))
    assert any(getattr(event, "player", None) == -1 for event in last)
    dialog = GameOverDialog(game, last, [[6000, 6000]], None)
    qtbot.addWidget(dialog)
    tree = dialog.findChild(QTreeWidget, "standings")
    assert tree is not None and tree.topLevelItemCount() == 2
    names = {tree.topLevelItem(i).text(1) for i in range(2)}
    assert names == {"Ann", "Bob"}


# -- Space Monopoly --------------------------------------------------------------------


def test_space_monopoly_a_human_places_by_clicking_an_empty_square(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    window = make_window()
    rules = Rules.space_monopoly(board="28x24")
    window.controller.new_game(GameSetup(("Ann", "Bot"), ("human", "random"), rules, 3))
    game = wait_for_human(qtbot, window, Kind.PLAY)
    assert window.rack.isHidden() and window.action_bar.isHidden()
    assert window.turn_label.isVisible() and window.turn_label.text() == "Turn 1 of 80"
    assert "click any empty square" in window.prompt.text()
    assert "Space Monopoly" in window.windowTitle()
    scene = window.board.scene()
    board = game.to_dict()["board"]
    assert len(board) == 20  # the diamonds: 5 % of 672 squares, capped at 20
    # Every empty square is playable (none connects two safe companies yet).
    empty = [name for name in rules.board.names if name not in board]
    assert set(scene.playable_tiles()) == set(empty) == set(game.pending.tiles)  # type: ignore[union-attr]
    # No shares to sell yet and no trading: neither button shows.
    assert not window.sell_button.isVisible() and not window.sell_action.isEnabled()
    assert not window.trade_button.isVisible() and not window.propose_action.isEnabled()
    tile = next(t for t in reversed(empty) if game.tile_outcome(t) is Outcome.NOTHING)
    click_square(window, tile)
    assert game.to_dict()["board"].get(tile) == "loose"
    qtbot.waitUntil(lambda: game.state.turn_number >= 3, timeout=10_000)
    wait_for_human(qtbot, window, Kind.PLAY)
    assert window.turn_label.text() == "Turn 3 of 80"
    # The safe column is there (Space Monopoly has safe companies); prices in pounds.
    assert not window.market_view.isColumnHidden(StockMarketModel.SAFE)


def space_monopoly_holding(path: Path, *, trading: bool) -> None:
    """A saved Space Monopoly game in which Ann (human) founded Nerdniss and holds shares,
    at her next placement; Bob is a computer player (a level saves know, played by the
    random player here)."""
    rules = Rules.space_monopoly(player_trading=trading)
    game = new_game(rules, ["Ann", "Bob"], tile_bag=[], controllers=["human", "medium"])
    for tile, answers in (
        ("1A", []),
        ("16L", []),
        ("2A", ["found Nerdniss", "buy Nerdniss Nerdniss"]),
        ("15L", ["found Pacifica", "buy"]),
    ):
        game.apply(f"play {tile}")
        for answer in answers:
            game.apply(answer)
        if game.pending is not None and game.pending.kind is Kind.BUY:
            game.apply("buy")
    assert game.pending is not None and game.pending.kind is Kind.PLAY
    assert game.pending.player == 0
    assert game.to_dict()["players"][0]["shares"] == {"Nerdniss": 3}
    Storage(path.parent / "other").save(game, path)


def test_space_monopoly_sell_shares_from_the_play_menu_and_the_buy_dialog(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer, tmp_path: Path
) -> None:
    path = tmp_path / "holding.acquire.json"
    space_monopoly_holding(path, trading=False)
    window = make_window()
    events: list[Event] = []
    window.controller.events_happened.connect(events.extend)
    assert window.open_path(str(path))
    game = wait_for_human(qtbot, window, Kind.PLAY)
    assert window.sell_action.isEnabled() and window.sell_button.isVisible()

    def sell_one(dialog: QDialog) -> None:
        assert isinstance(dialog, SellSharesDialog)
        dialog.count_spin.setValue(1)

    answerer.interactions[SellSharesDialog] = sell_one
    window.sell_action.trigger()
    sold = [e for e in events if e.kind == "shares_sold"]
    assert len(sold) == 1 and sold[0].player == 0 and sold[0].shares == 1
    assert game.to_dict()["players"][0]["shares"] == {"Nerdniss": 2}
    assert game.pending is not None and game.pending.kind is Kind.PLAY  # still placing
    log = [window.log_model.text(row) for row in range(window.log_model.rowCount())]
    assert "Ann sold 1 Nerdniss to the bank for £200." in log

    # At the buy step the buy dialog offers to sell first; selling brings it back.
    seen_sell_first: list[bool] = []

    def buy_or_sell(dialog: QDialog) -> None:
        button = dialog.findChild(QPushButton, "sell_first")
        seen_sell_first.append(button is not None)
        if button is not None and len(seen_sell_first) == 1:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    from acquire_qt.dialogs import BuyDialog

    answerer.interactions[BuyDialog] = buy_or_sell
    del events[:]
    tile = next(t for t in game.pending.tiles if game.tile_outcome(t) is Outcome.NOTHING)
    click_square(window, tile)
    qtbot.waitUntil(lambda: any(e.kind == "shares_sold" for e in events))
    qtbot.waitUntil(lambda: any(e.kind == "shares_bought" and e.player == 0 for e in events))
    assert game.to_dict()["players"][0]["shares"].get("Nerdniss", 0) == 1
    assert seen_sell_first[:2] == [True, True]
    assert answerer.seen["SellSharesDialog"] == 2


# -- player trading --------------------------------------------------------------------


def test_a_human_proposes_a_trade_and_the_ai_answers(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer, tmp_path: Path
) -> None:
    path = tmp_path / "trading.acquire.json"
    space_monopoly_holding(path, trading=True)
    window = make_window()
    events: list[Event] = []
    window.controller.events_happened.connect(events.extend)
    assert window.open_path(str(path))
    game = wait_for_human(qtbot, window, Kind.PLAY)
    assert window.propose_action.isEnabled() and window.trade_button.isVisible()

    def give_cash(dialog: QDialog) -> None:
        assert isinstance(dialog, TradeProposalDialog)
        dialog.set_target(1)
        dialog.give_cash.setValue(100)

    answerer.interactions[TradeProposalDialog] = give_cash
    window.propose_action.trigger()
    qtbot.waitUntil(lambda: any(e.kind == "trade_answered" for e in events), timeout=5000)
    proposed = next(e for e in events if e.kind == "trade_proposed")
    assert (proposed.player, proposed.to, proposed.give_cash) == (0, 1, 100)
    answered = next(e for e in events if e.kind == "trade_answered")
    assert answered.player == 1
    word = "accepted" if answered.accepted else "declined"
    assert f"Bob {word} the trade." in window.statusBar().currentMessage()
    wait_for_human(qtbot, window, Kind.PLAY)
    assert game.pending is not None and game.pending.player == 0
    # Once a tile is placed, no more proposals this turn.
    tile = next(t for t in game.pending.tiles if game.tile_outcome(t) is Outcome.NOTHING)
    click_square(window, tile)
    assert not window.propose_action.isEnabled()


def test_a_trade_offer_to_another_person_goes_through_the_pass_screen(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    rules = Rules.energy(player_trading=True, actions=[3])
    game = new_game(rules, ["Ann", "Bob"], seed=1, controllers=["human", "human"])
    window = make_window()
    window.controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), rules, 1))
    game = window.controller.game
    assert game is not None and game.pending is not None
    first = game.pending.player
    other = 1 - first
    assert window.stack.currentIndex() == 1  # hot seat: the first player confirms
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert window.propose_action.isEnabled()
    window.controller.submit(f"propose {other} give cash 200")
    # The other person is asked through the pass screen, then the answer dialog.
    assert window.stack.currentIndex() == 1
    name, proposer = game.players[other], game.players[first]
    assert f"{proposer} proposes a trade to {name}." in window.pass_screen.label.text()
    assert window.rack.is_hidden()
    answerer.interactions[TradeAnswerDialog] = lambda dialog: None  # Enter accepts
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: answerer.seen["TradeAnswerDialog"] == 1)
    qtbot.waitUntil(lambda: game.pending is not None and game.pending.player == first)
    cash = [p["cash"] for p in game.to_dict()["players"]]
    assert cash[first] == 5800 and cash[other] == 6200
    # Back to the proposer, through the pass screen again.
    assert window.stack.currentIndex() == 1


# -- Energy ------------------------------------------------------------------------------


def energy_start() -> int:
    """A seed where Ann (seat 0) goes first with 5 actions and holds a tile that touches
    nothing and a tile that founds a company."""
    for seed in range(200):
        game = new_game(Rules.energy(actions=[5]), ["Ann", "Bot"], seed=seed)
        pending = game.pending
        if pending is None or pending.player != 0:
            continue
        outcomes = {game.tile_outcome(tile) for tile in pending.tiles}
        if {Outcome.NOTHING, Outcome.FOUND} <= outcomes:
            return seed
    raise AssertionError("no such seed")


def test_energy_a_human_draws_places_buys_and_ends_the_turn_with_the_action_bar(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    seed = energy_start()
    rules = Rules.energy(actions=[5])
    window = make_window()
    events: list[Event] = []
    window.controller.events_happened.connect(events.extend)
    window.controller.new_game(GameSetup(("Ann", "Bot"), ("human", "random"), rules, seed))
    game = wait_for_human(qtbot, window, Kind.ACTION)
    bar = window.action_bar
    assert bar.isVisible() and window.rack.isVisible()
    assert bar.counter.text() == "5 actions left"
    assert "5 actions left" in window.prompt.text()
    # Hand full, nothing placed: no draw, no buy, no end yet; the tiles are playable.
    assert not bar.draw_button.isEnabled()
    assert not bar.buy_button.isEnabled() and not bar.end_button.isEnabled()
    assert set(window.rack.playable_tiles()) == set(game.pending.tiles)  # type: ignore[union-attr]
    assert set(window.board.scene().playable_tiles()) == set(game.pending.tiles)  # type: ignore[union-attr]

    # A tile that touches nothing, from the rack: tile play stays open.
    alone = next(t for t in game.pending.tiles if game.tile_outcome(t) is Outcome.NOTHING)  # type: ignore[union-attr]
    QTest.mouseClick(window.rack.button(alone), Qt.MouseButton.LeftButton)
    assert game.to_dict()["board"].get(alone) == "loose"
    assert bar.counter.text() == "4 actions left"
    assert bar.draw_button.isEnabled() and bar.end_button.isEnabled()

    # A tile that founds a company, from the board: the found dialog, then tile play closes.
    founding = next(t for t in game.pending.tiles if game.tile_outcome(t) is Outcome.FOUND)  # type: ignore[union-attr]
    click_square(window, founding)
    qtbot.waitUntil(lambda: any(e.kind == "chain_founded" for e in events))
    wait_for_human(qtbot, window, Kind.ACTION)
    assert bar.counter.text() == "3 actions left"
    assert game.pending is not None and game.pending.tiles == ()
    assert window.rack.playable_tiles() == ()
    assert len(window.rack.tiles()) == 3

    # Draw refills the hand.
    QTest.mouseClick(bar.draw_button, Qt.MouseButton.LeftButton)
    assert bar.counter.text() == "2 actions left"
    assert len(window.rack.tiles()) == 5 and not bar.draw_button.isEnabled()

    # Buy a share from the menu of the buy button.
    assert bar.buy_button.isEnabled() and bar.buy_choices()
    chosen = bar.buy_choices()[0]

    def pick_first() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        assert chosen in menu.actions()[0].text()
        menu.actions()[0].trigger()
        menu.close()

    QTimer.singleShot(50, pick_first)
    QTest.mouseClick(bar.buy_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(e.kind == "shares_bought" for e in events))
    bought = next(e for e in events if e.kind == "shares_bought")
    assert bought.chains == (chosen,)
    assert bar.counter.text() == "1 action left"

    # End the turn: the unused action is lost and the computer plays.
    QTest.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    ended = next(e for e in events if e.kind == "turn_ended")
    assert (ended.player, ended.unused) == (0, 1)
    assert not bar.end_button.isEnabled()
    assert bar.counter.text().startswith("Bot: ")
    log = [window.log_model.text(row) for row in range(window.log_model.rowCount())]
    assert "Ann has 5 actions this turn." in log
    assert "Ann ended their turn with 1 action unused." in log
    assert window.market_view.isColumnHidden(StockMarketModel.SAFE)


# -- the new-game dialog -----------------------------------------------------------------


def test_the_new_game_dialog_builds_the_rules_of_each_choice(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.setup().rules == Rules.classic()
    assert dialog.seated.isVisible() and dialog.founder_cash.isVisible()
    dialog.trading.setChecked(True)
    assert dialog.setup().rules == Rules.classic(player_trading=True)

    # Space Monopoly with its options; classic's own house rules go away.
    dialog.set_rule_set("space_monopoly")
    assert not dialog.seated.isVisible() and not dialog.founder_cash.isVisible()
    assert dialog.trading.isVisible() and dialog.hidden.isVisible()
    assert dialog.setup().rules == Rules.space_monopoly(player_trading=True)
    assert "9 loose tiles" in dialog.diamonds_note.text()
    dialog.board_size.setCurrentIndex(dialog.board_size.findData("28x24"))
    dialog.diamonds.setCurrentText("12")
    dialog.turn_limit.setValue(40)
    dialog.trading.setChecked(False)
    dialog.hidden.setChecked(True)
    assert dialog.setup().rules == Rules.space_monopoly(
        board="28x24", diamonds=12, turn_limit=40, hidden_holdings=True
    )
    dialog.diamonds.setCurrentText("10%")
    assert dialog.setup().rules.diamonds == 20  # 67 squares' worth, capped
    assert "20 loose tiles" in dialog.diamonds_note.text()

    # Seats: 2 to 4 here.
    assert len(dialog.seats) == 4 and not dialog.add_button.isEnabled()
    dialog.set_rule_set("classic")
    dialog.add_seat()
    assert len(dialog.seats) == 5
    dialog.set_rule_set("energy")
    assert not dialog.ok_button.isEnabled()
    assert "Energy has 2 to 4 players" in dialog.hint.text()
    with pytest.raises(ValueError):
        dialog.setup()
    dialog.remove_seat(4)
    assert dialog.ok_button.isEnabled()

    # Energy: the Department of Energy, recommended for two.
    assert "recommended for 2 players" in dialog.doe.text()
    assert dialog.setup().rules == Rules.energy(hidden_holdings=True)
    dialog.doe.setChecked(True)
    dialog.hidden.setChecked(False)
    setup = dialog.setup()
    assert setup.rules == Rules.energy(doe=True)
    game = new_game(setup.rules, setup.names, setup.seed, controllers=setup.controllers)
    assert game.rules.doe and len(game.players) == 4
