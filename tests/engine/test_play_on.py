"""Play on from here: ``Game.branch`` makes a new game in the very position of a reviewed
step (every rule set, mid-merger decisions too), with the seats played by whom the player
chose; its record notes where it was branched, replays to that position, and is read
strictly (an old save without the note loads as before)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from acquire_qt.engine import (
    RULE_SETS,
    Game,
    GameView,
    Kind,
    RecordError,
    Replay,
    check_record,
    new_game,
)

NAMES = ["Ann", "Bob", "Cy"]
CHOSEN = ["hard", "human", "easy"]
MERGER = (Kind.SURVIVOR, Kind.DEFUNCT_ORDER, Kind.DISPOSE)
SEEDS = {"classic": 14, "space_monopoly": 13, "energy": 13}
"""A game of each rule set that meets merger decisions (classic's: the order of the defunct
chains and disposals; space monopoly's: disposals; energy's: the survivor)."""


def random_game(rule_set: str, seed: int, most: int = 900) -> Game:
    """A seeded random game of ``rule_set`` (no one declares the end), at most ``most``
    actions long."""
    game = new_game(
        RULE_SETS[rule_set].make(), NAMES, seed=seed, controllers=["human", "medium", "easy"]
    )
    chooser = random.Random(seed)
    while game.pending is not None and len(game.actions) < most:
        choices = [a for a in game.legal_actions() if str(a) != "end"] or game.legal_actions()
        game.apply(chooser.choice(choices))
    return game


def seats_aside(view: GameView) -> GameView:
    """The view without who plays each seat (the one thing a branch may change)."""
    return replace(view, players=tuple(replace(p, controller="") for p in view.players))


def assert_same_position(branch: Game, reviewed: Game) -> None:
    """``branch`` is ``reviewed``'s position field for field: the state, the engine's view
    whole and as each seat sees it, the pending decision and the legal actions."""
    assert branch.state == reviewed.state
    assert seats_aside(branch.game_view()) == seats_aside(reviewed.game_view())
    for seat in range(len(NAMES)):
        assert seats_aside(branch.game_view(seat)) == seats_aside(reviewed.game_view(seat))
        assert branch.hand(seat) == reviewed.hand(seat)
    assert branch.pending == reviewed.pending
    assert branch.legal_actions() == reviewed.legal_actions()
    assert branch.end_allowed() == reviewed.end_allowed()
    assert branch.state.turn_number == reviewed.state.turn_number


def steps_to_try(replay: Replay) -> list[int]:
    """The deal, a step at each kind of decision the game met (the merger's among them),
    and the step before the last."""
    by_kind: dict[Kind, int] = {}
    for step in replay.steps[1:-1]:
        pending = step.game.pending
        if pending is not None:
            by_kind.setdefault(pending.kind, step.number)
    assert any(kind in by_kind for kind in MERGER), "the game met no merger decision"
    return sorted({0, *by_kind.values(), replay.last - 1})


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
def test_play_on_gives_the_reviewed_position_and_the_same_future(rule_set: str) -> None:
    original = random_game(rule_set, SEEDS[rule_set])
    replay = Replay(original)
    tried = steps_to_try(replay)
    assert len(tried) >= 4
    for number in tried:
        reviewed = replay.steps[number].game
        before = reviewed.state
        branch = reviewed.branch(CHOSEN, source="original.acquire.json")
        assert reviewed.state is before and reviewed.branched_from is None  # untouched
        assert branch.controllers == tuple(CHOSEN)
        assert branch.players == original.players and branch.seed == original.seed
        assert_same_position(branch, reviewed)
        note = branch.branched_from
        assert note is not None
        assert (note.step, note.turn, note.source) == (
            number,
            reviewed.state.turn_number,
            "original.acquire.json",
        )
        # Saved and loaded back: the same position, the seats chosen, the note kept.
        loaded = Game.from_record(json.loads(json.dumps(branch.to_record())))
        assert_same_position(loaded, reviewed)
        assert loaded.controllers == tuple(CHOSEN) and loaded.branched_from == note
        assert Replay(loaded).last == number
        # The same future: the original's moves from here draw the same tiles.
        for action in original.actions[number:]:
            loaded.apply(action)
        assert loaded.state == original.state


def test_play_on_with_the_same_seats_is_the_same_view_whole() -> None:
    original = random_game("classic", seed=3, most=150)
    branch = original.branch(original.controllers)
    assert branch.game_view() == original.game_view()
    assert branch.actions == original.actions


def test_play_on_wants_one_controller_per_player() -> None:
    game = random_game("classic", seed=3, most=20)
    with pytest.raises(ValueError, match="one controller per player"):
        game.branch(["human", "easy"])


def test_play_on_note_is_optional_and_an_old_save_loads_as_before() -> None:
    game = random_game("classic", seed=5, most=60)
    record = game.to_record()
    assert "branched_from" not in record  # a game never branched writes no note
    loaded = Game.from_record(json.loads(json.dumps(record)))
    assert loaded.branched_from is None and loaded.state == game.state
    assert check_record(record).branch is None
    unnamed = game.branch(game.controllers).to_record()
    assert unnamed["branched_from"] == {"step": 60, "turn": game.state.turn_number}
    assert Game.from_record(unnamed).branched_from == game.branch(game.controllers).branched_from


@pytest.mark.parametrize(
    ("note", "says"),
    [
        ("step 3", "must be an object"),
        ({"step": 20_001, "turn": 2}, "the step of the note of where the game was branched"),
        ({"step": -1, "turn": 2}, "a whole number from 0 to 20000"),
        ({"step": True, "turn": 2}, "not true"),
        ({"step": 3.0, "turn": 2}, "not 3.0"),
        ({"step": 3, "turn": 0}, "the turn of the note"),
        ({"step": 3}, "lacks its field 'turn'"),
        ({"step": 3, "turn": 2, "by": "me"}, "a field this program does not know: 'by'"),
        ({"step": 3, "turn": 2, "source": ""}, "text of 1 to 255 characters"),
        ({"step": 3, "turn": 2, "source": "x" * 256}, "text of 1 to 255 characters"),
        ({"step": 3, "turn": 2, "source": 7}, "text of 1 to 255 characters"),
        ({"step": 3, "turn": 2, "source": "a\x1bb"}, "without control characters"),
        ({"step": 3, "turn": 2, "source": "a\ud800"}, "without control characters"),
    ],
)
def test_play_on_a_hostile_note_is_refused(note: object, says: str) -> None:
    record = random_game("classic", seed=5, most=60).to_record()
    record["branched_from"] = note
    with pytest.raises(RecordError, match="branched") as refused:
        check_record(record)
    assert says in str(refused.value)
    with pytest.raises(ValueError, match="branched"):
        Game.from_record(record)
