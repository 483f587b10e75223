"""Screenshots of the real window for people to look at (not a test).

Run under Xvfb so whole-screen grabs include dialogs over the window::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui/screenshots.py OUT

It writes, for 1600x1000 and 1280x720: the start page (with a game to continue and saved
games), the board after three AI turns with the new tiles marked and the changed numbers
marked in the tables, a merger announced over the board, the start of a game, a mid-game
board with at least four chains and a late one with a safe chain and removed tiles (each
also in the light and the dark theme), a merger disposal dialog over the window, the
game-over screen, a mid-game Space Monopoly 28×24 board, its one-way disposal dialog, an
Energy turn with its action counter, review mode half way through a finished game, and
the coach's guided game (Help → Learn to play) at the player's first founding, a
suggestion explained, and the merger. Saves and settings go to a temporary folder.

With ``--theme dark`` (or ``light``) every window starts in that theme (the default
follows the desktop). With ``--german`` everything is in German (the translation's words
are longer: look for clipping). With ``--coach`` it writes only the coach's screenshots.
With ``--dialogs`` it writes only ``dialog-NAME.png``: every dialog on its own, shown on
a prepared position and grabbed with ``QWidget.grab()`` (new game, found chain,
survivor, defunct order, both disposals, buy with the end legal, sell shares, trade
proposal and answer, end game, game over, preferences)::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui/screenshots.py OUT --dialogs
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from acquire_qt.ai import MediumPlayer, RandomPlayer
from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun
from acquire_qt.ai.win_chance import CurvePoint
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.dialogs import (
    BuyDialog,
    DefunctOrderDialog,
    DisposalDialog,
    EndGameDialog,
    FoundChainDialog,
    GameOverDialog,
    NewGameDialog,
    SellSharesDialog,
    SurvivorDialog,
    TradeAnswerDialog,
    TradeProposalDialog,
)
from acquire_qt.dialogs.preferences import PreferencesDialog
from acquire_qt.engine import End, Event, Game, Kind, Rules, new_game
from acquire_qt.engine.actions import Propose
from acquire_qt.presentation.language import apply_language
from acquire_qt.settings import THEME, Settings
from acquire_qt.storage import SUFFIX, Storage
from acquire_qt.views.ai_in_seat import AiInSeatPanel
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.win_chance_chart import WinChancePanel

SIZES = ((1600, 1000), (1280, 720))
NAMES = ("Ann", "Bob", "Cy", "Di")
CONTROLLERS = ("human", "medium", "medium", "medium")


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def position(
    wanted: Callable[[Game], bool], seed: int = 1, rules: Rules | None = None, seats: int = 4
) -> Game:
    """A seeded game played at random until ``wanted`` holds on a decision of seat 0."""
    for attempt in range(seed, seed + 500):
        game = new_game(
            rules or Rules.classic(),
            list(NAMES[:seats]),
            seed=attempt,
            controllers=CONTROLLERS[:seats],
        )
        chooser = random.Random(attempt)
        while game.pending is not None:
            if game.pending.player == 0 and wanted(game):
                return game
            actions = game.legal_actions()
            game.apply(chooser.choice([a for a in actions if str(a) != "end"] or actions))
    raise RuntimeError("no such position")


def chains(game: Game) -> int:
    return sum(1 for chain in game.to_dict()["chains"].values() if chain["active"])


def settle(app: QApplication, milliseconds: int = 400) -> None:
    loop_until = QTimer()
    loop_until.setSingleShot(True)
    loop_until.start(milliseconds)
    while loop_until.isActive():
        app.processEvents()


def settle_until(app: QApplication, done: Callable[[], bool], milliseconds: int) -> None:
    """Process events until ``done()`` or ``milliseconds`` have passed, then a little more."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.start(milliseconds)
    while timer.isActive() and not done():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    settle(app, 300)


