"""The board's pieces: every chain of every rule set has an emblem of its own, a chain's
tiles carry its colour and its emblem, and a merger is a moment on the board (the defunct
chain's tiles turn over into the survivor's; at once with the animations off)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController
from acquire_qt.engine import RULE_SETS, Game
from acquire_qt.models.recent import SinceLastDecision
from acquire_qt.presentation.palette import chain_colour, text_colour
from acquire_qt.storage import Storage
from acquire_qt.views.board_overlays import RECOLOUR_MS, BoardOverlays, Recolour
from acquire_qt.views.board_square import EMBLEM_SHARE, SQUARE
from acquire_qt.views.board_view import BoardView
from acquire_qt.views.emblems import chain_badge, chain_emblem, has_drawing

from .test_board import dead_tile_game
from .test_main_window import survivor_tie_game

CHAINS = [
    (name, index, chain)
    for name, spec in RULE_SETS.items()
    for index, chain in enumerate(spec.make().chain_names)
]


def opaque_pixels(image: QImage) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 128
    )


@pytest.mark.parametrize(("rule_set", "index", "chain"), CHAINS, ids=[c for _, _, c in CHAINS])
def test_every_chain_of_every_rule_set_has_an_emblem_that_renders(
    qtbot: QtBot, rule_set: str, index: int, chain: str
) -> None:
    assert has_drawing(chain), f"{rule_set}: {chain} has no emblem of its own"
    image = chain_emblem(chain, 32, "#000000", ratio=1.0).toImage()
    assert (image.width(), image.height()) == (32, 32)
    inked = opaque_pixels(image)
    assert 32 * 32 * 0.12 < inked < 32 * 32 * 0.85, (chain, inked)  # a shape, not a blot
    # Sharp at a device pixel ratio of 2: twice the pixels, the same logical size.
    sharp = chain_emblem(chain, 32, "#000000", ratio=2.0)
    assert sharp.width() == 64 and sharp.deviceIndependentSize().width() == 32
    badge = chain_badge(chain, index, 24, ratio=1.0).toImage()
    assert badge.pixelColor(3, 12) == chain_colour(index)


def test_the_chains_of_a_rule_set_have_different_emblems(qtbot: QtBot) -> None:
    for spec in RULE_SETS.values():
        names = spec.make().chain_names
        drawings = {chain_emblem(n, 24, ratio=1.0).toImage().constBits().tobytes() for n in names}
        assert len(drawings) == len(names), spec.name


def tile_picture(view: BoardView, tile: str) -> QImage:
    """``tile``'s square as the scene paints it, 100 pixels a side (a scene unit a pixel)."""
    scene = view.board_scene()
    origin = scene.square(tile).scenePos()
    image = QImage(round(SQUARE), round(SQUARE), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(
        painter, QRectF(0, 0, SQUARE, SQUARE), QRectF(origin, QPointF(SQUARE, SQUARE) + origin)
    )
    painter.end()
    return image


def close(a: QColor, b: QColor, within: int = 40) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_a_chains_tiles_show_its_colour_and_its_emblem(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1300, 1000)  # squares of about 100 pixels: the emblem shows
    game = dead_tile_game()
    view.update_game(game, 0)
    assert view.square_pixels() >= 60
    names = game.rules.chain_names
    board = game.to_dict()["board"]
    for tile, chain in board.items():
        index = names.index(chain)
        fill, ink = chain_colour(index), text_colour(chain_colour(index))
        image = tile_picture(view, tile)
        assert close(image.pixelColor(86, 55), fill, 12), (tile, chain)  # the face
        # Where the emblem is inked the tile shows the ink, elsewhere in its box the face.
        side = round(EMBLEM_SHARE * SQUARE)
        emblem = chain_emblem(chain, side, "#000000", ratio=1.0).toImage()
        left, top = round((SQUARE - side) / 2), round(SQUARE * 0.56 - side / 2)
        agree = total = 0
        for y in range(0, side, 2):
            for x in range(0, side, 2):
                alpha = emblem.pixelColor(x, y).alpha()
                if 40 < alpha < 215:
                    continue  # an edge
                shown = image.pixelColor(left + x, top + y)
                total += 1
                agree += close(shown, ink if alpha >= 215 else fill)
        assert agree >= 0.95 * total, (tile, chain, agree, total)


def merger_at_hand(tmp_path: Path) -> tuple[GameController, BoardView, BoardOverlays, Game]:
    """Ann's decision that completes a merger (Tower into Luxor), shown on a board with
    its overlays; the game as it will be once she decides."""
    game = survivor_tie_game()
    for action in ("play 5E", "survivor Luxor", "dispose keep"):
        game.apply(action)
    storage = Storage(tmp_path / "data")
    path = tmp_path / "merger.acquire.json"
    storage.save(game, path)
    controller = GameController(storage, ai_process=False)
    view = BoardView()
    view.resize(1000, 800)
    since = SinceLastDecision(controller)
    overlays = BoardOverlays(view, controller, since)
    controller.state_changed.connect(lambda: view.update_game(controller.game, None))
    assert controller.open(str(path))
    after = game.copy()
    after.apply("dispose keep")
    return controller, view, overlays, after


def test_a_merger_turns_the_defunct_tiles_into_the_survivors(qtbot: QtBot, tmp_path: Path) -> None:
    controller, view, overlays, after = merger_at_hand(tmp_path)
    qtbot.addWidget(view)
    controller.set_pace(1)
    assert overlays.animating()
    before = dict(controller.game.to_dict()["board"])  # type: ignore[union-attr]
    defunct = sorted(tile for tile, chain in before.items() if chain == "Tower")
    assert defunct
    assert controller.submit("dispose keep")  # Bob's: the merger completes
    # The board already holds the state; covers turn over on top of it.
    board = after.to_dict()["board"]
    assert all(board[tile] == "Luxor" for tile in defunct)
    assert {t: view.board_scene().square(t).look.owner for t in board} == board
    turning = overlays.recolouring()
    assert sorted(squares_of(view, turning)) == defunct
    assert {cover.showing() for cover in turning} == {"Tower"}
    assert overlays.running_animations() == len(defunct)
    # Half way through its turn a tile shows the survivor's face.
    for cover in turning:
        cover.set_turn(0.75)
    assert {cover.showing() for cover in turning} == {"Luxor"}
    # It ends with the covers gone and the board as the state says.
    qtbot.wait_until(lambda: not overlays.recolouring(), timeout=10 * RECOLOUR_MS + 2000)
    assert not any(isinstance(item, Recolour) for item in view.board_scene().items())
    assert {t: view.board_scene().square(t).look.owner for t in board} == board
    controller.stop()


def test_with_animations_off_a_merger_shows_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    controller, view, overlays, after = merger_at_hand(tmp_path)
    qtbot.addWidget(view)
    controller.set_pace(1)
    overlays.set_animations(False)  # the tests' and the players' setting
    assert controller.submit("dispose keep")
    assert overlays.recolouring() == [] and overlays.running_animations() == 0
    board = after.to_dict()["board"]
    assert {t: view.board_scene().square(t).look.owner for t in board} == board
    controller.stop()


def squares_of(view: BoardView, covers: list[Recolour]) -> list[str]:
    by_place = {
        (item.pos().x(), item.pos().y()): t for t, item in view.board_scene().squares().items()
    }
    return [by_place[(cover.pos().x(), cover.pos().y())] for cover in covers]


def test_a_turning_tile_shows_where_its_square_is_in_a_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Seen in a playtest: after every merger, lines of the defunct chain's colour stayed
    on the squares beside its tiles. A tile not yet turning was copied to the board's
    place in the window's backing store, not the board's own (shifted by where the board
    sits in the window), and no repaint reached there. On a board inside a window, each
    tile about to turn shows its own chain's face on its square."""
    controller, view, overlays, _after = merger_at_hand(tmp_path)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1100, 900)
    view.setParent(window)
    view.move(57, 43)
    window.show()
    qtbot.waitExposed(window)
    controller.set_pace(1)
    assert controller.submit("dispose keep")
    turning = overlays.recolouring()
    assert turning and {cover.get_turn() for cover in turning} == {0.0}
    tower = QColor(chain_colour(turning[0].before[1]))
    image = window.grab().toImage()
    for cover in turning:
        face = cover.mapToScene(QPointF(0.85 * SQUARE, 0.5 * SQUARE))
        point = view.viewport().mapTo(window, view.mapFromScene(face))
        assert close(image.pixelColor(point), tower), squares_of(view, [cover])
    controller.stop()
