"""The start page shows the player's record (issue 23, point 4): the figures of the
finished games kept (tests/session/record_games.py, worked out by hand there), the record
of each person at this screen by name, the same deal side by side, the results beside the
hard AI's where the files hold them, and a chart of results over time; the page still
fits without scrolling."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun
from acquire_qt.occupant import is_human
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage, read_game, write_ai_in_seat
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.player_record import BAR_LINES_WIDE, RecordChart
from tests.session.record_games import write_finished

from .windows import open_window


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    storage = Storage(tmp_path / "data")
    write_finished(storage)
    return storage


def window_on(qtbot: QtBot, storage: Storage, tmp_path: Path) -> MainWindow:
    return open_window(qtbot, storage, Settings(tmp_path / "settings.ini"), ai_process=False)


def test_player_record_shows_on_the_start_page(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    window = window_on(qtbot, storage, tmp_path)
    panel = window.start_page.record
    assert window.on_start_page() and panel.isVisible()
    assert panel.title() == "Record of Ann"  # the most games
    assert panel.games.text() == "6 played, 2 won (33%)"
    # ranks (3+3+1+2+3+1)/6; net worth 219,375/6, in $ and £: a number
    assert panel.averages.text() == "rank 2.2, net worth 36,562"
    assert panel.best.text() == "rank 1 of 3, £70,700; Space Monopoly, 3 May 2026"
    assert panel.by_rules.text() == (
        "Classic Acquire: 1 of 4 won · Space Monopoly: 1 of 1 won · Energy: 0 of 1 won"
    )
    assert panel.by_opponents.text() == (
        "Easy AI: 1 of 3 won · Hard AI: 0 of 1 won · people: 0 of 1 won · mixed: 1 of 1 won"
    )
    assert panel.same_deals.isVisible()
    assert panel.same_deals.text() == (
        "1 May 2026: rank 3 of 3, $19,600 | 2 May 2026: rank 3 of 3, $25,000"
    )
    assert not panel.beside_ai.isVisible()  # no file holds the AI's runs in the seat
    assert panel.skipped.isVisible() and panel.skipped.text().endswith(": 2")
    chart = panel.chart
    assert chart.isVisible() and [r.net_worth for r in chart.results] == [
        19600,
        25000,
        70700,
        36475,
        19600,
        48000,
    ]
    chart.grab()
    assert len(chart.bars) == 6
    assert chart.bars[2].height() > chart.bars[5].height() > chart.bars[0].height() > 0
    assert chart.result_at(chart.bars[3].center().x()) is chart.results[3]
    at = chart.bars[2].center().toPoint()
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))
    assert QToolTip.text() == "3 May 2026: rank 1 of 3, £70,700"


def test_player_record_is_chosen_by_name(qtbot: QtBot, storage: Storage, tmp_path: Path) -> None:
    window = window_on(qtbot, storage, tmp_path)
    page = window.start_page
    panel = page.record
    assert panel.names.isVisible()
    assert [panel.names.itemText(i) for i in range(panel.names.count())] == ["Ann", "Bob", "Cleo"]
    panel.names.setCurrentText("Bob")
    assert panel.title() == "Record of Bob"
    assert panel.games.text() == "2 played, 2 won (100%)"
    assert panel.averages.text() == "rank 1.0, net worth 52,600"
    assert panel.by_opponents.text() == "people: 1 of 1 won · mixed: 1 of 1 won"
    assert not panel.same_deals.isVisible()
    assert [r.net_worth for r in panel.chart.results] == [70700, 34500]
    page.refresh(storage)  # the choice stays
    assert panel.title() == "Record of Bob" and len(panel.chart.results) == 2


def test_player_record_shows_the_ai_in_the_seat_where_a_file_holds_it(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    """Where a finished game's file keeps the hard AI's runs in the person's seat
    (``storage.write_ai_in_seat``, as the game-over dialog writes them), the record puts
    the player beside the hard AI in the same seat."""
    (path,) = storage.finished.glob("2026-05-01*")
    game = read_game(path)
    (seat,) = (seat for seat, who in enumerate(game.controllers) if is_human(who))
    runs = (AiSeatRun(seed=1, rank=1, cash=40000), AiSeatRun(seed=2, rank=2, cash=30000))
    write_ai_in_seat(path, AiInSeat(seat=seat, level="hard", runs=runs))
    panel = window_on(qtbot, storage, tmp_path).start_page.record
    assert panel.beside_ai.isVisible()
    assert panel.beside_ai.text() == (
        "you: rank 3.0, 19,600; the hard AI in your seat: rank 1.5, 35,000 "
        "(averages of the games compared: 1)"
    )


def test_player_record_empty_and_the_page_still_fits(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    empty = window_on(qtbot, Storage(tmp_path / "nothing"), tmp_path).start_page.record
    assert empty.empty.isVisible() and not empty.chart.isVisible()
    assert not empty.names.isVisible() and not empty.skipped.isVisible()

    window = window_on(qtbot, storage, tmp_path)
    page = window.start_page
    for size in ((1280, 720), (1600, 1000)):
        window.resize(*size)
        qtbot.wait(20)
        needed = page.minimumSizeHint()
        assert needed.width() <= page.width() and needed.height() <= page.height()
        for widget in (page.record.chart, page.record.games, page.open_button):
            assert widget.isVisible()
            assert page.rect().contains(QRect(widget.mapTo(page, QPoint(0, 0)), widget.size()))


def test_a_few_games_stand_as_bars_not_walls(
    qtbot: QtBot, storage: Storage, tmp_path: Path
) -> None:
    """On a wide chart (a large page) each of a few games is a bar a couple of lines wide,
    in the middle of its share of the chart."""
    window = window_on(qtbot, storage, tmp_path)
    panel = window.start_page.record
    panel.names.setCurrentText("Bob")  # two games
    chart = RecordChart()
    qtbot.addWidget(chart)
    chart.set_results(panel.chart.results)
    chart.resize(900, 300)
    chart.grab()
    line = chart.fontMetrics().height()
    assert len(chart.bars) == 2
    for index, bar in enumerate(chart.bars):
        assert 0 < bar.width() <= BAR_LINES_WIDE * line
        share = (chart.width() - 12) / 2
        assert abs(bar.center().x() - (6 + (index + 0.5) * share)) <= 1
