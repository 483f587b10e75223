"""The ladder: every AI policy against three of every other, rated together.

    python -m acquire_qt.ai.ladder --games 48 --seed 1 --time-per-decision 0.1

Plays, for every *pairing* (one policy in one seat, three seats of another: the
*field*; ``--fields`` may leave some policies out of the fields, as three hard AIs at a
table cost thrice one), ``--games`` classic 4-player games with the seats rotated, every pairing on
the same deals (the tournament's games: :func:`.tournament.tasks`, played in
``--jobs`` processes by :func:`.tournament.play_all`). The policies are the levels
and the models of other players (:data:`~acquire_qt.ai.POLICIES`, or ``--policies``).

Prints, as Markdown tables, each policy's rating by the Plackett-Luce model of the
openskill library (mu, sigma, and the ordinal mu - 3 sigma, a cautious estimate) from
the finishing order of every game, rated in the order the games were dealt; and each
policy's win share against three of each other (a tie splits the win) with its 95%
Wilson interval. A policy sitting at several seats of a game is rated as if each seat
were a player of its rating, and takes the mean of their new ratings: one game, one
update. Writes the figures, with the date, the game count and the seed, to ``--out``
(by default :data:`LADDER_FILE`, which ships with the package: the New game dialog reads
it, through :func:`read_ladder`, to say how strong each level is). The same seed gives
the same figures (the hard AI's budget is counted in playout steps, not time).

openskill is a developer's dependency (the ``ladder`` extra), imported only to rate:
the game itself never needs it.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import LEVELS, POLICIES
from .tournament import (
    Z95,
    Result,
    Task,
    add_hard_budget,
    hard_budget,
    parse_seats,
    play_all,
    summarize,
    tasks,
)

LADDER_FILE = Path(__file__).with_name("ladder.json")
"""The figures of the last ladder run that was committed, shipped with the package."""
FIELD = 3
"""Seats of the field in a game of a pairing (4 players in all)."""


@dataclass(frozen=True)
class Rating:
    """A policy's rating: mu and sigma of the Plackett-Luce model, and the ordinal."""

    mu: float
    sigma: float
    ordinal: float


@dataclass(frozen=True)
class Share:
    """A policy's win share against three of another over ``games`` games, with its 95%
    Wilson interval."""

    share: float
    low: float
    high: float
    games: int


@dataclass(frozen=True)
class Ladder:
    """What a ladder run wrote: when, how many games in all, its seed, the hard AI's
    options, its searches stopped by the clock's safety cap (whose answers may depend on
    the machine), the ratings, and the win shares by (policy, field)."""

    date: str
    games: int
    seed: int
    hard_options: dict[str, float]
    cut_short: int
    ratings: dict[str, Rating]
    shares: dict[tuple[str, str], Share]

    def share(self, policy: str, field: str) -> Share | None:
        """``policy``'s win share against three ``field`` players, if the ladder played it."""
        return self.shares.get((policy, field))


def pairings(policies: Sequence[str], fields: Sequence[str]) -> list[tuple[str, str]]:
    """Every (policy, field) of two different policies, in the order of ``policies``."""
    return [(policy, field) for policy in policies for field in fields if field != policy]


