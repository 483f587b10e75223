"""The coach's guided game and Play → Suggest's explanation, through the controller and
the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from acquire_qt.ai import MediumPlayer, RandomPlayer
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import Action, Decision, Kind, Outcome, Play, Rules, new_game
from acquire_qt.presentation.advice import explain
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage
from acquire_qt.views.coach import CoachPanel, learning_game
from acquire_qt.views.main_window import MainWindow


def test_the_coached_game_reaches_a_merger_and_explains_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Help → Learn to play in the real window, the player placing their last playable
    tile and answering the rest as the medium AI would: a founding, then a merger's
    decision, each with the coach's words (other play styles: test_coach_bag.py)."""
    controller = GameController(Storage(tmp_path / "data"), ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    controller.set_pace(0)
    window.show()
    coach = window.coach
    advisor = MediumPlayer(1)
    kinds: list[Kind] = []
    founding: list[str] = []

    def answer(decision: Decision) -> None:
        game = controller.game
        assert game is not None and decision.player == 0
        kinds.append(decision.kind)
        if decision.kind is Kind.FOUND:
            founding.append(coach.text.text())
        if decision.kind is Kind.PLAY:
            QTimer.singleShot(0, lambda: controller.submit(Play(decision.tiles[-1])))
        elif decision.kind is Kind.DISPOSE:
            QTimer.singleShot(0, close_dialog)  # the test answers it below
        else:
            QTimer.singleShot(0, lambda: answer_in_dialog(advisor.choose(game)))

    def answer_in_dialog(action: Action) -> None:
        controller.submit(action)
        close_dialog()

    def close_dialog() -> None:
        """Close the decision's dialog the window opened: its loop runs this (the window
        asked for it first), and the test's loop goes on."""
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.done(QDialog.DialogCode.Rejected)

    controller.decision_required.connect(answer)
    window.learn_to_play()
    assert coach.isVisible()
    qtbot.waitUntil(
        lambda: Kind.DISPOSE in kinds and QApplication.activeModalWidget() is None,
        timeout=20_000,
    )
    game = controller.game
    assert game is not None and game.pending is not None
    decision = game.pending
    assert decision.kind is Kind.DISPOSE
    assert kinds[:2] == [Kind.PLAY, Kind.FOUND]  # the player's founding, in their first turn
    assert founding and "found a chain" in founding[0]
    text = coach.text.text()
    assert "merger" in text and decision.chain in text and decision.survivor in text
    assert coach.shown[-1] == text
    assert kinds.count(Kind.PLAY) <= 6  # the merger comes soon
    coach.close()  # leaving the coach: the game goes on
    assert coach.seat is None
    before = len(game.actions)
    assert controller.submit("dispose keep")
    assert len(game.actions) == before + 1
    controller.stop()
    controller.wait_for_ai(5_000)


def test_another_game_ends_the_lesson(qtbot: QtBot, tmp_path: Path) -> None:
    controller = GameController(Storage(tmp_path / "data"), ai_process=False)
    coach = CoachPanel(controller)
    qtbot.addWidget(coach)
    coach.expect_game(0)
    controller.new_game(learning_game("Ann"))
    assert coach.is_coaching()
    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 3))
    assert not coach.is_coaching() and not coach.isVisible()
    controller.stop()
    controller.wait_for_ai(5_000)
    qtbot.wait(50)  # what the first game's AI thread posted, handled while it lives


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def test_suggest_explains_the_suggested_tile_in_the_coach_and_status_bar(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = GameController(Storage(tmp_path / "data"), random_factory, ai_process=False)
    window = MainWindow(controller, Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    controller.set_pace(0)
    window.show()
    window.learn_to_play()
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.pending is not None and controller.is_human(game.pending.player))
    assert game.pending is not None and game.pending.kind is Kind.PLAY
    assert window.coach.is_coaching()
    with qtbot.waitSignal(controller.suggestion_ready, timeout=10_000) as suggested:
        window.suggest_action.trigger()
    action = suggested.args[0]
    assert isinstance(action, Play)
    assert f"places {action.tile}:" in window.statusBar().currentMessage()
    assert f"places {action.tile}:" in window.coach.suggestion.text()
    assert window.coach.suggestion.isVisible()
    controller.stop()
    controller.wait_for_ai(5_000)


def test_every_kind_of_suggestion_names_what_it_does() -> None:
    """Each decision kind's suggestion, explained: the text names the action's own tile,
    chain or counts (compared with the action, whatever it is)."""
    player = MediumPlayer(3)
    seen: set[Kind] = set()
    for seed in range(40):
        game = new_game(Rules.classic(), ["Ann", "Bob", "Cy"], seed=seed)
        while game.pending is not None and len(game.actions) < 400:
            decision = game.pending
            action: Action = player.choose(game)
            text = explain(game, decision.player, action)
            assert text and "{" not in text, text
            for word in _names_in(action):
                assert word in text, (action, text)
            seen.add(decision.kind)
            game.apply(action)
        if {Kind.PLAY, Kind.FOUND, Kind.BUY, Kind.DISPOSE} <= seen:
            break
    assert {Kind.PLAY, Kind.FOUND, Kind.BUY, Kind.DISPOSE} <= seen


def _names_in(action: Action) -> list[str]:
    """What an explanation of ``action`` must name."""
    text = str(action).split()
    if text[0] == "play":
        return [text[1]]
    if text[0] in ("found", "survivor", "defunct"):
        return [text[1]]
    if text[0] == "buy":
        return sorted(set(text[1:]))
    return []


def test_learning_game_never_seats_the_player_twice() -> None:
    setup = learning_game("Max")
    assert len(set(name.casefold() for name in setup.names)) == 3
    assert setup.controllers.count("human") == 1
    assert isinstance(setup, GameSetup)


def test_the_coach_explains_a_dead_tile_in_the_hand() -> None:
    from acquire_qt.presentation.coach import coach_text

    from .test_board import dead_tile_game

    game = dead_tile_game()
    assert game.pending is not None and game.pending.kind is Kind.PLAY
    seat = game.pending.player
    hand = game.game_view(seat).players[seat].tiles or ()
    dead = [tile for tile in hand if game.tile_outcome(tile) is Outcome.DEAD]
    assert dead and dead[0] not in game.pending.tiles
    text = coach_text(game, seat)
    assert dead[0] in text and "safe" in text
    assert coach_text(game, (seat + 1) % len(game.players)) == ""  # not their decision
