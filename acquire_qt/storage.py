"""Save files: where they live, atomic writes, the autosave, listing, and clear errors.

A save file is the engine's game record as JSON (``acquire_qt.engine.records``): the
rules, the players, the bag and the actions. Reading goes through the engine's one
strict reader (:mod:`acquire_qt.engine.strict_json`: regular files only, sizes and
nesting limited) and its record schema (every field's type and range, AI levels this
program knows), and loading replays the actions, so nothing in a file is ever executed.
Any problem reading a file is a :class:`SaveFileError` whose message a player
understands; nothing else escapes, and the running game and other files are untouched.

Every write goes to a temporary file in the same folder, is flushed to the disk, then
replaces the target, and the folder itself is flushed: a crash or a full disk at any
moment leaves the previous file or the new one, never half of one.

**Two copies of the program on one data folder** each keep their own autosave: the
first copy autosaves to ``autosave.acquire.json``, a second one running at the same
time to ``autosave-2.acquire.json``, and so on. A copy holds its autosave by a lock
(``flock``) on a file beside it for as long as it runs; the system releases the lock
when the program ends in any way, a crash included. So no copy writes or deletes
another's autosave, and on start a copy whose own autosave holds no unfinished game
takes over (moves into its own place) the newest unfinished autosave no running copy
holds, so a game left by a copy that has quit is offered again. Temporary files left
by an interrupted write are removed when the autosave is claimed.

**A saved file is the game as it was then.** Playing on never writes it again (only the
player's Save does; Keep it for later writes a game that went on to a new file); where
another file holds the same game further on (the finished games, the autosave, another
save), :func:`played_on` finds it, so that a listing can say the game went on.

**Finished games** are kept in the ``finished`` folder beside ``saves`` (one file per
game, named by when it ended and who played), so a player can open their last games in
review mode; the newest :data:`FINISHED_KEPT` are kept and older ones removed when a new
one is added. :meth:`Storage.list_finished` lists them newest first.

**The win-chance cache.** A save file may hold the win-chance curve of game review (the optional
field ``win_chance``, :func:`read_win_chance`, :func:`write_win_chance`): the seed, the playouts,
the estimator's version and the points of a spectator's curve. Old saves without it load as before.
A cache of the wrong shape (types, ranges, points not rising, beyond the record's actions, not one
chance per player) makes the file as unreadable as any other bad field (the strict reader refuses
it: a file this program wrote never has one); a well-formed cache that is not the curve asked for
(another seed, playouts or estimator version (:data:`~acquire_qt.ai.win_chance.ESTIMATOR`), or a
curve that stops before the record's last action: the game went on after it, or one written before
its points' turns were numbered as the analysis numbers them, its start in turn 1) is ignored, and
the curve is computed again.

**The AI-in-your-seat cache.** A finished game's file may also hold how the hard AI did
in the player's seat on the same deal (the optional field ``ai_in_seat``,
:func:`read_ai_in_seat`, :func:`write_ai_in_seat`: an :class:`AiInSeat`, the seat, the
AI's level and each run's seed, rank and final cash). It is read strictly, and one of the
wrong shape (types, ranges, a seat or rank the game does not have) is ignored: the game
loads as if it had none, and the runs are played again. Both caches are written under
one lock, each write keeping the other's field.

This module knows nothing of Qt. Saves live under
``platformdirs.user_data_path("acquire-qt")`` unless a root is given (tests pass
``tmp_path``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import IO, Any, TypeVar

import platformdirs

from acquire_qt.ai import LEVELS
from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun
from acquire_qt.ai.win_chance import ESTIMATOR, CurvePoint, step_turn
from acquire_qt.engine import (
    LARGEST_FILE,
    SEEDS,
    CheckedRecord,
    Game,
    check_record,
    dumps,
    load_record,
    read_json_file,
)
from acquire_qt.occupant import Occupant

try:
    import fcntl
except ImportError:  # Windows has no flock: one autosave there, unlocked
    fcntl = None  # type: ignore[assignment]

APP_NAME = "acquire-qt"
SUFFIX = ".acquire.json"
AUTOSAVE_NAME = "autosave" + SUFFIX
LARGEST_SAVE = LARGEST_FILE
"""Bytes; a real save is a few tens of kilobytes, anything far larger is not ours."""
AUTOSAVE_PLACES = 16
"""Copies of the program that may autosave in one data folder at the same time."""
CONTROLLERS: tuple[str, ...] = tuple(Occupant)
"""Who may sit at a seat of a saved game: a person, or an AI level of this version."""
T = TypeVar("T")
FINISHED_KEPT = 50
"""Finished games kept in the ``finished`` folder; older ones go when a new one comes
(a game is a few tens of kilobytes: 50 are a few megabytes)."""
STALE_TEMPORARY = 3600.0
"""Seconds after which a temporary file in the save folder is an interrupted write's."""
_CACHE_WRITES = threading.Lock()
"""Held while a cache is written into a save file (read, changed, written back): the
win-chance curve and the AI-in-your-seat results are stored on threads of their own."""


