"""The concours (R14): its refusals, what its commands say and ask, its help.
Part of the catalog (text.catalog): key: (français, English)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # --- refusals of the rules ---
    "bad_concours_name": (
        "nom de concours {value!r} refusé : non vide, sur une ligne, {most} signes au plus",
        "concours name {value!r} refused: not empty, on one line, at most {most} signs",
    ),
    "bad_concours_team": (
        "nom d'équipe {value!r} refusé : les équipes ont déjà un numéro, un nom n'en est pas un",
        "team name {value!r} refused: teams already have numbers, a name is not one",
    ),
    "team_players": (
        "{count} joueurs : une équipe en a deux, « A,B »",
        "{count} players: a team has two, 'A,B'",
    ),
    "same_team_players": (
        "les deux joueurs s'appellent « {value} » : donnez deux noms différents",
        "both players are called '{value}': give two different names",
    ),
    "player_is_team": (
        "« {value} » est le nom de l'équipe : un joueur en a un autre",
        "'{value}' is the team's name: a player needs another",
    ),
    "format_needed": (
        "quel format ? --format {formats}",
        "which format? --format {formats}",
    ),
    "same_concours_team": (
        "il y a déjà une équipe « {value} » (les noms ne tiennent pas compte des majuscules)",
        "there is already a team '{value}' (names ignore case)",
    ),
    "too_many_teams": ("{most} équipes au plus", "{most} teams at most"),
    "no_such_team": (
        "pas d'équipe {number} : les équipes vont de 1 à {count}",
        "no team {number}: the teams are 1 to {count}",
    ),
    "teams_drawn": (
        "le tirage est fait : les équipes ne changent plus (R14.2)",
        "the draw is made: the teams no longer change (R14.2)",
    ),
    "bad_parties": (
        "nombre de parties {value} refusé : de 1 à {high}",
        "number of parties {value} refused: 1 to {high}",
    ),
    "bad_seed": (
        "graine {value} refusée : un nombre entier de 0 à {high}",
        "seed {value} refused: a whole number from 0 to {high}",
    ),
    "bad_ranking": (
        "classement « {value} » inconnu : points ou wins",
        "unknown ranking '{value}': points or wins",
    ),
    "too_few_teams": (
        "{count} équipe(s) inscrite(s) : il en faut deux au moins pour un tirage",
        "{count} team(s) registered: a draw needs two at least",
    ),
    "no_more_parties": (
        "les {count} parties sont tirées : il n'y en a pas d'autre (R14.3)",
        "all {count} parties are drawn: there is no other (R14.3)",
    ),
    "results_missing": (
        "la partie {partie} n'est pas finie : résultat manquant aux tables {tables} (R14.3)",
        "partie {partie} is not over: no result yet at tables {tables} (R14.3)",
    ),
    "bad_order": (
        "l'ordre du tirage doit citer chaque équipe une fois",
        "the draw's order must name each team once",
    ),
    "no_draw": (
        "aucun tirage encore : belote concours draw tire la partie 1",
        "no draw yet: belote concours draw draws partie 1",
    ),
    "draw_has_results": (
        "la partie {partie} a déjà des résultats : son tirage reste (R14.3)",
        "partie {partie} already has results: its draw stands (R14.3)",
    ),
    "no_such_partie": (
        "pas de partie {number} : {count} partie(s) tirée(s)",
        "no partie {number}: {count} partie(s) drawn",
    ),
    "no_such_table": (
        "pas de table {number} à la partie {partie} : les tables vont de 1 à {count}",
        "no table {number} in partie {partie}: the tables are 1 to {count}",
    ),
    "bad_result": (
        "{value} points refusés : un nombre entier de 0 à {high}",
        "{value} points refused: a whole number from 0 to {high}",
    ),
    "result_unconfirmed": (
        "résultat non enregistré (non confirmé) : vérifiez la feuille, ou --force",
        "result not recorded (not confirmed): check the sheet, or --force",
    ),
    "concours_and_file": (
        "une table de concours a sa propre feuille : --concours va sans --file ni --game",
        "a concours table has its own feuille: --concours goes without --file or --game",
    ),
    "table_needed": (
        "quelle table ? --table T avec --concours",
        "which table? --table T with --concours",
    ),
    "team_changed": (
        "l'équipe {number} est maintenant {now}, plus {was} (changée par un autre belote) : "
        "rien n'a été modifié",
        "team {number} is now {now}, no longer {was} (changed by another belote): nothing "
        "was changed",
    ),
    "draw_changed": (
        "le tirage a changé entre-temps (parties tirées : {drawn} ; {seen} quand la commande "
        "a commencé) : rien n'a été modifié (belote concours show)",
        "the draw changed meanwhile (parties drawn: {drawn}; {seen} when the command began): "
        "nothing was changed (belote concours show)",
    ),
    "result_changed": (
        "la table {table} de la partie {partie} a reçu entre-temps le résultat {first} – "
        "{second} (un autre belote) : rien n'a été écrit ; pour le remplacer, saisissez de "
        "nouveau le vôtre",
        "table {table} of partie {partie} got the result {first} – {second} meanwhile "
        "(another belote): nothing was written; to replace it, enter yours again",
    ),
    "table_changed": (
        "la table {table} de la partie {partie} n'a plus les mêmes équipes (tirage refait) : "
        "résultat non enregistré",
        "table {table} of partie {partie} no longer has the same teams (drawn again): "
        "result not recorded",
    ),
    # --- refusals of files ---
    "table_game_other": (
        "{path} est la feuille d'autres équipes que celles de la table {table} : rien n'a été "
        "modifié",
        "{path} is the feuille of other teams than table {table}'s: nothing was changed",
    ),
    "no_concours": (
        "aucun concours dans {path} (belote concours new NOM pour en créer un)",
        "no concours in {path} (belote concours new NAME creates one)",
    ),
    "no_such_concours": (
        "pas de concours « {name} » dans {path} (belote concours list)",
        "no concours '{name}' in {path} (belote concours list)",
    ),
    "concours_exists": (
        "le concours « {name} » existe déjà : {path}",
        "the concours '{name}' already exists: {path}",
    ),
    "not_a_concours": (
        "{path} n'est pas un fichier de concours de belote : rien n'a été modifié",
        "{path} is not a belote concours file: nothing was changed",
    ),
    "bad_concours": (
        "{path} n'est pas un concours lisible ({detail}) : rien n'a été modifié",
        "{path} is not a readable concours ({detail}): nothing was changed",
    ),
    # --- what the commands say ---
    "concours_format": (
        "{mode}, {parties} partie(s) de {each}, classement {ranking}",
        "{mode}, {parties} partie(s) of {each}, ranked by {ranking}",
    ),
    "ranking_points": ("aux points", "points"),
    "ranking_wins": ("aux victoires", "wins"),
    "concours_created": (
        "Concours « {name} » : {format}. Fichier : {path}\n"
        'Inscrivez les équipes : belote concours team add NOM --players "A,B"',
        "Concours '{name}': {format}. File: {path}\n"
        'Register the teams: belote concours team add NAME --players "A,B"',
    ),
    "concours_registering": (
        "inscriptions ({teams} équipe(s))",
        "registration ({teams} team(s))",
    ),
    "concours_partie": (
        "partie {partie} / {parties}, {missing} résultat(s) attendu(s)",
        "partie {partie} / {parties}, {missing} result(s) to come",
    ),
    "concours_partie_done": (
        "partie {partie} / {parties} complète, la suivante à tirer",
        "partie {partie} / {parties} complete, the next one to draw",
    ),
    "concours_finished": (
        "terminé ({parties} parties)",
        "finished ({parties} parties)",
    ),
    "concours_broken": ("fichier illisible", "unreadable file"),
    "no_concours_yet": (
        "Aucun concours (belote concours new NOM pour en créer un).",
        "No concours yet (belote concours new NAME creates one).",
    ),
    "no_teams": (
        "Aucune équipe inscrite à « {name} » (belote concours team add NOM).",
        "No team registered in '{name}' (belote concours team add NAME).",
    ),
    "team_added": (
        "Équipe {number} : {team}. {count} équipe(s) inscrite(s).",
        "Team {number}: {team}. {count} team(s) registered.",
    ),
    "team_removed": (
        "Équipe {number} ({team}) retirée : les équipes suivantes prennent le numéro d'avant.",
        "Team {number} ({team}) removed: the teams after it move up one number.",
    ),
    "draw_undone": (
        "Tirage de la partie {partie} annulé.",
        "The draw of partie {partie} is undone.",
    ),
    "draw_rematch": (
        "{one} et {two} se sont déjà rencontrées : aucun tirage ne l'évitait (R14.3).",
        "{one} and {two} have met before: no draw could avoid it (R14.3).",
    ),
    "checksum": (
        "Les deux résultats font {total} : en {donnes} donnes, on attend {expected} plus des "
        "dizaines (R14.7).",
        "The two results add up to {total}: in {donnes} donnes, {expected} plus tens is "
        "expected (R14.7).",
    ),
    "result_replaced": (
        "(Il remplace le résultat {first} – {second}.)",
        "(It replaces the result {first} – {second}.)",
    ),
    "ask_replay": (
        "La table {table} a déjà un résultat, {first} – {second} : la jouer quand même (son "
        "résultat sera remplacé à la fin) ?",
        "Table {table} already has a result, {first} – {second}: play it anyway (its result "
        "is replaced at the end)?",
    ),
    "written": ("Écrit : {path}", "Written: {path}"),
    "ask_record_anyway": ("Enregistrer quand même ?", "Record it anyway?"),
    "result_recorded": (
        "Partie {partie}, table {table} : {one} {first} – {second} {two}.",
        "Partie {partie}, table {table}: {one} {first} – {second} {two}.",
    ),
    "tables_missing": (
        "Résultats attendus : table(s) {tables}.",
        "Results to come: table(s) {tables}.",
    ),
    "partie_complete": (
        "Partie {partie} complète : belote concours draw tire la partie {next}.",
        "Partie {partie} complete: belote concours draw draws partie {next}.",
    ),
    "concours_over": (
        "Toutes les parties sont jouées : belote concours ranking donne le classement final.",
        "Every partie is played: belote concours ranking gives the final ranking.",
    ),
    "partie_title": ("Partie {partie} / {parties}", "Partie {partie} / {parties}"),
    "exempt_line": ("Exempte : {team}", "Sits out (exempt): {team}"),
    "result_missing": ("en attente", "to come"),
    "ranking_title": ("Classement ({ranking})", "Ranking (by {ranking})"),
    "ranking_more": ("… et {count} de plus", "… and {count} more"),
    "live_hint": (
        "Mis à jour à {time} · Ctrl-C pour quitter",
        "Updated at {time} · Ctrl-C to leave",
    ),
    "sheet_heading": (
        "{name} — partie {partie} / {parties}",
        "{name} — partie {partie} / {parties}",
    ),
    "sheet_table": ("Table {table}", "Table {table}"),
    "col_number": ("N°", "No."),
    "col_team": ("Équipe", "Team"),
    "col_players": ("Joueurs", "Players"),
    "col_table": ("Table", "Table"),
    "col_first": ("Équipe 1", "Team 1"),
    "col_second": ("Équipe 2", "Team 2"),
    "col_rank": ("Rang", "Rank"),
    "col_points": ("Points", "Points"),
    "col_wins": ("Vict.", "Wins"),
    "col_difference": ("Écart", "Diff."),
    "col_parties": ("Parties", "Parties"),
    "col_donne": ("Donne", "Donne"),
    "table_game": (
        "Partie {partie}, table {table} du concours :",
        "Partie {partie}, table {table} of the concours:",
    ),
    # --- help ---
    "help_concours": (
        "Un concours de belote : équipes, tirages, résultats, classement (R14).",
        "A belote concours (tournament): teams, draws, results, ranking (R14).",
    ),
    "help_concours_new": ("Créer un concours.", "Create a concours."),
    "help_concours_list": ("Lister les concours.", "List the concours."),
    "help_concours_teams": ("Les équipes inscrites.", "The registered teams."),
    "help_team": ("Inscrire ou retirer une équipe.", "Register or remove a team."),
    "help_team_add": (
        "Inscrire une équipe (avant le premier tirage).",
        "Register a team (before the first draw).",
    ),
    "help_team_remove": (
        "Retirer l'équipe N (avant le premier tirage).",
        "Remove team N (before the first draw).",
    ),
    "help_draw": ("Tirer les tables de la partie suivante.", "Draw the next partie's tables."),
    "help_result": (
        "Le résultat d'une table : les points de sa première équipe, puis de la seconde.",
        "A table's result: the points of its first team, then of its second.",
    ),
    "help_ranking": ("Le classement.", "The ranking."),
    "help_concours_show": (
        "La partie en cours et le classement.",
        "The current partie and the ranking.",
    ),
    "help_concours_export": (
        "Le classement et tous les résultats (CSV, HTML), ou les feuilles de table.",
        "The ranking and every result (CSV, HTML), or the table sheets.",
    ),
    "arg_concours_name": ("Le nom du concours.", "The concours's name."),
    "arg_team_name": ("Le nom de l'équipe.", "The team's name."),
    "arg_team_number": ("Le numéro de l'équipe.", "The team's number."),
    "arg_table": ("Le numéro de la table.", "The table's number."),
    "arg_first_points": ("Les points de la première équipe.", "The first team's points."),
    "arg_second_points": ("Les points de la seconde équipe.", "The second team's points."),
    "opt_concours": (
        "Le concours, par son nom (sinon le plus récent).",
        "The concours, by its name (else the newest).",
    ),
    "opt_parties": ("Nombre de parties (4 par défaut).", "Number of parties (4 by default)."),
    "opt_concours_donnes": (
        "Donnes par partie (12 par défaut).",
        "Donnes per partie (12 by default).",
    ),
    "opt_concours_target": (
        "Chaque partie jusqu'à cet objectif, au lieu d'un nombre de donnes.",
        "Each partie to this target, instead of a number of donnes.",
    ),
    "opt_ranking": (
        "points (défaut) ou wins (les victoires d'abord).",
        "points (default) or wins (wins first).",
    ),
    "opt_seed": (
        "La graine du tirage de la partie 1 (sinon au hasard, enregistrée).",
        "The seed of partie 1's draw (else random, recorded).",
    ),
    "opt_team_players": ("Les deux joueurs : « A,B ».", "The two players: 'A,B'."),
    "opt_draw_undo": (
        "Annuler le dernier tirage (tant qu'aucun résultat n'est entré).",
        "Undo the last draw (while no result is in).",
    ),
    "opt_partie": ("La partie (sinon la partie en cours).", "The partie (else the current one)."),
    "opt_result_force": (
        "Enregistrer sans demander, même si la somme surprend (R14.7).",
        "Record without asking, even if the sum looks wrong (R14.7).",
    ),
    "opt_live": (
        "Plein écran, redessiné à chaque résultat (Ctrl-C pour quitter).",
        "Full screen, redrawn at every result (Ctrl-C to leave).",
    ),
    "opt_play_concours": (
        "Jouer une table de ce concours (avec --table) : son résultat y est enregistré.",
        "Play a table of this concours (with --table): its result is recorded there.",
    ),
    "opt_play_table": ("La table du concours à jouer.", "The concours table to play."),
    "opt_concours_format": ("csv ou html.", "csv or html."),
    "opt_sheets": (
        "Les feuilles de table de la partie tirée, à imprimer (HTML).",
        "The drawn partie's table sheets, to print (HTML).",
    ),
}
