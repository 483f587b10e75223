"""Reading a game: the whole position as JSON-ready data, and what one player may see."""

from __future__ import annotations

from typing import Any

from .actions import Propose
from .context import Context
from .decisions import Decision
from .rules import Rules
from .state import LOOSE, Kind, State
from .trading import proposal


def to_dict(ctx: Context, s: State, pending: Decision | None, end_allowed: bool) -> dict[str, Any]:
    """The whole position as JSON-ready data (see ENGINE.md for the keys)."""
    rules, names = ctx.rules, ctx.board.names
    chain_names = ctx.chain_names
    players = []
    for seat, name in enumerate(ctx.names):
        players.append(
            {
                "name": name,
                "controller": ctx.controllers[seat],
                "cash": s.cash[seat],
                "shares": {chain_names[c]: n for c, n in enumerate(s.shares[seat]) if n},
                "tiles": [names[t] for t in sorted(s.hands[seat])],
                "tile_count": len(s.hands[seat]),
            }
        )
    chains = {}
    for c, name in enumerate(chain_names):
        size = s.sizes[c]
        chains[name] = {
            "size": size,
            "price": ctx.prices[c][size] >> s.splits[c],
            "available": s.bank[c],
            "safe": bool(size) and rules.safe_size is not None and size >= rules.safe_size,
            "active": bool(size),
        }
        if rules.split_price is not None:
            chains[name]["splits"] = s.splits[c]
            chains[name]["total"] = rules.shares_per_chain << s.splits[c]
    board = {}
    for square, owner in enumerate(s.board):
        if owner >= 0:
            board[names[square]] = chain_names[owner]
        elif owner == LOOSE:
            board[names[square]] = "loose"
    data: dict[str, Any] = {
        "rules": rules.to_record(),
        "players": players,
        "chains": chains,
        "board": board,
        "bag_left": len(s.bag) - s.drawn,
        "removed": [names[t] for t in s.removed],
        "turn": s.turn,
        "turn_number": s.turn_number,
        "last_tile": names[s.last_tile] if s.last_tile >= 0 else None,
        "declared": s.declared,
        "end_allowed": end_allowed,
        "pending": _pending_dict(pending, s.turn, chain_names),
        "merger": _merger_dict(ctx, s),
        "over": s.kind is None,
    }
    if rules.turn_limit is not None:
        data["turn_limit"] = rules.turn_limit
    if rules.turn_structure == "actions":
        data["actions_left"] = s.actions_left
        data["actions_taken"] = s.acted
    if rules.doe:
        data["doe"] = {chain_names[c]: n for c, n in enumerate(s.doe) if n}
    if s.offer is not None:
        data["offer"] = _proposal_dict(proposal(chain_names, s.offer), s.offer.proposer)
    if s.standings is not None:
        data["standings"] = [
            {"name": ctx.names[seat], "seat": seat, "cash": cash, "rank": rank}
            for seat, cash, rank in s.standings
        ]
    return data


def _pending_dict(
    decision: Decision | None, turn: int, chain_names: tuple[str, ...]
) -> dict[str, Any] | None:
    if decision is None:
        return None
    data: dict[str, Any] = {"player": decision.player, "kind": str(decision.kind)}
    if decision.kind is Kind.PLAY or decision.kind is Kind.ACTION:
        data["tiles"] = list(decision.tiles)
        if decision.kind is Kind.ACTION:
            data["actions_left"] = decision.actions_left
    elif decision.kind is Kind.TRADE_OFFER:
        assert decision.offer is not None
        data["offer"] = _proposal_dict(decision.offer, turn)
    elif decision.kind in (Kind.FOUND, Kind.SURVIVOR, Kind.DEFUNCT_ORDER):
        data["chains"] = list(decision.chains)
    elif decision.kind is Kind.DISPOSE:
        data.update(
            chain=decision.chain,
            survivor=decision.survivor,
            shares=decision.shares,
            max_trade=decision.max_trade,
            price=decision.price,
        )
    return data


def _proposal_dict(proposal: Propose, proposer: int) -> dict[str, Any]:
    return {
        "from": proposer,
        "to": proposal.to,
        "give": dict(proposal.give),
        "give_cash": proposal.give_cash,
        "get": dict(proposal.get),
        "get_cash": proposal.get_cash,
    }


def _merger_dict(ctx: Context, s: State) -> dict[str, Any] | None:
    merger = s.merger
    if merger is None:
        return None
    chain_names = ctx.chain_names
    return {
        "tile": ctx.board.names[merger.tile],
        "chains": [chain_names[c] for c in merger.chains],
        "sizes": {chain_names[c]: merger.sizes[c] for c in merger.chains},
        "survivor": chain_names[merger.survivor] if merger.survivor >= 0 else None,
        "defunct": chain_names[merger.defunct] if merger.defunct >= 0 else None,
        "remaining": [chain_names[c] for c in merger.remaining],
    }


def view(data: dict[str, Any], rules: Rules, player: int) -> dict[str, Any]:
    """What ``player`` may see of the position ``data`` (:func:`to_dict`): it without
    others' tiles (and, with the ``hidden_holdings`` house rule, without others' cash and
    shares)."""
    data["view_of"] = player
    for seat, entry in enumerate(data["players"]):
        if seat == player:
            continue
        del entry["tiles"]
        if rules.hidden_holdings:
            del entry["cash"]
            del entry["shares"]
    pending = data["pending"]
    if pending is not None and pending["player"] != player:
        pending.pop("tiles", None)
        if rules.hidden_holdings:
            pending.pop("shares", None)
            pending.pop("max_trade", None)
    return data
