"""AI players: each answers the engine's pending decision with a legal action. No Qt here.

Three levels (:data:`LEVELS`), made by :func:`make_player`:

- ``easy`` (:mod:`.easy`): a beginner, random but plausible;
- ``medium`` (:mod:`.medium`): the heuristics of good players;
- ``hard`` (:mod:`.hard`): information-set Monte Carlo search over the medium policy.

Every level plays every rule set (classic, Space Monopoly, Energy, with their house
rules): it reads the rule set's fields (tile source, turn structure, disposal, selling
in one's turn, end mode, the DoE …), never its name. A player only reads what its seat
may see (``game.view``, its own hand, the pending decision and the legal actions); the
hard AI searches copies made by ``game.determinized``. :class:`RandomPlayer` (uniform
among the legal actions) is kept for the engine's benchmark and tests.

Two more policies are not levels of the game but models of other players, to measure
the levels against (:mod:`.ladder`): ``cautious`` (:mod:`.cautious`), a cash-keeper,
and ``novice`` (:mod:`.novice`), a random-ish beginner. :data:`POLICIES` names them
all, and :func:`make_player` makes any of them.

Player trading: every player answers a proposal (a ``trade_offer`` decision), accepting
only a trade that raises its equity by a margin (:func:`.medium.accepts`). No AI player
ever proposes a trade.
"""

from __future__ import annotations

from typing import Any, Protocol

from acquire_qt.engine import Action, Game

from .cautious import CautiousPlayer
from .easy import EasyPlayer
from .hard import HardPlayer
from .medium import MediumPlayer
from .novice import NovicePlayer
from .random_player import RandomPlayer

LEVELS = ("easy", "medium", "hard")
"""The levels of the game, weakest first."""
POLICIES = (*LEVELS, "cautious", "novice")
"""Every policy :func:`make_player` makes: the levels, then the models of other players."""

_SIMPLE: dict[str, type[CautiousPlayer | EasyPlayer | MediumPlayer | NovicePlayer]] = {
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "cautious": CautiousPlayer,
    "novice": NovicePlayer,
}


class Player(Protocol):
    """Anything that answers ``game.pending`` for the seat ``game.pending.player``."""

    def choose(self, game: Game) -> Action: ...


def make_player(level: str, seed: int, **options: Any) -> Player:
    """A player of ``level`` (one of :data:`POLICIES`). Same seed and position, same answer.

    The hard AI takes the options of :class:`HardPlayer` (``time_per_decision`` in
    seconds, default :data:`~.hard.DEFAULT_TIME`; ``playout_steps``; ``max_seconds``).
    The others answer at once, so they accept ``time_per_decision`` and have nothing
    to do with it; any other option is an error.
    """
    if level == "hard":
        return HardPlayer(seed, **options)
    if level not in _SIMPLE:
        raise ValueError(f"unknown AI level {level!r}: choose one of {', '.join(POLICIES)}")
    unknown = sorted(set(options) - {"time_per_decision"})
    if unknown:
        raise TypeError(f"the {level} AI takes no option {unknown[0]!r}")
    return _SIMPLE[level](seed)


__all__ = [
    "LEVELS",
    "POLICIES",
    "CautiousPlayer",
    "EasyPlayer",
    "HardPlayer",
    "MediumPlayer",
    "NovicePlayer",
    "Player",
    "RandomPlayer",
    "make_player",
]
