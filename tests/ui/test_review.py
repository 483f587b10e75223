"""Review mode through the real window: a saved game stepped through, the keys, leaving
back to the live game, finished games kept and listed, and the record exported."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun, run_seeds
from acquire_qt.ai.review import MoveReview, key_moments
from acquire_qt.ai.win_chance import CurvePoint
from acquire_qt.controller import AiPlayer, GameController, replay_history
from acquire_qt.dialogs import GameOverDialog, NetWorthChart
from acquire_qt.engine import Game, Kind, Replay, Rules, new_game
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.presentation.language import apply_language
from acquire_qt.presentation.move_text import move_words
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage, read_game, read_win_chance
from acquire_qt.views.files import write_image
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.review import KEY_MOMENTS

from . import audit

NAMES = ["Ann", "Bob", "Cy"]


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def played(
    actions: int | None, seed: int = 4, *, at_tile: bool = False, ending: bool = False
) -> Game:
    """A seeded random three-player game of people at one screen, ``actions`` long (None:
    to its end; ``at_tile``: on to the next tile to place, which opens no dialog). The end
    is declared as soon as it may be if ``ending`` (the hands are not played out), else
    never while there is another choice."""
    game = new_game(Rules.classic(), NAMES, seed=seed, controllers=["human"] * 3)
    chooser = random.Random(seed)
    while game.pending is not None and (
        actions is None
        or len(game.actions) < actions
        or (at_tile and game.pending.kind is not Kind.PLAY)
    ):
        choices = game.legal_actions()
        others = [a for a in choices if str(a) != "end"]
        if ending and others != choices:
            game.apply(next(a for a in choices if a not in others))
        else:
            game.apply(chooser.choice(others or choices))
    return game


def replayed(game: Game, count: int) -> Game:
    """``game`` after its first ``count`` actions, rebuilt by the engine from its record."""
    record = game.to_record(snapshot=False)
    record["actions"] = record["actions"][:count]
    return Game.from_record(record)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    controller = GameController(Storage(tmp_path / "data"), random_factory, ai_process=False)
    shown = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    controller.set_pace(0)
    qtbot.addWidget(shown)
    shown.resize(1280, 720)
    with qtbot.waitActive(shown):
        shown.show()
        shown.activateWindow()
    return shown


def raw(model: Any, role: int) -> list[list[object]]:
    return [
        [model.index(row, column).data(role) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def assert_shows(window: MainWindow, expected: Game) -> None:
    """The review page and the docks show ``expected``'s board, market and cash."""
    page = window.review_page
    data = expected.to_dict()
    scene = page.board.board_scene()
    assert {t: s.look.owner for t, s in scene.squares().items() if s.look.owner} == data["board"]
    market = window.market_view.model()
    assert market is page.market
    fresh_market = StockMarketModel()
    fresh_market.update_game(expected, None)
    assert raw(market, StockMarketModel.RawRole) == raw(fresh_market, StockMarketModel.RawRole)
    players = window.ui.players_view.model()
    assert players is page.players_model
    cash = [players.index(row, PlayersModel.CASH).data(PlayersModel.RawRole) for row in range(3)]
    assert cash == [p["cash"] for p in data["players"]]
    assert window.log_view.model().rowCount() == len(page.replay.steps[page.step].events) + (
        page.replay.steps[page.step].first_event if page.replay else 0
    )


