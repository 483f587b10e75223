"""The two-player rule of classic Acquire (docs/two-player-rule.md): a phantom holder,
dealt 1 to 12 shares at random from the game's own stream, competes for every chain's
bonuses, in mergers and at the final scoring; what it is paid leaves the game.

The merger positions are the stars of :mod:`test_mergers`. A game's seed is chosen so
that the phantom's first draw is the one a case wants (engine-contract: ``1 + rng % 12``
from the game's SplitMix64 stream, seeded from the seed). Amounts are worked out by hand
from the bonus rules of RULES.md §1 with the phantom as a third holder.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from scripting import cash, minus, turn
from test_mergers import Star, merge

from acquire_qt.engine import Game, Rules, load_record, new_game
from acquire_qt.engine import events as ev
from acquire_qt.engine.record_schema import check_rules
from acquire_qt.engine.rng import next_random

TWO_PLAYER = {"two_player": True}


def phantom_draws(seed: int, count: int) -> list[int]:
    """The phantom's shares at the first ``count`` payments of a classic game."""
    state = next_random(seed)[0]
    out = []
    for _ in range(count):
        value, state = next_random(state)
        out.append(1 + value % 12)
    return out


def seed_for(shares: Sequence[int]) -> int:
    """A seed whose first phantom draws are ``shares``."""
    return next(s for s in range(20_000) if phantom_draws(s, len(shares)) == list(shares))


# =========================================================================== rule data


def test_the_option_makes_two_player_rules():
    rules = Rules.classic(two_player=True)
    assert (rules.phantom_most, rules.min_players, rules.max_players) == (12, 2, 2)
    assert rules.to_record() == {"name": "classic", "options": {"two_player": True}}
    assert check_rules(rules.to_record()) is rules
    plain = Rules.classic()
    assert (plain.phantom_most, plain.max_players) == (0, 6)


@pytest.mark.parametrize("players", [1, 3, 4, 6])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match=f"exactly 2 players with these rules, not {players}"):
        new_game(Rules.classic(two_player=True), ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][:players])


def test_two_players_may_play_it():
    game = new_game(Rules.classic(two_player=True), ["Ann", "Bob"], seed=5)
    assert game.pending is not None and game.pending.kind == "play"


# =========================================================================== mergers

# Luxor (3 tiles, $300: majority $3,000, minority $1,500) goes defunct into Imperial (5).
# name: (Luxor shares of Ann and Bob, the phantom's draw, each seat's bonus,
#        the phantom's (amount, rank) payments)
MERGER_CASES = {
    "phantom below both: as without the rule": ((5, 2), 1, [3000, 1500], []),
    "phantom second: the minority leaves the game": ((5, 2), 3, [3000, 0], [(1500, "minority")]),
    "phantom first: the majority leaves the game": ((5, 2), 7, [1500, 0], [(3000, "majority")]),
    "phantom ties for first: both bonuses split, rounded up": (
        (5, 2),
        5,
        [2300, 0],
        [(2300, "majority")],
    ),
    "phantom ties for second: the minority split, rounded up": (
        (5, 2),
        2,
        [3000, 800],
        [(800, "minority")],
    ),
    "a sole player holder no longer takes both": ((1, 0), 1, [2300, 0], [(2300, "majority")]),
    "a sole player holder above the phantom": ((4, 0), 2, [3000, 0], [(1500, "minority")]),
    "players tied for first above the phantom": ((4, 4), 3, [2300, 2300], []),
}


@pytest.mark.parametrize(
    ("held", "draw", "paid", "phantom"), MERGER_CASES.values(), ids=MERGER_CASES
)
def test_merger_bonuses_with_the_phantom(held, draw, paid, phantom):
    star = Star(
        2,
        {"left": ("Luxor", 3), "right": ("Imperial", 5)},
        holdings={"Luxor": held},
        founders={"Luxor": 0 if held[0] else 1},
        house_rules={**TWO_PLAYER, "seed": seed_for([draw])},
    )
    game = star.build()
    before = cash(game)
    log = merge(game, dispose="dispose keep")
    assert minus(cash(game), before) == paid
    drawn = [e for e in log.events if isinstance(e, ev.PhantomShares)]
    assert drawn == [ev.PhantomShares("Luxor", draw)]
    bonuses = [e for e in log.events if isinstance(e, ev.BonusPaid)]
    assert log.events.index(drawn[0]) < log.events.index(bonuses[0])
    assert [(e.amount, e.rank) for e in bonuses if e.player == ev.PHANTOM] == phantom


