"""Rule sets as data.

A :class:`Rules` value says everything the engine's flow reads: board size, the
chains and their price tables, cash, where tiles come from, how a turn is
structured, hand size, safe and end conditions, buying limit, how defunct shares
are disposed of, share splits, the Department of Energy, bonus sizes and rounding,
and the house rules. The flow (:mod:`.turns` and the rule modules) reads these fields
and never asks which rule set it is playing; closed choices are ``Literal`` types.

Each rule set of RULES.md is a :class:`RuleSetSpec` here, declared once: its name, its
options (each a :class:`RuleOption`: name, kind, default and range) and how its rules are
built from them: :data:`CLASSIC` (§1), :data:`SPACE_MONOPOLY` (§2a) and :data:`ENERGY`
(§2b), in :data:`RULE_SETS`. The factory (:meth:`RuleSetSpec.make`, also as
:meth:`Rules.classic` and the others), the save files (:mod:`.record_schema`), the
new-game dialog and ``--rules-option`` (:mod:`acquire_qt.session.rule_sets`, which adds
only the words) all check an option against its spec. The field defaults are classic's,
so each other rule set is built as its differences from classic; the same options give the
same value, built once. A rule set is written to a record as its name and the options that
differ from their defaults (:meth:`Rules.to_record`) and rebuilt from them by
:func:`.record_schema.check_rules`, so records stay small and readable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from . import classic, energy, space_monopoly
from .board import Board, board_of
from .chains import ChainSpec
from .numerals import read_percentage
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
    def classic(**options: object) -> Rules:
        """Classic Acquire with ``options`` (:data:`CLASSIC`)."""
        return CLASSIC.make(**options)

    @staticmethod
    def space_monopoly(**options: object) -> Rules:
        """Space Monopoly with ``options`` (:data:`SPACE_MONOPOLY`)."""
        return SPACE_MONOPOLY.make(**options)

    @staticmethod
    def energy(**options: object) -> Rules:
        """Energy with ``options`` (:data:`ENERGY`)."""
        return ENERGY.make(**options)


OptionKind = Literal["flag", "choice", "number", "amount", "counts"]
"""How an option's value is written: ``flag``: true or false; ``choice``: one of the
option's ``choices``; ``number``: a whole number from ``low`` to ``high``; ``amount``: a
number of tiles from ``low`` to ``high``, or a percentage of the squares as text such as
``"5%"`` (0 to 100); ``counts``: a list of 1 to :data:`MOST_COUNTS` whole numbers from
``low`` to ``high`` (kept as a tuple)."""
OptionValue = bool | int | str | tuple[int, ...]
RecordedOptions = tuple[tuple[str, OptionValue], ...]
"""The options that differ from their defaults, sorted by name: what a record keeps."""
MOST_COUNTS = 100
"""Entries of a ``counts`` option."""


@dataclass(frozen=True)
class RuleOption:
    """One option of a rule set: its name (the factory's keyword, the save file's key and
    ``--rules-option``'s), kind, default and range, stated once for every reader."""

    name: str
    kind: OptionKind
    default: OptionValue
    choices: tuple[str, ...] = ()
    """For ``choice``: its values, in the order they are offered."""
    low: int = 0
    high: int = 0
    house: bool = False
    """A house rule: the new-game dialog shows it among them."""
    players: int = 0
    """For ``flag``: a rule for games of exactly this many players (0: any number)."""
    offered: bool = True
    """Offered to players (the new-game dialog, ``--rules-option``); ``False`` for an
    option of tests and puzzles, which only the factory and save files take."""

    def wanted(self, value: object) -> str | None:
        """What a value of this option must be, in a player's words (``"true or false"``,
        ``"a whole number from 1 to 10000"``), if ``value`` is not one; else None."""
        if self.kind == "flag":
            return None if isinstance(value, bool) else "true or false"
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return None
            return "one of " + ", ".join(self.choices)
        if self.kind == "counts":
            if (
                isinstance(value, list | tuple)
                and 0 < len(value) <= MOST_COUNTS
                and all(self._in_range(count) for count in value)
            ):
                return None
            return f"a list of 1 to {MOST_COUNTS} whole numbers from {self.low} to {self.high}"
        if self.kind == "amount" and isinstance(value, str):
            if read_percentage(value) is not None:
                return None
            return "a number of tiles or a percentage such as '5%'"
        if self._in_range(value):
            return None
        return f"a whole number from {self.low} to {self.high}"

    def _in_range(self, value: object) -> bool:
        return (
            isinstance(value, int)
            and not isinstance(value, bool)
            and self.low <= value <= self.high
        )

    def checked(self, value: object) -> OptionValue:
        """``value`` as the rules keep it (a list of counts as a tuple); ``ValueError``
        saying what it must be if it is not a value of this option."""
        wanted = self.wanted(value)
        if wanted is not None:
            raise ValueError(f"{self.name} must be {wanted}")
        if isinstance(value, list | tuple):
            return tuple(count for count in value if isinstance(count, int))
        if isinstance(value, bool | int | str):
            return value
        raise AssertionError(f"{self.name}: {value!r} passed unchecked")


@dataclass(frozen=True)
class Chosen:
    """What a rule set is built from: every option's checked value by name, and those
    that differ from their defaults (:attr:`Rules.options`)."""

    values: dict[str, OptionValue]
    recorded: RecordedOptions

    def flag(self, name: str) -> bool:
        return self.values[name] is True

    def number(self, name: str) -> int:
        value = self.values[name]
        assert isinstance(value, int)
        return value

    def text(self, name: str) -> str:
        value = self.values[name]
        assert isinstance(value, str)
        return value

    def amount(self, name: str) -> int | str:
        value = self.values[name]
        assert isinstance(value, int | str)
        return value

    def counts(self, name: str) -> tuple[int, ...]:
        value = self.values[name]
        assert isinstance(value, tuple)
        return value


HOUSE_RULES: tuple[RuleOption, ...] = (
    RuleOption("hidden_holdings", "flag", False, house=True),
    RuleOption("player_trading", "flag", False, house=True),
)
"""The house rules every rule set has, after its own options."""


@dataclass(frozen=True)
class RuleSetSpec:
    """A rule set: its name (``--rules``, a record's ``rules.name``), its own options (the
    :data:`HOUSE_RULES` follow), and ``build``, which makes its :class:`Rules` from the
    checked options. A new rule set is one more spec in :data:`RULE_SETS`, and its words
    in :mod:`acquire_qt.session.rule_sets`."""

    name: str
    own_options: tuple[RuleOption, ...]
    build: Callable[[Chosen], Rules]

    @property
    def options(self) -> tuple[RuleOption, ...]:
        """Its own options, then the house rules."""
        return self.own_options + HOUSE_RULES

    def option(self, name: str) -> RuleOption | None:
        for option in self.options:
            if option.name == name:
                return option
        return None

    def make(self, **chosen: object) -> Rules:
        """The rules with the ``chosen`` options (the others at their defaults): the same
        options give the same, shared value. ``ValueError`` saying what a value must be;
        ``TypeError`` for an option it does not have, as for any unknown keyword."""
        for name in chosen:
            if self.option(name) is None:
                raise TypeError(f"the rule set {self.name} has no option {name!r}")
        recorded: list[tuple[str, OptionValue]] = []
        for option in self.options:
            if option.name in chosen:
                value = option.checked(chosen[option.name])
                if value != option.default:
                    recorded.append((option.name, value))
        return _built(self, tuple(sorted(recorded)))


@lru_cache(maxsize=64)
def _built(spec: RuleSetSpec, recorded: RecordedOptions) -> Rules:
    values = {option.name: option.default for option in spec.options}
    values.update(recorded)
    return spec.build(Chosen(values, recorded))


def _classic(chosen: Chosen) -> Rules:
    two_player = chosen.flag("two_player")
    turn_order: TurnOrder = "seated" if chosen.text("turn_order") == "seated" else "drawn"
    return Rules(
        name="classic",
        columns=classic.COLUMNS,
        rows=classic.ROWS,
        chains=classic.classic_chains(),
        max_players=2 if two_player else 6,
        phantom_most=classic.PHANTOM_MOST if two_player else 0,
        turn_order=turn_order,
        founder_cash_when_sold_out=chosen.flag("founder_cash_when_sold_out"),
        hidden_holdings=chosen.flag("hidden_holdings"),
        player_trading=chosen.flag("player_trading"),
        options=chosen.recorded,
    )


def _space_monopoly(chosen: Chosen) -> Rules:
    columns, rows = space_monopoly.BOARDS[chosen.text("board")]
    chains = space_monopoly.companies(columns * rows)
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
        diamonds=space_monopoly.diamond_count(columns * rows, chosen.amount("diamonds")),
        full_founding="loose",
        disposal="one_way",
        disposal_from=1,
        safe_blocks_absorption=True,
        split_price=space_monopoly.SPLIT_PRICE,
        sell_in_turn=True,
        end_mode="immediate",
        turn_limit=chosen.number("turn_limit"),
        turn_order="seated",
        player_trading=chosen.flag("player_trading"),
        hidden_holdings=chosen.flag("hidden_holdings"),
        options=chosen.recorded,
    )


