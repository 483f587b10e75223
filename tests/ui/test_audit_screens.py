"""The screen audit: every screen of the game at 1280×720, 1600×1000 and 2560×1440, and at
1280×720 on a screen of device pixel ratio 2 (a 2560×1440 screen at 200 %), in the light
and the dark theme, in English and German, checked as a player would look at it.

The screens: the start page, a mid-game table of each rule set, a merger announced over
the board, the finished table (the window after a game ends, under its game-over dialog),
review mode (with the win chances, the key moments and an answer to "What would the AI
do?"; checked again with the other tab, the AI's games in the person's seat, selected),
the Rules window (F1) and every decision dialog on a prepared
position (tests/ui/screenshots.py). Each is checked for (:mod:`ui.audit`):

- ``fit``: text that does not fit its room (labels, buttons, header sections, tabs); in
  review, also widgets laid over each other and key moments the list has no room for;
- ``docks``: the player and chain panels (the players and stock-market docks): their
  texts fit, they show no scroll bar and no lines of empty room under their cards, their
  text reads;
- ``size``: a window or dialog larger than the screen, and the window changing its own
  size (entering review, opening a game);
- ``contrast``: text below 4.5:1 on its background;
- ``indicators``: an unchecked check box or radio button whose outline is below 3:1 on
  the window (WCAG's non-text contrast);
- ``german``: English words left on a German screen.

The headless screens are those of tests/ui/audit_screens.json (tests/conftest.py gives them
to Qt's offscreen platform, and scales the last by 2 with ``QT_SCREEN_SCALE_FACTORS``: the
offscreen platform's own ``dpr`` leaves its windows at ratio 1). One window is made for
each size (and ratio), theme and language, with settings of its own, and its screens are
shown in it one after the other, each from the start page with the docks as the window
opened with them (a first start's): a screen looks the same whichever screens were shown
before it, so a subset of the audit finds what the whole audit finds. The test of a
screen and check reads what was found when the screen was shown. With
``ACQUIRE_QT_SCREENSHOTS=DIR`` every screen is also written to
``DIR/SCREEN-SIZE-THEME-LANGUAGE.png`` (``make screenshots``; the size ``1280x720@2x`` at
ratio 2).
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QCoreApplication, QEventLoop
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun, run_seeds
from acquire_qt.ai.review import MoveReview
from acquire_qt.ai.win_chance import CurvePoint, step_turn
from acquire_qt.controller import AiPlayer, GameController
from acquire_qt.engine import (
    Action,
    Buy,
    ChainDefunct,
    Event,
    Game,
    Kind,
    Replay,
    Rules,
    new_game,
)
from acquire_qt.presentation.language import apply_language
from acquire_qt.presentation.move_text import move_words
from acquire_qt.presentation.palette import apply_theme
from acquire_qt.settings import LANGUAGE, THEME, Settings
from acquire_qt.storage import Storage, read_game
from acquire_qt.views.client_window import install_join_action
from acquire_qt.views.main_window import MainWindow

from . import audit
from .screenshots import (
    chains,
    finished,
    game_over_dialog,
    position,
    prepared_dialogs,
    to_the_end,
)
from .windows import random_factory

SIZES = ((1280, 720), (1600, 1000), (2560, 1440))
"""The window's sizes, in logical pixels, each on a screen of that size (ratio 1)."""
SHARP = ((1280, 720),)
"""The sizes also audited on a screen of device pixel ratio 2 (the most crowded)."""
THEMES = ("light", "dark")
LANGUAGES = ("en", "de")
WINDOW_SCREENS = (
    "start-page",
    "table-classic",
    "table-space-monopoly",
    "table-energy",
    "merger",
    "finished-table",
    "review",
    "rules",
)
DIALOG_SCREENS = (
    "new-game",
    "new-game-space-monopoly",
    "new-game-energy",
    "found-chain",
    "survivor",
    "defunct-order",
    "disposal",
    "disposal-one-way",
    "buy",
    "sell-shares",
    "trade-proposal",
    "trade-answer",
    "end-game",
    "game-over",
    "preferences",
)
CHECKS = ("fit", "docks", "size", "contrast", "indicators", "german")
NAMES = ("Ann", "Bob", "Cy", "Di")
CONTROLLERS = ("human", "medium", "medium", "medium")


