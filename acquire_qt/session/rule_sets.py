"""The rule sets the game offers, one registry entry each: its name (as in ``--rules``),
title, seats, options, how its :class:`Rules` are made from chosen options, and its help
text. The new-game dialog, Help → Rules and the command line read this registry, so a
new rule set is one entry here plus its engine ``Rules``.

Qt-free. Words meant for people (titles, labels, notes, tooltips) are plain English here;
the widgets translate them in the context :data:`TRANSLATION_CONTEXT`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, get_args

from acquire_qt.engine import Rules
from acquire_qt.engine.numerals import read_whole_number
from acquire_qt.engine.rules import SPACE_MONOPOLY_BOARDS

TRANSLATION_CONTEXT = "acquire_qt.session.rule_sets"
"""Where the registry's words are translated (``QCoreApplication.translate``)."""

RuleSetName = Literal["classic", "space_monopoly", "energy"]
OptionKind = Literal["flag", "choice", "number", "amount"]
"""``flag``: on or off. ``choice``: one of :attr:`Option.choices`. ``number``: a whole
number in :attr:`Option.low`..:attr:`Option.high`. ``amount``: text matching
:attr:`Option.pattern` (a number of tiles or a percentage), with suggestions."""
Placement = Literal["game", "house"]
"""Where an option shows in the new-game dialog: with the rule set (``game``) or among
the house rules (``house``)."""

OptionValue = bool | int | str


@dataclass(frozen=True)
class Choice:
    """One value of a ``choice`` option and its words for people."""

    value: str
    label: str


@dataclass(frozen=True)
class Option:
    """An option of a rule set: the keyword of its ``Rules`` factory and how to offer it."""

    key: str
    """The factory's keyword (``board``, ``doe``) and the ``--rules-option`` name."""
    field: str
    """The name of its widget in the new-game dialog (``board_size``, ``seated``)."""
    kind: OptionKind
    label: str
    default: OptionValue
    tooltip: str = ""
    placement: Placement = "game"
    choices: tuple[Choice, ...] = ()
    low: int = 0
    high: int = 0
    suffix: str = ""
    suggestions: tuple[str, ...] = ()
    pattern: str = ""
    """For ``amount``: the text a value must match (a Python and Qt regular expression)."""
    note: str = ""
    """Shown after the field, formatted with the rules made: ``{rules.diamonds}``."""
    on_off: tuple[OptionValue, OptionValue] = (True, False)
    """For ``flag``: the factory's value when on and when off."""
    players: int = 0
    """For ``flag``: a rule for games of exactly this many players (0: any number). The
    new-game dialog offers it only with that many seats, and turns it on (recommended)
    when the seats come to that number."""

    def value_for(self, chosen: OptionValue) -> OptionValue:
        """The factory's value for what the player chose (a flag's on/off mapped)."""
        if self.kind == "flag":
            return self.on_off[0] if chosen else self.on_off[1]
        return chosen

    def parse(self, text: str) -> OptionValue:
        """The chosen value for ``text`` as typed on the command line (``ValueError``
        saying what is expected)."""
        value = text.strip()
        if self.kind == "flag":
            lowered = value.lower()
            if lowered in ("true", "yes", "on") or value == self.on_off[0]:
                return True
            if lowered in ("false", "no", "off") or value == self.on_off[1]:
                return False
            raise ValueError(f"{self.key} must be true or false, not {text!r}")
        if self.kind == "choice":
            values = [choice.value for choice in self.choices]
            if value not in values:
                raise ValueError(f"{self.key} must be one of {', '.join(values)}, not {text!r}")
            return value
        if self.kind == "number":
            number = read_whole_number(value)
            if number is None or not self.low <= number <= self.high:
                raise ValueError(
                    f"{self.key} must be a whole number from {self.low} to {self.high},"
                    f" not {text!r}"
                )
            return number
        if not re.fullmatch(self.pattern, value):
            raise ValueError(
                f"{self.key} must be a number or a percentage such as 5%, not {text!r}"
            )
        return value if value.endswith("%") else int(value)


