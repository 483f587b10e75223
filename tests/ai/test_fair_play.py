"""No AI cheats: games that differ only in what a seat cannot see (the other hands, the
order of the bag and, in Energy, the random stream that deals future action counts and
the DoE's shares) get the same answer from the same seed, at every level and from the
other policies (:data:`acquire_qt.ai.POLICIES`)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from acquire_qt.ai import POLICIES, HardPlayer, Player, make_player
from acquire_qt.ai.hard import candidates
from acquire_qt.ai.position import from_state, from_view
from acquire_qt.engine import Action, Game, Rules, new_game

from .games import NAMES, RULE_SETS, TINY_HARD, new, play_out, players

HARD_SMALL = {"playout_steps": 300, "max_seconds": 60.0}
"""Full playouts, a small budget, and a safety cap far away (answers stay exact)."""


def make(level: str, seed: int) -> Player:
    return make_player(level, seed, **(HARD_SMALL if level == "hard" else {}))


def hidden_differs(a: Game, b: Game, seat: int) -> bool:
    """Whether ``a`` and ``b`` differ in hands other than ``seat``'s or in the bag order."""
    sa, sb = a.state, b.state
    others = [s for s in range(len(sa.hands)) if s != seat]
    return (
        any(sa.hands[s] != sb.hands[s] for s in others) or sa.bag[sa.drawn :] != sb.bag[sb.drawn :]
    )


def all_hidden_differs(a: Game, b: Game, seat: int) -> bool:
    """Whether the other hands, the bag order and the random stream all differ."""
    sa, sb = a.state, b.state
    others = [s for s in range(len(sa.hands)) if s != seat and sa.hands[s]]
    return (
        all(sa.hands[s] != sb.hands[s] for s in others)
        and sa.bag[sa.drawn :] != sb.bag[sb.drawn :]
        and sa.rng != sb.rng
    )


def twin(game: Game, seat: int, seed: int) -> Game | None:
    """The same game, dealt so that only what ``seat`` cannot see differs.

    The tiles now in other hands and the tiles still in the bag swap places at random
    in the tile bag, every other tile keeps its place, and the same actions are
    replayed. Such a deal may change something everyone sees (a tile drawn earlier
    that was dead then); ``None`` then.
    """
    s = game.state
    bag = list(s.bag)
    held = {t for other, hand in enumerate(s.hands) if other != seat for t in hand}
    slots = [i for i, t in enumerate(bag) if t in held or i >= s.drawn]
    tiles = [bag[i] for i in slots]
    random.Random(seed).shuffle(tiles)
    for i, t in zip(slots, tiles, strict=True):
        bag[i] = t
    names = game.rules.board.names
    # The same seed: the same random stream (Energy's action counts), only the deal differs.
    other = new_game(game.rules, game.players, tile_bag=[names[t] for t in bag], seed=game.seed)
    for action in game.actions:
        other.apply(action)
    return other if other.view(seat) == game.view(seat) else None


@pytest.mark.parametrize("rules", ["classic", "energy_doe"])
@pytest.mark.parametrize("level", POLICIES)
def test_same_answer_when_only_hidden_information_differs(level: str, rules: str) -> None:
    """Along a game, at decisions of seat 0, a twin game whose other hands and bag order
    differ (and nothing else seat 0 can see) gets the same answer as the real game."""
    game = new(4, seed=11, rules=RULE_SETS[rules]())
    others = players(["medium"] * 4, seed=5)
    checked = step = 0
    while (decision := game.pending) is not None and checked < 6:
        step += 1
        if decision.player == 0 and step % 5 == 0:
            double = twin(game, 0, seed=step)
            if double is not None:
                assert hidden_differs(game, double, 0)
                assert make(level, 7).choose(game.copy()) == make(level, 7).choose(double)
                checked += 1
        game.apply(others[decision.player].choose(game.copy()))
    assert checked == 6


@pytest.mark.parametrize("level", POLICIES)
def test_energy_answers_ignore_hands_bag_and_future_action_counts(level: str) -> None:
    """In Energy (with the DoE), at decisions of seat 0, a copy in which every hidden thing
    is dealt again (other hands, the bag order, and the random stream of future action
    counts and DoE shares: ``Game.determinized``) gets the same answer. The other seats
    are the medium AI's, and say so: such a copy's record does not replay, so a hard AI
    reading people from it would read them only as its prior says."""
    game = new_game(
        Rules.energy(doe=True), NAMES[:3], seed=12, controllers=["human", "medium", "medium"]
    )
    others = players(["medium"] * 3, seed=4)
    checked = step = 0
    while (decision := game.pending) is not None and checked < 6:
        step += 1
        if decision.player == 0 and step % 3 == 0 and len(game.legal_actions()) > 1:
            double = game.determinized(0, seed=step)
            assert double.view(0) == game.view(0)
            assert all_hidden_differs(game, double, 0)
            assert make(level, 7).choose(game.copy()) == make(level, 7).choose(double)
            checked += 1
        game.apply(others[decision.player].choose(game.copy()))
    assert checked == 6


