"""The wire protocol of network play: frames, and the messages they carry, checked strictly.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON: one
object with a ``type`` and the fields of that type, nothing else. :func:`encode` makes a
frame from a message; :class:`FrameDecoder` takes bytes in chunks of any size, as they
come off a socket, and gives back each whole frame's JSON object, parsed through
:mod:`acquire_qt.engine.strict_json` (size, nesting and number limits). Then
:func:`read_client_message` and :func:`read_host_message` check every field of a message
(its type, range and length; text is plain, without control characters) and build the
frozen dataclass of that message. Anything else is a :class:`ProtocolError`, whose
message is for the player on the other side.

The messages, by direction (docs/network-protocol.md has them field by field):

- client to host: :class:`Join` (protocol, version, join code, name), :class:`Reconnect`
  (protocol, version, seat token, events already seen), :class:`Act` (a decision's ticket
  and the action text), :class:`Say` (chat), :class:`Bye`;
- host to client: :class:`Welcome` (the seat and its token, who is connected),
  :class:`Position` (what the seat may see), :class:`Error`, :class:`Chat`,
  :class:`SeatNews` (another player joined, left, reconnected, was disconnected or gave
  up their seat), :class:`NetWorths` (each turn's net worths, once the game is over),
  :class:`Bye`.

Besides the frames, a host with an open lobby broadcasts an :class:`Announcement` (one UDP
datagram of JSON, no length prefix) every two seconds on :data:`DISCOVERY_PORT`;
:func:`read_announcement` reads one strictly.

No Qt and no sockets here: the transport is the caller's.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from acquire_qt.engine import LARGEST_FILE, LONGEST_ACTION, RecordError, parse, plain_text
from acquire_qt.engine import LONGEST_NAME as LONGEST_PLAYER

PROTOCOL = "acquire-qt-lan"
"""The protocol's name, in :class:`Join` and :class:`Reconnect` and :class:`Welcome`."""
VERSION = 2
"""This program's protocol version; a client of another version is turned away. Version 2
added :class:`SeatNews`, :class:`NetWorths` and the ``present`` seats of :class:`Welcome`."""

HEADER = 4
"""Bytes of a frame's length prefix (big-endian, unsigned)."""
LARGEST_CLIENT_FRAME = 16 * 1024
"""Bytes of one frame from a client: its longest message (a chat) is under 2 KiB."""
LARGEST_HOST_FRAME = LARGEST_FILE
"""Bytes of one frame from the host (4 MiB, the strict reader's limit for a file): a
position is about 2.5 KB, with a whole classic game's events about 27 KB."""

LONGEST_NAME = 24
"""Characters of a joining player's name (as the new-game dialog allows; a game loaded
from a save may have names up to ``LONGEST_PLAYER``, 40)."""
JOIN_CODE_LENGTH = 6
JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits that cannot be mistaken for each other when read out (no O/0, I/1)."""
TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""What a seat token looks like (``secrets.token_urlsafe``'s alphabet)."""
JOIN_CODE = re.compile(rf"[A-Za-z0-9]{{1,{JOIN_CODE_LENGTH}}}")
LONGEST_CHAT = 300
"""Characters of one chat line."""
LONGEST_ERROR = 500
LONGEST_REASON = 200
MOST_PLAYERS = 8
MOST_LEGAL = 4096
"""Legal actions listed in one position (Space Monopoly's largest board has 672 squares)."""
MOST_EVENTS = 100_000
MOST_TICKET = (1 << 53) - 1
"""Tickets, event counts and amounts of money stay within what every JSON reader holds
exactly."""
MOST_TURNS = 10_000
"""Rows of a :class:`NetWorths` history (a classic game has about 100 turns; the host
sends the last this many)."""
SEAT_NEWS = ("joined", "reconnected", "left", "disconnected", "released", "handed_to_ai")
"""What a :class:`SeatNews` may tell: a player joined (took a free seat with the join
code), reconnected (with their token), left (their connection closed or dropped: the seat
waits for them), was disconnected (cut off for misbehaving: the seat is free), their seat
was released by the host (free for the join code) or handed to an AI."""
DEFAULT_PORT = 47313
"""The host's TCP port unless the host chooses another."""
DISCOVERY_PORT = 47314
"""The UDP port announcements are broadcast to."""
LARGEST_ANNOUNCEMENT = 512
"""Bytes of one announcement datagram."""
ANNOUNCE_SECONDS = 2.0
"""How often a host with an open lobby announces itself."""


