"""The players table: who plays, their money, their tiles, and whose turn or decision it is.

:class:`PlayersModel` is a Qt table model over a game's typed view
(``game.game_view(viewer)``); it holds no rules and draws nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

from acquire_qt.engine import ActionDecision, Decision, DisposeDecision, GameReader, GameView, Kind
from acquire_qt.occupant import is_human
from acquire_qt.presentation.money import format_money
from acquire_qt.session.seats import occupant_label

from .cells import Baseline, Cell, Later, cell_data, emit_changes, mark_changes

_Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()

TURN_MARKER = "▶"
"""Shown before the name of the player whose turn it is."""
DECIDING_MARKER = "◆"
"""Shown before the name of a player who must decide during someone else's turn."""


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def decision_label(decision: Decision) -> str:
    """What a player is doing while the game waits for their ``decision``."""
    if isinstance(decision, ActionDecision):
        if decision.actions_left == 1:
            return _tr("taking actions (1 left)")
        return _tr("taking actions ({n} left)").format(n=decision.actions_left)
    if isinstance(decision, DisposeDecision):
        return _tr("deciding on {chain} shares").format(chain=decision.chain)
    labels = {
        Kind.PLAY: _tr("placing a tile"),
        Kind.FOUND: _tr("choosing a chain to found"),
        Kind.SURVIVOR: _tr("choosing the surviving chain"),
        Kind.DEFUNCT_ORDER: _tr("choosing the next defunct chain"),
        Kind.BUY: _tr("buying shares"),
        Kind.TRADE_OFFER: _tr("answering a trade proposal"),
    }
    return labels[decision.kind]


def deciding_brush() -> QBrush:
    """The tint of the row of the player the game waits for: the palette's highlight,
    faint enough to read any text over it."""
    return _tint(QGuiApplication.palette().color(QPalette.ColorRole.Highlight).rgba())


@lru_cache(maxsize=8)
def _tint(rgba: int) -> QBrush:
    """A faint brush of the colour ``rgba`` (made once per colour: views ask for every
    cell's background at every paint)."""
    colour = QColor.fromRgba(rgba)
    colour.setAlpha(60)
    return QBrush(colour)


def ordinal(rank: int) -> str:
    """``1`` -> "1st", ``2`` -> "2nd", ``11`` -> "11th"."""
    if 10 <= rank % 100 <= 20:
        text = _tr("{n}th")
    else:
        text = {1: _tr("{n}st"), 2: _tr("{n}nd"), 3: _tr("{n}rd")}.get(rank % 10, _tr("{n}th"))
    return text.format(n=rank)


