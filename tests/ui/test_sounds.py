"""Sound cues: asked for exactly when a person's turn begins, at a merger and at the game's
end; never when muted, in an --autoplay game or for the history of a game opened; the
setting and its check box in Preferences. A recorder stands in for the cue player (the
sounds module's ``make_player``), so no test needs QtMultimedia or a sound device."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest
from acquire_qt.resources import resource_path
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs.preferences import PreferencesDialog
from acquire_qt.engine import Event, GameOver, MergerStarted, Rules, TurnStarted
from acquire_qt.settings import SOUND_CUES, Settings
from acquire_qt.storage import Storage
from acquire_qt.views import sounds
from acquire_qt.views.sounds import Cue, QtCuePlayer, SoundCues

from .windows import random_factory

HUMAN, AI = 0, 1


class Recorder:
    """The cue player of every SoundCues made while it is in place: it notes each cue."""

    def __init__(self) -> None:
        self.cues: list[Cue] = []

    def __call__(self, parent: QObject) -> Recorder:
        return self

    def play(self, cue: Cue) -> None:
        self.cues.append(cue)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    recorder = Recorder()
    monkeypatch.setattr(sounds, "make_player", recorder)
    return recorder


def play_a_game(
    qtbot: QtBot, storage: Storage, settings: Settings, window: QWidget
) -> list[list[Event]]:
    """A classic game of a person (seat 0, answered by a random player) against a random AI,
    with sound cues, to its end: the events of each action, in order."""
    controller = GameController(storage, random_factory, ai_process=False)
    controller.set_pace(0)
    SoundCues(controller, settings, window)
    batches: list[list[Event]] = []
    controller.events_happened.connect(batches.append)
    person = RandomPlayer(7)

    def answer() -> None:
        game = controller.game
        if game is not None and game.pending is not None and game.pending.player == HUMAN:
            controller.submit(person.choose(game))

    controller.decision_required.connect(lambda _decision: QTimer.singleShot(0, answer))
    controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(), 5))
    qtbot.waitUntil(lambda: controller.game is not None and controller.game.over, timeout=60_000)
    controller.stop()
    return batches


def test_a_cue_when_your_turn_begins_at_a_merger_and_at_the_end(
    qtbot: QtBot, tmp_path: Path, recorder: Recorder
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    batches = play_a_game(qtbot, Storage(tmp_path), Settings(tmp_path / "s.ini"), window)

    setup, actions = batches[0], batches[1:]
    assert TurnStarted(HUMAN) in setup  # the person begins: nothing sounds for the set-up
    wanted = []
    for events in actions:  # one cue an action at most, the weightiest
        if any(isinstance(event, GameOver) for event in events):
            wanted.append(Cue.GAME_OVER)
        elif TurnStarted(HUMAN) in events:
            wanted.append(Cue.YOUR_TURN)
        elif any(isinstance(event, MergerStarted) for event in events):
            wanted.append(Cue.MERGER)
    assert recorder.cues == wanted
    # The game had what the cues are for, and the AI's turns sounded nothing.
    events = [event for batch in actions for event in batch]
    assert recorder.cues.count(Cue.YOUR_TURN) == events.count(TurnStarted(HUMAN)) > 5
    assert events.count(TurnStarted(AI)) > 5
    assert Cue.MERGER in recorder.cues
    assert recorder.cues[-1] is Cue.GAME_OVER and recorder.cues.count(Cue.GAME_OVER) == 1


@pytest.mark.parametrize("quiet", ["muted", "autoplay"])
def test_no_cue_when_muted_or_in_an_autoplay_game(
    qtbot: QtBot, tmp_path: Path, recorder: Recorder, quiet: str
) -> None:
    settings = Settings(tmp_path / "s.ini")
    window = QWidget()
    qtbot.addWidget(window)
    if quiet == "muted":
        settings.set(SOUND_CUES, False)
    else:
        window.setProperty("autoplay", True)
    play_a_game(qtbot, Storage(tmp_path), settings, window)
    assert recorder.cues == []


def test_no_cue_for_what_an_opened_game_holds(
    qtbot: QtBot, tmp_path: Path, recorder: Recorder
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    storage, settings = Storage(tmp_path), Settings(tmp_path / "s.ini")
    play_a_game(qtbot, storage, settings, window)
    recorder.cues.clear()
    opened = GameController(storage, random_factory, ai_process=False)
    SoundCues(opened, settings, window)
    over: list[object] = []
    opened.game_over.connect(over.append)
    opened.open(str(storage.autosave_path))  # the finished game: mergers, its end
    qtbot.waitUntil(lambda: bool(over))
    opened.stop()
    assert recorder.cues == []


def test_sound_cues_are_on_for_players_and_preferences_turns_them_off(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "s.ini")
    assert settings.get(SOUND_CUES) is True
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.ui.sound_cues.isChecked()
    dialog.ui.sound_cues.setChecked(False)
    dialog.accept()
    reread = Settings(settings.path)
    assert reread.get(SOUND_CUES) is False
    again = PreferencesDialog(reread)
    qtbot.addWidget(again)
    assert not again.ui.sound_cues.isChecked()
    again.ui.sound_cues.setChecked(True)
    again.accept()
    assert Settings(settings.path).get(SOUND_CUES) is True


def test_without_qtmultimedia_the_game_is_silent(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # importing it fails
    parent = QObject()
    player = QtCuePlayer(parent)
    for cue in Cue:
        player.play(cue)  # no error, nothing made
    assert parent.children() == []


@pytest.mark.parametrize("cue", list(Cue), ids=[cue.value for cue in Cue])
def test_every_cue_is_a_short_wav_in_the_package(cue: Cue) -> None:
    with wave.open(str(resource_path(f"sounds/{cue.value}.wav"))) as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        assert 0.3 < sound.getnframes() / sound.getframerate() < 1.5