@dataclass(frozen=True)
class RuleSet:
    """One rule set of the registry."""

    name: RuleSetName
    title: str
    summary: str
    """One sentence for the new-game dialog: board, players, what is special."""
    make: Callable[..., Rules]
    """The engine's factory, called with the options' keywords."""
    help_html: str
    """The rules summary of Help → Rules (RULES.md in short)."""
    options: tuple[Option, ...] = field(default=())

    @property
    def all_options(self) -> tuple[Option, ...]:
        """Its own options, then the house rules every rule set has."""
        return self.options + HOUSE_RULES

    def option(self, key: str) -> Option:
        for option in self.all_options:
            if option.key == key:
                return option
        keys = ", ".join(option.key for option in self.all_options)
        raise ValueError(f"--rules {self.name} has no option {key} (its options: {keys})")

    def defaults(self) -> dict[str, OptionValue]:
        """Every option's default, by key."""
        return {option.key: option.default for option in self.all_options}

    def rules(self, chosen: Mapping[str, OptionValue] | None = None) -> Rules:
        """The rules with the ``chosen`` options by key (others at their default);
        ``ValueError`` when the engine refuses a value."""
        values = self.defaults()
        for key, value in (chosen or {}).items():
            self.option(key)
            values[key] = value
        return self.make(
            **{option.key: option.value_for(values[option.key]) for option in self.all_options}
        )

    @property
    def seats(self) -> tuple[int, int]:
        """The fewest and most players (from the engine's rules)."""
        rules = self.make()
        return (rules.min_players, rules.max_players)


HOUSE_RULES: tuple[Option, ...] = (
    Option(
        key="hidden_holdings",
        field="hidden",
        kind="flag",
        label="&Hidden holdings: other players' cash and shares",
        default=False,
        placement="house",
    ),
    Option(
        key="player_trading",
        field="trading",
        kind="flag",
        label="&Player trading: before placing a tile, offer shares and cash to others",
        default=False,
        placement="house",
        tooltip="The player whose turn it is may propose trades of shares and cash to the "
        "others, who accept or decline; trading closes when a tile is placed.",
    ),
)
"""House rules of every rule set."""

CLASSIC_HTML = """
<h2>Acquire: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends: found hotel chains, buy their
shares, and collect bonuses when chains merge.</p>
<h3>A turn</h3>
<ol>
<li><b>Place a tile</b> from your hand on its square (you must, if any tile is playable).</li>
<li><b>Buy</b> up to 3 shares of chains on the board, at their current price.</li>
<li><b>Draw</b> a tile (automatic).</li>
</ol>
<h3>What a tile does</h3>
<ul>
<li>Touching nothing: it just stays there.</li>
<li>Touching loose tiles only: you <b>found</b> a chain of your choice and get one free share.</li>
<li>Touching one chain: the chain <b>grows</b> (with every loose tile now connected).</li>
<li>Touching two or more chains: a <b>merger</b>. The largest chain survives (a tie: you
choose); the others become defunct, largest first.</li>
</ul>
<h3>Mergers</h3>
<p>For each defunct chain, the largest holder gets the <b>majority bonus</b> (10 × the share
price) and the second the <b>minority bonus</b> (5 × price). A sole holder gets both; ties split
the bonuses, rounded up to $100. Then each holder, the mergemaker first, <b>sells</b> shares at the
defunct price, <b>trades</b> 2 defunct shares for 1 of the survivor, or <b>keeps</b> them.</p>
<h3>Prices</h3>
<table border="1" cellspacing="0" cellpadding="3">
<tr><th>Size</th><th>Tower, Luxor</th><th>American, Worldwide, Festival</th>
<th>Imperial, Continental</th></tr>
<tr><td>2</td><td>$200</td><td>$300</td><td>$400</td></tr>
<tr><td>3</td><td>$300</td><td>$400</td><td>$500</td></tr>
<tr><td>4</td><td>$400</td><td>$500</td><td>$600</td></tr>
<tr><td>5</td><td>$500</td><td>$600</td><td>$700</td></tr>
<tr><td>6–10</td><td>$600</td><td>$700</td><td>$800</td></tr>
<tr><td>11–20</td><td>$700</td><td>$800</td><td>$900</td></tr>
<tr><td>21–30</td><td>$800</td><td>$900</td><td>$1,000</td></tr>
<tr><td>31–40</td><td>$900</td><td>$1,000</td><td>$1,100</td></tr>
<tr><td>41+</td><td>$1,000</td><td>$1,100</td><td>$1,200</td></tr>
</table>
<h3>Safe chains and unplayable tiles</h3>
<p>A chain of 11 or more tiles is <b>safe</b>: it cannot be absorbed. A tile that would merge
two safe chains is <b>dead</b>: it is removed and replaced when you draw. A tile that would found
an eighth chain waits in your hand.</p>
<h3>The end</h3>
<p>When a chain has 41 tiles, or every chain on the board is safe, the player whose turn it is
may <b>declare the game over</b> (Play → Declare the game over); the turn is finished first.
Bonuses are paid for every chain on the board and all shares are sold. The richest player wins.</p>
<h3>Two players (an option)</h3>
<p>With the <b>two-player rule</b>, whenever a chain's bonuses are paid (in a merger or at the
end), a phantom shareholder holds 1 to 12 of its shares, drawn at random. It competes for the
majority and minority bonuses like a player; what it wins goes to the bank.</p>
"""


