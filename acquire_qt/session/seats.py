"""Seats: who answers each player's decisions, behind one protocol.

The controller asks the seat of the pending decision with :meth:`Seat.ask` and takes
whatever it emits on :attr:`Seat.answered`; it never asks what sits there. Three kinds
exist: :class:`HumanSeat`, a person at this screen (the window's decision router shows
the question as a dialog, the board or the rack and answers through
:meth:`HumanSeat.answer`), :class:`AiSeat`, an AI player thinking on the
controller's worker processes, and :class:`NetworkSeat`, a person at another computer
whose answers come through the host's seat table (:mod:`.network.host`). Every answer
carries the ``ticket`` it was asked with, so an answer to a question that no longer
stands (undo, a new game) is recognised and dropped.

Who sits at a seat is a closed choice, :class:`~.occupant.Occupant`, whose values are
the ``controller`` strings of save files. :data:`SEAT_KINDS` declares each kind once: how
its seat is made (:func:`make_seat`, from the controller's :class:`Seating`) and the words
a player reads for it (:func:`occupant_label`: the players table, the new-game dialog, the
lobby).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
    Slot,
)

from acquire_qt.engine import Action, Game
from acquire_qt.occupant import AI_LEVELS, Occupant, is_human, is_network

from .ai_process import Player
from .ai_workers import AiWorkers

__all__ = [
    "AI_LEVELS",
    "SEAT_KINDS",
    "AiSeat",
    "HumanSeat",
    "NetworkSeat",
    "Occupant",
    "PlayerFactory",
    "Seat",
    "SeatKind",
    "Seating",
    "default_player_factory",
    "is_human",
    "is_network",
    "make_seat",
    "occupant_label",
    "seat_kind",
    "stand_in_player",
]


PlayerFactory = Callable[[str, int], Player]
"""Makes the AI player of a level (``easy``, ``medium``, ``hard``) from a seed."""


def default_player_factory(level: str, seed: int) -> Player:
    """The project's AI of ``level`` (:func:`acquire_qt.ai.make_player`)."""
    from acquire_qt.ai import make_player

    player: Player = make_player(level, seed)
    return player


def stand_in_player(factory: PlayerFactory, level: str, seed: int) -> Player:
    """The AI one level simpler than ``level`` (below easy: the random player), which
    answers in the game's own process a decision that kept killing the AI's workers. A
    player that is none of the levels (one the factory alone knows) stands in as random."""
    levels = [str(known) for known in AI_LEVELS]
    simpler = levels.index(level) - 1 if level in levels else -1
    if simpler < 0:
        from acquire_qt.ai import RandomPlayer

        return RandomPlayer(seed)
    return factory(AI_LEVELS[simpler], seed)


