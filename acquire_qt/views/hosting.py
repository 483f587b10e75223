"""The window's side of hosting a network game: the menu items, the lobby, the Network dock.

:class:`Hosting` adds Game → Host a network game… (the new-game dialog with network
seats, then the lobby) and Game → Let an AI play for an absent player, and a Network dock
with what happened at the table (joined, left, reconnected, cut off) and the chat, with a
line to chat to every player; the window's players panel plays a network player who is not
connected "away". A game with network seats opened from a save or resumed
from the autosave is hosted again at once, and its lobby shows who is back. The game
itself is the controller's; the hosting is :class:`~acquire_qt.network.host.
NetworkHost`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameController
from acquire_qt.dialogs.lobby import LobbyDialog
from acquire_qt.dialogs.new_game import NewGameDialog
from acquire_qt.models.players import PlayersModel
from acquire_qt.network.host import NetworkHost
from acquire_qt.network.host_logic import Notice
from acquire_qt.network.protocol import ProtocolError
from acquire_qt.occupant import Occupant, is_human, is_network

from .chat import seat_news_text

DOCK_HEIGHT = 150
"""Pixels of the Network dock: a few lines and the chat line."""


class Hosting(QObject):
    """Hosting for ``window`` (see the module's docstring)."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        game_menu: QMenu,
        after: QAction,
        view_menu: QMenu,
        docks_above: list[QDockWidget],
        fit_docks: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.column = docks_above
        """The window's docks above the Network dock (players, market, log: the last gives
        it room)."""
        self._fit_docks = fit_docks
        """The window's own fitting of its docks' heights (the players' and market's rows)."""
        self.controller = controller
        self.host = NetworkHost(controller, self)
        self.lobby: LobbyDialog | None = None
        self.players: PlayersModel | None = None
        """The window's players panel, once made: it marks network players not connected."""
        self.may_replace: Callable[[], bool] = lambda: True
        """The window's question before an unfinished game is replaced (its keeper's)."""

        self.host_action = QAction(self)
        self.host_action.setObjectName("host_action")
        self.host_action.triggered.connect(self.host_new_game)
        self.hand_action = QAction(self)
        self.hand_action.setObjectName("hand_to_ai_action")
        self.hand_action.triggered.connect(self.hand_to_ai)
        actions = game_menu.actions()
        index = actions.index(after) + 1 if after in actions else len(actions)
        if index < len(actions):
            game_menu.insertActions(actions[index], [self.host_action, self.hand_action])
        else:
            game_menu.addActions([self.host_action, self.hand_action])

        self.lines = QListWidget()
        self.lines.setObjectName("network_log")
        self.lines.setWordWrap(True)
        self.lines.setMinimumHeight(48)
        policy = self.lines.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)  # the dock's height decides
        self.lines.setSizePolicy(policy)
        self.chat = QLineEdit()
        self.chat.setObjectName("chat_line")
        self.chat.setMaxLength(300)
        self.chat.returnPressed.connect(self._say)
        panel = QWidget()
        column = QVBoxLayout(panel)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.lines, 1)
        column.addWidget(self.chat)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("dock_network")
        self.dock.setWidget(panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        view_menu.addAction(self.dock.toggleViewAction())
        self.retranslate()
        self.dock.installEventFilter(self)  # its words again when the language changes

        self.host.noticed.connect(self._noticed)
        self.host.seats_changed.connect(self._refresh)
        self.host.stopped.connect(self._stopped)
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._refresh)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)
        self._refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    @Slot()
    def retranslate(self) -> None:
        """The words of the actions and the dock (again when the language changes)."""
        self.host_action.setText(self.tr("Host a &network game…"))
        self.hand_action.setText(self.tr("Let an &AI play for an absent player"))
        self.hand_action.setToolTip(
            self.tr("A network player the game waits for is not connected: an AI takes over")
        )
        self.chat.setPlaceholderText(self.tr("Say something to every player…"))
        self.dock.setWindowTitle(self.tr("Network"))

    def _game_started(self) -> None:
        QTimer.singleShot(0, self, self._maybe_host_again)  # once the host saw the change
        QTimer.singleShot(0, self, self._fit_dock)  # after the window fitted its docks

    @Slot()
    def _fit_dock(self) -> None:
        """The Network dock a few lines tall, its height taken from the log's only: the
        window fits its docks without it, then it is shown below them."""
        if self.dock.isVisible():
            self.dock.hide()
            self._fit_docks()
            QTimer.singleShot(0, self, self._show_below)  # once the layout took those

    @Slot()
    def _show_below(self) -> None:
        heights = [dock.height() for dock in self.column]
        self.dock.show()
        if all(dock.isVisible() for dock in self.column):
            heights[-1] = max(heights[-1] - DOCK_HEIGHT, DOCK_HEIGHT)
            self.window.resizeDocks(
                [*self.column, self.dock], [*heights, DOCK_HEIGHT], Qt.Orientation.Vertical
            )

    @Slot()
    def _quitting(self) -> None:
        self.host.stop(self.tr("the host quit"))

    # -- hosting ----------------------------------------------------------------------------

    @Slot()
    def host_new_game(self) -> None:
        """Game → Host a network game…: choose the game, then wait in the lobby."""
        choice = NewGameDialog.ask_host(self.window)
        if choice is None or not self.may_replace():
            return
        problem = self.host.host_new(choice.setup, choice.port, choice.join_code)
        if problem is not None:
            self._cannot_host(problem, choice.port)
            return
        self._line(
            self.tr("Hosting on port {port}; the join code is {code}.").format(
                port=self.host.port, code=self.host.join_code
            )
        )
        self.show_lobby(modal=True)

    @Slot()
    def _maybe_host_again(self) -> None:
        """A game with network seats was opened or resumed: host it again."""
        game = self.controller.game
        if game is None or self.host.hosting or game.over:
            return
        if not any(is_network(who) for who in game.controllers):
            return
        problem = self.host.host_current()
        if problem is not None:
            self._cannot_host(problem, None)
            return
        self._line(
            self.tr("Hosting this game again on port {port}; the join code is {code}.").format(
                port=self.host.port, code=self.host.join_code
            )
        )
        self.show_lobby(modal=False)

    def show_lobby(self, modal: bool) -> None:
        self.dock.show()
        self._fit_dock()
        lobby = LobbyDialog(self.host, self.window)
        self.lobby = lobby
        lobby.finished.connect(lambda _result: lobby.deleteLater())
        if modal:
            lobby.exec()
            self.lobby = None
        else:  # the game is on: the player may play while players come back
            lobby.setModal(False)
            lobby.show()

    def _cannot_host(self, problem: str, port: int | None) -> None:
        where = self.tr("port {port}").format(port=port) if port else self.tr("its port")
        QMessageBox.warning(
            self.window,
            self.tr("Cannot host the game"),
            self.tr(
                "The game cannot be hosted on {where}: {problem}. Another program (or another "
                "copy of this game) may be using it: choose another port."
            ).format(where=where, problem=problem),
        )

    @Slot()
    def hand_to_ai(self) -> None:
        """Let an AI (medium) play for each network player the game waits for who is gone."""
        game = self.controller.game
        for seat in self.host.waiting_seats():
            if game is None:
                return
            name = game.players[seat]
            answer = QMessageBox.question(
                self.window,
                self.tr("Let an AI play?"),
                self.tr(
                    "{name} is not connected and the game waits for them. Let an AI (medium) "
                    "play for {name} for the rest of this game? They cannot come back to it."
                ).format(name=name),
            )
            if answer == QMessageBox.StandardButton.Yes and self.host.hand_to_ai(
                seat, Occupant.MEDIUM
            ):
                self._line(self.tr("An AI plays for {name} from now on.").format(name=name))

    # -- the Network dock ----------------------------------------------------------------

    def _line(self, text: str) -> None:
        self.lines.addItem(text)
        self.lines.scrollToBottom()

    @Slot(object)
    def _noticed(self, notice: Notice) -> None:
        if notice.what == "chat":
            self._line(f"{notice.name}: {notice.text}")
        else:  # in the words the other players' windows use
            text = seat_news_text(notice.what, notice.seat, notice.name)
            self._line(text)
            self.window.statusBar().showMessage(text, 5_000)

    @Slot()
    def _say(self) -> None:
        text = self.chat.text().strip()
        if not text or not self.host.hosting:
            return
        names = self.host.names()
        controllers = self.host.controllers()
        mine = [n for n, c in zip(names, controllers, strict=True) if is_human(c)]
        try:
            self.host.say(text, mine[0] if mine else self.tr("Host"))
        except ProtocolError as error:
            self.window.statusBar().showMessage(str(error), 5_000)
            return
        self.chat.clear()

    @Slot(str)
    def _stopped(self, reason: str) -> None:
        self._line(self.tr("Hosting ended: {reason}.").format(reason=reason))
        self._refresh()

    @Slot()
    def _refresh(self) -> None:
        self.hand_action.setEnabled(bool(self.host.waiting_seats()))
        self.chat.setEnabled(self.host.hosting)
        table = self.host.table
        if self.players is not None:
            self.players.set_away(
                frozenset(seat for seat in table.seats if not table.connected(seat))
                if table is not None and table.started
                else frozenset()
            )
