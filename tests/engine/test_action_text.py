"""Action text from outside: numbers are read in ASCII digits only, and any text that is
not an action is refused with IllegalActionError, never another exception.

``str.isdigit()`` is true of superscript and circled digits, which ``int()`` refuses
with a ValueError of its own, and ``int()`` reads other scripts' digits (Arabic-Indic,
fullwidth): the first crashed the parser, the second slipped in as if typed in ASCII.
Every rule set is tried, with player trading so that proposals exist.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Game, IllegalActionError, Rules, may_propose, new_game, parse_action

RULE_SETS = {
    "classic": Rules.classic(player_trading=True),
    "space_monopoly": Rules.space_monopoly(player_trading=True),
    "energy": Rules.energy(doe=True, player_trading=True),
}
NAMES = ["Ann", "Bob", "Cy"]

OTHER_DIGITS = {
    "superscript": "⁰¹²³⁴⁵⁶⁷⁸⁹",  # isdigit() is true, int() refuses them
    "circled": "⓪①②③④⑤⑥⑦⑧⑨",  # the same
    "Arabic-Indic": "٠١٢٣٤٥٦٧٨٩",  # int() reads them
    "fullwidth": "０１２３４５６７８９",  # the same
}


def written_otherwise(text: str) -> list[str]:
    """``text`` with its ASCII digits in each other script: all of them, and the first
    digit alone (a number half in ASCII)."""
    variants = []
    first = next(i for i, ch in enumerate(text) if ch in "0123456789")
    for digits in OTHER_DIGITS.values():
        table = str.maketrans("0123456789", digits)
        variants.append(text.translate(table))
        variants.append(text[:first] + text[first].translate(table) + text[first + 1 :])
    return variants


def assert_refused(game: Game, text: str) -> None:
    """``text`` is not read as an action, and applying it changes nothing."""
    with pytest.raises(IllegalActionError):
        game.parse_action(text)
    before, actions = game.state, game.actions
    with pytest.raises(IllegalActionError):
        game.apply(text)
    assert game.state is before and game.actions == actions


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_the_texts_of_the_issue_are_refused_and_change_nothing(rule_set: str) -> None:
    rules = RULE_SETS[rule_set]
    game = new_game(rules, NAMES, seed=11)
    chain = rules.chain_names[0]
    snapshot = game.to_dict()
    texts = [
        "dispose sell ²",
        "dispose keep ²",
        "dispose sell 1 trade ①",
        "propose ² give cash 1",
        f"propose 1 give {chain} ² get cash 10",
        "propose 1 get cash ①",
        f"sell {chain} ①",
        "play ²A",
        "play ١A",
        "dispose sell ١",
        "propose ١ give cash 1",
        f"sell {chain} ０",
        "dispose sell " + "1" * 5000,  # int() refuses over 4,300 digits
        "play " + "1" * 5000 + "A",
    ]
    for text in texts:
        assert_refused(game, text)
    assert game.to_dict() == snapshot


def proposal_text(game: Game, rng: random.Random) -> str:
    """A proposal of the pending player's, with numbers in every place one goes."""
    rules, seat = game.rules, game.state.turn
    other = rng.choice([p for p in range(len(game.players)) if p != seat])
    chain, wanted = rng.sample(rules.chain_names, 2)
    give = f"give {chain} {rng.randint(1, 12)} cash {rng.randint(1, 900)}"
    return f"propose {other} {give} get {wanted} {rng.randint(1, 12)} cash {rng.randint(1, 90)}"


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_every_action_with_a_number_written_in_other_digits_is_refused(rule_set: str) -> None:
    """Through a whole game, at every decision: legal actions that hold a number (a tile,
    shares sold, traded or kept; four at most), and a proposal (a seat, shares, cash) where
    one may be made, read in ASCII and refused in every other script, the game untouched."""
    rules = RULE_SETS[rule_set]
    game = new_game(rules, NAMES, seed=5)
    player, rng = RandomPlayer(5), random.Random(5)
    verbs: set[str] = set()
    while game.pending is not None:
        texts = [str(a) for a in game.legal_actions() if any(ch.isdigit() for ch in str(a))]
        texts = rng.sample(texts, min(len(texts), 4))
        if may_propose(game.pending):
            texts.append(proposal_text(game, rng))
        for text in texts:
            assert str(game.parse_action(text)) == text
            verbs.add(text.split()[0])
            for variant in written_otherwise(text):
                assert_refused(game, variant)
        game.apply(player.choose(game))
    expected = {"play", "propose"}
    expected |= {"dispose"} if rules.disposal == "any" else set()
    expected |= {"sell"} if rules.sell_in_turn else set()
    assert expected <= verbs


TEMPLATES = [
    "play 5G",
    "play 12-i",
    "found {chain}",
    "dispose sell 2 trade 4",
    "dispose keep 3",
    "dispose trade",
    "buy {chain} {chain}",
    "sell {chain} 3",
    "propose 1 give {chain} 2 cash 300 get {chain} 1 cash 5",
    "accept",
]
"""Actions' texts, ``{chain}`` standing for a chain of the rule set."""
WORDS = st.sampled_from(
    ["play", "dispose", "sell", "trade", "keep", "propose", "give", "get", "cash", "{chain}"]
)
DIGIT = st.one_of(st.sampled_from("0123456789"), st.characters(categories=["Nd", "No", "Nl"]))
NUMBERS = st.text(DIGIT, min_size=1, max_size=3)
SPACES = st.sampled_from([" ", "  ", "\t", "\u3000", "\n"])


@st.composite
def action_like_text(draw: st.DrawFn) -> str:
    """An action's text, each number written with any numeric characters, and words,
    numbers or any text after it, apart by odd spaces: text close enough to an action to
    reach every branch of the parser."""
    template = draw(st.sampled_from(TEMPLATES))
    words = [
        "".join(draw(NUMBERS) if ch in "0123456789" else ch for ch in word)
        for word in template.split()
    ]
    words += draw(st.lists(st.one_of(WORDS, NUMBERS, st.text(max_size=4)), max_size=3))
    return "".join(word + draw(SPACES) for word in words)


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
@settings(max_examples=300, deadline=None)
@given(text=st.one_of(action_like_text(), st.text(max_size=40)))
def test_any_text_is_an_action_or_refused(rule_set: str, text: str) -> None:
    """parse_action raises nothing but IllegalActionError; what it reads holds no digits
    but ASCII ones, and is an action whose own text is ASCII and reads back the same."""
    rules = RULE_SETS[rule_set]
    text = text.replace("{chain}", rules.chain_names[-1])
    try:
        action = parse_action(rules, text)
    except IllegalActionError:
        return
    assert all(ch in "0123456789" for ch in text if ch.isdigit())
    assert str(action).isascii()
    assert parse_action(rules, str(action)) == action
