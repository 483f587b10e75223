"""The German translation: Preferences switches the language at once, and no visible word
is left in English.

The walk test reads every visible text (window title, menus and their actions, the docks'
titles and table headers, labels, buttons, check boxes, group boxes, combo box items,
tooltips, placeholders) of the main window during a game and of every dialog and panel a
test can build (the network dialogs, the coach, chat, review and win-chance panels), in
English and then in German, and fails on each text that stayed the same. Its message lists
them: after new words are added, ``make translations`` and their German in
``resources/translations/acquire_qt_de.ts`` (docs/translations.md) make it pass again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QProgressBar,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.dialogs.join_game import JoinGameDialog
from acquire_qt.dialogs.lobby import LobbyDialog
from acquire_qt.dialogs.new_game import NewGameDialog
from acquire_qt.dialogs.preferences import PreferencesDialog
from acquire_qt.engine import Rules
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.network.client import NetworkClient, SeatTokens
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.host import NetworkHost
from acquire_qt.presentation.advice import explain
from acquire_qt.presentation.language import apply_language, available_languages
from acquire_qt.presentation.money import format_moment, format_money
from acquire_qt.settings import LANGUAGE, Settings
from acquire_qt.storage import SavedGame, Storage
from acquire_qt.views.chat import ChatPanel
from acquire_qt.views.client_window import ClientWindow
from acquire_qt.views.coach import CoachPanel
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.review import DockViews, ReviewPage
from acquire_qt.views.rules_text import rules_html
from acquire_qt.views.start_page import game_words
from acquire_qt.views.win_chance_chart import WinChancePanel
from ui.screenshots import finished, prepared_dialogs

SAME_IN_GERMAN = {
    # Proper names: the game's, the rule sets', the languages' own names.
    "Acquire",
    "Space Monopoly",
    "English",
    "Deutsch",
    # Qt's own word in German too (qtbase_de).
    "OK",
    # The same word in German ("Normal (0,6 s)": numbers are not compared).
    "Normal (0.6 s)",
    "Chat",
    "Port",
    "Status",
}
"""Texts allowed to be the same in English and German (after the player and chain names
and numbers are taken out, see :func:`words`)."""

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
JOIN_CODE = "K7PX4M"
NAMES = ("Ann", "Bob", "Cy", "Di")
DIALOG_NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
"""The players of the dialogs' positions (tests/ui/screenshots.py)."""


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def words(text: str, names: tuple[str, ...]) -> str:
    """``text`` without what is not words of the game: access-key ampersands, rich-text
    tags, player and chain names, tiles, numbers and money, punctuation."""
    text = re.sub(r"<[^>]+>", " ", text.replace("&&", "").replace("&", ""))
    for name in names:
        text = text.replace(name, " ")
    text = re.sub(r"\b[0-9]{1,2}[A-Z]{1,2}\b", " ", text)  # tiles: 7B, 12AA
    text = re.sub(r"[$£€]?[0-9][0-9.,\u00a0 ]*[$£€]?", " ", text)
    text = re.sub(r"[^\w]+", " ", text)
    return " ".join(text.split())


def model_texts(model: QAbstractItemModel | None) -> Iterator[tuple[str, str]]:
    if model is None:
        return
    # A list model's columnCount is private in PySide6: it has one column.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for section in range(columns):
        for role, what in (
            (Qt.ItemDataRole.DisplayRole, "header"),
            (Qt.ItemDataRole.ToolTipRole, "header tip"),
        ):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield f"{what} {section}", value
    for row in range(min(model.rowCount(QModelIndex()), 40)):
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield f"cell {row},{column},{int(role)}", value


def menu_texts(menu: QMenu, path: str) -> Iterator[tuple[str, str]]:
    """A menu's title, its actions' texts and tooltips (Qt's own tooltip, the text without
    its ampersand, is left out), and its submenus'."""
    yield path, menu.title()
    for number, action in enumerate(menu.actions()):
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from menu_texts(submenu, f"{path}/{number}")
        elif not action.isSeparator():
            yield f"{path}/{number}", action.text()
            if action.toolTip() != action.text().replace("&", ""):
                yield f"{path}/{number} tip", action.toolTip()


