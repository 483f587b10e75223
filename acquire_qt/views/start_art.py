"""The start page's art: the table it lies on, the cards on the table, and pictures of
boards drawn by the board's own code.

The page is the game's table (the felt or slate of :data:`~.board.TABLE`, by theme), with
text on it in :data:`TABLE_TEXT`. A :class:`TableCard` is a card lying on it: a rounded
face with an edge and a soft shadow, in the palette's colours (Base and Text in the light
theme, Button and ButtonText in the dark one, where a card lighter than the slate reads
as lying on it). A :class:`BoardPicture` shows a game's board as a picture: a
:class:`~.board.BoardScene` rendered into a pixmap once per game, size and theme, then
copied on every repaint. :func:`showcase_game` is the position the page shows off (a real
game, seeded, played at random to the middle) and :func:`saved_game` reads a saved game
for its picture once per file and modification time.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QWidget

from acquire_qt.engine import Game, GameReader, Kind, Rules, new_game
from acquire_qt.presentation.palette import DARK, LIGHT, Theme
from acquire_qt.storage import SaveFileError, read_game

from .board import TABLE, BoardScene
from .cards import RADIUS, large_font

TABLE_TEXT = "#F4F1E8"
"""Text lying straight on the table (the page's title): paper white, readable on the
felt and on the slate."""
SHOWCASE_SEED = 4
"""The seed of the game the page shows off (a board with all seven chains)."""
SHOWCASE_CHAINS = 6
"""The showcase is the first turn of seat 0 with at least this many chains on the board…"""
SHOWCASE_TILES = 36
"""… and at least this many tiles."""
SHOWCASE_ACTIONS = 400
"""The most actions played looking for it (a bound; the game may change)."""
SHADOW_ROOM = 4
"""Pixels under and beside a card that its shadow takes (the card's layout leaves them)."""
CARD_MARGINS = (16, 12, 16 + SHADOW_ROOM, 14 + SHADOW_ROOM)
"""Inside a card, around its contents (left, top, right, bottom): its shadow's room too."""
PICTURE_WIDTH = 360
"""The width a board picture asks for (a layout gives it more where it has room)."""
GAMES_KEPT = 16
"""Saved games kept read for their pictures (the start page lists twelve)."""


def page_theme() -> Theme:
    """The board's theme that goes with the application's colours now: dark where its
    window colour is dark (the theme setting's palettes, or the desktop's)."""
    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return DARK if window.lightness() < 128 else LIGHT


def table_colour(theme: Theme) -> QColor:
    return QColor(TABLE.get(theme.name, TABLE["light"]))


def dress(widget: QWidget, ground: QBrush, text: QColor) -> None:
    """Give ``widget`` the background ``ground`` and the text colour ``text``, unless it
    has them (a palette change, from the theme or a parent, may call this again)."""
    palette = widget.palette()
    window = QPalette.ColorRole.Window
    if palette.brush(window) == ground and palette.color(QPalette.ColorRole.WindowText) == text:
        return
    palette = QPalette(palette)
    palette.setBrush(window, ground)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    widget.setPalette(palette)


def dress_as_table(widget: QWidget) -> None:
    """``widget`` (the page) painted as the table, its text on it in :data:`TABLE_TEXT`."""
    dress(widget, QBrush(table_colour(page_theme())), QColor(TABLE_TEXT))
    widget.setAutoFillBackground(True)


def card_colours() -> tuple[QColor, QColor]:
    """A card's face and its text, from the application's palette (see the module)."""
    palette = QGuiApplication.palette()
    if page_theme() is DARK:
        return palette.color(QPalette.ColorRole.Button), palette.color(
            QPalette.ColorRole.ButtonText
        )
    return palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)


class TableCard(QFrame):
    """A card on the table (see the module): its children read as on its face.

    The face is painted here, rounded; the palette's window colour names it (with no
    brush, so that nothing square is painted under the corners) for whatever asks what
    the card's text lies on.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferred_width = 0
        """The width the card asks for where there is room (its least stays its
        contents'): a page in a stack of pages must not make the others wider."""
        self.setAutoFillBackground(True)
        self._dress()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.preferred_width or hint.width(), hint.height())

    def _dress(self) -> None:
        face, text = card_colours()
        dress(self, QBrush(face, Qt.BrushStyle.NoBrush), text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._dress()  # the colours of the theme just chosen
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self.palette().color(QPalette.ColorRole.Window)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5 - SHADOW_ROOM / 2, -0.5 - SHADOW_ROOM)
        painter.setPen(Qt.PenStyle.NoPen)
        for drop, alpha in ((SHADOW_ROOM, 28), (SHADOW_ROOM / 2, 40)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(frame.translated(drop / 2, drop), RADIUS, RADIUS)
        edge = self.palette().color(
            QPalette.ColorRole.Mid if page_theme() is LIGHT else QPalette.ColorRole.Light
        )
        painter.setPen(edge)
        painter.setBrush(face)
        painter.drawRoundedRect(frame, RADIUS, RADIUS)
        painter.end()


def card_heading(label: QLabel) -> None:
    """``label`` set as a card's heading: the large size of the type around it, bold (set
    again when that type changes)."""
    label.setFont(QFont())  # the type around it, inherited again
    label.setFont(large_font(label.font()))


# -- pictures of boards ------------------------------------------------------------------


class PictureScene(BoardScene):
    """A board scene drawn on no table: the picture's corners stay transparent, so it
    lies on whatever is under it (the page's table, a card's face)."""

    def table_colour(self) -> QColor:
        return QColor(Qt.GlobalColor.transparent)


def picture_rect(scene: BoardScene) -> QRectF:
    """What a picture of ``scene`` shows: the board and the room of its plate's shadow."""
    return scene.sceneRect().adjusted(-8, -4, 8, 12)


def board_pixmap(scene: BoardScene, size: QSize, ratio: float) -> QPixmap:
    """``scene`` drawn as large as fits in ``size`` (logical pixels, its aspect kept),
    sharp at the device pixel ratio ``ratio``."""
    source = picture_rect(scene)
    scale = min(size.width() / source.width(), size.height() / source.height())
    width, height = source.width() * scale, source.height() * scale
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, width, height), source)
    painter.end()
    return pixmap