@dataclass(frozen=True)
class Case:
    screen: str
    size: tuple[int, int]
    ratio: int
    """The screen's device pixel ratio."""
    theme: str
    language: str

    @property
    def group(self) -> tuple[tuple[int, int], int, str, str]:
        """The window it is shown in."""
        return self.size, self.ratio, self.theme, self.language

    @property
    def size_name(self) -> str:
        width, height = self.size
        return f"{width}x{height}" + (f"@{self.ratio}x" if self.ratio != 1 else "")

    def __str__(self) -> str:
        return f"{self.screen}-{self.size_name}-{self.theme}-{self.language}"


def cases() -> Iterator[tuple[Case, str]]:
    """Every screen and check, those of one window together (the window is made once)."""
    for language in LANGUAGES:
        for theme in THEMES:
            for size, ratio in [*((size, 1) for size in SIZES), *((size, 2) for size in SHARP)]:
                for screen in (*WINDOW_SCREENS, *DIALOG_SCREENS):
                    case = Case(screen, size, ratio, theme, language)
                    for check in CHECKS:
                        if check != "german" or language == "de":
                            yield case, check


def parameters() -> Iterator[object]:
    for case, check in cases():
        yield pytest.param(case, check, id=f"{case}-{check}")


# -- the positions -----------------------------------------------------------------------


@dataclass
class Positions:
    """The saved games the window opens, and the game reviewed."""

    tables: dict[str, Path]
    merger: Path
    """The position just after the human's last decision before an AI player's merger ..."""
    merger_script: list[str]
    """... and the AI players' actions from there to the human's next tile."""
    finished: Game
    finished_path: Path
    """Its file (in the finished folder): the finished table's game."""
    last_game: tuple[Game, list[Event], list[list[int]]]
    """A finished game, its last events and net worths (the game-over dialog's)."""
    storage: Storage


def playing(game: Game) -> bool:
    return game.pending is not None and game.pending.kind is Kind.PLAY


class Script:
    """Plays every AI seat: the action its record has at that point while there is one
    (:attr:`actions`, the merger screen's), else at random."""

    def __init__(self) -> None:
        self.actions: list[str] = []

    def player(self, level: str, seed: int) -> AiPlayer:
        return ScriptedSeat(self, random_factory(level, seed))


class ScriptedSeat:
    """An AI seat of a :class:`Script`."""

    def __init__(self, script: Script, otherwise: AiPlayer) -> None:
        self.script, self.otherwise = script, otherwise

    def choose(self, game: Game) -> Action:
        done, actions = len(game.actions), self.script.actions
        if done < len(actions):
            return game.parse_action(actions[done])
        return self.otherwise.choose(game)


def merger_position() -> tuple[Game, list[str]]:
    """The position just after the human's (seat 0's) last decision before an AI player's
    merger, and the AI players' actions from there to the human's next tile: the merger
    screen plays them live."""
    for seed in range(200):
        game = new_game(Rules.classic(), list(NAMES), seed=seed, controllers=CONTROLLERS)
        chooser = random.Random(seed)
        since: list[object] = []
        before = game.copy()
        while game.pending is not None:
            merged = any(isinstance(e, ChainDefunct) for e in since)
            if game.pending.player == 0 and playing(game) and merged:
                return before, [str(a) for a in game.actions[len(before.actions) :]]
            human = game.pending.player == 0
            actions = game.legal_actions()
            since.extend(
                game.apply(chooser.choice([a for a in actions if str(a) != "end"] or actions))
            )
            if human:
                since, before = [], game.copy()
    raise RuntimeError("no merger")


