"""The player cards: the players as one card each, in place of a table.

Each card shows, over the same :class:`~acquire_qt.models.PlayersModel` the compact table
reads (so review, undo and network play show the cards as they show the table): the
player's colour (the one of the game's charts), name (with the turn's ``▶`` or the
decision's ``◆`` mark, and "(you)"), cash, who plays the seat (a person, an AI level, a
network player), net worth, tiles in hand, and what they are doing now (their decision,
"Waiting for …", their place once the game is over). The card of the player the game
waits for has the highlight colour's edge. Under the hidden-holdings house rule another
player's cash and net worth are not shown. With classic's two-player rule the phantom
shareholder has a card of its own after the players': it is no player (no cash, no
place), but it takes part in every payment of bonuses. Values changed since the viewer's
last decision are marked as in the table, and the merger bonuses a player was paid since
then are facts of their card, marked as gains (:meth:`PlayerCards.show_bonuses_of`: a
merger's bonuses are seen on the cards of those who got them, not only in the log). Only
the cards whose cells changed repaint.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from acquire_qt.dialogs.game_over import PLAYER_COLOURS
from acquire_qt.engine import BonusPaid
from acquire_qt.models.cells import Cell
from acquire_qt.models.players import PlayersModel
from acquire_qt.models.recent import SinceLastDecision
from acquire_qt.presentation.money import format_money

from .cards import Card, CardContent, CardGrid, Fact, follow_model


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def _fact(cell: Cell, text: str, bold: bool = False, own_line: bool = False) -> Fact:
    return Fact(text, cell.tooltip, cell.change, bold or cell.bold, own_line)


def phantom_content(most: int) -> CardContent:
    """The card of the two-player rule's phantom shareholder (holding 1 to ``most``)."""
    tip = _tr(
        "The two-player rule: whenever a chain's bonuses are paid, a phantom shareholder "
        "holds 1 to {most} of its shares, drawn at random, and competes for the majority "
        "and minority bonuses like a player. What it wins goes to the bank; it never wins "
        "the game."
    ).format(most=most)
    return CardContent(
        title=Fact(_tr("Phantom shareholder"), tip),
        facts=(
            Fact(_tr("Two-player rule"), tip),
            Fact(_tr("Holds 1 to {most} shares at each bonus").format(most=most), tip),
            Fact(_tr("Its bonuses go to the bank"), tip, own_line=True),
        ),
        tooltip=tip,
        accent=QColor("#7F8C9A"),
    )


class PlayerCards(CardGrid):
    """A card per player of a :class:`PlayersModel` (set with :meth:`setModel`), and the
    phantom shareholder's under the two-player rule."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model: PlayersModel | None = None
        self._recent: SinceLastDecision | None = None
        self._bonuses_shown: tuple[BonusPaid, ...] = ()

    def show_bonuses_of(self, recent: SinceLastDecision) -> None:
        """Show on each card the bonuses its player was paid since the viewer's last
        decision, as ``recent`` keeps them."""
        self._recent = recent
        recent.changed.connect(self._bonuses_changed)

    @Slot()
    def _bonuses_changed(self) -> None:
        """What ``recent`` keeps changed: the cards again if the viewer's bonuses did."""
        assert self._recent is not None
        viewer = None if self._model is None else self._model.viewer
        if self._recent.bonuses(viewer) != self._bonuses_shown:
            self.refresh()

    @Slot(QModelIndex, QModelIndex, list)
    def _data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        super()._data_changed(top_left, bottom_right, roles)
        if self._recent is not None:
            self._bonuses_changed()  # the viewer may have changed (the hot seat)

    def model(self) -> PlayersModel | None:
        return self._model

    def setModel(self, model: PlayersModel | None) -> None:
        """Show ``model``'s players (None: none), following its changes."""
        self._model = follow_model(self, self._model, model, self.rebuild, self.refresh)
        self.rebuild()

    @Slot()
    def rebuild(self) -> None:
        """New cards for the model's players (a new game), and the phantom's."""
        model = self._model
        count = 0 if model is None else model.rowCount()
        phantom = model is not None and model.phantom_most > 0
        self.set_cards([Card(self) for _ in range(count + phantom)])
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Every card again (the language changed)."""
        self.show_all()

    def content(self, row: int) -> CardContent:
        """What the card in ``row`` shows: a player's, or after them the phantom's."""
        model = self._model
        assert model is not None
        if row >= model.rowCount():
            return phantom_content(model.phantom_most)
        m = PlayersModel
        name, plays = model.cell(row, m.PLAYER), model.cell(row, m.PLAYS)
        cash, worth = model.cell(row, m.CASH), model.cell(row, m.NET_WORTH)
        tiles, status = model.cell(row, m.TILES), model.cell(row, m.STATUS)
        facts = [_fact(plays, plays.text)]
        if worth.raw is not None:
            facts.append(_fact(worth, _tr("Worth {money}").format(money=worth.text)))
        else:
            facts.append(_fact(cash, _tr("Cash and shares hidden")))
        if tiles.raw is not None:
            count = tiles.raw
            words = _tr("1 tile") if count == 1 else _tr("{n} tiles").format(n=count)
            facts.append(_fact(tiles, words))
        facts += self._bonus_facts(row, model.viewer)
        # The line of what the player is doing is kept while they wait (empty): a card
        # keeps its height from decision to decision, and the docks do not move.
        facts.append(_fact(status, status.text, own_line=True))
        deciding = row == model.deciding_row
        return CardContent(
            title=Fact(name.text, name.tooltip, name.change, name.bold),
            figure=_fact(cash, cash.text) if cash.raw is not None else None,
            facts=tuple(facts),
            tooltip=name.tooltip,
            accent=QColor(PLAYER_COLOURS[row % len(PLAYER_COLOURS)]),
            current=deciding,
        )

    def _bonus_facts(self, seat: int, viewer: int | None) -> list[Fact]:
        """A gain-marked fact per bonus ``seat`` was paid since ``viewer``'s last decision."""
        recent = self._recent
        game = None if recent is None else recent.controller.game
        if recent is None or game is None:
            return []
        currency = game.rules.currency
        self._bonuses_shown = recent.bonuses(viewer)
        return [
            Fact(bonus_words(paid, format_money(paid.amount, currency)), change=1, own_line=True)
            for paid in recent.bonuses(viewer)
            if paid.player == seat
        ]


def bonus_words(paid: BonusPaid, money: str) -> str:
    """A bonus on its player's card: "+$3,000 majority bonus (Tower)"."""
    text = (
        _tr("+{money} majority bonus ({chain})")
        if paid.rank == "majority"
        else _tr("+{money} minority bonus ({chain})")
    )
    return text.format(money=money, chain=paid.chain)
