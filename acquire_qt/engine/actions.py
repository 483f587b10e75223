"""Actions: the answers a player gives to a decision, and their text form.

Every action is a frozen dataclass whose ``str()`` is its action text (the form
save files store) and :func:`parse_action` reads that text back, so
``parse_action(rules, str(a)) == a``. Tiles and chains are kept by canonical name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
class End:
    def __str__(self) -> str:
        return "end"


Action = Play | Found | Survivor | Defunct | Dispose | Buy | End


def _count(word: str, text: str) -> int:
    if not text.isdigit():
        raise IllegalActionError(f"'{word}' needs a number of shares, not {text!r}")
    return int(text)


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
            if i + 1 < len(words) and words[i + 1].isdigit():
                keep = int(words[i + 1])
                i += 1
            i += 1
        elif word in amounts and i + 1 < len(words):
            amounts[word] += _count(word, words[i + 1])
            i += 2
        else:
            raise IllegalActionError(f"cannot read {' '.join(words)!r}: use sell N, trade N, keep")
    return Dispose(amounts["sell"], amounts["trade"], keep)


def parse_action(rules: Rules, text: str) -> Action:
    """Read action text such as ``play 5G`` or ``buy t t l`` (case-insensitive)."""
    if not isinstance(text, str):
        raise IllegalActionError(f"{text!r} is not an action")
    words = text.split()
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
        return _parse_dispose(rest)
    if verb == "buy":
        indices = sorted(rules.chain_index(_chain(rules, word)) for word in rest)
        return Buy(tuple(rules.chains[i].name for i in indices))
    if verb == "end" and not rest:
        return End()
    raise IllegalActionError(
        f"cannot read {text.strip()!r}: "
        "actions are play, found, survivor, defunct, dispose, buy, end"
    )
