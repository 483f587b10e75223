"""Setting up a new game: the rule set and its options, the seats (each a name and human
or an AI level), the house rules and an optional seed. Answers a :class:`GameSetup` or
None.

The rule sets, their options and house rules come from the registry
(:mod:`acquire_qt.session.rule_sets`): each option gets a widget by its kind, with the
rule set (``game``) or among the house rules (``house``), shown while its rule set is
chosen; the house rules of every rule set show always. The seat limits come from the rule
set; names must be non-empty and distinct (the Start button is disabled with a hint until
they are). An option for one number of players (the two-player rule) is enabled only with
that many seats, and turned on, as recommended, when the seats come to that number.
This dialog does not start the game: the caller builds it from the setup.
A deal code (:mod:`acquire_qt.session.deals`) typed or pasted in its field sets the rule
set, its options, the seats and the seed to the deal's; a code that is not one says why,
and the game cannot start until it is mended or cleared.
Form: ``ui/new_game.ui``; the option widgets and seat rows are made here.

Each AI level of a seat's choice says how strong it is, in its tooltip: "Wins about 8 in
10 games against three Medium AIs", one line per other level, from the figures of the
AI ladder shipped with the game (:func:`acquire_qt.ai.ladder.read_ladder`; none if it
cannot be read).

Opened to host a network game (``hosting=True``, Game → Host a network game…), each seat
may also be "Human (network)", a player at another computer; a group below the house
rules shows the TCP port (a default that works) and the join code to read out, and at
least one seat must be a network one. :meth:`NewGameDialog.ask_host` answers a
:class:`HostChoice`.
"""

from __future__ import annotations

import getpass
import itertools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Slot
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from acquire_qt.ai.ladder import Ladder, read_ladder
from acquire_qt.controller import GameSetup
from acquire_qt.engine import Rules
from acquire_qt.forms.ui_new_game import Ui_NewGameDialog
from acquire_qt.network.host_logic import new_join_code
from acquire_qt.network.protocol import DEFAULT_PORT
from acquire_qt.occupant import AI_LEVELS, Occupant
from acquire_qt.session.deals import LONGEST_CODE, Deal, parse_deal_code
from acquire_qt.session.rule_sets import (
    HOUSE_RULES,
    RULE_SETS,
    TRANSLATION_CONTEXT,
    Option,
    OptionValue,
    RuleSet,
    rule_set,
)
from acquire_qt.session.seats import occupant_label

CONTROLLERS: tuple[Occupant, ...] = (Occupant.HUMAN, *AI_LEVELS)
"""Who may sit at a seat of a game at this computer."""
HOSTED_CONTROLLERS: tuple[Occupant, ...] = (Occupant.HUMAN, Occupant.NETWORK, *AI_LEVELS)
"""Who may sit at a seat of a hosted network game."""
AI_NAMES: tuple[str, ...] = ("Ada", "Basil", "Cleo", "Dev", "Edie", "Finn", "Gus", "Hana")
MAX_NAME = 24


def registry_text(text: str) -> str:
    """A word of the rule-set registry, translated."""
    return QCoreApplication.translate(TRANSLATION_CONTEXT, text)


def strength_words(ladder: Ladder | None, level: str) -> str:
    """How strong the AI ``level`` is, in a player's words: a line per other level the
    ladder played it against (its win share against three of them, in tenths); "" with
    no ladder or no such figures."""
    lines = []
    for field in AI_LEVELS:
        share = ladder.share(level, field) if ladder is not None and field != level else None
        if share is None:
            continue
        tenths = int(share.share * 10 + 0.5)
        if tenths == 0:
            words = QCoreApplication.translate(
                "NewGameDialog", "Wins fewer than 1 in 10 games against three {level} AIs."
            )
        elif tenths == 10:
            words = QCoreApplication.translate(
                "NewGameDialog", "Wins nearly every game against three {level} AIs."
            )
        else:
            words = QCoreApplication.translate(
                "NewGameDialog", "Wins about {n} in 10 games against three {level} AIs."
            )
        lines.append(words.format(n=tenths, level=field.capitalize()))
    return "\n".join(lines)


def _default_name() -> str:
    try:
        name = getpass.getuser().strip()
    except (KeyError, OSError):
        name = ""
    return (name[:1].upper() + name[1:])[:MAX_NAME] if name else "Player"


