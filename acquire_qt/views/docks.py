"""The players and stock market docks' panels, sizing the window's docks (players, stock
market, game log) and keeping their layout.

A :class:`DockPanel` shows its model as cards (:mod:`.player_cards`, :mod:`.chain_cards`)
or, as View → Compact tables has it, as the table. On first start the docks get a share
of the window's width and the board the rest; the players and market docks are as tall
as their cards or rows, the log takes the rest, at least three lines. Where the cards do
not fit the window's height so (more players, longer words, a page beside that needed
more room), the docks widen as little as makes them fit, as far as the page beside them
allows. Later starts restore what the player left (window geometry and dock state in the
settings). The tables' columns are
kept as wide as their contents by :class:`ColumnFitter`, which measures only the cells
that changed; the game log follows its newest row with :class:`LogFollower`, in the
moment after the window's repaint.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFrame,
    QHeaderView,
    QMainWindow,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QTableView,
)

from acquire_qt.settings import WINDOW_GEOMETRY, WINDOW_STATE, Settings

from .cards import GRID, CardGrid

ROOMY_LINES = 3
"""Cards that need this many lines less than their panel has give the room back."""


class DockPanel(QStackedWidget):
    """A dock's contents: its ``cards`` or, compact, its ``table``, over the same model
    (the window gives both views the model). The table's columns are fitted only while it
    shows (``fitter``). The cards sit in a scroll area that shows a scroll bar only in a
    window smaller than the smallest screen the docks are made for (1280x720): there the
    window keeps the size the player gave it rather than growing to the cards.

    Whether the cards need the scroll bar is decided at the panel's whole width: a bar
    makes the cards narrower, narrower cards may take another row, and that row would
    keep the bar showing although the cards fit without it.

    Signals:
        overflowing(): the cards need more height than the panel has (they grew, or the
            panel shows again after a game of other cards came in while it was hidden):
            the docks' heights should be fitted again.
        roomy(): the cards need at least :data:`ROOMY_LINES` lines less than the panel
            has (they grew for a moment, a merger's bonuses and an AI's long "Thinking"
            line, and shrank again): the docks' heights should be fitted again, so that
            the log gets the room back. A line or two less (a status line that comes and
            goes from turn to turn) leaves the docks as they are: they do not jump.
    """

    overflowing = Signal()
    roomy = Signal()

    def __init__(self, cards: CardGrid, table: QTableView, fitter: ColumnFitter) -> None:
        super().__init__()
        self.cards = cards
        self.table = table
        self.fitter = fitter
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(cards)
        self.addWidget(self.scroll_area)
        self.addWidget(table)
        self._overflowing = False
        """Whether the cards did not fit when last looked at (``overflowing`` was sent)."""
        self._roomy = False
        """Whether the cards had room to spare when last looked at (``roomy`` was sent)."""
        cards.height_changed.connect(self._cards_height_changed)

    def overflows(self) -> bool:
        """Whether the cards need more height than the panel has."""
        return not self.compact and self.needed_height() > self.scroll_area.height()

    def spare_room(self) -> int:
        """How much higher the panel is than its cards need (0 for the table)."""
        return 0 if self.compact else max(0, self.scroll_area.height() - self.needed_height())

    @Slot()
    def _cards_height_changed(self) -> None:
        self._overflowing = False  # the cards changed: asked again if they do not fit
        self._fit_scroll_bar()
        roomy = self.spare_room() >= ROOMY_LINES * self.fontMetrics().lineSpacing()
        if roomy and not self._roomy and self.isVisible():
            self.roomy.emit()
        self._roomy = roomy

    def _fit_scroll_bar(self) -> None:
        """A vertical scroll bar only where the cards, at the panel's whole width, do not
        fit its height (see the class docstring); ``overflowing`` when they come not to
        fit."""
        overflowing = self.overflows()
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if overflowing
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if self.scroll_area.verticalScrollBarPolicy() != policy:
            self.scroll_area.setVerticalScrollBarPolicy(policy)
        if overflowing and not self._overflowing and self.isVisible():
            self.overflowing.emit()
        self._overflowing = overflowing

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_scroll_bar()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._overflowing = False  # hidden, it asked nothing
        self._fit_scroll_bar()

    @property
    def compact(self) -> bool:
        return self.currentWidget() is self.table

    def set_compact(self, compact: bool) -> None:
        """Show the table (True) or the cards."""
        self.fitter.set_active(compact)
        self.setCurrentWidget(self.table if compact else self.scroll_area)
        self._fit_scroll_bar()

    def needed_height(self, width: int | None = None) -> int:
        """The height that shows every card or row (no scroll bar), at the panel's width
        or at ``width``."""
        if not self.compact:
            at = self.width() if width is None else width
            return self.cards.heightForWidth(max(at, self.cards.least_width()))
        view = self.table
        model = view.model()
        rows = model.rowCount() if model is not None else 0
        row = view.verticalHeader().defaultSectionSize()
        header = view.horizontalHeader().sizeHint().height()
        scroll = view.horizontalScrollBar().sizeHint().height()
        return header + row * max(rows, 4) + 2 * view.frameWidth() + scroll


FIRST_SIZE = QSize(1400, 900)
"""The window's size at a first start, where the screen has room for it."""


