"""Duplicate deals: a game's rule set, options, seats and tile-bag seed as a short code.

A :class:`Deal` is what makes two games the same deal: the same rule set and options, the
same occupants at the same seats and the same seed, so the same tiles in the same order
(the seed shuffles the bag) and the same AI choices (each AI seat is seeded by the game's
seed and its seat). Players' names are not part of it. :attr:`Deal.code` writes it as text
short enough to read aloud or paste; :func:`parse_deal_code` reads it back, refusing
anything else with a reason a player understands; :func:`deal_of` is the deal of a game;
:func:`deal_of_the_day` the deal of a date.

Decisions:

- **The code.** A compact byte string, written in Crockford's base 32 (the digits and the
  letters but I, L, O and U, so nothing reads as another; on reading, any case, and I or
  L as 1, O as 0), in groups of four joined by dashes, then one check character (the
  Luhn mod 32 of the others: a mistyped character or two swapped neighbours is caught).
  Spaces and dashes are ignored on reading. The bytes: the format (:data:`FORMAT`) and
  the rule set's place in the registry; the seat count, a flag for a negative seed and
  two bits per seat (:data:`SEAT_CODES`); which options differ from their defaults (a
  bit per option of the rule set, in its order) and their values; the seed's 64 bits.
  A classic game without options is 21 characters, such as ``2058-802X-YH4C-GCAZ-7SZ0-X``
  (the deal of the day of 1 January 2025).
- **The deal of the day.** Classic rules without options, four seats: the player at
  seat 0 and three Medium AI players (the start page's quick game: the level most
  players meet first, so that results compare). Its seed is the first 63 bits of the
  SHA-256 of ``"acquire-qt deal of the day "`` and the ISO date: the same on every
  computer, offline.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date

from acquire_qt.engine import RULE_SETS, Game, RuleOption, Rules
from acquire_qt.occupant import AI_LEVELS, Occupant, is_network

FORMAT = 1
"""The version of the code's bytes (its first byte's high half)."""
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32."""
READ_AS = {"I": "1", "L": "1", "O": "0"}
"""Letters read as the digit they look like."""
GROUP = 4
"""Characters between dashes."""
LONGEST_CODE = 400
"""Characters of text read as a code at most (with spaces and dashes): the longest code,
an Energy deal with a hundred fixed action counts, is about 230."""
SEAT_CODES: tuple[str, ...] = tuple(str(who) for who in (Occupant.HUMAN, *AI_LEVELS))
"""Who may sit at a seat of a deal, by their two-bit number: a person (whether at this
screen or at another computer) or an AI level."""
MOST_SEATS = 6
SEED_BITS = 64
_MASK = (1 << SEED_BITS) - 1
DAILY_PREFIX = "acquire-qt deal of the day "
DAILY_AI = Occupant.MEDIUM
"""The level of the three AI players of the deal of the day."""

OptionValue = bool | int | str | tuple[int, ...]


@dataclass(frozen=True)
class Deal:
    """A rule set (its name and the options that differ from their defaults, as
    :attr:`Rules.options` keeps them), who sits at each seat (``human`` or an AI level)
    and the seed of the tile bag."""

    rule_set: str
    options: tuple[tuple[str, OptionValue], ...]
    seats: tuple[str, ...]
    seed: int

    def rules(self) -> Rules:
        """The deal's rules (``ValueError`` if its options are not the rule set's)."""
        spec = RULE_SETS.get(self.rule_set)
        if spec is None:
            raise ValueError(f"there is no rule set {self.rule_set!r}")
        try:
            return spec.make(**dict(self.options))
        except TypeError as error:
            raise ValueError(str(error)) from None

    @property
    def code(self) -> str:
        """The deal as text to read aloud or paste (see the module)."""
        symbols = _base32(_to_bytes(self))
        grouped = "-".join(symbols[i : i + GROUP] for i in range(0, len(symbols), GROUP))
        return f"{grouped}-{ALPHABET[_check(symbols)]}"


