"""A game's every position, rebuilt from its record: what review mode steps through.

:class:`Replay` replays a game's record in a fresh :class:`~.game.Game` and keeps the
position after every action: step ``k`` is the game after its first ``k`` actions (step 0
the deal), with the events action ``k`` caused. Positions are copies (states are
immutable), so keeping one per step is cheap.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from .actions import Play
from .events import Event
from .game import Game


@dataclass(frozen=True)
class Step:
    """The game after ``number`` actions and what the last of them caused."""

    number: int
    game: Game
    events: tuple[Event, ...]
    """The events of action ``number`` (step 0: the deal's)."""
    first_event: int
    """Where those events begin in the whole game's list of events."""


class Replay:
    """Every position of ``game``, rebuilt from its record (the same rules, players, bag
    and actions), so a finished, saved or running game is reviewed the same way."""

    def __init__(self, game: Game) -> None:
        record = game.to_record(snapshot=False)
        self.actions = game.actions
        record["actions"] = []
        replay = Game.from_record(record)
        events = tuple(replay.setup_events)
        self.steps: list[Step] = [Step(0, replay.copy(), events, 0)]
        self.events: list[Event] = list(events)
        self.turn_starts: list[int] = [0]
        """The steps at which a turn begins (the game's end counts as one)."""
        for number, action in enumerate(self.actions, start=1):
            turn = replay.state.turn_number
            caused = tuple(replay.apply(action))
            self.steps.append(Step(number, replay.copy(), caused, len(self.events)))
            self.events.extend(caused)
            if replay.state.turn_number != turn or replay.over:
                self.turn_starts.append(number)

    @property
    def last(self) -> int:
        """The last step (the number of actions)."""
        return len(self.actions)

    def turn_of(self, number: int) -> int:
        """The turn number at step ``number``."""
        return self.steps[number].game.state.turn_number

    def next_turn(self, number: int) -> int:
        """The step where the turn after the one at ``number`` begins (or the last step)."""
        at = bisect_right(self.turn_starts, number)
        return self.turn_starts[at] if at < len(self.turn_starts) else self.last

    def previous_turn(self, number: int) -> int:
        """The step where the turn at ``number`` began, or the turn before if it begins
        right there."""
        at = bisect_left(self.turn_starts, number)
        return self.turn_starts[at - 1] if at > 0 else 0

    def placed_tile(self, number: int) -> str | None:
        """The tile action ``number`` placed, if it placed one."""
        if number == 0:
            return None
        action = self.actions[number - 1]
        return action.tile if isinstance(action, Play) else None
