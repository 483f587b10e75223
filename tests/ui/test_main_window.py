"""Whole games through the real window: new-game dialog, board clicks, decision dialogs,
hot-seat pass screens, saving, closing, resuming and finishing.

Dialogs run modally through their real ``ask()``; a timer answers whichever dialog is
open through its widgets (the default button unless a test says otherwise).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot
from scripting import scripted_game

from acquire_qt.dialogs import DisposalDialog, GameOverDialog, NewGameDialog, SurvivorDialog
from acquire_qt.engine import Game, Kind, load_record
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

from .keeping import DISCARD, answer_keeping
from .windows import open_window

Interaction = Callable[[QDialog], None]


class Answerer:
    """Answers every modal dialog that opens: a per-class interaction, then its default button."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self.interactions: dict[type, Interaction] = {}
        self.timer = QTimer()
        self.timer.setInterval(15)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return
        if QApplication.activeWindow() is not dialog:
            dialog.activateWindow()  # keys go to the active window: try again next tick
            return
        name = type(dialog).__name__
        self.seen[name] += 1
        if isinstance(dialog, GameOverDialog):
            dialog.accept()
            return
        interact = self.interactions.get(type(dialog))
        if interact is not None:
            interact(dialog)
        if dialog.isVisible():
            QTest.keyClick(dialog, Qt.Key.Key_Return)


@pytest.fixture
def answerer() -> Iterator[Answerer]:
    answering = Answerer()
    yield answering
    answering.timer.stop()


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Callable[..., MainWindow]:
    storage = Storage(tmp_path / "data")

    def make(size: tuple[int, int] | None = (1280, 720)) -> MainWindow:
        settings = Settings(tmp_path / "settings.ini")
        return open_window(qtbot, storage, settings, size=size)

    return make


def click_square(window: MainWindow, tile: str) -> None:
    view = window.board
    item = view.scene().square(tile)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def step(qtbot: QtBot, window: MainWindow) -> str:
    """Do whatever a person at the screen would do next (or wait for the AI); say what."""
    game = window.controller.game
    assert game is not None
    if window.stack.currentIndex() == 1:
        assert window.rack.is_hidden()
        QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        return "passed"
    decision = game.pending
    if (
        decision is not None
        and decision.kind is Kind.PLAY
        and window.controller.is_human(decision.player)
    ):
        assert window.board.scene().playable_tiles() == decision.tiles
        assert not window.rack.is_hidden()
        click_square(window, decision.tiles[0])
        return "played"
    if window.decide_button.isVisible() and QApplication.activeModalWidget() is None:
        # The dialog opens by itself; a person clicks "Decide…" if the same decision
        # sits there with no dialog.
        before = game.state
        qtbot.wait(200)
        still = window.controller.game is game and game.state is before
        if still and window.decide_button.isVisible() and QApplication.activeModalWidget() is None:
            QTest.mouseClick(window.decide_button, Qt.MouseButton.LeftButton)
            return "reopened"
        return "waited"
    qtbot.wait(5)
    return "waited"


def play_until(
    qtbot: QtBot, window: MainWindow, done: Callable[[], bool], limit: int = 6000
) -> Counter[str]:
    did: Counter[str] = Counter()
    for _ in range(limit):
        if done():
            return did
        did[step(qtbot, window)] += 1
    game = window.controller.game
    pending = game.pending if game is not None else None
    modal = QApplication.activeModalWidget()
    raise AssertionError(f"the game did not get there: {did}, pending {pending}, modal {modal}")


