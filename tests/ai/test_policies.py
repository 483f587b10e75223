"""The policies that are not levels of the game: the cautious AI (a cash-keeper) and the
novice (a random-ish beginner) play whole games of every rule set legally, and play as
their docstrings say. (That they read only what their seat may see, and are seeded:
tests/ai/test_fair_play.py and test_determinism.py, over every policy.)"""

from __future__ import annotations

import pytest

from acquire_qt.ai import CautiousPlayer, MediumPlayer, NovicePlayer, make_player
from acquire_qt.ai.cautious import KEEP_CASH
from acquire_qt.ai.position import from_view
from acquire_qt.engine import Buy, Dispose, Kind

from .games import RULE_SETS, new, play_out, players


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
@pytest.mark.parametrize("policy", ["cautious", "novice"])
def test_complete_games_of_every_rule_set(rules: str, policy: str) -> None:
    for count in (2, 4):
        game = new(count, seed=7 * count + len(rules), rules=RULE_SETS[rules]())
        assert play_out(game, players([policy, "medium", policy, "easy"][:count], seed=count))
        assert game.over


def test_the_factory_makes_them() -> None:
    assert isinstance(make_player("cautious", 1), CautiousPlayer)
    assert isinstance(make_player("novice", 1, time_per_decision=0.5), NovicePlayer)


def test_the_cautious_ai_buys_only_with_cash_to_spare() -> None:
    """At every purchase before the last turn it keeps KEEP_CASH; it does buy; and it sells
    every defunct share."""
    game = new(4, seed=21)
    seats = [CautiousPlayer(1), *players(["medium"] * 3, seed=2)]
    bought = disposed = 0
    while (decision := game.pending) is not None:
        action = seats[decision.player].choose(game.copy())
        if decision.player == 0 and decision.kind is Kind.BUY and isinstance(action, Buy):
            final = from_view(game, 0).last_turn or from_view(game, 0).declared
            game.apply(action)
            if action.chains and not final:
                bought += 1
                assert game.state.cash[0] >= KEEP_CASH
            continue
        if decision.player == 0 and decision.kind is Kind.DISPOSE:
            disposed += 1
            assert isinstance(action, Dispose) and action.sell == decision.shares
        game.apply(action)
    assert bought > 0 and disposed > 0


def test_the_novice_answers_as_the_medium_ai_about_half_the_time() -> None:
    """Along a game, some answers are the medium AI's and some are not."""
    game = new(4, seed=5)
    seats = players(["medium"] * 4, seed=1)
    same = other = 0
    while (decision := game.pending) is not None:
        if len(game.legal_actions()) > 2:
            novice = NovicePlayer(3).choose(game.copy())
            same += novice == MediumPlayer(3).choose(game.copy())
            other += novice != MediumPlayer(3).choose(game.copy())
        game.apply(seats[decision.player].choose(game.copy()))
    assert same > 10 and other > 10
    assert 0.3 < same / (same + other) < 0.8
