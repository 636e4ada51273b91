<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Nessuna lista del mazzo consegnata finora.</translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation>Nessun taglio ancora: scegli la dimensione e avvialo.</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinali</translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation>Top {left}</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>da decidere</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>New judge call</source>
        <translation>Nuova chiamata dell’arbitro</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation>Turno a eliminazione {0}</translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation>lontano da un tavolo</translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation>Cosa hanno chiesto i giocatori, in poche parole.</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitro</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Domanda</translation>
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
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Chiamata</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aperta</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>risolta</translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation> · +{0} min</translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation> · {0} decisione/i</translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation>2ª edizione</translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation>1ª edizione</translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation>una cartella di file dei pacchetti</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>un file di pacchetto</translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation>un file di carte ThronesDB</translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation>liste ristrette</translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation>dati delle carte della 1ª edizione</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation>Importate {cards} carte da {source} ({kind}): il database delle carte della {edition} ora contiene {total} carte e {restricted_lists} versioni della lista ristretta.</translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation>Ricerca carte</translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation>Nome della carta (accenti e apostrofi non contano)</translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation>&amp;Fazione</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Pacchetto</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Tutte le fazioni</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Tutti i tipi</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Tutti i pacchetti</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation> · lista ristretta: {restricted_list} ({format})</translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation> · apri un evento per vederne la lista ristretta</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{table_word} {table} +{minutes} min</source>
        <translation>{table_word} {table} +{minutes} min</translation>
    </message>
    <message>
        <source> time</source>
        <translation> tempo</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>+5 min</source>
        <translation>+5 min</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation>Orologio al proiettore</translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation>Orologio avviato.</translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation>Orologio in pausa.</translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation>Orologio prolungato di {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation>Orologio ridotto di {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation>Orologio azzerato.</translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation>turno a eliminazione {round}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>turno {round}</translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation>TEMPO SCADUTO — finite il round in corso fino alla fase di tassazione</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Ultimi cinque minuti</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non avviato</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation>Tempo extra: {0}</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Risultato</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation>Connetti a un server</translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation>(un nuovo server)</translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation>il portatile dell’organizzatore, es. 192.168.1.10</translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation>Ricorda la password nel portachiavi di sistema</translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation>Nessun portachiavi di sistema qui: la password viene chiesta ogni volta.</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>Server &amp;recenti:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utente:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Nome della &amp;postazione:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connetti</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation>Indica il nome host o l’indirizzo del server.</translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation>Indica il database e l’utente.</translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation>Connessione a {0}…</translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation>Impossibile usare questo server: {0}.</translation>
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
        <translation>Avvia il taglio</translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation>Abbina il prossimo turno a eliminazione</translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation>Fai clic sul nome di un giocatore per registrarne la vittoria (Maiusc+clic: vittoria modificata).</translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation>Dimensione del taglio</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vincitore: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation>
            <numerusform>%n partita in sospeso</numerusform>
            <numerusform>%n partite in sospeso</numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation> su {name}</translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation>Turno completato</translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation>Taglio top {size} avviato.</translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation>Avviare un taglio top {size}? I primi {size} della classifica vengono messi in tabellone e viene abbinato il primo turno a eliminazione; dopo non si potranno più abbinare turni svizzeri.</translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation>Prossimo turno a eliminazione abbinato.</translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation>una vittoria modificata</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>una vittoria</translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation>Registrata la vittoria di {winner}.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Registra il risultato</translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation>Registrare {how} per {winner}{against} (turno a eliminazione {round_number}, tavolo {table})?</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation>Controllo del mazzo — {player_name}</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legale</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Non legale</translation>
    </message>
    <message>
        <source>No list</source>
        <translation>Nessuna lista</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</translation>
    </message>
    <message>
        <source>no faction</source>
        <translation>nessuna fazione</translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation> · nessuna agenda</translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation>Mazzo delle trame {plots} · mazzo di pesca {draw} — </translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantità</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation>Lista del mazzo — {player_name}</translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation>Incolla la lista (testo o JSON di ThronesDB, o un semplice elenco di carte) o il suo link ThronesDB (una decklist o un mazzo condiviso dal proprietario), oppure carica un file.</translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation>House Stark
The Lord of the Crossing

Trame
1x …</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Da file…</translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation>Perché la lista cambia dopo il turno 1 (registro delle modifiche)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Allega</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Lista del mazzo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation>Liste del mazzo (*.txt *.json *.o8d *.md);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation>Recupero della lista da ThronesDB…</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation>{name}: una lista del mazzo è un file .txt, .json, .o8d (OCTGN) o .md (Markdown)</translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation>{name} è troppo grande per una lista del mazzo ({size} KB)</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>impossibile leggere {name}: {error}</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation>⚠ non capito: numero del tavolo, piazzamenti per posto (2143), potere, x e posti eliminati</translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation>⚠ nessun tavolo {table} in {where}</translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation>Tavolo {table}: {seats}</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation>⚠ il tavolo {table} ha {n} posti: digita {n} piazzamenti ({seats})</translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation>Tavolo {table}: ora il potere di ogni posto ({count} di {n}; serve il potere di ogni posto, anche a tempo scaduto)</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation>⚠ il tavolo {table} ha {n} posti: {count} valori di potere digitati</translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation>⚠ il tavolo {table} non ha il posto {seat} (x e i posti eliminati: x3)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>correggi: </translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation>{pre}Tavolo {table} ({how}): {ranking} ⏎</translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation>non è stato modificato nulla</translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation>Questo file dell’evento è aperto in sola lettura{read_only_why}: {nothing}.</translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation>Impostazioni dell’evento — {name}</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>nessun taglio</translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation>top {size}</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>{swiss_round} of {rounds} Swiss rounds paired. Changes are audited.</source>
        <translation>{swiss_round} turni svizzeri abbinati su {rounds}. Le modifiche sono registrate.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Turni svizzeri</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Taglio</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Durata del turno</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Impostazioni dell’evento salvate.</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation>Il campo dei partecipanti — {event_name}</translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation>{handed} liste consegnate su {players}: {legal} legali, {illegal} non legali, {missing} mancanti.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fazioni</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agende</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another Maester window (process {pid} on {host})</source>
        <translation>un’altra finestra di Maester (processo {pid} su {host})</translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation>un’altra finestra di Maester</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation>Importa giocatori — {name}</translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation>{count} giocatori pronti per l’importazione.</translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation>{count} riga/e da correggere; nulla sarà importato finché non lo sono.</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>riga {line}: {message}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>E{number}</source>
        <translation>E{number}</translation>
    </message>
    <message>
        <source>R{round_text}</source>
        <translation>T{round_text}</translation>
    </message>
    <message>
        <source> T{table}</source>
        <translation> Tv{table}</translation>
    </message>
</context>
<context>
    <name>JudgeView</name>
    <message>
        <source>&amp;New call…</source>
        <translation>&amp;Nuova chiamata…</translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation>&amp;Risolvi…</translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation>Apri nel &amp;banco delle regole</translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation>Apri la &amp;decisione</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Penalità…</translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation>Resoconto dell’evento in &amp;HTML…</translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation>Il resoconto dell’evento con il registro dell’arbitro, come una pagina web (Stampa ▸ Resoconto dell’evento: PDF)</translation>
    </message>
    <message>
        <source>Log as &amp;CSV…</source>
        <translation>Registro in &amp;CSV…</translation>
    </message>
    <message>
        <source>Every call, ruling and penalty, one line each (as organiser judge export)</source>
        <translation>Ogni chiamata, decisione e penalità, una riga ciascuna (come organiser judge export)</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>La chiamata</translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation>Decisioni allegate (doppio clic per aprire):</translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation>Cerca nelle decisioni dell’evento (es. Moribondo)</translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation>Decisioni dell’evento</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation>Seleziona una chiamata o aprine una nuova.</translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation>Tavolo {0}, turno {1}</translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation>Lontano da un tavolo, turno {0}</translation>
    </message>
    <message>
        <source>no player named</source>
        <translation>nessun giocatore indicato</translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation>Chiamata alle {0}</translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation> da {0}</translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation>Domanda: {0}</translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation>Esito ({0}): {1}</translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation>Tempo extra per il tavolo: {0} min</translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation>Aperta: non ancora risolta.</translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation>Nessuna decisione contiene queste parole.</translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation>Ancora nessuna decisione.</translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation>Chiamata dell’arbitro {0} aperta per {1}.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>tavolo {0}</translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation>un giocatore lontano da un tavolo</translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation>Chiamata dell’arbitro {0} risolta.</translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation>Decisione «{0}» allegata alla chiamata dell’arbitro {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation>{0}: {1} ({2}).</translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation>Tavolo {table}, </translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation>{where}turno {round}: {question}</translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation>Seleziona prima una chiamata dell’arbitro.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation>Maester — Banco delle regole — chiamata dell’arbitro {0}</translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation>Carte: </translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation>Decisione per la chiamata {call_id}</translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation>Questa chiamata non ha ancora decisioni allegate.</translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation>I file della decisione non sono su questo computer ({0}).</translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation>nessuno è stato allegato</translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation>Salva il resoconto dell’evento</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Event report</source>
        <translation>Resoconto dell’evento</translation>
    </message>
    <message>
        <source>Save the judge&apos;s log</source>
        <translation>Salva il registro dell’arbitro</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Judge&apos;s log</source>
        <translation>Registro dell’arbitro</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>Impossibile scrivere {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} written: {1}</source>
        <translation>{0} scritto: {1}</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuovo evento…</translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation>&amp;Apri file dell’evento…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>Apri l’evento &amp;dimostrativo</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Connetti a un &amp;server…</translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation>&amp;Cambia evento</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Pubblica…</translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation>&amp;Importa il database delle carte</translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation>Da una &amp;cartella di file dei pacchetti…</translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation>Da un file &amp;JSON (carte ThronesDB, un pacchetto, liste ristrette, 1ª edizione)…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Chiudi evento</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Evento</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation>&amp;Importa giocatori (CSV)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Abbina il turno successivo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation>&amp;Inserisci risultati</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation>&amp;Annulla l’ultimo risultato</translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation>&amp;Elimina l’ultimo turno…</translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation>&amp;Impostazioni dell’evento…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>Con&amp;dividi sulla rete locale…</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>S&amp;tampa</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Formato della carta</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation>Stampa un documento dell’evento (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Turni</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Taglio</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Orologio</translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation>Ctrl+{value}</translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation>Registro dell’&amp;arbitro</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation>&amp;Orologio al proiettore</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation>A&amp;bbinamenti al proiettore</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation>&amp;Schermo del proiettore</translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation>&amp;Nome della postazione…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Impos&amp;tazioni</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation>&amp;Banco delle regole…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation>&amp;Ricerca carte…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation>&amp;Informazioni su Maester</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la lingua del sistema</translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation>Lingua: {name}, dal prossimo avvio di Maester.</translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation>Carta: {value}.</translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation>la carta delle impostazioni locali</translation>
    </message>
    <message>
        <source>Card search</source>
        <translation>Ricerca carte</translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation>Importa il database delle carte: una cartella di file dei pacchetti (throneteki / ThronesDB)</translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation>Importa il database delle carte: un file di carte JSON</translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation>Dati delle carte (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation>Importazione dei dati delle carte da {name}…</translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation>Dati delle carte non importati: {text}</translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation>Apertura di {what}…</translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation>Maester non è riuscito a caricare il livello del database: {exc}</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>Apri file dell’evento</translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation>File degli eventi di Maester (*.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation>{0} è aperto anche in {1}: entrambe sono postazioni di registrazione, e una modifica fatta in una appare nell’altra entro un secondo.</translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation> (una cartella o un disco in sola lettura: copia il file in una cartella scrivibile per modificarlo)</translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation>{path} non esiste (spostato o eliminato?).</translation>
    </message>
    <message>
        <source>Cannot reconnect to {0}: {1}.</source>
        <translation>Impossibile riconnettersi a {0}: {1}.</translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation>Questo file non contiene ancora eventi: creane uno.</translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation>Questo file dell’evento è aperto in sola lettura{why}: nessun evento è stato creato.</translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation>Evento «{name}» creato: ora aggiungi i giocatori.</translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation>{path} esiste già: un evento dimostrativo viene creato solo in un file nuovo, così nessun evento viene sovrascritto. Indica un nuovo nome di file o apri questo senza --demo.</translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation>Evento dimostrativo: un evento di esempio con turni giocati. Esplora liberamente; niente qui è reale.</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitro</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>nessuna risposta</translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation>Server perso ({0}). Ciò che digiti viene conservato; nessuna modifica può essere salvata finché il server non torna. Nuovo tentativo ogni pochi secondi…</translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation>Il server è tornato: tutto è stato riletto.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nome della postazione</translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation>Nome di questa postazione, annotato con ogni modifica fatta qui (vuoto: il nome del computer):</translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation>Postazione {0} · ⚠ server perso</translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation>Postazione {0} · {1} postazioni connesse</translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation>Postazione {0} · 1 postazione connessa</translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation>Postazione {0}</translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation>Nome di questa postazione nel registro delle modifiche (Visualizza ▸ Nome della postazione…)</translation>
    </message>
    <message>
        <source>default file</source>
        <translation>file predefinito</translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation> · SOLA LETTURA</translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation>turno {swiss_round}/{rounds}</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>iscrizioni</translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation> · caricamento…</translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation>{name} · {rnd} · {outstanding} in sospeso · {where}{ro}{loading}</translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation>{name} — Maester{ro}</translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation>L’evento è condiviso su {0}</translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation>Condivisione interrotta.</translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation>Lo schermo di questa finestra</translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation>Informazioni su Maester</translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation>Maester {version}

Gestore di tornei e banco delle regole per Il Trono di Spade: il gioco di carte.
Distribuito con licenza GPL, versione 3 o successiva.</translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation>i posti 1 e 2 vanno in finale</translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation>Semifinale {number}</translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation>si compone quando entrambe le semifinali sono concluse: posti 1 e 2 di ciascuna, in ordine di testa di serie</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Tavolo finale</translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation>… altri {more} in classifica</translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation>Piazzamenti finali

</translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation>Top 4: un tavolo finale</translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation>Top 8: due semifinali, poi la finale</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Avvia il taglio</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Componi il tavolo finale</translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation>1 2143 9 15 3 7 ⏎ · tavolo, piazzamenti per posto, potere, x3</translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation>Digita il numero del tavolo, il piazzamento di ogni posto in ordine di seduta, poi il potere di ogni posto alla fine; aggiungi x e i posti dei giocatori eliminati prima della fine (1 2143 9 15 3 7 x3). Serve il potere di ogni posto, anche a tempo scaduto: decide i pareggi. Digitare di nuovo un tavolo già registrato lo corregge.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Taglio</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vincitore: {name}</translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation>{where}: {outstanding} da inserire</translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation>{where}, tavolo {table}: corretto.</translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation>{where}, tavolo {table}: registrato.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non avviato</translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation>Semifinali concluse: componi il tavolo finale</translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation>le semifinali</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>il tavolo finale</translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation>Taglio top 4: il tavolo finale è composto.</translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation>Taglio top 8: i due tavoli di semifinale sono composti.</translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation>Il tavolo finale è composto.</translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation>Posto {section}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tempo scaduto</translation>
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
        <translation>Nome</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>Affiliazione</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation>non presente</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vittoria</translation>
    </message>
    <message>
        <source>modified win</source>
        <translation>vittoria modificata</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>concessione</translation>
    </message>
    <message>
        <source>decked</source>
        <translation>mazzo esaurito</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>doppia sconfitta</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation>sconfitta senza abbinamento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Giocatore A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Giocatore B</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>V–S</translation>
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
        <translation>Bye</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation>Forza del calendario (SoS): media dei punti degli avversari per turno giocato</translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation>Forza del calendario estesa (eSoS): media del SoS degli avversari</translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation>, {power} potere</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (eliminato)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation>Forza del calendario (SoS): media dei punti degli avversari al tavolo per turno giocato</translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation>Potere totale alla fine delle partite dei turni svizzeri</translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation>Primi posti (inclusi quelli condivisi)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pacchetto</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation>Leale</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unica</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Tratti</translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation>Lista ristretta</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Tavolo fisso</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation>Nuovo evento</translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation>es. Campionato di negozio invernale</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Negozio</translation>
    </message>
    <message>
        <source>Regional</source>
        <translation>Regionale</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>nessun taglio</translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation>top {size}</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Crea evento</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regolamento</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formato</translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation>&amp;Giocatori previsti</translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation>&amp;Tabella della struttura</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Turni svizzeri</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Taglio</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Durata del turno</translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation>un taglio top {cut}</translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation>Suggerito per {players} giocatori: {rounds} turni svizzeri, {cut_text}</translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation>Un evento ha bisogno di un nome</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation>Apertura…</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Rematch: these players have met before in this stage</source>
        <translation>Rivincita: questi giocatori si sono già affrontati in questa fase</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infrazione</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proposta</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation>Penalità dalla chiamata dell’arbitro {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation>Chiamata dell’arbitro {0}, turno {1}, tavolo {2}: {3}</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Giocatore</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Penalità precedenti</translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation>&amp;Infrazione</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proposta</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Livello</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitro</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Nota</translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation>&amp;Assegna la penalità</translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation>Nessuna in questo evento.</translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation>Turno {0}: {1} per {2}{3}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation>Una sconfitta d’ufficio assegna la partita del turno di questo giocatore all’avversario (in mischia: ultimo posto al tavolo): il risultato viene inserito o corretto tramite i risultati, registrato.</translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation>Una squalifica ritira definitivamente il giocatore dall’evento; una partita in corso va all’avversario.</translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation>Viene registrato un avvertimento; nient’altro cambia.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation>Filtra i giocatori (nome, affiliazione, stato)…</translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation>Nome (Invio per aggiungere)</translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation>Affiliazione (facoltativa)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Segna presente / assente</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Riammetti</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Liste dei mazzi</translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation>Allega la lista del giocatore selezionato (o trascina un file .txt/.json sulla sua riga), controllala o guarda il campo dei partecipanti</translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation>&amp;Allega una lista…</translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation>&amp;Controllo del mazzo…</translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation>Il &amp;campo…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation>{shown} di {text}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} salvato.</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} aggiunto.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Seleziona prima un giocatore.</translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation>{name} segnato presente.</translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation>{name} non più presente.</translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation>{name} ritirato.</translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation>{name} riammesso.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lettura di {name}…</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>non è stato importato nulla</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importazione di {name}…</translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation>Importati {count} giocatori da {name}.</translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation>Lista del mazzo di {name} ({source}): {status}.</translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation>Trascina una lista del mazzo .txt o .json sulla riga di un giocatore.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation>Il documento non ha pagine da mostrare.</translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation>Anteprima di stampa — {title}</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Pagina precedente (Pag su)</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Pagina successiva (Pag giù)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Pagina</translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation>di {pages}</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Riduci (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Ingrandisci (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Adatta alla larghezza</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Salva come PDF…</translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation>Apri nel visualizzatore</translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation>Apri il PDF nel visualizzatore PDF del computer</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Anteprima della pagina</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Impossibile avviare la stampante.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n pagina inviata alla stampante.</numerusform>
            <numerusform>%n pagine inviate alla stampante.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Salva come PDF</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>Impossibile scrivere {path}: {strerror}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvato in {path}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation>Impossibile avviare un visualizzatore PDF. Il file si trova in {path}.</translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation>{name} aperto nel visualizzatore PDF.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation>Abbinamenti per &amp;tavolo</translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation>Abbinamenti per &amp;nome</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation>&amp;Foglietti dei risultati</translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation>&amp;Tabellone del taglio</translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation>&amp;Resoconto dell’evento</translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation>Moduli dei &amp;mazzi</translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation>abbinamenti per tavolo</translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation>abbinamenti per nome</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classifica</translation>
    </message>
    <message>
        <source>match slips</source>
        <translation>foglietti dei risultati</translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation>tabellone del taglio</translation>
    </message>
    <message>
        <source>event report</source>
        <translation>resoconto dell’evento</translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation>moduli di registrazione dei mazzi</translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation>Carta delle impostazioni &amp;locali</translation>
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
        <translation>turno a eliminazione {cut_rounds} — {what}</translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation>turno {round} — {what}</translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation>Preparazione di {title}…</translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation>{title}: anteprima di stampa aperta.</translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation>Pubblica l’evento in una cartella</translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation>Pubblicazione in {folder}…</translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation>Pubblicati {count} file in {folder}.</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Pubblicato</translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation>Scritti {count} file in {folder}:
</translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation>

Aprire index.html nel browser?</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tavolo {table}</translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation> +{minutes} min</translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation>contro {name_b}</translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation>contro {name_a}</translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation>{table_label} · posto {seat}</translation>
    </message>
    <message>
        <source>with {others}</source>
        <translation>con {others}</translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Maester — round clock</source>
        <translation>Maester — orologio del turno</translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation>TEMPO SCADUTO</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Ultimi cinque minuti</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation>Tempo extra  ·  {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation>Maester — abbinamenti</translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation>Abbinamenti del turno {round_number}  ·  {event_name}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation>Mantieni questi abbinamenti</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Abbina di nuovo</translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation>Accetta l’abbinamento meno peggiore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation>Il turno {round} è abbinato ({tables} tavoli) con avvisi: mantienilo, abbinalo di nuovo o modificalo scambiando giocatori.</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation>Risolvi la chiamata dell’arbitro {0}</translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation>Cosa è stato deciso.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>nessun tempo extra</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Esito</translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation>&amp;Tempo extra</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitro</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation>Abbina il turno successivo</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation>7a ⏎ · a/b vittoria · A/B modificata · d doppia sconfitta</translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation>7a: vince il giocatore A del tavolo 7 · 7b: vince il giocatore B · 7A o 7B: vittoria modificata (7A2: decisa dalle carte rimaste nel mazzo di pesca) · 7d: doppia sconfitta. Digitare un tavolo che ha già un risultato lo corregge (registrato).</translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation>5 2143 9 15 3 7 ⏎ · tavolo, piazzamenti per posto, potere</translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation>Numero del tavolo, poi il piazzamento finale di ogni posto in ordine di seduta (2143: ha vinto il posto 2, il posto 1 è secondo…), poi il potere di ogni posto alla fine. Un primo posto con 15 di potere è una partita vinta, altrimenti il tempo è scaduto (il potere di ogni posto serve in ogni caso). Giocatori eliminati prima della fine: x e i loro posti (5 2143 9 15 3 7 x3). Digitare un tavolo che ha già un risultato lo corregge (registrato).</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Scambia due giocatori</translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation>Seleziona due celle di giocatori, poi scambia (registrato)</translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation>Annulla l’ultimo risultato</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation>Elimina l’ultimo turno…</translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation>Abbinamenti al proiettore</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation>Il turno {0} è stato abbinato su {1}: il turno {2} resta visibile mentre ne digiti il risultato (scegli il nuovo turno qui sopra).</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation>Turno {round_number}: tutti i risultati inseriti</translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation>Turno {round_number}: {n} in sospeso</translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation>non è stato abbinato nulla</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Abbinamento…</translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation>, un bye</translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation>Turno {round} abbinato: {tables} tavoli{bye}.</translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation>{message}. Nella finestra: Evento ▸ Impostazioni dell’evento… (Ctrl+,) per altri turni, o la scheda Taglio.</translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation>Turno abbinato di nuovo (annotato nel registro delle modifiche).</translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation>⚠ non capito: digita un numero di tavolo e poi a, b, A, B o d</translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation>⚠ nessun tavolo {table} nel turno {round_number}</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>correggi: </translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation>⚠ appena inserito su {0}; correggi: </translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation>Tavolo {table}: a = {name_a}   b = {name_b}</translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation>{pre}Tavolo {table}: doppia sconfitta ({name_a}, {name_b})</translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation>{pre}Tavolo {table}: {winner} batte {loser} ({how}) ⏎</translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation>digita un numero di tavolo e a, b, A, B o d, poi Invio</translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation>non c’è il tavolo {table} nel turno {round_number}</translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation>il risultato del tavolo {0} è appena stato inserito su {1} ({2}): premi di nuovo Invio per correggerlo</translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation>Tavolo {table}: corretto.</translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation>Tavolo {table}: registrato.</translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation>turno {round_number}</translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation>Nessun risultato da annullare.</translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation>Annullato: tavolo {table} del turno {rnd}.</translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation>Seleziona esattamente due celle di giocatori da scambiare (Ctrl+clic).</translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation>Giocatori scambiati (annotato nel registro delle modifiche).</translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation>Non c’è alcun turno da eliminare.</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Elimina turno</translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation>Eliminare il turno {latest} con i suoi abbinamenti e tutti i risultati inseriti?</translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation>Turno {latest} eliminato.</translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation>legale · {faction_name}</translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation>Condividi sulla rete locale</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Avvia la condivisione</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Non condiviso.</translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation>I giocatori possono comunicare i risultati e chiedere il ritiro dal telefono</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation>In attesa di te (prima le contestazioni):</translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation>Impossibile condividere: {0}</translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation>Condiviso su {0}: i giocatori aprono questo indirizzo sul Wi-Fi del locale.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Interrompi la condivisione</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>CONTESTAZIONE — {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation>Spareggio casuale {random_key:.4f}: ordina i giocatori pari in tutti gli altri spareggi (estratto dal seme dell’evento; la stessa estrazione ordina il bye)</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation>Trova un giocatore…</translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation>Calcolo della classifica…</translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation> di {rounds}</translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation>{when} · {count} giocatori · mischia: per punti, forza del calendario, potere, poi a caso</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation>SoS esteso</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>scontro diretto</translation>
    </message>
    <message>
        <source>random</source>
        <translation>sorteggio</translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation>{when} · {count} giocatori · per {order}</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation>Fai clic per digitare il risultato del tavolo {table}</translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation>  (testa di serie {seed})</translation>
    </message>
    <message>
        <source>, out</source>
        <translation>, eliminato</translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation>{ordinal} · {power} potere{out}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation>Tavolo {table}: {how}</translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation>Tavolo {table}: risultato da inserire</translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation>pagina {page} di {pages} · {letters}</translation>
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
        <translation>Gestore di tornei per Il Trono di Spade: il gioco di carte</translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation>Apri file dell’evento…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Apri l’evento dimostrativo</translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation>Un evento di esempio con 32 giocatori e alcuni turni giocati: esplora liberamente</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation>File degli eventi recenti</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(ancora nessuno)</translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation>
            <numerusform>non legale (%n problema)</numerusform>
            <numerusform>non legale (%n problemi)</numerusform>
        </translation>
    </message>
</context>
</TS>
