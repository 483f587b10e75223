"""The end of the game: its conditions, declaring it, and the final scoring.

Classic Acquire ends when the active player declares it while a chain has 41 tiles or
every active chain is safe; other rule sets end at once when a condition holds (two
large chains, no tiles left, a turn limit). Scoring pays every active chain's bonuses,
sells every share of an active chain to the bank, and ranks the players by cash.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import events as ev
from .draft import Draft
from .mergers import pay_bonuses, sell_all


def end_now(t: Draft) -> bool:
    """Whether an end condition holds (for rule sets that end immediately)."""
    if t.size_facts().end:
        return True
    return (
        t.rules.end_when_out_of_tiles
        and t.drawn >= len(t.bag)
        and any(not hand for hand in t.hands)
    )


def end_allowed(t: Draft) -> bool:
    """Whether the pending player may declare the end now."""
    return (
        t.rules.end_mode == "declared"
        and not t.declared
        and t.player == t.turn
        and t.size_facts().end
    )


def declare_end(t: Draft) -> None:
    t.declared = True
    t.events.append(ev.EndDeclared(t.turn))


def finish(t: Draft) -> None:
    """Final scoring: bonuses for every active chain, then every active share sold."""
    for chain, size in enumerate(t.sizes):
        if size:
            pay_bonuses(t, chain, t.price(chain, size))
    for seat in (*range(len(t.cash)), ev.DOE):
        for chain, size in enumerate(t.sizes):
            if size:
                price = t.price(chain, size)
                sold = sell_all(t, seat, chain, price)
                if sold:
                    t.events.append(ev.FinalSale(seat, t.chain(chain), sold, sold * price))
    order = sorted(range(len(t.cash)), key=lambda seat: (-t.cash[seat], seat))
    standings = []
    for seat in order:
        rank = 1 + sum(1 for other in order if t.cash[other] > t.cash[seat])
        standings.append((seat, t.cash[seat], rank))
    t.standings = tuple(standings)
    t.kind, t.player, t.tiles, t.actions_left = None, -1, (), 0
    t.events.append(ev.GameOver(tuple(standing_dicts(t.ctx.names, t.standings))))


def standing_dicts(
    names: Sequence[str], standings: Sequence[tuple[int, int, int]]
) -> list[dict[str, Any]]:
    """The standings as ``{"name", "seat", "cash", "rank"}``, richest first."""
    return [
        {"name": names[seat], "seat": seat, "cash": cash, "rank": rank}
        for seat, cash, rank in standings
    ]
