"""The prompt above the board: what the game waits for, in words.

``prompt_text`` says whose decision it is and what it asks ("Ann: buy up to 3 shares.",
"Bot (AI) is thinking…", "Waiting for Ann (at another computer)…", the winner when the
game is over).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from acquire_qt.engine import (
    ActionDecision,
    Buy,
    Decision,
    DisposeDecision,
    Draw,
    EndTurn,
    GameReader,
    Kind,
)
from acquire_qt.occupant import is_human, is_network


def _tr(text: str) -> str:
    # The empty context: the one lupdate gives module-level _tr calls (make translations).
    return QCoreApplication.translate("", text)


def prompt_text(game: GameReader, human: bool) -> str:
    """What ``game`` waits for; ``human`` says whether a person at this screen decides.

    Another screen's person is waited for, not "thinking" like an AI: a network player
    (seen from the host or another client), or, seen from a joined client, a person at
    the host's screen (``"human"`` there)."""
    decision = game.pending
    if decision is None:
        winners = [s.name for s in game.game_view().standings or () if s.rank == 1]
        return _tr("The game is over. Winner: {names}.").format(names=", ".join(winners))
    name = game.players[decision.player]
    if not human:
        who = game.controllers[decision.player]
        if is_network(who):
            return _tr("Waiting for {name} (at another computer)…").format(name=name)
        if is_human(who):
            return _tr("Waiting for {name} (at the host's computer)…").format(name=name)
        return _tr("{name} (AI) is thinking…").format(name=name)
    texts = {
        Kind.PLAY: _tr("{name}: place a tile — click it in your rack or on the board."),
        Kind.FOUND: _tr("{name}: choose the chain to found."),
        Kind.SURVIVOR: _tr("{name}: choose which chain survives the merger."),
        Kind.DEFUNCT_ORDER: _tr("{name}: choose which defunct chain is handled next."),
        Kind.DISPOSE: _tr("{name}: decide what to do with your {chain} shares."),
        Kind.BUY: _tr("{name}: buy up to {count} shares."),
        Kind.ACTION: _tr("{name}: {left} — {what}."),
        Kind.TRADE_OFFER: _tr("{name}: answer {proposer}'s trade proposal."),
    }
    if decision.kind is Kind.PLAY and game.rules.tile_source == "board":
        text = _tr("{name}: place a tile — click any empty square on the board.")
    elif decision.kind is Kind.BUY and game.rules.max_buy == 1:
        text = _tr("{name}: buy a share, or nothing.")
    else:
        text = texts[decision.kind]
    left = decision.actions_left if isinstance(decision, ActionDecision) else 0
    return text.format(
        name=name,
        chain=decision.chain if isinstance(decision, DisposeDecision) else "",
        count=game.rules.max_buy,
        proposer=game.players[game.turn],
        left=_tr("1 action left") if left == 1 else _tr("{n} actions left").format(n=left),
        what=action_words(game, decision),
    )


def action_words(game: GameReader, decision: Decision) -> str:
    """What an ``action`` decision allows, in words ("place a tile or draw")."""
    if decision.kind is not Kind.ACTION:
        return ""
    legal = game.legal_actions()
    words = []
    if decision.tiles:
        words.append(_tr("place a tile"))
    if any(isinstance(action, Draw) for action in legal):
        words.append(_tr("draw"))
    if any(isinstance(action, Buy) for action in legal):
        words.append(_tr("buy a share"))
    if any(isinstance(action, EndTurn) for action in legal):
        words.append(_tr("end the turn"))
    if len(words) <= 1:
        return "".join(words)
    return _tr("{first} or {last}").format(first=", ".join(words[:-1]), last=words[-1])
