"""The rules engine of Acquire: pure Python, standard library only, no Qt.

Everything outside the engine (the Qt application, the AI players, save files,
tests, tools) drives games through this face; see ``../shared/ENGINE.md`` and
``docs/engine-contract.md``.

>>> from acquire_qt.engine import Rules, new_game
>>> game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=["3C", "5D"] + ["1A"])
>>> game.players[game.turn], game.pending.kind
('Ann', <Kind.PLAY: 'play'>)
"""

from .actions import (
    Accept,
    Action,
    Buy,
    Decline,
    Defunct,
    Dispose,
    DisposeAll,
    Draw,
    End,
    EndTurn,
    Found,
    IllegalActionError,
    Play,
    Propose,
    Sell,
    Survivor,
    parse_action,
)
from .chains import ChainSpec
from .decisions import (
    ActionDecision,
    BuyDecision,
    Decision,
    DefunctOrderDecision,
    DisposeDecision,
    FoundDecision,
    PlayDecision,
    SurvivorDecision,
    TradeOfferDecision,
    may_propose,
)
from .events import Event
from .game import Game, new_game
from .mergers import bonuses
from .placement import outcome
from .reader import GameReader, PositionReader
from .records import FORMAT, VERSION, dumps
from .replay import Replay, Step
from .rules import Rules
from .sizes import end_condition
from .state import Kind, Outcome
from .views import ChainView, GameView, MergerView, PlayerView, Standing, TradeView

from_record = Game.from_record
load_record = Game.from_record

__all__ = [
    "FORMAT",
    "VERSION",
    "Accept",
    "Action",
    "ActionDecision",
    "Buy",
    "BuyDecision",
    "ChainSpec",
    "ChainView",
    "Decision",
    "Decline",
    "Defunct",
    "DefunctOrderDecision",
    "Dispose",
    "DisposeAll",
    "DisposeDecision",
    "Draw",
    "End",
    "EndTurn",
    "Event",
    "Found",
    "FoundDecision",
    "Game",
    "GameReader",
    "GameView",
    "IllegalActionError",
    "Kind",
    "MergerView",
    "Outcome",
    "Play",
    "PlayDecision",
    "PlayerView",
    "PositionReader",
    "Propose",
    "Replay",
    "Rules",
    "Sell",
    "Standing",
    "Step",
    "Survivor",
    "SurvivorDecision",
    "TradeOfferDecision",
    "TradeView",
    "bonuses",
    "dumps",
    "end_condition",
    "from_record",
    "load_record",
    "may_propose",
    "new_game",
    "outcome",
    "parse_action",
]
