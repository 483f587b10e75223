"""Play → Suggest: the hard AI's advice for the decision at hand, explained in words.

:class:`Suggestion` asks the controller (the answer arrives later: the window stays
usable), shows the answer in the status bar, in the coach's panel during a lesson, and
outlines a suggested tile on the board. The words and the outline go once the position
changes: they were about the position before.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QMainWindow

from acquire_qt.controller import GameController
from acquire_qt.engine import Action, Play
from acquire_qt.presentation.advice import explain

from .board_view import BoardView
from .coach import CoachPanel


class Suggestion(QObject):
    """The suggestion shown in ``window`` for ``controller``'s game, on ``board`` and in
    ``coach``."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        board: BoardView,
        coach: CoachPanel,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._board = board
        self._coach = coach
        self._message = ""
        """The status bar's suggestion, cleared once the position changes."""
        self._tile: str | None = None
        """The square the suggestion outlines, cleared once the position changes."""
        controller.suggestion_ready.connect(self._answered)

    @Slot()
    def ask(self) -> None:
        """Ask the hard AI for advice; the answer arrives later (the window stays usable)."""
        thinking = QCoreApplication.translate("MainWindow", "Thinking about a suggestion…")
        self._window.statusBar().showMessage(thinking)
        self._controller.suggest()

    def text(self, action: Action) -> str:
        """The suggestion ``action`` explained in words for the player who decides now."""
        game = self._controller.game
        if game is None or game.pending is None:
            return str(action)
        return explain(game, game.pending.player, action)

    @Slot(object)
    def _answered(self, action: Action) -> None:
        text = self.text(action)
        why = QCoreApplication.translate("MainWindow", "Suggestion: {why}")
        self._message = why.format(why=text)
        self._window.statusBar().showMessage(self._message, 30_000)
        if self._coach.is_coaching():
            self._coach.show_suggestion(text)
        if isinstance(action, Play):
            self._tile = action.tile
            self._board.highlight(action.tile)

    def position_changed(self) -> None:
        """The board shows another position: the suggestion, about the one before, goes."""
        status = self._window.statusBar()
        if self._message == status.currentMessage():
            status.clearMessage()
        if self._tile is not None:
            if self._board.board_scene().highlighted_tile() == self._tile:
                self._board.highlight(None)
            self._tile = None
