<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Printing</name>
    <message><source>sum of dice</source><translation>somme des dés</translation></message>
    <message><source>sum of the {face}s</source><translation>total des {face}</translation></message>
    <message><source>{count} × the face</source><translation>{count} × la valeur</translation></message>
    <message><source>sum of the pair</source><translation>total de la paire</translation></message>
    <message><source>sum of the pairs</source><translation>total des paires</translation></message>
    <message><source>Any dice; only the {face}s count</source><translation>Tous les dés ; seuls les {face} comptent</translation></message>
    <message><source>At least {count} equal dice</source><translation>Au moins {count} dés identiques</translation></message>
    <message><source>3 equal dice and 2 equal dice of another number</source><translation>3 dés identiques et 2 dés identiques d’une autre valeur</translation></message>
    <message><source>{length} numbers in a row: {runs}</source><translation>{length} valeurs qui se suivent : {runs}</translation></message>
    <message><source>Exactly {runs}</source><translation>Exactement {runs}</translation></message>
    <message><source>5 equal dice</source><translation>5 dés identiques</translation></message>
    <message><source>Any dice</source><translation>Tous les dés</translation></message>
    <message><source>2 equal dice (the highest pair counts)</source><translation>2 dés identiques (la plus haute paire compte)</translation></message>
    <message><source>2 pairs of different numbers</source><translation>2 paires de valeurs différentes</translation></message>
    <message><source>Any dice; should beat Minus</source><translation>Tous les dés ; doit battre le Moins</translation></message>
    <message><source>Any dice; should stay below Plus</source><translation>Tous les dés ; doit rester sous le Plus</translation></message>
    <message><source>or</source><translation>ou</translation></message>
    <message><source>sum of the {count} equal dice</source><translation>total des {count} dés identiques</translation></message>
    <message><source>sum of all 5 dice</source><translation>total des 5 dés</translation></message>
    <message><source>Bonus: {points} if {threshold} or more</source><translation>Prime : {points} à partir de {threshold}</translation></message>
    <message><source>Game {n}</source><translation>Partie {n}</translation></message>
    <message><source>Name</source><translation>Nom</translation></message>
    <message><source>Date</source><translation>Date</translation></message>
    <message><source>{label}:</source><translation>{label}&#xa0;:</translation></message>
    <message><source>Game</source><translation>Partie</translation></message>
    <message><source>Series won by</source><translation>Série gagnée par</translation></message>
    <message><source>in progress</source><translation>en cours</translation></message>
    <message><source>Score sheet</source><translation>Feuille de marque</translation></message>
    <message><source>{preset}: the rules on one page</source><translation>{preset} : la règle en une page</translation></message>
    <message><source>What you need</source><translation>Matériel</translation></message>
    <message><source>Five dice, a score sheet and a pencil. One player or more.</source><translation>Cinq dés, une feuille de marque et un crayon. Un joueur ou plus.</translation></message>
    <message><source>A game has {turns} turns: each turn fills exactly one box.</source><translation>Une partie compte {turns} tours : chaque tour remplit exactement une case.</translation></message>
    <message><source>A card has {columns} columns, so a game has {turns} turns: each turn fills exactly one box of one column.</source><translation>Une grille a {columns} colonnes, donc une partie compte {turns} tours : chaque tour remplit exactement une case d’une colonne.</translation></message>
    <message><source>Your turn</source><translation>Votre tour</translation></message>
    <message><source>Roll all five dice.</source><translation>Lancez les cinq dés.</translation></message>
    <message><source>Roll again up to twice: keep any dice and roll the others, or all five.</source><translation>Relancez jusqu’à deux fois : gardez les dés que vous voulez et relancez les autres, ou les cinq.</translation></message>
    <message><source>You may stop after any roll.</source><translation>Vous pouvez vous arrêter après n’importe quel lancer.</translation></message>
    <message><source>Write a score in one empty box: 0 if the dice do not meet its condition.</source><translation>Inscrivez un score dans une case vide : 0 si les dés ne remplissent pas sa condition.</translation></message>
    <message><source>The boxes</source><translation>Les cases</translation></message>
    <message><source>Box</source><translation>Case</translation></message>
    <message><source>Condition</source><translation>Condition</translation></message>
    <message><source>Points</source><translation>Points</translation></message>
    <message><source>Upper bonus</source><translation>Prime</translation></message>
    <message><source>Upper subtotal of {threshold} or more</source><translation>Sous-total du haut d’au moins {threshold}</translation></message>
    <message><source>{name} bonus</source><translation>Prime {name}</translation></message>
    <message><source>Each extra {name} while the {name} box holds {points}</source><translation>Chaque {name} de plus, si la case {name} contient {points}</translation></message>
    <message><source>Extra {name} and joker</source><translation>{name} supplémentaire et joker</translation></message>
    <message><source>Five equal dice when the {name} box is already filled: +{bonus} if that box holds {points}, nothing if it holds 0.</source><translation>Cinq dés identiques alors que la case {name} est déjà remplie : +{bonus} si elle contient {points}, rien si elle contient 0.</translation></message>
    <message><source>A second {name} earns no bonus.</source><translation>Un deuxième {name} ne rapporte pas de prime.</translation></message>
    <message><source>Forced joker: the roll goes in the upper box of its number if it is open; otherwise in any open lower box, scored in full ({full}); otherwise in an open upper box, for 0.</source><translation>Joker imposé : le lancer va dans la case du haut de sa valeur si elle est libre ; sinon dans une case libre du bas, comptée en entier ({full}) ; sinon dans une case libre du haut, pour 0.</translation></message>
    <message><source>Free joker: the roll goes in any open box; it counts as a full house or a straight only once the upper box of its number is filled.</source><translation>Joker libre : le lancer va dans la case libre de votre choix ; il ne vaut full ou suite que si la case du haut de sa valeur est déjà remplie.</translation></message>
    <message><source>No joker: an extra {name} scores by the plain table.</source><translation>Pas de joker : un {name} de plus se compte selon le tableau.</translation></message>
    <message><source>The joker applies even when the {name} box holds 0.</source><translation>Le joker s’applique même si la case {name} contient 0.</translation></message>
    <message><source>A player with 0 in the {name} box gets neither bonus nor joker.</source><translation>Un joueur qui a 0 dans la case {name} n’a ni prime ni joker.</translation></message>
    <message><source>the others the sum of the dice</source><translation>les autres le total des dés</translation></message>
    <message><source>Columns</source><translation>Colonnes</translation></message>
    <message><source>Each column has its own upper bonus and its own totals.</source><translation>Chaque colonne a sa propre prime et ses propres totaux.</translation></message>
    <message><source>Good to know</source><translation>Bon à savoir</translation></message>
    <message><source>Plus and Minus: when both are filled and Plus is not higher than Minus, both count 0.</source><translation>Plus et Moins : quand les deux sont remplis et que le Plus n’est pas supérieur au Moins, les deux valent 0.</translation></message>
    <message><source>The lower section opens only when the upper section is full.</source><translation>Le bas de la grille ne s’ouvre que lorsque le haut est rempli.</translation></message>
    <message><source>End of the game</source><translation>Fin de la partie</translation></message>
    <message><source>The game ends when every box is filled. Add the sections and the bonuses: the highest total wins.</source><translation>La partie s’arrête quand toutes les cases sont remplies. Additionnez les sections et les primes : le plus gros total gagne.</translation></message>
    <message><source>Ties are not broken: tied players share the win.</source><translation>Pas de départage : les joueurs à égalité gagnent ensemble.</translation></message>
    <message><source>A series has up to six games: the highest total of all the games wins.</source><translation>Une série compte jusqu’à six parties : le plus gros total de toutes les parties gagne.</translation></message>
    <message><source>Printed by Yahtzee Desktop. The score sheet has a box for every rule above.</source><translation>Imprimé par Yahtzee Desktop. La feuille de marque a une case pour chaque règle ci-dessus.</translation></message>
    <message><source>Players</source><translation>Joueurs</translation></message>
    <message><source>Games</source><translation>Parties</translation></message>
    <message><source>Upper subtotal</source><translation>Sous-total du haut</translation></message>
    <message><source>Bonus</source><translation>Prime</translation></message>
    <message><source>{points} if ≥ {threshold}</source><translation>{points} si ≥ {threshold}</translation></message>
    <message><source>Ahead/behind {par}</source><translation>Avance/retard {par}</translation></message>
    <message><source>3 of each</source><translation>3 par face</translation></message>
    <message><source>Upper total</source><translation>Total du haut</translation></message>
    <message><source>✓ = {points}</source><translation>✓ = {points}</translation></message>
    <message><source>Lower total</source><translation>Total du bas</translation></message>
    <message><source>Column total</source><translation>Total de la colonne</translation></message>
    <message><source>Column × factor</source><translation>Colonne × facteur</translation></message>
    <message><source>Grand total</source><translation>Total général</translation></message>
    <message><source>Total of the six games</source><translation>Total des six parties</translation></message>
    <message><source>Series total</source><translation>Total de la série</translation></message>
    <message><source>Rank</source><translation>Classement</translation></message>
    <message><source>★ winner</source><translation>★ gagnant</translation></message>
    <message><source>{name} bonus: {points} per extra {name}</source><translation>Prime {name} : {points} par {name} de plus</translation></message>
    <message><source>joker: forced</source><translation>joker imposé</translation></message>
    <message><source>joker: free choice</source><translation>joker libre</translation></message>
    <message><source>upper section first</source><translation>le haut d’abord</translation></message>
    <message><source>↓ top to bottom</source><translation>↓ de haut en bas</translation></message>
    <message><source>↑ bottom to top</source><translation>↑ de bas en haut</translation></message>
    <message><source>{dry}: dice of the first roll only</source><translation>{dry} : dés du premier lancer seulement</translation></message>
    <message><source>Plus and Minus count 0 unless Plus is higher than Minus</source><translation>Plus et Moins valent 0 si le Plus n’est pas supérieur au Moins</translation></message>
    <message><source>Score sheets and rules for dice games</source><translation>Feuilles de marque et règles de jeux de dés</translation></message>
    <message><source>Everyone rolls the five dice: the highest total starts (tied players roll again), then play goes clockwise.</source><translation>Chacun lance les cinq dés : le plus gros total commence (en cas d’égalité, on relance), puis on joue dans le sens des aiguilles d’une montre.</translation></message>
    <message><source>every score, bonuses included, counts ×{factor}</source><translation>chaque score, primes comprises, compte ×{factor}</translation></message>
    <message><source>every score counts as written</source><translation>chaque score compte tel quel</translation></message>
    <message><source>fill the boxes from top to bottom</source><translation>remplissez les cases de haut en bas</translation></message>
    <message><source>fill the boxes from bottom to top</source><translation>remplissez les cases de bas en haut</translation></message>
    <message><source>fill the boxes in any order</source><translation>remplissez les cases dans l’ordre de votre choix</translation></message>
    <message><source>fill the boxes in any order, only with the dice of the first roll of a turn</source><translation>remplissez les cases dans l’ordre de votre choix, seulement avec les dés du premier lancer du tour</translation></message>
    <message><source>{first}; {second}</source><translation>{first} ; {second}</translation></message>
    <message><source>{column}: {rule}.</source><translation>{column} : {rule}.</translation></message>
    <message><source>When the only open boxes of your card are in the {dry} column, your turn has a single roll: its dice go in one of those boxes.</source><translation>Quand il ne vous reste que des cases de la colonne {dry}, votre tour n’a qu’un lancer : ses dés vont dans l’une de ces cases.</translation></message>
    <message><source>The bonus and the joker follow the {name} box of the column the roll goes into: the bonus is paid (×factor) if that column's {name} box holds {points}, and the joker order applies within that column.</source><translation>La prime et le joker suivent la case {name} de la colonne où va le lancer : la prime est payée (×facteur) si la case {name} de cette colonne contient {points}, et l’ordre du joker s’applique dans cette colonne.</translation></message>
    <message><source>Total of the {n} games</source><translation>Total des {n} parties</translation></message>
    <message><source>Score {points} per ✓</source><translation>{points} points par ✓</translation></message>
    <message><source>Upper total (carried)</source><translation>Report du total du haut</translation></message>
    <message><source>Notes</source><translation>Notes</translation></message>
    <message><source>Full names</source><translation>Noms complets</translation></message>
    <message><source>Struck-through Plus and Minus: Plus not higher than Minus, both count 0</source><translation>Plus et Moins barrés : le Plus n’est pas supérieur au Moins, les deux valent 0</translation></message>
    <message><source>Desc.</source><translation>Desc.</translation></message>
    <message><source>Asc.</source><translation>Mont.</translation></message>
    <message><source>Free</source><translation>Libre</translation></message>
    <message><source>Dry</source><translation>Sèche</translation></message>
    <message><source>{n} of {total}</source><translation>{n} sur {total}</translation></message>
    <message><source>{month} {day}, {year}</source><translation>{day} {month} {year}</translation></message>
    <message><source>January</source><translation>janvier</translation></message>
    <message><source>February</source><translation>février</translation></message>
    <message><source>March</source><translation>mars</translation></message>
    <message><source>April</source><translation>avril</translation></message>
    <message><source>May</source><translation>mai</translation></message>
    <message><source>June</source><translation>juin</translation></message>
    <message><source>July</source><translation>juillet</translation></message>
    <message><source>August</source><translation>août</translation></message>
    <message><source>September</source><translation>septembre</translation></message>
    <message><source>October</source><translation>octobre</translation></message>
    <message><source>November</source><translation>novembre</translation></message>
    <message><source>December</source><translation>décembre</translation></message>
    <message><source>How the chances of winning moved, turn by turn</source><translation>Comment les chances de gagner ont évolué, tour par tour</translation></message>
    <message><source>How the chances of winning the series moved</source><translation>Comment les chances de gagner la série ont évolué</translation></message>
    <message><source>Each line is a player's chance of winning after every box.</source><translation>Chaque ligne est la chance de gagner d’un joueur après chaque case.</translation></message>
    <message><source>Chances follow how each player plays: computers at their level, people as they have played so far.</source><translation>Les chances suivent le jeu de chacun : les ordinateurs à leur niveau, les personnes comme elles ont joué jusqu’ici.</translation></message>
    <message><source>{n}%</source><translation>{n} %</translation></message>
    <message><source>Turn {turn}</source><translation>Tour {turn}</translation></message>
    <message><source>Game {game}, turn {turn}</source><translation>Partie {game}, tour {turn}</translation></message>
    <message><source>Turns</source><translation>Tours</translation></message>
    <message><source>{name} scores {points} in {box}</source><translation>{name} marque {points} en {box}</translation></message>
    <message><source>{name} crosses out {box}</source><translation>{name} barre {box}</translation></message>
    <message><source>{name} scores {points} in {box} and a {kind} bonus of {bonus}</source><translation>{name} marque {points} en {box} et une prime {kind} de {bonus}</translation></message>
    <message><source>{name} scores {points} in {box} and the upper bonus of {bonus}</source><translation>{name} marque {points} en {box} et la prime du haut de {bonus}</translation></message>
    <message><source>{name} scores {points} in {box}, a {kind} bonus of {bonus} and the upper bonus of {upper}</source><translation>{name} marque {points} en {box}, une prime {kind} de {bonus} et la prime du haut de {upper}</translation></message>
    <message><source>{name} crosses out {box} and earns a {kind} bonus of {bonus}</source><translation>{name} barre {box} mais gagne une prime {kind} de {bonus}</translation></message>
    <message><source>{when} — {what}: {before} → {after}</source><translation>{when} — {what} : {before} → {after}</translation></message>
    <message><source>The moments that moved it most</source><translation>Les moments qui ont le plus compté</translation></message>
    <message><source>No single box moved anyone's chance much.</source><translation>Aucune case n’a beaucoup changé les chances de quiconque.</translation></message>
    <message><source>No box scored yet.</source><translation>Aucune case marquée pour l’instant.</translation></message>
