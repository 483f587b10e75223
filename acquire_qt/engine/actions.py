"""Actions: the answers a player gives to a decision, and their text form.

Every action is a frozen dataclass whose ``str()`` is its action text (the form
save files store) and :func:`parse_action` reads that text back, so
``parse_action(rules, str(a)) == a``. Tiles and chains are kept by canonical name
(a name of several words, such as ``Eclipse Solar``, is read as one chain).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .numerals import read_whole_number
from .pickled import pickled_through_constructor
from .rules import Rules


class IllegalActionError(ValueError):
    """An action the game does not accept now; the message says why, for a player."""


@dataclass(frozen=True, slots=True)
class Play:
    tile: str

    def __str__(self) -> str:
        return f"play {self.tile}"


@dataclass(frozen=True, slots=True)
class Found:
    chain: str

    def __str__(self) -> str:
        return f"found {self.chain}"


@dataclass(frozen=True, slots=True)
class Survivor:
    chain: str

    def __str__(self) -> str:
        return f"survivor {self.chain}"


@dataclass(frozen=True, slots=True)
class Defunct:
    chain: str

    def __str__(self) -> str:
        return f"defunct {self.chain}"


@dataclass(frozen=True, slots=True)
class Dispose:
    """Of the defunct shares held: ``sell`` sold, ``trade`` traded two for one, the rest kept."""

    sell: int = 0
    trade: int = 0
    keep: int | None = field(default=None, compare=False)
    """How many the text said to keep, if it said; checked against the holding."""

    def __str__(self) -> str:
        parts = ["dispose"]
        if self.sell:
            parts.append(f"sell {self.sell}")
        if self.trade:
            parts.append(f"trade {self.trade}")
        if len(parts) == 1:
            parts.append("keep")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Buy:
    """Shares to buy, one entry per share, in the rule set's chain order."""

    chains: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join(("buy", *self.chains))


@dataclass(frozen=True, slots=True)
class DisposeAll:
    """One way for all the defunct shares held (rule sets with ``one_way`` disposal):
    ``sell`` all, ``trade`` all two for one as far as the bank allows, or ``keep`` all."""

    way: str

    def __str__(self) -> str:
        return f"dispose {self.way}"


@dataclass(frozen=True, slots=True)
class End:
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Sell:
    """Sell shares back to the bank in one's own turn (rule sets with ``sell_in_turn``)."""

    chain: str
    count: int

    def __str__(self) -> str:
        return f"sell {self.chain} {self.count}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Fill the hand from the bag (an action of the ``actions`` turn structure)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End one's turn early (``actions`` turn structure; unused actions are lost)."""

    def __str__(self) -> str:
        return "endturn"


@dataclass(frozen=True, slots=True)
class Propose:
    """A trade proposed to the player in seat ``to`` (house rule player trading): the
    proposer gives ``give`` shares and ``give_cash``, and gets ``get`` and ``get_cash``.
    Shares are (chain, how many) pairs in chain order."""

    to: int
    give: tuple[tuple[str, int], ...] = ()
    give_cash: int = 0
    get: tuple[tuple[str, int], ...] = ()
    get_cash: int = 0

    def __str__(self) -> str:
        parts = [f"propose {self.to}"]
        for word, shares, cash in (
            ("give", self.give, self.give_cash),
            ("get", self.get, self.get_cash),
        ):
            items = [f"{chain} {count}" for chain, count in shares]
            if cash:
                items.append(f"cash {cash}")
            if items:
                parts.append(" ".join((word, *items)))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Accept:
    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Decline:
    def __str__(self) -> str:
        return "decline"


Action = (
    Play
    | Found
    | Survivor
    | Defunct
    | Dispose
    | DisposeAll
    | Buy
    | End
    | Sell
    | Draw
    | EndTurn
    | Propose
    | Accept
    | Decline
)


def _count(word: str, text: str) -> int:
    count = read_whole_number(text)
    if count is None:
        raise IllegalActionError(f"'{word}' needs a number of shares, not {text!r}")
    return count


def _chain(rules: Rules, text: str) -> str:
    try:
        return rules.chains[rules.chain_index(text)].name
    except ValueError as error:
        raise IllegalActionError(str(error)) from None


