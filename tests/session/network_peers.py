"""The processes of the network-play tests: a headless host and scripted clients.

Run as ``python network_peers.py host ...`` or ``python network_peers.py client ...``
(``--help`` for each). The host is the real thing without a window: a
``QCoreApplication``, the :class:`~acquire_qt.controller.GameController` (AI players on
threads, pace 0) and the :class:`~acquire_qt.network.host.NetworkHost` on
127.0.0.1; it prints one JSON line per happening (``listening``, ``notice``, ``saved``,
``over``) and saves the finished game for the test to check. A client is Qt-free: plain
sockets and :mod:`acquire_qt.network.protocol`. It plays among the ``legal``
actions it is sent (seeded), reconnects with its token when the connection is lost,
captures every byte it receives, and prints a JSON summary when the game is over. The
fuzzing client mixes garbage of every kind with its own legal moves and counts what it
tried. Every wait is bounded in time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

from acquire_qt.network.protocol import (
    HEADER,
    LARGEST_CLIENT_FRAME,
    LARGEST_HOST_FRAME,
    Act,
    Bye,
    Chat,
    Error,
    FrameDecoder,
    HostMessage,
    Join,
    Position,
    ProtocolError,
    Reconnect,
    Say,
    Welcome,
    encode,
    read_host_message,
)

MERGER_KINDS = ("survivor", "defunct_order", "dispose")
FLOOD = 24
"""Chat lines a flood sends at once."""


def emit(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


# -- the host -------------------------------------------------------------------------------


def host_main(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtNetwork import QHostAddress

    from acquire_qt.controller import GameController, GameSetup
    from acquire_qt.engine import Rules
    from acquire_qt.network.host import NetworkHost
    from acquire_qt.network.host_logic import Limits, Notice
    from acquire_qt.storage import Storage

    app = QCoreApplication([sys.argv[0]])
    storage = Storage(Path(args.data_dir))
    controller = GameController(storage, ai_process=False)
    controller.set_pace(0)
    local = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    limits = Limits(burst=args.burst, rate=args.rate)
    host = NetworkHost(
        controller,
        announce_to=local,
        discovery_port=args.discovery_port,
        listen_on=local,
        limits=limits,
    )
    code = 0

    def notice(n: Notice) -> None:
        emit(event="notice", what=n.what, seat=n.seat, name=n.name, text=n.text)
        if n.what == "joined" and host.in_lobby and host.ready():
            QTimer.singleShot(0, start)

    def start() -> None:
        if host.start_game():
            emit(event="started", players=list(host.names()))

    def saved(path: str) -> None:
        game = controller.game
        emit(event="saved", actions=0 if game is None else len(game.actions))

    def over(_standings: object) -> None:
        game = controller.game
        assert game is not None
        path = Path(args.data_dir) / "finished.acquire.json"
        controller.save(str(path))
        emit(event="over", actions=len(game.actions), path=str(path))
        QTimer.singleShot(300, app.quit)  # the last positions go out first

    def failed(message: str) -> None:
        nonlocal code
        emit(event="error", text=message)
        code = 1
        app.quit()

    host.noticed.connect(notice)
    controller.saved.connect(saved)
    controller.game_over.connect(over)
    controller.error.connect(failed)
    QTimer.singleShot(int(args.timeout * 1000), lambda: failed("timed out"))

    if args.rehost:
        if not controller.open(str(storage.autosave_path)):
            return 1
        problem = host.host_current(args.port or None)  # 0: the port kept in the side file
    else:
        seats = args.seats.split(",")
        names = tuple(f"Seat{i + 1}" for i in range(len(seats)))
        setup = GameSetup(names, tuple(seats), Rules.classic(), args.seed)
        problem = host.host_new(setup, args.port, args.code)
    if problem is not None:
        emit(event="error", text=problem)
        return 1
    emit(event="listening", port=host.port, code=host.join_code)
    app.exec()
    controller.stop()
    return code


# -- the clients ----------------------------------------------------------------------------


class Link:
    """A client's connection: frames out, host messages in (every read within a deadline)."""

    def __init__(self, port: int, capture: Any | None) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.decoder = FrameDecoder(LARGEST_HOST_FRAME)
        self.capture = capture
        self.bytes = 0

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def messages(self, wait: float) -> list[HostMessage]:
        """What came within ``wait`` seconds (at least one read); ConnectionError at EOF."""
        self.sock.settimeout(wait)
        try:
            data = self.sock.recv(1 << 16)
        except TimeoutError:
            return []
        if not data:
            raise ConnectionError("closed by the host")
        self.bytes += len(data)
        if self.capture is not None:
            self.capture.write(data)
        self.decoder.feed(data)
        found = []
        while (value := self.decoder.next_object()) is not None:
            found.append(read_host_message(value))
        return found

    def close(self) -> None:
        self.sock.close()


