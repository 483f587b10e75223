"""Golden games: the engine plays the same games bit for bit as when the fixture was made.

For every rule set and house rule (``CONFIGS``) a few seeded games are played with
random legal actions (trade proposals, and now and then an action that may well be
illegal, included). Everything the engine says along the way goes into one sha256
per game: each decision's fields, the legal actions, each action's text, the events'
reprs or the refusal's message, ``to_dict()`` and the pending player's ``view()``
after every action, and the final record. ``tests/engine/golden.json`` holds the
digests; a change to the engine that changes any game fails here.

Regenerate (only when a rule change is meant to change games, and say so in the
commit): ``python tests/engine/test_golden.py --write [CONFIG ...]``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

from acquire_qt.engine import IllegalActionError, Propose, Rules, new_game

FIXTURE = Path(__file__).with_name("golden.json")
NAMES = ("Ann", "Bob", "Cy", "Di")
GAMES = 8
"""Games per configuration."""

CONFIGS: dict[str, Callable[[], Rules]] = {
    "classic": Rules.classic,
    "classic-seated": lambda: Rules.classic(turn_order="seated"),
    "classic-founder-cash": lambda: Rules.classic(founder_cash_when_sold_out=True),
    "classic-hidden": lambda: Rules.classic(hidden_holdings=True),
    "classic-trading": lambda: Rules.classic(player_trading=True),
    "classic-two-player": lambda: Rules.classic(two_player=True, player_trading=True),
    "space-16x12": Rules.space_monopoly,
    "space-22x18": lambda: Rules.space_monopoly(board="22x18", turn_limit=60),
    "space-28x24-trading": lambda: Rules.space_monopoly(
        board="28x24", turn_limit=40, diamonds=20, player_trading=True, hidden_holdings=True
    ),
    "energy": Rules.energy,
    "energy-doe": lambda: Rules.energy(doe=True),
    "energy-doe-trading": lambda: Rules.energy(doe=True, player_trading=True),
}

DECISION_FIELDS: dict[str, object] = {
    "player": None,
    "kind": None,
    "tiles": (),
    "chains": (),
    "chain": None,
    "survivor": None,
    "shares": 0,
    "max_trade": 0,
    "price": 0,
    "actions_left": 0,
    "may_propose": False,
    "offer": None,
}
"""What a decision says, read by name with a default for what its kind does not have (so
the digests do not depend on the decision's class)."""

ODD_ACTIONS = (
    "end",
    "draw",
    "endturn",
    "accept",
    "buy",
    "play 1A",
    "play 12I",
    "dispose keep",
    "dispose sell 3 trade 2",
    "dispose trade",
)
"""Action texts tried now and then whatever the decision: most are refused, with a message."""


def _proposal(rng: random.Random, game_dict: dict[str, object], seat: int, count: int) -> str:
    """A random trade proposal from ``seat``: a share or cash one way, a share or cash back."""
    to = rng.choice([other for other in range(count) if other != seat])
    chains = game_dict["chains"]
    assert isinstance(chains, dict)
    names = list(chains)
    parts = [f"propose {to}"]
    if rng.random() < 0.7:
        parts.append(f"give {rng.choice(names)} {rng.randint(1, 3)}")
    else:
        parts.append(f"give cash {rng.choice((0, 100, 500, 7000))}")
    if rng.random() < 0.7:
        parts.append(f"get {rng.choice(names)} {rng.randint(1, 2)}")
    else:
        parts.append(f"get cash {rng.choice((0, 200, 900))}")
    return " ".join(parts)


def play_digest(rules: Rules, seed: int) -> str:
    """Play one random game from ``seed``; the sha256 of everything the engine said."""
    rng = random.Random(seed)
    count = min(2 + seed % 3, rules.max_players)  # the two-player rule: always 2
    digest = hashlib.sha256()

    def feed(value: object) -> None:
        digest.update(json.dumps(value, sort_keys=True, default=repr).encode())

    game = new_game(rules, NAMES[:count], seed=seed)
    feed([repr(event) for event in game.setup_events])
    feed(game.to_dict())
    for _ in range(3000):  # bounded: random games end well before
        decision = game.pending
        if decision is None:
            break
        feed([str(getattr(decision, name, default)) for name, default in DECISION_FIELDS.items()])
        actions = game.legal_actions()
        feed([str(action) for action in actions])
        roll = rng.random()
        text: str
        if roll < 0.08 and getattr(decision, "may_propose", False):
            text = _proposal(rng, game.to_dict(), decision.player, count)
        elif roll < 0.12:
            text = rng.choice(ODD_ACTIONS)
        else:
            text = str(rng.choice(actions))
        feed(text)
        try:
            events = game.apply(text)
        except IllegalActionError as error:
            feed(f"refused: {error}")
            continue
        feed([repr(event) for event in events])
        feed(game.to_dict())
        pending = game.pending
        if pending is not None:
            feed(game.view(pending.player))
    feed(game.to_record())
    return digest.hexdigest()


def digests(configs: list[str]) -> dict[str, list[str]]:
    return {name: [play_digest(CONFIGS[name](), seed) for seed in range(GAMES)] for name in configs}


def test_proposals_are_actions() -> None:
    """The random proposals are action text the engine reads (so they exercise trading)."""
    rules = Rules.classic(player_trading=True)
    game = new_game(rules, NAMES[:3], seed=1)
    text = _proposal(random.Random(2), game.to_dict(), 0, 3)
    assert isinstance(game.parse_action(text), Propose)


def test_golden_games() -> None:
    expected = json.loads(FIXTURE.read_text())
    assert sorted(expected) == sorted(CONFIGS)
    actual = digests(list(CONFIGS))
    changed = [name for name in CONFIGS if actual[name] != expected[name]]
    assert not changed, f"these rule sets no longer play their golden games: {changed}"


if __name__ == "__main__":
    if sys.argv[1:2] != ["--write"]:
        sys.exit("usage: python tests/engine/test_golden.py --write [CONFIG ...]")
    names = sys.argv[2:] or list(CONFIGS)
    data = json.loads(FIXTURE.read_text()) if FIXTURE.exists() else {}
    data.update(digests(names))
    FIXTURE.write_text(json.dumps({k: data[k] for k in CONFIGS if k in data}, indent=1) + "\n")
    print(f"wrote {', '.join(names)} to {FIXTURE}")