class ProtocolError(ValueError):
    """Bytes or a message that break the protocol; the message says how, for a player.

    ``fatal`` when the frames cannot be told apart any more (a bad length): the
    connection must close. Otherwise only that frame is refused."""

    def __init__(self, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.fatal = fatal


# -- frames ---------------------------------------------------------------------------------


def encode(message: Message) -> bytes:
    """The frame of ``message``: its length, then its JSON (plain ASCII)."""
    payload = json.dumps(message.to_json(), separators=(",", ":")).encode("ascii")
    return len(payload).to_bytes(HEADER, "big") + payload


class FrameDecoder:
    """Whole frames out of bytes that come in chunks of any size.

    :meth:`feed` the bytes as they arrive, then call :meth:`next_object` until it returns
    None. A frame longer than ``limit`` (or empty) is fatal: the stream cannot be read on.
    A frame of bad JSON, or of JSON that is not an object, is refused alone."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._buffer = bytearray()
        self._broken = False

    @property
    def buffered(self) -> int:
        """Bytes received and not yet taken as a frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> None:
        """Take bytes received (any number, any split); none once the frames are broken."""
        if not self._broken:
            self._buffer += data

    def next_object(self) -> dict[str, Any] | None:
        """The next whole frame's JSON object, or None until one is complete.

        :class:`ProtocolError` for a bad frame (consumed; fatal as above)."""
        if self._broken:
            raise ProtocolError("the connection's frames are broken", fatal=True)
        buffer = self._buffer
        if len(buffer) < HEADER:
            return None
        length = int.from_bytes(buffer[:HEADER], "big")
        if not 0 < length <= self._limit:
            self._broken = True
            self._buffer = bytearray()
            raise ProtocolError(
                f"a message of {length} bytes (the limit is {self._limit})", fatal=True
            )
        if len(buffer) < HEADER + length:
            return None
        payload = bytes(buffer[HEADER : HEADER + length])
        del buffer[: HEADER + length]
        try:
            value = parse(payload, self._limit)
        except RecordError as error:
            raise ProtocolError(f"a message that is not read: {error}") from None
        if not isinstance(value, dict):
            raise ProtocolError("a message that is not a JSON object")
        return value


# -- field checks ---------------------------------------------------------------------------


def _fields(data: dict[str, Any], kind: str, names: tuple[str, ...]) -> None:
    """``data`` has exactly the fields ``type`` and ``names``."""
    expected = {"type", *names}
    if set(data) != expected:
        odd = sorted(set(data) ^ expected)
        raise ProtocolError(f"a {kind} message with a wrong set of fields ({odd[0]!r})")


def _text(data: dict[str, Any], key: str, longest: int, empty: bool = False) -> str:
    value = data[key]
    if not isinstance(value, str) or len(value) > longest or not (empty or value.strip()):
        raise ProtocolError(f"{key!r} must be text of at most {longest} characters")
    if not plain_text(value):
        raise ProtocolError(f"{key!r} holds control characters")
    return value


def _word(data: dict[str, Any], key: str, pattern: re.Pattern[str]) -> str:
    value = data[key]
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise ProtocolError(f"{key!r} is not a {key} of this game")
    return value


def _integer(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError(f"{key!r} must be a whole number from {low} to {high}")
    return value


def _hello(data: dict[str, Any], other: str) -> None:
    """The protocol name and version of a :class:`Join`, :class:`Reconnect`,
    :class:`Welcome` or :class:`Announcement`, sent by ``other`` ("client" or "host")."""
    if data.get("protocol") != PROTOCOL:
        raise ProtocolError("this is not a game of acquire-qt")
    version = data.get("version")
    if version != VERSION or type(version) is not int:
        theirs = f"version {version}" if type(version) is int else "another version"
        here = "host" if other == "client" else "client"
        raise ProtocolError(
            f"the {here} speaks version {VERSION} of the network protocol and the {other}"
            f" {theirs}: every computer at the table needs the same version of acquire-qt"
        )


def _texts(data: dict[str, Any], key: str, most: int, longest: int) -> tuple[str, ...]:
    value = data[key]
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{key!r} must be a list of at most {most} entries")
    return tuple(_text({key: v}, key, longest) for v in value)


def _objects(data: dict[str, Any], key: str, most: int) -> tuple[dict[str, Any], ...]:
    value = data[key]
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{key!r} must be a list of at most {most} entries")
    for entry in value:
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            raise ProtocolError(f"every entry of {key!r} must be an object with a kind")
    return tuple(value)


def _seats(data: dict[str, Any], key: str) -> tuple[int, ...]:
    """A list of seats, each once, in order."""
    value = data[key]
    if not isinstance(value, list) or len(value) > MOST_PLAYERS:
        raise ProtocolError(f"{key!r} must be a list of at most {MOST_PLAYERS} seats")
    seats = tuple(_integer({key: seat}, key, 0, MOST_PLAYERS - 1) for seat in value)
    if any(a >= b for a, b in pairwise(seats)):
        raise ProtocolError(f"{key!r} must list each seat once, in order")
    return seats


def _history(value: Any) -> tuple[tuple[int, ...], ...]:
    """Net worths by turn and seat: rows of one whole number per player, all as long."""
    if not isinstance(value, list) or not 0 < len(value) <= MOST_TURNS:
        raise ProtocolError(f"'history' must be a list of 1 to {MOST_TURNS} turns")
    rows = []
    for row in value:
        if not isinstance(row, list) or not 0 < len(row) <= MOST_PLAYERS:
            raise ProtocolError(f"each turn of 'history' must list 1 to {MOST_PLAYERS} players")
        rows.append(tuple(_integer({"worth": worth}, "worth", 0, MOST_TICKET) for worth in row))
    if len({len(row) for row in rows}) != 1:
        raise ProtocolError("every turn of 'history' must list the same players")
    return tuple(rows)


# -- client to host -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Join:
    """Take a free seat: the join code the host read out, and the player's name."""

    code: str
    name: str

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "join",
            "protocol": PROTOCOL,
            "version": VERSION,
            "code": self.code,
            "name": self.name,
        }


@dataclass(frozen=True, slots=True)
class Reconnect:
    """Take back one's seat with its token; ``seen`` events of the log are already known."""

    token: str
    seen: int

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "reconnect",
            "protocol": PROTOCOL,
            "version": VERSION,
            "token": self.token,
            "seen": self.seen,
        }


