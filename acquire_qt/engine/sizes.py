"""What the chain sizes alone decide: dead tiles, unplayable tiles, the end condition.

These checks run several times per action (placing, drawing, buying, listing the legal
actions) and depend only on the rule set and the chain sizes, which most actions leave
as they were. So a state carries their answers (:class:`SizeFacts`), worked out when
first asked for and kept until a chain's size changes (``Draft.resize``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .rules import Rules


class SizeFacts(NamedTuple):
    """What a state's chain sizes decide."""

    dead_possible: bool
    """At least two chains are safe: a tile may be dead."""
    every_tile_playable: bool
    """No tile can be unplayable: no tile's outcome need be looked at."""
    end: bool
    """An end condition holds (:func:`end_condition`)."""


def end_condition(rules: Rules, sizes: Sequence[int]) -> bool:
    """Whether the game may be declared over: a chain of end size, or every active chain safe."""
    return size_facts(rules, sizes).end


def size_facts(rules: Rules, sizes: Sequence[int]) -> SizeFacts:
    """Everything the chain sizes decide, from one sort of them.

    A tile may be dead (merge two safe chains) only while two chains are safe. A tile is
    unplayable only if it may be dead or would found a chain while the most chains
    allowed are active (where such a founding is not simply a loose tile): most turns
    meet neither condition, and then no tile's outcome need be looked at. The end
    condition: a chain of the end size, two of the pair size (Energy), or at least one
    active chain and every active chain safe.
    """
    ordered = sorted(sizes)
    inactive = ordered.count(0)
    largest = ordered[-1] if ordered else 0
    second = ordered[-2] if len(ordered) >= 2 else 0
    safe = rules.safe_size
    dead = safe is not None and rules.dead_tiles and second >= safe
    every = (
        rules.full_founding == "loose" or len(ordered) - inactive < rules.max_active
    ) and not dead
    pair = rules.end_pair_size
    end = bool(largest) and (
        largest >= rules.end_size
        or (pair is not None and second >= pair)
        # the smallest active chain: past the zeros of the inactive chains
        or (safe is not None and ordered[inactive] >= safe)
    )
    return SizeFacts(dead, every, end)
