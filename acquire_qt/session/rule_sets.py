"""The words of the rule sets: each rule set's title, summary and help text, and each
offered option's label, tooltip and the name of its widget, keyed by the names of the
engine's specs (:data:`acquire_qt.engine.rules.RULE_SETS`), which state everything else
once: the options, their kinds, defaults and ranges, and the factory. :data:`RULE_SETS`
joins the two; the new-game dialog, Help → Rules and the command line
(``--rules NAME --rules-option KEY=VALUE`` and its help) read it, so a new rule set is
its engine spec, one :data:`WORDS` entry here, and their translations.

Qt-free. Words meant for people (titles, labels, notes, tooltips) are plain English here;
the widgets translate them in the context :data:`TRANSLATION_CONTEXT`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from acquire_qt.engine import HOUSE_RULES as HOUSE_RULE_SPECS
from acquire_qt.engine import RULE_SETS as SPECS
from acquire_qt.engine import (
    SPACE_MONOPOLY_BOARDS,
    RuleOption,
    Rules,
    RuleSetSpec,
    read_whole_number,
)

TRANSLATION_CONTEXT = "acquire_qt.session.rule_sets"
"""Where the registry's words are translated (``QCoreApplication.translate``)."""

OptionKind = Literal["flag", "choice", "number", "amount"]
"""How an option is offered. ``flag``: on or off (a flag of the spec, or a choice of two
values shown as a check box: :attr:`OptionWords.on`). ``choice``: one of
:attr:`Option.choices`. ``number``: a whole number in :attr:`Option.low`..:attr:`Option.high`.
``amount``: a number or a percentage (:attr:`Option.pattern`), with suggestions."""
Placement = Literal["game", "house"]
"""Where an option shows in the new-game dialog: with the rule set (``game``) or among
the house rules (``house``)."""

OptionValue = bool | int | str


@dataclass(frozen=True)
class OptionWords:
    """What people see of an option."""

    label: str
    tooltip: str = ""
    field: str = ""
    """The name of its widget in the new-game dialog (``board_size``, ``seated``); the
    option's name when empty."""
    suffix: str = ""
    note: str = ""
    """Shown after the field, formatted with the rules made: ``{rules.diamonds}``."""
    choices: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """For a ``choice``: the words of each value."""
    suggestions: tuple[str, ...] = ()
    """For an ``amount``: the values its list suggests."""
    on: str = ""
    """A choice of two values offered as a check box: the value when it is ticked (the
    default when it is not)."""


@dataclass(frozen=True)
class RuleSetWords:
    """What people see of a rule set: its title, one sentence for the new-game dialog
    (board, players, what is special), the rules summary of Help → Rules (RULES.md in
    short), and the words of each of its offered options by name."""

    title: str
    summary: str
    help_html: str
    options: Mapping[str, OptionWords] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """One value of a ``choice`` option and its words for people."""

    value: str
    label: str


