"""Does the window stay responsive while the win-chance curve is computed or the AI replays a seat?

Plays a seeded game of four medium AIs (classic rules; the first seat a person's, played
here by the medium AI), opens the game-over dialog with its win-chance panel (the curve
computed by :class:`acquire_qt.session.analysis.Analysis` in its worker process, the
progress bar moving meanwhile) and its "How would the AI have done in your seat?" panel,
and measures, on the GUI thread, the gaps between the ticks of a 5 ms timer until the
chart is shown: the longest gap is the longest the window could not answer. Prints the
time the curve took, the number of points, the longest (with when), 99th-percentile,
95th-percentile and median gaps and the most processor time the GUI thread used between
two ticks (what our code held it for, which the machine's load does not lengthen); first
the same for ``--baseline`` seconds of the idle window (what a loaded machine costs
without any analysis). Then the same for ``--seat-seconds`` seconds while the hard AI
plays the person's seat in its worker (the replays of the game-over dialog, stopped
after that time: all of them take minutes), and last, one line with the median and 95th
percentile of each, side by side.

    QT_QPA_PLATFORM=offscreen python benchmarks/analysis_responsiveness.py --seed 7
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from itertools import pairwise

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from acquire_qt.ai.medium import MediumPlayer
from acquire_qt.ai.win_chance import PLAYOUTS
from acquire_qt.controller import net_worths
from acquire_qt.dialogs import GameOverDialog
from acquire_qt.engine import Event, Rules, new_game
from acquire_qt.session.analysis import Analysis
from acquire_qt.views.ai_in_seat import AiInSeatPanel
from acquire_qt.views.win_chance_chart import WinChancePanel

TICK_MS = 5
NAMES = ("Ann", "Bob", "Cy", "Di")
CONTROLLERS = ("human", "medium", "medium", "medium")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument(
        "--baseline", type=float, default=10.0, help="seconds of the idle loop measured first"
    )
    parser.add_argument(
        "--seat-seconds",
        type=float,
        default=30.0,
        help="seconds measured while the hard AI replays the person's seat (0: not measured)",
    )
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])

    game = new_game(Rules.classic(), NAMES, seed=args.seed, controllers=CONTROLLERS)
    seats = [MediumPlayer(args.seed * 10 + seat) for seat in range(len(NAMES))]
    history = [net_worths(game)]
    last: list[Event] = []
    turn = game.state.turn_number
    while (decision := game.pending) is not None:
        last = game.apply(seats[decision.player].choose(game.copy()))
        if game.state.turn_number != turn or game.pending is None:
            history.append(net_worths(game))
            turn = game.state.turn_number

    analysis = Analysis(playouts=args.playouts)
    panel = WinChancePanel(analysis)
    seat_panel = AiInSeatPanel(analysis)
    dialog = GameOverDialog(game, last, history, win_chance=panel, ai_in_seat=seat_panel)
    dialog.show()
    app.processEvents()

    ticks: list[tuple[int, float]] = []
    """(wall-clock ms, the GUI thread's CPU ms) at every tick."""
    clock = QElapsedTimer()
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append((clock.elapsed(), 1000 * time.thread_time())))
    clock.start()
    timer.start()
    summary: list[tuple[str, list[int]]] = []
    if args.baseline > 0:  # the same loop with nothing computed: what the machine's load costs
        QTimer.singleShot(round(args.baseline * 1000), app.quit)
        app.exec()
        summary.append(("idle", report("baseline, nothing computed", ticks)))
        ticks.clear()
    done: list[float] = []
    analysis.curveReady.connect(lambda points: done.append(time.perf_counter()))
    analysis.curveReady.connect(lambda points: QTimer.singleShot(200, app.quit))
    start = time.perf_counter()
    panel.compute(game)
    app.exec()  # the real event loop, until the chart has been shown for 0.2 s
    timer.stop()
    print(
        f"{len(NAMES)} players, {len(game.actions)} actions, {len(panel.chart.points)} points, "
        f"{args.playouts} playouts per estimate"
    )
    print(f"curve computed in {done[0] - start:.1f} s (worker start included)")
    summary.append(("win-chance curve", report("while the curve is computed", ticks)))
    if args.seat_seconds > 0:
        ticks.clear()
        games: list[int] = []
        analysis.seatProgress.connect(lambda done, runs, turn: games.append(done))
        timer.start()
        seat_panel.compute(game, 0)
        QTimer.singleShot(round(args.seat_seconds * 1000), app.quit)
        app.exec()  # the real event loop while the hard AI plays the person's seat
        timer.stop()
        played = max(games, default=0)
        print(
            f"the hard AI played the person's seat for {args.seat_seconds:g} s: {played} of "
            f"{analysis.seat_runs} games finished, {len(games)} turns"
        )
        summary.append(("AI in your seat", report("while the AI replays the seat", ticks)))
        seat_panel.stop()
    analysis.shutdown()
    print(
        "median / 95th percentile of the gaps: "
        + "; ".join(
            f"{what} {statistics.median(gaps)} / {percentile(gaps, 95)} ms"
            for what, gaps in summary
        )
    )


def percentile(gaps: list[int], percent: int) -> int:
    """The ``percent``-th percentile of ``gaps`` (the nearest rank below)."""
    return sorted(gaps)[int(percent / 100 * (len(gaps) - 1))]


def report(what: str, ticks: list[tuple[int, float]]) -> list[int]:
    """Print the gaps between the timer's ticks: the longest (and when), 99th and 95th
    percentiles, median; and the most processor time the GUI thread spent between two
    ticks (what our code held it for, whatever the machine's load). The gaps."""
    gaps = [b[0] - a[0] for a, b in pairwise(ticks)]
    busy = [b[1] - a[1] for a, b in pairwise(ticks)]
    worst = sorted(range(len(gaps)), key=lambda i: -gaps[i])[:3]
    print(
        f"GUI thread, {what}: {len(ticks)} ticks of {TICK_MS} ms; longest gaps "
        + ", ".join(f"{gaps[i]} ms at {ticks[i][0] / 1000:.1f} s" for i in worst)
        + f"; 99th percentile {percentile(gaps, 99)} ms, 95th {percentile(gaps, 95)} ms, "
        f"median {statistics.median(gaps)} ms; most CPU between two ticks {max(busy):.1f} ms"
    )
    return gaps


if __name__ == "__main__":
    main()
