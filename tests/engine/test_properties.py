"""Random-playout properties: invariants after every action of many random games.

After every action: each chain's shares are in the bank or with players; every tile
of the game is in exactly one place (board, a hand, the bag, removed); no cash is
negative; chain sizes match the board; the board is consistent (no loose tile
touching a chain, no two chains touching) whenever no decision is half-way; every
legal action applies; an illegal action raises and changes nothing; and the record
replays to the same game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, IllegalActionError, Rules, load_record, new_game
from acquire_qt.engine.state import EMPTY, LOOSE, Kind

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]


def check_invariants(game: Game) -> None:
    s, rules = game.state, game.rules
    board = rules.board
    for c, chain in enumerate(rules.chains):
        held = sum(shares[c] for shares in s.shares)
        assert s.bank[c] >= 0, chain.name
        assert s.bank[c] + held == rules.shares_per_chain, chain.name
    placed = [square for square, owner in enumerate(s.board) if owner != EMPTY]
    in_hands = [tile for hand in s.hands for tile in hand]
    everywhere = placed + in_hands + list(s.bag[s.drawn :]) + list(s.removed)
    assert sorted(everywhere) == sorted(s.bag), "a tile is missing or in two places"
    assert all(len(hand) <= rules.hand_size for hand in s.hands)
    assert all(cash >= 0 for cash in s.cash)
    counts = Counter(owner for owner in s.board if owner >= 0)
    for c in range(len(rules.chains)):
        assert s.sizes[c] == counts.get(c, 0)
        assert s.sizes[c] == 0 or s.sizes[c] >= 2
    assert sum(1 for size in s.sizes if size) <= rules.max_active
    if s.kind in (Kind.PLAY, Kind.BUY, None):
        for square, owner in enumerate(s.board):
            if owner == EMPTY:
                continue
            for near in board.neighbours[square]:
                other = s.board[near]
                if owner == LOOSE:
                    assert other < 0, f"loose {board.names[square]} touches a chain"
                elif other >= 0:
                    assert other == owner, f"two chains touch at {board.names[square]}"
    if s.kind is None:
        assert game.pending is None and game.legal_actions() == []
        assert all(
            shares[c] == 0 for shares in s.shares for c, size in enumerate(s.sizes) if size
        ), "active shares left unsold at the end"


def illegal_candidates(game: Game, rng: random.Random) -> list[str]:
    """Action texts of every kind, most of them illegal now."""
    names = game.rules.board.names
    chains = game.rules.chain_names
    pick = rng.choice
    return [
        f"play {pick(names)}",
        f"found {pick(chains)}",
        f"survivor {pick(chains)}",
        f"defunct {pick(chains)}",
        f"dispose sell {rng.randint(0, 30)} trade {rng.randint(0, 30)}",
        "dispose trade 1",
        " ".join(["buy"] + [pick(chains) for _ in range(rng.randint(1, 4))]),
        "end",
    ]


def play_random_game(
    game: Game, seed: int, *, every_action: bool = False, probe: bool = True
) -> Game:
    rng = random.Random(seed)
    player = RandomPlayer(seed)
    steps = 0
    while game.pending is not None:
        check_invariants(game)
        legal = game.legal_actions()
        assert legal, "a pending decision with no legal action"
        trial = legal if every_action else rng.sample(legal, min(3, len(legal)))
        for action in trial:
            game.copy().apply(action)
        if probe:
            legal_text = {str(a) for a in legal}
            for text in illegal_candidates(game, rng):
                try:
                    action = game.parse_action(text)
                except IllegalActionError:
                    continue
                if str(action) in legal_text:
                    continue
                before = game.state
                with pytest.raises(IllegalActionError):
                    game.apply(action)
                assert game.state is before
        game.apply(player.choose(game))
        steps += 1
        assert steps < 2000, "the game does not end"
    check_invariants(game)
    return game


house_rules = st.fixed_dictionaries(
    {},
    optional={
        "turn_order": st.sampled_from(["drawn", "seated"]),
        "founder_cash_when_sold_out": st.booleans(),
        "hidden_holdings": st.booleans(),
    },
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 6), rules=house_rules)
def test_random_games_keep_every_invariant(seed: int, players: int, rules: dict) -> None:
    game = new_game(Rules.classic(**rules), NAMES[:players], seed=seed)
    play_random_game(game, seed)
    replayed = load_record(game.to_record())
    assert replayed.to_dict() == game.to_dict()


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 6))
def test_every_legal_action_applies(seed: int, players: int) -> None:
    game = new_game(Rules.classic(), NAMES[:players], seed=seed)
    play_random_game(game, seed, every_action=True, probe=False)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), cut=st.floats(0, 1))
def test_record_replays_mid_game(seed: int, cut: float) -> None:
    game = new_game(Rules.classic(), NAMES[:4], seed=seed)
    finished = play_random_game(game.copy(), seed, probe=False)
    actions = finished.actions
    for action in actions[: int(len(actions) * cut)]:
        game.apply(action)
    replayed = load_record(game.to_record())
    assert replayed.to_dict() == game.to_dict()
    assert replayed.legal_actions() == game.legal_actions()


@pytest.mark.slow
def test_thousands_of_random_games() -> None:
    rng = random.Random(2026)
    ended_by_declaration = 0
    for _ in range(2000):
        seed = rng.getrandbits(63)
        players = rng.randint(2, 6)
        rules = Rules.classic(
            turn_order=rng.choice(["drawn", "seated"]),
            founder_cash_when_sold_out=rng.random() < 0.5,
            hidden_holdings=rng.random() < 0.5,
        )
        game = play_random_game(new_game(rules, NAMES[:players], seed=seed), seed, probe=False)
        ended_by_declaration += game.state.declared
        assert load_record(game.to_record(snapshot=False)).to_dict() == game.to_dict()
    assert ended_by_declaration > 0
