"""What the table shows after a game ends and after a suggestion (issue 20, points 3 and 4).

- Closing the game-over dialog leaves the finished table in view (final board, log and
  standings, with New game, Review and Export at hand); it used to drop the player on the
  start page.
- The "Suggest a move" outline is the position's: it clears once the position changes
  (the tile played, a new game); it used to stay on the board for good.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Kind, Play, Rules
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import game_end as game_end_module
from acquire_qt.views.main_window import MainWindow

from .windows import open_window

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
