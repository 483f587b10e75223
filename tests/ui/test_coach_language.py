"""The coach speaks the language just chosen in Preferences, at once (not at the next
decision)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController
from acquire_qt.dialogs.preferences import PreferencesDialog
from acquire_qt.engine import Kind
from acquire_qt.presentation.coach import coach_text
from acquire_qt.presentation.language import apply_language
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def test_the_coach_panel_switches_to_german_at_once(
    qtbot: QtBot, tmp_path: Path, english_after: None
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    controller = GameController(Storage(tmp_path / "data"), ai_process=False)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    controller.set_pace(0)
    window.show()
    window.learn_to_play()
    game = controller.game
    assert game is not None and game.pending is not None
    assert game.pending.kind is Kind.PLAY and game.pending.player == 0  # the player first
    coach = window.coach
    english = coach.text.text()
    english_leave = coach.leave_button.text()
    assert english and english == coach_text(game, 0)

    dialog = PreferencesDialog(settings, window)
    dialog.ui.language.setCurrentIndex(dialog.ui.language.findData("de"))
    dialog.accept()
    window.apply_settings()
    QCoreApplication.processEvents()  # Qt posts the LanguageChange events

    german = coach.text.text()
    assert german != english
    assert german == coach_text(game, 0)  # the same advice, now in German
    assert coach.shown[-1] == german
    assert coach.leave_button.text() == QCoreApplication.translate("", english_leave)
    assert coach.leave_button.text() != english_leave
    controller.stop()
    controller.wait_for_ai(5_000)
