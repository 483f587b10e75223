"""The decision dialogs answer the engine's pending decision with a legal action.

Positions are real: scripted games (tests/engine/scripting.py) for exact prompts, and
seeded random games (``RandomPlayer``) stopped when the wanted decision turns up, for
variety (bank-limited trades, cash-limited buys, sold-out chains, a legal end). For
each dialog the offer is compared with ``legal_actions()``, every widget state the
keyboard can reach gives a legal action, every legal action is reachable, and the
answer given through the widgets is applied to a copy of the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)
from pytestqt.qtbot import QtBot
from scripting import scripted_game

from acquire_qt.ai import RandomPlayer
from acquire_qt.dialogs import (
    BuyDialog,
    DefunctOrderDialog,
    DisposalDialog,
    EndGameDialog,
    FoundChainDialog,
    GameOverDialog,
    GameSetup,
    NewGameDialog,
    SurvivorDialog,
)
from acquire_qt.dialogs.common import DecisionDialog
from acquire_qt.dialogs.game_over import PAYOUT_LINES_SHOWN, PLAYER_COLOURS
from acquire_qt.engine import (
    Action,
    Buy,
    Defunct,
    Dispose,
    End,
    Event,
    Found,
    Game,
    Kind,
    Rules,
    Standing,
    Survivor,
    new_game,
)
from acquire_qt.engine.events import BonusPaid, ChainDefunct, ChainFounded, FinalSale
from acquire_qt.presentation.coach import coach_text
from acquire_qt.presentation.language import apply_language
from acquire_qt.session.seats import SEAT_KINDS, Occupant, occupant_label

from .screenshots import game_over_dialog
from .windows import answer_modal, shown_text

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]

# -- positions ------------------------------------------------------------------------


def random_positions(
    kind: Kind,
    wanted: Callable[[Game], bool] = lambda game: True,
    *,
    count: int = 1,
    players: int = 4,
    rules: Rules | None = None,
) -> list[Game]:
    """Up to ``count`` positions (one per seeded game) where ``kind`` is pending and
    ``wanted`` holds."""
    found: list[Game] = []
    for seed in range(400):
        game = new_game(rules or Rules.classic(), NAMES[:players], seed=seed)
        player = RandomPlayer(seed)
        while game.pending is not None:
            if game.pending.kind == kind and wanted(game):
                found.append(game.copy())
                break
            game.apply(player.choose(game))
        if len(found) == count:
            return found
    assert found, f"no {kind} position found"
    return found


def position(kind: Kind, wanted: Callable[[Game], bool] = lambda game: True, **kw: Any) -> Game:
    return random_positions(kind, wanted, **kw)[0]


def drive(game: Game, answers: list[str]) -> Game:
    """Apply action texts; a pending buy not answered in the list buys nothing."""
    for text in answers:
        while game.pending is not None and game.pending.kind == Kind.BUY:
            if text.startswith(("buy", "end")):
                break
            game.apply("buy")
        game.apply(text)
    return game


def survivor_position() -> Game:
    """Ann places 5E between Tower (4A–4E) and Luxor (6A–6E), both 5 tiles."""
    plays = ["4A", "4B", "6A", "6B", "4C", "6C", "4D", "6D", "4E", "6E", "5E"]
    game = scripted_game(["1A", "12A"], plays)
    return drive(
        game,
        [
            "play 4A",
            "play 4B",
            "found Tower",
            "buy Tower Tower Tower",
            "play 6A",
            "buy Tower Tower",
            "play 6B",
            "found Luxor",
            "buy Luxor Luxor",
            "play 4C",
            "buy Luxor",
            "play 6C",
            "play 4D",
            "play 6D",
            "play 4E",
            "play 6E",
            "play 5E",
        ],
    )


def defunct_position() -> Game:
    """Bob places 5E: Tower (5 tiles) survives, Luxor and American (3 each) are tied."""
    plays = ["4A", "4B", "4C", "4D", "4E", "6C", "6D", "6E", "5F", "5G", "5H", "5E"]
    game = scripted_game(["1A", "12A"], plays)
    return drive(
        game,
        [
            "play 4A",
            "play 4B",
            "found Tower",
            "play 4C",
            "play 4D",
            "play 4E",
            "play 6C",
            "play 6D",
            "found Luxor",
            "buy Luxor Luxor Luxor",
            "play 6E",
            "buy Luxor",
            "play 5F",
            "play 5G",
            "found American",
            "buy American American",
            "play 5H",
            "buy American Luxor",
            "play 5E",
        ],
    )


def _pending(game: Game) -> Any:
    assert game.pending is not None
    return game.pending


def applies(game: Game, action: Action) -> list[Event]:
    """Apply ``action`` to a copy of the game (raises if the engine refuses it)."""
    return game.copy().apply(action)


def activate(qtbot: QtBot, dialog: QWidget) -> None:
    """Show ``dialog`` as the active window, as a player would see it."""
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    assert QApplication.activeWindow() is dialog


def focused(widget: QWidget) -> bool:
    """Whether ``widget`` has the keyboard focus of its window."""
    return widget.window().focusWidget() is widget


def cell_text(dialog: Any, chain: str, column: int) -> str:
    """The text in ``column`` of ``chain``'s row of a chain-choice dialog."""
    grid = dialog.grid
    row = grid.getItemPosition(grid.indexOf(dialog.radios[chain]))[0]
    item = grid.itemAtPosition(row, column)
    assert item is not None and isinstance(item.widget(), QLabel)
    return str(item.widget().text())


