"""The decision a game waits for (``game.pending``): who must act and what the options are."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Propose
from .state import Kind


@dataclass(frozen=True, init=False)
class Decision:
    """The decision a game waits for: who must act and what kind of choice it is.

    Option fields are filled for the kinds they belong to (see docs/engine-contract.md).
    """

    player: int
    kind: Kind
    tiles: tuple[str, ...] = ()
    chains: tuple[str, ...] = ()
    chain: str | None = None
    survivor: str | None = None
    shares: int = 0
    max_trade: int = 0
    price: int = 0
    actions_left: int = 0
    may_propose: bool = False
    offer: Propose | None = None

    def __init__(
        self,
        player: int,
        kind: Kind,
        tiles: tuple[str, ...] = (),
        chains: tuple[str, ...] = (),
        chain: str | None = None,
        survivor: str | None = None,
        shares: int = 0,
        max_trade: int = 0,
        price: int = 0,
        actions_left: int = 0,
        may_propose: bool = False,
        offer: Propose | None = None,
    ) -> None:
        # The game makes a decision for nearly every position it reaches. The __init__
        # of a frozen dataclass stores each field through object.__setattr__; writing
        # all the fields into the instance dict at once costs a fraction of that (and less
        # than the slot setters events use, see frozen.py), and the decision is just as
        # frozen afterwards: assigning to a field still raises.
        self.__dict__.update(
            player=player,
            kind=kind,
            tiles=tiles,
            chains=chains,
            chain=chain,
            survivor=survivor,
            shares=shares,
            max_trade=max_trade,
            price=price,
            actions_left=actions_left,
            may_propose=may_propose,
            offer=offer,
        )
