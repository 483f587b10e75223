"""What the others did, shown over the board: marks on new tiles, announcements, animations.

:class:`BoardOverlays` lays its own items over a :class:`~.board_view.BoardView`'s scene and
never restyles the squares themselves:

- **Marks** (:class:`PlacedMark`): a halo and a badge with the placer's initial on every
  tile placed since the viewer's last decision (from
  :class:`~acquire_qt.models.recent.SinceLastDecision`); they fade when the viewer
  decides.
- **Announcements** (:class:`Announcements`): a founding or a growth by someone else, a
  merger (with the bonuses paid) or a share split, told briefly in a card over the top
  of the board, in the chain's colour; over its bottom instead where they would cover
  fewer of the squares the viewer needs in sight (those they may play now, and the tiles
  placed since their last decision). The cards let clicks through to the board, and
  fade while the pointer is over them, so that the squares beneath show.
- **Animations**: a new mark drops onto its tile, and a merger is a moment on the board:
  the defunct chain's tiles turn over, one after the other outwards from the merging
  tile, into the survivor's (:class:`Recolour`). They are off with the
  ``view/animations`` setting and while the AI pace is instant. They only draw: no AI
  decision and no repaint of the board waits for them.

An undo shows the marks and the announcements of the decision it returns to, at rest.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import delete, isValid

from acquire_qt.controller import TableController
from acquire_qt.engine import (
    BonusPaid,
    ChainDefunct,
    ChainFounded,
    ChainGrew,
    Event,
    FounderShare,
    GameReader,
    MergerCompleted,
    MergerStarted,
    PositionReader,
    SharesSplit,
    TilePlaced,
)
from acquire_qt.models.recent import Placement, SinceLastDecision, back_to
from acquire_qt.presentation.event_text import describe
from acquire_qt.presentation.palette import chain_colour, chain_swatch

from .board_square import SQUARE, paint_tile
from .board_view import BoardView

DROP_MS = 320
"""How long a new mark takes to drop onto its tile."""
FADE_MS = 450
"""How long marks take to fade when the viewer decides."""
RECOLOUR_MS = 360
"""How long a defunct chain's tile takes to turn over into the survivor's."""
RECOLOUR_STAGGER_MS = 70
"""A defunct tile one square further from the merging tile starts turning this much later."""
RECOLOUR_WAVE_MS = 420
"""The last of a merger's tiles starts turning at most this long after the first."""
ANNOUNCE_MS = 3200
"""How long an announcement stays (plus :data:`ANNOUNCE_LINE_MS` per line of detail)."""
ANNOUNCE_LINE_MS = 700
SWATCH_PX = 22
"""The chain's swatch on an announcement, in pixels."""
ANNOUNCEMENTS_SHOWN = 3
"""Announcements over the board at once; an older one gives way to a new one."""
EDGE_PX = 6
"""The announcements' distance from the top (or bottom) of the board view."""
UNDER_POINTER_OPACITY = 0.15
"""How much of the announcements shows while the pointer is over them."""
News = tuple[int, str, str, list[str]]
"""An announcement: the chain's index in the rule set, its initial, headline, details."""
HALO = "#FFFFFF"
BADGE_FILL = "#1B1B1B"
BADGE_TEXT = "#FFFFFF"
MARK_Z = 3.0
RECOLOUR_Z = 2.5


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def initials(names: tuple[str, ...]) -> tuple[str, ...]:
    """A short label per player: the first letter of the name, two where it is shared."""
    firsts = [name[:1].upper() for name in names]
    return tuple(
        name[:2].capitalize() if firsts.count(first) > 1 else first
        for name, first in zip(names, firsts, strict=True)
    )


