"""The tournament command: seat rotation, the figures it reports and its last JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from acquire_qt.ai.tournament import Result, main, summarize, tasks, wilson


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
        ),
        Result(
            1,
            ("medium", "hard", "medium"),
            (50, 50, 30),
            (0.5, 0.5, 0.0),
            (9, 10, 9),
            (0.1, 3.0, 0.1),
            (0, 1, 0),
        ),
    ]
    summary = summarize(results, ["hard", "medium", "medium"])
    assert summary["win_share"] == {"hard": 0.75, "medium": 0.25}
    assert summary["mean_cash"] == {"hard": 50, "medium": 38}  # (40 + 30 + 50 + 30) / 4
    assert summary["sec_per_decision"]["hard"] == pytest.approx(0.2)
    assert summary["games"] == 2
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
