"""A chain (hotel chain, company) of a rule set: its name, initial, tier and price table."""

from __future__ import annotations

from dataclasses import dataclass, field

from .pickled import pickled_through_constructor


@dataclass(frozen=True)
class ChainSpec:
    """One chain (hotel chain, company) of a rule set."""

    name: str
    initial: str
    tier: str
    prices: tuple[int, ...] = field(repr=False)
    """Price per share by chain size (index); 0 below the founding size."""


def stepped_prices(
    base: int, steps: tuple[int, ...], increment: int, largest: int
) -> tuple[int, ...]:
    """Prices by size ``0..largest``: ``base`` from ``steps[0]``, ``+increment`` per step."""
    prices = []
    for size in range(largest + 1):
        passed = sum(1 for step in steps if size >= step)
        prices.append(0 if passed == 0 else base + increment * (passed - 1))
    return tuple(prices)


def linear_prices(start: int, step: int, largest: int) -> tuple[int, ...]:
    """Prices by size ``0..largest``: ``start`` at 2 tiles, ``+step`` per tile (0 below)."""
    return tuple(start + step * (size - 2) if size >= 2 else 0 for size in range(largest + 1))


pickled_through_constructor(ChainSpec)
