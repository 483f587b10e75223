"""The controllers a window plays through: the table's face, and the game controller.

:class:`TableController` is what a window reads and answers through, whoever runs the
game: the game on the table (a :class:`~acquire_qt.engine.GameReader`), who is at this
screen, the person's answer, the events, net worths and pace. A window builds what only a
game run here has (files, undo, suggestions, hosting, review) when its controller's
:attr:`~TableController.local` is one.

:class:`GameController` is the only thing that changes a game. It asks the seat of
each pending decision (:mod:`acquire_qt.session.seats`: a person at this screen, an AI
player, a person at another computer in a hosted network game) and applies whatever
that seat answers, the same way for every kind of seat. AI players think in worker
processes the controller owns (:class:`AiWorkers`) on a copy of the game (states are
immutable, so no locks), and answer at the pace the player set. The controller holds no widgets.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from acquire_qt.ai.in_seat import seat_seed
from acquire_qt.engine import (
    Action,
    Event,
    Game,
    GameReader,
    IllegalActionError,
    Rules,
    dumps,
    new_game,
)
from acquire_qt.session.ai_process import Player as AiPlayer
from acquire_qt.session.ai_workers import DEADLINE_SECONDS, AiWorkers
from acquire_qt.session.seats import (
    HumanSeat,
    NetworkSeat,
    Occupant,
    PlayerFactory,
    Seat,
    Seating,
    default_player_factory,
    make_seat,
    stand_in_player,
)
from acquire_qt.storage import SaveFileError, Storage

LOAD_SECONDS = 10.0
"""How long loading a save file may take before the player is told and the load is
given up (a real save loads in well under a second)."""
LOAD_POLL_MS = 10
"""How often the window looks whether a load has finished (it keeps painting meanwhile)."""

__all__ = [
    "AiPlayer",
    "GameController",
    "GameSetup",
    "PlayerFactory",
    "TableController",
    "default_player_factory",
]


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a game (what the new-game dialog answers)."""

    names: tuple[str, ...]
    controllers: tuple[str, ...]
    """Who sits at each seat: an :class:`~acquire_qt.session.seats.Occupant` value."""
    rules: Rules
    seed: int | None = None
    tile_bag: tuple[str, ...] | None = None
    """The draw order, when it is arranged (the coach's game); else the seed shuffles."""


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


class _SaveSignals(QObject):
    failed = Signal(str)
    saved = Signal(str)


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


