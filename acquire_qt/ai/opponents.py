"""Opponent models: how each seat plays, as the hard AI's playouts and the win chance play it.

A playout plays every seat by a *policy* of a small family (:data:`FAMILY`): ``easy``
(:mod:`.easy`), ``medium`` (:mod:`.medium`), ``cautious`` (:mod:`.cautious`, a
cash-keeper) and ``novice`` (:mod:`.novice`, half medium and half chance). Each is a
:data:`Policy`, a function of (game, seat, random generator) for a determinized world
(:func:`.position.from_state`: everything in it is fair to read), deterministic given the
generator's seed. A seat's :class:`SeatModel` is a weight for each of them; every world
of a playout draws one policy per seat from its model (:func:`drawn_policies`).

A seat's *kind* (:data:`KINDS`) says what is known of it (:func:`model_of`):

- ``easy``, ``medium``: a level of this program; the levels are public at the table, so
  the seat is played by that level's policy, with certainty;
- ``hard``: played by the medium policy (the hard AI's own search is far too dear to
  play out at every step of every playout; medium is the policy it searches over);
- ``person``, ``network`` (a person at another computer): the :data:`PRIOR`, then moved
  by that person's decisions so far (:class:`Reading`).

**The prior** says how a person plays before any of their decisions is read. No games of
real people are recorded, so it was fitted on the calibration benchmark's stand-ins for
people: the cautious and novice seats of its mixed field (easy, medium, cautious and
novice, seats rotated), 500 games of seeds no calibration measures (``python
benchmarks/win_chance_fit.py --prior`` on ``win_chance_calibration.py --dump FILE
--worlds`` of seeds 2001–2150, 3001–3150, 6001–6080 and 8001–8120; the weights that give
the win chance its least Brier score, none below 0.05). It puts a person below the
medium AI (medium 0.05), and does not hold a person who plays as well: three seats of
the medium AI read as people were medium's by their tenth decision read (0.99, 0.83 and
0.81; each decision medium answers as they do and novice only half the time). Refit it
when recorded games of people exist: the stand-ins are weaker than medium, and real
players may not be.

Reading a person's decisions (:class:`Reading`, :func:`infer`): for every decision of the
seat, each policy's weight is multiplied by the likelihood of the action taken,
epsilon-soft: ``(1 - EPSILON) * [the policy's choice == taken] + EPSILON / legal`` for
the policies without chance (medium, cautious); for those with chance in them, the
chance that they take it in place of ``[…]`` (:func:`.easy.easy_chance`,
:func:`.novice.novice_chance`: a single draw of a random policy would say little). The
policy chooses in a world dealt from the
*viewer's* knowledge at that moment (:func:`.worlds.deal_world`; a spectator's when the
viewer is ``None``), never in the true game: a person's hand is not read when they are
modelled from someone else's view. So only decisions that do not hang on the hand are
read, those of :data:`OBSERVED` (buying, disposing of defunct shares, founding a chain),
and only those with more than one legal answer (their number is public there). The cost
is bounded: a model is made of the seat's last :data:`WINDOW` such decisions. With the
``hidden_holdings`` house rule a person's buying would be judged against holdings the
viewer cannot see: no decision is read and the model stays the prior.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Action, Game, Kind

from .cautious import cautious_decide
from .easy import easy_chance, easy_decide
from .medium import decide
from .novice import novice_chance, novice_decide
from .position import from_state, pending
from .worlds import deal_world, replayed

Policy = Callable[[Game, int, random.Random], Action]
"""A policy of a playout: the answer of ``seat`` (the seat to act) in a determinized game,
its chances drawn from the generator."""

FAMILY = ("easy", "medium", "cautious", "novice")
"""The policies a seat can be modelled by."""
KINDS = ("person", "easy", "medium", "hard", "network")
"""What a seat can be known to be."""
INFERRED = ("person", "network")
"""The kinds whose model is read from their decisions."""
PRIOR = (0.12, 0.05, 0.38, 0.45)
"""A person's model before any decision is read, by :data:`FAMILY` (fitted: see the
module docstring)."""
EPSILON = 0.1
"""The share of a policy's likelihood spread over every legal action (no policy is
ever ruled out by one decision)."""
WINDOW = 30
"""A model is read from the seat's last this many decisions of :data:`OBSERVED`."""
OBSERVED = (Kind.BUY, Kind.DISPOSE, Kind.FOUND)
"""The decisions read: they do not hang on the seat's hidden hand."""


