"""Application entry point: command line, QApplication, settings, and the main window.

``acquire-qt`` (or ``python -m acquire_qt``) starts the game. ``--autoplay N`` plays an
all-AI game of N seats through the real window (a demo, and a smoke test for CI and
for the packaged build); it keeps its saves in a temporary folder unless
``--data-dir`` is given, so it never touches a player's games.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from acquire_qt import __version__

APP_NAME = "acquire-qt"
LEVELS = ("easy", "medium", "hard")
AUTOPLAY_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="acquire-qt", description="Acquire, the board game.")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--version", action="version", version=f"acquire-qt {__version__}")
    parser.add_argument("--autoplay", type=int, metavar="N", help="play an all-AI game of N seats")
    parser.add_argument(
        "--levels",
        default="medium",
        help="AI levels for --autoplay, comma-separated, repeated over the seats",
    )
    parser.add_argument("--seed", type=int, help="the tile bag's seed for --autoplay")
    parser.add_argument("--pace", type=int, metavar="MS", help="milliseconds per AI decision")
    parser.add_argument("--exit-when-done", action="store_true", help="quit when the game ends")
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="save the final window")
    parser.add_argument("--timeout", type=float, metavar="S", help="give up (exit 2) after S s")
    parser.add_argument("--size", default="", metavar="WxH", help="window size, e.g. 1600x1000")
    parser.add_argument("--data-dir", type=Path, help="where saves and settings live")
    args = parser.parse_args(list(argv))
    if args.autoplay is not None and not 2 <= args.autoplay <= 6:
        parser.error("--autoplay takes 2 to 6 seats")
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    if not levels or any(level not in LEVELS for level in levels):
        parser.error(f"--levels takes {', '.join(LEVELS)}")
    args.levels = levels
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from acquire_qt.controller import GameController, GameSetup
    from acquire_qt.engine import Rules
    from acquire_qt.resources import resource_path
    from acquire_qt.storage import Storage
    from acquire_qt.views.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Acquire")
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(QIcon(str(resource_path("acquire-qt.svg"))))

    data_dir = args.data_dir
    if data_dir is None and args.autoplay is not None:
        data_dir = Path(tempfile.mkdtemp(prefix="acquire-qt-autoplay-"))
    if data_dir is not None:
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
        storage = Storage(data_dir)
    else:
        settings = QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, APP_NAME, APP_NAME
        )
        storage = Storage()

    controller = GameController(storage)
    window = MainWindow(controller, settings)
    if args.size:
        width, _, height = args.size.lower().partition("x")
        window.resize(int(width), int(height))
        window.fit_docks()
    if args.pace is not None:
        controller.set_pace(args.pace)
    exit_code = 0

    def finish(code: int) -> None:
        nonlocal exit_code
        exit_code = code
        if args.screenshot is not None:
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(args.screenshot))
        if args.exit_when_done or code != 0:
            window.close()
            app.quit()

    def failed(message: str) -> None:
        print(f"acquire-qt: {message}", file=sys.stderr)
        finish(1)

    window.show()
    if args.autoplay is not None:
        window.setProperty("autoplay", True)
        controller.error.connect(failed)
        controller.game_over.connect(lambda _standings: QTimer.singleShot(200, lambda: finish(0)))
        controllers = tuple(args.levels[seat % len(args.levels)] for seat in range(args.autoplay))
        names = AUTOPLAY_NAMES[: args.autoplay]
        setup = GameSetup(names, controllers, Rules.classic(), args.seed)
        QTimer.singleShot(0, lambda: controller.new_game(setup))
    elif args.file:
        QTimer.singleShot(0, lambda: window.open_path(args.file))
    else:
        QTimer.singleShot(0, window.offer_resume)
    if args.timeout is not None:
        QTimer.singleShot(int(args.timeout * 1000), lambda: failed("timed out"))
    app.exec()
    return exit_code
