"""GUI responsiveness: decision-to-repaint time, and event-loop stalls while an AI thinks.

1. **A human's decision to the repainted window**, as a player meets it. A seeded classic
   game (one human, one easy AI at a pace that keeps the AI's moves out of the way) runs
   in the application's real event loop (``QEventLoop.exec``: posted events, deferred
   deletes and timers as in the game). A scripted player answers every one of the human's
   decisions the way a person would, a moment (``--think`` ms) after it is shown: a tile
   play by clicking the first playable tile of the rack; a dialog (found a chain, choose
   the survivor, order the defunct chains, dispose of shares, buy) once it is on the
   screen, by clicking its OK button. The time counted starts at the click and ends at
   the end of the first repaint of the window (Qt's update request to the main window:
   the board, the tables, the rack and the prompt, painted together) after the answer
   was applied; when the answer changes the board (tile plays, foundings), the first
   such repaint in which the board view painted the new board. Whatever runs before
   that repaint (the models, the next dialog opening, deferred deletes, posted events)
   is counted; work deferred until after it (the autosave, the AI's question) is not.

   Median and 95th percentile in ms, for each window size (``--sizes``), also split into
   tile plays and dialog answers, and the GUI thread's CPU time over the same spans
   (which other programs loading the machine hardly change, unlike the wall time).

   **Highlights on and off, side by side**: every size is measured ``--rounds`` times
   with the highlights on (marks on the tiles placed since the human's last decision,
   the tables' change marks, announcements, animations: all as a player has them) and
   as often with them off (the window's :class:`~acquire_qt.models.recent.SinceLastDecision`
   and board overlays cut from the controller: nothing is ever new, nothing is marked,
   announced or animated), alternating which goes first, on the same seeded game. The
   ratios on/off of the medians and 95th percentiles tell what the highlights cost.
   ``--profile DIR`` writes there the GUI thread's cProfile of each run's timed spans
   (click to repaint; slower: for finding where the time goes, not for the figures).
   **The machine's noise**, beside them: right before each timed click, the same fixed
   piece of pure Python work (:func:`gauge`, no Qt) is timed. It does the same every time,
   so its spread is the machine's alone (other programs, and a virtual machine's host
   taking the processor away, which the thread's CPU time counts as its own): on a quiet
   shared machine it showed a 95th percentile of about 1.4 times its median, and about 3 in
   100 runs over twice it. An answer's p95 over 16 ms while the gauge's p95/median is high
   is the machine's as much as the window's.
2. **The longest event-loop stall while AI players think**: a 5 ms timer runs while an
   all-AI game is played at pace 0 with the given level; the largest gap between its
   ticks beyond 5 ms is the longest time the window could not respond.

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless a display is set.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (
    QEvent,
    QEventLoop,
    QObject,
    QTimer,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QDialog

from acquire_qt.app import paint_on_one_thread, set_aside_start_up_objects
from acquire_qt.controller import GameController, GameSetup
from acquire_qt.engine import Decision, Kind, Rules
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

Size = tuple[int, int]

GAUGE_STEPS = 40_000
"""The steps of the noise gauge's loop: about 4 ms here, the size of an answer's frame."""


def gauge() -> float:
    """Milliseconds of a fixed piece of pure Python work: the machine's noise gauge (see
    the module)."""
    start = time.perf_counter()
    total = 0
    for step in range(GAUGE_STEPS):
        total += step * step % 7
    return (time.perf_counter() - start) * 1000


def window(root: Path, size: Size, pace_ms: int, highlights: bool = True) -> MainWindow:
    controller = GameController(Storage(root))
    win = MainWindow(controller, Settings(root / "settings.ini"))
    if not highlights:
        highlights_off(win)
    win.resize(*size)
    win.show()
    set_aside_start_up_objects()  # as the application does once its window is shown
    controller.set_pace(pace_ms)
    return win


def highlights_off(win: MainWindow) -> None:
    """Cut what is new since a decision out of ``win``: its record of the tiles placed
    and the position at each person's last decision (the tables' change marks and the
    board's marks read it) and its board overlays (announcements, animations) hear
    nothing from the controller any more, so nothing is marked, announced or animated."""
    for receiver in (win.follower.since, win.overlays):
        win.controller.disconnect(receiver)


@dataclass
class Answer:
    """One answered decision: its kind, the milliseconds from the click to the window
    being repainted, and the GUI thread's CPU milliseconds over that span."""

    kind: Kind
    ms: float
    cpu_ms: float


