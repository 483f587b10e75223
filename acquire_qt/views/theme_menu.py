"""View → Theme: the window and the board in light or dark colours, or like the desktop.

:class:`ThemeMenu` is the submenu: one checkable action per choice, kept on the
``view/theme`` setting. A choice is saved and applied at once; with ``system`` the
colours follow the desktop's scheme, also when the desktop changes it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMenu

from acquire_qt.presentation.palette import apply_theme
from acquire_qt.settings import THEME, Settings

from .board_view import BoardView

THEME_CHOICES = (
    ("system", QT_TRANSLATE_NOOP("MainWindow", "Like the &desktop")),
    ("light", QT_TRANSLATE_NOOP("MainWindow", "&Light")),
    ("dark", QT_TRANSLATE_NOOP("MainWindow", "&Dark")),
)
"""The View → Theme choices: the setting's value and its menu text."""


class ThemeMenu(QObject):
    """View → Theme, added to ``view_menu``: colours the application and ``boards`` (the
    game's, and review's once the window adds it) by the theme setting in ``settings``."""

    def __init__(
        self, view_menu: QMenu, settings: Settings, boards: list[BoardView], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.boards = boards
        self.menu = view_menu.addMenu("")
        self.group = QActionGroup(self)
        chosen = settings.get(THEME)
        for value, _label in THEME_CHOICES:
            theme = self.menu.addAction("")
            theme.setCheckable(True)
            theme.setData(value)
            theme.setChecked(value == chosen)
            self.group.addAction(theme)
        self.group.triggered.connect(self._chosen)
        self._theming = False
        self.name()
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.apply)

    def name(self) -> None:
        """The menu's words (again when the language changes), translated as the window's
        words (context ``MainWindow``)."""
        self.menu.setTitle(QCoreApplication.translate("MainWindow", "&Theme"))
        for theme, (_value, label) in zip(self.group.actions(), THEME_CHOICES, strict=True):
            theme.setText(QCoreApplication.translate("MainWindow", str(label)))

    def follow_setting(self) -> None:
        """Check the setting's choice and apply it (the settings were changed elsewhere)."""
        theme = self.settings.get(THEME)
        for action in self.group.actions():
            action.setChecked(action.data() == theme)
        self.apply()

    @Slot(QAction)
    def _chosen(self, action: QAction) -> None:
        self.settings.set(THEME, str(action.data()))
        self.apply()

    @Slot()
    def apply(self) -> None:
        """Colour the application and the boards by the theme setting (the desktop's
        scheme for ``system``)."""
        if self._theming:
            return  # a new palette may make Qt announce a new colour scheme
        self._theming = True
        try:
            theme = apply_theme(self.settings.get(THEME))
            for board in self.boards:
                board.set_theme(theme)
        finally:
            self._theming = False
