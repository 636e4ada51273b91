<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AdhocAbilityDialog</name>
    <message>
        <source>Ad-hoc ability — {card}</source>
        <translation>Habilidad ad hoc — {card}</translation>
    </message>
    <message>
        <source>The kind of ability, in the engine&apos;s words or the 2nd edition&apos;s</source>
        <translation>El tipo de habilidad, en palabras del motor o de la 2.ª edición</translation>
    </message>
    <message>
        <source>a short paraphrase, shown in the log</source>
        <translation>una paráfrasis breve, que se muestra en el registro</translation>
    </message>
    <message>
        <source>usable from hand</source>
        <translation>utilizable desde la mano</translation>
    </message>
    <message>
        <source>participating in the challenge</source>
        <translation>participando en el reto</translation>
    </message>
    <message>
        <source>a trait, e.g. Knight</source>
        <translation>un rasgo (en inglés), p. ej. Knight</translation>
    </message>
    <message>
        <source>up to that many</source>
        <translation>hasta esa cantidad</translation>
    </message>
    <message>
        <source>icon, keyword or destination, when the effect needs one</source>
        <translation>icono, palabra clave o destino, cuando el efecto lo necesita</translation>
    </message>
    <message>
        <source>where a search looks: deck, top:5</source>
        <translation>dónde busca una búsqueda: deck, top:5</translation>
    </message>
    <message>
        <source>self, military, {filter: {trait: Knight}} …</source>
        <translation>self, military, {filter: {trait: Knight}} …</translation>
    </message>
    <message>
        <source>the value the condition reads</source>
        <translation>el valor que lee la condición</translation>
    </message>
    <message>
        <source>any other field, as in a scenario file, e.g.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</source>
        <translation>cualquier otro campo, como en un archivo de escenario, p. ej.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</translation>
    </message>
    <message>
        <source>Max (every copy of the title)</source>
        <translation>Máx. (cada copia del título)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>Te&amp;xto</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Fase</translation>
    </message>
    <message>
        <source>Rule &amp;citation</source>
        <translation>&amp;Cita de regla</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Desencadenante</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Reto</translation>
    </message>
    <message>
        <source>Trigger (responses, passives, interrupts)</source>
        <translation>Desencadenante (reacciones, habilidades forzadas, interrupciones)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>C&amp;oste</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Card to pay with</source>
        <translation>Carta con la que pagar</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>T&amp;arget</source>
        <translation>Ob&amp;jetivo</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zona</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Rasgo</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Chosen by</source>
        <translation>Elegido por</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>E&amp;ffect</source>
        <translation>E&amp;fecto</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Sobre</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;X counts</source>
        <translation>&amp;X cuenta</translation>
    </message>
    <message>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>T&amp;hen</source>
        <translation>&amp;Después</translation>
    </message>
    <message>
        <source>Then on</source>
        <translation>Después sobre</translation>
    </message>
    <message>
        <source>Cancels</source>
        <translation>Cancela</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Only &amp;if</source>
        <translation>Solo &amp;si</translation>
    </message>
    <message>
        <source>its value</source>
        <translation>su valor</translation>
    </message>
    <message>
        <source>&amp;While (constant)</source>
        <translation>&amp;Mientras (constante)</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Límite</translation>
    </message>
    <message>
        <source>per</source>
        <translation>por</translation>
    </message>
    <message>
        <source>&amp;More fields</source>
        <translation>&amp;Más campos</translation>
    </message>
    <message>
        <source>Conditions and limits</source>
        <translation>Condiciones y límites</translation>
    </message>
    <message>
        <source>More fields: write &apos;field: value&apos; lines</source>
        <translation>Más campos: escribe líneas &apos;campo: valor&apos;</translation>
    </message>
    <message>
        <source>Cannot read what was typed: {problem}</source>
        <translation>No se puede leer lo escrito: {problem}</translation>
    </message>
    <message>
        <source>Unknown rule citation {cite}.</source>
        <translation>Cita de regla desconocida {cite}.</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Todavía no se ha entregado ninguna lista de mazo.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>{total} power ({house} on House)</source>
        <translation>{total} de poder ({house} en la carta de facción)</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>{gold} de oro</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>jugador inicial</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>GANADOR</translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation>Aún no hay corte: elige su tamaño e inícialo.</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation>Top {left}</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>por decidir</translation>
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
        <translation>Nueva llamada al juez</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronda {0}</translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation>Ronda eliminatoria {0}</translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation>fuera de una mesa</translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation>Lo que preguntaron los jugadores, en pocas palabras.</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Pregunta</translation>
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
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Llamada</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>resuelta</translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation> · +{0} min</translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation> · {0} resolución(es)</translation>
    </message>
