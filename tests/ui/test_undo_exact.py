"""Undo is exact (issue 20, point 2): after an undo the window shows what it showed at
that decision, and nothing of the undone future.

The property test plays random games through a real window (every rule set; one person
against AI players, or two people at the hot seat with AIs), undoes at random decisions and
plays on. At each person's decision it records the window's visible texts: the log rows,
the prompt, the players' and stock market's tables (their text and which cells are marked
as changed), the announcements over the board and the board's marks. After every undo the
texts equal those recorded at the decision it went back to, and no tile the seat at the
screen has not seen appears in its log. The decision dialogs are not opened (they are not
what is checked here: the test answers for the player through the controller).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Action, Game, GameReader, Kind, Play, Rules
from acquire_qt.settings import ANIMATIONS, UNDO_WITH_SEVERAL_HUMANS, Settings
from acquire_qt.storage import Storage
from acquire_qt.views import board_overlays
from acquire_qt.views.decisions import DecisionRouter
from acquire_qt.views.main_window import MainWindow

from .windows import answer_modal, open_window

RULE_SETS = {
    "classic": Rules.classic,
    "space_monopoly": Rules.space_monopoly,
    "energy": Rules.energy,
}
SEATS = {
    "one person": ("human", "easy", "medium"),
    "hot seat": ("human", "human", "easy"),
}
TILE = re.compile(r"\b\d{1,2}[A-Z]{1,2}\b")


def table_texts(model: QAbstractItemModel) -> list[tuple[str, bool]]:
    """Every cell's text and whether it is marked as changed (underlined)."""
    cells = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            font = model.data(index, Qt.ItemDataRole.FontRole)
            marked = isinstance(font, QFont) and font.underline()
            cells.append((str(model.data(index) or ""), marked))
    return cells


def seen(window: MainWindow) -> dict[str, Any]:
    """What the window shows of the game now."""
    log = window.log_model
    return {
        "log": [log.text(row) for row in range(log.rowCount())],
        "prompt": window.prompt.text(),
        "players": table_texts(window.players_model),
        "market": table_texts(window.market),
        "announcements": window.overlays.announcements.visible_headlines(),
        "marks": sorted(window.overlays.marked_tiles()),
        "outlined": window.board.board_scene().highlighted_tile(),
    }


def tiles_unseen_in_log(window: MainWindow, game: Game, viewer: int) -> set[str]:
    """Tiles the log names that ``viewer`` has not seen: not on the board, not in their
    hand, not removed from the game in public."""
    view = game.view(viewer)
    names = set(game.rules.board.names)
    visible = set(view["removed"])
    visible |= {tile for tile, owner in view["board"].items() if owner is not None}
    visible |= set(view["players"][viewer].get("tiles") or ())
    log = window.log_model
    named = {t for row in range(log.rowCount()) for t in TILE.findall(log.text(row))}
    return (named & names) - visible


def settle(qtbot: QtBot, window: MainWindow) -> bool:
    """Wait until a person at the screen must decide (passing the hot seat's screen);
    False if the game ended."""
    controller = window.controller
    for _ in range(20_000):
        game = controller.game
        assert game is not None
        if game.pending is None:
            return False
        if window.stack.currentIndex() == 1:
            QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        if (
            controller.is_human(game.pending.player)
            and window.hot_seat.viewer == game.pending.player
            and not window.board._after_paint  # the marks seen are cleared
        ):
            return True
        qtbot.wait(1)
    raise AssertionError("no decision came")


PURCHASE_GAME = GameSetup(("Ann", "Sam", "Ada"), ("human", "easy", "easy"), Rules.classic(), 5)
"""Ann against two easy AIs: her first purchase with something to buy follows a tile play."""


def to_a_purchase(qtbot: QtBot, window: MainWindow) -> tuple[GameReader, list[Action]]:
    """Play Ann's decisions (tiles first) to her first purchase with something to buy;
    the game and its legal actions then."""
    controller = window.controller
    for _ in range(200):
        assert settle(qtbot, window)
        game = controller.game
        assert game is not None and game.pending is not None
        legal = game.legal_actions()
        if game.pending.kind is Kind.BUY and len(legal) > 1:
            return game, legal
        plays = [a for a in legal if isinstance(a, Play)]
        controller.submit((plays or legal)[0])
    raise AssertionError("Ann never had a share to buy")


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """No decision dialog opens by itself; announcements stay until replaced."""
    monkeypatch.setattr(DecisionRouter, "present", lambda _router: None)
    monkeypatch.setattr(board_overlays, "ANNOUNCE_MS", 3_600_000)


