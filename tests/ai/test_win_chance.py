"""The win-chance estimate: chances sum to 1, are seeded, give a finished game's result,
see a decided game as decided, and read no hidden information; the curve along a game."""

from __future__ import annotations

from itertools import pairwise

import pytest

from acquire_qt.ai.medium import MediumPlayer, worth
from acquire_qt.ai.opponents import Reading, model_of
from acquire_qt.ai.position import from_state
from acquire_qt.ai.win_chance import (
    CurvePoint,
    blend,
    board_filled,
    corrected,
    deal_world,
    final_result,
    mean_shares,
    played_worlds,
    powers,
    read_along,
    win_chance_curve,
    win_chances,
)
from acquire_qt.engine import Game, Kind, Rules

from .games import new
from .test_fair_play import hidden_differs, twin


def medium_game(count: int, seed: int, limit: int | None = None) -> Game:
    """A game of ``count`` medium seats from ``seed``, played for ``limit`` actions (or to
    the end)."""
    game = new(count, seed=seed)
    seats = [MediumPlayer(seat) for seat in range(count)]
    applied = 0
    while (decision := game.pending) is not None and (limit is None or applied < limit):
        game.apply(seats[decision.player].choose(game.copy()))
        applied += 1
    return game


def replayed(game: Game, actions: int) -> Game:
    """``game`` replayed from its record up to its first ``actions`` actions."""
    record = game.to_record(snapshot=False)
    record["actions"] = record["actions"][:actions]
    return Game.from_record(record)


@pytest.mark.parametrize("viewer", [None, 1])
def test_chances_sum_to_one_and_repeat_with_the_seed(viewer: int | None) -> None:
    game = medium_game(4, seed=21, limit=80)
    before = game.to_dict()
    first = win_chances(game, playouts=6, seed=3, viewer=viewer)
    assert len(first) == 4
    assert sum(first) == pytest.approx(1.0)
    assert all(0.0 <= chance <= 1.0 for chance in first)
    assert win_chances(game.copy(), playouts=6, seed=3, viewer=viewer) == first
    assert game.to_dict() == before  # the game itself is not played on


def test_no_seat_view_with_hidden_holdings() -> None:
    """With hidden holdings the playouts read every holding: a seat's (live) estimate is
    refused, the spectator's (review) is given."""
    game = new(3, seed=2, rules=Rules.classic(hidden_holdings=True))
    with pytest.raises(ValueError, match="hidden holdings"):
        win_chances(game, playouts=1, viewer=0)
    assert sum(win_chances(game, playouts=1)) == pytest.approx(1.0)


def test_a_finished_game_gives_its_result() -> None:
    game = medium_game(3, seed=5)
    assert game.pending is None
    standings = game.to_dict()["standings"]
    top = standings[0]["cash"]
    winners = [s["name"] for s in standings if s["cash"] == top]
    expected = tuple(1 / len(winners) if name in winners else 0.0 for name in game.players)
    assert win_chances(game, playouts=3) == expected
    assert final_result(game) == expected


def test_the_leader_of_a_decided_game_is_almost_sure_to_win() -> None:
    """At the start of the last turn of a game won by a wide margin, the estimate for the
    winner is at least 0.95."""
    game = medium_game(4, seed=8)
    standings = game.to_dict()["standings"]
    assert standings[0]["cash"] - standings[1]["cash"] > 10_000  # the seed's game: decided
    winner = game.players.index(standings[0]["name"])
    final_turn = game.state.turn_number
    start = next(
        count
        for count in range(len(game.actions), 0, -1)
        if replayed(game, count - 1).state.turn_number != final_turn
    )
    last = replayed(game, start)
    assert last.pending is not None and last.state.turn_number == final_turn
    chances = win_chances(last, playouts=20, seed=1)
    assert chances[winner] >= 0.95


def test_a_seats_estimate_ignores_what_it_cannot_see() -> None:
    """A twin game whose other hands and bag order differ (and nothing seat 0 sees) gets
    the same estimate for seat 0; the spectator's estimate ignores the bag order."""
    game = medium_game(4, seed=11, limit=60)
    double = next(d for step in range(1, 20) if (d := twin(game, 0, seed=step)) is not None)
    assert hidden_differs(game, double, 0)
    assert win_chances(game, playouts=6, seed=2, viewer=0) == win_chances(
        double, playouts=6, seed=2, viewer=0
    )
    # Only the bag's order differs: everything a spectator could know is the same.
    record = game.to_record(snapshot=False)
    drawn = game.state.drawn
    tiles = record["tile_bag"]
    record["tile_bag"] = tiles[:drawn] + tiles[drawn:][::-1]
    reordered = Game.from_record(record)
    assert reordered.state.bag != game.state.bag and reordered.to_dict() == game.to_dict()
    assert win_chances(game, playouts=6, seed=2) == win_chances(reordered, playouts=6, seed=2)


