<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Yahtzee Desktop</source>
        <translation>À propos de Yahtzee Desktop</translation>
    </message>
    <message>
        <source>Yahtzee Desktop</source>
        <translation>Yahtzee Desktop</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Yahtzee and its cousins for the family table: play with the app&apos;s dice or your own, keep score, print score sheets and the rules.</source>
        <translation>Le Yahtzee et ses cousins pour la table familiale&#xa0;: jouez avec les dés de l’application ou les vôtres, tenez les scores, imprimez les feuilles de marque et la règle.</translation>
    </message>
    <message>
        <source>GNU General Public License, version 3 or later</source>
        <translation>licence publique générale GNU, version 3 ou ultérieure</translation>
    </message>
    <message>
        <source>Source code and bug reports</source>
        <translation>Code source et signalement des bogues</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the</source>
        <translation>Logiciel libre&#xa0;: vous pouvez le partager et le modifier selon la</translation>
    </message>
    <message>
        <source>Made by the Yahtzee Desktop developers with Python, Qt for Python (PySide6), ReportLab and NumPy. Printed sheets use the DejaVu Sans fonts. Yahtzee is a trademark of Hasbro; this app is not affiliated with Hasbro.</source>
        <translation>Réalisé par les développeurs de Yahtzee Desktop avec Python, Qt for Python (PySide6), ReportLab et NumPy. Les feuilles imprimées utilisent les polices DejaVu Sans. Yahtzee est une marque de Hasbro&#x202f;; cette application n’est pas liée à Hasbro.</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Player %d</source>
        <translation>Joueur %d</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Yahtzee Desktop seems to be running already: a program holds its lock file ({path}), but no Yahtzee Desktop window answers.</source>
        <translation>Yahtzee Desktop semble déjà ouvert&#xa0;: un programme tient son fichier de verrou ({path}), mais aucune fenêtre de Yahtzee Desktop ne répond.</translation>
    </message>
    <message>
        <source>If a Yahtzee Desktop window is open but frozen, close it first. Started anyway, this window takes over the autosave: what the other one does after that is not saved.</source>
        <translation>Si une fenêtre de Yahtzee Desktop est ouverte mais figée, fermez-la d’abord. Démarrée quand même, cette fenêtre prend la sauvegarde automatique à son compte&#xa0;: ce que l’autre fait ensuite n’est pas enregistré.</translation>
    </message>
    <message>
        <source>&amp;Start anyway</source>
        <translation>&amp;Démarrer quand même</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Aces</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Moins</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yam’s</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Yams</source>
        <translation>Yams</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Trois paires</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Cinq identiques</translation>
    </message>
    <message>
        <source>Full straight</source>
        <translation>Suite complète</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <source>{box}! {name} scores {points}</source>
        <translation>{box}&#x202f;! {name} marque {points}</translation>
    </message>
    <message>
        <source>Yahtzee bonus! +{points} for {name}</source>
        <translation>Prime Yahtzee&#x202f;! +{points} pour {name}</translation>
    </message>
    <message>
        <source>Upper bonus! +{points} for {name}</source>
        <translation>Bonus du haut&#x202f;! +{points} pour {name}</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <source>less than 1%</source>
        <translation>moins de 1&#x202f;%</translation>
    </message>
    <message>
        <source>more than 99%</source>
        <translation>plus de 99&#x202f;%</translation>
    </message>
    <message>
        <source>Chance of winning the series (every game&apos;s points added up), as each player plays: {p}</source>
        <translation>Chance de gagner la série (les points de toutes les parties additionnés), selon le jeu de chacun&#xa0;: {p}</translation>
    </message>
    <message>
        <source>Chance of winning this game, as each player plays: {p}</source>
        <translation>Chance de gagner cette partie, selon le jeu de chacun&#xa0;: {p}</translation>
    </message>
    <message>
        <source>Working out the chances…</source>
        <translation>Calcul des chances en cours…</translation>
    </message>
    <message>
        <source>Chances follow how each player plays: computers at their level, people as they have played so far.</source>
        <translation>Les chances suivent le jeu de chacun&#xa0;: les ordinateurs à leur niveau, les personnes comme elles ont joué jusqu’ici.</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n}&#x202f;%</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box}</source>
        <translation>{name} marque {points} en {box}</translation>
    </message>
    <message>
        <source>{name} crosses out {box}</source>
        <translation>{name} barre {box}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box} and a {kind} bonus of {bonus}</source>
        <translation>{name} marque {points} en {box} et une prime {kind} de {bonus}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box} and the upper bonus of {bonus}</source>
        <translation>{name} marque {points} en {box} et le bonus du haut de {bonus}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box}, a {kind} bonus of {bonus} and the upper bonus of {upper}</source>
        <translation>{name} marque {points} en {box}, une prime {kind} de {bonus} et le bonus du haut de {upper}</translation>
    </message>
    <message>
        <source>{name} crosses out {box} and earns a {kind} bonus of {bonus}</source>
        <translation>{name} barre {box} mais gagne une prime {kind} de {bonus}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
    </message>
    <message>
        <source>Game {game}, turn {turn}</source>
        <translation>Partie {game}, tour {turn}</translation>
    </message>
    <message>
        <source>{when} — {what}: {before} → {after}</source>
        <translation>{when} — {what}&#xa0;: {before} → {after}</translation>
    </message>
    <message>
        <source>No box yet.</source>
        <translation>Aucune case encore.</translation>
    </message>
    <message>
        <source>How the chances of winning the series moved</source>
        <translation>Comment les chances de gagner la série ont évolué</translation>
    </message>
    <message>
        <source>How the chances of winning game {n} moved, turn by turn</source>
        <translation>Comment les chances de gagner la partie {n} ont évolué, tour par tour</translation>
    </message>
    <message>
        <source>How the chances of winning moved, turn by turn</source>
        <translation>Comment les chances de gagner ont évolué, tour par tour</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>{choice}: {points} points by the end of the game, on average</source>
        <translation>{choice}&#xa0;: {points} points à la fin de la partie, en moyenne</translation>
    </message>
    <message>
        <source>Roll the dice. Playing your best, you’d end this game with {points} points on average.</source>
        <translation>Lancez les dés. En jouant au mieux, vous finirez cette partie avec {points} points en moyenne.</translation>
    </message>
    <message>
        <source>Roll the dice. Playing well, you’d end this game with about {points} points on average.</source>
        <translation>Lancez les dés. En jouant bien, vous finirez cette partie avec environ {points} points en moyenne.</translation>
    </message>
    <message>
        <source>{choice} cost you {loss} points on average ({mine} points by the end of the game instead of {best}). It would have been better to {better}.</source>
        <translation>{choice} vous a coûté {loss} points en moyenne ({mine} points à la fin de la partie au lieu de {best}). Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>{name}: {choice} cost {loss} points on average ({mine} points by the end of the game instead of {best}). It would have been better to {better}.</source>
        <translation>{name}&#xa0;: {choice} a coûté {loss} points en moyenne ({mine} points à la fin de la partie au lieu de {best}). Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>No box can take these dice.</source>
        <translation>Aucune case ne peut prendre ces dés.</translation>
    </message>
    <message>
        <source>{choice}: {points}</source>
        <translation>{choice}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Preparing the coach… the hint follows in a moment.</source>
        <translation>Préparation du coach… le conseil suit dans un instant.</translation>
    </message>
    <message>
        <source>The coach has no advice for these dice.</source>
        <translation>Le coach n’a pas de conseil pour ces dés.</translation>
    </message>
    <message>
        <source>Preparing the coach… %p%</source>
        <translation>Préparation du coach… %p %</translation>
    </message>
    <message>
        <source>The coach could not be prepared: {problem}</source>
        <translation>Le coach n’a pas pu être préparé&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>For these rules the coach can only estimate.</source>
        <translation>Pour ces règles, le coach ne peut qu’estimer.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Each figure: the points you’d end the game with on average after that choice, playing your best from then on.</source>
        <translation>Chaque nombre&#xa0;: les points avec lesquels vous finiriez la partie en moyenne après ce choix, en jouant au mieux ensuite.</translation>
    </message>
    <message>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Conseil (H)</translation>
    </message>
    <message>
        <source>The best move for these dice, and what it is worth</source>
        <translation>Le meilleur coup pour ces dés, et ce qu’il rapporte</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Co&amp;nseil</translation>
    </message>
    <message>
        <source>Coach&apos;s note</source>
        <translation>Note du coach</translation>
    </message>
    <message>
        <source>Preparing the coach</source>
        <translation>Préparation du coach</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>&amp;Analyser cette partie…</translation>
    </message>
    <message>
        <source>Coach’s &amp;notes…</source>
        <translation>No&amp;tes du coach…</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Hint in figures</source>
        <translation>Conseil en chiffres</translation>
    </message>
</context>
<context>
    <name>Column</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>×1</source>
        <translation>×1</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>×3</source>
        <translation>×3</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>Descendante</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Ascending</source>
        <translation>Montante</translation>
    </message>
    <message>
        <source>Dry</source>
        <translation>Sèche</translation>
    </message>
</context>
<context>
    <name>ComputerBar</name>
    <message>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <source>good player</source>
        <comment>computer level, between beginner and expert</comment>
        <translation>joueur confirmé</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>{name} (computer) plays only with app dice: enter its dice and its score for it, or choose Game › Use app dice.</source>
        <translation>{name} (ordinateur) ne joue qu’avec les dés de l’application&#xa0;: saisissez ses dés et son score à sa place, ou choisissez Partie › Utiliser les dés de l’application.</translation>
    </message>
    <message>
        <source>Only computers play at this table. Press Start to watch them play, or choose File › New game.</source>
        <translation>Seuls des ordinateurs jouent à cette table. Appuyez sur Démarrer pour les regarder jouer, ou choisissez Fichier › Nouvelle partie.</translation>
    </message>
    <message>
        <source>{name} (computer, {level}) waits after the undo.</source>
        <translation>{name} (ordinateur, {level}) attend après l’annulation.</translation>
    </message>
    <message>
        <source>{name} (computer, {level}) is playing…</source>
        <translation>{name} (ordinateur, {level}) joue…</translation>
    </message>
    <message>
        <source>&amp;Faster (F)</source>
        <translation>Plus &amp;vite (F)</translation>
    </message>
    <message>
        <source>Let the computer play without pauses</source>
        <translation>Laisser l’ordinateur jouer sans pauses</translation>
    </message>
    <message>
        <source>Computer plays &amp;faster</source>
        <translation>L’ordinateur joue plus &amp;vite</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Dé&amp;marrer</translation>
    </message>
    <message>
        <source>Let the computers play</source>
        <translation>Laisser jouer les ordinateurs</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Let the computer go on playing</source>
        <translation>Laisser l’ordinateur continuer</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>{name} (computer) is playing.</source>
        <translation>{name} (ordinateur) est en train de jouer.</translation>
    </message>
