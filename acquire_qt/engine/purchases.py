"""Every purchase of shares a rule set allows, and which of them a position allows.

Buying is the most frequent decision and has the most answers (up to 120 purchases of
three shares among seven chains), so they are made once per rule set and picked out by
what the bank offers (see :class:`Purchases`).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from itertools import compress, repeat

from .actions import Action, Buy


class Purchases:
    """Every purchase of shares a rule set allows, and which of them a position allows.

    A purchase is a multiset of at most ``most`` chains, kept as the sorted tuple of
    their indices. All of them are listed once, in chain order: ``()``, ``(0,)``,
    ``(0, 0)``, ``(0, 0, 0)``, ``(0, 0, 1)`` …, each with its :class:`Buy` action.
    That order walks a tree: each purchase follows the one without its last share,
    and the purchases extending it follow it directly.

    What the bank offers is described by its *caps*: for each chain, how many of its
    shares may be bought now (the shares left, at most ``most``; 0 for a chain not on
    the board). The purchases within a set of caps are picked out of the full list once
    and kept as an :class:`PurchaseOffer`; a game meets only a few hundred sets of caps. To
    pick them, each purchase's *needs* are a bit set, bit ``chain * most + k`` standing
    for a ``k+1``-th share of ``chain``; caps allow such a bit set, and a purchase fits
    when it needs nothing they forbid.
    """

    __slots__ = (
        "actions",
        "by_caps",
        "dearest",
        "last",
        "most",
        "needs",
        "past",
        "prices",
        "purchases",
        "shorter",
    )

    def __init__(
        self, chain_names: tuple[str, ...], prices: tuple[tuple[int, ...], ...], most: int
    ) -> None:
        self.most = most
        self.prices = prices
        purchases: list[tuple[int, ...]] = []
        self.shorter: list[int] = []
        """Each purchase's index without its last share (0 for buying nothing)."""
        self.past: list[int] = []
        """Each purchase's first follower that does not extend it."""

        def extend(purchase: tuple[int, ...], first: int, shorter: int) -> None:
            index = len(purchases)
            purchases.append(purchase)
            self.shorter.append(shorter)
            self.past.append(0)
            if len(purchase) < most:
                for chain in range(first, len(chain_names)):
                    extend((*purchase, chain), chain, index)
            self.past[index] = len(purchases)

        extend((), 0, 0)
        self.purchases = purchases
        """Every purchase, as the sorted tuple of its chains."""
        self.last = [purchase[-1] if purchase else 0 for purchase in purchases]
        """Each purchase's last share's chain."""
        self.actions: list[Action] = [
            Buy(tuple(chain_names[c] for c in purchase)) for purchase in purchases
        ]
        self.needs = [
            sum(((1 << purchase.count(c)) - 1) << (c * most) for c in set(purchase))
            for purchase in purchases
        ]
        self.by_caps: dict[tuple[int, ...], PurchaseOffer] = {}
        self.dearest = most * max((max(table) for table in prices), default=0)
        """The dearest purchase there can be (the most shares at the highest price)."""

    def affordable(
        self,
        sizes: Sequence[int],
        bank: Sequence[int],
        cash: int,
        splits: Sequence[int],
    ) -> list[Action]:
        """The purchases the bank offers at these chain sizes that ``cash`` pays for
        (prices halved once per split of each chain).

        When the dearest offered share could be bought the most times over, the list is
        in chain order (``buy``, ``buy T``, ``buy T T`` …); otherwise it is cheapest first
        (chain order among equal costs), up to what the cash pays for.
        """
        most = self.most
        caps = tuple(
            [
                (left if left < most else most) if size else 0
                for size, left in zip(sizes, bank, strict=True)
            ]
        )
        offer = self.by_caps.get(caps)
        if offer is None:
            offer = self.by_caps[caps] = self._offer(caps)
        if cash >= self.dearest:  # pays for anything: no need to look at today's prices
            return list(offer.actions)
        prices = self.prices
        split = any(splits)  # prices halve only in rule sets with splits, and rarely
        if split:
            top = max([prices[c][sizes[c]] >> splits[c] for c in offer.chains], default=0)
        else:
            top = max([prices[c][sizes[c]] for c in offer.chains], default=0)
        if cash >= most * top:
            return list(offer.actions)  # everything on offer is affordable: the usual case
        current = [table[size] for table, size in zip(prices, sizes, strict=True)]
        if split:
            current = [price >> k for price, k in zip(current, splits, strict=True)]
        return self._within(offer.forbidden, current, cash)

    def _within(self, forbidden: int, prices: list[int], cash: int) -> list[Action]:
        """The purchases needing nothing ``forbidden`` that ``cash`` pays for, cheapest first.

        The purchases are walked in chain order, each one's cost being the cost of the
        same purchase without its last share plus that share's price. One that is not on
        offer or costs too much is skipped together with every purchase extending it:
        when cash is short, only the affordable part of the offer is walked.
        """
        shorter, last, past, needs = self.shorter, self.last, self.past, self.needs
        count = len(last)
        costs = [0] * count
        affordable = [0]  # buying nothing
        i = 1
        while i < count:
            if needs[i] & forbidden:
                i = past[i]
                continue
            cost = costs[shorter[i]] + prices[last[i]]
            if cost > cash:
                i = past[i]
                continue
            costs[i] = cost
            affordable.append(i)
            i += 1
        affordable.sort(key=costs.__getitem__)  # stable: chain order among equal costs
        return list(map(self.actions.__getitem__, affordable))

    def _offer(self, caps: tuple[int, ...]) -> PurchaseOffer:
        most = self.most
        allowed = sum([((1 << cap) - 1) << (c * most) for c, cap in enumerate(caps)])
        forbidden = ~allowed
        fits = map(operator.not_, map(operator.and_, self.needs, repeat(forbidden)))
        return PurchaseOffer(
            tuple(compress(self.actions, fits)), [c for c, cap in enumerate(caps) if cap], forbidden
        )


class PurchaseOffer:
    """The purchases one set of caps allows (see :class:`Purchases`), in chain order."""

    __slots__ = ("actions", "chains", "forbidden")

    def __init__(self, actions: tuple[Action, ...], chains: list[int], forbidden: int) -> None:
        self.actions = actions
        self.chains = chains
        """The chains on offer."""
        self.forbidden = forbidden
        """The needs (see :class:`Purchases`) of the purchases not on offer."""
