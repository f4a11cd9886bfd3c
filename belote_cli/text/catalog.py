"""Every sentence the user reads, one column per language (the words players type are in
text.words, in the same columns).

The words of the game (belote, capot, coinche, litige, dix de der, feuille de score) stay
French in every language. The language is BELOTE_LANG, else the locale (LC_ALL, LC_MESSAGES,
LANG) when it is one of LANGUAGES, else English. A new language is one more column here and
in text.words, and its code in LANGUAGES.
"""

from __future__ import annotations

import os

from belote_cli.core.errors import Refusal

LANGUAGES = ("fr", "en")  # the columns of MESSAGES and of text.words.WORDS
FALLBACK = "en"

# key: (français, English)
MESSAGES: dict[str, tuple[str, str]] = {
    # --- errors of the rules (RuleError keys) ---
    "bad_rank": (
        "hauteur inconnue « {value} » : A R D V 10 9 8 7 (ou as roi dame valet)",
        "unknown rank '{value}': A R D V 10 9 8 7 (or as roi dame valet, K Q J)",
    ),
    "bad_suit": (
        "couleur inconnue « {value} » : coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠)",
        "unknown suit '{value}': coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠)",
    ),
    "bad_card": (
        "« {value} » n'est pas une carte : une hauteur (A R D V 10 9 8 7) puis une couleur "
        "(co ca t p ou ♥ ♦ ♣ ♠), par exemple Vco, 10ca, A♠, 9t",
        "'{value}' is not a card: a rank (A R D V 10 9 8 7, K Q J) then a suit "
        "(co ca t p or ♥ ♦ ♣ ♠), for example Vco, 10ca, A♠, 9t",
    ),
    "card_twice": ("la carte {value} est donnée deux fois", "the card {value} is given twice"),
    "bad_points": (
        "points de cartes {value} hors limites : de 0 à 152, sans le dix de der",
        "card points {value} out of range: 0 to 152, dix de der excluded",
    ),
    "points_sum": (
        "les points des deux équipes font {value} : ils doivent faire 152",
        "the two teams' card points add up to {value}: they must add up to 152",
    ),
    "points_twice": (
        "les points de {team} sont donnés deux fois",
        "the points of {team} are given twice",
    ),
    "pile_counted": (
        "{cards} = {points} : {team} {points}, {other} {rest}",
        "{cards} = {points}: {team} {points}, {other} {rest}",
    ),
    "pile_again": (
        "redonnez les points ou les cartes",
        "give the points or the cards again",
    ),
    "points_missing": ("il manque les points de cartes", "the card points are missing"),
    "der_missing": ("il manque l'équipe du dix de der", "the team of the dix de der is missing"),
    "capot_points": (
        "capot de l'équipe {team} : elle a les 152 points, l'autre 0",
        "capot by team {team}: it holds all 152 card points, the other 0",
    ),
    "capot_der": (
        "capot de l'équipe {team} : le dix de der est à elle",
        "capot by team {team}: the last trick is its own",
    ),
    "contract_in_classique": (
        "pas de contrat en belote classique (mode classique)",
        "no contract in classic belote (mode classique)",
    ),
    "coinche_in_classique": (
        "pas de coinche en belote classique (mode classique)",
        "no coinche in classic belote (mode classique)",
    ),
    "contract_missing": ("il manque le contrat", "the contract is missing"),
    "bad_contract": (
        "contrat « {value} » refusé : 80 à 180 par dizaines, ou capot",
        "contract '{value}' refused: 80 to 180 in steps of 10, or capot",
    ),
    "carre_worthless": (
        "un carré de {height} ne vaut rien : carrés de V 9 A 10 R D seulement",
        "a carré of {height} is worth nothing: carrés of V 9 A 10 R D only",
    ),
    "carre_twice": (
        "le carré de {height} est annoncé deux fois",
        "carré of {height} declared twice",
    ),
    "bad_sequence": (
        "pas de {kind} de hauteur {height} : la hauteur va de A à {low}",
        "no {kind} of height {height}: its height goes from A to {low}",
    ),
    "carre_and_sequence": (
        "l'annonce {kind} utiliserait une carte du carré de {carre}",
        "the {kind} would use a card of the carré of {carre}",
    ),
    "sequence_overlap": (
        "ces séquences utiliseraient deux fois la même carte",
        "these sequences would use the same card twice",
    ),
    "too_many_annonces": (
        "l'équipe {team} annonce plus que ses deux joueurs n'ont de cartes (8 chacun)",
        "team {team} declares more than its two players' cards hold (8 each)",
    ),
    "belote_conflict": (
        "une équipe a la belote : l'autre ne peut pas annoncer le roi ou la dame d'atout",
        "one team holds belote: the other cannot declare the king or queen of trump",
    ),
    "belote_two_teams": (
        "une seule belote, hors tout atout : elle n'est qu'à une équipe",
        "one belote at most outside tout atout: only one team can hold it",
    ),
    "belote_in_sa": (
        "pas de belote en sans atout : il n'y a pas d'atout",
        "no belote in sans atout: there is no trump",
    ),
    "too_many_belotes": (
        "quatre belotes au plus en tout atout, une par couleur",
        "four belotes at most in tout atout, one a suit",
    ),
    "bad_belotes": (
        "belote « {value} » : non, ou l'équipe de chaque belote (1, 2, {one}, {two} ; en tout "
        "atout 1,2)",
        "belote '{value}': none, or the team of each belote (1, 2, {one}, {two}; in tout atout "
        "1,2)",
    ),
    "not_in_sa": (
        "ne s'applique pas en sans atout : il n'y a pas de belote",
        "does not apply in sans atout: there is no belote",
    ),
    "all_suits_in_classique": (
        "pas de sans atout ni de tout atout en belote classique : une couleur (coeur, carreau, "
        "trefle, pique)",
        "no sans atout nor tout atout in classic belote: a suit (coeur, carreau, trefle, pique)",
    ),
    "rule_not_in_mode": (
        "la règle {rule} ne s'applique pas au mode {mode} (defence : modes coinche ; "
        "no-litige : classique)",
        "the rule {rule} does not fit mode {mode} (defence: coinche modes; no-litige: classique)",
    ),
    "bad_rule": (
        "règle « {value} » : defence (modes coinche) ou no-litige (classique)",
        "rule '{value}': defence (coinche modes) or no-litige (classique)",
    ),
    "bad_target": (
        "objectif {value} refusé : un nombre de 1 à {high} (1001, 2000, 3000…)",
        "target {value} refused: a number from 1 to {high} (1001, 2000, 3000…)",
    ),
    "bad_team_name": (
        "nom d'équipe {value!r} refusé : non vide, sur une ligne, ni 1, ni 2, ni none",
        "team name {value!r} refused: not empty, on one line, and not 1, 2 or none",
    ),
    "name_too_long": (
        "nom trop long : {most} signes au plus",
        "name too long: {most} signs at most",
    ),
    "empty_pile": (
        "aucune carte : une équipe qui n'a fait aucun pli est capot (--capot, ou la question "
        "du capot)",
        "no card given: a team that took no trick is capot (--capot, or the capot question)",
    ),
    "same_team_names": (
        "les deux équipes s'appellent « {value} » : il faut deux noms différents",
        "both teams are called '{value}': two different names are needed",
    ),
    "game_over": (
        "la partie est finie : aucune main de plus (belote new pour une nouvelle partie)",
        "the game is over: no more hands (belote new starts another)",
    ),
    "game_over_at": (
        "la partie serait gagnée à la main {number} : les mains suivantes seraient de trop "
        "(annulez-les d'abord)",
        "the game would be won at hand {number}: the hands after it would be too many "
        "(undo them first)",
    ),
    "no_hand": ("aucune main à annuler", "no hand to undo"),
    "no_such_hand": (
        "pas de main {number} : la feuille en a {count}",
        "no hand {number}: the feuille has {count}",
    ),
    # --- parsing options and answers ---
    "bad_team": (
        "équipe « {value} » inconnue : 1, 2, {one} ou {two}",
        "unknown team '{value}': 1, 2, {one} or {two}",
    ),
    "bad_team_or_none": (
        "« {value} » : 1, 2, {one}, {two} ou non",
        "'{value}': 1, 2, {one}, {two} or none",
    ),
    "bad_number": ("« {value} » n'est pas un nombre", "'{value}' is not a number"),
    "bad_points_form": (
        "« {value} » : points de la forme ÉQUIPE=N, par exemple 1=103",
        "'{value}': points as TEAM=N, for example 1=103",
    ),
    "bad_coinche": (
        "« {value} » : none (non), coinche ou surcoinche",
        "'{value}': none, coinche or surcoinche",
    ),
    "bad_annonce": (
        "annonce « {value} » : ÉQUIPE:GENRE:HAUTEUR[:COULEUR], genre tierce, cinquante, cent "
        "ou carre ; par exemple 1:tierce:R,2:carre:V",
        "declaration '{value}': TEAM:KIND:HEIGHT[:SUIT], kind tierce, cinquante, cent or "
        "carre; for example 1:tierce:R,2:carre:V",
    ),
    "bad_mode": (
        "mode « {value} » : classique, faits, annonces ou faits-annonces",
        "mode '{value}': classique, faits, annonces or faits-annonces",
    ),
    "bad_rounding": (
        "arrondi « {value} » : exact ou dizaine",
        "rounding '{value}': exact or dizaine",
    ),
    "yes_no": ("o/n", "y/n"),
    "bad_yes_no": ("répondez o (oui) ou n (non)", "answer y (yes) or n (no)"),
    "not_in_mode": (
        "ne s'applique pas en mode {mode}",
        "does not apply in mode {mode}",
    ),
    "not_on_capot": (
        "ne s'applique pas à un capot : l'équipe capot a tout",
        "does not apply to a capot: the capot team has everything",
    ),
    # --- storage ---
    "no_game": (
        "{path} : pas de feuille de score (belote new pour commencer une partie)",
        "{path}: no feuille de score (belote new starts a game)",
    ),
    "no_current_game": (
        "aucune partie en cours dans {path} (belote new pour commencer)",
        "no current game in {path} (belote new starts one)",
    ),
    "empty_file": (
        "{path} est vide : ce n'est pas une feuille de score (rien n'a été modifié)",
        "{path} is empty: not a feuille de score (nothing was changed)",
    ),
    "bad_toml": (
        "{path} est illisible (TOML invalide, {detail}) : rien n'a été modifié",
        "{path} cannot be read (invalid TOML, {detail}): nothing was changed",
    ),
    "not_a_sheet": (
        "{path} n'est pas une feuille de score de belote ({detail}) : rien n'a été modifié",
        "{path} is not a belote feuille de score ({detail}): nothing was changed",
    ),
    "newer_schema": (
        "{path} vient d'une version plus récente de belote (schéma {found}, connu {known}) : "
        "mettez belote à jour",
        "{path} was written by a newer belote (schema {found}, known {known}): upgrade belote",
    ),
    "bad_hand_in_file": ("{path}, main {number} : {detail}", "{path}, hand {number}: {detail}"),
    "missing_field": ("champ « {field} » absent", "field '{field}' missing"),
    "bad_value": ("valeur refusée ({detail})", "value refused ({detail})"),
    "unreadable": ("{path} : {detail}", "{path}: {detail}"),
    "unwritable": (
        "impossible d'écrire {path} ({detail}) : rien n'a été modifié",
        "cannot write {path} ({detail}): nothing was changed",
    ),
    "changed_meanwhile": (
        "{path} a été modifié par un autre belote (une main changée ou retirée) : rien n'a "
        "été écrit",
        "{path} was changed by another belote (an entry changed or removed): nothing was written",
    ),
    "not_a_file": (
        "{path} n'est pas un fichier ordinaire : ce n'est pas une feuille de score",
        "{path} is not a regular file: not a feuille de score",
    ),
    "too_large": (
        "{path} dépasse {most} Mo : ce n'est pas une feuille de score (rien n'a été modifié)",
        "{path} is larger than {most} MB: not a feuille de score (nothing was changed)",
    ),
    "lock_timeout": (
        "un autre belote écrit dans {path} depuis {seconds} s : rien n'a été écrit, réessayez",
        "another belote has been writing in {path} for {seconds} s: nothing was written, "
        "try again",
    ),
    "read_only": (
        "{path} est en lecture seule : rien n'a été écrit (chmod u+w pour y écrire)",
        "{path} is read-only: nothing was written (chmod u+w to write in it)",
    ),
    "home_not_folder": (
        "{path} n'est pas un dossier : BELOTE_HOME doit nommer un dossier",
        "{path} is not a folder: BELOTE_HOME must name a folder",
    ),
    "bad_schema": (
        "schema = {value} : un nombre entier à partir de 1 est attendu",
        "schema = {value}: a whole number from 1 is expected",
    ),
    "points_count": (
        "{count} valeurs de points : il en faut deux (équipe 1, équipe 2)",
        "{count} values of points: two are expected (team 1, team 2)",
    ),
    "added_meanwhile": (
        "{count} main(s) ajoutée(s) par un autre belote ; la vôtre est la main {number}",
        "{count} hand(s) added by another belote; yours is hand {number}",
    ),
    "retype_hand": (
        "votre main, à saisir de nouveau : belote hand --line {line}",
        "your hand, to enter again: belote hand --line {line}",
    ),
    "refuse_foreign": (
        "{path} existe et n'est pas une feuille de score : choisissez un autre fichier",
        "{path} exists and is not a feuille de score: choose another file",
    ),
    # --- prompts ---
    "ask_mode": (
        "Mode (classique, faits, annonces, faits-annonces)",
        "Mode (classique, faits, annonces, faits-annonces)",
    ),
    "ask_target": ("Objectif", "Target"),
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
    "play_abandoned": (
        "main {number} abandonnée ; les mains déjà saisies sont dans {path}",
        "hand {number} abandoned; the hands already entered are in {path}",
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
    "play_again": ("Commencer une nouvelle partie ?", "Start a new game?"),
    "none_word": ("non", "none"),
    "see_help": ("{command} -h donne les options", "{command} -h lists the options"),
    "aborted": ("abandon : rien n'a été écrit", "aborted: nothing was written"),
    # --- what the user is told ---
    "new_game": (
        "Nouvelle partie : {mode}, objectif {target}, arrondi {rounding} — {one} contre {two}, "
        "à {dealer} de donner. Feuille : {path}",
        "New game: {mode}, target {target}, rounding {rounding} — {one} against {two}, "
        "{dealer} deals first. Feuille: {path}",
    ),
    "undone": ("Main {number} annulée.", "Hand {number} undone."),
    "ask_undo": ("Annuler la main {number} ?", "Undo hand {number}?"),
    "edited": ("Main {number} corrigée.", "Hand {number} corrected."),
    "hand_line": ("Main {number}", "Hand {number}"),
    "seat": ("place {seat} ({team})", "seat {seat} ({team})"),
    "kind_hand": ("main jouée", "played hand"),
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
    "detail_extras": (
        "Belote : {belote} ; annonces : {annonces}",
        "Belote: {belote}; declarations: {annonces}",
    ),
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
        "Feuille de score — {mode}, objectif {target}",
        "Feuille de score — {mode}, target {target}",
    ),
    "title_rules": (" — règle : {rules}", " — rule: {rules}"),
    "total_row": ("Total", "Total"),
    "progress": ("{team} : {total} / {target}", "{team}: {total} / {target}"),
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


def language() -> str:
    """One of LANGUAGES: BELOTE_LANG first, then the locale."""
    chosen = os.environ.get("BELOTE_LANG", "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            code = value.lower()[:2]
            return code if code in LANGUAGES else FALLBACK
    return FALLBACK


def describe(error: Refusal) -> str:
    """The sentence of a refusal, the refusals nested in it translated too, and every value
    it echoes cut to a readable length (a path is shown whole)."""
    params = {
        k: describe(v) if isinstance(v, Refusal) else v if k == "path" else shorten(str(v))
        for k, v in error.params.items()
    }
    return t(error.key, **params)


def shorten(text: str, size: int = 60) -> str:
    """`text`, or its start and an ellipsis when it is longer than `size`."""
    return text if len(text) <= size else text[: size - 1] + "…"


def shorten_words(text: str, size: int = 60) -> str:
    """`text` with every word longer than `size` shortened (a value echoed by a message),
    but paths, shown whole."""
    return " ".join(word if "/" in word else shorten(word, size) for word in text.split(" "))


def t(key: str, **values: object) -> str:
    """The sentence `key` in the user's language, its {fields} filled in."""
    chosen = language()
    template = MESSAGES[key][LANGUAGES.index(chosen)]
    if chosen == "fr" and "de {" in template:
        template = _elide(template, values)
    return template.format(**values)


def _elide(template: str, values: dict[str, object]) -> str:
    """French elision before a value: "de Nous" but "d'Eux", "carré d'as"."""
    import re

    def de(match: re.Match[str]) -> str:
        value = str(values.get(match.group(1), ""))
        vowel = value[:1].casefold() in "aeiouyàâéèêëîïôûü"
        return ("d'" if vowel and value else "de ") + "{" + match.group(1) + "}"

    return re.sub(r"\bde \{(\w+)\}", de, template)