def play_as_human(
    app: QApplication, window: MainWindow, wanted: Callable[[], bool], seconds: float = 90
) -> bool:
    """Make the human's decisions at the screen (the first playable tile; Enter in every
    dialog) until ``wanted()`` holds; whether it did within ``seconds``. A timer makes
    them, so that it also answers inside a dialog's own event loop."""
    reached = False

    def tick() -> None:
        nonlocal reached
        dialog = QApplication.activeModalWidget()
        if wanted() and not isinstance(dialog, QDialog):
            reached = True
            timer.stop()
            return
        if isinstance(dialog, QDialog) and dialog.isVisible():
            QTest.keyClick(dialog, Qt.Key.Key_Return)
            return
        game = window.controller.game
        pending = None if game is None else game.pending
        if (
            pending is not None
            and pending.kind is Kind.PLAY
            and window.controller.is_human(pending.player)
            and not window.router.dialog_open
        ):
            window.router.tile_chosen(pending.tiles[0])

    timer = QTimer()
    timer.setInterval(30)
    timer.timeout.connect(tick)
    timer.start()
    deadline = time.monotonic() + seconds
    while not reached and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)
    timer.stop()
    return reached


def what_others_did(app: QApplication, window: MainWindow, out: Path, tag: str) -> None:
    """A game of the human against three AI players: the board once three AI turns have
    passed since the human's last decision, then a merger's announcement."""
    controller = window.controller
    controller.new_game(GameSetup(NAMES, CONTROLLERS, Rules.classic(), 11))
    since = window.follower.since

    def human_to_place() -> bool:
        """Ann places a tile next: no dialog is on its way."""
        game = controller.game
        return (
            game is not None
            and game.pending is not None
            and game.pending.player == 0
            and game.pending.kind is Kind.PLAY
        )

    def after_three_turns() -> bool:
        game = controller.game
        assert game is not None
        return human_to_place() and game.state.turn_number >= 9 and len(since.placed(0)) >= 3

    if play_as_human(app, window, after_three_turns):
        settle(app, 200)
        grab_screen(app, out / f"highlights-{tag}.png")

    # The headline's first words in the language spoken ("Merger:", "Fusion:" …).
    merger = QCoreApplication.translate(
        "", "Merger: {survivor} takes over {defunct} ({size} tiles)"
    )
    merger_words = merger.split("{")[0]

    def merger_announced() -> bool:
        shown = window.overlays.announcements.visible_headlines()
        return human_to_place() and any(headline.startswith(merger_words) for headline in shown)

    if play_as_human(app, window, merger_announced):
        settle(app, 150)
        grab_screen(app, out / f"merger-announced-{tag}.png")


def grab_screen(app: QApplication, path: Path) -> None:
    screen = app.primaryScreen()
    screen.grabWindow(0).save(str(path))
    print(path)


THEME_CHOSEN = ""
"""The ``--theme`` given (empty: the setting's default, the desktop's)."""


