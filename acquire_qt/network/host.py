"""Hosting a network game: the seat table and its transport, joined to the running game.

:class:`NetworkHost` opens a lobby for a new game (:meth:`~NetworkHost.host_new`: the
seats wait there until every network seat is taken; the names players join with become
the players' names when the host starts the game) or hosts the controller's current game
again (:meth:`~NetworkHost.host_current`, a game loaded from a save or the autosave: its
players take their seats back with their tokens). It follows the
:class:`~acquire_qt.controller.GameController`: after every applied action every client
gets its new position, and a network seat's checked answer goes to its
:class:`~acquire_qt.session.seats.NetworkSeat`, which the controller waits for as it
waits for an AI. The host can hand a seat to an AI and chat with the players.

**Tokens survive the host.** The taken seats' tokens and names, the join code and the
port are kept in ``network-seats.json`` in the user data folder (beside the autosave,
readable by the user only), rewritten whenever a seat is taken or freed. Hosting a game
again reads it when it names that game (the same seed and players): the same join code
and the old tokens, so the clients' reconnection puts the same players back.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QHostAddress

from acquire_qt.controller import GameController, GameSetup, replay_history
from acquire_qt.engine import Event, Game, RecordError, new_game, read_json_file, read_whole_number
from acquire_qt.occupant import is_human, is_network
from acquire_qt.session.seats import Occupant
from acquire_qt.storage import write_atomically

from .host_logic import Answer, HostTable, Limits, Notice, Output
from .protocol import DEFAULT_PORT, DISCOVERY_PORT, JOIN_CODE, LONGEST_NAME, TOKEN, Announcement
from .transport import Announcer, HostTransport

CLAIMS_FILE = "network-seats.json"
"""The side file of the hosted game's seat tokens, in the user data folder."""
LARGEST_CLAIMS_FILE = 64 * 1024


