"""What one seat knows of a game, in the compact form the AI policies read.

A :class:`Position` is the board, the chains, the bank, every player's cash and
shares and the seat's own hand, as small ints (square and chain indices). It is
built in one of two ways that give the same result:

- :func:`from_view` reads ``game.view(seat)`` and ``game.hand(seat)``: what a
  player may see in the real game. Every decision the AI takes in the real game
  starts here.
- :func:`from_state` reads the engine's state directly, for speed. It is only
  for copies made by ``game.determinized(seat, seed)``, where every hidden thing
  has been re-dealt and reading anything is fair (the hard AI's playouts).

With the ``hidden_holdings`` house rule, other players' cash and shares are not
known; both builders then put an estimate in their place (see
:func:`_estimate_hidden_holdings`), so no policy ever reads them.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from acquire_qt.engine import Decision, Game, Rules
from acquire_qt.engine.state import EMPTY, LOOSE

__all__ = [
    "EMPTY",
    "LOOSE",
    "Position",
    "Tables",
    "from_state",
    "from_view",
    "pending",
    "tables",
]


class Tables:
    """What a rule set fixes, as the AI reads it: price tables, squares and neighbours."""

    __slots__ = (
        "chain_index",
        "chain_names",
        "hand_size",
        "max_buy",
        "neighbours",
        "prices",
        "rules",
        "safe_size",
        "square_index",
        "square_names",
        "squares",
    )

    def __init__(self, rules: Rules) -> None:
        board = rules.board
        self.rules = rules
        self.squares = board.size
        self.square_names = board.names
        self.square_index = board.index
        self.neighbours = board.neighbours
        self.chain_names = rules.chain_names
        self.chain_index = {name: i for i, name in enumerate(self.chain_names)}
        self.prices = tuple(
            tuple(rules.price(c, size) for size in range(board.size + 2))
            for c in range(len(rules.chains))
        )
        """Price per share by chain index and size (every size a chain can reach)."""
        self.safe_size = rules.safe_size if rules.safe_size is not None else board.size + 1
        self.max_buy = rules.max_buy
        self.hand_size = rules.hand_size


_TABLES: dict[int, Tables] = {}


def tables(rules: Rules) -> Tables:
    """The (shared, cached) :class:`Tables` of a rule set."""
    found = _TABLES.get(id(rules))
    if found is None or found.rules is not rules:
        if len(_TABLES) > 64:
            _TABLES.clear()
        found = _TABLES[id(rules)] = Tables(rules)
    return found


@dataclass(slots=True)
class Position:
    """A position as seen by ``seat``. Squares and chains are indices (see :class:`Tables`).

    ``cells[square]`` is a chain index, :data:`LOOSE` or :data:`EMPTY`. During a
    merger, ``merger_sizes`` are the chain sizes before it (``None`` otherwise).
    """

    tables: Tables
    seat: int
    turn: int
    cells: tuple[int, ...]
    sizes: tuple[int, ...]
    bank: tuple[int, ...]
    cash: tuple[int, ...]
    shares: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    bag_left: int
    declared: bool
    last_tile: int
    """The square of the tile placed last (-1 before the first)."""
    merger_sizes: tuple[int, ...] | None

    @property
    def players(self) -> int:
        return len(self.cash)

    def price(self, chain: int, size: int | None = None) -> int:
        """Price per share of ``chain`` at ``size`` (default: its size now)."""
        return self.tables.prices[chain][self.sizes[chain] if size is None else size]

    def holdings(self, chain: int) -> list[int]:
        """Every seat's share count in ``chain``."""
        return [held[chain] for held in self.shares]

    def key(self) -> bytes:
        """A stable digest of the position (same on every machine and run), for seeding."""
        text = repr(
            (
                self.seat,
                self.turn,
                self.cells,
                self.sizes,
                self.bank,
                self.cash,
                self.shares,
                self.hand,
                self.bag_left,
                self.declared,
                self.last_tile,
                self.merger_sizes,
            )
        )
        return hashlib.blake2b(text.encode(), digest_size=8).digest()


def pending(game: Game) -> Decision:
    """``game.pending``, or a clear error when the game is over."""
    decision = game.pending
    if decision is None:
        raise ValueError("the game is over: there is nothing to decide")
    return decision


def from_view(game: Game, seat: int) -> Position:
    """The position ``seat`` sees in ``game``, from ``game.view(seat)`` and its own hand."""
    t = tables(game.rules)
    view: dict[str, Any] = game.view(seat)
    cells = [EMPTY] * t.squares
    for name, owner in view["board"].items():
        cells[t.square_index[name]] = LOOSE if owner == "loose" else t.chain_index[owner]
    chains = view["chains"]
    sizes = tuple(int(chains[name]["size"]) for name in t.chain_names)
    bank = tuple(int(chains[name]["available"]) for name in t.chain_names)
    players = view["players"]
    cash = tuple(int(p.get("cash", 0)) for p in players)
    shares = tuple(
        tuple(int(p.get("shares", {}).get(name, 0)) for name in t.chain_names) for p in players
    )
    merger = view["merger"]
    merger_sizes = None
    if merger is not None:
        before = dict.fromkeys(t.chain_names, 0) | merger["sizes"]
        merger_sizes = tuple(int(before[name]) for name in t.chain_names)
    position = Position(
        tables=t,
        seat=seat,
        turn=int(view["turn"]),
        cells=tuple(cells),
        sizes=sizes,
        bank=bank,
        cash=cash,
        shares=shares,
        hand=tuple(sorted(t.square_index[name] for name in game.hand(seat))),
        bag_left=int(view["bag_left"]),
        declared=bool(view["declared"]),
        last_tile=-1 if view["last_tile"] is None else t.square_index[view["last_tile"]],
        merger_sizes=merger_sizes,
    )
    if game.rules.hidden_holdings:
        _estimate_hidden_holdings(position)
    return position


def from_state(game: Game, seat: int) -> Position:
    """The position ``seat`` sees, read straight from the state of a determinized copy.

    Only for games made by ``Game.determinized`` (or games in which reading
    everything is fair): the state holds every hand and the bag.
    """
    s = game.state
    merger = s.merger
    merger_sizes = None
    if merger is not None:
        merger_sizes = tuple(
            size if chain in merger.chains else 0 for chain, size in enumerate(merger.sizes)
        )
    position = Position(
        tables=tables(game.rules),
        seat=seat,
        turn=s.turn,
        cells=s.board,
        sizes=s.sizes,
        bank=s.bank,
        cash=s.cash,
        shares=s.shares,
        hand=tuple(sorted(s.hands[seat])),
        bag_left=len(s.bag) - s.drawn,
        declared=s.declared,
        last_tile=s.last_tile,
        merger_sizes=merger_sizes,
    )
    if game.rules.hidden_holdings:
        _estimate_hidden_holdings(position)
    return position


def _estimate_hidden_holdings(position: Position) -> None:
    """Replace what the ``hidden_holdings`` house rule hides by what the seat can infer.

    The bank's counts are public, so the shares held by others are known in total;
    each other player is given an equal part of them. Their cash is taken to be the
    seat's own.
    """
    me, players = position.seat, position.players
    rules = position.tables.rules
    others = players - 1
    estimate = tuple(
        (rules.shares_per_chain - position.bank[c] - position.shares[me][c]) // others
        for c in range(len(position.sizes))
    )
    position.shares = tuple(
        position.shares[seat] if seat == me else estimate for seat in range(players)
    )
    position.cash = tuple(position.cash[me] for _ in range(players))
