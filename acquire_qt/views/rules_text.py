"""The rules as shown in Help → Rules: the help text of the rule set in play, from the
rule-set registry (:mod:`acquire_qt.session.rule_sets`), and of the player-trading house
rule when it is on."""

from __future__ import annotations

from acquire_qt.engine import Rules
from acquire_qt.session.rule_sets import CLASSIC, RULE_SETS, TRADING_HTML


def rules_html(rules: Rules | None) -> str:
    """The rules text for the rule set in play (classic when no game is open)."""
    if rules is None:
        return CLASSIC.help_html
    entry = next((e for e in RULE_SETS.values() if e.name == rules.name), CLASSIC)
    text = entry.help_html
    return text + TRADING_HTML if rules.player_trading else text
