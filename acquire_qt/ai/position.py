"""What one seat knows of a game, in the compact form the AI policies read.

A :class:`Position` is the board, the chains (with their share splits), the bank,
every player's cash and shares, the Department of Energy's shares (rule sets with the
DoE) and the seat's own hand, as small ints (square and chain indices). It is built in
one of two ways that give the same result:

- :func:`from_view` reads ``game.game_view(seat)`` (hand included): what a
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

from acquire_qt.engine import EMPTY, LOOSE, Decision, Game, Rules

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
        "board",
        "chain_index",
        "chain_names",
        "doe",
        "hand_size",
        "max_buy",
        "neighbours",
        "prices",
        "rules",
        "safe_size",
        "square_index",
        "square_names",
        "squares",
        "turn_limit",
    )

    def __init__(self, rules: Rules) -> None:
        board = self.board = rules.board
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
        """Price per share by chain index and size (every size a chain can reach), before
        share splits (:meth:`Position.price` applies them)."""
        self.safe_size = rules.safe_size if rules.safe_size is not None else board.size + 1
        self.max_buy = rules.max_buy
        self.hand_size = rules.hand_size
        self.doe = rules.doe
        """Whether the Department of Energy holds shares (an extra holder for bonuses)."""
        self.turn_limit = rules.turn_limit


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
    ``splits`` counts each chain's share splits (its price halves once per split);
    ``doe`` is the Department of Energy's shares by chain (all 0 without the DoE).
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
    splits: tuple[int, ...]
    doe: tuple[int, ...]
    turn_number: int

    @property
    def players(self) -> int:
        return len(self.cash)

    def price(self, chain: int, size: int | None = None) -> int:
        """Price per share of ``chain`` at ``size`` (default: its size now), with the splits
        its shares have had (a later split doubles the shares: their worth goes on)."""
        table = self.tables.prices[chain]
        return table[self.sizes[chain] if size is None else size] >> self.splits[chain]

    def holdings(self, chain: int) -> list[int]:
        """Every seat's share count in ``chain``, then the DoE's where it takes part in the
        bonuses (an extra holder after the seats: seat numbers stay indices)."""
        out = [held[chain] for held in self.shares]
        if self.tables.doe:
            out.append(self.doe[chain])
        return out

    @property
    def tiles_left(self) -> int:
        """How much of the game is left, in tiles: the bag's tiles, or where tiles come
        from the board the turns left before the turn limit (the empty squares without
        one)."""
        if self.tables.rules.tile_source == "bag":
            return self.bag_left
        limit = self.tables.turn_limit
        if limit is not None:
            return max(0, limit - self.turn_number)
        return self.cells.count(EMPTY)

    @property
    def last_turn(self) -> bool:
        """Whether the game is scored after this turn (the turn limit is reached)."""
        limit = self.tables.turn_limit
        return limit is not None and self.turn_number >= limit

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
                self.splits,
                self.doe,
                self.turn_number,
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
    """The position ``seat`` sees in ``game``, from ``game.game_view(seat)`` (its own hand
    included)."""
    t = tables(game.rules)
    view = game.game_view(seat)
    cells = [EMPTY] * t.squares
    for name, owner in view.board.items():
        cells[t.square_index[name]] = LOOSE if owner == "loose" else t.chain_index[owner]
    chains = view.chains  # in chain order
    players = view.players
    doe_view = view.doe or {}
    merger = view.merger
    merger_sizes = None
    if merger is not None:
        before = dict.fromkeys(t.chain_names, 0) | merger.sizes
        merger_sizes = tuple(before[name] for name in t.chain_names)
    hand = players[seat].tiles or ()
    position = Position(
        tables=t,
        seat=seat,
        turn=view.turn,
        cells=tuple(cells),
        sizes=tuple(chain.size for chain in chains),
        bank=tuple(chain.available for chain in chains),
        cash=tuple(p.cash or 0 for p in players),
        shares=tuple(
            tuple((p.shares or {}).get(name, 0) for name in t.chain_names) for p in players
        ),
        hand=tuple(sorted(t.square_index[name] for name in hand)),
        bag_left=view.bag_left,
        declared=view.declared,
        last_tile=-1 if view.last_tile is None else t.square_index[view.last_tile],
        merger_sizes=merger_sizes,
        splits=tuple(chain.splits or 0 for chain in chains),
        doe=tuple(doe_view.get(name, 0) for name in t.chain_names),
        turn_number=view.turn_number,
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
    chains = len(game.rules.chains)
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
        splits=s.splits or (0,) * chains,
        doe=s.doe if s.doe and game.rules.doe else (0,) * chains,
        turn_number=s.turn_number,
    )
    if game.rules.hidden_holdings:
        _estimate_hidden_holdings(position)
    return position


def _estimate_hidden_holdings(position: Position) -> None:
    """Replace what the ``hidden_holdings`` house rule hides by what the seat can infer.

    The bank's counts (and the DoE's shares) are public, so the shares held by others
    are known in total; each other player is given an equal part of them. Their cash is
    taken to be the seat's own.
    """
    me, players = position.seat, position.players
    rules = position.tables.rules
    others = players - 1
    estimate = tuple(
        max(
            0,
            (rules.shares_per_chain << position.splits[c])
            - position.bank[c]
            - position.shares[me][c]
            - position.doe[c],
        )
        // others
        for c in range(len(position.sizes))
    )
    position.shares = tuple(
        position.shares[seat] if seat == me else estimate for seat in range(players)
    )
    position.cash = tuple(position.cash[me] for _ in range(players))
