"""The rules as shown in Help → Rules: summaries of RULES.md §1 (classic Acquire), §2a
(Space Monopoly) and §2b (Energy), and of the player-trading house rule."""

from __future__ import annotations

from acquire_qt.engine import Rules

RULES_HTML = """
<h2>Acquire: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends: found hotel chains, buy their
shares, and collect bonuses when chains merge.</p>
<h3>A turn</h3>
<ol>
<li><b>Place a tile</b> from your hand on its square (you must, if any tile is playable).</li>
<li><b>Buy</b> up to 3 shares of chains on the board, at their current price.</li>
<li><b>Draw</b> a tile (automatic).</li>
</ol>
<h3>What a tile does</h3>
<ul>
<li>Touching nothing: it just stays there.</li>
<li>Touching loose tiles only: you <b>found</b> a chain of your choice and get one free share.</li>
<li>Touching one chain: the chain <b>grows</b> (with every loose tile now connected).</li>
<li>Touching two or more chains: a <b>merger</b>. The largest chain survives (a tie: you
choose); the others become defunct, largest first.</li>
</ul>
<h3>Mergers</h3>
<p>For each defunct chain, the largest holder gets the <b>majority bonus</b> (10 × the share
price) and the second the <b>minority bonus</b> (5 × price). A sole holder gets both; ties split
the bonuses, rounded up to $100. Then each holder, the mergemaker first, <b>sells</b> shares at the
defunct price, <b>trades</b> 2 defunct shares for 1 of the survivor, or <b>keeps</b> them.</p>
<h3>Prices</h3>
<table border="1" cellspacing="0" cellpadding="3">
<tr><th>Size</th><th>Tower, Luxor</th><th>American, Worldwide, Festival</th>
<th>Imperial, Continental</th></tr>
<tr><td>2</td><td>$200</td><td>$300</td><td>$400</td></tr>
<tr><td>3</td><td>$300</td><td>$400</td><td>$500</td></tr>
<tr><td>4</td><td>$400</td><td>$500</td><td>$600</td></tr>
<tr><td>5</td><td>$500</td><td>$600</td><td>$700</td></tr>
<tr><td>6–10</td><td>$600</td><td>$700</td><td>$800</td></tr>
<tr><td>11–20</td><td>$700</td><td>$800</td><td>$900</td></tr>
<tr><td>21–30</td><td>$800</td><td>$900</td><td>$1,000</td></tr>
<tr><td>31–40</td><td>$900</td><td>$1,000</td><td>$1,100</td></tr>
<tr><td>41+</td><td>$1,000</td><td>$1,100</td><td>$1,200</td></tr>
</table>
<h3>Safe chains and unplayable tiles</h3>
<p>A chain of 11 or more tiles is <b>safe</b>: it cannot be absorbed. A tile that would merge
two safe chains is <b>dead</b>: it is removed and replaced when you draw. A tile that would found
an eighth chain waits in your hand.</p>
<h3>The end</h3>
<p>When a chain has 41 tiles, or every chain on the board is safe, the player whose turn it is
may <b>declare the game over</b> (Play → Declare the game over); the turn is finished first.
Bonuses are paid for every chain on the board and all shares are sold. The richest player wins.</p>
"""

SPACE_MONOPOLY_HTML = """
<h2>Space Monopoly: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends. Money is in pounds (£).</p>
<h3>A turn</h3>
<ol>
<li><b>Place a tile</b> on any empty square of the board (there are no hands). A square is
closed only if its tile would join two safe companies.</li>
<li><b>Buy</b> up to 3 shares of companies on the board.</li>
</ol>
<p>At any time in your own turn (not during a merger) you may <b>sell shares</b> back to the
bank at the current price (Play → Sell shares).</p>
<h3>Companies and prices</h3>
<p>Five companies: Nerdniss, Beetleguice, StronCannon, DebbiesKnees, Pacifica. A share costs
<b>£100 × the company's size</b>. The board starts with a few loose tiles ("diamonds").
Founding, growing and mergers work as in Acquire; if no company is left to found, the tiles
stay loose.</p>
<p><b>Share split:</b> when a price reaches £3,200, every holding and the bank's shares double
and the price halves.</p>
<h3>Mergers</h3>
<p>The largest company survives (a tie: you choose). Bonuses as in Acquire (10 × and 5 × the
price, ties rounded up to £100). Then each holder, starting with the player after you,
chooses <b>one way for all</b> their shares: sell all, trade all 2 for 1, or keep all.
Safe companies (11+) are never absorbed.</p>
<h3>The end</h3>
<p>The game ends at once when a company reaches 41 tiles, when every company on the board is
safe, or when the turn limit is reached. Bonuses are paid and all shares sold; the richest
player wins.</p>
"""

ENERGY_HTML = """
<h2>Energy: the rules</h2>
<p><b>Goal.</b> Be the richest player when the game ends.</p>
<h3>A turn</h3>
<p>You get <b>2, 3 or 4 actions</b> (at random; unused ones are lost). An action is:
<b>draw</b> (refill your hand to 5), <b>place a tile</b>, or <b>buy one share</b>. The first
action must draw or place; if you drew first, the second must place. Once you have placed a
tile you may end your turn early.</p>
<p>A tile touching nothing stays neutral and you may place another. A tile that founds, grows or
merges ends tile play for this turn. With 6 companies on the board, a founding fails and the
tiles stay neutral.</p>
<h3>Companies and prices</h3>
<p>Six companies: Eclipse Solar and Maniac Timber start at $200, Cortex Power and Rufus Geothermal
at $300, Superslick Oil and Whoops Uranium at $400; each tile past the second adds $50.
There is no safe size. The founder gets one free share.</p>
<p><b>Department of Energy</b> (an option): at each founding it receives 1 to (10 − players)
shares. It collects bonuses like a player but never wins.</p>
<h3>Takeovers</h3>
<p>The largest company takes over the others, largest first (ties: you choose). Bonuses as in
Acquire, ties rounded up to the dollar; then every holder must <b>sell</b> all its shares at
the price before the takeover.</p>
<h3>The end</h3>
<p>The game ends at once when a company reaches 50 tiles, when two companies have 30 or more,
or when a player has no tile left and the bag is empty. Every company is liquidated like a
takeover; the richest player wins.</p>
"""

TRADING_HTML = """
<h3>House rule: player trading</h3>
<p>Before placing a tile, you may propose trades of shares and cash to another player
(Play → Propose a trade), who accepts or declines. Several trades are allowed; trading
closes when you place a tile.</p>
"""

_BY_RULE_SET = {
    "classic": RULES_HTML,
    "space_monopoly": SPACE_MONOPOLY_HTML,
    "energy": ENERGY_HTML,
}


def rules_html(rules: Rules | None) -> str:
    """The rules text for the rule set in play (classic when no game is open)."""
    if rules is None:
        return RULES_HTML
    text = _BY_RULE_SET.get(rules.name, RULES_HTML)
    return text + TRADING_HTML if rules.player_trading else text
