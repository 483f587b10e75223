"""Review mode: a game looked back at step by step, read-only, beside the live game.

The steps are a :class:`~acquire_qt.engine.Replay`'s: every position of the game, rebuilt
from its record. The log shows the events up to the step through a
:class:`~acquire_qt.models.log.StepLog`.

:class:`ReviewPage` is the central page the window shows while reviewing: a board and a
disabled rack of its own, the timeline bar (``ui/review_bar.ui``: a slider, first /
previous / next / last, step by decision or by turn, Home / Left / Right / End and
Ctrl+Left / Ctrl+Right), a line saying what happened at the step, under it, at a
person's decision, "What would the AI do?" (the hard AI's choice, and the win chances
before the move and after the move played and the best one, in words a player says:
"played 7D"; the answer wraps across the page's width, beside the button, and the board
gives it the lines it needs), and under the timeline the analysis: each player's win
chance by turn, estimated in the background by
:class:`~acquire_qt.session.analysis.Analysis` as the review opens (with a progress bar;
kept in the game's save file when it has one, so a game opened again shows it at once)
and the key moments (the turns where a chance moved most: click one to go there). One
estimator and one numbering of turns behind all three
(:mod:`acquire_qt.ai.review`): the review's chances are the graph's, with its knowledge
(an onlooker's, or the viewer's own in a running game), and a step's turn is the one the
action that led to it was played in, on the graph, in the key moments and under the
timeline alike. "What would the AI do?" is asked at the step shown, about the move from
it (the "Next:" of the line under the timeline), and its answer names that step as the
line does (:meth:`ReviewPage.where`), with the chance there: the review does not move on
to the step the move led to, whose line names the turn the move was played in (the next
one, when the step shown ends a turn). The answer stays with its step: showing another
step takes it away (and drops one still to come), coming back to it keeps it. And, for
a finished game a person at this screen played, how the hard AI did in their seat on
the same tiles (:class:`AiInSeatPanel`, a tab beside the key moments; played in the
background as the review opens, or read from the game's file). Its seat is the one
whose results the file holds, if a person at this screen sat there (in hot seat, the
seat the game-over dialog showed), else the first such person's.

How the window's docks show the reviewed game: the review has its own stock market,
players and log models, fed from the replayed position (not from the controller), and
while reviewing the docks' views show those models; leaving puts the live models back.
The live models go on following the controller throughout and are never touched, and
AI turns are held while reviewing (the game waits for the player to come back), so the
live game is exactly as it was. The live page's decisions are not offered while
reviewing (the window asks :attr:`ReviewPage.active`).

"Play on from here" (at any step where the game is not over) asks the window to start a
new game in the position shown (``play_on_chosen``): the window asks who plays each seat
and what becomes of an unfinished game on the table, and the controller plays the branch
(``Game.branch``) as a game of its own; the game reviewed and its file are not touched.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidgetItem,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.ai.review import MoveReview, key_moments
from acquire_qt.ai.win_chance import CurvePoint, step_turn
from acquire_qt.controller import GameController, net_worths
from acquire_qt.engine import Game, Replay, Step
from acquire_qt.forms.ui_review_bar import Ui_ReviewBar
from acquire_qt.models.log import EventLogModel, StepLog
from acquire_qt.models.players import PlayersModel, decision_label
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.occupant import is_human, player_seat
from acquire_qt.presentation.move_text import move_words
from acquire_qt.presentation.palette import marked_row
from acquire_qt.session.analysis import Analysis
from acquire_qt.storage import SaveFileError, read_ai_in_seat

from .ai_in_seat import AiInSeatPanel
from .board import BoardScene
from .board_view import BoardView
from .chain_cards import ChainCards
from .player_cards import PlayerCards
from .rack import TileRack
from .win_chance_chart import WinChanceChart

KEY_MOMENTS = 5
"""The turns the key moments list shows."""


@dataclass(frozen=True)
class DockViews:
    """The window's dock views the review borrows while it is open: the tables, the log,
    and the cards over the tables' models."""

    players: QTableView
    market: QTableView
    log: QAbstractItemView
    player_cards: PlayerCards | None = None
    chain_cards: ChainCards | None = None

    def show_models(
        self, players: QAbstractItemModel, market: QAbstractItemModel, log: QAbstractItemModel
    ) -> None:
        """Have every view show these models."""
        self.players.setModel(players)
        self.market.setModel(market)
        self.log.setModel(log)
        if self.player_cards is not None:
            assert isinstance(players, PlayersModel)
            self.player_cards.setModel(players)
        if self.chain_cards is not None:
            assert isinstance(market, StockMarketModel)
            self.chain_cards.setModel(market)


