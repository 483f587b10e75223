"""The game window and its modal dialogs in tests: opening the window, reading a dialog's
words, answering the next modal dialog."""

from __future__ import annotations

from collections.abc import Callable

import lookers
import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, PlayerFactory
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow


def random_factory(level: str, seed: int) -> AiPlayer:
    """Every AI level is the random player (quick, and it sells shares)."""
    return RandomPlayer(seed)


def open_window(
    qtbot: QtBot,
    storage: Storage,
    settings: Settings,
    player_factory: PlayerFactory = random_factory,
    *,
    ai_process: bool = True,
    size: tuple[int, int] | None = (1280, 720),
) -> MainWindow:
    """The game window, shown and active, ``size`` (None: as it opens), over a controller
    of ``storage`` whose AI seats ``player_factory`` plays at no pace."""
    controller = GameController(storage, player_factory, ai_process=ai_process)
    window = MainWindow(controller, settings)
    controller.set_pace(0)  # after the window, which restores the player's pace
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def shown_text(dialog: QWidget) -> str:
    """The words of every label of ``dialog``, a line each."""
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


def answer_modal(interact: Callable[[QDialog], None]) -> None:
    """Schedule ``interact`` on the next modal dialog, once it is the active window; close
    it if it stays open."""
    answered: list[QDialog] = []
    this_test = lookers.current()

    def run() -> None:
        if not this_test():  # its test has ended: the dialog is a later test's
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        assert isinstance(dialog, QDialog)
        dialog.activateWindow()
        if QApplication.activeWindow() is not dialog:
            QTimer.singleShot(10, run)
            return
        answered.append(dialog)
        interact(dialog)

    def failsafe() -> None:
        # Only the dialog this call answered: a later test's dialogs are none of its business.
        for dialog in answered:
            if shiboken6.isValid(dialog) and dialog.isVisible():
                dialog.done(QDialog.DialogCode.Rejected)

    QTimer.singleShot(0, run)
    QTimer.singleShot(3000, failsafe)
