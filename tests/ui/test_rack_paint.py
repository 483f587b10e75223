"""The rack's tiles are drawn once per look and size and copied after: the copy must show
exactly what drawing afresh shows, and every change of look must show."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage, QPaintEvent, QPixmapCache, QRegion
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.engine import End, Kind, Play, Rules, new_game
from acquire_qt.views.rack import TileButton, TileRack


def looks(button: TileButton) -> dict[str, Callable[[], None]]:
    """Ways to set each look of ``button`` from any other."""

    def look(tile: str, enabled: bool, mark: str, down: bool, current: bool) -> Callable[[], None]:
        def show() -> None:
            button.set_tile(tile)
            button.setEnabled(enabled)
            button.set_mark(mark)
            button.set_face_down(down)
            button.set_current(current)

        return show

    return {
        "playable": look("5G", True, "", False, False),
        "disabled": look("5G", False, "", False, False),
        "marked": look("5G", False, "dead", False, False),
        "another tile": look("9I", True, "", False, False),
        "keyboard focus": look("5G", True, "", False, True),
        "face down": look("5G", True, "", True, False),
    }


def picture(button: TileButton) -> QImage:
    return button.grab().toImage()


def test_a_tile_drawn_from_the_cache_is_the_tile_drawn_afresh(qtbot: QtBot) -> None:
    button = TileButton("5G", 1)
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    shows = looks(button)
    drawn = {}
    for name, show in shows.items():
        show()
        QPixmapCache.clear()
        drawn[name] = picture(button)
    distinct = {bytes(image.constBits()) for image in drawn.values()}
    assert len(distinct) == len(drawn), "every look draws differently"
    for name, show in [*shows.items(), *reversed(shows.items())]:  # every look cached now
        show()
        assert picture(button) == drawn[name], f"{name}: the cached copy is another look"


class PaintedRegion(QObject):
    """The region of ``widget`` painted since :meth:`clear`."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.region = QRegion()
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.region += event.region()
        return False

    def clear(self) -> None:
        self.region = QRegion()


def test_a_hand_of_another_size_paints_the_whole_tray_again(qtbot: QtBot) -> None:
    """Six tiles after five (an undo after a play), five after six: the tray's ends move, so
    the rack is painted where its tray was and is, not only where tiles moved (the tray's
    old ends stayed on the screen, or the tiles stood past its new ones)."""
    game = new_game(Rules.classic(turn_order="seated"), ["Ann", "Bob"], seed=3)
    chooser = random.Random(3)
    for _ in range(400):  # on to a tile of Ann's after which she buys (five tiles in hand)
        pending = game.pending
        assert pending is not None
        if pending.kind is Kind.PLAY and pending.player == 0:
            played = game.copy()
            played.apply(next(a for a in game.legal_actions() if isinstance(a, Play)))
            if played.pending is not None and played.pending.kind is Kind.BUY:
                break
        game.apply(chooser.choice([a for a in game.legal_actions() if not isinstance(a, End)]))
    frame = QWidget()
    qtbot.addWidget(frame)
    rack = TileRack(frame)
    rack.setGeometry(0, 0, 700, 80)
    frame.resize(700, 80)
    frame.show()
    qtbot.waitExposed(frame)
    rack.update_game(game, 0)
    rack.layout().activate()
    before = game.copy()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Play)))
    assert len(game.hand(0)) == len(before.hand(0)) - 1  # a tile placed: five in the hand
    painted = PaintedRegion(rack)
    for shown in (game, before, game):
        tray = rack.tray_rect().toAlignedRect()
        QApplication.processEvents()
        painted.clear()
        rack.update_game(shown, 0)
        rack.layout().activate()  # the tiles where they now stand
        qtbot.wait_until(lambda: not painted.region.isEmpty())
        moved = tray.united(rack.tray_rect().toAlignedRect())
        unpainted = QRegion(moved.intersected(rack.rect())) - painted.region
        assert unpainted.isEmpty(), unpainted.boundingRect()
