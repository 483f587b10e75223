"""The host's transport: Qt Network's TCP server and sockets in the GUI's event loop.

:class:`HostTransport` listens with a ``QTcpServer``; each client gets a ``QTcpSocket``
with low delay (``TCP_NODELAY``: small frames go at once). Bytes read are handed to the
:class:`~.host_logic.HostTable`, whose outputs :meth:`HostTransport.deliver` carries out:
frames are written, connections closed, and a network seat's :class:`~.host_logic.Answer`
and the :class:`~.host_logic.Notice` lines are emitted for the game's owner. The table
decides what a client may do (limits, flood control, turns); the transport only bounds
what the table cannot see: how many connections are open at once, how long one may stay
without a seat, how many bytes may wait unread by a client, and how long a closed one may
take to receive its last frames.

A connection is closed only after the frames written before it have gone
(:func:`close_after_writing`, the client's ``bye`` too): a ``bye`` and the errors before
it reach the client, then its end of the connection closes.

:class:`Announcer` broadcasts the lobby's :class:`~.protocol.Announcement` by UDP every
two seconds. No thread and no asyncio: everything runs in the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket, QUdpSocket

from .host_logic import Answer, Close, HostTable, Notice, Output, Send
from .protocol import ANNOUNCE_SECONDS, DISCOVERY_PORT, Announcement, Bye, encode

MOST_CONNECTIONS = 16
"""Connections open at once; one more is closed as soon as it is accepted."""
SEATLESS_SECONDS = 30
"""How long a connection may stay open without joining or reconnecting."""
LARGEST_BACKLOG = 8 * 1024 * 1024
"""Bytes written to a client and not yet taken by it; over this it is cut off (its seat
waits for its token): a client that stopped reading must not fill the host's memory."""
CLOSING_SECONDS = 10
"""How long a closed connection may take to receive the frames written before it was
closed; then it is cut off (a client that stopped reading cannot keep it open). It counts
among the :data:`MOST_CONNECTIONS` until it is gone."""
READ_CHUNK = 64 * 1024
"""Bytes read from a socket at a time (the table's decoder bounds each frame)."""
CONNECTION = "connection"
"""The property of a socket holding its connection's number in the table."""


