"""Game analysis in worker processes: the curve and a move review arrive on the GUI thread
while the window stays responsive, the curve is cached in the save file and read from it
on the next open (not computed again), and old saves without the cache still load.

Every wait is bounded; the curves use few playouts.
"""

from __future__ import annotations

import copy
import json
import time
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from pytestqt.qtbot import QtBot

from acquire_qt.ai.medium import MediumPlayer
from acquire_qt.ai.review import MoveReview
from acquire_qt.ai.win_chance import ESTIMATOR, CurvePoint, win_chance_curve
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.session.analysis import Analysis
from acquire_qt.storage import (
    SaveFileError,
    Storage,
    read_game,
    read_win_chance,
    write_win_chance,
)

PLAYOUTS = 2
WAIT_MS = 120_000
"""A worker process starts in a second or two; on a loaded machine allow far more."""


@pytest.fixture(scope="module")
def finished() -> Game:
    """A short finished game of three medium AIs."""
    game = new_game(Rules.classic(), ("Ann", "Bob", "Cy"), seed=5)
    seats = [MediumPlayer(seat) for seat in range(3)]
    while (decision := game.pending) is not None:
        game.apply(seats[decision.player].choose(game.copy()))
    return game


@pytest.fixture
def analysis(qtbot: QtBot) -> Analysis:
    analysis = Analysis(playouts=PLAYOUTS)
    yield analysis
    analysis.shutdown()


def saved(tmp_path: Path, game: Game) -> Path:
    path = tmp_path / "game.acquire.json"
    Storage(tmp_path).save(game, path)
    return path


def test_the_curve_is_computed_off_the_gui_thread_cached_and_reused(
    qtbot: QtBot, analysis: Analysis, finished: Game, tmp_path: Path
) -> None:
    path = saved(tmp_path, finished)
    progress: list[tuple[int, int]] = []
    analysis.progress.connect(lambda done, total: progress.append((done, total)))
    # The GUI thread's event loop keeps turning while the worker computes: a timer's
    # ticks are counted and the longest gap between them measured.
    # The processor time the GUI thread spends between two ticks is what our code holds
    # it for (the wall-clock gaps also count the machine's load).
    ticks: list[int] = []
    busy: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: (ticks.append(clock.elapsed()), busy.append(time.thread_time())))
    timer.start()
    with qtbot.waitSignal(analysis.curveReady, timeout=WAIT_MS) as ready:
        analysis.compute_curve(finished, seed=3, cache=path)
    timer.stop()
    curve = ready.args[0]
    assert curve == tuple(win_chance_curve(finished, playouts=PLAYOUTS, seed=3))
    assert progress[-1] == (len(curve), len(curve)) and len(progress) == len(curve)
    assert analysis.computed == 1
    gaps = [b - a for a, b in zip([0, *ticks], ticks, strict=False)]
    assert len(ticks) >= clock.elapsed() / 10 / 4  # the loop turned at least a quarter as often
    assert max(gaps) < 500  # generous: the test machine is shared
    assert max(b - a for a, b in pairwise(busy)) < 0.05

    # The save file now holds the curve (written on a thread of its own).
    qtbot.waitUntil(
        lambda: read_win_chance(path, seed=3, playouts=PLAYOUTS) is not None, timeout=10_000
    )
    assert read_game(path).to_dict() == finished.to_dict()
    # Opened again by a new Analysis (a new session): from the file, not computed.
    again = Analysis(playouts=PLAYOUTS)
    with qtbot.waitSignal(again.curveReady, timeout=5_000) as reread:
        again.compute_curve(read_game(path), seed=3, cache=path)
    assert reread.args[0] == curve and again.computed == 0
    # Asked again in this session: from memory, not computed.
    with qtbot.waitSignal(analysis.curveReady, timeout=5_000) as remembered:
        analysis.compute_curve(finished, seed=3)
    assert remembered.args[0] == curve and analysis.computed == 1
    again.shutdown()


