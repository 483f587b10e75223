"""Rule sets as data.

A :class:`Rules` value says everything the engine's flow reads: board size, the
chains and their price tables, cash, where tiles come from, how a turn is
structured, hand size, safe and end conditions, buying limit, how defunct shares
are disposed of, share splits, the Department of Energy, bonus sizes and rounding,
and the house rules. The flow (:mod:`.turns` and the rule modules) reads these fields
and never asks which rule set it is playing; closed choices are ``Literal`` types.

Three factories build the rule sets of RULES.md: :meth:`Rules.classic` (§1),
:meth:`Rules.space_monopoly` (§2a) and :meth:`Rules.energy` (§2b). The field defaults
are classic's, so each other rule set is written as its differences from classic; the
same options give the same value, built once. A rule set is
written to a record as its factory name and options (:meth:`Rules.to_record`) and rebuilt
from them by :func:`.record_schema.check_rules`, so records stay small and readable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from . import classic, energy, space_monopoly
from .board import Board, board_of
from .chains import ChainSpec
from .pickled import pickled_through_constructor

TileSource = Literal["bag", "board"]
"""Where tiles come from: hands drawn from a shuffled ``bag``, or any empty square of the
``board``."""
TurnStructure = Literal["phases", "actions"]
"""A turn is ``phases`` (place, buy, draw) or a rolled number of ``actions``."""
FullFounding = Literal["unplayable", "loose"]
"""A tile that would found a chain while none is left is ``unplayable``, or stays ``loose``."""
Disposal = Literal["any", "one_way", "sell_all"]
"""Defunct shares: ``any`` mix of sell/trade/keep, ``one_way`` for all, or ``sell_all`` at once."""
EndMode = Literal["declared", "immediate"]
"""The game ends when the active player declares it, or ``immediate``-ly once it may."""
TurnOrder = Literal["drawn", "seated", "left_to_right"]
"""``drawn``: from the topmost, leftmost position tile on, in seat order; ``seated``: seat
order; ``left_to_right``: by position tile, left to right."""
SPACE_MONOPOLY_BOARDS = space_monopoly.BOARDS
"""Space Monopoly's boards by name (columns × rows), for the new-game dialog."""


