"""Pickling of the engine's frozen dataclasses through their constructors.

The window sends games, players and actions to the AI's process pickled. A compiled
(mypyc) class is unpickled by setting its attributes one by one, which a frozen dataclass
refuses, so each frozen dataclass that can cross is registered here to be rebuilt by
calling the class with its ``__init__`` fields instead (the same in pure Python).
"""

from __future__ import annotations

import copyreg
from dataclasses import fields
from typing import Any


def _constructor_call(value: Any) -> tuple[type, tuple[Any, ...]]:
    return type(value), tuple(getattr(value, f.name) for f in fields(value) if f.init)


def pickled_through_constructor(*classes: type) -> None:
    """Make pickle and :mod:`copy` rebuild instances of ``classes`` with their constructors."""
    for cls in classes:
        copyreg.pickle(cls, _constructor_call)