class TableController(QObject):
    """What a window plays a table through: the game it shows, whose seats are at this
    screen, the answer of the person deciding, the events and net worths so far, the pace.

    Two controllers stand side by side behind it: :class:`GameController`, which runs a
    game on this computer, and the network client's
    (``network/client_controller.ClientController``), which follows a game a
    host runs. What only a game run here can do (start, load, save, undo, suggest, host,
    review) is :attr:`local`'s: a window builds those parts only when it has one.

    Signals:
        game_started(): a new or loaded game replaced the previous one.
        undone(): an undo took the game back to a person's decision; :attr:`events` was cut
            back to that decision. Emitted just before the ``state_changed`` of the undo,
            so that views put back what they showed then (the log, the marks).
        state_changed(): the position changed (after an action, an undo or a load).
        events_happened(list): the events of the last action, in order.
        decision_required(object): a human must answer this ``Decision``.
        ai_thinking(int): the AI of this seat started on a decision.
        game_over(list): the standings (``to_dict()["standings"]``).
        error(str): something a player should read: a refused action, a failed save.
        notice(str): something the player should know that needs no answer (an AI worker
            that died or stalled and was replaced, or whose decision a simpler AI answered
            after it kept dying; a message from the host that was ignored): for the status
            bar.
    """

    game_started = Signal()
    undone = Signal()
    state_changed = Signal()
    events_happened = Signal(list)
    decision_required = Signal(object)
    ai_thinking = Signal(int)
    game_over = Signal(list)
    error = Signal(str)
    notice = Signal(str)

    def __init__(self, storage: Storage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.net_worth_history: list[list[int]] = []
        """Each player's net worth at the start and after each turn (the chart's)."""
        self.last_events: list[Event] = []
        self._events: list[Event] = []
        self._pace_ms = 600

    # -- reading --------------------------------------------------------------------

    @property
    def game(self) -> GameReader | None:
        """The game on the table, as the views read it; None before there is one."""
        raise NotImplementedError

    @property
    def local(self) -> GameController | None:
        """This controller when it runs the game on this computer; None when it follows
        a game run elsewhere."""
        return None

    @property
    def events(self) -> list[Event]:
        """Every event of the game on the table so far, in order (its set-up first); an
        undo cuts off the events of the moves it took back."""
        return list(self._events)

    @property
    def pace_ms(self) -> int:
        return self._pace_ms

    def humans(self) -> list[int]:
        """The seats of people at this screen."""
        raise NotImplementedError

    def is_human(self, seat: int) -> bool:
        """Whether ``seat``'s decisions are asked of the person at this screen."""
        raise NotImplementedError

    def can_undo(self) -> bool:
        """Whether Undo is open."""
        return False

    # -- acting -------------------------------------------------------------------------

    def submit(self, action: Action | str) -> bool:
        """The answer of the person at the pending seat. Refusals go to ``error``."""
        raise NotImplementedError

    @Slot(int)
    def set_pace(self, milliseconds: int) -> None:
        """Time from an AI's decision being asked to it being applied (0 to 2000 ms); the
        board's animations follow it."""
        self._pace_ms = max(0, min(2000, milliseconds))

    @Slot(bool)
    def set_ai_paused(self, paused: bool) -> None:
        """Hold AI turns (e.g. while a dialog is open); resuming continues the game. No AI
        plays on this computer here: nothing to hold."""

    def stop(self) -> None:
        """End what this controller runs; used when closing the window."""


class GameController(TableController):
    """Owns the game and its seats; applies their answers; keeps history, autosave and pace.

    Signals (besides the table's, :class:`TableController`):
        suggestion_ready(object): the hard AI's answer to :meth:`suggest` (an ``Action``).
        saved(str): the game was saved to this path (autosaves included).
    """

    suggestion_ready = Signal(object)
    saved = Signal(str)

    def __init__(
        self,
        storage: Storage,
        player_factory: PlayerFactory = default_player_factory,
        parent: QObject | None = None,
        *,
        ai_process: bool = True,
        ai_deadline_seconds: float = DEADLINE_SECONDS,
    ) -> None:
        super().__init__(storage, parent)
        self._factory = player_factory
        self._game: Game | None = None
        self._seats: list[Seat] = []
        self._undo: list[tuple[Game, int, int]] = []
        """Each undo point: the game at a person's decision, and how many net-worth points
        and events there were then."""
        self._ticket = 0
        """The number of the question the pending seat was asked; older answers are stale."""
        self._asked = False
        """Whether the pending decision's seat has been asked (AI seats wait while paused)."""
        self._held: tuple[int, int, Action | str] | None = None
        """An AI's answer that came while AI turns were paused: applied when they resume."""
        self._accepted = False
        """Whether the last :meth:`submit` was applied (set by :meth:`_answered`)."""
        self._ai_paused = False
        self.allow_undo_with_several_humans = False
        self.save_path: Path | None = None
        self._saved_actions: tuple[Action, ...] | None = None
        """The game's actions when ``save_path`` was written or opened: the position it holds."""
        self.decision_seconds: list[float] = []
        # AI players on in-process threads (ai_process=False) hold the interpreter lock in
        # slices of the switch interval (5 ms by default); 1 ms slices give the GUI thread
        # its turn sooner, so the window stays responsive while an AI thinks.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.workers = AiWorkers(self, in_process=ai_process, deadline_seconds=ai_deadline_seconds)
        """The AI's worker processes (or threads), owned by this controller."""
        self.workers.notice.connect(self.notice)
        self._saver = QThreadPool(self)
        self._saver.setMaxThreadCount(1)  # autosaves are written one after another, in order
        self._saver.setExpiryTimeout(-1)  # one writing thread for the whole game
        self._autosave_soon = QTimer(self)
        """Makes the autosave once the events queued now (the answer's repaint) are handled."""
        self._autosave_soon.setSingleShot(True)
        self._autosave_soon.setInterval(0)
        self._autosave_soon.timeout.connect(self._autosave_now)
        self._save_signals = _SaveSignals(self)
        self._save_signals.saved.connect(self.saved)
        self._save_signals.saved.connect(self._autosave_written)
        self._save_signals.failed.connect(self._autosave_failed)
        self._autosave_failing = False
        self._loading = False

    # -- reading --------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def local(self) -> GameController:
        return self

    @property
    def ai_paused(self) -> bool:
        """Whether AI turns are held (:meth:`set_ai_paused`)."""
        return self._ai_paused

    def humans(self) -> list[int]:
        return [seat.index for seat in self._seats if seat.at_screen]

    def is_human(self, seat: int) -> bool:
        return self._game is not None and self._seats[seat].at_screen

    def can_undo(self) -> bool:
        """Whether Undo is open: never with players at other computers (taking back
        their moves is not this screen's to decide), and never once the game is over (its
        standings were shown, the finished game kept and the player's record counted:
        undoing would reopen it and rewrite its ending)."""
        game = self._game
        if not self._undo or self.network_seats() or game is None or game.over:
            return False
        return len(self.humans()) <= 1 or self.allow_undo_with_several_humans

    def network_seats(self) -> list[NetworkSeat]:
        """The seats of people at other computers (a hosted game), waiting or not."""
        return [seat for seat in self._seats if isinstance(seat, NetworkSeat)]

    # -- starting ---------------------------------------------------------------------

    @Slot(object)
    def new_game(self, setup: GameSetup) -> None:
        game = new_game(
            setup.rules,
            setup.names,
            seed=setup.seed,
            tile_bag=setup.tile_bag,
            controllers=setup.controllers,
        )
        self.save_path = None
        self._start(game, list(game.setup_events))

    @Slot(str)
    def open(self, path: str) -> bool:
        """Load a save file; on failure emit ``error`` and keep the current game."""
        loaded = self._load_off_the_gui_thread(Path(path))
        if loaded is None:
            return False
        game, events, worths = loaded
        if not self._start(game, events):
            return False
        self.save_path = Path(path) if Path(path) != self.storage.autosave_path else None
        self._saved_actions = tuple(game.actions)
        self.net_worth_history = worths
        return True

    def play_on(self, game: Game) -> bool:
        """Play ``game``, a game branched from another (``Game.branch``: review's "Play on
        from here"), in place of the one on the table, and save it at once as a game of its
        own (a new file among the saved games; the game it came from is not touched). False,
        with ``error``, if its seats cannot be filled (the current game is kept) or it
        cannot be saved (it is played all the same, and autosaved as any game)."""
        events, worths = replay_history(game)
        if not self._start(game, events):
            return False
        self.net_worth_history = worths
        self.save_path = None
        return self.save()

    def read(self, path: str) -> Game | None:
        """Load a save file without playing it (to review it): off the GUI thread, as
        :meth:`open` does; None, with ``error``, if it cannot be loaded. The running game
        is untouched."""
        loaded = self._load_off_the_gui_thread(Path(path))
        return None if loaded is None else loaded[0]

    def _load_off_the_gui_thread(
        self, path: Path
    ) -> tuple[Game, list[Event], list[list[int]]] | None:
        """Read and replay a save file on a worker thread while the window goes on
        (a local event loop), at most :data:`LOAD_SECONDS`; None, with ``error``, if it
        fails or takes longer. A load given up finishes on its own (daemon) thread,
        unheeded."""
        seconds = LOAD_SECONDS
        if self._loading:
            self.error.emit(self.tr("Another saved game is still being loaded."))
            return None
        outcome: list[tuple[Game, list[Event], list[list[int]]] | SaveFileError] = []
        storage = self.storage

        def load() -> None:  # on the loading thread: no Qt object is touched there
            try:
                game = storage.load(path)
                outcome.append((game, *replay_history(game)))
            except SaveFileError as error:
                outcome.append(error)

        loader = threading.Thread(target=load, name="load " + path.name, daemon=True)
        loop = QEventLoop()
        watch = QTimer()
        watch.setInterval(LOAD_POLL_MS)
        deadline = time.monotonic() + seconds

        def check() -> None:
            if not loader.is_alive() or time.monotonic() > deadline:
                loop.quit()

        watch.timeout.connect(check)
        self._loading = True
        loader.start()
        watch.start()
        try:
            loop.exec()
        finally:
            watch.stop()
            self._loading = False
        if not outcome:
            self.error.emit(
                self.tr(
                    "{name} took over {seconds} s to load and was given up: "
                    "it is not a saved game this program can open."
                ).format(name=path.name, seconds=f"{seconds:g}")
            )
            return None
        if isinstance(outcome[0], SaveFileError):
            self.error.emit(str(outcome[0]))
            return None
        return outcome[0]

    def _start(self, game: Game, events: list[Event]) -> bool:
        """Seat ``game``'s players and play it; False (and ``error``, the current game kept)
        when an AI seat cannot be filled (a level this version does not know)."""
        seating = self._seating(game)
        seats: list[Seat] = []
        try:
            for index, who in enumerate(game.controllers):
                seats.append(self._make_seat(seating, index, who))
        except (ValueError, TypeError) as error:
            self._drop(seats)
            self.error.emit(
                self.tr("This game's players cannot be seated: {error}").format(error=error)
            )
            return False
        self._withdraw()
        self._drop(self._seats)
        self._game = game
        self._undo = []
        self._seats = seats
        self.net_worth_history = [net_worths(game)]
        self.last_events = events
        self._events = list(events)
        self.game_started.emit()
        self.state_changed.emit()
        if events:
            self.events_happened.emit(events)
        self._advance()
        return True

    def _seating(self, game: Game) -> Seating:
        """What the seats of ``game`` are made with: this controller's workers and pace, and
        the AI of a level at a seat (and its stand-in), seeded by the game and the seat."""

        def players(level: str, index: int) -> tuple[AiPlayer, AiPlayer]:
            seed = seat_seed(game.seed, index)
            return self._factory(level, seed), stand_in_player(self._factory, level, seed)

        return Seating(
            parent=self,
            workers=self.workers,
            pace_ms=lambda: self._pace_ms,
            seconds=self.decision_seconds,
            players=players,
            questions=self.decision_required,
        )

    def _make_seat(self, seating: Seating, index: int, who: str) -> Seat:
        """The seat at ``index`` for ``who`` (its kind's factory in
        :data:`~acquire_qt.session.seats.SEAT_KINDS`), answering this controller."""
        seat = make_seat(seating, index, who)
        seat.answered.connect(self._answered)
        seat.failed.connect(self._seat_failed)
        return seat

    @staticmethod
    def _drop(seats: list[Seat]) -> None:
        """Delete ``seats`` once control returns to the event loop."""
        for seat in seats:
            if isinstance(seat, QObject):
                seat.deleteLater()

    def hand_to_ai(self, index: int, level: str = Occupant.MEDIUM) -> bool:
        """Let an AI of ``level`` play network seat ``index`` from now on (its player left
        for good); if the game waits for that seat, the AI is asked at once. The saved
        game still names the seat a network one, so hosting it again seats a person."""
        game = self._game
        if game is None or not isinstance(self._seats[index], NetworkSeat):
            return False
        seat = self._make_seat(self._seating(game), index, level)
        old = self._seats[index]
        old.withdraw()
        self._drop([old])
        self._seats[index] = seat
        if game.pending is not None and game.pending.player == index:
            self._ticket += 1
            self._asked = False
            self._held = None
            if not self._ai_paused:
                self._ask(self._seats[index])
        return True

    # -- acting -------------------------------------------------------------------------

    @Slot(object)
    def submit(self, action: Action | str) -> bool:
        game = self._game
        if game is None or game.pending is None:
            return False
        seat = self._seats[game.pending.player]
        if not isinstance(seat, HumanSeat):
            self.error.emit(
                self.tr("It is {name}'s decision (an AI player).").format(
                    name=game.players[seat.index]
                )
            )
            return False
        self._accepted = False
        seat.answer(action)
        return self._accepted

    @Slot(int, int, object)
    def _answered(self, index: int, ticket: int, action: Action | str) -> None:
        """A seat's answer: applied if it answers the question that stands."""
        game = self._game
        if game is None or ticket != self._ticket or game.pending is None:
            return  # a stale answer: the game changed (undo, new game) since it was asked
        seat = self._seats[index]
        if seat.index != game.pending.player:
            return
        if not seat.at_screen:
            if self._ai_paused:
                self._held = (index, ticket, action)  # applied when play resumes
                return
            try:
                self._apply(action)
            except IllegalActionError as error:
                self.error.emit(
                    self.tr("An AI player chose an illegal action ({action}): {error}").format(
                        action=action, error=error
                    )
                )
            return
        before = game.copy()
        history_before, events_before = len(self.net_worth_history), len(self._events)
        try:
            self._apply(action)
        except IllegalActionError as error:
            self.error.emit(str(error))
            return
        self._accepted = True
        self._undo.append((before, history_before, events_before))

    @Slot(int, int, str)
    def _seat_failed(self, index: int, ticket: int, message: str) -> None:
        if ticket == self._ticket:
            self.error.emit(self.tr("An AI player failed: {message}").format(message=message))

    def _apply(self, action: Action | str) -> None:
        game = self._game
        assert game is not None
        turn_before = game.state.turn_number
        events = game.apply(action)
        self.last_events = events
        self._events.extend(events)
        if game.state.turn_number != turn_before or game.over:
            self.net_worth_history.append(net_worths(game))
            self._autosave()
        self.state_changed.emit()
        self.events_happened.emit(events)
        self._advance()

    def _advance(self) -> None:
        """Ask the seat of the pending decision (AI seats wait while AI turns are paused)."""
        game = self._game
        assert game is not None
        self._ticket += 1
        self._asked = False
        self._held = None
        decision = game.pending
        if decision is None:
            data = game.to_dict()
            self.game_over.emit(data["standings"])
            return
        seat = self._seats[decision.player]
        if seat.at_screen or not self._ai_paused:
            self._ask(seat)

    def _ask(self, seat: Seat) -> None:
        game = self._game
        assert game is not None
        self._asked = True
        if not seat.at_screen:
            self.ai_thinking.emit(seat.index)
        seat.ask(game, self._ticket)

    def _withdraw(self) -> None:
        """Every question stands no more (a new game, undo, closing)."""
        self._ticket += 1
        self._held = None
        for seat in self._seats:
            seat.withdraw()

    @Slot(bool)
    def set_ai_paused(self, paused: bool) -> None:
        """Hold AI turns (e.g. while a dialog is open); resuming continues the game."""
        was = self._ai_paused
        self._ai_paused = paused
        if not was or paused or self._game is None:
            return
        if self._held is not None:
            held, self._held = self._held, None
            QTimer.singleShot(0, lambda: self._answered(*held))
            return
        decision = self._game.pending
        if decision is not None and not self._asked:
            self._ask(self._seats[decision.player])

    @Slot()
    def undo(self) -> None:
        """Go back to before the last human decision (and the AI moves after it)."""
        if not self.can_undo():
            return
        game, history, events = self._undo.pop()
        self._withdraw()
        self._game = game
        del self.net_worth_history[history:]
        del self._events[events:]
        self.last_events = []
        self._autosave()
        self.undone.emit()
        self.state_changed.emit()
        self._advance()

    @Slot()
    def suggest(self) -> None:
        """Ask the hard AI what it would do now, without blocking; see ``suggestion_ready``."""
        game = self._game
        if game is None or game.pending is None:
            return
        player = self._factory(Occupant.HARD, (game.seed or 0) + len(game.actions))
        ticket = self._ticket

        def answered(action: Action, _seconds: float) -> None:
            if ticket == self._ticket:
                self.suggestion_ready.emit(action)

        def failed(message: str) -> None:
            if ticket == self._ticket:
                self.error.emit(self.tr("An AI player failed: {message}").format(message=message))

        self.workers.ask(player, game.copy(), answered, failed)

    # -- saving ------------------------------------------------------------------------

    def _autosave(self) -> None:
        """Save after every turn, once the window has shown the turn: the record is made on
        the GUI thread after the events queued now, the file written on a worker thread."""
        self._autosave_soon.start()

    @Slot()
    def _autosave_now(self) -> None:
        self._autosave_soon.stop()
        game = self._game
        if game is None:
            return
        task = _SaveTask(self.storage, dumps(game), self.storage.autosave_path, self._save_signals)
        self._saver.start(task)

    @Slot(str)
    def _autosave_failed(self, message: str) -> None:
        """Tell the player once that autosaving fails (a full or read-only disk); the game
        goes on and the last good autosave stays. Told again only after one succeeded."""
        if not self._autosave_failing:
            self._autosave_failing = True
            self.error.emit(
                self.tr(
                    "The game cannot be autosaved ({message}) It goes on, and the last "
                    "autosave is kept; you will not be told again while this lasts."
                ).format(message=message)
            )

    @Slot(str)
    def _autosave_written(self, _path: str) -> None:
        self._autosave_failing = False

    def unfinished(self) -> bool:
        """Whether an unfinished game would be lost if another replaced it: the one on
        the table, or one a previous run left in the autosave."""
        if self._game is not None and not self._game.over:
            return True
        return self.storage.unfinished_autosave() is not None

    def keep_for_later(self) -> Path | None:
        """Put the unfinished game (the one on the table, else the autosave's) among the
        saved games, where the start page lists it to continue, and out of the autosave's
        place, which the next game takes. Its own file if it is one of them and holds the
        game as it stands; a new file if the game went on since that file was written (a
        file saved by hand stays as it was: the player may want that position again).
        The file, or None if there was none. :class:`SaveFileError` if it cannot be
        written: then nothing changed."""
        game = self._game
        if game is None or game.over:
            return self.storage.keep_autosave()
        target = self.save_path
        if (
            target is None
            or target.parent != self.storage.saves
            or self._saved_actions != tuple(game.actions)
        ):
            target = self.storage.new_save_path(game)  # none, or it holds the game as it was
        self.wait_for_saves()
        self.storage.save(game, target)
        self.save_path = target
        self._saved_actions = tuple(game.actions)
        self.storage.clear_autosave()
        self.saved.emit(str(target))
        return target

    def discard_autosave(self) -> None:
        """Remove the autosave (a finished game needs no resuming), after pending writes."""
        self.wait_for_saves()
        self.storage.clear_autosave()

    def wait_for_saves(self, milliseconds: int = 10_000) -> bool:
        """Block until pending autosaves are on disk (closing, tests)."""
        if self._autosave_soon.isActive():
            self._autosave_now()
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
        self._saved_actions = tuple(game.actions)
        self.saved.emit(str(target))
        return True

    def wait_for_ai(self, milliseconds: int = 10_000) -> bool:
        """Block until AI threads finish (``ai_process=False``; for shutdown and tests)."""
        return self.workers.wait(milliseconds)

    def stop(self) -> None:
        """Forget pending AI answers, end the AI workers and finish writing saves; used
        when closing the window."""
        self._withdraw()
        self.workers.shutdown()
        self.wait_for_saves()
