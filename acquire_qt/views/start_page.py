"""The start page: what the window shows when no game is on the board.

It offers, in this order: Continue (the unfinished autosaved game, named by its players,
rule set and turn), a new game (at once against three AI players, the deal of the day
(:func:`acquire_qt.session.deals.deal_of_the_day`), a hot-seat game of people at this
screen, or the full new-game dialog), Learn to play and the rules, and the saved games
(newest first, named by players, rule set and date, and how far a game went on after it
was saved; a finished one may be played again as the same deal), or any other file;
beside them, the player's record (:class:`acquire_qt.views.player_record.PlayerRecordPanel`).
The page only asks; the window starts, opens and shows (its signals below). Form:
``ui/start_page.ui``.

It is laid out for the room it has (:meth:`StartPage.resizeEvent`): its type grows with the
page beyond 1280×720 (:func:`type_scale`), the board's column is exactly as wide as the
board, which is as large as the page's height and the cards' widths let it be, the cards
take the width left, and the columns stand together in the middle of the page's height,
the cards with a list or chart as tall as the board's column.
"""

from __future__ import annotations

import math
from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QListWidgetItem,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from acquire_qt.controller import GameSetup
from acquire_qt.dialogs import NewGameDialog
from acquire_qt.forms.ui_start_page import Ui_StartPage
from acquire_qt.occupant import Occupant, is_human
from acquire_qt.presentation.money import format_moment
from acquire_qt.session.deals import Deal, deal_of_the_day
from acquire_qt.session.rule_sets import TRANSLATION_CONTEXT, rule_set
from acquire_qt.session.seats import occupant_label
from acquire_qt.storage import SavedGame, Storage, played_on
from acquire_qt.views.player_record import PlayerRecordPanel
from acquire_qt.views.start_art import card_heading, dress_as_table, saved_game, showcase_game

GAMES_SHOWN = 12
"""Saved games listed at most (the list scrolls inside its card; the page never does)."""
HOT_SEAT_PEOPLE = 3
"""The people a hot-seat game starts with in the new-game dialog (they may change it)."""
PathRole = Qt.ItemDataRole.UserRole
"""The file of a listed game (its item's data)."""
FinishedRole = Qt.ItemDataRole.UserRole + 1
"""Whether a listed game is finished (its item's data)."""


PLAY_LINES_WIDE = 23
"""The width the cards of the games to play ask for, in lines of text (wide enough that
their words take few lines: the column is full on a small screen)."""
RECORD_LINES_WIDE = 17
"""The width the player's record asks for (it has a column of its own to grow down). The
width the board leaves over goes to the two columns of cards in proportion to these."""
THUMBNAIL_LINES = 7
"""The height of the Continue card's picture of the game, in lines of text."""
SMALLEST_PAGE = (1280, 720)
"""The page up to which its type is the application's (the smallest window's)."""
TYPE_GROWTH = 0.5
"""How fast the page's type grows with the page beyond :data:`SMALLEST_PAGE`: half as
fast (on a page twice as large, half as large again)."""
MARGIN, GAP = 32, 24
"""Pixels beside the page's columns and between them on the smallest page (more, on the
8 px grid, as the type grows); above and below the columns at least :data:`GAP`."""
BUTTON_LARGER, BUTTON_TALLER = 1.15, 1.4
"""The first choices (Continue, a quick game): their type larger, the buttons taller."""


def type_scale(width: int, height: int) -> float:
    """The page's type over the application's on a page ``width`` × ``height``: 1 up to
    :data:`SMALLEST_PAGE`, growing at :data:`TYPE_GROWTH` of the page's pace beyond it (a
    2560×1440 page's is 1.5), in steps of an eighth (the layout changes only then)."""
    grown = min(width / SMALLEST_PAGE[0], height / SMALLEST_PAGE[1])
    return max(1.0, round((1 + (grown - 1) * TYPE_GROWTH) * 8) / 8)


def on_grid(pixels: float) -> int:
    """``pixels`` to the nearest multiple of 8 (at least 8)."""
    return 8 * max(1, math.floor(pixels / 8 + 0.5))


def thumbnail_size(line: int) -> QSize:
    """The Continue card's picture of the game, for lines ``line`` pixels high."""
    height = THUMBNAIL_LINES * line
    return QSize(round(height * 4 / 3), height)


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def players_words(game: SavedGame) -> str:
    """ "Ann, Basil (Medium AI), Cleo (Easy AI)": who plays, AI seats with their level."""
    return ", ".join(seats_words(game))


