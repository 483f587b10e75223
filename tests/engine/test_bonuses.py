"""Majority and minority bonuses in every rule set, and which amounts are rounded.

RULES.md §1 (classic: ties split evenly, each share rounded up to the next $100), §2a
(Space Monopoly: split ties rounded up to the next £100, a bonus one player takes alone
exactly 10 or 5 × the price, even at a price such as £2,050 after a split) and §2b
(Energy: ties rounded up to whole dollars). Amounts are worked out by hand from the rules.
"""

from __future__ import annotations

import pytest

from acquire_qt.engine import Rules, bonuses

CLASSIC = Rules.classic()
SPACE = Rules.space_monopoly()
ENERGY = Rules.energy()

# name: (rules, holdings by seat, price, expected (seat, amount, rank) in seat order)
CASES = {
    "classic sole holder takes both": (
        CLASSIC,
        (0, 5, 0),
        700,
        [(1, 7000, "majority"), (1, 3500, "minority")],
    ),
    "classic clear first and second": (
        CLASSIC,
        (3, 5, 1),
        500,
        [(1, 5000, "majority"), (0, 2500, "minority")],
    ),
    "classic tie for first, rounded up per share": (
        CLASSIC,
        (4, 4, 1),
        300,
        [(0, 2300, "majority"), (1, 2300, "majority")],
    ),
    "classic three-way tie for first": (
        CLASSIC,
        (2, 2, 2),
        700,
        [(0, 3500, "majority"), (1, 3500, "majority"), (2, 3500, "majority")],
    ),
    "classic tie for second, rounded up": (
        CLASSIC,
        (6, 2, 2),
        700,
        [(0, 7000, "majority"), (1, 1800, "minority"), (2, 1800, "minority")],
    ),
    "space lone second at £2,050 is exact": (
        SPACE,
        (1, 4, 0),
        2050,
        [(1, 20500, "majority"), (0, 10250, "minority")],
    ),
    "space sole holder at £2,050 is exact": (
        SPACE,
        (0, 0, 3),
        2050,
        [(2, 20500, "majority"), (2, 10250, "minority")],
    ),
    "space tie for first rounded up to £100": (
        SPACE,
        (2, 2, 0),
        2050,
        [(0, 15400, "majority"), (1, 15400, "majority")],
    ),
    "space tie for second rounded up to £100": (
        SPACE,
        (5, 1, 1),
        2050,
        [(0, 20500, "majority"), (1, 5200, "minority"), (2, 5200, "minority")],
    ),
    "space lone second at £1,650 is exact": (
        SPACE,
        (7, 0, 2),
        1650,
        [(0, 16500, "majority"), (2, 8250, "minority")],
    ),
    "energy lone holders exact": (
        ENERGY,
        (3, 1),
        250,
        [(0, 2500, "majority"), (1, 1250, "minority")],
    ),
    "energy tie for first rounded to whole dollars": (
        ENERGY,
        (2, 2, 2),
        350,
        [(0, 1750, "majority"), (1, 1750, "majority"), (2, 1750, "majority")],
    ),
    "energy tie for second rounded up to the dollar": (
        ENERGY,
        (4, 1, 1, 1),
        250,
        [(0, 2500, "majority"), (1, 417, "minority"), (2, 417, "minority"), (3, 417, "minority")],
    ),
    "nobody holds shares": (CLASSIC, (0, 0), 600, []),
}


@pytest.mark.parametrize(("rules", "holdings", "price", "expected"), CASES.values(), ids=CASES)
def test_bonuses(
    rules: Rules, holdings: tuple[int, ...], price: int, expected: list[tuple[int, int, str]]
) -> None:
    assert bonuses(rules, holdings, price) == expected
