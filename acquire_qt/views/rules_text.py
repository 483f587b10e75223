"""The rules as shown in Help → Rules: the help text of the rule set in play, from the
rule-set registry (:mod:`acquire_qt.session.rule_sets`), and of the player-trading house
rule when it is on, in the language the game speaks; :class:`RulesDialog` shows it in a
window that fits the screen and scrolls."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from acquire_qt.engine import Rules
from acquire_qt.session.rule_sets import (
    DEFAULT_RULE_SET,
    RULE_SETS,
    TRADING_HTML,
    TRANSLATION_CONTEXT,
)

READING_WIDTH = 720
"""Pixels: a comfortable line of the rules, where the screen is wide enough."""
SCREEN_SHARE = 0.85
"""The most of the screen's width or height the rules window takes when it opens."""


def rules_html(rules: Rules | None) -> str:
    """The rules text for the rule set in play (classic when no game is open)."""
    entry = DEFAULT_RULE_SET if rules is None else RULE_SETS.get(rules.name, DEFAULT_RULE_SET)
    text = QCoreApplication.translate(TRANSLATION_CONTEXT, entry.help_html)
    if rules is not None and rules.player_trading:
        text += QCoreApplication.translate(TRANSLATION_CONTEXT, TRADING_HTML)
    return text


class RulesDialog(QDialog):
    """Help → Rules for ``rules`` (None: no game open): the text scrolls; the window opens
    as tall as the text, at most :data:`SCREEN_SHARE` of ``parent``'s screen."""

    def __init__(self, rules: Rules | None, parent: QWidget) -> None:
        super().__init__(parent)
        # Worded in the window's context, where its translation is.
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "The rules"))
        self.text = QTextBrowser()
        self.text.setObjectName("rules_text")
        self.text.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        available = parent.screen().availableGeometry()
        width = min(READING_WIDTH, int(available.width() * SCREEN_SHARE))
        document = self.text.document()
        document.setTextWidth(width)
        around = layout.contentsMargins()
        chrome = buttons.sizeHint().height() + layout.spacing() + around.top() + around.bottom()
        tall = int(document.size().height()) + 2 * self.text.frameWidth() + chrome
        self.resize(
            width + 2 * self.text.frameWidth() + around.left() + around.right(),
            min(tall, int(available.height() * SCREEN_SHARE)),
        )
