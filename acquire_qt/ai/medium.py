"""The medium AI: the heuristics of good players, one decision at a time, without search.

Everything is judged by *equity*: what a player's shares of a chain are worth to
them, that is the shares at the chain's price plus the bonus their rank among the
holders is expected to bring (:func:`unit_equity`, per dollar of the price). An
expected bonus counts less than a paid one (:data:`DISCOUNT`), since rivals may
still buy past you, and more when the chain is likely to be merged away soon; where
shares are bought one at a time (:data:`ONE_BY_ONE`), rivals catch up slowly and it
counts in full. Prices are the game's (share splits included) and the Department of
Energy, where the rule set has one, is one more holder competing for the bonuses. Then:

- tile: the tile whose placement raises its equity most against the best-placed
  rival: found a chain and take the free share; grow chains it leads in; merge chains
  where it holds the defunct majority; do not grow or merge chains for rivals. Where the
  game ends as soon as an end condition holds, a tile that would end it is played only
  when it would win (and avoided otherwise). Where tiles come from the board (every
  empty square may be chosen), only the squares next to a tile are judged, and a few
  others that change nothing (:func:`play_choices`);
- founding: the chain whose bonuses suit it best (an expensive chain for a bigger
  free share, or one where it kept shares from an earlier merger);
- tie-breaks: the survivor that pays it most; first the defunct chain it holds most
  of, while the survivor still has shares to trade for;
- disposal: trade two for one while a survivor share (with the rank it brings)
  is worth more than two sold defunct shares, sell the rest; where one way must be
  chosen for all the shares, the best of selling, trading and keeping them
  (:func:`dispose_one_way`);
- buying: up to three shares, one at a time, each where it raises the expected
  bonus most (chains likely to merge soon count more), keeping a cash reserve for
  new chains while chains can still be founded; on the last turn, only shares that
  change a bonus. Where shares may be sold in one's turn, it sells only to pay for a
  clearly better share it cannot afford (:func:`sale`). (Selling so as not to lose a
  price never arises in these rule sets: a company's price never falls, a split doubles
  the shares as it halves the price, and a defunct company's shares may be sold at their
  price before the merger.) Measured: without its sales, a medium AI won 17% of 200
  Space Monopoly games (16×12) and 10% of 400 (28×24) against three that sell;
- turns of actions (:func:`action_choice`): place the best tile first (never drawing
  first while it has a tile, as the draw costs a share: measured, an AI that never did
  won 44% of 400 Energy games against three that drew first, with three actions or more,
  when no tile did any good), place another while tile play is open and a tile does some good,
  draw when the hand runs short, spend spare actions on the best share, and end the turn
  when nothing is worth an action;
- trade proposals: accepted only when the trade raises its equity by a margin
  (:func:`offer_gains`, :func:`answer_offer`) and brings the proposer no more than it.
  The AI players never propose trades themselves;
- the end: declared when it would win if the game were scored now.

The same judgement ranks candidates for the hard AI (:func:`buy_candidates`,
:func:`dispose_candidates`, :func:`play_candidates`) and plays its playouts
(:func:`decide`).
"""

from __future__ import annotations

from acquire_qt.engine import (
    Accept,
    Action,
    ActionDecision,
    Buy,
    Decision,
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
    Kind,
    Outcome,
    Play,
    Propose,
    Sell,
    Survivor,
    TradeOfferDecision,
    bonuses,
    end_condition,
    loose_group,
    outcome,
)

from .position import EMPTY, Position, from_view, pending

