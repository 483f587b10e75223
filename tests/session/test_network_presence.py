"""Who is at the table, told to every client: the host's ``seat_news`` and the ``present``
seats of ``welcome``; and the finished game's net worths (``net_worths``), sent only once
the game is over, so that a client's game-over chart is a local game's even with the
hidden-holdings house rule.

The host side runs the table without sockets (``test_network_host``'s harness); the
client side is fed frames over 127.0.0.1 by the fake host of ``test_network_client``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController, GameSetup, replay_history
from acquire_qt.dialogs.game_over import GameOverDialog
from acquire_qt.engine import Game, Rules, new_game
from acquire_qt.models.players import PlayersModel
from acquire_qt.network.client import ConnectionState, NetworkClient
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.host_logic import HostTable, Limits, Notice
from acquire_qt.network.protocol import (
    MOST_TURNS,
    SEAT_NEWS,
    VERSION,
    Act,
    Join,
    NetWorths,
    Position,
    ProtocolError,
    Reconnect,
    SeatNews,
    Welcome,
    encode,
    read_client_message,
    read_host_message,
)
from acquire_qt.occupant import Occupant
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views import client_window as client_window_module
from acquire_qt.views.client_window import ClientWindow
from acquire_qt.views.main_window import MainWindow

from .test_network_client import FakeHost
from .test_network_host import CODE, Client, Harness, four_seat_game
from .test_network_lobby import LOCAL
from .test_network_lobby import Client as LobbyClient

WAIT_MS = 10_000


def news_of(client: Client) -> list[tuple[str, int, str]]:
    return [(m.what, m.seat, m.name) for m in client.messages if isinstance(m, SeatNews)]


def lobby_news(client: LobbyClient) -> list[tuple[str, int, str]]:
    return [(m.what, m.seat, m.name) for m in client.read() if isinstance(m, SeatNews)]


# -- the messages ---------------------------------------------------------------------------


def test_the_new_messages_round_trip() -> None:
    messages = [
        *(SeatNews(what, 3, "Anna") for what in SEAT_NEWS),
        NetWorths(((6000, 6000), (5800, 6400), (7100, 5200))),
        Welcome(1, "tok_1", ("A", "B", "C"), (1, 2)),
    ]
    for message in messages:
        frame = encode(message)
        assert read_host_message(json.loads(frame[4:])) == message


@pytest.mark.parametrize(
    "data",
    [
        {"what": "danced", "seat": 1, "name": "A"},
        {"what": ["joined"], "seat": 1, "name": "A"},
        {"what": "joined", "seat": 8, "name": "A"},
        {"what": "joined", "seat": True, "name": "A"},
        {"what": "joined", "seat": 1, "name": " "},
        {"what": "joined", "seat": 1, "name": "A\u0007"},
        {"what": "joined", "seat": 1, "name": "A" * 41},
        {"what": "joined", "seat": 1},
        {"what": "joined", "seat": 1, "name": "A", "token": "x"},
    ],
)
def test_seat_news_is_read_strictly(data: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        read_host_message({"type": "seat_news", **data})


@pytest.mark.parametrize(
    "history",
    [
        [],
        [[]],
        [[1, 2], [3]],
        [[1, -2]],
        [[1, 2.0]],
        [[1, True]],
        [[1, 1 << 53]],
        [[1] * 9],
        [[1, 2]] * (MOST_TURNS + 1),
        [1, 2],
        {"0": [1, 2]},
    ],
)
def test_net_worths_are_read_strictly(history: object) -> None:
    with pytest.raises(ProtocolError):
        read_host_message({"type": "net_worths", "history": history})


@pytest.mark.parametrize("present", [[2, 1], [1, 1], [8], [True], "1", None])
def test_the_welcome_s_present_seats_are_read_strictly(present: object) -> None:
    data = Welcome(1, "tok_1", ("A", "B", "C")).to_json() | {"present": present}
    with pytest.raises(ProtocolError):
        read_host_message(data)


def test_a_client_of_version_1_is_refused_with_a_clear_text() -> None:
    assert VERSION == 2
    for old in (Join(CODE, "Ann").to_json(), Reconnect("tok_1", 0).to_json()):
        with pytest.raises(ProtocolError, match=r"version 2 .* the client version 1: every"):
            read_client_message(old | {"version": 1})
    with pytest.raises(ProtocolError, match=r"the client speaks version 2 .* the host version 1"):
        read_host_message(Welcome(1, "tok_1", ("A", "B")).to_json() | {"version": 1})
    # What a version-1 client gets over the wire: an error it can read, and no seat.
    h = Harness(four_seat_game(), [1, 3])
    old_client = h.connect()
    h.feed(old_client, encode_json(Join(CODE, "Old").to_json() | {"version": 1}))
    (error,) = old_client.messages
    assert error.to_json()["type"] == "error" and "same version of acquire-qt" in error.text
    assert h.table.free() == (1, 3)


def encode_json(data: dict[str, Any]) -> bytes:
    payload = json.dumps(data).encode("ascii")
    return len(payload).to_bytes(4, "big") + payload


# -- the host tells the others ------------------------------------------------------------


def test_joining_leaving_and_reconnecting_reach_the_other_clients_only() -> None:
    h = Harness(new_game(Rules.classic(), ["Host", "Ann", "Bob", "Cy"], seed=7), [1, 2, 3])
    ann = h.join("Ann")
    assert ann.last(Welcome).present == (1,)
    bob = h.join("Bob")
    assert bob.last(Welcome).present == (1, 2)
    assert news_of(ann) == [("joined", 2, "Bob")] and news_of(bob) == []
    cy = h.join("Cy")
    assert news_of(ann)[-1] == news_of(bob)[-1] == ("joined", 3, "Cy")

    h.run(h.table.disconnected(bob.connection))  # Bob's Wi-Fi went
    assert news_of(ann)[-1] == news_of(cy)[-1] == ("left", 2, "Bob")
    token = bob.last(Welcome).token
    bob_again = h.connect()
    h.send(bob_again, Reconnect(token, 0))
    assert bob_again.last(Welcome).present == (1, 2, 3)
    assert news_of(ann)[-1] == news_of(cy)[-1] == ("reconnected", 2, "Bob")
    assert news_of(bob_again) == []

    for _ in range(11):  # Cy sends garbage until the host cuts them off
        h.feed(cy, encode_json({"type": "dance"}))
    assert cy.closed
    assert news_of(ann)[-1] == news_of(bob_again)[-1] == ("disconnected", 3, "Cy")
    # The host's own log still hears of it all (its Network dock).
    assert [(n.what, n.seat) for n in h.notices if n.what != "chat"] == [
        ("joined", 1),
        ("joined", 2),
        ("joined", 3),
        ("left", 2),
        ("reconnected", 2),
        ("disconnected", 3),
    ]
    assert all(isinstance(n, Notice) for n in h.notices)

    h.run(h.table.retire(2))  # the host lets an AI play for Bob
    assert news_of(ann)[-1] == ("handed_to_ai", 2, "Bob")
    dee = h.join("Dee")  # takes Cy's freed seat (the game calls that seat's player Cy)
    h.run(h.table.release(3))
    assert news_of(ann)[-2:] == [("joined", 3, "Cy"), ("released", 3, "Cy")]
    assert dee.closed and news_of(dee) == []

    # No seat token or join code travels in the news, nor in any frame to another seat.
    tokens = {c.connection: c.last(Welcome).token for c in (ann, bob, bob_again, cy, dee)}
    for connection, _, frame in h.frames_sent:
        text = frame[4:].decode("ascii")
        assert CODE not in text
        others = set(tokens.values()) - {tokens[connection]}
        assert not [token for token in others if token in text]


def test_the_news_names_the_player_as_the_game_does() -> None:
    """In the lobby a player is named as they joined; once the game is on, by the game's
    name for them (two who joined as "Ann" are "Ann" and "Ann (2)")."""
    lobby_game = new_game(Rules.classic(), ["Host", "Guest 1", "Guest 2"], seed=4)
    h = Harness(lobby_game, [1, 2])
    h.table = HostTable(lobby_game, [1, 2], CODE, started=False, clock=h.clock)
    first = h.join("Ann")
    second = h.join("Ann")
    assert news_of(first) == [("joined", 2, "Ann")]
    game = new_game(Rules.classic(), ["Host", "Ann", "Ann (2)"], seed=4)
    h.table.started = True
    h.run(h.table.update(list(game.setup_events), game))
    h.run(h.table.disconnected(second.connection))
    assert news_of(first)[-1] == ("left", 2, "Ann (2)")


# -- net worths once the game is over ------------------------------------------------------


def play_to_the_end(h: Harness, clients: list[Client], seed: int) -> None:
    """The clients play among the legal actions they were sent; after every action the
    game's owner tries to send the net worths, as a careless owner would."""
    rng = random.Random(seed)
    game = h.game
    for _ in range(3000):
        decision = game.pending
        if decision is None:
            break
        with pytest.raises(ValueError, match="only once the game is over"):
            h.table.finish(replay_history(game)[1])
        position = clients[decision.player].last(Position)
        h.clock.now += 1.0
        h.send(clients[decision.player], Act(position.ticket, rng.choice(position.legal)))
    assert game.over


