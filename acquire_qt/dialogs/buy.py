"""The buy decision: up to ``rules.max_buy`` shares among the active chains.

One spin box per chain the engine lets the player buy from; each spin box's bounds
come from ``legal_actions()`` for the current choice of the others, so no reachable
state exceeds the player's cash, the bank's shares or the limit (a chain that cannot
take one more share is disabled). Active chains that cannot be bought from are
listed with the reason. "Buy nothing" is always an answer, and when the engine
allows it a separate button declares the game over (answer :class:`End`). Form:
``ui/buy.ui``; the rows of the active chains are filled in here.
"""

from __future__ import annotations

import itertools
from collections import Counter

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QWidget

from acquire_qt.engine import Action, Buy, End, GameReader, Kind
from acquire_qt.forms.ui_buy import Ui_BuyDialog

from .common import (
    ChainBadge,
    DecisionDialog,
    mnemonic,
    note_label,
    right_aligned,
    shares_text,
    tiles_text,
)
from .spin_boxes import ClampingSpinBox


class BuyDialog(DecisionDialog):
    """Buy shares, buy nothing, or declare the game over.

    ``ask()`` returns a :class:`Buy` action (possibly buying nothing) or :class:`End`.
    """

    kinds = (Kind.BUY,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> None:
        self.ui = Ui_BuyDialog()
        super().__init__(game, parent, cancellable=cancellable, form=self.ui)
        chain_names = self.rules.chain_names
        buys = [action for action in self.legal if isinstance(action, Buy)]
        self.offer: list[str] = [
            name for name in chain_names if any(name in buy.chains for buy in buys)
        ]
        """Chains offered, in the rule set's order."""
        self.choices: set[tuple[int, ...]] = {
            tuple(Counter(buy.chains)[name] for name in self.offer) for buy in buys
        }
        """Every legal purchase as share counts per offered chain."""
        self.end_legal = any(isinstance(action, End) for action in self.legal)
        self.prices: dict[str, int] = {name: self.chain_views[name].price for name in chain_names}

        most = self.rules.max_buy
        self.prompt.setText(
            self.tr(
                "{who}, buy up to {most} in the active chains, or nothing. You have {cash}."
            ).format(who=self.who, most=shares_text(most), cash=self.money(self.cash))
        )
        self.spins: dict[str, ClampingSpinBox] = {}
        self._fill_table()
        self.total = self.ui.total

        self.ok_button.setText(self.tr("&Buy"))
        self.nothing_button = QPushButton(self.tr("Buy &nothing instead"))
        self.nothing_button.setAutoDefault(False)
        self.buttons.addButton(self.nothing_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.nothing_button.clicked.connect(self.buy_nothing)
        self.end_button: QPushButton | None = None
        """The button declaring the game over: None when the end is not legal now."""
        if self.end_legal:
            self.end_button = self.ui.end_button
            self.end_button.clicked.connect(self.declare_end)
        else:
            self.ui.end_box.hide()

        for spin in self.spins.values():
            spin.valueChanged.connect(self._on_changed)
        self._refresh()
        order: list[QWidget] = [*self.spins.values(), self.ok_button, self.nothing_button]
        if self.end_button is not None:
            order.append(self.end_button)
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        if self.spins:
            next(iter(self.spins.values())).setFocus()
        else:
            self.ok_button.setFocus()
        self.resize(self.sizeHint())

    # -- layout ------------------------------------------------------------------------

    def _fill_table(self) -> None:
        """One row per active chain under the form's headers."""
        grid = self.ui.chains
        used = {"b", "n", "d", "c"}
        row = 1
        for name in self.rules.chain_names:
            info = self.chain_views[name]
            if not info.active:
                continue
            size_text = tiles_text(info.size)
            if info.safe:
                size_text = self.tr("{size}, safe").format(size=size_text)
            label = QLabel(mnemonic(name, used) if name in self.offer else name)
            # Room for the ink of the name's last letter beyond its advance ("Tower"'s
            # r was cut where the name alone sets the column's width).
            label.setMinimumWidth(label.fontMetrics().horizontalAdvance(name) + 4)
            grid.addWidget(ChainBadge(self.rules, name), row, 0)
            grid.addWidget(label, row, 1)
            grid.addWidget(QLabel(size_text), row, 2)
            grid.addWidget(right_aligned(self.money(info.price)), row, 3)
            grid.addWidget(right_aligned(str(info.available)), row, 4)
            grid.addWidget(right_aligned(str(self.mine.get(name, 0))), row, 5)
            if name in self.offer:
                spin = ClampingSpinBox()
                spin.setObjectName(f"buy_{name}")
                spin.setAccessibleName(self.tr("{chain} shares to buy").format(chain=name))
                spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                spin.setMinimumWidth(70)
                label.setBuddy(spin)
                self.spins[name] = spin
                grid.addWidget(spin, row, 6)
            else:
                reason = (
                    self.tr("sold out") if info.available == 0 else self.tr("more than your cash")
                )
                label.setEnabled(False)
                grid.addWidget(note_label(reason), row, 6)
            row += 1
        if row == 1:
            grid.addWidget(note_label(self.tr("No chain is on the board yet.")), row, 0, 1, 7)

    # -- state -------------------------------------------------------------------------

    def counts(self) -> tuple[int, ...]:
        return tuple(self.spins[name].value() for name in self.offer)

    def _refresh(self) -> None:
        counts = self.counts()
        for i, name in enumerate(self.offer):
            reachable = [
                choice[i]
                for choice in self.choices
                if all(choice[j] == counts[j] for j in range(len(counts)) if j != i)
            ]
            spin = self.spins[name]
            spin.blockSignals(True)
            spin.setRange(min(reachable), max(reachable))
            spin.blockSignals(False)
            spin.setEnabled(max(reachable) > min(reachable))
        bought = sum(counts)
        cost = sum(n * self.prices[name] for n, name in zip(counts, self.offer, strict=True))
        self.total.setText(
            self.tr(
                "Chosen: {bought} of {most} shares for {cost}. Cash: {before} → {after}."
            ).format(
                bought=bought,
                most=self.rules.max_buy,
                cost=self.money(cost),
                before=self.money(self.cash),
                after=self.money(self.cash - cost),
            )
        )
        if bought:
            self.ok_button.setText(
                self.tr("&Buy {shares} for {cost}").format(
                    shares=shares_text(bought), cost=self.money(cost)
                )
            )
        else:
            self.ok_button.setText(self.tr("&Buy nothing"))
        # With nothing chosen the default button already says "Buy nothing".
        self.nothing_button.setVisible(bought > 0)

    @Slot()
    def _on_changed(self) -> None:
        self._refresh()

    def set_counts(self, counts: dict[str, int]) -> None:
        """Set the spin boxes to a legal purchase (chains not named: 0)."""
        wanted = tuple(counts.get(name, 0) for name in self.offer)
        if wanted not in self.choices:
            raise ValueError(f"{counts} is not a legal purchase")
        for spin in self.spins.values():
            spin.blockSignals(True)
            spin.setRange(0, self.rules.max_buy)
        for name, count in zip(self.offer, wanted, strict=True):
            self.spins[name].setValue(count)
        for spin in self.spins.values():
            spin.blockSignals(False)
        self._refresh()

    def action(self) -> Action:
        chains: list[str] = []
        for name in self.offer:
            chains.extend([name] * self.spins[name].value())
        return Buy(tuple(chains))

    @Slot()
    def buy_nothing(self) -> None:
        self.accept_with(Buy(()))

    @Slot()
    def declare_end(self) -> None:
        self.accept_with(End())