class Player:
    """A scripted client: joins (or reconnects with its token file) and plays to the end."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        self.token_file = Path(args.token_file)
        self.capture = open(args.capture, "ab") if args.capture else None  # noqa: SIM115
        self.seen = 0
        self.acted: set[int] = set()
        self.acts: list[dict[str, Any]] = []
        self.positions: list[tuple[int, float]] = []
        self.errors: list[str] = []
        self.messages = 0
        self.last: Position | None = None
        self.deadline = time.monotonic() + args.timeout
        self.sent_at: list[float] = []

    def connect(self) -> Link:
        """A connection that has a seat: reconnection with the token if there is one."""
        for _ in range(200):
            if time.monotonic() > self.deadline:
                break
            try:
                link = Link(self.args.port, self.capture)
                if self.token_file.exists():
                    token = self.token_file.read_text().strip()
                    link.send(encode(Reconnect(token, self.seen)))
                else:
                    link.send(encode(Join(self.args.code, self.args.name)))
                return link
            except OSError:
                time.sleep(0.1)  # the host is not (yet, or again) listening
        raise SystemExit("no host to connect to")

    def choose(self, position: Position) -> str:
        legal = list(position.legal)
        if self.args.buyer:
            buys = [a for a in legal if a.startswith("buy ")]
            if buys:
                return max(buys, key=len)
        return self.rng.choice(legal)

    def pace(self) -> None:
        """Stay within the host's message rate (a bucket of ``burst`` at ``rate`` a second)."""
        if self.args.rate <= 0:
            return
        now = time.monotonic()
        self.sent_at = [t for t in self.sent_at if now - t < 1.0]
        if len(self.sent_at) >= self.args.rate:
            time.sleep(1.0 - (now - self.sent_at[0]) + 0.01)
        self.sent_at.append(time.monotonic())

    def handle(self, link: Link, message: HostMessage) -> bool:
        """React to one message; True when the game is over."""
        self.messages += 1
        if isinstance(message, Welcome):
            self.token_file.write_text(message.token)
            emit(event="seated", seat=message.seat)
        elif isinstance(message, Position):
            self.positions.append((message.ticket, time.monotonic()))
            self.seen = message.events_from + len(message.events)
            if self.last is None:  # the first position of this process
                kind = (message.decision or {}).get("kind")
                emit(event="resumed", ticket=message.ticket, kind=kind)
            self.last = message
            if message.view["over"]:
                return True
            kind = (message.decision or {}).get("kind")
            if self.args.die_at_merger and kind in MERGER_KINDS:
                emit(event="dying", ticket=message.ticket, kind=kind)
                os.kill(os.getpid(), signal.SIGKILL)
            if message.legal and message.ticket not in self.acted:
                self.acted.add(message.ticket)
                action = self.choose(message)
                self.pace()
                self.acts.append(
                    {"ticket": message.ticket, "action": action, "at": time.monotonic()}
                )
                link.send(encode(Act(message.ticket, action)))
                if len(self.acts) == 1:
                    emit(event="acted", ticket=message.ticket, action=action)
        elif isinstance(message, Error):
            self.errors.append(message.text)
        return False

    def play(self) -> int:
        link = self.connect()
        try:
            while time.monotonic() < self.deadline:
                try:
                    for message in link.messages(1.0):
                        if self.handle(link, message):
                            link.send(encode(Bye("the game is over")))
                            self.report()
                            return 0
                except (ConnectionError, OSError, ProtocolError):
                    link.close()
                    link = self.connect()  # the same seat, with its token
                    self.acted.clear()
        finally:
            link.close()
        emit(event="timeout")
        return 2

    def report(self) -> None:
        assert self.last is not None
        emit(
            event="done",
            seat=self.last.seat,
            messages=self.messages,
            acts=self.acts,
            positions=self.positions,
            errors=self.errors,
        )


