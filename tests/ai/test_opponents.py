"""Opponent models (issue 22): a person's model moves toward the policy that really plays the
seat, is read without hidden information, and the win chance and the hard AI play each
seat by its model."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from acquire_qt.ai import HardPlayer
from acquire_qt.ai.easy import easy_chance, easy_decide
from acquire_qt.ai.opponents import FAMILY, infer, model_of, read, seat_kinds
from acquire_qt.ai.position import from_state
from acquire_qt.ai.win_chance import (
    corrected,
    deal_world,
    final_result,
    play_to_end,
    replayed,
    win_chance_curve,
    win_chances,
)
from acquire_qt.engine import Game, Kind, Rules, new_game

from .games import NAMES, check_legal, new, play_out, players
from .test_fair_play import hidden_differs, twin


def played(levels: Sequence[str], seed: int, limit: int | None = None) -> Game:
    """A game of the policies ``levels`` (one per seat), to the end or ``limit`` actions."""
    game = new(len(levels), seed=seed)
    play_out(game, players(levels, seed=seed), limit=limit)
    return game


def likeliest(game: Game, seat: int, viewer: int | None) -> str:
    weights = infer(game, seat, viewer).weights
    return FAMILY[max(range(len(FAMILY)), key=lambda n: weights[n])]


@pytest.mark.parametrize("viewer", [None, 3])
def test_the_model_moves_toward_the_policy_that_plays_the_seat(viewer: int | None) -> None:
    """Over a whole game (some 25 decisions read per seat), the likeliest policy of each
    seat is the one that played it, read by an onlooker or by another seat."""
    for seed in (1, 2):
        game = played(["easy", "medium", "cautious", "medium"], seed=seed)
        assert game.pending is None
        assert [likeliest(game, seat, viewer) for seat in range(3)] == [
            "easy",
            "medium",
            "cautious",
        ]


def test_before_any_decision_a_person_has_the_prior_and_a_level_its_policy() -> None:
    game = new(4, seed=3)
    assert infer(game, 0, None) == model_of("person")
    assert all(weight >= 0.05 for weight in model_of("person").weights)  # none ruled out
    assert sum(model_of("person").weights) == pytest.approx(1.0)
    assert model_of("easy").weight("easy") == model_of("hard").weight("medium") == 1.0
    assert seat_kinds(("human", "easy", "hard", "network", "medium")) == (
        "person",
        "easy",
        "hard",
        "network",
        "medium",
    )


def test_reading_a_seat_reads_no_hidden_information() -> None:
    """A twin game that differs only in what seat 0 cannot see (the other hands, the bag)
    gives seat 0 the same model of every other seat; the onlooker's model does not
    change with the bag's order."""
    game = played(["medium", "easy", "novice", "medium"], seed=11, limit=120)
    double = next(d for step in range(1, 20) if (d := twin(game, 0, seed=step)) is not None)
    assert hidden_differs(game, double, 0)
    for seat in (1, 2):
        assert infer(game, seat, 0).weights != model_of("person").weights  # it read something
        assert infer(game, seat, 0) == infer(double, seat, 0)
    record = game.to_record(snapshot=False)
    drawn = game.state.drawn
    record["tile_bag"] = record["tile_bag"][:drawn] + record["tile_bag"][drawn:][::-1]
    reordered = Game.from_record(record)
    assert reordered.state.bag != game.state.bag
    assert (
        read(game, ["person"] * 4, None).models() == read(reordered, ["person"] * 4, None).models()
    )


def test_the_easy_ai_s_chances_are_its_answers_frequencies() -> None:
    """:func:`easy_chance` (the easy policy's weight in a reading) says how often the easy
    policy answers so, at its buying and founding decisions."""
    game = played(["medium"] * 4, seed=5, limit=100)
    replay = replayed(game, 0)
    checked = 0
    for action in game.actions:
        decision = replay.pending
        assert decision is not None
        if decision.kind in (Kind.BUY, Kind.FOUND) and checked < 6:
            pos = from_state(replay, decision.player)
            draws = 3000
            counts: dict[object, int] = {}
            for number in range(draws):
                answer = easy_decide(replay, pos, decision, random.Random(number))
                counts[answer] = counts.get(answer, 0) + 1
            for answer in replay.legal_actions():
                chance = easy_chance(replay, pos, decision, answer)
                assert counts.get(answer, 0) / draws == pytest.approx(chance, abs=0.03)
            checked += 1
        replay.apply(action)
    assert checked == 6


def old_estimate(game: Game, playouts: int, seed: int, viewer: int | None) -> tuple[float, ...]:
    """The win chance as it was before the models: every seat played by medium."""
    totals = [0.0] * len(game.players)
    for index in range(playouts):
        world = deal_world(game, viewer, seed * 1_000_003 + index)
        for seat, share in enumerate(final_result(play_to_end(world))):
            totals[seat] += share
    return tuple(total / playouts for total in totals)


