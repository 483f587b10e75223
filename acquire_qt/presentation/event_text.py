"""Events in words: every engine event as a sentence a player understands.

:func:`describe` turns one event (``acquire_qt.engine.events``) into a sentence, the one
its type's small function here says (registered by ``@_says(EventType)``);
:class:`LogContext` remembers what a sentence needs that its event does not carry
(chain sizes before a merger, the survivor of a defunct chain). The game log
(:mod:`acquire_qt.models.log`) shows them; the status bar and dialogs may use them too.
Nothing here decides anything about the rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import (
    ActionsGranted,
    BonusPaid,
    ChainDefunct,
    ChainFounded,
    ChainGrew,
    DeadTileRemoved,
    DoeShares,
    EndDeclared,
    Event,
    FinalSale,
    FirstPlayer,
    FounderShare,
    FoundingFailed,
    GameOver,
    GameReader,
    HandRevealed,
    MergerCompleted,
    MergerStarted,
    PhantomShares,
    PlacementSkipped,
    PositionTile,
    Propose,
    SharesBought,
    SharesDisposed,
    SharesSold,
    SharesSplit,
    TileDrawn,
    TilePlaced,
    TradeAnswered,
    TradeProposed,
    TurnEnded,
    TurnStarted,
)

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
        if isinstance(event, ChainFounded | ChainGrew):
            self.sizes[event.chain] = event.size
        elif isinstance(event, MergerStarted):
            self.survivors.clear()
        elif isinstance(event, ChainDefunct):
            self.survivors[event.chain] = event.survivor
        elif isinstance(event, MergerCompleted):
            for defunct in self.survivors:
                self.sizes[defunct] = 0
            self.sizes[event.survivor] = event.size


Words = Callable[[int], str]
"""A seat's name or an amount of money in words."""


def _plural(count: int, one: str, many: str) -> str:
    return (one if count == 1 else many).format(n=count)


def join_words(items: list[str]) -> str:
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
    sentence = _SENTENCES.get(type(event))
    if sentence is None:
        text = _tr("Something happened: {kind}.").format(kind=event.kind)
    else:
        text = sentence(event, _Telling(game, viewer, context))
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class _Telling:
    """What the sentence of an event is told with: the game, whose eyes, what the log
    learnt (see :func:`describe`)."""

    game: GameReader
    viewer: int | None
    context: LogContext | None

    def who(self, seat: int) -> str:
        """A seat's name, or the passive holder a negative seat stands for."""
        if seat == DOE:
            return _tr("the Department of Energy")
        if seat == PHANTOM:
            return _tr("the phantom shareholder")
        names = self.game.players
        return names[seat] if 0 <= seat < len(names) else _tr("Player {n}").format(n=seat + 1)

    def money(self, amount: int) -> str:
        return format_money(amount, self.game.rules.currency)


E = TypeVar("E", bound=Event)
Sentence = Callable[[E, _Telling], str]
"""The sentence of one type of event."""

_SENTENCES: dict[type[Event], Sentence[Any]] = {}
"""The sentence of each type of event (filled by :func:`_says`)."""


def _says(kind: type[E]) -> Callable[[Sentence[E]], Sentence[E]]:
    """Makes the decorated function the sentence of the events of type ``kind``."""

    def register(sentence: Sentence[E]) -> Sentence[E]:
        _SENTENCES[kind] = sentence
        return sentence

    return register


def _tiles(size: int) -> str:
    return _plural(size, _tr("{n} tile"), _tr("{n} tiles"))


@_says(PositionTile)
def _position_tile(event: PositionTile, t: _Telling) -> str:
    return _tr("{player} drew {tile} for the turn order; it is placed on the board.").format(
        player=t.who(event.player), tile=event.tile
    )


@_says(FirstPlayer)
def _first_player(event: FirstPlayer, t: _Telling) -> str:
    rules = t.game.rules
    if rules.turn_order == "seated":
        return _tr("{player} goes first (seating order).").format(player=t.who(event.player))
    if rules.turn_order == "left_to_right":
        return _tr("{player} goes first: their tile is the closest to the left edge.").format(
            player=t.who(event.player)
        )
    return _tr(
        "{player} goes first: their tile is in the top row of those drawn (the leftmost there)."
    ).format(player=t.who(event.player))


@_says(TurnStarted)
def _turn_started(event: TurnStarted, t: _Telling) -> str:
    return _tr("{player}'s turn.").format(player=t.who(event.player))


@_says(TilePlaced)
def _tile_placed(event: TilePlaced, t: _Telling) -> str:
    return _tr("{player} placed {tile}.").format(player=t.who(event.player), tile=event.tile)