class PlayersModel(QAbstractTableModel):
    """One row per player (seat order).

    Columns: player (a ``▶`` marker and bold font for the player whose turn it is, a
    ``◆`` marker for a player who must decide during someone else's turn, "(you)" for
    the viewer), who plays the seat (Human, Easy AI, …), cash, net worth (cash plus
    shares at current prices), tiles in hand, and what they are doing now: the player
    the game waits for says what they decide ("Thinking: …" for an AI) and their row
    is tinted; the player whose turn it is,
    when someone else decides in it, is "Waiting for" them. Numbers changed since the
    viewer's last decision are marked as in the stock market. Under the
    ``hidden_holdings`` house rule another player's cash and net worth show ``?``.
    A network player not connected to the host (:meth:`set_away`) plays "away".

    Roles beyond the usual: ``RawRole`` (``UserRole``) the plain value of a cell,
    ``TurnRole`` whether the row's player has the turn, ``DecidingRole`` whether the
    game waits for the row's player.

    Signals: only ``QAbstractItemModel``'s own; ``update_game`` emits ``dataChanged``
    for changed cells with their roles, and resets the model when the players change.
    """

    RawRole = Qt.ItemDataRole.UserRole
    TurnRole = Qt.ItemDataRole.UserRole + 1
    DecidingRole = Qt.ItemDataRole.UserRole + 2
    PLAYER, PLAYS, CASH, NET_WORTH, TILES, STATUS = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._cells: list[list[Cell]] = []
        self._turn = -1
        self._deciding = -1
        self._viewer: int | None = None
        self._away: frozenset[int] = frozenset()
        self._phantom_most = 0
        self._before = Baseline(lambda game, viewer: self._build(game, game.game_view(viewer)))
        self.later: Later | None = None
        """Where the cells that only lose their change mark are told of (see
        :func:`emit_changes`); the window gives its board's ``after_paint``."""

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def turn_row(self) -> int:
        """The row of the player whose turn it is (-1: none, e.g. the game is over)."""
        return self._turn

    @property
    def deciding_row(self) -> int:
        """The row of the player the game waits for (-1: none)."""
        return self._deciding

    @property
    def phantom_most(self) -> int:
        """The two-player rule's phantom shareholder holds 1 to this many shares when a
        chain's bonuses are paid (0: no phantom). It is no player, so it has no row."""
        return self._phantom_most

    def cell(self, row: int, column: int) -> Cell:
        """The cell at (``row``, ``column``) as plain values (the player cards read these)."""
        return self._cells[row][column]

    def rowCount(self, parent: _Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: _Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else 6

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == self.TurnRole:
            return row == self._turn
        if role == self.DecidingRole:
            return row == self._deciding
        if (
            role == Qt.ItemDataRole.BackgroundRole
            and row == self._deciding
            and not self._cells[row][column].change
        ):
            return deciding_brush()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.CASH, self.NET_WORTH, self.TILES):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return cell_data(self._cells[row][column], role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        headers = (
            (_tr("Player"), _tr("▶ whose turn it is; ◆ who must decide now")),
            (_tr("Plays"), _tr("A person or a computer player")),
            (_tr("Cash"), _tr("Cash in hand")),
            (_tr("Net worth"), _tr("Cash plus shares at current prices (bonuses not counted)")),
            (_tr("Tiles"), _tr("Tiles in hand")),
            (_tr("Now"), _tr("What the player is doing")),
        )
        if role == Qt.ItemDataRole.DisplayRole:
            return headers[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return headers[section][1]
        return None

    def update_game(
        self, game: GameReader, viewer: int | None, since: GameReader | None = None
    ) -> None:
        """Refresh from ``game`` as ``viewer`` sees it (None: everything), marking the
        numbers that differ from ``since`` (the position after the viewer's last
        decision; None marks nothing)."""
        view = game.game_view(viewer)
        pending = view.pending
        turn = view.turn if pending is not None else -1
        deciding = pending.player if pending is not None else -1
        built = self._build(game, view)
        cells = mark_changes(built, self._before.cells(since, viewer, game, built))
        phantom_most = game.rules.phantom_most
        if game.players != self._players or phantom_most != self._phantom_most:
            self.beginResetModel()
            self._players, self._cells = game.players, cells
            self._phantom_most = phantom_most
            self._turn, self._deciding, self._viewer = turn, deciding, viewer
            self.endResetModel()
            return
        old_turn, old_deciding = self._turn, self._deciding
        old, self._cells = self._cells, cells
        self._turn, self._deciding, self._viewer = turn, deciding, viewer
        emit_changes(self, old, cells, self.later)
        for row in {old_turn, old_deciding, turn, deciding} - {-1}:
            if (row == turn) != (row == old_turn) or (row == deciding) != (row == old_deciding):
                self.dataChanged.emit(
                    self.index(row, 0),
                    self.index(row, self.columnCount() - 1),
                    [self.TurnRole, self.DecidingRole, Qt.ItemDataRole.BackgroundRole],
                )

    def set_away(self, seats: frozenset[int]) -> None:
        """The network seats whose player is not connected to the host now."""
        self._away = seats
        for row, cells in enumerate(self._cells):
            plays = self._plays(row, str(cells[self.PLAYS].raw))
            if plays != cells[self.PLAYS]:
                cells[self.PLAYS] = plays
                index = self.index(row, self.PLAYS)
                self.dataChanged.emit(index, index)

    def _plays(self, seat: int, controller: str) -> Cell:
        """Who plays ``seat``: a person (here, or at another computer, maybe away) or an AI."""
        if seat in self._away:
            return Cell(
                _tr("Human (network, away)"),
                _tr("Not connected to the host: the game waits for them to come back"),
                controller,
                True,
            )
        return Cell(occupant_label(controller), "", controller)

    def _build(self, game: GameReader, view: GameView) -> list[list[Cell]]:
        cur = game.rules.currency
        viewer = view.view_of
        prices = {info.name: info.price for info in view.chains}
        pending = view.pending
        over = view.over
        turn = view.turn
        deciding = pending.player if pending is not None else -1
        ranks = {entry.seat: entry.rank for entry in view.standings or ()}
        no_hands = game.rules.tile_source == "board"
        rows = []
        for seat, player in enumerate(view.players):
            name = player.name
            is_turn = not over and seat == turn
            is_deciding = not over and seat == deciding and deciding != turn
            marker = TURN_MARKER if is_turn else DECIDING_MARKER if is_deciding else ""
            shown = name if seat != viewer else _tr("{name} (you)").format(name=name)
            label = f"{marker} {shown}" if marker else shown
            if is_turn:
                tip = _tr("{name}: it is their turn").format(name=name)
            elif is_deciding:
                tip = _tr("{name} must decide now, during {other}'s turn").format(
                    name=name, other=view.players[turn].name
                )
            else:
                tip = name
            controller = player.controller
            cash, shares = player.cash, player.shares
            if cash is None or shares is None:
                secret = _tr("Hidden (house rule: hidden holdings)")
                cash_cell = Cell("?", secret, None, True)
                worth_cell = Cell("?", secret, None, True)
            else:
                worth = cash + sum(n * prices.get(c, 0) for c, n in shares.items())
                cash_cell = Cell(format_money(cash, cur), _tr("Cash in hand"), cash)
                worth_cell = Cell(
                    format_money(worth, cur),
                    _tr("{cash} cash + {shares} in shares at current prices").format(
                        cash=format_money(cash, cur), shares=format_money(worth - cash, cur)
                    ),
                    worth,
                )
            tiles = player.tile_count
            if over:
                rank = ranks.get(seat)
                status = (_tr("Winner") if rank == 1 else ordinal(rank)) if rank else ""
            elif pending is not None and seat == deciding:
                doing = decision_label(pending)
                if seat != viewer and not is_human(controller):
                    status = _tr("Thinking: {doing}").format(doing=doing)
                else:  # the row's mark says it is this player's decision (and "you")
                    status = doing[:1].upper() + doing[1:]
            elif is_turn:
                status = _tr("Waiting for {name}").format(name=view.players[deciding].name)
            else:
                status = ""
            rows.append(
                [
                    Cell(label, tip, name, False, is_turn),
                    self._plays(seat, controller),
                    cash_cell,
                    worth_cell,
                    Cell("—", _tr("No tiles in hand: tiles go on any empty square"), None)
                    if no_hands
                    else Cell(str(tiles), _tr("Tiles in hand"), tiles),
                    Cell(status, status, status, False, is_turn or is_deciding),
                ]
            )
        return rows
