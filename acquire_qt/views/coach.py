"""The coach for a first game: Help → Learn to play, and the panel that explains decisions.

:func:`learning_game` is the guided game: the player against two easy AI players on an
arranged tile bag (:func:`coach_bag`), so that whichever tile the player places first
founds a chain (then they buy), and within a few turns a merger asks them to sell,
trade or keep shares of the chain that ends (measured below).

How the bag is arranged (classic board, 12 columns × rows A–I; three players, the
player in seat 0). The engine draws the position tiles first, one per seat, then the
hands of six in turn order, then one tile per turn in turn order:

- Position tiles 2B (the player), 4B and 6B (the AIs): three loose tiles in row B, one
  square apart. The player's is the topmost and leftmost, so the player goes first.
- The player's hand 2A, 4A, 6A, 2C, 4C, 6C: each touches one loose tile and no other
  tile of the hand, so whichever the player places founds a chain (the founding
  decision in turn 1, then buying); the next ones found a second and third chain or
  grow one.
- The player's draws, one a round: 3B, 5B, 3A, 5A, 3C, 5C, the squares between the
  loose tiles. Once chains lie on both sides of one of them it merges them, and the
  player holds a share of every chain they founded (the founder's share): the merger
  asks them to sell, trade or keep.
- The AIs' hands and draws: squares of rows E–I on a checkerboard, so none touches
  another, and row D lies between them and the player's rows A–C. The AIs place lone
  tiles there and buy, but found, grow and merge nothing in the arranged rounds, so the
  lesson's course depends only on the player's tiles, however the AIs choose.
- After :data:`ARRANGED_ROUNDS` rounds, the rest of the board in a shuffle of its own
  (by :data:`COACH_SEED`): from then on the game is a normal game.

Measured (tests/ui/test_coach_bag.py): the player meets the merger's decision in their
fourth to sixth turn whether they place their first or last playable tile or one at
random, buying nothing or all they may; of uniformly random placements, about half meet
it by the fifth turn and 70 % by the sixth. A player who keeps the squares between the
chains and grows one chain with them instead meets it later: no bag can force a merger
on a player who avoids one.

:class:`CoachPanel` is a dock under the board: at each decision of the player it
coaches it says what the decision means and what a good player would consider
(:func:`~acquire_qt.presentation.coach.coach_text`), and shows Play → Suggest's
explanation. The player may close it at any time; the game goes on as a normal game. A
game started any other way closes it. On a language change it says its advice again in
the new language.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import GameSetup, TableController
from acquire_qt.dialogs.new_game import _default_name
from acquire_qt.engine import GameReader, Rules
from acquire_qt.occupant import Occupant
from acquire_qt.presentation.coach import coach_text

COACH_SEED = 112
"""The learning game's seed: recorded with the game, it seeds the AI players and shuffles
the bag's tiles after the arranged ones."""
POSITION_TILES = ("2B", "4B", "6B")
"""The position tiles, by seat: the player's first (see the module)."""
FIRST_HAND = ("2A", "4A", "6A", "2C", "4C", "6C")
"""The player's hand: each tile founds a chain on a loose tile."""
PLAYER_DRAWS = ("3B", "5B", "3A", "5A", "3C", "5C")
"""The player's draws, one a round: the squares between the loose tiles, which merge."""
ARRANGED_ROUNDS = len(PLAYER_DRAWS)
"""How many rounds of draws the bag arranges."""
QUIET_ROWS = "EFGHI"
"""The AIs' rows: their tiles lie there on a checkerboard, away from the player's."""
OPPONENTS = ("Eve", "Max", "Zoe")
"""The easy AI players' names (two of them, none the player's own)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def coach_bag() -> tuple[str, ...]:
    """The learning game's tile bag, in draw order (see the module)."""
    names = Rules.classic().board.names
    quiet = [
        name
        for name in names
        if name[-1] in QUIET_ROWS and (int(name[:-1]) + ord(name[-1])) % 2 == 0
    ]
    random.Random(COACH_SEED).shuffle(quiet)  # the AIs' tiles, in no visible order
    hands, draws = quiet[: 2 * len(FIRST_HAND)], quiet[2 * len(FIRST_HAND) :]
    bag = [*POSITION_TILES, *FIRST_HAND, *hands]
    for turn, tile in enumerate(PLAYER_DRAWS):  # turn order: the player, then the AIs
        bag += [tile, draws[2 * turn], draws[2 * turn + 1]]
    rest = [name for name in names if name not in bag]
    random.Random(COACH_SEED).shuffle(rest)
    return (*bag, *rest)


def learning_game(name: str | None = None) -> GameSetup:
    """The guided game: the player (``name``, by default the account's) at the screen
    against two easy AI players, on :func:`coach_bag`."""
    player = name or _default_name()
    opponents = [other for other in OPPONENTS if other.casefold() != player.casefold()][:2]
    return GameSetup(
        names=(player, *opponents),
        controllers=(Occupant.HUMAN, Occupant.EASY, Occupant.EASY),
        rules=Rules.classic(),
        seed=COACH_SEED,
        tile_bag=coach_bag(),
    )


class CoachPanel(QDockWidget):
    """The coach: a dock that explains each decision of one player (see the module).

    ``shown`` lists every text it showed, in order (tests read what a player read).
    """

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(_tr("Coach"), parent)
        self.setObjectName("dock_coach")
        self.controller = controller
        self.seat: int | None = None
        self._expecting = False
        self._advised: GameReader | None = None
        """The position of the advice on show (a copy), to say it again in another language."""
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
        self.suggest_button = QPushButton()
        self.suggest_button.setEnabled(False)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.close)
        self._name_buttons()
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

    def _name_buttons(self) -> None:
        self.suggest_button.setText(_tr("&Suggest a move"))
        self.suggest_button.setToolTip(
            _tr("What a good player would do here, and why (Play → Suggest a move)")
        )
        self.leave_button.setText(_tr("&Leave the coach"))
        self.leave_button.setToolTip(_tr("Close the coach; the game goes on as a normal game"))

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
            self._advised = None
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
            self._advised = game.copy()
            self._show(text)

    def _show(self, text: str) -> None:
        self.text.setText(text)
        self.shown.append(text)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        """On a language change, its words again in the language just chosen: the
        buttons, the title and the advice on show (said again of the position it was
        given for; a suggestion, given in the old language, is taken away)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._name_buttons()
            if self.seat is None:
                self.setWindowTitle(_tr("Coach"))
            elif self._advised is not None and self.isVisible():
                self.suggestion.hide()
                self._show(coach_text(self._advised, self.seat))
                self.refresh()  # the title, and the advice if a decision came meanwhile
        super().changeEvent(event)

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
        self._advised = None
        super().closeEvent(event)