def test_net_worths_go_to_every_client_only_once_the_game_is_over() -> None:
    game = new_game(Rules.classic(hidden_holdings=True), ["Ann", "Bob", "Cy"], seed=12)
    h = Harness(game, [0, 1, 2])
    clients = [h.join(name) for name in ("Ann", "Bob", "Cy")]
    play_to_the_end(h, clients, seed=12)
    assert not any(isinstance(m, NetWorths) for c in clients for m in c.messages)
    _, worths = replay_history(game)  # what a local game's chart shows
    h.run(h.table.finish(worths))
    for client in clients:
        assert client.last(NetWorths).history == tuple(tuple(row) for row in worths)
    # A client that comes back after the end gets them before the last position.
    h.run(h.table.disconnected(clients[1].connection))
    back = h.connect()
    h.send(back, Reconnect(clients[1].last(Welcome).token, 0))
    kinds = [type(m).__name__ for m in back.messages]
    assert kinds == ["Welcome", "NetWorths", "Position"]


# -- the client's window ---------------------------------------------------------------------


def seated_window(
    qtbot: QtBot, tmp_path: Path, game: Game
) -> tuple[FakeHost, ClientController, ClientWindow]:
    fake = FakeHost()
    storage = Storage(tmp_path / "data")
    client = NetworkClient(None, retry_delays=())
    controller = ClientController(storage, client)
    window = ClientWindow(controller, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    client.join("127.0.0.1", fake.server.serverPort(), "ABC234", "Bert")
    qtbot.waitUntil(lambda: fake.socket is not None, timeout=WAIT_MS)
    fake.send(encode(Welcome(1, "tok_1", game.players, (1, 3))))
    table = HostTable(game, [1, 2, 3], CODE)
    fake.send(encode(table.position_for(1)))
    qtbot.waitUntil(lambda: controller.remote is not None, timeout=WAIT_MS)
    assert client.state == ConnectionState.SEATED
    return fake, controller, window


def test_the_client_window_tells_who_joined_left_and_reconnected(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = new_game(
        Rules.classic(),
        ["Host", "Bert", "Anna", "Cleo"],
        seed=3,
        controllers=["human", "network", "network", "network"],
    )
    fake, _, window = seated_window(qtbot, tmp_path, game)
    model = window.players_model

    def plays() -> list[str]:
        return [model.data(model.index(r, PlayersModel.PLAYS)) for r in range(4)]

    assert plays() == ["Human", "Human (network)", "Human (network, away)", "Human (network)"]
    fake.send(encode(SeatNews("joined", 2, "Anna")))
    qtbot.waitUntil(lambda: "away" not in " ".join(plays()), timeout=WAIT_MS)
    for news in (
        SeatNews("left", 3, "Cleo"),
        SeatNews("reconnected", 3, "Cleo"),
        SeatNews("left", 2, "Anna"),
    ):
        fake.send(encode(news))
    lines = window.chat.lines

    def texts() -> list[str]:
        return [lines.item(row).text() for row in range(lines.count())]

    qtbot.waitUntil(lambda: len(texts()) >= 5, timeout=WAIT_MS)
    assert texts()[1:] == [
        "Anna joined (seat 3).",
        "Cleo left (seat 4) — the game waits for them to come back.",
        "Cleo reconnected (seat 4).",
        "Anna left (seat 3) — the game waits for them to come back.",
    ]
    assert lines.item(1).font().italic()  # set apart from what players said
    assert window.statusBar().currentMessage() == texts()[-1]
    assert plays() == ["Human", "Human (network)", "Human (network, away)", "Human (network)"]
    away = model.data(model.index(2, PlayersModel.PLAYS), Qt.ItemDataRole.ToolTipRole)
    assert "Not connected" in away
    fake.server.close()


def test_a_client_s_game_over_chart_under_hidden_holdings_is_the_local_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = new_game(Rules.classic(hidden_holdings=True), ["Ann", "Bob", "Cy"], seed=21)
    rng = random.Random(21)
    while game.pending is not None:
        game.apply(rng.choice(game.legal_actions()))
    _, local = replay_history(game)  # the chart of the same game played locally
    fake = FakeHost()
    client = NetworkClient(None, retry_delays=())
    controller = ClientController(Storage(tmp_path / "data"), client)
    client.join("127.0.0.1", fake.server.serverPort(), "ABC234", "Bob")
    qtbot.waitUntil(lambda: fake.socket is not None, timeout=WAIT_MS)
    fake.send(encode(Welcome(1, "tok_1", game.players, (1,))))
    # Without the host's figures the client cannot chart what was hidden.
    fake.send(encode(HostTable(game, [1], CODE).position_for(1)))
    qtbot.waitUntil(lambda: controller.remote is not None, timeout=WAIT_MS)
    assert controller.remote is not None and controller.remote.over
    assert controller.net_worth_history == []
    fake.send(encode(NetWorths(tuple(tuple(row) for row in local))))
    qtbot.waitUntil(lambda: controller.net_worth_history != [], timeout=WAIT_MS)
    assert controller.net_worth_history == local
    remote = controller.game
    assert remote is not None
    dialog = GameOverDialog(remote, controller.last_events, controller.net_worth_history)
    qtbot.addWidget(dialog)
    assert dialog.chart.history == local and len(local) > 10
    fake.server.close()


def test_a_joined_window_shows_the_final_standings_and_keeps_the_finished_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A joined window at game over: the standings dialog, and the finished table stays.
    It used to try to keep the host's game among this computer's finished games (and to
    estimate its win chance), which a client's game cannot be written as: the slot raised
    and no dialog came."""
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=22)
    rng = random.Random(22)
    while game.pending is not None:
        game.apply(rng.choice(game.legal_actions()))
    shown: list[GameOverDialog] = []
    monkeypatch.setattr(client_window_module.GameOverDialog, "exec", lambda d: shown.append(d))
    fake = FakeHost()
    client = NetworkClient(None, retry_delays=())
    storage = Storage(tmp_path / "data")
    window = ClientWindow(ClientController(storage, client), Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.show()
    client.join("127.0.0.1", fake.server.serverPort(), "ABC234", "Bob")
    qtbot.waitUntil(lambda: fake.socket is not None, timeout=WAIT_MS)
    fake.send(encode(Welcome(1, "tok_1", game.players, (1,))))
    fake.send(encode(HostTable(game, [1], CODE).position_for(1)))
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    assert "The game is over" in window.prompt.text()
    assert storage.list_finished() == []  # the host's game, not kept here
    fake.server.close()


# -- the host's window ---------------------------------------------------------------------


def test_a_hosted_game_tells_the_others_marks_the_absent_and_ends_with_the_chart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The real host in its window: Bob leaves, so Ann hears of it and the host's players
    panel plays Bob "away"; the host lets an AI play for him, Ann hears that too; Ann plays
    to the end and gets the host's own net worths (hidden holdings) before the last
    position, and not one holding of another player before."""
    controller = GameController(Storage(tmp_path / "data"), ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "s.ini"))
    controller.set_pace(0)  # after the window, which sets the pace of its settings
    window.setProperty("autoplay", True)  # no game-over dialog at the end
    qtbot.addWidget(window)
    host = window.hosting.host
    host._listen_on = host._announce_to = LOCAL
    host._discovery_port = 0
    host._limits = Limits(burst=1e9, rate=1e9)  # Ann answers far faster than a person
    setup = GameSetup(
        ("Me", "Guest 1", "Guest 2"),
        ("easy", "network", "network"),
        Rules.classic(hidden_holdings=True),
        seed=6,
    )
    assert host.host_new(setup, 0, CODE) is None
    ann, bob = LobbyClient(host.port), LobbyClient(host.port)
    ann.send(Join(CODE, "Ann"))
    qtbot.waitUntil(lambda: ann.has(Welcome), timeout=WAIT_MS)
    bob.send(Join(CODE, "Bob"))
    qtbot.waitUntil(lambda: bob.has(Welcome) and host.ready(), timeout=WAIT_MS)
    assert host.start_game()
    bob.sock.close()
    qtbot.waitUntil(lambda: ("left", 2, "Bob") in lobby_news(ann), timeout=WAIT_MS)
    dock = window.hosting.lines  # the host's Network dock, in the clients' words
    qtbot.waitUntil(lambda: dock.count() >= 3, timeout=WAIT_MS)
    assert [dock.item(row).text() for row in range(dock.count())][-1] == (
        "Bob left (seat 3) — the game waits for them to come back."
    )
    model = window.players_model
    assert model.data(model.index(2, PlayersModel.PLAYS)) == "Human (network, away)"
    assert model.data(model.index(1, PlayersModel.PLAYS)) == "Human (network)"
    assert host.hand_to_ai(2, Occupant.EASY)
    qtbot.waitUntil(lambda: ("handed_to_ai", 2, "Bob") in lobby_news(ann), timeout=WAIT_MS)
    assert model.data(model.index(2, PlayersModel.PLAYS)) != "Human (network, away)"
    game = controller.game
    assert game is not None
    rng = random.Random(6)
    answered = [-1]

    def ann_to_move() -> bool:
        if game.over:
            return True
        last = [m for m in ann.read() if isinstance(m, Position)][-1]
        return bool(last.legal) and last.ticket != answered[-1] and game.pending is not None

    for _ in range(300):
        qtbot.waitUntil(ann_to_move, timeout=WAIT_MS)
        if game.over:
            break
        position = [m for m in ann.messages if isinstance(m, Position)][-1]
        answered.append(position.ticket)
        ann.send(Act(position.ticket, rng.choice(position.legal)))
    assert game.over
    qtbot.waitUntil(lambda: ann.has(NetWorths), timeout=WAIT_MS)
    kinds = [type(m).__name__ for m in ann.messages if isinstance(m, NetWorths | Position)]
    assert kinds[-2:] == ["NetWorths", "Position"] and kinds.count("NetWorths") == 1
    sent = next(m for m in ann.messages if isinstance(m, NetWorths))
    assert [list(row) for row in sent.history] == controller.net_worth_history
    assert len(sent.history) > 10
    host.stop()
    controller.stop()
