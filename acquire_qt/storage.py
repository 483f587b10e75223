"""Save files: where they live, atomic writes, the autosave, listing, and clear errors.

A save file is the engine's game record as JSON (``acquire_qt.engine.records``):
the rules, the players, the bag and the actions. Loading replays the actions, so
nothing in a file is ever executed. Every write goes to a temporary file in the
same folder and then replaces the target, so a crash mid-write never leaves a
half-written save. Any problem reading a file is a :class:`SaveFileError` whose
message a player understands; the running game and other saves are untouched.

This module knows nothing of Qt. Saves live under
``platformdirs.user_data_path("acquire-qt")`` unless a root is given (tests pass
``tmp_path``).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

from acquire_qt.engine import Game, dumps, load_record

APP_NAME = "acquire-qt"
SUFFIX = ".acquire.json"
AUTOSAVE_NAME = "autosave" + SUFFIX
LARGEST_SAVE = 8 * 1024 * 1024
"""Bytes; a real save is a few tens of kilobytes, anything far larger is not ours."""


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


def default_root() -> Path:
    return platformdirs.user_data_path(APP_NAME)


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and an atomic replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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


def read_game(path: Path) -> Game:
    """Load a save file; :class:`SaveFileError` with a clear message if it is not a good one."""
    name = path.name
    try:
        size = path.stat().st_size
        if size > LARGEST_SAVE:
            raise SaveFileError(f"{name} is too large to be a saved game of Acquire.")
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveFileError(f"{name} does not exist (any more).") from None
    except OSError as error:
        raise SaveFileError(f"{name} cannot be read: {error.strerror or error}.") from None
    if not data.strip():
        raise SaveFileError(f"{name} is empty: it is not a saved game.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(f"{name} is not a saved game of Acquire (it is not text).") from None
    try:
        json.loads(text)
    except json.JSONDecodeError:
        raise SaveFileError(
            f"{name} is damaged or is not a saved game (it is not valid JSON; "
            "it may have been cut short)."
        ) from None
    try:
        return load_record(text)
    except ValueError as error:
        raise SaveFileError(f"{name} cannot be loaded: {error}.") from None


class Storage:
    """The save folder of one user (or of a test's ``tmp_path``)."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else default_root()
        self.saves = self.root / "saves"

    @property
    def autosave_path(self) -> Path:
        return self.root / AUTOSAVE_NAME

    def save(self, game: Game, path: Path) -> None:
        self.write(dumps(game), path)

    @staticmethod
    def write(text: str, path: Path) -> None:
        """Write save-file text atomically; :class:`SaveFileError` if it cannot be written."""
        try:
            write_atomically(path, text)
        except OSError as error:
            raise SaveFileError(f"could not save to {path}: {error.strerror or error}.") from None

    def load(self, path: Path) -> Game:
        return read_game(path)

    def autosave(self, game: Game) -> Path:
        self.save(game, self.autosave_path)
        return self.autosave_path

    def clear_autosave(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.autosave_path.unlink()

    def unfinished_autosave(self) -> SavedGame | None:
        """The autosave, if there is one of a game that is not over."""
        if not self.autosave_path.exists():
            return None
        info = self.describe(self.autosave_path)
        return info if info is not None and info.over is False else None

    def new_save_path(self, game: Game) -> Path:
        """A fresh file name in the save folder for "Save" of a game never saved."""
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
        players = "-".join(name.replace("/", "_")[:12] for name in game.players)
        return self.saves / f"{stamp} {players}{SUFFIX}"

    def list_saves(self) -> list[SavedGame]:
        """The saved games in the save folder, newest first (unreadable files are left out)."""
        if not self.saves.is_dir():
            return []
        found = [self.describe(path) for path in self.saves.glob("*" + SUFFIX)]
        return sorted((f for f in found if f is not None), key=lambda f: f.modified, reverse=True)

    @staticmethod
    def describe(path: Path) -> SavedGame | None:
        """A quick look at a save file (no replay); None if it is not one."""
        try:
            if path.stat().st_size > LARGEST_SAVE:
                return None
            data = json.loads(path.read_text(encoding="utf-8"))
            players = tuple(str(p["name"]) for p in data["players"])
            snapshot = data.get("snapshot")
            over = bool(snapshot["over"]) if isinstance(snapshot, dict) else None
            modified = datetime.fromtimestamp(path.stat().st_mtime)
            return SavedGame(path, players, len(data["actions"]), modified, over)
        except (OSError, ValueError, KeyError, TypeError):
            return None