@dataclass(frozen=True, slots=True)
class Act:
    """Answer the decision of the position numbered ``ticket`` with action text."""

    ticket: int
    action: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "act", "ticket": self.ticket, "action": self.action}


@dataclass(frozen=True, slots=True)
class Say:
    """A chat line from a client."""

    text: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "say", "text": self.text}


@dataclass(frozen=True, slots=True)
class Bye:
    """Leaving (either side), with a reason for the log."""

    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "bye", "reason": self.reason}


ClientMessage = Join | Reconnect | Act | Say | Bye


def read_client_message(data: dict[str, Any]) -> ClientMessage:
    """The client message ``data`` holds, every field checked; :class:`ProtocolError`."""
    kind = data.get("type")
    if kind == "join":
        _fields(data, kind, ("protocol", "version", "code", "name"))
        _hello(data, "client")
        return Join(_word(data, "code", JOIN_CODE), _text(data, "name", LONGEST_NAME))
    if kind == "reconnect":
        _fields(data, kind, ("protocol", "version", "token", "seen"))
        _hello(data, "client")
        return Reconnect(_word(data, "token", TOKEN), _integer(data, "seen", 0, MOST_EVENTS))
    if kind == "act":
        _fields(data, kind, ("ticket", "action"))
        return Act(_integer(data, "ticket", 0, MOST_TICKET), _text(data, "action", LONGEST_ACTION))
    if kind == "say":
        _fields(data, kind, ("text",))
        return Say(_text(data, "text", LONGEST_CHAT))
    if kind == "bye":
        _fields(data, kind, ("reason",))
        return Bye(_text(data, "reason", LONGEST_REASON, empty=True))
    raise ProtocolError("a message of a type the host does not know")


