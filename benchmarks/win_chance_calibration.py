"""Win-chance calibration: are players estimated at about p won about p of the time?

Plays ``--games`` seeded games of medium AIs in every seat (``--players``, classic rules),
estimates every player's chance of winning at the start and after every turn of each
game (:func:`acquire_qt.ai.win_chance.win_chance_curve`, ``--playouts`` worlds per
estimate, as a spectator unless ``--viewer`` is given), and prints:

- the calibration table: estimates binned by tenths, with the mean estimate, the
  observed win rate (ties split), the number of estimates and the 95% Wilson interval of
  that rate. The estimates of one game are not independent (the same game gives a point
  per turn, and the players' chances sum to 1), so the intervals are narrower than the
  evidence warrants: read them as a guide;
- the time per estimate and per game, and what ``--project`` games (default 200) would
  take on one core at that rate.

Points of finished games (their result, not an estimate) are left out. ``--sample N``
estimates only N turns of each game, drawn at random (seeded by the game) from its turns,
instead of the whole curve: many games for the time of a few, and points of one game far
less alike. One core, e.g. ``python benchmarks/win_chance_calibration.py --games 12``.
"""

from __future__ import annotations

import argparse
import random
import time

from acquire_qt.ai.medium import MediumPlayer
from acquire_qt.ai.tournament import wilson
from acquire_qt.ai.win_chance import PLAYOUTS, final_result, turn_marks, win_chance_curve
from acquire_qt.engine import Game, Rules, new_game

BINS = 10
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def medium_game(players: int, seed: int) -> Game:
    """A finished game of medium AIs (seeded)."""
    game = new_game(Rules.classic(), NAMES[:players], seed=seed)
    seats = [MediumPlayer(seed * 10 + seat) for seat in range(players)]
    while (decision := game.pending) is not None:
        game.apply(seats[decision.player].choose(game.copy()))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--viewer", type=int, default=None, help="a seat (default: spectator)")
    parser.add_argument("--project", type=int, default=200)
    parser.add_argument(
        "--sample", type=int, default=None, help="estimate only this many turns of each game"
    )
    args = parser.parse_args()

    estimates: list[tuple[float, float]] = []  # (estimate, actual win share)
    game_seconds: list[float] = []
    estimate_count = 0
    for number in range(args.games):
        game = medium_game(args.players, args.seed + number)
        result = final_result(game)
        start = time.perf_counter()
        marks = turn_marks(game)[:-1]  # the last point is the game's result
        if args.sample is not None:
            marks = sorted(random.Random(args.seed + number).sample(marks, args.sample))
        curve = win_chance_curve(
            game, playouts=args.playouts, seed=args.seed + number, viewer=args.viewer, marks=marks
        )
        game_seconds.append(time.perf_counter() - start)
        estimate_count += len(curve)
        for point in curve:
            estimates += zip(point.chances, result, strict=True)
        print(
            f"game {number + 1}/{args.games}: {len(curve)} points, "
            f"{game_seconds[-1]:.1f} s, winner share {result}",
            flush=True,
        )

    print()
    sampled = "every turn" if args.sample is None else f"{args.sample} turns sampled per game"
    print(
        f"{args.games} games, {args.players} players, {args.playouts} playouts per estimate,"
        f" {sampled}"
    )
    print("| estimated | mean estimate | observed win rate | estimates | 95% Wilson interval |")
    print("|---|---|---|---|---|")
    for low in range(BINS):
        chosen = [
            (p, won)
            for p, won in estimates
            if low / BINS <= p < (low + 1) / BINS or (low == BINS - 1 and p == 1.0)
        ]
        if not chosen:
            continue
        mean = sum(p for p, _ in chosen) / len(chosen)
        rate = sum(won for _, won in chosen) / len(chosen)
        lo, hi = wilson(rate, len(chosen))
        upper = "]" if low == BINS - 1 else ")"
        print(
            f"| [{low / BINS:.1f}, {(low + 1) / BINS:.1f}{upper} | {mean:.3f} | {rate:.3f} "
            f"| {len(chosen)} | {lo:.3f} – {hi:.3f} |"
        )
    total = sum(game_seconds)
    per_game = total / len(game_seconds)
    print()
    print(f"time per estimate: {total / estimate_count:.3f} s ({estimate_count} estimates)")
    print(f"time per game (its estimates): {per_game:.1f} s")
    print(f"{args.project} games on one core: about {args.project * per_game / 3600:.1f} h")


if __name__ == "__main__":
    main()
