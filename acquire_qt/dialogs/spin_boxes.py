"""Spin boxes of the dialogs that the forms use as custom widgets (promoted in Designer)."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget


class ClampingSpinBox(QSpinBox):
    """A spin box that takes a number typed beyond its range as its nearest bound: "5"
    where at most 3 may be bought is 3 once the player presses Enter or leaves the box
    (a plain spin box refused the key, and Enter then answered with the count it kept)."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result, text, pos = super().validate(text, pos)
        if result == QValidator.State.Invalid and text.strip().isdigit():
            result = QValidator.State.Intermediate
        return (result, text, pos)

    def fixup(self, text: str) -> str:
        digits = text.strip()
        if digits.isdigit():
            return str(min(self.maximum(), max(self.minimum(), int(digits))))
        return text


class EvenSpinBox(ClampingSpinBox):
    """A spin box that accepts even numbers only (shares are traded in pairs)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSingleStep(2)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result, text, pos = super().validate(text, pos)
        if result == QValidator.State.Acceptable and text.strip().isdigit() and int(text) % 2:
            result = QValidator.State.Intermediate
        return (result, text, pos)

    def fixup(self, text: str) -> str:
        digits = super().fixup(text).strip()
        if digits.isdigit():
            return str(int(digits) - int(digits) % 2)
        return text
