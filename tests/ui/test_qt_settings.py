"""Qt's own settings are data, never code: a pickled Python object planted in every value
Qt's file dialogs read (``QtProject.conf``, user's and system's) runs nothing when each
file dialog of the window opens (Open, Save as, Export record, the two chart exports).

Qt's settings paths are pointed at ``tmp_path`` here (``QSettings.setPath``), as
``XDG_CONFIG_HOME`` would point them for a fresh program; the payload is made the way an
attacker would, with ``QSettings.setValue`` of an object whose pickle creates a marker
file (writing it runs nothing).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import Rules, new_game
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.main_window import MainWindow

FILE_DIALOG_KEYS = (
    "FileDialog/history",
    "FileDialog/lastVisited",
    "FileDialog/qtVersion",
    "FileDialog/shortcuts",
    "FileDialog/sidebarWidth",
    "FileDialog/treeViewHeader",
    "FileDialog/viewMode",
    "Qt/filedialog",
)
"""What ``QFileDialog`` reads and writes (``Qt/filedialog``: its older state)."""
SCOPES = {"user": QSettings.Scope.UserScope, "system": QSettings.Scope.SystemScope}


class Payload:
    """Creates ``marker`` when unpickled."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[Path]]:
        return (Path.touch, (self.marker,))


def plant(settings_file: Path, markers: Path, scope: str) -> None:
    """A ``QtProject.conf`` at ``settings_file`` whose every key holds a payload, its
    marker ``ran-<scope>-<key>`` in ``markers``. Written elsewhere and copied, so that no
    ``QSettings`` of this process has the file's values in memory."""
    scratch = markers / f"scratch-{scope}.conf"
    written = QSettings(str(scratch), QSettings.Format.IniFormat)
    for key in FILE_DIALOG_KEYS:
        written.setValue(key, Payload(markers / f"ran-{scope}-{key.replace('/', '-')}"))
    written.sync()
    del written
    settings_file.parent.mkdir(parents=True)
    shutil.copyfile(scratch, settings_file)
    assert settings_file.read_text().count("PySide::PyObjectWrapper") == len(FILE_DIALOG_KEYS)


@pytest.fixture
def planted_qt_settings(tmp_path: Path) -> Iterator[Path]:
    """Qt's settings in ``tmp_path`` with payloads planted in both scopes; yields where
    the markers would appear. Afterwards Qt's settings stay in ``tmp_path`` (empty)."""
    markers = tmp_path / "markers"
    markers.mkdir()
    planted = []
    for scope, qt_scope in SCOPES.items():
        folder = tmp_path / "qt" / scope
        for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(form, qt_scope, str(folder))
        plant(folder / "QtProject.conf", markers, scope)
        planted.append(folder / "QtProject.conf")
    yield markers
    for path in planted:
        path.unlink(missing_ok=True)


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


class DialogCloser:
    """Closes every file dialog that opens, remembering its title."""

    def __init__(self) -> None:
        self.titles: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            self.titles.append(dialog.windowTitle())
            dialog.reject()


def test_no_file_dialog_runs_a_pickle_planted_in_qt_settings(
    qtbot: QtBot, tmp_path: Path, planted_qt_settings: Path
) -> None:
    markers = planted_qt_settings
    controller = GameController(Storage(tmp_path / "data"), random_factory, ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    closer = DialogCloser()
    ui = window.ui

    def open_each(*actions: QAction) -> None:
        for action in actions:
            assert action.isEnabled(), action.text()
            action.trigger()

    try:
        controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 3))
        open_each(ui.open_action, ui.save_as_action, ui.export_record_action)
        # A finished game reviewed, with its win-chance chart: every export is at hand.
        finished = new_game(Rules.classic(), ["Ann", "Bob"], seed=5, controllers=["human"] * 2)
        chooser = random.Random(5)
        while finished.pending is not None:
            choices = finished.legal_actions()
            finished.apply(chooser.choice([a for a in choices if str(a) != "end"] or choices))
        path = tmp_path / "finished.acquire.json"
        controller.storage.save(finished, path)
        page = window.review_page
        page.analysis.playouts = 2
        with qtbot.waitSignal(page.curve_changed, timeout=60_000):
            assert window.open_path(str(path))
        open_each(ui.export_record_action, ui.export_net_worth_action, ui.export_chart_action)
    finally:
        closer.timer.stop()
    assert closer.titles == [
        "Open a saved game",
        "Save the game as",
        "Export the game record",
        "Export the game record",
        "Export the net-worth chart",
        "Export the win-chance chart",
    ]
    assert sorted(p.name for p in markers.glob("ran-*")) == []
