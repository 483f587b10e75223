"""A large board (28 × 24) in the board view and the window: fitted, zoomed, panned, and
still played with clicks and keys; labels sized for the squares on screen."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.board_square import (
    MIN_NAME_SQUARE_PX,
    NAME_FILL,
    SQUARE,
    Sizes,
    text_width_ratio,
)
from acquire_qt.views.board_view import MAX_SQUARE_PX, ZOOM_STEP, BoardView
from acquire_qt.views.main_window import MainWindow

COLUMNS, ROWS = 28, 24


def big_rules() -> Rules:
    return dataclasses.replace(Rules.classic(), columns=COLUMNS, rows=ROWS)


def big_game() -> Game:
    """A fresh 28 × 24 game: seat 0 places a tile; its six tiles lie all over the board."""
    game = new_game(big_rules(), ["A", "B"], seed=1)
    assert game.pending is not None and game.pending.kind == "play"
    assert game.pending.player == 0
    return game


def big_view(qtbot: QtBot, width: int = 744, height: int = 577) -> tuple[BoardView, Game]:
    """The board view at the size the window gives it at 1280 × 720, showing seat 0's turn."""
    game = big_game()
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.update_game(game, 0)
    return view, game


def on_screen(view: BoardView, tile: str) -> QRect:
    """The square of ``tile`` in viewport pixels."""
    item = view.board_scene().square(tile)
    return view.mapFromScene(item.mapToScene(item.shape().boundingRect())).boundingRect()


def fully_visible(view: BoardView, tile: str) -> bool:
    return view.viewport().rect().contains(on_screen(view, tile))


