"""Mergers: the survivor, the order of the defunct chains, bonuses and disposal.

A tile touching several chains merges them into the largest (the active player picks
among tied largest: a ``survivor`` decision). The other chains go defunct one by one,
largest first (tied ones in the order the player picks: ``defunct_order``). For each:
the majority and minority holders are paid their bonuses, then every holder disposes
of its shares, in turn order (``dispose``: sell, trade two for one into the survivor,
keep), or, where the rules say so, all of them are sold to the bank at once. When
every defunct chain is handled the survivor takes over their tiles.

The functions that may finish the merger return whether it is done: the placement is
then resolved and the turn goes on (:func:`.turns.placement_done`).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as ev
from .draft import Draft
from .events import Rank
from .rules import Rules
from .state import DEFUNCT_ORDER, DISPOSE, SURVIVOR, Merger


def absorbed(rules: Rules, merger: Merger, survivor: int) -> tuple[int, ...]:
    """The chains a merger absorbs into ``survivor``, largest first: every other chain it
    touches, but safe ones where safe chains block absorption (none: a void merger)."""
    others = tuple(c for c in merger.chains if c != survivor)
    safe = rules.safe_size
    if rules.safe_blocks_absorption and safe is not None:
        return tuple(c for c in others if merger.sizes[c] < safe)
    return others


def round_up(amount: int, parts: int, unit: int) -> int:
    """``amount`` split in ``parts``, each rounded up to a multiple of ``unit``."""
    step = parts * unit
    return (amount + step - 1) // step * unit


def bonuses(rules: Rules, holdings: Sequence[int], price: int) -> list[tuple[int, int, Rank]]:
    """Majority and minority bonuses of one chain: ``(seat, amount, rank)`` in seat order.

    ``holdings[seat]`` is each player's share count. One holder takes both bonuses; a
    tie for most splits both among the tied (no minority); a tie for second splits
    the minority. Only a split is rounded, up to ``rules.bonus_rounding``: a bonus that
    one player takes alone is exactly its multiple of the price.
    """
    majority = price * rules.majority_multiple
    minority = price * rules.minority_multiple
    unit = rules.bonus_rounding
    counts = sorted({n for n in holdings if n > 0}, reverse=True)
    if not counts:
        return []
    first = [seat for seat, n in enumerate(holdings) if n == counts[0]]
    if len(first) > 1:
        each = round_up(majority + minority, len(first), unit)
        return [(seat, each, "majority") for seat in first]
    if len(counts) == 1:
        return [(first[0], majority, "majority"), (first[0], minority, "minority")]
    second = [seat for seat, n in enumerate(holdings) if n == counts[1]]
    each = round_up(minority, len(second), unit) if len(second) > 1 else minority
    return [(first[0], majority, "majority"), *((seat, each, "minority") for seat in second)]


def start_merger(t: Draft, tile: int) -> bool:
    """The tile just placed merges the chains around it; True once the merger is done."""
    sizes = tuple(t.sizes)
    touched = {o for n in t.ctx.board.neighbours[tile] if (o := t.board[n]) >= 0}
    chains = tuple(sorted(touched, key=lambda c: (-sizes[c], c)))
    t.events.append(ev.MergerStarted(t.turn, t.name(tile), tuple(t.chain(c) for c in chains)))
    t.merger = Merger(tile, chains, sizes, -1, (), -1, ())
    largest = sizes[chains[0]]
    if sum(1 for c in chains if sizes[c] == largest) > 1:
        t.decide(SURVIVOR, t.turn)
        return False
    return choose_survivor(t, chains[0])


def choose_survivor(t: Draft, survivor: int) -> bool:
    merger = t.merger
    assert merger is not None
    remaining = absorbed(t.rules, merger, survivor)
    t.merger = merger._replace(survivor=survivor, remaining=remaining)
    return next_defunct(t)


def tied_defuncts(merger: Merger) -> tuple[int, ...]:
    """The largest of the defunct chains not yet handled: one of them goes next."""
    sizes, remaining = merger.sizes, merger.remaining
    largest = max(sizes[c] for c in remaining)
    return tuple(c for c in remaining if sizes[c] == largest)


def next_defunct(t: Draft) -> bool:
    assert t.merger is not None
    if not t.merger.remaining:
        complete_merger(t)
        return True
    tied = tied_defuncts(t.merger)
    if len(tied) > 1:
        t.decide(DEFUNCT_ORDER, t.turn)
        return False
    return start_defunct(t, tied[0])


def start_defunct(t: Draft, chain: int) -> bool:
    """``chain`` goes defunct: bonuses, then its holders dispose of their shares."""
    merger = t.merger
    assert merger is not None
    size = merger.sizes[chain]
    price = t.price(chain, size)
    name = t.chain(chain)
    t.events.append(ev.ChainDefunct(name, t.chain(merger.survivor), size, price))
    pay_bonuses(t, chain, price)
    remaining = tuple(c for c in merger.remaining if c != chain)
    if t.rules.disposal == "sell_all":
        forced_sale(t, chain, price)
        t.merger = merger._replace(remaining=remaining)
        return next_defunct(t)
    order = t.ctx.from_seat(t.turn, t.rules.disposal_from)
    holders = tuple(seat for seat in order if t.shares[seat][chain] > 0)
    t.merger = merger._replace(remaining=remaining, defunct=chain, holders=holders)
    return next_holder(t)


def pay_bonuses(t: Draft, chain: int, price: int) -> None:
    """The majority and minority bonuses of ``chain`` at ``price``. Holders from outside
    the table (the DoE's shares, the two-player rule's phantom) compete like players, and
    what they are paid leaves the game."""
    holdings = [held[chain] for held in t.shares]
    outside: list[int] = []
    """The event seat of each holding after the players'."""
    doe = t.doe[chain] if t.doe else 0
    if doe:
        holdings.append(doe)
        outside.append(ev.DOE)
    if t.rules.phantom_most and any(holdings):
        holdings.append(phantom_shares(t, chain))
        outside.append(ev.PHANTOM)
    players = len(t.cash)
    for seat, amount, rank in bonuses(t.rules, holdings, price):
        if seat < players:
            t.cash[seat] += amount
        else:
            seat = outside[seat - players]
        t.events.append(ev.BonusPaid(seat, t.chain(chain), amount, rank))