def settings_at(path: Path) -> Settings:
    """A window's settings in ``path``, in the theme chosen on the command line."""
    settings = Settings(path)
    if THEME_CHOSEN:
        settings.set(THEME, THEME_CHOSEN)
    return settings


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    root = Path(tempfile.mkdtemp(prefix="acquire-shots-"))
    storage = Storage(root)
    mid = position(
        lambda g: g.pending is not None and g.pending.kind is Kind.PLAY and chains(g) >= 4
    )
    disposal = position(lambda g: g.pending is not None and g.pending.kind is Kind.DISPOSE, seed=40)
    late = position(
        lambda g: (
            g.pending is not None
            and g.pending.kind is Kind.PLAY
            and any(chain.safe for chain in g.game_view().chains)
            and bool(g.game_view().removed)
        )
    )
    space = Rules.space_monopoly(board="28x24")
    space_mid = position(
        lambda g: (
            g.pending is not None
            and g.pending.kind is Kind.PLAY
            and chains(g) >= 4
            and g.state.turn_number > 60
        ),
        rules=space,
        seats=3,
    )
    space_disposal = position(
        lambda g: g.pending is not None and g.pending.kind is Kind.DISPOSE, rules=space, seats=3
    )
    energy_turn = position(
        lambda g: (
            g.pending is not None
            and g.pending.kind is Kind.ACTION
            and g.state.placed
            and chains(g) >= 3
        ),
        rules=Rules.energy(doe=True),
        seats=3,
    )
    almost_path = almost_over(storage, mid, root)
    for name, game in (("merger", disposal), ("space", space_mid), ("energy", energy_turn)):
        storage.save(game, storage.saves / f"{name}{SUFFIX}")
    for width, height in SIZES:
        tag = f"{width}x{height}"
        # The start page offers to continue a game and lists the saved ones.
        storage.autosave(mid)
        controller = GameController(storage, random_factory)
        window = MainWindow(controller, settings_at(root / f"{tag}.ini"))
        controller.set_pace(0)
        window.move(0, 0)
        window.resize(width, height)
        window.fit_docks()
        window.show()
        settle(app)
        window.offer_resume()
        settle(app, 200)
        grab_screen(app, out / f"start-page-{tag}.png")

        what_others_did(app, window, out, tag)

        controller.new_game(GameSetup(NAMES, CONTROLLERS, Rules.classic(), 5))
        settle(app)
        grab_screen(app, out / f"start-{tag}.png")

        for name, game in (
            ("midgame", mid),
            ("lategame", late),
            ("disposal", disposal),
            ("space-monopoly-28x24", space_mid),
            ("space-monopoly-disposal", space_disposal),
            ("energy-turn", energy_turn),
        ):
            path = root / f"{name}.acquire.json"
            storage.save(game, path)
            # The dialog (if any) opens modally: grab the screen from inside its loop.
            QTimer.singleShot(700, partial(grab_screen, app, out / f"{name}-{tag}.png"))
            QTimer.singleShot(900, _close_modal)
            controller.open(str(path))
            settle(app, 1200)
            if name in ("midgame", "lategame"):
                for theme in ("light", "dark"):
                    choose_theme(window, theme)
                    settle(app, 200)
                    grab_screen(app, out / f"{name}-{theme}-{tag}.png")
                choose_theme(window, "system")

        # The last decision of a finished game (a purchase after declaring the end), made
        # by the only human: Enter in the buy dialog ends the game; the game-over dialog
        # opens over the final board.
        QTimer.singleShot(600, _press_enter)
        QTimer.singleShot(1600, partial(grab_screen, app, out / f"gameover-{tag}.png"))
        QTimer.singleShot(1800, _close_modal)
        controller.open(str(almost_path))
        settle(app, 2200)

        # Review mode half way through a finished game (its win-chance curve, if any, is
        # what the review shows of it).
        window.review_page.analysis.playouts = 8  # a quicker curve than the real one
        window.review.review(to_the_end(mid), None, step=len(mid.actions))
        page = window.review_page
        settle_until(app, lambda: bool(page.curve), 60_000)  # noqa: B023 (called here)
        grab_screen(app, out / f"review-{tag}.png")
        window.review_page.leave()
        settle(app, 100)
        window.close()
        settle(app, 100)
        coach_shots(app, storage, root, out, (width, height))


def choose_theme(window: MainWindow, value: str) -> None:
    """View → Theme → ``value``, as a player would choose it."""
    for action in window.theme_menu.group.actions():
        if action.data() == value:
            action.trigger()


def coach_shots(
    app: QApplication, storage: Storage, root: Path, out: Path, size: tuple[int, int]
) -> None:
    """Help → Learn to play, the player answering as the medium AI would: the screen at
    the first founding (its dialog open), after a suggestion, and at the merger."""
    tag = f"{size[0]}x{size[1]}"
    controller = GameController(storage, ai_process=False)  # the real AI: the lesson's game
    window = MainWindow(controller, settings_at(root / f"coach-{tag}.ini"))
    controller.set_pace(0)
    window.move(0, 0)
    window.resize(*size)
    window.fit_docks()
    window.show()
    settle(app)
    window.learn_to_play()
    advisor = MediumPlayer(1)
    wanted = {Kind.FOUND: "coach-founding", Kind.DISPOSE: "coach-merger"}
    # A timer plays: dialogs run their own event loops, inside which it still ticks.
    seen: dict[str, object] = {"state": None, "ticks": 0, "suggested": "no"}

    def tick() -> None:
        game = controller.game
        if game is None or game.pending is None or not controller.is_human(game.pending.player):
            return
        if seen["state"] is not game.state:
            seen["state"], seen["ticks"] = game.state, 0
            return
        seen["ticks"] = int(str(seen["ticks"])) + 1
        if int(str(seen["ticks"])) < 4:
            return  # time for its dialog to open
        decision = game.pending
        if decision.kind in wanted:
            grab_screen(app, out / f"{wanted.pop(decision.kind)}-{tag}.png")
        if decision.kind is Kind.PLAY and game.state.turn_number > 2:
            if seen["suggested"] == "no":
                seen["suggested"] = "asked"
                window.suggestion.ask()
                return
            if seen["suggested"] == "asked":
                if not window.coach.suggestion.isVisible():
                    return  # in any language
                grab_screen(app, out / f"coach-suggestion-{tag}.png")
                seen["suggested"] = "shown"
        if QApplication.activeModalWidget() is not None:
            _close_modal()
            return
        controller.submit(advisor.choose(game))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    for _ in range(400):
        settle(app, 100)
        if not wanted and seen["suggested"] == "shown":
            break
    timer.stop()
    _close_modal()
    window.close()
    settle(app, 100)


