"""Network play with real processes on 127.0.0.1: a headless host and scripted clients.

The host (``network_peers.py host``) is the real controller and NetworkHost under a
QCoreApplication; each client is a separate Qt-free process speaking the protocol over
a socket. Covered: a whole game of an AI standing in for the host's player, two network
seats and an AI; that no client ever receives another seat's tile before it is public
(every byte captured, checked against the finished game's record); a client killed in a
merger and reconnected with its token while the game waits; the host killed and the game
hosted again from its autosave, the same players back at their seats; and a fuzzing
client that never changes the game or brings the host down. Every wait is bounded.
"""

from __future__ import annotations

import json
import os
import re
import selectors
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pytest

from acquire_qt.engine import Game
from acquire_qt.network.protocol import (
    LARGEST_HOST_FRAME,
    Chat,
    FrameDecoder,
    Position,
    Welcome,
    encode,
    read_host_message,
)
from acquire_qt.storage import AUTOSAVE_NAME, read_game

PEERS = Path(__file__).with_name("network_peers.py")
SECONDS = 45.0
"""The most any one process of these tests may run."""
GENEROUS = ["--burst", "1000", "--rate", "1000"]
"""Host limits for clients that play as fast as the machine goes (a person's pace is
far below the default limits; the fuzzing test keeps the defaults)."""


@dataclass
class Peer:
    """A process of the test and the JSON lines it printed."""

    process: subprocess.Popen[str]
    lines: list[dict[str, Any]] = field(default_factory=list)
    selector: selectors.DefaultSelector = field(default_factory=selectors.DefaultSelector)
    buffer: str = ""

    def __post_init__(self) -> None:
        assert self.process.stdout is not None
        os.set_blocking(self.process.stdout.fileno(), False)
        self.selector.register(self.process.stdout, selectors.EVENT_READ)

    def poll(self, wait: float) -> None:
        stdout: IO[str] | None = self.process.stdout
        assert stdout is not None
        if self.selector.select(wait):
            chunk = stdout.read() or ""
            self.buffer += chunk
            *whole, self.buffer = self.buffer.split("\n")
            self.lines += [json.loads(line) for line in whole if line.strip()]

    def wait_for(self, event: str, deadline: float, after: int = 0, **match: Any) -> dict[str, Any]:
        """The first line of ``event`` (with ``match``'s fields) from line number ``after``
        on, waiting until ``deadline``."""
        seen = after
        while True:
            for line in self.lines[seen:]:
                if line["event"] == event and all(line.get(k) == v for k, v in match.items()):
                    return line
            seen = len(self.lines)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or (self.process.poll() is not None and not self.pending()):
                raise AssertionError(f"no {event} {match}: {self.lines[-5:]}")
            self.poll(min(remaining, 0.5))

    def pending(self) -> bool:
        """Whether output may still be unread (one last read after the process ended)."""
        before = len(self.lines)
        self.poll(0)
        return len(self.lines) > before

    def finish(self, deadline: float) -> int:
        """Wait for the process to end (read its output); its exit code."""
        while self.process.poll() is None and time.monotonic() < deadline:
            self.poll(0.2)
        if self.process.poll() is None:
            self.process.kill()
        self.pending()
        return self.process.wait(5)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(5)
        assert self.process.stdout is not None
        self.process.stdout.close()