def top_item(tree: QTreeWidget, row: int) -> QTreeWidgetItem:
    item = tree.topLevelItem(row)
    assert item is not None
    return item


# -- chain choices: found, survivor, defunct order -----------------------------------


FOUND_POSITIONS = [
    *random_positions(Kind.FOUND, count=2),
    position(Kind.FOUND, lambda g: len(_pending(g).chains) <= 4),
]


@pytest.mark.parametrize("game", FOUND_POSITIONS)
def test_found_offers_exactly_the_legal_chains(qtbot: QtBot, game: Game) -> None:
    dialog = FoundChainDialog(game)
    qtbot.addWidget(dialog)
    legal = {a.chain for a in game.legal_actions() if isinstance(a, Found)}
    assert set(dialog.radios) == legal
    active = {name for name, info in game.to_dict()["chains"].items() if info["active"]}
    assert not set(dialog.radios) & active
    for chain, radio in dialog.radios.items():
        radio.setChecked(True)
        assert dialog.action() == Found(chain)
        assert dialog.action() in game.legal_actions()
        founded = [e for e in applies(game, dialog.action()) if isinstance(e, ChainFounded)]
        assert founded[0].chain == chain


def test_found_shows_price_at_founding_size_and_founder_share(qtbot: QtBot) -> None:
    game = FOUND_POSITIONS[0]
    dialog = FoundChainDialog(game)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    tile = game.to_dict()["last_tile"]
    who = game.players[_pending(game).player]
    assert f"{who}, you placed {tile}, starting a new chain of" in text
    for chain in dialog.radios:
        after = game.copy()
        after.apply(Found(chain))
        price = f"${after.chain_price(chain):,}"
        cells = [cell_text(dialog, chain, column) for column in range(2, 5)]
        assert cells[1] == price
        assert "a free share" in cells[2]


def test_found_by_keyboard(qtbot: QtBot) -> None:
    game = FOUND_POSITIONS[0]
    dialog = FoundChainDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    offered = list(dialog.radios)
    first = dialog.radios[offered[0]]
    assert first.isChecked() and focused(first)
    qtbot.keyClick(first, Qt.Key.Key_Down)
    assert dialog.chosen() == offered[1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == Found(offered[1])
    applies(game, dialog.answer())  # type: ignore[arg-type]


def test_found_ask_runs_modally_and_cannot_be_escaped(qtbot: QtBot) -> None:
    game = FOUND_POSITIONS[0]
    seen: list[bool] = []

    def interact(dialog: QDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        seen.append(dialog.isVisible())
        dialog.ok_button.click()  # type: ignore[attr-defined]

    answer_modal(interact)
    answer = FoundChainDialog.ask(game)
    assert seen == [True], "Escape must not close a decision that has to be made"
    assert answer == Found(_pending(game).chains[0])


def test_cancellable_dialog_returns_none(qtbot: QtBot) -> None:
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert FoundChainDialog.ask(FOUND_POSITIONS[0], cancellable=True) is None


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (FoundChainDialog, Kind.FOUND),
        (SurvivorDialog, Kind.SURVIVOR),
        (DefunctOrderDialog, Kind.DEFUNCT_ORDER),
        (DisposalDialog, Kind.DISPOSE),
        (BuyDialog, Kind.BUY),
    ],
)
def test_a_closable_dialog_closes_on_escape_and_its_close_button_without_an_answer(
    qtbot: QtBot, make: Callable[[Game], DecisionDialog], kind: Kind
) -> None:
    """The window's dialogs are closable: Escape and the close button put the decision
    aside (the window's Decide… opens it again); they answer nothing, and offer no Cancel
    button (nothing is cancelled). Not closable, Escape leaves the dialog open."""
    positions = {Kind.SURVIVOR: survivor_position, Kind.DEFUNCT_ORDER: defunct_position}
    game = positions[kind]() if kind in positions else position(kind)
    for close in (
        lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape),
        lambda dialog: dialog.close(),
    ):
        dialog = make(game)
        qtbot.addWidget(dialog)
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel) is None
        dialog.closable = True
        dialog.show()
        close(dialog)
        assert not dialog.isVisible()
        assert dialog.result() == QDialog.DialogCode.Rejected and dialog.answer() is None
        still = make(game)
        qtbot.addWidget(still)
        still.show()
        close(still)
        assert still.isVisible(), "not closable, a decision dialog waits for its answer"


