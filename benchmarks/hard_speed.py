"""The hard AI's speed: playout steps per CPU second and seconds per decision.

The hard AI's budget is counted in playout steps (``acquire_qt/ai/hard.py``):
``time_per_decision`` seconds buy ``time_per_decision * STEPS_PER_SECOND`` steps. This
benchmark measures what a step costs on this machine, so that the constant can be set
from a measurement, and what one decision at the default budget takes.

Positions: the hard AI's own searched decisions in seeded 4-player classic games of
medium AIs (every ``--every``-th decision that has more than one candidate, up to
``--positions``). Each position is searched once with a fixed budget of
``--steps`` playout steps; CPU time (``time.process_time``, less disturbed by other work
on a shared machine than the wall clock) gives steps per second, and a second search
at the default ``time_per_decision`` gives seconds per decision. The figures are
medians over the positions.

``--policies`` measures instead the playout steps per CPU second of each policy the
opponent models play (:data:`acquire_qt.ai.opponents.POLICIES`), every seat played by
it from the same positions to the end.

Run in the engine in use, and, when that is the compiled one, again in a second process
with ``ACQUIRE_QT_PURE_PYTHON=1`` (``--no-pure`` leaves that out), so both are measured
in the same run on the same positions and the ratio is printed. The answers of the two
must be the same (the budget is in steps, not seconds): the benchmark says if any
differ.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

from acquire_qt.ai import make_player
from acquire_qt.ai.hard import STEPS_PER_SECOND, HardPlayer, play_out
from acquire_qt.ai.opponents import POLICIES
from acquire_qt.build import build_description, engine_compiled
from acquire_qt.engine import Game, Rules, new_game

NAMES = ("Ann", "Bob", "Cy", "Di")


def positions(count: int, every: int, seed: int) -> list[Game]:
    """``count`` positions of medium games where the hard AI would search."""
    found: list[Game] = []
    probe = HardPlayer(seed, playout_steps=1, horizon=1)
    game_seed = seed
    while len(found) < count:
        seated = ("medium",) * len(NAMES)
        game = new_game(Rules.classic(), NAMES, seed=game_seed, controllers=seated)
        players = [make_player("medium", game_seed + seat) for seat in range(len(NAMES))]
        searched = 0
        while (decision := game.pending) is not None and len(found) < count:
            before = probe.searches
            probe.choose(game)
            if probe.searches > before:
                searched += 1
                if searched % every == 0:
                    found.append(game.copy())
            game.apply(players[decision.player].choose(game))
        game_seed += 1
    return found


def measure(count: int, every: int, seed: int, steps: int) -> dict[str, object]:
    """Search every position with ``steps`` steps and at the default budget."""
    per_step: list[float] = []
    per_decision: list[float] = []
    answers: list[str] = []
    for game in positions(count, every, seed):
        fixed = HardPlayer(seed, playout_steps=steps, max_seconds=600.0)
        start = time.process_time()
        fixed.choose(game)
        per_step.append((time.process_time() - start) / fixed.steps)
        default = HardPlayer(seed, max_seconds=600.0)
        start = time.process_time()
        answers.append(repr(default.choose(game)))
        per_decision.append(time.process_time() - start)
    return {
        "build": build_description(),
        "steps_per_second": 1.0 / statistics.median(per_step),
        "seconds_per_decision": statistics.median(per_decision),
        "p90_seconds_per_decision": statistics.quantiles(per_decision, n=10)[-1],
        "answers": answers,
    }


def policy_speeds(count: int, every: int, seed: int) -> dict[str, float]:
    """Each opponent policy's playout steps per CPU second, playing every seat from the
    positions to the end (each position played out five times)."""
    games = positions(count, every, seed)
    out: dict[str, float] = {}
    for name, policy in POLICIES.items():
        steps = 0
        start = time.process_time()
        for number, game in enumerate(games):
            for run in range(5):
                world = game.determinized(game.pending.player if game.pending else 0, run)
                policies = [policy] * len(world.players)
                steps += play_out(world, policies=policies, rng=random.Random(number * 5 + run))
        out[name] = steps / (time.process_time() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=20_000)
    parser.add_argument("--no-pure", action="store_true", help="leave out the pure-Python run")
    parser.add_argument("--json", action="store_true", help="print one JSON line only")
    parser.add_argument("--policies", action="store_true", help="the opponent policies' speed")
    args = parser.parse_args()
    if args.policies:
        print(f"playout steps per CPU second, {build_description()}:")
        for name, rate in policy_speeds(args.positions, args.every, args.seed).items():
            print(f"  {name}: {rate:,.0f}")
        return
    result = measure(args.positions, args.every, args.seed, args.steps)
    if args.json:
        print(json.dumps(result))
        return
    runs = [result]
    if engine_compiled() and not args.no_pure:
        command = [sys.executable, __file__, "--json", "--no-pure"]
        command += ["--positions", str(args.positions), "--every", str(args.every)]
        command += ["--seed", str(args.seed), "--steps", str(args.steps)]
        env = {**os.environ, "ACQUIRE_QT_PURE_PYTHON": "1"}
        output = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
        runs.append(json.loads(output.stdout.splitlines()[-1]))
    print(f"hard AI, {args.positions} positions of 4-player classic medium games")
    print(f"STEPS_PER_SECOND = {STEPS_PER_SECOND:,} (the default budget buys that many steps)")
    for run in runs:
        print(
            f"  {run['build']}: {run['steps_per_second']:,.0f} playout steps per CPU second;"
            f" default budget: median {run['seconds_per_decision']:.3f} s per decision,"
            f" 90th percentile {run['p90_seconds_per_decision']:.3f} s"
        )
    if len(runs) == 2:
        ratio = float(str(runs[1]["seconds_per_decision"])) / float(
            str(runs[0]["seconds_per_decision"])
        )
        same = runs[0]["answers"] == runs[1]["answers"]
        print(f"  pure / compiled time per decision: {ratio:.2f}; same answers: {same}")


if __name__ == "__main__":
    main()
