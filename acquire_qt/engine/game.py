"""The game: who must decide what, which actions are legal, and what they do.

:class:`Game` is a handle on an immutable :class:`~.state.State`. ``apply`` checks
an action against the pending decision (raising :class:`IllegalActionError` with
a reason and leaving the game as it was), then runs the rules on a private draft
(:class:`_Turn`) until the next decision is needed, and stores the new state.
Everything that needs no decision (bonuses, drawing, dead tiles, skipped
placements, the end) happens inside ``apply``.

The flow reads the rule set's fields (:mod:`.rules`); it never asks which rule set
it is playing. Records (saving and replaying) live in :mod:`.records`.
"""

from __future__ import annotations

import secrets
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from . import events as ev
from .actions import (
    Action,
    Buy,
    Defunct,
    Dispose,
    End,
    Found,
    IllegalActionError,
    Play,
    Survivor,
    parse_action,
)
from .board import Board
from .rng import shuffled
from .rules import Rules
from .state import EMPTY, LOOSE, PLAYABLE, Decision, Kind, Merger, Outcome, State

HUMAN = "human"


class _Context:
    """What never changes during a game, shared by every copy of it."""

    __slots__ = (
        "board",
        "chain_names",
        "chain_of",
        "controllers",
        "names",
        "prices",
        "rules",
        "seed",
    )

    def __init__(
        self, rules: Rules, names: tuple[str, ...], controllers: tuple[str, ...], seed: int | None
    ) -> None:
        self.rules = rules
        self.board: Board = rules.board
        self.names = names
        self.controllers = controllers
        self.seed = seed
        self.chain_names = rules.chain_names
        self.chain_of = {name: i for i, name in enumerate(self.chain_names)}
        """Chain index by canonical name."""
        self.prices = _price_table(rules)
        """Price per share by chain index and size (every size the board can hold)."""


@lru_cache(maxsize=16)
def _price_table(rules: Rules) -> tuple[tuple[int, ...], ...]:
    largest = rules.board.size
    return tuple(
        tuple(rules.price(i, size) for size in range(largest + 1)) for i in range(len(rules.chains))
    )


@lru_cache(maxsize=64)
def _buy_action(chains: tuple[str, ...]) -> Buy:
    return Buy(chains)


@lru_cache(maxsize=4096)
def _dispose_action(sell: int, trade: int) -> Dispose:
    return Dispose(sell, trade)


Offer = tuple[tuple[str, ...], tuple[int, ...]]
"""Chains with shares in the bank, and how many of each may be bought (capped at the limit)."""

_BUY_TEMPLATES: dict[tuple[Offer, int], tuple[list[tuple[int, ...]], tuple[Buy, ...]]] = {}
"""Every purchase an offer allows, as offer positions (padded) and as actions."""

_BUY_PRICED: dict[tuple[Offer, tuple[int, ...], int], tuple[list[int], tuple[Buy, ...]]] = {}
"""The same purchases cheapest first with their costs, for given prices."""


def _buy_template(offer: Offer, most: int) -> tuple[list[tuple[int, ...]], tuple[Buy, ...]]:
    """Every multiset of at most ``most`` shares of the offer, in chain order.

    Positions are padded to ``most`` entries with ``len(names)``, which prices as 0."""
    entry = _BUY_TEMPLATES.get((offer, most))
    if entry is not None:
        return entry
    names, caps = offer
    combos: list[tuple[int, ...]] = [()]

    def extend(combo: tuple[int, ...], start: int, left: int, run: int) -> None:
        for i in range(start, len(names)):
            count = run + 1 if i == start and combo else 1
            if count > caps[i]:
                continue
            longer = (*combo, i)
            combos.append(longer)
            if left > 1:
                extend(longer, i, left - 1, count)

    extend((), 0, most, 0)
    pad = (len(names),) * most
    padded = [(combo + pad)[:most] for combo in combos]
    actions = tuple(_buy_action(tuple(names[i] for i in combo)) for combo in combos)
    entry = _BUY_TEMPLATES[offer, most] = (padded, actions)
    return entry


def buy_actions(offer: Offer, prices: tuple[int, ...], most: int, cash: int) -> tuple[Buy, ...]:
    """The purchases of an offer that ``cash`` pays for at ``prices`` (one per offered chain)."""
    positions, actions = _buy_template(offer, most)
    if not prices or cash >= most * max(prices):
        return actions  # everything on offer is affordable: the usual case
    key = (offer, prices, most)
    entry = _BUY_PRICED.get(key)
    if entry is None:
        if len(_BUY_PRICED) > 50_000:
            _BUY_PRICED.clear()
        priced = (*prices, 0)
        costs = [sum(map(priced.__getitem__, combo)) for combo in positions]
        order = sorted(range(len(costs)), key=costs.__getitem__)
        entry = _BUY_PRICED[key] = ([costs[i] for i in order], tuple(actions[i] for i in order))
    costs, ordered = entry
    return ordered[: bisect_right(costs, cash)]


