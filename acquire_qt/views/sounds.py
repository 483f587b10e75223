"""Sound cues: a short sound when the turn of a person at the screen begins (not at every AI
move), at a merger and when the game ends; Preferences → Sound cues turns them off.

The sounds are our own (``resources/sounds/*.wav``, made by ``packaging/make_sounds.py``)
and are played with QtMultimedia's ``QSoundEffect``, one per cue, made the first time the
cue plays. QtMultimedia is in PySide6-Addons, which a pip install has only with the
``sound`` extra (the packaged game carries it): without it, or without the system's sound
library (libpulse), the game is silent and says nothing. Nor does it play cues in an
``--autoplay`` game (a demonstration, or a test), or for what a game opened or joined
already holds: only for what happens at the table.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtWidgets import QWidget

from acquire_qt.controller import TableController
from acquire_qt.engine import Event, GameOver, MergerStarted, TurnStarted
from acquire_qt.resources import resource_path
from acquire_qt.settings import SOUND_CUES, Settings

if TYPE_CHECKING:  # PySide6-Addons, which may be missing (pyproject: mypy takes it as Any then)
    from PySide6.QtMultimedia import QSoundEffect


class Cue(enum.Enum):
    """A sound cue; its value names its file in ``resources/sounds``."""

    YOUR_TURN = "your-turn"
    MERGER = "merger"
    GAME_OVER = "game-over"


def cue_for(events: Sequence[Event], humans: Sequence[int]) -> Cue | None:
    """The one cue the events of an action call for, the weightiest first: the game's end;
    the turn of a person at the screen (seats ``humans``) beginning; a merger."""
    if any(isinstance(event, GameOver) for event in events):
        return Cue.GAME_OVER
    if any(isinstance(event, TurnStarted) and event.player in humans for event in events):
        return Cue.YOUR_TURN
    if any(isinstance(event, MergerStarted) for event in events):
        return Cue.MERGER
    return None


class CuePlayer(Protocol):
    """What plays the cues (tests put a recorder in its place: see :data:`make_player`)."""

    def play(self, cue: Cue) -> None: ...


class QtCuePlayer:
    """Plays the cues with ``QSoundEffect``s, made the first time each cue plays, as
    children of ``parent``; silent for good once QtMultimedia cannot be loaded."""

    def __init__(self, parent: QObject) -> None:
        self.parent = parent
        self._effects: dict[Cue, QSoundEffect] = {}
        self._silent = False

    def play(self, cue: Cue) -> None:
        if self._silent:
            return
        effect = self._effects.get(cue)
        if effect is None:
            try:  # PySide6-Addons; it links the system's libpulse
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:
                self._silent = True
                return
            effect = QSoundEffect(self.parent)
            effect.setSource(QUrl.fromLocalFile(str(resource_path(f"sounds/{cue.value}.wav"))))
            self._effects[cue] = effect
        effect.play()


make_player: Callable[[QObject], CuePlayer] = QtCuePlayer
"""What :class:`SoundCues` plays its cues with (tests/conftest.py puts a silent one here)."""


class SoundCues(QObject):
    """Follows ``controller`` and plays the cues of what happens at ``window``'s table,
    when the setting (:data:`~acquire_qt.settings.SOUND_CUES`) is on."""

    def __init__(self, controller: TableController, settings: Settings, window: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.settings = settings
        self.window = window
        self.player = make_player(self)
        controller.events_happened.connect(self._events)

    @Slot(list)
    def _events(self, events: list[Event]) -> None:
        if len(events) == len(self.controller.events):
            return  # every event of the game: a game started, opened or joined
        cue = cue_for(events, self.controller.humans())
        if cue is None or self.window.property("autoplay"):
            return
        if self.settings.get(SOUND_CUES):
            self.player.play(cue)
