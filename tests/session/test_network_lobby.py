"""Hosting in the window's process: the lobby, the announcement, chat, handing a seat to an
AI, the new-game dialog's network seats and the tokens' side file. Clients are plain
sockets on 127.0.0.1 in this process; Qt's event loop runs while the test waits (bounded).
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.lobby import LobbyDialog
from acquire_qt.dialogs.new_game import NewGameDialog
from acquire_qt.engine import Rules
from acquire_qt.network.host import CLAIMS_FILE, NetworkHost, claims_for, unique_name
from acquire_qt.network.host_logic import Notice
from acquire_qt.network.protocol import (
    DEFAULT_PORT,
    LARGEST_HOST_FRAME,
    Bye,
    Chat,
    FrameDecoder,
    HostMessage,
    Join,
    Position,
    Reconnect,
    Say,
    SeatNews,
    Welcome,
    encode,
    read_announcement,
    read_host_message,
)
from acquire_qt.occupant import Occupant
from acquire_qt.session.seats import AiSeat, NetworkSeat
from acquire_qt.storage import Storage

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
CODE = "K7PX4M"


class Client:
    """A plain-socket client in the test's process; reads while Qt's loop runs."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.sock.setblocking(False)
        self.decoder = FrameDecoder(LARGEST_HOST_FRAME)
        self.messages: list[HostMessage] = []
        self.closed = False

    def send(self, message: Join | Reconnect | Say) -> None:
        self.sock.sendall(encode(message))

    def read(self) -> list[HostMessage]:
        try:
            data = self.sock.recv(1 << 16)
        except BlockingIOError:
            return self.messages
        if not data:
            self.closed = True
        self.decoder.feed(data)
        while (value := self.decoder.next_object()) is not None:
            self.messages.append(read_host_message(value))
        return self.messages

    def has(self, kind: type[HostMessage]) -> bool:
        return any(isinstance(m, kind) for m in self.read())


@pytest.fixture
def host(tmp_path: Path, qtbot: QtBot) -> Iterator[NetworkHost]:
    controller = GameController(Storage(tmp_path), ai_process=False)
    controller.set_pace(0)
    hosting = NetworkHost(controller, listen_on=LOCAL, announce_to=LOCAL, discovery_port=0)
    yield hosting
    hosting.stop()
    controller.stop()
    qtbot.wait(10)  # the sockets' and the transport's deferred deletes, before the next test


SETUP = GameSetup(
    ("Me", "Guest 1", "Guest 2", "Ada"),
    ("human", "network", "network", "medium"),
    Rules.classic(),
    seed=4,
)


def test_the_lobby_fills_up_and_starts_the_game_with_the_joined_names(
    host: NetworkHost, qtbot: QtBot
) -> None:
    assert host.host_new(SETUP, 0, CODE) is None
    lobby = LobbyDialog(host)
    qtbot.addWidget(lobby)
    assert not lobby.start_button.isEnabled()
    assert [lobby.seats.item(r, 2).text() for r in (1, 2)] == ["waiting for a player to join"] * 2
    ann = Client(host.port)
    ann.send(Join(CODE.lower(), "Ann"))
    qtbot.waitUntil(lambda: ann.has(Welcome), timeout=5000)
    assert lobby.seats.item(1, 0).text() == "Ann" and lobby.seats.item(1, 2).text() == "joined"
    assert not lobby.start_button.isEnabled()
    ada = Client(host.port)
    ada.send(Join(CODE, "Ada"))  # the AI's name: the joined player gets another
    qtbot.waitUntil(lambda: ada.has(Welcome), timeout=5000)
    qtbot.waitUntil(lambda: ann.has(SeatNews), timeout=5000)  # sent after Ann's welcome
    # No position in the lobby: its game is a stand-in, not the one that starts.
    assert not any(isinstance(m, Position) for m in ann.messages + ada.messages)
    assert lobby.start_button.isEnabled()
    assert host.names() == ("Me", "Ann", "Ada (2)", "Ada")
    ada.sock.close()  # gone from the lobby: no start until she is back
    qtbot.waitUntil(lambda: not lobby.start_button.isEnabled(), timeout=5000)
    assert lobby.seats.item(2, 2).text() == "left: waiting for them to come back"
    token = next(m for m in ada.messages if isinstance(m, Welcome)).token
    ada = Client(host.port)
    ada.sock.setblocking(True)
    ada.send(Reconnect(token, 0))
    ada.sock.setblocking(False)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    lobby.start_button.click()
    game = host.controller.game
    assert game is not None and game.players == ("Me", "Ann", "Ada (2)", "Ada")
    assert [type(s) for s in host.controller.network_seats()] == [NetworkSeat, NetworkSeat]
    qtbot.waitUntil(
        lambda: any(isinstance(m, Position) and m.view["players"][1]["name"] == "Ann"
                    for m in ann.read()),
        timeout=5000,
    )  # fmt: skip
    kept = json.loads((host.controller.storage.root / CLAIMS_FILE).read_text())
    assert host.table is not None and claims_for(kept, game) == (CODE, host.table.claims())
    assert (host.controller.storage.root / CLAIMS_FILE).stat().st_mode & 0o077 == 0


