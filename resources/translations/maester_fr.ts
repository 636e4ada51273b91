<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AdhocAbilityDialog</name>
    <message>
        <source>Ad-hoc ability — {card}</source>
        <translation>Capacité ad hoc — {card}</translation>
    </message>
    <message>
        <source>The kind of ability, in the engine&apos;s words or the 2nd edition&apos;s</source>
        <translation>Le genre de capacité, dans les mots du moteur ou ceux de la 2e édition</translation>
    </message>
    <message>
        <source>a short paraphrase, shown in the log</source>
        <translation>une courte paraphrase, affichée dans le journal</translation>
    </message>
    <message>
        <source>usable from hand</source>
        <translation>utilisable depuis la main</translation>
    </message>
    <message>
        <source>participating in the challenge</source>
        <translation>participant au défi</translation>
    </message>
    <message>
        <source>a trait, e.g. Knight</source>
        <translation>un trait (en anglais), p. ex. Knight</translation>
    </message>
    <message>
        <source>up to that many</source>
        <translation>jusqu&apos;à ce nombre</translation>
    </message>
    <message>
        <source>icon, keyword or destination, when the effect needs one</source>
        <translation>icône, mot-clé ou destination, quand l&apos;effet en demande un</translation>
    </message>
    <message>
        <source>where a search looks: deck, top:5</source>
        <translation>où cherche une recherche : deck, top:5</translation>
    </message>
    <message>
        <source>self, military, {filter: {trait: Knight}} …</source>
        <translation>self, military, {filter: {trait: Knight}} …</translation>
    </message>
    <message>
        <source>the value the condition reads</source>
        <translation>la valeur que lit la condition</translation>
    </message>
    <message>
        <source>any other field, as in a scenario file, e.g.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</source>
        <translation>tout autre champ, comme dans un fichier de scénario, p. ex.
cannot_be_cancelled: true
if_win: [{op: draw, on: you}]</translation>
    </message>
    <message>
        <source>Max (every copy of the title)</source>
        <translation>Max (chaque exemplaire du titre)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Genre</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Texte</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>Rule &amp;citation</source>
        <translation>&amp;Référence de règle</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Déclencheur</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>Trigger (responses, passives, interrupts)</source>
        <translation>Déclencheur (réactions, capacités forcées, interruptions)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>C&amp;oût</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Card to pay with</source>
        <translation>Carte avec laquelle payer</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>T&amp;arget</source>
        <translation>C&amp;ible</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zone</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Chosen by</source>
        <translation>Choisi par</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>E&amp;ffect</source>
        <translation>E&amp;ffet</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Jusqu&apos;à</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>&amp;X counts</source>
        <translation>&amp;X compte</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>T&amp;hen</source>
        <translation>&amp;Puis</translation>
    </message>
    <message>
        <source>Then on</source>
        <translation>Puis sur</translation>
    </message>
    <message>
        <source>Cancels</source>
        <translation>Annule</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Sauve</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Only &amp;if</source>
        <translation>Seulement &amp;si</translation>
    </message>
    <message>
        <source>its value</source>
        <translation>sa valeur</translation>
    </message>
    <message>
        <source>&amp;While (constant)</source>
        <translation>&amp;Tant que (constant)</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Limite</translation>
    </message>
    <message>
        <source>per</source>
        <translation>par</translation>
    </message>
    <message>
        <source>&amp;More fields</source>
        <translation>&amp;Autres champs</translation>
    </message>
    <message>
        <source>Conditions and limits</source>
        <translation>Conditions et limites</translation>
    </message>
    <message>
        <source>More fields: write &apos;field: value&apos; lines</source>
        <translation>Autres champs : écrivez des lignes &apos;champ: valeur&apos;</translation>
    </message>
    <message>
        <source>Cannot read what was typed: {problem}</source>
        <translation>Impossible de lire la saisie : {problem}</translation>
    </message>
    <message>
        <source>Unknown rule citation {cite}.</source>
        <translation>Référence de règle inconnue {cite}.</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No deck list handed in yet.</source>
        <translation>Aucune liste de deck remise pour l’instant.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>{total} power ({house} on House)</source>
        <translation>{total} de pouvoir ({house} sur la carte de faction)</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>{gold} d&apos;or</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation>VAINQUEUR</translation>
    </message>
</context>
<context>
    <name>BracketWidget</name>
    <message>
        <source>No cut yet: choose its size and start it.</source>
        <translation>Pas encore de cut : choisissez sa taille et lancez-le.</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Top {left}</source>
        <translation>Top {left}</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>à déterminer</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>New judge call</source>
        <translation>Nouvel appel d’arbitre</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Elimination round {0}</source>
        <translation>Ronde éliminatoire {0}</translation>
    </message>
    <message>
        <source>away from a table</source>
        <translation>hors d’une table</translation>
    </message>
    <message>
        <source>What the players asked, in a few words.</source>
        <translation>Ce que les joueurs ont demandé, en quelques mots.</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitre</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Question</translation>
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
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Appelé</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source> · +{0} min</source>
        <translation> · +{0} min</translation>
    </message>
    <message>
        <source> · {0} ruling(s)</source>
        <translation> · {0} décision(s)</translation>
    </message>
</context>
<context>
    <name>CardLookupPanel</name>
    <message>
        <source>type a card name, e.g. Asha Greyjoy</source>
        <translation>tapez un nom de carte (en anglais), p. ex. Asha Greyjoy</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>&amp;Put on the board</source>
        <translation>&amp;Mettre sur le plateau</translation>
    </message>
    <message>
        <source>&amp;Not scripted: declare its ability…</source>
        <translation>&amp;Non scriptée : déclarer sa capacité…</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>No card called “{name}”. Did you mean: {links}?</source>
        <translation>Aucune carte nommée « {name} ». Vouliez-vous dire : {links} ?</translation>
    </message>
    <message>
        <source>No card called “{name}”.</source>
        <translation>Aucune carte nommée « {name} ».</translation>
    </message>
</context>
<context>
    <name>CardSearch</name>
    <message>
        <source>2nd edition</source>
        <translation>2e édition</translation>
    </message>
    <message>
        <source>1st edition</source>
        <translation>1re édition</translation>
    </message>
    <message>
        <source>a folder of pack files</source>
        <translation>un dossier de fichiers de paquets</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>un fichier de paquet</translation>
    </message>
    <message>
        <source>a ThronesDB cards file</source>
        <translation>un fichier de cartes ThronesDB</translation>
    </message>
    <message>
        <source>restricted lists</source>
        <translation>listes restreintes</translation>
    </message>
    <message>
        <source>1st-edition card data</source>
        <translation>données des cartes de la 1re édition</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.</source>
        <translation>{cards} cartes importées depuis {source} ({kind}) : la base de cartes de la {edition} compte maintenant {total} cartes et {restricted_lists} versions de liste restreinte.</translation>
    </message>
</context>
<context>
    <name>CardSearchWindow</name>
    <message>
        <source>Card search</source>
        <translation>Recherche de cartes</translation>
    </message>
    <message>
        <source>Card name (accents and apostrophes do not matter)</source>
        <translation>Nom de la carte (accents et apostrophes indifférents)</translation>
    </message>
    <message>
        <source>&amp;Faction</source>
        <translation>&amp;Faction</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>&amp;Paquet</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Toutes les factions</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Tous les paquets</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source> · restricted list: {restricted_list} ({format})</source>
        <translation> · liste restreinte : {restricted_list} ({format})</translation>
    </message>
    <message>
        <source> · open an event to see its restricted list</source>
        <translation> · ouvrez un événement pour voir sa liste restreinte</translation>
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
        <translation> temps</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
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
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Projector clock</source>
        <translation>Horloge au projecteur</translation>
    </message>
    <message>
        <source>Clock started.</source>
        <translation>Horloge démarrée.</translation>
    </message>
    <message>
        <source>Clock paused.</source>
        <translation>Horloge en pause.</translation>
    </message>
    <message>
        <source>Clock extended by {minutes:g} min.</source>
        <translation>Horloge prolongée de {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock shortened by {minutes:g} min.</source>
        <translation>Horloge raccourcie de {minutes:g} min.</translation>
    </message>
    <message>
        <source>Clock reset.</source>
        <translation>Horloge réinitialisée.</translation>
    </message>
    <message>
        <source>elimination round {round}</source>
        <translation>ronde éliminatoire {round}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronde {round}</translation>
    </message>
    <message>
        <source>TIME CALLED — finish the current round through taxation</source>
        <translation>TEMPS ÉCOULÉ — terminez le round en cours jusqu’à la phase d’impôts</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Cinq dernières minutes</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas démarrée</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Extra time: {0}</source>
        <translation>Temps supplémentaire : {0}</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Résultat</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>(a new server)</source>
        <translation>(un nouveau serveur)</translation>
    </message>
    <message>
        <source>the organiser&apos;s laptop, e.g. 192.168.1.10</source>
        <translation>le portable de l’organisateur, p. ex. 192.168.1.10</translation>
    </message>
    <message>
        <source>Remember the password in the system keyring</source>
        <translation>Mémoriser le mot de passe dans le trousseau du système</translation>
    </message>
    <message>
        <source>No system keyring here: the password is asked every time.</source>
        <translation>Pas de trousseau système ici : le mot de passe est demandé à chaque fois.</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>Serveurs &amp;récents :</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de &amp;passe :</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Nom du &amp;poste :</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connecter</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name or address.</source>
        <translation>Indiquez le nom d’hôte ou l’adresse du serveur.</translation>
    </message>
    <message>
        <source>Give the database and the user.</source>
        <translation>Indiquez la base de données et l’utilisateur.</translation>
    </message>
    <message>
        <source>Connecting to {0}…</source>
        <translation>Connexion à {0}…</translation>
    </message>
    <message>
        <source>Cannot use this server: {0}.</source>
        <translation>Impossible d’utiliser ce serveur : {0}.</translation>
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
        <translation>Lancer le cut</translation>
    </message>
    <message>
        <source>Pair next elimination round</source>
        <translation>Apparier la prochaine ronde éliminatoire</translation>
    </message>
    <message>
        <source>Click a player&apos;s name to record their win (Shift+click: modified win).</source>
        <translation>Cliquez sur le nom d’un joueur pour enregistrer sa victoire (Maj+clic : victoire modifiée).</translation>
    </message>
    <message>
        <source>Cut size</source>
        <translation>Taille du cut</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur : {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) outstanding</source>
        <translation>
            <numerusform>%n partie en attente</numerusform>
            <numerusform>%n parties en attente</numerusform>
        </translation>
    </message>
    <message>
        <source> over {name}</source>
        <translation> contre {name}</translation>
    </message>
    <message>
        <source>Round complete</source>
        <translation>Ronde terminée</translation>
    </message>
    <message>
        <source>Top {size} cut started.</source>
        <translation>Cut du top {size} lancé.</translation>
    </message>
    <message>
        <source>Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it.</source>
        <translation>Lancer un cut du top {size} ? Les {size} premiers du classement sont classés têtes de série et la première ronde éliminatoire est appariée ; aucune ronde suisse ne pourra plus être appariée ensuite.</translation>
    </message>
    <message>
        <source>Next elimination round paired.</source>
        <translation>Ronde éliminatoire suivante appariée.</translation>
    </message>
    <message>
        <source>a modified win</source>
        <translation>une victoire modifiée</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>une victoire</translation>
    </message>
    <message>
        <source>Recorded the win of {winner}.</source>
        <translation>Victoire de {winner} enregistrée.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <source>Record {how} for {winner}{against} (elimination round {round_number}, table {table})?</source>
        <translation>Enregistrer {how} pour {winner}{against} (ronde éliminatoire {round_number}, table {table}) ?</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <source>Deck check — {player_name}</source>
        <translation>Vérification du deck — {player_name}</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Légal</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Illégal</translation>
    </message>
    <message>
        <source>No list</source>
        <translation>Pas de liste</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</source>
        <translation>&lt;b&gt;{player_name}&lt;/b&gt; — {verdict}</translation>
    </message>
    <message>
        <source>no faction</source>
        <translation>aucune faction</translation>
    </message>
    <message>
        <source> · no agenda</source>
        <translation> · aucun agenda</translation>
    </message>
    <message>
        <source>Plot deck {plots} · draw deck {draw} — </source>
        <translation>Paquet d’intrigues {plots} · paquet de pioche {draw} — </translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Remarque : {note}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Deck list — {player_name}</source>
        <translation>Liste de deck — {player_name}</translation>
    </message>
    <message>
        <source>Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file.</source>
        <translation>Collez la liste (texte ou JSON ThronesDB, ou une simple liste de cartes) ou son lien ThronesDB (une decklist, ou un deck partagé par son propriétaire), ou chargez un fichier.</translation>
    </message>
    <message>
        <source>House Stark
The Lord of the Crossing

Plots
1x …</source>
        <translation>House Stark
The Lord of the Crossing

Intrigues
1x …</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <source>Why the list changes after round 1 (audit log)</source>
        <translation>Pourquoi la liste change après la ronde 1 (journal d’audit)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Associer</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Liste de deck</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.o8d *.md);;All files (*)</source>
        <translation>Listes de deck (*.txt *.json *.o8d *.md);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Fetching the list from ThronesDB…</source>
        <translation>Récupération de la liste sur ThronesDB…</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file</source>
        <translation>{name} : une liste de deck est un fichier .txt, .json, .o8d (OCTGN) ou .md (Markdown)</translation>
    </message>
    <message>
        <source>{name} is too big for a deck list ({size} KB)</source>
        <translation>{name} est trop gros pour une liste de deck ({size} Ko)</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>impossible de lire {name} : {error}</translation>
    </message>
