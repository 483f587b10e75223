"""Does the window stay responsive while a game's win-chance curve is computed?

Plays a seeded game of four medium AIs (classic rules), opens the game-over dialog with
its win-chance panel (the curve computed by :class:`acquire_qt.session.analysis.Analysis`
in its worker process, the progress bar moving meanwhile) and measures, on the GUI
thread, the gaps between the ticks of a 5 ms timer until the chart is shown: the
longest gap is the longest the window could not answer. Prints the time the curve took,
the number of points, and the longest, 99th-percentile and median gaps.

    QT_QPA_PLATFORM=offscreen python benchmarks/analysis_responsiveness.py --seed 7
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

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

    ticks: list[int] = []
    clock = QElapsedTimer()
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
    done: list[float] = []
    analysis.curveReady.connect(lambda points: done.append(time.perf_counter()))
    start = time.perf_counter()
    clock.start()
    timer.start()
    panel.compute(game)
    analysis.curveReady.connect(lambda points: QTimer.singleShot(200, app.quit))
    app.exec()  # the real event loop, until the chart has been shown for 0.2 s
    timer.stop()
    app.processEvents()
    gaps = [b - a for a, b in zip([0, *ticks], ticks, strict=False)]
    print(
        f"{len(NAMES)} players, {len(game.actions)} actions, {len(panel.chart.points)} points, "
        f"{args.playouts} playouts per estimate"
    )
    print(f"curve computed in {done[0] - start:.1f} s (worker start included)")
    print(
        f"GUI thread: {len(ticks)} ticks of {TICK_MS} ms; longest gap {max(gaps)} ms, "
        f"99th percentile {sorted(gaps)[int(0.99 * (len(gaps) - 1))]} ms, "
        f"median {statistics.median(gaps)} ms"
    )
    analysis.shutdown()


if __name__ == "__main__":
    main()
