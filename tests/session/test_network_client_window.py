"""A joined client's window over real sockets on 127.0.0.1: it shows what a local window
would show the same seat of the host's game, its player's clicks and dialogs reach the
host, chat goes both ways, and a dropped connection shows and is retaken. It names the
host's own player rightly, waits for the host's lobby to start without showing its
stand-in game, and joining happens in one window that Quit closes with the application's.

The host is the tests' minimal one (``tests/session/lan_host.py``), or the real one
(``NetworkHost``) for its lobby. Dialogs run modally through their real ``ask()``; a timer
answers them with their default button.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import lookers
import pytest
from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.join_game import JoinGameDialog
from acquire_qt.engine import Kind, Rules, new_game
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.network.client import ConnectionState, NetworkClient, SeatTokens
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.host import NetworkHost
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import client_window
from acquire_qt.views.board import BoardScene
from acquire_qt.views.client_window import (
    ClientWindow,
    install_join_action,
    open_client_window,
)
from acquire_qt.views.main_window import MainWindow

from .lan_host import MiniHost

WAIT_MS = 10_000
LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


def free_udp_port() -> int:
    """A port for the join dialog's listening (not the real discovery port)."""
    probe = QUdpSocket()
    assert probe.bind(LOCAL, 0)
    port = int(probe.localPort())
    probe.close()
    return port


def cells(model: QAbstractItemModel) -> list[list[object]]:
    return [
        [
            model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
            for column in range(model.columnCount())
        ]
        for row in range(model.rowCount())
    ]


@pytest.fixture
def answering() -> Iterator[list[str]]:
    """Answers every modal dialog with its default button; the dialogs' names, in order."""
    seen: list[str] = []

    def tick() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            seen.append(type(dialog).__name__)
            QTest.keyClick(dialog, Qt.Key.Key_Return)

    timer = QTimer()
    timer.setInterval(15)
    timer.timeout.connect(tick)
    timer.start()
    yield seen
    timer.stop()


