"""Hot seat: several people at one screen, each seeing only what their seat may see.

:class:`HotSeat` knows whose eyes the window shows (the viewer) and when the screen has
to be passed to another person first; :class:`PassScreen` hides the hands until the
named player confirms they are at the screen. AI turns wait while the screen is hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from acquire_qt.controller import TableController
from acquire_qt.engine import Decision, DisposeDecision, GameReader, Kind


class PassScreen(QWidget):
    """Hot seat: hides the hands until the named player confirms they are at the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_for(self, name: str, reason: str) -> None:
        self.label.setText(
            self.tr("Pass the computer to {name}.\n{reason}").format(name=name, reason=reason)
        )
        self.button.setText(self.tr("I am {name}: show my tiles").format(name=name))
        self.button.setFocus()


class HotSeat(QObject):
    """Whose eyes the window shows, and the pass screen between two people's decisions.

    ``stack`` shows the game on page 0 and ``pass_screen`` on page 1.

    Signals:
        viewer_changed(object): the seat whose eyes the window shows (None: everyone's).
    """

    viewer_changed = Signal(object)

    def __init__(
        self,
        controller: TableController,
        stack: QStackedWidget,
        pass_screen: PassScreen,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.stack = stack
        self.pass_screen = pass_screen
        self._viewer: int | None = None
        self._shown_to: int | None = None
        """The human who last confirmed the pass screen."""

    @property
    def viewer(self) -> int | None:
        """The human at the screen, or None (everything shows) in all-AI games."""
        return self._viewer

    def at_screen(self) -> bool:
        """Whether the game shows (not the pass screen)."""
        return self.stack.currentIndex() == 0

    def game_started(self) -> None:
        """A new game: the first human is at the screen (no pass screen for one human)."""
        humans = self.controller.humans()
        self._shown_to = humans[0] if len(humans) == 1 else None
        self.stack.setCurrentIndex(0)
        self._set_viewer(humans[0] if humans else None)

    def must_pass(self, decision: Decision) -> bool:
        """Whether another person must come to the screen before ``decision`` shows."""
        return len(self.controller.humans()) > 1 and decision.player != self._shown_to

    def ask_to_pass(self, game: GameReader, decision: Decision) -> None:
        """Hide the hands and ask for the deciding player; AI turns wait meanwhile."""
        name = game.players[decision.player]
        reason = {
            Kind.DISPOSE: self.tr("{name} must decide about their {chain} shares in the merger."),
            Kind.TRADE_OFFER: self.tr("{proposer} proposes a trade to {name}."),
        }.get(decision.kind, self.tr("It is {name}'s turn."))
        self.pass_screen.show_for(
            name,
            reason.format(
                name=name,
                chain=decision.chain if isinstance(decision, DisposeDecision) else "",
                proposer=game.players[game.turn],
            ),
        )
        self.stack.setCurrentIndex(1)
        self.controller.set_ai_paused(True)

    def passed(self, seat: int) -> None:
        """The player of ``seat`` confirmed they are at the screen."""
        self._shown_to = seat
        self.stack.setCurrentIndex(0)
        self.controller.set_ai_paused(False)
        self._set_viewer(seat)

    def deciding(self, decision: Decision) -> None:
        """``decision`` shows without passing: its player's eyes if a human is playing."""
        self._set_viewer(decision.player if self.controller.humans() else None)

    def _set_viewer(self, viewer: int | None) -> None:
        if viewer != self._viewer:
            self._viewer = viewer
            self.viewer_changed.emit(viewer)
