"""The lobby of a hosted network game: where players join, and where the host starts.

:class:`LobbyDialog` shows how to join (this computer's addresses, the port, the join
code), every seat with its player and whether it is taken, and is kept up to date by the
:class:`~acquire_qt.network.host.NetworkHost`'s ``seats_changed``. For a new game
"Start game" is enabled once every network seat is taken, and starts it with the names
the players joined with; Cancel stops hosting. For a game hosted again (from a save or
the autosave) the game is already on and waits for its players: the lobby shows who is
back, and Close leaves it waiting (players may still reconnect).
Form: ``ui/lobby.ui``; the rows are made here.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidgetItem,
    QWidget,
)

from acquire_qt.forms.ui_lobby import Ui_LobbyDialog
from acquire_qt.network.host import NetworkHost
from acquire_qt.occupant import is_network
from acquire_qt.session.seats import occupant_label


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not the loopback)."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address.isEqual(QHostAddress(QHostAddress.SpecialAddress.Any)):
            continue
        found.append(address.toString())
    return found


class LobbyDialog(QDialog):
    """The lobby of ``host``'s game (see the module's docstring)."""

    def __init__(self, host: NetworkHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.ui = ui = Ui_LobbyDialog()
        ui.setupUi(self)
        self.new_game = host.in_lobby
        """A new game, started from here (else a game hosted again, already on)."""
        self.seats = ui.seats
        self.seats.verticalHeader().setVisible(False)
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.status = ui.status
        addresses = local_addresses()
        ui.address.setText(", ".join(addresses) if addresses else self.tr("(no network found)"))
        ui.port.setText(str(host.port))
        code_font = ui.code.font()
        code_font.setBold(True)
        code_font.setPointSizeF(code_font.pointSizeF() * 1.6)
        code_font.setLetterSpacing(code_font.SpacingType.AbsoluteSpacing, 3.0)
        ui.code.setFont(code_font)
        ui.code.setText(host.join_code)
        buttons = ui.buttons
        self.start_button: QPushButton
        if self.new_game:
            self.start_button = buttons.addButton(
                self.tr("&Start game"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.start_button.setDefault(True)
            self.setWindowTitle(self.tr("Network game: waiting for players"))
        else:
            buttons.clear()
            self.start_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            self.setWindowTitle(self.tr("Network game: waiting for players to return"))
            ui.intro.setText(
                self.tr(
                    "This game is hosted again. Its network players come back to their seats "
                    "by joining again from their computers; the game waits for them. You may "
                    "close this window: they can still return."
                )
            )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        host.seats_changed.connect(self.refresh)
        self.refresh()
        self.resize(max(self.width(), 640), self.sizeHint().height())

    @Slot()
    def refresh(self) -> None:
        host, table = self.host, self.host.table
        game = host.controller.game if not self.new_game else None
        names = host.names()
        controllers = host.controllers()
        self.seats.setRowCount(len(names))
        waiting = 0
        for row, (name, controller) in enumerate(zip(names, controllers, strict=True)):
            status = self.tr("ready")
            if is_network(controller) and table is not None and row in table.seats:
                if table.connected(row):
                    status = self.tr("joined")
                elif table.taken(row):
                    status = self.tr("left: waiting for them to come back")
                    waiting += 1
                else:
                    status = self.tr("waiting for a player to join")
                    waiting += 1
                if not table.taken(row):
                    name = self.tr("(free seat)")
            for column, text in enumerate((name, occupant_label(controller, hosting=True), status)):
                self.seats.setItem(row, column, QTableWidgetItem(text))
        self.seats.setFixedHeight(
            self.seats.horizontalHeader().height()
            + sum(self.seats.rowHeight(r) for r in range(len(names)))
            + 2 * self.seats.frameWidth()
        )
        if self.new_game:
            self.start_button.setEnabled(host.ready())
            self.status.setText(
                self.tr("Everyone is here: start the game when you are ready.")
                if host.ready()
                else self.tr("Waiting for {n} player(s) to join…").format(n=waiting)
            )
        elif game is not None:
            self.status.setText(
                self.tr("Everyone is back.")
                if waiting == 0
                else self.tr("Waiting for {n} player(s) to come back…").format(n=waiting)
            )

    @Slot()
    def accept(self) -> None:
        if self.new_game:
            if not self.host.start_game():
                return
        else:
            self.host.close_lobby()
        super().accept()

    @Slot()
    def reject(self) -> None:
        if self.new_game:
            self.host.stop(self.tr("the host cancelled the game"))
        else:
            self.host.close_lobby()
        super().reject()