def phantom_shares(t: Draft, chain: int) -> int:
    """The two-player rule: the phantom holder's shares of ``chain`` for one payment of
    its bonuses, 1 to ``rules.phantom_most`` from the game's random stream (the number on
    a tile drawn from the face-down tiles and put back, in the published rule)."""
    shares = 1 + t.random() % t.rules.phantom_most
    t.events.append(ev.PhantomShares(t.chain(chain), shares))
    return shares


def sell_all(t: Draft, seat: int, chain: int, price: int) -> int:
    """``seat`` (or the DoE, ``ev.DOE``) sells every share of ``chain`` it holds to the
    bank at ``price``; returns how many."""
    if seat == ev.DOE:
        held = t.doe[chain] if t.doe else 0
        if held:
            doe = list(t.doe)
            doe[chain] = 0
            t.doe = tuple(doe)
            t.bank[chain] += held
        return held
    held = t.shares[seat][chain]
    if held:
        t.cash[seat] += held * price
        t.add_shares(seat, chain, -held)
    return held


def forced_sale(t: Draft, chain: int, price: int) -> None:
    """A defunct chain's holders all sell (``sell_all`` disposal), the DoE last."""
    name = t.chain(chain)
    for seat in (*t.ctx.from_seat(t.turn), ev.DOE):
        sold = sell_all(t, seat, chain, price)
        if sold:
            t.events.append(ev.SharesDisposed(seat, name, sold, 0, 0, sold * price, 0))


def next_holder(t: Draft) -> bool:
    merger = t.merger
    assert merger is not None
    if merger.holders:
        t.decide(DISPOSE, merger.holders[0])
        return False
    t.merger = merger._replace(defunct=-1)
    return next_defunct(t)


def dispose(t: Draft, sell: int, trade: int) -> bool:
    """The pending holder sells ``sell`` and trades ``trade`` defunct shares, keeping the
    rest; True once the merger is done."""
    merger = t.merger
    assert merger is not None
    seat, chain, survivor = t.player, merger.defunct, merger.survivor
    held = t.shares[seat][chain]
    cash = sell * t.price(chain, merger.sizes[chain])
    t.cash[seat] += cash
    if sell + trade:
        t.add_shares(seat, chain, -(sell + trade))
    if trade:
        t.add_shares(seat, survivor, trade // 2)
    kept = held - sell - trade
    t.events.append(ev.SharesDisposed(seat, t.chain(chain), sell, trade, kept, cash, trade // 2))
    t.merger = merger._replace(holders=merger.holders[1:])
    return next_holder(t)


def complete_merger(t: Draft) -> None:
    """The survivor takes over the defunct chains' tiles, the merging tile and loose ones."""
    merger = t.merger
    assert merger is not None
    survivor = merger.survivor
    defunct = absorbed(t.rules, merger, survivor)
    # Every defunct chain touches the merging tile, and loose tiles touch no chain:
    # a flood from the tile through defunct and loose squares finds all they hold.
    size = t.sizes[survivor] + t.flood(merger.tile, survivor, defunct)
    t.resize(survivor, size)
    for chain in defunct:
        t.resize(chain, 0)
    t.merger = None
    t.events.append(ev.MergerCompleted(t.chain(survivor), size))
