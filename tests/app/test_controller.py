"""The game controller: AI turns off the GUI thread, refusals, autosave, undo, loading."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from acquire_qt.controller import GameController, GameSetup, net_worths
from acquire_qt.engine import Kind, Rules, load_record
from acquire_qt.storage import Storage

from .conftest import elsewhere_factory, random_factory


def make_controller(storage: Storage) -> GameController:
    controller = GameController(storage, random_factory)
    controller.set_pace(0)
    return controller


def test_all_ai_game_runs_to_the_end_and_autosaves(qtbot: QtBot, storage: Storage) -> None:
    controller = make_controller(storage)
    saves: list[str] = []
    controller.saved.connect(saves.append)
    over: list[list] = []
    controller.game_over.connect(over.append)
    setup = GameSetup(("A", "B", "C", "D"), ("easy", "medium", "hard", "easy"), Rules.classic(), 11)
    controller.new_game(setup)
    qtbot.waitUntil(lambda: bool(over), timeout=30_000)
    game = controller.game
    assert game is not None and game.over
    assert over[0] == game.to_dict()["standings"]
    # An autosave after every turn, and the last one is the finished game.
    assert controller.wait_for_saves()
    qtbot.waitUntil(lambda: len(saves) >= game.state.turn_number)
    assert load_record(storage.autosave_path.read_text()).to_dict() == game.to_dict()
    assert controller.net_worth_history[-1] == net_worths(game)
    assert len(controller.net_worth_history) == game.state.turn_number + 1


def test_human_decisions_and_refusals(qtbot: QtBot, storage: Storage) -> None:
    controller = make_controller(storage)
    decisions: list = []
    errors: list[str] = []
    controller.decision_required.connect(decisions.append)
    controller.error.connect(errors.append)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 4))
    game = controller.game
    assert game is not None
    assert decisions and decisions[-1].kind is Kind.PLAY
    before = game.to_dict()
    not_in_hand = next(name for name in game.rules.board.names if name not in game.hand(game.turn))
    assert controller.submit(f"play {not_in_hand}") is False
    assert errors and not_in_hand in errors[-1]
    assert game.to_dict() == before
    assert controller.submit(game.legal_actions()[0]) is True
    assert game.to_dict() != before


def test_undo_goes_back_before_the_last_human_decision(qtbot: QtBot, storage: Storage) -> None:
    controller = make_controller(storage)
    controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(), 8))
    game = controller.game
    assert game is not None
    while game.pending is None or game.pending.player != 0:
        qtbot.wait(5)
    start = game.to_dict()
    assert not controller.can_undo()
    controller.submit(game.legal_actions()[0])
    assert controller.can_undo()
    controller.undo()
    assert controller.game is not None and controller.game.to_dict() == start


def test_a_finished_game_cannot_be_undone(qtbot: QtBot, storage: Storage) -> None:
    """Once the game is over (its standings shown, the finished game kept, the record
    counted), Undo is closed: it would reopen the game and rewrite its ending."""
    controller = make_controller(storage)
    controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(), 8))
    game = controller.game
    assert game is not None
    for _ in range(2000):
        if game.over:
            break
        if game.pending is not None and game.pending.player == 0:
            controller.submit(game.legal_actions()[-1])
        else:
            qtbot.wait(2)
    assert game.over
    assert controller.game is game
    end = game.to_dict()
    assert not controller.can_undo()
    controller.undo()
    assert controller.game is game and game.to_dict() == end


def test_undo_is_off_with_several_humans_unless_allowed(storage: Storage) -> None:
    controller = make_controller(storage)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 8))
    game = controller.game
    assert game is not None
    controller.submit(game.legal_actions()[0])
    assert not controller.can_undo()
    controller.allow_undo_with_several_humans = True
    assert controller.can_undo()


def test_a_bad_file_keeps_the_running_game(storage: Storage, tmp_path: Path) -> None:
    controller = make_controller(storage)
    errors: list[str] = []
    controller.error.connect(errors.append)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 2))
    game = controller.game
    assert game is not None
    controller.submit(game.legal_actions()[0])
    before = game.to_dict()
    bad = tmp_path / "bad.acquire.json"
    bad.write_text('{"format": "acquire-qt-game", "version": 1, "rules"')
    assert controller.open(str(bad)) is False
    assert errors and "bad.acquire.json" in errors[-1]
    assert controller.game is game and game.to_dict() == before


def test_save_then_open_resumes(qtbot: QtBot, storage: Storage, tmp_path: Path) -> None:
    controller = make_controller(storage)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 6))
    game = controller.game
    assert game is not None
    for _ in range(5):
        controller.submit(game.legal_actions()[-1])
    path = tmp_path / "mine.acquire.json"
    assert controller.save(str(path))
    other = make_controller(storage)
    assert other.open(str(path))
    assert other.game is not None and other.game.to_dict() == game.to_dict()
    assert other.save_path == path


def test_in_thread_mode_ai_thinks_off_the_gui_thread_and_keeps_the_pace(
    qtbot: QtBot, storage: Storage
) -> None:
    import itertools
    import threading
    import time

    from acquire_qt.ai import RandomPlayer

    threads: set[str] = set()

    class Recording(RandomPlayer):
        def choose(self, game):  # type: ignore[no-untyped-def]
            threads.add(threading.current_thread().name)
            return super().choose(game)

    controller = GameController(storage, lambda level, seed: Recording(seed), ai_process=False)
    controller.set_pace(150)
    applied: list[float] = []
    controller.state_changed.connect(lambda: applied.append(time.perf_counter()))
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 3))
    qtbot.waitUntil(lambda: len(applied) >= 4, timeout=5_000)
    assert threads and threading.main_thread().name not in threads
    # Each AI decision is applied no sooner than the pace after the position before it.
    gaps = [later - earlier for earlier, later in itertools.pairwise(applied)]
    assert all(gap >= 0.14 for gap in gaps), gaps
    controller.stop()


def test_opening_a_game_brings_back_its_log_and_chart(storage: Storage, tmp_path: Path) -> None:
    playing = make_controller(storage)
    playing.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 6))
    game = playing.game
    assert game is not None
    everything: list = list(game.setup_events)
    playing.events_happened.connect(everything.extend)
    while game.state.turn_number < 8:
        playing.submit(game.legal_actions()[-1])
    path = tmp_path / "log.acquire.json"
    assert playing.save(str(path))
    opened = make_controller(storage)
    logged: list = []
    opened.events_happened.connect(logged.extend)
    assert opened.open(str(path))
    assert [e.to_dict() for e in logged] == [e.to_dict() for e in everything]
    assert opened.net_worth_history == playing.net_worth_history


def test_ai_players_think_in_another_process(qtbot: QtBot, storage: Storage) -> None:
    controller = GameController(storage, elsewhere_factory)
    controller.set_pace(0)
    errors: list[str] = []
    controller.error.connect(errors.append)
    over: list[list] = []
    controller.game_over.connect(over.append)
    controller.new_game(GameSetup(("A", "B"), ("easy", "easy"), Rules.classic(), 5))
    qtbot.waitUntil(lambda: bool(over) or bool(errors), timeout=60_000)
    assert errors == []
    assert controller.game is not None and controller.game.over


def test_all_ai_games_of_the_other_rule_sets_end_and_autosave(
    qtbot: QtBot, storage: Storage
) -> None:
    for rules in (
        Rules.space_monopoly(player_trading=True, turn_limit=30),
        Rules.energy(doe=True, player_trading=True),
    ):
        controller = make_controller(storage)
        over: list[list] = []
        controller.game_over.connect(over.append)
        controller.new_game(GameSetup(("A", "B", "C"), ("easy", "easy", "easy"), rules, 4))
        qtbot.waitUntil(lambda: bool(over), timeout=30_000)  # noqa: B023
        game = controller.game
        assert game is not None and game.over and game.rules == rules
        assert controller.wait_for_saves()
        assert load_record(storage.autosave_path.read_text()).to_dict() == game.to_dict()
        assert controller.net_worth_history[-1] == net_worths(game)


def test_a_proposal_to_an_ai_is_answered_and_undo_goes_back_before_it(
    qtbot: QtBot, storage: Storage
) -> None:
    controller = make_controller(storage)
    decisions: list = []
    controller.decision_required.connect(decisions.append)
    rules = Rules.energy(player_trading=True, actions=[3])
    controller.new_game(GameSetup(("Ann", "Bot"), ("human", "easy"), rules, 3))
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.pending is not None and game.pending.player == 0)
    assert game.pending is not None and game.pending.kind is Kind.ACTION
    assert game.pending.may_propose
    start = game.to_dict()
    asked = len(decisions)
    assert controller.submit("propose 1 give cash 300")
    # The AI answers the trade offer like any decision; then Ann decides again.
    qtbot.waitUntil(lambda: len(decisions) > asked)
    assert game.pending is not None and game.pending.player == 0
    assert game.pending.kind is Kind.ACTION
    assert [a.kind for a in decisions[asked:]] == [Kind.ACTION]
    answered = [str(action) for action in game.actions][-2:]
    assert answered[0] == "propose 1 give cash 300" and answered[1] in ("accept", "decline")
    controller.undo()
    assert controller.game is not None and controller.game.to_dict() == start


def test_a_game_with_an_unknown_ai_level_is_refused_and_the_running_game_kept(
    storage: Storage,
) -> None:
    controller = GameController(storage)  # the real factory: it knows easy, medium, hard
    errors: list[str] = []
    controller.error.connect(errors.append)
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 2))
    game = controller.game
    assert game is not None
    controller.new_game(GameSetup(("Ann", "Bot"), ("human", "ultra"), Rules.classic(), 3))
    assert errors and "ultra" in errors[-1]
    assert controller.game is game and controller.humans() == [0, 1]
    assert controller.submit(game.legal_actions()[0])
    controller.stop()
