"""A square of the board: :class:`SquareItem` paints a :class:`SquareLook`.

A look is plain data worked out from the game's public face (by
:class:`~.board.BoardScene`); an item repaints only when its look changes. Text and
lines are sized for the square's size on screen (:class:`Sizes`), so a large board
stays legible. The scene's geometry (:data:`SQUARE`, :data:`GAP`, :data:`MARGIN`) is
set here, where the squares are placed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from acquire_qt.presentation.palette import LIGHT, Theme, chain_colour, text_colour

from .drawings import drawing
from .emblems import chain_emblem

SQUARE = 100.0
"""Side of a square in scene units (the view scales the whole scene)."""
GAP = 8.0
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
BOTTOM_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
EMBLEM_SHARE = 0.46
"""The emblem's side on a chain tile, as a share of the square's."""
TILE_REACH = QRectF(-2, -2, SQUARE + 8, SQUARE + 9)
"""Where a tile's drawing reaches (its shadow falls below and to the right)."""
RING_REACH = 9.0
"""How far the highlight ring reaches into the gap around a square (scene units)."""
SQUARE_REACH = QRectF(-RING_REACH, -RING_REACH, SQUARE + 2 * RING_REACH, SQUARE + 2 * RING_REACH)
"""Where a square's drawing reaches (its highlight ring reaches into the gap)."""
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

    The item knows its tile name and look; clicks are handled by :class:`~.board.BoardScene`.
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
        return QRectF(SQUARE_REACH)

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
        # A square goes back and forth between a few looks (a tile in hand is playable in
        # its holder's turn only): each is drawn once and copied.
        key = "square:" + repr((self.tile, self._look, self._theme.name, self._hovered, z))
        paint_drawing(painter, key, SQUARE_REACH, lambda p: self._draw(p, z))

    def _draw(self, painter: QPainter, z: Sizes) -> None:
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
        """A tile on the board (see :func:`paint_tile`): a loose tile shows its name; a
        chain tile the chain's emblem, its initial, the square's name in the corner, the
        chain's tier as dots and a lock when it is safe."""
        look = self._look
        loose = look.owner == LOOSE
        fill = QColor(self._theme.loose) if loose else chain_colour(look.chain_index)
        ink = QColor(self._theme.loose_label) if loose else text_colour(fill)
        if loose:
            paint_tile(painter, fill, z.square_px)
            if z.show_empty_name:
                painter.setPen(ink)
                painter.setFont(scene_font(z.name, True))
                painter.drawText(SQUARE_RECT, CENTRE, self.tile)
            return
        paint_tile(painter, fill, z.square_px, look.owner, look.initial, z, look.safe)
        if not z.small:
            painter.setPen(ink)
            painter.setFont(scene_font(z.corner, True))
            painter.drawText(SQUARE_RECT.adjusted(11, 8, -8, -4), TOP_LEFT, self.tile)
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


def paint_tile(
    painter: QPainter,
    fill: QColor,
    square_px: float,
    chain: str | None = None,
    initial: str = "",
    z: Sizes | None = None,
    safe: bool = False,
) -> None:
    """A tile's body in the square (0, 0, :data:`SQUARE`, :data:`SQUARE`): a shadow, a
    face of ``fill`` with a bevel (light from the top left) and, for a ``chain``'s tile,
    its emblem and its initial (two cues besides the colour); below
    :data:`SMALL_SQUARE_PX` only the initial, larger. ``square_px`` is the square's size on
    screen. The board's squares and the merger's fading tiles both paint with this.

    Painted at a uniform scale (a square of the board), the tile is drawn once per look
    and size (:func:`~.drawings.drawing`) and copied to the nearest whole device pixel; a
    squeezed tile (a merger's turning one) is drawn afresh."""
    shown = z if z is not None else _sizes(square_px, 1.0)
    look = (fill.rgba(), chain, initial, shown.small, shown.initial, shown.corner, safe, square_px)
    paint_drawing(
        painter,
        "tile-body:" + repr(look),
        TILE_REACH,
        lambda p: _draw_tile(p, fill, square_px, chain, initial, z, safe),
    )