@pytest.mark.parametrize("level", POLICIES)
def test_same_first_move_whatever_the_other_hands_and_bag(level: str) -> None:
    """Two games built from tile bags that agree on the position tiles and the first
    player's hand, and on nothing else hidden: the first player's answer is the same."""
    tiles = [f"{col}{row}" for row in "ABCDEFGHI" for col in range(1, 13)]
    random.Random(3).shuffle(tiles)
    count = 4
    known = count + 6  # position tiles, then the first player's hand
    other = tiles[:known] + random.Random(4).sample(tiles[known:], len(tiles) - known)
    a = new_game(Rules.classic(), NAMES[:count], tile_bag=tiles)
    b = new_game(Rules.classic(), NAMES[:count], tile_bag=other)
    first = a.turn
    assert b.turn == first and a.hand(first) == b.hand(first)
    assert hidden_differs(a, b, first)
    assert a.view(first) == b.view(first)
    assert make(level, 9).choose(a) == make(level, 9).choose(b)


@pytest.mark.parametrize("hidden_holdings", [False, True])
@pytest.mark.parametrize("rules", ["classic", "space_monopoly", "energy_doe"])
def test_the_fast_path_sees_what_the_view_shows(rules: str, hidden_holdings: bool) -> None:
    """The position read from a game's state (for playouts in determinized copies) is the
    one read from the seat's view, at every decision of a game (share splits and the
    DoE's shares included)."""
    base = RULE_SETS[rules]()
    game = new(4, seed=21, rules=dataclasses.replace(base, hidden_holdings=hidden_holdings))
    seats = players(["medium"] * 4, seed=2)
    splits = doe = 0
    while (decision := game.pending) is not None:
        for seat in range(4):
            assert from_state(game, seat) == from_view(game, seat)
        game.apply(seats[decision.player].choose(game.copy()))
        splits, doe = max(splits, *game.state.splits), max(doe, sum(game.state.doe))
    assert splits > 0 if base.split_price else splits == 0
    assert doe > 0 if base.doe else doe == 0


@pytest.mark.parametrize("rules", [Rules.classic, Rules.space_monopoly, Rules.energy])
def test_hidden_holdings_are_not_read_from_the_view(rules: Callable[..., Rules]) -> None:
    """With hidden holdings, the position has estimates in place of the others' cash and
    shares; the hard AI searches (its worlds keep the holdings, which the log has told
    the table: tests/engine/test_holdings_told.py)."""
    game = new(3, seed=8, rules=rules(hidden_holdings=True))
    play_out(game, players(["medium"] * 3, seed=1), limit=40)
    while len(candidates(game)) < 2:
        play_out(game, players(["medium"] * 3, seed=1), limit=1)
    decision = game.pending
    assert decision is not None
    position = from_view(game, decision.player)
    assert all(cash == position.cash[decision.player] for cash in position.cash)
    hard = make_player("hard", 4, **TINY_HARD)
    assert isinstance(hard, HardPlayer)
    assert hard.choose(game.copy()) in game.legal_actions() and hard.searches == 1


class Peeker:
    """A cheat, for the control test: picks among the legal actions by the other hands."""

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        return actions[sum(sum(hand) for hand in game.state.hands) % len(actions)]


class RandomPeeker:
    """Another cheat: picks by the other hands and the state of the random stream."""

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        s = game.state
        return actions[(s.rng + sum(sum(hand) for hand in s.hands)) % len(actions)]


def test_the_energy_twin_test_catches_a_cheat() -> None:
    game = new(3, seed=12, rules=Rules.energy(doe=True))
    others = players(["medium"] * 3, seed=4)
    differ = 0
    for step in range(60):
        decision = game.pending
        assert decision is not None
        if decision.player == 0 and len(game.legal_actions()) > 1:
            double = game.determinized(0, seed=step)
            differ += RandomPeeker().choose(game) != RandomPeeker().choose(double)
        game.apply(others[decision.player].choose(game.copy()))
    assert differ > 0


def test_the_twin_test_catches_a_cheat() -> None:
    game = new(4, seed=11)
    others = players(["medium"] * 4, seed=5)
    differ = 0
    for _ in range(60):
        decision = game.pending
        assert decision is not None
        if decision.player == 0 and len(game.legal_actions()) > 1:
            double = twin(game, 0, seed=len(game.actions))
            if double is not None:
                differ += Peeker().choose(game) != Peeker().choose(double)
        game.apply(others[decision.player].choose(game.copy()))
    assert differ > 0