def only_coach_shots(out: Path) -> None:
    """Only the coach's screenshots, at each size (``--coach``)."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    root = Path(tempfile.mkdtemp(prefix="acquire-shots-"))
    for size in SIZES:
        coach_shots(app, Storage(root), root, out, size)


def to_the_end(start: Game) -> Game:
    """``start`` played on at random to its end (ending as soon as it may)."""
    finished = start.copy()
    player = RandomPlayer(3, eager_end=True)
    while finished.pending is not None:
        finished.apply(player.choose(finished))
    return finished


def almost_over(storage: Storage, start: Game, root: Path) -> Path:
    """``start`` played on at random (ending as soon as it may) up to its last decision,
    saved with that decider as the only human seat."""
    finished = to_the_end(start)
    record = finished.to_record(snapshot=False)
    record["actions"].pop()
    record["players"] = [{"name": n, "controller": "easy"} for n in NAMES]
    probe = Game.from_record(record)
    assert probe.pending is not None and probe.pending.kind is Kind.BUY
    record["players"][probe.pending.player]["controller"] = "human"
    path = root / "almost.acquire.json"
    storage.save(Game.from_record(record), path)
    return path


def _press_enter() -> None:
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog):
        QTest.keyClick(dialog, Qt.Key.Key_Return)


def _close_modal() -> None:
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog):
        dialog.done(QDialog.DialogCode.Rejected)


def decision(kind: Kind, wanted: Callable[[Game], bool] = lambda game: True, **kw: object) -> Game:
    """A seeded random game stopped at a ``kind`` decision (of any seat) where ``wanted``
    holds."""
    rules = kw.get("rules")
    seats = kw.get("seats", 4)
    assert rules is None or isinstance(rules, Rules)
    assert isinstance(seats, int)
    for seed in range(400):
        game = new_game(
            rules or Rules.classic(),
            list(("Ann", "Bob", "Cy", "Di", "Ed", "Flo")[:seats]),
            seed=seed,
        )
        player = RandomPlayer(seed)
        while game.pending is not None:
            if game.pending.kind is kind and wanted(game):
                return game
            game.apply(player.choose(game))
    raise RuntimeError(f"no {kind} position")


def finished(seats: int = 5) -> tuple[Game, list[Event], list[list[int]]]:
    """A finished random game, its final events and each player's net worth by turn."""
    game = new_game(
        Rules.classic(), list(NAMES[:seats]) + ["Ed", "Flo"][: max(0, seats - 4)], seed=3
    )
    player = RandomPlayer(3, eager_end=True)
    history: list[list[int]] = []
    last: list[Event] = []
    while game.pending is not None:
        if game.pending.kind is Kind.PLAY and game.pending.player == game.turn:
            data = game.to_dict()
            history.append(
                [
                    p["cash"] + sum(n * data["chains"][c]["price"] for c, n in p["shares"].items())
                    for p in data["players"]
                ]
            )
        last = game.apply(player.choose(game))
    return game, last, history


def game_over_dialog(
    game: Game, last: list[Event], history: list[list[int]], window: QWidget
) -> GameOverDialog:
    """The game-over dialog as the window shows it to a person who played seat 0: over
    the window, with the win-chance chart and the hard AI's results in that seat (made
    up here, as the background analysis would give them)."""
    win_chance = WinChancePanel()
    seats = len(game.players)
    curve = tuple(
        CurvePoint(turn, turn, tuple(1 / seats for _ in range(seats)))
        for turn in range(len(history))
    )
    win_chance.analysis.compute_curve = (  # type: ignore[method-assign]
        lambda *_a, **_k: win_chance.analysis.curveReady.emit(curve)
    )
    win_chance.compute(game)
    in_seat = AiInSeatPanel()
    runs = tuple(AiSeatRun(seed, 1 + seed % seats, 9_000 + 2_500 * seed) for seed in range(8))
    in_seat.analysis.replay_seat = (  # type: ignore[method-assign]
        lambda *_a, **_k: in_seat.analysis.seatReady.emit(AiInSeat(0, "hard", runs))
    )
    in_seat.compute(game, 0)
    return GameOverDialog(game, last, history, window, win_chance=win_chance, ai_in_seat=in_seat)


