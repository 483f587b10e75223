"""The chat panel of a network game: :class:`ChatPanel`, a dock with the lines said and a
line to type.

Used by a joined client's window and by the host's: the panel knows no network. It shows
lines (:meth:`ChatPanel.add_line`, who said it and what; :meth:`ChatPanel.add_notice` for
who joined, left or reconnected) and emits ``said`` with what the player typed, limited
to :data:`~acquire_qt.network.protocol.LONGEST_CHAT` characters, never empty or
only spaces. The list keeps the last :data:`MOST_LINES` lines. :func:`seat_news_text` words what
happened at a network seat, for the client's panel and the host's Network dock.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.engine import plain_text
from acquire_qt.network.protocol import LONGEST_CHAT

MOST_LINES = 500
"""Lines the panel keeps (the oldest go first)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def seat_news_text(what: str, seat: int, name: str) -> str:
    """The line about a network seat's news (the protocol's ``SEAT_NEWS``: ``joined``,
    ``left``, …) for a client's chat panel and the host's Network dock alike."""
    texts = {
        "joined": _tr("{name} joined (seat {n})."),
        "reconnected": _tr("{name} reconnected (seat {n})."),
        "left": _tr("{name} left (seat {n}) — the game waits for them to come back."),
        "disconnected": _tr(
            "{name} was disconnected (seat {n}: too many refused messages); the seat is free"
            " to be taken again."
        ),
        "released": _tr(
            "The host freed {name}'s seat (seat {n}): another player may take it with the join"
            " code."
        ),
        "handed_to_ai": _tr("An AI plays for {name} (seat {n}) from now on."),
    }
    return texts[what].format(name=name, n=seat + 1)


class ChatPanel(QDockWidget):
    """Chat between the players of a network game (see the module's docstring).

    Signals:
        said(str): the player sent this line (already checked: plain text, not empty).
    """

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dock_chat")
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(4, 4, 4, 4)
        self.lines = QListWidget()
        self.lines.setObjectName("chat_lines")
        self.lines.setWordWrap(True)
        self.lines.setUniformItemSizes(False)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column.addWidget(self.lines, 1)
        row = QHBoxLayout()
        self.entry = QLineEdit()
        self.entry.setObjectName("chat_entry")
        self.entry.setMaxLength(LONGEST_CHAT)
        self.entry.setClearButtonEnabled(True)
        self.send = QPushButton()
        self.send.setAutoDefault(False)
        row.addWidget(self.entry, 1)
        row.addWidget(self.send)
        column.addLayout(row)
        self.setWidget(body)
        self.entry.returnPressed.connect(self._send)
        self.send.clicked.connect(self._send)
        self.entry.textChanged.connect(self._typed)
        self._typed(self.entry.text())
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words (again when the language changes)."""
        self.setWindowTitle(self.tr("Chat"))
        self.entry.setPlaceholderText(self.tr("Say something to the table…"))
        self.send.setText(self.tr("Send"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @Slot(str)
    def _typed(self, text: str) -> None:
        self.send.setEnabled(bool(text.strip()) and plain_text(text))

    @Slot()
    def _send(self) -> None:
        text = self.entry.text()
        if not text.strip() or not plain_text(text):
            return
        self.entry.clear()
        self.said.emit(text[:LONGEST_CHAT])

    def add_line(self, who: str, text: str) -> None:
        """A chat line from ``who``."""
        self._add(self.tr("{who}: {text}").format(who=who, text=text), notice=False)

    def add_notice(self, text: str) -> None:
        """A line about the table (someone joined, left, reconnected), set apart."""
        self._add(text, notice=True)

    def _add(self, text: str, notice: bool) -> None:
        item = QListWidgetItem(text)
        item.setToolTip(text)
        if notice:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(QBrush(self.palette().color(QPalette.ColorRole.PlaceholderText)))
        self.lines.addItem(item)
        while self.lines.count() > MOST_LINES:
            self.lines.takeItem(0)
        self.lines.scrollToBottom()
