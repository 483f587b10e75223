"""Win-chance calibration: are players estimated at about p won about p of the time?

Plays ``--games`` seeded games of a ``--field`` (``medium``: medium AIs in every seat;
``mixed``: easy, medium, cautious and novice, the seats rotated from game to game;
``--players``, classic rules), estimates every player's chance of winning at the start
and after every turn of each game (as :func:`acquire_qt.ai.win_chance.win_chance_curve` does,
``--playouts`` worlds per estimate, as a spectator unless ``--viewer`` is given, each
seat's kind as the program would know it: a level its level, any other policy a
person), and prints:

- the calibration tables of the estimate and of the playouts alone: estimates binned by
  tenths, with the mean estimate, the observed win rate (ties split), the number of
  estimates and of games they come from, two 95% intervals of that rate and whether the
  bin is calibrated by each (60 estimates or more, the mean estimate within 0.05 of the
  rate or inside the interval). The Wilson interval counts every estimate as
  independent; they are not (a game gives a point per turn, and the players' chances
  sum to 1), so it is narrower than the evidence warrants. The second interval resamples
  whole games (a cluster bootstrap, :data:`RESAMPLES` times, seeded; never narrower than
  Wilson's): the games are what is independent, so this is the rate's 95% interval, and
  the ``calibrated`` verdict uses it (the Wilson one's is printed beside it);
- the Brier score (the squared distance of the chances from the result, summed over the
  seats) of the estimates, of the playouts alone (the estimate before its correction,
  :func:`acquire_qt.ai.win_chance.corrected`), of ``1/n`` for everyone and of a
  net-worth guess (each
  player's chance proportional to their net worth, the cash they would have if the game
  were scored now, to the power ``k``; ``k`` fitted on as many *other* games, of seeds
  ``--fit-seed`` on), overall and in the first third of each game (its actions);
- the time per estimate and per game, and what ``--project`` games (default 200) would
  take on one core at that rate.

``--dump FILE`` appends every point (the playouts' chances, the net worths, how full the
board is, the result) as a JSON line, for ``benchmarks/win_chance_fit.py`` (with
``--worlds`` also each seat's kind and model, the prior the models were read from, and
every world's policies and win shares, for its ``--prior``);
``--from-dump FILE ...`` plays nothing and prints the calibration tables of the points
those files hold, field by field (the runs of several seeds pooled), with the estimate
the correction gives now, and in a field of several policies the estimate's table of
each policy's seats (does the estimate know who is strong?). ``--jumps N``
then plays N whole games of the field and prints the median and 90th percentile of the
largest seat's change between neighbouring points of the curve in its first 20 turns,
for the estimate and for the playouts alone.

Points of finished games (their result, not an estimate) are left out. ``--sample N``
estimates only N turns of each game, drawn at random (seeded by the game) from its turns,
instead of the whole curve: many games for the time of a few, and points of one game far
less alike. One core, e.g. ``python benchmarks/win_chance_calibration.py --games 12``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from acquire_qt.ai import LEVELS, make_player
from acquire_qt.ai.medium import worth
from acquire_qt.ai.opponents import PRIOR, Reading, SeatModel, seat_kinds
from acquire_qt.ai.position import from_state
from acquire_qt.ai.tournament import wilson
from acquire_qt.ai.win_chance import (
    PLAYOUTS,
    CurvePoint,
    World,
    blend,
    board_filled,
    corrected,
    final_result,
    mean_shares,
    people_share,
    played_worlds,
    read_along,
    replayed,
    turn_marks,
)
from acquire_qt.engine import Game, Rules, new_game

BINS = 10
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
FIELDS = {"medium": ("medium",), "mixed": ("easy", "medium", "cautious", "novice")}
"""The policies of each field, dealt round the seats (rotated by one every game)."""
LEAST_IN_BIN = 60
RESAMPLES = 2000
"""The resamples of the games behind a bin's second interval."""
CLOSE = 0.05
"""A bin of at least :data:`LEAST_IN_BIN` estimates is calibrated when its mean estimate
is within :data:`CLOSE` of the observed rate or inside the rate's 95% interval."""
EARLY_TURNS = 20
"""The early game whose curve's jumps ``--jumps`` measures."""
POWERS = [k / 4 for k in range(0, 81)]
"""The powers of net worth tried for the net-worth guess."""


def field_levels(field: str, players: int, number: int) -> tuple[str, ...]:
    """The policy of every seat in the field's game ``number`` (seats rotated)."""
    policies = FIELDS[field]
    return tuple(policies[(seat + number) % len(policies)] for seat in range(players))


