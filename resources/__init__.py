"""Icons and art shipped with the game (installed as ``acquire_qt.resources``)."""

from importlib.resources import files
from pathlib import Path


def resource_path(name: str) -> Path:
    """The file ``name`` of this folder, wherever the package is installed."""
    return Path(str(files(__name__) / name))
