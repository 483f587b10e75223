"""The engine and the AI must not depend on Qt (DESIGN.md: the engine knows nothing of Qt)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "acquire_qt"


@pytest.mark.parametrize("folder", ["engine", "ai"])
def test_no_module_imports_qt(folder: str) -> None:
    offenders = []
    for path in sorted((PACKAGE / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{path.name}: {n}" for n in names if n.split(".")[0] in ("PySide6", "shiboken6")
            ]
    assert offenders == []


def test_importing_engine_and_ai_loads_no_qt() -> None:
    code = (
        "import sys, acquire_qt.engine, acquire_qt.ai;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
