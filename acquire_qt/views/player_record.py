"""The player's record on the start page: a compact panel and a chart of results over time.

:class:`PlayerRecordPanel` shows one name's record (:mod:`acquire_qt.session.record`):
games, wins and the share won, the average rank and net worth, the best game, games and
wins by rule set and by the opponents' level, the same deal played again side by side,
the results beside the hard AI's in the same seat where the files hold them, and
:class:`RecordChart`. Where several people have played at this computer (hot seat) a list
chooses whose record it is: at first the name with the most games; a choice is kept
while the program runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Slot,
)
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.occupant import AI_LEVELS
from acquire_qt.presentation.money import format_money, format_number, number_locale
from acquire_qt.session.record import MIXED, PlayerRecord, RecordBook, Records, SeatResult
from acquire_qt.session.rule_sets import TRANSLATION_CONTEXT, rule_set
from acquire_qt.session.seats import occupant_label
from acquire_qt.storage import Storage

from .start_art import CARD_MARGINS, TableCard, card_heading

CHART_LINES_HIGH = 10
"""The chart's height where there is room, in lines of text."""
BAR_LINES_WIDE = 2
"""A bar's width at most, in lines of text (a few games stand as bars, not as walls)."""
WIDE_RECORD_LINES = 26
"""From this width on (in lines of text) the figures stand beside their labels."""
SAME_DEALS_SHOWN = 2
"""Deals played again shown at most (the newest ones), so that the page never scrolls."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def rules_words(name: str) -> str:
    """A rule set's title, translated."""
    return QCoreApplication.translate(TRANSLATION_CONTEXT, rule_set(name).title)


def opponents_words(level: str) -> str:
    """Who a game was against: "Easy AI", "people", "mixed"."""
    if level in AI_LEVELS:
        return occupant_label(level)
    return _tr("mixed") if level == MIXED else _tr("people")


def day_words(result: SeatResult) -> str:
    day = result.ended
    return number_locale().toString(QDate(day.year, day.month, day.day), "d MMM yyyy")


def money_words(amount: float, currencies: Sequence[str]) -> str:
    """An amount in the record's currency, or as a plain number where rule sets of
    several currencies are mixed."""
    whole = round(amount)
    return format_money(whole, currencies[0]) if len(currencies) == 1 else format_number(whole)


def result_words(result: SeatResult) -> str:
    """ "rank 1 of 3, $48,000" """
    return _tr("rank {rank} of {players}, {money}").format(
        rank=result.rank,
        players=result.players,
        money=format_money(result.net_worth, result.currency),
    )


def decimal(value: float) -> str:
    return number_locale().toString(value, "f", 1)


