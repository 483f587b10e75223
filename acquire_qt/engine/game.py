"""The game: who must decide what, which actions are legal, and what they do.

:class:`Game` is a handle on an immutable :class:`~.state.State`. ``apply`` checks
an action against the pending decision (raising :class:`IllegalActionError` with
a reason and leaving the game as it was), then runs the rules on a private draft
(:class:`_Turn`) until the next decision is needed, and stores the new state.
Everything that needs no decision (bonuses, drawing, dead tiles, skipped
placements, the end) happens inside ``apply``.

The flow reads the rule set's fields (:mod:`.rules`); it never asks which rule set
it is playing. Records (saving and replaying) live in :mod:`.records`.

Speed matters here: AI search and the benchmark play thousands of random games, each
about 150 decisions. So what a rule set allows is worked out once per rule set and
shared (:class:`_Tables`: prices, the actions that answer decisions, every purchase
of shares), the draft copies only what the rules change, and the checks that most
positions pass (can a tile be unplayable? does an end condition hold?) are made
cheap before anything per tile is looked at. Comments mark each such choice.
"""

from __future__ import annotations

import operator
import secrets
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import compress, repeat
from typing import Any

from . import events as ev
from .actions import (
    Accept,
    Action,
    Buy,
    Decline,
    Defunct,
    Dispose,
    DisposeAll,
    Draw,
    End,
    EndTurn,
    Found,
    IllegalActionError,
    Play,
    Propose,
    Sell,
    Survivor,
    parse_action,
)
from .board import Board
from .rng import next_random, shuffled
from .rules import Rules
from .state import EMPTY, LOOSE, PLAYABLE, Decision, Kind, Merger, Offer, Outcome, State

HUMAN = "human"

# Enum members as module globals, for the code that runs on every action: in Python
# 3.11 reading a member off its class (``Kind.PLAY``) goes through the Enum metaclass's
# attribute hook and costs several times as much as reading a global.
_PLAY, _FOUND, _SURVIVOR = Kind.PLAY, Kind.FOUND, Kind.SURVIVOR
_DEFUNCT_ORDER, _DISPOSE, _BUY = Kind.DEFUNCT_ORDER, Kind.DISPOSE, Kind.BUY
_ACTION, _TRADE_OFFER = Kind.ACTION, Kind.TRADE_OFFER
_NOTHING, _FOUNDS, _GROWS, _MERGES = Outcome.NOTHING, Outcome.FOUND, Outcome.GROW, Outcome.MERGE
_DEAD, _EIGHTH_CHAIN = Outcome.DEAD, Outcome.EIGHTH_CHAIN


class _Context:
    """What never changes during a game, shared by every copy of it."""

    __slots__ = (
        "board",
        "buy_decisions",
        "chain_names",
        "chain_of",
        "controllers",
        "ending",
        "names",
        "next_seat",
        "order",
        "playable",
        "prices",
        "rules",
        "seed",
        "tables",
        "turn_started",
    )

    def __init__(
        self, rules: Rules, names: tuple[str, ...], controllers: tuple[str, ...], seed: int | None
    ) -> None:
        self.rules = rules
        self.board: Board = rules.board
        self.names = names
        self.controllers = controllers
        self.seed = seed
        self.tables = _tables(rules)
        self.chain_names = rules.chain_names
        self.chain_of = self.tables.chain_of
        """Chain index by canonical name."""
        self.prices = self.tables.prices
        """Price per share by chain index and size (every size the board can hold)."""
        # Decisions and events are immutable: the ones that only name a seat are made once.
        self.buy_decisions = tuple(Decision(seat, Kind.BUY) for seat in range(len(names)))
        self.playable = (
            PLAYABLE | {Outcome.EIGHTH_CHAIN} if rules.full_founding == "loose" else PLAYABLE
        )
        """The outcomes of a tile that may be placed."""
        self.order: tuple[int, ...] = tuple(range(len(names)))
        """The seats in turn order (set by the setup)."""
        self.next_seat: tuple[int, ...] = ()
        """The seat playing after each seat."""
        self.turn_started = tuple(ev.TurnStarted(seat) for seat in range(len(names)))
        self.ending: tuple[tuple[int, ...], bool] = ((), False)
        """The last chain sizes ``Game.end_allowed`` asked about, and whether an end
        condition held (copies share it harmlessly: the answer is kept with its sizes)."""

    def set_order(self, order: Sequence[int]) -> None:
        self.order = tuple(order)
        following = [0] * len(order)
        for k, seat in enumerate(order):
            following[seat] = order[(k + 1) % len(order)]
        self.next_seat = tuple(following)

    def from_seat(self, seat: int, offset: int = 0) -> list[int]:
        """Every seat in turn order, starting ``offset`` places after ``seat``."""
        order = self.order
        start = order.index(seat) + offset
        return [order[(start + k) % len(order)] for k in range(len(order))]


class _Tables:
    """What a rule set lets the engine work out once, for every game played with it.

    Actions are immutable, so the ones that answer a decision are made once here and
    shared, instead of being made again by every ``legal_actions()``.
    """

    __slots__ = (
        "chain_of",
        "defuncts",
        "founds",
        "plays",
        "prices",
        "purchases",
        "shares_of",
        "survivors",
    )

    def __init__(self, rules: Rules) -> None:
        chain_names = rules.chain_names
        self.chain_of = {name: i for i, name in enumerate(chain_names)}
        largest = rules.board.size
        self.prices = tuple(
            tuple(rules.price(i, size) for size in range(largest + 1))
            for i in range(len(rules.chains))
        )
        self.plays = tuple(Play(name) for name in rules.board.names)
        """The action placing each square's tile."""
        self.founds = tuple(Found(name) for name in chain_names)
        self.survivors = tuple(Survivor(name) for name in chain_names)
        self.defuncts = tuple(Defunct(name) for name in chain_names)
        self.purchases = _Purchases(chain_names, self.prices, rules.max_buy)
        self.shares_of: dict[tuple[str, ...], Shares] = {
            action.chains: tuple((c, purchase.count(c)) for c in dict.fromkeys(purchase))
            for action, purchase in zip(
                self.purchases.actions, self.purchases.purchases, strict=True
            )
            if isinstance(action, Buy)
        }
        """The shares of every purchase, as (chain, how many), by the chain names of its
        canonical action: a buy answer from ``legal_actions`` is read with one look-up."""


@lru_cache(maxsize=16)
def _tables(rules: Rules) -> _Tables:
    return _Tables(rules)


Shares = tuple[tuple[int, int], ...]
"""Shares of a purchase: (chain, how many) for each chain in it."""

_new_state = tuple.__new__
"""Makes a :class:`State` from a tuple of its fields (see :meth:`_Turn.freeze`)."""

_END = End()
"""The one ``end`` action (actions are immutable, so it is shared)."""
_DRAW, _END_TURN, _ACCEPT, _DECLINE = Draw(), EndTurn(), Accept(), Decline()
_ONE_WAY = {way: DisposeAll(way) for way in ("sell", "trade", "keep")}