</context>
<context>
    <name>DiceEntryPad</name>
    <message>
        <source>Who starts game {n}? Record the roll-off, or {name} starts.</source>
        <translation>Qui commence la partie {n}&#x202f;? Notez le tirage au sort, sinon {name} commence.</translation>
    </message>
    <message>
        <source>{name} starts game {n}.</source>
        <translation>{name} commence la partie {n}.</translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation>La série est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name}: enter the dice rolled at the table</source>
        <translation>{name}&#xa0;: saisissez les dés lancés sur la table</translation>
    </message>
    <message>
        <source>Enter scores {points} in {box} (marked on the sheet), or click another box.</source>
        <translation>Entrée marque {points} en {box} (case indiquée sur la feuille), ou cliquez une autre case.</translation>
    </message>
    <message>
        <source>Now choose the box on the sheet: click it, or Enter.</source>
        <translation>Choisissez maintenant la case sur la feuille&#xa0;: cliquez-la, ou Entrée.</translation>
    </message>
    <message>
        <source>These dice fit no open box: change them or write a score.</source>
        <translation>Ces dés ne vont dans aucune case ouverte&#xa0;: changez-les ou inscrivez un score.</translation>
    </message>
    <message>
        <source>Click the dice or type their faces (e.g. {faces}), or write a score.</source>
        <translation>Cliquez les dés ou tapez leurs faces (par ex. {faces}), ou inscrivez un score.</translation>
    </message>
    <message>
        <source>{n} of {total} dice set.</source>
        <translation>{n} dés sur {total} saisis.</translation>
    </message>
    <message>
        <source>Die {n}: {face}</source>
        <translation>Dé {n}&#xa0;: {face}</translation>
    </message>
    <message>
        <source>Die {n}: not set</source>
        <translation>Dé {n}&#xa0;: pas saisi</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés&#xa0;:</translation>
    </message>
    <message>
        <source>Dice faces</source>
        <translation>Faces des dés</translation>
    </message>
    <message>
        <source>After roll:</source>
        <translation>Après le lancer&#xa0;:</translation>
    </message>
    <message>
        <source>The dice are those of roll {n} (the dry column takes only roll 1)</source>
        <translation>Les dés sont ceux du lancer {n} (la colonne sèche ne prend que le lancer 1)</translation>
    </message>
    <message>
        <source>Roll {n}</source>
        <translation>Lancer {n}</translation>
    </message>
    <message>
        <source>Type the faces of the dice, e.g. {faces}: Enter then scores them in the box marked on the sheet</source>
        <translation>Tapez les faces des dés, par ex. {faces}&#xa0;: Entrée les marque alors dans la case indiquée sur la feuille</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>&amp;Write a score…</source>
        <translation>&amp;Inscrire un score…</translation>
    </message>
    <message>
        <source>Type the points of a box instead of the dice</source>
        <translation>Taper les points d’une case au lieu des dés</translation>
    </message>
    <message>
        <source>Who &amp;starts?…</source>
        <translation>Qui &amp;commence&#x202f;?…</translation>
    </message>
    <message>
        <source>Click for the next face, right click for the previous one</source>
        <translation>Clic pour la face suivante, clic droit pour la précédente</translation>
    </message>
    <message>
        <source>Dice entry</source>
        <translation>Saisie des dés</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <source>No rolls left</source>
        <translation>Plus de lancers</translation>
    </message>
    <message>
        <source>Roll {rolls} of {total}</source>
        <translation>Lancer {rolls} sur {total}</translation>
    </message>
    <message>
        <source>Choose a box on the sheet</source>
        <translation>Choisissez une case de la feuille</translation>
    </message>
    <message>
        <source>choose a box on the sheet</source>
        <translation>choisissez une case de la feuille</translation>
    </message>
    <message>
        <source>{saved} saved</source>
        <translation>{saved} en réserve</translation>
    </message>
    <message>
        <source>Die {n}: not rolled</source>
        <translation>Dé {n}&#xa0;: pas encore lancé</translation>
    </message>
    <message>
        <source>Die {n}: {face}, held</source>
        <translation>Dé {n}&#xa0;: {face}, gardé</translation>
    </message>
    <message>
        <source>Die {n}: {face}</source>
        <translation>Dé {n}&#xa0;: {face}</translation>
    </message>
    <message>
        <source>Click or press {n} to hold or release this die</source>
        <translation>Cliquez ou appuyez sur {n} pour garder ou relâcher ce dé</translation>
    </message>
    <message>
        <source>&amp;Roll (Space)</source>
        <translation>&amp;Lancer (Espace)</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space)</source>
        <translation>Lancer les dés non gardés (Espace)</translation>
    </message>
    <message>
        <source>Hold or release die {n}</source>
        <translation>Garder ou relâcher le dé {n}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Dice show faces from 1 to 6.</source>
        <translation>Les dés montrent des faces de 1 à 6.</translation>
    </message>
    <message>
        <source>The game is over: start a new one to play again.</source>
        <translation>La partie est terminée&#xa0;: lancez-en une nouvelle pour rejouer.</translation>
    </message>
    <message>
        <source>Dice are entered by hand only when you play with real dice.</source>
        <translation>On entre les dés à la main seulement quand on joue avec de vrais dés.</translation>
    </message>
    <message>
        <source>This turn has no roll of that number.</source>
        <translation>Ce tour n’a pas de lancer de ce numéro.</translation>
    </message>
    <message>
        <source>Only boxes that take the first roll are left: score these dice.</source>
        <translation>Il ne reste que des cases qui prennent le premier lancer&#xa0;: marquez ces dés.</translation>
    </message>
    <message>
        <source>Roll the dice before you score.</source>
        <translation>Lancez les dés avant de marquer.</translation>
    </message>
    <message>
        <source>Scores are written directly only when you play with real dice.</source>
        <translation>On écrit les points directement seulement quand on joue avec de vrais dés.</translation>
    </message>
    <message>
        <source>With the app’s dice, the roll-off decides who starts.</source>
        <translation>Avec les dés de l’application, le lancer de départ décide qui commence.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n’existe pas.</translation>
    </message>
    <message>
        <source>Who starts is chosen before the game’s first turn.</source>
        <translation>On choisit qui commence avant le premier tour de la partie.</translation>
    </message>
    <message>
        <source>A challenge game is played with the app’s dice.</source>
        <translation>Une partie défi se joue avec les dés de l’application.</translation>
    </message>
    <message>
        <source>Switch the dice between turns.</source>
        <translation>Changez de dés entre deux tours.</translation>
    </message>
    <message>
        <source>There is no such game to correct.</source>
        <translation>Il n’y a pas de partie à corriger.</translation>
    </message>
    <message>
        <source>Scores are corrected only in games played with real dice.</source>
        <translation>On ne corrige les points que dans les parties jouées avec de vrais dés.</translation>
    </message>
    <message>
        <source>You play with real dice: enter the dice you rolled.</source>
        <translation>Vous jouez avec de vrais dés&#xa0;: entrez les dés que vous avez lancés.</translation>
    </message>
    <message>
        <source>No rolls left: score the dice.</source>
        <translation>Plus de lancers&#xa0;: marquez les dés.</translation>
    </message>
    <message>
        <source>The first roll of a turn rolls all the dice.</source>
        <translation>Le premier lancer d’un tour lance tous les dés.</translation>
    </message>
    <message>
        <source>All the dice are held: score them instead.</source>
        <translation>Tous les dés sont gardés&#xa0;: marquez-les plutôt.</translation>
    </message>
    <message>
        <source>There is no such box on this card.</source>
        <translation>Cette case n’existe pas sur cette feuille.</translation>
    </message>
    <message>
        <source>There is no such column on this card.</source>
        <translation>Cette colonne n’existe pas sur cette feuille.</translation>
    </message>
    <message>
        <source>This box cannot hold that score.</source>
        <translation>Cette case ne peut pas recevoir ces points.</translation>
    </message>
    <message>
        <source>A Yahtzee bonus needs the Yahtzee box filled with its points.</source>
        <translation>Une prime de Yahtzee demande que la case Yahtzee soit remplie avec ses points.</translation>
    </message>
    <message>
        <source>This box is still open: score it instead.</source>
        <translation>Cette case est encore libre&#xa0;: marquez-la plutôt.</translation>
    </message>
    <message>
        <source>That number of Yahtzee bonuses is not possible.</source>
        <translation>Ce nombre de primes de Yahtzee n’est pas possible.</translation>
    </message>
    <message>
        <source>These rules have no Yahtzee bonus.</source>
        <translation>Ces règles n’ont pas de prime de Yahtzee.</translation>
    </message>
    <message>
        <source>The rules do not allow this move.</source>
        <translation>Les règles ne permettent pas ce coup.</translation>
    </message>
</context>
<context>
    <name>HistoryRecorder</name>
    <message>
        <source>the history database is damaged.</source>
        <translation>la base de l’historique est abîmée.</translation>
    </message>
    <message>
        <source>the history was written by a newer version of Yahtzee Desktop.</source>
        <translation>l’historique a été écrit par une version plus récente de Yahtzee Desktop.</translation>
    </message>
    <message>
        <source>the data folder cannot be written.</source>
        <translation>le dossier de données n’est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>le disque est plein.</translation>
    </message>
    <message>
        <source>the history is in use by another program.</source>
        <translation>l’historique est utilisé par un autre programme.</translation>
    </message>
    <message>
        <source>History damaged</source>
        <translation>Historique abîmé</translation>
    </message>
    <message>
        <source>The history database was damaged; it was kept as {path} and a new history was started.</source>
        <translation>La base de l’historique était abîmée&#x202f;; elle a été conservée sous {path} et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>The history database was damaged. One game could still be read: it is in a new history.</source>
        <translation>La base de l’historique était abîmée. Une partie a encore pu être lue&#xa0;: elle est dans un nouvel historique.</translation>
    </message>
    <message>
        <source>The history database was damaged. {n} games could still be read: they are in a new history.</source>
        <translation>La base de l’historique était abîmée. {n} parties ont encore pu être lues&#xa0;: elles sont dans un nouvel historique.</translation>
    </message>
    <message>
        <source>The damaged file is kept as {path}.</source>
        <translation>Le fichier abîmé est conservé sous {path}.</translation>
    </message>
    <message>
        <source>History in use</source>
        <translation>Historique occupé</translation>
    </message>
    <message>
        <source>The history is in use by another program; the finished game will be stored as soon as it is free.</source>
        <translation>L’historique est utilisé par un autre programme&#x202f;; la partie terminée y sera enregistrée dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>History not saved</source>
        <translation>Historique non enregistré</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history: {problem}</source>
        <translation>La partie terminée n’a pas pu être ajoutée à l’historique&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>It will be tried again later, and when Yahtzee Desktop starts next.</source>
        <translation>Un nouvel essai sera fait plus tard, et au prochain démarrage de Yahtzee Desktop.</translation>
    </message>
    <message>
        <source>You can go on playing.</source>
        <translation>Vous pouvez continuer à jouer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>The autosaved game could not be read: {problem}</source>
        <translation>La partie enregistrée automatiquement n’a pas pu être lue&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>Le fichier a été conservé sous {path}.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Sauvegarde automatique abîmée</translation>
    </message>
    <message>
        <source>An unfinished game was found ({names}: game {n}, turn {turn}).</source>
        <translation>Une partie non terminée a été trouvée ({names}&#xa0;: partie {n}, tour {turn}).</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie&#x202f;?</translation>
    </message>
    <message>
        <source>Do you want to go on with it?</source>
        <translation>Voulez-vous la continuer&#x202f;?</translation>
    </message>
    <message>
        <source>The game can no longer be saved automatically: {problem}</source>
        <translation>La partie ne peut plus être enregistrée automatiquement&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>You can go on playing; use File › Save as… to keep the game.</source>
        <translation>Vous pouvez continuer à jouer&#x202f;; utilisez Fichier › Enregistrer sous… pour garder la partie.</translation>
    </message>
    <message>
        <source>It starts again by itself once the disk has room again.</source>
        <translation>Elle reprend d’elle-même dès que le disque a de nouveau de la place.</translation>
    </message>
    <message>
        <source>Autosave stopped</source>
        <translation>Sauvegarde automatique arrêtée</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>La partie est de nouveau enregistrée automatiquement.</translation>
    </message>
    <message>
        <source>the file cannot be read.</source>
        <translation>le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>this is not a game file.</source>
        <translation>ce n’est pas un fichier de partie.</translation>
    </message>
    <message>
        <source>this file is not a Yahtzee Desktop game.</source>
        <translation>ce fichier n’est pas une partie de Yahtzee Desktop.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Yahtzee Desktop.</source>
        <translation>il a été enregistré par une version plus récente de Yahtzee Desktop.</translation>
    </message>
    <message>
        <source>the file is damaged.</source>
        <translation>le fichier est abîmé.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>le disque est plein.</translation>
    </message>
    <message>
        <source>the file cannot be written.</source>
        <translation>le fichier ne peut pas être écrit.</translation>
    </message>
    <message>
        <source>this is not a file but a device, a pipe or a folder.</source>
        <translation>ce n’est pas un fichier mais un périphérique, un tube ou un dossier.</translation>
    </message>
    <message>
        <source>this file is far too large to be a game.</source>
        <translation>ce fichier est bien trop gros pour être une partie.</translation>
    </message>
    <message>
        <source>one move</source>
        <translation>un coup</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} coups</translation>
    </message>
    <message>
        <source>The game came back as it was in game {game}, turn {turn} ({moves}); the rest of the file could not be read.</source>
        <translation>La partie est revenue telle qu’elle était à la partie {game}, tour {turn} ({moves})&#x202f;; la suite du fichier n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>The game came back as it was at turn {turn} ({moves}); the rest of the file could not be read.</source>
        <translation>La partie est revenue telle qu’elle était au tour {turn} ({moves})&#x202f;; la suite du fichier n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>The first line of the file was damaged; it was read from its copy, and nothing was lost.</source>
        <translation>La première ligne du fichier était abîmée&#x202f;; elle a été lue dans sa copie, et rien n’a été perdu.</translation>
    </message>
    <message>
        <source>The whole file is kept as {path}.</source>
        <translation>Le fichier entier est conservé sous {path}.</translation>
    </message>
    <message>
        <source>The whole file could not be copied aside.</source>
        <translation>Le fichier entier n’a pas pu être copié à part.</translation>
    </message>
    <message>
        <source>Games cannot be kept on this computer: the folder {path} cannot be written.</source>
        <translation>Les parties ne peuvent pas être conservées sur cet ordinateur&#xa0;: impossible d’écrire dans le dossier {path}.</translation>
    </message>
    <message>
        <source>You can play: the game stays in memory until you quit. Use File › Save as… to save it in another folder.</source>
        <translation>Vous pouvez jouer&#xa0;: la partie reste en mémoire jusqu’à ce que vous quittiez. Utilisez Fichier › Enregistrer sous… pour l’enregistrer dans un autre dossier.</translation>
    </message>
    <message>
        <source>Your preferences cannot be saved: the settings folder cannot be written. They apply until you quit.</source>
        <translation>Vos préférences ne peuvent pas être enregistrées&#xa0;: impossible d’écrire dans le dossier des réglages. Elles s’appliquent jusqu’à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>Games cannot be kept</source>
        <translation>Les parties ne peuvent pas être conservées</translation>
    </message>
    <message>
        <source>Preferences cannot be saved</source>
        <translation>Préférences non enregistrées</translation>
    </message>
    <message>
        <source>Game {done} of {games} is finished ({names}).</source>
        <translation>La partie {done} sur {games} est terminée ({names}).</translation>
    </message>
    <message>
        <source>The scores are kept in the history.</source>
        <translation>Les scores sont gardés dans l’historique.</translation>
    </message>
    <message>
        <source>Do you want to play game {next} of the series, or start a new game?</source>
        <translation>Voulez-vous jouer la partie {next} de la série, ou commencer une nouvelle partie&#x202f;?</translation>
    </message>
    <message>
        <source>Play the next game?</source>
        <translation>Jouer la partie suivante&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;Play game {next}</source>
        <translation>&amp;Jouer la partie {next}</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Commencer une &amp;nouvelle partie</translation>
    </message>
    <message>
        <source>If not, it stays in File › Unfinished games, to resume later.</source>
        <translation>Sinon, elle reste dans Fichier › Parties inachevées, pour la reprendre plus tard.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;La garder pour plus tard</translation>
    </message>
    <message>
        <source>Autosave from a newer version</source>
        <translation>Sauvegarde d’une version plus récente</translation>
    </message>
    <message>
        <source>The autosaved game was written by a newer version of Yahtzee Desktop, which this version cannot read.</source>
        <translation>La partie sauvegardée automatiquement a été écrite par une version plus récente de Yahtzee Desktop, que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>A new game starts.</source>
        <translation>Une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>The file could not be set aside, so it is left as it is and this session is not saved automatically (use File › Save as…).</source>
        <translation>Le fichier n’a pas pu être mis de côté&#xa0;: il est laissé tel quel et cette session n’est pas sauvegardée automatiquement (utilisez Fichier › Enregistrer sous…).</translation>
    </message>
    <message>
        <source>The game could not be kept</source>
        <translation>La partie n’a pas pu être conservée</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: {problem}</source>
        <translation>La partie inachevée n’a pas pu être conservée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The game was kept in File › Unfinished games.</source>
        <translation>La partie a été conservée dans Fichier › Parties inachevées.</translation>
    </message>
    <message>
        <source>The current game is not over.</source>
        <translation>La partie en cours n’est pas terminée.</translation>
    </message>
    <message>
        <source>The current game stays in File › Unfinished games.</source>
        <translation>La partie en cours reste dans Fichier › Parties inachevées.</translation>
    </message>
    <message>
        <source>The series could not be kept ({problem}); its games are in the history.</source>
        <translation>La série n’a pas pu être conservée ({problem})&#x202f;; ses parties sont dans l’historique.</translation>
    </message>
    <message>
        <source>The current game could not be kept: {problem}</source>
        <translation>La partie en cours n’a pas pu être conservée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Replace it anyway? It will be lost, unless you first save it with File › Save as….</source>
        <translation>La remplacer quand même&#x202f;? Elle sera perdue, à moins de l’enregistrer d’abord avec Fichier › Enregistrer sous….</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>La remplacer</translation>
    </message>
    <message>
        <source>The previous game was kept in File › Unfinished games.</source>
        <translation>La partie précédente a été conservée dans Fichier › Parties inachevées.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Open this game?</source>
        <translation>Ouvrir cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>You also asked to open {file}.</source>
        <translation>Vous avez aussi demandé à ouvrir {file}.</translation>
    </message>
    <message>
        <source>Which one do you want to play? The other one stays in File › Unfinished games.</source>
        <translation>Laquelle voulez-vous jouer&#x202f;? L’autre reste dans Fichier › Parties inachevées.</translation>
    </message>
    <message>
        <source>&amp;Open the file</source>
        <translation>&amp;Ouvrir le fichier</translation>
    </message>
    <message>
        <source>{file} was not opened ({problem}); it is still where it was.</source>
        <translation>{file} n’a pas été ouvert ({problem})&#x202f;; il est toujours là où il était.</translation>
    </message>
    <message>
        <source>{file} was kept in File › Unfinished games.</source>
        <translation>{file} a été gardé dans Fichier › Parties inachevées.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Enregistrée sous {file}</translation>
    </message>
    <message>
        <source>Yahtzee Desktop games ({patterns})</source>
        <translation>Parties de Yahtzee Desktop ({patterns})</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie&#x202f;?</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Kept game damaged</source>
        <translation>Partie gardée abîmée</translation>
    </message>
    <message>
        <source>The new rules apply from the next new game.</source>
        <translation>La nouvelle règle s’appliquera à la prochaine nouvelle partie.</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Sheet: {name}</source>
        <translation>Feuille&#xa0;: {name}</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Score sheet of {name}</source>
        <translation>Feuille de marque de {name}</translation>
    </message>
    <message>
        <source>This game, all players side by side</source>
        <translation>Cette partie, tous les joueurs côte à côte</translation>
    </message>
    <message>
        <source>Yahtzee Desktop</source>
        <translation>Yahtzee Desktop</translation>
    </message>
    <message>
        <source>Your move is saved, but part of the window could not show it.
