"""Fit the win chance's correction: the playouts' shares and net worth, each to a power.

Reads the points that ``benchmarks/win_chance_calibration.py --dump FILE`` wrote (each the
playouts' chances, every seat's net worth, how full the board was and the game's result)
from every FILE given, and finds the six numbers of
:func:`acquire_qt.ai.win_chance.blend` with the least Brier score over them all: the floor
added to the playouts' shares (tried from a short list) and, for each floor, the powers
of the shares and of net worth at the start, their slopes (how much each grows for a
whole board of tiles) and how much the shares' power grows with the share of seats read
as people, by coordinate descent from the uncorrected estimate (power 1 and 0, no
slopes). Prints the numbers to write into ``acquire_qt/ai/win_chance.py`` and the
Brier scores of the corrected estimate, of the playouts alone and of a net-worth guess
(chance proportional to net worth to the power that fits these points best), overall and
in the first third of the games, per field.

Fit on games the calibration benchmark does not measure (other seeds), e.g.::

    python benchmarks/win_chance_calibration.py --field medium --games 80 --sample 10 \\
        --seed 5001 --dump points.jsonl
    python benchmarks/win_chance_calibration.py --field mixed --games 80 --sample 10 \\
        --seed 6001 --dump points.jsonl
    python benchmarks/win_chance_fit.py points.jsonl

``--prior`` fits instead a person's prior (:data:`acquire_qt.ai.opponents.PRIOR`) and
:data:`acquire_qt.ai.win_chance.PLAYOUT_POWER_PEOPLE` (the only number of the correction
that touches people alone), the other five numbers kept, on the points of games with
people that ``--dump FILE --worlds`` wrote. The playouts are not played again: a
person's model read from another prior is that prior times the likelihood of their
decisions (the model the points hold over the prior it was read from), and each world
counts by how much likelier its drawn policies are under the new models than under
the old (importance weights, normalized over the point's worlds). Coordinate descent,
from the prior the points were read from and :data:`FIRST_PEOPLE_POWER`, moves weight
between two policies at a time (no weight below :data:`LEAST_PRIOR`).
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from win_chance_calibration import POWERS, brier, worth_guess

from acquire_qt.ai.opponents import FAMILY, INFERRED
from acquire_qt.ai.win_chance import Constants, blend, fitted

FLOORS = (0.002, 0.005, 0.01, 0.02, 0.04)
"""The floors tried."""
LEAST_PRIOR = 0.05
"""The least weight ``--prior`` leaves a policy (no kind of player is ruled out)."""
FIRST_PEOPLE_POWER = 1.0
"""Where ``--prior`` starts the people's term: its value with the first prior."""


@dataclass(frozen=True)
class Point:
    """One estimated position of a recorded game."""

    field: str
    first_third: bool
    filled: float
    people: float
    playouts: tuple[float, ...]
    worths: tuple[int, ...]
    result: tuple[float, ...]


def records(paths: Sequence[str]) -> Iterator[dict[str, Any]]:
    """Every point of ``paths``, as written."""
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                yield json.loads(line)


def point_of(data: dict[str, Any]) -> Point:
    """The :class:`Point` of one point as written."""
    return Point(
        data["field"],
        data["first_third"],
        data["filled"],
        data["people"],
        tuple(data["playouts"]),
        tuple(data["worths"]),
        tuple(data["result"]),
    )


def read(paths: Sequence[str]) -> list[Point]:
    return [point_of(data) for data in records(paths)]


def score(points: Sequence[Point], chances: Callable[[Point], Sequence[float]]) -> float:
    """The mean Brier score of ``chances`` over ``points``."""
    return sum(brier(chances(point), point.result) for point in points) / len(points)


def corrected_by(constants: Constants) -> Callable[[Point], tuple[float, ...]]:
    return lambda point: blend(point.playouts, point.worths, point.filled, point.people, constants)


def descend(points: Sequence[Point], floor: float) -> tuple[float, Constants]:
    """The least Brier score found for ``floor``, and its constants: coordinate descent on
    the five powers' numbers, the step halved when no move helps."""
    best: Constants = (floor, 1.0, 0.0, 0.0, 0.0, 0.0)
    best_score = score(points, corrected_by(best))
    step = 1.0
    while step > 0.02:
        moved = False
        for index in range(1, len(best)):
            for sign in (1, -1):
                trial = list(best)
                trial[index] += sign * step
                candidate: Constants = (trial[0], trial[1], trial[2], trial[3], trial[4], trial[5])
                candidate_score = score(points, corrected_by(candidate))
                if candidate_score < best_score - 1e-9:
                    best, best_score, moved = candidate, candidate_score, True
        if not moved:
            step /= 2
    return best_score, best


@dataclass(frozen=True)
class WorldPoint:
    """A point of a game with people (``--worlds``), its worlds grouped by the policies
    its people drew."""

    point: Point
    people: tuple[tuple[int, tuple[float, ...]], ...]
    """Each person's seat and model (its weights by FAMILY), read from :attr:`prior`."""
    prior: tuple[float, ...]
    draws: tuple[tuple[tuple[int, ...], int, tuple[float, ...]], ...]
    """(the people's policies drawn, as indices of FAMILY, in the order of :attr:`people`;
    how many worlds drew them; the sum of those worlds' win shares)."""


