"""Help → Rules shows the rules of the rule set in play."""

from __future__ import annotations

import pytest

from acquire_qt.engine import Rules
from acquire_qt.views.rules_text import rules_html


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        (None, ["Acquire: the rules", "Tower, Luxor", "declare the game over"]),
        (Rules.classic(), ["Acquire: the rules", "dead"]),
        (Rules.space_monopoly(), ["Space Monopoly", "£100 × the company", "£3,200", "one way"]),
        (Rules.energy(doe=True), ["Energy", "2, 3 or 4 actions", "Department of Energy"]),
    ],
    ids=["no game", "classic", "space monopoly", "energy"],
)
def test_each_rule_set_has_its_own_text(rules: Rules | None, words: list[str]) -> None:
    text = rules_html(rules)
    for word in words:
        assert word in text
    assert "player trading" not in text


def test_player_trading_is_explained_when_it_is_on() -> None:
    assert "player trading" in rules_html(Rules.energy(player_trading=True))
    assert "Space Monopoly" in rules_html(Rules.space_monopoly(player_trading=True))