def outcome(
    rules: Rules, board: Board, cells: Sequence[int], sizes: Sequence[int], tile: int
) -> Outcome:
    """What placing ``tile`` on ``cells`` would do (the square must be empty)."""
    first = -1
    several = loose = False
    for near in board.neighbours[tile]:
        owner = cells[near]
        if owner >= 0:
            if first < 0:
                first = owner
            elif owner != first:
                several = True
        elif owner == LOOSE:
            loose = True
    if first < 0:
        if not loose:
            return Outcome.NOTHING
        active = len(sizes) - sizes.count(0)
        return Outcome.FOUND if active < rules.max_active else Outcome.EIGHTH_CHAIN
    if not several:
        return Outcome.GROW
    safe = rules.safe_size
    if safe is not None:
        chains = {cells[near] for near in board.neighbours[tile]} - {EMPTY, LOOSE}
        if sum(1 for c in chains if sizes[c] >= safe) >= 2:
            return Outcome.DEAD
    return Outcome.MERGE


def end_condition(rules: Rules, sizes: Sequence[int]) -> bool:
    """Whether the game may be declared over: a chain of end size, or every active chain safe."""
    active = [size for size in sizes if size]
    if not active:
        return False
    if max(active) >= rules.end_size:
        return True
    return rules.safe_size is not None and min(active) >= rules.safe_size


def round_up(amount: int, parts: int, unit: int) -> int:
    """``amount`` split in ``parts``, each rounded up to a multiple of ``unit``."""
    step = parts * unit
    return (amount + step - 1) // step * unit


def bonuses(rules: Rules, holdings: Sequence[int], price: int) -> list[tuple[int, int, str]]:
    """Majority and minority bonuses of one chain: ``(seat, amount, rank)`` in seat order.

    ``holdings[seat]`` is each player's share count. One holder takes both bonuses; a
    tie for most splits both among the tied (no minority); a tie for second splits
    the minority. Every split is rounded up to ``rules.bonus_rounding``.
    """
    majority = price * rules.majority_multiple
    minority = price * rules.minority_multiple
    unit = rules.bonus_rounding
    counts = sorted({n for n in holdings if n > 0}, reverse=True)
    if not counts:
        return []
    first = [seat for seat, n in enumerate(holdings) if n == counts[0]]
    if len(first) > 1:
        each = round_up(majority + minority, len(first), unit)
        return [(seat, each, "majority") for seat in first]
    if len(counts) == 1:
        return [(first[0], majority, "majority"), (first[0], minority, "minority")]
    second = [seat for seat, n in enumerate(holdings) if n == counts[1]]
    each = round_up(minority, len(second), unit)
    return [(first[0], majority, "majority"), *((seat, each, "minority") for seat in second)]


