"""The decision dialogs: each answers one kind of ``game.pending`` with an engine action.

Every decision dialog takes the game (read only) and a parent, shows in words what is
decided and by whom, offers exactly the legal choices, and has ``action()`` for the
current widget state and ``ask(game, parent)`` to run it modally. Also here: the new
game dialog (answers a :class:`GameSetup`), the game over dialog, and the dialogs of
choices that are not a pending decision of their own: selling shares in one's turn
(:class:`SellSharesDialog`, Space Monopoly) and proposing a trade
(:class:`TradeProposalDialog`, house rule player trading), and who plays each seat of a
game played on from a reviewed position (:class:`PlayOnDialog`). No game rules
live here: what is legal always comes from the engine.

Each dialog's fixed part is a Qt Designer form (``ui/NAME.ui``, compiled by ``make forms``
into ``acquire_qt.forms``); the rows that depend on the position are made in code. The
new-game dialog offers the rule sets and options of :mod:`acquire_qt.session.rule_sets`.
"""

from acquire_qt.controller import GameSetup

from .about import AboutDialog
from .buy import BuyDialog
from .common import DecisionDialog, money
from .defunct_order import DefunctOrderDialog
from .disposal import DisposalDialog
from .end_game import EndGameDialog
from .found_chain import FoundChainDialog
from .game_over import GameOverDialog, NetWorthChart
from .new_game import NewGameDialog
from .play_on import PlayOnDialog
from .sell_shares import SellSharesDialog, sales_available
from .survivor import SurvivorDialog
from .trade import TradeAnswerDialog, TradeProposalDialog

__all__ = [
    "AboutDialog",
    "BuyDialog",
    "DecisionDialog",
    "DefunctOrderDialog",
    "DisposalDialog",
    "EndGameDialog",
    "FoundChainDialog",
    "GameOverDialog",
    "GameSetup",
    "NetWorthChart",
    "NewGameDialog",
    "PlayOnDialog",
    "SellSharesDialog",
    "SurvivorDialog",
    "TradeAnswerDialog",
    "TradeProposalDialog",
    "money",
    "sales_available",
]
