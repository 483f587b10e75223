"""The window's files: new game, open, save, save as, recent games, export and resuming.

:class:`GameFiles` asks the player (file dialogs, the resume question) and hands the
rest to the controller and its storage; it remembers recently used files in the
settings and fills the "Recent games" menu from them and from the finished games the
storage keeps (:meth:`~acquire_qt.storage.Storage.list_finished`). A finished game,
whether opened from a file or from that menu, is reviewed (``review_requested``) and
the running game stays as it is; a game that ends is kept among the finished games, and
any game's deal may be played again (:meth:`GameFiles.play_again`).
Export writes the game's record (the save format, atomically) or a chart as an image.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QRect, QUrl, Signal, Slot
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from acquire_qt.controller import GameController, GameSetup
from acquire_qt.dialogs import NewGameDialog, PlayOnDialog
from acquire_qt.engine import Game
from acquire_qt.presentation.money import format_moment
from acquire_qt.session.deals import deal_of
from acquire_qt.settings import (
    RECENT_FILES,
    RECENT_LIMIT,
    Settings,
    refuse_python_objects_from_qt,
)
from acquire_qt.storage import SUFFIX, SaveFileError, Storage

from .keeper import GameKeeper
from .start_page import deal_setup

FINISHED_IN_MENU = 10
"""Finished games the "Recent games" menu lists (the folder keeps more)."""


def write_image(widget: QWidget, path: Path) -> bool:
    """Draw ``widget`` at its size into ``path``: an SVG drawing if the name ends in
    ``.svg``, else a PNG image; whether it was written."""
    widget.ensurePolished()
    if path.suffix.lower() != ".svg":
        return bool(widget.grab().save(str(path), "PNG"))
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(widget.size())
    generator.setViewBox(QRect(QPoint(0, 0), widget.size()))
    generator.setTitle(widget.accessibleName())
    painter = QPainter()
    if not painter.begin(generator):
        return False
    widget.render(painter, QPoint())
    return painter.end() and path.is_file()


class GameFiles(QObject):
    """File handling for ``window``: dialogs, recent games (``settings``), finished games,
    export and resuming.

    Signals:
        review_requested(object, str): a finished game (a ``Game``) was opened from this
            file: the window reviews it.
    """

    review_requested = Signal(object, str)

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        settings: Settings,
        recent_menu: QMenu,
        keeper: GameKeeper,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        refuse_python_objects_from_qt()  # the file dialogs read Qt's own settings
        self.window = window
        self.keeper = keeper
        self.controller = controller
        self.settings = settings
        self.recent_menu = recent_menu
        self._started_over = False
        """Whether the controller's game was already over when it started (a loaded one)."""
        self._finished_path: Path | None = None
        """Where the controller's game was kept when it ended (an undo may end it again)."""
        recent_menu.aboutToShow.connect(self._fill_recent)
        controller.saved.connect(self._saved)
        controller.game_started.connect(self._game_started)

    @Slot()
    def _game_started(self) -> None:
        game = self.controller.game
        self._started_over = game is not None and game.over
        self._finished_path = None

    @Slot()
    def new_game(self) -> None:
        """Game → New game…: the new-game dialog, then the game (after asking what becomes
        of an unfinished one)."""
        setup = NewGameDialog.ask(self.window)
        if setup is not None:
            self.replace_with(setup)

    def replace_with(self, setup: GameSetup) -> None:
        """Start ``setup``'s game in place of the one on the table, if the player lets an
        unfinished one go (:meth:`~.keeper.GameKeeper.may_replace`)."""
        if self.keeper.may_replace():
            self.start(setup)

    def start(self, setup: GameSetup) -> None:
        self.controller.new_game(setup)

    @Slot(object, str)
    def play_on(self, game: Game, source: str) -> None:
        """Review's "Play on from here": ask who plays each seat, then what becomes of an
        unfinished game on the table (as every new game does), then play a new game in
        ``game``'s position, branched from the file ``source`` (empty: none), saved as a
        game of its own."""
        players, seats, turn = game.players, game.controllers, game.state.turn_number
        chosen = PlayOnDialog.ask(players, seats, turn, self.window)
        if chosen is None or not self.keeper.may_replace():
            return
        self.controller.play_on(game.branch(chosen, source or None))

    def play_again(self, game: Game) -> None:
        """A new game of ``game``'s deal (the same rules, seats and seed: the same tiles in
        the same order), its players named as in it, in place of the one on the table if
        the player lets an unfinished one go."""
        try:
            setup = deal_setup(deal_of(game), game.players)
        except ValueError as error:
            QMessageBox.warning(
                self.window,
                self.tr("Acquire"),
                self.tr("This game's deal cannot be played again: {reason}.").format(reason=error),
            )
            return
        self.replace_with(setup)

    @Slot(str)
    def play_again_from(self, path: str) -> None:
        """Play the deal of the game saved in ``path`` again (:meth:`play_again`)."""
        game = self.controller.read(path)
        if game is not None:
            self.play_again(game)

    @Slot()
    def open_file(self) -> None:
        """Ask for a save file (saved games, or finished ones to review) and open it."""
        storage = self.controller.storage
        dialog = QFileDialog(
            self.window,
            self.tr("Open a saved game"),
            str(storage.saves),
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        places = [storage.saves, storage.finished]
        dialog.setSidebarUrls(
            [*dialog.sidebarUrls(), *(QUrl.fromLocalFile(str(p)) for p in places if p.is_dir())]
        )
        if dialog.exec() and dialog.selectedFiles():
            self.open_chosen(dialog.selectedFiles()[0])
        dialog.deleteLater()

    @Slot(str)
    def open_chosen(self, path: str) -> bool:
        """Open the save file the player chose: a finished game is reviewed at once; a game
        to play on replaces the one on the table if the player lets an unfinished one go."""
        return self._open(path, ask=True)

    def open_path(self, path: str) -> bool:
        """Open a save file: a game to play on replaces the running one; a finished game
        is reviewed (``review_requested``) and the running one stays."""
        return self._open(path, ask=False)

    def _open(self, path: str, *, ask: bool) -> bool:
        """Review ``path``'s finished game, or play on its game in place of the running
        one, after asking what becomes of an unfinished one (``ask``)."""
        described = Storage.describe(Path(path))
        if described is not None and described.over:
            game = self.controller.read(path)
            if game is None:
                return False
            if Path(path).parent != self.controller.storage.finished:
                self.remember_recent(path)
            self.review_requested.emit(game, path)
            return True
        if ask and not self.keeper.may_replace():
            return False
        if self.controller.open(path):
            self.remember_recent(path)
            return True
        return False

    @property
    def finished_path(self) -> Path | None:
        """Where the running game was kept when it ended (None while it goes on)."""
        return self._finished_path

    def keep_finished(self) -> None:
        """The running game has just ended: keep it among the finished games (once per
        game; a game ended again after an undo replaces its copy), then remove the
        autosave. If it cannot be kept (a full disk), the autosave stays, so the game is
        still on disk, and the player is told."""
        game = self.controller.game
        storage = self.controller.storage
        if game is not None and game.over and not self._started_over:
            try:
                if self._finished_path is None:
                    self._finished_path = storage.save_finished(game)
                else:
                    storage.save(game, self._finished_path)
            except SaveFileError as error:
                QMessageBox.warning(
                    self.window,
                    self.tr("Acquire"),
                    self.tr(
                        "The finished game could not be kept among the finished games: "
                        "{error} The autosave {path} is left as it is; Game → Save as… "
                        "may still save the game elsewhere."
                    ).format(error=error, path=storage.autosave_path),
                )
                return
        self.controller.discard_autosave()

    def export_record(self, game: Game) -> None:
        """Ask where, then write ``game``'s record there (JSON, as saves are)."""
        suggestion = self.controller.storage.new_save_path(game).name
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export the game record"),
            str(Path.home() / suggestion),
            self.tr("Acquire game records (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            self.write_record(game, Path(path if path.endswith(".json") else path + SUFFIX))

    def write_record(self, game: Game, path: Path) -> bool:
        """Write ``game``'s record to ``path`` atomically; a failure is shown to the player."""
        try:
            self.controller.storage.save(game, path)
        except SaveFileError as error:
            QMessageBox.warning(self.window, self.tr("Acquire"), str(error))
            return False
        self.window.statusBar().showMessage(self.tr("Exported to {path}").format(path=path), 5_000)
        return True

    def export_image(self, title: str, name: str, chart: QWidget) -> None:
        """Ask where, then draw ``chart`` there (:func:`write_image`: a PNG image or an SVG
        drawing by the name's ending, or the file type chosen)."""
        png_type, svg_type = self.tr("PNG image (*.png)"), self.tr("SVG drawing (*.svg)")
        path, chosen = QFileDialog.getSaveFileName(
            self.window, title, str(Path.home() / name), f"{png_type};;{svg_type}"
        )
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() not in (".png", ".svg"):
            target = target.with_name(target.name + (".svg" if chosen == svg_type else ".png"))
        if not write_image(chart, target):
            QMessageBox.warning(
                self.window,
                self.tr("Acquire"),
                self.tr("The chart could not be written to {path}.").format(path=target),
            )
            return
        self.window.statusBar().showMessage(
            self.tr("Exported to {path}").format(path=target), 5_000
        )

    @Slot()
    def save(self) -> None:
        if self.controller.game is not None:
            self.controller.save()

    @Slot()
    def save_as(self) -> None:
        game = self.controller.game
        if game is None:
            return
        suggestion = str(self.controller.save_path or self.controller.storage.new_save_path(game))
        self.controller.storage.saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save the game as"),
            suggestion,
            self.tr("Acquire games (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            if not path.endswith(SUFFIX):
                path += SUFFIX
            self.controller.save(path)

    def recent_files(self) -> list[str]:
        recent: tuple[str, ...] = self.settings.get(RECENT_FILES)
        return list(recent)

    def remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.set(RECENT_FILES, tuple(recent[:RECENT_LIMIT]))

    @Slot()
    def _fill_recent(self) -> None:
        """Recently saved or opened games, then the last finished games (to review)."""
        menu = self.recent_menu
        menu.clear()
        menu.setToolTipsVisible(True)
        recent = [p for p in self.recent_files() if Path(p).exists()]
        finished = self.controller.storage.list_finished(FINISHED_IN_MENU)
        if not recent and not finished:
            menu.addAction(self.tr("(none)")).setEnabled(False)
        for path in recent:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_chosen(p))
        if finished:
            menu.addSection(self.tr("Finished games (to review)"))
        for game in finished:
            label = self.tr("{names} — {when}").format(
                names=", ".join(game.players), when=format_moment(game.modified)
            )
            action = menu.addAction(label)
            action.setToolTip(str(game.path))
            path = str(game.path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))

    @Slot(str)
    def _saved(self, path: str) -> None:
        if Path(path) != self.controller.storage.autosave_path:
            self.remember_recent(path)
            self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5_000)
