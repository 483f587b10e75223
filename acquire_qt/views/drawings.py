"""Drawings made once and copied: :func:`drawing` keeps in Qt's pixmap cache what is slow
to draw and drawn again and again in the same way.

Antialiased shapes cost in proportion to their area, and a stroked outline several times a
filled one: a card's rounded frame with its shadow takes about a quarter of a millisecond
to draw, a tile's face with its bevel a fifth, and the frame after a decision repaints
several of each. Copied from a pixmap they cost a few microseconds.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache


def drawing(
    key: str, width: float, height: float, ratio: float, draw: Callable[[QPainter], None]
) -> QPixmap:
    """The pixmap of ``width`` × ``height`` logical pixels at device pixel ratio ``ratio``
    that ``draw`` paints on a transparent ground; drawn once per ``key`` (which must say
    everything the drawing depends on, the size and ratio included)."""
    name = "acquire-" + key
    pixmap = QPixmap()
    if QPixmapCache.find(name, pixmap):
        return pixmap
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    draw(painter)
    if painter.isActive():
        painter.end()
    QPixmapCache.insert(name, pixmap)
    return pixmap
