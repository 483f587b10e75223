"""The merger tie-break: which of the tied largest chains survives.

Offers exactly ``pending.chains`` (the tied largest chains the engine names), each
with its size, its price, who holds its shares (as far as the deciding player may
see) and the bonuses it would pay if it were absorbed. Form: ``ui/survivor.ui``; the
rows of the tied chains are filled in here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from acquire_qt.engine import Action, GameReader, Kind, Survivor
from acquire_qt.forms.ui_survivor import Ui_SurvivorDialog

from .common import ChainChoiceDialog, join_words, tiles_text, wide_cell


class SurvivorDialog(ChainChoiceDialog):
    """Choose the surviving chain. ``ask()`` returns a :class:`Survivor` action."""

    kinds = (Kind.SURVIVOR,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> None:
        self.ui = Ui_SurvivorDialog()
        super().__init__(game, parent, cancellable=cancellable, form=self.ui)
        merger = self.merger()
        sizes = merger.sizes
        tied = self.offered()
        size = sizes.get(tied[0], 0)
        if len(tied) == 2:
            text = self.tr(
                "{who}, you placed {tile}, joining {chains}, both {size}. "
                "Choose the chain that survives."
            )
        else:
            text = self.tr(
                "{who}, you placed {tile}, joining {chains}, all {size}. "
                "Choose the chain that survives."
            )
        self.prompt.setText(
            text.format(
                who=self.who,
                tile=merger.tile,
                chains=join_words(tied),
                size=tiles_text(size),
            )
        )
        smaller = [chain for chain in merger.chains if chain not in tied]
        if smaller:
            parts = [f"{chain} ({tiles_text(sizes.get(chain, 0))})" for chain in smaller]
            self.ui.absorbed.setText(
                self.tr("{chains} will be absorbed too.").format(chains=join_words(parts))
            )
        self.ui.absorbed.setVisible(bool(smaller))
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
        return Survivor(chain)

    def ok_text(self, chain: str) -> str:
        return self.tr("{chain} survives").format(chain=chain)
