"""AI strength: the two target tournaments of the AI players, 4-player games, seats rotated.

- medium against three easy AIs: medium should win at least 85% of the games;
- hard against three medium AIs: hard should win at least 40% of the games
  (1 s per decision; the fair share of one seat is 25%).

The full run (200 and 400 games) takes hours on two cores, nearly all of it in the
hard tournament; ``--hard-games`` and ``--time-per-decision`` shorten it, e.g.
``python benchmarks/ai_strength.py --hard-games 40 --time-per-decision 0.25``.
Each tournament prints its table and a JSON line (see ``acquire_qt.ai.tournament``);
the last line says whether each target was met.
"""

from __future__ import annotations

import argparse
import json
import os

from acquire_qt.ai.tournament import run, table

TARGETS = (
    # (level, opponents, least win share)
    ("medium", "easy", 0.85),
    ("hard", "medium", 0.40),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--medium-games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, default=400)
    parser.add_argument("--time-per-decision", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    games = {"medium": args.medium_games, "hard": args.hard_games}
    verdicts = {}
    for level, opponent, target in TARGETS:
        if games[level] < 1:
            continue
        seats = [level, opponent, opponent, opponent]
        options = {"time_per_decision": args.time_per_decision} if level == "hard" else {}
        summary = run(seats, games[level], args.seed, args.jobs, options, progress=True)
        print(table(summary))
        print(json.dumps(summary, sort_keys=True))
        low, high = summary["ci95"][level]
        share = summary["win_share"][level]
        verdicts[f"{level} vs 3 {opponent}"] = {
            "win_share": share,
            "ci95": [low, high],
            "target": target,
            "met": share >= target,
        }
        print()
    print(json.dumps(verdicts, sort_keys=True))


if __name__ == "__main__":
    main()
