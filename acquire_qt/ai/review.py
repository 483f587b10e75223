"""Move review and key moments: what game review tells a player about their decisions.

:func:`review_move` answers "what would the AI do?" at a position of a game: the hard
AI's candidate answers (:func:`.hard.candidates`, the move played added if it is not one
of them) are each played out in the same ``playouts`` worlds dealt for the seat to act
(:func:`.win_chance.deal_world`: the seat's own hand kept, everything it could not see
dealt at random), every seat then playing the medium policy to the end
(:func:`.hard.play_out`), and each candidate's chance of winning is its mean win share
(:func:`.hard.win_shares`, a tie splits the win). The best move is the candidate with the
highest chance (the mean final cash margin over the best rival breaks a tie, as the hard
AI scores a playout; on a full tie the move played is the best). The same position, move
and seed give the same review.

:func:`key_moments` ranks the turns of a win-chance curve (:func:`.win_chance.win_chance_curve`)
where a player's chance moved most.

With the ``hidden_holdings`` house rule the worlds keep every true holding: a review of
a position already played shows what the holdings were (they are revealed at the end).

Plain Python over the engine's public face, without Qt: it runs in the analysis worker
process (:mod:`acquire_qt.session.analysis_process`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from acquire_qt.engine import Action, Game

from .hard import candidates, play_out, rival_margin, win_shares
from .position import pending
from .win_chance import PLAYOUTS, CurvePoint, deal_world

REVIEW_PLAYOUTS = PLAYOUTS
"""Worlds in which every candidate move is played out by default."""


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """A turn in which ``seat``'s chance of winning moved from ``before`` to ``after``."""

    seat: int
    actions: int
    """The record index of the point after the move: how many actions had been applied."""
    turn_number: int
    before: float
    after: float

    @property
    def change(self) -> float:
        """How far the chance moved (negative: it fell)."""
        return self.after - self.before

    def __reduce__(self) -> tuple[Any, ...]:
        """Rebuilt by the constructor when unpickled (compiled, the frozen class's default
        unpickling fails)."""
        return KeyMoment, (self.seat, self.actions, self.turn_number, self.before, self.after)


@dataclass(frozen=True, slots=True)
class MoveReview:
    """The move ``seat`` played and the move the hard AI judges best, with their chances."""

    seat: int
    played: Action
    best: Action
    played_chance: float
    best_chance: float

    @property
    def cost(self) -> float:
        """The chance the move played gave away against the best move (0 if it was the best)."""
        return self.best_chance - self.played_chance

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled from the analysis worker: rebuilt by the constructor (compiled, the
        frozen class's default unpickling fails)."""
        fields = (self.seat, self.played, self.best, self.played_chance, self.best_chance)
        return MoveReview, fields


def key_moments(points: Sequence[CurvePoint], count: int = 5) -> list[KeyMoment]:
    """The ``count`` largest moves of any player's chance between consecutive points of a
    curve, largest first (an equal move: the earlier first). Each names the seat, the
    point after the move (its record index and turn) and the chances before and after."""
    if count < 0:
        raise ValueError("count must not be negative")
    moments = [
        KeyMoment(seat, after.actions, after.turn_number, old, new)
        for before, after in pairwise(points)
        for seat, (old, new) in enumerate(zip(before.chances, after.chances, strict=True))
        if new != old
    ]
    moments.sort(key=lambda moment: (-abs(moment.change), moment.actions, moment.seat))
    return moments[:count]


def review_move(
    game: Game, played: Action, *, seed: int = 0, playouts: int = REVIEW_PLAYOUTS
) -> MoveReview:
    """The review of ``played`` (a legal answer to ``game``'s pending decision): its chance
    of winning and the best candidate's, estimated in the same ``playouts`` worlds dealt
    from ``seed`` for the seat to act (see the module docstring). ``game`` is not changed.
    """
    if playouts < 1:
        raise ValueError("playouts must be at least 1")
    seat = pending(game).player
    if played not in game.legal_actions():
        raise ValueError(f"{played} is not a legal answer to the pending decision")
    moves = candidates(game, seed)
    if played not in moves:
        moves.append(played)
    shares = [0.0] * len(moves)
    margins = [0.0] * len(moves)
    for index in range(playouts):
        world = deal_world(game, seat, seed * 1_000_003 + index)
        for number, move in enumerate(moves):
            playout = world.copy()
            playout.apply(move)
            play_out(playout)
            cash = playout.state.cash
            shares[number] += win_shares(cash)[seat]
            margins[number] += rival_margin(cash, seat)
    mine = moves.index(played)
    # On a tie the move played is the best.
    best = max(range(len(moves)), key=lambda n: (shares[n], margins[n], n == mine))
    return MoveReview(seat, played, moves[best], shares[mine] / playouts, shares[best] / playouts)
