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

Qt's own settings are read by Qt, not by the program, and PySide6 (to 6.11) unpickles
any ``PySide::PyObjectWrapper`` value Qt reads: every file dialog (Open, Save as, the
exports) makes a ``QSettings(UserScope, "QtProject")`` when it is constructed, reads its
``[FileDialog]`` group (``lastVisited``, ``viewMode``, ``shortcuts``, ``treeViewHeader``,
``history``, ``sidebarWidth``; else ``Qt/filedialog``), which parses every value of
``QtProject.conf`` in the user's config folder and the system's, and writes the group
back when it is destroyed. A planted ``@Variant(...)`` there ran code when Game → Open
showed its dialog. Other Qt code reads ``QVariant`` values the same way (the colour
dialog's custom colours, a platform theme plugin's settings, item data dropped from
another program). Pointing Qt's settings into the game's folder (``QSettings.setPath``)
would not make them data: a file planted there would run the same, and on Windows and
macOS Qt keeps them in the registry and in property lists, where that path does not
apply. So the program refuses where the code would run, for every such value: PySide
looks ``pickle.loads`` up once, the first time it reads a Python object, and keeps it
for the whole process; :func:`refuse_python_objects_from_qt` makes that first read with
``pickle.loads`` swapped for a reader that returns ``None``, then checks that a Python
object streamed through Qt does come back as ``None``. The program calls it before it
makes the ``QApplication`` (whose plugins may read settings) and the window's files call
it before any file dialog: a planted value in Qt's own settings reads as nothing and runs
nothing.
"""

from __future__ import annotations

import base64
import binascii
import configparser
import contextlib
import functools
import json
import pickle
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import platformdirs
from PySide6.QtCore import QByteArray, QDataStream, QIODevice

from acquire_qt.engine import RecordError, parse, plain_text, read_file
from acquire_qt.storage import APP_NAME, remove_orphaned_temporaries, write_atomically

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
COMPACT_TABLES = Setting("view/compact_tables", False, read_flag, write_flag)
"""Whether the players and stock market docks show tables rather than cards."""
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
SOUND_CUES = Setting("sound/cues", True, read_flag, write_flag)
"""Whether a short sound marks the turn of a person at the screen, a merger and the end."""
SETTINGS: tuple[
    Setting[int] | Setting[bool] | Setting[str] | Setting[tuple[str, ...]] | Setting[bytes], ...
] = (
    PACE_MS,
    ANIMATIONS,
    COMPACT_TABLES,
    THEME,
    LANGUAGE,
    UNDO_WITH_SEVERAL_HUMANS,
    SOUND_CUES,
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
        remove_orphaned_temporaries(path.parent)  # a killed copy's interrupted write
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


class _Streamed:
    """A Python object Qt can keep only as a pickle: what checks the refusal."""


def _no_object(data: bytes) -> None:
    """What PySide reads every pickled Python object with: nothing (``None``)."""
    return None


@functools.cache
def refuse_python_objects_from_qt() -> None:
    """Make PySide read every Python object Qt streams back (a ``@Variant`` value in Qt's
    own settings) as ``None``, for the rest of the process; see the module's docstring.

    Raises ``RuntimeError`` if PySide would still unpickle one: something read such a value
    before (nothing in the program does), or a PySide that no longer keeps its reader."""
    streamed = QByteArray()
    QDataStream(streamed, QIODevice.OpenModeFlag.WriteOnly).writeQVariant(_Streamed())

    def read_back() -> object:
        return QDataStream(streamed, QIODevice.OpenModeFlag.ReadOnly).readQVariant()

    loads = pickle.loads
    pickle.loads = _no_object  # type: ignore[assignment]  # PySide passes only the bytes
    try:
        read_back()  # PySide keeps the reader it finds now
    finally:
        pickle.loads = loads
    if isinstance(read_back(), _Streamed):
        raise RuntimeError("PySide6 would unpickle a Python object read from Qt's settings")
