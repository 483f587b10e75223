"""The view of the board: fits a :class:`~.board.BoardScene` to the window or zooms
and pans it, and offers keyboard play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from acquire_qt.engine import GameReader
from acquire_qt.presentation.palette import Theme

from .board import BoardScene
from .board_square import SQUARE

MAX_SQUARE_PX = 120.0
"""The most a view zooms in: squares this many pixels wide."""
ZOOM_STEP = 1.25
"""One step of zoom (a key press, or one notch of the wheel)."""
ZOOM_TOLERANCE = 1e-3
FIT_MARGIN = 2
"""Pixels left around a fitted board."""
AFTER_PAINT_MS = 50
"""The longest :meth:`BoardView.after_paint` waits for the board's next repaint."""


def zoom_in_keys() -> list[QKeySequence]:
    """The platform's zoom-in keys, Ctrl++ and Ctrl+= (the unshifted + on many keyboards)."""
    keys: list[QKeySequence] = []
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn)
    for sequence in (*standard, QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")):
        if not sequence.isEmpty() and sequence not in keys:
            keys.append(sequence)  # twice the same key would make the shortcut ambiguous
    return keys


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
        pointer_moved(object): where the pointer is over the view, a QPoint in the view's
            coordinates, or None once it left (the announcements over the board fade
            under it).
    """

    tile_chosen = Signal(str)
    zoom_changed = Signal()
    pointer_moved = Signal(object)

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
        # The table and the board's plate are drawn once per size and theme.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
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

    def update_game(self, game: GameReader, viewer: int | None) -> list[str]:
        """Show ``game`` as ``viewer`` sees it (see :meth:`BoardScene.update_game`)."""
        return self._board.update_game(game, viewer)

    def set_theme(self, theme: Theme) -> None:
        """Paint the board in ``theme``'s colours (see :meth:`BoardScene.set_theme`)."""
        self._board.set_theme(theme)
        self.resetCachedContent()

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
        self.pointer_moved.emit(self.viewport().mapTo(self, event.position().toPoint()))
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

    def leaveEvent(self, event: QEvent) -> None:
        self.pointer_moved.emit(None)
        super().leaveEvent(event)

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
