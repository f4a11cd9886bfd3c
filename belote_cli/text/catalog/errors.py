"""The refusals: errors of the rules (RuleError keys) and of what was typed.
Part of the catalog (text.catalog): key: (français, English)."""

from __future__ import annotations

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
    "bad_goal": (
        "« {value} » : un objectif (1001, 2000…) ou un nombre de donnes (12 donnes) est attendu",
        "'{value}': a target (1001, 2000…) or a number of donnes (12 donnes) is expected",
    ),
    "bad_donnes": (
        "nombre de donnes {value} refusé : de 1 à {high} (12 en concours)",
        "number of donnes {value} refused: 1 to {high} (12 in a concours)",
    ),
    "donnes_and_target": (
        "une partie se joue en un nombre de donnes ou jusqu'à un objectif, pas les deux",
        "a game is played for a number of donnes or to a target, not both",
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
        "la partie serait finie à la main {number} : les mains suivantes seraient de trop "
        "(annulez-les d'abord)",
        "the game would be over at hand {number}: the hands after it would be too many "
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
}
