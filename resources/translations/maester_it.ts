<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AdhocAbilityDialog</name>
    <message>
        <source>Ad-hoc ability — {card}</source>
        <translation>Abilità ad hoc — {card}</translation>
    </message>
    <message>
        <source>The kind of ability, in the engine&apos;s words or the 2nd edition&apos;s</source>
        <translation>Il tipo di abilità, con le parole del motore o della 2ª edizione</translation>
    </message>
    <message>
        <source>a short paraphrase, shown in the log</source>
        <translation>una breve parafrasi, mostrata nel registro</translation>
    </message>
    <message>
        <source>usable from hand</source>
        <translation>usabile dalla mano</translation>
    </message>
    <message>
        <source>participating in the challenge</source>
        <translation>partecipante alla sfida</translation>
    </message>
    <message>
        <source>a trait, e.g. Knight</source>
        <translation>un tratto (in inglese), ad es. Knight</translation>
    </message>
    <message>
        <source>up to that many</source>
        <translation>fino a quel numero</translation>
    </message>
    <message>
        <source>icon, keyword or destination, when the effect needs one</source>
        <translation>icona, parola chiave o destinazione, quando l&apos;effetto ne richiede una</translation>
    </message>
    <message>
        <source>where a search looks: deck, top:5</source>
        <translation>dove guarda una ricerca: deck, top:5</translation>
    </message>
    <message>
        <source>self, military, {filter: {trait: Knight}} …</source>
        <translation>self, military, {filter: {trait: Knight}} …</translation>
    </message>
    <message>
        <source>the value the condition reads</source>
        <translation>il valore che la condizione legge</translation>
    </message>
    <message>
        <source>any other field, as in a scenario file, e.g.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</source>
        <translation>qualsiasi altro campo, come in un file di scenario, ad es.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</translation>
    </message>
    <message>
        <source>Max (every copy of the title)</source>
        <translation>Max (ogni copia del titolo)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>Te&amp;sto</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Fase</translation>
    </message>
    <message>
        <source>Rule &amp;citation</source>
        <translation>&amp;Riferimento alla regola</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Innesco</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Sfida</translation>
    </message>
    <message>
        <source>Trigger (responses, passives, interrupts)</source>
        <translation>Innesco (reazioni, abilità forzate, interruzioni)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>C&amp;osto</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Card to pay with</source>
        <translation>Carta con cui pagare</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>T&amp;arget</source>
        <translation>&amp;Bersaglio</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zona</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Tratto</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unica</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quanti</translation>
    </message>
    <message>
        <source>Chosen by</source>
        <translation>Scelto da</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>E&amp;ffect</source>
        <translation>E&amp;ffetto</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Fino a</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>&amp;X counts</source>
        <translation>&amp;X conta</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>T&amp;hen</source>
        <translation>&amp;Poi</translation>
    </message>
    <message>
        <source>Then on</source>
        <translation>Poi su</translation>
    </message>
    <message>
        <source>Cancels</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>Only &amp;if</source>
        <translation>Solo &amp;se</translation>
    </message>
    <message>
        <source>its value</source>
        <translation>il suo valore</translation>
    </message>
    <message>
        <source>&amp;While (constant)</source>
        <translation>&amp;Finché (costante)</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Limite</translation>
    </message>
    <message>
        <source>per</source>
        <translation>per</translation>
    </message>
    <message>
        <source>&amp;More fields</source>
        <translation>&amp;Altri campi</translation>
    </message>
    <message>
        <source>Conditions and limits</source>
        <translation>Condizioni e limiti</translation>
    </message>
    <message>
        <source>More fields: write &apos;field: value&apos; lines</source>
        <translation>Altri campi: scrivi righe &apos;campo: valore&apos;</translation>
    </message>
    <message>
        <source>Cannot read what was typed: {problem}</source>
        <translation>Impossibile leggere il testo inserito: {problem}</translation>
    </message>
    <message>
        <source>Unknown rule citation {cite}.</source>
        <translation>Riferimento alla regola sconosciuto {cite}.</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Nessuna lista del mazzo consegnata finora.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>{total} power ({house} on House)</source>
        <translation>{total} potere ({house} sulla carta fazione)</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>{gold} oro</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primo giocatore</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>VINCITORE</translation>
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
    <name>CardLookupPanel</name>
    <message>
        <source>type a card name, e.g. Asha Greyjoy</source>
        <translation>scrivi il nome di una carta (in inglese), ad es. Asha Greyjoy</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Cerca</translation>
    </message>
    <message>
        <source>&amp;Put on the board</source>
        <translation>&amp;Metti sul tavolo di gioco</translation>
    </message>
    <message>
        <source>&amp;Not scripted: declare its ability…</source>
        <translation>&amp;Senza script: dichiara la sua abilità…</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>No card called “{name}”. Did you mean: {links}?</source>
        <translation>Nessuna carta si chiama «{name}». Intendevi: {links}?</translation>
    </message>
    <message>
        <source>No card called “{name}”.</source>
        <translation>Nessuna carta si chiama «{name}».</translation>
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
        <source>Note: {note}</source>
        <translation>Nota: {note}</translation>
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
    <name>DeskController</name>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Prima carica uno scenario o prepara un tavolo di gioco.</translation>
    </message>
    <message>
        <source>There is no decision at this step.</source>
        <translation>Non c’è alcuna decisione in questo passo.</translation>
    </message>
    <message>
        <source>Nothing to branch from yet.</source>
        <translation>Non c’è ancora nulla da cui diramare.</translation>
    </message>
    <message>
        <source>No such branch.</source>
        <translation>Questo ramo non esiste.</translation>
    </message>
    <message>
        <source>No decision to take back.</source>
        <translation>Nessuna decisione da annullare.</translation>
    </message>
    <message>
        <source>Nothing to save: load a scenario or set up a board first.</source>
        <translation>Niente da salvare: prima carica uno scenario o prepara un tavolo di gioco.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Niente da decidere: prima carica uno scenario o prepara un tavolo di gioco.</translation>
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
        <source>&amp;Withdraw penalty…</source>
        <translation>&amp;Ritira la penalità…</translation>
    </message>
    <message>
        <source>A penalty entered by mistake: it stays in the log, marked withdrawn with the reason, and no longer counts towards escalation</source>
        <translation>Una penalità inserita per errore: resta nel registro, segnata come ritirata con il motivo, e non conta più per l’escalation</translation>
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
        <source>Penalty withdrawn: {0}, {1} ({2}).</source>
        <translation>Penalità ritirata: {0}, {1} ({2}).</translation>
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
    <message>
        <source>Withdrawn {0}: {1}</source>
        <translation>Ritirata {0}: {1}</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (ritirata)</translation>
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
        <source> (withdrawn: {0})</source>
        <translation> (ritirata: {0})</translation>
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
    <name>RulesDesk</name>
    <message>
        <source>Action: a player may use it in an action window</source>
        <extracomment>each kind of ability in a judge&apos;s words (the Kind list&apos;s tooltips)</extracomment>
        <translation>Azione: un giocatore può usarla in una finestra di azione</translation>
    </message>
    <message>
        <source>Reaction (1st edition: response): after its trigger, a player may use it</source>
        <translation>Reazione (1ª edizione: response): dopo il suo innesco, un giocatore può usarla</translation>
    </message>
    <message>
        <source>Save or cancel: used while something resolves, to cancel it or to save a card from it</source>
        <translation>Salvare o annullare: usata mentre qualcosa si risolve, per annullarlo o salvarne una carta</translation>
    </message>
    <message>
        <source>Forced: it resolves by itself when its trigger happens</source>
        <translation>Forzata: si risolve da sola quando avviene il suo innesco</translation>
    </message>
    <message>
        <source>Constant: it applies while its condition holds</source>
        <translation>Costante: si applica finché vale la sua condizione</translation>
    </message>
    <message>
        <source>Interrupt: before its trigger resolves, a player may use it</source>
        <translation>Interruzione: prima che il suo innesco si risolva, un giocatore può usarla</translation>
    </message>
    <message>
        <source>Instead: it replaces what would happen</source>
        <translation>Invece: sostituisce ciò che accadrebbe</translation>
    </message>
    <message>
        <source>Reaction (2nd edition&apos;s name; the engine&apos;s response)</source>
        <translation>Reazione (nome della 2ª edizione; la response del motore)</translation>
    </message>
    <message>
        <source>Forced reaction (the engine resolves it as a passive)</source>
        <translation>Reazione forzata (il motore la risolve come passiva)</translation>
    </message>
    <message>
        <source>Forced interrupt (the engine resolves it as a passive)</source>
        <translation>Interruzione forzata (il motore la risolve come passiva)</translation>
    </message>
    <message>
        <source>When revealed, on a plot (the engine resolves it as a passive)</source>
        <translation>Quando rivelata, su una trama (il motore la risolve come passiva)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazzo di pesca</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>pila degli scarti</translation>
    </message>
    <message>
        <source>dead pile</source>
        <translation>pila dei morti</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>plot deck</source>
        <translation>mazzo delle trame</translation>
    </message>
    <message>
        <source>used plots</source>
        <translation>trame usate</translation>
    </message>
    <message>
        <source>revealed plot</source>
        <translation>trama rivelata</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>in fase di gioco</translation>
    </message>
    <message>
        <source>shadows area</source>
        <translation>area delle ombre</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>rimossa dalla partita</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>con script</translation>
    </message>
    <message>
        <source>no ability to declare: keywords the rules read, or none</source>
        <translation>nessuna abilità da dichiarare: parole chiave che le regole leggono, o nessuna</translation>
    </message>
    <message>
        <source>not scripted yet — the ability language can say it</source>
        <translation>non ancora con script — il linguaggio delle abilità può esprimerla</translation>
    </message>
    <message>
        <source>not scripted — the ability language lacks: </source>
        <translation>senza script — al linguaggio delle abilità manca: </translation>
    </message>
    <message>
        <source>not in the 2nd-edition card pool the engine counts</source>
        <translation>non nel pool di carte della 2ª edizione che il motore conta</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source> (loyal)</source>
        <translation> (leale)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unica</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
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
        <source>Icons</source>
        <translation>Icone</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Tratti</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Trama</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>wording the coverage reader does not classify</source>
        <translation>formulazioni che il lettore di copertura non classifica</translation>
    </message>
    <message>
        <source>card code {codes}</source>
        <translation>codice carta {codes}</translation>
    </message>
    <message>
        <source>card file {key}: its facts, no ability</source>
        <translation>file della carta {key}: i suoi dati, nessuna abilità</translation>
    </message>
    <message>
        <source>Scripted from printing {code}; the other printings ({others}) may word the ability differently: compare the card at the table.</source>
        <translation>Script secondo la stampa {code}; le altre stampe ({others}) possono formulare l&apos;abilità diversamente: confronta con la carta al tavolo.</translation>
    </message>
    <message>
        <source>it can go on the board as it is.</source>
        <translation>può andare sul tavolo di gioco così com&apos;è.</translation>
    </message>
    <message>
        <source>Not scripted: declare its ability</source>
        <translation>Senza script: dichiara la sua abilità</translation>
    </message>
    <message>
        <source>Put it on the board and state its ability in the engine&apos;s language with &lt;i&gt;Not scripted: declare its ability…&lt;/i&gt;.</source>
        <translation>Mettila sul tavolo di gioco e descrivi la sua abilità nel linguaggio del motore con &lt;i&gt;Senza script: dichiara la sua abilità…&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Testo stampato</translation>
    </message>
    <message>
        <source>from the card data you imported (not part of Maester)</source>
        <translation>dai dati delle carte che hai importato (non fa parte di Maester)</translation>
    </message>
    <message>
        <source>the start of the phase: its first framework event</source>
        <extracomment>what the scenario file&apos;s start and end points mean, in the combo boxes&apos; tooltips</extracomment>
        <translation>l&apos;inizio della fase: il suo primo evento di struttura</translation>
    </message>
    <message>
        <source>the players&apos; actions (in marshalling, the active player&apos;s, income counted)</source>
        <translation>le azioni dei giocatori (nella fase di schieramento, quelle del giocatore attivo, rendita contata)</translation>
    </message>
    <message>
        <source>challenges only: the active player declares a challenge</source>
        <translation>solo sfide: il giocatore attivo dichiara una sfida</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, attackers declared</source>
        <translation>solo sfide: la sfida qui sotto, attaccanti dichiarati</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, defenders declared</source>
        <translation>solo sfide: la sfida qui sotto, difensori dichiarati</translation>
    </message>
    <message>
        <source>challenges only: the challenge below is resolved</source>
        <translation>solo sfide: la sfida qui sotto viene risolta</translation>
    </message>
    <message>
        <source>the end of the start phase</source>
        <translation>la fine della fase iniziale</translation>
    </message>
    <message>
        <source>the end of the round</source>
        <translation>la fine del round</translation>
    </message>
    <message>
        <source>the end of the game (a winner)</source>
        <translation>la fine della partita (un vincitore)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>In ginocchio</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potere</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>every stepping command: (name, label, shortcuts); the first shortcut is the debugger&apos;s</extracomment>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Passo oltre</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Passo fuori</translation>
    </message>
    <message>
        <source>Run to decision</source>
        <translation>Fino alla decisione</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Branch here</source>
        <translation>Dirama qui</translation>
    </message>
    <message>
        <source>Take back decision</source>
        <translation>Ritira la decisione</translation>
    </message>
    <message>
        <source>A phase of the round.</source>
        <extracomment>what each level of the window stack is, in a judge&apos;s words (the tree&apos;s tooltips)</extracomment>
        <translation>Una fase del round.</translation>
    </message>
    <message>
        <source>Players take turns to act, first player first, until all pass in a row.</source>
        <translation>I giocatori agiscono a turno, prima il primo giocatore, finché tutti passano di seguito.</translation>
    </message>
    <message>
        <source>A framework event: something the structure of the game makes happen, not a card&apos;s ability.</source>
        <translation>Un evento di struttura: qualcosa che la struttura del gioco fa accadere, non l&apos;abilità di una carta.</translation>
    </message>
    <message>
        <source>An action or ability being played and resolved, part by part.</source>
        <translation>Un&apos;azione o abilità giocata e risolta, parte per parte.</translation>
    </message>
    <message>
        <source>A part of the timing structure, numbered as in the Rules Reference&apos;s timing chart.</source>
        <translation>Una parte della struttura dei tempi, numerata come nello schema dei tempi del Compendio delle regole.</translation>
    </message>
    <message>
        <source>A triggered ability resolving inside this part.</source>
        <translation>Un&apos;abilità innescata che si risolve in questa parte.</translation>
    </message>
    <message>
        <source>A chance to save against or cancel what is resolving.</source>
        <translation>Un&apos;occasione per salvare contro ciò che si risolve o annullarlo.</translation>
    </message>
    <message>
        <source>Save/cancel gate: the chance, going round the table, to cancel what is resolving or to save a card from it, before it takes effect. It closes when every player has passed in a row.</source>
        <extracomment>what the engine&apos;s &quot;save/cancel gate&quot; is, in the log&apos;s tooltips</extracomment>
        <translation>Finestra salvare/annullare: l&apos;occasione, facendo il giro del tavolo, di annullare ciò che si risolve o di salvarne una carta, prima che abbia effetto. Si chiude quando tutti i giocatori hanno passato di seguito.</translation>
    </message>
    <message>
        <source>{player} will choose “{words}”</source>
        <translation>{player} sceglierà «{words}»</translation>
    </message>
    <message>
        <source>{player} chose “{words}”</source>
        <translation>{player} ha scelto «{words}»</translation>
    </message>
    <message>
        <source>Save or cancel against: {what} — in {window}</source>
        <translation>Salvare o annullare contro: {what} — in {window}</translation>
    </message>
    <message>
        <source>Responses to: {what} — until {window} closes</source>
        <translation>Reazioni a: {what} — finché non si chiude {window}</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>the toolbar&apos;s words, short enough for every button to show at 1280 px; the full name, its keys and what it does are in the tooltip</extracomment>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Dirama</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>one step: a line of the log or a decision</source>
        <extracomment>what each stepping command does, in the toolbar&apos;s tooltips</extracomment>
        <translation>un passo: una riga del registro o una decisione</translation>
    </message>
    <message>
        <source>finish what is resolving at this level</source>
        <translation>termina ciò che si risolve a questo livello</translation>
    </message>
    <message>
        <source>finish the level that holds it (e.g. the player actions)</source>
        <translation>termina il livello che lo contiene (ad es. le azioni dei giocatori)</translation>
    </message>
    <message>
        <source>run until someone must decide</source>
        <translation>avanza finché qualcuno deve decidere</translation>
    </message>
    <message>
        <source>one recorded step back</source>
        <translation>un passo registrato indietro</translation>
    </message>
    <message>
        <source>one recorded step forward</source>
        <translation>un passo registrato avanti</translation>
    </message>
    <message>
        <source>a new branch from the decision under the cursor</source>
        <translation>un nuovo ramo dalla decisione sotto il cursore</translation>
    </message>
    <message>
        <source>take back the last decision</source>
        <translation>ritira l&apos;ultima decisione</translation>
    </message>
    <message>
        <source>Priority: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Priorità: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · passed: {names}</source>
        <translation> · hanno passato: {names}</translation>
    </message>
    <message>
        <source> · no one has passed yet</source>
        <translation> · nessuno ha ancora passato</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Hanno passato: {names}</translation>
    </message>
    <message>
        <source> · everyone, in a row: this closes</source>
        <translation> · tutti, di seguito: questo si chiude</translation>
    </message>
    <message>
        <source>Priority: —</source>
        <translation>Priorità: —</translation>
    </message>
    <message>
        <source>at &lt;i&gt;{where}&lt;/i&gt;</source>
        <translation>a &lt;i&gt;{where}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDeskWindow</name>
    <message>
        <source>Maester — Rules desk</source>
        <translation>Maester — Banco delle regole</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Prepara</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>P&amp;asso a passo</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tavolo di gioco</translation>
    </message>
    <message>
        <source>The parts of this phase, in order: the one running is marked</source>
        <translation>Le parti di questa fase, in ordine: quella in corso è segnata</translation>
    </message>
    <message>
        <source>Window stack</source>
        <translation>Pila delle finestre</translation>
    </message>
    <message>
        <source>What is resolving now, outermost first. The numbered parts (“5) responses”) are those of the Rules Reference&apos;s timing chart; “step” is your place in the timeline.</source>
        <translation>Ciò che si sta risolvendo ora, dal più esterno. Le parti numerate («5) responses») sono quelle dello schema dei tempi del Compendio delle regole; «passo» è il tuo punto nella sequenza temporale.</translation>
    </message>
    <message>
        <source>Show forbidden options and why</source>
        <translation>Mostra le opzioni vietate e perché</translation>
    </message>
    <message>
        <source>List, greyed, the options a player might expect here that the rules forbid, each with the rule that forbids it</source>
        <translation>Elenca, in grigio, le opzioni che un giocatore potrebbe aspettarsi qui e che le regole vietano, ciascuna con la regola che la vieta</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Open gates</source>
        <translation>Finestre aperte</translation>
    </message>
    <message>
        <source>What players may still respond to, or save or cancel against, at this step. A save or cancel chance closes when every player has passed in a row; the responses close with their window.</source>
        <translation>A cosa i giocatori possono ancora reagire, o contro cosa salvare o annullare, a questo passo. Un&apos;occasione di salvare o annullare si chiude quando tutti hanno passato di seguito; le reazioni si chiudono con la loro finestra.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Effetti duraturi</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Its place in the timeline: a line of the engine&apos;s log, or a decision (italics)</source>
        <translation>Il suo posto nella sequenza temporale: una riga del registro del motore, o una decisione (corsivo)</translation>
    </message>
    <message>
        <source>The rule behind it, by its heading: click the row for the project&apos;s words</source>
        <translation>La regola dietro, per titolo: clicca la riga per le parole del progetto</translation>
    </message>
    <message>
        <source>Click a step: its rule, in the project&apos;s own words.</source>
        <translation>Clicca un passo: la sua regola, con le parole del progetto.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Con&amp;fronta</translation>
    </message>
    <message>
        <source>Timeline (a decision taken after going back starts a branch):</source>
        <translation>Sequenza temporale (una decisione presa dopo essere tornati indietro apre un ramo):</translation>
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
        <translation>La conclusione dell’arbitro, in parole semplici.</translation>
    </message>
    <message>
        <source>&amp;Export ruling (PDF + scenario)…</source>
        <translation>&amp;Esporta la decisione (PDF + scenario)…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Conclusione</translation>
    </message>
    <message>
        <source>Scenario checks</source>
        <translation>Verifiche dello scenario</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>&amp;Branches</source>
        <translation>&amp;Rami</translation>
    </message>
    <message>
        <source>&amp;Ruling</source>
        <translation>&amp;Decisione</translation>
    </message>
    <message>
        <source>Answer pass / done automatically</source>
        <translation>Rispondi passo / fatto automaticamente</translation>
    </message>
    <message>
        <source>When the scenario has no answer written for a question, pass, say done or take the first order without asking (what the command line&apos;s engine-ref run does)</source>
        <translation>Quando lo scenario non ha una risposta scritta per una domanda: passa, di&apos; fatto o prendi il primo ordine senza chiedere (ciò che fa engine-ref run dalla riga di comando)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Sequenza temporale</translation>
    </message>
    <message>
        <source>Rules desk</source>
        <translation>Banco delle regole</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Save scenario…</source>
        <translation>Salva scenario…</translation>
    </message>
    <message>
        <source>Export ruling…</source>
        <translation>Esporta decisione…</translation>
    </message>
    <message>
        <source>Start stepping</source>
        <translation>Avvia passo a passo</translation>
    </message>
    <message>
        <source>Set up tab</source>
        <translation>Scheda Prepara</translation>
    </message>
    <message>
        <source>Step tab</source>
        <translation>Scheda Passo a passo</translation>
    </message>
    <message>
        <source>Cards tab</source>
        <translation>Scheda Carte</translation>
    </message>
    <message>
        <source>Ad-hoc ability</source>
        <translation>Abilità ad hoc</translation>
    </message>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Prima carica uno scenario o prepara un tavolo di gioco.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — {file}</source>
        <translation>Maester — Banco delle regole — {file}</translation>
    </message>
    <message>
        <source>&amp;Ruling — {name}</source>
        <translation>&amp;Decisione — {name}</translation>
    </message>
    <message>
        <source>Open a rules scenario</source>
        <translation>Apri uno scenario di regole</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>Scenari (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Salva lo scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>Scenari (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossibile scrivere {path}: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Niente da decidere: prima carica uno scenario o prepara un tavolo di gioco.</translation>
    </message>
    <message>
        <source>Export the ruling</source>
        <translation>Esporta la decisione</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling written: {pdf} and {scenario}</source>
        <translation>Decisione scritta: {pdf} e {scenario}</translation>
    </message>
    <message>
        <source>{card} is on the board ({player}, {zone})</source>
        <translation>{card} è sul tavolo di gioco ({player}, {zone})</translation>
    </message>
    <message>
        <source>Step {n}: {who}{what}</source>
        <translation>Passo {n}: {who}{what}</translation>
    </message>
    <message>
        <source>This step names no rule.</source>
        <translation>Questo passo non cita alcuna regola.</translation>
    </message>
    <message>
        <source>Set up a board, or open a scenario file (Ctrl+O).</source>
        <translation>Prepara un tavolo di gioco, o apri un file di scenario (Ctrl+O).</translation>
    </message>
    <message>
        <source>{phase} phase · round {round} · first player {player}</source>
        <translation>Fase {phase} · round {round} · primo giocatore {player}</translation>
    </message>
    <message>
        <source> · active {player}</source>
        <translation> · attivo {player}</translation>
    </message>
    <message>
        <source>{type} challenge: {attacker} attacks {defender}</source>
        <translation>Sfida {type}: {attacker} attacca {defender}</translation>
    </message>
    <message>
        <source>{player} wins</source>
        <translation>{player} vince</translation>
    </message>
    <message>
        <source>&lt;i&gt;(no window open)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(nessuna finestra aperta)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Window stack — {where}</source>
        <translation>Pila delle finestre — {where}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{where}&lt;/b&gt;: a decision — {player} must {prompt}</source>
        <translation>&lt;b&gt;{where}&lt;/b&gt;: una decisione — {player} deve: {prompt}</translation>
    </message>
    <message>
        <source>{effect} on {target} — until the end of the {until}</source>
        <translation>{effect} su {target} — fino alla fine: {until}</translation>
    </message>
    <message>
        <source>all of the scenario&apos;s expectations hold</source>
        <translation>tutte le attese dello scenario sono soddisfatte</translation>
    </message>
    <message>
        <source>(checked when the run stops)</source>
        <translation>(verificato al termine dell&apos;esecuzione)</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>passo {n} di {total}</translation>
    </message>
    <message>
        <source>chose “{option}”</source>
        <translation>ha scelto «{option}»</translation>
    </message>
    <message>
        <source>must {prompt}</source>
        <translation>deve: {prompt}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Passo {n}</translation>
    </message>
    <message>
        <source>in {where}</source>
        <translation>in {where}</translation>
    </message>
    <message>
        <source>Show forbidden options and why ({n})</source>
        <translation>Mostra le opzioni vietate e perché ({n})</translation>
    </message>
    <message>
        <source>No decision at this step.</source>
        <translation>Nessuna decisione a questo passo.</translation>
    </message>
    <message>
        <source>already answered here: {answer}; a different answer starts a branch</source>
        <translation>già risposto qui: {answer}; una risposta diversa apre un ramo</translation>
    </message>
    <message>
        <source>{answer} (the scenario&apos;s answer)</source>
        <translation>{answer} (la risposta dello scenario)</translation>
    </message>
    <message>
        <source>the desk answers pass / done by itself</source>
        <translation>il banco risponde da solo passo / fatto</translation>
    </message>
    <message>
        <source>at the next step {said}; another answer starts a branch</source>
        <translation>al passo successivo: {said}; un&apos;altra risposta apre un ramo</translation>
    </message>
    <message>
        <source>Decision — {player}</source>
        <translation>Decisione — {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; must {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; deve: {prompt}</translation>
    </message>
    <message>
        <source>{option}{keys}
In a scenario&apos;s decisions: {player}: {key}</source>
        <translation>{option}{keys}
Nelle decisioni di uno scenario: {player}: {key}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}
{ref} [{cite}]
{para}</source>
        <translation>Non consentito: {reason}
{ref} [{cite}]
{para}</translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation>legale · {faction_name}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>impossibile leggere {path}: {reason}</translation>
    </message>
    <message>
        <source>the first result of table {table} cannot be withdrawn; type the right result for that table to correct it</source>
        <translation>il primo risultato del tavolo {table} non può essere ritirato; digita il risultato giusto di quel tavolo per correggerlo</translation>
    </message>
    <message>
        <source>players can be swapped only in the latest round</source>
        <translation>i giocatori possono essere scambiati solo nell’ultimo turno</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titolo</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regolamento</translation>
    </message>
    <message>
        <source>Start &amp;phase</source>
        <translation>&amp;Fase iniziale</translation>
    </message>
    <message>
        <source>Start &amp;at</source>
        <translation>Inizia &amp;da</translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation>Esegui &amp;fino a</translation>
    </message>
    <message>
        <source>&amp;First player</source>
        <translation>&amp;Primo giocatore</translation>
    </message>
    <message>
        <source>Acti&amp;ve player</source>
        <translation>Giocatore a&amp;ttivo</translation>
    </message>
    <message>
        <source>Rou&amp;nd</source>
        <translation>Rou&amp;nd</translation>
    </message>
    <message>
        <source>Where to start</source>
        <translation>Da dove iniziare</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casata</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potere</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Rimuovi giocatore</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Giocatori, in ordine di posto</translation>
    </message>
    <message>
        <source>Decisions the scenario makes, in order</source>
        <translation>Le decisioni dello scenario, in ordine</translation>
    </message>
    <message>
        <source>one a line: who decides, a colon, the answer, e.g.
stark: use cat
greyjoy: pass</source>
        <translation>una per riga: chi decide, due punti, la risposta, ad es.
stark: use cat
greyjoy: pass</translation>
    </message>
    <message>
        <source>Each line answers one question when it comes: the player&apos;s name, a colon, then the answer as the desk names it in each option button&apos;s tooltip (pass, done, use cat — use the card whose id is cat —, target cat, play order…). The questions not answered here wait for a click.</source>
        <translation>Ogni riga risponde a una domanda quando arriva: il nome del giocatore, due punti, poi la risposta come il banco la chiama nel suggerimento di ogni pulsante di opzione (pass, done, use cat — usa la carta il cui id è cat —, target cat, play order…). Le domande senza risposta qui attendono un clic.</translation>
    </message>
    <message>
        <source>card name ({mark} = scripted by the engine)</source>
        <translation>nome della carta ({mark} = con script del motore)</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>in ginocchio</translation>
    </message>
    <message>
        <source>power </source>
        <translation>potere </translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Aggiungi carta</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Rimuovi carta</translation>
    </message>
    <message>
        <source>Declare an ad-hoc &amp;ability…</source>
        <translation>Dichiara un&apos;&amp;abilità ad hoc…</translation>
    </message>
    <message>
        <source>&amp;Start stepping  (Ctrl+Return)</source>
        <translation>&amp;Avvia passo a passo  (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(predefinito)</translation>
    </message>
    <message>
        <source>{mark} scripted</source>
        <translation>{mark} con script</translation>
    </message>
    <message>
        <source>card facts</source>
        <translation>dati della carta</translation>
    </message>
    <message>
        <source> + ad-hoc</source>
        <translation> + ad hoc</translation>
    </message>
    <message>
        <source>, ad-hoc ability</source>
        <translation>, abilità ad hoc</translation>
    </message>
    <message>
        <source>+{n} attached</source>
        <translation>+{n} connesse</translation>
    </message>
    <message>
        <source>+{n} duplicates</source>
        <translation>+{n} duplicati</translation>
    </message>
    <message>
        <source>Gold must be a whole number.</source>
        <translation>L&apos;oro deve essere un numero intero.</translation>
    </message>
    <message>
        <source>Power must be a whole number.</source>
        <translation>Il potere deve essere un numero intero.</translation>
    </message>
    <message>
        <source>A board needs at least two players.</source>
        <translation>Un tavolo di gioco richiede almeno due giocatori.</translation>
    </message>
    <message>
        <source>Type a card name first.</source>
        <translation>Prima scrivi il nome di una carta.</translation>
    </message>
    <message>
        <source>Select the card that has the ability first.</source>
        <translation>Prima seleziona la carta che ha l&apos;abilità.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>{player} asks to drop</source>
        <translation>{player} chiede di ritirarsi</translation>
    </message>
    <message>
        <source>{place}. {name} ({power}{out})</source>
        <translation>{place}. {name} ({power}{out})</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, eliminato</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>a player won</source>
        <translation>un giocatore ha vinto</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {places}; {ending}</source>
        <translation>tavolo {table}: {player} segnala {places}; {ending}</translation>
    </message>
    <message>
        <source>table {table}: {player} reports a double loss</source>
        <translation>tavolo {table}: {player} segnala una doppia sconfitta</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {winner} wins ({how})</source>
        <translation>tavolo {table}: {player} segnala che vince {winner} ({how})</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>CONTESTAZIONE — {0}</translation>
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
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw penalty {0}</source>
        <translation>Ritira la penalità {0}</translation>
    </message>
    <message>
        <source>Why (the wrong player, the wrong infraction…)</source>
        <translation>Perché (il giocatore sbagliato, l’infrazione sbagliata…)</translation>
    </message>
    <message>
        <source>{0}: {1} for {2}, {3}.</source>
        <translation>{0}: {1} per {2}, {3}.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitro</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Ritira</translation>
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
