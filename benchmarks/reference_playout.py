"""A minimal random 4-player game of classic Acquire, the yardstick for the engine's speed.

Written as simply as possible, with no legality tables and no bookkeeping for anyone but
itself: each turn a random playable tile, a random chain to found, up to three random
shares bought, and at a merger the largest chain survives, the bonuses are paid and every
holder sells its defunct shares. The game ends as soon as it may (a chain of 41, or every
chain on the board safe), as the engine benchmark's random player ends it.

``benchmarks/engine_speed.py`` should print the ratio the issue asks for with
:func:`reference_games_per_second` (engine games/s divided by it, in the same process).
Alone: ``python benchmarks/reference_playout.py`` prints that ratio for the engine in use,
and with ``--pure-too`` also for the pure-Python engine (a second process with
``ACQUIRE_QT_PURE_PYTHON=1``).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

COLUMNS, ROWS = 12, 9
CHAINS = {"tower": 0, "luxor": 0, "american": 1, "worldwide": 1, "festival": 1}
CHAINS |= {"imperial": 2, "continental": 2}  # chain: price tier (0 cheapest)
SAFE, LAST = 11, 41


def price(chain: str, size: int) -> int:
    steps = sum(size >= step for step in (3, 4, 5, 6, 11, 21, 31, 41))
    return 200 + 100 * CHAINS[chain] + 100 * steps


def play_reference_game(rng: random.Random, players: int = 4) -> int:
    """Play one game; return the number of tiles placed."""
    bag = list(range(COLUMNS * ROWS))
    rng.shuffle(bag)
    hands = [[bag.pop() for _ in range(6)] for _ in range(players)]
    cash = [6000] * players
    shares = [dict.fromkeys(CHAINS, 0) for _ in range(players)]
    owner: dict[int, str | None] = {}  # placed tile: its chain, or None if loose
    size = dict.fromkeys(CHAINS, 0)
    placed = 0

    def neighbours(tile: int) -> list[int]:
        column, row = tile % COLUMNS, tile // COLUMNS
        near = [tile - 1] * (column > 0) + [tile + 1] * (column < COLUMNS - 1)
        near += [tile - COLUMNS] * (row > 0) + [tile + COLUMNS] * (row < ROWS - 1)
        return [n for n in near if n in owner]

    def pay_bonuses(chain: str) -> None:
        holdings = sorted({s[chain] for s in shares if s[chain]}, reverse=True)
        if not holdings:
            return
        first = [p for p, s in enumerate(shares) if s[chain] == holdings[0]]
        second = [p for p, s in enumerate(shares) if holdings[1:2] == [s[chain]]]
        bonus = price(chain, size[chain]) * 10
        if len(first) > 1 or not second:  # first place shares both bonuses
            for p in first:
                cash[p] += (bonus + bonus // 2) // len(first)
        else:
            cash[first[0]] += bonus
            for p in second:
                cash[p] += bonus // 2 // len(second)

    def playable(tile: int) -> bool:
        near = neighbours(tile)
        chains = {owner[n] for n in near} - {None}
        if len(chains) > 1:
            return sum(size[c] >= SAFE for c in chains if c is not None) < 2
        return bool(chains) or not near or 0 in size.values()

    for turn in range(10_000):
        player = turn % players
        hand = hands[player]
        options = [tile for tile in hand if playable(tile)]
        if options:
            tile = rng.choice(options)
            hand.remove(tile)
            placed += 1
            near = neighbours(tile)
            chains = sorted({owner[n] for n in near} - {None}, key=lambda c: -size[c])
            owner[tile] = None
            survivor = None
            if chains:
                survivor = chains[0]
                for defunct in chains[1:]:
                    pay_bonuses(defunct)
                    for p in range(players):
                        cash[p] += shares[p][defunct] * price(defunct, size[defunct])
                        shares[p][defunct] = 0
                    for t, name in owner.items():
                        if name == defunct:
                            owner[t] = survivor
                    size[survivor] += size[defunct]
                    size[defunct] = 0
            elif near:
                survivor = rng.choice([c for c, n in size.items() if n == 0])
                shares[player][survivor] += 1
            if survivor is not None:  # the chain takes the tile and every loose neighbour
                grow = [tile]
                while grow:
                    t = grow.pop()
                    owner[t] = survivor
                    size[survivor] += 1
                    grow += [n for n in neighbours(t) if owner[n] is None and n not in grow]
        active = {c: n for c, n in size.items() if n}
        if active and (max(active.values()) >= LAST or min(active.values()) >= SAFE):
            break
        for _ in range(3):
            left = [c for c in active if sum(h[c] for h in shares) < 25]
            affordable = [c for c in left if price(c, active[c]) <= cash[player]]
            if not affordable or rng.random() < 0.25:
                break
            chain = rng.choice(affordable)
            cash[player] -= price(chain, active[chain])
            shares[player][chain] += 1
        if bag:
            hand.append(bag.pop())
        elif not any(playable(t) for h in hands for t in h):
            break
    for chain in CHAINS:
        if size[chain]:
            pay_bonuses(chain)
            for p in range(players):
                cash[p] += shares[p][chain] * price(chain, size[chain])
    return placed


def reference_games_per_second(games: int = 200, seed: int = 0) -> float:
    """Random reference games per second, played in this process (best of three runs)."""
    rates = []
    for run in range(3):
        rng = random.Random(seed + run)
        start = time.perf_counter()
        for _ in range(games):
            play_reference_game(rng)
        rates.append(games / (time.perf_counter() - start))
    return max(rates)


def engine_games_per_second(games: int = 200, seed: int = 0) -> float:
    """Random 4-player classic games per second through the engine's public face, the way
    benchmarks/engine_speed.py plays them (best of three runs)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from engine_speed import run_games

    from acquire_qt.engine import Rules

    rules = Rules.classic()
    return max(games / run_games(games, seed + run * games, rules)[0] for run in range(3))


def measure(games: int) -> str:
    from acquire_qt.build import build_description

    engine = engine_games_per_second(games)
    reference = reference_games_per_second(games)
    return (
        f"{build_description()}: engine {engine:7.1f} games/s, reference {reference:7.1f}"
        f" games/s, ratio {engine / reference:.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--pure-too", action="store_true", help="also the pure-Python engine")
    args = parser.parse_args()
    lines = [measure(args.games)]
    if args.pure_too:
        command = [sys.executable, __file__, "--games", str(args.games)]
        environment = dict(os.environ, ACQUIRE_QT_PURE_PYTHON="1")
        lines.append(
            subprocess.run(
                command, env=environment, capture_output=True, text=True, check=True
            ).stdout.strip()
        )
    print("\n".join(lines))


if __name__ == "__main__":
    main()