def deal_of(game: Game) -> Deal:
    """The deal of ``game`` (a person at another computer counts as a person);
    ``ValueError`` if it has none: its tiles were arranged rather than shuffled by a seed,
    or an AI plays that no deal can name."""
    if game.seed is None:
        raise ValueError("this game's tiles were arranged by hand, not dealt from a seed")
    seats = tuple(str(Occupant.HUMAN) if is_network(who) else who for who in game.controllers)
    deal = Deal(game.rules.name, game.rules.options, seats, game.seed)
    _check_deal(deal)
    return deal


def deal_of_the_day(day: date) -> Deal:
    """The deal of ``day`` (see the module): classic rules, the player at seat 0 and three
    Medium AI players, and a seed from the date alone."""
    digest = hashlib.sha256((DAILY_PREFIX + day.isoformat()).encode("ascii")).digest()
    seed = int.from_bytes(digest[:8], "big") >> 1
    return Deal("classic", (), (str(Occupant.HUMAN), *[str(DAILY_AI)] * 3), seed)


def parse_deal_code(text: str) -> Deal:
    """The deal ``text`` writes (see the module); ``ValueError`` saying what is wrong with
    it in a player's words."""
    if len(text) > LONGEST_CODE:
        raise ValueError("it is far too long to be one")
    symbols = ""
    for char in text.upper():
        if char in " -\t\n\r":
            continue
        char = READ_AS.get(char, char)
        if char not in ALPHABET:
            raise ValueError(f"“{char}” is never in a deal code")
        symbols += char
    if len(symbols) < 2:
        raise ValueError("it is too short: a deal code has about twenty letters and digits")
    body, check = symbols[:-1], symbols[-1]
    if ALPHABET[_check(body)] != check:
        raise ValueError("a character is wrong or missing")
    data = _unbase32(body)
    try:
        deal = _from_bytes(data)
    except (IndexError, ValueError) as error:
        raise ValueError(f"this version cannot read it ({error})") from None
    _check_deal(deal)
    return deal


# -- checks -----------------------------------------------------------------------------


def _check_deal(deal: Deal) -> None:
    """``ValueError`` unless a code can write ``deal`` and a game be dealt from it."""
    rules = deal.rules()
    for who in deal.seats:
        if who not in SEAT_CODES:
            raise ValueError(f"a deal's seats are people or AI levels, not {who!r}")
    count = len(deal.seats)
    if not rules.min_players <= count <= min(rules.max_players, MOST_SEATS):
        raise ValueError(
            f"a game of these rules has {rules.min_players} to {rules.max_players} "
            f"players, not {count}"
        )
    if not -(1 << (SEED_BITS - 1)) <= deal.seed <= _MASK:
        raise ValueError("the seed is not a whole number of at most 64 bits")


# -- bytes ------------------------------------------------------------------------------


def _to_bytes(deal: Deal) -> bytes:
    _check_deal(deal)
    names = list(RULE_SETS)
    spec = RULE_SETS[deal.rule_set]
    out = bytearray([FORMAT << 4 | names.index(deal.rule_set)])
    seats = len(deal.seats) | (deal.seed < 0) << 3
    for index, who in enumerate(deal.seats):
        seats |= SEAT_CODES.index(who) << (4 + 2 * index)
    out += seats.to_bytes(2, "big")
    chosen = dict(deal.rules().options)
    mask = 0
    values = bytearray()
    for bit, option in enumerate(spec.options):
        if option.name in chosen:
            mask |= 1 << bit
            values += _option_bytes(option, chosen[option.name])
    out += _varint(mask) + values
    out += (deal.seed & _MASK).to_bytes(8, "big")
    return bytes(out)


def _option_bytes(option: RuleOption, value: OptionValue) -> bytes:
    """An option's value that differs from its default (a flag's is implied)."""
    if option.kind == "flag":
        return b""
    if option.kind == "choice":
        return _varint(option.choices.index(str(value)))
    if option.kind == "counts":
        assert isinstance(value, tuple)
        return _varint(len(value)) + b"".join(_varint(count - option.low) for count in value)
    if isinstance(value, str):  # an amount as a percentage
        return _varint(int(value.removesuffix("%")) * 2 + 1)
    assert isinstance(value, int)
    return _varint(value * 2 if option.kind == "amount" else value - option.low)


