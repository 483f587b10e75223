"""The dock tables' columns, as wide as their contents, measuring only what changed; the
game log, following its newest row just after the window's repaint; the window's size at
a first start."""

from __future__ import annotations

import random

from PySide6.QtCore import QSize, QStringListModel
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QHeaderView, QListView, QMainWindow, QTableView
from pytestqt.qtbot import QtBot

from acquire_qt.engine import End, Rules, new_game
from acquire_qt.models import PlayersModel, StockMarketModel
from acquire_qt.views.docks import FIRST_SIZE, ColumnFitter, DockSizer, LogFollower


def widths(view: QTableView) -> list[int]:
    header = view.horizontalHeader()
    return [header.sectionSize(column) for column in range(header.count())]


def test_columns_fit_their_contents_as_resize_to_contents_does_through_a_game(
    qtbot: QtBot,
) -> None:
    """The fitted tables keep the widths the header's ResizeToContents mode gives a twin
    table over an equal model, position after position of a seeded game (cash grows a
    digit, statuses change, chains are founded and merged, a player column per seat)."""
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=11)
    chooser = random.Random(11)
    pairs = []
    for model_type in (PlayersModel, StockMarketModel):
        fitted_model, twin_model = model_type(), model_type()
        fitted, twin = QTableView(), QTableView()
        for view in (fitted, twin):
            qtbot.addWidget(view)
        fitted.setModel(fitted_model)
        twin.setModel(twin_model)
        twin.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ColumnFitter(fitted)
        pairs.append((fitted_model, twin_model, fitted, twin))
    changed = 0
    for step in range(150):
        if game.pending is None:
            break
        viewer = step % 2 if step < 100 else None  # the viewer changes: "(you)" moves
        for fitted_model, twin_model, fitted, twin in pairs:
            before = widths(fitted)
            fitted_model.update_game(game, viewer)
            twin_model.update_game(game, viewer)
            assert widths(fitted) == widths(twin), f"step {step}, {type(fitted_model).__name__}"
            changed += widths(fitted) != before
        actions = [a for a in game.legal_actions() if not isinstance(a, End)]
        game.apply(chooser.choice(actions))
    assert changed >= 10, "the game should have widened or narrowed columns several times"


def test_a_change_measures_only_its_cells_and_none_for_a_tooltip(qtbot: QtBot) -> None:
    model = QStandardItemModel(5, 3)
    for row in range(5):
        for column in range(3):
            model.setItem(row, column, QStandardItem(f"{row}.{column}"))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    fitter = ColumnFitter(view)
    assert view.horizontalHeader().sectionResizeMode(1) == QHeaderView.ResizeMode.Fixed
    measured, narrow = fitter.measured, widths(view)

    model.item(2, 1).setToolTip("a tooltip does not change a width")
    assert fitter.measured == measured and widths(view) == narrow
    marked = view.font()
    marked.setUnderline(True)  # a changed value's mark: as wide as before
    model.item(2, 1).setFont(marked)
    assert fitter.measured == measured and widths(view) == narrow
    marked.setBold(True)  # bold is wider
    model.item(2, 1).setFont(marked)
    assert fitter.measured == measured + 1
    model.item(2, 1).setFont(view.font())
    measured = fitter.measured

    model.item(2, 1).setText("a much longer text than any other cell")
    assert fitter.measured == measured + 1
    wide = widths(view)
    assert wide[1] > narrow[1] and wide[0] == narrow[0] and wide[2] == narrow[2]
    assert wide[1] >= view.sizeHintForColumn(1)

    model.item(2, 1).setText("2.1")
    assert widths(view) == narrow, "the column narrows again when its widest cell does"

    model.setHorizontalHeaderItem(2, QStandardItem("A long column title, wider than cells"))
    assert widths(view)[2] == view.horizontalHeader().sectionSizeHint(2) > narrow[2]

    model.appendRow([QStandardItem("a new row, wider than the rest"), QStandardItem("x")])
    assert widths(view)[0] >= view.sizeHintForColumn(0) > narrow[0]


def followed_log(qtbot: QtBot, height: int) -> tuple[QStringListModel, QListView, LogFollower]:
    """A log of 40 events, 200 px wide and ``height`` tall, shown and followed."""
    model = QStringListModel([f"event {n}" for n in range(40)])
    view = QListView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(200, height)
    view.show()
    return model, view, LogFollower(view)


def test_the_log_shows_its_newest_rows_once_the_queued_events_are_handled(
    qtbot: QtBot,
) -> None:
    model, view, follower = followed_log(qtbot, 120)
    bar = view.verticalScrollBar()
    assert bar.value() == 0 and not follower.pending()

    for n in range(40, 43):  # a batch of events, as one action brings
        model.insertRows(model.rowCount(), 1)
        model.setData(model.index(model.rowCount() - 1), f"event {n}")
    assert follower.pending() and not view.updatesEnabled(), "held while the frame paints"

    qtbot.waitUntil(lambda: not follower.pending(), timeout=2000)
    assert view.updatesEnabled()
    assert bar.value() == bar.maximum() > 0
    newest = view.visualRect(model.index(model.rowCount() - 1))
    assert view.viewport().rect().contains(newest)


def test_the_log_keeps_its_newest_row_when_it_gets_shorter_after_following(
    qtbot: QtBot,
) -> None:
    """The docks are fitted after the rows arrived (the cards above grew): the log, shorter,
    still shows its newest row; another model shown in the view (the review's) is left
    alone."""
    model, view, follower = followed_log(qtbot, 160)
    model.insertRows(model.rowCount(), 1)
    qtbot.waitUntil(lambda: not follower.pending(), timeout=2000)
    view.resize(200, 90)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=1000)
    newest = view.visualRect(model.index(model.rowCount() - 1))
    assert view.viewport().rect().contains(newest)

    other = QStringListModel([f"step {n}" for n in range(40)])
    view.setModel(other)
    view.scrollToTop()
    view.resize(200, 60)
    qtbot.wait(20)
    assert view.verticalScrollBar().value() == 0


def test_a_first_start_fits_the_window_to_a_small_screen(qtbot: QtBot) -> None:
    """On a screen with room the window opens 1400×900; on a 1280×720 one it opens
    maximized, no larger than the screen (it opened 1400×900, partly off the screen)."""
    sizes = {}
    for name in ("screen-0-tests", "screen-1280x720"):
        screen = next(s for s in QApplication.screens() if s.name() == name)
        window = QMainWindow()
        qtbot.addWidget(window)
        window.setScreen(screen)
        DockSizer(window, {}).first_size()
        room = screen.availableGeometry().size()
        assert window.width() <= room.width() and window.height() <= room.height()
        sizes[name] = (window.size(), window.isMaximized())
    assert sizes["screen-0-tests"] == (FIRST_SIZE, False)
    assert sizes["screen-1280x720"] == (QSize(1280, 720), True)