class PlacedMark(QGraphicsObject):
    """A tile placed since the viewer's last decision: a white halo round the square and
    a dark badge in its top right corner with the placer's initial. Clicks and tooltips
    go through to the square."""

    def __init__(self, label: str) -> None:
        super().__init__()
        self.label = label
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(MARK_Z)
        self.setTransformOriginPoint(SQUARE / 2, SQUARE / 2)
        # Drawn once: dropping in (a scale) and fading reuse the drawing.
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -16, SQUARE + 28, SQUARE + 28)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        square = QRectF(0, 0, SQUARE, SQUARE)
        radius = SQUARE * 0.1
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 9))
        painter.drawRoundedRect(square.adjusted(-6, -6, 6, 6), radius, radius)
        painter.setPen(QPen(QColor(HALO), 5))
        painter.drawRoundedRect(square.adjusted(-6, -6, 6, 6), radius, radius)
        badge = QRectF(SQUARE - 26, -14, 38, 38)
        painter.setPen(QPen(QColor(HALO), 3))
        painter.setBrush(QColor(BADGE_FILL))
        painter.drawEllipse(badge)
        font = painter.font()
        font.setPixelSize(22 if len(self.label) == 1 else 17)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(BADGE_TEXT))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.label)


class Recolour(QGraphicsObject):
    """A defunct chain's tile turning over into the survivor's: as :attr:`turn` goes from
    0 to 1 the tile narrows to its edge showing the defunct chain's face, then widens
    showing the survivor's (the square beneath already shows it: the cover is removed at
    the end). Drawn over the square, hiding it, on an empty square's face."""

    def __init__(
        self,
        before: tuple[str, int, str],
        after: tuple[str, int, str],
        square_px: float,
        empty: str,
    ) -> None:
        super().__init__()
        self.before, self.after = before, after
        """Each (chain, its index in the rule set, its initial)."""
        self.square_px = square_px
        self.empty = QColor(empty)
        self._turn = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(RECOLOUR_Z)

    def get_turn(self) -> float:
        return self._turn

    def set_turn(self, turn: float) -> None:
        self._turn = min(1.0, max(0.0, turn))
        self.update()

    turn = Property(float, get_turn, set_turn)

    def showing(self) -> str:
        """The chain whose face shows now (the defunct one for the first half)."""
        return self.before[0] if self._turn < 0.5 else self.after[0]

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, SQUARE + 8, SQUARE + 9)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.fillRect(QRectF(0, 0, SQUARE, SQUARE), self.empty)
        chain, index, initial = self.before if self._turn < 0.5 else self.after
        width = abs(math.cos(math.pi * self._turn))
        painter.save()
        painter.translate(SQUARE / 2, 0)
        painter.scale(max(width, 0.02), 1.0)
        painter.translate(-SQUARE / 2, 0)
        paint_tile(painter, chain_colour(index), self.square_px, chain, initial)
        painter.restore()


