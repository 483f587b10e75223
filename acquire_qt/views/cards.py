"""Cards in the docks: a painted card of facts, and a grid that lays cards out to fit.

A :class:`Card` shows one thing of the table (a chain, a player) as a title, a figure on
the right of it (a price, cash) and a flow of small facts below (size, shares left,
bonuses, holdings; who plays, net worth, tiles), each a :class:`Fact` with its own
tooltip and its change mark (tinted and underlined, as the tables mark a value changed
since the viewer's last decision). Every size comes from the font's metrics: a card says
the least width its longest fact needs and its height at a width, and never clips or
elides a word; a fact on a line of its own (a player's status, a bonus just paid) wraps
between its words where the card is narrower than it, so that a long status ("Denkt
nach: wählt die nächste übernommene Kette") does not take a column of cards away.
Colours are the palette's roles (Base, Text, Mid, Highlight), so the light and dark
themes both read; a quiet card (a chain not on the board) has softer text
that still meets the 4.5:1 contrast.

A :class:`CardGrid` places its cards in as many columns as their widths allow (up to
three) and asks for the height they take at its width as its least height: the dock
holding it shows every card, with no scroll bar. The columns are steady: they follow the
widest card since all the cards were last shown afresh (:meth:`CardGrid.show_all`: new
cards, another viewer or language), so that a long fact that comes and goes (a merger's
bonus on a player card) does not make them come and go with it. A card repaints only
when what it shows changed (:meth:`Card.show_content`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from acquire_qt.models.cells import CHANGE_COLOUR
from acquire_qt.presentation.palette import READABLE, contrast, mixed

from .drawings import drawing

GRID = 8
"""The spacing unit (LOOK.md: an 8 px grid)."""
PADDING = 6
"""Inside a card, around its contents."""
GAP = 6
"""Between cards."""
RADIUS = 10.0
"""A card's corner radius."""
FACT_GAP = 10
"""Between two facts on a line."""
MAX_COLUMNS = 3

M = TypeVar("M", bound=QAbstractItemModel)


def follow_model(
    grid: CardGrid,
    old: M | None,
    new: M | None,
    rebuild: Callable[[], None],
    refresh: Callable[[], None],
) -> M | None:
    """Have ``grid`` follow ``new`` in place of ``old``: ``rebuild`` when its rows come
    and go, ``refresh`` when its titles change, and its ``_data_changed`` slot for the
    rows whose cells changed. Returns ``new``."""
    slots: list[tuple[str, Callable[..., None]]] = [
        ("modelReset", rebuild),
        ("layoutChanged", rebuild),
        ("rowsInserted", rebuild),
        ("rowsRemoved", rebuild),
        ("headerDataChanged", refresh),
        ("dataChanged", grid._data_changed),
    ]
    if old is not None:
        for signal, slot in slots:
            getattr(old, signal).disconnect(slot)
    if new is not None:
        for signal, slot in slots:
            getattr(new, signal).connect(slot)
    return new


@dataclass(frozen=True, slots=True)
class Fact:
    """One value on a card, in words ("12 shares left"), with what the tables say of it."""

    text: str
    tooltip: str = ""
    change: int = 0
    """Since the viewer's last decision: 1 up, -1 down, 0 unchanged (marked if not 0)."""
    bold: bool = False
    own_line: bool = False
    """Starts a line of its own (a player's status)."""


@dataclass(frozen=True, slots=True)
class CardContent:
    """What a card shows: everything it paints, compared to repaint only on a change."""

    title: Fact
    figure: Fact | None = None
    """The big number beside the title (a price, cash)."""
    facts: tuple[Fact, ...] = ()
    tooltip: str = ""
    """The card's own tooltip (where no fact is under the pointer)."""
    quiet: bool = False
    """Does not count now (a chain not on the board): softer, no shadow."""
    accent: QColor | None = None
    """The colour of the stripe down the card's left edge (a player's colour)."""
    emblem: QPixmap | None = None
    """Left of the title and facts (a chain's emblem); its logical size is its room."""
    current: bool = False
    """The game waits for this card's player: the edge in the highlight colour."""


def small_font(font: QFont) -> QFont:
    """The captions' size: the facts under a card's title."""
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
    return small


