"""Which build of the engine and AI the tests ran on (``make test`` runs them on both).

The first run must use the mypyc-compiled modules wherever the build compiled them (in CI
always: its machine has a C compiler), the second (``ACQUIRE_QT_PURE_PYTHON=1``) their
``.py`` files, so the two runs cannot silently test the same thing twice.
"""

from __future__ import annotations

import importlib
import os
import pickle
import pkgutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

from acquire_qt import build
from acquire_qt.ai import LEVELS, POLICIES, RandomPlayer, make_player
from acquire_qt.engine import Rules, new_game
from acquire_qt.engine.rules import RULE_SETS


def every_module() -> dict[str, str]:
    """Every engine and AI module (but ``__main__``), imported, with the file it came from."""
    found = {}
    for package_name in build.COMPILED_PACKAGES:
        package = importlib.import_module(f"acquire_qt.{package_name}")
        names = [package.__name__] + [
            f"{package.__name__}.{info.name}"
            for info in pkgutil.iter_modules(package.__path__)
            if info.name != "__main__"
        ]
        for name in names:
            spec = importlib.import_module(name).__spec__
            assert spec is not None and spec.origin is not None
            found[name] = spec.origin
    return found


def compiled_on_disk(name: str, origin: str) -> bool:
    """Whether the build left a compiled module ``name`` beside its source ``origin``."""
    stem = "__init__" if origin.endswith("__init__.py") else name.rpartition(".")[2]
    folder = os.path.dirname(origin)
    return any(os.path.exists(os.path.join(folder, stem + suffix)) for suffix in EXTENSION_SUFFIXES)


def expected_build() -> str:
    if build.pure_python_forced():
        return "pure"
    built_compiled = (build.PACKAGE / build.DIGESTS_FILE).exists()
    return "compiled" if built_compiled or os.environ.get("CI") else "pure"


def test_the_run_uses_the_build_it_should() -> None:
    modules = every_module()
    compiled = sorted(name for name, origin in modules.items() if not origin.endswith(".py"))
    if expected_build() == "pure":
        assert compiled == [], "ACQUIRE_QT_PURE_PYTHON is set but compiled modules were loaded"
        assert not build.engine_compiled()
        return
    assert not build.compiled_sources_changed(), "the compiled engine is stale: run make"
    assert build.engine_compiled()
    assert all(modules[name].endswith(tuple(EXTENSION_SUFFIXES)) for name in compiled)
    sources = {name: origin for name, origin in modules.items() if origin.endswith(".py")}
    left_as_source = [name for name, origin in sources.items() if compiled_on_disk(name, origin)]
    assert left_as_source == [], "compiled, but imported from the .py file"
    assert "acquire_qt.engine.rng" in compiled  # the engine's core is among them


def test_the_version_says_which_build() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "acquire_qt", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert build.build_description() in done.stdout


@pytest.mark.skipif(build.pure_python_forced(), reason="forced pure already")
def test_the_variable_makes_a_process_use_the_sources() -> None:
    code = "from acquire_qt.build import engine_compiled; print(engine_compiled())"
    environment = dict(os.environ, ACQUIRE_QT_PURE_PYTHON="1")
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env=environment,
    )
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize("level", LEVELS)
def test_what_goes_to_the_ai_process_and_back_survives_pickling(level: str) -> None:
    """The window sends the AI player and the game to another process, pickled, and gets
    an action back (compiled classes pickle differently: frozen dataclasses did not)."""
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=7)
    mover = RandomPlayer(7)
    for _ in range(40):
        game.apply(mover.choose(game))
    player = make_player(level, seed=7)
    sent_player, sent_game = pickle.loads(pickle.dumps((player, game)))
    assert sent_game.to_dict() == game.to_dict()
    assert sent_game.rules == game.rules
    actions = game.legal_actions()
    assert pickle.loads(pickle.dumps(actions)) == actions
    answer = make_player(level, seed=7).choose(game.copy())
    assert sent_player.choose(sent_game) == pickle.loads(pickle.dumps(answer))


