"""The win-chance chart: every player's line is drawn, the current marker moves, a click
names the nearest point, it exports as PNG and SVG, and the game-over dialog shows it
beside the net-worth chart (here from a save file's cache: no worker is started)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.ai.random_player import RandomPlayer
from acquire_qt.ai.win_chance import CurvePoint, turn_marks
from acquire_qt.dialogs import GameOverDialog
from acquire_qt.dialogs.game_over import PLAYER_COLOURS
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.session.analysis import Analysis
from acquire_qt.storage import Storage, write_win_chance
from acquire_qt.views.ai_in_seat import AiInSeatPanel
from acquire_qt.views.files import write_image
from acquire_qt.views.win_chance_chart import WinChanceChart, WinChancePanel

NAMES = ("Ann", "Bob", "Cy")
CURVE = (
    CurvePoint(0, 0, (1 / 3, 1 / 3, 1 / 3)),
    CurvePoint(4, 1, (0.5, 0.25, 0.25)),
    CurvePoint(9, 2, (0.25, 0.25, 0.5)),
    CurvePoint(13, 3, (0.0, 0.125, 0.875)),
    CurvePoint(15, 4, (0.0, 0.0, 1.0)),
)


def colours_in(image: QImage) -> set[str]:
    return {
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    }


def near(found: set[str], target: str) -> bool:
    want = QColor(target)
    return any(
        abs(QColor(c).red() - want.red())
        + abs(QColor(c).green() - want.green())
        + abs(QColor(c).blue() - want.blue())
        < 30
        for c in found
    )


@pytest.fixture
def chart(qtbot: QtBot) -> WinChanceChart:
    chart = WinChanceChart()
    qtbot.addWidget(chart)
    chart.resize(640, 300)
    chart.set_curve(CURVE, NAMES)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def test_every_player_is_drawn_and_the_marker_moves(chart: WinChanceChart) -> None:
    found = colours_in(chart.grab().toImage())
    assert all(near(found, colour) for colour in PLAYER_COLOURS[: len(NAMES)])
    assert "Cy: 100%" in chart.accessibleDescription()
    chart.set_current(10)  # between the points after 9 and 13 actions: the one after 9
    assert chart.current == 2
    marked = chart.grab().toImage()
    highlight = chart.palette().highlight().color().name()
    assert near(colours_in(marked), highlight)
    chart.set_current(15)
    assert chart.current == len(CURVE) - 1


def test_a_click_names_the_nearest_point(qtbot: QtBot, chart: WinChanceChart) -> None:
    # Each point at its turn (the one its last action was played in): 0 1 2 3 4.
    assert chart.point_turns(len(CURVE)) == [0, 1, 2, 3, 4]
    for index in (0, 3, 4):
        x = round(chart.turn_x(index, len(CURVE)))
        with qtbot.waitSignal(chart.pointClicked, timeout=1000) as clicked:
            qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(x + 2, 100))
        assert clicked.args == [CURVE[index].actions]


def test_export_as_png_and_svg(chart: WinChanceChart, tmp_path: Path) -> None:
    assert write_image(chart, tmp_path / "chart.png")
    image = QImage(str(tmp_path / "chart.png"))
    assert image.size() == chart.size()
    assert all(near(colours_in(image), colour) for colour in PLAYER_COLOURS[: len(NAMES)])
    assert write_image(chart, tmp_path / "chart.svg")
    svg = (tmp_path / "chart.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg and "Ann" in svg


def finished_game() -> Game:
    game = new_game(Rules.classic(), NAMES, seed=3)
    seats = [RandomPlayer(seat) for seat in range(len(NAMES))]
    while (decision := game.pending) is not None:
        game.apply(seats[decision.player].choose(game.copy()))
    return game


def test_the_game_over_dialog_shows_the_cached_curve(qtbot: QtBot, tmp_path: Path) -> None:
    game = finished_game()
    path = tmp_path / "game.acquire.json"
    Storage(tmp_path).save(game, path)
    end = len(game.actions)
    curve = (CURVE[0], CurvePoint(end, 9, (0.0, 1.0, 0.0)))
    analysis = Analysis()
    write_win_chance(path, curve, seed=0, playouts=analysis.playouts)
    panel = WinChancePanel(analysis)
    panel.compute(game, cache=path)
    history = [[6000, 6000, 6000], [7000, 5000, 6000]]
    dialog = GameOverDialog(game, [], history, win_chance=panel)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.chart, timeout=5000)
    assert panel.chart.points == curve and panel.chart.names == list(NAMES)
    assert analysis.computed == 0  # from the file: no worker
    assert dialog.ui.win_chance_header.isVisible()
    assert panel.chart.width() >= 400 and dialog.chart.width() >= 400
    analysis.shutdown()


def test_the_progress_counts_the_turns_of_the_game(qtbot: QtBot) -> None:
    """The bar counts turns as the game does: a game over in its turn N is estimated over
    N turns (the estimate of the deal, before turn 1, is none of them). It said "N + 1"."""
    game = finished_game()
    turns = game.state.turn_number
    estimates = len(turn_marks(game))  # the worker's progress: (done, estimates)
    panel = WinChancePanel(Analysis())
    qtbot.addWidget(panel)
    texts = []
    for done in range(1, estimates + 1):
        panel.analysis.progress.emit(done, estimates)
        texts.append(panel.progress.text())
    assert texts[0] == f"Estimating the chances: 0 of {turns} turns"
    assert texts[-1] == f"Estimating the chances: {turns} of {turns} turns"
    panel.analysis.shutdown()


def test_the_game_over_dialog_fits_the_game_window(qtbot: QtBot) -> None:
    """Side by side the two charts ask for more than a 1280×720 window: the dialog stays
    within the window it belongs to, both charts still readable."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    panel = WinChancePanel()
    history = [[6000, 6000, 6000], [7000, 5000, 6000]]
    dialog = GameOverDialog(finished_game(), [], history, window, win_chance=panel)
    assert panel.sizeHint().width() + dialog.chart.sizeHint().width() > 1280
    assert dialog.width() <= 1280 and dialog.height() <= 720
    dialog.show()
    qtbot.waitExposed(dialog)
    assert panel.width() >= 400 and dialog.chart.width() >= 400
    dialog.reject()


