"""A small portable random number generator (SplitMix64).

Games must be the same on every machine and every Python version, so the engine
does not use :mod:`random`, whose algorithms may change. State is a plain int,
which fits the engine's immutable game state.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_value(state: int) -> tuple[int, int]:
    """Advance ``state``; return ``(new_state, 64-bit output)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, bound: int) -> tuple[int, int]:
    """A uniform integer in ``[0, bound)`` (rejection sampling, no modulo bias)."""
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        state, value = next_value(state)
        if value < limit:
            return state, value % bound


def shuffled(items: list[int], seed: int) -> list[int]:
    """A Fisher–Yates shuffle of ``items`` determined by ``seed`` alone."""
    out = list(items)
    state = seed & _MASK
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out