@lru_cache(maxsize=4096)
def _sell_action(chain: str, count: int) -> Sell:
    return Sell(chain, count)


@lru_cache(maxsize=4096)
def _dispose_action(sell: int, trade: int) -> Dispose:
    return Dispose(sell, trade)


class _Purchases:
    """Every purchase of shares a rule set allows, and which of them a position allows.

    A purchase is a multiset of at most ``most`` chains, kept as the sorted tuple of
    their indices. All of them are listed once, in chain order: ``()``, ``(0,)``,
    ``(0, 0)``, ``(0, 0, 0)``, ``(0, 0, 1)`` …, each with its :class:`Buy` action.
    That order walks a tree: each purchase follows the one without its last share,
    and the purchases extending it follow it directly.

    What the bank offers is described by its *caps*: for each chain, how many of its
    shares may be bought now (the shares left, at most ``most``; 0 for a chain not on
    the board). The purchases within a set of caps are picked out of the full list once
    and kept as an :class:`_Offer`; a game meets only a few hundred sets of caps. To
    pick them, each purchase's *needs* are a bit set, bit ``chain * most + k`` standing
    for a ``k+1``-th share of ``chain``; caps allow such a bit set, and a purchase fits
    when it needs nothing they forbid.
    """

    __slots__ = (
        "actions",
        "by_caps",
        "dearest",
        "last",
        "most",
        "needs",
        "past",
        "prices",
        "purchases",
        "shorter",
    )

    def __init__(
        self, chain_names: tuple[str, ...], prices: tuple[tuple[int, ...], ...], most: int
    ) -> None:
        self.most = most
        self.prices = prices
        purchases: list[tuple[int, ...]] = []
        self.shorter: list[int] = []
        """Each purchase's index without its last share (0 for buying nothing)."""
        self.past: list[int] = []
        """Each purchase's first follower that does not extend it."""

        def extend(purchase: tuple[int, ...], first: int, shorter: int) -> None:
            index = len(purchases)
            purchases.append(purchase)
            self.shorter.append(shorter)
            self.past.append(0)
            if len(purchase) < most:
                for chain in range(first, len(chain_names)):
                    extend((*purchase, chain), chain, index)
            self.past[index] = len(purchases)

        extend((), 0, 0)
        self.purchases = purchases
        """Every purchase, as the sorted tuple of its chains."""
        self.last = [purchase[-1] if purchase else 0 for purchase in purchases]
        """Each purchase's last share's chain."""
        self.actions: list[Action] = [
            Buy(tuple(chain_names[c] for c in purchase)) for purchase in purchases
        ]
        self.needs = [
            sum(((1 << purchase.count(c)) - 1) << (c * most) for c in set(purchase))
            for purchase in purchases
        ]
        self.by_caps: dict[tuple[int, ...], _Offer] = {}
        self.dearest = most * max((max(table) for table in prices), default=0)
        """The dearest purchase there can be (the most shares at the highest price)."""

    def affordable(
        self,
        sizes: Sequence[int],
        bank: Sequence[int],
        cash: int,
        splits: Sequence[int],
    ) -> list[Action]:
        """The purchases the bank offers at these chain sizes that ``cash`` pays for
        (prices halved once per split of each chain).

        When the dearest offered share could be bought the most times over, the list is
        in chain order (``buy``, ``buy T``, ``buy T T`` …); otherwise it is cheapest first
        (chain order among equal costs), up to what the cash pays for.
        """
        most = self.most
        caps = tuple(
            [
                (left if left < most else most) if size else 0
                for size, left in zip(sizes, bank, strict=True)
            ]
        )
        offer = self.by_caps.get(caps)
        if offer is None:
            offer = self.by_caps[caps] = self._offer(caps)
        if cash >= self.dearest:  # pays for anything: no need to look at today's prices
            return list(offer.actions)
        prices = self.prices
        split = any(splits)  # prices halve only in rule sets with splits, and rarely
        if split:
            top = max([prices[c][sizes[c]] >> splits[c] for c in offer.chains], default=0)
        else:
            top = max([prices[c][sizes[c]] for c in offer.chains], default=0)
        if cash >= most * top:
            return list(offer.actions)  # everything on offer is affordable: the usual case
        current = [table[size] for table, size in zip(prices, sizes, strict=True)]
        if split:
            current = [price >> k for price, k in zip(current, splits, strict=True)]
        return self._within(offer.forbidden, current, cash)

    def _within(self, forbidden: int, prices: list[int], cash: int) -> list[Action]:
        """The purchases needing nothing ``forbidden`` that ``cash`` pays for, cheapest first.

        The purchases are walked in chain order, each one's cost being the cost of the
        same purchase without its last share plus that share's price. One that is not on
        offer or costs too much is skipped together with every purchase extending it:
        when cash is short, only the affordable part of the offer is walked.
        """
        shorter, last, past, needs = self.shorter, self.last, self.past, self.needs
        count = len(last)
        costs = [0] * count
        affordable = [0]  # buying nothing
        i = 1
        while i < count:
            if needs[i] & forbidden:
                i = past[i]
                continue
            cost = costs[shorter[i]] + prices[last[i]]
            if cost > cash:
                i = past[i]
                continue
            costs[i] = cost
            affordable.append(i)
            i += 1
        affordable.sort(key=costs.__getitem__)  # stable: chain order among equal costs
        return list(map(self.actions.__getitem__, affordable))

    def _offer(self, caps: tuple[int, ...]) -> _Offer:
        most = self.most
        allowed = sum([((1 << cap) - 1) << (c * most) for c, cap in enumerate(caps)])
        forbidden = ~allowed
        fits = map(operator.not_, map(operator.and_, self.needs, repeat(forbidden)))
        return _Offer(
            tuple(compress(self.actions, fits)), [c for c, cap in enumerate(caps) if cap], forbidden
        )


class _Offer:
    """The purchases one set of caps allows (see :class:`_Purchases`), in chain order."""

    __slots__ = ("actions", "chains", "forbidden")

    def __init__(self, actions: tuple[Action, ...], chains: list[int], forbidden: int) -> None:
        self.actions = actions
        self.chains = chains
        """The chains on offer."""
        self.forbidden = forbidden
        """The needs (see :class:`_Purchases`) of the purchases not on offer."""


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
            return _NOTHING
        active = len(sizes) - sizes.count(0)
        return _FOUNDS if active < rules.max_active else _EIGHTH_CHAIN
    if not several:
        return _GROWS
    safe = rules.safe_size
    if safe is not None:  # dead if two different safe chains are around
        safe_chain = -1
        for near in board.neighbours[tile]:
            owner = cells[near]
            if owner >= 0 and sizes[owner] >= safe:
                if safe_chain < 0:
                    safe_chain = owner
                elif owner != safe_chain:
                    return _DEAD
    return _MERGES


