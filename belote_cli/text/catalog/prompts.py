"""What the program asks, and the help of commands and options.
Part of the catalog (text.catalog): key: (français, English)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # --- prompts ---
    "ask_mode": (
        "Mode (classique, faits, annonces, faits-annonces)",
        "Mode (classique, faits, annonces, faits-annonces)",
    ),
    "ask_target": ("Objectif (ou N donnes)", "Target (or N donnes)"),
    "ask_rounding": ("Arrondi (exact, dizaine)", "Rounding (exact, dizaine)"),
    "ask_team1": ("Nom de l'équipe 1", "Name of team 1"),
    "ask_team2": ("Nom de l'équipe 2", "Name of team 2"),
    "ask_replace": (
        "{path} contient une partie en cours. La remplacer ?",
        "{path} holds an unfinished game. Replace it?",
    ),
    "ask_taker": ("Preneur (1, 2, {one}, {two})", "Taker (1, 2, {one}, {two})"),
    "ask_contract": (
        "Contrat et atout (80 à 180 ou capot, puis la couleur : 110 coeur, 110co, capot pi)",
        "Contract and trump (80 to 180 or capot, then the suit: 110 coeur, 110co, capot pi)",
    ),
    "ask_suit": (
        "Atout (coeur, carreau, trefle, pique ; sa, ta en coinche)",
        "Trump (coeur, carreau, trefle, pique; sa, ta in coinche)",
    ),
    "ask_belotes": (
        "Belotes, l'équipe de chacune (non, 1, 2, 1,2…)",
        "Belotes, the team of each (none, 1, 2, 1,2…)",
    ),
    "ask_coinche": (
        "Coinche (non, c ou x2 coinché, s ou x4 surcoinché)",
        "Coinche (none, c or x2 coinché, s or x4 surcoinché)",
    ),
    "ask_capot": (
        "Capot : quelle équipe a fait tous les plis ? (non, 1, 2)",
        "Capot: which team took every trick? (none, 1, 2)",
    ),
    "ask_points": (
        "Points de cartes de {team} (0 à 152 sans der, ou ses cartes : Vco 9co…)",
        "Card points of {team} (0 to 152 without der, or its cards: Vco 9co…)",
    ),
    "ask_der": ("Dix de der (1, 2, {one}, {two})", "Dix de der (1, 2, {one}, {two})"),
    "ask_belote": ("Belote annoncée par (non, 1, 2)", "Belote announced by (none, 1, 2)"),
    "ask_annonces": (
        "Annonces (non, ou 1:tierce:R,2:carre:V…)",
        "Declarations (none, or 1:tierce:R,2:carre:V…)",
    ),
    "ask_next": (
        "Main {number}, à {dealer} de donner — la main ({example}), le preneur ({one}, "
        "{two}), ou aide",
        "Hand {number}, {dealer} deals — the hand ({example}), the taker ({one}, {two}), or help",
    ),
    "ask_more": (
        " — et s'il y en a : bel T, ann LISTE",
        " — and if any: bel T, ann LIST",
    ),
    "play_on": (
        "{team} atteint l'objectif sur une main où elle ne peut pas gagner (capot contre "
        "elle, ou contrat chuté) : on joue une main de plus",
        "{team} reached the target on a hand it cannot win on (made capot, or a failed "
        "contract): another hand is played",
    ),
    "play_on_equal": (
        "égalité au-dessus de l'objectif : on joue une main de plus",
        "equal totals at or above the target: another hand is played",
    ),
    "prompt_suffix": (" : ", ": "),
    "edit_which": (
        "corriger N : le numéro de la main (corriger 3, corriger 3 belote)",
        "edit N: the number of the hand (edit 3, edit 3 belote)",
    ),
    "play_help": (
        "Une main en une ligne : le preneur, le contrat et l'atout (110co, 110 coeur, capot "
        "pi ; en classique l'atout seul), puis dans n'importe quel ordre : c ou x2, s ou x4, "
        "les points du preneur (103) ou d'une équipe (2=49), der T, bel T, capot T, ann "
        "LISTE. Ce qui manque est demandé. À chaque question : < revient à la précédente, "
        "annuler abandonne la main. Sinon : annuler (la dernière main), corriger N (la main "
        "N) ou corriger N FAIT (un seul fait : corriger 8 belote), feuille (toute la "
        "feuille), passe, fausse donne, manuel (une donne à points donnés : manuel 1=0,2=50 "
        "faute de jeu), quitter (ou q). Chaque main est enregistrée dès qu'elle est saisie.",
        "A hand on one line: the taker, the contract and trump (110co, 110 coeur, capot pi; "
        "in classique the trump alone), then in any order: c or x2, s or x4, the taker's "
        "points (103) or a team's (2=49), der T, bel T, capot T, ann LIST. What is missing "
        "is asked. At every question: < goes back to the one before, cancel drops the hand. "
        "Else: undo (the last hand), edit N (hand N) or edit N FACT (one fact: edit 8 "
        "belote), show (the whole sheet), passe, misdeal (fausse donne), manual (marks given: "
        "manual 1=0,2=50 faute de jeu), quit (or q). Every hand is saved as soon as it is "
        "entered.",
    ),
    "hand_cancelled": (
        "main abandonnée : rien n'a été écrit",
        "hand cancelled: nothing was written",
    ),
    "hand_dropped": (
        "main {number} abandonnée : rien n'a été écrit",
        "hand {number} dropped: nothing was written",
    ),
    "first_question": ("c'est la première question", "this is the first question"),
    "ask_rematch": (
        "Revanche, mêmes équipes ? (o/n, ou annuler pour reprendre la dernière main)",
        "Rematch, same teams? (y/n, or undo to take the last hand back)",
    ),
    "bad_rematch": (
        "répondez o (oui), n (non) ou annuler",
        "answer y (yes), n (no) or undo",
    ),
    "play_over": ("La feuille est dans {path}.", "The feuille is in {path}."),
    "ask_kind": (
        "Sorte de donne (main, passe, fausse donne, manuel)",
        "Kind of entry (hand, passe, fausse donne, manual)",
    ),
    "ask_manual": (
        "Points des deux équipes (1=N,2=M ; {one}, {two})",
        "Both teams' marks (1=N,2=M; {one}, {two})",
    ),
    "ask_note": ("Note (faute de jeu…)", "Note (faute de jeu…)"),
    "ask_rules": (
        "Règles de la table (non, defence en coinche, no-litige en classique)",
        "House rules (none, defence in coinche, no-litige in classique)",
    ),
    "ask_players": (
        "Joueurs dans l'ordre du jeu, séparés par des virgules (Entrée : sans joueurs)",
        "Players in playing order, separated by commas (Enter: no players)",
    ),
    "ask_dealer": ("Premier donneur (1 à 4, ou son nom)", "First dealer (1 to 4, or a name)"),
    "fact_taker": ("le preneur", "the taker"),
    "fact_contract": ("le contrat", "the contract"),
    "fact_trump": ("l'atout", "the trump"),
    "fact_coinche": ("la coinche", "the coinche"),
    "fact_capot": ("le capot", "the capot"),
    "fact_points": ("les points", "the points"),
    "fact_der": ("le dix de der", "the dix de der"),
    "fact_belotes": ("la belote", "the belote"),
    "fact_annonces": ("les annonces", "the declarations"),
    "bad_fact": (
        "« {value} » : preneur, contrat, atout, coinche, capot, points, der, belote, annonces, "
        "ou main, passe, fausse donne, manuel",
        "'{value}': taker, contract, trump, coinche, capot, points, der, belote, annonces, or "
        "hand, passe, fausse donne, manual",
    ),
    "bad_kind": (
        "« {value} » : main, passe, fausse donne ou manuel",
        "'{value}': hand, passe, fausse donne or manual",
    ),
    "note_without_manual": (
        "seule une donne manuelle (--manual) a une note",
        "only a manual deal (--manual) has a note",
    ),
    "kinds_twice": (
        "une seule sorte de donne à la fois : --passe, --fausse-donne ou --manual",
        "one kind of entry at a time: --passe, --fausse-donne or --manual",
    ),
    "deal_with_facts": (
        "cette donne n'est pas une main jouée : aucun fait de main avec elle",
        "this entry is not a played hand: no fact of a hand with it",
    ),
    "deal_marks": (
        "une {kind} marque 0 et 0, sans note",
        "a {kind} marks 0 and 0, with no note",
    ),
    "bad_note": (
        "note refusée : sur une ligne, {most} signes au plus",
        "note refused: on one line, {most} signs at most",
    ),
    "bad_manual": (
        "points {value} refusés : de 0 à {high}",
        "marks {value} refused: 0 to {high}",
    ),
    "manual_dizaine": (
        "points {value} refusés : des dizaines dans une partie arrondie à la dizaine",
        "marks {value} refused: tens in a game rounded to the dizaine",
    ),
    "bad_manual_form": (
        "« {value} » : les points des deux équipes, 1=N,2=M",
        "'{value}': both teams' marks, 1=N,2=M",
    ),
    "no_players": (
        "cette partie n'a pas de joueurs nommés",
        "this game has no named players",
    ),
    "taker_player_team": (
        "{player} n'est pas de l'équipe qui a pris",
        "{player} is not in the taking team",
    ),
    "bad_seat": ("place {value} : de 1 à 4", "seat {value}: 1 to 4"),
    "bad_taker": (
        "preneur « {value} » inconnu : 1, 2, une équipe ou un joueur ({players})",
        "unknown taker '{value}': 1, 2, a team or a player ({players})",
    ),
    "bad_dealer": (
        "donneur « {value} » : une place de 1 à 4, ou le nom d'un joueur",
        "dealer '{value}': a seat from 1 to 4, or a player's name",
    ),
    "players_count": (
        "{count} joueurs : il en faut quatre, dans l'ordre du jeu",
        "{count} players: four are needed, in playing order",
    ),
    "bad_player_name": (
        "nom de joueur {value!r} refusé : non vide, sur une ligne, ni un nombre, ni none",
        "player name {value!r} refused: not empty, on one line, not a number, not none",
    ),
    "same_player_names": (
        "« {value} » est déjà le nom d'un joueur ou d'une équipe",
        "'{value}' is already the name of a player or a team",
    ),
    "fact_not_here": (
        "{fact} : ne s'applique pas à cette main",
        "{fact}: does not apply to this hand",
    ),
    "line_missing": ("il manque {missing}", "missing: {missing}"),
    "line_word": (
        "« {value} » n'est pas compris : un contrat et l'atout (110co, 110 coeur, capot pi), c "
        "ou x2, s ou x4, des points (103, 1=103), der T, bel T, capot T, ann LISTE",
        "'{value}' is not understood: a contract and trump (110co, 110 coeur, capot pi), c or "
        "x2, s or x4, points (103, 1=103), der T, bel T, capot T, ann LIST",
    ),
    "line_word_missing": (
        "« {after} » doit être suivi de sa valeur (der 1, bel 2, capot 1, ann 1:tierce:R)",
        "'{after}' must be followed by its value (der 1, bel 2, capot 1, ann 1:tierce:R)",
    ),
    "line_twice": (
        "{fact} : donné deux fois, avec deux valeurs",
        "{fact}: given twice, with two values",
    ),
    "line_contract_trump": (
        "« {value} » : un contrat se donne avec son atout, collé ou non (110co, 110 coeur)",
        "'{value}': a contract comes with its trump, glued or apart (110co, 110 coeur)",
    ),
    "line_capot": (
        "capot « {value} » : un contrat capot se donne avec son atout (capot pi) ; capot T "
        "nomme l'équipe qui a fait tous les plis",
        "capot '{value}': a capot contract comes with its trump (capot pi); capot T names "
        "the team that took every trick",
    ),
    "line_capot_points": (
        "pas de points sur un capot : l'équipe capot a les 152",
        "no points on a capot: the capot team holds all 152",
    ),
    "line_capot_der": (
        "pas de der sur un capot : le dernier pli est à l'équipe capot",
        "no der on a capot: the last trick is the capot team's",
    ),
    "line_with_options": (
        "--line donne toute la main : aucune autre option de fait avec elle",
        "--line gives the whole hand: no other fact option with it",
    ),
    "play_saved": (
        "À bientôt : la feuille est enregistrée dans {path}",
        "Goodbye: the feuille is saved in {path}",
    ),
    "no_games": ("Aucune partie.", "No game."),
    "older_games": (
        "… {count} parties plus anciennes (--limit 0 pour toutes)",
        "… {count} older games (--limit 0 shows them all)",
    ),
    "col_id": ("Id", "Id"),
    "col_date": ("Date", "Date"),
    "col_mode": ("Mode", "Mode"),
    "col_teams": ("Équipes", "Teams"),
    "col_score": ("Score", "Score"),
    "col_hands": ("Mains", "Hands"),
    "col_status": ("État", "Status"),
    "in_trash": ("(corbeille)", "(trash)"),
    "status_broken": ("illisible", "broken"),
    "status_won": ("gagnée par {team}", "won by {team}"),
    "status_going": ("en cours", "in progress"),
    "status_drawn": ("nulle", "drawn"),
    "stats_teams": ("Équipes", "Teams"),
    "stats_players": ("Joueurs", "Players"),
    "stats_line": (
        "{won} partie(s) gagnée(s) sur {games} ({percent} %) ; {hands} mains, {average} points "
        "par main",
        "{won} of {games} game(s) won ({percent} %); {hands} hands, {average} marks a hand",
    ),
    "stats_biggest": (
        " ; plus grosse main {marks} ({game}, main {hand})",
        "; biggest hand {marks} ({game}, hand {hand})",
    ),
    "stats_taken": ("prises faites : {taken}", "contracts made: {taken}"),
    "stats_coinches": ("coinches : {coinches}", "coinches: {coinches}"),
    "stats_coinche_taker": (
        "coinché en prenant {made} fait, {failed} chuté",
        "coinched as taker {made} made, {failed} failed",
    ),
    "stats_coinche_defence": (
        "coinché en défense {made} fait, {failed} chuté",
        "coinched in defence {made} made, {failed} failed",
    ),
    "stats_surcoinche_taker": (
        "surcoinché en prenant {made} fait, {failed} chuté",
        "surcoinched as taker {made} made, {failed} failed",
    ),
    "stats_surcoinche_defence": (
        "surcoinché en défense {made} fait, {failed} chuté",
        "surcoinched in defence {made} made, {failed} failed",
    ),
    "stats_capots": (
        "capots : {capots} ; litiges : {litiges}",
        "capots: {capots}; litiges: {litiges}",
    ),
    "no_such_game": (
        "pas de partie « {game} » : un identifiant de belote games (3 signes au moins)",
        "no game '{game}': an id from belote games (3 signs at least)",
    ),
    "ambiguous_game": (
        "« {game} » désigne plusieurs parties ({ids}) : donnez plus de signes",
        "'{game}' names several games ({ids}): give more signs",
    ),
    "already_there": (
        "{path} existe déjà : rien n'a été déplacé",
        "{path} already exists: nothing was moved",
    ),
    "ask_delete": (
        "Mettre la partie {id} à la corbeille ({path}) ?",
        "Move game {id} to the trash ({path})?",
    ),
    "deleted": (
        "Partie {id} à la corbeille : {path} (belote restore {id} pour la reprendre)",
        "Game {id} in the trash: {path} (belote restore {id} brings it back)",
    ),
    "restored": ("Partie {id} reprise : {path}", "Game {id} restored: {path}"),
    "not_in_trash": (
        "la partie {id} n'est pas à la corbeille",
        "game {id} is not in the trash",
    ),
    "bad_date": (
        "date « {value} » : AAAA-MM-JJ, par exemple 2026-11-30",
        "date '{value}': YYYY-MM-DD, for example 2026-11-30",
    ),
    "bad_format": ("format « {value} » : {formats}", "format '{value}': {formats}"),
    "output_exists": (
        "{path} existe déjà : rien n'a été écrit (--force pour le remplacer)",
        "{path} already exists: nothing was written (--force replaces it)",
    ),
    "no_game_going": (
        "Aucune partie en cours : une nouvelle partie.",
        "No game in progress: a new game.",
    ),
    "resuming": (
        "Reprise de la partie {id}, la plus récente en cours ({count} autre(s) en cours : "
        "belote games).",
        "Resuming game {id}, the newest in progress ({count} other(s) in progress: belote games).",
    ),
    "file_and_game": (
        "--file ou --game, pas les deux",
        "--file or --game, not both",
    ),
    "opt_game": (
        "La partie à utiliser, par son identifiant (belote games).",
        "The game to use, by its id (belote games).",
    ),
    "play_start": ("Commencer une partie ?", "Start a game?"),
    "none_word": ("non", "none"),
    "see_help": ("{command} -h donne les options", "{command} -h lists the options"),
    "aborted": ("abandon : rien n'a été écrit", "aborted: nothing was written"),
}