def make_window(qtbot: QtBot, tmp_path: Path, setup: GameSetup) -> MainWindow:
    storage = Storage(tmp_path / "data")
    preferences = Settings(tmp_path / "settings.ini")
    preferences.set(ANIMATIONS, False)
    preferences.set(UNDO_WITH_SEVERAL_HUMANS, True)
    window = open_window(qtbot, storage, preferences, ai_process=False)
    window.start(setup)
    return window


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
@pytest.mark.parametrize("seats", list(SEATS))
@pytest.mark.parametrize("rules", list(RULE_SETS))
def test_after_every_undo_the_window_shows_that_decision_and_nothing_of_the_future(
    qtbot: QtBot,
    tmp_path_factory: pytest.TempPathFactory,
    quiet: None,
    rules: str,
    seats: str,
    data: st.DataObject,
) -> None:
    seed = data.draw(st.integers(0, 10_000), label="seed")
    setup = GameSetup(("Ann", "Bob", "Cy"), SEATS[seats], RULE_SETS[rules](), seed)
    window = make_window(qtbot, tmp_path_factory.mktemp("undo"), setup)
    controller = window.controller
    recorded: dict[tuple[int, int], dict[str, Any]] = {}
    undos = 0
    try:
        for _ in range(data.draw(st.integers(10, 40), label="decisions")):
            if not settle(qtbot, window):
                break
            game = controller.game
            assert game is not None and game.pending is not None
            key = (len(game.actions), game.pending.player)
            shown = seen(window)
            if key in recorded:  # back here after an undo
                assert shown == recorded[key]
            else:
                recorded[key] = shown
            assert not tiles_unseen_in_log(window, game, game.pending.player)
            if controller.can_undo() and data.draw(st.integers(0, 3), label="undo?") == 0:
                window.ui.undo_action.trigger()
                undos += 1
                back = controller.game
                assert back is not None
                for later in [k for k in recorded if k[0] > len(back.actions)]:
                    del recorded[later]
                continue
            legal = game.legal_actions()
            controller.submit(legal[data.draw(st.integers(0, len(legal) - 1), label="action")])
    finally:
        window.close()


def test_undo_after_buying_shows_the_log_of_that_decision_once_and_no_future(
    qtbot: QtBot, tmp_path: Path, quiet: None
) -> None:
    """The case that was seen: buy, Ctrl+Z: the log still told the tile about to be drawn
    and the AI's next move; buying again showed those lines twice."""
    window = make_window(qtbot, tmp_path, PURCHASE_GAME)
    controller = window.controller
    _game, legal = to_a_purchase(qtbot, window)
    at_decision = seen(window)
    purchase = legal[-1]
    controller.submit(purchase)
    assert settle(qtbot, window)
    assert len(window.log_model.events()) > len(at_decision["log"])  # a draw, AI moves
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert seen(window) == at_decision
    assert window.log_model.events() == controller.events
    controller.submit(purchase)
    assert settle(qtbot, window)
    again = [window.log_model.text(row) for row in range(window.log_model.rowCount())]
    # The log is the game's events, each once (as a fresh replay of the game tells them).
    assert window.log_model.events() == controller.events
    assert again[: len(at_decision["log"])] == at_decision["log"]


