"""The game: a handle on an immutable state, with the public face of ENGINE.md.

:class:`Game` holds a :class:`~.state.State` and the game's :class:`~.context.Context`.
``apply`` checks an action against the pending decision (:mod:`.validation`, raising
:class:`IllegalActionError` with a reason and leaving the game as it was), then runs
the rules on a private :class:`~.draft.Draft` (:mod:`.turns` and the rule modules it
sequences) until the next decision is needed, and stores the new state.

Where things are: setup in :mod:`.game_setup`; placing, founding and drawing in
:mod:`.placement`; mergers, bonuses and disposal in :mod:`.mergers`; buying, selling
and splits in :mod:`.market`; trades in :mod:`.trading`; the end and scoring in
:mod:`.scoring`; the order of a turn in :mod:`.turns`; the pending decision and its
legal actions in :mod:`.legal`; refusals in :mod:`.validation`; ``to_dict`` and views in
:mod:`.views`; the record format in :mod:`.records`. Every rule set's differences are
fields of :class:`~.rules.Rules`; the flow never asks which rule set it is playing.

Speed matters here: AI search and the benchmark play thousands of random games, each
about 150 decisions. So what a rule set allows is worked out once per rule set and
shared (:class:`~.context.Tables`), the draft copies only what the rules change, and
the checks that most positions pass are made cheap before anything per tile is looked
at. Comments mark each such choice.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from . import events as ev
from . import market, records, scoring, trading, turns, validation
from .actions import (
    Accept,
    Action,
    Buy,
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
from .context import Context
from .decisions import Decision
from .draft import Draft
from .game_setup import set_up
from .legal import decision_of, legal_actions
from .placement import outcome, playable
from .record_schema import Branch, same_json
from .rng import next_random, shuffled
from .rules import Rules
from .sizes import size_facts
from .state import ACTION, EMPTY, Outcome, State
from .trading import offer_of
from .views import GameView, game_view


class Game:
    """A game of Acquire in progress. See ENGINE.md for the public face."""

    __slots__ = ("_actions", "_ctx", "_pending", "_state", "setup_events")

    def __init__(
        self,
        ctx: Context,
        state: State,
        setup_events: tuple[ev.Event, ...],
        pending: Decision | None = None,
        actions: tuple[Action, Any] | None = None,
    ) -> None:
        self._ctx = ctx
        self._state = state
        self._pending = pending
        self._actions = actions
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
    def branched_from(self) -> Branch | None:
        """Where this game was branched from another (:meth:`branch`), if it was."""
        return self._ctx.branch

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
        return records.to_record(self, snapshot)

    @staticmethod
    def from_record(record: Any, controllers: Collection[str] | None = None) -> Game:
        """Rebuild a game from a record (a dict, or JSON text) by replaying its actions;
        ``ValueError`` with a clear message if it is not one. ``controllers`` lists who the
        caller can seat (``human`` and its AI levels); without it any is accepted."""
        data = records.read_record(record, controllers)
        game = Game(
            *set_up(data.rules, data.names, data.seed, data.bag, data.controllers, data.branch)
        )
        for number, text in enumerate(data.actions, start=1):
            try:
                game.apply(text)
            except IllegalActionError as error:
                raise ValueError(
                    f"action {number} ({text!r}) is not legal there: {error}"
                ) from None
        if data.snapshot is not None and not same_json(data.snapshot, game.to_dict()):
            raise ValueError("the saved game does not match its own snapshot (damaged or edited)")
        return game

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled to the AI's process: rebuilt by the constructor (as compiled it must be)."""
        state = (self._ctx, self._state, self.setup_events, self._pending, self._actions)
        return Game, state

    def copy(self) -> Game:
        """An independent game in the same position (states are immutable, so this is cheap)."""
        # One constructor call (a compiled class's __new__ would run __init__ anyway).
        return Game(self._ctx, self._state, self.setup_events, self._pending, self._actions)

    def branch(self, controllers: Sequence[str], source: str | None = None) -> Game:
        """A new game in this very position ("Play on from here"), its seats played by
        ``controllers`` (one per player), noting where it was branched (:attr:`branched_from`:
        this game's step and turn, and ``source``, the file it came from, if any).

        The position is this one, whole: the board, hands, bag and what is drawn of it,
        the random stream, cash, shares, a merger half decided, the turn number; so the
        future draws are the same. Its record is this game's (the same rules, names, seed
        and bag, and the actions so far) with the new controllers and the note: it replays
        to this very position, and from it the two games part. This game is unchanged.
        ``ValueError`` if there is not one controller per player."""
        seats = tuple(controllers)
        if len(seats) != len(self.players):
            raise ValueError("one controller per player")
        old = self._ctx
        note = Branch(len(self.actions), self._state.turn_number, source)
        ctx = Context(old.rules, old.names, seats, old.seed, note)
        ctx.set_order(old.order)
        return Game(ctx, self._state, self.setup_events, None, self._actions)

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
            state = state._replace(tiles=playable(Draft(self._ctx, state), s.turn))
        other = self.copy()
        other._state = state
        other._pending = None
        return other

    def with_holdings(self, cash: Sequence[int], shares: Sequence[Sequence[int]]) -> Game:
        """A copy in which the players hold ``cash`` and ``shares`` (counts by chain), each
        by seat: a position set up with other holdings (tests, puzzles).

        ``ValueError`` unless there is one entry per seat (and per chain), none negative,
        and every chain's shares, with the bank's and the DoE's, are all its shares; or
        while shares are being disposed of in a merger (who still disposes was worked
        out from the holdings)."""
        s, rules = self._state, self._ctx.rules
        seats, chains = len(s.cash), len(s.bank)
        if s.merger is not None and s.merger.holders:
            raise ValueError("holdings cannot change while shares are being disposed of")
        if len(cash) != seats or len(shares) != seats or any(len(h) != chains for h in shares):
            raise ValueError(f"give cash and shares for each of the {seats} seats")
        if min(cash) < 0 or any(n < 0 for held in shares for n in held):
            raise ValueError("cash and shares cannot be negative")
        splits, doe = s.splits or (0,) * chains, s.doe or (0,) * chains
        for chain in range(chains):
            held = sum(h[chain] for h in shares) + s.bank[chain] + doe[chain]
            if held != rules.shares_per_chain << splits[chain]:
                name = self._ctx.chain_names[chain]
                raise ValueError(f"the {name} shares held and in the bank do not add up")
        other = self.copy()
        other._state = s._replace(cash=tuple(cash), shares=tuple(tuple(held) for held in shares))
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
        return (s.facts or size_facts(self._ctx.rules, s.sizes)).end

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        decision = self._pending
        if decision is None and self._state.kind is not None:
            decision = self._pending = decision_of(self._ctx, self._state)
        return decision

    def _decision_now(self) -> Decision:
        """The pending decision, for a game known not to be over."""
        decision = self._pending
        if decision is None:
            decision = self._pending = decision_of(self._ctx, self._state)
        return decision

    def legal_actions(self) -> list[Action]:
        """Every action the pending player may take now; each is accepted by :meth:`apply`.

        Trade proposals (house rule player trading) are the exception: any amounts may be
        proposed, so they are not listed; ``pending.may_propose`` says whether one may be."""
        return legal_actions(self._ctx, self._state, self._decision_now, self.end_allowed())

    # -- acting ------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        """The action object for action text (``IllegalActionError`` if unreadable)."""
        return parse_action(self.rules, text)

    def apply(self, action: Action | str) -> list[ev.Event]:
        """Apply the pending player's action; return the events it caused, in order."""
        if isinstance(action, str):
            action = self.parse_action(action)
        t = self._carried_out(action)
        self._state = t.freeze()
        self._pending = None
        self._actions = (action, self._actions)
        return t.events

    def check(self, action: Action) -> None:
        """Refuse ``action`` exactly as :meth:`apply` would (``IllegalActionError`` with
        the reason), without applying it: the game is unchanged either way (the rules run
        on a draft that is dropped)."""
        self._carried_out(action)

    def _carried_out(self, action: Action) -> Draft:
        """The pending player's ``action`` checked and carried out on a private draft of
        the position (``IllegalActionError`` if refused); the game itself is not changed."""
        ctx, s = self._ctx, self._state
        if s.kind is None:
            raise IllegalActionError("the game is over")
        decision = self._pending or self._decision_now()
        validation.answered(ctx, s, decision, action)
        # The draft is private: if a check below refuses the action, it is just dropped.
        t = Draft(ctx, s)
        if decision.kind is ACTION and not isinstance(action, Propose | Sell | End | EndTurn):
            t.actions_left -= 1
            t.acted += 1
        if isinstance(action, Play):
            turns.play(t, validation.tile_to_play(ctx, s, action, decision))
        elif isinstance(action, Buy):
            turns.buy(t, *validation.shares_to_buy(ctx, s, action, decision))
        elif isinstance(action, Dispose | DisposeAll):
            turns.dispose(t, *validation.disposal(ctx, s, action, decision))
        elif isinstance(action, End):
            scoring.declare_end(t)
        elif isinstance(action, Found):
            turns.found(t, validation.chosen_chain(ctx, action, decision))
        elif isinstance(action, Survivor):
            turns.choose_survivor(t, validation.chosen_chain(ctx, action, decision))
        elif isinstance(action, Defunct):
            turns.choose_defunct(t, validation.chosen_chain(ctx, action, decision))
        elif isinstance(action, Sell):
            market.sell(t, *validation.shares_to_sell(ctx, s, action))
        elif isinstance(action, Draw):
            validation.check_draw(ctx, s)
            turns.draw(t)
        elif isinstance(action, EndTurn):
            if not t.placed:
                who = ctx.names[t.turn]
                raise IllegalActionError(f"{who} must place a tile before ending the turn")
            turns.end_turn_early(t)
        elif isinstance(action, Propose):
            trading.propose(t, offer_of(ctx, s.turn, s.shares, s.cash, action))
        else:
            turns.answer_offer(t, isinstance(action, Accept))
        return t

    # -- output ------------------------------------------------------------------------

    def game_view(self, player: int | None = None) -> GameView:
        """The position as typed data: whole, or what ``player`` may see (without others'
        tiles and, with the ``hidden_holdings`` house rule, their cash and shares)."""
        return game_view(self._ctx, self._state, self.pending, self.end_allowed(), player)

    def to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-ready data (see ENGINE.md for the keys)."""
        return self.game_view().to_dict()

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, as JSON-ready data: :meth:`to_dict` without what
        :meth:`game_view` leaves out, and ``view_of``."""
        return self.game_view(player).to_dict()


def new_game(
    rules: Rules,
    players: Sequence[str],
    seed: int | None = None,
    tile_bag: Sequence[str] | None = None,
    controllers: Sequence[str] | None = None,
) -> Game:
    """Set up a game: position tiles, turn order, hands. See ENGINE.md."""
    return Game(*set_up(rules, players, seed, tile_bag, controllers))