def _parse_dispose(words: list[str]) -> Dispose:
    amounts = {"sell": 0, "trade": 0}
    keep: int | None = None
    i = 0
    if not words:
        raise IllegalActionError("say what to do with the shares: sell N, trade N or keep")
    while i < len(words):
        word = words[i].lower()
        if word == "keep":
            kept = read_whole_number(words[i + 1]) if i + 1 < len(words) else None
            if kept is not None:
                keep = kept
                i += 1
            i += 1
        elif word in amounts and i + 1 < len(words):
            amounts[word] += _count(word, words[i + 1])
            i += 2
        else:
            raise IllegalActionError(f"cannot read {' '.join(words)!r}: use sell N, trade N, keep")
    return Dispose(amounts["sell"], amounts["trade"], keep)


def _words(rules: Rules, text: str) -> list[str]:
    """The words of action text, a chain name of several words taken as one word."""
    words = text.split()
    long_names = [name.lower().split() for name in rules.chain_names if " " in name]
    if not long_names:
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        for name in long_names:
            if [w.lower() for w in words[i : i + len(name)]] == name:
                out.append(" ".join(words[i : i + len(name)]))
                i += len(name)
                break
        else:
            out.append(words[i])
            i += 1
    return out


def _parse_propose(rules: Rules, words: list[str]) -> Propose:
    usage = "write a proposal like: propose 2 give Luxor 2 cash 500 get Tower 1"
    to = read_whole_number(words[0]) if words else None
    if to is None:
        raise IllegalActionError(f"say which seat the proposal is for: {usage}")
    sides: dict[str, tuple[dict[int, int], list[int]]] = {
        "give": ({}, [0]),
        "get": ({}, [0]),
    }
    side: tuple[dict[int, int], list[int]] | None = None
    i = 1
    while i < len(words):
        word = words[i].lower()
        if word in sides:
            side = sides[word]
            i += 1
            continue
        if side is None or i + 1 >= len(words):
            raise IllegalActionError(f"cannot read {' '.join(words)!r}: {usage}")
        count = _count(words[i], words[i + 1])
        if word == "cash":
            side[1][0] += count
        else:
            chain = rules.chain_index(_chain(rules, words[i]))
            side[0][chain] = side[0].get(chain, 0) + count
        i += 2

    def shares(held: dict[int, int]) -> tuple[tuple[str, int], ...]:
        return tuple((rules.chains[c].name, n) for c, n in sorted(held.items()) if n)

    give, get = sides["give"], sides["get"]
    return Propose(to, shares(give[0]), give[1][0], shares(get[0]), get[1][0])


def parse_action(rules: Rules, text: object) -> Action:
    """Read action text such as ``play 5G`` or ``buy t t l`` (case-insensitive)."""
    if not isinstance(text, str):
        raise IllegalActionError(f"{text!r} is not an action")
    words = _words(rules, text)
    if not words:
        raise IllegalActionError("an empty action")
    verb, rest = words[0].lower(), words[1:]
    if verb == "play" and len(rest) == 1:
        try:
            return Play(rules.parse_tile(rest[0]))
        except ValueError as error:
            raise IllegalActionError(str(error)) from None
    if verb in ("found", "survivor", "defunct") and len(rest) == 1:
        chain = _chain(rules, rest[0])
        return (
            Found(chain)
            if verb == "found"
            else Survivor(chain)
            if verb == "survivor"
            else Defunct(chain)
        )
    if verb == "dispose":
        if rules.disposal == "one_way":
            if len(rest) == 1 and rest[0].lower() in ("sell", "trade", "keep"):
                return DisposeAll(rest[0].lower())
            raise IllegalActionError(
                "one way for all the shares: dispose sell, dispose trade or dispose keep"
            )
        return _parse_dispose(rest)
    if verb == "buy":
        indices = sorted(rules.chain_index(_chain(rules, word)) for word in rest)
        return Buy(tuple(rules.chains[i].name for i in indices))
    if verb == "end" and not rest:
        return End()
    if verb == "sell" and len(rest) == 2:
        return Sell(_chain(rules, rest[0]), _count("sell", rest[1]))
    if verb == "draw" and not rest:
        return Draw()
    if verb == "endturn" and not rest:
        return EndTurn()
    if verb == "propose":
        return _parse_propose(rules, rest)
    if verb == "accept" and not rest:
        return Accept()
    if verb == "decline" and not rest:
        return Decline()
    raise IllegalActionError(
        f"cannot read {text.strip()!r}: actions are play, found, survivor, defunct, "
        "dispose, buy, end, sell, draw, endturn, propose, accept, decline"
    )


pickled_through_constructor(
    Play,
    Found,
    Survivor,
    Defunct,
    Dispose,
    DisposeAll,
    Buy,
    End,
    Sell,
    Draw,
    EndTurn,
    Propose,
    Accept,
    Decline,
)
