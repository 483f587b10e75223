"""Board geometry: square names, parsing and orthogonal neighbours.

A square (and the tile that fits it) is named column-then-row: ``1A`` … ``12I`` on
the classic board. Rows past ``Z`` continue ``AA``, ``AB`` … so any board size of
a rule set has names. Internally a square is an index ``row * columns + column``,
which also orders squares topmost row first, then leftmost column.
This module knows nothing of chains or players.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .numerals import read_whole_number
from .pickled import pickled_through_constructor

_TILE_RE = re.compile(r"^\s*([0-9]+)\s*-?\s*([A-Za-z]+)\s*$")


def row_letters(row: int) -> str:
    """``0 -> "A"``, ``25 -> "Z"``, ``26 -> "AA"`` (spreadsheet style)."""
    letters = ""
    row += 1
    while row:
        row, rest = divmod(row - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def row_index(letters: str) -> int:
    """Inverse of :func:`row_letters`."""
    value = 0
    for ch in letters.upper():
        value = value * 26 + (ord(ch) - ord("A") + 1)
    return value - 1


@dataclass(frozen=True)
class Board:
    """The squares of a ``columns`` × ``rows`` board."""

    columns: int
    rows: int
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    index: dict[str, int] = field(init=False, repr=False, compare=False)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = tuple(
            f"{c + 1}{row_letters(r)}" for r in range(self.rows) for c in range(self.columns)
        )
        neighbours = []
        for r in range(self.rows):
            for c in range(self.columns):
                near = []
                if r > 0:
                    near.append((r - 1) * self.columns + c)
                if c > 0:
                    near.append(r * self.columns + c - 1)
                if c < self.columns - 1:
                    near.append(r * self.columns + c + 1)
                if r < self.rows - 1:
                    near.append((r + 1) * self.columns + c)
                neighbours.append(tuple(near))
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "index", {name: i for i, name in enumerate(names)})
        object.__setattr__(self, "neighbours", tuple(neighbours))

    @property
    def size(self) -> int:
        return self.columns * self.rows

    def parse(self, text: object) -> int:
        """The square index of a tile name such as ``5G``, ``5g`` or ``5-G``."""
        match = _TILE_RE.match(text) if isinstance(text, str) else None
        if match is None:
            raise ValueError(
                f"{text!r} is not a tile name (like 5G: a column number, a row letter)"
            )
        column, row = read_whole_number(match.group(1)), row_index(match.group(2))
        if column is None or not (1 <= column <= self.columns and 0 <= row < self.rows):
            last = f"{self.columns}{row_letters(self.rows - 1)}"
            name = match.string.strip()
            raise ValueError(
                f"{name!r} is not on the {self.columns}×{self.rows} board (1A to {last})"
            )
        return row * self.columns + column - 1


@lru_cache(maxsize=16)
def board_of(columns: int, rows: int) -> Board:
    """The shared :class:`Board` for a size (boards are immutable)."""
    return Board(columns, rows)


pickled_through_constructor(Board)
