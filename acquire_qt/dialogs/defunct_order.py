"""The merger tie-break among defunct chains: which tied chain is handled next.

The chain handled first pays its bonuses and has its shares disposed of before the
others. Offers exactly ``pending.chains``, each with its size, price, holders and the
bonuses it pays. Form: ``ui/defunct_order.ui``; the rows of the tied chains are filled
in here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from acquire_qt.engine import Action, Defunct, GameReader, Kind
from acquire_qt.forms.ui_defunct_order import Ui_DefunctOrderDialog

from .common import ChainChoiceDialog, join_words, tiles_text, wide_cell


class DefunctOrderDialog(ChainChoiceDialog):
    """Choose the defunct chain handled next. ``ask()`` returns a :class:`Defunct` action."""

    kinds = (Kind.DEFUNCT_ORDER,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> None:
        self.ui = Ui_DefunctOrderDialog()
        super().__init__(game, parent, cancellable=cancellable, form=self.ui)
        merger = self.merger()
        tied = self.offered()
        size = merger.sizes.get(tied[0], 0)
        survivor = merger.survivor
        if survivor is None:  # the engine names the survivor before the defunct order
            raise ValueError("the merger has no survivor yet")
        if len(tied) == 2:
            text = self.tr(
                "{who}, {survivor} survives the merger at {tile}. {chains}, both {size}, "
                "go defunct. Choose which one is handled first."
            )
        else:
            text = self.tr(
                "{who}, {survivor} survives the merger at {tile}. {chains}, all {size}, "
                "go defunct. Choose which one is handled next."
            )
        self.prompt.setText(
            text.format(
                who=self.who,
                survivor=survivor,
                tile=merger.tile,
                chains=join_words(tied),
                size=tiles_text(size),
            )
        )
        self.ui.order_note.setText(
            self.tr(
                "The chain handled first pays its bonuses, and its holders sell, trade "
                "or keep their shares, before the next one. Trades take {survivor} shares "
                "from the bank, so the order can matter when few are left "
                "({left} now)."
            ).format(
                survivor=survivor,
                left=self.chain_views[survivor].available,
            )
        )
        self.build_choices()
        self.resize(self.sizeHint())

    def cells(self, chain: str) -> list[str | QWidget]:
        return [
            tiles_text(self.merger().sizes.get(chain, 0)),
            self.money(self.game.chain_price(chain)),
            wide_cell(self.holdings_text(chain)),
            wide_cell(self.bonuses_text(chain)),
        ]

    def make_action(self, chain: str) -> Action:
        return Defunct(chain)

    def ok_text(self, chain: str) -> str:
        return self.tr("Handle {chain} first").format(chain=chain)
