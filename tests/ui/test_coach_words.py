"""Every sentence the coach says is reached in play, and every one has its German.

Seeded random four-player games, the coach's text read at every decision of the player
deciding (and at the end): each topic of issue #11's coach (founding, buying for a
majority, a merger's bonuses, sell/trade/keep, safe chains, declaring the end) and each
other sentence of :func:`coach_text` shows up; the same games in German show none of the
English sentences and no unfilled place-holder.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from acquire_qt.ai import RandomPlayer
from acquire_qt.engine import Rules, new_game
from acquire_qt.presentation.coach import coach_text
from acquire_qt.presentation.language import apply_language

SENTENCES = {
    "founding (the decision)": "You found a chain and get one of its shares free.",
    "founding (the tile)": "would found a new chain, with a free share for you",
    "buying for a majority": "Bonuses go to a chain's two largest holders",
    "a merger's bonuses (the tile)": "would start a merger: the smaller chain ends",
    "sell/trade/keep": "trade two for one",
    "a tie's survivor": "so you choose the survivor",
    "several defunct chains": "Several chains end in this merger",
    "safe chains": "safe, it can no longer be absorbed",
    "a dead tile (two safe chains)": "can never be played: it would merge two safe chains",
    "an eighth chain": "cannot be played for now",
    "growing": "would grow a chain and raise its price",
    "a quiet tile": "Place a tile. Next to a lone tile it founds a chain",
    "declaring the end": "The game may now be declared over",
    "the end": "The game is over",
}
"""Each sentence (a part of it) by what it is about."""

GAMES = 4
"""How many seeded games are read (all sentences show up in the first two today)."""


def coach_texts() -> list[str]:
    """The coach's text at every decision of the seeded games, and at their ends."""
    texts: list[str] = []
    for seed in range(GAMES):
        game = new_game(Rules.classic(), ["Ann", "Bob", "Cy", "Di"], seed=seed)
        player = RandomPlayer(seed)
        while game.pending is not None and len(game.actions) < 2_000:
            texts.append(coach_text(game, game.pending.player))
            game.apply(player.choose(game))
        texts.append(coach_text(game, 0))
    return texts


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def test_every_sentence_of_the_coach_is_said_and_has_its_german(english_after: None) -> None:
    english = coach_texts()
    said = " ".join(english)
    assert [topic for topic, words in SENTENCES.items() if words not in said] == []
    apply_language("de")
    german = coach_texts()
    assert len(german) == len(english)  # the same games
    left = [words for words in SENTENCES.values() if any(words in text for text in german)]
    assert left == []  # no English sentence left
    assert all(g != e for g, e in zip(german, english, strict=True) if e)
    assert not any("{" in text or "}" in text for text in german)
