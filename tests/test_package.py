"""The packaged game (`make package`): the one-folder executable, its archive and the .deb.

The first test to need it builds the package with `make package` into a temporary folder
(about a minute and a half on two cores; PyInstaller comes from the `package` extra), unless
ACQUIRE_QT_DIST names a folder already built (`make package-test` does that). The built
program then runs from a fresh folder with an environment that knows nothing of Python or of
this project: no .venv on the PATH, a HOME of its own, and the current directory elsewhere.
Deselect these tests with `-m "not package"`.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from acquire_qt import __version__
from acquire_qt.build import build_description
from acquire_qt.engine import load_record

# Under pytest-xdist (make test) these are one unit of work, run by one worker, which builds the
# package once: see pytest_xdist_make_scheduler in tests/conftest.py.
pytestmark = pytest.mark.package

ROOT = Path(__file__).resolve().parents[1]
# packaging/build.py, the recipe: the names of what it builds.
_spec = importlib.util.spec_from_file_location("package_recipe", ROOT / "packaging" / "build.py")
assert _spec is not None and _spec.loader is not None
recipe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(recipe)

ARCHIVE_LIMIT_MB = 45
# What the folder may carry of Qt: the libraries the game loads and the plugins it may need.
QT_LIBS = {
    "libQt6Core.so.6",
    "libQt6Gui.so.6",
    "libQt6Widgets.so.6",
    "libQt6DBus.so.6",
    "libQt6Network.so.6",  # network play
    "libQt6Svg.so.6",
    "libQt6Multimedia.so.6",  # sound cues
    "libQt6Concurrent.so.6",  # linked by QtMultimedia
    "libQt6XcbQpa.so.6",
    "libQt6WaylandClient.so.6",
}
PLATFORMS = {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("ACQUIRE_QT_DIST")
    if given:
        folder = (ROOT / given).resolve()
        if not (folder / recipe.archive_name(__version__)).exists():
            pytest.fail(f"ACQUIRE_QT_DIST={given} holds no build: run make package")
        return folder
    work = tmp_path_factory.mktemp("package")
    done = subprocess.run(
        ["make", "--no-print-directory", "package",
         f"PACKAGE_DIST={work / 'dist'}", f"PACKAGE_BUILD={work / 'build'}"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return work / "dist"


def bare_environment(home: Path) -> dict[str, str]:
    """A person's session without this project: no .venv, no PYTHON*, offscreen for the test."""
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }


