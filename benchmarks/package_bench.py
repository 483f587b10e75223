"""The packaged game (`make package`): its sizes, and its start-up time to the first shown window.

    python benchmarks/package_bench.py [--dist dist] [--runs 5]

- sizes: the folder dist/acquire-qt/, the .tar.xz archive and the .deb (target: archive
  at most 45 MB);
- warm start: the built `acquire-qt --exit-after-show` (it prints "shown" once the main
  window's first frame is painted, then quits), from starting the process to reading that
  line, median of --runs runs after one unmeasured run (target: at most 0.5 s);
- cold start, where the page cache may be dropped (root, /proc/sys/vm/drop_caches): the same
  after dropping it, median of 3;
- for comparison, the warm start of `python -m acquire_qt` from the project's .venv.

Runs offscreen, with a HOME of its own (so no saved game is offered for resuming).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from acquire_qt import __version__ as version

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE_TARGET_MB = 45.0
WARM_TARGET_S = 0.5


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink()) / 1e6


def time_to_shown(command: list[str], home: Path) -> float:
    """Seconds from starting `command` to its "shown" line; it must then exit 0."""
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    started = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=home
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    elapsed = time.perf_counter() - started
    if line.strip() != "shown" or process.wait(timeout=60) != 0:
        raise SystemExit(f"{command[0]} did not show its window (said {line!r})")
    return elapsed


def drop_page_cache() -> bool:
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    dist = (ROOT / args.dist).resolve()
    folder = dist / "acquire-qt"
    program = folder / "acquire-qt"
    archive = dist / f"acquire-qt-{version}-linux-x86_64.tar.xz"
    deb = dist / f"acquire-qt_{version}_amd64.deb"
    if not program.exists() or not archive.exists():
        raise SystemExit(f"no build in {dist}: run make package")

    result: dict[str, object] = {
        "folder_mb": round(size_mb(folder), 1),
        "archive_mb": round(size_mb(archive), 1),
        "deb_mb": round(size_mb(deb), 1) if deb.exists() else None,
    }
    with tempfile.TemporaryDirectory() as home:
        command = [str(program), "--exit-after-show"]
        time_to_shown(command, Path(home))  # warm the page cache
        warm = [time_to_shown(command, Path(home)) for _ in range(args.runs)]
        result["warm_start_s"] = round(statistics.median(warm), 3)
        result["warm_runs_s"] = [round(t, 3) for t in warm]
        cold = []
        for _ in range(3):
            if not drop_page_cache():
                break
            cold.append(time_to_shown(command, Path(home)))
        result["cold_start_s"] = round(statistics.median(cold), 3) if cold else None
        source = [sys.executable, "-m", "acquire_qt", "--exit-after-show"]
        time_to_shown(source, Path(home))
        venv = [time_to_shown(source, Path(home)) for _ in range(args.runs)]
        result["venv_warm_start_s"] = round(statistics.median(venv), 3)

    def verdict(ok: bool) -> str:
        return "ok" if ok else "OVER TARGET"

    print(f"package: acquire-qt {version} in {dist}")
    print(f"  folder        {result['folder_mb']:6.1f} MB")
    print(
        f"  archive       {result['archive_mb']:6.1f} MB   (target ≤ {ARCHIVE_TARGET_MB:.0f} MB: "
        f"{verdict(size_mb(archive) <= ARCHIVE_TARGET_MB)})"
    )
    if result["deb_mb"] is not None:
        print(f"  .deb          {result['deb_mb']:6.1f} MB")
    print(
        f"  warm start    {result['warm_start_s']:6.3f} s    median of {args.runs}, "
        f"to the first shown window (target ≤ {WARM_TARGET_S} s: "
        f"{verdict(statistics.median(warm) <= WARM_TARGET_S)})"
    )
    cold_text = (
        f"{result['cold_start_s']:6.3f} s    median of 3, page cache dropped"
        if result["cold_start_s"] is not None
        else "   n/a      (cannot drop the page cache here)"
    )
    print(f"  cold start    {cold_text}")
    print(f"  from .venv    {result['venv_warm_start_s']:6.3f} s    python -m acquire_qt, warm")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
