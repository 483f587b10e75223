"""A player's record from the finished games kept: the figures equal those worked out by
hand from the games' standings (tests/session/record_games.py), per name, the same deal
grouped, broken files left out and counted."""

from __future__ import annotations

from pathlib import Path

import pytest

from acquire_qt.engine import new_game
from acquire_qt.session.record import RecordBook, Tally, deal_key
from acquire_qt.storage import Storage

from .record_games import CLASSIC, GAMES, HIDDEN, played_out, write_finished


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    storage = Storage(tmp_path / "data")
    write_finished(storage)
    return storage


def test_player_record_figures_are_those_worked_out_by_hand(storage: Storage) -> None:
    records = RecordBook().read(storage)
    assert records.skipped == 2  # the broken file and the game that is not over
    assert records.names() == ["Ann", "Bob", "Cleo"]
    ann = records.of("Ann")
    # Ann's ranks 3, 3, 1 (tied first), 2, 3, 1; her final cash in the same order:
    assert [(r.rank, r.net_worth) for r in ann.results] == [
        (3, 19600),
        (3, 25000),
        (1, 70700),
        (2, 36475),
        (3, 19600),
        (1, 48000),
    ]
    assert (ann.games, ann.wins) == (6, 2)  # the shared first place is a win
    assert ann.win_share == pytest.approx(2 / 6)
    assert ann.average_rank == pytest.approx((3 + 3 + 1 + 2 + 3 + 1) / 6)
    assert ann.average_net_worth == pytest.approx(
        (19600 + 25000 + 70700 + 36475 + 19600 + 48000) / 6
    )
    assert ann.currencies == ("$", "£")  # Space Monopoly's money is not Classic's
    assert ann.best is not None and ann.best.path.name.startswith("2026-05-03")
    assert ann.by_rules() == {
        "classic": Tally(4, 1),
        "space_monopoly": Tally(1, 1),
        "energy": Tally(1, 0),
    }
    assert list(ann.by_rules()) == ["classic", "space_monopoly", "energy"]  # most played first
    assert ann.by_opponents() == {
        "easy": Tally(3, 1),
        "hard": Tally(1, 0),
        "people": Tally(1, 0),  # everyone a person at this screen
        "mixed": Tally(1, 1),  # Bob at this screen and a medium AI
    }
    assert list(ann.by_opponents()) == ["easy", "hard", "people", "mixed"]
    assert [(r.ended.day, r.rank, r.net_worth) for r in ann.results][:2] == [
        (1, 3, 19600),
        (2, 3, 25000),
    ]
    assert all(r.ai_results is None for r in ann.results)


def test_player_record_is_per_name_of_the_people_at_this_screen(storage: Storage) -> None:
    records = RecordBook().read(storage)
    bob = records.of("Bob")
    # Bob was a person in the hot-seat games only (3 May, 5 May); an AI's seat is no record.
    assert [r.path.name[:10] for r in bob.results] == ["2026-05-03", "2026-05-05"]
    assert [(r.seat, r.rank, r.net_worth, r.opponents) for r in bob.results] == [
        (1, 1, 70700, "mixed"),
        (1, 1, 34500, "people"),
    ]
    assert (bob.games, bob.wins, bob.average_rank, bob.average_net_worth) == (2, 2, 1.0, 52600.0)
    cleo = records.of("Cleo")
    assert [(r.rank, r.net_worth) for r in cleo.results] == [(1, 34500)]
    assert records.of("Dan").games == 0 and records.of("Dan").best is None


def test_player_record_puts_the_same_deal_side_by_side(storage: Storage) -> None:
    ann = RecordBook().read(storage).of("Ann")
    same = ann.same_deals()
    assert [[r.path.name[:10] for r in results] for results in same] == [
        ["2026-05-01", "2026-05-02"]
    ]
    assert [(r.rank, r.net_worth) for r in same[0]] == [(3, 19600), (3, 25000)]
    assert RecordBook().read(storage).of("Bob").same_deals() == []


def test_player_record_deal_key_is_rules_options_seed_and_seat_kinds() -> None:
    _, rules, controllers, seed, play = GAMES[0]
    first = played_out(rules, controllers, seed, play)
    assert deal_key(first) == deal_key(played_out(rules, controllers, seed, play + 1))
    others = new_game(CLASSIC, ["Xia", "Yuri", "Zoe"], seed=seed, controllers=controllers)
    assert deal_key(others) == deal_key(first)  # the names are not part of the deal
    assert deal_key(new_game(CLASSIC, ["A", "B", "C"], seed=seed + 1)) != deal_key(first)
    assert deal_key(played_out(HIDDEN, controllers, seed, play)) != deal_key(first)
    assert deal_key(played_out(rules, ("human", "easy", "hard"), seed, play)) != deal_key(first)


def test_player_record_reads_a_changed_file_again(storage: Storage) -> None:
    book = RecordBook()
    assert book.read(storage).of("Ann").games == 6
    last = sorted(storage.finished.iterdir())[5]
    assert last.name.startswith("2026-05-06")
    last.write_text("not a game", encoding="utf-8")
    records = book.read(storage)
    assert records.of("Ann").games == 5 and records.skipped == 3
    last.unlink()
    assert book.read(storage).skipped == 2
