"""Play → Show my win chance: the one human's own chance of winning, live, against AIs.

Only offered in a game of exactly one person at the screen against AI players (between
people the graph would tell one player what the AI makes of the others' positions), and
not under the ``hidden_holdings`` rule (the estimate would read the hidden holdings);
off by default. When it is switched on, the curve so far is estimated in the background
(:class:`acquire_qt.session.analysis.Analysis`) as that player knew it: ``viewer`` is
their seat, so their own hand is kept and every hidden tile is dealt at random. Then
after each of their turns (and at the end of the game) one more point is estimated and
added. The chart is in a dock of its own showing that player's line only.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from acquire_qt.ai.win_chance import CurvePoint
from acquire_qt.controller import GameController
from acquire_qt.session.analysis import Analysis

from .win_chance_chart import WinChanceChart

DOCK_HEIGHT = 180
"""Pixels the dock takes from the board when it opens (the player may drag it)."""


class LiveWinChance(QObject):
    """The "Show my win chance" action of ``menu`` and its dock in ``window``."""

    def __init__(self, window: QMainWindow, controller: GameController, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.analysis = Analysis(self)
        self.action = QAction(self)
        self.action.setCheckable(True)
        menu.addAction(self.action)
        self.chart = WinChanceChart()
        self.chart.setMinimumSize(320, 140)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("dock_win_chance")
        self.dock.setWidget(self.chart)
        self.dock.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
        # No close button: the menu's action shows and hides it, and stays in step.
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.retranslate()
        self.seat: int | None = None
        """The person's seat, when the option is offered."""
        self.points: list[CurvePoint] = []
        self._turn: tuple[int, int] | None = None
        """The turn number and the active seat last seen."""

        self.action.toggled.connect(self._toggled)
        self.analysis.curveReady.connect(self._curve)
        self.analysis.pointReady.connect(self._point)
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._state_changed)
        controller.undone.connect(self._undone)
        self._game_started()

    def retranslate(self) -> None:
        """The words of the action and the dock (again when the language changes)."""
        self.action.setText(self.tr("Show my &win chance"))
        self.action.setToolTip(
            self.tr(
                "Your chance of winning after each of your turns, as the AI estimates it "
                "from what you know (games of one person against AI players only)"
            )
        )
        self.dock.setWindowTitle(self.tr("My chance of winning"))

    @Slot()
    def _game_started(self) -> None:
        """Offer the option if the new game is one person against AIs; start it off."""
        self.analysis.cancel()
        game = self.controller.game
        humans = self.controller.humans()
        offered = (
            game is not None
            and len(humans) == 1
            and len(game.players) > 1
            and not game.rules.hidden_holdings
        )
        self.seat = humans[0] if offered else None
        self._turn = None
        self.action.setChecked(False)
        self.action.setEnabled(offered)
        self.action.setVisible(offered)
        self.points = []
        self.chart.set_curve((), ())

    @Slot(bool)
    def _toggled(self, on: bool) -> None:
        game = self.controller.game
        if not on or game is None or self.seat is None:
            self.analysis.cancel()
            self.dock.hide()
            return
        self.dock.show()
        self.dock.raise_()
        self.window.resizeDocks([self.dock], [DOCK_HEIGHT], Qt.Orientation.Vertical)
        self._turn = (game.state.turn_number, game.state.turn)
        self.analysis.compute_curve(game, viewer=self.seat)

    @Slot()
    def _state_changed(self) -> None:
        """After each of the person's turns, and at the end, add a point."""
        game = self.controller.game
        if game is None or self.seat is None or not self.action.isChecked():
            return
        now = (game.state.turn_number, game.state.turn)
        before, self._turn = self._turn, now
        ended = before is not None and before[0] != now[0] and before[1] == self.seat
        if (ended or game.pending is None) and not self.analysis.computing_curve:
            self.analysis.estimate_point(game, viewer=self.seat)

    @Slot()
    def _undone(self) -> None:
        """Back to a decision: the points of the moves taken back go (an estimate still
        being made of them is dropped when it comes)."""
        game = self.controller.game
        if game is None:
            return
        self._turn = (game.state.turn_number, game.state.turn)
        self.points = [p for p in self.points if p.actions <= len(game.actions)]
        self._show()

    def _now(self) -> int:
        game = self.controller.game
        return 0 if game is None else len(game.actions)

    @Slot(object)
    def _curve(self, points: tuple[CurvePoint, ...]) -> None:
        self.points = [p for p in points if p.actions <= self._now()]
        self._show()

    @Slot(object)
    def _point(self, point: CurvePoint) -> None:
        if self.points and point.actions <= self.points[-1].actions:
            return
        if point.actions > self._now():
            return  # of a position an undo took back
        self.points.append(point)
        self._show()

    def _show(self) -> None:
        """Only the person's own line."""
        game = self.controller.game
        if game is None or self.seat is None:
            return
        seat = self.seat
        own = [CurvePoint(p.actions, p.turn_number, (p.chances[seat],)) for p in self.points]
        self.chart.set_curve(own, [game.players[seat]], seats=[seat])
        self.chart.set_current(len(game.actions))
