"""The medium AI: the heuristics of good players, one decision at a time, without search.

Everything is judged by *equity*: what a player's shares of a chain are worth to
them, that is the shares at the chain's price plus the bonus their rank among the
holders is expected to bring (:func:`unit_equity`, per dollar of the price). An
expected bonus counts less than a paid one (:data:`DISCOUNT`), since rivals may
still buy past you, and more when the chain is likely to be merged away soon. Then:

- tile: the tile whose placement raises its equity most against the best-placed
  rival: found a chain and take the free share; merge chains where it holds the
  defunct majority; do not grow or merge chains for rivals;
- founding: the chain whose bonuses suit it best (an expensive chain for a bigger
  free share, or one where it kept shares from an earlier merger);
- tie-breaks: the survivor that pays it most; first the defunct chain it holds most
  of, while the survivor still has shares to trade for;
- disposal: trade two for one while a survivor share (with the rank it brings)
  is worth more than two sold defunct shares, sell the rest;
- buying: up to three shares, one at a time, each where it raises the expected
  bonus most (chains likely to merge soon count more), keeping a cash reserve for
  new chains while chains can still be founded; on the last turn, only shares that
  change a bonus;
- the end: declared when it would win if the game were scored now.

The same judgement ranks candidates for the hard AI (:func:`buy_candidates`,
:func:`dispose_candidates`) and plays its playouts (:func:`decide`).
"""

from __future__ import annotations

from acquire_qt.engine import (
    Action,
    Buy,
    Decision,
    Defunct,
    Dispose,
    End,
    Found,
    Game,
    Kind,
    Outcome,
    Play,
    Survivor,
    bonuses,
)

from .position import EMPTY, LOOSE, Position, from_view, pending

DISCOUNT = 0.3
"""An expected bonus not yet paid counts this much of a paid one."""
SOON = 0.9
"""The same for a chain likely to be merged away soon (less time for rivals to buy in)."""
SLOPE = 0.4
"""How much each share of lead (or deficit) moves the chance of first or second place."""
RESERVE = 1200
"""Cash kept for buying into new chains while chains can still be founded."""
RESERVE_UNTIL = 15
"""The reserve is kept while more tiles than this are left to draw."""
MIN_GAIN = 25.0
"""A share is bought only if it raises equity by more than this over its price."""


def expected_bonus(held: int, best: int, second: int, majority: float, minority: float) -> float:
    """The bonus expected from ``held`` shares when the best rival holds ``best``, the next
    ``second``: first place (about) certain with a lead of two, even on a tie."""
    if held <= 0:
        return 0.0
    first = min(1.0, max(0.0, 0.5 + SLOPE * (held - best)))
    runner = min(1.0, max(0.0, 0.5 + SLOPE * (held - second)))
    return first * majority + (1.0 - first) * runner * minority


def _rivals(holdings: list[int], seat: int) -> tuple[int, int]:
    """The largest and second largest holdings among the other seats."""
    best = second = 0
    for other, held in enumerate(holdings):
        if other != seat:
            if held > best:
                best, second = held, best
            elif held > second:
                second = held
    return best, second


def unit_equity(pos: Position, holdings: list[int], seat: int, discount: float = DISCOUNT) -> float:
    """What ``seat``'s shares of a chain are worth to it per dollar of the chain's price:
    the shares, and the bonus their rank is expected to bring (equity is linear in price)."""
    rules = pos.tables.rules
    best, second = _rivals(holdings, seat)
    held = holdings[seat]
    bonus = expected_bonus(held, best, second, rules.majority_multiple, rules.minority_multiple)
    return held + discount * bonus


def unit_equities(pos: Position, holdings: list[int]) -> list[float]:
    """:func:`unit_equity` of every seat."""
    return [unit_equity(pos, holdings, seat) for seat in range(len(holdings))]


def paid(pos: Position, holdings: list[int], price: int) -> list[int]:
    """The bonuses each seat would be paid for a chain at ``price`` now."""
    out = [0] * len(holdings)
    for seat, amount, _ in bonuses(pos.tables.rules, holdings, price):
        out[seat] += amount
    return out


def worth(pos: Position) -> list[int]:
    """Every seat's cash if the game were scored now (bonuses, then shares sold)."""
    out = list(pos.cash)
    for chain, size in enumerate(pos.sizes):
        if size:
            holdings = pos.holdings(chain)
            price = pos.price(chain)
            for seat, amount in enumerate(paid(pos, holdings, price)):
                out[seat] += amount + holdings[seat] * price
    return out