def client_main(args: argparse.Namespace) -> int:
    player = Player(args)
    try:
        return player.play()
    finally:
        if player.capture is not None:
            player.capture.close()


# -- the fuzzing client -----------------------------------------------------------------------


def garbage(rng: random.Random, position: Position | None) -> tuple[str, bytes]:
    """One message of some kind of abuse, and the kind's name."""
    ticket = position.ticket if position is not None else 0
    kind = rng.choice(
        ["bytes", "oversized", "bad-json", "wrong-fields", "illegal", "stale", "other-seat",
         "out-of-turn", "rejoin", "bad-token", "long-chat", "flood"]
    )  # fmt: skip
    if kind == "bytes":
        # At least a header's worth: fewer bytes would take the next frame's leading zeros
        # into a small length and swallow the fuzzer's own later moves into one frame.
        return kind, bytes(rng.randrange(256) for _ in range(rng.randrange(4, 40)))
    if kind == "oversized":
        return kind, (LARGEST_CLIENT_FRAME + rng.randrange(1, 1 << 20)).to_bytes(HEADER, "big")
    if kind == "bad-json":
        payload = b'{"type": "act", "ticket": ' + bytes([rng.randrange(32, 127)]) * 5
        return kind, len(payload).to_bytes(HEADER, "big") + payload
    if kind == "wrong-fields":
        payload = json.dumps({"type": "act", "ticket": ticket, "action": "x", "extra": 1}).encode()
        return kind, len(payload).to_bytes(HEADER, "big") + payload
    if kind == "illegal":
        return kind, encode(Act(ticket, rng.choice(["play 13Z", "buy Nowhere", "end", "play 1A"])))
    if kind == "stale":
        return kind, encode(Act(max(0, ticket - rng.randrange(1, 5)), "end"))
    if kind in ("other-seat", "out-of-turn"):
        # A legal move of the seat's, for a position that is not the current one, or a
        # move while the decision is another seat's.
        legal = position.legal if position is not None else ()
        if legal and kind == "other-seat":
            return kind, encode(Act(ticket + 1, rng.choice(legal)))
        return kind, encode(Act(ticket, "play 5E"))
    if kind == "rejoin":
        return kind, encode(Join("AAAAAA", "Mallory"))
    if kind == "bad-token":
        return kind, encode(Reconnect("x" * rng.randrange(1, 64), 0))
    if kind == "long-chat":
        payload = json.dumps({"type": "say", "text": "z" * 400}).encode()
        return kind, len(payload).to_bytes(HEADER, "big") + payload
    # Over the host's bucket of 20 by a few: the refusals come back before any cut-off
    # (a connection closed with unread bytes is reset, and the refusals would be lost).
    return kind, encode(Say("flood")) * FLOOD


