"""Energy's own data (RULES.md §2b): the companies, the action die.

Its options and its differences from classic as :class:`~.rules.Rules` fields are in
:data:`~.rules.ENERGY`.
"""

from __future__ import annotations

from .chains import ChainSpec, linear_prices

COLUMNS, ROWS = 10, 10
COMPANIES: tuple[tuple[str, int], ...] = (
    ("Eclipse Solar", 200),
    ("Maniac Timber", 200),
    ("Cortex Power", 300),
    ("Rufus Geothermal", 300),
    ("Superslick Oil", 400),
    ("Whoops Uranium", 400),
)
"""Each company and its price at 2 tiles; it rises $50 a tile."""
ACTION_DIE = (2, 3, 3, 3, 4, 4)
"""Actions per Energy turn: 2 with probability 1/6, 3 with 3/6, 4 with 2/6."""


def companies() -> tuple[ChainSpec, ...]:
    return tuple(
        ChainSpec(name, name[0], str(start), linear_prices(start, 50, COLUMNS * ROWS))
        for name, start in COMPANIES
    )