@dataclass(frozen=True)
class Option:
    """An offered option of a rule set: its engine spec and its words."""

    spec: RuleOption
    words: OptionWords

    @property
    def key(self) -> str:
        """The spec's name: the factory's keyword and the ``--rules-option`` name."""
        return self.spec.name

    @property
    def field(self) -> str:
        return self.words.field or self.spec.name

    @property
    def kind(self) -> OptionKind:
        if self.words.on or self.spec.kind == "flag":
            return "flag"
        if self.spec.kind in ("choice", "number", "amount"):
            return self.spec.kind
        raise ValueError(f"the option {self.key} is not offered to players")

    @property
    def label(self) -> str:
        return self.words.label

    @property
    def tooltip(self) -> str:
        return self.words.tooltip

    @property
    def suffix(self) -> str:
        return self.words.suffix

    @property
    def note(self) -> str:
        return self.words.note

    @property
    def suggestions(self) -> tuple[str, ...]:
        return self.words.suggestions

    @property
    def placement(self) -> Placement:
        return "house" if self.spec.house else "game"

    @property
    def players(self) -> int:
        """For ``flag``: a rule for games of exactly this many players (0: any number).
        The new-game dialog offers it only with that many seats, and turns it on
        (recommended) when the seats come to that number."""
        return self.spec.players

    @property
    def low(self) -> int:
        return self.spec.low

    @property
    def high(self) -> int:
        return self.spec.high

    @property
    def choices(self) -> tuple[Choice, ...]:
        """For ``choice``: its values and their words."""
        if self.kind != "choice":
            return ()
        return tuple(Choice(value, self.words.choices[value]) for value in self.spec.choices)

    @property
    def pattern(self) -> str:
        """For ``amount``: the text a value may be typed as (a Python and Qt regular
        expression), a number of as many digits as the spec's highest, or a percentage."""
        return f"[0-9]{{1,{len(str(self.spec.high))}}}%?"

    @property
    def on_off(self) -> tuple[OptionValue, OptionValue]:
        """For ``flag``: the factory's value when on and when off."""
        default = self.spec.default
        if self.words.on and isinstance(default, str):
            return (self.words.on, default)
        return (True, False)

    @property
    def default(self) -> OptionValue:
        """The value shown at first (a flag: whether it is on)."""
        default = self.spec.default
        if self.words.on:
            return default == self.words.on
        if isinstance(default, tuple):
            raise ValueError(f"the option {self.key} is not offered to players")
        return default

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
        if self.kind == "amount":
            number = read_whole_number(value.removesuffix("%"))
            if number is None:
                raise ValueError(
                    f"{self.key} must be a number or a percentage such as 5%, not {text!r}"
                )
            return value if value.endswith("%") else number
        typed = read_whole_number(value) if self.kind == "number" else value
        wanted = self.spec.wanted(typed)
        if wanted is not None or typed is None:
            raise ValueError(f"{self.key} must be {wanted}, not {text!r}")
        return typed


@dataclass(frozen=True)
class RuleSet:
    """One rule set of the registry: its engine spec and its words."""

    spec: RuleSetSpec
    words: RuleSetWords

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def title(self) -> str:
        return self.words.title

    @property
    def summary(self) -> str:
        return self.words.summary

    @property
    def help_html(self) -> str:
        return self.words.help_html

    @property
    def options(self) -> tuple[Option, ...]:
        """Its own offered options."""
        return tuple(
            Option(option, self.words.options[option.name])
            for option in self.spec.own_options
            if option.offered
        )

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
        return self.spec.make(
            **{option.key: option.value_for(values[option.key]) for option in self.all_options}
        )

    @property
    def seats(self) -> tuple[int, int]:
        """The fewest and most players (from the engine's rules)."""
        rules = self.spec.make()
        return (rules.min_players, rules.max_players)


HOUSE_RULE_WORDS: dict[str, OptionWords] = {
    "hidden_holdings": OptionWords(
        field="hidden",
        label="&Hidden holdings: other players' cash and shares",
    ),
    "player_trading": OptionWords(
        field="trading",
        label="&Player trading: before placing a tile, offer shares and cash to others",
        tooltip="The player whose turn it is may propose trades of shares and cash to the "
        "others, who accept or decline; trading closes when a tile is placed.",
    ),
}
"""The words of the house rules every rule set has."""

