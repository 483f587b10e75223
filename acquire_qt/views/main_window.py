"""The main window: board, tile rack, docks, menus, hot seat, and routing decisions to dialogs.

The window shows the controller's game and turns a human's clicks and dialog
answers into actions for :meth:`GameController.submit`. It holds no rules: what
is playable, what a dialog offers and whether the end may be declared all come
from the engine's public face. Every rule set plays here: where tiles come from the
board (Space Monopoly) there is no rack; where a turn is a number of actions (Energy)
an action bar sits beside the rack; selling shares in one's turn and proposing trades
(house rule) are in the Play menu whenever the game allows them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs import (
    AboutDialog,
    BuyDialog,
    DefunctOrderDialog,
    DisposalDialog,
    EndGameDialog,
    FoundChainDialog,
    GameOverDialog,
    NewGameDialog,
    SellSharesDialog,
    SurvivorDialog,
    TradeAnswerDialog,
    TradeProposalDialog,
    sales_available,
)
from acquire_qt.dialogs.common import DecisionDialog
from acquire_qt.engine import Action, Buy, Decision, Game, Kind, Play
from acquire_qt.engine.actions import Draw, EndTurn
from acquire_qt.engine.events import Event, TradeAnswered
from acquire_qt.models.log import EventLogModel
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.storage import SUFFIX
from acquire_qt.views.board import BoardScene, BoardView
from acquire_qt.views.rack import TILE_DECISIONS, ActionBar, TileRack
from acquire_qt.views.rules_text import rules_html

PACES = ((0, "Instant"), (300, "Fast (0.3 s)"), (600, "Normal (0.6 s)"), (1000, "Slow (1 s)"))
PACES += ((2000, "Very slow (2 s)"),)
RECENT_LIMIT = 8
DIALOGS: dict[Kind, type[DecisionDialog]] = {
    Kind.FOUND: FoundChainDialog,
    Kind.SURVIVOR: SurvivorDialog,
    Kind.DEFUNCT_ORDER: DefunctOrderDialog,
    Kind.DISPOSE: DisposalDialog,
    Kind.BUY: BuyDialog,
    Kind.TRADE_OFFER: TradeAnswerDialog,
}
RULE_SET_TITLES = {"space_monopoly": "Space Monopoly", "energy": "Energy"}
"""Rule sets other than classic, by name, as the window title shows them."""
_SELL_INSTEAD = 2
"""The result code of the buy dialog when its player chose to sell shares first."""


def zoom_in_keys() -> list[QKeySequence]:
    """The platform's zoom-in keys, Ctrl++ and Ctrl+= (the unshifted + on many keyboards)."""
    keys: list[QKeySequence] = []
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn)
    for sequence in (*standard, QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")):
        if not sequence.isEmpty() and sequence not in keys:
            keys.append(sequence)  # twice the same key would make the shortcut ambiguous
    return keys


class PassScreen(QWidget):
    """Hot seat: hides the hands until the named player confirms they are at the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_for(self, name: str, reason: str) -> None:
        self.label.setText(
            self.tr("Pass the computer to {name}.\n{reason}").format(name=name, reason=reason)
        )
        self.button.setText(self.tr("I am {name}: show my tiles").format(name=name))
        self.button.setFocus()


class MainWindow(QMainWindow):
    """The game window. ``controller`` runs the game; ``settings`` remembers layout and files."""

    def __init__(self, controller: GameController, settings: QSettings) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.setWindowTitle(self.tr("Acquire"))
        self._viewer: int | None = None
        self._shown_to: int | None = None
        """The human who last confirmed the pass screen (hot seat)."""
        self._decision: Decision | None = None
        self._dialog_open = False
        self._shown: tuple[object, int | None, bool] | None = None
        """The position, viewer and hiding the views last showed."""

        self.board = BoardView(BoardScene(self))
        self.rack = TileRack()
        self.action_bar = ActionBar()
        self.action_bar.hide()
        self.action_bar.draw_chosen.connect(lambda: self._submit_turn_action(Draw()))
        self.action_bar.end_chosen.connect(lambda: self._submit_turn_action(EndTurn()))
        self.action_bar.buy_chosen.connect(
            lambda chain: self._submit_turn_action(Buy((str(chain),)))
        )
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn_counter")
        self.turn_label.hide()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.prompt.setFont(font)
        self.decide_button = QPushButton(self.tr("&Decide…"))
        self.decide_button.clicked.connect(self._present)
        self.end_button = QPushButton(self.tr("Declare the game &over"))
        self.end_button.clicked.connect(self._declare_end)
        self.sell_button = QPushButton(self.tr("Se&ll shares…"))
        self.sell_button.setToolTip(self.tr("Sell shares back to the bank at the current price"))
        self.sell_button.clicked.connect(self.sell_shares)
        self.trade_button = QPushButton(self.tr("P&ropose a trade…"))
        self.trade_button.setToolTip(
            self.tr("Offer another player shares or cash for theirs (house rule)")
        )
        self.trade_button.clicked.connect(self.propose_trade)
        for button in (self.sell_button, self.trade_button):
            button.hide()

        game_page = QWidget()
        column = QVBoxLayout(game_page)
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        top.addWidget(self.turn_label)
        top.addWidget(self.sell_button)
        top.addWidget(self.trade_button)
        top.addWidget(self.decide_button)
        top.addWidget(self.end_button)
        column.addLayout(top)
        column.addWidget(self.board, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.rack, 1)
        bottom.addWidget(self.action_bar)
        column.addLayout(bottom)
        self.pass_screen = PassScreen()
        self.pass_screen.button.clicked.connect(self._passed)
        self.stack = QStackedWidget()
        self.stack.addWidget(game_page)
        self.stack.addWidget(self.pass_screen)
        self.setCentralWidget(self.stack)

        self.market = StockMarketModel(self)
        self.players_model = PlayersModel(self)
        self.log_model = EventLogModel(self)
        self._add_docks()
        self._add_menus()

        self.board.scene().tile_chosen.connect(self._tile_chosen)
        self.rack.tile_chosen.connect(self._tile_chosen)
        self.rack.tile_hovered.connect(self.board.highlight)  # scrolls to it when zoomed

        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._refresh)
        controller.events_happened.connect(self._events)
        controller.decision_required.connect(self._decision_required)
        controller.ai_thinking.connect(self._ai_thinking)
        controller.game_over.connect(self._game_over)
        controller.error.connect(self._show_error)
        controller.notice.connect(self._show_notice)
        controller.saved.connect(self._saved)
        controller.set_pace(int(str(settings.value("ai/pace_ms", 600))))
        self._check_pace()
        self._restore_layout()
        self._refresh()

    # -- building -------------------------------------------------------------------

    def _add_docks(self) -> None:
        market_view = self.market_view = QTableView()
        market_view.setModel(self.market)
        market_view.verticalHeader().hide()
        market_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        market_view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        players_view = QTableView()
        players_view.setModel(self.players_model)
        players_view.verticalHeader().hide()
        players_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        players_view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        # One line a row (full text in the tooltip): uniform rows let the list append and
        # scroll without measuring every row again, which took tens of ms late in a game.
        self.log_view.setUniformItemSizes(True)
        self.log_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.docks: dict[str, QDockWidget] = {}
        for key, title, widget, area in (
            ("players", self.tr("Players"), players_view, Qt.DockWidgetArea.RightDockWidgetArea),
            ("market", self.tr("Stock market"), market_view, Qt.DockWidgetArea.RightDockWidgetArea),
            ("log", self.tr("Game log"), self.log_view, Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock_{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock

    def _add_menus(self) -> None:
        bar = self.menuBar()
        game_menu = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(
            game_menu, self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            game_menu, self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open
        )
        self.recent_menu = game_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game_menu.addSeparator()
        self.save_action = self._action(
            game_menu, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save
        )
        self.save_as_action = self._action(
            game_menu, self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        play_menu = bar.addMenu(self.tr("&Play"))
        self.undo_action = self._action(
            play_menu,
            self.tr("&Undo my last decision"),
            self.controller.undo,
            QKeySequence.StandardKey.Undo,
        )
        self.suggest_action = self._action(
            play_menu, self.tr("&Suggest a move"), self.suggest, QKeySequence("Ctrl+H")
        )
        self.controller.suggestion_ready.connect(self._suggestion)
        self.end_action = self._action(
            play_menu, self.tr("Declare the game &over"), self._declare_end, QKeySequence("Ctrl+E")
        )
        self.decide_action = self._action(
            play_menu, self.tr("&Decide…"), self._present, QKeySequence("Ctrl+D")
        )
        self.sell_action = self._action(
            play_menu, self.tr("Se&ll shares…"), self.sell_shares, QKeySequence("Ctrl+L")
        )
        self.propose_action = self._action(
            play_menu, self.tr("P&ropose a trade…"), self.propose_trade, QKeySequence("Ctrl+T")
        )
        play_menu.addSeparator()
        pace_menu = play_menu.addMenu(self.tr("AI &pace"))
        self.pace_group = QActionGroup(self)
        for milliseconds, label in PACES:
            action = pace_menu.addAction(self.tr(label))
            action.setCheckable(True)
            action.setData(milliseconds)
            self.pace_group.addAction(action)
        self.pace_group.triggered.connect(self._pace_chosen)
        self.undo_several_action = play_menu.addAction(self.tr("Allow undo with several humans"))
        self.undo_several_action.setCheckable(True)
        self.undo_several_action.toggled.connect(self._undo_several)

        view_menu = bar.addMenu(self.tr("&View"))
        self.zoom_in_action = self._action(view_menu, self.tr("Zoom &in"), self.board.zoom_in)
        self.zoom_in_action.setShortcuts(zoom_in_keys())
        self.zoom_out_action = self._action(
            view_menu, self.tr("Zoom &out"), self.board.zoom_out, QKeySequence.StandardKey.ZoomOut
        )
        self.fit_board_action = self._action(
            view_menu, self.tr("&Fit board"), self.board.fit_board, QKeySequence("Ctrl+0")
        )
        self.board.zoom_changed.connect(self._zoom_changed)
        self._zoom_changed()
        view_menu.addSeparator()
        for dock in self.docks.values():
            view_menu.addAction(dock.toggleViewAction())

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(
            help_menu,
            self.tr("&Rules of Acquire"),
            self.show_rules,
            QKeySequence.StandardKey.HelpContents,
        )
        self._action(help_menu, self.tr("&About Acquire"), self.show_about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    @Slot()
    def _zoom_changed(self) -> None:
        self.zoom_in_action.setEnabled(self.board.can_zoom_in())
        self.zoom_out_action.setEnabled(self.board.can_zoom_out())
        self.fit_board_action.setEnabled(not self.board.is_fitted())

    # -- showing --------------------------------------------------------------------

    def viewer(self) -> int | None:
        """Whose eyes the window shows: the human at the screen, or everyone in all-AI games."""
        return self._viewer

    @Slot()
    def _game_started(self) -> None:
        game = self.controller.game
        assert game is not None
        humans = self.controller.humans()
        self._viewer = humans[0] if humans else None
        self._shown_to = humans[0] if len(humans) == 1 else None
        self._decision = None
        self.log_model.clear()
        self.log_model.set_viewer(self._viewer)
        self.stack.setCurrentIndex(0)
        names = ", ".join(game.players)
        rules = game.rules
        rule_set = RULE_SET_TITLES.get(rules.name)
        if rule_set is None:
            self.setWindowTitle(self.tr("Acquire — {names}").format(names=names))
        else:
            self.setWindowTitle(
                self.tr("Acquire: {rules} — {names}").format(rules=self.tr(rule_set), names=names)
            )
        # No rack where tiles go on any empty square; an action bar where turns are actions.
        self.rack.setVisible(rules.tile_source != "board")
        self.action_bar.setVisible(rules.turn_structure == "actions")
        self.market_view.setColumnHidden(StockMarketModel.SAFE, rules.safe_size is None)
        self._refresh()
        self.fit_dock_heights()
        QTimer.singleShot(0, self.fit_market_width)

    @Slot()
    def _refresh(self) -> None:
        game = self.controller.game
        has_game = game is not None
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(has_game)
        self.undo_action.setEnabled(self.controller.can_undo())
        human_pending = (
            game is not None
            and game.pending is not None
            and self.controller.is_human(game.pending.player)
        )
        end_ok = bool(
            human_pending and game is not None and game.end_allowed() and self._at_screen()
        )
        self.end_action.setEnabled(end_ok)
        self.end_button.setVisible(end_ok)
        self.suggest_action.setEnabled(bool(human_pending and self._at_screen()))
        dialog_kind = bool(
            human_pending
            and game is not None
            and game.pending is not None
            and game.pending.kind in DIALOGS
        )
        self.decide_button.setVisible(dialog_kind and not self._dialog_open and self._at_screen())
        self.decide_action.setEnabled(self.decide_button.isVisible())
        free = bool(human_pending and self._at_screen() and not self._dialog_open)
        sell_ok = bool(free and game is not None and game.rules.sell_in_turn)
        sell_ok = sell_ok and game is not None and sales_available(game)
        self.sell_action.setEnabled(sell_ok)
        self.sell_button.setVisible(sell_ok)
        propose_ok = bool(free and game is not None and game.pending and game.pending.may_propose)
        self.propose_action.setEnabled(propose_ok)
        self.trade_button.setVisible(propose_ok)
        if game is None:
            self.prompt.setText(self.tr("Start a new game from the Game menu (Ctrl+N)."))
            self.turn_label.hide()
            return
        hidden = self.stack.currentIndex() == 1
        self.prompt.setText(self._prompt_text())
        limit = game.rules.turn_limit
        self.turn_label.setVisible(limit is not None)
        if limit is not None:
            turn = min(game.state.turn_number, limit)
            self.turn_label.setText(self.tr("Turn {n} of {limit}").format(n=turn, limit=limit))
        if self.action_bar.isVisibleTo(self):
            self.action_bar.update_game(game, self._viewer, free)
        # Several signals ask for a refresh after one action; the views are updated once
        # per position (states are immutable, so identity says whether it changed).
        shown = (game.state, self._viewer, hidden)
        last = self._shown
        if last is not None and last[0] is shown[0] and last[1:] == shown[1:]:
            return
        self._shown = shown
        self.board.scene().update_game(game, self._viewer)
        self.rack.update_game(game, self._viewer)
        self.rack.set_hidden(hidden)
        self.market.update_game(game, self._viewer)
        self.players_model.update_game(game, self._viewer)

    def _at_screen(self) -> bool:
        return self.stack.currentIndex() == 0

    def _prompt_text(self) -> str:
        game = self.controller.game
        assert game is not None
        decision = game.pending
        if decision is None:
            winners = [s["name"] for s in game.to_dict()["standings"] if s["rank"] == 1]
            return self.tr("The game is over. Winner: {names}.").format(names=", ".join(winners))
        name = game.players[decision.player]
        if not self.controller.is_human(decision.player):
            return self.tr("{name} (AI) is thinking…").format(name=name)
        texts = {
            Kind.PLAY: self.tr("{name}: place a tile — click it in your rack or on the board."),
            Kind.FOUND: self.tr("{name}: choose the chain to found."),
            Kind.SURVIVOR: self.tr("{name}: choose which chain survives the merger."),
            Kind.DEFUNCT_ORDER: self.tr("{name}: choose which defunct chain is handled next."),
            Kind.DISPOSE: self.tr("{name}: decide what to do with your {chain} shares."),
            Kind.BUY: self.tr("{name}: buy up to {count} shares."),
            Kind.ACTION: self.tr("{name}: {left} — {what}."),
            Kind.TRADE_OFFER: self.tr("{name}: answer {proposer}'s trade proposal."),
        }
        if decision.kind is Kind.PLAY and game.rules.tile_source == "board":
            text = self.tr("{name}: place a tile — click any empty square on the board.")
        elif decision.kind is Kind.BUY and game.rules.max_buy == 1:
            text = self.tr("{name}: buy a share, or nothing.")
        else:
            text = texts[decision.kind]
        left = decision.actions_left
        return text.format(
            name=name,
            chain=decision.chain,
            count=game.rules.max_buy,
            proposer=game.players[game.turn],
            left=self.tr("1 action left")
            if left == 1
            else self.tr("{n} actions left").format(n=left),
            what=self._action_words(game, decision),
        )

    def _action_words(self, game: Game, decision: Decision) -> str:
        """What an ``action`` decision allows, in words ("place a tile or draw")."""
        if decision.kind is not Kind.ACTION:
            return ""
        legal = game.legal_actions()
        words = []
        if decision.tiles:
            words.append(self.tr("place a tile"))
        if any(isinstance(action, Draw) for action in legal):
            words.append(self.tr("draw"))
        if any(isinstance(action, Buy) for action in legal):
            words.append(self.tr("buy a share"))
        if any(isinstance(action, EndTurn) for action in legal):
            words.append(self.tr("end the turn"))
        if len(words) <= 1:
            return "".join(words)
        return self.tr("{first} or {last}").format(first=", ".join(words[:-1]), last=words[-1])

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        game = self.controller.game
        assert game is not None
        self.log_model.append_events(events, game)
        self.log_view.scrollToBottom()
        for event in events:
            if isinstance(event, TradeAnswered):
                text = (
                    self.tr("{name} accepted the trade.")
                    if event.accepted
                    else self.tr("{name} declined the trade.")
                )
                self.statusBar().showMessage(text.format(name=game.players[event.player]), 10_000)

    @Slot(int)
    def _ai_thinking(self, seat: int) -> None:
        self._refresh()

    # -- deciding -------------------------------------------------------------------

    @Slot(object)
    def _decision_required(self, decision: Decision) -> None:
        self._decision = decision
        humans = self.controller.humans()
        if len(humans) > 1 and decision.player != self._shown_to:
            game = self.controller.game
            assert game is not None
            name = game.players[decision.player]
            reason = {
                Kind.DISPOSE: self.tr(
                    "{name} must decide about their {chain} shares in the merger."
                ),
                Kind.TRADE_OFFER: self.tr("{proposer} proposes a trade to {name}."),
            }.get(decision.kind, self.tr("It is {name}'s turn."))
            self.pass_screen.show_for(
                name,
                reason.format(name=name, chain=decision.chain, proposer=game.players[game.turn]),
            )
            self.stack.setCurrentIndex(1)
            self.controller.set_ai_paused(True)
            self._refresh()
            return
        self._viewer = decision.player if humans else None
        self.log_model.set_viewer(self._viewer)
        self._refresh()
        if decision.kind in DIALOGS:
            QTimer.singleShot(0, self._present)
        else:
            self._focus_tiles()

    @Slot()
    def _passed(self) -> None:
        decision = self._decision
        if decision is None:
            return
        self._shown_to = decision.player
        self._viewer = decision.player
        self.log_model.set_viewer(self._viewer)
        self.stack.setCurrentIndex(0)
        self.controller.set_ai_paused(False)
        self._refresh()
        if decision.kind in DIALOGS:
            QTimer.singleShot(0, self._present)
        else:
            self._focus_tiles()

    def _focus_tiles(self) -> None:
        """Keyboard focus where tiles are chosen: the rack (keys 1-6, arrows and Enter), or
        the board (arrows and Enter) where tiles come from the board."""
        if self.rack.isVisibleTo(self):
            self.rack.setFocus()
        else:
            self.board.setFocus()

    @Slot()
    def _present(self) -> None:
        """Open the dialog for the pending human decision (not for tile play)."""
        game = self.controller.game
        decision = self._decision
        if game is None or decision is None or self._dialog_open or not self._at_screen():
            return
        if game.pending != decision or decision.kind not in DIALOGS:
            return
        self._dialog_open = True
        self._refresh()
        sell_first = False
        try:
            if decision.kind is Kind.BUY and game.rules.sell_in_turn and sales_available(game):
                action, sell_first = self._ask_buy_or_sell(game)
            else:
                action = DIALOGS[decision.kind].ask(game, self)
        finally:
            self._dialog_open = False
        if action is not None:
            self._submit(action)
        self._refresh()
        if sell_first:
            before = game.state
            self.sell_shares()
            if game.state is before:  # nothing sold: back to buying (a sale asks again)
                QTimer.singleShot(0, self._present)

    def _ask_buy_or_sell(self, game: Game) -> tuple[Action | None, bool]:
        """The buy dialog with a "Sell shares…" button (rule sets that sell in turn): the
        purchase, or (None, True) when the player chose to sell first."""
        dialog = BuyDialog(game, self)
        sell = QPushButton(self.tr("Se&ll shares first…"))
        sell.setObjectName("sell_first")
        sell.setAutoDefault(False)
        sell.setToolTip(self.tr("Sell shares back to the bank, then come back to buying"))
        dialog.buttons.addButton(sell, QDialogButtonBox.ButtonRole.ActionRole)
        sell.clicked.connect(lambda: dialog.done(_SELL_INSTEAD))
        try:
            result = dialog.exec()
            if result == _SELL_INSTEAD:
                return None, True
            if result == QDialog.DialogCode.Accepted:
                return dialog.answer(), False
            return None, False
        finally:
            dialog.deleteLater()

    def _submit(self, action: Action) -> None:
        self.controller.submit(action)

    def _own_decision(self) -> Game | None:
        """The game, when its pending decision is a human's at the screen and no dialog is
        open; else None."""
        game = self.controller.game
        if game is None or game.pending is None or self._dialog_open or not self._at_screen():
            return None
        if not self.controller.is_human(game.pending.player):
            return None
        return game

    def _submit_turn_action(self, action: Action) -> None:
        """An action of the action bar (draw, buy one share, end the turn)."""
        game = self._own_decision()
        if game is not None and game.pending is not None and game.pending.kind is Kind.ACTION:
            self._submit(action)

    @Slot(str)
    def _tile_chosen(self, tile: str) -> None:
        game = self._own_decision()
        if game is None or game.pending is None or game.pending.kind not in TILE_DECISIONS:
            return
        self._submit(game.parse_action(f"play {tile}"))

    @Slot()
    def sell_shares(self) -> None:
        """Sell shares back to the bank in one's own turn (rule sets that allow it)."""
        game = self._own_decision()
        if game is not None and game.rules.sell_in_turn and sales_available(game):
            self._ask_and_submit(SellSharesDialog.ask, game)

    @Slot()
    def propose_trade(self) -> None:
        """Propose a trade to another player (house rule player trading)."""
        game = self._own_decision()
        if game is not None and game.pending is not None and game.pending.may_propose:
            self._ask_and_submit(TradeProposalDialog.ask, game)

    def _ask_and_submit(
        self, ask: Callable[[Game, QWidget | None], Action | None], game: Game
    ) -> None:
        """Run a dialog the player opened (not a pending decision's) and submit its answer."""
        self._dialog_open = True
        self._refresh()
        try:
            action = ask(game, self)
        finally:
            self._dialog_open = False
        if action is not None:
            self._submit(action)
        self._refresh()

    @Slot()
    def _declare_end(self) -> None:
        game = self.controller.game
        if game is None or not game.end_allowed() or not self._at_screen():
            return
        action = EndGameDialog.ask(game, self)
        if action is not None:
            self._submit(action)

    @Slot()
    def suggest(self) -> None:
        """Ask the hard AI for advice; the answer arrives later (the window stays usable)."""
        self.statusBar().showMessage(self.tr("Thinking about a suggestion…"))
        self.controller.suggest()

    @Slot(object)
    def _suggestion(self, action: Action) -> None:
        self.statusBar().showMessage(
            self.tr("Suggestion: {action}").format(action=str(action)), 15_000
        )
        if isinstance(action, Play):
            self.board.highlight(action.tile)

    @Slot(list)
    def _game_over(self, standings: list[dict[str, object]]) -> None:
        self._refresh()
        game = self.controller.game
        assert game is not None
        if self.property("autoplay"):
            return
        self.controller.discard_autosave()
        QTimer.singleShot(0, self._show_game_over)

    @Slot()
    def _show_game_over(self) -> None:
        game = self.controller.game
        if game is None or not game.over:
            return
        history = self.controller.net_worth_history
        GameOverDialog(game, self.controller.last_events, history, self).exec()

    @Slot(str)
    def _show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)
        if self.property("autoplay"):
            return
        QMessageBox.warning(self, self.tr("Acquire"), message)

    @Slot(str)
    def _show_notice(self, message: str) -> None:
        self.statusBar().showMessage(message, 15_000)

    @Slot(str)
    def _saved(self, path: str) -> None:
        if Path(path) != self.controller.storage.autosave_path:
            self._remember_recent(path)
            self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5_000)

    # -- files ----------------------------------------------------------------------

    @Slot()
    def new_game(self) -> None:
        setup = NewGameDialog.ask(self)
        if setup is not None:
            self.start(setup)

    def start(self, setup: GameSetup) -> None:
        self.controller.new_game(setup)

    @Slot()
    def open_file(self) -> None:
        folder = str(self.controller.storage.saves)
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a saved game"),
            folder,
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        if self.controller.open(path):
            self._remember_recent(path)
            return True
        return False

    @Slot()
    def save(self) -> None:
        if self.controller.game is not None:
            self.controller.save()

    @Slot()
    def save_as(self) -> None:
        game = self.controller.game
        if game is None:
            return
        suggestion = str(self.controller.save_path or self.controller.storage.new_save_path(game))
        self.controller.storage.saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game as"),
            suggestion,
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            if not path.endswith(SUFFIX):
                path += SUFFIX
            self.controller.save(path)

    def recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value or []]

    def _remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("files/recent", recent[:RECENT_LIMIT])

    @Slot()
    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.recent_files() if Path(p).exists()]
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)
        for path in recent:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))

    def offer_resume(self) -> bool:
        """On start: offer to resume an unfinished autosaved game. True if resumed."""
        unfinished = self.controller.storage.unfinished_autosave()
        if unfinished is None:
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Resume game?"),
            self.tr("An unfinished game of {names} was saved {when}. Resume it?").format(
                names=", ".join(unfinished.players),
                when=unfinished.modified.strftime("%d %b %Y %H:%M"),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            return self.controller.open(str(unfinished.path))
        return False

    # -- settings -------------------------------------------------------------------

    @Slot(QAction)
    def _pace_chosen(self, action: QAction) -> None:
        milliseconds = int(action.data())
        self.controller.set_pace(milliseconds)
        self.settings.setValue("ai/pace_ms", milliseconds)

    def _check_pace(self) -> None:
        for action in self.pace_group.actions():
            action.setChecked(int(action.data()) == self.controller.pace_ms)

    @Slot(bool)
    def _undo_several(self, allowed: bool) -> None:
        self.controller.allow_undo_with_several_humans = allowed
        self._refresh()

    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        else:
            self.fit_docks()

    def fit_docks(self) -> None:
        """Give the docks the width their tables need, the board the rest (first start)."""
        width = max(380, min(620, self.width() * 2 // 5))
        docks = list(self.docks.values())
        self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
        self.fit_dock_heights()

    @Slot()
    def fit_market_width(self) -> None:
        """Widen the docks so that every column of the stock market shows (long company
        names, a DoE column), as far as the window has room: at most 45 % of its width."""
        view = self.market_view
        dock = self.docks["market"]
        if not dock.isVisible() or dock.isFloating():
            return
        view.doItemsLayout()
        needed = (
            view.horizontalHeader().length()
            + 2 * view.frameWidth()
            + view.verticalScrollBar().sizeHint().width()
        )
        if view.viewport().width() >= view.horizontalHeader().length():
            return
        width = min(dock.width() + needed - view.width(), self.width() * 45 // 100)
        if width > dock.width():
            docks = [d for d in self.docks.values() if not d.isFloating()]
            self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)

    def fit_dock_heights(self) -> None:
        """Players and stock market tall enough for all their rows; the log takes the rest."""
        rows = {"players": self.players_model.rowCount(), "market": self.market.rowCount()}
        heights = []
        for key in ("players", "market"):
            view = self.docks[key].widget()
            assert isinstance(view, QTableView)
            row = view.verticalHeader().defaultSectionSize()
            header = view.horizontalHeader().sizeHint().height()
            scroll = view.horizontalScrollBar().sizeHint().height()
            heights.append(header + row * max(rows[key], 4) + 2 * view.frameWidth() + scroll + 24)
        heights.append(max(120, self.height() - sum(heights)))
        self.resizeDocks(list(self.docks.values()), heights, Qt.Orientation.Vertical)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.controller.stop()
        self.controller.wait_for_ai(5_000)
        super().closeEvent(event)

    # -- help -----------------------------------------------------------------------

    @Slot()
    def show_rules(self) -> None:
        box = QMessageBox(self)
        game = self.controller.game
        box.setWindowTitle(self.tr("The rules"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(rules_html(game.rules if game is not None else None))
        box.exec()

    @Slot()
    def show_about(self) -> None:
        AboutDialog(self, self.windowIcon()).exec()
