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
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from win_chance_calibration import POWERS, brier, worth_guess

from acquire_qt.ai.win_chance import Constants, blend

FLOORS = (0.002, 0.005, 0.01, 0.02, 0.04)
"""The floors tried."""


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


def read(paths: Sequence[str]) -> list[Point]:
    points = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                data = json.loads(line)
                points.append(
                    Point(
                        data["field"],
                        data["first_third"],
                        data["filled"],
                        data["people"],
                        tuple(data["playouts"]),
                        tuple(data["worths"]),
                        tuple(data["result"]),
                    )
                )
    return points


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="the calibration benchmark's --dump files")
    args = parser.parse_args()
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
