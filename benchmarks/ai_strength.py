"""AI strength: the two target tournaments of the AI players, 4-player games, seats rotated.

- medium against three easy AIs: medium should win at least 85% of the games;
- hard against three medium AIs: hard should win at least 40% of the games
  (at the Hard level's default budget; the fair share of one seat is 25%).

Any rule set: ``--rules classic`` (the default), ``space_monopoly`` or ``energy``, with
the factory's options as ``--rules-option name=value`` (repeatable), e.g.
``--rules space_monopoly --rules-option board=28x24`` or ``--rules energy
--rules-option doe=true``.

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

from acquire_qt.ai.tournament import RULE_SETS, make_rules, parse_option, run, table

TARGETS = (
    # (level, opponents, least win share)
    ("medium", "easy", 0.85),
    ("hard", "medium", 0.40),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--medium-games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, default=400)
    parser.add_argument(
        "--time-per-decision", type=float, default=None, help="default: the Hard level's"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--rules", default="classic", choices=sorted(RULE_SETS))
    parser.add_argument(
        "--rules-option", type=parse_option, action="append", default=[], metavar="NAME=VALUE"
    )
    args = parser.parse_args()
    options = tuple(
        sorted(
            (name, tuple(value) if isinstance(value, list) else value)
            for name, value in args.rules_option
        )
    )
    try:
        make_rules(args.rules, options)
    except ValueError as error:
        parser.error(str(error))
    games = {"medium": args.medium_games, "hard": args.hard_games}
    verdicts = {}
    for level, opponent, target in TARGETS:
        if games[level] < 1:
            continue
        seats = [level, opponent, opponent, opponent]
        hard = (
            {"time_per_decision": args.time_per_decision}
            if level == "hard" and args.time_per_decision is not None
            else {}
        )
        summary = run(seats, games[level], args.seed, args.jobs, hard, True, args.rules, options)
        print(table(summary))
        print(json.dumps(summary, sort_keys=True))
        low, high = summary["ci95"][level]
        share = summary["win_share"][level]
        verdicts[f"{level} vs 3 {opponent}"] = {
            "rules": summary["rules"],
            "win_share": share,
            "ci95": [low, high],
            "sec_per_decision": summary["sec_per_decision"][level],
            "target": target,
            "met": share >= target,
        }
        print()
    print(json.dumps(verdicts, sort_keys=True))


if __name__ == "__main__":
    main()