DISCOUNT = 0.3
"""An expected bonus not yet paid counts this much of a paid one."""
SOON = 0.9
"""The same for a chain likely to be merged away soon (less time for rivals to buy in)."""
ONE_BY_ONE = 1.0
"""The discount where a purchase is one share (``rules.max_buy == 1``, Energy's actions):
a lead lasts. Measured: a medium AI with it won 50% of 400 Energy games against three
with :data:`DISCOUNT` (fair share 25%)."""
SLOPE = 0.4
"""How much each share of lead (or deficit) moves the chance of first or second place."""
RESERVE = 1200
"""Cash kept for buying into new chains while chains can still be founded."""
RESERVE_UNTIL = 15
"""The reserve is kept while more tiles than this are left to draw."""
MIN_GAIN = 25.0
"""A share is bought only if it raises equity by more than this over its price."""
END_WEIGHT = 100_000.0
"""Added to (or taken from) a tile's score when it would end the game won (or lost)."""
SCORED_TILES = 24
"""With more playable tiles than this (tiles from the board), only the squares next to a
tile are judged, and :data:`QUIET_SQUARES` others."""
QUIET_SQUARES = 3
"""Squares next to no tile judged besides (placing there changes nothing)."""
KEEP_VALUE = 0.25
"""A kept share of a defunct chain counts this much of its price at founding size."""
SELL_MARGIN = 300.0
"""A sale in one's turn must pay for a share worth this much more than the sale loses."""
TRADE_MARGIN = 200.0
"""A trade must raise equity by at least this much to be accepted ..."""
TRADE_SHARE = 0.05
"""... and by this share of the value changing hands."""
LOW_HAND = 2
"""In turns of actions, the hand is refilled first when it holds this many tiles or fewer."""

_DRAW, _END_TURN = Draw(), EndTurn()


def expected_bonus(held: int, best: int, second: int, majority: float, minority: float) -> float:
    """The bonus expected from ``held`` shares when the best rival holds ``best``, the next
    ``second``: first place (about) certain with a lead of two, even on a tie."""
    if held <= 0:
        return 0.0
    first = min(1.0, max(0.0, 0.5 + SLOPE * (held - best)))
    runner = min(1.0, max(0.0, 0.5 + SLOPE * (held - second)))
    return first * majority + (1.0 - first) * runner * minority


def _rivals(holdings: list[int], seat: int) -> tuple[int, int]:
    """The largest and second largest holdings among the other holders."""
    best = second = 0
    for other, held in enumerate(holdings):
        if other != seat:
            if held > best:
                best, second = held, best
            elif held > second:
                second = held
    return best, second


def discounts(pos: Position) -> tuple[float, float]:
    """The discount of an expected bonus, and of one of a chain merging soon, in the rule
    set of ``pos`` (:data:`DISCOUNT` and :data:`SOON`, or :data:`ONE_BY_ONE`)."""
    if pos.tables.max_buy > 1:
        return DISCOUNT, SOON
    return ONE_BY_ONE, max(SOON, ONE_BY_ONE)


def unit_equity(
    pos: Position, holdings: list[int], seat: int, discount: float | None = None
) -> float:
    """What ``seat``'s shares of a chain are worth to it per dollar of the chain's price:
    the shares, and the bonus their rank is expected to bring (equity is linear in price),
    counted at ``discount`` (by default the rule set's, :func:`discounts`).
    ``holdings`` are :meth:`Position.holdings` (the DoE, if any, last)."""
    rules = pos.tables.rules
    if discount is None:
        discount = discounts(pos)[0]
    best, second = _rivals(holdings, seat)
    held = holdings[seat]
    bonus = expected_bonus(held, best, second, rules.majority_multiple, rules.minority_multiple)
    return held + discount * bonus


def unit_equities(pos: Position, holdings: list[int]) -> list[float]:
    """:func:`unit_equity` of every seat (not of the DoE)."""
    return [unit_equity(pos, holdings, seat) for seat in range(pos.players)]


def paid(pos: Position, holdings: list[int], price: int) -> list[int]:
    """The bonuses each holder (seats, then the DoE) would be paid for a chain at ``price``."""
    out = [0] * len(holdings)
    for seat, amount, _ in bonuses(pos.tables.rules, holdings, price):
        out[seat] += amount
    return out


def worth(pos: Position, sizes: tuple[int, ...] | None = None) -> list[int]:
    """Every seat's cash if the game were scored now (bonuses, then shares sold), or with
    the chains at ``sizes``."""
    out = list(pos.cash)
    for chain, size in enumerate(pos.sizes if sizes is None else sizes):
        if size:
            holdings = pos.holdings(chain)
            price = pos.price(chain, size)
            bonus = paid(pos, holdings, price)
            for seat in range(pos.players):
                out[seat] += bonus[seat] + holdings[seat] * price
    return out


def relative(gains: list[float], seat: int) -> float:
    """``seat``'s gain less the best rival's gain."""
    return gains[seat] - max(g for other, g in enumerate(gains) if other != seat)