class ScriptedPlayer(QObject):
    """Answers the human's decisions in ``win`` as a player would and times each answer."""

    def __init__(
        self,
        win: MainWindow,
        loop: QEventLoop,
        wanted: int,
        think_ms: int,
        profiler: cProfile.Profile | None = None,
    ) -> None:
        super().__init__()
        self.profiler = profiler
        """Profiles the GUI thread over the timed spans only, when given."""
        self.win = win
        self.loop = loop
        self.wanted = wanted
        self.think_ms = think_ms
        self.answers: list[Answer] = []
        self.gauges: list[float] = []
        """The noise gauge's milliseconds, one right before each timed click."""
        self.unpainted = 0
        """Answers after which no repaint came within a second (counted, not timed)."""
        self._start = 0.0
        self._cpu_start = 0.0
        self._kind: Kind | None = None
        self._board_before: tuple[int, ...] | None = None
        self._applied = False
        self._board_painted = False
        self._seen = 0
        self._answered = 0
        self._stopped = False
        self.win.controller.decision_required.connect(self._decision_required)
        self.win.controller.state_changed.connect(self._state_changed)
        self.win.controller.game_over.connect(self.loop.quit)
        self.win.installEventFilter(self)
        self.win.board.viewport().installEventFilter(self)

    def _decision_required(self, decision: Decision) -> None:
        if not self.win.controller.is_human(decision.player):
            return
        self._seen += 1
        seen = self._seen
        if decision.kind is Kind.PLAY:
            QTimer.singleShot(self.think_ms, lambda: self._play(seen))
        else:
            QTimer.singleShot(1, lambda: self._look_for_dialog(seen))

    def _current(self, seen: int) -> bool:
        return not self._stopped and seen == self._seen and self._kind is None

    def _play(self, seen: int) -> None:
        if not self._current(seen):
            return
        playable = self.win.rack.playable_tiles()
        if playable:
            button = self.win.rack.button(playable[0])
            self._begin(Kind.PLAY)
            button.click()

    def _look_for_dialog(self, seen: int) -> None:
        if not self._current(seen):
            return
        shown = [d for d in self.win.findChildren(QDialog) if d.isVisible()]
        if not shown:
            QTimer.singleShot(1, lambda: self._look_for_dialog(seen))
            return
        dialog = shown[0]
        QTimer.singleShot(self.think_ms, lambda: self._answer(seen, dialog))

    def _answer(self, seen: int, dialog: QDialog) -> None:
        if not self._current(seen) or not dialog.isVisible():
            return
        game = self.win.controller.game
        assert game is not None and game.pending is not None
        self._begin(game.pending.kind)
        dialog.ok_button.click()  # type: ignore[attr-defined]  # every DecisionDialog's

    def _begin(self, kind: Kind) -> None:
        game = self.win.controller.game
        assert game is not None
        self._board_before = game.state.board
        self._kind = kind
        self._applied = self._board_painted = False
        self._answered += 1
        answered = self._answered
        QTimer.singleShot(1000, lambda: self._never_painted(answered))
        self.gauges.append(gauge())
        self._cpu_start = time.thread_time()
        self._start = time.perf_counter()
        if self.profiler is not None:
            self.profiler.enable()

    def _state_changed(self) -> None:
        if self._kind is not None:
            self._applied = True

    def _board_changed(self) -> bool:
        game = self.win.controller.game
        return game is not None and game.state.board != self._board_before

    def _finish(self) -> None:
        ms = (time.perf_counter() - self._start) * 1000
        cpu_ms = (time.thread_time() - self._cpu_start) * 1000
        if self.profiler is not None:
            self.profiler.disable()
        assert self._kind is not None
        self.answers.append(Answer(self._kind, ms, cpu_ms))
        self._kind = None
        if len(self.answers) >= self.wanted:
            QTimer.singleShot(0, self.stop)

    def _never_painted(self, answered: int) -> None:
        if self._kind is not None and answered == self._answered:
            self.unpainted += 1
            self._kind = None
            if self.profiler is not None:
                self.profiler.disable()

    def stop(self) -> None:
        """End the game: no more answers, the open dialog closed, the loop left."""
        self._stopped = True
        self.win.controller.stop()
        for dialog in self.win.findChildren(QDialog):
            if dialog.isVisible():
                dialog.done(QDialog.DialogCode.Rejected)
        self.loop.quit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._kind is None or not self._applied:
            return False
        if watched is not self.win:  # the board view's viewport
            if event.type() == QEvent.Type.Paint and self._board_changed():
                self._board_painted = True
            return False
        if event.type() != QEvent.Type.UpdateRequest:
            return False
        # The window's repaint, run here so that its end can be timed (the window paints
        # exactly as it would have: this is the update request's own path).
        self.win.event(event)
        if self._board_painted or not self._board_changed():
            self._finish()
        return True


