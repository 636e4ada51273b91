<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>New judge call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallsModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All factions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{table_word} {table} +{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+5 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CutView</name>
    <message>
        <source>Top {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{swiss_round} of {rounds} Swiss rounds paired. Changes are audited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another Maester window (process {pid} on {host})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>E{number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{round_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> T{table}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgeView</name>
    <message>
        <source>&amp;New call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event report written: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Maester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W–L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eSoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch: these players have met before in this stage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination round {cut_rounds} — {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {others}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Maester — round clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Maester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament organiser for A Game of Thrones: The Card Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