@pytest.fixture(scope="module")
def positions(tmp_path_factory: pytest.TempPathFactory) -> Positions:
    root = tmp_path_factory.mktemp("audit")
    storage = Storage(root / "data")
    mid = position(lambda g: playing(g) and chains(g) >= 4, 0, Rules.classic())
    tables = {
        "table-classic": mid,
        "table-space-monopoly": position(
            lambda g: playing(g) and chains(g) >= 4 and g.state.turn_number > 40,
            0,
            Rules.space_monopoly(),
            seats=3,
        ),
        "table-energy": position(
            lambda g: g.pending is not None and g.pending.kind is Kind.ACTION and chains(g) >= 3,
            0,
            Rules.energy(doe=True),
            seats=3,
        ),
    }
    paths = {}
    for name, game in tables.items():
        paths[name] = root / f"{name}.acquire.json"
        storage.save(game, paths[name])
    merger, script = merger_position()
    storage.save(merger, root / "merger.acquire.json")
    storage.autosave(mid)  # the start page offers to continue it
    ended = to_the_end(mid)
    # The start page lists it and shows the player's record; the finished table shows it.
    ended_path = storage.save_finished(ended)
    return Positions(
        paths, root / "merger.acquire.json", script, ended, ended_path, finished(), storage
    )


# -- the windows -------------------------------------------------------------------------


def settle() -> None:
    """Qt's posted events (layouts, language changes) handled, twice over."""
    for _ in range(2):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def screen_of(case: Case) -> QScreen:
    """The screen of the case's size and ratio (tests/ui/audit_screens.json)."""
    name = f"screen-{case.size_name}"
    screen = next((s for s in QApplication.screens() if s.name() == name), None)
    if screen is None:
        pytest.fail(f"no {name}: run the audit on Qt's offscreen platform (tests/conftest.py)")
    return screen


