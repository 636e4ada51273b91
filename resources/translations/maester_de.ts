<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdhocAbilityDialog</name>
    <message>
        <source>Ad-hoc ability — {card}</source>
        <translation>Ad-hoc-Fähigkeit — {card}</translation>
    </message>
    <message>
        <source>The kind of ability, in the engine&apos;s words or the 2nd edition&apos;s</source>
        <translation>Die Art der Fähigkeit, in den Worten der Engine oder der 2. Edition</translation>
    </message>
    <message>
        <source>a short paraphrase, shown in the log</source>
        <translation>eine kurze Umschreibung, die im Protokoll erscheint</translation>
    </message>
    <message>
        <source>usable from hand</source>
        <translation>aus der Hand nutzbar</translation>
    </message>
    <message>
        <source>participating in the challenge</source>
        <translation>an der Herausforderung beteiligt</translation>
    </message>
    <message>
        <source>a trait, e.g. Knight</source>
        <translation>ein Merkmal (englisch), z. B. Knight</translation>
    </message>
    <message>
        <source>up to that many</source>
        <translation>bis zu so viele</translation>
    </message>
    <message>
        <source>icon, keyword or destination, when the effect needs one</source>
        <translation>Symbol, Schlüsselwort oder Ziel, wenn der Effekt eines braucht</translation>
    </message>
    <message>
        <source>where a search looks: deck, top:5</source>
        <translation>wo eine Suche schaut: deck, top:5</translation>
    </message>
    <message>
        <source>self, military, {filter: {trait: Knight}} …</source>
        <translation>self, military, {filter: {trait: Knight}} …</translation>
    </message>
    <message>
        <source>the value the condition reads</source>
        <translation>der Wert, den die Bedingung liest</translation>
    </message>
    <message>
        <source>any other field, as in a scenario file, e.g.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</source>
        <translation>jedes weitere Feld, wie in einer Szenariodatei, z. B.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</translation>
    </message>
    <message>
        <source>Max (every copy of the title)</source>
        <translation>Max (jede Kopie des Titels)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Text</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>Rule &amp;citation</source>
        <translation>Regel&amp;verweis</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Auslöser</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>Trigger (responses, passives, interrupts)</source>
        <translation>Auslöser (Reaktionen, erzwungene Fähigkeiten, Unterbrechungen)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>K&amp;osten</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Card to pay with</source>
        <translation>Karte, mit der bezahlt wird</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>T&amp;arget</source>
        <translation>Z&amp;iel</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Kontrolleur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Bereich</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Chosen by</source>
        <translation>Gewählt von</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>E&amp;ffect</source>
        <translation>E&amp;ffekt</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Auf</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;X counts</source>
        <translation>&amp;X zählt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>T&amp;hen</source>
        <translation>&amp;Dann</translation>
    </message>
    <message>
        <source>Then on</source>
        <translation>Dann auf</translation>
    </message>
    <message>
        <source>Cancels</source>
        <translation>Bricht ab</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Rettet</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Only &amp;if</source>
        <translation>Nur &amp;wenn</translation>
    </message>
    <message>
        <source>its value</source>
        <translation>ihr Wert</translation>
    </message>
    <message>
        <source>&amp;While (constant)</source>
        <translation>&amp;Solange (dauerhaft)</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Limit</translation>
    </message>
    <message>
        <source>per</source>
        <translation>pro</translation>
    </message>
    <message>
        <source>&amp;More fields</source>
        <translation>&amp;Weitere Felder</translation>
    </message>
    <message>
        <source>Conditions and limits</source>
        <translation>Bedingungen und Limits</translation>
    </message>
    <message>
        <source>More fields: write &apos;field: value&apos; lines</source>
        <translation>Weitere Felder: Zeilen der Form &apos;feld: wert&apos; schreiben</translation>
    </message>
    <message>
        <source>Cannot read what was typed: {problem}</source>
        <translation>Die Eingabe ist nicht lesbar: {problem}</translation>
    </message>
    <message>
        <source>Unknown rule citation {cite}.</source>
        <translation>Unbekannter Regelverweis {cite}.</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Noch keine Deckliste abgegeben.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>{total} power ({house} on House)</source>
        <translation>{total} Macht ({house} auf der Fraktionskarte)</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>{gold} Gold</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>SIEGER</translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation>Noch kein Cut: Größe wählen und starten.</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation>Top {left}</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>New judge call</source>
        <translation>Neuer Judge-Ruf</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation>K.-o.-Runde {0}</translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation>nicht an einem Tisch</translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation>Was die Spieler gefragt haben, in wenigen Worten.</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Judge</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Frage</translation>
    </message>
</context>
<context>
    <name>CallsModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Gerufen</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation> · +{0} Min.</translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation> · {0} Entscheidung(en)</translation>
    </message>
</context>
<context>
    <name>CardLookupPanel</name>
    <message>
        <source>type a card name, e.g. Asha Greyjoy</source>
        <translation>Kartennamen eingeben (englisch), z. B. Asha Greyjoy</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <source>&amp;Put on the board</source>
        <translation>Aufs &amp;Spielfeld legen</translation>
    </message>
    <message>
        <source>&amp;Not scripted: declare its ability…</source>
        <translation>&amp;Nicht geskriptet: Fähigkeit angeben…</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>No card called “{name}”. Did you mean: {links}?</source>
        <translation>Keine Karte namens „{name}“. Meintest du: {links}?</translation>
    </message>
    <message>
        <source>No card called “{name}”.</source>
        <translation>Keine Karte namens „{name}“.</translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation>2. Edition</translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation>1. Edition</translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation>ein Ordner mit Pack-Dateien</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>eine Pack-Datei</translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation>eine ThronesDB-Kartendatei</translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation>Restricted Lists</translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation>Kartendaten der 1. Edition</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation>{cards} Karten aus {source} ({kind}) importiert: Die Kartendatenbank der {edition} enthält jetzt {total} Karten und {restricted_lists} Versionen der Restricted List.</translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation>Kartensuche</translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation>Kartenname (Akzente und Apostrophe spielen keine Rolle)</translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation>&amp;Fraktion</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Pack</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Alle Fraktionen</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Alle Packs</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation> · Restricted List: {restricted_list} ({format})</translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation> · ein Event öffnen, um seine Restricted List zu sehen</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{table_word} {table} +{minutes} min</source>
        <translation>{table_word} {table} +{minutes} Min.</translation>
    </message>
    <message>
        <source> time</source>
        <translation> Zeit</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 Min.</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <source>+5 min</source>
        <translation>+5 Min.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation>Beamer-Uhr</translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation>Uhr gestartet.</translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation>Uhr angehalten.</translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation>Uhr um {minutes:g} Min. verlängert.</translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation>Uhr um {minutes:g} Min. verkürzt.</translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation>Uhr zurückgesetzt.</translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation>K.-o.-Runde {round}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation>ZEIT ABGELAUFEN — die laufende Spielrunde bis einschließlich Steuerphase zu Ende spielen</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Letzte fünf Minuten</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation>Zusatzzeit: {0}</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Ergebnis</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation>(ein neuer Server)</translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation>der Laptop der Turnierleitung, z. B. 192.168.1.10</translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation>Passwort im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation>Kein Schlüsselbund auf diesem System: Das Passwort wird jedes Mal abgefragt.</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>&amp;Letzte Server:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Name der &amp;Station:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation>Hostnamen oder Adresse des Servers angeben.</translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation>Datenbank und Benutzer angeben.</translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation>Verbindung mit {0}…</translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation>Dieser Server kann nicht verwendet werden: {0}.</translation>
    </message>
