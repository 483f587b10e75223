"""Setting up a new game: the rule set and its options, the seats (each a name and human
or an AI level), the house rules and an optional seed. Answers a :class:`GameSetup` or
None.

Three rule sets (RULES.md): classic Acquire; Space Monopoly (board size, diamonds, turn
limit); Energy (with or without the Department of Energy). Player trading and hidden
holdings are house rules of every rule set; turn order by seats and founder's cash only
of classic. The seat limits come from the rule set; names must be non-empty and distinct
(the Start button is disabled with a hint until they are). This dialog does not start
the game: the caller builds it from the setup.
"""

from __future__ import annotations

import getpass
import itertools
from typing import Any

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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Rules
from acquire_qt.engine.rules import SPACE_MONOPOLY_BOARDS

CONTROLLERS: tuple[str, ...] = ("human", "easy", "medium", "hard")
AI_NAMES: tuple[str, ...] = ("Ada", "Basil", "Cleo", "Dev", "Edie", "Finn", "Gus", "Hana")
MAX_NAME = 24
RULE_SETS: tuple[str, ...] = ("classic", "space_monopoly", "energy")
DIAMONDS: tuple[str, ...] = ("5%", "0", "5", "10", "10%", "20")
"""Suggested diamonds: a percentage of the squares or a number of tiles (any may be typed)."""


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
        """The rules as chosen now (the last valid choice while the options are not)."""
        self._rules_problem: str | None = None
        self.seats: list[_Seat] = []

        outer = QVBoxLayout(self)
        outer.setSpacing(12)
        outer.addWidget(self._build_rule_set())
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
        self.trading = QCheckBox(
            self.tr("&Player trading: before placing a tile, offer shares and cash to others")
        )
        self.trading.setToolTip(
            self.tr(
                "The player whose turn it is may propose trades of shares and cash to the "
                "others, who accept or decline; trading closes when a tile is placed."
            )
        )
        for box in (self.seated, self.founder_cash, self.hidden, self.trading):
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
        self._rules_changed()
        self.seats[0].name.setFocus()
        self.seats[0].name.selectAll()

    # -- the rule set ------------------------------------------------------------------

    def rule_set_text(self, key: str) -> str:
        return {
            "classic": self.tr("Classic Acquire"),
            "space_monopoly": self.tr("Space Monopoly"),
            "energy": self.tr("Energy"),
        }[key]

    def _build_rule_set(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"))
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        self.rule_set = QComboBox()
        for key in RULE_SETS:
            self.rule_set.addItem(self.rule_set_text(key), key)
        self.rule_set.setAccessibleName(self.tr("Rule set"))
        label = QLabel(self.tr("&Rules:"))
        label.setBuddy(self.rule_set)
        row.addWidget(label)
        row.addWidget(self.rule_set)
        self.rule_set_note = QLabel()
        self.rule_set_note.setObjectName("rule_set_note")
        self.rule_set_note.setWordWrap(True)
        row.addWidget(self.rule_set_note, 1)
        layout.addLayout(row)

        # The options of the chosen rule set show (classic has none).
        space = self.space_options = QWidget()
        form = QFormLayout(space)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.board_size = QComboBox()
        for key, (columns, rows) in SPACE_MONOPOLY_BOARDS.items():
            self.board_size.addItem(
                self.tr("{columns} × {rows} ({squares} squares)").format(
                    columns=columns, rows=rows, squares=columns * rows
                ),
                key,
            )
        self.diamonds = QComboBox()
        self.diamonds.setEditable(True)
        self.diamonds.addItems(list(DIAMONDS))
        self.diamonds.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,3}%?"), self.diamonds)
        )
        self.diamonds.setToolTip(
            self.tr(
                "Loose tiles put on random squares at the start: a number of tiles, or a "
                "percentage of the squares such as 5%; at most 20."
            )
        )
        self.diamonds_note = QLabel()
        self.diamonds_note.setObjectName("diamonds_note")
        diamonds_row = QHBoxLayout()
        diamonds_row.addWidget(self.diamonds)
        diamonds_row.addWidget(self.diamonds_note, 1)
        self.turn_limit = QSpinBox()
        self.turn_limit.setRange(1, 999)
        self.turn_limit.setValue(80)
        self.turn_limit.setSuffix(self.tr(" turns"))
        self.turn_limit.setToolTip(self.tr("The game ends after this many turns in all."))
        for text, buddy, field in (
            (self.tr("&Board:"), self.board_size, self.board_size),
            (self.tr("&Diamonds:"), self.diamonds, diamonds_row),
            (self.tr("Turn &limit:"), self.turn_limit, self.turn_limit),
        ):
            label = QLabel(text)
            label.setBuddy(buddy)
            form.addRow(label, field)
        layout.addWidget(space)

        energy = self.energy_options = QWidget()
        energy_box = QVBoxLayout(energy)
        energy_box.setContentsMargins(0, 0, 0, 0)
        self.doe = QCheckBox(
            self.tr("Department of Energ&y: a passive shareholder (recommended for 2 players)")
        )
        self.doe.setToolTip(
            self.tr(
                "At every founding the Department of Energy receives 1 to (10 − players) "
                "shares of the new company. It counts for bonuses but never wins."
            )
        )
        energy_box.addWidget(self.doe)
        layout.addWidget(energy)

        self.rule_set.currentIndexChanged.connect(self._rules_changed)
        self.board_size.currentIndexChanged.connect(self._rules_changed)
        self.diamonds.currentTextChanged.connect(self._rules_changed)
        self.turn_limit.valueChanged.connect(self._rules_changed)
        self.doe.toggled.connect(self._rules_changed)
        return box

    def chosen_rule_set(self) -> str:
        return str(self.rule_set.currentData())

    def set_rule_set(self, key: str) -> None:
        """Choose a rule set by name (``classic``, ``space_monopoly``, ``energy``)."""
        self.rule_set.setCurrentIndex(RULE_SETS.index(key))

    def rules(self) -> Rules:
        """The rules as chosen now (``ValueError`` if an option is not valid)."""
        key = self.chosen_rule_set()
        house: dict[str, Any] = {
            "hidden_holdings": self.hidden.isChecked(),
            "player_trading": self.trading.isChecked(),
        }
        if key == "space_monopoly":
            text = self.diamonds.currentText().strip()
            if not text:
                raise ValueError(self.tr("Say how many diamonds: a number or a percentage."))
            diamonds: int | str = text if text.endswith("%") else int(text)
            return Rules.space_monopoly(
                board=str(self.board_size.currentData()),
                diamonds=diamonds,
                turn_limit=self.turn_limit.value(),
                **house,
            )
        if key == "energy":
            return Rules.energy(doe=self.doe.isChecked(), **house)
        return Rules.classic(
            turn_order="seated" if self.seated.isChecked() else "drawn",
            founder_cash_when_sold_out=self.founder_cash.isChecked(),
            **house,
        )

    @Slot()
    def _rules_changed(self) -> None:
        key = self.chosen_rule_set()
        self.space_options.setVisible(key == "space_monopoly")
        self.energy_options.setVisible(key == "energy")
        classic = key == "classic"
        for box in (self.seated, self.founder_cash):
            box.setVisible(classic)
        notes = {
            "classic": self.tr("Hotel chains on a 12 × 9 board, 2 to 6 players."),
            "space_monopoly": self.tr(
                "Five companies, no tile rack: place a tile on any empty square. "
                "2 to 4 players, in pounds."
            ),
            "energy": self.tr(
                "Six energy companies on a 10 × 10 board; each turn a roll of 2 to 4 "
                "actions. 2 to 4 players."
            ),
        }
        self.rule_set_note.setText(notes[key])
        try:
            self.base_rules = self.rules()
            self._rules_problem = None
        except ValueError as error:
            self._rules_problem = str(error)
        if key == "space_monopoly":
            if self._rules_problem is None:
                self.diamonds_note.setText(
                    self.tr("= {n} loose tiles on this board (at most 20)").format(
                        n=self.base_rules.diamonds
                    )
                )
            else:
                self.diamonds_note.setText("")
        self._relayout()

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
        chain.extend((self.rule_set, self.board_size, self.diamonds, self.turn_limit, self.doe))
        for seat in self.seats:
            chain.extend((seat.name, seat.controller, seat.remove))
        chain.extend((self.add_button, self.seated, self.founder_cash, self.hidden, self.trading))
        chain.append(self.seed)
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
        if self._rules_problem is not None:
            return self._rules_problem
        count = len(self.seats)
        rules = self.base_rules
        if not rules.min_players <= count <= rules.max_players:
            return self.tr("A game of {rules} has {low} to {high} players.").format(
                rules=self.rule_set_text(self.chosen_rule_set()),
                low=rules.min_players,
                high=rules.max_players,
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
            rules=self.rules(),
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
