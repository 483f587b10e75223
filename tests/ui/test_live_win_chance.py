"""Play → Show my win chance: offered only to one person against AIs, off by default; on,
it shows the person's own curve and adds a point after each of their turns."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from acquire_qt.ai import RandomPlayer
from acquire_qt.ai.win_chance import replayed, win_chances
from acquire_qt.controller import AiPlayer, GameController, GameSetup
from acquire_qt.engine import Rules
from acquire_qt.storage import Storage
from acquire_qt.views.live_win_chance import LiveWinChance


def random_factory(level: str, seed: int) -> AiPlayer:
    return RandomPlayer(seed)


def test_offered_to_one_person_against_ais_and_updated_after_their_turns(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = GameController(Storage(tmp_path / "data"), random_factory)
    controller.set_pace(0)
    window = QMainWindow()
    qtbot.addWidget(window)
    live = LiveWinChance(window, controller, QMenu(window))
    live.analysis.playouts = 2

    controller.new_game(GameSetup(("Ann", "Bob"), ("human", "human"), Rules.classic(), 4))
    assert not live.action.isEnabled()  # between people: not offered
    controller.new_game(
        GameSetup(("Ann", "Bot"), ("human", "easy"), Rules.classic(hidden_holdings=True), 4)
    )
    assert not live.action.isEnabled()  # the estimate would read hidden holdings
    controller.new_game(
        GameSetup(("Bot", "Ann", "Cy"), ("easy", "human", "easy"), Rules.classic(), 8)
    )
    assert live.action.isEnabled() and not live.action.isChecked() and live.seat == 1

    live.action.setChecked(True)
    qtbot.waitUntil(lambda: bool(live.points), timeout=60_000)
    game = controller.game
    assert game is not None
    assert live.chart.names == ["Ann"] and live.chart.seats == [1]
    first = len(live.points)

    def play_own_turn() -> None:
        """Ann's next turn, answering with the first legal action (bounded)."""
        qtbot.waitUntil(
            lambda: game.pending is not None and game.pending.player == 1, timeout=30_000
        )
        turn = game.state.turn_number
        for _ in range(2000):
            if game.pending is None or game.state.turn_number != turn:
                return
            if game.pending.player == 1:
                assert controller.submit(game.legal_actions()[0])
            else:
                qtbot.wait(5)
        raise AssertionError("the turn did not end")

    for _ in range(2):
        count = len(live.points)
        play_own_turn()
        qtbot.waitUntil(lambda n=count: len(live.points) > n, timeout=60_000)
    assert len(live.points) == first + 2
    last = live.points[-1]
    # The point is the estimate from Ann's seat at the end of her turn: her knowledge only,
    # each seat played as it is known (the easy AIs by easy, Ann as a person).
    position = replayed(game, last.actions)
    seats = ("easy", "person", "easy")
    assert last.chances == win_chances(position, playouts=2, viewer=1, seats=seats)
    assert live.chart.points[-1].chances == (last.chances[1],)
    live.action.setChecked(False)
    assert live.dock.isHidden()
    live.analysis.shutdown()
    controller.stop()
