"""Player trading (house rule): proposing a trade and answering one.

:class:`TradeProposalDialog` lets the active player, while ``pending.may_propose``,
offer shares and cash to another player for shares and cash of theirs. Proposals are
not listed by ``legal_actions()`` (any amounts may be proposed), so the dialog bounds
each spin box by what each side holds and, before closing, has the engine check the
proposal on a copy of the game: a refusal is shown, in the engine's words.

:class:`TradeAnswerDialog` answers the ``trade_offer`` decision with :class:`Accept`
or :class:`Decline`; closing it answers nothing.

Forms: ``ui/trade_proposal.ui`` and ``ui/trade_answer.ui``; the rows of the companies and
of the offered items are filled in here.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from acquire_qt.engine import (
    Accept,
    Action,
    Decline,
    GameReader,
    IllegalActionError,
    Kind,
    Propose,
    Rules,
    TradeOfferDecision,
    may_propose,
)
from acquire_qt.forms.ui_trade_answer import Ui_TradeAnswerDialog
from acquire_qt.forms.ui_trade_proposal import Ui_TradeProposalDialog

from .common import (
    ChainBadge,
    DecisionDialog,
    decision_of_kind,
    join_words,
    money,
    note_label,
    right_aligned,
    tr,
)

Shares = tuple[tuple[str, int], ...]

CASH_STEP = 100
HIDDEN_CASH_LIMIT = 10_000_000
"""The cash bound of the other side when the house rule "hidden holdings" hides it."""


def trade_items(rules: Rules, shares: Shares, cash: int) -> str:
    """ "2 Luxor and $500", "1 Eclipse Solar", "$300", or "nothing"."""
    items = [f"{count} {chain}" for chain, count in shares]
    if cash:
        items.append(money(rules, cash))
    return join_words(items) if items else tr("nothing")


def trade_value(game: GameReader, shares: Shares, cash: int) -> int:
    """What a side of a trade is worth at the current prices (inactive chains: 0)."""
    return cash + sum(count * game.chain_price(chain) for chain, count in shares)


class TradeProposalDialog(DecisionDialog):
    """Propose a trade to another player. ``ask()`` returns a :class:`Propose` the engine
    accepts now, or None when cancelled."""

    kinds = (Kind.PLAY, Kind.ACTION)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> None:
        self.ui = Ui_TradeProposalDialog()
        super().__init__(game, parent, cancellable=True, form=self.ui)
        decision = self.decision
        if not may_propose(decision):
            raise ValueError(f"{self.who} may not propose a trade now")
        players = self.view.players
        self.others: list[int] = [
            (self.seat + step) % len(players) for step in range(1, len(players))
        ]
        self.hidden = any(players[seat].shares is None for seat in self.others)
        self.chains: list[str] = self._tradeable_chains()

        self.prompt.setText(
            self.tr(
                "{who}, offer shares and/or cash to another player for shares and/or "
                "cash of theirs. They accept or decline; then you go on with your turn."
            ).format(who=self.who)
        )
        self.target_combo = self.ui.target
        for seat in self.others:
            self.target_combo.addItem(self.name_of(seat), seat)

        self.give_spins: dict[str, QSpinBox] = {}
        self.get_spins: dict[str, QSpinBox] = {}
        self.give_held: dict[str, QLabel] = {}
        self.get_held: dict[str, QLabel] = {}
        self._fill_table()
        self.ui.hidden_note.setVisible(self.hidden)
        self.summary = self.ui.summary
        self.error = self.ui.error
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(self.tr("&Cancel"))
        self.ok_button.setText(self.tr("&Propose"))

        self.target_combo.currentIndexChanged.connect(self._on_target)
        for spin in self._all_spins():
            spin.valueChanged.connect(self._refresh)
        self._update_target()
        # The form's button box comes before the rows made here: Tab goes through the
        # rows (give, then get, row by row) before the buttons.
        order: list[QWidget] = [self.target_combo]
        for chain in self.chains:
            order.extend((self.give_spins[chain], self.get_spins[chain]))
        order.extend((self.give_cash, self.get_cash, *self.buttons.buttons()))
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.target_combo.setFocus()
        self.resize(self.sizeHint())

    # -- layout ------------------------------------------------------------------------

    def _tradeable_chains(self) -> list[str]:
        """The chains someone holds (as the proposer may see), in chain order."""
        held: set[str] = set(self.mine)
        for seat in self.others:
            held |= set(self.view.players[seat].shares or {})
        if self.hidden:
            held |= {name for name in self.rules.chain_names if self._others_hold_at_most(name)}
        return [name for name in self.rules.chain_names if name in held]

    def _others_hold_at_most(self, chain: str) -> int:
        """With hidden holdings: shares of ``chain`` neither in the bank nor the proposer's."""
        info = self.chain_views[chain]
        total = self.rules.shares_per_chain if info.total is None else info.total
        doe = (self.view.doe or {}).get(chain, 0)
        return max(0, total - info.available - self.mine.get(chain, 0) - doe)

    def _fill_table(self) -> None:
        """One row per company under the form's headers, then the cash row."""
        grid = self.ui.items
        self.get_header = self.ui.get_header
        for row, chain in enumerate(self.chains, start=1):
            grid.addWidget(ChainBadge(self.rules, chain), row, 0)
            grid.addWidget(QLabel(chain), row, 1)
            price = self.game.chain_price(chain)
            grid.addWidget(
                right_aligned(self.money(price) if price else self.tr("not on the board")), row, 2
            )
            give = self._spin(
                f"give_{chain}", self.tr("{chain} shares you give").format(chain=chain)
            )
            give.setRange(0, self.mine.get(chain, 0))
            give.setEnabled(give.maximum() > 0)
            self.give_spins[chain] = give
            self.give_held[chain] = QLabel(self._of_text(self.mine.get(chain, 0)))
            grid.addWidget(give, row, 3)
            grid.addWidget(self.give_held[chain], row, 4)
            get = self._spin(f"get_{chain}", self.tr("{chain} shares you get").format(chain=chain))
            self.get_spins[chain] = get
            self.get_held[chain] = QLabel()
            grid.addWidget(get, row, 5)
            grid.addWidget(self.get_held[chain], row, 6)
        row = len(self.chains) + 1
        if not self.chains:
            grid.addWidget(note_label(self.tr("Nobody holds shares yet.")), row, 0, 1, 7)
            row += 1
        cash_label = QLabel(self.tr("Cash"))
        grid.addWidget(cash_label, row, 0, 1, 3)
        self.give_cash = self._cash_spin("give_cash", self.tr("cash you give"))
        self.give_cash.setRange(0, self.cash)
        grid.addWidget(self.give_cash, row, 3)
        grid.addWidget(QLabel(self._of_text(self.cash, money=True)), row, 4)
        self.get_cash = self._cash_spin("get_cash", self.tr("cash you get"))
        self.get_cash_held = QLabel()
        grid.addWidget(self.get_cash, row, 5)
        grid.addWidget(self.get_cash_held, row, 6)

    def _spin(self, name: str, accessible: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setMinimumWidth(120)  # shares and cash alike: one straight column
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return spin

    def _cash_spin(self, name: str, accessible: str) -> QSpinBox:
        spin = self._spin(name, accessible)
        spin.setPrefix(self.rules.currency)
        spin.setSingleStep(CASH_STEP)
        spin.setGroupSeparatorShown(True)
        return spin

    def _of_text(self, held: int | None, *, money: bool = False) -> str:
        if held is None:
            return self.tr("(hidden)")
        return self.tr("of {held}").format(held=self.money(held) if money else held)

    # -- state -------------------------------------------------------------------------

    def target(self) -> int:
        """The seat the proposal is for."""
        return int(self.target_combo.currentData())

    def set_target(self, seat: int) -> None:
        self.target_combo.setCurrentIndex(self.target_combo.findData(seat))

    def _all_spins(self) -> list[QSpinBox]:
        return [
            *self.give_spins.values(),
            *self.get_spins.values(),
            self.give_cash,
            self.get_cash,
        ]

    @Slot(int)
    def _on_target(self, _index: int) -> None:
        self._update_target()

    def _update_target(self) -> None:
        player = self.view.players[self.target()]
        self.get_header.setText(self.tr("You get from {name}").format(name=player.name))
        shares, cash = player.shares, player.cash
        for chain, spin in self.get_spins.items():
            held = shares.get(chain, 0) if shares is not None else None
            most = held if held is not None else self._others_hold_at_most(chain)
            spin.setRange(0, most)  # a value above the new bound is clamped
            spin.setEnabled(most > 0)
            self.get_held[chain].setText(self._of_text(held))
        self.get_cash.setRange(0, cash if cash is not None else HIDDEN_CASH_LIMIT)
        self.get_cash.setEnabled(self.get_cash.maximum() > 0)
        self.get_cash_held.setText(self._of_text(cash, money=True))
        self._refresh()

    def give(self) -> Shares:
        return tuple((c, s.value()) for c, s in self.give_spins.items() if s.value())

    def get(self) -> Shares:
        return tuple((c, s.value()) for c, s in self.get_spins.items() if s.value())

    def proposal(self) -> Propose:
        """The proposal for the current state of the widgets (not checked)."""
        return Propose(
            self.target(), self.give(), self.give_cash.value(), self.get(), self.get_cash.value()
        )

    @Slot()
    def _refresh(self) -> None:
        proposal = self.proposal()
        exchanged = bool(proposal.give or proposal.give_cash or proposal.get or proposal.get_cash)
        self.ok_button.setEnabled(exchanged)
        self.error.setVisible(False)
        if not exchanged:
            self.summary.setText(self.tr("Choose what you give and what you get."))
            return
        self.summary.setText(
            self.tr("You offer {name} {give} for {get}.").format(
                name=self.name_of(proposal.to),
                give=self._side_text(proposal.give, proposal.give_cash),
                get=self._side_text(proposal.get, proposal.get_cash),
            )
        )

    def _side_text(self, shares: Shares, cash: int) -> str:
        """A side of the proposal, with its worth at current prices when shares are in it."""
        text = trade_items(self.rules, shares, cash)
        if not shares:
            return text
        return self.tr("{items} (worth {value})").format(
            items=text, value=self.money(trade_value(self.game, shares, cash))
        )

    def action(self) -> Action:
        return self.proposal()

    @Slot()
    def _accept_current(self) -> None:
        proposal = self.proposal()
        try:
            self.game.copy().apply(proposal)
        except IllegalActionError as error:
            message = str(error)
            self.error.setText(message[:1].upper() + message[1:] + ".")
            self.error.setVisible(True)
            return
        self.accept_with(proposal)

    @classmethod
    def ask(
        cls, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> Propose | None:
        """Run the dialog modally: a :class:`Propose` the engine accepts, or None."""
        answer = super().ask(game, parent, cancellable=True)
        return answer if isinstance(answer, Propose) else None


class TradeAnswerDialog(DecisionDialog):
    """Accept or decline the trade the active player proposes (``trade_offer``).

    ``ask()`` returns :class:`Accept` or :class:`Decline`; closing the dialog (Escape,
    the title bar) returns None and answers nothing.
    """

    kinds = (Kind.TRADE_OFFER,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> None:
        self.ui = Ui_TradeAnswerDialog()
        super().__init__(game, parent, cancellable=True, form=self.ui)
        self.offer: Propose = decision_of_kind(self.decision, TradeOfferDecision).offer
        offer = self.offer
        self.proposer: int = self.view.turn
        proposer = self.name_of(self.proposer)
        self.setWindowTitle(self.tr("Trade offer from {name}").format(name=proposer))
        # The proposer gives ``offer.give`` and ``give_cash`` to this player.
        receive, receive_cash = offer.give, offer.give_cash
        pay, pay_cash = offer.get, offer.get_cash
        if not pay and not pay_cash:
            text = self.tr("{who}, {name} offers you {receive} for nothing in return.")
        elif not receive and not receive_cash:
            text = self.tr("{who}, {name} asks you for {pay} and offers nothing in return.")
        else:
            text = self.tr("{who}, {name} offers you {receive} for {pay}.")
        self.prompt.setText(
            text.format(
                who=self.who,
                name=proposer,
                receive=trade_items(self.rules, receive, receive_cash),
                pay=trade_items(self.rules, pay, pay_cash),
            )
        )
        self.receive_value = trade_value(game, receive, receive_cash)
        self.pay_value = trade_value(game, pay, pay_cash)
        self._fill_side(self.ui.receive_items, self.ui.receive_worth, receive, receive_cash)
        self._fill_side(self.ui.pay_items, self.ui.pay_worth, pay, pay_cash)

        after = self.cash + receive_cash - pay_cash
        balance = self.receive_value - self.pay_value
        if balance > 0:
            verdict = self.tr("At current prices you gain {amount}.")
        elif balance < 0:
            verdict = self.tr("At current prices you lose {amount}.")
        else:
            verdict = self.tr("At current prices both sides are worth the same.")
        self.verdict = self.ui.verdict
        self.verdict.setText(
            self.tr("{verdict} Your cash: {before} → {after}.").format(
                verdict=verdict.format(amount=self.money(abs(balance))),
                before=self.money(self.cash),
                after=self.money(after),
            )
        )

        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            self.buttons.removeButton(cancel)
            cancel.deleteLater()
        self.ok_button.setText(self.tr("&Accept"))
        self.decline_button = QPushButton(self.tr("&Decline"))
        self.decline_button.setAutoDefault(False)
        self.buttons.addButton(self.decline_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.decline_button.clicked.connect(self.decline)
        self.ok_button.setFocus()
        self.resize(self.sizeHint())

    def _fill_side(self, grid: QGridLayout, worth_label: QLabel, shares: Shares, cash: int) -> None:
        """One side of the offer: a row per company, the cash, and its worth."""
        for row, (chain, count) in enumerate(shares):
            price = self.game.chain_price(chain)
            grid.addWidget(ChainBadge(self.rules, chain), row, 0)
            worth = (
                self.tr("{n} {chain} × {price} = {value}").format(
                    n=count, chain=chain, price=self.money(price), value=self.money(count * price)
                )
                if price
                else self.tr("{n} {chain} (not on the board: worth nothing now)").format(
                    n=count, chain=chain
                )
            )
            grid.addWidget(QLabel(worth), row, 1)
        row = len(shares)
        if cash:
            grid.addWidget(
                QLabel(self.tr("Cash: {cash}").format(cash=self.money(cash))), row, 0, 1, 2
            )
            row += 1
        if not shares and not cash:
            grid.addWidget(QLabel(self.tr("Nothing")), row, 0, 1, 2)
        worth_label.setText(
            self.tr("Worth {value} at current prices").format(
                value=self.money(trade_value(self.game, shares, cash))
            )
        )

    def action(self) -> Action:
        return Accept()

    @Slot()
    def decline(self) -> None:
        self.accept_with(Decline())