class BoardPicture(QWidget):
    """A game's board as a picture (see the module), as large as the widget allows with
    its aspect kept, in its top left corner; nothing where there is no game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = PictureScene(self)
        self.game: GameReader | None = None
        self._pixmap: QPixmap | None = None
        self._drawn_for: tuple[object, ...] = ()
        self.renders = 0
        """How many times the picture was drawn (rather than copied)."""
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(96, 72)

    def set_game(self, game: GameReader | None, viewer: int | None = None) -> None:
        """Show ``game``'s board as ``viewer`` sees it (None: the whole board)."""
        if game is self.game:
            return
        self.game = game
        self._drawn_for = ()
        if game is not None:
            self.scene.update_game(game, viewer)
        self.update()

    def aspect(self) -> float:
        """Height over width of the picture."""
        rect = picture_rect(self.scene)
        return rect.height() / rect.width() if rect.width() > 0 else 0.75

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width * self.aspect())

    def sizeHint(self) -> QSize:
        return QSize(PICTURE_WIDTH, self.heightForWidth(PICTURE_WIDTH))

    def picture(self) -> QPixmap | None:
        """The picture at the widget's size now (drawn if it is not yet)."""
        if self.game is None or self.width() <= 0 or self.height() <= 0:
            return None
        theme = page_theme()
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, theme.name)
        if key != self._drawn_for or self._pixmap is None:
            if self.scene.theme() is not theme:
                self.scene.set_theme(theme)
            self._pixmap = board_pixmap(self.scene, self.size(), ratio)
            self._drawn_for = key
            self.renders += 1
        return self._pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        pixmap = self.picture()
        if pixmap is None:
            return
        painter = QPainter(self)
        painter.drawPixmap(0, 0, pixmap)
        painter.end()


@lru_cache(maxsize=1)
def showcase_game() -> Game:
    """The game the page shows off: classic Acquire, seeded, played at random (never
    ending a game early) to seat 0's first turn with a full board (see the constants)."""
    game = new_game(Rules.classic(), ["Ann", "Basil", "Cleo", "Dora"], seed=SHOWCASE_SEED)
    chooser = random.Random(SHOWCASE_SEED)
    for _ in range(SHOWCASE_ACTIONS):
        pending = game.pending
        if pending is None:
            break
        data = game.to_dict()
        chains = sum(1 for chain in data["chains"].values() if chain["size"] > 0)
        if (
            pending.kind is Kind.PLAY
            and pending.player == 0
            and chains >= SHOWCASE_CHAINS
            and len(data["board"]) >= SHOWCASE_TILES
        ):
            break
        actions = game.legal_actions()
        game.apply(chooser.choice([a for a in actions if str(a) != "end"] or actions))
    return game


_read: dict[tuple[str, int], Game | None] = {}


def saved_game(path: Path) -> Game | None:
    """The game in ``path``, read once per file and modification time (None if it cannot
    be read)."""
    try:
        key = (str(path), path.stat().st_mtime_ns)
    except OSError:
        return None
    if key not in _read:
        try:
            game: Game | None = read_game(path)
        except SaveFileError:
            game = None
        if len(_read) >= GAMES_KEPT:
            del _read[next(iter(_read))]
        _read[key] = game
    return _read[key]