def visible_texts(top: QWidget) -> dict[str, str]:
    """Every text ``top`` shows, by where it is (the same key in both languages)."""
    found: dict[str, str] = {"title": top.windowTitle()}
    if isinstance(top, QMainWindow):
        for number, action in enumerate(top.menuBar().actions()):
            menu = action.menu()
            if isinstance(menu, QMenu):
                found.update(menu_texts(menu, f"menu {number}"))
    for number, widget in enumerate(top.findChildren(QWidget)):
        if not widget.isVisibleTo(top):
            continue
        key = f"{number}:{type(widget).__name__}:{widget.objectName()}"
        found[f"{key} tip"] = widget.toolTip()
        if isinstance(widget, QLabel | QAbstractButton):
            found[key] = widget.text()
        elif isinstance(widget, QGroupBox):
            found[key] = widget.title()
        elif isinstance(widget, QDockWidget):
            found[key] = widget.windowTitle()
        elif isinstance(widget, QLineEdit):
            found[key] = widget.placeholderText()
        elif isinstance(widget, QProgressBar):
            found[key] = widget.format()
        elif isinstance(widget, QComboBox):
            for item in range(widget.count()):
                found[f"{key} item {item}"] = widget.itemText(item)
        elif isinstance(widget, QAbstractItemView):
            for where, text in model_texts(widget.model()):
                found[f"{key} {where}"] = text
    return found


def untranslated(
    english: dict[str, str], german: dict[str, str], names: tuple[str, ...]
) -> set[str]:
    """The English texts that are still there, word for word, in the German ones."""
    allowed = {words(text, ()) for text in SAME_IN_GERMAN}
    left = set()
    for key, text in english.items():
        if key not in german:
            continue
        before, after = words(text, names), words(german[key], names)
        # One letter is a chain's initial on its badge.
        if len(before) > 1 and before == after and before not in allowed:
            left.add(text)
    return left


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The game speaks German during the test, English again after it."""
    yield
    apply_language("en")


def chain_names() -> tuple[str, ...]:
    names: set[str] = set()
    for rules in (Rules.classic(), Rules.space_monopoly(), Rules.energy()):
        names.update(rules.chain_names)
    return tuple(sorted(names, key=len, reverse=True))


def test_german_is_shipped() -> None:
    assert "de" in available_languages()


def test_preferences_switch_the_window_to_german_at_once(
    qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    window = MainWindow(GameController(Storage(tmp_path), random_factory), settings)
    qtbot.addWidget(window)
    english_menus = [action.text() for action in window.menuBar().actions()]
    english_docks = [dock.windowTitle() for dock in window.docks.values()]
    english_start = window.start_page.quick_button.text()
    dialog = PreferencesDialog(settings, window)
    dialog.ui.language.setCurrentIndex(dialog.ui.language.findData("de"))
    dialog.accept()
    window.apply_settings()
    QCoreApplication.processEvents()  # Qt posts the LanguageChange events

    assert settings.get(LANGUAGE) == "de"
    german_menus = [action.text() for action in window.menuBar().actions()]
    assert all(a != b for a, b in zip(english_menus, german_menus, strict=True))
    assert all(
        a != dock.windowTitle()
        for a, dock in zip(english_docks, window.docks.values(), strict=True)
    )
    # The start page too (its form's words).
    assert window.start_page.quick_button.text() == QCoreApplication.translate(
        "StartPage", english_start
    )
    assert window.start_page.quick_button.text() != english_start
    # The open Preferences dialog changed language too, and new dialogs open in German.
    assert dialog.windowTitle() == QCoreApplication.translate("PreferencesDialog", "Preferences")
    assert dialog.windowTitle() != "Preferences"
    assert PreferencesDialog(settings).ui.buttons.button(
        dialog.ui.buttons.StandardButton.Cancel
    ).text() not in ("&Cancel", "Cancel")
    # A new window remembers the language.
    apply_language("en")
    again = MainWindow(GameController(Storage(tmp_path), random_factory), Settings(settings.path))
    qtbot.addWidget(again)
    QCoreApplication.processEvents()
    assert [action.text() for action in again.menuBar().actions()] == german_menus


def test_the_keys_of_the_rack_still_place_tiles_after_the_language_changes(
    qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    """The number keys choose a tile where the rack has the keyboard focus: a change of
    language leaves it there (the hidden start page, retranslated, took it)."""
    controller = GameController(Storage(tmp_path / "data"), random_factory)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    seated = Rules.classic(turn_order="seated")
    window.start(GameSetup(("Ann", "Bob"), ("human", "easy"), seated, 3))
    qtbot.wait_until(lambda: window.rack.hasFocus())
    apply_language("de")
    QCoreApplication.processEvents()  # Qt posts the LanguageChange events
    assert window.rack.hasFocus()


def test_the_tables_of_a_finished_game_are_in_german(qtbot: QtBot, german: None) -> None:
    """The players' ranks and the market at the end (the walk below sees a game going on)."""
    game, _events, _history = finished()
    texts = {}
    for language in ("en", "de"):
        apply_language(language)
        found: dict[str, str] = {}
        for model in (PlayersModel(), StockMarketModel()):
            model.update_game(game, None)
            found.update(
                (f"{type(model).__name__} {key}", text) for key, text in model_texts(model)
            )
        texts[language] = found
    left = untranslated(texts["en"], texts["de"], (*DIALOG_NAMES, *chain_names()))
    assert not left, f"Untranslated in German: {sorted(left)}"