</context>
<context>
    <name>CutView</name>
    <message>
        <source>Top {n}</source>
        <translation>Top {n}</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Cut starten</translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation>Nächste K.-o.-Runde auslosen</translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation>Namen anklicken, um den Sieg einzutragen (Umschalt+Klick: modifizierter Sieg).</translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation>Cut-Größe</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation>
            <numerusform>%n Partie ausstehend</numerusform>
            <numerusform>%n Partien ausstehend</numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation> gegen {name}</translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation>Runde abgeschlossen</translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation>Top-{size}-Cut gestartet.</translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation>Top-{size}-Cut starten? Die ersten {size} der Tabelle werden gesetzt und die erste K.-o.-Runde wird ausgelost; danach kann keine Runde im Schweizer System mehr ausgelost werden.</translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation>Nächste K.-o.-Runde ausgelost.</translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation>einen modifizierten Sieg</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>einen Sieg</translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation>Sieg von {winner} eingetragen.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation>{how} für {winner}{against} eintragen (K.-o.-Runde {round_number}, Tisch {table})?</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation>Deckprüfung — {player_name}</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Illegal</translation>
    </message>
    <message>
        <source>No list</source>
        <translation>Keine Liste</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</translation>
    </message>
    <message>
        <source>no faction</source>
        <translation>keine Fraktion</translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation> · keine Agenda</translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation>Intrigendeck {plots} · Zugstapel {draw} — </translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation>Deckliste — {player_name}</translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation>Liste einfügen (ThronesDB-Text oder JSON oder eine reine Kartenliste) oder ihren ThronesDB-Link (eine Deckliste oder ein vom Besitzer geteiltes Deck), oder eine Datei laden.</translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation>House Stark
The Lord of the Crossing

Intrigen
1x …</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Aus Datei…</translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation>Warum sich die Liste nach Runde 1 ändert (Protokoll)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Zuordnen</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Deckliste</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation>Decklisten (*.txt *.json *.o8d *.md);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation>Liste wird von ThronesDB geholt…</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation>{name}: Eine Deckliste ist eine .txt-, .json-, .o8d- (OCTGN) oder .md-Datei (Markdown)</translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation>{name} ist zu groß für eine Deckliste ({size} KB)</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>{name} kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>DeskController</name>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Zuerst ein Szenario laden oder ein Spielfeld aufbauen.</translation>
    </message>
    <message>
        <source>There is no decision at this step.</source>
        <translation>Bei diesem Schritt gibt es keine Entscheidung.</translation>
    </message>
    <message>
        <source>Nothing to branch from yet.</source>
        <translation>Noch nichts, wovon sich verzweigen ließe.</translation>
    </message>
    <message>
        <source>No such branch.</source>
        <translation>Diesen Zweig gibt es nicht.</translation>
    </message>
    <message>
        <source>No decision to take back.</source>
        <translation>Keine Entscheidung zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Nothing to save: load a scenario or set up a board first.</source>
        <translation>Nichts zu speichern: zuerst ein Szenario laden oder ein Spielfeld aufbauen.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nichts zu entscheiden: zuerst ein Szenario laden oder ein Spielfeld aufbauen.</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation>⚠ nicht verstanden: Tischnummer, Plätze nach Sitz (2143), Macht, x und ausgeschiedene Sitze</translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation>⚠ kein Tisch {table} in {where}</translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation>Tisch {table}: {seats}</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation>⚠ Tisch {table} hat {n} Sitze: {n} Plätze eingeben ({seats})</translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation>Tisch {table}: jetzt die Macht jedes Sitzes ({count} von {n}; Macht wird für jeden Sitz gebraucht, auch bei abgelaufener Zeit)</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation>⚠ Tisch {table} hat {n} Sitze: {count} Machtwerte eingegeben</translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation>⚠ Tisch {table} hat keinen Sitz {seat} (x und die ausgeschiedenen Sitze: x3)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>korrigieren: </translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation>{pre}Tisch {table} ({how}): {ranking} ⏎</translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation>nichts wurde geändert</translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation>Diese Eventdatei ist schreibgeschützt geöffnet{read_only_why}: {nothing}.</translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation>Event-Einstellungen — {name}</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>kein Cut</translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation>Top {size}</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>{swiss_round} of {rounds} Swiss rounds paired. Changes are audited.</source>
        <translation>{swiss_round} von {rounds} Runden im Schweizer System ausgelost. Änderungen werden protokolliert.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Runden (Schweizer System)</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>Runden&amp;länge</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Event-Einstellungen gespeichert.</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation>Das Teilnehmerfeld — {event_name}</translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation>{handed} von {players} Listen abgegeben: {legal} legal, {illegal} illegal, {missing} fehlen.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agenden</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another Maester window (process {pid} on {host})</source>
        <translation>einem anderen Maester-Fenster (Prozess {pid} auf {host})</translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation>einem anderen Maester-Fenster</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation>Spieler importieren — {name}</translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation>{count} Spieler bereit zum Import.</translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation>{count} Zeile(n) müssen korrigiert werden; bis dahin wird nichts importiert.</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>Zeile {line}: {message}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>E{number}</source>
        <translation>K{number}</translation>
    </message>
    <message>
        <source>R{round_text}</source>
        <translation>R{round_text}</translation>
    </message>
    <message>
        <source> T{table}</source>
        <translation> T{table}</translation>
    </message>
