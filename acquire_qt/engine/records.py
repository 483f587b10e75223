"""Game records: the JSON save format, written and read.

A record names its format and version, the rules (factory name and options), the
players (name and controller), the seed and the exact bag order, and the actions
in action text; it may carry a snapshot (``Game.to_dict()``) as a check. Reading one
(:func:`read_record`) checks its shape and gives its parts; ``Game.from_record`` then
replays the actions through the public rules, so nothing in a record is ever
executed, and any error is a ``ValueError`` with a message for a person.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from .actions import Action
from .rules import Rules
from .state import State

FORMAT = "acquire-qt-game"
VERSION = 1


class Recorded(Protocol):
    """What a record is written from (a :class:`~.game.Game`)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def controllers(self) -> tuple[str, ...]: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def state(self) -> State: ...
    @property
    def actions(self) -> list[Action]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_record(self, snapshot: bool = True) -> dict[str, Any]: ...


class Record(NamedTuple):
    """The parts of a record, checked for shape (not yet for legality)."""

    rules: Rules
    names: Sequence[str]
    controllers: Sequence[str]
    seed: int | None
    bag: Sequence[str] | None
    actions: Sequence[str]
    snapshot: Any


def to_record(game: Recorded, snapshot: bool = True) -> dict[str, Any]:
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


def read_record(record: Any) -> Record:
    """The parts of a record (a dict, or JSON text); ``ValueError`` if it is not one."""
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
    else:
        _require(seed is not None, "the saved game has neither a seed nor a tile bag")
    return Record(rules, names, controllers, seed, bag, actions, record.get("snapshot"))


def dumps(game: Recorded) -> str:
    """The record as JSON text (a save file's contents)."""
    return json.dumps(game.to_record(), indent=1, sort_keys=False) + "\n"