def test_a_whole_hot_seat_game_saved_closed_resumed_and_finished(
    qtbot: QtBot, make_window: Callable[[], MainWindow], answerer: Answerer
) -> None:
    def fill_new_game(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        while len(dialog.seats) > 3:
            dialog.remove_seat(len(dialog.seats) - 1)
        for seat, (name, level) in enumerate([("Ann", 0), ("Bob", 0), ("Robo", 1)]):
            dialog.seats[seat].name.setText(name)
            dialog.seats[seat].controller.setCurrentIndex(level)
        dialog.seed.setText("12")

    answerer.interactions[NewGameDialog] = fill_new_game
    window = make_window()
    window.new_action.trigger()
    game = window.controller.game
    assert game is not None
    assert game.players == ("Ann", "Bob", "Robo")
    assert game.controllers == ("human", "human", "easy")
    # The window system adds the application's name ("… — Acquire"): not said twice.
    assert window.windowTitle() == "Ann, Bob, Robo"

    # Play a dozen turns through the window; the autosave follows every turn.
    did = play_until(qtbot, window, lambda: window.controller.game.state.turn_number >= 12)  # type: ignore[union-attr]
    assert window.controller.wait_for_saves()
    autosave = window.controller.storage.autosave_path
    assert load_record(autosave.read_text()).to_dict() == window.controller.game.to_dict()  # type: ignore[union-attr]
    assert answerer.seen["FoundChainDialog"] >= 1 and answerer.seen["BuyDialog"] >= 1

    # Hands stay hidden between the two humans: the pass screen came before their turns.
    assert did["played"] >= 6 and did["passed"] >= did["played"] - 1
    assert did["reopened"] == 0, "every decision dialog should open by itself"
    game = window.controller.game
    assert game is not None
    window.save()
    saved = window.controller.save_path
    assert saved is not None and saved.exists()
    position = game.to_dict()
    window.close()

    # A new window's start page offers to continue the autosaved game (Enter does), and
    # it is the same position.
    again = make_window()
    assert again.offer_resume() and again.on_start_page()
    assert again.start_page.continue_button.hasFocus()
    QTest.keyClick(again.start_page.continue_button, Qt.Key.Key_Return)
    assert not again.on_start_page()
    resumed = again.controller.game
    assert resumed is not None and resumed.to_dict() == position
    assert str(saved) in again.recent_files()

    did = play_until(qtbot, again, lambda: again.controller.game.over)  # type: ignore[union-attr]
    assert did["reopened"] == 0
    qtbot.waitUntil(lambda: answerer.seen["GameOverDialog"] == 1, timeout=5000)
    assert not again.controller.storage.autosave_path.exists()
    assert "The game is over" in again.prompt.text()


def survivor_tie_game() -> Game:
    """Ann to play 5E between Tower (4A–4E) and Luxor (6A–6E), both 5 tiles; both hold shares."""
    plays = ["4A", "4B", "6A", "6B", "4C", "6C", "4D", "6D", "4E", "6E", "5E"]
    game = scripted_game(["1A", "12A"], plays)
    turns = [
        ("4A", "", ""),
        ("4B", "Tower", "Tower Tower Tower"),
        ("6A", "", "Tower Tower"),
        ("6B", "Luxor", "Luxor Luxor"),
        ("4C", "", "Luxor"),
        ("6C", "", "Luxor"),
        ("4D", "", ""),
        ("6D", "", ""),
        ("4E", "", ""),
        ("6E", "", ""),
    ]
    for tile, chain, shares in turns:
        game.apply(f"play {tile}")
        if chain:
            game.apply(f"found {chain}")
        if game.pending is not None and game.pending.kind is Kind.BUY:
            game.apply(f"buy {shares}")
    assert game.pending is not None and game.pending.kind is Kind.PLAY
    assert game.players[game.pending.player] == "Ann" and "5E" in game.pending.tiles
    return game


def test_a_merger_tie_break_and_disposals_through_the_board(
    qtbot: QtBot, make_window: Callable[[], MainWindow], answerer: Answerer, tmp_path: Path
) -> None:
    game = survivor_tie_game()
    holders = {p["name"]: p["shares"] for p in game.to_dict()["players"]}
    assert holders["Ann"] and holders["Bob"]
    path = tmp_path / "tie.acquire.json"
    Storage(tmp_path / "other").save(game, path)

    def pick_luxor(dialog: QDialog) -> None:
        assert isinstance(dialog, SurvivorDialog)
        assert set(dialog.radios) == {"Tower", "Luxor"}
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # from Tower to Luxor

    def sell_all(dialog: QDialog) -> None:
        assert isinstance(dialog, DisposalDialog)
        QTest.mouseClick(dialog.sell_all_button, Qt.MouseButton.LeftButton)

    answerer.interactions[SurvivorDialog] = pick_luxor
    answerer.interactions[DisposalDialog] = sell_all
    window = make_window()
    events: list = []
    window.controller.events_happened.connect(events.extend)
    assert window.open_path(str(path))
    # Hot seat: Ann (the first human) confirms at the pass screen, then clicks 5E.
    step(qtbot, window)
    assert window.stack.currentIndex() == 0
    click_square(window, "5E")
    # Bob's disposal comes through the pass screen; step() confirms it like a person would.
    play_until(qtbot, window, lambda: any(e.kind == "merger_completed" for e in events))
    kinds = [e.kind for e in events]
    assert answerer.seen["SurvivorDialog"] == 1
    completed = next(e for e in events if e.kind == "merger_completed")
    assert completed.survivor == "Luxor" and completed.size == 11
    disposed = [e for e in events if e.kind == "shares_disposed"]
    assert {d.player for d in disposed} == {0, 1}
    assert all(d.kept == 0 and d.traded == 0 and d.sold > 0 for d in disposed)
    assert (
        kinds.index("merger_started") < kinds.index("bonus_paid") < kinds.index("shares_disposed")
    )
    after = window.controller.game
    assert after is not None and after.to_dict()["board"]["5E"] == "Luxor"


def test_a_tile_is_placed_from_the_keyboard(
    qtbot: QtBot, make_window: Callable[[], MainWindow], answerer: Answerer
) -> None:
    window = make_window()
    from acquire_qt.controller import GameSetup
    from acquire_qt.engine import Rules

    window.controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(), 21))
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.pending is not None and game.pending.player == 0)
    assert game.pending is not None and game.pending.kind is Kind.PLAY
    hand = window.rack.tiles()
    third = hand[2]
    assert window.rack.hasFocus()
    QTest.keyClick(window.rack, Qt.Key.Key_3)
    assert third in game.to_dict()["board"]