def test_cancelling_the_lobby_stops_hosting_and_says_goodbye(
    host: NetworkHost, qtbot: QtBot
) -> None:
    assert host.host_new(SETUP, 0, CODE) is None
    lobby = LobbyDialog(host)
    qtbot.addWidget(lobby)
    ann = Client(host.port)
    ann.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: ann.has(Welcome), timeout=5000)
    lobby.ui.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert not host.hosting and host.controller.game is None
    qtbot.waitUntil(lambda: ann.read() is not None and ann.closed, timeout=5000)
    assert ann.messages[-1] == Bye("the host cancelled the game")  # said before the end


def test_the_lobby_is_announced_on_the_discovery_port(host: NetworkHost, qtbot: QtBot) -> None:
    listener = QUdpSocket()
    assert listener.bind(LOCAL, 0)
    host._discovery_port = listener.localPort()  # where this test listens
    assert host.host_new(SETUP, 0, CODE) is None
    qtbot.waitUntil(listener.hasPendingDatagrams, timeout=5000)
    datagram = listener.receiveDatagram()
    heard = read_announcement(bytes(datagram.data().data()))
    assert (heard.name, heard.port, heard.seats_free) == ("Me", host.port, 2)
    assert CODE not in bytes(datagram.data().data()).decode()


def test_chat_reaches_the_players_and_an_absent_player_is_handed_to_an_ai(
    host: NetworkHost, qtbot: QtBot
) -> None:
    setup = GameSetup(("Me", "Guest"), ("easy", "network"), Rules.classic(), seed=8)
    assert host.host_new(setup, 0, CODE) is None
    lines: list[object] = []
    host.noticed.connect(lines.append)
    ann = Client(host.port)
    ann.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: ann.has(Welcome), timeout=5000)
    assert host.start_game()
    ann.send(Say("hello"))
    host.say("welcome", "Me")
    qtbot.waitUntil(
        lambda: {m.text for m in ann.read() if isinstance(m, Chat)} == {"hello", "welcome"},
        timeout=5000,
    )
    chat = [(n.seat, n.text) for n in lines if isinstance(n, Notice) and n.what == "chat"]
    assert sorted(chat) == [(-1, "welcome"), (1, "hello")]
    ann.sock.close()  # gone: the game waits for Ann at her next decision
    controller = host.controller
    qtbot.waitUntil(lambda: host.waiting_seats() == [1], timeout=10_000)
    assert host.hand_to_ai(1, Occupant.EASY)
    assert isinstance(controller._seats[1], AiSeat)
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.over, timeout=20_000)  # the AI played her seat to the end
    assert host.table is not None and host.table.seats == ()


def test_the_new_game_dialog_hosts_with_network_seats(qtbot: QtBot) -> None:
    dialog = NewGameDialog(hosting=True, human_name="Me")
    qtbot.addWidget(dialog)
    choice = dialog.host_choice()
    assert choice.port == DEFAULT_PORT and len(choice.join_code) == 6
    assert choice.setup.controllers.count(Occupant.NETWORK) == 2
    assert choice.setup.controllers[0] == Occupant.HUMAN
    for seat in dialog.seats:
        seat.controller.setCurrentIndex(seat.controller.findData(Occupant.MEDIUM))
    assert not dialog.ok_button.isEnabled() and "network" in dialog.hint.text()
    plain = NewGameDialog(human_name="Me")
    qtbot.addWidget(plain)
    assert plain.seats[0].controller.findData(Occupant.NETWORK) == -1


