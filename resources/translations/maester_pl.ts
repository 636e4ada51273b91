<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AdhocAbilityDialog</name>
    <message>
        <source>Ad-hoc ability — {card}</source>
        <translation>Zdolność ad hoc — {card}</translation>
    </message>
    <message>
        <source>The kind of ability, in the engine&apos;s words or the 2nd edition&apos;s</source>
        <translation>Rodzaj zdolności, słowami silnika lub 2. edycji</translation>
    </message>
    <message>
        <source>a short paraphrase, shown in the log</source>
        <translation>krótka parafraza, widoczna w dzienniku</translation>
    </message>
    <message>
        <source>usable from hand</source>
        <translation>do użycia z ręki</translation>
    </message>
    <message>
        <source>participating in the challenge</source>
        <translation>uczestniczy w wyzwaniu</translation>
    </message>
    <message>
        <source>a trait, e.g. Knight</source>
        <translation>cecha (po angielsku), np. Knight</translation>
    </message>
    <message>
        <source>up to that many</source>
        <translation>do tylu</translation>
    </message>
    <message>
        <source>icon, keyword or destination, when the effect needs one</source>
        <translation>ikona, słowo kluczowe lub cel, gdy efekt go wymaga</translation>
    </message>
    <message>
        <source>where a search looks: deck, top:5</source>
        <translation>gdzie szuka przeszukanie: deck, top:5</translation>
    </message>
    <message>
        <source>self, military, {filter: {trait: Knight}} …</source>
        <translation>self, military, {filter: {trait: Knight}} …</translation>
    </message>
    <message>
        <source>the value the condition reads</source>
        <translation>wartość, którą czyta warunek</translation>
    </message>
    <message>
        <source>any other field, as in a scenario file, e.g.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</source>
        <translation>dowolne inne pole, jak w pliku scenariusza, np.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</translation>
    </message>
    <message>
        <source>Max (every copy of the title)</source>
        <translation>Maks. (każda kopia tytułu)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Rodzaj</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Tekst</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Faza</translation>
    </message>
    <message>
        <source>Rule &amp;citation</source>
        <translation>&amp;Odwołanie do zasady</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Zdolność</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Wyzwalacz</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Wyzwanie</translation>
    </message>
    <message>
        <source>Trigger (responses, passives, interrupts)</source>
        <translation>Wyzwalacz (reakcje, zdolności wymuszone, przerwania)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>K&amp;oszt</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Card to pay with</source>
        <translation>Karta, którą się płaci</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>T&amp;arget</source>
        <translation>C&amp;el</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Kontrolujący</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Strefa</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakcja</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Cecha</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unikalna</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Ile</translation>
    </message>
    <message>
        <source>Chosen by</source>
        <translation>Wybiera</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>E&amp;ffect</source>
        <translation>E&amp;fekt</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>&amp;X counts</source>
        <translation>&amp;X liczy</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Dokąd</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Skąd</translation>
    </message>
    <message>
        <source>T&amp;hen</source>
        <translation>&amp;Następnie</translation>
    </message>
    <message>
        <source>Then on</source>
        <translation>Następnie na</translation>
    </message>
    <message>
        <source>Cancels</source>
        <translation>Anuluje</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Ratuje</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efekt</translation>
    </message>
    <message>
        <source>Only &amp;if</source>
        <translation>Tylko &amp;jeśli</translation>
    </message>
    <message>
        <source>its value</source>
        <translation>jego wartość</translation>
    </message>
    <message>
        <source>&amp;While (constant)</source>
        <translation>&amp;Dopóki (stała)</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Limit</translation>
    </message>
    <message>
        <source>per</source>
        <translation>na</translation>
    </message>
    <message>
        <source>&amp;More fields</source>
        <translation>&amp;Więcej pól</translation>
    </message>
    <message>
        <source>Conditions and limits</source>
        <translation>Warunki i limity</translation>
    </message>
    <message>
        <source>More fields: write &apos;field: value&apos; lines</source>
        <translation>Więcej pól: wpisz wiersze &apos;pole: wartość&apos;</translation>
    </message>
    <message>
        <source>Cannot read what was typed: {problem}</source>
        <translation>Nie można odczytać wpisanego tekstu: {problem}</translation>
    </message>
    <message>
        <source>Unknown rule citation {cite}.</source>
        <translation>Nieznane odwołanie do zasady {cite}.</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Nie oddano jeszcze listy talii.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>{total} power ({house} on House)</source>
        <translation>władza {total} ({house} na karcie frakcji)</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>złoto {gold}</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>pierwszy gracz</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktywny</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>ZWYCIĘZCA</translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation>Jeszcze bez cutu: wybierz jego wielkość i rozpocznij.</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finał</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Półfinały</translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation>Top {left}</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>do rozstrzygnięcia</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>New judge call</source>
        <translation>Nowe wezwanie sędziego</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runda {0}</translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation>Runda eliminacyjna {0}</translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation>poza stołem</translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation>O co pytali gracze, w kilku słowach.</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runda</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Stół</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Sędzia</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Pytanie</translation>
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
        <translation>Runda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Wezwano</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pytanie</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>open</source>
        <translation>otwarte</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>rozstrzygnięte</translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation> · +{0} min</translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation> · orzeczenia: {0}</translation>
    </message>
