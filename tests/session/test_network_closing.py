"""The host's last frames before it closes a connection arrive (issue 20, point 8).

Real ``QTcpSocket`` peers on 127.0.0.1 against the host's transport (``HostTransport``
over a ``HostTable``): a refused join, a full table, a replaced connection and a burst of
refusals each end with frames written just before the host closes; every one of them
must reach the client before its end of the connection closes. A client that stops
reading cannot keep a closing connection open, and counts among the connections until it
is gone. A leaving client's ``bye`` reaches the host the same way. Every wait is for an
event, bounded.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot

from acquire_qt.engine import Rules, new_game
from acquire_qt.network import transport as transport_module
from acquire_qt.network.client import ConnectionState, NetworkClient
from acquire_qt.network.host_logic import HostTable
from acquire_qt.network.protocol import (
    LARGEST_CLIENT_FRAME,
    LARGEST_HOST_FRAME,
    Act,
    Bye,
    Chat,
    Error,
    FrameDecoder,
    HostMessage,
    Join,
    Message,
    Position,
    Reconnect,
    Say,
    Welcome,
    encode,
    read_client_message,
    read_host_message,
)
from acquire_qt.network.transport import HostTransport

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
CODE = "K7PX4M"
WAIT_MS = 10_000
Connected = QAbstractSocket.SocketState.ConnectedState
Unconnected = QAbstractSocket.SocketState.UnconnectedState
BACKLOG = 1 << 20
"""Bytes left in the host's socket, beyond what the system took, by a client that stopped
reading."""


class Peer:
    """A client's ``QTcpSocket``: every message the host sent it, and whether the
    connection has ended (the host closed it)."""

    def __init__(self, port: int, qtbot: QtBot) -> None:
        self.socket = QTcpSocket()
        self.decoder = FrameDecoder(LARGEST_HOST_FRAME)
        self.messages: list[HostMessage] = []
        self.ended = False
        self.socket.readyRead.connect(self.read)
        self.socket.disconnected.connect(self._end)
        self.socket.connectToHost(LOCAL, port)
        qtbot.waitUntil(lambda: self.socket.state() == Connected, timeout=WAIT_MS)

    def read(self) -> None:
        self.decoder.feed(bytes(self.socket.readAll().data()))
        while (value := self.decoder.next_object()) is not None:
            self.messages.append(read_host_message(value))

    def _end(self) -> None:
        self.read()  # what came with the end
        self.ended = True

    def send(self, *messages: Message) -> None:
        """``messages`` in one write."""
        self.socket.write(b"".join(encode(m) for m in messages))
        self.socket.flush()

    def kinds(self) -> list[type[HostMessage]]:
        return [type(m) for m in self.messages]


@pytest.fixture
def transport(qtbot: QtBot) -> Iterator[HostTransport]:
    """The host's transport for a 4-seat game whose seats 1 and 2 are network seats."""
    game = new_game(Rules.classic(), ["Me", "Guest 1", "Guest 2", "Ada"], seed=3)
    hosting = HostTransport(HostTable(game, [1, 2], CODE))
    assert hosting.listen(0, LOCAL) is None
    yield hosting
    with qtbot.waitSignal(hosting.destroyed, timeout=WAIT_MS):
        hosting.close()  # it goes once its connections are closed


def test_the_eleventh_refused_join_reads_its_bye_before_the_end(
    transport: HostTransport, qtbot: QtBot
) -> None:
    peer = Peer(transport.port, qtbot)
    for refused in range(1, 11):
        peer.send(Join("WRONG1", "Eve"))
        qtbot.waitUntil(lambda n=refused: len(peer.messages) == n, timeout=WAIT_MS)
    assert peer.kinds() == [Error] * 10 and not peer.ended
    peer.send(Join("WRONG1", "Eve"))
    qtbot.waitUntil(lambda: peer.ended, timeout=WAIT_MS)
    assert peer.kinds() == [Error] * 10 + [Bye]
    bye = peer.messages[-1]
    assert isinstance(bye, Bye) and bye.reason.startswith("too many refused messages")


def test_a_join_to_a_full_table_reads_why(transport: HostTransport, qtbot: QtBot) -> None:
    seated = [Peer(transport.port, qtbot) for _ in range(2)]
    for peer in seated:
        peer.send(Join(CODE, "Ann"))
        qtbot.waitUntil(lambda p=peer: Position in p.kinds(), timeout=WAIT_MS)
    late = Peer(transport.port, qtbot)
    late.send(Join(CODE, "Cy"))
    qtbot.waitUntil(lambda: late.ended, timeout=WAIT_MS)
    assert late.messages == [
        Error("every network seat is taken"),
        Bye("every network seat is taken"),
    ]
    assert not any(peer.ended for peer in seated)


def test_a_replaced_connection_reads_its_bye(transport: HostTransport, qtbot: QtBot) -> None:
    old = Peer(transport.port, qtbot)
    old.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: Position in old.kinds(), timeout=WAIT_MS)
    welcome = old.messages[0]
    assert isinstance(welcome, Welcome)
    new = Peer(transport.port, qtbot)  # the same player, from another socket
    new.send(Reconnect(welcome.token, 0))
    qtbot.waitUntil(lambda: old.ended and Position in new.kinds(), timeout=WAIT_MS)
    assert old.messages[-1] == Bye("reconnected elsewhere")
    assert not new.ended and isinstance(new.messages[0], Welcome)
    assert new.messages[0].seat == welcome.seat


