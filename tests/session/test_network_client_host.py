"""The client against the real host (``NetworkHost`` over the host's transport, in this
process on 127.0.0.1): it hears the lobby's announcement, joins, is seated in the lobby,
and plays a whole game to the end; its last position reads as the host's own view.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import PlayDecision, Rules
from acquire_qt.network.client import ConnectionState, NetworkClient, SeatTokens
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.host import NetworkHost
from acquire_qt.network.host_logic import Limits
from acquire_qt.network.lan_hosts import HostsHeard
from acquire_qt.storage import Storage

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
WAIT_MS = 10_000


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def free_udp_port() -> int:
    probe = QUdpSocket()
    assert probe.bind(LOCAL, 0)
    port = int(probe.localPort())
    probe.close()
    return port


@pytest.fixture
def discovery(qtbot: QtBot) -> int:
    """A UDP port for the lobby's announcements (not the real one)."""
    return free_udp_port()


@pytest.fixture
def host(tmp_path: Path, qtbot: QtBot, discovery: int) -> Iterator[NetworkHost]:
    controller = GameController(Storage(tmp_path / "host"), random_factory, ai_process=False)
    controller.set_pace(0)
    hosting = NetworkHost(
        controller,
        listen_on=LOCAL,
        announce_to=LOCAL,
        discovery_port=discovery,
        limits=Limits(burst=1e9, rate=1e9),  # a scripted player answers faster than people
    )
    yield hosting
    hosting.stop()
    controller.stop()
    qtbot.wait(10)


def test_a_whole_game_against_the_real_host(
    host: NetworkHost, qtbot: QtBot, tmp_path: Path, discovery: int
) -> None:
    hosts = HostsHeard(port=discovery)
    setup = GameSetup(("Ada", "Guest"), ("easy", "network"), Rules.classic(), seed=6)
    assert host.host_new(setup, 0) is None
    qtbot.waitUntil(lambda: bool(hosts.hosts()), timeout=WAIT_MS)
    heard = hosts.hosts()[0]
    assert (heard.address, heard.port, heard.seats_free) == ("127.0.0.1", host.port, 1)
    hosts.close()
    storage = Storage(tmp_path / "client")
    client = NetworkClient(SeatTokens(storage.root))
    controller = ClientController(storage, client)
    rng = random.Random(3)
    controller.decision_required.connect(
        lambda _d: controller.submit(rng.choice(controller.remote.legal_actions()))  # type: ignore[union-attr]
    )
    client.join(heard.address, heard.port, host.join_code, "Bea")
    qtbot.waitUntil(lambda: client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    assert client.seat == 1
    assert host.start_game()
    game = host.controller.game
    assert game is not None and game.players == ("Ada", "Bea")
    qtbot.waitUntil(lambda: game.over, timeout=30_000)
    qtbot.waitUntil(
        lambda: controller.remote is not None and controller.remote.over, timeout=WAIT_MS
    )
    remote = controller.remote
    assert remote is not None and remote.players == ("Ada", "Bea")
    assert remote.game_view() == game.game_view(1)
    assert len(game.actions) > 50
    client.leave()


def test_in_the_lobby_the_client_is_seated_but_sent_no_game(
    host: NetworkHost, qtbot: QtBot, tmp_path: Path
) -> None:
    """The lobby's game is a stand-in ("Guest" at the seat): the client is seated and
    waits, shown nothing dealt, until the host starts the game."""
    setup = GameSetup(("Guest", "Ada"), ("network", "easy"), Rules.classic(), seed=2)
    assert host.host_new(setup, 0) is None
    storage = Storage(tmp_path / "client")
    controller = ClientController(storage, NetworkClient(None))
    asked: list[object] = []
    controller.decision_required.connect(asked.append)
    heard: list[str] = []
    controller.chat.connect(lambda _seat, text: heard.append(text))
    controller.client.join("127.0.0.1", host.port, host.join_code, "Bea")
    qtbot.waitUntil(lambda: controller.client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    host.say("Welcome!", "Ada")  # sent after the seat: what came before it has arrived
    qtbot.waitUntil(lambda: heard == ["Welcome!"], timeout=WAIT_MS)
    assert controller.client.last_position is None and controller.remote is None
    assert controller.seat == 0 and asked == []
    assert host.start_game()
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT_MS)
    remote = controller.remote
    assert remote is not None and controller.is_human(0) and remote.players[0] == "Bea"
    assert isinstance(remote.pending, PlayDecision) and remote.pending.tiles
    controller.client.leave()
