"""The one strict way the program reads JSON from outside: files and text it did not write.

Save files, the engine's ``replay`` command, and later network messages all come in
here. Reading a file takes regular files only: the path is resolved (symlinks
followed) and what it names is checked before it is opened and again once open, so a
pipe, a device such as ``/dev/zero`` or a folder is refused without reading a byte or
waiting. The size is limited before the whole file is read, and reading stops one byte
past the limit whatever the file system reports. Parsing limits how deeply arrays and
objects nest (the standard parser recurses), how many digits a number may have (the
standard ``int()`` refuses over 4,300 digits with a ``ValueError`` of its own), and
refuses ``NaN``/``Infinity`` and repeated keys.

Every failure is a :class:`RecordError` whose message a player understands; nothing
else escapes from here. What the data must look like field by field is
:mod:`.record_schema`'s business, not this module's.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

LARGEST_FILE = 4 * 1024 * 1024
"""Bytes. A saved game is a few to a few tens of kilobytes; 4 MiB leaves a wide margin."""
DEEPEST_NESTING = 32
"""Arrays and objects inside each other; a game record needs 5."""
LONGEST_NUMBER = 24
"""Characters of one number; the largest a record holds is a 64-bit seed (20 digits)."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.DOTALL)
"""A JSON string, or an unterminated one up to the end; possessive, so linear time."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class RecordError(ValueError):
    """Data from outside is not what the program reads; the message is for a player.

    A ``ValueError``, as the engine's record loading has always promised."""


def read_file(path: Path, limit: int = LARGEST_FILE) -> bytes:
    """The bytes of the regular file at ``path`` (symlinks followed), at most ``limit``.

    Anything but a regular file, an unreadable file or a larger one is a
    :class:`RecordError`; a pipe or device is never opened for reading, so this
    never blocks."""
    try:
        before = os.stat(path)
        _require_regular(before.st_mode)
        if before.st_size > limit:
            raise RecordError(_too_large(limit))
        flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
        flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        handle = os.open(path, flags)
        try:
            # Checked again on what was opened: the path may have changed meanwhile.
            _require_regular(os.fstat(handle).st_mode)
            chunks: list[bytes] = []
            left = limit + 1
            while left > 0:
                chunk = os.read(handle, min(left, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        finally:
            os.close(handle)
    except FileNotFoundError:
        raise RecordError("it does not exist (any more)") from None
    except PermissionError:
        raise RecordError("it cannot be read: permission denied") from None
    except IsADirectoryError:
        raise RecordError("it is a folder, not a file") from None
    except OSError as error:
        raise RecordError(f"it cannot be read: {error.strerror or 'input/output error'}") from None
    data = b"".join(chunks)
    if len(data) > limit:
        raise RecordError(_too_large(limit))
    return data


def _require_regular(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise RecordError("it is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise RecordError("it is not an ordinary file (a device, a pipe or a socket)")


def _too_large(limit: int) -> str:
    return f"it is too large (over {limit // (1024 * 1024)} MB) to be one of the game's files"


def parse(data: bytes | str, limit: int = LARGEST_FILE) -> Any:
    """Parse JSON text within the limits above; :class:`RecordError` if it is not."""
    if len(data) > limit:
        raise RecordError(_too_large(limit))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("it is not text (not UTF-8)") from None
    else:
        text = data
    if not text.strip():
        raise RecordError("it is empty")
    _check_nesting(text)
    try:
        return json.loads(
            text,
            parse_int=_integer,
            parse_float=_number,
            parse_constant=_constant,
            object_pairs_hook=_object,
        )
    except RecordError:
        raise
    except (ValueError, RecursionError, MemoryError):
        raise RecordError("it is damaged or not the game's (not valid JSON; cut short?)") from None


def read_json_file(path: Path, limit: int = LARGEST_FILE) -> Any:
    """:func:`read_file` then :func:`parse`."""
    return parse(read_file(path, limit), limit)


def _check_nesting(text: str) -> None:
    """Refuse nesting deeper than :data:`DEEPEST_NESTING` before the parser recurses."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    for bracket in brackets:
        if bracket in "[{":
            depth += 1
            if depth > DEEPEST_NESTING:
                raise RecordError(f"it nests lists and objects over {DEEPEST_NESTING} deep")
        else:
            depth -= 1


def _integer(text: str) -> int:
    if len(text) > LONGEST_NUMBER:
        raise RecordError(f"it holds a number with over {LONGEST_NUMBER} digits")
    return int(text)


def _number(text: str) -> float:
    if len(text) > LONGEST_NUMBER:
        raise RecordError(f"it holds a number with over {LONGEST_NUMBER} digits")
    return float(text)


def _constant(text: str) -> Any:
    raise RecordError(f"it holds {text}, which is not a number the game reads")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(f"it names the field {key!r} twice")
        result[key] = value
    return result