def test_each_defunct_chain_draws_its_own_phantom():
    """Two defunct chains, two draws in the order they are handled (largest first)."""
    star = Star(
        2,
        {"left": ("Luxor", 3), "up": ("Tower", 2), "right": ("Imperial", 5)},
        holdings={"Luxor": (2, 0), "Tower": (0, 2)},
        founders={"Luxor": 0, "Tower": 1},
        house_rules={**TWO_PLAYER, "seed": seed_for([3, 1])},
    )
    game = star.build()
    before = cash(game)
    log = merge(game, dispose="dispose keep")
    drawn = [(e.chain, e.shares) for e in log.events if isinstance(e, ev.PhantomShares)]
    assert drawn == [("Luxor", 3), ("Tower", 1)]
    # Luxor $300: the phantom (3) first, Ann (2) second. Tower $200: Bob (2) first, the
    # phantom (1) second.
    assert minus(cash(game), before) == [1500, 2000]


def test_without_the_rule_nothing_is_drawn():
    star = Star(2, {"left": ("Luxor", 3), "right": ("Imperial", 5)}, holdings={"Luxor": (5, 2)})
    game = star.build()
    before = cash(game)
    log = merge(game, dispose="dispose keep")
    assert not [e for e in log.events if isinstance(e, ev.PhantomShares)]
    assert minus(cash(game), before) == [3000, 1500]


# =========================================================================== final scoring

# Imperial, safe at 11 tiles, grows to 12 ($900: majority $9,000, minority $4,500) on the
# last turn; the game was declared over, so its bonuses are paid with a phantom's draw.
# name: (Imperial shares of Ann and Bob, the draw, every (player, amount, rank) paid)
FINAL_CASES = {
    "phantom second": ((4, 2), 3, [(0, 9000, "majority"), (ev.PHANTOM, 4500, "minority")]),
    "phantom first": ((4, 2), 9, [(0, 4500, "minority"), (ev.PHANTOM, 9000, "majority")]),
    "phantom last": (
        (4, 3),
        1,
        [(0, 9000, "majority"), (1, 4500, "minority")],
    ),
}


@pytest.mark.parametrize(("held", "draw", "paid"), FINAL_CASES.values(), ids=FINAL_CASES)
def test_final_bonuses_with_the_phantom(held, draw, paid):
    star = Star(
        2,
        {"right": ("Imperial", 11)},
        holdings={"Imperial": held},
        founders={"Imperial": 0},
        house_rules={**TWO_PLAYER, "seed": seed_for([draw])},
    )
    game = star.build()
    events = game.apply("end") + turn(game, "6C")
    assert game.pending is None
    assert [e for e in events if isinstance(e, ev.PhantomShares)] == [
        ev.PhantomShares("Imperial", draw)
    ]
    bonuses = [(e.player, e.amount, e.rank) for e in events if isinstance(e, ev.BonusPaid)]
    assert sorted(bonuses) == sorted(paid)


# =========================================================================== reproducibility


def play(rules: Rules, seed: int) -> tuple[list[ev.Event], Game]:
    """A random two-player game (bounded), its events and the game."""
    game = new_game(rules, ["Ann", "Bob"], seed=seed)
    choices = random.Random(seed)
    events: list[ev.Event] = []
    for _ in range(3000):
        if game.pending is None:
            break
        events += game.apply(choices.choice(game.legal_actions()))
    assert game.pending is None, "the game does not end"
    return events, game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_games_are_reproducible_and_records_replay(seed):
    rules = Rules.classic(two_player=True)
    events, game = play(rules, seed)
    again, _ = play(rules, seed)
    assert again == events
    assert load_record(game.to_record()).to_dict() == game.to_dict()
    draws = [e.shares for e in events if isinstance(e, ev.PhantomShares)]
    assert draws == phantom_draws(seed, len(draws))