class NetworkHost(QObject):
    """The host's side of a network game for ``controller`` (see the module's docstring).

    Signals: ``noticed(Notice)``, a line for the log (joined, left, reconnected,
    disconnected, chat: the host's own lines have seat -1); ``seats_changed()``, a seat
    was taken, left or freed (the lobby's list); ``stopped(str)``, hosting ended (why)."""

    noticed = Signal(object)
    seats_changed = Signal()
    stopped = Signal(str)

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        announce_to: QHostAddress | None = None,
        discovery_port: int = DISCOVERY_PORT,
        listen_on: QHostAddress | None = None,
        limits: Limits | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.table: HostTable | None = None
        self.transport: HostTransport | None = None
        self.announcer: Announcer | None = None
        self._announce_to = announce_to
        self._discovery_port = discovery_port
        self._listen_on = listen_on
        self._limits = limits
        self._setup: GameSetup | None = None
        """The lobby's game, until it starts."""
        self._game: Game | None = None
        """The game the table follows (the controller's once started)."""
        self._actions = 0
        self._adopting = False
        """Whether the controller's next game is the lobby's, starting."""
        controller.state_changed.connect(self._follow)

    # -- reading ----------------------------------------------------------------------------

    @property
    def hosting(self) -> bool:
        return self.table is not None

    @property
    def in_lobby(self) -> bool:
        """Whether a lobby is open: players may take seats, the game has not started."""
        return self.table is not None and not self.table.started

    @property
    def port(self) -> int:
        return self.transport.port if self.transport is not None else 0

    @property
    def join_code(self) -> str:
        return self.table.join_code if self.table is not None else ""

    def names(self) -> tuple[str, ...]:
        """The players' names as the game will start with them (joined names included)."""
        game = self._game
        if game is None or self.table is None:
            return ()
        if self.table.started:
            return game.players
        names = list(game.players)
        for seat in self.table.seats:
            if self.table.taken(seat):
                names[seat] = unique_name(self.table.name(seat), names, seat)
        return tuple(names)

    def controllers(self) -> tuple[str, ...]:
        """Who sits at each seat of the hosted game (the save files' controller strings)."""
        return self._game.controllers if self._game is not None else ()

    def ready(self) -> bool:
        """Whether every network seat is taken by a connected player (the lobby's game
        may start)."""
        table = self.table
        return table is not None and all(table.connected(seat) for seat in table.seats)

    # -- hosting -----------------------------------------------------------------------------

    def host_new(self, setup: GameSetup, port: int, join_code: str | None = None) -> str | None:
        """Open a lobby for a new game of ``setup`` (its network seats are
        :attr:`Occupant.NETWORK`) on TCP ``port``; None, or why it cannot (for the player)."""
        seed = setup.seed if setup.seed is not None else secrets.randbits(63)
        setup = replace(setup, seed=seed)
        game = new_game(setup.rules, setup.names, seed=seed, controllers=setup.controllers)
        problem = self._open(game, list(game.setup_events), port, join_code, None, started=False)
        if problem is None:
            self._setup = setup
        return problem

    def host_current(self, port: int | None = None) -> str | None:
        """Host the controller's current game again (loaded from a save or the autosave):
        the join code, tokens and port (unless ``port`` is given) of
        ``network-seats.json`` if it names this game, else a new code on the default port."""
        game = self.controller.game
        if game is None or not any(is_network(who) for who in game.controllers):
            return "This game has no network seats."
        code, claims, kept_port = self._read_claims(game)
        if port is None:
            port = kept_port or DEFAULT_PORT
        events, _ = replay_history(game)
        return self._open(game, events, port, code, claims, started=True)

    def start_game(self) -> bool:
        """Start the lobby's game with the names the players joined with (False unless
        every network seat is taken)."""
        setup = self._setup
        if setup is None or self.table is None or not self.ready():
            return False
        names = self.names()
        self._setup = None
        if self.announcer is not None:
            self.announcer.stop()
        self.table.started = True
        self._adopting = True
        try:
            self.controller.new_game(replace(setup, names=names))
        finally:
            self._adopting = False
        self._save_claims()
        return True

    def close_lobby(self) -> None:
        """The host is done waiting (a game hosted again): stop announcing."""
        if self.announcer is not None:
            self.announcer.stop()

    def stop(self, reason: str = "the host closed the game") -> None:
        """Stop hosting: clients are told ``reason`` and disconnected."""
        if self.table is None:
            return
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer.deleteLater()
        if self.transport is not None:
            self.transport.close(reason)  # it goes once its goodbyes are written
        self.table = self.transport = self.announcer = None
        self._game = self._setup = None
        self.seats_changed.emit()
        self.stopped.emit(reason)

    def _open(
        self,
        game: Game,
        events: list[Event],
        port: int,
        join_code: str | None,
        claims: dict[int, tuple[str, str]] | None,
        started: bool,
    ) -> str | None:
        self.stop("the host started another game")
        seats = [seat for seat, who in enumerate(game.controllers) if is_network(who)]
        table = HostTable(
            game,
            seats,
            join_code,
            history=events,
            claims=claims,
            started=started,
            limits=self._limits,
        )
        transport = HostTransport(table, self)
        problem = transport.listen(port, self._listen_on)
        if problem is not None:
            transport.deleteLater()
            return problem
        transport.answered.connect(self._answered)
        transport.noticed.connect(self._noticed)
        self.table, self.transport = table, transport
        self._game, self._actions = game, len(game.actions)
        self.announcer = Announcer(
            self._announcement, self._announce_to, self._discovery_port, self
        )
        self.announcer.start()
        if started:
            self._save_claims()
        self.seats_changed.emit()
        return None

    def _announcement(self) -> Announcement:
        table, game = self.table, self._game
        assert table is not None and game is not None
        hosts = [
            name for name, who in zip(game.players, game.controllers, strict=True) if is_human(who)
        ]
        name = (hosts[0] if hosts else "Acquire")[:LONGEST_NAME]
        return Announcement(name, self.port, len(table.free()))

    # -- following the game --------------------------------------------------------------

    def _deliver(self, outputs: list[Output]) -> None:
        if self.transport is not None:
            self.transport.deliver(outputs)

    @Slot()
    def _follow(self) -> None:
        """The controller's game moved: every client gets its new position."""
        table, game = self.table, self.controller.game
        if table is None or game is None or not table.started:
            return
        if game is not self._game:
            if not self._adopting:
                self.stop("the host left this game")
                return
            self._game, self._actions = game, len(game.actions)
            self._deliver(table.update(list(game.setup_events), game))
            return
        if len(game.actions) > self._actions:
            self._actions = len(game.actions)
            if game.over:  # the chart's figures first: the last position opens the dialog
                self._deliver(table.finish(self.controller.net_worth_history))
            self._deliver(table.update(self.controller.last_events))
            if game.over:
                self.close_lobby()
                with contextlib.suppress(OSError):
                    self._claims_path().unlink()

    @Slot(object)
    def _answered(self, answer: Answer) -> None:
        for seat in self.controller.network_seats():
            if seat.index == answer.seat:
                seat.deliver(answer.action)

    @Slot(object)
    def _noticed(self, notice: Notice) -> None:
        table = self.table
        if notice.what in ("joined", "disconnected") and table is not None and table.started:
            self._save_claims()
        self.noticed.emit(notice)
        if notice.what != "chat":
            self.seats_changed.emit()

    # -- the host's own moves ------------------------------------------------------------

    def say(self, text: str, name: str) -> None:
        """A chat line from the host's player ``name`` to every client
        (:class:`~.protocol.ProtocolError` if it is not one)."""
        if self.table is None:
            return
        self._deliver(self.table.say(text))
        self.noticed.emit(Notice("chat", -1, name, text))

    def hand_to_ai(self, seat: int, level: str = Occupant.MEDIUM) -> bool:
        """Let an AI play network seat ``seat`` from now on; its client is told and closed."""
        if not self.controller.hand_to_ai(seat, level):
            return False
        if self.table is not None and seat in self.table.seats:
            self._deliver(self.table.retire(seat))
            self._save_claims()
        self.seats_changed.emit()
        return True

    def waiting_seats(self) -> list[int]:
        """Network seats the game waits for whose player is not connected (any, when the
        game is not hosted: hosting it again failed)."""
        game, table = self.controller.game, self.table
        if game is None or game.pending is None:
            return []
        seat = game.pending.player
        network = {s.index for s in self.controller.network_seats()}
        connected = table is not None and seat in table.seats and table.connected(seat)
        return [seat] if seat in network and not connected else []

    # -- the tokens' side file -------------------------------------------------------------

    def _claims_path(self) -> Path:
        return self.controller.storage.root / CLAIMS_FILE

    def _save_claims(self) -> None:
        table, game = self.table, self._game
        if table is None or game is None:
            return
        data: dict[str, Any] = {
            "seed": game.seed,
            "players": list(game.players),
            "join_code": table.join_code,
            "port": self.port,
            "claims": {str(seat): list(claim) for seat, claim in table.claims().items()},
        }
        path = self._claims_path()
        with contextlib.suppress(OSError):  # hosting goes on; re-hosting then needs new joins
            write_atomically(path, json.dumps(data, indent=1))
            os.chmod(path, 0o600)

    def _read_claims(
        self, game: Game
    ) -> tuple[str | None, dict[int, tuple[str, str]] | None, int | None]:
        """The join code, claims and port kept for ``game``, or Nones."""
        path = self._claims_path()
        try:
            data = read_json_file(path, LARGEST_CLAIMS_FILE)
        except (OSError, RecordError):
            return None, None, None
        code, claims = claims_for(data, game)
        port = data.get("port") if code is not None and isinstance(data, dict) else None
        return code, claims, port if type(port) is int and 1024 <= port <= 65535 else None


