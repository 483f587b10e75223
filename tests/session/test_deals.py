"""Duplicate deals (issue 23): a deal code round-trips every rule set, option and seat mix,
anything else is refused with a reason, a game dealt from a code deals what the original
dealt, and the deal of the day depends on the date alone."""

from __future__ import annotations

import itertools
import random
from datetime import date

import pytest

from acquire_qt.engine import RULE_SETS, Game, RuleOption, new_game
from acquire_qt.session import deals
from acquire_qt.session.deals import (
    SEAT_CODES,
    Deal,
    deal_of,
    deal_of_the_day,
    parse_deal_code,
)

SEEDS = (0, 1, 42, (1 << 63) - 1, (1 << 64) - 1, -1, -(1 << 63))
"""Seeds at the ends of what a save file holds (-2**63 to 2**64 - 1)."""


def option_values(option: RuleOption) -> list[object]:
    """Values of ``option`` to try: its default, its ends and values between."""
    if option.kind == "flag":
        return [True, False]
    if option.kind == "choice":
        return list(option.choices)
    if option.kind == "number":
        return [option.low, option.high, option.default, (option.low + option.high) // 3]
    if option.kind == "amount":
        return [0, 7, option.high, "0%", "13%", "100%", option.default]
    assert option.kind == "counts"  # up to 100 counts
    return [(option.low,), (option.high,) * 100, (2, 3, 4, 2), option.default or (1,)]


def seat_mixes(low: int, high: int) -> list[tuple[str, ...]]:
    """Seat mixes from ``low`` to ``high`` seats: every mix of two, and for more each
    occupant in each place."""
    mixes: list[tuple[str, ...]] = []
    for count in range(low, min(high, deals.MOST_SEATS) + 1):
        if count == 2:
            mixes.extend(itertools.product(SEAT_CODES, repeat=2))
            continue
        for shift in range(len(SEAT_CODES)):
            mixes.append(
                tuple(SEAT_CODES[(seat + shift) % len(SEAT_CODES)] for seat in range(count))
            )
    return mixes


def deals_of_every_option() -> list[Deal]:
    """For every rule set, each option at each of its values, and all options changed at
    once, with every seat mix its rules allow and seeds at the ends of their range."""
    found: list[Deal] = []
    for spec in RULE_SETS.values():
        chosen: list[dict[str, object]] = [{}]
        for option in spec.options:
            chosen.extend({option.name: value} for value in option_values(option))
        chosen.append(
            {
                option.name: next(v for v in option_values(option) if v != option.default)
                for option in spec.options
                if not option.players  # the two-player rule limits the seats: alone above
            }
        )
        for number, options in enumerate(chosen):
            rules = spec.make(**options)
            for seats in seat_mixes(rules.min_players, rules.max_players):
                seed = SEEDS[(number + len(found)) % len(SEEDS)]
                found.append(Deal(spec.name, rules.options, seats, seed))
    return found


def test_deal_code_round_trips_every_rule_set_option_and_seat_mix() -> None:
    every = deals_of_every_option()
    assert {deal.rule_set for deal in every} == set(RULE_SETS)
    for deal in every:
        code = deal.code
        assert parse_deal_code(code) == deal, code
        # Any case, spaces for dashes, I and L for 1, O for 0: the same deal.
        typed = code.lower().replace("-", " ").replace("1", "l").replace("0", "o")
        assert parse_deal_code(typed) == deal
        assert deal.rules().options == deal.options
    options_seen = {(deal.rule_set, name) for deal in every for name, _ in deal.options}
    assert options_seen == {
        (spec.name, option.name) for spec in RULE_SETS.values() for option in spec.options
    }


def test_deal_code_of_a_plain_game_is_short_and_stable() -> None:
    """A classic game without options: 21 characters in groups, the same in every version
    that reads this format (the module's example)."""
    code = deal_of_the_day(date(2025, 1, 1)).code
    assert code == "2058-802X-YH4C-GCAZ-7SZ0-X"
    assert len(code.replace("-", "")) == 21


def code_of_bytes(data: bytes) -> str:
    """Bytes written as a code with a right check character (to reach the checks past it)."""
    symbols = deals._base32(data)
    return symbols + deals.ALPHABET[deals._check(symbols)]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "about twenty letters and digits"),
        ("  - -  ", "about twenty letters and digits"),
        ("x" * (deals.LONGEST_CODE + 1), "far too long to be one"),
        ("2058-802X-YH4C-GCAZ-7SZ0-!", "“!” is never in a deal code"),
        ("2058-802X-YU4C-GCAZ-7SZ0-X", "“U” is never in a deal code"),
        ("2058-802X-YH4C-GCAZ-7SZ0-Y", "a character is wrong or missing"),
        ("2058-802X-YH4C-GCAZ-7SZ-X", "a character is wrong or missing"),
        ("https://example.org/?deal=1", "never in a deal code"),
        ("{'__class__': 1}", "never in a deal code"),
        (code_of_bytes(bytes([0x20]) + bytes(11)), "another version"),
        (code_of_bytes(bytes([0x1F]) + bytes(11)), "a rule set this version does not have"),
        (code_of_bytes(bytes([0x10, 0x00, 0x00]) + bytes(9)), "seats do not add up"),
        (code_of_bytes(bytes([0x10, 0x00, 0x07]) + bytes(9)), "seats do not add up"),
        (code_of_bytes(bytes([0x10, 0x00, 0x01, 0x00]) + bytes(8)), "2 to 6 players, not 1"),
        (code_of_bytes(bytes([0x10, 0x00, 0x02, 0xFF]) + bytes(8)), "an option"),
        (code_of_bytes(bytes([0x10, 0x00, 0x02, 0x00]) + bytes(7)), "ends too soon"),
        (code_of_bytes(bytes([0x10, 0x00, 0x02, 0x00]) + bytes(9)), "more follows"),
        (code_of_bytes(bytes([0x10, 0x00, 0x02, 0x01, 0x09]) + bytes(8)), "no such turn_order"),
        (code_of_bytes(bytes([0x11, 0x00, 0x02, 0x04, 0x90, 0x4E]) + bytes(8)), "turn_limit"),
        (code_of_bytes(bytes([0x11, 0x00, 0x02, 0x02, 0x89, 0xE3, 0x02]) + bytes(8)), "diamonds"),
    ],
)
def test_deal_code_refuses_what_is_not_one_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_deal_code(text)


