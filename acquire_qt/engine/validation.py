"""Checking an action against the pending decision, with reasons a player understands.

Each check raises :class:`~.actions.IllegalActionError` saying why an action is refused
("5G is not in Bob's hand", "Tower has only 2 shares left") and otherwise returns what
the rules need to carry it out (the square, the chain, the shares), by index.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import (
    Accept,
    Action,
    Buy,
    Decline,
    Defunct,
    Dispose,
    DisposeAll,
    Draw,
    End,
    EndTurn,
    Found,
    IllegalActionError,
    Play,
    Propose,
    Sell,
    Survivor,
)
from .context import Context, Shares
from .decisions import (
    Decision,
    DefunctOrderDecision,
    DisposeDecision,
    FoundDecision,
    SurvivorDecision,
    may_propose,
)
from .placement import outcome
from .rules import Rules
from .sizes import end_condition
from .state import ACTION, BUY, DEAD, EIGHTH_CHAIN, EMPTY, FOUND, PLAY, Kind, State


def answered(ctx: Context, s: State, decision: Decision, action: Action) -> None:
    """Whether ``action`` is of the kind that answers the pending ``decision`` (or is a legal
    end, sale or proposal); IllegalActionError if not. The checks of each kind's details
    are the functions below."""
    rules, names = ctx.rules, ctx.names
    if isinstance(action, End):
        if rules.end_mode != "declared":
            raise IllegalActionError(
                "in this rule set the game ends by itself when an end condition holds"
            )
        if s.declared:
            raise IllegalActionError("the end of the game has already been declared")
        if s.player != s.turn:
            raise IllegalActionError(f"only {names[s.turn]} may declare the end, on their turn")
        if not end_condition(rules, s.sizes):
            raise IllegalActionError(
                f"the game cannot end yet: no chain has {rules.end_size} tiles "
                "and not every active chain is safe"
            )
    elif isinstance(action, Sell):
        if not rules.sell_in_turn:
            raise IllegalActionError("in this rule set shares are sold only in a merger")
        if decision.kind not in (PLAY, FOUND, BUY) or s.player != s.turn:
            raise IllegalActionError(
                f"{names[s.turn]} may sell shares in their own turn, not during a merger "
                "or someone else's decision"
            )
    elif isinstance(action, Propose):
        check_proposing(rules, decision)
    elif not isinstance(action, ANSWERS[decision.kind]):
        who, kind = names[decision.player], decision.kind
        raise IllegalActionError(f"{who} must {WHAT[kind]} now, not {str(action).split()[0]}")


def check_proposing(rules: Rules, decision: Decision | None) -> None:
    """Whether the player deciding ``decision`` may propose a trade now; IllegalActionError
    saying why not."""
    if not may_propose(decision):
        raise IllegalActionError(
            "trades may be proposed only by the active player before placing a tile"
            if rules.player_trading
            else "player trading is not among this game's rules"
        )


def chosen_chain(ctx: Context, action: Found | Survivor | Defunct, decision: Decision) -> int:
    """The chain a found, survivor or defunct answer names, if it is one of the options."""
    assert isinstance(decision, FoundDecision | SurvivorDecision | DefunctOrderDecision)
    name = ctx.canonical_chain(action.chain)
    if name not in decision.chains:
        raise IllegalActionError(chain_refusal(action, decision.chains))
    return ctx.chain_of[name]


def tile_to_play(ctx: Context, s: State, action: Play, decision: Decision) -> int:
    """The square of the tile a play answer places, if it may be placed."""
    board = ctx.board
    tile = board.index.get(action.tile, -1)
    if tile < 0:
        try:
            tile = board.parse(action.tile)
        except ValueError as error:
            raise IllegalActionError(str(error)) from None
    if tile in s.tiles:
        return tile
    who, rules = ctx.names[decision.player], ctx.rules
    if decision.kind is ACTION and not s.play_open:
        raise IllegalActionError(f"{who} has already placed a tile that counts this turn")
    if rules.tile_source == "board":
        if s.board[tile] != EMPTY:
            raise IllegalActionError(f"{action.tile} is already taken")
    elif tile not in s.hands[s.player]:
        raise IllegalActionError(f"{action.tile} is not in {who}'s hand")
    result = outcome(rules, board, s.board, s.sizes, tile)
    if result is DEAD:
        raise IllegalActionError(
            f"{action.tile} would merge two safe chains: it can never be played"
        )
    if result is EIGHTH_CHAIN:
        raise IllegalActionError(
            f"{action.tile} would found a new chain, but all "
            f"{ctx.rules.max_active} chains are on the board"
        )
    return tile


def disposal(
    ctx: Context, s: State, action: Dispose | DisposeAll, decision: Decision
) -> tuple[int, int]:
    """How many defunct shares a dispose answer sells and trades, if it may."""
    assert isinstance(decision, DisposeDecision)
    one_way = ctx.rules.disposal == "one_way"
    if isinstance(action, Dispose):
        if one_way:
            raise IllegalActionError(
                "one way for all the shares: dispose sell, dispose trade or dispose keep"
            )
        check_dispose(ctx, s, action, decision)
        return action.sell, action.trade
    if not one_way:
        raise IllegalActionError(f"say how many to sell and trade, not {action}")
    if action.way == "sell":
        return decision.shares, 0
    if action.way == "keep":
        return 0, 0
    if action.way != "trade" or not decision.max_trade:
        raise IllegalActionError(
            f"nothing can be traded: {decision.survivor} has no shares left"
            if decision.shares >= 2
            else f"trading needs two {decision.chain} shares"
        )
    return 0, decision.max_trade


def shares_to_sell(ctx: Context, s: State, action: Sell) -> tuple[int, int]:
    chain = ctx.chain_of[ctx.canonical_chain(action.chain)]
    name, held = ctx.chain_names[chain], s.shares[s.turn][chain]
    if not s.sizes[chain]:
        raise IllegalActionError(f"{name} is not on the board: its shares cannot be sold now")
    if action.count < 1:
        raise IllegalActionError("sell at least one share")
    if action.count > held:
        raise IllegalActionError(f"{ctx.names[s.turn]} has only {held} {name} shares")
    return chain, action.count


def check_draw(ctx: Context, s: State) -> None:
    who = ctx.names[s.turn]
    if len(s.hands[s.turn]) >= ctx.rules.hand_size:
        raise IllegalActionError(f"{who} already has {ctx.rules.hand_size} tiles")
    if s.drawn >= len(s.bag):
        raise IllegalActionError("the bag is empty")
    if s.acted and not s.placed:
        raise IllegalActionError(f"{who} drew first, so this action must place a tile")


def check_dispose(ctx: Context, s: State, action: Dispose, decision: DisposeDecision) -> None:
    held, chain = decision.shares, decision.chain
    if action.sell < 0 or action.trade < 0:
        raise IllegalActionError("share counts cannot be negative")
    if action.sell + action.trade > held:
        raise IllegalActionError(
            f"{ctx.names[decision.player]} has only {held} {chain} shares to sell or trade"
        )
    if action.trade % 2:
        raise IllegalActionError("shares are traded two for one: trade an even number")
    if action.trade > decision.max_trade:
        left = s.bank[ctx.rules.chain_index(decision.survivor or "")]
        raise IllegalActionError(
            f"{decision.survivor} has only {left} shares left: trade at most {decision.max_trade}"
        )
    if action.keep is not None and action.keep != held - action.sell - action.trade:
        raise IllegalActionError(
            f"selling {action.sell} and trading {action.trade} of {held} keeps "
            f"{held - action.sell - action.trade}, not {action.keep}"
        )


def shares_to_buy(
    ctx: Context, s: State, action: Buy, decision: Decision
) -> tuple[Shares, tuple[str, ...]]:
    """The shares a buy answer asks for, as (chain, how many) in the order the chains are
    first named, and the chains' canonical names in its order; IllegalActionError
    unless the buyer may buy them."""
    rules = ctx.rules
    if decision.kind is ACTION:
        if not s.placed:
            raise IllegalActionError("the first action of a turn must draw or place a tile")
        if len(action.chains) != 1:
            raise IllegalActionError("an action buys exactly one share")
    if len(action.chains) > rules.max_buy:
        raise IllegalActionError(f"at most {rules.max_buy} shares may be bought in a turn")
    names = action.chains
    shares = ctx.tables.shares_of.get(names) if type(names) is tuple else None
    if shares is None:  # not the canonical text of a purchase: read it name by name
        chains = []
        for name in action.chains:
            chains.append(ctx.chain_of[ctx.canonical_chain(name)])
        shares = tuple((c, chains.count(c)) for c in dict.fromkeys(chains))
        names = tuple(ctx.chain_names[c] for c in chains)
    cost = 0
    for c, wanted in shares:
        name, size = ctx.chain_names[c], s.sizes[c]
        if not size:
            raise IllegalActionError(f"{name} is not on the board: only active chains sell shares")
        if wanted > s.bank[c]:
            left = s.bank[c]
            raise IllegalActionError(f"{name} has only {left} share{'s' if left != 1 else ''} left")
        cost += wanted * (ctx.prices[c][size] >> s.splits[c])
    if cost > s.cash[s.turn]:
        cur, who = rules.currency, ctx.names[decision.player]
        raise IllegalActionError(f"{who} has {cur}{s.cash[s.turn]:,} and cannot pay {cur}{cost:,}")
    return shares, names


ANSWERS: dict[Kind, type | tuple[type, ...]] = {
    Kind.PLAY: Play,
    Kind.FOUND: Found,
    Kind.SURVIVOR: Survivor,
    Kind.DEFUNCT_ORDER: Defunct,
    Kind.DISPOSE: (Dispose, DisposeAll),
    Kind.BUY: Buy,
    Kind.ACTION: (Play, Draw, Buy, EndTurn),
    Kind.TRADE_OFFER: (Accept, Decline),
}
"""The action classes that answer each kind of decision (``end``, ``sell`` and
``propose`` are checked on their own)."""

WHAT = {
    Kind.PLAY: "place a tile",
    Kind.FOUND: "choose the chain to found",
    Kind.SURVIVOR: "choose the surviving chain",
    Kind.DEFUNCT_ORDER: "choose which defunct chain is handled next",
    Kind.DISPOSE: "dispose of defunct shares",
    Kind.BUY: "buy shares (or buy nothing)",
    Kind.ACTION: "draw, place a tile, buy a share or end the turn",
    Kind.TRADE_OFFER: "accept or decline the proposed trade",
}


def chain_refusal(action: Found | Survivor | Defunct, allowed: Iterable[str]) -> str:
    options = ", ".join(allowed)
    if isinstance(action, Found):
        return f"{action.chain} is already on the board; choose one of {options}"
    if isinstance(action, Survivor):
        return f"{action.chain} cannot survive this merger; choose one of {options}"
    return f"{action.chain} is not next among the defunct chains; choose one of {options}"