</context>
<context>
    <name>CardLookupPanel</name>
    <message>
        <source>type a card name, e.g. Asha Greyjoy</source>
        <translation>wpisz nazwę karty (po angielsku), np. Asha Greyjoy</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Wyszukaj</translation>
    </message>
    <message>
        <source>&amp;Put on the board</source>
        <translation>&amp;Połóż na planszy</translation>
    </message>
    <message>
        <source>&amp;Not scripted: declare its ability…</source>
        <translation>&amp;Bez skryptu: zadeklaruj zdolność…</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>No card called “{name}”. Did you mean: {links}?</source>
        <translation>Brak karty o nazwie „{name}”. Czy chodziło o: {links}?</translation>
    </message>
    <message>
        <source>No card called “{name}”.</source>
        <translation>Brak karty o nazwie „{name}”.</translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation>2. edycja</translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation>1. edycja</translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation>folder z plikami dodatków</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>plik dodatku</translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation>plik kart ThronesDB</translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation>listy kart zastrzeżonych</translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation>dane kart 1. edycji</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation>Zaimportowano {cards} kart z {source} ({kind}): baza kart ({edition}) ma teraz {total} kart i {restricted_lists} wersji listy kart zastrzeżonych.</translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation>Wyszukiwanie kart</translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation>Nazwa karty (akcenty i apostrofy nie mają znaczenia)</translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation>&amp;Frakcja</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Dodatek</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Wszystkie frakcje</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Wszystkie typy</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Wszystkie dodatki</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation> · lista kart zastrzeżonych: {restricted_list} ({format})</translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation> · otwórz wydarzenie, aby zobaczyć jego listę kart zastrzeżonych</translation>
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
        <translation> czas</translation>
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
        <translation>Wstrzymaj</translation>
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
        <translation>Resetuj</translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation>Zegar na rzutniku</translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation>Zegar uruchomiony.</translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation>Zegar wstrzymany.</translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation>Zegar wydłużony o {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation>Zegar skrócony o {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation>Zegar zresetowany.</translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation>runda eliminacyjna {round}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>runda {round}</translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation>KONIEC CZASU — dokończcie bieżącą rundę aż do fazy podatków</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Ostatnie pięć minut</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nie rozpoczęto</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation>Dodatkowy czas: {0}</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Wynik</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation>Połącz z serwerem</translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation>(nowy serwer)</translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation>laptop organizatora, np. 192.168.1.10</translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation>Zapamiętaj hasło w systemowym pęku kluczy</translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation>Brak systemowego pęku kluczy: hasło będzie podawane za każdym razem.</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>&amp;Ostatnie serwery:</translation>
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
        <translation>&amp;Baza danych:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Użytkownik:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Nazwa &amp;stanowiska:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Połącz</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation>Podaj nazwę hosta lub adres serwera.</translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation>Podaj bazę danych i użytkownika.</translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation>Łączenie z {0}…</translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation>Nie można użyć tego serwera: {0}.</translation>
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
        <translation>Rozpocznij cut</translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation>Sparuj następną rundę eliminacyjną</translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation>Kliknij nazwisko gracza, aby zapisać jego zwycięstwo (Shift+klik: zmodyfikowane zwycięstwo).</translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation>Wielkość cutu</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Zwycięzca: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation>
            <numerusform>%n partia w toku</numerusform>
            <numerusform>%n partie w toku</numerusform>
            <numerusform>%n partii w toku</numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation> nad {name}</translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation>Runda zakończona</translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation>Rozpoczęto cut top {size}.</translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation>Rozpocząć cut top {size}? Pierwszych {size} z klasyfikacji zostaje rozstawionych i sparowana zostaje pierwsza runda eliminacyjna; potem nie można już parować rund systemu szwajcarskiego.</translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation>Sparowano następną rundę eliminacyjną.</translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation>zmodyfikowane zwycięstwo</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>zwycięstwo</translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation>Zapisano zwycięstwo: {winner}.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Zapisz wynik</translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation>Zapisać {how} dla: {winner}{against} (runda eliminacyjna {round_number}, stół {table})?</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation>Sprawdzenie talii — {player_name}</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legalna</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Nielegalna</translation>
    </message>
    <message>
        <source>No list</source>
        <translation>Brak listy</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</translation>
    </message>
    <message>
        <source>no faction</source>
        <translation>brak frakcji</translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation> · brak agendy</translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation>Talia intryg {plots} · talia dobierania {draw} — </translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Uwaga: {note}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Liczba</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation>Lista talii — {player_name}</translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation>Wklej listę (tekst lub JSON z ThronesDB albo samą listę kart) lub jej link do ThronesDB (opublikowana lista albo talia udostępniona przez właściciela), albo wczytaj plik.</translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation>House Stark
The Lord of the Crossing

Intrygi
1x …</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Z pliku…</translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation>Dlaczego lista zmienia się po rundzie 1 (dziennik zmian)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Powód</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Lista talii</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation>Listy talii (*.txt *.json *.o8d *.md);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation>Pobieranie listy z ThronesDB…</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation>{name}: lista talii to plik .txt, .json, .o8d (OCTGN) lub .md (Markdown)</translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation>{name} jest za duży na listę talii ({size} KB)</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>nie można odczytać {name}: {error}</translation>
    </message>
</context>
<context>
    <name>DeskController</name>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Najpierw wczytaj scenariusz lub przygotuj planszę.</translation>
    </message>
    <message>
        <source>There is no decision at this step.</source>
        <translation>Na tym kroku nie ma decyzji.</translation>
    </message>
    <message>
        <source>Nothing to branch from yet.</source>
        <translation>Na razie nie ma od czego rozgałęzić.</translation>
    </message>
    <message>
        <source>No such branch.</source>
        <translation>Nie ma takiej gałęzi.</translation>
    </message>
    <message>
        <source>No decision to take back.</source>
        <translation>Brak decyzji do cofnięcia.</translation>
    </message>
    <message>
        <source>Nothing to save: load a scenario or set up a board first.</source>
        <translation>Nie ma czego zapisać: najpierw wczytaj scenariusz lub przygotuj planszę.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nie ma czego orzekać: najpierw wczytaj scenariusz lub przygotuj planszę.</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation>⚠ niezrozumiałe: numer stołu, miejsca według siedzeń (2143), władza, x i wyeliminowane siedzenia</translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation>⚠ brak stołu {table} w: {where}</translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation>Stół {table}: {seats}</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation>⚠ stół {table} ma {n} siedzeń: wpisz {n} miejsc ({seats})</translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation>Stół {table}: teraz władza każdego siedzenia ({count} z {n}; władza jest potrzebna dla każdego siedzenia, także po końcu czasu)</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation>⚠ stół {table} ma {n} siedzeń: wpisano {count} wartości władzy</translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation>⚠ stół {table} nie ma siedzenia {seat} (x i wyeliminowane siedzenia: x3)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>popraw: </translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation>{pre}Stół {table} ({how}): {ranking} ⏎</translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation>niczego nie zmieniono</translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation>Ten plik wydarzenia jest otwarty tylko do odczytu{read_only_why}: {nothing}.</translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation>Ustawienia wydarzenia — {name}</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>bez cutu</translation>
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
        <translation>Sparowano {swiss_round} z {rounds} rund systemu szwajcarskiego. Zmiany są zapisywane w dzienniku.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nazwa</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rundy szwajcarskie</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Długość rundy</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Zapisano ustawienia wydarzenia.</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation>Stawka — {event_name}</translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation>Oddano {handed} z {players} list: {legal} legalnych, {illegal} nielegalnych, {missing} brakujących.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Frakcje</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendy</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another Maester window (process {pid} on {host})</source>
        <translation>innym oknie Maestera (proces {pid} na {host})</translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation>innym oknie Maestera</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation>Import graczy — {name}</translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation>Graczy gotowych do importu: {count}.</translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation>Wiersze do poprawienia: {count}; do tego czasu nic nie zostanie zaimportowane.</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>wiersz {line}: {message}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importuj</translation>
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
        <translation>R{round_text}</translation>
    </message>
    <message>
        <source> T{table}</source>
        <translation> S{table}</translation>
    </message>
</context>
<context>
    <name>JudgeView</name>
    <message>
        <source>&amp;New call…</source>
        <translation>&amp;Nowe wezwanie…</translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation>&amp;Rozstrzygnij…</translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation>Otwórz na &amp;biurku zasad</translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation>Otwórz &amp;orzeczenie</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Kara…</translation>
    </message>
    <message>
        <source>&amp;Withdraw penalty…</source>
        <translation>&amp;Wycofaj karę…</translation>
    </message>
    <message>
        <source>A penalty entered by mistake: it stays in the log, marked withdrawn with the reason, and no longer counts towards escalation</source>
        <translation>Kara wpisana przez pomyłkę: zostaje w dzienniku, oznaczona jako wycofana wraz z powodem, i przestaje się liczyć do eskalacji</translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation>Raport z wydarzenia jako &amp;HTML…</translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation>Raport z wydarzenia z dziennikiem sędziego jako jedna strona WWW (Drukuj ▸ Raport z wydarzenia: PDF)</translation>
    </message>
    <message>
        <source>Log as &amp;CSV…</source>
        <translation>Dziennik jako &amp;CSV…</translation>
    </message>
    <message>
        <source>Every call, ruling and penalty, one line each (as organiser judge export)</source>
        <translation>Każde wezwanie, orzeczenie i kara, po jednym wierszu (jak organiser judge export)</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>Wezwanie</translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation>Dołączone orzeczenia (dwuklik otwiera):</translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation>Szukaj w orzeczeniach wydarzenia (np. Moribund)</translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation>Orzeczenia wydarzenia</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Kary</translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation>Wybierz wezwanie albo otwórz nowe.</translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation>Stół {0}, runda {1}</translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation>Poza stołem, runda {0}</translation>
    </message>
    <message>
        <source>no player named</source>
        <translation>nie podano gracza</translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation>Wezwano o {0}</translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation> przez: {0}</translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation>Pytanie: {0}</translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation>Rozstrzygnięcie ({0}): {1}</translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation>Przedłużenie czasu dla stołu: {0} min</translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation>Otwarte: jeszcze nie rozstrzygnięte.</translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation>Żadne orzeczenie nie zawiera tych słów.</translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation>Brak orzeczeń.</translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation>Otwarto wezwanie sędziego {0}: {1}.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>stół {0}</translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation>gracz poza stołem</translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation>Rozstrzygnięto wezwanie sędziego {0}.</translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation>Orzeczenie „{0}” dołączono do wezwania sędziego {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation>{0}: {1} ({2}).</translation>
    </message>
    <message>
        <source>Penalty withdrawn: {0}, {1} ({2}).</source>
        <translation>Kara wycofana: {0}, {1} ({2}).</translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation>Stół {table}, </translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation>{where}runda {round}: {question}</translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation>Najpierw wybierz wezwanie sędziego.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation>Maester — Biurko zasad — wezwanie sędziego {0}</translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation>Karty: </translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation>Orzeczenie do wezwania {call_id}</translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation>To wezwanie nie ma jeszcze dołączonego orzeczenia.</translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation>Plików orzeczenia nie ma na tym komputerze ({0}).</translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation>nic nie dołączono</translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation>Zapisz raport z wydarzenia</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Event report</source>
        <translation>Raport z wydarzenia</translation>
    </message>
    <message>
        <source>Save the judge&apos;s log</source>
        <translation>Zapisz dziennik sędziego</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Judge&apos;s log</source>
        <translation>Dziennik sędziego</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>Nie można zapisać {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} written: {1}</source>
        <translation>Zapisano {0}: {1}</translation>
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
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nowe wydarzenie…</translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation>&amp;Otwórz plik wydarzenia…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ostatnio &amp;otwierane</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>Otwórz wydarzenie &amp;demonstracyjne</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Połącz z &amp;serwerem…</translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation>&amp;Przełącz wydarzenie</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Publikuj…</translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation>&amp;Importuj bazę kart</translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation>Z &amp;folderu z plikami dodatków…</translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation>Z pliku &amp;JSON (karty ThronesDB, dodatek, listy kart zastrzeżonych, 1. edycja)…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Zamknij wydarzenie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Wydarzenie</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Dodaj gracza</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation>&amp;Importuj graczy (CSV)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Sparuj następną rundę</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation>&amp;Wprowadź wyniki</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation>&amp;Cofnij ostatni wynik</translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation>&amp;Usuń ostatnią rundę…</translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation>&amp;Ustawienia wydarzenia…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>Udostę&amp;pnij w sieci lokalnej…</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>D&amp;rukuj</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Rozmiar papieru</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drukuj</translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation>Drukuj dokument wydarzenia (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Gracze</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rundy</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Klasyfikacja</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Zegar</translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation>Ctrl+{value}</translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation>&amp;Dziennik sędziego</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation>&amp;Zegar na rzutniku</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation>&amp;Pary na rzutniku</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation>&amp;Ekran rzutnika</translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation>&amp;Nazwa stanowiska…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systemowy</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation>&amp;Biurko zasad…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation>&amp;Wyszukiwanie kart…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation>&amp;O Maesterze</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>język systemu</translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation>Język: {name}, od następnego uruchomienia Maestera.</translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation>Papier: {value}.</translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation>papier według ustawień regionalnych</translation>
    </message>
    <message>
        <source>Card search</source>
        <translation>Wyszukiwanie kart</translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation>Import bazy kart: folder z plikami dodatków (throneteki / ThronesDB)</translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation>Import bazy kart: plik kart JSON</translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation>Dane kart (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation>Importowanie danych kart z {name}…</translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation>Nie zaimportowano danych kart: {text}</translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation>Otwieranie: {what}…</translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation>Maester nie mógł wczytać warstwy bazy danych: {exc}</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>Otwórz plik wydarzenia</translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation>Pliki wydarzeń Maestera (*.sqlite *.db);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation>{0} jest też otwarty w: {1}: oba są stanowiskami do wpisywania wyników, a zmiana w jednym pojawia się w drugim w ciągu sekundy.</translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation> (folder lub dysk tylko do odczytu: skopiuj plik do zapisywalnego folderu, aby go zmienić)</translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation>{path} nie istnieje (przeniesiony lub usunięty?).</translation>
    </message>
    <message>
        <source>Cannot reconnect to {0}: {1}.</source>
        <translation>Nie można ponownie połączyć się z {0}: {1}.</translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation>Ten plik nie zawiera jeszcze wydarzenia: utwórz je.</translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation>Ten plik wydarzenia jest otwarty tylko do odczytu{why}: nie utworzono wydarzenia.</translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation>Utworzono wydarzenie „{name}”: teraz dodaj graczy.</translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation>{path} już istnieje: wydarzenie demonstracyjne powstaje tylko w nowym pliku, aby żadne wydarzenie nie zostało nadpisane. Podaj nową nazwę pliku albo otwórz ten plik bez --demo.</translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation>Wydarzenie demonstracyjne: przykład z rozegranymi rundami. Przeglądaj śmiało; nic tu nie jest prawdziwe.</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Sędzia</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>brak odpowiedzi</translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation>Utracono połączenie z serwerem ({0}). To, co wpisujesz, zostaje zachowane; zmian nie da się zapisać, dopóki serwer nie wróci. Ponowna próba co kilka sekund…</translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation>Serwer wrócił: wszystko wczytano ponownie.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nazwa stanowiska</translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation>Nazwa tego stanowiska, zapisywana przy każdej zmianie tutaj (puste: nazwa komputera):</translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation>Stanowisko {0} · ⚠ utracono serwer</translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation>Stanowisko {0} · połączone stanowiska: {1}</translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation>Stanowisko {0} · połączone 1 stanowisko</translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation>Stanowisko {0}</translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation>Nazwa tego stanowiska w dzienniku zmian (Widok ▸ Nazwa stanowiska…)</translation>
    </message>
    <message>
        <source>default file</source>
        <translation>plik domyślny</translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation> · TYLKO DO ODCZYTU</translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation>runda {swiss_round}/{rounds}</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>rejestracja</translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation> · wczytywanie…</translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation>{name} · {rnd} · oczekujące: {outstanding} · {where}{ro}{loading}</translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation>{name} — Maester{ro}</translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation>Wydarzenie jest udostępnione pod adresem {0}</translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation>Zatrzymano udostępnianie.</translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation>Ekran tego okna</translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation>O Maesterze</translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation>Maester {version}

Organizator turniejów i biurko zasad do Gry o Tron: Gry karcianej.
Na licencji GPL, w wersji 3 lub późniejszej.</translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation>miejsca 1 i 2 przechodzą do finału</translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation>Półfinał {number}</translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation>obsadzany po obu półfinałach: miejsca 1 i 2 z każdego, w kolejności rozstawienia</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Stół finałowy</translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation>… jeszcze {more} w klasyfikacji</translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation>Miejsca końcowe

</translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation>Top 4: jeden stół finałowy</translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation>Top 8: dwa półfinały, potem finał</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Rozpocznij cut</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Obsadź stół finałowy</translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation>1 2143 9 15 3 7 ⏎ · stół, miejsca według siedzeń, władza, x3</translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation>Wpisz numer stołu, miejsce każdego siedzenia w kolejności siedzeń, a potem władzę każdego siedzenia na koniec; dodaj x i siedzenia graczy wyeliminowanych przed końcem (1 2143 9 15 3 7 x3). Władza jest potrzebna dla każdego siedzenia, także po końcu czasu: rozstrzyga remisy. Ponowne wpisanie zgłoszonego stołu poprawia wynik.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Zwycięzca: {name}</translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation>{where}: do wpisania {outstanding}</translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation>{where}, stół {table}: poprawiono.</translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation>{where}, stół {table}: zapisano.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nie rozpoczęto</translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation>Półfinały zakończone: obsadź stół finałowy</translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation>półfinały</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>stół finałowy</translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation>Cut top 4: stół finałowy obsadzony.</translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation>Cut top 8: oba stoły półfinałowe obsadzone.</translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation>Stół finałowy obsadzony.</translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation>Siedzenie {section}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>koniec czasu</translation>
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
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>Przynależność</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Obecny</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktywny</translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation>nieobecny</translation>
    </message>
    <message>
        <source>win</source>
        <translation>zwycięstwo</translation>
    </message>
    <message>
        <source>modified win</source>
        <translation>zmodyfikowane zwycięstwo</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>poddanie</translation>
    </message>
    <message>
        <source>decked</source>
        <translation>pusta talia</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>podwójna porażka</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation>porażka bez pary</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Gracz A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Gracz B</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Poz.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>W–P</translation>
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
        <translation>Pauzy</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation>Siła terminarza (SoS): średnia punktów przeciwników na rozegraną rundę</translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation>Rozszerzona siła terminarza (eSoS): średnia SoS przeciwników</translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation>, władza {power}</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (odpadł)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Władza</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Zwycięstwa</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoły</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation>Siła terminarza (SoS): średnia punktów przeciwników przy stole na rozegraną rundę</translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation>Łączna władza na koniec partii systemu szwajcarskiego</translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation>Pierwsze miejsca (łącznie ze współdzielonymi)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Dodatek</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakcja</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>SIŁ</translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation>Lojalna</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unikalna</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Cechy</translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation>Lista kart zastrzeżonych</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Stały stół</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation>Nowe wydarzenie</translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation>np. Zimowe mistrzostwa sklepu</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Sklep</translation>
    </message>
    <message>
        <source>Regional</source>
        <translation>Regionalny</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>bez cutu</translation>
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
        <translation>Utwórz wydarzenie</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nazwa</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation>Spodziewani &amp;gracze</translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation>&amp;Tabela struktury</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rundy szwajcarskie</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Długość rundy</translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation>cut top {cut}</translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation>Sugestia dla {players} graczy: {rounds} rund szwajcarskich, {cut_text}</translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation>Wydarzenie musi mieć nazwę</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation>Otwieranie…</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>Rematch: these players have met before in this stage</source>
        <translation>Rewanż: ci gracze już grali ze sobą w tym etapie</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Wykroczenie</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Kara</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proponowana</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Withdrawn {0}: {1}</source>
        <translation>Wycofana {0}: {1}</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (wycofana)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation>Kara z wezwania sędziego {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Kara</translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation>Wezwanie sędziego {0}, runda {1}, stół {2}: {3}</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Gracz</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Wcześniejsze kary</translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation>&amp;Wykroczenie</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proponowana</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Poziom</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Sędzia</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Uwaga</translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation>&amp;Nałóż karę</translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation>Brak w tym wydarzeniu.</translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation>Runda {0}: {1} dla: {2}{3}</translation>
    </message>
    <message>
        <source> (withdrawn: {0})</source>
        <translation> (wycofana: {0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation>Przegrana partia oddaje partię tego gracza w tej rundzie przeciwnikowi (w starciu: ostatnie miejsce przy stole): wynik jest wpisywany lub poprawiany przez wyniki i zapisywany w dzienniku.</translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation>Dyskwalifikacja na stałe wycofuje gracza z wydarzenia; nierozstrzygnięta partia przypada przeciwnikowi.</translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation>Ostrzeżenie zostaje zapisane; nic więcej się nie zmienia.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation>Filtruj graczy (nazwa, przynależność, status)…</translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation>Nazwa (Enter, aby dodać)</translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation>Przynależność (opcjonalnie)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Dodaj gracza</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Obecność tak / nie</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Wycofaj</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edytuj…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importuj CSV…</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Listy talii</translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation>Dołącz listę wybranego gracza (lub upuść plik .txt/.json na jego wiersz), sprawdź ją albo zobacz stawkę</translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation>&amp;Dołącz listę…</translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation>&amp;Sprawdzenie talii…</translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation>&amp;Stawka…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation>{shown} z {text}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Zapisano: {name}.</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>Dodano: {name}.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Najpierw wybierz gracza.</translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation>{name}: obecny.</translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation>{name}: już nieobecny.</translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation>Wycofano: {name}.</translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation>Przywrócono: {name}.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Import graczy</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Wczytywanie {name}…</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>niczego nie zaimportowano</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importowanie {name}…</translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation>Zaimportowano graczy z {name}: {count}.</translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation>Lista talii gracza {name} ({source}): {status}.</translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation>Upuść jedną listę talii .txt lub .json na wiersz gracza.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation>Dokument nie ma stron do pokazania.</translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation>Podgląd wydruku — {title}</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Poprzednia strona (Page Up)</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Następna strona (Page Down)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation>z {pages}</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Pomniejsz (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Powiększ (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Dopasuj szerokość</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Zapisz jako PDF…</translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation>Otwórz w przeglądarce</translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation>Otwórz PDF w przeglądarce PDF komputera</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Podgląd strony</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drukuj</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Nie udało się uruchomić drukarki.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Wysłano %n stronę do drukarki.</numerusform>
            <numerusform>Wysłano %n strony do drukarki.</numerusform>
            <numerusform>Wysłano %n stron do drukarki.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Zapisz jako PDF</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>Nie można zapisać {path}: {strerror}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Zapisano w {path}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation>Nie udało się uruchomić przeglądarki PDF. Plik znajduje się w {path}.</translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation>Otwarto {name} w przeglądarce PDF.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation>Pary według &amp;stołów</translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation>Pary według &amp;nazwisk</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Klasyfikacja</translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation>&amp;Karty wyników</translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation>&amp;Drabinka cutu</translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation>&amp;Raport z wydarzenia</translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation>&amp;Formularze talii</translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation>pary według stołów</translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation>pary według nazwisk</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>klasyfikacja</translation>
    </message>
    <message>
        <source>match slips</source>
        <translation>karty wyników</translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation>drabinka cutu</translation>
    </message>
    <message>
        <source>event report</source>
        <translation>raport z wydarzenia</translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation>formularze rejestracji talii</translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation>Papier według ustawień &amp;regionalnych</translation>
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
        <translation>runda eliminacyjna {cut_rounds} — {what}</translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation>runda {round} — {what}</translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation>Przygotowywanie: {title}…</translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation>{title}: otwarto podgląd wydruku.</translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation>Opublikuj wydarzenie w folderze</translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation>Publikowanie w {folder}…</translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation>Opublikowano plików w {folder}: {count}.</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Opublikowano</translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation>Zapisano plików w {folder}: {count}:
</translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation>

Otworzyć index.html w przeglądarce?</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Stół {table}</translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation> +{minutes} min</translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation>przeciw {name_b}</translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation>przeciw {name_a}</translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation>{table_label} · siedzenie {seat}</translation>
    </message>
    <message>
        <source>with {others}</source>
        <translation>z: {others}</translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Maester — round clock</source>
        <translation>Maester — zegar rundy</translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation>KONIEC CZASU</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Ostatnie pięć minut</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation>Dodatkowy czas  ·  {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation>Maester — pary</translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation>Pary rundy {round_number}  ·  {event_name}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation>Zachowaj te pary</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Sparuj ponownie</translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation>Przyjmij najmniej złe parowanie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation>Runda {round} sparowana ({tables} stołów) z ostrzeżeniami: zachowaj ją, sparuj ponownie albo zmień, zamieniając graczy.</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation>Rozstrzygnij wezwanie sędziego {0}</translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation>Co postanowiono.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>bez przedłużenia</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Rozstrzygnięcie</translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation>&amp;Przedłużenie czasu</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Sędzia</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation>Sparuj następną rundę</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation>7a ⏎ · a/b zwycięstwo · A/B zmodyfikowane · d podwójna porażka</translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation>7a: wygrywa gracz A ze stołu 7 · 7b: wygrywa gracz B · 7A lub 7B: zmodyfikowane zwycięstwo (7A2: rozstrzygnięte kartami w talii dobierania) · 7d: podwójna porażka. Wpisanie stołu, który ma już wynik, poprawia go (zapisywane w dzienniku).</translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation>5 2143 9 15 3 7 ⏎ · stół, miejsca według siedzeń, władza</translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation>Numer stołu, potem miejsce końcowe każdego siedzenia w kolejności siedzeń (2143: wygrało siedzenie 2, siedzenie 1 drugie…), potem władza każdego siedzenia na koniec. Pierwsze miejsce z 15 władzy to wygrana partia, w przeciwnym razie skończył się czas (władza każdego siedzenia jest potrzebna w obu przypadkach). Gracze wyeliminowani przed końcem: x i ich siedzenia (5 2143 9 15 3 7 x3). Wpisanie stołu, który ma już wynik, poprawia go (zapisywane w dzienniku).</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Zamień dwóch graczy</translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation>Zaznacz dwie komórki graczy, potem zamień (zapisywane w dzienniku)</translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation>Cofnij ostatni wynik</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation>Usuń ostatnią rundę…</translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation>Pary na rzutniku</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation>Runda {0} została sparowana na: {1}; runda {2} pozostaje widoczna, gdy wpisujesz jej wynik (nową rundę wybierz powyżej).</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Nie sparowano jeszcze żadnej rundy</translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation>Runda {round_number}: wszystkie wyniki wpisane</translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation>Runda {round_number}: oczekujące: {n}</translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation>niczego nie sparowano</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Parowanie…</translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation>, jedna pauza</translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation>Runda {round} sparowana: {tables} stołów{bye}.</translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation>{message}. W oknie: Wydarzenie ▸ Ustawienia wydarzenia… (Ctrl+,), aby dodać rundy, albo karta Cut.</translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation>Runda sparowana ponownie (zapisano w dzienniku zmian).</translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation>⚠ niezrozumiałe: wpisz numer stołu, potem a, b, A, B lub d</translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation>⚠ brak stołu {table} w rundzie {round_number}</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>popraw: </translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation>⚠ przed chwilą wpisane na: {0}; popraw: </translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation>Stół {table}: a = {name_a}   b = {name_b}</translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation>{pre}Stół {table}: podwójna porażka ({name_a}, {name_b})</translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation>{pre}Stół {table}: {winner} pokonuje {loser} ({how}) ⏎</translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation>wpisz numer stołu i a, b, A, B lub d, potem Enter</translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation>w rundzie {round_number} nie ma stołu {table}</translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation>wynik stołu {0} został przed chwilą wpisany na: {1} ({2}): naciśnij ponownie Enter, aby go poprawić</translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation>Stół {table}: poprawiono.</translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation>Stół {table}: zapisano.</translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation>runda {round_number}</translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation>Brak wyniku do cofnięcia.</translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation>Cofnięto: stół {table} rundy {rnd}.</translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation>Zaznacz dokładnie dwie komórki graczy do zamiany (Ctrl+klik).</translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation>Zamieniono graczy (zapisano w dzienniku zmian).</translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation>Nie ma rundy do usunięcia.</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Usuń rundę</translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation>Usunąć rundę {latest} razem z parami i wszystkimi wpisanymi wynikami?</translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation>Usunięto rundę {latest}.</translation>
    </message>
</context>
<context>
    <name>RulesDesk</name>
    <message>
        <source>Action: a player may use it in an action window</source>
        <extracomment>each kind of ability in a judge&apos;s words (the Kind list&apos;s tooltips)</extracomment>
        <translation>Akcja: gracz może jej użyć w oknie akcji</translation>
    </message>
    <message>
        <source>Reaction (1st edition: response): after its trigger, a player may use it</source>
        <translation>Reakcja (1. edycja: response): po jej wyzwalaczu gracz może jej użyć</translation>
    </message>
    <message>
        <source>Save or cancel: used while something resolves, to cancel it or to save a card from it</source>
        <translation>Uratuj lub anuluj: używana, gdy coś się rozpatruje, by to anulować lub uratować przed tym kartę</translation>
    </message>
    <message>
        <source>Forced: it resolves by itself when its trigger happens</source>
        <translation>Wymuszona: rozpatruje się sama, gdy nastąpi jej wyzwalacz</translation>
    </message>
    <message>
        <source>Constant: it applies while its condition holds</source>
        <translation>Stała: działa, dopóki jej warunek jest spełniony</translation>
    </message>
    <message>
        <source>Interrupt: before its trigger resolves, a player may use it</source>
        <translation>Przerwanie: zanim jej wyzwalacz się rozpatrzy, gracz może jej użyć</translation>
    </message>
    <message>
        <source>Instead: it replaces what would happen</source>
        <translation>Zamiast: zastępuje to, co by się stało</translation>
    </message>
    <message>
        <source>Reaction (2nd edition&apos;s name; the engine&apos;s response)</source>
        <translation>Reakcja (nazwa z 2. edycji; response silnika)</translation>
    </message>
    <message>
        <source>Forced reaction (the engine resolves it as a passive)</source>
        <translation>Wymuszona reakcja (silnik rozpatruje ją jako pasywną)</translation>
    </message>
    <message>
        <source>Forced interrupt (the engine resolves it as a passive)</source>
        <translation>Wymuszone przerwanie (silnik rozpatruje je jako pasywne)</translation>
    </message>
    <message>
        <source>When revealed, on a plot (the engine resolves it as a passive)</source>
        <translation>Po odkryciu, na intrydze (silnik rozpatruje ją jako pasywną)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ręka</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>talia dobierania</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>stos kart odrzuconych</translation>
    </message>
    <message>
        <source>dead pile</source>
        <translation>stos martwych</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>w grze</translation>
    </message>
    <message>
        <source>plot deck</source>
        <translation>talia intryg</translation>
    </message>
    <message>
        <source>used plots</source>
        <translation>użyte intrygi</translation>
    </message>
    <message>
        <source>revealed plot</source>
        <translation>odkryta intryga</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>zagrywana</translation>
    </message>
    <message>
        <source>shadows area</source>
        <translation>strefa cieni</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>usunięta z gry</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>ze skryptem</translation>
    </message>
    <message>
        <source>no ability to declare: keywords the rules read, or none</source>
        <translation>brak zdolności do zadeklarowania: słowa kluczowe, które czytają zasady, albo nic</translation>
    </message>
    <message>
        <source>not scripted yet — the ability language can say it</source>
        <translation>jeszcze bez skryptu — język zdolności potrafi ją wyrazić</translation>
    </message>
    <message>
        <source>not scripted — the ability language lacks: </source>
        <translation>bez skryptu — w języku zdolności brakuje: </translation>
    </message>
    <message>
        <source>not in the 2nd-edition card pool the engine counts</source>
        <translation>poza pulą kart 2. edycji, którą liczy silnik</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakcja</translation>
    </message>
    <message>
        <source> (loyal)</source>
        <translation> (lojalna)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unikalna</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>SIŁ</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Ikony</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Cechy</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Słowa kluczowe</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Intryga</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>wording the coverage reader does not classify</source>
        <translation>sformułowania, których czytnik pokrycia nie klasyfikuje</translation>
    </message>
    <message>
        <source>card code {codes}</source>
        <translation>kod karty {codes}</translation>
    </message>
    <message>
        <source>card file {key}: its facts, no ability</source>
        <translation>plik karty {key}: jej dane, bez zdolności</translation>
    </message>
    <message>
        <source>Scripted from printing {code}; the other printings ({others}) may word the ability differently: compare the card at the table.</source>
        <translation>Skrypt według wydania {code}; inne wydania ({others}) mogą inaczej formułować zdolność: porównaj z kartą przy stole.</translation>
    </message>
    <message>
        <source>it can go on the board as it is.</source>
        <translation>może trafić na planszę taka, jaka jest.</translation>
    </message>
    <message>
        <source>Not scripted: declare its ability</source>
        <translation>Bez skryptu: zadeklaruj zdolność</translation>
    </message>
    <message>
        <source>Put it on the board and state its ability in the engine&apos;s language with &lt;i&gt;Not scripted: declare its ability…&lt;/i&gt;.</source>
        <translation>Połóż ją na planszy i opisz jej zdolność w języku silnika za pomocą &lt;i&gt;Bez skryptu: zadeklaruj zdolność…&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Tekst drukowany</translation>
    </message>
    <message>
        <source>from the card data you imported (not part of Maester)</source>
        <translation>z zaimportowanych danych kart (nie jest częścią Maestera)</translation>
    </message>
    <message>
        <source>the start of the phase: its first framework event</source>
        <extracomment>what the scenario file&apos;s start and end points mean, in the combo boxes&apos; tooltips</extracomment>
        <translation>początek fazy: jej pierwsze zdarzenie ramowe</translation>
    </message>
    <message>
        <source>the players&apos; actions (in marshalling, the active player&apos;s, income counted)</source>
        <translation>akcje graczy (w fazie wystawiania akcje aktywnego gracza, dochód policzony)</translation>
    </message>
    <message>
        <source>challenges only: the active player declares a challenge</source>
        <translation>tylko wyzwania: aktywny gracz deklaruje wyzwanie</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, attackers declared</source>
        <translation>tylko wyzwania: wyzwanie poniżej, atakujący zadeklarowani</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, defenders declared</source>
        <translation>tylko wyzwania: wyzwanie poniżej, obrońcy zadeklarowani</translation>
    </message>
    <message>
        <source>challenges only: the challenge below is resolved</source>
        <translation>tylko wyzwania: wyzwanie poniżej jest rozpatrywane</translation>
    </message>
    <message>
        <source>the end of the start phase</source>
        <translation>koniec fazy początkowej</translation>
    </message>
    <message>
        <source>the end of the round</source>
        <translation>koniec rundy</translation>
    </message>
    <message>
        <source>the end of the game (a winner)</source>
        <translation>koniec gry (zwycięzca)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Strefa</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>Pochylona</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Władza</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>every stepping command: (name, label, shortcuts); the first shortcut is the debugger&apos;s</extracomment>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Krok ponad</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Krok na zewnątrz</translation>
    </message>
    <message>
        <source>Run to decision</source>
        <translation>Do decyzji</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Branch here</source>
        <translation>Rozgałęź tutaj</translation>
    </message>
    <message>
        <source>Take back decision</source>
        <translation>Cofnij decyzję</translation>
    </message>
    <message>
        <source>A phase of the round.</source>
        <extracomment>what each level of the window stack is, in a judge&apos;s words (the tree&apos;s tooltips)</extracomment>
        <translation>Faza rundy.</translation>
    </message>
    <message>
        <source>Players take turns to act, first player first, until all pass in a row.</source>
        <translation>Gracze działają na zmianę, najpierw pierwszy gracz, dopóki wszyscy kolejno nie spasują.</translation>
    </message>
    <message>
        <source>A framework event: something the structure of the game makes happen, not a card&apos;s ability.</source>
        <translation>Zdarzenie ramowe: coś, co wywołuje struktura gry, a nie zdolność karty.</translation>
    </message>
    <message>
        <source>An action or ability being played and resolved, part by part.</source>
        <translation>Akcja lub zdolność zagrywana i rozpatrywana część po części.</translation>
    </message>
    <message>
        <source>A part of the timing structure, numbered as in the Rules Reference&apos;s timing chart.</source>
        <translation>Część struktury czasowej, numerowana jak na diagramie czasu w Kompendium zasad.</translation>
    </message>
    <message>
        <source>A triggered ability resolving inside this part.</source>
        <translation>Wyzwolona zdolność rozpatrywana w tej części.</translation>
    </message>
    <message>
        <source>A chance to save against or cancel what is resolving.</source>
        <translation>Okazja, by uratować przed tym, co się rozpatruje, lub to anulować.</translation>
    </message>
    <message>
        <source>Save/cancel gate: the chance, going round the table, to cancel what is resolving or to save a card from it, before it takes effect. It closes when every player has passed in a row.</source>
        <extracomment>what the engine&apos;s &quot;save/cancel gate&quot; is, in the log&apos;s tooltips</extracomment>
        <translation>Okno ratowania/anulowania: okazja, kolejno przy stole, by anulować to, co się rozpatruje, lub uratować przed tym kartę, zanim zadziała. Zamyka się, gdy wszyscy gracze kolejno spasują.</translation>
    </message>
    <message>
        <source>{player} will choose “{words}”</source>
        <translation>{player} wybierze „{words}”</translation>
    </message>
    <message>
        <source>{player} chose “{words}”</source>
        <translation>{player} wybrał(a) „{words}”</translation>
    </message>
    <message>
        <source>Save or cancel against: {what} — in {window}</source>
        <translation>Uratuj lub anuluj wobec: {what} — w {window}</translation>
    </message>
    <message>
        <source>Responses to: {what} — until {window} closes</source>
        <translation>Reakcje na: {what} — dopóki nie zamknie się {window}</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>the toolbar&apos;s words, short enough for every button to show at 1280 px; the full name, its keys and what it does are in the tooltip</extracomment>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Rozgałęź</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>one step: a line of the log or a decision</source>
        <extracomment>what each stepping command does, in the toolbar&apos;s tooltips</extracomment>
        <translation>jeden krok: wiersz dziennika lub decyzja</translation>
    </message>
    <message>
        <source>finish what is resolving at this level</source>
        <translation>dokończ to, co rozpatruje się na tym poziomie</translation>
    </message>
    <message>
        <source>finish the level that holds it (e.g. the player actions)</source>
        <translation>dokończ poziom, który to zawiera (np. akcje graczy)</translation>
    </message>
    <message>
        <source>run until someone must decide</source>
        <translation>działaj, aż ktoś musi zdecydować</translation>
    </message>
    <message>
        <source>one recorded step back</source>
        <translation>jeden zapisany krok wstecz</translation>
    </message>
    <message>
        <source>one recorded step forward</source>
        <translation>jeden zapisany krok dalej</translation>
    </message>
    <message>
        <source>a new branch from the decision under the cursor</source>
        <translation>nowa gałąź od decyzji pod kursorem</translation>
    </message>
    <message>
        <source>take back the last decision</source>
        <translation>cofnij ostatnią decyzję</translation>
    </message>
    <message>
        <source>Priority: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Pierwszeństwo: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · passed: {names}</source>
        <translation> · spasowali: {names}</translation>
    </message>
    <message>
        <source> · no one has passed yet</source>
        <translation> · nikt jeszcze nie spasował</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Spasowali: {names}</translation>
    </message>
    <message>
        <source> · everyone, in a row: this closes</source>
        <translation> · wszyscy, kolejno: to się zamyka</translation>
    </message>
    <message>
        <source>Priority: —</source>
        <translation>Pierwszeństwo: —</translation>
    </message>
    <message>
        <source>at &lt;i&gt;{where}&lt;/i&gt;</source>
        <translation>przy &lt;i&gt;{where}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDeskWindow</name>
    <message>
        <source>Maester — Rules desk</source>
        <translation>Maester — Biurko zasad</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Przygotuj</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Krokowo</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karty</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>The parts of this phase, in order: the one running is marked</source>
        <translation>Części tej fazy, po kolei: trwająca jest oznaczona</translation>
    </message>
    <message>
        <source>Window stack</source>
        <translation>Stos okien</translation>
    </message>
    <message>
        <source>What is resolving now, outermost first. The numbered parts (“5) responses”) are those of the Rules Reference&apos;s timing chart; “step” is your place in the timeline.</source>
        <translation>Co rozpatruje się teraz, od najbardziej zewnętrznego. Numerowane części („5) responses”) to części diagramu czasu z Kompendium zasad; „krok” to twoje miejsce na osi czasu.</translation>
    </message>
    <message>
        <source>Show forbidden options and why</source>
        <translation>Pokaż zakazane opcje i dlaczego</translation>
    </message>
    <message>
        <source>List, greyed, the options a player might expect here that the rules forbid, each with the rule that forbids it</source>
        <translation>Wypisz, wyszarzone, opcje, których gracz mógłby tu oczekiwać, a których zabraniają zasady, każdą z zasadą, która jej zabrania</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Open gates</source>
        <translation>Otwarte okna</translation>
    </message>
    <message>
        <source>What players may still respond to, or save or cancel against, at this step. A save or cancel chance closes when every player has passed in a row; the responses close with their window.</source>
        <translation>Na co gracze mogą jeszcze zareagować lub wobec czego ratować albo anulować na tym kroku. Okazja ratowania lub anulowania zamyka się, gdy wszyscy kolejno spasują; reakcje zamykają się wraz ze swoim oknem.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Trwałe efekty</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Kto</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się stało</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Its place in the timeline: a line of the engine&apos;s log, or a decision (italics)</source>
        <translation>Jego miejsce na osi czasu: wiersz dziennika silnika lub decyzja (kursywa)</translation>
    </message>
    <message>
        <source>The rule behind it, by its heading: click the row for the project&apos;s words</source>
        <translation>Zasada za tym, według nagłówka: kliknij wiersz, by zobaczyć słowa projektu</translation>
    </message>
    <message>
        <source>Click a step: its rule, in the project&apos;s own words.</source>
        <translation>Kliknij krok: jego zasada, własnymi słowami projektu.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Po&amp;równaj</translation>
    </message>
    <message>
        <source>Timeline (a decision taken after going back starts a branch):</source>
        <translation>Oś czasu (decyzja podjęta po cofnięciu zaczyna gałąź):</translation>
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
        <translation>Wniosek sędziego, prostymi słowami.</translation>
    </message>
    <message>
        <source>&amp;Export ruling (PDF + scenario)…</source>
        <translation>&amp;Eksportuj orzeczenie (PDF + scenariusz)…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Wniosek</translation>
    </message>
    <message>
        <source>Scenario checks</source>
        <translation>Sprawdzenia scenariusza</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Dziennik</translation>
    </message>
    <message>
        <source>&amp;Branches</source>
        <translation>&amp;Gałęzie</translation>
    </message>
    <message>
        <source>&amp;Ruling</source>
        <translation>&amp;Orzeczenie</translation>
    </message>
    <message>
        <source>Answer pass / done automatically</source>
        <translation>Odpowiadaj pas / gotowe automatycznie</translation>
    </message>
    <message>
        <source>When the scenario has no answer written for a question, pass, say done or take the first order without asking (what the command line&apos;s engine-ref run does)</source>
        <translation>Gdy scenariusz nie ma zapisanej odpowiedzi na pytanie: spasuj, powiedz gotowe lub weź pierwszą kolejność bez pytania (tak działa engine-ref run w wierszu poleceń)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Oś czasu</translation>
    </message>
    <message>
        <source>Rules desk</source>
        <translation>Biurko zasad</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save scenario…</source>
        <translation>Zapisz scenariusz…</translation>
    </message>
    <message>
        <source>Export ruling…</source>
        <translation>Eksportuj orzeczenie…</translation>
    </message>
    <message>
        <source>Start stepping</source>
        <translation>Zacznij krokowo</translation>
    </message>
    <message>
        <source>Set up tab</source>
        <translation>Karta Przygotuj</translation>
    </message>
    <message>
        <source>Step tab</source>
        <translation>Karta Krokowo</translation>
    </message>
    <message>
        <source>Cards tab</source>
        <translation>Karta Karty</translation>
    </message>
    <message>
        <source>Ad-hoc ability</source>
        <translation>Zdolność ad hoc</translation>
    </message>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Najpierw wczytaj scenariusz lub przygotuj planszę.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — {file}</source>
        <translation>Maester — Biurko zasad — {file}</translation>
    </message>
    <message>
        <source>&amp;Ruling — {name}</source>
        <translation>&amp;Orzeczenie — {name}</translation>
    </message>
    <message>
        <source>Open a rules scenario</source>
        <translation>Otwórz scenariusz zasad</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>Scenariusze (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>Scenariusze (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Nie można zapisać {path}: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nie ma czego orzekać: najpierw wczytaj scenariusz lub przygotuj planszę.</translation>
    </message>
    <message>
        <source>Export the ruling</source>
        <translation>Eksportuj orzeczenie</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling written: {pdf} and {scenario}</source>
        <translation>Orzeczenie zapisane: {pdf} i {scenario}</translation>
    </message>
    <message>
        <source>{card} is on the board ({player}, {zone})</source>
        <translation>{card} jest na planszy ({player}, {zone})</translation>
    </message>
    <message>
        <source>Step {n}: {who}{what}</source>
        <translation>Krok {n}: {who}{what}</translation>
    </message>
    <message>
        <source>This step names no rule.</source>
        <translation>Ten krok nie wskazuje zasady.</translation>
    </message>
    <message>
        <source>Set up a board, or open a scenario file (Ctrl+O).</source>
        <translation>Przygotuj planszę lub otwórz plik scenariusza (Ctrl+O).</translation>
    </message>
    <message>
        <source>{phase} phase · round {round} · first player {player}</source>
        <translation>Faza {phase} · runda {round} · pierwszy gracz {player}</translation>
    </message>
    <message>
        <source> · active {player}</source>
        <translation> · aktywny {player}</translation>
    </message>
    <message>
        <source>{type} challenge: {attacker} attacks {defender}</source>
        <translation>Wyzwanie {type}: {attacker} atakuje {defender}</translation>
    </message>
    <message>
        <source>{player} wins</source>
        <translation>{player} wygrywa</translation>
    </message>
    <message>
        <source>&lt;i&gt;(no window open)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(brak otwartego okna)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Window stack — {where}</source>
        <translation>Stos okien — {where}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{where}&lt;/b&gt;: a decision — {player} must {prompt}</source>
        <translation>&lt;b&gt;{where}&lt;/b&gt;: decyzja — {player} musi: {prompt}</translation>
    </message>
    <message>
        <source>{effect} on {target} — until the end of the {until}</source>
        <translation>{effect} na {target} — do końca: {until}</translation>
    </message>
    <message>
        <source>all of the scenario&apos;s expectations hold</source>
        <translation>wszystkie oczekiwania scenariusza są spełnione</translation>
    </message>
    <message>
        <source>(checked when the run stops)</source>
        <translation>(sprawdzane po zakończeniu przebiegu)</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>krok {n} z {total}</translation>
    </message>
    <message>
        <source>chose “{option}”</source>
        <translation>wybrał(a) „{option}”</translation>
    </message>
    <message>
        <source>must {prompt}</source>
        <translation>musi: {prompt}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Krok {n}</translation>
    </message>
    <message>
        <source>in {where}</source>
        <translation>w {where}</translation>
    </message>
    <message>
        <source>Show forbidden options and why ({n})</source>
        <translation>Pokaż zakazane opcje i dlaczego ({n})</translation>
    </message>
    <message>
        <source>No decision at this step.</source>
        <translation>Brak decyzji na tym kroku.</translation>
    </message>
    <message>
        <source>already answered here: {answer}; a different answer starts a branch</source>
        <translation>tu już odpowiedziano: {answer}; inna odpowiedź zaczyna gałąź</translation>
    </message>
    <message>
        <source>{answer} (the scenario&apos;s answer)</source>
        <translation>{answer} (odpowiedź scenariusza)</translation>
    </message>
    <message>
        <source>the desk answers pass / done by itself</source>
        <translation>biurko samo odpowiada pas / gotowe</translation>
    </message>
    <message>
        <source>at the next step {said}; another answer starts a branch</source>
        <translation>na następnym kroku: {said}; inna odpowiedź zaczyna gałąź</translation>
    </message>
    <message>
        <source>Decision — {player}</source>
        <translation>Decyzja — {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; must {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; musi: {prompt}</translation>
    </message>
    <message>
        <source>{option}{keys}
In a scenario&apos;s decisions: {player}: {key}</source>
        <translation>{option}{keys}
W decyzjach scenariusza: {player}: {key}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}
{ref} [{cite}]
{para}</source>
        <translation>Niedozwolone: {reason}
{ref} [{cite}]
{para}</translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation>legalna · {faction_name}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>nie można odczytać {path}: {reason}</translation>
    </message>
    <message>
        <source>the first result of table {table} cannot be withdrawn; type the right result for that table to correct it</source>
        <translation>pierwszego wyniku stołu {table} nie można wycofać; wpisz właściwy wynik tego stołu, aby go poprawić</translation>
    </message>
    <message>
        <source>players can be swapped only in the latest round</source>
        <translation>graczy można zamienić tylko w ostatniej rundzie</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Tytuł</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>Start &amp;phase</source>
        <translation>&amp;Faza startowa</translation>
    </message>
    <message>
        <source>Start &amp;at</source>
        <translation>Start &amp;od</translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation>Działaj &amp;do</translation>
    </message>
    <message>
        <source>&amp;First player</source>
        <translation>&amp;Pierwszy gracz</translation>
    </message>
    <message>
        <source>Acti&amp;ve player</source>
        <translation>&amp;Aktywny gracz</translation>
    </message>
    <message>
        <source>Rou&amp;nd</source>
        <translation>Ru&amp;nda</translation>
    </message>
    <message>
        <source>Where to start</source>
        <translation>Gdzie zacząć</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Ród</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Złoto</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Władza</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Dodaj gracza</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Gracze, w kolejności miejsc</translation>
    </message>
    <message>
        <source>Decisions the scenario makes, in order</source>
        <translation>Decyzje scenariusza, po kolei</translation>
    </message>
    <message>
        <source>one a line: who decides, a colon, the answer, e.g.
stark: use cat
greyjoy: pass</source>
        <translation>jedna w wierszu: kto decyduje, dwukropek, odpowiedź, np.
stark: use cat
greyjoy: pass</translation>
    </message>
    <message>
        <source>Each line answers one question when it comes: the player&apos;s name, a colon, then the answer as the desk names it in each option button&apos;s tooltip (pass, done, use cat — use the card whose id is cat —, target cat, play order…). The questions not answered here wait for a click.</source>
        <translation>Każdy wiersz odpowiada na jedno pytanie, gdy nadejdzie: nazwa gracza, dwukropek, potem odpowiedź tak, jak biurko nazywa ją w podpowiedzi każdego przycisku opcji (pass, done, use cat — użyj karty o id cat —, target cat, play order…). Pytania bez odpowiedzi tutaj czekają na kliknięcie.</translation>
    </message>
    <message>
        <source>card name ({mark} = scripted by the engine)</source>
        <translation>nazwa karty ({mark} = ze skryptem silnika)</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>pochylona</translation>
    </message>
    <message>
        <source>power </source>
        <translation>władza </translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Dodaj kartę</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Usuń kartę</translation>
    </message>
    <message>
        <source>Declare an ad-hoc &amp;ability…</source>
        <translation>Zadeklaruj &amp;zdolność ad hoc…</translation>
    </message>
    <message>
        <source>&amp;Start stepping  (Ctrl+Return)</source>
        <translation>&amp;Zacznij krokowo  (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(domyślnie)</translation>
    </message>
    <message>
        <source>{mark} scripted</source>
        <translation>{mark} ze skryptem</translation>
    </message>
    <message>
        <source>card facts</source>
        <translation>dane karty</translation>
    </message>
    <message>
        <source> + ad-hoc</source>
        <translation> + ad hoc</translation>
    </message>
    <message>
        <source>, ad-hoc ability</source>
        <translation>, zdolność ad hoc</translation>
    </message>
    <message>
        <source>+{n} attached</source>
        <translation>+{n} dołączone</translation>
    </message>
    <message>
        <source>+{n} duplicates</source>
        <translation>+{n} duplikaty</translation>
    </message>
    <message>
        <source>Gold must be a whole number.</source>
        <translation>Złoto musi być liczbą całkowitą.</translation>
    </message>
    <message>
        <source>Power must be a whole number.</source>
        <translation>Władza musi być liczbą całkowitą.</translation>
    </message>
    <message>
        <source>A board needs at least two players.</source>
        <translation>Plansza wymaga co najmniej dwóch graczy.</translation>
    </message>
    <message>
        <source>Type a card name first.</source>
        <translation>Najpierw wpisz nazwę karty.</translation>
    </message>
    <message>
        <source>Select the card that has the ability first.</source>
        <translation>Najpierw zaznacz kartę, która ma zdolność.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>{player} asks to drop</source>
        <translation>{player} prosi o wycofanie</translation>
    </message>
    <message>
        <source>{place}. {name} ({power}{out})</source>
        <translation>{place}. {name} ({power}{out})</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, wyeliminowany</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>a player won</source>
        <translation>gracz wygrał</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {places}; {ending}</source>
        <translation>stół {table}: {player} zgłasza {places}; {ending}</translation>
    </message>
    <message>
        <source>table {table}: {player} reports a double loss</source>
        <translation>stół {table}: {player} zgłasza podwójną porażkę</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {winner} wins ({how})</source>
        <translation>stół {table}: {player} zgłasza, że wygrywa {winner} ({how})</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>SPÓR — {0}</translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation>Udostępnij w sieci lokalnej</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Rozpocznij udostępnianie</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Nieudostępnione.</translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation>Gracze mogą zgłaszać wyniki i prosić o wycofanie z telefonów</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation>Czeka na ciebie (najpierw spory):</translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation>Nie można udostępnić: {0}</translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation>Udostępniono pod adresem {0} — gracze otwierają ten adres w Wi-Fi miejsca turnieju.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Zatrzymaj udostępnianie</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation>Losowy tiebreak {random_key:.4f}: porządkuje graczy remisujących we wszystkich innych tiebreakach (wylosowany z ziarna wydarzenia; to samo losowanie ustala pauzę)</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation>Znajdź gracza…</translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation>Obliczanie klasyfikacji…</translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation> z {rounds}</translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation>{when} · {count} graczy · starcie: według punktów, siły terminarza, władzy, potem losowo</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punkty</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation>rozszerzony SoS</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>bezpośredni pojedynek</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation>{when} · {count} graczy · według: {order}</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation>Kliknij, aby wpisać wynik stołu {table}</translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation>  (rozstawienie {seed})</translation>
    </message>
    <message>
        <source>, out</source>
        <translation>, odpadł</translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation>{ordinal} · władza {power}{out}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation>Stół {table}: {how}</translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation>Stół {table}: wynik do wpisania</translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation>strona {page} z {pages} · {letters}</translation>
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
        <translation>Organizator turniejów do Gry o Tron: Gry karcianej</translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation>Otwórz plik wydarzenia…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Otwórz wydarzenie demonstracyjne</translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation>Przykładowe wydarzenie dla 32 graczy z kilkoma rozegranymi rundami: przeglądaj śmiało</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation>Ostatnie pliki wydarzeń</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(jeszcze brak)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw penalty {0}</source>
        <translation>Wycofaj karę {0}</translation>
    </message>
    <message>
        <source>Why (the wrong player, the wrong infraction…)</source>
        <translation>Dlaczego (zły gracz, złe wykroczenie…)</translation>
    </message>
    <message>
        <source>{0}: {1} for {2}, {3}.</source>
        <translation>{0}: {1} za {2}, {3}.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Powód</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Sędzia</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Wycofaj</translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation>
            <numerusform>nielegalna (%n problem)</numerusform>
            <numerusform>nielegalna (%n problemy)</numerusform>
            <numerusform>nielegalna (%n problemów)</numerusform>
        </translation>
    </message>
</context>
</TS>
