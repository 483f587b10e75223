"""A joining player's connection to a hosted game: :class:`NetworkClient`, over Qt's TCP.

The client runs in the GUI's event loop (a ``QTcpSocket`` with ``LowDelayOption``, no
thread). It joins with the host's address, port, join code and a name; the host's frames
are read with :class:`~.protocol.FrameDecoder` under :data:`~.protocol.LARGEST_HOST_FRAME`
and :func:`~.protocol.read_host_message`, strictly: a broken frame length closes the
connection, a frame that does not read is dropped (and counted), nothing the host sends
can crash the client.

The seat token of ``welcome`` is kept in memory and, so that a restarted program can
take its seat back, in :class:`SeatTokens` (``joined-seats.json`` in the storage root,
the user data dir; one entry per host address and port). When the connection drops the
client reconnects by itself with the token, after :data:`RETRY_DELAYS` (bounded: after
the last it gives up and says so); a ``bye`` from the host or :meth:`NetworkClient.leave`
ends it for good.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from acquire_qt.engine import RecordError, parse
from acquire_qt.storage import write_atomically

from .protocol import (
    DEFAULT_PORT,
    LARGEST_HOST_FRAME,
    TOKEN,
    Act,
    Bye,
    Chat,
    Error,
    FrameDecoder,
    Join,
    Message,
    NetWorths,
    Position,
    ProtocolError,
    Reconnect,
    Say,
    SeatNews,
    Welcome,
    encode,
    read_client_message,
    read_host_message,
)
from .transport import close_after_writing

__all__ = [
    "RETRY_DELAYS",
    "ConnectionState",
    "NetworkClient",
    "SeatToken",
    "SeatTokens",
]

RETRY_DELAYS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0)
"""Seconds before each attempt to reconnect after the connection dropped (32 s in all)."""
CONNECT_SECONDS = 5.0
"""How long one attempt to reach the host may take."""
MOST_BAD_FRAMES = 20
"""Frames from the host that do not read before the client gives up on it."""
TOKENS_FILE = "joined-seats.json"
"""The seat tokens of games joined (the host keeps its own in ``network-seats.json``)."""
MOST_TOKENS = 32
"""Seat tokens kept (the most recent hosts)."""


def _sentence(text: str) -> str:
    """``text`` (Qt's socket error, say) as a sentence: a capital and a full stop."""
    text = text.strip() or "no answer"
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else text + "."


class ConnectionState:
    """The client's connection, as :attr:`NetworkClient.state` names it."""

    IDLE = "idle"
    CONNECTING = "connecting"
    """Reaching the host and joining (the first time)."""
    SEATED = "seated"
    """Connected and at a seat."""
    RECONNECTING = "reconnecting"
    """The connection dropped; trying again with the seat token."""
    CLOSED = "closed"
    """Given up, left, or sent away by the host."""


@dataclass(frozen=True)
class SeatToken:
    """The seat token a host gave, and the name the player joined with."""

    token: str
    name: str


class SeatTokens:
    """Seat tokens by host (``address:port``) in a small JSON file, written atomically.

    A file that does not read is treated as empty (the worst that happens: joining again
    with the code)."""

    def __init__(self, root: Path) -> None:
        self.path = root / TOKENS_FILE

    @staticmethod
    def key(address: str, port: int) -> str:
        return f"{address.strip().lower()}:{port}"

    def _read(self) -> dict[str, Any]:
        try:
            value = parse(self.path.read_bytes(), 64 * 1024)
        except (OSError, RecordError):
            return {}
        return value if isinstance(value, dict) else {}

    def get(self, address: str, port: int) -> SeatToken | None:
        entry = self._read().get(self.key(address, port))
        if not isinstance(entry, dict):
            return None
        token, name = entry.get("token"), entry.get("name")
        if not isinstance(token, str) or not TOKEN.fullmatch(token) or not isinstance(name, str):
            return None
        return SeatToken(token, name)

    def put(self, address: str, port: int, token: SeatToken | None) -> None:
        """Remember (or, with None, forget) the token for a host; errors are ignored (the
        token stays in memory)."""
        data = {k: v for k, v in self._read().items() if isinstance(v, dict)}
        key = self.key(address, port)
        data.pop(key, None)
        if token is not None:
            data[key] = {"token": token.token, "name": token.name}
        kept = dict(list(data.items())[-MOST_TOKENS:])
        with contextlib.suppress(OSError):
            write_atomically(self.path, json.dumps(kept, indent=1))


class NetworkClient(QObject):
    """One connection to a host (see the module's docstring).

    Signals:
        state_changed(str, str): the :class:`ConnectionState` and a line for the player.
        welcomed(int, list): seated at this seat; the players' names by seat.
        position_received(object): a :class:`~.protocol.Position` for this seat.
        error_received(str): the host refused the last message (nothing changed).
        chat_received(int, str): a chat line from a seat (-1: the host's player).
        seat_news(str, int, str): what happened (``joined``, ``left``, …: the protocol's
            ``SEAT_NEWS``) to the player named at another seat.
        net_worths_received(list): the finished game's net worths, ``[turn][seat]``.
        frame_refused(str): a frame from the host did not read and was dropped.
    """

    state_changed = Signal(str, str)
    welcomed = Signal(int, list)
    position_received = Signal(object)
    error_received = Signal(str)
    chat_received = Signal(int, str)
    seat_news = Signal(str, int, str)
    net_worths_received = Signal(list)
    frame_refused = Signal(str)

    def __init__(
        self,
        tokens: SeatTokens | None = None,
        parent: QObject | None = None,
        *,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
    ) -> None:
        super().__init__(parent)
        self._tokens = tokens
        self._delays = retry_delays
        self._socket: QTcpSocket | None = None
        self._decoder = FrameDecoder(LARGEST_HOST_FRAME)
        self.address = ""
        self.port = DEFAULT_PORT
        self._code = ""
        self.name = ""
        self.token: str | None = None
        self.seat: int | None = None
        self.players: tuple[str, ...] = ()
        """The players' names by seat (from ``welcome``)."""
        self.present: set[int] = set()
        """The network seats whose player is connected to the host (this one included
        while seated), from ``welcome`` and each ``seat_news``."""
        self.seen = 0
        """Events of the log received so far (sent with a reconnection)."""
        self.last_position: Position | None = None
        self.net_worths: list[list[int]] | None = None
        """The finished game's net worths, ``[turn][seat]``, once the host sent them."""
        self.state = ConnectionState.IDLE
        self.bad_frames = 0
        self._seated_here = False
        """Whether the host welcomed this connection to a seat."""
        self._attempt = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.setInterval(int(CONNECT_SECONDS * 1000))
        self._timeout.timeout.connect(self._connect_timed_out)

    # -- the player's side -----------------------------------------------------------------

    def join(self, address: str, port: int, code: str, name: str) -> None:
        """Join the game at ``address``:``port`` with the join code and a name. A seat
        token kept from an earlier game at that host is tried first."""
        self._reset()
        self.address, self.port, self._code, self.name = address.strip(), port, code, name
        kept = self._tokens.get(self.address, port) if self._tokens is not None else None
        self.token = kept.token if kept is not None else None
        self._set_state(ConnectionState.CONNECTING, self.tr("Connecting…"))
        self._open()

    def act(self, ticket: int, action: str) -> bool:
        """Answer the decision of the position ``ticket``; False if not connected."""
        return self._send(Act(ticket, action))

    def say(self, text: str) -> bool:
        """A chat line to everyone; False if not connected (or not a chat line)."""
        message = Say(text)
        try:
            read_client_message(message.to_json())  # the host's own check of a chat line
        except ProtocolError:
            return False
        return self._send(message)

    def leave(self) -> None:
        """Leave the game for good (the host keeps the seat for the token)."""
        self._end(self.tr("You left the game."), Bye("left"))

    # -- the connection ------------------------------------------------------------------

    def _reset(self) -> None:
        self._retry.stop()
        self._close_socket()
        self._attempt = 0
        self.seen = 0
        self.seat = None
        self.present = set()
        self.last_position = None
        self.net_worths = None
        self.bad_frames = 0

    @Slot()
    def _open(self) -> None:
        self._close_socket()
        self._decoder = FrameDecoder(LARGEST_HOST_FRAME)
        self._seated_here = False
        socket = self._socket = QTcpSocket(self)
        socket.connected.connect(self._connected)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._dropped)
        socket.errorOccurred.connect(self._failed)
        self._timeout.start()
        socket.connectToHost(self.address, self.port)

    def _close_socket(self, farewell: Bye | None = None) -> None:
        """Close the connection, at once or, with a ``farewell`` to send, once it is
        written (bounded: :func:`~.transport.close_after_writing`)."""
        self._timeout.stop()
        socket, self._socket = self._socket, None
        if socket is None:
            return
        for signal in (socket.connected, socket.readyRead, socket.disconnected):
            signal.disconnect()
        socket.errorOccurred.disconnect()
        if farewell is not None and socket.state() == QAbstractSocket.SocketState.ConnectedState:
            socket.write(encode(farewell))
            close_after_writing(socket)
        else:
            socket.abort()
            socket.deleteLater()

    @Slot()
    def _connected(self) -> None:
        self._timeout.stop()
        socket = self._socket
        assert socket is not None
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        if self.token is not None:
            self._send(Reconnect(self.token, self.seen))
        else:
            self._send(Join(self._code, self.name))

    @Slot()
    def _connect_timed_out(self) -> None:
        self._lost(self.tr("The host did not answer."))

    @Slot(QAbstractSocket.SocketError)
    def _failed(self, _error: QAbstractSocket.SocketError) -> None:
        socket = self._socket
        self._lost(socket.errorString() if socket is not None else "")

    @Slot()
    def _dropped(self) -> None:
        self._lost(self.tr("The connection to the host was lost."))

    def _lost(self, why: str) -> None:
        """The connection failed or dropped: try again with the token, within bounds."""
        if self.state in (ConnectionState.CLOSED, ConnectionState.IDLE):
            return
        self._close_socket()
        if self.token is None and self.seat is None and self.state == ConnectionState.CONNECTING:
            self._set_state(
                ConnectionState.CLOSED,
                self.tr("Could not join {host}: {why}").format(
                    host=self._where(), why=_sentence(why)
                ),
            )
            return
        if self._attempt >= len(self._delays):
            self._set_state(
                ConnectionState.CLOSED,
                self.tr("Gave up reconnecting to {host}: {why}").format(
                    host=self._where(), why=_sentence(why)
                ),
            )
            return
        delay = self._delays[self._attempt]
        self._attempt += 1
        self._set_state(
            ConnectionState.RECONNECTING,
            self.tr("{why} Reconnecting (attempt {n} of {most})…").format(
                why=_sentence(why), n=self._attempt, most=len(self._delays)
            ),
        )
        self._retry.start(int(delay * 1000))

    def _where(self) -> str:
        return f"{self.address}:{self.port}"

    def _send(self, message: Message) -> bool:
        socket = self._socket
        if socket is None or socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        socket.write(encode(message))
        socket.flush()  # to the system now, not when the event loop comes round again
        return True

    @Slot()
    def _read(self) -> None:
        socket = self._socket
        if socket is None:
            return
        self._decoder.feed(bytes(socket.readAll().data()))
        while self._socket is socket:
            try:
                value = self._decoder.next_object()
                if value is None:
                    return
                message = read_host_message(value)
            except ProtocolError as error:
                self._refused(str(error), error.fatal)
                continue
            self._handle(message)

    def _refused(self, why: str, fatal: bool) -> None:
        self.bad_frames += 1
        self.frame_refused.emit(why)
        if fatal or self.bad_frames > MOST_BAD_FRAMES:
            self._end(
                self.tr("The host sent something this program cannot read ({why}).").format(why=why)
            )

    def _handle(self, message: Message) -> None:
        if isinstance(message, Welcome):
            self._welcome(message)
        elif isinstance(message, Position):
            if self.seat is None or message.seat != self.seat:
                self._refused("a position for another seat", False)
                return
            self.seen = message.events_from + len(message.events)
            self.last_position = message
            self.position_received.emit(message)
        elif isinstance(message, Error):
            if self._seated_here:
                self.error_received.emit(message.text)
            elif self.token is not None:  # the reconnection with the token was refused
                self._token_refused()
            else:  # a wrong join code, a full table: not joined
                self._end(self.tr("The host refused: {why}").format(why=message.text))
        elif isinstance(message, Chat):
            self.chat_received.emit(message.seat, message.text)
        elif isinstance(message, SeatNews | NetWorths) and self.seat is None:
            self._refused(f"a {type(message).__name__} before welcome", False)
        elif isinstance(message, SeatNews):
            if message.what in ("joined", "reconnected"):
                self.present.add(message.seat)
            else:
                self.present.discard(message.seat)
            self.seat_news.emit(message.what, message.seat, message.name)
        elif isinstance(message, NetWorths):
            self.net_worths = [list(row) for row in message.history]
            self.net_worths_received.emit(self.net_worths)
        elif isinstance(message, Bye):
            self._end(
                self.tr("The host ended the connection: {reason}").format(reason=message.reason)
            )

    def _welcome(self, message: Welcome) -> None:
        rejoined = self.seat is not None
        if rejoined and message.seat != self.seat:
            self._refused("a welcome to another seat", True)
            return
        self.seat = message.seat
        self._seated_here = True
        self.players = message.players
        self.present = {*message.present, message.seat}
        self.token = message.token
        self._attempt = 0
        if self._tokens is not None:
            self._tokens.put(self.address, self.port, SeatToken(message.token, self.name))
        self.welcomed.emit(message.seat, list(message.players))
        text = self.tr("Reconnected to {host}.") if rejoined else self.tr("Joined {host}.")
        self._set_state(ConnectionState.SEATED, text.format(host=self._where()))

    def _token_refused(self) -> None:
        """The token is not valid here (a kept one from an earlier game, or a seat the
        host freed meanwhile): join again with the code, at whichever seat is free."""
        self.token = None
        self.seat = None
        if self._tokens is not None:
            self._tokens.put(self.address, self.port, None)
        if self._code:
            self.seen = 0
            self._send(Join(self._code, self.name))
        else:
            self._end(self.tr("The host no longer keeps this seat."))

    def _end(self, text: str, farewell: Bye | None = None) -> None:
        """Close for good (no reconnecting), telling the player ``text`` (and the host
        ``farewell``)."""
        self._retry.stop()
        self._close_socket(farewell)
        self._set_state(ConnectionState.CLOSED, text)

    def _set_state(self, state: str, text: str) -> None:
        self.state = state
        self.state_changed.emit(state, text)
