"""Engine speed: random 4-player games per second, tile placements per second, copy() cost.

Each figure is the median of several runs on one core. The random player declares
the end as soon as it may (eager_end), as the issue's benchmark asks. Classic is
measured in full; the other rule sets (``--rules``, default all three) get the games
per second and decisions per game. Run with ``make bench`` (or
``python benchmarks/engine_speed.py --runs 7``).

Last, the issue's yardstick: classic games/s divided by the minimal random playout's
(benchmarks/reference_playout.py) in the same process, run by run (median ratio), for
the engine in use and, when that is the compiled one, for the pure-Python engine too (a
second process with ACQUIRE_QT_PURE_PYTHON=1; ``--ratio-only`` prints just that line).

``--against DIR`` compares with another engine in the same run: DIR holds a copy of an
``engine`` package (``git archive REV acquire_qt/engine | tar -x -C DIR`` puts it in
DIR/acquire_qt/engine). Both play the same seeds, run by run in alternating order, timed
in this process's CPU time (less disturbed by other work on the machine); the figures
are medians and the median ratio of the paired runs.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import time
import timeit
from pathlib import Path
from types import ModuleType

from reference_playout import reference_games_per_second

from acquire_qt.ai import RandomPlayer
from acquire_qt.build import build_description, engine_compiled
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


def load_engine(directory: Path) -> ModuleType:
    """The engine package copied under ``directory`` (see the module docstring)."""
    init = directory / "acquire_qt" / "engine" / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        "engine_to_compare", init, submodule_search_locations=[str(init.parent)]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"no engine package at {init.parent}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def games_per_second(engine: ModuleType, factory: str, seeds: range) -> float:
    """Random games with any engine (a seeded choice among the legal actions, the end
    declared as soon as it may be), in CPU seconds."""
    rules = getattr(engine.Rules, factory)()
    start = time.process_time()
    for seed in seeds:
        game = engine.new_game(rules, NAMES, seed=seed)
        choose = random.Random(seed).choice
        while game.pending is not None:
            actions = game.legal_actions()
            game.apply(actions[-1] if str(actions[-1]) == "end" else choose(actions))
    return len(seeds) / (time.process_time() - start)


def compare(other: ModuleType, runs: int, games: int, rule_sets: list[str]) -> None:
    this = sys.modules["acquire_qt.engine"]
    for factory in rule_sets:
        rates: dict[str, list[float]] = {"other": [], "this": []}
        for run in range(runs):
            seeds = range(run * games, (run + 1) * games)
            pair = [("other", other), ("this", this)]
            for label, engine in pair if run % 2 == 0 else pair[::-1]:
                rates[label].append(games_per_second(engine, factory, seeds))
        ratio = statistics.median(t / o for t, o in zip(rates["this"], rates["other"], strict=True))
        print(
            f"{factory}: {runs} paired runs of {games} games, games/s median "
            f"other {statistics.median(rates['other']):.1f}, "
            f"this {statistics.median(rates['this']):.1f} (median ratio {ratio:.3f})"
        )


def reference_ratio(runs: int, games: int) -> str:
    """Engine games/s over reference games/s, paired run by run in this process."""
    rules = Rules.classic()
    ratios = []
    for run in range(runs):
        seed = run * games
        engine = games / run_games(games, seed, rules)[0]
        ratios.append(engine / reference_games_per_second(games, seed))
    return (
        f"  {build_description()}: engine/reference games per second, median of {runs} runs"
        f" {statistics.median(ratios):.3f} (min {min(ratios):.3f}, max {max(ratios):.3f})"
    )


def pure_reference_ratio(runs: int, games: int) -> str:
    command = [sys.executable, __file__, "--ratio-only", "--runs", str(runs), "--games", str(games)]
    environment = dict(os.environ, ACQUIRE_QT_PURE_PYTHON="1")
    done = subprocess.run(command, env=environment, capture_output=True, text=True, check=True)
    return done.stdout.rstrip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rules", nargs="*", default=list(RULE_SETS), choices=list(RULE_SETS))
    parser.add_argument("--against", type=Path, help="a directory with another engine copy")
    parser.add_argument("--ratio-only", action="store_true", help="only the reference ratio")
    args = parser.parse_args()
    if args.ratio_only:
        print(reference_ratio(args.runs, args.games))
        return
    if args.against is not None:
        compare(load_engine(args.against), args.runs, args.games, args.rules)
        return
    for name in args.rules:
        games_per_s, tiles_per_s, decisions_per_game = [], [], []
        for run in range(args.runs):
            seconds, placed, decisions = run_games(
                args.games, run * args.games, RULE_SETS[name].make()
            )
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
    print("engine against the minimal random playout (benchmarks/reference_playout.py)")
    print(reference_ratio(args.runs, args.games))
    if engine_compiled():
        print(pure_reference_ratio(args.runs, args.games))


if __name__ == "__main__":
    main()