@dataclass(frozen=True)
class Rules:
    """A complete rule set. Build one with a factory such as :meth:`classic`: the same
    options give the same value, built once."""

    name: str
    columns: int
    rows: int
    chains: tuple[ChainSpec, ...]
    shares_per_chain: int = 25
    starting_cash: int = 6000
    hand_size: int = 6
    safe_size: int | None = 11
    end_size: int = 41
    max_buy: int = 3
    max_active: int = 7
    min_players: int = 2
    max_players: int = 6
    majority_multiple: int = 10
    minority_multiple: int = 5
    bonus_rounding: int = 100
    currency: str = "$"
    tile_source: TileSource = "bag"
    """``bag``: hands drawn from a shuffled bag; ``board``: place on any empty square."""
    diamonds: int = 0
    """Loose tiles put on random squares at setup (``board`` tile source)."""
    turn_structure: TurnStructure = "phases"
    """``phases``: place, buy, draw; ``actions``: a random number of actions."""
    action_die: tuple[int, ...] = ()
    """``actions``: the faces of the die giving each turn's number of actions."""
    action_cycle: tuple[int, ...] = ()
    """``actions``: fixed action counts, turn after turn, instead of the die."""
    full_founding: FullFounding = "unplayable"
    """A tile that would found a chain while none is left: ``unplayable``, or ``loose``
    (it and its group stay loose)."""
    disposal: Disposal = "any"
    """Defunct shares: ``any`` mix of sell/trade/keep, ``one_way`` for all, ``sell_all``."""
    disposal_from: int = 0
    """Who disposes first: 0 the mergemaker, 1 the player after, then round the table."""
    safe_blocks_absorption: bool = False
    dead_tiles: bool = True
    """A tile that would merge two safe chains is dead: never playable, removed when drawn.
    Every rule set has them; tests turn them off to reach what only they prevent."""
    """Safe chains touching a merger are not absorbed (the merger is void if none is)."""
    split_price: int | None = None
    """A chain's shares split 2 for 1 when its price reaches this."""
    sell_in_turn: bool = False
    """The active player may sell shares back to the bank in their own turn."""
    end_mode: EndMode = "declared"
    """``declared`` by the active player, or ``immediate`` once a condition holds."""
    end_pair_size: int | None = None
    """The game ends when two chains reach this size."""
    turn_limit: int | None = None
    """The game ends after this many turns in all."""
    end_when_out_of_tiles: bool = False
    """The game ends when the bag is empty and a player's hand is empty."""
    position_tiles_apart: bool = False
    """A position tile touching an earlier one is drawn again."""
    doe: bool = False
    """The Department of Energy, a passive holder given shares at each founding."""
    doe_most: int = 10
    """The DoE receives 1 to ``doe_most - players`` shares."""
    phantom_most: int = 0
    """The two-player rule: before each chain's bonuses are paid, a phantom holder (who
    never wins) is dealt 1 to this many shares of it at random; 0 without the rule."""
    # House rules
    turn_order: TurnOrder = "drawn"
    founder_cash_when_sold_out: bool = False
    hidden_holdings: bool = False
    player_trading: bool = False
    options: tuple[tuple[str, Any], ...] = ()
    """The factory's keyword arguments, for records."""

    def __hash__(self) -> int:
        # Rules are looked up (the engine's tables of a rule set) far more often than made:
        # hashing the name and options is cheap, and equal rules have equal ones (the
        # generated hash would walk every price table each time).
        return hash((self.name, self.options))

    @property
    def board(self) -> Board:
        return board_of(self.columns, self.rows)

    @property
    def chain_names(self) -> tuple[str, ...]:
        return tuple(chain.name for chain in self.chains)

    def chain_index(self, text: str) -> int:
        """The index of a chain given by name or initial, any case."""
        key = text.strip().lower()
        for i, chain in enumerate(self.chains):
            if key in (chain.name.lower(), chain.initial.lower()):
                return i
        names = ", ".join(self.chain_names)
        raise ValueError(f"{text.strip()!r} is not a chain (the chains are {names})")

    def price(self, chain: str | int, size: int) -> int:
        """Price per share of ``chain`` at ``size`` tiles (0 if too small to exist), before
        any share split (a game halves it once per split: ``Game.chain_price``)."""
        spec = self.chains[chain if isinstance(chain, int) else self.chain_index(chain)]
        if size >= len(spec.prices):
            return spec.prices[-1]
        return spec.prices[size]

    def parse_tile(self, text: str) -> str:
        """The canonical name of a tile (``"5-e"`` -> ``"5E"``); ``ValueError`` if none."""
        board = self.board
        return board.names[board.parse(text)]

    def to_record(self) -> dict[str, Any]:
        # Options are kept hashable (a list as a tuple); the record has the JSON form.
        options = {k: list(v) if isinstance(v, tuple) else v for k, v in self.options}
        return {"name": self.name, "options": options}

    @staticmethod
    def classic(
        *,
        turn_order: TurnOrder = "drawn",
        founder_cash_when_sold_out: bool = False,
        hidden_holdings: bool = False,
        player_trading: bool = False,
        two_player: bool = False,
    ) -> Rules:
        """Classic Acquire (RULES.md §1) with the named house rules (the same options give
        the same, shared value).

        ``two_player`` is the published two-player rule (docs/two-player-rule.md): a
        phantom holder takes part in every payment of bonuses. Such rules are for exactly
        2 players.
        """
        if turn_order not in classic.TURN_ORDERS:
            raise ValueError(f"turn_order must be one of {', '.join(classic.TURN_ORDERS)}")
        return _classic(
            turn_order,
            bool(founder_cash_when_sold_out),
            bool(hidden_holdings),
            bool(player_trading),
            bool(two_player),
        )

    @staticmethod
    def space_monopoly(
        *,
        board: str = "16x12",
        diamonds: int | str = "5%",
        turn_limit: object = 80,
        player_trading: bool = False,
        hidden_holdings: bool = False,
    ) -> Rules:
        """Space Monopoly (RULES.md §2a).

        ``board`` is ``16x12``, ``22x18`` or ``28x24``. ``diamonds`` is the number of loose
        tiles put on the board at setup, or a percentage of the squares such as ``"5%"``
        (rounded down); either way at most 20. ``turn_limit`` is the number of turns in
        all after which the game ends.
        """
        columns, rows = space_monopoly.board_size(board)
        count = space_monopoly.diamond_count(columns * rows, diamonds)
        turns = space_monopoly.check_turn_limit(turn_limit)
        return _space_monopoly(
            board, diamonds, count, turns, bool(player_trading), bool(hidden_holdings)
        )

    @staticmethod
    def energy(
        *,
        doe: bool = False,
        actions: list[int] | tuple[int, ...] | None = None,
        player_trading: bool = False,
        hidden_holdings: bool = False,
    ) -> Rules:
        """Energy (RULES.md §2b), with or without the Department of Energy.

        ``actions`` fixes the number of actions of each turn in turn (cycling), instead of
        the die (2, 3 or 4): for tests and puzzles.
        """
        cycle = energy.action_cycle(actions)
        return _energy(bool(doe), cycle, bool(player_trading), bool(hidden_holdings))