def test_the_correction_of_the_playouts_shares() -> None:
    """The estimate given is the playouts' shares corrected by net worth: it sums to 1,
    leaves no seat at 0 (a floor), is the shares themselves with neutral constants, and
    ranks equal shares by net worth and unequal ones by share when it raises them."""
    game = medium_game(4, seed=5, limit=80)
    shares = win_chances(game, playouts=6, seed=1, raw=True)
    given = win_chances(game, playouts=6, seed=1)
    assert given == corrected(game, shares, ("person",) * 4)
    assert sum(given) == pytest.approx(1.0)
    assert min(given) > 0.0
    worths = worth(from_state(game, 0))
    filled = board_filled(game)
    assert 0.0 < filled < 1.0
    neutral = (0.0, 1.0, 0.0, 0.0, 0.0, 0.0)
    assert blend(shares, worths, filled, 1.0, neutral) == pytest.approx(shares)
    worth_counts = (0.01, 1.0, 0.0, 0.0, 2.0, 0.0)
    richer = blend((0.25,) * 4, (9_000, 12_000, 30_000, 41_000), 0.5, 0.0, worth_counts)
    assert list(richer) == sorted(richer)
    people_sharpen = (0.0, 1.0, 0.0, 2.0, 0.0, 0.0)
    surer = blend((0.1, 0.2, 0.3, 0.4), (9_000,) * 4, 0.5, 0.5, people_sharpen)
    assert surer[3] == pytest.approx(0.16 / 0.3) and surer[0] == pytest.approx(0.01 / 0.3)
    assert all(power >= 0.0 for f in (0.0, 0.5, 1.0) for power in powers(f, 0.5))


def test_every_world_gives_the_player_to_place_a_tile_a_tile_to_place() -> None:
    """The engine never asks a player with no tile to place to place one: a spectator's
    world (and a seat's) is never dealt so (such a deal is dealt again); a playout from
    one would fail."""
    game = medium_game(4, seed=4)
    replay = replayed(game, 0)
    checked = 0
    for action in game.actions[:90]:
        decision = replay.pending
        assert decision is not None
        if decision.kind is Kind.PLAY:
            for index in range(48):
                for viewer in (None, (decision.player + 1) % 4):
                    world = deal_world(replay, viewer, index)
                    dealt = world.pending
                    assert dealt is not None and dealt.kind is Kind.PLAY and dealt.tiles
                    checked += 1
        replay.apply(action)
    assert checked > 1000


def test_the_curve_along_a_game_with_progress_and_cancel() -> None:
    game = medium_game(3, seed=4, limit=40)
    calls: list[tuple[int, int]] = []
    curve = win_chance_curve(game, playouts=2, seed=9, progress=lambda d, t: calls.append((d, t)))
    assert curve[0].actions == 0 and curve[-1].actions == len(game.actions)
    assert all(a.actions < b.actions for a, b in pairwise(curve))
    turns = [point.turn_number for point in curve]
    assert turns == sorted(turns) and len(set(turns[1:-1])) == len(turns) - 2
    assert calls == [(done, len(curve)) for done in range(1, len(curve) + 1)]
    for point in curve[:: max(1, len(curve) // 4)]:
        assert point.chances == win_chances(replayed(game, point.actions), playouts=2, seed=9)

    asked = [0]

    def cancel_after_three() -> bool:
        asked[0] += 1
        return asked[0] > 3

    assert win_chance_curve(game, playouts=2, seed=9, cancelled=cancel_after_three) == curve[:3]
    per_decision = win_chance_curve(game, playouts=1, per_decision=True, cancelled=lambda: False)
    assert [point.actions for point in per_decision] == list(range(len(game.actions) + 1))


def test_an_estimate_is_the_mean_of_its_worlds() -> None:
    """The calibration benchmark makes the curve of its parts, to dump its worlds: read along
    the record, play the worlds from each model, average their shares. That is the
    curve's estimate, bit for bit, with people read along the way (every seat a person,
    so the models are the prior moved by their decisions)."""
    game = medium_game(3, seed=5, limit=50)
    marks = [0, 20, 50]
    curve = win_chance_curve(game, playouts=3, seed=7, marks=marks, raw=True)
    reading = Reading(("person",) * 3, None, 7)
    replay = replayed(game, 0)
    parts = []
    for at, turn in read_along(replay, game.actions, marks, reading):
        worlds = played_worlds(replay, reading.models(), playouts=3, seed=7, viewer=None)
        assert len(worlds) == 3 and all(len(world.policies) == 3 for world in worlds)
        parts.append(CurvePoint(at, turn, mean_shares(worlds)))
    assert parts == curve
    assert reading.models()[0] != model_of("person")  # read: not the prior
