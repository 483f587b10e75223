"""Sizing the window's docks (players, stock market, game log) and keeping their layout.

On first start the docks get the width their tables need and the board the rest; the
players and market docks are as tall as their rows; later starts restore what the
player left (window geometry and dock state in the settings). The tables' columns are
kept as wide as their contents by :class:`ColumnFitter`, which measures only the cells
that changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QEvent, QModelIndex, QObject, Qt, Slot
from PySide6.QtWidgets import QDockWidget, QHeaderView, QMainWindow, QTableView

from acquire_qt.settings import WINDOW_GEOMETRY, WINDOW_STATE, Settings


class DockSizer:
    """Sizes ``docks`` (by key: ``players``, ``market``, ``log``) in ``window``."""

    def __init__(self, window: QMainWindow, docks: dict[str, QDockWidget]) -> None:
        self.window = window
        self.docks = docks

    def restore(self, settings: Settings) -> None:
        """The window's size and docks as last left, or a first start's layout."""
        geometry = settings.get(WINDOW_GEOMETRY)
        state = settings.get(WINDOW_STATE)
        if not geometry or not self.window.restoreGeometry(QByteArray(geometry)):
            self.window.resize(1400, 900)
        if not state or not self.window.restoreState(QByteArray(state)):
            self.fit_docks()

    def remember(self, settings: Settings) -> None:
        settings.set(WINDOW_GEOMETRY, bytes(self.window.saveGeometry().data()))
        settings.set(WINDOW_STATE, bytes(self.window.saveState().data()))

    def fit_docks(self) -> None:
        """Give the docks the width their tables need, the board the rest (first start)."""
        width = max(380, min(620, self.window.width() * 2 // 5))
        docks = list(self.docks.values())
        self.window.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
        self.fit_dock_heights()

    def fit_market_width(self) -> None:
        """Widen the docks so that every column of the stock market shows (long company
        names, a DoE column), as far as the window has room: at most 45 % of its width."""
        dock = self.docks["market"]
        view = self._table("market")
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
        width = min(dock.width() + needed - view.width(), self.window.width() * 45 // 100)
        if width > dock.width():
            docks = [d for d in self.docks.values() if not d.isFloating()]
            self.window.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)

    def fit_dock_heights(self) -> None:
        """Players and stock market tall enough for all their rows; the log takes the rest."""
        heights = []
        for key in ("players", "market"):
            view = self._table(key)
            model = view.model()
            rows = model.rowCount() if model is not None else 0
            row = view.verticalHeader().defaultSectionSize()
            header = view.horizontalHeader().sizeHint().height()
            scroll = view.horizontalScrollBar().sizeHint().height()
            heights.append(header + row * max(rows, 4) + 2 * view.frameWidth() + scroll + 24)
        heights.append(max(120, self.window.height() - sum(heights)))
        self.window.resizeDocks(list(self.docks.values()), heights, Qt.Orientation.Vertical)

    def _table(self, key: str) -> QTableView:
        view = self.docks[key].widget()
        assert isinstance(view, QTableView)
        return view


_NO_WIDTH_ROLES = frozenset(
    {
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.StatusTipRole,
        Qt.ItemDataRole.WhatsThisRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.AccessibleTextRole,
        Qt.ItemDataRole.AccessibleDescriptionRole,
    }
)
"""Roles whose change leaves a cell's width as it was (any other role may change it)."""


class ColumnFitter(QObject):
    """Keeps the columns of ``view`` (its model set) as wide as their contents and titles.

    The same widths as the header's ``ResizeToContents`` mode, but that mode measures every
    cell of the table again whenever any cell changes: the players and stock market
    tables change after every action, and measuring a cell asks the (Python) model for
    every role of it, hundreds of calls per decision. Here each cell's width is kept, and
    a change measures only the cells it names (and none when only roles that cannot
    change a width changed, such as tooltips); a column is resized only when its widest
    cell or its title changed. A new model layout (reset, rows or columns added or
    removed) or another font or style measures everything again.
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
        self._titles: list[int] = []
        """The width each column's title asks for."""
        self.measured = 0
        """Cells measured so far (tests check that a change measures only its cells)."""
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

    @Slot()
    def refit(self) -> None:
        """Measure every cell and title again and size the columns."""
        rows, columns = self.model.rowCount(), self.model.columnCount()
        self.view.ensurePolished()
        self._titles = [self.header.sectionSizeHint(column) for column in range(columns)]
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
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.refit()
        return False

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
        if roles and all(Qt.ItemDataRole(role) in _NO_WIDTH_ROLES for role in roles):
            return
        if len(self._cells) != self.model.columnCount():
            self.refit()
            return
        for column in range(top_left.column(), bottom_right.column() + 1):
            cells = self._cells[column]
            before = max(cells, default=0)
            for row in range(top_left.row(), bottom_right.row() + 1):
                cells[row] = self._measure(row, column)
            if max(cells, default=0) != before:
                self._resize(column)

    @Slot(Qt.Orientation, int, int)
    def _titles_changed(self, orientation: Qt.Orientation, first: int, last: int) -> None:
        if orientation != Qt.Orientation.Horizontal:
            return
        if len(self._titles) != self.model.columnCount():
            self.refit()
            return
        for column in range(first, last + 1):
            title = self.header.sectionSizeHint(column)
            if title != self._titles[column]:
                self._titles[column] = title
                self._resize(column)