# -- host to client -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Welcome:
    """The client sits at ``seat``; ``token`` takes the seat back after a reconnection.
    ``present``: the network seats whose player is connected now (this one among them),
    in order; :class:`SeatNews` tells of every change after."""

    seat: int
    token: str
    players: tuple[str, ...]
    present: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "welcome",
            "protocol": PROTOCOL,
            "version": VERSION,
            "seat": self.seat,
            "token": self.token,
            "players": list(self.players),
            "present": list(self.present),
        }


@dataclass(frozen=True, slots=True)
class Position:
    """What one seat may see, numbered ``ticket`` (a new number whenever the game moved).

    ``view`` is ``game.view(seat)``; ``hand`` the seat's tiles; ``decision`` the pending
    decision when it is this seat's (as in the view), with ``legal`` its legal actions as
    text (else None and empty). ``events`` are the log's events from number
    ``events_from`` on, with other seats' drawn tiles hidden (``tile`` null); a client
    replaces its log from that number on. ``may_propose`` (protocol version 2): whether
    this seat's own pending decision may carry a trade proposal (house rule player
    trading; proposals are never among ``legal``); false when the decision is not
    this seat's."""

    seat: int
    ticket: int
    view: dict[str, Any]
    hand: tuple[str, ...]
    decision: dict[str, Any] | None
    legal: tuple[str, ...]
    events_from: int
    events: tuple[dict[str, Any], ...]
    may_propose: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "position",
            "seat": self.seat,
            "ticket": self.ticket,
            "view": self.view,
            "hand": list(self.hand),
            "decision": self.decision,
            "legal": list(self.legal),
            "events_from": self.events_from,
            "events": list(self.events),
            "may_propose": self.may_propose,
        }


@dataclass(frozen=True, slots=True)
class Error:
    """A refusal: the message or action changed nothing; ``text`` says why."""

    text: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "error", "text": self.text}


@dataclass(frozen=True, slots=True)
class Chat:
    """A chat line relayed by the host: who (a seat, or -1 for the host) and what."""

    seat: int
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "chat", "seat": self.seat, "text": self.text}


@dataclass(frozen=True, slots=True)
class SeatNews:
    """Another player's seat changed: ``what`` (one of :data:`SEAT_NEWS`) happened to
    the player ``name`` at ``seat``. The host sends it to every other connected client."""

    what: str
    seat: int
    name: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "seat_news", "what": self.what, "seat": self.seat, "name": self.name}


@dataclass(frozen=True, slots=True)
class NetWorths:
    """Each player's net worth (cash plus shares at the current prices) at the start of
    the game and after every turn, ``history[turn][seat]``: the game-over dialog's chart.
    Sent only once the game is over, when every holding is public (with the
    ``hidden_holdings`` house rule no client could work it out during the game)."""

    history: tuple[tuple[int, ...], ...]

    def to_json(self) -> dict[str, Any]:
        return {"type": "net_worths", "history": [list(row) for row in self.history]}


HostMessage = Welcome | Position | Error | Chat | SeatNews | NetWorths | Bye
Message = ClientMessage | HostMessage


