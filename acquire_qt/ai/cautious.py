"""The cautious AI: a cash-keeper. It plays as the medium AI does but keeps its money.

A model of a careful player, for the ladder (:mod:`.ladder`) and as an opponent to
measure the levels against; it is not a level of the game. Its tiles, foundings,
tie-breaks, answers to trades and the end are the medium AI's (:func:`.medium.decide`);
but it buys only shares it can pay for while keeping :data:`KEEP_CASH` in hand (all
of its cash on the last turn, when nothing is left to keep it for), never sells
in its turn, and sells every defunct share (the cash, not a trade). In a turn of
actions, a share it will not buy becomes ending the turn (or drawing, where the turn
cannot end yet). It reads only what its seat may see (:func:`.position.from_view`). Exact
ties are broken by its seed, as the medium AI's are; otherwise the answer depends on the
position alone.
"""

from __future__ import annotations

from acquire_qt.engine import (
    Action,
    Buy,
    Decision,
    Dispose,
    DisposeAll,
    Draw,
    EndTurn,
    Game,
    Kind,
    Sell,
)

from .medium import decide, is_final
from .position import Position, from_view, pending

KEEP_CASH = 3000
"""The cash it keeps in hand but on the last turn."""


def kept_buy(pos: Position, buy: Buy) -> Buy:
    """``buy`` cut (from its last share) to what leaves :data:`KEEP_CASH` in hand."""
    keep = 0 if is_final(pos) else KEEP_CASH
    cash = pos.cash[pos.seat]
    chains: list[str] = []
    for name in buy.chains:
        price = pos.price(pos.tables.chain_index[name])
        if cash - price < keep:
            break
        cash -= price
        chains.append(name)
    return Buy(tuple(chains))


def cautious_decide(game: Game, pos: Position, decision: Decision, seed: int = 0) -> Action:
    """The cautious policy's answer to ``decision`` (the seat of ``pos`` must answer it;
    ``seed`` breaks the medium AI's exact ties)."""
    if decision.kind is Kind.DISPOSE:
        if game.rules.disposal == "one_way":
            return DisposeAll("sell")
        return Dispose(sell=decision.shares)
    action = decide(game, pos, decision, seed)
    if isinstance(action, Sell):  # it sells only to buy: it does neither
        return Buy()
    if not isinstance(action, Buy):
        return action
    kept = kept_buy(pos, action)
    if decision.kind is not Kind.ACTION or kept == action:
        return kept
    legal = game.legal_actions()
    return next((a for a in (EndTurn(), Draw()) if a in legal), action)


class CautiousPlayer:
    """A cash-keeper (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        return cautious_decide(game, from_view(game, decision.player), decision, self.seed)