def large_font(font: QFont) -> QFont:
    """The figures' size (money on cards), bold, in tabular figures."""
    large = QFont(font)
    large.setPointSizeF(font.pointSizeF() * 1.2)
    large.setBold(True)
    return large


def changed_background(face: QColor) -> QColor:
    """What is under a changed fact: the change tint (:data:`CHANGE_COLOUR`) over ``face``."""
    return mixed(face, CHANGE_COLOUR, CHANGE_COLOUR.alphaF())


def readable_quiet(text: QColor, background: QColor) -> QColor:
    """``text`` moved toward ``background`` as far as it stays readable (4.5:1 and a
    little more): softer, never unreadable."""
    quiet = QColor(text)
    for step in range(10, 0, -1):
        softer = mixed(text, background, step / 20)  # up to halfway
        if contrast(softer, background) >= READABLE + 0.5:
            return softer
    return quiet


class CardType:
    """The fonts a card writes in and their metrics, made once for the card's font (a
    card measures and paints often: at every change mark and every layout)."""

    def __init__(self, font: QFont) -> None:
        self.font = font
        self.title = QFont(font)
        self.title.setBold(True)
        self.small = small_font(font)
        self.small_bold = QFont(self.small)
        self.small_bold.setBold(True)
        self.large = large_font(font)
        self.metrics = QFontMetrics(font)
        self.title_metrics = QFontMetrics(self.title)
        self.large_metrics = QFontMetrics(self.large)
        self.fact_metrics = {False: QFontMetrics(self.small), True: QFontMetrics(self.small_bold)}
        self.head_height = max(self.metrics.height(), self.large_metrics.height())
        """The title's line (the emblem reaches down beside the facts)."""

    def fact_font(self, fact: Fact) -> QFont:
        return self.small_bold if fact.bold else self.small


STATIC_TEXTS = 2048
"""The most laid-out texts :func:`static_text` keeps."""
_static_texts: dict[tuple[str, str], QStaticText] = {}


def static_text(text: str, font: QFont) -> QStaticText:
    """``text`` laid out once in ``font`` (drawing a laid-out text is about three times as
    fast as laying it out at every paint, and a card repaints mostly the same words)."""
    key = (text, font.key())
    words = _static_texts.get(key)
    if words is None:
        if len(_static_texts) >= STATIC_TEXTS:
            _static_texts.clear()
        words = QStaticText(text)
        words.setTextFormat(Qt.TextFormat.PlainText)
        words.prepare(QTransform(), font)
        _static_texts[key] = words
    return words


