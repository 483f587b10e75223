"""A folder of finished games whose records are known by hand (the player-record tests).

Each game is a seeded deal played at random to its end (the end declared as soon as it
may be); :data:`STANDINGS` is what each one ends with, checked by :func:`write_finished`,
so the figures the tests expect are worked out from this table alone.
"""

from __future__ import annotations

import random

from acquire_qt.engine import RULE_SETS, Game, Rules, new_game
from acquire_qt.storage import Storage

CLASSIC = RULE_SETS["classic"].make()
HIDDEN = RULE_SETS["classic"].make(hidden_holdings=True)
SPACE = RULE_SETS["space_monopoly"].make()
ENERGY = RULE_SETS["energy"].make()
NAMES = ["Ann", "Bob", "Cleo"]

GAMES: tuple[tuple[str, Rules, tuple[str, str, str], int, int], ...] = (
    # (when it ended, rules, the seats' controllers, the bag's seed, the random play's seed)
    ("2026-05-01 10.00.00", CLASSIC, ("human", "easy", "easy"), 54, 54),
    ("2026-05-02 10.00.00", CLASSIC, ("human", "easy", "easy"), 54, 7),  # the same deal again
    ("2026-05-03 10.00.00", SPACE, ("human", "human", "medium"), 3, 3),  # hot seat, a tie
    ("2026-05-04 10.00.00", ENERGY, ("human", "hard", "hard"), 20, 20),
    ("2026-05-05 10.00.00", CLASSIC, ("human", "human", "human"), 54, 54),  # other seats
    ("2026-05-06 10.00.00", HIDDEN, ("human", "easy", "easy"), 54, 56),  # other options
)
STANDINGS = (
    # (name, final cash, rank) of each game, richest first
    [("Bob", 34500, 1), ("Cleo", 34500, 1), ("Ann", 19600, 3)],
    [("Bob", 40000, 1), ("Cleo", 28400, 2), ("Ann", 25000, 3)],
    [("Ann", 70700, 1), ("Bob", 70700, 1), ("Cleo", 37200, 3)],
    [("Cleo", 43900, 1), ("Ann", 36475, 2), ("Bob", 36475, 2)],
    [("Bob", 34500, 1), ("Cleo", 34500, 1), ("Ann", 19600, 3)],
    [("Ann", 48000, 1), ("Bob", 39800, 2), ("Cleo", 28200, 3)],
)


def played_out(rules: Rules, controllers: tuple[str, ...], seed: int, play: int) -> Game:
    """The deal of ``seed`` played at random (seeded by ``play``) until it is over."""
    game = new_game(rules, NAMES, seed=seed, controllers=controllers)
    chooser = random.Random(play)
    while not game.over:
        legal = game.legal_actions()
        ends = [action for action in legal if str(action) == "end"]
        game.apply(ends[0] if ends else chooser.choice(legal))
    return game


def write_finished(storage: Storage) -> None:
    """The :data:`GAMES` in ``storage``'s finished folder, a broken file and a game that
    is not over."""
    for (ended, rules, controllers, seed, play), standings in zip(GAMES, STANDINGS, strict=True):
        game = played_out(rules, controllers, seed, play)
        view = game.game_view().standings or ()
        assert [(s.name, s.cash, s.rank) for s in view] == standings
        storage.save(game, storage.finished / f"{ended} Ann-Bob-Cleo.acquire.json")
    broken = storage.finished / "2026-05-07 10.00.00 Ann-Bob-Cleo.acquire.json"
    broken.write_text('{"format": "acquire-qt-game", "version": 1, "rules"', encoding="utf-8")
    unfinished = new_game(CLASSIC, NAMES, seed=9, controllers=("human", "easy", "easy"))
    storage.save(unfinished, storage.finished / "2026-05-08 10.00.00 Ann-Bob-Cleo.acquire.json")