def end_condition(rules: Rules, sizes: Sequence[int]) -> bool:
    """Whether the game may be declared over: a chain of end size, or every active chain safe."""
    largest = max(sizes) if sizes else 0
    if not largest:
        return False  # no active chain
    if largest >= rules.end_size:
        return True
    pair = rules.end_pair_size
    if pair is not None and largest >= pair and sorted(sizes)[-2] >= pair:
        return True
    safe = rules.safe_size
    if safe is None or largest < safe:
        return False
    # The smallest active chain: sorted sizes, past the zeros of the inactive chains.
    return sorted(sizes)[sizes.count(0)] >= safe


def two_safe_chains(rules: Rules, sizes: Sequence[int]) -> bool:
    """Whether at least two chains are safe: only then can a tile be dead."""
    safe = rules.safe_size
    return safe is not None and len(sizes) >= 2 and sorted(sizes)[-2] >= safe


def every_tile_playable(rules: Rules, sizes: Sequence[int]) -> bool:
    """Whether no tile can be unplayable now, so that no tile's outcome need be looked at.

    A tile is unplayable only if it would merge two safe chains (dead: two chains
    must be safe) or found a chain while the most chains allowed are active (an
    eighth chain). Most turns of a game meet neither condition, and this check is far
    cheaper than an outcome per tile in hand.
    """
    return (
        rules.full_founding == "loose" or len(sizes) - sizes.count(0) < rules.max_active
    ) and not two_safe_chains(rules, sizes)


def may_draw(rules: Rules, s: State | _Turn) -> bool:
    """Whether the active player may draw as an action (``actions`` turn structure): fewer
    tiles than a full hand, a bag with tiles, and not right after a first-action draw."""
    return (
        len(s.hands[s.turn]) < rules.hand_size
        and s.drawn < len(s.bag)
        and (s.acted == 0 or s.placed)
    )


