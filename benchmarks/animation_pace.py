"""Animations against the AI pace: no AI decision is applied later with animations on.

A seeded classic game, one human against three easy AI players, runs in the
application's real event loop (``QEventLoop.exec``) in a shown window of ``--size``, at
each AI pace the Preferences offer (``--paces``), once with the animations on and once
off (the ``view/animations`` setting, as Preferences sets it), alternating which goes
first, ``--rounds`` times. The human is the scripted player of
``gui_responsiveness.py`` (its first playable tile, every dialog's OK, ``--think`` ms
after it is shown), so the board gets its marks, fades, announcements and merger
recolourings as a player's does.

For each AI decision three moments on the GUI thread:

- *asked*: the controller asks the AI seat (its ``ai_thinking`` signal);
- *answered*: the AI's answer reaches the GUI thread and the pace's wait starts (the
  seat records the decision's seconds in the controller's ``decision_seconds`` list; the
  benchmark's list notes the time of each entry);
- *applied*: the controller has applied the answer (its ``state_changed`` signal, heard
  before the window's own slots follow it).

The pace promises the answer is applied at *due* = max(asked + pace, answered); **late**
is applied − due, what anything on the GUI thread (a repaint, an animation's frame)
added to the pace. Also the **gap** between consecutive AI moves (applied to applied,
when no human decision came between), against the pace. Medians, 95th percentiles and
maxima in ms, by pace, animations on and off side by side.

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless a display is set.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gui_responsiveness import ScriptedPlayer, parse_size, percentile_95
from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.preferences import PACES
from acquire_qt.engine import Rules
from acquire_qt.settings import ANIMATIONS, PACE_MS, Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

Size = tuple[int, int]


class TimedSeconds(list[float]):
    """The controller's ``decision_seconds``, noting when each AI answer arrived."""

    def __init__(self) -> None:
        super().__init__()
        self.arrivals: list[float] = []

    def append(self, seconds: float) -> None:
        self.arrivals.append(time.perf_counter())
        super().append(seconds)


@dataclass
class Timings:
    """One run's AI decisions: lateness past the pace, and gaps between AI moves (ms)."""

    late: list[float] = field(default_factory=list)
    gaps: list[float] = field(default_factory=list)
    thinking: list[float] = field(default_factory=list)
    """Asked to answered: the AI's own time, which the pace includes."""


class PaceWatch:
    """Times the AI decisions of ``controller``'s game (see the module)."""

    def __init__(self, controller: GameController, pace_ms: int, wanted: int) -> None:
        self.controller = controller
        self.pace_ms = pace_ms
        self.wanted = wanted
        self.timings = Timings()
        self.arrivals = TimedSeconds()
        controller.decision_seconds = self.arrivals  # the seats made from now on record here
        self._asked: float | None = None
        self._answers_before = 0
        self._last_ai_applied: float | None = None
        controller.ai_thinking.connect(self._thinking)
        controller.state_changed.connect(self._applied)

    def done(self) -> bool:
        return len(self.timings.late) >= self.wanted

    def _thinking(self, _seat: int) -> None:
        self._asked = time.perf_counter()
        self._answers_before = len(self.arrivals.arrivals)

    def _applied(self) -> None:
        now = time.perf_counter()
        asked, self._asked = self._asked, None
        if asked is None:  # the human's decision
            self._last_ai_applied = None
            return
        arrivals = self.arrivals.arrivals[self._answers_before :]
        if not arrivals:  # not the AI's answer (an undo, a new game)
            self._last_ai_applied = None
            return
        answered = arrivals[-1]
        due = max(asked + self.pace_ms / 1000, answered)
        self.timings.late.append((now - due) * 1000)
        self.timings.thinking.append((answered - asked) * 1000)
        if self._last_ai_applied is not None:
            self.timings.gaps.append((now - self._last_ai_applied) * 1000)
        self._last_ai_applied = now