def test_a_burst_of_refusals_then_bye_in_one_write_all_arrive(
    transport: HostTransport, qtbot: QtBot
) -> None:
    peer = Peer(transport.port, qtbot)
    peer.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: Position in peer.kinds(), timeout=WAIT_MS)
    ticket = peer.messages[-1]
    assert isinstance(ticket, Position)
    answered = len(peer.messages)
    refused = [Act(ticket.ticket, "play 1A")] * 9 + [Say("   ")]  # out of turn; blank
    peer.send(*refused, Bye("left"))
    qtbot.waitUntil(lambda: peer.ended, timeout=WAIT_MS)
    assert peer.kinds()[answered:] == [Error] * 10 + [Bye]
    assert peer.messages[-1] == Bye("goodbye")


def cut_off_behind_a_backlog(
    transport: HostTransport, qtbot: QtBot
) -> tuple[Peer, list[object], int]:
    """A seated client stops reading while the host's chat fills the system's buffers and
    more waits in the host's socket; then its refused messages get it cut off. The peer,
    the host's socket's states from then on (a list that grows), and the chat lines sent."""
    peer = Peer(transport.port, qtbot)
    peer.socket.readyRead.disconnect()
    peer.socket.setReadBufferSize(1)  # it takes one byte and no more
    peer.send(Join(CODE, "Ann"))
    table = transport.table
    qtbot.waitUntil(lambda: table.taken(1), timeout=WAIT_MS)
    (host_end,) = transport.findChildren(QTcpSocket)
    lines = 0
    for _ in range(1000):  # bounded: 30 MB of chat; a few MB fill the buffers
        for _ in range(100):
            transport.deliver(table.say("x" * 300))
            lines += 1
        host_end.flush()  # the system takes what it can now (as the event loop would)
        if host_end.bytesToWrite() > BACKLOG:
            break
    assert BACKLOG < host_end.bytesToWrite() < transport_module.LARGEST_BACKLOG // 2
    states: list[object] = []
    host_end.stateChanged.connect(states.append)
    peer.send(*[Join(CODE, "Ann")] * 11)  # refused until it is cut off
    qtbot.waitUntil(lambda: not table.taken(1), timeout=WAIT_MS)
    assert states == [QAbstractSocket.SocketState.ClosingState]  # writing what is left
    return peer, states, lines


def test_a_client_that_stops_reading_cannot_keep_a_closing_connection_open(
    transport: HostTransport, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(transport_module, "CLOSING_SECONDS", 0.5)
    _peer, states, _lines = cut_off_behind_a_backlog(transport, qtbot)
    qtbot.waitUntil(lambda: transport.connections == 0, timeout=WAIT_MS)
    assert states == [QAbstractSocket.SocketState.ClosingState, Unconnected]  # cut off


def test_a_closing_connection_counts_until_its_client_has_read_its_bye(
    transport: HostTransport, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(transport_module, "MOST_CONNECTIONS", 1)
    peer, states, lines = cut_off_behind_a_backlog(transport, qtbot)
    assert transport.connections == 1
    turned_away = QTcpSocket()
    turned_away.connectToHost(LOCAL, transport.port)
    qtbot.waitUntil(lambda: turned_away.state() == Unconnected, timeout=WAIT_MS)
    assert turned_away.bytesAvailable() == 0 and transport.connections == 1
    peer.socket.readyRead.connect(peer.read)
    peer.socket.setReadBufferSize(0)  # it reads again: everything, then the end
    qtbot.waitUntil(lambda: peer.ended, timeout=WAIT_MS)
    kinds = peer.kinds()
    assert kinds[:2] == [Welcome, Position] and kinds[-11:] == [Error] * 10 + [Bye]
    assert kinds[2:-11] == [Chat] * lines  # all of the backlog, then the last frames
    assert peer.messages[-1] == Bye(
        "too many refused messages (last: this connection already has a seat)"
    )
    assert transport.connections == 0
    assert states == [QAbstractSocket.SocketState.ClosingState, Unconnected]


def test_a_leaving_client_s_bye_reaches_the_host_behind_what_it_has_not_read(
    qtbot: QtBot,
) -> None:
    """The client side: ``leave`` with chat the host has not read yet still says bye."""
    server = QTcpServer()
    assert server.listen(LOCAL, 0)
    client = NetworkClient(None)
    client.join("127.0.0.1", server.serverPort(), CODE, "Bea")
    qtbot.waitUntil(server.hasPendingConnections, timeout=WAIT_MS)
    host_end = server.nextPendingConnection()
    host_end.setReadBufferSize(1)  # the host does not read for now
    (socket,) = client.findChildren(QTcpSocket)
    qtbot.waitUntil(lambda: socket.state() == Connected, timeout=WAIT_MS)
    line, lines = "y" * 290, 0
    for _ in range(100_000):  # bounded: 30 MB of chat; a few MB fill the buffers
        assert client.say(line)  # written and flushed: the system takes what it can
        lines += 1
        if socket.bytesToWrite() > BACKLOG:
            break
    assert socket.bytesToWrite() > BACKLOG
    client.leave()
    assert client.state == ConnectionState.CLOSED
    host_end.setReadBufferSize(0)  # the host reads again
    decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
    said: list[object] = []

    def read_to_the_end() -> bool:
        decoder.feed(bytes(host_end.readAll().data()))
        while (value := decoder.next_object()) is not None:
            said.append(read_client_message(value))
        return host_end.state() == Unconnected and host_end.bytesAvailable() == 0

    qtbot.waitUntil(read_to_the_end, timeout=WAIT_MS)
    assert said == [Join(CODE, "Bea"), *[Say(line)] * lines, Bye("left")]
    server.close()
