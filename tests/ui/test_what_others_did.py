"""What the others did: after AI turns the board marks exactly the tiles placed since the
human's last decision, the tables mark exactly the numbers that changed since then, a
merger is announced with its bonuses and the player cards show the bonuses paid since then,
and animations stay off at the instant AI pace.

The expected tiles and numbers are worked out from the game's own record (replayed
action by action), never written into the test.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractTableModel, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameSetup
from acquire_qt.engine import Game, Kind, Rules, new_game
from acquire_qt.engine.events import BonusPaid, ChainDefunct, TilePlaced
from acquire_qt.models import PlayersModel, StockMarketModel
from acquire_qt.models.cells import CHANGE_ROLE
from acquire_qt.presentation.event_text import describe
from acquire_qt.presentation.money import format_money
from acquire_qt.settings import ANIMATIONS
from acquire_qt.views.board_overlays import Announcements
from acquire_qt.views.board_view import BoardView
from acquire_qt.views.main_window import MainWindow
from acquire_qt.views.player_cards import bonus_words

from .test_main_window import Answerer, answerer, make_window, play_until, survivor_tie_game

__all__ = ["answerer", "make_window"]  # the fixtures, shared with the window's own tests

HUMAN = 0
ONE_HUMAN = GameSetup(
    ("Ann", "Bob", "Cy", "Di"), ("human", "easy", "easy", "easy"), Rules.classic(), 7
)
"""The human at seat 0 and three easy AI players, seeded."""


def since_last_decision(game: Game, seat: int) -> tuple[Game, list[str]]:
    """From the record: the position right after ``seat``'s last decision and the tiles
    placed since (by the others), in order."""
    record = game.to_record(snapshot=False)
    actions = record["actions"]
    record["actions"] = []
    replay = Game.from_record(record)
    since, placed = replay.copy(), []
    for text in actions:
        assert replay.pending is not None
        actor = replay.pending.player
        events = replay.apply(text)
        if actor == seat:
            since, placed = replay.copy(), []
        else:
            placed += [event.tile for event in events if isinstance(event, TilePlaced)]
    return since, placed


def bonuses_since_last_decision(game: Game, seat: int) -> list[BonusPaid]:
    """From the record: the merger bonuses paid (to anyone) since ``seat``'s last decision,
    those its own decision brought about included."""
    record = game.to_record(snapshot=False)
    actions = record["actions"]
    record["actions"] = []
    replay = Game.from_record(record)
    paid: list[BonusPaid] = []
    for text in actions:
        assert replay.pending is not None
        actor = replay.pending.player
        events = replay.apply(text)
        if actor == seat:
            paid = []
        paid += [event for event in events if isinstance(event, BonusPaid)]
    return paid


def card_facts(window: MainWindow, row: int) -> list[str]:
    cards = window.side.player_cards
    return [fact.text for fact in cards.content(row).facts]


def marks(model: QAbstractTableModel) -> set[tuple[int, int]]:
    return {
        (row, column)
        for row in range(model.rowCount())
        for column in range(model.columnCount())
        if model.index(row, column).data(CHANGE_ROLE)
    }


def numbers_changed(
    make: Callable[[], StockMarketModel | PlayersModel], before: Game, now: Game
) -> set[tuple[int, int]]:
    """The cells whose whole number differs between two positions, seen by the human."""
    old, new = make(), make()
    old.update_game(before, HUMAN)
    new.update_game(now, HUMAN)
    changed = set()
    for row in range(new.rowCount()):
        for column in range(new.columnCount()):
            a = old.index(row, column).data(Qt.ItemDataRole.UserRole)
            b = new.index(row, column).data(Qt.ItemDataRole.UserRole)
            numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in (a, b))
            if numbers and a != b:
                changed.add((row, column))
    return changed


def human_to_place(window: MainWindow, turns: int) -> Callable[[], bool]:
    def done() -> bool:
        game = window.controller.game
        return (
            game is not None
            and game.state.turn_number >= turns
            and game.pending is not None
            and game.pending.player == HUMAN
            and game.pending.kind is Kind.PLAY
            and window.overlays.marked_tiles() != []
        )

    return done


def test_marks_show_exactly_what_was_placed_and_changed_since_the_human_decided(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    window = make_window()
    window.start(ONE_HUMAN)
    for turns in (5, 9):
        play_until(qtbot, window, human_to_place(window, turns))
        game = window.controller.game
        assert game is not None
        since, placed = since_last_decision(game, HUMAN)
        assert len(placed) >= 3  # three AI turns
        assert sorted(window.overlays.marked_tiles()) == sorted(placed)
        market = numbers_changed(StockMarketModel, since, game)
        players = numbers_changed(PlayersModel, since, game)
        assert market or players
        assert marks(window.market) == market
        assert marks(window.players_model) == players
        # The human decides: the marks go (at once at the instant pace).
        window.router.tile_chosen(game.pending.tiles[0])  # type: ignore[union-attr]
        assert window.overlays.marked_tiles() == []
        assert marks(window.market) == set()


def test_a_merger_is_announced_with_the_bonuses_paid(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = survivor_tie_game()
    game.apply("play 5E")
    events = game.apply("survivor Luxor")
    defunct = [e for e in events if isinstance(e, ChainDefunct)]
    assert defunct
    news = window.overlays.news(events, game)
    headlines = [headline for _, _, headline, _ in news]
    for event in defunct:
        (index, initial, headline, details) = news[
            next(i for i, h in enumerate(headlines) if event.chain in h)
        ]
        assert event.survivor in headline
        assert index == game.rules.chain_names.index(event.survivor)
        assert initial == game.rules.chains[index].initial
        bonuses = [e for e in events if isinstance(e, BonusPaid) and e.chain == event.chain]
        assert details == [describe(e, game, None) for e in bonuses]
    window.overlays.announcements.announce(*news[0])
    assert window.overlays.announcements.visible_headlines() == [headlines[0]]


def test_the_player_cards_show_the_bonuses_paid_since_the_human_decided(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    window = make_window()
    window.start(ONE_HUMAN)

    def paid_since() -> bool:
        game = window.controller.game
        return (
            game is not None
            and game.pending is not None
            and game.pending.player == HUMAN
            and bonuses_since_last_decision(game, HUMAN) != []
        )

    play_until(qtbot, window, paid_since)
    game = window.controller.game
    assert game is not None
    paid = bonuses_since_last_decision(game, HUMAN)
    for seat in range(4):
        expected = [
            bonus_words(e, format_money(e.amount, game.rules.currency))
            for e in paid
            if e.player == seat
        ]
        shown = [text for text in card_facts(window, seat) if "bonus" in text]
        assert shown == expected
    # The human decides: what was new is seen, and the bonuses leave the cards.
    window.controller.submit(game.legal_actions()[0])
    for seat in range(4):
        later = bonuses_since_last_decision(game, HUMAN)
        assert [t for t in card_facts(window, seat) if "bonus" in t] == [
            bonus_words(e, format_money(e.amount, game.rules.currency))
            for e in later
            if e.player == seat
        ]


def test_animations_are_off_at_the_instant_pace_and_with_the_setting(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    answerer: Answerer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    overlays = window.overlays
    started: list[object] = []
    monkeypatch.setattr(
        overlays, "_start", lambda animation, leaving=None: started.append(animation)
    )
    setup = GameSetup(("Ann", "Bob", "Cy"), ("human", "easy", "easy"), Rules.classic(), 3)
    window.start(setup)
    assert window.controller.pace_ms == 0 and not overlays.animating()
    play_until(qtbot, window, human_to_place(window, 4))
    assert started == []
    window.controller.set_pace(1)
    assert overlays.animating()
    window.settings.set(ANIMATIONS, False)  # as Preferences sets it
    window.apply_settings()
    assert not overlays.animating()
    window.settings.set(ANIMATIONS, True)
    window.apply_settings()
    play_until(qtbot, window, human_to_place(window, 7))
    assert started  # the new tiles' marks dropped in


def test_ai_turns_go_on_while_the_animations_run(
    qtbot: QtBot, make_window: Callable[..., MainWindow], answerer: Answerer
) -> None:
    """Animations never hold an AI back: at a pace of 1 ms, AI actions are applied while a
    tile's drop (320 ms) is still running."""
    window = make_window()
    overlays = window.overlays
    setup = GameSetup(("Ann", "Bob", "Cy"), ("human", "easy", "easy"), Rules.classic(), 3)
    window.start(setup)
    window.controller.set_pace(1)
    assert overlays.animating()
    during: list[int] = []
    turn_seen = [-1]

    def applied() -> None:
        """After an AI's action within its own turn, how many animations run."""
        game = window.controller.game
        if game is None or game.pending is None:
            return
        same_turn = game.state.turn_number == turn_seen[0]
        turn_seen[0] = game.state.turn_number
        if same_turn and game.state.turn != HUMAN:
            during.append(overlays.running_animations())

    window.controller.state_changed.connect(applied)
    play_until(qtbot, window, human_to_place(window, 7))
    assert any(running > 0 for running in during)


