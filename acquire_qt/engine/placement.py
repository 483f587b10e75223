"""Tiles: what placing one does, which are playable, placing, founding and drawing.

A tile placed next to nothing stays loose; next to loose tiles only it founds a chain
(the player chooses which: :func:`found`); next to one chain it grows it; next to
several it starts a merger (:mod:`.mergers`). A tile is unplayable when it would merge
two safe chains (dead, removed when drawn) or, in rule sets where a failed founding is
not allowed, found a chain while every chain is on the board.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from . import events as ev
from .board import Board
from .draft import Draft
from .rules import Rules
from .state import DEAD, EIGHTH_CHAIN, EMPTY, FOUND, FOUNDS, GROWS, LOOSE, MERGES, NOTHING, Outcome


def outcome(
    rules: Rules, board: Board, cells: Sequence[int], sizes: Sequence[int], tile: int
) -> Outcome:
    """What placing ``tile`` on ``cells`` would do (the square must be empty)."""
    first = -1
    several = loose = False
    for near in board.neighbours[tile]:
        owner = cells[near]
        if owner >= 0:
            if first < 0:
                first = owner
            elif owner != first:
                several = True
        elif owner == LOOSE:
            loose = True
    if first < 0:
        if not loose:
            return NOTHING
        active = len(sizes) - sizes.count(0)
        return FOUNDS if active < rules.max_active else EIGHTH_CHAIN
    if not several:
        return GROWS
    safe = rules.safe_size
    if safe is not None and rules.dead_tiles:  # dead if two different safe chains are around
        safe_chain = -1
        for near in board.neighbours[tile]:
            owner = cells[near]
            if owner >= 0 and sizes[owner] >= safe:
                if safe_chain < 0:
                    safe_chain = owner
                elif owner != safe_chain:
                    return DEAD
    return MERGES


def loose_group(neighbours: tuple[tuple[int, ...], ...], cells: Sequence[int], start: int) -> int:
    """How many tiles ``start`` and the loose tiles joined to it make on ``cells``: the
    size of a chain founded there (``neighbours``: the board's)."""
    group = {start}
    stack = [start]
    while stack:
        for near in neighbours[stack.pop()]:
            if near not in group and cells[near] == LOOSE:
                group.add(near)
                stack.append(near)
    return len(group)


def playable(t: Draft, seat: int) -> tuple[int, ...]:
    """The tiles ``seat`` may place now, in board order: those of their hand, or the
    empty squares where tiles come from the board."""
    rules, sizes = t.rules, t.sizes
    if rules.tile_source == "board":
        hand: Iterable[int] = [tile for tile, owner in enumerate(t.board) if owner == EMPTY]
    else:
        hand = t.hands[seat]
    if t.size_facts().every_tile_playable:
        return tuple(sorted(hand))
    squares, cells, allowed = t.ctx.board, t.board, t.ctx.playable
    return tuple(
        sorted([tile for tile in hand if outcome(rules, squares, cells, sizes, tile) in allowed])
    )


def place(t: Draft, tile: int) -> Outcome:
    """The active player places ``tile``. Returns its outcome: after ``NOTHING``,
    ``EIGHTH_CHAIN`` (a failed founding) and ``GROW`` the placement is resolved; after
    ``FOUND`` the founder's choice is pending; ``MERGE`` is for :mod:`.mergers` to start."""
    seat, ctx = t.turn, t.ctx
    result = outcome(t.rules, ctx.board, t.board, t.sizes, tile)
    if t.rules.tile_source == "bag":
        hand = list(t.hands[seat])
        hand.remove(tile)
        t.hands[seat] = tuple(hand)
    board = t.edit_board()
    board[tile] = LOOSE
    t.placed, t.last_tile = True, tile
    t.events.append(ev.TilePlaced(seat, ctx.board.names[tile]))
    if result is NOTHING or result is EIGHTH_CHAIN:
        if result is EIGHTH_CHAIN:  # playable only where the tiles then stay loose
            t.events.append(ev.FoundingFailed(seat, ctx.board.names[tile]))
        return result
    t.play_open = False
    if result is GROWS:
        for near in ctx.board.neighbours[tile]:
            chain = board[near]
            if chain >= 0:
                break
        size = t.sizes[chain] + t.flood(tile, chain)
        t.resize(chain, size)
        t.events.append(ev.ChainGrew(ctx.chain_names[chain], size))
    elif result is FOUNDS:
        t.decide(FOUND, seat)
    return result


def found(t: Draft, chain: int) -> None:
    """The active player founds ``chain`` with the tile just placed: the founder's share
    (or, sold out, nothing or the house rule's cash), and the DoE's shares."""
    seat, rules = t.turn, t.rules
    size = t.flood(t.last_tile, chain)
    t.resize(chain, size)
    t.events.append(ev.ChainFounded(seat, t.chain(chain), size))
    if t.bank[chain] > 0:
        t.add_shares(seat, chain, 1)
        t.events.append(ev.FounderShare(seat, t.chain(chain), 1, 0))
    else:
        cash = t.price(chain, size) if rules.founder_cash_when_sold_out else 0
        t.cash[seat] += cash
        t.events.append(ev.FounderShare(seat, t.chain(chain), 0, cash))
    if rules.doe and t.bank[chain] > 0:
        given = min(1 + t.random() % (rules.doe_most - len(t.cash)), t.bank[chain])
        doe = list(t.doe)
        doe[chain] += given
        t.doe = tuple(doe)
        t.bank[chain] -= given
        t.events.append(ev.DoeShares(t.chain(chain), given))


def draw(t: Draft, seat: int) -> None:
    """Fill ``seat``'s hand up to the hand size, removing dead tiles as they turn up."""
    rules, squares, events = t.rules, t.ctx.board, t.events
    hand = list(t.hands[seat])
    removed: list[int] = []
    dead_possible = t.size_facts().dead_possible
    if dead_possible:
        for tile in t.hands[seat]:
            if outcome(rules, squares, t.board, t.sizes, tile) is DEAD:
                hand.remove(tile)
                removed.append(tile)
                events.append(ev.DeadTileRemoved(seat, squares.names[tile]))
    bag, drawn = t.bag, t.drawn
    while len(hand) < rules.hand_size and drawn < len(bag):
        tile = bag[drawn]
        drawn += 1
        events.append(ev.TileDrawn(seat, squares.names[tile]))
        if dead_possible and outcome(rules, squares, t.board, t.sizes, tile) is DEAD:
            removed.append(tile)
            events.append(ev.DeadTileRemoved(seat, squares.names[tile]))
        else:
            hand.append(tile)
    t.drawn = drawn
    t.hands[seat] = tuple(hand)
    if removed:
        t.removed += tuple(removed)
