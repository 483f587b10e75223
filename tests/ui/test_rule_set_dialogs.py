"""The dialogs of the other rule sets and of player trading answer with legal actions.

Positions are built with the real engine from scripts: Space Monopoly with its
diamonds fixed (``tile_bag=``) and ``play`` actions, classic with the house rule
player trading (``scripted_game``), and a seeded Energy game for its chain names of
several words. Each dialog is driven through its widgets; its answer must be one of
``game.legal_actions()`` (a proposal: accepted by ``game.copy().apply()``), choices
the engine refuses must be disabled, money is in the rule set's currency, and
cancelling or closing answers nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from scripting import scripted_game, turn

from acquire_qt.ai import RandomPlayer
from acquire_qt.dialogs import (
    DisposalDialog,
    NewGameDialog,
    SellSharesDialog,
    TradeAnswerDialog,
    TradeProposalDialog,
    sales_available,
)
from acquire_qt.engine import Game, IllegalActionError, Kind, Rules, may_propose, new_game
from acquire_qt.engine.actions import Accept, Decline, DisposeAll, Propose, Sell
from acquire_qt.session.rule_sets import RULE_SETS

from .windows import answer_modal, shown_text

NAMES = ["Ann", "Bob", "Cy"]
DIAMONDS = ["2L", "4L", "6L", "8L", "10L", "12L", "14L", "16L", "16J"]
"""Space Monopoly's nine diamonds (5 % of 16×12), in the last rows, away from the play."""

# -- positions --------------------------------------------------------------------------


def space_game(script: list[str], **options: object) -> Game:
    """A three-player Space Monopoly game after ``script`` (a pending buy not answered
    in the script buys nothing)."""
    game = new_game(Rules.space_monopoly(**options), NAMES, tile_bag=DIAMONDS)  # type: ignore[arg-type]
    for text in script:
        while game.pending is not None and game.pending.kind == Kind.BUY:
            if text.startswith(("buy", "sell")):
                break
            game.apply("buy")
        game.apply(text)
    return game


# Bob founds Nerdniss (1A 2A 1B), Ann founds Beetleguice (4A 5A); Ann's 3A merges them.
# Holdings of Beetleguice: Ann 4, Bob 3, Cy 1. Disposal starts with Bob (after Ann).
MERGER = [
    "play 1A",
    "play 2A",
    "found Nerdniss",
    "play 4A",
    "play 5A",
    "found Beetleguice",
    "buy B B B",
    "play 1B",
    "buy B B B",
    "play 16A",
    "buy B",
    "play 3A",
]

# As MERGER, but the players buy Nerdniss until one share is left in the bank.
# Beetleguice: Ann 4, Bob 2, Cy 2.
DEPLETED = [
    "play 1A",
    "play 2A",
    "found Nerdniss",
    "buy N N N",
    "play 4A",
    "buy N N N",
    "play 5A",
    "found Beetleguice",
    "buy B B B",
    "play 1B",
    "buy N N N",
    "play 10C",
    "buy N B B",
    "play 12C",
    "buy N N N",
    "play 14C",
    "buy N N N",
    "play 10E",
    "buy N N N",
    "play 12E",
    "buy N N N",
    "play 14E",
    "buy N B B",
    "play 10G",
    "play 3A",
]


def one_way_positions() -> dict[str, Game]:
    """Space Monopoly disposals, by what makes them interesting."""
    odd = space_game(MERGER)  # Bob: 3 shares, trades 2 and keeps the odd one
    single = space_game([*MERGER, "dispose keep"])  # Cy: 1 share, nothing to trade
    even = space_game([*MERGER, "dispose keep", "dispose keep"])  # Ann: 4, all tradeable
    bank_limited = space_game([*DEPLETED, "dispose keep", "dispose keep"])  # Ann: 4, trade 2
    bank_empty = space_game([*DEPLETED, "dispose trade"])  # Cy: 2, the bank has none
    return {
        "odd": odd,
        "single": single,
        "even": even,
        "bank_limited": bank_limited,
        "bank_empty": bank_empty,
    }


ONE_WAY = one_way_positions()


def sell_position() -> Game:
    """Ann to place a tile in Space Monopoly, holding Nerdniss 3 and Beetleguice 4."""
    return space_game(DEPLETED[:19])