def _best(scores: list[float], seed: int) -> int:
    """The index of the highest score; exact ties broken by ``seed``."""
    top = max(scores)
    tied = [i for i, score in enumerate(scores) if score == top]
    return tied[0] if len(tied) == 1 else tied[seed % len(tied)]


def merging_soon(pos: Position) -> set[int]:
    """Chains likely to go defunct soon: those one empty square away from a larger
    chain (or an equal one: the mergemaker picks the survivor), unless both are safe."""
    cells, neighbours, sizes = pos.cells, pos.tables.neighbours, pos.sizes
    safe = pos.tables.safe_size
    soon: set[int] = set()
    unsafe = [0 < size < safe for size in sizes]
    if not any(unsafe):
        return soon
    # Only an empty square next to a chain that is not safe can take one into a merger,
    # so only the squares around those chains are looked at (not the whole board's).
    around = {
        other
        for square, owner in enumerate(cells)
        if owner >= 0 and unsafe[owner]
        for other in neighbours[square]
        if cells[other] == EMPTY
    }
    for square in around:
        near = neighbours[square]
        first = -1
        for other in near:
            chain = cells[other]
            if chain >= 0:
                if first < 0:
                    first = chain
                elif chain != first:
                    break
        else:
            continue  # fewer than two chains around this square
        touched = {cells[other] for other in near if cells[other] >= 0}
        if sum(1 for c in touched if sizes[c] >= safe) >= 2:
            continue
        ranked = sorted(sizes[c] for c in touched)
        # A unique largest chain survives; tied largest ones may go either way.
        unique = ranked[-2] < ranked[-1]
        soon.update(
            c for c in touched if sizes[c] < safe and not (unique and sizes[c] == ranked[-1])
        )
    return soon


def absorbed_by(
    pos: Position, chains: list[int], sizes: tuple[int, ...], survivor: int
) -> list[int]:
    """The chains of a merger of ``chains`` that ``survivor`` absorbs: all the others, but
    safe ones where the rule set lets safe chains stay."""
    rules = pos.tables.rules
    safe = pos.tables.safe_size
    return [
        c
        for c in chains
        if c != survivor and not (rules.safe_blocks_absorption and sizes[c] >= safe)
    ]


def merger_gains(
    pos: Position, chains: list[int], sizes: tuple[int, ...], survivor: int, grown: int
) -> list[float]:
    """Each seat's equity gain from a merger of ``chains`` (sizes before the merger) into
    ``survivor``, which also takes ``grown`` tiles (the merging tile and its loose group):
    the defunct bonuses are paid at once, and the survivor's price moves."""
    gains = [0.0] * pos.players
    absorbed = absorbed_by(pos, chains, sizes, survivor)
    new_size = sizes[survivor] + sum(sizes[c] for c in absorbed) + grown
    holdings = pos.holdings(survivor)
    units = unit_equities(pos, holdings)
    rise = pos.price(survivor, new_size) - pos.price(survivor, sizes[survivor])
    for seat in range(pos.players):
        gains[seat] += rise * units[seat]
    for chain in absorbed:
        holdings = pos.holdings(chain)
        price = pos.price(chain, sizes[chain])
        units = unit_equities(pos, holdings)
        bonus = paid(pos, holdings, price)
        for seat in range(pos.players):
            gains[seat] += bonus[seat] + holdings[seat] * price - price * units[seat]
    return gains


def best_survivor(
    pos: Position, chains: list[int], sizes: tuple[int, ...], options: list[int], grown: int
) -> tuple[int, float]:
    """The survivor among ``options`` best for the seat, and the relative gain it brings."""
    scores = [
        relative(merger_gains(pos, chains, sizes, option, grown), pos.seat) for option in options
    ]
    best = max(range(len(options)), key=lambda i: scores[i])
    return options[best], scores[best]


def _doe_expected(pos: Position) -> int:
    """The shares the DoE is expected to receive at a founding (1 to ``doe_most - players``)."""
    most = pos.tables.rules.doe_most - pos.players
    return (most + 2) // 2 if most > 0 else 1


