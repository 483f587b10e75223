"""The rack's tiles are drawn once per look and size and copied after: the copy must show
exactly what drawing afresh shows, and every change of look must show."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage, QPixmapCache
from pytestqt.qtbot import QtBot

from acquire_qt.views.rack import TileButton


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
