"""The mutable draft of the next state, on which the rules run.

``Game.apply`` makes a :class:`Draft` of its state, the rule modules (:mod:`.placement`,
:mod:`.mergers`, :mod:`.market`, :mod:`.scoring`, sequenced by :mod:`.turns`) change it,
and :meth:`Draft.freeze` makes the new immutable :class:`~.state.State`. A refused action
just drops its draft. This module holds the draft and the small edits every rule uses.
"""

from __future__ import annotations

from . import events as ev
from .context import Context
from .rng import next_random
from .sizes import SizeFacts, size_facts
from .state import LOOSE, Kind, State

_new_state = tuple.__new__
"""Makes a :class:`State` from a tuple of its fields (see :meth:`Draft.freeze`)."""


class Draft:
    """A mutable draft of the next state; ``Game.apply`` runs the rules on it, then freezes it.

    The board stays the state's tuple until a rule changes it (:meth:`edit_board`):
    copying its squares to a list and back is the dearest part of a draft, and most
    actions (buying, disposing, declaring the end) leave the board as it was.
    """

    __slots__ = (
        "acted",
        "actions_left",
        "bag",
        "bank",
        "board",
        "cash",
        "ctx",
        "declared",
        "doe",
        "drawn",
        "events",
        "facts",
        "hands",
        "idle",
        "kind",
        "last_tile",
        "merger",
        "offer",
        "placed",
        "play_open",
        "player",
        "removed",
        "rng",
        "rules",
        "shares",
        "sizes",
        "splits",
        "standings",
        "tiles",
        "turn",
        "turn_number",
    )
    board: tuple[int, ...] | list[int]
    """The state's tuple until a rule edits the board, then a list."""

    def __init__(self, ctx: Context, s: State) -> None:
        self.ctx = ctx
        self.rules = ctx.rules
        self.board = s.board
        self.sizes = list(s.sizes)
        self.bank = list(s.bank)
        self.cash = list(s.cash)
        self.shares = list(s.shares)
        self.hands = list(s.hands)
        self.bag = s.bag
        self.drawn = s.drawn
        self.removed = s.removed
        self.turn = s.turn
        self.turn_number = s.turn_number
        self.kind = s.kind
        self.player = s.player
        self.merger = s.merger
        self.declared = s.declared
        self.idle = s.idle
        self.placed = s.placed
        self.last_tile = s.last_tile
        self.standings = s.standings
        self.tiles = s.tiles
        self.splits = s.splits
        self.doe = s.doe
        self.actions_left = s.actions_left
        self.acted = s.acted
        self.play_open = s.play_open
        self.rng = s.rng
        self.offer = s.offer
        self.facts = s.facts
        self.events: list[ev.Event] = []

    def edit_board(self) -> list[int]:
        """The board as a list to change (copied from the state's tuple when first needed)."""
        board = self.board
        if isinstance(board, tuple):
            board = self.board = list(board)
        return board

    def freeze(self) -> State:
        """The new immutable state. Its fields are given in State's order, the one place
        outside :mod:`.state` that knows it: ``tuple.__new__``, as namedtuple's own
        ``_make`` does, skips the Python-level ``__new__`` that naming them in
        ``State(...)`` would run on every action (tests/engine/test_draft.py checks the
        order)."""
        return _new_state(
            State,
            (
                tuple(self.board),
                tuple(self.sizes),
                tuple(self.bank),
                tuple(self.cash),
                tuple(self.shares),
                tuple(self.hands),
                self.bag,
                self.drawn,
                self.removed,
                self.turn,
                self.turn_number,
                self.kind,
                self.player,
                self.merger,
                self.declared,
                self.idle,
                self.placed,
                self.last_tile,
                self.standings,
                self.tiles,
                self.splits,
                self.doe,
                self.actions_left,
                self.acted,
                self.play_open,
                self.rng,
                self.offer,
                self.facts,
            ),
        )

    # -- small helpers -------------------------------------------------------------

    def name(self, tile: int) -> str:
        return self.ctx.board.names[tile]

    def chain(self, index: int) -> str:
        return self.ctx.chain_names[index]

    def price(self, chain: int, size: int) -> int:
        """The price per share at ``size``, halved once for each split of the chain."""
        return self.ctx.prices[chain][size] >> self.splits[chain]

    def random(self) -> int:
        value, self.rng = next_random(self.rng)
        return value

    def add_shares(self, seat: int, chain: int, count: int) -> None:
        held = list(self.shares[seat])
        held[chain] += count
        self.shares[seat] = tuple(held)
        self.bank[chain] -= count

    def flood(self, start: int, chain: int, taking: tuple[int, ...] = ()) -> int:
        """Give ``start`` and every square connected to it through loose tiles, or through
        squares of the chains ``taking``, to ``chain``; return how many squares."""
        board, neighbours = self.edit_board(), self.ctx.board.neighbours
        board[start] = chain
        stack, count = [start], 1
        while stack:
            for near in neighbours[stack.pop()]:
                owner = board[near]
                if owner == LOOSE or owner in taking:
                    board[near] = chain
                    stack.append(near)
                    count += 1
        return count

    def resize(self, chain: int, size: int) -> None:
        """Set a chain's size (the only way sizes change: the size facts go with them)."""
        self.sizes[chain] = size
        self.facts = None

    def size_facts(self) -> SizeFacts:
        """What the chain sizes decide now (worked out once per sizes)."""
        facts = self.facts
        if facts is None:
            facts = self.facts = size_facts(self.rules, self.sizes)
        return facts

    def decide(self, kind: Kind, player: int) -> None:
        self.kind, self.player, self.tiles = kind, player, ()

    # -- placing -------------------------------------------------------------------
