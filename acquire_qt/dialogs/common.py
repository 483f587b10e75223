"""Shared pieces of the decision dialogs: money and word helpers, the chain badge, and
the base classes every decision dialog builds on.

Each dialog's fixed part is a Qt Designer form (``ui/NAME.ui``, compiled into
``acquire_qt.forms``); the base class sets it up, styles its prompt and fills its button
box. Rows that depend on the position are made here and in the dialogs' code.

A decision dialog reads a :class:`~acquire_qt.engine.GameReader` (a local game or a
joined network game's position; never changes it) and turns the pending decision into
one engine action. What is legal comes from ``game.pending`` and
``game.legal_actions()``; nothing here works out a rule itself. This module holds no
game rules and no dialog-specific layout.

Escape and the close button never answer a decision (a stray key must not buy nothing or
keep shares for the player). What they do depends on who opened the dialog: on its own
(:meth:`DecisionDialog.ask`) a decision dialog that is not ``cancellable`` stays open, for
its caller must have an answer; the window's
:class:`~acquire_qt.views.decisions.DecisionRouter` makes its dialogs ``closable``, for it
has a way back to the decision (Play → Decide…): Escape puts the dialog aside unanswered,
the decision stays pending and the window (its menus, Undo) is free again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from acquire_qt.engine import (
    Action,
    ChainView,
    Decision,
    Defunct,
    DefunctOrderDecision,
    Found,
    FoundDecision,
    GameReader,
    GameView,
    Kind,
    MergerView,
    Rules,
    Survivor,
    SurvivorDecision,
    bonuses,
)
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import chain_colour, text_colour

_CONTEXT = ""
"""The empty context: the one lupdate gives module-level ``tr`` calls (make translations)."""

KindOfDecision = TypeVar("KindOfDecision", bound=Decision)


def tr(text: str) -> str:
    """Translate ``text`` in the dialogs' shared context (for helpers outside a QObject)."""
    return QCoreApplication.translate(_CONTEXT, text)


def money(rules: Rules, amount: int) -> str:
    """``amount`` in the rule set's currency with thousands separators: ``$12,300``."""
    return format_money(amount, rules.currency)


def right_aligned(text: str) -> QLabel:
    """A label for numbers in a column: right-aligned, vertically centred."""
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