def trade_position(**house_rules: object) -> Game:
    """Classic with player trading: Ann to play, holding Luxor 3 and Tower 1;
    Bob holds Tower 3, Cy American 2 and Luxor 1."""
    game = scripted_game(
        ["1A", "12A", "12I"],
        ["4A", "4B", "6A", "6B", "8A", "8B"],
        player_trading=True,
        **house_rules,
    )
    turn(game, "4A")
    turn(game, "4B", "found Tower", buy=("Tower", "Tower"))
    turn(game, "6A")
    turn(game, "6B", "found Luxor", buy=("Tower", "Luxor", "Luxor"))
    turn(game, "8A")
    turn(game, "8B", "found American", buy=("American", "Luxor"))
    return game


def energy_trade_position() -> Game:
    """An Energy game (player trading) at an action where the active player may propose
    and every player holds shares (a seeded game played at random)."""
    for seed in range(40):
        game = new_game(Rules.energy(player_trading=True), NAMES, seed=seed)
        player = RandomPlayer(seed)
        while game.pending is not None:
            players = game.to_dict()["players"]
            if may_propose(game.pending) and all(p["shares"] for p in players):
                return game
            game.apply(player.choose(game))
    raise AssertionError("no Energy position with shares to trade")


def offered(game: Game, proposal: Propose | str) -> Game:
    """A copy of ``game`` after ``proposal``: the other player must answer it."""
    after = game.copy()
    after.apply(proposal)
    assert after.pending is not None and after.pending.kind == Kind.TRADE_OFFER
    return after


# -- helpers ----------------------------------------------------------------------------


def all_text(dialog: QDialog) -> str:
    buttons = "\n".join(button.text() for button in dialog.findChildren(QPushButton))
    return "\n".join((dialog.windowTitle(), shown_text(dialog), buttons))