def test_a_joined_window_shows_the_host_s_game_and_plays_it(
    qtbot: QtBot, tmp_path: Path, answering: list[str]
) -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=8)
    rng = random.Random(2)
    host = MiniHost(game, [1, 2], choose=lambda g: rng.choice(g.legal_actions()))
    storage = Storage(tmp_path / "data")
    client = NetworkClient(SeatTokens(storage.root), retry_delays=(0.05, 0.1, 0.2))
    window = ClientWindow(ClientController(storage, client), Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    other = ClientController(storage, NetworkClient(None))
    other.decision_required.connect(
        lambda _d: other.submit(rng.choice(other.remote.legal_actions()))  # type: ignore[union-attr]
    )
    client.join("127.0.0.1", host.port, host.table.join_code, "Bob")
    other.client.join("127.0.0.1", host.port, host.table.join_code, "Cy")
    qtbot.waitUntil(lambda: other.client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    assert not window.ui.new_action.isVisible() and not window.ui.undo_action.isVisible()
    menu = [action.objectName() for action in window.ui.game_menu.actions()]
    assert "host_action" not in menu and window.findChild(QDockWidget, "dock_network") is None
    host.start()

    def quiet() -> bool:
        """The host waits for the window's player, who has been shown that position."""
        remote = window.client_controller.remote
        pending = host.game.pending
        return (
            pending is not None
            and pending.player == 1
            and remote is not None
            and remote.position.ticket == host.table.ticket
        )

    plays = compared = 0
    for _ in range(400):
        if len(host.game.actions) >= 45 or host.game.over:
            break
        qtbot.waitUntil(quiet, timeout=WAIT_MS)
        # What the window shows is what a local window shows seat 1 of the host's game.
        local = BoardScene()
        local.update_game(host.game, 1)
        shown = window.board.board_scene().squares()
        assert {t: s.look for t, s in shown.items()} == {
            t: s.look for t, s in local.squares().items()
        }
        assert window.rack.tiles() == host.game.hand(1)
        for make, model in (
            (StockMarketModel, window.market),
            (PlayersModel, window.players_model),
        ):
            theirs = make()
            theirs.update_game(host.game, 1)
            assert cells(model) == cells(theirs)
        compared += 1
        pending = host.game.pending
        assert pending is not None
        before = len(host.applied)
        if pending.kind is Kind.PLAY:
            tile = window.board.board_scene().playable_tiles()[0]
            item = window.board.board_scene().square(tile)
            point = window.board.mapFromScene(item.sceneBoundingRect().center())
            QTest.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
            plays += 1
        # Dialog decisions are answered by the timer.
        qtbot.waitUntil(lambda b=before: len(host.applied) > b, timeout=WAIT_MS)
    assert compared >= 10 and plays >= 5
    assert {"BuyDialog"} <= set(answering)
    assert {seat for seat, _ in host.applied} == {1, 2}

    # Chat both ways.
    said: list[tuple[int, str]] = []
    host.noticed.connect(lambda what, seat: said.append((seat, what)))
    window.chat.entry.setText("hello table")
    QTest.keyClick(window.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (1, "chat") in said, timeout=WAIT_MS)
    host.run(host.table.say("hi Bob"))
    qtbot.waitUntil(
        lambda: any(
            "hi Bob" in window.chat.lines.item(i).text() for i in range(window.chat.lines.count())
        ),
        timeout=WAIT_MS,
    )

    # A dropped connection shows over the game and is retaken.
    host.drop(1)
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=WAIT_MS)
    assert not window.board.isEnabled()
    qtbot.waitUntil(lambda: client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    assert not window.banner.isVisible() and window.board.isEnabled()
    window.close()
    other.client.leave()
    host.close()


def test_the_join_dialog_tells_a_wrong_code_then_joins_and_opens_the_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = new_game(Rules.classic(), ["Ann", "Bob"], seed=4)
    host = MiniHost(game, [1])
    storage = Storage(tmp_path / "data")
    dialog = JoinGameDialog(SeatTokens(storage.root), name="Bob", discovery_port=free_udp_port())
    qtbot.addWidget(dialog)
    dialog.show()
    ui = dialog.ui
    assert not dialog.join_button.isEnabled()  # no address or code yet
    ui.address.setText("127.0.0.1")
    ui.port.setValue(host.port)
    ui.code.setText("zzzzzz")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "join code" in ui.status.text(), timeout=WAIT_MS)
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    ui.code.setText(host.table.join_code.lower())
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=WAIT_MS)
    window = open_client_window(dialog.client(), storage, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    assert window.rack.tiles() == game.hand(1)
    assert window.windowTitle().endswith("Ann, Bob")
    assert window.chat.lines.count() == 1  # "You joined the table as Bob …"
    window.close()
    host.close()


def test_the_host_s_own_player_is_waited_for_not_thinking_like_an_ai(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A person at the host's screen (``human`` in the host's game) is no AI: the joined
    window waits for them, as for another network player (it said "Root (AI) is
    thinking…")."""
    game = new_game(Rules.classic(), ["Root", "Bea"], seed=2, controllers=("human", "network"))
    assert game.pending is not None and game.pending.player == 0
    host = MiniHost(game, [1])  # it plays Root's seat only once started: Root decides
    storage = Storage(tmp_path / "data")
    window = ClientWindow(
        ClientController(storage, NetworkClient(None)), Settings(tmp_path / "s.ini")
    )
    qtbot.addWidget(window)
    window.show()
    window.client_controller.client.join("127.0.0.1", host.port, host.table.join_code, "Bea")
    qtbot.waitUntil(lambda: "Root" in window.prompt.text(), timeout=WAIT_MS)
    assert window.prompt.text() == "Waiting for Root (at the host's computer)…"
    window.close()
    host.close()


def test_the_joiner_waits_for_the_host_to_start_and_is_shown_no_stand_in_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The real host's lobby plays a stand-in game (the joined seats named "Guest 1" …):
    until the host presses Start the joiner is shown nothing dealt, and told it waits
    for the host to start (it showed a dealt board and rack, and "Waiting for Guest 1 (at
    another computer)…" under its own seat). Then the real game, under the joined names."""
    hosting = GameController(Storage(tmp_path / "host"), ai_process=False)
    host = NetworkHost(hosting, listen_on=LOCAL, announce_to=LOCAL, discovery_port=0)
    setup = GameSetup(
        ("Root", "Guest 1", "Guest 2"), ("human", "network", "network"), Rules.classic(), seed=2
    )
    assert host.host_new(setup, 0) is None
    # Bea joins with the join dialog, as a player does ...
    storage = Storage(tmp_path / "data")
    dialog = JoinGameDialog(SeatTokens(storage.root), name="Bea", discovery_port=free_udp_port())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.ui.address.setText("127.0.0.1")
    dialog.ui.port.setValue(host.port)
    dialog.ui.code.setText(host.join_code)
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    bea = dialog.client()
    # ... and Cy's window is open before he joins (it has no game to show yet).
    cy = ClientWindow(
        ClientController(Storage(tmp_path / "cy"), NetworkClient(None)),
        Settings(tmp_path / "cy.ini"),
    )
    qtbot.addWidget(cy)
    cy.show()
    qtbot.waitUntil(lambda: bea.state == ConnectionState.SEATED, timeout=WAIT_MS)
    cy.client_controller.client.join("127.0.0.1", host.port, host.join_code, "Cy")
    seated = ConnectionState.SEATED
    qtbot.waitUntil(lambda: cy.client_controller.client.state == seated, timeout=WAIT_MS)
    heard: list[str] = []
    bea.chat_received.connect(lambda _seat, text: heard.append(text))
    cy.client_controller.chat.connect(lambda _seat, text: heard.append(text))
    host.say("Welcome!", "Root")  # after both seats: all the host sent before it is here
    qtbot.waitUntil(lambda: heard == ["Welcome!", "Welcome!"], timeout=WAIT_MS)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.ui.status.text() == "Joined: waiting for the host to start the game…"
    assert bea.last_position is None
    assert cy.controller.game is None
    assert cy.prompt.text() == "Waiting for the host to start the game…"
    assert cy.rack.tiles() == () and cy.board.board_scene().playable_tiles() == ()
    assert not [s for s in cy.board.board_scene().squares().values() if s.look != "empty"]

    assert host.start_game()
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=WAIT_MS)
    window = open_client_window(bea, storage, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    game = hosting.game
    assert game is not None and game.players == ("Root", "Bea", "Cy")
    assert window.rack.tiles() == game.hand(1)
    assert window.chat.lines.item(0).text() == (
        "You joined the table as Bea; at the table: Root, Bea, Cy."
    )
    qtbot.waitUntil(lambda: cy.rack.tiles() == game.hand(2), timeout=WAIT_MS)
    assert cy.prompt.text() != "Waiting for the host to start the game…"
    window.close()
    cy.close()
    host.stop()
    hosting.stop()
    # Its transport and sockets go (deleteLater) before the host they belong to.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class Closes(QObject):
    """Counts the close events a widget is sent."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self.count += 1
        return False


def answer_leaving(button: QMessageBox.StandardButton) -> list[str]:
    """Press ``button`` on the next question of a joined window's Quit; the list returned
    gets the question's text when it was answered."""
    asked: list[str] = []
    this_test = lookers.current()

    def look(left: int) -> None:
        if not this_test():
            return
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            chosen = box.button(button)
            assert chosen is not None
            chosen.click()
        elif left > 0:
            QTimer.singleShot(10, lambda: look(left - 1))

    QTimer.singleShot(0, lambda: look(500))
    return asked


def test_joining_happens_in_one_window_and_quit_closes_both(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Joining from the local window puts the joined window in its place (it opened a
    second window beside it, and Quit closed only one): Leave the table brings the local
    window back, and Quit in the joined window closes the local one too, which the
    application's quitting needs."""
    game = new_game(Rules.classic(), ["Ann", "Bob"], seed=4)
    host = MiniHost(game, [1])
    storage = Storage(tmp_path / "data")
    settings = Settings(tmp_path / "s.ini")
    listening = free_udp_port()

    class Joining(JoinGameDialog):
        """The join dialog, filled in and joined at once (given up after WAIT_MS)."""

        def __init__(self, tokens: SeatTokens | None, parent: QWidget | None = None) -> None:
            super().__init__(tokens, parent, name="Bob", discovery_port=listening)
            self.ui.address.setText("127.0.0.1")
            self.ui.port.setValue(host.port)
            self.ui.code.setText(host.table.join_code)
            QTimer.singleShot(0, self, self.join)
            QTimer.singleShot(WAIT_MS, self, self.reject)

    monkeypatch.setattr(client_window, "JoinGameDialog", Joining)
    window = MainWindow(GameController(storage, ai_process=False), settings)
    qtbot.addWidget(window)
    join = install_join_action(window, storage, settings)
    window.show()
    closes = Closes(window)

    def joined_window() -> ClientWindow:
        tops = QApplication.topLevelWidgets()
        shown = [w for w in tops if isinstance(w, ClientWindow) and w.isVisible()]
        assert len(shown) == 1
        return shown[0]

    window.setGeometry(20, 30, 700, 520)  # within the offscreen screen (800×600)
    join.trigger()  # back once the dialog was accepted and the joined window opened
    joined = joined_window()
    assert joined.client_controller.remote is not None
    assert not window.isVisible()  # one window: the local one stands aside ...
    # ... and the joined one takes its place (as wide as its docks need at least).
    assert joined.geometry().topLeft() == window.geometry().topLeft()
    leave = joined.close_action
    assert leave.isVisible() and leave.text() == "&Leave the table"
    leave.trigger()
    assert not joined.isVisible() and window.isVisible() and window.on_start_page()
    assert closes.count == 0  # put aside and back, not closed

    join.trigger()  # again: Bob takes his seat back
    joined = joined_window()
    assert not window.isVisible()
    asked = answer_leaving(QMessageBox.StandardButton.Cancel)  # Quit asks while joined
    joined.ui.quit_action.trigger()
    assert asked and joined.isVisible()
    asked = answer_leaving(QMessageBox.StandardButton.Yes)
    joined.ui.quit_action.trigger()
    assert asked and "leave the network game" in asked[0]
    assert not joined.isVisible() and not window.isVisible()
    assert closes.count == 1  # the local window was closed (its closeEvent ran), not left hidden
    host.close()
