"""Setting up a new game: the seats (2–6, each a name and human or an AI level), the
house rules and an optional seed. Answers a :class:`GameSetup` or None.

The seat limits come from the rule set; names must be non-empty and distinct (the
Start button is disabled with a hint until they are). This dialog does not start the
game: the caller builds it from the setup.
"""

from __future__ import annotations

import getpass
import itertools

from PySide6.QtCore import QRegularExpression, Slot
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Rules

CONTROLLERS: tuple[str, ...] = ("human", "easy", "medium", "hard")
AI_NAMES: tuple[str, ...] = ("Ada", "Basil", "Cleo", "Dev", "Edie", "Finn", "Gus", "Hana")
MAX_NAME = 24


def _default_name() -> str:
    try:
        name = getpass.getuser().strip()
    except (KeyError, OSError):
        name = ""
    return (name[:1].upper() + name[1:])[:MAX_NAME] if name else "Player"


class _Seat:
    """The widgets of one seat row."""

    def __init__(self, dialog: NewGameDialog, name: str, controller: str) -> None:
        self.number = QLabel()
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.name.setMinimumWidth(180)
        self.controller = QComboBox()
        for key in CONTROLLERS:
            self.controller.addItem(dialog.controller_text(key), key)
        self.controller.setCurrentIndex(CONTROLLERS.index(controller))
        self.remove = QPushButton(dialog.tr("Remove"))
        self.remove.setAutoDefault(False)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.name, self.controller, self.remove)


