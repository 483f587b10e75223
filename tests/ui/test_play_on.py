"""Play on from here, through the real window: a game reviewed (a finished one, the running
one) is played on from a step, with the seats the player chose; the table shows that very
position, the new game is saved as its own with a note of where it branched, and the
original file is untouched. Replacing an unfinished game asks first, as every new game does."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from acquire_qt.dialogs import DisposalDialog, PlayOnDialog
from acquire_qt.engine import Game, Kind, Rules, new_game
from acquire_qt.models.players import PlayersModel
from acquire_qt.session.seats import occupant_label
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage, read_game
from acquire_qt.views.main_window import MainWindow

from .keeping import CANCEL, KEEP, answer_keeping
from .windows import answer_modal, open_window

NAMES = ["Ann", "Bob", "Cy"]


def played(actions: int | None, seed: int = 4) -> Game:
    """A seeded random three-player game of people at one screen, ``actions`` long (None:
    to its end)."""
    game = new_game(Rules.classic(), NAMES, seed=seed, controllers=["human"] * 3)
    chooser = random.Random(seed)
    while game.pending is not None and (actions is None or len(game.actions) < actions):
        choices = game.legal_actions()
        game.apply(chooser.choice([a for a in choices if str(a) != "end"] or choices))
    return game


def replayed(game: Game, count: int) -> Game:
    """``game`` after its first ``count`` actions, rebuilt by the engine from its record."""
    record = game.to_record(snapshot=False)
    record["actions"] = record["actions"][:count]
    return Game.from_record(record)


def seats_for(pending_player: int) -> list[str]:
    """The person plays the seat that decides next; AI players the others (so nothing moves
    before the test has looked)."""
    levels = iter(["hard", "easy"])
    return ["human" if seat == pending_player else next(levels) for seat in range(3)]


def choose_seats(chosen: list[str], shown: list[str]) -> None:
    """On the play-on dialog: note what each seat showed, choose ``chosen``, play on."""

    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayOnDialog)
        for choice, controller in zip(dialog.findChildren(QComboBox), chosen, strict=True):
            shown.append(str(choice.currentData()))
            choice.setCurrentIndex(choice.findData(controller))
        dialog.ui.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    answer_modal(interact)


def assert_table_shows(window: MainWindow, expected: Game, controllers: list[str]) -> None:
    """The window plays a game in ``expected``'s position, the seats ``controllers``."""
    game = window.controller.game
    assert game is not None and not window.review.active
    assert window.stack.currentWidget() is window.game_page
    assert game.state == expected.state
    assert game.legal_actions() == expected.legal_actions()
    assert game.pending == expected.pending
    assert list(game.controllers) == controllers
    data = expected.to_dict()
    scene = window.board.board_scene()
    assert {t: s.look.owner for t, s in scene.squares().items() if s.look.owner} == data["board"]
    players = window.players_model
    assert [
        players.index(row, PlayersModel.PLAYS).data(Qt.ItemDataRole.DisplayRole) for row in range(3)
    ] == [occupant_label(c) for c in controllers]
    cash = [players.index(row, PlayersModel.CASH).data(PlayersModel.RawRole) for row in range(3)]
    assert cash == [p["cash"] for p in data["players"]]
    seat = expected.pending.player if expected.pending is not None else 0
    assert window.rack.tiles() == expected.hand(seat)


def branches(storage: Storage) -> list[Path]:
    """The saved games that were branched from another."""
    return [s.path for s in storage.list_saves() if read_game(s.path).branched_from is not None]


def test_play_on_from_a_finished_game_reviewed_mid_merger(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, Storage(tmp_path / "data"), Settings(tmp_path / "s.ini"))
    whole = played(None)
    path = tmp_path / "finished.acquire.json"
    window.controller.storage.save(whole, path)
    original = path.read_bytes()
    assert window.open_path(str(path))
    page = window.review_page
    assert window.review.active and page.step == len(whole.actions)
    assert not page.ui.play_on_button.isEnabled()  # the game is over there
    QTest.keyClick(window, Qt.Key.Key_Left)  # one step back: the game goes on there
    assert page.step == len(whole.actions) - 1 and page.ui.play_on_button.isEnabled()
    # A disposal of shares, in the middle of a merger.
    step = next(
        s.number
        for s in page.replay.steps
        if s.game.pending is not None and s.game.pending.kind is Kind.DISPOSE
    )
    page.show_step(step)
    expected = replayed(whole, step)
    assert expected.pending is not None
    chosen, shown = seats_for(expected.pending.player), []
    choose_seats(chosen, shown)
    assert not window.controller.unfinished()  # nothing to ask about: no question
    page.ui.play_on_button.click()
    # The person decides at once: the disposal is asked (put aside here, to look at the table).
    disposal: list[QDialog] = []
    answer_modal(lambda dialog: (disposal.append(dialog), dialog.reject()))
    qtbot.waitUntil(lambda: disposal != [], timeout=5000)
    assert isinstance(disposal[0], DisposalDialog)
    assert not window.review.active
    assert shown == ["human"] * 3  # each seat as it was at first
    assert_table_shows(window, expected, chosen)
    assert path.read_bytes() == original  # the game reviewed is untouched
    # Saved as a game of its own, with where it branched; it loads back to the position.
    (saved,) = branches(window.controller.storage)
    assert window.controller.save_path == saved
    loaded = read_game(saved)
    assert loaded.state == expected.state and list(loaded.controllers) == chosen
    note = loaded.branched_from
    assert note is not None
    assert (note.step, note.turn, note.source) == (
        step,
        expected.state.turn_number,
        "finished.acquire.json",
    )


def test_play_on_from_the_running_game_asks_about_it_first(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    window = open_window(qtbot, storage, Settings(tmp_path / "s.ini"))
    game = played(120)
    path = tmp_path / "running.acquire.json"
    storage.save(game, path)
    original = path.read_bytes()
    assert window.open_path(str(path))
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)  # hot seat
    window.ui.review_action.trigger()
    page = window.review_page
    assert window.review.active and page.step == 120
    QTest.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    step = page.step
    assert 0 < step < 120
    expected = replayed(game, step)
    assert expected.pending is not None
    live = window.controller.game
    # Cancelled at the question about the game on the table: nothing changes.
    chosen = seats_for(expected.pending.player)
    choose_seats(chosen, [])
    asked = answer_keeping(CANCEL)
    page.ui.play_on_button.click()
    qtbot.waitUntil(lambda: asked != [], timeout=5000)
    assert window.review.active and window.controller.game is live
    assert storage.list_saves() == []
    # Kept for later: the running game is saved, then the new one is played.
    shown: list[str] = []
    choose_seats(chosen, shown)
    asked = answer_keeping(KEEP)
    page.ui.play_on_button.click()
    qtbot.waitUntil(lambda: not window.review.active, timeout=5000)
    assert asked and shown == ["human"] * 3
    assert_table_shows(window, expected, chosen)
    assert path.read_bytes() == original
    (saved,) = branches(storage)
    note = read_game(saved).branched_from
    assert note is not None and (note.step, note.source) == (step, "running.acquire.json")
    kept = [s.path for s in storage.list_saves() if s.path != saved]
    assert len(kept) == 1 and read_game(kept[0]).state == game.state
