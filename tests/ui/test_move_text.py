"""Moves in words as a player says them (issue 22): "played 7D", not "played play 7D",
for every kind of action, with the game log's words for a disposal."""

from __future__ import annotations

from acquire_qt.ai.medium import MediumPlayer
from acquire_qt.engine import (
    RULE_SETS,
    Accept,
    Buy,
    Decline,
    Defunct,
    Dispose,
    DisposeAll,
    DisposeDecision,
    Draw,
    End,
    EndTurn,
    Found,
    Game,
    Play,
    Propose,
    Rules,
    Sell,
    Survivor,
    new_game,
)
from acquire_qt.presentation.money import format_money
from acquire_qt.presentation.move_text import move_words

NAMES = ("Ann", "Bob", "Cy")


def positions(rules: Rules, seeds: range) -> list[Game]:
    """Every position of seeded games of medium AIs under ``rules``."""
    found = []
    for seed in seeds:
        game = new_game(rules, NAMES, seed=seed)
        players = [MediumPlayer(seed * 10 + seat) for seat in range(len(NAMES))]
        while (decision := game.pending) is not None:
            found.append(game.copy())
            game.apply(players[decision.player].choose(game.copy()))
    return found


def test_a_tile_a_chain_the_mergers_choices_a_purchase_and_the_end() -> None:
    game = new_game(Rules.classic(), NAMES, seed=1)
    assert move_words(game, Play("7D")) == "played 7D"
    assert move_words(game, Found("Tower")) == "founded Tower"
    assert move_words(game, Survivor("Luxor")) == "kept Luxor as the survivor"
    assert move_words(game, Defunct("Festival")) == "handled Festival first"
    buy = Buy(("Luxor", "Luxor", "Tower"))
    assert move_words(game, buy) == "bought 2 Luxor and 1 Tower"
    assert move_words(game, Buy(())) == "bought nothing"
    assert move_words(game, End()) == "declared the end of the game"


def test_a_disposal_in_the_game_logs_words() -> None:
    """Sold, traded two for one and kept, with the cash of the sale and the survivor
    received; keeping them all says how many."""
    at = next(
        game
        for game in positions(Rules.classic(), range(1, 30))
        if isinstance(d := game.pending, DisposeDecision) and d.shares >= 4 and d.max_trade >= 2
    )
    decision = at.pending
    assert isinstance(decision, DisposeDecision)
    chain, survivor, kept = decision.chain, decision.survivor, decision.shares - 3
    cash = format_money(decision.price, at.rules.currency)
    assert move_words(at, Dispose(sell=1, trade=2)) == (
        f"sold 1 {chain} for {cash}, traded 2 for 1 {survivor} and kept {kept}"
    )
    assert move_words(at, Dispose()) == f"kept all {decision.shares} {chain}"
    assert at.pending == decision  # the game is not changed


def test_the_moves_of_space_monopoly_energy_and_trading() -> None:
    space = RULE_SETS["space_monopoly"].make()
    one_way = next(
        g for g in positions(space, range(1, 10)) if isinstance(g.pending, DisposeDecision)
    )
    decision = one_way.pending
    assert isinstance(decision, DisposeDecision)
    cash = format_money(decision.shares * decision.price, space.currency)
    assert move_words(one_way, DisposeAll("sell")) == (
        f"sold {decision.shares} {decision.chain} for {cash}"
    )
    assert move_words(one_way, DisposeAll("keep")) == f"kept all {decision.shares} {decision.chain}"
    assert move_words(one_way, Sell("Nerdniss", 2)) == "sold 2 Nerdniss to the bank"
    energy = new_game(RULE_SETS["energy"].make(), NAMES, seed=1)
    assert move_words(energy, Draw()) == "filled the hand"
    assert move_words(energy, EndTurn()) == "ended the turn"
    assert move_words(energy, Found("Eclipse Solar")) == "founded Eclipse Solar"
    game = new_game(Rules.classic(), NAMES, seed=1)
    proposal = Propose(1, (("Tower", 2),), 0, (("Luxor", 1),), 500)
    money = format_money(500, game.rules.currency)
    assert move_words(game, proposal) == f"proposed a trade to Bob: 2 Tower for 1 Luxor and {money}"
    assert move_words(game, Accept()) == "accepted the trade"
    assert move_words(game, Decline()) == "declined the trade"


def test_no_move_is_said_in_the_action_text_of_save_files() -> None:
    """Every legal action met in seeded games of each rule set is said in words, never in
    its action text ("play 7D", "dispose sell 1", "endturn")."""
    kinds = set()
    for rules in (Rules.classic(), RULE_SETS["space_monopoly"].make(), RULE_SETS["energy"].make()):
        for game in positions(rules, range(1, 3)):
            for action in game.legal_actions()[:12]:
                words = move_words(game, action)
                assert words.split()[0] != str(action).split()[0]  # "played", not "play"
                kinds.add(type(action))
    assert {Play, Found, Survivor, Dispose, DisposeAll, Buy, End, Sell, Draw, EndTurn} <= kinds
