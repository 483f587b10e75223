"""How would the AI have done in my seat? Through the analysis worker and the windows: the
game-over dialog shows the player's result beside the hard AI's runs (read from the
worker, then from the finished game's file), the results are cached in the file (a
malformed cache ignored, the game still loading), and stopping drops the replays.

The hard AI searches with a tiny budget and plays two runs; every wait is on a signal,
with a generous timeout (a worker process starts in a second or two)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from acquire_qt.ai import make_player
from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun, ai_in_seat, run_seeds, seat_seed
from acquire_qt.controller import net_worths
from acquire_qt.dialogs import GameOverDialog
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.presentation.language import apply_language
from acquire_qt.session.analysis import Analysis
from acquire_qt.storage import Storage, read_ai_in_seat, read_game, write_ai_in_seat
from acquire_qt.views.ai_in_seat import AiInSeatPanel

QUICK = (("playout_steps", 60), ("horizon", 8))
RUNS = 2
WAIT_MS = 180_000


@pytest.fixture(scope="module")
def finished() -> Game:
    """A finished two-player game: a person (played here by a medium AI) against a medium AI."""
    game = new_game(Rules.classic(), ("Ann", "Bob"), seed=3, controllers=("human", "medium"))
    players = [make_player("medium", 99), make_player("medium", seat_seed(3, 1))]
    while (decision := game.pending) is not None:
        game.apply(players[decision.player].choose(game.copy()))
    return game


@pytest.fixture
def analysis(qtbot: QtBot) -> Analysis:
    analysis = Analysis(seat_runs=RUNS, seat_options=QUICK)
    yield analysis
    analysis.shutdown()


def saved(tmp_path: Path, game: Game) -> Path:
    path = tmp_path / "game.acquire.json"
    Storage(tmp_path).save(game, path)
    return path


def test_ai_in_your_seat_game_over_dialog_shows_the_player_beside_the_ai(
    qtbot: QtBot, analysis: Analysis, finished: Game, tmp_path: Path
) -> None:
    path = saved(tmp_path, finished)
    panel = AiInSeatPanel(analysis)
    dialog = GameOverDialog(finished, [], [net_worths(finished)], ai_in_seat=panel)
    qtbot.addWidget(dialog)
    dialog.show()
    progress: list[tuple[int, int, int]] = []
    analysis.seatProgress.connect(lambda *args: progress.append(args))
    with qtbot.waitSignal(analysis.seatReady, timeout=WAIT_MS) as ready:
        panel.compute(finished, 0, cache=path)
        assert panel.progress.isVisible() and panel.stop_button.isVisible()  # while it plays
    result = ready.args[0]
    # The worker's runs are those of the same seeds played here.
    assert result == ai_in_seat(finished, 0, runs=RUNS, options=dict(QUICK))
    assert progress[0][:2] == (0, RUNS) and progress[-1][:2] == (RUNS, RUNS)
    assert analysis.seats_replayed == 1
    # The player's own result, and the AI's beside it.
    ann = next(s for s in finished.game_view().standings or () if s.seat == 0)
    assert dialog.ui.ai_in_seat_header.isVisible()
    assert panel.player_line.text() == f"Ann (your seat): rank {ann.rank} of 2, ${ann.cash:,}."
    ranks = sorted(run.rank for run in result.runs)
    cash = sorted(run.cash for run in result.runs)
    text = panel.ai_line.text()
    assert f"{RUNS} games on the same tiles" in text
    assert f"${cash[0]:,}" in text and f"${cash[-1]:,}" in text
    assert (
        f"rank {ranks[0]} to {ranks[-1]}" if ranks[0] != ranks[-1] else f"rank {ranks[0]},"
    ) in text
    for run in result.runs:
        assert f"rank {run.rank}, ${run.cash:,}" in panel.runs_line.text()
    assert not panel.progress.isVisible() and not panel.stop_button.isVisible()
    dialog.grab().save(str(tmp_path / "game_over.png"))
    # Kept in the game's file (on a thread of its own), and read from it next time.
    qtbot.waitUntil(lambda: read_ai_in_seat(path) == result, timeout=10_000)
    again = AiInSeatPanel(analysis)
    qtbot.addWidget(again)
    with qtbot.waitSignal(analysis.seatReady, timeout=10_000) as cached:
        again.compute(finished, 0, cache=path)
    assert cached.args[0] == result and analysis.seats_replayed == 1
    assert again.ai_line.text() == text


def test_ai_in_your_seat_stopping_drops_the_replays(
    qtbot: QtBot, analysis: Analysis, finished: Game
) -> None:
    """Stopped at its first turn, a replay of a hundred games at the hard AI's full budget
    (hours of work) gives no answer, and the worker is free at once: the next, short
    replay's answer is the first that comes."""
    answers: list[AiInSeat] = []
    analysis.seatReady.connect(answers.append)
    panel = AiInSeatPanel(analysis)
    qtbot.addWidget(panel)
    panel.show()
    analysis.seat_runs, analysis.seat_options = 100, ()
    with qtbot.waitSignal(analysis.seatProgress, timeout=WAIT_MS):
        panel.compute(finished, 0)
    assert analysis.replaying_seat
    panel.stop_button.click()
    assert not analysis.replaying_seat and panel.play_button.isVisible()
    assert "Stopped" in panel.ai_line.text()
    analysis.seat_runs, analysis.seat_options = 1, QUICK
    with qtbot.waitSignal(analysis.seatReady, timeout=WAIT_MS):
        panel.play_button.click()
    assert [len(answer.runs) for answer in answers] == [1]


