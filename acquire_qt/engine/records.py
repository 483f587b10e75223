"""Game records: the JSON save format, and rebuilding a game from one.

A record names its format and version, the rules (factory name and options), the
players (name and controller), the seed and the exact bag order, and the actions
in action text; it may carry a snapshot (``Game.to_dict()``) as a check. Loading
replays the actions through the public rules, so nothing in a record is ever
executed, and any error is a ``ValueError`` with a message for a person.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from .actions import IllegalActionError
from .game import Game, new_game
from .record_schema import FORMAT as FORMAT
from .record_schema import VERSION as VERSION
from .record_schema import check_record, same_json
from .strict_json import parse


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


def from_record(record: Any, controllers: Collection[str] | None = None) -> Game:
    """Rebuild a game from a record (a dict, or JSON text); ``ValueError`` if it is not one.

    The record is checked field by field first (:mod:`.record_schema`; text is parsed by
    :mod:`.strict_json`), ``controllers`` being the AI levels the caller knows."""
    checked = check_record(
        parse(record) if isinstance(record, str | bytes) else record, controllers
    )
    game = new_game(
        checked.rules,
        checked.names,
        seed=checked.seed,
        tile_bag=checked.bag,
        controllers=checked.controllers,
    )
    actions, snapshot = checked.actions, checked.snapshot
    for number, text in enumerate(actions, start=1):
        try:
            game.apply(text)
        except IllegalActionError as error:
            raise ValueError(f"action {number} ({text!r}) is not legal there: {error}") from None
    if snapshot is not None and not same_json(snapshot, game.to_dict()):
        raise ValueError("the saved game does not match its own snapshot (damaged or edited)")
    return game


def dumps(game: Game) -> str:
    """The record as JSON text (a save file's contents)."""
    return json.dumps(to_record(game), indent=1, sort_keys=False) + "\n"
