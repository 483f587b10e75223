"""The game on the table is never lost (issue 20): every path that would replace an
unfinished game, and Quit when something would be lost, ask Keep / Discard / Cancel
(``acquire_qt.views.keeper``), and the game is resumable afterwards unless the player chose
Discard.

Each path is driven as a player would: the menu action, the start page's buttons and list,
the recent-games menu, the file dialog (its ``exec`` answered), hosting (its dialog
answered, the lobby not opened), Help → Learn to play, Game → Quit. On old main none of
them asked: the test fails on every path.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameSetup
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.dialogs.new_game import HostChoice
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.settings import RECENT_FILES, Settings
from acquire_qt.storage import SaveFileError, Storage
from acquire_qt.views import keeper as keeper_module
from acquire_qt.views import main_window as main_window_module
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.start_page import FinishedRole, PathRole

from .keeping import CANCEL, DISCARD, KEEP, answer_keeping
from .windows import open_window

UNFINISHED = GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 7)
"""The game on the table: two people, so nothing moves while the test looks."""
OTHER = GameSetup(("Cy", "Di", "Ed"), ("human", "easy", "easy"), Rules.classic(), 8)
"""The game that would replace it."""


def played(setup: GameSetup, actions: int) -> Game:
    """``setup``'s game after its first ``actions`` legal actions (the first of each)."""
    game = new_game(setup.rules, setup.names, seed=setup.seed, controllers=setup.controllers)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    storage, settings = Storage(tmp_path / "data"), Settings(tmp_path / "settings.ini")
    return open_window(qtbot, storage, settings, ai_process=False)


def put_on_table(window: MainWindow, tmp_path: Path) -> Game:
    """An unfinished game, saved once and played on, on the table; its position."""
    controller = window.controller
    path = tmp_path / "table.acquire.json"
    controller.storage.save(played(UNFINISHED, 6), path)
    assert window.open_path(str(path))
    game = controller.game
    assert game is not None and not game.over
    for _ in range(3):  # played on since it was saved: the file is behind
        pending = game.pending
        assert pending is not None
        assert controller.submit(game.legal_actions()[0])
    assert controller.wait_for_saves()
    return game.copy()


def other_file(window: MainWindow, tmp_path: Path) -> str:
    """A saved, unfinished game of other players, to open in its place."""
    path = tmp_path / "other.acquire.json"
    window.controller.storage.save(played(OTHER, 4), path)
    return str(path)


def new_game_menu(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameDialog, "ask", staticmethod(lambda _parent=None: OTHER))
    window.new_action.trigger()


