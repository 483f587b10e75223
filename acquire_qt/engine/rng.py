"""A small portable random number generator (SplitMix64).

Games must be the same on every machine and every Python version, so the engine
does not use :mod:`random`, whose algorithms may change. State is a plain int,
which fits the engine's immutable game state.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_SPAN = 1 << 64


def shuffled(items: list[int], seed: int) -> list[int]:
    """A Fisher–Yates shuffle of ``items`` determined by ``seed`` alone.

    Each swap position is a SplitMix64 output reduced to ``[0, i]`` by rejection
    sampling (no modulo bias). The generator's step is written out here, inside the
    loop, because a shuffle is most of the cost of setting up a game."""
    out = list(items)
    state = seed & _MASK
    for i in range(len(out) - 1, 0, -1):
        bound = i + 1
        limit = _SPAN - _SPAN % bound  # the largest multiple of bound
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                break
        j = value % bound
        out[i], out[j] = out[j], out[i]
    return out


def next_random(state: int) -> tuple[int, int]:
    """One SplitMix64 step: ``(value, new_state)``, both 64-bit ints."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state
