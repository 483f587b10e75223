"""Build the packaged game: the one-folder executable, its archive and a .deb (`make package`).

    python packaging/build.py [--dist DIR] [--build DIR] [--no-deb]

1. installs the project, as `pip install .` would, into BUILD/stage (with the engine and AI
   that the editable install compiled, when they are current: see install_stage);
2. runs PyInstaller on packaging/acquire-qt.spec: DIST/acquire-qt/ (the executable
   `acquire-qt` and its `_internal/` folder);
3. packs it as DIST/acquire-qt-VERSION-linux-x86_64.tar.xz (one folder `acquire-qt/`);
4. where dpkg-deb exists, builds DIST/acquire-qt_VERSION_amd64.deb: the folder in
   /opt/acquire-qt, the launcher /usr/bin/acquire-qt, the desktop file and the icons, and as
   Depends the Debian packages of every system library the folder links.

Needs the `package` extra (PyInstaller, and PySide6-Addons for QtMultimedia: the sound
cues), objdump and strip (binutils, which PyInstaller needs too) and, for the .deb, dpkg-deb.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "packaging"
NAME = "acquire-qt"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
DESCRIPTION = """\
Acquire, the board game of hotel chains, stock and mergers
 Sid Sackson's board game Acquire on the desktop: the complete rules of classic
 Acquire with house rules as options, hot-seat play for several people at one
 computer, AI opponents at three levels, and save and resume."""


def version() -> str:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(config["project"]["version"])


def archive_name(ver: str) -> str:
    return f"{NAME}-{ver}-linux-x86_64.tar.xz"


def deb_name(ver: str) -> str:
    return f"{NAME}_{ver}_amd64.deb"


STARTED = time.perf_counter()


def log(message: str) -> None:
    print(f"[{time.perf_counter() - STARTED:4.0f} s] {message}", flush=True)


def run(*command: str | Path, quiet: bool = False, **kwargs: object) -> None:
    """Run `command`; with `quiet`, show its output only if it fails."""
    log("+ " + " ".join(str(part) for part in command))
    if quiet:
        kwargs.update(stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    done = subprocess.run([str(part) for part in command], **kwargs)  # type: ignore[call-overload]
    if done.returncode != 0:
        if quiet:
            print(done.stdout, file=sys.stderr)
        raise SystemExit(f"build.py: {command[0]} failed with exit code {done.returncode}")


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink()) / 1e6


# -- 1 and 2: the one-folder build ------------------------------------------------------------


def _compiled_build_module() -> ModuleType:
    """acquire_qt/build.py on its own, as setup.py loads it (not the package's __init__)."""
    spec = importlib.util.spec_from_file_location("acquire_qt_build", ROOT / "acquire_qt/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def reusable_compiled_build() -> list[Path]:
    """What the editable install (`make`) compiled into the source tree, if it is the build of
    the sources as they are, for this Python: mypyc's shared library, the compiled modules
    and the digests of their sources. None when the build is pure or stale."""
    compiled = _compiled_build_module()
    package = ROOT / "acquire_qt"
    digests = package / compiled.DIGESTS_FILE
    if compiled.pure_python_forced() or not digests.is_file():
        return []
    if json.loads(digests.read_text(encoding="utf-8")) != compiled.source_digests(package):
        return []
    suffix = EXTENSION_SUFFIXES[0]  # this Python's, e.g. .cpython-311-x86_64-linux-gnu.so
    shared = sorted(ROOT.glob(f"acquire_qt_native__mypyc{suffix}"))
    modules = sorted(
        path for name in compiled.COMPILED_PACKAGES for path in (package / name).glob(f"*{suffix}")
    )
    return [*shared, *modules, digests] if shared and modules else []


def install_stage(stage: Path) -> None:
    """The project into `stage` as `pip install .` installs it. setup.py would compile the
    engine and AI with mypyc again (a minute of CPU) to the same result as the editable
    install: when that build is current, pip installs the pure build and the compiled
    modules are copied in beside their sources, where pip would have put them."""
    shutil.rmtree(stage, ignore_errors=True)
    reused = reusable_compiled_build()
    env = dict(os.environ, **({"ACQUIRE_QT_PURE_PYTHON": "1"} if reused else {}))
    pip = (sys.executable, "-m", "pip", "install", "--no-deps", "--target", stage, ROOT)
    run(*pip, quiet=True, env=env)
    for path in reused:
        shutil.copy2(path, stage / path.relative_to(ROOT))
    if reused:
        log(f"reused the {len(reused) - 1} compiled files of the editable install")


def build_folder(dist: Path, build: Path) -> Path:
    stage = build / "stage"
    install_stage(stage)
    run(
        sys.executable, "-m", "PyInstaller", HERE / f"{NAME}.spec",
        "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", dist, "--workpath", build / "pyinstaller",
        env=dict(os.environ, ACQUIRE_QT_STAGE=str(stage)),
    )  # fmt: skip
    folder = dist / NAME
    shutil.copy2(HERE / f"{NAME}.desktop", folder / f"{NAME}.desktop")
    shutil.copy2(ROOT / "resources" / f"{NAME}.svg", folder / f"{NAME}.svg")
    shutil.copy2(HERE / "copyright", folder / "LICENSES.txt")
    return folder


# -- 3: the archive ---------------------------------------------------------------------------


def _normalized(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    info.mtime = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    return info


def build_archive(folder: Path, target: Path) -> None:
    """A .tar.xz of `folder` (as `acquire-qt/`), owned by root, in a stable order."""
    target.unlink(missing_ok=True)
    partial = target.with_suffix(".partial")
    with tarfile.open(partial, "w:xz", preset=6) as tar:
        for path in [folder, *sorted(folder.rglob("*"))]:
            arcname = Path(NAME) / path.relative_to(folder)
            tar.add(path, arcname=str(arcname), recursive=False, filter=_normalized)
    partial.rename(target)


# -- 4: the .deb ------------------------------------------------------------------------------


# The system libraries the folder carries for machines that lack them (the X11 add-on libraries,
# see the spec): the .deb leaves them out and depends on Debian's packages of them instead.
def carried_system_library(path: Path) -> bool:
    name = path.name
    return path.parent.name == "_internal" and (
        (name.startswith("libxcb-") and name != "libxcb.so.1")
        or name.startswith("libxkbcommon-x11")
    )


def elf_files(tree: Path) -> list[Path]:
    found = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed_libraries(elf: Path) -> list[str]:
    dump = subprocess.run(["objdump", "-p", str(elf)], capture_output=True, text=True, check=True)
    return re.findall(r"^\s*NEEDED\s+(\S+)", dump.stdout, re.MULTILINE)


def glibc_required(elf: Path) -> tuple[int, ...]:
    dump = subprocess.run(["objdump", "-T", str(elf)], capture_output=True, text=True, check=True)
    versions = {
        tuple(int(n) for n in v.split("."))
        for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", dump.stdout)
    }
    return max(versions, default=(2, 17))


# Debian's package of each system library the folder may link. A soname missing here stops the
# build: a new Qt may link something new, and the .deb must depend on it.
DEBIAN_PACKAGES = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libpthread.so.0": "libc6",
    "libdl.so.2": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libffi.so.8": "libffi8",  # _ctypes (session/ai_process.py)
    "libresolv.so.2": "libc6",  # QtNetwork (network play)
    "libbrotlicommon.so.1": "libbrotli1",  # QtNetwork
    "libbrotlidec.so.1": "libbrotli1",  # QtNetwork
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",  # QtNetwork
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libpulse.so.0": "libpulse0",  # QtMultimedia (the sound cues)
}


def system_libraries(tree: Path) -> set[str]:
    """The sonames that the ELF files under `tree` link and that `tree` does not hold."""
    inside = {path.name for path in tree.rglob("*")}
    return {name for elf in elf_files(tree) for name in needed_libraries(elf)} - inside


def depends(tree: Path) -> list[str]:
    """Debian's packages of the system libraries that the ELF files under `tree` link."""
    wanted = system_libraries(tree)
    unknown = sorted(wanted - DEBIAN_PACKAGES.keys())
    if unknown:
        raise SystemExit(f"build.py: add the Debian packages of {', '.join(unknown)}")
    packages = {DEBIAN_PACKAGES[name] for name in wanted} - {"libc6"}
    glibc = max(glibc_required(elf) for elf in elf_files(tree))
    return [f"libc6 (>= {'.'.join(map(str, glibc))})", *sorted(packages)]


def build_deb(folder: Path, target: Path, build: Path, ver: str) -> list[str]:
    root = build / "deb" / f"{NAME}_{ver}_amd64"
    shutil.rmtree(root, ignore_errors=True)
    opt = root / "opt" / NAME
    shutil.copytree(folder, opt, symlinks=True, ignore=lambda d, names: [
        n for n in names if carried_system_library(Path(d) / n)
    ])  # fmt: skip
    for extra in (f"{NAME}.desktop", f"{NAME}.svg", "LICENSES.txt"):  # in /usr/share instead
        (opt / extra).unlink()
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    applications = root / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(HERE / f"{NAME}.desktop", applications / f"{NAME}.desktop")
    icons = root / "usr" / "share" / "icons" / "hicolor"
    for px in ICON_SIZES:
        (icons / f"{px}x{px}" / "apps").mkdir(parents=True)
        shutil.copy2(ROOT / "resources" / f"{NAME}-{px}.png", icons / f"{px}x{px}/apps/{NAME}.png")
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / f"{NAME}.svg", icons / "scalable/apps" / f"{NAME}.svg")
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    shutil.copy2(HERE / "copyright", doc / "copyright")

    requires = depends(root)
    installed_kb = int(size_mb(root) * 1e6 / 1024)
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: {NAME}\n"
        f"Version: {ver}\n"
        "Architecture: amd64\n"
        "Section: games\n"
        "Priority: optional\n"
        "Maintainer: acquire-qt developers <acquire-qt@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {', '.join(requires)}\n"
        "Recommends: fonts-dejavu-core | fonts-liberation2 | fonts-noto-core\n"
        f"Description: {DESCRIPTION}\n",
        encoding="utf-8",
    )
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or (os.access(path, os.X_OK) and ".so" not in path.name)
            path.chmod(0o755 if executable else 0o644)
    target.unlink(missing_ok=True)
    run(
        "dpkg-deb", "--root-owner-group", "-Zxz", "--build", root, target, stdout=subprocess.DEVNULL
    )
    return requires


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--build", type=Path, default=ROOT / "build" / "package", help="work")
    parser.add_argument("--no-deb", action="store_true", help="skip the .deb")
    args = parser.parse_args(argv)
    dist, build = args.dist.resolve(), args.build.resolve()
    ver = version()

    folder = build_folder(dist, build)
    files = sum(1 for _ in folder.rglob("*"))
    log(f"{folder}: {size_mb(folder):.1f} MB in {files} files")
    archive = dist / archive_name(ver)
    build_archive(folder, archive)
    log(f"{archive}: {size_mb(archive):.1f} MB")
    if args.no_deb:
        pass
    elif shutil.which("dpkg-deb"):
        deb = dist / deb_name(ver)
        requires = build_deb(folder, deb, build, ver)
        log(f"{deb}: {size_mb(deb):.1f} MB; Depends: {', '.join(requires)}")
    else:
        log("no dpkg-deb here, so no .deb")
    log("built")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
