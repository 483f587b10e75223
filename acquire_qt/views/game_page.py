"""The game page: the window's central page while a game is on.

:class:`GamePage` holds the prompt, the board, the rack and the action bar, and the
buttons for what the player may do now, and lays them out; the
:class:`~.main_window.MainWindow` wires them to the game and shows each position.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .board import BoardScene
from .board_view import BoardView
from .rack import ActionBar, TileRack


class GamePage(QWidget):
    """The prompt, a turn counter and the buttons in a row over the board; the rack (where
    tiles come from a hand) and the action bar (where a turn is a number of actions)
    under it.

    The buttons: Decide… (a decision answered in a dialog) and Declare the game over, Sell
    shares… and Propose a trade… where the game allows them, and, once the game is over,
    Results… (the game-over dialog again, once it is closed), Review this game, Export the
    record…, Play this deal again and New game…, in two rows (a finished game stays on the
    table, with what comes next at hand; :meth:`show_finished`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardView(BoardScene(self))
        self.rack = TileRack()
        self.action_bar = ActionBar()
        self.action_bar.hide()
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn_counter")
        self.turn_label.hide()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.prompt.setFont(font)
        self.decide_button = QPushButton()
        self.end_button = QPushButton()
        self.sell_button = QPushButton()
        self.trade_button = QPushButton()
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("new_game_button")
        self.again_button = QPushButton()
        self.again_button.setObjectName("again_button")
        self.results_button = QPushButton()
        self.results_button.setObjectName("results_button")
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_game_button")
        self.export_button = QPushButton()
        self.export_button.setObjectName("export_record_button")
        self.finished_buttons = QWidget()
        """Results…, Review this game, Export the record…, Play this deal again, New game…"""
        self.name_buttons()
        for widget in (self.sell_button, self.trade_button, self.finished_buttons):
            widget.hide()
        self._lay_out()

    def show_finished(self, finished: bool, again: bool) -> None:
        """Show the buttons of a finished game (``finished``), Play this deal again among
        them where ``again`` (a game of this computer's), or hide them."""
        self.again_button.setVisible(again)
        self.finished_buttons.setVisible(finished)

    def _lay_out(self) -> None:
        column = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        buttons = (self.sell_button, self.trade_button, self.decide_button, self.end_button)
        for widget in (self.turn_label, *buttons, self.finished_buttons):
            top.addWidget(widget)
        # What comes after a game, in two rows: in a row the five would leave the prompt a
        # column of single words beside them and take the docks' width (1280×720, German).
        # Looking back first (the results, the review, the record), then a next game.
        grid = QGridLayout(self.finished_buttons)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.results_button, 0, 0)
        grid.addWidget(self.review_button, 0, 1)
        grid.addWidget(self.export_button, 0, 2)
        grid.addWidget(self.again_button, 1, 0, 1, 2)
        grid.addWidget(self.new_game_button, 1, 2)
        # The row is as tall with its buttons as without: a button appearing for a
        # decision must not shrink the board (which would repaint every square).
        self.prompt.setMinimumHeight(max(button.sizeHint().height() for button in buttons))
        column.addLayout(top)
        column.addWidget(self.board, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.rack, 1)
        bottom.addWidget(self.action_bar)
        column.addLayout(bottom)

    def name_buttons(self) -> None:
        """The words of the buttons (again when the language changes), translated as the
        window's words (context ``MainWindow``)."""
        translate = QCoreApplication.translate
        self.decide_button.setText(translate("MainWindow", "&Decide…"))
        self.end_button.setText(translate("MainWindow", "Declare the game &over"))
        self.sell_button.setText(translate("MainWindow", "Se&ll shares…"))
        self.sell_button.setToolTip(
            translate("MainWindow", "Sell shares back to the bank at the current price")
        )
        self.trade_button.setText(translate("MainWindow", "P&ropose a trade…"))
        self.trade_button.setToolTip(
            translate("MainWindow", "Offer another player shares or cash for theirs (house rule)")
        )
        self.new_game_button.setText(translate("MainWindow", "&New game…"))
        self.again_button.setText(translate("MainWindow", "Pla&y this deal again"))
        self.again_button.setToolTip(
            translate("MainWindow", "A new game of the same rules, seats and order of tiles")
        )
        self.results_button.setText(translate("MainWindow", "Resul&ts…"))
        self.results_button.setToolTip(
            translate("MainWindow", "The standings, the payout and the charts of this game")
        )
        self.review_button.setText(translate("MainWindow", "&Review this game"))
        self.export_button.setText(translate("MainWindow", "E&xport the record…"))