class _Turn:
    """A mutable draft of the next state; ``apply`` runs the rules on it, then freezes it."""

    def __init__(self, ctx: _Context, s: State) -> None:
        self.ctx = ctx
        self.rules = ctx.rules
        self.board = list(s.board)
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
        self.kind: Kind | None = s.kind
        self.player = s.player
        self.merger = s.merger
        self.declared = s.declared
        self.idle = s.idle
        self.placed = s.placed
        self.last_tile = s.last_tile
        self.standings = s.standings
        self.tiles = s.tiles
        self.events: list[ev.Event] = []

    def freeze(self) -> State:
        return State(
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
        )

    # -- small helpers -------------------------------------------------------------

    def name(self, tile: int) -> str:
        return self.ctx.board.names[tile]

    def chain(self, index: int) -> str:
        return self.ctx.chain_names[index]

    def price(self, chain: int, size: int) -> int:
        return self.ctx.prices[chain][size]

    def outcome(self, tile: int) -> Outcome:
        return outcome(self.rules, self.ctx.board, self.board, self.sizes, tile)

    def add_shares(self, seat: int, chain: int, count: int) -> None:
        held = list(self.shares[seat])
        held[chain] += count
        self.shares[seat] = tuple(held)
        self.bank[chain] -= count

    def flood_loose(self, start: int, chain: int) -> int:
        """Give ``start`` and every loose tile connected to it to ``chain``; return how many."""
        board, neighbours = self.board, self.ctx.board.neighbours
        board[start] = chain
        stack, count = [start], 1
        while stack:
            for near in neighbours[stack.pop()]:
                if board[near] == LOOSE:
                    board[near] = chain
                    stack.append(near)
                    count += 1
        return count

    def decide(self, kind: Kind, player: int) -> None:
        self.kind, self.player, self.tiles = kind, player, ()

    # -- placing -------------------------------------------------------------------

    def place(self, tile: int) -> None:
        seat = self.turn
        result = self.outcome(tile)
        hand = list(self.hands[seat])
        hand.remove(tile)
        self.hands[seat] = tuple(hand)
        self.board[tile] = LOOSE
        self.placed, self.last_tile = True, tile
        self.events.append(ev.TilePlaced(seat, self.name(tile)))
        if result is Outcome.FOUND:
            self.decide(Kind.FOUND, seat)
        elif result is Outcome.GROW:
            chain = next(o for n in self.ctx.board.neighbours[tile] if (o := self.board[n]) >= 0)
            self.sizes[chain] += self.flood_loose(tile, chain)
            self.events.append(ev.ChainGrew(self.chain(chain), self.sizes[chain]))
            self.buy_step()
        elif result is Outcome.MERGE:
            self.start_merger(tile)
        else:
            self.buy_step()

    def found(self, chain: int) -> None:
        seat = self.turn
        size = self.flood_loose(self.last_tile, chain)
        self.sizes[chain] = size
        self.events.append(ev.ChainFounded(seat, self.chain(chain), size))
        if self.bank[chain] > 0:
            self.add_shares(seat, chain, 1)
            self.events.append(ev.FounderShare(seat, self.chain(chain), 1, 0))
        else:
            cash = self.price(chain, size) if self.rules.founder_cash_when_sold_out else 0
            self.cash[seat] += cash
            self.events.append(ev.FounderShare(seat, self.chain(chain), 0, cash))
        self.buy_step()

    # -- mergers -------------------------------------------------------------------

    def start_merger(self, tile: int) -> None:
        sizes = tuple(self.sizes)
        touched = {o for n in self.ctx.board.neighbours[tile] if (o := self.board[n]) >= 0}
        chains = tuple(sorted(touched, key=lambda c: (-sizes[c], c)))
        self.events.append(
            ev.MergerStarted(self.turn, self.name(tile), tuple(self.chain(c) for c in chains))
        )
        self.merger = Merger(tile, chains, sizes, -1, (), -1, ())
        largest = sizes[chains[0]]
        if sum(1 for c in chains if sizes[c] == largest) > 1:
            self.decide(Kind.SURVIVOR, self.turn)
        else:
            self.choose_survivor(chains[0])

    def choose_survivor(self, survivor: int) -> None:
        assert self.merger is not None
        remaining = tuple(c for c in self.merger.chains if c != survivor)
        self.merger = self.merger._replace(survivor=survivor, remaining=remaining)
        self.next_defunct()

    def tied_defuncts(self) -> tuple[int, ...]:
        assert self.merger is not None
        sizes, remaining = self.merger.sizes, self.merger.remaining
        largest = max(sizes[c] for c in remaining)
        return tuple(c for c in remaining if sizes[c] == largest)

    def next_defunct(self) -> None:
        assert self.merger is not None
        if not self.merger.remaining:
            self.complete_merger()
            return
        tied = self.tied_defuncts()
        if len(tied) > 1:
            self.decide(Kind.DEFUNCT_ORDER, self.turn)
        else:
            self.start_defunct(tied[0])

    def start_defunct(self, chain: int) -> None:
        merger = self.merger
        assert merger is not None
        size = merger.sizes[chain]
        price = self.price(chain, size)
        name = self.chain(chain)
        self.events.append(ev.ChainDefunct(name, self.chain(merger.survivor), size, price))
        self.pay_bonuses(chain, price)
        count = len(self.cash)
        order = [(self.turn + k) % count for k in range(count)]
        holders = tuple(seat for seat in order if self.shares[seat][chain] > 0)
        remaining = tuple(c for c in merger.remaining if c != chain)
        self.merger = merger._replace(remaining=remaining, defunct=chain, holders=holders)
        self.next_holder()

    def pay_bonuses(self, chain: int, price: int) -> None:
        holdings = [held[chain] for held in self.shares]
        for seat, amount, rank in bonuses(self.rules, holdings, price):
            self.cash[seat] += amount
            self.events.append(ev.BonusPaid(seat, self.chain(chain), amount, rank))

    def next_holder(self) -> None:
        merger = self.merger
        assert merger is not None
        if merger.holders:
            self.decide(Kind.DISPOSE, merger.holders[0])
        else:
            self.merger = merger._replace(defunct=-1)
            self.next_defunct()

    def dispose(self, sell: int, trade: int) -> None:
        merger = self.merger
        assert merger is not None
        seat, chain, survivor = self.player, merger.defunct, merger.survivor
        held = self.shares[seat][chain]
        cash = sell * self.price(chain, merger.sizes[chain])
        self.cash[seat] += cash
        self.add_shares(seat, chain, -(sell + trade))
        self.add_shares(seat, survivor, trade // 2)
        kept = held - sell - trade
        self.events.append(
            ev.SharesDisposed(seat, self.chain(chain), sell, trade, kept, cash, trade // 2)
        )
        self.merger = merger._replace(holders=merger.holders[1:])
        self.next_holder()

    def complete_merger(self) -> None:
        merger = self.merger
        assert merger is not None
        survivor = merger.survivor
        defunct = set(merger.chains) - {survivor}
        board = self.board
        for square, owner in enumerate(board):
            if owner in defunct:
                board[square] = survivor
        size = sum(merger.sizes[c] for c in merger.chains)
        size += self.flood_loose(merger.tile, survivor)
        self.sizes[survivor] = size
        for chain in defunct:
            self.sizes[chain] = 0
        self.merger = None
        self.events.append(ev.MergerCompleted(self.chain(survivor), size))
        self.buy_step()

    # -- buying, drawing, turns ----------------------------------------------------

    def can_buy(self) -> bool:
        cash = self.cash[self.turn]
        return any(
            size and self.bank[c] > 0 and self.price(c, size) <= cash
            for c, size in enumerate(self.sizes)
        )

    def end_allowed(self) -> bool:
        return (
            not self.declared and self.player == self.turn and end_condition(self.rules, self.sizes)
        )

    def buy_step(self) -> None:
        self.decide(Kind.BUY, self.turn)
        if not self.can_buy() and not self.end_allowed():
            self.end_turn()

    def buy(self, chains: Sequence[int]) -> None:
        seat = self.turn
        cost = sum(self.price(c, self.sizes[c]) for c in chains)
        for c in chains:
            self.add_shares(seat, c, 1)
        self.cash[seat] -= cost
        self.events.append(ev.SharesBought(seat, tuple(self.chain(c) for c in chains), cost))
        self.end_turn()

    def draw(self, seat: int) -> None:
        """Fill ``seat``'s hand up to the hand size, removing dead tiles as they turn up."""
        hand = []
        removed = list(self.removed)
        safe = self.rules.safe_size
        dead_possible = safe is not None and sum(1 for size in self.sizes if size >= safe) >= 2
        for tile in self.hands[seat]:
            if dead_possible and self.outcome(tile) is Outcome.DEAD:
                removed.append(tile)
                self.events.append(ev.DeadTileRemoved(seat, self.name(tile)))
            else:
                hand.append(tile)
        bag, limit = self.bag, self.rules.hand_size
        while len(hand) < limit and self.drawn < len(bag):
            tile = bag[self.drawn]
            self.drawn += 1
            self.events.append(ev.TileDrawn(seat, self.name(tile)))
            if dead_possible and self.outcome(tile) is Outcome.DEAD:
                removed.append(tile)
                self.events.append(ev.DeadTileRemoved(seat, self.name(tile)))
            else:
                hand.append(tile)
        self.hands[seat] = tuple(hand)
        if len(removed) != len(self.removed):
            self.removed = tuple(removed)

    def end_turn(self) -> None:
        self.draw(self.turn)
        self.idle = 0 if self.placed else self.idle + 1
        count = len(self.cash)
        if self.declared or self.idle >= count:
            self.finish()
            return
        self.turn = (self.turn + 1) % count
        self.turn_number += 1
        self.placed = False
        self.events.append(ev.TurnStarted(self.turn))
        self.start_turn()

    def playable(self, seat: int) -> tuple[int, ...]:
        """The tiles of ``seat``'s hand that may be placed now, in board order."""
        return tuple(sorted(t for t in self.hands[seat] if self.outcome(t) in PLAYABLE))

    def start_turn(self) -> None:
        seat = self.turn
        playable = self.playable(seat)
        if not playable:
            hand = self.hands[seat]
            if hand:
                self.events.append(ev.HandRevealed(seat, tuple(self.name(t) for t in hand)))
                self.removed = self.removed + hand
                self.hands[seat] = ()
                self.draw(seat)
            playable = self.playable(seat)
            if not playable:
                self.events.append(ev.PlacementSkipped(seat))
                self.buy_step()
                return
        self.decide(Kind.PLAY, seat)
        self.tiles = playable

    def finish(self) -> None:
        """Final scoring: bonuses for every active chain, then every active share sold."""
        for chain, size in enumerate(self.sizes):
            if size:
                self.pay_bonuses(chain, self.price(chain, size))
        for seat in range(len(self.cash)):
            for chain, size in enumerate(self.sizes):
                held = self.shares[seat][chain]
                if size and held:
                    cash = held * self.price(chain, size)
                    self.cash[seat] += cash
                    self.add_shares(seat, chain, -held)
                    self.events.append(ev.FinalSale(seat, self.chain(chain), held, cash))
        order = sorted(range(len(self.cash)), key=lambda seat: (-self.cash[seat], seat))
        standings = []
        for seat in order:
            rank = 1 + sum(1 for other in order if self.cash[other] > self.cash[seat])
            standings.append((seat, self.cash[seat], rank))
        self.standings = tuple(standings)
        self.kind, self.player = None, -1
        self.events.append(ev.GameOver(tuple(self.standing_dicts())))

    def standing_dicts(self) -> list[dict[str, Any]]:
        return [
            {"name": self.ctx.names[seat], "seat": seat, "cash": cash, "rank": rank}
            for seat, cash, rank in self.standings or ()
        ]


class Game:
    """A game of Acquire in progress. See ENGINE.md for the public face."""

    __slots__ = ("_actions", "_ctx", "_pending", "_state", "setup_events")

    def __init__(self, ctx: _Context, state: State, setup_events: tuple[ev.Event, ...]) -> None:
        self._ctx = ctx
        self._state = state
        self._pending: Decision | None = None
        self._actions: tuple[Action, Any] | None = None
        self.setup_events = setup_events

    # -- identity --------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._ctx.rules

    @property
    def players(self) -> tuple[str, ...]:
        """Player names by seat."""
        return self._ctx.names

    @property
    def controllers(self) -> tuple[str, ...]:
        """Who plays each seat: ``human`` or an AI level (stored in records)."""
        return self._ctx.controllers

    @property
    def seed(self) -> int | None:
        return self._ctx.seed

    @property
    def state(self) -> State:
        return self._state

    @property
    def over(self) -> bool:
        return self._state.kind is None

    @property
    def turn(self) -> int:
        """Seat of the active player."""
        return self._state.turn

    @property
    def actions(self) -> list[Action]:
        """Every action applied since the start, in order."""
        out: list[Action] = []
        node = self._actions
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def to_record(self, snapshot: bool = True) -> dict[str, Any]:
        """The game as a JSON-ready record (the save format, see :mod:`.records`)."""
        from .records import to_record

        return to_record(self, snapshot)

    @staticmethod
    def from_record(record: Any) -> Game:
        """Rebuild a game from a record; ``ValueError`` with a clear message if it is not one."""
        from .records import from_record

        return from_record(record)

    def copy(self) -> Game:
        """An independent game in the same position (states are immutable, so this is cheap)."""
        other = Game.__new__(Game)
        other._ctx = self._ctx
        other._state = self._state
        other._pending = self._pending
        other._actions = self._actions
        other.setup_events = self.setup_events
        return other

    def determinized(self, player: int, seed: int) -> Game:
        """A copy in which everything ``player`` cannot see is dealt at random.

        Other players' hands and the bag order are replaced by a shuffle (from
        ``seed``) of the tiles ``player`` has not seen: every tile of the game not on
        the board, not removed and not in their own hand. Hand sizes and the number
        of tiles in the bag stay. The result depends only on what ``player`` may
        see, so an AI searching it cannot cheat.
        """
        s = self._state
        seen = {square for square, owner in enumerate(s.board) if owner != EMPTY}
        seen.update(s.removed)
        seen.update(s.hands[player])
        drawn_part = s.bag[: s.drawn]
        unseen = sorted(t for t in s.bag if t not in seen)
        deal = shuffled(unseen, seed)
        hands = list(s.hands)
        at = 0
        for seat, hand in enumerate(s.hands):
            if seat != player:
                hands[seat] = tuple(deal[at : at + len(hand)])
                at += len(hand)
        # The already-drawn prefix keeps its length (only its count matters from here on).
        bag = drawn_part + tuple(deal[at:])
        other = self.copy()
        other._state = s._replace(hands=tuple(hands), bag=bag)
        other._pending = None
        return other

    # -- reading ---------------------------------------------------------------------

    def hand(self, seat: int) -> tuple[str, ...]:
        """The tiles in a seat's hand, in board order (hidden information: see :meth:`view`)."""
        names = self._ctx.board.names
        return tuple(names[t] for t in sorted(self._state.hands[seat]))

    def tile_outcome(self, tile: str) -> Outcome:
        """What placing ``tile`` would do now (for an empty square)."""
        s = self._state
        square = self._ctx.board.parse(tile)
        if s.board[square] != EMPTY:
            raise ValueError(f"{tile} is already on the board")
        return outcome(self.rules, self._ctx.board, s.board, s.sizes, square)

    def chain_price(self, chain: str) -> int:
        """A chain's current price per share (0 while inactive)."""
        index = self.rules.chain_index(chain)
        return self.rules.price(index, self._state.sizes[index])

    def end_allowed(self) -> bool:
        s = self._state
        return (
            s.kind is not None
            and not s.declared
            and s.player == s.turn
            and end_condition(self.rules, s.sizes)
        )

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        if self._pending is None and self._state.kind is not None:
            self._pending = self._decision()
        return self._pending

    def _decision(self) -> Decision:
        s, rules, names = self._state, self.rules, self._ctx.board.names
        chain_names = self._ctx.chain_names
        kind = s.kind
        assert kind is not None
        if kind is Kind.PLAY:
            return Decision(s.player, kind, tiles=tuple(names[t] for t in s.tiles))
        if kind is Kind.FOUND:
            inactive = tuple(
                name for name, size in zip(chain_names, s.sizes, strict=True) if not size
            )
            return Decision(s.player, kind, chains=inactive)
        merger = s.merger
        if kind is Kind.SURVIVOR:
            assert merger is not None
            largest = merger.sizes[merger.chains[0]]
            tied = tuple(chain_names[c] for c in merger.chains if merger.sizes[c] == largest)
            return Decision(s.player, kind, chains=tied)
        if kind is Kind.DEFUNCT_ORDER:
            assert merger is not None
            largest = max(merger.sizes[c] for c in merger.remaining)
            tied = tuple(chain_names[c] for c in merger.remaining if merger.sizes[c] == largest)
            return Decision(s.player, kind, chains=tied)
        if kind is Kind.DISPOSE:
            assert merger is not None
            chain, survivor = merger.defunct, merger.survivor
            held = s.shares[s.player][chain]
            return Decision(
                s.player,
                kind,
                chain=chain_names[chain],
                survivor=chain_names[survivor],
                shares=held,
                max_trade=2 * min(held // 2, s.bank[survivor]),
                price=rules.price(chain, merger.sizes[chain]),
            )
        return Decision(s.player, kind)

    def legal_actions(self) -> list[Action]:
        """Every action the pending player may take now; each is accepted by :meth:`apply`."""
        decision = self.pending
        if decision is None:
            return []
        kind = decision.kind
        actions: list[Action]
        if kind is Kind.PLAY:
            actions = [Play(tile) for tile in decision.tiles]
        elif kind is Kind.FOUND:
            actions = [Found(chain) for chain in decision.chains]
        elif kind is Kind.SURVIVOR:
            actions = [Survivor(chain) for chain in decision.chains]
        elif kind is Kind.DEFUNCT_ORDER:
            actions = [Defunct(chain) for chain in decision.chains]
        elif kind is Kind.DISPOSE:
            held, most = decision.shares, decision.max_trade
            actions = [
                _dispose_action(sell, trade)
                for trade in range(0, most + 1, 2)
                for sell in range(held - trade + 1)
            ]
        else:
            actions = list(self._buy_actions())
        if self.end_allowed():
            actions.append(End())
        return actions

    def _buy_actions(self) -> tuple[Buy, ...]:
        s, table, names = self._state, self._ctx.prices, self._ctx.chain_names
        most = self.rules.max_buy
        offered = [c for c, size in enumerate(s.sizes) if size and s.bank[c] > 0]
        offer = (
            tuple(names[c] for c in offered),
            tuple(min(s.bank[c], most) for c in offered),
        )
        prices = tuple(table[c][s.sizes[c]] for c in offered)
        return buy_actions(offer, prices, most, s.cash[s.turn])

    # -- acting ------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        """The action object for action text (``IllegalActionError`` if unreadable)."""
        return parse_action(self.rules, text)

    def apply(self, action: Action | str) -> list[ev.Event]:
        """Apply the pending player's action; return the events it caused, in order."""
        if isinstance(action, str):
            action = self.parse_action(action)
        s = self._state
        turn = self._check(action)
        turn.events = []
        if isinstance(action, End):
            turn.declared = True
            turn.events.append(ev.EndDeclared(s.turn))
        elif isinstance(action, Play):
            board = self._ctx.board
            tile = board.index.get(action.tile)
            turn.place(board.parse(action.tile) if tile is None else tile)
        elif isinstance(action, Found):
            turn.found(self._index(action.chain))
        elif isinstance(action, Survivor):
            turn.choose_survivor(self._index(action.chain))
        elif isinstance(action, Defunct):
            turn.start_defunct(self._index(action.chain))
        elif isinstance(action, Dispose):
            turn.dispose(action.sell, action.trade)
        elif isinstance(action, Buy):
            turn.buy([self._index(c) for c in action.chains])
        self._state = turn.freeze()
        self._pending = None
        self._actions = (action, self._actions)
        return turn.events

    def _check(self, action: Action) -> _Turn:
        """Raise IllegalActionError unless ``action`` answers the pending decision.

        Returns a draft of the current state for ``apply`` to work on."""
        decision = self.pending
        if decision is None:
            raise IllegalActionError("the game is over")
        s, rules = self._state, self.rules
        who = self._ctx.names[decision.player]
        kind = decision.kind
        expected = _ANSWERS[kind]
        if isinstance(action, End):
            if s.declared:
                raise IllegalActionError("the end of the game has already been declared")
            if s.player != s.turn:
                raise IllegalActionError(
                    f"only {self._ctx.names[s.turn]} may declare the end, on their turn"
                )
            if not end_condition(rules, s.sizes):
                raise IllegalActionError(
                    f"the game cannot end yet: no chain has {rules.end_size} tiles "
                    "and not every active chain is safe"
                )
            return _Turn(self._ctx, s)
        if not isinstance(action, expected):
            raise IllegalActionError(f"{who} must {_WHAT[kind]} now, not {str(action).split()[0]}")
        if isinstance(action, Play):
            self._check_play(action, who)
        elif isinstance(action, Found | Survivor | Defunct):
            if self._canonical_chain(action.chain) not in decision.chains:
                raise IllegalActionError(_chain_refusal(action, decision.chains))
        elif isinstance(action, Dispose):
            self._check_dispose(action, decision)
        elif isinstance(action, Buy):
            self._check_buy(action, who)
        return _Turn(self._ctx, s)

    def _index(self, name: str) -> int:
        """Chain index of a chain name (canonical fast, others via Rules.chain_index)."""
        index = self._ctx.chain_of.get(name)
        return self.rules.chain_index(name) if index is None else index

    def _canonical_chain(self, text: str) -> str:
        if text in self._ctx.chain_of:
            return text
        try:
            return self.rules.chains[self.rules.chain_index(text)].name
        except ValueError as error:
            raise IllegalActionError(str(error)) from None

    def _check_play(self, action: Play, who: str) -> None:
        s, board = self._state, self._ctx.board
        tile = board.index.get(action.tile, -1)
        if tile < 0:
            try:
                tile = board.parse(action.tile)
            except ValueError as error:
                raise IllegalActionError(str(error)) from None
        if tile in s.tiles:
            return
        if tile not in s.hands[s.player]:
            raise IllegalActionError(f"{action.tile} is not in {who}'s hand")
        result = outcome(self.rules, board, s.board, s.sizes, tile)
        if result is Outcome.DEAD:
            raise IllegalActionError(
                f"{action.tile} would merge two safe chains: it can never be played"
            )
        if result is Outcome.EIGHTH_CHAIN:
            raise IllegalActionError(
                f"{action.tile} would found a new chain, but all "
                f"{self.rules.max_active} chains are on the board"
            )

    def _check_dispose(self, action: Dispose, decision: Decision) -> None:
        held, chain = decision.shares, decision.chain
        if action.sell < 0 or action.trade < 0:
            raise IllegalActionError("share counts cannot be negative")
        if action.sell + action.trade > held:
            raise IllegalActionError(
                f"{self._ctx.names[decision.player]} has only {held} {chain} shares "
                "to sell or trade"
            )
        if action.trade % 2:
            raise IllegalActionError("shares are traded two for one: trade an even number")
        if action.trade > decision.max_trade:
            left = self._state.bank[self.rules.chain_index(decision.survivor or "")]
            raise IllegalActionError(
                f"{decision.survivor} has only {left} shares left: "
                f"trade at most {decision.max_trade}"
            )
        if action.keep is not None and action.keep != held - action.sell - action.trade:
            raise IllegalActionError(
                f"selling {action.sell} and trading {action.trade} of {held} keeps "
                f"{held - action.sell - action.trade}, not {action.keep}"
            )

    def _check_buy(self, action: Buy, who: str) -> None:
        s, rules = self._state, self.rules
        if len(action.chains) > rules.max_buy:
            raise IllegalActionError(f"at most {rules.max_buy} shares may be bought in a turn")
        cost = 0
        wanted_by_chain: dict[str, int] = {}
        for text in action.chains:
            name = self._canonical_chain(text)
            wanted_by_chain[name] = wanted_by_chain.get(name, 0) + 1
        for name, wanted in wanted_by_chain.items():
            c = self._index(name)
            if not s.sizes[c]:
                raise IllegalActionError(
                    f"{name} is not on the board: only active chains sell shares"
                )
            if wanted > s.bank[c]:
                left = s.bank[c]
                raise IllegalActionError(
                    f"{name} has only {left} share{'s' if left != 1 else ''} left"
                )
            cost += wanted * self._ctx.prices[c][s.sizes[c]]
        if cost > s.cash[s.turn]:
            cur = rules.currency
            raise IllegalActionError(
                f"{who} has {cur}{s.cash[s.turn]:,} and cannot pay {cur}{cost:,}"
            )

    # -- output ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-ready data (see ENGINE.md for the keys)."""
        s, rules, names = self._state, self.rules, self._ctx.board.names
        chain_names = self._ctx.chain_names
        players = []
        for seat, name in enumerate(self._ctx.names):
            players.append(
                {
                    "name": name,
                    "controller": self._ctx.controllers[seat],
                    "cash": s.cash[seat],
                    "shares": {chain_names[c]: n for c, n in enumerate(s.shares[seat]) if n},
                    "tiles": [names[t] for t in sorted(s.hands[seat])],
                    "tile_count": len(s.hands[seat]),
                }
            )
        chains = {}
        for c, name in enumerate(chain_names):
            size = s.sizes[c]
            chains[name] = {
                "size": size,
                "price": rules.price(c, size),
                "available": s.bank[c],
                "safe": bool(size) and rules.safe_size is not None and size >= rules.safe_size,
                "active": bool(size),
            }
        board = {}
        for square, owner in enumerate(s.board):
            if owner >= 0:
                board[names[square]] = chain_names[owner]
            elif owner == LOOSE:
                board[names[square]] = "loose"
        data: dict[str, Any] = {
            "rules": rules.to_record(),
            "players": players,
            "chains": chains,
            "board": board,
            "bag_left": len(s.bag) - s.drawn,
            "removed": [names[t] for t in s.removed],
            "turn": s.turn,
            "turn_number": s.turn_number,
            "last_tile": names[s.last_tile] if s.last_tile >= 0 else None,
            "declared": s.declared,
            "end_allowed": self.end_allowed(),
            "pending": self._pending_dict(),
            "merger": self._merger_dict(),
            "over": s.kind is None,
        }
        if s.standings is not None:
            data["standings"] = [
                {"name": self._ctx.names[seat], "seat": seat, "cash": cash, "rank": rank}
                for seat, cash, rank in s.standings
            ]
        return data

    def _pending_dict(self) -> dict[str, Any] | None:
        decision = self.pending
        if decision is None:
            return None
        data: dict[str, Any] = {"player": decision.player, "kind": str(decision.kind)}
        if decision.kind is Kind.PLAY:
            data["tiles"] = list(decision.tiles)
        elif decision.kind in (Kind.FOUND, Kind.SURVIVOR, Kind.DEFUNCT_ORDER):
            data["chains"] = list(decision.chains)
        elif decision.kind is Kind.DISPOSE:
            data.update(
                chain=decision.chain,
                survivor=decision.survivor,
                shares=decision.shares,
                max_trade=decision.max_trade,
                price=decision.price,
            )
        return data

    def _merger_dict(self) -> dict[str, Any] | None:
        merger = self._state.merger
        if merger is None:
            return None
        chain_names = self._ctx.chain_names
        return {
            "tile": self._ctx.board.names[merger.tile],
            "chains": [chain_names[c] for c in merger.chains],
            "sizes": {chain_names[c]: merger.sizes[c] for c in merger.chains},
            "survivor": chain_names[merger.survivor] if merger.survivor >= 0 else None,
            "defunct": chain_names[merger.defunct] if merger.defunct >= 0 else None,
            "remaining": [chain_names[c] for c in merger.remaining],
        }

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: :meth:`to_dict` without others' tiles (and, with the
        ``hidden_holdings`` house rule, without others' cash and shares)."""
        data = self.to_dict()
        data["view_of"] = player
        for seat, entry in enumerate(data["players"]):
            if seat == player:
                continue
            del entry["tiles"]
            if self.rules.hidden_holdings:
                del entry["cash"]
                del entry["shares"]
        pending = data["pending"]
        if pending is not None and pending["player"] != player:
            pending.pop("tiles", None)
            if self.rules.hidden_holdings:
                pending.pop("shares", None)
                pending.pop("max_trade", None)
        return data


_ANSWERS: dict[Kind, type] = {
    Kind.PLAY: Play,
    Kind.FOUND: Found,
    Kind.SURVIVOR: Survivor,
    Kind.DEFUNCT_ORDER: Defunct,
    Kind.DISPOSE: Dispose,
    Kind.BUY: Buy,
}
"""The action class that answers each kind of decision."""

_WHAT = {
    Kind.PLAY: "place a tile",
    Kind.FOUND: "choose the chain to found",
    Kind.SURVIVOR: "choose the surviving chain",
    Kind.DEFUNCT_ORDER: "choose which defunct chain is handled next",
    Kind.DISPOSE: "dispose of defunct shares",
    Kind.BUY: "buy shares (or buy nothing)",
}


def _chain_refusal(action: Found | Survivor | Defunct, allowed: Iterable[str]) -> str:
    options = ", ".join(allowed)
    if isinstance(action, Found):
        return f"{action.chain} is already on the board; choose one of {options}"
    if isinstance(action, Survivor):
        return f"{action.chain} cannot survive this merger; choose one of {options}"
    return f"{action.chain} is not next among the defunct chains; choose one of {options}"


def new_game(
    rules: Rules,
    players: Sequence[str],
    seed: int | None = None,
    tile_bag: Sequence[str] | None = None,
    controllers: Sequence[str] | None = None,
) -> Game:
    """Set up a game: position tiles, turn order, hands. See ENGINE.md."""
    names = tuple(players)
    count = len(names)
    if not rules.min_players <= count <= rules.max_players:
        raise ValueError(f"{rules.min_players} to {rules.max_players} players, not {count}")
    if any(not isinstance(n, str) or not n.strip() for n in names):
        raise ValueError("every player needs a name")
    if len(set(names)) != count:
        raise ValueError("player names must differ")
    seats = tuple(controllers) if controllers is not None else (HUMAN,) * count
    if len(seats) != count:
        raise ValueError("one controller per player")
    board = rules.board
    if tile_bag is not None:
        # With both, the bag decides the draws and the seed is only recorded (records do this).
        bag = [board.parse(t) for t in tile_bag]
        if len(set(bag)) != len(bag):
            raise ValueError("the tile bag lists a tile twice")
    else:
        if seed is None:
            seed = secrets.randbits(63)
        bag = shuffled(list(range(board.size)), seed)
    if len(bag) < count:
        raise ValueError("the tile bag has fewer tiles than players")
    return _setup(_Context(rules, names, seats, seed), tuple(bag))


def _setup(ctx: _Context, bag: tuple[int, ...]) -> Game:
    rules, count = ctx.rules, len(ctx.names)
    chains = len(rules.chains)
    cells = [EMPTY] * ctx.board.size
    setup: list[ev.Event] = []
    for seat in range(count):
        cells[bag[seat]] = LOOSE
        setup.append(ev.PositionTile(seat, ctx.board.names[bag[seat]]))
    first = 0 if rules.turn_order == "seated" else min(range(count), key=lambda seat: bag[seat])
    setup.append(ev.FirstPlayer(first))
    hands: list[tuple[int, ...]] = [()] * count
    drawn = count
    for k in range(count):
        seat = (first + k) % count
        hands[seat] = bag[drawn : drawn + rules.hand_size]
        drawn += len(hands[seat])
    state = State(
        board=tuple(cells),
        sizes=(0,) * chains,
        bank=(rules.shares_per_chain,) * chains,
        cash=(rules.starting_cash,) * count,
        shares=((0,) * chains,) * count,
        hands=tuple(hands),
        bag=bag,
        drawn=drawn,
        removed=(),
        turn=first,
        turn_number=1,
        kind=Kind.PLAY,
        player=first,
        merger=None,
        declared=False,
        idle=0,
        placed=False,
        last_tile=-1,
        standings=None,
    )
    turn = _Turn(ctx, state)
    turn.events.append(ev.TurnStarted(first))
    turn.start_turn()
    setup.extend(turn.events)
    return Game(ctx, turn.freeze(), tuple(setup))
