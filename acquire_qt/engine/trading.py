"""Player trading (house rule): proposals, their checks, and the exchange.

The active player may propose a trade of shares and cash to another player before
placing a tile; the other player accepts or declines, then the proposer decides again
as before. Any shares may be traded (inactive chains' too) and cash.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as ev
from .actions import IllegalActionError, Propose
from .context import Context
from .draft import Draft
from .state import TRADE_OFFER, Offer


def offer_of(
    ctx: Context,
    seat: int,
    shares: Sequence[Sequence[int] | None],
    cash: Sequence[int | None],
    action: Propose,
) -> Offer:
    """The offer ``seat``'s proposal makes, if the proposer and the other player have what
    it exchanges (``IllegalActionError`` otherwise). ``shares[who]`` (counts by chain) and
    ``cash[who]`` are each player's; None where whoever checks cannot see them (a network
    client's view under hidden holdings), which is then not checked."""
    names, rules = ctx.names, ctx.rules
    if not 0 <= action.to < len(names) or action.to == seat:
        raise IllegalActionError(
            f"propose to another player's seat (0 to {len(names) - 1}, not {seat})"
        )
    sides = []
    for who, given, paid in (
        (seat, action.give, action.give_cash),
        (action.to, action.get, action.get_cash),
    ):
        counts = [0] * len(ctx.chain_names)
        for name, count in given:
            chain = ctx.chain_of[ctx.canonical_chain(name)]
            if count < 1:
                raise IllegalActionError("trade at least one share of each chain named")
            counts[chain] += count
        hidden = who != seat and rules.hidden_holdings  # say no more than a view
        held_shares = shares[who]
        for chain, count in enumerate(counts):
            held = count if held_shares is None else held_shares[chain]
            if count > held:
                raise IllegalActionError(
                    f"{names[who]} does not have {count} {ctx.chain_names[chain]} shares"
                    if hidden
                    else f"{names[who]} has only {held} {ctx.chain_names[chain]} shares"
                )
        if paid < 0:
            raise IllegalActionError("cash in a trade cannot be negative")
        held_cash = cash[who]
        if held_cash is not None and paid > held_cash:
            cur = rules.currency
            raise IllegalActionError(
                f"{names[who]} does not have {cur}{paid:,}"
                if hidden
                else f"{names[who]} has only {cur}{held_cash:,}"
            )
        sides.append((tuple(counts), paid))
    (give, give_cash), (get, get_cash) = sides
    if not (any(give) or give_cash or any(get) or get_cash):
        raise IllegalActionError("a trade must exchange something")
    return Offer(seat, action.to, give, give_cash, get, get_cash)


def proposal(chain_names: tuple[str, ...], offer: Offer) -> Propose:
    """The proposal (action) an offer answers, with chains by name."""

    def shares(counts: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
        return tuple((chain_names[c], n) for c, n in enumerate(counts) if n)

    return Propose(
        offer.target, shares(offer.give), offer.give_cash, shares(offer.get), offer.get_cash
    )


def propose(t: Draft, offer: Offer) -> None:
    """The active player proposes ``offer``: the other player must answer."""
    t.offer = offer
    # Not ``decide``: the tiles the proposer may place are kept for when they go on.
    t.kind, t.player = TRADE_OFFER, offer.target
    terms = proposal(t.ctx.chain_names, offer)
    t.events.append(
        ev.TradeProposed(
            t.turn, offer.target, terms.give, terms.give_cash, terms.get, terms.get_cash
        )
    )


def answer(t: Draft, accepted: bool) -> None:
    """The other player accepts (the shares and cash change hands) or declines."""
    offer = t.offer
    assert offer is not None
    t.events.append(ev.TradeAnswered(offer.target, accepted))
    if accepted:
        for chain, count in enumerate(offer.give):
            if count:
                t.add_shares(offer.proposer, chain, -count)
                t.add_shares(offer.target, chain, count)
        for chain, count in enumerate(offer.get):
            if count:
                t.add_shares(offer.target, chain, -count)
                t.add_shares(offer.proposer, chain, count)
        t.cash[offer.proposer] += offer.get_cash - offer.give_cash
        t.cash[offer.target] += offer.give_cash - offer.get_cash
    t.offer = None
