"""Hosts heard on the local network: the discovery datagrams a joining player listens to.

A host with an open lobby broadcasts a small UDP datagram on :data:`DISCOVERY_PORT`
(docs/network-protocol.md): ``{"protocol": "acquire-qt-lan", "version": 1, "name": ...,
"port": ..., "seats_free": ...}`` as JSON, at most :data:`LARGEST_DATAGRAM` bytes. The join
dialog lists what :class:`HostsHeard` hears: every datagram is read strictly
(:func:`read_announcement`: the strict JSON reader, exactly those fields, their types and
ranges) and anything else is ignored; the list is bounded (:data:`MOST_HOSTS`) and a host
not heard for :data:`STALE_SECONDS` is dropped. An announcement carries no join code:
hearing it is not enough to join.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from acquire_qt.engine.record_schema import plain_text
from acquire_qt.engine.strict_json import RecordError, parse

from .protocol import LONGEST_NAME, MOST_PLAYERS, PROTOCOL, VERSION, ProtocolError

__all__ = [
    "DISCOVERY_PORT",
    "Announcement",
    "HostsHeard",
    "read_announcement",
]

DISCOVERY_PORT = 47314
LARGEST_DATAGRAM = 512
MOST_HOSTS = 32
"""Hosts listed at once (the most recently heard)."""
STALE_SECONDS = 7.0
"""A host not heard for this long is dropped (it announces every 2 s)."""
_FIELDS = {"protocol", "version", "name", "port", "seats_free"}


@dataclass(frozen=True, slots=True)
class Announcement:
    """A host heard: where (``address``, ``port``), its player's name and free seats."""

    address: str
    name: str
    port: int
    seats_free: int


def read_announcement(data: bytes, address: str) -> Announcement:
    """The announcement a datagram from ``address`` holds; :class:`ProtocolError` if it
    is not exactly one."""
    if len(data) > LARGEST_DATAGRAM:
        raise ProtocolError("a datagram too long to be an announcement")
    try:
        value = parse(data, LARGEST_DATAGRAM)
    except RecordError as error:
        raise ProtocolError(f"a datagram that is not read: {error}") from None
    if not isinstance(value, dict) or set(value) != _FIELDS:
        raise ProtocolError("a datagram that is not an announcement")
    if value["protocol"] != PROTOCOL or type(value["version"]) is not int:
        raise ProtocolError("an announcement of another program")
    if value["version"] != VERSION:
        raise ProtocolError("an announcement of another protocol version")
    name, port, free = value["name"], value["port"], value["seats_free"]
    if not isinstance(name, str) or not 0 < len(name.strip()) <= LONGEST_NAME:
        raise ProtocolError("an announcement without a name")
    if not plain_text(name):
        raise ProtocolError("an announcement whose name holds control characters")
    if type(port) is not int or not 1 <= port <= 65535:
        raise ProtocolError("an announcement without a port")
    if type(free) is not int or not 0 <= free <= MOST_PLAYERS:
        raise ProtocolError("an announcement without its free seats")
    return Announcement(address, name.strip(), port, free)


def _address_text(address: QHostAddress) -> str:
    """An address as a player types it: IPv4 plainly (not ``::ffff:1.2.3.4``)."""
    text = address.toString()
    return text[7:] if text.startswith("::ffff:") and "." in text else text


class HostsHeard(QObject):
    """Listens for announcements on ``port`` and keeps the list of hosts heard.

    ``clock`` is injectable for tests. :attr:`listening` says whether the port could be
    bound (another program may hold it; typing an address works anyway).

    Signals:
        changed(): the list (:meth:`hosts`) changed.
    """

    changed = Signal()

    def __init__(
        self,
        port: int = DISCOVERY_PORT,
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._clock = clock
        self._heard: dict[tuple[str, int], tuple[Announcement, float]] = {}
        self.ignored = 0
        """Datagrams that were not announcements."""
        self.socket = QUdpSocket(self)
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        self.listening = bool(
            self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port, mode)
        )
        self.socket.readyRead.connect(self._read)
        self._sweep = QTimer(self)
        self._sweep.setInterval(1000)
        self._sweep.timeout.connect(self.drop_stale)
        self._sweep.start()

    def hosts(self) -> list[Announcement]:
        """The hosts heard, most recently heard first."""
        entries = sorted(self._heard.values(), key=lambda entry: -entry[1])
        return [announcement for announcement, _ in entries]

    def heard(self, data: bytes, address: str) -> bool:
        """Take one datagram from ``address``; False (and counted) if it was ignored."""
        try:
            announcement = read_announcement(data, address)
        except ProtocolError:
            self.ignored += 1
            return False
        key = (announcement.address, announcement.port)
        self._heard.pop(key, None)
        self._heard[key] = (announcement, self._clock())
        while len(self._heard) > MOST_HOSTS:  # the least recently heard goes
            del self._heard[next(iter(self._heard))]
        self.changed.emit()
        return True

    @Slot()
    def drop_stale(self) -> None:
        """Forget hosts not heard for :data:`STALE_SECONDS`."""
        now = self._clock()
        stale = [key for key, (_, when) in self._heard.items() if now - when > STALE_SECONDS]
        for key in stale:
            del self._heard[key]
        if stale:
            self.changed.emit()

    @Slot()
    def _read(self) -> None:
        socket = self.socket
        for _ in range(256):  # bounded: what is left is read at the next readyRead
            if not socket.hasPendingDatagrams():
                return
            size = socket.pendingDatagramSize()
            if size > LARGEST_DATAGRAM:
                socket.readDatagram(0)  # drops it unread
                self.ignored += 1
                continue
            data, sender, _port = socket.readDatagram(max(size, 1))
            self.heard(bytes(data.data()), _address_text(sender))

    def close(self) -> None:
        self._sweep.stop()
        self.socket.close()
