"""The hard AI: information-set Monte Carlo search over the medium policy.

For a decision with more than one legal action it:

1. lists the candidates: the tiles the medium judgement ranks best (every tile of
   a hand; where tiles come from the board, the :data:`TOP_PLAYS` best squares),
   every tie-break; for founding one chain of each kind (chains of one price tier
   that nobody holds are alike); for buying and disposal the few answers the medium
   judgement ranks best (:func:`.medium.buy_candidates`,
   :func:`.medium.dispose_candidates`, every one-way disposal), with the medium AI's
   sale where it would sell; for an action of a turn of actions the best tiles,
   drawing, the best shares and ending the turn (:func:`_action_candidates`); and
   declaring the end, when it may;
2. samples *worlds*: ``game.determinized(seat, seed)`` deals every tile it has not
   seen (other hands, the bag) at random, so it never reads hidden information;
3. plays every candidate out to the end of the game in the same worlds (common
   random numbers: candidates are compared on the same deals and the same opponents),
   every seat playing a policy drawn for that world from its model (:mod:`.opponents`;
   its own seat: the medium policy), and scores a playout by the win share it brings plus the
   final cash margin over the best rival (:data:`MARGIN_SCALE`);
4. spends its budget by successive halving: after each round the worse half of the
   candidates is dropped and the rest get more worlds; the best mean wins, but the
   medium AI's own answer is never dropped and stands unless the best beats it by
   :data:`CONFIDENCE` standard errors over the same worlds (with few worlds, the best of
   several candidates is often only the luckiest, and the medium judgement that ranked
   them knows more than that luck);
5. spends more of the budget where a playout has more of the game left to play
   (:func:`budget_share`: from the first world's playouts, the part of the game left
   against :data:`REMAINING_REFERENCE`, at least :data:`LEAST_SHARE`), so that a decision
   early in the game, whose playouts are long, sees about as many worlds as one near the
   end; the mean search still spends about the budget.

Determinism and time. A wall-clock budget would make the answer depend on the
machine and its load. The budget is therefore counted in *playout steps* (actions
applied in playouts): ``time_per_decision`` seconds buy
``time_per_decision * STEPS_PER_SECOND`` steps, the rate of the compiled build
(mypyc) measured on the reference machine (2-core AMD EPYC, in CPU time:
``benchmarks/hard_speed.py``), unless ``playout_steps`` is given. The pure-Python
fallback searches the same steps, so it gives the same answers, about 3.6 times
slower (slower, not weaker). A step costs more where tiles come from the board (the
medium policy judges every square next to a tile): there the steps bought by the time
are divided by :func:`step_cost`, a fixed function of the rule set, so that a second
still buys about a second. The same seed and position give the same answer on any
machine. The clock is only a safety cap (``max_seconds``, default :data:`SAFETY_FACTOR`
times the time budget, room for the pure-Python fallback on a busy machine): if a slow
machine reaches it, the search stops early with the best candidate so far, and only then
may the answer differ.

The default budget, :data:`DEFAULT_TIME`, is what the game's Hard level plays with.

Opponent models (:mod:`.opponents`): a seat's kind comes from the game's controllers
(:func:`.opponents.seat_kinds`): an AI level is played by its level's policy (a hard seat
by medium), a person at the table or over the network by a model read from their
decisions so far, from this seat's own knowledge (:class:`.opponents.Reading`, kept from
one decision to the next of the same game, so that each decision is read once). Where
every opponent is an AI level of medium or hard, the playouts are the medium policy's
alone, as before models. The reading's cost is not counted in the playout steps.

With the ``hidden_holdings`` house rule the tables hide the other players' cash and
shares, but the log tells the whole table every change of them (each purchase and its
cost, founder's shares, bonuses, disposals, sales, splits and trades:
tests/engine/test_holdings_told.py counts them and gets every holding, in every rule
set). A seat that keeps count knows them, as a person with pencil and paper does, so the
worlds keep them and the hard AI searches as in the open game (its trade proposals are
made from them too); the policies in its playouts still read the rule's estimate
(:func:`.position.from_state`), as the medium AI at the table does. (Dealing the
holdings at random in every world instead, from the shares the bank and the seat's own
holdings leave and a guess at the cash, was measured weaker than the medium AI: hard won
0.175 [0.087, 0.320] of 40 games against three medium at 2,500 playout steps; the guess
at the others' cash misled it. Until 2026-11-29 the hard AI therefore answered as the
medium AI does under the rule.)

With the house rule player trading, where the seat may propose a trade (before placing a
tile in its turn) the candidates also hold the :data:`TRADE_OFFERS` proposals the medium
judgement ranks best (:func:`proposals`: shares of another player's chain for the least
cash their medium rule accepts, those that raise its equity most); in the playouts the
other player answers with the medium rule, and the hard AI proposes when a proposal beats
every tile it searched. It proposes once in a part of a turn (a declined proposal is not
made again until it has acted). A proposal is answered as the medium AI answers it (no
search: whether it pays is the proposer's question; an answer must not hang on the
noise of a few playouts, and a person waiting for it should not wait for a search).
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from acquire_qt.engine import (
    Accept,
    Action,
    ActionDecision,
    Buy,
    Decision,
    Decline,
    Dispose,
    DisposeAll,
    Draw,
    End,
    EndTurn,
    Found,
    Game,
    IllegalActionError,
    Kind,
    Propose,
    Rules,
    Sell,
    may_propose,
)

from .medium import (
    accepts,
    buy_candidates,
    buy_greedy,
    decide,
    dispose_candidates,
    is_final,
    offer_gains,
    play_candidates,
    share_gain,
    worth,
)
from .opponents import (
    INFERRED,
    Policy,
    Reading,
    SeatModel,
    drawn_policies,
    model_of,
    playout_policies,
    seat_kinds,
)
from .position import Position, from_state, from_view, pending
from .worlds import replayed

STEPS_PER_SECOND = 50_000
"""Playout steps per CPU second of the compiled build on one core of the reference
machine (``benchmarks/hard_speed.py``: 51,700 with the machine busy; the pure-Python
fallback does about 14,000)."""
DEFAULT_TIME = 0.4
"""The default budget in seconds: the Hard level's answer takes about as long as it did
before the engine was compiled (0.38 s per decision), with 3.3 times the search."""
MARGIN_SCALE = 25_000
"""A playout scores its win share plus (own final cash - best rival's) / this."""
BOARD_STEP_COST = 12.0
"""Where tiles come from the board, a playout step costs ``1 + sqrt(squares) / this``
classic steps (measured with the medium policy's playouts: 2.1 times as much on the 16×12
board, 3.2 times on the 28×24 one)."""
REMAINING_REFERENCE = 0.48
"""A search whose playouts have this part of the game left spends the whole budget (the
mean part left at the hard AI's searches in classic games against three medium, so that
the mean search spends about the budget) ..."""
LEAST_SHARE = 0.25
"""... one with less spends less, down to this share of the budget, one with more spends
more (up to 1 / REMAINING_REFERENCE times the budget, at the start of a game)."""
SAFETY_FACTOR = 6.0 / REMAINING_REFERENCE
"""The clock's safety cap is this many times the time budget: six times what the longest
search (the first of a game) spends."""
CONFIDENCE = 1.0
"""The medium answer stands unless the best candidate beats it by this many standard
errors of their mean difference over the same worlds."""
TOP_PLAYS = 8
"""At most this many tiles are searched (the medium judgement's best)."""
ACTION_PLAYS = 4
"""In a turn of actions, at most this many tiles are searched ..."""
ACTION_BUYS = 3
"""... and this many shares to buy."""
TRADE_OFFERS = 3
"""Where the seat may propose a trade, at most this many proposals are searched ..."""
TRADE_ASKS = (1, 2)
"""... each asking another player for this many shares of a chain, for cash."""


class HardPlayer:
    """Information-set Monte Carlo search (see the module docstring).

    ``time_per_decision`` (seconds) sets the budget of playout steps unless
    ``playout_steps`` is given; ``max_seconds`` is the safety cap (default
    :data:`SAFETY_FACTOR` times the time). ``horizon`` cuts every playout after that
    many actions and scores the position as if the game were scored there (quick tests
    use it; by default playouts run to the end of the game).
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        time_per_decision: float = DEFAULT_TIME,
        playout_steps: int | None = None,
        max_seconds: float | None = None,
        horizon: int | None = None,
    ) -> None:
        if time_per_decision <= 0:
            raise ValueError("time_per_decision must be positive")
        self.seed = seed
        self.fixed_steps = playout_steps is not None
        """Whether the budget was given in steps (else it comes from the time)."""
        self.playout_steps = (
            playout_steps
            if playout_steps is not None
            else max(1, round(time_per_decision * STEPS_PER_SECOND))
        )
        """The budget in playout steps (of classic cost, when it comes from the time)."""
        self.max_seconds = (
            max_seconds if max_seconds is not None else SAFETY_FACTOR * time_per_decision
        )
        self.horizon = horizon
        self.searches = 0
        """Decisions answered by search (for statistics)."""
        self.steps = 0
        """Playout steps of all its searches (for statistics)."""
        self.cut_short = 0
        """Searches stopped by the safety cap (their answers may depend on the machine)."""
        self._reading: Reading | None = None
        """The opponents' decisions read so far in the game last searched ..."""
        self._replay: Game | None = None
        """... that game replayed up to the last action read ..."""
        self._read: tuple[Action, ...] = ()
        """... and its actions read."""

    def budget(self, rules: Rules) -> int:
        """The playout steps of a mean search in ``rules`` (a search spends its
        :func:`budget_share` of them): ``playout_steps`` if given, else the steps the time
        buys (divided by :func:`step_cost`)."""
        if self.fixed_steps:
            return self.playout_steps
        return max(1, round(self.playout_steps / step_cost(rules)))

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = decision.player
        pos = from_view(game, seat)
        medium = decide(game, pos, decision, self.seed)
        if not _searched(decision):
            return medium
        digest = hashlib.blake2b(f"{self.seed}:".encode() + pos.key(), digest_size=8)
        seed = int.from_bytes(digest.digest(), "big")
        found = _candidates(game, pos, decision, actions, self.seed, medium)
        if len(found) == 1:
            return found[0]
        if medium not in found:
            found.append(medium)
        return self._search(game, seat, found, seed, found.index(medium))

    def models(self, game: Game, seat: int) -> tuple[SeatModel, ...]:
        """Every seat's model as ``seat`` reads the table in ``game`` (its own: medium),
        reading only the actions not read at the previous call in the same game."""
        kinds = list(seat_kinds(game.controllers))
        kinds[seat] = "medium"
        if not any(kind in INFERRED for kind in kinds):
            return tuple(model_of(kind) for kind in kinds)
        actions = tuple(game.actions)
        reading, replay, read = self._reading, self._replay, self._read
        if (
            reading is None
            or replay is None
            or reading.kinds != tuple(kinds)
            or reading.viewer != seat
            or replay.players != game.players
            or replay.state.bag != game.state.bag
            or actions[: len(read)] != read
        ):
            reading, replay, read = Reading(kinds, seat, self.seed), replayed(game, 0), ()
        try:
            for action in actions[len(read) :]:
                reading.observe(replay, action)
                replay.apply(action)
        except IllegalActionError:
            # A game whose record does not replay (a copy with its hidden tiles dealt
            # again, as a network client's is): the people are read as the prior says.
            self._reading = self._replay = None
            self._read = ()
            return tuple(model_of(kind) for kind in kinds)
        self._reading, self._replay, self._read = reading, replay, actions
        return reading.models()

    def _search(
        self, game: Game, seat: int, candidates: list[Action], seed: int, standing: int
    ) -> Action:
        """Successive halving over ``candidates`` with common random numbers; the medium
        answer ``candidates[standing]`` is never dropped and stands unless the best is
        surely better (:func:`_surely_better`)."""
        self.searches += 1
        models = self.models(game, seat)
        deadline = time.perf_counter() + self.max_seconds
        count = len(candidates)
        budget = self.budget(game.rules)
        rounds = max(1, math.ceil(math.log2(count)))
        scores: list[list[float]] = [[] for _ in range(count)]
        totals = [0.0] * count
        alive = list(range(count))
        worlds = steps = 0
        for round_number in range(1, rounds + 1):
            # Every round sees a new world, but the first one at least.
            while worlds == 0 or steps < budget * round_number // rounds:
                world_seed = seed + worlds
                world = game.determinized(seat, world_seed)
                policies = playout_policies(drawn_policies(models, random.Random(world_seed)))
                worlds += 1
                for index in alive:
                    score, used = _playout(
                        world, candidates[index], seat, self.horizon, policies, world_seed
                    )
                    totals[index] += score
                    scores[index].append(score)
                    steps += used
                if worlds == 1:
                    budget = round(budget * budget_share(steps / count, len(game.actions)))
                if time.perf_counter() > deadline:
                    self.cut_short += 1
                    self.steps += steps
                    return candidates[_settled(alive, totals, scores, standing)]
            if round_number < rounds:
                alive.sort(key=lambda i: -totals[i])
                kept = alive[: math.ceil(len(alive) / 2)]
                alive = sorted({*kept, standing})
        self.steps += steps
        return candidates[_settled(alive, totals, scores, standing)]


def _settled(
    alive: Sequence[int], totals: Sequence[float], scores: Sequence[Sequence[float]], standing: int
) -> int:
    """The candidate a search answers with: the best of those ``alive`` by ``totals``,
    unless it is not surely better than the ``standing`` one (:func:`_surely_better`),
    which then stands; the same when a search is cut short."""
    best = max(alive, key=lambda i: totals[i])
    if best != standing and not _surely_better(scores[best], scores[standing]):
        return standing
    return best


def budget_share(playout: float, played: int) -> float:
    """The share of the budget a search spends, by how much of the game a playout has
    left to play: ``playout`` steps (the first world's mean) after ``played`` actions.
    Proportional to the part of the game left (:data:`REMAINING_REFERENCE` gets the whole
    budget), but :data:`LEAST_SHARE` at least, so that every decision sees about as many
    worlds."""
    remaining = playout / (playout + played) if playout + played else 1.0
    return max(LEAST_SHARE, remaining / REMAINING_REFERENCE)


def _surely_better(best: Sequence[float], standing: Sequence[float]) -> bool:
    """Whether the scores ``best`` beat ``standing`` (the same worlds, the last ones of
    each) by at least :data:`CONFIDENCE` standard errors of their mean difference."""
    n = min(len(best), len(standing))
    if n < 2:
        return False
    differences = [b - s for b, s in zip(best[-n:], standing[-n:], strict=True)]
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    if variance == 0:
        return mean > 0
    return mean >= CONFIDENCE * math.sqrt(variance / n)


@lru_cache(maxsize=16)
def step_cost(rules: Rules) -> float:
    """What a playout step costs in ``rules``, in classic steps: 1 where tiles come from a
    bag, ``1 + sqrt(squares) / BOARD_STEP_COST`` where they come from the board."""
    if rules.tile_source == "bag":
        return 1.0
    return 1.0 + math.sqrt(rules.columns * rules.rows) / BOARD_STEP_COST


def candidates(game: Game, seed: int = 0) -> list[Action]:
    """The answers to ``game``'s pending decision that the hard AI would compare by search,
    seen by the seat to act (:func:`.review.review_move` estimates each of them), trade
    proposals included. Where the hard AI does not search (a single legal action, the
    answer to a trade proposal) the one answer it would give."""
    decision = pending(game)
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions
    pos = from_view(game, decision.player)
    medium = decide(game, pos, decision, seed)
    if not _searched(decision):
        return [medium]
    return _candidates(game, pos, decision, actions, seed, medium)


def _searched(decision: Decision) -> bool:
    """Whether the hard AI searches ``decision`` (with more than one legal answer): not
    the answer to a trade proposal."""
    return decision.kind is not Kind.TRADE_OFFER


def _candidates(
    game: Game,
    pos: Position,
    decision: Decision,
    actions: list[Action],
    seed: int,
    medium: Action,
) -> list[Action]:
    """The answers worth comparing by search (see the module docstring); ``medium`` is
    the medium AI's answer (first among an action's candidates and a sale's)."""
    end = [a for a in actions if isinstance(a, End)]
    if decision.kind is Kind.BUY:
        out: list[Action] = [*buy_candidates(pos, final=is_final(pos)), *end]
        if game.rules.sell_in_turn and isinstance(medium, Sell):
            out.insert(0, medium)
        return out
    if decision.kind is Kind.DISPOSE:
        if game.rules.disposal == "one_way":
            return [a for a in actions if isinstance(a, DisposeAll)]
        return list(dispose_candidates(pos, decision))
    if decision.kind is Kind.FOUND:
        return _distinct_foundings(pos, [a for a in actions if isinstance(a, Found)])
    if decision.kind is Kind.PLAY:
        # Not the end: it is declared at the buying step.
        plays: list[Action] = list(play_candidates(pos, decision.tiles, TOP_PLAYS, seed))
        return plays + _proposals(game, pos, decision)
    if decision.kind is Kind.ACTION:
        return _action_candidates(game, pos, decision, actions, seed, medium) + _proposals(
            game, pos, decision
        )
    # Tie-breaks: all of them; the end is declared at the buying step.
    return [a for a in actions if not isinstance(a, End | Buy | Dispose | Sell)]


def _action_candidates(
    game: Game,
    pos: Position,
    decision: ActionDecision,
    actions: list[Action],
    seed: int,
    medium: Action,
) -> list[Action]:
    """For an action of a turn of actions: the medium AI's choice (``medium``), the best
    tiles, drawing, the shares with the best gain and ending the turn (those that are
    legal)."""
    out: list[Action] = [medium]
    if decision.tiles:
        out += play_candidates(pos, decision.tiles, ACTION_PLAYS, seed)
    draw, end_turn = Draw(), EndTurn()
    if draw in actions:
        out.append(draw)
    buys = [a for a in actions if isinstance(a, Buy) and len(a.chains) == 1]
    if buys:
        index, me = pos.tables.chain_index, pos.seat
        final = is_final(pos)
        greedy = buy_greedy(pos, final)

        def gain(buy: Buy) -> float:
            chain = index[buy.chains[0]]
            return share_gain(pos, chain, pos.shares[me][chain], 1.0, final) + (
                1e9 if chain in greedy else 0.0
            )

        out += sorted(buys, key=gain, reverse=True)[:ACTION_BUYS]
    if end_turn in actions:
        out.append(end_turn)
    unique: list[Action] = []
    for action in out:
        if action not in unique:
            unique.append(action)
    return unique


def _proposals(game: Game, pos: Position, decision: Decision) -> list[Action]:
    """The trade proposals worth searching where the seat may propose one (house rule
    player trading) and it has not proposed in this part of its turn yet (so that a
    declined proposal is not made again and again): the :data:`TRADE_OFFERS` best of
    :func:`proposals`, made from the holdings the log has told (under
    ``hidden_holdings``, where ``pos`` has the rule's estimate)."""
    if not may_propose(decision):
        return []
    for action in reversed(game.actions):
        if isinstance(action, Propose):
            return []
        if not isinstance(action, Accept | Decline):
            break
    if game.rules.hidden_holdings:
        pos = replace(pos, cash=game.state.cash, shares=game.state.shares)
    return list(proposals(pos, TRADE_OFFERS))


def proposals(pos: Position, most: int) -> list[Propose]:
    """At most ``most`` proposals of the seat of ``pos`` (the active player, holdings
    open) that the medium judgement ranks best: to each other player, for
    :data:`TRADE_ASKS` shares of an active chain they hold, the least cash (in hundreds)
    for which their medium rule (:func:`.medium.accepts`) would accept; those that raise the
    seat's own equity (:func:`.medium.offer_gains`), the largest gain first."""
    me, names = pos.seat, pos.tables.chain_names
    found: list[tuple[float, Propose]] = []
    for target in range(pos.players):
        if target == me:
            continue
        theirs = replace(pos, seat=target, hand=())
        for chain, size in enumerate(pos.sizes):
            for count in TRADE_ASKS:
                if not size or count > pos.shares[target][chain]:
                    continue
                offer = _least_paid(theirs, target, names[chain], count, pos.cash[me])
                if offer is not None:
                    gain = offer_gains(pos, offer)[me]
                    if gain > 0:
                        found.append((gain, offer))
    found.sort(key=lambda pair: -pair[0])
    return [offer for _, offer in found[:most]]


def _least_paid(theirs: Position, target: int, chain: str, count: int, cash: int) -> Propose | None:
    """``count`` shares of ``chain`` asked of ``target`` for the least cash in hundreds, up
    to ``cash``, that the target (``theirs``: the position as the target sees it) accepts;
    None if no such cash. Accepting only grows with the cash offered."""
    high = cash // 100
    if not accepts(theirs, _asking(target, chain, count, high)):
        return None
    low = -1  # the target declines at low, accepts at high
    while high - low > 1:
        middle = (low + high) // 2
        if accepts(theirs, _asking(target, chain, count, middle)):
            high = middle
        else:
            low = middle
    return _asking(target, chain, count, high)


def _asking(target: int, chain: str, count: int, hundreds: int) -> Propose:
    """The proposal of ``hundreds`` hundred in cash to ``target`` for ``count`` ``chain``
    shares."""
    return Propose(target, give_cash=100 * hundreds, get=((chain, count),))


def _distinct_foundings(pos: Position, options: list[Found]) -> list[Action]:
    """One founding per kind of chain: chains with the same prices that every player
    holds the same number of shares in are alike."""
    index, prices = pos.tables.chain_index, pos.tables.prices
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    out: list[Action] = []
    for option in options:
        chain = index[option.chain]
        kind = (prices[chain], tuple(pos.holdings(chain)))
        if kind not in seen:
            seen.add(kind)
            out.append(option)
    return out


def play_out(
    game: Game,
    horizon: int | None = None,
    steps: int = 0,
    policies: Sequence[Policy] | None = None,
    rng: random.Random | None = None,
) -> int:
    """Play ``game`` (a determinized copy, changed in place) to the end, or until ``steps``
    reaches ``horizon``, every seat by its policy of ``policies`` (their chances drawn from
    ``rng``), or by the medium policy if None; the count of actions, ``steps`` included."""
    if policies is None:
        while (decision := game.pending) is not None and (horizon is None or steps < horizon):
            game.apply(decide(game, from_state(game, decision.player), decision))
            steps += 1
        return steps
    chance = rng if rng is not None else random.Random(0)
    while (decision := game.pending) is not None and (horizon is None or steps < horizon):
        game.apply(policies[decision.player](game, decision.player, chance))
        steps += 1
    return steps


def win_shares(cash: Sequence[int]) -> tuple[float, ...]:
    """Each seat's share of the win when the game ends with ``cash`` (a tie splits it)."""
    top = max(cash)
    winners = cash.count(top)
    return tuple(1.0 / winners if amount == top else 0.0 for amount in cash)


def _playout(
    world: Game,
    action: Action,
    seat: int,
    horizon: int | None,
    policies: Sequence[Policy] | None = None,
    seed: int = 0,
) -> tuple[float, int]:
    """Play ``action`` in a copy of ``world``, then every seat by its policy of ``policies``
    (the medium policy if None; chances from ``seed``) to the end (or ``horizon``
    actions); return the score for ``seat`` and the actions applied. A playout cut short
    is scored as if the game were scored there."""
    game = world.copy()
    game.apply(action)
    steps = play_out(game, horizon, 1, policies, random.Random(seed))
    cash: Sequence[int] = game.state.cash if game.pending is None else worth(from_state(game, seat))
    return win_shares(cash)[seat] + rival_margin(cash, seat) / MARGIN_SCALE, steps


def rival_margin(cash: Sequence[int], seat: int) -> int:
    """``seat``'s cash less the best rival's (negative when a rival has more)."""
    return cash[seat] - max(c for other, c in enumerate(cash) if other != seat)
