<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../acquire_qt/dialogs/common.py" line="+91"/>
        <location filename="../../acquire_qt/views/player_cards.py" line="+137"/>
        <source>1 tile</source>
        <translation>1 Plättchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../acquire_qt/presentation/event_text.py" line="+169"/>
        <location filename="../../acquire_qt/views/chain_cards.py" line="+85"/>
        <location filename="../../acquire_qt/views/player_cards.py" line="+0"/>
        <source>{n} tiles</source>
        <translation>{n} Plättchen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 share</source>
        <translation>1 Aktie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../acquire_qt/presentation/event_text.py" line="+210"/>
        <location line="+7"/>
        <source>{n} shares</source>
        <translation>{n} Aktien</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 {chain} share</source>
        <translation>1 {chain}-Aktie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} {chain} shares</source>
        <translation>{n} {chain}-Aktien</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cheap</source>
        <translation>günstig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expensive</source>
        <translation>teuer</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../acquire_qt/presentation/event_text.py" line="-279"/>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/dialogs/trade.py" line="+69"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/session/seats.py" line="+336"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Easy AI</source>
        <translation>Leichte KI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium AI</source>
        <translation>Mittlere KI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI</source>
        <translation>Schwere KI</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{level} AI</source>
        <translation>KI ({level})</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/models/players.py" line="+47"/>
        <source>taking actions (1 left)</source>
        <translation>handelt (noch 1 Aktion)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking actions ({n} left)</source>
        <translation>handelt (noch {n} Aktionen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deciding on {chain} shares</source>
        <translation>entscheidet über {chain}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>placing a tile</source>
        <translation>legt ein Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing a chain to found</source>
        <translation>wählt eine Kette zum Gründen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the surviving chain</source>
        <translation>wählt die übernehmende Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the next defunct chain</source>
        <translation>wählt die nächste übernommene Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying shares</source>
        <translation>kauft Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answering a trade proposal</source>
        <translation>beantwortet ein Tauschangebot</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+2"/>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▶ whose turn it is; ◆ who must decide now</source>
        <translation>▶ wer am Zug ist; ◆ wer jetzt entscheiden muss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A person or a computer player</source>
        <translation>Ein Mensch oder ein Computerspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+98"/>
        <source>Cash in hand</source>
        <translation>Bargeld auf der Hand</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Net worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash plus shares at current prices (bonuses not counted)</source>
        <translation>Bargeld plus Aktien zu aktuellen Kursen (ohne Prämien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+126"/>
        <source>Tiles in hand</source>
        <translation>Plättchen auf der Hand</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the player is doing</source>
        <translation>Was der Spieler gerade tut</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Human (network, away)</source>
        <translation>Mensch (Netzwerk, abwesend)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected to the host: the game waits for them to come back</source>
        <translation>Nicht mit dem Gastgeber verbunden: das Spiel wartet auf die Rückkehr</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../../acquire_qt/models/stock_market.py" line="+150"/>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: it is their turn</source>
        <translation>{name}: ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must decide now, during {other}&apos;s turn</source>
        <translation>{name} muss jetzt entscheiden, während {other} am Zug ist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hidden (house rule: hidden holdings)</source>
        <translation>Verdeckt (Hausregel: verdeckter Besitz)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{cash} cash + {shares} in shares at current prices</source>
        <translation>{cash} Bargeld + {shares} in Aktien zu aktuellen Kursen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking: {doing}</source>
        <translation>Denkt nach: {doing}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {name}</source>
        <translation>Wartet auf {name}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tiles in hand: tiles go on any empty square</source>
        <translation>Keine Plättchen auf der Hand: Plättchen kommen auf ein beliebiges freies Feld</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/models/cells.py" line="+134"/>
        <source>Changed since your last decision: it was {was}.</source>
        <translation>Geändert seit deiner letzten Entscheidung: es war {was}.</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/models/stock_market.py" line="-3"/>
        <source>DoE</source>
        <translation>EM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shares held by the Department of Energy, a passive holder: it counts for bonuses but never wins</source>
        <translation>Aktien des Energieministeriums, eines passiven Aktionärs: es zählt für die Prämien, gewinnt aber nie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shares held by {name}</source>
        <translation>Aktien von {name}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>{chain}: {size} tiles, {price} a share, {left} of {total} shares left in the bank. Bonuses now: majority {majority}, minority {minority}.</source>
        <translation>{chain}: {size} Plättchen, {price} je Aktie, {left} von {total} Aktien noch in der Bank. Prämien jetzt: Mehrheit {majority}, Minderheit {minority}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Safe: it cannot be absorbed in a merger.</source>
        <translation>Sicher: Sie kann bei einer Fusion nicht übernommen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{chain} is not on the board: it can be founded. {left} of {total} shares in the bank.</source>
        <translation>{chain} ist nicht auf dem Spielplan: Sie kann gegründet werden. {left} von {total} Aktien in der Bank.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its shares have split {times} ({total} shares in all): the price is halved at each split and every holding doubled.</source>
        <translation>Ihre Aktien wurden {times} geteilt ({total} Aktien insgesamt): Bei jeder Teilung halbiert sich der Kurs, und jeder Besitz verdoppelt sich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} times</source>
        <translation>{n}-mal</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name}&apos;s holdings are hidden (house rule).</source>
        <translation>Der Besitz von {name} ist verdeckt (Hausregel).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} holds {count} {chain} (worth {worth})</source>
        <translation>{name} besitzt {count} {chain} (Wert {worth})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the most of anyone</source>
        <translation>die meisten von allen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} holds no {chain}</source>
        <translation>{name} besitzt keine {chain}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Department of Energy holds {count} {chain}</source>
        <translation>Das Energieministerium besitzt {count} {chain}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Department of Energy holds no {chain}</source>
        <translation>Das Energieministerium besitzt keine {chain}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>starts at {price}</source>
        <translation>beginnt bei {price}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The chain</source>
        <translation>Die Hotelkette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles in the chain</source>
        <translation>Plättchen der Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price of one share now</source>
        <translation>Aktueller Kurs einer Aktie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares left in the bank</source>
        <translation>Aktien, die noch in der Bank sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe</source>
        <translation>Sicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A safe chain cannot be absorbed in a merger</source>
        <translation>Eine sichere Kette kann bei einer Fusion nicht übernommen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority</source>
        <translation>Mehrheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bonus for the largest holder if paid now</source>
        <translation>Prämie für den Mehrheitsaktionär, würde sie jetzt gezahlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minority</source>
        <translation>Minderheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bonus for the second-largest holder if paid now</source>
        <translation>Prämie für den Minderheitsaktionär, würde sie jetzt gezahlt</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/presentation/event_text.py" line="+33"/>
        <source>the Department of Energy</source>
        <translation>das Energieministerium</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the phantom shareholder</source>
        <translation>der Phantomaktionär</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../acquire_qt/views/start_page.py" line="+185"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{player} drew {tile} for the turn order; it is placed on the board.</source>
        <translation>{player} zog {tile} für die Spielreihenfolge; es wird auf den Spielplan gelegt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} goes first (seating order).</source>
        <translation>{player} beginnt (Sitzreihenfolge).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} goes first: their tile is the closest to the left edge.</source>
        <translation>{player} beginnt: Das gezogene Plättchen liegt dem linken Rand am nächsten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}&apos;s turn.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} placed {tile}.</source>
        <translation>{player} legte {tile}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} founded {chain} ({size}).</source>
        <translation>{player} gründete {chain} ({size}).</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>{n} tile</source>
        <translation>{n} Plättchen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{player} goes first: their tile is in the top row of those drawn (the leftmost there).</source>
        <translation>{player} beginnt: Das Plättchen liegt in der obersten gezogenen Reihe (dort ganz links).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{player} received a founder&apos;s share of {chain}.</source>
        <translation>{player} erhielt eine Gründeraktie von {chain}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{chain} has no share left for its founder: {player} receives {cash} instead.</source>
        <translation>{chain} hat keine Aktie mehr für den Gründer: {player} erhält stattdessen {cash}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{chain} has no share left: {player} gets no founder&apos;s share.</source>
        <translation>{chain} hat keine Aktie mehr: {player} erhält keine Gründeraktie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{chain} grew to {size}.</source>
        <translation>{chain} wuchs auf {size}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player}&apos;s {tile} merges {chains}.</source>
        <translation>{tile} von {player} fusioniert {chains}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{player} receives a {amount} majority bonus for {chain}.</source>
        <translation>{player} erhält {amount} Mehrheitsprämie für {chain}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} receives a {amount} minority bonus for {chain}.</source>
        <translation>{player} erhält {amount} Minderheitsprämie für {chain}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the survivor</source>
        <translation>die übernehmende Kette</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sold {n} {chain} for {cash}</source>
        <translation>verkaufte {n} {chain} für {cash}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>traded {n} for {m} {survivor}</source>
        <translation>tauschte {n} gegen {m} {survivor}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kept {n}</source>
        <translation>behielt {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} kept their {n} {chain} share.</source>
        <translation>{player} behielt die {n} {chain}-Aktie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} kept all {n} {chain}.</source>
        <translation>{player} behielt alle {n} {chain}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} {actions}.</source>
        <translation>{player} {actions}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The merger is complete: {survivor} now has {size}.</source>
        <translation>Die Fusion ist abgeschlossen: {survivor} hat jetzt {size}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} bought no shares.</source>
        <translation>{player} kaufte keine Aktien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} bought {shares} for {cost}.</source>
        <translation>{player} kaufte {shares} für {cost}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{player} drew {tile}.</source>
        <translation>{player} zog {tile}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} drew a tile.</source>
        <translation>{player} zog ein Plättchen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s {tile} is dead (it would merge two safe chains) and is replaced.</source>
        <translation>{tile} von {player} ist tot (es würde zwei sichere Ketten fusionieren) und wird ersetzt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no playable tile: {tiles} are set aside.</source>
        <translation>{player} hat kein spielbares Plättchen: {tiles} werden beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} cannot place a tile this turn.</source>
        <translation>{player} kann in diesem Zug kein Plättchen legen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} declared the game over; it ends after this turn.</source>
        <translation>{player} hat das Spielende erklärt; das Spiel endet nach diesem Zug.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Final sale: {player} sells {n} {chain} for {cash}.</source>
        <translation>Schlussverkauf: {player} verkauft {n} {chain} für {cash}.</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>Something happened: {kind}.</source>
        <translation>Etwas ist geschehen: {kind}.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>{survivor} absorbs {chain}: {size}, {price} a share.</source>
        <translation>{survivor} übernimmt {chain}: {size}, {price} je Aktie.</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>{chain} shares split 2 for 1: now {price} a share, {total} in all.</source>
        <translation>{chain}-Aktien im Verhältnis 2:1 geteilt: jetzt {price} je Aktie, {total} insgesamt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Department of Energy receives {shares} of {chain}.</source>
        <translation>Das Energieministerium erhält {shares} von {chain}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>{n} share</source>
        <translation>{n} Aktie</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The phantom shareholder holds {shares} of {chain} for its bonuses.</source>
        <translation>Der Phantomaktionär hält {shares} von {chain} für die Prämien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} sold {n} {chain} to the bank for {cash}.</source>
        <translation>{player} verkaufte {n} {chain} für {cash} an die Bank.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} has {actions} this turn.</source>
        <translation>{player} hat in diesem Zug {actions}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>{n} action</source>
        <translation>{n} Aktion</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+17"/>
        <source>{n} actions</source>
        <translation>{n} Aktionen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{player}&apos;s {tile} would found a company, but none is left: it stays unincorporated.</source>
        <translation>{tile} von {player} würde eine Gesellschaft gründen, aber keine ist mehr übrig: Es bleibt ohne Gesellschaft.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} ended their turn.</source>
        <translation>{player} beendete den Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} ended their turn with {unused} unused.</source>
        <translation>{player} beendete den Zug mit {unused} ungenutzt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{give} for {get}</source>
        <translation>{give} für {get}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{give} for nothing</source>
        <translation>{give} für nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing for {get}</source>
        <translation>nichts für {get}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} proposes a trade to {other}: {terms}.</source>
        <translation>{player} schlägt {other} einen Tausch vor: {terms}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} accepted the trade.</source>
        <translation>{player} nahm den Tausch an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} declined the trade.</source>
        <translation>{player} lehnte den Tausch ab.</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: {player} wins with {cash}.</source>
        <translation>Das Spiel ist vorbei: {player} gewinnt mit {cash}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: {players} share the win with {cash} each.</source>
        <translation>Das Spiel ist vorbei: {players} teilen sich den Sieg mit je {cash}.</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/presentation/prompt.py" line="+39"/>
        <source>The game is over. Winner: {names}.</source>
        <translation>Das Spiel ist vorbei. Sieger: {names}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for {name} (at another computer)…</source>
        <translation>Warten auf {name} (an einem anderen Computer)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name} (at the host&apos;s computer)…</source>
        <translation>Warten auf {name} (am Computer des Gastgebers)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (AI) is thinking…</source>
        <translation>{name} (KI) denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: place a tile — click it in your rack or on the board.</source>
        <translation>{name}: Lege ein Plättchen — Ablage oder Spielplan anklicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: choose the chain to found.</source>
        <translation>{name}: Wähle die Kette, die du gründest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: choose which chain survives the merger.</source>
        <translation>{name}: Wähle, welche Kette bei der Fusion übernimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: choose which defunct chain is handled next.</source>
        <translation>{name}: Wähle, welche übernommene Kette als Nächstes abgewickelt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: decide what to do with your {chain} shares.</source>
        <translation>{name}: Entscheide, was mit deinen {chain}-Aktien geschieht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: buy up to {count} shares.</source>
        <translation>{name}: Kaufe bis zu {count} Aktien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {left} — {what}.</source>
        <translation>{name}: {left} — {what}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: answer {proposer}&apos;s trade proposal.</source>
        <translation>{name}: Beantworte das Tauschangebot von {proposer}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: place a tile — click any empty square on the board.</source>
        <translation>{name}: Lege ein Plättchen — klicke ein freies Feld des Spielplans an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: buy a share, or nothing.</source>
        <translation>{name}: Kaufe eine Aktie oder nichts.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../acquire_qt/views/rack.py" line="+636"/>
        <source>1 action left</source>
        <translation>noch 1 Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../acquire_qt/views/rack.py" line="+0"/>
        <source>{n} actions left</source>
        <translation>noch {n} Aktionen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../acquire_qt/views/rack.py" line="+5"/>
        <source>place a tile</source>
        <translation>ein Plättchen legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../acquire_qt/views/rack.py" line="+2"/>
        <source>draw</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../acquire_qt/views/rack.py" line="+2"/>
        <source>buy a share</source>
        <translation>eine Aktie kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../acquire_qt/views/rack.py" line="+2"/>
        <source>end the turn</source>
        <translation>den Zug beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/board.py" line="+52"/>
        <source>stands alone</source>
        <translation>steht allein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>founds a new chain</source>
        <translation>gründet eine neue Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grows a chain</source>
        <translation>vergrößert eine Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts a merger</source>
        <translation>löst eine Fusion aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>would merge two safe chains</source>
        <translation>würde zwei sichere Ketten fusionieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>would found one chain too many</source>
        <translation>würde eine Kette zu viel gründen</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>{tile}: click to place this tile ({effect})</source>
        <translation>{tile}: klicken, um dieses Plättchen zu legen ({effect})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile}: this tile was removed from the game</source>
        <translation>{tile}: dieses Plättchen wurde aus dem Spiel genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile}: in your hand, but it cannot be played ({effect})</source>
        <translation>{tile}: auf deiner Hand, aber nicht spielbar ({effect})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile}: empty</source>
        <translation>{tile}: frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile}: a tile that belongs to no chain</source>
        <translation>{tile}: ein Plättchen, das zu keiner Kette gehört</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile}: {chain}, {size} tiles, {price} a share</source>
        <translation>{tile}: {chain}, {size} Plättchen, {price} je Aktie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (safe)</source>
        <translation> (sicher)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last tile played</source>
        <translation>Das zuletzt gelegte Plättchen</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/rack.py" line="-573"/>
        <source>would merge two safe chains (it will be replaced when you draw)</source>
        <translation>würde zwei sichere Ketten fusionieren (es wird beim Ziehen ersetzt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>would found an eighth chain; all chains are on the board</source>
        <translation>würde eine achte Kette gründen; alle Ketten sind auf dem Spielplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>would found one chain too many; all {n} chains are on the board</source>
        <translation>würde eine Kette zu viel gründen; alle {n} Ketten sind auf dem Spielplan</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>hidden tile</source>
        <translation>verdecktes Plättchen</translation>
    </message>
    <message>
        <location line="+173"/>
        <location line="+11"/>
        <source>No tiles</source>
        <translation>Keine Plättchen</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{tile}: place this tile (key {n})</source>
        <translation>{tile}: dieses Plättchen legen (Taste {n})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{tile} cannot be played: {reason}</source>
        <translation>{tile} kann nicht gelegt werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile}: one of {name}&apos;s tiles</source>
        <translation>{tile}: ein Plättchen von {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile}: no more tiles may be placed this turn</source>
        <translation>{tile}: in diesem Zug dürfen keine Plättchen mehr gelegt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile}: you cannot place a tile with this action</source>
        <translation>{tile}: mit dieser Aktion kannst du kein Plättchen legen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile}: you can place a tile at the start of your turn</source>
        <translation>{tile}: du kannst zu Beginn deines Zuges ein Plättchen legen</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Dra&amp;w tiles</source>
        <translation>Plättchen &amp;ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action: fill your hand up to 5 tiles</source>
        <translation>Eine Aktion: die Hand auf 5 Plättchen auffüllen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy a share…</source>
        <translation>Aktie &amp;kaufen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action: buy one share at its current price</source>
        <translation>Eine Aktion: eine Aktie zum aktuellen Kurs kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your turn now; the actions left are lost</source>
        <translation>Den Zug jetzt beenden; übrige Aktionen verfallen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may {what}.</source>
        <translation>Du darfst {what}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count}</source>
        <translation>{name}: {count}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{chain} — {price} ({left} left)</source>
        <translation>{chain} — {price} ({left} übrig)</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/session/seats.py" line="-9"/>
        <source>Human (this computer)</source>
        <translation>Mensch (dieser Computer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human (network)</source>
        <translation>Mensch (Netzwerk)</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/presentation/advice.py" line="+52"/>
        <source>keeps {chain}: of the tied chains, its survival pays you most.</source>
        <translation>behält {chain}: von den gleich großen Ketten bringt dir ihr Überleben am meisten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handles {chain} first: the defunct chain you hold most of.</source>
        <translation>handelt {chain} zuerst ab: die übernommene Kette, von der du am meisten hältst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>declares the end: you would win if the game were scored now.</source>
        <translation>erklärt das Spielende: du würdest gewinnen, wenn jetzt abgerechnet würde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{action}: the move the AI judges best here.</source>
        <translation>{action}: der Zug, den die KI hier für den besten hält.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where you hold no shares</source>
        <translation>wo du keine Aktien hältst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>where you hold the majority</source>
        <translation>wo du die Mehrheit hältst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>where you share the majority</source>
        <translation>wo du dir die Mehrheit teilst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>where you are second</source>
        <translation>wo du Zweiter bist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where you hold {count} shares</source>
        <translation>wo du {count} Aktien hältst</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>places {tile}: founds a new chain, and you get a free founder&apos;s share</source>
        <translation>legt {tile}: gründet eine neue Kette, und du bekommst eine Gründeraktie gratis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>places {tile}: grows {chain}, {standing}</source>
        <translation>legt {tile}: vergrößert {chain}, {standing}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>places {tile}: merges {defunct} into {survivor}</source>
        <translation>legt {tile}: {survivor} übernimmt {defunct}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, which pays you {bonus} in bonuses</source>
        <translation>, was dir {bonus} an Prämien bringt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>places {tile}: it joins no chain, a quiet move that helps no rival</source>
        <translation>legt {tile}: es gehört zu keiner Kette, ein ruhiger Zug, der keinem Gegner hilft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (about {gain} better for you than for your closest rival)</source>
        <translation> (etwa {gain} besser für dich als für deinen stärksten Gegner)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>founds {chain}: you still hold {count} of its shares from a merger.</source>
        <translation>gründet {chain}: du hältst noch {count} ihrer Aktien aus einer Fusion.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>founds {chain}: the dearest chain left, so your free share is worth most ({price}).</source>
        <translation>gründet {chain}: die teuerste verbliebene Kette, also ist deine Gratisaktie am meisten wert ({price}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>founds {chain}: its shares start at {price}.</source>
        <translation>gründet {chain}: ihre Aktien starten bei {price}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>buys nothing: no share here gains you more than it costs, and cash buys into the chains founded later.</source>
        <translation>kauft nichts: keine Aktie bringt hier mehr, als sie kostet, und Bargeld kauft sich in später gegründete Ketten ein.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>takes the majority</source>
        <translation>übernimmt die Mehrheit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws level for the majority</source>
        <translation>zieht bei der Mehrheit gleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strengthens your majority</source>
        <translation>stärkt deine Mehrheit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>works towards a bonus</source>
        <translation>arbeitet auf eine Prämie hin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} {chain} ({reason})</source>
        <translation>{count} {chain} ({reason})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {shares}.</source>
        <translation>kauft {shares}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sells all your {defunct} shares at {price} each: cash now beats what trading or keeping them would bring.</source>
        <translation>verkauft alle deine {defunct}-Aktien zu je {price}: Bargeld jetzt ist mehr wert als Tauschen oder Behalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>trades your {defunct} shares two for one into {survivor}: its shares are worth more to you than the cash.</source>
        <translation>tauscht deine {defunct}-Aktien 2 gegen 1 in {survivor}: deren Aktien sind dir mehr wert als das Bargeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keeps your {defunct} shares: they count again if {defunct} is founded anew.</source>
        <translation>behält deine {defunct}-Aktien: sie zählen wieder, wenn {defunct} neu gegründet wird.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>trades {trade} {defunct} for {half} {survivor}: a {survivor} share, with the rank it brings, is worth more to you than two sold at {price}</source>
        <translation>tauscht {trade} {defunct} gegen {half} {survivor}: eine {survivor}-Aktie mit dem Rang, den sie bringt, ist dir mehr wert als zwei zu {price} verkaufte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sells {sell} {defunct} at {price}: two of them are worth more than a {survivor} share to you</source>
        <translation>verkauft {sell} {defunct} zu {price}: zwei davon sind dir mehr wert als eine {survivor}-Aktie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keeps your {defunct} shares: they count again if {defunct} is founded anew</source>
        <translation>behält deine {defunct}-Aktien: sie zählen wieder, wenn {defunct} neu gegründet wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, and sells {sell}</source>
        <translation>, und verkauft {sell}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, keeping {keep}</source>
        <translation>, behält {keep}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/presentation/coach.py" line="+30"/>
        <source>The game is over: every chain paid its bonuses and every share was sold. The richest player wins.</source>
        <translation>Das Spiel ist vorbei: jede Kette hat ihre Prämien gezahlt und jede Aktie wurde verkauft. Wer am reichsten ist, gewinnt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You found a chain and get one of its shares free. A dear chain pays bigger bonuses; a cheap one costs less to win the majority in.</source>
        <translation>Du gründest eine Kette und bekommst eine ihrer Aktien gratis. Eine teure Kette zahlt höhere Prämien; in einer billigen ist die Mehrheit günstiger zu gewinnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The merging chains are the same size, so you choose the survivor: keep the one you hold more of, as the other is absorbed and its holders paid off.</source>
        <translation>Die fusionierenden Ketten sind gleich groß, also wählst du die übernehmende Kette: behalte die, von der du mehr hältst, denn die andere wird übernommen und ihre Aktionäre ausgezahlt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several chains end in this merger: choose whose shares and bonuses are handled first.</source>
        <translation>Mehrere Ketten enden in dieser Fusion: wähle, wessen Aktien und Prämien zuerst abgehandelt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A merger: {survivor} absorbs {defunct}, and the two largest holders of {defunct} are paid its bonuses. Your one {defunct} share: sell it at {price}, or keep it in case {defunct} is founded again (trading takes two).</source>
        <translation>Eine Fusion: {survivor} übernimmt {defunct}, und die zwei größten Aktionäre von {defunct} erhalten ihre Prämien. Deine eine {defunct}-Aktie: verkaufe sie zu {price}, oder behalte sie, falls {defunct} wieder gegründet wird (zum Tauschen braucht es zwei).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A merger: {survivor} absorbs {defunct}, and the two largest holders of {defunct} are paid its bonuses. Your {count} {defunct} shares: sell them at {price} each, trade two for one {survivor} share, or keep them in case {defunct} is founded again.</source>
        <translation>Eine Fusion: {survivor} übernimmt {defunct}, und die zwei größten Aktionäre von {defunct} erhalten ihre Prämien. Deine {count} {defunct}-Aktien: verkaufe sie zu je {price}, tausche 2 gegen 1 in eine {survivor}-Aktie, oder behalte sie, falls {defunct} wieder gegründet wird.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bonuses go to a chain&apos;s two largest holders when it is merged or the game ends: buy where you can take or keep the majority, rather than a few shares everywhere.</source>
        <translation>Prämien gehen an die zwei größten Aktionäre einer Kette, wenn sie übernommen wird oder das Spiel endet: kaufe, wo du die Mehrheit gewinnen oder halten kannst, statt überall ein paar Aktien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{chains}: safe, it can no longer be absorbed, so it pays its bonuses only at the end.</source>
        <translation>{chains}: sicher, sie kann nicht mehr übernommen werden, also zahlt sie ihre Prämien erst am Ende.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game may now be declared over (Play → Declare the game over): do it when you are ahead.</source>
        <translation>Das Spielende darf jetzt erklärt werden (Spielen → Spielende erklären): tu es, wenn du vorn liegst.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{tile} can never be played: it would merge two safe chains. It is replaced by a new tile when you draw.</source>
        <translation>{tile} kann nie gespielt werden: es würde zwei sichere Ketten fusionieren. Beim Nachziehen wird es durch ein neues Plättchen ersetzt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tile} cannot be played for now: it would found a chain while every chain is on the board. Play another tile.</source>
        <translation>{tile} kann vorerst nicht gespielt werden: es würde eine Kette gründen, während alle Ketten auf dem Spielplan sind. Spiele ein anderes Plättchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tile} would start a merger: the smaller chain ends and its two largest holders are paid bonuses. Good when you are one of them.</source>
        <translation>{tile} würde eine Fusion auslösen: die kleinere Kette endet und ihre zwei größten Aktionäre erhalten Prämien. Gut, wenn du einer davon bist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tile} would found a new chain, with a free share for you: early chains are cheap to buy into.</source>
        <translation>{tile} würde eine neue Kette gründen, mit einer Gratisaktie für dich: frühe Ketten sind billig zu kaufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tile} would grow a chain and raise its price: good where you hold the most shares, a gift to your rivals where you hold none.</source>
        <translation>{tile} würde eine Kette vergrößern und ihren Kurs heben: gut, wo du die meisten Aktien hältst, ein Geschenk an deine Gegner, wo du keine hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place a tile. Next to a lone tile it founds a chain; next to a chain it grows it; between two chains it starts a merger.</source>
        <translation>Lege ein Plättchen. Neben einem einzelnen Plättchen gründet es eine Kette; neben einer Kette vergrößert es sie; zwischen zwei Ketten löst es eine Fusion aus.</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/board_overlays.py" line="+585"/>
        <source>{player} founded {chain} ({size} tiles)</source>
        <translation>{player} gründete {chain} ({size} Plättchen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{chain} grew to {size} tiles</source>
        <translation>{chain} wuchs auf {size} Plättchen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Merger: {survivor} takes over {defunct} ({size} tiles)</source>
        <translation>Fusion: {survivor} übernimmt {defunct} ({size} Plättchen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{chain} shares split 2 for 1</source>
        <translation>{chain}-Aktien 2 zu 1 geteilt</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/chat.py" line="+42"/>
        <source>{name} joined (seat {n}).</source>
        <translation>{name} ist beigetreten (Platz {n}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} reconnected (seat {n}).</source>
        <translation>{name} ist wieder verbunden (Platz {n}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left (seat {n}) — the game waits for them to come back.</source>
        <translation>{name} ist gegangen (Platz {n}) — das Spiel wartet auf die Rückkehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} was disconnected (seat {n}: too many refused messages); the seat is free to be taken again.</source>
        <translation>{name} wurde getrennt (Platz {n}: zu viele abgelehnte Nachrichten); der Platz ist wieder frei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host freed {name}&apos;s seat (seat {n}): another player may take it with the join code.</source>
        <translation>Der Gastgeber hat den Platz von {name} freigegeben (Platz {n}): ein anderer Spieler kann ihn mit dem Beitrittscode einnehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI plays for {name} (seat {n}) from now on.</source>
        <translation>Eine KI spielt ab jetzt für {name} (Platz {n}).</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/client_window.py" line="+194"/>
        <location line="+7"/>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>You joined the table as {name}; at the table: {names}.</source>
        <translation>Du bist dem Tisch als {name} beigetreten; am Tisch: {names}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not connected: the line was not sent.</source>
        <translation>Nicht verbunden: die Zeile wurde nicht gesendet.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Connected to {host}</source>
        <translation>Verbunden mit {host}</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>You reconnected to your seat.</source>
        <translation>Du hast dich wieder mit deinem Platz verbunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the host was lost.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reconnecting to {host}…</source>
        <translation>Neu verbinden mit {host}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost: retaking your seat.
{detail}</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen: dein Platz wird wieder eingenommen.
{detail}</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Warten, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leave the table</source>
        <translation>Den Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this network game and go back to your own games</source>
        <translation>Dieses Netzwerkspiel verlassen und zu deinen eigenen Spielen zurückkehren</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Leave the table</source>
        <translation>Den Tisch verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit and leave the network game? The host&apos;s game goes on; your seat waits for you to join again from this computer.</source>
        <translation>Beenden und das Netzwerkspiel verlassen? Das Spiel des Gastgebers geht weiter; dein Platz wartet, bis du von diesem Computer aus wieder beitrittst.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected from the game: {detail}</source>
        <translation>Vom Spiel getrennt: {detail}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected from the game.</source>
        <translation>Vom Spiel getrennt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to {host}…</source>
        <translation>Verbinde mit {host}…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Join a network game…</source>
        <translation>Netzwerkspiel &amp;beitreten…</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/coach.py" line="+125"/>
        <location line="+106"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>&amp;Suggest a move</source>
        <translation>Zug &amp;vorschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a good player would do here, and why (Play → Suggest a move)</source>
        <translation>Was ein guter Spieler hier tun würde, und warum (Spielen → Zug vorschlagen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave the coach</source>
        <translation>Trainer &amp;verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the coach; the game goes on as a normal game</source>
        <translation>Schließt den Trainer; das Spiel geht als normales Spiel weiter</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Coach — {name} is playing…</source>
        <translation>Trainer — {name} spielt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach — your decision</source>
        <translation>Trainer — deine Entscheidung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach — the end</source>
        <translation>Trainer — das Ende</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Suggested: {why}</source>
        <translation>Vorschlag: {why}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/start_page.py" line="-53"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>turn {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn {n}; since played to the end</source>
        <translation>Zug {n}; seither zu Ende gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn {n}; since played on to turn {m}</source>
        <translation>Zug {n}; seither bis Zug {m} weitergespielt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New hot-seat game</source>
        <translation>Neues Spiel an einem Bildschirm</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>{players}
{rules}, turn {turn}; autosaved {when}.</source>
        <translation>{players}
{rules}, Zug {turn}; automatisch gespeichert {when}.</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/chain_cards.py" line="+2"/>
        <source>Not on the board</source>
        <translation>Nicht auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} shares left</source>
        <translation>{n} Aktien übrig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus {majority} / {minority}</source>
        <translation>Prämie {majority} / {minority}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Majority bonus {majority}, minority bonus {minority}, if paid now</source>
        <translation>Mehrheitsprämie {majority}, Minderheitsprämie {minority}, würden sie jetzt gezahlt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{chain}, safe</source>
        <translation>{chain}, sicher</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}: {n}</source>
        <translation>{who}: {n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DoE: {n}</source>
        <translation>EM: {n}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/player_cards.py" line="-88"/>
        <source>The two-player rule: whenever a chain&apos;s bonuses are paid, a phantom shareholder holds 1 to {most} of its shares, drawn at random, and competes for the majority and minority bonuses like a player. What it wins goes to the bank; it never wins the game.</source>
        <translation>Die Zwei-Spieler-Regel: Immer wenn die Prämien einer Kette gezahlt werden, hält ein Phantomaktionär 1 bis {most} ihrer Aktien, zufällig gezogen, und bewirbt sich wie ein Spieler um die Mehrheits- und Minderheitsprämie. Was er gewinnt, geht an die Bank; er gewinnt nie das Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Phantom shareholder</source>
        <translation>Phantomaktionär</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player rule</source>
        <translation>Zwei-Spieler-Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holds 1 to {most} shares at each bonus</source>
        <translation>Hält bei jeder Prämie 1 bis {most} Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its bonuses go to the bank</source>
        <translation>Seine Prämien gehen an die Bank</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Worth {money}</source>
        <translation>Vermögen {money}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash and shares hidden</source>
        <translation>Bargeld und Aktien verdeckt</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>+{money} majority bonus ({chain})</source>
        <translation>+{money} Mehrheitsprämie ({chain})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{money} minority bonus ({chain})</source>
        <translation>+{money} Minderheitsprämie ({chain})</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/player_record.py" line="+71"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rank {rank} of {players}, {money}</source>
        <translation>Platz {rank} von {players}, {money}</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/about.py" line="+24"/>
        <source>&lt;h3&gt;Acquire {version}&lt;/h3&gt;&lt;p&gt;Sid Sackson&apos;s game of hotel chains, stock and mergers, for the desktop.&lt;/p&gt;&lt;p&gt;Built with Python and Qt (PySide6); {build}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Acquire {version}&lt;/h3&gt;&lt;p&gt;Sid Sacksons Spiel um Hotelketten, Aktien und Fusionen, für den Desktop.&lt;/p&gt;&lt;p&gt;Erstellt mit Python und Qt (PySide6); {build}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/about.ui" line="+14"/>
        <source>About Acquire</source>
        <translation>Über Acquire</translation>
    </message>
</context>
<context>
    <name>AiInSeatPanel</name>
    <message>
        <location filename="../../acquire_qt/views/ai_in_seat.py" line="+128"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the AI playing your seat</source>
        <translation>Die KI auf deinem Platz anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the AI play your seat</source>
        <translation>Die KI deinen Platz spielen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hard AI plays these tiles from your seat, against the same opponents</source>
        <translation>Die schwere KI spielt diese Plättchen von deinem Platz aus, gegen dieselben Gegner</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{name} (your seat): rank {rank} of {players}, {cash}.</source>
        <translation>{name} (dein Platz): Platz {rank} von {players}, {cash}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hard AI is playing your seat on the same tiles…</source>
        <translation>Die schwere KI spielt deinen Platz mit denselben Plättchen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopped before the hard AI had played your seat.</source>
        <translation>Angehalten, bevor die schwere KI deinen Platz gespielt hatte.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Game {game} of {runs}, turn {turn}</source>
        <translation>Spiel {game} von {runs}, Zug {turn}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The hard AI in your seat, {runs} games on the same tiles: rank {ranks}, final cash {cash}. {verdict}</source>
        <translation>Die schwere KI auf deinem Platz, {runs} Spiele mit denselben Plättchen: Platz {ranks}, Bargeld am Ende {cash}. {verdict}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Each game: {games}.</source>
        <translation>Jedes Spiel: {games}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank}, {cash}</source>
        <translation>Platz {rank}, {cash}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{low} to {high} (median {median})</source>
        <translation>{low} bis {high} (Median {median})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You did better than the AI in every game on these tiles.</source>
        <translation>Du warst in jedem Spiel mit diesen Plättchen besser als die KI.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI did better than you in every game on these tiles.</source>
        <translation>Die KI war in jedem Spiel mit diesen Plättchen besser als du.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result is within the AI&apos;s on these tiles.</source>
        <translation>Dein Ergebnis liegt im Bereich der KI mit diesen Plättchen.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The hard AI could not play your seat: {error}</source>
        <translation>Die schwere KI konnte deinen Platz nicht spielen: {error}</translation>
    </message>
</context>
<context>
    <name>AiWorkers</name>
    <message>
        <location filename="../../acquire_qt/session/ai_workers.py" line="+237"/>
        <source>{what} and was replaced.</source>
        <translation>{what} und wurde ersetzt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{what} {times} times; giving up on this decision</source>
        <translation>{what} {times}-mal; diese Entscheidung wird aufgegeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} {times} times on one decision; a simpler AI answered it instead.</source>
        <translation>{what} {times}-mal bei einer Entscheidung; stattdessen hat eine einfachere KI sie beantwortet.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../acquire_qt/session/analysis.py" line="+359"/>
        <source>The analysis worker process ended</source>
        <translation>Der Analyse-Prozess wurde beendet</translation>
    </message>
