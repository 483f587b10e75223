"""The decision a game waits for (``game.pending``): who must act and what the options are.

One frozen dataclass per kind of decision, each with ``player`` (the seat that must
act) and ``kind``, and the options that kind has under the same names throughout
(``tiles``, ``chains`` …; see docs/engine-contract.md). :data:`Decision` is their union:
narrow it by ``decision.kind is Kind.FOUND`` or ``isinstance(decision, FoundDecision)``
to read a kind's options with full types.
A kind has only its own options: reading ``chains`` of a play decision is an
``AttributeError`` (and a type error), so read them after narrowing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from .actions import Propose
from .state import Kind


@dataclass(frozen=True, slots=True)
class PlayDecision:
    """Place a tile (classic turns)."""

    kind: ClassVar[Literal[Kind.PLAY]] = Kind.PLAY
    player: int
    tiles: tuple[str, ...]
    """The playable tiles in the hand (or, tiles from the board, the empty squares that
    may take one), in board order."""
    may_propose: bool = False
    """Whether the player may propose a trade now (house rule player trading)."""


@dataclass(frozen=True, slots=True)
class FoundDecision:
    """Choose the chain the tile just placed founds."""

    kind: ClassVar[Literal[Kind.FOUND]] = Kind.FOUND
    player: int
    chains: tuple[str, ...]
    """The chains not on the board."""


@dataclass(frozen=True, slots=True)
class SurvivorDecision:
    """Choose the survivor of a merger among the tied largest chains."""

    kind: ClassVar[Literal[Kind.SURVIVOR]] = Kind.SURVIVOR
    player: int
    chains: tuple[str, ...]
    """The tied largest chains."""


@dataclass(frozen=True, slots=True)
class DefunctOrderDecision:
    """Choose which of the tied defunct chains is handled next."""

    kind: ClassVar[Literal[Kind.DEFUNCT_ORDER]] = Kind.DEFUNCT_ORDER
    player: int
    chains: tuple[str, ...]
    """The tied defunct chains that may go next."""


@dataclass(frozen=True, slots=True)
class DisposeDecision:
    """Dispose of one's shares of a defunct chain: sell, trade two for one, keep."""

    kind: ClassVar[Literal[Kind.DISPOSE]] = Kind.DISPOSE
    player: int
    chain: str
    """The defunct chain."""
    survivor: str
    shares: int
    """How many defunct shares this holder has."""
    max_trade: int
    """The largest even number of them tradeable now (the survivor's shares in the bank)."""
    price: int
    """The defunct chain's price per share."""


@dataclass(frozen=True, slots=True)
class BuyDecision:
    """Buy shares (or nothing)."""

    kind: ClassVar[Literal[Kind.BUY]] = Kind.BUY
    player: int


@dataclass(frozen=True, slots=True)
class ActionDecision:
    """An action of an Energy turn: place a tile, draw, buy one share, end the turn."""

    kind: ClassVar[Literal[Kind.ACTION]] = Kind.ACTION
    player: int
    tiles: tuple[str, ...]
    """The tiles the player may place with this action (empty when they may not)."""
    actions_left: int
    """The actions left, this one included."""
    may_propose: bool = False


@dataclass(frozen=True, slots=True)
class TradeOfferDecision:
    """Accept or decline another player's trade proposal."""

    kind: ClassVar[Literal[Kind.TRADE_OFFER]] = Kind.TRADE_OFFER
    player: int
    offer: Propose
    """The proposal (``offer.to`` is this player; the proposer is the active player)."""


Decision = (
    PlayDecision
    | FoundDecision
    | SurvivorDecision
    | DefunctOrderDecision
    | DisposeDecision
    | BuyDecision
    | ActionDecision
    | TradeOfferDecision
)
"""Any decision (every kind has ``player`` and ``kind``)."""


def may_propose(decision: Decision | None) -> bool:
    """Whether the player deciding ``decision`` may propose a trade now (house rule player
    trading: only before placing a tile in one's own turn)."""
    return isinstance(decision, PlayDecision | ActionDecision) and decision.may_propose