class HostTransport(QObject):
    """The TCP side of a hosted game (see the module's docstring).

    Signals: ``answered(Answer)``, a network seat's checked answer; ``noticed(Notice)``,
    a line for the log (joined, left, reconnected, disconnected, chat)."""

    answered = Signal(object)
    noticed = Signal(object)

    def __init__(self, table: HostTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(MOST_CONNECTIONS)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._closing: set[QObject] = set()
        """Sockets whose connection left the table, writing their last frames."""
        self._closed = False
        """Whether :meth:`close` was called: the transport goes when its last socket does."""

    @property
    def port(self) -> int:
        """The port listened on (0 when not listening)."""
        return int(self._server.serverPort()) if self._server.isListening() else 0

    def listen(self, port: int, address: QHostAddress | None = None) -> str | None:
        """Listen on ``port`` (0: any free one) of ``address`` (default: every IPv4 and
        IPv6 address of the machine); None, or why it cannot (for the player)."""
        where = address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Any)
        if self._server.listen(where, port):
            return None
        return str(self._server.errorString())

    @property
    def connections(self) -> int:
        """Connections open, those still writing their last frames among them."""
        return len(self._sockets) + len(self._closing)

    def close(self, reason: str = "the host closed the game") -> None:
        """Stop listening and say goodbye to every client (their seats keep their tokens).
        The transport deletes itself once the last connection has closed (at the latest
        :data:`CLOSING_SECONDS` later): the goodbyes are not cut short."""
        self._server.close()
        for connection in list(self._sockets):
            seat = self.table.seat_of(connection)
            self.deliver(self.table.disconnected(connection))
            socket = self._sockets.pop(connection, None)
            if socket is None:  # cut off meanwhile (a full backlog)
                continue
            if seat is not None:
                socket.write(encode(Bye(reason)))
            self._let_go(socket)
        self._closed = True
        if not self._closing:
            self.deleteLater()

    # -- the table's outputs -----------------------------------------------------------

    def deliver(self, outputs: list[Output]) -> None:
        """Carry out the table's outputs, in order."""
        for output in outputs:
            if isinstance(output, Send):
                socket = self._sockets.get(output.connection)
                if socket is None:
                    continue
                if socket.bytesToWrite() + len(output.frame) > LARGEST_BACKLOG:
                    self._drop(output.connection)
                    continue
                socket.write(output.frame)
            elif isinstance(output, Close):
                socket = self._sockets.pop(output.connection, None)
                if socket is not None:
                    self._let_go(socket)
            elif isinstance(output, Answer):
                self.answered.emit(output)
            elif isinstance(output, Notice):
                self.noticed.emit(output)

    # -- connections -----------------------------------------------------------------------

    @Slot()
    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            if self.connections >= MOST_CONNECTIONS:
                socket.abort()
                socket.deleteLater()
                continue
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            socket.setReadBufferSize(READ_CHUNK)
            connection = self.table.connect()
            self._sockets[connection] = socket
            socket.setProperty(CONNECTION, connection)
            # Slots of this object, not lambdas: Qt cuts them when it is destroyed, before
            # its sockets (a socket being destroyed says it disconnected).
            socket.readyRead.connect(self._ready)
            socket.disconnected.connect(self._gone)
            QTimer.singleShot(SEATLESS_SECONDS * 1000, self, lambda c=connection: self._seatless(c))
            self._read(connection)  # bytes that came with the connection

    def _sender_connection(self) -> int | None:
        sender = self.sender()
        value = sender.property(CONNECTION) if sender is not None else None
        return value if isinstance(value, int) else None

    @Slot()
    def _ready(self) -> None:
        connection = self._sender_connection()
        if connection is not None:
            self._read(connection)

    @Slot()
    def _gone(self) -> None:
        connection = self._sender_connection()
        if connection is not None:
            self._lost(connection)

    def _read(self, connection: int) -> None:
        socket = self._sockets.get(connection)
        while socket is not None and socket.bytesAvailable() > 0:
            data = bytes(socket.read(READ_CHUNK).data())
            if not data:
                break
            self.deliver(self.table.receive(connection, data))
            socket = self._sockets.get(connection)

    def _lost(self, connection: int) -> None:
        """The client closed or dropped: its seat waits for its token."""
        socket = self._sockets.pop(connection, None)
        if socket is not None:
            socket.deleteLater()
        self.deliver(self.table.disconnected(connection))

    def _let_go(self, socket: QTcpSocket) -> None:
        """Close ``socket``, whose connection has left the table, after the frames written
        to it; it counts among the connections until it is gone."""
        socket.readyRead.disconnect(self._ready)
        socket.disconnected.disconnect(self._gone)
        self._closing.add(socket)
        socket.disconnected.connect(self._finished)
        close_after_writing(socket)

    @Slot()
    def _finished(self) -> None:
        """A socket let go of has closed."""
        self._closing.discard(self.sender())
        if self._closed and not self._closing:
            self.deleteLater()

    def _seatless(self, connection: int) -> None:
        if connection in self._sockets and self.table.seat_of(connection) is None:
            self._drop(connection)

    def _drop(self, connection: int) -> None:
        """Cut a connection off without a word (it does not read, or never joined)."""
        socket = self._sockets.pop(connection, None)
        if socket is not None:
            socket.abort()
            socket.deleteLater()
        self.deliver(self.table.disconnected(connection))


def close_after_writing(socket: QTcpSocket) -> None:
    """Close ``socket`` once the bytes written to it have gone, then delete it; one whose
    peer does not take them within :data:`CLOSING_SECONDS` is cut off (``abort``).
    (``deleteLater`` at once would destroy the socket with its bytes unwritten.)"""
    socket.disconnected.connect(socket.deleteLater)
    QTimer.singleShot(int(CLOSING_SECONDS * 1000), socket, socket.abort)
    socket.disconnectFromHost()  # at once when nothing waits; else once it is written


class Announcer(QObject):
    """Broadcasts ``announcement()`` by UDP every :data:`ANNOUNCE_SECONDS` while started.

    ``address`` is the broadcast address by default; tests pass 127.0.0.1."""

    def __init__(
        self,
        announcement: Callable[[], Announcement],
        address: QHostAddress | None = None,
        port: int = DISCOVERY_PORT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._announcement = announcement
        self._address = (
            address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Broadcast)
        )
        self._port = port
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(int(ANNOUNCE_SECONDS * 1000))
        self._timer.timeout.connect(self.announce)
        self.sent = 0
        """Datagrams sent so far."""

    def start(self) -> None:
        self.announce()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    @Slot()
    def announce(self) -> None:
        """Send the announcement now (a failure, e.g. no network, is tried again later)."""
        data = self._announcement().datagram()
        if self._socket.writeDatagram(data, self._address, self._port) == len(data):
            self.sent += 1
