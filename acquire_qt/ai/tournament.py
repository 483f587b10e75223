"""Tournaments between AI levels: how often each level wins, with a 95% interval.

    python -m acquire_qt.ai.tournament --seats hard,medium,medium,medium --games 400 --seed 1
    python -m acquire_qt.ai.tournament --seats medium,easy,easy,easy --rules space_monopoly \
        --rules-option board=28x24

Plays ``--games`` games of a rule set (``--rules``: classic, the default,
space_monopoly or energy, with the factory's options as ``--rules-option name=value``,
repeated: ``board=28x24``, ``doe=true``, ``turn_limit=60``, ``actions=3,2`` …) with the
given seats (the levels, or the other policies of :data:`~acquire_qt.ai.POLICIES`;
as many as the rule set allows: 2 to 6 in classic, 2 to 4 in the others),
rotating the seats
so that every level sits in every position equally often: games come in groups of
one deal (tile seed) played once per rotation. Prints a table of each level's win
share (the share of games won by seats of that level; a tie splits the win), its
95% Wilson interval, mean final cash and mean seconds per decision, and as its
last line one JSON object with the same figures (and ``cut_short``: the hard
searches stopped by the clock's safety cap, whose answers may depend on the
machine; ``--max-seconds`` raises the cap so that none is, and the figures depend on the
seed alone; ``steps_per_search``: the mean playout steps of a hard search, the measure
of its time that does not hang on the machine). Games run in ``--jobs`` processes
(default: every core).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import RULE_SETS, Rules, new_game, read_whole_number

from . import LEVELS, POLICIES, HardPlayer, make_player

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
Z95 = 1.959964


RuleOptions = tuple[tuple[str, Any], ...]
"""A rule set factory's keyword arguments, as sorted (name, value) pairs."""


@dataclass(frozen=True)
class Task:
    """One game to play: its number, the tile seed, each seat's level, the options, and the
    rule set (a factory name of ``RULE_SETS`` and its options)."""

    number: int
    tile_seed: int
    levels: tuple[str, ...]
    ai_seed: int
    hard_options: tuple[tuple[str, float | int], ...]
    rules: str = "classic"
    rule_options: RuleOptions = ()


def make_rules(name: str, options: RuleOptions = ()) -> Rules:
    """The rule set ``name`` (a key of ``RULE_SETS``) built with ``options``; ValueError
    with a reason if there is no such rule set or an option is refused."""
    spec = RULE_SETS.get(name)
    if spec is None:
        raise ValueError(f"unknown rule set {name!r}: choose among {', '.join(RULE_SETS)}")
    try:
        return spec.make(**dict(options))
    except TypeError as error:
        raise ValueError(f"bad option for {name}: {error}") from None


@dataclass(frozen=True)
class Result:
    """One finished game: each seat's level, final cash, win share, decisions, seconds,
    hard searches stopped by the clock's safety cap, and hard searches with their playout
    steps."""

    number: int
    levels: tuple[str, ...]
    cash: tuple[int, ...]
    wins: tuple[float, ...]
    decisions: tuple[int, ...]
    seconds: tuple[float, ...]
    cut_short: tuple[int, ...]
    searches: tuple[int, ...]
    steps: tuple[int, ...]


def tasks(
    seats: Sequence[str],
    games: int,
    seed: int,
    hard_options: dict[str, float | int],
    rules: str = "classic",
    rule_options: RuleOptions = (),
) -> list[Task]:
    """The games of a tournament: deal ``k`` is played once per rotation of the seats."""
    count = len(seats)
    out = []
    for number in range(games):
        deal, turn = divmod(number, count)
        levels = tuple(seats[(seat + turn) % count] for seat in range(count))
        out.append(
            Task(
                number,
                tile_seed=seed * 1_000_003 + deal,
                levels=levels,
                ai_seed=seed * 7_919 + number * 101,
                hard_options=tuple(sorted(hard_options.items())),
                rules=rules,
                rule_options=tuple(sorted(rule_options)),
            )
        )
    return out


