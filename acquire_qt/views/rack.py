"""The tile rack: the viewer's hand as tile buttons, and the action bar of Energy turns.

:class:`TileRack` shows the hand of the viewing seat; the tiles the game lists as
playable (``game.pending.tiles``, in a ``play`` or an ``action`` decision) are enabled,
the others disabled with the reason (from ``game.tile_outcome``) as tooltip. It decides
nothing about the rules. In hot-seat play :meth:`TileRack.set_hidden` turns the tiles
face down. :class:`ActionBar` sits beside the rack in rule sets whose turns are a
number of actions: the actions left and a button for each action the game allows now.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from acquire_qt.engine import (
    ActionDecision,
    Buy,
    Draw,
    EndTurn,
    GameReader,
    Kind,
    Outcome,
    PlayDecision,
)
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.palette import DEAD_COLOUR, LOOSE_COLOUR, chain_swatch

from .drawings import drawing

TILE_DECISIONS = (Kind.PLAY, Kind.ACTION)
"""The decisions in which a tile may be placed."""

FACE = "#FBF8F0"
EDGE = "#2B2B2B"
DISABLED_FACE = "#DCDAD4"
DISABLED_INK = "#6E6A62"
BACK = "#46525E"
TRAY = {"light": "#8A6744", "dark": "#3C444D"}
"""The tray the rack's tiles stand in, by the window's lightness: wood, or slate."""
TRAY_PAD = 7
"""How far the tray reaches beyond the tiles (pixels)."""


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def unplayable_reason(outcome: Outcome, max_active: int = 7) -> str:
    """Why a tile with ``outcome`` cannot be played (empty for playable outcomes)."""
    if outcome == Outcome.DEAD:
        return _tr("would merge two safe chains (it will be replaced when you draw)")
    if outcome == Outcome.EIGHTH_CHAIN:
        if max_active == 7:
            return _tr("would found an eighth chain; all chains are on the board")
        return _tr("would found one chain too many; all {n} chains are on the board").format(
            n=max_active
        )
    return ""


class TileButton(QAbstractButton):
    """One tile of the rack, painted like a tile: its name, its number key, its state.

    Signals:
        hovered(str): the pointer entered the tile (also when it is disabled).
        unhovered(str): the pointer left it.
    """

    hovered = Signal(str)
    unhovered = Signal(str)

    def __init__(self, tile: str, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.number = number
        self._face_down = False
        self._current = False
        self._mark = ""
        self._hover = False
        self.shown: tuple[object, ...] = ()
        """What the rack last set on it (reason, tip, mark, enabled, hidden): the rack
        sets them again only when they change."""
        self.setText(tile)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tile)

    def set_tile(self, tile: str) -> None:
        """Show ``tile`` (the rack reuses its buttons from hand to hand)."""
        if tile != self.tile:
            self.tile = tile
            self.setText(tile)
            if not self._face_down:
                self.setAccessibleName(tile)
            self.update()

    def face_down(self) -> bool:
        return self._face_down

    def set_face_down(self, face_down: bool) -> None:
        if face_down != self._face_down:
            self._face_down = face_down
            self.setAccessibleName(_tr("hidden tile") if face_down else self.tile)
            self.update()

    def is_current(self) -> bool:
        return self._current

    def set_current(self, current: bool) -> None:
        if current != self._current:
            self._current = current
            self.update()

    def mark(self) -> str:
        return self._mark

    def set_mark(self, mark: str) -> None:
        """A short word under the name of a disabled tile ("dead", "wait"), or none."""
        if mark != self._mark:
            self._mark = mark
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(68, 68)

    def minimumSizeHint(self) -> QSize:
        return QSize(52, 52)

    def event(self, event: QEvent) -> bool:
        # Enter/Leave arrive for disabled widgets too; hovering an unplayable tile
        # still shows where it would go.
        if event.type() == QEvent.Type.Enter:
            self._hover = True
            self.update()
            self.hovered.emit(self.tile)
        elif event.type() == QEvent.Type.Leave:
            self._hover = False
            self.update()
            self.unhovered.emit(self.tile)
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Drawn once per look and size, then copied: a rack repaints its tiles whenever a
        # decision comes or goes (enabled, disabled), in the frame the player waits for.
        ratio = self.devicePixelRatioF()
        key = "tile:" + repr(
            (
                self.width(),
                self.height(),
                ratio,
                self.tile,
                self.number,
                self._face_down,
                self.isEnabled(),
                self._hover or self.isDown(),
                self._mark,
                self._current,
                self.font().key(),
            )
        )
        pixmap = drawing(key, self.width(), self.height(), ratio, self._draw)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, pixmap)
        painter.end()

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 6
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2 - 1, side, side)
        radius = side * 0.1
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(box.translated(2, 3), radius, radius)
        if self._face_down:
            painter.setPen(QPen(QColor(EDGE), 1.5))
            painter.setBrush(QColor(BACK))
            painter.drawRoundedRect(box, radius, radius)
            painter.setPen(QPen(QColor(LOOSE_COLOUR), 1.5))
            inner = box.adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
            painter.end()
            return
        enabled = self.isEnabled()
        face = QColor(FACE if enabled else DISABLED_FACE)
        if enabled and (self._hover or self.isDown()):
            face = QColor("#FFE680")
        edge = QColor(EDGE if enabled else DISABLED_INK)
        painter.setPen(QPen(edge, 2.5 if enabled else 1.2))
        painter.setBrush(face)
        painter.drawRoundedRect(box, radius, radius)
        ink = QColor(EDGE if enabled else DISABLED_INK)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, round(side * 0.3)))
        painter.setFont(font)
        painter.setPen(ink)
        name_box = box.adjusted(0, -side * 0.12 if self._mark else 0, 0, 0)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, self.tile)
        small = QFont(self.font())
        small.setPixelSize(max(8, round(side * 0.16)))
        painter.setFont(small)
        painter.drawText(
            box.adjusted(side * 0.08, side * 0.04, -side * 0.08, 0),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
            str(self.number),
        )
        if self._mark:
            painter.setPen(QColor(DEAD_COLOUR))
            painter.drawText(
                box.adjusted(0, 0, 0, -side * 0.08),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                self._mark,
            )
        if self._current:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#000000"), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(box.adjusted(5, 5, -5, -5), radius, radius)
        painter.end()


def _draw_tray(painter: QPainter, box: QRectF, dark: bool) -> None:
    """A tray in ``box``: a soft shadow, a body lit from above, a lip along the front."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    wood = QColor(TRAY["dark" if dark else "light"])
    radius = 10.0
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(box.translated(0, 4), radius, radius)
    gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
    gradient.setColorAt(0.0, wood.darker(125))
    gradient.setColorAt(0.55, wood)
    gradient.setColorAt(1.0, wood.lighter(112))
    painter.setBrush(gradient)
    painter.setPen(QPen(wood.darker(170), 1.5))
    painter.drawRoundedRect(box.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
    lip = QRectF(box.left() + 3, box.bottom() - 12, box.width() - 6, 9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(wood.lighter(125))
    painter.drawRoundedRect(lip, 4, 4)
    painter.end()


_TRAY_MOVES = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
"""What a tile does that moves the tray under the tiles."""


class TileRack(QWidget):
    """The viewer's tiles, sorted, as buttons.

    Enabled tiles are exactly those the viewer may play now; a disabled tile's tooltip
    says why. With ``viewer`` None the rack shows the hand of the player whose turn it
    is, all disabled (watching an all-AI game). Keyboard: 1–6 (up to 9) play the n-th
    tile; Left/Right move a focus among the playable tiles, Enter or Space plays it.

    Signals:
        tile_hovered(object): the tile name under the pointer, or None when it leaves
            (never a name while the rack is hidden).
        tile_chosen(str): the viewer chose a playable tile.
    """

    tile_hovered = Signal(object)
    tile_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: list[TileButton] = []
        """The buttons showing the hand, in order."""
        self._made: list[TileButton] = []
        """Every button made so far; those beyond the hand are hidden."""
        self._playable: tuple[str, ...] = ()
        self._hidden = False
        self._current: str | None = None
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 4)
        self._layout.setSpacing(8)
        self._empty = QLabel(_tr("No tiles"))
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addStretch(1)
        self._layout.addWidget(self._empty)
        self._layout.addStretch(1)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(76)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._empty.setText(_tr("No tiles"))
        super().changeEvent(event)

    def tray_rect(self) -> QRectF:
        """Where the tray lies: under the tiles shown, with :data:`TRAY_PAD` around them
        (empty when no tile is shown)."""
        shown = [button.geometry() for button in self._buttons if not button.isHidden()]
        if not shown:
            return QRectF()
        left = min(rect.left() for rect in shown) - TRAY_PAD
        right = max(rect.right() for rect in shown) + 1 + TRAY_PAD
        top = max(0, min(rect.top() for rect in shown) - TRAY_PAD + 3)
        bottom = min(self.height(), max(rect.bottom() for rect in shown) + 1 + TRAY_PAD - 2)
        return QRectF(left, top, right - left, bottom - top)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A tile moved, shown or hidden (a hand of another size) moves the tray's ends:
        the whole rack is painted again, not only where the tile was and is (the tray's
        old ends would stay, or the tiles stand past its new ones)."""
        if event.type() in _TRAY_MOVES and watched in self._made:
            self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        """The tray under the tiles: drawn once per size and window colours, then copied
        (a tile's repaint exposes the tray behind its corners)."""
        tray = self.tray_rect()
        if tray.isEmpty():
            return
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        ratio = self.devicePixelRatioF()
        key = "tray:" + repr((tray.getRect(), ratio, dark))
        shape = QRectF(0, 0, tray.width(), tray.height())
        pixmap = drawing(
            key, tray.width() + 8, tray.height() + 8, ratio, lambda p: _draw_tray(p, shape, dark)
        )
        painter = QPainter(self)
        painter.drawPixmap(tray.topLeft(), pixmap)
        painter.end()

    # -- reading ---------------------------------------------------------------------

    def tiles(self) -> tuple[str, ...]:
        """The tiles shown, in order."""
        return tuple(button.tile for button in self._buttons)

    def button(self, tile: str) -> TileButton:
        """The button of ``tile``."""
        for button in self._buttons:
            if button.tile == tile:
                return button
        raise KeyError(tile)

    def buttons(self) -> list[TileButton]:
        return list(self._buttons)

    def playable_tiles(self) -> tuple[str, ...]:
        """The enabled tiles (none while hidden)."""
        return () if self._hidden else self._playable

    def is_hidden(self) -> bool:
        return self._hidden

    def current_tile(self) -> str | None:
        """The tile the keyboard focus is on, if any."""
        return self._current

    # -- updating --------------------------------------------------------------------

    @staticmethod
    def hand_seat(game: GameReader, viewer: int | None) -> int:
        """The seat whose hand the rack shows: ``viewer``'s; with None (everything shows),
        the player whose turn it is, or was when the game ended (the hands are still
        there, and the player cards count them)."""
        return viewer if viewer is not None else game.turn

    def update_game(self, game: GameReader, viewer: int | None) -> None:
        """Show the hand of ``viewer`` (None: see :meth:`hand_seat`)."""
        pending = game.pending
        seat = self.hand_seat(game, viewer)
        hand = game.hand(seat)
        if isinstance(pending, PlayDecision | ActionDecision) and pending.player == viewer:
            self._playable = tuple(t for t in pending.tiles if t in hand)
        else:
            self._playable = ()
        if hand != self.tiles():
            self._rebuild(hand)
        owner = game.players[seat]
        for button in self._buttons:
            tile = button.tile
            playable = tile in self._playable
            outcome = game.tile_outcome(tile)
            reason = unplayable_reason(outcome, game.rules.max_active)
            if outcome == Outcome.EIGHTH_CHAIN and game.rules.full_founding == "loose":
                reason = ""  # playable here: the tile and its group just stay loose
            if playable:
                tip = _tr("{tile}: place this tile (key {n})").format(tile=tile, n=button.number)
                mark = ""
            elif reason:
                tip = _tr("{tile} cannot be played: {reason}").format(tile=tile, reason=reason)
                mark = _tr("dead") if outcome == Outcome.DEAD else _tr("wait")
            elif viewer is None:
                tip = _tr("{tile}: one of {name}'s tiles").format(tile=tile, name=owner)
                mark = ""
            elif pending is not None and pending.kind == Kind.ACTION and pending.player == viewer:
                tip = (
                    _tr("{tile}: no more tiles may be placed this turn")
                    if game.state.placed
                    else _tr("{tile}: you cannot place a tile with this action")
                ).format(tile=tile)
                mark = ""
            else:
                tip = _tr("{tile}: you can place a tile at the start of your turn").format(
                    tile=tile
                )
                mark = ""
            shown = (reason, tip, mark, playable, self._hidden)
            if shown == button.shown:
                continue
            button.shown = shown
            button.setProperty("reason", reason)
            button.setProperty("tip", tip)
            button.set_mark(mark)
            button.setEnabled(playable and not self._hidden)
            button.setToolTip("" if self._hidden else tip)
        if self._current not in self.playable_tiles():
            self._set_current(None)

    def _rebuild(self, hand: tuple[str, ...]) -> None:
        """Show ``hand``: the first buttons take its tiles, the rest are hidden.

        Buttons are made once and reused, so a play neither creates nor deletes widgets
        (a deleted button would be painted until the event loop got round to deleting it).
        """
        self._current = None
        for number, tile in enumerate(hand, start=1):
            if number > len(self._made):
                button = TileButton(tile, number, self)
                button.installEventFilter(self)
                button.clicked.connect(self._clicked)
                button.hovered.connect(self._hovered)
                button.unhovered.connect(self._unhovered)
                self._layout.insertWidget(number, button)
                self._made.append(button)
            button = self._made[number - 1]
            button.set_tile(tile)
            button.set_face_down(self._hidden)
            button.set_current(False)
            button.show()
        for button in self._made[len(hand) :]:
            button.hide()
        self._buttons = self._made[: len(hand)]
        self._empty.setVisible(not hand)

    @Slot(bool)
    def set_hidden(self, hidden: bool) -> None:
        """Show the tiles face down (hot seat, between human turns) or face up."""
        if hidden == self._hidden:
            return
        self._hidden = hidden
        for button in self._buttons:
            button.set_face_down(hidden)
            button.setEnabled(not hidden and button.tile in self._playable)
            button.setToolTip("" if hidden else str(button.property("tip") or ""))
        if hidden:
            self._set_current(None)
            self.tile_hovered.emit(None)

    # -- choosing --------------------------------------------------------------------

    def _choose(self, tile: str) -> None:
        if not self._hidden and tile in self._playable:
            self.tile_chosen.emit(tile)

    @Slot()
    def _clicked(self) -> None:
        button = self.sender()
        if isinstance(button, TileButton):
            self._choose(button.tile)

    @Slot(str)
    def _hovered(self, tile: str) -> None:
        if not self._hidden:
            self.tile_hovered.emit(tile)

    @Slot(str)
    def _unhovered(self, tile: str) -> None:
        if not self._hidden:
            self.tile_hovered.emit(None)

    def _set_current(self, tile: str | None) -> None:
        self._current = tile
        for button in self._buttons:
            button.set_current(button.tile == tile)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        playable = self.playable_tiles()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            number = key - Qt.Key.Key_1
            if number < len(self._buttons):
                self._choose(self._buttons[number].tile)
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and playable:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self._current is None:
                tile = playable[0] if step > 0 else playable[-1]
            else:
                at = playable.index(self._current)
                tile = playable[max(0, min(len(playable) - 1, at + step))]
            self._set_current(tile)
            self.tile_hovered.emit(tile)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._current:
            self._choose(self._current)
            event.accept()
            return
        super().keyPressEvent(event)


class ActionBar(QWidget):
    """The actions of a turn of the ``actions`` structure (Energy), beside the rack.

    Shows how many actions are left ("3 actions left") and what may be done now, with a
    button per action: Draw (refill the hand), Buy a share… (a menu of the one-share
    purchases the game lists) and End turn. Placing a tile is done from the rack or the
    board. Each button is enabled exactly when the game lists its action for the viewer
    (``legal_actions()``); the bar decides nothing itself.

    Signals:
        draw_chosen(): the viewer chose to draw.
        buy_chosen(str): the viewer chose to buy one share of this chain.
        end_chosen(): the viewer chose to end the turn.
    """

    draw_chosen = Signal()
    buy_chosen = Signal(str)
    end_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: GameReader | None = None
        self._buys: list[str] = []
        self.counter = QLabel()
        self.counter.setObjectName("actions_left")
        font = self.counter.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.counter.setFont(font)
        self.hint = QLabel()
        self.hint.setObjectName("actions_hint")
        self.hint.setWordWrap(True)
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(self.draw_chosen)
        self.buy_button = QPushButton()
        self.buy_menu = QMenu(self.buy_button)
        self.buy_menu.aboutToShow.connect(self._fill_buy_menu)
        self.buy_menu.triggered.connect(self._bought)
        self.buy_button.setMenu(self.buy_menu)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_chosen)
        self.name_buttons()
        for button in (self.draw_button, self.buy_button, self.end_button):
            button.setAutoDefault(False)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 2, 6, 2)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.counter, 0, 0)
        grid.addWidget(self.hint, 0, 1, 1, 2)
        grid.addWidget(self.draw_button, 1, 0)
        grid.addWidget(self.buy_button, 1, 1)
        grid.addWidget(self.end_button, 1, 2)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def name_buttons(self) -> None:
        """The buttons' words (again when the language changes)."""
        self.draw_button.setText(_tr("Dra&w tiles"))
        self.draw_button.setToolTip(_tr("One action: fill your hand up to 5 tiles"))
        self.buy_button.setText(_tr("&Buy a share…"))
        self.buy_button.setToolTip(_tr("One action: buy one share at its current price"))
        self.end_button.setText(_tr("&End turn"))
        self.end_button.setToolTip(_tr("End your turn now; the actions left are lost"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name_buttons()  # the window shows the turn again, in the new words
        super().changeEvent(event)

    def buy_choices(self) -> list[str]:
        """The chains of which the viewer may buy one share now, in chain order."""
        return list(self._buys)

    def update_game(self, game: GameReader, viewer: int | None, usable: bool = True) -> None:
        """Show the turn of ``game``; the buttons work for ``viewer``'s own action decision
        and only when ``usable`` (the viewer is at the screen, no dialog is open)."""
        self._game = game
        pending = game.pending
        data_left = game.state.actions_left
        mine = (
            usable
            and pending is not None
            and pending.kind == Kind.ACTION
            and viewer is not None
            and pending.player == viewer
        )
        legal = game.legal_actions() if mine else []
        draw = any(isinstance(action, Draw) for action in legal)
        end = any(isinstance(action, EndTurn) for action in legal)
        self._buys = [
            action.chains[0]
            for action in legal
            if isinstance(action, Buy) and len(action.chains) == 1
        ]
        self.draw_button.setEnabled(draw)
        self.buy_button.setEnabled(bool(self._buys))
        self.end_button.setEnabled(end)
        if pending is None:
            self.counter.setText(_tr("Game over"))
            self.hint.setText("")
            return
        tiles = pending.tiles if isinstance(pending, ActionDecision) else ()
        left = pending.actions_left if isinstance(pending, ActionDecision) else data_left
        count = _tr("1 action left") if left == 1 else _tr("{n} actions left").format(n=left)
        if mine:
            self.counter.setText(count)
            can = []
            if tiles:
                can.append(_tr("place a tile"))
            if draw:
                can.append(_tr("draw"))
            if self._buys:
                can.append(_tr("buy a share"))
            if end:
                can.append(_tr("end the turn"))
            text = ", ".join(can[:-1]) + (_tr(" or ") if len(can) > 1 else "") + can[-1]
            self.hint.setText(_tr("You may {what}.").format(what=text) if can else "")
        else:
            name = game.players[game.turn]
            self.counter.setText(_tr("{name}: {count}").format(name=name, count=count))
            self.hint.setText("")

    @Slot()
    def _fill_buy_menu(self) -> None:
        self.buy_menu.clear()
        game = self._game
        if game is None:
            return
        rules = game.rules
        chains = game.to_dict()["chains"]
        for chain in self._buys:
            index = rules.chain_index(chain)
            info = chains[chain]
            price = format_money(info["price"], rules.currency)
            text = _tr("{chain} — {price} ({left} left)").format(
                chain=chain, price=price, left=info["available"]
            )
            action = self.buy_menu.addAction(
                QIcon(chain_swatch(index, rules.chains[index].initial, 16)), text
            )
            action.setData(chain)

    @Slot(QAction)
    def _bought(self, action: QAction) -> None:
        chain = action.data()
        if isinstance(chain, str) and chain in self._buys:
            self.buy_chosen.emit(chain)
