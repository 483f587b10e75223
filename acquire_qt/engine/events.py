"""Events: what happened, as structured data (no text for people).

``Game.apply`` returns these in order. The Qt side turns them into words for the
game log; tests and tools read their fields. Players are seat indices, tiles and
chains canonical names, money whole currency units. The Department of Energy
(rule sets with a DoE) appears as player ``-1`` (``DOE``), the phantom holder of the
two-player rule as player ``-2`` (``PHANTOM``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

from .frozen import stored_directly

DOE = -1
"""The ``player`` of events about the Department of Energy."""
PHANTOM = -2
"""The ``player`` of events about the two-player rule's phantom holder."""

Rank = Literal["majority", "minority"]
"""Which bonus a holder is paid."""


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


@stored_directly
@dataclass(frozen=True, slots=True)
class PositionTile(Event):
    kind: ClassVar[str] = "position_tile"
    player: int
    tile: str


@stored_directly
@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    kind: ClassVar[str] = "first_player"
    player: int


@stored_directly
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    player: int


@stored_directly
@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    kind: ClassVar[str] = "tile_placed"
    player: int
    tile: str


@stored_directly
@dataclass(frozen=True, slots=True)
class ChainFounded(Event):
    kind: ClassVar[str] = "chain_founded"
    player: int
    chain: str
    size: int


@stored_directly
@dataclass(frozen=True, slots=True)
class FounderShare(Event):
    """The founder's reward: a free share, or (house rule) cash, or nothing if sold out."""

    kind: ClassVar[str] = "founder_share"
    player: int
    chain: str
    shares: int
    cash: int


@stored_directly
@dataclass(frozen=True, slots=True)
class ChainGrew(Event):
    kind: ClassVar[str] = "chain_grew"
    chain: str
    size: int


@stored_directly
@dataclass(frozen=True, slots=True)
class MergerStarted(Event):
    kind: ClassVar[str] = "merger_started"
    player: int
    tile: str
    chains: tuple[str, ...]


@stored_directly
@dataclass(frozen=True, slots=True)
class ChainDefunct(Event):
    """A defunct chain's turn in a merger begins (bonuses and disposals follow)."""

    kind: ClassVar[str] = "chain_defunct"
    chain: str
    survivor: str
    size: int
    price: int


@stored_directly
@dataclass(frozen=True, slots=True)
class BonusPaid(Event):
    kind: ClassVar[str] = "bonus_paid"
    player: int
    chain: str
    amount: int
    rank: Rank


@stored_directly
@dataclass(frozen=True, slots=True)
class SharesDisposed(Event):
    kind: ClassVar[str] = "shares_disposed"
    player: int
    chain: str
    sold: int
    traded: int
    kept: int
    cash: int
    received: int
    """Survivor shares received for the traded ones."""


@stored_directly
@dataclass(frozen=True, slots=True)
class MergerCompleted(Event):
    kind: ClassVar[str] = "merger_completed"
    survivor: str
    size: int


@stored_directly
@dataclass(frozen=True, slots=True)
class SharesBought(Event):
    kind: ClassVar[str] = "shares_bought"
    player: int
    chains: tuple[str, ...]
    cost: int


@stored_directly
@dataclass(frozen=True, slots=True)
class TileDrawn(Event):
    """Private: only ``player`` may see ``tile``."""

    kind: ClassVar[str] = "tile_drawn"
    player: int
    tile: str


@stored_directly
@dataclass(frozen=True, slots=True)
class DeadTileRemoved(Event):
    kind: ClassVar[str] = "dead_tile_removed"
    player: int
    tile: str


@stored_directly
@dataclass(frozen=True, slots=True)
class HandRevealed(Event):
    """No tile was playable: the hand is shown and set aside."""

    kind: ClassVar[str] = "hand_revealed"
    player: int
    tiles: tuple[str, ...]


@stored_directly
@dataclass(frozen=True, slots=True)
class PlacementSkipped(Event):
    kind: ClassVar[str] = "placement_skipped"
    player: int


@stored_directly
@dataclass(frozen=True, slots=True)
class EndDeclared(Event):
    kind: ClassVar[str] = "end_declared"
    player: int


@stored_directly
@dataclass(frozen=True, slots=True)
class FinalSale(Event):
    kind: ClassVar[str] = "final_sale"
    player: int
    chain: str
    shares: int
    cash: int


@stored_directly
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind: ClassVar[str] = "game_over"
    standings: tuple[dict[str, Any], ...]


@stored_directly
@dataclass(frozen=True, slots=True)
class SharesSplit(Event):
    """A chain's price reached the split price: holdings and the bank doubled."""

    kind: ClassVar[str] = "shares_split"
    chain: str
    price: int
    """The price per share after the split."""
    total: int
    """The chain's shares in all after the split."""


@stored_directly
@dataclass(frozen=True, slots=True)
class DoeShares(Event):
    kind: ClassVar[str] = "doe_shares"
    chain: str
    shares: int


@stored_directly
@dataclass(frozen=True, slots=True)
class PhantomShares(Event):
    """The two-player rule: the phantom holder's shares of ``chain`` for the bonuses paid
    next (drawn at random, 1 to ``Rules.phantom_most``)."""

    kind: ClassVar[str] = "phantom_shares"
    chain: str
    shares: int


@stored_directly
@dataclass(frozen=True, slots=True)
class SharesSold(Event):
    """Shares sold back to the bank in the seller's own turn."""

    kind: ClassVar[str] = "shares_sold"
    player: int
    chain: str
    shares: int
    cash: int


@stored_directly
@dataclass(frozen=True, slots=True)
class ActionsGranted(Event):
    """The number of actions of a turn (``actions`` turn structure)."""

    kind: ClassVar[str] = "actions_granted"
    player: int
    actions: int


@stored_directly
@dataclass(frozen=True, slots=True)
class FoundingFailed(Event):
    """A tile would found a chain but none is left: it and its group stay loose."""

    kind: ClassVar[str] = "founding_failed"
    player: int
    tile: str


@stored_directly
@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """The active player ended their turn before using every action."""

    kind: ClassVar[str] = "turn_ended"
    player: int
    unused: int


@stored_directly
@dataclass(frozen=True, slots=True)
class TradeProposed(Event):
    kind: ClassVar[str] = "trade_proposed"
    player: int
    to: int
    give: tuple[tuple[str, int], ...]
    give_cash: int
    get: tuple[tuple[str, int], ...]
    get_cash: int


@stored_directly
@dataclass(frozen=True, slots=True)
class TradeAnswered(Event):
    kind: ClassVar[str] = "trade_answered"
    player: int
    """Who answered."""
    accepted: bool