</context>
<context>
    <name>PdfJobDialog</name>
    <message><source>Six games, one player</source><translation>Six parties, un joueur</translation></message>
    <message><source>One game, six players</source><translation>Une partie, six joueurs</translation></message>
    <message><source>Layout:</source><translation>Disposition :</translation></message>
    <message><source>Copies:</source><translation>Exemplaires :</translation></message>
    <message><source>Preview…</source><translation>Aperçu…</translation></message>
    <message><source>Print…</source><translation>Imprimer…</translation></message>
    <message><source>Save as PDF…</source><translation>Enregistrer en PDF…</translation></message>
    <message><source>Open in viewer</source><translation>Ouvrir dans la visionneuse</translation></message>
    <message><source>Save as PDF</source><translation>Enregistrer en PDF</translation></message>
    <message><source>PDF files (*.pdf)</source><translation>Fichiers PDF (*.pdf)</translation></message>
</context>
<context>
    <name>PrintActions</name>
    <message><source>Print &amp;blank sheets…</source><translation>Imprimer des feuilles &amp;vierges…</translation></message>
    <message><source>&amp;Print this game…</source><translation>&amp;Imprimer cette partie…</translation></message>
    <message><source>&amp;Rules sheet…</source><translation>Fiche de &amp;règles…</translation></message>
    <message><source>Printing</source><translation>Impression</translation></message>
    <message><source>Print blank sheets</source><translation>Imprimer des feuilles vierges</translation></message>
    <message><source>Print this game</source><translation>Imprimer cette partie</translation></message>
    <message><source>Rules sheet</source><translation>Fiche de règles</translation></message>
</context>
</TS>
