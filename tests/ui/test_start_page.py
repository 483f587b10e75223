"""The start page: Continue resumes the autosave, a quick game starts at once with its
seats, saved games are listed by date, players and rule set and open from the keyboard,
and closing or finishing a game brings the page back."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.occupant import Occupant
from acquire_qt.presentation.palette import READABLE, apply_theme, contrast
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import game_end as game_end_module
from acquire_qt.views.board import TABLE
from acquire_qt.views.coach import learning_game
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.start_art import CARD_MARGINS, SHOWCASE_CHAINS, showcase_game
from acquire_qt.views.start_page import PathRole

from . import audit
from .keeping import KEEP, answer_keeping
from .screenshots import to_the_end
from .windows import random_factory


def played(seed: int, actions: int, controllers: tuple[str, ...]) -> Game:
    """A seeded classic game played at random for ``actions`` actions."""
    game = new_game(Rules.classic(), ["Ann", "Basil", "Cleo"], seed=seed, controllers=controllers)
    chooser = random.Random(seed)
    for _ in range(actions):
        assert game.pending is not None
        legal = [a for a in game.legal_actions() if str(a) != "end"]
        game.apply(chooser.choice(legal))
    return game


def window_on(qtbot: QtBot, storage: Storage, settings: Path) -> MainWindow:
    controller = GameController(storage, random_factory)
    window = MainWindow(controller, Settings(settings))
    controller.set_pace(0)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def test_continue_resumes_the_autosave_and_the_saved_games_are_listed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage(tmp_path / "data")
    unfinished = played(5, 40, ("human", "easy", "medium"))
    storage.autosave(unfinished)
    saved = played(6, 12, ("human", "human", "hard"))
    saved_path = storage.new_save_path(saved)
    storage.save(saved, saved_path)

    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    page = window.start_page
    assert window.on_start_page() and window.controller.game is None
    summary = page.ui.continue_summary.text()
    turn = unfinished.state.turn_number
    for words in ("Ann", "Basil (Easy AI)", "Cleo (Medium AI)", "Classic Acquire", f"turn {turn}"):
        assert words in summary
    assert page.continue_button.hasFocus()  # Enter continues
    listed = [page.games_list.item(row).text() for row in range(page.games_list.count())]
    assert len(listed) == 1
    assert "Ann, Basil, Cleo (Hard AI)" in listed[0] and "Classic Acquire" in listed[0]

    QTest.keyClick(page.continue_button, Qt.Key.Key_Return)
    resumed = window.controller.game
    assert resumed is not None and resumed.to_dict() == unfinished.to_dict()
    assert not window.on_start_page() and window.docks["market"].isVisible()

    # Closing the game brings the page back; the game goes on from where it was left.
    window.close_game()
    assert window.on_start_page() and page.unfinished is not None
    page.games_list.setFocus()
    page.games_list.setCurrentRow(0)
    asked = answer_keeping(KEEP)  # the resumed game is not finished
    QTest.keyClick(page.games_list, Qt.Key.Key_Return)
    assert asked
    opened = window.controller.game
    assert opened is not None and opened.to_dict() == saved.to_dict()
    kept = [s for s in storage.list_saves() if s.path != saved_path]
    assert len(kept) == 1 and storage.load(kept[0].path).to_dict() == unfinished.to_dict()


def test_a_game_saved_by_hand_and_played_on_to_its_end_is_listed_as_it_was_saved(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Game → Save as…, then Close game, Continue and the game played to its end: the
    file saved by hand stays the game as it was then (nobody asked to write it again), and
    the start page says so rather than offering it as an unfinished game at that turn."""
    storage = Storage(tmp_path / "data")
    start = tmp_path / "start.acquire.json"
    storage.save(played(5, 30, ("easy", "easy", "easy")), start)
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    monkeypatch.setattr(game_end_module.GameOverDialog, "exec", lambda _dialog: 0)
    assert window.open_path(str(start))
    by_hand = storage.saves / "by hand.acquire.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(by_hand), ""))
    game = window.controller.game
    assert game is not None
    saved = game.copy()  # the AI players play on only once the event loop runs
    window.ui.save_as_action.trigger()
    window.close_game()
    window.start_page.continue_button.click()
    qtbot.waitUntil(
        lambda: window.controller.game is not None and window.controller.game.over,
        timeout=60_000,
    )
    window.close_game()
    assert storage.load(by_hand).to_dict() == saved.to_dict()
    page = window.start_page
    [listed] = [
        page.games_list.item(row).text()
        for row in range(page.games_list.count())
        if page.games_list.item(row).data(PathRole) == str(by_hand)
    ]
    assert f"turn {saved.state.turn_number}; since played to the end" in listed