class ReviewPage(QWidget):
    """The review: a board, a disabled rack and the timeline bar, over a :class:`Replay`.

    Signals:
        step_changed(int): the step shown changed (the number of actions replayed).
        left(): the player left the review (Esc, "Back to the game"); the window shows
            the live game again.
        curve_changed(): the win-chance curve arrived (computed or read from the cache).
        play_on_chosen(object, str): "Play on from here": a new game in this position (the
            reviewed ``Game`` at the step shown), branched from the file named (empty when
            the game reviewed has none).
    """

    step_changed = Signal(int)
    left = Signal()
    curve_changed = Signal()
    play_on_chosen = Signal(object, str)

    def __init__(self, docks: DockViews, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.docks = docks
        self.board = BoardView(BoardScene(self))
        self.rack = TileRack()
        self.rack.setEnabled(False)
        self.rack_owner = QLabel()
        self.bar = QWidget()
        self.ui = Ui_ReviewBar()
        self.ui.setupUi(self.bar)
        # The board, the rack and the timeline above; the analysis (the win-chance chart
        # and the key moments) below, its height the player's to change.
        top = QWidget()
        column = QVBoxLayout(top)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.board, 1)
        column.addWidget(self.rack_owner)
        column.addWidget(self.rack)
        column.addWidget(self.bar)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(top)
        self.splitter.addWidget(self.ui.analysis_panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        moments = self.ui.moments_list
        # Room for the five key moments without a scroll bar.
        rows = moments.fontMetrics().lineSpacing() + 2
        moments.setMinimumHeight(KEY_MOMENTS * rows + 2 * moments.frameWidth() + 4)
        # The line under the timeline has room for two lines at every step: a step told in
        # one line after one told in two moved the step buttons (a click at the same spot
        # missed them).
        line = self.ui.position_label
        line.setMinimumHeight(2 * line.fontMetrics().lineSpacing())
        # Nor do they move when the curve comes: the progress bar's row under the chart
        # keeps its room once the bar is hidden (it gave the board 28 px, moving them).
        kept = self.ui.progress.sizePolicy()
        kept.setRetainSizeWhenHidden(True)
        self.ui.progress.setSizePolicy(kept)
        self.chart = WinChanceChart()
        self.chart.setToolTip(self.tr("Click a turn to go there"))
        self.chart.setMinimumSize(320, 150)
        self.ui.chart_layout.addWidget(self.chart)
        QVBoxLayout(self).addWidget(self.splitter)
        # The page takes the height the window has and asks for none: shown before its
        # word-wrapped lines were laid out at their widths, it would ask for the height
        # they take at a few pixels wide, and the window would grow to it. Laid out, it
        # fits 1280x720 (tests/ui/test_audit_screens.py).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        style = self.style()
        for button, icon in (
            (self.ui.first_button, QStyle.StandardPixmap.SP_MediaSkipBackward),
            (self.ui.previous_button, QStyle.StandardPixmap.SP_MediaSeekBackward),
            (self.ui.next_button, QStyle.StandardPixmap.SP_MediaSeekForward),
            (self.ui.last_button, QStyle.StandardPixmap.SP_MediaSkipForward),
        ):
            button.setIcon(style.standardIcon(icon))
        self.market = StockMarketModel(self)
        self.players_model = PlayersModel(self)
        self.log_model = EventLogModel(self)
        self.log = StepLog(self.log_model, self)
        self.replay: Replay | None = None
        self.viewer: int | None = None
        self._step = 0
        self._live_models: tuple[QAbstractItemModel, ...] = ()
        ui = self.ui
        ui.slider.valueChanged.connect(self.show_step)
        ui.first_button.clicked.connect(self.first)
        ui.previous_button.clicked.connect(self.previous)
        ui.next_button.clicked.connect(self.next)
        ui.last_button.clicked.connect(self.last)
        ui.back_button.clicked.connect(self.leave)
        ui.play_on_button.clicked.connect(self.play_on)
        self.analysis = Analysis(self)
        """Win chances and move reviews, in worker processes (never on this thread)."""
        self.analysis.progress.connect(self._progress)
        self.analysis.curveReady.connect(self._curve_ready)
        self.analysis.moveReviewed.connect(self._move_reviewed)
        self.analysis.failed.connect(self._analysis_failed)
        self.ai_in_seat = AiInSeatPanel(self.analysis)
        """The player's result beside the hard AI's in their seat (finished games): a tab
        beside the key moments, so that the analysis is no taller for it."""
        self.ui.moments_tabs.addTab(self.ai_in_seat, "")
        self._name_tabs()
        self.curve: tuple[CurvePoint, ...] = ()
        self._cache: Path | None = None
        self.source: Path | None = None
        """The reviewed game's file, if it has one (where a game played on came from)."""
        self._asked_step: int | None = None
        """The step "What would the AI do?" was asked at, while the AI thinks."""
        self._answered_step: int | None = None
        """The step the answer shown is about: the answer goes when another step shows."""
        ui.compute_button.clicked.connect(self.compute_curve)
        ui.ai_button.clicked.connect(self.review_move)
        ui.moments_list.itemActivated.connect(self._moment_chosen)
        ui.moments_list.itemClicked.connect(self._moment_chosen)
        self.chart.pointClicked.connect(self.show_step)
        self.shortcuts: list[QShortcut] = []
        window = parent if parent is not None else self
        for keys, slot in (
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_End, self.last),
            (Qt.Key.Key_Left, self.previous),
            (Qt.Key.Key_Right, self.next),
            (Qt.Modifier.CTRL | Qt.Key.Key_Left, self.previous_turn),
            (Qt.Modifier.CTRL | Qt.Key.Key_Right, self.next_turn),
            (Qt.Key.Key_Escape, self.leave),
        ):
            shortcut = QShortcut(QKeySequence(keys), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    # -- opening and leaving ----------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether a game is being reviewed (the docks show it)."""
        return self.replay is not None

    @property
    def step(self) -> int:
        """The step shown: how many of the game's actions were replayed."""
        return self._step

    def open(
        self,
        game: Game,
        viewer: int | None,
        step: int | None = None,
        cache: Path | None = None,
        source: Path | None = None,
    ) -> None:
        """Review ``game`` as ``viewer`` may see it (None: everything), at ``step`` (the
        last one if None); the docks show the review until :meth:`leave`. The win-chance
        curve is estimated (as ``viewer`` knows the game) in the background, or read from
        ``cache``, the game's save file, where it is kept once estimated. ``source``: the
        game's file when it is not ``cache`` (a running game's)."""
        self.replay = replay = Replay(game)
        self.viewer = viewer
        self._asked_step = self._answered_step = None
        self.ui.ai_answer.clear()  # it was about the game reviewed before
        self._cache = cache
        self.source = source or cache
        self.log_model.clear(replay.steps[0].game)
        self.log_model.set_viewer(viewer)
        self.log_model.append_events(replay.events)
        if not self._live_models:
            docks = self.docks
            self._live_models = (docks.players.model(), docks.market.model(), docks.log.model())
            docks.show_models(self.players_model, self.market, self.log)
        self.docks.market.setColumnHidden(StockMarketModel.SAFE, game.rules.safe_size is None)
        for shortcut in self.shortcuts:
            shortcut.setEnabled(True)
        self.ui.slider.blockSignals(True)
        self.ui.slider.setRange(0, replay.last)
        self.ui.slider.blockSignals(False)
        self._step = -1
        self.show_step(replay.last if step is None else max(0, min(step, replay.last)))
        self.compute_curve()
        seat = self._player_seat(game, viewer, cache) if game.over else None
        tabs = self.ui.moments_tabs
        tabs.setTabVisible(tabs.indexOf(self.ai_in_seat), seat is not None)
        if seat is not None:
            self.ai_in_seat.compute(game, seat, cache=cache)

    def _name_tabs(self) -> None:
        tabs = self.ui.moments_tabs
        tabs.setTabText(tabs.indexOf(self.ai_in_seat), self.tr("The AI in your seat"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_tabs()
        super().changeEvent(event)

    @staticmethod
    def _player_seat(game: Game, viewer: int | None, cache: Path | None) -> int | None:
        """The seat the AI replays (see the module docstring), None if no person at this
        screen played."""
        if viewer is None and cache is not None:
            try:
                known = read_ai_in_seat(cache)
            except SaveFileError:
                known = None
            if known is not None:
                viewer = known.seat
        return player_seat(game.controllers, viewer)

    @Slot()
    def leave(self) -> None:
        """Stop reviewing: the docks show the live models again."""
        if self.replay is None:
            return
        self.replay = None
        self.analysis.cancel()
        for shortcut in self.shortcuts:
            shortcut.setEnabled(False)
        if self._live_models:
            players, market, log = self._live_models
            self.docks.show_models(players, market, log)
            self.docks.log.scrollToBottom()  # the newest line, as in play (not the top)
            self._live_models = ()
        self.left.emit()

    # -- stepping ---------------------------------------------------------------------

    @Slot(int)
    def show_step(self, number: int) -> None:
        """Show the position after ``number`` actions."""
        replay = self.replay
        if replay is None or number == self._step or not 0 <= number <= replay.last:
            return
        self._step = number
        step = replay.steps[number]
        game, viewer = step.game, self.viewer
        self.ui.slider.setValue(number)
        self.board.update_game(game, None)  # the board is public; no square is playable
        self.board.highlight(replay.placed_tile(number))
        self.rack.update_game(game, viewer)
        owner = game.players[self.rack.hand_seat(game, viewer)]
        self.rack_owner.setText(self.tr("{name}'s tiles").format(name=owner))
        self.rack.setVisible(game.rules.tile_source != "board")
        self.rack_owner.setVisible(self.rack.isVisibleTo(self))
        self.market.update_game(game, viewer)
        self.players_model.update_game(game, viewer)
        marked = range(step.first_event, step.first_event + len(step.events))
        brush = QBrush(marked_row(self.docks.log.palette()))
        self.log.show_up_to(marked.stop, marked, brush)
        if marked:
            self.docks.log.scrollTo(self.log.index(marked.stop - 1, 0))
        self.ui.position_label.setText(self._describe(step))
        ui = self.ui
        ui.first_button.setEnabled(number > 0)
        ui.previous_button.setEnabled(number > 0)
        ui.next_button.setEnabled(number < replay.last)
        ui.last_button.setEnabled(number < replay.last)
        if number not in (self._asked_step, self._answered_step):
            # An answer, or the AI's thinking, about another step would read as this one's.
            self._asked_step = self._answered_step = None
            ui.ai_answer.clear()
        ui.ai_button.setEnabled(self._reviewable(number) and self._asked_step is None)
        ui.play_on_button.setEnabled(game.pending is not None)
        self.chart.set_current(number)
        self.step_changed.emit(number)

    def where(self, number: int) -> str:
        """Step ``number`` as review names it, under the timeline and in the answer to
        "What would the AI do?" alike: its turn in the analysis's numbering
        (:func:`~acquire_qt.ai.win_chance.step_turn`: the turn its last action was played
        in, the graph's and the key moments' turn of a point there) and its number."""
        replay = self.replay
        assert replay is not None
        if number == 0:
            return self.tr("Before the first turn · step 0")
        turn = step_turn(replay.steps[number - 1].game)
        return self.tr("Turn {turn} · step {step}").format(turn=turn, step=number)

    def _describe(self, step: Step) -> str:
        """The line under the timeline: the turn, the step, what happened, who is next."""
        replay = self.replay
        assert replay is not None
        game = step.game
        where = self.tr("{where} of {last}").format(where=self.where(step.number), last=replay.last)
        quiet = {"turn_started", "tile_drawn"}
        happened = next(
            (
                self.log_model.text(step.first_event + i)
                for i, event in enumerate(step.events)
                if event.kind not in quiet
            ),
            "",
        )
        if step.number == 0:
            happened = self.tr("The tiles are dealt.")
        decision = game.pending
        if decision is None:
            next_text = self.tr("The game is over.")
        else:
            next_text = self.tr("Next: {name} is {doing}.").format(
                name=game.players[decision.player], doing=decision_label(decision)
            )
        return f"{where} — {happened} {next_text}".replace("  ", " ")

    @Slot()
    def first(self) -> None:
        self.show_step(0)

    @Slot()
    def last(self) -> None:
        if self.replay is not None:
            self.show_step(self.replay.last)

    @Slot()
    def previous(self) -> None:
        if self.ui.by_turn_check.isChecked():
            self.previous_turn()
        else:
            self.show_step(self._step - 1)

    @Slot()
    def next(self) -> None:
        if self.ui.by_turn_check.isChecked():
            self.next_turn()
        else:
            self.show_step(self._step + 1)

    @Slot()
    def previous_turn(self) -> None:
        if self.replay is not None:
            self.show_step(self.replay.previous_turn(self._step))

    @Slot()
    def next_turn(self) -> None:
        if self.replay is not None:
            self.show_step(self.replay.next_turn(self._step))

    @Slot()
    def play_on(self) -> None:
        """Play on from the step shown (``play_on_chosen``), if the game goes on there."""
        replay = self.replay
        if replay is None:
            return
        game = replay.steps[self._step].game
        if game.pending is not None:
            self.play_on_chosen.emit(game, "" if self.source is None else self.source.name)

    # -- analysis ---------------------------------------------------------------------

    def _reviewable(self, number: int) -> bool:
        """Whether the move after step ``number`` may be reviewed: a person's decision
        (the viewer's own when the game hides things from them)."""
        replay = self.replay
        if replay is None or number >= replay.last:
            return False
        decision = replay.steps[number].game.pending
        if decision is None or not is_human(replay.steps[number].game.controllers[decision.player]):
            return False
        return self.viewer is None or decision.player == self.viewer

    @Slot()
    def compute_curve(self) -> None:
        """Estimate the win-chance curve of the game reviewed (or read it from the cache)."""
        replay = self.replay
        if replay is None:
            return
        self.curve = ()
        ui = self.ui
        ui.moments_list.clear()
        self.chart.set_curve((), replay.steps[0].game.players)
        ui.compute_button.hide()
        ui.progress.setRange(0, 0)
        ui.progress.show()
        game = replay.steps[replay.last].game
        self.analysis.compute_curve(game, viewer=self.viewer, cache=self._cache)

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        self.ui.progress.setRange(0, total)
        self.ui.progress.setValue(done)

    @Slot(object)
    def _curve_ready(self, points: tuple[CurvePoint, ...]) -> None:
        replay = self.replay
        if replay is None:
            return
        self.curve = tuple(points)
        self.ui.progress.hide()
        names = replay.steps[0].game.players
        self.chart.set_curve(self.curve, names)
        self.chart.set_current(self._step)
        moments = self.ui.moments_list
        moments.clear()
        for moment in key_moments(self.curve, KEY_MOMENTS):
            text = self.tr("Turn {turn}: {name} {before:.0%} → {after:.0%}").format(
                turn=moment.turn_number,
                name=names[moment.seat],
                before=moment.before,
                after=moment.after,
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, moment.actions)
            item.setToolTip(self.tr("Go to step {step}").format(step=moment.actions))
            moments.addItem(item)
        self.curve_changed.emit()

    @Slot(QListWidgetItem)
    def _moment_chosen(self, item: QListWidgetItem) -> None:
        self.show_step(int(item.data(Qt.ItemDataRole.UserRole)))

    @Slot()
    def review_move(self) -> None:
        """Ask the hard AI about the move made after the step shown (answered later)."""
        replay = self.replay
        if replay is None or not self._reviewable(self._step):
            return
        self._asked_step, self._answered_step = self._step, None
        self.ui.ai_answer.setText(self.tr("The hard AI is thinking…"))
        self.ui.ai_button.setEnabled(False)
        self.analysis.review_move(replay.steps[replay.last].game, self._step, viewer=self.viewer)

    @Slot(object)
    def _move_reviewed(self, review: MoveReview) -> None:
        replay, number = self.replay, self._asked_step
        if replay is None or number is None:
            return
        self._asked_step, self._answered_step = None, number
        self.ui.ai_button.setEnabled(self._reviewable(self._step))
        self.ui.ai_answer.setText(self.move_review_text(review, number))

    def move_review_text(self, review: MoveReview, number: int) -> str:
        """What the review of the move from step ``number`` says, in the words the player
        reads under the timeline at that step: the step as it names it (:meth:`where`:
        the same turn and step, though the move itself may open the next turn, which the
        next step's line names), then "the move from here" played and the hard AI's, in
        words, the chance here (the graph's point at this step, where it has one) and
        after each, and whose knowledge they use."""
        replay = self.replay
        assert replay is not None
        position = replay.steps[number].game
        names = position.players
        words = {
            "where": self.where(number),
            "name": names[review.seat],
            "move": move_words(position, review.played),
            "before": review.before,
            "chance": review.played_chance,
            "best": move_words(position, review.best),
            "best_chance": review.best_chance,
        }
        if review.best == review.played:
            text = self.tr(
                "{where}, the move from here: {name} {move}, the hard AI's choice too. "
                "Win chance {before:.0%} here, {chance:.0%} after it."
            )
        else:
            text = self.tr(
                "{where}, the move from here: {name} {move}. Win chance {before:.0%} here, "
                "{chance:.0%} after it; the hard AI would have {best}: {best_chance:.0%}."
            )
        if review.viewer is None:
            whose = self.tr(
                "Estimated as the graph is, from what an onlooker could see (no one's tiles)."
            )
        else:
            whose = self.tr(
                "Estimated as the graph is, from what {name} could see (their own tiles too)."
            ).format(name=names[review.viewer])
        lines = [text.format(**words), whose]
        if self.curve and all(point.actions != number + 1 for point in self.curve):
            lines.append(self.tr("The graph has a point at the end of every turn, not within one."))
        return " ".join(lines)

    @Slot(str)
    def _analysis_failed(self, message: str) -> None:
        self.ui.progress.hide()
        self.ui.compute_button.setVisible(not self.curve)
        self._asked_step = None
        self.ui.ai_button.setEnabled(self._reviewable(self._step))
        self.ui.ai_answer.setText(message)

    def shutdown(self) -> None:
        """End the analysis workers (the window is closing)."""
        self.analysis.shutdown()


class ReviewMode(QObject):
    """Going into review mode and out of it: the window's central ``stack`` holds and
    shows ``page`` while reviewing, AI turns of the live game held (``controller``), and the
    page that was shown comes back when the player leaves.

    Signals:
        changed(): review mode began or ended (the window enables its actions again).
    """

    changed = Signal()

    def __init__(
        self,
        controller: GameController,
        stack: QStackedWidget,
        page: ReviewPage,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.stack = stack
        self.page = page
        self._return_to: QWidget | None = None
        self._held_ai = False
        page.hide()
        page.left.connect(self._left)
        controller.game_started.connect(page.leave)  # a new game or a loaded one: play it

    @property
    def active(self) -> bool:
        return self.page.active

    @property
    def game(self) -> Game | None:
        """The game being reviewed, whole (None when not reviewing)."""
        replay = self.page.replay
        return None if replay is None else replay.steps[replay.last].game

    def net_worths(self) -> list[list[int]]:
        """Each player's net worth at the start of every turn of the reviewed game (and
        at its end), as the game-over chart takes them."""
        replay = self.page.replay
        if replay is None:
            return []
        return [net_worths(replay.steps[number].game) for number in replay.turn_starts]

    def review_live(self, viewer: int | None, cache: Path | None = None) -> None:
        """Review the running (or just finished) game as ``viewer`` sees it; its hidden
        parts stay hidden while it is not over (its win chances too: estimated as the
        viewer knows the game). ``cache``: the finished game's file (see :meth:`review`)."""
        game = self.controller.game
        if game is not None:
            over = game.over
            source = cache if over else self.controller.save_path
            self.review(
                game.copy(), None if over else viewer, cache=cache if over else None, source=source
            )

    def review(
        self,
        game: Game,
        viewer: int | None = None,
        step: int | None = None,
        cache: Path | None = None,
        source: Path | None = None,
    ) -> None:
        """Show ``game`` (any game: a finished one opened from a file, a copy of the live
        one) in review mode at ``step`` (the end if None); ``cache`` is the game's save
        file, where its win-chance curve is kept; ``source`` its file when it is not
        ``cache`` (the running game's)."""
        if not self.page.active:
            self._return_to = self.stack.currentWidget()
            self._held_ai = not self.controller.ai_paused
            if self._held_ai:
                self.controller.set_ai_paused(True)
        self.page.open(game, viewer, step, cache, source)
        # In the stack only while reviewing: its minimum width (board, rack, timeline,
        # analysis) must not hold the window's minimum up when playing.
        if self.stack.indexOf(self.page) < 0:
            self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self.page.board.setFocus()
        self.changed.emit()

    @Slot()
    def _left(self) -> None:
        if self._return_to is not None:
            self.stack.setCurrentWidget(self._return_to)
            self._return_to = None
        self.stack.removeWidget(self.page)
        if self._held_ai:
            self._held_ai = False
            self.controller.set_ai_paused(False)
        self.changed.emit()