def found_scores(pos: Position, options: list[int], size: int) -> list[float]:
    """How good founding each chain of ``options`` with ``size`` tiles is for the seat."""
    me = pos.seat
    scores = []
    for chain in options:
        holdings = pos.holdings(chain)
        bank = pos.bank[chain]
        if bank > 0:
            holdings[me] += 1
            bank -= 1
        if pos.tables.doe and bank > 0:
            holdings[-1] += min(bank, _doe_expected(pos))
        scores.append(pos.price(chain, size) * relative(unit_equities(pos, holdings), me))
    return scores


def _ending(pos: Position, survivor: int, new_size: int, absorbed: list[int]) -> float | None:
    """Where the game ends as soon as an end condition holds: if ``survivor`` reaching
    ``new_size`` tiles (absorbing ``absorbed``) ends it, the seat's margin over the best
    rival then, plus :data:`END_WEIGHT` if that wins and less it if not; else None."""
    rules = pos.tables.rules
    if rules.end_mode != "immediate":
        return None
    after = list(pos.sizes)
    after[survivor] = new_size
    for chain in absorbed:
        after[chain] = 0
    if not end_condition(rules, after):
        return None
    # The absorbed chains pay their bonuses and are sold at their size now: scored as is.
    scoring = list(pos.sizes)
    scoring[survivor] = new_size
    margin = float(relative([float(w) for w in worth(pos, tuple(scoring))], pos.seat))
    return margin + (END_WEIGHT if margin > 0 else -END_WEIGHT)


def tile_outcome(pos: Position, tile: int) -> Outcome:
    """What placing ``tile`` (an empty square) would do in the position: the engine's own
    rule (``Game.tile_outcome``) applied to the board the seat sees."""
    t = pos.tables
    return outcome(t.rules, t.board, pos.cells, pos.sizes, tile)


def tile_score(
    pos: Position,
    tile: int,
    result: Outcome,
    cache: dict[tuple[int, int], float] | None = None,
) -> float:
    """How much placing ``tile`` (with the outcome ``result``) raises the seat's equity
    against the best rival. ``cache`` keeps the scores of foundings and growths by size
    for the tiles of one decision (they depend on nothing else)."""
    if result is not Outcome.FOUND and result is not Outcome.GROW and result is not Outcome.MERGE:
        return 0.0  # nothing, or a founding that fails: the tiles stay loose
    cells, sizes = pos.cells, pos.sizes
    grown = loose_group(pos.tables.neighbours, pos.cells, tile)
    if result is Outcome.MERGE:
        chains = sorted({cells[near] for near in pos.tables.neighbours[tile] if cells[near] >= 0})
        largest = max(sizes[c] for c in chains)
        tied = [c for c in chains if sizes[c] == largest]
        survivor, score = best_survivor(pos, chains, sizes, tied, grown)
        absorbed = absorbed_by(pos, chains, sizes, survivor)
        new_size = sizes[survivor] + sum(sizes[c] for c in absorbed) + grown
        ending = _ending(pos, survivor, new_size, absorbed)
        return score if ending is None else ending
    if result is Outcome.FOUND:
        chain = -1
    else:
        chain = next(cells[near] for near in pos.tables.neighbours[tile] if cells[near] >= 0)
    key = (chain, grown)
    if cache is not None and key in cache:
        return cache[key]
    if chain < 0:
        options = [c for c, size in enumerate(sizes) if not size]
        score = max(found_scores(pos, options, grown))
    else:
        new_size = sizes[chain] + grown
        ending = _ending(pos, chain, new_size, [])
        if ending is not None:
            score = ending
        else:
            rise = pos.price(chain, new_size) - pos.price(chain)
            score = (
                rise * relative(unit_equities(pos, pos.holdings(chain)), pos.seat) if rise else 0.0
            )
    if cache is not None:
        cache[key] = score
    return score