def test_a_game_opened_from_a_file_announces_nothing_of_its_past(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """Opening a game replays its whole log to the views: its foundings and merger are
    history, not news (they were announced, with the wrong tile, before)."""
    game = survivor_tie_game()
    game.apply("play 5E")
    merger = game.apply("survivor Luxor")
    window = make_window()
    path = tmp_path / "merged.acquire.json"
    window.controller.storage.save(game, path)
    assert window.controller.open(str(path))
    replayed = window.controller.last_events
    assert any(isinstance(e, ChainDefunct) for e in replayed)
    assert window.overlays.news(replayed, game) == []
    assert window.overlays.announcements.visible_headlines() == []
    assert window.overlays.news(merger, game) != []  # one action's merger is news


def test_an_announcement_on_a_narrow_board_has_room_for_every_wrapped_line(
    qtbot: QtBot,
) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(560, 400)  # the board's share of a 1280x720 window
    view.show()
    announcements = Announcements(view)
    announcements.announce(
        1, "L", "Max founded Luxor (2 tiles)", ["Max received a founder's share of Luxor."]
    )
    details = [
        f"Root receives a ${n},000 bonus for Continental, the defunct chain." for n in (4, 2)
    ]
    announcements.announce(1, "L", "Merger: Luxor takes over Continental (2 tiles)", details)
    qtbot.wait_until(announcements.isVisible)
    assert len(announcements.visible_headlines()) == 2
    for card in announcements.cards[-2:]:
        assert card.height() >= card.heightForWidth(card.width())  # room for every line


def test_announcements_fade_while_the_pointer_is_over_them(qtbot: QtBot) -> None:
    """Seen in a playtest: the cards hid the squares of the top rows for seconds while the
    player chose a tile. With the pointer over them they fade and the squares show; away
    from them, or off the board, they are whole again."""
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(560, 400)
    view.show()
    qtbot.waitExposed(view)
    announcements = Announcements(view)
    announcements.announce(1, "L", "Max founded Luxor (2 tiles)", [])
    qtbot.wait_until(announcements.isVisible)
    viewport = view.viewport()
    over = viewport.mapFrom(view, announcements.geometry().center())
    away = viewport.mapFrom(view, announcements.geometry().bottomLeft()) + QPoint(0, 60)
    QTest.mouseMove(viewport, over)
    qtbot.wait_until(announcements.under_pointer)
    assert announcements.fade.opacity() < 0.5
    QTest.mouseMove(viewport, away)
    qtbot.wait_until(lambda: not announcements.under_pointer())
    QTest.mouseMove(viewport, over)
    qtbot.wait_until(announcements.under_pointer)
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert not announcements.under_pointer()


def hand_in(half: str, edge: str) -> Game:
    """A seeded 4-player game, Ann (a person) to place her first tile, every tile of her
    hand in the rows ``half`` and at least two in the rows ``edge`` in columns 4 to 9 (under
    where the announcements sit, at the middle of the board's width)."""
    for seed in range(4000):
        game = new_game(
            Rules.classic(turn_order="seated"),
            ["Ann", "Bob", "Cy", "Di"],
            seed=seed,
            controllers=("human", "easy", "easy", "easy"),
        )
        hand = game.hand(HUMAN)
        middle = [t for t in hand if t[-1] in edge and 4 <= int(t[:-1]) <= 9]
        if all(t[-1] in half for t in hand) and len(middle) >= 2:
            return game
    raise AssertionError("no such deal in 4000 seeds")


@pytest.mark.parametrize(("half", "edge", "at_top"), [("ABCD", "AB", False), ("FGHI", "HI", True)])
def test_announcements_leave_the_squares_the_player_may_play_in_sight(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    half: str,
    edge: str,
    at_top: bool,
) -> None:
    window = make_window()
    path = tmp_path / "deal.acquire.json"
    window.controller.storage.save(hand_in(half, edge), path)
    window.controller.open(str(path))
    scene = window.board.board_scene()
    qtbot.wait_until(lambda: len(scene.playable_tiles()) == 6)
    announcements = window.overlays.announcements
    details = ["Cy receives a $3,000 majority bonus.", "Cy receives a $1,500 minority bonus."]
    for _ in range(3):
        announcements.announce(1, "L", "Merger: Luxor takes over American (2 tiles)", details)
    qtbot.wait_until(announcements.isVisible)
    view = window.board
    cards = announcements.geometry()
    assert (cards.top() < view.height() // 2) is at_top
    for tile in scene.playable_tiles():
        square = view.mapFromScene(scene.square(tile).sceneBoundingRect()).boundingRect()
        if tile[-1] in edge:  # the player's tiles by the edge stay in sight
            assert not cards.intersects(square.translated(view.viewport().pos())), tile

    # Shown to nobody in particular, no square needs the room: the cards go to the top.
    game = window.controller.game
    assert game is not None
    scene.update_game(game, None)
    assert scene.playable_tiles() == ()
    assert announcements.geometry().top() < view.height() // 2


@pytest.mark.parametrize("make", [StockMarketModel, PlayersModel])
def test_marks_taken_away_are_repainted_just_after_the_decision_s_repaint(
    qtbot: QtBot, make: Callable[[], StockMarketModel | PlayersModel]
) -> None:
    """When the viewer decides, the values are shown at once; the cells that only lose
    their mark are told of by a zero timer, after the repaint that shows the decision."""
    game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=3)
    chooser = random.Random(3)
    for _ in range(12):
        game.apply(chooser.choice(game.legal_actions()))
    since = game.copy()
    for _ in range(12):
        game.apply(chooser.choice(game.legal_actions()))
    model = make()
    model.update_game(game, HUMAN, since)
    marked = {
        (r, c)
        for r, c in itertools.product(range(model.rowCount()), range(model.columnCount()))
        if model.index(r, c).data(CHANGE_ROLE)
    }
    assert marked
    told: list[tuple[int, int]] = []
    model.dataChanged.connect(
        lambda first, last, _roles: told.extend(
            (first.row(), c) for c in range(first.column(), last.column() + 1)
        )
    )
    model.update_game(game, HUMAN, game)  # the viewer decided: nothing is new any more
    assert marks(model) == set()
    assert not marked & set(told)  # not in the decision's own repaint
    qtbot.waitUntil(lambda: marked <= set(told), timeout=2_000)


def test_work_after_the_board_s_repaint_waits_for_it_or_runs_soon_anyway(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    done: list[str] = []
    view.after_paint(lambda: done.append("after the repaint"))
    assert done == []
    view.viewport().repaint()  # painted now: the job runs once the loop next runs
    assert done == []
    qtbot.waitUntil(lambda: done == ["after the repaint"], timeout=1_000)
    view.hide()  # no repaint comes: it runs after AFTER_PAINT_MS all the same
    view.after_paint(lambda: done.append("anyway"))
    qtbot.waitUntil(lambda: done[-1] == "anyway", timeout=1_000)
