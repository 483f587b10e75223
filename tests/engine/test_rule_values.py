"""Rule sets are values: the same factory options give the same (shared) value.

Building a rule set works out its price tables, so the factories keep what they built;
bad options are refused as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from acquire_qt.engine import Rules
from acquire_qt.engine.record_schema import check_rules


def test_the_same_options_give_the_same_value() -> None:
    assert Rules.classic() is Rules.classic()
    assert Rules.classic(player_trading=True) is Rules.classic(player_trading=True)
    assert Rules.space_monopoly(board="22x18") is Rules.space_monopoly(board="22x18")
    assert Rules.energy(actions=[3, 2]) is Rules.energy(actions=(3, 2))
    assert check_rules(Rules.energy(doe=True).to_record()) is Rules.energy(doe=True)


def test_other_options_give_other_values() -> None:
    values = [
        Rules.classic(),
        Rules.classic(turn_order="seated"),
        Rules.classic(founder_cash_when_sold_out=True),
        Rules.classic(hidden_holdings=True),
        Rules.space_monopoly(),
        Rules.space_monopoly(diamonds=9),
        Rules.energy(),
        Rules.energy(doe=True),
    ]
    assert len({id(rules) for rules in values}) == len(values)
    assert len(set(values)) == len(values)  # unequal values, though hashed by name and options


BAD = {
    "classic turn order": (Rules.classic, {"turn_order": "clockwise"}),
    "space board": (Rules.space_monopoly, {"board": "10x10"}),
    "space diamonds": (Rules.space_monopoly, {"diamonds": "many"}),
    "space turn limit": (Rules.space_monopoly, {"turn_limit": 0}),
    "energy actions": (Rules.energy, {"actions": [0]}),
}


@pytest.mark.parametrize(("factory", "options"), BAD.values(), ids=BAD)
def test_bad_options_are_refused_every_time(factory: Any, options: dict[str, Any]) -> None:
    for _ in range(2):  # a refusal is not remembered as a value
        with pytest.raises(ValueError):
            factory(**options)