If the table looks wrong, close the app and start it again: the game goes on where it was.</source>
        <translation>Votre coup est enregistré, mais une partie de la fenêtre n’a pas pu l’afficher.
Si la table semble fausse, fermez l’application et relancez-la&#xa0;: la partie reprendra là où elle en était.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Un&amp;finished games…</source>
        <translation>Parties ina&amp;chevées…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Rule &amp;settings…</source>
        <translation>Ré&amp;glages de la règle…</translation>
    </message>
    <message>
        <source>&amp;About Yahtzee Desktop</source>
        <translation>À &amp;propos de Yahtzee Desktop</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Règle du jeu</translation>
    </message>
    <message>
        <source>&amp;Statistics and high scores…</source>
        <translation>&amp;Statistiques et meilleurs scores…</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Feuilles de marque</translation>
    </message>
    <message>
        <source>The window is too small for the board at {wanted} %: shown at {shown} %. A larger window shows it bigger.</source>
        <translation>La fenêtre est trop petite pour le plateau à {wanted}&#x202f;%&#xa0;: affiché à {shown}&#x202f;%. Une fenêtre plus grande l’affiche en plus grand.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{name}: computer player, level {level}</source>
        <translation>{name}&#xa0;: joueur ordinateur, niveau {level}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players or teams are called “%s”: please tell them apart.</source>
        <translation>Deux joueurs ou équipes s’appellent «&#xa0;%s&#xa0;»&#xa0;: donnez-leur des noms différents.</translation>
    </message>
    <message>
        <source>Type the challenge code, or press New code.</source>
        <translation>Tapez le code du défi, ou cliquez sur Nouveau code.</translation>
    </message>
    <message>
        <source>This code has a typing mistake: check each letter and digit again.</source>
        <translation>Ce code contient une faute de frappe&#xa0;: vérifiez chaque lettre et chaque chiffre.</translation>
    </message>
    <message>
        <source>Rules changed from the official ones</source>
        <translation>Règle modifiée par rapport à la règle officielle</translation>
    </message>
    <message>
        <source>Official rules</source>
        <translation>Règle officielle</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Team members (optional)</source>
        <translation>Membres de l’équipe (facultatif)</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>For a team, list its members separated by commas: they take turns.</source>
        <translation>Pour une équipe, indiquez ses membres séparés par des virgules&#xa0;: ils jouent à tour de rôle.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Add a &amp;player</source>
        <translation>Ajouter un &amp;joueur</translation>
    </message>
    <message>
        <source>A challenge code has nine letters and digits, like %s.</source>
        <translation>Un code de défi a neuf lettres et chiffres, par exemple %s.</translation>
    </message>
    <message>
        <source>Welcome to Yahtzee Desktop! Who is at the table? Type everyone&apos;s name in the order you sit round it; choose Computer for a seat the app plays. The app remembers this table for next time.</source>
        <translation>Bienvenue dans Yahtzee Desktop&#x202f;! Qui est à table&#x202f;? Tapez le nom de chacun dans l’ordre où vous êtes assis autour de la table&#x202f;; choisissez «&#xa0;L’ordinateur&#xa0;» pour une place que l’application joue. L’application se souviendra de cette table la prochaine fois.</translation>
    </message>
    <message>
        <source>Players and teams, round the table</source>
        <translation>Joueurs et équipes, autour de la table</translation>
    </message>
    <message>
        <source>Ru&amp;le settings…</source>
        <translation>&amp;Modifier la règle…</translation>
    </message>
    <message>
        <source>Rule settings</source>
        <translation>Réglages de la règle</translation>
    </message>
    <message>
        <source>Rules in use</source>
        <translation>Règle utilisée</translation>
    </message>
    <message>
        <source>&amp;Games in the series:</source>
        <translation>&amp;Parties dans la série&#xa0;:</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>Parties dans la série</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Everyone rolls all the dice, the highest starts</source>
        <translation>Chacun lance tous les dés, le plus gros total commence</translation>
    </message>
    <message>
        <source>Everyone rolls one die, the highest starts</source>
        <translation>Chacun lance un dé, le plus fort commence</translation>
    </message>
    <message>
        <source>The winner of the previous game starts</source>
        <translation>Le gagnant de la partie précédente commence</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés&#xa0;:</translation>
    </message>
    <message>
        <source>Rolled by the &amp;app</source>
        <translation>Lancés par l’&amp;ordinateur</translation>
    </message>
    <message>
        <source>Dice rolled by the app</source>
        <translation>Dés lancés par l’ordinateur</translation>
    </message>
    <message>
        <source>Real dice on the &amp;table</source>
        <translation>Vrais dés sur la &amp;table</translation>
    </message>
    <message>
        <source>Real dice on the table, entered by hand</source>
        <translation>Vrais dés sur la table, saisis à la main</translation>
    </message>
    <message>
        <source>Challenge:</source>
        <translation>Défi&#xa0;:</translation>
    </message>
    <message>
        <source>Same rolls for &amp;everyone, code</source>
        <translation>Mêmes lancers pour to&amp;us, code</translation>
    </message>
    <message>
        <source>Challenge: same rolls for everyone</source>
        <translation>Défi&#xa0;: mêmes lancers pour tous</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Code du défi</translation>
    </message>
    <message>
        <source>Type the code given by another player to replay the same challenge.</source>
        <translation>Tapez le code donné par un autre joueur pour rejouer le même défi.</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nouveau code</translation>
    </message>
    <message>
        <source>New challenge code</source>
        <translation>Nouveau code de défi</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>L’ordinateur</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>computer level, between Beginner and Expert</comment>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Name of player or team %d</source>
        <translation>Nom du joueur ou de l’équipe %d</translation>
    </message>
    <message>
        <source>Player %d is played by</source>
        <translation>Le joueur %d est joué par</translation>
    </message>
    <message>
        <source>Computer level of player %d</source>
        <translation>Niveau de l’ordinateur pour le joueur %d</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Seul</translation>
    </message>
    <message>
        <source>Team members of seat %d, separated by commas</source>
        <translation>Membres de l’équipe %d, séparés par des virgules</translation>
    </message>
    <message>
        <source>Move player %d up</source>
        <translation>Monter le joueur %d</translation>
    </message>
    <message>
        <source>Move player %d down</source>
        <translation>Descendre le joueur %d</translation>
    </message>
    <message>
        <source>Remove player %d</source>
        <translation>Retirer le joueur %d</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Place %d</translation>
    </message>
    <message>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <source>Robot %d</source>
        <translation>Robot %d</translation>
    </message>
    <message>
        <source>Team %d</source>
        <translation>Équipe %d</translation>
    </message>
    <message>
        <source>Player %d</source>
        <translation>Joueur %d</translation>
    </message>
    <message>
        <source>about {minutes} minutes</source>
        <translation>environ {minutes} minutes</translation>
    </message>
    <message>
        <source>about an hour</source>
        <translation>environ une heure</translation>
    </message>
    <message>
        <source>about {hours} hours</source>
        <translation>environ {hours} heures</translation>
    </message>
    <message>
        <source>{duration} a game</source>
        <translation>{duration} par partie</translation>
    </message>
    <message>
        <source>{duration} a game, {total} in all</source>
        <translation>{duration} par partie, {total} en tout</translation>
    </message>
