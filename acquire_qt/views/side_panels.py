"""What the players' and the stock market's docks show: cards, or the compact tables.

:class:`SidePanels` puts player cards and chain cards over the same models the tables read
(so undo, review and network play show either the same way), a
:class:`~acquire_qt.views.docks.DockPanel` in each of the two docks, and View → Compact
tables, which switches between the cards and the tables and keeps the choice in the
``view/compact_tables`` setting.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QTableView

from acquire_qt.models.players import PlayersModel
from acquire_qt.models.recent import SinceLastDecision
from acquire_qt.models.stock_market import StockMarketModel
from acquire_qt.settings import COMPACT_TABLES, Settings

from .chain_cards import ChainCards
from .docks import ColumnFitter, DockPanel, DockSizer
from .player_cards import PlayerCards


class SidePanels(QObject):
    """The cards and tables of the ``docks`` "players" and "market" (the player cards show
    the bonuses paid since the viewer's last decision as ``recent`` keeps them); View →
    Compact tables in ``view_menu``. ``sizer`` fits the docks' heights again after a
    switch (set once the window has made it)."""

    def __init__(
        self,
        settings: Settings,
        docks: dict[str, QDockWidget],
        tables: tuple[QTableView, QTableView],
        models: tuple[PlayersModel, StockMarketModel],
        recent: SinceLastDecision,
        view_menu: QMenu,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        players_view, market_view = tables
        players_model, market = models
        players_view.setModel(players_model)
        market_view.setModel(market)
        # Columns as wide as their contents, measuring only the cells that change.
        self.column_fitters = [ColumnFitter(v) for v in (market_view, players_view)]
        self.player_cards = PlayerCards()
        self.player_cards.setModel(players_model)
        self.player_cards.show_bonuses_of(recent)
        self.chain_cards = ChainCards()
        self.chain_cards.setModel(market)
        self.panels = {
            "players": DockPanel(self.player_cards, players_view, self.column_fitters[1]),
            "market": DockPanel(self.chain_cards, market_view, self.column_fitters[0]),
        }
        for key, panel in self.panels.items():
            docks[key].setWidget(panel)
        self.compact_action = QAction(self)
        self.compact_action.setCheckable(True)
        self.compact_action.toggled.connect(self.set_compact)
        view_menu.addAction(self.compact_action)
        self.sizer: DockSizer | None = None

    def name(self) -> None:
        """The action's words (again when the language changes)."""
        self.compact_action.setText(self.tr("Compact &tables"))
        self.compact_action.setToolTip(
            self.tr("Players and stock market as tables rather than cards")
        )

    def follow_setting(self) -> None:
        """Cards or tables, as the setting says."""
        compact = self.settings.get(COMPACT_TABLES)
        for panel in self.panels.values():
            panel.set_compact(compact)
        self.compact_action.setChecked(compact)

    @Slot(bool)
    def set_compact(self, compact: bool) -> None:
        """View → Compact tables: the players and stock market as tables, or as cards."""
        if compact == self.settings.get(COMPACT_TABLES) and all(
            panel.compact == compact for panel in self.panels.values()
        ):
            return
        self.settings.set(COMPACT_TABLES, compact)
        for panel in self.panels.values():
            panel.set_compact(compact)
        if self.sizer is not None:
            self.sizer.fit_dock_heights_soon()
            if compact:
                QTimer.singleShot(0, self.sizer.fit_market_width)