def _energy(chosen: Chosen) -> Rules:
    chains = energy.companies()
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
        action_cycle=chosen.counts("actions"),
        full_founding="loose",
        disposal="sell_all",
        end_mode="immediate",
        end_when_out_of_tiles=True,
        doe=chosen.flag("doe"),
        position_tiles_apart=True,
        turn_order="left_to_right",
        player_trading=chosen.flag("player_trading"),
        hidden_holdings=chosen.flag("hidden_holdings"),
        options=chosen.recorded,
    )


CLASSIC = RuleSetSpec(
    "classic",
    (
        RuleOption("turn_order", "choice", "drawn", choices=classic.TURN_ORDERS, house=True),
        RuleOption("founder_cash_when_sold_out", "flag", False, house=True),
        RuleOption("two_player", "flag", False, players=2),
    ),
    _classic,
)
"""Classic Acquire (RULES.md §1) and its house rules. ``two_player`` is the published
two-player rule (docs/two-player-rule.md): a phantom holder takes part in every payment of
bonuses; such rules are for exactly 2 players."""

SPACE_MONOPOLY = RuleSetSpec(
    "space_monopoly",
    (
        RuleOption("board", "choice", "16x12", choices=tuple(space_monopoly.BOARDS)),
        RuleOption("diamonds", "amount", "5%", low=0, high=10_000),
        RuleOption("turn_limit", "number", 80, low=1, high=10_000),
    ),
    _space_monopoly,
)
"""Space Monopoly (RULES.md §2a). ``board`` is one of :data:`SPACE_MONOPOLY_BOARDS`.
``diamonds`` is the number of loose tiles put on the board at setup, or a percentage of
the squares such as ``"5%"`` (rounded down); either way at most 20 are put.
``turn_limit`` is the number of turns in all after which the game ends.

One range for the turn limit, 1 to 10,000, in the factory, the save files, the new-game
dialog and ``--rules-option`` alike: it is the range save files have always been checked
against, so every save an older version could load still loads (the dialog offered 1 to
999 and the engine any number from 1, which no save file could hold beyond 10,000).
Likewise the diamonds: 0 to 10,000 tiles (at most 20 are put) or 0 % to 100 %."""

ENERGY = RuleSetSpec(
    "energy",
    (
        RuleOption("doe", "flag", False),
        RuleOption("actions", "counts", (), low=1, high=100, offered=False),
    ),
    _energy,
)
"""Energy (RULES.md §2b), with or without the Department of Energy (``doe``).
``actions`` fixes the number of actions of each turn in turn (cycling) instead of the die
(2, 3 or 4): for tests and puzzles, not offered to players."""

RULE_SETS: dict[str, RuleSetSpec] = {spec.name: spec for spec in (CLASSIC, SPACE_MONOPOLY, ENERGY)}
"""Every rule set by name, in the order the game offers them."""

pickled_through_constructor(Rules)
