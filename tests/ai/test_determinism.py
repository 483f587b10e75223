"""Every level (and every other policy) is seeded: the same seed in the same position gives
the same answer, whatever the player answered before, and in a fresh interpreter with
another string hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from acquire_qt.ai import POLICIES, make_player
from acquire_qt.engine import Game

from .games import RULE_SETS, TINY_HARD, new, play_out, players

HARD = {"playout_steps": 400, "max_seconds": 60.0}


def positions(count: int = 6, rules: str = "classic") -> list[Game]:
    """Positions along one 4-player game, each with more than one legal action."""
    game = new(4, seed=31, rules=RULE_SETS[rules]())
    seats = players(["medium"] * 4, seed=3)
    found: list[Game] = []
    while game.pending is not None and len(found) < count:
        if len(game.legal_actions()) > 1 and len(game.actions) % 7 == 0:
            found.append(game.copy())
        play_out(game, seats, limit=1)
    return found


def options(level: str) -> dict[str, float | int]:
    return HARD if level == "hard" else {}


@pytest.mark.parametrize("rules", ["classic", "space_monopoly_28x24", "energy_doe"])
@pytest.mark.parametrize("level", POLICIES)
def test_same_seed_same_position_same_answer(level: str, rules: str) -> None:
    games = positions(rules=rules)
    seasoned = make_player(level, 42, **options(level))
    first = [seasoned.choose(game.copy()) for game in games]
    again = [make_player(level, 42, **options(level)).choose(game.copy()) for game in games]
    backwards = [seasoned.choose(game.copy()) for game in reversed(games)]
    assert first == again == backwards[::-1]


def test_seeds_matter_for_the_easy_ai() -> None:
    games = positions()
    answers = {
        tuple(str(make_player("easy", seed).choose(game.copy())) for game in games)
        for seed in range(6)
    }
    assert len(answers) > 1


SCRIPT = """
import json
from acquire_qt.ai import make_player
from acquire_qt.engine import Rules, new_game
game = new_game(RULES, ["Ann", "Bob", "Cy", "Di"], seed=5)
answers = []
players = [make_player(level, 3, **(HARD if level == "hard" else {}))
           for level in ("easy", "medium", "hard", "medium")]
while game.pending is not None and len(game.actions) < 60:
    action = players[game.pending.player].choose(game.copy())
    answers.append(str(action))
    game.apply(action)
print(json.dumps(answers))
"""


@pytest.mark.parametrize(
    "rules", ["Rules.classic()", "Rules.space_monopoly()", "Rules.energy(doe=True)"]
)
def test_same_answers_in_another_interpreter(rules: str) -> None:
    """Nothing depends on Python's per-process string hashing or on the machine."""
    code = f"HARD = {TINY_HARD!r}\n" + SCRIPT.replace("RULES", rules)
    runs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        )
        runs.append(json.loads(out.stdout))
    assert runs[0] == runs[1] and len(runs[0]) == 60