def absorbed(rules: Rules, merger: Merger, survivor: int) -> tuple[int, ...]:
    """The chains a merger absorbs into ``survivor``, largest first: every other chain it
    touches, but safe ones where safe chains block absorption (none: a void merger)."""
    others = tuple(c for c in merger.chains if c != survivor)
    safe = rules.safe_size
    if rules.safe_blocks_absorption and safe is not None:
        return tuple(c for c in others if merger.sizes[c] < safe)
    return others


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
    """A mutable draft of the next state; ``apply`` runs the rules on it, then freezes it.

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

    def __init__(self, ctx: _Context, s: State) -> None:
        self.ctx = ctx
        self.rules = ctx.rules
        # One unpacking of the state's fields, in State's order (a field added to State
        # without its place here fails loudly: too many values to unpack).
        (
            self.board,
            sizes,
            bank,
            cash,
            shares,
            hands,
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
        ) = s
        self.sizes = list(sizes)
        self.bank = list(bank)
        self.cash = list(cash)
        self.shares = list(shares)
        self.hands = list(hands)
        self.events: list[ev.Event] = []

    def edit_board(self) -> list[int]:
        """The board as a list to change (copied from the state's tuple when first needed)."""
        board = self.board
        if isinstance(board, tuple):
            board = self.board = list(board)
        return board

    def freeze(self) -> State:
        # tuple.__new__ as namedtuple's own _make does: the fields are in State's order,
        # and this skips the Python-level __new__ that State(...) would run.
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

    def decide(self, kind: Kind, player: int) -> None:
        self.kind, self.player, self.tiles = kind, player, ()

    # -- placing -------------------------------------------------------------------

    def place(self, tile: int) -> None:
        seat, ctx = self.turn, self.ctx
        result = outcome(self.rules, ctx.board, self.board, self.sizes, tile)
        if self.rules.tile_source == "bag":
            hand = list(self.hands[seat])
            hand.remove(tile)
            self.hands[seat] = tuple(hand)
        board = self.edit_board()
        board[tile] = LOOSE
        self.placed, self.last_tile = True, tile
        self.events.append(ev.TilePlaced(seat, ctx.board.names[tile]))
        if result is _NOTHING or result is _EIGHTH_CHAIN:
            if result is _EIGHTH_CHAIN:  # playable only where the tiles then stay loose
                self.events.append(ev.FoundingFailed(seat, ctx.board.names[tile]))
            self.placement_done()
            return
        self.play_open = False
        if result is _GROWS:
            for near in ctx.board.neighbours[tile]:
                chain = board[near]
                if chain >= 0:
                    break
            size = self.sizes[chain] = self.sizes[chain] + self.flood(tile, chain)
            self.events.append(ev.ChainGrew(ctx.chain_names[chain], size))
            self.placement_done()
        elif result is _FOUNDS:
            self.decide(_FOUND, seat)
        else:
            self.start_merger(tile)

    def found(self, chain: int) -> None:
        seat, rules = self.turn, self.rules
        size = self.flood(self.last_tile, chain)
        self.sizes[chain] = size
        self.events.append(ev.ChainFounded(seat, self.chain(chain), size))
        if self.bank[chain] > 0:
            self.add_shares(seat, chain, 1)
            self.events.append(ev.FounderShare(seat, self.chain(chain), 1, 0))
        else:
            cash = self.price(chain, size) if rules.founder_cash_when_sold_out else 0
            self.cash[seat] += cash
            self.events.append(ev.FounderShare(seat, self.chain(chain), 0, cash))
        if rules.doe and self.bank[chain] > 0:
            given = min(1 + self.random() % (rules.doe_most - len(self.cash)), self.bank[chain])
            doe = list(self.doe)
            doe[chain] += given
            self.doe = tuple(doe)
            self.bank[chain] -= given
            self.events.append(ev.DoeShares(self.chain(chain), given))
        self.placement_done()

    def placement_done(self) -> None:
        """After a placement is resolved (merger included): splits, an immediate end, then
        the rest of the turn."""
        rules = self.rules
        if rules.split_price is not None:
            self.split_shares()
        if rules.turn_structure == "actions":
            self.next_action()  # checks for an immediate end itself
        elif rules.end_mode == "immediate" and self.end_now():
            self.finish()
        else:
            self.buy_step()

    def end_now(self) -> bool:
        """Whether an end condition holds (for rule sets that end immediately)."""
        if end_condition(self.rules, self.sizes):
            return True
        return (
            self.rules.end_when_out_of_tiles
            and self.drawn >= len(self.bag)
            and any(not hand for hand in self.hands)
        )

    def split_shares(self) -> None:
        """Split every chain whose price reached the split price: 2 for 1, again if need be."""
        limit = self.rules.split_price
        assert limit is not None
        for chain, size in enumerate(self.sizes):
            while size and self.price(chain, size) >= limit:
                splits = list(self.splits)
                splits[chain] += 1
                self.splits = tuple(splits)
                self.bank[chain] *= 2
                for seat, held in enumerate(self.shares):
                    if held[chain]:
                        doubled = list(held)
                        doubled[chain] *= 2
                        self.shares[seat] = tuple(doubled)
                if self.doe and self.doe[chain]:
                    doe = list(self.doe)
                    doe[chain] *= 2
                    self.doe = tuple(doe)
                total = self.rules.shares_per_chain << splits[chain]
                self.events.append(
                    ev.SharesSplit(self.chain(chain), self.price(chain, size), total)
                )

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
            self.decide(_SURVIVOR, self.turn)
        else:
            self.choose_survivor(chains[0])

    def choose_survivor(self, survivor: int) -> None:
        merger = self.merger
        assert merger is not None
        remaining = absorbed(self.rules, merger, survivor)
        self.merger = merger._replace(survivor=survivor, remaining=remaining)
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
            self.decide(_DEFUNCT_ORDER, self.turn)
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
        remaining = tuple(c for c in merger.remaining if c != chain)
        if self.rules.disposal == "sell_all":
            self.forced_sale(chain, price)
            self.merger = merger._replace(remaining=remaining)
            self.next_defunct()
            return
        order = self.ctx.from_seat(self.turn, self.rules.disposal_from)
        holders = tuple(seat for seat in order if self.shares[seat][chain] > 0)
        self.merger = merger._replace(remaining=remaining, defunct=chain, holders=holders)
        self.next_holder()

    def pay_bonuses(self, chain: int, price: int) -> None:
        holdings = [held[chain] for held in self.shares]
        doe = self.doe[chain] if self.doe else 0
        if doe:
            holdings.append(doe)
        players = len(self.cash)
        for seat, amount, rank in bonuses(self.rules, holdings, price):
            if seat < players:
                self.cash[seat] += amount
            else:  # the Department of Energy: the money leaves the game
                seat = ev.DOE
            self.events.append(ev.BonusPaid(seat, self.chain(chain), amount, rank))

    def sell_all(self, seat: int, chain: int, price: int) -> int:
        """``seat`` (or the DoE, ``ev.DOE``) sells every share of ``chain`` it holds to the
        bank at ``price``; returns how many."""
        if seat == ev.DOE:
            held = self.doe[chain] if self.doe else 0
            if held:
                doe = list(self.doe)
                doe[chain] = 0
                self.doe = tuple(doe)
                self.bank[chain] += held
            return held
        held = self.shares[seat][chain]
        if held:
            self.cash[seat] += held * price
            self.add_shares(seat, chain, -held)
        return held

    def forced_sale(self, chain: int, price: int) -> None:
        """A defunct chain's holders all sell (``sell_all`` disposal), the DoE last."""
        name = self.chain(chain)
        for seat in (*self.ctx.from_seat(self.turn), ev.DOE):
            sold = self.sell_all(seat, chain, price)
            if sold:
                self.events.append(ev.SharesDisposed(seat, name, sold, 0, 0, sold * price, 0))

    def next_holder(self) -> None:
        merger = self.merger
        assert merger is not None
        if merger.holders:
            self.decide(_DISPOSE, merger.holders[0])
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
        if sell + trade:
            self.add_shares(seat, chain, -(sell + trade))
        if trade:
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
        defunct = absorbed(self.rules, merger, survivor)
        # Every defunct chain touches the merging tile, and loose tiles touch no chain:
        # a flood from the tile through defunct and loose squares finds all they hold.
        size = self.sizes[survivor] + self.flood(merger.tile, survivor, defunct)
        self.sizes[survivor] = size
        for chain in defunct:
            self.sizes[chain] = 0
        self.merger = None
        self.events.append(ev.MergerCompleted(self.chain(survivor), size))
        self.placement_done()

    # -- buying, drawing, turns ----------------------------------------------------

    def end_allowed(self) -> bool:
        return (
            self.rules.end_mode == "declared"
            and not self.declared
            and self.player == self.turn
            and end_condition(self.rules, self.sizes)
        )

    def can_buy(self, seat: int) -> bool:
        """Whether ``seat`` can pay for a share the bank has."""
        cash, bank = self.cash[seat], self.bank
        for chain, size in enumerate(self.sizes):
            if size and bank[chain] and self.price(chain, size) <= cash:
                return True
        return False

    def can_sell(self, seat: int) -> bool:
        """Whether ``seat`` may sell shares now in their own turn (``sell_in_turn``)."""
        held = self.shares[seat]
        return self.rules.sell_in_turn and any(held[c] for c, size in enumerate(self.sizes) if size)

    def buy_step(self) -> None:
        """Ask the active player to buy, unless they can buy nothing, may not end and may
        not sell shares to raise cash."""
        seat = self.player = self.turn
        self.kind, self.tiles = _BUY, ()
        if not (self.can_buy(seat) or self.end_allowed() or self.can_sell(seat)):
            self.end_turn()

    def buy(self, shares: Shares, names: tuple[str, ...]) -> None:
        """The active player buys ``shares`` (chain, how many); ``names`` as the action names
        the chains."""
        seat, sizes, bank = self.turn, self.sizes, self.bank
        held = list(self.shares[seat])
        cost = 0
        for chain, count in shares:
            held[chain] += count
            bank[chain] -= count
            cost += count * self.price(chain, sizes[chain])
        self.shares[seat] = tuple(held)
        self.cash[seat] -= cost
        self.events.append(ev.SharesBought(seat, names, cost))
        if self.rules.turn_structure == "actions":
            self.next_action()
        else:
            self.end_turn()

    def sell(self, chain: int, count: int) -> None:
        """The active player sells ``count`` shares of ``chain`` to the bank in their turn;
        the decision they were making stays."""
        seat = self.turn
        cash = count * self.price(chain, self.sizes[chain])
        self.add_shares(seat, chain, -count)
        self.cash[seat] += cash
        self.events.append(ev.SharesSold(seat, self.chain(chain), count, cash))

    def draw(self, seat: int) -> None:
        """Fill ``seat``'s hand up to the hand size, removing dead tiles as they turn up."""
        rules, squares, events = self.rules, self.ctx.board, self.events
        hand = list(self.hands[seat])
        removed: list[int] = []
        dead_possible = two_safe_chains(rules, self.sizes)
        if dead_possible:
            for tile in self.hands[seat]:
                if outcome(rules, squares, self.board, self.sizes, tile) is _DEAD:
                    hand.remove(tile)
                    removed.append(tile)
                    events.append(ev.DeadTileRemoved(seat, squares.names[tile]))
        bag, drawn = self.bag, self.drawn
        while len(hand) < rules.hand_size and drawn < len(bag):
            tile = bag[drawn]
            drawn += 1
            events.append(ev.TileDrawn(seat, squares.names[tile]))
            if dead_possible and outcome(rules, squares, self.board, self.sizes, tile) is _DEAD:
                removed.append(tile)
                events.append(ev.DeadTileRemoved(seat, squares.names[tile]))
            else:
                hand.append(tile)
        self.drawn = drawn
        self.hands[seat] = tuple(hand)
        if removed:
            self.removed += tuple(removed)

    def end_turn(self) -> None:
        rules = self.rules
        if rules.turn_structure == "phases":
            self.draw(self.turn)
        self.idle = 0 if self.placed else self.idle + 1
        count = len(self.cash)
        if (
            self.declared
            or self.idle >= count
            or (rules.turn_limit is not None and self.turn_number >= rules.turn_limit)
        ):
            self.finish()
            return
        seat = self.turn = self.ctx.next_seat[self.turn]
        self.turn_number += 1
        self.placed = False
        self.events.append(self.ctx.turn_started[seat])
        self.start_turn()

    def playable(self, seat: int) -> tuple[int, ...]:
        """The tiles ``seat`` may place now, in board order: those of their hand, or the
        empty squares where tiles come from the board."""
        rules, sizes = self.rules, self.sizes
        if rules.tile_source == "board":
            hand: Iterable[int] = [t for t, owner in enumerate(self.board) if owner == EMPTY]
        else:
            hand = self.hands[seat]
        if every_tile_playable(rules, sizes):
            return tuple(sorted(hand))
        squares, cells, playable = self.ctx.board, self.board, self.ctx.playable
        return tuple(
            sorted([t for t in hand if outcome(rules, squares, cells, sizes, t) in playable])
        )

    def start_turn(self) -> None:
        seat = self.turn
        if self.rules.turn_structure == "actions":
            self.start_actions(seat)
            return
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
        self.kind, self.player, self.tiles = _PLAY, seat, playable

    def answer_offer(self, accepted: bool) -> None:
        """The other player accepts or declines the pending trade; the proposer goes on."""
        offer = self.offer
        assert offer is not None
        self.events.append(ev.TradeAnswered(offer.target, accepted))
        if accepted:
            for chain, count in enumerate(offer.give):
                if count:
                    self.add_shares(offer.proposer, chain, -count)
                    self.add_shares(offer.target, chain, count)
            for chain, count in enumerate(offer.get):
                if count:
                    self.add_shares(offer.target, chain, -count)
                    self.add_shares(offer.proposer, chain, count)
            self.cash[offer.proposer] += offer.get_cash - offer.give_cash
            self.cash[offer.target] += offer.give_cash - offer.get_cash
        self.offer = None
        # Back to the proposer's placement (or action): the tiles they may place are kept.
        self.player = self.turn
        self.kind = _ACTION if self.rules.turn_structure == "actions" else _PLAY

    def start_actions(self, seat: int) -> None:
        """A turn of the ``actions`` structure: roll the number of actions, then ask."""
        rules = self.rules
        if rules.action_cycle:
            count = rules.action_cycle[(self.turn_number - 1) % len(rules.action_cycle)]
        else:
            count = rules.action_die[self.random() % len(rules.action_die)]
        self.actions_left, self.acted, self.play_open = count, 0, True
        self.events.append(ev.ActionsGranted(seat, count))
        self.next_action()

    def next_action(self) -> None:
        """Ask for the next action of the turn, or end the turn (or the game) if none is
        left: the first action must draw or play, a first draw must be followed by a play;
        once a tile is placed the player may also buy one share or end the turn."""
        seat = self.turn
        if self.rules.end_mode == "immediate" and self.end_now():
            self.finish()
            return
        if self.actions_left <= 0:
            self.end_turn()
            return
        tiles = self.playable(seat) if self.play_open and (self.placed or self.acted <= 1) else ()
        if tiles or may_draw(self.rules, self) or (self.placed and self.can_buy(seat)):
            self.kind, self.player, self.tiles = _ACTION, seat, tiles
        else:  # only ending the turn is left
            self.end_turn()

    def finish(self) -> None:
        """Final scoring: bonuses for every active chain, then every active share sold."""
        for chain, size in enumerate(self.sizes):
            if size:
                self.pay_bonuses(chain, self.price(chain, size))
        for seat in (*range(len(self.cash)), ev.DOE):
            for chain, size in enumerate(self.sizes):
                if size:
                    price = self.price(chain, size)
                    sold = self.sell_all(seat, chain, price)
                    if sold:
                        self.events.append(
                            ev.FinalSale(seat, self.chain(chain), sold, sold * price)
                        )
        order = sorted(range(len(self.cash)), key=lambda seat: (-self.cash[seat], seat))
        standings = []
        for seat in order:
            rank = 1 + sum(1 for other in order if self.cash[other] > self.cash[seat])
            standings.append((seat, self.cash[seat], rank))
        self.standings = tuple(standings)
        self.kind, self.player, self.tiles, self.actions_left = None, -1, (), 0
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
        unseen = sorted(t for t in s.bag if t not in seen)
        deal = shuffled(unseen, seed)
        hands = list(s.hands)
        at = 0
        for seat, hand in enumerate(s.hands):
            if seat != player:
                hands[seat] = tuple(deal[at : at + len(hand)])
                at += len(hand)
        # The drawn part of the bag is what is out of it now (board, removed, every hand),
        # so the bag stays a permutation of the game's tiles and can be re-dealt again.
        drawn = sorted(seen) + deal[:at]
        # Future random draws (action counts, the DoE's shares) are hidden too.
        state = s._replace(
            hands=tuple(hands), bag=tuple(drawn + deal[at:]), rng=next_random(seed)[0]
        )
        if s.turn != player and s.tiles:  # the tiles the active player may place
            draft = _Turn(self._ctx, state)
            state = state._replace(tiles=draft.playable(s.turn))
        other = self.copy()
        other._state = state
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
        """A chain's current price per share (0 while inactive), splits included."""
        index = self.rules.chain_index(chain)
        return self._price(index, self._state.sizes[index])

    def _price(self, chain: int, size: int) -> int:
        return self._ctx.prices[chain][size] >> self._state.splits[chain]

    def end_allowed(self) -> bool:
        s = self._state
        if s.kind is None or s.declared or s.player != s.turn:
            return False
        if self._ctx.rules.end_mode != "declared":
            return False
        # Whether an end condition holds depends on the chain sizes alone, which most
        # actions leave as they were: the game keeps its last answer with their sizes.
        ctx = self._ctx
        sizes, ending = ctx.ending
        if s.sizes != sizes:
            ending = end_condition(ctx.rules, s.sizes)
            ctx.ending = s.sizes, ending
        return ending

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        decision = self._pending
        if decision is None and self._state.kind is not None:
            decision = self._pending = self._decision()
        return decision

    def _decision_now(self) -> Decision:
        """The pending decision, for a game known not to be over."""
        decision = self._pending
        if decision is None:
            decision = self._pending = self._decision()
        return decision

    def _decision(self) -> Decision:
        s, ctx = self._state, self._ctx
        chain_names = ctx.chain_names
        kind = s.kind
        assert kind is not None
        if kind is _PLAY:
            return Decision(
                s.player,
                kind,
                tuple(map(ctx.board.names.__getitem__, s.tiles)),
                may_propose=ctx.rules.player_trading,
            )
        if kind is _BUY:
            return ctx.buy_decisions[s.player]
        if kind is _ACTION:
            return Decision(
                s.player,
                kind,
                tuple(map(ctx.board.names.__getitem__, s.tiles)),
                actions_left=s.actions_left,
                may_propose=ctx.rules.player_trading and not s.placed,
            )
        if kind is _TRADE_OFFER:
            offer = s.offer
            assert offer is not None
            return Decision(s.player, kind, offer=self._proposal(offer))
        if kind is _FOUND:
            inactive = tuple(
                name for name, size in zip(chain_names, s.sizes, strict=True) if not size
            )
            return Decision(s.player, kind, chains=inactive)
        merger = s.merger
        if kind is _SURVIVOR:
            assert merger is not None
            largest = merger.sizes[merger.chains[0]]
            tied = tuple(chain_names[c] for c in merger.chains if merger.sizes[c] == largest)
            return Decision(s.player, kind, chains=tied)
        if kind is _DEFUNCT_ORDER:
            assert merger is not None
            largest = max(merger.sizes[c] for c in merger.remaining)
            tied = tuple(chain_names[c] for c in merger.remaining if merger.sizes[c] == largest)
            return Decision(s.player, kind, chains=tied)
        if kind is _DISPOSE:
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
                price=self._price(chain, merger.sizes[chain]),
            )
        raise AssertionError(f"no decision of kind {kind}")

    def legal_actions(self) -> list[Action]:
        """Every action the pending player may take now; each is accepted by :meth:`apply`.

        Trade proposals (house rule player trading) are the exception: any amounts may be
        proposed, so they are not listed; ``pending.may_propose`` says whether one may be."""
        s, tables = self._state, self._ctx.tables
        kind = s.kind
        if kind is None:
            return []
        actions: list[Action]
        if kind is _PLAY:
            actions = list(map(tables.plays.__getitem__, s.tiles))
            if self.rules.sell_in_turn:
                actions += self._sales()
        elif kind is _BUY:
            actions = tables.purchases.affordable(s.sizes, s.bank, s.cash[s.turn], s.splits)
            if self.rules.sell_in_turn:
                actions += self._sales()
        elif kind is _DISPOSE:
            decision = self._decision_now()
            held, most = decision.shares, decision.max_trade
            if self.rules.disposal == "one_way":
                actions = [_ONE_WAY["sell"]]
                if most:
                    actions.append(_ONE_WAY["trade"])
                actions.append(_ONE_WAY["keep"])
            else:
                actions = [
                    _dispose_action(sell, trade)
                    for trade in range(0, most + 1, 2)
                    for sell in range(held - trade + 1)
                ]
        elif kind is _ACTION:
            actions = list(map(tables.plays.__getitem__, s.tiles))
            if may_draw(self.rules, s):
                actions.append(_DRAW)
            if s.placed:
                buys = tables.purchases.affordable(s.sizes, s.bank, s.cash[s.turn], s.splits)
                actions += [buy for buy in buys if isinstance(buy, Buy) and buy.chains]
                actions.append(_END_TURN)
        elif kind is _TRADE_OFFER:
            actions = [_ACCEPT, _DECLINE]
        else:
            answers = (
                tables.founds
                if kind is _FOUND
                else tables.survivors
                if kind is _SURVIVOR
                else tables.defuncts
            )
            chain_of = self._ctx.chain_of
            actions = [answers[chain_of[chain]] for chain in self._decision_now().chains]
            if kind is _FOUND and self.rules.sell_in_turn:
                actions += self._sales()
        if self.end_allowed():
            actions.append(_END)
        return actions

    # -- acting ------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        """The action object for action text (``IllegalActionError`` if unreadable)."""
        return parse_action(self.rules, text)

    def apply(self, action: Action | str) -> list[ev.Event]:
        """Apply the pending player's action; return the events it caused, in order."""
        if isinstance(action, str):
            action = self.parse_action(action)
        decision = self._answered(action)
        # The draft is private: if a check below refuses the action, it is just dropped.
        turn = _Turn(self._ctx, self._state)
        if decision.kind is _ACTION and not isinstance(action, Propose | Sell | End | EndTurn):
            turn.actions_left -= 1
            turn.acted += 1
        if isinstance(action, Play):
            turn.place(self._tile_to_play(action, decision))
        elif isinstance(action, Buy):
            turn.buy(*self._shares_to_buy(action, decision))
        elif isinstance(action, Dispose | DisposeAll):
            sell, trade = self._disposal(action, decision)
            turn.dispose(sell, trade)
        elif isinstance(action, End):
            turn.declared = True
            turn.events.append(ev.EndDeclared(turn.turn))
        elif isinstance(action, Found):
            turn.found(self._chosen_chain(action, decision))
        elif isinstance(action, Survivor):
            turn.choose_survivor(self._chosen_chain(action, decision))
        elif isinstance(action, Defunct):
            turn.start_defunct(self._chosen_chain(action, decision))
        elif isinstance(action, Sell):
            turn.sell(*self._shares_to_sell(action))
        elif isinstance(action, Draw):
            self._check_draw()
            turn.draw(turn.turn)
            turn.next_action()
        elif isinstance(action, EndTurn):
            if not turn.placed:
                who = self._ctx.names[turn.turn]
                raise IllegalActionError(f"{who} must place a tile before ending the turn")
            turn.events.append(ev.TurnEnded(turn.turn, turn.actions_left))
            turn.end_turn()
        elif isinstance(action, Propose):
            turn.offer = self._offer(action)
            turn.kind, turn.player = _TRADE_OFFER, action.to
            terms = self._proposal(turn.offer)
            turn.events.append(
                ev.TradeProposed(
                    turn.turn, action.to, terms.give, terms.give_cash, terms.get, terms.get_cash
                )
            )
        else:
            turn.answer_offer(isinstance(action, Accept))
        self._state = turn.freeze()
        self._pending = None
        self._actions = (action, self._actions)
        return turn.events

    def _answered(self, action: Action) -> Decision:
        """The pending decision, if ``action`` is of the kind that answers it (or a legal end,
        sale or proposal).

        Raises IllegalActionError otherwise; the checks of each kind's details follow in
        :meth:`apply`."""
        if self._state.kind is None:
            raise IllegalActionError("the game is over")
        decision = self._pending or self._decision_now()
        s, rules, names = self._state, self._ctx.rules, self._ctx.names
        if isinstance(action, End):
            if rules.end_mode != "declared":
                raise IllegalActionError(
                    "in this rule set the game ends by itself when an end condition holds"
                )
            if s.declared:
                raise IllegalActionError("the end of the game has already been declared")
            if s.player != s.turn:
                raise IllegalActionError(f"only {names[s.turn]} may declare the end, on their turn")
            if not end_condition(rules, s.sizes):
                raise IllegalActionError(
                    f"the game cannot end yet: no chain has {rules.end_size} tiles "
                    "and not every active chain is safe"
                )
        elif isinstance(action, Sell):
            if not rules.sell_in_turn:
                raise IllegalActionError("in this rule set shares are sold only in a merger")
            if decision.kind not in (_PLAY, _FOUND, _BUY) or s.player != s.turn:
                raise IllegalActionError(
                    f"{names[s.turn]} may sell shares in their own turn, not during a merger "
                    "or someone else's decision"
                )
        elif isinstance(action, Propose):
            if not decision.may_propose:
                raise IllegalActionError(
                    "trades may be proposed only by the active player before placing a tile"
                    if rules.player_trading
                    else "player trading is not among this game's rules"
                )
        elif not isinstance(action, _ANSWERS[decision.kind]):
            who, kind = names[decision.player], decision.kind
            raise IllegalActionError(f"{who} must {_WHAT[kind]} now, not {str(action).split()[0]}")
        return decision

    def _canonical_chain(self, text: str) -> str:
        if text in self._ctx.chain_of:
            return text
        try:
            return self.rules.chains[self.rules.chain_index(text)].name
        except ValueError as error:
            raise IllegalActionError(str(error)) from None

    def _chosen_chain(self, action: Found | Survivor | Defunct, decision: Decision) -> int:
        """The chain a found, survivor or defunct answer names, if it is one of the options."""
        name = self._canonical_chain(action.chain)
        if name not in decision.chains:
            raise IllegalActionError(_chain_refusal(action, decision.chains))
        return self._ctx.chain_of[name]

    def _tile_to_play(self, action: Play, decision: Decision) -> int:
        """The square of the tile a play answer places, if it may be placed."""
        s, board = self._state, self._ctx.board
        tile = board.index.get(action.tile, -1)
        if tile < 0:
            try:
                tile = board.parse(action.tile)
            except ValueError as error:
                raise IllegalActionError(str(error)) from None
        if tile in s.tiles:
            return tile
        who, rules = self._ctx.names[decision.player], self._ctx.rules
        if decision.kind is _ACTION and not s.play_open:
            raise IllegalActionError(f"{who} has already placed a tile that counts this turn")
        if rules.tile_source == "board":
            if s.board[tile] != EMPTY:
                raise IllegalActionError(f"{action.tile} is already taken")
        elif tile not in s.hands[s.player]:
            raise IllegalActionError(f"{action.tile} is not in {who}'s hand")
        result = outcome(rules, board, s.board, s.sizes, tile)
        if result is _DEAD:
            raise IllegalActionError(
                f"{action.tile} would merge two safe chains: it can never be played"
            )
        if result is _EIGHTH_CHAIN:
            raise IllegalActionError(
                f"{action.tile} would found a new chain, but all "
                f"{self._ctx.rules.max_active} chains are on the board"
            )
        return tile

    def _disposal(self, action: Dispose | DisposeAll, decision: Decision) -> tuple[int, int]:
        """How many defunct shares a dispose answer sells and trades, if it may."""
        one_way = self.rules.disposal == "one_way"
        if isinstance(action, Dispose):
            if one_way:
                raise IllegalActionError(
                    "one way for all the shares: dispose sell, dispose trade or dispose keep"
                )
            self._check_dispose(action, decision)
            return action.sell, action.trade
        if not one_way:
            raise IllegalActionError(f"say how many to sell and trade, not {action}")
        if action.way == "sell":
            return decision.shares, 0
        if action.way == "keep":
            return 0, 0
        if action.way != "trade" or not decision.max_trade:
            raise IllegalActionError(
                f"nothing can be traded: {decision.survivor} has no shares left"
                if decision.shares >= 2
                else f"trading needs two {decision.chain} shares"
            )
        return 0, decision.max_trade

    def _shares_to_sell(self, action: Sell) -> tuple[int, int]:
        s, ctx = self._state, self._ctx
        chain = ctx.chain_of[self._canonical_chain(action.chain)]
        name, held = ctx.chain_names[chain], s.shares[s.turn][chain]
        if not s.sizes[chain]:
            raise IllegalActionError(f"{name} is not on the board: its shares cannot be sold now")
        if action.count < 1:
            raise IllegalActionError("sell at least one share")
        if action.count > held:
            raise IllegalActionError(f"{ctx.names[s.turn]} has only {held} {name} shares")
        return chain, action.count

    def _sales(self) -> list[Action]:
        """Every ``sell`` the active player may make now (``sell_in_turn`` rule sets)."""
        s, names = self._state, self._ctx.chain_names
        held = s.shares[s.turn]
        return [
            _sell_action(names[chain], count)
            for chain, size in enumerate(s.sizes)
            if size
            for count in range(1, held[chain] + 1)
        ]

    def _check_draw(self) -> None:
        s, who = self._state, self._ctx.names[self._state.turn]
        if len(s.hands[s.turn]) >= self.rules.hand_size:
            raise IllegalActionError(f"{who} already has {self.rules.hand_size} tiles")
        if s.drawn >= len(s.bag):
            raise IllegalActionError("the bag is empty")
        if s.acted and not s.placed:
            raise IllegalActionError(f"{who} drew first, so this action must place a tile")

    def _offer(self, action: Propose) -> Offer:
        """The offer a proposal makes, if the proposer and the other player have what it
        exchanges."""
        s, ctx = self._state, self._ctx
        names, seat = ctx.names, s.turn
        if not 0 <= action.to < len(names) or action.to == seat:
            raise IllegalActionError(
                f"propose to another player's seat (0 to {len(names) - 1}, not {seat})"
            )
        sides = []
        for who, shares, cash in (
            (seat, action.give, action.give_cash),
            (action.to, action.get, action.get_cash),
        ):
            counts = [0] * len(ctx.chain_names)
            for name, count in shares:
                chain = ctx.chain_of[self._canonical_chain(name)]
                if count < 1:
                    raise IllegalActionError("trade at least one share of each chain named")
                counts[chain] += count
            hidden = who != seat and self.rules.hidden_holdings  # say no more than a view
            for chain, count in enumerate(counts):
                held = s.shares[who][chain]
                if count > held:
                    raise IllegalActionError(
                        f"{names[who]} does not have {count} {ctx.chain_names[chain]} shares"
                        if hidden
                        else f"{names[who]} has only {held} {ctx.chain_names[chain]} shares"
                    )
            if cash < 0:
                raise IllegalActionError("cash in a trade cannot be negative")
            if cash > s.cash[who]:
                cur = self.rules.currency
                raise IllegalActionError(
                    f"{names[who]} does not have {cur}{cash:,}"
                    if hidden
                    else f"{names[who]} has only {cur}{s.cash[who]:,}"
                )
            sides.append((tuple(counts), cash))
        (give, give_cash), (get, get_cash) = sides
        if not (any(give) or give_cash or any(get) or get_cash):
            raise IllegalActionError("a trade must exchange something")
        return Offer(seat, action.to, give, give_cash, get, get_cash)

    def _proposal(self, offer: Offer) -> Propose:
        """The proposal (action) an offer answers, with chains by name."""
        names = self._ctx.chain_names

        def shares(counts: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
            return tuple((names[c], n) for c, n in enumerate(counts) if n)

        return Propose(
            offer.target, shares(offer.give), offer.give_cash, shares(offer.get), offer.get_cash
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

    def _shares_to_buy(self, action: Buy, decision: Decision) -> tuple[Shares, tuple[str, ...]]:
        """The shares a buy answer asks for, as (chain, how many) in the order the chains are
        first named, and the chains' canonical names in its order; IllegalActionError
        unless the buyer may buy them."""
        s, ctx = self._state, self._ctx
        rules = ctx.rules
        if decision.kind is _ACTION:
            if not s.placed:
                raise IllegalActionError("the first action of a turn must draw or place a tile")
            if len(action.chains) != 1:
                raise IllegalActionError("an action buys exactly one share")
        if len(action.chains) > rules.max_buy:
            raise IllegalActionError(f"at most {rules.max_buy} shares may be bought in a turn")
        names = action.chains
        shares = ctx.tables.shares_of.get(names) if type(names) is tuple else None
        if shares is None:  # not the canonical text of a purchase: read it name by name
            chains = []
            for name in action.chains:
                chains.append(ctx.chain_of[self._canonical_chain(name)])
            shares = tuple((c, chains.count(c)) for c in dict.fromkeys(chains))
            names = tuple(ctx.chain_names[c] for c in chains)
        cost = 0
        for c, wanted in shares:
            name, size = ctx.chain_names[c], s.sizes[c]
            if not size:
                raise IllegalActionError(
                    f"{name} is not on the board: only active chains sell shares"
                )
            if wanted > s.bank[c]:
                left = s.bank[c]
                raise IllegalActionError(
                    f"{name} has only {left} share{'s' if left != 1 else ''} left"
                )
            cost += wanted * self._price(c, size)
        if cost > s.cash[s.turn]:
            cur, who = rules.currency, ctx.names[decision.player]
            raise IllegalActionError(
                f"{who} has {cur}{s.cash[s.turn]:,} and cannot pay {cur}{cost:,}"
            )
        return shares, names

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
                "price": self._price(c, size),
                "available": s.bank[c],
                "safe": bool(size) and rules.safe_size is not None and size >= rules.safe_size,
                "active": bool(size),
            }
            if rules.split_price is not None:
                chains[name]["splits"] = s.splits[c]
                chains[name]["total"] = rules.shares_per_chain << s.splits[c]
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
        if rules.turn_limit is not None:
            data["turn_limit"] = rules.turn_limit
        if rules.turn_structure == "actions":
            data["actions_left"] = s.actions_left
            data["actions_taken"] = s.acted
        if rules.doe:
            data["doe"] = {chain_names[c]: n for c, n in enumerate(s.doe) if n}
        if s.offer is not None:
            data["offer"] = self._proposal_dict(self._proposal(s.offer), s.offer.proposer)
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
        if decision.kind is Kind.PLAY or decision.kind is Kind.ACTION:
            data["tiles"] = list(decision.tiles)
            if decision.kind is Kind.ACTION:
                data["actions_left"] = decision.actions_left
        elif decision.kind is Kind.TRADE_OFFER:
            assert decision.offer is not None
            data["offer"] = self._proposal_dict(decision.offer, self._state.turn)
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

    @staticmethod
    def _proposal_dict(proposal: Propose, proposer: int) -> dict[str, Any]:
        return {
            "from": proposer,
            "to": proposal.to,
            "give": dict(proposal.give),
            "give_cash": proposal.give_cash,
            "get": dict(proposal.get),
            "get_cash": proposal.get_cash,
        }

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


_ANSWERS: dict[Kind, type | tuple[type, ...]] = {
    Kind.PLAY: Play,
    Kind.FOUND: Found,
    Kind.SURVIVOR: Survivor,
    Kind.DEFUNCT_ORDER: Defunct,
    Kind.DISPOSE: (Dispose, DisposeAll),
    Kind.BUY: Buy,
    Kind.ACTION: (Play, Draw, Buy, EndTurn),
    Kind.TRADE_OFFER: (Accept, Decline),
}
"""The action classes that answer each kind of decision (``end``, ``sell`` and
``propose`` are checked on their own)."""

_WHAT = {
    Kind.PLAY: "place a tile",
    Kind.FOUND: "choose the chain to found",
    Kind.SURVIVOR: "choose the surviving chain",
    Kind.DEFUNCT_ORDER: "choose which defunct chain is handled next",
    Kind.DISPOSE: "dispose of defunct shares",
    Kind.BUY: "buy shares (or buy nothing)",
    Kind.ACTION: "draw, place a tile, buy a share or end the turn",
    Kind.TRADE_OFFER: "accept or decline the proposed trade",
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
        if rules.tile_source == "board":
            bag = bag[: rules.diamonds]
    if rules.tile_source == "bag" and len(bag) < count:
        raise ValueError("the tile bag has fewer tiles than players")
    return _setup(_Context(rules, names, seats, seed), tuple(bag))


def _position_tiles(
    rules: Rules, board: Board, bag: tuple[int, ...], count: int
) -> tuple[int, ...]:
    """The bag with each player's position tile first, in seat order. Where position tiles
    must lie apart, a tile touching an earlier one is drawn again: it goes back after the
    position tiles, and the next one is taken."""
    if not rules.position_tiles_apart:
        return bag
    positions: list[int] = []
    redrawn: list[int] = []
    taken = 0
    while len(positions) < count and taken < len(bag):
        tile = bag[taken]
        taken += 1
        if any(near in positions for near in board.neighbours[tile]):
            redrawn.append(tile)
        else:
            positions.append(tile)
    if len(positions) < count:
        raise ValueError("the tile bag has too few tiles apart from each other for every player")
    return (*positions, *redrawn, *bag[taken:])


def _turn_order(rules: Rules, board: Board, positions: tuple[int, ...], count: int) -> list[int]:
    """The seats in turn order, from the position tiles (by seat; none: seat order)."""
    if rules.turn_order == "seated" or not positions:
        return list(range(count))
    if rules.turn_order == "left_to_right":  # leftmost first, the higher of a tie
        return sorted(
            range(count), key=lambda seat: (positions[seat] % board.columns, positions[seat])
        )
    # drawn: the topmost, then leftmost tile goes first; then seat order from there
    first = min(range(count), key=lambda seat: positions[seat])
    return [(first + k) % count for k in range(count)]


def _setup(ctx: _Context, bag: tuple[int, ...]) -> Game:
    rules, count = ctx.rules, len(ctx.names)
    chains = len(rules.chains)
    cells = [EMPTY] * ctx.board.size
    setup: list[ev.Event] = []
    if rules.tile_source == "board":  # no position tiles: the bag holds the diamonds
        positions: tuple[int, ...] = ()
        for tile in bag:
            cells[tile] = LOOSE
    else:
        bag = _position_tiles(rules, ctx.board, bag, count)
        positions = bag[:count]
        for seat, tile in enumerate(positions):
            cells[tile] = LOOSE
            setup.append(ev.PositionTile(seat, ctx.board.names[tile]))
    order = _turn_order(rules, ctx.board, positions, count)
    ctx.set_order(order)
    first = order[0]
    setup.append(ev.FirstPlayer(first))
    hands: list[tuple[int, ...]] = [()] * count
    drawn = len(positions) if rules.tile_source == "bag" else len(bag)
    for seat in order:
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
        splits=(0,) * chains,
        doe=(0,) * chains,
        rng=next_random(ctx.seed or 0)[0],
    )
    turn = _Turn(ctx, state)
    turn.events.append(ctx.turn_started[first])
    turn.start_turn()
    setup.extend(turn.events)
    return Game(ctx, turn.freeze(), tuple(setup))
