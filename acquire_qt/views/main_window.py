"""The main window: it builds the frame from its form and wires the parts together.

The frame (menus, actions with their shortcuts, the players, stock market and log docks)
is the Qt Designer form ``ui/main_window.ui``; its central stack holds the game page
(:class:`~.game_page.GamePage`: prompt, board, rack, action bar), the hot-seat pass screen
and the start page (:class:`~.start_page.StartPage`, shown when no game is on: at start,
after Game → Close game and after a finished game). Over the board,
:class:`~.board_overlays.BoardOverlays` shows what the others did since the viewer's last
decision. The window holds no rules and little logic of its own: decisions are routed by
:class:`~.decisions.DecisionRouter`, the hot seat by :class:`~.hot_seat.HotSeat`, files by
:class:`~.files.GameFiles`, dock sizes by :class:`~.docks.DockSizer`, Play → Suggest by
:class:`~.suggestion.Suggestion`, View → Theme by :class:`~.theme_menu.ThemeMenu`, the sound
cues by :class:`~.sounds.SoundCues`, and the
models follow the controller by themselves
(:class:`~acquire_qt.models.follow.GameFollower`). Every rule set plays here: where tiles
come from the board (Space Monopoly) there is no rack; where a turn is a number of
actions (Energy) an action bar sits beside the rack; selling shares in one's turn and
proposing trades (house rule) are in the Play menu whenever the game allows them.
Review mode (:mod:`.review`: Game → Review game…, the game-over dialog, a finished game
opened) takes the central page and lends the docks to the reviewed game; no decision of
the live game is offered meanwhile. Its "Play on from here" starts a new game at the step
shown, with the seats the player chooses (:class:`~acquire_qt.dialogs.PlayOnDialog`).
The window is built from what its controller can do: files, the start page, undo,
suggestions, hosting, review, export and the live win chance are only a local game's
(:attr:`~acquire_qt.controller.TableController.local`), with their actions.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from acquire_qt.controller import GameController, GameSetup, TableController
from acquire_qt.dialogs import AboutDialog, sales_available
from acquire_qt.dialogs.preferences import PreferencesDialog
from acquire_qt.engine import Buy, Draw, EndTurn, Event, TradeAnswered, may_propose
from acquire_qt.forms.ui_main_window import Ui_MainWindow
from acquire_qt.models.follow import GameFollower
from acquire_qt.models.log import EventLogModel
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.presentation.language import apply_language
from acquire_qt.presentation.prompt import prompt_text
from acquire_qt.session.rule_sets import DEFAULT_RULE_SET, TRANSLATION_CONTEXT, rule_set
from acquire_qt.settings import (
    ANIMATIONS,
    LANGUAGE,
    PACE_MS,
    UNDO_WITH_SEVERAL_HUMANS,
    Settings,
)

from .board_overlays import BoardOverlays
from .board_view import zoom_in_keys
from .coach import CoachPanel, learning_game
from .decisions import DIALOGS, DecisionRouter
from .docks import DockSizer, LogFollower
from .exports import Exports
from .files import GameFiles
from .game_end import GameEnd
from .game_page import GamePage
from .hosting import Hosting
from .hot_seat import HotSeat, PassScreen
from .keeper import GameKeeper
from .live_win_chance import LiveWinChance
from .review import DockViews, ReviewMode, ReviewPage
from .rules_text import RulesDialog
from .side_panels import SidePanels
from .sounds import SoundCues
from .start_page import StartPage, ask_hot_seat, daily_setup, quick_setup
from .suggestion import Suggestion
from .theme_menu import ThemeMenu

GAME_PAGE, PASS_PAGE, START_PAGE = range(3)
"""The pages of the window's central stack."""


