"""Every GameReader reads the same: a local engine game and a joined client's game.

The window's views, models and dialogs read a game through
:class:`acquire_qt.engine.GameReader`. A local game is an engine ``Game``; a joined
network client's is the :class:`~acquire_qt.network.remote_game.RemoteGame` of the
position the host sent it. One set of checks (:func:`what_a_seat_reads`) runs against both
at the same positions of seeded games of every rule set, as seen from each seat, and
must find the same: the view, the prompt, the hand and what each tile would do, prices,
the pending decision and, for the seat's own decision, its legal actions and what trying
each gives. The client's game comes from the host's own table (``HostTable``), through
the bytes of a frame, as a client reads it.

Not compared: ``state.placed``, which a position does not carry (the client's is the
nearest sign, an action decision that offers no tile: the rack's tooltip only).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from acquire_qt.engine import (
    Found,
    Game,
    GameReader,
    IllegalActionError,
    Rules,
    new_game,
)
from acquire_qt.engine.events import ChainFounded, FounderShare
from acquire_qt.network.host_logic import HostTable
from acquire_qt.network.protocol import (
    LARGEST_HOST_FRAME,
    FrameDecoder,
    Position,
    encode,
    read_host_message,
)
from acquire_qt.network.remote_game import RemoteGame
from acquire_qt.presentation.prompt import prompt_text

CODE = "ABCD-2345"
RULE_SETS = {
    "classic": Rules.classic(),
    "classic, house rules": Rules.classic(
        founder_cash_when_sold_out=True, hidden_holdings=True, player_trading=True
    ),
    "space monopoly": Rules.space_monopoly(turn_limit=12),
    "energy": Rules.energy(doe=True),
}
NAMES = ("Ann", "Bob", "Cy")


def client_game(game: Game, seat: int) -> RemoteGame:
    """What a client at ``seat`` reads of ``game``: the host's position for it, sent as
    a frame and read back as the client reads it."""
    frame = encode(HostTable(game, [seat], CODE).position_for(seat))
    decoder = FrameDecoder(LARGEST_HOST_FRAME)
    decoder.feed(frame)
    data = decoder.next_object()
    assert data is not None
    position = read_host_message(data)
    assert isinstance(position, Position)
    return RemoteGame(position)


def founding(reader: GameReader, chain: str) -> list[Any]:
    """What the found-chain dialog shows before the choice: the chain's size and the
    founder's share or cash, from trying the founding on a copy."""
    events = reader.copy().apply(Found(chain))
    return [e for e in events if isinstance(e, ChainFounded | FounderShare)]


def what_a_seat_reads(reader: GameReader, seat: int) -> dict[str, Any]:
    """Everything the window reads of ``reader`` when it shows ``seat``'s screen."""
    view = reader.game_view(seat)
    pending = reader.pending
    own = pending is not None and pending.player == seat
    hand = reader.hand(seat)
    empty = [tile for tile in hand if tile not in view.board]
    read: dict[str, Any] = {
        "rules": reader.rules,
        "players": reader.players,
        "controllers": reader.controllers,
        "over": reader.over,
        "turn": reader.turn,
        "turn number": reader.state.turn_number,
        "actions left": reader.state.actions_left,
        # Another seat's decision comes to a client without what only that seat needs
        # (its options, whether it may propose a trade): the decider and kind are compared.
        "view": view if own else replace(view, pending=None),
        "view data": reader.view(seat),
        "chains data": reader.to_dict()["chains"],
        "hand": hand,
        "tile outcomes": {tile: reader.tile_outcome(tile) for tile in empty},
        "prices": {chain: reader.chain_price(chain) for chain in reader.rules.chain_names},
        "prompt": prompt_text(reader, own),
        "decider": None if pending is None else (pending.player, pending.kind),
    }
    if own:
        legal = reader.legal_actions()
        read["decision"] = pending
        read["end allowed"] = reader.end_allowed()
        read["legal"] = sorted(str(action) for action in legal)
        read["parsed"] = [reader.parse_action(str(action)) for action in legal]
        read["founding"] = {
            action.chain: founding(reader, action.chain)
            for action in legal
            if isinstance(action, Found)
        }
        for action in legal:  # each is accepted when tried on a copy
            reader.copy().apply(action)
        try:
            reader.copy().apply("nonsense")
        except IllegalActionError:
            read["refuses nonsense"] = True
    return read


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_a_local_game_and_a_client_s_game_read_the_same(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(len(name))
    game = new_game(rules, NAMES, seed=11, controllers=("human", "network", "network"))
    positions = 0
    while not game.over and positions < 150:
        for seat in range(len(NAMES)):
            local = what_a_seat_reads(game, seat)
            remote = what_a_seat_reads(client_game(game, seat), seat)
            assert remote == local, (name, positions, seat)
        game.apply(rng.choice(game.legal_actions()))
        positions += 1
    assert positions >= 20
