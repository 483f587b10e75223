"""The stock market table: one row per chain, its numbers, and every player's holdings.

:class:`StockMarketModel` is a Qt table model over a game's typed view
(``game.game_view(viewer)``); it holds no rules. It is not a view: a ``QTableView``
shows it. The cell helpers here (:class:`Cell`, :func:`cell_data`, :func:`emit_changes`,
the muted brush and bold font) are shared by the other models.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette, QPixmap
from shiboken6 import isValid

from acquire_qt.engine import Game
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import chain_swatch

_Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def muted_brush() -> QBrush:
    """The text colour for things that do not count right now (inactive chains, zeros)."""
    palette = QGuiApplication.palette()
    return QBrush(palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText))


def cell_font(bold: bool, underline: bool) -> QFont | None:
    """The font of a cell that is bold or underlined (None: the view's own)."""
    if not bold and not underline:
        return None
    font = QFont()
    font.setBold(bold)
    font.setUnderline(underline)
    return font


def bold_font() -> QFont:
    font = cell_font(True, False)
    assert font is not None
    return font


CHANGE_ROLE = Qt.ItemDataRole.UserRole + 8
"""A cell's change since the viewer's last decision: 1 up, -1 down, 0 unchanged."""
CHANGE_COLOUR = QColor(255, 196, 0, 80)
"""The tint of a changed cell: amber, light enough for dark text and for light text on a
dark palette."""
CHANGE_BRUSH = QBrush(CHANGE_COLOUR)
"""Made once: views ask for every cell's background at every paint and size hint."""


@dataclass(frozen=True, slots=True)
class Cell:
    """The content of one table cell, as plain values (compared to find what changed)."""

    text: str = ""
    tooltip: str = ""
    raw: object = None
    muted: bool = False
    bold: bool = False
    change: int = 0
    """Since the viewer's last decision: 1 the value went up, -1 down, 0 unchanged."""


_ROLES_OF_FIELD: dict[str, tuple[int, ...]] = {
    "text": (Qt.ItemDataRole.DisplayRole,),
    "tooltip": (Qt.ItemDataRole.ToolTipRole,),
    "raw": (Qt.ItemDataRole.UserRole,),
    "muted": (Qt.ItemDataRole.ForegroundRole,),
    "bold": (Qt.ItemDataRole.FontRole,),
    "change": (CHANGE_ROLE, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole),
}


def changed_roles(old: Cell, new: Cell) -> list[int]:
    """The roles whose data differ between two cells."""
    roles: list[int] = []
    for f in fields(Cell):
        if getattr(old, f.name) != getattr(new, f.name):
            roles.extend(r for r in _ROLES_OF_FIELD[f.name] if r not in roles)
    return roles


def cell_data(cell: Cell, role: int) -> Any:
    """A cell's data for ``role`` (None for roles the cell does not answer)."""
    if role == Qt.ItemDataRole.DisplayRole:
        return cell.text
    if role == Qt.ItemDataRole.ToolTipRole:
        return cell.tooltip or None
    if role == Qt.ItemDataRole.UserRole:
        return cell.raw
    if role == Qt.ItemDataRole.ForegroundRole:
        return muted_brush() if cell.muted else None
    if role == Qt.ItemDataRole.FontRole:
        # Underlined as well as tinted: colour is never the only cue.
        return cell_font(cell.bold, cell.change != 0)
    if role == Qt.ItemDataRole.BackgroundRole:
        return CHANGE_BRUSH if cell.change else None
    if role == CHANGE_ROLE:
        return cell.change
    return None


def mark_changes(cells: list[list[Cell]], before: list[list[Cell]] | None) -> list[list[Cell]]:
    """``cells`` with each number that differs from the same cell in ``before`` marked
    (its direction, and its earlier value in the tooltip); ``before`` None marks nothing.
    Only whole numbers are compared (cash, prices, sizes, holdings), and only where both
    are known (a hidden value is None)."""
    if before is None or len(before) != len(cells):
        return cells
    marked = []
    for row, old_row in zip(cells, before, strict=True):
        if len(row) != len(old_row):
            return cells
        out = []
        for cell, old in zip(row, old_row, strict=True):
            new, was = cell.raw, old.raw
            if (
                isinstance(new, int)
                and isinstance(was, int)
                and not isinstance(new, bool)
                and not isinstance(was, bool)
                and new != was
            ):
                tip = _tr("Changed since your last decision: it was {was}.").format(was=old.text)
                cell = replace(
                    cell,
                    change=1 if new > was else -1,
                    tooltip=f"{cell.tooltip}\n{tip}" if cell.tooltip else tip,
                )
            out.append(cell)
        marked.append(out)
    return marked


def _cleared(old: Cell, new: Cell) -> bool:
    """Whether the only difference is a change mark taken away (with its tooltip line)."""
    return (
        bool(old.change) and not new.change and replace(old, change=0, tooltip=new.tooltip) == new
    )


Later = Callable[[Callable[[], None]], None]
"""Runs a job a little later (a model's ``later``: see :func:`emit_changes`)."""


def emit_changes(
    model: QAbstractTableModel,
    old: list[list[Cell]],
    new: list[list[Cell]],
    later: Later | None = None,
) -> list[tuple[int, int, int, list[int]]]:
    """Emit ``dataChanged`` per row over the changed columns, with the changed roles.

    Cells whose only change is a change mark taken away (the viewer decided: what was new
    is seen) are told of by ``later`` (the window's: just after the board shows the
    decision; by default when the event loop next runs): the repaint that shows the
    decision need not paint them, and the marks go a frame later.
    ``old`` and ``new`` have the same shape. Returns ``(row, first, last, roles)`` per
    emission made now (handy for tests and debugging).
    """
    emitted = []
    cleared: list[tuple[int, int]] = []
    for row, (before, after) in enumerate(zip(old, new, strict=True)):
        changed = []
        for column, (a, b) in enumerate(zip(before, after, strict=True)):
            if a == b:
                continue
            if _cleared(a, b):
                cleared.append((row, column))
            else:
                changed.append((column, changed_roles(a, b)))
        if not changed:
            continue
        roles = sorted({role for _, rs in changed for role in rs})
        first, last = changed[0][0], changed[-1][0]
        model.dataChanged.emit(model.index(row, first), model.index(row, last), roles)
        emitted.append((row, first, last, roles))
    if cleared:
        job = partial(_emit_cleared, model, cleared)
        if later is None:
            QTimer.singleShot(0, model, job)
        else:
            later(job)
    return emitted


def _emit_cleared(model: QAbstractTableModel, cells: list[tuple[int, int]]) -> None:
    if not isValid(model):
        return
    roles = sorted(set(_ROLES_OF_FIELD["change"]) | {Qt.ItemDataRole.ToolTipRole})
    for row, column in cells:
        index = model.index(row, column)  # invalid if the table has shrunk since
        if index.isValid():
            model.dataChanged.emit(index, index, roles)


class Baseline:
    """The cells of the position a model compares with (see :func:`mark_changes`), made
    once per position and viewer by ``build(game, viewer)``."""

    def __init__(self, build: Callable[[Game, int | None], list[list[Cell]]]) -> None:
        self._build = build
        self._since: Game | None = None
        self._viewer: int | None = None
        self._cells: list[list[Cell]] | None = None

    def cells(
        self, since: Game | None, viewer: int | None, game: Game, built: list[list[Cell]]
    ) -> list[list[Cell]] | None:
        """The cells of ``since`` as ``viewer`` saw it (None without a position).
        ``built`` are the cells just made of ``game``: when ``since`` is that very position
        (the viewer has just decided), they are taken as they are."""
        if since is None:
            self._since, self._cells = None, None
            return None
        if since is not self._since or viewer != self._viewer or self._cells is None:
            self._since, self._viewer = since, viewer
            same = since.state is game.state
            self._cells = built if same else self._build(since, viewer)
        return self._cells


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
    earlier value in its tooltip, and gives its direction in :data:`CHANGE_ROLE`. The
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

    def update_game(self, game: Game, viewer: int | None, since: Game | None = None) -> None:
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

    def _build(self, game: Game, viewer: int | None) -> list[list[Cell]]:
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
