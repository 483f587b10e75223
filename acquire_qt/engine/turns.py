"""The flow of a turn: what happens after each answer, until the next decision.

A classic turn places a tile, buys shares and draws (``phases``); an Energy turn is a
rolled number of actions (``actions``: draw, place, buy one share, end the turn). The
rule modules change the draft (:mod:`.placement`, :mod:`.mergers`, :mod:`.market`,
:mod:`.trading`, :mod:`.scoring`); this module sequences them: one function per kind of
answer (``play``, ``found``, ``choose_survivor`` …), each running the rules on to the
next decision, including everything that needs none (bonuses, drawing, dead tiles,
skipped placements, the end).
"""

from __future__ import annotations

from . import events as ev
from . import market, mergers, placement, scoring, trading
from .context import Shares
from .draft import Draft
from .rules import Rules
from .state import ACTION, BUY, FOUNDS, MERGES, PLAY, State


def may_draw(rules: Rules, s: State | Draft) -> bool:
    """Whether the active player may draw as an action (``actions`` turn structure): fewer
    tiles than a full hand, a bag with tiles, and not right after a first-action draw."""
    return (
        len(s.hands[s.turn]) < rules.hand_size
        and s.drawn < len(s.bag)
        and (s.acted == 0 or s.placed)
    )


# -- the answers ---------------------------------------------------------------------


def play(t: Draft, tile: int) -> None:
    result = placement.place(t, tile)
    if result is MERGES:
        if mergers.start_merger(t, tile):
            placement_done(t)
    elif result is not FOUNDS:
        placement_done(t)


def found(t: Draft, chain: int) -> None:
    placement.found(t, chain)
    placement_done(t)


def choose_survivor(t: Draft, chain: int) -> None:
    if mergers.choose_survivor(t, chain):
        placement_done(t)


def choose_defunct(t: Draft, chain: int) -> None:
    if mergers.start_defunct(t, chain):
        placement_done(t)


def dispose(t: Draft, sell: int, trade: int) -> None:
    if mergers.dispose(t, sell, trade):
        placement_done(t)


def buy(t: Draft, shares: Shares, names: tuple[str, ...]) -> None:
    market.buy(t, shares, names)
    if t.rules.turn_structure == "actions":
        next_action(t)
    else:
        end_turn(t)


def draw(t: Draft) -> None:
    """An Energy action: fill the hand."""
    placement.draw(t, t.turn)
    next_action(t)


def end_turn_early(t: Draft) -> None:
    """An Energy turn ends before its actions run out."""
    t.events.append(ev.TurnEnded(t.turn, t.actions_left))
    end_turn(t)


def answer_offer(t: Draft, accepted: bool) -> None:
    """The other player answers the trade; the proposer goes on with their placement (or
    action): the tiles they may place are kept."""
    trading.answer(t, accepted)
    t.player = t.turn
    t.kind = ACTION if t.rules.turn_structure == "actions" else PLAY


# -- the flow ------------------------------------------------------------------------


def placement_done(t: Draft) -> None:
    """After a placement is resolved (merger included): splits, an immediate end, then
    the rest of the turn."""
    rules = t.rules
    if rules.split_price is not None:
        market.split_shares(t, rules.split_price)
    if rules.turn_structure == "actions":
        next_action(t)  # checks for an immediate end itself
    elif rules.end_mode == "immediate" and scoring.end_now(t):
        scoring.finish(t)
    else:
        buy_step(t)


def buy_step(t: Draft) -> None:
    """Ask the active player to buy, unless they can buy nothing, may not end and may
    not sell shares to raise cash."""
    seat = t.player = t.turn
    t.kind, t.tiles = BUY, ()
    if not (market.can_buy(t, seat) or scoring.end_allowed(t) or market.can_sell(t, seat)):
        end_turn(t)


def end_turn(t: Draft) -> None:
    """Draw (classic), then the game ends or the next player's turn starts."""
    rules = t.rules
    if rules.turn_structure == "phases":
        placement.draw(t, t.turn)
    t.idle = 0 if t.placed else t.idle + 1
    count = len(t.cash)
    if (
        t.declared
        or t.idle >= count
        or (rules.turn_limit is not None and t.turn_number >= rules.turn_limit)
    ):
        scoring.finish(t)
        return
    seat = t.turn = t.ctx.next_seat[t.turn]
    t.turn_number += 1
    t.placed = False
    t.events.append(t.ctx.turn_started[seat])
    start_turn(t)


def start_turn(t: Draft) -> None:
    """A classic turn asks for a tile; with none playable the hand is revealed and
    replaced, and with still none the placement is skipped."""
    seat = t.turn
    if t.rules.turn_structure == "actions":
        start_actions(t, seat)
        return
    playable = placement.playable(t, seat)
    if not playable:
        hand = t.hands[seat]
        if hand:
            t.events.append(ev.HandRevealed(seat, tuple(t.name(tile) for tile in hand)))
            t.removed = t.removed + hand
            t.hands[seat] = ()
            placement.draw(t, seat)
        playable = placement.playable(t, seat)
        if not playable:
            t.events.append(ev.PlacementSkipped(seat))
            buy_step(t)
            return
    t.kind, t.player, t.tiles = PLAY, seat, playable


def start_actions(t: Draft, seat: int) -> None:
    """A turn of the ``actions`` structure: roll the number of actions, then ask."""
    rules = t.rules
    if rules.action_cycle:
        count = rules.action_cycle[(t.turn_number - 1) % len(rules.action_cycle)]
    else:
        count = rules.action_die[t.random() % len(rules.action_die)]
    t.actions_left, t.acted, t.play_open = count, 0, True
    t.events.append(ev.ActionsGranted(seat, count))
    next_action(t)


def next_action(t: Draft) -> None:
    """Ask for the next action of the turn, or end the turn (or the game) if none is
    left: the first action must draw or play, a first draw must be followed by a play;
    once a tile is placed the player may also buy one share or end the turn."""
    seat = t.turn
    if t.rules.end_mode == "immediate" and scoring.end_now(t):
        scoring.finish(t)
        return
    if t.actions_left <= 0:
        end_turn(t)
        return
    tiles = placement.playable(t, seat) if t.play_open and (t.placed or t.acted <= 1) else ()
    if tiles or may_draw(t.rules, t) or (t.placed and market.can_buy(t, seat)):
        t.kind, t.player, t.tiles = ACTION, seat, tiles
    else:  # only ending the turn is left
        end_turn(t)
