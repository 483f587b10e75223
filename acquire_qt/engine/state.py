"""The immutable game state.

:class:`State` is a snapshot: tuples of ints, never changed once made. A square,
a tile and a chain are ints here (square index, chain index); names appear only
at the public face. Undo is a list of states; a copy of a game shares its state.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from .sizes import SizeFacts

EMPTY = -1
"""A board square with no tile."""
LOOSE = -2
"""A board square with a tile that belongs to no chain."""


class Kind(StrEnum):
    """What kind of decision the game waits for."""

    PLAY = "play"
    FOUND = "found"
    SURVIVOR = "survivor"
    DEFUNCT_ORDER = "defunct_order"
    DISPOSE = "dispose"
    BUY = "buy"
    ACTION = "action"
    """An action of a turn of the ``actions`` structure: draw, play, buy one, end the turn."""
    TRADE_OFFER = "trade_offer"
    """Accept or decline another player's trade proposal (house rule player trading)."""


class Outcome(StrEnum):
    """What placing a tile would do now."""

    NOTHING = "nothing"
    FOUND = "found"
    GROW = "grow"
    MERGE = "merge"
    DEAD = "dead"
    """Would merge two or more safe chains: permanently unplayable."""
    EIGHTH_CHAIN = "eighth_chain"
    """Would found a chain while every chain is active: unplayable for now."""


PLAYABLE = frozenset({Outcome.NOTHING, Outcome.FOUND, Outcome.GROW, Outcome.MERGE})

# Enum members as module globals, for the code that runs on every action: in Python
# 3.11 reading a member off its class (``Kind.PLAY``) goes through the Enum metaclass's
# attribute hook and costs several times as much as reading a global.
PLAY, FOUND, SURVIVOR = Kind.PLAY, Kind.FOUND, Kind.SURVIVOR
DEFUNCT_ORDER, DISPOSE, BUY = Kind.DEFUNCT_ORDER, Kind.DISPOSE, Kind.BUY
ACTION, TRADE_OFFER = Kind.ACTION, Kind.TRADE_OFFER
NOTHING, FOUNDS, GROWS, MERGES = Outcome.NOTHING, Outcome.FOUND, Outcome.GROW, Outcome.MERGE
DEAD, EIGHTH_CHAIN = Outcome.DEAD, Outcome.EIGHTH_CHAIN


class Merger(NamedTuple):
    """A merger in progress."""

    tile: int
    chains: tuple[int, ...]
    """Every chain the merging tile touches."""
    sizes: tuple[int, ...]
    """Every chain's size before the merger (index by chain)."""
    survivor: int
    """-1 until chosen."""
    remaining: tuple[int, ...]
    """Defunct chains not yet handled."""
    defunct: int
    """The defunct chain being disposed of, or -1."""
    holders: tuple[int, ...]
    """Seats still to dispose of ``defunct`` shares, in order."""


class Offer(NamedTuple):
    """A trade proposed by the active player to another player."""

    proposer: int
    target: int
    give: tuple[int, ...]
    """Shares the proposer gives, by chain."""
    give_cash: int
    get: tuple[int, ...]
    """Shares the proposer asks for, by chain."""
    get_cash: int


class State(NamedTuple):
    board: tuple[int, ...]
    sizes: tuple[int, ...]
    bank: tuple[int, ...]
    cash: tuple[int, ...]
    shares: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    bag: tuple[int, ...]
    drawn: int
    """How many tiles of ``bag`` have been drawn."""
    removed: tuple[int, ...]
    turn: int
    """Seat of the active player."""
    turn_number: int
    kind: Kind | None
    """The pending decision's kind; None once the game is over."""
    player: int
    """Seat of the player who must decide (-1 once over)."""
    merger: Merger | None
    declared: bool
    idle: int
    """Consecutive turns that ended without a tile placed."""
    placed: bool
    """Whether the active player has placed a tile this turn."""
    last_tile: int
    standings: tuple[tuple[int, int, int], ...] | None
    """``(seat, cash, rank)`` richest first, once the game is over."""
    tiles: tuple[int, ...] = ()
    """The playable tiles of a pending ``play`` decision, in board order."""
    splits: tuple[int, ...] = ()
    """How many times each chain's shares have split (prices halve, holdings double)."""
    doe: tuple[int, ...] = ()
    """The Department of Energy's shares, by chain."""
    actions_left: int = 0
    """Actions left in this turn (``actions`` turn structure)."""
    acted: int = 0
    """Actions taken in this turn (``actions`` turn structure)."""
    play_open: bool = True
    """Whether the active player may still place a tile this turn (``actions``)."""
    rng: int = 0
    """The state of the game's random number generator (action counts, DoE shares)."""
    offer: Offer | None = None
    """A trade proposal waiting for its answer."""
    facts: SizeFacts | None = None
    """What the chain sizes decide, once worked out for these sizes (see :mod:`.sizes`)."""
