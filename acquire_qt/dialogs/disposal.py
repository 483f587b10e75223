"""The disposal decision: what a holder does with the shares of a defunct chain.

For the holder ``pending.player`` (not necessarily the player whose turn it is):
sell some at the defunct price (``pending.price``), trade some two for one into the
survivor (``pending.survivor``), keep the rest. The spin boxes only reach answers
the engine lists in ``legal_actions()``: their bounds are read from that list, never
worked out here. The money and survivor shares of the current choice are shown.

Rule sets with ``disposal == "one_way"`` (Space Monopoly) take one way for all the
shares: three radio buttons (sell all, trade all, keep all) answer the
:class:`DisposeAll` actions of ``legal_actions()``; a way the engine does not list is
disabled and says why.

Forms: ``ui/disposal.ui`` (sell, trade and keep in any combination) and
``ui/disposal_one_way.ui`` (one way for all); the chains' badges are placed here.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QLabel, QRadioButton, QWidget

from acquire_qt.engine import Action, Dispose, DisposeAll, DisposeDecision, GameReader, Kind
from acquire_qt.forms.ui_disposal import Ui_DisposalDialog
from acquire_qt.forms.ui_disposal_one_way import Ui_DisposalOneWayDialog

from .common import (
    ChainBadge,
    DecisionDialog,
    chain_shares,
    decision_of_kind,
    join_words,
    shares_text,
    tiles_text,
)
from .spin_boxes import EvenSpinBox

__all__ = ["DisposalDialog", "EvenSpinBox"]


class DisposalDialog(DecisionDialog):
    """Sell, trade or keep the defunct shares. ``ask()`` returns a :class:`Dispose` action."""

    kinds = (Kind.DISPOSE,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> None:
        mixed: Ui_DisposalDialog | None = None
        one_way: Ui_DisposalOneWayDialog | None = None
        if game.rules.disposal == "one_way":
            one_way = Ui_DisposalOneWayDialog()
            super().__init__(game, parent, cancellable=cancellable, form=one_way)
        else:
            mixed = Ui_DisposalDialog()
            super().__init__(game, parent, cancellable=cancellable, form=mixed)
        decision = decision_of_kind(self.decision, DisposeDecision)
        self.chain: str = decision.chain
        self.survivor: str = decision.survivor
        self.held: int = decision.shares
        self.price: int = decision.price
        self.max_trade: int = decision.max_trade
        """The most shares the engine lets this holder trade (an even number)."""
        self.survivor_left: int = self.chain_views[self.survivor].available
        """The survivor's shares left in the bank."""
        self.choices: set[tuple[int, int]] = {
            (action.sell, action.trade) for action in self.legal if isinstance(action, Dispose)
        }
        self.one_way: bool = self.rules.disposal == "one_way"
        """One way for all the shares (sell all, trade all or keep all), as in Space Monopoly."""
        self.setWindowTitle(
            self.tr("Merger: {chain} is defunct — your {chain} shares").format(chain=self.chain)
        )
        self.prompt.setText(self._prompt())
        self.ok_button.setText(self.tr("C&onfirm"))
        if one_way is not None:
            self._place_badges(one_way.merger_row, one_way.defunct_price, one_way.survivor_left)
            self._build_one_way(one_way)
        elif mixed is not None:
            self._place_badges(mixed.merger_row, mixed.defunct_price, mixed.survivor_left)
            self._build_mixed(mixed)
        self.resize(self.sizeHint())

    def _prompt(self) -> str:
        merger = self.merger()
        size = merger.sizes.get(self.chain, 0)
        mergemaker = self.view.turn
        tile = merger.tile
        if mergemaker == self.seat:
            whose = self.tr("your tile {tile}").format(tile=tile)
        else:
            whose = self.tr("{name}'s tile {tile}").format(name=self.name_of(mergemaker), tile=tile)
        if self.one_way:
            text = self.tr(
                "{who}, {chain} ({size}) is defunct: {whose} merged it into {survivor}. "
                "You hold {held}, at {price} each (the price before the merger)."
            )
        else:
            text = self.tr(
                "{who}, {chain} ({size}) is defunct: {whose} merged it into {survivor}. "
                "You hold {held}. Decide what to do with them."
            )
        return text.format(
            who=self.who,
            chain=self.chain,
            size=tiles_text(size),
            whose=whose,
            survivor=self.survivor,
            held=chain_shares(self.held, self.chain),
            price=self.money(self.price),
        )

    # -- classic: sell, trade and keep in any combination -------------------------------

    def _build_mixed(self, ui: Ui_DisposalDialog) -> None:
        ui.trade_note.setText(self._trade_note())
        self.sell_spin = ui.sell
        self.trade_spin = ui.trade
        self.keep_value = ui.keep
        self.sell_result = ui.sell_result
        self.trade_result = ui.trade_result
        self.keep_result = ui.keep_result
        ui.sell_label.setText(
            self.tr("&Sell at {price} each:").format(price=self.money(self.price))
        )
        ui.trade_label.setText(self.tr("&Trade 2 for 1 {survivor}:").format(survivor=self.survivor))
        self.sell_all_button = ui.sell_all_button
        self.trade_max_button = ui.trade_max_button
        self.keep_all_button = ui.keep_all_button
        self.summary = ui.summary

        self.sell_all_button.clicked.connect(self.sell_all)
        self.trade_max_button.clicked.connect(self.trade_max)
        self.keep_all_button.clicked.connect(self.keep_all)
        self.trade_max_button.setEnabled(self._most_trade() > 0)

        self.set_choice(0, 0)
        self.sell_spin.valueChanged.connect(self._on_changed)
        self.trade_spin.valueChanged.connect(self._on_changed)
        QWidget.setTabOrder(self.sell_spin, self.trade_spin)
        QWidget.setTabOrder(self.trade_spin, self.sell_all_button)
        QWidget.setTabOrder(self.sell_all_button, self.trade_max_button)
        QWidget.setTabOrder(self.trade_max_button, self.keep_all_button)
        QWidget.setTabOrder(self.keep_all_button, self.ok_button)
        self.sell_spin.setFocus()
        self.sell_spin.selectAll()

    # -- one way for all the shares (Space Monopoly) -------------------------------------

    def _build_one_way(self, ui: Ui_DisposalOneWayDialog) -> None:
        self.ways: dict[str, QRadioButton] = {
            "sell": ui.way_sell,
            "trade": ui.way_trade,
            "keep": ui.way_keep,
        }
        """The three ways, ``sell``, ``trade`` and ``keep``; a way not legal is disabled."""
        self.way_results: dict[str, QLabel] = {
            "sell": ui.result_sell,
            "trade": ui.result_trade,
            "keep": ui.result_keep,
        }
        self.legal_ways: dict[str, DisposeAll] = {
            action.way: action for action in self.legal if isinstance(action, DisposeAll)
        }
        self.group = ui.way_group
        most = self.max_trade
        received = most // 2
        kept_after_trade = self.held - most
        results = {
            "sell": self.tr(
                "{n} × {price} = {cash}: your cash goes from {before} to {after}"
            ).format(
                n=self.held,
                price=self.money(self.price),
                cash=self.money(self.held * self.price),
                before=self.money(self.cash),
                after=self.money(self.cash + self.held * self.price),
            ),
            "trade": self._one_way_trade_text(received),
            "keep": self.tr(
                "You keep {kept}: worth something only if {chain} is founded again, "
                "worthless at the end of the game otherwise."
            ).format(kept=chain_shares(self.held, self.chain), chain=self.chain),
        }
        ui.ways_header.setText(
            self.tr("Choose one way for all your {held}:").format(
                held=chain_shares(self.held, self.chain)
            )
            if self.held > 1
            else self.tr("Choose what to do with your {chain} share:").format(chain=self.chain)
        )
        for way, result in results.items():
            self.way_results[way].setText(result)
            # A way the engine refuses is disabled; its reason stays readable.
            self.ways[way].setEnabled(way in self.legal_ways)
        if kept_after_trade and "trade" in self.legal_ways:
            self.way_results["trade"].setText(
                self.way_results["trade"].text() + " " + self._kept_after_trade(kept_after_trade)
            )
        self.ok_texts = {
            "sell": self.tr("Sell all for {cash}").format(cash=self.money(self.held * self.price)),
            "trade": self.tr("Trade for {received}").format(
                received=chain_shares(received, self.survivor)
            ),
            "keep": self.tr("Keep all {n}").format(n=self.held),
        }
        self.group.buttonToggled.connect(self._on_way)
        self.ways["keep"].setChecked(True)
        self.ways["keep"].setFocus()

    @Slot(QAbstractButton, bool)
    def _on_way(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self.ok_button.setText(self.ok_texts[self.chosen_way()])

    def _one_way_trade_text(self, received: int) -> str:
        if self.max_trade == 0:
            if self.held < 2:
                return self.tr("Not possible: trading needs two {chain} shares.").format(
                    chain=self.chain
                )
            return self.tr("Not possible: the bank has no {survivor} shares left.").format(
                survivor=self.survivor
            )
        return self.tr("{traded} → {received}.").format(
            traded=chain_shares(self.max_trade, self.chain),
            received=chain_shares(received, self.survivor),
        )

    def _kept_after_trade(self, kept: int) -> str:
        if self.max_trade == self.held - self.held % 2:
            reason = self.tr("the odd share")
        else:
            reason = self.tr("the bank has only {left}").format(
                left=chain_shares(self.survivor_left, self.survivor)
            )
        return self.tr("You keep {kept} ({reason}).").format(
            kept=chain_shares(kept, self.chain), reason=reason
        )

    def chosen_way(self) -> str:
        """The way chosen in one-way mode: ``sell``, ``trade`` or ``keep``."""
        for way, radio in self.ways.items():
            if radio.isChecked():
                return way
        raise AssertionError("an exclusive group always has a checked way")

    def set_way(self, way: str) -> None:
        """Choose ``way`` (one-way mode); it must be legal."""
        if way not in self.legal_ways:
            raise ValueError(f"dispose {way} is not legal now")
        self.ways[way].setChecked(True)

    # -- layout pieces -----------------------------------------------------------------

    def _place_badges(self, row: QHBoxLayout, price_label: QLabel, left_label: QLabel) -> None:
        """The defunct chain's price and the survivor's shares left, each after its badge."""
        row.insertWidget(0, ChainBadge(self.rules, self.chain))
        price = (
            self.tr("{chain}: {price} a share before the merger")
            if self.one_way
            else self.tr("{chain}: {price} a share")
        )
        price_label.setText(price.format(chain=self.chain, price=self.money(self.price)))
        row.insertWidget(row.indexOf(left_label), ChainBadge(self.rules, self.survivor))
        left_label.setText(
            self.tr("{survivor}: {left} left in the bank").format(
                survivor=self.survivor, left=shares_text(self.survivor_left)
            )
        )

    def _trade_note(self) -> str:
        most = self._most_trade()
        if most == 0 and self.held < 2:
            return self.tr("With a single share there is nothing to trade.")
        if most == 0:
            return self.tr(
                "The bank has no {survivor} shares left: trading is not possible."
            ).format(survivor=self.survivor)
        if most < self.held - self.held % 2:
            return self.tr(
                "The bank has only {left} left, so you can trade at most {most} (for {received})."
            ).format(
                left=chain_shares(self.survivor_left, self.survivor),
                most=chain_shares(most, self.chain),
                received=chain_shares(most // 2, self.survivor),
            )
        return self.tr(
            "Kept shares are worth something only if {chain} is founded again; "
            "at the end of the game they are worthless otherwise."
        ).format(chain=self.chain)

    # -- the legal choices -------------------------------------------------------------

    def _most_trade(self) -> int:
        return max((trade for _sell, trade in self.choices), default=0)

    def _sell_range(self, trade: int) -> tuple[int, int]:
        sells = [sell for sell, t in self.choices if t == trade]
        return min(sells), max(sells)

    def _trade_range(self, sell: int) -> tuple[int, int]:
        trades = [trade for s, trade in self.choices if s == sell]
        return min(trades), max(trades)

    def set_choice(self, sell: int, trade: int) -> None:
        """Show ``sell`` and ``trade`` (which must be a legal pair) and update bounds."""
        if (sell, trade) not in self.choices:
            raise ValueError(f"selling {sell} and trading {trade} is not a legal disposal")
        for spin in (self.sell_spin, self.trade_spin):
            spin.blockSignals(True)
        self.sell_spin.setRange(0, self.held)
        self.trade_spin.setRange(0, self.held)
        self.sell_spin.setValue(sell)
        self.trade_spin.setValue(trade)
        for spin in (self.sell_spin, self.trade_spin):
            spin.blockSignals(False)
        self._refresh()

    def _refresh(self) -> None:
        sell, trade = self.sell_spin.value(), self.trade_spin.value()
        for spin, (low, high) in (
            (self.sell_spin, self._sell_range(trade)),
            (self.trade_spin, self._trade_range(sell)),
        ):
            spin.blockSignals(True)
            spin.setRange(low, high)
            spin.blockSignals(False)
        self.trade_spin.setEnabled(self._most_trade() > 0)
        keep = self.held - sell - trade
        received = trade // 2
        self.keep_value.setText(str(keep))
        self.sell_result.setText(self.tr("+ {cash}").format(cash=self.money(sell * self.price)))
        self.trade_result.setText(
            self.tr("→ {shares}").format(shares=chain_shares(received, self.survivor))
        )
        kept = (
            self.tr("{chain} share kept") if keep == 1 else self.tr("{chain} shares kept")
        ).format(chain=self.chain)
        self.keep_result.setText(kept if keep else self.tr("none kept"))
        self.summary.setText(self._summary(sell, trade, keep))

    def _summary(self, sell: int, trade: int, keep: int) -> str:
        if sell == 0 and trade == 0:
            keeping = (
                self.tr("You keep your {kept}.") if keep == 1 else self.tr("You keep all {kept}.")
            )
            return keeping.format(kept=chain_shares(keep, self.chain))
        parts = []
        if sell:
            parts.append(
                self.tr("sell {sold} for {cash} (cash {before} → {after})").format(
                    sold=chain_shares(sell, self.chain),
                    cash=self.money(sell * self.price),
                    before=self.money(self.cash),
                    after=self.money(self.cash + sell * self.price),
                )
            )
        if trade:
            parts.append(
                self.tr("trade {traded} for {received}").format(
                    traded=chain_shares(trade, self.chain) if not sell else str(trade),
                    received=chain_shares(trade // 2, self.survivor),
                )
            )
        if keep:
            parts.append(self.tr("keep {kept}").format(kept=chain_shares(keep, self.chain)))
        return self.tr("You {actions}.").format(actions=join_words(parts))

    @Slot()
    def _on_changed(self) -> None:
        self._refresh()

    @Slot()
    def sell_all(self) -> None:
        """Sell every share (no trade)."""
        if self.one_way:
            self.set_way("sell")
            return
        self.set_choice(self._sell_range(0)[1], 0)

    @Slot()
    def trade_max(self) -> None:
        """Trade as many as allowed; keep the shares to sell as they were, if they fit."""
        if self.one_way:
            self.set_way("trade")
            return
        trade = self._most_trade()
        self.set_choice(min(self.sell_spin.value(), self._sell_range(trade)[1]), trade)

    @Slot()
    def keep_all(self) -> None:
        if self.one_way:
            self.set_way("keep")
            return
        self.set_choice(0, 0)

    def action(self) -> Action:
        if self.one_way:
            return self.legal_ways[self.chosen_way()]
        return Dispose(self.sell_spin.value(), self.trade_spin.value())
