"""Screenshots of a joined client proposing a trade (house rule player trading), for
people to look at (not a test).

Run under Xvfb so whole-screen grabs include the dialog over the window::

    xvfb-run -a -s "-screen 0 1600x1000x24" \
        .venv/bin/python tests/ui/network_trade_screenshot.py OUT

It writes ``client-propose-trade.png`` (Bob's client window, his turn, the proposal dialog
filled in for Cy) and ``client-trade-accepted.png`` (after Cy's client accepted: the
log's lines and the market on Bob's window). The host is the tests' minimal host on
127.0.0.1 (``tests/session/lan_host.py``); saves and settings go to a temporary folder.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QSpinBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "session"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from network_screenshots import grab_screen, join_as_bob, play_until, settle, wait_for

from acquire_qt.dialogs import TradeProposalDialog
from acquire_qt.engine import Game, Kind, Rules, may_propose, new_game
from acquire_qt.engine.actions import Accept
from acquire_qt.network.client import ConnectionState, NetworkClient
from acquire_qt.network.client_controller import ClientController
from acquire_qt.settings import Settings
from acquire_qt.storage import Storage


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    out.mkdir(parents=True, exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="acquire-qt-trade-shots-"))
    storage = Storage(root)
    settings = Settings(root / "settings.ini")

    # Bob's turn some way in, with shares of two chains to offer.
    controllers = ("easy", "network", "network")
    rules = Rules.classic(player_trading=True)
    game = new_game(rules, ["Ann", "Bob", "Cy"], seed=21, controllers=controllers)

    def bob_may_offer_two_chains(game: Game) -> bool:
        held = [n for n in game.state.shares[1] if n]
        pending = game.pending
        return (
            len(game.actions) >= 40
            and pending is not None
            and pending.player == 1
            and may_propose(pending)
            and bool(held[1:])
        )

    play_until(game, bob_may_offer_two_chains)
    host, client, window = join_as_bob(game, storage, settings, root)
    other = NetworkClient(None)
    cy = ClientController(storage, other)  # Cy accepts what is offered, else the first legal

    def answer(_decision: object) -> None:
        remote = cy.remote
        assert remote is not None
        offered = remote.pending is not None and remote.pending.kind is Kind.TRADE_OFFER
        cy.submit(Accept() if offered else remote.legal_actions()[0])

    cy.decision_required.connect(answer)
    other.join("127.0.0.1", host.port, host.table.join_code, "Cy")
    wait_for(app, lambda: other.state == ConnectionState.SEATED)
    wait_for(app, lambda: client.state == ConnectionState.SEATED)
    host.start()
    wait_for(app, lambda: window.propose_action.isEnabled())
    settle(app, 800)

    shares = game.state.shares[1]
    chains = [rules.chain_names[c] for c, n in enumerate(shares) if n][:2]
    shots: list[bool] = []

    def fill() -> None:  # runs in the dialog's own event loop
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TradeProposalDialog):
            QTimer.singleShot(50, fill)
            return
        dialog.set_target(2)
        for chain in chains:
            spin = dialog.findChild(QSpinBox, f"give_{chain}")
            assert spin is not None
            spin.setValue(1)
        dialog.get_cash.setValue(600)
        settle(app, 600)
        grab_screen(app, out / "client-propose-trade.png")
        shots.append(True)
        dialog.ok_button.click()

    QTimer.singleShot(50, fill)
    window.propose_action.trigger()
    wait_for(app, lambda: bool(shots))
    wait_for(app, lambda: any(action.startswith("accept") for _, action in host.applied))
    settle(app, 800)
    window.log_view.scrollToBottom()
    settle(app, 300)
    grab_screen(app, out / "client-trade-accepted.png")
    window.close()
    other.leave()
    host.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("network-trade-screenshots"))
