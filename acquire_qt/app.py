"""Application entry point: command line, QApplication, settings, and the main window.

``acquire-qt`` (or ``python -m acquire_qt``) starts the game. ``--autoplay N`` plays an
all-AI game of N seats through the real window (a demo, and a smoke test for CI and
for the packaged build); it keeps its saves in a temporary folder unless
``--data-dir`` is given, so it never touches a player's games. ``--rules`` and
``--rules-option KEY=VALUE`` choose the rule set of that game and its options.
"""

from __future__ import annotations

import argparse
import gc
import multiprocessing
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from acquire_qt import __version__
from acquire_qt.build import build_description
from acquire_qt.occupant import AI_LEVELS, Occupant
from acquire_qt.session.rule_sets import RULE_SETS, options_help, rules_from_options

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

APP_NAME = "acquire-qt"
LEVELS = tuple(level.value for level in AI_LEVELS)
ICON_SIZES = (16, 32, 48, 64, 128, 256)
AUTOPLAY_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="acquire-qt", description="Acquire, the board game.")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument(
        "--version", action="version", version=f"acquire-qt {__version__} ({build_description()})"
    )
    parser.add_argument("--autoplay", type=int, metavar="N", help="play an all-AI game of N seats")
    parser.add_argument(
        "--levels",
        default=Occupant.MEDIUM.value,
        help="AI levels for --autoplay, comma-separated, repeated over the seats",
    )
    parser.add_argument("--seed", type=int, help="the tile bag's seed for --autoplay")
    parser.add_argument(
        "--rules",
        choices=list(RULE_SETS),
        default="classic",
        help="the rule set for --autoplay (default classic)",
    )
    parser.add_argument(
        "--rules-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the rule set for --autoplay, repeatable; "
        + options_help().replace("%", "%%"),
    )
    parser.add_argument("--pace", type=int, metavar="MS", help="milliseconds per AI decision")
    parser.add_argument("--exit-when-done", action="store_true", help="quit when the game ends")
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="save the final window")
    parser.add_argument("--timeout", type=float, metavar="S", help="give up (exit 2) after S s")
    parser.add_argument("--size", default="", metavar="WxH", help="window size, e.g. 1600x1000")
    parser.add_argument("--data-dir", type=Path, help="where saves and settings live")
    parser.add_argument(
        "--exit-after-show",
        action="store_true",
        help="print 'shown' and quit once the window is first painted (start-up benchmarks)",
    )
    args = parser.parse_args(list(argv))
    if args.autoplay is not None and not 2 <= args.autoplay <= 6:
        parser.error("--autoplay takes 2 to 6 seats")
    args.game_rules = None
    if args.autoplay is None and (args.rules != "classic" or args.rules_option):
        parser.error("--rules and --rules-option choose the rules of an --autoplay game")
    if args.autoplay is not None:
        try:
            args.game_rules = rules_from_options(args.rules, args.rules_option)
        except ValueError as error:
            parser.error(str(error))
        low, high = args.game_rules.min_players, args.game_rules.max_players
        if not low <= args.autoplay <= high:
            seats = f"{low}" if low == high else f"{low} to {high}"
            parser.error(f"--autoplay takes {seats} seats with these rules")
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    if not levels or any(level not in LEVELS for level in levels):
        parser.error(f"--levels takes {', '.join(LEVELS)}")
    args.levels = levels
    return args


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the AI process of a packaged (frozen) build
    args = parse_args(sys.argv[1:] if argv is None else argv)

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from acquire_qt.controller import GameController, GameSetup
    from acquire_qt.presentation.language import apply_language
    from acquire_qt.resources import resource_path
    from acquire_qt.settings import (
        LANGUAGE,
        Settings,
        default_path,
        refuse_python_objects_from_qt,
    )
    from acquire_qt.storage import Storage
    from acquire_qt.views.main_window import MainWindow

    # Before Qt or a plugin reads any settings: what they read is data, never code.
    refuse_python_objects_from_qt()
    paint_on_one_thread()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Acquire")
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # The desktop file (packaging/acquire-qt.desktop) names the window's icon on Wayland.
    app.setDesktopFileName(APP_NAME)
    icon = QIcon(str(resource_path("acquire-qt.svg")))
    if icon.isNull():  # no SVG icon engine (a build without QtSvg): the PNG sizes
        for size in ICON_SIZES:
            icon.addFile(str(resource_path(f"acquire-qt-{size}.png")))
    app.setWindowIcon(icon)

    data_dir = args.data_dir
    if data_dir is None and args.autoplay is not None:
        data_dir = Path(tempfile.mkdtemp(prefix="acquire-qt-autoplay-"))
    if data_dir is not None:
        settings = Settings(data_dir / "settings.ini")
        storage = Storage(data_dir)
    else:
        settings = Settings(default_path())
        storage = Storage()

    # The chosen language's translators before any widget is made (Preferences changes it).
    apply_language(settings.get(LANGUAGE))
    controller = GameController(storage)
    window = MainWindow(controller, settings)
    from acquire_qt.views.client_window import install_join_action

    install_join_action(window, storage, settings)
    if args.size:
        width, _, height = args.size.lower().partition("x")
        window.setWindowState(Qt.WindowState.WindowNoState)  # not maximized: this size
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

    def shown() -> None:
        print("shown", flush=True)
        app.quit()

    window.show()
    set_aside_start_up_objects()
    if args.exit_after_show:
        watch_first_paint(window, shown)
    if args.autoplay is not None:
        window.setProperty("autoplay", True)
        controller.error.connect(failed)
        controller.game_over.connect(lambda _standings: QTimer.singleShot(200, lambda: finish(0)))
        controllers = tuple(args.levels[seat % len(args.levels)] for seat in range(args.autoplay))
        names = AUTOPLAY_NAMES[: args.autoplay]
        setup = GameSetup(names, controllers, args.game_rules, args.seed)
        QTimer.singleShot(0, lambda: controller.new_game(setup))
    elif args.file:
        QTimer.singleShot(0, lambda: window.open_path(args.file))
    else:
        QTimer.singleShot(0, window.offer_resume)
    if args.timeout is not None:
        QTimer.singleShot(int(args.timeout * 1000), lambda: failed("timed out"))
    app.exec()
    return exit_code


def paint_on_one_thread() -> None:
    """Keep Qt's painting on the GUI thread (before the QApplication is made).

    Qt's raster engine hands every larger fill or image draw to a pool of threads and waits
    for them. This window's drawings are small (tiles, cards, parts of the board), and a
    native profile of the GUI benchmark found a quarter of the painting time in waking
    those threads and waiting for them. Set ``QT_NO_GUI_THREADPOOL`` beforehand to
    choose otherwise (Qt reads whether it is set, not its value).
    """
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def set_aside_start_up_objects() -> None:
    """Keep Python's cycle collector out of the frames after a player's decisions.

    A full collection walks every object the collector tracks. Once the window is up that
    is about 55,000 objects (modules, classes, functions, Qt's enums, the window's
    wrappers): about 20 ms, run whenever enough allocations had piled up, so often in the
    frame after a click (the GUI benchmark's slowest answers). Those objects live as long
    as the program: they are collected once here and frozen (``gc.freeze``), and later full
    collections walk only what was made since (about 1 ms in the benchmark).
    """
    gc.collect()
    gc.freeze()


def watch_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once, right after ``widget`` is first painted (start-up benchmarks)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, then)  # after the rest of this frame is painted
            return False

    widget.installEventFilter(FirstPaint(widget))