class Fuzzer(Player):
    """Holds a network seat and abuses it: between its own legal moves (half of its turns,
    so the game goes on) every kind of garbage, until it has tried ``--fuzz-count``
    messages; then it plays on legally to the end. Counts the messages it tried and
    the legal moves it sent (the only moves of its seat the host may apply)."""

    def __init__(self, args: argparse.Namespace) -> None:
        super().__init__(args)
        self.tried = 0
        self.kinds: dict[str, int] = {}
        self.legal_sent: list[dict[str, Any]] = []
        self.cut_off = 0
        self.slowed = 0
        """Refusals for sending too fast (the host's flood control)."""

    def handle(self, link: Link, message: HostMessage) -> bool:
        self.messages += 1
        if isinstance(message, Error | Bye) and "too many messages" in str(message):
            self.slowed += 1
            if self.last is not None:  # its move may have been the one refused: again
                self.acted.discard(self.last.ticket)
        if isinstance(message, Welcome):
            self.token_file.write_text(message.token)
        elif isinstance(message, Position):
            self.last = message
            self.seen = message.events_from + len(message.events)
            if message.view["over"]:
                return True
        # Its own move, on any message or quiet moment (so a move refused as too fast is
        # made again): half the time while fuzzing, always after.
        position = self.last
        fuzzing = self.tried < self.args.fuzz_count
        mine = position is not None and position.legal and position.ticket not in self.acted
        if position is not None and mine and (not fuzzing or self.rng.random() < 0.5):
            self.acted.add(position.ticket)
            action = self.rng.choice(position.legal)
            self.legal_sent.append({"ticket": position.ticket, "action": action})
            self.pace()
            link.send(encode(Act(position.ticket, action)))
            self.tried += 1
            return False
        if self.tried >= self.args.fuzz_count or isinstance(message, Chat):
            return False  # no answer to chat: a flood echoed back must not feed more floods
        kind, data = garbage(self.rng, self.last)
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        self.tried += FLOOD if kind == "flood" else 1
        link.send(data)
        return False

    def play(self) -> int:
        link = self.connect()
        try:
            while time.monotonic() < self.deadline:
                try:
                    found = link.messages(0.1)
                    if not found and self.last is not None:  # quiet: abuse anyway
                        found = [Error("nothing came")]
                        self.messages -= 1
                    for message in found:
                        if self.handle(link, message):
                            self.report()
                            return 0
                except (ConnectionError, OSError, ProtocolError):
                    link.close()
                    self.cut_off += 1
                    self.token_file.unlink(missing_ok=True)  # a misbehaving seat is freed
                    self.acted.clear()
                    link = self.connect()  # so join again with the code
        finally:
            link.close()
        emit(event="timeout")
        return 2

    def report(self) -> None:
        emit(
            event="done",
            tried=self.tried,
            kinds=self.kinds,
            legal_sent=self.legal_sent,
            cut_off=self.cut_off,
            slowed=self.slowed,
        )


def fuzz_main(args: argparse.Namespace) -> int:
    return Fuzzer(args).play()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="network_peers")
    roles = parser.add_subparsers(dest="role", required=True)
    host = roles.add_parser("host")
    host.add_argument("--data-dir", required=True)
    host.add_argument("--seats", default="easy,network,network,easy")
    host.add_argument("--seed", type=int, default=1)
    host.add_argument("--port", type=int, default=0)
    host.add_argument("--code", default="K7PX4M")
    host.add_argument("--discovery-port", type=int, default=47399)
    host.add_argument("--rehost", action="store_true", help="host the autosave again")
    host.add_argument("--burst", type=float, default=20.0)
    host.add_argument("--rate", type=float, default=5.0)
    host.add_argument("--timeout", type=float, default=60.0)
    for role in ("client", "fuzz"):
        client = roles.add_parser(role)
        client.add_argument("--port", type=int, required=True)
        client.add_argument("--code", default="K7PX4M")
        client.add_argument("--name", default="Net")
        client.add_argument("--seed", type=int, default=1)
        client.add_argument("--token-file", required=True)
        client.add_argument("--capture", help="append every byte received to this file")
        client.add_argument("--buyer", action="store_true", help="buy as much as it can")
        client.add_argument("--die-at-merger", action="store_true")
        client.add_argument("--rate", type=int, default=0, help="messages a second at most")
        client.add_argument("--fuzz-count", type=int, default=500)
        client.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    return {"host": host_main, "client": client_main, "fuzz": fuzz_main}[args.role](args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
