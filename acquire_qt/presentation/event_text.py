"""Events in words: every engine event as a sentence a player understands.

:func:`describe` turns one event (``acquire_qt.engine.events``) into a sentence;
:class:`LogContext` remembers what a sentence needs that its event does not carry
(chain sizes before a merger, the survivor of a defunct chain). The game log
(:mod:`acquire_qt.models.log`) shows them; the status bar and dialogs may use them too.
Nothing here decides anything about the rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import Event, GameReader
from acquire_qt.engine import events as ev

from .money import format_money

DOE = -1
"""The seat events give the Department of Energy (a passive holder in Energy games)."""
PHANTOM = -2
"""The seat events give the phantom shareholder of classic's two-player rule."""


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


@dataclass
class LogContext:
    """What the log has learnt from earlier events: chain sizes and merger survivors.

    Feed it every event in order with :meth:`advance` (after describing the event).
    """

    sizes: dict[str, int] = field(default_factory=dict)
    """Each chain's size as far as the events seen tell (a chain founded before the log
    started is unknown until it grows)."""
    survivors: dict[str, str] = field(default_factory=dict)
    """The survivor of each defunct chain of the merger in progress."""

    def advance(self, event: Event) -> None:
        """Take ``event`` into account."""
        if isinstance(event, ev.ChainFounded | ev.ChainGrew):
            self.sizes[event.chain] = event.size
        elif isinstance(event, ev.MergerStarted):
            self.survivors.clear()
        elif isinstance(event, ev.ChainDefunct):
            self.survivors[event.chain] = event.survivor
        elif isinstance(event, ev.MergerCompleted):
            for defunct in self.survivors:
                self.sizes[defunct] = 0
            self.sizes[event.survivor] = event.size


Words = Callable[[int], str]
"""A seat's name or an amount of money in words."""


def _plural(count: int, one: str, many: str) -> str:
    return (one if count == 1 else many).format(n=count)


