"""Screenshots of network play's client side for people to look at (not a test).

Run under Xvfb so whole-screen grabs include dialogs over the window::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui/network_screenshots.py OUT

It writes ``join-dialog.png`` (the join dialog with two hosts heard on the network),
``client-mid-game.png`` (a joined client at 1600×1000, its turn to place a tile, chat
lines in the chat panel with who joined and who left: that player is "away" in the
players panel), ``client-dialog.png`` (the same client's next dialog over the window,
once the other player is back), ``client-reconnecting.png`` (the window while the
connection is being retaken) and ``client-reconnected.png`` (after it). The host is the
tests' minimal host on 127.0.0.1 (``tests/session/lan_host.py``); saves and settings go
to a temporary folder.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "session"))

from lan_host import MiniHost

from acquire_qt.controller import replay_history
from acquire_qt.dialogs.join_game import JoinGameDialog
from acquire_qt.engine import Game, Kind, Rules, new_game
from acquire_qt.network.client import (
    ConnectionState,
    NetworkClient,
    SeatTokens,
)
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.protocol import PROTOCOL, VERSION
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.client_window import ClientWindow

DISCOVERY_PORT = 47399
"""Not the real discovery port: the shots hear only their own announcements."""


def settle(app: QApplication, milliseconds: int = 400) -> None:
    done: list[bool] = []
    QTimer.singleShot(milliseconds, lambda: done.append(True))
    for _ in range(10_000):
        if done:
            return
        app.processEvents()


def wait_for(app: QApplication, condition: object, seconds: float = 10.0) -> None:
    assert callable(condition)
    for _ in range(int(seconds * 100)):
        if condition():
            return
        settle(app, 10)
    raise TimeoutError("the network screenshots waited too long")


def grab_screen(app: QApplication, path: Path) -> None:
    screen = app.primaryScreen()
    screen.grabWindow(0).save(str(path))
    print(path)


def play_until(game: Game, done: Callable[[Game], bool], seed: int = 5) -> None:
    """Play seeded random legal actions until ``done(game)`` (at most 2,000)."""
    rng = random.Random(seed)
    for _ in range(2000):
        if done(game):
            return
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    raise RuntimeError("the wanted position did not come")


def join_as_bob(
    game: Game, storage: Storage, settings: Settings, root: Path
) -> tuple[MiniHost, NetworkClient, ClientWindow]:
    """``game`` hosted on 127.0.0.1 (seats 1 and 2 at the network) and Bob's client window
    (1600x1000, at the screen's corner) joining seat 1."""
    history, _ = replay_history(game)
    host = MiniHost(game, [1, 2], history=history)
    client = NetworkClient(SeatTokens(root), retry_delays=(3.0, 3.0))
    window = ClientWindow(ClientController(storage, client), settings)
    window.resize(1600, 1000)
    window.move(0, 0)
    window.show()
    window.fit_docks()
    client.join("127.0.0.1", host.port, host.table.join_code, "Bob")
    return host, client, window


def announce(name: str, port: int, free: int) -> None:
    socket = QUdpSocket()
    data: dict[str, object] = {"protocol": PROTOCOL, "version": VERSION, "name": name}
    data["port"] = port
    data["seats_free"] = free
    socket.writeDatagram(
        json.dumps(data).encode(),
        QHostAddress(QHostAddress.SpecialAddress.LocalHost),
        DISCOVERY_PORT,
    )


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    out.mkdir(parents=True, exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="acquire-qt-net-shots-"))
    storage = Storage(root)
    settings = Settings(root / "settings.ini")

    # The join dialog, hearing two hosts.
    dialog = JoinGameDialog(SeatTokens(root), name="Bob", discovery_port=DISCOVERY_PORT)
    dialog.show()
    announce("Ann", 47313, 2)
    announce("Kim", 50000, 1)
    wait_for(app, lambda: dialog.ui.hosts.count() == 2)
    dialog.ui.hosts.setCurrentRow(0)
    dialog.ui.code.setText("K7QM4P")
    dialog.move(400, 250)
    settle(app)
    grab_screen(app, out / "join-dialog.png")
    dialog.reject()

    # A hosted game well under way, the client's turn to place a tile.
    controllers = ("human", "network", "network", "easy")
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=21, controllers=controllers)

    def bob_may_buy(game: Game) -> bool:
        pending = game.pending
        cash = game.game_view().players[1].cash or 0
        return (
            len(game.actions) >= 70
            and pending is not None
            and pending.player == 1
            and pending.kind is Kind.PLAY
            and cash > 2000
        )

    play_until(game, bob_may_buy)
    host, client, window = join_as_bob(game, storage, settings, root)
    other = NetworkClient(None, retry_delays=(2.0, 2.0, 2.0))  # Cy stays away a while
    other_controller = ClientController(storage, other)  # Cy answers with the first legal
    other_controller.decision_required.connect(
        lambda _d: other_controller.submit(other_controller.remote.legal_actions()[0])  # type: ignore[union-attr]
    )
    other.join("127.0.0.1", host.port, host.table.join_code, "Cy")
    wait_for(app, lambda: other.state == ConnectionState.SEATED)
    host.start()
    host.run(host.table.say("Welcome! Bob and Cy are at the table, Di is an AI."))
    other.say("Hi all, good luck")
    wait_for(app, lambda: window.chat.lines.count() >= 3)
    client.say("Thanks, you too!")
    wait_for(app, lambda: window.chat.lines.count() >= 5)
    host.drop(2)  # Cy's Wi-Fi goes: Bob hears of it, and Cy is away until reconnected
    wait_for(app, lambda: window.chat.lines.count() >= 6)
    settle(app, 800)
    window.board.highlight("")
    grab_screen(app, out / "client-mid-game.png")

    # Its next dialog (found a chain, or buy) over the window, after it plays a tile.
    wait_for(app, lambda: other.state == ConnectionState.SEATED)  # Cy is back
    controller = window.client_controller
    remote = controller.remote
    assert remote is not None and remote.pending is not None
    shots: list[bool] = []

    def look_for_dialog() -> None:  # runs in the dialog's own event loop
        for widget in app.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                settle(app, 600)
                grab_screen(app, out / "client-dialog.png")
                shots.append(True)
                QTest.keyClick(widget, Qt.Key.Key_Return)  # its default answer
                return
        QTimer.singleShot(50, look_for_dialog)

    QTimer.singleShot(50, look_for_dialog)
    controller.submit(remote.legal_actions()[0])
    wait_for(app, lambda: bool(shots))
    settle(app, 300)

    # The connection drops: the window shows it is being retaken.
    host.drop(1)
    wait_for(app, lambda: client.state == ConnectionState.RECONNECTING)
    settle(app, 500)
    grab_screen(app, out / "client-reconnecting.png")
    wait_for(app, lambda: client.state == ConnectionState.SEATED)
    settle(app, 500)
    grab_screen(app, out / "client-reconnected.png")
    window.close()
    other.leave()
    host.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("network-screenshots"))
