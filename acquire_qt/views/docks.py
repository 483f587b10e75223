"""Sizing the window's docks (players, stock market, game log) and keeping their layout.

On first start the docks get the width their tables need and the board the rest; the
players and market docks are as tall as their rows; later starts restore what the
player left (window geometry and dock state in the settings).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTableView

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
