"""A minimal host for the client's tests and the latency benchmark: ``HostTable`` over a
``QTcpServer`` on 127.0.0.1, in the test's event loop.

It stands in for the real host (the lanhost branch's transport and ``NetworkSeat``) so the
client is tested against real sockets: it applies each network seat's ``Answer`` to the
game, plays the seats that are not network seats itself (the first legal action, or what
``choose`` picks), and sends every client its new position through ``HostTable.update``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid

from acquire_qt.engine import Action, Event, Game
from acquire_qt.network.host_logic import (
    Answer,
    Close,
    HostTable,
    Limits,
    Notice,
    Output,
    Send,
)
from acquire_qt.network.transport import close_after_writing


def first_legal(game: Game) -> Action:
    return game.legal_actions()[0]


class MiniHost(QObject):
    """Hosts ``game`` for ``network_seats`` on 127.0.0.1 (a free port: :attr:`port`).

    Signals:
        moved(): the game moved (an action was applied and the clients were sent it).
        noticed(str, int): a table notice (``joined``, ``left`` …) and its seat.
    """

    moved = Signal()
    noticed = Signal(str, int)

    def __init__(
        self,
        game: Game,
        network_seats: Collection[int],
        join_code: str = "ABC234",
        choose: Callable[[Game], Action] = first_legal,
        parent: QObject | None = None,
        *,
        history: Sequence[Event] | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.network_seats = set(network_seats)
        # Scripted clients answer far faster than people: the rate limit is the host's
        # test (test_network_host.py), not the client's.
        fast = Limits(burst=1e9, rate=1e9)
        self.table = HostTable(game, network_seats, join_code, limits=fast, history=history)
        self.choose = choose
        self.server = QTcpServer(self)
        if not self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0):
            raise OSError(self.server.errorString())
        self.port = self.server.serverPort()
        self.sockets: dict[int, QTcpSocket] = {}
        self.applied: list[tuple[int, str]] = []
        """(seat, action text) of every network seat's answer applied."""
        self.server.newConnection.connect(self._accept)

    @Slot()
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            ident = self.table.connect()
            self.sockets[ident] = socket
            socket.readyRead.connect(lambda s=socket, i=ident: self._read(s, i))
            socket.disconnected.connect(lambda i=ident: self._gone(i))

    def _read(self, socket: QTcpSocket, ident: int) -> None:
        self.run(self.table.receive(ident, bytes(socket.readAll().data())))

    def _gone(self, ident: int) -> None:
        if not isValid(self):  # the host is being deleted with its sockets
            return
        socket = self.sockets.pop(ident, None)
        if socket is not None:
            if isValid(socket):
                socket.deleteLater()
            self.run(self.table.disconnected(ident))

    def run(self, outputs: list[Output]) -> None:
        for output in outputs:
            if isinstance(output, Send):
                socket = self.sockets.get(output.connection)
                if socket is not None:
                    socket.write(output.frame)
                    socket.flush()
            elif isinstance(output, Close):
                socket = self.sockets.pop(output.connection, None)
                if socket is not None:
                    close_after_writing(socket)  # its last frames (a bye) first
            elif isinstance(output, Answer):
                self.applied.append((output.seat, str(output.action)))
                self.apply(output.action)
            elif isinstance(output, Notice):
                self.noticed.emit(output.what, output.seat)

    def apply(self, action: Action | str) -> None:
        """Apply an action to the game and send every client its position."""
        events = self.game.apply(action)
        self.run(self.table.update(events))
        self.moved.emit()
        QTimer.singleShot(0, self._play_local)

    def start(self) -> None:
        """Send the positions (after the clients joined) and play the host's seats."""
        self.run(self.table.update([]))
        QTimer.singleShot(0, self._play_local)

    @Slot()
    def _play_local(self) -> None:
        pending = self.game.pending
        if pending is not None and pending.player not in self.network_seats:
            self.apply(self.choose(self.game))

    def drop(self, seat: int) -> None:
        """Cut the connection of ``seat`` as a lost network would (no bye)."""
        for ident, socket in list(self.sockets.items()):
            if self.table.connected(seat) and ident == self._connection_of(seat):
                socket.abort()

    def _connection_of(self, seat: int) -> int | None:
        return self.table._seats[seat].connection  # a test helper may look inside

    def close(self) -> None:
        sockets, self.sockets = self.sockets, {}
        for socket in sockets.values():
            if isValid(socket):
                socket.disconnected.disconnect()
                socket.abort()
        self.server.close()
