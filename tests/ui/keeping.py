"""Answering the window's "unfinished game" question (:mod:`acquire_qt.views.keeper`) in tests."""

from __future__ import annotations

import lookers
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

KEEP, DISCARD, CANCEL = "keep_button", "discard_button", "cancel_button"
"""The question's buttons, by object name."""
LOOKS = 500
"""How many times (10 ms apart) the answer looks for the question before it gives up."""


def answer_keeping(button: str) -> list[str]:
    """Press ``button`` on the next "unfinished game" question, once it shows; the list
    returned gets the question's text when it was answered (stays empty if none came).
    It looks :data:`LOOKS` times while no dialog is open; while another dialog is (the
    one the question follows), it waits for it however long the machine takes."""
    asked: list[str] = []
    this_test = lookers.current()

    def look(left: int) -> None:
        if not this_test():  # its test has ended: the question is none of its business
            return
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "keep_game_question":
            asked.append(box.text())
            chosen = box.findChild(QPushButton, button)
            assert chosen is not None, button
            chosen.click()
        elif box is not None:  # a dialog before the question (new game, seats): wait
            QTimer.singleShot(10, lambda: look(left))
        elif left > 0:
            QTimer.singleShot(10, lambda: look(left - 1))

    QTimer.singleShot(0, lambda: look(LOOKS))
    return asked
