"""What the user is told: sheets, explanations, lists, help.
Part of the catalog (text.catalog): key: (français, English)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # --- what the user is told ---
    "new_game": (
        "Nouvelle partie : {mode}, {goal}, arrondi {rounding} — {one} contre {two}, "
        "à {dealer} de donner. Feuille : {path}",
        "New game: {mode}, {goal}, rounding {rounding} — {one} against {two}, "
        "{dealer} deals first. Feuille: {path}",
    ),
    "goal_target": ("objectif {target}", "target {target}"),
    "goal_donnes": ("{donnes} donnes", "{donnes} donnes"),
    "undone": ("Main {number} annulée.", "Hand {number} undone."),
    "ask_undo": ("Annuler la main {number} ?", "Undo hand {number}?"),
    "edited": ("Main {number} corrigée.", "Hand {number} corrected."),
    "hand_line": ("Main {number}", "Hand {number}"),
    "seat": ("place {seat} ({team})", "seat {seat} ({team})"),
    "kind_passe": ("passe", "passe"),
    "kind_fausse_donne": ("fausse donne", "fausse donne"),
    "kind_manual": ("donne manuelle", "manual deal"),
    "explain_passe": (
        "passe : personne n'a pris, la donne passe",
        "passe: nobody took, the deal passes on",
    ),
    "explain_fausse_donne": (
        "fausse donne : {dealer} redonne",
        "fausse donne (misdeal): {dealer} deals again",
    ),
    "explain_manual": ("donne manuelle : {marks}", "manual deal: {marks}"),
    "detail_kind": ("Main {number} : {kind}", "Hand {number}: {kind}"),
    "detail_dealer": ("Donnée par {dealer}", "Dealt by {dealer}"),
    "detail_taker": (
        "Main {number} : {taker} a pris, {bid}",
        "Hand {number}: {taker} took, {bid}",
    ),
    "detail_points": (
        "Points de cartes : {one} {first}, {two} {second} ; dix de der : {der}",
        "Card points: {one} {first}, {two} {second}; dix de der: {der}",
    ),
    "detail_capot": ("Capot : {team} a fait tous les plis", "Capot: {team} took every trick"),
    "detail_fact": ("{fact} : {value}", "{fact}: {value}"),
    "detail_separator": (" ; ", "; "),
    "detail_belotes": ("Belote", "Belote"),
    "detail_annonces": ("annonces", "declarations"),
    "detail_totals": (
        "Après cette main : {one} {first}, {two} {second}",
        "After this hand: {one} {first}, {two} {second}",
    ),
    "detail_pot": (" ; pot {pot}", "; pot {pot}"),
    "arg_show_number": (
        "Une main à montrer en entier : ses faits et le calcul des deux marques.",
        "One hand to show in full: its facts and the arithmetic of both marks.",
    ),
    # explanation of a hand
    "check_made": ("{left} ≥ {right} : contrat rempli", "{left} ≥ {right}: contract made"),
    "check_failed": (
        "{left} < {right} : contrat chuté",
        "{left} < {right}: contract failed (chute)",
    ),
    "check_made_classique": (
        "{left} > {right} : {taker} l'emporte",
        "{left} > {right}: {taker} wins",
    ),
    "check_failed_classique": (
        "{left} < {right} : {taker} est dedans",
        "{left} < {right}: {taker} is dedans",
    ),
    "check_litige": (
        "{left} = {right} : litige, les points du preneur ({taker}) vont au pot",
        "{left} = {right}: litige, the taker's points ({taker}) go into the pot",
    ),
    "check_no_litige": (
        "{left} = {right} : pas de litige à cette table, {taker} est dedans (règle : no-litige)",
        "{left} = {right}: no litige at this table, {taker} is dedans (rule: no-litige)",
    ),
    "check_defence_made": (
        "{left} ≥ {contract} et plus que la défense, {right} : contrat rempli (règle : defence)",
        "{left} ≥ {contract} and more than the defence's {right}: contract made (rule: defence)",
    ),
    "check_defence_failed": (
        "{left} ≥ {contract} mais pas plus que la défense, {right} : contrat chuté (règle : "
        "defence)",
        "{left} ≥ {contract} but not more than the defence's {right}: contract failed (rule: "
        "defence)",
    ),
    "check_capot_made": (
        "capot : {taker} a fait tous les plis",
        "capot: {taker} took every trick",
    ),
    "check_capot_failed": (
        "capot : {defence} a fait tous les plis, {taker} est dedans",
        "capot: {defence} took every trick, {taker} is dedans",
    ),
    "check_capot_missed": (
        "capot annoncé mais pas fait : contrat chuté",
        "capot announced but not made: contract failed (chute)",
    ),
    "check_taker_capot": (
        "{taker} n'a fait aucun pli : contrat chuté",
        "{taker} took no trick: contract failed (chute)",
    ),
    "team_sum": ("{team} : {sum}", "{team}: {sum}"),
    "sum_separator": (" ; ", "; "),
    "term_tricks": ("points", "points"),
    "term_der": ("der", "der"),
    "term_base": ("donne", "hand"),
    "term_contract": ("contrat", "contract"),
    "term_capot": ("capot", "capot"),
    "term_belote": ("belote", "belote"),
    "term_annonces": ("annonces", "declarations"),
    "term_pot": ("pot", "pot"),
    "pot_in": ("{amount} au pot (pot : {pot})", "{amount} into the pot (pot: {pot})"),
    # the sheet
    "chart_axis": (
        "les {count} donnes, de la première à la dernière",
        "the {count} deals, from the first to the last",
    ),
    "chart_target": ("┄ objectif {target}", "┄ target {target}"),
    "col_hand": ("#", "#"),
    "col_taker": ("Preneur", "Taker"),
    "col_dealer": ("Donneur", "Dealer"),
    "col_dealer_short": ("D", "D"),
    "next_dealer": ("À {dealer} de donner", "Next to deal: {dealer}"),
    "col_contract": ("Contrat", "Contract"),
    "col_trump": ("Atout", "Trump"),
    "col_outcome": ("Résultat", "Outcome"),
    "col_marks": ("Points", "Marks"),
    "narrow_legend": ("✓ fait  ✗ chuté  = litige", "✓ made  ✗ failed  = litige"),
    "outcome_made": ("fait", "made"),
    "outcome_failed": ("chuté", "failed"),
    "outcome_litige": ("litige", "litige"),
    "title": (
        "Feuille de score — {mode}, {goal}",
        "Feuille de score — {mode}, {goal}",
    ),
    "title_rules": (" — règle : {rules}", " — rule: {rules}"),
    "total_row": ("Total", "Total"),
    "progress": ("{team} : {total} / {target}", "{team}: {total} / {target}"),
    "total_line": ("{team} : {total}", "{team}: {total}"),
    "donne_count": ("Donne {donne} / {donnes}", "Donne {donne} / {donnes}"),
    "drawn": (
        "Partie nulle, {score} partout : les donnes sont jouées (R14.1).",
        "A drawn game, {score} all: every donne is played (R14.1).",
    ),
    "pot_line": ("Pot (litige) : {pot}", "Pot (litige): {pot}"),
    "pot_left": (
        "Pot (litige) : {pot}, à personne (R8.3)",
        "Pot (litige): {pot}, belongs to no one (R8.3)",
    ),
    "winner": (
        "{team} gagne la partie, {score} à {other} !",
        "{team} wins the game, {score} to {other}!",
    ),
    "no_hands": ("Aucune main pour l'instant.", "No hand yet."),
    "earlier_rows": (
        "… {count} mains plus haut (belote show --all pour tout voir)",
        "… {count} earlier hands (belote show --all shows them all)",
    ),
    # help texts
    "help_app": (
        "Le marqueur de la belote et de la belote coinchée : la feuille de score au terminal.",
        "The scorekeeper for Belote and Belote coinchée: the feuille de score in a terminal.",
    ),
    "help_usage": ("Utilisation : ", "Usage: "),
    # a heading gets its colon from Typer: French keeps its space before it
    "help_options": ("Options ", "Options"),
    "help_arguments": ("Arguments ", "Arguments"),
    "help_commands": ("Commandes ", "Commands"),
    "help_options_metavar": ("[OPTIONS]", "[OPTIONS]"),
    "help_command_metavar": ("COMMANDE [ARGUMENTS]...", "COMMAND [ARGS]..."),
    "help_required": ("obligatoire", "required"),
    "help_default": ("par défaut : {default}", "default: {default}"),
    "help_help": ("Affiche cette aide et quitte.", "Show this message and exit."),
    "help_install_completion": (
        "Installe la complétion pour le shell courant.",
        "Install completion for the current shell.",
    ),
    "help_show_completion": (
        "Affiche la complétion pour le shell courant, à copier ou adapter.",
        "Show completion for the current shell, to copy it or customize the installation.",
    ),
    "help_version": ("Affiche la version et quitte.", "Show the version and exit."),
    "help_new": ("Commence une nouvelle partie.", "Start a new game."),
    "help_hand": (
        "Enregistre une main et montre la feuille.",
        "Record a hand and show the sheet.",
    ),
    "help_show": ("Montre la feuille de score.", "Show the feuille de score."),
    "help_undo": ("Annule la dernière main.", "Remove the last hand."),
    "help_play": (
        "Joue la partie, main après main, jusqu'à la victoire.",
        "Play the whole game, hand after hand, until it is won.",
    ),
    "help_games": (
        "Les parties enregistrées, la plus récente d'abord.",
        "The saved games, the newest first.",
    ),
    "help_delete": (
        "Met une partie à la corbeille (rien n'est effacé : belote restore).",
        "Move a game to the trash (nothing is erased: belote restore).",
    ),
    "help_restore": ("Sort une partie de la corbeille.", "Bring a game back from the trash."),
    "help_rematch": (
        "Une revanche : mêmes mode, objectif, arrondi, règles, équipes et joueurs.",
        "A rematch: the same mode, target, rounding, rules, teams and players.",
    ),
    "help_stats": (
        "Les statistiques de toutes les parties, par équipe et par joueur.",
        "Statistics across every game, per team and per player.",
    ),
    "help_export": (
        "Exporte une partie : csv, json, markdown, html ou svg.",
        "Export a game: csv, json, markdown, html or svg.",
    ),
    "help_chart": (
        "Les totaux des deux équipes, donne après donne, en graphique.",
        "Both teams' running totals, deal after deal, as a chart.",
    ),
    "opt_games_all": ("Avec la corbeille.", "The trash too."),
    "opt_limit": (
        "Combien de parties montrer, les plus récentes (0 : toutes).",
        "How many games to show, the newest (0: all).",
    ),
    "arg_game": ("L'identifiant de la partie (belote games).", "The game's id (belote games)."),
    "opt_since": (
        "Seulement les parties jouées depuis cette date (AAAA-MM-JJ).",
        "Only the games played since this date (YYYY-MM-DD).",
    ),
    "opt_stats_team": ("Seulement cette équipe.", "Only this team."),
    "opt_stats_player": ("Seulement ce joueur.", "Only this player."),
    "opt_format": ("csv, json, markdown, html ou svg.", "csv, json, markdown, html or svg."),
    "opt_output": (
        "Le fichier à écrire (sinon la sortie standard).",
        "The file to write (else the standard output).",
    ),
    "opt_force": (
        "Remplace le fichier s'il existe.",
        "Replace the file if it exists.",
    ),
    "help_count": (
        "Compte les points d'une pile de cartes.",
        "Count the card points of a pile of cards.",
    ),
    "help_annonces": (
        "Trouve les annonces d'une main de huit cartes.",
        "Find the declarations in a hand of eight cards.",
    ),
    "opt_trump": (
        "Atout : coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠).",
        "Trump: coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠).",
    ),
    "arg_cards": ("Les cartes : Vco 10ca A♠ 9t…", "The cards: Vco 10ca A♠ 9t…"),
    "card_count": (
        "{count} cartes : il en faut de 1 à {most}",
        "{count} cards: 1 to {most} are needed",
    ),
    "count_total": (
        "{points} points (atout {trump}) ; l'autre pile : {other}",
        "{points} points (trump {trump}); the other pile: {other}",
    ),
    "carre_of": ("carré de {height} — {points}", "carré of {height} — {points}"),
    "sequence_at": ("{kind} {height}", "{kind}, {height} high"),
    "sequence_suit": (" {suit}", ", {suit}"),
    # a sequence's height as players say it (R5.3): "tierce au roi", "a tierce king high"
    "height_A": ("à l'as", "ace"),
    "height_R": ("au roi", "king"),
    "height_D": ("à la dame", "queen"),
    "height_V": ("au valet", "jack"),
    "height_10": ("au 10", "10"),
    "height_9": ("au 9", "9"),
    "unexpected": (
        "erreur inattendue ({detail}) : signalez-la, avec BELOTE_DEBUG=1 pour le détail",
        "unexpected error ({detail}): please report it; BELOTE_DEBUG=1 shows the details",
    ),
    "belote_held": (
        "belote (roi et dame {trump}) — 20",
        "belote (king and queen of {trump}) — 20",
    ),
    "fewer_cards": (
        "{count} cartes : les annonces qu'elles forment (une main entière en a huit)",
        "{count} cards: the declarations they hold (a whole hand has eight)",
    ),
    "annonces_total": ("Annonces : {points} points", "Declarations: {points} points"),
    "no_annonce": ("Aucune annonce.", "No declaration."),
    "help_edit": (
        "Corrige la main N et recalcule la suite.",
        "Correct hand N and rescore every hand after it.",
    ),
    "opt_mode": (
        "classique, faits, annonces ou faits-annonces.",
        "classique, faits, annonces or faits-annonces.",
    ),
    "opt_target": ("Objectif : 1001, 2000, 3000…", "Target: 1001, 2000, 3000…"),
    "opt_donnes": (
        "Une partie en N donnes (12 en concours), sans objectif (R14.1).",
        "A game of N donnes (12 in a concours), without a target (R14.1).",
    ),
    "opt_rounding": ("exact ou dizaine.", "exact or dizaine."),
    "opt_players": (
        "Quatre joueurs dans l'ordre du jeu : Alice,Bob,Carole,David (1 et 3 contre 2 et 4).",
        "Four players in playing order: Alice,Bob,Carole,David (1 and 3 against 2 and 4).",
    ),
    "opt_dealer": (
        "Le premier donneur : son nom ou sa place, 1 à 4 (1 par défaut).",
        "The first dealer: a name or a seat, 1 to 4 (1 unless given).",
    ),
    "opt_rule": (
        "Une règle de la table : defence (modes coinche : battre aussi la défense), no-litige "
        "(classique : l'égalité est dedans). Répétable.",
        "A house rule: defence (coinche modes: the taker must also beat the defence), "
        "no-litige (classique: equal is dedans). Repeatable.",
    ),
    "opt_team1": ("Nom de l'équipe 1 (Nous).", "Name of team 1 (Nous)."),
    "opt_team2": ("Nom de l'équipe 2 (Eux).", "Name of team 2 (Eux)."),
    "opt_file": (
        "Fichier de la feuille (sinon $BELOTE_FILE, sinon la partie en cours).",
        "File of the feuille (else $BELOTE_FILE, else the current game).",
    ),
    "opt_yes": ("Ne pas demander de confirmation.", "Do not ask for confirmation."),
    "opt_taker": ("Équipe qui a pris : 1, 2 ou son nom.", "The taking team: 1, 2 or its name."),
    "opt_contract": (
        "80 à 180, ou capot (modes coinche).",
        "80 to 180, or capot (coinche modes).",
    ),
    "opt_suit": (
        "Atout : coeur, carreau, trefle, pique.",
        "Trump: coeur, carreau, trefle, pique.",
    ),
    "opt_points": (
        "Points de cartes : ÉQUIPE=N (0 à 152, sans der).",
        "Card points: TEAM=N (0 to 152, der excluded).",
    ),
    "opt_cards": (
        'Les cartes d\'une pile, comptées : ÉQUIPE="Vco 9co A♠…".',
        'The cards of one pile, counted: TEAM="Vco 9co A♠…".',
    ),
    "opt_der": ("Équipe du dix de der.", "Team that won the last trick (dix de der)."),
    "opt_belote": (
        "Équipe qui a annoncé la belote, ou none.",
        "Team that announced belote, or none.",
    ),
    "opt_coinche": ("none, coinche ou surcoinche.", "none, coinche or surcoinche."),
    "opt_capot": (
        "Équipe qui a fait tous les plis, ou none.",
        "Team that took every trick, or none.",
    ),
    "opt_annonces": (
        "none, ou ÉQUIPE:GENRE:HAUTEUR[:COULEUR],… ; GENRE tierce, cinquante, cent ou carre ; "
        "HAUTEUR la plus haute carte (A R D V 10 9), ou le rang du carré.",
        "none, or TEAM:KIND:HEIGHT[:SUIT],…; KIND tierce, cinquante, cent or carre; HEIGHT "
        "the highest card (A R D V 10 9), or the carré's rank.",
    ),
    "opt_passe": (
        "Une passe : personne n'a pris (0 et 0, la donne passe).",
        "A passe: nobody took (0 and 0, the deal passes on).",
    ),
    "opt_fausse_donne": (
        "Une fausse donne (0 et 0, le même joueur redonne).",
        "A fausse donne, a misdeal (0 and 0, the same player deals again).",
    ),
    "opt_manual": (
        "Une donne manuelle : les points des deux équipes, 1=N,2=M (faute de jeu…).",
        "A manual deal: both teams' marks, 1=N,2=M (a faute de jeu, a penalty…).",
    ),
    "opt_note": ("La note d'une donne manuelle.", "The note of a manual deal."),
    "opt_line": (
        "Toute la main en une ligne, rien n'est demandé : 1 110co 103 der 1 bel 2 "
        "(preneur, contrat et atout, puis c/x2, s/x4, points, der T, bel T, capot T, ann "
        "LISTE).",
        "The whole hand on one line, nothing asked: 1 110co 103 der 1 bel 2 (taker, contract "
        "and trump, then c/x2, s/x4, points, der T, bel T, capot T, ann LIST).",
    ),
    "opt_json": ("Sortie JSON.", "JSON output."),
    "opt_all": (
        "Toutes les mains, pas seulement les dernières.",
        "Every hand, not only the last ones.",
    ),
    "arg_number": ("Numéro de la main à corriger.", "Number of the hand to correct."),
}
