"""The board: a graphics scene of squares over a game's board, and the view that shows it.

:class:`BoardScene` holds one thin :class:`SquareItem` per square. Each item paints a
:class:`SquareLook` (plain data worked out from the game's public face) and repaints
only when its look changes. Whether a square may be played comes from
``game.pending.tiles``; the scene knows no rules. Text and lines are sized for the
square's size on screen, so a large board stays legible. :class:`BoardView` fits the
scene to the window or zooms and pans it, and offers keyboard play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import (
    QCoreApplication,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
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

from acquire_qt.engine import Game, Kind, Outcome, Rules
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import LIGHT, Theme, chain_colour, text_colour

SQUARE = 100.0
"""Side of a square in scene units (the view scales the whole scene)."""
GAP = 8.0
PIXMAP_CACHE_KB = 64 * 1024
"""Qt's pixmap cache, where the squares keep their drawings, holds at least this much."""
MARGIN = 14.0
SQUARE_RECT = QRectF(0, 0, SQUARE, SQUARE)
ROUND = (SQUARE * 0.08, SQUARE * 0.08)
"""The corner radii of a tile."""
BEVEL = 4.5
"""Width of a tile's bevel (scene units; at least a pixel on screen)."""
SUNK = 3.0
"""Width of the shade along an empty square's top and left edges."""
CENTRE = Qt.AlignmentFlag.AlignCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
MAX_SQUARE_PX = 120.0
"""The most a view zooms in: squares this many pixels wide."""
ZOOM_STEP = 1.25
"""One step of zoom (a key press, or one notch of the wheel)."""
ZOOM_TOLERANCE = 1e-3
FIT_MARGIN = 2
"""Pixels left around a fitted board."""
RING_REACH = 9.0
"""How far the highlight ring reaches into the gap around a square (scene units)."""
MIN_NAME_SQUARE_PX = 14.0
"""Below this size on screen (pixels a side), empty squares no longer show their names."""
SMALL_SQUARE_PX = 36.0
"""Below this size on screen, chain tiles show only their initial, larger, and removed
squares show their name over a faint cross (a corner label would be unreadable)."""
NAME_MIN_PX = 9.0
"""Square names aim at least this many pixels high on screen, where they fit."""
NAME_FILL = 0.84
"""The widest square name fills at most this share of a square's width."""

LOOSE = "loose"


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


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
    unplayable: bool = False
    """The viewer holds this square's tile but may not play it (it would merge safe
    chains, or found a chain when none is left)."""
    safe: bool = False
    """The tile's chain is safe (it cannot be absorbed)."""
    tier: int = 0
    """The tile's chain's price tier, 1 the cheapest (0: its rule set has no tiers)."""
    highlighted: bool = False
    focused: bool = False


@lru_cache(maxsize=256)
def scene_font(pixels: int, bold: bool) -> QFont:
    """A font ``pixels`` scene units high (made once per size)."""
    font = QFont()
    font.setPixelSize(max(1, pixels))
    font.setBold(bold)
    return font


@lru_cache(maxsize=4096)
def text_width_ratio(text: str, bold: bool = True) -> float:
    """The advance of ``text`` divided by the font's pixel size (how wide it sets)."""
    reference = 100
    return QFontMetricsF(scene_font(reference, bold)).horizontalAdvance(text) / reference