def test_german_tells_looking_back_at_a_game_from_playing_it_again(german: None) -> None:
    """Review looks back at a game; beside "Diese Verteilung noch einmal spielen" (the same
    deal played again) its German must not read as playing ("Dieses Spiel nachspielen"
    did): none of its words plays."""
    apply_language("de")
    review = [
        QCoreApplication.translate(context, text)
        for context, text in (
            ("GameEnd", "&Review this game"),
            ("MainWindow", "&Review this game"),
            ("MainWindow", "&Review game…"),
            ("MainWindow", "Look back at this game step by step (the game waits meanwhile)"),
            ("GameFiles", "Finished games (to review)"),
            ("ReviewBar", "Leave the review (Esc)"),
        )
    ]
    assert not [text for text in review if "spielen" in text.replace("&", "").lower()]
    assert QCoreApplication.translate("GameEnd", "&Review this game") != "&Review this game"


def test_help_rules_are_in_german(german: None) -> None:
    shown = (None, Rules.space_monopoly(player_trading=True), Rules.energy(doe=True))
    english = [rules_html(rules) for rules in shown]
    apply_language("de")
    for rules, before in zip(shown, english, strict=True):
        after = rules_html(rules)
        assert after != before
        # Every paragraph and item is translated, not only some.
        for paragraph in re.findall(r"<(?:p|li|h2|h3)>(.*?)</", before, re.DOTALL):
            assert paragraph not in after, paragraph


def test_money_and_dates_follow_the_language(german: None) -> None:
    moment = datetime(2026, 11, 4, 9, 5)
    english = format_money(45300, "$"), format_money(-300, "$"), format_moment(moment)
    apply_language("de")
    german_texts = format_money(45300, "$"), format_money(-300, "$"), format_moment(moment)
    assert all(a != b for a, b in zip(english, german_texts, strict=True))
    assert format_money(45300, "$") == "45.300\u00a0$"  # the format docs/translations.md gives
    apply_language("en")
    assert (format_money(45300, "$"), format_money(-300, "$"), format_moment(moment)) == english
    assert english[:2] == ("$45,300", "-$300")