</context>
<context>
    <name>CardLookupPanel</name>
    <message>
        <source>type a card name, e.g. Asha Greyjoy</source>
        <translation>escribe un nombre de carta (en inglés), p. ej. Asha Greyjoy</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>&amp;Put on the board</source>
        <translation>&amp;Poner en el tablero</translation>
    </message>
    <message>
        <source>&amp;Not scripted: declare its ability…</source>
        <translation>&amp;Sin guion: declarar su habilidad…</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>No card called “{name}”. Did you mean: {links}?</source>
        <translation>Ninguna carta se llama «{name}». ¿Quisiste decir: {links}?</translation>
    </message>
    <message>
        <source>No card called “{name}”.</source>
        <translation>Ninguna carta se llama «{name}».</translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation>2.ª edición</translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation>1.ª edición</translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation>una carpeta de archivos de paquetes</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>un archivo de paquete</translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation>un archivo de cartas de ThronesDB</translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation>listas restringidas</translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation>datos de cartas de la 1.ª edición</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation>Importadas {cards} cartas de {source} ({kind}): la base de datos de cartas de la {edition} tiene ahora {total} cartas y {restricted_lists} versiones de la lista restringida.</translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation>Búsqueda de cartas</translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation>Nombre de la carta (los acentos y apóstrofos no importan)</translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation>&amp;Facción</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Paquete</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Todas las facciones</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Todos los paquetes</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation> · lista restringida: {restricted_list} ({format})</translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation> · abre un evento para ver su lista restringida</translation>
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
        <translation> tiempo</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
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
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation>Reloj en el proyector</translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation>Reloj iniciado.</translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation>Reloj en pausa.</translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation>Reloj ampliado en {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation>Reloj reducido en {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation>Reloj reiniciado.</translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation>ronda eliminatoria {round}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronda {round}</translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation>TIEMPO — terminad la ronda de juego actual hasta la fase de impuestos</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Últimos cinco minutos</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation>Tiempo extra: {0}</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Resultado</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation>(un servidor nuevo)</translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation>el portátil del organizador, p. ej. 192.168.1.10</translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation>Recordar la contraseña en el llavero del sistema</translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation>No hay llavero del sistema: la contraseña se pide cada vez.</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>Servidores &amp;recientes:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Nombre del &amp;puesto:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Conectar</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation>Indica el nombre de host o la dirección del servidor.</translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation>Indica la base de datos y el usuario.</translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation>Conectando a {0}…</translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation>No se puede usar este servidor: {0}.</translation>
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
        <translation>Iniciar el corte</translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation>Emparejar la siguiente ronda eliminatoria</translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation>Haz clic en el nombre de un jugador para registrar su victoria (Mayús+clic: victoria modificada).</translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation>Tamaño del corte</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Ganador: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation>
            <numerusform>%n partida pendiente</numerusform>
            <numerusform>%n partidas pendientes</numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation> contra {name}</translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation>Ronda completa</translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation>Corte del top {size} iniciado.</translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation>¿Iniciar un corte del top {size}? Los {size} primeros de la clasificación se siembran y se empareja la primera ronda eliminatoria; después no se podrá emparejar ninguna ronda suiza.</translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation>Siguiente ronda eliminatoria emparejada.</translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation>una victoria modificada</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>una victoria</translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation>Registrada la victoria de {winner}.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Registrar el resultado</translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation>¿Registrar {how} para {winner}{against} (ronda eliminatoria {round_number}, mesa {table})?</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation>Revisión del mazo — {player_name}</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Ilegal</translation>
    </message>
    <message>
        <source>No list</source>
        <translation>Sin lista</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</translation>
    </message>
    <message>
        <source>no faction</source>
        <translation>sin facción</translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation> · sin agenda</translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation>Mazo de tramas {plots} · mazo de robo {draw} — </translation>
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
        <translation>Cantidad</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation>Lista del mazo — {player_name}</translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation>Pega la lista (texto o JSON de ThronesDB, o una simple lista de cartas) o su enlace de ThronesDB (una lista publicada o un mazo que su dueño comparte), o carga un archivo.</translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation>House Stark
The Lord of the Crossing

Tramas
1x …</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Desde archivo…</translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation>Por qué cambia la lista tras la ronda 1 (registro de auditoría)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Adjuntar</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Lista del mazo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation>Listas de mazo (*.txt *.json *.o8d *.md);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation>Obteniendo la lista de ThronesDB…</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation>{name}: una lista de mazo es un archivo .txt, .json, .o8d (OCTGN) o .md (Markdown)</translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation>{name} es demasiado grande para una lista de mazo ({size} KB)</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>no se puede leer {name}: {error}</translation>
    </message>
</context>
<context>
    <name>DeskController</name>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Carga primero un escenario o prepara un tablero.</translation>
    </message>
    <message>
        <source>There is no decision at this step.</source>
        <translation>No hay ninguna decisión en este paso.</translation>
    </message>
    <message>
        <source>Nothing to branch from yet.</source>
        <translation>Todavía no hay nada desde donde ramificar.</translation>
    </message>
    <message>
        <source>No such branch.</source>
        <translation>Esa rama no existe.</translation>
    </message>
    <message>
        <source>No decision to take back.</source>
        <translation>No hay ninguna decisión que deshacer.</translation>
    </message>
    <message>
        <source>Nothing to save: load a scenario or set up a board first.</source>
        <translation>Nada que guardar: carga primero un escenario o prepara un tablero.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nada que resolver: carga primero un escenario o prepara un tablero.</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation>⚠ no entendido: número de mesa, puestos por asiento (2143), poderes, x y asientos eliminados</translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation>⚠ no hay mesa {table} en {where}</translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation>Mesa {table}: {seats}</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation>⚠ la mesa {table} tiene {n} asientos: escribe {n} puestos ({seats})</translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation>Mesa {table}: ahora el poder de cada asiento ({count} de {n}; se necesita el poder de cada asiento, también cuando se acaba el tiempo)</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation>⚠ la mesa {table} tiene {n} asientos: {count} poderes escritos</translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation>⚠ la mesa {table} no tiene asiento {seat} (x y los asientos eliminados: x3)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>corregir: </translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation>{pre}Mesa {table} ({how}): {ranking} ⏎</translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation>no se ha cambiado nada</translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation>Este archivo de evento está abierto en solo lectura{read_only_why}: {nothing}.</translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation>Ajustes del evento — {name}</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>sin corte</translation>
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
        <translation>{swiss_round} de {rounds} rondas suizas emparejadas. Los cambios quedan registrados.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rondas suizas</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Corte</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Duración de la ronda</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Ajustes del evento guardados.</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation>El campo — {event_name}</translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation>{handed} de {players} listas entregadas: {legal} legales, {illegal} ilegales, {missing} sin entregar.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendas</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another Maester window (process {pid} on {host})</source>
        <translation>otra ventana de Maester (proceso {pid} en {host})</translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation>otra ventana de Maester</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation>Importar jugadores — {name}</translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation>{count} jugadores listos para importar.</translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation>Hay que corregir {count} línea(s); no se importará nada hasta entonces.</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>línea {line}: {message}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
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
        <translation> M{table}</translation>
    </message>
</context>
<context>
    <name>JudgeView</name>
    <message>
        <source>&amp;New call…</source>
        <translation>&amp;Nueva llamada…</translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation>&amp;Resolver…</translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation>Abrir en la mesa de re&amp;glas</translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation>Abrir re&amp;solución</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Penalización…</translation>
    </message>
    <message>
        <source>&amp;Withdraw penalty…</source>
        <translation>&amp;Retirar la penalización…</translation>
    </message>
    <message>
        <source>A penalty entered by mistake: it stays in the log, marked withdrawn with the reason, and no longer counts towards escalation</source>
        <translation>Una penalización introducida por error: queda en el registro, marcada como retirada con el motivo, y deja de contar para la escalada</translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation>Informe del evento en &amp;HTML…</translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation>El informe del evento con el registro del juez, como una página web (Imprimir ▸ Informe del evento: PDF)</translation>
    </message>
    <message>
        <source>Log as &amp;CSV…</source>
        <translation>Registro en &amp;CSV…</translation>
    </message>
    <message>
        <source>Every call, ruling and penalty, one line each (as organiser judge export)</source>
        <translation>Cada llamada, resolución y penalización, una línea cada una (como organiser judge export)</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>La llamada</translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation>Resoluciones adjuntas (doble clic para abrir):</translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation>Buscar en las resoluciones del evento (p. ej. Moribundo)</translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation>Resoluciones del evento</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation>Selecciona una llamada o abre una nueva.</translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation>Mesa {0}, ronda {1}</translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation>Fuera de una mesa, ronda {0}</translation>
    </message>
    <message>
        <source>no player named</source>
        <translation>ningún jugador indicado</translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation>Llamada a las {0}</translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation> por {0}</translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation>Pregunta: {0}</translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation>Resultado ({0}): {1}</translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation>Tiempo extra para la mesa: {0} min</translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation>Abierta: aún sin resolver.</translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation>Ninguna resolución contiene estas palabras.</translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation>Aún no hay resoluciones.</translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation>Llamada al juez {0} abierta para {1}.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>mesa {0}</translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation>un jugador fuera de una mesa</translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation>Llamada al juez {0} resuelta.</translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation>Resolución «{0}» adjuntada a la llamada al juez {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation>{0}: {1} ({2}).</translation>
    </message>
    <message>
        <source>Penalty withdrawn: {0}, {1} ({2}).</source>
        <translation>Penalización retirada: {0}, {1} ({2}).</translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation>Mesa {table}, </translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation>{where}ronda {round}: {question}</translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation>Selecciona primero una llamada al juez.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation>Maester — Mesa de reglas — llamada al juez {0}</translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation>Cartas: </translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation>Resolución de la llamada {call_id}</translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation>Esta llamada aún no tiene ninguna resolución adjunta.</translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation>Los archivos de la resolución no están en este ordenador ({0}).</translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation>no se adjuntó ninguno</translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation>Guardar el informe del evento</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Event report</source>
        <translation>Informe del evento</translation>
    </message>
    <message>
        <source>Save the judge&apos;s log</source>
        <translation>Guardar el registro del juez</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Judge&apos;s log</source>
        <translation>Registro del juez</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>No se puede escribir {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} written: {1}</source>
        <translation>{0} escrito: {1}</translation>
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
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuevo evento…</translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation>&amp;Abrir archivo de evento…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>Abrir el evento de &amp;demostración</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Conectar a un &amp;servidor…</translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation>&amp;Cambiar de evento</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Publicar…</translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation>&amp;Importar base de datos de cartas</translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation>Desde una &amp;carpeta de archivos de paquetes…</translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation>Desde un archivo &amp;JSON (cartas de ThronesDB, un paquete, listas restringidas, 1.ª edición)…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Cerrar evento</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
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
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation>&amp;Importar jugadores (CSV)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Emparejar la siguiente ronda</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation>&amp;Introducir resultados</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation>&amp;Deshacer el último resultado</translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation>&amp;Borrar la última ronda…</translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation>&amp;Ajustes del evento…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>Com&amp;partir en la red local…</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>Imp&amp;rimir</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Tamaño del papel</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation>Imprimir un documento del evento (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondas</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Corte</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>Re&amp;loj</translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation>Ctrl+{value}</translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation>Registro del &amp;juez</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation>&amp;Reloj en el proyector</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation>Empare&amp;jamientos en el proyector</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation>&amp;Pantalla del proyector</translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation>&amp;Nombre del puesto…</translation>
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
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Aj&amp;ustes</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation>&amp;Mesa de reglas…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation>&amp;Búsqueda de cartas…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation>&amp;Acerca de Maester</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>el idioma del sistema</translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation>Idioma: {name}, desde el próximo inicio de Maester.</translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation>Papel: {value}.</translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation>el papel de tu configuración regional</translation>
    </message>
    <message>
        <source>Card search</source>
        <translation>Búsqueda de cartas</translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation>Importar base de datos de cartas: una carpeta de archivos de paquetes (throneteki / ThronesDB)</translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation>Importar base de datos de cartas: un archivo de cartas JSON</translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation>Datos de cartas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation>Importando datos de cartas de {name}…</translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation>Datos de cartas no importados: {text}</translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation>Abriendo {what}…</translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation>Maester no pudo cargar su capa de base de datos: {exc}</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>Abrir archivo de evento</translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation>Archivos de evento de Maester (*.sqlite *.db);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation>{0} también está abierto en {1}: ambos son puestos de anotación, y un cambio hecho en uno aparece en el otro en menos de un segundo.</translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation> (una carpeta o disco de solo lectura: copia el archivo a una carpeta con escritura para cambiarlo)</translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation>{path} no existe (¿movido o borrado?).</translation>
    </message>
    <message>
        <source>Cannot reconnect to {0}: {1}.</source>
        <translation>No se puede volver a conectar a {0}: {1}.</translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation>Este archivo aún no contiene ningún evento: crea uno.</translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation>Este archivo de evento está abierto en solo lectura{why}: no se ha creado ningún evento.</translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation>Evento «{name}» creado: ahora añade jugadores.</translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation>{path} ya existe: un evento de demostración solo se crea en un archivo nuevo, para no sobrescribir ningún evento. Indica un nombre de archivo nuevo o abre este sin --demo.</translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation>Evento de demostración: un evento de ejemplo con rondas jugadas. Explóralo libremente; nada de esto es real.</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation>Se perdió el servidor ({0}). Lo que escribes se conserva; no se puede guardar ningún cambio hasta que vuelva el servidor. Reintentando cada pocos segundos…</translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation>El servidor ha vuelto: se ha leído todo de nuevo.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nombre del puesto</translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation>Nombre de este puesto, anotado con cada cambio hecho aquí (vacío: el nombre del ordenador):</translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation>Puesto {0} · ⚠ servidor perdido</translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation>Puesto {0} · {1} puestos conectados</translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation>Puesto {0} · 1 puesto conectado</translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation>Puesto {0}</translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation>Nombre de este puesto en el registro de auditoría (Ver ▸ Nombre del puesto…)</translation>
    </message>
    <message>
        <source>default file</source>
        <translation>archivo predeterminado</translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation> · SOLO LECTURA</translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation>ronda {swiss_round}/{rounds}</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>inscripción</translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation> · cargando…</translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation>{name} · {rnd} · {outstanding} pendientes · {where}{ro}{loading}</translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation>{name} — Maester{ro}</translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation>El evento se comparte en {0}</translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation>Se dejó de compartir.</translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation>La pantalla de esta ventana</translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation>Acerca de Maester</translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation>Maester {version}

Organizador de torneos y mesa de reglas para Juego de Tronos: El juego de cartas.
Bajo licencia GPL, versión 3 o posterior.</translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation>los puestos 1 y 2 pasan a la final</translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation>Semifinal {number}</translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation>se sienta cuando terminan ambas semifinales: puestos 1 y 2 de cada una, por orden de siembra</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation>… {more} más en la clasificación</translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation>Puestos finales

</translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation>Top 4: una mesa final</translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation>Top 8: dos semifinales y luego la final</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Iniciar el corte</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Sentar la mesa final</translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation>1 2143 9 15 3 7 ⏎ · mesa, puestos por asiento, poderes, x3</translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation>Escribe el número de mesa, el puesto de cada asiento en orden de asientos y luego el poder de cada asiento al final; añade x y los asientos de los jugadores eliminados antes del final (1 2143 9 15 3 7 x3). Se necesita el poder de cada asiento, también cuando se acaba el tiempo: con él se deshacen los empates. Volver a escribir una mesa ya registrada la corrige.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Corte</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Ganador: {name}</translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation>{where}: {outstanding} por introducir</translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation>{where}, mesa {table}: corregido.</translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation>{where}, mesa {table}: registrado.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin iniciar</translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation>Semifinales completas: sienta la mesa final</translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation>las semifinales</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>la mesa final</translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation>Corte del top 4: la mesa final está sentada.</translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation>Corte del top 8: las dos mesas de semifinal están sentadas.</translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation>La mesa final está sentada.</translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation>Asiento {section}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo agotado</translation>
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
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>Afiliación</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Registrado</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation>sin registrar</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>modified win</source>
        <translation>victoria modificada</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>concesión</translation>
    </message>
    <message>
        <source>decked</source>
        <translation>mazo agotado</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>doble derrota</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation>derrota sin emparejar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>V–D</translation>
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
        <translation>Byes</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation>Fuerza del calendario (SoS): media de los puntos de los rivales por ronda jugada</translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation>Fuerza del calendario extendida (eSoS): media del SoS de los rivales</translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation>, {power} de poder</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (eliminado)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Poder</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation>Fuerza del calendario (SoS): media de los puntos de los rivales de mesa por ronda jugada</translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation>Poder total al final de las partidas de rondas suizas</translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation>Primeros puestos (incluidos los compartidos)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paquete</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FUE</translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation>Leal</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation>Lista restringida</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Correo</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Mesa fija</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation>p. ej. Campeonato de tienda de invierno</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Tienda</translation>
    </message>
    <message>
        <source>Regional</source>
        <translation>Regional</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>sin corte</translation>
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
        <translation>Crear evento</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formato</translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation>&amp;Jugadores previstos</translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation>&amp;Tabla de estructura</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rondas suizas</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Corte</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Duración de la ronda</translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation>un corte del top {cut}</translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation>Sugerido para {players} jugadores: {rounds} rondas suizas, {cut_text}</translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation>Un evento necesita un nombre</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation>Abriendo…</translation>
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
        <translation>Revancha: estos jugadores ya se enfrentaron en esta fase</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Withdrawn {0}: {1}</source>
        <translation>Retirada {0}: {1}</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (retirada)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation>Penalización de la llamada al juez {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation>Llamada al juez {0}, ronda {1}, mesa {2}: {3}</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Penalizaciones anteriores</translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation>&amp;Infracción</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Nivel</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Nota</translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation>&amp;Imponer penalización</translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation>Ninguna en este evento.</translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation>Ronda {0}: {1} para {2}{3}</translation>
    </message>
    <message>
        <source> (withdrawn: {0})</source>
        <translation> (retirada: {0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation>Una pérdida de partida da la partida de este jugador en la ronda al rival (en contienda: último puesto en la mesa): el resultado se introduce o corrige desde los resultados, y queda registrado.</translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation>Una descalificación retira al jugador del evento definitivamente; una partida pendiente pasa al rival.</translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation>Se registra una advertencia; nada más cambia.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation>Filtrar jugadores (nombre, afiliación, estado)…</translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation>Nombre (Intro para añadir)</translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation>Afiliación (opcional)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Registrar entrada / salida</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Readmitir</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Listas de mazo</translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation>Adjuntar la lista del jugador seleccionado (o soltar un archivo .txt/.json en su fila), revisarla o ver el campo</translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation>&amp;Adjuntar una lista…</translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation>&amp;Revisión del mazo…</translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation>El &amp;campo…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation>{shown} de {text}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} guardado.</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} añadido.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Selecciona primero un jugador.</translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation>{name} registrado.</translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation>{name} ya no está registrado.</translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation>{name} retirado.</translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation>{name} readmitido.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>no se ha importado nada</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation>Importados {count} jugadores de {name}.</translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation>Lista del mazo de {name} ({source}): {status}.</translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation>Suelta una lista de mazo .txt o .json en la fila de un jugador.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation>El documento no tiene ninguna página que mostrar.</translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation>Vista previa de impresión — {title}</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Página anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Página siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation>de {pages}</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Alejar (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Acercar (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Ajustar al ancho</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation>Abrir en el visor</translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation>Abrir el PDF en el visor de PDF del ordenador</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Vista previa de la página</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>No se pudo iniciar la impresora.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n página enviada a la impresora.</numerusform>
            <numerusform>%n páginas enviadas a la impresora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>No se puede escribir {path}: {strerror}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardado en {path}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation>No se pudo iniciar ningún visor de PDF. El archivo está en {path}.</translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation>{name} abierto en el visor de PDF.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation>Emparejamientos por &amp;mesa</translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation>Emparejamientos por &amp;nombre</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation>&amp;Hojas de resultado</translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation>&amp;Cuadro del corte</translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation>&amp;Informe del evento</translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation>Hojas de &amp;mazo</translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation>emparejamientos por mesa</translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation>emparejamientos por nombre</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>clasificación</translation>
    </message>
    <message>
        <source>match slips</source>
        <translation>hojas de resultado</translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation>cuadro del corte</translation>
    </message>
    <message>
        <source>event report</source>
        <translation>informe del evento</translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation>hojas de registro de mazo</translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation>Papel de la configuración &amp;regional</translation>
    </message>
    <message>
        <source>&amp;A4</source>
        <translation>&amp;A4</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>&amp;Carta (Letter)</translation>
    </message>
    <message>
        <source>elimination round {cut_rounds} — {what}</source>
        <translation>ronda eliminatoria {cut_rounds} — {what}</translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation>ronda {round} — {what}</translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation>Preparando {title}…</translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation>{title}: vista previa de impresión abierta.</translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation>Publicar el evento en una carpeta</translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation>Publicando en {folder}…</translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation>Publicados {count} archivos en {folder}.</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicado</translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation>Escritos {count} archivos en {folder}:
</translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation>

¿Abrir index.html en el navegador?</translation>
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
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation> +{minutes} min</translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation>contra {name_b}</translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation>contra {name_a}</translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation>{table_label} · asiento {seat}</translation>
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
        <translation>Maester — reloj de ronda</translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation>TIEMPO</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Últimos cinco minutos</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation>Tiempo extra  ·  {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation>Maester — emparejamientos</translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation>Emparejamientos de la ronda {round_number}  ·  {event_name}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation>Mantener estos emparejamientos</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Emparejar de nuevo</translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation>Aceptar el emparejamiento menos malo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation>La ronda {round} está emparejada ({tables} mesas) con avisos: mantenla, vuelve a emparejarla o edítala intercambiando jugadores.</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation>Resolver la llamada al juez {0}</translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation>Lo que se decidió.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>sin tiempo extra</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Resultado</translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation>&amp;Tiempo extra</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation>Emparejar la siguiente ronda</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation>7a ⏎ · a/b victoria · A/B modificada · d doble derrota</translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation>7a: gana el jugador A de la mesa 7 · 7b: gana el jugador B · 7A o 7B: victoria modificada (7A2: decidida por las cartas que quedan en el mazo de robo) · 7d: doble derrota. Escribir una mesa que ya tiene resultado lo corrige (queda registrado).</translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation>5 2143 9 15 3 7 ⏎ · mesa, puestos por asiento, poderes</translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation>Número de mesa, luego el puesto final de cada asiento en orden de asientos (2143: ganó el asiento 2, el asiento 1 quedó segundo…) y luego el poder de cada asiento al final. Un primer puesto con 15 de poder es una partida ganada; si no, se acabó el tiempo (el poder de cada asiento hace falta en ambos casos). Jugadores eliminados antes del final: x y sus asientos (5 2143 9 15 3 7 x3). Escribir una mesa que ya tiene resultado lo corrige (queda registrado).</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Intercambiar dos jugadores</translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation>Selecciona dos celdas de jugador y luego intercámbialas (queda registrado)</translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation>Deshacer el último resultado</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation>Borrar la última ronda…</translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation>Emparejamientos en el proyector</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation>La ronda {0} se emparejó en {1}: la ronda {2} sigue a la vista mientras escribes su resultado (elige la nueva ronda arriba).</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Aún no hay ninguna ronda emparejada</translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation>Ronda {round_number}: todos los resultados introducidos</translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation>Ronda {round_number}: {n} pendientes</translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation>no se ha emparejado nada</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Emparejando…</translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation>, un bye</translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation>Ronda {round} emparejada: {tables} mesas{bye}.</translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation>{message}. En la ventana: Evento ▸ Ajustes del evento… (Ctrl+,) para más rondas, o la pestaña Corte.</translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation>Ronda emparejada de nuevo (anotado en el registro de auditoría).</translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation>⚠ no entendido: escribe un número de mesa y luego a, b, A, B o d</translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation>⚠ no hay mesa {table} en la ronda {round_number}</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>corregir: </translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation>⚠ recién introducido en {0}; corregir: </translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation>Mesa {table}: a = {name_a}   b = {name_b}</translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation>{pre}Mesa {table}: doble derrota ({name_a}, {name_b})</translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation>{pre}Mesa {table}: {winner} gana a {loser} ({how}) ⏎</translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation>escribe un número de mesa y a, b, A, B o d, y luego Intro</translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation>no hay mesa {table} en la ronda {round_number}</translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation>el resultado de la mesa {0} se acaba de introducir en {1} ({2}): pulsa Intro otra vez para corregirlo</translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation>Mesa {table}: corregido.</translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation>Mesa {table}: registrado.</translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation>ronda {round_number}</translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation>No hay ningún resultado que deshacer.</translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation>Deshecho: mesa {table} de la ronda {rnd}.</translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation>Selecciona exactamente dos celdas de jugador para intercambiar (Ctrl+clic).</translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation>Jugadores intercambiados (anotado en el registro de auditoría).</translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation>No hay ninguna ronda que borrar.</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Borrar ronda</translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation>¿Borrar la ronda {latest} con sus emparejamientos y todos los resultados introducidos?</translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation>Ronda {latest} borrada.</translation>
    </message>
</context>
<context>
    <name>RulesDesk</name>
    <message>
        <source>Action: a player may use it in an action window</source>
        <extracomment>each kind of ability in a judge&apos;s words (the Kind list&apos;s tooltips)</extracomment>
        <translation>Acción: un jugador puede usarla en una ventana de acción</translation>
    </message>
    <message>
        <source>Reaction (1st edition: response): after its trigger, a player may use it</source>
        <translation>Reacción (1.ª edición: response): tras su desencadenante, un jugador puede usarla</translation>
    </message>
    <message>
        <source>Save or cancel: used while something resolves, to cancel it or to save a card from it</source>
        <translation>Salvar o cancelar: se usa mientras algo se resuelve, para cancelarlo o salvar una carta de ello</translation>
    </message>
    <message>
        <source>Forced: it resolves by itself when its trigger happens</source>
        <translation>Forzada: se resuelve sola cuando ocurre su desencadenante</translation>
    </message>
    <message>
        <source>Constant: it applies while its condition holds</source>
        <translation>Constante: se aplica mientras se cumple su condición</translation>
    </message>
    <message>
        <source>Interrupt: before its trigger resolves, a player may use it</source>
        <translation>Interrupción: antes de que se resuelva su desencadenante, un jugador puede usarla</translation>
    </message>
    <message>
        <source>Instead: it replaces what would happen</source>
        <translation>En su lugar: sustituye lo que ocurriría</translation>
    </message>
    <message>
        <source>Reaction (2nd edition&apos;s name; the engine&apos;s response)</source>
        <translation>Reacción (nombre de la 2.ª edición; la response del motor)</translation>
    </message>
    <message>
        <source>Forced reaction (the engine resolves it as a passive)</source>
        <translation>Reacción forzada (el motor la resuelve como pasiva)</translation>
    </message>
    <message>
        <source>Forced interrupt (the engine resolves it as a passive)</source>
        <translation>Interrupción forzada (el motor la resuelve como pasiva)</translation>
    </message>
    <message>
        <source>When revealed, on a plot (the engine resolves it as a passive)</source>
        <translation>Al revelarse, en una trama (el motor la resuelve como pasiva)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazo de robo</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>pila de descartes</translation>
    </message>
    <message>
        <source>dead pile</source>
        <translation>pila de muertos</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>plot deck</source>
        <translation>mazo de tramas</translation>
    </message>
    <message>
        <source>used plots</source>
        <translation>tramas usadas</translation>
    </message>
    <message>
        <source>revealed plot</source>
        <translation>trama revelada</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>jugándose</translation>
    </message>
    <message>
        <source>shadows area</source>
        <translation>zona de sombras</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>retirada de la partida</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>con guion</translation>
    </message>
    <message>
        <source>no ability to declare: keywords the rules read, or none</source>
        <translation>ninguna habilidad que declarar: palabras clave que leen las reglas, o ninguna</translation>
    </message>
    <message>
        <source>not scripted yet — the ability language can say it</source>
        <translation>aún sin guion — el lenguaje de habilidades puede expresarla</translation>
    </message>
    <message>
        <source>not scripted — the ability language lacks: </source>
        <translation>sin guion — al lenguaje de habilidades le falta: </translation>
    </message>
    <message>
        <source>not in the 2nd-edition card pool the engine counts</source>
        <translation>fuera del conjunto de cartas de la 2.ª edición que cuenta el motor</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source> (loyal)</source>
        <translation> (leal)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FUE</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Palabras clave</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Trama</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>wording the coverage reader does not classify</source>
        <translation>redacción que el lector de cobertura no clasifica</translation>
    </message>
    <message>
        <source>card code {codes}</source>
        <translation>código de carta {codes}</translation>
    </message>
    <message>
        <source>card file {key}: its facts, no ability</source>
        <translation>archivo de carta {key}: sus datos, sin habilidad</translation>
    </message>
    <message>
        <source>Scripted from printing {code}; the other printings ({others}) may word the ability differently: compare the card at the table.</source>
        <translation>Con guion según la impresión {code}; las otras impresiones ({others}) pueden redactar la habilidad de otro modo: compárala con la carta en la mesa.</translation>
    </message>
    <message>
        <source>it can go on the board as it is.</source>
        <translation>puede ir al tablero tal cual.</translation>
    </message>
    <message>
        <source>Not scripted: declare its ability</source>
        <translation>Sin guion: declarar su habilidad</translation>
    </message>
    <message>
        <source>Put it on the board and state its ability in the engine&apos;s language with &lt;i&gt;Not scripted: declare its ability…&lt;/i&gt;.</source>
        <translation>Ponla en el tablero y expresa su habilidad en el lenguaje del motor con &lt;i&gt;Sin guion: declarar su habilidad…&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texto impreso</translation>
    </message>
    <message>
        <source>from the card data you imported (not part of Maester)</source>
        <translation>de los datos de cartas que importaste (no forma parte de Maester)</translation>
    </message>
    <message>
        <source>the start of the phase: its first framework event</source>
        <extracomment>what the scenario file&apos;s start and end points mean, in the combo boxes&apos; tooltips</extracomment>
        <translation>el inicio de la fase: su primer evento de estructura</translation>
    </message>
    <message>
        <source>the players&apos; actions (in marshalling, the active player&apos;s, income counted)</source>
        <translation>las acciones de los jugadores (en la fase de reclutamiento, las del jugador activo, ingresos contados)</translation>
    </message>
    <message>
        <source>challenges only: the active player declares a challenge</source>
        <translation>solo retos: el jugador activo declara un reto</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, attackers declared</source>
        <translation>solo retos: el reto de abajo, atacantes declarados</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, defenders declared</source>
        <translation>solo retos: el reto de abajo, defensores declarados</translation>
    </message>
    <message>
        <source>challenges only: the challenge below is resolved</source>
        <translation>solo retos: el reto de abajo se resuelve</translation>
    </message>
    <message>
        <source>the end of the start phase</source>
        <translation>el final de la fase inicial</translation>
    </message>
    <message>
        <source>the end of the round</source>
        <translation>el final de la ronda</translation>
    </message>
    <message>
        <source>the end of the game (a winner)</source>
        <translation>el final de la partida (un ganador)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
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
        <translation>Arrodillada</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Poder</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>every stepping command: (name, label, shortcuts); the first shortcut is the debugger&apos;s</extracomment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Paso por encima</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Paso hacia fuera</translation>
    </message>
    <message>
        <source>Run to decision</source>
        <translation>Hasta la decisión</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Branch here</source>
        <translation>Ramificar aquí</translation>
    </message>
    <message>
        <source>Take back decision</source>
        <translation>Deshacer la decisión</translation>
    </message>
    <message>
        <source>A phase of the round.</source>
        <extracomment>what each level of the window stack is, in a judge&apos;s words (the tree&apos;s tooltips)</extracomment>
        <translation>Una fase de la ronda.</translation>
    </message>
    <message>
        <source>Players take turns to act, first player first, until all pass in a row.</source>
        <translation>Los jugadores actúan por turnos, el jugador inicial primero, hasta que todos pasan seguidos.</translation>
    </message>
    <message>
        <source>A framework event: something the structure of the game makes happen, not a card&apos;s ability.</source>
        <translation>Un evento de estructura: algo que ocurre por la estructura del juego, no por la habilidad de una carta.</translation>
    </message>
    <message>
        <source>An action or ability being played and resolved, part by part.</source>
        <translation>Una acción o habilidad que se juega y se resuelve, parte por parte.</translation>
    </message>
    <message>
        <source>A part of the timing structure, numbered as in the Rules Reference&apos;s timing chart.</source>
        <translation>Una parte de la estructura de tiempos, numerada como en el diagrama de tiempos de la Referencia de reglas.</translation>
    </message>
    <message>
        <source>A triggered ability resolving inside this part.</source>
        <translation>Una habilidad desencadenada que se resuelve dentro de esta parte.</translation>
    </message>
    <message>
        <source>A chance to save against or cancel what is resolving.</source>
        <translation>Una oportunidad de salvar contra lo que se resuelve o de cancelarlo.</translation>
    </message>
    <message>
        <source>Save/cancel gate: the chance, going round the table, to cancel what is resolving or to save a card from it, before it takes effect. It closes when every player has passed in a row.</source>
        <extracomment>what the engine&apos;s &quot;save/cancel gate&quot; is, in the log&apos;s tooltips</extracomment>
        <translation>Ventana de salvar/cancelar: la oportunidad, dando la vuelta a la mesa, de cancelar lo que se resuelve o de salvar una carta de ello, antes de que surta efecto. Se cierra cuando todos los jugadores han pasado seguidos.</translation>
    </message>
    <message>
        <source>{player} will choose “{words}”</source>
        <translation>{player} elegirá «{words}»</translation>
    </message>
    <message>
        <source>{player} chose “{words}”</source>
        <translation>{player} eligió «{words}»</translation>
    </message>
    <message>
        <source>Save or cancel against: {what} — in {window}</source>
        <translation>Salvar o cancelar contra: {what} — en {window}</translation>
    </message>
    <message>
        <source>Responses to: {what} — until {window} closes</source>
        <translation>Reacciones a: {what} — hasta que se cierre {window}</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>the toolbar&apos;s words, short enough for every button to show at 1280 px; the full name, its keys and what it does are in the tooltip</extracomment>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Ramificar</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>one step: a line of the log or a decision</source>
        <extracomment>what each stepping command does, in the toolbar&apos;s tooltips</extracomment>
        <translation>un paso: una línea del registro o una decisión</translation>
    </message>
    <message>
        <source>finish what is resolving at this level</source>
        <translation>terminar lo que se resuelve en este nivel</translation>
    </message>
    <message>
        <source>finish the level that holds it (e.g. the player actions)</source>
        <translation>terminar el nivel que lo contiene (p. ej. las acciones de los jugadores)</translation>
    </message>
    <message>
        <source>run until someone must decide</source>
        <translation>avanzar hasta que alguien deba decidir</translation>
    </message>
    <message>
        <source>one recorded step back</source>
        <translation>un paso grabado hacia atrás</translation>
    </message>
    <message>
        <source>one recorded step forward</source>
        <translation>un paso grabado hacia delante</translation>
    </message>
    <message>
        <source>a new branch from the decision under the cursor</source>
        <translation>una rama nueva desde la decisión bajo el cursor</translation>
    </message>
    <message>
        <source>take back the last decision</source>
        <translation>deshacer la última decisión</translation>
    </message>
    <message>
        <source>Priority: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Prioridad: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · passed: {names}</source>
        <translation> · han pasado: {names}</translation>
    </message>
    <message>
        <source> · no one has passed yet</source>
        <translation> · nadie ha pasado aún</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Han pasado: {names}</translation>
    </message>
    <message>
        <source> · everyone, in a row: this closes</source>
        <translation> · todos, seguidos: esto se cierra</translation>
    </message>
    <message>
        <source>Priority: —</source>
        <translation>Prioridad: —</translation>
    </message>
    <message>
        <source>at &lt;i&gt;{where}&lt;/i&gt;</source>
        <translation>en &lt;i&gt;{where}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDeskWindow</name>
    <message>
        <source>Maester — Rules desk</source>
        <translation>Maester — Mesa de reglas</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Preparar</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pa&amp;so a paso</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The parts of this phase, in order: the one running is marked</source>
        <translation>Las partes de esta fase, en orden: la que está en curso va marcada</translation>
    </message>
    <message>
        <source>Window stack</source>
        <translation>Pila de ventanas</translation>
    </message>
    <message>
        <source>What is resolving now, outermost first. The numbered parts (“5) responses”) are those of the Rules Reference&apos;s timing chart; “step” is your place in the timeline.</source>
        <translation>Lo que se resuelve ahora, lo más externo primero. Las partes numeradas («5) responses») son las del diagrama de tiempos de la Referencia de reglas; «paso» es tu lugar en la línea de tiempo.</translation>
    </message>
    <message>
        <source>Show forbidden options and why</source>
        <translation>Mostrar las opciones prohibidas y por qué</translation>
    </message>
    <message>
        <source>List, greyed, the options a player might expect here that the rules forbid, each with the rule that forbids it</source>
        <translation>Listar, en gris, las opciones que un jugador podría esperar aquí y que las reglas prohíben, cada una con la regla que la prohíbe</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Open gates</source>
        <translation>Ventanas abiertas</translation>
    </message>
    <message>
        <source>What players may still respond to, or save or cancel against, at this step. A save or cancel chance closes when every player has passed in a row; the responses close with their window.</source>
        <translation>A qué pueden aún reaccionar los jugadores, o contra qué salvar o cancelar, en este paso. Una oportunidad de salvar o cancelar se cierra cuando todos han pasado seguidos; las reacciones se cierran con su ventana.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Efectos duraderos</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ocurrió</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Its place in the timeline: a line of the engine&apos;s log, or a decision (italics)</source>
        <translation>Su lugar en la línea de tiempo: una línea del registro del motor, o una decisión (cursiva)</translation>
    </message>
    <message>
        <source>The rule behind it, by its heading: click the row for the project&apos;s words</source>
        <translation>La regla detrás, por su título: pulsa la fila para ver las palabras del proyecto</translation>
    </message>
    <message>
        <source>Click a step: its rule, in the project&apos;s own words.</source>
        <translation>Pulsa un paso: su regla, en las palabras del proyecto.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparar</translation>
    </message>
    <message>
        <source>Timeline (a decision taken after going back starts a branch):</source>
        <translation>Línea de tiempo (una decisión tomada tras volver atrás abre una rama):</translation>
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
        <translation>La conclusión del juez, en palabras sencillas.</translation>
    </message>
    <message>
        <source>&amp;Export ruling (PDF + scenario)…</source>
        <translation>&amp;Exportar la resolución (PDF + escenario)…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Conclusión</translation>
    </message>
    <message>
        <source>Scenario checks</source>
        <translation>Comprobaciones del escenario</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>&amp;Branches</source>
        <translation>&amp;Ramas</translation>
    </message>
    <message>
        <source>&amp;Ruling</source>
        <translation>Re&amp;solución</translation>
    </message>
    <message>
        <source>Answer pass / done automatically</source>
        <translation>Responder pasar / hecho automáticamente</translation>
    </message>
    <message>
        <source>When the scenario has no answer written for a question, pass, say done or take the first order without asking (what the command line&apos;s engine-ref run does)</source>
        <translation>Cuando el escenario no tiene respuesta escrita para una pregunta: pasar, decir hecho o tomar el primer orden sin preguntar (lo que hace engine-ref run en la línea de comandos)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Rules desk</source>
        <translation>Mesa de reglas</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save scenario…</source>
        <translation>Guardar escenario…</translation>
    </message>
    <message>
        <source>Export ruling…</source>
        <translation>Exportar resolución…</translation>
    </message>
    <message>
        <source>Start stepping</source>
        <translation>Empezar paso a paso</translation>
    </message>
    <message>
        <source>Set up tab</source>
        <translation>Pestaña Preparar</translation>
    </message>
    <message>
        <source>Step tab</source>
        <translation>Pestaña Paso a paso</translation>
    </message>
    <message>
        <source>Cards tab</source>
        <translation>Pestaña Cartas</translation>
    </message>
    <message>
        <source>Ad-hoc ability</source>
        <translation>Habilidad ad hoc</translation>
    </message>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Carga primero un escenario o prepara un tablero.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — {file}</source>
        <translation>Maester — Mesa de reglas — {file}</translation>
    </message>
    <message>
        <source>&amp;Ruling — {name}</source>
        <translation>Re&amp;solución — {name}</translation>
    </message>
    <message>
        <source>Open a rules scenario</source>
        <translation>Abrir un escenario de reglas</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>Escenarios (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Guardar el escenario</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>Escenarios (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Nada que resolver: carga primero un escenario o prepara un tablero.</translation>
    </message>
    <message>
        <source>Export the ruling</source>
        <translation>Exportar la resolución</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling written: {pdf} and {scenario}</source>
        <translation>Resolución escrita: {pdf} y {scenario}</translation>
    </message>
    <message>
        <source>{card} is on the board ({player}, {zone})</source>
        <translation>{card} está en el tablero ({player}, {zone})</translation>
    </message>
    <message>
        <source>Step {n}: {who}{what}</source>
        <translation>Paso {n}: {who}{what}</translation>
    </message>
    <message>
        <source>This step names no rule.</source>
        <translation>Este paso no cita ninguna regla.</translation>
    </message>
    <message>
        <source>Set up a board, or open a scenario file (Ctrl+O).</source>
        <translation>Prepara un tablero, o abre un archivo de escenario (Ctrl+O).</translation>
    </message>
    <message>
        <source>{phase} phase · round {round} · first player {player}</source>
        <translation>Fase {phase} · ronda {round} · jugador inicial {player}</translation>
    </message>
    <message>
        <source> · active {player}</source>
        <translation> · activo {player}</translation>
    </message>
    <message>
        <source>{type} challenge: {attacker} attacks {defender}</source>
        <translation>Reto {type}: {attacker} ataca a {defender}</translation>
    </message>
    <message>
        <source>{player} wins</source>
        <translation>{player} gana</translation>
    </message>
    <message>
        <source>&lt;i&gt;(no window open)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(ninguna ventana abierta)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Window stack — {where}</source>
        <translation>Pila de ventanas — {where}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{where}&lt;/b&gt;: a decision — {player} must {prompt}</source>
        <translation>&lt;b&gt;{where}&lt;/b&gt;: una decisión — {player} debe: {prompt}</translation>
    </message>
    <message>
        <source>{effect} on {target} — until the end of the {until}</source>
        <translation>{effect} sobre {target} — hasta el final: {until}</translation>
    </message>
    <message>
        <source>all of the scenario&apos;s expectations hold</source>
        <translation>se cumplen todas las expectativas del escenario</translation>
    </message>
    <message>
        <source>(checked when the run stops)</source>
        <translation>(se comprueba cuando termina la ejecución)</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>paso {n} de {total}</translation>
    </message>
    <message>
        <source>chose “{option}”</source>
        <translation>eligió «{option}»</translation>
    </message>
    <message>
        <source>must {prompt}</source>
        <translation>debe: {prompt}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Paso {n}</translation>
    </message>
    <message>
        <source>in {where}</source>
        <translation>en {where}</translation>
    </message>
    <message>
        <source>Show forbidden options and why ({n})</source>
        <translation>Mostrar las opciones prohibidas y por qué ({n})</translation>
    </message>
    <message>
        <source>No decision at this step.</source>
        <translation>Ninguna decisión en este paso.</translation>
    </message>
    <message>
        <source>already answered here: {answer}; a different answer starts a branch</source>
        <translation>ya respondido aquí: {answer}; otra respuesta abre una rama</translation>
    </message>
    <message>
        <source>{answer} (the scenario&apos;s answer)</source>
        <translation>{answer} (la respuesta del escenario)</translation>
    </message>
    <message>
        <source>the desk answers pass / done by itself</source>
        <translation>la mesa responde pasar / hecho por sí sola</translation>
    </message>
    <message>
        <source>at the next step {said}; another answer starts a branch</source>
        <translation>en el paso siguiente: {said}; otra respuesta abre una rama</translation>
    </message>
    <message>
        <source>Decision — {player}</source>
        <translation>Decisión — {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; must {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; debe: {prompt}</translation>
    </message>
    <message>
        <source>{option}{keys}
In a scenario&apos;s decisions: {player}: {key}</source>
        <translation>{option}{keys}
En las decisiones de un escenario: {player}: {key}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}
{ref} [{cite}]
{para}</source>
        <translation>No permitido: {reason}
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
        <translation>no se puede leer {path}: {reason}</translation>
    </message>
    <message>
        <source>the first result of table {table} cannot be withdrawn; type the right result for that table to correct it</source>
        <translation>el primer resultado de la mesa {table} no se puede retirar; escribe el resultado correcto de esa mesa para corregirlo</translation>
    </message>
    <message>
        <source>players can be swapped only in the latest round</source>
        <translation>los jugadores solo se pueden intercambiar en la última ronda</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>Start &amp;phase</source>
        <translation>&amp;Fase inicial</translation>
    </message>
    <message>
        <source>Start &amp;at</source>
        <translation>Empezar &amp;en</translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation>Ejecutar &amp;hasta</translation>
    </message>
    <message>
        <source>&amp;First player</source>
        <translation>&amp;Jugador inicial</translation>
    </message>
    <message>
        <source>Acti&amp;ve player</source>
        <translation>Jugador acti&amp;vo</translation>
    </message>
    <message>
        <source>Rou&amp;nd</source>
        <translation>Ro&amp;nda</translation>
    </message>
    <message>
        <source>Where to start</source>
        <translation>Dónde empezar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Poder</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Jugadores, en orden de asiento</translation>
    </message>
    <message>
        <source>Decisions the scenario makes, in order</source>
        <translation>Las decisiones del escenario, en orden</translation>
    </message>
    <message>
        <source>one a line: who decides, a colon, the answer, e.g.
stark: use cat
greyjoy: pass</source>
        <translation>una por línea: quién decide, dos puntos, la respuesta, p. ej.
stark: use cat
greyjoy: pass</translation>
    </message>
    <message>
        <source>Each line answers one question when it comes: the player&apos;s name, a colon, then the answer as the desk names it in each option button&apos;s tooltip (pass, done, use cat — use the card whose id is cat —, target cat, play order…). The questions not answered here wait for a click.</source>
        <translation>Cada línea responde a una pregunta cuando llega: el nombre del jugador, dos puntos y la respuesta tal como la nombra la mesa en la descripción de cada botón de opción (pass, done, use cat — usar la carta cuyo id es cat —, target cat, play order…). Las preguntas sin respuesta aquí esperan un clic.</translation>
    </message>
    <message>
        <source>card name ({mark} = scripted by the engine)</source>
        <translation>nombre de carta ({mark} = con guion del motor)</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>arrodillada</translation>
    </message>
    <message>
        <source>power </source>
        <translation>poder </translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Añadir carta</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Quitar carta</translation>
    </message>
    <message>
        <source>Declare an ad-hoc &amp;ability…</source>
        <translation>Declarar una &amp;habilidad ad hoc…</translation>
    </message>
    <message>
        <source>&amp;Start stepping  (Ctrl+Return)</source>
        <translation>&amp;Empezar paso a paso  (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(predeterminado)</translation>
    </message>
    <message>
        <source>{mark} scripted</source>
        <translation>{mark} con guion</translation>
    </message>
    <message>
        <source>card facts</source>
        <translation>datos de carta</translation>
    </message>
    <message>
        <source> + ad-hoc</source>
        <translation> + ad hoc</translation>
    </message>
    <message>
        <source>, ad-hoc ability</source>
        <translation>, habilidad ad hoc</translation>
    </message>
    <message>
        <source>+{n} attached</source>
        <translation>+{n} vinculadas</translation>
    </message>
    <message>
        <source>+{n} duplicates</source>
        <translation>+{n} duplicados</translation>
    </message>
    <message>
        <source>Gold must be a whole number.</source>
        <translation>El oro debe ser un número entero.</translation>
    </message>
    <message>
        <source>Power must be a whole number.</source>
        <translation>El poder debe ser un número entero.</translation>
    </message>
    <message>
        <source>A board needs at least two players.</source>
        <translation>Un tablero necesita al menos dos jugadores.</translation>
    </message>
    <message>
        <source>Type a card name first.</source>
        <translation>Escribe primero un nombre de carta.</translation>
    </message>
    <message>
        <source>Select the card that has the ability first.</source>
        <translation>Selecciona primero la carta que tiene la habilidad.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>{player} asks to drop</source>
        <translation>{player} pide retirarse</translation>
    </message>
    <message>
        <source>{place}. {name} ({power}{out})</source>
        <translation>{place}. {name} ({power}{out})</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, eliminado</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>a player won</source>
        <translation>un jugador ganó</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {places}; {ending}</source>
        <translation>mesa {table}: {player} informa {places}; {ending}</translation>
    </message>
    <message>
        <source>table {table}: {player} reports a double loss</source>
        <translation>mesa {table}: {player} informa una doble derrota</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {winner} wins ({how})</source>
        <translation>mesa {table}: {player} informa que gana {winner} ({how})</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>DISPUTA — {0}</translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation>Compartir en la red local</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Empezar a compartir</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>No compartido.</translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation>Los jugadores pueden comunicar resultados y pedir retirarse desde sus móviles</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation>Esperando tu respuesta (primero las disputas):</translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation>No se puede compartir: {0}</translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation>Compartido en {0}: los jugadores abren esta dirección en el wifi del local.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Dejar de compartir</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation>Desempate aleatorio {random_key:.4f}: ordena a los jugadores empatados en todos los demás desempates (sacado de la semilla del evento; el mismo sorteo ordena el bye)</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation>Buscar un jugador…</translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation>Calculando la clasificación…</translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation> de {rounds}</translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation>{when} · {count} jugadores · contienda: por puntos, fuerza del calendario, poder y luego al azar</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation>SoS extendido</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>enfrentamiento directo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>azar</translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation>{when} · {count} jugadores · por {order}</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation>Haz clic para escribir el resultado de la mesa {table}</translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation>  (cabeza de serie {seed})</translation>
    </message>
    <message>
        <source>, out</source>
        <translation>, eliminado</translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation>{ordinal} · {power} de poder{out}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation>Mesa {table}: {how}</translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation>Mesa {table}: resultado por introducir</translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation>página {page} de {pages} · {letters}</translation>
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
        <translation>Organizador de torneos para Juego de Tronos: El juego de cartas</translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation>Abrir archivo de evento…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Abrir el evento de demostración</translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation>Un evento de ejemplo de 32 jugadores con algunas rondas jugadas: explóralo libremente</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation>Archivos de evento recientes</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(ninguno todavía)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw penalty {0}</source>
        <translation>Retirar la penalización {0}</translation>
    </message>
    <message>
        <source>Why (the wrong player, the wrong infraction…)</source>
        <translation>Por qué (el jugador equivocado, la infracción equivocada…)</translation>
    </message>
    <message>
        <source>{0}: {1} for {2}, {3}.</source>
        <translation>{0}: {1} por {2}, {3}.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirar</translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation>
            <numerusform>ilegal (%n problema)</numerusform>
            <numerusform>ilegal (%n problemas)</numerusform>
        </translation>
    </message>
</context>
</TS>