def run(
    root: Path, size: Size, pace_ms: int, animations: bool, decisions: int, think: int
) -> Timings:
    """One seeded game until ``decisions`` AI decisions are applied."""
    settings = Settings(root / "settings.ini")
    settings.set(PACE_MS, pace_ms)
    settings.set(ANIMATIONS, animations)
    controller = GameController(Storage(root))
    # Connected before the window's own slots: "applied" is the moment the controller has
    # applied the answer, before the window follows it.
    watch = PaceWatch(controller, pace_ms, decisions)
    win = MainWindow(controller, settings)
    win.resize(*size)
    win.show()
    assert win.overlays.animating() == (animations and pace_ms > 0)
    loop = QEventLoop()
    player = ScriptedPlayer(win, loop, wanted=10**6, think_ms=think)
    check = QTimer()
    check.setInterval(20)
    check.timeout.connect(lambda: player.stop() if watch.done() else None)
    check.start()
    QTimer.singleShot(decisions * (pace_ms + 500) + 60_000, loop.quit)
    seats = ("You", "Ann", "Bob", "Cy")
    QTimer.singleShot(
        200,
        lambda: controller.new_game(
            GameSetup(seats, ("human",) + ("easy",) * 3, Rules.classic(), 7)
        ),
    )
    loop.exec()
    check.stop()
    win.close()
    controller.stop()
    controller.wait_for_ai()
    win.deleteLater()
    return watch.timings


def stats(values: list[float]) -> str:
    if not values:
        return f"{'-':>7} {'-':>7} {'-':>7}"
    return f"{statistics.median(values):7.1f} {percentile_95(values):7.1f} {max(values):7.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--paces", default=",".join(str(p) for p in PACES), help="ms, comma-separated"
    )
    parser.add_argument("--decisions", type=int, default=20, help="AI decisions per run")
    parser.add_argument("--rounds", type=int, default=2, help="runs per pace, animations on/off")
    parser.add_argument("--size", default="2560x1440", help="the window's size")
    parser.add_argument("--think", type=int, default=40, help="ms before the human answers")
    args = parser.parse_args()
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's size-hint chatter
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    print(f"load average at the start {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    size = parse_size(args.size)
    paces = [int(p) for p in args.paces.split(",")]
    results = {(p, on): Timings() for p in paces for on in (True, False)}
    with tempfile.TemporaryDirectory() as folder:
        run(
            Path(folder), size, min(p for p in paces if p > 0), True, 4, args.think
        )  # fonts and caches: not counted
        for number, pace in itertools.product(range(args.rounds), paces):
            for on in (True, False) if number % 2 == 0 else (False, True):
                timings = run(Path(folder), size, pace, on, args.decisions, args.think)
                total = results[pace, on]
                total.late.extend(timings.late)
                total.gaps.extend(timings.gaps)
                total.thinking.extend(timings.thinking)
                print(
                    f"  run pace {pace} ms, animations {'on ' if on else 'off'}, round {number}: "
                    f"late median {statistics.median(timings.late or [0]):.1f} ms, "
                    f"n={len(timings.late)}, load {os.getloadavg()[0]:.2f}"
                )
    print(
        f"animations vs AI pace, {size[0]}x{size[1]}, {args.rounds} alternating runs each: "
        "ms past the pace (applied - max(asked + pace, answered)) and between AI moves"
    )
    print(
        f"  {'pace':>5} {'anim':>4}  {'late: median':>12} {'p95':>7} {'max':>7}   "
        f"{'gap: median':>11} {'p95':>7} {'max':>7}   {'AI think med':>12}   n"
    )
    for pace in paces:
        for on in (True, False):
            t = results[pace, on]
            think = statistics.median(t.thinking) if t.thinking else float("nan")
            print(
                f"  {pace:>5} {'on' if on else 'off':>4}  {stats(t.late):>28}   {stats(t.gaps):>27}"
                f"   {think:12.1f}   {len(t.late)}"
            )
    print(f"load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
