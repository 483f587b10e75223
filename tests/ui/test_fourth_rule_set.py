"""A fourth rule set is its engine spec and one entry of words, nothing else.

``Quick Acquire`` lives only here: a :class:`RuleSetSpec` (classic's board and chains,
the starting cash an option, a short game a flag) and its :class:`RuleSetWords`,
registered by a fixture and removed after. The save files, ``--rules`` and
``--rules-option`` (and their help), the new-game dialog and Help → Rules take it up
without another line of the program.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from acquire_qt import app
from acquire_qt.ai import RandomPlayer
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.engine import Rules, load_record, new_game
from acquire_qt.engine import rules as engine_rules
from acquire_qt.engine.classic import COLUMNS, ROWS, classic_chains
from acquire_qt.engine.record_schema import check_rules
from acquire_qt.engine.rules import Chosen, RuleOption, RuleSetSpec
from acquire_qt.engine.strict_json import RecordError
from acquire_qt.session import rule_sets
from acquire_qt.session.rule_sets import OptionWords, RuleSetWords
from acquire_qt.views.rules_text import rules_html


def _quick(chosen: Chosen) -> Rules:
    return Rules(
        name="quick",
        columns=COLUMNS,
        rows=ROWS,
        chains=classic_chains(),
        starting_cash=chosen.number("cash"),
        end_size=25 if chosen.flag("short") else 41,
        hidden_holdings=chosen.flag("hidden_holdings"),
        player_trading=chosen.flag("player_trading"),
        options=chosen.recorded,
    )


QUICK = RuleSetSpec(
    "quick",
    (
        RuleOption("cash", "number", 6000, low=1000, high=20_000),
        RuleOption("short", "flag", False),
    ),
    _quick,
)
QUICK_WORDS = RuleSetWords(
    title="Quick Acquire",
    summary="Classic with the starting cash to choose.",
    help_html="<h2>Quick Acquire: the rules</h2>",
    options={
        "cash": OptionWords(label="Starting &cash:", suffix=" $"),
        "short": OptionWords(label="&Short game: a chain of 25 ends it"),
    },
)


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> Iterator[RuleSetSpec]:
    """Quick Acquire registered: its spec in the engine, its words in the session."""
    monkeypatch.setitem(engine_rules.RULE_SETS, QUICK.name, QUICK)
    monkeypatch.setitem(rule_sets.WORDS, QUICK.name, QUICK_WORDS)
    yield QUICK
    monkeypatch.undo()
    assert QUICK.name not in engine_rules.RULE_SETS and QUICK.name not in rule_sets.RULE_SETS


def test_the_record_schema_takes_it(quick: RuleSetSpec) -> None:
    rules = quick.make(cash=9000, short=True)
    assert rules.to_record() == {"name": "quick", "options": {"cash": 9000, "short": True}}
    assert check_rules(rules.to_record()) is rules
    game = new_game(rules, ["Ann", "Bob"], seed=7)
    players = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    for _ in range(30):
        assert game.pending is not None
        game.apply(players[game.pending.player].choose(game))
    loaded = load_record(json.loads(json.dumps(game.to_record())))
    assert loaded.rules is rules and loaded.to_dict() == game.to_dict()
    with pytest.raises(RecordError, match="the rule option cash must be a whole number from"):
        check_rules({"name": "quick", "options": {"cash": 50}})
    with pytest.raises(RecordError, match="field this program does not know: 'doe'"):
        check_rules({"name": "quick", "options": {"doe": True}})


def test_the_command_line_takes_it(quick: RuleSetSpec, capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--rules-option", "cash=9000", "--rules-option", "short=yes"]
    args = app.parse_args(["--autoplay", "2", "--rules", "quick", *options])
    assert args.game_rules is quick.make(cash=9000, short=True)
    with pytest.raises(SystemExit):
        app.parse_args(["--autoplay", "2", "--rules", "quick", "--rules-option", "cash=50"])
    assert "cash must be a whole number from 1000 to 20000, not '50'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        app.parse_args(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "quick: cash=1000..20000, short=true|false" in help_text


def test_the_new_game_dialog_offers_it(quick: RuleSetSpec, qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    offered = [dialog.rule_set.itemData(i) for i in range(dialog.rule_set.count())]
    assert offered == ["classic", "space_monopoly", "energy", "quick"]
    dialog.set_rule_set("quick")
    assert dialog.rule_set.currentText() == "Quick Acquire"
    cash = dialog.findChild(QSpinBox, "cash")
    short = dialog.findChild(QCheckBox, "short")
    assert cash is not None and cash.isVisible() and short is not None and short.isVisible()
    assert (cash.minimum(), cash.maximum(), cash.value()) == (1000, 20_000, 6000)
    assert dialog.setup().rules is quick.make()
    cash.setValue(9000)
    short.setChecked(True)
    assert dialog.setup().rules is quick.make(cash=9000, short=True)
    dialog.set_rule_set("classic")
    assert not cash.isVisible() and dialog.setup().rules is Rules.classic()
    assert rules_html(quick.make()) == QUICK_WORDS.help_html
