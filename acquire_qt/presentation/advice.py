"""A suggested action explained in words: what it does and why a good player would take it.

:func:`explain` turns the action Play → Suggest proposes into one sentence for the player
it is suggested to ("places 7B: grows Imperial, where you hold the majority."). The
reasons are the medium AI's judgement (:mod:`acquire_qt.ai.medium`: the bonus a rank
brings, the equity a tile gains against the best rival, what a traded share is worth)
applied to what the player may see (:func:`acquire_qt.ai.position.from_view`, the engine's
typed view); nothing here decides anything. No widgets: only Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from acquire_qt.ai import medium
from acquire_qt.ai.position import Position, from_view
from acquire_qt.engine import (
    Action,
    Buy,
    Defunct,
    Dispose,
    DisposeAll,
    DisposeDecision,
    End,
    Found,
    Game,
    Outcome,
    Play,
    Survivor,
)

from .money import format_money


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def explain(game: Game, seat: int, action: Action) -> str:
    """Why ``action`` is a good answer for ``seat`` to the game's pending decision, in
    one sentence that names what it does (the tile placed, the chain founded …)."""
    pos = from_view(game, seat)
    if isinstance(action, Play):
        return _play(game, pos, action.tile)
    if isinstance(action, Found):
        return _found(game, pos, action.chain)
    if isinstance(action, Buy):
        return _buy(game, pos, action)
    if isinstance(action, Dispose | DisposeAll):
        return _dispose(game, pos, action)
    if isinstance(action, Survivor):
        return _tr("keeps {chain}: of the tied chains, its survival pays you most.").format(
            chain=action.chain
        )
    if isinstance(action, Defunct):
        return _tr("handles {chain} first: the defunct chain you hold most of.").format(
            chain=action.chain
        )
    if isinstance(action, End):
        return _tr("declares the end: you would win if the game were scored now.")
    return _tr("{action}: the move the AI judges best here.").format(action=str(action))


def standing(pos: Position, chain: int) -> str:
    """The seat's rank among a chain's holders, in words ("where you hold the majority")."""
    holdings = pos.holdings(chain)
    mine = holdings[pos.seat]
    others = sorted((held for i, held in enumerate(holdings) if i != pos.seat), reverse=True)
    best = others[0] if others else 0
    if mine == 0:
        return _tr("where you hold no shares")
    if mine > best:
        return _tr("where you hold the majority")
    if mine == best:
        return _tr("where you share the majority")
    if len(others) < 2 or mine >= others[1]:
        return _tr("where you are second")
    return _tr("where you hold {count} shares").format(count=mine)


def _money(game: Game, amount: float) -> str:
    return format_money(round(amount), game.rules.currency)


def _play(game: Game, pos: Position, tile: str) -> str:
    result = game.tile_outcome(tile)
    tables = pos.tables
    square = tables.square_index[tile]
    chains = sorted({pos.cells[n] for n in tables.neighbours[square] if pos.cells[n] >= 0})
    names = tables.chain_names
    if result is Outcome.FOUND:
        text = _tr("places {tile}: founds a new chain, and you get a free founder's share")
    elif result is Outcome.GROW and chains:
        text = _tr("places {tile}: grows {chain}, {standing}").format(
            tile="{tile}", chain=names[chains[0]], standing=standing(pos, chains[0])
        )
    elif result is Outcome.MERGE and chains:
        largest = max(pos.sizes[c] for c in chains)
        survivors = [c for c in chains if pos.sizes[c] == largest]
        defunct = [c for c in chains if c not in survivors[:1]]
        paid = sum(medium.paid(pos, pos.holdings(c), pos.price(c))[pos.seat] for c in defunct)
        text = _tr("places {tile}: merges {defunct} into {survivor}").format(
            tile="{tile}",
            defunct=", ".join(names[c] for c in defunct),
            survivor=names[survivors[0]],
        )
        if paid:
            text += _tr(", which pays you {bonus} in bonuses").format(bonus=_money(game, paid))
    else:
        text = _tr("places {tile}: it joins no chain, a quiet move that helps no rival")
    gain = medium.tile_score(pos, square, medium.tile_outcome(pos, square))
    if gain >= 50:
        text += _tr(" (about {gain} better for you than for your closest rival)").format(
            gain=_money(game, gain)
        )
    return text.format(tile=tile) + "."


def _found(game: Game, pos: Position, chain: str) -> str:
    index = pos.tables.chain_index[chain]
    kept = pos.shares[pos.seat][index]
    if kept:
        return _tr("founds {chain}: you still hold {count} of its shares from a merger.").format(
            chain=chain, count=kept
        )
    size = max(2, pos.sizes[index])
    prices = [pos.tables.prices[c][size] for c in range(len(pos.sizes)) if not pos.sizes[c]]
    price = pos.tables.prices[index][size]
    if prices and price >= max(prices):
        return _tr(
            "founds {chain}: the dearest chain left, so your free share is worth most ({price})."
        ).format(chain=chain, price=_money(game, price))
    return _tr("founds {chain}: its shares start at {price}.").format(
        chain=chain, price=_money(game, price)
    )


def _buy(game: Game, pos: Position, action: Buy) -> str:
    if not action.chains:
        return _tr(
            "buys nothing: no share here gains you more than it costs, and cash "
            "buys into the chains founded later."
        )
    index = pos.tables.chain_index
    parts = []
    for chain in dict.fromkeys(action.chains):
        count = action.chains.count(chain)
        after = pos.holdings(index[chain])
        before = after[pos.seat]
        after[pos.seat] += count
        best = max((held for i, held in enumerate(after) if i != pos.seat), default=0)
        if after[pos.seat] > best >= before:
            reason = _tr("takes the majority")
        elif after[pos.seat] == best:
            reason = _tr("draws level for the majority")
        elif after[pos.seat] > best:
            reason = _tr("strengthens your majority")
        else:
            reason = _tr("works towards a bonus")
        parts.append(
            _tr("{count} {chain} ({reason})").format(count=count, chain=chain, reason=reason)
        )
    return _tr("buys {shares}.").format(shares=", ".join(parts))


def _dispose(game: Game, pos: Position, action: Dispose | DisposeAll) -> str:
    decision = game.pending
    if not isinstance(decision, DisposeDecision):
        return str(action)
    defunct, survivor = decision.chain, decision.survivor
    price = _money(game, decision.price)
    if isinstance(action, DisposeAll):
        words = {
            "sell": _tr(
                "sells all your {defunct} shares at {price} each: cash now beats "
                "what trading or keeping them would bring."
            ),
            "trade": _tr(
                "trades your {defunct} shares two for one into {survivor}: "
                "its shares are worth more to you than the cash."
            ),
            "keep": _tr(
                "keeps your {defunct} shares: they count again if {defunct} is founded anew."
            ),
        }
        return words.get(action.way, str(action)).format(
            defunct=defunct, survivor=survivor, price=price
        )
    keep = decision.shares - action.sell - action.trade
    if action.trade:
        text = _tr(
            "trades {trade} {defunct} for {half} {survivor}: a {survivor} share, with "
            "the rank it brings, is worth more to you than two sold at {price}"
        )
    elif action.sell:
        text = _tr(
            "sells {sell} {defunct} at {price}: two of them are worth more than a "
            "{survivor} share to you"
        )
    else:
        text = _tr("keeps your {defunct} shares: they count again if {defunct} is founded anew")
    if action.trade and action.sell:
        text += _tr(", and sells {sell}")
    if keep and (action.sell or action.trade):
        text += _tr(", keeping {keep}")
    return (text + ".").format(
        trade=action.trade,
        half=action.trade // 2,
        sell=action.sell,
        keep=keep,
        defunct=defunct,
        survivor=survivor,
        price=price,
    )