class Announcement(QFrame):
    """One card: a coloured edge (the chain's), a headline and lines of detail."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.swatch = QLabel()
        self.swatch.setFixedWidth(SWATCH_PX + 8)
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.headline = QLabel()
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.details = QLabel()
        small = self.details.font()
        small.setPointSizeF(small.pointSizeF() * 0.92)
        self.details.setFont(small)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setWordWrap(True)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.headline)
        text.addWidget(self.details)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 5, 10, 5)
        row.setSpacing(10)
        row.addWidget(self.swatch)
        row.addLayout(text, 1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.news: News | None = None
        """What the card shows (as :meth:`show_news` was given it)."""
        self.setStyleSheet(
            "#announcement { background: rgba(20, 22, 26, 232); border-radius: 6px;"
            " border: 1px solid rgba(255, 255, 255, 90); }"
            " #announcement QLabel { color: #F4F4F4; }"
        )

    def show_news(self, index: int, initial: str, headline: str, details: list[str]) -> None:
        """Show the news of the chain at ``index`` of the rule set (its colour and
        ``initial`` in the swatch)."""
        self.news = (index, initial, headline, list(details))
        self.swatch.setPixmap(chain_swatch(index, initial, SWATCH_PX))
        self.headline.setText(headline)
        self.details.setText("\n".join(details))
        self.details.setVisible(bool(details))
        self.timer.start(ANNOUNCE_MS + ANNOUNCE_LINE_MS * len(details))


class Announcements(QWidget):
    """The announcement cards over the top of a board view (clicks pass through; while
    the pointer is over them they fade to :data:`UNDER_POINTER_OPACITY`, so that the
    squares beneath show)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(4)
        self.cards: list[Announcement] = []
        """Oldest first; a card is reused when the oldest gives way."""
        for _ in range(ANNOUNCEMENTS_SHOWN):
            card = Announcement(self)
            card.hide()
            card.timer.timeout.connect(self._expired)
            self.column.addWidget(card)
            self.cards.append(card)
        self.hide()
        self.in_sight: Callable[[], list[QRect]] = list
        """The squares to keep in sight, in the view's coordinates: the cards sit over the
        top of the board, or over its bottom where they would cover fewer of them."""
        self.fade = QGraphicsOpacityEffect(self)
        self.fade.setOpacity(1.0)
        self.setGraphicsEffect(self.fade)
        view.installEventFilter(self)
        view.pointer_moved.connect(self._pointer_moved)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and not self.isHidden():
            self.place()
        return False

    @Slot(object)
    def _pointer_moved(self, point: QPoint | None) -> None:
        if not self.isHidden():
            self.set_under_pointer(point is not None and self.geometry().contains(point))

    def set_under_pointer(self, under: bool) -> None:
        """Fade the cards while the pointer is over them (the squares beneath show)."""
        self.fade.setOpacity(UNDER_POINTER_OPACITY if under else 1.0)

    def under_pointer(self) -> bool:
        return self.fade.opacity() < 1.0

    def announce(self, index: int, initial: str, headline: str, details: list[str]) -> None:
        """Show news of the chain at ``index`` (see :meth:`Announcement.show_news`)."""
        shown = [card for card in self.cards if not card.isHidden()]
        card = next((c for c in self.cards if c.isHidden()), self.cards[0])
        if len(shown) == len(self.cards):
            card.hide()
        # The newest last: move the card to the end of the column.
        self.cards.remove(card)
        self.cards.append(card)
        self.column.removeWidget(card)
        self.column.addWidget(card)
        card.show_news(index, initial, headline, details)
        card.show()
        self.place()
        self.show()
        self.raise_()

    def shown(self) -> list[News]:
        """The news shown now, oldest first (to show them again after an undo)."""
        return [card.news for card in self.cards if not card.isHidden() and card.news]

    def show_again(self, shown: list[News]) -> None:
        """Show exactly ``shown`` (from :meth:`shown`), each for its full time again."""
        self.clear()
        for news in shown:
            self.announce(*news)

    def visible_headlines(self) -> list[str]:
        """The headlines shown now, oldest first (for tests and screenshots)."""
        return [card.headline.text() for card in self.cards if not card.isHidden()]

    def clear(self) -> None:
        for card in self.cards:
            card.timer.stop()
            card.hide()
        self.hide()
        self.set_under_pointer(False)

    @Slot()
    def _expired(self) -> None:
        for card in self.cards:
            if not card.isHidden() and not card.timer.isActive():
                card.hide()
        if not any(not card.isHidden() for card in self.cards):
            self.hide()
            self.set_under_pointer(False)
        else:
            self.place()

    def place(self) -> None:
        """Centred at the top of the view, about half its width (the board shows on
        either side), or at its bottom where that covers fewer squares :attr:`in_sight`
        (a tie: the top)."""
        width = min(480, max(260, self.view.width() // 2))
        # The height the wrapped lines need at this width (adjustSize gave each card its
        # unwrapped height, clipping a merger's bonus lines on a narrow board).
        height = self.column.totalHeightForWidth(width)
        self.setFixedSize(width, height)
        left = (self.view.width() - width) // 2
        top = QRect(left, EDGE_PX, width, height)
        bottom = QRect(left, self.view.height() - height - EDGE_PX, width, height)
        kept = self.in_sight()

        def covered(place: QRect) -> int:
            return sum(1 for square in kept if place.intersects(square))

        self.move((bottom if covered(bottom) < covered(top) else top).topLeft())

    @Slot()
    def move_clear(self) -> None:
        """Placed again, if shown (the squares to keep in sight changed)."""
        if not self.isHidden():
            self.place()


class BoardOverlays(QObject):
    """Marks, announcements and animations over ``view`` for ``viewer`` (see the module).

    ``since`` tells which tiles are new to whom; ``animations`` is the player's setting
    (animations also stop while the controller's AI pace is instant)."""

    def __init__(
        self,
        view: BoardView,
        controller: TableController,
        since: SinceLastDecision,
        animations: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.controller = controller
        self.since = since
        self.animations = animations
        self.viewer: int | None = None
        self.announcements = Announcements(view)
        self.announcements.in_sight = self._in_sight
        view.board_scene().playable_changed.connect(self.announcements.move_clear)
        self._marks: dict[str, PlacedMark] = {}
        self._leaving: list[QGraphicsObject] = []
        """Items fading away, removed when their animation ends."""
        self._running: dict[QAbstractAnimation, QGraphicsObject | None] = {}
        """The animations started and not yet ended, each with the item it takes off the
        board when it ends (if any)."""
        self._ended_animations: list[QAbstractAnimation] = []
        """Animations that ended, kept until control is back in the event loop."""
        self._before: GameReader | None = None
        """The position before the last action (while animating), to see recolourings."""
        self._faded_for: int | None = None
        self._news_at: list[tuple[PositionReader, list[News]]] = []
        """The announcements shown at each person's decision (an undo shows them again)."""
        since.changed.connect(self._sync)
        since.acted.connect(self._acted)
        controller.game_started.connect(self._game_started)
        controller.undone.connect(self._undone)
        controller.events_happened.connect(self._events)

    # -- reading ---------------------------------------------------------------------

    def animating(self) -> bool:
        """Whether animations play now (the setting on, and the AI pace not instant)."""
        return self.animations and self.controller.pace_ms > 0

    def marked_tiles(self) -> list[str]:
        """The squares marked as placed since the viewer's last decision."""
        return list(self._marks)

    def running_animations(self) -> int:
        return sum(
            1 for a in self._running if isValid(a) and a.state() == QAbstractAnimation.State.Running
        )

    # -- following -------------------------------------------------------------------

    def set_viewer(self, viewer: int | None) -> None:
        """Show what is new to ``viewer`` (the seat at the screen; None: nobody's)."""
        if viewer != self.viewer:
            self.viewer = viewer
            self._sync(fade=False)

    def set_animations(self, on: bool) -> None:
        self.animations = on
        if not self.animating():
            self._finish_animations()

    @Slot()
    def _game_started(self) -> None:
        self._finish_animations()
        self.announcements.clear()
        self._news_at.clear()
        game = self.controller.game
        self._before = None if game is None else game.copy()

    @Slot()
    def _undone(self) -> None:
        """Back to a person's decision: its marks (``since`` has put them back) at rest,
        and the announcements shown then; nothing of the moves taken back."""
        self._finish_animations()
        game = self.controller.game
        self._before = None if game is None else game.copy()
        shown = back_to(self._news_at, None if game is None else game.state)
        self.announcements.show_again(shown or [])

    @Slot(int)
    def _acted(self, seat: int) -> None:
        decided_in = self.since.decision_state
        if decided_in is not None:
            self._news_at.append((decided_in, self.announcements.shown()))
        if seat == self.viewer:
            self._faded_for = seat

    @Slot()
    def _sync(self, fade: bool = True) -> None:
        """Mark exactly the tiles placed since the viewer's last decision."""
        scene = self.view.board_scene()
        squares = scene.squares()
        placed: dict[str, Placement] = {p.tile: p for p in self.since.placed(self.viewer)}
        fading = fade and self._faded_for == self.viewer and self.animating()
        self._faded_for = None
        leaving: list[QGraphicsObject] = []
        for tile in [t for t in self._marks if t not in placed]:
            mark = self._marks.pop(tile)
            if not isValid(mark):
                continue
            if fading:
                leaving.append(mark)
            else:
                scene.removeItem(mark)
        if leaving:  # they fade from just after the repaint that shows the decision
            self.view.after_paint(lambda: self._fade_all(leaving))
        game = self.controller.game
        if game is None:
            return
        labels = initials(game.players)
        for tile, placement in placed.items():
            if tile in self._marks or tile not in squares:
                continue
            seat = placement.player
            mark = PlacedMark(labels[seat] if 0 <= seat < len(labels) else "")
            mark.setPos(squares[tile].pos())
            scene.addItem(mark)
            self._marks[tile] = mark
            if self.animating():
                self._drop(mark)

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        game = self.controller.game
        if game is None:
            return
        animating = self.animating()
        before, self._before = self._before, game.copy() if animating else None
        merged = any(isinstance(e, MergerCompleted) for e in events)
        if animating and before is not None and merged:
            self._recolour(before.game_view(None).board, game.game_view(None).board, game)
        for news in self.news(events, game):
            self.announcements.announce(*news)

    # -- announcing ------------------------------------------------------------------

    def _in_sight(self) -> list[QRect]:
        """The squares the viewer needs in sight, in the view's coordinates: those they
        may play now and the tiles placed since their last decision."""
        scene = self.view.board_scene()
        squares = scene.squares()
        offset = self.view.viewport().pos()
        return [
            self.view.mapFromScene(squares[tile].sceneBoundingRect())
            .boundingRect()
            .translated(offset)
            for tile in (*scene.playable_tiles(), *self._marks)
            if tile in squares
        ]

    def news(self, events: list[Event], game: GameReader) -> list[News]:
        """The announcements of one action's ``events``: (the chain's index in the rule
        set, its initial, headline, details) for each founding and growth by someone
        other than the viewer, defunct chain (with its bonuses) and split. Events with more
        than one tile placed are no one action but a log replayed (a game loaded, joined or
        rejoined): none are news."""
        if sum(isinstance(e, TilePlaced) for e in events) > 1:
            return []
        specs = {spec.name: (index, spec.initial) for index, spec in enumerate(game.rules.chains)}
        names = game.players
        viewer = self.viewer
        actor = self.since.last_actor

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else ""

        out: list[tuple[int, str, str, list[str]]] = []

        def add(chain: str, headline: str, details: list[str]) -> None:
            index, initial = specs.get(chain, (0, chain[:1]))
            out.append((index, initial, headline, details))

        merging = any(isinstance(e, MergerStarted | ChainDefunct) for e in events)
        placed = next((e for e in events if isinstance(e, TilePlaced)), None)
        for position, event in enumerate(events):
            if isinstance(event, ChainFounded) and actor != viewer:
                details = [
                    describe(e, game, viewer)
                    for e in events
                    if isinstance(e, FounderShare) and e.chain == event.chain
                ]
                headline = _tr("{player} founded {chain} ({size} tiles)").format(
                    player=who(event.player), chain=event.chain, size=event.size
                )
                add(event.chain, headline, details)
            elif isinstance(event, ChainGrew) and not merging and actor != viewer:
                headline = _tr("{chain} grew to {size} tiles").format(
                    chain=event.chain, size=event.size
                )
                details = [describe(placed, game, viewer)] if placed is not None else []
                add(event.chain, headline, details)
            elif isinstance(event, ChainDefunct):
                bonuses: list[str] = []
                for later in events[position + 1 :]:
                    if isinstance(later, ChainDefunct):
                        break
                    if isinstance(later, BonusPaid) and later.chain == event.chain:
                        bonuses.append(describe(later, game, viewer))
                headline = _tr("Merger: {survivor} takes over {defunct} ({size} tiles)").format(
                    survivor=event.survivor, defunct=event.chain, size=event.size
                )
                add(event.survivor, headline, bonuses)
            elif isinstance(event, SharesSplit):
                headline = _tr("{chain} shares split 2 for 1").format(chain=event.chain)
                add(event.chain, headline, [describe(event, game, viewer)])
        return out

    # -- animating -------------------------------------------------------------------

    def _drop(self, mark: PlacedMark) -> None:
        group = QParallelAnimationGroup()
        for prop, start in ((b"scale", 1.8), (b"opacity", 0.0)):
            animation = QPropertyAnimation(mark, prop, group)
            animation.setDuration(DROP_MS)
            animation.setStartValue(start)
            animation.setEndValue(1.0)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        self._start(group)

    def _fade_all(self, items: list[QGraphicsObject]) -> None:
        for item in items:
            if isValid(item) and item.scene() is not None:
                self._fade_out(item)

    def _fade_out(self, item: QGraphicsObject) -> None:
        animation = QPropertyAnimation(item, b"opacity")
        animation.setDuration(FADE_MS)
        animation.setStartValue(item.opacity())
        animation.setEndValue(0.0)
        self._leaving.append(item)
        self._start(animation, item)

    def _recolour(self, before: dict[str, str], after: dict[str, str], game: GameReader) -> None:
        """A merger as a moment on the board: every square that went from one chain to
        another (the defunct chain's tiles) turns over into the survivor's, one after
        the other outwards from the tile that merged them."""
        if not before:
            return
        specs = {spec.name: (i, spec.initial) for i, spec in enumerate(game.rules.chains)}
        scene = self.view.board_scene()
        squares = scene.squares()
        turning = [
            (tile, before[tile], owner)
            for tile, owner in after.items()
            if before.get(tile) not in (None, owner)
            and before[tile] in specs
            and owner in specs
            and tile in squares
        ]
        last = game.to_dict().get("last_tile")
        origin = squares.get(last) if isinstance(last, str) else None

        def distance(tile: str) -> int:
            item = squares[tile]
            if origin is None:
                return 0
            return abs(item.column - origin.column) + abs(item.row - origin.row)

        square_px = self.view.square_pixels()
        for tile, old, new in turning:
            cover = Recolour((old, *specs[old]), (new, *specs[new]), square_px, scene.theme().empty)
            cover.setPos(squares[tile].pos())
            scene.addItem(cover)
            flip = QPropertyAnimation(cover, b"turn")
            flip.setDuration(RECOLOUR_MS)
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setEasingCurve(QEasingCurve.Type.InOutQuad)
            moment = QSequentialAnimationGroup()
            moment.addPause(min(RECOLOUR_STAGGER_MS * distance(tile), RECOLOUR_WAVE_MS))
            moment.addAnimation(flip)
            self._leaving.append(cover)
            self._start(moment, cover)

    def recolouring(self) -> list[Recolour]:
        """The merger's tiles turning over now (for tests and screenshots)."""
        return [item for item in self._leaving if isinstance(item, Recolour) and isValid(item)]

    def _start(self, animation: QAbstractAnimation, leaving: QGraphicsObject | None = None) -> None:
        """Run ``animation`` (made without a parent: this object holds it); when it ends,
        take ``leaving`` off the board and delete both.

        Nothing here is deleted by ``deleteLater`` or from inside another object's
        destruction, two ways PySide crashes (a deferred delete's ``~QObject``, now and
        then): the end is a slot of this object, found by the sender (a lambda holding the
        animation and the item was released, and the item deleted, while the animation was
        being destroyed); the item is deleted at once; the animation, which is emitting,
        once control is back in the event loop (:meth:`_release`), or with this object
        (it has no parent whose destruction could race a pending ``deleteLater``)."""
        self._running[animation] = leaving
        animation.finished.connect(self._ended)
        animation.start()

    @Slot()
    def _ended(self) -> None:
        animation = self.sender()
        if not isinstance(animation, QAbstractAnimation):
            return
        leaving = self._running.pop(animation, None)
        if leaving is not None:
            self._remove(leaving)
        self._ended_animations.append(animation)
        QTimer.singleShot(0, self._release)

    @Slot()
    def _release(self) -> None:
        """Let the animations that ended go (deleted as their last reference goes)."""
        self._ended_animations.clear()

    def _remove(self, item: QGraphicsObject) -> None:
        """Take ``item`` (a mark that faded, a merger's cover) off the board and delete it
        now (not whenever its last Python reference goes)."""
        if item in self._leaving:
            self._leaving.remove(item)
        if isValid(item):
            if item.scene() is not None:
                item.scene().removeItem(item)
            delete(item)

    def _finish_animations(self) -> None:
        """Jump every animation to its end (animations were turned off, a new game)."""
        running, self._running = self._running, {}
        for animation in running:
            if isValid(animation):
                animation.setCurrentTime(animation.totalDuration())
                animation.stop()
        self._ended_animations.extend(running)
        QTimer.singleShot(0, self._release)
        for mark in self._marks.values():
            if isValid(mark):
                mark.setScale(1.0)
                mark.setOpacity(1.0)
        for item in list(self._leaving):
            self._remove(item)
