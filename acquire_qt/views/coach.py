"""The coach for a first game: Help → Learn to play, and the panel that explains decisions.

:func:`learning_game` is the guided game: the player against two easy AI players on a
fixed tile bag (:data:`COACH_SEED`, found by search so that the player founds a chain
in their first turns and a merger soon asks them to sell, trade or keep, when they play
as the suggestions say). :class:`CoachPanel` is a dock under the board: at each
decision of the player it coaches it says what the decision means and what a good
player would consider (:func:`~acquire_qt.presentation.coach.coach_text`), and shows
Play → Suggest's explanation. The player may close it at any time; the game goes on as a
normal game. A game started any other way closes it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.new_game import _default_name
from acquire_qt.engine import Rules
from acquire_qt.presentation.coach import coach_text
from acquire_qt.session.occupant import Occupant

COACH_SEED = 112
"""The learning game's tile bag. Searched over seeds 0–599 with the player (seat 0)
playing as the medium AI against two easy AIs: the player founds a chain in the game's
second turn and disposes of shares in a merger in its fifth, the earliest found. Played
as the hard AI would (what Play → Suggest proposes) it founds in turn 8 and disposes in
turn 17: one of the three seeds, of the 17 the first search kept, where both players
met a merger within 18 turns, and by far the quickest of them for the medium AI's play.
A player who plays otherwise may meet it later, or not at all."""
OPPONENTS = ("Eve", "Max", "Zoe")
"""The easy AI players' names (two of them, none the player's own)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def learning_game(name: str | None = None) -> GameSetup:
    """The guided game: the player (``name``, by default the account's) at the screen
    against two easy AI players."""
    player = name or _default_name()
    opponents = [other for other in OPPONENTS if other.casefold() != player.casefold()][:2]
    return GameSetup(
        names=(player, *opponents),
        controllers=(Occupant.HUMAN, Occupant.EASY, Occupant.EASY),
        rules=Rules.classic(),
        seed=COACH_SEED,
    )


class CoachPanel(QDockWidget):
    """The coach: a dock that explains each decision of one player (see the module).

    ``shown`` lists every text it showed, in order (tests read what a player read).
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(_tr("Coach"), parent)
        self.setObjectName("dock_coach")
        self.controller = controller
        self.seat: int | None = None
        self._expecting = False
        self.shown: list[str] = []
        body = QWidget()
        row = QHBoxLayout(body)
        column = QVBoxLayout()
        side = QVBoxLayout()
        row.addLayout(column, 1)
        row.addLayout(side)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.suggestion = QLabel()
        self.suggestion.setWordWrap(True)
        italic = self.suggestion.font()
        italic.setItalic(True)
        self.suggestion.setFont(italic)
        self.suggestion.hide()
        self.suggest_button = QPushButton(_tr("&Suggest a move"))
        self.suggest_button.setToolTip(
            _tr("What a good player would do here, and why (Play → Suggest a move)")
        )
        self.suggest_button.setEnabled(False)
        self.leave_button = QPushButton(_tr("&Leave the coach"))
        self.leave_button.setToolTip(_tr("Close the coach; the game goes on as a normal game"))
        self.leave_button.clicked.connect(self.close)
        column.addWidget(self.text)
        column.addWidget(self.suggestion)
        column.addStretch(1)
        side.addWidget(self.suggest_button)
        side.addWidget(self.leave_button)
        side.addStretch(1)
        self.setWidget(body)
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self.refresh)
        self.hide()

    def set_suggest_action(self, action: QAction) -> None:
        """Let the panel's Suggest button trigger ``action``, enabled when it is."""
        self.suggest_button.clicked.connect(action.trigger)
        self.suggest_button.setEnabled(action.isEnabled())
        action.enabledChanged.connect(self.suggest_button.setEnabled)

    def expect_game(self, seat: int) -> None:
        """Coach ``seat`` in the game about to start (the next ``game_started``)."""
        self._expecting = True
        self.seat = seat

    def is_coaching(self) -> bool:
        return self.seat is not None and self.isVisible()

    @Slot()
    def _game_started(self) -> None:
        if self._expecting:
            self._expecting = False
            self.shown.clear()
            self.show()
            self.raise_()
            self.refresh()
        else:
            self.close()  # another game: it is not a lesson

    @Slot()
    def refresh(self) -> None:
        """Show what the coached player's pending decision means (kept while others play)."""
        game = self.controller.game
        if self.seat is None or game is None or not self.isVisible():
            return
        text = coach_text(game, self.seat)
        if not text:
            name = game.players[game.pending.player] if game.pending is not None else ""
            self.setWindowTitle(_tr("Coach — {name} is playing…").format(name=name))
            return
        if game.pending is not None:
            self.setWindowTitle(_tr("Coach — your decision"))
        else:
            self.setWindowTitle(_tr("Coach — the end"))
        if text != self.text.text():
            self.suggestion.hide()
            self.text.setText(text)
            self.shown.append(text)
            self._fit_height()

    def show_suggestion(self, text: str) -> None:
        """Show Play → Suggest's explanation under the decision's text."""
        self.suggestion.setText(_tr("Suggested: {why}").format(why=text))
        self.suggestion.show()
        self.shown.append(self.suggestion.text())
        self._fit_height()

    def _fit_height(self) -> None:
        """Make the panel tall enough for its wrapped text at its width (a dock does not
        ask its labels for the height their width needs)."""
        body = self.widget()
        layout = body.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = max(self.text.width(), 200)
        labels = [self.text, self.suggestion] if self.suggestion.isVisibleTo(self) else [self.text]
        spacing = max(layout.spacing(), 0)
        text = sum(label.heightForWidth(width) + spacing for label in labels)
        buttons = self.suggest_button.sizeHint().height() * 2 + spacing
        body.setMinimumHeight(max(text, buttons) + margins.top() + margins.bottom())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.text.width() and event.oldSize().width() != event.size().width():
            self._fit_height()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.seat = None  # the lesson is over; the game goes on
        super().closeEvent(event)