def _join(items: list[str]) -> str:
    """``["a"]`` -> "a", ``["a", "b", "c"]`` -> "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return _tr("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def describe(
    event: Event, game: GameReader, viewer: int | None, context: LogContext | None = None
) -> str:
    """One event in words, as ``viewer`` may see it (None: everything).

    ``game`` gives the player names and the currency; ``context`` (optional) the chain
    sizes before a merger and the survivor a defunct chain's shares are traded for.
    Another player's drawn tile is hidden from the viewer. The Department of Energy
    (seat -1 in Energy's events) is named as such.
    """
    text = _describe(event, game, viewer, context)
    return text[:1].upper() + text[1:]


def _describe(
    event: Event, game: GameReader, viewer: int | None, context: LogContext | None = None
) -> str:
    names = game.players
    cur = game.rules.currency

    def who(seat: int) -> str:
        if seat == DOE:
            return _tr("the Department of Energy")
        if seat == PHANTOM:
            return _tr("the phantom shareholder")
        return names[seat] if 0 <= seat < len(names) else _tr("Player {n}").format(n=seat + 1)

    def money(amount: int) -> str:
        return format_money(amount, cur)

    if isinstance(event, ev.PositionTile):
        return _tr("{player} drew {tile} for the turn order; it is placed on the board.").format(
            player=who(event.player), tile=event.tile
        )
    if isinstance(event, ev.FirstPlayer):
        if game.rules.turn_order == "seated":
            return _tr("{player} goes first (seating order).").format(player=who(event.player))
        if game.rules.turn_order == "left_to_right":
            return _tr("{player} goes first: their tile is the closest to the left edge.").format(
                player=who(event.player)
            )
        first_square = game.rules.board.names[0]
        return _tr("{player} goes first: their tile is the closest to {square}.").format(
            player=who(event.player), square=first_square
        )
    if isinstance(event, ev.TurnStarted):
        return _tr("{player}'s turn.").format(player=who(event.player))
    if isinstance(event, ev.TilePlaced):
        return _tr("{player} placed {tile}.").format(player=who(event.player), tile=event.tile)
    if isinstance(event, ev.ChainFounded):
        return _tr("{player} founded {chain} ({size}).").format(
            player=who(event.player),
            chain=event.chain,
            size=_plural(event.size, _tr("{n} tile"), _tr("{n} tiles")),
        )
    if isinstance(event, ev.FounderShare):
        if event.shares:
            return _tr("{player} received a founder's share of {chain}.").format(
                player=who(event.player), chain=event.chain
            )
        if event.cash:
            return _tr(
                "{chain} has no share left for its founder: {player} receives {cash} instead."
            ).format(chain=event.chain, player=who(event.player), cash=money(event.cash))
        return _tr("{chain} has no share left: {player} gets no founder's share.").format(
            chain=event.chain, player=who(event.player)
        )
    if isinstance(event, ev.ChainGrew):
        return _tr("{chain} grew to {size}.").format(
            chain=event.chain, size=_plural(event.size, _tr("{n} tile"), _tr("{n} tiles"))
        )
    if isinstance(event, ev.MergerStarted):
        sizes = context.sizes if context is not None else {}
        parts = [
            f"{chain} ({sizes[chain]})" if sizes.get(chain) else chain for chain in event.chains
        ]
        return _tr("{player}'s {tile} merges {chains}.").format(
            player=who(event.player), tile=event.tile, chains=_join(parts)
        )
    if isinstance(event, ev.ChainDefunct):
        return _tr(
            "{chain} is defunct; {survivor} survives. {chain} was {size} at {price} a share."
        ).format(
            chain=event.chain,
            survivor=event.survivor,
            size=_plural(event.size, _tr("{n} tile"), _tr("{n} tiles")),
            price=money(event.price),
        )
    if isinstance(event, ev.BonusPaid):
        text = (
            _tr("{player} receives a {amount} majority bonus for {chain}.")
            if event.rank == "majority"
            else _tr("{player} receives a {amount} minority bonus for {chain}.")
        )
        return text.format(player=who(event.player), amount=money(event.amount), chain=event.chain)
    if isinstance(event, ev.SharesDisposed):
        survivor = (context.survivors.get(event.chain) if context is not None else None) or _tr(
            "the survivor"
        )
        parts = []
        if event.sold:
            parts.append(
                _tr("sold {n} {chain} for {cash}").format(
                    n=event.sold, chain=event.chain, cash=money(event.cash)
                )
            )
        if event.traded:
            parts.append(
                _tr("traded {n} for {m} {survivor}").format(
                    n=event.traded, m=event.received, survivor=survivor
                )
            )
        if event.kept and parts:
            parts.append(_tr("kept {n}").format(n=event.kept))
        if not parts:
            return _tr("{player} kept all {n} {chain}.").format(
                player=who(event.player), n=event.kept, chain=event.chain
            )
        return _tr("{player} {actions}.").format(player=who(event.player), actions=_join(parts))
    if isinstance(event, ev.MergerCompleted):
        return _tr("The merger is complete: {survivor} now has {size}.").format(
            survivor=event.survivor, size=_plural(event.size, _tr("{n} tile"), _tr("{n} tiles"))
        )
    if isinstance(event, ev.SharesBought):
        if not event.chains:
            return _tr("{player} bought no shares.").format(player=who(event.player))
        counts = Counter(event.chains)
        bought = [f"{n} {chain}" for chain, n in counts.items()]
        return _tr("{player} bought {shares} for {cost}.").format(
            player=who(event.player), shares=_join(bought), cost=money(event.cost)
        )
    if isinstance(event, ev.TileDrawn):
        if viewer is None or viewer == event.player:
            return _tr("{player} drew {tile}.").format(player=who(event.player), tile=event.tile)
        return _tr("{player} drew a tile.").format(player=who(event.player))
    if isinstance(event, ev.DeadTileRemoved):
        return _tr(
            "{player}'s {tile} is dead (it would merge two safe chains) and is replaced."
        ).format(player=who(event.player), tile=event.tile)
    if isinstance(event, ev.HandRevealed):
        return _tr("{player} has no playable tile: {tiles} are set aside.").format(
            player=who(event.player), tiles=", ".join(event.tiles)
        )
    if isinstance(event, ev.PlacementSkipped):
        return _tr("{player} cannot place a tile this turn.").format(player=who(event.player))
    if isinstance(event, ev.EndDeclared):
        return _tr("{player} declared the game over; it ends after this turn.").format(
            player=who(event.player)
        )
    if isinstance(event, ev.FinalSale):
        return _tr("Final sale: {player} sells {n} {chain} for {cash}.").format(
            player=who(event.player), n=event.shares, chain=event.chain, cash=money(event.cash)
        )
    if isinstance(event, ev.GameOver):
        return _game_over(event, money)
    more = _describe_more(event, game, who, money)
    if more is not None:
        return more
    return _tr("Something happened: {kind}.").format(kind=event.kind)


def _shares_words(shares: tuple[tuple[str, int], ...], cash: int, money: Words) -> list[str]:
    parts = [f"{count} {chain}" for chain, count in shares if count]
    if cash:
        parts.append(money(cash))
    return parts


def _describe_more(event: Event, game: GameReader, who: Words, money: Words) -> str | None:
    """The events of the rule sets beyond classic and of player trading (None: not one)."""
    if isinstance(event, ev.SharesSplit):
        return _tr("{chain} shares split 2 for 1: now {price} a share, {total} in all.").format(
            chain=event.chain, price=money(event.price), total=event.total
        )
    if isinstance(event, ev.DoeShares):
        return _tr("The Department of Energy receives {shares} of {chain}.").format(
            shares=_plural(event.shares, _tr("{n} share"), _tr("{n} shares")), chain=event.chain
        )
    if isinstance(event, ev.PhantomShares):
        return _tr("The phantom shareholder holds {shares} of {chain} for its bonuses.").format(
            shares=_plural(event.shares, _tr("{n} share"), _tr("{n} shares")), chain=event.chain
        )
    if isinstance(event, ev.SharesSold):
        return _tr("{player} sold {n} {chain} to the bank for {cash}.").format(
            player=who(event.player), n=event.shares, chain=event.chain, cash=money(event.cash)
        )
    if isinstance(event, ev.ActionsGranted):
        return _tr("{player} has {actions} this turn.").format(
            player=who(event.player),
            actions=_plural(event.actions, _tr("{n} action"), _tr("{n} actions")),
        )
    if isinstance(event, ev.FoundingFailed):
        return _tr(
            "{player}'s {tile} would found a company, but none is left: it stays unincorporated."
        ).format(player=who(event.player), tile=event.tile)
    if isinstance(event, ev.TurnEnded):
        if not event.unused:
            return _tr("{player} ended their turn.").format(player=who(event.player))
        return _tr("{player} ended their turn with {unused} unused.").format(
            player=who(event.player),
            unused=_plural(event.unused, _tr("{n} action"), _tr("{n} actions")),
        )
    if isinstance(event, ev.TradeProposed):
        give = _shares_words(event.give, event.give_cash, money)
        get = _shares_words(event.get, event.get_cash, money)
        if give and get:
            terms = _tr("{give} for {get}").format(give=_join(give), get=_join(get))
        elif give:
            terms = _tr("{give} for nothing").format(give=_join(give))
        else:
            terms = _tr("nothing for {get}").format(get=_join(get))
        return _tr("{player} proposes a trade to {other}: {terms}.").format(
            player=who(event.player), other=who(event.to), terms=terms
        )
    if isinstance(event, ev.TradeAnswered):
        text = (
            _tr("{player} accepted the trade.")
            if event.accepted
            else _tr("{player} declined the trade.")
        )
        return text.format(player=who(event.player))
    return None


def _game_over(event: ev.GameOver, money: Words) -> str:
    winners = [entry for entry in event.standings if entry.get("rank") == 1]
    if not winners:
        return _tr("The game is over.")
    cash = money(winners[0]["cash"])
    if len(winners) == 1:
        return _tr("The game is over: {player} wins with {cash}.").format(
            player=winners[0]["name"], cash=cash
        )
    return _tr("The game is over: {players} share the win with {cash} each.").format(
        players=_join([entry["name"] for entry in winners]), cash=cash
    )