def seats_words(game: SavedGame) -> list[str]:
    """Each seat's player, an AI seat with its level: "Basil (Medium AI)"."""
    named = []
    for seat, name in enumerate(game.players):
        who = game.controllers[seat] if seat < len(game.controllers) else Occupant.HUMAN
        named.append(
            name
            if is_human(who)
            else _tr("{name} ({level})").format(name=name, level=occupant_label(who))
        )
    return named


def rule_set_words(game: SavedGame) -> str:
    """The rule set's title, translated (classic if the file does not say)."""
    entry = rule_set(game.rules or "classic")
    return QCoreApplication.translate(TRANSLATION_CONTEXT, entry.title)


def game_words(game: SavedGame) -> str:
    """Two lines for a saved game: when it was saved and how far (and how far the game went
    on after it was saved, where another file holds it further); then who plays, and the
    rules. The list cuts a line too long for it at its end, so what tells saved games
    apart comes first."""
    when = [format_moment(game.modified)]
    if game.over:
        when.append(_tr("finished"))
    elif game.turn is not None:
        when.append(turn_words(game.turn, game.played_on))
    return " — ".join(when) + "\n" + players_words(game) + " — " + rule_set_words(game)


def turn_words(turn: int, later: SavedGame | None) -> str:
    """ "turn 25" for a game saved in its turn 25; where the file ``later`` holds the game
    further on, how far it went since: to its end, or to the turn ``later`` saved."""
    if later is None:
        return _tr("turn {n}").format(n=turn)
    if later.over:
        return _tr("turn {n}; since played to the end").format(n=turn)
    further = later.turn if later.turn is not None else "?"
    return _tr("turn {n}; since played on to turn {m}").format(n=turn, m=further)


def finished_games(storage: Storage) -> list[SavedGame]:
    """The finished games the storage keeps apart from the saves (its ``list_finished``
    where this version has one): the one place the start page takes them from."""
    list_finished = getattr(storage, "list_finished", None)
    return list(list_finished()) if callable(list_finished) else []


def ask_hot_seat(parent: QWidget | None = None) -> GameSetup | None:
    """The new-game dialog set for people at this screen (every seat a person, the names
    to fill in): the setup, or None if cancelled."""
    dialog = NewGameDialog(parent)
    try:
        dialog.setWindowTitle(_tr("New hot-seat game"))
        while len(dialog.seats) > HOT_SEAT_PEOPLE:
            dialog.remove_seat(len(dialog.seats) - 1)
        human = dialog.seats[0].controller.findData(Occupant.HUMAN)
        for number, seat in enumerate(dialog.seats[1:], start=2):
            seat.controller.setCurrentIndex(human)
            seat.name.setText(_tr("Player {n}").format(n=number))
        dialog.seats[1].name.setFocus()
        dialog.seats[1].name.selectAll()
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.setup()
        return None
    finally:
        dialog.deleteLater()


def quick_setup() -> GameSetup:
    """You against three AI players: the new-game dialog's own defaults, unasked."""
    dialog = NewGameDialog()
    try:
        return dialog.setup()
    finally:
        dialog.deleteLater()


def deal_setup(deal: Deal, names: tuple[str, ...] = ()) -> GameSetup:
    """A game of ``deal``, its seats named ``names`` where given and else as the new-game
    dialog names them, unasked (``ValueError`` if the dialog cannot set the deal)."""
    dialog = NewGameDialog()
    try:
        dialog.show_deal(deal, names)
        return dialog.setup()
    finally:
        dialog.deleteLater()


def daily_setup(day: date | None = None) -> GameSetup:
    """The deal of ``day`` (today by default): you at seat 0 against three AI players."""
    return deal_setup(deal_of_the_day(day or date.today()))


