"""GUI responsiveness: decision-to-repaint time, and event-loop stalls while an AI thinks.

1. A human's decision to the repainted board: for the tile plays of a seeded game (one
   human, the rest AI), the time from ``controller.submit`` until the board view has
   painted the new position. Median and 95th percentile in ms.
2. The longest event-loop stall while AI players think: a 5 ms timer runs while an
   all-AI game is played at pace 0 with the given level; the largest gap between its
   ticks beyond 5 ms is the longest time the window could not respond.

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools

from PySide6.QtCore import QEvent, QObject, QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.engine import Kind, Rules
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def window(root: Path) -> MainWindow:
    controller = GameController(Storage(root))
    win = MainWindow(controller, Settings(root / "settings.ini"))
    controller.set_pace(0)
    win.resize(1600, 1000)
    win.show()
    return win


def decision_to_repaint(app: QApplication, root: Path, plays: int) -> list[float]:
    win = window(root)
    win.router.present = lambda: None  # type: ignore[method-assign]  # dialogs: answered below
    counter = PaintCounter()
    win.board.viewport().installEventFilter(counter)
    controller = win.controller
    controller.new_game(GameSetup(("You", "Bot"), ("human", "easy"), Rules.classic(), 4))
    times: list[float] = []
    deadline = time.monotonic() + 120
    while len(times) < plays and time.monotonic() < deadline:
        app.processEvents()
        game = controller.game
        assert game is not None
        if game.over:
            break
        decision = game.pending
        if decision is None or decision.player != 0 or win.stack.currentIndex() != 0:
            continue
        if decision.kind is not Kind.PLAY:
            controller.submit(game.legal_actions()[0])
            continue
        before = counter.paints
        start = time.perf_counter()
        controller.submit(game.legal_actions()[0])
        while counter.paints == before:
            app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    win.close()
    return times


def stalls_while_ai_thinks(app: QApplication, root: Path, level: str, decisions: int) -> float:
    win = window(root)
    controller = win.controller
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    seats = ("A", "B", "C", "D")
    timer.start()
    controller.new_game(GameSetup(seats, (level,) * 4, Rules.classic(), 9))
    while len(controller.decision_seconds) < decisions:
        app.processEvents()
        game = controller.game
        if game is None or game.over:
            break
    timer.stop()
    win.close()
    controller.stop()
    controller.wait_for_ai()
    gaps = [(b - a) * 1000 - 5 for a, b in itertools.pairwise(ticks)]
    return max(gaps) if gaps else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plays", type=int, default=25)
    parser.add_argument("--level", default="medium", help="AI level for the stall test")
    parser.add_argument("--decisions", type=int, default=40)
    args = parser.parse_args()
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's size-hint chatter
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        times = decision_to_repaint(app, Path(folder), args.plays)
        stall = stalls_while_ai_thinks(app, Path(folder), args.level, args.decisions)
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"gui: decision to repainted board over {len(times)} tile plays (1600x1000)")
    print(f"  median {statistics.median(times):6.1f} ms   95th percentile {p95:6.1f} ms")
    print(f"gui: longest event-loop stall over {args.decisions} {args.level} AI decisions")
    print(f"  {stall:6.1f} ms (target: under 50 ms)")


if __name__ == "__main__":
    main()