def scroll(view: BoardView) -> tuple[int, int]:
    return view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def ctrl_wheel(view: BoardView, at: QPoint, notches: int, ctrl: bool = True) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    event = QWheelEvent(
        QPointF(at),
        QPointF(view.viewport().mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def paint(view: BoardView) -> None:
    """Paint the whole view now (offscreen, nothing paints unless asked)."""
    view.grab()


# -- the view ----------------------------------------------------------------------------


def test_zoom_in_out_and_fit_change_the_scale_within_limits(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot)
    fit = view.transform().m11()
    assert view.is_fitted() and fit == pytest.approx(view.fit_scale())
    assert not view.can_zoom_out() and view.can_zoom_in()
    zoomed: list[bool] = []
    view.zoom_changed.connect(lambda: zoomed.append(view.is_fitted()))

    view.zoom_in()
    assert view.transform().m11() == pytest.approx(fit * ZOOM_STEP)
    assert view.transform().m22() == pytest.approx(view.transform().m11())
    assert not view.is_fitted() and zoomed and zoomed[-1] is False
    view.zoom_out()
    assert view.transform().m11() == pytest.approx(fit)
    assert view.is_fitted()

    # Zooming out of the fitted board does nothing; zooming in stops at ~120 px squares.
    view.zoom_out()
    assert view.transform().m11() == pytest.approx(fit)
    for _ in range(30):
        view.zoom_in()
    assert view.square_pixels() == pytest.approx(MAX_SQUARE_PX)
    assert not view.can_zoom_in() and view.can_zoom_out()
    view.fit_board()
    assert view.is_fitted() and view.transform().m11() == pytest.approx(fit)
    assert scroll(view) == (0, 0) or view.horizontalScrollBar().maximum() == 0


def test_the_fitted_board_shows_every_square(qtbot: QtBot) -> None:
    view, game = big_view(qtbot)
    board = view.mapFromScene(view.board_scene().sceneRect()).boundingRect()
    assert view.viewport().rect().contains(board)
    assert all(fully_visible(view, tile) for tile in game.rules.board.names)
    view.zoom_in()
    assert not all(fully_visible(view, tile) for tile in game.rules.board.names)


def test_ctrl_wheel_zooms_about_the_cursor_and_the_plain_wheel_does_not(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot)
    fit = view.transform().m11()
    ctrl_wheel(view, QPoint(300, 200), 1, ctrl=False)
    assert view.transform().m11() == pytest.approx(fit)

    at = on_screen(view, "20F").center()
    ctrl_wheel(view, at, 2)
    qtbot.wait(20)  # the scroll bars appear (a queued layout)
    assert view.horizontalScrollBar().isVisible() and view.verticalScrollBar().isVisible()
    assert view.transform().m11() == pytest.approx(fit * ZOOM_STEP**2)
    # The square under the cursor stays under it.
    assert (on_screen(view, "20F").center() - at).manhattanLength() <= 3

    ctrl_wheel(view, at, -5)
    assert view.is_fitted() and view.transform().m11() == pytest.approx(fit)


def test_a_zoomed_view_keeps_its_scale_through_resizes(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot)
    view.zoom_in()
    view.zoom_in()
    scale = view.transform().m11()
    view.resize(900, 700)
    qtbot.wait(10)
    assert not view.is_fitted() and view.transform().m11() == pytest.approx(scale)
    # Big enough to show the whole board at that scale: fitted again (and it stays so).
    view.resize(1600, 1300)
    qtbot.wait(10)
    assert view.is_fitted() and view.transform().m11() == pytest.approx(view.fit_scale())
    board = view.mapFromScene(view.board_scene().sceneRect()).boundingRect()
    assert view.viewport().rect().contains(board)


@pytest.mark.parametrize("button", [Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton])
def test_dragging_pans_a_zoomed_board(qtbot: QtBot, button: Qt.MouseButton) -> None:
    view, game = big_view(qtbot)
    view.zoom_in()
    view.zoom_in()
    view.zoom_in()
    qtbot.wait(20)
    assert view.horizontalScrollBar().isVisible() and view.verticalScrollBar().isVisible()
    # Start on a square nobody may play (the left button on a playable square plays it).
    start = next(
        on_screen(view, t).center()
        for t in game.rules.board.names
        if t not in game.pending.tiles
        and view.viewport().rect().adjusted(60, 60, -60, -60).contains(on_screen(view, t))
    )
    before = scroll(view)
    with qtbot.assertNotEmitted(view.tile_chosen, wait=20):
        QTest.mousePress(view.viewport(), button, Qt.KeyboardModifier.NoModifier, start)
        assert view.is_panning()
        QTest.mouseMove(view.viewport(), start + QPoint(-20, -15))
        QTest.mouseMove(view.viewport(), start + QPoint(-40, -30))
        QTest.mouseRelease(
            view.viewport(), button, Qt.KeyboardModifier.NoModifier, start + QPoint(-40, -30)
        )
    assert not view.is_panning()
    assert scroll(view) == (before[0] + 40, before[1] + 30)


def test_dragging_a_fitted_board_does_nothing(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot)
    start = on_screen(view, "10J").center()
    for button in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
        QTest.mousePress(view.viewport(), button, Qt.KeyboardModifier.NoModifier, start)
        assert not view.is_panning()
        QTest.mouseMove(view.viewport(), start + QPoint(-40, -30))
        QTest.mouseRelease(
            view.viewport(), button, Qt.KeyboardModifier.NoModifier, start + QPoint(-40, -30)
        )
    assert view.is_fitted() and scroll(view) == (0, 0)


@pytest.mark.parametrize("zoom_steps", [0, 3, 30])
def test_clicking_a_playable_square_plays_it_fitted_or_zoomed(
    qtbot: QtBot, zoom_steps: int
) -> None:
    view, game = big_view(qtbot)
    for _ in range(zoom_steps):
        view.zoom_in()
    qtbot.wait(20)
    for tile in game.pending.tiles:
        view.show_tile(tile)
        assert fully_visible(view, tile)
        with qtbot.waitSignal(view.tile_chosen, timeout=1000) as blocker:
            qtbot.mouseClick(
                view.viewport(), Qt.MouseButton.LeftButton, pos=on_screen(view, tile).center()
            )
        assert blocker.args == [tile]
        assert not view.is_panning()


def test_the_keyboard_focus_is_scrolled_into_view(qtbot: QtBot) -> None:
    view, game = big_view(qtbot)
    scene = view.board_scene()
    for _ in range(30):
        view.zoom_in()  # squares of 120 px: a few columns and rows in view
    qtbot.wait(20)
    playable = game.pending.tiles
    assert sum(fully_visible(view, t) for t in playable) <= 1  # they are spread out
    seen = set()
    keys = [Qt.Key.Key_Right] + [Qt.Key.Key_Right, Qt.Key.Key_Down] * 4
    keys += [Qt.Key.Key_Left, Qt.Key.Key_Up] * 4
    for key in keys:
        qtbot.keyClick(view, key)
        focus = scene.focus_tile()
        assert focus in playable
        assert fully_visible(view, focus), (key, focus, on_screen(view, focus))
        seen.add(focus)
    assert len(seen) >= 3
    focus = scene.focus_tile()
    with qtbot.waitSignal(view.tile_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [focus]


def test_a_highlighted_square_is_scrolled_into_view_when_zoomed(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot)
    for _ in range(30):
        view.zoom_in()
    qtbot.wait(20)
    for tile in ("1A", "28X", "14L", "28A"):
        view.highlight(tile)
        assert view.board_scene().highlighted_tile() == tile
        assert fully_visible(view, tile)


# -- labels ------------------------------------------------------------------------------


def test_label_sizes_follow_the_square_on_screen(qtbot: QtBot) -> None:
    ratio = text_width_ratio("28X")

    def on_screen_px(sizes: Sizes, scene_units: float) -> float:
        return scene_units * sizes.square_px / SQUARE

    big = Sizes.for_square(100, ratio)
    assert big.name == 30 and big.show_empty_name and not big.small  # as always at 100 px
    for square in (14, 18, 22, 30, 50, 120):
        sizes = Sizes.for_square(square, ratio)
        name = on_screen_px(sizes, sizes.name)
        assert name * ratio <= 0.9 * square  # the widest name fits its square
        # A third of the square, or at least 9 px where that fits.
        wanted = min(max(0.3 * square, 9), NAME_FILL * square / ratio)
        assert name == pytest.approx(wanted, abs=0.6 * square / SQUARE)
        assert name >= 5
        assert on_screen_px(sizes, sizes.last_outer) >= 2.4  # the last tile's frame
        assert on_screen_px(sizes, sizes.focus) >= 1.5
        assert sizes.show_empty_name
    assert Sizes.for_square(22, ratio).small and not Sizes.for_square(50, ratio).small
    assert not Sizes.for_square(MIN_NAME_SQUARE_PX - 0.5, ratio).show_empty_name


def test_empty_squares_hide_their_names_only_when_tiny(qtbot: QtBot) -> None:
    view, _game = big_view(qtbot, 420, 320)  # squares of about 12 px
    item = view.board_scene().square("9K")
    assert item.look.owner is None and not item.look.playable
    assert view.square_pixels() < MIN_NAME_SQUARE_PX
    paint(view)
    assert item.last_sizes is not None and not item.last_sizes.show_empty_name
    view.zoom_in()
    view.show_tile("9K")
    paint(view)
    assert view.square_pixels() >= MIN_NAME_SQUARE_PX
    assert item.last_sizes.show_empty_name


# -- the window --------------------------------------------------------------------------


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


@pytest.fixture
def big_window(qtbot: QtBot, tmp_path: Path) -> Callable[[], MainWindow]:
    def make() -> MainWindow:
        controller = GameController(Storage(tmp_path / "data"), random_factory)
        settings = Settings(tmp_path / "settings.ini")
        window = MainWindow(controller, settings)
        controller.set_pace(0)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.fit_docks()
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        controller.new_game(GameSetup(("A", "B"), ("human", "easy"), big_rules(), 1))
        qtbot.wait(20)
        game = controller.game
        assert game is not None and game.rules.columns == COLUMNS
        assert window.board.board_scene().playable_tiles() == game.pending.tiles
        return window

    return make


def test_a_28_by_24_board_is_whole_and_legible_in_a_1280_by_720_window(
    qtbot: QtBot, big_window: Callable[[], MainWindow]
) -> None:
    window = big_window()
    view = window.board
    assert window.width() == 1280 and window.height() == 720
    assert view.is_fitted()
    board = view.mapFromScene(view.board_scene().sceneRect()).boundingRect()
    assert view.viewport().rect().contains(board)
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    assert view.square_pixels() >= 18  # big enough for names of 8 px and more
    paint(view)
    sizes = view.board_scene().square("1A").last_sizes
    assert sizes is not None and sizes.show_empty_name


def test_view_menu_keys_zoom_and_fit(qtbot: QtBot, big_window: Callable[[], MainWindow]) -> None:
    window = big_window()
    view = window.board
    texts = [action.text() for action in window.menuBar().actions()]
    view_menu = window.menuBar().actions()[texts.index("&View")].menu()
    entries = [action.text() for action in view_menu.actions()]
    assert {"Zoom &in", "Zoom &out", "&Fit board"} <= set(entries)
    assert window.zoom_in_action.isEnabled() and not window.fit_board_action.isEnabled()
    fit = view.transform().m11()
    ctrl = Qt.KeyboardModifier.ControlModifier

    qtbot.keyClick(window, Qt.Key.Key_Plus, ctrl)
    assert view.transform().m11() == pytest.approx(fit * ZOOM_STEP)
    assert window.fit_board_action.isEnabled() and window.zoom_out_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Equal, ctrl)
    assert view.transform().m11() == pytest.approx(fit * ZOOM_STEP**2)
    qtbot.keyClick(window, Qt.Key.Key_Minus, ctrl)
    assert view.transform().m11() == pytest.approx(fit * ZOOM_STEP)
    qtbot.keyClick(window, Qt.Key.Key_Plus, ctrl)
    qtbot.keyClick(window, Qt.Key.Key_0, ctrl)
    assert view.is_fitted() and view.transform().m11() == pytest.approx(fit)
    assert not window.fit_board_action.isEnabled()


def test_playing_a_tile_on_a_zoomed_board_in_the_window(
    qtbot: QtBot, big_window: Callable[[], MainWindow]
) -> None:
    window = big_window()
    view = window.board
    game = window.controller.game
    assert game is not None
    for _ in range(3):
        window.zoom_in_action.trigger()
    tile = game.pending.tiles[-1]
    view.show_tile(tile)
    before = game.state
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=on_screen(view, tile).center())
    qtbot.waitUntil(lambda: window.controller.game.state is not before, timeout=2000)  # type: ignore[union-attr]
    assert tile in window.controller.game.to_dict()["board"]  # type: ignore[union-attr]
    assert not view.is_fitted()  # a move does not reset the zoom


def test_the_pointing_hand_shows_over_playable_squares_only(qtbot: QtBot) -> None:
    view, game = big_view(qtbot)
    assert game.pending is not None
    playable = game.pending.tiles[0]
    empty = next(
        name
        for name in game.rules.board.names
        if name not in game.pending.tiles and name not in game.to_dict()["board"]
    )
    QTest.mouseMove(view.viewport(), on_screen(view, playable).center())
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    QTest.mouseMove(view.viewport(), on_screen(view, empty).center())
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_new_games_of_one_size_under_the_mouse_repaint_the_board(qtbot: QtBot) -> None:
    # Square cursors set by the items themselves crashed Qt under Xvfb when a new game's
    # looks were set with the mouse on the board (tests/ui/screenshots.py); offscreen this
    # does not reproduce, so this only checks the path the view's own cursor now takes.
    view, game = big_view(qtbot)
    assert game.pending is not None
    QTest.mouseMove(view.viewport(), on_screen(view, game.pending.tiles[0]).center())
    for seed in range(2, 6):
        other = new_game(big_rules(), ["A", "B"], seed=seed)
        assert other.pending is not None
        view.update_game(other, other.pending.player)
        QApplication.processEvents()
        assert view.board_scene().playable_tiles() == other.pending.tiles