def draw_frame(
    painter: QPainter,
    width: int,
    height: int,
    face: QColor,
    edge: tuple[QColor, int],
    accent: QColor | None,
    shadow: bool,
) -> None:
    """A card's frame: a soft ``shadow`` under it (if asked), its ``face`` within a rounded
    ``edge`` (colour, width) and a stripe of ``accent`` down its left side (if any)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRectF(0, 0, width, height).adjusted(0.5, 0.5, -1.5, -1.5)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(frame.translated(1, 1), RADIUS, RADIUS)
    painter.setPen(QPen(edge[0], edge[1]))
    painter.setBrush(face)
    painter.drawRoundedRect(frame, RADIUS, RADIUS)
    if accent is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(accent)
        stripe = QRectF(frame.left() + 3, frame.top() + RADIUS / 2, GRID / 2, 0)
        stripe.setBottom(frame.bottom() - RADIUS / 2)
        painter.drawRoundedRect(stripe, 2, 2)


class Card(QWidget):
    """One card of facts (see the module): set what it shows with :meth:`show_content`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content: CardContent | None = None
        self._places: list[tuple[QRect, Fact]] = []
        self._laid_out_at = -1
        self._measured: dict[int, tuple[int, list[tuple[QRect, Fact]]]] = {}
        """The layout at each width measured, for the content shown (-1: least width)."""
        self._type: CardType | None = None
        """The fonts for the card's font (made when first needed, again when it changes)."""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    # -- content ---------------------------------------------------------------------

    def show_content(self, content: CardContent) -> bool:
        """Show ``content``; repaints only if it differs. Returns whether it did."""
        if content == self.content:
            return False
        self.content = content
        self._forget_sizes()
        self.update()
        return True

    # -- sizes -----------------------------------------------------------------------

    def _forget_sizes(self) -> None:
        self._laid_out_at = -1
        self._measured.clear()

    def _fonts(self) -> CardType:
        if self._type is None:
            self._type = CardType(self.font())
        return self._type

    def _text_left(self) -> int:
        content = self.content
        left = PADDING
        if content is not None and content.accent is not None:
            left += GRID // 2
        if content is not None and content.emblem is not None:
            left += round(content.emblem.deviceIndependentSize().width()) + GRID
        return left

    def least_width(self) -> int:
        """The narrowest the card can be without clipping a word of it."""
        known = self._measured.get(-1)
        if known is None:
            known = self._measured[-1] = (self._least_width(), [])
        return known[0]

    def _least_width(self) -> int:
        content = self.content
        if content is None:
            return 0
        fonts = self._fonts()
        head = fonts.title_metrics.horizontalAdvance(content.title.text)
        if content.figure is not None:
            head += FACT_GAP + fonts.large_metrics.horizontalAdvance(content.figure.text)
        facts = [self._least_fact_width(fact) for fact in content.facts]
        return self._text_left() + max([head, *facts]) + PADDING + 1

    def _fact_width(self, fact: Fact) -> int:
        return self._fonts().fact_metrics[fact.bold].horizontalAdvance(fact.text) + 2

    def _least_fact_width(self, fact: Fact) -> int:
        """The least room ``fact`` needs: a fact on a line of its own (a status, a bonus)
        may wrap between its words, so its widest word; any other its whole width."""
        words = fact.text.split()
        if not fact.own_line or not words:
            return self._fact_width(fact)
        return max(self._fact_width(replace(fact, text=word)) for word in words)

    def _lines(self, fact: Fact, room: int) -> list[Fact]:
        """``fact`` as it goes in ``room``: whole, or, on a line of its own and too long
        for it, wrapped between its words into lines of their own."""
        if not fact.own_line or self._fact_width(fact) <= room:
            return [fact]
        lines: list[Fact] = []
        words: list[str] = []
        for word in fact.text.split():
            longer = replace(fact, text=" ".join([*words, word]))
            if words and self._fact_width(longer) > room:
                lines.append(replace(fact, text=" ".join(words)))
                words = [word]
            else:
                words.append(word)
        lines.append(replace(fact, text=" ".join(words)))
        return lines

    def _head_height(self) -> int:
        return self._fonts().head_height

    def _layout(self, width: int) -> tuple[int, list[tuple[QRect, Fact]]]:
        """The card's height at ``width`` and where each fact goes."""
        known = self._measured.get(width)
        if known is None:
            known = self._measured[width] = self._measure(width)
        return known

    def _measure(self, width: int) -> tuple[int, list[tuple[QRect, Fact]]]:
        content = self.content
        if content is None:
            return 0, []
        line = self._fonts().fact_metrics[False].height()
        left, right = self._text_left(), width - PADDING
        y = PADDING + self._head_height() + 2
        x = left
        places: list[tuple[QRect, Fact]] = []
        first = True
        for fact in content.facts:
            for part in self._lines(fact, right - left):
                advance = self._fact_width(part)
                if not first and (part.own_line or x + advance > right):
                    x = left
                    y += line + 1
                places.append((QRect(x, y, advance, line), part))
                x += advance + FACT_GAP
                first = False
        bottom = y + line if places else y - 2
        if content.emblem is not None:
            bottom = max(bottom, PADDING + round(content.emblem.deviceIndependentSize().height()))
        return bottom + PADDING, places

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout(width)[0]

    def sizeHint(self) -> QSize:
        width = max(self.least_width(), 160)
        return QSize(width, self.heightForWidth(width))

    # -- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        content = self.content
        if content is None:
            return
        if self._laid_out_at != self.width():
            self._places = self._layout(self.width())[1]
            self._laid_out_at = self.width()
        palette = self.palette()
        face, text, strong = self._pens(content)
        if content.current:
            edge = (palette.color(QPalette.ColorRole.Highlight), 2)
        else:
            edge = (palette.color(QPalette.ColorRole.Mid), 1)
        width, height, ratio = self.width(), self.height(), self.devicePixelRatioF()
        accent = content.accent
        key = "card:" + repr(
            (
                width,
                height,
                ratio,
                face.rgba(),
                edge[0].rgba(),
                edge[1],
                None if accent is None else accent.rgba(),
                content.quiet,
            )
        )
        frame = drawing(
            key,
            width,
            height,
            ratio,
            lambda p: draw_frame(p, width, height, face, edge, accent, shadow=not content.quiet),
        )
        painter = QPainter(self)
        painter.drawPixmap(0, 0, frame)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left = self._text_left()
        if content.emblem is not None:
            if content.quiet:
                painter.setOpacity(0.55)
            emblem_left = PADDING + (GRID // 2 if content.accent is not None else 0)
            painter.drawPixmap(QPointF(emblem_left, PADDING), content.emblem)
            painter.setOpacity(1.0)
        fonts = self._fonts()
        head = fonts.head_height
        figure_width = 0
        if content.figure is not None:
            figure_width = fonts.large_metrics.horizontalAdvance(content.figure.text)
            figure = QRect(self.width() - PADDING - figure_width - 1, PADDING, figure_width, head)
            self._paint_fact(painter, figure, content.figure, fonts.large, text, strong)
        title = QRect(left, PADDING, self.width() - left - PADDING - figure_width, head)
        self._paint_fact(painter, title, content.title, fonts.title, text, strong)
        for rect, fact in self._places:
            self._paint_fact(painter, rect, fact, fonts.fact_font(fact), text, strong)
        painter.end()

    def _pens(self, content: CardContent) -> tuple[QColor, QColor, QColor]:
        """The card's face, its text's colour, and the colour of a changed fact's text:
        the full text colour, on the change tint (a quiet card's softened text there fell
        below 4.5:1 in the dark theme)."""
        palette = self.palette()
        role = QPalette.ColorRole.Window if content.quiet else QPalette.ColorRole.Base
        face = palette.color(role)
        strong = palette.color(QPalette.ColorRole.Text)
        text = strong
        if content.quiet:
            strong = palette.color(QPalette.ColorRole.WindowText)
            text = readable_quiet(strong, face)
        return face, text, strong

    def fact_colours(self) -> list[tuple[Fact, QColor, QColor]]:
        """Each fact the card shows with the colour it is written in and the colour under
        it, as painted (the screen audit checks their contrast)."""
        content = self.content
        if content is None:
            return []
        face, text, strong = self._pens(content)
        tinted = changed_background(face)
        facts = (content.title, content.figure, *content.facts)
        return [
            (fact, strong, tinted) if fact.change else (fact, text, face)
            for fact in facts
            if fact is not None
        ]

    def _paint_fact(
        self,
        painter: QPainter,
        rect: QRect,
        fact: Fact,
        font: QFont,
        colour: QColor,
        changed_colour: QColor,
    ) -> None:
        if fact.change:
            colour = changed_colour
            # Tinted and underlined: colour is never the only cue.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CHANGE_COLOUR)
            width = QFontMetrics(font).horizontalAdvance(fact.text) + 2
            tint = QRectF(rect.left() - 1, rect.top(), width, rect.height())
            if rect.width() > width:  # a figure: right-aligned
                tint.moveRight(rect.right() + 1)
            painter.drawRoundedRect(tint, 3, 3)
            font = QFont(font)
            font.setUnderline(True)
        painter.setFont(font)
        painter.setPen(colour)
        words = static_text(fact.text, font)
        size = words.size()
        figure = fact is (self.content.figure if self.content else None)
        x = rect.right() + 1 - size.width() if figure else rect.left()
        painter.drawStaticText(QPointF(x, rect.top() + (rect.height() - size.height()) / 2), words)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._type = None
            self._forget_sizes()
            grid = self.parentWidget()
            if isinstance(grid, CardGrid):
                grid.relayout()
        super().changeEvent(event)

    # -- tooltips --------------------------------------------------------------------

    def fact_at(self, x: int, y: int) -> Fact | None:
        """The fact painted at (``x``, ``y``), if any."""
        if self._laid_out_at != self.width():
            self._places = self._layout(self.width())[1]
            self._laid_out_at = self.width()
        for rect, fact in self._places:
            if rect.contains(x, y):
                return fact
        content = self.content
        on_figure = y < PADDING + self._head_height() and x > self.width() // 2
        if content is not None and content.figure is not None and on_figure:
            return content.figure
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            fact = self.fact_at(event.pos().x(), event.pos().y())
            tip = fact.tooltip if fact is not None and fact.tooltip else None
            if tip is None and self.content is not None:
                tip = self.content.tooltip or self.content.title.tooltip
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class CardGrid(QWidget):
    """Cards in columns, as many as their widths allow (see the module); its least
    height is what they take at its width, so a dock shows them all without scrolling.

    Signals:
        height_changed(): the height the cards take changed (a card gained a line).
    """

    height_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[Card] = []
        self._widest = 0
        """The widest card's least width since :meth:`show_all` (the columns follow it)."""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def content(self, row: int) -> CardContent:
        """What the card in ``row`` shows now (read from the model)."""
        raise NotImplementedError

    def show_rows(self, rows: range) -> None:
        """Show the cards of ``rows`` afresh: only those whose content changed repaint,
        and the grid is laid out again only when one of them changed its size."""
        relayout = False
        for row in rows:
            if row >= len(self.cards):
                break
            card = self.cards[row]
            before = (card.least_width(), card.heightForWidth(card.width()))
            if card.show_content(self.content(row)):
                after = (card.least_width(), card.heightForWidth(card.width()))
                relayout = relayout or after != before
        if relayout:
            self.relayout()

    def show_all(self) -> None:
        """Show every card afresh (new cards, another viewer or language): the columns
        follow the widths of what they show now, and steadily from here on."""
        self._widest = 0
        self.show_rows(range(len(self.cards)))
        self.relayout()

    @Slot(QModelIndex, QModelIndex, list)
    def _data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        self.show_rows(range(top_left.row(), bottom_right.row() + 1))

    def set_cards(self, cards: Sequence[Card]) -> None:
        """Show ``cards`` (in order) in place of the ones shown."""
        for card in self.cards:
            if card not in cards:
                card.hide()
                card.deleteLater()
        self.cards = list(cards)
        self._widest = 0
        for card in self.cards:
            card.setParent(self)
            card.show()
        self.relayout()

    def columns_at(self, width: int) -> int:
        """How many columns of cards fit in ``width``."""
        if not self.cards:
            return 1
        least = self._widest_card()
        columns = 1
        while columns < min(MAX_COLUMNS, len(self.cards)):
            wider = columns + 1
            if (width - 2 * GAP - (wider - 1) * GAP) // wider < least:
                break
            columns = wider
        return columns

    def least_width(self) -> int:
        """The narrowest the grid can be: one column of its widest card, steadily (the
        widest since :meth:`show_all`, as the columns: a dock that widened for a long fact
        does not narrow again when it goes, which moved the board's width turn by turn)."""
        return self._widest_card() + 2 * GAP

    def _widest_card(self) -> int:
        """The least width of the widest card shown since :meth:`show_all`."""
        return max(self._widest, *(card.least_width() for card in self.cards), 0)

    def _rows(self, width: int) -> tuple[int, int, list[list[Card]]]:
        columns = self.columns_at(width)
        column_width = (width - 2 * GAP - (columns - 1) * GAP) // columns
        rows = [self.cards[i : i + columns] for i in range(0, len(self.cards), columns)]
        return columns, column_width, rows

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _columns, column_width, rows = self._rows(width)
        heights = [max(card.heightForWidth(column_width) for card in row) for row in rows]
        return 2 * GAP + sum(heights) + GAP * max(0, len(rows) - 1)

    def sizeHint(self) -> QSize:
        width = max(self.width(), self.least_width())
        return QSize(self.least_width(), self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.least_width(), self.heightForWidth(max(self.width(), self.least_width())))

    def relayout(self) -> None:
        """Place the cards at the grid's width; ask for the height they take."""
        self._widest = self._widest_card()
        width = max(self.width(), self.least_width())
        _columns, column_width, rows = self._rows(width)
        y = GAP
        for row in rows:
            height = max(card.heightForWidth(column_width) for card in row)
            for column, card in enumerate(row):
                geometry = QRect(GAP + column * (column_width + GAP), y, column_width, height)
                if card.geometry() != geometry:
                    card.setGeometry(geometry)
            y += height + GAP
        needed = y - GAP + GAP if rows else 0
        if self.minimumHeight() != needed or self.minimumWidth() != self.least_width():
            grew = needed != self.minimumHeight()
            self.setMinimumSize(self.least_width(), needed)
            self.updateGeometry()
            if grew:
                self.height_changed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._widest = 0  # widths of another type
            self.relayout()
        super().changeEvent(event)
