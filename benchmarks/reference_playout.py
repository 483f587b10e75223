"""A minimal random 4-player game of classic Acquire: the yardstick for the engine's speed.

As simple as the issue asks: each turn a random legal tile, a random chain to found, up to
three random shares bought; no legality tables, and no bookkeeping a playout does not
need (at a merger the largest chain takes the others' tiles; no bonuses, no disposal, no
final scoring). The game ends as soon as it may (a chain of 41, or every chain on the
board safe), as the engine benchmark's random player ends it. ``benchmarks/engine_speed.py
--ratio`` divides the engine's games per second by :func:`reference_games_per_second`,
measured in the same process.
"""

from __future__ import annotations

import random
import time

COLUMNS, ROWS = 12, 9
TIERS = {"tower": 0, "luxor": 0, "american": 1, "worldwide": 1, "festival": 1}
TIERS |= {"imperial": 2, "continental": 2}  # chain: price tier (0 cheapest)
SAFE, LAST = 11, 41


def price(chain: str, size: int) -> int:
    steps = sum(size >= step for step in (3, 4, 5, 6, 11, 21, 31, 41))
    return 200 + 100 * TIERS[chain] + 100 * steps


def play_reference_game(rng: random.Random, players: int = 4) -> int:
    """Play one game; return the number of tiles placed."""
    bag = list(range(COLUMNS * ROWS))
    rng.shuffle(bag)
    hands = [[bag.pop() for _ in range(6)] for _ in range(players)]
    cash = [6000] * players
    owner: dict[int, str | None] = {}  # placed tile: its chain, or None if loose
    size = dict.fromkeys(TIERS, 0)
    sold = dict.fromkeys(TIERS, 0)  # shares out of the bank (25 each)
    placed = 0

    def neighbours(tile: int) -> list[int]:
        column, row = tile % COLUMNS, tile // COLUMNS
        near = [tile - 1] * (column > 0) + [tile + 1] * (column < COLUMNS - 1)
        near += [tile - COLUMNS] * (row > 0) + [tile + COLUMNS] * (row < ROWS - 1)
        return [n for n in near if n in owner]

    def legal(tile: int) -> bool:
        near = neighbours(tile)
        chains = {owner[n] for n in near} - {None}
        if len(chains) > 1:
            return sum(size[c] >= SAFE for c in chains if c is not None) < 2
        return bool(chains) or not near or 0 in size.values()

    for turn in range(10_000):
        player = turn % players
        hand = hands[player]
        options = [tile for tile in hand if legal(tile)]
        if options:
            tile = rng.choice(options)
            hand.remove(tile)
            placed += 1
            near = neighbours(tile)
            chains = sorted({owner[n] for n in near} - {None}, key=lambda c: -size[c])
            owner[tile] = None
            chain = None
            if chains:  # the largest chain takes the others
                chain = chains[0]
                for defunct in chains[1:]:
                    for t, name in owner.items():
                        if name == defunct:
                            owner[t] = chain
                    size[chain] += size[defunct]
                    size[defunct] = sold[defunct] = 0
            elif near:  # found a random chain
                chain = rng.choice([c for c, n in size.items() if n == 0])
            if chain is not None:  # the chain takes the tile and every loose neighbour
                grow = [tile]
                while grow:
                    t = grow.pop()
                    owner[t] = chain
                    size[chain] += 1
                    grow += [n for n in neighbours(t) if owner[n] is None and n not in grow]
        active = {c: n for c, n in size.items() if n}
        if active and (max(active.values()) >= LAST or min(active.values()) >= SAFE):
            break
        for _ in range(3):  # random buys
            affordable = [c for c in active if sold[c] < 25 and price(c, active[c]) <= cash[player]]
            if not affordable or rng.random() < 0.25:
                break
            bought = rng.choice(affordable)
            cash[player] -= price(bought, active[bought])
            sold[bought] += 1
        if bag:
            hand.append(bag.pop())
        elif not any(legal(t) for h in hands for t in h):
            break
    return placed


def reference_games_per_second(games: int = 200, seed: int = 0) -> float:
    """Reference games per second, played in this process."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(games):
        play_reference_game(rng)
    return games / (time.perf_counter() - start)
