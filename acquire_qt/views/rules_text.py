"""The rules of classic Acquire as shown in Help → Rules (a summary of RULES.md §1)."""

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
