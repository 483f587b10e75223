"""The board's look: the themes, readable labels in both, and what a tile shows (its
chain's tier, a safe chain's lock, a held tile that cannot be played)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPalette
from pytestqt.qtbot import QtBot

from acquire_qt.engine import Rules
from acquire_qt.presentation.palette import (
    CHAIN_COLOURS,
    DARK,
    LIGHT,
    READABLE,
    Theme,
    chain_colour,
    contrast,
    text_colour,
    theme_named,
)
from acquire_qt.settings import THEME, Settings
from acquire_qt.views.board import BoardScene, tier_ranks
from acquire_qt.views.board_square import SQUARE
from acquire_qt.views.main_window import MainWindow

from .test_board import dead_tile_game


def test_contrast_is_wcag_ratio() -> None:
    assert contrast(QColor("#000000"), QColor("#FFFFFF")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)
    # WCAG's own example: #767676 on white is the lightest grey that passes AA.
    assert contrast(QColor("#767676"), QColor("#FFFFFF")) >= READABLE
    assert contrast(QColor("#777777"), QColor("#FFFFFF")) < READABLE


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=lambda theme: theme.name)
def test_every_label_reads_on_its_background_in_both_themes(theme: Theme) -> None:
    for index in range(len(CHAIN_COLOURS)):
        fill = chain_colour(index)
        ratio = contrast(text_colour(fill), fill)
        assert ratio >= READABLE, (theme.name, CHAIN_COLOURS[index], ratio)
    for what, text, background in theme.label_pairs():
        ratio = contrast(QColor(text), QColor(background))
        assert ratio >= READABLE, (theme.name, what, ratio)


def test_chain_tiles_stand_apart_from_the_empty_squares_in_the_dark_theme() -> None:
    # In the light theme a tile's dark edge and shadow set it apart; in the dark one
    # the faces themselves must (WCAG's 3:1 for graphics).
    for colour in CHAIN_COLOURS:
        assert contrast(QColor(colour), QColor(DARK.empty)) >= 2.5, colour


def square_pixel(scene: BoardScene, tile: str, x: float, y: float) -> QColor:
    """The colour the scene paints at ``(x, y)`` inside ``tile``'s square."""
    item = scene.square(tile)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    origin = item.scenePos()
    scene.render(painter, QRectF(0, 0, 200, 200), QRectF(origin, QPointF(200, 200) + origin))
    painter.end()
    return image.pixelColor(round(x), round(y))


def test_switching_the_theme_repaints_the_board_in_its_colours(qtbot: QtBot) -> None:
    scene = BoardScene()
    game = dead_tile_game()
    scene.update_game(game, 0)
    empty = "12F"
    assert scene.square(empty).look.owner is None and not scene.square(empty).look.playable
    painted = {}
    for theme in (LIGHT, DARK):
        scene.set_theme(theme)
        assert scene.backgroundBrush().color() == QColor(theme.board)
        assert all(item.theme() is theme for item in scene.squares().values())
        painted[theme.name] = square_pixel(scene, empty, SQUARE * 0.85, SQUARE * 0.85)
        assert painted[theme.name] == QColor(theme.empty), theme.name
    assert painted["light"] != painted["dark"]


def test_tiles_show_tier_safety_and_held_tiles_that_cannot_be_played() -> None:
    game = dead_tile_game()
    scene = BoardScene()
    scene.update_game(game, 0)
    chains = game.game_view().chains
    board = game.to_dict()["board"]
    ranks = dict(zip(game.rules.chain_names, tier_ranks(game.rules), strict=True))
    for tile, chain in board.items():
        look = scene.square(tile).look
        view = next(c for c in chains if c.name == chain)
        assert look.safe == view.safe
        assert look.tier == ranks[chain]
    assert any(scene.square(tile).look.safe for tile in board)
    assert scene.square("1B").look.unplayable  # it would merge two safe chains
    assert "cannot be played" in scene.square("1B").tooltip()
    # Classic's tiers rank cheap, medium, expensive; Space Monopoly's companies are alike.
    classic = dict(zip(Rules.classic().chain_names, tier_ranks(Rules.classic()), strict=True))
    assert classic["Tower"] < classic["American"] < classic["Imperial"]
    assert set(tier_ranks(Rules.space_monopoly())) == {0}


@pytest.fixture
def window_maker(qtbot: QtBot, tmp_path: Path) -> Callable[[], MainWindow]:
    from acquire_qt.controller import GameController
    from acquire_qt.storage import Storage

    def make() -> MainWindow:
        controller = GameController(Storage(tmp_path / "data"), ai_process=False)
        window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
        qtbot.addWidget(window)
        return window

    return make


def test_view_menu_theme_choice_is_applied_and_remembered(
    window_maker: Callable[[], MainWindow],
) -> None:
    window = window_maker()
    desktop = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    assert window.board.board_scene().theme() is theme_named("system")
    choose(window, "dark")
    assert window.board.board_scene().theme() is DARK
    assert window.settings.get(THEME) == "dark"
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 80
    window.close()
    again = window_maker()
    assert again.board.board_scene().theme() is DARK
    checked = [a.data() for a in again.theme_menu.group.actions() if a.isChecked()]
    assert checked == ["dark"]
    choose(again, "light")
    assert again.board.board_scene().theme() is LIGHT
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() > 200
    choose(again, "system")  # the desktop's palette comes back
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window) == desktop


def test_review_s_board_is_in_the_window_s_theme(
    window_maker: Callable[[], MainWindow],
) -> None:
    window = window_maker()
    assert window.review_page is not None
    choose(window, "dark")
    assert window.review_page.board.board_scene().theme() is DARK
    choose(window, "light")
    assert window.review_page.board.board_scene().theme() is LIGHT
    choose(window, "system")


def choose(window: MainWindow, value: str) -> None:
    """View → Theme → ``value``."""
    chosen = [action for action in window.theme_menu.group.actions() if action.data() == value]
    assert len(chosen) == 1
    chosen[0].trigger()
