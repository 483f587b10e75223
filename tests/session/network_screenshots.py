"""Screenshots of hosting a network game, for people to look at (not a test).

Run under Xvfb so whole-screen grabs include the dialogs over the window::

    xvfb-run -a -s "-screen 0 1600x1000x24" \\
        .venv/bin/python tests/session/network_screenshots.py OUT

It writes, at 1600x1000: ``host-dialog.png`` (Game → Host a network game…),
``lobby.png`` (the lobby with one player joined and one seat free), ``lobby-ready.png``
(every seat taken, Start enabled) and ``hosting-midgame.png`` (the game on, the Network
dock with who joined, a chat line and who left: that player is "away" in the players
panel). Clients are plain sockets on 127.0.0.1; saves and
settings go to a temporary folder.
"""

from __future__ import annotations

import socket
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QApplication

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.lobby import LobbyDialog
from acquire_qt.dialogs.new_game import NewGameDialog
from acquire_qt.engine import Rules
from acquire_qt.network.protocol import DEFAULT_PORT, Join, Say, encode
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

CODE = "K7PX4M"


def settle(app: QApplication, milliseconds: int = 400) -> None:
    timer = QTimer()
    timer.setSingleShot(True)
    timer.start(milliseconds)
    while timer.isActive():
        app.processEvents()


def grab(app: QApplication, path: Path) -> None:
    app.primaryScreen().grabWindow(0).save(str(path))
    print(path)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([sys.argv[0]])
    root = Path(tempfile.mkdtemp(prefix="acquire-qt-network-shots-"))
    controller = GameController(Storage(root / "data"), ai_process=False)
    controller.set_pace(600)
    window = MainWindow(controller, Settings(root / "settings.ini"))
    window.resize(1600, 1000)
    window.show()
    settle(app)

    dialog = NewGameDialog(window, human_name="Maya", hosting=True)
    dialog.show()
    settle(app)
    grab(app, out / "host-dialog.png")
    dialog.close()

    hosting = window.hosting
    setup = GameSetup(
        ("Maya", "Guest 1", "Guest 2", "Ada"),
        ("human", "network", "network", "medium"),
        Rules.classic(),
        seed=21,
    )
    host = hosting.host
    host._listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    host._announce_to = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    problem = host.host_new(setup, DEFAULT_PORT, CODE)
    if problem is not None:  # the default port is taken here: any port will do
        problem = host.host_new(setup, 0, CODE)
    assert problem is None, problem
    hosting.dock.show()
    lobby = LobbyDialog(host, window)
    lobby.show()
    clients = []
    for name in ("Jonas",):
        end = socket.create_connection(("127.0.0.1", host.port), timeout=5)
        end.sendall(encode(Join(CODE, name)))
        clients.append(end)
    settle(app, 600)
    grab(app, out / "lobby.png")
    end = socket.create_connection(("127.0.0.1", host.port), timeout=5)
    end.sendall(encode(Join(CODE, "Priya")))
    clients.append(end)
    settle(app, 600)
    grab(app, out / "lobby-ready.png")
    lobby.start_button.click()
    settle(app, 300)
    clients[0].sendall(encode(Say("Good luck, everyone!")))
    settle(app, 300)
    clients[1].close()  # Priya's connection drops: the seat waits for her
    settle(app, 1200)
    grab(app, out / "hosting-midgame.png")
    for end in clients:
        end.close()
    host.stop()
    controller.stop()
    window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots"))
