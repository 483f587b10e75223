"""The coach's arranged tile bag: however a newcomer plays, the lesson soon shows a
founding and a merger's sell, trade or keep decision, each with the coach's words.

Engine-level games with the lesson's real easy AI players (seeded as the controller
seeds them), one per play style; the real window's game is in test_coach.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from acquire_qt.ai import make_player
from acquire_qt.engine import Action, Buy, Dispose, DisposeDecision, Game, Kind, Play, new_game
from acquire_qt.presentation.coach import coach_text
from acquire_qt.views.coach import (
    ARRANGED_ROUNDS,
    COACH_SEED,
    FIRST_HAND,
    POSITION_TILES,
    coach_bag,
    learning_game,
)

TURNS = 6
"""The player's turns within which the lesson must reach a merger's decision."""

Pick = Callable[[list[Play], random.Random], Play]
PICKS: dict[str, Pick] = {
    "first": lambda tiles, _rng: tiles[0],
    "last": lambda tiles, _rng: tiles[-1],
    "random": lambda tiles, rng: rng.choice(tiles),
}
STYLES = [
    (pick, buy, way, seed)
    for pick in PICKS
    for buy in ("nothing", "most")
    for way, seed in (
        [("keep", 0), ("sell", 1), ("trade", 2), ("keep", 3), ("sell", 4), ("keep", 5)]
        if pick == "random"
        else [("keep" if buy == "nothing" else "sell", 0)]
    )
]


def lesson() -> Game:
    setup = learning_game("Ann")
    return new_game(
        setup.rules,
        setup.names,
        seed=setup.seed,
        tile_bag=setup.tile_bag,
        controllers=setup.controllers,
    )


@pytest.mark.parametrize(("pick", "buy", "way", "seed"), STYLES)
def test_every_play_style_meets_a_founding_and_a_merger_soon(
    pick: str, buy: str, way: str, seed: int
) -> None:
    game = lesson()
    setup = learning_game("Ann")
    ais = {
        seat: make_player(level, COACH_SEED + 7919 * seat)  # as the controller seeds them
        for seat, level in enumerate(setup.controllers)
        if level != "human"
    }
    rng = random.Random(seed)
    turns = 0
    met: dict[Kind, int] = {}
    texts: dict[Kind, str] = {}
    while game.pending is not None and turns <= TURNS + 1:
        decision = game.pending
        if decision.player != 0:
            game.apply(ais[decision.player].choose(game))
            continue
        if Kind.DISPOSE in met and decision.kind is Kind.PLAY:
            break  # the merger is over and the game goes on to the player's next turn
        met.setdefault(decision.kind, turns + (decision.kind is Kind.PLAY))
        texts.setdefault(decision.kind, coach_text(game, 0))
        legal = game.legal_actions()
        action: Action
        if decision.kind is Kind.PLAY:
            turns += 1
            action = PICKS[pick]([a for a in legal if isinstance(a, Play)], rng)
        elif decision.kind is Kind.BUY:
            buys = [a for a in legal if isinstance(a, Buy)]
            action = (min if buy == "nothing" else max)(buys, key=lambda a: len(a.chains))
        elif isinstance(decision, DisposeDecision):
            assert (
                decision.chain in texts[Kind.DISPOSE] and decision.survivor in texts[Kind.DISPOSE]
            )
            shares = decision.shares
            action = {
                "keep": Dispose(),
                "sell": Dispose(sell=shares),
                "trade": Dispose(trade=shares - shares % 2, sell=shares % 2),
            }[way]
        else:
            action = legal[0]
        game.apply(action)
    assert met.get(Kind.FOUND) == 1, met  # the player's own founding, in their first turn
    assert Kind.BUY in met
    assert Kind.DISPOSE in met and met[Kind.DISPOSE] <= TURNS, met
    assert "found a chain" in texts[Kind.FOUND]
    disposal = texts[Kind.DISPOSE]
    assert ("sell them" in disposal and "trade two for one" in disposal) or (
        "sell it" in disposal and "trading takes two" in disposal  # a single share
    )
    assert "majority" in texts[Kind.BUY]
    assert game.pending is not None  # the game goes on as a normal game


def test_the_bag_is_the_whole_board_arranged_as_the_module_says() -> None:
    bag = coach_bag()
    game = lesson()
    names = game.rules.board.names
    assert sorted(bag) == sorted(names)
    assert bag[:3] == POSITION_TILES and bag[3:9] == FIRST_HAND
    assert game.pending is not None and game.pending.player == 0  # the player goes first
    assert game.game_view(0).players[0].tiles == tuple(sorted(FIRST_HAND, key=names.index))
    # The AIs' tiles of the arranged rounds touch no tile but the empty squares.
    arranged = set(bag[: 3 + 6 * 3 + 3 * ARRANGED_ROUNDS])
    theirs = arranged - set(POSITION_TILES) - set(FIRST_HAND) - set(bag[21::3][:ARRANGED_ROUNDS])
    board = game.rules.board
    assert len(theirs) == 12 + 2 * ARRANGED_ROUNDS
    for tile in theirs:
        near = {board.names[n] for n in board.neighbours[board.index[tile]]}
        assert not near & arranged, tile
    # The rest is a shuffle: not in the board's order.
    rest = list(bag[len(arranged) :])
    assert rest != sorted(rest, key=names.index)
