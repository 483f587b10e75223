"""Qt models over a game: the stock market, the players and the event log.

Each model reads a game only through its public face (``game.view(viewer)``,
``game.pending``, ``game.players``, ``game.controllers``, ``game.rules``) and is
refreshed with ``update_game(game, viewer)``; ``viewer`` is the seat whose eyes the
model uses (None shows everything). Models hold no rules and no widgets.
"""

from acquire_qt.presentation.money import format_money

from .log import EventLogModel, LogContext, describe
from .players import PlayersModel, controller_label
from .stock_market import StockMarketModel, snapshot

__all__ = [
    "EventLogModel",
    "LogContext",
    "PlayersModel",
    "StockMarketModel",
    "controller_label",
    "describe",
    "format_money",
    "snapshot",
]
