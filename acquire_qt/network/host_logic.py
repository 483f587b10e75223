"""The host's side of network play, without sockets: the seat table and each connection.

A :class:`HostTable` sits between the transport and the game. The transport tells it of
a new connection (:meth:`~HostTable.connect`), hands it the bytes received
(:meth:`~HostTable.receive`) and says when a connection closed
(:meth:`~HostTable.disconnected`); the table answers with :data:`Output` values: frames to
:class:`Send`, connections to :class:`Close`, and for the game's owner the
:class:`Answer` of a network seat (to apply with ``game.apply`` like any seat's answer)
and :class:`Notice` lines for the log (joined, left, reconnected, chat). Whenever the game
moved, its owner calls :meth:`~HostTable.update` with the events, and every client gets
its new :class:`~.protocol.Position`; once it is over, :meth:`~HostTable.finish` sends
every client the net worths of each turn.

Every client is told of the others: :class:`~.protocol.Welcome` lists the network seats
whose player is connected, and each change (another player joined, reconnected, left,
was disconnected, or their seat was released or handed to an AI) is a
:class:`~.protocol.SeatNews` to every other connected client. Only the seat, the player's
name and what happened are told: never a token, the join code or an address.

The host trusts nothing a client sends. Every frame is parsed within limits
(:mod:`.protocol`); a connection may do nothing before it joins with the join code or
reconnects with its seat's token; it may act only for its own seat, only on the pending
decision and only with the position's ticket, and the action must pass the engine's own
check (``game.check``, which refuses exactly what ``apply`` would and changes nothing).
The action text is parsed once: the :class:`Answer` carries the checked
:class:`~acquire_qt.engine.Action`, which the game's owner applies as it is.
Each refusal is an :class:`~.protocol.Error` to that client alone; after
:attr:`Limits.most_refusals` of them, or on broken framing, or when it sends faster
than :attr:`Limits.burst` messages at once and :attr:`Limits.rate` a second, the client
is disconnected and its seat is free to be taken again. The messages of one
:meth:`~HostTable.receive` count as sent at one moment, when they were read: how fast the
host works through them (a busy machine) lets no more of them through. A client that merely dropped
keeps its seat for its token.

What a seat may see is :meth:`HostTable.position_for`: the engine's per-seat view, the
seat's hand, its own pending decision with the legal actions (and whether it may carry a
trade proposal), and the log's events with other seats' drawn tiles hidden; none is sent
while a lobby is open (the game has not started). Nothing else of the game is ever sent
(not the seed, not the bag, not other hands).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Action, Event, Game, IllegalActionError, TileDrawn, may_propose

from .protocol import (
    JOIN_CODE_ALPHABET,
    JOIN_CODE_LENGTH,
    LARGEST_CLIENT_FRAME,
    MOST_TURNS,
    TOKEN,
    Act,
    Bye,
    Chat,
    ClientMessage,
    Error,
    FrameDecoder,
    HostMessage,
    Join,
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

__all__ = [
    "Answer",
    "Close",
    "HostTable",
    "Limits",
    "Notice",
    "Output",
    "Send",
    "event_for",
    "new_join_code",
]


@dataclass(frozen=True, slots=True)
class Limits:
    """What the host puts up with from one connection."""

    most_refusals: int = 10
    """Refused messages (malformed, illegal, out of turn, too fast) before it is cut off."""
    burst: float = 20.0
    """Messages it may send at once (a token bucket of this size) ..."""
    rate: float = 5.0
    """... refilled at this many a second."""
    frame: int = LARGEST_CLIENT_FRAME
    """Bytes of one frame."""


@dataclass(frozen=True, slots=True)
class Send:
    """Send ``frame`` (an encoded message) on connection ``connection``."""

    connection: int
    frame: bytes


@dataclass(frozen=True, slots=True)
class Close:
    """Close connection ``connection`` (after the frames sent before it)."""

    connection: int


@dataclass(frozen=True, slots=True)
class Answer:
    """A network seat's answer to the position ``ticket``, checked by the engine
    (``game.check``); the game's owner applies it (``game.apply``) and calls
    :meth:`HostTable.update`."""

    seat: int
    ticket: int
    action: Action


@dataclass(frozen=True, slots=True)
class Notice:
    """Something for the log: ``what`` is ``joined``, ``reconnected``, ``left``,
    ``disconnected`` (cut off for misbehaving) or ``chat`` (``text`` is the line). The
    same news, but chat, goes to the other clients as a :class:`~.protocol.SeatNews`."""

    what: str
    seat: int
    name: str
    text: str = ""


Output = Send | Close | Answer | Notice


def new_join_code() -> str:
    """A fresh join code: letters and digits that cannot be misread, from ``secrets``."""
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


def event_for(event: Event, seat: int) -> dict[str, Any]:
    """``event`` as ``seat`` may see it: another seat's drawn tile is hidden (null)."""
    data = event.to_dict()
    if isinstance(event, TileDrawn) and event.player != seat:
        data["tile"] = None
    return data


