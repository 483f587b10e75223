"""The tournament command: seat rotation, the figures it reports and its last JSON line."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter

import pytest

from acquire_qt.ai.tournament import (
    Result,
    main,
    make_rules,
    parse_option,
    run,
    summarize,
    tasks,
    wilson,
)


def test_seats_rotate_so_every_level_sits_everywhere() -> None:
    work = tasks(["hard", "medium", "medium", "medium"], games=8, seed=1, hard_options={})
    assert [t.levels.index("hard") for t in work] == [0, 3, 2, 1, 0, 3, 2, 1]
    # A deal is played once per rotation.
    assert Counter(t.tile_seed for t in work) == Counter(
        {work[0].tile_seed: 4, work[4].tile_seed: 4}
    )
    assert len({t.ai_seed for t in work}) == 8


def test_win_shares_split_ties_and_sum_to_one() -> None:
    results = [
        Result(
            0,
            ("hard", "medium", "medium"),
            (50, 40, 30),
            (1.0, 0.0, 0.0),
            (10, 9, 9),
            (1.0, 0.1, 0.1),
            (2, 0, 0),
            (8, 0, 0),
            (80_000, 0, 0),
        ),
        Result(
            1,
            ("medium", "hard", "medium"),
            (50, 50, 30),
            (0.5, 0.5, 0.0),
            (9, 10, 9),
            (0.1, 3.0, 0.1),
            (0, 1, 0),
            (0, 7, 0),
            (0, 52_000, 0),
        ),
    ]
    summary = summarize(results, ["hard", "medium", "medium"])
    assert summary["win_share"] == {"hard": 0.75, "medium": 0.25}
    assert summary["mean_cash"] == {"hard": 50, "medium": 38}  # (40 + 30 + 50 + 30) / 4
    assert summary["sec_per_decision"]["hard"] == pytest.approx(0.2)
    assert summary["games"] == 2
    assert summary["steps_per_search"] == {"hard": 8_800, "medium": 0}  # 132,000 / 15
    assert summary["cut_short"] == {"hard": 3, "medium": 0}


def test_wilson_interval() -> None:
    low, high = wilson(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(1.0, 200)[1] == pytest.approx(1.0) and wilson(0.0, 200)[0] == 0.0


def test_command_prints_a_table_then_json(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--seats", "medium,easy,easy", "--games", "3", "--seed", "4", "--jobs", "1"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[1].split()[:3] == ["level", "seats", "fair"]
    summary = json.loads(lines[-1])
    assert summary["games"] == 3
    assert set(summary["win_share"]) == {"medium", "easy"}
    assert sum(summary["win_share"].values()) == pytest.approx(1.0)
    assert set(summary["ci95"]) == set(summary["sec_per_decision"]) == {"medium", "easy"}


def test_command_passes_the_hard_ai_s_budget_and_safety_cap(
    capsys: pytest.CaptureFixture[str],
) -> None:
    budget = ["--playout-steps", "100", "--max-seconds", "30"]
    main(["--seats", "hard,easy", "--games", "2", "--jobs", "1", *budget])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["hard_options"] == {"max_seconds": 30.0, "playout_steps": 100}
    assert summary["cut_short"]["hard"] == 0


def test_command_uses_worker_processes() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "acquire_qt.ai.tournament",
            "--seats",
            "easy,medium",
            "--games",
            "4",
            "--jobs",
            "2",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["games"] == 4 and sum(summary["win_share"].values()) == pytest.approx(1.0)


def test_command_refuses_bad_seats() -> None:
    with pytest.raises(SystemExit):
        main(["--seats", "medium,expert"])
    with pytest.raises(SystemExit):
        main(["--seats", "medium"])


def test_medium_beats_easy() -> None:
    """A quick strength check (the full measurement is benchmarks/ai_strength.py)."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "acquire_qt.ai.tournament",
            "--seats",
            "medium,easy,easy,easy",
            "--games",
            "40",
            "--jobs",
            "1",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1])["win_share"]["medium"] >= 0.8


def test_rule_options_are_read_as_values() -> None:
    assert parse_option("board=28x24") == ("board", "28x24")
    assert parse_option("doe=true") == ("doe", True)
    assert parse_option("turn_limit=60") == ("turn_limit", 60)
    assert parse_option("actions=3,2") == ("actions", [3, 2])
    assert parse_option("diamonds=5%") == ("diamonds", "5%")
    assert parse_option("turn_limit=²") == ("turn_limit", "²")  # left for the rules to refuse
    assert parse_option("actions=٣,2") == ("actions", "٣,2")
    with pytest.raises(argparse.ArgumentTypeError):
        parse_option("board")


def test_command_plays_another_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "--seats",
            "medium,easy,easy",
            "--games",
            "3",
            "--jobs",
            "1",
            "--rules",
            "space_monopoly",
            "--rules-option",
            "board=28x24",
            "--rules-option",
            "turn_limit=30",
        ]
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert "space_monopoly board=28x24 turn_limit=30" in lines[0]
    summary = json.loads(lines[-1])
    assert summary["rules"] == {
        "name": "space_monopoly",
        "options": {"board": "28x24", "turn_limit": 30},
    }
    assert summary["games"] == 3 and sum(summary["win_share"].values()) == pytest.approx(1.0)


def test_tasks_carry_the_rule_set() -> None:
    work = tasks(["medium", "easy"], 2, 1, {}, "energy", (("doe", True),))
    assert all(t.rules == "energy" and t.rule_options == (("doe", True),) for t in work)
    assert make_rules("energy", (("doe", True),)).doe
    with pytest.raises(ValueError, match="unknown rule set"):
        make_rules("chess")


def test_command_refuses_bad_rules() -> None:
    with pytest.raises(SystemExit):
        main(["--seats", "medium,easy", "--rules", "energy", "--rules-option", "board=28x24"])
    with pytest.raises(SystemExit):
        main(["--seats", "medium,easy", "--rules", "space_monopoly", "--rules-option", "board=9x9"])
    with pytest.raises(SystemExit):  # Energy takes 2 to 4 players
        main(["--seats", "medium,easy,easy,easy,easy", "--rules", "energy"])


@pytest.mark.parametrize("rules", ["space_monopoly", "energy"])
def test_medium_beats_easy_in_the_other_rule_sets(rules: str) -> None:
    """A quick strength check (benchmarks/ai_strength.py --rules measures it fully)."""
    summary = run(["medium", "easy", "easy", "easy"], 40, 2, 1, {}, rules=rules)
    assert summary["win_share"]["medium"] >= 0.8