class NewGameDialog(QDialog):
    """Choose the players, house rules and seed. ``ask()`` returns a :class:`GameSetup`."""

    def __init__(self, parent: QWidget | None = None, *, human_name: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setModal(True)
        self.base_rules = Rules.classic()
        self.seats: list[_Seat] = []

        outer = QVBoxLayout(self)
        outer.setSpacing(12)
        players = QGroupBox(self.tr("Players (in seat order)"))
        players_box = QVBoxLayout(players)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setColumnStretch(1, 1)
        players_box.addLayout(self.grid)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("&Add player"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_seat)
        row.addWidget(self.add_button)
        row.addStretch(1)
        players_box.addLayout(row)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("QLabel { color: #B00020; }")
        players_box.addWidget(self.hint)
        outer.addWidget(players)

        rules_box = QGroupBox(self.tr("House rules"))
        rules_layout = QVBoxLayout(rules_box)
        self.seated = QCheckBox(self.tr("Turn order by &seats instead of drawn tiles"))
        self.seated.setToolTip(
            self.tr("The first seat starts; normally the player whose drawn tile is nearest 1A.")
        )
        self.founder_cash = QCheckBox(
            self.tr("Founder gets &cash (one share's price) when no share is left")
        )
        self.hidden = QCheckBox(self.tr("&Hidden holdings: other players' cash and shares"))
        for box in (self.seated, self.founder_cash, self.hidden):
            rules_layout.addWidget(box)
        outer.addWidget(rules_box)

        form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,18}"), self.seed)
        )
        self.seed.setToolTip(self.tr("The same seed and players give the same tile draws."))
        seed_label = QLabel(self.tr("S&eed (optional):"))
        seed_label.setBuddy(self.seed)
        form.addRow(seed_label, self.seed)
        outer.addLayout(form)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("S&tart game"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        human = (human_name or _default_name()).strip()[:MAX_NAME] or "Player"
        self._append_seat(human, "human")
        for _ in range(3):
            self._append_seat(self._free_ai_name(), "medium")
        self._relayout()
        self.seats[0].name.setFocus()
        self.seats[0].name.selectAll()

    # -- seats -------------------------------------------------------------------------

    def controller_text(self, key: str) -> str:
        return {
            "human": self.tr("Human"),
            "easy": self.tr("AI: Easy"),
            "medium": self.tr("AI: Medium"),
            "hard": self.tr("AI: Hard"),
        }[key]

    def _free_ai_name(self) -> str:
        taken = {seat.name.text().strip().casefold() for seat in self.seats}
        for name in AI_NAMES:
            if name.casefold() not in taken:
                return name
        return self.tr("Player {n}").format(n=len(self.seats) + 1)

    def _append_seat(self, name: str, controller: str) -> _Seat:
        seat = _Seat(self, name, controller)
        seat.name.textChanged.connect(self._validate)
        seat.remove.clicked.connect(self._on_remove)
        self.seats.append(seat)
        return seat

    @Slot()
    def add_seat(self) -> None:
        """Add an AI seat (Medium) at the end, if the rule set allows another player."""
        if len(self.seats) >= self.base_rules.max_players:
            return
        seat = self._append_seat(self._free_ai_name(), "medium")
        self._relayout()
        seat.name.setFocus()
        seat.name.selectAll()

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= self.base_rules.min_players:
            return
        seat = self.seats.pop(index)
        for widget in seat.widgets():
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self._relayout()
        self.seats[min(index, len(self.seats) - 1)].name.setFocus()

    @Slot()
    def _on_remove(self) -> None:
        sender = self.sender()
        for index, seat in enumerate(self.seats):
            if seat.remove is sender:
                self.remove_seat(index)
                return

    def _relayout(self) -> None:
        for row, seat in enumerate(self.seats):
            seat.number.setText(self.tr("Seat {n}:").format(n=row + 1))
            seat.number.setBuddy(seat.name)
            seat.name.setAccessibleName(self.tr("Name of seat {n}").format(n=row + 1))
            seat.controller.setAccessibleName(self.tr("Player of seat {n}").format(n=row + 1))
            seat.remove.setAccessibleName(self.tr("Remove seat {n}").format(n=row + 1))
            for column, widget in enumerate(seat.widgets()):
                self.grid.addWidget(widget, row, column)
        can_remove = len(self.seats) > self.base_rules.min_players
        for seat in self.seats:
            seat.remove.setEnabled(can_remove)
        self.add_button.setEnabled(len(self.seats) < self.base_rules.max_players)
        chain: list[QWidget] = []
        for seat in self.seats:
            chain.extend((seat.name, seat.controller, seat.remove))
        chain.extend((self.add_button, self.seated, self.founder_cash, self.hidden, self.seed))
        chain.extend(self.buttons.buttons())
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._validate()
        self.adjustSize()

    # -- validation and answer -----------------------------------------------------------

    def problem(self) -> str | None:
        """Why the setup cannot start yet, or None."""
        seen: dict[str, int] = {}
        for number, seat in enumerate(self.seats, start=1):
            name = seat.name.text().strip()
            if not name:
                return self.tr("Seat {n} needs a name.").format(n=number)
            key = name.casefold()
            if key in seen:
                return self.tr(
                    "Seats {a} and {b} are both called “{name}”: names must differ."
                ).format(a=seen[key], b=number, name=name)
            seen[key] = number
        count = len(self.seats)
        rules = self.base_rules
        if not rules.min_players <= count <= rules.max_players:
            return self.tr("A game has {low} to {high} players.").format(
                low=rules.min_players, high=rules.max_players
            )
        return None

    @Slot()
    def _validate(self) -> None:
        problem = self.problem()
        self.hint.setText(problem or "")
        self.hint.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)

    def setup(self) -> GameSetup:
        """The setup the dialog shows now (``ValueError`` if it is not valid)."""
        problem = self.problem()
        if problem is not None:
            raise ValueError(problem)
        seed_text = self.seed.text().strip()
        return GameSetup(
            names=tuple(seat.name.text().strip() for seat in self.seats),
            controllers=tuple(str(seat.controller.currentData()) for seat in self.seats),
            rules=Rules.classic(
                turn_order="seated" if self.seated.isChecked() else "drawn",
                founder_cash_when_sold_out=self.founder_cash.isChecked(),
                hidden_holdings=self.hidden.isChecked(),
            ),
            seed=int(seed_text) if seed_text else None,
        )

    @Slot()
    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None = None, *, human_name: str | None = None
    ) -> GameSetup | None:
        """Run the dialog modally: the setup, or None if cancelled."""
        dialog = cls(parent, human_name=human_name)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.setup()
            return None
        finally:
            dialog.deleteLater()