class DockSizer:
    """Sizes ``docks`` (by key: ``players``, ``market``, ``log``) in ``window``."""

    def __init__(self, window: QMainWindow, docks: dict[str, QDockWidget]) -> None:
        self.window = window
        self.docks = docks
        self._soon = QTimer(window)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self.fit_dock_heights)
        for dock in docks.values():
            panel = dock.widget()
            if isinstance(panel, DockPanel):
                panel.overflowing.connect(self._soon.start)
                panel.roomy.connect(self._soon.start)

    def restore(self, settings: Settings) -> None:
        """The window's size and docks as last left, or a first start's layout."""
        geometry = settings.get(WINDOW_GEOMETRY)
        state = settings.get(WINDOW_STATE)
        if not geometry or not self.window.restoreGeometry(QByteArray(geometry)):
            self.first_size()
        if not state or not self.window.restoreState(QByteArray(state)):
            self.fit_docks()

    def first_size(self) -> None:
        """A first start's size: :data:`FIRST_SIZE`, or maximized on a screen too small
        for it (a 1280×720 laptop), so that no part of the window is off the screen."""
        room = self.window.screen().availableGeometry().size()
        size = FIRST_SIZE.boundedTo(room)
        self.window.resize(size)
        if size != FIRST_SIZE:
            self.window.setWindowState(self.window.windowState() | Qt.WindowState.WindowMaximized)

    def remember(self, settings: Settings) -> None:
        settings.set(WINDOW_GEOMETRY, bytes(self.window.saveGeometry().data()))
        settings.set(WINDOW_STATE, bytes(self.window.saveState().data()))

    def fit_docks(self) -> None:
        """A first start's docks: a share of the window's width (wider where the cards
        need it: :meth:`fit_dock_heights`), the board the rest."""
        width = max(380, min(620, self.window.width() * 2 // 5))
        docks = list(self.docks.values())
        self.window.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
        self.fit_dock_heights_soon()

    def fit_dock_heights_soon(self) -> None:
        """Fit the docks' heights now, and again once the window has laid out the cards
        at their new widths (their heights depend on them)."""
        self.fit_dock_heights()
        self._soon.start()

    def fit_market_width(self) -> None:
        """Widen the docks so that every column of the stock market shows (long company
        names, a DoE column), as far as the window has room: at most 45 % of its width.
        The cards need no widening: they lay themselves out in the width they have."""
        dock = self.docks["market"]
        panel = self._panel("market")
        view = panel.table
        if not dock.isVisible() or dock.isFloating() or not panel.compact:
            return
        view.doItemsLayout()
        needed = (
            view.horizontalHeader().length()
            + 2 * view.frameWidth()
            + view.verticalScrollBar().sizeHint().width()
        )
        if view.viewport().width() >= view.horizontalHeader().length():
            return
        width = min(dock.width() + needed - view.width(), self.window.width() * 45 // 100)
        if width > dock.width():
            docks = [d for d in self.docks.values() if not d.isFloating()]
            self.window.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)

    def fit_dock_heights(self) -> None:
        """Players and stock market tall enough for all their cards or rows; the log
        takes the rest, at least its three lines. Where the cards do not fit so at the
        docks' width, the docks widen first, as little as makes them fit (more cards to a
        row, fewer lines to a card), as far as the window's page beside them allows."""
        docks = list(self.docks.values())
        laid_out = all(dock.height() > 0 and dock.isVisible() for dock in docks)
        area = (
            sum(dock.height() for dock in docks)
            if laid_out
            else self.window.height() - self.window.menuBar().sizeHint().height()
        )
        width = None  # each dock's own
        if laid_out:
            wider = self._width_that_fits(area)
            if wider > self.docks["players"].width():
                width = wider
                beside = [d for d in docks if not d.isFloating()]
                self.window.resizeDocks(beside, [width] * len(beside), Qt.Orientation.Horizontal)
        heights = [self._needed_height(key, width) for key in ("players", "market")]
        heights.append(max(60, area - sum(heights)))
        self.window.resizeDocks(docks, heights, Qt.Orientation.Vertical)

    def _needed_height(self, key: str, width: int | None = None) -> int:
        """The height the dock ``key`` needs to show its panel whole, at its width or at
        ``width``."""
        dock, panel = self.docks[key], self._panel(key)
        title = dock.height() - panel.height()  # the dock's title bar and frame
        inside = None if width is None else width - (dock.width() - panel.width())
        return panel.needed_height(inside) + (title if 0 < title < 60 else 24)

    def _width_that_fits(self, area: int) -> int:
        """The least width, from the docks' own up to the widest the window's page beside
        them allows, at which the players and the stock market show whole in ``area``
        with the log's three lines: the docks' width where none does (a window smaller
        than the docks are made for keeps its board)."""
        width = self.docks["players"].width()
        if any(dock.isFloating() for dock in self.docks.values()):
            return width
        room = area - self.docks["log"].minimumSizeHint().height()
        central = self.window.centralWidget()
        page = 0
        if central is not None:
            page = max(central.minimumSizeHint().width(), central.minimumWidth())
        separator = self.window.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self.window
        )
        widest = self.window.width() - page - separator
        at = width
        while at <= widest:
            if sum(self._needed_height(key, at) for key in ("players", "market")) <= room:
                return at
            at += GRID
        return width

    def _panel(self, key: str) -> DockPanel:
        panel = self.docks[key].widget()
        assert isinstance(panel, DockPanel)
        return panel


_WIDTH_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.DecorationRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.SizeHintRole,
    Qt.ItemDataRole.CheckStateRole,
)
"""The roles a cell's width is made of (with the default delegate; a change of any other
role, a tooltip or a colour, leaves it as it was): a cell is measured again only when one
of them changed."""