class _Seat:
    """The widgets of one seat row."""

    def __init__(self, dialog: NewGameDialog, name: str, controller: Occupant) -> None:
        self.number = QLabel()
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.name.setMinimumWidth(180)
        self.controller = QComboBox()
        for index, key in enumerate(dialog.occupants):
            self.controller.addItem(occupant_label(key, dialog.hosting), key)
            strength = dialog.strengths.get(key, "")
            self.controller.setItemData(index, strength, Qt.ItemDataRole.ToolTipRole)
        self.controller.currentIndexChanged.connect(self._show_strength)
        self.controller.setCurrentIndex(dialog.occupants.index(controller))
        self._show_strength()
        self.remove = QPushButton(QCoreApplication.translate("NewGameDialog", "Remove"))
        self.remove.setAutoDefault(False)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.name, self.controller, self.remove)

    def _show_strength(self) -> None:
        """The chosen level's strength as the choice's tooltip (none for a person)."""
        tip = self.controller.currentData(Qt.ItemDataRole.ToolTipRole)
        self.controller.setToolTip(tip if isinstance(tip, str) else "")


class _Field:
    """The widget of one registry option, and how to read what it shows."""

    def __init__(self, option: Option) -> None:
        self.option = option
        self.note: QLabel | None = None
        self.widget: QWidget
        if option.kind == "flag":
            check = QCheckBox(registry_text(option.label))
            check.setChecked(bool(option.default))
            self.widget = check
        elif option.kind == "choice":
            combo = QComboBox()
            for choice in option.choices:
                combo.addItem(registry_text(choice.label), choice.value)
            combo.setCurrentIndex(combo.findData(option.default))
            self.widget = combo
        elif option.kind == "number":
            spin = QSpinBox()
            spin.setRange(option.low, option.high)
            spin.setValue(int(option.default))
            spin.setSuffix(registry_text(option.suffix))
            self.widget = spin
        else:
            amount = QComboBox()
            amount.setEditable(True)
            amount.addItems(list(option.suggestions))
            amount.setCurrentText(str(option.default))
            amount.setValidator(
                QRegularExpressionValidator(QRegularExpression(option.pattern), amount)
            )
            self.widget = amount
        self.widget.setObjectName(option.field)
        if option.tooltip:
            self.widget.setToolTip(registry_text(option.tooltip))
        if option.note:
            self.note = QLabel()
            self.note.setObjectName(f"{option.field}_note")

    def value(self) -> OptionValue:
        """The chosen value (``ValueError`` when typed text is not a value)."""
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        assert isinstance(widget, QComboBox)
        if not widget.isEditable():
            return str(widget.currentData())
        text = widget.currentText().strip()
        if not text:
            raise ValueError(
                QCoreApplication.translate(
                    "NewGameDialog", "{option} say how many: a number or a percentage."
                ).format(option=registry_text(self.option.label).replace("&", ""))
            )
        return self.option.parse(text)

    def show(self, value: object) -> None:
        """Show the factory's ``value`` of the option (a flag: ticked when on)."""
        widget = self.widget
        if isinstance(widget, QCheckBox):
            widget.setChecked(value == self.option.on_off[0])
        elif isinstance(widget, QSpinBox):
            assert isinstance(value, int)
            widget.setValue(value)
        elif isinstance(widget, QComboBox) and widget.isEditable():
            widget.setCurrentText(str(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))

    def changed(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever the player changes the value."""
        widget = self.widget
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(slot)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(slot)
        elif isinstance(widget, QComboBox) and widget.isEditable():
            widget.currentTextChanged.connect(slot)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(slot)


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: the game (network seats are :attr:`Occupant.NETWORK`; their
    names are replaced by the names their players join with), the port and the join code."""

    setup: GameSetup
    port: int
    join_code: str


class NewGameDialog(QDialog):
    """Choose the players, house rules and seed. ``ask()`` returns a :class:`GameSetup`.

    Each registry option's widget is also an attribute named by its ``field``
    (``dialog.board_size``, ``dialog.trading``), and a note after it ``FIELD_note``.
    """

    def __init__(
        self, parent: QWidget | None = None, *, human_name: str | None = None, hosting: bool = False
    ) -> None:
        super().__init__(parent)
        self.hosting = hosting
        self.occupants = HOSTED_CONTROLLERS if hosting else CONTROLLERS
        ladder = read_ladder()
        self.strengths = {str(level): strength_words(ladder, level) for level in AI_LEVELS}
        """Each AI level's strength in words (:func:`strength_words`)."""
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)
        self.base_rules = Rules.classic()
        """The rules as chosen now (the last valid choice while the options are not)."""
        self._rules_problem: str | None = None
        self.seats: list[_Seat] = []
        self._seat_count = 0
        """The number of seats the options for one number of players were last set for."""

        self.rule_set = self.ui.rule_set
        self.rule_set_note = self.ui.rule_set_note
        self.grid = self.ui.seat_grid
        self.add_button = self.ui.add_button
        self.add_button.clicked.connect(self.add_seat)
        self.hint = self.ui.hint
        self.seed = self.ui.seed
        self.seed.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,18}"), self.seed)
        )
        self.deal_code = self.ui.deal_code
        self.deal_code.setMaxLength(LONGEST_CODE)
        self.deal_code.textChanged.connect(self._deal_code_changed)
        self.deal_note = self.ui.deal_note
        self.deal_note.hide()
        self._deal_problem: str | None = None
        self.buttons = self.ui.buttons
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("S&tart game"))
        self.ok_button.setDefault(True)

        self.fields: dict[str, dict[str, _Field]] = {}
        """Per rule set, its own options' fields by key."""
        self.panels: dict[str, QWidget] = {}
        """Per rule set with options shown with it, the panel holding them."""
        self.house_fields: dict[str, _Field] = {}
        """The house rules of every rule set, by key."""
        for entry in RULE_SETS.values():
            self.rule_set.addItem(registry_text(entry.title), entry.name)
            self._build_options(entry)
        for option in HOUSE_RULES:
            field = self.house_fields[option.key] = self._field(option)
            self.ui.house_layout.addWidget(field.widget)
        self.rule_set.currentIndexChanged.connect(self._rules_changed)

        human = (human_name or _default_name()).strip()[:MAX_NAME] or "Player"
        self._append_seat(human, Occupant.HUMAN)
        if hosting:
            self._build_network()
            for number in (1, 2):
                self._append_seat(self.tr("Guest {n}").format(n=number), Occupant.NETWORK)
            self._append_seat(self._free_ai_name(), Occupant.MEDIUM)
        else:
            for _ in range(3):
                self._append_seat(self._free_ai_name(), Occupant.MEDIUM)
        self._rules_changed()
        self.seats[0].name.setFocus()
        self.seats[0].name.selectAll()

    def _build_network(self) -> None:
        """The port and join code of a hosted game, in a group after the house rules."""
        self.setWindowTitle(self.tr("Host a network game"))
        self.ok_button.setText(self.tr("Open the &lobby"))
        box = QGroupBox(self.tr("Network"))
        box.setObjectName("network_box")
        form = QFormLayout(box)
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(
            self.tr("The TCP port players connect to; the default suits most networks.")
        )
        port_label = QLabel(self.tr("&Port:"))
        port_label.setBuddy(self.port)
        form.addRow(port_label, self.port)
        self.join_code = new_join_code()
        self.code_label = QLabel(self.join_code)
        self.code_label.setObjectName("join_code")
        font = self.code_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 2.0)
        self.code_label.setFont(font)
        self.code_label.setToolTip(self.tr("Read this code out to the players who join."))
        form.addRow(QLabel(self.tr("Join code:")), self.code_label)
        note = QLabel(
            self.tr(
                "Players at other computers choose Game → Join a network game… and type the "
                "join code; their names replace the guests' names."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.ui.outer.insertWidget(self.ui.outer.indexOf(self.ui.house_rules) + 1, box)

    # -- the rule set ------------------------------------------------------------------

    def _field(self, option: Option) -> _Field:
        field = _Field(option)
        setattr(self, option.field, field.widget)
        if field.note is not None:
            setattr(self, f"{option.field}_note", field.note)
        field.changed(self._rules_changed)
        return field

    def _build_options(self, entry: RuleSet) -> None:
        """The widgets of the rule set's own options: a panel of those shown with the rule
        set (rows of a form), the others among the house rules."""
        fields = self.fields[entry.name] = {}
        form: QFormLayout | None = None
        for option in entry.options:
            field = fields[option.key] = self._field(option)
            if option.placement == "house":
                self.ui.house_layout.addWidget(field.widget)
                continue
            if form is None:
                panel = self.panels[entry.name] = QWidget()
                form = QFormLayout(panel)
                form.setContentsMargins(0, 0, 0, 0)
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
                self.ui.options.addWidget(panel)
            if isinstance(field.widget, QCheckBox):
                form.addRow(field.widget)
                continue
            label = QLabel(registry_text(option.label))
            label.setBuddy(field.widget)
            if field.note is None:
                form.addRow(label, field.widget)
            else:
                row = QHBoxLayout()
                row.addWidget(field.widget)
                row.addWidget(field.note, 1)
                form.addRow(label, row)

    def rule_set_text(self, key: str) -> str:
        return registry_text(rule_set(key).title)

    def chosen_rule_set(self) -> str:
        return str(self.rule_set.currentData())

    def chosen_entry(self) -> RuleSet:
        return rule_set(self.chosen_rule_set())

    def set_rule_set(self, key: str) -> None:
        """Choose a rule set by name (``classic``, ``space_monopoly``, ``energy``)."""
        self.rule_set.setCurrentIndex(self.rule_set.findData(rule_set(key).name))

    def rules(self) -> Rules:
        """The rules as chosen now (``ValueError`` if an option is not valid)."""
        entry = self.chosen_entry()
        chosen = {key: field.value() for key, field in self.fields[entry.name].items()}
        chosen.update({key: field.value() for key, field in self.house_fields.items()})
        return entry.rules(chosen)

    @Slot()
    def _rules_changed(self) -> None:
        self._update_rules()
        self._relayout()

    def _update_rules(self) -> None:
        """Show the chosen rule set's options and work out the rules they make."""
        entry = self.chosen_entry()
        for name, panel in self.panels.items():
            panel.setVisible(name == entry.name)
        for name, fields in self.fields.items():
            for field in fields.values():
                if field.option.placement == "house":
                    field.widget.setVisible(name == entry.name)
        self.rule_set_note.setText(registry_text(entry.summary))
        try:
            self.base_rules = self.rules()
            self._rules_problem = None
        except ValueError as error:
            self._rules_problem = str(error)
        for field in self.fields[entry.name].values():
            if field.note is not None:
                field.note.setText(
                    registry_text(field.option.note).format(rules=self.base_rules)
                    if self._rules_problem is None
                    else ""
                )

    def _match_seats(self) -> bool:
        """Enable each option for one number of players only with that many seats; turn it
        on when the seats come to that number and off when they leave it. Whether a value
        changed (the rules must then be worked out again)."""
        count = len(self.seats)
        if count == self._seat_count:
            return False
        previous, self._seat_count = self._seat_count, count
        changed = False
        for fields in self.fields.values():
            for field in fields.values():
                players = field.option.players
                widget = field.widget
                if not players or not isinstance(widget, QCheckBox):
                    continue
                widget.setEnabled(count == players)
                if players in (count, previous):
                    blocked = widget.blockSignals(True)
                    widget.setChecked(count == players)
                    widget.blockSignals(blocked)
                    changed = True
        return changed

    def seat_range(self) -> tuple[int, int]:
        """The fewest and most seats of the chosen rule set (an option for one number of
        players follows the seats, it does not limit them)."""
        return self.chosen_entry().seats

    # -- seats -------------------------------------------------------------------------

    def _free_ai_name(self) -> str:
        taken = {seat.name.text().strip().casefold() for seat in self.seats}
        for name in AI_NAMES:
            if name.casefold() not in taken:
                return name
        return self.tr("Player {n}").format(n=len(self.seats) + 1)

    def _append_seat(self, name: str, controller: Occupant) -> _Seat:
        seat = _Seat(self, name, controller)
        seat.name.textChanged.connect(self._validate)
        seat.controller.currentIndexChanged.connect(self._validate)
        seat.remove.clicked.connect(self._on_remove)
        self.seats.append(seat)
        return seat

    @Slot()
    def add_seat(self) -> None:
        """Add an AI seat (Medium) at the end, if the rule set allows another player."""
        if len(self.seats) >= self.seat_range()[1]:
            return
        seat = self._append_seat(self._free_ai_name(), Occupant.MEDIUM)
        self._relayout()
        seat.name.setFocus()
        seat.name.selectAll()

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= self.seat_range()[0]:
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
        if self._match_seats():
            self._update_rules()
        for row, seat in enumerate(self.seats):
            seat.number.setText(self.tr("Seat {n}:").format(n=row + 1))
            seat.number.setBuddy(seat.name)
            seat.name.setAccessibleName(self.tr("Name of seat {n}").format(n=row + 1))
            seat.controller.setAccessibleName(self.tr("Player of seat {n}").format(n=row + 1))
            seat.remove.setAccessibleName(self.tr("Remove seat {n}").format(n=row + 1))
            for column, widget in enumerate(seat.widgets()):
                self.grid.addWidget(widget, row, column)
        low, high = self.seat_range()
        can_remove = len(self.seats) > low
        for seat in self.seats:
            seat.remove.setEnabled(can_remove)
        self.add_button.setEnabled(len(self.seats) < high)
        fields = [field for entry in self.fields.values() for field in entry.values()]
        chain: list[QWidget] = [self.rule_set]
        chain.extend(field.widget for field in fields if field.option.placement == "game")
        for seat in self.seats:
            chain.extend((seat.name, seat.controller, seat.remove))
        chain.append(self.add_button)
        chain.extend(field.widget for field in fields if field.option.placement == "house")
        chain.extend(field.widget for field in self.house_fields.values())
        chain.extend((self.seed, self.deal_code))
        chain.extend(self.buttons.buttons())
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._validate()
        self.adjustSize()

    # -- a deal -------------------------------------------------------------------------

    def show_deal(self, deal: Deal, names: tuple[str, ...] = ()) -> None:
        """Set the rule set, its options, the seats and the seed to ``deal``'s, and the
        seats' names to ``names`` where given (the others keep theirs or get one);
        ``ValueError`` if the deal has an option this dialog does not offer."""
        entry = rule_set(deal.rule_set)
        options = dict(deal.options)
        offered = {option.key for option in entry.all_options}
        if not offered.issuperset(options):
            raise ValueError(self.tr("it has rules the new-game dialog does not offer"))
        focus = self.focusWidget()
        self.set_rule_set(entry.name)
        while len(self.seats) > len(deal.seats):
            self.remove_seat(len(self.seats) - 1)
        while len(self.seats) < len(deal.seats):
            self.add_seat()
        for index, (seat, who) in enumerate(zip(self.seats, deal.seats, strict=True)):
            seat.controller.setCurrentIndex(seat.controller.findData(who))
            if index < len(names):
                seat.name.setText(names[index])
        fields = self.fields[entry.name] | self.house_fields
        for option in entry.all_options:
            fields[option.key].show(options.get(option.key, option.spec.default))
        self.seed.setText(str(deal.seed))
        self._rules_changed()
        if focus is not None:
            focus.setFocus()

    @Slot(str)
    def _deal_code_changed(self, text: str) -> None:
        """Show the deal of a code as it is typed or pasted; the hint says why a code is
        not one."""
        self._deal_problem = None
        shown = False
        if text.strip():
            try:
                self.show_deal(parse_deal_code(text))
                shown = True
            except ValueError as error:
                problem = self.tr("The deal code cannot be read: {reason}.")
                self._deal_problem = problem.format(reason=error)
        self.deal_note.setText(self.tr("The deal's rules, seats and seed are set above."))
        self.deal_note.setVisible(shown)
        self._validate()

    # -- validation and answer -----------------------------------------------------------

    def problem(self) -> str | None:
        """Why the setup cannot start yet, or None."""
        if self._deal_problem is not None:
            return self._deal_problem
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
        if self.hosting and not any(
            seat.controller.currentData() == Occupant.NETWORK for seat in self.seats
        ):
            return self.tr("A network game needs at least one “Human (network)” seat.")
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

    def host_choice(self) -> HostChoice:
        """The hosted game the dialog shows now (``ValueError`` if it is not valid)."""
        return HostChoice(self.setup(), self.port.value(), self.join_code)

    @classmethod
    def ask_host(
        cls, parent: QWidget | None = None, *, human_name: str | None = None
    ) -> HostChoice | None:
        """Run the dialog modally to host a network game: the choice, or None if cancelled."""
        dialog = cls(parent, human_name=human_name, hosting=True)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.host_choice()
            return None
        finally:
            dialog.deleteLater()

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
