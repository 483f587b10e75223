"""The end of a game: standings, the final payout per player, net worth and win chance over time.

Standings come from the engine (``game_view().standings``: rank 1 for every
winner, so ties share the win). The payout is broken down from the events of the
final ``apply()`` the caller passes (``bonus_paid`` and ``final_sale``). The net
worth chart (:class:`NetWorthChart`, on :class:`SeatChart`, which the win-chance chart
shares) is drawn with QPainter (the Essentials wheel has no QtCharts); the caller
supplies ``net_worth_history[turn][seat]`` (this module does not compute it), the
win-chance panel shown beside it and the panel of the AI's result in the player's seat
shown under the standings. Form: ``ui/game_over.ui``; the rows of the standings and the
chart are filled in here.

Enter does not close the dialog: it opens the moment the last decision is answered,
often by Enter, and a second press meant for that decision would close it unread. It has
no default button; Escape, the Close button (a click, Space or Enter on it) close it, and
the finished table's Results… opens it again.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QTreeWidgetItem,
    QWidget,
)

from acquire_qt.engine import BonusPaid, Event, FinalSale, GameReader, Rules, Standing
from acquire_qt.forms.ui_game_over import Ui_GameOverDialog

from .common import enlarge, join_words, money, shares_text

PAYOUT_LINES_SHOWN = 10
"""The most lines of one player's payout the standings show without a scroll bar."""

