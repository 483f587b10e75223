"""What never changes during a game (:class:`Context`) or for a whole rule set (:class:`Tables`).

A game's context (rules, names, turn order, and what the rule set lets the engine work
out once: prices, the actions answering decisions, every purchase) is shared by every
copy of the game; the state (:mod:`.state`) is what changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from . import events as ev
from .actions import Buy, Defunct, Found, IllegalActionError, Play, Survivor
from .board import Board
from .purchases import Purchases
from .record_schema import Branch
from .rules import Rules
from .state import PLAYABLE, Outcome

Shares = tuple[tuple[int, int], ...]
"""Shares of a purchase: (chain, how many) for each chain in it."""


class Context:
    """What never changes during a game, shared by every copy of it."""

    __slots__ = (
        "board",
        "branch",
        "chain_names",
        "chain_of",
        "controllers",
        "names",
        "next_seat",
        "order",
        "playable",
        "prices",
        "rules",
        "seed",
        "tables",
        "turn_started",
    )

    def __init__(
        self,
        rules: Rules,
        names: tuple[str, ...],
        controllers: tuple[str, ...],
        seed: int | None,
        branch: Branch | None = None,
    ) -> None:
        self.rules = rules
        self.board: Board = rules.board
        self.names = names
        self.controllers = controllers
        self.seed = seed
        self.branch = branch
        """Where the game was branched from another, if it was (kept in its record)."""
        # What the rule set decides is worked out once for every game played with it.
        shared = self.tables = tables(rules)
        self.chain_names = shared.chain_names
        self.chain_of = shared.chain_of
        """Chain index by canonical name."""
        self.prices = shared.prices
        """Price per share by chain index and size (every size the board can hold)."""
        self.playable = shared.playable
        """The outcomes of a tile that may be placed."""
        self.turn_started = shared.turn_started
        self.order: tuple[int, ...] = tuple(range(len(names)))
        """The seats in turn order (set by the setup)."""
        self.next_seat: tuple[int, ...] = ()
        """The seat playing after each seat."""

    # Pickled to the AI's process: rebuilt by its constructor (a compiled class cannot be
    # made without it), the shared tables found again, then the turn order set back.
    def __reduce__(self) -> tuple[Any, ...]:
        args = (self.rules, self.names, self.controllers, self.seed, self.branch)
        return Context, args, (self.order, self.next_seat)

    def __setstate__(self, state: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
        self.order, self.next_seat = state

    def set_order(self, order: Sequence[int]) -> None:
        self.order = tuple(order)
        following = [0] * len(order)
        for k, seat in enumerate(order):
            following[seat] = order[(k + 1) % len(order)]
        self.next_seat = tuple(following)

    def canonical_chain(self, text: str) -> str:
        """The canonical name of a chain given by name or initial, any case."""
        if text in self.chain_of:
            return text
        try:
            return self.rules.chains[self.rules.chain_index(text)].name
        except ValueError as error:
            raise IllegalActionError(str(error)) from None

    def from_seat(self, seat: int, offset: int = 0) -> list[int]:
        """Every seat in turn order, starting ``offset`` places after ``seat``."""
        order = self.order
        start = order.index(seat) + offset
        return [order[(start + k) % len(order)] for k in range(len(order))]


class Tables:
    """What a rule set lets the engine work out once, for every game played with it.

    Actions are immutable, so the ones that answer a decision are made once here and
    shared, instead of being made again by every ``legal_actions()``.
    """

    __slots__ = (
        "chain_names",
        "chain_of",
        "defuncts",
        "founds",
        "playable",
        "plays",
        "prices",
        "purchases",
        "shares_of",
        "survivors",
        "turn_started",
    )

    def __init__(self, rules: Rules) -> None:
        chain_names = self.chain_names = rules.chain_names
        self.chain_of = {name: i for i, name in enumerate(chain_names)}
        largest = rules.board.size
        self.prices = tuple(
            tuple(rules.price(i, size) for size in range(largest + 1))
            for i in range(len(rules.chains))
        )
        self.plays = tuple(Play(name) for name in rules.board.names)
        """The action placing each square's tile."""
        self.founds = tuple(Found(name) for name in chain_names)
        self.survivors = tuple(Survivor(name) for name in chain_names)
        self.defuncts = tuple(Defunct(name) for name in chain_names)
        self.purchases = Purchases(chain_names, self.prices, rules.max_buy)
        self.shares_of: dict[tuple[str, ...], Shares] = {
            action.chains: tuple((c, purchase.count(c)) for c in dict.fromkeys(purchase))
            for action, purchase in zip(
                self.purchases.actions, self.purchases.purchases, strict=True
            )
            if isinstance(action, Buy)
        }
        """The shares of every purchase, as (chain, how many), by the chain names of its
        canonical action: a buy answer from ``legal_actions`` is read with one look-up."""
        self.playable = (
            PLAYABLE | {Outcome.EIGHTH_CHAIN} if rules.full_founding == "loose" else PLAYABLE
        )
        """The outcomes of a tile that may be placed."""
        # Events are immutable: the ones that only name a seat are made once.
        self.turn_started = tuple(ev.TurnStarted(seat) for seat in range(rules.max_players))


@lru_cache(maxsize=16)
def tables(rules: Rules) -> Tables:
    return Tables(rules)
