"""The window of a joined network game, and Game → Join a network game….

A joined player's window is the local game's :class:`~.main_window.MainWindow` built over
a :class:`~acquire_qt.network.client_controller.ClientController`: the same board,
rack, market, players, log and decision dialogs, driven by the host's positions. This
module adds what a network game has and takes away what is the host's:

- a :class:`~.chat.ChatPanel` dock (lines from the table; what the player types goes to
  the host), with lines for who joined, left, reconnected or was disconnected (the host's
  ``seat_news``, and the player's own connection), also shown in the status bar; the
  players panel plays a network player who is not connected "away";
- the connection's state in the status bar, and a banner over the game while the
  connection is lost and being retaken (the game cannot be played meanwhile);
- no New, Open, Save, Undo, Suggest, review, export or hosting: the host runs the game
  (the window builds none of them, its controller not being a local one).

Joining happens in one window: the local window the player joined from stands aside
(hidden, its game put away on its start page, as Game → Close game does) while the joined
window takes its place. Game → Leave the table brings it back; quitting (Game → Quit or
closing the window) closes it too, so the application quits.

:func:`install_join_action` puts Game → Join a network game… into a local window;
:func:`open_client_window` makes the window once the join dialog has a seated client (the
host sends no position before its game starts: the dialog waits until then).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMessageBox, QVBoxLayout, QWidget

from acquire_qt.dialogs.game_over import GameOverDialog
from acquire_qt.dialogs.join_game import JoinGameDialog
from acquire_qt.network.client import ConnectionState, NetworkClient, SeatTokens
from acquire_qt.network.client_controller import ClientController
from acquire_qt.occupant import is_human, is_network
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage

from .chat import ChatPanel, seat_news_text
from .main_window import MainWindow

CHAT_HEIGHT = 170
"""Pixels of the chat dock: a few lines and the line to type."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