def decision_to_repaint(
    root: Path,
    size: Size,
    decisions: int,
    think_ms: int,
    highlights: bool = True,
    profile: Path | None = None,
) -> tuple[list[Answer], list[float]]:
    """The answers of one seeded game in a window of ``size``, and the noise gauge's times
    beside them (``profile``: write the GUI thread's cProfile of the timed spans to this
    file)."""
    win = window(root, size, pace_ms=250, highlights=highlights)
    loop = QEventLoop()
    profiler = cProfile.Profile() if profile is not None else None
    player = ScriptedPlayer(win, loop, decisions, think_ms, profiler)
    QTimer.singleShot(120_000, loop.quit)
    QTimer.singleShot(
        200,
        lambda: win.controller.new_game(
            GameSetup(("You", "Bot"), ("human", "easy"), Rules.classic(), 4)
        ),
    )
    loop.exec()
    if profiler is not None and profile is not None:
        profiler.dump_stats(profile)
    shown = win.size()
    assert (shown.width(), shown.height()) == size, f"window is {shown}, not {size}"
    win.close()
    win.deleteLater()
    if player.unpainted:
        print(f"  ({player.unpainted} answers were followed by no repaint within 1 s)")
    return player.answers, player.gauges


def stalls_while_ai_thinks(root: Path, level: str, decisions: int) -> float:
    win = window(root, (1600, 1000), pace_ms=0)
    controller = win.controller
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(50)

    def enough() -> None:
        game = controller.game
        if len(controller.decision_seconds) >= decisions or game is None or game.over:
            loop.quit()

    check.timeout.connect(enough)
    timer.start()
    check.start()
    seats = ("A", "B", "C", "D")
    controller.new_game(GameSetup(seats, (level,) * 4, Rules.classic(), 9))
    QTimer.singleShot(300_000, loop.quit)
    loop.exec()
    timer.stop()
    check.stop()
    win.close()
    controller.stop()
    controller.wait_for_ai()
    gaps = [(b - a) * 1000 - 5 for a, b in itertools.pairwise(ticks)]
    return max(gaps) if gaps else float("nan")


def percentile_95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def summary(label: str, values: list[float]) -> str:
    if not values:
        return f"  {label:<14} none"
    median, p95 = statistics.median(values), percentile_95(values)
    return f"  {label:<14} median {median:6.1f} ms   p95 {p95:6.1f} ms   n={len(values)}"


def noise(gauges: list[float]) -> str:
    """The noise gauge's line: its median, p95, their ratio, and how often it took over
    twice its median."""
    if not gauges:
        return "gui: machine noise gauge: not run"
    median, p95 = statistics.median(gauges), percentile_95(gauges)
    over = sum(ms > 2 * median for ms in gauges)
    return (
        f"gui: machine noise gauge (the same {GAUGE_STEPS} steps of Python before each click): "
        f"median {median:.1f} ms, p95 {p95:.1f} ms ({p95 / median:.2f} x the median), "
        f"over twice the median {over} of {len(gauges)}"
    )


def parse_size(text: str) -> Size:
    width, height = text.lower().split("x")
    return int(width), int(height)


def ratio(on: float, off: float) -> str:
    return f"{on / off:.2f}" if off > 0 else "-"


