"""Which build of the engine and the AI is in use: compiled by mypyc, or pure Python.

``setup.py`` compiles ``acquire_qt/engine`` and ``acquire_qt/ai`` with mypyc where it can
(see docs/compiled-engine.md) and writes :data:`DIGESTS_FILE`: the SHA-256 of every source
file of those packages as compiled. Python prefers a compiled module to the ``.py`` beside
it, so :func:`choose_sources` (run by ``acquire_qt/__init__.py`` before anything else is
imported) makes the engine and the AI come from their ``.py`` files instead

- when ``ACQUIRE_QT_PURE_PYTHON`` is set to anything but ``""`` or ``0`` (the CI's second
  test run, and comparisons), or
- when the sources changed since they were compiled (an editable install whose engine was
  edited): the stale compiled modules would run the old code, so Python's run the new,
  with a warning to rebuild (``make`` does).

It is all or nothing: compiled modules call each other directly, not through imports, so
some compiled and some not would still run the old code. :func:`engine_compiled` says
which build is in use (``--version`` and About show it).
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
PACKAGE_NAME = "acquire_qt"
COMPILED_PACKAGES = ("engine", "ai")
"""The packages under ``acquire_qt`` that setup.py compiles."""
DIGESTS_FILE = "compiled_sources.json"
"""In ``acquire_qt``: ``{"engine/game.py": sha256, ...}`` of the sources as compiled."""
PURE_PYTHON_VARIABLE = "ACQUIRE_QT_PURE_PYTHON"


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every ``.py`` file of the compiled packages, in a stable order."""
    return sorted(path for name in COMPILED_PACKAGES for path in (package / name).glob("*.py"))


def source_digests(package: Path = PACKAGE) -> dict[str, str]:
    """The SHA-256 of every source file of the compiled packages, by path in ``package``."""
    import hashlib  # here, not at start-up: needed only when a source is newer than the build

    return {
        path.relative_to(package).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in source_files(package)
    }


def pure_python_forced() -> bool:
    return os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")


def compiled_sources_changed(package: Path = PACKAGE) -> bool:
    """Whether the sources differ from those compiled (False if nothing was compiled, or if
    there are no sources, as in the packaged executable).

    Quick when nothing changed: only files newer than the digests are read."""
    digests_file = package / DIGESTS_FILE
    try:
        compiled_at = digests_file.stat().st_mtime
    except FileNotFoundError:
        return False
    sources = source_files(package)
    if not sources or all(path.stat().st_mtime <= compiled_at for path in sources):
        return False
    import json  # here, not at start-up, as hashlib above

    recorded = json.loads(digests_file.read_text(encoding="utf-8"))
    return bool(recorded != source_digests(package))


class _SourceFinder:
    """Finds the engine's and the AI's modules as their ``.py`` files, never compiled."""

    @staticmethod
    def find_spec(
        fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not _in_compiled_packages(fullname):
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is None or spec.origin is None or spec.origin.endswith(".py"):
            return spec
        source = Path(spec.origin).with_name(fullname.rpartition(".")[2] + ".py")
        if spec.submodule_search_locations is not None:  # a package: its __init__.py
            source = Path(spec.origin).with_name("__init__.py")
        if not source.is_file():
            return spec
        return importlib.util.spec_from_file_location(
            fullname, source, submodule_search_locations=spec.submodule_search_locations
        )


def choose_sources() -> None:
    """Make the engine and the AI come from their ``.py`` files if forced or stale (above)."""
    if _SourceFinder in sys.meta_path:
        return
    if pure_python_forced():
        sys.meta_path.insert(0, _SourceFinder)
    elif compiled_sources_changed():
        warnings.warn(
            "the compiled engine is older than its sources, so they run as pure Python "
            "(rebuild: make, or pip install -e .)",
            stacklevel=2,
        )
        sys.meta_path.insert(0, _SourceFinder)


def _in_compiled_packages(fullname: str) -> bool:
    parts = fullname.split(".")
    return len(parts) > 1 and parts[0] == PACKAGE_NAME and parts[1] in COMPILED_PACKAGES


def compiled_modules() -> list[str]:
    """The engine's and the AI's modules in use that are compiled (extension modules)."""
    for name in COMPILED_PACKAGES:
        importlib.import_module(f"{PACKAGE_NAME}.{name}")
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if _in_compiled_packages(name) and _is_extension(module)
    )


def _is_extension(module: ModuleType) -> bool:
    origin = getattr(module.__spec__, "origin", None) or ""
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine_compiled() -> bool:
    """Whether the engine and the AI in use are the mypyc-compiled build."""
    return bool(compiled_modules())


def build_description() -> str:
    """A few words for ``--version`` and About: which build of the engine is in use."""
    if engine_compiled():
        return "engine and AI compiled with mypyc"
    return "engine and AI in pure Python"