def test_suggest_answers_later_without_blocking_the_window(
    qtbot: QtBot, make_window: Callable[[], MainWindow], answerer: Answerer
) -> None:
    from acquire_qt.controller import GameSetup
    from acquire_qt.engine import Rules

    window = make_window()
    window.controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(), 21))
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.pending is not None and game.pending.player == 0)
    assert window.suggest_action.isEnabled()
    window.suggest_action.trigger()
    # The trigger returned at once; the answer comes through the event loop.
    assert "Thinking" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: "Suggestion: places" in window.statusBar().currentMessage())
    tile = window.board.scene().highlighted_tile()
    assert tile in game.pending.tiles  # type: ignore[union-attr]
    assert f"places {tile}:" in window.statusBar().currentMessage()


def test_window_size_and_docks_are_remembered(
    qtbot: QtBot, make_window: Callable[[], MainWindow]
) -> None:
    first = make_window()
    first.resize(700, 500)  # within the offscreen screen (800x600)
    assert not first.docks["market"].isVisible()  # the start page needs no tables
    first.start_page.quick_button.click()
    assert first.docks["market"].isVisible()
    first.docks["log"].hide()
    qtbot.wait(20)
    first.close_game()  # back to the start page, which hides the docks again
    assert first.on_start_page() and not first.docks["market"].isVisible()
    first.close()
    second = make_window(size=None)
    assert (second.width(), second.height()) == (700, 500)
    asked = answer_keeping(DISCARD)  # the first window's game, closed unfinished
    second.start_page.quick_button.click()
    assert asked
    assert not second.docks["log"].isVisible()
    assert second.docks["market"].isVisible()


def test_a_replaced_ai_worker_is_told_in_the_status_bar_without_a_box(
    qtbot: QtBot, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    message = "The AI player's worker process ended and was replaced."
    window.controller.notice.emit(message)
    assert window.statusBar().currentMessage() == message
    qtbot.wait(50)
    assert QApplication.activeModalWidget() is None
