"""What the window reads of a game: the :class:`GameReader` protocol.

The board, rack, market, players, log, prompt and decision dialogs show a game without
knowing where it runs. A local :class:`~.game.Game` is one; so is the position a joined
network client was sent by the host (``network/remote_game.RemoteGame``), which
has no engine state behind it, only one seat's view. Both satisfy :class:`GameReader`
(checked by mypy where each is handed to the views), so this protocol is the one list of
what a view may ask of a game: it holds exactly what the views, models and dialogs read.
What only a whole game has (its actions, its record, the seed, a determinized copy for
the AI) is not here: what needs it takes a :class:`~.game.Game`.
"""

from __future__ import annotations

from typing import Any, Protocol

from .actions import Action
from .decisions import Decision
from .events import Event
from .rules import Rules
from .state import Outcome
from .views import GameView

__all__ = ["GameReader", "PositionReader"]


class PositionReader(Protocol):
    """What the views read of ``game.state``. A new one for every position: its identity
    tells them whether the position changed since they last showed it."""

    @property
    def turn_number(self) -> int:
        """The turn's number, from 1."""
        ...

    @property
    def placed(self) -> bool:
        """Whether the active player placed a tile this turn."""
        ...

    @property
    def actions_left(self) -> int:
        """The actions left in this turn, where a turn is a number of actions."""
        ...


class GameReader(Protocol):
    """A game as the views read it (see the module's docstring)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def players(self) -> tuple[str, ...]:
        """Player names by seat."""
        ...

    @property
    def controllers(self) -> tuple[str, ...]:
        """Who plays each seat (an occupant's value)."""
        ...

    @property
    def state(self) -> PositionReader: ...

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        ...

    @property
    def over(self) -> bool: ...

    @property
    def turn(self) -> int:
        """Seat of the active player."""
        ...

    def game_view(self, player: int | None = None) -> GameView:
        """The position as typed data, whole or as ``player`` may see it."""
        ...

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, as JSON-ready data."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The position as JSON-ready data (as much of it as this reader knows)."""
        ...

    def hand(self, seat: int) -> tuple[str, ...]: ...

    def end_allowed(self) -> bool: ...

    def legal_actions(self) -> list[Action]:
        """The actions the pending player may take now (trade proposals are not listed)."""
        ...

    def parse_action(self, text: str) -> Action: ...

    def chain_price(self, chain: str) -> int: ...

    def tile_outcome(self, tile: str) -> Outcome:
        """What placing ``tile`` would do now (for an empty square)."""
        ...

    def copy(self) -> GameReader:
        """A reader of the same position that :meth:`apply` may try an action on, leaving
        this one as it is."""
        ...

    def apply(self, action: Action | str) -> list[Event]:
        """Try ``action`` (on a :meth:`copy`): the events it makes, or
        :class:`~.actions.IllegalActionError` with the reason it is refused."""
        ...