@pytest.fixture(scope="module")
def unpacked(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive unpacked in a fresh folder: the `acquire-qt` executable in it."""
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(dist / recipe.archive_name(__version__)) as tar:
        tar.extractall(where, filter="tar")
    return where / "acquire-qt" / "acquire-qt"


def run(
    program: Path, *args: str, home: Path, timeout: float = 240
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(program), *args], cwd=home, env=bare_environment(home),
        capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip


def test_the_archive_is_small_enough_and_holds_one_folder(dist: Path) -> None:
    archive = dist / recipe.archive_name(__version__)
    assert archive.stat().st_size <= ARCHIVE_LIMIT_MB * 1_000_000
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        assert {name.split("/")[0] for name in names} == {"acquire-qt"}
        program = tar.getmember("acquire-qt/acquire-qt")
        assert program.isfile() and program.mode & 0o111
        assert "acquire-qt/acquire-qt.desktop" in names
        assert "acquire-qt/acquire-qt.svg" in names


def test_the_folder_is_slim(dist: Path) -> None:
    internal = dist / "acquire-qt" / "_internal"
    qt = internal / "PySide6" / "Qt"
    assert {path.name for path in (qt / "lib").glob("libQt6*")} == QT_LIBS
    assert {path.name for path in (qt / "plugins" / "platforms").iterdir()} == PLATFORMS
    # Qt's own words only in the languages the game ships (docs/translations.md).
    shipped = {
        path.name.removeprefix("acquire_qt_")
        for path in (internal / "acquire_qt" / "resources" / "translations").glob("*.qm")
    }
    assert "de.qm" in shipped
    assert {path.name for path in (qt / "translations").iterdir()} == {
        f"qtbase_{name}" for name in shipped
    }
    assert not (qt / "qml").exists()
    # QSoundEffect needs no media backend: no FFmpeg plugin, nor FFmpeg's libraries.
    assert not (qt / "plugins" / "multimedia").exists()
    assert not [path for path in internal.rglob("libav*") if path.exists()]  # links dangle
    modules = {path.name.split(".")[0] for path in (internal / "PySide6").glob("Qt*.so")}
    # QtNetwork for network play, QtSvg for the charts exported as SVG drawings,
    # QtMultimedia for the sound cues.
    assert modules == {"QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtSvg", "QtMultimedia"}
    resources = internal / "acquire_qt" / "resources"
    assert (resources / "acquire-qt.svg").is_file()
    assert {path.name for path in (resources / "sounds").iterdir()} == {
        "your-turn.wav",
        "merger.wav",
        "game-over.wav",
    }


def test_the_unpacked_program_prints_its_version(unpacked: Path, tmp_path: Path) -> None:
    done = run(unpacked, "--version", home=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == f"acquire-qt {__version__} ({build_description()})"


def test_the_unpacked_program_plays_an_ai_game_to_the_end(unpacked: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    done = run(
        unpacked, "--autoplay", "4", "--pace", "0", "--exit-when-done",
        "--data-dir", str(data), "--timeout", "200", home=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    record = (data / "autosave.acquire.json").read_text(encoding="utf-8")
    assert load_record(record).over
    assert "qt.svg" not in done.stderr  # the window's icon was found in the package


def test_the_unpacked_program_shows_its_window_and_keeps_its_settings(
    unpacked: Path, tmp_path: Path
) -> None:
    done = run(unpacked, "--exit-after-show", home=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["shown"]
    assert (tmp_path / ".config" / "acquire-qt" / "acquire-qt.ini").is_file()


def test_the_desktop_file() -> None:
    entry = (ROOT / "packaging" / "acquire-qt.desktop").read_text(encoding="utf-8")
    lines = set(entry.splitlines())
    assert {"Type=Application", "Exec=acquire-qt %f", "Icon=acquire-qt"} <= lines
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(ROOT / "packaging" / "acquire-qt.desktop")]
        )
        assert check.returncode == 0


@pytest.fixture(scope="module")
def deb(dist: Path) -> Path:
    path = dist / recipe.deb_name(__version__)
    if not path.exists():
        pytest.skip("no .deb was built (no dpkg-deb on this machine)")
    return path


def test_the_deb_installs_in_opt_with_a_launcher_a_desktop_file_and_icons(deb: Path) -> None:
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    paths = {line.split()[5] for line in listing.splitlines()}
    assert "./opt/acquire-qt/acquire-qt" in paths
    assert "./usr/share/applications/acquire-qt.desktop" in paths
    assert "./usr/share/icons/hicolor/scalable/apps/acquire-qt.svg" in paths
    for size in recipe.ICON_SIZES:
        assert f"./usr/share/icons/hicolor/{size}x{size}/apps/acquire-qt.png" in paths
    assert "./usr/bin/acquire-qt -> /opt/acquire-qt/acquire-qt" in listing
    # The X11 add-on libraries come from Debian's packages, not from the folder.
    assert not [path for path in paths if "/_internal/libxcb-" in path]


def test_the_deb_depends_on_the_system_libraries_qt_needs(deb: Path) -> None:
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Architecture", "Depends"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert f"Package: acquire-qt\nVersion: {__version__}\nArchitecture: amd64\n" in fields
    depends = {part.split()[0] for part in fields.split("Depends:")[1].split(",")}
    for package in (
        "libc6", "libstdc++6", "libglib2.0-0", "libfontconfig1", "libfreetype6", "libegl1",
        "libgl1", "libx11-6", "libxcb1", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0",
        "libxcb-keysyms1", "libxcb-render-util0", "libxkbcommon0", "libxkbcommon-x11-0",
        "libdbus-1-3", "libwayland-client0", "libpulse0",  # libpulse0: the sound cues
    ):  # fmt: skip
        assert package in depends


def test_the_deb_program_plays_an_ai_game(deb: Path, tmp_path: Path) -> None:
    tree = tmp_path / "root"
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(tree)], check=True)
    program = tree / "opt" / "acquire-qt" / "acquire-qt"
    version = run(program, "--version", home=tmp_path).stdout.strip()
    assert version == f"acquire-qt {__version__} ({build_description()})"
    done = run(
        program, "--autoplay", "3", "--pace", "0", "--exit-when-done", "--timeout", "200",
        home=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
