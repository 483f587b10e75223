"""Move review and key moments: what game review tells a player about their decisions.

:func:`review_move` answers "what would the AI do?" at a position of a game with the
estimator of the win-chance graph (:func:`.win_chance.win_chances`, with the graph's
seed, playouts, viewer and seats): the seat's chance before the move, after the move played and
after each of the hard AI's candidate answers (:func:`.hard.candidates`, the move played
added if it is not one of them). So the chance after the move played is the graph's
point after that step, where the graph has one (at the end of every turn), and the
chance before it the graph's point before, to the last digit: the same position, seed,
playouts, knowledge and seats give the same worlds, and the persons' decisions are read
the same way (:class:`.opponents.Reading`: the record up to the position, and after a
move the move too). Whose knowledge: the graph's ``viewer``
(``None``: an onlooker's, what everyone could see; a seat: that player's own, their
tiles kept). The best move is the candidate with the highest chance (on a tie the move
played, then the hard AI's first). The same position, move, seed and viewer give the
same review.

:func:`key_moments` picks the turns of a win-chance curve
(:func:`.win_chance.win_chance_curve`) where a player's chance moved most, in the order
they were played. Every one of them says its turn as the curve does
(:func:`.win_chance.step_turn`). A move review names no turn: review names the position
it was asked at as it names every step (the turn of the action that led there).

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

from .hard import candidates
from .opponents import Reading, checked_kinds, read
from .position import pending
from .win_chance import PLAYOUTS, CurvePoint, win_chances


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
    """The move ``seat`` played at a position and the move the hard AI judges best, with
    ``seat``'s chance of winning before the move and after each, as ``viewer`` knew the
    game (``None``: an onlooker)."""

    seat: int
    played: Action
    best: Action
    played_chance: float
    best_chance: float
    before: float
    """The seat's chance at the position the move was played in."""
    viewer: int | None = None

    @property
    def cost(self) -> float:
        """The chance the move played gave away against the best move (0 if it was the best)."""
        return self.best_chance - self.played_chance

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled from the analysis worker: rebuilt by the constructor (compiled, the
        frozen class's default unpickling fails)."""
        fields = (
            self.seat,
            self.played,
            self.best,
            self.played_chance,
            self.best_chance,
            self.before,
            self.viewer,
        )
        return MoveReview, fields


def key_moments(points: Sequence[CurvePoint], count: int = 5) -> list[KeyMoment]:
    """The ``count`` largest moves of any player's chance between consecutive points of a
    curve (of equal moves, the earlier), in the order they were played (the story of the
    game, as a player reads a list of turns; the chances say how large each was). Each
    names the seat, the point after the move (its record index and turn) and the chances
    before and after."""
    if count < 0:
        raise ValueError("count must not be negative")
    moments = [
        KeyMoment(seat, after.actions, after.turn_number, old, new)
        for before, after in pairwise(points)
        for seat, (old, new) in enumerate(zip(before.chances, after.chances, strict=True))
        if new != old
    ]
    moments.sort(key=lambda moment: (-abs(moment.change), moment.actions, moment.seat))
    return sorted(moments[:count], key=lambda moment: (moment.actions, moment.seat))


def review_move(
    game: Game,
    played: Action,
    *,
    seed: int = 0,
    playouts: int = PLAYOUTS,
    viewer: int | None = None,
    seats: Sequence[str] | None = None,
) -> MoveReview:
    """The review of ``played`` (a legal answer to ``game``'s pending decision): the
    chance of the seat to act before it, after it and after the best of the hard AI's
    candidates, each estimated by :func:`.win_chance.win_chances` with ``seed``,
    ``playouts``, ``viewer`` and ``seats`` (the win-chance graph's, see the module
    docstring). ``game`` is not changed."""
    seat = pending(game).player
    if played not in game.legal_actions():
        raise ValueError(f"{played} is not a legal answer to the pending decision")
    kinds = checked_kinds(seats, len(game.players))
    reading = read(game, kinds, viewer, seed)

    def chance(position: Game, read_so_far: Reading) -> float:
        return win_chances(
            position,
            playouts=playouts,
            seed=seed,
            viewer=viewer,
            seats=kinds,
            reading=read_so_far,
        )[seat]

    moves = candidates(game, seed)
    if played not in moves:
        moves.append(played)
    chances = []
    for move in moves:
        after = game.copy()
        after.apply(move)
        with_move = reading.copy()
        with_move.observe(game, move)
        chances.append(chance(after, with_move))
    mine = moves.index(played)
    # On a tie the move played is the best, then the hard AI's first candidate.
    best = max(range(len(moves)), key=lambda n: (chances[n], n == mine, -n))
    return MoveReview(
        seat,
        played,
        moves[best],
        chances[mine],
        chances[best],
        chance(game, reading),
        viewer,
    )
