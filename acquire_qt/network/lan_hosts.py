"""Hosts heard on the local network: the discovery datagrams a joining player listens to.

A host with an open lobby broadcasts an :class:`~.protocol.Announcement` on
:data:`~.protocol.DISCOVERY_PORT` every two seconds (docs/network-protocol.md). The join
dialog lists what :class:`HostsHeard` hears: every datagram is read strictly
(:func:`~.protocol.read_announcement`: the strict JSON reader, exactly its fields, their
types and ranges) and anything else is ignored; the list is bounded (:data:`MOST_HOSTS`) and a host
not heard for :data:`STALE_SECONDS` is dropped. An announcement carries no join code:
hearing it is not enough to join.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from .protocol import DISCOVERY_PORT, LARGEST_ANNOUNCEMENT, ProtocolError, read_announcement

__all__ = ["HostHeard", "HostsHeard", "read_host_heard"]

MOST_HOSTS = 32
"""Hosts listed at once (the most recently heard)."""
STALE_SECONDS = 7.0
"""A host not heard for this long is dropped (it announces every 2 s)."""


@dataclass(frozen=True, slots=True)
class HostHeard:
    """A host heard: where (``address`` and its announcement's TCP ``port``), its
    player's name and its free seats."""

    address: str
    name: str
    port: int
    seats_free: int


def read_host_heard(data: bytes, address: str) -> HostHeard:
    """The host a datagram from ``address`` announces (:func:`~.protocol.read_announcement`,
    strictly); :class:`~.protocol.ProtocolError` if it is not an announcement."""
    announcement = read_announcement(data)
    name = announcement.name.strip()
    if not name:
        raise ProtocolError("an announcement without a name")
    return HostHeard(address, name, announcement.port, announcement.seats_free)


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
        self._heard: dict[tuple[str, int], tuple[HostHeard, float]] = {}
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

    def hosts(self) -> list[HostHeard]:
        """The hosts heard, most recently heard first."""
        entries = sorted(self._heard.values(), key=lambda entry: -entry[1])
        return [announcement for announcement, _ in entries]

    def heard(self, data: bytes, address: str) -> bool:
        """Take one datagram from ``address``; False (and counted) if it was ignored."""
        try:
            announcement = read_host_heard(data, address)
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
            if size > LARGEST_ANNOUNCEMENT:
                socket.readDatagram(0)  # drops it unread
                self.ignored += 1
                continue
            data, sender, _port = socket.readDatagram(max(size, 1))
            self.heard(bytes(data.data()), _address_text(sender))

    def close(self) -> None:
        self._sweep.stop()
        self.socket.close()
