"""The joining player's side of network play, over real sockets on 127.0.0.1.

A minimal host (``lan_host.MiniHost``: ``HostTable`` over a ``QTcpServer``) stands in for
the real one. Every wait is bounded in time (``qtbot.waitUntil``) and every game in moves.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket, QUdpSocket
from pytestqt.qtbot import QtBot

from acquire_qt.engine import GameView, Kind, Rules, new_game
from acquire_qt.engine.events import ChainFounded, FounderShare
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.network.client import (
    ConnectionState,
    NetworkClient,
    SeatToken,
    SeatTokens,
)
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.host_logic import HostTable
from acquire_qt.network.lan_hosts import (
    MOST_HOSTS,
    STALE_SECONDS,
    HostHeard,
    HostsHeard,
    read_host_heard,
)
from acquire_qt.network.protocol import (
    VERSION,
    Chat,
    Position,
    ProtocolError,
    Welcome,
    encode,
)
from acquire_qt.network.remote_game import RemoteGame, read_events, read_view
from acquire_qt.storage import Storage

from .lan_host import MiniHost

WAIT_MS = 10_000
FAST_RETRY = (0.05, 0.1, 0.2, 0.4)


def _cells(model: QObject) -> list[list[object]]:
    from PySide6.QtCore import QAbstractItemModel, Qt

    assert isinstance(model, QAbstractItemModel)
    return [
        [
            model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
            for column in range(model.columnCount())
        ]
        for row in range(model.rowCount())
    ]


class Seated:
    """A client, its controller and what it was shown, answering with legal actions."""

    def __init__(self, storage: Storage, tokens: SeatTokens | None, seed: int) -> None:
        self.client = NetworkClient(tokens, retry_delays=FAST_RETRY)
        self.controller = ClientController(storage, self.client)
        self.rng = random.Random(seed)
        self.positions: list[Position] = []
        self.client.position_received.connect(self.positions.append)
        self.controller.decision_required.connect(self._decide)
        self.answering = True

    def _decide(self, _decision: object) -> None:
        remote = self.controller.remote
        if self.answering and remote is not None:
            legal = remote.legal_actions()
            self.controller.submit(legal[self.rng.randrange(len(legal))])


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")


def _host(seed: int = 3, players: int = 3) -> MiniHost:
    game = new_game(Rules.classic(), [f"P{i}" for i in range(players)], seed=seed)
    return MiniHost(game, range(1, players))


def test_clients_show_the_hosts_position_and_their_decisions_reach_it(
    qtbot: QtBot, storage: Storage
) -> None:
    host = _host()
    views: dict[int, GameView] = {}
    """The host's view of each ticket, for seat 1."""
    host.moved.connect(lambda: views.__setitem__(host.table.ticket, host.game.game_view(1)))
    clients = [Seated(storage, None, seed) for seed in (1, 2)]
    for seated in clients:
        seated.client.join("127.0.0.1", host.port, "abc234", "Net")
    qtbot.waitUntil(
        lambda: all(c.client.state == ConnectionState.SEATED for c in clients), timeout=WAIT_MS
    )
    assert [c.client.seat for c in clients] == [1, 2]
    views[host.table.ticket + 1] = host.game.game_view(1)  # what start() sends
    host.start()
    qtbot.waitUntil(lambda: len(host.game.actions) >= 60 or host.game.over, timeout=WAIT_MS)
    for seated in clients:  # the game stops at the next network seat's decision
        seated.answering = False
    qtbot.waitUntil(
        lambda: (
            host.game.pending is not None
            and host.game.pending.player in (1, 2)
            and all(c.positions[-1].ticket == host.table.ticket for c in clients)
        ),
        timeout=WAIT_MS,
    )
    # Each network seat's answers were applied by the host.
    seats = {seat for seat, _ in host.applied}
    assert seats == {1, 2}
    # Every position seat 1 received reads as the host's own view of that moment.
    checked = 0
    for position in clients[0].positions:
        if position.ticket in views:
            remote = RemoteGame(position)
            assert remote.game_view() == views[position.ticket]
            checked += 1
    assert checked >= 20
    # The models show the client's game exactly as they show the host's game to seat 1.
    remote = clients[0].controller.remote
    assert remote is not None and remote.position.ticket == host.table.ticket
    for make in (StockMarketModel, PlayersModel):
        ours, theirs = make(), make()
        ours.update_game(remote, 1)  # type: ignore[arg-type]
        theirs.update_game(host.game, 1)
        assert _cells(ours) == _cells(theirs)
    # The log holds the same events as the host's, the hidden draws hidden.
    controller = clients[0].controller
    assert len(controller._events) == len(host.table._log)
    host.close()


