"""Engine speed: random 4-player games per second, tile placements per second, copy() cost.

Each figure is the median of several runs on one core. The random player declares
the end as soon as it may (eager_end), as the issue's benchmark asks. Classic is
measured in full; the other rule sets (``--rules``, default all three) get the games
per second and decisions per game. Run with ``make bench`` (or
``python benchmarks/engine_speed.py --runs 7``).
"""

from __future__ import annotations

import argparse
import statistics
import time
import timeit

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Rules, new_game
from acquire_qt.engine.events import TilePlaced
from acquire_qt.engine.rules import RULE_SETS

NAMES = ["Ann", "Bob", "Cy", "Di"]


def run_games(count: int, first_seed: int, rules: Rules) -> tuple[float, int, int]:
    """Play ``count`` games; return (seconds, tiles placed, decisions)."""
    placed = decisions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        game = new_game(rules, NAMES, seed=seed)
        player = RandomPlayer(seed, eager_end=True)
        while game.pending is not None:
            for event in game.apply(player.choose(game)):
                placed += isinstance(event, TilePlaced)
            decisions += 1
    return time.perf_counter() - start, placed, decisions


def copy_microseconds() -> float:
    game = new_game(Rules.classic(), NAMES, seed=1)
    player = RandomPlayer(1)
    for _ in range(60):
        game.apply(player.choose(game))
    number = 200_000
    return min(timeit.repeat(game.copy, number=number, repeat=5)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rules", nargs="*", default=list(RULE_SETS), choices=list(RULE_SETS))
    args = parser.parse_args()
    for name in args.rules:
        games_per_s, tiles_per_s, decisions_per_game = [], [], []
        for run in range(args.runs):
            seconds, placed, decisions = run_games(args.games, run * args.games, RULE_SETS[name]())
            games_per_s.append(args.games / seconds)
            tiles_per_s.append(placed / seconds)
            decisions_per_game.append(decisions / args.games)
        print(
            f"engine, {name}: {args.runs} runs of {args.games} random 4-player games "
            "(eager end), one core"
        )
        print(
            f"  games/s            median {statistics.median(games_per_s):8.1f}"
            f"   (min {min(games_per_s):.1f}, max {max(games_per_s):.1f})"
        )
        print(f"  tile placements/s  median {statistics.median(tiles_per_s):8.0f}")
        print(f"  decisions per game median {statistics.median(decisions_per_game):8.1f}")
    print(f"  game.copy()        {copy_microseconds():8.2f} µs (best of 5 × 200k)")


if __name__ == "__main__":
    main()
