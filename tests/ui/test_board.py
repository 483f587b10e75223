"""The board scene and view, and the tile rack, over real game positions."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from scripting import scripted_game

from acquire_qt.engine import End, Game, Outcome, Rules, new_game
from acquire_qt.views.board import BoardScene
from acquire_qt.views.board_view import BoardView
from acquire_qt.views.rack import TileRack, unplayable_reason

NAMES = ("Ann", "Bob", "Cy", "Di")


def play_until(
    done: Callable[[Game], bool], seed: int = 1, players: int = 4, max_actions: int = 3000
) -> Game:
    """A seeded random game (never declaring the end) played until ``done(game)``."""
    game = new_game(Rules.classic(), list(NAMES[:players]), seed=seed)
    chooser = random.Random(seed)
    for _ in range(max_actions):
        if done(game):
            return game
        game.apply(chooser.choice([a for a in game.legal_actions() if not isinstance(a, End)]))
    raise AssertionError("the wanted position never came up")


def mid_game(game: Game) -> bool:
    """Four chains or more, tiles removed, and someone to place a tile."""
    data = game.to_dict()
    active = sum(1 for info in data["chains"].values() if info["active"])
    return (
        active >= 4
        and bool(data["removed"])
        and game.pending is not None
        and game.pending.kind == "play"
    )


def dead_tile_game() -> Game:
    """Ann to play, holding 1B between two safe chains (rows A and C, 11 tiles each)."""
    plays: list[str | None] = []
    for column in range(2, 12):
        plays += [f"{column}A", f"{column}C"]
    plays.append("1B")
    game: Game = scripted_game(["1A", "1C"], plays)
    for tile in plays[:-1]:
        game.apply(f"play {tile}")
        while game.pending is not None and game.pending.kind != "play":
            decision = game.pending
            game.apply(f"found {decision.chains[0]}" if decision.kind == "found" else "buy")
    return game


def show(qtbot: QtBot, view: BoardView, game: Game, viewer: int | None) -> None:
    qtbot.addWidget(view)
    view.resize(1000, 760)
    view.show()
    qtbot.waitExposed(view)
    view.update_game(game, viewer)


def centre(view: BoardView, tile: str) -> QPoint:
    item = view.board_scene().square(tile)
    return view.mapFromScene(item.mapToScene(QPointF(50, 50)))


# -- the board ---------------------------------------------------------------------------


def test_every_square_shows_its_owner_initial_and_marks(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    scene = BoardScene()
    scene.update_game(game, None)
    data = game.to_dict()
    board, removed = data["board"], set(data["removed"])
    initials = {spec.name: spec.initial for spec in game.rules.chains}
    squares = scene.squares()
    assert len(squares) == 108 and set(squares) == set(game.rules.board.names)
    chains_seen = set()
    for tile, item in squares.items():
        look = item.look
        owner = board.get(tile)
        assert look.owner == owner, tile
        if owner not in (None, "loose"):
            chains_seen.add(owner)
            assert look.initial == initials[owner], tile
            assert owner in item.tooltip()
        else:
            assert look.initial == ""
        assert look.removed == (owner is None and tile in removed), tile
        assert look.last == (tile == data["last_tile"]), tile
        assert not look.playable  # nobody's hand is shown without a viewer
        assert tile in item.tooltip()
    assert len(chains_seen) >= 4 and removed


def test_board_of_another_size(qtbot: QtBot) -> None:
    rules = dataclasses.replace(Rules.classic(), columns=16, rows=12)
    game = new_game(rules, ["Ann", "Bob"], seed=2)
    scene = BoardScene()
    scene.update_game(game, 0)
    assert len(scene.squares()) == 16 * 12
    assert scene.square("16L").look.owner is None
    rect = scene.sceneRect()
    assert rect.width() / rect.height() == pytest.approx(16 / 12, rel=0.05)
    for item in scene.squares().values():
        assert rect.contains(item.sceneBoundingRect())
    expected = game.pending.tiles if game.pending.player == 0 else ()
    assert set(scene.playable_tiles()) == set(expected)


def test_clicking_a_playable_square_emits_its_tile(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    view = BoardView()
    show(qtbot, view, game, viewer)
    assert set(view.board_scene().playable_tiles()) == set(game.pending.tiles)
    for tile in game.pending.tiles:
        assert view.board_scene().square(tile).look.playable
        with qtbot.waitSignal(view.tile_chosen, timeout=1000) as blocker:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, tile))
        assert blocker.args == [tile]


def test_clicking_anything_else_emits_nothing(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    view = BoardView()
    show(qtbot, view, game, viewer)
    data = game.to_dict()
    hand = set(game.hand(viewer))
    empty = next(t for t in game.rules.board.names if t not in data["board"] and t not in hand)
    taken = next(iter(data["board"]))
    targets = [empty, taken, *data["removed"]]
    with qtbot.assertNotEmitted(view.tile_chosen, wait=50):
        for tile in targets:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, tile))
        # The gap beside a playable square, and a right click on it.
        tile = game.pending.tiles[0]
        item = view.board_scene().square(tile)
        gap = view.mapFromScene(item.mapToScene(QPointF(-3, 50)))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=gap)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=centre(view, tile))
    # Another seat watching: the same playable square is not theirs to play.
    view.update_game(game, (viewer + 1) % 4)
    assert view.board_scene().playable_tiles() == ()
    with qtbot.assertNotEmitted(view.tile_chosen, wait=50):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, tile))


def test_unplayable_tile_in_hand_is_not_playable_on_the_board(qtbot: QtBot) -> None:
    game = dead_tile_game()
    assert game.pending.player == 0 and game.tile_outcome("1B") == Outcome.DEAD
    view = BoardView()
    show(qtbot, view, game, 0)
    assert "1B" not in view.board_scene().playable_tiles()
    with qtbot.assertNotEmitted(view.tile_chosen, wait=50):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, "1B"))


def test_keyboard_moves_among_playable_squares_and_plays(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    view = BoardView()
    show(qtbot, view, game, viewer)
    scene = view.board_scene()
    playable = scene.playable_tiles()
    assert len(playable) >= 2
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_tile() == playable[0]
    assert scene.square(playable[0]).look.focused
    seen = {scene.focus_tile()}
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) * 3:
        qtbot.keyClick(view, key)
        assert scene.focus_tile() in playable
        seen.add(scene.focus_tile())
    assert len(seen) >= 2
    focus = scene.focus_tile()
    with qtbot.waitSignal(view.tile_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [focus]


def test_highlight_and_economical_updates(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    scene = BoardScene()
    assert len(scene.update_game(game, None)) > 0
    assert scene.update_game(game, None) == []  # nothing changed, nothing repainted
    scene.highlight("5E")
    assert scene.square("5E").look.highlighted
    scene.highlight(None)
    assert not scene.square("5E").look.highlighted
    before = game.to_dict()
    tile = game.pending.tiles[0]
    game.apply(f"play {tile}")
    after = game.to_dict()
    changed = set(scene.update_game(game, None))
    squares = set(before["board"]) | set(after["board"])
    expected = {t for t in squares if before["board"].get(t) != after["board"].get(t)}
    expected |= {before["last_tile"], after["last_tile"]} - {None}
    expected |= set(after["removed"]) ^ set(before["removed"])
    assert tile in changed
    assert changed == expected


# -- the rack ----------------------------------------------------------------------------


def enabled(rack: TileRack) -> set[str]:
    return {button.tile for button in rack.buttons() if button.isEnabled()}


def test_rack_enables_exactly_the_playable_tiles(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    rack = TileRack()
    qtbot.addWidget(rack)
    rack.update_game(game, viewer)
    assert rack.tiles() == game.hand(viewer)
    assert enabled(rack) == set(game.pending.tiles)
    # Someone else's decision: the hand shows, nothing is enabled.
    other = (viewer + 1) % 4
    rack.update_game(game, other)
    assert rack.tiles() == game.hand(other)
    assert enabled(rack) == set()
    # No viewer (all AI): the hand of the player whose turn it is, all disabled.
    rack.update_game(game, None)
    assert rack.tiles() == game.hand(game.turn)
    assert enabled(rack) == set()


def test_rack_explains_a_dead_tile(qtbot: QtBot) -> None:
    game = dead_tile_game()
    rack = TileRack()
    qtbot.addWidget(rack)
    rack.update_game(game, 0)
    button = rack.button("1B")
    assert not button.isEnabled()
    assert "would merge two safe chains (it will be replaced when you draw)" in button.toolTip()
    assert button.mark() == "dead"
    assert enabled(rack) == set(game.pending.tiles)


def test_rack_explains_an_eighth_chain_tile(qtbot: QtBot) -> None:
    def eighth(game: Game) -> bool:
        pending = game.pending
        return (
            pending is not None
            and pending.kind == "play"
            and any(game.tile_outcome(t) == Outcome.EIGHTH_CHAIN for t in game.hand(pending.player))
        )

    game = play_until(eighth, seed=0)
    viewer = game.pending.player
    rack = TileRack()
    qtbot.addWidget(rack)
    rack.update_game(game, viewer)
    tile = next(t for t in game.hand(viewer) if game.tile_outcome(t) == Outcome.EIGHTH_CHAIN)
    assert not rack.button(tile).isEnabled()
    assert unplayable_reason(Outcome.EIGHTH_CHAIN) in rack.button(tile).toolTip()
    assert "eighth chain" in rack.button(tile).toolTip()


def hover(widget: object, inside: bool) -> None:
    if inside:
        event = QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5))
    else:
        event = QEvent(QEvent.Type.Leave)
    QApplication.sendEvent(widget, event)  # type: ignore[arg-type]


def test_rack_hover_clicks_and_keys(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    rack = TileRack()
    qtbot.addWidget(rack)
    rack.show()
    rack.update_game(game, viewer)
    hovered: list[object] = []
    chosen: list[str] = []
    rack.tile_hovered.connect(hovered.append)
    rack.tile_chosen.connect(chosen.append)
    first = rack.tiles()[0]
    hover(rack.button(first), True)
    hover(rack.button(first), False)
    assert hovered == [first, None]
    playable = game.pending.tiles
    qtbot.mouseClick(rack.button(playable[0]), Qt.MouseButton.LeftButton)
    assert chosen == [playable[0]]
    number = rack.tiles().index(playable[-1]) + 1
    qtbot.keyClick(rack, str(number))
    assert chosen[-1] == playable[-1]
    qtbot.keyClick(rack, Qt.Key.Key_Right)
    qtbot.keyClick(rack, Qt.Key.Key_Right)
    assert rack.current_tile() == playable[min(1, len(playable) - 1)]
    qtbot.keyClick(rack, Qt.Key.Key_Return)
    assert chosen[-1] == rack.current_tile()
    unplayable = [t for t in rack.tiles() if t not in playable]
    if unplayable:
        before = len(chosen)
        qtbot.keyClick(rack, str(rack.tiles().index(unplayable[0]) + 1))
        assert len(chosen) == before


def test_hidden_rack_shows_nothing_and_plays_nothing(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    viewer = game.pending.player
    rack = TileRack()
    qtbot.addWidget(rack)
    rack.update_game(game, viewer)
    hovered: list[object] = []
    chosen: list[str] = []
    rack.tile_hovered.connect(hovered.append)
    rack.tile_chosen.connect(chosen.append)
    rack.set_hidden(True)
    assert rack.is_hidden()
    assert all(b.face_down() and not b.isEnabled() and not b.toolTip() for b in rack.buttons())
    hovered.clear()
    hover(rack.buttons()[0], True)
    qtbot.keyClick(rack, "1")
    assert hovered == [] and chosen == []
    rack.set_hidden(False)
    assert enabled(rack) == set(game.pending.tiles)
    assert all(b.toolTip() for b in rack.buttons())


def test_view_scales_the_board_with_the_window(qtbot: QtBot) -> None:
    game = play_until(mid_game, seed=3)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 500)
    view.show()
    qtbot.waitExposed(view)
    view.board_scene().update_game(game, None)  # through the scene: the view still fits
    small = view.transform().m11()
    board = view.mapFromScene(view.board_scene().sceneRect()).boundingRect()
    assert board.width() <= view.viewport().width() + 2
    assert board.height() <= view.viewport().height() + 2
    view.resize(1200, 1000)
    qtbot.wait(10)
    assert view.transform().m11() > small * 1.5
    assert view.transform().m11() == pytest.approx(view.transform().m22())
