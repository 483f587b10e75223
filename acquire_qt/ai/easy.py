"""The easy AI: a beginner. Legal, plausible moves with little thought.

It places a random playable tile (where tiles come from the board, half the time one
next to a tile already there, so that it founds and grows chains now and then), founds
and breaks ties at random, sells all its defunct shares, buys one or two affordable
shares about every other turn (it never sells in its turn), and, when the end may be
declared, declares it now and then. In turns of actions it places a tile whenever it
may and its first placement changed nothing, draws when its hand is short, buys a share
now and then, and otherwise ends its turn. It accepts a proposed trade only when the
trade raises its equity (:func:`.medium.accepts`, without the medium AI's check of what
the proposer gains) and never proposes one. Its randomness comes from its seed and the
position (:meth:`Position.key`), so the same seed in the same position gives the same
answer, however the player got there.
"""

from __future__ import annotations

import random

from acquire_qt.engine import (
    Accept,
    Action,
    Buy,
    Decision,
    Decline,
    Dispose,
    DisposeAll,
    Draw,
    End,
    EndTurn,
    Game,
    Kind,
    Play,
    Sell,
)

from .medium import SCORED_TILES, accepts
from .position import EMPTY, Position, from_view, pending

BUY_CHANCE = 0.5
"""How often it buys at all."""
END_CHANCE = 0.3
"""How often it declares the end when it may."""
NEAR_CHANCE = 0.5
"""Where tiles come from the board: how often it places next to a tile already there."""
LOW_HAND = 2
"""In turns of actions, it draws when its hand holds this many tiles or fewer."""


def _near_tiles(pos: Position, tiles: tuple[str, ...]) -> list[str]:
    """The tiles of ``tiles`` next to a tile on the board."""
    index, neighbours, cells = pos.tables.square_index, pos.tables.neighbours, pos.cells
    return [t for t in tiles if any(cells[n] != EMPTY for n in neighbours[index[t]])]


def _tile(pos: Position, tiles: tuple[str, ...], rng: random.Random) -> str:
    if len(tiles) > SCORED_TILES and rng.random() < NEAR_CHANCE:
        near = _near_tiles(pos, tiles)
        if near:
            return rng.choice(near)
    return rng.choice(tiles)


def easy_decide(game: Game, pos: Position, decision: Decision, rng: random.Random) -> Action:
    """The easy policy's answer to ``decision`` (the seat of ``pos`` must answer it), its
    chances drawn from ``rng``."""
    actions = game.legal_actions()
    if decision.kind is Kind.DISPOSE:
        if game.rules.disposal == "one_way":
            return DisposeAll("sell")
        return Dispose(sell=decision.shares)
    if decision.kind is Kind.TRADE_OFFER:
        return Accept() if accepts(pos, decision.offer, relative_check=False) else Decline()
    if decision.kind is Kind.BUY:
        if game.end_allowed() and rng.random() < END_CHANCE:
            return End()
        small = [a for a in actions if isinstance(a, Buy) and 1 <= len(a.chains) <= 2]
        if small and rng.random() < BUY_CHANCE:
            return rng.choice(small)
        return Buy()
    if decision.kind is Kind.PLAY:
        return Play(_tile(pos, decision.tiles, rng))
    if decision.kind is Kind.ACTION:
        return _action(pos, decision.tiles, actions, rng)
    return rng.choice([a for a in actions if not isinstance(a, End | Sell)])


def easy_chance(game: Game, pos: Position, decision: Decision, action: Action) -> float:
    """The chance that :func:`easy_decide` answers ``decision`` with ``action``, for the
    decisions of buying, founding and disposing (:mod:`.opponents` weighs the easy policy
    by it; a test holds it to the answers' frequencies)."""
    actions = game.legal_actions()
    if decision.kind is Kind.BUY:
        end = END_CHANCE if game.end_allowed() else 0.0
        small = [a for a in actions if isinstance(a, Buy) and 1 <= len(a.chains) <= 2]
        buy = BUY_CHANCE if small else 0.0
        if isinstance(action, End):
            return end
        if action == Buy():
            return (1.0 - end) * (1.0 - buy)
        return (1.0 - end) * buy / len(small) if action in small else 0.0
    if decision.kind is Kind.FOUND:
        options = [a for a in actions if not isinstance(a, End | Sell)]
        return 1.0 / len(options) if action in options else 0.0
    if decision.kind is Kind.DISPOSE:  # no chance in it
        return 1.0 if easy_decide(game, pos, decision, random.Random(0)) == action else 0.0
    raise ValueError(f"no chance of the easy AI's answer to a {decision.kind} decision")


def _action(
    pos: Position, tiles: tuple[str, ...], actions: list[Action], rng: random.Random
) -> Action:
    """Play if it may (again only half the time), draw when short, buy now and then."""
    draw, end_turn = Draw(), EndTurn()
    placed = end_turn in actions
    if tiles and (not placed or rng.random() < 0.5):
        return Play(_tile(pos, tiles, rng))
    if draw in actions and (not placed or len(pos.hand) <= LOW_HAND):
        return draw
    buys = [a for a in actions if isinstance(a, Buy)]
    if buys and rng.random() < BUY_CHANCE:
        return rng.choice(buys)
    if placed:
        return end_turn
    return rng.choice(actions)


class EasyPlayer:
    """A beginner (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        pos = from_view(game, decision.player)
        rng = random.Random(f"{self.seed}:".encode() + pos.key())
        return easy_decide(game, pos, decision, rng)
