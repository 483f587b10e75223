"""The end of the local game in the window: the game-over dialog, and what the finished
table offers besides New game, Review and Export.

:meth:`GameEnd.show_dialog` shows the standings and payout, the net-worth chart, each
player's chance of winning (computed in the background) and, where a person at this screen
played, the hard AI's games in their seat on the same tiles (also in the background); both
are kept in the finished game's file, so the review shows them at once. The dialog offers
*Review this game*. It opens by itself when the game ends, and again from the finished
table's *Results…* and Game → Results… (``results_action``): closed (by a stray Enter
too, before Enter stopped closing it), it would leave the standings, payout and charts to
the review. :meth:`GameEnd.play_again` is the finished table's *Play this deal again*, and
:meth:`GameEnd.copy_deal_code` Game → Copy the deal code (its ``copy_deal_action``, for
the window's menu: enabled only once the game is over, since the code's seed tells every
tile still in the bag).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow

from acquire_qt.controller import GameController
from acquire_qt.dialogs import GameOverDialog
from acquire_qt.engine import Game
from acquire_qt.occupant import player_seat
from acquire_qt.session.deals import deal_of

from .ai_in_seat import AiInSeatPanel
from .files import GameFiles
from .win_chance_chart import WinChancePanel


class GameEnd(QObject):
    """The game-over dialog and the finished game's deal, for ``window``'s local game."""

    def __init__(
        self,
        window: QMainWindow,
        local: GameController,
        files: GameFiles,
        viewer: Callable[[], int | None],
        review: Callable[[], None],
        show_error: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.local = local
        self.files = files
        self._viewer = viewer
        self._review = review
        self._show_error = show_error
        self.copy_deal_action = QAction(self)
        self.copy_deal_action.setObjectName("copy_deal_action")
        self.copy_deal_action.triggered.connect(self.copy_deal_code)
        self.results_action = QAction(self)
        self.results_action.setObjectName("results_action")
        self.results_action.triggered.connect(self.show_dialog)
        self.actions = (self.results_action, self.copy_deal_action)
        """The window's Game menu entries of a finished game."""
        self.name()

    def name(self) -> None:
        """The actions' words (again when the language changes)."""
        self.results_action.setText(self.tr("Resul&ts…"))
        self.results_action.setToolTip(
            self.tr("The standings, the payout and the charts of the finished game")
        )
        self.copy_deal_action.setText(self.tr("Copy the &deal code"))
        self.copy_deal_action.setToolTip(
            self.tr(
                "The finished game's rules, seats and tile order as a short code, for "
                "Game → New game… here or on any computer"
            )
        )

    def enable(self, finished: bool) -> None:
        """The actions are enabled once the game is over (``finished``)."""
        for action in self.actions:
            action.setEnabled(finished)

    @Slot(list)
    def game_over(self, _standings: list[dict[str, object]]) -> None:
        """The game just ended: it is kept among the finished games, then the dialog shows
        (not in an --autoplay game, which shows no dialog)."""
        if self.window.property("autoplay"):
            return
        self.files.keep_finished()
        QTimer.singleShot(0, self.show_dialog)

    def _finished(self) -> Game | None:
        game = self.local.game
        return game if game is not None and game.over else None

    @Slot()
    def show_dialog(self) -> None:
        """The game-over dialog of the finished game (nothing if the game is not over);
        the finished table stays under it: final board, log and standings."""
        game = self._finished()
        if game is None:
            return
        cache = self.files.finished_path
        win_chance = WinChancePanel()
        win_chance.compute(game, cache=cache)
        seat = player_seat(game.controllers, self._viewer())
        ai_in_seat = None
        if seat is not None:  # a person at this screen played: the AI plays their seat
            ai_in_seat = AiInSeatPanel()
            ai_in_seat.compute(game, seat, cache=cache)
        dialog = GameOverDialog(
            game,
            self.local.last_events,
            self.local.net_worth_history,
            self.window,
            win_chance=win_chance,
            ai_in_seat=ai_in_seat,
        )
        review = dialog.ui.buttons.addButton(
            self.tr("&Review this game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        review.setObjectName("review_button")
        review.setAutoDefault(False)
        review.clicked.connect(dialog.accept)
        review.clicked.connect(self._review)
        dialog.exec()

    @Slot()
    def play_again(self) -> None:
        """A new game of the finished game's deal (the finished table's button)."""
        game = self._finished()
        if game is not None:
            self.files.play_again(game)

    @Slot()
    def copy_deal_code(self) -> None:
        """Game → Copy the deal code: the finished game's deal code to the clipboard."""
        game = self._finished()
        if game is None:
            return
        try:
            code = deal_of(game).code
        except ValueError as error:
            self._show_error(self.tr("This game has no deal code: {reason}.").format(reason=error))
            return
        QGuiApplication.clipboard().setText(code)
        self.window.statusBar().showMessage(
            self.tr("The deal code {code} is copied: Game → New game… takes it.").format(code=code),
            15_000,
        )