</context>
<context>
    <name>BuyDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/buy.py" line="+64"/>
        <source>{who}, buy up to {most} in the active chains, or nothing. You have {cash}.</source>
        <translation>{who}, kaufe bis zu {most} der aktiven Ketten oder nichts. Du hast {cash}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Buy</source>
        <translation>&amp;Kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy &amp;nothing instead</source>
        <translation>Stattdessen &amp;nichts kaufen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{size}, safe</source>
        <translation>{size}, sicher</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{chain} shares to buy</source>
        <translation>Zu kaufende {chain}-Aktien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sold out</source>
        <translation>ausverkauft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>more than your cash</source>
        <translation>mehr als dein Bargeld</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No chain is on the board yet.</source>
        <translation>Noch ist keine Kette auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Chosen: {bought} of {most} shares for {cost}. Cash: {before} → {after}.</source>
        <translation>Gewählt: {bought} von {most} Aktien für {cost}. Bargeld: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Buy {shares} for {cost}</source>
        <translation>{shares} für {cost} &amp;kaufen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Buy nothing</source>
        <translation>&amp;Nichts kaufen</translation>
    </message>
    <message>
        <location filename="../../ui/buy.ui" line="+6"/>
        <source>Buy shares</source>
        <translation>Aktien kaufen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the bank</source>
        <translation>In der Bank</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You hold</source>
        <translation>Dein Besitz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game may end now. Declaring the end finishes this turn first: you will still be asked what to buy, and then the game is scored.</source>
        <translation>Das Spiel darf jetzt enden. Wer das Ende erklärt, beendet zuerst diesen Zug: Du wirst noch gefragt, was du kaufst, dann wird das Spiel abgerechnet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Declare the game over</source>
        <translation>Spielende &amp;erklären</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../acquire_qt/views/chat.py" line="+45"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table…</source>
        <translation>Sag etwas zum Tisch…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{who}: {text}</source>
        <translation>{who}: {text}</translation>
    </message>
