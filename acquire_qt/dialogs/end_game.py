"""Confirming that the active player declares the game over (from the play step).

Explains which end condition holds and that the turn is completed first (tile,
buying) before the game is scored. Offered only when ``End()`` is among the legal
actions; answers ``End()`` or None (keep playing). Form: ``ui/end_game.ui``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from acquire_qt.engine import Action, End, GameReader, Kind
from acquire_qt.forms.ui_end_game import Ui_EndGameDialog

from .common import DecisionDialog, tiles_text


class EndGameDialog(DecisionDialog):
    """ "Declare the game over?" ``ask()`` returns :class:`End` or None."""

    kinds = tuple(Kind)

    def __init__(
        self, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> None:
        self.ui = Ui_EndGameDialog()
        super().__init__(game, parent, cancellable=True, form=self.ui)
        if not any(isinstance(action, End) for action in self.legal):
            raise ValueError(f"{self.who} cannot declare the game over now")
        self.prompt.setText(self.tr("{who}, do you declare the game over?").format(who=self.who))
        self.ui.condition.setText(self._condition())
        self.ok_button.setText(self.tr("&Declare the game over"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("&Keep playing"))
        self.ok_button.setFocus()
        self.resize(self.sizeHint())

    def _condition(self) -> str:
        chains = self.view.chains
        largest = max(chains, key=lambda chain: chain.size)
        if largest.size >= self.rules.end_size:
            return self.tr("{chain} has {size}: a chain of {end} or more may end the game.").format(
                chain=largest.name, size=tiles_text(largest.size), end=self.rules.end_size
            )
        return self.tr("Every chain on the board is safe ({chains}), so the game may end.").format(
            chains=", ".join(f"{chain.name} {chain.size}" for chain in chains if chain.active)
        )

    def action(self) -> Action:
        return End()

    @classmethod
    def ask(
        cls, game: GameReader, parent: QWidget | None = None, *, cancellable: bool = True
    ) -> Action | None:
        """Run the confirmation modally: :class:`End` if confirmed, None to keep playing."""
        return super().ask(game, parent, cancellable=True)