def test_a_saved_game_played_on_since_says_to_which_turn(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    saved = played(6, 12, ("human", "human", "hard"))
    storage.save(saved, storage.new_save_path(saved))
    on = played(6, 40, ("human", "human", "hard"))
    storage.autosave(on)  # Continue resumes it further on
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    [listed] = [
        window.start_page.games_list.item(row).text()
        for row in range(window.start_page.games_list.count())
    ]
    turns = (saved.state.turn_number, on.state.turn_number)
    assert "turn {}; since played on to turn {}".format(*turns) in listed


def test_you_against_three_ai_players_starts_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_on(qtbot, Storage(tmp_path / "data"), tmp_path / "settings.ini")
    page = window.start_page
    assert not page.ui.continue_box.isVisible() and page.quick_button.hasFocus()
    assert page.ui.no_games.isVisible()
    QTest.keyClick(page.quick_button, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None and game.rules.name == "classic"
    assert game.controllers == (Occupant.HUMAN, Occupant.MEDIUM, Occupant.MEDIUM, Occupant.MEDIUM)
    assert len(set(game.players)) == 4
    assert window.stack.currentIndex() == 0


def test_the_start_page_fits_without_scrolling(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    storage.autosave(played(5, 30, ("human", "easy", "easy")))
    for seed in range(14):
        game = played(seed, 4, ("human", "easy", "easy"))
        storage.save(game, storage.saves / f"game {seed}.acquire.json")
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    for size in ((1280, 720), (1600, 1000)):
        window.resize(*size)
        qtbot.wait(20)
        page = window.start_page
        needed = page.minimumSizeHint()
        assert needed.width() <= page.width() and needed.height() <= page.height()
        for button in (page.continue_button, page.quick_button, page.rules_button):
            assert button.isVisible()
            assert page.rect().contains(QRect(button.mapTo(page, QPoint(0, 0)), button.size()))


def test_saved_games_are_two_lines_each_cut_to_the_list_s_width(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage(tmp_path / "data")
    names = ["Annabelle", "Bartholomew", "Cleopatra", "Dominic"]
    for seed in range(6):
        game = new_game(
            Rules.classic(), names, seed=seed, controllers=("human", "medium", "hard", "easy")
        )
        storage.save(game, storage.saves / f"game {seed}.acquire.json")
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    games = window.start_page.games_list
    qtbot.wait(20)
    line = games.fontMetrics().lineSpacing()
    first = games.item(0)
    words = first.text()
    assert "\n" in words and games.fontMetrics().horizontalAdvance(words.splitlines()[1]) > (
        games.viewport().width()
    )  # the players' line is longer than the list is wide ...
    # When it was saved and how far it went come first, whole: they tell the games apart.
    assert games.fontMetrics().horizontalAdvance(words.splitlines()[0]) < (
        games.viewport().width() - 2 * games.spacing()
    )
    assert not games.horizontalScrollBar().isVisible()  # ... yet nothing scrolls sideways,
    assert games.visualItemRect(first).height() < 3 * line  # nor does it wrap to a third line
    assert games.visualItemRect(first).width() <= games.viewport().width()
    assert words in first.toolTip()  # the whole of it, and the file, are in the tooltip
    assert str(first.data(PathRole)) in first.toolTip()
    shown = sum(
        1
        for row in range(games.count())
        if games.viewport().rect().contains(games.visualItemRect(games.item(row)))
    )
    assert shown >= 3


def test_the_board_column_is_as_wide_as_the_board_and_the_cards_frame_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At each size the board is as large as the page lets it be and its column exactly as
    wide as it (no bare table between the board and the cards), the card under it as
    wide as the board; the cards take the width left, the margins the same on both sides;
    the saved games' card starts with its heading and its list reaches down to the foot
    of the board's column, as the record's chart does; the type grows with the page."""
    storage = Storage(tmp_path / "data")
    storage.autosave(played(5, 40, ("human", "easy", "medium")))
    storage.save(played(6, 12, ("human", "easy", "hard")), storage.saves / "saved.acquire.json")
    storage.save_finished(to_the_end(played(7, 12, ("human", "easy", "easy"))))
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    page, ui = window.start_page, window.start_page.ui
    type_sizes = []
    for size in ((1280, 720), (1600, 1000), (2560, 1440)):
        window.resize(*size)
        for _ in range(2):
            QCoreApplication.sendPostedEvents()
            QApplication.processEvents()
        board = ui.board_picture
        drawn = board.picture()
        assert drawn is not None
        assert abs(drawn.deviceIndependentSize().width() - board.width()) <= 1
        assert ui.help_box.width() == board.width() == board.parentWidget().width()
        left = board.mapTo(page, QPoint(0, 0)).x()
        gap = page.ui.columns.spacing()
        assert ui.continue_box.x() == left + board.width() + gap
        assert page.width() - page.record.geometry().right() - 1 == left
        assert ui.games_title.y() <= CARD_MARGINS[1]
        foot = ui.help_box.mapTo(page, QPoint(0, ui.help_box.height())).y()
        assert ui.games_box.geometry().bottom() + 1 == foot
        assert page.record.has_chart() and page.record.geometry().bottom() + 1 == foot
        type_sizes.append(page.font().pointSizeF())
    assert type_sizes[0] == QApplication.font().pointSizeF() < type_sizes[1] < type_sizes[2]


def test_hot_seat_sets_up_people_at_this_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_on(qtbot, Storage(tmp_path / "data"), tmp_path / "settings.ini")
    shown: list[NewGameDialog] = []

    def accept(dialog: NewGameDialog) -> int:
        shown.append(dialog)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    window.start_page.hot_seat_button.click()
    game = window.controller.game
    assert game is not None and len(shown) == 1
    assert set(game.controllers) == {Occupant.HUMAN} and len(game.players) >= 2


def test_learn_to_play_starts_a_game_against_easy_players(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_on(qtbot, Storage(tmp_path / "data"), tmp_path / "settings.ini")
    window.start_page.learn_button.click()
    game = window.controller.game
    assert game is not None and not window.on_start_page()
    lesson = learning_game()
    assert game.controllers == lesson.controllers and game.seed == lesson.seed
    assert Occupant.HUMAN in game.controllers
    assert all(who in (Occupant.HUMAN, Occupant.EASY) for who in game.controllers)
    assert not window.coach.isHidden()  # the guided game: the coach explains its decisions


def test_the_start_page_is_a_table_with_the_game_on_it(qtbot: QtBot, tmp_path: Path) -> None:
    """The page lies on the game's table, its words readable on it in both themes; it
    shows a board of a real game, and the Continue card a picture of the autosaved game's
    board, read once per file and modification time and drawn once per size."""
    storage = Storage(tmp_path / "data")
    unfinished = played(5, 40, ("human", "easy", "medium"))
    storage.autosave(unfinished)
    window = window_on(qtbot, storage, tmp_path / "settings.ini")
    page = window.start_page
    hero, thumbnail = page.ui.board_picture, page.ui.continue_picture
    assert hero.isVisible() and hero.game is showcase_game()
    chains = showcase_game().to_dict()["chains"].values()
    assert sum(1 for chain in chains if chain["size"] > 0) >= SHOWCASE_CHAINS
    assert thumbnail.isVisible() and thumbnail.game is not None
    assert thumbnail.game.to_dict() == unfinished.to_dict()
    for picture in (hero, thumbnail):
        drawn = picture.picture()
        assert drawn is not None and not drawn.isNull()
        assert drawn.deviceIndependentSize().width() <= picture.width()
    read = thumbnail.game
    page.refresh(storage)
    thumbnail.grab()
    assert thumbnail.game is read and thumbnail.renders == 1  # neither read nor drawn again

    later = played(5, 60, ("human", "easy", "medium"))
    path = storage.autosave(later)
    modified = path.stat().st_mtime + 10
    os.utime(path, (modified, modified))  # a later file, whatever the clock's resolution
    page.refresh(storage)
    assert thumbnail.game is not read and thumbnail.game.to_dict() == later.to_dict()

    for theme in ("light", "dark"):
        apply_theme(theme)
        QApplication.processEvents()
        palette = page.palette()
        assert palette.color(QPalette.ColorRole.Window) == QColor(TABLE[theme])
        for widget in (page.ui.title, page.ui.subtitle, page.ui.new_title, page.record.heading):
            text = widget.palette().color(QPalette.ColorRole.WindowText)
            assert contrast(text, audit.background(widget)) >= READABLE
    apply_theme("system")