</context>
<context>
    <name>ClientController</name>
    <message>
        <location filename="../../acquire_qt/network/client_controller.py" line="+186"/>
        <source>The host refused: {why}</source>
        <translation>Der Gastgeber lehnte ab: {why}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A message from the host was ignored: {why}</source>
        <translation>Eine Nachricht des Gastgebers wurde ignoriert: {why}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It is {name}&apos;s decision.</source>
        <translation>Die Entscheidung liegt bei {name}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} is not allowed now.</source>
        <translation>{action} ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not connected to the host: the answer was not sent.</source>
        <translation>Nicht mit dem Gastgeber verbunden: die Antwort wurde nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/common.py" line="+220"/>
        <source>you {own} (others hidden)</source>
        <translation>du {own} (andere verdeckt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>hidden (holdings are secret)</source>
        <translation>verdeckt (Besitz ist geheim)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none (nobody holds shares)</source>
        <translation>keine (niemand besitzt Aktien)</translation>
    </message>
</context>
<context>
    <name>DecisionRouter</name>
    <message>
        <location filename="../../acquire_qt/views/decisions.py" line="+197"/>
        <source>Se&amp;ll shares first…</source>
        <translation>Zuerst Aktien &amp;verkaufen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell shares back to the bank, then come back to buying</source>
        <translation>Aktien an die Bank zurückverkaufen, dann weiter mit dem Kauf</translation>
    </message>
</context>
<context>
    <name>DefunctOrderDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/defunct_order.py" line="+37"/>
        <source>{who}, {survivor} survives the merger at {tile}. {chains}, both {size}, go defunct. Choose which one is handled first.</source>
        <translation>{who}, {survivor} übernimmt bei der Fusion an {tile}. {chains}, beide {size}, werden übernommen. Wähle, welche zuerst abgewickelt wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who}, {survivor} survives the merger at {tile}. {chains}, all {size}, go defunct. Choose which one is handled next.</source>
        <translation>{who}, {survivor} übernimmt bei der Fusion an {tile}. {chains}, alle {size}, werden übernommen. Wähle, welche als Nächstes abgewickelt wird.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The chain handled first pays its bonuses, and its holders sell, trade or keep their shares, before the next one. Trades take {survivor} shares from the bank, so the order can matter when few are left ({left} now).</source>
        <translation>Die zuerst abgewickelte Kette zahlt ihre Prämien, und ihre Aktionäre verkaufen, tauschen oder behalten ihre Aktien vor der nächsten. Tausche nehmen {survivor}-Aktien aus der Bank, daher kann die Reihenfolge zählen, wenn nur wenige übrig sind (jetzt {left}).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Handle {chain} first</source>
        <translation>{chain} zuerst abwickeln</translation>
    </message>
    <message>
        <location filename="../../ui/defunct_order.ui" line="+6"/>
        <source>Merger: order of the defunct chains</source>
        <translation>Fusion: Reihenfolge der übernommenen Ketten</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Shareholders</source>
        <translation>Aktionäre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bonuses</source>
        <translation>Prämien</translation>
    </message>