# Paul Tol's "bright" qualitative scheme (colour-blind safe); lines also differ in dash
# pattern and marker shape, and the legend names every player.
PLAYER_COLOURS: tuple[str, ...] = (
    "#4477AA",
    "#EE6677",
    "#228833",
    "#CCBB44",
    "#66CCEE",
    "#AA3377",
)
PEN_STYLES: tuple[Qt.PenStyle, ...] = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
    Qt.PenStyle.SolidLine,
)
MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "cross", "plus")


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks."""
    if span <= 0:
        return 1
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return max(1, int(10 * power))


class SeatChart(QWidget):
    """A line per player over the turns of a game, drawn with QPainter: the value axis and
    its grid, the turn axis, each player's line in their colour, dash pattern and marker,
    and a legend naming every player. Subclasses give the lines (:meth:`series`), the
    value axis (:meth:`value_ticks`, :meth:`value_text`) and may draw more on the plot
    (:meth:`paint_plot`)."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.seats: list[int] | None = None
        """The seat of each line, for its colour, pattern and marker (None: line i is seat i)."""
        self.plot = QRectF()
        """Where the lines were last drawn (widget coordinates)."""
        self.setMinimumSize(480, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(760, 300)

    def series(self) -> list[list[float]]:
        """Each player's values, one per point (an empty list: nothing to draw)."""
        raise NotImplementedError

    def point_turns(self, count: int) -> list[int]:
        """The turn of each of ``count`` points, rising (here point i is at turn i)."""
        return list(range(count))

    def value_ticks(self, values: Sequence[float]) -> list[float]:
        """The value axis's ticks, lowest first, spanning ``values``."""
        raise NotImplementedError

    def value_text(self, value: float) -> str:
        """A tick's label."""
        raise NotImplementedError

    def empty_text(self) -> str:
        return self.tr("No history to show.")

    def paint_plot(self, painter: QPainter, turns: int) -> None:
        """Draw more over the lines (nothing here)."""

    def seat_of(self, line: int) -> int:
        """The seat whose colour, pattern and marker line ``line`` has."""
        return self.seats[line] if self.seats is not None else line

    def colour(self, seat: int) -> QColor:
        return QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])

    def pen(self, seat: int, width: float = 2.0) -> QPen:
        pen = QPen(self.colour(seat), width)
        pen.setStyle(PEN_STYLES[seat % len(PEN_STYLES)])
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def draw_marker(self, painter: QPainter, seat: int, at: QPointF, radius: float = 4) -> None:
        shape = MARKERS[seat % len(MARKERS)]
        painter.setPen(QPen(self.colour(seat).darker(130), 1.5))
        painter.setBrush(self.colour(seat))
        x, y, r = at.x(), at.y(), radius
        if shape == "circle":
            painter.drawEllipse(at, r, r)
        elif shape == "square":
            painter.drawRect(QRectF(x - r, y - r, 2 * r, 2 * r))
        elif shape == "triangle":
            painter.drawPolygon(
                QPolygonF(
                    [QPointF(x, y - r - 1), QPointF(x + r + 1, y + r), QPointF(x - r - 1, y + r)]
                )
            )
        elif shape == "diamond":
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(x, y - r - 1),
                        QPointF(x + r + 1, y),
                        QPointF(x, y + r + 1),
                        QPointF(x - r - 1, y),
                    ]
                )
            )
        else:
            painter.setPen(QPen(self.colour(seat).darker(130), 2.5))
            if shape == "cross":
                painter.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
                painter.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))
            else:
                painter.drawLine(QPointF(x - r, y), QPointF(x + r, y))
                painter.drawLine(QPointF(x, y - r), QPointF(x, y + r))

    def turn_x(self, turn: float, turns: int) -> float:
        """The x of ``turn`` on the plot of ``turns`` turns."""
        plot = self.plot
        return plot.left() + (plot.width() * turn / (turns - 1) if turns > 1 else plot.width() / 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter)
        painter.end()

    def paint(self, painter: QPainter) -> None:
        """Draw the chart with ``painter`` (on the widget, or on an image to export)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        metrics = painter.fontMetrics()
        line = metrics.height()
        lines = self.series()
        values = [v for row in lines for v in row]
        if not values:
            painter.setPen(palette.text().color())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text())
            return
        labels = self.value_ticks(values)
        bottom_value, top_value = labels[0], labels[-1]
        left = 12 + max(metrics.horizontalAdvance(self.value_text(v)) for v in labels)
        legend_height = self._legend_height(metrics.height())
        self.plot = plot = QRectF(
            left,
            8 + legend_height,
            self.width() - left - 16,
            self.height() - 8 - legend_height - 2 * line - 8,
        )
        if plot.width() < 20 or plot.height() < 20:
            return
        at = self.point_turns(max(len(row) for row in lines))
        turns = at[-1] + 1

        def point(index: int, value: float) -> QPointF:
            y = plot.bottom() - plot.height() * (value - bottom_value) / (top_value - bottom_value)
            return QPointF(self.turn_x(at[index], turns), y)

        grid_pen = QPen(palette.mid().color(), 1, Qt.PenStyle.DotLine)
        text_colour = palette.text().color()
        for value in labels:
            y = point(0, value).y()
            painter.setPen(grid_pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(0, y - line / 2, left - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.value_text(value),
            )
        turn_step = nice_step(max(1, turns - 1), 8)
        for turn in range(0, turns, turn_step):
            x = self.turn_x(turn, turns)
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(x - 30, plot.bottom() + 4, 60, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(turn),
            )
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            self.tr("Turn"),
        )

        marker_every = max(1, turns // 12)
        for line_number, row in enumerate(lines):
            seat = self.seat_of(line_number)
            points = [point(turn, value) for turn, value in enumerate(row)]
            if not points:
                continue
            path = QPainterPath()
            path.moveTo(points[0])
            for p in points[1:]:
                path.lineTo(p)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(self.pen(seat))
            painter.drawPath(path)
            for index, p in enumerate(points):
                if index % marker_every == 0 or index == len(points) - 1:
                    self.draw_marker(painter, seat, p)
        self.paint_plot(painter, turns)
        self._draw_legend(painter, text_colour)

    def _legend_items(self) -> list[tuple[int, str]]:
        return [(self.seat_of(line), name) for line, name in enumerate(self.names)]

    def _legend_height(self, line: int) -> int:
        return self._legend_rows() * (line + 4)

    def _legend_rows(self) -> int:
        metrics = self.fontMetrics()
        x, rows = 8, 1
        for _seat, name in self._legend_items():
            width = 44 + metrics.horizontalAdvance(name) + 16
            if x + width > self.width() - 8 and x > 8:
                rows += 1
                x = 8
            x += width
        return rows

    def _draw_legend(self, painter: QPainter, text_colour: QColor) -> None:
        metrics = painter.fontMetrics()
        line = metrics.height()
        x, y = 8.0, 4.0
        for seat, name in self._legend_items():
            width = 44 + metrics.horizontalAdvance(name) + 16
            if x + width > self.width() - 8 and x > 8:
                x = 8.0
                y += line + 4
            middle = y + line / 2
            painter.setPen(self.pen(seat))
            painter.drawLine(QPointF(x, middle), QPointF(x + 34, middle))
            self.draw_marker(painter, seat, QPointF(x + 17, middle))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(x + 40, y, width - 40, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            x += width


class NetWorthChart(SeatChart):
    """A line chart of each player's net worth by turn (``history[turn][seat]``)."""

    def __init__(
        self,
        history: Sequence[Sequence[int]],
        names: Sequence[str],
        rules: Rules,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(names, parent)
        self.history = [list(row) for row in history]
        self.rules = rules
        self.setAccessibleName(self.tr("Net worth over the game"))
        if self.history:
            last = self.history[-1]
            self.setAccessibleDescription(
                "; ".join(
                    f"{name}: {money(rules, last[seat])}"
                    for seat, name in enumerate(self.names)
                    if seat < len(last)
                )
            )

    def series(self) -> list[list[float]]:
        return [
            [float(row[seat]) for row in self.history if seat < len(row)]
            for seat in range(len(self.names))
        ]

    def value_ticks(self, values: Sequence[float]) -> list[float]:
        top_value = int(max(values))
        bottom_value = int(min(0, min(values)))
        step = nice_step(top_value - bottom_value)
        top_value = step * math.ceil(top_value / step) if top_value > 0 else step
        bottom_value = step * math.floor(bottom_value / step)
        return [float(v) for v in range(bottom_value, top_value + 1, step)]

    def value_text(self, value: float) -> str:
        return money(self.rules, round(value))


class GameOverDialog(QDialog):
    """The final standings, the payout and the net worth chart of a finished game, and
    beside it ``win_chance`` (the win-chance panel of
    :mod:`acquire_qt.views.win_chance_chart`, given by the caller: a dialog does not
    reach up into the views), if given; under the standings ``ai_in_seat`` (the player's
    result beside the hard AI's in the same seat: :mod:`acquire_qt.views.ai_in_seat`), if
    given."""

    def __init__(
        self,
        game: GameReader,
        final_events: Sequence[Event],
        net_worth_history: list[list[int]],
        parent: QWidget | None = None,
        *,
        win_chance: QWidget | None = None,
        ai_in_seat: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        standings = game.game_view().standings
        if not standings:
            raise ValueError("the game is not over: there are no standings yet")
        self.game = game
        self.rules = game.rules
        self.standings: tuple[Standing, ...] = standings
        """Richest first."""
        self.ui = Ui_GameOverDialog()
        self.ui.setupUi(self)
        winners = [standing.name for standing in standings if standing.rank == 1]
        best = money(self.rules, standings[0].cash)
        if len(winners) == 1:
            headline = self.tr("{name} wins with {cash}!").format(name=winners[0], cash=best)
        else:
            headline = self.tr("{names} share the win with {cash} each!").format(
                names=join_words(winners), cash=best
            )
        self.headline = self.ui.headline
        self.headline.setText(headline)
        enlarge(self.headline, 1.4)
        self.table = self.ui.standings
        self._fill_table(final_events)
        self.chart = NetWorthChart(net_worth_history, game.players, self.rules)
        self.ui.chart_box.addWidget(self.chart)
        self.win_chance = win_chance
        if win_chance is not None:
            self.ui.win_chance_box.addWidget(win_chance)
        else:
            self.ui.win_chance_header.hide()
        self.ai_in_seat = ai_in_seat
        # The standings and the AI's results side by side, at the top of their row.
        self.ui.standings_column.addStretch()
        if ai_in_seat is not None:
            self.ui.ai_in_seat_box.addWidget(ai_in_seat)
            self.ui.ai_in_seat_column.addStretch()
        else:  # the standings take the whole row
            self.ui.ai_in_seat_header.hide()
        close = self.ui.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(False)  # Enter does not close it (see the module's docstring)
        self.table.setFocus()
        wanted = self.sizeHint().expandedTo(QSize(820 if win_chance is None else 1100, 600))
        # No wider or taller than the game's window, nor, with a frame like the window's,
        # than the screen: side by side, the two charts would ask for 1,560 px.
        room = self.screen().availableGeometry().size()
        owner = self.parentWidget()
        if owner is not None:
            window = owner.window()
            frame = window.frameGeometry().size() - window.size()
            room = window.size().boundedTo(room - frame)
        self.resize(wanted.boundedTo(room).expandedTo(self.minimumSizeHint()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter and Return press no default button (a button with the focus takes them
        before they come here); other keys as in every dialog (Escape closes)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._spread_columns()
        return super().eventFilter(watched, event)

    def _spread_columns(self) -> None:
        """Each column its widest text, and the columns but the rank an equal share of
        the room beyond."""
        widths = self.column_widths
        spare = max(0, self.table.viewport().width() - sum(widths))
        shares = len(widths) - 1
        header = self.table.header()
        header.resizeSection(0, widths[0])
        for column in range(1, len(widths)):
            extra = spare // shares + (1 if column - 1 < spare % shares else 0)
            header.resizeSection(column, widths[column] + extra)

    def _fill_table(self, final_events: Sequence[Event]) -> None:
        """One row per player under the form's column headers, a child row per payout."""
        details: dict[int, list[tuple[str, int, int]]] = {}
        """Per seat: (text, bonus, sale) lines."""
        for event in final_events:
            if isinstance(event, BonusPaid):
                rank_name = self.tr("majority") if event.rank == "majority" else self.tr("minority")
                text = self.tr("{chain} {rank} bonus").format(chain=event.chain, rank=rank_name)
                details.setdefault(event.player, []).append((text, event.amount, 0))
            elif isinstance(event, FinalSale):
                text = self.tr("Sold {shares} of {chain}").format(
                    shares=shares_text(event.shares), chain=event.chain
                )
                details.setdefault(event.player, []).append((text, 0, event.cash))
        tree = self.table
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        bold = QFont(tree.font())
        bold.setBold(True)
        for standing in self.standings:
            seat, cash, rank = standing.seat, standing.cash, standing.rank
            lines = details.get(seat, [])
            bonus = sum(line[1] for line in lines)
            sales = sum(line[2] for line in lines)
            rank_text = self.tr("{rank} ★ winner").format(rank=rank) if rank == 1 else str(rank)
            item = QTreeWidgetItem(
                [
                    rank_text,
                    standing.name,
                    money(self.rules, cash - bonus - sales),
                    money(self.rules, bonus),
                    money(self.rules, sales),
                    money(self.rules, cash),
                ]
            )
            for column in range(2, 6):
                item.setTextAlignment(column, right)
            bonus_lines = [f"{text}: {money(self.rules, b)}" for text, b, _s in lines if b]
            sale_lines = [f"{text}: {money(self.rules, s)}" for text, _b, s in lines if s]
            item.setToolTip(3, "\n".join(bonus_lines) or self.tr("no bonus"))
            item.setToolTip(4, "\n".join(sale_lines) or self.tr("no shares to sell"))
            if rank == 1:
                for column in range(6):
                    item.setFont(column, bold)
            for text, line_bonus, line_sale in lines:
                child = QTreeWidgetItem(
                    [
                        "",
                        text,
                        "",
                        money(self.rules, line_bonus) if line_bonus else "",
                        money(self.rules, line_sale) if line_sale else "",
                        "",
                    ]
                )
                for column in range(2, 6):
                    child.setTextAlignment(column, right)
                item.addChild(child)
            tree.addTopLevelItem(item)
        # Every column as wide as its widest text (a payout line's included), the room
        # beyond that shared alike by all but the rank (_spread_columns): the figures are
        # not pushed to the right edge past an empty name column.
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        tree.expandAll()
        self.column_widths = [
            max(header.sectionSizeHint(column), tree.sizeHintForColumn(column))
            for column in range(tree.columnCount())
        ]
        """Each column's widest text."""
        tree.collapseAll()
        scroll_bar = tree.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, tree)
        tree.setMinimumWidth(sum(self.column_widths) + scroll_bar + 2 * tree.frameWidth())
        tree.viewport().installEventFilter(self)
        # One player's payout open at a time, and the table as tall as the players' rows
        # and the longest payout (up to PAYOUT_LINES_SHOWN lines): opening a row shows it
        # whole beside the others, with no scroll bar. The winner's is open to begin with.
        rows = (tree.topLevelItem(row) for row in range(tree.topLevelItemCount()))
        players = [item for item in rows if item is not None]
        longest = max((item.childCount() for item in players), default=0)
        tree.itemExpanded.connect(self._one_payout_open)
        tree.setFixedHeight(
            header.sizeHint().height()
            + tree.sizeHintForRow(0) * (len(players) + min(PAYOUT_LINES_SHOWN, longest))
            + 2 * tree.frameWidth()
        )
        if players:
            tree.setCurrentItem(players[0])
            players[0].setExpanded(True)

    @Slot(QTreeWidgetItem)
    def _one_payout_open(self, opened: QTreeWidgetItem) -> None:
        """Close the other players' payouts when one is opened (see :meth:`_fill_table`)."""
        for row in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(row)
            if item is not None and item is not opened:
                item.setExpanded(False)
