"""The board: a graphics scene of squares over a game's board.

:class:`BoardScene` holds one thin :class:`~.board_square.SquareItem` per square and
gives each its :class:`~.board_square.SquareLook`, worked out from the game's public
face. Whether a square may be played comes from ``game.pending.tiles``; the scene knows
no rules. :class:`~.board_view.BoardView` shows the scene.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from acquire_qt.engine import GameReader, Kind, Outcome, Rules
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import LIGHT, Theme

from .board_square import GAP, LOOSE, MARGIN, SQUARE, SquareItem, SquareLook, text_width_ratio

TABLE = {"light": "#2F5B4A", "dark": "#262C33"}
"""The table the board lies on, by theme: a deep green felt in the light theme, a dark
slate in the dark one (the board itself is the theme's ``board`` colour)."""
PLATE_RADIUS = 12.0
"""The board's corner radius (scene units)."""
PIXMAP_CACHE_KB = 64 * 1024
"""Qt's pixmap cache, where the squares keep their drawings, holds at least this much."""


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


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
        playable_changed(): the squares the viewer may play now (:meth:`playable_tiles`)
            changed.
    """

    tile_chosen = Signal(str)
    playable_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._squares: dict[str, SquareItem] = {}
        self._size = (0, 0)
        self._game: GameReader | None = None
        self._viewer: int | None = None
        self._playable: tuple[str, ...] = ()
        self._highlight: str | None = None
        self._focus: str | None = None
        self._theme = LIGHT
        self._shown: dict[str, tuple[object, ...]] = {}
        """Per square, the facts its look and tooltip were last made from (a square whose
        facts are the same is skipped: a refresh makes only the looks that changed)."""
        self._shown_with: tuple[object, ...] = ()
        """What every square's look and tooltip depend on (the rule set's chains, the
        words): when it changes, every square is made afresh."""
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

    def table_colour(self) -> QColor:
        """The colour of the table around the board in the current theme."""
        return QColor(TABLE.get(self._theme.name, TABLE["light"]))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The table, and on it the board: a plate in the theme's board colour with a
        soft shadow and a lit top edge, under the squares. (The view caches it.)"""
        painter.fillRect(rect, self.table_colour())
        plate = self.sceneRect()
        if plate.isEmpty():
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((10.0, 30), (6.0, 45), (3.0, 60)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            shadow = plate.adjusted(-spread / 2, -spread / 4, spread / 2, spread)
            painter.drawRoundedRect(shadow, PLATE_RADIUS + spread, PLATE_RADIUS + spread)
        colour = QColor(self._theme.board)
        gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
        gradient.setColorAt(0.0, colour.lighter(108))
        gradient.setColorAt(1.0, colour.darker(108))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(colour.darker(140), 2.0))
        painter.drawRoundedRect(plate.adjusted(1, 1, -1, -1), PLATE_RADIUS, PLATE_RADIUS)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(plate.adjusted(4, 4, -4, -4), PLATE_RADIUS - 3, PLATE_RADIUS - 3)
        painter.restore()

    # -- updating --------------------------------------------------------------------

    def update_game(self, game: GameReader, viewer: int | None) -> list[str]:
        """Show ``game`` as ``viewer`` sees it; return the squares repainted (their look
        changed; tooltips are refreshed without repainting)."""
        rules = game.rules
        if (rules.columns, rules.rows) != self._size:
            self._build(rules.columns, rules.rows, rules.board.names)
        self._game, self._viewer = game, viewer
        pending = game.pending
        playable = self._playable
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
        repainted = self._refresh()
        if self._playable != playable:
            self.playable_changed.emit()
        return repainted

    def _build(self, columns: int, rows: int, names: tuple[str, ...]) -> None:
        self.clear()
        self._squares = {}
        self._shown = {}
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
        rules = game.rules
        specs = {spec.name: (i, spec.initial) for i, spec in enumerate(rules.chains)}
        tiers = tier_ranks(rules)
        cur = rules.currency
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
        words = (to_play, was_removed, cannot_play, empty, loose, in_chain, safe, last_played)
        shown_with = (specs, tiers, cur, words)
        if shown_with != self._shown_with:
            self._shown_with = shown_with
            self._shown = {}
        facts = {name: (info["size"], info["price"], info["safe"]) for name, info in chains.items()}
        changed = []
        for name, item in self._squares.items():
            owner = board.get(name)
            outcome: Outcome | None = None
            if owner is None:
                if name in playable:
                    outcome = game.tile_outcome(name)
                elif name in unplayable:
                    outcome = unplayable[name]
            key = (
                owner,
                facts.get(owner) if owner is not None else None,
                outcome,
                name in playable,
                name in removed,
                name == last,
                name == self._highlight,
                name == self._focus,
            )
            if self._shown.get(name) == key:
                continue
            self._shown[name] = key
            index, initial, tip = -1, "", ""
            if owner is None:
                if name in playable:
                    tip = to_play.format(tile=name, effect=outcome_words(game.tile_outcome(name)))
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