@pytest.mark.parametrize("viewer", [None, 2])
def test_four_mediums_give_the_old_numbers_and_the_default_is_four_persons(
    viewer: int | None,
) -> None:
    game = played(["easy", "medium", "cautious", "novice"], seed=7, limit=90)
    mediums = win_chances(game, playouts=6, seed=4, viewer=viewer, seats=("medium",) * 4, raw=True)
    assert mediums == old_estimate(game, 6, 4, viewer)
    given = win_chances(game, playouts=6, seed=4, viewer=viewer, seats=("medium",) * 4)
    assert given == corrected(game, mediums, ("medium",) * 4)
    persons = win_chances(game, playouts=6, seed=4, viewer=viewer, seats=("person",) * 4)
    assert win_chances(game, playouts=6, seed=4, viewer=viewer) == persons
    assert sum(persons) == pytest.approx(1.0)
    levels = ("easy", "medium", "person", "network")
    curve = win_chance_curve(game, playouts=2, seed=4, viewer=viewer, seats=levels)
    for point in curve[:: max(1, len(curve) // 3)]:
        position = replayed(game, point.actions)
        assert point.chances == win_chances(
            position, playouts=2, seed=4, viewer=viewer, seats=levels
        )
    with pytest.raises(ValueError, match="kind of seat"):
        win_chances(game, playouts=1, seats=("medium", "medium", "robot", "medium"))
    with pytest.raises(ValueError, match="one kind of seat per player"):
        win_chances(game, playouts=1, seats=("medium",) * 3)


def test_the_hard_ai_with_models_plays_legally_and_is_seeded() -> None:
    """With a person, a network seat and an easy AI at the table, the hard AI reads them,
    answers legally, and gives the same answers from the same seed whether it read the
    game decision by decision or all at once."""
    controllers = ("human", "hard", "easy", "network")
    game = new_game(Rules.classic(), NAMES[:4], seed=9, controllers=controllers)
    seats = players(["novice", "medium", "easy", "cautious"], seed=9)
    seasoned = HardPlayer(5, playout_steps=60, horizon=8, max_seconds=60.0)
    answers = []
    while game.pending is not None and len(game.actions) < 150:
        if game.pending.player == 1:
            action = seasoned.choose(game.copy())
            check_legal(game, action)
            fresh = HardPlayer(5, playout_steps=60, horizon=8, max_seconds=60.0)
            assert fresh.choose(game.copy()) == action
            assert fresh.models(game, 1) == seasoned.models(game, 1)
            answers.append(action)
        else:
            action = seats[game.pending.player].choose(game.copy())
        game.apply(action)
    models = seasoned.models(game, 1)
    assert models[1] == model_of("medium") and models[2] == model_of("easy")
    assert models[0] != model_of("person") and models[3] != model_of("person")
    assert len(answers) > 10


def test_a_game_whose_record_does_not_replay_is_read_as_the_prior_says() -> None:
    """A copy with its hidden tiles dealt again (a network client's game is one) cannot be
    replayed from its record: the hard AI still answers, reading the people by the prior."""
    controllers = ("human", "hard", "human")
    game = new_game(Rules.classic(), NAMES[:3], seed=3, controllers=controllers)
    seats = players(["medium", "medium", "medium"], seed=3)
    while game.pending is not None and len(game.actions) < 60:
        game.apply(seats[game.pending.player].choose(game.copy()))
    while game.pending is not None and game.pending.player != 1:
        game.apply(seats[game.pending.player].choose(game.copy()))
    dealt = game.determinized(1, seed=8)
    hard = HardPlayer(5, playout_steps=60, horizon=8, max_seconds=60.0)
    assert hard.models(game, 1)[0] != model_of("person")  # the real game is read
    assert hard.models(dealt, 1) == (model_of("person"), model_of("medium"), model_of("person"))
    check_legal(dealt, hard.choose(dealt.copy()))


def test_a_person_who_plays_as_well_as_medium_is_read_as_medium_within_a_few_turns() -> None:
    """The prior puts a person below medium (0.05): it must not stick. A seat played by the
    medium AI, read as a person, is medium's by its tenth decision read, in every game."""
    for seed in (1, 2, 3):
        game = played(["medium", "medium", "medium", "medium"], seed=seed)
        replay = new(4, seed=seed)
        reading = read(replay, ("person",) * 4, None)
        decisions = 0
        for action in game.actions:
            pending = replay.pending
            if reading.read_here(replay) and pending is not None and pending.player == 1:
                decisions += 1
            reading.observe(replay, action)
            replay.apply(action)
            if decisions == 10:
                break
        assert decisions == 10
        assert reading.models()[1].weight("medium") > 0.5