def side_by_side(size: Size, on: list[Answer], off: list[Answer]) -> list[str]:
    """The medians and 95th percentiles of both, and their ratios on/off."""
    lines = [f"  {size[0]}x{size[1]}              on      off   on/off"]
    rows: tuple[tuple[str, Callable[[Answer], float], Callable[[Answer], bool]], ...] = (
        ("wall", lambda a: a.ms, lambda a: True),
        ("tile plays", lambda a: a.ms, lambda a: a.kind is Kind.PLAY),
        ("dialogs", lambda a: a.ms, lambda a: a.kind is not Kind.PLAY),
        ("GUI thread CPU", lambda a: a.cpu_ms, lambda a: True),
    )
    for label, pick, counted in rows:
        on_times = [pick(a) for a in on if counted(a)]
        off_times = [pick(a) for a in off if counted(a)]
        if not on_times or not off_times:
            continue
        for stat, measure in (("median", statistics.median), ("p95", percentile_95)):
            a, b = measure(on_times), measure(off_times)
            lines.append(f"    {label:<14} {stat:<6} {a:6.1f} {b:8.1f}   {ratio(a, b)}")
    lines.append(f"    answers: {len(on)} on, {len(off)} off")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--decisions", type=int, default=40, help="human decisions per run")
    parser.add_argument("--rounds", type=int, default=4, help="runs per size, highlights on/off")
    parser.add_argument("--sizes", default="1600x1000,2560x1440")
    parser.add_argument("--think", type=int, default=40, help="ms before the player answers")
    parser.add_argument("--level", default="medium", help="AI level for the stall test")
    parser.add_argument("--ai-decisions", type=int, default=40)
    parser.add_argument("--no-stall", action="store_true", help="skip the stall test")
    parser.add_argument("--json", type=Path, help="append the raw times to this file (JSON lines)")
    parser.add_argument("--profile", type=Path, help="write each run's cProfile to this folder")
    args = parser.parse_args()
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's size-hint chatter
    paint_on_one_thread()  # as the application does
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average at the start {load}")
    sizes = [parse_size(text) for text in args.sizes.split(",")]
    results: dict[tuple[Size, bool], list[Answer]] = {
        (s, on): [] for s in sizes for on in (True, False)
    }
    gauges: list[float] = []
    if args.profile is not None:
        args.profile.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for size in sizes:  # a first window pays for fonts and caches: not counted
            decision_to_repaint(Path(folder), size, min(8, args.decisions), args.think)
        for number in range(args.rounds):
            for size in sizes:
                # Alternating which goes first: neither always meets a fresher machine.
                for on in (True, False) if number % 2 == 0 else (False, True):
                    name = f"{size[0]}x{size[1]}-{'on' if on else 'off'}-{number}"
                    profile = None if args.profile is None else args.profile / f"{name}.prof"
                    answers, gauged = decision_to_repaint(
                        Path(folder), size, args.decisions, args.think, on, profile
                    )
                    results[size, on].extend(answers)
                    gauges.extend(gauged)
                    times = [a.ms for a in answers]
                    median = statistics.median(times) if times else float("nan")
                    print(
                        f"  run {name}: median {median:5.1f} ms, n={len(times)}, "
                        f"load {os.getloadavg()[0]:.2f}"
                    )
                    if args.json is not None:
                        with args.json.open("a", encoding="utf-8") as out:
                            raw = [
                                [a.kind.value, round(a.ms, 3), round(a.cpu_ms, 3)] for a in answers
                            ]
                            line: dict[str, object] = {"size": f"{size[0]}x{size[1]}"}
                            line["highlights"] = on
                            gauged_ms = [round(ms, 3) for ms in gauged]
                            line |= {"round": number, "answers": raw, "gauge": gauged_ms}
                            out.write(json.dumps(line))
                            out.write("\n")
        for size in sizes:
            answers = results[size, True]
            print(f"gui: human decision to repainted window, {size[0]}x{size[1]}, highlights on")
            print(summary("all decisions", [a.ms for a in answers]))
            print(summary("tile plays", [a.ms for a in answers if a.kind is Kind.PLAY]))
            print(summary("dialogs", [a.ms for a in answers if a.kind is not Kind.PLAY]))
            print(summary("GUI thread CPU", [a.cpu_ms for a in answers]))
        if not args.no_stall:
            stall = stalls_while_ai_thinks(Path(folder), args.level, args.ai_decisions)
            print(
                f"gui: longest event-loop stall over {args.ai_decisions} {args.level} AI decisions"
            )
            print(f"  {stall:6.1f} ms (target: under 50 ms)")
    print(f"gui: highlights on vs off, {args.rounds} alternating runs each (ms)")
    for size in sizes:
        print("\n".join(side_by_side(size, results[size, True], results[size, False])))
    print("gui: decision to repainted window (target: median <= 10 ms, p95 <= 16 ms)")
    for size in sizes:
        times = [a.ms for a in results[size, True]]
        cpu = [a.cpu_ms for a in results[size, True]]
        if times:
            print(
                f"  {size[0]}x{size[1]}: median {statistics.median(times):.1f} ms, "
                f"p95 {percentile_95(times):.1f} ms (GUI thread CPU: median "
                f"{statistics.median(cpu):.1f} ms, p95 {percentile_95(cpu):.1f} ms)"
            )
    print(noise(gauges))
    print(f"load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