def relative(gains: list[float], seat: int) -> float:
    """``seat``'s gain less the best rival's gain."""
    return gains[seat] - max(g for other, g in enumerate(gains) if other != seat)


def _best(scores: list[float], seed: int) -> int:
    """The index of the highest score; exact ties broken by ``seed``."""
    top = max(scores)
    tied = [i for i, score in enumerate(scores) if score == top]
    return tied[0] if len(tied) == 1 else tied[seed % len(tied)]


def _group(pos: Position, start: int) -> int:
    """How many tiles ``start`` and the loose tiles connected to it make."""
    cells, neighbours = pos.cells, pos.tables.neighbours
    seen = {start}
    stack = [start]
    while stack:
        for near in neighbours[stack.pop()]:
            if near not in seen and cells[near] == LOOSE:
                seen.add(near)
                stack.append(near)
    return len(seen)


def _between_chains(cells: tuple[int, ...], near: tuple[int, ...]) -> bool:
    """Whether the squares ``near`` hold tiles of two different chains."""
    first = -1
    for square in near:
        owner = cells[square]
        if owner >= 0:
            if first < 0:
                first = owner
            elif owner != first:
                return True
    return False


def merging_soon(pos: Position) -> set[int]:
    """Chains likely to go defunct soon: those one empty square away from a larger
    chain (or an equal one: the mergemaker picks the survivor), unless both are safe."""
    cells, neighbours, sizes = pos.cells, pos.tables.neighbours, pos.sizes
    safe = pos.tables.safe_size
    soon: set[int] = set()
    if sum(1 for size in sizes if 0 < size < safe) == 0:
        return soon
    for square, owner in enumerate(cells):
        if owner != EMPTY or not _between_chains(cells, neighbours[square]):
            continue
        touched = {cells[near] for near in neighbours[square] if cells[near] >= 0}
        if sum(1 for c in touched if sizes[c] >= safe) >= 2:
            continue
        ranked = sorted(sizes[c] for c in touched)
        # A unique largest chain survives; tied largest ones may go either way.
        unique = ranked[-2] < ranked[-1]
        soon.update(
            c for c in touched if sizes[c] < safe and not (unique and sizes[c] == ranked[-1])
        )
    return soon


def merger_gains(
    pos: Position, chains: list[int], sizes: tuple[int, ...], survivor: int, new_size: int
) -> list[float]:
    """Each seat's equity gain from merging ``chains`` (sizes before the merger) into
    ``survivor``, which ends with ``new_size`` tiles: the defunct bonuses are paid at
    once, and the survivor's price moves."""
    gains = [0.0] * pos.players
    for chain in chains:
        holdings = pos.holdings(chain)
        price = pos.price(chain, sizes[chain])
        units = unit_equities(pos, holdings)
        if chain == survivor:
            rise = pos.price(chain, new_size) - price
            for seat in range(pos.players):
                gains[seat] += rise * units[seat]
            continue
        bonus = paid(pos, holdings, price)
        for seat in range(pos.players):
            gains[seat] += bonus[seat] + holdings[seat] * price - price * units[seat]
    return gains


def best_survivor(
    pos: Position, chains: list[int], sizes: tuple[int, ...], options: list[int], new_size: int
) -> tuple[int, float]:
    """The survivor among ``options`` best for the seat, and the relative gain it brings."""
    scores = [
        relative(merger_gains(pos, chains, sizes, option, new_size), pos.seat) for option in options
    ]
    best = max(range(len(options)), key=lambda i: scores[i])
    return options[best], scores[best]


def found_scores(pos: Position, options: list[int], size: int) -> list[float]:
    """How good founding each chain of ``options`` with ``size`` tiles is for the seat."""
    me = pos.seat
    scores = []
    for chain in options:
        holdings = pos.holdings(chain)
        if pos.bank[chain] > 0:
            holdings[me] += 1
        scores.append(pos.price(chain, size) * relative(unit_equities(pos, holdings), me))
    return scores


