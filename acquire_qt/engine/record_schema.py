"""What a game record must hold, checked field by field before anything is built from it.

:func:`check_record` takes the parsed JSON of a save file (from :mod:`.strict_json`) and
returns a :class:`CheckedRecord` whose every field has its exact type and lies in its
range: the format and version, the rules and each of their options, the players (names
a player could have typed, controllers the program knows), the seed, the tile bag, the
actions, the snapshot, and the optional notes (the win-chance cache, where a game was
branched from another). Anything else is a :class:`RecordError` saying which field is
wrong and how, in a player's words. Whether the actions are legal, and whether the
snapshot matches, only replaying can tell (:mod:`.records`).

A small schema of our own rather than a validation library: the engine uses the
standard library only (ENGINE.md), and the libraries that would fit (jsonschema,
pydantic) bring compiled dependencies of several MB into the packaged build for a
format of eight fields.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from .pickled import pickled_through_constructor
from .rules import RULE_SETS, Rules
from .strict_json import RecordError

FORMAT = "acquire-qt-game"
VERSION = 1

LONGEST_NAME = 40
"""Characters of a player's name (the new-game dialog allows 24)."""
MOST_ACTIONS = 20_000
"""Actions in one record: the longest games have about a thousand."""
LONGEST_ACTION = 200
"""Characters of one action's text (a trade proposal is the longest, about 60)."""
SEEDS = (-(1 << 63), (1 << 64) - 1)
CONTROLLER_WORD = re.compile(r"[a-z][a-z_]{0,19}")
"""What an AI level's name looks like, where the caller does not list the levels."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
"""Control characters and lone surrogates (which cannot even be written as UTF-8)."""

_FIELDS = (
    "format",
    "version",
    "rules",
    "players",
    "seed",
    "tile_bag",
    "actions",
    "snapshot",
    "win_chance",
    "ai_in_seat",
    "branched_from",
)
"""The fields of a record. ``ai_in_seat`` (the results of the AI in the player's seat,
cached by ``acquire_qt.storage``) is not the engine's: it is allowed here, and read and
checked by the storage, which ignores it when it is malformed."""
_REQUIRED = ("format", "version", "rules", "players", "actions")


@dataclass(frozen=True)
class CheckedRecord:
    """A record whose fields all have the right types and ranges (not yet replayed)."""

    rules: Rules
    names: tuple[str, ...]
    controllers: tuple[str, ...]
    seed: int | None
    bag: tuple[str, ...] | None
    actions: tuple[str, ...]
    snapshot: dict[str, Any] | None
    win_chance: WinChanceRecord | None = None
    """The cached win-chance curve of game review, if the file holds one."""
    branch: Branch | None = None
    """Where the game was branched from another ("Play on from here"), if it was."""


@dataclass(frozen=True)
class Branch:
    """Where a game was branched from another (the optional field ``branched_from``): the
    game began as the other one after its first ``step`` actions, in its turn ``turn``;
    ``source`` names the other game's file, None if it had none (a game never saved). The
    branched game's record holds those ``step`` actions itself, so it replays to that very
    position without the other file: the note only says where it came from."""

    step: int
    turn: int
    source: str | None = None


pickled_through_constructor(Branch)  # it crosses to the AI's process in a game's context


@dataclass(frozen=True)
class WinChanceRecord:
    """A save file's cached win-chance curve (the optional field ``win_chance``): the seed and
    playouts it was estimated with, the estimator's version (1 where the file names none),
    and its points as (actions applied, turn number, each seat's chance). Checked for types
    and ranges and for fitting the record (points rising, within its actions, one chance per
    player); whether it is the curve a caller wants (its seed, playouts, its last point at
    the record's end) is the caller's test."""

    seed: int
    playouts: int
    points: tuple[tuple[int, int, tuple[float, ...]], ...]
    estimator: int = 1


MOST_ESTIMATOR = 1_000
"""The highest version number of the win-chance estimator a cached curve may name."""
LONGEST_SOURCE = 255
"""Characters of the file name a branched game names as its source (a file system's most)."""
MOST_PLAYOUTS = 100_000
"""Playouts per estimate a cached win-chance curve may name."""


def describe(value: Any) -> str:
    """What a JSON value is, in words: ``the text 'false'``, ``a list``, ``0.5``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        text = repr(value)
        return text if len(text) <= 24 else "a very long number"
    if isinstance(value, str):
        return f"the text {value[:40]!r}" + ("…" if len(value) > 40 else "")
    if isinstance(value, list):
        return "a list"
    return "an object"


def _fail(where: str, wanted: str, value: Any) -> RecordError:
    return RecordError(f"{where} must be {wanted}, not {describe(value)}")


def _integer(value: Any, where: str, low: int, high: int, wanted: str = "") -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(where, wanted or f"a whole number from {low} to {high}", value)
    return value


def _text(value: Any, where: str, longest: int) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= longest:
        raise _fail(where, f"text of 1 to {longest} characters", value)
    return value


def _choice(value: Any, where: str, choices: Collection[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise _fail(where, "one of " + ", ".join(sorted(choices)), value)
    return value


def _list(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise _fail(where, f"a list of at most {most} entries", value)
    return value


def _object(
    value: Any, where: str, allowed: Collection[str], required: Collection[str]
) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(where, "an object", value)
    unknown = sorted(set(value) - set(allowed))
    if unknown:
        raise RecordError(f"{where} has a field this program does not know: {unknown[0]!r}")
    missing = [key for key in required if key not in value]
    if missing:
        raise RecordError(f"{where} lacks its field {missing[0]!r}")
    return value


def _name(value: Any, where: str) -> str:
    """A name a player could have typed: printable text, not only spaces."""
    name = _text(value, where, LONGEST_NAME)
    if not name.strip() or not plain_text(name):
        raise _fail(where, "a name of letters, digits, spaces or signs", value)
    return name


def plain_text(text: str) -> bool:
    """Whether ``text`` has no control characters and no lone surrogates."""
    return _CONTROL.search(text) is None


def check_rules(value: Any) -> Rules:
    """The rules of a record: a known rule set with known options, each a value of its
    spec (:class:`.rules.RuleOption`)."""
    data = _object(value, "the rules", ("name", "options"), ("name",))
    spec = RULE_SETS[_choice(data["name"], "the rule set", RULE_SETS)]
    names = [option.name for option in spec.options]
    options = _object(data.get("options", {}), "the rule options", names, ())
    for key, option in options.items():
        wanted = spec.options[names.index(key)].wanted(option)
        if wanted is not None:
            raise _fail(f"the rule option {key}", wanted, option)
    try:
        return spec.make(**options)
    except ValueError as error:
        raise RecordError(f"the rule options do not go together: {error}") from None


def check_record(value: Any, controllers: Collection[str] | None = None) -> CheckedRecord:
    """Check a parsed record field by field; :class:`RecordError` saying what is wrong.

    ``controllers`` lists who the caller can seat (``human`` and its AI levels); without
    it any short lowercase word is accepted, as a replay does not ask the AI."""
    if not isinstance(value, dict):
        raise RecordError("it is not a saved game (the data is not a JSON object)")
    if value.get("format") != FORMAT:
        raise RecordError("it is not a saved game of acquire-qt (unknown format)")
    record = _object(value, "the saved game", _FIELDS, _REQUIRED)
    version = record["version"]
    if type(version) is not int or version != VERSION:
        raise RecordError(
            f"it has format version {describe(version)}; this program reads version {VERSION}"
        )
    rules = check_rules(record["rules"])
    players = _list(record["players"], "the players", rules.max_players)
    if len(players) < rules.min_players:
        raise RecordError(
            f"it has {len(players)} player(s); {rules.name} needs at least {rules.min_players}"
        )
    names: list[str] = []
    seats: list[str] = []
    for seat, entry in enumerate(players, 1):
        where = f"player {seat}"
        player = _object(entry, where, ("name", "controller"), ("name", "controller"))
        names.append(_name(player["name"], f"the name of {where}"))
        controller = player["controller"]
        if controllers is None:
            if not isinstance(controller, str) or not CONTROLLER_WORD.fullmatch(controller):
                raise _fail(f"the controller of {where}", "human or an AI level", controller)
        elif not isinstance(controller, str) or controller not in controllers:
            known = ", ".join(controllers)
            raise RecordError(
                f"{where} is played by {controller!r}, which this version of the game does"
                f" not know (it knows {known})"
                if isinstance(controller, str)
                else f"the controller of {where} must be one of {known}, not {describe(controller)}"
            )
        seats.append(controller)
    if len(set(names)) != len(names):
        raise RecordError("two players have the same name")
    seed = record.get("seed")
    if seed is not None:
        _integer(seed, "the seed", *SEEDS, wanted="a whole number of at most 64 bits")
    bag = record.get("tile_bag")
    tile_bag: tuple[str, ...] | None = None
    if bag is not None:
        tiles = _list(bag, "the tile bag", rules.board.size)
        tile_bag = tuple(
            _tile(rules, tile, f"tile {i} of the tile bag") for i, tile in enumerate(tiles, 1)
        )
    elif seed is None:
        raise RecordError("it has neither a seed nor a tile bag")
    actions = _list(record["actions"], "the actions", MOST_ACTIONS)
    texts = tuple(_text(a, f"action {i}", LONGEST_ACTION) for i, a in enumerate(actions, 1))
    snapshot = record.get("snapshot")
    if snapshot is not None and not isinstance(snapshot, dict):
        raise _fail("the snapshot", "an object", snapshot)
    cache = record.get("win_chance")
    win_chance = None if cache is None else check_win_chance(cache, len(names), len(texts))
    note = record.get("branched_from")
    branch = None if note is None else check_branch(note)
    return CheckedRecord(
        rules, tuple(names), tuple(seats), seed, tile_bag, texts, snapshot, win_chance, branch
    )


def check_branch(value: Any) -> Branch:
    """Where a game was branched from: ``{"step", "turn", "source"}``, ``step`` a number of
    actions and ``turn`` a turn number, the optional ``source`` a file name of plain text;
    :class:`RecordError` otherwise. The step is not held to the record's actions: a record
    cut back to its deal (a replay's first step) keeps its note."""
    where = "the note of where the game was branched"
    data = _object(value, where, ("step", "turn", "source"), ("step", "turn"))
    step = _integer(data["step"], f"the step of {where}", 0, MOST_ACTIONS)
    turn = _integer(data["turn"], f"the turn of {where}", 1, MOST_ACTIONS)
    source = data.get("source")
    if source is not None:
        _text(source, f"the file of {where}", LONGEST_SOURCE)
        if not plain_text(source):
            raise _fail(f"the file of {where}", "a file name without control characters", source)
    return Branch(step, turn, source)


def check_win_chance(value: Any, players: int, actions: int) -> WinChanceRecord:
    """A cached win-chance curve: ``{"seed", "playouts", "points": [{"actions", "turn", "chances"},
    …]}`` and optionally ``"estimator"`` (a version number), its points' actions rising from 0 to at
    most ``actions``, with one chance from 0 to 1 per player; :class:`RecordError` otherwise."""
    where = "the win-chance curve"
    keys = ("seed", "playouts", "points")
    data = _object(value, where, (*keys, "estimator"), keys)
    seed = _integer(data["seed"], f"the seed of {where}", *SEEDS)
    playouts = _integer(data["playouts"], f"the playouts of {where}", 1, MOST_PLAYOUTS)
    points: list[tuple[int, int, tuple[float, ...]]] = []
    for number, entry in enumerate(_list(data["points"], where, MOST_ACTIONS + 1), 1):
        at = f"point {number} of {where}"
        point = _object(entry, at, ("actions", "turn", "chances"), ("actions", "turn", "chances"))
        low = points[-1][0] + 1 if points else 0
        applied = _integer(point["actions"], f"the actions of {at}", low, actions)
        turn = _integer(point["turn"], f"the turn of {at}", 0, MOST_ACTIONS)
        chances = _list(point["chances"], f"the chances of {at}", players)
        if len(chances) != players:
            raise _fail(f"the chances of {at}", f"a list of {players} numbers", chances)
        points.append((applied, turn, tuple(_chance(c, f"a chance of {at}") for c in chances)))
    estimator = _integer(data.get("estimator", 1), f"the estimator of {where}", 1, MOST_ESTIMATOR)
    return WinChanceRecord(seed, playouts, tuple(points), estimator)


def _chance(value: Any, where: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0 <= value <= 1:
        raise _fail(where, "a number from 0 to 1", value)
    return float(value)


def same_json(first: Any, second: Any) -> bool:
    """Whether two JSON values are the same, types included (``0`` is not ``false``, as
    it is to ``==``)."""
    return json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)


def _tile(rules: Rules, value: Any, where: str) -> str:
    text = _text(value, where, 8)
    try:
        return rules.parse_tile(text)
    except ValueError:
        raise _fail(where, f"a square of the {rules.columns}×{rules.rows} board", value) from None
