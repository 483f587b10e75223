"""The win-chance graph: each player's chance of winning, turn by turn, as the AI estimates it.

:class:`WinChanceChart` draws a curve of :class:`acquire_qt.ai.win_chance.CurvePoint`
with QPainter (the PySide6-Essentials wheel has no QtCharts), on the same axes, colours,
dash patterns and markers as the net-worth chart (:class:`acquire_qt.dialogs.game_over.SeatChart`):
each point is drawn at its turn (the one its last action was played in, the start at
0: :func:`acquire_qt.ai.win_chance.step_turn`, as review names turns). A marker shows
the current position (:meth:`WinChanceChart.set_current`), a click on the plot names the
point nearest to it (:attr:`WinChanceChart.pointClicked`, its record index), and the
chart exports as PNG or SVG (QtSvg is part of the Essentials wheel).

:class:`WinChancePanel` computes a game's curve in the background
(:class:`acquire_qt.session.analysis.Analysis`) with a progress bar, then shows the
chart: the game-over dialog puts it beside the net-worth chart.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QHideEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.ai.win_chance import CurvePoint
from acquire_qt.dialogs.game_over import SeatChart
from acquire_qt.engine import Game
from acquire_qt.session.analysis import Analysis

PERCENTS = [0.0, 0.25, 0.5, 0.75, 1.0]
"""The value axis's ticks."""


class WinChanceChart(SeatChart):
    """Each player's estimated chance of winning at the start and after every turn.

    Signals:
        pointClicked(int): the record index (actions applied) of the point clicked.
    """

    pointClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__((), parent)
        self.points: tuple[CurvePoint, ...] = ()
        self.current: int | None = None
        """The index of the point the marker is on (None: no marker)."""
        self.setAccessibleName(self.tr("Chance of winning over the game"))
        self.setMouseTracking(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_curve(
        self,
        points: Sequence[CurvePoint],
        names: Sequence[str],
        *,
        seats: Sequence[int] | None = None,
    ) -> None:
        """Show ``points`` (a curve of :func:`.win_chance.win_chance_curve`) for the players
        ``names`` (in seat order; or, with ``seats``, the players of those seats, one
        chance of each point per seat given, drawn in their seats' colours)."""
        self.points = tuple(points)
        self.names = list(names)
        self.seats = list(seats) if seats is not None else None
        self.current = None
        if self.points:
            last = self.points[-1].chances
            self.setAccessibleDescription(
                "; ".join(
                    f"{name}: {round(100 * last[seat])}%"
                    for seat, name in enumerate(self.names)
                    if seat < len(last)
                )
            )
        self.update()

    def set_current(self, actions: int) -> None:
        """Mark the point of the position after ``actions`` actions: the last point at or
        before it."""
        marks = [point.actions for point in self.points]
        index = bisect.bisect_right(marks, actions) - 1
        self.current = index if index >= 0 else None
        self.update()

    def series(self) -> list[list[float]]:
        return [
            [point.chances[seat] for point in self.points if seat < len(point.chances)]
            for seat in range(len(self.names))
        ]

    def point_turns(self, count: int) -> list[int]:
        """The turn of each point (:func:`acquire_qt.ai.win_chance.step_turn`: the one its
        last action was played in, 0 at the start), as the key moments and review's
        timeline name it."""
        return [point.turn_number for point in self.points[:count]]

    def value_ticks(self, values: Sequence[float]) -> list[float]:
        return PERCENTS

    def value_text(self, value: float) -> str:
        return self.tr("{percent}%").format(percent=round(100 * value))

    def empty_text(self) -> str:
        return self.tr("No chances estimated yet.")

    def paint_plot(self, painter: QPainter, turns: int) -> None:
        """The marker of the current position: a line across the plot."""
        if self.current is None:
            return
        x = self.turn_x(self.point_turns(len(self.points))[self.current], turns)
        pen = QPen(self.palette().highlight().color(), 2)
        painter.setPen(pen)
        painter.drawLine(QPointF(x, self.plot.top()), QPointF(x, self.plot.bottom()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.points:
            super().mousePressEvent(event)
            return
        at = self.point_turns(len(self.points))
        x = event.position().x()
        nearest = min(range(len(at)), key=lambda i: abs(self.turn_x(at[i], at[-1] + 1) - x))
        self.pointClicked.emit(self.points[nearest].actions)


class WinChancePanel(QWidget):
    """A game's win-chance chart, computed in the background with a progress bar meanwhile
    (:meth:`compute`); a failure is said in words where the chart would be, with a button
    to try again. Without an
    ``analysis`` given, it has its own, ended when the panel is hidden (its dialog
    closed; not when minimized)."""

    def __init__(self, analysis: Analysis | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own = analysis is None
        self.analysis = analysis if analysis is not None else Analysis(self)
        self.chart = WinChanceChart()
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("Estimating the chances: %v of %m turns"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.again_button = QPushButton(self.tr("Try again"))
        self.again_button.hide()
        self.again_button.clicked.connect(self._again)
        waiting = QWidget()
        column = QVBoxLayout(waiting)
        column.addStretch()
        column.addWidget(self.message)
        column.addWidget(self.progress)
        column.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch()
        self.stack = QStackedLayout(self)
        self.stack.addWidget(waiting)
        self.stack.addWidget(self.chart)
        self._asked: tuple[Game, Path | None] | None = None
        """The game and cache of the last :meth:`compute` (for Try again)."""
        self.analysis.progress.connect(self._progress)
        self.analysis.curveReady.connect(self._ready)
        self.analysis.failed.connect(self._failed)

    def sizeHint(self) -> QSize:
        return self.chart.sizeHint()

    def compute(self, game: Game, *, cache: Path | None = None) -> None:
        """Estimate ``game``'s curve as a spectator (seed 0), from ``cache`` (its save file)
        when it holds it; the chart shows once it is there."""
        self._asked = (game, cache)
        self.message.setText(self.tr("The AI is estimating each player's chance of winning…"))
        self.progress.setRange(0, 0)
        self.progress.show()
        self.again_button.hide()
        self.stack.setCurrentIndex(0)
        self.analysis.compute_curve(game, cache=cache)

    @Slot()
    def _again(self) -> None:
        if self._asked is not None:
            game, cache = self._asked
            self.compute(game, cache=cache)

    def hideEvent(self, event: QHideEvent) -> None:
        # Its dialog closed, not minimized (the window system's hide: the work goes on).
        if self._own and not event.spontaneous():
            self.analysis.shutdown()
        super().hideEvent(event)

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        """``done`` of ``total`` estimates, shown as turns: the first estimate is the
        deal's, before turn 1, and each other one a turn's end (or the position the game
        stands at)."""
        self.progress.setRange(0, total - 1)
        self.progress.setValue(max(done - 1, 0))

    @Slot(object)
    def _ready(self, points: tuple[CurvePoint, ...]) -> None:
        names = [] if self._asked is None else list(self._asked[0].players)
        self.chart.set_curve(points, names)
        self.stack.setCurrentIndex(1)

    @Slot(str)
    def _failed(self, text: str) -> None:
        self.message.setText(
            self.tr("The chances could not be estimated: {error}").format(error=text)
        )
        self.progress.hide()
        self.again_button.setVisible(self._asked is not None)