SPACE_MONOPOLY_HTML = """
<h2>Space Monopoly: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends. Money is in pounds (£).</p>
<h3>A turn</h3>
<ol>
<li><b>Place a tile</b> on any empty square of the board (there are no hands). A square is
closed only if its tile would join two safe companies.</li>
<li><b>Buy</b> up to 3 shares of companies on the board.</li>
</ol>
<p>At any time in your own turn (not during a merger) you may <b>sell shares</b> back to the
bank at the current price (Play → Sell shares).</p>
<h3>Companies and prices</h3>
<p>Five companies: Nerdniss, Beetleguice, StronCannon, DebbiesKnees, Pacifica. A share costs
<b>£100 × the company's size</b>. The board starts with a few loose tiles ("diamonds").
Founding, growing and mergers work as in Acquire; if no company is left to found, the tiles
stay loose.</p>
<p><b>Share split:</b> when a price reaches £3,200, every holding and the bank's shares double
and the price halves.</p>
<h3>Mergers</h3>
<p>The largest company survives (a tie: you choose). Bonuses as in Acquire (10 × and 5 × the
price, ties rounded up to £100). Then each holder, starting with the player after you,
chooses <b>one way for all</b> their shares: sell all, trade all 2 for 1, or keep all.
Safe companies (11+) are never absorbed.</p>
<h3>The end</h3>
<p>The game ends at once when a company reaches 41 tiles, when every company on the board is
safe, or when the turn limit is reached. Bonuses are paid and all shares sold; the richest
player wins.</p>
"""


ENERGY_HTML = """
<h2>Energy: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends.</p>
<h3>A turn</h3>
<p>You get <b>2, 3 or 4 actions</b> (at random; unused ones are lost). An action is:
<b>draw</b> (refill your hand to 5), <b>place a tile</b>, or <b>buy one share</b>. The first
action must draw or place; if you drew first, the second must place. Once you have placed a
tile you may end your turn early.</p>
<p>A tile touching nothing stays neutral and you may place another. A tile that founds, grows or
merges ends tile play for this turn. With 6 companies on the board, a founding fails and the
tiles stay neutral.</p>
<h3>Companies and prices</h3>
<p>Six companies: Eclipse Solar and Maniac Timber start at $200, Cortex Power and Rufus Geothermal
at $300, Superslick Oil and Whoops Uranium at $400; each tile past the second adds $50.
There is no safe size. The founder gets one free share.</p>
<p><b>Department of Energy</b> (an option): at each founding it receives 1 to (10 − players)
shares. It collects bonuses like a player but never wins.</p>
<h3>Takeovers</h3>
<p>The largest company takes over the others, largest first (ties: you choose). Bonuses as in
Acquire, ties rounded up to the dollar; then every holder must <b>sell</b> all its shares at
the price before the takeover.</p>
<h3>The end</h3>
<p>The game ends at once when a company reaches 50 tiles, when two companies have 30 or more,
or when a player has no tile left and the bag is empty. Every company is liquidated like a
takeover; the richest player wins.</p>
"""


TRADING_HTML = """
<h3>House rule: player trading</h3>
<p>Before placing a tile, you may propose trades of shares and cash to another player
(Play → Propose a trade), who accepts or declines. Several trades are allowed; trading
closes when you place a tile.</p>
"""


