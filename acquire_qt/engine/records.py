"""Game records: the JSON save format, and rebuilding a game from one.

A record names its format and version, the rules (factory name and options), the
players (name and controller), the seed and the exact bag order, and the actions
in action text; it may carry a snapshot (``Game.to_dict()``) as a check. Loading
replays the actions through the public rules, so nothing in a record is ever
executed, and any error is a ``ValueError`` with a message for a person.
"""

from __future__ import annotations

import json
from typing import Any

from .actions import IllegalActionError
from .game import Game, new_game
from .rules import Rules

FORMAT = "acquire-qt-game"
VERSION = 1


def to_record(game: Game, snapshot: bool = True) -> dict[str, Any]:
    """The game as JSON-ready data."""
    names = game.rules.board.names
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_record(),
        "players": [
            {"name": name, "controller": controller}
            for name, controller in zip(game.players, game.controllers, strict=True)
        ],
        "seed": game.seed,
        "tile_bag": [names[t] for t in game.state.bag],
        "actions": [str(action) for action in game.actions],
    }
    if snapshot:
        record["snapshot"] = game.to_dict()
    return record


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(message)


def from_record(record: Any) -> Game:
    """Rebuild a game from a record (a dict, or JSON text); ``ValueError`` if it is not one."""
    if isinstance(record, str | bytes):
        try:
            record = json.loads(record)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise ValueError(f"not a saved game: the file is not valid JSON ({error})") from None
    _require(isinstance(record, dict), "not a saved game: the data is not a JSON object")
    _require(record.get("format") == FORMAT, "not a saved game of acquire-qt (unknown format)")
    version = record.get("version")
    _require(
        version == VERSION,
        f"this saved game has format version {version!r}; this program reads version {VERSION}",
    )
    rules = Rules.from_record(record.get("rules"))
    players = record.get("players")
    _require(
        isinstance(players, list) and all(isinstance(p, dict) for p in players),
        "the players in the saved game are malformed",
    )
    names = [p.get("name") for p in players]
    controllers = [p.get("controller", "human") for p in players]
    _require(
        all(isinstance(c, str) for c in controllers), "the players in the saved game are malformed"
    )
    bag = record.get("tile_bag")
    seed = record.get("seed")
    _require(seed is None or isinstance(seed, int), "the seed in the saved game is malformed")
    actions = record.get("actions", [])
    _require(
        isinstance(actions, list) and all(isinstance(a, str) for a in actions),
        "the actions in the saved game are malformed",
    )
    if bag is not None:
        _require(
            isinstance(bag, list) and all(isinstance(t, str) for t in bag),
            "the tile bag in the saved game is malformed",
        )
        game = new_game(rules, names, seed=seed, tile_bag=bag, controllers=controllers)
    else:
        _require(seed is not None, "the saved game has neither a seed nor a tile bag")
        game = new_game(rules, names, seed=seed, controllers=controllers)
    for number, text in enumerate(actions, start=1):
        try:
            game.apply(text)
        except IllegalActionError as error:
            raise ValueError(f"action {number} ({text!r}) is not legal there: {error}") from None
    snapshot = record.get("snapshot")
    if snapshot is not None and snapshot != game.to_dict():
        raise ValueError("the saved game does not match its own snapshot (damaged or edited)")
    return game


def dumps(game: Game) -> str:
    """The record as JSON text (a save file's contents)."""
    return json.dumps(to_record(game), indent=1, sort_keys=False) + "\n"
