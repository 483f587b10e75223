"""Reading a game: the position as typed data (:class:`GameView`), whole or as one player
sees it, and the JSON-ready dicts of ``Game.to_dict()`` and ``Game.view(seat)`` made from it.

A per-seat view leaves out what that player may not see: other players' tiles, and with
the ``hidden_holdings`` house rule their cash and shares (``None`` in the typed view,
absent from the dict), and the same of a pending decision that is someone else's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .actions import Propose
from .context import Context
from .decisions import ActionDecision, Decision, DisposeDecision, PlayDecision
from .state import LOOSE, Kind, State
from .trading import proposal


@dataclass(slots=True)
class PlayerView:
    name: str
    controller: str
    """``human`` or an AI level."""
    tile_count: int
    cash: int | None
    """None where the viewer may not see it (``hidden_holdings``)."""
    shares: dict[str, int] | None
    """Chains with a non-zero count; None where the viewer may not see them."""
    tiles: tuple[str, ...] | None
    """The hand in board order; None where the viewer may not see it."""


@dataclass(slots=True)
class ChainView:
    name: str
    size: int
    price: int
    """Per share, splits included (0 while inactive)."""
    available: int
    """Shares left in the bank."""
    safe: bool
    active: bool
    splits: int | None
    """How many times its shares split (None in rule sets without splits)."""
    total: int | None
    """Its shares in all (None in rule sets without splits)."""


@dataclass(slots=True)
class MergerView:
    tile: str
    chains: tuple[str, ...]
    """Every chain the merging tile touches, largest first."""
    sizes: dict[str, int]
    """Their sizes before the merger."""
    survivor: str | None
    defunct: str | None
    """The defunct chain being disposed of."""
    remaining: tuple[str, ...]
    """Defunct chains not yet handled."""


@dataclass(slots=True)
class TradeView:
    """A trade proposal: ``proposer`` gives ``give`` and ``give_cash`` to ``to`` for ``get``
    and ``get_cash``."""

    proposer: int
    to: int
    give: dict[str, int]
    give_cash: int
    get: dict[str, int]
    get_cash: int


@dataclass(slots=True)
class Standing:
    name: str
    seat: int
    cash: int
    rank: int
    """1 for the winner(s); equal cash shares the rank."""


@dataclass(slots=True)
class GameView:
    """The position, whole (``view_of`` None) or as the player ``view_of`` sees it."""

    rules: dict[str, Any]
    """The rules as in a record (factory name and options)."""
    players: tuple[PlayerView, ...]
    chains: tuple[ChainView, ...]
    board: dict[str, str]
    """Each square with a tile: its chain, or ``loose``."""
    bag_left: int
    removed: tuple[str, ...]
    turn: int
    turn_number: int
    last_tile: str | None
    declared: bool
    end_allowed: bool
    pending: Decision | None
    """In a per-seat view, someone else's decision comes without what the viewer may not
    see (its ``tiles``, and with hidden holdings its ``shares`` and ``max_trade``, empty)."""
    merger: MergerView | None
    over: bool
    view_of: int | None
    hidden_holdings: bool
    turn_limit: int | None
    actions_left: int | None
    """In rule sets with turns of actions."""
    actions_taken: int | None
    doe: dict[str, int] | None
    """The Department of Energy's shares, in rule sets with it."""
    offer: TradeView | None
    standings: tuple[Standing, ...] | None
    """Richest first, once the game is over."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form (see ENGINE.md for the keys)."""
        players = []
        for player in self.players:
            entry: dict[str, Any] = {"name": player.name, "controller": player.controller}
            if player.cash is not None:
                entry["cash"] = player.cash
            if player.shares is not None:
                entry["shares"] = dict(player.shares)
            if player.tiles is not None:
                entry["tiles"] = list(player.tiles)
            entry["tile_count"] = player.tile_count
            players.append(entry)
        chains = {}
        for chain in self.chains:
            chains[chain.name] = entry = {
                "size": chain.size,
                "price": chain.price,
                "available": chain.available,
                "safe": chain.safe,
                "active": chain.active,
            }
            if chain.splits is not None:
                entry["splits"] = chain.splits
                entry["total"] = chain.total
        merger = self.merger
        data: dict[str, Any] = {
            "rules": self.rules,
            "players": players,
            "chains": chains,
            "board": dict(self.board),
            "bag_left": self.bag_left,
            "removed": list(self.removed),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "last_tile": self.last_tile,
            "declared": self.declared,
            "end_allowed": self.end_allowed,
            "pending": self._pending_dict(),
            "merger": None
            if merger is None
            else {
                "tile": merger.tile,
                "chains": list(merger.chains),
                "sizes": dict(merger.sizes),
                "survivor": merger.survivor,
                "defunct": merger.defunct,
                "remaining": list(merger.remaining),
            },
            "over": self.over,
        }
        if self.turn_limit is not None:
            data["turn_limit"] = self.turn_limit
        if self.actions_left is not None:
            data["actions_left"] = self.actions_left
            data["actions_taken"] = self.actions_taken
        if self.doe is not None:
            data["doe"] = dict(self.doe)
        if self.offer is not None:
            data["offer"] = _trade_dict(self.offer)
        if self.standings is not None:
            data["standings"] = [
                {"name": s.name, "seat": s.seat, "cash": s.cash, "rank": s.rank}
                for s in self.standings
            ]
        if self.view_of is not None:
            data["view_of"] = self.view_of
        return data

    def _pending_dict(self) -> dict[str, Any] | None:
        decision = self.pending
        if decision is None:
            return None
        data: dict[str, Any] = {"player": decision.player, "kind": str(decision.kind)}
        others = self.view_of is not None and decision.player != self.view_of
        if isinstance(decision, PlayDecision | ActionDecision):
            if not others:
                data["tiles"] = list(decision.tiles)
            if isinstance(decision, ActionDecision):
                data["actions_left"] = decision.actions_left
        elif decision.kind is Kind.TRADE_OFFER:
            data["offer"] = _trade_dict(_trade(decision.offer, self.turn))
        elif decision.kind is Kind.DISPOSE:
            data["chain"] = decision.chain
            data["survivor"] = decision.survivor
            if not (others and self.hidden_holdings):
                data["shares"] = decision.shares
                data["max_trade"] = decision.max_trade
            data["price"] = decision.price
        elif decision.kind is not Kind.BUY:
            data["chains"] = list(decision.chains)
        return data


