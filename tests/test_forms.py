"""The committed forms in acquire_qt/forms/ are exactly what pyside6-uic makes of ui/*.ui.

Only the generator's version line may differ. ``make forms`` regenerates them.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
UI_FILES = sorted((ROOT / "ui").glob("*.ui"))
FORMS = ROOT / "acquire_qt" / "forms"


def _without_version(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("## Created by: Qt")]


def _uic() -> str:
    uic = shutil.which("pyside6-uic", path=str(Path(sys.executable).parent))
    if uic is None:
        pytest.fail("pyside6-uic is not installed next to this Python")
    return uic


def test_every_form_has_a_ui_file() -> None:
    compiled = {path.name for path in FORMS.glob("ui_*.py")}
    assert compiled == {f"ui_{ui.stem}.py" for ui in UI_FILES}
    assert UI_FILES, "ui/ holds no forms"


@pytest.mark.parametrize("ui", UI_FILES, ids=[ui.stem for ui in UI_FILES])
def test_committed_form_matches_its_ui(ui: Path, tmp_path: Path) -> None:
    out = tmp_path / f"ui_{ui.stem}.py"
    subprocess.run([_uic(), str(ui), "-o", str(out)], check=True, timeout=60)
    committed = FORMS / out.name
    assert _without_version(committed.read_text(encoding="utf-8")) == _without_version(
        out.read_text(encoding="utf-8")
    ), f"{committed.relative_to(ROOT)} is out of date with {ui.relative_to(ROOT)}: run make forms"
