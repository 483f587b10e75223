"""The coach's words: what a decision means and what a good player would consider.

:func:`coach_text` says, in one or two sentences, what the pending decision of the
player at the screen is about in the position at hand: founding a chain, buying for a
majority, a merger's bonuses and the choice of selling, trading or keeping, safe chains,
declaring the end. The coach panel (``views/coach.py``) shows it at each of that
player's decisions. Facts come from the engine's typed view; nothing here decides
anything. No widgets: only Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import DisposeDecision, GameReader, Kind, Outcome

from .money import format_money


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def coach_text(game: GameReader, seat: int) -> str:
    """What ``seat``'s pending decision means and what to weigh; empty when the pending
    decision is someone else's."""
    decision = game.pending
    if decision is None:
        return _tr(
            "The game is over: every chain paid its bonuses and every share was sold. "
            "The richest player wins."
        )
    if decision.player != seat:
        return ""
    view = game.game_view(seat)
    money = game.rules.currency
    if decision.kind is Kind.PLAY:
        text = _play_text(game, view.players[seat].tiles or decision.tiles)
    elif decision.kind is Kind.FOUND:
        text = _tr(
            "You found a chain and get one of its shares free. A dear chain pays bigger "
            "bonuses; a cheap one costs less to win the majority in."
        )
    elif decision.kind is Kind.SURVIVOR:
        text = _tr(
            "The merging chains are the same size, so you choose the survivor: keep the "
            "one you hold more of, as the other is absorbed and its holders paid off."
        )
    elif decision.kind is Kind.DEFUNCT_ORDER:
        text = _tr(
            "Several chains end in this merger: choose whose shares and bonuses are handled first."
        )
    elif isinstance(decision, DisposeDecision):
        text = (
            _tr(
                "A merger: {survivor} absorbs {defunct}, and the two largest holders of "
                "{defunct} are paid its bonuses. Your one {defunct} share: sell it at "
                "{price}, or keep it in case {defunct} is founded again (trading takes "
                "two)."
            )
            if decision.shares == 1
            else _tr(
                "A merger: {survivor} absorbs {defunct}, and the two largest holders of "
                "{defunct} are paid its bonuses. Your {count} {defunct} shares: sell them "
                "at {price} each, trade two for one {survivor} share, or keep them in case "
                "{defunct} is founded again."
            )
        ).format(
            survivor=decision.survivor,
            defunct=decision.chain,
            count=decision.shares,
            price=format_money(decision.price, money),
        )
    elif decision.kind is Kind.BUY:
        text = _tr(
            "Bonuses go to a chain's two largest holders when it is merged or the game "
            "ends: buy where you can take or keep the majority, rather than a few shares "
            "everywhere."
        )
        safe = [chain.name for chain in view.chains if chain.active and chain.safe]
        if safe:
            text += " " + _tr(
                "{chains}: safe, it can no longer be absorbed, so it pays its bonuses only "
                "at the end."
            ).format(chains=", ".join(safe))
    else:
        text = ""
    if view.end_allowed and decision.kind in (Kind.PLAY, Kind.BUY):
        text += " " + _tr(
            "The game may now be declared over (Play → Declare the game over): do it when "
            "you are ahead."
        )
    return text.strip()


def _play_text(game: GameReader, tiles: tuple[str, ...]) -> str:
    """The play decision: what the most telling of the player's ``tiles`` (their hand)
    would do."""
    outcomes = {tile: game.tile_outcome(tile) for tile in tiles}

    def first(wanted: Outcome) -> str | None:
        return next((tile for tile, result in outcomes.items() if result is wanted), None)

    merging, founding, growing = first(Outcome.MERGE), first(Outcome.FOUND), first(Outcome.GROW)
    dead, eighth = first(Outcome.DEAD), first(Outcome.EIGHTH_CHAIN)
    if dead is not None:
        return _tr(
            "{tile} can never be played: it would merge two safe chains. It is replaced "
            "by a new tile when you draw."
        ).format(tile=dead)
    if eighth is not None:
        return _tr(
            "{tile} cannot be played for now: it would found a chain while every chain is "
            "on the board. Play another tile."
        ).format(tile=eighth)
    if merging is not None:
        return _tr(
            "{tile} would start a merger: the smaller chain ends and its two largest "
            "holders are paid bonuses. Good when you are one of them."
        ).format(tile=merging)
    if founding is not None:
        return _tr(
            "{tile} would found a new chain, with a free share for you: early chains are "
            "cheap to buy into."
        ).format(tile=founding)
    if growing is not None:
        return _tr(
            "{tile} would grow a chain and raise its price: good where you hold the "
            "most shares, a gift to your rivals where you hold none."
        ).format(tile=growing)
    return _tr(
        "Place a tile. Next to a lone tile it founds a chain; next to a chain it grows it; "
        "between two chains it starts a merger."
    )
