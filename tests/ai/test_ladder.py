"""The ladder: its pairings and seat rotation, the openskill rating of a tiny run, the
JSON it writes and the strict reading of it (a malformed file is no figures, never a
crash), and the figures that ship with the package."""

from __future__ import annotations

import datetime
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from acquire_qt.ai import LEVELS
from acquire_qt.ai.ladder import (
    LADDER_FILE,
    Ladder,
    from_dict,
    main,
    pairings,
    rate,
    read_ladder,
    run,
    schedule,
    to_dict,
    win_shares,
    write_ladder,
)
from acquire_qt.ai.tournament import Result

TODAY = datetime.date(2026, 5, 1)


def result(number: int, levels: tuple[str, ...], cash: tuple[int, ...]) -> Result:
    top = max(cash)
    winners = cash.count(top)
    wins = tuple(1.0 / winners if c == top else 0.0 for c in cash)
    return Result(number, levels, cash, wins, (1,) * 4, (0.0,) * 4, (0,) * 4, (0,) * 4, (0,) * 4)


def test_every_policy_meets_three_of_every_field_with_the_seats_rotated() -> None:
    assert pairings(["easy", "novice", "medium"], ["easy", "medium"]) == [
        ("easy", "medium"),
        ("novice", "easy"),
        ("novice", "medium"),
        ("medium", "easy"),
    ]
    work = schedule(["easy", "novice"], ["easy", "novice"], games=8, seed=3, hard_options={})
    assert [t.number for t in work] == list(range(16))
    # Deal by deal: the first deal of both pairings, then the second.
    assert [t.levels.count("easy") for t in work] == [1] * 4 + [3] * 4 + [1] * 4 + [3] * 4
    for policy, field in (("easy", "novice"), ("novice", "easy")):
        games = [t for t in work if t.levels.count(policy) == 1 and field in t.levels]
        assert Counter(t.levels.index(policy) for t in games) == {0: 2, 1: 2, 2: 2, 3: 2}
        assert all(sorted(t.levels) == sorted([policy] + [field] * 3) for t in games)
        assert Counter(t.tile_seed for t in games) == {games[0].tile_seed: 4, games[4].tile_seed: 4}
    # Every pairing is played on the same deals.
    assert {t.tile_seed for t in work[:4]} == {t.tile_seed for t in work[4:8]}


def test_a_win_raises_the_rating_and_a_policy_at_three_seats_takes_their_mean() -> None:
    game = result(0, ("easy", "novice", "novice", "novice"), (90, 50, 50, 10))
    ratings = rate([game], ["easy", "novice"])
    model = PlackettLuce()
    start = model.rating()
    rated = model.rate([[model.rating()] for _ in range(4)], ranks=[1.0, 2.0, 2.0, 4.0])
    assert ratings["easy"].mu == pytest.approx(rated[0][0].mu, abs=1e-3) and ratings["easy"].mu > 25
    novice_mu = sum(team[0].mu for team in rated[1:]) / 3
    assert ratings["novice"].mu == pytest.approx(novice_mu, abs=1e-3)
    assert ratings["novice"].mu < 25
    assert ratings["easy"].sigma < start.sigma and ratings["novice"].sigma < start.sigma
    assert ratings["easy"].ordinal == pytest.approx(
        ratings["easy"].mu - 3 * ratings["easy"].sigma, abs=1e-2
    )


def test_win_shares_split_a_tie() -> None:
    games = [
        result(0, ("easy", "novice", "novice", "novice"), (90, 50, 50, 10)),
        result(1, ("novice", "easy", "novice", "novice"), (90, 90, 50, 10)),
        result(2, ("novice", "easy", "easy", "easy"), (10, 90, 50, 10)),
    ]
    shares = win_shares(games)
    assert shares["easy", "novice"].share == 0.75 and shares["easy", "novice"].games == 2
    assert shares["novice", "easy"].share == 0.0
    low, high = shares["easy", "novice"].low, shares["easy", "novice"].high
    assert 0 < low < 0.75 < high <= 1


def tiny() -> Ladder:
    return run(
        ["easy", "novice"], ["easy", "novice"], 4, seed=2, jobs=1, hard_options={}, today=TODAY
    )


