"""Duplicate deals in the window (issue 23): the new-game dialog takes a deal code, the
start page starts the deal of the day and plays a finished game's deal again, and so does
the finished table; every one of them deals the same tiles and the AI seats play the same
as in the original."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.engine import RULE_SETS, Game, new_game
from acquire_qt.session.deals import Deal, deal_of, deal_of_the_day, parse_deal_code
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import game_end as game_end_module
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.start_page import FinishedRole, PathRole, deal_setup

from .keeping import KEEP, answer_keeping
from .windows import open_window, random_factory

ACTIONS_COMPARED = 40
"""Actions of two all-AI games of one deal compared, one by one."""


def window_at(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    storage, settings = Storage(tmp_path / "data"), Settings(tmp_path / "settings.ini")
    return open_window(qtbot, storage, settings, ai_process=False)


def finished(names: tuple[str, ...], controllers: tuple[str, ...], seed: int) -> Game:
    """A classic game of ``seed`` played at random to its end."""
    game = new_game(RULE_SETS["classic"].make(), names, seed=seed, controllers=controllers)
    chooser = random.Random(seed)
    for _ in range(5000):
        if game.over:
            return game
        game.apply(chooser.choice(game.legal_actions()))
    raise AssertionError("the random game did not end")


def played_actions(qtbot: QtBot, storage: Storage, setup: GameSetup) -> list[str]:
    """The first actions of ``setup``'s game as the controller plays it (every seat an AI,
    each seeded by the game's seed and its seat)."""
    controller = GameController(storage, random_factory, ai_process=False)
    controller.set_pace(0)
    controller.new_game(setup)
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: len(game.actions) >= ACTIONS_COMPARED, timeout=20_000)
    controller.stop()
    return [str(action) for action in game.actions[:ACTIONS_COMPARED]]


def test_deal_code_fills_the_new_game_dialog(qtbot: QtBot) -> None:
    options = {"board": "22x18", "diamonds": 3, "turn_limit": 40, "player_trading": True}
    rules = RULE_SETS["space_monopoly"].make(**options)
    deal = Deal("space_monopoly", rules.options, ("human", "hard", "easy"), (1 << 64) - 5)
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.deal_code, deal.code.lower())
    setup = dialog.setup()
    assert setup.rules == deal.rules() and setup.controllers == deal.seats
    assert setup.seed == deal.seed and setup.names[0] == "Ann"
    assert len(set(setup.names)) == 3
    assert dialog.deal_note.isVisibleTo(dialog) and dialog.ok_button.isEnabled()

    # Two people under classic rules without the two-player rule the dialog would tick
    # for two seats, the turn order by seats (a check box for a choice), a negative seed.
    classic = RULE_SETS["classic"].make(turn_order="seated")
    two = Deal("classic", classic.options, ("human", "human"), -77)
    dialog.deal_code.setText(two.code)
    setup = dialog.setup()
    assert setup.rules == two.rules() and not setup.rules.phantom_most
    assert setup.controllers == ("human", "human") and setup.seed == -77
    assert deal_of(new_game(setup.rules, setup.names, seed=setup.seed)) == two

    # A code with a mistake: the game cannot start, and the player reads why.
    dialog.deal_code.setText(two.code[:-1] + ("0" if two.code[-1] != "0" else "1"))
    assert not dialog.ok_button.isEnabled()
    assert dialog.hint.text() == "The deal code cannot be read: a character is wrong or missing."
    assert not dialog.deal_note.isVisibleTo(dialog)  # the hint says it, once
    dialog.deal_code.clear()
    assert dialog.ok_button.isEnabled() and not dialog.deal_note.isVisibleTo(dialog)
    assert dialog.setup().rules == two.rules()  # what the last code set stays


