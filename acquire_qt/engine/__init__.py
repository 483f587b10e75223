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
from .context import Context
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
from .events import (
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
    HandRevealed,
    MergerCompleted,
    MergerStarted,
    PhantomShares,
    PlacementSkipped,
    PositionTile,
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
from .game import Game, new_game
from .mergers import bonuses
from .numerals import read_whole_number
from .placement import loose_group, outcome
from .reader import GameReader, PositionReader
from .record_schema import (
    LONGEST_ACTION,
    LONGEST_NAME,
    CheckedRecord,
    check_record,
    check_rules,
    plain_text,
)
from .records import FORMAT, VERSION, dumps
from .replay import Replay, Step
from .rules import HOUSE_RULES, RULE_SETS, SPACE_MONOPOLY_BOARDS, RuleOption, Rules, RuleSetSpec
from .sizes import end_condition
from .state import EMPTY, LOOSE, Kind, Outcome
from .strict_json import LARGEST_FILE, RecordError, parse, read_file, read_json_file
from .trading import offer_of
from .validation import check_proposing
from .views import ChainView, GameView, MergerView, PlayerView, Standing, TradeView

from_record = Game.from_record
load_record = Game.from_record

__all__ = [
    "EMPTY",
    "FORMAT",
    "HOUSE_RULES",
    "LARGEST_FILE",
    "LONGEST_ACTION",
    "LONGEST_NAME",
    "LOOSE",
    "RULE_SETS",
    "SPACE_MONOPOLY_BOARDS",
    "VERSION",
    "Accept",
    "Action",
    "ActionDecision",
    "ActionsGranted",
    "BonusPaid",
    "Buy",
    "BuyDecision",
    "ChainDefunct",
    "ChainFounded",
    "ChainGrew",
    "ChainSpec",
    "ChainView",
    "CheckedRecord",
    "Context",
    "DeadTileRemoved",
    "Decision",
    "Decline",
    "Defunct",
    "DefunctOrderDecision",
    "Dispose",
    "DisposeAll",
    "DisposeDecision",
    "DoeShares",
    "Draw",
    "End",
    "EndDeclared",
    "EndTurn",
    "Event",
    "FinalSale",
    "FirstPlayer",
    "Found",
    "FoundDecision",
    "FounderShare",
    "FoundingFailed",
    "Game",
    "GameOver",
    "GameReader",
    "GameView",
    "HandRevealed",
    "IllegalActionError",
    "Kind",
    "MergerCompleted",
    "MergerStarted",
    "MergerView",
    "Outcome",
    "PhantomShares",
    "PlacementSkipped",
    "Play",
    "PlayDecision",
    "PlayerView",
    "PositionReader",
    "PositionTile",
    "Propose",
    "RecordError",
    "Replay",
    "RuleOption",
    "RuleSetSpec",
    "Rules",
    "Sell",
    "SharesBought",
    "SharesDisposed",
    "SharesSold",
    "SharesSplit",
    "Standing",
    "Step",
    "Survivor",
    "SurvivorDecision",
    "TileDrawn",
    "TilePlaced",
    "TradeAnswered",
    "TradeOfferDecision",
    "TradeProposed",
    "TradeView",
    "TurnEnded",
    "TurnStarted",
    "bonuses",
    "check_proposing",
    "check_record",
    "check_rules",
    "dumps",
    "end_condition",
    "from_record",
    "load_record",
    "loose_group",
    "may_propose",
    "new_game",
    "offer_of",
    "outcome",
    "parse",
    "parse_action",
    "plain_text",
    "read_file",
    "read_json_file",
    "read_whole_number",
]
