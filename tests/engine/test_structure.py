"""The engine's shape: no import cycle between its modules, and no module too long to read.

Imports are read from the source (every import statement, at any depth, so a deferred
import inside a function counts too).
"""

from __future__ import annotations

import ast
from pathlib import Path

import acquire_qt.engine

ENGINE = Path(acquire_qt.engine.__file__).parent
PACKAGE = "acquire_qt.engine"
MOST_LINES = 600


def engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports (by module name inside the engine)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:  # from . import x / from .x import y
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found.update(alias.name for alias in node.names)
            elif node.level == 0 and node.module and node.module.startswith(PACKAGE + "."):
                found.add(node.module[len(PACKAGE) + 1 :].split(".")[0])
            elif node.level == 0 and node.module == PACKAGE:
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    found.add(alias.name[len(PACKAGE) + 1 :].split(".")[0])
    return found


def import_graph() -> dict[str, set[str]]:
    modules = {path.stem: path for path in ENGINE.glob("*.py")}
    graph = {}
    for name, path in modules.items():
        # Names imported from the package itself that are not modules are re-exports.
        graph[name] = {target for target in engine_imports(path) if target in modules}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path of modules, or None."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        for target in sorted(graph[module]):
            cycle = visit(target, [*path, module])
            if cycle:
                return cycle
        done.add(module)
        return None

    for module in sorted(graph):
        cycle = visit(module, [])
        if cycle:
            return cycle
    return None


def test_the_cycle_finder_finds_cycles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_import_reader_sees_every_form() -> None:
    graph = import_graph()
    assert {"records", "turns", "rules"} <= graph["game"]  # from . import x; from .x import y
    assert "game" in graph["__init__"]


def test_no_import_cycle_in_the_engine() -> None:
    graph = import_graph()
    graph.pop("__init__")  # the package face imports everything and nothing imports it
    assert find_cycle(graph) is None, f"import cycle: {' -> '.join(find_cycle(graph) or [])}"


def test_no_engine_module_is_too_long() -> None:
    lengths = {
        path.name: len(path.read_text(encoding="utf-8").splitlines())
        for path in ENGINE.glob("*.py")
    }
    assert lengths, "no engine modules found"
    too_long = {name: n for name, n in lengths.items() if n > MOST_LINES}
    assert not too_long, f"engine modules over {MOST_LINES} lines: {too_long}"