def play_easy(game: Game, seat: int, rng: random.Random) -> Action:
    """The easy AI's answer (:func:`.easy.easy_decide`)."""
    return easy_decide(game, from_state(game, seat), pending(game), rng)


def play_medium(game: Game, seat: int, rng: random.Random) -> Action:
    """The medium AI's answer (:func:`.medium.decide`; it draws no chance)."""
    return decide(game, from_state(game, seat), pending(game))


def play_cautious(game: Game, seat: int, rng: random.Random) -> Action:
    """The cautious AI's answer (:func:`.cautious.cautious_decide`; it draws no chance)."""
    return cautious_decide(game, from_state(game, seat), pending(game))


def play_novice(game: Game, seat: int, rng: random.Random) -> Action:
    """The novice AI's answer (:func:`.novice.novice_decide`)."""
    return novice_decide(game, from_state(game, seat), pending(game), rng)


POLICIES: dict[str, Policy] = {
    "easy": play_easy,
    "medium": play_medium,
    "cautious": play_cautious,
    "novice": play_novice,
}
"""The policy of each name of :data:`FAMILY`."""


@dataclass(frozen=True, slots=True)
class SeatModel:
    """How a seat plays: a weight for each policy of :data:`FAMILY`, summing to 1."""

    weights: tuple[float, ...]

    def weight(self, name: str) -> float:
        """The weight of the policy ``name``."""
        return self.weights[FAMILY.index(name)]

    def sample(self, rng: random.Random) -> str:
        """A policy drawn by its weight."""
        point = rng.random()
        for name, weight in zip(FAMILY, self.weights, strict=True):
            point -= weight
            if point < 0.0:
                return name
        return FAMILY[max(range(len(FAMILY)), key=lambda n: (self.weights[n] > 0.0, n))]

    def __reduce__(self) -> tuple[Any, ...]:
        """Rebuilt by the constructor when unpickled (compiled, the frozen class's default
        unpickling fails)."""
        return SeatModel, (self.weights,)


def certain(name: str) -> SeatModel:
    """The model of a seat known to play by the policy ``name``."""
    return SeatModel(tuple(1.0 if other == name else 0.0 for other in FAMILY))


def model_of(kind: str) -> SeatModel:
    """The model of a seat of ``kind`` (:data:`KINDS`) before any decision is read."""
    if kind in INFERRED:
        return SeatModel(PRIOR)
    if kind == "easy":
        return certain("easy")
    if kind in ("medium", "hard"):
        return certain("medium")
    raise ValueError(f"unknown kind of seat {kind!r}: choose one of {', '.join(KINDS)}")


def seat_kind(controller: str) -> str:
    """The kind of a seat from its controller (a game's :attr:`controllers` entry): an AI
    level is its level, a network seat ``network``, anyone else a ``person``."""
    if controller in ("easy", "medium", "hard", "network"):
        return controller
    return "person"


def seat_kinds(controllers: Sequence[str]) -> tuple[str, ...]:
    """The kind of every seat from a game's controllers (:func:`seat_kind`)."""
    return tuple(seat_kind(controller) for controller in controllers)


def checked_kinds(seats: Sequence[str] | None, count: int) -> tuple[str, ...]:
    """``seats`` (one kind of :data:`KINDS` per seat), or every seat a person if None;
    ``ValueError`` if they do not fit a game of ``count`` players."""
    if seats is None:
        return ("person",) * count
    kinds = tuple(seats)
    if len(kinds) != count:
        raise ValueError(f"one kind of seat per player: {count}, not {len(kinds)}")
    for kind in kinds:
        model_of(kind)  # a ValueError for an unknown kind
    return kinds


def drawn_policies(models: Sequence[SeatModel], rng: random.Random) -> tuple[str, ...]:
    """A policy's name per seat, drawn from ``models`` (one draw of ``rng`` each)."""
    return tuple(model.sample(rng) for model in models)


def playout_policies(names: Sequence[str]) -> list[Policy] | None:
    """The policies of ``names`` (:func:`drawn_policies`); None when every seat drew
    medium (a playout then plays the medium policy alone, as before there were models)."""
    if all(name == "medium" for name in names):
        return None
    return [POLICIES[name] for name in names]


