"""What the table shows after a game ends and after a suggestion (issue 20, points 3 and 4).

- Closing the game-over dialog leaves the finished table in view (final board, log and
  standings, with New game, Review and Export at hand); it used to drop the player on the
  start page.
- A stray Enter does not close the game-over dialog, and once closed the finished table's
  Results… (and Game → Results…) opens it again; its standings, payout and charts used
  to be reachable only through the review.
- The "Suggest a move" outline is the position's: it clears once the position changes
  (the tile played, a new game); it used to stay on the board for good.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Kind, Play, Rules
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import game_end as game_end_module
from acquire_qt.views.main_window import MainWindow

from .windows import answer_modal, open_window

ALL_AI = GameSetup(("Ada", "Ben", "Cleo"), ("easy", "easy", "easy"), Rules.classic(), 21)
ONE_PERSON = GameSetup(("Ann", "Ben"), ("human", "easy"), Rules.classic(), 3)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    storage, settings = Storage(tmp_path / "data"), Settings(tmp_path / "settings.ini")
    return open_window(qtbot, storage, settings, ai_process=False)


def test_the_finished_table_stays_after_the_game_over_dialog(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[bool] = []
    monkeypatch.setattr(game_end_module.GameOverDialog, "exec", lambda _d: shown.append(True))
    window.start(ALL_AI)
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)  # the dialog came and was closed
    qtbot.wait(10)
    game = window.controller.game
    assert game is not None and game.over
    assert not window.on_start_page()
    assert "The game is over" in window.prompt.text()
    board = window.board.board_scene()
    final = {tile for tile, owner in game.view(0)["board"].items() if owner is not None}
    assert final and all(board.square(tile).look.owner is not None for tile in final)
    assert window.log_model.rowCount() > 0 and window.log_model.events() == window.controller.events
    assert window.players_model.rowCount() == len(game.players)
    for button in (window.new_game_button, window.review_button, window.export_button):
        assert button.isVisible() and button.isEnabled()
    window.review_button.click()
    assert window.review.active
    assert not window.new_game_button.isVisible()  # the review has its own bar


def test_enter_leaves_the_game_over_dialog_open_and_results_opens_it_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    seen: list[str] = []

    def stray_enter_then_escape(dialog: QDialog) -> None:
        seen.append(type(dialog).__name__)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            qtbot.keyClick(dialog, key)
            seen.append(f"open after {key.name}: {dialog.isVisible()}")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        seen.append(f"open after Escape: {dialog.isVisible()}")

    answer_modal(stray_enter_then_escape)
    window.start(ALL_AI)
    qtbot.waitUntil(lambda: len(seen) == 4, timeout=60_000)
    assert seen == [
        "GameOverDialog",
        "open after Key_Return: True",
        "open after Key_Enter: True",
        "open after Escape: False",
    ]
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    results = window.game_page.results_button
    assert results.isVisible() and results.isEnabled()
    action = window.findChild(QAction, "results_action")
    assert action is not None and action.isEnabled()
    assert action in window.ui.game_menu.actions()
    reopened: list[str] = []

    def close(dialog: QDialog) -> None:
        reopened.append(type(dialog).__name__)
        dialog.reject()

    for again in (results.click, action.trigger):
        answer_modal(close)
        again()  # modal: runs until closed
    assert reopened == ["GameOverDialog", "GameOverDialog"]
    assert not window.on_start_page()


def test_the_suggestion_outline_clears_once_the_position_changes(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    window.start(ONE_PERSON)

    def ann_plays() -> bool:
        game = controller.game
        return (
            game is not None
            and game.pending is not None
            and game.pending.kind is Kind.PLAY
            and controller.is_human(game.pending.player)
        )

    def suggest() -> str:
        qtbot.waitUntil(ann_plays, timeout=10_000)
        with qtbot.waitSignal(controller.suggestion_ready, timeout=10_000) as suggested:
            window.suggestion.ask()
        action = suggested.args[0] if suggested.args else None
        assert isinstance(action, Play)
        assert window.board.board_scene().highlighted_tile() == action.tile
        return action.tile

    tile = suggest()
    game = controller.game
    assert game is not None and game.pending is not None
    other = next((t for t in game.pending.tiles if t != tile), tile)
    assert controller.submit(game.parse_action(f"play {other}"))
    assert window.board.board_scene().highlighted_tile() is None
    suggest()
    window.start(ONE_PERSON)  # a brand-new game
    assert window.board.board_scene().highlighted_tile() is None