class Peers:
    """Starts the test's processes; kills any still running at the end."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.running: list[Peer] = []

    def start(self, role: str, *args: str) -> Peer:
        process = subprocess.Popen(
            [sys.executable, str(PEERS), role, *args, "--timeout", str(SECONDS)],
            stdout=subprocess.PIPE,
            stderr=(self.folder / f"{role}-{len(self.running)}.err").open("w"),
            text=True,
            cwd=self.folder,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        peer = Peer(process)
        self.running.append(peer)
        return peer

    def host(self, *args: str) -> tuple[Peer, int]:
        host = self.start("host", "--data-dir", str(self.folder), *args)
        listening = host.wait_for("listening", time.monotonic() + 20)
        return host, int(listening["port"])

    def client(self, port: int, name: str, *args: str) -> Peer:
        return self.start(
            "client", "--port", str(port), "--name", name, "--token-file", f"{name}.token", *args
        )

    def close(self) -> None:
        for peer in self.running:
            peer.kill()


@pytest.fixture
def peers(tmp_path: Path) -> Iterator[Peers]:
    started = Peers(tmp_path)
    try:
        yield started
    finally:
        started.close()


def seat_actions(game: Game, seat: int) -> list[str]:
    """The actions of ``seat`` in ``game``, in order, by replaying its record."""
    record = game.to_record(snapshot=False)
    record["actions"] = []
    replay = Game.from_record(record)
    mine = []
    for action in game.actions:
        pending = replay.pending
        assert pending is not None
        if pending.player == seat:
            mine.append(str(action))
        replay.apply(action)
    return mine


# -- a whole game, and no leaks ---------------------------------------------------------------


@dataclass
class PlayedGame:
    folder: Path
    game: Game
    host_lines: list[dict[str, Any]]
    clients: dict[str, dict[str, Any]]
    """Each client's ``done`` line, by name."""
    seconds: float


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PlayedGame]:
    """One seeded game: seat 0 an easy AI standing in for the host's player, seats 1 and 2
    network players (separate processes), seat 3 an easy AI; to the end."""
    folder = tmp_path_factory.mktemp("whole-game")
    started = Peers(folder)
    try:
        begun = time.monotonic()
        deadline = begun + SECONDS
        host, port = started.host("--seats", "easy,network,network,easy", "--seed", "11", *GENEROUS)
        ann = started.client(port, "Ann", "--seed", "1", "--capture", "Ann.bytes")
        ann.wait_for("seated", deadline)  # Ann takes seat 1: the same game every run
        bob = started.client(port, "Bob", "--seed", "2", "--capture", "Bob.bytes")
        over = host.wait_for("over", deadline)
        clients = {
            name: peer.wait_for("done", deadline) for name, peer in (("Ann", ann), ("Bob", bob))
        }
        assert host.finish(deadline) == 0
        seconds = time.monotonic() - begun
        yield PlayedGame(folder, read_game(Path(over["path"])), host.lines, clients, seconds)
    finally:
        started.close()


def test_a_whole_game_of_two_network_seats_and_two_ais_plays_to_the_end(played: PlayedGame) -> None:
    game = played.game
    assert game.over and game.controllers == ("easy", "network", "network", "easy")
    started = next(line for line in played.host_lines if line["event"] == "started")
    assert sorted(started["players"][1:3]) == ["Ann", "Bob"]  # the names they joined with
    joined = [line for line in played.host_lines if line.get("what") == "joined"]
    assert sorted(line["name"] for line in joined) == ["Ann", "Bob"]
    for name, done in played.clients.items():
        seat = done["seat"]
        assert game.players[seat] == name
        # Every move of a network seat in the game is exactly what its client sent.
        assert seat_actions(game, seat) == [act["action"] for act in done["acts"]]
        assert done["errors"] == []
    # Latency: a network player's act to the next position at every client.
    positions = {name: done["positions"] for name, done in played.clients.items()}
    delays = []
    for done in played.clients.values():
        for act in done["acts"]:
            arrivals = [
                min(at for ticket, at in seen if ticket > act["ticket"])
                for seen in positions.values()
            ]
            delays.append(max(arrivals) - act["at"])
    print(
        f"\nwhole game: {len(game.actions)} actions in {played.seconds:.1f} s (3 processes);"
        f" a network act to the new position at both clients: median"
        f" {statistics.median(delays) * 1000:.1f} ms, worst {max(delays) * 1000:.1f} ms"
        f" over {len(delays)} acts"
    )


def tile_pattern(game: Game) -> re.Pattern[str]:
    names = sorted(game.rules.board.names, key=len, reverse=True)
    return re.compile(r"(?<![0-9A-Za-z])(?:" + "|".join(names) + r")(?![0-9A-Za-z])")