@_says(ChainFounded)
def _chain_founded(event: ChainFounded, t: _Telling) -> str:
    return _tr("{player} founded {chain} ({size}).").format(
        player=t.who(event.player), chain=event.chain, size=_tiles(event.size)
    )


@_says(FounderShare)
def _founder_share(event: FounderShare, t: _Telling) -> str:
    if event.shares:
        return _tr("{player} received a founder's share of {chain}.").format(
            player=t.who(event.player), chain=event.chain
        )
    if event.cash:
        return _tr(
            "{chain} has no share left for its founder: {player} receives {cash} instead."
        ).format(chain=event.chain, player=t.who(event.player), cash=t.money(event.cash))
    return _tr("{chain} has no share left: {player} gets no founder's share.").format(
        chain=event.chain, player=t.who(event.player)
    )


@_says(ChainGrew)
def _chain_grew(event: ChainGrew, t: _Telling) -> str:
    return _tr("{chain} grew to {size}.").format(chain=event.chain, size=_tiles(event.size))


@_says(MergerStarted)
def _merger_started(event: MergerStarted, t: _Telling) -> str:
    sizes = t.context.sizes if t.context is not None else {}
    parts = [f"{chain} ({sizes[chain]})" if sizes.get(chain) else chain for chain in event.chains]
    return _tr("{player}'s {tile} merges {chains}.").format(
        player=t.who(event.player), tile=event.tile, chains=join_words(parts)
    )


@_says(ChainDefunct)
def _chain_defunct(event: ChainDefunct, t: _Telling) -> str:
    # Short enough for one line of the log at 1280×720, in German too (it was cut there).
    return _tr("{survivor} absorbs {chain}: {size}, {price} a share.").format(
        chain=event.chain,
        survivor=event.survivor,
        size=_tiles(event.size),
        price=t.money(event.price),
    )


@_says(BonusPaid)
def _bonus_paid(event: BonusPaid, t: _Telling) -> str:
    text = (
        _tr("{player} receives a {amount} majority bonus for {chain}.")
        if event.rank == "majority"
        else _tr("{player} receives a {amount} minority bonus for {chain}.")
    )
    return text.format(player=t.who(event.player), amount=t.money(event.amount), chain=event.chain)