def test_a_joined_name_is_made_different_from_the_others() -> None:
    assert unique_name("Ann", ["Me", "Ann", "Bo"], 1) == "Ann"
    assert unique_name("ann", ["Me", "x", "Ann"], 1) == "ann (2)"
    assert unique_name("Bo", ["Me", "Bo", "x", "Bo"], 2) == "Bo (2)"
    long = "N" * 24
    assert unique_name(long, [long, "x"], 1) == "N" * 20 + " (2)"


def test_opening_a_saved_network_game_hosts_it_again_for_the_same_players(
    tmp_path: Path, qtbot: QtBot
) -> None:
    """The window's side: a game with network seats opened from a file is hosted again at
    once, with the port, join code and tokens kept in the side file; the player's old
    token takes the old seat back, and the lobby shows it."""
    from acquire_qt.settings import Settings
    from acquire_qt.views.main_window import MainWindow

    controller = GameController(Storage(tmp_path / "data"), ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    actions = window.ui.game_menu.actions()
    after_new = actions[actions.index(window.ui.new_action) + 1]
    assert after_new is window.hosting.host_action  # Game → Host a network game…
    assert not window.hosting.hand_action.isEnabled()
    host = window.hosting.host
    host._listen_on = host._announce_to = LOCAL
    host._discovery_port = 0
    setup = GameSetup(("Me", "Guest"), ("human", "network"), Rules.classic(), seed=8)
    assert host.host_new(setup, 0, CODE) is None
    port = host.port
    ann = Client(port)
    ann.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: ann.has(Welcome), timeout=5000)
    token = next(m for m in ann.messages if isinstance(m, Welcome)).token
    assert host.start_game()
    saved = tmp_path / "hosted.acquire.json"
    assert controller.save(str(saved))
    host.stop()  # the host's program ends; the side file stays
    assert not host.hosting
    assert window.open_path(str(saved))
    qtbot.waitUntil(lambda: host.hosting, timeout=5000)
    assert (host.port, host.join_code) == (port, CODE)
    assert window.hosting.lobby is not None and not window.hosting.lobby.new_game
    back = Client(port)
    back.sock.setblocking(True)
    back.sock.sendall(encode(Reconnect(token, 0)))
    back.sock.setblocking(False)
    qtbot.waitUntil(lambda: back.has(Position), timeout=5000)
    assert next(m for m in back.messages if isinstance(m, Welcome)).seat == 1
    assert window.hosting.lobby.seats.item(1, 2).text() == "joined"
    window.hosting.lobby.close()
    host.stop()
    controller.stop()
    qtbot.wait(10)


def test_the_side_file_serves_only_its_own_game_and_only_when_well_formed() -> None:
    from acquire_qt.engine import new_game

    game = new_game(Rules.classic(), ("Me", "Ann", "Bob"), seed=5,
                    controllers=("human", "network", "network"))  # fmt: skip
    good = {
        "seed": 5,
        "players": ["Me", "Ann", "Bob"],
        "join_code": CODE,
        "port": 47313,
        "claims": {"1": ["tok_1", "Ann"], "2": ["tok-2", "Bob"]},
    }
    assert claims_for(good, game) == (CODE, {1: ("tok_1", "Ann"), 2: ("tok-2", "Bob")})
    for bad in (
        {**good, "seed": 6},  # another game
        {**good, "players": ["Me", "Bob", "Ann"]},
        {**good, "join_code": "no!"},
        {**good, "claims": {"0": ["tok", "Me"]}},  # not a network seat
        {**good, "claims": {"1": ["bad token!", "Ann"]}},
        {**good, "claims": {"x": ["tok", "Ann"]}},
        {**good, "claims": {"²": ["tok", "Ann"]}},  # isdigit() is true, int() refuses
        {**good, "claims": {"١": ["tok", "Ann"]}},  # int() reads an Arabic-Indic 1
        {**good, "claims": {"1": ["tok"]}},
        [good],
    ):
        assert claims_for(bad, game) == (None, None)


def test_a_network_game_that_is_not_hosted_can_still_be_handed_to_an_ai(
    tmp_path: Path, qtbot: QtBot
) -> None:
    """Hosting it again failed (a port in use): the host can still let AIs play on."""
    controller = GameController(Storage(tmp_path), ai_process=False)
    controller.set_pace(0)
    host = NetworkHost(controller)
    controller.new_game(GameSetup(("Me", "Net"), ("easy", "network"), Rules.classic(), seed=8))
    qtbot.waitUntil(lambda: host.waiting_seats() == [1], timeout=10_000)
    assert not host.hosting and host.hand_to_ai(1, Occupant.EASY)
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.over, timeout=20_000)
    controller.stop()