class Seat(Protocol):
    """One player's chair: asked a decision, it answers with an action by a signal.

    ``answered(seat, ticket, action)`` carries an :class:`Action` (or its text);
    ``failed(seat, ticket, message)`` says the seat cannot answer (an AI's error).
    """

    @property
    def index(self) -> int: ...

    @property
    def at_screen(self) -> bool:
        """Whether a person answers here, through the window (undo, hot seat, dialogs)."""
        ...

    @property
    def answered(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    def ask(self, game: Game, ticket: int) -> None:
        """Answer ``game.pending`` (this seat's decision) with ``ticket``; the seat must
        not change ``game``."""
        ...

    def withdraw(self) -> None:
        """The question no longer stands: give no answer to it."""
        ...


class HumanSeat(QObject):
    """A person at this screen. ``asked(decision)`` tells the window what to show; the
    window's answer comes in through :meth:`answer`."""

    answered = Signal(int, int, object)
    failed = Signal(int, int, str)
    asked = Signal(object)

    def __init__(self, index: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._index = index
        self._ticket: int | None = None

    @property
    def index(self) -> int:
        return self._index

    @property
    def at_screen(self) -> bool:
        return True

    def ask(self, game: Game, ticket: int) -> None:
        self._ticket = ticket
        self.asked.emit(game.pending)

    def withdraw(self) -> None:
        self._ticket = None

    def answer(self, action: Action | str) -> bool:
        """The person's answer; False when no question stands."""
        if self._ticket is None:
            return False
        self.answered.emit(self._index, self._ticket, action)
        return True


class AiSeat(QObject):
    """An AI player, thinking on the controller's workers, answering at the player's pace:
    no sooner than ``pace_ms()`` after it was asked. Its ``stand_in`` (a simpler player)
    answers a decision that keeps killing the workers, so that the game goes on."""

    answered = Signal(int, int, object)
    failed = Signal(int, int, str)

    def __init__(
        self,
        index: int,
        player: Player,
        stand_in: Player,
        workers: AiWorkers,
        pace_ms: Callable[[], int],
        seconds: list[float],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._index = index
        self._player = player
        self._stand_in = stand_in
        self._workers = workers
        self._pace_ms = pace_ms
        self._seconds = seconds
        """Where the seconds of each decision are recorded (benchmarks)."""
        self._ticket = 0
        self._question: int | None = None
        self._action: Action | None = None
        self._asked_at = 0.0
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        # Precise: a coarse timer may fire 5 % of the pace early or late (100 ms at 2 s).
        self._pace.setTimerType(Qt.TimerType.PreciseTimer)
        self._pace.timeout.connect(self._deliver)

    @property
    def index(self) -> int:
        return self._index

    @property
    def at_screen(self) -> bool:
        return False

    def ask(self, game: Game, ticket: int) -> None:
        self.withdraw()
        self._ticket = ticket
        self._asked_at = time.perf_counter()
        self._question = self._workers.ask(
            self._player, game.copy(), self._thought, self._could_not, self._stand_in
        )

    def withdraw(self) -> None:
        if self._question is not None:
            self._workers.cancel(self._question)
            self._question = None
        self._pace.stop()
        self._action = None

    def _thought(self, action: Action, seconds: float) -> None:
        self._question = None
        self._seconds.append(seconds)
        self._action = action
        waited = (time.perf_counter() - self._asked_at) * 1000
        self._pace.start(max(0, int(self._pace_ms() - waited)))

    @Slot()
    def _deliver(self) -> None:
        action, self._action = self._action, None
        if action is not None:
            self.answered.emit(self._index, self._ticket, action)

    def _could_not(self, message: str) -> None:
        self._question = None
        self.failed.emit(self._index, self._ticket, message)


class NetworkSeat(QObject):
    """A person at another computer. The host's table has already checked their answer
    against the engine (:class:`~.network.host_logic.HostTable`); :meth:`deliver` hands it
    over, and it is answered to the question that stands. An answer that comes while the
    controller holds off asking (AI turns paused) is kept until it asks. ``asked(seat)``
    says the game now waits for this player."""

    answered = Signal(int, int, object)
    failed = Signal(int, int, str)
    asked = Signal(int)

    def __init__(self, index: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._index = index
        self._ticket: int | None = None
        self._early: Action | None = None

    @property
    def index(self) -> int:
        return self._index

    @property
    def at_screen(self) -> bool:
        return False

    def ask(self, game: Game, ticket: int) -> None:
        self._ticket = ticket
        self.asked.emit(self._index)
        if self._early is not None:
            action, self._early = self._early, None
            QTimer.singleShot(0, lambda: self.deliver(action))

    def withdraw(self) -> None:
        self._ticket = None
        self._early = None

    def deliver(self, action: Action) -> None:
        """The network player's answer to their pending decision (checked by the table)."""
        if self._ticket is None:
            self._early = action
            return
        ticket, self._ticket = self._ticket, None
        self.answered.emit(self._index, ticket, action)


# -- the registry of seat kinds ---------------------------------------------------------


@dataclass(frozen=True)
class Seating:
    """What the seats of a game are made with: the controller's."""

    parent: QObject
    workers: AiWorkers
    pace_ms: Callable[[], int]
    seconds: list[float]
    """Where the AI seats record the seconds of each decision (benchmarks)."""
    players: Callable[[str, int], tuple[Player, Player]]
    """The AI of a level at a seat and its stand-in; raises ValueError or TypeError for a
    level it cannot make."""
    questions: SignalInstance
    """Where a person's seat at this screen tells what to show (the controller's
    ``decision_required``)."""


SeatFactory = Callable[[Seating, int, str], Seat]
"""Makes the seat at an index for a save file's ``controller`` string."""


def _human_seat(seating: Seating, index: int, controller: str) -> Seat:
    seat = HumanSeat(index, seating.parent)
    seat.asked.connect(seating.questions)
    return seat


def _network_seat(seating: Seating, index: int, controller: str) -> Seat:
    return NetworkSeat(index, seating.parent)


def _ai_seat(seating: Seating, index: int, level: str) -> Seat:
    player, stand_in = seating.players(level, index)
    return AiSeat(
        index, player, stand_in, seating.workers, seating.pace_ms, seating.seconds, seating.parent
    )


@dataclass(frozen=True)
class SeatKind:
    """One kind of occupant: how its seat is made and what a player reads for it."""

    make: SeatFactory
    words: str
    """Its words in English ("Easy AI"), translated in the empty context; ``{level}``
    stands for the level of an AI the program does not list."""
    hosted_words: str = ""
    """Its words in a hosted game, where they must tell it from a person at another
    computer; empty when they are :attr:`words`."""


SEAT_KINDS: Mapping[str, SeatKind] = {
    Occupant.HUMAN: SeatKind(
        _human_seat,
        str(QT_TRANSLATE_NOOP("", "Human")),
        str(QT_TRANSLATE_NOOP("", "Human (this computer)")),
    ),
    Occupant.NETWORK: SeatKind(_network_seat, str(QT_TRANSLATE_NOOP("", "Human (network)"))),
    Occupant.EASY: SeatKind(_ai_seat, str(QT_TRANSLATE_NOOP("", "Easy AI"))),
    Occupant.MEDIUM: SeatKind(_ai_seat, str(QT_TRANSLATE_NOOP("", "Medium AI"))),
    Occupant.HARD: SeatKind(_ai_seat, str(QT_TRANSLATE_NOOP("", "Hard AI"))),
}
"""Every kind of occupant (:class:`Occupant`), declared once."""

UNLISTED_AI = SeatKind(_ai_seat, str(QT_TRANSLATE_NOOP("", "{level} AI")))
"""An AI of a level the program does not list, which only the player factory knows (a
test's random player)."""


def seat_kind(controller: str) -> SeatKind:
    """The kind of a save file's ``controller`` string."""
    return SEAT_KINDS.get(controller, UNLISTED_AI)


def make_seat(seating: Seating, index: int, controller: str) -> Seat:
    """The seat at ``index`` for ``controller``; an AI's raises ValueError or TypeError
    when its player cannot be made."""
    return seat_kind(controller).make(seating, index, controller)


def occupant_label(controller: str, hosting: bool = False) -> str:
    """What a player reads for who sits at a seat: "Human", "Easy AI", "Human (network)";
    ``hosting``: in a hosted game, where the person here is "Human (this computer)"."""
    kind = seat_kind(controller)
    words = kind.hosted_words if hosting and kind.hosted_words else kind.words
    return QCoreApplication.translate("", words).format(level=controller.capitalize())