def test_deal_code_game_from_the_dialog_plays_the_same_as_the_original(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A game started from a code, through the dialog and the controller, deals the same
    tiles and its AI seats choose the same actions as the original game's."""
    storage = Storage(tmp_path / "data")
    names = ("Ada", "Basil", "Cleo", "Dev")
    original = GameSetup(names, ("easy", "medium", "hard", "easy"), RULE_SETS["energy"].make(), 31)
    first = played_actions(qtbot, storage, original)
    code = deal_of(new_game(original.rules, names, seed=31, controllers=original.controllers)).code
    again = deal_setup(parse_deal_code(code), names)
    assert again == original
    assert played_actions(qtbot, storage, again) == first
    # Another seed, the same seats: another game (the comparison can tell).
    other = GameSetup(names, original.controllers, original.rules, 32)
    assert played_actions(qtbot, storage, other) != first


def test_deal_of_the_day_starts_from_the_start_page(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    unfinished = new_game(RULE_SETS["classic"].make(), ["Ann", "Bob"], seed=4)
    unfinished.apply(unfinished.legal_actions()[0])
    storage.autosave(unfinished)  # a game a previous run left unfinished
    window = open_window(qtbot, storage, Settings(tmp_path / "settings.ini"), ai_process=False)
    assert window.offer_resume()
    page = window.start_page
    assert page.daily_button.isVisible()
    before = date.today()
    asked = answer_keeping(KEEP)  # like every new game, it asks about the unfinished one
    page.daily_button.click()
    after = date.today()
    assert asked
    game = window.controller.local.game
    assert game is not None and not window.on_start_page()
    assert deal_of(game) in (deal_of_the_day(before), deal_of_the_day(after))
    assert game.controllers == ("human", "medium", "medium", "medium")
    assert window.controller.is_human(0)


def test_deal_code_play_again_from_the_start_page(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    done = finished(("Ann", "Basil", "Cleo"), ("human", "easy", "hard"), 12)
    storage.save_finished(done)
    saved = new_game(RULE_SETS["classic"].make(), ["Dee", "Eve"], seed=3)
    storage.save(saved, storage.new_save_path(saved))
    window = window_at(qtbot, tmp_path)
    page = window.start_page
    games = page.games_list
    rows = {games.item(row).data(FinishedRole): row for row in range(games.count())}
    games.setCurrentRow(rows[False])
    assert not page.again_button.isEnabled()  # an unfinished game has no deal to replay
    games.setCurrentRow(rows[True])
    assert page.again_button.isEnabled()
    assert Path(games.item(rows[True]).data(PathRole)).parent == storage.finished
    page.again_button.click()
    game = window.controller.local.game
    assert game is not None and not game.over and game.players == done.players
    assert deal_of(game) == deal_of(done)
    assert game.state.bag == done.state.bag and game.seed == 12


def test_deal_code_play_again_from_the_finished_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_at(qtbot, tmp_path)
    shown: list[bool] = []  # the game-over dialog came and was closed
    monkeypatch.setattr(game_end_module.GameOverDialog, "exec", lambda _d: shown.append(True))
    controller = window.controller
    setup = GameSetup(("Ada", "Basil"), ("easy", "medium"), RULE_SETS["classic"].make(), 21)
    window.start(setup)
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    ended = controller.local.game
    assert ended is not None and ended.over
    assert window.again_button.isVisible()
    assert window.game_end.copy_deal_action.isEnabled()
    window.game_end.copy_deal_action.trigger()
    copied = QGuiApplication.clipboard().text()
    assert parse_deal_code(copied) == deal_of(ended)
    assert copied in window.statusBar().currentMessage()
    QTest.mouseClick(window.again_button, Qt.MouseButton.LeftButton)
    game = controller.local.game
    assert game is not None and game is not ended
    assert deal_of(game) == deal_of(ended) and game.players == ended.players
    assert game.actions == ended.actions[: len(game.actions)]  # the same AI choices so far
    controller.stop()


def test_deal_code_is_not_offered_while_the_game_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    """The code's seed tells every tile still in the bag: copied only once the game is over."""
    window = window_at(qtbot, tmp_path)
    window.controller.new_game(
        GameSetup(("Ann", "Bob"), ("human", "human"), RULE_SETS["classic"].make(), 5)
    )
    assert not window.game_end.copy_deal_action.isEnabled() and not window.again_button.isVisible()


def test_deal_code_with_rules_the_dialog_does_not_offer_is_refused(qtbot: QtBot) -> None:
    """Energy's fixed action counts are for tests and puzzles: a code may hold them, the
    dialog does not offer them, so it says so rather than start other rules."""
    rules = RULE_SETS["energy"].make(actions=(2, 3))
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.deal_code.setText(Deal("energy", rules.options, ("human", "easy"), 8).code)
    assert not dialog.ok_button.isEnabled()
    assert "does not offer" in dialog.hint.text()