def count_of(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` (which contains ``{n}``) for ``count``: "1 share", "3 shares"."""
    return one if count == 1 else many.format(n=count)


def tiles_text(count: int) -> str:
    return count_of(count, tr("1 tile"), tr("{n} tiles"))


def shares_text(count: int) -> str:
    return count_of(count, tr("1 share"), tr("{n} shares"))


def mnemonic(name: str, used: set[str]) -> str:
    """``name`` with an ``&`` before its first letter not in ``used`` (which it extends)."""
    for i, letter in enumerate(name):
        if letter.isalpha() and letter.lower() not in used:
            used.add(letter.lower())
            return f"{name[:i]}&{name[i:]}"
    return name


def chain_shares(count: int, chain: str) -> str:
    """ "1 Tower share", "3 Tower shares"."""
    text = tr("1 {chain} share") if count == 1 else tr("{n} {chain} shares")
    return text.format(chain=chain, n=count)


def tier_text(tier: str) -> str:
    """A price tier's name for people (unknown tiers as given by the rule set)."""
    names = {"cheap": tr("cheap"), "medium": tr("medium"), "expensive": tr("expensive")}
    return names.get(tier, tier)


def join_words(words: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return tr("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


class ChainBadge(QLabel):
    """A chain's initial on the chain's colour: colour is never the only cue."""

    def __init__(self, rules: Rules, chain: str, parent: QWidget | None = None) -> None:
        index = rules.chain_index(chain)
        spec = rules.chains[index]
        super().__init__(spec.initial, parent)
        background = chain_colour(index)
        foreground = text_colour(background)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedSize(26, 26)
        font = QFont(self.font())
        font.setBold(True)
        self.setFont(font)
        self.setStyleSheet(
            f"QLabel {{ background-color: {background.name()}; color: {foreground.name()};"
            " border: 1px solid #3c3c3c; border-radius: 4px; }"
        )
        self.setAccessibleName(spec.name)
        self.setToolTip(spec.name)


def enlarge(label: QLabel, factor: float) -> None:
    """Make ``label``'s font ``factor`` times its size (relative, so it follows the
    desktop's font, which a form's absolute point size would not)."""
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    label.setFont(font)


def wide_cell(text: str, width: int = 200) -> QLabel:
    """A table cell that may wrap, but not narrower than ``width`` pixels."""
    label = note_label(text)
    label.setMinimumWidth(width)
    return label


def note_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def decision_of_kind(decision: Decision, kind: type[KindOfDecision]) -> KindOfDecision:
    """``decision`` as the dataclass of its kind, to read that kind's options (a dialog's
    base class has already refused a decision of another kind)."""
    if not isinstance(decision, kind):
        raise TypeError(f"a {kind.kind} decision was expected, not {decision.kind}")
    return decision


class DecisionForm(Protocol):
    """What the form of every decision dialog provides: the sentence saying what is
    decided and by whom (``prompt``, wrapped; made a little larger here) and the button
    box (``buttons``, empty in the form: the answer buttons are added here)."""

    prompt: QLabel
    buttons: QDialogButtonBox

    def setupUi(self, dialog: QDialog, /) -> None: ...


DELETE_AFTER_MS = 100
"""How long a closed decision dialog waits to be deleted (see :func:`delete_after_repaint`)."""


def delete_after_repaint(dialog: QDialog) -> None:
    """Delete a closed ``dialog`` once the window has repainted with its answer.

    Destroying a dialog of many widgets takes a millisecond or two that the frame a player
    waits for after answering need not include. A deferred delete would run before that
    repaint (it is posted first), so the dialog, hidden, is deleted a moment later.
    """
    QTimer.singleShot(DELETE_AFTER_MS, dialog, dialog.deleteLater)  # none if it goes first


class DecisionDialog(QDialog):
    """Base of the dialogs that answer ``game.pending``.

    Subclasses set :attr:`kinds`, pass their form (set up here on the dialog), fill it
    and implement :meth:`action`.
    The answer is :meth:`action` unless a subclass accepts with another answer (the
    buy dialog's "declare the game over"); :meth:`answer` gives it after acceptance.
    Cancelling is possible only when the caller asks for it (``cancellable=True``, a
    Cancel button): a decision of the game must be answered. A caller that can open the
    dialog again later sets :attr:`closable`: Escape and the close button then close it
    without an answer (no Cancel button: nothing is cancelled, only put aside).

    The position is read as the deciding player sees it (:attr:`view`, typed), with
    their own cash and shares at hand (:attr:`cash`, :attr:`mine`).
    """

    kinds: ClassVar[tuple[Kind, ...]] = ()

    def __init__(
        self,
        game: GameReader,
        parent: QWidget | None = None,
        *,
        cancellable: bool = False,
        form: DecisionForm,
    ) -> None:
        super().__init__(parent)
        decision = game.pending
        if decision is None or decision.kind not in self.kinds:
            wanted = ", ".join(str(kind) for kind in self.kinds)
            got = "none (the game is over)" if decision is None else str(decision.kind)
            raise ValueError(f"{type(self).__name__} answers a {wanted} decision, not {got}")
        self.game = game
        self.decision: Decision = decision
        self.rules: Rules = game.rules
        self.seat: int = decision.player
        self.who: str = game.players[decision.player]
        self.view: GameView = game.game_view(decision.player)
        self.chain_views: dict[str, ChainView] = {chain.name: chain for chain in self.view.chains}
        """The view's chains by name."""
        me = self.view.players[self.seat]
        if me.cash is None or me.shares is None:
            raise ValueError(f"{self.who}'s view hides their own holdings")
        self.cash: int = me.cash
        self.mine: dict[str, int] = me.shares
        """The deciding player's shares (chains with none left out)."""
        self.legal: list[Action] = game.legal_actions()
        self.cancellable = cancellable
        self.closable = False
        """Escape and the close button close the dialog unanswered (the decision waits)."""
        self._answer: Action | None = None

        self.setModal(True)
        self.setSizeGripEnabled(True)
        form.setupUi(self)
        enlarge(form.prompt, 1.15)
        self.prompt = form.prompt
        self.buttons = form.buttons
        self.ok_button = QPushButton()
        self.ok_button.setDefault(True)
        self.ok_button.setAutoDefault(True)
        self.buttons.addButton(self.ok_button, QDialogButtonBox.ButtonRole.AcceptRole)
        if cancellable:
            self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept_current)
        self.buttons.rejected.connect(self.reject)

    # -- answering ---------------------------------------------------------------------

    def action(self) -> Action:
        """The engine action for the current state of the widgets."""
        raise NotImplementedError

    def answer(self) -> Action | None:
        """The answer given when the dialog was accepted, else None."""
        return self._answer

    @Slot()
    def _accept_current(self) -> None:
        self.accept_with(self.action())

    def accept_with(self, action: Action) -> None:
        self._answer = action
        self.accept()

    @Slot()
    def reject(self) -> None:
        """Escape and the close button close only a cancellable or closable dialog, and
        never answer it."""
        if self.cancellable or self.closable:
            super().reject()

    @classmethod
    def ask(
        cls, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> Action | None:
        """Run the dialog modally; the chosen action, or None if cancelled."""
        # Every subclass takes (game, parent, cancellable=) and passes its own form.
        make: Callable[..., DecisionDialog] = cls
        dialog = make(game, parent, cancellable=cancellable)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.answer()
            return None
        finally:
            delete_after_repaint(dialog)

    # -- helpers for subclasses --------------------------------------------------------

    def name_of(self, seat: int) -> str:
        return self.game.players[seat]

    def money(self, amount: int) -> str:
        return money(self.rules, amount)

    def merger(self) -> MergerView:
        """The merger under way (the decisions of a merger have one)."""
        merger = self.view.merger
        if merger is None:
            raise ValueError(f"no merger is under way for a {self.decision.kind} decision")
        return merger

    def holdings_of(self, chain: str) -> list[tuple[str, int]] | None:
        """Who holds ``chain`` and how many, as the deciding player may see it.

        None when the house rule "hidden holdings" hides other players' shares.
        """
        holders: list[tuple[str, int]] = []
        for player in self.view.players:
            if player.shares is None:
                return None
            count = player.shares.get(chain, 0)
            if count:
                holders.append((player.name, count))
        return holders

    def holdings_text(self, chain: str) -> str:
        holders = self.holdings_of(chain)
        if holders is None:
            own = self.mine.get(chain, 0)
            return self.tr("you {own} (others hidden)").format(own=own)
        if not holders:
            return self.tr("nobody")
        return ", ".join(f"{name} {count}" for name, count in holders)

    def bonuses_text(self, chain: str) -> str:
        """The majority/minority bonuses ``chain`` would pay now (engine's own rule)."""
        holdings = []
        for player in self.view.players:
            if player.shares is None:
                return self.tr("hidden (holdings are secret)")
            holdings.append(player.shares.get(chain, 0))
        price = self.game.chain_price(chain)
        paid: dict[int, int] = {}
        for seat, amount, _rank in bonuses(self.rules, holdings, price):
            paid[seat] = paid.get(seat, 0) + amount
        if not paid:
            return self.tr("none (nobody holds shares)")
        return ", ".join(
            f"{self.name_of(seat)} {self.money(amount)}"
            for seat, amount in sorted(paid.items(), key=lambda item: -item[1])
        )


class ChainChoiceForm(DecisionForm, Protocol):
    """The form of a chain choice: a table ``choices`` with the column headers in row 0
    (the chain's badge and radio button span columns 0 and 1)."""

    choices: QGridLayout


class ChainChoiceDialog(DecisionDialog):
    """A decision that picks one chain among ``decision.chains`` (found, survivor,
    defunct order): one radio button per offered chain, arrow keys move between them.

    Subclasses give :meth:`make_action`, the column headers and each row's cells.
    """

    def __init__(
        self,
        game: GameReader,
        parent: QWidget | None = None,
        *,
        cancellable: bool = False,
        form: ChainChoiceForm,
    ) -> None:
        super().__init__(game, parent, cancellable=cancellable, form=form)
        decision = self.decision
        if not isinstance(decision, FoundDecision | SurvivorDecision | DefunctOrderDecision):
            raise TypeError(f"{type(self).__name__} cannot offer chains for {decision.kind}")
        self.chains: tuple[str, ...] = decision.chains
        """The chains the decision names, in its order."""
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.radios: dict[str, QRadioButton] = {}
        self.grid = form.choices

    def build_choices(self, default: str | None = None) -> None:
        """Fill the form's table (its headers are in row 0) with one row per offered chain."""
        used: set[str] = {"c"} if self.cancellable else set()
        for row, chain in enumerate(self.offered(), start=1):
            radio = QRadioButton(mnemonic(chain, used))
            radio.setAccessibleName(chain)
            radio.setObjectName(f"choice_{chain}")
            self.group.addButton(radio)
            self.radios[chain] = radio
            self.grid.addWidget(ChainBadge(self.rules, chain), row, 0)
            self.grid.addWidget(radio, row, 1)
            for column, cell in enumerate(self.cells(chain)):
                widget = cell if isinstance(cell, QWidget) else QLabel(cell)
                self.grid.addWidget(widget, row, column + 2)
        chosen = default if default in self.radios else next(iter(self.radios))
        self.radios[chosen].setChecked(True)
        self.radios[chosen].setFocus()
        self.group.buttonToggled.connect(self._on_toggled)
        self._update_ok()

    def offered(self) -> list[str]:
        """The chains offered: exactly those of the legal actions of this dialog's kind."""
        chains = {
            action.chain for action in self.legal if isinstance(action, Found | Survivor | Defunct)
        }
        return [chain for chain in self.chains if chain in chains]

    def cells(self, chain: str) -> list[str | QWidget]:
        raise NotImplementedError

    def make_action(self, chain: str) -> Action:
        raise NotImplementedError

    def ok_text(self, chain: str) -> str:
        raise NotImplementedError

    def chosen(self) -> str:
        for chain, radio in self.radios.items():
            if radio.isChecked():
                return chain
        raise AssertionError("an exclusive group always has a checked chain")

    def action(self) -> Action:
        return self.make_action(self.chosen())

    @Slot(QAbstractButton, bool)
    def _on_toggled(self, _button: QAbstractButton, _checked: bool) -> None:
        self._update_ok()

    def _update_ok(self) -> None:
        self.ok_button.setText(self.ok_text(self.chosen()))