</context>
<context>
    <name>NotesDialog</name>
    <message>
        <source>Coach’s notes</source>
        <translation>Notes du coach</translation>
    </message>
    <message>
        <source>What the coach noted in this game, oldest first.</source>
        <translation>Ce que le coach a noté dans cette partie, du plus ancien au plus récent.</translation>
    </message>
    <message>
        <source>The coach has noted nothing in this game yet.</source>
        <translation>Le coach n’a encore rien noté dans cette partie.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>End of the series</source>
        <translation>Fin de la série</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>End of game {n}</source>
        <translation>Fin de la partie {n}</translation>
    </message>
    <message>
        <source>Game {n} is over</source>
        <translation>La partie {n} est terminée</translation>
    </message>
    <message>
        <source>Series totals</source>
        <translation>Totaux de la série</translation>
    </message>
    <message>
        <source>Points this game</source>
        <translation>Points de cette partie</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <source>Play the next game of the series</source>
        <translation>Jouer la partie suivante de la série</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>{name} scored {points} points in all.</source>
        <translation>{name} a marqué {points} points en tout.</translation>
    </message>
    <message>
        <source>{name} scored {points} points.</source>
        <translation>{name} a marqué {points} points.</translation>
    </message>
    <message>
        <source>{name} wins with {points} points.</source>
        <translation>{name} gagne avec {points} points.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{names} share the win with {points} points.</source>
        <translation>{names} se partagent la victoire avec {points} points.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partie {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>Play again with the same table</source>
        <translation>Rejouer avec la même table</translation>
    </message>
    <message>
        <source>A new series with the same players, rules and dice</source>
        <translation>Une nouvelle série avec les mêmes joueurs, règles et dés</translation>
    </message>
    <message>
        <source>A new game with the same players, rules and dice</source>
        <translation>Une nouvelle partie avec les mêmes joueurs, règles et dés</translation>
    </message>
</context>
<context>
    <name>PdfJobDialog</name>
    <message>
        <source>Chances page</source>
        <translation>Page des chances</translation>
    </message>
    <message>
        <source>Adds a page charting each player&apos;s chance of winning, box by box, with the moments that moved it most.</source>
        <translation>Ajoute une page qui trace la chance de gagner de chaque joueur, case après case, avec les moments qui l’ont le plus fait bouger.</translation>
    </message>
    <message>
        <source>Only for two players or more, with rules of one column per card.</source>
        <translation>Seulement à deux joueurs ou plus, avec des règles à une seule colonne.</translation>
    </message>
    <message>
        <source>Six games, one player</source>
        <translation>Six parties, un joueur</translation>
    </message>
    <message>
        <source>One game, six players</source>
        <translation>Une partie, six joueurs</translation>
    </message>
    <message>
        <source>A row to follow the upper bonus (ahead of or behind {par})</source>
        <translation>Une ligne pour suivre le bonus du haut (avance ou retard sur {par})</translation>
    </message>
    <message>
        <source>Adds a row under the upper bonus where, as the game goes, each player writes whether they are ahead of or behind the {par} points the bonus asks for: {par} is three dice of each face, so two sixes put you 6 behind.</source>
        <translation>Ajoute sous le bonus du haut une ligne où, au fil de la partie, chaque joueur note s’il est en avance ou en retard sur les {par} points que demande le bonus&#xa0;: {par}, c’est trois dés de chaque face, donc deux six vous mettent 6 points en retard.</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Disposition&#xa0;:</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Exemplaires&#xa0;:</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>See the pages here as they will be printed, then print them.</source>
        <translation>Voir ici les pages telles qu’elles seront imprimées, puis les imprimer.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>&amp;Open in PDF reader</source>
        <translation>&amp;Ouvrir dans le lecteur PDF</translation>
    </message>
    <message>
        <source>Open the pages in your usual PDF reader, another program, to read, send or print them from there.</source>
        <translation>Ouvrir les pages dans votre lecteur PDF habituel, un autre programme, pour les lire, les envoyer ou les imprimer depuis celui-ci.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Enregistré sous {file}</translation>
    </message>
</context>
<context>
    <name>PdfPreview</name>
    <message>
        <source>Print preview: {file}</source>
        <translation>Aperçu avant impression&#xa0;: {file}</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
</context>
<context>
    <name>PhysicalDice</name>
    <message>
        <source>Use &amp;app dice</source>
        <translation>Utiliser les dés de l’a&amp;pplication</translation>
    </message>
    <message>
        <source>Use real &amp;dice</source>
        <translation>Utiliser de vrais &amp;dés</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Corriger…</translation>
    </message>
    <message>
        <source>&amp;Write a score…</source>
        <translation>&amp;Inscrire un score…</translation>
    </message>
    <message>
        <source>&amp;Correct a score…</source>
        <translation>&amp;Corriger un score…</translation>
    </message>
    <message>
        <source>Change any box written in a game played with real dice</source>
        <translation>Modifier une case déjà remplie d’une partie jouée avec de vrais dés</translation>
    </message>
    <message>
        <source>Who s&amp;tarts?…</source>
        <translation>Qui &amp;commence&#x202f;?…</translation>
    </message>
</context>
<context>
    <name>PlainWords</name>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>the {face}</source>
        <translation>le {face}</translation>
    </message>
    <message>
        <source>the {count} {face}s</source>
        <translation>les {count} {face}</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>Keep {dice}, then roll the other die</source>
        <translation>Garder {dice}, puis relancer l’autre dé</translation>
    </message>
    <message>
        <source>Keep {dice}, then roll the other {count} dice</source>
        <translation>Garder {dice}, puis relancer les {count} autres dés</translation>
    </message>
    <message>
        <source>rolling all {count} dice again</source>
        <translation>relancer les {count} dés</translation>
    </message>
    <message>
        <source>keeping all {count} dice</source>
        <translation>garder les {count} dés</translation>
    </message>
    <message>
        <source>keeping {dice}</source>
        <translation>garder {dice}</translation>
    </message>
    <message>
        <source>roll all {count} dice again</source>
        <translation>relancer les {count} dés</translation>
    </message>
    <message>
        <source>keep all {count} dice</source>
        <translation>garder les {count} dés</translation>
    </message>
    <message>
        <source>Or {choice}: you’d end with about {points} on average.</source>
        <translation>Ou {choice}&#xa0;: vous finiriez avec environ {points} en moyenne.</translation>
    </message>
    <message>
        <source>That scores {points} now.</source>
        <translation>Cela marque {points} tout de suite.</translation>
    </message>
    <message>
        <source>Or {choice}: just as good by the end of the game.</source>
        <translation>Ou {choice}&#xa0;: aussi bien à la fin de la partie.</translation>
    </message>
    <message>
        <source>Or {choice}: about {fewer} fewer points by the end of the game.</source>
        <translation>Ou {choice}&#xa0;: environ {fewer} points de moins à la fin de la partie.</translation>
    </message>
    <message>
        <source>Roll the dice. Playing well, you’d end this game with about {points} points on average.</source>
        <translation>Lancez les dés. En jouant bien, vous finirez cette partie avec environ {points} points en moyenne.</translation>
    </message>
    <message>
        <source>less than 1</source>
        <translation>moins de 1</translation>
    </message>
    <message>
        <source>{name}: {choice} cost about 1 point on average. It would have been better to {better}.</source>
        <translation>{name}&#xa0;: {choice} a coûté environ 1 point en moyenne. Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>{name}: {choice} cost about {points} points on average. It would have been better to {better}.</source>
        <translation>{name}&#xa0;: {choice} a coûté environ {points} points en moyenne. Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>{choice} cost you about 1 point on average. It would have been better to {better}.</source>
        <translation>{choice} vous a coûté environ 1 point en moyenne. Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>{choice} cost you about {points} points on average. It would have been better to {better}.</source>
        <translation>{choice} vous a coûté environ {points} points en moyenne. Il aurait mieux valu {better}.</translation>
    </message>
    <message>
        <source>Score {points} in {box}</source>
        <translation>Marquer {points} en {box}</translation>
    </message>
    <message>
        <source>Roll all {count} dice again</source>
        <translation>Relancer les {count} dés</translation>
    </message>
    <message>
        <source>Keep all {count} dice</source>
        <translation>Garder les {count} dés</translation>
    </message>
    <message>
        <source>Score {points} in {box} now</source>
        <translation>Marquer {points} en {box} tout de suite</translation>
    </message>
    <message>
        <source>scoring {points} in {box}</source>
        <translation>marquer {points} en {box}</translation>
    </message>
    <message>
        <source>scoring {points} in {box} right away</source>
        <translation>marquer {points} en {box} tout de suite</translation>
    </message>
    <message>
        <source>keep {dice}, then roll the other die</source>
        <translation>garder {dice}, puis relancer l’autre dé</translation>
    </message>
    <message>
        <source>keep {dice}, then roll the other {count} dice</source>
        <translation>garder {dice}, puis relancer les {count} autres dés</translation>
    </message>
    <message>
        <source>score {points} in {box}</source>
        <translation>marquer {points} en {box}</translation>
    </message>
    <message>
        <source>score {points} in {box} right away</source>
        <translation>marquer {points} en {box} tout de suite</translation>
    </message>
    <message>
        <source>No box can take these dice.</source>
        <translation>Aucune case ne peut prendre ces dés.</translation>
    </message>
    <message>
        <source>That way: about {points} points by the end of the game, on average.</source>
        <translation>Ainsi&#xa0;: environ {points} points à la fin de la partie, en moyenne.</translation>
    </message>
    <message>
        <source>Roll the dice. Playing your best, you’d end this game with about {points} points on average.</source>
        <translation>Lancez les dés. En jouant au mieux, vous finirez cette partie avec environ {points} points en moyenne.</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>plays now</source>
        <translation>joue maintenant</translation>
    </message>
    <message>
        <source>{name}, this game {game}, series {series} {turn}</source>
        <translation>{name}, cette partie {game}, série {series} {turn}</translation>
    </message>
    <message>
        <source>{name}, this game {game} {turn}</source>
        <translation>{name}, cette partie {game} {turn}</translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation>La série est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{player} for {team}</source>
        <translation>{player} pour {team}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns} · roll {rolls} of {max}</source>
        <translation>Tour {turn} sur {turns} · lancer {rolls} sur {max}</translation>
    </message>
    <message>
        <source>{saved} saved</source>
        <translation>{saved} en réserve</translation>
    </message>
    <message>
        <source>{who} to play</source>
        <translation>À {who} de jouer</translation>
    </message>
    <message>
        <source>Game {n} of {games}</source>
        <translation>Partie {n} sur {games}</translation>
    </message>
    <message>
        <source>Chance of winning the series (every game&apos;s points added up), as each player plays</source>
        <translation>Chance de gagner la série (les points de toutes les parties additionnés), selon le jeu de chacun</translation>
    </message>
    <message>
        <source>Chance of winning this game, as each player plays</source>
        <translation>Chance de gagner cette partie, selon le jeu de chacun</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Players and totals</source>
        <translation>Joueurs et totaux</translation>
    </message>
    <message>
        <source>Choose a player to see their sheet</source>
        <translation>Choisissez un joueur pour voir sa feuille</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>&amp;Roll animation:</source>
        <translation>A&amp;nimation des dés&#xa0;:</translation>
    </message>
    <message>
        <source>Roll animation speed</source>
        <translation>Vitesse de l’animation des dés</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés&#xa0;:</translation>
    </message>
    <message>
        <source>Dice look</source>
        <translation>Apparence des dés</translation>
    </message>
    <message>
        <source>Classic (white, black pips)</source>
        <translation>Classiques (blancs, points noirs)</translation>
    </message>
    <message>
        <source>Dark (black, white pips)</source>
        <translation>Sombres (noirs, points blancs)</translation>
    </message>
    <message>
        <source>Large pips, high contrast</source>
        <translation>Gros points, fort contraste</translation>
    </message>
    <message>
        <source>&amp;Size of the board:</source>
        <translation>&amp;Taille du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Size of the dice and score sheet</source>
        <translation>Taille des dés et de la feuille de marque</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#x202f;%</translation>
    </message>
    <message>
        <source>Larger dice and score sheet, to read them from across the table.</source>
        <translation>Dés et feuille de marque plus grands, pour les lire de l’autre bout de la table.</translation>
    </message>
    <message>
        <source>&amp;Computer speed:</source>
        <translation>&amp;Vitesse de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Speed of the computer players</source>
        <translation>Vitesse des joueurs ordinateur</translation>
    </message>
    <message>
        <source>Slow (time to follow each step)</source>
        <translation>Lente (le temps de suivre chaque étape)</translation>
    </message>
    <message>
        <source>C&amp;oach mode</source>
        <translation>Mode c&amp;oach</translation>
    </message>
    <message>
        <source>After a choice that costs more than a point on average, a note says what was better.</source>
        <translation>Après un choix qui coûte plus d’un point en moyenne, une note dit ce qui était meilleur.</translation>
    </message>
    <message>
        <source>Chances of &amp;winning</source>
        <translation>Chances de &amp;gagner</translation>
    </message>
    <message>
        <source>Beside the totals, each player&apos;s chance of winning, as the best play from now on would give it.</source>
        <translation>À côté des totaux, la chance de gagner de chaque joueur, si chacun joue au mieux à partir de maintenant.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Yahtzee (official rules)</source>
        <translation>Yahtzee (règle officielle)</translation>
    </message>
    <message>
        <source>the official rules: 13 boxes, bonus 35 at 63, 100 per extra Yahtzee, forced joker</source>
        <translation>la règle officielle&#xa0;: 13 cases, prime de 35 à 63, 100 par Yahtzee supplémentaire, joker obligatoire</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Yahtzee triple</translation>
    </message>
    <message>
        <source>three columns worth ×1, ×2 and ×3, each with its own bonuses</source>
        <translation>trois colonnes qui valent ×1, ×2 et ×3, chacune avec ses primes</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht (Yam’s)</translation>
    </message>
    <message>
        <source>Yacht or Yam’s: 12 boxes, straights 15 and 30, no bonus for a second Yacht, no joker</source>
        <translation>Yacht ou Yam’s&#xa0;: 12 cases, suites à 15 et 30, pas de prime pour un deuxième Yacht, pas de joker</translation>
    </message>
    <message>
        <source>Nordic Yatzy</source>
        <translation>Yatzy nordique</translation>
    </message>
    <message>
        <source>the Nordic game: 15 boxes with pairs, bonus 50, fixed straights</source>
        <translation>le jeu nordique&#xa0;: 15 cases avec des paires, prime de 50, suites imposées</translation>
    </message>
    <message>
        <source>French Yams grid</source>
        <translation>Grille de Yams française</translation>
    </message>
    <message>
        <source>the French grid: descending, free and ascending columns, Plus and Minus</source>
        <translation>la grille française&#xa0;: colonnes descendante, libre et montante, Plus et Moins</translation>
    </message>
    <message>
        <source>Maxi Yatzy (six dice)</source>
        <translation>Maxi Yatzy (six dés)</translation>
    </message>
    <message>
        <source>the Scandinavian game with six dice: 20 boxes, villa and tower, saved rolls</source>
        <translation>le jeu scandinave à six dés&#xa0;: 20 cases, villa et tour, lancers gardés</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Print &amp;blank sheets…</source>
        <translation>Imprimer des feuilles &amp;vierges…</translation>
    </message>
    <message>
        <source>&amp;Print this game…</source>
        <translation>&amp;Imprimer cette partie…</translation>
    </message>
    <message>
        <source>&amp;Rules sheet…</source>
        <translation>Fiche de la &amp;règle…</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Impression</translation>
    </message>
    <message>
        <source>Prints empty score sheets for {rules}, {language}, to fill in with a pen in games played with real dice.</source>
        <translation>Imprime des feuilles de marque vierges pour {rules}, {language}, à remplir au stylo dans les parties jouées avec de vrais dés.</translation>
    </message>
    <message>
        <source>Print blank sheets</source>
        <translation>Imprimer des feuilles vierges</translation>
    </message>
    <message>
        <source>{rules}-sheets.pdf</source>
        <translation>{rules}-feuilles.pdf</translation>
    </message>
    <message>
        <source>Print this game</source>
        <translation>Imprimer cette partie</translation>
    </message>
    <message>
        <source>{rules}-game.pdf</source>
        <translation>{rules}-partie.pdf</translation>
    </message>
    <message>
        <source>Prints the score sheet as written so far, {language}: every box and total, on one A4 page.</source>
        <translation>Imprime la feuille de marque telle qu’elle est remplie, {language}&#xa0;: chaque case et chaque total, sur une page A4.</translation>
    </message>
    <message>
        <source>Prints the score sheet as written so far, {language}: every box and total, one column per game of the series, on one A4 page.</source>
        <translation>Imprime la feuille de marque telle qu’elle est remplie, {language}&#xa0;: chaque case et chaque total, une colonne par partie de la série, sur une page A4.</translation>
    </message>
    <message>
        <source>Prints the score sheets as written so far, {language}: every player&apos;s boxes and totals, the winners starred once the game is over.</source>
        <translation>Imprime les feuilles de marque telles qu’elles sont remplies, {language}&#xa0;: les cases et les totaux de chaque joueur, les gagnants marqués d’une étoile une fois la partie finie.</translation>
    </message>
    <message>
        <source>Prints the score sheets as written so far, {language}: one A4 sheet per player, the games of the series side by side as on the paper pad, the games won starred.</source>
        <translation>Imprime les feuilles de marque telles qu’elles sont remplies, {language}&#xa0;: une feuille A4 par joueur, les parties de la série côte à côte comme sur le bloc, les parties gagnées marquées d’une étoile.</translation>
    </message>
    <message>
        <source>Prints the score sheets as written so far, {language}: every game played on its own A4 page, with every player&apos;s boxes and totals and the winners starred.</source>
        <translation>Imprime les feuilles de marque telles qu’elles sont remplies, {language}&#xa0;: chaque partie jouée sur sa propre page A4, avec les cases et les totaux de chaque joueur et les gagnants marqués d’une étoile.</translation>
    </message>
    <message>
        <source>Tick “Chances page” to add a last page charting each player&apos;s chance of winning.</source>
        <translation>Cochez «&#xa0;Page des chances&#xa0;» pour ajouter une dernière page qui trace la chance de gagner de chaque joueur.</translation>
    </message>
    <message>
        <source>in French</source>
        <translation>en français</translation>
    </message>
    <message>
        <source>in English</source>
        <translation>en anglais</translation>
    </message>
    <message>
        <source>{rules}, with changed options</source>
        <translation>{rules}, options modifiées</translation>
    </message>
    <message>
        <source>One A4 page with the rules of the game being played, {rules}, {language}.</source>
        <translation>Une page A4 avec la règle de la partie en cours, {rules}, {language}.</translation>
    </message>
    <message>
        <source>One A4 page with the rules new games use, {rules}, {language}.</source>
        <translation>Une page A4 avec la règle des nouvelles parties, {rules}, {language}.</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>Fiche de la règle</translation>
    </message>
    <message>
        <source>{rules}-rules.pdf</source>
        <translation>{rules}-règles.pdf</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>sum of dice</source>
        <translation>somme des dés</translation>
    </message>
    <message>
        <source>sum of the {face}s</source>
        <translation>total des {face}</translation>
    </message>
    <message>
        <source>{count} × the face</source>
        <translation>{count} × la valeur</translation>
    </message>
    <message>
        <source>sum of the pair</source>
        <translation>total de la paire</translation>
    </message>
    <message>
        <source>sum of the pairs</source>
        <translation>total des paires</translation>
    </message>
    <message>
        <source>Any dice; only the {face}s count</source>
        <translation>Tous les dés&#x202f;; seuls les {face} comptent</translation>
    </message>
    <message>
        <source>At least {count} equal dice</source>
        <translation>Au moins {count} dés identiques</translation>
    </message>
    <message>
        <source>3 equal dice and 2 equal dice of another number</source>
        <translation>3 dés identiques et 2 dés identiques d’une autre valeur</translation>
    </message>
    <message>
        <source>{length} numbers in a row: {runs}</source>
        <translation>{length} valeurs qui se suivent&#xa0;: {runs}</translation>
    </message>
    <message>
        <source>Exactly {runs}</source>
        <translation>Exactement {runs}</translation>
    </message>
    <message>
        <source>{runs} among the dice</source>
        <translation>{runs} parmi les dés</translation>
    </message>
    <message>
        <source>{count} equal dice</source>
        <translation>{count} dés identiques</translation>
    </message>
    <message>
        <source>3 pairs of different numbers</source>
        <translation>3 paires de valeurs différentes</translation>
    </message>
    <message>
        <source>3 equal dice and 3 equal dice of another number</source>
        <translation>3 dés identiques et 3 dés identiques d’une autre valeur</translation>
    </message>
    <message>
        <source>4 equal dice and 2 equal dice of another number</source>
        <translation>4 dés identiques et 2 dés identiques d’une autre valeur</translation>
    </message>
    <message>
        <source>sum of all {count} dice</source>
        <translation>total des {count} dés</translation>
    </message>
    <message>
        <source>sum of those 5 dice</source>
        <translation>total de ces 5 dés</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Tous les dés</translation>
    </message>
    <message>
        <source>2 equal dice (the highest pair counts)</source>
        <translation>2 dés identiques (la plus haute paire compte)</translation>
    </message>
    <message>
        <source>2 pairs of different numbers</source>
        <translation>2 paires de valeurs différentes</translation>
    </message>
    <message>
        <source>Any dice; should beat Minus</source>
        <translation>Tous les dés&#x202f;; doit battre le Moins</translation>
    </message>
    <message>
        <source>Any dice; should stay below Plus</source>
        <translation>Tous les dés&#x202f;; doit rester sous le Plus</translation>
    </message>
    <message>
        <source>or</source>
        <translation>ou</translation>
    </message>
    <message>
        <source>sum of the {count} equal dice</source>
        <translation>total des {count} dés identiques</translation>
    </message>
    <message>
        <source>Bonus: {points} if {threshold} or more</source>
        <translation>Bonus&#xa0;: {points} à partir de {threshold}</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un tour pas à pas</translation>
    </message>
    <message>
        <source>First roll: {dice}. You keep the two 3s and roll the other three dice.</source>
        <translation>Premier lancer&#xa0;: {dice}. Vous gardez les deux 3 et relancez les trois autres dés.</translation>
    </message>
    <message>
        <source>Second roll: {rolled}. You now have {dice}: keep the three 3s, roll the last two.</source>
        <translation>Deuxième lancer&#xa0;: {rolled}. Vous avez {dice}&#xa0;: gardez les trois 3, relancez les deux derniers.</translation>
    </message>
    <message>
        <source>Third roll: {rolled}. You now have {dice}.</source>
        <translation>Troisième lancer&#xa0;: {rolled}. Vous avez {dice}.</translation>
    </message>
    <message>
        <source>Four 3s: {four} pays {points} ({how}), {threes} only {upper}. You write {points} in {four}.</source>
        <translation>Quatre 3&#xa0;: {four} rapporte {points} ({how}), {threes} seulement {upper}. Vous écrivez {points} dans la case {four}.</translation>
    </message>
    <message>
        <source>Four 3s: {four} pays {points} ({how}), and {threes} too. You write {points} in {four} and keep {threes} for later.</source>
        <translation>Quatre 3&#xa0;: {four} rapporte {points} ({how}), {threes} aussi. Vous écrivez {points} dans la case {four} et gardez {threes} pour plus tard.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partie {n}</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} sur {total}</translation>
    </message>
    <message>
        <source>{month} {day}, {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Series won by</source>
        <translation>Série gagnée par</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <source>{preset} (house rules)</source>
        <translation>{preset} (règle maison)</translation>
    </message>
    <message>
        <source>{what}: {value} (usually {usual})</source>
        <translation>{what}&#xa0;: {value} (d’habitude {usual})</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} from {threshold}</source>
        <translation>{points} à partir de {threshold}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>néant</translation>
    </message>
    <message>
        <source>{name} bonus</source>
        <translation>Prime {name}</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>imposé</translation>
    </message>
    <message>
        <source>free choice</source>
        <translation>au choix</translation>
    </message>
    <message>
        <source>Joker after a {name} scored 0</source>
        <translation>Joker après un {name} à 0</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Three and four of a kind</source>
        <translation>Brelan et carré</translation>
    </message>
    <message>
        <source>sum of the equal dice</source>
        <translation>somme des dés identiques</translation>
    </message>
    <message>
        <source>Upper section first</source>
        <translation>Partie haute d’abord</translation>
    </message>
    <message>
        <source>Unused rolls saved for later turns</source>
        <translation>Lancers non utilisés gardés pour les tours suivants</translation>
    </message>
    <message>
        <source>with {name}</source>
        <translation>avec {name}</translation>
    </message>
    <message>
        <source>without {name}</source>
        <translation>sans {name}</translation>
    </message>
    <message>
        <source>with the {name} column</source>
        <translation>avec la colonne {name}</translation>
    </message>
    <message>
        <source>without the {name} column</source>
        <translation>sans la colonne {name}</translation>
    </message>
    <message>
        <source>{preset}: the rules on one page</source>
        <translation>{preset}&#xa0;: la règle en une page</translation>
    </message>
    <message>
        <source>What differs from the usual rules</source>
        <translation>Ce qui change de la règle habituelle</translation>
    </message>
    <message>
        <source>What you need</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>A game has {turns} turns: each turn fills exactly one box.</source>
        <translation>Une partie compte {turns} tours&#xa0;: chaque tour remplit exactement une case.</translation>
    </message>
    <message>
        <source>A card has {columns} columns, so a game has {turns} turns: each turn fills exactly one box of one column.</source>
        <translation>Une grille a {columns} colonnes, donc une partie compte {turns} tours&#xa0;: chaque tour remplit exactement une case d’une colonne.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>You may stop after any roll.</source>
        <translation>Vous pouvez vous arrêter après n’importe quel lancer.</translation>
    </message>
    <message>
        <source>Write a score in one empty box: 0 if the dice do not meet its condition.</source>
        <translation>Inscrivez un score dans une case vide&#xa0;: 0 si les dés ne remplissent pas sa condition.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Les cases</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper subtotal of {threshold} or more</source>
        <translation>Sous-total du haut d’au moins {threshold}</translation>
    </message>
    <message>
        <source>Each extra {name} while the {name} box holds {points}</source>
        <translation>Chaque {name} de plus, si la case {name} contient {points}</translation>
    </message>
    <message>
        <source>Extra {name} and joker</source>
        <translation>{name} supplémentaire et joker</translation>
    </message>
    <message>
        <source>{Count} dice, a score sheet and a pencil. One player or more.</source>
        <translation>{Count} dés, une feuille de marque et un crayon. Un joueur ou plus.</translation>
    </message>
    <message>
        <source>Everyone rolls the {count} dice: the highest total starts (tied players roll again), then play goes clockwise.</source>
        <translation>Chacun lance les {count} dés&#xa0;: le plus gros total commence (en cas d’égalité, on relance), puis on joue dans le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>Roll all {count} dice.</source>
        <translation>Lancez les {count} dés.</translation>
    </message>
    <message>
        <source>Roll again up to twice: keep any dice and roll the others, or all {count}.</source>
        <translation>Relancez jusqu’à deux fois&#xa0;: gardez les dés que vous voulez et relancez les autres, ou les {count}.</translation>
    </message>
    <message>
        <source>Rolls you leave unused are saved: a later turn of yours may use them after its own three. Write them down beside your name.</source>
        <translation>Les lancers que vous n’utilisez pas sont gardés&#xa0;: un de vos tours suivants peut les jouer après ses trois lancers. Notez-les à côté de votre nom.</translation>
    </message>
    <message>
        <source>{Count} equal dice when the {name} box is already filled: +{bonus} if that box holds {points}, nothing if it holds 0.</source>
        <translation>{Count} dés identiques alors que la case {name} est déjà remplie&#xa0;: +{bonus} si elle contient {points}, rien si elle contient 0.</translation>
    </message>
    <message>
        <source>A second {name} earns no bonus.</source>
        <translation>Un deuxième {name} ne rapporte pas de prime.</translation>
    </message>
    <message>
        <source>Forced joker: the roll goes in the upper box of its number if it is open; otherwise in any open lower box, scored in full ({full}); otherwise in an open upper box, for 0.</source>
        <translation>Joker imposé&#xa0;: le lancer va dans la case du haut de sa valeur si elle est libre&#x202f;; sinon dans une case libre du bas, comptée en entier ({full})&#x202f;; sinon dans une case libre du haut, pour 0.</translation>
    </message>
    <message>
        <source>Free joker: the roll goes in any open box; it counts as a full house or a straight only once the upper box of its number is filled.</source>
        <translation>Joker libre&#xa0;: le lancer va dans la case libre de votre choix&#x202f;; il ne vaut full ou suite que si la case du haut de sa valeur est déjà remplie.</translation>
    </message>
    <message>
        <source>No joker: an extra {name} scores by the plain table.</source>
        <translation>Pas de joker&#xa0;: un {name} de plus se compte selon le tableau.</translation>
    </message>
    <message>
        <source>The joker applies even when the {name} box holds 0.</source>
        <translation>Le joker s’applique même si la case {name} contient 0.</translation>
    </message>
    <message>
        <source>A player with 0 in the {name} box gets neither bonus nor joker.</source>
        <translation>Un joueur qui a 0 dans la case {name} n’a ni prime ni joker.</translation>
    </message>
    <message>
        <source>the others the sum of the dice</source>
        <translation>les autres le total des dés</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>every score, bonuses included, counts ×{factor}</source>
        <translation>chaque score, bonus et primes compris, compte ×{factor}</translation>
    </message>
    <message>
        <source>every score counts as written</source>
        <translation>chaque score compte tel quel</translation>
    </message>
    <message>
        <source>fill the boxes from top to bottom</source>
        <translation>remplissez les cases de haut en bas</translation>
    </message>
    <message>
        <source>fill the boxes from bottom to top</source>
        <translation>remplissez les cases de bas en haut</translation>
    </message>
    <message>
        <source>fill the boxes in any order</source>
        <translation>remplissez les cases dans l’ordre de votre choix</translation>
    </message>
    <message>
        <source>fill the boxes in any order, only with the dice of the first roll of a turn</source>
        <translation>remplissez les cases dans l’ordre de votre choix, seulement avec les dés du premier lancer du tour</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}&#x202f;; {second}</translation>
    </message>
    <message>
        <source>{column}: {rule}.</source>
        <translation>{column}&#xa0;: {rule}.</translation>
    </message>
    <message>
        <source>When the only open boxes of your card are in the {dry} column, your turn has a single roll: its dice go in one of those boxes.</source>
        <translation>Quand il ne vous reste que des cases de la colonne {dry}, votre tour n’a qu’un lancer&#xa0;: ses dés vont dans l’une de ces cases.</translation>
    </message>
    <message>
        <source>The bonus and the joker follow the {name} box of the column the roll goes into: the bonus is paid (×factor) if that column’s {name} box holds {points}, and the joker order applies within that column.</source>
        <translation>La prime et le joker suivent la case {name} de la colonne où va le lancer&#xa0;: la prime est payée (×facteur) si la case {name} de cette colonne contient {points}, et l’ordre du joker s’applique dans cette colonne.</translation>
    </message>
    <message>
        <source>Each column has its own upper bonus and its own totals.</source>
        <translation>Chaque colonne a son propre bonus et ses propres totaux.</translation>
    </message>
    <message>
        <source>Good to know</source>
        <translation>Bon à savoir</translation>
    </message>
    <message>
        <source>Plus and Minus: when both are filled and Plus is not higher than Minus, both count 0.</source>
        <translation>Plus et Moins&#xa0;: quand les deux sont remplis et que le Plus n’est pas supérieur au Moins, les deux valent 0.</translation>
    </message>
    <message>
        <source>The lower section opens only when the upper section is full.</source>
        <translation>Le bas de la grille ne s’ouvre que lorsque le haut est rempli.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends when every box is filled. Add the sections and the bonuses: the highest total wins.</source>
        <translation>La partie s’arrête quand toutes les cases sont remplies. Additionnez les sections, le bonus et les primes&#xa0;: le plus gros total gagne.</translation>
    </message>
    <message>
        <source>The game ends when every box is filled. Add the sections and the bonus: the highest total wins.</source>
        <translation>La partie s’arrête quand toutes les cases sont remplies. Additionnez les sections et le bonus&#xa0;: le plus gros total gagne.</translation>
    </message>
    <message>
        <source>The game ends when every box is filled. Add the sections and their bonuses: the highest total wins.</source>
        <translation>La partie s’arrête quand toutes les cases sont remplies. Additionnez les sections et leurs bonus&#xa0;: le plus gros total gagne.</translation>
    </message>
    <message>
        <source>The game ends when every box is filled. Add the sections: the highest total wins.</source>
        <translation>La partie s’arrête quand toutes les cases sont remplies. Additionnez les sections&#xa0;: le plus gros total gagne.</translation>
    </message>
    <message>
        <source>Ties are not broken: tied players share the win.</source>
        <translation>Pas de départage&#xa0;: les joueurs à égalité gagnent ensemble.</translation>
    </message>
    <message>
        <source>A series has up to six games: the highest total of all the games wins.</source>
        <translation>Une série compte jusqu’à six parties&#xa0;: le plus gros total de toutes les parties gagne.</translation>
    </message>
    <message>
        <source>Printed by Yahtzee Desktop. The score sheet has a box for every rule above.</source>
        <translation>Imprimé par Yahtzee Desktop. La feuille de marque a une case pour chaque règle ci-dessus.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Upper subtotal</source>
        <translation>Sous-total du haut</translation>
    </message>
    <message>
        <source>{points} if ≥ {threshold}</source>
        <translation>{points} si ≥ {threshold}</translation>
    </message>
    <message>
        <source>Ahead/behind {par}</source>
        <translation>Avance/retard {par}</translation>
    </message>
    <message>
        <source>{count} of each</source>
        <translation>{count} par face</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Total du haut</translation>
    </message>
    <message>
        <source>✓ = {points}</source>
        <translation>✓ = {points}</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total du bas</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total de la colonne</translation>
    </message>
    <message>
        <source>Column × factor</source>
        <translation>Colonne × facteur</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message>
        <source>Total of the {n} games</source>
        <translation>Total des {n} parties</translation>
    </message>
    <message>
        <source>Total of the six games</source>
        <translation>Total des six parties</translation>
    </message>
    <message>
        <source>Score {points} per ✓</source>
        <translation>{points} points par ✓</translation>
    </message>
    <message>
        <source>Upper total (carried)</source>
        <translation>Report du total du haut</translation>
    </message>
    <message>
        <source>Series total</source>
        <translation>Total de la série</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}&#xa0;:</translation>
    </message>
    <message>
        <source>Full names</source>
        <translation>Noms complets</translation>
    </message>
    <message>
        <source>Struck-through Plus and Minus: Plus not higher than Minus, both count 0</source>
        <translation>Plus et Moins barrés&#xa0;: le Plus n’est pas supérieur au Moins, les deux valent 0</translation>
    </message>
    <message>
        <source>Desc.</source>
        <translation>Desc.</translation>
    </message>
    <message>
        <source>Asc.</source>
        <translation>Mont.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Dry</source>
        <translation>Sèche</translation>
    </message>
    <message>
        <source>★ winner</source>
        <translation>★ gagnant</translation>
    </message>
    <message>
        <source>House rules: {changes}</source>
        <translation>Règle maison&#xa0;: {changes}</translation>
    </message>
    <message>
        <source>{name} bonus: {points} per extra {name}</source>
        <translation>Prime {name}&#xa0;: {points} par {name} de plus</translation>
    </message>
    <message>
        <source>joker: forced</source>
        <translation>joker imposé</translation>
    </message>
    <message>
        <source>joker: free choice</source>
        <translation>joker libre</translation>
    </message>
    <message>
        <source>upper section first</source>
        <translation>le haut d’abord</translation>
    </message>
    <message>
        <source>↓ top to bottom</source>
        <translation>↓ de haut en bas</translation>
    </message>
    <message>
        <source>↑ bottom to top</source>
        <translation>↑ de bas en haut</translation>
    </message>
    <message>
        <source>{dry}: dice of the first roll only</source>
        <translation>{dry}&#xa0;: dés du premier lancer seulement</translation>
    </message>
    <message>
        <source>Plus and Minus count 0 unless Plus is higher than Minus</source>
        <translation>Plus et Moins valent 0 si le Plus n’est pas supérieur au Moins</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>How the chances of winning moved, turn by turn</source>
        <translation>Comment les chances de gagner ont évolué, tour par tour</translation>
    </message>
    <message>
        <source>How the chances of winning the series moved</source>
        <translation>Comment les chances de gagner la série ont évolué</translation>
    </message>
    <message>
        <source>Each line is a player’s chance of winning after every box.</source>
        <translation>Chaque ligne est la chance de gagner d’un joueur après chaque case.</translation>
    </message>
    <message>
        <source>Chances follow how each player plays: computers at their level, people as they have played so far.</source>
        <translation>Les chances suivent le jeu de chacun&#xa0;: les ordinateurs à leur niveau, les personnes comme elles ont joué jusqu’ici.</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n}&#x202f;%</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
    </message>
    <message>
        <source>Game {game}, turn {turn}</source>
        <translation>Partie {game}, tour {turn}</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box}</source>
        <translation>{name} marque {points} en {box}</translation>
    </message>
    <message>
        <source>{name} crosses out {box}</source>
        <translation>{name} barre {box}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box} and a {kind} bonus of {bonus}</source>
        <translation>{name} marque {points} en {box} et une prime {kind} de {bonus}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box} and the upper bonus of {bonus}</source>
        <translation>{name} marque {points} en {box} et le bonus du haut de {bonus}</translation>
    </message>
    <message>
        <source>{name} scores {points} in {box}, a {kind} bonus of {bonus} and the upper bonus of {upper}</source>
        <translation>{name} marque {points} en {box}, une prime {kind} de {bonus} et le bonus du haut de {upper}</translation>
    </message>
    <message>
        <source>{name} crosses out {box} and earns a {kind} bonus of {bonus}</source>
        <translation>{name} barre {box} mais gagne une prime {kind} de {bonus}</translation>
    </message>
    <message>
        <source>{when} — {what}: {before} → {after}</source>
        <translation>{when} — {what}&#xa0;: {before} → {after}</translation>
    </message>
    <message>
        <source>The moments that moved it most</source>
        <translation>Les moments qui ont le plus compté</translation>
    </message>
    <message>
        <source>No single box moved anyone’s chance much.</source>
        <translation>Aucune case n’a beaucoup changé les chances de quiconque.</translation>
    </message>
    <message>
        <source>No box scored yet.</source>
        <translation>Aucune case marquée pour l’instant.</translation>
    </message>
    <message>
        <source>Score sheets and rules for dice games</source>
        <translation>Feuilles de marque et règles de jeux de dés</translation>
    </message>
    <message>
        <source>Pairs, a full house, a villa and a tower are made of different numbers: four 5s are not two pairs, but four 5s and two 2s are (5-5-2-2: 14).</source>
        <translation>Les paires, le full, la villa et la tour se font avec des nombres différents&#xa0;: quatre 5 ne sont pas deux paires, mais quatre 5 et deux 2 le sont (5-5-2-2&#xa0;: 14).</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Perfect</source>
        <translation>parfait</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>excellent</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>The coach could not be prepared: {problem}</source>
        <translation>Le coach n’a pas pu être préparé&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The best choice</source>
        <translation>Le meilleur choix</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partie&#xa0;:</translation>
    </message>
    <message>
        <source>About how many points each choice cost you, on average: the dice could have fallen otherwise. Point at a figure to see the exact one.</source>
        <translation>Environ combien de points chaque choix vous a coûté, en moyenne&#xa0;: les dés auraient pu tomber autrement. Survolez un nombre pour voir le chiffre exact.</translation>
    </message>
    <message>
        <source>Your choices and the best ones</source>
        <translation>Vos choix et les meilleurs</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partie {n}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Not bad</source>
        <translation>pas mal</translation>
    </message>
    <message>
        <source>Keep trying</source>
        <translation>encore un effort</translation>
    </message>
    <message>
        <source>No player’s choice to review here.</source>
        <translation>Aucun choix de joueur à revoir ici.</translation>
    </message>
    <message>
        <source>You made 1 choice.</source>
        <translation>Vous avez fait 1 choix.</translation>
    </message>
    <message>
        <source>You made {count} choices.</source>
        <translation>Vous avez fait {count} choix.</translation>
    </message>
    <message>
        <source>You always made the best choice, or very nearly.</source>
        <translation>Vous avez toujours fait le meilleur choix, ou presque.</translation>
    </message>
    <message>
        <source>Compared with the best choices, you lost about 1 point on average.</source>
        <translation>Par rapport aux meilleurs choix, vous avez perdu environ 1 point en moyenne.</translation>
    </message>
    <message>
        <source>Compared with the best choices, you lost about {points} points on average.</source>
        <translation>Par rapport aux meilleurs choix, vous avez perdu environ {points} points en moyenne.</translation>
    </message>
    <message>
        <source>How you played: {rating}.</source>
        <translation>Votre partie&#xa0;: {rating}.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Rolls left</source>
        <translation>Lancers restants</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Meilleur choix</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <source>Preparing the coach… %p%</source>
        <translation>Préparation du coach… %p %</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analyse de la partie en cours…</translation>
    </message>
