"""Settings: the few choices the program remembers, read as data and never as code.

Every setting is a :class:`Setting` with its key, its type (a reader from text and a
writer to text) and its default; :class:`Settings` is the one way to read and write
them. A value that is missing, malformed or out of range reads as the default, silently,
and a settings file that cannot be read at all (damaged, not text, a pipe or a folder,
too large) reads as all defaults: a broken settings file never stops the program.

Why not ``QSettings``: PySide6's ``QSettings`` turns a value written as
``@Variant(... PySide::PyObjectWrapper ...)`` back into a Python object with
``pickle``, so a crafted settings file ran code as soon as the program read that value
(or listed the keys, or synced). Constructing a ``QSettings`` does not read the file;
nearly everything else does. So the program never hands its settings file to
``QSettings``: the file is an INI file read and written here with :mod:`configparser`,
which only ever yields text, and each value is parsed by its setting's own reader. The
file lives where ``QSettings`` kept it (``~/.config/acquire-qt/acquire-qt.ini``, or
``settings.ini`` in a ``--data-dir``); values an older version wrote in Qt's own
notation (the window layout) read as their defaults once.
"""

from __future__ import annotations

import base64
import binascii
import configparser
import contextlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import platformdirs

from acquire_qt.engine.record_schema import plain_text
from acquire_qt.engine.strict_json import RecordError, parse, read_file
from acquire_qt.storage import APP_NAME, write_atomically

LARGEST_SETTINGS = 256 * 1024
"""Bytes: a settings file is well under a kilobyte plus the window layout."""
RECENT_LIMIT = 8
"""Entries of Game → Open recent."""
LONGEST_PATH = 4096

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One remembered value: ``key`` is ``section/name``; ``read`` turns the file's text
    into the value or raises ``ValueError``; ``write`` gives the text back."""

    key: str
    default: T
    read: Callable[[str], T]
    write: Callable[[T], str]


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """A reader of a whole number from ``low`` to ``high``, in ASCII digits."""

    def read(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,9}", text.strip()):
            raise ValueError(text)
        value = int(text)
        if not low <= value <= high:
            raise ValueError(text)
        return value

    return read


def read_paths(text: str) -> tuple[str, ...]:
    """A list of file paths: JSON text, or the comma-separated list ``QSettings`` wrote."""
    stripped = text.strip()
    if stripped.startswith("["):
        try:
            entries = parse(stripped, LARGEST_SETTINGS)
        except RecordError:
            raise ValueError(text) from None
    else:
        entries = [entry.strip().strip('"') for entry in stripped.split(", ") if entry.strip()]
    if not isinstance(entries, list) or len(entries) > RECENT_LIMIT:
        raise ValueError(text)
    for entry in entries:
        if (
            not isinstance(entry, str)
            or not 0 < len(entry) <= LONGEST_PATH
            or not plain_text(entry)
        ):
            raise ValueError(text)
    return tuple(entries)


def write_paths(paths: tuple[str, ...]) -> str:
    return json.dumps(list(paths))


def read_flag(text: str) -> bool:
    """``true`` or ``false`` (as ``QSettings`` wrote them too)."""
    lowered = text.strip().lower()
    if lowered not in ("true", "false"):
        raise ValueError(text)
    return lowered == "true"


def write_flag(value: bool) -> str:
    return "true" if value else "false"


def one_of(*values: str) -> Callable[[str], str]:
    """A reader of one of ``values``, exactly."""

    def read(text: str) -> str:
        if text.strip() not in values:
            raise ValueError(text)
        return text.strip()

    return read


def read_bytes(text: str) -> bytes:
    """Bytes written as base64 (the window's layout)."""
    try:
        return base64.b64decode(text.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise ValueError(text) from None


def write_bytes(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


PACE_MS = Setting("ai/pace_ms", 600, whole_number(0, 2000), str)
"""Milliseconds from an AI being asked to its answer being shown."""
RECENT_FILES: Setting[tuple[str, ...]] = Setting("files/recent", (), read_paths, write_paths)
"""The saved games opened or saved last, newest first."""
WINDOW_GEOMETRY = Setting("window/geometry", b"", read_bytes, write_bytes)
"""``QMainWindow.saveGeometry()``."""
WINDOW_STATE = Setting("window/state", b"", read_bytes, write_bytes)
"""``QMainWindow.saveState()``: where the docks are."""
ANIMATIONS = Setting("view/animations", True, read_flag, write_flag)
"""Whether a placed tile and a merger's recolouring are animated."""
THEMES = ("system", "light", "dark")
THEME = Setting("view/theme", "system", one_of(*THEMES), str)
"""The board's colours: the desktop's (``system``), ``light`` or ``dark``."""


def read_language(text: str) -> str:
    """A language code (``de``, ``pt_BR``), or ``""`` for the system's language."""
    stripped = text.strip()
    if stripped and not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", stripped):
        raise ValueError(text)
    return stripped


LANGUAGE = Setting("view/language", "", read_language, str)
"""The language of the window, menus, dialogs and log, and the locale of its numbers."""
UNDO_WITH_SEVERAL_HUMANS = Setting("game/undo_with_several_humans", False, read_flag, write_flag)
"""Whether Undo stays available when several people share the screen (hot seat)."""
SETTINGS: tuple[
    Setting[int] | Setting[bool] | Setting[str] | Setting[tuple[str, ...]] | Setting[bytes], ...
] = (
    PACE_MS,
    ANIMATIONS,
    THEME,
    LANGUAGE,
    UNDO_WITH_SEVERAL_HUMANS,
    RECENT_FILES,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
)


def default_path() -> Path:
    """Where a player's settings live: ``~/.config/acquire-qt/acquire-qt.ini`` on Linux."""
    return platformdirs.user_config_path(APP_NAME) / f"{APP_NAME}.ini"


class Settings:
    """The settings file at ``path``: read once when made, written whenever a value is set.

    Only the settings above are kept; anything else in the file is dropped on the next
    write. A file that cannot be written (a read-only folder, a full disk) leaves the
    values for this run only; settings are not worth a message."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._texts: dict[str, str] = {}
        """The file's text of each known setting, parsed only when asked for."""
        parser = configparser.RawConfigParser(strict=False, interpolation=None)
        parser.optionxform = str  # type: ignore[assignment,method-assign]
        with contextlib.suppress(RecordError, UnicodeDecodeError, configparser.Error):
            text = read_file(path, LARGEST_SETTINGS).decode("utf-8")
            # Keys before any section (``ai/pace_ms=…``) are in Qt's [General] section.
            parser.read_string("[General]\n" + text)
        for setting in SETTINGS:
            section, _, name = setting.key.partition("/")
            found = parser.get(section, name, fallback=None)
            if found is None:
                found = parser.get("General", setting.key, fallback=None)
            if found is not None:
                self._texts[setting.key] = found

    def get(self, setting: Setting[T]) -> T:
        """The setting's value, or its default if the file has none or a bad one."""
        text = self._texts.get(setting.key)
        if text is None:
            return setting.default
        try:
            return setting.read(text)
        except ValueError:
            return setting.default

    def set(self, setting: Setting[T], value: T) -> None:
        """Remember ``value`` (in the file, where it can be written)."""
        self._texts[setting.key] = setting.write(value)
        sections: dict[str, list[str]] = {}
        for key, text in sorted(self._texts.items()):
            section, _, name = key.partition("/")
            sections.setdefault(section, []).append(f"{name}={text}")
        lines = [
            line for section, entries in sections.items() for line in (f"[{section}]", *entries, "")
        ]
        with contextlib.suppress(OSError, ValueError):
            write_atomically(self.path, "\n".join(lines))
