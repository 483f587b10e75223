"""Game → Export: a game's record, its net-worth chart and its win-chance chart.

What is exported is the reviewed game's when a review is open (:mod:`.review`), else the
game on the table's; files are asked for and written by :class:`~.files.GameFiles`. A
game run on this computer only: a network client has no whole game to export.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot

from acquire_qt.controller import GameController
from acquire_qt.dialogs import NetWorthChart
from acquire_qt.engine import Game
from acquire_qt.forms.ui_main_window import Ui_MainWindow

from .files import GameFiles
from .review import ReviewMode, ReviewPage


class Exports(QObject):
    """The window's Game → Export actions (see the module's docstring). Their words are
    the window's (the translations' ``MainWindow`` context)."""

    def __init__(
        self,
        controller: GameController,
        files: GameFiles,
        review: ReviewMode,
        page: ReviewPage,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller, self.files, self.review, self.page = controller, files, review, page

    def game(self) -> Game | None:
        """The reviewed game, or the running one."""
        return self.review.game or self.controller.game

    def enable(self, ui: Ui_MainWindow) -> None:
        """Open the window's export actions that have something to export now."""
        game = self.game()
        ui.export_record_action.setEnabled(game is not None)
        # Over only: while a game goes on, net worths could tell hidden holdings.
        ui.export_net_worth_action.setEnabled(game is not None and game.over)
        ui.export_chart_action.setEnabled(self.review.active and bool(self.page.curve))

    @Slot()
    def record(self) -> None:
        """Export the reviewed game's record, or the running game's."""
        game = self.game()
        if game is not None:
            self.files.export_record(game)

    @Slot()
    def win_chance(self) -> None:
        """Export the reviewed game's win-chance chart as it is shown."""
        if self.review.active and self.page.curve:
            self.files.export_image(
                QCoreApplication.translate("MainWindow", "Export the win-chance chart"),
                "win-chances",
                self.page.chart,
            )

    @Slot()
    def net_worth(self) -> None:
        """Export the net-worth chart of the reviewed game (or of the running one)."""
        game = self.game()
        if game is None:
            return
        history = self.review.net_worths() if self.review.active else None
        if not game.over:
            return
        chart = NetWorthChart(
            history or self.controller.net_worth_history, game.players, game.rules
        )
        chart.resize(chart.sizeHint())
        title = QCoreApplication.translate("MainWindow", "Export the net-worth chart")
        self.files.export_image(title, "net-worth", chart)
        chart.deleteLater()
