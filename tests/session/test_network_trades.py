"""Trade proposals from a network client (house rule player trading, issue 13).

The position tells a seat whether its own pending decision may carry a proposal
(``may_propose``); its :class:`RemoteGame` then accepts a proposal it can see is possible,
the host's table has the engine judge it, and the other player (a network client here,
or a seat the host plays) gets the offer to answer. No sockets: the host's table and the
game's owner are the host tests' :class:`Harness`; the client window's test feeds it the
table's positions and records its acts.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from acquire_qt.ai.easy import EasyPlayer
from acquire_qt.dialogs import TradeProposalDialog
from acquire_qt.engine import (
    ActionDecision,
    Game,
    IllegalActionError,
    Kind,
    PlayDecision,
    Propose,
    Rules,
    TradeOfferDecision,
    may_propose,
    new_game,
)
from acquire_qt.network.client import NetworkClient
from acquire_qt.network.client_controller import ClientController
from acquire_qt.network.protocol import (
    Act,
    Error,
    Position,
    ProtocolError,
    read_host_message,
)
from acquire_qt.network.remote_game import RemoteGame
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.client_window import ClientWindow

from .test_network_host import Client, Harness

NAMES = ["Ann", "Bob", "Cy"]


def trading_table(
    seed: int, network: list[int], rules: Rules | None = None
) -> tuple[Harness, dict[int, Client]]:
    """A 3-seat game under player trading, its ``network`` seats joined (in seat order)."""
    game = new_game(rules or Rules.classic(player_trading=True), NAMES, seed=seed)
    h = Harness(game, network)
    return h, {seat: h.join(NAMES[seat]) for seat in network}


def advance(h: Harness, clients: dict[int, Client], seed: int, stop: Any, most: int = 400) -> None:
    """Random legal moves (network seats through their clients, the others by the game's
    owner) until ``stop(game)``."""
    rng = random.Random(seed)
    for _ in range(most):
        game = h.game
        if stop(game):
            return
        decision = game.pending
        assert decision is not None, "the game ended first"
        h.clock.now += 1.0
        if decision.player in clients:
            position = clients[decision.player].last(Position)
            h.send(clients[decision.player], Act(position.ticket, rng.choice(position.legal)))
        else:
            events = game.apply(rng.choice(game.legal_actions()))
            h.events.extend(events)
            h.run(h.table.update(events))
    raise AssertionError("no such position within the moves allowed")


def deciding(game: Game) -> int:
    """The seat whose decision the game waits for."""
    assert game.pending is not None
    return game.pending.player


def may_trade_shares(game: Game) -> bool:
    """The pending seat may propose and holds shares to offer."""
    return may_propose(game.pending) and any(game.state.shares[deciding(game)])


def remote(client: Client) -> RemoteGame:
    return RemoteGame(client.last(Position))


def holdings(client: Client) -> list[dict[str, int]]:
    """Each player's shares as the client sees them (open holdings)."""
    return [dict(player.shares or {}) for player in remote(client).game_view().players]


def logged(client: Client) -> list[str]:
    """The kinds of the events a client was sent, in order."""
    return [e["kind"] for m in client.messages if isinstance(m, Position) for e in m.events]


def offer_one_share(client: Client, to: int) -> Propose:
    """One share of the first chain the client's seat holds, for $100."""
    game = remote(client)
    own = game.game_view().players[game.seat].shares or {}
    chain = next(name for name, count in own.items() if count)
    return Propose(to, ((chain, 1),), 0, (), 100)


def test_the_position_says_whether_the_seat_s_own_decision_may_propose() -> None:
    h, clients = trading_table(seed=4, network=[0, 1, 2])
    advance(h, clients, 1, lambda g: may_propose(g.pending))
    turn = h.game.pending
    assert turn is not None
    for seat, client in clients.items():
        position = client.last(Position)
        assert position.may_propose == (seat == turn.player)
        assert may_propose(remote(client).pending) == (seat == turn.player)
        # It survives the wire, strictly read.
        assert read_host_message(position.to_json()) == position
    # Not in a lobby, where no one may act; not under rules without trading.
    h.table.started = False
    assert not h.table.position_for(turn.player).may_propose
    _, seated = trading_table(seed=4, network=[0, 1, 2], rules=Rules.classic())
    assert not any(c.last(Position).may_propose for c in seated.values())
    # A position that allows a proposal where the seat has none is not read.
    other = (turn.player + 1) % 3
    lying = replace(clients[other].last(Position), may_propose=True)
    with pytest.raises(ProtocolError):
        RemoteGame(lying)
    for bad in (1, "true", None):
        with pytest.raises(ProtocolError):
            read_host_message({**lying.to_json(), "may_propose": bad})


