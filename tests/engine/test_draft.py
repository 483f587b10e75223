"""The draft of the next state gives back every field of the state it was made from.

:meth:`Draft.freeze` lists State's fields in State's order (the one place outside
:mod:`acquire_qt.engine.state` that does): a field out of place there would carry one
field's value into another. Each field is checked alone: a state from a random game with
that one field taken from another state (or, for the few that random play leaves alone,
given another value) comes back unchanged.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, new_game
from acquire_qt.engine.draft import Draft
from acquire_qt.engine.rules import RULE_SETS
from acquire_qt.engine.state import Offer, State

ELSE: dict[str, Any] = {
    "bag": (3, 2, 1),
    "idle": 2,
    "splits": (1, 0, 0, 0, 0, 0, 0),
    "doe": (0, 2, 0, 0, 0, 0, 0),
    "offer": Offer(0, 1, (1, 0, 0, 0, 0, 0, 0), 100, (0, 0, 0, 0, 0, 0, 0), 0),
}
"""Values for the fields that random games may leave as they were."""


def states(game: Game, seed: int) -> list[State]:
    """Every state of ``game`` played to its end by a random player."""
    player = RandomPlayer(seed)
    seen = [game._state]
    while game.pending is not None:
        game.apply(player.choose(game))
        seen.append(game._state)
    return seen


def test_a_draft_freezes_every_field_of_its_state_in_its_place() -> None:
    played = [
        (game._ctx, states(game, seed))
        for seed, spec in enumerate(RULE_SETS.values())
        for game in [new_game(spec.make(player_trading=True), ["Ann", "Bob", "Cy"], seed=seed)]
    ]
    changed = set()
    for ctx, seen in played:
        for before, after in pairwise(seen):
            assert Draft(ctx, before).freeze() == before
            for field in State._fields:
                if getattr(before, field) != getattr(after, field):
                    mixed = before._replace(**{field: getattr(after, field)})
                    assert Draft(ctx, mixed).freeze() == mixed, field
                    changed.add(field)
    ctx, seen = played[0]
    for field, value in ELSE.items():
        mixed = seen[-1]._replace(**{field: value})
        assert Draft(ctx, mixed).freeze() == mixed, field
    assert changed | set(ELSE) == set(State._fields)