@dataclass(frozen=True, slots=True)
class Sizes:
    """Fonts and line widths for one square size on screen, in scene units.

    Text and lines are chosen in screen pixels relative to the square (``square_px``,
    pixels a side) so that they stay legible when the board is small, then converted to
    scene units, which the view scales.
    """

    square_px: float
    name: int
    """Pixel size (scene units) of a square's name (centred)."""
    show_empty_name: bool
    """Whether empty squares (and loose tiles) show their names; playable ones always do."""
    small: bool
    """Too small for a corner label: chain tiles show only a larger initial."""
    corner: int
    initial: int
    playable_edge: float
    last_outer: float
    last_inner: float
    ring_outer: float
    ring_inner: float
    focus: float
    cross: float

    @staticmethod
    def for_square(square_px: float, name_ratio: float) -> Sizes:
        """The sizes for squares ``square_px`` pixels wide whose widest name sets
        ``name_ratio`` times its font size."""
        s = max(square_px, 0.5)
        unit = s / SQUARE  # screen pixels per scene unit

        def scene(pixels: float) -> float:
            return pixels / unit

        fit = NAME_FILL * s / max(name_ratio, 0.5)
        name_px = min(fit, max(0.3 * s, NAME_MIN_PX))
        small = s < SMALL_SQUARE_PX
        corner_px = min(0.22 * s, 0.8 * s / max(name_ratio, 0.5))
        initial_px = 0.62 * s if small else 0.56 * s
        return Sizes(
            square_px=s,
            name=round(scene(name_px)),
            show_empty_name=s >= MIN_NAME_SQUARE_PX,
            small=small,
            corner=round(scene(corner_px)),
            initial=round(scene(initial_px)),
            playable_edge=max(5.0, scene(1.5)),
            last_outer=max(6.0, scene(2.5)),
            last_inner=max(2.5, scene(1.25)),
            ring_outer=max(11.0, scene(4.5)),
            ring_inner=max(6.0, scene(2.5)),
            focus=max(3.0, scene(1.6)),
            cross=max(7.0, scene(1.3)),
        )


