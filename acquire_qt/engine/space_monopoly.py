"""Space Monopoly's own data (RULES.md §2a): boards, companies, diamonds, turn limit.

Its options and its differences from classic as :class:`~.rules.Rules` fields are in
:data:`~.rules.SPACE_MONOPOLY`.
"""

from __future__ import annotations

from .chains import ChainSpec, linear_prices
from .numerals import read_percentage

BOARDS: dict[str, tuple[int, int]] = {
    "16x12": (16, 12),
    "22x18": (22, 18),
    "28x24": (28, 24),
}
"""Board sizes by name (columns × rows)."""
COMPANIES = ("Nerdniss", "Beetleguice", "StronCannon", "DebbiesKnees", "Pacifica")
MOST_DIAMONDS = 20
SPLIT_PRICE = 3200
"""A company's shares split 2 for 1 when its price reaches £3,200."""


def diamond_count(squares: int, diamonds: int | str) -> int:
    """The loose tiles put on the board at setup for the ``diamonds`` option (checked by
    its spec): a number, or a percentage of the squares (``"5%"``, rounded down); at most
    :data:`MOST_DIAMONDS`."""
    percent = read_percentage(diamonds) if isinstance(diamonds, str) else None
    count = diamonds if isinstance(diamonds, int) else squares * (percent or 0) // 100
    return min(count, MOST_DIAMONDS)


def companies(squares: int) -> tuple[ChainSpec, ...]:
    """The companies: £100 a share per tile."""
    return tuple(
        ChainSpec(name, name[0], "linear", linear_prices(200, 100, squares)) for name in COMPANIES
    )
