"""A faster ``__init__`` for the engine's frozen, slotted dataclasses (its events).

The engine makes a few hundred events per game. The ``__init__`` that :mod:`dataclasses`
writes for a frozen class stores each field through ``object.__setattr__``, which
looks the attribute up on the class every time. :func:`stored_directly` replaces it
with one that calls each slot's own setter, looked up once, for well under half the
cost. The new ``__init__`` has the same signature (generated from the fields, the way
dataclasses generate theirs), and the instances are just as frozen: assigning to a
field still raises.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import Any, TypeVar

_C = TypeVar("_C", bound=type)


def stored_directly(cls: _C) -> _C:
    """Give the frozen, slotted dataclass ``cls`` the faster ``__init__`` (see above)."""
    namespace: dict[str, Callable[..., Any] | object] = {}
    params, body = [], []
    for field in fields(cls):
        name = field.name
        namespace[f"_set_{name}"] = getattr(cls, name).__set__
        if field.default is MISSING:
            params.append(name)
        else:
            namespace[f"_default_{name}"] = field.default
            params.append(f"{name}=_default_{name}")
        body.append(f"    _set_{name}(self, {name})")
    exec("\n".join([f"def __init__(self, {', '.join(params)}):", *body]), namespace)
    init = namespace["__init__"]
    assert callable(init)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
    return cls