class SaveFileError(Exception):
    """A save file could not be written or read; the message is for a player."""


@dataclass(frozen=True)
class SavedGame:
    """What the "Open" list shows of a save file without replaying it."""

    path: Path
    players: tuple[str, ...]
    actions: int
    modified: datetime
    over: bool | None
    """From the file's snapshot; None if it has none."""
    rules: str = ""
    """The rule set's name (``classic``, ``space_monopoly``, ``energy``)."""
    controllers: tuple[str, ...] = ()
    """Who sits at each seat (``human`` or an AI level)."""
    turn: int | None = None
    """The turn number, from the file's snapshot; None if it has none."""
    record: CheckedRecord | None = field(default=None, compare=False, repr=False)
    """The file's record as read (checked, not replayed): its deal and actions."""
    played_on: SavedGame | None = field(default=None, compare=False, repr=False)
    """Another file holding this game further on (:func:`played_on`): the game went on
    after this file was saved; None if none does (or it was not looked for)."""


def played_on(saves: Sequence[SavedGame], others: Sequence[SavedGame]) -> list[SavedGame]:
    """``saves``, each unfinished one with :attr:`SavedGame.played_on` set to the file among
    ``saves`` and ``others`` (the finished games, the autosave) that holds its game
    furthest on, where one does. A saved file is the game as it was then: playing on
    never writes it again (see docs/keeping-games.md), so this is how its listing can say
    that the game went on."""
    candidates = [*saves, *others]
    marked = []
    for save in saves:
        further = [c for c in candidates if _goes_on(save, c)] if save.over is False else []
        furthest = max(further, key=lambda c: (c.actions, c.modified), default=None)
        marked.append(replace(save, played_on=furthest))
    return marked


def _goes_on(save: SavedGame, later: SavedGame) -> bool:
    """Whether ``later`` holds ``save``'s game played further: the same rules, players and
    deal, and more actions, beginning with all of ``save``'s."""
    before, after = save.record, later.record
    if before is None or after is None or len(after.actions) <= len(before.actions):
        return False
    deal = (before.rules, before.names, before.seed, before.bag)
    return (after.rules, after.names, after.seed, after.bag) == deal and (
        after.actions[: len(before.actions)] == before.actions
    )


def default_root() -> Path:
    return platformdirs.user_data_path(APP_NAME)


def autosave_name(place: int) -> str:
    """The file name of the autosave of the ``place``-th copy running (0 for the first)."""
    return AUTOSAVE_NAME if place == 0 else f"autosave-{place + 1}{SUFFIX}"


def temporary_prefix(path: Path) -> str:
    """How the temporary files of a write to ``path`` begin (they end in ``.tmp``); then
    come the writing process's id and a dash (:func:`remove_orphaned_temporaries`)."""
    return f".{path.name}."


_TEMPORARY = re.compile(r"^\..+\.(\d+)-[a-z0-9_]+\.tmp$")
"""A temporary file's name (:func:`write_atomically`): the writer's process id in it."""


def remove_orphaned_temporaries(folder: Path) -> None:
    """Remove the temporary files in ``folder`` whose writer no longer runs (a copy of the
    program killed in the middle of a write): one a running copy is writing stays."""
    for path in _listing(folder):
        found = _TEMPORARY.match(path.name)
        if found is not None and not _running(int(found.group(1))):
            with contextlib.suppress(OSError):
                path.unlink()


def _listing(folder: Path) -> list[Path]:
    """The entries of ``folder``; none if it cannot be read (or is not there)."""
    try:
        return list(folder.iterdir())
    except OSError:
        return []