def test_ai_in_your_seat_closing_the_dialog_ends_its_worker(qtbot: QtBot, finished: Game) -> None:
    panel = AiInSeatPanel()  # its own analysis, ended with the dialog
    dialog = GameOverDialog(finished, [], [net_worths(finished)], ai_in_seat=panel)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(panel.analysis.seatProgress, timeout=WAIT_MS):
        panel.compute(finished, 0)
    worker = panel.analysis._seat_worker
    assert worker is not None and worker.process.is_alive()
    dialog.close()
    QApplication.processEvents()
    assert panel.analysis._seat_worker is None and worker.connection.closed


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def speak(language: str) -> None:
    """Choose ``language``; the widgets hear of it (Qt posts the change to them)."""
    apply_language(language)
    QApplication.sendPostedEvents()


def test_ai_in_your_seat_speaks_the_language_chosen_while_it_shows(
    qtbot: QtBot, finished: Game, english_after: None
) -> None:
    """A language chosen while the panel shows (or its review) rewrites its buttons and
    every line it shows, in each of its states: playing, stopped, done."""
    analysis = Analysis()
    analysis.replay_seat = lambda *args, **kwargs: None  # type: ignore[method-assign]
    panel = AiInSeatPanel(analysis)
    qtbot.addWidget(panel)
    panel.show()
    panel.compute(finished, 0)
    analysis.seatProgress.emit(0, 2, 7)
    speak("de")
    assert panel.stop_button.isVisible() and panel.stop_button.text() == "Anhalten"
    assert panel.player_line.text().startswith("Ann (dein Platz): Platz ")
    assert panel.ai_line.text() == "Die schwere KI spielt deinen Platz mit denselben Plättchen…"
    assert panel.progress.format() == "Spiel 1 von 2, Zug 7"
    panel.stop_button.click()
    assert panel.play_button.text() == "Die KI deinen Platz spielen lassen"
    speak("en")
    assert panel.ai_line.text() == "Stopped before the hard AI had played your seat."
    assert panel.play_button.text() == "Let the AI play your seat"
    seeds = run_seeds(finished, 0, 2)
    result = AiInSeat(0, "hard", (AiSeatRun(seeds[0], 1, 61_200), AiSeatRun(seeds[1], 2, 38_000)))
    panel.start()
    analysis.seatReady.emit(result)
    english = (panel.ai_line.text(), panel.runs_line.text())
    assert "2 games on the same tiles: rank 1 to 2 (median 1.5)" in english[0]
    assert english[1] == "Each game: rank 1, $61,200; rank 2, $38,000."
    speak("de")
    assert panel.ai_line.text().startswith("Die schwere KI auf deinem Platz, 2 Spiele ")
    assert "Platz 1 bis 2 (Median " in panel.ai_line.text()
    assert panel.runs_line.isVisible() and panel.runs_line.text().startswith("Jedes Spiel: Platz 1")


def test_ai_in_your_seat_cache_round_trips_and_a_malformed_one_is_ignored(
    finished: Game, tmp_path: Path
) -> None:
    path = saved(tmp_path, finished)
    assert read_ai_in_seat(path) is None  # an old save: none
    seeds = run_seeds(finished, 0, 2)
    result = AiInSeat(0, "hard", (AiSeatRun(seeds[0], 1, 61_200), AiSeatRun(seeds[1], 2, 38_000)))
    write_ai_in_seat(path, result)
    assert read_ai_in_seat(path) == result
    assert read_game(path).to_dict() == finished.to_dict()
    good = json.loads(path.read_text(encoding="utf-8"))
    for damage in [
        lambda c: c.update(seat=2),  # no such seat
        lambda c: c.update(seat=True),
        lambda c: c.update(level="grandmaster"),
        lambda c: c.update(runs=[]),
        lambda c: c.update(runs="many"),
        lambda c: c.update(colour=1),
        lambda c: c.pop("level"),
        lambda c: c["runs"][0].update(rank=3),
        lambda c: c["runs"][0].update(rank=1.0),
        lambda c: c["runs"][1].update(cash="lots"),
        lambda c: c["runs"][1].update(seed=1 << 70),
        lambda c: c["runs"].append([1, 2, 3]),
        lambda c: c["runs"].extend([c["runs"][0]] * 200),
        lambda c: c.clear(),
    ]:
        record = copy.deepcopy(good)
        damage(record["ai_in_seat"])
        path.write_text(json.dumps(record), encoding="utf-8")
        assert read_ai_in_seat(path) is None
        assert read_game(path).to_dict() == finished.to_dict()  # the game still loads
    for value in (None, "x", [1], 7):
        path.write_text(json.dumps({**good, "ai_in_seat": value}), encoding="utf-8")
        assert read_ai_in_seat(path) is None and read_game(path).over
    # Results that do not fit the game are not written; the file stays as it was.
    path.write_text(json.dumps(good), encoding="utf-8")
    with pytest.raises(Exception, match="do not fit"):
        write_ai_in_seat(path, AiInSeat(5, "hard", result.runs))
    assert read_ai_in_seat(path) == result