class ElidedLines(QStyledItemDelegate):
    """Draws a list's items unwrapped and as wide as the list: a line too long ends in "…"
    (the list has no horizontal scroll bar, and its items' tooltips say the whole)."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        # No wider than the list: the list lays its items out at its own width, and the
        # text is cut to it where it is drawn.
        return QSize(1, super().sizeHint(option, index).height())


class StartPage(QWidget):
    """The page shown when no game is on: see the module.

    Signals:
        continue_chosen(str): resume the unfinished autosaved game in this file.
        quick_chosen(): start at once, you against three AI players.
        daily_chosen(): start the deal of the day.
        hot_seat_chosen(): set up a game of people at this screen.
        custom_chosen(): set up a game with the full new-game dialog.
        saved_chosen(str): open this saved game.
        again_chosen(str): play the deal of this finished game again.
        open_chosen(): open another file (a file dialog).
        learn_chosen(): learn to play.
        rules_chosen(): show the rules.
    """

    continue_chosen = Signal(str)
    quick_chosen = Signal()
    daily_chosen = Signal()
    hot_seat_chosen = Signal()
    custom_chosen = Signal()
    saved_chosen = Signal(str)
    again_chosen = Signal(str)
    open_chosen = Signal()
    learn_chosen = Signal()
    rules_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = ui = Ui_StartPage()
        ui.setupUi(self)
        self.setObjectName("start_page")
        self.continue_button = ui.continue_button
        self.quick_button = ui.quick_button
        self.daily_button = ui.daily_button
        self.again_button = ui.again_button
        self.hot_seat_button = ui.hot_seat_button
        self.custom_button = ui.custom_button
        self.open_button = ui.open_button
        self.learn_button = ui.learn_button
        self.rules_button = ui.rules_button
        self.games_list = ui.games_list
        self.games_list.setItemDelegate(ElidedLines(self.games_list))
        self.unfinished: SavedGame | None = None
        self.scale = 1.0
        """The page's type over the application's (:func:`type_scale`)."""
        self.title_points = ui.title.font().pointSizeF()
        """The title's size on the smallest page (the form's)."""
        self.record = PlayerRecordPanel()
        ui.record_column.addWidget(self.record)
        ui.record_column.addStretch()
        ui.play_column.addStretch()
        ui.columns.setStretchFactor(ui.play_column, PLAY_LINES_WIDE)
        ui.columns.setStretchFactor(ui.record_column, RECORD_LINES_WIDE)
        ui.board_picture.set_game(showcase_game(), viewer=0)
        ui.continue_picture.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._set_type()
        dress_as_table(self)
        # The page shares the window's stack with the game's page, whose room its least
        # size would take (a stack is as large as its largest page): it asks for none.
        # It shows with the docks hidden, and fits a 1280×720 window (the screen audit).
        self.setMinimumSize(1, 1)
        ui.continue_button.clicked.connect(self._continue)
        ui.quick_button.clicked.connect(self.quick_chosen)
        ui.daily_button.clicked.connect(self.daily_chosen)
        ui.again_button.clicked.connect(self._again)
        ui.hot_seat_button.clicked.connect(self.hot_seat_chosen)
        ui.custom_button.clicked.connect(self.custom_chosen)
        ui.open_button.clicked.connect(self.open_chosen)
        ui.learn_button.clicked.connect(self.learn_chosen)
        ui.rules_button.clicked.connect(self.rules_chosen)
        ui.games_list.itemActivated.connect(self._saved_activated)
        ui.games_list.currentItemChanged.connect(self._show_again)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            dress_as_table(self)  # the table of the theme just chosen
        elif event.type() == QEvent.Type.FontChange:
            self._set_type()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The type for the page's size, and the columns laid out for it."""
        super().resizeEvent(event)
        scale = type_scale(self.width(), self.height())
        if scale != self.scale:
            self.scale = scale
            font = QFont(QApplication.font())
            font.setPointSizeF(font.pointSizeF() * scale)
            self.setFont(font)  # its children follow (see _set_type)
        self._place()

    def _set_type(self) -> None:
        """What does not follow the page's type by itself: the headings, the title and
        the first choices larger; the cards' widths and the thumbnail in lines."""
        ui = self.ui
        font = self.font()
        line = self.fontMetrics().height()
        for heading in (ui.continue_title, ui.new_title, ui.help_title, ui.games_title):
            card_heading(heading)
        title = QFont(font)
        title.setPointSizeF(self.title_points * self.scale)
        title.setBold(True)
        ui.title.setFont(title)
        for button in (self.quick_button, self.continue_button):
            larger = QFont(font)
            larger.setPointSizeF(font.pointSizeF() * BUTTON_LARGER)
            larger.setBold(True)
            button.setFont(larger)
            button.setMinimumHeight(0)
            button.setMinimumHeight(round(button.sizeHint().height() * BUTTON_TALLER))
        for card, wide in (
            *((card, PLAY_LINES_WIDE) for card in (ui.continue_box, ui.new_box, ui.games_box)),
            (self.record, RECORD_LINES_WIDE),
        ):
            card.preferred_width = wide * line
            card.updateGeometry()
        ui.continue_picture.setFixedSize(thumbnail_size(line))

    def _place(self) -> None:
        """Lay the columns out for the page's size (see the module): the board as large as
        the cards' widths and the page's height let it be, its column as wide as it."""
        ui = self.ui
        margin, gap = on_grid(MARGIN * self.scale), on_grid(GAP * self.scale)
        ui.columns.setSpacing(gap)
        cards = ui.play_column.sizeHint().width() + ui.record_column.sizeHint().width()
        wide = self.width() - 2 * margin - 2 * gap - cards
        aspect = ui.board_picture.aspect()
        minimum = ui.board_picture.minimumWidth()

        def around(width: int) -> int:
            """The height of the board's column but the board's, at ``width``."""
            parts = (
                ui.title.sizeHint().height()
                + ui.subtitle.heightForWidth(width)
                + ui.help_box.sizeHint().height()
            )
            return parts + 3 * ui.hero_column.spacing()

        def board_width(words_width: int) -> int:
            """The board's width, the words above it wrapped at ``words_width``."""
            high = self.height() - 2 * gap - around(words_width)
            return max(minimum, min(wide, math.floor(high / aspect)))

        width = board_width(board_width(max(wide, minimum)))  # the words wrapped at its width
        height = round(width * aspect)
        ui.board_picture.setFixedSize(width, height)
        ui.hero.setFixedWidth(width)
        needed = max(
            around(width) + height,
            ui.play_column.minimumSize().height(),
            ui.record_column.minimumSize().height(),
        )
        spare = max(0, self.height() - 2 * gap - needed)
        ui.columns.setContentsMargins(margin, gap + spare // 2, margin, gap + spare - spare // 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The table, lit from above: lighter where the board lies, darker at the edges."""
        painter = QPainter(self)
        table = self.palette().color(QPalette.ColorRole.Window)
        light = QRadialGradient(self.width() * 0.35, self.height() * 0.3, max(self.width(), 1))
        light.setColorAt(0.0, table.lighter(112))
        light.setColorAt(0.6, table)
        light.setColorAt(1.0, table.darker(125))
        painter.fillRect(self.rect(), light)
        painter.end()

    def refresh(self, storage: Storage) -> None:
        """Read the autosave and the saved games again, and put the focus on the first
        choice (Continue when there is a game to continue)."""
        self.unfinished = storage.unfinished_autosave()
        box = self.ui.continue_box
        box.setVisible(self.unfinished is not None)
        if self.unfinished is not None:
            self.ui.continue_summary.setText(
                _tr("{players}\n{rules}, turn {turn}; autosaved {when}.").format(
                    players="\n".join(seats_words(self.unfinished)),
                    rules=rule_set_words(self.unfinished),
                    turn=self.unfinished.turn if self.unfinished.turn is not None else "?",
                    when=format_moment(self.unfinished.modified),
                )
            )
        self.ui.continue_picture.set_game(
            saved_game(self.unfinished.path) if self.unfinished is not None else None
        )
        finished = finished_games(storage)
        resumed = [self.unfinished] if self.unfinished is not None else []
        games = played_on(storage.list_saves(), [*finished, *resumed]) + finished
        games.sort(key=lambda game: game.modified, reverse=True)
        self.games_list.clear()
        for game in games[:GAMES_SHOWN]:
            words = game_words(game)
            item = QListWidgetItem(words)
            item.setData(PathRole, str(game.path))
            item.setData(FinishedRole, game.over is True)
            # A line too long for the list ends in "…": the whole of it is in the tooltip.
            item.setToolTip(f"{words}\n{game.path}")
            self.games_list.addItem(item)
        if games:
            self.games_list.setCurrentRow(0)
        self.games_list.setVisible(bool(games))
        self.ui.no_games.setVisible(not games)
        self.record.refresh(storage)
        # A list or a chart takes the height of the board's column; a card of words only
        # what its words need.
        self.ui.play_column.setStretchFactor(self.ui.games_box, 1 if games else 0)
        self.ui.record_column.setStretchFactor(self.record, 1 if self.record.has_chart() else 0)
        self._place()
        self._show_again()
        if self.isVisible():  # hidden behind a game, it must not take the keys from it
            self.first_choice().setFocus()

    def retranslate(self, storage: Storage) -> None:
        """Its words again, in the language just chosen."""
        self.ui.retranslateUi(self)
        self.refresh(storage)

    def first_choice(self) -> QWidget:
        """The choice Enter takes at first: Continue, or else a quick game."""
        return self.continue_button if self.unfinished is not None else self.quick_button

    @Slot()
    def _continue(self) -> None:
        if self.unfinished is not None:
            self.continue_chosen.emit(str(self.unfinished.path))

    @Slot(QListWidgetItem)
    def _saved_activated(self, item: QListWidgetItem) -> None:
        path = item.data(PathRole)
        if isinstance(path, str) and Path(path).exists():
            self.saved_chosen.emit(path)

    @Slot()
    def _show_again(self) -> None:
        """Play this deal again: for a finished game only."""
        item = self.games_list.currentItem()
        self.again_button.setEnabled(item is not None and item.data(FinishedRole) is True)

    @Slot()
    def _again(self) -> None:
        item = self.games_list.currentItem()
        if item is not None and item.data(FinishedRole) is True:
            self.again_chosen.emit(item.data(PathRole))
