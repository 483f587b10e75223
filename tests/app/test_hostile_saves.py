"""Damaged and hostile save files: every one refused with a player's message, quickly,
and nothing else in the folder touched.

Each case is loaded through :class:`Storage` (what the window's Open and resume use) on
a worker thread with a generous join timeout, so a case that blocks fails the test
instead of hanging it. Every test prints how many cases it tried and the slowest load
(``pytest -s`` shows it; the timings are reported, not asserted). The fast tier tries a
few hundred cases in seconds; ``-m slow`` runs the same generators with many more.
"""

from __future__ import annotations

import copy
import errno
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, Rules, dumps, new_game
from acquire_qt.engine.__main__ import main as engine_main
from acquire_qt.engine.record_schema import check_rules
from acquire_qt.engine.rules import RULE_SETS
from acquire_qt.engine.strict_json import DEEPEST_NESTING, LARGEST_FILE
from acquire_qt.storage import SaveFileError, Storage

JOIN_SECONDS = 30.0
"""A load still running after this long is a hang (a real one takes milliseconds)."""


def finished_game(rules: Rules, seed: int, actions: int) -> Game:
    game = new_game(rules, ["Ann", "Bob", "Cy"], seed=seed, controllers=["human", "easy", "hard"])
    player = RandomPlayer(seed)
    for _ in range(actions):
        if game.pending is None:
            break
        game.apply(player.choose(game))
    return game


GAMES = {
    "classic": lambda: finished_game(Rules.classic(player_trading=True), 3, 60),
    "space_monopoly": lambda: finished_game(
        Rules.space_monopoly(board="22x18", diamonds=7, turn_limit=30), 4, 60
    ),
    "energy": lambda: finished_game(Rules.energy(doe=True, actions=[2, 3]), 5, 60),
}


class Folder:
    """A save folder with a good save and a bystander file, each load timed, and a check
    that the bystanders are byte-for-byte unchanged."""

    def __init__(self, root: Path, game: Game) -> None:
        self.storage = Storage(root)
        self.game = game
        self.text = dumps(game)
        """The good save's text (the generated cases start from it: made once, not each time)."""
        self.record: dict[str, Any] = json.loads(self.text)
        """... and its record, which the generated cases read and copy, never change."""
        self.good = root / "saves" / "good.acquire.json"
        self.storage.save(game, self.good)
        (root / "saves" / "notes.txt").write_text("not a game\n")
        self.before = self.contents()
        self.cases = 0
        self.slowest = 0.0
        self.total = 0.0
        self.accepted = 0

    def contents(self) -> dict[Path, bytes]:
        return {p: p.read_bytes() for p in sorted((self.storage.root / "saves").iterdir())}

    def load(self, path: Path) -> Game | SaveFileError:
        """Load ``path`` on a worker thread: the game, or the SaveFileError it raised.
        Any other exception, or no answer within JOIN_SECONDS, fails the test."""
        outcome: list[Any] = []

        def run() -> None:
            try:
                outcome.append(self.storage.load(path))
            except SaveFileError as error:
                outcome.append(error)
            except BaseException as error:  # what must not happen, reported below
                outcome.append(("escaped", error))

        start = time.perf_counter()
        worker = threading.Thread(target=run, daemon=True)
        worker.start()
        worker.join(JOIN_SECONDS)
        seconds = time.perf_counter() - start
        assert not worker.is_alive(), f"loading {path.name} did not finish"
        self.cases += 1
        self.slowest = max(self.slowest, seconds)
        self.total += seconds
        (result,) = outcome
        assert not isinstance(result, tuple), f"{path.name}: {result[1]!r} escaped"
        return result  # type: ignore[no-any-return]

    def refused(self, path: Path, *, message: str = "") -> SaveFileError:
        result = self.load(path)
        assert isinstance(result, SaveFileError), f"{path.name} was loaded"
        text = str(result)
        assert text.startswith(path.name) and message in text, text
        assert "Traceback" not in text and "int()" not in text and "set_int_max" not in text
        return result

    def write(self, name: str, content: bytes | str) -> Path:
        path = self.storage.root / "bad" / f"{name}.acquire.json"
        path.parent.mkdir(exist_ok=True)
        if path.is_symlink() or path.exists():
            path.unlink()
        path.write_bytes(
            content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content
        )
        return path

    def report(self, what: str) -> None:
        assert self.contents() == self.before, "a file beside the bad one changed"
        assert self.record == json.loads(self.text), "a case changed the record it copies"
        assert self.storage.load(self.good).to_dict() == self.game.to_dict()
        print(
            f"\n{what}: {self.cases} cases ({self.accepted} harmless ones loaded), "
            f"slowest {self.slowest * 1000:.1f} ms, total {self.total:.2f} s"
        )


