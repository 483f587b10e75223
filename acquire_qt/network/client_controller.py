"""The joining player's controller: a :class:`TableController` whose game is the host's.

The window of a joined client is the window of a local game (board, rack, market,
players, log, the decision dialogs), built over a :class:`ClientController` instead of a
:class:`~acquire_qt.controller.GameController`: both are a
:class:`~acquire_qt.controller.TableController`. Its game is the
:class:`~.remote_game.RemoteGame` of the last position the host sent, a
:class:`~acquire_qt.engine.GameReader` as an engine game is, so the views read it as they
read an engine game. The controller only follows: each position replaces the
game (``state_changed``), its events go to the log (``events_happened``; when the host
rewrote the log, after an undo or a reconnection, the log starts again with
``game_started``), this seat's pending decision is ``decision_required``, and the
player's answer goes to the host as an ``act`` with the position's ticket, only when it is
among the legal actions the host sent (or a trade proposal the position allows). What
happens to the other players' seats (joined, left, …) is ``seat_news``; the net worths
the host sends once the game is over become the game-over chart's
(``net_worth_history``), as in a local game, even with the ``hidden_holdings`` house
rule. Starting, loading, saving, undo and suggestions are the host's: this controller is
not :attr:`~acquire_qt.controller.TableController.local`, so a window over it has none of
them, and the client's own autosave is never touched.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from acquire_qt.controller import TableController
from acquire_qt.engine import Action
from acquire_qt.storage import Storage

from .client import ConnectionState, NetworkClient
from .protocol import Position, ProtocolError
from .remote_game import RemoteGame, read_events

__all__ = ["ClientController"]


class ClientController(TableController):
    """Follows a hosted game through ``client`` (see the module's docstring).

    Signals (besides the controller's):
        connection_changed(str, str): the connection's state and a line for the player.
        chat(int, str): a chat line from a seat (-1: the host's player).
        players_changed(list): the players' names by seat (from ``welcome``).
        seat_news(str, int, str): what happened to another seat's player (``joined``,
            ``left``, …), the seat and the player's name.
    """

    connection_changed = Signal(str, str)
    chat = Signal(int, str)
    players_changed = Signal(list)
    seat_news = Signal(str, int, str)

    def __init__(
        self, storage: Storage, client: NetworkClient, parent: QObject | None = None
    ) -> None:
        super().__init__(storage, parent)
        self.client = client
        self._remote: RemoteGame | None = None
        self._asked_ticket = -1
        self._sent_ticket = -1
        self._final_worths = client.net_worths
        """The net worths the host sent once the game was over (maybe before this
        controller followed the client: the join dialog's wait)."""
        client.position_received.connect(self._position)
        client.seat_news.connect(self.seat_news)
        client.net_worths_received.connect(self._net_worths)
        client.error_received.connect(self._refused)
        client.chat_received.connect(self.chat)
        client.welcomed.connect(self._welcomed)
        client.state_changed.connect(self._state_changed)
        client.frame_refused.connect(self._frame_refused)

    # -- reading ---------------------------------------------------------------------

    @property
    def game(self) -> RemoteGame | None:
        """The host's game as this seat sees it."""
        return self._remote

    @property
    def remote(self) -> RemoteGame | None:
        return self._remote

    @property
    def seat(self) -> int | None:
        return self.client.seat

    def humans(self) -> list[int]:
        seat = self.client.seat
        return [] if seat is None else [seat]

    def is_human(self, seat: int) -> bool:
        """Whether ``seat`` is this player's and the host asks it for a decision now:
        the window offers a decision only then (not while the host's lobby is open)."""
        remote = self._remote
        return remote is not None and seat == self.client.seat and remote.deciding

    # -- following the host ------------------------------------------------------------

    def catch_up(self) -> None:
        """Show the last position the client received before this controller followed it
        (the one the join dialog waited for)."""
        position = self.client.last_position
        if position is not None and self._remote is None:
            self._position(position)

    @Slot(object)
    def _position(self, position: Position) -> None:
        previous = self._remote
        try:
            remote = RemoteGame(position, previous.rules if previous is not None else None)
            events = read_events(position.events)
        except (ProtocolError, ValueError) as error:
            self._frame_refused(str(error))
            return
        if position.events_from > len(self._events):
            self._frame_refused("a log that skips events")
            return
        self._remote = remote
        rewritten = position.events_from < len(self._events)
        self._events[position.events_from :] = events
        self.last_events = events
        restart = (
            previous is None
            or rewritten
            or previous.seat != remote.seat
            or previous.players != remote.players
            or previous.rules != remote.rules
        )
        if restart:
            self.net_worth_history = []
        worths = _net_worths(remote)
        if not remote.over:
            self._final_worths = None  # of no game yet (they come just before its end)
        elif self._final_worths_fit(remote):
            assert self._final_worths is not None
            self.net_worth_history = [list(row) for row in self._final_worths]
        elif worths is not None and (
            not self.net_worth_history
            or previous is None
            or previous.state.turn_number != remote.state.turn_number
            or remote.over
        ):
            self.net_worth_history.append(worths)
        if restart:
            self.game_started.emit()
            self.state_changed.emit()
            if self._events:
                self.events_happened.emit(list(self._events))
        else:
            self.state_changed.emit()
            if events:
                self.events_happened.emit(events)
        decision = remote.pending
        if remote.over:
            standings = remote.to_dict().get("standings", [])
            self.game_over.emit(standings)
        elif (
            decision is not None
            and decision.player == position.seat
            and remote.deciding
            and position.ticket != self._asked_ticket
        ):
            self._asked_ticket = position.ticket
            self.decision_required.emit(decision)

    @Slot(list)
    def _net_worths(self, history: list[list[int]]) -> None:
        """The host's net worths of the finished game: the chart's from now on (they
        come before the last position; if after, they replace the chart's)."""
        self._final_worths = history
        remote = self._remote
        if remote is not None and remote.over and self._final_worths_fit(remote):
            self.net_worth_history = [list(row) for row in history]

    def _final_worths_fit(self, remote: RemoteGame) -> bool:
        """Whether the host's net worths are of this game's players."""
        history = self._final_worths
        return history is not None and all(len(row) == len(remote.players) for row in history)

    @Slot(str)
    def _refused(self, text: str) -> None:
        """The host refused the last message: say why, and ask again for the decision
        the refused answer was meant for (it still stands)."""
        self.error.emit(self.tr("The host refused: {why}").format(why=text))
        remote = self._remote
        if remote is None or self._sent_ticket != remote.position.ticket:
            return
        self._sent_ticket = -1
        decision = remote.pending
        if decision is not None and decision.player == self.client.seat:
            self.decision_required.emit(decision)

    @Slot(int, list)
    def _welcomed(self, _seat: int, players: list[str]) -> None:
        # Seated again after a reconnection: an answer sent before the connection dropped
        # may never have arrived, so the decision standing is asked again.
        self._asked_ticket = self._sent_ticket = -1
        self.players_changed.emit(players)

    @Slot(str, str)
    def _state_changed(self, state: str, text: str) -> None:
        self.connection_changed.emit(state, text)
        if state == ConnectionState.CLOSED and text:
            self.notice.emit(text)

    @Slot(str)
    def _frame_refused(self, why: str) -> None:
        self.notice.emit(self.tr("A message from the host was ignored: {why}").format(why=why))

    # -- acting --------------------------------------------------------------------------

    @Slot(object)
    def submit(self, action: Action | str) -> bool:
        """Send this seat's answer to the host, if it is among the legal actions it sent
        (or a trade proposal :class:`RemoteGame` finds possible; the host judges it);
        refusals go to ``error``."""
        remote = self._remote
        if remote is None or remote.pending is None:
            return False
        if remote.pending.player != self.client.seat:
            name = remote.players[remote.pending.player]
            self.error.emit(self.tr("It is {name}'s decision.").format(name=name))
            return False
        if isinstance(action, str):
            action = remote.parse_action(action)
        if not remote.accepts(action):
            self.error.emit(self.tr("{action} is not allowed now.").format(action=str(action)))
            return False
        ticket = remote.position.ticket
        if ticket == self._sent_ticket:
            return False  # one answer per position; the host's next position follows
        if not self.client.act(ticket, str(action)):
            self.error.emit(self.tr("Not connected to the host: the answer was not sent."))
            return False
        self._sent_ticket = ticket
        return True

    def stop(self) -> None:
        """Leave the table (the host keeps the seat for this player)."""
        self.client.leave()


def _net_worths(remote: RemoteGame) -> list[int] | None:
    """Each player's net worth where this seat sees every holding; else None."""
    view = remote.game_view()
    prices = {chain.name: chain.price for chain in view.chains}
    worths = []
    for player in view.players:
        if player.cash is None or player.shares is None:
            return None
        worths.append(player.cash + sum(prices[c] * n for c, n in player.shares.items()))
    return worths