def _trade(offer: Propose, proposer: int) -> TradeView:
    return TradeView(
        proposer, offer.to, dict(offer.give), offer.give_cash, dict(offer.get), offer.get_cash
    )


def _trade_dict(trade: TradeView) -> dict[str, Any]:
    return {
        "from": trade.proposer,
        "to": trade.to,
        "give": dict(trade.give),
        "give_cash": trade.give_cash,
        "get": dict(trade.get),
        "get_cash": trade.get_cash,
    }


def game_view(
    ctx: Context, s: State, pending: Decision | None, end_allowed: bool, viewer: int | None
) -> GameView:
    """The position of ``s``, whole (``viewer`` None) or as the seat ``viewer`` sees it."""
    rules, names = ctx.rules, ctx.board.names
    chain_names = ctx.chain_names
    hidden = rules.hidden_holdings
    players = []
    for seat, name in enumerate(ctx.names):
        seen = viewer is None or seat == viewer
        players.append(
            PlayerView(
                name,
                ctx.controllers[seat],
                len(s.hands[seat]),
                s.cash[seat] if seen or not hidden else None,
                {chain_names[c]: n for c, n in enumerate(s.shares[seat]) if n}
                if seen or not hidden
                else None,
                tuple(names[t] for t in sorted(s.hands[seat])) if seen else None,
            )
        )
    splits = rules.split_price is not None
    safe = rules.safe_size
    chains = []
    for c, name in enumerate(chain_names):
        size = s.sizes[c]
        chains.append(
            ChainView(
                name,
                size,
                ctx.prices[c][size] >> s.splits[c],
                s.bank[c],
                bool(size) and safe is not None and size >= safe,
                bool(size),
                s.splits[c] if splits else None,
                rules.shares_per_chain << s.splits[c] if splits else None,
            )
        )
    board = {}
    for square, owner in enumerate(s.board):
        if owner >= 0:
            board[names[square]] = chain_names[owner]
        elif owner == LOOSE:
            board[names[square]] = "loose"
    if pending is not None and viewer is not None and pending.player != viewer:
        if isinstance(pending, PlayDecision | ActionDecision):
            pending = replace(pending, tiles=())
        elif isinstance(pending, DisposeDecision) and hidden:
            pending = replace(pending, shares=0, max_trade=0)
    actions = rules.turn_structure == "actions"
    return GameView(
        rules=rules.to_record(),
        players=tuple(players),
        chains=tuple(chains),
        board=board,
        bag_left=len(s.bag) - s.drawn,
        removed=tuple(names[t] for t in s.removed),
        turn=s.turn,
        turn_number=s.turn_number,
        last_tile=names[s.last_tile] if s.last_tile >= 0 else None,
        declared=s.declared,
        end_allowed=end_allowed,
        pending=pending,
        merger=_merger(ctx, s),
        over=s.kind is None,
        view_of=viewer,
        hidden_holdings=hidden,
        turn_limit=rules.turn_limit,
        actions_left=s.actions_left if actions else None,
        actions_taken=s.acted if actions else None,
        doe={chain_names[c]: n for c, n in enumerate(s.doe) if n} if rules.doe else None,
        offer=None if s.offer is None else _trade(proposal(chain_names, s.offer), s.offer.proposer),
        standings=None
        if s.standings is None
        else tuple(Standing(ctx.names[seat], seat, cash, rank) for seat, cash, rank in s.standings),
    )


def _merger(ctx: Context, s: State) -> MergerView | None:
    merger = s.merger
    if merger is None:
        return None
    chain_names = ctx.chain_names
    return MergerView(
        ctx.board.names[merger.tile],
        tuple(chain_names[c] for c in merger.chains),
        {chain_names[c]: merger.sizes[c] for c in merger.chains},
        chain_names[merger.survivor] if merger.survivor >= 0 else None,
        chain_names[merger.defunct] if merger.defunct >= 0 else None,
        tuple(chain_names[c] for c in merger.remaining),
    )