HOUSE_RULES: tuple[Option, ...] = tuple(
    Option(spec, HOUSE_RULE_WORDS[spec.name]) for spec in HOUSE_RULE_SPECS
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


WORDS: dict[str, RuleSetWords] = {
    "classic": RuleSetWords(
        title="Classic Acquire",
        summary="Hotel chains on a 12 × 9 board, 2 to 6 players.",
        help_html=CLASSIC_HTML,
        options={
            "turn_order": OptionWords(
                field="seated",
                label="Turn order by &seats instead of drawn tiles",
                on="seated",
                tooltip="The first seat starts; normally the player whose drawn tile is "
                "nearest 1A.",
            ),
            "founder_cash_when_sold_out": OptionWords(
                field="founder_cash",
                label="Founder gets &cash (one share's price) when no share is left",
            ),
            "two_player": OptionWords(
                label="T&wo-player rule: a phantom shareholder (recommended for two players)",
                tooltip="The published rule for two players: whenever a chain's bonuses are "
                "paid, a phantom shareholder holds 1 to 12 shares of it, drawn at random, and "
                "competes for the majority and minority bonuses; what it wins goes to the "
                "bank. Only for games of two players.",
            ),
        },
    ),
    "space_monopoly": RuleSetWords(
        title="Space Monopoly",
        summary="Five companies, no tile rack: place a tile on any empty square. "
        "2 to 4 players, in pounds.",
        help_html=SPACE_MONOPOLY_HTML,
        options={
            "board": OptionWords(
                field="board_size",
                label="&Board:",
                choices={
                    key: f"{columns} × {rows} ({columns * rows} squares)"
                    for key, (columns, rows) in SPACE_MONOPOLY_BOARDS.items()
                },
            ),
            "diamonds": OptionWords(
                label="&Diamonds:",
                suggestions=("5%", "0", "5", "10", "10%", "20"),
                note="= {rules.diamonds} loose tiles on this board (at most 20)",
                tooltip="Loose tiles put on random squares at the start: a number of tiles, "
                "or a percentage of the squares such as 5%; at most 20.",
            ),
            "turn_limit": OptionWords(
                label="Turn &limit:",
                suffix=" turns",
                tooltip="The game ends after this many turns in all.",
            ),
        },
    ),
    "energy": RuleSetWords(
        title="Energy",
        summary="Six energy companies on a 10 × 10 board; each turn a roll of 2 to 4 "
        "actions. 2 to 4 players.",
        help_html=ENERGY_HTML,
        options={
            "doe": OptionWords(
                label="Department of Energ&y: a passive shareholder (recommended for 2 players)",
                tooltip="At every founding the Department of Energy receives 1 to (10 − "
                "players) shares of the new company. It counts for bonuses but never wins.",
            ),
        },
    ),
}
"""The words of each rule set, by the name of its engine spec."""


class _Registry(Mapping[str, RuleSet]):
    """Every rule set of the engine with its words, in the engine's order; read at each
    use, so a rule set given a spec and words is offered at once. An entry is made once
    for its spec and words (the same entry each time, as long as they are the same)."""

    def __init__(self) -> None:
        self._made: dict[str, RuleSet] = {}

    def __getitem__(self, name: str) -> RuleSet:
        spec, words = SPECS[name], WORDS[name]
        entry = self._made.get(name)
        if entry is None or entry.spec is not spec or entry.words is not words:
            entry = self._made[name] = RuleSet(spec, words)
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(SPECS)

    def __len__(self) -> int:
        return len(SPECS)


RULE_SETS: Mapping[str, RuleSet] = _Registry()
"""The registry, in the order the game offers the rule sets."""

DEFAULT_RULE_SET = RULE_SETS["classic"]
"""The rule set a game has unless another is chosen (the window names only the others)."""


def rule_set(name: str) -> RuleSet:
    """The registry entry called ``name`` (``ValueError`` naming the choices)."""
    if name not in SPECS:
        raise ValueError(f"unknown rule set {name!r}: choose among {', '.join(RULE_SETS)}")
    return RULE_SETS[name]


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


def options_help() -> str:
    """What ``--rules-option`` takes, rule set by rule set: each option and its values."""
    parts = [
        f"{entry.name}: " + ", ".join(_usage(option) for option in entry.options)
        for entry in RULE_SETS.values()
        if entry.options
    ]
    parts.append("every rule set: " + ", ".join(_usage(option) for option in HOUSE_RULES))
    return "; ".join(parts)


def _usage(option: Option) -> str:
    if option.kind == "flag":
        on, off = option.on_off
        values = f"{on}|{off}" if isinstance(on, str) else "true|false"
    elif option.kind == "choice":
        values = "|".join(option.spec.choices)
    elif option.kind == "number":
        values = f"{option.low}..{option.high}"
    else:
        values = f"{option.low}..{option.high}|0%..100%"
    return f"{option.key}={values}"