def without_names(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the players' names (the lobby's game had the guests' names)."""
    players = [{k: v for k, v in p.items() if k != "name"} for p in view["players"]]
    return {**view, "players": players}


def leaks(played: PlayedGame, name: str) -> tuple[list[str], int, set[str]]:
    """The tiles in what client ``name`` received that were neither public nor its own
    when it received them; the frames read; the tile names it saw of its own hands."""
    game = played.game
    seat = played.clients[name]["seat"]
    record = game.to_record(snapshot=False)
    record["actions"] = []
    replay = Game.from_record(record)
    views, public, hands = [], [], []
    for action in (*game.actions, None):
        data = replay.to_dict()
        views.append(without_names(replay.view(seat)))
        public.append(set(data["board"]) | set(data["removed"]))
        hands.append(set(replay.hand(seat)))
        if action is not None:
            replay.apply(action)
    decoder = FrameDecoder(LARGEST_HOST_FRAME)
    decoder.feed((played.folder / f"{name}.bytes").read_bytes())
    tile = tile_pattern(game)
    found: list[str] = []
    own: set[str] = set()
    at = 0  # the number of actions applied when the frame was sent
    frames = 0
    while (value := decoder.next_object()) is not None:
        frames += 1
        message = read_host_message(value)
        text = json.dumps(value)
        if isinstance(message, Welcome):
            text = text.replace(message.token, "")
        if isinstance(message, Position):
            shown = without_names(message.view)
            while views[at] != shown:  # the positions come in the game's order
                at += 1
        for tile_name in tile.findall(text):
            if tile_name in hands[at]:
                own.add(tile_name)
            elif tile_name not in public[at]:
                found.append(f"{tile_name} after action {at}")
    return found, frames, own


def test_no_client_receives_another_seats_tile_before_it_is_public(played: PlayedGame) -> None:
    for name in played.clients:
        found, frames, own = leaks(played, name)
        assert found == []
        assert frames > 100
        size = (played.folder / f"{name}.bytes").stat().st_size
        print(f"\nno-leak: {name} received {frames} frames, {size} bytes; none leaked a tile")
        # The check reads the frames: the seat's own tiles are in them.
        assert len(own) >= 6


def test_the_leak_check_finds_a_tile_that_was_not_public(played: PlayedGame) -> None:
    game = played.game
    others = [seat for seat in range(4) if seat != played.clients["Ann"]["seat"]]
    secret = next(tile for seat in others for tile in game.hand(seat))  # never played
    capture = played.folder / "Ann.bytes"
    original = capture.read_bytes()
    try:  # what a careless host would send: a line naming another seat's tile
        capture.write_bytes(original + encode(Chat(-1, f"psst, {secret}")))
        found, _, _ = leaks(played, "Ann")
        assert found == [f"{secret} after action {len(game.actions)}"]
    finally:
        capture.write_bytes(original)


# -- faults ------------------------------------------------------------------------------------


def test_a_client_killed_in_a_merger_reconnects_and_the_game_waited(peers: Peers) -> None:
    deadline = time.monotonic() + SECONDS
    host, port = peers.host("--seats", "easy,network,network,easy", "--seed", "11", *GENEROUS)
    ann = peers.client(port, "Ann", "--seed", "1", "--buyer", "--die-at-merger")
    ann.wait_for("seated", deadline)  # the same seats, so the same game, every run
    peers.client(port, "Bob", "--seed", "2")
    dying = ann.wait_for("dying", deadline)
    assert ann.finish(deadline) == -signal.SIGKILL
    seat = ann.wait_for("seated", deadline)["seat"]
    host.wait_for("notice", deadline, what="left", seat=seat)
    back = peers.client(port, "Ann", "--seed", "1")  # the same token file: its seat back
    host.wait_for("notice", deadline, what="reconnected", seat=seat)
    # The game waited: the first position after reconnecting is the one the client died
    # at, and its answer to it is taken: the game goes on (a position with a new ticket).
    resumed = back.wait_for("resumed", deadline)
    assert (resumed["ticket"], resumed["kind"]) == (dying["ticket"], dying["kind"])
    assert back.wait_for("acted", deadline)["ticket"] == dying["ticket"]
    moved_on = host.wait_for("saved", deadline, after=len(host.lines))  # the next turn's
    assert moved_on["actions"] > 0
    print(f"\nkilled at a {dying['kind']} decision; reconnected to it, and the game went on")


def test_the_host_killed_and_hosted_again_from_its_autosave(peers: Peers) -> None:
    deadline = time.monotonic() + SECONDS
    host, port = peers.host("--seats", "easy,network,network,easy", "--seed", "5", *GENEROUS)
    ann = peers.client(port, "Ann", "--seed", "1", "--rate", "40")
    ann.wait_for("seated", deadline)
    peers.client(port, "Bob", "--seed", "2", "--rate", "40")
    host.wait_for("started", deadline)
    saved = 0
    while saved < 30:  # some turns in: the autosave has them
        line = host.wait_for("saved", deadline)
        saved = line["actions"]
        host.lines.remove(line)
    host.process.send_signal(signal.SIGKILL)
    assert host.finish(deadline) == -signal.SIGKILL
    # Read without taking the autosave's lock (Storage would hold it from the new host).
    autosaved = read_game(peers.folder / AUTOSAVE_NAME)
    assert autosaved.actions and not autosaved.over  # a turn or more (written on a thread)
    again, port_again = peers.host("--rehost", *GENEROUS)  # the port kept with the tokens
    assert port_again == port
    seats = set()
    for _ in range(2):
        line = again.wait_for("notice", deadline, what="reconnected")
        again.lines.remove(line)
        seats.add(line["seat"])
    assert seats == {1, 2}  # both players, each back at their own seat
    # The game goes on past the autosave: a later autosave begins with the same actions.
    for _ in range(100):
        line = again.wait_for("saved", deadline)
        again.lines.remove(line)
        later = read_game(peers.folder / AUTOSAVE_NAME)
        if len(later.actions) > len(autosaved.actions):
            break
    assert later.players == autosaved.players
    assert later.actions[: len(autosaved.actions)] == autosaved.actions
    assert len(later.actions) > len(autosaved.actions)
    print(
        f"\nhost killed after {len(autosaved.actions)} autosaved actions; hosted again,"
        f" both players back at their seats, the game went on to {len(later.actions)}"
    )


def test_a_fuzzing_client_never_changes_the_game_nor_brings_the_host_down(peers: Peers) -> None:
    deadline = time.monotonic() + SECONDS
    # The default limits but a refill of 20 messages a second (not 5): the honest players
    # play at the machine's speed, and a flood of 24 still overflows the bucket of 20.
    host, port = peers.host("--seats", "easy,network,network", "--seed", "3", "--rate", "20")
    ann = peers.client(port, "Ann", "--seed", "1", "--rate", "15")
    host.wait_for("notice", deadline, what="joined")
    mallory = peers.start(
        "fuzz", "--port", str(port), "--token-file", "Mallory.token", "--name", "Mallory",
        "--seed", "9", "--fuzz-count", "600", "--rate", "15",
    )  # fmt: skip
    over = host.wait_for("over", deadline)
    fuzz = mallory.wait_for("done", deadline)
    honest = ann.wait_for("done", deadline)
    assert host.finish(deadline) == 0
    game = read_game(Path(over["path"]))
    assert game.over
    # The honest player's moves are exactly theirs; the fuzzer's seat made only moves the
    # fuzzer sent as legal, in order; every refusal changed nothing.
    assert seat_actions(game, honest["seat"]) == [act["action"] for act in honest["acts"]]
    fuzz_seat = 3 - honest["seat"]
    sent = iter(entry["action"] for entry in fuzz["legal_sent"])
    assert all(any(action == s for s in sent) for action in seat_actions(game, fuzz_seat))
    assert fuzz["tried"] >= 600 and fuzz["cut_off"] >= 1 and fuzz["slowed"] >= 1
    assert len(fuzz["kinds"]) >= 10
    disconnected = [x for x in host.lines if x.get("what") == "disconnected"]
    assert 1 <= len(disconnected) <= fuzz["cut_off"]
    print(
        f"\nfuzz: {fuzz['tried']} messages tried ({', '.join(sorted(fuzz['kinds']))}),"
        f" cut off {fuzz['cut_off']} times, {fuzz['slowed']} refused as too fast;"
        f" the game finished at {len(game.actions)} actions"
    )
