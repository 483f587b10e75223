"""The rule-set registry: one entry per engine rule set, with the words of each offered
option; its defaults are the engine's defaults, and ``--rules NAME --rules-option K=V``
becomes the same Rules as the factory (or a clear error)."""

from __future__ import annotations

import re

import pytest

from acquire_qt.engine import Rules, new_game
from acquire_qt.engine.rules import RULE_SETS as SPECS
from acquire_qt.session.rule_sets import (
    HOUSE_RULES,
    RULE_SETS,
    rule_set,
    rules_from_options,
)

RULE_SET_NAMES = tuple(SPECS)


def test_every_engine_rule_set_has_one_entry() -> None:
    assert list(RULE_SETS) == list(SPECS)
    for name, entry in RULE_SETS.items():
        assert entry.name == name
        assert entry.spec.make().name == name
        assert rule_set(name) is entry


@pytest.mark.parametrize("name", RULE_SET_NAMES)
def test_defaults_are_the_engine_defaults(name: str) -> None:
    entry = rule_set(name)
    assert entry.rules() is entry.spec.make()
    rules = entry.spec.make()
    assert entry.seats == (rules.min_players, rules.max_players)


@pytest.mark.parametrize("name", RULE_SET_NAMES)
def test_every_offered_option_has_words(name: str) -> None:
    entry = rule_set(name)
    offered = [option.name for option in entry.spec.options if option.offered]
    assert [option.key for option in entry.all_options] == offered
    for option in entry.all_options:
        assert option.label and entry.option(option.key) == option
    fields = [option.field for option in entry.all_options]
    assert len(set(fields)) == len(fields)
    assert all(option in entry.all_options for option in HOUSE_RULES)


def test_command_line_options_make_the_factorys_rules() -> None:
    assert rules_from_options("classic", []) == Rules.classic()
    assert rules_from_options(
        "classic", ["turn_order=seated", "founder-cash-when-sold-out=yes"]
    ) == Rules.classic(turn_order="seated", founder_cash_when_sold_out=True)
    assert rules_from_options("classic", ["turn_order=false"]) == Rules.classic()
    assert rules_from_options(
        "space_monopoly",
        ["board=28x24", "diamonds=12", "turn_limit=40", "player_trading=true"],
    ) == Rules.space_monopoly(board="28x24", diamonds=12, turn_limit=40, player_trading=True)
    assert rules_from_options("space_monopoly", ["diamonds=10%"]) == Rules.space_monopoly(
        diamonds="10%"
    )
    assert rules_from_options("energy", ["doe=on", "hidden_holdings=true"]) == Rules.energy(
        doe=True, hidden_holdings=True
    )
    assert rules_from_options("classic", ["two_player=true"]) == Rules.classic(two_player=True)
    assert rules_from_options("classic", ["two-player=off"]) == Rules.classic()


def test_the_two_player_rule_is_a_classic_flag_for_two_players() -> None:
    for entry in RULE_SETS.values():
        for option in entry.all_options:
            assert option.players == 0 or option.kind == "flag", option.key
    option = rule_set("classic").option("two_player")
    assert option.players == 2 and option.default is False
    rules = rules_from_options("classic", ["two_player=yes"])
    assert (rules.min_players, rules.max_players) == (2, 2)
    with pytest.raises(ValueError, match="exactly 2 players with these rules, not 3"):
        new_game(rules, ["Ann", "Bob", "Cy"])


@pytest.mark.parametrize(
    ("name", "options", "message"),
    [
        ("chess", [], "unknown rule set 'chess': choose among classic, space_monopoly, energy"),
        ("classic", ["doe"], "takes KEY=VALUE, not 'doe'"),
        ("classic", ["=1"], "takes KEY=VALUE"),
        ("classic", ["doe=true"], "--rules classic has no option doe (its options: turn_order"),
        ("energy", ["doe=maybe"], "doe must be true or false, not 'maybe'"),
        ("energy", ["two_player=true"], "--rules energy has no option two_player"),
        ("energy", ["actions=3"], "--rules energy has no option actions"),
        ("space_monopoly", ["board=9x9"], "board must be one of 16x12, 22x18, 28x24, not '9x9'"),
        ("space_monopoly", ["turn_limit=0"], "turn_limit must be a whole number from 1 to 10000"),
        ("space_monopoly", ["turn_limit=²"], "turn_limit must be a whole number from 1 to 10000"),
        ("space_monopoly", ["turn_limit=٦٠"], "turn_limit must be a whole number from 1 to 10000"),
        ("space_monopoly", ["diamonds=٥%"], "diamonds must be a number or a percentage"),
        (
            "space_monopoly",
            ["diamonds=a few"],
            "diamonds must be a number or a percentage",
        ),
        ("space_monopoly", ["diamonds=200%"], "bad --rules-option for space_monopoly: diamonds"),
    ],
)
def test_command_line_errors_say_what_is_wrong(name: str, options: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        rules_from_options(name, options)