def paint_drawing(
    painter: QPainter, key: str, reach: QRectF, draw: Callable[[QPainter], None]
) -> None:
    """Paint what ``draw`` paints within ``reach`` (scene units): at a uniform scale (a
    square of the board), drawn once per ``key`` and scale (:func:`~.drawings.drawing`)
    and copied to the nearest whole device pixel; otherwise (a merger's turning tile,
    squeezed) drawn afresh."""
    device = painter.deviceTransform()
    scale = device.m11()
    if scale <= 0 or device.m22() != scale or device.m12() or device.m21():
        draw(painter)
        return
    ratio = painter.device().devicePixelRatioF()
    units = scale / ratio  # the pixmap's logical pixels per scene unit

    def draw_scaled(pixmap_painter: QPainter) -> None:
        pixmap_painter.scale(units, units)
        pixmap_painter.translate(-reach.topLeft())
        draw(pixmap_painter)

    full_key = f"{key}@{scale:.6f}x{ratio}"
    width, height = reach.width() * units, reach.height() * units
    pixmap = drawing(full_key, width, height, ratio, draw_scaled)
    corner = device.map(reach.topLeft())
    painter.save()
    painter.resetTransform()
    # What is left of the device transform: the pixel ratio and, for a widget painted
    # into its window's backing store (an item without a cache, on the view's
    # viewport), its offset there; the pixmap goes where it maps to that whole pixel.
    left, _invertible = painter.deviceTransform().inverted()
    painter.drawPixmap(left.map(QPointF(round(corner.x()), round(corner.y()))), pixmap)
    painter.restore()


def _draw_tile(
    painter: QPainter,
    fill: QColor,
    square_px: float,
    chain: str | None,
    initial: str,
    z: Sizes | None,
    safe: bool,
) -> None:
    """Draw the tile :func:`paint_tile` shows."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawRoundedRect(SQUARE_RECT.translated(3, 4), *ROUND)
    painter.setPen(QPen(fill.darker(175), 1.5))
    painter.setBrush(fill)
    painter.drawRoundedRect(SQUARE_RECT.adjusted(1, 1, -1, -1), *ROUND)
    # The bevel: light along the top and left edges, shade along the bottom and right
    # (filled strips: much cheaper to draw than stroked lines).
    bevel = max(BEVEL, 1.2 * SQUARE / max(square_px, 0.5))  # at least about a pixel
    near, far = 2.5, SQUARE - 2.5 - bevel
    long = far - near - ROUND[0]
    light, shade = QColor(255, 255, 255, 140), QColor(0, 0, 0, 80)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.fillRect(QRectF(near + ROUND[0] / 2, near, long, bevel), light)
    painter.fillRect(QRectF(near, near + ROUND[0] / 2, bevel, long), light)
    painter.fillRect(QRectF(near + ROUND[0] / 2 + bevel, far, long, bevel), shade)
    painter.fillRect(QRectF(far, near + ROUND[0] / 2 + bevel, bevel, long), shade)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if chain is None:
        return
    z = z if z is not None else _sizes(square_px, 1.0)
    ink = text_colour(fill)
    painter.setPen(ink)
    if z.small:
        painter.setFont(scene_font(z.initial, True))
        # Lower and to the left where the lock takes the top right corner.
        room = SQUARE_RECT.adjusted(0, 14, -10, 0) if safe else SQUARE_RECT
        painter.drawText(room, CENTRE, initial)
        return
    emblem = chain_emblem(chain, max(1, round(EMBLEM_SHARE * square_px)), ink)
    side = EMBLEM_SHARE * SQUARE
    target = QRectF((SQUARE - side) / 2, SQUARE * 0.56 - side / 2, side, side)
    painter.drawPixmap(target, emblem, QRectF(emblem.rect()))
    painter.setFont(scene_font(z.corner, True))
    painter.drawText(SQUARE_RECT.adjusted(11, 0, 0, -7), BOTTOM_LEFT, initial)


@lru_cache(maxsize=64)
def _sizes(square_px: float, name_ratio: float) -> Sizes:
    return Sizes.for_square(square_px, name_ratio)