def test_a_dropped_connection_is_retaken_with_the_seat_token(
    qtbot: QtBot, storage: Storage
) -> None:
    host = _host(seed=5, players=2)
    seated = Seated(storage, SeatTokens(storage.root), 1)
    states: list[str] = []
    seated.client.state_changed.connect(lambda state, _text: states.append(state))
    seated.client.join("127.0.0.1", host.port, "ABC234", "Net")
    qtbot.waitUntil(lambda: seated.client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    host.start()
    qtbot.waitUntil(lambda: len(host.game.actions) >= 10, timeout=WAIT_MS)
    token = seated.client.token
    assert token is not None and SeatTokens(storage.root).get("127.0.0.1", host.port) is not None
    seated.answering = False
    host.drop(1)
    qtbot.waitUntil(lambda: ConnectionState.RECONNECTING in states, timeout=WAIT_MS)
    before = len(host.game.actions)
    seated.answering = True  # the decision standing is asked again once seated
    qtbot.waitUntil(lambda: seated.client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    assert seated.client.seat == 1 and seated.client.token == token
    qtbot.waitUntil(lambda: len(host.game.actions) > before + 5, timeout=WAIT_MS)
    seated.answering = False  # the game waits for seat 1: the client has the whole log
    qtbot.waitUntil(
        lambda: (
            seated.positions[-1].ticket == host.table.ticket
            and host.game.pending is not None
            and host.game.pending.player == 1
        ),
        timeout=WAIT_MS,
    )
    assert seated.controller._events == read_events(
        tuple(e for e in host.table.position_for(1).events)
    )
    host.close()


def test_a_restarted_client_retakes_its_seat_from_the_kept_token(
    qtbot: QtBot, storage: Storage
) -> None:
    host = _host(seed=7, players=2)
    first = NetworkClient(SeatTokens(storage.root), retry_delays=FAST_RETRY)
    first.join("127.0.0.1", host.port, "ABC234", "Net")
    qtbot.waitUntil(lambda: first.state == ConnectionState.SEATED, timeout=WAIT_MS)
    first._close_socket()  # the program ended without a word
    first.state = ConnectionState.CLOSED
    second = NetworkClient(SeatTokens(storage.root), retry_delays=FAST_RETRY)
    second.join("127.0.0.1", host.port, "", "Net")  # no code: only the token can seat it
    qtbot.waitUntil(lambda: second.state == ConnectionState.SEATED, timeout=WAIT_MS)
    assert second.seat == 1 and second.token == first.token
    host.close()


def test_a_wrong_join_code_is_told_and_not_retried(qtbot: QtBot, storage: Storage) -> None:
    host = _host(seed=7, players=2)
    client = NetworkClient(None, retry_delays=FAST_RETRY)
    texts: list[str] = []
    client.state_changed.connect(lambda _state, text: texts.append(text))
    client.join("127.0.0.1", host.port, "ZZZZZZ", "Net")
    qtbot.waitUntil(lambda: client.state == ConnectionState.CLOSED, timeout=WAIT_MS)
    assert "join code" in texts[-1]
    assert not host.table.taken(1)
    host.close()


class FakeHost(QObject):
    """A server that sends whatever the test gives it to the first client."""

    def __init__(self) -> None:
        super().__init__()
        self.server = QTcpServer(self)
        assert self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        self.socket: QTcpSocket | None = None
        self.server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        self.socket = self.server.nextPendingConnection()

    def send(self, data: bytes) -> None:
        assert self.socket is not None
        self.socket.write(data)
        self.socket.flush()


def _frame(payload: bytes) -> bytes:
    return len(payload).to_bytes(4, "big") + payload


def test_malformed_host_frames_are_refused_without_crashing(qtbot: QtBot, storage: Storage) -> None:
    fake = FakeHost()
    client = NetworkClient(None, retry_delays=())
    controller = ClientController(storage, client)
    refused: list[str] = []
    client.frame_refused.connect(refused.append)
    notices: list[str] = []
    controller.notice.connect(notices.append)
    chats: list[str] = []
    client.chat_received.connect(lambda _seat, text: chats.append(text))
    client.join("127.0.0.1", fake.server.serverPort(), "ABC234", "Net")
    qtbot.waitUntil(lambda: fake.socket is not None, timeout=WAIT_MS)
    game = new_game(Rules.classic(), ["A", "B"], seed=1)
    good = Position(1, 1, game.view(1), game.hand(1), None, (), 0, ())
    broken_view = dict(game.view(1), board={"99Z": "Luxor"})
    lying_view = dict(game.view(1), view_of=0)
    bad_frames = [
        _frame(b"{not json"),
        _frame(b"[1, 2]"),
        _frame(b'{"type": "chat", "seat": 0, "text": "hi", "extra": 1}'),
        _frame(b'{"type": "chat", "seat": 99, "text": "hi"}'),
        encode(Position(1, 1, game.view(1), (), None, (), 0, ())),  # before welcome
    ]
    fake.send(b"".join(bad_frames))
    fake.send(encode(Welcome(1, "tok_1", ("A", "B"))))
    fake.send(encode(Position(1, 2, broken_view, (), None, (), 0, ())))
    fake.send(encode(Position(1, 3, lying_view, (), None, (), 0, ())))
    fake.send(encode(Position(1, 4, game.view(1), (), None, (), 0, ({"kind": "nope"},))))
    fake.send(encode(Position(1, 5, game.view(1), (), None, ("play 99Z",), 0, ())))
    fake.send(encode(good))
    fake.send(encode(Chat(0, "still reading")))
    qtbot.waitUntil(lambda: chats == ["still reading"], timeout=WAIT_MS)
    assert client.state == ConnectionState.SEATED
    assert len(refused) == 5  # the frames that did not read as messages
    assert len(notices) == len(refused) + 4  # and the 4 positions it could not read
    remote = controller.remote
    assert remote is not None and remote.position.ticket == 1
    # A frame of a length over the limit breaks the stream: the client closes, no retry.
    fake.send((5 << 20).to_bytes(4, "big") + b"x" * 16)
    qtbot.waitUntil(lambda: client.state == ConnectionState.CLOSED, timeout=WAIT_MS)
    fake.server.close()


@pytest.mark.parametrize(
    "change",
    [
        {"players": []},
        {"chains": {}},
        {"turn": -1},
        {"turn": True},
        {"pending": {"player": 0, "kind": "dance"}},
        {"rules": {"name": "chess"}},
        {"standings": [1]},
    ],
)
def test_a_view_that_does_not_read_is_a_protocol_error(change: dict[str, object]) -> None:
    game = new_game(Rules.classic(), ["A", "B"], seed=1)
    view = dict(game.view(0), **change)
    with pytest.raises(ProtocolError):
        read_view(view, 0)


def test_every_rule_set_s_view_reads_back_as_the_engine_s() -> None:
    """The typed view, and the found-chain dialog's preview of each founding."""
    rng = random.Random(4)
    founded = 0
    for rules in (
        Rules.classic(),
        Rules.classic(founder_cash_when_sold_out=True, hidden_holdings=True),
        Rules.energy(),
        Rules.space_monopoly(),
    ):
        game = new_game(rules, ["A", "B", "C"], seed=11)
        for _ in range(80):
            if game.over:
                break
            seat = game.pending.player if game.pending is not None else 0
            assert read_view(game.view(seat), seat) == game.game_view(seat)
            other = (seat + 1) % 3
            assert read_view(game.view(other), other) == game.game_view(other)
            if game.pending is not None and game.pending.kind is Kind.FOUND:
                founded += 1
                remote = RemoteGame(HostTable(game, [seat]).position_for(seat))
                for action in game.legal_actions():
                    wanted = [
                        e
                        for e in game.copy().apply(action)
                        if isinstance(e, ChainFounded | FounderShare)
                    ]
                    assert remote.copy().apply(action) == wanted
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    assert founded >= 3


def _announcement(**change: object) -> bytes:
    data: dict[str, object] = {
        "protocol": "acquire-qt-lan",
        "version": VERSION,
        "name": "Ann",
        "port": 47313,
        "seats_free": 2,
    }
    data.update(change)
    return json.dumps({k: v for k, v in data.items() if v is not None}).encode()


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xff\xfe",
        b"[1]",
        b'{"protocol": "acquire-qt-lan", "protocol": "x"}',
        _announcement(protocol="other"),
        _announcement(version=VERSION - 1),
        _announcement(version=VERSION + 1),
        _announcement(version=True),
        _announcement(name=""),
        _announcement(name="   "),
        _announcement(name="x" * 41),
        _announcement(name="a\nb"),
        _announcement(port=0),
        _announcement(port=70000),
        _announcement(port=1.5),
        _announcement(seats_free=-1),
        _announcement(seats_free=9),
        _announcement(seats_free=None),
        _announcement(extra=1),
        _announcement(name="x" * 600),
    ],
)
def test_a_datagram_that_is_not_an_announcement_is_ignored(data: bytes) -> None:
    with pytest.raises(ProtocolError):
        read_host_heard(data, "10.0.0.2")


