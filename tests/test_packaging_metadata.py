"""pyproject lists packages explicitly (resources/ is mapped in): none may be forgotten."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "acquire_qt").rglob("__init__.py")
    } | {"acquire_qt.resources"}
    assert listed == on_disk


def test_the_icon_is_found_through_the_package() -> None:
    from acquire_qt.resources import resource_path

    assert resource_path("acquire-qt.svg").read_text(encoding="utf-8").startswith("<?xml")