def opened(qtbot: QtBot, dialog: QDialog) -> None:
    """Show ``dialog`` as a player would see it (clicks land only on shown widgets)."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# -- one-way disposal (Space Monopoly) --------------------------------------------------


def test_the_positions_are_what_they_say() -> None:
    expected = {  # (player, shares, max_trade)
        "odd": ("Bob", 3, 2),
        "single": ("Cy", 1, 0),
        "even": ("Ann", 4, 4),
        "bank_limited": ("Ann", 4, 2),
        "bank_empty": ("Cy", 2, 0),
    }
    for name, game in ONE_WAY.items():
        decision = game.pending
        assert decision is not None and decision.kind == Kind.DISPOSE, name
        who = game.players[decision.player]
        assert (who, decision.shares, decision.max_trade) == expected[name], name
        assert (decision.chain, decision.survivor) == ("Beetleguice", "Nerdniss")


@pytest.mark.parametrize("name", list(ONE_WAY))
def test_one_way_disposal_offers_exactly_the_legal_ways(qtbot: QtBot, name: str) -> None:
    game = ONE_WAY[name]
    dialog = DisposalDialog(game)
    opened(qtbot, dialog)
    legal = [a for a in game.legal_actions() if isinstance(a, DisposeAll)]
    assert set(dialog.ways) == {"sell", "trade", "keep"}
    assert {way for way, radio in dialog.ways.items() if radio.isEnabled()} == {
        a.way for a in legal
    }
    assert not hasattr(dialog, "sell_spin"), "one-way mode has no share counts to choose"
    for way, radio in dialog.ways.items():
        if not radio.isEnabled():
            with pytest.raises(IllegalActionError):
                game.copy().apply(DisposeAll(way))
            continue
        click(qtbot, radio)
        assert dialog.chosen_way() == way
        assert dialog.action() == DisposeAll(way)
        assert dialog.action() in legal
        game.copy().apply(dialog.action())
    assert dialog.ways["trade"].isEnabled() == (game.pending.max_trade > 0)  # type: ignore[union-attr]


def test_one_way_disposal_says_what_is_decided_in_pounds(qtbot: QtBot) -> None:
    game = ONE_WAY["odd"]
    dialog = DisposalDialog(game)
    opened(qtbot, dialog)
    title = dialog.windowTitle()
    assert "Beetleguice" in title and "defunct" in title
    text = shown_text(dialog)
    assert (
        "Bob, Beetleguice (2 tiles) is defunct: Ann's tile 3A merged it into Nerdniss. "
        "You hold 3 Beetleguice shares, at £200 each (the price before the merger)." in text
    )
    assert "Choose one way for all your 3 Beetleguice shares:" in text
    assert dialog.ok_button.text() == "Keep all 3"
    click(qtbot, dialog.ways["sell"])
    assert dialog.ok_button.text() == "Sell all for £600"
    click(qtbot, dialog.ways["trade"])
    assert dialog.ok_button.text() == "Trade for 1 Nerdniss share"
    assert dialog.way_results["sell"].text().startswith("3 × £200 = £600")
    cash = game.to_dict()["players"][1]["cash"]
    assert f"£{cash:,} to £{cash + 600:,}" in dialog.way_results["sell"].text()
    trade = dialog.way_results["trade"].text()
    assert "2 Beetleguice shares → 1 Nerdniss share" in trade
    assert "You keep 1 Beetleguice share (the odd share)" in trade
    assert "You keep 3 Beetleguice shares" in dialog.way_results["keep"].text()
    assert "$" not in all_text(dialog)


def test_one_way_disposal_explains_a_disabled_trade(qtbot: QtBot) -> None:
    single = DisposalDialog(ONE_WAY["single"])
    opened(qtbot, single)
    assert not single.ways["trade"].isEnabled()
    assert "trading needs two Beetleguice shares" in single.way_results["trade"].text()
    assert single.way_results["trade"].isEnabled(), "the reason stays readable"
    empty = DisposalDialog(ONE_WAY["bank_empty"])
    opened(qtbot, empty)
    assert not empty.ways["trade"].isEnabled()
    assert "the bank has no Nerdniss shares left" in empty.way_results["trade"].text()
    with pytest.raises(ValueError, match="not legal"):
        empty.set_way("trade")
    limited = DisposalDialog(ONE_WAY["bank_limited"])
    opened(qtbot, limited)
    text = limited.way_results["trade"].text()
    assert "2 Beetleguice shares → 1 Nerdniss share" in text
    assert "You keep 2 Beetleguice shares (the bank has only 1 Nerdniss share)" in text


def test_one_way_disposal_quick_methods_and_default(qtbot: QtBot) -> None:
    game = ONE_WAY["even"]
    dialog = DisposalDialog(game)
    opened(qtbot, dialog)
    assert dialog.action() == DisposeAll("keep")
    dialog.sell_all()
    assert dialog.action() == DisposeAll("sell")
    dialog.trade_max()
    assert dialog.action() == DisposeAll("trade")
    dialog.keep_all()
    assert dialog.action() == DisposeAll("keep")


def test_one_way_disposal_ask_answers_the_clicked_way(qtbot: QtBot) -> None:
    game = ONE_WAY["odd"]

    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, DisposalDialog)
        click(qtbot, dialog.ways["trade"])
        click(qtbot, dialog.ok_button)

    answer_modal(interact)
    answer = DisposalDialog.ask(game)
    assert answer == DisposeAll("trade") and answer in game.legal_actions()
    events = game.copy().apply(answer)
    disposed = [e for e in events if e.kind == "shares_disposed"]
    assert (disposed[0].traded, disposed[0].kept) == (2, 1)  # type: ignore[attr-defined]


def test_one_way_disposal_cannot_be_escaped_unless_cancellable(qtbot: QtBot) -> None:
    game = ONE_WAY["odd"]
    seen: list[bool] = []

    def interact(dialog: QDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        seen.append(dialog.isVisible())
        dialog.ok_button.click()  # type: ignore[attr-defined]

    answer_modal(interact)
    assert DisposalDialog.ask(game) == DisposeAll("keep")
    assert seen == [True]
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert DisposalDialog.ask(game, cancellable=True) is None


# -- selling in one's own turn (Space Monopoly) ------------------------------------------


def test_sales_available_follows_the_legal_actions() -> None:
    game = sell_position()
    assert sales_available(game) and SellSharesDialog.sales_available(game)
    assert not sales_available(space_game(["play 1A"]))  # Bob holds nothing yet
    assert not sales_available(ONE_WAY["odd"])  # not during a merger
    assert not sales_available(trade_position())  # classic: never
    with pytest.raises(ValueError, match="no shares to sell"):
        SellSharesDialog(space_game(["play 1A"]))


def test_sell_dialog_reaches_exactly_the_legal_sales(qtbot: QtBot) -> None:
    game = sell_position()
    dialog = SellSharesDialog(game)
    opened(qtbot, dialog)
    legal = {a for a in game.legal_actions() if isinstance(a, Sell)}
    assert list(dialog.radios) == ["Nerdniss", "Beetleguice"]  # chain order
    reached = set()
    for chain, radio in dialog.radios.items():
        click(qtbot, radio)
        counts = [a.count for a in legal if a.chain == chain]
        assert (dialog.count_spin.minimum(), dialog.count_spin.maximum()) == (
            min(counts),
            max(counts),
        )
        dialog.count_spin.setValue(dialog.count_spin.minimum())
        while True:
            action = dialog.action()
            assert isinstance(action, Sell) and action in legal
            reached.add(action)
            if dialog.count_spin.value() == dialog.count_spin.maximum():
                break
            dialog.count_spin.stepBy(1)
    assert reached == legal
    game.copy().apply(Sell("Beetleguice", 4))


def test_sell_dialog_shows_price_and_proceeds_in_pounds(qtbot: QtBot) -> None:
    game = sell_position()
    dialog = SellSharesDialog(game)
    opened(qtbot, dialog)
    dialog.set_sale("Beetleguice", 3)
    price = game.chain_price("Beetleguice")
    cash = game.to_dict()["players"][0]["cash"]
    summary = dialog.summary.text()
    assert f"Sell 3 Beetleguice shares at £{price:,} = £{3 * price:,} (you keep 1 share)" in summary
    assert f"Cash: £{cash:,} → £{cash + 3 * price:,}" in summary
    assert dialog.ok_button.text() == f"&Sell 3 shares for £{3 * price:,}"
    assert "$" not in all_text(dialog)


def test_sell_ask_answers_a_sale_or_nothing(qtbot: QtBot) -> None:
    game = sell_position()

    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, SellSharesDialog)
        click(qtbot, dialog.radios["Beetleguice"])
        dialog.count_spin.setValue(2)
        click(qtbot, dialog.ok_button)

    answer_modal(interact)
    answer = SellSharesDialog.ask(game)
    assert answer == Sell("Beetleguice", 2) and answer in game.legal_actions()
    events = game.copy().apply(answer)
    assert [e.kind for e in events] == ["shares_sold"]
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert SellSharesDialog.ask(game) is None


# -- proposing a trade (house rule) --------------------------------------------------------


def test_proposal_bounds_follow_the_holders(qtbot: QtBot) -> None:
    game = trade_position()
    assert game.pending is not None and game.pending.may_propose
    dialog = TradeProposalDialog(game)
    opened(qtbot, dialog)
    combo = dialog.target_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Bob", "Cy"]
    players = game.to_dict()["players"]
    held = {chain for p in players for chain in p["shares"]}
    assert list(dialog.give_spins) == [c for c in game.rules.chain_names if c in held]
    for chain, spin in dialog.give_spins.items():
        assert spin.maximum() == players[0]["shares"].get(chain, 0)
        assert spin.isEnabled() == (spin.maximum() > 0)
    assert dialog.give_cash.maximum() == players[0]["cash"]
    assert dialog.give_cash.singleStep() == 100 and dialog.give_cash.prefix() == "$"
    for seat in (1, 2):
        dialog.set_target(seat)
        assert dialog.target() == seat
        for chain, spin in dialog.get_spins.items():
            assert spin.maximum() == players[seat]["shares"].get(chain, 0), (seat, chain)
        assert dialog.get_cash.maximum() == players[seat]["cash"]
    # A value above the new target's holding is clamped, so it never asks for too much.
    dialog.set_target(1)
    dialog.get_spins["Tower"].setValue(3)
    dialog.set_target(2)
    assert dialog.get_spins["Tower"].value() == 0


def test_proposal_ok_only_when_something_is_exchanged(qtbot: QtBot) -> None:
    dialog = TradeProposalDialog(trade_position())
    opened(qtbot, dialog)
    assert not dialog.ok_button.isEnabled()
    dialog.give_cash.setValue(250)  # typed values need not be multiples of 100
    assert dialog.ok_button.isEnabled()
    assert dialog.proposal().give_cash == 250
    dialog.give_cash.setValue(0)
    assert not dialog.ok_button.isEnabled()


def test_proposal_answer_is_accepted_by_the_engine(qtbot: QtBot) -> None:
    game = trade_position()

    def interact(dialog: QDialog) -> None:
        assert isinstance(dialog, TradeProposalDialog)
        dialog.set_target(1)
        dialog.give_spins["Luxor"].setValue(2)
        dialog.give_spins["Tower"].setValue(1)
        dialog.give_cash.setValue(500)
        dialog.get_spins["Tower"].setValue(1)
        worth = game.chain_price("Tower") + 2 * game.chain_price("Luxor") + 500
        assert f"You offer Bob 1 Tower, 2 Luxor and $500 (worth ${worth:,}) for 1 Tower" in (
            dialog.summary.text()
        )
        click(qtbot, dialog.ok_button)

    answer_modal(interact)
    answer = TradeProposalDialog.ask(game)
    assert answer == Propose(1, (("Tower", 1), ("Luxor", 2)), 500, (("Tower", 1),), 0)
    after = offered(game, answer)
    assert after.pending is not None and after.pending.player == 1
    assert after.pending.offer == answer


def test_proposal_refused_by_the_engine_stays_open(qtbot: QtBot) -> None:
    game = trade_position(hidden_holdings=True)
    dialog = TradeProposalDialog(game)
    opened(qtbot, dialog)
    assert "Holdings are hidden" in shown_text(dialog)
    dialog.set_target(2)
    cy_cash = game.to_dict()["players"][2]["cash"]
    dialog.get_cash.setValue(cy_cash + 1000)  # more than Cy has: the dialog cannot know
    click(qtbot, dialog.ok_button)
    assert dialog.isVisible() and dialog.answer() is None
    assert dialog.error.isVisible()
    # the engine's reason names the amount asked, not Cy's hidden cash
    assert dialog.error.text() == f"Cy does not have ${cy_cash + 1000:,}."
    dialog.get_cash.setValue(100)
    assert not dialog.error.isVisible()
    click(qtbot, dialog.ok_button)
    assert dialog.answer() == Propose(2, (), 0, (), 100)


def test_proposal_with_chains_of_several_words(qtbot: QtBot) -> None:
    game = energy_trade_position()
    dialog = TradeProposalDialog(game)
    opened(qtbot, dialog)
    seat = game.pending.player  # type: ignore[union-attr]
    mine = game.to_dict()["players"][seat]["shares"]
    chain = next(iter(mine))
    assert " " in chain
    dialog.give_spins[chain].setValue(1)
    assert dialog.give_spins[chain].maximum() == mine[chain]
    click(qtbot, dialog.ok_button)
    answer = dialog.answer()
    assert isinstance(answer, Propose) and answer.give == ((chain, 1),)
    offered(game, answer)
    assert "£" not in all_text(dialog)


def test_proposal_cancel_and_refusal(qtbot: QtBot) -> None:
    game = trade_position()
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert TradeProposalDialog.ask(game) is None
    with pytest.raises(ValueError, match="may not propose"):
        TradeProposalDialog(space_game(["play 1A"]))  # Bob to play, without the house rule
    after = game.copy()
    after.apply(f"play {after.pending.tiles[0]}")  # type: ignore[union-attr]
    assert after.pending is not None and not may_propose(after.pending)


# -- answering a proposal ---------------------------------------------------------------


def test_answer_shows_the_offer_and_its_value(qtbot: QtBot) -> None:
    game = offered(trade_position(), "propose 1 give Luxor 2 cash 500 get Tower 1")
    dialog = TradeAnswerDialog(game)
    opened(qtbot, dialog)
    assert dialog.windowTitle() == "Trade offer from Ann"
    text = shown_text(dialog)
    assert "Bob, Ann offers you 2 Luxor and $500 for 1 Tower." in text
    luxor, tower = game.chain_price("Luxor"), game.chain_price("Tower")
    assert f"2 Luxor × ${luxor:,} = ${2 * luxor:,}" in text
    assert f"1 Tower × ${tower:,} = ${tower:,}" in text
    assert f"Worth ${2 * luxor + 500:,} at current prices" in text
    assert f"Worth ${tower:,} at current prices" in text
    cash = game.to_dict()["players"][1]["cash"]
    assert f"Your cash: ${cash:,} → ${cash + 500:,}" in dialog.verdict.text()


@pytest.mark.parametrize(
    ("button", "answer"), [("ok_button", Accept()), ("decline_button", Decline())]
)
def test_answer_buttons(qtbot: QtBot, button: str, answer: object) -> None:
    game = offered(trade_position(), "propose 2 give Tower 1 get American 1")
    dialog = TradeAnswerDialog(game)
    opened(qtbot, dialog)
    click(qtbot, getattr(dialog, button))
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == answer and answer in game.legal_actions()
    events = game.copy().apply(dialog.answer())  # type: ignore[arg-type]
    assert [e.kind for e in events] == ["trade_answered"]


def test_answer_closing_answers_nothing(qtbot: QtBot) -> None:
    game = offered(trade_position(), "propose 2 get American 1")
    answer_modal(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert TradeAnswerDialog.ask(game) is None

    def close(dialog: QDialog) -> None:
        dialog.close()

    answer_modal(close)
    assert TradeAnswerDialog.ask(game) is None
    dialog = TradeAnswerDialog(game)
    opened(qtbot, dialog)
    assert "Cy, Ann asks you for 1 American and offers nothing in return." in shown_text(dialog)


def test_answer_in_pounds_in_space_monopoly(qtbot: QtBot) -> None:
    game = space_game(DEPLETED[:19], player_trading=True)
    game = offered(game, "propose 2 give Beetleguice 1 cash 300")
    dialog = TradeAnswerDialog(game)
    opened(qtbot, dialog)
    assert "Cy, Ann offers you 1 Beetleguice and £300 for nothing in return." in shown_text(dialog)
    assert "$" not in all_text(dialog)
    click(qtbot, dialog.ok_button)
    assert dialog.answer() == Accept()


def test_trade_answer_refuses_another_decision(qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="answers a trade_offer decision"):
        TradeAnswerDialog(trade_position())


# -- layout -------------------------------------------------------------------------------


def _dialogs() -> Iterator[QDialog]:
    for game in ONE_WAY.values():
        yield DisposalDialog(game)
    yield SellSharesDialog(sell_position())
    yield TradeProposalDialog(trade_position())
    yield TradeProposalDialog(energy_trade_position())
    yield TradeAnswerDialog(
        offered(trade_position(), "propose 1 give Luxor 2 cash 500 get Tower 1")
    )


def test_every_dialog_fits_720p_and_labels_are_not_clipped(qtbot: QtBot) -> None:
    for dialog in _dialogs():
        opened(qtbot, dialog)
        size = dialog.size()
        assert size.width() <= 1280 and size.height() <= 720 - 40, type(dialog).__name__
        for widget in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton):
            if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
                continue
            assert widget.width() >= widget.minimumSizeHint().width(), (
                type(dialog).__name__,
                widget.text(),
            )


# -- the new-game dialog reads the rule-set registry ------------------------------------


def test_new_game_offers_every_registry_rule_set_with_its_options(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    opened(qtbot, dialog)
    offered = [dialog.rule_set.itemData(i) for i in range(dialog.rule_set.count())]
    assert offered == list(RULE_SETS)
    for name, entry in RULE_SETS.items():
        dialog.set_rule_set(name)
        assert dialog.chosen_rule_set() == name
        assert dialog.rules() == entry.rules()
        low, high = entry.seats
        assert (dialog.base_rules.min_players, dialog.base_rules.max_players) == (low, high)
        for option in entry.all_options:
            widget = dialog.findChild(QWidget, option.field)
            assert widget is not None and widget.isVisible(), (name, option.key)
            assert widget.toolTip() == option.tooltip, option.key
        others = [o for e in RULE_SETS.values() if e is not entry for o in e.options]
        for option in others:
            widget = dialog.findChild(QWidget, option.field)
            assert widget is not None and not widget.isVisible(), (name, option.key)


def test_new_game_recommends_the_two_player_rule_for_two_seats_only(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="Ann")
    opened(qtbot, dialog)
    option = dialog.chosen_entry().option("two_player")
    check = dialog.findChild(QCheckBox, option.field)
    assert check is not None and check.isVisible()
    assert "recommended for two players" in check.text()
    assert len(dialog.seats) == 4 and not check.isEnabled() and not check.isChecked()
    assert dialog.setup().rules == Rules.classic()

    dialog.remove_seat(3)
    assert not check.isEnabled()  # three seats
    dialog.remove_seat(2)
    assert check.isEnabled() and check.isChecked()  # two seats: on, as recommended
    assert dialog.setup().rules == Rules.classic(two_player=True)
    assert dialog.add_button.isEnabled()  # the rule follows the seats, it does not limit them

    check.setChecked(False)  # the players may still play without it
    assert dialog.setup().rules == Rules.classic()
    check.setChecked(True)
    assert dialog.setup().rules == Rules.classic(two_player=True)

    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert len(dialog.seats) == 3 and not check.isEnabled() and not check.isChecked()
    assert dialog.problem() is None
    assert dialog.setup().rules == Rules.classic()

    dialog.remove_seat(2)
    assert check.isEnabled() and check.isChecked()
    dialog.set_rule_set("energy")  # classic's option: not shown with another rule set
    assert not check.isVisible()
    assert dialog.setup().rules == Rules.energy()
    dialog.set_rule_set("classic")
    assert check.isVisible() and dialog.setup().rules == Rules.classic(two_player=True)