HARD_ANSWERS = """
from acquire_qt.ai import RandomPlayer, make_player
from acquire_qt.engine import Rules, new_game
from acquire_qt.engine.rules import RULE_SETS

for seed in (3, 11, 29):
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=seed)
    mover = RandomPlayer(seed)
    for _ in range(12 * (seed % 5 + 1)):
        game.apply(mover.choose(game))
    print(make_player("hard", seed=seed, playout_steps=3000).choose(game))
"""


@pytest.mark.skipif(not build.engine_compiled(), reason="needs the compiled build to compare with")
def test_the_hard_ai_answers_the_same_compiled_and_pure() -> None:
    """Same seed, same position: the same hard answer from both builds (its search budget is
    counted in playout steps, so the quicker build searches exactly as much)."""
    answers = []
    for pure in ("0", "1"):
        done = subprocess.run(
            [sys.executable, "-c", HARD_ANSWERS],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
            env=dict(os.environ, ACQUIRE_QT_PURE_PYTHON=pure),
        )
        answers.append(done.stdout.split("\n"))
    assert answers[0] == answers[1]
    assert len(answers[0]) == 4  # three answers and the last newline


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
def test_a_game_of_every_rule_set_survives_pickling(rule_set: str) -> None:
    """Rules, boards and chains (frozen dataclasses) are rebuilt through their constructors."""
    game = new_game(RULE_SETS[rule_set].make(), ["Ann", "Bob", "Cy", "Di"], seed=3)
    mover = RandomPlayer(3)
    for _ in range(30):
        game.apply(mover.choose(game))
    sent = pickle.loads(pickle.dumps(game))
    assert sent.rules == game.rules and sent.pending == game.pending
    assert sent.to_dict() == game.to_dict()
    assert sent.legal_actions() == game.legal_actions()


AI_GAMES = """
import hashlib
import sys

from acquire_qt.ai import POLICIES, make_player
from acquire_qt.ai.review import review_move
from acquire_qt.ai.win_chance import replayed, win_chance_curve
from acquire_qt.engine import Rules, new_game

RULES = {
    "classic": Rules.classic(player_trading=True),
    "space_monopoly": Rules.space_monopoly(),
    "space_monopoly_28x24": Rules.space_monopoly(board="28x24"),
    "energy": Rules.energy(player_trading=True),
    "energy_doe": Rules.energy(doe=True),
}
name = sys.argv[1]
rules, number = RULES[name], list(RULES).index(name)
HARD = {"playout_steps": 100, "max_seconds": 600.0}
for level in POLICIES:
    seats = [
        make_player(level, seed=number + seat, **(HARD if level == "hard" else {}))
        for seat in range(3)
    ]
    game = new_game(rules, ["Ann", "Bob", "Cy"][: rules.max_players], seed=number)
    while game.pending is not None and (level != "hard" or len(game.actions) < 8):
        game.apply(seats[game.pending.player].choose(game.copy()))
    actions = " ".join(map(str, game.actions)).encode()
    print(level, len(game.actions), hashlib.sha256(actions).hexdigest())
print(win_chance_curve(replayed(game, 30), playouts=2, seed=number))
step = len(game.actions) // 2
print(review_move(replayed(game, step), game.actions[step], seed=number, playouts=2))
"""


@pytest.mark.skipif(not build.engine_compiled(), reason="needs the compiled build to compare with")
@pytest.mark.parametrize(
    "rules", ["classic", "space_monopoly", "space_monopoly_28x24", "energy", "energy_doe"]
)
def test_every_policy_plays_the_same_compiled_and_pure(rules: str) -> None:
    """Every policy's game, the hard AI's first answers (with full playouts), a win-chance
    curve and a move review: the same from both builds, to the last digit. This is why the
    pure run (make test) leaves out the AI tests that play many whole games (PURE_SKIPPED in
    the Makefile): what they check of the compiled build, the pure build answers alike."""
    outputs = []
    for pure in ("0", "1"):
        done = subprocess.run(
            [sys.executable, "-c", AI_GAMES, rules],
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
            env=dict(os.environ, ACQUIRE_QT_PURE_PYTHON=pure),
        )
        outputs.append(done.stdout.splitlines())
    assert outputs[0] == outputs[1]
    assert len(outputs[0]) == len(POLICIES) + 2  # the policies, a curve and a review