def read_worlds(paths: Sequence[str]) -> list[WorldPoint]:
    """The points of ``paths`` with people and their worlds (``--dump FILE --worlds``)."""
    out = []
    for data in records(paths):
        seats = [seat for seat, kind in enumerate(data.get("kinds", ())) if kind in INFERRED]
        if not seats or "worlds" not in data:
            continue
        draws: dict[tuple[int, ...], tuple[int, list[float]]] = {}
        for names, shares in data["worlds"]:
            drawn = tuple(FAMILY.index(names[seat]) for seat in seats)
            count, total = draws.get(drawn, (0, [0.0] * len(shares)))
            draws[drawn] = (count + 1, [a + b for a, b in zip(total, shares, strict=True)])
        out.append(
            WorldPoint(
                point_of(data),
                tuple((seat, tuple(data["models"][seat])) for seat in seats),
                tuple(data["prior"]),
                tuple((drawn, count, tuple(total)) for drawn, (count, total) in draws.items()),
            )
        )
    return out


def reweighted(world_point: WorldPoint, prior: Sequence[float]) -> tuple[float, ...]:
    """The playouts' shares of ``world_point`` had its people's models been read from
    ``prior`` (see the module docstring)."""
    ratios = []
    for _, model in world_point.people:
        moved = [
            new * old / was for new, old, was in zip(prior, model, world_point.prior, strict=True)
        ]
        total = sum(moved)
        ratios.append(
            [m / total / old if old > 0 else 0.0 for m, old in zip(moved, model, strict=True)]
        )
    weight_sum = 0.0
    shares = [0.0] * len(world_point.point.playouts)
    for drawn, count, total in world_point.draws:
        weight = 1.0
        for person, policy in enumerate(drawn):
            weight *= ratios[person][policy]
        weight_sum += weight * count
        for seat, share in enumerate(total):
            shares[seat] += weight * share
    return tuple(share / weight_sum for share in shares)


def prior_score(points: Sequence[WorldPoint], prior: Sequence[float], people_power: float) -> float:
    """The mean Brier score over ``points`` of the estimate read from ``prior``, with
    ``people_power`` as PLAYOUT_POWER_PEOPLE."""
    now = fitted()
    numbers: Constants = (*now[:3], people_power, *now[4:])
    total = 0.0
    for world_point in points:
        point = world_point.point
        shares = reweighted(world_point, prior)
        chances = blend(shares, point.worths, point.filled, point.people, numbers)
        total += brier(chances, point.result)
    return total / len(points)


def fit_prior(files: Sequence[str]) -> None:
    """Fit the prior and PLAYOUT_POWER_PEOPLE (``--prior``) and print them."""
    points = read_worlds(files)
    if not points:
        raise SystemExit("no points with people and their worlds: dump with --worlds")
    # From the prior the points were read from and the people's term fitted with the
    # first prior, so that the same files always give the same numbers.
    prior, power = list(points[0].prior), FIRST_PEOPLE_POWER
    before = best = prior_score(points, prior, power)
    step, power_step = 0.1, 0.5
    while step > 0.006:
        moved = False
        for source, target in itertools.permutations(range(len(prior)), 2):
            trial = list(prior)
            trial[source] -= step
            trial[target] += step
            if trial[source] < LEAST_PRIOR - 1e-9:
                continue
            trial_score = prior_score(points, trial, power)
            if trial_score < best - 1e-9:
                prior, best, moved = trial, trial_score, True
        for sign in (1, -1):
            trial_score = prior_score(points, prior, power + sign * power_step)
            if trial_score < best - 1e-9:
                power, best, moved = power + sign * power_step, trial_score, True
        if not moved:
            step, power_step = step / 2, power_step / 2
    print(f"{len(points)} points with people from {', '.join(files)}")
    print(f"PRIOR = ({', '.join(f'{weight:.3f}' for weight in prior)})  # {', '.join(FAMILY)}")
    print(f"PLAYOUT_POWER_PEOPLE = {power:.3f}")
    print(f"Brier: {before:.4f} with the points' prior and the first power, {best:.4f} fitted")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="the calibration benchmark's --dump files")
    parser.add_argument(
        "--prior", action="store_true", help="fit a person's prior (needs --dump --worlds)"
    )
    args = parser.parse_args()
    if args.prior:
        fit_prior(args.files)
        return
    points = read(args.files)
    fits = [descend(points, floor) for floor in FLOORS]
    constants = min(fits)[1]
    guess_power = min(
        POWERS, key=lambda k: score(points, lambda point: worth_guess(point.worths, k))
    )
    names = (
        "PLAYOUT_FLOOR",
        "PLAYOUT_POWER_AT_START",
        "PLAYOUT_POWER_SLOPE",
        "PLAYOUT_POWER_PEOPLE",
        "WORTH_POWER_AT_START",
        "WORTH_POWER_SLOPE",
    )
    print(f"{len(points)} points from {', '.join(args.files)}")
    for name, value in zip(names, constants, strict=True):
        print(f"{name} = {value:.3f}")
    print(f"(the net-worth guess alone is best at power {guess_power})")
    print()
    print("| points | n | Brier: corrected | playouts alone | net-worth guess |")
    print("|---|---|---|---|---|")
    for field in sorted({point.field for point in points}):
        for label, first_only in (("all", False), ("first third", True)):
            chosen = [p for p in points if p.field == field and (p.first_third or not first_only)]
            if not chosen:
                continue
            figures = (
                score(chosen, corrected_by(constants)),
                score(chosen, lambda point: point.playouts),
                score(chosen, lambda point: worth_guess(point.worths, guess_power)),
            )
            text = " | ".join(f"{figure:.3f}" for figure in figures)
            print(f"| {field}, {label} | {len(chosen)} | {text} |")


if __name__ == "__main__":
    main()
