"""Routing a human's decisions: to a dialog, to the board and rack, or to the action bar.

:class:`DecisionRouter` is the window's half of a :class:`~acquire_qt.session.seats.HumanSeat`:
it hears the controller's ``decision_required``, passes the screen when another person
must come to it (:class:`~acquire_qt.views.hot_seat.HotSeat`), opens the decision's
dialog (or leaves the tiles to the board and rack) and submits the answer. The dialogs a
player opens in their own turn (sell shares, propose a trade, declare the end) go
through it too. It holds no rules: what a dialog offers comes from the engine.

A decision's dialog may be put aside. The dialogs are modal: while one is open the menu
bar and the rest of the window wait, but Undo's key (Ctrl+Z) works in them as in the
window: it closes the dialog unanswered and undoes, so that a misplaced tile is taken
back from the purchase it led to (the dialog's spin boxes do not take the key for their
own undo). Escape or the dialog's close button close it without deciding anything (the
dialogs are made ``closable``; see :mod:`acquire_qt.dialogs.common`): the decision stays
pending and the game unchanged, the window shows its Decide… button (Play → Decide…,
Ctrl+D) to open the dialog again, and the player may look at the menus first.
Escape used to be refused so that a decision could not be lost by a stray key; it still
cannot: closing never answers (not even "buy nothing"), nobody else moves meanwhile (an AI
or a network player waits for the pending person's answer, as it did while the dialog was
open), the hot seat's screen stays with the deciding player, and the coach's advice for
the decision stays. Only the router closes dialogs this way: a dialog asked for on its own
(``ask()``) must still be answered.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QDialog, QDialogButtonBox, QPushButton, QWidget

from acquire_qt.controller import TableController
from acquire_qt.dialogs import (
    BuyDialog,
    DefunctOrderDialog,
    DisposalDialog,
    EndGameDialog,
    FoundChainDialog,
    SellSharesDialog,
    SurvivorDialog,
    TradeAnswerDialog,
    TradeProposalDialog,
    sales_available,
)
from acquire_qt.dialogs.common import DecisionDialog, delete_after_repaint
from acquire_qt.engine import Action, Decision, GameReader, Kind, may_propose

from .hot_seat import HotSeat
from .rack import TILE_DECISIONS

DIALOGS: dict[Kind, type[DecisionDialog]] = {
    Kind.FOUND: FoundChainDialog,
    Kind.SURVIVOR: SurvivorDialog,
    Kind.DEFUNCT_ORDER: DefunctOrderDialog,
    Kind.DISPOSE: DisposalDialog,
    Kind.BUY: BuyDialog,
    Kind.TRADE_OFFER: TradeAnswerDialog,
}
"""The decisions answered in a dialog; the others are answered on the board or rack."""
_SELL_INSTEAD = 2
"""The result code of the buy dialog when its player chose to sell shares first."""
_UNDO_INSTEAD = 3
"""The result code of a decision's dialog closed by Undo's key."""


class DecisionRouter(QObject):
    """Shows each human decision where it is answered and submits the answer.

    ``window`` parents the dialogs; ``focus_tiles`` puts the keyboard focus where tiles
    are chosen; ``undo`` is the window's Undo, which Undo's key in a dialog triggers.

    Signals:
        changed(): what the window shows may have changed (a dialog opened or closed).
    """

    changed = Signal()

    def __init__(
        self,
        controller: TableController,
        window: QWidget,
        hot_seat: HotSeat,
        focus_tiles: Callable[[], None],
        undo: QAction | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window = window
        self.hot_seat = hot_seat
        self.focus_tiles = focus_tiles
        self.undo = undo
        self.decision: Decision | None = None
        self.dialog_open = False
        self._undone = False
        """An undo has just taken the game back to a person's decision."""
        controller.undone.connect(self._undo_done)
        controller.decision_required.connect(self._decision_required)
        hot_seat.pass_screen.button.clicked.connect(self._passed)

    def game_started(self) -> None:
        self.decision = None

    def own_decision(self) -> GameReader | None:
        """The game, when its pending decision is a human's at the screen and no dialog is
        open; else None."""
        game = self.controller.game
        if game is None or game.pending is None or self.dialog_open:
            return None
        if not self.hot_seat.at_screen() or not self.controller.is_human(game.pending.player):
            return None
        return game

    @Slot(object)
    def _decision_required(self, decision: Decision) -> None:
        self.decision = decision
        game = self.controller.game
        assert game is not None
        if self.hot_seat.must_pass(decision):
            self.hot_seat.ask_to_pass(game, decision)
            self.changed.emit()
            return
        self.hot_seat.deciding(decision)
        self._show(decision)

    @Slot()
    def _passed(self) -> None:
        decision = self.decision
        if decision is None:
            return
        self.hot_seat.passed(decision.player)
        self._show(decision)

    @Slot()
    def _undo_done(self) -> None:
        self._undone = True

    def _show(self, decision: Decision) -> None:
        """Offer ``decision`` to its player: its dialog opens, or the rack takes the focus.

        A dialog's decision reached by an undo waits for the Decide button instead: the
        modal dialog would block the menu, and the player could undo no further (a tile
        play followed by a purchase could not be taken back)."""
        undone, self._undone = self._undone, False
        self.changed.emit()
        if decision.kind not in DIALOGS:
            self.focus_tiles()
        elif not undone:
            QTimer.singleShot(0, self.present)

    @Slot()
    def present(self) -> None:
        """Open the dialog for the pending human decision (not for tile play)."""
        game = self.controller.game
        decision = self.decision
        if game is None or decision is None or self.dialog_open or not self.hot_seat.at_screen():
            return
        if game.pending != decision or decision.kind not in DIALOGS:
            return
        self.dialog_open = True
        self.changed.emit()
        try:
            action, instead = self._ask(game, decision)
        finally:
            self.dialog_open = False
        if action is not None:
            self.controller.submit(action)
        self.changed.emit()
        if instead == _UNDO_INSTEAD and self.undo is not None:
            self.undo.trigger()
        elif instead == _SELL_INSTEAD:
            before = game.state
            self.sell_shares()
            if game.state is before:  # nothing sold: back to buying (a sale asks again)
                QTimer.singleShot(0, self.present)

    def _ask(self, game: GameReader, decision: Decision) -> tuple[Action | None, int]:
        """Run ``decision``'s dialog, closable (Escape puts it aside unanswered): the
        answer, or None and what the player chose instead: to sell shares first (the buy
        dialog has a "Sell shares first…" button in rule sets that sell in turn:
        ``_SELL_INSTEAD``), to undo (``_UNDO_INSTEAD``), or nothing (0)."""
        make: Callable[..., DecisionDialog] = DIALOGS[decision.kind]
        dialog = make(game, self.window)
        dialog.closable = True
        if self.undo is not None and self.undo.isEnabled():
            take_back = QAction(dialog)
            take_back.setShortcut(QKeySequence.StandardKey.Undo)
            take_back.triggered.connect(lambda: dialog.done(_UNDO_INSTEAD))
            dialog.addAction(take_back)
            keys_for_undo = UndoKeyForTheWindow(dialog)
            for child in dialog.findChildren(QAbstractSpinBox):
                child.installEventFilter(keys_for_undo)
                child.lineEdit().installEventFilter(keys_for_undo)
        if decision.kind is Kind.BUY and game.rules.sell_in_turn and sales_available(game):
            sell = QPushButton(self.tr("Se&ll shares first…"))
            sell.setObjectName("sell_first")
            sell.setAutoDefault(False)
            sell.setToolTip(self.tr("Sell shares back to the bank, then come back to buying"))
            dialog.buttons.addButton(sell, QDialogButtonBox.ButtonRole.ActionRole)
            sell.clicked.connect(lambda: dialog.done(_SELL_INSTEAD))
        try:
            result = dialog.exec()
            if result in (_SELL_INSTEAD, _UNDO_INSTEAD):
                return None, result
            if result == QDialog.DialogCode.Accepted:
                return dialog.answer(), 0
            return None, 0
        finally:
            delete_after_repaint(dialog)

    def turn_action(self, action: Action) -> None:
        """An action of the action bar (draw, buy one share, end the turn)."""
        game = self.own_decision()
        if game is not None and game.pending is not None and game.pending.kind is Kind.ACTION:
            self.controller.submit(action)

    @Slot(str)
    def tile_chosen(self, tile: str) -> None:
        """A tile clicked on the board or in the rack."""
        game = self.own_decision()
        if game is None or game.pending is None or game.pending.kind not in TILE_DECISIONS:
            return
        self.controller.submit(game.parse_action(f"play {tile}"))

    @Slot()
    def sell_shares(self) -> None:
        """Sell shares back to the bank in one's own turn (rule sets that allow it)."""
        game = self.own_decision()
        if game is not None and game.rules.sell_in_turn and sales_available(game):
            self._ask_and_submit(SellSharesDialog.ask, game)

    @Slot()
    def propose_trade(self) -> None:
        """Propose a trade to another player (house rule player trading)."""
        game = self.own_decision()
        if game is not None and may_propose(game.pending):
            self._ask_and_submit(TradeProposalDialog.ask, game)

    def _ask_and_submit(
        self, ask: Callable[[GameReader, QWidget | None], Action | None], game: GameReader
    ) -> None:
        """Run a dialog the player opened (not a pending decision's) and submit its answer."""
        self.dialog_open = True
        self.changed.emit()
        try:
            action = ask(game, self.window)
        finally:
            self.dialog_open = False
        if action is not None:
            self.controller.submit(action)
        self.changed.emit()

    @Slot()
    def declare_end(self) -> None:
        game = self.controller.game
        if game is None or not game.end_allowed() or not self.hot_seat.at_screen():
            return
        action = EndGameDialog.ask(game, self.window)
        if action is not None:
            self.controller.submit(action)


class UndoKeyForTheWindow(QObject):
    """An event filter that keeps Undo's key from the spin boxes it watches (they would
    take it for undoing their own typing), so that it reaches the dialog's Undo."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            return event.matches(QKeySequence.StandardKey.Undo)
        return False