class Walk:
    """The window of one size, theme and language, the screens shown in it and what was
    found on each (by check)."""

    def __init__(self, positions: Positions, root: Path) -> None:
        self.positions = positions
        self.root = root
        self.group: tuple[tuple[int, int], int, str, str] | None = None
        self.window: MainWindow | None = None
        self.layout = QByteArray()
        """The window's docks as it opened (each window screen starts from them)."""
        self.dialogs: dict[str, QDialog] = {}
        self.dialogs_language = ""
        self.found: dict[str, dict[str, list[str]]] = {}
        self.script = Script()
        """The AI players' answers: the recorded ones in the merger screen."""
        shots = os.environ.get("ACQUIRE_QT_SCREENSHOTS", "")
        self.shots = Path(shots) if shots else None

    def findings(self, case: Case) -> dict[str, list[str]]:
        key = str(case)
        if key not in self.found:
            if case.group != self.group:
                self.open_window(case)
            self.found[key] = self.show(case)
        return self.found[key]

    def open_window(self, case: Case) -> None:
        self.close()
        size, _ratio, theme, language = case.group
        # Settings of its own: no window opens with the docks an earlier one left.
        settings = Settings(self.root / f"{case.size_name}-{case.theme}-{case.language}.ini")
        settings.set(THEME, theme)
        settings.set(LANGUAGE, language)
        controller = GameController(self.positions.storage, self.script.player, ai_process=False)
        window = MainWindow(controller, settings)  # it speaks the language, in the theme
        install_join_action(window, self.positions.storage, settings)  # as the game does
        controller.set_pace(0)
        window.move(screen_of(case).availableGeometry().topLeft())
        window.resize(*size)
        window.fit_docks()
        window.show()
        settle()
        self.layout = window.saveState()
        self.window, self.group = window, case.group
        if self.dialogs_language != language:
            for dialog in self.dialogs.values():
                dialog.deleteLater()
            self.dialogs = dict(prepared_dialogs())
            self.dialogs_language = language

    def play_merger(self, window: MainWindow) -> None:
        """The merger as a player meets it: from just after the human's decision (what
        the human knew then), the AI players play on (the recorded actions) through the
        merger to the human's next tile, all live: the announcement over the board, the
        marks, the bonuses on the player cards."""
        path = self.positions.merger
        self.script.actions = [
            *(str(a) for a in read_game(path).actions),
            *self.positions.merger_script,
        ]
        controller = window.controller
        controller.open(str(path))
        for _ in range(4 * len(self.positions.merger_script)):  # an answer, then its timer
            game = controller.game
            if game is not None and len(game.actions) == len(self.script.actions):
                break
            assert isinstance(controller, GameController) and controller.wait_for_ai()
            settle()
        game = window.controller.game
        assert game is not None and len(game.actions) == len(self.script.actions)

    def show_finished_table(self, window: MainWindow) -> None:
        """The table a game leaves when it ends: its final board, log and standings, the
        prompt naming the winner and the buttons for what comes next. The game-over dialog
        over it is a screen of its own, and the audit keeps no finished game (its saved
        games stay as they are for the screens after this one): the window's end of a game
        (:class:`~acquire_qt.views.game_end.GameEnd`) is left out meanwhile."""
        game_end = window.game_end
        assert game_end is not None
        controller = window.controller
        controller.game_over.disconnect(game_end.game_over)
        try:
            assert controller.open(str(self.positions.finished_path))
            settle()
        finally:
            controller.game_over.connect(game_end.game_over)
        game = controller.game
        assert game is not None and game.over

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
            settle()

    def show(self, case: Case) -> dict[str, list[str]]:
        window = self.window
        assert window is not None
        if case.screen == "game-over":
            over = game_over_dialog(*self.positions.last_game, window)
            try:
                return self.show_dialog(case, over)
            finally:
                over.deleteLater()
        if case.screen in self.dialogs:
            return self.show_dialog(case, self.dialogs[case.screen])
        if case.screen == "rules":
            rules = window.rules_dialog()
            try:
                return self.show_dialog(case, rules)
            finally:
                rules.deleteLater()
        # From the start page, the docks as the window opened with them: what a screen
        # shows does not depend on the screens shown before it.
        window.show_start_page()
        window.restoreState(self.layout)
        settle()
        before = window.size()
        if case.screen == "start-page":
            window.offer_resume()
        elif case.screen.startswith("table-"):
            window.controller.open(str(self.positions.tables[case.screen]))
        elif case.screen == "merger":
            self.play_merger(window)
        elif case.screen == "finished-table":
            self.show_finished_table(window)
        elif case.screen == "review":
            self.review(window)
        settle()
        docks = (window.docks["players"], window.docks["market"])
        found = self.look(case, window, *docks)
        if case.screen == "review":
            # Every key moment shows: the list has room for all of them, nothing over them.
            page = window.review_page
            found["fit"] += audit.overlapping(page) + audit.scroll_bars(page.ui.moments_list)
            # The other tab selected (the AI in the player's seat): its page, and the key
            # moments' tab beside it, which a tab bar short of room scrolls out of sight.
            tabs = page.ui.moments_tabs
            first = tabs.currentIndex()
            for tab in range(tabs.count()):
                if tab != first and tabs.isTabVisible(tab):
                    tabs.setCurrentIndex(tab)
                    settle()
                    more = self.look(case, window, *docks, shot=f"{case}-tab{tab}")
                    for check, findings in more.items():
                        found[check] += [f for f in findings if f not in found[check]]
            tabs.setCurrentIndex(first)
        if window.size() != before:
            found["size"].append(
                f"the window changed its own size from {before.width()}×{before.height()} to "
                f"{window.width()}×{window.height()}"
            )
        if case.screen == "review":
            assert window.review_page is not None
            window.review_page.leave()
            settle()
        return found

    def review(self, window: MainWindow) -> None:
        """Review mode as a player meets it after a finished game: half way through, at a
        person's purchase of several shares, the win chances estimated (made up here: a
        point at the end of every turn, at random), the key moments listed and the answer
        to "What would the AI do?" shown (made up too: the longest kind, the hard AI
        preferring the purchase longest in words)."""
        page = window.review_page
        assert window.review is not None and page is not None
        page.analysis.compute_curve = lambda *a, **k: None  # type: ignore[method-assign]
        page.analysis.review_move = lambda *a, **k: None  # type: ignore[method-assign]
        page.analysis.replay_seat = lambda *a, **k: None  # type: ignore[method-assign]
        game = self.positions.finished
        replay = Replay(game)
        step = next(
            number
            for number in range(replay.last // 2, replay.last)
            if isinstance(action := game.actions[number], Buy)
            and len(action.chains) > 1
            and replay.steps[number].game.turn == 0  # the person's (CONTROLLERS)
        )
        window.review.review(game, None, step=step)
        chooser = random.Random(3)
        curve = []
        for start in replay.turn_starts:
            weights = [chooser.random() for _ in game.players]
            turn = step_turn(replay.steps[start - 1].game if start else None)
            curve.append(CurvePoint(start, turn, tuple(w / sum(weights) for w in weights)))
        page.analysis.curveReady.emit(tuple(curve))
        position = replay.steps[step].game
        best = max(position.legal_actions(), key=lambda action: len(move_words(position, action)))
        assert page.ui.ai_button.isEnabled()  # a person's decision
        page.ui.ai_button.click()
        page.analysis.moveReviewed.emit(
            MoveReview(0, game.actions[step], best, 0.25, 0.375, 0.3125)
        )
        # The hard AI's games in the person's seat, done (made up: three runs, of the
        # widest cash).
        seat = page.ai_in_seat
        if seat.state == "playing":
            seeds = run_seeds(game, 0, 3)
            runs = tuple(
                AiSeatRun(s, rank, 123_400) for s, rank in zip(seeds, (1, 3, 2), strict=True)
            )
            page.analysis.seatReady.emit(AiInSeat(0, "hard", runs))

    def show_dialog(self, case: Case, dialog: QDialog) -> dict[str, list[str]]:
        assert self.window is not None
        area = self.window.screen().availableGeometry()
        dialog.show()
        dialog.move(area.center() - dialog.rect().center())
        settle()
        try:
            return self.look(case, dialog)
        finally:
            dialog.hide()

    def look(
        self, case: Case, top: QWidget, *panels: QWidget, shot: str = ""
    ) -> dict[str, list[str]]:
        """What the checks find on ``top`` (``panels``: the docks' panels in it), and its
        picture, named ``shot`` (default: the case's name), with ACQUIRE_QT_SCREENSHOTS."""

        def outside(findings: list[str], inside: list[str]) -> list[str]:
            return [finding for finding in findings if finding not in inside]

        in_panels = [
            finding
            for panel in panels
            if panel.isVisible()
            for finding in (
                audit.clipped_texts(panel)
                + audit.scroll_bars(panel)
                + audit.empty_room(panel)
                + audit.low_contrast(panel)
            )
        ]
        found = {
            "fit": outside(audit.clipped_texts(top), in_panels),
            "docks": in_panels,
            "size": audit.too_large(top),
            "contrast": outside(audit.low_contrast(top), in_panels),
            "indicators": audit.faint_indicators(top),
            "german": audit.english_words(top) if case.language == "de" else [],
        }
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            top.grab().save(str(self.shots / f"{shot or case}.png"))
        return found


@pytest.fixture(scope="module")
def walk(
    qapp: QApplication, positions: Positions, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Walk]:
    walking = Walk(positions, tmp_path_factory.mktemp("audit-settings"))
    yield walking
    walking.close()
    for dialog in walking.dialogs.values():
        dialog.deleteLater()
    apply_language("en")
    apply_theme("system")
    settle()


@pytest.mark.parametrize(("case", "check"), list(parameters()))
def test_audit_screen(walk: Walk, case: Case, check: str) -> None:
    problems = walk.findings(case)[check]
    assert not problems, f"{case} ({check}):\n  " + "\n  ".join(problems)
