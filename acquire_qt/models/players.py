"""The players table: who plays, their money, their tiles, and whose turn or decision it is.

:class:`PlayersModel` is a Qt table model over a game's public face (``game.view``);
it holds no rules and draws nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from acquire_qt.engine import Game
from acquire_qt.presentation.money import format_money
from acquire_qt.session.occupant import Occupant, is_human

from .stock_market import Cell, cell_data, emit_changes, snapshot

_Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()

TURN_MARKER = "▶"
"""Shown before the name of the player whose turn it is."""
DECIDING_MARKER = "◆"
"""Shown before the name of a player who must decide during someone else's turn."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayersModel", text)


def controller_label(controller: str) -> str:
    """``"human"`` -> "Human", ``"easy"`` -> "Easy AI" (and so on for any AI level)."""
    if is_human(controller):
        return _tr("Human")
    known: dict[str, str] = {
        Occupant.EASY: _tr("Easy AI"),
        Occupant.MEDIUM: _tr("Medium AI"),
        Occupant.HARD: _tr("Hard AI"),
    }
    return known.get(controller, _tr("{level} AI").format(level=controller.capitalize()))


def decision_label(kind: str, chain: str | None = None, actions_left: int = 0) -> str:
    """What a player is doing while the game waits for their decision of ``kind``."""
    if kind == "action":
        if actions_left == 1:
            return _tr("taking actions (1 left)")
        return _tr("taking actions ({n} left)").format(n=actions_left)
    labels = {
        "play": _tr("placing a tile"),
        "found": _tr("choosing a chain to found"),
        "survivor": _tr("choosing the surviving chain"),
        "defunct_order": _tr("choosing the next defunct chain"),
        "dispose": _tr("deciding on {chain} shares").format(chain=chain or ""),
        "buy": _tr("buying shares"),
        "trade_offer": _tr("answering a trade proposal"),
    }
    return labels.get(kind, kind)


def ordinal(rank: int) -> str:
    """``1`` -> "1st", ``2`` -> "2nd", ``11`` -> "11th"."""
    suffix = "th" if 10 <= rank % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    return f"{rank}{suffix}"


class PlayersModel(QAbstractTableModel):
    """One row per player (seat order).

    Columns: player (a ``▶`` marker and bold font for the player whose turn it is, a
    ``◆`` marker for a player who must decide during someone else's turn, "(you)" for
    the viewer), who plays the seat (Human, Easy AI, …), cash, net worth (cash plus
    shares at current prices), tiles in hand, and what they are doing now. Under the
    ``hidden_holdings`` house rule another player's cash and net worth show ``?``.

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

    @property
    def viewer(self) -> int | None:
        return self._viewer

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

    def update_game(self, game: Game, viewer: int | None) -> None:
        """Refresh from ``game`` as ``viewer`` sees it (None: everything)."""
        data = snapshot(game, viewer)
        pending = game.pending
        turn = data["turn"] if pending is not None else -1
        deciding = pending.player if pending is not None else -1
        cells = self._build(game, data, viewer)
        if game.players != self._players:
            self.beginResetModel()
            self._players, self._cells = game.players, cells
            self._turn, self._deciding, self._viewer = turn, deciding, viewer
            self.endResetModel()
            return
        old_turn, old_deciding = self._turn, self._deciding
        old, self._cells = self._cells, cells
        self._turn, self._deciding, self._viewer = turn, deciding, viewer
        emit_changes(self, old, cells)
        for row in {old_turn, old_deciding, turn, deciding} - {-1}:
            if (row == turn) != (row == old_turn) or (row == deciding) != (row == old_deciding):
                self.dataChanged.emit(
                    self.index(row, 0),
                    self.index(row, self.columnCount() - 1),
                    [self.TurnRole, self.DecidingRole],
                )

    def _build(self, game: Game, data: dict[str, Any], viewer: int | None) -> list[list[Cell]]:
        cur = game.rules.currency
        prices = {name: info["price"] for name, info in data["chains"].items()}
        pending = data["pending"]
        over = data["over"]
        turn = data["turn"]
        deciding = pending["player"] if pending is not None else -1
        ranks = {entry["seat"]: entry for entry in data.get("standings", [])}
        rows = []
        for seat, player in enumerate(data["players"]):
            name = player["name"]
            is_turn = not over and seat == turn
            is_deciding = not over and seat == deciding and deciding != turn
            marker = TURN_MARKER if is_turn else DECIDING_MARKER if is_deciding else ""
            shown = name if seat != viewer else _tr("{name} (you)").format(name=name)
            label = f"{marker} {shown}" if marker else shown
            if is_turn:
                tip = _tr("{name}: it is their turn").format(name=name)
            elif is_deciding:
                tip = _tr("{name} must decide now, during {other}'s turn").format(
                    name=name, other=data["players"][turn]["name"]
                )
            else:
                tip = name
            controller = player.get("controller", game.controllers[seat])
            hidden = "cash" not in player
            if hidden:
                secret = _tr("Hidden (house rule: hidden holdings)")
                cash_cell = Cell("?", secret, None, True)
                worth_cell = Cell("?", secret, None, True)
            else:
                cash = player["cash"]
                worth = cash + sum(n * prices.get(c, 0) for c, n in player["shares"].items())
                cash_cell = Cell(format_money(cash, cur), _tr("Cash in hand"), cash)
                worth_cell = Cell(
                    format_money(worth, cur),
                    _tr("{cash} cash + {shares} in shares at current prices").format(
                        cash=format_money(cash, cur), shares=format_money(worth - cash, cur)
                    ),
                    worth,
                )
            tiles = player["tile_count"]
            no_hands = game.rules.tile_source == "board"
            if over:
                entry = ranks.get(seat)
                status = (
                    (_tr("Winner") if entry and entry["rank"] == 1 else ordinal(entry["rank"]))
                    if entry
                    else ""
                )
            elif seat == deciding:
                doing = decision_label(
                    pending["kind"], pending.get("chain"), pending.get("actions_left", 0)
                )
                status = doing[:1].upper() + doing[1:]
            elif is_turn:
                status = _tr("Waiting for {name}").format(name=data["players"][deciding]["name"])
            else:
                status = ""
            rows.append(
                [
                    Cell(label, tip, name, False, is_turn),
                    Cell(controller_label(controller), "", controller),
                    cash_cell,
                    worth_cell,
                    Cell("—", _tr("No tiles in hand: tiles go on any empty square"), None)
                    if no_hands
                    else Cell(str(tiles), _tr("Tiles in hand"), tiles),
                    Cell(status, status, status, False, is_turn or is_deciding),
                ]
            )
        return rows
