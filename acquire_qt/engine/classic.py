"""Classic Acquire's own data (RULES.md §1): its hotel chains, price steps, house rules,
the two-player rule's phantom.

The other fields of classic are the defaults of :class:`~.rules.Rules`.
"""

from __future__ import annotations

from .chains import ChainSpec, stepped_prices

COLUMNS, ROWS = 12, 9
STEPS: tuple[int, ...] = (2, 3, 4, 5, 6, 11, 21, 31, 41)
"""The price rises $100 at each of these sizes."""
TIERS: dict[str, int] = {"cheap": 200, "medium": 300, "expensive": 400}
"""The price of a chain of 2 tiles, by tier."""
CHAINS: tuple[tuple[str, str], ...] = (
    ("Tower", "cheap"),
    ("Luxor", "cheap"),
    ("American", "medium"),
    ("Worldwide", "medium"),
    ("Festival", "medium"),
    ("Imperial", "expensive"),
    ("Continental", "expensive"),
)
PHANTOM_MOST = COLUMNS
"""The two-player rule: the phantom holder's shares are the number of a tile drawn from the
face-down tiles, 1 to 12 (docs/two-player-rule.md)."""
TURN_ORDERS: tuple[str, ...] = ("drawn", "seated")
"""The turn orders of the house rule: by the drawn position tiles, or as seated."""


def classic_chains() -> tuple[ChainSpec, ...]:
    largest = COLUMNS * ROWS
    return tuple(
        ChainSpec(name, name[0], tier, stepped_prices(TIERS[tier], STEPS, 100, largest))
        for name, tier in CHAINS
    )