def prepared_dialogs() -> list[tuple[str, QDialog]]:
    """Every dialog on a position that shows most of it."""
    space = Rules.space_monopoly()
    trading = Rules.classic(player_trading=True)
    proposing = decision(
        Kind.PLAY,
        lambda g: (
            bool(g.pending and g.pending.may_propose)
            and sum(1 for p in g.to_dict()["players"] if p["shares"]) >= 2
        ),
        rules=trading,
    )
    assert proposing.pending is not None
    mover = proposing.pending.player
    data = proposing.to_dict()["players"]
    other = next(seat for seat, p in enumerate(data) if seat != mover and p["shares"])
    mine = next(iter(data[mover]["shares"].items()), None)
    theirs = next(iter(data[other]["shares"].items()))
    answering = proposing.copy()
    answering.apply(Propose(other, ((mine[0], 1),) if mine else (), 300, ((theirs[0], 1),), 0))
    game, last, history = finished()
    space_setup = NewGameDialog(human_name="Ann")
    space_setup.set_rule_set("space_monopoly")
    energy_setup = NewGameDialog(human_name="Ann")
    energy_setup.set_rule_set("energy")
    return [
        ("new-game", NewGameDialog(human_name="Ann")),
        ("new-game-space-monopoly", space_setup),
        ("new-game-energy", energy_setup),
        ("found-chain", FoundChainDialog(decision(Kind.FOUND, lambda g: chains(g) >= 2))),
        ("survivor", SurvivorDialog(decision(Kind.SURVIVOR))),
        ("defunct-order", DefunctOrderDialog(decision(Kind.DEFUNCT_ORDER, seats=6))),
        (
            "disposal",
            DisposalDialog(
                decision(
                    Kind.DISPOSE,
                    lambda g: g.pending is not None and 0 < g.pending.max_trade < g.pending.shares,
                )
            ),
        ),
        (
            "disposal-one-way",
            DisposalDialog(
                decision(
                    Kind.DISPOSE,
                    lambda g: g.pending is not None and g.pending.shares >= 3,
                    rules=space,
                    seats=3,
                )
            ),
        ),
        ("buy", BuyDialog(decision(Kind.BUY, lambda g: End() in g.legal_actions()))),
        (
            "sell-shares",
            SellSharesDialog(
                decision(Kind.BUY, SellSharesDialog.sales_available, rules=space, seats=3)
            ),
        ),
        ("trade-proposal", TradeProposalDialog(proposing)),
        ("trade-answer", TradeAnswerDialog(answering)),
        ("end-game", EndGameDialog(decision(Kind.PLAY, lambda g: g.end_allowed()))),
        ("game-over", GameOverDialog(game, last, history)),
        # Settings that are read (none there: the defaults) and never written.
        ("preferences", PreferencesDialog(Settings(Path(tempfile.gettempdir()) / "unwritten.ini"))),
    ]


def dialog_shots(out: Path) -> None:
    """Each dialog alone: shown (so layouts settle), grabbed, closed."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    for name, dialog in prepared_dialogs():
        dialog.show()
        settle(app, 150)
        path = out / f"dialog-{name}.png"
        dialog.grab().save(str(path))
        print(path, dialog.width(), dialog.height())
        dialog.done(QDialog.DialogCode.Rejected)
        dialog.deleteLater()


if __name__ == "__main__":
    flags = ("--dialogs", "--german", "--coach")
    arguments = [a for a in sys.argv[1:] if a not in flags]
    if "--theme" in arguments:
        at = arguments.index("--theme")
        THEME_CHOSEN = arguments[at + 1]
        del arguments[at : at + 2]
    target = Path(arguments[0] if arguments else "screenshots")
    if "--german" in sys.argv[1:]:
        os.environ["LANGUAGE"] = "de"  # the system's language, which new windows speak
        QApplication.instance() or QApplication(sys.argv[:1])
        apply_language("de")
    if "--dialogs" in sys.argv[1:]:
        dialog_shots(target)
    elif "--coach" in sys.argv[1:]:
        only_coach_shots(target)
    else:
        main(target)
        dialog_shots(target)
