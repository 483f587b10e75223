"""A move in words, as a player says it: "played 7D", "founded Tower", "bought 2 Luxor".

:func:`move_words` says what an action does in the position it answers, for review's
"What would the AI do?" ("Sam played 7D …; the hard AI would have played 7A …"). Every
kind of action has its words (a tile placed, a chain founded, the merger's choices, a
disposal, a purchase, the end declared, the turn actions and sales of Energy and Space
Monopoly, trades), a disposal with the counts and cash the engine gives when it applies
it, shares and trade terms in the game log's words (:mod:`.event_text`).

The words are a past participle's phrase (in English the simple past is the same
word): they serve both "{name} {move}" (what was played) and "the hard AI would have
{move}" (what it would have played). They are translated in a context of their own
(``MoveWords``): where the log says "sold 3 Festival" in the simple past, a language
may need the participle here ("3 Festival verkauft"). No widgets: only Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import (
    Accept,
    Action,
    Buy,
    Decline,
    Defunct,
    Dispose,
    DisposeAll,
    DisposeDecision,
    Draw,
    End,
    EndTurn,
    Found,
    Game,
    Play,
    Propose,
    Sell,
    SharesDisposed,
    Survivor,
)

from .event_text import Words, join_words, shares_words, trade_terms
from .money import format_money


def move_words(game: Game, action: Action) -> str:
    """``action``, a legal answer to ``game``'s pending decision, in words ("played 7D",
    "sold 3 Festival for $900, traded 2 for 1 Tower and kept 1"); ``game`` is not
    changed."""

    def money(amount: int) -> str:
        return format_money(amount, game.rules.currency)

    if isinstance(action, Play):
        return QCoreApplication.translate("MoveWords", "played {tile}").format(tile=action.tile)
    if isinstance(action, Found):
        return QCoreApplication.translate("MoveWords", "founded {chain}").format(chain=action.chain)
    if isinstance(action, Survivor):
        return QCoreApplication.translate("MoveWords", "kept {chain} as the survivor").format(
            chain=action.chain
        )
    if isinstance(action, Defunct):
        return QCoreApplication.translate("MoveWords", "handled {chain} first").format(
            chain=action.chain
        )
    if isinstance(action, Dispose | DisposeAll):
        return _disposal(game, action, money)
    if isinstance(action, Buy):
        if not action.chains:
            return QCoreApplication.translate("MoveWords", "bought nothing")
        return QCoreApplication.translate("MoveWords", "bought {shares}").format(
            shares=shares_words(action.chains)
        )
    if isinstance(action, End):
        return QCoreApplication.translate("MoveWords", "declared the end of the game")
    if isinstance(action, Sell):
        return QCoreApplication.translate("MoveWords", "sold {n} {chain} to the bank").format(
            n=action.count, chain=action.chain
        )
    if isinstance(action, Draw):
        return QCoreApplication.translate("MoveWords", "filled the hand")
    if isinstance(action, EndTurn):
        return QCoreApplication.translate("MoveWords", "ended the turn")
    if isinstance(action, Propose):
        return QCoreApplication.translate(
            "MoveWords", "proposed a trade to {other}: {terms}"
        ).format(other=game.players[action.to], terms=trade_terms(action, money))
    if isinstance(action, Accept):
        return QCoreApplication.translate("MoveWords", "accepted the trade")
    assert isinstance(action, Decline)
    return QCoreApplication.translate("MoveWords", "declined the trade")


def _disposal(game: Game, action: Dispose | DisposeAll, money: Words) -> str:
    """What a disposal does with the holder's defunct shares: the counts (and the cash
    of a sale) those the engine gives when it applies it."""
    decision = game.pending
    assert isinstance(decision, DisposeDecision)
    done = next(event for event in game.copy().apply(action) if isinstance(event, SharesDisposed))
    parts = []
    if done.sold:
        parts.append(
            QCoreApplication.translate("MoveWords", "sold {n} {chain} for {cash}").format(
                n=done.sold, chain=done.chain, cash=money(done.cash)
            )
        )
    if done.traded:
        parts.append(
            QCoreApplication.translate("MoveWords", "traded {n} for {m} {survivor}").format(
                n=done.traded, m=done.received, survivor=decision.survivor
            )
        )
    if done.kept and parts:
        parts.append(QCoreApplication.translate("MoveWords", "kept {n}").format(n=done.kept))
    if not parts:
        return QCoreApplication.translate("MoveWords", "kept all {n} {chain}").format(
            n=done.kept, chain=done.chain
        )
    return join_words(parts)
