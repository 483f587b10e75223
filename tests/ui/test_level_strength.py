"""The New game dialog says how strong each AI level is, in a player's words, from the
figures the AI ladder wrote (acquire_qt/ai/ladder.json): none when they cannot be read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from acquire_qt.ai import ladder as ladder_module
from acquire_qt.ai.ladder import Ladder, Rating, Share, to_dict, write_ladder
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.occupant import Occupant

FIGURES = Ladder(
    date="2026-05-01",
    games=96,
    seed=1,
    hard_options={},
    cut_short=0,
    ratings={level: Rating(25.0, 1.0, 22.0) for level in ("easy", "medium", "hard")},
    shares={
        ("hard", "medium"): Share(0.81, 0.7, 0.9, 32),
        ("hard", "easy"): Share(0.97, 0.85, 1.0, 32),
        ("medium", "easy"): Share(0.96, 0.8, 0.99, 32),
        ("easy", "medium"): Share(0.03, 0.0, 0.15, 32),
        ("easy", "novice"): Share(0.25, 0.1, 0.4, 32),  # not a level: never said
    },
)
HARD = (
    "Wins nearly every game against three Easy AIs.\n"
    "Wins about 8 in 10 games against three Medium AIs."
)
MEDIUM = "Wins nearly every game against three Easy AIs."
EASY = "Wins fewer than 1 in 10 games against three Medium AIs."


def tooltips(dialog: NewGameDialog, seat: int = 0) -> dict[str, str]:
    box = dialog.seats[seat].controller
    return {
        str(box.itemData(i)): box.itemData(i, Qt.ItemDataRole.ToolTipRole) or ""
        for i in range(box.count())
    }


@pytest.fixture
def ladder_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ladder.json"
    monkeypatch.setattr(ladder_module, "LADDER_FILE", path)
    return path


def test_each_level_says_how_often_it_wins_against_three_of_the_others(
    qtbot: QtBot, ladder_file: Path
) -> None:
    write_ladder(FIGURES, ladder_file)
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    assert tooltips(dialog) == {"human": "", "easy": EASY, "medium": MEDIUM, "hard": HARD}
    box = dialog.seats[1].controller
    assert box.currentData() == Occupant.MEDIUM and box.toolTip() == MEDIUM
    box.setCurrentIndex(box.findData(Occupant.HARD))
    assert box.toolTip() == HARD
    box.setCurrentIndex(box.findData(Occupant.HUMAN))
    assert box.toolTip() == ""
    dialog.add_seat()
    assert tooltips(dialog, len(dialog.seats) - 1)["hard"] == HARD


def test_a_hosted_game_says_it_too(qtbot: QtBot, ladder_file: Path) -> None:
    write_ladder(FIGURES, ladder_file)
    dialog = NewGameDialog(human_name="Ann", hosting=True)
    qtbot.addWidget(dialog)
    assert tooltips(dialog)["hard"] == HARD and tooltips(dialog)["network"] == ""


@pytest.mark.parametrize("content", [None, "", "{}", "[1, 2]", "malformed"])
def test_no_figures_no_words(qtbot: QtBot, ladder_file: Path, content: str | None) -> None:
    if content == "malformed":
        data = to_dict(FIGURES)
        data["win_share"][0]["share"] = 8.1
        content = json.dumps(data)
    if content is not None:
        ladder_file.write_text(content, encoding="utf-8")
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    assert set(tooltips(dialog).values()) == {""}
    assert dialog.seats[1].controller.toolTip() == ""
    assert dialog.ok_button.isEnabled()
