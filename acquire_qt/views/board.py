"""The board: a graphics scene of squares over a game's board, and the view that shows it.

:class:`BoardScene` holds one thin :class:`SquareItem` per square. Each item paints a
:class:`SquareLook` (plain data worked out from the game's public face) and repaints
only when its look changes. Whether a square may be played comes from
``game.pending.tiles``; the scene knows no rules. :class:`BoardView` scales the scene
with the window and offers keyboard play.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from acquire_qt.engine import Game, Kind, Outcome
from acquire_qt.models.stock_market import format_money
from acquire_qt.views.palette import (
    DEAD_COLOUR,
    EMPTY_COLOUR,
    LOOSE_COLOUR,
    chain_colour,
    text_colour,
)

SQUARE = 100.0
"""Side of a square in scene units (the view scales the whole scene)."""
GAP = 8.0
MARGIN = 14.0
BOARD_COLOUR = "#3B4148"
EMPTY_LABEL = "#5F5A50"
PLAYABLE_FILL = "#FFFFFF"
PLAYABLE_HOVER_FILL = "#FFE680"
PLAYABLE_EDGE = "#1B1B1B"
HIGHLIGHT_RING = "#FFD400"

LOOSE = "loose"


def _tr(text: str) -> str:
    return QCoreApplication.translate("BoardScene", text)


@dataclass(frozen=True, slots=True)
class SquareLook:
    """Everything a square shows, as plain data: two equal looks paint the same."""

    owner: str | None = None
    """None for an empty square, ``"loose"`` or a chain name."""
    chain_index: int = -1
    initial: str = ""
    last: bool = False
    """The last tile played."""
    removed: bool = False
    """The tile is out of the game (dead, or set aside with an unplayable hand)."""
    playable: bool = False
    """The viewer may play this square's tile now."""
    highlighted: bool = False
    focused: bool = False


class _Fonts:
    """Fonts in scene units, made once a GUI application exists."""

    def __init__(self) -> None:
        self.initial = QFont()
        self.initial.setPixelSize(round(SQUARE * 0.56))
        self.initial.setBold(True)
        self.corner = QFont()
        self.corner.setPixelSize(round(SQUARE * 0.22))
        self.corner.setBold(True)
        self.name = QFont()
        self.name.setPixelSize(round(SQUARE * 0.3))
        self.playable = QFont(self.name)
        self.playable.setBold(True)


_fonts: _Fonts | None = None


def fonts() -> _Fonts:
    global _fonts
    if _fonts is None:
        _fonts = _Fonts()
    return _fonts