</context>
<context>
    <name>DisposalDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/disposal.py" line="+72"/>
        <source>Merger: {chain} is defunct — your {chain} shares</source>
        <translation>Fusion: {chain} wird übernommen — deine {chain}-Aktien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;onfirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>your tile {tile}</source>
        <translation>dein Plättchen {tile}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s tile {tile}</source>
        <translation>das Plättchen {tile} von {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who}, {chain} ({size}) is defunct: {whose} merged it into {survivor}. You hold {held}, at {price} each (the price before the merger).</source>
        <translation>{who}, {chain} ({size}) wird übernommen: {whose} hat sie mit {survivor} fusioniert. Du besitzt {held} zu je {price} (dem Kurs vor der Fusion).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who}, {chain} ({size}) is defunct: {whose} merged it into {survivor}. You hold {held}. Decide what to do with them.</source>
        <translation>{who}, {chain} ({size}) wird übernommen: {whose} hat sie mit {survivor} fusioniert. Du besitzt {held}. Entscheide, was damit geschieht.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Sell at {price} each:</source>
        <translation>&amp;Verkaufen zu je {price}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Trade 2 for 1 {survivor}:</source>
        <translation>&amp;Tauschen 2 gegen 1 {survivor}:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{n} × {price} = {cash}: your cash goes from {before} to {after}</source>
        <translation>{n} × {price} = {cash}: dein Bargeld steigt von {before} auf {after}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You keep {kept}: worth something only if {chain} is founded again, worthless at the end of the game otherwise.</source>
        <translation>Du behältst {kept}: Sie sind nur etwas wert, wenn {chain} neu gegründet wird, sonst am Spielende wertlos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose one way for all your {held}:</source>
        <translation>Wähle einen Weg für alle deine {held}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose what to do with your {chain} share:</source>
        <translation>Wähle, was mit deiner {chain}-Aktie geschieht:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sell all for {cash}</source>
        <translation>Alle für {cash} verkaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade for {received}</source>
        <translation>Gegen {received} tauschen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep all {n}</source>
        <translation>Alle {n} behalten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not possible: trading needs two {chain} shares.</source>
        <translation>Nicht möglich: Zum Tauschen braucht es zwei {chain}-Aktien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not possible: the bank has no {survivor} shares left.</source>
        <translation>Nicht möglich: Die Bank hat keine {survivor}-Aktien mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{traded} → {received}.</source>
        <translation>{traded} → {received}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the odd share</source>
        <translation>die übrige Aktie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bank has only {left}</source>
        <translation>die Bank hat nur noch {left}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You keep {kept} ({reason}).</source>
        <translation>Du behältst {kept} ({reason}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{chain}: {price} a share before the merger</source>
        <translation>{chain}: {price} je Aktie vor der Fusion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{chain}: {price} a share</source>
        <translation>{chain}: {price} je Aktie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{survivor}: {left} left in the bank</source>
        <translation>{survivor}: {left} noch in der Bank</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With a single share there is nothing to trade.</source>
        <translation>Mit einer einzigen Aktie gibt es nichts zu tauschen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bank has no {survivor} shares left: trading is not possible.</source>
        <translation>Die Bank hat keine {survivor}-Aktien mehr: Tauschen ist nicht möglich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bank has only {left} left, so you can trade at most {most} (for {received}).</source>
        <translation>Die Bank hat nur noch {left}, daher kannst du höchstens {most} tauschen (gegen {received}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kept shares are worth something only if {chain} is founded again; at the end of the game they are worthless otherwise.</source>
        <translation>Behaltene Aktien sind nur etwas wert, wenn {chain} neu gegründet wird; sonst sind sie am Spielende wertlos.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>+ {cash}</source>
        <translation>+ {cash}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>→ {shares}</source>
        <translation>→ {shares}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{chain} shares kept</source>
        <translation>behaltene {chain}-Aktien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{chain} share kept</source>
        <translation>behaltene {chain}-Aktie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none kept</source>
        <translation>keine behalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You keep all {kept}.</source>
        <translation>Du behältst alle {kept}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You keep your {kept}.</source>
        <translation>Du behältst deine {kept}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sell {sold} for {cash} (cash {before} → {after})</source>
        <translation>{sold} für {cash} verkaufen (Bargeld {before} → {after})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>trade {traded} for {received}</source>
        <translation>{traded} gegen {received} tauschen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>keep {kept}</source>
        <translation>{kept} behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You {actions}.</source>
        <translation>Du wirst {actions}.</translation>
    </message>
    <message>
        <location filename="../../ui/disposal.ui" line="+6"/>
        <source>Merger: a chain is defunct</source>
        <translation>Fusion: eine Kette wird übernommen</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Keep:</source>
        <translation>Behalten:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sell &amp;all</source>
        <translation>&amp;Alle verkaufen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Trade &amp;max</source>
        <translation>&amp;Höchstens tauschen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Keep all</source>
        <translation>Alle &amp;behalten</translation>
    </message>
</context>
<context>
    <name>DisposalOneWayDialog</name>
    <message>
        <location filename="../../ui/disposal_one_way.ui" line="+6"/>
        <source>Merger: a company is defunct</source>
        <translation>Fusion: eine Gesellschaft wird übernommen</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>&amp;Sell all</source>
        <translation>Alle &amp;verkaufen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell all</source>
        <translation>Alle verkaufen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Trade all, 2 for 1</source>
        <translation>Alle &amp;tauschen, 2 gegen 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trade all, 2 for 1</source>
        <translation>Alle tauschen, 2 gegen 1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Keep all</source>
        <translation>Alle &amp;behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/end_game.py" line="+30"/>
        <source>{who}, do you declare the game over?</source>
        <translation>{who}, erklärst du das Spielende?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Declare the game over</source>
        <translation>Spielende &amp;erklären</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{chain} has {size}: a chain of {end} or more may end the game.</source>
        <translation>{chain} hat {size}: Eine Kette mit {end} oder mehr darf das Spiel beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every chain on the board is safe ({chains}), so the game may end.</source>
        <translation>Jede Kette auf dem Spielplan ist sicher ({chains}), also darf das Spiel enden.</translation>
    </message>
    <message>
        <location filename="../../ui/end_game.ui" line="+6"/>
        <source>Declare the game over</source>
        <translation>Spielende erklären</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your turn is completed first: you still place your tile and buy shares as usual. Then the game is scored: every active chain pays its majority and minority bonuses, all shares of active chains are sold to the bank, and the richest player wins.</source>
        <translation>Zuerst wird dein Zug beendet: Du legst noch dein Plättchen und kaufst wie üblich Aktien. Dann wird abgerechnet: Jede aktive Kette zahlt ihre Mehrheits- und Minderheitsprämie, alle Aktien aktiver Ketten werden an die Bank verkauft, und der reichste Spieler gewinnt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This cannot be taken back.</source>
        <translation>Das kann nicht zurückgenommen werden.</translation>
    </message>
</context>
<context>
    <name>FoundChainDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/found_chain.py" line="+45"/>
        <source>{who}, you placed {tile}, starting a new chain of {size}. Choose the chain to found.</source>
        <translation>{who}, du hast {tile} gelegt und damit eine neue Kette aus {size} begonnen. Wähle die Kette, die du gründest.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Price per share at {size}</source>
        <translation>Kurs je Aktie bei {size}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{free} ({left} in the bank)</source>
        <translation>{free} ({left} in der Bank)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a free share</source>
        <translation>eine Gratisaktie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none left in the bank: {cash} instead</source>
        <translation>keine mehr in der Bank: stattdessen {cash}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none left in the bank: no share</source>
        <translation>keine mehr in der Bank: keine Aktie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Found {chain}</source>
        <translation>{chain} gründen</translation>
    </message>
    <message>
        <location filename="../../ui/found_chain.ui" line="+6"/>
        <source>Found a chain</source>
        <translation>Eine Kette gründen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price per share</source>
        <translation>Kurs je Aktie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Founder&apos;s share</source>
        <translation>Gründeraktie</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../acquire_qt/controller.py" line="+386"/>
        <source>Another saved game is still being loaded.</source>
        <translation>Ein anderes gespeichertes Spiel wird noch geladen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} took over {seconds} s to load and was given up: it is not a saved game this program can open.</source>
        <translation>Das Laden von {name} dauerte über {seconds} s und wurde abgebrochen: Es ist kein gespeichertes Spiel, das dieses Programm öffnen kann.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game&apos;s players cannot be seated: {error}</source>
        <translation>Die Spieler dieses Spiels können nicht Platz nehmen: {error}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>It is {name}&apos;s decision (an AI player).</source>
        <translation>Die Entscheidung liegt bei {name} (ein KI-Spieler).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>An AI player chose an illegal action ({action}): {error}</source>
        <translation>Ein KI-Spieler wählte eine unzulässige Aktion ({action}): {error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+93"/>
        <source>An AI player failed: {message}</source>
        <translation>Ein KI-Spieler ist ausgefallen: {message}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game cannot be autosaved ({message}) It goes on, and the last autosave is kept; you will not be told again while this lasts.</source>
        <translation>Das Spiel kann nicht automatisch gespeichert werden ({message}). Es geht weiter, und die letzte automatische Sicherung bleibt erhalten; solange das so bleibt, wirst du nicht erneut darauf hingewiesen.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../acquire_qt/views/game_end.py" line="+67"/>
        <source>Resul&amp;ts…</source>
        <translation>Er&amp;gebnisse…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The standings, the payout and the charts of the finished game</source>
        <translation>Endstand, Schlussabrechnung und Diagramme des beendeten Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the &amp;deal code</source>
        <translation>&amp;Verteilungscode kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game&apos;s rules, seats and tile order as a short code, for Game → New game… here or on any computer</source>
        <translation>Regeln, Plätze und Plättchenreihenfolge des beendeten Spiels als kurzer Code, für Spiel → Neues Spiel… hier oder auf jedem anderen Computer</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Review this game</source>
        <translation>Spielverlauf a&amp;nsehen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This game has no deal code: {reason}.</source>
        <translation>Dieses Spiel hat keinen Verteilungscode: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal code {code} is copied: Game → New game… takes it.</source>
        <translation>Der Verteilungscode {code} ist kopiert: Spiel → Neues Spiel… nimmt ihn an.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../acquire_qt/views/files.py" line="+158"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+133"/>
        <source>Acquire games (*{suffix})</source>
        <translation>Acquire-Spiele (*{suffix})</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Export the game record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Acquire game records (*{suffix})</source>
        <translation>Acquire-Spielprotokolle (*{suffix})</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+83"/>
        <location line="+27"/>
        <location line="+20"/>
        <source>Acquire</source>
        <translation>Acquire</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>This game&apos;s deal cannot be played again: {reason}.</source>
        <translation>Die Verteilung dieses Spiels kann nicht noch einmal gespielt werden: {reason}.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The finished game could not be kept among the finished games: {error} The autosave {path} is left as it is; Game → Save as… may still save the game elsewhere.</source>
        <translation>Das beendete Spiel konnte nicht bei den beendeten Spielen abgelegt werden: {error} Die automatische Sicherung {path} bleibt, wie sie ist; mit Spiel → Speichern unter… lässt sich das Spiel noch anderswo speichern.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+23"/>
        <source>Exported to {path}</source>
        <translation>Exportiert nach {path}</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The chart could not be written to {path}.</source>
        <translation>Das Diagramm konnte nicht nach {path} geschrieben werden.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finished games (to review)</source>
        <translation>Beendete Spiele (zum Ansehen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} — {when}</source>
        <translation>{names} — {when}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved to {path}</source>
        <translation>Gespeichert in {path}</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../../acquire_qt/views/keeper.py" line="+73"/>
        <location line="+89"/>
        <source>An unfinished game</source>
        <translation>Ein nicht beendetes Spiel</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>The game on the table is not finished, and players at other computers play in it: quitting stops it for them too.</source>
        <translation>Das Spiel auf dem Tisch ist nicht beendet, und Spieler an anderen Computern spielen mit: Beenden hält es auch für sie an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game on the table is not finished.</source>
        <translation>Das Spiel auf dem Tisch ist nicht beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep it for later: Continue on the start page resumes it next time. Discard it: it is deleted for good.</source>
        <translation>Für später aufheben: „Fortsetzen“ auf der Startseite setzt es beim nächsten Mal fort. Verwerfen: Es wird endgültig gelöscht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An unfinished game would be replaced.</source>
        <translation>Ein nicht beendetes Spiel würde ersetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep it for later: it is saved, and the start page lists it to continue. Discard it: it is deleted for good.</source>
        <translation>Für später aufheben: Es wird gespeichert und steht auf der Startseite zum Weiterspielen bereit. Verwerfen: Es wird endgültig gelöscht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keep it for later</source>
        <translation>Für später &amp;aufheben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game could not be kept, so it stays on the table: {error}</source>
        <translation>Das Spiel konnte nicht aufgehoben werden und bleibt deshalb auf dem Tisch: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game could not be kept, so the program stays open: {error}</source>
        <translation>Das Spiel konnte nicht aufgehoben werden, deshalb bleibt das Programm offen: {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/game_over.py" line="+379"/>
        <source>{name} wins with {cash}!</source>
        <translation>{name} gewinnt mit {cash}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win with {cash} each!</source>
        <translation>{names} teilen sich den Sieg mit je {cash}!</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>majority</source>
        <translation>Mehrheits</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minority</source>
        <translation>Minderheits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{chain} {rank} bonus</source>
        <translation>{chain}: {rank}prämie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sold {shares} of {chain}</source>
        <translation>{shares} von {chain} verkauft</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{rank} ★ winner</source>
        <translation>{rank} ★ Sieger</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no bonus</source>
        <translation>keine Prämie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no shares to sell</source>
        <translation>keine Aktien zu verkaufen</translation>
    </message>
    <message>
        <location filename="../../ui/game_over.ui" line="+6"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Standings and final payout</source>
        <translation>Endstand und Schlussabrechnung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before scoring</source>
        <translation>Vor der Abrechnung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bonuses</source>
        <translation>Prämien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Share sales</source>
        <translation>Aktienverkäufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final cash</source>
        <translation>Endkapital</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open a player&apos;s row (→ or click the arrow) for each bonus and share sale.</source>
        <translation>Öffne die Zeile eines Spielers (→ oder Klick auf den Pfeil) für jede Prämie und jeden Aktienverkauf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How would the AI have done in your seat?</source>
        <translation>Wie hätte die KI auf deinem Platz abgeschnitten?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Net worth over the game</source>
        <translation>Vermögen im Spielverlauf</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance of winning, as the AI estimated it</source>
        <translation>Gewinnchance, wie die KI sie schätzte</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../acquire_qt/views/hosting.py" line="+131"/>
        <source>Host a &amp;network game…</source>
        <translation>&amp;Netzwerkspiel ausrichten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let an &amp;AI play for an absent player</source>
        <translation>Eine &amp;KI für einen abwesenden Spieler spielen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A network player the game waits for is not connected: an AI takes over</source>
        <translation>Ein Netzwerkspieler, auf den das Spiel wartet, ist nicht verbunden: eine KI übernimmt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say something to every player…</source>
        <translation>Sag etwas zu allen Spielern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the host quit</source>
        <translation>der Gastgeber hat das Spiel beendet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hosting on port {port}; the join code is {code}.</source>
        <translation>Spiel auf Port {port}; der Beitrittscode ist {code}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hosting this game again on port {port}; the join code is {code}.</source>
        <translation>Dieses Spiel wird wieder auf Port {port} ausgerichtet; der Beitrittscode ist {code}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>port {port}</source>
        <translation>Port {port}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its port</source>
        <translation>seinem Port</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot host the game</source>
        <translation>Das Spiel kann nicht ausgerichtet werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be hosted on {where}: {problem}. Another program (or another copy of this game) may be using it: choose another port.</source>
        <translation>Das Spiel kann nicht auf {where} ausgerichtet werden: {problem}. Ein anderes Programm (oder eine andere Kopie dieses Spiels) nutzt ihn vielleicht: wähle einen anderen Port.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Let an AI play?</source>
        <translation>Eine KI spielen lassen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not connected and the game waits for them. Let an AI (medium) play for {name} for the rest of this game? They cannot come back to it.</source>
        <translation>{name} ist nicht verbunden und das Spiel wartet. Soll eine KI (mittel) für den Rest dieses Spiels für {name} spielen? {name} kann dann nicht zurückkehren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An AI plays for {name} from now on.</source>
        <translation>Eine KI spielt ab jetzt für {name}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hosting ended: {reason}.</source>
        <translation>Das Ausrichten endete: {reason}.</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <location filename="../../acquire_qt/views/hot_seat.py" line="+105"/>
        <source>{name} must decide about their {chain} shares in the merger.</source>
        <translation>{name} muss bei der Fusion über die eigenen {chain}-Aktien entscheiden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{proposer} proposes a trade to {name}.</source>
        <translation>{proposer} schlägt {name} einen Tausch vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
</context>
<context>
    <name>JoinGameDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/join_game.py" line="+49"/>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games on this network cannot be heard (port {port} is in use). Type the host&apos;s address.</source>
        <translation>Spiele in diesem Netzwerk sind nicht zu hören (Port {port} ist belegt). Gib die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Listening for games on this network…</source>
        <translation>Suche Spiele in diesem Netzwerk…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 free seat</source>
        <translation>1 freier Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} free seats</source>
        <translation>{n} freie Plätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s game at {address}:{port} ({seats})</source>
        <translation>Spiel von {name} auf {address}:{port} ({seats})</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Joined: waiting for the host to start the game…</source>
        <translation>Beigetreten: warten, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <location filename="../../ui/join_game.ui" line="+6"/>
        <source>Join a network game</source>
        <translation>Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games announced on this network (or type the host&apos;s address below):</source>
        <translation>In diesem Netzwerk angekündigte Spiele (oder gib unten die Adresse des Gastgebers ein):</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host &amp;address:</source>
        <translation>&amp;Adresse des Gastgebers:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>192.168.1.20 or a computer&apos;s name</source>
        <translation>192.168.1.20 oder der Name eines Computers</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Join &amp;code:</source>
        <translation>Beitritts&amp;code:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the 6 letters the host reads out</source>
        <translation>die 6 Buchstaben, die der Gastgeber vorliest</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
</context>
<context>
    <name>LiveWinChance</name>
    <message>
        <location filename="../../acquire_qt/views/live_win_chance.py" line="+70"/>
        <source>Show my &amp;win chance</source>
        <translation>Meine &amp;Gewinnchance zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chance of winning after each of your turns, as the AI estimates it from what you know (games of one person against AI players only)</source>
        <translation>Deine Gewinnchance nach jedem deiner Züge, wie die KI sie aus deinem Wissen schätzt (nur in Spielen einer Person gegen KI-Spieler)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>My chance of winning</source>
        <translation>Meine Gewinnchance</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/lobby.py" line="+62"/>
        <source>(no network found)</source>
        <translation>(kein Netzwerk gefunden)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network game: waiting for players</source>
        <translation>Netzwerkspiel: warten auf Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network game: waiting for players to return</source>
        <translation>Netzwerkspiel: warten auf die Rückkehr der Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is hosted again. Its network players come back to their seats by joining again from their computers; the game waits for them. You may close this window: they can still return.</source>
        <translation>Dieses Spiel wird wieder ausgerichtet. Seine Netzwerkspieler kehren auf ihre Plätze zurück, indem sie von ihren Computern aus erneut beitreten; das Spiel wartet auf sie. Du kannst dieses Fenster schließen: sie können trotzdem zurückkehren.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>joined</source>
        <translation>beigetreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left: waiting for them to come back</source>
        <translation>gegangen: warten auf die Rückkehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>waiting for a player to join</source>
        <translation>warten, bis ein Spieler beitritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(free seat)</source>
        <translation>(freier Platz)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Everyone is here: start the game when you are ready.</source>
        <translation>Alle sind da: starte das Spiel, wenn du bereit bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {n} player(s) to join…</source>
        <translation>Warten auf {n} Spieler…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone is back.</source>
        <translation>Alle sind zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {n} player(s) to come back…</source>
        <translation>Warten auf die Rückkehr von {n} Spieler(n)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the host cancelled the game</source>
        <translation>der Gastgeber hat das Spiel abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.ui" line="+6"/>
        <source>Network game: lobby</source>
        <translation>Netzwerkspiel: Lobby</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Players at other computers on this network choose Game → Join a network game…, pick this game (or type the address below) and type the join code.</source>
        <translation>Spieler an anderen Computern in diesem Netzwerk wählen Spiel → Netzwerkspiel beitreten…, wählen dieses Spiel (oder geben die Adresse unten ein) und geben den Beitrittscode ein.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Join code:</source>
        <translation>Beitrittscode:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays as</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../acquire_qt/views/game_page.py" line="+110"/>
        <location filename="../../ui/main_window.ui" line="+230"/>
        <source>&amp;Decide…</source>
        <translation>&amp;Entscheiden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/main_window.ui" line="-8"/>
        <source>Declare the game &amp;over</source>
        <translation>Spiel&amp;ende erklären</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/main_window.ui" line="+16"/>
        <source>Se&amp;ll shares…</source>
        <translation>Aktien &amp;verkaufen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell shares back to the bank at the current price</source>
        <translation>Aktien zum aktuellen Kurs an die Bank zurückverkaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/main_window.ui" line="+8"/>
        <source>P&amp;ropose a trade…</source>
        <translation>&amp;Tausch vorschlagen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer another player shares or cash for theirs (house rule)</source>
        <translation>Einem anderen Spieler Aktien oder Geld gegen seine anbieten (Hausregel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pla&amp;y this deal again</source>
        <translation>Diese Verteilung noch einmal spie&amp;len</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of the same rules, seats and order of tiles</source>
        <translation>Ein neues Spiel mit denselben Regeln, Plätzen und derselben Reihenfolge der Plättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resul&amp;ts…</source>
        <translation>Er&amp;gebnisse…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The standings, the payout and the charts of this game</source>
        <translation>Endstand, Schlussabrechnung und Diagramme dieses Spiels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xport the record…</source>
        <translation>Spielverlauf e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/main_window.py" line="+271"/>
        <source>&amp;Close game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start page; Continue resumes the game</source>
        <translation>Zurück zur Startseite; Fortsetzen setzt das Spiel fort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided game against easy AI players</source>
        <translation>Ein kurzes angeleitetes Spiel gegen leichte KI-Spieler</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>{rules} — {names}</source>
        <translation>{rules} — {names}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/theme_menu.py" line="+54"/>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/main_window.py" line="+103"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Starte ein neues Spiel im Menü Spiel (Strg+N).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn {n} of {limit}</source>
        <translation>Zug {n} von {limit}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} accepted the trade.</source>
        <translation>{name} hat den Tausch angenommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} declined the trade.</source>
        <translation>{name} hat den Tausch abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/suggestion.py" line="+47"/>
        <source>Thinking about a suggestion…</source>
        <translation>Denke über einen Vorschlag nach…</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/main_window.py" line="-123"/>
        <location line="+144"/>
        <location filename="../../ui/main_window.ui" line="-232"/>
        <source>Acquire</source>
        <translation>Acquire</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/theme_menu.py" line="-34"/>
        <source>Like the &amp;desktop</source>
        <translation>Wie der &amp;Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/suggestion.py" line="+14"/>
        <source>Suggestion: {why}</source>
        <translation>Vorschlag: {why}</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/game_page.py" line="-1"/>
        <source>&amp;Review this game</source>
        <translation>Spielverlauf a&amp;nsehen</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/exports.py" line="+60"/>
        <source>Export the win-chance chart</source>
        <translation>Gewinnchancen-Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the net-worth chart</source>
        <translation>Vermögensdiagramm exportieren</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/rules_text.py" line="+41"/>
        <source>The rules</source>
        <translation>Die Spielregeln</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="+5"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recent &amp;games</source>
        <translation>Letzte &amp;Spiele</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stock market</source>
        <translation>Aktienmarkt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../../acquire_qt/views/game_page.py" line="-9"/>
        <location filename="../../ui/main_window.ui" line="+16"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="+3"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Review game…</source>
        <translation>Spielverlauf a&amp;nsehen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look back at this game step by step (the game waits meanwhile)</source>
        <translation>Den Verlauf dieses Spiels Schritt für Schritt ansehen (das Spiel wartet so lange)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game &amp;record (JSON)…</source>
        <translation>Spiel&amp;protokoll (JSON)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Win-chance chart (PNG or SVG)…</source>
        <translation>&amp;Gewinnchancen-Diagramm (PNG oder SVG)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Net-worth chart (PNG or SVG)…</source>
        <translation>&amp;Vermögensdiagramm (PNG oder SVG)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo my last decision</source>
        <translation>Meine letzte Entscheidung &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Suggest a move</source>
        <translation>Zug &amp;vorschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fit board</source>
        <translation>Spielplan &amp;einpassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rules of Acquire</source>
        <translation>&amp;Spielregeln von Acquire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Acquire</source>
        <translation>&amp;Über Acquire</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../acquire_qt/presentation/move_text.py" line="+55"/>
        <source>played {tile}</source>
        <translation>{tile} gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>founded {chain}</source>
        <translation>{chain} gegründet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept {chain} as the survivor</source>
        <translation>{chain} als überlebende Kette behalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handled {chain} first</source>
        <translation>{chain} zuerst abgewickelt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bought nothing</source>
        <translation>nichts gekauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought {shares}</source>
        <translation>{shares} gekauft</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>declared the end of the game</source>
        <translation>das Spielende angesagt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sold {n} {chain} to the bank</source>
        <translation>{n} {chain} an die Bank verkauft</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>filled the hand</source>
        <translation>die Hand aufgefüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended the turn</source>
        <translation>den Zug beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>proposed a trade to {other}: {terms}</source>
        <translation>{other} einen Tausch angeboten: {terms}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accepted the trade</source>
        <translation>den Tausch angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declined the trade</source>
        <translation>den Tausch abgelehnt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sold {n} {chain} for {cash}</source>
        <translation>{n} {chain} für {cash} verkauft</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>traded {n} for {m} {survivor}</source>
        <translation>{n} gegen {m} {survivor} getauscht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kept {n}</source>
        <translation>{n} behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept all {n} {chain}</source>
        <translation>alle {n} {chain} behalten</translation>
    </message>
</context>
<context>
    <name>NetWorthChart</name>
    <message>
        <location filename="../../acquire_qt/dialogs/game_over.py" line="-163"/>
        <source>Net worth over the game</source>
        <translation>Vermögen im Spielverlauf</translation>
    </message>
</context>
<context>
    <name>NetworkClient</name>
    <message>
        <location filename="../../acquire_qt/network/client.py" line="+221"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You left the game.</source>
        <translation>Du hast das Spiel verlassen.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The host did not answer.</source>
        <translation>Der Gastgeber hat nicht geantwortet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the host was lost.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not join {host}: {why}</source>
        <translation>Konnte {host} nicht beitreten: {why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gave up reconnecting to {host}: {why}</source>
        <translation>Neu verbinden mit {host} aufgegeben: {why}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{why} Reconnecting (attempt {n} of {most})…</source>
        <translation>{why} Neu verbinden (Versuch {n} von {most})…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The host sent something this program cannot read ({why}).</source>
        <translation>Der Gastgeber sandte etwas, das dieses Programm nicht lesen kann ({why}).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The host refused: {why}</source>
        <translation>Der Gastgeber lehnte ab: {why}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The host ended the connection: {reason}</source>
        <translation>Der Gastgeber beendete die Verbindung: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reconnected to {host}.</source>
        <translation>Wieder verbunden mit {host}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Joined {host}.</source>
        <translation>{host} beigetreten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The host no longer keeps this seat.</source>
        <translation>Der Gastgeber hält diesen Platz nicht mehr frei.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/new_game.py" line="+97"/>
        <source>Wins fewer than 1 in 10 games against three {level} AIs.</source>
        <translation>Gewinnt weniger als 1 von 10 Spielen gegen drei KIs der Stufe {level}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins nearly every game against three {level} AIs.</source>
        <translation>Gewinnt fast jedes Spiel gegen drei KIs der Stufe {level}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins about {n} in 10 games against three {level} AIs.</source>
        <translation>Gewinnt etwa {n} von 10 Spielen gegen drei KIs der Stufe {level}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{option} say how many: a number or a percentage.</source>
        <translation>{option}: Gib an, wie viele: eine Zahl oder einen Prozentsatz.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>S&amp;tart game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Guest {n}</source>
        <translation>Gast {n}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host a network game</source>
        <translation>Netzwerkspiel ausrichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the &amp;lobby</source>
        <translation>&amp;Lobby öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The TCP port players connect to; the default suits most networks.</source>
        <translation>Der TCP-Port, mit dem sich die Spieler verbinden; der vorgegebene passt für die meisten Netzwerke.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read this code out to the players who join.</source>
        <translation>Lies diesen Code den beitretenden Spielern vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Beitrittscode:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players at other computers choose Game → Join a network game… and type the join code; their names replace the guests&apos; names.</source>
        <translation>Spieler an anderen Computern wählen Spiel → Netzwerkspiel beitreten… und geben den Beitrittscode ein; ihre Namen ersetzen die der Gäste.</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of seat {n}</source>
        <translation>Name auf Platz {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>Spieler auf Platz {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove seat {n}</source>
        <translation>Platz {n} entfernen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it has rules the new-game dialog does not offer</source>
        <translation>er hat Regeln, die der Dialog für ein neues Spiel nicht anbietet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The deal code cannot be read: {reason}.</source>
        <translation>Der Verteilungscode ist nicht lesbar: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal&apos;s rules, seats and seed are set above.</source>
        <translation>Regeln, Plätze und Startwert der Verteilung sind oben eingetragen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat {n} needs a name.</source>
        <translation>Platz {n} braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats {a} and {b} are both called “{name}”: names must differ.</source>
        <translation>Plätze {a} und {b} heißen beide „{name}“: Die Namen müssen sich unterscheiden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A network game needs at least one “Human (network)” seat.</source>
        <translation>Ein Netzwerkspiel braucht mindestens einen Platz „Mensch (Netzwerk)“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game of {rules} has {low} to {high} players.</source>
        <translation>Ein Spiel {rules} hat {low} bis {high} Spieler.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.ui" line="+6"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Players (in seat order)</source>
        <translation>Spieler (in Sitzreihenfolge)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;eed (optional):</source>
        <translation>&amp;Startwert (optional):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same seed and players give the same tile draws.</source>
        <translation>Gleicher Startwert und gleiche Spieler ergeben dieselben gezogenen Plättchen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal c&amp;ode (optional):</source>
        <translation>Verteilungs&amp;code (optional):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Paste a deal code to play the same deal: its rule set, options, seats and seed fill the dialog.</source>
        <translation>Füge einen Verteilungscode ein, um dieselbe Verteilung zu spielen: Regelwerk, Optionen, Plätze und Startwert werden im Dialog eingetragen.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../../acquire_qt/views/hot_seat.py" line="-58"/>
        <source>Pass the computer to {name}.
{reason}</source>
        <translation>Gib den Computer an {name} weiter.
{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name}: show my tiles</source>
        <translation>Ich bin {name}: zeige meine Plättchen</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/play_on.py" line="+38"/>
        <source>A new game starts at this position of turn {turn}: the same board, hands and tiles to come. Who plays each seat?</source>
        <translation>Ein neues Spiel beginnt in dieser Stellung von Zug {turn}: dasselbe Brett, dieselben Hände und kommenden Plättchen. Wer spielt welchen Platz?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../ui/play_on.ui" line="+6"/>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
</context>
<context>
    <name>PlayerRecordPanel</name>
    <message>
        <location filename="../../acquire_qt/views/player_record.py" line="+218"/>
        <source>Your record</source>
        <translation>Deine Bilanz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record of {name}</source>
        <translation>Bilanz von {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Whose record:</source>
        <translation>&amp;Wessen Bilanz:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finished games left out (their files cannot be read): {n}</source>
        <translation>Ausgelassene beendete Spiele (ihre Dateien sind nicht lesbar): {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your results show here once you have finished a game.</source>
        <translation>Deine Ergebnisse erscheinen hier, sobald du ein Spiel beendet hast.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average:</source>
        <translation>Durchschnitt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game:</source>
        <translation>Bestes Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule sets:</source>
        <translation>Regelwerke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against:</source>
        <translation>Gegen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same deal:</source>
        <translation>Gleiche Verteilung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beside the AI:</source>
        <translation>Neben der KI:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{games} played, {wins} won ({share}%)</source>
        <translation>{games} gespielt, {wins} gewonnen ({share} %)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rank {rank}, net worth {money}</source>
        <translation>Platz {rank}, Vermögen {money}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{result}; {rules}, {day}</source>
        <translation>{result}; {rules}, {day}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>{what}: {wins} of {games} won</source>
        <translation>{what}: {wins} von {games} gewonnen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>you: rank {rank}, {money}; the hard AI in your seat: rank {ai_rank}, {ai_money} (averages of the games compared: {games})</source>
        <translation>du: Platz {rank}, {money}; die schwere KI auf deinem Platz: Platz {ai_rank}, {ai_money} (Durchschnitte der verglichenen Spiele: {games})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/preferences.py" line="+53"/>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (0.3 s)</source>
        <translation>Schnell (0,3 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (0.6 s)</source>
        <translation>Normal (0,6 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow (1 s)</source>
        <translation>Langsam (1 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very slow (2 s)</source>
        <translation>Sehr langsam (2 s)</translation>
    </message>
    <message>
        <location filename="../../ui/preferences.ui" line="+14"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The language of the menus, dialogs and game log, and how numbers are written</source>
        <translation>Die Sprache der Menüs, Dialoge und des Spielprotokolls und die Schreibweise der Zahlen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>AI &amp;pace:</source>
        <translation>KI-&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How long each decision of an AI player is shown before the next</source>
        <translation>Wie lange jede Entscheidung eines KI-Spielers gezeigt wird, bevor die nächste kommt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Animate placed tiles and mergers</source>
        <translation>Gelegte Plättchen und Fusionen &amp;animieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play &amp;sound cues</source>
        <translation>&amp;Signaltöne abspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A short sound when your turn begins, at a merger and when the game ends</source>
        <translation>Ein kurzer Ton, wenn dein Zug beginnt, bei einer Fusion und wenn das Spiel endet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow &amp;undo when several people play at this screen</source>
        <translation>&amp;Zurücknehmen erlauben, wenn mehrere Personen an diesem Bildschirm spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a hot-seat game, anyone may take back their last decision, even after another player has seen the board</source>
        <translation>Im Spiel an einem Bildschirm darf jeder seine letzte Entscheidung zurücknehmen, auch nachdem ein anderer Spieler den Spielplan gesehen hat</translation>
    </message>
</context>
<context>
    <name>RecordChart</name>
    <message>
        <location filename="../../acquire_qt/views/player_record.py" line="-281"/>
        <source>Results over time</source>
        <translation>Ergebnisse im Verlauf</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Net worth by game, the wins highlighted</source>
        <translation>Vermögen je Spiel, die Siege hervorgehoben</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../../ui/review_bar.ui" line="+20"/>
        <source>The start of the game (Home)</source>
        <translation>Der Anfang des Spiels (Pos1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One step back (Left; by turn: Ctrl+Left)</source>
        <translation>Einen Schritt zurück (Links; zugweise: Strg+Links)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every decision of the game, from its start to its end</source>
        <translation>Jede Entscheidung des Spiels, vom Anfang bis zum Ende</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One step on (Right; by turn: Ctrl+Right)</source>
        <translation>Einen Schritt weiter (Rechts; zugweise: Strg+Rechts)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The end of the game, or where it stands now (End)</source>
        <translation>Das Ende des Spiels, oder sein jetziger Stand (Ende)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step a whole turn at a time (Ctrl+Left and Ctrl+Right always do)</source>
        <translation>Einen ganzen Zug auf einmal gehen (Strg+Links und Strg+Rechts tun das immer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step by &amp;turn</source>
        <translation>&amp;Zugweise</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start a new game from this very position (the same hands and tiles to come), choosing who plays each seat; this game stays as it is</source>
        <translation>Ein neues Spiel genau ab dieser Stellung beginnen (dieselben Hände und kommenden Plättchen) und wählen, wer welchen Platz spielt; dieses Spiel bleibt, wie es ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play &amp;on from here…</source>
        <translation>Von hier aus &amp;weiterspielen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the review (Esc)</source>
        <translation>Den Spielverlauf schließen (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Estimating win chances… %p%</source>
        <translation>Schätze Gewinnchancen… %p%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Estimate each player&apos;s chance of winning at every turn (in the background)</source>
        <translation>Die Gewinnchance jedes Spielers in jedem Zug schätzen (im Hintergrund)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Estimate win chances</source>
        <translation>Gewinnchancen &amp;schätzen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Key moments</source>
        <translation>Schlüsselmomente</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The turns where a player&apos;s win chance moved most, in the order they were played: click one to go there</source>
        <translation>Die Züge, in denen sich die Gewinnchance eines Spielers am meisten bewegte, in der Reihenfolge des Spiels: klicke einen an, um dorthin zu gehen</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Ask the hard AI what it would have done here, and how much the move played cost</source>
        <translation>Die schwere KI fragen, was sie hier getan hätte und was der gespielte Zug gekostet hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What would the &amp;AI do?</source>
        <translation>Was würde die &amp;KI tun?</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../acquire_qt/views/review.py" line="+179"/>
        <source>Click a turn to go there</source>
        <translation>Klicke einen Zug an, um dorthin zu gehen</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The AI in your seat</source>
        <translation>KI auf deinem Platz</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{name}&apos;s tiles</source>
        <translation>Plättchen von {name}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Before the first turn · step 0</source>
        <translation>Vor dem ersten Zug · Schritt 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {turn} · step {step}</source>
        <translation>Zug {turn} · Schritt {step}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{where} of {last}</source>
        <translation>{where} von {last}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The tiles are dealt.</source>
        <translation>Die Plättchen werden verteilt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next: {name} is {doing}.</source>
        <translation>Als Nächstes: {name} {doing}.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Turn {turn}: {name} {before:.0%} → {after:.0%}</source>
        <translation>Zug {turn}: {name} {before:.0%} → {after:.0%}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go to step {step}</source>
        <translation>Gehe zu Schritt {step}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The hard AI is thinking…</source>
        <translation>Die schwere KI denkt nach…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{where}, the move from here: {name} {move}, the hard AI&apos;s choice too. Win chance {before:.0%} here, {chance:.0%} after it.</source>
        <translation>{where}, von hier aus: {name} hat {move}, wie es auch die schwere KI getan hätte. Gewinnchance hier {before:.0%}, danach {chance:.0%}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}, the move from here: {name} {move}. Win chance {before:.0%} here, {chance:.0%} after it; the hard AI would have {best}: {best_chance:.0%}.</source>
        <translation>{where}, von hier aus: {name} hat {move}. Gewinnchance hier {before:.0%}, danach {chance:.0%}; die schwere KI hätte {best}: {best_chance:.0%}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Estimated as the graph is, from what an onlooker could see (no one&apos;s tiles).</source>
        <translation>Geschätzt wie im Diagramm, aus dem, was ein Zuschauer sehen konnte (ohne die Plättchen der Spieler).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Estimated as the graph is, from what {name} could see (their own tiles too).</source>
        <translation>Geschätzt wie im Diagramm, aus dem, was {name} sehen konnte (auch die eigenen Plättchen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The graph has a point at the end of every turn, not within one.</source>
        <translation>Das Diagramm hat einen Punkt am Ende jedes Zugs, nicht mitten im Zug.</translation>
    </message>
</context>
<context>
    <name>SeatChart</name>
    <message>
        <location filename="../../acquire_qt/dialogs/game_over.py" line="-196"/>
        <source>No history to show.</source>
        <translation>Kein Verlauf zu zeigen.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>SellSharesDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/sell_shares.py" line="+65"/>
        <source>before you place your tile</source>
        <translation>bevor du dein Plättchen legst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>before you buy</source>
        <translation>bevor du kaufst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}, you may sell shares back to the bank at the current price {when}. You have {cash}. Selling does not end your turn.</source>
        <translation>{who}, du darfst {when} Aktien zum aktuellen Kurs an die Bank zurückverkaufen. Du hast {cash}. Verkaufen beendet deinen Zug nicht.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Cancel (sell nothing)</source>
        <translation>&amp;Abbrechen (nichts verkaufen)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Sell {sold} at {price} = {proceeds} (you keep {kept}). Cash: {before} → {after}.</source>
        <translation>{sold} zu {price} verkaufen = {proceeds} (du behältst {kept}). Bargeld: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Sell {sold} for {proceeds}</source>
        <translation>{sold} für {proceeds} &amp;verkaufen</translation>
    </message>
    <message>
        <location filename="../../ui/sell_shares.ui" line="+6"/>
        <source>Sell shares to the bank</source>
        <translation>Aktien an die Bank verkaufen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Company</source>
        <translation>Gesellschaft</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You hold</source>
        <translation>Dein Besitz</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Number of shares to sell:</source>
        <translation>&amp;Anzahl zu verkaufender Aktien:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Shares sold go back to the bank, where anyone may buy them again at the current price.</source>
        <translation>Verkaufte Aktien gehen an die Bank zurück, wo jeder sie zum aktuellen Kurs wieder kaufen kann.</translation>
    </message>
</context>
<context>
    <name>SidePanels</name>
    <message>
        <location filename="../../acquire_qt/views/side_panels.py" line="+69"/>
        <source>Compact &amp;tables</source>
        <translation>Kompakte &amp;Tabellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players and stock market as tables rather than cards</source>
        <translation>Spieler und Aktienmarkt als Tabellen statt Karten</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/start_page.ui" line="+50"/>
        <source>Acquire</source>
        <translation>Acquire</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Place tiles to found hotel chains, buy their shares, and merge them for bonuses. The richest player wins.</source>
        <translation>Lege Plättchen, um Hotelketten zu gründen, kaufe ihre Aktien und fusioniere sie für Prämien. Wer am reichsten ist, gewinnt.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Your unfinished game</source>
        <translation>Dein unbeendetes Spiel</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on with the game where it was autosaved</source>
        <translation>Das Spiel dort fortsetzen, wo es automatisch gespeichert wurde</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You against &amp;3 AI players</source>
        <translation>Du gegen &amp;3 KI-Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts at once: classic rules, you and three computer players of medium strength</source>
        <translation>Startet sofort: klassische Regeln, du und drei Computerspieler mittlerer Stärke</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal of the &amp;day</source>
        <translation>Die Verteilung des &amp;Tages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Today&apos;s deal: the same tiles in the same order for everyone who plays it today; classic rules, you against three computer players of medium strength</source>
        <translation>Die Verteilung von heute: dieselben Plättchen in derselben Reihenfolge für alle, die sie heute spielen; klassische Regeln, du gegen drei mittelstarke Computerspieler</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ho&amp;t seat…</source>
        <translation>An einem &amp;Bildschirm…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Several people at this screen, taking turns; the screen is passed between them</source>
        <translation>Mehrere Personen an diesem Bildschirm, abwechselnd; der Bildschirm wird weitergereicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>C&amp;ustom…</source>
        <translation>&amp;Eigenes…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the rule set, the players and the house rules</source>
        <translation>Regelsatz, Spieler und Hausregeln wählen</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>New to Acquire?</source>
        <translation>Neu bei Acquire?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A first game against easy computer players</source>
        <translation>Ein erstes Spiel gegen leichte Computerspieler</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules of Acquire</source>
        <translation>Die Regeln von Acquire</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Saved games, newest first (Enter or a double click opens one):</source>
        <translation>Ge&amp;speicherte Spiele, neueste zuerst (Eingabe oder Doppelklick öffnet eins):</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No saved games yet: Game → Save keeps a game here.</source>
        <translation>Noch keine gespeicherten Spiele: Spiel → Speichern legt ein Spiel hier ab.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play this deal &amp;again</source>
        <translation>Diese Verteilung noch &amp;einmal spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game of the chosen finished game&apos;s deal: the same rules, seats and tiles in the same order</source>
        <translation>Ein neues Spiel mit der Verteilung des gewählten beendeten Spiels: dieselben Regeln, Plätze und Plättchen in derselben Reihenfolge</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Open another file…</source>
        <translation>Andere Datei &amp;öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a saved game from any folder</source>
        <translation>Ein gespeichertes Spiel aus einem beliebigen Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>SurvivorDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/survivor.py" line="+35"/>
        <source>{who}, you placed {tile}, joining {chains}, both {size}. Choose the chain that survives.</source>
        <translation>{who}, du hast {tile} gelegt und damit {chains} verbunden, beide {size}. Wähle die Kette, die übernimmt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who}, you placed {tile}, joining {chains}, all {size}. Choose the chain that survives.</source>
        <translation>{who}, du hast {tile} gelegt und damit {chains} verbunden, alle {size}. Wähle die Kette, die übernimmt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{chains} will be absorbed too.</source>
        <translation>{chains} werden ebenfalls übernommen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{chain} survives</source>
        <translation>{chain} übernimmt</translation>
    </message>
    <message>
        <location filename="../../ui/survivor.ui" line="+6"/>
        <source>Merger: choose the survivor</source>
        <translation>Fusion: Wähle die übernehmende Kette</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The other tied chains go defunct: their holders are paid bonuses and then sell, trade or keep their shares.</source>
        <translation>Die anderen gleich großen Ketten werden übernommen: Ihre Aktionäre erhalten Prämien und verkaufen, tauschen oder behalten dann ihre Aktien.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Shareholders</source>
        <translation>Aktionäre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bonuses if absorbed</source>
        <translation>Prämien bei Übernahme</translation>
    </message>
</context>
<context>
    <name>TradeAnswerDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/trade.py" line="+262"/>
        <source>Trade offer from {name}</source>
        <translation>Tauschangebot von {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who}, {name} offers you {receive} for nothing in return.</source>
        <translation>{who}, {name} bietet dir {receive} ohne Gegenleistung an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}, {name} asks you for {pay} and offers nothing in return.</source>
        <translation>{who}, {name} verlangt {pay} von dir und bietet nichts dafür.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}, {name} offers you {receive} for {pay}.</source>
        <translation>{who}, {name} bietet dir {receive} für {pay} an.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At current prices you gain {amount}.</source>
        <translation>Zu aktuellen Kursen gewinnst du {amount}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At current prices you lose {amount}.</source>
        <translation>Zu aktuellen Kursen verlierst du {amount}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At current prices both sides are worth the same.</source>
        <translation>Zu aktuellen Kursen sind beide Seiten gleich viel wert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{verdict} Your cash: {before} → {after}.</source>
        <translation>{verdict} Dein Bargeld: {before} → {after}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{n} {chain} × {price} = {value}</source>
        <translation>{n} {chain} × {price} = {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{n} {chain} (not on the board: worth nothing now)</source>
        <translation>{n} {chain} (nicht auf dem Spielplan: jetzt wertlos)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cash: {cash}</source>
        <translation>Bargeld: {cash}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth {value} at current prices</source>
        <translation>Wert {value} zu aktuellen Kursen</translation>
    </message>
    <message>
        <location filename="../../ui/trade_answer.ui" line="+6"/>
        <source>Trade offer</source>
        <translation>Tauschangebot</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You get</source>
        <translation>Du bekommst</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You give</source>
        <translation>Du gibst</translation>
    </message>
</context>
<context>
    <name>TradeProposalDialog</name>
    <message>
        <location filename="../../acquire_qt/dialogs/trade.py" line="-307"/>
        <source>{who}, offer shares and/or cash to another player for shares and/or cash of theirs. They accept or decline; then you go on with your turn.</source>
        <translation>{who}, biete einem anderen Spieler Aktien und/oder Geld gegen seine Aktien und/oder sein Geld an. Er nimmt an oder lehnt ab; dann setzt du deinen Zug fort.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Propose</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not on the board</source>
        <translation>nicht auf dem Spielplan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{chain} shares you give</source>
        <translation>{chain}-Aktien, die du gibst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{chain} shares you get</source>
        <translation>{chain}-Aktien, die du bekommst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody holds shares yet.</source>
        <translation>Noch besitzt niemand Aktien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cash you give</source>
        <translation>Geld, das du gibst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cash you get</source>
        <translation>Geld, das du bekommst</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>(hidden)</source>
        <translation>(verdeckt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of {held}</source>
        <translation>von {held}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You get from {name}</source>
        <translation>Du bekommst von {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose what you give and what you get.</source>
        <translation>Wähle, was du gibst und was du bekommst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer {name} {give} for {get}.</source>
        <translation>Du bietest {name} {give} für {get}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{items} (worth {value})</source>
        <translation>{items} (Wert {value})</translation>
    </message>
    <message>
        <location filename="../../ui/trade_proposal.ui" line="+6"/>
        <source>Propose a trade</source>
        <translation>Tausch vorschlagen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Trade &amp;with:</source>
        <translation>Tauschen &amp;mit:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Company</source>
        <translation>Gesellschaft</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You give</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You get</source>
        <translation>Du bekommst</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holdings are hidden: the game checks that the other player has what you ask for when you propose.</source>
        <translation>Der Besitz ist verdeckt: Beim Vorschlagen prüft das Spiel, ob der andere Spieler hat, was du verlangst.</translation>
    </message>
</context>
<context>
    <name>WinChanceChart</name>
    <message>
        <location filename="../../acquire_qt/views/win_chance_chart.py" line="+57"/>
        <source>Chance of winning over the game</source>
        <translation>Diagramm der Gewinnchance über das Spiel</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No chances estimated yet.</source>
        <translation>Noch keine Chancen geschätzt.</translation>
    </message>
</context>
<context>
    <name>WinChancePanel</name>
    <message>
        <location line="+34"/>
        <source>Estimating the chances: %v of %m turns</source>
        <translation>Schätze die Chancen: %v von %m Zügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The AI is estimating each player&apos;s chance of winning…</source>
        <translation>Die KI schätzt die Gewinnchance jedes Spielers…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The chances could not be estimated: {error}</source>
        <translation>Die Chancen konnten nicht geschätzt werden: {error}</translation>
    </message>
</context>
<context>
    <name>_Worker</name>
    <message>
        <location filename="../../acquire_qt/session/ai_workers.py" line="-185"/>
        <source>The AI player&apos;s worker process ended</source>
        <translation>Der Arbeitsprozess des KI-Spielers wurde beendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI player&apos;s worker process stopped answering</source>
        <translation>Der Arbeitsprozess des KI-Spielers antwortete nicht mehr</translation>
    </message>
</context>
<context>
    <name>acquire_qt.session.rule_sets</name>
    <message>
        <location filename="../../build/translations/rule_set_words.py" line="+2"/>
        <source>Classic Acquire</source>
        <translation>Klassisches Acquire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel chains on a 12 × 9 board, 2 to 6 players.</source>
        <translation>Hotelketten auf einem Spielplan 12 × 9, 2 bis 6 Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn order by &amp;seats instead of drawn tiles</source>
        <translation>Spielreihenfolge nach &amp;Plätzen statt nach gezogenen Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first seat starts; normally the player whose drawn tile is nearest 1A.</source>
        <translation>Platz 1 beginnt; normalerweise beginnt, wessen gezogenes Plättchen 1A am nächsten liegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founder gets &amp;cash (one share&apos;s price) when no share is left</source>
        <translation>Gründer erhält &amp;Geld (den Kurs einer Aktie), wenn keine Aktie mehr übrig ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo-player rule: a phantom shareholder (recommended for two players)</source>
        <translation>&amp;Zwei-Spieler-Regel: ein Phantomaktionär (empfohlen für zwei Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The published rule for two players: whenever a chain&apos;s bonuses are paid, a phantom shareholder holds 1 to 12 shares of it, drawn at random, and competes for the majority and minority bonuses; what it wins goes to the bank. Only for games of two players.</source>
        <translation>Die veröffentlichte Regel für zwei Spieler: Immer wenn die Prämien einer Kette gezahlt werden, hält ein Phantomaktionär zufällig 1 bis 12 ihrer Aktien und konkurriert um die Mehrheits- und Minderheitsprämie; was er gewinnt, geht an die Bank. Nur für Spiele zu zweit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space Monopoly</source>
        <translation>Space Monopoly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five companies, no tile rack: place a tile on any empty square. 2 to 4 players, in pounds.</source>
        <translation>Fünf Gesellschaften, keine Plättchen auf der Hand: Lege ein Plättchen auf ein beliebiges freies Feld. 2 bis 4 Spieler, in Pfund.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board:</source>
        <translation>&amp;Spielplan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16 × 12 (192 squares)</source>
        <translation>16 × 12 (192 Felder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>22 × 18 (396 squares)</source>
        <translation>22 × 18 (396 Felder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 × 24 (672 squares)</source>
        <translation>28 × 24 (672 Felder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Diamonds:</source>
        <translation>&amp;Diamanten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loose tiles put on random squares at the start: a number of tiles, or a percentage of the squares such as 5%; at most 20.</source>
        <translation>Einzelne Plättchen, die zu Beginn auf zufällige Felder kommen: eine Anzahl Plättchen oder ein Prozentsatz der Felder wie 5 %; höchstens 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= {rules.diamonds} loose tiles on this board (at most 20)</source>
        <translation>= {rules.diamonds} einzelne Plättchen auf diesem Spielplan (höchstens 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn &amp;limit:</source>
        <translation>&amp;Zuglimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after this many turns in all.</source>
        <translation>Das Spiel endet nach so vielen Zügen insgesamt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> turns</source>
        <translation> Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six energy companies on a 10 × 10 board; each turn a roll of 2 to 4 actions. 2 to 4 players.</source>
        <translation>Sechs Energiegesellschaften auf einem Spielplan 10 × 10; jeder Zug ein Wurf von 2 bis 4 Aktionen. 2 bis 4 Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Department of Energ&amp;y: a passive shareholder (recommended for 2 players)</source>
        <translation>&amp;Energieministerium: ein passiver Aktionär (empfohlen für 2 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At every founding the Department of Energy receives 1 to (10 − players) shares of the new company. It counts for bonuses but never wins.</source>
        <translation>Bei jeder Gründung erhält das Energieministerium 1 bis (10 − Spieler) Aktien der neuen Gesellschaft. Es zählt für die Prämien, gewinnt aber nie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hidden holdings: other players&apos; cash and shares</source>
        <translation>&amp;Verdeckter Besitz: Geld und Aktien der anderen Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player trading: before placing a tile, offer shares and cash to others</source>
        <translation>&amp;Tauschen unter Spielern: vor dem Legen Aktien und Geld anbieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player whose turn it is may propose trades of shares and cash to the others, who accept or decline; trading closes when a tile is placed.</source>
        <translation>Wer am Zug ist, darf den anderen einen Tausch von Aktien und Geld vorschlagen, den sie annehmen oder ablehnen; das Tauschen endet, sobald ein Plättchen gelegt ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
&lt;h2&gt;Acquire: the rules&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Be the richest player when the game ends: found hotel chains, buy their
shares, and collect bonuses when chains merge.&lt;/p&gt;
&lt;h3&gt;A turn&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Place a tile&lt;/b&gt; from your hand on its square (you must, if any tile is playable).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Buy&lt;/b&gt; up to 3 shares of chains on the board, at their current price.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Draw&lt;/b&gt; a tile (automatic).&lt;/li&gt;
&lt;/ol&gt;
&lt;h3&gt;What a tile does&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Touching nothing: it just stays there.&lt;/li&gt;
&lt;li&gt;Touching loose tiles only: you &lt;b&gt;found&lt;/b&gt; a chain of your choice and get one free share.&lt;/li&gt;
&lt;li&gt;Touching one chain: the chain &lt;b&gt;grows&lt;/b&gt; (with every loose tile now connected).&lt;/li&gt;
&lt;li&gt;Touching two or more chains: a &lt;b&gt;merger&lt;/b&gt;. The largest chain survives (a tie: you
choose); the others become defunct, largest first.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Mergers&lt;/h3&gt;
&lt;p&gt;For each defunct chain, the largest holder gets the &lt;b&gt;majority bonus&lt;/b&gt; (10 × the share
price) and the second the &lt;b&gt;minority bonus&lt;/b&gt; (5 × price). A sole holder gets both; ties split
the bonuses, rounded up to $100. Then each holder, the mergemaker first, &lt;b&gt;sells&lt;/b&gt; shares at the
defunct price, &lt;b&gt;trades&lt;/b&gt; 2 defunct shares for 1 of the survivor, or &lt;b&gt;keeps&lt;/b&gt; them.&lt;/p&gt;
&lt;h3&gt;Prices&lt;/h3&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Size&lt;/th&gt;&lt;th&gt;Tower, Luxor&lt;/th&gt;&lt;th&gt;American, Worldwide, Festival&lt;/th&gt;
&lt;th&gt;Imperial, Continental&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;$200&lt;/td&gt;&lt;td&gt;$300&lt;/td&gt;&lt;td&gt;$400&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;$300&lt;/td&gt;&lt;td&gt;$400&lt;/td&gt;&lt;td&gt;$500&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;$400&lt;/td&gt;&lt;td&gt;$500&lt;/td&gt;&lt;td&gt;$600&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;$500&lt;/td&gt;&lt;td&gt;$600&lt;/td&gt;&lt;td&gt;$700&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;6–10&lt;/td&gt;&lt;td&gt;$600&lt;/td&gt;&lt;td&gt;$700&lt;/td&gt;&lt;td&gt;$800&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;11–20&lt;/td&gt;&lt;td&gt;$700&lt;/td&gt;&lt;td&gt;$800&lt;/td&gt;&lt;td&gt;$900&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;21–30&lt;/td&gt;&lt;td&gt;$800&lt;/td&gt;&lt;td&gt;$900&lt;/td&gt;&lt;td&gt;$1,000&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;31–40&lt;/td&gt;&lt;td&gt;$900&lt;/td&gt;&lt;td&gt;$1,000&lt;/td&gt;&lt;td&gt;$1,100&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;41+&lt;/td&gt;&lt;td&gt;$1,000&lt;/td&gt;&lt;td&gt;$1,100&lt;/td&gt;&lt;td&gt;$1,200&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Safe chains and unplayable tiles&lt;/h3&gt;
&lt;p&gt;A chain of 11 or more tiles is &lt;b&gt;safe&lt;/b&gt;: it cannot be absorbed. A tile that would merge
two safe chains is &lt;b&gt;dead&lt;/b&gt;: it is removed and replaced when you draw. A tile that would found
an eighth chain waits in your hand.&lt;/p&gt;
&lt;h3&gt;The end&lt;/h3&gt;
&lt;p&gt;When a chain has 41 tiles, or every chain on the board is safe, the player whose turn it is
may &lt;b&gt;declare the game over&lt;/b&gt; (Play → Declare the game over); the turn is finished first.
Bonuses are paid for every chain on the board and all shares are sold. The richest player wins.&lt;/p&gt;
&lt;h3&gt;Two players (an option)&lt;/h3&gt;
&lt;p&gt;With the &lt;b&gt;two-player rule&lt;/b&gt;, whenever a chain&apos;s bonuses are paid (in a merger or at the
end), a phantom shareholder holds 1 to 12 of its shares, drawn at random. It competes for the
majority and minority bonuses like a player; what it wins goes to the bank.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Acquire: die Spielregeln&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Ziel.&lt;/b&gt; Sei bei Spielende der reichste Spieler: Gründe Hotelketten, kaufe ihre
Aktien und kassiere Prämien, wenn Ketten fusionieren.&lt;/p&gt;
&lt;h3&gt;Ein Zug&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Lege ein Plättchen&lt;/b&gt; aus deiner Hand auf sein Feld (Pflicht, wenn ein Plättchen spielbar ist).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kaufe&lt;/b&gt; bis zu 3 Aktien von Ketten auf dem Spielplan zum aktuellen Kurs.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; ein Plättchen (automatisch).&lt;/li&gt;
&lt;/ol&gt;
&lt;h3&gt;Was ein Plättchen bewirkt&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Berührt es nichts: Es bleibt einfach liegen.&lt;/li&gt;
&lt;li&gt;Berührt es nur einzelne Plättchen: Du &lt;b&gt;gründest&lt;/b&gt; eine Kette deiner Wahl und erhältst eine Gratisaktie.&lt;/li&gt;
&lt;li&gt;Berührt es eine Kette: Die Kette &lt;b&gt;wächst&lt;/b&gt; (um alle nun verbundenen einzelnen Plättchen).&lt;/li&gt;
&lt;li&gt;Berührt es zwei oder mehr Ketten: eine &lt;b&gt;Fusion&lt;/b&gt;. Die größte Kette übernimmt (bei Gleichstand
wählst du); die anderen werden übernommen, die größte zuerst.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Fusionen&lt;/h3&gt;
&lt;p&gt;Für jede übernommene Kette erhält der Mehrheitsaktionär die &lt;b&gt;Mehrheitsprämie&lt;/b&gt; (10 × der
Aktienkurs) und der Zweite die &lt;b&gt;Minderheitsprämie&lt;/b&gt; (5 × der Kurs). Ein alleiniger Aktionär erhält
beide; bei Gleichstand werden die Prämien geteilt und auf 100 $ aufgerundet. Dann darf jeder Aktionär,
der Fusionierer zuerst, Aktien zum Kurs der übernommenen Kette &lt;b&gt;verkaufen&lt;/b&gt;, 2 davon gegen 1 Aktie
der übernehmenden Kette &lt;b&gt;tauschen&lt;/b&gt; oder sie &lt;b&gt;behalten&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Kurse&lt;/h3&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Größe&lt;/th&gt;&lt;th&gt;Tower, Luxor&lt;/th&gt;&lt;th&gt;American, Worldwide, Festival&lt;/th&gt;
&lt;th&gt;Imperial, Continental&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;200 $&lt;/td&gt;&lt;td&gt;300 $&lt;/td&gt;&lt;td&gt;400 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;300 $&lt;/td&gt;&lt;td&gt;400 $&lt;/td&gt;&lt;td&gt;500 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;400 $&lt;/td&gt;&lt;td&gt;500 $&lt;/td&gt;&lt;td&gt;600 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;500 $&lt;/td&gt;&lt;td&gt;600 $&lt;/td&gt;&lt;td&gt;700 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;6–10&lt;/td&gt;&lt;td&gt;600 $&lt;/td&gt;&lt;td&gt;700 $&lt;/td&gt;&lt;td&gt;800 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;11–20&lt;/td&gt;&lt;td&gt;700 $&lt;/td&gt;&lt;td&gt;800 $&lt;/td&gt;&lt;td&gt;900 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;21–30&lt;/td&gt;&lt;td&gt;800 $&lt;/td&gt;&lt;td&gt;900 $&lt;/td&gt;&lt;td&gt;1.000 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;31–40&lt;/td&gt;&lt;td&gt;900 $&lt;/td&gt;&lt;td&gt;1.000 $&lt;/td&gt;&lt;td&gt;1.100 $&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;41+&lt;/td&gt;&lt;td&gt;1.000 $&lt;/td&gt;&lt;td&gt;1.100 $&lt;/td&gt;&lt;td&gt;1.200 $&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Sichere Ketten und unspielbare Plättchen&lt;/h3&gt;
&lt;p&gt;Eine Kette aus 11 oder mehr Plättchen ist &lt;b&gt;sicher&lt;/b&gt;: Sie kann nicht übernommen werden. Ein
Plättchen, das zwei sichere Ketten fusionieren würde, ist &lt;b&gt;tot&lt;/b&gt;: Es wird entfernt und beim Ziehen
ersetzt. Ein Plättchen, das eine achte Kette gründen würde, wartet in deiner Hand.&lt;/p&gt;
&lt;h3&gt;Das Ende&lt;/h3&gt;
&lt;p&gt;Hat eine Kette 41 Plättchen oder ist jede Kette auf dem Spielplan sicher, darf der Spieler am Zug
das &lt;b&gt;Spielende erklären&lt;/b&gt; (Zug → Spielende erklären); sein Zug wird zuerst beendet. Für jede
Kette auf dem Spielplan werden die Prämien gezahlt und alle Aktien verkauft. Der reichste Spieler gewinnt.&lt;/p&gt;
&lt;h3&gt;Zwei Spieler (eine Option)&lt;/h3&gt;
&lt;p&gt;Mit der &lt;b&gt;Zwei-Spieler-Regel&lt;/b&gt; hält ein Phantomaktionär immer dann, wenn die Prämien einer Kette
gezahlt werden (bei einer Fusion oder am Ende), zufällig 1 bis 12 ihrer Aktien. Er konkurriert wie ein
Spieler um die Mehrheits- und Minderheitsprämie; was er gewinnt, geht an die Bank.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
&lt;h2&gt;Space Monopoly: the rules&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Be the richest player when the game ends. Money is in pounds (£).&lt;/p&gt;
&lt;h3&gt;A turn&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Place a tile&lt;/b&gt; on any empty square of the board (there are no hands). A square is
closed only if its tile would join two safe companies.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Buy&lt;/b&gt; up to 3 shares of companies on the board.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;At any time in your own turn (not during a merger) you may &lt;b&gt;sell shares&lt;/b&gt; back to the
bank at the current price (Play → Sell shares).&lt;/p&gt;
&lt;h3&gt;Companies and prices&lt;/h3&gt;
&lt;p&gt;Five companies: Nerdniss, Beetleguice, StronCannon, DebbiesKnees, Pacifica. A share costs
&lt;b&gt;£100 × the company&apos;s size&lt;/b&gt;. The board starts with a few loose tiles (&quot;diamonds&quot;).
Founding, growing and mergers work as in Acquire; if no company is left to found, the tiles
stay loose.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Share split:&lt;/b&gt; when a price reaches £3,200, every holding and the bank&apos;s shares double
and the price halves.&lt;/p&gt;
&lt;h3&gt;Mergers&lt;/h3&gt;
&lt;p&gt;The largest company survives (a tie: you choose). Bonuses as in Acquire (10 × and 5 × the
price, ties rounded up to £100). Then each holder, starting with the player after you,
chooses &lt;b&gt;one way for all&lt;/b&gt; their shares: sell all, trade all 2 for 1, or keep all.
Safe companies (11+) are never absorbed.&lt;/p&gt;
&lt;h3&gt;The end&lt;/h3&gt;
&lt;p&gt;The game ends at once when a company reaches 41 tiles, when every company on the board is
safe, or when the turn limit is reached. Bonuses are paid and all shares sold; the richest
player wins.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Space Monopoly: die Spielregeln&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Ziel.&lt;/b&gt; Sei bei Spielende der reichste Spieler. Gezahlt wird in Pfund (£).&lt;/p&gt;
&lt;h3&gt;Ein Zug&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Lege ein Plättchen&lt;/b&gt; auf ein beliebiges freies Feld des Spielplans (es gibt keine Hand).
Ein Feld ist nur gesperrt, wenn sein Plättchen zwei sichere Gesellschaften verbinden würde.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kaufe&lt;/b&gt; bis zu 3 Aktien von Gesellschaften auf dem Spielplan.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Jederzeit in deinem eigenen Zug (nicht während einer Fusion) darfst du &lt;b&gt;Aktien&lt;/b&gt; zum
aktuellen Kurs an die Bank &lt;b&gt;zurückverkaufen&lt;/b&gt; (Zug → Aktien verkaufen).&lt;/p&gt;
&lt;h3&gt;Gesellschaften und Kurse&lt;/h3&gt;
&lt;p&gt;Fünf Gesellschaften: Nerdniss, Beetleguice, StronCannon, DebbiesKnees, Pacifica. Eine Aktie kostet
&lt;b&gt;100 £ × die Größe der Gesellschaft&lt;/b&gt;. Der Spielplan beginnt mit einigen einzelnen Plättchen
(„Diamanten“). Gründen, Wachsen und Fusionen laufen wie bei Acquire; ist keine Gesellschaft mehr zu
gründen, bleiben die Plättchen einzeln.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Aktienteilung:&lt;/b&gt; Erreicht ein Kurs 3.200 £, verdoppeln sich jeder Besitz und die Aktien der
Bank, und der Kurs halbiert sich.&lt;/p&gt;
&lt;h3&gt;Fusionen&lt;/h3&gt;
&lt;p&gt;Die größte Gesellschaft übernimmt (bei Gleichstand wählst du). Prämien wie bei Acquire (10 × und
5 × der Kurs, bei Gleichstand auf 100 £ aufgerundet). Dann wählt jeder Aktionär, beginnend mit dem
Spieler nach dir, &lt;b&gt;einen Weg für alle&lt;/b&gt; seine Aktien: alle verkaufen, alle 2 gegen 1 tauschen oder
alle behalten. Sichere Gesellschaften (11+) werden nie übernommen.&lt;/p&gt;
&lt;h3&gt;Das Ende&lt;/h3&gt;
&lt;p&gt;Das Spiel endet sofort, wenn eine Gesellschaft 41 Plättchen erreicht, wenn jede Gesellschaft auf
dem Spielplan sicher ist oder wenn das Zuglimit erreicht ist. Die Prämien werden gezahlt und alle
Aktien verkauft; der reichste Spieler gewinnt.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
&lt;h2&gt;Energy: the rules&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Be the richest player when the game ends.&lt;/p&gt;
&lt;h3&gt;A turn&lt;/h3&gt;
&lt;p&gt;You get &lt;b&gt;2, 3 or 4 actions&lt;/b&gt; (at random; unused ones are lost). An action is:
&lt;b&gt;draw&lt;/b&gt; (refill your hand to 5), &lt;b&gt;place a tile&lt;/b&gt;, or &lt;b&gt;buy one share&lt;/b&gt;. The first
action must draw or place; if you drew first, the second must place. Once you have placed a
tile you may end your turn early.&lt;/p&gt;
&lt;p&gt;A tile touching nothing stays neutral and you may place another. A tile that founds, grows or
merges ends tile play for this turn. With 6 companies on the board, a founding fails and the
tiles stay neutral.&lt;/p&gt;
&lt;h3&gt;Companies and prices&lt;/h3&gt;
&lt;p&gt;Six companies: Eclipse Solar and Maniac Timber start at $200, Cortex Power and Rufus Geothermal
at $300, Superslick Oil and Whoops Uranium at $400; each tile past the second adds $50.
There is no safe size. The founder gets one free share.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Department of Energy&lt;/b&gt; (an option): at each founding it receives 1 to (10 − players)
shares. It collects bonuses like a player but never wins.&lt;/p&gt;
&lt;h3&gt;Takeovers&lt;/h3&gt;
&lt;p&gt;The largest company takes over the others, largest first (ties: you choose). Bonuses as in
Acquire, ties rounded up to the dollar; then every holder must &lt;b&gt;sell&lt;/b&gt; all its shares at
the price before the takeover.&lt;/p&gt;
&lt;h3&gt;The end&lt;/h3&gt;
&lt;p&gt;The game ends at once when a company reaches 50 tiles, when two companies have 30 or more,
or when a player has no tile left and the bag is empty. Every company is liquidated like a
takeover; the richest player wins.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Energie: die Spielregeln&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Ziel.&lt;/b&gt; Sei bei Spielende der reichste Spieler.&lt;/p&gt;
&lt;h3&gt;Ein Zug&lt;/h3&gt;
&lt;p&gt;Du erhältst &lt;b&gt;2, 3 oder 4 Aktionen&lt;/b&gt; (zufällig; ungenutzte verfallen). Eine Aktion ist:
&lt;b&gt;ziehen&lt;/b&gt; (die Hand auf 5 auffüllen), &lt;b&gt;ein Plättchen legen&lt;/b&gt; oder &lt;b&gt;eine Aktie kaufen&lt;/b&gt;.
Die erste Aktion muss ziehen oder legen; hast du zuerst gezogen, muss die zweite legen. Sobald du ein
Plättchen gelegt hast, darfst du deinen Zug vorzeitig beenden.&lt;/p&gt;
&lt;p&gt;Ein Plättchen, das nichts berührt, bleibt neutral, und du darfst ein weiteres legen. Ein Plättchen,
das gründet, vergrößert oder fusioniert, beendet das Legen für diesen Zug. Sind 6 Gesellschaften auf
dem Spielplan, scheitert eine Gründung und die Plättchen bleiben neutral.&lt;/p&gt;
&lt;h3&gt;Gesellschaften und Kurse&lt;/h3&gt;
&lt;p&gt;Sechs Gesellschaften: Eclipse Solar und Maniac Timber beginnen bei 200 $, Cortex Power und Rufus
Geothermal bei 300 $, Superslick Oil und Whoops Uranium bei 400 $; jedes Plättchen ab dem dritten
erhöht den Kurs um 50 $. Es gibt keine sichere Größe. Der Gründer erhält eine Gratisaktie.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Energieministerium&lt;/b&gt; (eine Option): Bei jeder Gründung erhält es 1 bis (10 − Spieler)
Aktien. Es kassiert Prämien wie ein Spieler, gewinnt aber nie.&lt;/p&gt;
&lt;h3&gt;Übernahmen&lt;/h3&gt;
&lt;p&gt;Die größte Gesellschaft übernimmt die anderen, die größte zuerst (bei Gleichstand wählst du).
Prämien wie bei Acquire, bei Gleichstand auf den Dollar aufgerundet; dann muss jeder Aktionär alle
seine Aktien zum Kurs vor der Übernahme &lt;b&gt;verkaufen&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Das Ende&lt;/h3&gt;
&lt;p&gt;Das Spiel endet sofort, wenn eine Gesellschaft 50 Plättchen erreicht, wenn zwei Gesellschaften 30
oder mehr haben oder wenn ein Spieler kein Plättchen mehr hat und der Beutel leer ist. Jede
Gesellschaft wird wie bei einer Übernahme aufgelöst; der reichste Spieler gewinnt.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
&lt;h3&gt;House rule: player trading&lt;/h3&gt;
&lt;p&gt;Before placing a tile, you may propose trades of shares and cash to another player
(Play → Propose a trade), who accepts or declines. Several trades are allowed; trading
closes when you place a tile.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;Hausregel: Tauschen unter Spielern&lt;/h3&gt;
&lt;p&gt;Bevor du ein Plättchen legst, darfst du einem anderen Spieler einen Tausch von Aktien und Geld
vorschlagen (Zug → Tausch vorschlagen), den er annimmt oder ablehnt. Mehrere Tausche sind erlaubt;
das Tauschen endet, sobald du ein Plättchen legst.&lt;/p&gt;
</translation>
    </message>
</context>
</TS>