class ClientWindow(MainWindow):
    """The window of a joined network game (see the module's docstring)."""

    def __init__(
        self,
        controller: ClientController,
        settings: Settings,
        replacing: MainWindow | None = None,
    ) -> None:
        self.client_controller = controller
        self.replacing = replacing
        """The local window this one stands in for (hidden meanwhile): shown again when
        the player leaves the table, closed with this one when they quit."""
        self._leaving = False
        """Whether the window closes to go back to :attr:`replacing`."""
        # Not a game run here: no files, undo, suggestions, review or hosting (a joined
        # game, whose seats are network seats, must not be hosted again from here).
        super().__init__(controller, settings)
        ui = self.ui
        # Game → Leave the table (Close game's place): only with a window to go back to.
        self.close_action.setVisible(replacing is not None)
        self.chat = ChatPanel(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat)
        ui.view_menu.addAction(self.chat.toggleViewAction())
        self.chat.said.connect(self._say)
        controller.game_over.connect(self._game_over)  # after the window's refresh
        self.connection_label = QLabel()
        self.connection_label.setObjectName("connection_state")
        self.statusBar().addPermanentWidget(self.connection_label)
        self.banner = QLabel()
        self.banner.setObjectName("connection_banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "QLabel { background: #FCE8B2; color: #3C2F00; padding: 8px;"
            " border: 1px solid #E0B100; font-weight: bold; }"
        )
        self.banner.hide()
        self._wrap_central()
        self._lost = False
        """Whether the connection dropped and is not retaken yet."""
        self._connection = (str(controller.client.state), "")
        """The connection's last state and its detail, as shown."""
        controller.connection_changed.connect(self._connection_changed)
        controller.players_changed.connect(self._seated)
        controller.chat.connect(self._chat)
        controller.seat_news.connect(self._seat_news)
        controller.state_changed.connect(self._show_away)
        self.game_page.results_button.clicked.connect(self._show_final_standings)
        # After the window fitted its docks (and the layout took their sizes).
        controller.game_started.connect(lambda: QTimer.singleShot(0, self, self._fit_chat))
        self._connection_changed(controller.client.state, "")
        controller.catch_up()  # the position the join dialog waited for, if any
        if controller.client.seat is not None:  # seated while the join dialog was open
            self._seated(list(controller.client.players))

    @Slot()
    def _refresh(self) -> None:
        super()._refresh()
        if self.controller.game is None:  # not "start a new game": that is the host's
            self.prompt.setText(_tr("Waiting for the host to start the game…"))

    def _name_actions(self) -> None:
        super()._name_actions()
        self.close_action.setText(_tr("&Leave the table"))
        self.close_action.setToolTip(_tr("Leave this network game and go back to your own games"))

    @Slot(list)
    def _game_over(self, _standings: list[dict[str, object]]) -> None:
        """The host's game ended: its standings, payout and net-worth chart, as at the host.
        Nothing is kept here (the game is the host's), and no win chance is estimated (it
        would read what this seat cannot see); the finished table stays, and its Results…
        shows them again."""
        if not self.property("autoplay"):
            QTimer.singleShot(0, self._show_final_standings)

    @Slot()
    def _show_final_standings(self) -> None:
        game = self.controller.game
        if game is None or not game.over:
            return
        controller = self.controller
        dialog = GameOverDialog(game, controller.last_events, controller.net_worth_history, self)
        dialog.exec()
        dialog.deleteLater()

    def may_quit(self) -> bool:
        """Quitting a joined game asks first: the player leaves the table (their seat
        waits for them), and nothing of the host's game is this computer's to keep."""
        game = self.controller.game
        if game is None or game.over:
            return True
        answer = QMessageBox.question(
            self,
            _tr("Leave the table"),
            _tr(
                "Quit and leave the network game? The host's game goes on; your seat "
                "waits for you to join again from this computer."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot()
    def close_game(self) -> None:
        """Game → Leave the table: the host is told, and the local window comes back."""
        self._leaving = True
        if not self.close():
            self._leaving = False

    def closeEvent(self, event: QCloseEvent) -> None:
        """Leaving the table (the connection ends), then back to the local window, or,
        when the player quits, that window closed too: the application quits."""
        super().closeEvent(event)
        replaced = self.replacing
        if not event.isAccepted() or replaced is None:
            return
        self.replacing = None
        replaced.restoreGeometry(self.saveGeometry())  # where the player saw it last
        if self._leaving:
            replaced.show()  # before this one hides: the application goes on
        elif not replaced.close():
            replaced.show()  # it did not close (its player chose so): it is not hidden away

    def _wrap_central(self) -> None:
        """The banner above the game page (the stack of the game and the pass screen)."""
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        stack = self.takeCentralWidget()
        assert stack is not None
        column.addWidget(self.banner)
        column.addWidget(stack, 1)
        self.setCentralWidget(holder)

    def name_of(self, seat: int) -> str:
        """Who said a chat line: a seat's player, or (-1) the host's player when one
        person plays at the host's screen (else "Host")."""
        game = self.controller.game
        if game is None:
            return _tr("Host") if seat < 0 else _tr("Seat {n}").format(n=seat + 1)
        if seat < 0:
            at_host = [
                name
                for name, who in zip(game.players, game.controllers, strict=True)
                if is_human(who)
            ]
            return at_host[0] if len(at_host) == 1 else _tr("Host")
        return game.players[seat] if seat < len(game.players) else str(seat + 1)

    def _right_docks(self) -> list[QDockWidget]:
        return [self.docks["players"], self.docks["market"], self.docks["log"], self.chat]

    @Slot()
    def _fit_chat(self) -> None:
        """The chat a few lines tall below the log, the players' and market's rows whole:
        the window fits its docks as it would without the chat, then the log makes room."""
        if any(dock.isFloating() or not dock.isVisible() for dock in self._right_docks()):
            return
        self.chat.hide()
        self.dock_sizer.fit_dock_heights()
        QTimer.singleShot(0, self, self._show_chat)

    @Slot()
    def _show_chat(self) -> None:
        docks = self._right_docks()
        heights = [dock.height() for dock in docks[:3]]
        chat = min(CHAT_HEIGHT, max(0, heights[2] - 120))
        self.chat.show()
        self.resizeDocks(docks, [*heights[:2], heights[2] - chat, chat], Qt.Orientation.Vertical)
        self.log_view.scrollToBottom()  # the latest events stay in sight

    @Slot(list)
    def _seated(self, players: list[str]) -> None:
        """Welcomed at a seat: who sits where, for the chat's record (by the game's names
        once it is known: a lobby's welcome names the seats "Guest 1" …)."""
        game = self.controller.game
        if game is not None:
            players = list(game.players)
        seat = self.client_controller.client.seat
        if seat is None or seat >= len(players):
            return
        if not self._lost and self.chat.lines.count() == 0:
            self.chat.add_notice(
                _tr("You joined the table as {name}; at the table: {names}.").format(
                    name=players[seat], names=", ".join(players)
                )
            )

    @Slot(str, int, str)
    def _seat_news(self, what: str, seat: int, name: str) -> None:
        """Another player joined, left, …: a line in the chat panel and the status bar."""
        text = seat_news_text(what, seat, name)
        self.chat.add_notice(text)
        self.statusBar().showMessage(text, 10_000)
        self._show_away()

    @Slot()
    def _show_away(self) -> None:
        """The players panel marks the network players not connected to the host."""
        game = self.controller.game
        if game is None:
            return
        present = self.client_controller.client.present
        self.players_model.set_away(
            frozenset(
                seat
                for seat, who in enumerate(game.controllers)
                if is_network(who) and seat not in present
            )
        )

    @Slot(str)
    def _say(self, text: str) -> None:
        if not self.client_controller.client.say(text):
            self.statusBar().showMessage(_tr("Not connected: the line was not sent."), 10_000)

    @Slot(int, str)
    def _chat(self, seat: int, text: str) -> None:
        self.chat.add_line(self.name_of(seat), text)

    @Slot(str, str)
    def _connection_changed(self, state: str, text: str) -> None:
        if state == ConnectionState.SEATED:
            if self._lost:
                self.chat.add_notice(_tr("You reconnected to your seat."))
            self._lost = False
        elif state == ConnectionState.RECONNECTING:
            if not self._lost:
                self.chat.add_notice(_tr("The connection to the host was lost."))
            self._lost = True
        elif state == ConnectionState.CLOSED:
            self.chat.add_notice(text if text else _tr("You left the table."))
        self._connection = (state, text)
        self._show_connection()
        self.board.setEnabled(state == ConnectionState.SEATED)
        self.rack.setEnabled(state == ConnectionState.SEATED)
        if text and state in (ConnectionState.SEATED, ConnectionState.CONNECTING):
            self.statusBar().showMessage(text, 10_000)
        elif self.banner.isVisible():
            self.statusBar().clearMessage()  # the banner says it

    def _show_connection(self) -> None:
        """The connection's state in the status bar and, when it is lost, the banner (in
        the language chosen now)."""
        state, text = self._connection
        client = self.client_controller.client
        where = f"{client.address}:{client.port}"
        if state == ConnectionState.SEATED:
            self.connection_label.setText(_tr("Connected to {host}").format(host=where))
            self.banner.hide()
        elif state == ConnectionState.RECONNECTING:
            self.connection_label.setText(_tr("Reconnecting to {host}…").format(host=where))
            self.banner.setText(
                _tr("The connection to the host was lost: retaking your seat.\n{detail}").format(
                    detail=text
                )
            )
            self.banner.show()
        elif state == ConnectionState.CLOSED:
            self.connection_label.setText(_tr("Not connected"))
            self.banner.setText(
                _tr("Disconnected from the game: {detail}").format(detail=text)
                if text
                else _tr("Disconnected from the game.")
            )
            self.banner.show()
        else:
            self.connection_label.setText(_tr("Connecting to {host}…").format(host=where))

    def _retranslate(self) -> None:
        super()._retranslate()
        self._show_connection()


def open_client_window(
    client: NetworkClient,
    storage: Storage,
    settings: Settings,
    replacing: MainWindow | None = None,
) -> ClientWindow:
    """The window of the game ``client`` joined (shown, with the first position); in
    place of ``replacing``, which is hidden until the player leaves the table."""
    controller = ClientController(storage, client)
    window = ClientWindow(controller, settings, replacing)
    controller.setParent(window)
    if replacing is None:
        window.resize(1600, 1000)
    else:
        window.restoreGeometry(replacing.saveGeometry())  # its place, size and state
    window.show()
    if replacing is not None:
        replacing.hide()  # once this one shows: there is always a window
    window.fit_docks()
    return window


class JoinActionName(QObject):
    """Names Game → Join a network game… in ``window``'s language, again when it changes
    (a menu's action gets no language change of its own)."""

    def __init__(self, action: QAction, window: QWidget) -> None:
        super().__init__(action)
        self.action = action
        window.installEventFilter(self)
        self.name()

    def name(self) -> None:
        self.action.setText(_tr("&Join a network game…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        return False


def install_join_action(window: MainWindow, storage: Storage, settings: Settings) -> QAction:
    """Game → Join a network game… in a local game's window."""
    action = QAction(window)
    action.setObjectName("join_action")
    JoinActionName(action, window)
    window.ui.game_menu.insertAction(window.ui.open_action, action)  # after hosting's
    opened: list[ClientWindow] = []

    def join() -> None:
        dialog = JoinGameDialog(SeatTokens(storage.root), window)
        try:
            if dialog.exec() != JoinGameDialog.DialogCode.Accepted:
                return
            window.close_game()  # put away (autosaved): Continue resumes it afterwards
            joined = open_client_window(dialog.client(), storage, settings, replacing=window)
            joined.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            opened.append(joined)
            joined.destroyed.connect(lambda: opened.remove(joined))
        finally:
            dialog.deleteLater()

    action.triggered.connect(join)
    return action