class SquareItem(QGraphicsItem):
    """One square of the board: paints its :class:`SquareLook`, nothing more.

    The item knows its tile name and look; clicks are handled by :class:`BoardScene`.
    """

    def __init__(self, tile: str, column: int, row: int) -> None:
        super().__init__()
        self.tile = tile
        self.column = column
        self.row = row
        self._look = SquareLook()
        self._tooltip = tile
        self._hovered = False
        self.paint_count = 0
        """How many times the item painted itself (tests check repaint economy)."""
        self.setPos(MARGIN + column * (SQUARE + GAP), MARGIN + row * (SQUARE + GAP))
        self.setAcceptHoverEvents(True)
        self.setToolTip(tile)

    @property
    def look(self) -> SquareLook:
        return self._look

    def tooltip(self) -> str:
        return self._tooltip

    def set_look(self, look: SquareLook, tooltip: str | None = None) -> bool:
        """Show ``look`` (and ``tooltip``, if given); repaint only if the look differs.

        Returns whether the look changed (a new tooltip alone needs no repaint).
        """
        if tooltip is not None and tooltip != self._tooltip:
            self._tooltip = tooltip
            self.setToolTip(tooltip or self.tile)
        if look == self._look:
            return False
        if look.playable != self._look.playable:
            if look.playable:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()
                self._hovered = False
        self._look = look
        self.setZValue(2 if look.highlighted else 1 if look.last else 0)
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        grow = 9.0  # room for the highlight ring, which reaches into the gap
        return QRectF(-grow, -grow, SQUARE + 2 * grow, SQUARE + 2 * grow)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, SQUARE, SQUARE))
        return path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._look.playable:
            self._hovered = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered:
            self._hovered = False
            self.update()
        super().hoverLeaveEvent(event)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.paint_count += 1
        look, f = self._look, fonts()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        square = QRectF(0, 0, SQUARE, SQUARE)
        radius = SQUARE * 0.08
        name_box = QRectF(0, 0, SQUARE, SQUARE)
        if look.owner is None:
            if look.playable:
                fill = QColor(PLAYABLE_HOVER_FILL if self._hovered else PLAYABLE_FILL)
                painter.setPen(QPen(QColor(PLAYABLE_EDGE), 5))
                painter.setBrush(fill)
                painter.drawRoundedRect(square.adjusted(2.5, 2.5, -2.5, -2.5), radius, radius)
                painter.setFont(f.playable)
                painter.setPen(QColor(PLAYABLE_EDGE))
                painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, self.tile)
            else:
                painter.setPen(QPen(QColor("#C9C3B5"), 1.5))
                painter.setBrush(QColor(EMPTY_COLOUR))
                painter.drawRect(square)
                if look.removed:
                    self._paint_cross(painter)
                    painter.setFont(f.corner)
                    painter.setPen(QColor(DEAD_COLOUR))
                    corner = square.adjusted(10, 7, -8, -5)
                    painter.drawText(
                        corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.tile
                    )
                else:
                    painter.setFont(f.name)
                    painter.setPen(QColor(EMPTY_LABEL))
                    painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, self.tile)
        else:
            fill = QColor(LOOSE_COLOUR) if look.owner == LOOSE else chain_colour(look.chain_index)
            ink = text_colour(fill)
            # A tile: a slight shadow, then the face.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(square.translated(3, 4), radius, radius)
            painter.setPen(QPen(fill.darker(160), 2))
            painter.setBrush(fill)
            painter.drawRoundedRect(square.adjusted(1, 1, -1, -1), radius, radius)
            painter.setPen(ink)
            if look.owner == LOOSE:
                painter.setFont(f.playable)
                painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, self.tile)
            else:
                painter.setFont(f.corner)
                corner = square.adjusted(11, 8, -8, -4)
                painter.drawText(
                    corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.tile
                )
                painter.setFont(f.initial)
                painter.drawText(
                    square.adjusted(0, SQUARE * 0.12, 0, 0),
                    Qt.AlignmentFlag.AlignCenter,
                    look.initial,
                )
        if look.last:
            # A black frame on the tile's edge and a white one inside: visible on any colour.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#000000"), 6))
            painter.drawRoundedRect(square, radius, radius)
            painter.setPen(QPen(QColor("#FFFFFF"), 2.5))
            painter.drawRoundedRect(square.adjusted(4.2, 4.2, -4.2, -4.2), radius, radius)
        if look.highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = square.adjusted(-3, -3, 3, 3)
            painter.setPen(QPen(QColor("#000000"), 11))
            painter.drawRoundedRect(ring, radius, radius)
            painter.setPen(QPen(QColor(HIGHLIGHT_RING), 6))
            painter.drawRoundedRect(ring, radius, radius)
        if look.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(QColor("#000000"), 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(square.adjusted(11, 11, -11, -11), radius, radius)

    def _paint_cross(self, painter: QPainter) -> None:
        pen = QPen(QColor(DEAD_COLOUR), 7)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        a, b = SQUARE * 0.3, SQUARE * 0.74
        top = SQUARE * 0.34
        painter.drawLine(QPointF(a, top), QPointF(b, top + (b - a)))
        painter.drawLine(QPointF(b, top), QPointF(a, top + (b - a)))


def outcome_words(outcome: Outcome) -> str:
    """What placing a tile would do, in words (for tooltips)."""
    words = {
        Outcome.NOTHING: _tr("stands alone"),
        Outcome.FOUND: _tr("founds a new chain"),
        Outcome.GROW: _tr("grows a chain"),
        Outcome.MERGE: _tr("starts a merger"),
        Outcome.DEAD: _tr("would merge two safe chains"),
        Outcome.EIGHTH_CHAIN: _tr("would found one chain too many"),
    }
    return words.get(outcome, str(outcome))


class BoardScene(QGraphicsScene):
    """The board of a game, any size: one :class:`SquareItem` per square.

    Signals:
        tile_chosen(str): the viewer clicked (or chose with the keyboard) a square whose
            tile they may play now.
    """

    tile_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._squares: dict[str, SquareItem] = {}
        self._size = (0, 0)
        self._game: Game | None = None
        self._viewer: int | None = None
        self._playable: tuple[str, ...] = ()
        self._highlight: str | None = None
        self._focus: str | None = None
        self.setBackgroundBrush(QBrush(QColor(BOARD_COLOUR)))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- reading ---------------------------------------------------------------------

    def square(self, tile: str) -> SquareItem:
        """The item of the square named ``tile``."""
        return self._squares[tile]

    def squares(self) -> dict[str, SquareItem]:
        """Every square item by tile name."""
        return dict(self._squares)

    def playable_tiles(self) -> tuple[str, ...]:
        """The squares the viewer may play now (empty unless it is their tile to place)."""
        return self._playable

    def focus_tile(self) -> str | None:
        """The square the keyboard focus is on, if any."""
        return self._focus

    def highlighted_tile(self) -> str | None:
        return self._highlight

    # -- updating --------------------------------------------------------------------

    def update_game(self, game: Game, viewer: int | None) -> list[str]:
        """Show ``game`` as ``viewer`` sees it; return the squares repainted (their look
        changed; tooltips are refreshed without repainting)."""
        rules = game.rules
        if (rules.columns, rules.rows) != self._size:
            self._build(rules.columns, rules.rows, rules.board.names)
        self._game, self._viewer = game, viewer
        pending = game.pending
        if (
            pending is not None
            and viewer is not None
            and pending.kind == Kind.PLAY
            and pending.player == viewer
        ):
            self._playable = tuple(pending.tiles)
        else:
            self._playable = ()
        if self._focus not in self._playable:
            self._focus = None
        return self._refresh()

    def _build(self, columns: int, rows: int, names: tuple[str, ...]) -> None:
        self.clear()
        self._squares = {}
        for index, name in enumerate(names):
            row, column = divmod(index, columns)
            item = SquareItem(name, column, row)
            self.addItem(item)
            self._squares[name] = item
        self._size = (columns, rows)
        width = 2 * MARGIN + columns * SQUARE + (columns - 1) * GAP
        height = 2 * MARGIN + rows * SQUARE + (rows - 1) * GAP
        self.setSceneRect(QRectF(0, 0, width, height))

    def _refresh(self) -> list[str]:
        game = self._game
        if game is None:
            return []
        data = game.to_dict() if self._viewer is None else game.view(self._viewer)
        board: dict[str, str] = data["board"]
        chains = data["chains"]
        removed = set(data["removed"])
        last = data.get("last_tile")
        playable = set(self._playable)
        specs = {spec.name: (i, spec.initial) for i, spec in enumerate(game.rules.chains)}
        cur = game.rules.currency
        changed = []
        for name, item in self._squares.items():
            owner = board.get(name)
            index, initial, tip = -1, "", ""
            if owner is None:
                if name in playable:
                    tip = _tr("{tile}: click to place this tile ({effect})").format(
                        tile=name, effect=outcome_words(game.tile_outcome(name))
                    )
                elif name in removed:
                    tip = _tr("{tile}: this tile was removed from the game").format(tile=name)
                else:
                    tip = _tr("{tile}: empty").format(tile=name)
            elif owner == LOOSE:
                tip = _tr("{tile}: a tile that belongs to no chain").format(tile=name)
            else:
                index, initial = specs[owner]
                info = chains[owner]
                tip = _tr("{tile}: {chain}, {size} tiles, {price} a share").format(
                    tile=name,
                    chain=owner,
                    size=info["size"],
                    price=format_money(info["price"], cur),
                )
                if info["safe"]:
                    tip += _tr(" (safe)")
            if name == last:
                tip += "\n" + _tr("The last tile played")
            look = SquareLook(
                owner=owner,
                chain_index=index,
                initial=initial,
                last=name == last,
                removed=owner is None and name in removed,
                playable=owner is None and name in playable,
                highlighted=name == self._highlight,
                focused=name == self._focus,
            )
            if item.set_look(look, tip):
                changed.append(name)
        return changed

    def _restyle(self, *tiles: str | None) -> None:
        """Refresh the looks of a few squares after a highlight or focus change."""
        for tile in tiles:
            if tile is None or tile not in self._squares:
                continue
            item = self._squares[tile]
            item.set_look(
                replace(item.look, highlighted=tile == self._highlight, focused=tile == self._focus)
            )

    @Slot(object)
    def highlight(self, tile: str | None) -> None:
        """Mark ``tile``'s square (the rack's hover), or none."""
        if tile == self._highlight:
            return
        old, self._highlight = self._highlight, tile if tile in self._squares else None
        self._restyle(old, self._highlight)

    def set_focus_tile(self, tile: str | None) -> None:
        """Put the keyboard focus on a playable square (None removes it)."""
        if tile is not None and tile not in self._playable:
            return
        old, self._focus = self._focus, tile
        self._restyle(old, tile)

    def move_focus(self, columns: int, rows: int) -> None:
        """Move the keyboard focus to the nearest playable square in a direction."""
        if not self._playable:
            return
        if self._focus is None:
            self.set_focus_tile(self._playable[0])
            return
        here = self._squares[self._focus]
        best: tuple[float, str] | None = None
        for tile in self._playable:
            item = self._squares[tile]
            dc, dr = item.column - here.column, item.row - here.row
            along = dc * columns + dr * rows
            if along <= 0:
                continue
            across = abs(dc * rows) + abs(dr * columns)
            score = along + 2.5 * across
            if best is None or score < best[0]:
                best = (score, tile)
        if best is not None:
            self.set_focus_tile(best[1])

    def activate_focus(self) -> bool:
        """Play the focused square (emits ``tile_chosen``); whether there was one."""
        if self._focus is None or self._focus not in self._playable:
            return False
        self.tile_chosen.emit(self._focus)
        return True

    # -- mouse -----------------------------------------------------------------------

    def square_at(self, pos: QPointF) -> SquareItem | None:
        """The square under the scene point ``pos``, if any."""
        for item in self.items(pos):
            if isinstance(item, SquareItem) and item.shape().contains(item.mapFromScene(pos)):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        item = self.square_at(event.scenePos())
        event.accept()
        if item is not None and item.tile in self._playable:
            self.tile_chosen.emit(item.tile)


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`, scaled to the widget keeping the board's aspect.

    Keyboard: the arrow keys move a focus square among the playable squares, Enter or
    Space plays it.

    Signals:
        tile_chosen(str): forwarded from the scene.
    """

    tile_chosen = Signal(str)

    def __init__(self, scene: BoardScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = scene if scene is not None else BoardScene(self)
        self.setScene(self._board)
        self._board.tile_chosen.connect(self.tile_chosen)
        self._board.sceneRectChanged.connect(self._scene_rect_changed)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(QBrush(QColor(BOARD_COLOUR)))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(QSize(240, 180))

    def board_scene(self) -> BoardScene:
        """The scene shown (typed, unlike ``scene()``)."""
        return self._board

    def update_game(self, game: Game, viewer: int | None) -> list[str]:
        """Show ``game`` as ``viewer`` sees it (see :meth:`BoardScene.update_game`)."""
        return self._board.update_game(game, viewer)

    @Slot(object)
    def highlight(self, tile: str | None) -> None:
        """Mark ``tile``'s square, or none (connect the rack's ``tile_hovered`` here)."""
        self._board.highlight(tile)

    @Slot(QRectF)
    def _scene_rect_changed(self, rect: QRectF) -> None:
        self.fit()

    def fit(self) -> None:
        """Scale the board to the widget, keeping its aspect."""
        rect = self._board.sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        key = event.key()
        if key in moves:
            self._board.move_focus(*moves[Qt.Key(key)])
            event.accept()
            return
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key in enter and self._board.activate_focus():
            event.accept()
            return
        super().keyPressEvent(event)
