"""Play on from here: who plays each seat of the new game (form ``ui/play_on.ui``).

Review's "Play on from here" starts a new game in the position reviewed; this dialog lists
each seat by its player's name with a choice of a person at this screen or an AI level (the
words of :func:`~acquire_qt.session.seats.occupant_label`), each at first whoever sat there
(a person at another computer becomes a person here). It answers the controllers chosen,
one per seat, or None.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QWidget

from acquire_qt.forms.ui_play_on import Ui_PlayOnDialog
from acquire_qt.occupant import Occupant
from acquire_qt.session.seats import occupant_label

from .new_game import CONTROLLERS


class PlayOnDialog(QDialog):
    """The seats of the game to play on: a choice of occupant beside each name."""

    def __init__(
        self,
        names: Sequence[str],
        controllers: Sequence[str],
        turn: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_PlayOnDialog()
        self.ui.setupUi(self)
        self.ui.intro.setText(
            self.tr(
                "A new game starts at this position of turn {turn}: the same board, hands and "
                "tiles to come. Who plays each seat?"
            ).format(turn=turn)
        )
        ok = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Play on"))
        self.seats: list[QComboBox] = []
        for name, controller in zip(names, controllers, strict=True):
            choice = QComboBox()
            for occupant in CONTROLLERS:
                choice.addItem(occupant_label(occupant), str(occupant))
            found = choice.findData(controller)
            choice.setCurrentIndex(found if found >= 0 else choice.findData(Occupant.HUMAN))
            self.ui.seats_form.addRow(name, choice)
            self.seats.append(choice)

    def controllers(self) -> tuple[str, ...]:
        """Who plays each seat, as chosen."""
        return tuple(str(choice.currentData()) for choice in self.seats)

    @staticmethod
    def ask(
        names: Sequence[str], controllers: Sequence[str], turn: int, parent: QWidget | None = None
    ) -> tuple[str, ...] | None:
        """The controllers the player chose for the seats of ``names`` (at first
        ``controllers``), or None if they cancelled."""
        dialog = PlayOnDialog(names, controllers, turn, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.controllers()
            return None
        finally:
            dialog.deleteLater()
