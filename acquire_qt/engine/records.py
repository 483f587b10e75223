"""Game records: the JSON save format, written and read.

A record names its format and version, the rules (factory name and options), the
players (name and controller), the seed and the exact bag order, and the actions
in action text; it may carry a snapshot (``Game.to_dict()``) as a check, and, for a game
branched from another ("Play on from here", ``Game.branch``), a note of where it was. Reading one
(:func:`read_record`) checks its shape and gives its parts; ``Game.from_record`` then
replays the actions through the public rules, so nothing in a record is ever
executed, and any error is a ``ValueError`` with a message for a person.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any, Protocol

from .actions import Action
from .record_schema import FORMAT as FORMAT
from .record_schema import VERSION as VERSION
from .record_schema import Branch, CheckedRecord, check_record
from .rules import Rules
from .state import State
from .strict_json import parse


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
    def branched_from(self) -> Branch | None: ...
    @property
    def state(self) -> State: ...
    @property
    def actions(self) -> list[Action]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_record(self, snapshot: bool = True) -> dict[str, Any]: ...


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
    branch = game.branched_from
    if branch is not None:
        note: dict[str, Any] = {"step": branch.step, "turn": branch.turn}
        if branch.source is not None:
            note["source"] = branch.source
        record["branched_from"] = note
    if snapshot:
        record["snapshot"] = game.to_dict()
    return record


def read_record(record: Any, controllers: Collection[str] | None = None) -> CheckedRecord:
    """The parts of a record (a dict, or JSON text), checked field by field
    (:mod:`.record_schema`; text is parsed by :mod:`.strict_json`), ``controllers`` being
    who the caller can seat; a ``ValueError`` saying what is wrong if it is not one."""
    return check_record(parse(record) if isinstance(record, str | bytes) else record, controllers)


def dumps(game: Recorded) -> str:
    """The record as JSON text (a save file's contents)."""
    return json.dumps(game.to_record(), indent=1, sort_keys=False) + "\n"