def test_a_saved_game_reviewed_step_by_step_and_left_untouched(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    game = played(120, at_tile=True)
    last = len(game.actions)
    path = tmp_path / "mid.acquire.json"
    window.controller.storage.save(game, path)
    assert window.open_path(str(path))
    live = window.controller.game
    assert live is not None
    state, log_rows = live.state, window.log_model.rowCount()
    # On the hot seat's pass screen the game is not reviewed (the hands are hidden).
    assert window.stack.currentWidget() is window.pass_screen
    window.ui.review_action.trigger()
    assert not window.review.active and not window.ui.review_action.isEnabled()
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    showing = window.stack.currentWidget()
    assert window.ui.review_action.isEnabled()
    window.ui.review_action.trigger()
    page = window.review_page
    assert window.review.active and window.stack.currentWidget() is page
    assert page.step == last
    assert page.viewer == window.viewer() is not None  # their eyes: the others' racks hidden
    assert page.rack.tiles() == replayed(game, last).hand(page.viewer)
    assert not page.rack.isEnabled()
    assert not window.ui.undo_action.isEnabled() and not window.suggest_action.isEnabled()
    for number in (0, 1, 37, 80, last):
        page.show_step(number)
        assert_shows(window, replayed(game, number))
    # The step buttons stay where they are from step to step, whatever the line under
    # them says (a click at the same spot went on missing them).
    places = set()
    heights = set()
    for number in range(last + 1):
        page.show_step(number)
        for _ in range(3):  # the layouts of the page's widgets, each in its turn
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        places.add(page.ui.previous_button.mapTo(page, QPoint(0, 0)).y())
        heights.add(page.ui.position_label.heightForWidth(page.ui.position_label.width()))
    assert len(places) == 1, (places, heights)
    # The keys: Home, Right, End, Left; Ctrl+Right goes to the next turn.
    QTest.keyClick(window, Qt.Key.Key_Home)
    assert page.step == 0
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert page.step == 1
    assert_shows(window, replayed(game, 1))
    QTest.keyClick(window, Qt.Key.Key_End)
    assert page.step == last
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert page.step == last - 1
    QTest.keyClick(window, Qt.Key.Key_Home)
    QTest.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    turn_two = page.step
    assert replayed(game, turn_two).state.turn_number == 2
    assert replayed(game, turn_two - 1).state.turn_number == 1
    # The step's placed tile is marked on the board.
    assert page.board.board_scene().highlighted_tile() == page.replay.placed_tile(page.step)
    # Leaving: the live game and the docks' live models as they were.
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.review.active
    assert window.stack.currentWidget() is showing
    assert window.controller.game is live and live.state is state
    assert window.market_view.model() is window.market
    assert window.ui.players_view.model() is window.players_model
    assert window.log_view.model() is window.log_model
    assert window.log_model.rowCount() == log_rows
    log_bar = window.log_view.verticalScrollBar()
    assert log_bar.maximum() > 0 and log_bar.value() == log_bar.maximum()  # the newest line
    assert window.ui.undo_action.isEnabled() == window.controller.can_undo()


def test_review_holds_the_ai_and_gives_it_back(qtbot: QtBot, window: MainWindow) -> None:
    controller: GameController = window.controller
    record = played(30).to_record(snapshot=False)
    record["players"] = [{"name": n, "controller": "easy"} for n in NAMES]
    path = Path(controller.storage.root) / "ai.acquire.json"
    controller.storage.save(Game.from_record(record), path)
    assert window.open_path(str(path))
    window.review_game()  # before the first AI answer is taken
    game = controller.game
    assert game is not None and controller.ai_paused
    state = game.state
    qtbot.wait(300)
    assert game.state is state
    window.review_page.leave()
    assert not controller.ai_paused
    qtbot.waitUntil(lambda: game.state is not state, timeout=5000)


def test_turn_steps_are_where_the_turn_number_changes() -> None:
    game = played(90)
    replay = Replay(game)
    starts = replay.turn_starts
    assert starts[0] == 0 and len(starts) > 5
    for before, after in itertools.pairwise(starts[1:]):
        assert replay.turn_of(after) == replay.turn_of(before) + 1
        assert replay.turn_of(after - 1) == replay.turn_of(before)
    assert replay.next_turn(starts[2]) == starts[3]
    assert replay.previous_turn(starts[3]) == starts[2]
    assert replay.previous_turn(starts[3] + 1) == starts[3]


def close_game_over(click_review: bool) -> Callable[[], None]:
    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, GameOverDialog):
            if click_review:
                button = dialog.findChild(QPushButton, "review_button")
                assert button is not None
                button.click()
            else:
                dialog.done(QDialog.DialogCode.Rejected)

    return close


def test_a_finished_game_is_kept_listed_and_reviewed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    whole = played(None)
    last = replayed(whole, len(whole.actions) - 1)
    path = tmp_path / "almost.acquire.json"
    storage = window.controller.storage
    storage.save(last, path)
    assert window.open_path(str(path))
    timer = QTimer()
    timer.timeout.connect(close_game_over(click_review=True))
    timer.start(20)
    assert window.controller.submit(whole.actions[-1])
    qtbot.waitUntil(lambda: window.review.active, timeout=5000)
    timer.stop()
    kept = storage.list_finished()
    assert len(kept) == 1 and kept[0].over is True
    assert read_game(kept[0].path).to_record() == whole.to_record()
    page = window.review_page
    assert page.step == len(whole.actions)
    assert_shows(window, whole)
    page.leave()
    # Opening the kept file reviews it; the game on the table stays.
    live = window.controller.game
    assert window.open_path(str(kept[0].path))
    assert window.review.active and window.controller.game is live
    assert len(storage.list_finished()) == 1  # opening it kept no second copy
    # The "Recent games" menu lists it.
    window.files._fill_recent()
    labels = [action.text() for action in window.ui.recent_menu.actions()]
    assert any("Ann, Bob, Cy" in label for label in labels)


