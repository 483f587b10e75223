"""The game controller: owns the game and its history, applies actions, runs the AI.

:class:`GameController` is the only thing that changes a game. Humans (through
dialogs and the board) and AI players (through :mod:`acquire_qt.ai`) answer the
same pending decision with the same actions. AI players think on a worker thread
on a copy of the game (states are immutable, so no locks), and their answers are
applied at the pace the player set. The controller holds no widgets.
"""

from __future__ import annotations

import multiprocessing
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from acquire_qt.engine import Action, Decision, Game, IllegalActionError, Rules, dumps, new_game
from acquire_qt.engine.events import Event
from acquire_qt.storage import SaveFileError, Storage

HUMAN = "human"
LOAD_SECONDS = 10.0
"""How long loading a save file may take before the player is told and the load is
given up (a real save loads in well under a second)."""


class AiPlayer(Protocol):
    def choose(self, game: Game) -> Action: ...


PlayerFactory = Callable[[str, int], AiPlayer]
"""Makes the AI player of a level (``easy``, ``medium``, ``hard``) from a seed."""


def default_player_factory(level: str, seed: int) -> AiPlayer:
    from acquire_qt.ai import make_player

    player: AiPlayer = make_player(level, seed)
    return player


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a game (what the new-game dialog answers)."""

    names: tuple[str, ...]
    controllers: tuple[str, ...]
    """``human`` or an AI level, per seat."""
    rules: Rules
    seed: int | None = None


def net_worths(game: Game) -> list[int]:
    """Each player's cash plus their shares at the current price."""
    data = game.to_dict()
    prices = {name: chain["price"] for name, chain in data["chains"].items()}
    return [
        p["cash"] + sum(prices[chain] * count for chain, count in p["shares"].items())
        for p in data["players"]
    ]


def replay_history(game: Game) -> tuple[list[Event], list[list[int]]]:
    """Every event of ``game`` so far and the net worths at each turn, by replaying its
    actions: a loaded game gets its log and its chart back."""
    record = game.to_record(snapshot=False)
    record["actions"] = []
    replay = Game.from_record(record)
    events: list[Event] = list(replay.setup_events)
    worths = [net_worths(replay)]
    for action in game.actions:
        turn = replay.state.turn_number
        events.extend(replay.apply(action))
        if replay.state.turn_number != turn or replay.over:
            worths.append(net_worths(replay))
    return events, worths


