"""Rule sets as data.

A :class:`Rules` value says everything the engine's flow reads: board size, the
chains and their price tables, cash, hand size, safe and end sizes, buying limit,
bonus sizes and rounding, and the house rules. The flow in :mod:`.game` reads
these fields and never asks which rule set it is playing.

``Rules.classic(**house_rules)`` is RULES.md §1. A rule set is rebuilt from a
record by its factory name and options (:meth:`Rules.to_record`,
:meth:`Rules.from_record`), so records stay small and readable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .board import Board, board_of

# Classic price steps: the price rises $100 at each of these sizes.
CLASSIC_STEPS: tuple[int, ...] = (2, 3, 4, 5, 6, 11, 21, 31, 41)
CLASSIC_TIERS: dict[str, int] = {"cheap": 200, "medium": 300, "expensive": 400}
CLASSIC_CHAINS: tuple[tuple[str, str], ...] = (
    ("Tower", "cheap"),
    ("Luxor", "cheap"),
    ("American", "medium"),
    ("Worldwide", "medium"),
    ("Festival", "medium"),
    ("Imperial", "expensive"),
    ("Continental", "expensive"),
)
TURN_ORDERS = ("drawn", "seated")


def stepped_prices(
    base: int, steps: tuple[int, ...], increment: int, largest: int
) -> tuple[int, ...]:
    """Prices by size ``0..largest``: ``base`` from ``steps[0]``, ``+increment`` per step."""
    prices = []
    for size in range(largest + 1):
        passed = sum(1 for step in steps if size >= step)
        prices.append(0 if passed == 0 else base + increment * (passed - 1))
    return tuple(prices)


@dataclass(frozen=True)
class ChainSpec:
    """One chain (hotel chain, company) of a rule set."""

    name: str
    initial: str
    tier: str
    prices: tuple[int, ...] = field(repr=False)
    """Price per share by chain size (index); 0 below the founding size."""


@dataclass(frozen=True)
class Rules:
    """A complete rule set. Build one with a factory such as :meth:`classic`."""

    name: str
    columns: int
    rows: int
    chains: tuple[ChainSpec, ...]
    shares_per_chain: int = 25
    starting_cash: int = 6000
    hand_size: int = 6
    safe_size: int | None = 11
    end_size: int = 41
    max_buy: int = 3
    max_active: int = 7
    min_players: int = 2
    max_players: int = 6
    majority_multiple: int = 10
    minority_multiple: int = 5
    bonus_rounding: int = 100
    currency: str = "$"
    # House rules
    turn_order: str = "drawn"
    founder_cash_when_sold_out: bool = False
    hidden_holdings: bool = False
    options: tuple[tuple[str, Any], ...] = ()
    """The factory's keyword arguments, for records."""

    @property
    def board(self) -> Board:
        return board_of(self.columns, self.rows)

    @property
    def chain_names(self) -> tuple[str, ...]:
        return tuple(chain.name for chain in self.chains)

    def chain_index(self, text: str) -> int:
        """The index of a chain given by name or initial, any case."""
        key = text.strip().lower()
        for i, chain in enumerate(self.chains):
            if key in (chain.name.lower(), chain.initial.lower()):
                return i
        names = ", ".join(self.chain_names)
        raise ValueError(f"{text.strip()!r} is not a chain (the chains are {names})")

    def price(self, chain: str | int, size: int) -> int:
        """Price per share of ``chain`` at ``size`` tiles (0 if too small to exist)."""
        spec = self.chains[chain if isinstance(chain, int) else self.chain_index(chain)]
        if size >= len(spec.prices):
            return spec.prices[-1]
        return spec.prices[size]

    def parse_tile(self, text: str) -> str:
        """The canonical name of a tile (``"5-e"`` -> ``"5E"``); ``ValueError`` if none."""
        board = self.board
        return board.names[board.parse(text)]

    def to_record(self) -> dict[str, Any]:
        return {"name": self.name, "options": dict(self.options)}

    @staticmethod
    def from_record(data: Any) -> Rules:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("the rules in the record are missing or malformed")
        factory = RULE_SETS.get(data["name"])
        if factory is None:
            raise ValueError(f"unknown rule set {data['name']!r}")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the rule options in the record are malformed")
        try:
            return factory(**options)
        except TypeError as error:
            raise ValueError(f"bad rule options in the record: {error}") from None

    @staticmethod
    def classic(
        *,
        turn_order: str = "drawn",
        founder_cash_when_sold_out: bool = False,
        hidden_holdings: bool = False,
    ) -> Rules:
        """Classic Acquire (RULES.md §1) with the named house rules."""
        if turn_order not in TURN_ORDERS:
            raise ValueError(f"turn_order must be one of {', '.join(TURN_ORDERS)}")
        largest = 12 * 9
        chains = tuple(
            ChainSpec(
                name,
                name[0],
                tier,
                stepped_prices(CLASSIC_TIERS[tier], CLASSIC_STEPS, 100, largest),
            )
            for name, tier in CLASSIC_CHAINS
        )
        options: dict[str, Any] = {}
        if turn_order != "drawn":
            options["turn_order"] = turn_order
        if founder_cash_when_sold_out:
            options["founder_cash_when_sold_out"] = True
        if hidden_holdings:
            options["hidden_holdings"] = True
        return Rules(
            name="classic",
            columns=12,
            rows=9,
            chains=chains,
            turn_order=turn_order,
            founder_cash_when_sold_out=bool(founder_cash_when_sold_out),
            hidden_holdings=bool(hidden_holdings),
            options=tuple(sorted(options.items())),
        )


RULE_SETS: dict[str, Callable[..., Rules]] = {"classic": Rules.classic}