</context>
<context>
    <name>RollOffDialog</name>
    <message>
        <source>Who starts game {n}?</source>
        <translation>Qui commence la partie {n}&#x202f;?</translation>
    </message>
    <message>
        <source>Each player rolls one die; the highest starts.</source>
        <translation>Chaque joueur lance un dé&#x202f;; le plus haut commence.</translation>
    </message>
    <message>
        <source>Each player rolls the {n} dice; the highest total starts.</source>
        <translation>Chaque joueur lance les {n}&#xa0;dés&#x202f;; le plus haut total commence.</translation>
    </message>
    <message>
        <source>Tied players roll again. Type each total, then Decide.</source>
        <translation>Les ex æquo relancent. Tapez chaque total, puis Décider.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>{name} starts.</source>
        <translation>{name} commence.</translation>
    </message>
    <message>
        <source>Tie between {names}: they roll again.</source>
        <translation>Égalité entre {names}&#xa0;: ils relancent.</translation>
    </message>
    <message>
        <source>&amp;Decide</source>
        <translation>&amp;Décider</translation>
    </message>
    <message>
        <source>Record the starter</source>
        <translation>Noter qui commence</translation>
    </message>
    <message>
        <source>Skip ({name} starts)</source>
        <translation>Passer ({name} commence)</translation>
    </message>
