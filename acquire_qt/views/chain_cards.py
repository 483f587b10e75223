"""The chain cards: the stock market as one card per chain, in place of a table.

Each card shows, over the same :class:`~acquire_qt.models.StockMarketModel` the compact
table reads (so review, undo and network play show the cards as they show the table):
the chain's emblem and name, its price, its size, the shares left in the bank, safe,
the majority and minority bonuses, the viewer's holding and the others' holdings where
the viewer may see them (under the hidden-holdings house rule another player's holding
is not shown at all; a holding of none is left out unless it just changed). A chain not
on the board is a quiet card that says so. A value changed since the viewer's last
decision is marked as in the table (tinted, underlined, its earlier value in its
tooltip). Only the cards of the chains whose cells changed are repainted.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from acquire_qt.models.cells import Cell
from acquire_qt.models.stock_market import StockMarketModel

from .cards import Card, CardContent, CardGrid, Fact, follow_model
from .emblems import chain_badge

_Index = QModelIndex | QPersistentModelIndex


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def _fact(cell: Cell, text: str, bold: bool = False) -> Fact:
    return Fact(text, cell.tooltip, cell.change, bold or cell.bold)


class ChainCards(CardGrid):
    """A card per chain of a :class:`StockMarketModel` (set with :meth:`setModel`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model: StockMarketModel | None = None

    def model(self) -> StockMarketModel | None:
        return self._model

    def setModel(self, model: StockMarketModel | None) -> None:
        """Show ``model``'s chains (None: none), following its changes."""
        self._model = follow_model(self, self._model, model, self.rebuild, self.refresh)
        self.rebuild()

    @Slot()
    def rebuild(self) -> None:
        """New cards for the model's chains (a new game, new rules)."""
        model = self._model
        count = 0 if model is None else model.rowCount()
        self.set_cards([Card(self) for _ in range(count)])
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Every card again (the viewer or the language changed)."""
        self.show_all()

    def emblem(self, row: int) -> QPixmap:
        """The emblem of the chain in ``row``, as tall as a title and a line of facts."""
        assert self._model is not None
        size = self.fontMetrics().height() * 2
        return chain_badge(self._model.chain_at(row), row, size, self.devicePixelRatioF())

    def content(self, row: int) -> CardContent:
        """What the card of the chain in ``row`` shows."""
        model = self._model
        assert model is not None
        m = StockMarketModel
        name = model.cell(row, m.CHAIN)
        size, price = model.cell(row, m.SIZE), model.cell(row, m.PRICE)
        bank = model.cell(row, m.BANK)
        safe = model.cell(row, m.SAFE)
        majority, minority = model.cell(row, m.MAJORITY), model.cell(row, m.MINORITY)
        active = not name.muted
        facts: list[Fact] = []
        if active:
            facts.append(_fact(size, _tr("{n} tiles").format(n=size.raw)))
        else:
            facts.append(Fact(_tr("Not on the board"), name.tooltip))
        facts.append(_fact(bank, _tr("{n} shares left").format(n=bank.raw)))
        if active:
            # Both bonuses are multiples of the price: they change together.
            bonus = _tr("Bonus {majority} / {minority}").format(
                majority=majority.text, minority=minority.text
            )
            tip = _tr("Majority bonus {majority}, minority bonus {minority}, if paid now").format(
                majority=majority.text, minority=minority.text
            )
            for cell in (majority, minority):
                if cell.change:
                    tip += "\n" + cell.tooltip.splitlines()[-1]
            facts.append(Fact(bonus, tip, majority.change or minority.change))
        facts.extend(self._holdings(row))
        title = name.text
        if active and safe.raw is True:
            title = _tr("{chain}, safe").format(chain=name.text)
        return CardContent(
            title=Fact(title, name.tooltip, name.change),
            figure=_fact(price, price.text) if active else None,
            facts=tuple(facts),
            tooltip=name.tooltip,
            quiet=not active,
            emblem=self.emblem(row),
        )

    def _holdings(self, row: int) -> list[Fact]:
        """The viewer's holding first, then the others' the viewer may see: those held,
        and those that just changed (to none, say)."""
        model = self._model
        assert model is not None
        viewer = model.viewer
        seats = list(range(len(model.players)))
        if viewer is not None and viewer in seats:
            seats.remove(viewer)
            seats.insert(0, viewer)
        facts = []
        for seat in seats:
            cell = model.cell(row, model.player_column(seat))
            if cell.raw is None or not (cell.raw or cell.change or seat == viewer):
                continue  # hidden from the viewer, or none held
            who = _tr("You") if seat == viewer else model.players[seat]
            facts.append(_fact(cell, _tr("{who}: {n}").format(who=who, n=cell.raw)))
        doe = model.doe_column()
        if doe is not None:
            cell = model.cell(row, doe)
            if cell.raw or cell.change:
                facts.append(_fact(cell, _tr("DoE: {n}").format(n=cell.raw)))
        return facts