CLASSIC = RuleSet(
    name="classic",
    title="Classic Acquire",
    summary="Hotel chains on a 12 × 9 board, 2 to 6 players.",
    make=Rules.classic,
    help_html=CLASSIC_HTML,
    options=(
        Option(
            key="turn_order",
            field="seated",
            kind="flag",
            label="Turn order by &seats instead of drawn tiles",
            default=False,
            placement="house",
            on_off=("seated", "drawn"),
            tooltip="The first seat starts; normally the player whose drawn tile is nearest 1A.",
        ),
        Option(
            key="founder_cash_when_sold_out",
            field="founder_cash",
            kind="flag",
            label="Founder gets &cash (one share's price) when no share is left",
            default=False,
            placement="house",
        ),
        Option(
            key="two_player",
            field="two_player",
            kind="flag",
            label="T&wo-player rule: a phantom shareholder (recommended for two players)",
            default=False,
            players=2,
            tooltip="The published rule for two players: whenever a chain's bonuses are "
            "paid, a phantom shareholder holds 1 to 12 shares of it, drawn at random, and "
            "competes for the majority and minority bonuses; what it wins goes to the bank. "
            "Only for games of two players.",
        ),
    ),
)

SPACE_MONOPOLY = RuleSet(
    name="space_monopoly",
    title="Space Monopoly",
    summary="Five companies, no tile rack: place a tile on any empty square. "
    "2 to 4 players, in pounds.",
    make=Rules.space_monopoly,
    help_html=SPACE_MONOPOLY_HTML,
    options=(
        Option(
            key="board",
            field="board_size",
            kind="choice",
            label="&Board:",
            default="16x12",
            choices=tuple(
                Choice(key, f"{columns} × {rows} ({columns * rows} squares)")
                for key, (columns, rows) in SPACE_MONOPOLY_BOARDS.items()
            ),
        ),
        Option(
            key="diamonds",
            field="diamonds",
            kind="amount",
            label="&Diamonds:",
            default="5%",
            suggestions=("5%", "0", "5", "10", "10%", "20"),
            pattern=r"[0-9]{1,3}%?",
            note="= {rules.diamonds} loose tiles on this board (at most 20)",
            tooltip="Loose tiles put on random squares at the start: a number of tiles, or a "
            "percentage of the squares such as 5%; at most 20.",
        ),
        Option(
            key="turn_limit",
            field="turn_limit",
            kind="number",
            label="Turn &limit:",
            default=80,
            low=1,
            high=999,
            suffix=" turns",
            tooltip="The game ends after this many turns in all.",
        ),
    ),
)

ENERGY = RuleSet(
    name="energy",
    title="Energy",
    summary="Six energy companies on a 10 × 10 board; each turn a roll of 2 to 4 actions. "
    "2 to 4 players.",
    make=Rules.energy,
    help_html=ENERGY_HTML,
    options=(
        Option(
            key="doe",
            field="doe",
            kind="flag",
            label="Department of Energ&y: a passive shareholder (recommended for 2 players)",
            default=False,
            tooltip="At every founding the Department of Energy receives 1 to (10 − players) "
            "shares of the new company. It counts for bonuses but never wins.",
        ),
    ),
)

RULE_SETS: dict[RuleSetName, RuleSet] = {
    rule_set.name: rule_set for rule_set in (CLASSIC, SPACE_MONOPOLY, ENERGY)
}
"""The registry, in the order the game offers the rule sets."""

RULE_SET_NAMES: tuple[RuleSetName, ...] = get_args(RuleSetName)
DEFAULT_RULE_SET = CLASSIC
"""The rule set a game has unless another is chosen (the window names only the others)."""


def rule_set(name: str) -> RuleSet:
    """The registry entry called ``name`` (``ValueError`` naming the choices)."""
    for key, entry in RULE_SETS.items():
        if key == name:
            return entry
    raise ValueError(f"unknown rule set {name!r}: choose among {', '.join(RULE_SETS)}")


def rules_from_options(name: str, options: Sequence[str]) -> Rules:
    """The rules of ``--rules NAME --rules-option KEY=VALUE …`` (``ValueError`` saying
    what is wrong: an unknown rule set or option, a malformed or refused value)."""
    entry = rule_set(name)
    chosen: dict[str, OptionValue] = {}
    for text in options:
        key, equals, value = text.partition("=")
        key = key.strip().replace("-", "_")
        if not equals or not key:
            raise ValueError(f"--rules-option takes KEY=VALUE, not {text!r}")
        chosen[key] = entry.option(key).parse(value)
    try:
        return entry.rules(chosen)
    except ValueError as error:
        raise ValueError(f"bad --rules-option for {name}: {error}") from None
