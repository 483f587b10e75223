"""Shares and the bank: buying, selling in one's own turn, and share splits.

The active player buys up to ``rules.max_buy`` shares of active chains at their current
price (Energy: one share per action); in rule sets with ``sell_in_turn`` they may also
sell shares back to the bank during their own turn. Where a chain's price reaches
``rules.split_price`` its shares split two for one: the price halves, every holding,
the bank's and the DoE's double.
"""

from __future__ import annotations

from . import events as ev
from .context import Shares
from .draft import Draft


def can_buy(t: Draft, seat: int) -> bool:
    """Whether ``seat`` can pay for a share the bank has."""
    cash, bank = t.cash[seat], t.bank
    for chain, size in enumerate(t.sizes):
        if size and bank[chain] and t.price(chain, size) <= cash:
            return True
    return False


def can_sell(t: Draft, seat: int) -> bool:
    """Whether ``seat`` may sell shares now in their own turn (``sell_in_turn``)."""
    held = t.shares[seat]
    return t.rules.sell_in_turn and any(held[c] for c, size in enumerate(t.sizes) if size)


def buy(t: Draft, shares: Shares, names: tuple[str, ...]) -> None:
    """The active player buys ``shares`` (chain, how many); ``names`` as the action names
    the chains."""
    seat, sizes, bank = t.turn, t.sizes, t.bank
    held = list(t.shares[seat])
    cost = 0
    for chain, count in shares:
        held[chain] += count
        bank[chain] -= count
        cost += count * t.price(chain, sizes[chain])
    t.shares[seat] = tuple(held)
    t.cash[seat] -= cost
    t.events.append(ev.SharesBought(seat, names, cost))


def sell(t: Draft, chain: int, count: int) -> None:
    """The active player sells ``count`` shares of ``chain`` to the bank in their turn;
    the decision they were making stays."""
    seat = t.turn
    cash = count * t.price(chain, t.sizes[chain])
    t.add_shares(seat, chain, -count)
    t.cash[seat] += cash
    t.events.append(ev.SharesSold(seat, t.chain(chain), count, cash))


def split_shares(t: Draft, limit: int) -> None:
    """Split every chain whose price reached ``limit``: 2 for 1, again if need be."""
    for chain, size in enumerate(t.sizes):
        while size and t.price(chain, size) >= limit:
            splits = list(t.splits)
            splits[chain] += 1
            t.splits = tuple(splits)
            t.bank[chain] *= 2
            for seat, held in enumerate(t.shares):
                if held[chain]:
                    doubled = list(held)
                    doubled[chain] *= 2
                    t.shares[seat] = tuple(doubled)
            if t.doe and t.doe[chain]:
                doe = list(t.doe)
                doe[chain] *= 2
                t.doe = tuple(doe)
            total = t.rules.shares_per_chain << splits[chain]
            t.events.append(ev.SharesSplit(t.chain(chain), t.price(chain, size), total))
