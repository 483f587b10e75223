"""How would the AI have done in my seat? The hard AI replays a finished game's deal from
the player's seat (acquire_qt.ai.in_seat): the same seeds give the same runs, the
opponents are the game's own (same levels, same seeds), and the AI only reads what its
seat may see. The hard AI searches with a tiny budget so that a run takes a moment."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from acquire_qt.ai import in_seat, make_player
from acquire_qt.ai.in_seat import AiInSeat, AiSeatRun, ai_in_seat, play_seat, run_seeds, seat_seed
from acquire_qt.engine import Action, Game, Rules, new_game
from acquire_qt.occupant import player_seat

QUICK = {"playout_steps": 60, "horizon": 8}
"""A hard AI that searches a little: quick, and still the hard AI's code."""


def finished(seed: int, controllers: tuple[str, ...], seat_player: Any = None) -> Game:
    """A game of ``controllers`` played to its end as the program seats it (every AI seat
    seeded by :func:`seat_seed`); a person's seat is played by ``seat_player`` (else a
    medium AI with a seed no replay uses)."""
    names = ("Ann", "Bob", "Cy", "Di")[: len(controllers)]
    game = new_game(Rules.classic(), names, seed=seed, controllers=controllers)
    players = [
        make_player(who, seat_seed(seed, seat))
        if who != "human"
        else seat_player or make_player("medium", 99)
        for seat, who in enumerate(controllers)
    ]
    while (decision := game.pending) is not None:
        game.apply(players[decision.player].choose(game.copy()))
    return game


def test_ai_in_your_seat_same_seeds_give_the_same_runs() -> None:
    game = finished(3, ("human", "medium", "easy"))
    first = ai_in_seat(game, 0, runs=2, options=QUICK)
    second = ai_in_seat(game, 0, runs=2, options=QUICK)
    assert isinstance(first, AiInSeat) and first == second
    assert first.seat == 0 and first.level == "hard"
    assert first.seeds == run_seeds(game, 0, 2) and len(set(first.seeds)) == 2
    for run in first.runs:
        assert 1 <= run.rank <= 3 and run.cash >= 0


def test_ai_in_your_seat_plays_against_the_games_own_opponents() -> None:
    """Where the person played as the hard AI with the first run's seed would have, the
    first run is the game itself: the opponents are the same AIs with the same seeds."""
    seed = 11
    hard = make_player("hard", seat_seed(seed, 1), **QUICK)
    game = finished(seed, ("medium", "human", "easy"), seat_player=hard)
    run = play_seat(game, 1, run_seeds(game, 1)[0], QUICK)
    mine = next(s for s in game.game_view().standings or () if s.seat == 1)
    assert run is not None and (run.rank, run.cash) == (mine.rank, mine.cash)


def test_ai_in_your_seat_sees_only_what_its_seat_may_see(monkeypatch: pytest.MonkeyPatch) -> None:
    """At every decision of a run, the hard AI in the seat answers the same when every tile
    its seat cannot see (the other hands, the bag, the future random draws) is dealt
    anew: it never reads hidden information."""
    checked: list[int] = []

    class Watched:
        def __init__(self, seed: int, **options: Any) -> None:
            self.player = make_player("hard", seed, **options)

        def choose(self, game: Game) -> Action:
            decision = game.pending
            assert decision is not None
            answer = self.player.choose(game)
            for redeal in (1, 2):
                assert self.player.choose(game.determinized(decision.player, redeal)) == answer
            checked.append(len(game.legal_actions()))
            return answer

    def players(level: str, seed: int, **options: Any) -> Any:
        return Watched(seed, **options) if level == "hard" else make_player(level, seed, **options)

    monkeypatch.setattr(in_seat, "make_player", players)
    game = finished(5, ("human", "medium", "medium"))
    assert ai_in_seat(game, 0, runs=1, options=QUICK) is not None
    assert sum(1 for choices in checked if choices > 1) >= 20  # real choices, not forced ones


def test_ai_in_your_seat_stops_when_cancelled_and_checks_its_seat() -> None:
    game = finished(3, ("human", "medium"))
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 30

    assert ai_in_seat(game, 0, runs=3, options=QUICK, cancelled=cancelled) is None
    assert len(asked) == 31
    with pytest.raises(ValueError, match="no seat 2"):
        ai_in_seat(game, 2)


def test_ai_in_your_seat_whose_seat() -> None:
    assert player_seat(("medium", "human", "hard")) == 1
    assert player_seat(("human", "easy", "human"), viewer=2) == 2  # hot seat: who looks
    assert player_seat(("human", "easy", "human"), viewer=1) == 0  # an AI's seat: the first person
    assert player_seat(("medium", "network", "hard")) is None  # nobody at this screen


def test_ai_in_your_seat_results_cross_from_the_worker_process() -> None:
    """The results come back from the analysis worker pickled: compiled, a frozen
    dataclass's default unpickling fails, so they are rebuilt by their constructors."""
    result = AiInSeat(seat=1, level="hard", runs=(AiSeatRun(7, 2, 31_000), AiSeatRun(8, 1, 40_500)))
    assert pickle.loads(pickle.dumps(result)) == result
