"""Events: what happened, as structured data (no text for people).

``Game.apply`` returns these in order. The Qt side turns them into words for the
game log; tests and tools read their fields. Players are seat indices, tiles and
chains canonical names, money whole currency units.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from .frozen import stored_directly


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
    rank: str
    """``majority`` or ``minority``."""


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
