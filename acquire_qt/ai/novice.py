"""The novice AI: a random-ish beginner, half the medium AI and half chance.

A model of a player still learning the game, for the ladder (:mod:`.ladder`) and as an
opponent to measure the levels against; it is not a level of the game. For each
decision, with chance :data:`THOUGHT` it answers as the medium AI does
(:func:`.medium.decide`), and otherwise picks uniformly among the legal actions. A trade
proposal is the exception: it is accepted only when the trade raises its equity
(:func:`.medium.accepts`, the easy AI's rule), so that chance cannot give its shares
away. It reads only what its seat may see (:func:`.position.from_view`). Its chance
comes from its seed and the position (:meth:`.position.Position.key`): the same seed
in the same position gives the same answer, however the player got there.
"""

from __future__ import annotations

import random

from acquire_qt.engine import Accept, Action, Decision, Decline, Game, Kind

from .medium import accepts, decide
from .position import Position, from_view, pending

THOUGHT = 0.5
"""How often it answers as the medium AI does; otherwise a legal action at random."""


def novice_decide(
    game: Game, pos: Position, decision: Decision, rng: random.Random, seed: int = 0
) -> Action:
    """The novice policy's answer to ``decision`` (the seat of ``pos`` must answer it), its
    chances drawn from ``rng`` (``seed`` breaks the medium AI's exact ties)."""
    if decision.kind is Kind.TRADE_OFFER:
        return Accept() if accepts(pos, decision.offer, relative_check=False) else Decline()
    if rng.random() < THOUGHT:
        return decide(game, pos, decision, seed)
    return rng.choice(game.legal_actions())


def novice_chance(medium: Action, action: Action, legal: int) -> float:
    """The chance that :func:`novice_decide` answers a decision (not a trade proposal) with
    ``action``, where the medium AI answers ``medium`` and ``legal`` actions are legal."""
    return (THOUGHT if medium == action else 0.0) + (1.0 - THOUGHT) / legal


class NovicePlayer:
    """A random-ish beginner (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        pos = from_view(game, decision.player)
        rng = random.Random(f"novice:{self.seed}:".encode() + pos.key())
        return novice_decide(game, pos, decision, rng, self.seed)