def play_choices(pos: Position, tiles: tuple[str, ...], seed: int = 0) -> list[str]:
    """The tiles worth judging among the playable ``tiles``: all of them from a hand; where
    tiles come from the board (more than :data:`SCORED_TILES`), the squares next to a tile
    (only they found, grow or merge) and :data:`QUIET_SQUARES` of the others, spread over
    the board (placing there changes nothing, all alike)."""
    if len(tiles) <= SCORED_TILES:
        return list(tiles)
    legal = set(tiles)
    cells, neighbours = pos.cells, pos.tables.neighbours
    names = pos.tables.square_names
    near_squares = {
        other
        for square, owner in enumerate(cells)
        if owner != EMPTY
        for other in neighbours[square]
        if cells[other] == EMPTY
    }
    near = [names[square] for square in sorted(near_squares) if names[square] in legal]
    # A few squares next to no tile, spread over the board.
    count = len(cells)
    start = (seed + pos.turn_number) % count
    for k in range(QUIET_SQUARES):
        square = (start + k * count // QUIET_SQUARES) % count
        for _ in range(count):
            if (
                cells[square] == EMPTY
                and square not in near_squares
                and names[square] in legal
                and names[square] not in near
            ):
                near.append(names[square])
                break
            square = (square + 1) % count
    return near or list(tiles)


def play_scores(
    pos: Position, tiles: tuple[str, ...], seed: int = 0
) -> tuple[list[str], list[float]]:
    """The tiles judged (:func:`play_choices`) and each one's :func:`tile_score`."""
    choices = play_choices(pos, tiles, seed)
    squares = pos.tables.square_index
    cache: dict[tuple[int, int], float] = {}
    scores = []
    for name in choices:
        square = squares[name]
        scores.append(tile_score(pos, square, tile_outcome(pos, square), cache))
    return choices, scores


def play_candidates(pos: Position, tiles: tuple[str, ...], most: int, seed: int = 0) -> list[Play]:
    """The ``most`` best tiles by :func:`tile_score` (for search), best first; with every
    judged tile when there are no more than ``most``."""
    choices, scores = play_scores(pos, tiles, seed)
    order = sorted(range(len(choices)), key=lambda i: -scores[i])[:most]
    return [Play(choices[i]) for i in order]


def share_gain(pos: Position, chain: int, held: int, discount: float, final: bool) -> float:
    """What one more share of ``chain`` (holding ``held``) is worth to the seat over its
    price: the bonus it is expected to add, counted at ``discount``. ``final``: the game is
    scored after this turn, so the bonus it adds is certain."""
    me = pos.seat
    price = pos.price(chain)
    holdings = pos.holdings(chain)
    if final:
        holdings[me] = held
        before = paid(pos, holdings, price)[me]
        holdings[me] = held + 1
        return float(paid(pos, holdings, price)[me] - before)
    rules = pos.tables.rules
    majority, minority = rules.majority_multiple, rules.minority_multiple
    holdings[me] = held
    best, second = _rivals(holdings, me)
    more = expected_bonus(held + 1, best, second, majority, minority)
    return price * discount * (more - expected_bonus(held, best, second, majority, minority))


def _reserve(pos: Position) -> int:
    if pos.tiles_left <= RESERVE_UNTIL or all(pos.sizes):
        return 0
    return RESERVE


def is_final(pos: Position) -> bool:
    """Whether the game is scored after this turn (the end declared, or the turn limit)."""
    return pos.declared or pos.last_turn


def buy_greedy(
    pos: Position, final: bool, start: tuple[int, ...] = (), soon: set[int] | None = None
) -> list[int]:
    """Shares to buy (chain indices), one at a time where each gains most, after ``start``.
    ``soon`` is :func:`merging_soon` if known."""
    me, most = pos.seat, pos.tables.max_buy
    if final:
        soon = set()
    elif soon is None:
        soon = merging_soon(pos)
    held = list(pos.shares[me])
    bank = list(pos.bank)
    cash = pos.cash[me]
    bought = list(start)
    for chain in bought:
        held[chain] += 1
        bank[chain] -= 1
        cash -= pos.price(chain)
    reserve = 0 if final else _reserve(pos)
    later, later_soon = discounts(pos)
    while len(bought) < most:
        best, best_gain = -1, MIN_GAIN
        for chain, size in enumerate(pos.sizes):
            price = pos.price(chain)
            if not size or bank[chain] <= 0 or price > cash:
                continue
            discount = later_soon if chain in soon else later
            gain = share_gain(pos, chain, held[chain], discount, final)
            if cash - price < reserve:
                gain -= (reserve - (cash - price)) / 2
            if gain > best_gain:
                best, best_gain = chain, gain
        if best < 0:
            break
        bought.append(best)
        held[best] += 1
        bank[best] -= 1
        cash -= pos.price(best)
    return bought


def _buy_action(pos: Position, chains: list[int]) -> Buy:
    names = pos.tables.chain_names
    return Buy(tuple(names[c] for c in sorted(chains)))


def buy_candidates(pos: Position, final: bool) -> list[Buy]:
    """Good buys to compare by search: the greedy buy, the greedy buy starting from one
    share of each affordable chain, and buying nothing (no duplicates)."""
    out: list[Buy] = []
    seen: set[Buy] = set()
    options: list[tuple[int, ...]] = [()]
    cash = pos.cash[pos.seat]
    options += [
        (chain,)
        for chain, size in enumerate(pos.sizes)
        if size and pos.bank[chain] > 0 and pos.price(chain) <= cash
    ]
    soon = merging_soon(pos)
    for start in options:
        action = _buy_action(pos, buy_greedy(pos, final, start, soon))
        if action not in seen:
            seen.add(action)
            out.append(action)
    if Buy() not in seen:
        out.append(Buy())
    return out


def sale(pos: Position, final: bool, soon: set[int] | None = None) -> Sell | None:
    """Where shares may be sold in one's turn: a sale that pays for a clearly better share
    than the greedy buy can afford, or None.

    The share it wants is the one with the best gain it cannot pay for after the greedy
    buy; the shares sold are those of the chain whose bonus rank loses least by the sale
    (the fewest that raise the cash). It sells only when the share wanted gains
    :data:`SELL_MARGIN` more than the sale loses. A sale keeps the decision, so the buy
    comes next (the cash then pays for it): selling never repeats for ever.
    """
    me, sizes = pos.seat, pos.sizes
    if soon is None:
        soon = set() if final else merging_soon(pos)
    plan = buy_greedy(pos, final, soon=soon)
    if len(plan) >= pos.tables.max_buy:
        return None
    cash = pos.cash[me] - sum(pos.price(c) for c in plan)
    held = list(pos.shares[me])
    for chain in plan:
        held[chain] += 1
    wanted, wanted_gain = -1, MIN_GAIN + SELL_MARGIN
    later, later_soon = discounts(pos)
    for chain, size in enumerate(sizes):
        if not size or pos.bank[chain] - plan.count(chain) <= 0 or pos.price(chain) <= cash:
            continue
        discount = later_soon if chain in soon else later
        gain = share_gain(pos, chain, held[chain], discount, final)
        if gain > wanted_gain:
            wanted, wanted_gain = chain, gain
    if wanted < 0:
        return None
    need = pos.price(wanted) - cash
    source, count, least = -1, 0, wanted_gain - SELL_MARGIN
    for chain, size in enumerate(sizes):
        mine = pos.shares[me][chain]
        if not size or chain == wanted or chain in plan or not mine:
            continue
        price = pos.price(chain)
        selling = -(-need // price)
        if selling > mine:
            continue
        holdings = pos.holdings(chain)
        before = unit_equity(pos, holdings, me)
        holdings[me] -= selling
        # The bonus rank it gives up (the shares themselves turn into their price in cash).
        loss = price * (before - unit_equity(pos, holdings, me)) - selling * price
        if final:
            holdings[me] += selling
            loss = float(paid(pos, holdings, price)[me])
            holdings[me] -= selling
            loss -= paid(pos, holdings, price)[me]
        if loss < least:
            source, count, least = chain, selling, loss
    if source < 0:
        return None
    return Sell(pos.tables.chain_names[source], count)


def dispose_choice(pos: Position, decision: DisposeDecision) -> Dispose:
    """Trade pairs while a survivor share is worth more than two sold shares; sell the rest."""
    assert pos.merger_sizes is not None
    me = pos.seat
    survivor = pos.tables.chain_index[decision.survivor]
    price = pos.price(survivor, sum(pos.merger_sizes) + 1)
    holdings = pos.holdings(survivor)
    trade = 0
    while trade + 2 <= decision.max_trade:
        before = unit_equity(pos, holdings, me)
        holdings[me] += 1
        if price * (unit_equity(pos, holdings, me) - before) < 2 * decision.price:
            break
        trade += 2
    return Dispose(sell=decision.shares - trade, trade=trade)


def _founding_price(pos: Position, chain: int) -> int:
    """The price of a share of ``chain`` when it is founded again (its splits stay)."""
    for price in pos.tables.prices[chain]:
        if price:
            return price >> pos.splits[chain]
    return 0


def dispose_values(pos: Position, decision: DisposeDecision) -> dict[str, float]:
    """What each one-way disposal is worth to the seat: ``sell`` all at the defunct price,
    ``trade`` as many pairs as the bank allows (the survivor shares at their equity, the
    rest kept), ``keep`` all (worth :data:`KEEP_VALUE` of a share at founding size, as the
    chain may be founded again). ``trade`` only when it is possible."""
    me, index = pos.seat, pos.tables.chain_index
    defunct, survivor = index[decision.chain], index[decision.survivor]
    kept = KEEP_VALUE * _founding_price(pos, defunct)
    values = {"sell": float(decision.shares * decision.price)}
    if decision.max_trade:
        sizes = pos.merger_sizes or pos.sizes
        price = pos.price(survivor, sum(sizes) + 1)
        holdings = pos.holdings(survivor)
        before = unit_equity(pos, holdings, me)
        holdings[me] += decision.max_trade // 2
        gained = price * (unit_equity(pos, holdings, me) - before)
        values["trade"] = gained + (decision.shares - decision.max_trade) * kept
    values["keep"] = decision.shares * kept
    return values


def dispose_one_way(pos: Position, decision: DisposeDecision) -> DisposeAll:
    """The one way (sell, trade or keep all) worth most (:func:`dispose_values`)."""
    values = dispose_values(pos, decision)
    return DisposeAll(max(values, key=lambda way: values[way]))


def dispose_candidates(pos: Position, decision: DisposeDecision) -> list[Dispose]:
    """Disposals to compare by search: the medium choice, sell all, trade all it can
    (selling or keeping the rest), keep all (no duplicates)."""
    held, most = decision.shares, decision.max_trade
    options = [
        dispose_choice(pos, decision),
        Dispose(sell=held),
        Dispose(sell=held - most, trade=most),
        Dispose(trade=most),
        Dispose(),
    ]
    out: list[Dispose] = []
    for option in options:
        if option not in out:
            out.append(option)
    return out


def offer_gains(pos: Position, offer: Propose) -> list[float]:
    """Each seat's equity gain if the proposal ``offer`` of the active player were accepted:
    cash at face value, shares of active chains by :func:`unit_equity` at today's price
    (before and after both sides' holdings change, so bonus ranks count), shares of
    inactive chains at :data:`KEEP_VALUE` of their founding price."""
    proposer, target = pos.turn, offer.to
    index = pos.tables.chain_index
    gains = [0.0] * pos.players
    gains[proposer] += offer.get_cash - offer.give_cash
    gains[target] += offer.give_cash - offer.get_cash
    moving: dict[int, int] = {}
    for name, count in offer.give:
        moving[index[name]] = moving.get(index[name], 0) + count
    for name, count in offer.get:
        moving[index[name]] = moving.get(index[name], 0) - count
    for chain, count in moving.items():
        if not count:
            continue
        if not pos.sizes[chain]:
            value = count * KEEP_VALUE * _founding_price(pos, chain)
            gains[proposer] -= value
            gains[target] += value
            continue
        holdings = pos.holdings(chain)
        # Hidden holdings are estimates: each side holds at least what it gives.
        holdings[proposer] = max(holdings[proposer], count)
        holdings[target] = max(holdings[target], -count)
        after = list(holdings)
        after[proposer] -= count
        after[target] += count
        price = pos.price(chain)
        for seat in (proposer, target):
            change = unit_equity(pos, after, seat) - unit_equity(pos, holdings, seat)
            gains[seat] += price * change
    return gains


def _traded_value(pos: Position, offer: Propose) -> float:
    """The value changing hands in ``offer``: cash, and shares at today's price."""
    index = pos.tables.chain_index
    value = float(offer.give_cash + offer.get_cash)
    for name, count in (*offer.give, *offer.get):
        chain = index[name]
        value += count * (pos.price(chain) if pos.sizes[chain] else _founding_price(pos, chain))
    return value


def accepts(pos: Position, offer: Propose, relative_check: bool = True) -> bool:
    """Whether the seat accepts ``offer``: it gains at least :data:`TRADE_MARGIN` (and
    :data:`TRADE_SHARE` of the value traded) and, with ``relative_check``, the proposer
    gains no more than it does."""
    gains = offer_gains(pos, offer)
    mine = gains[pos.seat]
    margin = max(TRADE_MARGIN, TRADE_SHARE * _traded_value(pos, offer))
    if mine < margin:
        return False
    return not relative_check or mine >= gains[pos.turn]


def answer_offer(
    pos: Position, decision: TradeOfferDecision, relative_check: bool = True
) -> Action:
    """``accept`` or ``decline`` the pending proposal (:func:`accepts`)."""
    return Accept() if accepts(pos, decision.offer, relative_check) else Decline()


def action_choice(game: Game, pos: Position, decision: ActionDecision, seed: int = 0) -> Action:
    """The next action of a turn of actions (see the module docstring)."""
    actions = game.legal_actions()
    placed = _END_TURN in actions  # ending the turn (and buying) opens with a placement
    can_draw = _DRAW in actions
    if decision.tiles:
        choices, scores = play_scores(pos, decision.tiles, seed)
        best = _best(scores, seed)
        if scores[best] > 0 or not placed:
            return Play(choices[best])
    elif not placed:
        return _DRAW if can_draw else actions[0]
    if can_draw and len(pos.hand) <= LOW_HAND:
        return _DRAW
    wanted = buy_greedy(pos, is_final(pos))
    if wanted:
        buy = Buy((pos.tables.chain_names[wanted[0]],))
        if buy in actions:
            return buy
    if can_draw:
        return _DRAW
    return _END_TURN if placed else actions[0]


def wants_end(pos: Position) -> bool:
    """Whether the seat would win (alone) if the game were scored now."""
    scores = worth(pos)
    me = pos.seat
    return all(scores[me] > score for seat, score in enumerate(scores) if seat != me)


def decide(game: Game, pos: Position, decision: Decision, seed: int = 0) -> Action:
    """The medium policy's answer to ``decision`` (the seat of ``pos`` must answer it)."""
    index = pos.tables.chain_index
    rules = pos.tables.rules
    if decision.kind is Kind.PLAY:
        choices, scores = play_scores(pos, decision.tiles, seed)
        return Play(choices[_best(scores, seed)])
    if decision.kind is Kind.ACTION:
        return action_choice(game, pos, decision, seed)
    if decision.kind is Kind.BUY:
        final = is_final(pos)
        if not final and game.end_allowed() and wants_end(pos):
            return End()
        soon = set() if final else merging_soon(pos)
        if rules.sell_in_turn:
            selling = sale(pos, final, soon)
            if selling is not None:
                return selling
        return _buy_action(pos, buy_greedy(pos, final, soon=soon))
    if decision.kind is Kind.FOUND:
        options = [index[name] for name in decision.chains]
        scores = found_scores(
            pos, options, loose_group(pos.tables.neighbours, pos.cells, pos.last_tile)
        )
        return Found(decision.chains[_best(scores, seed)])
    if decision.kind is Kind.SURVIVOR:
        assert pos.merger_sizes is not None
        chains = [c for c, size in enumerate(pos.merger_sizes) if size]
        options = [index[name] for name in decision.chains]
        survivor, _ = best_survivor(pos, chains, pos.merger_sizes, options, 1)
        return Survivor(pos.tables.chain_names[survivor])
    if decision.kind is Kind.DEFUNCT_ORDER:
        mine = [float(pos.shares[pos.seat][index[name]]) for name in decision.chains]
        return Defunct(decision.chains[_best(mine, seed)])
    if decision.kind is Kind.TRADE_OFFER:
        return answer_offer(pos, decision)
    if rules.disposal == "one_way":
        return dispose_one_way(pos, decision)
    return dispose_choice(pos, decision)


class MediumPlayer:
    """The heuristics of good players (see the module docstring). Exact ties in a
    choice are broken by ``seed``; otherwise the answer depends on the position alone.
    It never proposes a trade (it answers proposals)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        return decide(game, from_view(game, decision.player), decision, self.seed)