def _comparable(value: object) -> object:
    """``value`` as something ``==`` compares by what a cell's width depends on: pixmaps and
    icons by their key, a font without its lines (an underline, such as the mark of a
    changed value, leaves the text as wide as it was)."""
    if isinstance(value, QFont):
        shape = QFont(value)
        shape.setUnderline(False)
        shape.setOverline(False)
        shape.setStrikeOut(False)
        return shape
    cache_key = getattr(value, "cacheKey", None)
    return (type(value).__name__, cache_key()) if callable(cache_key) else value


class ColumnFitter(QObject):
    """Keeps the columns of ``view`` (its model set) as wide as their contents and titles.

    The same widths as the header's ``ResizeToContents`` mode, but that mode measures every
    cell of the table again whenever any cell changes: the players and stock market
    tables change after every action, and measuring a cell asks the (Python) model for
    every role of it, hundreds of calls per decision. Here each cell's width is kept, and
    a change measures only the cells it names whose text, icon or font changed (none when
    only a tooltip or a colour did); a column is resized only when its widest cell or its
    title changed. Widths are those of the default delegate. A new model layout (reset,
    rows or columns added or removed) or another font or style measures everything again.
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        model = view.model()
        assert model is not None, "set the view's model before fitting its columns"
        self.model = model
        self.header = view.horizontalHeader()
        self.header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._cells: list[list[int]] = []
        """The width each cell asks for, by column then row."""
        self._looks: list[list[dict[Qt.ItemDataRole, object]]] = []
        """What each cell's width depends on (its text, icon, font), by column then row."""
        self._titles: list[int] = []
        """The width each column's title asks for."""
        self.measured = 0
        """Cells measured so far (tests check that a change measures only its cells)."""
        self.active = True
        """Whether the table shows: a hidden table's changes are not measured (it is
        measured afresh when it shows again)."""
        for signal in (
            model.modelReset,
            model.layoutChanged,
            model.rowsInserted,
            model.rowsRemoved,
            model.rowsMoved,
            model.columnsInserted,
            model.columnsRemoved,
            model.columnsMoved,
        ):
            signal.connect(self.refit)
        model.dataChanged.connect(self._data_changed)
        model.headerDataChanged.connect(self._titles_changed)
        view.installEventFilter(self)
        self.refit()

    def set_active(self, active: bool) -> None:
        """Follow the model's changes (True: measuring every cell now) or not."""
        if active and not self.active:
            self.active = True
            self.refit()
        self.active = active

    @Slot()
    def refit(self) -> None:
        """Measure every cell and title again and size the columns."""
        if not self.active:
            return
        rows, columns = self.model.rowCount(), self.model.columnCount()
        self.view.ensurePolished()
        self._titles = [self.header.sectionSizeHint(column) for column in range(columns)]
        self._looks = [
            [self._look(row, column) for row in range(rows)] for column in range(columns)
        ]
        self._cells = [
            [self._measure(row, column) for row in range(rows)] for column in range(columns)
        ]
        for column in range(columns):
            self._resize(column)

    def width_of(self, column: int) -> int:
        """The width ``column`` needs: its widest cell or its title (as ``ResizeToContents``)."""
        cells = self._cells[column]
        content = max(cells, default=0) + (1 if self.view.showGrid() and cells else 0)
        width = max(content, self._titles[column])
        return max(self.header.minimumSectionSize(), min(width, self.header.maximumSectionSize()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.active and event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.refit()
        return False

    def _look(self, row: int, column: int) -> dict[Qt.ItemDataRole, object]:
        index = self.model.index(row, column)
        return {role: self._value(index, role) for role in _WIDTH_ROLES}

    def _value(self, index: QModelIndex, role: Qt.ItemDataRole) -> object:
        """What the width of the cell at ``index`` takes from ``role`` (no font: the view's)."""
        value = index.data(role)
        if value is None and role == Qt.ItemDataRole.FontRole:
            value = self.view.font()
        return _comparable(value)

    def _measure(self, row: int, column: int) -> int:
        self.measured += 1
        return self.view.sizeHintForIndex(self.model.index(row, column)).width()

    def _resize(self, column: int) -> None:
        width = self.width_of(column)
        if self.header.sectionSize(column) != width:
            self.header.resizeSection(column, width)

    @Slot(QModelIndex, QModelIndex, list)
    def _data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        if not self.active:
            return
        # The roles that may have changed (all when not said) and on which widths depend.
        changed = [role for role in _WIDTH_ROLES if not roles or role in roles]
        if not changed:
            return  # a tooltip, a colour: no width changes
        if len(self._cells) != self.model.columnCount():
            self.refit()
            return
        for column in range(top_left.column(), bottom_right.column() + 1):
            cells, looks = self._cells[column], self._looks[column]
            before = max(cells, default=0)
            for row in range(top_left.row(), bottom_right.row() + 1):
                # A cell in the changed range may be as it was: measured only if not.
                look, index = looks[row], self.model.index(row, column)
                now = {role: self._value(index, role) for role in changed}
                if any(look[role] != value for role, value in now.items()):
                    look.update(now)
                    cells[row] = self._measure(row, column)
            if max(cells, default=0) != before:
                self._resize(column)

    @Slot(Qt.Orientation, int, int)
    def _titles_changed(self, orientation: Qt.Orientation, first: int, last: int) -> None:
        if orientation != Qt.Orientation.Horizontal or not self.active:
            return
        if len(self._titles) != self.model.columnCount():
            self.refit()
            return
        for column in range(first, last + 1):
            title = self.header.sectionSizeHint(column)
            if title != self._titles[column]:
                self._titles[column] = title
                self._resize(column)


class LogFollower(QObject):
    """Keeps ``view`` (the game log; its model set) showing its newest row unless the
    player scrolled it up, repainted in the moment after the window's repaint rather than
    in it.

    Rows arrive with every action, and a list view lays out all its rows again and
    repaints its whole viewport (and scroll bar) whenever one is added: at 1600x1000 a
    third of the window's repaint after a decision. The board, the tables, the rack and
    the prompt are what the player waits for; so while rows arrive the view's updates are
    held, and once the events queued now (that repaint's included) have been handled, a
    zero timer lets it repaint.

    Scrolling to the bottom once is not enough: the view's rows are laid out later than
    they arrive, and its height changes after they did (the cards above grow or shrink
    and the docks are fitted again, the docks show again after the start page or the
    review, the window's layout settles after a game is opened). So the follower keeps the
    view *at* the bottom: while its scroll bar is at its end, a new range (more rows, a
    shorter view) moves it to the new end. Scrolled up by the player, the view stays
    where they put it until they scroll back to the end; a new log (a new game, a loaded
    one, an undo) is followed from its end again. While the view shows another model (the
    review borrows it), the follower leaves it alone.
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        model = view.model()
        assert model is not None, "set the view's model before following it"
        self.model = model
        self.at_end = True
        """Whether the view shows the end of the log (the player did not scroll it up)."""
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._release)
        model.rowsAboutToBeInserted.connect(self._hold)
        model.modelReset.connect(self._reset)
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._moved)

    def pending(self) -> bool:
        """Whether new rows wait to be shown (tests)."""
        return self._soon.isActive()

    def _following(self) -> bool:
        return self.view.model() is self.model

    @Slot()
    def _hold(self) -> None:
        if self._following():
            self.view.setUpdatesEnabled(False)
            self._soon.start()

    @Slot()
    def _reset(self) -> None:
        if self._following():
            self.at_end = True

    @Slot(int, int)
    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self.at_end and self._following():
            self.view.verticalScrollBar().setValue(maximum)

    @Slot(int)
    def _moved(self, value: int) -> None:
        if self._following():
            self.at_end = value >= self.view.verticalScrollBar().maximum()

    @Slot()
    def _release(self) -> None:
        self.view.setUpdatesEnabled(True)
        if self.at_end and self._following():
            self.view.scrollToBottom()
