"""Qt models over a game: the stock market, the players and the event log.

Each model reads a game only through its public face (the typed view
``game.game_view(viewer)``, ``game.players``, ``game.rules``) and is
refreshed with ``update_game(game, viewer)``; ``viewer`` is the seat whose eyes the
model uses (None shows everything). Models hold no rules and no widgets.
"""

from .log import EventLogModel
from .players import PlayersModel
from .stock_market import StockMarketModel

__all__ = [
    "EventLogModel",
    "PlayersModel",
    "StockMarketModel",
]
