"""A player's record: their results in the finished games kept, summed up per name.

The finished games are the files of the storage's ``finished`` folder
(:meth:`acquire_qt.storage.Storage.save_finished`). Each is read with the storage's strict
reader and replayed (:func:`acquire_qt.storage.read_game`), so every figure comes from
the game the engine rebuilt, never from what a file claims; a file that cannot be read,
or holds a game that is not over, is left out and counted (:attr:`Records.skipped`).

**Whose record.** A record belongs to a name: each seat a person at this screen played
(controller ``human``) gives a result to that seat's name, so where people share one
computer (hot seat) each has their own record, and a game of two people counts in both.
People at other computers (``network`` seats) and AI seats are opponents only. The names
are listed most games first (:meth:`Records.names`); the start page shows the first.

**Wins and ranks.** The rank is the engine's (RULES.md: most cash wins, ties share the
win): equal final cash shares the better rank, so two players tied for first both have
rank 1 and both count a win. The average rank is the mean of those ranks. The net worth
of a finished game is the final cash (every share has been sold at the end).

**Opponents' level.** A game counts as against ``easy``, ``medium`` or ``hard`` when every
other seat is an AI of that level, against ``people`` when every other seat is a person
(at this screen or at another computer), and ``mixed`` otherwise (AI of several levels,
or AI and people together).

**Best game.** The best rank, then the most net worth, then the newest.

**The same deal played again.** Two games are the same deal when :func:`deal_key` says
so (the rule set with its options, the tile bag's seed and the kind of each seat);
:meth:`PlayerRecord.same_deals` puts a person's results on each deal they played more
than once side by side.

Qt-free.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from acquire_qt.ai.in_seat import AiInSeat
from acquire_qt.engine import Game
from acquire_qt.occupant import AI_LEVELS, Occupant, is_human
from acquire_qt.storage import (
    SUFFIX,
    SaveFileError,
    Storage,
    read_ai_in_seat,
    read_game,
)

from .deals import deal_of

PEOPLE = "people"
"""Opponents' level: every other seat a person."""
MIXED = "mixed"
"""Opponents' level: AI of several levels, or AI and people together."""
OPPONENT_LEVELS: tuple[str, ...] = (*AI_LEVELS, PEOPLE, MIXED)
"""The opponents' levels, in the order a record lists them."""
STAMP = "%Y-%m-%d %H.%M.%S"
"""How a finished game's file name begins: when it ended (:meth:`Storage.save_path_for`)."""


@dataclass(frozen=True)
class SeatResult:
    """How one person did in one finished game."""

    path: Path
    ended: datetime
    name: str
    seat: int
    rules: str
    """The rule set's name (``classic``, ``space_monopoly``, ``energy``, …)."""
    currency: str
    players: int
    rank: int
    net_worth: int
    opponents: str
    """One of :data:`OPPONENT_LEVELS`."""
    deal: str
    """The game's :func:`deal_key`."""
    ai_results: tuple[tuple[int, int], ...] | None = None
    """(rank, final cash) of each of the hard AI's runs in this seat on the same deal
    ("How would the AI have done in my seat?"); None where the file holds none. The
    seam for the storage's ``read_ai_in_seat``: see :func:`results_of`."""

    @property
    def won(self) -> bool:
        return self.rank == 1


@dataclass(frozen=True)
class Tally:
    """Games and wins of a part of a record."""

    games: int = 0
    wins: int = 0

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def adding(self, result: SeatResult) -> Tally:
        return Tally(self.games + 1, self.wins + result.won)


@dataclass(frozen=True)
class BesideAi:
    """A person's results beside the hard AI's in their seat on the same deals: the games
    compared, then the person's average rank, the AI's (over all its runs), and the same
    of the net worth."""

    games: int
    rank: float
    ai_rank: float
    net_worth: float
    ai_net_worth: float


@dataclass(frozen=True)
class PlayerRecord:
    """One name's results (oldest first) and the figures of its record."""

    name: str
    results: tuple[SeatResult, ...]

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return sum(result.won for result in self.results)

    @property
    def win_share(self) -> float:
        return Tally(self.games, self.wins).win_share

    @property
    def average_rank(self) -> float | None:
        return _mean(result.rank for result in self.results)

    @property
    def average_net_worth(self) -> float | None:
        return _mean(result.net_worth for result in self.results)

    @property
    def currencies(self) -> tuple[str, ...]:
        """The currencies of the rule sets played (one, unless they differ)."""
        return tuple(dict.fromkeys(result.currency for result in self.results))

    @property
    def best(self) -> SeatResult | None:
        """The best rank, then the most net worth, then the newest."""
        return min(
            self.results,
            key=lambda r: (r.rank, -r.net_worth, -r.ended.timestamp()),
            default=None,
        )

    def by_rules(self) -> dict[str, Tally]:
        """Games and wins of each rule set played, most played first."""
        return _tallies(self.results, lambda result: result.rules)

    def by_opponents(self) -> dict[str, Tally]:
        """Games and wins against each opponents' level played, in
        :data:`OPPONENT_LEVELS`' order."""
        tallies = _tallies(self.results, lambda result: result.opponents)
        return {level: tallies[level] for level in OPPONENT_LEVELS if level in tallies}

    def beside_ai(self) -> BesideAi | None:
        """This name beside the hard AI in its seat, over the games where the AI played the
        seat too; None where it played none."""
        both = [result for result in self.results if result.ai_results]
        if not both:
            return None
        runs = [run for result in both for run in result.ai_results or ()]
        return BesideAi(
            len(both),
            sum(result.rank for result in both) / len(both),
            sum(rank for rank, _ in runs) / len(runs),
            sum(result.net_worth for result in both) / len(both),
            sum(cash for _, cash in runs) / len(runs),
        )

    def same_deals(self) -> list[tuple[SeatResult, ...]]:
        """This name's results on each deal it played more than once, side by side (each
        oldest first; the deals by when they were first played)."""
        deals: dict[str, list[SeatResult]] = {}
        for result in self.results:
            deals.setdefault(result.deal, []).append(result)
        return [tuple(results) for results in deals.values() if len(results) > 1]