def test_a_tiny_run_rates_both_and_is_reproducible() -> None:
    ladder = tiny()
    assert ladder.games == 8 and ladder.seed == 2 and ladder.date == "2026-05-01"
    assert set(ladder.ratings) == {"easy", "novice"}
    assert set(ladder.shares) == {("easy", "novice"), ("novice", "easy")}
    assert all(s.games == 4 for s in ladder.shares.values())
    assert all(r.sigma < 25 / 3 for r in ladder.ratings.values())
    assert tiny() == ladder


def test_the_json_round_trip(tmp_path: Path) -> None:
    ladder = tiny()
    path = tmp_path / "ladder.json"
    write_ladder(ladder, path)
    assert read_ladder(path) == ladder


def damaged(change: str) -> Any:
    """The figures of a small ladder with one thing wrong."""
    data = to_dict(
        from_dict(
            {
                "date": "2026-05-01",
                "games": 8,
                "seed": 2,
                "hard_options": {"time_per_decision": 0.4},
                "cut_short": 0,
                "ratings": {"hard": {"mu": 30.0, "sigma": 1.0, "ordinal": 27.0}},
                "win_share": [
                    {
                        "policy": "hard",
                        "field": "medium",
                        "share": 0.8,
                        "ci95": [0.6, 0.9],
                        "games": 8,
                    }
                ],
            }
        )
    )
    entry = data["win_share"][0]
    if change == "no date":
        del data["date"]
    elif change == "bad date":
        data["date"] = "yesterday"
    elif change == "games as text":
        data["games"] = "8"
    elif change == "games as a flag":
        data["games"] = True
    elif change == "negative sigma":
        data["ratings"]["hard"]["sigma"] = -1
    elif change == "share above one":
        entry["share"] = 1.5
    elif change == "share outside its interval":
        entry["ci95"] = [0.1, 0.5]
    elif change == "interval of three":
        entry["ci95"] = [0.1, 0.5, 0.9]
    elif change == "no field":
        del entry["field"]
    elif change == "shares not a list":
        data["win_share"] = {"hard": 0.8}
    elif change == "a list":
        data = [data]
    return data


CHANGES = [
    "no date",
    "bad date",
    "games as text",
    "games as a flag",
    "negative sigma",
    "share above one",
    "share outside its interval",
    "interval of three",
    "no field",
    "shares not a list",
    "a list",
]


@pytest.mark.parametrize("change", CHANGES)
def test_a_malformed_file_gives_no_figures(tmp_path: Path, change: str) -> None:
    path = tmp_path / "ladder.json"
    path.write_text(json.dumps(damaged("")), encoding="utf-8")
    assert read_ladder(path) is not None
    path.write_text(json.dumps(damaged(change)), encoding="utf-8")
    assert read_ladder(path) is None


@pytest.mark.parametrize(
    "content", [b"", b"{", b"\xff\xfe not text", b"null", b"[" * 100_000, b'{"date": NaN}']
)
def test_an_unreadable_file_gives_no_figures(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "ladder.json"
    path.write_bytes(content)
    assert read_ladder(path) is None
    assert read_ladder(tmp_path / "missing.json") is None


def test_the_command_writes_the_file_and_prints_the_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ladder.json"
    main(
        [
            "--policies",
            "easy,novice",
            "--games",
            "4",
            "--seed",
            "2",
            "--jobs",
            "1",
            "--max-seconds",
            "30",
            "--out",
            str(out),
        ]
    )
    printed = capsys.readouterr().out
    assert "8 classic games, seed 2" in printed
    assert "| policy | mu | sigma | 95% interval of mu | ordinal |" in printed
    assert "| policy | vs 3 " in printed
    ladder = read_ladder(out)
    assert ladder is not None and ladder.ratings == tiny().ratings
    assert ladder.hard_options == {"max_seconds": 30.0}


def test_the_shipped_figures_read_and_rate_every_level_against_three_medium() -> None:
    ladder = read_ladder()
    assert ladder is not None and LADDER_FILE.is_file()
    assert set(LEVELS) <= set(ladder.ratings)
    for level in ("easy", "hard"):
        assert ladder.share(level, "medium") is not None
    assert ladder.cut_short == 0