@lru_cache(maxsize=64)
def _classic(
    turn_order: TurnOrder,
    founder_cash_when_sold_out: bool,
    hidden_holdings: bool,
    player_trading: bool,
    two_player: bool,
) -> Rules:
    options: dict[str, Any] = {}
    if turn_order != "drawn":
        options["turn_order"] = turn_order
    if founder_cash_when_sold_out:
        options["founder_cash_when_sold_out"] = True
    if hidden_holdings:
        options["hidden_holdings"] = True
    if player_trading:
        options["player_trading"] = True
    if two_player:
        options["two_player"] = True
    return Rules(
        name="classic",
        columns=classic.COLUMNS,
        rows=classic.ROWS,
        chains=classic.classic_chains(),
        max_players=2 if two_player else 6,
        phantom_most=classic.PHANTOM_MOST if two_player else 0,
        turn_order=turn_order,
        founder_cash_when_sold_out=bool(founder_cash_when_sold_out),
        hidden_holdings=bool(hidden_holdings),
        player_trading=bool(player_trading),
        options=tuple(sorted(options.items())),
    )


@lru_cache(maxsize=64)
def _space_monopoly(
    board: str,
    diamonds: int | str,
    count: int,
    turn_limit: int,
    player_trading: bool,
    hidden_holdings: bool,
) -> Rules:
    columns, rows = space_monopoly.BOARDS[board]
    chains = space_monopoly.companies(columns * rows)
    options: dict[str, Any] = {}
    if board != "16x12":
        options["board"] = board
    if diamonds != "5%":
        options["diamonds"] = diamonds
    if turn_limit != 80:
        options["turn_limit"] = turn_limit
    if player_trading:
        options["player_trading"] = True
    if hidden_holdings:
        options["hidden_holdings"] = True
    return Rules(
        name="space_monopoly",
        columns=columns,
        rows=rows,
        chains=chains,
        max_active=len(chains),
        max_players=4,
        currency="£",
        tile_source="board",
        hand_size=0,
        diamonds=count,
        full_founding="loose",
        disposal="one_way",
        disposal_from=1,
        safe_blocks_absorption=True,
        split_price=space_monopoly.SPLIT_PRICE,
        sell_in_turn=True,
        end_mode="immediate",
        turn_limit=turn_limit,
        turn_order="seated",
        player_trading=bool(player_trading),
        hidden_holdings=bool(hidden_holdings),
        options=tuple(sorted(options.items())),
    )


@lru_cache(maxsize=64)
def _energy(
    doe: bool, cycle: tuple[int, ...], player_trading: bool, hidden_holdings: bool
) -> Rules:
    chains = energy.companies()
    options: dict[str, Any] = {}
    if doe:
        options["doe"] = True
    if cycle:
        options["actions"] = cycle
    if player_trading:
        options["player_trading"] = True
    if hidden_holdings:
        options["hidden_holdings"] = True
    return Rules(
        name="energy",
        columns=energy.COLUMNS,
        rows=energy.ROWS,
        chains=chains,
        max_active=len(chains),
        max_players=4,
        hand_size=5,
        safe_size=None,
        end_size=50,
        end_pair_size=30,
        max_buy=1,
        bonus_rounding=1,
        turn_structure="actions",
        action_die=energy.ACTION_DIE,
        action_cycle=cycle,
        full_founding="loose",
        disposal="sell_all",
        end_mode="immediate",
        end_when_out_of_tiles=True,
        doe=bool(doe),
        position_tiles_apart=True,
        turn_order="left_to_right",
        player_trading=bool(player_trading),
        hidden_holdings=bool(hidden_holdings),
        options=tuple(sorted(options.items())),
    )


RULE_SETS: dict[str, Callable[..., Rules]] = {
    "classic": Rules.classic,
    "space_monopoly": Rules.space_monopoly,
    "energy": Rules.energy,
}

pickled_through_constructor(Rules)
