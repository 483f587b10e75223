"""Setting up a game: players, the tile bag, position tiles, turn order and hands."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from . import events as ev
from .board import Board
from .context import Context
from .draft import Draft
from .record_schema import Branch
from .rng import next_random, shuffled
from .rules import Rules
from .state import EMPTY, LOOSE, Kind, State
from .turns import start_turn

HUMAN = "human"
"""The controller of a seat a person plays."""


def set_up(
    rules: Rules,
    players: Sequence[str],
    seed: int | None = None,
    tile_bag: Sequence[str] | None = None,
    controllers: Sequence[str] | None = None,
    branch: Branch | None = None,
) -> tuple[Context, State, tuple[ev.Event, ...]]:
    """A new game's context, first state and setup events (``new_game`` makes the game);
    ``branch``: where a game read from a record was branched from another, if it was."""
    names = tuple(players)
    count = len(names)
    if not rules.min_players <= count <= rules.max_players:
        low, high = rules.min_players, rules.max_players
        span = f"exactly {high}" if low == high else f"{low} to {high}"
        raise ValueError(f"{span} players with these rules, not {count}")
    if any(not isinstance(n, str) or not n.strip() for n in names):
        raise ValueError("every player needs a name")
    if len(set(names)) != count:
        raise ValueError("player names must differ")
    seats = tuple(controllers) if controllers is not None else (HUMAN,) * count
    if len(seats) != count:
        raise ValueError("one controller per player")
    board = rules.board
    if tile_bag is not None:
        # With both, the bag decides the draws and the seed is only recorded (records do this).
        bag = [board.parse(t) for t in tile_bag]
        if len(set(bag)) != len(bag):
            raise ValueError("the tile bag lists a tile twice")
    else:
        if seed is None:
            seed = secrets.randbits(63)
        bag = shuffled(list(range(board.size)), seed)
        if rules.tile_source == "board":
            bag = bag[: rules.diamonds]
    if rules.tile_source == "bag" and len(bag) < count:
        raise ValueError("the tile bag has fewer tiles than players")
    return _setup(Context(rules, names, seats, seed, branch), tuple(bag))


REDRAW_STREAM = 0x9D2C5680
"""Mixed into the seed for the random stream that puts redrawn position tiles back (a
stream of its own: the bag's shuffle and the game's random stream do not move)."""


def _position_tiles(
    rules: Rules, board: Board, bag: tuple[int, ...], count: int, seed: int
) -> tuple[int, ...]:
    """The bag with each player's position tile first, in seat order. Where position tiles
    must lie apart, a tile touching an earlier one is redrawn: the next one is taken, and
    it goes back into the bag at a random place among the tiles left (it touches a tile
    that stays, so it could never be a position tile)."""
    if not rules.position_tiles_apart:
        return bag
    positions: list[int] = []
    redrawn: list[int] = []
    taken = 0
    while len(positions) < count and taken < len(bag):
        tile = bag[taken]
        taken += 1
        if any(near in positions for near in board.neighbours[tile]):
            redrawn.append(tile)
        else:
            positions.append(tile)
    if len(positions) < count:
        raise ValueError("the tile bag has too few tiles apart from each other for every player")
    rest = list(bag[taken:])
    state = seed ^ REDRAW_STREAM
    for tile in redrawn:
        value, state = next_random(state)
        rest.insert(value % (len(rest) + 1), tile)
    return (*positions, *rest)


def _turn_order(rules: Rules, board: Board, positions: tuple[int, ...], count: int) -> list[int]:
    """The seats in turn order, from the position tiles (by seat; none: seat order)."""
    if rules.turn_order == "seated" or not positions:
        return list(range(count))
    if rules.turn_order == "left_to_right":  # leftmost first, the higher of a tie
        return sorted(
            range(count), key=lambda seat: (positions[seat] % board.columns, positions[seat])
        )
    # drawn: the topmost, then leftmost tile goes first; then seat order from there
    first = min(range(count), key=lambda seat: positions[seat])
    return [(first + k) % count for k in range(count)]


def _setup(ctx: Context, bag: tuple[int, ...]) -> tuple[Context, State, tuple[ev.Event, ...]]:
    rules, count = ctx.rules, len(ctx.names)
    chains = len(rules.chains)
    cells = [EMPTY] * ctx.board.size
    setup: list[ev.Event] = []
    if rules.tile_source == "board":  # no position tiles: the bag holds the diamonds
        positions: tuple[int, ...] = ()
        for tile in bag:
            cells[tile] = LOOSE
    else:
        bag = _position_tiles(rules, ctx.board, bag, count, ctx.seed or 0)
        positions = bag[:count]
        for seat, tile in enumerate(positions):
            cells[tile] = LOOSE
            setup.append(ev.PositionTile(seat, ctx.board.names[tile]))
    order = _turn_order(rules, ctx.board, positions, count)
    ctx.set_order(order)
    first = order[0]
    setup.append(ev.FirstPlayer(first))
    hands: list[tuple[int, ...]] = [()] * count
    drawn = len(positions) if rules.tile_source == "bag" else len(bag)
    for seat in order:
        hands[seat] = bag[drawn : drawn + rules.hand_size]
        drawn += len(hands[seat])
    state = State(
        board=tuple(cells),
        sizes=(0,) * chains,
        bank=(rules.shares_per_chain,) * chains,
        cash=(rules.starting_cash,) * count,
        shares=((0,) * chains,) * count,
        hands=tuple(hands),
        bag=bag,
        drawn=drawn,
        removed=(),
        turn=first,
        turn_number=1,
        kind=Kind.PLAY,
        player=first,
        merger=None,
        declared=False,
        idle=0,
        placed=False,
        last_tile=-1,
        standings=None,
        splits=(0,) * chains,
        doe=(0,) * chains,
        rng=next_random(ctx.seed or 0)[0],
    )
    draft = Draft(ctx, state)
    draft.events.append(ctx.turn_started[first])
    start_turn(draft)
    setup.extend(draft.events)
    return ctx, draft.freeze(), tuple(setup)
