"""The one rule for the game on the table: no unfinished game is lost without the player's word.

Every action of the window that would put another game in place of an unfinished one
(Game → New game, the start page's quick game, deal of the day, hot seat and custom game,
a finished game's or the finished table's Play this deal again, Help → Learn to play,
Game → Open and the recent or saved games that are not finished, review's "Play on from
here", hosting a network game, joining one) calls :meth:`GameKeeper.may_replace` right
before it replaces the game, once the player has said what they want instead (after the
new-game or file dialog, not before). Quitting calls :meth:`GameKeeper.may_quit`, which
asks only when something would be lost.
"Unfinished game" means the game on the table if it is not over, or else the one a
previous run left in the autosave (the start page's Continue). The question offers:

- **Keep it for later** (the default): the game is written among the saved games (its own
  file if that holds it as it stands, else a new one: a file saved by hand is not written
  over) and the start page lists it to continue; on quitting, the autosave
  simply stays and the start page offers Continue next time.
- **Discard it**: the autosave is deleted; the game is gone.
- **Cancel**: nothing happens.

Opening a finished game reviews it and replaces nothing, so it asks nothing; neither does
Continue (it resumes that very game), nor quitting a game only people at this screen play
(it is autosaved as it stands, and Continue resumes it). The rule is written down in
docs/keeping-games.md.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from acquire_qt.controller import GameController
from acquire_qt.storage import SaveFileError


class Answer(Enum):
    """What the player chose for the unfinished game."""

    KEEP = "keep"
    DISCARD = "discard"
    CANCEL = "cancel"


class GameKeeper(QObject):
    """Asks before ``controller``'s unfinished game is replaced or left (see the module)."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller

    def put_away(self) -> str | None:
        """Autosave the unfinished game on the table as it stands (Game → Close game), so
        that Continue resumes it at this very decision; why not, if it cannot be."""
        game = self.controller.game
        if game is None or game.over:
            return None
        self.controller.wait_for_saves()
        try:
            self.controller.storage.autosave(game)
        except SaveFileError as error:
            return str(error)
        return None

    def ask(self, quitting: bool) -> Answer:
        """The question, as a message box over the window; the player's answer."""
        box = QMessageBox(self.window)
        box.setObjectName("keep_game_question")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("An unfinished game"))
        if quitting:
            box.setText(
                self.tr(
                    "The game on the table is not finished, and players at other "
                    "computers play in it: quitting stops it for them too."
                )
                if self.controller.network_seats()
                else self.tr("The game on the table is not finished.")
            )
            box.setInformativeText(
                self.tr(
                    "Keep it for later: Continue on the start page resumes it next time. "
                    "Discard it: it is deleted for good."
                )
            )
        else:
            box.setText(self.tr("An unfinished game would be replaced."))
            box.setInformativeText(
                self.tr(
                    "Keep it for later: it is saved, and the start page lists it to "
                    "continue. Discard it: it is deleted for good."
                )
            )
        keep = box.addButton(self.tr("&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
        keep.setObjectName("keep_button")
        discard = box.addButton(self.tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        discard.setObjectName("discard_button")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancel_button")
        box.setDefaultButton(keep)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is keep:
            return Answer.KEEP
        if clicked is discard:
            return Answer.DISCARD
        return Answer.CANCEL

    def may_replace(self) -> bool:
        """Whether the caller may now put another game on the table: True if no unfinished
        game would be lost, or the player kept it (it is saved) or discarded it."""
        if not self.controller.unfinished():
            return True
        answer = self.ask(quitting=False)
        if answer is Answer.CANCEL:
            return False
        if answer is Answer.DISCARD:
            self.controller.discard_autosave()
            return True
        return self._kept(
            self.controller.keep_for_later,
            self.tr("The game could not be kept, so it stays on the table: {error}"),
        )

    def may_quit(self) -> bool:
        """Whether the program may quit: True unless the player cancelled. An unfinished
        game on the table is autosaved as it stands, and Continue resumes it next time:
        nothing is lost, so nothing is asked. The question comes only when something would
        be: players at other computers play in it (quitting stops it for them), or the
        autosave cannot be written; then the game is kept (autosaved) or its autosave
        deleted (discarded), as the player says."""
        game = self.controller.game
        if game is None or game.over:
            return True
        if not self.controller.network_seats() and self.put_away() is None:
            return True
        answer = self.ask(quitting=True)
        if answer is Answer.CANCEL:
            return False
        if answer is Answer.DISCARD:
            self.controller.stop()
            self.controller.discard_autosave()
            return True
        self.controller.wait_for_saves()
        return self._kept(
            lambda: self.controller.storage.autosave(game),
            self.tr("The game could not be kept, so the program stays open: {error}"),
        )

    def _kept(self, keep: Callable[[], object], failure: str) -> bool:
        """Whether ``keep`` wrote the game; if it could not, the player reads ``failure``
        (with the error in place of ``{error}``)."""
        try:
            keep()
        except SaveFileError as error:
            QMessageBox.warning(
                self.window, self.tr("An unfinished game"), failure.format(error=error)
            )
            return False
        return True