@pytest.mark.parametrize(
    "rules",
    [
        Rules.classic(player_trading=True),
        Rules.energy(player_trading=True),
        Rules.space_monopoly(player_trading=True),
    ],
    ids=["classic", "energy", "space-monopoly"],
)
def test_a_client_s_proposal_reaches_another_client_who_accepts_it(rules: Rules) -> None:
    h, clients = trading_table(seed=4, network=[0, 1, 2], rules=rules)
    advance(h, clients, 2, may_trade_shares)
    game = h.game
    seat = deciding(game)
    to, third = (seat + 1) % 3, (seat + 2) % 3
    proposer = clients[seat]
    proposal = offer_one_share(proposer, to)
    chain = proposal.give[0][0]
    before = holdings(proposer)
    cash = [p.cash or 0 for p in remote(proposer).game_view().players]
    assert remote(proposer).accepts(proposal)
    h.send(proposer, Act(proposer.last(Position).ticket, str(proposal)))
    assert str(h.answers[-1].action) == str(proposal)
    # The other client is asked, and sees the very offer; the proposer waits.
    asked = remote(clients[to])
    assert asked.pending == TradeOfferDecision(to, proposal)
    assert set(asked.position.legal) == {"accept", "decline"}
    assert remote(proposer).position.decision is None
    assert not remote(proposer).position.may_propose
    h.send(clients[to], Act(asked.position.ticket, "accept"))
    # Every client sees the shares and cash moved, and the trade in its log.
    for client in clients.values():
        after = holdings(client)
        assert after[seat].get(chain, 0) == before[seat][chain] - 1
        assert after[to][chain] == before[to].get(chain, 0) + 1
        players = remote(client).game_view().players
        assert (players[seat].cash, players[to].cash) == (cash[seat] + 100, cash[to] - 100)
        assert logged(client)[-2:] == ["trade_proposed", "trade_answered"]
    assert logged(clients[third]).count("trade_answered") == 1
    # The proposer goes on with the turn: asked again to place a tile.
    back = remote(proposer)
    assert isinstance(back.pending, PlayDecision | ActionDecision)
    assert back.pending.player == seat and back.position.legal and back.pending.tiles


def test_a_seat_the_host_plays_gets_the_offer_and_its_answer_reaches_the_proposer() -> None:
    h, clients = trading_table(seed=9, network=[0])
    advance(h, clients, 3, lambda g: g.pending.player == 0 and may_trade_shares(g))
    proposer = clients[0]
    proposal = offer_one_share(proposer, 2)
    h.send(proposer, Act(proposer.last(Position).ticket, str(proposal)))
    decision = h.game.pending
    assert isinstance(decision, TradeOfferDecision) and decision.player == 2
    answer = EasyPlayer(seed=1).choose(h.game)  # as the host's AI seat answers
    events = h.game.apply(answer)
    h.events.extend(events)
    h.run(h.table.update(events))
    assert logged(proposer)[-1] == "trade_answered"
    assert isinstance(remote(proposer).pending, PlayDecision)


def test_an_impossible_proposal_is_refused_and_changes_nothing() -> None:
    h, clients = trading_table(seed=4, network=[0, 1, 2])
    advance(h, clients, 2, may_trade_shares)
    game = h.game
    seat = deciding(game)
    to = (seat + 1) % 3
    proposer, other = clients[seat], clients[to]
    own = remote(proposer).game_view().players[seat].shares or {}
    unheld = next(c for c in game.rules.chain_names if not own.get(c))
    held = next(c for c in game.rules.chain_names if own.get(c))
    cash = remote(proposer).game_view().players[seat].cash or 0
    wrong = [
        Propose(to, ((unheld, 1),)),  # shares it does not hold
        Propose(to, ((held, own[held] + 1),)),
        Propose(to, (), cash + 100),  # cash it does not have
        Propose(seat, (), 100),  # to itself
        Propose(5, (), 100),  # to no seat
        Propose(to),  # nothing
    ]
    state, ticket, answers = game.state, proposer.last(Position).ticket, len(h.answers)
    for proposal in wrong:
        assert not remote(proposer).accepts(proposal), proposal
        h.send(proposer, Act(ticket, str(proposal)))
        assert isinstance(proposer.messages[-1], Error), proposal
    # Another seat may not propose in this turn.
    assert not remote(other).accepts(Propose(seat, (), 100))
    h.send(other, Act(ticket, str(Propose(seat, (), 100))))
    assert isinstance(other.messages[-1], Error)
    assert game.state is state and len(h.answers) == answers
    # Nor may the turn's player once the tile is placed (the buy decision).
    advance(h, clients, 5, lambda g: g.pending.kind is Kind.BUY)
    buyer = clients[deciding(game)]
    assert not buyer.last(Position).may_propose
    state, late = game.state, Propose((deciding(game) + 1) % 3, (), 100)
    assert not remote(buyer).accepts(late)
    h.send(buyer, Act(buyer.last(Position).ticket, str(late)))
    assert isinstance(buyer.messages[-1], Error) and game.state is state