def play(task: Task) -> Result:
    """Play one game of the tournament to its end."""
    count = len(task.levels)
    rules = make_rules(task.rules, task.rule_options)
    # The levels are public at the table (the hard AI models them); other policies sit
    # as persons, whom it reads from their decisions.
    seated = [level if level in LEVELS else "human" for level in task.levels]
    game = new_game(rules, NAMES[:count], seed=task.tile_seed, controllers=seated)
    players = [
        make_player(
            level, task.ai_seed + seat, **(dict(task.hard_options) if level == "hard" else {})
        )
        for seat, level in enumerate(task.levels)
    ]
    decisions = [0] * count
    seconds = [0.0] * count
    while (decision := game.pending) is not None:
        seat = decision.player
        start = time.perf_counter()
        action = players[seat].choose(game.copy())
        seconds[seat] += time.perf_counter() - start
        decisions[seat] += 1
        game.apply(action)
    hard = [p if isinstance(p, HardPlayer) else None for p in players]
    cut_short = tuple(p.cut_short if p else 0 for p in hard)
    searches = tuple(p.searches if p else 0 for p in hard)
    steps = tuple(p.steps if p else 0 for p in hard)
    standings = game.to_dict()["standings"]
    cash = [0] * count
    for entry in standings:
        cash[entry["seat"]] = entry["cash"]
    winners = [entry["seat"] for entry in standings if entry["rank"] == 1]
    wins = tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(count))
    return Result(
        task.number,
        task.levels,
        tuple(cash),
        wins,
        tuple(decisions),
        tuple(seconds),
        cut_short,
        searches,
        steps,
    )