def test_hosts_heard_are_listed_bounded_and_dropped_when_stale(qtbot: QtBot) -> None:
    now = [100.0]
    hosts = HostsHeard(port=0, clock=lambda: now[0])
    assert hosts.heard(_announcement(), "10.0.0.2")
    assert hosts.hosts() == [HostHeard("10.0.0.2", "Ann", 47313, 2)]
    assert not hosts.heard(b"garbage", "10.0.0.3") and hosts.ignored == 1
    now[0] += 1
    assert hosts.heard(_announcement(name="Kim", seats_free=1), "10.0.0.2")  # the same host
    assert [h.name for h in hosts.hosts()] == ["Kim"]
    for n in range(MOST_HOSTS + 5):
        now[0] += 0.01
        hosts.heard(_announcement(port=1000 + n), f"10.0.1.{n}")
    listed = hosts.hosts()
    assert len(listed) == MOST_HOSTS and listed[0].port == 1000 + MOST_HOSTS + 4
    now[0] += STALE_SECONDS + 1
    hosts.heard(_announcement(port=5), "10.0.0.9")
    hosts.drop_stale()
    assert [h.port for h in hosts.hosts()] == [5]
    hosts.close()


def test_announcements_are_heard_over_udp_on_127_0_0_1(qtbot: QtBot) -> None:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.localPort()
    probe.close()  # a port that was free a moment ago
    hosts = HostsHeard(port=port)
    assert hosts.listening
    sender = QUdpSocket()
    local = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    sender.writeDatagram(b"not json", local, port)
    sender.writeDatagram(_announcement(name="Ann"), local, port)
    qtbot.waitUntil(lambda: len(hosts.hosts()) == 1, timeout=WAIT_MS)
    assert hosts.hosts()[0] == HostHeard("127.0.0.1", "Ann", 47313, 2)
    qtbot.waitUntil(lambda: hosts.ignored == 1, timeout=WAIT_MS)
    hosts.close()