@dataclass(frozen=True)
class Records:
    """Every person's results in the finished games read (oldest first), and how many
    files were left out."""

    results: tuple[SeatResult, ...] = ()
    skipped: int = 0

    def names(self) -> list[str]:
        """The names with a record: most games first, then the one who played last."""
        games = Counter(result.name for result in self.results)
        last = {result.name: index for index, result in enumerate(self.results)}
        return sorted(games, key=lambda name: (-games[name], -last[name]))

    def of(self, name: str) -> PlayerRecord:
        return PlayerRecord(name, tuple(r for r in self.results if r.name == name))


def deal_key(game: Game) -> str:
    """Which deal ``game`` is: equal for two games dealt the same tiles in the same order
    to seats of the same kinds (a person or an AI level); the players' names are not part
    of it. It is the game's deal code (:func:`.deals.deal_of`); a game no code names (dealt
    from a given bag, or with an AI no deal names) is its rules, bag and seats instead."""
    try:
        return deal_of(game).code
    except ValueError:
        record = game.to_record(snapshot=False)
        return json.dumps(
            [record["rules"], record["seed"], record["tile_bag"], list(game.controllers)],
            sort_keys=True,
        )


def opponents_level(controllers: tuple[str, ...], seat: int) -> str:
    """The level of the players ``seat`` played against (see the module)."""
    others = set(controllers[:seat] + controllers[seat + 1 :])
    if all(other in (Occupant.HUMAN, Occupant.NETWORK) for other in others):
        return PEOPLE
    if len(others) == 1:
        return others.pop()
    return MIXED


def ended_at(path: Path) -> datetime:
    """When the game of a finished-game file ended: the time its name begins with, or
    else when the file was last written."""
    try:
        return datetime.strptime(path.name[: len("2000-01-01 00.00.00")], STAMP)
    except ValueError:
        return datetime.fromtimestamp(path.stat().st_mtime)


def results_of(
    game: Game, path: Path, ended: datetime, ai_in_seat: AiInSeat | None = None
) -> tuple[SeatResult, ...]:
    """The result of each person at this screen in the finished ``game`` (from ``path``);
    the hard AI's runs in a person's seat (``ai_in_seat``, kept in the file) fill that
    seat's ``ai_results``."""
    standings = game.game_view().standings or ()
    deal = deal_key(game)
    return tuple(
        SeatResult(
            path,
            ended,
            standing.name,
            standing.seat,
            game.rules.name,
            game.rules.currency,
            len(game.players),
            standing.rank,
            standing.cash,
            opponents_level(game.controllers, standing.seat),
            deal,
            _ai_runs(ai_in_seat, standing.seat),
        )
        for standing in sorted(standings, key=lambda standing: standing.seat)
        if is_human(game.controllers[standing.seat])
    )


@dataclass
class RecordBook:
    """Reads the records of a storage's finished games, replaying only the files that are
    new or changed since it last read them."""

    _read: dict[Path, tuple[tuple[int, int], tuple[SeatResult, ...] | None]] = field(
        default_factory=dict
    )
    """Each file read: its (modification time, size) then, and its results (None: left out)."""

    def read(self, storage: Storage) -> Records:
        """The records of the finished games ``storage`` keeps now."""
        read: dict[Path, tuple[tuple[int, int], tuple[SeatResult, ...] | None]] = {}
        try:
            paths = sorted(storage.finished.glob("*" + SUFFIX))
        except OSError:
            paths = []
        for path in paths:
            try:
                status = path.stat()
            except OSError:
                continue  # gone since it was listed
            version = (status.st_mtime_ns, status.st_size)
            known = self._read.get(path)
            read[path] = (
                known
                if known is not None and known[0] == version
                else (
                    version,
                    _results(path),
                )
            )
        self._read = read
        kept = [results for _, results in read.values() if results is not None]
        return Records(
            tuple(sorted((r for results in kept for r in results), key=lambda r: r.ended)),
            len(read) - len(kept),
        )


def _results(path: Path) -> tuple[SeatResult, ...] | None:
    """The results of the finished game in ``path``; None if it is not one."""
    try:
        game = read_game(path)
        ended = ended_at(path)
        ai_in_seat = read_ai_in_seat(path) if game.over else None
    except (SaveFileError, OSError):
        return None
    return results_of(game, path, ended, ai_in_seat) if game.over else None


def _ai_runs(ai_in_seat: AiInSeat | None, seat: int) -> tuple[tuple[int, int], ...] | None:
    """(rank, final cash) of each of the AI's runs in ``seat``; None if none were kept."""
    if ai_in_seat is None or ai_in_seat.seat != seat or not ai_in_seat.runs:
        return None
    return tuple((run.rank, run.cash) for run in ai_in_seat.runs)


def _mean(values: Iterable[int]) -> float | None:
    numbers = list(values)
    return sum(numbers) / len(numbers) if numbers else None


def _tallies(results: Iterable[SeatResult], part: Callable[[SeatResult], str]) -> dict[str, Tally]:
    tallies: dict[str, Tally] = {}
    for result in results:
        tallies[part(result)] = tallies.get(part(result), Tally()).adding(result)
    return dict(sorted(tallies.items(), key=lambda item: -item[1].games))
