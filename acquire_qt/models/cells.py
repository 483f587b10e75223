"""Table cells as plain values, shared by the stock market and players models.

A model builds its table as :class:`Cell` values (text, tooltip, raw value, muted, bold,
change) and compares them with the cells it showed: :func:`emit_changes` tells the views
of the cells that changed, with the roles that changed; :func:`cell_data` answers a
view's ``data()``. :func:`mark_changes` marks the numbers that changed since the viewer's
last decision against a :class:`Baseline`. The muted brush and the bold font are shared
by the log too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette
from shiboken6 import isValid

from acquire_qt.engine import GameReader


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

    def __init__(self, build: Callable[[GameReader, int | None], list[list[Cell]]]) -> None:
        self._build = build
        self._since: GameReader | None = None
        self._viewer: int | None = None
        self._cells: list[list[Cell]] | None = None

    def cells(
        self,
        since: GameReader | None,
        viewer: int | None,
        game: GameReader,
        built: list[list[Cell]],
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