def likelihoods(world: Game, action: Action) -> tuple[float, ...]:
    """How likely each policy of :data:`FAMILY` makes the seat to act in ``world`` (a
    determinized game) take ``action``, epsilon-soft (see the module docstring): the
    policies with chance in them by the chance of that answer (:func:`.easy.easy_chance`,
    :func:`.novice.novice_chance`), the others by whether they answer so."""
    decision = pending(world)
    pos = from_state(world, decision.player)
    legal = len(world.legal_actions())
    medium = decide(world, pos, decision)
    chances = {
        "easy": easy_chance(world, pos, decision, action),
        "medium": 1.0 if medium == action else 0.0,
        "cautious": 1.0 if cautious_decide(world, pos, decision) == action else 0.0,
        "novice": novice_chance(medium, action, legal),
    }
    return tuple((1.0 - EPSILON) * chances[name] + EPSILON / legal for name in FAMILY)


class Reading:
    """What the decisions seen so far say of each seat (see the module docstring): fed
    every action of a game's record in order (:meth:`observe`), it gives every seat's
    model (:meth:`models`). ``kinds``: each seat's kind; ``viewer``: whose knowledge the
    worlds are dealt from (a seat, or None for a spectator); ``seed``: the worlds' seed."""

    def __init__(self, kinds: Sequence[str], viewer: int | None, seed: int = 0) -> None:
        self.kinds = tuple(kinds)
        self.viewer = viewer
        self.seed = seed
        self.seen: list[list[tuple[float, ...]]] = [[] for _ in self.kinds]
        """Each seat's likelihoods of its last :data:`WINDOW` decisions read."""

    def copy(self) -> Reading:
        """An independent copy (to read a move that may not be played)."""
        other = Reading(self.kinds, self.viewer, self.seed)
        other.seen = [list(seen) for seen in self.seen]
        return other

    def read_here(self, game: Game) -> bool:
        """Whether the decision pending in ``game`` is one to read: a decision of
        :data:`OBSERVED` with more than one legal answer, of a seat whose model is
        inferred, the ``hidden_holdings`` rule not in play."""
        decision = game.pending
        return (
            decision is not None
            and not game.rules.hidden_holdings
            and self.kinds[decision.player] in INFERRED
            and decision.kind in OBSERVED
            and len(game.legal_actions()) > 1
        )

    def observe(self, game: Game, action: Action) -> None:
        """Read ``action``, taken in ``game`` (a position of the record: the seat's choice
        is judged in a world dealt from the viewer's knowledge there)."""
        if self.read_here(game):
            self.add(game, action)

    def add(self, game: Game, action: Action) -> None:
        """Read ``action`` in ``game`` (one :meth:`read_here` accepts)."""
        seed = self.seed * 1_000_003 + len(game.actions)
        world = deal_world(game, self.viewer, seed)
        seen = self.seen[pending(game).player]
        seen.append(likelihoods(world, action))
        del seen[:-WINDOW]

    def models(self) -> tuple[SeatModel, ...]:
        """Every seat's model: its kind's (:func:`model_of`), moved by the decisions read."""
        out = []
        for kind, seen in zip(self.kinds, self.seen, strict=True):
            prior = model_of(kind)
            if not seen:
                out.append(prior)
                continue
            logs = [
                math.log(weight) + sum(math.log(chances[n]) for chances in seen)
                if weight > 0.0
                else -math.inf
                for n, weight in enumerate(prior.weights)
            ]
            top = max(logs)
            raw = [math.exp(log - top) for log in logs]
            total = sum(raw)
            out.append(SeatModel(tuple(value / total for value in raw)))
        return tuple(out)


def read(game: Game, kinds: Sequence[str], viewer: int | None, seed: int = 0) -> Reading:
    """A :class:`Reading` of ``game``'s record from its start (the decisions the window
    keeps only; the same models as one fed every action in order)."""
    reading = Reading(kinds, viewer, seed)
    if not any(kind in INFERRED for kind in reading.kinds):
        return reading
    replay = replayed(game, 0)
    read_at: list[list[int]] = [[] for _ in reading.kinds]
    for number, action in enumerate(game.actions):
        if reading.read_here(replay):
            read_at[pending(replay).player].append(number)
        replay.apply(action)
    wanted = {number for numbers in read_at for number in numbers[-WINDOW:]}
    if not wanted:
        return reading
    replay = replayed(game, 0)
    for number, action in enumerate(game.actions[: max(wanted) + 1]):
        if number in wanted:
            reading.add(replay, action)
        replay.apply(action)
    return reading


def infer(
    game: Game, seat: int, viewer: int | None, kind: str = "person", seed: int = 0
) -> SeatModel:
    """The model of ``seat`` (of ``kind``) read from its decisions in ``game``'s record as
    ``viewer`` (a seat, or None for a spectator) could know them (see the module
    docstring)."""
    kinds = ["medium"] * len(game.players)
    kinds[seat] = kind
    return read(game, kinds, viewer, seed).models()[seat]
