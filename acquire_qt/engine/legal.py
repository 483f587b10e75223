"""What the pending player may do: the pending decision and its legal actions.

Both are read off the state alone. Actions are immutable, so the ones that answer a
decision are shared: made once per rule set (:class:`~.context.Tables`) or here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .actions import Accept, Action, Buy, Decline, Dispose, DisposeAll, Draw, End, EndTurn, Sell
from .context import Context
from .decisions import (
    ActionDecision,
    BuyDecision,
    Decision,
    DefunctOrderDecision,
    DisposeDecision,
    FoundDecision,
    PlayDecision,
    SurvivorDecision,
    TradeOfferDecision,
)
from .mergers import tied_defuncts
from .state import (
    ACTION,
    BUY,
    DEFUNCT_ORDER,
    DISPOSE,
    FOUND,
    PLAY,
    SURVIVOR,
    TRADE_OFFER,
    State,
)
from .trading import proposal
from .turns import may_draw

_END = End()
"""The one ``end`` action (actions are immutable, so it is shared)."""
_DRAW, _END_TURN, _ACCEPT, _DECLINE = Draw(), EndTurn(), Accept(), Decline()
_ONE_WAY = {way: DisposeAll(way) for way in ("sell", "trade", "keep")}
_BUY_DECISIONS = tuple(BuyDecision(seat) for seat in range(8))
"""The buy decision of each seat (it names only the seat, so it is made once)."""


@lru_cache(maxsize=4096)
def _sell_action(chain: str, count: int) -> Sell:
    return Sell(chain, count)


@lru_cache(maxsize=4096)
def _dispose_action(sell: int, trade: int) -> Dispose:
    return Dispose(sell, trade)


def decision_of(ctx: Context, s: State) -> Decision:
    """The decision pending in ``s`` (a game not over), with its options by name."""
    chain_names = ctx.chain_names
    kind = s.kind
    assert kind is not None
    if kind is PLAY:
        return PlayDecision(
            s.player,
            tuple(map(ctx.board.names.__getitem__, s.tiles)),
            ctx.rules.player_trading,
        )
    if kind is BUY:
        return _BUY_DECISIONS[s.player]
    if kind is ACTION:
        return ActionDecision(
            s.player,
            tuple(map(ctx.board.names.__getitem__, s.tiles)),
            s.actions_left,
            ctx.rules.player_trading and not s.placed,
        )
    if kind is TRADE_OFFER:
        offer = s.offer
        assert offer is not None
        return TradeOfferDecision(s.player, proposal(chain_names, offer))
    if kind is FOUND:
        inactive = tuple(name for name, size in zip(chain_names, s.sizes, strict=True) if not size)
        return FoundDecision(s.player, inactive)
    merger = s.merger
    if kind is SURVIVOR:
        assert merger is not None
        largest = merger.sizes[merger.chains[0]]
        tied = tuple(chain_names[c] for c in merger.chains if merger.sizes[c] == largest)
        return SurvivorDecision(s.player, tied)
    if kind is DEFUNCT_ORDER:
        assert merger is not None
        tied = tuple(chain_names[c] for c in tied_defuncts(merger))
        return DefunctOrderDecision(s.player, tied)
    if kind is DISPOSE:
        assert merger is not None
        chain, survivor = merger.defunct, merger.survivor
        held = s.shares[s.player][chain]
        return DisposeDecision(
            s.player,
            chain_names[chain],
            chain_names[survivor],
            held,
            2 * min(held // 2, s.bank[survivor]),
            ctx.prices[chain][merger.sizes[chain]] >> s.splits[chain],
        )
    raise AssertionError(f"no decision of kind {kind}")


def legal_actions(
    ctx: Context, s: State, decision: Callable[[], Decision], end_allowed: bool
) -> list[Action]:
    """Every action the pending player may take in ``s`` (``decision`` gives the pending
    decision, asked for only where the actions depend on it; ``end_allowed`` whether the
    end may be declared).

    Trade proposals (house rule player trading) are the exception: any amounts may be
    proposed, so they are not listed; ``pending.may_propose`` says whether one may be."""
    tables, rules = ctx.tables, ctx.rules
    kind = s.kind
    if kind is None:
        return []
    actions: list[Action]
    if kind is PLAY:
        actions = list(map(tables.plays.__getitem__, s.tiles))
        if rules.sell_in_turn:
            actions += sales(ctx, s)
    elif kind is BUY:
        actions = tables.purchases.affordable(s.sizes, s.bank, s.cash[s.turn], s.splits)
        if rules.sell_in_turn:
            actions += sales(ctx, s)
    elif kind is DISPOSE:
        pending = decision()
        assert isinstance(pending, DisposeDecision)
        held, most = pending.shares, pending.max_trade
        if rules.disposal == "one_way":
            actions = [_ONE_WAY["sell"]]
            if most:
                actions.append(_ONE_WAY["trade"])
            actions.append(_ONE_WAY["keep"])
        else:
            actions = [
                _dispose_action(sell, trade)
                for trade in range(0, most + 1, 2)
                for sell in range(held - trade + 1)
            ]
    elif kind is ACTION:
        actions = list(map(tables.plays.__getitem__, s.tiles))
        if may_draw(rules, s):
            actions.append(_DRAW)
        if s.placed:
            buys = tables.purchases.affordable(s.sizes, s.bank, s.cash[s.turn], s.splits)
            actions += [buy for buy in buys if isinstance(buy, Buy) and buy.chains]
            actions.append(_END_TURN)
    elif kind is TRADE_OFFER:
        actions = [_ACCEPT, _DECLINE]
    else:
        answers = (
            tables.founds
            if kind is FOUND
            else tables.survivors
            if kind is SURVIVOR
            else tables.defuncts
        )
        chain_of = ctx.chain_of
        chains = decision()
        assert isinstance(chains, FoundDecision | SurvivorDecision | DefunctOrderDecision)
        actions = [answers[chain_of[chain]] for chain in chains.chains]
        if kind is FOUND and rules.sell_in_turn:
            actions += sales(ctx, s)
    if end_allowed:
        actions.append(_END)
    return actions


def sales(ctx: Context, s: State) -> list[Action]:
    """Every ``sell`` the active player may make now (``sell_in_turn`` rule sets)."""
    names = ctx.chain_names
    held = s.shares[s.turn]
    return [
        _sell_action(names[chain], count)
        for chain, size in enumerate(s.sizes)
        if size
        for count in range(1, held[chain] + 1)
    ]