@_says(SharesDisposed)
def _shares_disposed(event: SharesDisposed, t: _Telling) -> str:
    survivor = (t.context.survivors.get(event.chain) if t.context is not None else None) or _tr(
        "the survivor"
    )
    parts = []
    if event.sold:
        parts.append(
            _tr("sold {n} {chain} for {cash}").format(
                n=event.sold, chain=event.chain, cash=t.money(event.cash)
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
        kept = (
            _tr("{player} kept their {n} {chain} share.")
            if event.kept == 1
            else _tr("{player} kept all {n} {chain}.")
        )
        return kept.format(player=t.who(event.player), n=event.kept, chain=event.chain)
    return _tr("{player} {actions}.").format(player=t.who(event.player), actions=join_words(parts))


@_says(MergerCompleted)
def _merger_completed(event: MergerCompleted, t: _Telling) -> str:
    return _tr("The merger is complete: {survivor} now has {size}.").format(
        survivor=event.survivor, size=_tiles(event.size)
    )


@_says(SharesBought)
def _shares_bought(event: SharesBought, t: _Telling) -> str:
    if not event.chains:
        return _tr("{player} bought no shares.").format(player=t.who(event.player))
    return _tr("{player} bought {shares} for {cost}.").format(
        player=t.who(event.player), shares=shares_words(event.chains), cost=t.money(event.cost)
    )


def shares_words(chains: tuple[str, ...]) -> str:
    """Shares bought, one chain name per share, in words ("2 Luxor and 1 Tower")."""
    return join_words([f"{n} {chain}" for chain, n in Counter(chains).items()])


@_says(TileDrawn)
def _tile_drawn(event: TileDrawn, t: _Telling) -> str:
    if t.viewer is None or t.viewer == event.player:
        return _tr("{player} drew {tile}.").format(player=t.who(event.player), tile=event.tile)
    return _tr("{player} drew a tile.").format(player=t.who(event.player))


@_says(DeadTileRemoved)
def _dead_tile_removed(event: DeadTileRemoved, t: _Telling) -> str:
    return _tr(
        "{player}'s {tile} is dead (it would merge two safe chains) and is replaced."
    ).format(player=t.who(event.player), tile=event.tile)


@_says(HandRevealed)
def _hand_revealed(event: HandRevealed, t: _Telling) -> str:
    return _tr("{player} has no playable tile: {tiles} are set aside.").format(
        player=t.who(event.player), tiles=", ".join(event.tiles)
    )


@_says(PlacementSkipped)
def _placement_skipped(event: PlacementSkipped, t: _Telling) -> str:
    return _tr("{player} cannot place a tile this turn.").format(player=t.who(event.player))


@_says(EndDeclared)
def _end_declared(event: EndDeclared, t: _Telling) -> str:
    return _tr("{player} declared the game over; it ends after this turn.").format(
        player=t.who(event.player)
    )


@_says(FinalSale)
def _final_sale(event: FinalSale, t: _Telling) -> str:
    return _tr("Final sale: {player} sells {n} {chain} for {cash}.").format(
        player=t.who(event.player), n=event.shares, chain=event.chain, cash=t.money(event.cash)
    )


@_says(GameOver)
def _game_over(event: GameOver, t: _Telling) -> str:
    winners = [entry for entry in event.standings if entry.get("rank") == 1]
    if not winners:
        return _tr("The game is over.")
    cash = t.money(winners[0]["cash"])
    if len(winners) == 1:
        return _tr("The game is over: {player} wins with {cash}.").format(
            player=winners[0]["name"], cash=cash
        )
    return _tr("The game is over: {players} share the win with {cash} each.").format(
        players=join_words([entry["name"] for entry in winners]), cash=cash
    )


# -- the events of the rule sets beyond classic and of player trading -------------------


@_says(SharesSplit)
def _shares_split(event: SharesSplit, t: _Telling) -> str:
    return _tr("{chain} shares split 2 for 1: now {price} a share, {total} in all.").format(
        chain=event.chain, price=t.money(event.price), total=event.total
    )


@_says(DoeShares)
def _doe_shares(event: DoeShares, t: _Telling) -> str:
    return _tr("The Department of Energy receives {shares} of {chain}.").format(
        shares=_plural(event.shares, _tr("{n} share"), _tr("{n} shares")), chain=event.chain
    )


@_says(PhantomShares)
def _phantom_shares(event: PhantomShares, t: _Telling) -> str:
    return _tr("The phantom shareholder holds {shares} of {chain} for its bonuses.").format(
        shares=_plural(event.shares, _tr("{n} share"), _tr("{n} shares")), chain=event.chain
    )


@_says(SharesSold)
def _shares_sold(event: SharesSold, t: _Telling) -> str:
    return _tr("{player} sold {n} {chain} to the bank for {cash}.").format(
        player=t.who(event.player), n=event.shares, chain=event.chain, cash=t.money(event.cash)
    )


@_says(ActionsGranted)
def _actions_granted(event: ActionsGranted, t: _Telling) -> str:
    return _tr("{player} has {actions} this turn.").format(
        player=t.who(event.player),
        actions=_plural(event.actions, _tr("{n} action"), _tr("{n} actions")),
    )


@_says(FoundingFailed)
def _founding_failed(event: FoundingFailed, t: _Telling) -> str:
    return _tr(
        "{player}'s {tile} would found a company, but none is left: it stays unincorporated."
    ).format(player=t.who(event.player), tile=event.tile)


@_says(TurnEnded)
def _turn_ended(event: TurnEnded, t: _Telling) -> str:
    if not event.unused:
        return _tr("{player} ended their turn.").format(player=t.who(event.player))
    return _tr("{player} ended their turn with {unused} unused.").format(
        player=t.who(event.player),
        unused=_plural(event.unused, _tr("{n} action"), _tr("{n} actions")),
    )


def _shares_words(shares: tuple[tuple[str, int], ...], cash: int, money: Words) -> list[str]:
    parts = [f"{count} {chain}" for chain, count in shares if count]
    if cash:
        parts.append(money(cash))
    return parts


def trade_terms(proposal: TradeProposed | Propose, money: Words) -> str:
    """What a trade proposal gives for what ("2 Luxor for 1 Tower and $500")."""
    give = _shares_words(proposal.give, proposal.give_cash, money)
    get = _shares_words(proposal.get, proposal.get_cash, money)
    if give and get:
        return _tr("{give} for {get}").format(give=join_words(give), get=join_words(get))
    if give:
        return _tr("{give} for nothing").format(give=join_words(give))
    return _tr("nothing for {get}").format(get=join_words(get))


@_says(TradeProposed)
def _trade_proposed(event: TradeProposed, t: _Telling) -> str:
    return _tr("{player} proposes a trade to {other}: {terms}.").format(
        player=t.who(event.player), other=t.who(event.to), terms=trade_terms(event, t.money)
    )


@_says(TradeAnswered)
def _trade_answered(event: TradeAnswered, t: _Telling) -> str:
    text = (
        _tr("{player} accepted the trade.")
        if event.accepted
        else _tr("{player} declined the trade.")
    )
    return text.format(player=t.who(event.player))
