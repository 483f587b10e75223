"""The chains' emblems: one simple drawing per chain of each rule set, our own SVG.

Each emblem is a single-colour drawing in ``resources/emblems`` named after its chain
(``Eclipse Solar`` is ``eclipse_solar.svg``); :func:`chain_emblem` paints it in any colour,
so a tile, a card or a dialog colours it for its background. A chain without a drawing
(a rule set added later) gets its initial instead, so every chain has an emblem. Emblems
are a second cue beside the chain's colour, for colour-blind players, as the initial is.

Rendering an SVG costs far more than copying a pixmap: each emblem is rendered once per
size, colour and device pixel ratio and kept (a repaint of the board copies them).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from acquire_qt.presentation.palette import chain_colour, text_colour
from acquire_qt.resources import resource_path

EMBLEM_FOLDER = "emblems"


def emblem_file(chain: str) -> str:
    """The name of ``chain``'s emblem file: lower case, spaces as underscores."""
    return chain.strip().lower().replace(" ", "_") + ".svg"


@lru_cache(maxsize=64)
def _renderer(chain: str) -> QSvgRenderer | None:
    path = resource_path(EMBLEM_FOLDER) / emblem_file(chain)
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def has_drawing(chain: str) -> bool:
    """Whether ``chain`` has an emblem of its own (else :func:`chain_emblem` shows its
    initial)."""
    return _renderer(chain) is not None


def _ratio(ratio: float | None) -> float:
    if ratio is not None:
        return max(1.0, ratio)
    app = QGuiApplication.instance()
    return float(app.devicePixelRatio()) if isinstance(app, QGuiApplication) else 1.0


def chain_emblem(
    chain: str, size: int, colour: QColor | str = "#000000", ratio: float | None = None
) -> QPixmap:
    """``chain``'s emblem ``size`` logical pixels square in ``colour`` on a transparent
    ground, sharp at the device pixel ratio ``ratio`` (default: the application's).

    Made once per chain, size, colour and ratio; the pixmap returned is shared (copy it
    before painting on it). Needs a ``QGuiApplication``."""
    name = QColor(colour).name(QColor.NameFormat.HexArgb)
    return _emblem(chain, max(1, size), name, _ratio(ratio))


@lru_cache(maxsize=512)
def _emblem(chain: str, size: int, colour: str, ratio: float) -> QPixmap:
    side = max(1, round(size * ratio))
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer = _renderer(chain)
    if renderer is not None:
        renderer.render(painter, QRectF(0, 0, side, side))
        # The drawing is black: keep its shape, take the colour.
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(QRectF(0, 0, side, side), QColor(colour))
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, round(side * 0.8)))
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, chain[:1])
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def chain_badge(chain: str, index: int, size: int, ratio: float | None = None) -> QPixmap:
    """A small tile of ``chain`` (at ``index`` in its rule set): its colour, a dark edge,
    its emblem in the colour that reads on it; ``size`` logical pixels square. For cards,
    lists and dialogs, where :func:`~acquire_qt.presentation.palette.chain_swatch` shows
    only the initial."""
    return _badge(chain, index, max(4, size), _ratio(ratio))


@lru_cache(maxsize=256)
def _badge(chain: str, index: int, size: int, ratio: float) -> QPixmap:
    side = max(1, round(size * ratio))
    fill = chain_colour(index)
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = max(1.0, side / 24)
    painter.setPen(QPen(fill.darker(160), edge))
    painter.setBrush(fill)
    box = QRectF(edge / 2, edge / 2, side - edge, side - edge)
    painter.drawRoundedRect(box, side * 0.18, side * 0.18)
    inner = round(side * 0.72)
    glyph = _emblem(chain, inner, text_colour(fill).name(QColor.NameFormat.HexArgb), 1.0)
    offset = (side - inner) / 2
    painter.drawPixmap(QRectF(offset, offset, inner, inner), glyph, QRectF(glyph.rect()))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