def test_deal_code_refuses_every_single_mistyped_character() -> None:
    code = deal_of_the_day(date(2025, 1, 1)).code
    symbols = code.replace("-", "")
    for place, wrong in itertools.product(range(len(symbols)), deals.ALPHABET):
        if wrong == symbols[place]:
            continue
        mistyped = symbols[:place] + wrong + symbols[place + 1 :]
        with pytest.raises(ValueError, match="wrong or missing"):
            parse_deal_code(mistyped)


def test_deal_code_is_refused_for_games_no_deal_names() -> None:
    rules = RULE_SETS["classic"].make()
    arranged = new_game(rules, ["Ann", "Bob"], tile_bag=["3C", "5D", "1A"])
    with pytest.raises(ValueError, match="arranged"):
        deal_of(arranged)
    unlisted = new_game(rules, ["Ann", "Bob"], seed=3, controllers=["human", "random"])
    with pytest.raises(ValueError, match="not 'random'"):
        deal_of(unlisted)
    with pytest.raises(ValueError, match="not 'random'"):
        _ = Deal("classic", (), ("human", "random"), 3).code
    with pytest.raises(ValueError, match="2 to 2 players, not 3"):
        _ = Deal("classic", (("two_player", True),), ("human",) * 3, 3).code


def test_deal_code_of_a_network_game_seats_people() -> None:
    game = new_game(
        RULE_SETS["classic"].make(), ["Ann", "Bob"], seed=9, controllers=["human", "network"]
    )
    assert deal_of(game).seats == ("human", "human")


def dealt_from(deal: Deal, names: list[str]) -> Game:
    return new_game(deal.rules(), names, seed=deal.seed, controllers=deal.seats)


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_deal_code_deals_the_same_tiles_in_the_same_order(name: str) -> None:
    names = ["Ann", "Basil", "Cleo"]
    spec = RULE_SETS[name]
    options = {option.name: True for option in spec.options if option.kind == "flag"}
    options.pop("two_player", None)
    original = new_game(spec.make(**options), names, controllers=["human", "easy", "hard"])
    assert original.seed is not None  # a random seed, as any new game gets
    again = dealt_from(parse_deal_code(deal_of(original).code), names)
    assert again.seed == original.seed and again.rules == original.rules
    assert again.controllers == original.controllers
    assert again.state.bag == original.state.bag
    assert again.state.hands == original.state.hands
    assert again.state.board == original.state.board
    assert again.setup_events == original.setup_events
    # The same answers give the same game, draw after draw (the game's own random
    # stream: action counts, the Department of Energy's shares).
    chooser = random.Random(5)
    for _ in range(150):
        if original.over:
            break
        action = chooser.choice(original.legal_actions())
        original.apply(action)
        again.apply(action)
        assert again.to_dict() == original.to_dict()


def test_deal_of_the_day_is_the_same_for_a_date_and_differs_the_next_day() -> None:
    day = date(2026, 3, 14)
    deal = deal_of_the_day(day)
    assert deal_of_the_day(date.fromisoformat("2026-03-14")) == deal
    assert deal.rule_set == "classic" and deal.options == ()
    assert deal.seats == ("human", "medium", "medium", "medium")
    following = [deal_of_the_day(date.fromordinal(day.toordinal() + n)) for n in range(1, 366)]
    assert len({d.seed for d in [deal, *following]}) == 366
    assert all(0 <= d.seed < 1 << 63 for d in following)
    assert parse_deal_code(deal.code) == deal
