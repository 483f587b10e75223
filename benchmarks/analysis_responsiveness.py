"""Does the window stay responsive while a game's win-chance curve is computed?

Plays a seeded game of four medium AIs (classic rules), opens the game-over dialog with
its win-chance panel (the curve computed by :class:`acquire_qt.session.analysis.Analysis`
in its worker process, the progress bar moving meanwhile) and measures, on the GUI
thread, the gaps between the ticks of a 5 ms timer until the chart is shown: the
longest gap is the longest the window could not answer. Prints the time the curve took,
the number of points, the longest (with when), 99th-percentile and median gaps and the
most processor time the GUI thread used between two ticks (what our code held it for,
which the machine's load does not lengthen); first
the same for ``--baseline`` seconds of the idle window (what a loaded machine costs
without any analysis).

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
from acquire_qt.views.win_chance_chart import WinChancePanel

TICK_MS = 5
NAMES = ("Ann", "Bob", "Cy", "Di")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument(
        "--baseline", type=float, default=10.0, help="seconds of the idle loop measured first"
    )
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])

    game = new_game(Rules.classic(), NAMES, seed=args.seed)
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
    dialog = GameOverDialog(game, last, history, win_chance=panel)
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
    if args.baseline > 0:  # the same loop with nothing computed: what the machine's load costs
        QTimer.singleShot(round(args.baseline * 1000), app.quit)
        app.exec()
        report("baseline, nothing computed", ticks)
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
    report("while the curve is computed", ticks)
    analysis.shutdown()


def report(what: str, ticks: list[tuple[int, float]]) -> None:
    """The gaps between the timer's ticks: the longest (and when), 99th percentile, median;
    and the most processor time the GUI thread spent between two ticks (what our code
    held it for, whatever the machine's load)."""
    gaps = [b[0] - a[0] for a, b in pairwise(ticks)]
    busy = [b[1] - a[1] for a, b in pairwise(ticks)]
    worst = sorted(range(len(gaps)), key=lambda i: -gaps[i])[:3]
    print(
        f"GUI thread, {what}: {len(ticks)} ticks of {TICK_MS} ms; longest gaps "
        + ", ".join(f"{gaps[i]} ms at {ticks[i][0] / 1000:.1f} s" for i in worst)
        + f"; 99th percentile {sorted(gaps)[int(0.99 * (len(gaps) - 1))]} ms, "
        f"median {statistics.median(gaps)} ms; most CPU between two ticks {max(busy):.1f} ms"
    )


if __name__ == "__main__":
    main()
