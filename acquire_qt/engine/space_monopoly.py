"""Space Monopoly's own data (RULES.md §2a): boards, companies, diamonds, turn limit.

Its differences from classic as :class:`~.rules.Rules` fields are in
:meth:`~.rules.Rules.space_monopoly`.
"""

from __future__ import annotations

from .chains import ChainSpec, linear_prices
from .numerals import read_whole_number

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


def board_size(board: str) -> tuple[int, int]:
    if board not in BOARDS:
        raise ValueError(f"board must be one of {', '.join(BOARDS)}")
    return BOARDS[board]


def diamond_percentage(text: str) -> int | None:
    """The percentage ``text`` writes, such as ``"5%"`` (0 to 100 in ASCII digits), or None."""
    percent = read_whole_number(text[:-1]) if text.endswith("%") else None
    return percent if percent is not None and percent <= 100 else None


def diamond_count(squares: int, diamonds: int | str) -> int:
    """The loose tiles put on the board at setup: a number, or a percentage of the
    squares (``"5%"``, rounded down); at most :data:`MOST_DIAMONDS`."""
    if isinstance(diamonds, str):
        percent = diamond_percentage(diamonds.strip())
        if percent is None:
            raise ValueError("diamonds must be a number of tiles or a percentage like '5%'")
        count = squares * percent // 100
    elif isinstance(diamonds, int) and not isinstance(diamonds, bool) and diamonds >= 0:
        count = diamonds
    else:
        raise ValueError("diamonds must be a number of tiles or a percentage like '5%'")
    return min(count, MOST_DIAMONDS)


def check_turn_limit(turn_limit: object) -> int:
    """``turn_limit`` once checked (typed ``object``: compiled, an ``int`` parameter would
    turn ``True`` into 1 before the check sees it)."""
    if not isinstance(turn_limit, int) or isinstance(turn_limit, bool) or turn_limit < 1:
        raise ValueError("turn_limit must be a whole number of turns, at least 1")
    return turn_limit


def companies(squares: int) -> tuple[ChainSpec, ...]:
    """The companies: £100 a share per tile."""
    return tuple(
        ChainSpec(name, name[0], "linear", linear_prices(200, 100, squares)) for name in COMPANIES
    )
