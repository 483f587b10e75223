"""The game log shows its newest line through the real window (1280x720): in play, after
Continue, after leaving review and after the end of a game, once the window has settled,
unless the player scrolled it up."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QApplication, QListView
from pytestqt.qtbot import QtBot

from acquire_qt.engine import Game, Kind, Rules, new_game
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

from .test_main_window import Answerer, answerer, play_until
from .windows import open_window

__all__ = ["answerer"]  # the fixture, shared with the window's own tests


def played(seed: int, actions: int) -> Game:
    """A seeded classic game of a person and three AI players, played at random for
    ``actions`` actions and on to the person's next tile."""
    controllers = ["human", "easy", "medium", "easy"]
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=seed, controllers=controllers)
    chooser = random.Random(seed)
    while game.pending is not None and (
        len(game.actions) < actions
        or game.pending.kind is not Kind.PLAY
        or game.pending.player != 0
    ):
        legal = [a for a in game.legal_actions() if str(a) != "end"]
        game.apply(chooser.choice(legal))
    return game


def settled(qtbot: QtBot, window: MainWindow) -> None:
    """The event loop run until nothing waits: the log's deferred follow, the docks' fit."""
    qtbot.waitUntil(lambda: not window.log_follower.pending(), timeout=5000)
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        qtbot.wait(20)
    qtbot.waitUntil(lambda: not window.log_follower.pending(), timeout=5000)


def newest_shown(view: QListView) -> bool:
    model = view.model()
    last = model.rowCount() - 1
    rect = view.visualRect(model.index(last, 0))
    return last >= 0 and view.viewport().rect().contains(rect)


def describe(view: QListView) -> str:
    model = view.model()
    last = model.rowCount() - 1
    bar = view.verticalScrollBar()
    return (
        f"rows {last + 1}, newest at {view.visualRect(model.index(last, 0))}, viewport "
        f"{view.viewport().rect()}, scroll bar {bar.value()} of {bar.maximum()}"
    )


def assert_newest_shown(view: QListView, when: str) -> None:
    assert newest_shown(view), f"{when}: the newest line is not in sight: {describe(view)}"


def to_the_persons_tile(qtbot: QtBot, window: MainWindow) -> None:
    """Play on (the person's decisions answered, the AI's made) to the person's next tile
    or the end."""
    game = window.controller.game
    assert game is not None
    actions = len(game.actions)

    def there() -> bool:
        pending = game.pending
        if pending is None:
            return True
        return len(game.actions) > actions and pending.kind is Kind.PLAY and pending.player == 0

    play_until(qtbot, window, there)


def continued(qtbot: QtBot, tmp_path: Path, game: Game) -> MainWindow:
    """The window at 1280×720 with ``game`` left in the autosave, resumed by the start
    page's Continue, settled."""
    storage = Storage(tmp_path / "data")
    storage.autosave(game)
    window = open_window(qtbot, storage, Settings(tmp_path / "settings.ini"), ai_process=False)
    assert window.offer_resume()
    window.start_page.continue_button.click()
    settled(qtbot, window)
    return window


def test_the_log_shows_its_newest_line_in_play_after_continue_review_and_the_end(
    qtbot: QtBot, tmp_path: Path, answerer: Answerer
) -> None:
    """Continue from the start page, turns played, a look at the review and "Back to the
    game", the game to its end (the game-over dialog closed) and its review left: each
    time, once the window has settled (the docks fitted to the cards, the log's rows laid
    out), the log's newest line is in sight, whole."""
    window = continued(qtbot, tmp_path, played(3, 60))
    view = window.log_view
    assert_newest_shown(view, "after Continue")
    game = window.controller.game
    assert game is not None
    for turn in range(2):
        to_the_persons_tile(qtbot, window)
        settled(qtbot, window)
        assert_newest_shown(view, f"after turn {turn + 1}")
    window.review_game()
    settled(qtbot, window)
    assert window.review_page is not None and view.model() is not window.log_model
    window.review_page.ui.back_button.click()
    settled(qtbot, window)
    assert view.model() is window.log_model
    assert_newest_shown(view, "back from the review")
    while game.pending is not None:
        to_the_persons_tile(qtbot, window)
    qtbot.waitUntil(lambda: answerer.seen["GameOverDialog"] == 1, timeout=10_000)
    settled(qtbot, window)
    assert "The game is over" in window.log_model.text(window.log_model.rowCount() - 1)
    assert_newest_shown(view, "after the game-over dialog")
    window.review_game()  # the finished game reviewed (its page is another), and back
    settled(qtbot, window)
    window.review_page.ui.back_button.click()
    settled(qtbot, window)
    assert_newest_shown(view, "back from the review of the finished game")


def test_a_log_the_player_scrolled_up_stays_there_until_they_scroll_back(
    qtbot: QtBot, tmp_path: Path, answerer: Answerer
) -> None:
    window = continued(qtbot, tmp_path, played(5, 40))
    view = window.log_view
    bar = view.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderPageStepSub)  # the player reads back
    up = bar.value()
    assert 0 < up < bar.maximum()
    to_the_persons_tile(qtbot, window)
    settled(qtbot, window)
    assert bar.value() == up and not newest_shown(view)
    bar.triggerAction(bar.SliderAction.SliderToMaximum)  # and comes back to the end
    to_the_persons_tile(qtbot, window)
    settled(qtbot, window)
    assert_newest_shown(view, "scrolled back to the end")