def tile_score(pos: Position, tile: int, outcome: Outcome) -> float:
    """How much placing ``tile`` raises the seat's equity against the best rival."""
    if outcome is Outcome.NOTHING:
        return 0.0
    cells, sizes = pos.cells, pos.sizes
    grown = _group(pos, tile)
    if outcome is Outcome.FOUND:
        options = [chain for chain, size in enumerate(sizes) if not size]
        return max(found_scores(pos, options, grown))
    chains = sorted({cells[near] for near in pos.tables.neighbours[tile] if cells[near] >= 0})
    if outcome is Outcome.GROW:
        chain = chains[0]
        rise = pos.price(chain, sizes[chain] + grown) - pos.price(chain)
        if not rise:
            return 0.0
        return rise * relative(unit_equities(pos, pos.holdings(chain)), pos.seat)
    largest = max(sizes[c] for c in chains)
    tied = [c for c in chains if sizes[c] == largest]
    new_size = sum(sizes[c] for c in chains) + grown
    return best_survivor(pos, chains, sizes, tied, new_size)[1]


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
    best, second = _rivals(holdings, me)
    more = expected_bonus(held + 1, best, second, majority, minority)
    return price * discount * (more - expected_bonus(held, best, second, majority, minority))


def _reserve(pos: Position) -> int:
    if pos.bag_left <= RESERVE_UNTIL or all(pos.sizes):
        return 0
    return RESERVE


def buy_greedy(pos: Position, final: bool, start: tuple[int, ...] = ()) -> list[int]:
    """Shares to buy (chain indices), one at a time where each gains most, after ``start``."""
    me, most = pos.seat, pos.tables.max_buy
    soon = set() if final else merging_soon(pos)
    held = list(pos.shares[me])
    bank = list(pos.bank)
    cash = pos.cash[me]
    bought = list(start)
    for chain in bought:
        held[chain] += 1
        bank[chain] -= 1
        cash -= pos.price(chain)
    reserve = 0 if final else _reserve(pos)
    while len(bought) < most:
        best, best_gain = -1, MIN_GAIN
        for chain, size in enumerate(pos.sizes):
            price = pos.price(chain)
            if not size or bank[chain] <= 0 or price > cash:
                continue
            discount = SOON if chain in soon else DISCOUNT
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
    for start in options:
        action = _buy_action(pos, buy_greedy(pos, final, start))
        if action not in seen:
            seen.add(action)
            out.append(action)
    if Buy() not in seen:
        out.append(Buy())
    return out


def dispose_choice(pos: Position, decision: Decision) -> Dispose:
    """Trade pairs while a survivor share is worth more than two sold shares; sell the rest."""
    assert decision.survivor is not None and pos.merger_sizes is not None
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


def dispose_candidates(pos: Position, decision: Decision) -> list[Dispose]:
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


def wants_end(pos: Position) -> bool:
    """Whether the seat would win (alone) if the game were scored now."""
    scores = worth(pos)
    me = pos.seat
    return all(scores[me] > score for seat, score in enumerate(scores) if seat != me)


def decide(game: Game, pos: Position, decision: Decision, seed: int = 0) -> Action:
    """The medium policy's answer to ``decision`` (the seat of ``pos`` must answer it)."""
    kind = decision.kind
    index = pos.tables.chain_index
    if kind is Kind.PLAY:
        tiles = decision.tiles
        squares = pos.tables.square_index
        scores = [tile_score(pos, squares[t], game.tile_outcome(t)) for t in tiles]
        return Play(tiles[_best(scores, seed)])
    if kind is Kind.BUY:
        final = pos.declared
        if not final and game.end_allowed() and wants_end(pos):
            return End()
        return _buy_action(pos, buy_greedy(pos, final))
    if kind is Kind.FOUND:
        options = [index[name] for name in decision.chains]
        scores = found_scores(pos, options, _group(pos, pos.last_tile))
        return Found(decision.chains[_best(scores, seed)])
    if kind is Kind.SURVIVOR:
        assert pos.merger_sizes is not None
        chains = [c for c, size in enumerate(pos.merger_sizes) if size]
        new_size = sum(pos.merger_sizes) + 1
        options = [index[name] for name in decision.chains]
        survivor, _ = best_survivor(pos, chains, pos.merger_sizes, options, new_size)
        return Survivor(pos.tables.chain_names[survivor])
    if kind is Kind.DEFUNCT_ORDER:
        mine = [float(pos.shares[pos.seat][index[name]]) for name in decision.chains]
        return Defunct(decision.chains[_best(mine, seed)])
    return dispose_choice(pos, decision)


class MediumPlayer:
    """The heuristics of good players (see the module docstring). Exact ties in a
    choice are broken by ``seed``; otherwise the answer depends on the position alone."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Action:
        decision = pending(game)
        return decide(game, from_view(game, decision.player), decision, self.seed)