def test_dialog_refuses_another_kind_of_decision(qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="answers a found decision"):
        FoundChainDialog(position(Kind.BUY))


def test_survivor_prompt_offer_and_keyboard(qtbot: QtBot) -> None:
    game = survivor_position()
    assert game.pending is not None and game.pending.kind == Kind.SURVIVOR
    dialog = SurvivorDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    text = shown_text(dialog)
    assert (
        "Ann, you placed 5E, joining Tower and Luxor, both 5 tiles. "
        "Choose the chain that survives." in text
    )
    legal = {a.chain for a in game.legal_actions() if isinstance(a, Survivor)}
    assert set(dialog.radios) == legal == {"Tower", "Luxor"}
    # Holdings: Bob founded Tower and bought 3 (4), Ann 2; Luxor: Bob 3, Ann 1.
    assert "Ann 2, Bob 4" in text and "Ann 1, Bob 3" in text
    assert dialog.action() == Survivor("Tower")
    qtbot.keyClick(dialog.radios["Tower"], Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.answer() == Survivor("Luxor")
    defunct = [e for e in applies(game, Survivor("Luxor")) if isinstance(e, ChainDefunct)]
    assert defunct[0].chain == "Tower" and defunct[0].survivor == "Luxor"


def test_survivor_hides_holdings_under_the_house_rule(qtbot: QtBot) -> None:
    game = position(Kind.SURVIVOR, rules=Rules.classic(hidden_holdings=True))
    dialog = SurvivorDialog(game)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "hidden" in text
    others = [n for seat, n in enumerate(game.players) if seat != _pending(game).player]
    for chain in dialog.radios:
        holders = cell_text(dialog, chain, 4)
        assert not any(name in holders for name in others)


def test_defunct_order_offer_and_answer(qtbot: QtBot) -> None:
    game = defunct_position()
    assert game.pending is not None and game.pending.kind == Kind.DEFUNCT_ORDER
    dialog = DefunctOrderDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    text = shown_text(dialog)
    assert "Bob, Tower survives the merger at 5E. Luxor and American, both 3 tiles" in text
    legal = {a.chain for a in game.legal_actions() if isinstance(a, Defunct)}
    assert set(dialog.radios) == legal == {"Luxor", "American"}
    first = next(iter(dialog.radios.values()))
    qtbot.keyClick(first, Qt.Key.Key_Down)
    chosen = dialog.chosen()
    assert chosen == list(dialog.radios)[1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.answer() == Defunct(chosen)
    defunct = [e for e in applies(game, Defunct(chosen)) if isinstance(e, ChainDefunct)]
    assert defunct[0].chain == chosen


def test_defunct_order_from_random_games(qtbot: QtBot) -> None:
    for game in random_positions(Kind.DEFUNCT_ORDER, count=2, players=6):
        dialog = DefunctOrderDialog(game)
        qtbot.addWidget(dialog)
        legal = [a for a in game.legal_actions() if isinstance(a, Defunct)]
        assert set(dialog.radios) == {a.chain for a in legal}
        for radio in dialog.radios.values():
            radio.setChecked(True)
            assert dialog.action() in legal
            applies(game, dialog.action())
        assert (End() in game.legal_actions()) == game.end_allowed()


# -- disposal ----------------------------------------------------------------------------


DISPOSE_POSITIONS = [
    position(Kind.DISPOSE, lambda g: 0 < _pending(g).max_trade < _pending(g).shares - 1),
    position(Kind.DISPOSE, lambda g: _pending(g).max_trade == 0 and _pending(g).shares >= 2),
    position(Kind.DISPOSE, lambda g: _pending(g).shares % 2 == 1 and _pending(g).shares > 2),
    position(Kind.DISPOSE, lambda g: _pending(g).player != g.turn and _pending(g).shares >= 4),
    position(Kind.DISPOSE, lambda g: _pending(g).shares == 1),
]


def reachable_disposals(dialog: DisposalDialog) -> set[tuple[int, int]]:
    """Every (sell, trade) the spin boxes reach by stepping up and down from the start."""
    start = (dialog.sell_spin.value(), dialog.trade_spin.value())
    seen = {start}
    todo = [start]
    while todo:
        state = todo.pop()
        for spin in (dialog.sell_spin, dialog.trade_spin):
            for step in (1, -1):
                dialog.set_choice(*state)
                if spin.isEnabled():
                    spin.stepBy(step)
                reached = (dialog.sell_spin.value(), dialog.trade_spin.value())
                assert dialog.action() == Dispose(*reached)
                if reached not in seen:
                    seen.add(reached)
                    todo.append(reached)
    return seen


@pytest.mark.parametrize("game", DISPOSE_POSITIONS)
def test_disposal_reaches_exactly_the_legal_answers(qtbot: QtBot, game: Game) -> None:
    decision = _pending(game)
    dialog = DisposalDialog(game)
    qtbot.addWidget(dialog)
    legal = {(a.sell, a.trade) for a in game.legal_actions() if isinstance(a, Dispose)}
    assert reachable_disposals(dialog) == legal
    dialog.set_choice(0, 0)
    assert (dialog.sell_spin.minimum(), dialog.sell_spin.maximum()) == (0, decision.shares)
    assert (dialog.trade_spin.minimum(), dialog.trade_spin.maximum()) == (0, decision.max_trade)
    assert dialog.trade_spin.isEnabled() == (decision.max_trade > 0)
    assert dialog.keep_value.text() == str(decision.shares)


@pytest.mark.parametrize("game", DISPOSE_POSITIONS)
def test_disposal_quick_buttons(qtbot: QtBot, game: Game) -> None:
    decision = _pending(game)
    dialog = DisposalDialog(game)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.sell_all_button, Qt.MouseButton.LeftButton)
    assert dialog.action() == Dispose(decision.shares, 0)
    assert dialog.keep_value.text() == "0"
    qtbot.mouseClick(dialog.trade_max_button, Qt.MouseButton.LeftButton)
    # Trade as many as allowed, sell the rest that was chosen for selling.
    assert dialog.action() == Dispose(decision.shares - decision.max_trade, decision.max_trade)
    qtbot.mouseClick(dialog.keep_all_button, Qt.MouseButton.LeftButton)
    assert dialog.action() == Dispose(0, 0)
    assert dialog.trade_max_button.isEnabled() == (decision.max_trade > 0)
    for action in (Dispose(decision.shares, 0), Dispose(0, decision.max_trade)):
        applies(game, action)


def test_disposal_shows_money_and_survivor_shares(qtbot: QtBot) -> None:
    game = DISPOSE_POSITIONS[3]
    decision = _pending(game)
    dialog = DisposalDialog(game)
    qtbot.addWidget(dialog)
    who = game.players[decision.player]
    mergemaker = game.players[game.turn]
    text = shown_text(dialog)
    assert text.startswith(f"{who}, {decision.chain} (")
    assert f"{mergemaker}'s tile" in text
    assert f"You hold {decision.shares} {decision.chain} shares" in text
    dialog.set_choice(2, 0)
    cash = game.to_dict()["players"][decision.player]["cash"]
    gain = 2 * decision.price
    assert f"+ ${gain:,}" == dialog.sell_result.text()
    assert f"${cash:,} → ${cash + gain:,}" in dialog.summary.text()
    if decision.max_trade >= 2:
        dialog.set_choice(0, 2)
        assert dialog.trade_result.text() == f"→ 1 {decision.survivor} share"


@pytest.mark.parametrize("game", [DISPOSE_POSITIONS[4], DISPOSE_POSITIONS[2]])
def test_disposal_words_say_one_share_and_many(qtbot: QtBot, game: Game) -> None:
    """Seen in a playtest: "You keep all 1 American share.", "1 American shares kept"
    and the coach's "Your 1 American shares: sell them … trade two for one"."""
    decision = _pending(game)
    dialog = DisposalDialog(game)
    qtbot.addWidget(dialog)
    dialog.set_choice(0, 0)
    chain, held = decision.chain, decision.shares
    coach = coach_text(game, decision.player)
    if held == 1:
        assert dialog.summary.text() == f"You keep your 1 {chain} share."
        assert dialog.keep_result.text() == f"{chain} share kept"
        assert f"Your one {chain} share: sell it at" in coach and "trade two for" not in coach
    else:
        assert dialog.summary.text() == f"You keep all {held} {chain} shares."
        assert dialog.keep_result.text() == f"{chain} shares kept"
        assert f"Your {held} {chain} shares: sell them" in coach


def test_disposal_by_keyboard_with_typed_odd_trade(qtbot: QtBot) -> None:
    game = position(Kind.DISPOSE, lambda g: _pending(g).max_trade >= 4 and _pending(g).shares >= 5)
    dialog = DisposalDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    assert focused(dialog.sell_spin)
    qtbot.keyClick(dialog.sell_spin, Qt.Key.Key_Up)
    assert dialog.sell_spin.value() == 1
    qtbot.keyClick(dialog.sell_spin, Qt.Key.Key_Tab)
    assert focused(dialog.trade_spin)
    dialog.trade_spin.selectAll()
    qtbot.keyClicks(dialog.trade_spin, "3")
    qtbot.keyClick(dialog.trade_spin, Qt.Key.Key_Tab)  # leaving fixes an odd trade down
    assert dialog.trade_spin.value() == 2
    dialog.trade_spin.setFocus()
    qtbot.keyClick(dialog.trade_spin, Qt.Key.Key_Up)
    assert dialog.trade_spin.value() == 4
    qtbot.keyClick(dialog.trade_spin, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == Dispose(1, 4)
    assert dialog.answer() in game.legal_actions()
    applies(game, dialog.answer())  # type: ignore[arg-type]


def test_disposal_ask_with_keep_all(qtbot: QtBot) -> None:
    game = DISPOSE_POSITIONS[2]

    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, DisposalDialog)
        dialog.sell_all()
        assert dialog.action() != Dispose(0, 0)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
        # A mnemonic "animates" the click: it lands a moment later.
        qtbot.waitUntil(lambda: dialog.action() == Dispose(0, 0), timeout=2000)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    answer_modal(interact)
    assert DisposalDialog.ask(game) == Dispose(0, 0)


# -- buying -------------------------------------------------------------------------------


def _cash(game: Game) -> int:
    return int(game.to_dict()["players"][game.turn]["cash"])


def _offer(game: Game) -> list[dict[str, Any]]:
    return [c for c in game.to_dict()["chains"].values() if c["active"]]


BUY_POSITIONS = [
    position(Kind.BUY, lambda g: len([c for c in _offer(g) if c["available"]]) >= 3),
    position(
        Kind.BUY,
        lambda g: (
            len(_offer(g)) >= 3
            and 0 < _cash(g) < 3 * max(c["price"] for c in _offer(g))
            and _cash(g) >= min(c["price"] for c in _offer(g))
        ),
    ),
    position(Kind.BUY, lambda g: any(0 < c["available"] < 3 for c in _offer(g))),
    position(Kind.BUY, lambda g: any(c["available"] == 0 for c in _offer(g))),
    position(Kind.BUY, lambda g: g.end_allowed(), players=6),
]


def reachable_buys(dialog: BuyDialog) -> set[tuple[str, ...]]:
    def state() -> dict[str, int]:
        return {name: spin.value() for name, spin in dialog.spins.items()}

    start = state()
    key = tuple(sorted(start.items()))
    seen = {key: start}
    todo = [start]
    while todo:
        current = todo.pop()
        for spin in dialog.spins.values():
            for step in (1, -1):
                dialog.set_counts(current)
                if spin.isEnabled():
                    spin.stepBy(step)
                reached = state()
                action = dialog.action()
                assert isinstance(action, Buy)
                assert Counter(action.chains) == Counter({k: v for k, v in reached.items() if v})
                key = tuple(sorted(reached.items()))
                if key not in seen:
                    seen[key] = reached
                    todo.append(reached)
    out = set()
    for counts in seen.values():
        dialog.set_counts(counts)
        action = dialog.action()
        assert isinstance(action, Buy)
        out.add(action.chains)
    return out


@pytest.mark.parametrize("game", BUY_POSITIONS)
def test_buy_reaches_exactly_the_legal_purchases(qtbot: QtBot, game: Game) -> None:
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    legal = [a for a in game.legal_actions() if isinstance(a, Buy)]
    assert set(dialog.spins) == {chain for a in legal for chain in a.chains}
    assert reachable_buys(dialog) == {a.chains for a in legal}
    # Every reachable state is also a legal action object, equal to the engine's.
    for action in legal:
        dialog.set_counts(Counter(action.chains))
        assert dialog.action() in game.legal_actions()
    data = game.to_dict()
    for name, spin in dialog.spins.items():
        dialog.set_counts({})
        info = data["chains"][name]
        most = min(info["available"], game.rules.max_buy, _cash(game) // info["price"])
        assert spin.maximum() == most
        assert spin.isEnabled() == (most > 0)


@pytest.mark.parametrize("game", BUY_POSITIONS)
def test_buy_end_button_only_when_the_end_is_legal(qtbot: QtBot, game: Game) -> None:
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    assert (dialog.end_button is not None) == (End() in game.legal_actions())
    if dialog.end_button is not None:
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        assert dialog.answer() == End()
        after = game.copy()
        after.apply(End())
        assert after.pending is not None and after.pending.kind == Kind.BUY
        assert not after.end_allowed()


def test_buy_by_keyboard(qtbot: QtBot) -> None:
    game = BUY_POSITIONS[0]
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    first, second = list(dialog.spins)[:2]
    assert focused(dialog.spins[first])
    assert dialog.ok_button.text() == "&Buy nothing"
    assert not dialog.nothing_button.isVisible()
    qtbot.keyClick(dialog.spins[first], Qt.Key.Key_Up)
    qtbot.keyClick(dialog.spins[first], Qt.Key.Key_Tab)
    assert focused(dialog.spins[second])
    qtbot.keyClick(dialog.spins[second], Qt.Key.Key_Up)
    price = sum(game.chain_price(c) for c in (first, second))
    assert f"for ${price:,}" in dialog.ok_button.text()
    assert dialog.nothing_button.isVisible()
    qtbot.keyClick(dialog.spins[second], Qt.Key.Key_Return)
    assert dialog.answer() == Buy((first, second))
    applies(game, dialog.answer())  # type: ignore[arg-type]


def test_a_count_typed_beyond_the_most_is_the_most(qtbot: QtBot) -> None:
    """Seen in a playtest: "5" typed where at most 3 shares may be bought was refused,
    and Enter then bought nothing. The number is taken as the most there is room for,
    and Enter buys that; in the disposal, leaving the box does the same."""
    game = BUY_POSITIONS[0]
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    chain = next(iter(dialog.spins))
    spin = dialog.spins[chain]
    most = spin.maximum()
    assert most > 0
    spin.selectAll()
    qtbot.keyClicks(spin, str(most + 2))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == Buy((chain,) * most)
    applies(game, dialog.answer())  # type: ignore[arg-type]

    disposal = DisposalDialog(DISPOSE_POSITIONS[2])
    qtbot.addWidget(disposal)
    activate(qtbot, disposal)
    disposal.sell_spin.setFocus()
    disposal.sell_spin.selectAll()
    qtbot.keyClicks(disposal.sell_spin, "99")
    qtbot.keyClick(disposal.sell_spin, Qt.Key.Key_Tab)
    assert disposal.sell_spin.value() == _pending(DISPOSE_POSITIONS[2]).shares


def test_buy_shows_a_lone_chains_name_whole(qtbot: QtBot) -> None:
    """Seen in a playtest: with Tower the only chain on the board its name read "Towe":
    the name alone set its column's width, and its last letter's ink reaches past its
    advance. The name's ink stays clear of its label's edge."""
    game = position(
        Kind.BUY, lambda g: [c.name for c in g.game_view().chains if c.active] == ["Tower"]
    )
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    label = next(w for w in dialog.findChildren(QLabel) if w.text().replace("&", "") == "Tower")
    image = label.grab().toImage()
    background = image.pixelColor(image.width() - 1, 0)
    last = [image.pixelColor(image.width() - 1, y) for y in range(image.height())]
    assert all(colour == background for colour in last), "the name's ink reaches the edge"


def test_buy_nothing_button(qtbot: QtBot) -> None:
    game = BUY_POSITIONS[0]
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    name = next(iter(dialog.spins))
    dialog.set_counts({name: 1})
    qtbot.mouseClick(dialog.nothing_button, Qt.MouseButton.LeftButton)
    assert dialog.answer() == Buy(())
    applies(game, Buy(()))


def test_buy_running_total_and_limit(qtbot: QtBot) -> None:
    game = BUY_POSITIONS[0]
    dialog = BuyDialog(game)
    qtbot.addWidget(dialog)
    cash = _cash(game)
    cheapest = min(dialog.spins, key=game.chain_price)
    count = min(3, cash // game.chain_price(cheapest))
    dialog.set_counts({cheapest: count})
    cost = count * game.chain_price(cheapest)
    assert f"{count} of 3 shares for ${cost:,}" in dialog.total.text()
    assert f"${cash:,} → ${cash - cost:,}" in dialog.total.text()
    if count == 3:
        others = [spin for name, spin in dialog.spins.items() if name != cheapest]
        assert others and not any(spin.isEnabled() for spin in others)


# -- declaring the end ------------------------------------------------------------------


def test_end_game_dialog_confirms_or_keeps_playing(qtbot: QtBot) -> None:
    game = position(Kind.PLAY, lambda g: g.end_allowed())
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    assert EndGameDialog.ask(game) == End()
    after = game.copy()
    after.apply(End())
    assert after.pending is not None and after.pending.kind == Kind.PLAY
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert EndGameDialog.ask(game) is None
    dialog = EndGameDialog(game)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert f"{game.players[game.turn]}, do you declare the game over?" in text
    assert "turn is completed first" in text


def test_end_game_dialog_refuses_when_the_end_is_not_legal(qtbot: QtBot) -> None:
    game = position(Kind.PLAY, lambda g: not g.end_allowed())
    with pytest.raises(ValueError, match="cannot declare the game over"):
        EndGameDialog(game)


# -- new game ---------------------------------------------------------------------------------


def test_new_game_defaults(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert isinstance(setup, GameSetup)
    assert setup.controllers == ("human", "medium", "medium", "medium")
    assert setup.names[0] == "Ann" and len(set(setup.names)) == 4
    assert setup.rules == Rules.classic() and setup.seed is None
    assert dialog.ok_button.isEnabled()
    game = new_game(setup.rules, setup.names, setup.seed, controllers=setup.controllers)
    assert game.controllers == setup.controllers


def test_each_occupant_is_one_seat_kind_whose_words_the_new_game_dialog_offers(
    qtbot: QtBot,
) -> None:
    assert set(SEAT_KINDS) == set(Occupant)
    for hosting in (False, True):
        dialog = NewGameDialog(human_name="Ann", hosting=hosting)
        qtbot.addWidget(dialog)
        box = dialog.seats[0].controller
        offered = [box.itemText(i) for i in range(box.count())]
        assert offered == [occupant_label(who, hosting) for who in dialog.occupants]
    assert occupant_label(Occupant.HUMAN) == "Human"
    assert occupant_label(Occupant.HUMAN, hosting=True) == "Human (this computer)"
    assert occupant_label(Occupant.NETWORK, hosting=True) == "Human (network)"
    assert occupant_label(Occupant.EASY, hosting=True) == "Easy AI"


def test_new_game_validates_names(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    name = dialog.seats[1].name
    name.clear()
    assert not dialog.ok_button.isEnabled()
    assert "Seat 2 needs a name" in dialog.hint.text() and dialog.hint.isVisible()
    qtbot.keyClicks(name, " ann ")
    assert not dialog.ok_button.isEnabled()
    assert "names must differ" in dialog.hint.text()
    name.clear()
    qtbot.keyClicks(name, "Zed")
    assert dialog.ok_button.isEnabled() and not dialog.hint.isVisible()
    with pytest.raises(ValueError):
        dialog.seats[2].name.setText("   ")
        dialog.setup()


def test_new_game_seats_house_rules_and_seed(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert len(dialog.seats) == 6 and not dialog.add_button.isEnabled()
    dialog.add_seat()
    assert len(dialog.seats) == 6
    while len(dialog.seats) > 2:
        qtbot.mouseClick(dialog.seats[-1].remove, Qt.MouseButton.LeftButton)
    assert not any(seat.remove.isEnabled() for seat in dialog.seats)
    dialog.remove_seat(0)
    assert len(dialog.seats) == 2
    dialog.seats[1].controller.setCurrentIndex(dialog.seats[1].controller.findData("hard"))
    dialog.seats[0].controller.setCurrentIndex(dialog.seats[0].controller.findData("easy"))
    dialog.seated.setChecked(True)
    dialog.founder_cash.setChecked(True)
    dialog.hidden.setChecked(True)
    qtbot.keyClicks(dialog.seed, "12x34")  # the validator drops the letter
    setup = dialog.setup()
    assert setup.controllers == ("easy", "hard")
    assert setup.rules == Rules.classic(  # two seats: the two-player rule is on, as recommended
        turn_order="seated", founder_cash_when_sold_out=True, hidden_holdings=True, two_player=True
    )
    assert setup.seed == 1234
    game = new_game(setup.rules, setup.names, setup.seed, controllers=setup.controllers)
    assert game.turn == 0  # seated turn order


def test_new_game_ask(qtbot: QtBot) -> None:
    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.seats[0].name.setText("Zoë")
        qtbot.keyClick(dialog.seats[0].name, Qt.Key.Key_Return)

    answer_modal(interact)
    setup = NewGameDialog.ask(human_name="Ann")
    assert setup is not None and setup.names[0] == "Zoë"
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert NewGameDialog.ask() is None


def test_new_game_enter_does_nothing_while_invalid(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seats[0].name.setText("Ada")
    qtbot.keyClick(dialog.seats[0].name, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted


# -- game over -------------------------------------------------------------------------------


def finished_game(seed: int = 3, players: int = 4) -> tuple[Game, list[Event], list[list[int]]]:
    game = new_game(Rules.classic(), NAMES[:players], seed=seed)
    player = RandomPlayer(seed, eager_end=True)
    history: list[list[int]] = []
    last: list[Event] = []

    def worth() -> list[int]:
        data = game.to_dict()
        return [
            p["cash"] + sum(n * data["chains"][c]["price"] for c, n in p["shares"].items())
            for p in data["players"]
        ]

    while game.pending is not None:
        if game.pending.player == game.turn and game.pending.kind == Kind.PLAY:
            history.append(worth())
        last = game.apply(player.choose(game))
    history.append(worth())
    return game, last, history


def test_game_over_shows_standings_and_payout(qtbot: QtBot) -> None:
    game, last, history = finished_game()
    dialog = GameOverDialog(game, last, history)
    qtbot.addWidget(dialog)
    standings = game.to_dict()["standings"]
    winners = [s["name"] for s in standings if s["rank"] == 1]
    assert winners[0] in dialog.headline.text()
    assert f"${standings[0]['cash']:,}" in dialog.headline.text()
    tree = dialog.table
    assert tree.topLevelItemCount() == len(standings)
    for row, entry in enumerate(standings):
        item = top_item(tree, row)
        assert item.text(1) == entry["name"]
        assert item.text(5) == f"${entry['cash']:,}"
        assert ("winner" in item.text(0)) == (entry["rank"] == 1)
        bonus = sum(
            e.amount for e in last if isinstance(e, BonusPaid) and e.player == entry["seat"]
        )
        sales = sum(e.cash for e in last if isinstance(e, FinalSale) and e.player == entry["seat"])
        assert item.text(3) == f"${bonus:,}" and item.text(4) == f"${sales:,}"
        assert item.text(2) == f"${entry['cash'] - bonus - sales:,}"
        details = [e for e in last if isinstance(e, BonusPaid | FinalSale)]
        mine = [e for e in details if e.player == entry["seat"]]
        assert item.childCount() == len(mine)
    assert any(isinstance(e, BonusPaid) for e in last)


class _TiedGame:
    """Just enough of a finished game for the dialog: two players share the win."""

    def __init__(self) -> None:
        self.rules = Rules.classic()
        self.players = ("Ann", "Bob", "Cy")

    def game_view(self) -> SimpleNamespace:
        return SimpleNamespace(
            standings=(
                Standing("Bob", 1, 30000, 1),
                Standing("Ann", 0, 30000, 1),
                Standing("Cy", 2, 12000, 3),
            )
        )


def test_game_over_ties_share_the_win(qtbot: QtBot) -> None:
    dialog = GameOverDialog(_TiedGame(), [], [[6000] * 3, [7000, 8000, 5000]])  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Bob and Ann share the win with $30,000 each!"
    marks = [top_item(dialog.table, row).text(0) for row in range(3)]
    assert ["winner" in mark for mark in marks] == [True, True, False]


def test_game_over_chart_draws_every_player(qtbot: QtBot) -> None:
    game, last, history = finished_game(players=3)
    dialog = GameOverDialog(game, last, history)
    qtbot.addWidget(dialog)
    dialog.resize(900, 650)
    activate(qtbot, dialog)
    image: QImage = dialog.chart.grab().toImage()
    counts = Counter[int]()
    targets = [QColor(colour) for colour in PLAYER_COLOURS[:3]]
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            for seat, target in enumerate(targets):
                if (
                    abs(pixel.red() - target.red())
                    + abs(pixel.green() - target.green())
                    + abs(pixel.blue() - target.blue())
                    < 30
                ):
                    counts[seat] += 1
    assert all(counts[seat] > 40 for seat in range(3)), counts


def test_game_over_refuses_an_unfinished_game(qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="not over"):
        GameOverDialog(position(Kind.BUY), [], [])


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "de"])
def test_game_over_standings_share_the_room(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    """The standings, as the window shows them (beside the AI's results in the player's
    seat, over the charts): every column fits its words, the figures' columns get as
    much of the room beyond as the names' (not an empty name column beside cramped
    figures), and the table is as tall as its players' rows and the longest payout, one
    open at a time (the winner's to begin with): opening one shows it whole, with no
    scroll bar and no empty rows under it (the playtest saw the table four rows tall and
    a payout opened scroll the others away)."""
    screen = next(s for s in QApplication.screens() if s.name() == f"screen-{size[0]}x{size[1]}")
    window = QMainWindow()
    qtbot.addWidget(window)
    window.move(screen.availableGeometry().topLeft())
    window.resize(*size)
    window.show()
    apply_language(language)
    try:
        dialog = game_over_dialog(*finished_game(players=5), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.table
        header = tree.header()
        metrics = tree.fontMetrics()
        tree.expandAll()
        room = [header.sectionSize(column) for column in range(tree.columnCount())]
        texts = [
            max(header.sectionSizeHint(column), tree.sizeHintForColumn(column))
            for column in range(tree.columnCount())
        ]
        tree.collapseAll()
        assert all(r >= t for r, t in zip(room, texts, strict=True)), (room, texts)
        spare = [r - t for r, t in zip(room[1:], texts[1:], strict=True)]
        assert max(spare) - min(spare) <= 1, spare
        assert sum(room) >= tree.viewport().width() - 1
        players = [top_item(tree, row) for row in range(tree.topLevelItemCount())]
        longest = max(players, key=lambda item: item.childCount())
        assert 0 < longest.childCount() <= PAYOUT_LINES_SHOWN
        players[0].setExpanded(True)
        longest.setExpanded(True)
        assert [item.isExpanded() for item in players].count(True) == 1
        assert longest.isExpanded()
        assert tree.verticalScrollBar().maximum() == 0
        final = players[-1]  # the last row shown: the last player's, or its payout's last
        if final.isExpanded():
            final = final.child(final.childCount() - 1)
        last = tree.visualItemRect(final)
        assert tree.viewport().height() - last.bottom() <= metrics.height() // 2
        assert dialog.width() <= window.width() and dialog.height() <= window.height()
    finally:
        apply_language("en")


# -- layout ---------------------------------------------------------------------------------------


def _all_dialogs() -> Iterator[QDialog]:
    yield FoundChainDialog(FOUND_POSITIONS[0])
    yield SurvivorDialog(survivor_position())
    yield DefunctOrderDialog(defunct_position())
    yield DisposalDialog(DISPOSE_POSITIONS[0])
    yield BuyDialog(BUY_POSITIONS[4])
    yield EndGameDialog(position(Kind.PLAY, lambda g: g.end_allowed()))
    yield NewGameDialog(human_name="Ann")
    game, last, history = finished_game(players=6)
    yield GameOverDialog(game, last, history)


def test_every_dialog_fits_720p_and_labels_are_not_clipped(qtbot: QtBot) -> None:
    for dialog in _all_dialogs():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        size = dialog.size()
        assert size.width() <= 1280 and size.height() <= 720 - 40, type(dialog).__name__
        for widget in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton):
            if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
                continue
            assert widget.width() >= widget.minimumSizeHint().width(), (
                type(dialog).__name__,
                widget.text(),
            )
