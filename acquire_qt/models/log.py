"""The game log: :class:`EventLogModel`, a Qt list model of every event in words, and
:class:`StepLog`, the log up to a step of a reviewed game.

The sentences come from :mod:`acquire_qt.presentation.event_text` (:func:`describe`,
:class:`LogContext`). Nothing here decides anything about the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QPixmap

from acquire_qt.engine import Event, GameReader, TileDrawn
from acquire_qt.presentation.event_text import LogContext, describe
from acquire_qt.presentation.palette import chain_swatch

from .cells import bold_font, muted_brush

_Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


_EMPHASIS = frozenset(
    {"merger_started", "game_over", "end_declared", "shares_split", "trade_proposed"}
)
_QUIET = frozenset({"turn_started", "tile_drawn", "position_tile", "actions_granted"})


@dataclass
class _Row:
    event: Event
    text: str
    swatch: int = -1
    """The index of the chain the event is about, or -1."""


class EventLogModel(QAbstractListModel):
    """The game log: one row per event, in order, as the viewer may see it.

    Give it a game (:meth:`update_game`, or the ``game`` argument of
    :meth:`append_events`: names and currency come from it), then append each batch of
    events in order (``game.setup_events``, then what every ``game.apply`` returns). New
    rows arrive through ``beginInsertRows`` / ``endInsertRows``. When the viewer changes
    (:meth:`update_game` or :meth:`set_viewer`, hot seat), the rows that depend on it
    (drawn tiles) are described again and ``dataChanged`` is emitted for them.
    :meth:`clear` empties the log (new game, loaded game, undo).

    Roles: ``DisplayRole`` the sentence, ``DecorationRole`` a swatch of the chain the
    event is about, ``FontRole`` bold for mergers and the end, ``ForegroundRole`` muted
    for routine events, ``EventRole`` the event object, ``KindRole`` its kind,
    ``PlayerRole`` its player's seat (-1 if none).

    Signals: only ``QAbstractItemModel``'s own.
    """

    EventRole = Qt.ItemDataRole.UserRole
    KindRole = Qt.ItemDataRole.UserRole + 1
    PlayerRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._game: GameReader | None = None
        self._viewer: int | None = None
        self._context = LogContext()
        self._swatches: dict[tuple[int, str], QPixmap] = {}
        """Swatches by chain index and initial (a new game may play another rule set)."""

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def events(self) -> list[Event]:
        """Every event in the log, in order."""
        return [row.event for row in self._rows]

    def text(self, row: int) -> str:
        """The sentence of ``row``."""
        return self._rows[row].text

    def rowCount(self, parent: _Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        kind = row.event.kind
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.text
        if role == Qt.ItemDataRole.DecorationRole and row.swatch >= 0 and self._game is not None:
            initial = self._game.rules.chains[row.swatch].initial
            pixmap = self._swatches.get((row.swatch, initial))
            if pixmap is None:
                pixmap = chain_swatch(row.swatch, initial, 14)
                self._swatches[row.swatch, initial] = pixmap
            return pixmap
        if role == Qt.ItemDataRole.FontRole and kind in _EMPHASIS:
            return bold_font()
        if role == Qt.ItemDataRole.ForegroundRole and kind in _QUIET:
            return muted_brush()
        if role == self.EventRole:
            return row.event
        if role == self.KindRole:
            return kind
        if role == self.PlayerRole:
            return getattr(row.event, "player", -1)
        return None

    def update_game(self, game: GameReader, viewer: int | None) -> None:
        """Take names and currency from ``game`` and the viewer (see :meth:`set_viewer`)."""
        self._game = game
        self.set_viewer(viewer)

    def set_viewer(self, viewer: int | None) -> None:
        """Show the log as ``viewer`` may see it: rows about drawn tiles are described again."""
        if viewer == self._viewer:
            return
        self._viewer = viewer
        game = self._game
        if game is None:
            return
        for number, row in enumerate(self._rows):
            if isinstance(row.event, TileDrawn):
                text = describe(row.event, game, viewer)
                if text != row.text:
                    row.text = text
                    index = self.index(number)
                    self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])

    def append_events(self, events: Iterable[Event], game: GameReader | None = None) -> None:
        """Add rows for ``events`` (in order) at the end of the log.

        ``game`` (optional) replaces the game the names and currency come from; without
        it, :meth:`update_game` must have been called before.
        """
        if game is not None:
            self._game = game
        game = self._game
        if game is None:
            raise RuntimeError("EventLogModel needs a game: call update_game first")
        context = self._context
        new_rows = []
        chain_index = {name: i for i, name in enumerate(game.rules.chain_names)}
        for event in events:
            text = describe(event, game, self._viewer, context)
            context.advance(event)
            chain = getattr(event, "chain", None) or getattr(event, "survivor", None)
            new_rows.append(_Row(event, text, chain_index.get(chain, -1) if chain else -1))
        if not new_rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(new_rows) - 1)
        self._rows.extend(new_rows)
        self.endInsertRows()

    def clear(self, game: GameReader | None = None) -> None:
        """Empty the log (a new game, a loaded one, an undo); ``game`` optionally replaces
        the game names come from."""
        self.beginResetModel()
        self._rows.clear()
        self._context = LogContext()
        if game is not None:
            self._game = game
        self.endResetModel()


class StepLog(QSortFilterProxyModel):
    """The game log up to a step: the rows after it are left out, the step's own events
    are marked (background) so the eye finds them."""

    def __init__(self, source: EventLogModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(source)
        self._limit = 0
        self._marked = range(0)
        self._brush = QBrush()

    def show_up_to(self, limit: int, marked: range, brush: QBrush) -> None:
        """Keep the first ``limit`` events; mark the rows in ``marked``."""
        self._marked, self._brush = marked, brush
        if limit != self._limit:
            self.beginFilterChange()
            self._limit = limit
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, 0),
                [Qt.ItemDataRole.BackgroundRole],
            )

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        return source_row < self._limit

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.BackgroundRole and index.row() in self._marked:
            return self._brush
        return super().data(index, role)
