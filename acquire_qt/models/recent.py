"""What happened since a person's last decision: the tiles placed, the bonuses paid, and
the position then.

:class:`SinceLastDecision` follows the controller. For each seat of a person at this
screen it keeps the position right after that person's last decision (a copy of the
game: states are immutable, so it is cheap), the tiles placed since, in order, with
who placed them, and the merger bonuses paid since (to anyone, the ones this person's
own decision brought about included). The board highlights those tiles, the tables mark
the values that differ from that position and the player cards show the bonuses; all
clear when the person decides again. In a hot-seat game
each person has their own "since", so the one now at the screen sees what happened
since *their* last decision. A new game or a loaded game starts afresh (nothing is
marked); an undo puts back exactly what was known at the decision it returns to (it
remembers, for each person's decision, what it knew then). It holds no widgets and no
rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QObject, Signal, Slot

from acquire_qt.controller import TableController
from acquire_qt.engine import BonusPaid, Event, GameReader, PositionReader, TilePlaced

T = TypeVar("T")


def back_to(decisions: list[tuple[PositionReader, T]], position: PositionReader | None) -> T | None:
    """What was kept at the decision made in ``position`` (an undo went back to it), the
    latest such: it and every decision after it are dropped from ``decisions`` (the moves
    taken back). None if no decision was made there (``decisions`` is left as it was)."""
    for index in range(len(decisions) - 1, -1, -1):
        if decisions[index][0] is position:
            kept = decisions[index][1]
            del decisions[index:]
            return kept
    return None


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile placed on the board, and the seat of the player who placed it."""

    tile: str
    player: int


_Known = tuple[dict[int, GameReader], dict[int, list[Placement]], dict[int, list[BonusPaid]]]
"""Each seat's position at its last decision, the tiles placed and the bonuses paid since."""


class SinceLastDecision(QObject):
    """The position after each person's last decision, and the tiles placed and the
    bonuses paid since.

    Signals:
        changed(): the tiles placed or the bonuses paid since someone's decision changed
            (or a fresh start).
        acted(int): the person at this seat decided: what was new to them is seen.
    """

    changed = Signal()
    acted = Signal(int)

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._game: GameReader | None = None
        """The game object last seen (undo and loading replace it)."""
        self._state: PositionReader | None = None
        """Its position last seen: a new state object is a new action."""
        self._pending: int | None = None
        """The seat that had to decide in that position: the next action's actor."""
        self._actor: int | None = None
        """Who took the action whose events come next (None: no action, e.g. set-up)."""
        self._since: dict[int, GameReader] = {}
        self._placed: dict[int, list[Placement]] = {}
        self._bonuses: dict[int, list[BonusPaid]] = {}
        self._decisions: list[tuple[PositionReader, _Known]] = []
        """For each person's decision so far: its position, and the "since" of every seat
        then (what an undo to it puts back)."""
        controller.game_started.connect(self._restart)
        controller.undone.connect(self._undone)
        controller.state_changed.connect(self._state_changed)
        controller.events_happened.connect(self._events)

    # -- reading ---------------------------------------------------------------------

    def since(self, seat: int | None) -> GameReader | None:
        """The position right after ``seat``'s last decision (None: not a person's seat)."""
        return None if seat is None else self._since.get(seat)

    @property
    def last_actor(self) -> int | None:
        """The seat whose action caused the events being delivered now (None: not an
        action's, e.g. a game's set-up)."""
        return self._actor

    @property
    def decision_state(self) -> PositionReader | None:
        """The position in which the last person to decide decided (None before any)."""
        return self._decisions[-1][0] if self._decisions else None

    def placed(self, seat: int | None) -> tuple[Placement, ...]:
        """The tiles placed since ``seat``'s last decision, in order (by anyone else)."""
        return () if seat is None else tuple(self._placed.get(seat, ()))

    def bonuses(self, seat: int | None) -> tuple[BonusPaid, ...]:
        """The merger bonuses paid since ``seat``'s last decision (to anyone), in order."""
        return () if seat is None else tuple(self._bonuses.get(seat, ()))

    # -- following -------------------------------------------------------------------

    @Slot()
    def _restart(self) -> None:
        game = self.controller.game
        self._game = game
        self._actor = None
        self._since.clear()
        self._placed.clear()
        self._bonuses.clear()
        self._decisions.clear()
        if game is None:
            self._state = self._pending = None
            self.changed.emit()
            return
        self._state = game.state
        self._pending = game.pending.player if game.pending is not None else None
        for seat in self.controller.humans():
            self._since[seat] = game.copy()
            self._placed[seat] = []
            self._bonuses[seat] = []
        self.changed.emit()

    @Slot()
    def _state_changed(self) -> None:
        game = self.controller.game
        if game is None or game is not self._game:
            self._restart()  # an undo (or a load): nothing is new any more
            return
        if game.state is self._state:
            self._actor = None
            return
        self._actor = self._pending
        decided_in, self._state = self._state, game.state
        self._pending = game.pending.player if game.pending is not None else None
        actor = self._actor
        if actor is not None and actor in self._since and decided_in is not None:
            self._decisions.append((decided_in, self._known()))
            self._since[actor] = game.copy()
            self._placed[actor] = []
            self._bonuses[actor] = []
            self.acted.emit(actor)
            self.changed.emit()

    @Slot()
    def _undone(self) -> None:
        """An undo went back to a person's decision: what was known then, again."""
        game = self.controller.game
        known = back_to(self._decisions, None if game is None else game.state)
        if game is None or known is None:
            self._restart()
            return
        since, placed, bonuses = known
        self._game = game
        self._state = game.state
        self._pending = game.pending.player if game.pending is not None else None
        self._actor = None
        self._since = dict(since)
        self._placed = {seat: list(tiles) for seat, tiles in placed.items()}
        self._bonuses = {seat: list(paid) for seat, paid in bonuses.items()}
        self.changed.emit()

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        actor = self._actor
        if actor is None:
            return
        placed = [Placement(e.tile, e.player) for e in events if isinstance(e, TilePlaced)]
        bonuses = [e for e in events if isinstance(e, BonusPaid)]
        if not placed and not bonuses:
            return
        for seat, tiles in self._placed.items():
            if seat != actor:
                tiles.extend(placed)
        for paid in self._bonuses.values():
            paid.extend(bonuses)
        self.changed.emit()

    def _known(self) -> _Known:
        """What every seat knows now, as an undo to this decision puts it back."""
        return (
            dict(self._since),
            {seat: list(tiles) for seat, tiles in self._placed.items()},
            {seat: list(paid) for seat, paid in self._bonuses.items()},
        )