def test_under_hidden_holdings_the_host_refuses_what_the_proposer_cannot_see() -> None:
    rules = Rules.classic(player_trading=True, hidden_holdings=True)
    h, clients = trading_table(seed=4, network=[0, 1, 2], rules=rules)
    advance(h, clients, 2, lambda g: may_propose(g.pending))
    game = h.game
    seat = deciding(game)
    to = (seat + 1) % 3
    proposer = clients[seat]
    assert remote(proposer).game_view().players[to].cash is None  # hidden from it
    real = game.state.cash[to]
    asking = Propose(to, (), 0, (), real + 1)
    assert remote(proposer).accepts(asking)  # it cannot tell; the engine can
    state = game.state
    h.send(proposer, Act(proposer.last(Position).ticket, str(asking)))
    refusal = proposer.messages[-1]
    assert isinstance(refusal, Error) and game.state is state
    # The refusal says no more than the view: not what the other player has.
    assert "does not have" in refusal.text and f"{real:,}" not in refusal.text
    # A proposal that is possible goes through; the bystander learns its terms from the
    # log (as at a table) and still sees neither side's holdings.
    possible = Propose(to, (), 0, (), 100)
    h.send(proposer, Act(proposer.last(Position).ticket, str(possible)))
    h.send(clients[to], Act(clients[to].last(Position).ticket, "accept"))
    assert game.state.cash[to] == real - 100
    bystander = clients[(seat + 2) % 3]
    seen = remote(bystander).game_view().players
    assert all(seen[s].cash is None and seen[s].shares is None for s in (seat, to))
    assert logged(bystander)[-2:] == ["trade_proposed", "trade_answered"]


class RecordingClient(NetworkClient):
    """A client at ``seat`` with no connection: its acts are recorded, not sent."""

    def __init__(self, seat: int) -> None:
        super().__init__(None)
        self.seat = seat
        self.sent: list[tuple[int, str]] = []

    def act(self, ticket: int, action: str) -> bool:
        self.sent.append((ticket, action))
        return True


def test_the_client_window_offers_a_proposal_exactly_when_the_host_allows_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    h, clients = trading_table(seed=4, network=[0, 1, 2])
    advance(h, clients, 2, may_trade_shares)
    seat = deciding(h.game)
    to = (seat + 1) % 3
    position = h.table.position_for(seat)  # with the whole log, as on joining
    client = RecordingClient(seat)
    window = ClientWindow(
        ClientController(Storage(tmp_path / "data"), client), Settings(tmp_path / "s.ini")
    )
    window.setProperty("autoplay", True)  # refusals in the status bar, not a message box
    qtbot.addWidget(window)
    window.show()
    shown = [
        replace(position, may_propose=False),
        position,
        replace(position, ticket=position.ticket + 1, may_propose=False),
        replace(position, ticket=position.ticket + 2),
    ]
    for number, sent in enumerate(shown):
        client.position_received.emit(sent)
        assert window.propose_action.isEnabled() == sent.may_propose, number
        assert window.trade_button.isVisibleTo(window) == sent.may_propose
    chain = next(c for c, n in holdings(clients[seat])[seat].items() if n)
    filled: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TradeProposalDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.set_target(to)
        spin = dialog.findChild(QSpinBox, f"give_{chain}")
        assert spin is not None
        spin.setValue(1)
        filled.append(dialog.summary.text())
        dialog.ok_button.click()

    QTimer.singleShot(0, fill)
    window.propose_action.trigger()
    assert filled and client.sent == [(shown[-1].ticket, f"propose {to} give {chain} 1")]
    # The host's refusal is shown in its words, and the turn stands.
    client.error_received.emit("Bob does not have $9,000")
    assert "Bob does not have $9,000" in window.statusBar().currentMessage()
    assert window.propose_action.isEnabled()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.integers(0, 2),  # the sender's seat
            st.integers(-1, 4),  # the seat proposed to
            st.lists(
                st.tuples(st.sampled_from(["Tower", "Luxor", "t", "Nowhere"]), st.integers(-1, 4)),
                max_size=3,
            ),
            st.integers(-100, 8_000),
        ),
        max_size=12,
    )
)
def test_random_proposals_change_the_game_only_as_the_engine_allows(
    tries: list[tuple[int, int, list[tuple[str, int]], int]],
) -> None:
    """Whatever a client proposes, the game moves only by a proposal from the pending seat
    that the engine accepts on a copy, and each accepted one asks the other player."""
    h, clients = trading_table(seed=4, network=[0, 1, 2])
    advance(h, clients, 2, may_trade_shares)
    game = h.game
    for sender, to, shares, cash in tries:
        text = f"propose {to} " + " ".join(
            ["give", *(f"{chain} {count}" for chain, count in shares), f"cash {cash}"]
        )
        state, pending, answers = game.state, game.pending, len(h.answers)
        try:
            allowed = game.copy().apply(game.parse_action(text)) is not None
        except (IllegalActionError, ValueError):
            allowed = False
        allowed = allowed and sender == deciding(game)
        h.clock.now += 1.0
        h.send(clients[sender], Act(clients[sender].last(Position).ticket, text))
        if allowed:
            assert len(h.answers) == answers + 1 and isinstance(game.pending, TradeOfferDecision)
            h.send(clients[to], Act(clients[to].last(Position).ticket, "decline"))
            assert game.pending.player == sender and may_propose(game.pending)
        else:
            assert game.state is state and game.pending == pending and len(h.answers) == answers
