"""Compile the engine and the AI with mypyc when the package is built (metadata: pyproject.toml).

``pip install .``, the editable ``pip install -e .`` that ``make`` runs, and
``packaging/build.py`` all come through here. Every module of ``acquire_qt/engine`` and
``acquire_qt/ai`` is compiled but those in :data:`NOT_COMPILED`; the ``.py`` files ship too
(the pure-Python fallback, see ``acquire_qt/build.py``). The build is pure Python instead,
saying why on stderr, when ``ACQUIRE_QT_PURE_PYTHON`` is set (to anything but ``0``), when
no C compiler that can build against Python's headers is found (``CC`` is honoured), or when
mypyc fails. Details and measurements: docs/compiled-engine.md.
"""

from __future__ import annotations

import functools
import importlib.util
import itertools
import json
import os
import subprocess
import sys
import sysconfig
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
PACKAGE = ROOT / "acquire_qt"
NATIVE = "acquire_qt_native"
"""mypyc's group: its shared library is the top-level module ``acquire_qt_native__mypyc``
(top-level because mypyc finds the compiled modules' files from where it is)."""

# Not compiled, and why (docs/compiled-engine.md says what to change so that they can be).
RUN_AS_SCRIPT = "run with python -m, which needs a code object; a compiled module has none"
NOT_COMPILED = {
    "engine/__main__.py": RUN_AS_SCRIPT,
    "ai/tournament.py": RUN_AS_SCRIPT,
    "ai/ladder.py": RUN_AS_SCRIPT,
    "engine/events.py": "decorated by stored_directly; kind: ClassVar is made a field compiled",
    "engine/decisions.py": "kind: ClassVar is made a dataclass field compiled, as in events.py",
    "ai/random_player.py": "tests/app subclass RandomPlayer; a compiled class allows no Python one",
}


def _load_build_module() -> ModuleType:
    """acquire_qt/build.py on its own (the package's __init__ is not run here)."""
    spec = importlib.util.spec_from_file_location("acquire_qt_build", PACKAGE / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def say(message: str) -> None:
    print(f"setup.py: {message}", file=sys.stderr, flush=True)


def c_compiler_works() -> bool:
    """Whether the C compiler Python builds extensions with (or $CC) compiles against
    Python's headers."""
    compiler = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    include = sysconfig.get_paths()["include"]
    with tempfile.TemporaryDirectory() as work:
        probe = Path(work) / "probe.c"
        probe.write_text("#include <Python.h>\nint probe(void) { return PY_MAJOR_VERSION; }\n")
        command = [*compiler.split(), f"-I{include}", "-c", str(probe), "-o", f"{probe}.o"]
        try:
            done = subprocess.run(command, capture_output=True, timeout=60, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return False
    return done.returncode == 0


def compiled_sources() -> list[str]:
    build = _load_build_module()
    return [
        path.relative_to(ROOT).as_posix()
        for path in build.source_files(PACKAGE)
        if path.relative_to(PACKAGE).as_posix() not in NOT_COMPILED
    ]


def remove_compiled_modules(root: Path) -> None:
    """Drop what an earlier build compiled into ``root`` (the source tree, or setuptools'
    build/lib… that it reuses), so that no module compiled then but not now (or a pure
    build) imports an old compiled module."""
    build = _load_build_module()
    package = root / "acquire_qt"
    compiled = [root.glob(f"{NATIVE}__mypyc.*")]
    compiled += [(package / name).glob("*") for name in build.COMPILED_PACKAGES]
    for path in itertools.chain(*compiled):
        if path.name.endswith(tuple(EXTENSION_SUFFIXES)):
            path.unlink()
    (package / build.DIGESTS_FILE).unlink(missing_ok=True)


class BuildExt(build_ext):
    """build_ext that compiles with mypyc. Its C code is made once the build needs it (pip
    runs setup.py three times per install), and if mypyc fails the build goes on pure. It
    puts the digests of the sources as compiled beside the compiled modules: in the source
    tree when the build is editable (in place), else in the wheel."""

    def finalize_options(self) -> None:
        if self.distribution.ext_modules:
            self.distribution.ext_modules = mypyc_extensions()
        super().finalize_options()

    def run(self) -> None:
        remove_compiled_modules(ROOT if self.inplace else Path(self.build_lib))
        super().run()
        if self.extensions:
            build = _load_build_module()
            folder = PACKAGE if self.inplace else Path(self.build_lib) / "acquire_qt"
            digests = json.dumps(DIGESTS_AT_COMPILE, indent=1)
            (folder / build.DIGESTS_FILE).write_text(digests + "\n", encoding="utf-8")


DIGESTS_AT_COMPILE: dict[str, str] = {}
"""The SHA-256 of the engine and AI sources as mypyc read them."""


@functools.cache
def mypyc_extensions() -> list[Extension]:
    """mypyc's C code for the modules to compile, and the extensions to build from it."""
    from mypyc.build import mypycify

    build = _load_build_module()
    sources = compiled_sources()
    DIGESTS_AT_COMPILE.update(build.source_digests(PACKAGE))
    try:
        extensions: list[Extension] = mypycify(
            sources, opt_level="3", debug_level="0", group_name=NATIVE
        )
    except (Exception, SystemExit) as error:  # mypyc exits on type errors
        say(f"mypyc failed ({error!r}): the engine and AI stay pure Python")
        return []
    say(f"compiling {len(sources)} modules of the engine and AI with mypyc")
    return extensions


def ext_modules() -> list[Extension]:
    """A stand-in for the compiled modules, which BuildExt makes (none if pure Python)."""
    build = _load_build_module()
    if build.pure_python_forced():
        say(f"{build.PURE_PYTHON_VARIABLE} is set: the engine and AI stay pure Python")
    elif not c_compiler_works():
        say("no working C compiler (with Python's headers): the engine and AI stay pure Python")
    else:
        return [Extension(f"{NATIVE}__mypyc", sources=[])]
    if "editable_wheel" in sys.argv:  # a pure editable build: no compiled module may be left
        remove_compiled_modules(ROOT)
    return []


setup(
    ext_modules=ext_modules(),
    cmdclass={"build_ext": BuildExt},
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
