"""Chain colours: the Okabe–Ito colour-blind-safe palette, plus text colours that stay readable.

Colour is never the only cue: every chain tile also carries the chain's initial.
Chains are coloured by their position in the rule set, so any rule set gets colours.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

# Okabe & Ito (2008), "Color Universal Design": distinguishable with the common colour-vision
# deficiencies. Black is left out (it is the text colour); a blue-grey takes its place.
CHAIN_COLOURS: tuple[str, ...] = (
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#009E73",  # bluish green
    "#F0E442",  # yellow
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#CC79A7",  # reddish purple
    "#7F8C9A",  # blue-grey
)
LOOSE_COLOUR = "#D9D4C7"
EMPTY_COLOUR = "#F7F5EF"
DEAD_COLOUR = "#5B5B5B"


def chain_colour(index: int) -> QColor:
    """The fill colour of the chain at ``index`` in its rule set."""
    return QColor(CHAIN_COLOURS[index % len(CHAIN_COLOURS)])


def text_colour(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background`` (WCAG relative luminance)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    luminance = (
        0.2126 * channel(background.redF())
        + 0.7152 * channel(background.greenF())
        + 0.0722 * channel(background.blueF())
    )
    return QColor("#000000") if luminance > 0.179 else QColor("#FFFFFF")


def chain_swatch(index: int, initial: str, size: int = 16) -> QPixmap:
    """A small square of the chain's colour with its initial: an icon for tables and logs.

    Needs a ``QGuiApplication`` (it paints a pixmap); the initial keeps colour from being
    the only cue.
    """
    background = chain_colour(index)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(background.darker(150), 1))
    painter.setBrush(background)
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), size / 6, size / 6)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(size * 0.7)))
    painter.setFont(font)
    painter.setPen(text_colour(background))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, initial[:1])
    painter.end()
    return pixmap