def prepared_panels(
    controller: GameController, host: NetworkHost, tokens: SeatTokens
) -> list[tuple[str, QWidget]]:
    """The panels and network dialogs, built anew in the language spoken now:
    ``controller``'s game is at its human's decision, ``host`` has a game in its lobby."""
    game = controller.game
    assert game is not None and game.pending is not None
    seat = game.pending.player
    coach = CoachPanel(controller)
    coach.seat = seat
    coach.show()
    coach.refresh()
    suggested = next(iter(game.legal_actions()))
    coach.show_suggestion(explain(game, seat, suggested))
    chat = ChatPanel()
    review = ReviewPage(DockViews(QTableView(), QTableView(), QListView()))
    review.open(finished()[0], None, 3, None)
    return [
        ("coach", coach),
        ("chat", chat),
        ("review", review),
        ("win-chance", WinChancePanel()),
        ("host-new-game", NewGameDialog(human_name="Ann", hosting=True)),
        ("lobby", LobbyDialog(host)),
        ("join", JoinGameDialog(tokens, name="Bob", discovery_port=0)),
    ]


def test_no_visible_text_is_left_in_english(qtbot: QtBot, tmp_path: Path, german: None) -> None:
    names = (*DIALOG_NAMES, *chain_names(), JOIN_CODE)
    settings = Settings(tmp_path / "settings.ini")
    controller = GameController(Storage(tmp_path), random_factory)
    controller.set_pace(0)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    controller.new_game(GameSetup(NAMES, ("human", "easy", "easy", "easy"), Rules.classic(), 5))
    qtbot.waitUntil(
        lambda: controller.game is not None and controller.is_human(controller.game.pending.player),
        timeout=10_000,
    )
    # The cards of what the AIs just did stay in the words they were made in (they fade).
    window.overlays.announcements.clear()
    hosting = GameController(Storage(tmp_path / "host"), ai_process=False)
    host = NetworkHost(hosting, listen_on=LOCAL, announce_to=LOCAL, discovery_port=0)
    lobby_setup = GameSetup(
        ("Ann", "Guest 1", "Cy"), ("human", "network", "medium"), Rules.classic(), seed=4
    )
    assert host.host_new(lobby_setup, 0, JOIN_CODE) is None
    tokens = SeatTokens(tmp_path / "tokens")

    def walk() -> dict[str, dict[str, str]]:
        found = {"window": visible_texts(window)}
        built = [*prepared_dialogs(), *prepared_panels(controller, host, tokens)]
        for name, widget in built:
            qtbot.addWidget(widget)
            found[name] = visible_texts(widget)
        for _name, widget in built:
            widget.hide()  # the review's and win chance's analysis ends
            widget.deleteLater()
        return found

    english = walk()

    settings.set(LANGUAGE, "de")
    window.apply_settings()
    QCoreApplication.processEvents()  # Qt posts the LanguageChange events
    german_texts = walk()
    host.stop()
    hosting.stop()

    left = {
        name: sorted(untranslated(english[name], german_texts[name], names)) for name in english
    }
    left = {name: texts for name, texts in left.items() if texts}
    report = "\n".join(
        f"  {name}: " + "; ".join(repr(text) for text in texts) for name, texts in left.items()
    )
    assert not left, (
        "Untranslated in German (run `make translations`, translate them in "
        f"resources/translations/acquire_qt_de.ts, run it again):\n{report}"
    )
    assert sum(len(texts) for texts in english.values()) > 200  # the walk saw the texts


def test_a_joined_window_switches_to_german_at_once(
    qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    """A joined client's window has no hosting (its actions are gone): it still follows a
    language change, its chat panel and connection state included."""
    controller = ClientController(Storage(tmp_path), NetworkClient(None))
    window = ClientWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    english = visible_texts(window)
    apply_language("de")
    QCoreApplication.processEvents()  # Qt posts the LanguageChange events
    german_texts = visible_texts(window)
    assert window.chat.windowTitle() != "Chat" or window.chat.send.text() != "Send"
    assert not untranslated(english, german_texts, (*chain_names(), "127.0.0.1"))


def test_a_saved_game_s_date_follows_the_language(german: None) -> None:
    moment = datetime(2026, 11, 4, 9, 5)
    saved = SavedGame(Path("game.acquire.json"), ("Ann", "Bob"), 12, moment, False, "classic")
    apply_language("de")
    assert game_words(saved).startswith(format_moment(moment))
    assert "4. Nov. 2026" in game_words(saved)