def test_a_move_review_and_a_failure_arrive(
    qtbot: QtBot, analysis: Analysis, finished: Game
) -> None:
    with qtbot.waitSignal(analysis.moveReviewed, timeout=WAIT_MS) as reviewed:
        analysis.review_move(finished, 20)
    review = reviewed.args[0]
    assert isinstance(review, MoveReview) and review.played == finished.actions[20]
    assert 0.0 <= review.played_chance <= review.best_chance <= 1.0
    with pytest.raises(ValueError):
        analysis.review_move(finished, len(finished.actions))
    # A seat's estimate under hidden holdings is refused in the worker: failed(str).
    hidden = new_game(Rules.classic(hidden_holdings=True), ("Ann", "Bob"), seed=1)
    with qtbot.waitSignal(analysis.failed, timeout=WAIT_MS) as failed:
        analysis.compute_curve(hidden, viewer=0)
    assert "hidden holdings" in failed.args[0]


def test_cancel_drops_the_curve(qtbot: QtBot, analysis: Analysis, finished: Game) -> None:
    answers: list[object] = []
    analysis.curveReady.connect(answers.append)
    with qtbot.waitSignal(analysis.progress, timeout=WAIT_MS):
        analysis.compute_curve(finished, seed=11)
    analysis.cancel()
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        qtbot.wait(50)
    assert answers == []


def cache_of(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_cache_rules(tmp_path: Path, finished: Game) -> None:
    """Old saves load; a cache of another seed, playouts, estimator or game length is ignored; a
    malformed one makes the file unreadable, as any bad field does."""
    path = saved(tmp_path, finished)
    assert read_win_chance(path, seed=0, playouts=PLAYOUTS) is None  # an old save: none
    end = len(finished.actions)
    points = [CurvePoint(0, 0, (0.25, 0.5, 0.25)), CurvePoint(end, 60, (0.0, 1.0, 0.0))]
    write_win_chance(path, points, seed=7, playouts=PLAYOUTS)
    assert read_win_chance(path, seed=7, playouts=PLAYOUTS) == tuple(points)
    assert read_win_chance(path, seed=8, playouts=PLAYOUTS) is None
    assert read_win_chance(path, seed=7, playouts=PLAYOUTS + 1) is None
    assert read_game(path).to_dict() == finished.to_dict()
    # A curve of the estimator before the opponent models (no version: 1) is computed again.
    older = cache_of(path)
    assert older["win_chance"].pop("estimator") == ESTIMATOR != 1
    path.write_text(json.dumps(older), encoding="utf-8")
    assert read_win_chance(path, seed=7, playouts=PLAYOUTS) is None
    write_win_chance(path, points, seed=7, playouts=PLAYOUTS)
    short = [CurvePoint(0, 0, (0.25, 0.5, 0.25)), CurvePoint(end - 1, 60, (0.0, 1.0, 0.0))]
    write_win_chance(path, short, seed=7, playouts=PLAYOUTS)
    assert read_win_chance(path, seed=7, playouts=PLAYOUTS) is None  # not up to the end

    good = cache_of(path)
    for damage, says in [
        (lambda c: c["points"][0].update(chances=[0.5, 0.5]), "3 numbers"),
        (lambda c: c["points"][1].update(actions=end + 1), "the actions of point 2"),
        (lambda c: c["points"][1].update(actions=0), "the actions of point 2"),
        (lambda c: c["points"][0]["chances"].__setitem__(0, 1.5), "from 0 to 1"),
        (lambda c: c.update(playouts="many"), "the playouts"),
        (lambda c: c.update(colour=1), "does not know"),
    ]:
        record = copy.deepcopy(good)
        damage(record["win_chance"])
        path.write_text(json.dumps(record), encoding="utf-8")
        with pytest.raises(SaveFileError, match=says):
            read_game(path)
        with pytest.raises(SaveFileError):
            read_win_chance(path, seed=7, playouts=PLAYOUTS)
    path.write_text(json.dumps(good), encoding="utf-8")
    with pytest.raises(SaveFileError, match="the actions of point 1"):
        write_win_chance(path, [CurvePoint(end + 5, 1, (1.0, 0.0, 0.0))], seed=1, playouts=1)
    assert read_game(path).to_dict() == finished.to_dict()
