"""Whole numbers written in text the program did not write: action text, save files, the
network, the command line.

``str.isdigit()`` is true of ``"²"`` and ``"①"``, which ``int()`` refuses with a
``ValueError`` of its own, and ``int()`` reads ``"٣"`` (an Arabic-Indic three), ``" 3"``,
``"+3"`` and ``"1_000"``, and refuses over 4,300 digits. Text the game reads writes a
whole number in ASCII digits only, ``0`` to ``9``, and no more of them than any number of
a game needs: :func:`read_whole_number` is the one reading of such a number.
"""

from __future__ import annotations

LONGEST_NUMERAL = 18
"""Digits of a whole number read from text: more than any count of shares, seat, column
or amount of cash a game holds, and within a 64-bit integer."""


def read_whole_number(text: str) -> int | None:
    """The whole number ``text`` writes in ASCII digits (``"07"`` is 7), or None if it is
    anything else: empty, a sign, a space, another script's digits, over
    :data:`LONGEST_NUMERAL` digits."""
    if 0 < len(text) <= LONGEST_NUMERAL and text.isascii() and text.isdigit():
        return int(text)
    return None


def read_percentage(text: str) -> int | None:
    """The percentage ``text`` writes, such as ``"5%"`` (0 to 100 in ASCII digits), or None."""
    percent = read_whole_number(text[:-1]) if text.endswith("%") else None
    return percent if percent is not None and percent <= 100 else None