def quick_start(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.close_game()
    window.start_page.quick_button.click()


def hot_seat(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window_module, "ask_hot_seat", lambda _parent: OTHER)
    window.close_game()
    window.start_page.hot_seat_button.click()


def custom(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameDialog, "ask", staticmethod(lambda _parent=None: OTHER))
    window.close_game()
    window.start_page.custom_button.click()


def learn(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.learn_action.trigger()


def open_menu(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = other_file(window, tmp_path)
    monkeypatch.setattr(QFileDialog, "exec", lambda _dialog: 1)
    monkeypatch.setattr(QFileDialog, "selectedFiles", lambda _dialog: [path])
    window.ui.open_action.trigger()


def recent_menu(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = other_file(window, tmp_path)
    window.settings.set(RECENT_FILES, (path,))
    menu = window.ui.recent_menu
    menu.aboutToShow.emit()
    [action] = [a for a in menu.actions() if a.toolTip() == path]
    action.trigger()


def saved_list(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = window.controller.storage
    other = played(OTHER, 4)
    path = storage.new_save_path(other)
    storage.save(other, path)
    window.close_game()
    games = window.start_page.games_list
    [item] = [
        games.item(row)
        for row in range(games.count())
        if games.item(row).data(PathRole) == str(path)
    ]
    games.itemActivated.emit(item)


def host(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    choice = HostChoice(OTHER, 0, "code")
    monkeypatch.setattr(NewGameDialog, "ask_host", classmethod(lambda _cls, _parent: choice))
    hosted: list[GameSetup] = []

    def host_new(setup: GameSetup, _port: int, _code: str) -> str:
        hosted.append(setup)
        window.controller.new_game(setup)  # what hosting does to the table
        return "not listening in this test"

    monkeypatch.setattr(window.hosting.host, "host_new", host_new)
    monkeypatch.setattr(window.hosting, "_cannot_host", lambda _problem, _port: None)
    window.hosting.host_action.trigger()


def deal_of_the_day(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.close_game()
    window.start_page.daily_button.click()


def play_deal_again(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(OTHER.rules, OTHER.names, seed=OTHER.seed, controllers=OTHER.controllers)
    chooser = random.Random(OTHER.seed)
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    window.controller.storage.save_finished(game)
    window.close_game()
    games = window.start_page.games_list
    [row] = [row for row in range(games.count()) if games.item(row).data(FinishedRole)]
    games.setCurrentRow(row)
    window.start_page.again_button.click()


PATHS: dict[str, Callable[[MainWindow, Path, pytest.MonkeyPatch], None]] = {
    "new game": new_game_menu,
    "quick start": quick_start,
    "hot seat": hot_seat,
    "custom": custom,
    "learn to play": learn,
    "open": open_menu,
    "recent games": recent_menu,
    "saved games": saved_list,
    "deal of the day": deal_of_the_day,
    "play this deal again": play_deal_again,
    "host": host,
}


def resumable(storage: Storage, game: Game) -> bool:
    """Whether ``game``, as it is, is among the games the start page offers to play on."""
    offered = [s.path for s in storage.list_saves()]
    unfinished = storage.unfinished_autosave()
    if unfinished is not None:
        offered.append(unfinished.path)
    return any(storage.load(path).to_dict() == game.to_dict() for path in offered)


@pytest.mark.parametrize("answer", [KEEP, DISCARD, CANCEL])
@pytest.mark.parametrize("path", list(PATHS))
def test_every_path_that_replaces_an_unfinished_game_asks_and_loses_it_only_on_discard(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    path: str,
    answer: str,
) -> None:
    before = put_on_table(window, tmp_path)
    storage = window.controller.storage
    asked = answer_keeping(answer)
    PATHS[path](window, tmp_path, monkeypatch)
    qtbot.waitUntil(lambda: bool(asked), timeout=5_000)
    assert window.controller.wait_for_saves()
    game = window.controller.game
    assert game is not None
    if answer == CANCEL:
        assert game.to_dict() == before.to_dict()  # still on the table
    else:
        assert game.players != before.players  # replaced
    assert resumable(storage, before) == (answer != DISCARD)
    if answer == KEEP:  # and the start page lists it
        window.show_start_page()
        listed = [
            window.start_page.games_list.item(row).text()
            for row in range(window.start_page.games_list.count())
        ]
        assert any("Ann, Bob" in text for text in listed)


def test_nothing_is_asked_when_no_unfinished_game_would_be_lost(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_keeping(CANCEL)
    new_game_menu(window, tmp_path, monkeypatch)
    game = window.controller.game
    assert game is not None and game.players == OTHER.names and not asked


def test_an_autosave_left_by_a_previous_run_is_asked_about_too(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No game on the table yet, but Continue would resume one: a quick game asks."""
    storage = Storage(tmp_path / "data")
    left = played(UNFINISHED, 9)
    storage.autosave(left)
    window = open_window(qtbot, storage, Settings(tmp_path / "settings.ini"), ai_process=False)
    controller = window.controller
    assert window.offer_resume() and controller.game is None
    asked = answer_keeping(KEEP)
    window.start_page.quick_button.click()
    assert asked and controller.game is not None
    assert controller.wait_for_saves()
    assert resumable(storage, left)


def save_as(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Game → Save as…, the file dialog answered with a file among the saved games."""
    path = window.controller.storage.saves / "by hand.acquire.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    window.ui.save_as_action.trigger()
    assert path.is_file()
    return path


def test_keeping_a_game_saved_by_hand_and_played_on_since_keeps_both_positions(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file saved by hand is the game as it was then: Keep it for later, once the game
    went on, writes the later position to a file of its own and leaves that one alone.
    When nothing was played since the file was written, the file holds the game already
    and is the one kept (no second copy)."""
    put_on_table(window, tmp_path)
    controller = window.controller
    by_hand = save_as(window, tmp_path, monkeypatch)
    saved = controller.storage.load(by_hand).to_dict()
    game = controller.game
    assert game is not None
    assert controller.submit(game.legal_actions()[0])  # played on since the Save
    later = game.copy()
    asked = answer_keeping(KEEP)
    new_game_menu(window, tmp_path, monkeypatch)
    assert asked and controller.wait_for_saves()
    assert controller.storage.load(by_hand).to_dict() == saved  # as it was saved
    assert resumable(controller.storage, later)  # and the game as it went on, too
    files = {s.path for s in controller.storage.list_saves()}
    assert by_hand in files and len(files) == 2

    # Kept again right after it was opened, nothing new: the same file, no copy.
    assert window.open_path(str(by_hand))
    asked = answer_keeping(KEEP)
    new_game_menu(window, tmp_path, monkeypatch)
    assert asked and controller.wait_for_saves()
    assert {s.path for s in controller.storage.list_saves()} == files
    assert controller.storage.load(by_hand).to_dict() == saved


def test_quit_asks_nothing_when_nothing_would_be_lost(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Right after Save as… (or at any moment of a game only people at this screen play),
    Quit asks nothing: the game is autosaved as it stands and Continue resumes it."""
    before = put_on_table(window, tmp_path)
    save_as(window, tmp_path, monkeypatch)
    storage = window.controller.storage
    asked = answer_keeping(CANCEL)
    window.ui.quit_action.trigger()
    assert not asked
    assert not window.isVisible()
    unfinished = storage.unfinished_autosave()
    assert unfinished is not None
    assert storage.load(unfinished.path).to_dict() == before.to_dict()


def players_elsewhere(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hosted game: players at other computers play in it, and quitting stops it."""
    monkeypatch.setattr(window.controller, "network_seats", lambda: [object()])


def full_disk(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave cannot be written (a full disk): quitting would lose the game."""

    def refuse(_game: Game) -> Path:
        raise SaveFileError("could not save: No space left on device.")

    monkeypatch.setattr(window.controller.storage, "autosave", refuse)
    monkeypatch.setattr(keeper_module.QMessageBox, "warning", lambda *_a: None)


@pytest.mark.parametrize("answer", [KEEP, DISCARD, CANCEL])
@pytest.mark.parametrize("loss", [players_elsewhere, full_disk])
def test_quit_asks_when_something_would_be_lost_and_keeps_the_game_unless_discarded(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    loss: Callable[[MainWindow, pytest.MonkeyPatch], None],
    answer: str,
) -> None:
    before = put_on_table(window, tmp_path)
    storage = window.controller.storage
    loss(window, monkeypatch)
    asked = answer_keeping(answer)
    window.ui.quit_action.trigger()
    assert asked
    unfinished = storage.unfinished_autosave()
    if answer == DISCARD:
        assert not window.isVisible() and unfinished is None
    elif answer == CANCEL or loss is full_disk:  # kept on a full disk: it cannot be
        assert window.isVisible()
        game = window.controller.game
        assert game is not None and game.to_dict() == before.to_dict()
    else:
        assert not window.isVisible() and unfinished is not None
        assert storage.load(unfinished.path).to_dict() == before.to_dict()