@pytest.mark.parametrize("make", [WinChancePanel, AiInSeatPanel])
def test_minimizing_the_dialog_goes_on_with_the_analysis_and_closing_it_ends_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, make: type[WinChancePanel | AiInSeatPanel]
) -> None:
    """The panels end their own analysis when their dialog is hidden, and a window minimized
    is hidden too: minimizing the game-over dialog ended the estimate, which said "the
    analysis process was ended" in the playtest. Only a dialog closed ends it now."""
    panel = make()
    ended: list[bool] = []
    monkeypatch.setattr(panel.analysis, "shutdown", lambda: ended.append(True))
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QVBoxLayout(dialog).addWidget(panel)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.showMinimized()
    qtbot.waitUntil(dialog.isMinimized)
    QApplication.processEvents()
    assert not ended
    dialog.showNormal()
    dialog.close()
    assert ended


def test_a_failed_estimate_can_be_tried_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The estimate failed (its worker ended): the panel says why and offers to try again,
    which asks for the same game's curve from the same file (it had no way to)."""
    game = finished_game()
    cache = tmp_path / "game.acquire.json"
    panel = WinChancePanel(Analysis())
    qtbot.addWidget(panel)
    asked: list[tuple[Game, Path | None]] = []
    monkeypatch.setattr(
        panel.analysis, "compute_curve", lambda game, cache=None: asked.append((game, cache))
    )
    panel.show()
    panel.compute(game, cache=cache)
    assert not panel.again_button.isVisible()
    panel.analysis.failed.emit("the analysis process was ended")
    assert panel.again_button.isVisible() and "was ended" in panel.message.text()
    qtbot.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
    assert asked == [(game, cache), (game, cache)]
    assert not panel.again_button.isVisible() and panel.progress.isVisible()
