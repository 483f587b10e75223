"""Network play's latency: a network player's decision to the repainted board on every client.

One whole seeded classic game on 127.0.0.1, every program in its own process with its own
real event loop (``QApplication.exec``):

- the **host**: the program's own host (``NetworkHost`` and the game's controller, without
  a window), its lobby filled by the clients and the game started; seat 0 is an AI (a
  seeded random player, pace 0), seats 1-3 play over the network;
- three **clients**: each a joined player's real window (:class:`ClientWindow`,
  1600×1000, offscreen) whose scripted player answers its own decisions as a person would,
  ``--think`` ms after they are shown: a tile by clicking it on the board, a dialog (found,
  survivor, defunct order, disposal, buy) by pressing Return in it.

Each client notes (``time.monotonic``, one clock for every process of the machine) when
its player's answer was sent (the ``act`` written to the socket) and, for every position
the host sent it, when the window finished showing it: the end of the board's first paint
that shows the new board (a tile placed), or, for positions that leave the board as it
was, when the event loop next went idle. A decision's latency on a client is from its
``act`` being sent to that client's window showing the position it caused; **on every
client** is the largest of the three. Printed: median and 95th percentile in ms, over
the whole game, for positions that changed the board and for all; and, to tell the host's
and the network's part from the window's, the time to the position's arrival (its frame
read and checked by the client).

    .venv/bin/python benchmarks/network_latency.py [--seed 1] [--think 40]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NETWORK_SEATS = (1, 2, 3)
NAMES = ("Ann", "Bob", "Cy", "Di")
DEADLINE_SECONDS = 300.0
"""A whole game, played by scripted players, takes well under this."""


def run_host(seed: int) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from acquire_qt.ai import RandomPlayer
    from acquire_qt.controller import GameController, GameSetup
    from acquire_qt.engine import Rules
    from acquire_qt.network.host import NetworkHost
    from acquire_qt.network.host_logic import Limits
    from acquire_qt.storage import Storage

    app = QApplication(sys.argv[:1])
    root = Path(tempfile.mkdtemp(prefix="acquire-qt-latency-host-"))
    controller = GameController(Storage(root), lambda _level, s: RandomPlayer(s), ai_process=False)
    controller.set_pace(0)
    local = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    # Scripted players answer faster than people: the host's rate limit is not measured.
    host = NetworkHost(
        controller, listen_on=local, announce_to=local, limits=Limits(burst=1e9, rate=1e9)
    )
    controllers = ("easy", *("network" for _ in NETWORK_SEATS))
    problem = host.host_new(GameSetup(NAMES, controllers, Rules.classic(), seed=seed), 0)
    if problem is not None:
        raise SystemExit(problem)
    print(f"port {host.port} code {host.join_code}", flush=True)
    started: list[bool] = []

    def check() -> None:
        if host.ready() and not started:
            started.append(host.start_game())
        game = controller.game
        if started and game is not None and game.over:
            QTimer.singleShot(2000, app.quit)  # the last positions reach the clients

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(20)
    QTimer.singleShot(int(DEADLINE_SECONDS * 1000), app.quit)
    app.exec()
    host.stop()
    controller.stop()


def run_client(port: int, code: str, name: str, think_ms: int, seed: int) -> None:
    from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QObject, Qt, QThread, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    from acquire_qt.engine import Kind
    from acquire_qt.network.client import NetworkClient
    from acquire_qt.network.client_controller import ClientController
    from acquire_qt.settings import Settings
    from acquire_qt.storage import Storage
    from acquire_qt.views.client_window import ClientWindow

    app = QApplication(sys.argv[:1])
    root = Path(tempfile.mkdtemp(prefix="acquire-qt-latency-"))
    client = NetworkClient(None)
    controller = ClientController(Storage(root), client)
    window = ClientWindow(controller, Settings(root / "settings.ini"))
    window.setProperty("autoplay", True)  # no message boxes, no game-over dialog
    window.resize(1600, 1000)
    window.show()
    rng = random.Random(seed)
    sent: list[tuple[int, float]] = []
    arrived: list[tuple[int, float]] = []
    client.position_received.connect(
        lambda position: arrived.append((position.ticket, time.monotonic()))
    )
    shown: list[tuple[int, float, bool]] = []
    waiting: dict[str, Any] = {"ticket": None, "board": None}
    act = client.act

    def timed_act(ticket: int, action: str) -> bool:
        ok = act(ticket, action)
        if ok:
            sent.append((ticket, time.monotonic()))
        return ok

    client.act = timed_act  # type: ignore[method-assign]

    def position_shown(board_changed: bool) -> None:
        ticket = waiting["ticket"]
        if ticket is not None:
            shown.append((ticket, time.monotonic(), board_changed))
            waiting["ticket"] = None

    last_board: list[object] = [None]

    def state_changed() -> None:
        remote = controller.remote
        if remote is None:
            return
        board = remote.position.view["board"]
        if waiting["ticket"] is not None:  # shown together with this one: idle never came
            position_shown(False)
        waiting["ticket"] = remote.position.ticket
        waiting["board"] = board != last_board[0]
        last_board[0] = board

    controller.state_changed.connect(state_changed)

    class PaintWatch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint or waiting["ticket"] is None:
                return False
            if not waiting["board"]:
                return False
            window.board.viewportEvent(event)  # the view's own paint, timed to its end
            position_shown(True)
            return True

    watch = PaintWatch()
    window.board.viewport().installEventFilter(watch)
    dispatcher = QAbstractEventDispatcher.instance(QThread.currentThread())
    assert dispatcher is not None

    def idle() -> None:
        if waiting["ticket"] is not None and not waiting["board"]:
            position_shown(False)

    dispatcher.aboutToBlock.connect(idle)

    def answer_dialogs() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            QTest.keyClick(dialog, Qt.Key.Key_Return)

    dialogs = QTimer()
    dialogs.timeout.connect(answer_dialogs)
    dialogs.start(max(5, think_ms))

    def play_tile() -> None:
        remote = controller.remote
        pending = remote.pending if remote is not None else None
        if pending is None or pending.kind is not Kind.PLAY or pending.player != client.seat:
            return
        tiles = window.board.board_scene().playable_tiles()
        if not tiles:
            return
        item = window.board.board_scene().square(rng.choice(tiles))
        point = window.board.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)

    controller.decision_required.connect(lambda _d: QTimer.singleShot(think_ms, play_tile))

    def over(_standings: object) -> None:
        QTimer.singleShot(1000, app.quit)

    controller.game_over.connect(over)
    client.join("127.0.0.1", port, code, name)
    QTimer.singleShot(int(DEADLINE_SECONDS * 1000), app.quit)
    app.exec()
    remote = controller.remote
    over = remote is not None and remote.over
    print(
        json.dumps(
            {"seat": client.seat, "sent": sent, "shown": shown, "arrived": arrived, "over": over}
        )
    )
    client.leave()


def percentile_95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def summary(label: str, values: list[float]) -> str:
    if not values:
        return f"  {label:<34} none"
    median, p95 = statistics.median(values), percentile_95(values)
    return f"  {label:<34} median {median:6.1f} ms   p95 {p95:6.1f} ms   n={len(values)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--role", choices=("main", "host", "client"), default="main")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=int, default=40, help="ms before a player answers")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--code", default="")
    parser.add_argument("--name", default="")
    args = parser.parse_args()
    if args.role == "host":
        run_host(args.seed)
        return
    if args.role == "client":
        run_client(args.port, args.code, args.name, args.think, args.seed)
        return
    me = [sys.executable, str(Path(__file__).resolve())]
    host = subprocess.Popen(
        [*me, "--role", "host", "--seed", str(args.seed)], stdout=subprocess.PIPE, text=True
    )
    assert host.stdout is not None
    words = host.stdout.readline().split()
    port, code = int(words[1]), words[3]
    started = time.monotonic()
    common = [*me, "--role", "client", "--port", str(port), "--code", code]
    clients = [
        subprocess.Popen(
            [*common, "--name", NAMES[seat], "--think", str(args.think), "--seed", str(seat)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for seat in NETWORK_SEATS
    ]
    results = []
    for process in clients:
        out, _ = process.communicate(timeout=DEADLINE_SECONDS + 30)
        results.append(json.loads(out.strip().splitlines()[-1]))
    host.wait(timeout=30)
    seconds = time.monotonic() - started
    shown = [{ticket: (at, board) for ticket, at, board in r["shown"]} for r in results]
    arrived = [dict(r["arrived"]) for r in results]
    arrival: list[float] = []
    every_board: list[float] = []
    every_all: list[float] = []
    each: list[float] = []
    for result in results:
        for ticket, at in result["sent"]:
            caused = ticket + 1  # the host's next position is the one the answer made
            times = [s[caused] for s in shown if caused in s]
            if len(times) != len(shown):
                continue  # not every client saw it (the game ended)
            worst = max(t for t, _ in times) - at
            each.extend((t - at) * 1000 for t, _ in times)
            arrival.extend((a[caused] - at) * 1000 for a in arrived if caused in a)
            every_all.append(worst * 1000)
            if any(board for _, board in times):
                every_board.append(worst * 1000)
    decisions = sum(len(r["sent"]) for r in results)
    finished = "played to the end" if all(r["over"] for r in results) else "NOT finished"
    print(
        f"network latency: classic, 1 AI seat at the host + 3 network clients on 127.0.0.1, seed "
        f"{args.seed}, think {args.think} ms; {decisions} network decisions, game "
        f"{finished}, whole run {seconds:.1f} s, load {os.getloadavg()[0]:.1f}"
    )
    print(summary("to the board repainted, every client", every_board))
    print(summary("to the position shown, every client", every_all))
    print(summary("to the position shown, each client", each))
    print(summary("to the position's arrival, each client", arrival))


if __name__ == "__main__":
    main()