@pytest.fixture(params=sorted(GAMES))
def folder(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Folder]:
    made = Folder(tmp_path / "data", GAMES[request.param]())
    yield made


def record_of(game: Game) -> dict[str, Any]:
    return json.loads(dumps(game))  # type: ignore[no-any-return]


# -- wrong types and values, field by field -------------------------------------------

WRONG_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    0.5,
    2**64,
    "",
    "false",
    "ultra",
    "x" * 5000,
    [],
    [1],
    ["play 1A"],
    {},
    {"a": 1},
]


def field_paths(record: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Every field of a record worth breaking: top level, rules and options, the first
    player's fields, the first tile and action, and a snapshot field."""
    paths: list[tuple[Any, ...]] = [(key,) for key in record]
    paths += [("rules", "name"), ("rules", "options")]
    paths += [("rules", "options", o.name) for o in RULE_SETS[record["rules"]["name"]].options]
    paths += [("players", 0), ("players", 0, "name"), ("players", 0, "controller")]
    paths += [("tile_bag", 0), ("actions", 0), ("snapshot", "over"), ("snapshot", "players")]
    return paths


def with_value(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(record)
    target = changed
    for key in path[:-1]:
        target = target[key]
    if isinstance(target, list):
        target[path[-1]] = value
    else:
        target[path[-1]] = value
    return changed


def accepted_anyway(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> bool:
    """The few (field, value) pairs that are right, not wrong: a record that says the
    same with them is still a good record."""
    existing: Any = record
    for key in path:
        existing = existing[key] if isinstance(existing, list) or key in existing else None
    if type(value) is type(existing) and value == existing:
        return True
    if path == ("seed",) and (value is None or (type(value) is int and -(2**63) <= value < 2**64)):
        return True
    if path == ("rules", "options") and value == {}:
        return record["rules"]["options"] == {}
    if len(path) == 3 and path[:2] == ("rules", "options") and isinstance(value, bool):
        option = RULE_SETS[record["rules"]["name"]].option(path[2])
        default = None if option is None else option.default
        return record["rules"]["options"].get(path[2], default) is value
    if path == ("snapshot",) and value is None:
        return True
    if path == ("tile_bag",) and value is None:  # the seed deals the same bag
        return record["seed"] is not None
    return False


def test_every_field_given_every_wrong_type_is_refused(folder: Folder) -> None:
    record = record_of(folder.game)
    for number, path in enumerate(field_paths(record)):
        for index, value in enumerate(WRONG_VALUES):
            if accepted_anyway(record, path, value):
                continue
            bad = folder.write(
                f"field {number} {index}", json.dumps(with_value(record, path, value))
            )
            folder.refused(bad)
    folder.report("wrong types")


NAMED_CASES: dict[str, tuple[Callable[[dict[str, Any]], Any], str]] = {
    "unknown AI level": (lambda r: r["players"][1].update(controller="ultra"), "does not know"),
    "seed true": (lambda r: r.update(seed=True), "seed"),
    "trading 'false'": (
        lambda r: r["rules"]["options"].update(player_trading="false"),
        "player_trading",
    ),
    "trading 0.5": (lambda r: r["rules"]["options"].update(player_trading=0.5), "true or false"),
    "trading [1]": (lambda r: r["rules"]["options"].update(player_trading=[1]), "true or false"),
    "doe 'no'": (lambda r: r["rules"]["options"].update(doe="no"), "doe"),
    "unknown option": (lambda r: r["rules"]["options"].update(colour="red"), "colour"),
    "unknown rule set": (lambda r: r["rules"].update(name="chess"), "rule set"),
    "NUL in a name": (lambda r: r["players"][0].update(name="A\x00n"), "name of player 1"),
    "lone surrogate": (lambda r: r["players"][2].update(name="C\ud800y"), "name of player 3"),
    "same names": (lambda r: r["players"][1].update(name="Ann"), "same name"),
    "unknown field": (lambda r: r.update(extra=1), "'extra'"),
    "one player": (lambda r: r.update(players=r["players"][:1]), "needs at least"),
    "seven players": (lambda r: r.update(players=r["players"] * 3), "players"),
    "tile off the board": (lambda r: r["tile_bag"].__setitem__(0, "99Z"), "tile 1"),
    "tile twice": (lambda r: r["tile_bag"].__setitem__(1, r["tile_bag"][0]), "twice"),
    "version true": (lambda r: r.update(version=True), "version"),
    "version 2": (lambda r: r.update(version=2), "version 2"),
    "illegal action": (lambda r: r["actions"].insert(2, "play 12I"), "not legal"),
    "nonsense action": (lambda r: r["actions"].insert(0, "fly to the moon"), "not legal"),
    "actions reversed": (lambda r: r["actions"].reverse(), "not legal"),
    "action after the end": (lambda r: r["actions"].append("end"), "action"),
    "snapshot cash": (
        lambda r: r["snapshot"]["players"][0].update(cash=r["snapshot"]["players"][0]["cash"] + 1),
        "snapshot",
    ),
    "snapshot key removed": (lambda r: r["snapshot"].pop("board"), "snapshot"),
    "snapshot a list": (lambda r: r.update(snapshot=[]), "snapshot"),
}


@pytest.mark.parametrize("case", sorted(NAMED_CASES))
def test_named_hostile_records(folder: Folder, case: str) -> None:
    record = record_of(folder.game)
    change, message = NAMED_CASES[case]
    if case in ("doe 'no'",) and record["rules"]["name"] != "energy":
        record["rules"]["options"].clear()
        record["rules"]["options"]["doe"] = "no"
    else:
        change(record)
    folder.refused(folder.write(case, json.dumps(record)), message=message)
    folder.report(case)


OTHER_DIGITS = {
    "superscript": "⁰¹²³⁴⁵⁶⁷⁸⁹",  # isdigit() is true, int() refuses them
    "Arabic-Indic": "٠١٢٣٤٥٦٧٨٩",  # int() reads them
    "fullwidth": "０１２３４５６７８９",  # the same
}


def test_numbers_in_other_digits_are_refused(folder: Folder) -> None:
    """The first action of each kind that holds a number, the first tile of the bag and
    Space Monopoly's diamonds written in other digits than ASCII: each refused with the
    field named, never a crash (superscript) or read as the ASCII number (the others)."""
    record = record_of(folder.game)
    first: dict[str, int] = {}
    for index, text in enumerate(record["actions"]):
        if any(ch in "0123456789" for ch in text):
            first.setdefault(text.split()[0], index)
    assert "play" in first
    for script, digits in OTHER_DIGITS.items():
        table = str.maketrans("0123456789", digits)
        changes: dict[str, tuple[tuple[Any, ...], str, str]] = {
            f"{verb} {script}": (
                ("actions", index),
                record["actions"][index].translate(table),
                f"action {index + 1} (",
            )
            for verb, index in first.items()
        }
        changes[f"tile {script}"] = (
            ("tile_bag", 0),
            record["tile_bag"][0].translate(table),
            "tile 1",
        )
        if record["rules"]["name"] == "space_monopoly":
            changes[f"diamonds {script}"] = (
                ("rules", "options", "diamonds"),
                "5%".translate(table),
                "diamonds",
            )
        for name, (path, value, message) in changes.items():
            bad = folder.write(name, json.dumps(with_value(record, path, value)))
            folder.refused(bad, message=message)
    folder.report("numbers in other digits")


# -- text and bytes -------------------------------------------------------------------


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


def huge_number(digits: int) -> str:
    return "1" + "0" * (digits - 1)


def raw_cases(text: str) -> dict[str, tuple[bytes | str, str]]:
    seed = json.loads(text)["seed"]
    return {
        "empty": ("", "empty"),
        "blank": (" \n\t ", "empty"),
        "not json": ("hello, world", "not valid JSON"),
        "a list": ("[1, 2, 3]", "not a JSON object"),
        "foreign json": ('{"name": "a spreadsheet"}', "unknown format"),
        "binary": (b"\x89PNG\r\n\x1a\n\x00\x00", "not text"),
        "latin-1": (text.replace("Ann", "Ånn").encode("latin-1"), "not text"),
        "utf-16": (text.encode("utf-16"), "not text"),
        "utf-8 BOM": (b"\xef\xbb\xbf" + text.encode(), "not valid JSON"),
        "nested 1,000 deep": (deep(1000), "nests"),
        "nested 100,000 deep": (deep(100_000), "nests"),
        "deep snapshot": (
            text.replace('"snapshot": {', '"snapshot": {"x": ' + deep(2000) + ", ", 1),
            "nests",
        ),
        "deep unterminated": ("[" * 50_000, "nests"),
        "seed of 5,000 digits": (
            text.replace(f'"seed": {seed}', f'"seed": {huge_number(5000)}'),
            "digits",
        ),
        "seed of 25 digits": (
            text.replace(f'"seed": {seed}', f'"seed": {huge_number(25)}'),
            "digits",
        ),
        "version of 4,301 digits": (
            text.replace('"version": 1', '"version": ' + huge_number(4301)),
            "digits",
        ),
        "superscript digit": (text.replace('"version": 1', '"version": "²"'), "version"),
        "float seed": (text.replace(f'"seed": {seed}', '"seed": 1e400'), "seed"),
        "NaN": (text.replace(f'"seed": {seed}', '"seed": NaN'), "NaN"),
        "repeated key": (text.replace('"version": 1', '"version": 1, "version": 1'), "twice"),
        "many unterminated strings": ('\\"' * 200_000, "not valid JSON"),
        "escaped lone surrogate": (text.replace('"Ann"', '"A\\ud800nn"'), "name of player"),
        "too large": (text + " " * LARGEST_FILE, "too large"),
    }


def test_raw_text_cases(folder: Folder) -> None:
    text = dumps(folder.game)
    for name, (content, message) in raw_cases(text).items():
        folder.refused(folder.write(name, content), message=message)
    folder.report("raw text")


def test_truncations(folder: Folder) -> None:
    data = dumps(folder.game).encode()
    points = sorted({*range(0, len(data), max(1, len(data) // 60)), len(data) - 2})
    for point in points:
        folder.refused(folder.write(f"cut {point}", data[:point]))
    folder.report(f"truncations of a {len(data)}-byte save")


@pytest.mark.slow
def test_every_truncation(folder: Folder) -> None:
    data = dumps(folder.game).encode()
    for point in range(0, len(data) - 1):
        folder.refused(folder.write("cut", data[:point]))
    folder.report(f"every truncation of a {len(data)}-byte save")


# -- the file itself ------------------------------------------------------------------


def test_things_that_are_not_files(folder: Folder, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = folder.storage.root / "bad"
    bad.mkdir()
    fifo = bad / "fifo.acquire.json"
    os.mkfifo(fifo)
    folder.refused(fifo, message="not an ordinary file")
    folder.refused(bad, message="folder")
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        link = bad / f"{Path(device).name}.acquire.json"
        link.symlink_to(device)
        folder.refused(link, message="not an ordinary file")
    to_folder = bad / "folder.acquire.json"
    to_folder.symlink_to(bad)
    folder.refused(to_folder, message="folder")
    loop = bad / "loop.acquire.json"
    loop.symlink_to(loop)
    folder.refused(loop, message="cannot be read")
    dangling = bad / "dangling.acquire.json"
    dangling.symlink_to(bad / "nowhere")
    folder.refused(dangling, message="does not exist")
    sparse = bad / "sparse.acquire.json"
    with open(sparse, "wb") as file:
        file.truncate(1 << 40)  # a terabyte that takes no room
    folder.refused(sparse, message="too large")

    unreadable = folder.write("unreadable", dumps(folder.game))
    unreadable.chmod(0)
    if os.geteuid() == 0:  # root reads anything: make the refusal the system's
        real_open = os.open

        def refusing_open(path: Any, *args: Any, **kwargs: Any) -> int:
            if Path(path) == unreadable:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_open(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", refusing_open)
    folder.refused(unreadable, message="permission denied")
    monkeypatch.undo()
    folder.report("not files")


def test_the_fifo_as_the_autosave_is_not_offered(folder: Folder) -> None:
    os.mkfifo(folder.storage.autosave_path)
    start = time.perf_counter()
    assert folder.storage.unfinished_autosave() is None
    print(f"\nfifo autosave looked at in {(time.perf_counter() - start) * 1000:.1f} ms")
    folder.report("fifo autosave")


# -- generated damage -------------------------------------------------------------------


def flip_test(examples: int) -> Callable[[Folder], None]:
    @settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(data=st.data())
    def flips(folder: Folder, data: st.DataObject) -> None:
        content = bytearray(folder.text.encode())
        for _ in range(data.draw(st.integers(1, 4), label="flips")):
            where = data.draw(st.integers(0, len(content) - 1), label="where")
            content[where] = data.draw(st.integers(0, 255), label="byte")
        result = folder.load(folder.write("flipped", bytes(content)))
        if not isinstance(result, SaveFileError):
            # A flip in the indentation, say, changes nothing: then it is the same game.
            assert result.to_dict() == folder.game.to_dict()
            folder.accepted += 1

    return flips


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def value_test(examples: int) -> Callable[[Folder], None]:
    @settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(data=st.data())
    def values(folder: Folder, data: st.DataObject) -> None:
        record = folder.record
        path = data.draw(st.sampled_from(field_paths(record)), label="field")
        value = data.draw(JSON_VALUES, label="value")
        changed = with_value(record, path, value)
        result = folder.load(folder.write("generated", json.dumps(changed)))
        if not isinstance(result, SaveFileError):
            assert accepted_anyway(record, path, value) or changed == record, (path, value)
            folder.accepted += 1

    return values


def test_byte_flips(folder: Folder) -> None:
    flip_test(60)(folder)
    folder.report("byte flips")


def test_generated_values(folder: Folder) -> None:
    value_test(60)(folder)
    folder.report("generated field values")


@pytest.mark.slow
def test_many_byte_flips(folder: Folder) -> None:
    flip_test(1500)(folder)
    folder.report("byte flips (slow tier)")


@pytest.mark.slow
def test_many_generated_values(folder: Folder) -> None:
    value_test(1500)(folder)
    folder.report("generated field values (slow tier)")


# -- the schema's table, and the engine's command line ------------------------------------


def test_the_schema_knows_every_rule_option() -> None:
    for name, spec in RULE_SETS.items():
        for option in spec.options:
            value = [option.high] if option.kind == "counts" else option.default
            rules = {"name": name, "options": {option.name: value}}
            assert check_rules(rules) is spec.make(**{option.name: value}), (name, option.name)


def test_nesting_limit_allows_real_records() -> None:
    assert DEEPEST_NESTING >= 8


def test_replay_command_refuses_with_a_message(
    folder: Folder, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = folder.storage.root / "bad"
    bad.mkdir()
    fifo = bad / "fifo.json"
    os.mkfifo(fifo)
    deep_file = folder.write("deep", deep(5000))
    seed = json.loads(dumps(folder.game))["seed"]
    digits = folder.write(
        "digits", dumps(folder.game).replace(f'"seed": {seed}', f'"seed": {huge_number(5000)}')
    )
    for path in (fifo, deep_file, digits, bad):
        assert engine_main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(str(path)) and "Traceback" not in err
    assert engine_main(["replay", str(folder.good)]) == 0
    assert json.loads(capsys.readouterr().out) == folder.game.to_dict()
    folder.report("replay command")


def test_the_window_refuses_each_with_one_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from acquire_qt.controller import GameController
    from acquire_qt.settings import Settings
    from acquire_qt.views import main_window
    from acquire_qt.views.main_window import MainWindow

    folder = Folder(tmp_path / "data", GAMES["classic"]())
    messages: list[str] = []
    monkeypatch.setattr(
        main_window.QMessageBox, "warning", lambda _w, _t, text: messages.append(text)
    )
    window = MainWindow(GameController(folder.storage), Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    assert window.open_path(str(folder.good))
    playing = window.controller.game
    assert playing is not None
    cases = raw_cases(dumps(folder.game))
    for number, (name, (content, message)) in enumerate(cases.items(), 1):
        path = folder.write(name, content)
        start = time.perf_counter()
        assert window.open_path(str(path)) is False
        seconds = time.perf_counter() - start
        folder.slowest, folder.total = max(folder.slowest, seconds), folder.total + seconds
        folder.cases += 1
        assert len(messages) == number and message in messages[-1], messages[-1]
        assert window.controller.game is playing
    assert window.recent_files() == [str(folder.good)]
    folder.report("through the window's Open")