class _AiSignals(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    answered = Signal(int, object, float)
    failed = Signal(int, str)


class _SaveSignals(QObject):
    failed = Signal(str)
    saved = Signal(str)


class _LoadSignals(QObject):
    """Tells the GUI thread that a load on a worker thread is done."""

    done = Signal()


class _SaveTask(QRunnable):
    """Writes a save file off the GUI thread (the fsync alone takes milliseconds)."""

    def __init__(self, storage: Storage, text: str, path: Path, signals: _SaveSignals) -> None:
        super().__init__()
        self.storage, self.text, self.path, self.signals = storage, text, path, signals

    def run(self) -> None:
        try:
            self.storage.write(self.text, self.path)
        except SaveFileError as error:
            self.signals.failed.emit(str(error))
            return
        self.signals.saved.emit(str(self.path))


def _choose(player: AiPlayer, game: Game) -> Action:
    """Run in the AI process: the player's answer to the game's pending decision."""
    return player.choose(game)


_thinker: ProcessPoolExecutor | None = None


def thinker() -> ProcessPoolExecutor:
    """The worker process AI players think in, started on first use and shared.

    An AI that thinks on a thread of the GUI's own process competes with the GUI for
    the interpreter lock, and every Python callback of a repaint then waits for its
    turn; in a process of its own it cannot stall the window. The game and the player
    are sent to it pickled (between our own processes only; save files are JSON).
    """
    global _thinker
    if _thinker is None:
        _thinker = ProcessPoolExecutor(
            max_workers=2, mp_context=multiprocessing.get_context("spawn")
        )
    return _thinker


class _AiTask(QRunnable):
    """Gets one AI answer: in the AI process, or on this worker thread for players that
    cannot be sent there (``in_process=False``, as some tests use)."""

    def __init__(
        self,
        player: AiPlayer,
        game: Game,
        generation: int,
        signals: _AiSignals,
        in_process: bool,
    ) -> None:
        super().__init__()
        self.player, self.game, self.generation, self.signals = player, game, generation, signals
        self.in_process = in_process

    def run(self) -> None:
        start = time.perf_counter()
        try:
            if self.in_process:
                action = thinker().submit(_choose, self.player, self.game).result()
            else:
                action = self.player.choose(self.game)
        except Exception as error:  # an AI bug must not take the game down
            self.signals.failed.emit(self.generation, f"{type(error).__name__}: {error}")
            return
        self.signals.answered.emit(self.generation, action, time.perf_counter() - start)


class GameController(QObject):
    """Owns the game; applies human and AI actions; keeps history, autosave and pace.

    Signals:
        game_started(): a new or loaded game replaced the previous one.
        state_changed(): the position changed (after an action, an undo or a load).
        events_happened(list): the events of the last action, in order.
        decision_required(object): a human must answer this ``Decision``.
        ai_thinking(int): the AI of this seat started on a decision.
        game_over(list): the standings (``to_dict()["standings"]``).
        suggestion_ready(object): the hard AI's answer to :meth:`suggest` (an ``Action``).
        error(str): something a player should read: a refused action, a failed save.
        saved(str): the game was saved to this path (autosaves included).
    """

    game_started = Signal()
    state_changed = Signal()
    events_happened = Signal(list)
    decision_required = Signal(object)
    ai_thinking = Signal(int)
    game_over = Signal(list)
    suggestion_ready = Signal(object)
    error = Signal(str)
    saved = Signal(str)

    def __init__(
        self,
        storage: Storage,
        player_factory: PlayerFactory = default_player_factory,
        parent: QObject | None = None,
        *,
        ai_process: bool = True,
    ) -> None:
        super().__init__(parent)
        self.ai_process = ai_process
        """Whether AI players think in a separate process (see :func:`thinker`)."""
        self.storage = storage
        self._factory = player_factory
        self._game: Game | None = None
        self._players: dict[int, AiPlayer] = {}
        self._undo: list[tuple[Game, int]] = []
        self._generation = 0
        self._pace_ms = 600
        self._ai_paused = False
        self.allow_undo_with_several_humans = False
        self.save_path: Path | None = None
        self.net_worth_history: list[list[int]] = []
        self.last_events: list[Event] = []
        self.decision_seconds: list[float] = []
        # AI players think in Python on worker threads and hold the interpreter lock in
        # slices of the switch interval (5 ms by default); 1 ms slices give the GUI thread
        # its turn sooner, so the window stays responsive while an AI thinks.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._saver = QThreadPool(self)
        self._saver.setMaxThreadCount(1)  # autosaves are written one after another, in order
        self._save_signals = _SaveSignals(self)
        self._save_signals.saved.connect(self.saved)
        self._save_signals.saved.connect(self._autosave_written)
        self._save_signals.failed.connect(self._autosave_failed)
        self._autosave_failing = False
        self._loading = False
        self._signals = _AiSignals(self)
        self._signals.answered.connect(self._ai_answered)
        self._signals.failed.connect(self._ai_failed)
        self._suggestions = _AiSignals(self)
        self._suggestions.answered.connect(self._suggestion_answered)
        self._suggestions.failed.connect(self._ai_failed)
        self._thinking = False
        self._pending_ai: tuple[int, Action] | None = None
        self._asked_at = 0.0
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._apply_ai_answer)

    # -- reading --------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def pace_ms(self) -> int:
        return self._pace_ms

    def humans(self) -> list[int]:
        game = self._game
        return [] if game is None else [s for s, c in enumerate(game.controllers) if c == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self._game is not None and self._game.controllers[seat] == HUMAN

    def can_undo(self) -> bool:
        if not self._undo:
            return False
        return len(self.humans()) <= 1 or self.allow_undo_with_several_humans

    # -- starting ---------------------------------------------------------------------

    @Slot(object)
    def new_game(self, setup: GameSetup) -> None:
        game = new_game(setup.rules, setup.names, seed=setup.seed, controllers=setup.controllers)
        self.save_path = None
        self._start(game, list(game.setup_events))

    @Slot(str)
    def open(self, path: str) -> bool:
        """Load a save file; on failure emit ``error`` and keep the current game."""
        loaded = self._load_off_the_gui_thread(Path(path))
        if loaded is None:
            return False
        game, events, worths = loaded
        self.save_path = Path(path) if Path(path) != self.storage.autosave_path else None
        self._start(game, events)
        self.net_worth_history = worths
        return True

    def _load_off_the_gui_thread(
        self, path: Path
    ) -> tuple[Game, list[Event], list[list[int]]] | None:
        """Read and replay a save file on a worker thread while the window goes on
        (a local event loop), at most :data:`LOAD_SECONDS`; None, with ``error``, if it
        fails or takes longer. A load given up finishes on its own (daemon) thread,
        unheeded."""
        seconds = LOAD_SECONDS
        if self._loading:
            self.error.emit("Another saved game is still being loaded.")
            return None
        outcome: list[tuple[Game, list[Event], list[list[int]]] | SaveFileError] = []
        signals = _LoadSignals()
        loop = QEventLoop()
        signals.done.connect(loop.quit)
        QTimer.singleShot(int(seconds * 1000), loop.quit)

        def load() -> None:
            try:
                game = self.storage.load(path)
                outcome.append((game, *replay_history(game)))
            except SaveFileError as error:
                outcome.append(error)
            signals.done.emit()

        self._loading = True
        threading.Thread(target=load, name="load " + path.name, daemon=True).start()
        try:
            loop.exec()
        finally:
            self._loading = False
        if not outcome:
            self.error.emit(
                f"{path.name} took over {seconds:g} s to load and was given up: "
                "it is not a saved game this program can open."
            )
            return None
        if isinstance(outcome[0], SaveFileError):
            self.error.emit(str(outcome[0]))
            return None
        return outcome[0]

    def _start(self, game: Game, events: list[Event]) -> None:
        self._generation += 1
        self._pace_timer.stop()
        self._pending_ai = None
        self._thinking = False
        self._game = game
        self._undo = []
        seed = game.seed or 0
        self._players = {
            seat: self._factory(level, seed + 7919 * seat)
            for seat, level in enumerate(game.controllers)
            if level != HUMAN
        }
        self.net_worth_history = [net_worths(game)]
        self.last_events = events
        self.game_started.emit()
        self.state_changed.emit()
        if events:
            self.events_happened.emit(events)
        self._advance()

    # -- acting -------------------------------------------------------------------------

    @Slot(object)
    def submit(self, action: Action | str) -> bool:
        """A human's answer to the pending decision. Refusals go to ``error``."""
        game = self._game
        if game is None or game.pending is None:
            return False
        seat = game.pending.player
        if not self.is_human(seat):
            self.error.emit(f"It is {game.players[seat]}'s decision (an AI player).")
            return False
        before = game.copy()
        try:
            self._apply(action)
        except IllegalActionError as error:
            self.error.emit(str(error))
            return False
        self._undo.append((before, len(self.net_worth_history)))
        return True

    def _apply(self, action: Action | str) -> None:
        game = self._game
        assert game is not None
        turn_before = game.state.turn_number
        events = game.apply(action)
        self.last_events = events
        if game.state.turn_number != turn_before or game.over:
            self.net_worth_history.append(net_worths(game))
            self._autosave()
        self.state_changed.emit()
        self.events_happened.emit(events)
        self._advance()

    def _advance(self) -> None:
        game = self._game
        assert game is not None
        decision = game.pending
        if decision is None:
            data = game.to_dict()
            self.game_over.emit(data["standings"])
            return
        if decision.player in self._players:
            if not self._ai_paused:
                self._ask_ai(decision)
        else:
            self.decision_required.emit(decision)

    def _ask_ai(self, decision: Decision) -> None:
        game = self._game
        assert game is not None
        self._asked_at = time.perf_counter()
        self._thinking = True
        self.ai_thinking.emit(decision.player)
        player = self._players[decision.player]
        task = _AiTask(player, game.copy(), self._generation, self._signals, self.ai_process)
        self._pool.start(task)

    @Slot(int, object, float)
    def _ai_answered(self, generation: int, action: Action, seconds: float) -> None:
        if generation != self._generation:
            return  # a stale answer: the game changed (undo, new game) while it thought
        self._thinking = False
        self.decision_seconds.append(seconds)
        self._pending_ai = (generation, action)
        waited = (time.perf_counter() - self._asked_at) * 1000
        self._pace_timer.start(max(0, int(self._pace_ms - waited)))

    @Slot()
    def _apply_ai_answer(self) -> None:
        if self._pending_ai is None or self._pending_ai[0] != self._generation:
            return
        if self._ai_paused:
            return  # applied when play resumes
        _, action = self._pending_ai
        self._pending_ai = None
        try:
            self._apply(action)
        except IllegalActionError as error:
            self.error.emit(f"An AI player chose an illegal action ({action}): {error}")

    @Slot(int, str)
    def _ai_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._thinking = False
            self.error.emit(f"An AI player failed: {message}")

    @Slot(int)
    def set_pace(self, milliseconds: int) -> None:
        """Time from an AI's decision being asked to it being applied (0 to 2000 ms)."""
        self._pace_ms = max(0, min(2000, milliseconds))

    @Slot(bool)
    def set_ai_paused(self, paused: bool) -> None:
        """Hold AI turns (e.g. while a dialog is open); resuming continues the game."""
        was = self._ai_paused
        self._ai_paused = paused
        if not was or paused or self._game is None:
            return
        if self._pending_ai is not None:
            self._pace_timer.start(0)
        elif not self._thinking:
            decision = self._game.pending
            if decision is not None and decision.player in self._players:
                self._ask_ai(decision)

    @Slot()
    def undo(self) -> None:
        """Go back to before the last human decision (and the AI moves after it)."""
        if not self.can_undo():
            return
        game, history = self._undo.pop()
        self._generation += 1
        self._pace_timer.stop()
        self._pending_ai = None
        self._thinking = False
        self._game = game
        del self.net_worth_history[history:]
        self.last_events = []
        self._autosave()
        self.state_changed.emit()
        self._advance()

    @Slot()
    def suggest(self) -> None:
        """Ask the hard AI what it would do now, without blocking; see ``suggestion_ready``."""
        game = self._game
        if game is None or game.pending is None:
            return
        player = self._factory("hard", (game.seed or 0) + len(game.actions))
        task = _AiTask(player, game.copy(), self._generation, self._suggestions, self.ai_process)
        self._pool.start(task)

    @Slot(int, object, float)
    def _suggestion_answered(self, generation: int, action: Action, _seconds: float) -> None:
        if generation == self._generation:
            self.suggestion_ready.emit(action)

    # -- saving ------------------------------------------------------------------------

    def _autosave(self) -> None:
        """Save after every turn: the record is made here, the file written on a worker."""
        game = self._game
        assert game is not None
        task = _SaveTask(self.storage, dumps(game), self.storage.autosave_path, self._save_signals)
        self._saver.start(task)

    @Slot(str)
    def _autosave_failed(self, message: str) -> None:
        """Tell the player once that autosaving fails (a full or read-only disk); the game
        goes on and the last good autosave stays. Told again only after one succeeded."""
        if not self._autosave_failing:
            self._autosave_failing = True
            self.error.emit(
                f"The game cannot be autosaved ({message}) It goes on, and the last "
                "autosave is kept; you will not be told again while this lasts."
            )

    @Slot(str)
    def _autosave_written(self, _path: str) -> None:
        self._autosave_failing = False

    def discard_autosave(self) -> None:
        """Remove the autosave (a finished game needs no resuming), after pending writes."""
        self.wait_for_saves()
        self.storage.clear_autosave()

    def wait_for_saves(self, milliseconds: int = 10_000) -> bool:
        """Block until pending autosaves are on disk (closing, tests)."""
        return bool(self._saver.waitForDone(milliseconds))

    @Slot(str)
    def save(self, path: str = "") -> bool:
        """Save to ``path`` (or the file this game was last saved to, or a new file)."""
        game = self._game
        if game is None:
            return False
        target = Path(path) if path else self.save_path or self.storage.new_save_path(game)
        try:
            self.storage.save(game, target)
        except SaveFileError as error:
            self.error.emit(str(error))
            return False
        self.save_path = target
        self.saved.emit(str(target))
        return True

    def wait_for_ai(self, milliseconds: int = 10_000) -> bool:
        """Block until AI workers finish (for shutdown and tests)."""
        return bool(self._pool.waitForDone(milliseconds))

    def stop(self) -> None:
        """Forget pending AI answers and finish writing saves; used when closing the window."""
        self._generation += 1
        self._pace_timer.stop()
        self._pending_ai = None
        self._thinking = False
        self._pool.clear()
        self.wait_for_saves()