class SquareItem(QGraphicsItem):
    """One square of the board: paints its :class:`SquareLook`, nothing more.

    The item knows its tile name and look; clicks are handled by :class:`BoardScene`.
    Text and line widths follow the square's size on screen (see :class:`Sizes`).
    """

    def __init__(self, tile: str, column: int, row: int, name_ratio: float | None = None) -> None:
        super().__init__()
        self.tile = tile
        self.column = column
        self.row = row
        self.name_ratio = name_ratio if name_ratio is not None else text_width_ratio(tile)
        """How wide the board's widest name sets, relative to its font size."""
        self._look = SquareLook()
        self._theme = LIGHT
        self._tooltip = tile
        self._hovered = False
        self._sizes: Sizes | None = None
        self.paint_count = 0
        """How many times the item painted itself (tests check repaint economy)."""
        self.last_sizes: Sizes | None = None
        """The sizes of the last paint (tests read which labels showed)."""
        self.setPos(MARGIN + column * (SQUARE + GAP), MARGIN + row * (SQUARE + GAP))
        self.setAcceptHoverEvents(True)
        self.setToolTip(tile)
        # Drawn once per look and size into a pixmap: a neighbour's repaint, which
        # overlaps this square's reach, costs a copy instead of a drawing.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def look(self) -> SquareLook:
        return self._look

    def tooltip(self) -> str:
        return self._tooltip

    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        """Paint in ``theme``'s colours (repaints if they change)."""
        if theme != self._theme:
            self._theme = theme
            self.update()

    def set_look(self, look: SquareLook, tooltip: str | None = None) -> bool:
        """Show ``look`` (and ``tooltip``, if given); repaint only if the look differs.

        Returns whether the look changed (a new tooltip alone needs no repaint).
        """
        if tooltip is not None and tooltip != self._tooltip:
            self._tooltip = tooltip
            self.setToolTip(tooltip or self.tile)
        if look == self._look:
            return False
        if not look.playable:
            self._hovered = False
        self._look = look
        self.setZValue(2 if look.highlighted else 1 if look.last else 0)
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(-RING_REACH, -RING_REACH, SQUARE + 2 * RING_REACH, SQUARE + 2 * RING_REACH)

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

    def sizes_for(self, pixels_per_unit: float) -> Sizes:
        """The :class:`Sizes` for this square drawn at ``pixels_per_unit`` (cached)."""
        square_px = SQUARE * pixels_per_unit
        sizes = self._sizes
        if sizes is None or abs(sizes.square_px - square_px) > 1e-6:
            sizes = self._sizes = _sizes(square_px, self.name_ratio)
        return sizes

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.paint_count += 1
        z = self.sizes_for(option.levelOfDetailFromTransform(painter.worldTransform()))
        self.last_sizes = z
        look = self._look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if look.owner is not None:
            self._paint_tile(painter, z)
        elif look.playable:
            self._paint_playable(painter, z)
        elif look.removed:
            self._paint_removed(painter, z)
        else:
            self._paint_empty(painter, z)
        self._paint_marks(painter, z)

    def _paint_empty(self, painter: QPainter, z: Sizes) -> None:
        """An empty square, sunk into the board: a shade along its top and left edges.
        A tile the viewer holds but may not play gets a dashed frame and a bold name."""
        theme = self._theme
        painter.setPen(QPen(QColor(theme.empty_edge), 1.5))
        painter.setBrush(QColor(theme.empty))
        painter.drawRect(SQUARE_RECT)
        shade = QColor(0, 0, 0, 40)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(QRectF(1.5, 1.5, SQUARE - 3, SUNK), shade)
        painter.fillRect(QRectF(1.5, 1.5 + SUNK, SUNK, SQUARE - 3 - SUNK), shade)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._look.unplayable:
            mark = QColor(theme.unplayable_mark)
            pen = QPen(mark, z.playable_edge, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = z.playable_edge / 2 + 1
            painter.drawRoundedRect(SQUARE_RECT.adjusted(inset, inset, -inset, -inset), *ROUND)
            painter.setFont(scene_font(z.name, True))
            painter.setPen(mark)
            painter.drawText(SQUARE_RECT, CENTRE, self.tile)
        elif z.show_empty_name:
            painter.setFont(scene_font(z.name, False))
            painter.setPen(QColor(theme.empty_label))
            painter.drawText(SQUARE_RECT, CENTRE, self.tile)

    def _paint_playable(self, painter: QPainter, z: Sizes) -> None:
        theme = self._theme
        fill = QColor(theme.playable_hover if self._hovered else theme.playable)
        edge = z.playable_edge
        painter.setPen(QPen(QColor(theme.playable_edge), edge))
        painter.setBrush(fill)
        inset = edge / 2
        painter.drawRoundedRect(SQUARE_RECT.adjusted(inset, inset, -inset, -inset), *ROUND)
        painter.setFont(scene_font(z.name, True))
        painter.setPen(QColor(theme.playable_label))
        painter.drawText(SQUARE_RECT, CENTRE, self.tile)

    def _paint_removed(self, painter: QPainter, z: Sizes) -> None:
        """A square whose tile is out of the game: flat, darker than an empty square,
        crossed out, with its name."""
        theme = self._theme
        mark = QColor(theme.removed_mark)
        painter.setPen(QPen(QColor(theme.empty_edge), 1.5))
        painter.setBrush(QColor(theme.removed))
        painter.drawRect(SQUARE_RECT)
        if z.small:
            # Faint, so that a large board of dead squares stays calm.
            self._paint_cross(painter, mark, z.cross, whole=True, faint=True)
            if z.show_empty_name:
                painter.setFont(scene_font(z.name, True))
                painter.setPen(mark)
                painter.drawText(SQUARE_RECT, CENTRE, self.tile)
        else:
            self._paint_cross(painter, mark, z.cross)
            painter.setFont(scene_font(z.corner, True))
            painter.setPen(mark)
            painter.drawText(SQUARE_RECT.adjusted(10, 7, -8, -5), TOP_LEFT, self.tile)

    def _paint_tile(self, painter: QPainter, z: Sizes) -> None:
        """A tile on the board: a shadow, a face with a bevel (light from the top left),
        and its labels: a loose tile its name; a chain tile the chain's initial, the
        square's name in the corner, the chain's tier as dots and a lock when it is safe."""
        look = self._look
        loose = look.owner == LOOSE
        fill = QColor(self._theme.loose) if loose else chain_colour(look.chain_index)
        ink = QColor(self._theme.loose_label) if loose else text_colour(fill)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(SQUARE_RECT.translated(3, 4), *ROUND)
        painter.setPen(QPen(fill.darker(175), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(SQUARE_RECT.adjusted(1, 1, -1, -1), *ROUND)
        # The bevel: light along the top and left edges, shade along the bottom and right
        # (filled strips: much cheaper to draw than stroked lines).
        bevel = max(BEVEL, 1.2 * SQUARE / z.square_px)  # at least about a pixel on screen
        near, far = 2.5, SQUARE - 2.5 - bevel
        long = far - near - ROUND[0]
        light, shade = QColor(255, 255, 255, 140), QColor(0, 0, 0, 80)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(QRectF(near + ROUND[0] / 2, near, long, bevel), light)
        painter.fillRect(QRectF(near, near + ROUND[0] / 2, bevel, long), light)
        painter.fillRect(QRectF(near + ROUND[0] / 2 + bevel, far, long, bevel), shade)
        painter.fillRect(QRectF(far, near + ROUND[0] / 2 + bevel, bevel, long), shade)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(ink)
        if loose:
            if z.show_empty_name:
                painter.setFont(scene_font(z.name, True))
                painter.drawText(SQUARE_RECT, CENTRE, self.tile)
            return
        if z.small:
            painter.setFont(scene_font(z.initial, True))
            # Lower and to the left where the lock takes the top right corner.
            room = SQUARE_RECT.adjusted(0, 14, -10, 0) if look.safe else SQUARE_RECT
            painter.drawText(room, CENTRE, look.initial)
        else:
            painter.setFont(scene_font(z.corner, True))
            painter.drawText(SQUARE_RECT.adjusted(11, 8, -8, -4), TOP_LEFT, self.tile)
            painter.setFont(scene_font(z.initial, True))
            painter.drawText(SQUARE_RECT.adjusted(0, SQUARE * 0.1, 0, 0), CENTRE, look.initial)
            self._paint_tier(painter, ink, look.tier)
        if look.safe:
            self._paint_lock(painter, ink)

    def _paint_tier(self, painter: QPainter, ink: QColor, tier: int) -> None:
        """``tier`` dots in the bottom right corner (1 the cheapest)."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for k in range(tier):
            centre = QPointF(SQUARE - 14 - k * 11, SQUARE - 14)
            painter.drawEllipse(centre, 4.0, 4.0)

    def _paint_lock(self, painter: QPainter, ink: QColor) -> None:
        """A padlock in the top right corner: the chain is safe."""
        body = QRectF(SQUARE - 29, 17, 17, 13)
        painter.setPen(QPen(ink, 3.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(SQUARE - 26, 8, 11, 16), 0, 180 * 16)
        painter.drawLine(QPointF(SQUARE - 26, 16), QPointF(SQUARE - 26, 18))
        painter.drawLine(QPointF(SQUARE - 15, 16), QPointF(SQUARE - 15, 18))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawRoundedRect(body, 2.5, 2.5)

    def _paint_marks(self, painter: QPainter, z: Sizes) -> None:
        """The last tile's frame, the highlight ring and the keyboard focus, over the square."""
        look = self._look
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if look.last:
            # A black frame on the tile's edge and a white one inside: visible on any colour.
            painter.setPen(QPen(QColor("#000000"), z.last_outer))
            painter.drawRoundedRect(SQUARE_RECT, *ROUND)
            inset = max(4.2, (z.last_outer + z.last_inner) / 2)
            painter.setPen(QPen(QColor("#FFFFFF"), z.last_inner))
            painter.drawRoundedRect(SQUARE_RECT.adjusted(inset, inset, -inset, -inset), *ROUND)
        if look.highlighted:
            # The ring's outer edge stays within the bounding rectangle; a thick ring
            # (a small board) grows inwards, over the square's edge.
            outer = RING_REACH - 0.5 - z.ring_outer / 2
            ring = SQUARE_RECT.adjusted(-outer, -outer, outer, outer)
            painter.setPen(QPen(QColor("#000000"), z.ring_outer))
            painter.drawRoundedRect(ring, *ROUND)
            painter.setPen(QPen(QColor(self._theme.highlight), z.ring_inner))
            painter.drawRoundedRect(ring, *ROUND)
        if look.focused:
            pen = QPen(QColor("#000000"), z.focus, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            inset = max(11.0, z.playable_edge + z.focus)
            painter.drawRoundedRect(SQUARE_RECT.adjusted(inset, inset, -inset, -inset), *ROUND)

    def _paint_cross(
        self,
        painter: QPainter,
        colour: QColor,
        width: float,
        whole: bool = False,
        faint: bool = False,
    ) -> None:
        colour = QColor(colour)
        if faint:  # behind the name
            colour.setAlphaF(0.4)
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        if whole:
            a, b, top = SQUARE * 0.2, SQUARE * 0.8, SQUARE * 0.2
        else:  # below the corner label
            a, b, top = SQUARE * 0.3, SQUARE * 0.74, SQUARE * 0.34
        painter.drawLine(QPointF(a, top), QPointF(b, top + (b - a)))
        painter.drawLine(QPointF(b, top), QPointF(a, top + (b - a)))


@lru_cache(maxsize=64)
def _sizes(square_px: float, name_ratio: float) -> Sizes:
    return Sizes.for_square(square_px, name_ratio)


@lru_cache(maxsize=16)
def tier_ranks(rules: Rules) -> tuple[int, ...]:
    """Each chain's price tier as a rank, 1 the cheapest, by the price of its shares when
    founded; all 0 where every chain starts at the same price (no tiers to show)."""
    starts = [next((price for price in spec.prices if price), 0) for spec in rules.chains]
    levels = sorted(set(starts))
    if len(levels) < 2:
        return tuple(0 for _ in starts)
    return tuple(levels.index(start) + 1 for start in starts)


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
        self._theme = LIGHT
        self.setBackgroundBrush(QBrush(QColor(LIGHT.board)))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        # Room for every square's cached drawing on a large screen (108 squares of
        # ~170 px at 2560x1440 are ~12 MB, over Qt's default 10 MB: they would evict
        # each other and be drawn afresh).
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))

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

    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        """Paint the board in ``theme``'s colours (every square repaints once)."""
        self._theme = theme
        self.setBackgroundBrush(QBrush(QColor(theme.board)))
        for item in self._squares.values():
            item.set_theme(theme)

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
            and pending.kind in (Kind.PLAY, Kind.ACTION)  # an Energy action may place a tile
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
        # Every square sets its name at the size that fits the widest one.
        ratio = max((text_width_ratio(name) for name in names), default=1.0)
        for index, name in enumerate(names):
            row, column = divmod(index, columns)
            item = SquareItem(name, column, row, ratio)
            item.set_theme(self._theme)
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
        tiers = tier_ranks(game.rules)
        cur = game.rules.currency
        unplayable: dict[str, Outcome] = {}
        if self._viewer is not None:
            for tile in data["players"][self._viewer].get("tiles", ()):
                result = game.tile_outcome(tile) if tile not in playable else Outcome.NOTHING
                if result in (Outcome.DEAD, Outcome.EIGHTH_CHAIN):
                    unplayable[tile] = result
        # Each tooltip's words translated once per refresh, not once per square.
        to_play = _tr("{tile}: click to place this tile ({effect})")
        was_removed = _tr("{tile}: this tile was removed from the game")
        cannot_play = _tr("{tile}: in your hand, but it cannot be played ({effect})")
        empty = _tr("{tile}: empty")
        loose = _tr("{tile}: a tile that belongs to no chain")
        in_chain = _tr("{tile}: {chain}, {size} tiles, {price} a share")
        safe = _tr(" (safe)")
        last_played = "\n" + _tr("The last tile played")
        changed = []
        for name, item in self._squares.items():
            owner = board.get(name)
            index, initial, tip = -1, "", ""
            if owner is None:
                if name in playable:
                    effect = outcome_words(game.tile_outcome(name))
                    tip = to_play.format(tile=name, effect=effect)
                elif name in removed:
                    tip = was_removed.format(tile=name)
                elif name in unplayable:
                    tip = cannot_play.format(tile=name, effect=outcome_words(unplayable[name]))
                else:
                    tip = empty.format(tile=name)
            elif owner == LOOSE:
                tip = loose.format(tile=name)
            else:
                index, initial = specs[owner]
                info = chains[owner]
                price = format_money(info["price"], cur)
                tip = in_chain.format(tile=name, chain=owner, size=info["size"], price=price)
                if info["safe"]:
                    tip += safe
            if name == last:
                tip += last_played
            look = SquareLook(
                owner=owner,
                chain_index=index,
                initial=initial,
                last=name == last,
                removed=owner is None and name in removed,
                playable=owner is None and name in playable,
                unplayable=owner is None and name in unplayable,
                safe=bool(index >= 0 and chains[owner]["safe"]),
                tier=tiers[index] if index >= 0 else 0,
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


AFTER_PAINT_MS = 50
"""The longest :meth:`BoardView.after_paint` waits for the board's next repaint."""


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`, fitted to the widget (keeping the board's aspect) or
    zoomed in.

    Zoom: :meth:`zoom_in`, :meth:`zoom_out` and :meth:`fit_board` (a window binds them to
    keys), and Ctrl with the mouse wheel (about the cursor). The zoom runs from the fitted
    board to squares of :data:`MAX_SQUARE_PX` pixels. A fitted board stays fitted when the
    widget is resized; a zoomed one keeps its scale (it fits again once the widget is big
    enough to show the whole board at that scale). Zoomed in, the board pans with the
    scroll bars, the wheel, and by dragging with the middle button, or the left one
    anywhere but on a square the viewer may play.

    Keyboard: the arrow keys move a focus square among the playable squares (scrolled into
    view when zoomed), Enter or Space plays it.

    Signals:
        tile_chosen(str): forwarded from the scene.
        zoom_changed(): the scale or the fitted state changed.
    """

    tile_chosen = Signal(str)
    zoom_changed = Signal()

    def __init__(self, scene: BoardScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = scene if scene is not None else BoardScene(self)
        self._fitted = True
        self._pan_from: QPoint | None = None
        self._pan_button = Qt.MouseButton.NoButton
        self.setScene(self._board)
        self._board.tile_chosen.connect(self.tile_chosen)
        self._board.sceneRectChanged.connect(self._scene_rect_changed)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self._set_scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(QSize(240, 180))
        # Zooming places the board itself. A resize keeps the top left corner in place:
        # when the scroll bars appear (right and bottom), the point zoomed about stays put.
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self._after_paint: list[Callable[[], None]] = []
        self._after_paint_timer = QTimer(self)
        self._after_paint_timer.setSingleShot(True)
        self._after_paint_timer.timeout.connect(self._run_after_paint)

    def after_paint(self, job: Callable[[], None]) -> None:
        """Run ``job`` just after the board's next repaint, or after
        :data:`AFTER_PAINT_MS` if none comes: work that need not hold up the frame a player
        waits for after deciding (their tile on the board), such as taking away the marks
        of what was new to them."""
        self._after_paint.append(job)
        if not self._after_paint_timer.isActive():
            self._after_paint_timer.start(AFTER_PAINT_MS)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint:
            self._after_paint_timer.start(0)  # once this repaint is on the screen

    @Slot()
    def _run_after_paint(self) -> None:
        jobs, self._after_paint = self._after_paint, []
        for job in jobs:
            job()

    def board_scene(self) -> BoardScene:
        """The scene shown (typed, unlike ``scene()``)."""
        return self._board

    def update_game(self, game: Game, viewer: int | None) -> list[str]:
        """Show ``game`` as ``viewer`` sees it (see :meth:`BoardScene.update_game`)."""
        return self._board.update_game(game, viewer)

    def set_theme(self, theme: Theme) -> None:
        """Paint the board in ``theme``'s colours (see :meth:`BoardScene.set_theme`)."""
        self._board.set_theme(theme)

    @Slot(object)
    def highlight(self, tile: str | None) -> None:
        """Mark ``tile``'s square, or none (connect the rack's ``tile_hovered`` here);
        a zoomed view scrolls the square into sight."""
        self._board.highlight(tile)
        self.show_tile(self._board.highlighted_tile())

    def show_tile(self, tile: str | None) -> None:
        """Scroll (when zoomed) so that ``tile``'s square is in view, with some room."""
        if tile is None or self._fitted or tile not in self._board.squares():
            return
        item = self._board.square(tile)
        room = max(8, round(SQUARE * 0.4 * self.scale_factor()))
        self.ensureVisible(item.sceneBoundingRect(), room, room)

    # -- zoom ------------------------------------------------------------------------

    def scale_factor(self) -> float:
        """Pixels per scene unit (a square is :data:`SQUARE` units wide)."""
        return float(self.transform().m11())

    def square_pixels(self) -> float:
        """The side of a square on screen, in pixels."""
        return SQUARE * self.scale_factor()

    def is_fitted(self) -> bool:
        """Whether the whole board is fitted to the widget (rather than zoomed in)."""
        return self._fitted

    def fit_scale(self) -> float:
        """The scale at which the whole board fits the widget."""
        rect = self._board.sceneRect()
        if rect.isEmpty():
            return 1.0
        room = self.maximumViewportSize()  # as if there were no scroll bars
        width = max(1, room.width() - 2 * FIT_MARGIN)
        height = max(1, room.height() - 2 * FIT_MARGIN)
        return min(width / rect.width(), height / rect.height())

    def max_scale(self) -> float:
        """The largest scale: squares of :data:`MAX_SQUARE_PX` pixels (or the fit, if more)."""
        return max(self.fit_scale(), MAX_SQUARE_PX / SQUARE)

    def can_zoom_in(self) -> bool:
        return self.scale_factor() < self.max_scale() * (1 - ZOOM_TOLERANCE)

    def can_zoom_out(self) -> bool:
        return not self._fitted

    @Slot()
    def zoom_in(self) -> None:
        """Zoom in one step about the centre of the view."""
        self.zoom_to(self.scale_factor() * ZOOM_STEP)

    @Slot()
    def zoom_out(self) -> None:
        """Zoom out one step about the centre of the view (down to the fitted board)."""
        self.zoom_to(self.scale_factor() / ZOOM_STEP)

    @Slot()
    def fit_board(self) -> None:
        """Fit the whole board to the widget, and keep it fitted through resizes."""
        self._fitted = True
        self._pan_from = None
        self._apply_fit()
        self.zoom_changed.emit()

    def fit(self) -> None:
        """Same as :meth:`fit_board`."""
        self.fit_board()

    def zoom_to(self, scale: float, anchor: QPointF | None = None) -> None:
        """Show the board at ``scale`` (clamped between the fit and the largest), keeping
        the scene point under ``anchor`` (viewport pixels; default: the centre) in place."""
        if self._board.sceneRect().isEmpty():
            return
        low, high = self.fit_scale(), self.max_scale()
        scale = min(max(scale, low), high)
        if scale <= low * (1 + ZOOM_TOLERANCE):
            self.fit_board()
            return
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        fixed = self.mapToScene(anchor.toPoint())
        self._fitted = False
        self._set_scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransform(QTransform.fromScale(scale, scale))
        moved = QPointF(self.mapFromScene(fixed)) - anchor
        bars = self.horizontalScrollBar(), self.verticalScrollBar()
        bars[0].setValue(bars[0].value() + round(moved.x()))
        bars[1].setValue(bars[1].value() + round(moved.y()))
        self.zoom_changed.emit()

    def _apply_fit(self) -> None:
        rect = self._board.sceneRect()
        if rect.isEmpty():
            return
        self._set_scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scale = self.fit_scale()
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def _set_scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    @Slot(QRectF)
    def _scene_rect_changed(self, rect: QRectF) -> None:
        self.fit_board()  # another board: start from the whole of it

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._fitted and self.scale_factor() <= self.fit_scale() * (1 + ZOOM_TOLERANCE):
            self._fitted = True  # the widget now shows the whole board at this scale
        if self._fitted:
            self._apply_fit()
        self.zoom_changed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._fitted:
            self._apply_fit()

    # -- mouse -----------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y() or event.angleDelta().x()
            if delta:
                self.zoom_to(self.scale_factor() * ZOOM_STEP ** (delta / 120), event.position())
            event.accept()
            return
        super().wheelEvent(event)

    def _can_pan(self) -> bool:
        bars = self.horizontalScrollBar(), self.verticalScrollBar()
        return not self._fitted and any(bar.maximum() > bar.minimum() for bar in bars)

    def _on_playable_square(self, pos: QPointF) -> bool:
        item = self._board.square_at(self.mapToScene(pos.toPoint()))
        return item is not None and item.tile in self._board.playable_tiles()

    def is_panning(self) -> bool:
        return self._pan_from is not None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        pans = button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and not self._on_playable_square(event.position())
        )
        if self._pan_from is None and pans and self._can_pan():
            self._pan_from = event.position().toPoint()
            self._pan_button = button
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is None:
            super().mouseMoveEvent(event)
            # The pointing hand over playable squares is the view's cursor, not the squares':
            # item cursors (QGraphicsItem.setCursor) crashed Qt when a new game's looks
            # were set while the mouse was over the board.
            self.update_cursor(event.position())
            return
        here = event.position().toPoint()
        moved = here - self._pan_from
        self._pan_from = here
        bars = self.horizontalScrollBar(), self.verticalScrollBar()
        bars[0].setValue(bars[0].value() - moved.x())
        bars[1].setValue(bars[1].value() - moved.y())
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() == self._pan_button:
            self._pan_from = None
            self.update_cursor(event.position())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def update_cursor(self, pos: QPointF) -> None:
        """A pointing hand over a playable square, the arrow elsewhere."""
        if self._on_playable_square(pos):
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    # -- keyboard --------------------------------------------------------------------

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
            self.show_tile(self._board.focus_tile())
            event.accept()
            return
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key in enter and self._board.activate_focus():
            event.accept()
            return
        super().keyPressEvent(event)