def played_game(levels: Sequence[str], seed: int) -> Game:
    """A finished game of ``levels`` (seeded), the levels named as the seats' controllers
    and any other policy as a person."""
    seated = [level if level in LEVELS else "human" for level in levels]
    game = new_game(Rules.classic(), NAMES[: len(levels)], seed=seed, controllers=seated)
    seats = [make_player(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    while (decision := game.pending) is not None:
        game.apply(seats[decision.player].choose(game.copy()))
    return game


def brier(chances: Sequence[float], result: Sequence[float]) -> float:
    """The squared distance of ``chances`` from ``result``, summed over the seats."""
    return sum((p - r) ** 2 for p, r in zip(chances, result, strict=True))


def positions(game: Game, marks: Sequence[int]) -> list[tuple[Game, list[int]]]:
    """(the position, every seat's net worth) at each of ``marks``."""
    out = []
    for mark in marks:
        position = replayed(game, mark)
        out.append((position, worth(from_state(position, 0))))
    return out


def worth_guess(worths: Sequence[int], k: float) -> tuple[float, ...]:
    """Chances proportional to net worth to the power ``k``."""
    powers = [max(w, 1) ** k for w in worths]
    total = sum(powers)
    return tuple(p / total for p in powers)


def sampled_marks(game: Game, sample: int | None, seed: int) -> list[int]:
    marks = turn_marks(game)[:-1]  # the last point is the game's result
    if sample is not None:
        marks = sorted(random.Random(seed).sample(marks, min(sample, len(marks))))
    return marks


def fit_power(args: argparse.Namespace) -> float:
    """The power of the net-worth guess with the best Brier score on the fitting games."""
    cases: list[tuple[list[int], tuple[float, ...]]] = []
    for number in range(args.games):
        seed = args.fit_seed + number
        game = played_game(field_levels(args.field, args.players, number), seed)
        result = final_result(game)
        for _, worths in positions(game, sampled_marks(game, args.sample, seed)):
            cases.append((worths, result))
    return min(POWERS, key=lambda k: sum(brier(worth_guess(w, k), result) for w, result in cases))


Pair = tuple[float, float, int]
"""An estimate, the win share that followed and the game (its seed) it was made in."""


def paired(chances: Sequence[float], result: Sequence[float], game: int) -> list[Pair]:
    """Each seat's chance with the win share that followed, in ``game``."""
    return [(p, won, game) for p, won in zip(chances, result, strict=True)]


def resampled_interval(chosen: Sequence[Pair], games: Sequence[int]) -> tuple[float, float]:
    """The 95% interval of the win rate of ``chosen`` when whole games are resampled
    (``games``: every game of the run, each drawn with its estimates in the bin, if any),
    never narrower than the Wilson interval (a bin whose games all ended alike resamples
    to a single rate, which says nothing of the rate's uncertainty)."""
    wins: dict[int, float] = dict.fromkeys(games, 0.0)
    counts: dict[int, int] = dict.fromkeys(games, 0)
    for _, won, game in chosen:
        wins[game] += won
        counts[game] += 1
    drawn = random.Random(0)
    rates = []
    for _ in range(RESAMPLES):
        picked = drawn.choices(games, k=len(games))
        total = sum(counts[game] for game in picked)
        if total:
            rates.append(sum(wins[game] for game in picked) / total)
    rates.sort()
    low, high = wilson(sum(won for _, won, _ in chosen) / len(chosen), len(chosen))
    return (
        min(low, rates[int(0.025 * len(rates))]),
        max(high, rates[min(len(rates) - 1, int(0.975 * len(rates)))]),
    )


def calibration_table(estimates: Sequence[Pair]) -> None:
    """Print the (estimate, win share, game) triples binned by tenths (see the module)."""
    games = sorted({game for _, _, game in estimates})
    print(
        "| estimated | mean estimate | observed win rate | estimates (games) | 95% Wilson"
        " interval | calibrated by it | 95% interval, games resampled | calibrated |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for low in range(BINS):
        chosen = [
            pair
            for pair in estimates
            if low / BINS <= pair[0] < (low + 1) / BINS or (low == BINS - 1 and pair[0] == 1.0)
        ]
        if not chosen:
            continue
        mean = sum(p for p, _, _ in chosen) / len(chosen)
        rate = sum(won for _, won, _ in chosen) / len(chosen)
        intervals = (wilson(rate, len(chosen)), resampled_interval(chosen, games))
        verdicts = [
            "too few to say"
            if len(chosen) < LEAST_IN_BIN
            else ("yes" if abs(mean - rate) <= CLOSE or lo <= mean <= hi else "NO")
            for lo, hi in intervals
        ]
        upper = "]" if low == BINS - 1 else ")"
        cells = " | ".join(
            f"{lo:.3f} – {hi:.3f} | {verdict}"
            for (lo, hi), verdict in zip(intervals, verdicts, strict=True)
        )
        in_games = len({game for _, _, game in chosen})
        print(
            f"| [{low / BINS:.1f}, {(low + 1) / BINS:.1f}{upper} | {mean:.3f} | {rate:.3f} "
            f"| {len(chosen)} ({in_games}) | {cells} |"
        )


def from_dumps(paths: Sequence[str]) -> None:
    """Print the calibration tables of the points in ``paths`` (``--dump`` files), by field,
    and, where the points name each seat's policy, the estimate's by policy."""
    fields: dict[str, tuple[list[Pair], list[Pair]]] = {}
    by_policy: dict[str, dict[str, list[Pair]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                point = json.loads(line)
                result, shares = point["result"], point["playouts"]
                chances = blend(shares, point["worths"], point["filled"], point["people"])
                given, alone = fields.setdefault(point["field"], ([], []))
                seed = point["seed"]
                given += paired(chances, result, seed)
                alone += paired(shares, result, seed)
                policies = by_policy.setdefault(point["field"], {})
                seats = paired(chances, result, seed)
                for policy, pair in zip(point.get("policies", ()), seats, strict=False):
                    policies.setdefault(policy, []).append(pair)
    for field, (given, alone) in sorted(fields.items()):
        games = len({game for _, _, game in given})
        print(f"the {field} field: {len(given)} estimates from {games} games")
        for label, pairs in (("the estimate", given), ("the playouts alone", alone)):
            print()
            print(f"calibration of {label}:")
            calibration_table(pairs)
        if len(by_policy.get(field, {})) > 1:
            for policy, pairs in sorted(by_policy[field].items()):
                print()
                print(f"calibration of the estimate, the {policy} seats:")
                calibration_table(pairs)
        print()


@dataclass(frozen=True)
class Estimated:
    """An estimate of the playouts (before the correction) and what it is made of."""

    point: CurvePoint
    models: tuple[SeatModel, ...]
    """Each seat's model, as read from the record up to the point."""
    worlds: list[World]
    """The worlds played out, each seat by the policy it drew from its model."""


def playouts_curve(
    args: argparse.Namespace, game: Game, seed: int, marks: Sequence[int]
) -> list[Estimated]:
    """The playouts' shares (before the correction) at ``marks`` of ``game``, each seat as
    its controller says: the points of ``win_chance_curve(…, raw=True)``, made of its parts
    (:func:`read_along`, :func:`played_worlds`) so that ``--worlds`` can dump the worlds."""
    replay = replayed(game, 0)
    reading = Reading(seat_kinds(game.controllers), args.viewer, seed)
    out = []
    for at, turn in read_along(replay, game.actions, marks, reading):
        models = reading.models()
        worlds = played_worlds(
            replay, models, playouts=args.playouts, seed=seed, viewer=args.viewer
        )
        out.append(Estimated(CurvePoint(at, turn, mean_shares(worlds)), models, worlds))
    return out


def early_jumps(args: argparse.Namespace) -> tuple[list[float], list[float]]:
    """The largest seat's change between neighbouring points of the whole curve in turns
    1 to :data:`EARLY_TURNS`, for ``--jumps`` games of the field (seeds from ``--seed``):
    (the estimates', the playouts' alone)."""
    jumps: tuple[list[float], list[float]] = ([], [])
    for number in range(args.jumps):
        seed = args.seed + number
        game = played_game(field_levels(args.field, args.players, number), seed)
        raw = playouts_curve(args, game, seed, turn_marks(game)[:-1])
        early = [e.point for e in raw if e.point.turn_number <= EARLY_TURNS]
        kinds = seat_kinds(game.controllers)
        given = [corrected(replayed(game, point.actions), point.chances, kinds) for point in early]
        for out, curve in zip(jumps, (given, [point.chances for point in early]), strict=True):
            for before, after in itertools.pairwise(curve):
                out.append(max(abs(a - b) for a, b in zip(after, before, strict=True)))
    return jumps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--field", choices=sorted(FIELDS), default="medium")
    parser.add_argument(
        "--fit-seed", type=int, default=100_000, help="the first seed of the games k is fitted on"
    )
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--viewer", type=int, default=None, help="a seat (default: spectator)")
    parser.add_argument("--project", type=int, default=200)
    parser.add_argument(
        "--sample", type=int, default=None, help="estimate only this many turns of each game"
    )
    parser.add_argument(
        "--dump", type=argparse.FileType("a"), help="append every point, as JSON lines, here"
    )
    parser.add_argument(
        "--worlds",
        action="store_true",
        help="--dump also every world's policies and shares and the seats' models, for"
        " win_chance_fit.py --prior",
    )
    parser.add_argument(
        "--jumps",
        type=int,
        default=0,
        help=f"then the curve's jumps in turns 1-{EARLY_TURNS} of this many whole games",
    )
    parser.add_argument(
        "--from-dump",
        nargs="+",
        metavar="FILE",
        help="play nothing: the calibration tables of the points in these --dump files",
    )
    args = parser.parse_args()
    if args.from_dump:
        from_dumps(args.from_dump)
        return

    power = fit_power(args)
    estimates: list[Pair] = []  # (estimate, actual win share, game)
    alone: list[Pair] = []  # (the playouts' share, actual win share, game)
    # (the Brier score of the estimate, of the playouts alone, of 1/n, of the net-worth
    # guess; whether in the first third of the game)
    scores: list[tuple[float, float, float, float, bool]] = []
    game_seconds: list[float] = []
    estimate_count = 0
    for number in range(args.games):
        seed = args.seed + number
        levels = field_levels(args.field, args.players, number)
        game = played_game(levels, seed)
        result = final_result(game)
        start = time.perf_counter()
        marks = sampled_marks(game, args.sample, seed)
        kinds = seat_kinds(game.controllers)
        curve = playouts_curve(args, game, seed, marks)
        game_seconds.append(time.perf_counter() - start)
        estimate_count += len(curve)
        even = (1 / args.players,) * args.players
        for estimated, (position, worths) in zip(curve, positions(game, marks), strict=True):
            point = estimated.point
            chances = corrected(position, point.chances, kinds)
            first_third = point.actions < len(game.actions) / 3
            estimates += paired(chances, result, seed)
            alone += paired(point.chances, result, seed)
            scores.append(
                (
                    brier(chances, result),
                    brier(point.chances, result),
                    brier(even, result),
                    brier(worth_guess(worths, power), result),
                    first_third,
                )
            )
            if args.dump is not None:
                record = {
                    "field": args.field,
                    "seed": seed,
                    "actions": point.actions,
                    "first_third": first_third,
                    "filled": board_filled(position),
                    "people": people_share(kinds),
                    "policies": levels,
                    "playouts": point.chances,
                    "worths": worths,
                    "result": result,
                }
                if args.worlds:
                    record["kinds"] = kinds
                    record["prior"] = PRIOR
                    record["models"] = [model.weights for model in estimated.models]
                    record["worlds"] = [[w.policies, w.shares] for w in estimated.worlds]
                print(json.dumps(record), file=args.dump, flush=True)
        print(
            f"game {number + 1}/{args.games}: {len(curve)} points, "
            f"{game_seconds[-1]:.1f} s, winner share {result}",
            flush=True,
        )

    print()
    sampled = "every turn" if args.sample is None else f"{args.sample} turns sampled per game"
    print(
        f"{args.games} games of the {args.field} field, {args.players} players,"
        f" {args.playouts} playouts per estimate, {sampled}"
    )
    for label, pairs in (("the estimate", estimates), ("the playouts alone", alone)):
        print()
        print(f"calibration of {label}:")
        calibration_table(pairs)
    print()
    print(
        f"net-worth guess: chance ∝ net worth ^ k, k = {power} (fitted on {args.games} other games)"
    )
    print("| positions | estimates | Brier: estimate | playouts alone | 1/n | net-worth guess |")
    print("|---|---|---|---|---|---|")
    for label, picked in (
        ("all", scores),
        ("first third", [s for s in scores if s[4]]),
    ):
        if picked:
            means = [sum(s[n] for s in picked) / len(picked) for n in range(4)]
            figures = " | ".join(f"{m:.3f}" for m in means)
            print(f"| {label} | {len(picked)} | {figures} |")
    total = sum(game_seconds)
    per_game = total / len(game_seconds)
    print()
    print(f"time per estimate: {total / estimate_count:.3f} s ({estimate_count} estimates)")
    print(f"time per game (its estimates): {per_game:.1f} s")
    print(f"{args.project} games on one core: about {args.project * per_game / 3600:.1f} h")
    if args.jumps:
        given_jumps, alone_jumps = early_jumps(args)
        print()
        print(
            f"the largest seat's change between neighbouring points in turns 1-{EARLY_TURNS},"
            f" {args.jumps} whole games:"
        )
        for label, jumps in (("estimate", given_jumps), ("playouts alone", alone_jumps)):
            tenth = statistics.quantiles(jumps, n=10)[-1]
            print(
                f"  {label:<15} median {statistics.median(jumps):.3f}, 90th percentile"
                f" {tenth:.3f} ({len(jumps)} steps)"
            )


if __name__ == "__main__":
    main()
