"""A network client's game: a :class:`~acquire_qt.engine.GameReader` built from a position.

A joined client has no engine game: the host runs it and sends each seat a
:class:`~.protocol.Position` (the seat's view, its hand, its pending decision with the legal
actions as text, and the log's events). :class:`RemoteGame` turns one position into what
the window's views read of a game (the engine's :class:`~acquire_qt.engine.GameReader`:
``game_view``, ``pending``, ``hand``, ``rules``, ``legal_actions``, ``tile_outcome``,
``chain_price`` …), so the board, market, players,
log and decision dialogs of a local game show it unchanged. It cannot play: its
:meth:`~RemoteGame.apply` only checks an action against the legal actions the host sent
(what the dialogs do to try an action before offering it), or a trade proposal against
what this seat can see (the position says whether its decision may carry one), and the
answer goes back to the host as an ``act`` (:class:`~.client_controller.ClientController`).

Everything is read strictly: a view whose fields are missing, of the wrong type or out of
range is a :class:`~.protocol.ProtocolError` and replaces nothing. :func:`read_events`
rebuilds the engine's events from their dicts (another seat's drawn tile comes hidden,
``tile`` null, and is kept as an empty name the log does not show).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from acquire_qt.engine import (
    EMPTY,
    LOOSE,
    Action,
    ActionDecision,
    ActionsGranted,
    BonusPaid,
    BuyDecision,
    ChainDefunct,
    ChainFounded,
    ChainGrew,
    ChainView,
    Context,
    DeadTileRemoved,
    Decision,
    DefunctOrderDecision,
    DisposeDecision,
    DoeShares,
    EndDeclared,
    Event,
    FinalSale,
    FirstPlayer,
    Found,
    FoundDecision,
    FounderShare,
    FoundingFailed,
    GameOver,
    GameView,
    HandRevealed,
    IllegalActionError,
    Kind,
    MergerCompleted,
    MergerStarted,
    MergerView,
    Outcome,
    PhantomShares,
    PlacementSkipped,
    PlayDecision,
    PlayerView,
    PositionTile,
    Propose,
    RecordError,
    Rules,
    SharesBought,
    SharesDisposed,
    SharesSold,
    SharesSplit,
    Standing,
    SurvivorDecision,
    TileDrawn,
    TilePlaced,
    TradeAnswered,
    TradeOfferDecision,
    TradeProposed,
    TradeView,
    TurnEnded,
    TurnStarted,
    check_proposing,
    check_rules,
    loose_group,
    offer_of,
    outcome,
    parse_action,
)

from .protocol import MOST_PLAYERS, Position, ProtocolError

__all__ = ["RemoteGame", "RemoteState", "read_events"]

_EVENTS: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        PositionTile,
        FirstPlayer,
        TurnStarted,
        TilePlaced,
        ChainFounded,
        FounderShare,
        ChainGrew,
        MergerStarted,
        ChainDefunct,
        BonusPaid,
        SharesDisposed,
        MergerCompleted,
        SharesBought,
        TileDrawn,
        DeadTileRemoved,
        HandRevealed,
        PlacementSkipped,
        EndDeclared,
        FinalSale,
        GameOver,
        SharesSplit,
        DoeShares,
        PhantomShares,
        SharesSold,
        ActionsGranted,
        FoundingFailed,
        TurnEnded,
        TradeProposed,
        TradeAnswered,
    )
}
"""Every kind of event the engine makes, by its ``kind``."""


def _bad(what: str) -> ProtocolError:
    return ProtocolError(f"the host sent a position the client cannot read ({what})")


def _get(data: Mapping[str, Any], key: str, kind: type) -> Any:
    """``data[key]``, which must be of ``kind`` (a bool is never taken for a number)."""
    if key not in data:
        raise _bad(f"no {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise _bad(f"{key!r} is not what it should be")
    return value


def _count(data: Mapping[str, Any], key: str) -> int:
    value: int = _get(data, key, int)
    if value < 0:
        raise _bad(f"{key!r} is negative")
    return value


def _optional(data: Mapping[str, Any], key: str, kind: type) -> Any:
    return None if data.get(key) is None else _get(data, key, kind)


def _names(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _bad(f"{what} is not a list of names")
    return tuple(value)


def _holdings(value: Any, what: str) -> dict[str, int]:
    if not isinstance(value, dict) or not all(type(n) is int and n >= 0 for n in value.values()):
        raise _bad(f"{what} are not counts by chain")
    return dict(value)


def _trade(data: Any) -> TradeView:
    if not isinstance(data, dict):
        raise _bad("a trade that is not an object")
    return TradeView(
        _count(data, "from"),
        _count(data, "to"),
        _holdings(data.get("give"), "a trade's shares"),
        _count(data, "give_cash"),
        _holdings(data.get("get"), "a trade's shares"),
        _count(data, "get_cash"),
    )


def _decision(data: Any) -> Decision | None:
    """The pending decision of a view (someone else's comes without its hidden options)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise _bad("a decision that is not an object")
    player = _count(data, "player")
    kind = _get(data, "kind", str)
    if kind == Kind.PLAY:
        return PlayDecision(player, _names(data.get("tiles", []), "a decision's tiles"))
    if kind == Kind.ACTION:
        tiles = _names(data.get("tiles", []), "a decision's tiles")
        return ActionDecision(player, tiles, _count(data, "actions_left"))
    if kind == Kind.BUY:
        return BuyDecision(player)
    if kind == Kind.DISPOSE:
        return DisposeDecision(
            player,
            _get(data, "chain", str),
            _get(data, "survivor", str),
            _count(data, "shares") if "shares" in data else 0,
            _count(data, "max_trade") if "max_trade" in data else 0,
            _count(data, "price"),
        )
    if kind == Kind.TRADE_OFFER:
        trade = _trade(data.get("offer"))
        offer = Propose(
            trade.to,
            tuple((c, n) for c, n in trade.give.items()),
            trade.give_cash,
            tuple((c, n) for c, n in trade.get.items()),
            trade.get_cash,
        )
        return TradeOfferDecision(player, offer)
    chains = _names(data.get("chains"), "a decision's chains")
    if kind == Kind.FOUND:
        return FoundDecision(player, chains)
    if kind == Kind.SURVIVOR:
        return SurvivorDecision(player, chains)
    if kind == Kind.DEFUNCT_ORDER:
        return DefunctOrderDecision(player, chains)
    raise _bad(f"a decision of an unknown kind {kind!r}")


def _players(data: Any, seat: int) -> tuple[PlayerView, ...]:
    if not isinstance(data, list) or not 2 <= len(data) <= MOST_PLAYERS or seat >= len(data):
        raise _bad("its players")
    players = []
    for entry in data:
        if not isinstance(entry, dict):
            raise _bad("a player that is not an object")
        shares = entry.get("shares")
        players.append(
            PlayerView(
                _get(entry, "name", str),
                _get(entry, "controller", str),
                _count(entry, "tile_count"),
                _count(entry, "cash") if "cash" in entry else None,
                None if shares is None else _holdings(shares, "a player's shares"),
                None if "tiles" not in entry else _names(entry["tiles"], "a player's tiles"),
            )
        )
    return tuple(players)


def _chains(data: Any, rules: Rules) -> tuple[ChainView, ...]:
    if not isinstance(data, dict) or list(data) != list(rules.chain_names):
        raise _bad("its chains")
    chains = []
    for name, entry in data.items():
        if not isinstance(entry, dict):
            raise _bad("a chain that is not an object")
        chains.append(
            ChainView(
                name,
                _count(entry, "size"),
                _count(entry, "price"),
                _count(entry, "available"),
                _get(entry, "safe", bool),
                _get(entry, "active", bool),
                _count(entry, "splits") if "splits" in entry else None,
                _count(entry, "total") if "total" in entry else None,
            )
        )
    return tuple(chains)


def _merger(data: Any) -> MergerView | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise _bad("a merger that is not an object")
    return MergerView(
        _get(data, "tile", str),
        _names(data.get("chains"), "a merger's chains"),
        _holdings(data.get("sizes"), "a merger's sizes"),
        _optional(data, "survivor", str),
        _optional(data, "defunct", str),
        _names(data.get("remaining"), "a merger's chains"),
    )


def _standings(data: Any) -> tuple[Standing, ...] | None:
    if data is None:
        return None
    if not isinstance(data, list) or not all(isinstance(s, dict) for s in data):
        raise _bad("standings that are not a list of objects")
    return tuple(
        Standing(_get(s, "name", str), _count(s, "seat"), _count(s, "cash"), _count(s, "rank"))
        for s in data
    )


def _rules_of(data: Mapping[str, Any], known: Rules | None) -> Rules:
    """The rules of a view's dict: ``known`` when they are those, else read strictly."""
    if known is not None and data.get("rules") == known.to_record():
        return known
    try:
        return check_rules(data.get("rules"))
    except (RecordError, ValueError, TypeError) as error:
        raise _bad(f"its rules: {error}") from None


def read_view(data: Mapping[str, Any], seat: int, rules: Rules | None = None) -> GameView:
    """The typed view of ``game.view(seat)``'s dict, every field checked.

    ``rules`` saves reading the rules again when they are the ones already known."""
    rules = _rules_of(data, rules)
    board = _get(data, "board", dict)
    known = set(rules.board.names)
    owners = {"loose", *rules.chain_names}
    if not all(square in known and owner in owners for square, owner in board.items()):
        raise _bad("its board")
    view_of = _count(data, "view_of")
    if view_of != seat:
        raise _bad("the view of another seat")
    doe = data.get("doe")
    offer = data.get("offer")
    return GameView(
        rules=rules.to_record(),
        players=_players(data.get("players"), seat),
        chains=_chains(data.get("chains"), rules),
        board=dict(board),
        bag_left=_count(data, "bag_left"),
        removed=_names(data.get("removed"), "the removed tiles"),
        turn=_count(data, "turn"),
        turn_number=_count(data, "turn_number"),
        last_tile=_optional(data, "last_tile", str),
        declared=_get(data, "declared", bool),
        end_allowed=_get(data, "end_allowed", bool),
        pending=_decision(data.get("pending")),
        merger=_merger(data.get("merger")),
        over=_get(data, "over", bool),
        view_of=view_of,
        hidden_holdings=rules.hidden_holdings,
        turn_limit=_count(data, "turn_limit") if "turn_limit" in data else None,
        actions_left=_count(data, "actions_left") if "actions_left" in data else None,
        actions_taken=_count(data, "actions_taken") if "actions_taken" in data else None,
        doe=None if doe is None else _holdings(doe, "the DoE's shares"),
        offer=None if offer is None else _trade(offer),
        standings=_standings(data.get("standings")),
    )


def read_events(data: tuple[dict[str, Any], ...]) -> list[Event]:
    """The engine's events from their dicts (``Event.to_dict``), every field checked
    against the event's own; another seat's hidden drawn tile becomes ``""``."""
    out: list[Event] = []
    for entry in data:
        cls = _EVENTS.get(entry.get("kind", ""))
        if cls is None:
            raise _bad(f"an event of an unknown kind {entry.get('kind')!r}")
        names = [f.name for f in fields(cls)]
        if set(entry) != {"kind", *names}:
            raise _bad(f"a {cls.kind} event with other fields")
        values = []
        for name in names:
            value = entry[name]
            if cls is TileDrawn and name == "tile" and value is None:
                value = ""
            if isinstance(value, list):
                value = tuple(value)
            if isinstance(value, dict | float):
                raise _bad(f"a {cls.kind} event's {name}")
            values.append(value)
        try:
            out.append(cls(*values))
        except TypeError as error:  # a compiled event checks its fields' types
            raise _bad(f"a {cls.kind} event: {error}") from None
    return out


@dataclass(frozen=True, slots=True)
class RemoteState:
    """What the views read of ``game.state`` (a :class:`~acquire_qt.engine.PositionReader`):
    a new one for every position (its identity tells them the position changed), the
    turn's number and the action turns' counts."""

    turn_number: int
    placed: bool
    actions_left: int


class RemoteGame:
    """One position of a hosted game as the seat ``position.seat`` sees it: a
    :class:`~acquire_qt.engine.GameReader` (see the module's docstring). Immutable once
    made."""

    def __init__(self, position: Position, rules: Rules | None = None) -> None:
        self.position = position
        self.seat = position.seat
        rules = self._rules = _rules_of(position.view, rules)
        view = self._view = read_view(position.view, position.seat, rules)
        self._legal = tuple(parse_action(rules, text) for text in _checked(position.legal, rules))
        self._texts = frozenset(str(action) for action in self._legal)
        pending = view.pending
        if position.decision is not None and (pending is None or pending.player != self.seat):
            raise _bad("a decision that is not this seat's")
        if pending is not None and pending.player != self.seat and position.legal:
            raise _bad("legal actions for another seat's decision")
        hand = position.hand
        if any(tile not in rules.board.names for tile in hand):
            raise _bad("a tile that is not on this board")
        if (
            position.decision is None  # the host does not let this seat act yet (a lobby)
            and isinstance(pending, PlayDecision | ActionDecision)
            and pending.player == self.seat
        ):
            pending = replace(pending, tiles=())  # no tile is offered
            view = self._view = replace(view, pending=pending)
        if position.may_propose:  # the view's dict does not say it; the position does
            if position.decision is None or not isinstance(pending, PlayDecision | ActionDecision):
                raise _bad("a trade proposal allowed where the seat has no turn to propose in")
            pending = replace(pending, may_propose=True)
            view = self._view = replace(view, pending=pending)
        # A view does not say whether a tile was placed this turn (turns of actions); an
        # action decision that offers no tile is the nearest sign (the rack's tooltip).
        placed = isinstance(pending, ActionDecision) and not pending.tiles
        self.state = RemoteState(view.turn_number, placed, view.actions_left or 0)
        index = {name: i for i, name in enumerate(rules.chain_names)}
        self._cells = [EMPTY] * rules.board.size
        for square, owner in view.board.items():
            self._cells[rules.board.parse(square)] = LOOSE if owner == "loose" else index[owner]
        self._sizes = tuple(chain.size for chain in view.chains)

    # -- what a GameReader answers ------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(player.name for player in self._view.players)

    @property
    def controllers(self) -> tuple[str, ...]:
        return tuple(player.controller for player in self._view.players)

    @property
    def pending(self) -> Decision | None:
        return self._view.pending

    @property
    def deciding(self) -> bool:
        """Whether the host asks this seat for a decision now (not in a lobby, say)."""
        return self.position.decision is not None

    @property
    def over(self) -> bool:
        return self._view.over

    @property
    def turn(self) -> int:
        return self._view.turn

    @property
    def setup_events(self) -> tuple[Event, ...]:
        return ()

    def game_view(self, player: int | None = None) -> GameView:
        """The position as this seat sees it (the only view a client has)."""
        return self._view

    def view(self, player: int) -> dict[str, Any]:
        return self.position.view

    def to_dict(self) -> dict[str, Any]:
        return self.position.view

    def hand(self, seat: int) -> tuple[str, ...]:
        if seat == self.seat:
            return self.position.hand
        return self._view.players[seat].tiles or ()

    def end_allowed(self) -> bool:
        return self._view.end_allowed and "end" in self._texts

    def legal_actions(self) -> list[Action]:
        """The actions the host listed for this seat's decision (none for another's)."""
        return list(self._legal)

    def parse_action(self, text: str) -> Action:
        return parse_action(self.rules, text)

    def chain_price(self, chain: str) -> int:
        return self._view.chains[self.rules.chain_index(chain)].price

    def tile_outcome(self, tile: str) -> Outcome:
        """What placing ``tile`` would do now, by the engine's rule on this view's board."""
        rules = self.rules
        square = rules.board.parse(tile)
        if self._cells[square] != EMPTY:
            raise ValueError(f"{tile} is already on the board")
        return outcome(rules, rules.board, self._cells, self._sizes, square)

    def copy(self) -> RemoteGame:
        return self

    def apply(self, action: Action | str) -> list[Event]:
        """Check ``action`` against the host's legal actions (a trade proposal, never
        listed, by :meth:`_check_proposal`); nothing is applied here. The events are those
        the found-chain dialog shows before the choice (:meth:`_founding`); none otherwise."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if isinstance(action, Propose):
            self._check_proposal(action)
            return []
        if str(action) not in self._texts:
            raise IllegalActionError(f"{action} is not among the actions the host allows now")
        if isinstance(action, Found) and self._view.last_tile is not None:
            return self._founding(action.chain, self._view.last_tile)
        return []

    def _check_proposal(self, action: Propose) -> None:
        """Refuse a proposal this seat can tell is wrong, with the engine's own checks and
        words: when its decision may not carry one (the position says), to itself or to no
        seat, exchanging nothing, or giving more than it holds (or asking more than the
        other holds, where holdings are open). The host's engine judges what is sent."""
        view, rules = self._view, self.rules
        check_proposing(rules, view.pending)
        players = view.players
        names = tuple(p.name for p in players)
        ctx = Context(rules, names, tuple(p.controller for p in players), None)
        shares = [
            None if p.shares is None else tuple(p.shares.get(c, 0) for c in ctx.chain_names)
            for p in players
        ]
        offer_of(ctx, self.seat, shares, [p.cash for p in players], action)

    def _founding(self, chain: str, tile: str) -> list[Event]:
        """What founding ``chain`` with ``tile`` gives, as the found-chain dialog shows it
        beforehand: the chain's size (the tile and the loose tiles joined to it) and the
        founder's share, or (sold out) the house rule's cash. A preview from this view;
        the host's engine applies the real thing."""
        rules = self.rules
        size = loose_group(rules.board.neighbours, self._cells, rules.board.parse(tile))
        seat = self.seat
        founded = ChainFounded(seat, chain, size)
        if self._view.chains[rules.chain_index(chain)].available > 0:
            return [founded, FounderShare(seat, chain, 1, 0)]
        cash = rules.price(chain, size) if rules.founder_cash_when_sold_out else 0
        return [founded, FounderShare(seat, chain, 0, cash)]

    def accepts(self, action: Action | str) -> bool:
        """Whether ``action`` may be sent to the host (see :meth:`apply`)."""
        try:
            self.apply(action)
        except IllegalActionError:
            return False
        return True


def _checked(texts: tuple[str, ...], rules: Rules) -> tuple[str, ...]:
    """``texts`` if every one is action text of ``rules``; else a :class:`ProtocolError`."""
    for text in texts:
        try:
            parse_action(rules, text)
        except IllegalActionError:
            raise _bad(f"a legal action that is not one ({text!r})") from None
    return texts