</context>
<context>
    <name>DeskController</name>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Chargez d&apos;abord un scénario ou préparez un plateau.</translation>
    </message>
    <message>
        <source>There is no decision at this step.</source>
        <translation>Il n’y a pas de décision à cette étape.</translation>
    </message>
    <message>
        <source>Nothing to branch from yet.</source>
        <translation>Rien à partir de quoi brancher pour l’instant.</translation>
    </message>
    <message>
        <source>No such branch.</source>
        <translation>Cette branche n’existe pas.</translation>
    </message>
    <message>
        <source>No decision to take back.</source>
        <translation>Aucune décision à annuler.</translation>
    </message>
    <message>
        <source>Nothing to save: load a scenario or set up a board first.</source>
        <translation>Rien à enregistrer : chargez d'abord un scénario ou préparez un plateau.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Rien à trancher : chargez d&apos;abord un scénario ou préparez un plateau.</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>⚠ not understood: table number, places by seat (2143), powers, x and seats out</source>
        <translation>⚠ non compris : numéro de table, places par siège (2143), pouvoirs, x et sièges éliminés</translation>
    </message>
    <message>
        <source>⚠ no table {table} in {where}</source>
        <translation>⚠ pas de table {table} dans {where}</translation>
    </message>
    <message>
        <source>Table {table}: {seats}</source>
        <translation>Table {table} : {seats}</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: type {n} places ({seats})</source>
        <translation>⚠ la table {table} a {n} sièges : tapez {n} places ({seats})</translation>
    </message>
    <message>
        <source>Table {table}: now each seat&apos;s power ({count} of {n}; power is needed for every seat, also when time is called)</source>
        <translation>Table {table} : maintenant le pouvoir de chaque siège ({count} sur {n} ; le pouvoir est requis pour chaque siège, même quand le temps est écoulé)</translation>
    </message>
    <message>
        <source>⚠ table {table} has {n} seats: {count} powers typed</source>
        <translation>⚠ la table {table} a {n} sièges : {count} pouvoirs tapés</translation>
    </message>
    <message>
        <source>⚠ table {table} has no seat {seat} (x and the seats out: x3)</source>
        <translation>⚠ la table {table} n’a pas de siège {seat} (x et les sièges éliminés : x3)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>corriger : </translation>
    </message>
    <message>
        <source>{pre}Table {table} ({how}): {ranking} ⏎</source>
        <translation>{pre}Table {table} ({how}) : {ranking} ⏎</translation>
    </message>
</context>
<context>
    <name>EventContext</name>
    <message>
        <source>nothing was changed</source>
        <translation>rien n’a été modifié</translation>
    </message>
    <message>
        <source>This event file is open read-only{read_only_why}: {nothing}.</source>
        <translation>Ce fichier d’événement est ouvert en lecture seule{read_only_why} : {nothing}.</translation>
    </message>
