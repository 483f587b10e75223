"""Selling shares back to the bank in one's own turn (rule sets with ``sell_in_turn``,
Space Monopoly's "manage shares").

Not a pending decision of its own: the active player may sell while the engine waits
for their tile or their purchase, and ``legal_actions()`` then lists the :class:`Sell`
actions. The dialog offers exactly the companies and counts of those actions, shows
the current price and the proceeds, and answers one of them; cancelling sells nothing.
Form: ``ui/sell_shares.ui``; the rows of the companies are filled in here.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QWidget,
)

from acquire_qt.engine import Action, GameReader, Kind, Sell
from acquire_qt.forms.ui_sell_shares import Ui_SellSharesDialog

from .common import (
    ChainBadge,
    DecisionDialog,
    chain_shares,
    mnemonic,
    right_aligned,
    shares_text,
    tiles_text,
)


def sales_available(game: GameReader) -> bool:
    """Whether the pending player may sell shares back to the bank now."""
    return game.pending is not None and any(isinstance(a, Sell) for a in game.legal_actions())


class SellSharesDialog(DecisionDialog):
    """Sell shares of one company back to the bank. ``ask()`` returns a :class:`Sell`
    action from ``legal_actions()``, or None when cancelled (selling is optional)."""

    kinds = (Kind.PLAY, Kind.BUY)
    sales_available = staticmethod(sales_available)
    """``SellSharesDialog.sales_available(game)``: whether the dialog has anything to offer."""

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> None:
        self.ui = Ui_SellSharesDialog()
        super().__init__(game, parent, cancellable=True, form=self.ui)
        self.sales: dict[str, dict[int, Sell]] = {}
        """The legal sales: company → count → the engine's action."""
        for action in self.legal:
            if isinstance(action, Sell):
                self.sales.setdefault(action.chain, {})[action.count] = action
        if not self.sales:
            raise ValueError(f"{self.who} has no shares to sell now")
        self.offer: list[str] = [name for name in self.rules.chain_names if name in self.sales]

        when = (
            self.tr("before you place your tile")
            if self.decision.kind == Kind.PLAY
            else self.tr("before you buy")
        )
        self.prompt.setText(
            self.tr(
                "{who}, you may sell shares back to the bank at the current price "
                "{when}. You have {cash}. Selling does not end your turn."
            ).format(who=self.who, when=when, cash=self.money(self.cash))
        )

        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.radios: dict[str, QRadioButton] = {}
        grid = self.ui.companies
        used = {"c", "n", "s"}
        for row, name in enumerate(self.offer, start=1):
            radio = QRadioButton(mnemonic(name, used))
            radio.setObjectName(f"company_{name}")
            radio.setAccessibleName(name)
            self.group.addButton(radio)
            self.radios[name] = radio
            grid.addWidget(ChainBadge(self.rules, name), row, 0)
            grid.addWidget(radio, row, 1)
            grid.addWidget(QLabel(tiles_text(self.chain_views[name].size)), row, 2)
            grid.addWidget(right_aligned(self.money(self.game.chain_price(name))), row, 3)
            grid.addWidget(right_aligned(str(self.mine.get(name, 0))), row, 4)
        self.count_spin = self.ui.count
        self.summary = self.ui.proceeds
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(self.tr("&Cancel (sell nothing)"))

        first = self.offer[0]
        self.radios[first].setChecked(True)
        self._update_bounds()
        self.count_spin.setValue(self.count_spin.minimum())
        self.group.buttonToggled.connect(self._on_company)
        self.count_spin.valueChanged.connect(self._refresh)
        self._refresh()
        self.radios[first].setFocus()
        self.resize(self.sizeHint())

    # -- state -------------------------------------------------------------------------

    def chosen(self) -> str:
        for name, radio in self.radios.items():
            if radio.isChecked():
                return name
        raise AssertionError("an exclusive group always has a checked company")

    def set_sale(self, chain: str, count: int) -> None:
        """Choose a legal sale (``chain`` among the offered, ``count`` among its counts)."""
        if count not in self.sales.get(chain, {}):
            raise ValueError(f"selling {count} {chain} is not legal now")
        self.radios[chain].setChecked(True)
        self.count_spin.setValue(count)

    def _update_bounds(self) -> None:
        counts = self.sales[self.chosen()]
        self.count_spin.blockSignals(True)
        self.count_spin.setRange(min(counts), max(counts))
        self.count_spin.blockSignals(False)

    @Slot(QAbstractButton, bool)
    def _on_company(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._update_bounds()
            self._refresh()

    @Slot()
    def _refresh(self) -> None:
        chain, count = self.chosen(), self.count_spin.value()
        price = self.game.chain_price(chain)
        proceeds = count * price
        held = self.mine.get(chain, 0)
        self.summary.setText(
            self.tr(
                "Sell {sold} at {price} = {proceeds} (you keep {kept}). Cash: {before} → {after}."
            ).format(
                sold=chain_shares(count, chain),
                price=self.money(price),
                proceeds=self.money(proceeds),
                before=self.money(self.cash),
                after=self.money(self.cash + proceeds),
                kept=shares_text(held - count),
            )
        )
        self.ok_button.setText(
            self.tr("&Sell {sold} for {proceeds}").format(
                sold=shares_text(count), proceeds=self.money(proceeds)
            )
        )

    def action(self) -> Action:
        return self.sales[self.chosen()][self.count_spin.value()]

    @classmethod
    def ask(
        cls, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> Sell | None:
        """Run the dialog modally: the chosen :class:`Sell`, or None if cancelled."""
        answer = super().ask(game, parent, cancellable=True)
        return answer if isinstance(answer, Sell) else None