def test_finished_games_are_bounded_newest_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("acquire_qt.storage.FINISHED_KEPT", 3)
    storage = Storage(tmp_path)
    games = [played(10 + n, seed=n) for n in range(5)]
    paths = [storage.save_finished(game) for game in games]
    listed = storage.list_finished()
    assert [f.path for f in listed] == paths[:1:-1]
    assert [f.actions for f in listed] == [14, 13, 12]
    assert len(list(storage.finished.iterdir())) == 3
    assert storage.list_finished(limit=1)[0].path == paths[-1]


def test_export_writes_a_record_that_loads_back_equal(window: MainWindow, tmp_path: Path) -> None:
    game = played(60)
    path = tmp_path / "out" / "exported.acquire.json"
    assert window.files.write_record(game, path)
    assert read_game(path).to_record() == game.to_record()
    whole = played(None)
    window.review.review(whole)
    chart = NetWorthChart(window.review.net_worths(), whole.players, whole.rules)
    assert window.review.net_worths() == replay_history(whole)[1]
    chart.resize(600, 300)
    for name in ("chart.png", "chart.svg"):
        assert write_image(chart, tmp_path / name)
        assert (tmp_path / name).stat().st_size > 1000
    assert (tmp_path / "chart.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")


def test_the_step_buttons_stay_put_when_the_curve_arrives(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """While the curve is estimated a progress bar shows under the chart; when it has come,
    the bar goes, and its row with it gave the board its height: the step buttons moved
    28 px in the playtest, and clicks at the same spot missed them."""
    whole = played(None, seed=2)
    path = tmp_path / "finished.acquire.json"
    window.controller.storage.save(whole, path)
    page = window.review_page
    page.analysis.playouts = 2

    def buttons_at() -> int:
        for _ in range(3):  # the layouts of the page's widgets, each in its turn
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        return page.ui.previous_button.mapTo(page, QPoint(0, 0)).y()

    assert window.open_path(str(path))
    assert page.ui.progress.isVisible()
    estimating = buttons_at()
    qtbot.waitUntil(lambda: not page.ui.progress.isVisible(), timeout=60_000)
    assert page.chart.points == page.curve != ()
    assert buttons_at() == estimating


def test_win_chances_cached_in_the_file_key_moments_and_the_ai_move_review(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    whole = played(None, seed=2)
    path = tmp_path / "finished.acquire.json"
    window.controller.storage.save(whole, path)
    page = window.review_page
    page.analysis.playouts = 2
    with qtbot.waitSignal(page.curve_changed, timeout=60_000):
        assert window.open_path(str(path))
    assert page.analysis.computed == 1
    assert [p.actions for p in page.curve][-1] == len(whole.actions)
    qtbot.waitUntil(lambda: read_win_chance(path, seed=0, playouts=2) == page.curve)
    assert page.chart.points == page.curve
    page.chart.pointClicked.emit(page.curve[3].actions)  # a click on the chart's 4th point
    assert page.step == page.curve[3].actions
    assert window.ui.export_chart_action.isEnabled()
    moments = page.ui.moments_list
    assert moments.count() > 0
    moments.itemClicked.emit(moments.item(0))
    assert page.step == moments.item(0).data(Qt.ItemDataRole.UserRole)
    page.leave()
    # Opened again: the curve comes from the file, nothing is computed.
    with qtbot.waitSignal(page.curve_changed, timeout=10_000):
        assert window.open_path(str(path))
    assert page.analysis.computed == 1
    # A person's decision: what would the AI do?
    page.show_step(5)
    assert page.ui.ai_button.isEnabled()
    with qtbot.waitSignal(page.analysis.moveReviewed, timeout=60_000):
        page.ui.ai_button.click()
    text = page.ui.ai_answer.text()
    assert move_words(replayed(whole, 5), whole.actions[5]) in text
    assert str(whole.actions[5]) not in text  # "bought 1 Luxor", not "buy Luxor"


def test_the_key_moments_are_listed_in_the_order_played(window: MainWindow) -> None:
    """The largest moves of a chance, in the order of the turns (the tooltip says so), not
    largest first."""
    page = window.review_page
    page.analysis.compute_curve = lambda *args, **kwargs: None  # type: ignore[method-assign]
    page.analysis.replay_seat = lambda *args, **kwargs: None  # type: ignore[method-assign]
    window.review.review(played(None))
    page.analysis.curveReady.emit(
        (
            CurvePoint(0, 0, (0.5, 0.25, 0.25)),
            CurvePoint(10, 3, (0.375, 0.375, 0.25)),
            CurvePoint(20, 6, (0.125, 0.625, 0.25)),
        )
    )
    moments = page.ui.moments_list
    assert [moments.item(row).text() for row in range(moments.count())] == [
        "Turn 3: Ann 50% → 38%",
        "Turn 3: Bob 25% → 38%",
        "Turn 6: Ann 38% → 12%",
        "Turn 6: Bob 38% → 62%",
    ]
    assert "in the order they were played" in moments.toolTip()


def test_the_graph_the_key_moments_and_the_move_review_agree_on_a_step(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 22: at a key moment's step, the graph's point, the key moment and the line
    under the timeline say the same turn; at any step, "What would the AI do?" names the
    step shown as the line under the timeline does (the same turn and step: the move from
    here, though it may open the next turn), and the next step's line names the turn the
    move was played in. The review's chances are the graph's: after the move that ends the
    turn, its chance is the key moment's "after" (the graph's point there); at the turn's
    start, its "before" is the graph's point there. The same estimator (seed, playouts, an
    onlooker's knowledge): equal to the last digit."""
    whole = played(None, seed=2)
    path = tmp_path / "finished.acquire.json"
    window.controller.storage.save(whole, path)
    page = window.review_page
    page.analysis.playouts = 3
    with qtbot.waitSignal(page.curve_changed, timeout=60_000):
        assert window.open_path(str(path))
    curve = page.curve
    points = {point.actions: point for point in curve}
    moments = page.ui.moments_list
    checked = 0
    for row in range(moments.count()):
        moments.itemClicked.emit(moments.item(row))
        moment = key_moments(curve, KEY_MOMENTS)[row]
        assert page.step == moment.actions
        # The line under the timeline and the graph's marked point: the moment's turn.
        assert page.ui.position_label.text().startswith(f"Turn {moment.turn_number} ·")
        assert page.chart.current is not None
        shown = page.chart.points[page.chart.current]
        assert shown.actions == moment.actions
        assert page.chart.point_turns(len(curve))[page.chart.current] == moment.turn_number
        assert shown.chances[moment.seat] == moment.after
        if row >= 2:
            continue
        start = curve[curve.index(shown) - 1].actions  # the turn's start: the point before
        for asked in (start, moment.actions - 1):
            if not page._reviewable(asked):
                continue
            page.show_step(asked)
            # The step's turn: the graph's point's there (the turn before the moment's at
            # its start), else the moment's turn under way.
            turn = points[asked].turn_number if asked in points else moment.turn_number
            where = f"Turn {turn} · step {asked}" if asked else "Before the first turn · step 0"
            assert page.ui.position_label.text().startswith(f"{where} of {len(whole.actions)} — ")
            with qtbot.waitSignal(page.analysis.moveReviewed, timeout=120_000) as answer:
                page.ui.ai_button.click()
            review = answer.args[0]
            assert review.viewer is None
            if asked in points:
                assert review.before == points[asked].chances[review.seat]
            if asked + 1 in points:
                after = points[asked + 1]
                assert review.played_chance == after.chances[review.seat]
                if review.seat == moment.seat:
                    assert review.played_chance == moment.after
            text = page.ui.ai_answer.text()
            assert text.startswith(f"{where}, the move from here: ")
            assert f"{review.played_chance:.0%} after" in text
            assert f"{review.before:.0%} here" in text
            assert "an onlooker" in text
            assert move_words(replayed(whole, asked), whole.actions[asked]) in text
            page.show_step(asked + 1)
            assert page.ui.position_label.text().startswith(
                f"Turn {moment.turn_number} · step {asked + 1} of"
            )
            checked += 1
    assert checked >= 3


def test_the_ais_answer_stays_with_the_game_it_was_asked_about(window: MainWindow) -> None:
    """The answer to "What would the AI do?" is about one game: another game reviewed after
    it starts without it."""
    page = window.review_page
    page.analysis.compute_curve = lambda *args, **kwargs: None  # type: ignore[method-assign]
    page.analysis.review_move = lambda *args, **kwargs: None  # type: ignore[method-assign]
    first = played(None)
    window.review.review(first, step=5)
    page.ui.ai_button.click()
    decision = replayed(first, 5).pending
    assert decision is not None
    move = first.actions[5]
    page.analysis.moveReviewed.emit(MoveReview(decision.player, move, move, 0, 0, 0))
    assert page.ui.ai_answer.text().startswith("Turn ")
    page.leave()
    window.review.review(played(None, seed=5), step=5)
    assert page.ui.ai_answer.text() == ""


def test_the_ais_answer_stays_with_the_step_it_was_asked_at(window: MainWindow) -> None:
    """The answer to "What would the AI do?" is about one step: stepping on takes it away
    (the playtest read "step 30" beside "step 32"), stepping back to a step asked about
    keeps it, and an answer still coming for a step left is dropped."""
    page = window.review_page
    page.analysis.compute_curve = lambda *args, **kwargs: None  # type: ignore[method-assign]
    page.analysis.review_move = lambda *args, **kwargs: None  # type: ignore[method-assign]
    game = played(None)
    window.review.review(game, step=5)

    def answer(step: int) -> None:
        decision = replayed(game, step).pending
        assert decision is not None
        move = game.actions[step]
        page.analysis.moveReviewed.emit(MoveReview(decision.player, move, move, 0, 0, 0))

    page.ui.ai_button.click()
    answer(5)
    shown = page.ui.ai_answer.text()
    assert shown.startswith(page.where(5))
    page.show_step(5)  # the same step again: the answer stays
    assert page.ui.ai_answer.text() == shown
    page.show_step(6)
    assert page.ui.ai_answer.text() == ""
    page.ui.ai_button.click()  # asked at step 6, left before the answer comes
    assert not page.ui.ai_button.isEnabled()
    page.show_step(7)
    assert page.ui.ai_answer.text() == ""
    assert page.ui.ai_button.isEnabled() == page._reviewable(7)
    answer(6)
    assert page.ui.ai_answer.text() == ""


def test_the_rack_at_the_end_of_a_finished_game_shows_the_last_turns_tiles(
    window: MainWindow,
) -> None:
    """At the last step of a finished game it is no one's turn, yet every hand is there (the
    player cards count them): the rack shows the tiles of the player whose turn ended the
    game, as their card counts them, and says whose they are."""
    page = window.review_page
    page.analysis.compute_curve = lambda *args, **kwargs: None  # type: ignore[method-assign]
    page.analysis.replay_seat = lambda *args, **kwargs: None  # type: ignore[method-assign]
    game = played(None, ending=True)
    window.review.review(game)
    assert page.step == len(game.actions) and game.pending is None
    seat = game.turn
    assert page.rack.tiles() == game.hand(seat) != ()
    count = page.players_model.index(seat, PlayersModel.TILES).data(PlayersModel.RawRole)
    assert len(page.rack.tiles()) == count
    assert page.rack_owner.isVisible()
    assert page.rack_owner.text() == f"{game.players[seat]}'s tiles"


def test_a_finished_game_reviewed_from_the_start_page_shows_the_docks(
    window: MainWindow, tmp_path: Path
) -> None:
    """The start page hides the docks; a finished game opened from it is reviewed with its
    players, market and log, and going back hides them again."""
    assert window.on_start_page()
    docks = list(window.docks.values())
    assert all(dock.isHidden() for dock in docks)
    path = tmp_path / "finished.acquire.json"
    window.controller.storage.save(played(None), path)
    assert window.open_path(str(path))
    assert window.review.active
    assert all(not dock.isHidden() for dock in docks)
    window.review_page.leave()
    assert window.on_start_page()
    assert all(dock.isHidden() for dock in docks)


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_review_of_a_finished_game_fits_1280x720_with_the_ai_in_your_seat(
    window: MainWindow, language: str, english_after: None
) -> None:
    """The hard AI's results in the player's seat are a tab beside the key moments: the
    review of a finished game fits the window of 1280x720 as it is (it does not grow), and
    every word of either tab shows whole, in English and in German."""
    apply_language(language)
    QApplication.sendPostedEvents()
    page = window.review_page
    page.analysis.compute_curve = lambda *args, **kwargs: None  # type: ignore[method-assign]
    page.analysis.replay_seat = lambda *args, **kwargs: None  # type: ignore[method-assign]
    game = played(None)
    window.review.review(game, step=len(game.actions) // 2)
    seeds = run_seeds(game, 0, 3)
    runs = (AiSeatRun(seeds[0], 1, 61_200), AiSeatRun(seeds[1], 3, 38_000))
    page.analysis.seatReady.emit(AiInSeat(0, "hard", (*runs, AiSeatRun(seeds[2], 2, 45_500))))
    tabs = page.ui.moments_tabs
    for tab in (page.ui.moments_page, page.ai_in_seat):
        tabs.setCurrentWidget(tab)
        for _ in range(2):
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        assert tab.isVisible()
        assert (window.width(), window.height()) == (1280, 720)
        assert audit.clipped_texts(window) == []
    assert page.ai_in_seat.runs_line.isVisible()