def _running(pid: int) -> bool:
    """Whether a process of id ``pid`` runs (or may: one of another user's counts, and
    every one on Windows, where signal 0 would interrupt the process, not test it)."""
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OverflowError, OSError):  # not ours to signal (PermissionError), or no such id
        return True
    return True


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, fsync and an atomic replace.

    On any failure the temporary file is removed and ``path`` is as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f"{temporary_prefix(path)}{os.getpid()}-", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries to the disk (a replaced file's new name), where possible."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _refusing(path: Path, read: Callable[[], T]) -> T:
    """``read()``, anything it raises turned into a :class:`SaveFileError` naming the file."""
    try:
        return read()
    except ValueError as error:  # RecordError, IllegalActionError and the engine's refusals
        raise SaveFileError(f"{path.name} cannot be opened: {error}.") from None
    except Exception as error:  # a record the checks let through but the game cannot take
        raise SaveFileError(
            f"{path.name} cannot be opened: the game could not make sense of it "
            f"({type(error).__name__})."
        ) from None


def _check(path: Path) -> CheckedRecord:
    """The file's record, read strictly and checked field by field (not replayed)."""
    return _refusing(path, lambda: check_record(read_json_file(path, LARGEST_SAVE), CONTROLLERS))


def read_game(path: Path) -> Game:
    """Load a save file; :class:`SaveFileError` with a clear message if it is not a good one."""
    return _refusing(path, lambda: load_record(read_json_file(path, LARGEST_SAVE), CONTROLLERS))


WIN_CHANCE = "win_chance"
"""The save file's field holding the cached win-chance curve."""


def read_win_chance(path: Path, *, seed: int, playouts: int) -> tuple[CurvePoint, ...] | None:
    """The spectator's win-chance curve cached in the save file at ``path``, if it holds the
    one estimated with ``seed`` and ``playouts`` up to the record's last action; None if it
    holds none or another (see the module docstring); :class:`SaveFileError` if the file
    cannot be read or is not a good one."""
    record = _check(path)
    cache = record.win_chance
    asked = (seed, playouts, ESTIMATOR)
    if cache is None or (cache.seed, cache.playouts, cache.estimator) != asked or not cache.points:
        return None
    if cache.points[0][0] != 0 or cache.points[-1][0] != len(record.actions):
        return None
    if cache.points[0][1] != step_turn(None):
        return None  # a point's turn was the game's turn counter then
    return tuple(CurvePoint(actions, turn, chances) for actions, turn, chances in cache.points)


def write_win_chance(path: Path, points: Sequence[CurvePoint], *, seed: int, playouts: int) -> None:
    """Store ``points`` (estimated with ``seed`` and ``playouts``) as the win-chance cache of
    the save file at ``path``, replacing any it held (an atomic write, the rest of the file
    as it was); :class:`SaveFileError` if the file cannot be read or written or the curve
    does not fit its game."""
    with _CACHE_WRITES:
        data = _refusing(path, lambda: read_json_file(path, LARGEST_SAVE))
        data[WIN_CHANCE] = {
            "seed": seed,
            "playouts": playouts,
            "estimator": ESTIMATOR,
            "points": [
                {"actions": p.actions, "turn": p.turn_number, "chances": list(p.chances)}
                for p in points
            ],
        }
        _refusing(path, lambda: check_record(data, CONTROLLERS))
        Storage.write(json.dumps(data, indent=1) + "\n", path)


AI_IN_SEAT = "ai_in_seat"
"""The save file's field holding the cached results of the AI in the player's seat."""
MOST_RUNS = 100
"""Runs an AI-in-your-seat cache may hold."""
MOST_CASH = 10**12
"""The most final cash (either way) a run of the cache may name."""


def read_ai_in_seat(path: Path) -> AiInSeat | None:
    """How the AI did in the player's seat, cached in the save file at ``path``; None if
    the file holds none or a malformed one (see the module docstring);
    :class:`SaveFileError` if the file cannot be read or is not a good one."""
    data = _refusing(path, lambda: read_json_file(path, LARGEST_SAVE))
    record = _refusing(path, lambda: check_record(data, CONTROLLERS))
    return _ai_in_seat(data.get(AI_IN_SEAT), len(record.names))


def write_ai_in_seat(path: Path, result: AiInSeat) -> None:
    """Store ``result`` as the AI-in-your-seat cache of the save file at ``path``, replacing
    any it held (an atomic write, the rest of the file as it was); :class:`SaveFileError`
    if the file cannot be read or written or ``result`` does not fit its game."""
    value = {
        "seat": result.seat,
        "level": result.level,
        "runs": [{"seed": run.seed, "rank": run.rank, "cash": run.cash} for run in result.runs],
    }
    with _CACHE_WRITES:
        data = _refusing(path, lambda: read_json_file(path, LARGEST_SAVE))
        record = _refusing(path, lambda: check_record(data, CONTROLLERS))
        if _ai_in_seat(value, len(record.names)) != result:
            raise SaveFileError(f"{path.name} cannot take these results: they do not fit its game.")
        data[AI_IN_SEAT] = value
        Storage.write(json.dumps(data, indent=1) + "\n", path)


def _ai_in_seat(value: Any, players: int) -> AiInSeat | None:
    """The cache ``value`` of a game of ``players`` players, if it has exactly the shape
    :func:`write_ai_in_seat` writes: ``{"seat", "level", "runs": [{"seed", "rank", "cash"},
    …]}``, every number whole (not a boolean) and in its range; else None."""

    def whole(number: Any, low: int, high: int) -> bool:
        return type(number) is int and low <= number <= high

    if not isinstance(value, dict) or set(value) != {"seat", "level", "runs"}:
        return None
    seat, level, runs = value["seat"], value["level"], value["runs"]
    if not whole(seat, 0, players - 1) or level not in LEVELS:
        return None
    if not isinstance(runs, list) or not 0 < len(runs) <= MOST_RUNS:
        return None
    found: list[AiSeatRun] = []
    for run in runs:
        if not isinstance(run, dict) or set(run) != {"seed", "rank", "cash"}:
            return None
        seed, rank, cash = run["seed"], run["rank"], run["cash"]
        if not (
            whole(seed, *SEEDS) and whole(rank, 1, players) and whole(cash, -MOST_CASH, MOST_CASH)
        ):
            return None
        found.append(AiSeatRun(seed, rank, cash))
    return AiInSeat(seat, str(level), tuple(found))


class Storage:
    """The save folder of one user (or of a test's ``tmp_path``)."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else default_root()
        self.saves = self.root / "saves"
        self.finished = self.root / "finished"
        self._autosave: Path | None = None
        self._lock: IO[bytes] | None = None

    @property
    def autosave_path(self) -> Path:
        """This copy's autosave, claimed on first use (see the module's docstring)."""
        if self._autosave is None:
            self._autosave = self._claim_autosave()
        return self._autosave

    def _claim_autosave(self) -> Path:
        if fcntl is None:
            return self.root / AUTOSAVE_NAME
        for place in range(AUTOSAVE_PLACES):
            path = self.root / autosave_name(place)
            try:
                lock = self._take_lock(path)
            except OSError:  # no lock can be made here (read-only): nothing to share
                return self.root / AUTOSAVE_NAME
            if lock is not None:
                self._lock = lock
                self._autosave = path
                self._remove_temporaries()
                return path
        return self.root / autosave_name(AUTOSAVE_PLACES - 1)  # so many copies: share the last

    def _take_lock(self, autosave: Path) -> IO[bytes] | None:
        """The lock of that autosave if no running copy holds it, else None; ``OSError``
        if the lock file cannot be made."""
        assert fcntl is not None
        self.root.mkdir(parents=True, exist_ok=True)
        lock = open(self.root / f".{autosave.name}.lock", "ab")  # noqa: SIM115 (held)
        try:
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            return None
        return lock

    def _remove_temporaries(self) -> None:
        """Remove what interrupted writes left: this copy's autosave temporaries, the
        temporary files of writers that no longer run (the settings', where they live
        here), and temporary files in the save folder older than :data:`STALE_TEMPORARY`."""
        for folder in (self.root, self.saves):
            remove_orphaned_temporaries(folder)
        own = temporary_prefix(self.autosave_path)
        stale = time.time() - STALE_TEMPORARY
        candidates = [p for p in _listing(self.root) if p.name.startswith(own)]
        candidates += [p for p in _listing(self.saves) if p.name.startswith(".")]
        for path in candidates:
            with contextlib.suppress(OSError):
                if path.name.endswith(".tmp") and (
                    path.name.startswith(own) or path.lstat().st_mtime < stale
                ):
                    path.unlink()

    def save(self, game: Game, path: Path) -> None:
        self.write(dumps(game), path)

    @staticmethod
    def write(text: str, path: Path) -> None:
        """Write save-file text atomically; :class:`SaveFileError` if it cannot be written."""
        try:
            write_atomically(path, text)
        except OSError as error:
            raise SaveFileError(f"could not save to {path}: {error.strerror or error}.") from None
        except ValueError:  # a name with a NUL, text that cannot be encoded
            raise SaveFileError(
                f"could not save to {path}: the name or the game is not text."
            ) from None

    def load(self, path: Path) -> Game:
        return read_game(path)

    def autosave(self, game: Game) -> Path:
        self.save(game, self.autosave_path)
        return self.autosave_path

    def clear_autosave(self) -> None:
        """Remove this copy's autosave (a finished game); a folder that refuses is let be."""
        with contextlib.suppress(OSError):
            self.autosave_path.unlink()

    def keep_autosave(self) -> Path | None:
        """Move this copy's unfinished autosave among the saved games (a new file in the
        save folder, the same bytes), so that a new game's autosave cannot overwrite it;
        the new file, or None if there is no unfinished autosave. :class:`SaveFileError`
        if it cannot be written (the autosave then stays)."""
        found = self.unfinished_autosave()
        if found is None:
            return None
        try:
            text = found.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise SaveFileError(f"could not read {found.path}: {error}.") from None
        path = self.save_path_for(found.players)
        self.write(text, path)
        self.clear_autosave()
        return path

    def unfinished_autosave(self) -> SavedGame | None:
        """This copy's autosave if it holds a game that is not over; failing that, the
        newest such autosave no running copy holds, moved into this copy's place."""
        own = self.describe(self.autosave_path)
        if own is not None and own.over is False:
            return own
        if fcntl is None:
            return None
        left: list[SavedGame] = []
        for place in range(AUTOSAVE_PLACES):
            found = self.describe(self.root / autosave_name(place))
            if found is not None and found.over is False and found.path != self.autosave_path:
                left.append(found)
        for found in sorted(left, key=lambda f: f.modified, reverse=True):
            try:
                lock = self._take_lock(found.path)
                if lock is None:
                    continue  # a running copy's game
                with lock:
                    os.replace(found.path, self.autosave_path)
            except OSError:
                continue
            return self.describe(self.autosave_path)
        return None

    def new_save_path(self, game: Game, folder: Path | None = None) -> Path:
        """A fresh file name in the save folder (or ``folder``) for "Save" of a game never
        saved: when and who played."""
        return self.save_path_for(game.players, folder)

    def save_path_for(self, names: Sequence[str], folder: Path | None = None) -> Path:
        """A fresh file name in the save folder (or ``folder``) for a game of the players
        ``names``, saved now: when and who played."""
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
        players = "-".join(
            "".join(c if c.isprintable() and c not in "/\\" else "_" for c in name)[:12]
            for name in names
        )
        path = (folder or self.saves) / f"{stamp} {players}{SUFFIX}"
        number = 2
        while path.exists():  # two games ended in the same second
            path = path.with_name(f"{stamp} {players} ({number}){SUFFIX}")
            number += 1
        return path

    def list_saves(self) -> list[SavedGame]:
        """The saved games in the save folder, newest first (unreadable files are left out)."""
        return self._list(self.saves)

    def save_finished(self, game: Game) -> Path:
        """Keep a finished game in the ``finished`` folder (atomically, like every save)
        and remove the oldest beyond :data:`FINISHED_KEPT`; the new file's path.
        :class:`SaveFileError` if it cannot be written."""
        path = self.new_save_path(game, self.finished)
        self.save(game, path)
        kept = sorted(self.finished.glob("*" + SUFFIX), key=self._modified_or_zero, reverse=True)
        for old in kept[FINISHED_KEPT:]:
            if old != path:
                with contextlib.suppress(OSError):
                    old.unlink()
        return path

    def list_finished(self, limit: int | None = None) -> list[SavedGame]:
        """The finished games kept (:meth:`save_finished`), newest first, at most ``limit``
        of them; unreadable files are left out."""
        return self._list(self.finished, limit)

    def _list(self, folder: Path, limit: int | None = None) -> list[SavedGame]:
        """The save files of ``folder``, newest first (by their time, before any is read),
        at most ``limit`` readable ones."""
        if not folder.is_dir():
            return []
        paths = sorted(folder.glob("*" + SUFFIX), key=self._modified_or_zero, reverse=True)
        found: list[SavedGame] = []
        for path in paths:
            if limit is not None and len(found) >= limit:
                break
            described = self.describe(path)
            if described is not None:
                found.append(described)
        return found

    @staticmethod
    def _modified_or_zero(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    @staticmethod
    def describe(path: Path) -> SavedGame | None:
        """A quick look at a save file (checked, not replayed); None if it is not one."""
        try:
            record = _check(path)
            modified = datetime.fromtimestamp(path.stat().st_mtime)
        except (SaveFileError, OSError):
            return None
        snapshot = record.snapshot
        over = snapshot.get("over") if snapshot is not None else None
        turn = snapshot.get("turn_number") if snapshot is not None else None
        return SavedGame(
            path,
            record.names,
            len(record.actions),
            modified,
            over if isinstance(over, bool) else None,
            record.rules.name,
            record.controllers,
            turn if isinstance(turn, int) and not isinstance(turn, bool) else None,
            record,
        )
