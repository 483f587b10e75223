"""The rules as shown in Help → Rules: the help text of the rule set in play, from the
rule-set registry (:mod:`acquire_qt.session.rule_sets`), and of the player-trading house
rule when it is on, in the language the game speaks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import Rules
from acquire_qt.session.rule_sets import (
    DEFAULT_RULE_SET,
    RULE_SETS,
    TRADING_HTML,
    TRANSLATION_CONTEXT,
)


def rules_html(rules: Rules | None) -> str:
    """The rules text for the rule set in play (classic when no game is open)."""
    entry = DEFAULT_RULE_SET if rules is None else RULE_SETS.get(rules.name, DEFAULT_RULE_SET)
    text = QCoreApplication.translate(TRANSLATION_CONTEXT, entry.help_html)
    if rules is not None and rules.player_trading:
        text += QCoreApplication.translate(TRANSLATION_CONTEXT, TRADING_HTML)
    return text