def play_all(work: Sequence[Task], jobs: int, progress: bool = False) -> list[Result]:
    """Play the games of ``work`` in ``jobs`` processes; their results by game number.
    With ``progress``, say how far it got on stderr now and then."""
    start = time.perf_counter()
    games = len(work)
    results: list[Result] = []
    if jobs <= 1:
        stream: Any = map(play, work)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        stream = pool.imap_unordered(play, work)
    try:
        for result in stream:
            results.append(result)
            if progress and (len(results) % max(1, games // 20) == 0 or len(results) == games):
                elapsed = time.perf_counter() - start
                print(f"  {len(results)}/{games} games, {elapsed:.0f} s", file=sys.stderr)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    results.sort(key=lambda r: r.number)
    return results


def wilson(share: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share observed over ``games`` games."""
    if games == 0:
        return (0.0, 1.0)
    z2 = Z95 * Z95
    centre = (share + z2 / (2 * games)) / (1 + z2 / games)
    half = (
        Z95 * math.sqrt(share * (1 - share) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    )
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(results: Sequence[Result], seats: Sequence[str]) -> dict[str, Any]:
    """The tournament's figures per level (see the module docstring)."""
    games = len(results)
    levels = list(dict.fromkeys(seats))
    summary: dict[str, Any] = {
        "games": games,
        "seats": list(seats),
        "win_share": {},
        "ci95": {},
        "mean_cash": {},
        "sec_per_decision": {},
        "decisions": {},
        "cut_short": {},
        "steps_per_search": {},
    }
    for level in levels:
        wins = cash = seconds = 0.0
        decisions = seat_games = cut_short = searches = steps = 0
        for result in results:
            for seat, seat_level in enumerate(result.levels):
                if seat_level == level:
                    wins += result.wins[seat]
                    cash += result.cash[seat]
                    seconds += result.seconds[seat]
                    decisions += result.decisions[seat]
                    cut_short += result.cut_short[seat]
                    searches += result.searches[seat]
                    steps += result.steps[seat]
                    seat_games += 1
        share = wins / games if games else 0.0
        low, high = wilson(share, games)
        summary["win_share"][level] = round(share, 4)
        summary["ci95"][level] = [round(low, 4), round(high, 4)]
        summary["mean_cash"][level] = round(cash / seat_games) if seat_games else 0
        summary["sec_per_decision"][level] = round(seconds / decisions, 5) if decisions else 0.0
        summary["decisions"][level] = decisions
        summary["cut_short"][level] = cut_short
        summary["steps_per_search"][level] = round(steps / searches) if searches else 0
    return summary


def table(summary: dict[str, Any]) -> str:
    """The summary as a text table, one row per level."""
    seats = summary["seats"]
    rules = summary.get("rules", {"name": "classic", "options": {}})
    options = "".join(f" {key}={value}" for key, value in sorted(rules["options"].items()))
    lines = [
        f"{summary['games']} {rules['name']}{options} games, seats {','.join(seats)} (rotated)",
        f"{'level':8} {'seats':>5} {'fair':>6} {'win share':>10} {'95% interval':>16}"
        f" {'mean cash':>10} {'s/decision':>11}",
    ]
    for level, share in summary["win_share"].items():
        low, high = summary["ci95"][level]
        count = seats.count(level)
        lines.append(
            f"{level:8} {count:5d} {count / len(seats):6.3f} {share:10.3f}"
            f"   [{low:.3f}, {high:.3f}] {summary['mean_cash'][level]:10,d}"
            f" {summary['sec_per_decision'][level]:11.4f}"
        )
    return "\n".join(lines)


def run(
    seats: Sequence[str],
    games: int,
    seed: int,
    jobs: int,
    hard_options: dict[str, float | int],
    progress: bool = False,
    rules: str = "classic",
    rule_options: RuleOptions = (),
) -> dict[str, Any]:
    """Play a tournament and return its summary (with ``wall_seconds``)."""
    start = time.perf_counter()
    make_rules(rules, rule_options)  # refuse a bad rule set before starting workers
    results = play_all(tasks(seats, games, seed, hard_options, rules, rule_options), jobs, progress)
    summary = summarize(results, seats)
    summary["seed"] = seed
    summary["rules"] = {"name": rules, "options": dict(rule_options)}
    summary["hard_options"] = dict(hard_options)
    summary["wall_seconds"] = round(time.perf_counter() - start, 1)
    return summary


def parse_seats(text: str) -> list[str]:
    seats = [part.strip().lower() for part in text.split(",") if part.strip()]
    unknown = [level for level in seats if level not in POLICIES]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown level {unknown[0]!r}: choose among {', '.join(POLICIES)}"
        )
    if len(seats) < 2:
        raise argparse.ArgumentTypeError(f"at least 2 seats, not {len(seats)}")
    return seats


def parse_option(text: str) -> tuple[str, Any]:
    """A rule option ``name=value``: ``true``/``false``, a whole number, whole numbers
    separated by commas (a list), or else text (``28x24``, ``5%``)."""
    name, sep, value = text.partition("=")
    name, value = name.strip(), value.strip()
    if not sep or not name or not value:
        raise argparse.ArgumentTypeError(f"write a rule option as name=value, not {text!r}")
    parsed: Any = value
    numbers = [read_whole_number(part.strip()) for part in value.split(",")]
    if value.lower() in ("true", "false"):
        parsed = value.lower() == "true"
    elif None not in numbers:
        parsed = numbers if "," in value else numbers[0]
    return name, parsed


def _hashable(value: Any) -> Any:
    """Lists as tuples, so that options stay hashable in a frozen :class:`Task`."""
    return tuple(value) if isinstance(value, list) else value


def add_hard_budget(parser: argparse.ArgumentParser) -> None:
    """The hard AI's budget options of a command: ``--time-per-decision`` and the safety
    cap ``--max-seconds``."""
    parser.add_argument(
        "--time-per-decision", type=float, default=None, help="the hard AI's budget in seconds"
    )
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=None,
        help="the hard AI's safety cap in seconds (six times its budget): raise it on a busy "
        "machine, so that no search is cut short and the figures depend on the seed alone",
    )


def hard_budget(args: argparse.Namespace) -> dict[str, float | int]:
    """The hard AI's options from :func:`add_hard_budget`'s arguments (those given)."""
    options: dict[str, float | int] = {}
    if args.time_per_decision is not None:
        options["time_per_decision"] = args.time_per_decision
    if args.max_seconds is not None:
        options["max_seconds"] = args.max_seconds
    return options


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m acquire_qt.ai.tournament",
        description="Play AI levels against each other and report each level's win share.",
    )
    parser.add_argument(
        "--seats", type=parse_seats, required=True, help="levels by seat, e.g. hard,medium,medium"
    )
    parser.add_argument(
        "--rules", default="classic", choices=sorted(RULE_SETS), help="the rule set (classic)"
    )
    parser.add_argument(
        "--rules-option",
        type=parse_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an option of the rule set, e.g. board=28x24 or doe=true (repeatable)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    add_hard_budget(parser)
    parser.add_argument(
        "--playout-steps", type=int, default=None, help="the hard AI's budget in playout steps"
    )
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    rule_options: RuleOptions = tuple(sorted((k, _hashable(v)) for k, v in args.rules_option))
    try:
        rules = make_rules(args.rules, rule_options)
    except ValueError as error:
        parser.error(str(error))
    if not rules.min_players <= len(args.seats) <= rules.max_players:
        parser.error(
            f"{args.rules} takes {rules.min_players} to {rules.max_players} seats, "
            f"not {len(args.seats)}"
        )
    hard_options = hard_budget(args)
    if args.playout_steps is not None:
        hard_options["playout_steps"] = args.playout_steps
    summary = run(
        args.seats,
        args.games,
        args.seed,
        max(1, args.jobs),
        hard_options,
        args.progress,
        args.rules,
        rule_options,
    )
    print(table(summary))
    print(f"wall time {summary['wall_seconds']} s with {max(1, args.jobs)} jobs")
    print(json.dumps(summary, sort_keys=True))


if __name__ == "__main__":
    main()