def test_an_undo_back_to_a_dialog_leaves_it_closed_so_the_player_may_undo_further(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen in a playtest: play a tile, buy, undo: the buy dialog opened again at once, and
    being modal it blocked the menu, so the tile play could not be taken back. Back at a
    dialog's decision by an undo, the dialog waits for the Decide button."""
    opened: list[Kind] = []

    def present(router: DecisionRouter) -> None:
        decision = router.decision
        assert decision is not None
        opened.append(decision.kind)

    monkeypatch.setattr(DecisionRouter, "present", present)
    monkeypatch.setattr(board_overlays, "ANNOUNCE_MS", 3_600_000)
    window = make_window(qtbot, tmp_path, PURCHASE_GAME)
    controller = window.controller
    game, legal = to_a_purchase(qtbot, window)
    qtbot.waitUntil(lambda: opened[-1:] == [Kind.BUY])  # reached by playing, it opens
    at_buy = len(game.actions)
    controller.submit(legal[-1])
    assert settle(qtbot, window)
    opened.clear()

    window.ui.undo_action.trigger()
    qtbot.wait(20)  # the event loop runs: a dialog would have been asked for by now
    back = controller.game
    assert back is not None and back.pending is not None
    assert (back.pending.kind, len(back.actions)) == (Kind.BUY, at_buy)
    assert opened == []
    assert window.decide_button.isVisible()
    assert window.ui.undo_action.isEnabled()

    window.ui.undo_action.trigger()  # and the decision before it is taken back too
    earlier = controller.game
    assert earlier is not None and earlier.pending is not None
    assert len(earlier.actions) < at_buy
    qtbot.wait(20)
    assert opened == []

    controller.submit(game.actions[len(earlier.actions)])  # that decision's answer again
    qtbot.waitUntil(lambda: bool(opened))  # decided again: the next dialog opens by itself


def at_the_purchase(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[MainWindow, GameReader]:
    """The window of :data:`PURCHASE_GAME` at Ann's purchase, its dialog not opened (nor
    any on the way), and the game; announcements stay over the board."""
    monkeypatch.setattr(board_overlays, "ANNOUNCE_MS", 3_600_000)
    real_present, quiet = DecisionRouter.present, [True]

    def present(router: DecisionRouter) -> None:  # no dialog on the way to the purchase
        if not quiet:
            real_present(router)

    monkeypatch.setattr(DecisionRouter, "present", present)
    window = make_window(qtbot, tmp_path, PURCHASE_GAME)
    game, _legal = to_a_purchase(qtbot, window)
    quiet.clear()
    return window, game


def test_escape_puts_a_decision_dialog_aside_so_the_tile_before_it_can_be_undone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen in a playtest: a tile placed by mistake, the buy dialog opens, and being modal
    it blocks the menu, Ctrl+Z and Escape: the tile could not be taken back. Escape (or
    the close button) now closes the dialog without deciding: the purchase stays pending,
    nobody moves, the window shows Decide…, and Undo takes back the tile."""
    window, game = at_the_purchase(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    state, at_buy = game.state, len(game.actions)

    def escape(dialog: QDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        closed.append(not dialog.isVisible())

    def close_button(dialog: QDialog) -> None:
        closed.append(dialog.close())

    for put_aside in (escape, close_button):
        closed: list[bool] = []
        answer_modal(put_aside)
        window.ui.decide_action.trigger()  # the buy dialog, modal: runs until closed
        assert closed == [True]
        qtbot.wait(50)  # an AI would have moved by now if anything had been decided
        now = controller.game
        assert now is not None and now.state is state and len(now.actions) == at_buy
        assert not window.router.dialog_open
        assert window.decide_button.isVisible() and window.ui.decide_action.isEnabled()
        assert window.ui.undo_action.isEnabled()
        assert QApplication.activeModalWidget() is None  # the menus and shortcuts work

    window.ui.undo_action.trigger()  # the decision before the purchase is taken back
    back = controller.game
    assert back is not None and back.pending is not None
    assert len(back.actions) < at_buy and back.pending.player == 0  # Ann again


def test_undos_key_in_a_decision_dialog_closes_it_and_undoes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen in a playtest: Ctrl+Z in the buy dialog did nothing (Escape first, then
    Ctrl+Z, took the tile back). Undo's key, pressed in the dialog's spin box (which would
    take it for undoing its own typing), closes the dialog unanswered and takes back the
    decision before the purchase, as the menu's Undo does."""
    window, game = at_the_purchase(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    at_buy = len(game.actions)
    pressed: list[bool] = []

    def undo_key(dialog: QDialog) -> None:
        spin = dialog.findChild(QSpinBox)
        assert spin is not None
        spin.setFocus()
        spin.lineEdit().selectAll()
        QTest.keyClicks(spin.lineEdit(), "1")  # typing the spin box could undo
        QTest.keyClick(spin.lineEdit(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        pressed.append(not dialog.isVisible())

    answer_modal(undo_key)
    window.ui.decide_action.trigger()  # the buy dialog, modal: runs until closed
    assert pressed == [True]
    back = controller.game
    assert back is not None and back.pending is not None
    # Ann's decision before the purchase again: the chain her tile founds.
    assert len(back.actions) < at_buy and back.pending.player == 0
    assert back.pending.kind is Kind.FOUND
    assert not window.router.dialog_open
    assert QApplication.activeModalWidget() is None
