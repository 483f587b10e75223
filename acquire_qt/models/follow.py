"""Models that listen to the controller themselves: :class:`GameFollower`.

The window creates the models and one follower; from then on the models show the
controller's game as it changes, through the eyes of the follower's viewer (the hot
seat changes it with :meth:`GameFollower.set_viewer`), and the game log takes every
batch of events as it happens. The window no longer pushes positions into them. The
follower's :class:`~.recent.SinceLastDecision` (``since``) tells the models what the
position was at the viewer's last decision, so that they mark what changed since.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, Slot

from acquire_qt.controller import TableController
from acquire_qt.engine import Event, GameReader

from .log import EventLogModel
from .recent import SinceLastDecision


class GameModel(Protocol):
    """A model over a game's public face, refreshed with ``update_game(game, viewer)``."""

    def update_game(
        self, game: GameReader, viewer: int | None, since: GameReader | None = None
    ) -> None: ...


class GameFollower(QObject):
    """Keeps ``models`` and the game ``log`` showing ``controller``'s game to one viewer."""

    def __init__(
        self,
        controller: TableController,
        models: Sequence[GameModel],
        log: EventLogModel,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.models = tuple(models)
        self.log = log
        self._viewer: int | None = None
        # Made first, so that it hears of each action before the models refresh.
        self.since = SinceLastDecision(controller, self)
        controller.game_started.connect(self._game_started)
        controller.undone.connect(self._undone)
        controller.state_changed.connect(self.refresh)
        controller.events_happened.connect(self._events)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def set_viewer(self, viewer: int | None) -> None:
        """Show the game as ``viewer`` may see it (None: everything)."""
        if viewer == self._viewer:
            return
        self._viewer = viewer
        self.log.set_viewer(viewer)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        since = self.since.since(self._viewer)
        for model in self.models:
            model.update_game(game, self._viewer, since)

    @Slot()
    def _game_started(self) -> None:
        self.log.clear(self.controller.game)
        self.log.set_viewer(self._viewer)
        self.refresh()  # the new game's players and chains, before anyone sizes the docks

    @Slot()
    def _undone(self) -> None:
        """The log as it was at the decision the undo went back to: nothing of the moves
        taken back (the tiles drawn, the AI's answers) stays in it."""
        game = self.controller.game
        self.log.clear(game)
        self.log.append_events(self.controller.events, game)

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        self.log.append_events(events, self.controller.game)