def _same(given: str, secret: str) -> bool:
    """Whether ``given`` is ``secret``, in time that does not tell how much matched."""
    return secrets.compare_digest(given.encode("utf-8"), secret.encode("utf-8"))


class _Connection:
    """One client's connection: its decoder, seat, refusals and message allowance."""

    __slots__ = ("allowance", "decoder", "ident", "refusals", "seat", "stamp")

    def __init__(self, ident: int, limits: Limits, now: float) -> None:
        self.ident = ident
        self.decoder = FrameDecoder(limits.frame)
        self.seat: int | None = None
        self.refusals = 0
        self.allowance = limits.burst
        self.stamp = now


class _Seat:
    """A network seat: its token and name once taken, and the connection at it if any."""

    __slots__ = ("connection", "name", "seen", "token")

    def __init__(self) -> None:
        self.token: str | None = None
        self.name = ""
        self.connection: int | None = None
        self.seen = 0
        """Events of the log its client has been sent."""


class HostTable:
    """The seat table and connections of a hosted game (see the module's docstring).

    ``network_seats`` are the seats clients may take; ``history`` the events so far
    (default: the game's setup events); ``claims`` the seats already taken, as
    ``{seat: (token, name)}`` (:meth:`claims` of the table of a game being hosted again);
    ``started`` False for a lobby, where seats are taken but no position is sent and no
    one may act yet;
    ``clock`` and ``token`` are injectable for tests."""

    def __init__(
        self,
        game: Game,
        network_seats: Collection[int],
        join_code: str | None = None,
        *,
        history: Sequence[Event] | None = None,
        claims: Mapping[int, tuple[str, str]] | None = None,
        started: bool = True,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
        token: Callable[[], str] = lambda: secrets.token_urlsafe(24),
    ) -> None:
        self._game = game
        self._seats = {seat: _Seat() for seat in sorted(network_seats)}
        if any(not 0 <= seat < len(game.players) for seat in self._seats):
            raise ValueError("a network seat that is not a seat of the game")
        self.join_code = join_code or new_join_code()
        self._log: list[Event] = list(game.setup_events if history is None else history)
        self._limits = limits or Limits()
        self._clock = clock
        self._token = token
        self._connections: dict[int, _Connection] = {}
        self._next = 0
        self._ticket = 0
        self._answered = False
        self._net_worths: NetWorths | None = None
        """The finished game's net worths (:meth:`finish`), for clients that come back."""
        self.started = started
        """Whether the game is on. In a lobby clients wait: they get ``welcome`` but no
        position (the lobby's game is a stand-in whose seats are named "Guest 1" …: the
        client says it waits for the host to start), and their acts are refused."""
        for seat, (secret, name) in (claims or {}).items():
            if seat not in self._seats or not TOKEN.fullmatch(secret) or not name.strip():
                raise ValueError(f"a claim on seat {seat} that this table cannot honour")
            self._seats[seat].token = secret
            self._seats[seat].name = name

    # -- reading -------------------------------------------------------------------------

    @property
    def ticket(self) -> int:
        """The number of the current position (a new one at every :meth:`update`)."""
        return self._ticket

    def taken(self, seat: int) -> bool:
        """Whether a client holds ``seat`` (connected or not)."""
        return self._seats[seat].token is not None

    def connected(self, seat: int) -> bool:
        return self._seats[seat].connection is not None

    def name(self, seat: int) -> str:
        """The name the client at ``seat`` joined with ('' while free)."""
        return self._seats[seat].name

    @property
    def seats(self) -> tuple[int, ...]:
        """The network seats, in order."""
        return tuple(self._seats)

    def free(self) -> tuple[int, ...]:
        """The network seats no client holds (the join code takes the first)."""
        return tuple(seat for seat, entry in self._seats.items() if entry.token is None)

    def claims(self) -> dict[int, tuple[str, str]]:
        """The taken seats' tokens and names, ``{seat: (token, name)}``: what a table hosting
        the same game again needs to let the same clients back (``claims=``)."""
        return {
            seat: (entry.token, entry.name)
            for seat, entry in self._seats.items()
            if entry.token is not None
        }

    def seat_of(self, connection: int) -> int | None:
        """The seat of an open connection, None before it joined (or once closed)."""
        link = self._connections.get(connection)
        return None if link is None else link.seat

    def position_for(self, seat: int, events_from: int = 0) -> Position:
        """Exactly what ``seat`` may see now, with the log's events from ``events_from``."""
        game = self._game
        decision = game.pending
        own = self.started and decision is not None and decision.player == seat
        view = game.view(seat)
        return Position(
            seat=seat,
            ticket=self._ticket,
            view=view,
            hand=game.hand(seat),
            decision=view["pending"] if own else None,
            legal=tuple(str(action) for action in game.legal_actions()) if own else (),
            events_from=events_from,
            events=tuple(event_for(event, seat) for event in self._log[events_from:]),
            may_propose=own and may_propose(decision),
        )

    # -- the game's owner ------------------------------------------------------------------

    def update(self, events: Sequence[Event], game: Game | None = None) -> list[Output]:
        """The game moved: ``events`` happened (or, with ``game``, it was replaced, as by
        undo, and ``events`` is its whole log). Every connected client gets its position."""
        if game is not None:
            self._game = game
            old, self._log = self._log, list(events)
            kept = 0  # the events both logs begin with: what clients may keep
            for before, after in zip(old, self._log, strict=False):
                if before != after:
                    break
                kept += 1
            for entry in self._seats.values():
                entry.seen = min(entry.seen, kept)
        else:
            self._log.extend(events)
        if not self._game.over:
            self._net_worths = None
        self._ticket += 1
        self._answered = False
        out: list[Output] = []
        for seat in self._seats:
            self._send_position(seat, out)
        return out

    def release(self, seat: int) -> list[Output]:
        """Free ``seat`` for another client (its token no longer works)."""
        return self._release(seat, "released")

    def retire(self, seat: int) -> list[Output]:
        """``seat`` is no network seat any more (an AI plays it): its client is told and
        closed, and no one can take it."""
        out = self._release(seat, "handed_to_ai")
        del self._seats[seat]
        return out

    def _release(self, seat: int, news: str) -> list[Output]:
        """Free ``seat``; the other clients are told ``news`` if a player held it."""
        entry = self._seats[seat]
        out: list[Output] = []
        name = self._shown_name(seat)
        if entry.connection is not None:
            self._close(
                self._connections[entry.connection], "the host freed this seat", out, news=False
            )
        if entry.token is not None:
            self._tell(SeatNews(news, seat, name), out)
        entry.token = None
        entry.name = ""
        return out

    def finish(self, net_worths: Sequence[Sequence[int]]) -> list[Output]:
        """The game is over: every client (and any that comes back) gets ``net_worths``
        (``[turn][seat]``, as the controller keeps them; the last
        :data:`~.protocol.MOST_TURNS` turns). Refused (``ValueError``) while the game is
        on: with the ``hidden_holdings`` house rule they would tell what is hidden."""
        if not self._game.over:
            raise ValueError("net worths are sent only once the game is over")
        message = NetWorths(tuple(tuple(row) for row in net_worths[-MOST_TURNS:]))
        try:
            read_host_message(message.to_json())  # as strictly as a client will
        except ProtocolError:
            return []  # figures a client would refuse are not sent
        self._net_worths = message
        return self._broadcast(message)

    def say(self, text: str) -> list[Output]:
        """A chat line from the host's own player, to every client; :class:`ProtocolError`
        if it is not one (too long, empty, control characters)."""
        read_client_message(Say(text).to_json())
        return self._broadcast(Chat(-1, text))

    # -- the transport -----------------------------------------------------------------------

    def connect(self) -> int:
        """A new connection; its number names it in every :data:`Output`."""
        self._next += 1
        self._connections[self._next] = _Connection(self._next, self._limits, self._clock())
        return self._next

    def disconnected(self, connection: int) -> list[Output]:
        """The transport lost ``connection``; its seat waits for its token."""
        link = self._connections.pop(connection, None)
        out: list[Output] = []
        if link is not None and link.seat is not None:
            self._seats[link.seat].connection = None
            out.append(Notice("left", link.seat, self._seats[link.seat].name))
            self._tell(SeatNews("left", link.seat, self._shown_name(link.seat)), out)
        return out

    def receive(self, connection: int, data: bytes) -> list[Output]:
        """Bytes from ``connection``; the outputs they cause, in order."""
        link = self._connections.get(connection)
        out: list[Output] = []
        if link is None:
            return out
        link.decoder.feed(data)
        now = self._clock()  # when these bytes came, however long they take to handle
        while connection in self._connections:
            try:
                value = link.decoder.next_object()
                if value is None:
                    break
                if not self._allowed(link, now):
                    self._refuse(link, "too many messages: slow down", out)
                    continue
                self._handle(link, read_client_message(value), out)
            except ProtocolError as error:
                if error.fatal:
                    self._close(link, str(error), out, misbehaved=True)
                else:
                    self._refuse(link, str(error), out)
        return out

    # -- handling ------------------------------------------------------------------------------

    def _allowed(self, link: _Connection, now: float) -> bool:
        """Take one message, read at ``now``, from the connection's allowance (a token
        bucket)."""
        limits = self._limits
        link.allowance = min(limits.burst, link.allowance + (now - link.stamp) * limits.rate)
        link.stamp = now
        if link.allowance < 1:
            return False
        link.allowance -= 1
        return True

    def _handle(self, link: _Connection, message: ClientMessage, out: list[Output]) -> None:
        if isinstance(message, Bye):
            self._close(link, "goodbye", out)
        elif link.seat is None:
            if isinstance(message, Join):
                self._join(link, message, out)
            elif isinstance(message, Reconnect):
                self._reconnect(link, message, out)
            else:
                self._refuse(link, "join the game first", out)
        elif isinstance(message, Act):
            self._act(link, link.seat, message, out)
        elif isinstance(message, Say):
            seat = link.seat
            out.append(Notice("chat", seat, self._seats[seat].name, message.text))
            out.extend(self._broadcast(Chat(seat, message.text)))
        else:
            self._refuse(link, "this connection already has a seat", out)

    def _join(self, link: _Connection, message: Join, out: list[Output]) -> None:
        if not _same(message.code.upper(), self.join_code):
            self._refuse(link, "that is not this game's join code", out)
            return
        free = [seat for seat, entry in self._seats.items() if entry.token is None]
        if not free:
            self._send(link.ident, Error("every network seat is taken"), out)
            self._close(link, "every network seat is taken", out)
            return
        seat = free[0]
        entry = self._seats[seat]
        entry.token = self._token()
        entry.name = message.name.strip()
        self._seat(link, seat, 0, out)
        out.append(Notice("joined", seat, entry.name))
        self._tell(SeatNews("joined", seat, self._shown_name(seat)), out)

    def _reconnect(self, link: _Connection, message: Reconnect, out: list[Output]) -> None:
        for seat, entry in self._seats.items():
            token = entry.token
            if token is not None and _same(message.token, token):
                if entry.connection is not None:  # the old connection is stale: replace it
                    self._close(self._connections[entry.connection], "reconnected elsewhere", out)
                # It cannot have more than it was sent, and what came later may be rewritten.
                self._seat(link, seat, min(message.seen, entry.seen), out)
                out.append(Notice("reconnected", seat, entry.name))
                self._tell(SeatNews("reconnected", seat, self._shown_name(seat)), out)
                return
        self._refuse(link, "that seat token is not valid here", out)

    def _seat(self, link: _Connection, seat: int, seen: int, out: list[Output]) -> None:
        entry = self._seats[seat]
        assert entry.token is not None
        link.seat = seat
        entry.connection = link.ident
        entry.seen = seen
        present = tuple(s for s, e in self._seats.items() if e.connection is not None)
        self._send(link.ident, Welcome(seat, entry.token, self._game.players, present), out)
        if self._net_worths is not None:  # before the position: the dialog it opens needs them
            self._send(link.ident, self._net_worths, out)
        self._send_position(seat, out)

    def _act(self, link: _Connection, seat: int, message: Act, out: list[Output]) -> None:
        decision = self._game.pending
        if not self.started:
            self._refuse(link, "the game has not started yet", out)
        elif decision is None:
            self._refuse(link, "the game is over", out)
        elif decision.player != seat:
            self._refuse(link, f"it is {self._game.players[decision.player]}'s decision", out)
        elif message.ticket != self._ticket or self._answered:
            self._refuse(link, "that position is no longer current", out)
        else:
            try:
                action = self._game.parse_action(message.action)
                self._game.check(action)  # the engine's own check; the game is untouched
            except IllegalActionError as error:
                self._refuse(link, str(error), out)
                return
            self._answered = True
            out.append(Answer(seat, self._ticket, action))

    def _refuse(self, link: _Connection, text: str, out: list[Output]) -> None:
        link.refusals += 1
        if link.refusals > self._limits.most_refusals:
            self._close(link, f"too many refused messages (last: {text})", out, misbehaved=True)
        else:
            self._send(link.ident, Error(text[:500]), out)

    def _close(
        self,
        link: _Connection,
        reason: str,
        out: list[Output],
        misbehaved: bool = False,
        *,
        news: bool = True,
    ) -> None:
        self._send(link.ident, Bye(reason[:200]), out)
        out.append(Close(link.ident))
        del self._connections[link.ident]
        seat = link.seat
        if seat is None:
            return
        entry = self._seats[seat]
        entry.connection = None
        what = "disconnected" if misbehaved else "left"
        out.append(Notice(what, seat, entry.name))
        if news:
            self._tell(SeatNews(what, seat, self._shown_name(seat)), out)
        if misbehaved:  # its seat is free to be taken again
            entry.token = None
            entry.name = ""

    def _send(self, connection: int, message: HostMessage, out: list[Output]) -> None:
        out.append(Send(connection, encode(message)))

    def _send_position(self, seat: int, out: list[Output]) -> None:
        entry = self._seats[seat]
        if entry.connection is None or not self.started:
            return
        position = self.position_for(seat, entry.seen)
        entry.seen = len(self._log)
        self._send(entry.connection, position, out)

    def _shown_name(self, seat: int) -> str:
        """The name of ``seat``'s player as the clients know it: the game's once it is on
        (a joined name may have become "Ann (2)"), the joined one in the lobby."""
        entry = self._seats[seat]
        return self._game.players[seat] if self.started or not entry.name else entry.name

    def _tell(self, news: SeatNews, out: list[Output]) -> None:
        """``news`` to every connected client but the one at the seat it is about."""
        frame = encode(news)
        for seat, entry in self._seats.items():
            if entry.connection is not None and seat != news.seat:
                out.append(Send(entry.connection, frame))

    def _broadcast(self, message: HostMessage) -> list[Output]:
        frame = encode(message)
        return [Send(e.connection, frame) for e in self._seats.values() if e.connection is not None]