def _from_bytes(data: bytes) -> Deal:
    reader = _Reader(data)
    head = reader.byte()
    if head >> 4 != FORMAT:
        raise ValueError("made by another version of the game")
    names = list(RULE_SETS)
    if head & 0xF >= len(names):
        raise ValueError("a rule set this version does not have")
    spec = RULE_SETS[names[head & 0xF]]
    seats = reader.byte() << 8 | reader.byte()
    count = seats & 0x7
    if not 0 < count <= MOST_SEATS or seats >> (4 + 2 * count):
        raise ValueError("its seats do not add up")
    occupants = tuple(SEAT_CODES[seats >> (4 + 2 * index) & 0x3] for index in range(count))
    mask = reader.varint()
    if mask >> len(spec.options):
        raise ValueError("an option this version does not have")
    options: dict[str, OptionValue] = {}
    for bit, option in enumerate(spec.options):
        if mask >> bit & 1:
            options[option.name] = _option_value(option, reader)
    seed = int.from_bytes(reader.take(8), "big")
    if seats >> 3 & 1:
        seed -= 1 << SEED_BITS
    reader.finish()
    try:
        rules = spec.make(**options)
    except (TypeError, ValueError) as error:
        raise ValueError(str(error)) from None
    if len(rules.options) != len(options):
        raise ValueError("an option at its default")
    return Deal(spec.name, rules.options, occupants, seed)


def _option_value(option: RuleOption, reader: _Reader) -> OptionValue:
    if option.kind == "flag":
        return not option.default
    number = reader.varint()
    if option.kind == "choice":
        if number >= len(option.choices):
            raise ValueError(f"no such {option.name}")
        return option.choices[number]
    if option.kind == "counts":
        return tuple(reader.varint() + option.low for _ in range(number))
    if option.kind == "amount":
        return f"{number >> 1}%" if number & 1 else number >> 1
    return number + option.low


def _varint(number: int) -> bytes:
    """``number`` (0 or more) in 7-bit groups, lowest first, the high bit saying more follow."""
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return bytes(out)


class _Reader:
    """Reads a code's bytes in order; ``IndexError`` past their end."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def byte(self) -> int:
        value = self.data[self.at]
        self.at += 1
        return value

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise IndexError("it ends too soon")
        part = self.data[self.at : self.at + count]
        self.at += count
        return part

    def varint(self) -> int:
        number = shift = 0
        while True:
            value = self.byte()
            number |= (value & 0x7F) << shift
            shift += 7
            if not value & 0x80:
                return number
            if shift > 7 * 4:
                raise ValueError("a number too large")

    def finish(self) -> None:
        if self.at != len(self.data):
            raise ValueError("more follows than a deal holds")


# -- base 32 and the check character -----------------------------------------------------


def _base32(data: bytes) -> str:
    """``data`` in 5-bit symbols, the last padded with zero bits."""
    bits = len(data) * 8
    count = -(-bits // 5)
    number = int.from_bytes(data, "big") << (count * 5 - bits)
    return "".join(ALPHABET[number >> (5 * (count - 1 - i)) & 31] for i in range(count))


def _unbase32(symbols: str) -> bytes:
    """The bytes ``symbols`` write; ``ValueError`` if the padding is not zero bits."""
    number = 0
    for symbol in symbols:
        number = number << 5 | ALPHABET.index(symbol)
    spare = len(symbols) * 5 % 8
    if number & ((1 << spare) - 1) or spare >= 5:
        raise ValueError("a character is wrong or missing")
    size = len(symbols) * 5 // 8
    return (number >> spare).to_bytes(size, "big")


def _check(symbols: str) -> int:
    """The Luhn mod 32 check symbol of ``symbols``."""
    total = 0
    double = True
    for symbol in reversed(symbols):
        value = ALPHABET.index(symbol)
        if double:
            value *= 2
            value = value // 32 + value % 32
        total += value
        double = not double
    return (32 - total % 32) % 32