def read_host_message(data: dict[str, Any]) -> HostMessage:
    """The host message ``data`` holds, every field checked; :class:`ProtocolError`.

    A position's ``view``, ``decision`` and events are checked to be objects here; their
    keys are the engine's (``game.view``, ``Event.to_dict``)."""
    kind = data.get("type")
    if kind == "welcome":
        _fields(data, kind, ("protocol", "version", "seat", "token", "players", "present"))
        _hello(data, "host")
        return Welcome(
            _integer(data, "seat", 0, MOST_PLAYERS - 1),
            _word(data, "token", TOKEN),
            _texts(data, "players", MOST_PLAYERS, LONGEST_PLAYER),
            _seats(data, "present"),
        )
    if kind == "position":
        names = (
            "seat",
            "ticket",
            "view",
            "hand",
            "decision",
            "legal",
            "events_from",
            "events",
            "may_propose",
        )
        _fields(data, kind, names)
        view, decision = data["view"], data["decision"]
        if not isinstance(view, dict) or not (decision is None or isinstance(decision, dict)):
            raise ProtocolError("a position's view and decision must be objects")
        if type(data["may_propose"]) is not bool:
            raise ProtocolError("'may_propose' must be true or false")
        return Position(
            _integer(data, "seat", 0, MOST_PLAYERS - 1),
            _integer(data, "ticket", 0, MOST_TICKET),
            view,
            _texts(data, "hand", MOST_LEGAL, LONGEST_ACTION),
            decision,
            _texts(data, "legal", MOST_LEGAL, LONGEST_ACTION),
            _integer(data, "events_from", 0, MOST_EVENTS),
            _objects(data, "events", MOST_EVENTS),
            data["may_propose"],
        )
    if kind == "error":
        _fields(data, kind, ("text",))
        return Error(_text(data, "text", LONGEST_ERROR))
    if kind == "chat":
        _fields(data, kind, ("seat", "text"))
        return Chat(_integer(data, "seat", -1, MOST_PLAYERS - 1), _text(data, "text", LONGEST_CHAT))
    if kind == "seat_news":
        _fields(data, kind, ("what", "seat", "name"))
        what = data["what"]
        if not isinstance(what, str) or what not in SEAT_NEWS:
            raise ProtocolError("'what' is not news of a seat")
        return SeatNews(
            what, _integer(data, "seat", 0, MOST_PLAYERS - 1), _text(data, "name", LONGEST_PLAYER)
        )
    if kind == "net_worths":
        _fields(data, kind, ("history",))
        return NetWorths(_history(data["history"]))
    if kind == "bye":
        _fields(data, kind, ("reason",))
        return Bye(_text(data, "reason", LONGEST_REASON, empty=True))
    raise ProtocolError("a message of a type the client does not know")


# -- discovery -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Announcement:
    """A host with an open lobby: its player's name, its TCP port and its free seats.

    It carries no join code: hearing it is not enough to join."""

    name: str
    port: int
    seats_free: int

    def to_json(self) -> dict[str, Any]:
        return {
            "protocol": PROTOCOL,
            "version": VERSION,
            "name": self.name,
            "port": self.port,
            "seats_free": self.seats_free,
        }

    def datagram(self) -> bytes:
        """The announcement as one UDP datagram (JSON, plain ASCII, no length prefix)."""
        return json.dumps(self.to_json(), separators=(",", ":")).encode("ascii")


def read_announcement(data: bytes) -> Announcement:
    """The announcement a datagram holds, every field checked; :class:`ProtocolError`
    for anything else (a listener ignores such datagrams)."""
    if len(data) > LARGEST_ANNOUNCEMENT:
        raise ProtocolError("an announcement over 512 bytes")
    try:
        value = parse(data, LARGEST_ANNOUNCEMENT)
    except RecordError as error:
        raise ProtocolError(f"an announcement that is not read: {error}") from None
    if not isinstance(value, dict):
        raise ProtocolError("an announcement that is not a JSON object")
    names = ("protocol", "version", "name", "port", "seats_free")
    if set(value) != set(names):
        raise ProtocolError("an announcement with a wrong set of fields")
    _hello(value, "host")
    return Announcement(
        _text(value, "name", LONGEST_PLAYER),
        _integer(value, "port", 1, 65535),
        _integer(value, "seats_free", 0, MOST_PLAYERS),
    )
