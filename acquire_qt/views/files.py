"""The window's files: new game, open, save, save as and recent files.

:class:`GameFiles` asks the player (file dialogs, the resume question) and hands the
rest to the controller and its storage; it remembers recently used files in the
settings and fills the "Open recent" menu from them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.settings import RECENT_FILES, RECENT_LIMIT, Settings
from acquire_qt.storage import SUFFIX


class GameFiles(QObject):
    """File handling for ``window``: dialogs and recent files (``settings``)."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        settings: Settings,
        recent_menu: QMenu,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.controller = controller
        self.settings = settings
        self.recent_menu = recent_menu
        recent_menu.aboutToShow.connect(self._fill_recent)
        controller.saved.connect(self._saved)

    @Slot()
    def new_game(self) -> None:
        setup = NewGameDialog.ask(self.window)
        if setup is not None:
            self.start(setup)

    def start(self, setup: GameSetup) -> None:
        self.controller.new_game(setup)

    @Slot()
    def open_file(self) -> None:
        folder = str(self.controller.storage.saves)
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a saved game"),
            folder,
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        if self.controller.open(path):
            self.remember_recent(path)
            return True
        return False

    @Slot()
    def save(self) -> None:
        if self.controller.game is not None:
            self.controller.save()

    @Slot()
    def save_as(self) -> None:
        game = self.controller.game
        if game is None:
            return
        suggestion = str(self.controller.save_path or self.controller.storage.new_save_path(game))
        self.controller.storage.saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save the game as"),
            suggestion,
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            if not path.endswith(SUFFIX):
                path += SUFFIX
            self.controller.save(path)

    def recent_files(self) -> list[str]:
        recent: tuple[str, ...] = self.settings.get(RECENT_FILES)
        return list(recent)

    def remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.set(RECENT_FILES, tuple(recent[:RECENT_LIMIT]))

    @Slot()
    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.recent_files() if Path(p).exists()]
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)
        for path in recent:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))

    @Slot(str)
    def _saved(self, path: str) -> None:
        if Path(path) != self.controller.storage.autosave_path:
            self.remember_recent(path)
            self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5_000)
