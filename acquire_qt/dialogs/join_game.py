"""Game → Join a network game…: find a host, give the join code and a name, connect.

The hosts announcing themselves on the local network are listed as they are heard
(:class:`~acquire_qt.network.lan_hosts.HostsHeard`); choosing one fills in its
address and port, and typing an address always works. **Join** starts a
:class:`~acquire_qt.network.client.NetworkClient`; the dialog shows its progress
and, if it fails, why, and stays open to try again. Once the host has seated the player
and sent the first position the dialog closes: :meth:`JoinGameDialog.client` is the
connected client (the window of the game is built over it,
:mod:`acquire_qt.views.client_window`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QCloseEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidgetItem, QPushButton, QWidget

from acquire_qt.forms.ui_join_game import Ui_JoinGameDialog
from acquire_qt.network.client import ConnectionState, NetworkClient, SeatTokens
from acquire_qt.network.lan_hosts import HostHeard, HostsHeard
from acquire_qt.network.protocol import (
    DEFAULT_PORT,
    DISCOVERY_PORT,
    JOIN_CODE_LENGTH,
    LONGEST_NAME,
)


class JoinGameDialog(QDialog):
    """Join a hosted game (see the module's docstring). ``tokens`` keeps seat tokens;
    ``discovery_port`` is where announcements are heard (tests use another)."""

    def __init__(
        self,
        tokens: SeatTokens | None,
        parent: QWidget | None = None,
        *,
        name: str = "",
        discovery_port: int = DISCOVERY_PORT,
    ) -> None:
        super().__init__(parent)
        self.ui = ui = Ui_JoinGameDialog()
        ui.setupUi(self)
        self._client = NetworkClient(tokens)
        self._client.state_changed.connect(self._state_changed)
        self._client.position_received.connect(self._first_position)
        self._joined = False
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.setDefault(True)
        ui.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.clicked.connect(self.join)
        ui.buttons.rejected.connect(self.reject)
        ui.code.setValidator(
            QRegularExpressionValidator(rf"[A-Za-z0-9]{{0,{JOIN_CODE_LENGTH}}}", ui.code)
        )
        ui.name.setMaxLength(LONGEST_NAME)
        ui.name.setText(name)
        ui.port.setValue(DEFAULT_PORT)
        for field in (ui.address, ui.code, ui.name):
            field.textChanged.connect(self._check)
        self.hosts = HostsHeard(discovery_port, self)
        self.hosts.changed.connect(self._list_hosts)
        ui.hosts.currentItemChanged.connect(self._host_chosen)
        ui.hosts.itemDoubleClicked.connect(lambda _item: ui.code.setFocus())
        self._list_hosts()
        self._check()
        ui.address.setFocus()

    def client(self) -> NetworkClient:
        """The client (connected and seated once the dialog was accepted)."""
        return self._client

    # -- the hosts heard -----------------------------------------------------------------

    @Slot()
    def _list_hosts(self) -> None:
        ui = self.ui
        chosen = ui.hosts.currentItem()
        key = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        ui.hosts.blockSignals(True)
        ui.hosts.clear()
        for host in self.hosts.hosts():
            item = QListWidgetItem(self._host_text(host))
            item.setData(Qt.ItemDataRole.UserRole, (host.address, host.port))
            ui.hosts.addItem(item)
            if (host.address, host.port) == key:
                ui.hosts.setCurrentItem(item)
        ui.hosts.blockSignals(False)
        if not self.hosts.listening:
            ui.listening.setText(
                self.tr(
                    "Games on this network cannot be heard (port {port} is in use)."
                    " Type the host's address."
                ).format(port=DISCOVERY_PORT)
            )
        elif ui.hosts.count() == 0:
            ui.listening.setText(self.tr("Listening for games on this network…"))
        else:
            ui.listening.setText("")

    def _host_text(self, host: HostHeard) -> str:
        seats = (
            self.tr("1 free seat")
            if host.seats_free == 1
            else self.tr("{n} free seats").format(n=host.seats_free)
        )
        return self.tr("{name}'s game at {address}:{port} ({seats})").format(
            name=host.name, address=host.address, port=host.port, seats=seats
        )

    @Slot(QListWidgetItem, QListWidgetItem)
    def _host_chosen(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        address, port = item.data(Qt.ItemDataRole.UserRole)
        self.ui.address.setText(address)
        self.ui.port.setValue(port)

    # -- joining -------------------------------------------------------------------------

    @Slot()
    def _check(self) -> None:
        ui = self.ui
        busy = self._client.state in (ConnectionState.CONNECTING, ConnectionState.RECONNECTING)
        ready = bool(ui.address.text().strip() and ui.code.text() and ui.name.text().strip())
        self.join_button.setEnabled(ready and not busy)

    @Slot()
    def join(self) -> None:
        ui = self.ui
        if not self.join_button.isEnabled():
            return
        self._client.join(
            ui.address.text().strip(), ui.port.value(), ui.code.text().upper(), ui.name.text()
        )

    @Slot(str, str)
    def _state_changed(self, state: str, text: str) -> None:
        ui = self.ui
        if state == ConnectionState.CLOSED:
            ui.status.setStyleSheet("color: #B3261E;")
        else:
            ui.status.setStyleSheet("")
        if state == ConnectionState.SEATED:
            text = self.tr("Joined: waiting for the host to start the game…")
        ui.status.setText(text)
        for field in (ui.address, ui.port, ui.code, ui.name, ui.hosts):
            field.setEnabled(state in (ConnectionState.IDLE, ConnectionState.CLOSED))
        self._check()

    @Slot(object)
    def _first_position(self, _position: object) -> None:
        if not self._joined:
            self._joined = True
            self._client.position_received.disconnect(self._first_position)
            self.hosts.close()
            self.accept()

    def reject(self) -> None:
        if self._client.state != ConnectionState.IDLE:
            self._client.leave()
        self.hosts.close()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hosts.close()
        super().closeEvent(event)