def test_seat_tokens_survive_a_restart_and_a_damaged_file_is_no_token(tmp_path: Path) -> None:
    tokens = SeatTokens(tmp_path)
    tokens.put("Host.lan ", 47313, SeatToken("abc_DEF-1", "Bob"))
    again = SeatTokens(tmp_path)
    assert again.get("host.lan", 47313) == SeatToken("abc_DEF-1", "Bob")
    assert again.get("host.lan", 47314) is None
    again.put("host.lan", 47313, None)
    assert SeatTokens(tmp_path).get("host.lan", 47313) is None
    for damage in (b"\x00\x01", b'{"host.lan:1": {"token": "bad token!", "name": "B"}}'):
        tokens.path.write_bytes(damage)
        assert tokens.get("host.lan", 1) is None


def test_a_seat_freed_while_away_is_joined_again_with_the_code(
    qtbot: QtBot, storage: Storage
) -> None:
    host = _host(seed=9, players=2)
    client = NetworkClient(None, retry_delays=(0.3, 0.3))
    refusals: list[str] = []
    client.error_received.connect(refusals.append)
    client.join("127.0.0.1", host.port, "ABC234", "Net")
    qtbot.waitUntil(lambda: client.state == ConnectionState.SEATED, timeout=WAIT_MS)
    old = client.token
    host.drop(1)
    qtbot.waitUntil(lambda: client.state == ConnectionState.RECONNECTING, timeout=WAIT_MS)
    host.run(host.table.release(1))  # the host gave the seat up meanwhile
    qtbot.waitUntil(
        lambda: client.state == ConnectionState.SEATED and client.token != old, timeout=WAIT_MS
    )
    assert client.seat == 1 and host.table.taken(1) and refusals == []
    host.close()