class RecordChart(QWidget):
    """Each game's net worth as a bar, oldest on the left, the games won in the palette's
    highlight colour; a bar's tooltip names the game's day, rank and net worth."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: tuple[SeatResult, ...] = ()
        self.bars: list[QRectF] = []
        """Where each result's bar was last drawn."""
        self.setMinimumSize(200, 90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Results over time"))

    def sizeHint(self) -> QSize:
        return QSize(360, CHART_LINES_HIGH * self.fontMetrics().height())

    def set_results(self, results: Sequence[SeatResult]) -> None:
        self.results = tuple(results)
        self.setAccessibleDescription(
            "; ".join(f"{day_words(r)}: {result_words(r)}" for r in self.results)
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        text = palette.text().color()
        if not self.results:
            painter.end()
            return
        metrics = painter.fontMetrics()
        line = metrics.height()
        room = self.width() - 12
        caption = self.tr("Net worth by game, the wins highlighted")
        currencies = tuple(dict.fromkeys(r.currency for r in self.results))
        top = max(max(r.net_worth for r in self.results), 1)
        most = money_words(top, currencies)
        # The caption and the largest net worth on one line where both fit; else the
        # caption wrapped, and the net worth on a line of its own.
        wrap = Qt.TextFlag.TextWordWrap
        if metrics.horizontalAdvance(f"{caption}  {most}") <= room:
            words, most_at = line, 0
        else:
            words = metrics.boundingRect(QRect(0, 0, room, 10 * line), wrap, caption).height()
            most_at = words
        head = max(words, most_at + line)
        plot = QRectF(6, 4 + head, room, self.height() - 8 - head - line)
        self.bars = []
        if plot.height() < 8:
            painter.end()
            return
        painter.setPen(text)
        painter.drawText(QRectF(6, 2, room, words), wrap | Qt.AlignmentFlag.AlignLeft, caption)
        painter.drawText(QRectF(6, 2 + most_at, room, line), Qt.AlignmentFlag.AlignRight, most)
        width = plot.width() / len(self.results)
        thick = min(width * 0.7, BAR_LINES_WIDE * line)
        won = palette.highlight().color()
        lost = QColor(text)
        lost.setAlphaF(0.35)
        for index, result in enumerate(self.results):
            height = plot.height() * max(result.net_worth, 0) / top
            bar = QRectF(
                plot.left() + (index + 0.5) * width - thick / 2,
                plot.bottom() - height,
                thick,
                height,
            )
            self.bars.append(bar)
            painter.fillRect(bar, won if result.won else lost)
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        below = QRectF(plot.left(), plot.bottom() + 2, plot.width(), line)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, day_words(self.results[0]))
        if len(self.results) > 1:
            painter.drawText(below, Qt.AlignmentFlag.AlignRight, day_words(self.results[-1]))
        painter.end()

    def result_at(self, x: float) -> SeatResult | None:
        """The result whose bar's column holds ``x``."""
        for result, bar in zip(self.results, self.bars, strict=False):
            margin = bar.width() * 0.25
            if bar.left() - margin <= x <= bar.right() + margin:
                return result
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            result = self.result_at(event.pos().x())
            if result is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(
                    event.globalPos(), f"{day_words(result)}: {result_words(result)}", self
                )
            return True
        return super().event(event)


class PlayerRecordPanel(TableCard):
    """A name's record, a card on the start page's table: see the module. :meth:`refresh`
    reads it again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("player_record")
        self.heading = QLabel()
        card_heading(self.heading)
        self.book = RecordBook()
        self.records = Records()
        self.chosen: str | None = None
        """The name chosen in the list (None: the one with the most games)."""
        self.names = QComboBox()
        self.names.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.names_label = QLabel()
        self.names_label.setBuddy(self.names)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.figures = QFormLayout()
        self.figures.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.figures.setContentsMargins(0, 0, 0, 0)
        self.figures.setVerticalSpacing(2)
        self.games = self._row()
        self.averages = self._row()
        self.best = self._row()
        self.by_rules = self._row()
        self.by_opponents = self._row()
        self.same_deals = self._row()
        self.beside_ai = self._row()
        self.skipped = QLabel()
        self.skipped.setWordWrap(True)
        self.chart = RecordChart()
        who = QHBoxLayout()
        who.addWidget(self.names_label)
        who.addWidget(self.names)
        who.addStretch()
        column = QVBoxLayout(self)
        column.setContentsMargins(*CARD_MARGINS)
        column.setSpacing(4)
        column.addWidget(self.heading)
        column.addLayout(who)
        column.addWidget(self.empty)
        column.addLayout(self.figures)
        column.addWidget(self.chart)
        column.addWidget(self.skipped)
        self.names.currentIndexChanged.connect(self._name_chosen)

    def _row(self) -> QLabel:
        value = QLabel()
        value.setWordWrap(True)
        value.setTextFormat(Qt.TextFormat.PlainText)
        self.figures.addRow(QLabel(), value)
        return value

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            card_heading(self.heading)  # the large size of the card's new type
        super().changeEvent(event)

    def has_chart(self) -> bool:
        """Whether the card shows the chart (a record of finished games), which takes
        whatever height the card is given."""
        return not self.chart.isHidden()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Narrow, each figure under its label (its words get the card's width); wide,
        beside it."""
        narrow = self.width() < WIDE_RECORD_LINES * self.fontMetrics().height()
        policy = QFormLayout.RowWrapPolicy
        wanted = policy.WrapAllRows if narrow else policy.DontWrapRows
        if self.figures.rowWrapPolicy() != wanted:
            self.figures.setRowWrapPolicy(wanted)
        super().resizeEvent(event)

    def title(self) -> str:
        """The card's heading: whose record it is."""
        return self.heading.text()

    def setTitle(self, title: str) -> None:
        self.heading.setText(title)

    def refresh(self, storage: Storage) -> None:
        """Read the finished games again (only those new or changed) and show the record."""
        self.records = self.book.read(storage)
        names = self.records.names()
        name = self.chosen if self.chosen in names else (names[0] if names else None)
        self.names.blockSignals(True)
        self.names.clear()
        self.names.addItems(names)
        if name is not None:
            self.names.setCurrentText(name)
        self.names.blockSignals(False)
        self._show(self.records.of(name) if name is not None else None)

    @Slot(int)
    def _name_chosen(self, index: int) -> None:
        self.chosen = self.names.itemText(index)
        self._show(self.records.of(self.chosen))

    def record(self) -> PlayerRecord | None:
        """The record shown (None: no finished game yet)."""
        name = self.names.currentText()
        return self.records.of(name) if name else None

    def _show(self, record: PlayerRecord | None) -> None:
        self.setTitle(
            self.tr("Your record")
            if record is None
            else self.tr("Record of {name}").format(name=record.name)
        )
        several = self.names.count() > 1
        self.names_label.setText(self.tr("&Whose record:"))
        self.names_label.setVisible(several)
        self.names.setVisible(several)
        skipped = self.records.skipped
        self.skipped.setText(
            self.tr("Finished games left out (their files cannot be read): {n}").format(n=skipped)
        )
        self.skipped.setVisible(skipped > 0)
        shown = record is not None and record.games > 0
        self.empty.setText(self.tr("Your results show here once you have finished a game."))
        self.empty.setVisible(not shown)
        self.chart.setVisible(shown)
        for row in range(self.figures.rowCount()):
            self.figures.setRowVisible(row, shown)
        if record is None or not shown:
            self.chart.set_results(())
            return
        self._figures(record)
        self.chart.set_results(record.results)

    def _figures(self, record: PlayerRecord) -> None:
        labels = (
            (self.games, self.tr("Games:")),
            (self.averages, self.tr("Average:")),
            (self.best, self.tr("Best game:")),
            (self.by_rules, self.tr("Rule sets:")),
            (self.by_opponents, self.tr("Against:")),
            (self.same_deals, self.tr("Same deal:")),
            (self.beside_ai, self.tr("Beside the AI:")),
        )
        for value, words in labels:
            label = self.figures.labelForField(value)
            assert isinstance(label, QLabel)
            label.setText(words)
        self.games.setText(
            self.tr("{games} played, {wins} won ({share}%)").format(
                games=record.games, wins=record.wins, share=round(100 * record.win_share)
            )
        )
        self.averages.setText(
            self.tr("rank {rank}, net worth {money}").format(
                rank=decimal(record.average_rank or 0.0),
                money=money_words(record.average_net_worth or 0.0, record.currencies),
            )
        )
        best = record.best
        assert best is not None
        self.best.setText(
            self.tr("{result}; {rules}, {day}").format(
                result=result_words(best), rules=rules_words(best.rules), day=day_words(best)
            )
        )
        self.by_rules.setText(
            " · ".join(
                self.tr("{what}: {wins} of {games} won").format(
                    what=rules_words(name), wins=tally.wins, games=tally.games
                )
                for name, tally in record.by_rules().items()
            )
        )
        self.by_opponents.setText(
            " · ".join(
                self.tr("{what}: {wins} of {games} won").format(
                    what=opponents_words(level), wins=tally.wins, games=tally.games
                )
                for level, tally in record.by_opponents().items()
            )
        )
        deals = record.same_deals()[-SAME_DEALS_SHOWN:]
        self.same_deals.setText(
            "\n".join(
                " | ".join(f"{day_words(r)}: {result_words(r)}" for r in results)
                for results in deals
            )
        )
        self.figures.setRowVisible(self.same_deals, bool(deals))
        beside = record.beside_ai()
        if beside is not None:
            self.beside_ai.setText(
                self.tr(
                    "you: rank {rank}, {money}; the hard AI in your seat: rank {ai_rank}, "
                    "{ai_money} (averages of the games compared: {games})"
                ).format(
                    games=beside.games,
                    rank=decimal(beside.rank),
                    money=money_words(beside.net_worth, record.currencies),
                    ai_rank=decimal(beside.ai_rank),
                    ai_money=money_words(beside.ai_net_worth, record.currencies),
                )
            )
        self.figures.setRowVisible(self.beside_ai, beside is not None)
