"""A joined client's window over real sockets on 127.0.0.1: it shows what a local window
would show the same seat of the host's game, its player's clicks and dialogs reach the
host, chat goes both ways, and a dropped connection shows and is retaken.

The host is the tests' minimal one (``tests/session/lan_host.py``). Dialogs run modally
through their real ``ask()``; a timer answers them with their default button.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget
from pytestqt.qtbot import QtBot

from acquire_qt.dialogs.join_game import JoinGameDialog
from acquire_qt.engine import Kind, Rules, new_game
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.session.network.client import ConnectionState, NetworkClient, SeatTokens
from acquire_qt.session.network.client_controller import ClientController
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.board import BoardScene
from acquire_qt.views.client_window import ClientWindow, open_client_window

from .lan_host import MiniHost

WAIT_MS = 10_000


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
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.localPort()
    probe.close()
    dialog = JoinGameDialog(SeatTokens(storage.root), name="Bob", discovery_port=port)
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
