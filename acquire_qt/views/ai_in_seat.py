"""How would the AI have done in my seat? The player's result beside the hard AI's, same tiles.

:class:`AiInSeatPanel` shows, for a finished game, the player's own rank and final cash
and, once the hard AI has played the same deal from the player's seat several times in
the background (:meth:`acquire_qt.session.analysis.Analysis.replay_seat`, against the
same opponents: :mod:`acquire_qt.ai.in_seat`), the AI's: the spread of its ranks and
final cash (lowest to highest, and the median), each game's result, and a sentence
saying where the player stands in that spread. While the AI plays, a progress bar says
which game and turn it is at, and a button stops it (and another starts it again). The
game-over dialog shows the panel under the standings; the review shows it beside the
key moments. Without an ``analysis`` given, the panel has its own, ended when the panel
is hidden (its dialog closed). It speaks the language chosen, also when it changes while
it shows: it keeps what it has to say (``state``) and writes it again in the new words.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, Slot
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from acquire_qt.ai.in_seat import AiInSeat
from acquire_qt.dialogs.common import money
from acquire_qt.engine import Game
from acquire_qt.presentation.money import number_locale
from acquire_qt.session.analysis import Analysis


class AiInSeatPanel(QWidget):
    """The player's result beside the hard AI's in the same seat (see the module docstring)."""

    def __init__(self, analysis: Analysis | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own = analysis is None
        self.analysis = analysis if analysis is not None else Analysis(self)
        self.player_line = QLabel()
        """The player's own rank and final cash."""
        self.ai_line = QLabel()
        """The AI's spread, or what it is doing."""
        self.runs_line = QLabel()
        """Each of the AI's games."""
        for label in (self.player_line, self.ai_line, self.runs_line):
            label.setWordWrap(True)
        self.progress = QProgressBar()
        self.stop_button = QPushButton()
        self.play_button = QPushButton()
        self._name_buttons()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.progress, 1)
        row.addWidget(self.stop_button)
        row.addWidget(self.play_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.player_line)
        column.addWidget(self.ai_line)
        column.addWidget(self.runs_line)
        column.addLayout(row)
        self.result: AiInSeat | None = None
        """The AI's results, once there."""
        self.state = "idle"
        """What the AI line says: ``idle`` (nothing), ``playing``, ``stopped``, ``ready``
        (the ``result``) or ``failed`` (why: ``_error``)."""
        self._error = ""
        self._at: tuple[int, int, int] | None = None
        """The game and turn the AI plays (done, runs, turn), once it said."""
        self._game: Game | None = None
        self._seat = 0
        self._cache: Path | None = None
        self.stop_button.clicked.connect(self.stop)
        self.play_button.clicked.connect(self.start)
        self.analysis.seatProgress.connect(self._progress)
        self.analysis.seatReady.connect(self._ready)
        self.analysis.seatFailed.connect(self._failed)
        self._show_buttons(running=False)
        self.progress.hide()

    def compute(self, game: Game, seat: int, *, cache: Path | None = None) -> None:
        """Show the result of ``seat`` in ``game`` (a finished game) and have the hard AI
        play that seat (or read its results from ``cache``, the game's save file)."""
        standings = game.game_view().standings
        if not standings:
            raise ValueError("the game is not over: there are no standings yet")
        self._game, self._seat, self._cache = game, seat, cache
        self.start()

    @Slot()
    def start(self) -> None:
        """Have the AI play the seat (again)."""
        game = self._game
        if game is None:
            return
        self.result = None
        self._at = None
        self.state = "playing"
        self.progress.setRange(0, 0)
        self.progress.show()
        self._show_buttons(running=True)
        self._write()
        self.analysis.replay_seat(game, self._seat, cache=self._cache)

    @Slot()
    def stop(self) -> None:
        """Stop the AI playing the seat."""
        self.analysis.cancel_seat()
        self.progress.hide()
        self._show_buttons(running=False)
        self.state = "stopped"
        self._write()

    def hideEvent(self, event: QHideEvent) -> None:
        # Its dialog closed, not minimized (the window system's hide: the work goes on).
        if self._own and not event.spontaneous():
            self.analysis.shutdown()
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_buttons()
            self._write()
        super().changeEvent(event)

    def _name_buttons(self) -> None:
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the AI playing your seat"))
        self.play_button.setText(self.tr("Let the AI play your seat"))
        self.play_button.setToolTip(
            self.tr("The hard AI plays these tiles from your seat, against the same opponents")
        )

    def _show_buttons(self, running: bool) -> None:
        self.stop_button.setVisible(running)
        self.play_button.setVisible(not running and self._game is not None)

    @Slot(int, int, int)
    def _progress(self, done: int, runs: int, turn: int) -> None:
        self.progress.setRange(0, runs)
        self.progress.setValue(done)
        self._at = (done, runs, turn)
        self._write()

    @Slot(object)
    def _ready(self, result: AiInSeat) -> None:
        if self._game is None or result.seat != self._seat:
            return
        self.result = result
        self.state = "ready"
        self.progress.hide()
        self._show_buttons(running=False)
        self.play_button.hide()
        self._write()

    @Slot(str)
    def _failed(self, text: str) -> None:
        self.progress.hide()
        self._show_buttons(running=False)
        self.state, self._error = "failed", text
        self._write()

    # -- the words -------------------------------------------------------------------

    def _write(self) -> None:
        """Every line in the language chosen, from what the panel has to say."""
        game = self._game
        if game is None:
            return
        standings = game.game_view().standings or ()
        mine = next(standing for standing in standings if standing.seat == self._seat)
        self.player_line.setText(
            self.tr("{name} (your seat): rank {rank} of {players}, {cash}.").format(
                name=mine.name,
                rank=mine.rank,
                players=len(standings),
                cash=money(game.rules, mine.cash),
            )
        )
        self.runs_line.setVisible(self.state == "ready")
        if self.state == "playing":
            self.ai_line.setText(self.tr("The hard AI is playing your seat on the same tiles…"))
            at = self._at
            done, runs, turn = at if at is not None else (0, 0, 0)
            self.progress.setFormat(
                self.tr("Game {game} of {runs}, turn {turn}").format(
                    game=done + 1, runs=runs, turn=turn
                )
                if at is not None and done < runs
                else ""
            )
        elif self.state == "stopped":
            self.ai_line.setText(self.tr("Stopped before the hard AI had played your seat."))
        elif self.state == "failed":
            self.ai_line.setText(
                self.tr("The hard AI could not play your seat: {error}").format(error=self._error)
            )
        elif self.state == "ready" and self.result is not None:
            self._write_result(game, self.result, mine.cash)

    def _write_result(self, game: Game, result: AiInSeat, mine: int) -> None:
        rules = game.rules
        ranks = [run.rank for run in result.runs]
        cash = [run.cash for run in result.runs]
        self.ai_line.setText(
            self.tr(
                "The hard AI in your seat, {runs} games on the same tiles: rank {ranks}, "
                "final cash {cash}. {verdict}"
            ).format(
                runs=len(result.runs),
                ranks=self._spread(
                    ranks, lambda rank: number_locale().toString(float(rank), "g", 3)
                ),
                cash=self._spread(cash, lambda amount: money(rules, round(amount))),
                verdict=self._verdict(mine, cash),
            )
        )
        self.runs_line.setText(
            self.tr("Each game: {games}.").format(
                games="; ".join(
                    self.tr("rank {rank}, {cash}").format(
                        rank=run.rank, cash=money(rules, run.cash)
                    )
                    for run in result.runs
                )
            )
        )

    def _spread(self, values: Sequence[int], write: Callable[[float], str]) -> str:
        """``values`` as "lowest to highest (median m)", or the one value if they are all
        equal; ``write`` writes a value."""
        low, high = min(values), max(values)
        if low == high:
            return write(low)
        return self.tr("{low} to {high} (median {median})").format(
            low=write(low), high=write(high), median=write(statistics.median(values))
        )

    def _verdict(self, mine: int, cash: Sequence[int]) -> str:
        """Where the player's final cash (``mine``) stands among the AI's."""
        if mine > max(cash):
            return self.tr("You did better than the AI in every game on these tiles.")
        if mine < min(cash):
            return self.tr("The AI did better than you in every game on these tiles.")
        return self.tr("Your result is within the AI's on these tiles.")