</context>
<context>
    <name>JudgeView</name>
    <message>
        <source>&amp;New call…</source>
        <translation>&amp;Neuer Ruf…</translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation>&amp;Lösen…</translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation>Im &amp;Regelpult öffnen</translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation>&amp;Entscheidung öffnen</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Strafe…</translation>
    </message>
    <message>
        <source>&amp;Withdraw penalty…</source>
        <translation>Strafe &amp;zurückziehen…</translation>
    </message>
    <message>
        <source>A penalty entered by mistake: it stays in the log, marked withdrawn with the reason, and no longer counts towards escalation</source>
        <translation>Eine irrtümlich eingetragene Strafe: sie bleibt im Protokoll, als zurückgezogen markiert mit dem Grund, und zählt nicht mehr für die Eskalation</translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation>Event-Bericht als &amp;HTML…</translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation>Der Event-Bericht mit dem Judge-Protokoll als eine Webseite (Drucken ▸ Event-Bericht: PDF)</translation>
    </message>
    <message>
        <source>Log as &amp;CSV…</source>
        <translation>Protokoll als &amp;CSV…</translation>
    </message>
    <message>
        <source>Every call, ruling and penalty, one line each (as organiser judge export)</source>
        <translation>Jeder Ruf, jede Entscheidung und jede Strafe, je eine Zeile (wie organiser judge export)</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>Der Ruf</translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation>Zugeordnete Entscheidungen (Doppelklick öffnet):</translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation>Entscheidungen des Events durchsuchen (z. B. Moribund)</translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation>Entscheidungen des Events</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation>Einen Ruf auswählen oder einen neuen öffnen.</translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation>Tisch {0}, Runde {1}</translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation>Nicht an einem Tisch, Runde {0}</translation>
    </message>
    <message>
        <source>no player named</source>
        <translation>kein Spieler genannt</translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation>Gerufen um {0}</translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation> von {0}</translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation>Frage: {0}</translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation>Ergebnis ({0}): {1}</translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation>Zeitverlängerung für den Tisch: {0} Min.</translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation>Offen: noch nicht gelöst.</translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation>Keine Entscheidung enthält diese Wörter.</translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation>Noch keine Entscheidung.</translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation>Judge-Ruf {0} für {1} eröffnet.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation>einen Spieler nicht am Tisch</translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation>Judge-Ruf {0} gelöst.</translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation>Entscheidung „{0}“ dem Judge-Ruf {1} zugeordnet.</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation>{0}: {1} ({2}).</translation>
    </message>
    <message>
        <source>Penalty withdrawn: {0}, {1} ({2}).</source>
        <translation>Strafe zurückgezogen: {0}, {1} ({2}).</translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation>Tisch {table}, </translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation>{where}Runde {round}: {question}</translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation>Zuerst einen Judge-Ruf auswählen.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation>Maester — Regelpult — Judge-Ruf {0}</translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation>Karten: </translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation>Entscheidung zu Ruf {call_id}</translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation>Diesem Ruf ist noch keine Entscheidung zugeordnet.</translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation>Die Dateien der Entscheidung sind nicht auf diesem Computer ({0}).</translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation>keine zugeordnet</translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation>Event-Bericht speichern</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Event report</source>
        <translation>Event-Bericht</translation>
    </message>
    <message>
        <source>Save the judge&apos;s log</source>
        <translation>Judge-Protokoll speichern</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Judge&apos;s log</source>
        <translation>Judge-Protokoll</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>{0} kann nicht geschrieben werden: {1}.</translation>
    </message>
    <message>
        <source>{0} written: {1}</source>
        <translation>{0} geschrieben: {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Maester</source>
        <translation>Maester</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Neues Event…</translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation>Eventdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>&amp;Demo-Event öffnen</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Mit einem &amp;Server verbinden…</translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation>Event &amp;wechseln</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Veröffentlichen…</translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation>Karten&amp;datenbank importieren</translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation>Aus einem &amp;Ordner mit Pack-Dateien…</translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation>Aus einer &amp;JSON-Datei (ThronesDB-Karten, ein Pack, Restricted Lists, 1. Edition)…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>Event &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation>Spieler &amp;importieren (CSV)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>Nächste Runde &amp;auslosen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation>&amp;Ergebnisse eingeben</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation>Letztes Ergebnis &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation>Letzte Runde &amp;löschen…</translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation>Event-&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>Im lokalen &amp;Netz freigeben…</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>Dr&amp;ucken</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Papierformat</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation>Ein Dokument des Events drucken (Strg+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation>Ctrl+{value}</translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation>&amp;Judge-Protokoll</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation>Beamer-&amp;Uhr</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation>Beamer-&amp;Paarungen</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation>Beamer-&amp;Bildschirm</translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation>&amp;Name der Station…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation>&amp;Regelpult…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation>&amp;Kartensuche…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation>&amp;Über Maester</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation>Sprache: {name}, ab dem nächsten Start von Maester.</translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation>Papier: {value}.</translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation>das Papier Ihres Gebietsschemas</translation>
    </message>
    <message>
        <source>Card search</source>
        <translation>Kartensuche</translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation>Kartendatenbank importieren: ein Ordner mit Pack-Dateien (throneteki / ThronesDB)</translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation>Kartendatenbank importieren: eine JSON-Kartendatei</translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation>Kartendaten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation>Kartendaten werden aus {name} importiert…</translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation>Kartendaten nicht importiert: {text}</translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation>{what} wird geöffnet…</translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation>Maester konnte seine Datenbankschicht nicht laden: {exc}</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>Eventdatei öffnen</translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation>Maester-Eventdateien (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation>{0} ist auch in {1} geöffnet: Beide sind Erfassungsstationen, und eine Änderung in der einen erscheint binnen einer Sekunde in der anderen.</translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation> (ein schreibgeschützter Ordner oder Datenträger: die Datei zum Ändern in einen beschreibbaren Ordner kopieren)</translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation>{path} existiert nicht (verschoben oder gelöscht?).</translation>
    </message>
    <message>
        <source>Cannot reconnect to {0}: {1}.</source>
        <translation>Keine erneute Verbindung mit {0} möglich: {1}.</translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation>Diese Datei enthält noch kein Event: eines anlegen.</translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation>Diese Eventdatei ist schreibgeschützt geöffnet{why}: Es wurde kein Event angelegt.</translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation>Event „{name}“ angelegt: als Nächstes Spieler hinzufügen.</translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation>{path} existiert bereits: Ein Demo-Event wird nur in einer neuen Datei erstellt, damit kein Event überschrieben wird. Einen neuen Dateinamen angeben oder diese Datei ohne --demo öffnen.</translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation>Demo-Event: ein Beispiel-Event mit gespielten Runden. Frei erkunden; nichts hiervon ist echt.</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Judge</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation>Verbindung zum Server verloren ({0}). Eingaben bleiben erhalten; Änderungen können erst gespeichert werden, wenn der Server wieder da ist. Neuer Versuch alle paar Sekunden…</translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation>Der Server ist wieder da: Alles wurde neu gelesen.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Name der Station</translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation>Name dieser Station, mit jeder hier gemachten Änderung vermerkt (leer: der Name des Computers):</translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation>Station {0} · ⚠ Server verloren</translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation>Station {0} · {1} Stationen verbunden</translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation>Station {0} · 1 Station verbunden</translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation>Station {0}</translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation>Name dieser Station im Protokoll (Ansicht ▸ Name der Station…)</translation>
    </message>
    <message>
        <source>default file</source>
        <translation>Standarddatei</translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation> · SCHREIBGESCHÜTZT</translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation>Runde {swiss_round}/{rounds}</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation> · wird geladen…</translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation>{name} · {rnd} · {outstanding} ausstehend · {where}{ro}{loading}</translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation>{name} — Maester{ro}</translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation>Das Event ist freigegeben unter {0}</translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation>Freigabe beendet.</translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation>Der Bildschirm dieses Fensters</translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation>Über Maester</translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation>Maester {version}

Turnierverwaltung und Regelpult für A Game of Thrones: Das Kartenspiel.
Lizenziert unter der GPL, Version 3 oder später.</translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation>Plätze 1 und 2 kommen ins Finale</translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation>Halbfinale {number}</translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation>wird besetzt, wenn beide Halbfinale gespielt sind: Plätze 1 und 2 jedes Halbfinales, nach Setzliste</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Finaltisch</translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation>… {more} weitere in der Tabelle</translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation>Endplatzierungen

</translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation>Top 4: ein Finaltisch</translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation>Top 8: zwei Halbfinale, dann das Finale</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Cut starten</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Finaltisch besetzen</translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation>1 2143 9 15 3 7 ⏎ · Tisch, Plätze nach Sitz, Macht, x3</translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation>Tischnummer eingeben, dann den Platz jedes Sitzes in Sitzreihenfolge, dann die Macht jedes Sitzes am Ende; x und die Sitze vor dem Ende ausgeschiedener Spieler anhängen (1 2143 9 15 3 7 x3). Macht wird für jeden Sitz gebraucht, auch bei abgelaufener Zeit: Sie entscheidet Gleichstände. Ein bereits gemeldeter Tisch wird durch erneute Eingabe korrigiert.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation>{where}: {outstanding} einzutragen</translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation>{where}, Tisch {table}: korrigiert.</translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation>{where}, Tisch {table}: eingetragen.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation>Halbfinale fertig: Finaltisch besetzen</translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation>die Halbfinale</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>der Finaltisch</translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation>Top-4-Cut: Der Finaltisch ist besetzt.</translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation>Top-8-Cut: Die beiden Halbfinaltische sind besetzt.</translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation>Der Finaltisch ist besetzt.</translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation>Sitz {section}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>Zeit abgelaufen</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>Verein/Laden</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Eingecheckt</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation>nicht eingecheckt</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>modified win</source>
        <translation>modifizierter Sieg</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>decked</source>
        <translation>Deck leer</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>doppelte Niederlage</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation>Niederlage ohne Paarung</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Spieler A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Spieler B</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>S–N</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>eSoS</source>
        <translation>eSoS</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Freilose</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation>Strength of Schedule (SoS): Mittel der Punkte der Gegner pro gespielter Runde</translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation>Erweiterte Strength of Schedule (eSoS): Mittel der SoS der Gegner</translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation>, {power} Macht</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (ausgeschieden)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation>Strength of Schedule (SoS): Mittel der Punkte der Tischgegner pro gespielter Runde</translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation>Gesamte Macht am Ende der Partien im Schweizer System</translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation>Erste Plätze (geteilte eingeschlossen)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>STÄ</translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation>Loyal</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation>Restricted List</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Fester Tisch</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation>Neues Event</translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation>z. B. Winter-Store-Championship</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Regional</source>
        <translation>Regional</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>kein Cut</translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation>Top {size}</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Event anlegen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation>Erwartete &amp;Spieler</translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation>Struktur&amp;tabelle</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Runden (Schweizer System)</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>Runden&amp;länge</translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation>ein Top-{cut}-Cut</translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation>Vorschlag für {players} Spieler: {rounds} Runden im Schweizer System, {cut_text}</translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation>Ein Event braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Rematch: these players have met before in this stage</source>
        <translation>Rematch: Diese Spieler haben in dieser Phase schon gegeneinander gespielt</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Verstoß</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Withdrawn {0}: {1}</source>
        <translation>Zurückgezogen {0}: {1}</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (zurückgezogen)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation>Strafe aus Judge-Ruf {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation>Judge-Ruf {0}, Runde {1}, Tisch {2}: {3}</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Frühere Strafen</translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation>&amp;Verstoß</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Stufe</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Judge</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Notiz</translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation>Strafe &amp;verhängen</translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation>Keine in diesem Event.</translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation>Runde {0}: {1} für {2}{3}</translation>
    </message>
    <message>
        <source> (withdrawn: {0})</source>
        <translation> (zurückgezogen: {0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation>Ein Spielverlust gibt die Partie dieses Spielers in dieser Runde dem Gegner (im Melee: letzter Platz am Tisch): Das Ergebnis wird über die Ergebnisse eingetragen oder korrigiert, protokolliert.</translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation>Eine Disqualifikation nimmt den Spieler endgültig aus dem Event; eine laufende Partie geht an den Gegner.</translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation>Eine Verwarnung wird vermerkt; sonst ändert sich nichts.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation>Spieler filtern (Name, Verein/Laden, Status)…</translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation>Name (Eingabe zum Hinzufügen)</translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation>Verein/Laden (optional)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Ein-/Auschecken</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Wieder aufnehmen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Decklisten</translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation>Liste des gewählten Spielers zuordnen (oder eine .txt/.json-Datei auf seine Zeile ziehen), prüfen oder das Teilnehmerfeld ansehen</translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation>Liste &amp;zuordnen…</translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation>Deck&amp;prüfung…</translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation>Das Teilnehmer&amp;feld…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation>{shown} von {text}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} hinzugefügt.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Zuerst einen Spieler auswählen.</translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation>{name} eingecheckt.</translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation>{name} nicht mehr eingecheckt.</translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation>{name} gedroppt.</translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation>{name} wieder aufgenommen.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>nichts wurde importiert</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation>{count} Spieler aus {name} importiert.</translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation>Deckliste von {name} ({source}): {status}.</translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation>Eine .txt- oder .json-Deckliste auf die Zeile eines Spielers ziehen.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation>Das Dokument hat keine Seite zum Anzeigen.</translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation>Druckvorschau — {title}</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Vorherige Seite (Bild auf)</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Nächste Seite (Bild ab)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation>von {pages}</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Strg++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Seitenbreite</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation>Im Betrachter öffnen</translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation>Das PDF im PDF-Betrachter des Computers öffnen</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Seitenvorschau</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n Seite an den Drucker gesendet.</numerusform>
            <numerusform>%n Seiten an den Drucker gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>{path} kann nicht geschrieben werden: {strerror}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation>Es konnte kein PDF-Betrachter gestartet werden. Die Datei liegt unter {path}.</translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation>{name} im PDF-Betrachter geöffnet.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation>Paarungen nach &amp;Tisch</translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation>Paarungen nach &amp;Name</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation>&amp;Ergebniszettel</translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation>Cut-&amp;Baum</translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation>Event-&amp;Bericht</translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation>&amp;Deckbögen</translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation>Paarungen nach Tisch</translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation>Paarungen nach Name</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>match slips</source>
        <translation>Ergebniszettel</translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation>Cut-Baum</translation>
    </message>
    <message>
        <source>event report</source>
        <translation>Event-Bericht</translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation>Deck-Registrierungsbögen</translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation>Papier des &amp;Gebietsschemas</translation>
    </message>
    <message>
        <source>&amp;A4</source>
        <translation>&amp;A4</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>&amp;Letter</translation>
    </message>
    <message>
        <source>elimination round {cut_rounds} — {what}</source>
        <translation>K.-o.-Runde {cut_rounds} — {what}</translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation>Runde {round} — {what}</translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation>{title} wird vorbereitet…</translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation>{title}: Druckvorschau geöffnet.</translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation>Event in einen Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation>Veröffentlichen nach {folder}…</translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation>{count} Dateien nach {folder} veröffentlicht.</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation>{count} Dateien nach {folder} geschrieben:
</translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation>

index.html im Webbrowser öffnen?</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation> +{minutes} Min.</translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation>gegen {name_b}</translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation>gegen {name_a}</translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation>{table_label} · Sitz {seat}</translation>
    </message>
    <message>
        <source>with {others}</source>
        <translation>mit {others}</translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Maester — round clock</source>
        <translation>Maester — Rundenuhr</translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation>ZEIT ABGELAUFEN</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Letzte fünf Minuten</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation>Zusatzzeit  ·  {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation>Maester — Paarungen</translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation>Paarungen Runde {round_number}  ·  {event_name}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation>Diese Paarungen behalten</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Neu auslosen</translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation>Die am wenigsten schlechte Paarung annehmen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation>Runde {round} ist ausgelost ({tables} Tische), mit Warnungen: behalten, neu auslosen oder durch Tauschen von Spielern bearbeiten.</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation>Judge-Ruf {0} lösen</translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation>Was entschieden wurde.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>keine Verlängerung</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Ergebnis</translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation>&amp;Zeitverlängerung</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Judge</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation>Nächste Runde auslosen</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation>7a ⏎ · a/b Sieg · A/B modifiziert · d doppelte Niederlage</translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation>7a: Spieler A an Tisch 7 gewinnt · 7b: Spieler B gewinnt · 7A oder 7B: modifizierter Sieg (7A2: entschieden durch die Karten im Zugstapel) · 7d: doppelte Niederlage. Die Eingabe eines Tisches mit Ergebnis korrigiert es (protokolliert).</translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation>5 2143 9 15 3 7 ⏎ · Tisch, Plätze nach Sitz, Macht</translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation>Tischnummer, dann der Endplatz jedes Sitzes in Sitzreihenfolge (2143: Sitz 2 hat gewonnen, Sitz 1 Zweiter…), dann die Macht jedes Sitzes am Ende. Ein erster Platz mit 15 Macht ist ein gewonnenes Spiel, sonst war die Zeit abgelaufen (Macht wird so oder so für jeden Sitz gebraucht). Vor dem Ende ausgeschiedene Spieler: x und ihre Sitze (5 2143 9 15 3 7 x3). Die Eingabe eines Tisches mit Ergebnis korrigiert es (protokolliert).</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Zwei Spieler tauschen</translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation>Zwei Spielerzellen auswählen, dann tauschen (protokolliert)</translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation>Letztes Ergebnis rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation>Letzte Runde löschen…</translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation>Beamer-Paarungen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation>Runde {0} wurde an {1} ausgelost: Runde {2} bleibt sichtbar, während Sie ihr Ergebnis eingeben (die neue Runde oben wählen).</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Noch keine Runde ausgelost</translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation>Runde {round_number}: alle Ergebnisse da</translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation>Runde {round_number}: {n} ausstehend</translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation>nichts wurde ausgelost</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Auslosung läuft…</translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation>, ein Freilos</translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation>Runde {round} ausgelost: {tables} Tische{bye}.</translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation>{message}. Im Fenster: Event ▸ Event-Einstellungen… (Strg+,) für mehr Runden, oder der Reiter Cut.</translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation>Runde neu ausgelost (im Protokoll vermerkt).</translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation>⚠ nicht verstanden: eine Tischnummer, dann a, b, A, B oder d eingeben</translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation>⚠ kein Tisch {table} in Runde {round_number}</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>korrigieren: </translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation>⚠ gerade an {0} eingetragen; korrigieren: </translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation>Tisch {table}: a = {name_a}   b = {name_b}</translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation>{pre}Tisch {table}: doppelte Niederlage ({name_a}, {name_b})</translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation>{pre}Tisch {table}: {winner} schlägt {loser} ({how}) ⏎</translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation>eine Tischnummer und a, b, A, B oder d eingeben, dann Eingabe</translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation>in Runde {round_number} gibt es keinen Tisch {table}</translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation>das Ergebnis von Tisch {0} wurde gerade an {1} eingetragen ({2}): zum Korrigieren erneut Eingabe drücken</translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation>Tisch {table}: korrigiert.</translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation>Tisch {table}: eingetragen.</translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation>Runde {round_number}</translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation>Kein Ergebnis zum Rückgängigmachen.</translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation>Rückgängig: Tisch {table} von Runde {rnd}.</translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation>Genau zwei Spielerzellen zum Tauschen auswählen (Strg+Klick).</translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation>Spieler getauscht (im Protokoll vermerkt).</translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation>Es gibt keine Runde zum Löschen.</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Runde löschen</translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation>Runde {latest} mit ihren Paarungen und allen eingetragenen Ergebnissen löschen?</translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation>Runde {latest} gelöscht.</translation>
    </message>
</context>
<context>
    <name>RulesDesk</name>
    <message>
        <source>Action: a player may use it in an action window</source>
        <extracomment>each kind of ability in a judge&apos;s words (the Kind list&apos;s tooltips)</extracomment>
        <translation>Aktion: ein Spieler darf sie in einem Aktionsfenster nutzen</translation>
    </message>
    <message>
        <source>Reaction (1st edition: response): after its trigger, a player may use it</source>
        <translation>Reaktion (1. Edition: Response): nach ihrem Auslöser darf ein Spieler sie nutzen</translation>
    </message>
    <message>
        <source>Save or cancel: used while something resolves, to cancel it or to save a card from it</source>
        <translation>Retten oder abbrechen: während etwas abgehandelt wird, um es abzubrechen oder eine Karte davor zu retten</translation>
    </message>
    <message>
        <source>Forced: it resolves by itself when its trigger happens</source>
        <translation>Erzwungen: wird von selbst abgehandelt, wenn ihr Auslöser eintritt</translation>
    </message>
    <message>
        <source>Constant: it applies while its condition holds</source>
        <translation>Dauerhaft: gilt, solange ihre Bedingung erfüllt ist</translation>
    </message>
    <message>
        <source>Interrupt: before its trigger resolves, a player may use it</source>
        <translation>Unterbrechung: bevor ihr Auslöser abgehandelt wird, darf ein Spieler sie nutzen</translation>
    </message>
    <message>
        <source>Instead: it replaces what would happen</source>
        <translation>Stattdessen: ersetzt, was geschehen würde</translation>
    </message>
    <message>
        <source>Reaction (2nd edition&apos;s name; the engine&apos;s response)</source>
        <translation>Reaktion (Name der 2. Edition; die Response der Engine)</translation>
    </message>
    <message>
        <source>Forced reaction (the engine resolves it as a passive)</source>
        <translation>Erzwungene Reaktion (die Engine handelt sie als passive Fähigkeit ab)</translation>
    </message>
    <message>
        <source>Forced interrupt (the engine resolves it as a passive)</source>
        <translation>Erzwungene Unterbrechung (die Engine handelt sie als passive Fähigkeit ab)</translation>
    </message>
    <message>
        <source>When revealed, on a plot (the engine resolves it as a passive)</source>
        <translation>Wenn aufgedeckt, auf einer Intrige (die Engine handelt sie als passive Fähigkeit ab)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Zugstapel</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>dead pile</source>
        <translation>Totenstapel</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>plot deck</source>
        <translation>Intrigendeck</translation>
    </message>
    <message>
        <source>used plots</source>
        <translation>benutzte Intrigen</translation>
    </message>
    <message>
        <source>revealed plot</source>
        <translation>aufgedeckte Intrige</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>wird gespielt</translation>
    </message>
    <message>
        <source>shadows area</source>
        <translation>Schattenbereich</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>geskriptet</translation>
    </message>
    <message>
        <source>no ability to declare: keywords the rules read, or none</source>
        <translation>keine Fähigkeit anzugeben: Schlüsselwörter, die die Regeln lesen, oder keine</translation>
    </message>
    <message>
        <source>not scripted yet — the ability language can say it</source>
        <translation>noch nicht geskriptet — die Fähigkeitensprache kann sie ausdrücken</translation>
    </message>
    <message>
        <source>not scripted — the ability language lacks: </source>
        <translation>nicht geskriptet — der Fähigkeitensprache fehlt: </translation>
    </message>
    <message>
        <source>not in the 2nd-edition card pool the engine counts</source>
        <translation>nicht im Kartenpool der 2. Edition, den die Engine zählt</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source> (loyal)</source>
        <translation> (loyal)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>STÄ</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>wording the coverage reader does not classify</source>
        <translation>Formulierungen, die die Abdeckungsprüfung nicht einordnet</translation>
    </message>
    <message>
        <source>card code {codes}</source>
        <translation>Kartencode {codes}</translation>
    </message>
    <message>
        <source>card file {key}: its facts, no ability</source>
        <translation>Kartendatei {key}: ihre Daten, keine Fähigkeit</translation>
    </message>
    <message>
        <source>Scripted from printing {code}; the other printings ({others}) may word the ability differently: compare the card at the table.</source>
        <translation>Geskriptet nach dem Druck {code}; die anderen Drucke ({others}) können die Fähigkeit anders formulieren: vergleiche mit der Karte am Tisch.</translation>
    </message>
    <message>
        <source>it can go on the board as it is.</source>
        <translation>sie kann so, wie sie ist, aufs Spielfeld.</translation>
    </message>
    <message>
        <source>Not scripted: declare its ability</source>
        <translation>Nicht geskriptet: Fähigkeit angeben</translation>
    </message>
    <message>
        <source>Put it on the board and state its ability in the engine&apos;s language with &lt;i&gt;Not scripted: declare its ability…&lt;/i&gt;.</source>
        <translation>Lege sie aufs Spielfeld und gib ihre Fähigkeit in der Sprache der Engine an, mit &lt;i&gt;Nicht geskriptet: Fähigkeit angeben…&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Gedruckter Text</translation>
    </message>
    <message>
        <source>from the card data you imported (not part of Maester)</source>
        <translation>aus den Kartendaten, die du importiert hast (nicht Teil von Maester)</translation>
    </message>
    <message>
        <source>the start of the phase: its first framework event</source>
        <extracomment>what the scenario file&apos;s start and end points mean, in the combo boxes&apos; tooltips</extracomment>
        <translation>der Beginn der Phase: ihr erstes Rahmenereignis</translation>
    </message>
    <message>
        <source>the players&apos; actions (in marshalling, the active player&apos;s, income counted)</source>
        <translation>die Aktionen der Spieler (in der Aufmarschphase die des aktiven Spielers, Einkommen gezählt)</translation>
    </message>
    <message>
        <source>challenges only: the active player declares a challenge</source>
        <translation>nur Herausforderungen: der aktive Spieler erklärt eine Herausforderung</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, attackers declared</source>
        <translation>nur Herausforderungen: die Herausforderung unten, Angreifer erklärt</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, defenders declared</source>
        <translation>nur Herausforderungen: die Herausforderung unten, Verteidiger erklärt</translation>
    </message>
    <message>
        <source>challenges only: the challenge below is resolved</source>
        <translation>nur Herausforderungen: die Herausforderung unten wird abgehandelt</translation>
    </message>
    <message>
        <source>the end of the start phase</source>
        <translation>das Ende der Startphase</translation>
    </message>
    <message>
        <source>the end of the round</source>
        <translation>das Ende der Runde</translation>
    </message>
    <message>
        <source>the end of the game (a winner)</source>
        <translation>das Ende des Spiels (ein Sieger)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>Kniend</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>every stepping command: (name, label, shortcuts); the first shortcut is the debugger&apos;s</extracomment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Prozedurschritt</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Rücksprung</translation>
    </message>
    <message>
        <source>Run to decision</source>
        <translation>Bis zur Entscheidung</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Branch here</source>
        <translation>Hier verzweigen</translation>
    </message>
    <message>
        <source>Take back decision</source>
        <translation>Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>A phase of the round.</source>
        <extracomment>what each level of the window stack is, in a judge&apos;s words (the tree&apos;s tooltips)</extracomment>
        <translation>Eine Phase der Runde.</translation>
    </message>
    <message>
        <source>Players take turns to act, first player first, until all pass in a row.</source>
        <translation>Die Spieler handeln abwechselnd, der Startspieler zuerst, bis alle nacheinander passen.</translation>
    </message>
    <message>
        <source>A framework event: something the structure of the game makes happen, not a card&apos;s ability.</source>
        <translation>Ein Rahmenereignis: etwas, das der Spielablauf geschehen lässt, keine Kartenfähigkeit.</translation>
    </message>
    <message>
        <source>An action or ability being played and resolved, part by part.</source>
        <translation>Eine Aktion oder Fähigkeit, die Teil für Teil gespielt und abgehandelt wird.</translation>
    </message>
    <message>
        <source>A part of the timing structure, numbered as in the Rules Reference&apos;s timing chart.</source>
        <translation>Ein Teil der Timing-Struktur, nummeriert wie im Timing-Diagramm des Regelverzeichnisses.</translation>
    </message>
    <message>
        <source>A triggered ability resolving inside this part.</source>
        <translation>Eine ausgelöste Fähigkeit, die in diesem Teil abgehandelt wird.</translation>
    </message>
    <message>
        <source>A chance to save against or cancel what is resolving.</source>
        <translation>Eine Gelegenheit, gegen das, was abgehandelt wird, zu retten oder es abzubrechen.</translation>
    </message>
    <message>
        <source>Save/cancel gate: the chance, going round the table, to cancel what is resolving or to save a card from it, before it takes effect. It closes when every player has passed in a row.</source>
        <extracomment>what the engine&apos;s &quot;save/cancel gate&quot; is, in the log&apos;s tooltips</extracomment>
        <translation>Retten/Abbrechen-Fenster: die Gelegenheit, reihum am Tisch, das Abzuhandelnde abzubrechen oder eine Karte davor zu retten, bevor es wirkt. Es schließt, wenn alle Spieler nacheinander gepasst haben.</translation>
    </message>
    <message>
        <source>{player} will choose “{words}”</source>
        <translation>{player} wird „{words}“ wählen</translation>
    </message>
    <message>
        <source>{player} chose “{words}”</source>
        <translation>{player} wählte „{words}“</translation>
    </message>
    <message>
        <source>Save or cancel against: {what} — in {window}</source>
        <translation>Retten oder abbrechen gegen: {what} — in {window}</translation>
    </message>
    <message>
        <source>Responses to: {what} — until {window} closes</source>
        <translation>Reaktionen auf: {what} — bis {window} schließt</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>the toolbar&apos;s words, short enough for every button to show at 1280 px; the full name, its keys and what it does are in the tooltip</extracomment>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Verzweigen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>one step: a line of the log or a decision</source>
        <extracomment>what each stepping command does, in the toolbar&apos;s tooltips</extracomment>
        <translation>ein Schritt: eine Zeile des Protokolls oder eine Entscheidung</translation>
    </message>
    <message>
        <source>finish what is resolving at this level</source>
        <translation>abschließen, was auf dieser Ebene abgehandelt wird</translation>
    </message>
    <message>
        <source>finish the level that holds it (e.g. the player actions)</source>
        <translation>die Ebene abschließen, die es enthält (z. B. die Aktionen der Spieler)</translation>
    </message>
    <message>
        <source>run until someone must decide</source>
        <translation>laufen, bis jemand entscheiden muss</translation>
    </message>
    <message>
        <source>one recorded step back</source>
        <translation>ein aufgezeichneter Schritt zurück</translation>
    </message>
    <message>
        <source>one recorded step forward</source>
        <translation>ein aufgezeichneter Schritt vor</translation>
    </message>
    <message>
        <source>a new branch from the decision under the cursor</source>
        <translation>ein neuer Zweig ab der Entscheidung unter dem Cursor</translation>
    </message>
    <message>
        <source>take back the last decision</source>
        <translation>die letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>Priority: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Priorität: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · passed: {names}</source>
        <translation> · gepasst: {names}</translation>
    </message>
    <message>
        <source> · no one has passed yet</source>
        <translation> · noch niemand hat gepasst</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Gepasst: {names}</translation>
    </message>
    <message>
        <source> · everyone, in a row: this closes</source>
        <translation> · alle nacheinander: dies schließt</translation>
    </message>
    <message>
        <source>Priority: —</source>
        <translation>Priorität: —</translation>
    </message>
    <message>
        <source>at &lt;i&gt;{where}&lt;/i&gt;</source>
        <translation>bei &lt;i&gt;{where}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDeskWindow</name>
    <message>
        <source>Maester — Rules desk</source>
        <translation>Maester — Regelpult</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Aufbau</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>S&amp;chritte</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>The parts of this phase, in order: the one running is marked</source>
        <translation>Die Teile dieser Phase, in Reihenfolge: der laufende ist markiert</translation>
    </message>
    <message>
        <source>Window stack</source>
        <translation>Fensterstapel</translation>
    </message>
    <message>
        <source>What is resolving now, outermost first. The numbered parts (“5) responses”) are those of the Rules Reference&apos;s timing chart; “step” is your place in the timeline.</source>
        <translation>Was gerade abgehandelt wird, das Äußerste zuerst. Die nummerierten Teile („5) responses“) sind die des Timing-Diagramms im Regelverzeichnis; „Schritt“ ist deine Stelle in der Zeitleiste.</translation>
    </message>
    <message>
        <source>Show forbidden options and why</source>
        <translation>Verbotene Optionen und Gründe zeigen</translation>
    </message>
    <message>
        <source>List, greyed, the options a player might expect here that the rules forbid, each with the rule that forbids it</source>
        <translation>Die Optionen ausgegraut auflisten, die ein Spieler hier erwarten könnte, die die Regeln aber verbieten, jeweils mit der verbietenden Regel</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Open gates</source>
        <translation>Offene Fenster</translation>
    </message>
    <message>
        <source>What players may still respond to, or save or cancel against, at this step. A save or cancel chance closes when every player has passed in a row; the responses close with their window.</source>
        <translation>Worauf die Spieler bei diesem Schritt noch reagieren oder wogegen sie retten oder abbrechen dürfen. Eine Retten/Abbrechen-Gelegenheit schließt, wenn alle nacheinander gepasst haben; die Reaktionen schließen mit ihrem Fenster.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Andauernde Effekte</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Its place in the timeline: a line of the engine&apos;s log, or a decision (italics)</source>
        <translation>Seine Stelle in der Zeitleiste: eine Zeile des Engine-Protokolls oder eine Entscheidung (kursiv)</translation>
    </message>
    <message>
        <source>The rule behind it, by its heading: click the row for the project&apos;s words</source>
        <translation>Die Regel dahinter, mit ihrer Überschrift: Zeile anklicken für die Worte des Projekts</translation>
    </message>
    <message>
        <source>Click a step: its rule, in the project&apos;s own words.</source>
        <translation>Einen Schritt anklicken: seine Regel, in den eigenen Worten des Projekts.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message>
        <source>Timeline (a decision taken after going back starts a branch):</source>
        <translation>Zeitleiste (eine Entscheidung nach einem Schritt zurück beginnt einen Zweig):</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The judge&apos;s conclusion, in plain words.</source>
        <translation>Die Entscheidung des Judges, in einfachen Worten.</translation>
    </message>
    <message>
        <source>&amp;Export ruling (PDF + scenario)…</source>
        <translation>Entscheidung &amp;exportieren (PDF + Szenario)…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Scenario checks</source>
        <translation>Szenarioprüfungen</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Branches</source>
        <translation>&amp;Zweige</translation>
    </message>
    <message>
        <source>&amp;Ruling</source>
        <translation>&amp;Entscheidung</translation>
    </message>
    <message>
        <source>Answer pass / done automatically</source>
        <translation>Passen / fertig automatisch antworten</translation>
    </message>
    <message>
        <source>When the scenario has no answer written for a question, pass, say done or take the first order without asking (what the command line&apos;s engine-ref run does)</source>
        <translation>Wenn das Szenario für eine Frage keine Antwort hat: passen, fertig sagen oder die erste Reihenfolge nehmen, ohne zu fragen (was engine-ref run auf der Kommandozeile tut)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Rules desk</source>
        <translation>Regelpult</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save scenario…</source>
        <translation>Szenario speichern…</translation>
    </message>
    <message>
        <source>Export ruling…</source>
        <translation>Entscheidung exportieren…</translation>
    </message>
    <message>
        <source>Start stepping</source>
        <translation>Schritte starten</translation>
    </message>
    <message>
        <source>Set up tab</source>
        <translation>Reiter Aufbau</translation>
    </message>
    <message>
        <source>Step tab</source>
        <translation>Reiter Schritte</translation>
    </message>
    <message>
        <source>Cards tab</source>
        <translation>Reiter Karten</translation>
    </message>
    <message>
        <source>Ad-hoc ability</source>
        <translation>Ad-hoc-Fähigkeit</translation>
    </message>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Zuerst ein Szenario laden oder ein Spielfeld aufbauen.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — {file}</source>
        <translation>Maester — Regelpult — {file}</translation>
    </message>
    <message>
        <source>&amp;Ruling — {name}</source>
        <translation>&amp;Entscheidung — {name}</translation>
    </message>
    <message>
        <source>Open a rules scenario</source>
        <translation>Ein Regelszenario öffnen</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>Szenarien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Das Szenario speichern</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>Szenarien (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nichts zu entscheiden: zuerst ein Szenario laden oder ein Spielfeld aufbauen.</translation>
    </message>
    <message>
        <source>Export the ruling</source>
        <translation>Die Entscheidung exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling written: {pdf} and {scenario}</source>
        <translation>Entscheidung geschrieben: {pdf} und {scenario}</translation>
    </message>
    <message>
        <source>{card} is on the board ({player}, {zone})</source>
        <translation>{card} liegt auf dem Spielfeld ({player}, {zone})</translation>
    </message>
    <message>
        <source>Step {n}: {who}{what}</source>
        <translation>Schritt {n}: {who}{what}</translation>
    </message>
    <message>
        <source>This step names no rule.</source>
        <translation>Dieser Schritt nennt keine Regel.</translation>
    </message>
    <message>
        <source>Set up a board, or open a scenario file (Ctrl+O).</source>
        <translation>Ein Spielfeld aufbauen oder eine Szenariodatei öffnen (Strg+O).</translation>
    </message>
    <message>
        <source>{phase} phase · round {round} · first player {player}</source>
        <translation>Phase {phase} · Runde {round} · Startspieler {player}</translation>
    </message>
    <message>
        <source> · active {player}</source>
        <translation> · aktiv {player}</translation>
    </message>
    <message>
        <source>{type} challenge: {attacker} attacks {defender}</source>
        <translation>Herausforderung {type}: {attacker} greift {defender} an</translation>
    </message>
    <message>
        <source>{player} wins</source>
        <translation>{player} gewinnt</translation>
    </message>
    <message>
        <source>&lt;i&gt;(no window open)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(kein Fenster offen)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Window stack — {where}</source>
        <translation>Fensterstapel — {where}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{where}&lt;/b&gt;: a decision — {player} must {prompt}</source>
        <translation>&lt;b&gt;{where}&lt;/b&gt;: eine Entscheidung — {player} muss: {prompt}</translation>
    </message>
    <message>
        <source>{effect} on {target} — until the end of the {until}</source>
        <translation>{effect} auf {target} — bis zum Ende: {until}</translation>
    </message>
    <message>
        <source>all of the scenario&apos;s expectations hold</source>
        <translation>alle Erwartungen des Szenarios sind erfüllt</translation>
    </message>
    <message>
        <source>(checked when the run stops)</source>
        <translation>(geprüft, wenn der Lauf endet)</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>chose “{option}”</source>
        <translation>wählte „{option}“</translation>
    </message>
    <message>
        <source>must {prompt}</source>
        <translation>muss: {prompt}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Schritt {n}</translation>
    </message>
    <message>
        <source>in {where}</source>
        <translation>in {where}</translation>
    </message>
    <message>
        <source>Show forbidden options and why ({n})</source>
        <translation>Verbotene Optionen und Gründe zeigen ({n})</translation>
    </message>
    <message>
        <source>No decision at this step.</source>
        <translation>Bei diesem Schritt keine Entscheidung.</translation>
    </message>
    <message>
        <source>already answered here: {answer}; a different answer starts a branch</source>
        <translation>hier schon beantwortet: {answer}; eine andere Antwort beginnt einen Zweig</translation>
    </message>
    <message>
        <source>{answer} (the scenario&apos;s answer)</source>
        <translation>{answer} (die Antwort des Szenarios)</translation>
    </message>
    <message>
        <source>the desk answers pass / done by itself</source>
        <translation>das Pult antwortet selbst mit passen / fertig</translation>
    </message>
    <message>
        <source>at the next step {said}; another answer starts a branch</source>
        <translation>beim nächsten Schritt: {said}; eine andere Antwort beginnt einen Zweig</translation>
    </message>
    <message>
        <source>Decision — {player}</source>
        <translation>Entscheidung — {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; must {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; muss: {prompt}</translation>
    </message>
    <message>
        <source>{option}{keys}
In a scenario&apos;s decisions: {player}: {key}</source>
        <translation>{option}{keys}
In den Entscheidungen eines Szenarios: {player}: {key}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}
{ref} [{cite}]
{para}</source>
        <translation>Nicht erlaubt: {reason}
{ref} [{cite}]
{para}</translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation>legal · {faction_name}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the first result of table {table} cannot be withdrawn; type the right result for that table to correct it</source>
        <translation>das erste Ergebnis von Tisch {table} kann nicht zurückgezogen werden; gib zur Korrektur das richtige Ergebnis für diesen Tisch ein</translation>
    </message>
    <message>
        <source>players can be swapped only in the latest round</source>
        <translation>Spieler können nur in der letzten Runde getauscht werden</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <source>Start &amp;phase</source>
        <translation>Start&amp;phase</translation>
    </message>
    <message>
        <source>Start &amp;at</source>
        <translation>Start &amp;bei</translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation>Laufen &amp;bis</translation>
    </message>
    <message>
        <source>&amp;First player</source>
        <translation>&amp;Startspieler</translation>
    </message>
    <message>
        <source>Acti&amp;ve player</source>
        <translation>A&amp;ktiver Spieler</translation>
    </message>
    <message>
        <source>Rou&amp;nd</source>
        <translation>Ru&amp;nde</translation>
    </message>
    <message>
        <source>Where to start</source>
        <translation>Wo es beginnt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Spieler, in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Decisions the scenario makes, in order</source>
        <translation>Die Entscheidungen des Szenarios, in Reihenfolge</translation>
    </message>
    <message>
        <source>one a line: who decides, a colon, the answer, e.g.
stark: use cat
greyjoy: pass</source>
        <translation>eine pro Zeile: wer entscheidet, ein Doppelpunkt, die Antwort, z. B.
stark: use cat
greyjoy: pass</translation>
    </message>
    <message>
        <source>Each line answers one question when it comes: the player&apos;s name, a colon, then the answer as the desk names it in each option button&apos;s tooltip (pass, done, use cat — use the card whose id is cat —, target cat, play order…). The questions not answered here wait for a click.</source>
        <translation>Jede Zeile beantwortet eine Frage, wenn sie kommt: der Name des Spielers, ein Doppelpunkt, dann die Antwort, wie das Pult sie im Tooltip jeder Optionsschaltfläche nennt (pass, done, use cat — die Karte mit der Id cat nutzen —, target cat, play order…). Hier nicht beantwortete Fragen warten auf einen Klick.</translation>
    </message>
    <message>
        <source>card name ({mark} = scripted by the engine)</source>
        <translation>Kartenname ({mark} = von der Engine geskriptet)</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>kniend</translation>
    </message>
    <message>
        <source>power </source>
        <translation>Macht </translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>Karte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Karte entfernen</translation>
    </message>
    <message>
        <source>Declare an ad-hoc &amp;ability…</source>
        <translation>Eine Ad-hoc-&amp;Fähigkeit angeben…</translation>
    </message>
    <message>
        <source>&amp;Start stepping  (Ctrl+Return)</source>
        <translation>&amp;Schritte starten  (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>{mark} scripted</source>
        <translation>{mark} geskriptet</translation>
    </message>
    <message>
        <source>card facts</source>
        <translation>Kartendaten</translation>
    </message>
    <message>
        <source> + ad-hoc</source>
        <translation> + ad hoc</translation>
    </message>
    <message>
        <source>, ad-hoc ability</source>
        <translation>, Ad-hoc-Fähigkeit</translation>
    </message>
    <message>
        <source>+{n} attached</source>
        <translation>+{n} angehängt</translation>
    </message>
    <message>
        <source>+{n} duplicates</source>
        <translation>+{n} Duplikate</translation>
    </message>
    <message>
        <source>Gold must be a whole number.</source>
        <translation>Gold muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Power must be a whole number.</source>
        <translation>Macht muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>A board needs at least two players.</source>
        <translation>Ein Spielfeld braucht mindestens zwei Spieler.</translation>
    </message>
    <message>
        <source>Type a card name first.</source>
        <translation>Zuerst einen Kartennamen eingeben.</translation>
    </message>
    <message>
        <source>Select the card that has the ability first.</source>
        <translation>Zuerst die Karte mit der Fähigkeit auswählen.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>{player} asks to drop</source>
        <translation>{player} möchte droppen</translation>
    </message>
    <message>
        <source>{place}. {name} ({power}{out})</source>
        <translation>{place}. {name} ({power}{out})</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, ausgeschieden</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>a player won</source>
        <translation>ein Spieler hat gewonnen</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {places}; {ending}</source>
        <translation>Tisch {table}: {player} meldet {places}; {ending}</translation>
    </message>
    <message>
        <source>table {table}: {player} reports a double loss</source>
        <translation>Tisch {table}: {player} meldet eine doppelte Niederlage</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {winner} wins ({how})</source>
        <translation>Tisch {table}: {player} meldet: {winner} gewinnt ({how})</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>STREITFALL — {0}</translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation>Im lokalen Netz freigeben</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Freigabe starten</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Nicht freigegeben.</translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation>Spieler dürfen Ergebnisse melden und den Drop vom Handy aus beantragen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation>Wartet auf Sie (Streitfälle zuerst):</translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation>Freigabe nicht möglich: {0}</translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation>Freigegeben unter {0} — die Spieler öffnen diese Adresse im WLAN des Veranstaltungsorts.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Freigabe beenden</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation>Zufalls-Tiebreak {random_key:.4f}: ordnet Spieler, die bei allen anderen Tiebreaks gleichauf sind (aus dem Seed des Events gezogen; dieselbe Ziehung ordnet das Freilos)</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation>Spieler suchen…</translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation>Tabelle wird berechnet…</translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation> von {rounds}</translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation>{when} · {count} Spieler · Melee: Wertung nach Punkten, SoS, Macht, dann Zufall</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation>erweiterter SoS</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>direkter Vergleich</translation>
    </message>
    <message>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation>{when} · {count} Spieler · Wertung nach {order}</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation>Klicken, um das Ergebnis von Tisch {table} einzugeben</translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation>  (Setzplatz {seed})</translation>
    </message>
    <message>
        <source>, out</source>
        <translation>, ausgeschieden</translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation>{ordinal} · {power} Macht{out}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation>Tisch {table}: {how}</translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation>Tisch {table}: Ergebnis einzutragen</translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation>Seite {page} von {pages} · {letters}</translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Maester</source>
        <translation>Maester</translation>
    </message>
    <message>
        <source>Tournament organiser for A Game of Thrones: The Card Game</source>
        <translation>Turnierverwaltung für A Game of Thrones: Das Kartenspiel</translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation>Eventdatei öffnen…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Demo-Event öffnen</translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation>Ein Beispiel-Event mit 32 Spielern und einigen gespielten Runden: frei erkunden</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation>Zuletzt geöffnete Eventdateien</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw penalty {0}</source>
        <translation>Strafe {0} zurückziehen</translation>
    </message>
    <message>
        <source>Why (the wrong player, the wrong infraction…)</source>
        <translation>Warum (falscher Spieler, falscher Verstoß…)</translation>
    </message>
    <message>
        <source>{0}: {1} for {2}, {3}.</source>
        <translation>{0}: {1} für {2}, {3}.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Grund</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Judge</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation>
            <numerusform>illegal (%n Problem)</numerusform>
            <numerusform>illegal (%n Probleme)</numerusform>
        </translation>
    </message>
</context>
</TS>