def claims_for(data: Any, game: Game) -> tuple[str | None, dict[int, tuple[str, str]] | None]:
    """The join code and claims of a side file's ``data`` if it names ``game`` (the same
    seed and players) and every entry is well formed; else (None, None)."""
    nothing: tuple[str | None, dict[int, tuple[str, str]] | None] = (None, None)
    if not isinstance(data, dict) or data.get("seed") != game.seed:
        return nothing
    if data.get("players") != list(game.players):
        return nothing
    code, entries = data.get("join_code"), data.get("claims")
    if not isinstance(code, str) or not JOIN_CODE.fullmatch(code) or not isinstance(entries, dict):
        return nothing
    claims: dict[int, tuple[str, str]] = {}
    for key, entry in entries.items():
        seat = read_whole_number(key)
        if seat is None or not isinstance(entry, list) or len(entry) != 2:
            return nothing
        token, name = entry
        if not (isinstance(token, str) and TOKEN.fullmatch(token) and isinstance(name, str)):
            return nothing
        if not 0 <= seat < len(game.players) or not is_network(game.controllers[seat]):
            return nothing
        claims[seat] = (token, name)
    return code, claims


def unique_name(name: str, names: list[str], seat: int) -> str:
    """``name`` for ``seat``, made different from the other seats' names by a number."""
    others = {n.casefold() for i, n in enumerate(names) if i != seat}
    candidate, number = name, 1
    while candidate.casefold() in others:
        number += 1
        suffix = f" ({number})"
        candidate = name[: LONGEST_NAME - len(suffix)] + suffix
    return candidate
