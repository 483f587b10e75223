"""The stock market table: one row per chain, its numbers, and every player's holdings.

:class:`StockMarketModel` is a Qt table model over a game's typed view
(``game.game_view(viewer)``); it holds no rules. It is not a view: a ``QTableView``
shows it. Its cells are :mod:`.cells`' plain values, as the players model's are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QPixmap

from acquire_qt.engine import GameReader
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import chain_swatch

from .cells import Baseline, Cell, Later, cell_data, emit_changes, mark_changes

_Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


class StockMarketModel(QAbstractTableModel):
    """The stock market: one row per chain of the rule set.

    Columns: chain (with a colour swatch carrying the initial), size, price, shares left
    in the bank, safe, majority and minority bonus, then one column per player with
    their holdings, and with the Department of Energy (``rules.doe``) a last column of
    its holdings. Under the ``hidden_holdings`` house rule another player's holdings
    show ``?`` to the viewer. Inactive chains are greyed (``ForegroundRole``). The
    ``RawRole`` (``UserRole``) gives the plain value behind each cell (an int, a bool,
    or None when hidden or not applicable). A number that changed since the viewer's
    last decision is tinted and underlined (``BackgroundRole``, ``FontRole``), says its
    earlier value in its tooltip, and gives its direction in :data:`.cells.CHANGE_ROLE`. The
    price is the current one, share splits included; a chain whose shares have split
    shows "×2" (×4, …) after its name. Rule sets without safe chains leave the safe
    column empty.

    Signals: only ``QAbstractItemModel``'s own. ``update_game`` emits ``dataChanged``
    for the cells that changed (with the changed roles), ``headerDataChanged`` when only
    the headers changed (a new viewer), and resets the model when the chains or the
    players change.
    """

    RawRole = Qt.ItemDataRole.UserRole
    CHAIN, SIZE, PRICE, BANK, SAFE, MAJORITY, MINORITY = range(7)
    FIXED_COLUMNS = 7

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chains: tuple[str, ...] = ()
        self._initials: tuple[str, ...] = ()
        self._players: tuple[str, ...] = ()
        self._doe = False
        self._viewer: int | None = None
        self._cells: list[list[Cell]] = []
        self._swatches: dict[int, QPixmap] = {}
        self._before = Baseline(self._build)
        self.later: Later | None = None
        """Where the cells that only lose their change mark are told of (see
        :func:`emit_changes`); the window gives its board's ``after_paint``."""

    # -- reading ---------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def chain_at(self, row: int) -> str:
        """The chain shown in ``row``."""
        return self._chains[row]

    def row_of(self, chain: str) -> int:
        """The row of ``chain``."""
        return self._chains.index(chain)

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, in seat order (a column each)."""
        return self._players

    def cell(self, row: int, column: int) -> Cell:
        """The cell at (``row``, ``column``) as plain values (the chain cards read these)."""
        return self._cells[row][column]

    def player_column(self, seat: int) -> int:
        """The column of the player at ``seat``."""
        return self.FIXED_COLUMNS + seat

    def doe_column(self) -> int | None:
        """The column of the Department of Energy's holdings, or None without it."""
        return self.FIXED_COLUMNS + len(self._players) if self._doe else None

    def rowCount(self, parent: _Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._chains)

    def columnCount(self, parent: _Index = _NO_INDEX) -> int:
        if parent.isValid():
            return 0
        return self.FIXED_COLUMNS + len(self._players) + (1 if self._doe else 0)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        cell = self._cells[row][column]
        if role == Qt.ItemDataRole.DecorationRole and column == self.CHAIN:
            pixmap = self._swatches.get(row)
            if pixmap is None:
                pixmap = self._swatches[row] = chain_swatch(row, self._initials[row], 18)
            return pixmap
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == self.CHAIN:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if column == self.SAFE:
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return cell_data(cell, role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < self.columnCount():
            return None
        doe = section == self.doe_column()
        if role == Qt.ItemDataRole.DisplayRole:
            if section < self.FIXED_COLUMNS:
                return _HEADERS[section][0]()
            if doe:
                return _tr("DoE")
            seat = section - self.FIXED_COLUMNS
            name = self._players[seat]
            return _tr("{name} (you)").format(name=name) if seat == self._viewer else name
        if role == Qt.ItemDataRole.ToolTipRole:
            if section < self.FIXED_COLUMNS:
                return _HEADERS[section][1]()
            if doe:
                return _tr(
                    "Shares held by the Department of Energy, a passive holder: it counts "
                    "for bonuses but never wins"
                )
            return _tr("Shares held by {name}").format(
                name=self._players[section - self.FIXED_COLUMNS]
            )
        return None

    # -- updating --------------------------------------------------------------------

    def update_game(
        self, game: GameReader, viewer: int | None, since: GameReader | None = None
    ) -> None:
        """Refresh from ``game`` as ``viewer`` sees it (None: everything), marking the
        numbers that differ from ``since`` (the position after the viewer's last
        decision; None marks nothing)."""
        chains = game.rules.chain_names
        players = game.players
        doe = game.rules.doe
        built = self._build(game, viewer)
        cells = mark_changes(built, self._before.cells(since, viewer, game, built))
        if chains != self._chains or players != self._players or doe != self._doe:
            self.beginResetModel()
            self._chains, self._players, self._viewer = chains, players, viewer
            self._doe = doe
            self._initials = tuple(spec.initial for spec in game.rules.chains)
            self._swatches.clear()
            self._cells = cells
            self.endResetModel()
            return
        old = self._cells
        self._cells = cells
        if viewer != self._viewer:
            self._viewer = viewer
            self.headerDataChanged.emit(
                Qt.Orientation.Horizontal, self.FIXED_COLUMNS, self.columnCount() - 1
            )
        emit_changes(self, old, cells, self.later)

    def _build(self, game: GameReader, viewer: int | None) -> list[list[Cell]]:
        view = game.game_view(viewer)
        rules = game.rules
        cur = rules.currency
        players = view.players
        doe_shares = view.doe
        has_safe = rules.safe_size is not None
        rows = []
        for spec, info in zip(rules.chains, view.chains, strict=True):
            chain = info.name
            active = info.active
            size, price, left = info.size, info.price, info.available
            total = rules.shares_per_chain if info.total is None else info.total
            splits = info.splits or 0
            majority = price * rules.majority_multiple if active else 0
            minority = price * rules.minority_multiple if active else 0
            tier = tier_words(spec.tier, cur)
            named = f"{chain} ({tier})" if tier else chain
            if active:
                summary = _tr(
                    "{chain}: {size} tiles, {price} a share, {left} of {total} "
                    "shares left in the bank. Bonuses now: majority {majority}, "
                    "minority {minority}."
                ).format(
                    chain=named,
                    size=size,
                    price=format_money(price, cur),
                    left=left,
                    total=total,
                    majority=format_money(majority, cur),
                    minority=format_money(minority, cur),
                )
                if info.safe:
                    summary += " " + _tr("Safe: it cannot be absorbed in a merger.")
            else:
                summary = _tr(
                    "{chain} is not on the board: it can be founded. "
                    "{left} of {total} shares in the bank."
                ).format(chain=named, left=left, total=total)
            if splits:
                summary += " " + _tr(
                    "Its shares have split {times} ({total} shares in all): the price is "
                    "halved at each split and every holding doubled."
                ).format(
                    times=_tr("once") if splits == 1 else _tr("{n} times").format(n=splits),
                    total=total,
                )
            dash = "—"
            muted = not active
            chain_text = f"{chain} ×{1 << splits}" if splits else chain
            if not has_safe:
                safe_cell = Cell("", summary, None, muted)
            else:
                safe_cell = Cell(
                    (_tr("yes") if info.safe else _tr("no")) if active else dash,
                    summary,
                    info.safe,
                    muted,
                )
            row = [
                Cell(chain_text, summary, chain, muted, False),
                Cell(str(size) if active else dash, summary, size, muted),
                Cell(format_money(price, cur) if active else dash, summary, price, muted),
                Cell(str(left), summary, left, muted),
                safe_cell,
                Cell(format_money(majority, cur) if active else dash, summary, majority, muted),
                Cell(format_money(minority, cur) if active else dash, summary, minority, muted),
            ]
            visible = [p.shares.get(chain, 0) for p in players if p.shares is not None]
            if doe_shares is not None:
                visible.append(doe_shares.get(chain, 0))
            most = max(visible, default=0)
            for player in players:
                if player.shares is None:
                    row.append(
                        Cell(
                            "?",
                            _tr("{name}'s holdings are hidden (house rule).").format(
                                name=player.name
                            ),
                            None,
                            True,
                        )
                    )
                    continue
                held = player.shares.get(chain, 0)
                worth = held * price
                if held:
                    tip = _tr("{name} holds {count} {chain} (worth {worth})").format(
                        name=player.name,
                        count=held,
                        chain=chain,
                        worth=format_money(worth, cur),
                    )
                    if active and held == most:
                        tip += " — " + _tr("the most of anyone")
                else:
                    tip = _tr("{name} holds no {chain}").format(name=player.name, chain=chain)
                row.append(
                    Cell(str(held), tip, held, held == 0 or not active, active and held == most > 0)
                )
            if doe_shares is not None:
                held = doe_shares.get(chain, 0)
                tip = (
                    _tr("The Department of Energy holds {count} {chain}").format(
                        count=held, chain=chain
                    )
                    if held
                    else _tr("The Department of Energy holds no {chain}").format(chain=chain)
                )
                row.append(
                    Cell(str(held), tip, held, held == 0 or not active, active and held == most > 0)
                )
            rows.append(row)
        return rows


def tier_words(tier: str, currency: str) -> str:
    """A chain's price tier in words: classic's tiers by name, Energy's by starting price,
    none for a rule set whose chains all price alike."""
    if tier.isdigit():
        return _tr("starts at {price}").format(price=format_money(int(tier), currency))
    if tier in ("cheap", "medium", "expensive"):
        return tier
    return ""


_HEADERS: tuple[tuple[Callable[[], str], Callable[[], str]], ...] = (
    (lambda: _tr("Chain"), lambda: _tr("The chain")),
    (lambda: _tr("Size"), lambda: _tr("Tiles in the chain")),
    (lambda: _tr("Price"), lambda: _tr("Price of one share now")),
    (lambda: _tr("Left"), lambda: _tr("Shares left in the bank")),
    (lambda: _tr("Safe"), lambda: _tr("A safe chain cannot be absorbed in a merger")),
    (lambda: _tr("Majority"), lambda: _tr("Bonus for the largest holder if paid now")),
    (lambda: _tr("Minority"), lambda: _tr("Bonus for the second-largest holder if paid now")),
)