class MainWindow(QMainWindow):
    """The game window. ``controller`` runs the game; ``settings`` remembers layout and files."""

    def __init__(self, controller: TableController, settings: Settings) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.ui = ui = Ui_MainWindow()
        ui.setupUi(self)
        self._shown: tuple[object, int | None, bool] | None = None
        """The position, viewer and hiding the views last showed."""
        self._docks_hidden: list[str] = []
        """The docks the start page hid (shown again with a game)."""
        self._ai_held = False
        """Whether the start page holds the AI players of a game put away."""
        self._quit_asked = False
        """Whether Game → Quit has asked already (the close that follows asks nothing)."""
        local = controller.local
        self.hosting: Hosting | None = None
        if local is not None:  # first of the controller's listeners: network players get
            docks = [ui.dock_players, ui.dock_market, ui.dock_log]  # each position first
            self.hosting = Hosting(
                self, local, ui.game_menu, ui.new_action, ui.view_menu, docks, self._fit_docks
            )
        self._build_pages()
        self._build_docks()
        self._build_helpers()
        self._wire_actions()
        if local is not None:
            self._build_local(local)
        else:  # none of the actions of a game run on this computer
            for action in (
                *(ui.new_action, ui.open_action, ui.save_action, ui.save_as_action),
                *(ui.undo_action, ui.suggest_action, ui.review_action, self.learn_action),
                *(ui.export_menu.menuAction(), ui.recent_menu.menuAction()),
            ):
                action.setVisible(False)
        self._wire_game_page()
        self._wire_controller()
        self.apply_settings()
        self.dock_sizer.restore(settings)
        self.coach.hide()  # only a lesson shows it, never a restored layout
        self._refresh()
        self.show_start_page()

    # -- building -------------------------------------------------------------------

    def _build_pages(self) -> None:
        """The central stack: the game page, the hot seat's pass screen, the start page."""
        self.game_page = page = GamePage()
        self.board, self.rack, self.action_bar = page.board, page.rack, page.action_bar
        self.prompt, self.turn_label = page.prompt, page.turn_label
        self.decide_button, self.end_button = page.decide_button, page.end_button
        self.sell_button, self.trade_button = page.sell_button, page.trade_button
        self.new_game_button, self.review_button = page.new_game_button, page.review_button
        self.export_button, self.again_button = page.export_button, page.again_button
        self.pass_screen = PassScreen()
        self.start_page = StartPage()
        self.stack = QStackedWidget()
        for widget in (page, self.pass_screen, self.start_page):  # GAME_PAGE, PASS_PAGE, …
            self.stack.addWidget(widget)
        self.setCentralWidget(self.stack)

    def _build_docks(self) -> None:
        """The players, stock market and log docks over their models (which follow the
        controller), and the coach's dock under the board."""
        ui = self.ui
        self.market = StockMarketModel(self)
        self.players_model = PlayersModel(self)
        for model in (self.market, self.players_model):  # marks seen go after the board shows
            model.later = self.board.after_paint
        if self.hosting is not None:
            self.hosting.players = self.players_model  # it marks network players away
        self.log_model = EventLogModel(self)
        models = (self.market, self.players_model)
        self.follower = GameFollower(self.controller, models, self.log_model)
        self.market_view = ui.market_view
        self.log_view = ui.log_view
        self.docks = {"players": ui.dock_players, "market": ui.dock_market, "log": ui.dock_log}
        self.side = SidePanels(
            self.settings,
            self.docks,
            (ui.players_view, self.market_view),
            (self.players_model, self.market),
            self.follower.since,
            ui.view_menu,
            self,
        )
        # One line a row (full text in the tooltip, uniform rows: see the form): the list
        # appends and scrolls without measuring every row again.
        self.log_view.setModel(self.log_model)
        self.log_follower = LogFollower(self.log_view)
        # At least its last three lines; the cards above take what they need first.
        lines = 3 * self.log_view.fontMetrics().height() + 2 * self.log_view.frameWidth()
        self.log_view.setMinimumHeight(lines)
        for dock in self.docks.values():
            ui.view_menu.addAction(dock.toggleViewAction())
        self.dock_sizer = self.side.sizer = DockSizer(self, self.docks)
        self.coach = CoachPanel(self.controller, self)
        # Under the board (the right docks keep their corner): the board loses a little
        # height, which the window has more of than width once the docks are on the right.
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.coach)
        self.coach.set_suggest_action(ui.suggest_action)

    def _build_helpers(self) -> None:
        """The parts the window hands its work to: the hot seat, the decision router and
        the marks over the board, the sound cues."""
        controller = self.controller
        self.hot_seat = HotSeat(controller, self.stack, self.pass_screen, self)
        self.hot_seat.viewer_changed.connect(self._viewer_changed)
        self.router = DecisionRouter(
            controller, self, self.hot_seat, self._focus_tiles, self.ui.undo_action, self
        )
        self.router.changed.connect(self._refresh)
        animations = self.settings.get(ANIMATIONS)
        self.overlays = BoardOverlays(self.board, controller, self.follower.since, animations, self)
        self.sound_cues = SoundCues(controller, self.settings, self)
        self.keeper: GameKeeper | None = None
        self.files: GameFiles | None = None
        self.game_end: GameEnd | None = None
        self.review: ReviewMode | None = None
        self.review_page: ReviewPage | None = None
        self.exports: Exports | None = None
        self.live_win_chance: LiveWinChance | None = None
        self.suggestion: Suggestion | None = None

    def _build_local(self, local: GameController) -> None:
        """What a game run on this computer has: the keeper of unfinished games, files and
        the start page, review mode, the live win chances, the suggestion, undo."""
        ui, side = self.ui, self.side
        self.keeper = keeper = GameKeeper(self, local)
        if self.hosting is not None:
            self.hosting.may_replace = keeper.may_replace
        self.files = files = GameFiles(self, local, self.settings, ui.recent_menu, keeper, self)
        self.game_end = GameEnd(self, local, files, self.viewer, self.review_game, self._show_error)
        ui.game_menu.insertActions(ui.save_action, list(self.game_end.actions))
        page = ReviewPage(
            DockViews(
                ui.players_view, ui.market_view, ui.log_view, side.player_cards, side.chain_cards
            ),
            self,
        )
        self.review_page = page
        self.theme_menu.boards.append(page.board)  # review's board in the window's theme
        self.review = review = ReviewMode(local, self.stack, page, self)
        review.changed.connect(self._review_changed)
        page.curve_changed.connect(self._refresh)  # the chart may be exported
        page.play_on_chosen.connect(files.play_on)
        files.review_requested.connect(lambda game, path: review.review(game, cache=Path(path)))
        self.exports = exports = Exports(local, files, review, page, self)
        self.live_win_chance = LiveWinChance(self, local, ui.play_menu)
        self.suggestion = Suggestion(self, local, self.board, self.coach)
        for action, slot in (
            (ui.new_action, files.new_game),
            (ui.open_action, files.open_file),
            (ui.save_action, files.save),
            (ui.save_as_action, files.save_as),
            (ui.review_action, self.review_game),
            (ui.export_record_action, exports.record),
            (ui.export_net_worth_action, exports.net_worth),
            (ui.export_chart_action, exports.win_chance),
            (ui.undo_action, local.undo),
            (ui.suggest_action, self.suggestion.ask),
        ):
            action.triggered.connect(slot)
        self.learn_action.triggered.connect(self.learn_to_play)
        self.new_game_button.clicked.connect(files.new_game)
        self.review_button.clicked.connect(self.review_game)
        self.export_button.clicked.connect(exports.record)
        self.again_button.clicked.connect(self.game_end.play_again)
        self.game_page.results_button.clicked.connect(self.game_end.show_dialog)
        start = self.start_page
        start.continue_chosen.connect(local.open)
        start.quick_chosen.connect(lambda: files.replace_with(quick_setup()))
        start.daily_chosen.connect(lambda: files.replace_with(daily_setup()))
        start.again_chosen.connect(files.play_again_from)
        start.hot_seat_chosen.connect(self._hot_seat)
        start.custom_chosen.connect(files.new_game)
        start.saved_chosen.connect(files.open_chosen)
        start.open_chosen.connect(files.open_file)
        start.learn_chosen.connect(self.learn_to_play)
        start.rules_chosen.connect(self.show_rules)

    def _name_actions(self) -> None:
        """The words of the menu actions made here (again when the language changes)."""
        self.close_action.setText(self.tr("&Close game"))
        self.close_action.setToolTip(self.tr("Back to the start page; Continue resumes the game"))
        self.learn_action.setText(self.tr("&Learn to play"))
        self.learn_action.setToolTip(self.tr("A short guided game against easy AI players"))
        self.side.name()
        if self.game_end is not None:
            self.game_end.name()

    def _wire_actions(self) -> None:
        ui, router = self.ui, self.router
        self.new_action = ui.new_action
        self.suggest_action = ui.suggest_action
        self.sell_action = ui.sell_action
        self.propose_action = ui.propose_action
        self.zoom_in_action = ui.zoom_in_action
        self.zoom_out_action = ui.zoom_out_action
        self.fit_board_action = ui.fit_board_action
        for action, slot in (
            (ui.preferences_action, self.show_preferences),
            (ui.quit_action, self.quit),
            (ui.end_action, router.declare_end),
            (ui.decide_action, router.present),
            (ui.sell_action, router.sell_shares),
            (ui.propose_action, router.propose_trade),
            (ui.zoom_in_action, self.board.zoom_in),
            (ui.zoom_out_action, self.board.zoom_out),
            (ui.fit_board_action, self.board.fit_board),
            (ui.rules_action, self.show_rules),
            (ui.about_action, self.show_about),
        ):
            action.triggered.connect(slot)
        ui.zoom_in_action.setShortcuts(zoom_in_keys())
        self.decide_button.clicked.connect(router.present)
        self.end_button.clicked.connect(router.declare_end)
        self.sell_button.clicked.connect(router.sell_shares)
        self.trade_button.clicked.connect(router.propose_trade)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence("Ctrl+W"))
        self.close_action.triggered.connect(self.close_game)
        ui.game_menu.insertAction(ui.quit_action, self.close_action)
        self.learn_action = QAction(self)
        ui.help_menu.insertAction(ui.rules_action, self.learn_action)
        self.theme_menu = ThemeMenu(ui.view_menu, self.settings, [self.board], self)
        self._name_actions()
        self.board.zoom_changed.connect(self._zoom_changed)
        self._zoom_changed()

    def _wire_game_page(self) -> None:
        """The board, the rack and the action bar answer through the decision router."""
        self.action_bar.draw_chosen.connect(lambda: self.router.turn_action(Draw()))
        self.action_bar.end_chosen.connect(lambda: self.router.turn_action(EndTurn()))
        self.action_bar.buy_chosen.connect(
            lambda chain: self.router.turn_action(Buy((str(chain),)))
        )
        self.board.tile_chosen.connect(self.router.tile_chosen)
        self.rack.tile_chosen.connect(self.router.tile_chosen)
        self.rack.tile_hovered.connect(self.board.highlight)  # scrolls to it when zoomed

    def _wire_controller(self) -> None:
        """The window follows the controller, after every listener built above."""
        controller = self.controller
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._refresh)
        controller.events_happened.connect(self._events)
        controller.ai_thinking.connect(self._refresh)
        controller.game_over.connect(self._refresh)
        if self.game_end is not None:  # after the refresh: the finished table shows first
            controller.game_over.connect(self.game_end.game_over)
        controller.error.connect(self._show_error)
        controller.notice.connect(self._show_notice)

    def _fit_docks(self) -> None:
        self.dock_sizer.fit_dock_heights()

    @Slot()
    def _zoom_changed(self) -> None:
        self.zoom_in_action.setEnabled(self.board.can_zoom_in())
        self.zoom_out_action.setEnabled(self.board.can_zoom_out())
        self.fit_board_action.setEnabled(not self.board.is_fitted())

    # -- showing --------------------------------------------------------------------

    def viewer(self) -> int | None:
        """Whose eyes the window shows: the human at the screen, or everyone in all-AI games."""
        return self.hot_seat.viewer

    @Slot()
    def _game_started(self) -> None:
        game = self.controller.game
        assert game is not None
        self.router.game_started()
        self.hot_seat.game_started()
        self._leave_start_page()
        rules = game.rules
        self._set_title()
        # No rack where tiles go on any empty square; an action bar where turns are actions.
        self.rack.setVisible(rules.tile_source != "board")
        self.action_bar.setVisible(rules.turn_structure == "actions")
        self.market_view.setColumnHidden(StockMarketModel.SAFE, rules.safe_size is None)
        self._refresh()
        self.dock_sizer.fit_dock_heights_soon()
        QTimer.singleShot(0, self.dock_sizer.fit_market_width)

    def _set_title(self) -> None:
        """The players' names (and a rule set other than classic): the window system
        adds the application's name ("… — Acquire"), so the title does not say it."""
        game = self.controller.game
        assert game is not None
        names = ", ".join(game.players)
        entry = rule_set(game.rules.name)
        if entry is DEFAULT_RULE_SET:
            self.setWindowTitle(names)
        else:
            title = QCoreApplication.translate(TRANSLATION_CONTEXT, entry.title)
            self.setWindowTitle(self.tr("{rules} — {names}").format(rules=title, names=names))

    @Slot(object)
    def _viewer_changed(self, viewer: int | None) -> None:
        self.follower.set_viewer(viewer)
        self._refresh()
        self.overlays.set_viewer(viewer)

    # -- the start page -------------------------------------------------------------

    def on_start_page(self) -> bool:
        return self.stack.currentIndex() == START_PAGE

    @Slot()
    def show_start_page(self) -> None:
        """Show the start page (its games read afresh) in place of the board; the docks
        hide, and AI players wait while it shows. Only where games are run here."""
        if self.files is None:
            return
        self.start_page.refresh(self.controller.storage)
        if self.on_start_page():
            return
        self.stack.setCurrentIndex(START_PAGE)
        self.setWindowTitle(self.tr("Acquire"))
        self._docks_hidden = [key for key, dock in self.docks.items() if not dock.isHidden()]
        for key in self._docks_hidden:
            self.docks[key].hide()
        game = self.controller.game
        if game is not None and not game.over:
            self.controller.set_ai_paused(True)
            self._ai_held = True
        self.start_page.first_choice().setFocus()
        self._refresh()

    def _leave_start_page(self) -> None:
        """A game starts: the docks the start page hid come back, the AI plays on."""
        for key in self._docks_hidden:
            self.docks[key].show()
        self._docks_hidden = []
        if self._ai_held:
            # After the new game's first question was put (an AI seat's waits): resuming
            # now asks it once.
            self._ai_held = False
            QTimer.singleShot(0, self._release_ai)

    @Slot()
    def _release_ai(self) -> None:
        if self.stack.currentIndex() == GAME_PAGE:
            self.controller.set_ai_paused(False)

    @Slot()
    def close_game(self) -> None:
        """Back to the start page. An unfinished game is autosaved as it stands, so
        Continue resumes it at this very decision."""
        if self.keeper is None or self.controller.game is None or self.on_start_page():
            return
        failed = self.keeper.put_away()
        if failed is not None:
            self._show_error(failed)
        self.show_start_page()

    @Slot()
    def _hot_seat(self) -> None:
        setup = ask_hot_seat(self)
        if setup is not None and self.files is not None:
            self.files.replace_with(setup)

    @Slot()
    def _refresh(self) -> None:
        game = self.controller.game
        ui = self.ui
        at_screen = self.hot_seat.at_screen()
        dialog_open = self.router.dialog_open
        for action in (ui.save_action, ui.save_as_action):
            action.setEnabled(game is not None)
        reviewing = self.review is not None and self.review.active
        ui.review_action.setEnabled(self._may_review())
        if self.exports is not None:
            self.exports.enable(ui)
        ui.undo_action.setEnabled(self.controller.can_undo() and not reviewing)
        pending = None if game is None else game.pending
        human_pending = (
            pending is not None and self.controller.is_human(pending.player) and not reviewing
        )
        end_ok = bool(human_pending and game is not None and game.end_allowed() and at_screen)
        ui.end_action.setEnabled(end_ok)
        self.end_button.setVisible(end_ok)
        self.suggest_action.setEnabled(human_pending and at_screen)
        dialog_kind = human_pending and pending is not None and pending.kind in DIALOGS
        self.decide_button.setVisible(dialog_kind and not dialog_open and at_screen)
        ui.decide_action.setEnabled(self.decide_button.isVisible())
        free = human_pending and at_screen and not dialog_open
        sell_ok = free and game is not None and game.rules.sell_in_turn and sales_available(game)
        self.sell_action.setEnabled(sell_ok)
        self.sell_button.setVisible(sell_ok)
        propose_ok = free and may_propose(pending)
        self.propose_action.setEnabled(propose_ok)
        self.trade_button.setVisible(propose_ok)
        finished = game is not None and game.over and not reviewing
        self.game_page.show_finished(finished, again=self.files is not None)
        if self.game_end is not None:
            self.game_end.enable(finished)
        if game is None:
            self.prompt.setText(self.tr("Start a new game from the Game menu (Ctrl+N)."))
            self.turn_label.hide()
            return
        hidden = not at_screen
        self.prompt.setText(prompt_text(game, human_pending))
        limit = game.rules.turn_limit
        self.turn_label.setVisible(limit is not None)
        if limit is not None:
            turn = min(game.state.turn_number, limit)
            self.turn_label.setText(self.tr("Turn {n} of {limit}").format(n=turn, limit=limit))
        viewer = self.hot_seat.viewer
        if self.action_bar.isVisibleTo(self):
            self.action_bar.update_game(game, viewer, free)
        # Several signals ask for a refresh after one action; the views are updated once
        # per position (states are immutable, so identity says whether it changed).
        shown = (game.state, viewer, hidden)
        last = self._shown
        if last is not None and last[0] is shown[0] and last[1:] == shown[1:]:
            return
        self._shown = shown
        if self.suggestion is not None:
            self.suggestion.position_changed()
        self.board.board_scene().update_game(game, viewer)
        self.rack.update_game(game, viewer)
        self.rack.set_hidden(hidden)

    def _focus_tiles(self) -> None:
        """Keyboard focus where tiles are chosen: the rack (keys 1-6, arrows and Enter), or
        the board (arrows and Enter) where tiles come from the board."""
        if self.rack.isVisibleTo(self):
            self.rack.setFocus()
        else:
            self.board.setFocus()

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        game = self.controller.game
        assert game is not None
        for event in events:
            if isinstance(event, TradeAnswered):
                text = (
                    self.tr("{name} accepted the trade.")
                    if event.accepted
                    else self.tr("{name} declined the trade.")
                )
                self.statusBar().showMessage(text.format(name=game.players[event.player]), 10_000)

    # -- playing --------------------------------------------------------------------

    @Slot()
    def learn_to_play(self) -> None:
        """Start the guided first game with the coach under the board (Help → Learn to
        play), after asking what becomes of an unfinished game."""
        if self.keeper is None or not self.keeper.may_replace():
            return
        setup = learning_game()
        self.coach.expect_game(setup.controllers.index("human"))
        self.start(setup)

    @Slot(str)
    def _show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)
        if self.property("autoplay"):
            return
        QMessageBox.warning(self, self.tr("Acquire"), message)

    @Slot(str)
    def _show_notice(self, message: str) -> None:
        self.statusBar().showMessage(message, 15_000)

    # -- review and export ----------------------------------------------------------

    def _may_review(self) -> bool:
        """Whether the running game may be reviewed now: not from the hot seat's pass
        screen while it goes on (the player who left the screen could be seen), nor from
        another review (leave it first)."""
        game = self.controller.game
        if game is None or self.review is None or self.review.active:
            return False
        return game.over or self.hot_seat.at_screen()

    @Slot()
    def _review_changed(self) -> None:
        """A game reviewed from the start page shows its docks (the start page hid them);
        they hide again when the player goes back to the start page."""
        reviewing = self.review is not None and self.review.active
        for key in self._docks_hidden:
            self.docks[key].setVisible(reviewing)
        self._refresh()

    @Slot()
    def review_game(self) -> None:
        """Review the running (or finished) game, as the player at the screen sees it."""
        if self._may_review() and self.review is not None and self.files is not None:
            self.review.review_live(self.viewer(), self.files.finished_path)

    # -- files ----------------------------------------------------------------------

    def start(self, setup: GameSetup) -> None:
        if self.files is not None:
            self.files.start(setup)

    def open_path(self, path: str) -> bool:
        return self.files is not None and self.files.open_path(path)

    def save(self) -> None:
        if self.files is not None:
            self.files.save()

    def recent_files(self) -> list[str]:
        return [] if self.files is None else self.files.recent_files()

    def offer_resume(self) -> bool:
        """On start: the start page, Continue first when an unfinished game was autosaved.
        True if there is one to continue."""
        self.show_start_page()
        return self.start_page.unfinished is not None

    # -- settings -------------------------------------------------------------------

    @Slot()
    def show_preferences(self) -> None:
        """Game → Preferences…: OK applies what was chosen at once."""
        if PreferencesDialog(self.settings, self).exec():
            self.apply_settings()

    def apply_settings(self) -> None:
        """Take the settings into account: the language, the AI pace, the undo policy.
        the theme, the animations."""
        apply_language(self.settings.get(LANGUAGE))
        self.controller.set_pace(self.settings.get(PACE_MS))
        local = self.controller.local
        if local is not None:
            local.allow_undo_with_several_humans = self.settings.get(UNDO_WITH_SEVERAL_HUMANS)
        self.overlays.set_animations(self.settings.get(ANIMATIONS))  # none at the instant pace
        self.side.follow_setting()
        self.theme_menu.follow_setting()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Everything in words again, in the language just chosen: the frame (menus,
        docks), the buttons, the tables' headers and cells, the log, the title, the prompt."""
        self.ui.retranslateUi(self)
        self.game_page.name_buttons()
        self._name_actions()
        self.theme_menu.name()
        self.start_page.retranslate(self.controller.storage)
        if self.live_win_chance is not None and self.review_page is not None:
            self.live_win_chance.retranslate()
            self.review_page.ui.retranslateUi(self.review_page.bar)
        for model in (self.market, self.players_model):
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)
        game = self.controller.game
        if game is not None:
            events = self.log_model.events()
            self.log_model.clear(game)
            self.log_model.append_events(events)
            self.follower.refresh()
            self._set_title()
        self._shown = None  # the board and rack repaint their words
        self._refresh()

    def fit_docks(self) -> None:
        """A first start's docks beside the board (:meth:`.DockSizer.fit_docks`)."""
        self.dock_sizer.fit_docks()

    @Slot()
    def quit(self) -> None:
        """Game → Quit: close the window (asking first if an unfinished game would be lost)."""
        if self.may_quit():
            self._quit_asked = True
            self.close()

    def may_quit(self) -> bool:
        """Whether the program may quit (:meth:`.keeper.GameKeeper.may_quit`)."""
        return self.keeper is None or self.keeper.may_quit()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed by the desktop (its close button): asked as Game → Quit asks. A close by
        # the program itself (tests, the autoplay) asks nothing.
        asked, self._quit_asked = self._quit_asked, False
        desktop = event.spontaneous() and not asked and not self.property("autoplay")
        if desktop and not self.may_quit():
            event.ignore()
            return
        for key in self._docks_hidden:  # remembered as the player left them in a game
            self.docks[key].show()
        self.dock_sizer.remember(self.settings)
        self.controller.stop()
        local = self.controller.local
        if local is not None and self.review_page is not None:
            self.review_page.shutdown()
            local.wait_for_ai(5_000)
        super().closeEvent(event)

    # -- help -----------------------------------------------------------------------

    @Slot()
    def show_rules(self) -> None:
        self.rules_dialog().exec()

    def rules_dialog(self) -> RulesDialog:
        """Help → Rules: the rules of the game in play, in a window that fits the screen."""
        game = self.controller.game
        return RulesDialog(game.rules if game is not None else None, self)

    @Slot()
    def show_about(self) -> None:
        AboutDialog(self, self.windowIcon()).exec()
