"""Preferences (Game → Preferences…, Ctrl+,): the choices the program remembers between
games, in one place: language, theme, AI pace, animations, sound cues and the undo policy
of games with several people at the screen (form ``ui/preferences.ui``).

The dialog only reads and writes the settings (:mod:`acquire_qt.settings`); OK writes
the values that changed and the main window then applies them (the language at once,
see :mod:`acquire_qt.presentation.language`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QWidget

from acquire_qt.forms.ui_preferences import Ui_PreferencesDialog
from acquire_qt.presentation.language import available_languages, language_name
from acquire_qt.settings import (
    ANIMATIONS,
    LANGUAGE,
    PACE_MS,
    SOUND_CUES,
    THEME,
    UNDO_WITH_SEVERAL_HUMANS,
    Settings,
)

PACES = (0, 300, 600, 1000, 2000)
"""The AI paces offered, in milliseconds per decision."""


class PreferencesDialog(QDialog):
    """The settings of :mod:`acquire_qt.settings` a player chooses; OK saves them."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.ui = ui = Ui_PreferencesDialog()
        ui.setupUi(self)
        self._fill()
        self._select(ui.language, settings.get(LANGUAGE))
        self._select(ui.theme, settings.get(THEME))
        self._select(ui.pace, settings.get(PACE_MS))
        ui.animations.setChecked(settings.get(ANIMATIONS))
        ui.sound_cues.setChecked(settings.get(SOUND_CUES))
        ui.undo_several.setChecked(settings.get(UNDO_WITH_SEVERAL_HUMANS))

    def _fill(self) -> None:
        """The combo boxes' items, in the current language (again after a change of it)."""
        ui = self.ui
        chosen = (ui.language.currentData(), ui.theme.currentData(), ui.pace.currentData())
        for combo in (ui.language, ui.theme, ui.pace):
            combo.clear()
        ui.language.addItem(self.tr("The system's language"), "")
        for code in available_languages():
            ui.language.addItem(language_name(code), code)
        for value, label in (
            ("system", self.tr("Follow the desktop")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            ui.theme.addItem(label, value)
        for milliseconds, label in zip(PACES, self.pace_labels(), strict=True):
            ui.pace.addItem(label, milliseconds)
        for combo, value in zip((ui.language, ui.theme, ui.pace), chosen, strict=True):
            if value is not None:
                self._select(combo, value)

    def pace_labels(self) -> tuple[str, ...]:
        """The words for each of :data:`PACES`."""
        return (
            self.tr("Instant"),
            self.tr("Fast (0.3 s)"),
            self.tr("Normal (0.6 s)"),
            self.tr("Slow (1 s)"),
            self.tr("Very slow (2 s)"),
        )

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(index, 0))

    def save(self) -> None:
        """Remember what is chosen (OK does this)."""
        ui, settings = self.ui, self.settings
        settings.set(LANGUAGE, str(ui.language.currentData()))
        settings.set(THEME, str(ui.theme.currentData()))
        settings.set(PACE_MS, int(ui.pace.currentData()))
        settings.set(ANIMATIONS, ui.animations.isChecked())
        settings.set(SOUND_CUES, ui.sound_cues.isChecked())
        settings.set(UNDO_WITH_SEVERAL_HUMANS, ui.undo_several.isChecked())

    def accept(self) -> None:
        self.save()
        super().accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._fill()
        super().changeEvent(event)