</context>
<context>
    <name>RollOffWidget</name>
    <message>
        <source>{name} (again)</source>
        <translation>{name} (relance)</translation>
    </message>
    <message>
        <source>Who starts? {name} rolled highest and starts.</source>
        <translation>Qui commence&#x202f;? {name} a fait le plus haut et commence.</translation>
    </message>
    <message>
        <source>{name}: {dice} = {total}</source>
        <translation>{name}&#xa0;: {dice} = {total}</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Who starts?</source>
        <translation>Qui commence&#x202f;?</translation>
    </message>
</context>
<context>
    <name>RuleSettingsDialog</name>
    <message>
        <source>Official rules</source>
        <translation>Règle officielle</translation>
    </message>
    <message>
        <source>Changed from the official rules</source>
        <translation>Modifiée par rapport à la règle officielle</translation>
    </message>
    <message>
        <source>&amp;Extra {yahtzee}:</source>
        <translation>&amp;Joker ({yahtzee} supplémentaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Joker rule for an extra {yahtzee}</source>
        <translation>Règle du joker pour un {yahtzee} supplémentaire</translation>
    </message>
    <message>
        <source>A &amp;zeroed {yahtzee} box still gives the joker</source>
        <translation>Un {yahtzee} &amp;barré donne quand même le joker</translation>
    </message>
    <message>
        <source>Unticked: a player who scored 0 in the {yahtzee} box places extra {yahtzee}s without the joker.</source>
        <translation>Décoché&#xa0;: un joueur qui a barré la case {yahtzee} (0) place ses {yahtzee} suivants sans joker.</translation>
    </message>
    <message>
        <source>Bonus per e&amp;xtra {yahtzee}:</source>
        <translation>Prime par {yahtzee} suppléme&amp;ntaire&#xa0;:</translation>
    </message>
    <message>
        <source>Bonus for each extra {yahtzee}</source>
        <translation>Prime pour chaque {yahtzee} supplémentaire</translation>
    </message>
    <message>
        <source>Added for each extra {yahtzee} while the {yahtzee} box holds its points (0: none).</source>
        <translation>Ajoutée pour chaque {yahtzee} supplémentaire tant que la case {yahtzee} garde ses points (0&#xa0;: aucune).</translation>
    </message>
    <message>
        <source>Rule settings</source>
        <translation>Réglages de la règle</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>How the game plays</source>
        <translation>Déroulement du jeu</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Forced joker (official)</source>
        <translation>Joker obligatoire (officiel)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Joker libre</translation>
    </message>
    <message>
        <source>No joker</source>
        <translation>Pas de joker</translation>
    </message>
    <message>
        <source>Three and four of a &amp;kind count:</source>
        <translation>Brelan et carré co&amp;mptent&#xa0;:</translation>
    </message>
    <message>
        <source>What three and four of a kind count</source>
        <translation>Ce que comptent le brelan et le carré</translation>
    </message>
    <message>
        <source>Only the matching dice</source>
        <translation>Seulement les dés identiques</translation>
    </message>
    <message>
        <source>&amp;Chance box</source>
        <translation>&amp;Case Chance</translation>
    </message>
    <message>
        <source>Chance box</source>
        <translation>Case Chance</translation>
    </message>
    <message>
        <source>&amp;Dry column (French Yams grid only)</source>
        <translation>Colonne &amp;sèche (grille de Yams seulement)</translation>
    </message>
    <message>
        <source>Dry column</source>
        <translation>Colonne sèche</translation>
    </message>
    <message>
        <source>A fourth column whose boxes take only the dice of the first roll of a turn.</source>
        <translation>Une quatrième colonne dont les cases ne prennent que les dés du premier lancer du tour.</translation>
    </message>
    <message>
        <source>&amp;Upper section first</source>
        <translation>Partie &amp;haute d’abord</translation>
    </message>
    <message>
        <source>Upper section first</source>
        <translation>Partie haute d’abord</translation>
    </message>
    <message>
        <source>The lower boxes of a column open only once its upper boxes are all filled.</source>
        <translation>Les cases basses d’une colonne ne s’ouvrent qu’une fois toutes ses cases hautes remplies.</translation>
    </message>
    <message>
        <source>&amp;Saved rolls</source>
        <translation>&amp;Lancers mis en réserve</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Lancers mis en réserve</translation>
    </message>
    <message>
        <source>Rolls a turn leaves unused are kept for the player&apos;s later turns (Maxi Yatzy).</source>
        <translation>Les lancers qu’un tour n’utilise pas sont gardés pour les tours suivants du joueur (Maxi Yatzy).</translation>
    </message>
    <message>
        <source>Upper bonus &amp;threshold:</source>
        <translation>Se&amp;uil du bonus&#xa0;:</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Seuil du bonus de la partie haute</translation>
    </message>
    <message>
        <source>Upper &amp;bonus:</source>
        <translation>Bonus de la &amp;partie haute&#xa0;:</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Points du bonus de la partie haute</translation>
    </message>
    <message>
        <source>Earned when the upper subtotal of a column reaches the threshold (0: none).</source>
        <translation>Gagné quand le total de la partie haute d’une colonne atteint le seuil (0&#xa0;: aucun).</translation>
    </message>
    <message>
        <source>Five of a kind when the {yahtzee} box is filled must go in its upper box (five 4s: Fours, 20); if that is filled, in any lower box scored in full (full house 25); else in an upper box for 0.</source>
        <translation>Cinq dés identiques, une fois la case {yahtzee} remplie, vont obligatoirement dans la case haute de leur face (cinq 4&#xa0;: Quatre, 20)&#x202f;; si elle est prise, dans une case basse comptée en entier (Full 25)&#x202f;; sinon dans une case haute pour 0.</translation>
    </message>
    <message>
        <source>Five of a kind when the {yahtzee} box is filled may go in any open box; it counts as a full house or a straight only once its upper box is filled.</source>
        <translation>Cinq dés identiques, une fois la case {yahtzee} remplie, vont dans la case libre de votre choix&#x202f;; ils ne comptent comme Full ou suite que si leur case haute est déjà remplie.</translation>
    </message>
    <message>
        <source>An extra {yahtzee} scores by the plain table: five 4s are worth 0 as a full house.</source>
        <translation>Un {yahtzee} supplémentaire compte selon la table normale&#xa0;: cinq 4 valent 0 en Full.</translation>
    </message>
    <message>
        <source>Points a box scores when its dice meet its condition.</source>
        <translation>Points d’une case quand les dés remplissent sa condition.</translation>
    </message>
    <message>
        <source>All the dice</source>
        <translation>Tous les dés</translation>
    </message>
    <message>
        <source>A box that takes the sum of all the dice.</source>
        <translation>Une case qui reçoit la somme de tous les dés.</translation>
    </message>
    <message>
        <source>Restore &amp;official rules</source>
        <translation>Rétablir la règle &amp;officielle</translation>
    </message>
    <message>
        <source>Restore official rules</source>
        <translation>Rétablir la règle officielle</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Boutons de la fenêtre</translation>
    </message>
    <message>
        <source>%s:</source>
        <translation>%s&#xa0;:</translation>
    </message>
    <message>
        <source>Points for %s</source>
        <translation>Points de la case %s</translation>
    </message>
    <message>
        <source>French reading: 5-5-5-3-1 scores 15 as three of a kind.</source>
        <translation>Lecture française&#xa0;: 5-5-5-3-1 vaut 15 en brelan.</translation>
    </message>
    <message>
        <source>5-5-5-3-1 scores 19 as three of a kind.</source>
        <translation>5-5-5-3-1 vaut 19 en brelan.</translation>
    </message>
    <message>
        <source>{boxes} boxes; bonus {bonus} at {threshold}; {extra} for each extra Yahtzee; forced joker.</source>
        <translation>{boxes} cases&#x202f;; bonus de {bonus} à {threshold}&#x202f;; {extra} par Yahtzee supplémentaire&#x202f;; joker obligatoire.</translation>
    </message>
    <message>
        <source>Three columns worth {multipliers} and {last}; each turn fills a box in any column.</source>
        <translation>Trois colonnes qui valent {multipliers} et {last}&#x202f;; chaque tour remplit une case dans la colonne de son choix.</translation>
    </message>
    <message>
        <source>{boxes} boxes; no three of a kind; full house scores the dice; no joker.</source>
        <translation>{boxes} cases&#x202f;; pas de brelan&#x202f;; le Full compte la somme des dés&#x202f;; pas de joker.</translation>
    </message>
    <message>
        <source>{boxes} boxes with one and two pairs; straights 1-5 and 2-6; bonus {bonus} at {threshold}.</source>
        <translation>{boxes} cases avec paire et double paire&#x202f;; suites 1-5 et 2-6&#x202f;; bonus de {bonus} à {threshold}.</translation>
    </message>
    <message>
        <source>Columns filled downwards, freely and upwards; Plus and Minus; no Yams bonus.</source>
        <translation>Colonnes descendante, libre et montante&#x202f;; Plus et Moins&#x202f;; pas de prime Yams.</translation>
    </message>
    <message>
        <source>{dice} dice, {boxes} boxes with three pairs, villa and tower; bonus {bonus} at {threshold}; rolls a turn leaves unused can be saved for later turns.</source>
        <translation>{dice} dés, {boxes} cases avec trois paires, villa et tour&#x202f;; prime de {bonus} à {threshold}&#x202f;; les lancers qu’un tour n’utilise pas peuvent être gardés pour les tours suivants.</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Preparing the rules…</source>
        <translation>Préparation de la règle…</translation>
    </message>
    <message>
        <source>The rules could not be shown: {error}</source>
        <translation>La règle n’a pas pu être affichée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règle du jeu</translation>
    </message>
    <message>
        <source>The rules, one page</source>
        <translation>La règle, sur une page</translation>
    </message>
</context>
<context>
    <name>ScoreEntryDialog</name>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} à {high}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <source>No box can be written here now.</source>
        <translation>Aucune case ne peut être remplie ici maintenant.</translation>
    </message>
    <message>
        <source>No box is written on this card yet.</source>
        <translation>Aucune case n’est encore remplie sur cette feuille.</translation>
    </message>
    <message>
        <source>{box} takes {values}.</source>
        <translation>{box} accepte {values}.</translation>
    </message>
    <message>
        <source>Choose a box.</source>
        <translation>Choisissez une case.</translation>
    </message>
    <message>
        <source>Type the points written in the box.</source>
        <translation>Tapez les points inscrits dans la case.</translation>
    </message>
    <message>
        <source>{points} is not a score for {box}.</source>
        <translation>{points} n’est pas un score possible pour {box}.</translation>
    </message>
    <message>
        <source>The game changed meanwhile: open this window again.</source>
        <translation>La partie a changé entre-temps&#xa0;: rouvrez cette fenêtre.</translation>
    </message>
    <message>
        <source>The rules do not allow this entry. {reason}</source>
        <translation>Les règles ne permettent pas cette saisie. {reason}</translation>
    </message>
    <message>
        <source>Write a score</source>
        <translation>Inscrire un score</translation>
    </message>
    <message>
        <source>Write the points {name} scored this turn, as on a paper sheet.</source>
        <translation>Inscrivez les points marqués par {name} à ce tour, comme sur une feuille papier.</translation>
    </message>
    <message>
        <source>Correct a score</source>
        <translation>Corriger un score</translation>
    </message>
    <message>
        <source>Change a box already written; totals and bonuses are worked out again.</source>
        <translation>Modifiez une case déjà remplie&#x202f;; totaux et primes sont recalculés.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partie {n}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partie&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>&amp;Colonne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Box:</source>
        <translation>Ca&amp;se&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;oints&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Yahtzee bonuses:</source>
        <translation>Primes &amp;Yahtzee&#xa0;:</translation>
    </message>
    <message>
        <source>This turn earns a &amp;Yahtzee bonus (+{points})</source>
        <translation>Ce tour gagne une prime &amp;Yahtzee (+{points})</translation>
    </message>
    <message>
        <source>Tick when an extra Yahtzee was rolled and the Yahtzee box holds its points.</source>
        <translation>Cochez quand un Yahtzee de plus a été lancé et que la case Yahtzee a ses points.</translation>
    </message>
    <message>
        <source>Extra Yahtzees that earned the bonus in this column</source>
        <translation>Yahtzee supplémentaires ayant gagné la prime dans cette colonne</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Upper subtotal</source>
        <translation>Total partie haute</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Prime Yahtzee</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total partie basse</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>There is no such box on this card.</source>
        <translation>Cette case n’existe pas sur cette feuille.</translation>
    </message>
    <message>
        <source>This box is already filled.</source>
        <translation>Cette case est déjà remplie.</translation>
    </message>
    <message>
        <source>The dry column takes only the dice of the first roll.</source>
        <translation>La colonne sèche ne prend que les dés du premier lancer.</translation>
    </message>
    <message>
        <source>The lower section opens when the upper section is full.</source>
        <translation>La partie basse s’ouvre quand la partie haute est pleine.</translation>
    </message>
    <message>
        <source>This column is filled from top to bottom.</source>
        <translation>Cette colonne se remplit de haut en bas.</translation>
    </message>
    <message>
        <source>This column is filled from bottom to top.</source>
        <translation>Cette colonne se remplit de bas en haut.</translation>
    </message>
    <message>
        <source>An extra Yahtzee must go in the upper box of its face (joker rule).</source>
        <translation>Un Yahtzee supplémentaire va obligatoirement dans la case haute de sa face (règle du joker).</translation>
    </message>
    <message>
        <source>An extra Yahtzee must go in an open lower box first (joker rule).</source>
        <translation>Un Yahtzee supplémentaire va d’abord dans une case basse libre (règle du joker).</translation>
    </message>
    <message>
        <source>Plus and Minus: the sum of the five dice. Plus must be higher than Minus, otherwise both count 0.</source>
        <translation>Plus et Moins&#xa0;: la somme des cinq dés. Le Plus doit dépasser le Moins, sinon les deux comptent 0.</translation>
    </message>
    <message>
        <source>{row}: {points}</source>
        <translation>{row}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Score {points} in {box}</source>
        <translation>Marquer {points} en {box}</translation>
    </message>
    <message>
        <source>The joker rule sends these dice here.</source>
        <translation>La règle du joker impose cette case.</translation>
    </message>
    <message>
        <source>This column counts {times} times: {points} points</source>
        <translation>Cette colonne compte {times} fois&#xa0;: {points} points</translation>
    </message>
    <message>
        <source>{missing} more points in the upper section earn the bonus of {bonus}</source>
        <translation>Encore {missing} points en haut pour le bonus de {bonus}</translation>
    </message>
    <message>
        <source>Bonus earned</source>
        <translation>Bonus gagné</translation>
    </message>
    <message>
        <source>{count} extra Yahtzee bonuses: {points} points</source>
        <translation>{count} primes Yahtzee&#xa0;: {points} points</translation>
    </message>
    <message>
        <source>Plus is not above Minus: both count 0</source>
        <translation>Le Plus ne dépasse pas le Moins&#xa0;: les deux comptent 0</translation>
    </message>
    <message>
        <source>{raw} points in this column, counted {times} times: {total}</source>
        <translation>{raw} points dans cette colonne, comptés {times} fois&#xa0;: {total}</translation>
    </message>
    <message>
        <source>Cumulative total of the series</source>
        <translation>Total cumulé de la série</translation>
    </message>
    <message>
        <source>Total of the card</source>
        <translation>Total de la feuille</translation>
    </message>
    <message>
        <source>The coach would score here.</source>
        <translation>Le coach marquerait ici.</translation>
    </message>
    <message>
        <source>{row}: {points} possible</source>
        <translation>{row}&#xa0;: {points} possible</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>imposé</translation>
    </message>
    <message>
        <source>The total of this column counts {times} times.</source>
        <translation>Le total de cette colonne compte {times} fois.</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Ahead/behind {par}</source>
        <translation>Avance/retard {par}</translation>
    </message>
    <message>
        <source>How far ahead of or behind the {par} points of the bonus you are: {par} is three dice of each face, so two sixes put you 6 behind.</source>
        <translation>Votre avance ou votre retard sur les {par} points que demande le bonus&#xa0;: {par}, c’est trois dés de chaque face, donc deux six vous mettent 6 points en retard.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partie {n}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{rules}, custom rules</source>
        <translation>{rules}, règle personnalisée</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>The history cannot be used: {problem}</source>
        <translation>L’historique est inutilisable&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{games} games, from {first} to {last} points; latest {latest}.</source>
        <translation>{games} parties, de {first} à {last} points&#x202f;; dernière&#xa0;: {latest}.</translation>
    </message>
    <message>
        <source>{low} to {high}: {count}</source>
        <translation>{low} à {high}&#xa0;: {count}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>1 game in the history</source>
        <translation>1 partie dans l’historique</translation>
    </message>
    <message>
        <source>{count} games in the history</source>
        <translation>{count} parties dans l’historique</translation>
    </message>
    <message>
        <source>Delete a player&apos;s history</source>
        <translation>Effacer l’historique d’un joueur</translation>
    </message>
    <message>
        <source>Delete every game card of {name} from the history, under all rule sets?
Other players&apos; cards of those games are kept. This cannot be undone.</source>
        <translation>Effacer de l’historique toutes les feuilles de {name}, pour toutes les règles&#x202f;?
Les feuilles des autres joueurs de ces parties sont gardées. C’est définitif.</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Effacer une partie</translation>
    </message>
    <message>
        <source>Delete this game from the history?
{game}</source>
        <translation>Effacer cette partie de l’historique&#x202f;?
{game}</translation>
    </message>
    <message>
        <source>CSV for French spreadsheets, separated by semicolons (*.csv)</source>
        <translation>CSV pour tableur en français, séparé par des points-virgules (*.csv)</translation>
    </message>
    <message>
        <source>CSV for English spreadsheets, separated by commas (*.csv)</source>
        <translation>CSV pour tableur en anglais, séparé par des virgules (*.csv)</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exporter l’historique</translation>
    </message>
    <message>
        <source>the folder cannot be written.</source>
        <translation>le dossier n’est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>The history could not be exported to {file}: {problem}</source>
        <translation>L’historique n’a pas pu être exporté dans {file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>1 row exported to {file}</source>
        <translation>1 ligne exportée dans {file}</translation>
    </message>
    <message>
        <source>{count} rows exported to {file}</source>
        <translation>{count} lignes exportées dans {file}</translation>
    </message>
    <message>
        <source>Statistics and high scores</source>
        <translation>Statistiques et meilleurs scores</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règle&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;computer players</source>
        <translation>Montrer les joueurs &amp;ordinateur</translation>
    </message>
    <message>
        <source>High scores and players show people only unless this is ticked</source>
        <translation>Meilleurs scores et joueurs ne montrent que les personnes, sauf si cette case est cochée</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Latest games</source>
        <translation>Dernières parties</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>En solo</translation>
    </message>
    <message>
        <source>With other players</source>
        <translation>Avec d’autres joueurs</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>No solo game yet</source>
        <translation>Pas encore de partie en solo</translation>
    </message>
    <message>
        <source>No game with other players yet</source>
        <translation>Pas encore de partie à plusieurs</translation>
    </message>
    <message>
        <source>Real</source>
        <comment>dice rolled on the table</comment>
        <translation>Réels</translation>
    </message>
    <message>
        <source>Real dice, their faces entered by hand</source>
        <translation>Dés réels, faces saisies à la main</translation>
    </message>
    <message>
        <source>App</source>
        <comment>dice rolled by the app</comment>
        <translation>Appli</translation>
    </message>
    <message>
        <source>Dice rolled by the app</source>
        <translation>Dés lancés par l’application</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Players and points</source>
        <translation>Joueurs et points</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>App: dice rolled by the app. Real: real dice, their faces entered by hand.</source>
        <translation>Appli&#xa0;: dés lancés par l’application. Réels&#xa0;: dés réels, faces saisies à la main.</translation>
    </message>
    <message>
        <source>{box} per game:</source>
        <translation>{box} par partie&#xa0;:</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Victoires&#xa0;:</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Moyenne&#xa0;:</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Meilleur&#xa0;:</translation>
    </message>
    <message>
        <source>Worst:</source>
        <translation>Moins bon&#xa0;:</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bonus du haut&#xa0;:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Totals over time (line: average of the last 10)</source>
        <translation>Totaux au fil du temps (ligne&#xa0;: moyenne des 10 dernières)</translation>
    </message>
    <message>
        <source>Distribution of totals</source>
        <translation>Répartition des totaux</translation>
    </message>
    <message>
        <source>Totals over time</source>
        <translation>Totaux au fil du temps</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Pas encore de partie</translation>
    </message>
    <message>
        <source>&amp;Delete this player&apos;s history…</source>
        <translation>&amp;Effacer l’historique de ce joueur…</translation>
    </message>
    <message>
        <source>Delete the &amp;game…</source>
        <translation>Effacer la &amp;partie…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Space: roll the dice</source>
        <translation>Espace&#xa0;: lancer les dés</translation>
    </message>
    <message>
        <source>1–{last} or a click on a die: keep it</source>
        <translation>1–{last} ou un clic sur un dé&#xa0;: le garder</translation>
    </message>
    <message>
        <source>Space: roll again</source>
        <translation>Espace&#xa0;: relancer</translation>
    </message>
    <message>
        <source>Enter or a click on the sheet: score</source>
        <translation>Entrée ou un clic sur la feuille&#xa0;: marquer</translation>
    </message>
    <message>
        <source>Enter or a click on the sheet: score the marked box</source>
        <translation>Entrée ou un clic sur la feuille&#xa0;: marquer dans la case indiquée</translation>
    </message>
    <message>
        <source>H: a hint</source>
        <translation>H&#xa0;: un conseil</translation>
    </message>
    <message>
        <source>Type the faces, e.g. {faces} (on the sheet too)</source>
        <translation>Tapez les faces, par ex. {faces} (aussi sur la feuille)</translation>
    </message>
    <message>
        <source>Enter: score them in the marked box</source>
        <translation>Entrée&#xa0;: les marquer dans la case indiquée</translation>
    </message>
    <message>
        <source>{key}: new game</source>
        <translation>{key}&#xa0;: nouvelle partie</translation>
    </message>
    <message>
        <source>R: review the game with the coach</source>
        <translation>R&#xa0;: revoir la partie avec le coach</translation>
    </message>
    <message>
        <source>{name} is playing — F: faster</source>
        <translation>{name} joue — F&#xa0;: plus vite</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>{box} ({column})</source>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{name} scored {points} in {box}</source>
        <translation>{name} a marqué {points} en {box}</translation>
    </message>
    <message>
        <source>+ Yahtzee bonus {points}</source>
        <translation>+ prime Yahtzee {points}</translation>
    </message>
    <message>
        <source>(joker)</source>
        <translation>(joker)</translation>
    </message>
    <message>
        <source>Game {n} is over</source>
        <translation>Fin de la partie {n}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>tour suivant</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>à {name} de jouer</translation>
    </message>
    <message>
        <source>{what} · {then}</source>
        <translation>{what} · {then}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Reading the unfinished games…</source>
        <translation>Lecture des parties inachevées…</translation>
    </message>
    <message>
        <source>Games kept until you delete them: resume one, or delete it.</source>
        <translation>Parties conservées jusqu’à ce que vous les supprimiez&#xa0;: reprenez-en une, ou supprimez-la.</translation>
    </message>
    <message>
        <source>There are no unfinished games.</source>
        <translation>Il n’y a aucune partie inachevée.</translation>
    </message>
    <message>
        <source>From a newer version of Yahtzee Desktop</source>
        <translation>D’une version plus récente de Yahtzee Desktop</translation>
    </message>
    <message>
        <source>Damaged file</source>
        <translation>Fichier endommagé</translation>
    </message>
    <message>
        <source>Game {n} of {games}, {percent}% filled</source>
        <translation>Partie {n} sur {games}, remplie à {percent}&#x202f;%</translation>
    </message>
    <message>
        <source>{percent}% filled</source>
        <translation>Remplie à {percent}&#x202f;%</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>The unfinished game of {players} will be deleted for good.</source>
        <translation>La partie inachevée de {players} sera supprimée définitivement.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>The file could not be deleted: {path}</source>
        <translation>Le fichier n’a pas pu être supprimé&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avancement</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
</context>
</TS>