</context>
<context>
    <name>EventSettingsDialog</name>
    <message>
        <source>Event settings — {name}</source>
        <translation>Paramètres de l’événement — {name}</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>pas de cut</translation>
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
        <translation>{swiss_round} rondes suisses appariées sur {rounds}. Les modifications sont journalisées.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rondes suisses</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Durée de ronde</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Paramètres de l’événement enregistrés.</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>The field — {event_name}</source>
        <translation>Le plateau — {event_name}</translation>
    </message>
    <message>
        <source>{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing.</source>
        <translation>{handed} listes remises sur {players} : {legal} légales, {illegal} illégales, {missing} manquantes.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Factions</translation>
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
        <translation>une autre fenêtre de Maester (processus {pid} sur {host})</translation>
    </message>
    <message>
        <source>another Maester window</source>
        <translation>une autre fenêtre de Maester</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players — {name}</source>
        <translation>Importer des joueurs — {name}</translation>
    </message>
    <message>
        <source>{count} players ready to import.</source>
        <translation>{count} joueurs prêts à être importés.</translation>
    </message>
    <message>
        <source>{count} line(s) need fixing; nothing will be imported until they are.</source>
        <translation>{count} ligne(s) à corriger ; rien ne sera importé avant.</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>ligne {line} : {message}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
</context>
<context>
    <name>Judge</name>
    <message>
        <source>E{number}</source>
        <translation>É{number}</translation>
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
        <translation>&amp;Nouvel appel…</translation>
    </message>
    <message>
        <source>Re&amp;solve…</source>
        <translation>&amp;Résoudre…</translation>
    </message>
    <message>
        <source>Open in the r&amp;ules desk</source>
        <translation>Ouvrir dans le &amp;bureau des règles</translation>
    </message>
    <message>
        <source>Open r&amp;uling</source>
        <translation>Ouvrir la &amp;décision</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Pénalité…</translation>
    </message>
    <message>
        <source>&amp;Withdraw penalty…</source>
        <translation>&amp;Retirer la pénalité…</translation>
    </message>
    <message>
        <source>A penalty entered by mistake: it stays in the log, marked withdrawn with the reason, and no longer counts towards escalation</source>
        <translation>Une pénalité saisie par erreur : elle reste dans le journal, marquée retirée avec la raison, et ne compte plus pour l’escalade</translation>
    </message>
    <message>
        <source>Event report as &amp;HTML…</source>
        <translation>Rapport d’événement en &amp;HTML…</translation>
    </message>
    <message>
        <source>The event report with the judge&apos;s log, as one web page (Print ▸ Event report: PDF)</source>
        <translation>Le rapport d’événement avec le journal de l’arbitre, en une page web (Imprimer ▸ Rapport d’événement : PDF)</translation>
    </message>
    <message>
        <source>Log as &amp;CSV…</source>
        <translation>Journal en &amp;CSV…</translation>
    </message>
    <message>
        <source>Every call, ruling and penalty, one line each (as organiser judge export)</source>
        <translation>Chaque appel, décision et pénalité, une ligne chacun (comme organiser judge export)</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>L’appel</translation>
    </message>
    <message>
        <source>Rulings attached (double-click opens one):</source>
        <translation>Décisions associées (double-clic pour ouvrir) :</translation>
    </message>
    <message>
        <source>Search the event&apos;s rulings (e.g. Moribund)</source>
        <translation>Rechercher dans les décisions de l’événement (p. ex. Moribond)</translation>
    </message>
    <message>
        <source>Rulings of the event</source>
        <translation>Décisions de l’événement</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Select a call, or open a new one.</source>
        <translation>Sélectionnez un appel, ou ouvrez-en un nouveau.</translation>
    </message>
    <message>
        <source>Table {0}, round {1}</source>
        <translation>Table {0}, ronde {1}</translation>
    </message>
    <message>
        <source>Away from a table, round {0}</source>
        <translation>Hors d’une table, ronde {0}</translation>
    </message>
    <message>
        <source>no player named</source>
        <translation>aucun joueur nommé</translation>
    </message>
    <message>
        <source>Called at {0}</source>
        <translation>Appelé à {0}</translation>
    </message>
    <message>
        <source> by {0}</source>
        <translation> par {0}</translation>
    </message>
    <message>
        <source>Question: {0}</source>
        <translation>Question : {0}</translation>
    </message>
    <message>
        <source>Outcome ({0}): {1}</source>
        <translation>Issue ({0}) : {1}</translation>
    </message>
    <message>
        <source>Time extension for the table: {0} min</source>
        <translation>Temps supplémentaire pour la table : {0} min</translation>
    </message>
    <message>
        <source>Open: not resolved yet.</source>
        <translation>Ouvert : pas encore résolu.</translation>
    </message>
    <message>
        <source>No ruling holds these words.</source>
        <translation>Aucune décision ne contient ces mots.</translation>
    </message>
    <message>
        <source>No ruling yet.</source>
        <translation>Aucune décision pour l’instant.</translation>
    </message>
    <message>
        <source>Judge call {0} opened for {1}.</source>
        <translation>Appel d’arbitre {0} ouvert pour {1}.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <source>a player away from a table</source>
        <translation>un joueur hors d’une table</translation>
    </message>
    <message>
        <source>Judge call {0} resolved.</source>
        <translation>Appel d’arbitre {0} résolu.</translation>
    </message>
    <message>
        <source>Ruling “{0}” attached to judge call {1}.</source>
        <translation>Décision « {0} » associée à l’appel d’arbitre {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} ({2}).</source>
        <translation>{0} : {1} ({2}).</translation>
    </message>
    <message>
        <source>Penalty withdrawn: {0}, {1} ({2}).</source>
        <translation>Pénalité retirée : {0}, {1} ({2}).</translation>
    </message>
    <message>
        <source>Table {table}, </source>
        <translation>Table {table}, </translation>
    </message>
    <message>
        <source>{where}round {round}: {question}</source>
        <translation>{where}ronde {round} : {question}</translation>
    </message>
    <message>
        <source>Select a judge call first.</source>
        <translation>Sélectionnez d’abord un appel d’arbitre.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — judge call {0}</source>
        <translation>Maester — Bureau des règles — appel d’arbitre {0}</translation>
    </message>
    <message>
        <source>Cards: </source>
        <translation>Cartes : </translation>
    </message>
    <message>
        <source>Ruling for call {call_id}</source>
        <translation>Décision pour l’appel {call_id}</translation>
    </message>
    <message>
        <source>This call has no ruling attached yet.</source>
        <translation>Cet appel n’a encore aucune décision associée.</translation>
    </message>
    <message>
        <source>The ruling&apos;s files are not on this computer ({0}).</source>
        <translation>Les fichiers de la décision ne sont pas sur cet ordinateur ({0}).</translation>
    </message>
    <message>
        <source>none was attached</source>
        <translation>aucun n’a été associé</translation>
    </message>
    <message>
        <source>Save the event report</source>
        <translation>Enregistrer le rapport d’événement</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Event report</source>
        <translation>Rapport d’événement</translation>
    </message>
    <message>
        <source>Save the judge&apos;s log</source>
        <translation>Enregistrer le journal de l’arbitre</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Judge&apos;s log</source>
        <translation>Journal de l’arbitre</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>Impossible d’écrire {0} : {1}.</translation>
    </message>
    <message>
        <source>{0} written: {1}</source>
        <translation>{0} écrit : {1}</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouvel événement…</translation>
    </message>
    <message>
        <source>&amp;Open event file…</source>
        <translation>&amp;Ouvrir un fichier d’événement…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>Ouvrir l’événement de &amp;démonstration</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Se connecter à un &amp;serveur…</translation>
    </message>
    <message>
        <source>&amp;Switch event</source>
        <translation>&amp;Changer d’événement</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Publier…</translation>
    </message>
    <message>
        <source>&amp;Import card database</source>
        <translation>&amp;Importer la base de cartes</translation>
    </message>
    <message>
        <source>From a &amp;folder of pack files…</source>
        <translation>Depuis un &amp;dossier de fichiers de paquets…</translation>
    </message>
    <message>
        <source>From a &amp;JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…</source>
        <translation>Depuis un fichier &amp;JSON (cartes ThronesDB, un paquet, listes restreintes, 1re édition)…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Fermer l’événement</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Événement</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Import players (CSV)…</source>
        <translation>&amp;Importer des joueurs (CSV)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Enter results</source>
        <translation>&amp;Saisir les résultats</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Undo last result</source>
        <translation>&amp;Annuler le dernier résultat</translation>
    </message>
    <message>
        <source>&amp;Delete latest round…</source>
        <translation>&amp;Supprimer la dernière ronde…</translation>
    </message>
    <message>
        <source>Event &amp;settings…</source>
        <translation>&amp;Paramètres de l’événement…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>&amp;Partager sur le réseau local…</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>Imp&amp;rimer</translation>
    </message>
    <message>
        <source>&amp;Paper size</source>
        <translation>&amp;Format du papier</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print a document of the event (Ctrl+P)</source>
        <translation>Imprimer un document de l’événement (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>&amp;Horloge</translation>
    </message>
    <message>
        <source>Ctrl+{value}</source>
        <translation>Ctrl+{value}</translation>
    </message>
    <message>
        <source>&amp;Judge&apos;s log</source>
        <translation>&amp;Journal de l’arbitre</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Projector &amp;clock</source>
        <translation>&amp;Horloge au projecteur</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Projector pairin&amp;gs</source>
        <translation>Appariements au pro&amp;jecteur</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Projector &amp;screen</source>
        <translation>É&amp;cran du projecteur</translation>
    </message>
    <message>
        <source>Station &amp;name…</source>
        <translation>&amp;Nom du poste…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Paramè&amp;tres</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Rules desk…</source>
        <translation>&amp;Bureau des règles…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Card search…</source>
        <translation>&amp;Recherche de cartes…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Maester</source>
        <translation>À &amp;propos de Maester</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <source>Language: {name}, from the next start of Maester.</source>
        <translation>Langue : {name}, au prochain démarrage de Maester.</translation>
    </message>
    <message>
        <source>Paper: {value}.</source>
        <translation>Papier : {value}.</translation>
    </message>
    <message>
        <source>the paper of your locale</source>
        <translation>le papier de vos paramètres régionaux</translation>
    </message>
    <message>
        <source>Card search</source>
        <translation>Recherche de cartes</translation>
    </message>
    <message>
        <source>Import card database: a folder of pack files (throneteki / ThronesDB)</source>
        <translation>Importer la base de cartes : un dossier de fichiers de paquets (throneteki / ThronesDB)</translation>
    </message>
    <message>
        <source>Import card database: a JSON card file</source>
        <translation>Importer la base de cartes : un fichier de cartes JSON</translation>
    </message>
    <message>
        <source>Card data (*.json);;All files (*)</source>
        <translation>Données de cartes (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing card data from {name}…</source>
        <translation>Importation des données de cartes depuis {name}…</translation>
    </message>
    <message>
        <source>Card data not imported: {text}</source>
        <translation>Données de cartes non importées : {text}</translation>
    </message>
    <message>
        <source>Opening {what}…</source>
        <translation>Ouverture de {what}…</translation>
    </message>
    <message>
        <source>Maester could not load its database layer: {exc}</source>
        <translation>Maester n’a pas pu charger sa couche de base de données : {exc}</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>Ouvrir un fichier d’événement</translation>
    </message>
    <message>
        <source>Maester event files (*.sqlite *.db);;All files (*)</source>
        <translation>Fichiers d’événement Maester (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{0} is also open in {1}: both are scorekeeping stations, and a change made in one shows in the other within a second.</source>
        <translation>{0} est aussi ouvert dans {1} : les deux sont des postes de saisie, et une modification faite dans l’un apparaît dans l’autre en moins d’une seconde.</translation>
    </message>
    <message>
        <source> (a read-only folder or disk: copy the file to a writable folder to change it)</source>
        <translation> (un dossier ou disque en lecture seule : copiez le fichier dans un dossier modifiable pour le changer)</translation>
    </message>
    <message>
        <source>{path} does not exist (moved or deleted?).</source>
        <translation>{path} n’existe pas (déplacé ou supprimé ?).</translation>
    </message>
    <message>
        <source>Cannot reconnect to {0}: {1}.</source>
        <translation>Impossible de se reconnecter à {0} : {1}.</translation>
    </message>
    <message>
        <source>This file holds no event yet: create one.</source>
        <translation>Ce fichier ne contient encore aucun événement : créez-en un.</translation>
    </message>
    <message>
        <source>This event file is open read-only{why}: no event was created.</source>
        <translation>Ce fichier d’événement est ouvert en lecture seule{why} : aucun événement n’a été créé.</translation>
    </message>
    <message>
        <source>Event “{name}” created: add players next.</source>
        <translation>Événement « {name} » créé : ajoutez maintenant les joueurs.</translation>
    </message>
    <message>
        <source>{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo.</source>
        <translation>{path} existe déjà : un événement de démonstration n’est créé que dans un nouveau fichier, pour n’écraser aucun événement. Donnez un nouveau nom de fichier, ou ouvrez celui-ci sans --demo.</translation>
    </message>
    <message>
        <source>Demo event: a sample event with rounds played. Browse freely; nothing here is real.</source>
        <translation>Événement de démonstration : un exemple avec des rondes jouées. Naviguez librement ; rien ici n’est réel.</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitre</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>Lost the server ({0}). What you type is kept; a change cannot be saved until the server is back. Trying again every few seconds…</source>
        <translation>Serveur perdu ({0}). Ce que vous tapez est conservé ; aucune modification ne peut être enregistrée avant le retour du serveur. Nouvel essai toutes les quelques secondes…</translation>
    </message>
    <message>
        <source>The server is back: everything was read again.</source>
        <translation>Le serveur est de retour : tout a été relu.</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom du poste</translation>
    </message>
    <message>
        <source>This station&apos;s name, recorded with every change made here (empty: the computer&apos;s name):</source>
        <translation>Nom de ce poste, inscrit avec chaque modification faite ici (vide : le nom de l’ordinateur) :</translation>
    </message>
    <message>
        <source>Station {0} · ⚠ server lost</source>
        <translation>Poste {0} · ⚠ serveur perdu</translation>
    </message>
    <message>
        <source>Station {0} · {1} stations connected</source>
        <translation>Poste {0} · {1} postes connectés</translation>
    </message>
    <message>
        <source>Station {0} · 1 station connected</source>
        <translation>Poste {0} · 1 poste connecté</translation>
    </message>
    <message>
        <source>Station {0}</source>
        <translation>Poste {0}</translation>
    </message>
    <message>
        <source>This station&apos;s name in the audit log (View ▸ Station name…)</source>
        <translation>Nom de ce poste dans le journal d’audit (Affichage ▸ Nom du poste…)</translation>
    </message>
    <message>
        <source>default file</source>
        <translation>fichier par défaut</translation>
    </message>
    <message>
        <source> · READ-ONLY</source>
        <translation> · LECTURE SEULE</translation>
    </message>
    <message>
        <source>round {swiss_round}/{rounds}</source>
        <translation>ronde {swiss_round}/{rounds}</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>inscriptions</translation>
    </message>
    <message>
        <source> · loading…</source>
        <translation> · chargement…</translation>
    </message>
    <message>
        <source>{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}</source>
        <translation>{name} · {rnd} · {outstanding} en attente · {where}{ro}{loading}</translation>
    </message>
    <message>
        <source>{name} — Maester{ro}</source>
        <translation>{name} — Maester{ro}</translation>
    </message>
    <message>
        <source>The event is shared on {0}</source>
        <translation>L’événement est partagé sur {0}</translation>
    </message>
    <message>
        <source>Sharing stopped.</source>
        <translation>Partage arrêté.</translation>
    </message>
    <message>
        <source>The screen of this window</source>
        <translation>L’écran de cette fenêtre</translation>
    </message>
    <message>
        <source>About Maester</source>
        <translation>À propos de Maester</translation>
    </message>
    <message>
        <source>Maester {version}

Tournament organiser and rules desk for A Game of Thrones: The Card Game.
Licensed under the GPL, version 3 or later.</source>
        <translation>Maester {version}

Organisateur de tournois et bureau des règles pour A Game of Thrones : le jeu de cartes.
Sous licence GPL, version 3 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>MeleeCutBoard</name>
    <message>
        <source>places 1 and 2 go to the final</source>
        <translation>les places 1 et 2 vont en finale</translation>
    </message>
    <message>
        <source>Semi-final {number}</source>
        <translation>Demi-finale {number}</translation>
    </message>
    <message>
        <source>seated when both semi-finals are in: places 1 and 2 of each, in seed order</source>
        <translation>placée quand les deux demi-finales sont terminées : places 1 et 2 de chacune, dans l’ordre des têtes de série</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Table finale</translation>
    </message>
    <message>
        <source>… {more} more in the standings</source>
        <translation>… {more} de plus au classement</translation>
    </message>
    <message>
        <source>Final placings

</source>
        <translation>Classement final

</translation>
    </message>
</context>
<context>
    <name>MeleeCutView</name>
    <message>
        <source>Top 4: one final table</source>
        <translation>Top 4 : une table finale</translation>
    </message>
    <message>
        <source>Top 8: two semi-finals, then the final</source>
        <translation>Top 8 : deux demi-finales, puis la finale</translation>
    </message>
    <message>
        <source>Start the cut</source>
        <translation>Lancer le cut</translation>
    </message>
    <message>
        <source>Seat the final table</source>
        <translation>Placer la table finale</translation>
    </message>
    <message>
        <source>1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3</source>
        <translation>1 2143 9 15 3 7 ⏎ · table, places par siège, pouvoirs, x3</translation>
    </message>
    <message>
        <source>Type the table number, each seat&apos;s place in seating order, then each seat&apos;s power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it.</source>
        <translation>Tapez le numéro de table, la place de chaque siège dans l’ordre des sièges, puis le pouvoir de chaque siège à la fin ; ajoutez x et les sièges des joueurs éliminés avant la fin (1 2143 9 15 3 7 x3). Le pouvoir est requis pour chaque siège, même quand le temps est écoulé : il départage les égalités. Retaper une table déjà saisie la corrige.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur : {name}</translation>
    </message>
    <message>
        <source>{where}: {outstanding} to enter</source>
        <translation>{where} : {outstanding} à saisir</translation>
    </message>
    <message>
        <source>{where}, table {table}: corrected.</source>
        <translation>{where}, table {table} : corrigé.</translation>
    </message>
    <message>
        <source>{where}, table {table}: recorded.</source>
        <translation>{where}, table {table} : enregistré.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>Semi-finals in: seat the final table</source>
        <translation>Demi-finales terminées : placez la table finale</translation>
    </message>
    <message>
        <source>the semi-finals</source>
        <translation>les demi-finales</translation>
    </message>
    <message>
        <source>the final table</source>
        <translation>la table finale</translation>
    </message>
    <message>
        <source>Top 4 cut: the final table is seated.</source>
        <translation>Cut du top 4 : la table finale est placée.</translation>
    </message>
    <message>
        <source>Top 8 cut: the two semi-final tables are seated.</source>
        <translation>Cut du top 8 : les deux tables de demi-finale sont placées.</translation>
    </message>
    <message>
        <source>The final table is seated.</source>
        <translation>La table finale est placée.</translation>
    </message>
</context>
<context>
    <name>MeleeTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat {section}</source>
        <translation>Siège {section}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>Affiliation</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>not checked in</source>
        <translation>non pointé</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>modified win</source>
        <translation>victoire modifiée</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>decked</source>
        <translation>deck épuisé</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>double défaite</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>unpaired loss</source>
        <translation>défaite sans appariement</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
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
        <translation>Exempts</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of opponents&apos; points per round played</source>
        <translation>Force du calendrier (SoS) : moyenne des points des adversaires par ronde jouée</translation>
    </message>
    <message>
        <source>Extended strength of schedule: mean of opponents&apos; SoS</source>
        <translation>Force du calendrier étendue (eSoS) : moyenne des SoS des adversaires</translation>
    </message>
    <message>
        <source>, {power} power</source>
        <translation>, {power} pouvoir</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (éliminé)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Strength of schedule: mean of table opponents&apos; points per round played</source>
        <translation>Force du calendrier (SoS) : moyenne des points des adversaires de table par ronde jouée</translation>
    </message>
    <message>
        <source>Total power at the end of the Swiss games</source>
        <translation>Pouvoir total à la fin des parties de rondes suisses</translation>
    </message>
    <message>
        <source>First places (shared ones included)</source>
        <translation>Premières places (ex æquo compris)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>Loyal</source>
        <translation>Loyal</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Restricted list</source>
        <translation>Liste restreinte</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Table fixe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
</context>
<context>
    <name>NewEventForm</name>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>e.g. Winter Store Championship</source>
        <translation>p. ex. Championnat de boutique d’hiver</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>Regional</source>
        <translation>Régional</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>pas de cut</translation>
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
        <translation>Créer l’événement</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Expected &amp;players</source>
        <translation>&amp;Joueurs attendus</translation>
    </message>
    <message>
        <source>Structure &amp;table</source>
        <translation>&amp;Table de structure</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds</source>
        <translation>&amp;Rondes suisses</translation>
    </message>
    <message>
        <source>&amp;Cut</source>
        <translation>&amp;Cut</translation>
    </message>
    <message>
        <source>Round &amp;length</source>
        <translation>&amp;Durée de ronde</translation>
    </message>
    <message>
        <source>a top {cut} cut</source>
        <translation>un cut du top {cut}</translation>
    </message>
    <message>
        <source>Suggested for {players} players: {rounds} Swiss rounds, {cut_text}</source>
        <translation>Suggéré pour {players} joueurs : {rounds} rondes suisses, {cut_text}</translation>
    </message>
    <message>
        <source>An event needs a name</source>
        <translation>Un événement a besoin d’un nom</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening…</source>
        <translation>Ouverture…</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Rematch: these players have met before in this stage</source>
        <translation>Revanche : ces joueurs se sont déjà affrontés dans cette phase</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proposée</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Withdrawn {0}: {1}</source>
        <translation>Retirée {0} : {1}</translation>
    </message>
    <message>
        <source>{0} (withdrawn)</source>
        <translation>{0} (retirée)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty from judge call {0}</source>
        <translation>Pénalité issue de l’appel d’arbitre {0}</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Judge call {0}, round {1}, table {2}: {3}</source>
        <translation>Appel d’arbitre {0}, ronde {1}, table {2} : {3}</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Joueur</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Pénalités précédentes</translation>
    </message>
    <message>
        <source>&amp;Infraction</source>
        <translation>&amp;Infraction</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proposée</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitre</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Note</translation>
    </message>
    <message>
        <source>&amp;Issue penalty</source>
        <translation>&amp;Infliger la pénalité</translation>
    </message>
    <message>
        <source>None in this event.</source>
        <translation>Aucune dans cet événement.</translation>
    </message>
    <message>
        <source>Round {0}: {1} for {2}{3}</source>
        <translation>Ronde {0} : {1} pour {2}{3}</translation>
    </message>
    <message>
        <source> (withdrawn: {0})</source>
        <translation> (retirée : {0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{level}&lt;/b&gt; — {reason}</source>
        <translation>&lt;b&gt;{level}&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>A game loss gives this player&apos;s game of the round to the opponent (in a melee event: last place at the table): the result is entered or corrected through the results, audited.</source>
        <translation>Une perte de partie donne la partie de ce joueur pour la ronde à son adversaire (en mêlée : dernière place à la table) : le résultat est saisi ou corrigé via les résultats, journalisé.</translation>
    </message>
    <message>
        <source>A disqualification drops the player from the event for good; a pending game goes to the opponent.</source>
        <translation>Une disqualification retire définitivement le joueur de l’événement ; une partie en cours revient à l’adversaire.</translation>
    </message>
    <message>
        <source>A warning is recorded; nothing else changes.</source>
        <translation>Un avertissement est enregistré ; rien d’autre ne change.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Filter players (name, affiliation, status)…</source>
        <translation>Filtrer les joueurs (nom, affiliation, statut)…</translation>
    </message>
    <message>
        <source>Name (Enter to add)</source>
        <translation>Nom (Entrée pour ajouter)</translation>
    </message>
    <message>
        <source>Affiliation (optional)</source>
        <translation>Affiliation (facultatif)</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Pointer / dépointer</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Réintégrer</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Listes de deck</translation>
    </message>
    <message>
        <source>Attach the selected player&apos;s list (or drop a .txt/.json file on the player&apos;s row), check it, or see the field</source>
        <translation>Associer la liste du joueur sélectionné (ou déposer un fichier .txt/.json sur sa ligne), la vérifier, ou voir le plateau</translation>
    </message>
    <message>
        <source>&amp;Attach a list…</source>
        <translation>&amp;Associer une liste…</translation>
    </message>
    <message>
        <source>Deck &amp;check…</source>
        <translation>&amp;Vérification du deck…</translation>
    </message>
    <message>
        <source>The &amp;field…</source>
        <translation>Le &amp;plateau…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {text}</source>
        <translation>{shown} sur {text}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} ajouté.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Sélectionnez d’abord un joueur.</translation>
    </message>
    <message>
        <source>{name} checked in.</source>
        <translation>{name} pointé présent.</translation>
    </message>
    <message>
        <source>{name} no longer checked in.</source>
        <translation>{name} n’est plus pointé.</translation>
    </message>
    <message>
        <source>Dropped {name}.</source>
        <translation>{name} a abandonné.</translation>
    </message>
    <message>
        <source>Reinstated {name}.</source>
        <translation>{name} réintégré.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>nothing was imported</source>
        <translation>rien n’a été importé</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
    <message>
        <source>Imported {count} players from {name}.</source>
        <translation>{count} joueurs importés depuis {name}.</translation>
    </message>
    <message>
        <source>Deck list of {name} ({source}): {status}.</source>
        <translation>Liste de deck de {name} ({source}) : {status}.</translation>
    </message>
    <message>
        <source>Drop one .txt or .json deck list on a player&apos;s row.</source>
        <translation>Déposez une liste de deck .txt ou .json sur la ligne d’un joueur.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>The document has no page to show.</source>
        <translation>Le document n’a aucune page à afficher.</translation>
    </message>
    <message>
        <source>Print preview — {title}</source>
        <translation>Aperçu avant impression — {title}</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Page précédente (Page préc.)</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Page suivante (Page suiv.)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>of {pages}</source>
        <translation>sur {pages}</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Ajuster à la largeur</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Open in viewer</source>
        <translation>Ouvrir dans la visionneuse</translation>
    </message>
    <message>
        <source>Open the PDF in the computer&apos;s PDF viewer</source>
        <translation>Ouvrir le PDF dans la visionneuse PDF de l’ordinateur</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Aperçu de la page</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>L’imprimante n’a pas pu être lancée.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n page envoyée à l’imprimante.</numerusform>
            <numerusform>%n pages envoyées à l’imprimante.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Cannot write {path}: {strerror}.</source>
        <translation>Impossible d’écrire {path} : {strerror}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>No PDF viewer could be started. The file is at {path}.</source>
        <translation>Aucune visionneuse PDF n’a pu être lancée. Le fichier se trouve dans {path}.</translation>
    </message>
    <message>
        <source>Opened {name} in the PDF viewer.</source>
        <translation>{name} ouvert dans la visionneuse PDF.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Pairings by &amp;table</source>
        <translation>Appariements par &amp;table</translation>
    </message>
    <message>
        <source>Pairings by &amp;name</source>
        <translation>Appariements par &amp;nom</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>Match s&amp;lips</source>
        <translation>&amp;Feuilles de match</translation>
    </message>
    <message>
        <source>Cut &amp;bracket</source>
        <translation>&amp;Tableau du cut</translation>
    </message>
    <message>
        <source>Event &amp;report</source>
        <translation>&amp;Rapport d’événement</translation>
    </message>
    <message>
        <source>&amp;Deck sheets</source>
        <translation>Fiches de &amp;deck</translation>
    </message>
    <message>
        <source>pairings by table</source>
        <translation>appariements par table</translation>
    </message>
    <message>
        <source>pairings by name</source>
        <translation>appariements par nom</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>match slips</source>
        <translation>feuilles de match</translation>
    </message>
    <message>
        <source>cut bracket</source>
        <translation>tableau du cut</translation>
    </message>
    <message>
        <source>event report</source>
        <translation>rapport d’événement</translation>
    </message>
    <message>
        <source>deck registration sheets</source>
        <translation>fiches d’enregistrement de deck</translation>
    </message>
    <message>
        <source>Paper of the &amp;locale</source>
        <translation>Papier des paramètres &amp;régionaux</translation>
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
        <translation>ronde éliminatoire {cut_rounds} — {what}</translation>
    </message>
    <message>
        <source>round {round} — {what}</source>
        <translation>ronde {round} — {what}</translation>
    </message>
    <message>
        <source>Preparing {title}…</source>
        <translation>Préparation de {title}…</translation>
    </message>
    <message>
        <source>{title}: print preview open.</source>
        <translation>{title} : aperçu avant impression ouvert.</translation>
    </message>
    <message>
        <source>Publish the event into a folder</source>
        <translation>Publier l’événement dans un dossier</translation>
    </message>
    <message>
        <source>Publishing into {folder}…</source>
        <translation>Publication dans {folder}…</translation>
    </message>
    <message>
        <source>Published {count} files into {folder}.</source>
        <translation>{count} fichiers publiés dans {folder}.</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publié</translation>
    </message>
    <message>
        <source>Wrote {count} files into {folder}:
</source>
        <translation>{count} fichiers écrits dans {folder} :
</translation>
    </message>
    <message>
        <source>

Open index.html in the web browser?</source>
        <translation>

Ouvrir index.html dans le navigateur ?</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source> +{minutes} min</source>
        <translation> +{minutes} min</translation>
    </message>
    <message>
        <source>vs {name_b}</source>
        <translation>contre {name_b}</translation>
    </message>
    <message>
        <source>vs {name_a}</source>
        <translation>contre {name_a}</translation>
    </message>
    <message>
        <source>{table_label} · seat {seat}</source>
        <translation>{table_label} · siège {seat}</translation>
    </message>
    <message>
        <source>with {others}</source>
        <translation>avec {others}</translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Maester — round clock</source>
        <translation>Maester — horloge de ronde</translation>
    </message>
    <message>
        <source>TIME CALLED</source>
        <translation>TEMPS ÉCOULÉ</translation>
    </message>
    <message>
        <source>Last five minutes</source>
        <translation>Cinq dernières minutes</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Extra time  ·  {0}</source>
        <translation>Temps supplémentaire  ·  {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorPairings</name>
    <message>
        <source>Maester — pairings</source>
        <translation>Maester — appariements</translation>
    </message>
    <message>
        <source>Round {round_number} pairings  ·  {event_name}</source>
        <translation>Appariements de la ronde {round_number}  ·  {event_name}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Keep these pairings</source>
        <translation>Garder ces appariements</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Apparier à nouveau</translation>
    </message>
    <message>
        <source>Accept the least-bad pairing</source>
        <translation>Accepter l’appariement le moins mauvais</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players.</source>
        <translation>La ronde {round} est appariée ({tables} tables) avec des avertissements : gardez-la, appariez-la à nouveau ou modifiez-la en échangeant des joueurs.</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve judge call {0}</source>
        <translation>Résoudre l’appel d’arbitre {0}</translation>
    </message>
    <message>
        <source>What was decided.</source>
        <translation>Ce qui a été décidé.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>pas de temps supplémentaire</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Issue</translation>
    </message>
    <message>
        <source>Time &amp;extension</source>
        <translation>&amp;Temps supplémentaire</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitre</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Pair next round</source>
        <translation>Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>7a ⏎ · a/b win · A/B modified · d double loss</source>
        <translation>7a ⏎ · a/b victoire · A/B modifiée · d double défaite</translation>
    </message>
    <message>
        <source>7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited).</source>
        <translation>7a : le joueur A de la table 7 gagne · 7b : le joueur B gagne · 7A ou 7B : victoire modifiée (7A2 : décidée par les cartes restant dans le paquet de pioche) · 7d : double défaite. Taper une table qui a déjà un résultat le corrige (journalisé).</translation>
    </message>
    <message>
        <source>5 2143 9 15 3 7 ⏎ · table, places by seat, powers</source>
        <translation>5 2143 9 15 3 7 ⏎ · table, places par siège, pouvoirs</translation>
    </message>
    <message>
        <source>Table number, then each seat&apos;s finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat&apos;s power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited).</source>
        <translation>Numéro de table, puis la place finale de chaque siège dans l’ordre des sièges (2143 : le siège 2 a gagné, le siège 1 est deuxième…), puis le pouvoir de chaque siège à la fin. Une première place avec 15 de pouvoir est une partie gagnée, sinon le temps était écoulé (le pouvoir est requis pour chaque siège dans tous les cas). Joueurs éliminés avant la fin : x et leurs sièges (5 2143 9 15 3 7 x3). Taper une table qui a déjà un résultat le corrige (journalisé).</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Échanger deux joueurs</translation>
    </message>
    <message>
        <source>Select two player cells, then swap (audited)</source>
        <translation>Sélectionnez deux cellules de joueurs, puis échangez (journalisé)</translation>
    </message>
    <message>
        <source>Undo last result</source>
        <translation>Annuler le dernier résultat</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Delete latest round…</source>
        <translation>Supprimer la dernière ronde…</translation>
    </message>
    <message>
        <source>Projector pairings</source>
        <translation>Appariements au projecteur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Round {0} was paired at {1}: round {2} stays shown while you type its result (choose the new round above).</source>
        <translation>La ronde {0} a été appariée sur {1} : la ronde {2} reste affichée pendant que vous tapez son résultat (choisissez la nouvelle ronde ci-dessus).</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Aucune ronde appariée pour l’instant</translation>
    </message>
    <message>
        <source>Round {round_number}: all results in</source>
        <translation>Ronde {round_number} : tous les résultats sont saisis</translation>
    </message>
    <message>
        <source>Round {round_number}: {n} outstanding</source>
        <translation>Ronde {round_number} : {n} en attente</translation>
    </message>
    <message>
        <source>nothing was paired</source>
        <translation>rien n’a été apparié</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Appariement…</translation>
    </message>
    <message>
        <source>, one bye</source>
        <translation>, un exempt</translation>
    </message>
    <message>
        <source>Round {round} paired: {tables} tables{bye}.</source>
        <translation>Ronde {round} appariée : {tables} tables{bye}.</translation>
    </message>
    <message>
        <source>{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab.</source>
        <translation>{message}. Dans la fenêtre : Événement ▸ Paramètres de l’événement… (Ctrl+,) pour plus de rondes, ou l’onglet Cut.</translation>
    </message>
    <message>
        <source>Round paired again (recorded in the audit log).</source>
        <translation>Ronde appariée à nouveau (inscrit au journal d’audit).</translation>
    </message>
    <message>
        <source>⚠ not understood: type a table number then a, b, A, B or d</source>
        <translation>⚠ non compris : tapez un numéro de table puis a, b, A, B ou d</translation>
    </message>
    <message>
        <source>⚠ no table {table} in round {round_number}</source>
        <translation>⚠ pas de table {table} dans la ronde {round_number}</translation>
    </message>
    <message>
        <source>correct: </source>
        <translation>corriger : </translation>
    </message>
    <message>
        <source>⚠ just entered at {0}; correct: </source>
        <translation>⚠ saisi à l’instant sur {0} ; corriger : </translation>
    </message>
    <message>
        <source>Table {table}: a = {name_a}   b = {name_b}</source>
        <translation>Table {table} : a = {name_a}   b = {name_b}</translation>
    </message>
    <message>
        <source>{pre}Table {table}: double loss ({name_a}, {name_b})</source>
        <translation>{pre}Table {table} : double défaite ({name_a}, {name_b})</translation>
    </message>
    <message>
        <source>{pre}Table {table}: {winner} beats {loser} ({how}) ⏎</source>
        <translation>{pre}Table {table} : {winner} bat {loser} ({how}) ⏎</translation>
    </message>
    <message>
        <source>type a table number and a, b, A, B or d, then Enter</source>
        <translation>tapez un numéro de table et a, b, A, B ou d, puis Entrée</translation>
    </message>
    <message>
        <source>there is no table {table} in round {round_number}</source>
        <translation>il n’y a pas de table {table} dans la ronde {round_number}</translation>
    </message>
    <message>
        <source>table {0}&apos;s result was just entered at {1} ({2}): press Enter again to correct it</source>
        <translation>le résultat de la table {0} vient d’être saisi sur {1} ({2}) : appuyez de nouveau sur Entrée pour le corriger</translation>
    </message>
    <message>
        <source>Table {table}: corrected.</source>
        <translation>Table {table} : corrigé.</translation>
    </message>
    <message>
        <source>Table {table}: recorded.</source>
        <translation>Table {table} : enregistré.</translation>
    </message>
    <message>
        <source>round {round_number}</source>
        <translation>ronde {round_number}</translation>
    </message>
    <message>
        <source>No result to undo.</source>
        <translation>Aucun résultat à annuler.</translation>
    </message>
    <message>
        <source>Undone: table {table} of round {rnd}.</source>
        <translation>Annulé : table {table} de la ronde {rnd}.</translation>
    </message>
    <message>
        <source>Select exactly two player cells to swap (Ctrl+click).</source>
        <translation>Sélectionnez exactement deux cellules de joueurs à échanger (Ctrl+clic).</translation>
    </message>
    <message>
        <source>Players swapped (recorded in the audit log).</source>
        <translation>Joueurs échangés (inscrit au journal d’audit).</translation>
    </message>
    <message>
        <source>There is no round to delete.</source>
        <translation>Il n’y a aucune ronde à supprimer.</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Supprimer la ronde</translation>
    </message>
    <message>
        <source>Delete round {latest} with its pairings and every result entered for it?</source>
        <translation>Supprimer la ronde {latest} avec ses appariements et tous les résultats saisis ?</translation>
    </message>
    <message>
        <source>Round {latest} deleted.</source>
        <translation>Ronde {latest} supprimée.</translation>
    </message>
</context>
<context>
    <name>RulesDesk</name>
    <message>
        <source>Action: a player may use it in an action window</source>
        <extracomment>each kind of ability in a judge&apos;s words (the Kind list&apos;s tooltips)</extracomment>
        <translation>Action : un joueur peut l&apos;utiliser dans une fenêtre d&apos;action</translation>
    </message>
    <message>
        <source>Reaction (1st edition: response): after its trigger, a player may use it</source>
        <translation>Réaction (1re édition : response) : après son déclencheur, un joueur peut l&apos;utiliser</translation>
    </message>
    <message>
        <source>Save or cancel: used while something resolves, to cancel it or to save a card from it</source>
        <translation>Sauver ou annuler : utilisée pendant qu&apos;une chose se résout, pour l&apos;annuler ou lui soustraire une carte</translation>
    </message>
    <message>
        <source>Forced: it resolves by itself when its trigger happens</source>
        <translation>Forcée : elle se résout d&apos;elle-même quand son déclencheur survient</translation>
    </message>
    <message>
        <source>Constant: it applies while its condition holds</source>
        <translation>Constante : elle s&apos;applique tant que sa condition est remplie</translation>
    </message>
    <message>
        <source>Interrupt: before its trigger resolves, a player may use it</source>
        <translation>Interruption : avant que son déclencheur se résolve, un joueur peut l&apos;utiliser</translation>
    </message>
    <message>
        <source>Instead: it replaces what would happen</source>
        <translation>À la place : elle remplace ce qui arriverait</translation>
    </message>
    <message>
        <source>Reaction (2nd edition&apos;s name; the engine&apos;s response)</source>
        <translation>Réaction (nom de la 2e édition ; la response du moteur)</translation>
    </message>
    <message>
        <source>Forced reaction (the engine resolves it as a passive)</source>
        <translation>Réaction forcée (le moteur la résout comme une capacité passive)</translation>
    </message>
    <message>
        <source>Forced interrupt (the engine resolves it as a passive)</source>
        <translation>Interruption forcée (le moteur la résout comme une capacité passive)</translation>
    </message>
    <message>
        <source>When revealed, on a plot (the engine resolves it as a passive)</source>
        <translation>Une fois révélée, sur une intrigue (le moteur la résout comme une capacité passive)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>paquet de pioche</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>dead pile</source>
        <translation>pile des morts</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>plot deck</source>
        <translation>paquet d’intrigues</translation>
    </message>
    <message>
        <source>used plots</source>
        <translation>intrigues utilisées</translation>
    </message>
    <message>
        <source>revealed plot</source>
        <translation>intrigue révélée</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en cours de jeu</translation>
    </message>
    <message>
        <source>shadows area</source>
        <translation>zone des ombres</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>retirée de la partie</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>scriptée</translation>
    </message>
    <message>
        <source>no ability to declare: keywords the rules read, or none</source>
        <translation>aucune capacité à déclarer : des mots-clés que lisent les règles, ou rien</translation>
    </message>
    <message>
        <source>not scripted yet — the ability language can say it</source>
        <translation>pas encore scriptée — le langage des capacités peut l&apos;exprimer</translation>
    </message>
    <message>
        <source>not scripted — the ability language lacks: </source>
        <translation>non scriptée — il manque au langage des capacités : </translation>
    </message>
    <message>
        <source>not in the 2nd-edition card pool the engine counts</source>
        <translation>absente du pool de cartes de la 2e édition que compte le moteur</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source> (loyal)</source>
        <translation> (loyale)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icônes</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>wording the coverage reader does not classify</source>
        <translation>des formulations que le lecteur de couverture ne classe pas</translation>
    </message>
    <message>
        <source>card code {codes}</source>
        <translation>code de carte {codes}</translation>
    </message>
    <message>
        <source>card file {key}: its facts, no ability</source>
        <translation>fichier de carte {key} : ses données, aucune capacité</translation>
    </message>
    <message>
        <source>Scripted from printing {code}; the other printings ({others}) may word the ability differently: compare the card at the table.</source>
        <translation>Scriptée d’après l’impression {code} ; les autres impressions ({others}) peuvent formuler la capacité autrement : comparez avec la carte à la table.</translation>
    </message>
    <message>
        <source>it can go on the board as it is.</source>
        <translation>elle peut aller sur le plateau telle quelle.</translation>
    </message>
    <message>
        <source>Not scripted: declare its ability</source>
        <translation>Non scriptée : déclarer sa capacité</translation>
    </message>
    <message>
        <source>Put it on the board and state its ability in the engine&apos;s language with &lt;i&gt;Not scripted: declare its ability…&lt;/i&gt;.</source>
        <translation>Mettez-la sur le plateau et énoncez sa capacité dans le langage du moteur avec &lt;i&gt;Non scriptée : déclarer sa capacité…&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texte imprimé</translation>
    </message>
    <message>
        <source>from the card data you imported (not part of Maester)</source>
        <translation>des données de cartes que vous avez importées (ne fait pas partie de Maester)</translation>
    </message>
    <message>
        <source>the start of the phase: its first framework event</source>
        <extracomment>what the scenario file&apos;s start and end points mean, in the combo boxes&apos; tooltips</extracomment>
        <translation>le début de la phase : son premier événement de structure</translation>
    </message>
    <message>
        <source>the players&apos; actions (in marshalling, the active player&apos;s, income counted)</source>
        <translation>les actions des joueurs (en phase de rassemblement, celles du joueur actif, revenu compté)</translation>
    </message>
    <message>
        <source>challenges only: the active player declares a challenge</source>
        <translation>défis seulement : le joueur actif déclare un défi</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, attackers declared</source>
        <translation>défis seulement : le défi ci-dessous, attaquants déclarés</translation>
    </message>
    <message>
        <source>challenges only: the challenge below, defenders declared</source>
        <translation>défis seulement : le défi ci-dessous, défenseurs déclarés</translation>
    </message>
    <message>
        <source>challenges only: the challenge below is resolved</source>
        <translation>défis seulement : le défi ci-dessous est résolu</translation>
    </message>
    <message>
        <source>the end of the start phase</source>
        <translation>la fin de la phase de départ</translation>
    </message>
    <message>
        <source>the end of the round</source>
        <translation>la fin du round</translation>
    </message>
    <message>
        <source>the end of the game (a winner)</source>
        <translation>la fin de la partie (un vainqueur)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>Agenouillée</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>every stepping command: (name, label, shortcuts); the first shortcut is the debugger&apos;s</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Pas principal</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Pas sortant</translation>
    </message>
    <message>
        <source>Run to decision</source>
        <translation>Jusqu&apos;à la décision</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Branch here</source>
        <translation>Brancher ici</translation>
    </message>
    <message>
        <source>Take back decision</source>
        <translation>Reprendre la décision</translation>
    </message>
    <message>
        <source>A phase of the round.</source>
        <extracomment>what each level of the window stack is, in a judge&apos;s words (the tree&apos;s tooltips)</extracomment>
        <translation>Une phase du round.</translation>
    </message>
    <message>
        <source>Players take turns to act, first player first, until all pass in a row.</source>
        <translation>Les joueurs agissent à tour de rôle, le premier joueur d&apos;abord, jusqu&apos;à ce que tous passent à la suite.</translation>
    </message>
    <message>
        <source>A framework event: something the structure of the game makes happen, not a card&apos;s ability.</source>
        <translation>Un événement de structure : une chose que la structure du jeu produit, pas la capacité d&apos;une carte.</translation>
    </message>
    <message>
        <source>An action or ability being played and resolved, part by part.</source>
        <translation>Une action ou une capacité jouée et résolue, partie par partie.</translation>
    </message>
    <message>
        <source>A part of the timing structure, numbered as in the Rules Reference&apos;s timing chart.</source>
        <translation>Une partie de la structure du timing, numérotée comme dans le schéma de timing du Guide de référence.</translation>
    </message>
    <message>
        <source>A triggered ability resolving inside this part.</source>
        <translation>Une capacité déclenchée qui se résout dans cette partie.</translation>
    </message>
    <message>
        <source>A chance to save against or cancel what is resolving.</source>
        <translation>Une occasion de sauver contre ce qui se résout ou de l&apos;annuler.</translation>
    </message>
    <message>
        <source>Save/cancel gate: the chance, going round the table, to cancel what is resolving or to save a card from it, before it takes effect. It closes when every player has passed in a row.</source>
        <extracomment>what the engine&apos;s &quot;save/cancel gate&quot; is, in the log&apos;s tooltips</extracomment>
        <translation>Fenêtre sauver/annuler : l&apos;occasion, en faisant le tour de la table, d&apos;annuler ce qui se résout ou de lui soustraire une carte, avant que cela prenne effet. Elle se ferme quand tous les joueurs ont passé à la suite.</translation>
    </message>
    <message>
        <source>{player} will choose “{words}”</source>
        <translation>{player} choisira « {words} »</translation>
    </message>
    <message>
        <source>{player} chose “{words}”</source>
        <translation>{player} a choisi « {words} »</translation>
    </message>
    <message>
        <source>Save or cancel against: {what} — in {window}</source>
        <translation>Sauver ou annuler contre : {what} — dans {window}</translation>
    </message>
    <message>
        <source>Responses to: {what} — until {window} closes</source>
        <translation>Réactions à : {what} — jusqu&apos;à la fermeture de {window}</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>the toolbar&apos;s words, short enough for every button to show at 1280 px; the full name, its keys and what it does are in the tooltip</extracomment>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Brancher</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>one step: a line of the log or a decision</source>
        <extracomment>what each stepping command does, in the toolbar&apos;s tooltips</extracomment>
        <translation>un pas : une ligne du journal ou une décision</translation>
    </message>
    <message>
        <source>finish what is resolving at this level</source>
        <translation>terminer ce qui se résout à ce niveau</translation>
    </message>
    <message>
        <source>finish the level that holds it (e.g. the player actions)</source>
        <translation>terminer le niveau qui le contient (p. ex. les actions des joueurs)</translation>
    </message>
    <message>
        <source>run until someone must decide</source>
        <translation>avancer jusqu&apos;à ce que quelqu&apos;un doive décider</translation>
    </message>
    <message>
        <source>one recorded step back</source>
        <translation>un pas enregistré en arrière</translation>
    </message>
    <message>
        <source>one recorded step forward</source>
        <translation>un pas enregistré en avant</translation>
    </message>
    <message>
        <source>a new branch from the decision under the cursor</source>
        <translation>une nouvelle branche depuis la décision sous le curseur</translation>
    </message>
    <message>
        <source>take back the last decision</source>
        <translation>reprendre la dernière décision</translation>
    </message>
    <message>
        <source>Priority: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Priorité : &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · passed: {names}</source>
        <translation> · ont passé : {names}</translation>
    </message>
    <message>
        <source> · no one has passed yet</source>
        <translation> · personne n&apos;a encore passé</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Ont passé : {names}</translation>
    </message>
    <message>
        <source> · everyone, in a row: this closes</source>
        <translation> · tous, à la suite : ceci se ferme</translation>
    </message>
    <message>
        <source>Priority: —</source>
        <translation>Priorité : —</translation>
    </message>
    <message>
        <source>at &lt;i&gt;{where}&lt;/i&gt;</source>
        <translation>à &lt;i&gt;{where}&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDeskWindow</name>
    <message>
        <source>Maester — Rules desk</source>
        <translation>Maester — Bureau des règles</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Préparer</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Pas à pas</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>The parts of this phase, in order: the one running is marked</source>
        <translation>Les parties de cette phase, dans l&apos;ordre : celle en cours est marquée</translation>
    </message>
    <message>
        <source>Window stack</source>
        <translation>Pile des fenêtres</translation>
    </message>
    <message>
        <source>What is resolving now, outermost first. The numbered parts (“5) responses”) are those of the Rules Reference&apos;s timing chart; “step” is your place in the timeline.</source>
        <translation>Ce qui se résout maintenant, le plus extérieur d&apos;abord. Les parties numérotées (« 5) responses ») sont celles du schéma de timing du Guide de référence ; « pas » est votre place dans la chronologie.</translation>
    </message>
    <message>
        <source>Show forbidden options and why</source>
        <translation>Montrer les options interdites et pourquoi</translation>
    </message>
    <message>
        <source>List, greyed, the options a player might expect here that the rules forbid, each with the rule that forbids it</source>
        <translation>Lister, en grisé, les options qu&apos;un joueur pourrait attendre ici et que les règles interdisent, chacune avec la règle qui l&apos;interdit</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Open gates</source>
        <translation>Fenêtres ouvertes</translation>
    </message>
    <message>
        <source>What players may still respond to, or save or cancel against, at this step. A save or cancel chance closes when every player has passed in a row; the responses close with their window.</source>
        <translation>Ce à quoi les joueurs peuvent encore réagir, ou contre quoi sauver ou annuler, à ce pas. Une occasion de sauver ou d&apos;annuler se ferme quand tous ont passé à la suite ; les réactions se ferment avec leur fenêtre.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Effets durables</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Its place in the timeline: a line of the engine&apos;s log, or a decision (italics)</source>
        <translation>Sa place dans la chronologie : une ligne du journal du moteur, ou une décision (italique)</translation>
    </message>
    <message>
        <source>The rule behind it, by its heading: click the row for the project&apos;s words</source>
        <translation>La règle derrière, par son titre : cliquez la ligne pour les mots du projet</translation>
    </message>
    <message>
        <source>Click a step: its rule, in the project&apos;s own words.</source>
        <translation>Cliquez un pas : sa règle, dans les mots du projet.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Timeline (a decision taken after going back starts a branch):</source>
        <translation>Chronologie (une décision prise après un retour ouvre une branche) :</translation>
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
        <translation>La conclusion de l’arbitre, en mots simples.</translation>
    </message>
    <message>
        <source>&amp;Export ruling (PDF + scenario)…</source>
        <translation>&amp;Exporter la décision (PDF + scénario)…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Conclusion</translation>
    </message>
    <message>
        <source>Scenario checks</source>
        <translation>Vérifications du scénario</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>&amp;Branches</source>
        <translation>&amp;Branches</translation>
    </message>
    <message>
        <source>&amp;Ruling</source>
        <translation>&amp;Décision</translation>
    </message>
    <message>
        <source>Answer pass / done automatically</source>
        <translation>Répondre passer / terminé automatiquement</translation>
    </message>
    <message>
        <source>When the scenario has no answer written for a question, pass, say done or take the first order without asking (what the command line&apos;s engine-ref run does)</source>
        <translation>Quand le scénario n&apos;a pas de réponse écrite à une question : passer, dire terminé ou prendre le premier ordre sans demander (ce que fait engine-ref run en ligne de commande)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Rules desk</source>
        <translation>Bureau des règles</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save scenario…</source>
        <translation>Enregistrer le scénario…</translation>
    </message>
    <message>
        <source>Export ruling…</source>
        <translation>Exporter la décision…</translation>
    </message>
    <message>
        <source>Start stepping</source>
        <translation>Démarrer le pas à pas</translation>
    </message>
    <message>
        <source>Set up tab</source>
        <translation>Onglet Préparer</translation>
    </message>
    <message>
        <source>Step tab</source>
        <translation>Onglet Pas à pas</translation>
    </message>
    <message>
        <source>Cards tab</source>
        <translation>Onglet Cartes</translation>
    </message>
    <message>
        <source>Ad-hoc ability</source>
        <translation>Capacité ad hoc</translation>
    </message>
    <message>
        <source>Load a scenario or set up a board first.</source>
        <translation>Chargez d&apos;abord un scénario ou préparez un plateau.</translation>
    </message>
    <message>
        <source>Maester — Rules desk — {file}</source>
        <translation>Maester — Bureau des règles — {file}</translation>
    </message>
    <message>
        <source>&amp;Ruling — {name}</source>
        <translation>&amp;Décision — {name}</translation>
    </message>
    <message>
        <source>Open a rules scenario</source>
        <translation>Ouvrir un scénario de règles</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>Scénarios (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>Scénarios (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
    </message>
    <message>
        <source>Nothing to rule on: load a scenario or set up a board first.</source>
        <translation>Rien à trancher : chargez d&apos;abord un scénario ou préparez un plateau.</translation>
    </message>
    <message>
        <source>Export the ruling</source>
        <translation>Exporter la décision</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling written: {pdf} and {scenario}</source>
        <translation>Décision écrite : {pdf} et {scenario}</translation>
    </message>
    <message>
        <source>{card} is on the board ({player}, {zone})</source>
        <translation>{card} est sur le plateau ({player}, {zone})</translation>
    </message>
    <message>
        <source>Step {n}: {who}{what}</source>
        <translation>Pas {n} : {who}{what}</translation>
    </message>
    <message>
        <source>This step names no rule.</source>
        <translation>Ce pas ne cite aucune règle.</translation>
    </message>
    <message>
        <source>Set up a board, or open a scenario file (Ctrl+O).</source>
        <translation>Préparez un plateau, ou ouvrez un fichier de scénario (Ctrl+O).</translation>
    </message>
    <message>
        <source>{phase} phase · round {round} · first player {player}</source>
        <translation>Phase {phase} · round {round} · premier joueur {player}</translation>
    </message>
    <message>
        <source> · active {player}</source>
        <translation> · actif {player}</translation>
    </message>
    <message>
        <source>{type} challenge: {attacker} attacks {defender}</source>
        <translation>Défi {type} : {attacker} attaque {defender}</translation>
    </message>
    <message>
        <source>{player} wins</source>
        <translation>{player} gagne</translation>
    </message>
    <message>
        <source>&lt;i&gt;(no window open)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(aucune fenêtre ouverte)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Window stack — {where}</source>
        <translation>Pile des fenêtres — {where}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{where}&lt;/b&gt;: a decision — {player} must {prompt}</source>
        <translation>&lt;b&gt;{where}&lt;/b&gt; : une décision — {player} doit : {prompt}</translation>
    </message>
    <message>
        <source>{effect} on {target} — until the end of the {until}</source>
        <translation>{effect} sur {target} — jusqu&apos;à la fin : {until}</translation>
    </message>
    <message>
        <source>all of the scenario&apos;s expectations hold</source>
        <translation>toutes les attentes du scénario sont remplies</translation>
    </message>
    <message>
        <source>(checked when the run stops)</source>
        <translation>(vérifié à la fin de l&apos;exécution)</translation>
    </message>
    <message>
        <source>step {n} of {total}</source>
        <translation>pas {n} sur {total}</translation>
    </message>
    <message>
        <source>chose “{option}”</source>
        <translation>a choisi « {option} »</translation>
    </message>
    <message>
        <source>must {prompt}</source>
        <translation>doit : {prompt}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Pas {n}</translation>
    </message>
    <message>
        <source>in {where}</source>
        <translation>dans {where}</translation>
    </message>
    <message>
        <source>Show forbidden options and why ({n})</source>
        <translation>Montrer les options interdites et pourquoi ({n})</translation>
    </message>
    <message>
        <source>No decision at this step.</source>
        <translation>Aucune décision à ce pas.</translation>
    </message>
    <message>
        <source>already answered here: {answer}; a different answer starts a branch</source>
        <translation>déjà répondu ici : {answer} ; une autre réponse ouvre une branche</translation>
    </message>
    <message>
        <source>{answer} (the scenario&apos;s answer)</source>
        <translation>{answer} (la réponse du scénario)</translation>
    </message>
    <message>
        <source>the desk answers pass / done by itself</source>
        <translation>le bureau répond passer / terminé de lui-même</translation>
    </message>
    <message>
        <source>at the next step {said}; another answer starts a branch</source>
        <translation>au pas suivant : {said} ; une autre réponse ouvre une branche</translation>
    </message>
    <message>
        <source>Decision — {player}</source>
        <translation>Décision — {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; must {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; doit : {prompt}</translation>
    </message>
    <message>
        <source>{option}{keys}
In a scenario&apos;s decisions: {player}: {key}</source>
        <translation>{option}{keys}
Dans les décisions d&apos;un scénario : {player}: {key}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}
{ref} [{cite}]
{para}</source>
        <translation>Interdit : {reason}
{ref} [{cite}]
{para}</translation>
    </message>
</context>
<context>
    <name>ServiceBackend</name>
    <message>
        <source>legal · {faction_name}</source>
        <translation>légal · {faction_name}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>impossible de lire {path} : {reason}</translation>
    </message>
    <message>
        <source>the first result of table {table} cannot be withdrawn; type the right result for that table to correct it</source>
        <translation>le premier résultat de la table {table} ne peut pas être retiré ; saisissez le bon résultat de cette table pour le corriger</translation>
    </message>
    <message>
        <source>players can be swapped only in the latest round</source>
        <translation>les joueurs ne peuvent être échangés que dans la dernière ronde</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Start &amp;phase</source>
        <translation>&amp;Phase de départ</translation>
    </message>
    <message>
        <source>Start &amp;at</source>
        <translation>Départ &amp;à</translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation>Exécuter &amp;jusqu&apos;à</translation>
    </message>
    <message>
        <source>&amp;First player</source>
        <translation>Premier &amp;joueur</translation>
    </message>
    <message>
        <source>Acti&amp;ve player</source>
        <translation>Joueur acti&amp;f</translation>
    </message>
    <message>
        <source>Rou&amp;nd</source>
        <translation>Rou&amp;nd</translation>
    </message>
    <message>
        <source>Where to start</source>
        <translation>Où commencer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Maison</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l&apos;ordre des places</translation>
    </message>
    <message>
        <source>Decisions the scenario makes, in order</source>
        <translation>Les décisions du scénario, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>one a line: who decides, a colon, the answer, e.g.
stark: use cat
greyjoy: pass</source>
        <translation>une par ligne : qui décide, deux-points, la réponse, p. ex.
stark: use cat
greyjoy: pass</translation>
    </message>
    <message>
        <source>Each line answers one question when it comes: the player&apos;s name, a colon, then the answer as the desk names it in each option button&apos;s tooltip (pass, done, use cat — use the card whose id is cat —, target cat, play order…). The questions not answered here wait for a click.</source>
        <translation>Chaque ligne répond à une question quand elle vient : le nom du joueur, deux-points, puis la réponse telle que le bureau la nomme dans l&apos;info-bulle de chaque bouton d&apos;option (pass, done, use cat — utiliser la carte dont l&apos;id est cat —, target cat, play order…). Les questions sans réponse ici attendent un clic.</translation>
    </message>
    <message>
        <source>card name ({mark} = scripted by the engine)</source>
        <translation>nom de carte ({mark} = scriptée par le moteur)</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>agenouillée</translation>
    </message>
    <message>
        <source>power </source>
        <translation>pouvoir </translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Ajouter la carte</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <source>Declare an ad-hoc &amp;ability…</source>
        <translation>Déclarer une &amp;capacité ad hoc…</translation>
    </message>
    <message>
        <source>&amp;Start stepping  (Ctrl+Return)</source>
        <translation>&amp;Démarrer le pas à pas  (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>{mark} scripted</source>
        <translation>{mark} scriptée</translation>
    </message>
    <message>
        <source>card facts</source>
        <translation>données de carte</translation>
    </message>
    <message>
        <source> + ad-hoc</source>
        <translation> + ad hoc</translation>
    </message>
    <message>
        <source>, ad-hoc ability</source>
        <translation>, capacité ad hoc</translation>
    </message>
    <message>
        <source>+{n} attached</source>
        <translation>+{n} attachées</translation>
    </message>
    <message>
        <source>+{n} duplicates</source>
        <translation>+{n} doublons</translation>
    </message>
    <message>
        <source>Gold must be a whole number.</source>
        <translation>L&apos;or doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Power must be a whole number.</source>
        <translation>Le pouvoir doit être un nombre entier.</translation>
    </message>
    <message>
        <source>A board needs at least two players.</source>
        <translation>Un plateau demande au moins deux joueurs.</translation>
    </message>
    <message>
        <source>Type a card name first.</source>
        <translation>Tapez d&apos;abord un nom de carte.</translation>
    </message>
    <message>
        <source>Select the card that has the ability first.</source>
        <translation>Sélectionnez d&apos;abord la carte qui a la capacité.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>{player} asks to drop</source>
        <translation>{player} demande à abandonner</translation>
    </message>
    <message>
        <source>{place}. {name} ({power}{out})</source>
        <translation>{place}. {name} ({power}{out})</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, éliminé</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>a player won</source>
        <translation>un joueur a gagné</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {places}; {ending}</source>
        <translation>table {table} : {player} déclare {places} ; {ending}</translation>
    </message>
    <message>
        <source>table {table}: {player} reports a double loss</source>
        <translation>table {table} : {player} déclare une double défaite</translation>
    </message>
    <message>
        <source>table {table}: {player} reports {winner} wins ({how})</source>
        <translation>table {table} : {player} déclare {winner} gagnant ({how})</translation>
    </message>
    <message>
        <source>DISPUTE — {0}</source>
        <translation>LITIGE — {0}</translation>
    </message>
</context>
<context>
    <name>SharingWindow</name>
    <message>
        <source>Share on the local network</source>
        <translation>Partager sur le réseau local</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Commencer le partage</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Non partagé.</translation>
    </message>
    <message>
        <source>Players may report results and ask to drop from their phones</source>
        <translation>Les joueurs peuvent déclarer leurs résultats et demander à abandonner depuis leur téléphone</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejeter</translation>
    </message>
    <message>
        <source>Waiting for you (disputes first):</source>
        <translation>En attente de vous (litiges d’abord) :</translation>
    </message>
    <message>
        <source>Cannot share: {0}</source>
        <translation>Partage impossible : {0}</translation>
    </message>
    <message>
        <source>Shared on {0} — players open this address on the venue&apos;s Wi-Fi.</source>
        <translation>Partagé sur {0} — les joueurs ouvrent cette adresse sur le Wi-Fi du lieu.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Arrêter le partage</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event&apos;s seed; the same draw orders the bye)</source>
        <translation>Départage aléatoire {random_key:.4f} : il ordonne les joueurs à égalité sur tous les autres départages (tiré de la graine de l’événement ; le même tirage ordonne l’exempt)</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Find a player…</source>
        <translation>Trouver un joueur…</translation>
    </message>
    <message>
        <source>Computing standings…</source>
        <translation>Calcul du classement…</translation>
    </message>
    <message>
        <source> of {rounds}</source>
        <translation> sur {rounds}</translation>
    </message>
    <message>
        <source>{when} · {count} players · melee: ranked by points, strength of schedule, power, then random</source>
        <translation>{when} · {count} joueurs · mêlée : classés par points, force du calendrier, pouvoir, puis hasard</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>extended SoS</source>
        <translation>SoS étendu</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>confrontation directe</translation>
    </message>
    <message>
        <source>random</source>
        <translation>hasard</translation>
    </message>
    <message>
        <source>{when} · {count} players · ranked by {order}</source>
        <translation>{when} · {count} joueurs · classés par {order}</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <source>Click to type the result of table {table}</source>
        <translation>Cliquez pour saisir le résultat de la table {table}</translation>
    </message>
    <message>
        <source>  (seed {seed})</source>
        <translation>  (tête de série {seed})</translation>
    </message>
    <message>
        <source>, out</source>
        <translation>, éliminé</translation>
    </message>
    <message>
        <source>{ordinal} · {power} power{out}</source>
        <translation>{ordinal} · {power} pouvoir{out}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>Table {table}: {how}</source>
        <translation>Table {table} : {how}</translation>
    </message>
    <message>
        <source>Table {table}: result to enter</source>
        <translation>Table {table} : résultat à saisir</translation>
    </message>
</context>
<context>
    <name>WallLayout</name>
    <message>
        <source>page {page} of {pages} · {letters}</source>
        <translation>page {page} sur {pages} · {letters}</translation>
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
        <translation>Organisateur de tournois pour A Game of Thrones : le jeu de cartes</translation>
    </message>
    <message>
        <source>Open event file…</source>
        <translation>Ouvrir un fichier d’événement…</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Ouvrir l’événement de démonstration</translation>
    </message>
    <message>
        <source>A sample 32-player event with a few rounds played: browse freely</source>
        <translation>Un exemple d’événement à 32 joueurs avec quelques rondes jouées : naviguez librement</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Recent event files</source>
        <translation>Fichiers d’événement récents</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(aucun pour l’instant)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Withdraw penalty {0}</source>
        <translation>Retirer la pénalité {0}</translation>
    </message>
    <message>
        <source>Why (the wrong player, the wrong infraction…)</source>
        <translation>Pourquoi (le mauvais joueur, la mauvaise infraction…)</translation>
    </message>
    <message>
        <source>{0}: {1} for {2}, {3}.</source>
        <translation>{0} : {1} pour {2}, {3}.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Raison</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Arbitre</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirer</translation>
    </message>
</context>
<context>
    <name>_DeckText</name>
    <message numerus="yes">
        <source>illegal (%n problem(s))</source>
        <translation>
            <numerusform>illégal (%n problème)</numerusform>
            <numerusform>illégal (%n problèmes)</numerusform>
        </translation>
    </message>
</context>
</TS>