def schedule(
    policies: Sequence[str],
    fields: Sequence[str],
    games: int,
    seed: int,
    hard_options: dict[str, float | int],
) -> list[Task]:
    """The ladder's games: ``games`` per pairing, the tournament's (seats rotated, a deal
    per rotation, the same deals for every pairing), numbered deal by deal, so that the
    ratings see the pairings side by side."""
    dealt = []
    for index, (policy, field) in enumerate(pairings(policies, fields)):
        for task in tasks([policy] + [field] * FIELD, games, seed, hard_options):
            dealt.append(((task.number // (FIELD + 1), index, task.number), task))
    dealt.sort(key=lambda entry: entry[0])
    return [replace(task, number=number) for number, (_, task) in enumerate(dealt)]


def finishing_ranks(result: Result) -> list[int]:
    """Each seat's place (1 first; equal cash, equal place), as the game's standings rank."""
    return [1 + sum(other > cash for other in result.cash) for cash in result.cash]


def rate(results: Sequence[Result], policies: Sequence[str]) -> dict[str, Rating]:
    """Every policy's rating after ``results``, rated in their order (module docstring)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {policy: model.rating(name=policy) for policy in policies}
    for result in results:
        # A rating object of its own for each seat: openskill rates one object at several
        # seats as if it sat at one of them only.
        teams = [
            [model.rating(mu=ratings[level].mu, sigma=ratings[level].sigma)]
            for level in result.levels
        ]
        rated = model.rate(teams, ranks=[float(rank) for rank in finishing_ranks(result)])
        for level in set(result.levels):
            seats = [
                team[0] for team, seat in zip(rated, result.levels, strict=True) if seat == level
            ]
            mu = math.fsum(r.mu for r in seats) / len(seats)
            sigma = math.fsum(r.sigma for r in seats) / len(seats)
            ratings[level] = model.rating(mu=mu, sigma=sigma, name=level)
    return {
        policy: Rating(round(r.mu, 3), round(r.sigma, 3), round(r.ordinal(), 3))
        for policy, r in ratings.items()
    }


def win_shares(results: Sequence[Result]) -> dict[tuple[str, str], Share]:
    """Each pairing's win share of its policy, by the tournament's figures
    (:func:`.tournament.summarize`)."""
    by_pairing: dict[tuple[str, str], list[Result]] = {}
    for result in results:
        policy = next(level for level in result.levels if result.levels.count(level) == 1)
        field = next(level for level in result.levels if level != policy)
        by_pairing.setdefault((policy, field), []).append(result)
    shares = {}
    for (policy, field), played in by_pairing.items():
        summary = summarize(played, [policy] + [field] * FIELD)
        low, high = summary["ci95"][policy]
        shares[policy, field] = Share(summary["win_share"][policy], low, high, len(played))
    return shares


def run(
    policies: Sequence[str],
    fields: Sequence[str],
    games: int,
    seed: int,
    jobs: int,
    hard_options: dict[str, float | int],
    today: datetime.date,
    progress: bool = False,
) -> Ladder:
    """Play the ladder and rate it."""
    results = play_all(schedule(policies, fields, games, seed, hard_options), jobs, progress)
    return Ladder(
        date=today.isoformat(),
        games=len(results),
        seed=seed,
        hard_options={name: float(value) for name, value in hard_options.items()},
        cut_short=sum(sum(result.cut_short) for result in results),
        ratings=rate(results, policies),
        shares=win_shares(results),
    )


def to_dict(ladder: Ladder) -> dict[str, Any]:
    """The ladder as the JSON object :func:`read_ladder` reads."""
    return {
        "date": ladder.date,
        "games": ladder.games,
        "seed": ladder.seed,
        "hard_options": ladder.hard_options,
        "cut_short": ladder.cut_short,
        "ratings": {
            policy: {"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal}
            for policy, r in ladder.ratings.items()
        },
        "win_share": [
            {
                "policy": policy,
                "field": field,
                "share": s.share,
                "ci95": [s.low, s.high],
                "games": s.games,
            }
            for (policy, field), s in ladder.shares.items()
        ],
    }


def write_ladder(ladder: Ladder, path: Path) -> None:
    path.write_text(json.dumps(to_dict(ladder), indent=1) + "\n", encoding="utf-8")


class _Malformed(ValueError):
    """The file is not a ladder's figures."""


def _number(value: object, low: float = -math.inf, high: float = math.inf) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
        raise _Malformed(f"not a number from {low} to {high}: {value!r}")
    return float(value)


def _whole(value: object, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise _Malformed(f"not a whole number from {low}: {value!r}")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise _Malformed(f"not a word: {value!r}")
    return value


def _mapping(value: object) -> Mapping[str, object]:
    if not isinstance(value, dict):
        raise _Malformed(f"not an object: {value!r}")
    return value


def from_dict(data: object) -> Ladder:
    """The ladder of a JSON object :func:`to_dict` made; :class:`ValueError` if it is not
    one (a field missing or of the wrong kind, a share outside its interval …)."""
    data = _mapping(data)
    try:
        date = datetime.date.fromisoformat(_text(data["date"])).isoformat()
        games, seed = _whole(data["games"], 1), _whole(data["seed"], 0)
        cut_short = _whole(data["cut_short"], 0)
        hard_options = {
            _text(name): _number(value, 0.0)
            for name, value in _mapping(data["hard_options"]).items()
        }
        ratings = {}
        for policy, entry in _mapping(data["ratings"]).items():
            entry = _mapping(entry)
            ratings[_text(policy)] = Rating(
                _number(entry["mu"]), _number(entry["sigma"], 0.0), _number(entry["ordinal"])
            )
        shares = {}
        listed = data["win_share"]
        if not isinstance(listed, list):
            raise _Malformed("win_share is not a list")
        for entry in listed:
            entry = _mapping(entry)
            interval = entry["ci95"]
            if not isinstance(interval, list) or len(interval) != 2:
                raise _Malformed(f"not an interval: {interval!r}")
            share = _number(entry["share"], 0.0, 1.0)
            low, high = _number(interval[0], 0.0, share), _number(interval[1], share, 1.0)
            key = (_text(entry["policy"]), _text(entry["field"]))
            shares[key] = Share(share, low, high, _whole(entry["games"], 1))
    except KeyError as missing:
        raise _Malformed(f"missing {missing}") from None
    return Ladder(date, games, seed, hard_options, cut_short, ratings, shares)


def read_ladder(path: Path | None = None) -> Ladder | None:
    """The figures a ladder run wrote to ``path`` (by default :data:`LADDER_FILE`); None
    if there are none or they cannot be read as a ladder's (never an exception: the file
    is only a nicety)."""
    try:
        text = (LADDER_FILE if path is None else path).read_text(encoding="utf-8")
        return from_dict(json.loads(text))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None


def tables(ladder: Ladder, policies: Sequence[str], fields: Sequence[str]) -> str:
    """The ratings and the win shares as Markdown tables."""
    options = "".join(f", hard {name} {value:g}" for name, value in ladder.hard_options.items())
    lines = [
        f"Ladder of {ladder.date}: {ladder.games} classic games, seed {ladder.seed}{options}",
        "",
        "| policy | mu | sigma | 95% interval of mu | ordinal |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    ranked = sorted(policies, key=lambda p: -ladder.ratings[p].ordinal)
    columns = [policy for policy in ranked if policy in fields]
    for policy in ranked:
        r = ladder.ratings[policy]
        low, high = r.mu - Z95 * r.sigma, r.mu + Z95 * r.sigma
        lines.append(
            f"| {policy} | {r.mu:.2f} | {r.sigma:.2f} | [{low:.2f}, {high:.2f}] | {r.ordinal:.2f} |"
        )
    lines += [
        "",
        "Win share against three of each (a tie splits the win; 95% interval; "
        f"fair share {1 / (FIELD + 1):.2f}):",
        "",
        "| policy | " + " | ".join(f"vs 3 {field}" for field in columns) + " |",
        "| --- |" + " ---: |" * len(columns),
    ]
    for policy in ranked:
        cells = []
        for field in columns:
            s = ladder.share(policy, field)
            cells.append("" if s is None else f"{s.share:.2f} [{s.low:.2f}, {s.high:.2f}]")
        lines.append(f"| {policy} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def parse_policies(text: str) -> list[str]:
    """The policies named in ``text`` (as the tournament reads seats), each once."""
    policies = list(dict.fromkeys(parse_seats(text)))
    if len(policies) < 2:
        raise argparse.ArgumentTypeError(f"at least 2 policies, not {len(policies)}")
    return policies


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m acquire_qt.ai.ladder",
        description="Rate the AI levels and other policies in 4-player games against each other.",
    )
    parser.add_argument(
        "--policies",
        type=parse_policies,
        default=list(POLICIES),
        help=f"the policies to rate (default: {','.join(POLICIES)}; the levels: "
        f"{','.join(LEVELS)})",
    )
    parser.add_argument(
        "--fields",
        type=parse_policies,
        default=None,
        help="the policies that sit three times at a table (default: every policy rated)",
    )
    parser.add_argument("--games", type=int, default=100, help="games per pairing (100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    add_hard_budget(parser)
    parser.add_argument("--out", type=Path, default=LADDER_FILE, help="where to write the JSON")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.seed < 0:
        parser.error("--seed must be 0 or more")
    fields = args.policies if args.fields is None else args.fields
    if not set(fields) <= set(args.policies):
        parser.error("--fields must be among the policies rated")
    ladder = run(
        args.policies,
        fields,
        args.games,
        args.seed,
        max(1, args.jobs),
        hard_budget(args),
        datetime.date.today(),
        args.progress,
    )
    write_ladder(ladder, args.out)
    print(tables(ladder, args.policies, fields))
    print(f"written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
