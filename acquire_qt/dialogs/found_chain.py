"""The founding decision: which inactive chain the player's new chain becomes.

Shows every chain the engine offers (``pending.chains``) with its tier, its price at
the new chain's size and what the founder gets (a free share, or nothing / cash when
the bank has none left). Those outcomes are read from the engine by trying each
founding on a copy of the game; this dialog computes no rule itself. Form:
``ui/found_chain.ui``; the rows of the offered chains are filled in here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from acquire_qt.engine import Action, ChainFounded, Found, FounderShare, GameReader, Kind
from acquire_qt.forms.ui_found_chain import Ui_FoundChainDialog

from .common import ChainChoiceDialog, shares_text, tier_text, tiles_text


class FoundChainDialog(ChainChoiceDialog):
    """Choose the chain to found. ``ask()`` returns a :class:`Found` action."""

    kinds = (Kind.FOUND,)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = False
    ) -> None:
        self.ui = Ui_FoundChainDialog()
        super().__init__(game, parent, cancellable=cancellable, form=self.ui)
        self.outcomes: dict[str, tuple[int, int, int]] = {}
        """Per offered chain: (size, founder shares, founder cash), from the engine."""
        for chain in self.offered():
            trial = game.copy()
            size = shares = cash = 0
            for event in trial.apply(Found(chain)):
                if isinstance(event, ChainFounded):
                    size = event.size
                elif isinstance(event, FounderShare):
                    shares, cash = event.shares, event.cash
            self.outcomes[chain] = (size, shares, cash)
        size = max((outcome[0] for outcome in self.outcomes.values()), default=0)
        tile = self.view.last_tile or "?"
        self.prompt.setText(
            self.tr(
                "{who}, you placed {tile}, starting a new chain of {size}. "
                "Choose the chain to found."
            ).format(who=self.who, tile=tile, size=tiles_text(size))
        )
        self.ui.price_header.setText(
            self.tr("Price per share at {size}").format(size=tiles_text(size))
        )
        self.build_choices()
        self.resize(self.sizeHint())

    def cells(self, chain: str) -> list[str | QWidget]:
        size, shares, cash = self.outcomes[chain]
        spec = self.rules.chains[self.rules.chain_index(chain)]
        available = self.chain_views[chain].available
        if shares:
            reward = self.tr("{free} ({left} in the bank)").format(
                free=self.tr("a free share") if shares == 1 else shares_text(shares),
                left=available,
            )
        elif cash:
            reward = self.tr("none left in the bank: {cash} instead").format(cash=self.money(cash))
        else:
            reward = self.tr("none left in the bank: no share")
        return [tier_text(spec.tier), self.money(self.rules.price(chain, size)), reward]

    def make_action(self, chain: str) -> Action:
        return Found(chain)

    def ok_text(self, chain: str) -> str:
        return self.tr("Found {chain}").format(chain=chain)
