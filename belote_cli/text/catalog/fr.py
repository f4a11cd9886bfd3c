"""Français : every sentence belote says, and every word a player may type, in French.

One file per language (text.catalog): MESSAGES by key, WORDS by meaning, and the language's
plural rule. A sentence that depends on a number chooses among its forms with
`{count|une donne|des donnes}`: the form `plural(count)` gives. A verb after a team's or a
player's name agrees with it: `{team|a pris|ont pris|avons pris|avez pris}`, the form
`agreement(team)` gives, always the four. The words of the game (belote, capot, coinche,
litige, dix de der, feuille de score, concours, donne) stay French in every language. The
words a French table says, and those it does not: docs/glossaire.md.
"""

from __future__ import annotations

import re

NAME = "français"
DECIMAL = ","  # 108,9
CSV_SEPARATOR = ";"  # French spreadsheets split at ";", the comma being the decimal sign
CSV_BOM = True  # French Excel reads UTF-8 (Chênes) only after a byte-order mark
NO_BREAK_BEFORE = ":;?!»%"  # a line never starts with them: the space before is unbreakable


def plural(n: int) -> int:
    """0 and 1 are singular in French."""
    return 0 if abs(n) < 2 else 1


# The first words that make a name plural: an article, a determiner or a pronoun.
_PLURAL_FIRST = frozenset(
    "les des nos vos ces mes tes ses leurs eux elles ils quelques plusieurs".split()
)


def agreement(name: str) -> int:
    """The form a verb takes after a name, in `{team|a pris|ont pris|avons pris|avez
    pris}`: 2 for Nous ("Nous avons pris", "Nous deux"), 3 for Vous; 1 for a name read as
    plural -- its first word is a plural article, determiner or pronoun (Les Rouges, Des
    As, Nos Anciens, Eux), or it joins two names (Ana & Bruno, Ana et Bruno) --; else 0,
    one team or one player (Alice, Club des Pins, Le Carré d'As). docs/glossaire.md."""
    words = re.findall(r"\w+", name.casefold())
    if not words:
        return 0
    if words[0] in ("nous", "vous"):
        return 2 if words[0] == "nous" else 3
    joined = "&" in name or "et" in words[1:-1]
    return 1 if words[0] in _PLURAL_FIRST or joined else 0


_VOWELS = "aeiouyàâéèêëîïôûü"
# de or à before a value; le or les at the start of a value (Les Rouges, le joueur 2)
_BEFORE_VALUE = re.compile(r"(?<![\w'])([Dd]e|[àÀ]) \{(\w+)\}")
_ARTICLE = re.compile(r"(?i)(les|le) (?=\S)")
_JOINED = {"de": ("du", "des"), "à": ("au", "aux")}


def prepare(template: str, values: dict[str, object]) -> str:
    """Elision and contraction before a value, as French writes a name after de or à: "de
    Nous" but "d'Eux" and "carré d'as"; a value that starts with le or les joins its
    article to the word before, "des Rouges", "aux Rouges", "au joueur 2"."""
    if not any(word in template for word in ("de {", "De {", "à {", "À {")):
        return template

    def before(match: re.Match[str]) -> str:
        word, key = match.group(1), match.group(2)
        value = str(values.get(key, ""))
        article = _ARTICLE.match(value)
        if article is not None:
            joined = _JOINED[word.casefold()][len(article.group(1)) == 3]
            rest = value[article.end() :].replace("{", "{{").replace("}", "}}")
            return f"{joined.capitalize() if word[0].isupper() else joined} {rest}"
        if word.casefold() == "de" and value[:1].casefold() in _VOWELS and value:
            return f"{word[0]}'{{{key}}}"  # d'Eux, D'Eux
        return match.group(0)

    return _BEFORE_VALUE.sub(before, template)


MESSAGES: dict[str, str] = {
    # === The refusals: errors of the rules (RuleError keys) and of what was typed.
    # --- errors of the rules (RuleError keys) ---
    "bad_rank": "hauteur inconnue « {value} » : A R D V 10 9 8 7 (ou as roi dame valet)",
    "bad_suit": (
        "couleur inconnue « {value} » : coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠)"
    ),
    "bad_card": (
        "« {value} » n'est pas une carte : une hauteur (A R D V 10 9 8 7) puis une couleur (co "
        "ca t p ou ♥ ♦ ♣ ♠), par exemple Vco, 10ca, A♠, 9t"
    ),
    "card_twice": "la carte {value} est donnée deux fois",
    "bad_points_all_trump": (
        "points de cartes {value} hors limites : de 0 à 248 à tout atout compté en valeurs "
        "d'atout, sans le dix de der"
    ),
    # R16.5.6: a tout atout count with its der, converted to 162
    "converted": "{counted} × 162/258 = {converted}",
    "bad_points": "points de cartes {value} hors limites : de 0 à 152, sans le dix de der",
    "points_sum": "les points des deux équipes font {value} : ils doivent faire {total} ({hint})",
    "sum_der": "10 de trop : le dix de der compté dans un pli ?",
    "sum_belote": "20 de trop : une belote comptée ?",
    "sum_nine": "14 de moins : le 9 d'atout compté 0 ?",
    "sum_valet": "18 de moins : le valet d'atout compté 2 ?",
    "sum_more": "{gap} de trop",
    "sum_less": "{gap} de moins",
    "points_twice": "les points de {team} sont donnés deux fois",
    "pile_counted": "{cards} = {points} : {team} {points}, {other} {rest}",
    "pile_again": "redonnez les points ou les cartes",
    "points_missing": "il manque les points de cartes",
    "der_missing": "il manque l'équipe du dix de der",
    "capot_points": "capot de l'équipe {team} : elle a les 152 points, l'autre 0",
    "capot_der": "capot de l'équipe {team} : le dix de der lui revient",
    "contract_in_classique": "pas de contrat en belote classique (mode classique)",
    "coinche_in_classique": "pas de coinche en belote classique (mode classique)",
    "contract_missing": "il manque le contrat",
    "bad_contract": "contrat « {value} » refusé : 80 à 180 par dizaines, ou capot",
    "carre_worthless": (
        "un carré de {height} ne vaut rien : seuls comptent les carrés de valets, de neuf, "
        "d'as, de dix, de rois et de dames"
    ),
    "carre_twice": "le carré de {height} est annoncé deux fois",
    "bad_sequence": "pas de {kind} de hauteur {height} : la hauteur va de A à {low}",
    "carre_and_sequence": "l'annonce {kind} utiliserait une carte du carré de {carre}",
    "sequence_overlap": "ces séquences utiliseraient deux fois la même carte",
    "too_many_annonces": (
        "l'équipe {team} annonce plus que ses deux joueurs n'ont de cartes (8 chacun)"
    ),
    "belote_conflict": (
        "une équipe a la belote : l'autre ne peut pas annoncer le roi ou la dame d'atout"
    ),
    "belote_two_teams": "une seule belote, hors tout atout : elle n'est qu'à une équipe",
    "belote_in_sa": "pas de belote en sans atout : il n'y a pas d'atout",
    "too_many_belotes": "quatre belotes au plus en tout atout, une par couleur",
    "bad_belotes": (
        "belote « {value} » : non, ou l'équipe de chaque belote (1, 2, {one}, {two} ; en tout "
        "atout 1,2)"
    ),
    "not_in_sa": "ne s'applique pas en sans atout : il n'y a pas de belote",
    "all_suits_in_classique": (
        "pas de sans atout ni de tout atout en belote classique : une couleur (coeur, carreau, "
        "trefle, pique)"
    ),
    "rule_not_in_mode": (
        "la règle {rule} ne s'applique pas au mode {mode} ; celles qui s'y appliquent : {fitting}"
    ),
    "rules_exclusive": "{first} et {second} changent les mêmes marques : choisissez l'une d'elles",
    "rule_needs_target": "la règle {rule} est pour une partie à un objectif, pas en N donnes",
    "bad_rule": "règle « {value} » : {accepted} (belote rules dit ce que change chacune)",
    "rule_fits": "{rule} ({modes})",
    "rules_separator": ", ",
    "modes_coinche": "modes coinche",
    "modes_every": "tous les modes",
    "bad_goal": (
        "« {value} » : un objectif (1001, 2000…) ou un nombre de donnes (12 donnes) est attendu"
    ),
    "bad_donnes": "nombre de donnes {value} refusé : de 1 à {high} (12 en concours)",
    "donnes_and_target": (
        "une partie se joue en un nombre de donnes ou jusqu'à un objectif, pas les deux"
    ),
    "bad_target": "objectif {value} refusé : un nombre de 1 à {high} (1001, 2000, 3000…)",
    "bad_team_name": (
        "nom d'équipe {value!r} refusé : non vide, sur une ligne, ni 1, ni 2, ni none"
    ),
    "name_too_long": "nom trop long : {most} signes au plus",
    "empty_pile": (
        "aucune carte : une équipe qui n'a fait aucun pli est capot (--capot, ou la question du "
        "capot)"
    ),
    "same_team_names": "les deux équipes s'appellent « {value} » : il faut deux noms différents",
    "game_over": (
        "la partie est finie : aucune donne de plus (belote new pour une nouvelle partie)"
    ),
    "game_over_at": (
        "la partie serait finie à la donne {number} : les donnes suivantes seraient de trop "
        "(annulez-les d'abord)"
    ),
    "no_hand": "aucune donne à annuler",
    "nothing_to_redo": "rien à rétablir : aucune donne annulée depuis la dernière enregistrée",
    "no_such_hand": "pas de donne {number} : la feuille en a {count}",
    # --- parsing options and answers ---
    "ambiguous_name": "« {value} » peut désigner {names} : tapez davantage du nom",
    "bad_points_answer": (
        "« {value} » n'est ni un nombre de points (0 à 152, sans le dix de der) ni des "
        "cartes (Vco 9co…)"
    ),
    "bad_team": "équipe « {value} » inconnue : 1, 2, {one} ou {two}",
    "bad_team_or_none": "« {value} » : 1, 2, {one}, {two} ou non",
    "bad_number": "« {value} » n'est pas un nombre",
    "bad_points_form": "« {value} » : points de la forme ÉQUIPE=N, par exemple 1=103",
    "bad_coinche": "« {value} » : non, coinche ou surcoinche",
    "bad_annonce": (
        "annonce « {value} » : ÉQUIPE:GENRE:HAUTEUR[:COULEUR], genre tierce, cinquante, cent ou "
        "carre ; par exemple 1:tierce:R,2:carre:V"
    ),
    "bad_mode": "mode « {value} » : classique, faits, annonces ou faits-annonces",
    "bad_rounding": "arrondi « {value} » : exact ou dizaine",
    "yes_no": "o/n",
    "bad_yes_no": "répondez o (oui) ou n (non)",
    "not_in_mode": "ne s'applique pas en mode {mode}",
    "not_on_capot": "ne s'applique pas à un capot : l'équipe capot a tout",
    "not_declared": "ne s'applique pas : le profil de cette table se joue sans annonces",
    "no_players_named": "ne s'applique pas : les joueurs ne sont pas nommés",
    "coinchers_no_players": (
        "qui a coinché se dit à une table dont les joueurs sont nommés (belote new --players)"
    ),
    "not_coinched": "ne s'applique pas : la donne n'est pas coinchée",
    # === The refusals of files and folders (StorageError keys).
    # --- storage ---
    "no_game": "{path} : pas de feuille de score (belote new pour commencer une partie)",
    "no_current_game": "aucune partie en cours dans {path} (belote new pour commencer)",
    "empty_file": "{path} est vide : ce n'est pas un fichier de belote (rien n'a été modifié)",
    "bad_toml": "{path} est illisible (TOML invalide, {detail}) : rien n'a été modifié",
    "too_many_items": (
        "{path} a plus de {most} valeurs, plus que belote n'en écrit jamais (rien n'a été modifié)"
    ),
    "too_deep": (
        "{path} est illisible (des valeurs imbriquées sur plus de {most} niveaux, ce qu'aucun "
        "fichier de belote n'a) : rien n'a été modifié"
    ),
    "long_key": (
        "{path} est illisible (une clé de plus de {most} parties, ce qu'aucun fichier de belote "
        "n'a) : rien n'a été modifié"
    ),
    "not_a_sheet": (
        "{path} n'est pas une feuille de score de belote ({detail}) : rien n'a été modifié"
    ),
    "newer_schema": (
        "{path} vient d'une version plus récente de belote (schéma {found}, connu {known}) : "
        "mettez belote à jour"
    ),
    "bad_hand_in_file": "{path}, donne {number} : {detail}",
    "bad_undone_in_file": "{path}, donne annulée {number} : {detail}",
    "missing_field": "champ « {field} » absent",
    # the system's errors (storage.errors.system) and where a TOML file breaks
    "os_enoent": "fichier ou dossier introuvable",
    "os_eacces": "permission refusée",
    "os_eperm": "opération non permise",
    "os_enospc": "plus de place sur le disque",
    "os_edquot": "quota de disque dépassé",
    "os_erofs": "système de fichiers en lecture seule",
    "os_eisdir": "c'est un dossier",
    "os_enotdir": "ce n'est pas un dossier",
    "os_eexist": "le fichier existe déjà",
    "os_eio": "erreur d'entrée-sortie",
    "os_enametoolong": "nom de fichier trop long",
    "os_eloop": "trop de liens symboliques",
    "os_ebusy": "ressource occupée",
    "os_emfile": "trop de fichiers ouverts",
    "os_enfile": "trop de fichiers ouverts sur le système",
    "os_efbig": "fichier trop grand",
    "os_einval": "argument invalide",
    "os_ebadf": "descripteur de fichier invalide",
    "os_other": "erreur du système ({code})",
    "toml_not_utf8": "pas de l'UTF-8 à l'octet {at}",
    "toml_too_deep": "imbriqué trop profondément",
    "toml_at": "ligne {line}, colonne {column}",
    "toml_at_end": "à la fin du document",
    "file_value": "{field}{value} : {expected}",
    "expect_one_of": "l'une de ces valeurs est attendue : {choices}",
    "expect_moment": (
        "une date et une heure avec leur décalage sont attendues, comme 2026-12-01T21:30:00+01:00"
    ),
    "expect_whole": "un nombre entier est attendu",
    "expect_string": "une chaîne est attendue",
    "expect_bool": "true ou false est attendu",
    "expect_table_line": (
        "une ligne de table est attendue : les numéros de ses deux équipes, puis leurs points ou "
        "forfeit et qui a déclaré forfait (3 1 1100 900, 3 1 forfeit 1)"
    ),
    "expect_forfeit": "une ou les deux équipes de la table sont attendues",
    "expect_table": "une table est attendue",
    "expect_list": "une liste est attendue",
    "expect_tables": "une liste de tables est attendue",
    "expect_names": "{count} noms sont attendus",
    "expect_marks": "les marques des deux équipes sont attendues",
    "expect_team": "1 ou 2 est attendu",
    "expect_pair": "deux numéros d'équipe sont attendus",
    "expect_result": "deux nombres sont attendus",
    "file_draws": "{draws} tirages pour {parties} parties",
    "file_result_missing": (
        "partie {partie} : un résultat manque, et une partie suivante est tirée"
    ),
    "file_seating": "un tirage ne place pas chacune des {teams} équipes une fois : {seated}",
    "file_withdrawn": (
        "l'équipe {number} a abandonné après la partie {partie} mais figure dans un tirage suivant"
    ),
    "file_numbers": "deux équipes ont le même numéro : {numbers}",
    "bad_value": "valeur refusée ({detail})",
    "unreadable": "{path} : {detail}",
    "write_unreadable": (
        "{path} est resté tel quel : belote ne pourrait pas relire ce que ce changement "
        "écrirait ({detail}), il n'a donc rien écrit"
    ),
    "limit_bytes": "le fichier dépasserait {most} Mo",
    "limit_items": "le fichier contiendrait plus de {most} valeurs",
    "limit_key": "une clé aurait plus de {most} segments",
    "unwritable": "impossible d'écrire {path} ({detail}) : rien n'a été modifié",
    "redo_changed": (
        "{path} a été modifié par un autre belote depuis sa lecture : la donne que redo "
        "rétablirait n'est peut-être pas celle annulée ici, rien n'a donc été écrit (belote "
        "show, puis redo à nouveau)"
    ),
    "changed_meanwhile": (
        "{path} a été modifié par un autre belote (une donne changée ou retirée) : rien n'a été "
        "écrit"
    ),
    "not_a_file": (
        "{path} n'est pas un fichier ordinaire (un dossier, un tube, un périphérique) : belote "
        "ne lit que des fichiers"
    ),
    "too_large": (
        "{path} dépasse {most} Mo : ce n'est pas une feuille de score (rien n'a été modifié)"
    ),
    "lock_timeout": (
        "un autre belote écrit dans {path} depuis {seconds} s : rien n'a été écrit, réessayez"
    ),
    "read_only": "{path} est en lecture seule : rien n'a été écrit (chmod u+w pour y écrire)",
    "home_not_folder": "{path} n'est pas un dossier : BELOTE_HOME doit nommer un dossier",
    "bad_schema": "schema = {value} : un nombre entier à partir de 1 est attendu",
    "points_count": (
        "{count} {count|valeur|valeurs} de points : il en faut deux (équipe 1, équipe 2)"
    ),
    "added_meanwhile": (
        "{count} {count|donne ajoutée|donnes ajoutées} par un autre belote ; la vôtre est la "
        "donne {number}"
    ),
    "retype_hand": "votre donne, à saisir de nouveau : belote hand --line {line}",
    "refuse_foreign": (
        "{path} existe et n'est pas une feuille de score : choisissez un autre fichier"
    ),
    "name_in_trash": (
        "{path} : une partie de ce nom est à la corbeille (belote restore la reprend) : "
        "choisissez un autre nom, rien n'a été écrit"
    ),
    "gone_meanwhile": (
        "{path} n'est plus là (mise à la corbeille ou déplacée par un autre belote ?) : rien n'a "
        "été écrit (belote games --all la retrouve)"
    ),
    "home_relative": (
        "BELOTE_HOME={path} n'est pas un chemin absolu : donnez un chemin depuis / (ou ~/…)"
    ),
    "not_own_folder": (
        "{path} n'est pas un dossier (un lien ?) : belote n'y range rien, rien n'a été modifié"
    ),
    "would_drop": "{path} contient {what}, qu'un enregistrement ne garde pas",
    "unread_fields": (
        "{path} contient des champs que belote ne connaît pas ({keys}) : "
        "ils ne sont ni affichés ni comptés."
    ),
    "unread_near": "Vouliez-vous dire {field} ?",
    "unkept_comments": "des commentaires",
    "unkept_keys": "des champs que belote ne connaît pas ({keys})",
    "unkept_both": "des commentaires et des champs que belote ne connaît pas ({keys})",
    "ask_drop": "Enregistrer quand même, sans eux ?",
    "output_failed": "la sortie n'a pas pu être écrite ({detail})",
    "output_failed_saved": (
        "la sortie n'a pas pu être écrite ({detail}) ; ce qui a été enregistré l'est : {path}"
    ),
    # === What the program asks, and the help of commands and options.
    # --- prompts ---
    "ask_mode": "Mode (classique, faits, annonces, faits-annonces)",
    "ask_target": "Objectif (ou N donnes)",
    "ask_rounding": "Arrondi (exact, dizaine)",
    "ask_team1": "Nom de l'équipe 1",
    "ask_team2": "Nom de l'équipe 2",
    "ask_replace": "{path} contient une partie en cours. La remplacer ?",
    "ask_taker": "Preneur (1, 2, {one}, {two})",
    "ask_contract": (
        "Contrat et atout (80 à 180 ou capot, puis la couleur : 110 coeur, 110co, capot pi)"
    ),
    "ask_suit": "Atout (coeur, carreau, trefle, pique ; sa, ta si les règles les jouent)",
    "ask_belotes": "Belotes, l'équipe de chacune (non, 1, 2, 1,2…)",
    "ask_coinche": "Coinche (non, coinche : c ou x2, surcoinche : s ou x4)",
    "ask_coinchers": "Qui a coinché ? ({defence} ; non)",
    "ask_surcoinchers": "Qui a coinché, puis qui a surcoinché ? ({defence}, puis {takers} ; non)",
    "ask_capot": "Capot : quelle équipe a fait tous les plis ? (non, 1, 2)",
    "ask_points": "Points de cartes de {team} (0 à 152 sans der, ou les cartes : Vco 9co…)",
    "ask_points_all_trump": (
        "Points de cartes de {team}, chaque carte à sa valeur d'atout (0 à 248 sans der, ou "
        "les cartes : Vco 9co…)"
    ),
    "ask_der": "Dix de der (1, 2, {one}, {two})",
    "ask_belote": "Belote annoncée par (non, 1, 2)",
    "ask_annonces": "Annonces (non, ou 1:tierce:R,2:carre:V…)",
    "ask_next": (
        "Donne {number}, à {dealer} de donner — la donne en une ligne ({example}), le preneur "
        "({one}, {two}), annuler ou aide"
    ),
    "ask_more": " — et s'il y en a : bel T, ann LISTE",
    "line_capot_made": " (ou capot {team} si le preneur a fait tous les plis)",
    "ask_belote_annonces": "Belote et annonces (non ; bel 1, ann 2:tierce:R…)",
    "ask_belotes_annonces": (
        "Belotes et annonces (non ; bel 1, bel 1,2 pour l'équipe de chacune, ann 2:tierce:R…)"
    ),
    "ask_capot_contract": (
        "Capot demandé : quelle équipe a fait tous les plis ? ({team} : capot fait ; non : "
        "contrat chuté)"
    ),
    "ask_capot_possible": (
        "{team} {team|a|ont|avons|avez} tous les points et le dix de der : est-ce un capot, "
        "tous les plis ? (o : {made} ; n : {missed})"
    ),
    "ask_capot_same": (
        "{team} {team|a|ont|avons|avez} tous les points et le dix de der : est-ce un capot, "
        "tous les plis ? (o/n ; les mêmes marques dans les deux cas : {made})"
    ),
    "marks_of_both": "{one} {first}, {two} {second}",
    "play_on_capot": (
        "{team} {team|atteint|atteignent|atteignons|atteignez} l'objectif sur une donne où "
        "l'autre équipe a fait tous les plis : on joue une donne de plus"
    ),
    "play_on_failed": (
        "{team} {team|atteint l'objectif sur son|atteignent l'objectif sur leur|atteignons "
        "l'objectif sur notre|atteignez l'objectif sur votre} contrat chuté : on joue une donne "
        "de plus"
    ),
    "play_on_equal": "égalité au-dessus de l'objectif : on joue une donne de plus",
    "play_on_exceed": (
        "{team} {team|est|sont|sommes|êtes} à l'objectif, et {team|doit|doivent|devons|devez} "
        "le dépasser à cette table (règle : dépasser-objectif) : on joue une donne de plus"
    ),
    "pot_waits": "Le pot ({pot}) attend un preneur qui gagne sa donne (règle : pot-au-preneur)",
    "answer_needed": "cette question attend une réponse",
    "prompt_suffix": " : ",
    "edit_which": "corriger N : le numéro de la donne (corriger 3, corriger 3 belote)",
    "play_help": (
        "Une donne en une ligne : le preneur, le contrat et l'atout (110co, 110 coeur, capot pi "
        "; en classique l'atout seul), puis dans n'importe quel ordre : c ou x2, s ou x4 (et "
        "par NOM : qui a coinché, puis qui a surcoinché), les points du preneur (103) ou d'une "
        "équipe (2=49), der T, bel T, capot T, ann LISTE, et "
        "rien (ou -) s'il n'y a rien d'autre. Une ligne qui dit le preneur, le contrat et "
        "l'atout, les points (ou capot T) et le der est la donne entière : rien d'autre n'est "
        "demandé, ce qu'elle ne dit pas compte pour rien. Sinon ce qui manque est demandé, "
        "puis la coinche, la belote et les annonces. À chaque question : < revient à la "
        "précédente, annuler abandonne la donne. Sinon : annuler (la dernière donne), rétablir "
        "(ce qu'annuler a enlevé), corriger N (la donne N) ou corriger N FAIT (un seul fait : "
        "corriger 8 belote), feuille (toute la feuille), passe, fausse donne, manuel (une "
        "donne à points donnés : manuel 1=0,2=50 faute de jeu), quitter (ou q). Chaque donne "
        "est enregistrée dès qu'elle est saisie."
    ),
    # what the edited hand line's toolbar says of a command as it is typed (entry.editline)
    "bar_undo": "annuler : reprend la donne {number}, après confirmation",
    "bar_redo": "rétablir : remet ce qu'annuler a enlevé",
    "bar_edit": "corriger N : corrige la donne N (corriger N FAIT : ce fait seul)",
    "bar_show": "feuille : toute la feuille (feuille N : la donne N en détail)",
    "bar_help": "aide : ce qu'une ligne peut dire, et les commandes",
    "bar_quit": "quitter : chaque donne est déjà enregistrée",
    "bar_passe": "passe : personne n'a pris, le joueur suivant donne",
    "bar_misdeal": "fausse donne : le même joueur redonne",
    "bar_manual": "manuel : les points des deux équipes, donnés (manuel 1=0,2=50 NOTE)",
    # after a whole hand's marks: what the line does not say, recorded as none (line.nones)
    "bar_nones": "(rien d'autre : {nones})",
    "bar_capot_asked": "(demandé ensuite : capot de {team} ?)",
    "said_nones": "Rien d'autre n'a été dit : {nones}.",
    "unsaid_coinche": "pas de coinche",
    "unsaid_belotes": "pas de belote",
    "unsaid_annonces": "pas d'annonces",
    "unsaid_capot": "pas de capot (ajoutez capot {team} s'il y en a eu un)",
    "hand_cancelled": "donne abandonnée : rien n'a été écrit",
    "hand_dropped": "donne {number} abandonnée : rien n'a été écrit",
    "first_question": "c'est la première question",
    "ask_rematch": "Revanche, mêmes équipes ? (o/n, ou annuler pour reprendre la dernière donne)",
    "bad_rematch": "répondez o (oui), n (non) ou annuler",
    "play_over": "La feuille est dans {path}.",
    "ask_kind": "Type de donne (jouée, passe, fausse donne, manuelle)",
    "ask_manual": "Points des deux équipes (1=N,2=M ; {one}, {two})",
    "ask_note": "Note (faute de jeu…)",
    "ask_rule": "Règles de la table (non, {accepted})",
    "ask_players": (
        "Joueurs dans l'ordre du jeu, séparés par des virgules (Entrée : sans joueurs)"
    ),
    "ask_dealer": "Premier donneur (1 à 4, ou son nom)",
    "fact_taker": "le preneur",
    "fact_contract": "le contrat",
    "fact_trump": "l'atout",
    "fact_coinche": "la coinche",
    "fact_capot": "le capot",
    "fact_points": "les points",
    "fact_der": "le dix de der",
    "fact_belotes": "la belote",
    "fact_annonces": "les annonces",
    "fact_coinchers": "qui a coinché",
    "bad_fact": (
        "« {value} » : preneur, contrat, atout, coinche, capot, points, der, belote, annonces, "
        "ou jouée, passe, fausse donne, manuelle"
    ),
    "bad_kind": "« {value} » : jouée, passe, fausse donne ou manuelle",
    "note_without_manual": "seule une donne manuelle (--manual) a une note",
    "kinds_twice": "une seule sorte de donne à la fois : --passe, --fausse-donne ou --manual",
    "deal_with_facts": "cette donne n'a pas été jouée : aucun fait de jeu avec elle",
    "deal_marks": "une {kind} marque 0 et 0, sans note",
    "bad_note": "note refusée : sur une ligne, {most} signes au plus",
    "bad_manual": "points {value} refusés : de 0 à {high}",
    "manual_dizaine": (
        "points {value} refusés : des dizaines dans une partie arrondie à la dizaine"
    ),
    "bad_manual_form": "« {value} » : les points des deux équipes, 1=N,2=M",
    "no_players": "cette partie n'a pas de joueurs nommés",
    "taker_player_team": "{player} n'est pas de l'équipe qui a pris",
    "belote_player_team": "{player} n'est pas de l'équipe de cette belote",
    "belote_players_count": "un joueur par belote est attendu",
    "coinche_players_count": (
        "{count} {count|joueur attendu|joueurs attendus} : qui a coinché, et sur une surcoinche "
        "qui a surcoinché"
    ),
    "coinchers_not_coinched": "un coincheur est donné, mais la donne n'est pas coinchée",
    "coincher_team": "{player} n'a pas pu coincher : c'est la défense qui coinche",
    "surcoincher_team": (
        "{player} n'a pas pu surcoincher : c'est l'équipe du preneur qui surcoinche"
    ),
    "bad_coinchers": (
        "« {value} » : on attend qui a coinché ({players}), puis après une virgule qui a "
        "surcoinché, ou non"
    ),
    "bad_seat": "joueur {value} : de 1 à 4",
    "bad_taker": "preneur « {value} » inconnu : 1, 2, une équipe ou un joueur ({players})",
    "bad_dealer": "donneur « {value} » : un joueur de 1 à 4, ou son nom",
    "players_count": "{count} {count|joueur|joueurs} : il en faut quatre, dans l'ordre du jeu",
    "bad_player_name": (
        "nom de joueur {value!r} refusé : non vide, sur une ligne, ni un nombre, ni none"
    ),
    "same_player_names": "« {value} » est déjà le nom d'un joueur ou d'une équipe",
    "fact_not_here": "{fact} : ne s'applique pas à cette donne",
    "line_missing": "il manque {missing}",
    "line_word": (
        "« {value} » n'est pas compris : un contrat et l'atout (110co, 110 coeur, capot pi), c "
        "ou x2, s ou x4, par NOM, des points (103, 1=103), der T, bel T, capot T, ann LISTE"
    ),
    "line_word_classique": (
        "« {value} » n'est pas compris : l'atout (co, coeur), des points (103, 1=103), der T, "
        "bel T, capot T, ann LISTE"
    ),
    "line_word_missing": (
        "« {after} » doit être suivi de sa valeur (der 1, bel 2, capot 1, ann 1:tierce:R)"
    ),
    "line_twice": "deux valeurs pour {fact} : donnez-en une seule",
    "line_contract_trump": (
        "« {value} » : un contrat se donne avec son atout, collé ou non (110co, 110 coeur)"
    ),
    "line_capot": (
        "capot « {value} » : un contrat capot se donne avec son atout (capot pi) ; capot T nomme "
        "l'équipe qui a fait tous les plis"
    ),
    "line_capot_points": "pas de points sur un capot : l'équipe capot a les 152",
    "line_capot_der": "pas de der sur un capot : le dernier pli est à l'équipe capot",
    "line_with_options": "--line dit toute la donne : aucune autre option de fait avec elle",
    "play_saved": "À bientôt : la feuille est enregistrée dans {path}",
    "no_games": "Aucune partie.",
    "older_games": (
        "… {count} {count|partie plus ancienne|parties plus anciennes} (--limit 0 pour toutes)"
    ),
    "col_id": "Id",
    "col_date": "Date",
    "col_mode": "Mode",
    "col_teams": "Équipes",
    "col_score": "Score",
    "col_hands": "Donnes",
    "col_status": "État",
    "in_trash": "(corbeille)",
    "status_broken": "illisible",
    "status_won": "gagnée par {team}",
    "status_going": "en cours",
    "status_drawn": "nulle",
    "stats_teams": "Équipes",
    "stats_pairs": "Équipiers",
    "json_or_csv": "--json ou --csv : l'un des deux.",
    "output_for_csv": "--output écrit le CSV : donnez --csv avec.",
    "opt_stats_csv": "Une ligne par équipe, paire et joueur, pour un tableur.",
    "stats_players": "Joueurs",
    "stats_nobody": (
        "Ni équipe, ni paire, ni joueur du nom de {name} dans les parties enregistrées."
    ),
    # les colonnes de `belote stats`, et les notes sous ses tableaux sur ce qu'elles comptent
    "stats_col_games": "Parties",
    "stats_col_won": "Gagnées",
    "stats_col_going": "En cours",
    "stats_col_hands": "Donnes",
    "stats_col_taken": "Prises",
    "stats_col_average": "Moy.",
    "stats_col_best": "Max",
    "stats_col_capots": "Capots",
    "stats_col_litiges": "Litiges",
    "stats_col_belotes": "Belotes",
    "stats_col_coinche_taker": "Coinchée",
    "stats_col_coinche_defence": "Coinche",
    "stats_col_surcoinche_taker": "Surcoinche",
    "stats_col_surcoinche_defence": "Surcoinchée",
    "stats_note_percent": "Le % ne compte que les parties terminées : la part gagnée.",
    "stats_note_going": "{going} : parties en cours, qui ne comptent dans aucun taux.",
    "stats_note_average": "{average} : points par donne ; {best} : la plus grosse donne.",
    "stats_note_taken": (
        "Pour un joueur, {taken}, {average} et {best} : les donnes qu'il a prises."
    ),
    "stats_note_contracts": "80-100, 110-130… : contrats faits/pris, par taille.",
    "stats_note_coinched": (
        "{coinched} : ses prises coinchées ; {surcoinche} : celles qu'elle a surcoinchées ; "
        "faites/en tout."
    ),
    "stats_note_coinche": (
        "{coinche} : ses coinches en défense ; {surcoinched} : celles que le preneur a "
        "surcoinchées ; gagnées/en tout (gagnée : le contrat a chuté)."
    ),
    "no_such_game": (
        "pas de partie « {game} » : un identifiant de belote games (ses 3 premiers signes "
        "suffisent)"
    ),
    "ambiguous_game": "« {game} » désigne plusieurs parties ({ids}) : donnez plus de signes",
    "already_there": "{path} existe déjà : rien n'a été déplacé",
    "ask_delete": "Mettre la partie {id} à la corbeille ({path}) ?",
    "deleted": "Partie {id} à la corbeille : {path} (belote restore {id} pour la reprendre)",
    "restored": "Partie {id} reprise : {path}",
    "not_in_trash": "la partie {id} n'est pas à la corbeille",
    "bad_date": "« {value} » n'est pas une date : AAAA-MM-JJ, par exemple 2026-11-30",
    "bad_format": "format « {value} » : {formats}",
    "output_exists": "{path} existe déjà : rien n'a été écrit (--force pour le remplacer)",
    # --- issue 32: what is not a file to replace, colliding ids, numbers and names checked
    "not_replaced": (
        "{path} n'est pas un fichier ordinaire (un dossier, un périphérique, un FIFO, une "
        "socket) : belote n'en remplace jamais, rien n'a été écrit"
    ),
    "output_special": (
        "{path} est une socket ou un disque : belote écrit dans un fichier, un FIFO ou un "
        "terminal seulement ; rien n'a été écrit"
    ),
    "output_no_reader": (
        "aucun programme ne lit {path} (un FIFO) : rien n'a été écrit ; lancez d'abord son lecteur"
    ),
    "file_forfeited": (
        "l'équipe {number} a déclaré forfait à la table {table} de la partie {partie}, une "
        "table où elle n'est pas placée"
    ),
    "bad_limit": "{value} : un nombre de parties à partir de 0 est attendu (0 : toutes).",
    "bad_port": "{value} : un port de 1 à {most} est attendu",
    "opt_game_file": (
        "Le fichier de la partie, au lieu de son identifiant (du dossier des données ; pour "
        "restore, de sa corbeille)."
    ),
    "id_or_file": "l'identifiant d'une partie ou --file CHEMIN : l'un des deux",
    "not_a_saved_game": (
        "{path} n'est pas une partie du dossier des données (belote games les liste) : rien "
        "n'a été déplacé"
    ),
    "not_in_trash_file": (
        "{path} n'est pas une partie de la corbeille (belote games --all les liste) : rien "
        "n'a été déplacé"
    ),
    "no_game_going": "Aucune partie en cours : une nouvelle partie.",
    "resuming": (
        "Reprise de la partie {id}, la plus récente en cours ({count} {count|autre|autres} en "
        "cours : belote games)."
    ),
    "file_and_game": "--file ou --game, pas les deux",
    "opt_game": "La partie à utiliser, par son identifiant (belote games).",
    "play_start": "Commencer une partie ?",
    "none_word": "non",
    # Typer's own usage errors, said again (cli.usage)
    "usage_no_such_option": "option inconnue : {option}",
    "league_extra": (
        "le serveur de la ligue demande des modules Python en plus ({package} manque) : "
        "python -m pip install 'belote[league]'"
    ),
    "usage_after_dashes": (
        "(une valeur qui commence par un tiret se met après -- : {command} -- -1+1)"
    ),
    "short_form": "{short} = {name}",
    "usage_possible": "(options proches : {options})",
    "usage_did_you_mean": " ; vouliez-vous dire {commands} ?",
    "usage_command_name": "« {command} »",
    "usage_no_such_command": "commande inconnue « {command} »",
    "usage_missing_command": "il manque la commande",
    "usage_no_value": "l'option {option} ne prend pas de valeur",
    "usage_needs_value": "l'option {option} attend une valeur",
    "usage_needs_values": "l'option {option} attend {count} valeurs",
    "usage_argument_values": "l'argument {argument} prend {count} valeurs",
    "usage_extra": "{extra} : en trop, cette commande ne le prend pas",
    "usage_missing_argument": "il manque l'argument {name}",
    "usage_missing_option": "il manque l'option {name}",
    "usage_missing_parameter": "il manque {name}",
    "usage_bad_value": "valeur refusée pour {param} : {detail}",
    "usage_int": "« {value} » n'est pas un nombre entier",
    "usage_is_directory": "{path} est un dossier, pas un fichier",
    "usage_is_file": "{path} est un fichier, pas un dossier",
    "usage_no_path": "{path} n'existe pas",
    "usage_not_readable": "{path} ne peut pas être lu",
    "usage_not_writable": "{path} ne peut pas être écrit",
    "see_help": "{command} -h donne les options",
    "see_commands": "{command} -h donne les commandes",
    "aborted": "abandon : rien n'a été écrit",
    # === What the user is told: sheets, explanations, lists, help.
    # --- what the user is told ---
    "new_game": (
        "Nouvelle partie : {mode}, {goal}, arrondi {rounding} — {one} contre {two}, à {dealer} "
        "de donner. Feuille : {path}"
    ),
    "goal_target": "objectif {target}",
    "goal_donnes": "{donnes} {donnes|donne|donnes}",
    "undone": "Donne {number} annulée. Pour la remettre : rétablir.",
    "redone": "Donne {number} rétablie : {entry}.",
    "ask_undo": "Annuler la donne {number} ?",
    "edited": "Donne {number} corrigée.",
    "hand_line": "Donne {number}",
    "seat": "le joueur {seat} ({team})",
    "seat_cell": "joueur {seat} ({team})",
    "kind_passe": "passe",
    "kind_fausse_donne": "fausse donne",
    "kind_manual": "donne manuelle",
    "kind_hand": "donne jouée",
    "explain_passe": "passe : personne n'a pris, la donne passe",
    "explain_fausse_donne": "fausse donne : {dealer} redonne",
    "explain_manual": "donne manuelle : {marks}",
    "detail_kind": "Donne {number} : {kind}",
    "detail_dealer": "Donnée par {dealer}",
    "detail_taker": "Donne {number} : {taker} {taker|a|ont|avons|avez} pris, {bid}",
    "detail_points": "Points de cartes : {one} {first}, {two} {second} ; dix de der : {der}",
    "detail_capot": "Capot : {team} {team|a|ont|avons|avez} fait tous les plis",
    "detail_fact": "{fact} : {value}",
    "detail_separator": " ; ",
    "detail_belotes": "Belote",
    "detail_annonces": "annonces",
    "detail_totals": "Après cette donne : {one} {first}, {two} {second}",
    "annonce_of": "{name} ({team}, {points})",
    "detail_pot": " ; pot {pot}",
    "arg_show_number": "Une donne à montrer en entier : ses faits et le calcul des deux marques.",
    # explanation of a hand
    "check_made": "{left} ≥ {right} : contrat rempli",
    "check_failed": "{left} < {right} : contrat chuté",
    "check_made_classique": (
        "{left} > {right} : {taker} {taker|l'emporte|l'emportent|l'emportons|l'emportez}"
    ),
    "check_failed_classique": "{left} < {right} : {taker} {taker|est|sont|sommes|êtes} dedans",
    "check_litige": "{left} = {right} : litige, les points du preneur ({taker}) vont au pot",
    "check_no_litige": (
        "{left} = {right} : pas de litige à cette table, {taker} {taker|est|sont|sommes|êtes} "
        "dedans (règle : sans-litige)"
    ),
    "check_defence_made": (
        "{left} ≥ {contract} et plus que la défense, {right} : contrat rempli (règle : défense)"
    ),
    "check_defence_failed": (
        "{left} ≥ {contract} mais pas plus que la défense, {right} : contrat chuté (règle : "
        "défense)"
    ),
    "check_capot_made": "capot : {taker} {taker|a|ont|avons|avez} fait tous les plis",
    "check_capot_failed": (
        "capot : {defence} {defence|a|ont|avons|avez} fait tous les plis, {taker} "
        "{taker|est|sont|sommes|êtes} dedans"
    ),
    "check_capot_missed": "capot demandé mais pas fait : contrat chuté",
    "check_taker_capot": "{taker} {taker|n'a|n'ont|n'avons|n'avez} fait aucun pli : contrat chuté",
    "team_sum": "{team} : {sum}",
    "sum_separator": " ; ",
    "term_tricks": "points",
    "term_der": "der",
    "term_base": "donne",
    "term_contract": "contrat",
    "term_capot": "capot",
    "term_belote": "belote",
    "term_annonces": "annonces",
    "term_pot": "pot",
    "pot_in": "{amount} au pot (pot : {pot})",
    # the sheet
    "chart_axis": "{count|la donne|les {count} donnes, de la première à la dernière}",
    "chart_target": "┄ objectif {target}",
    "col_hand": "#",
    "col_taker": "Preneur",
    "col_dealer": "Donneur",
    "col_dealer_short": "D",
    "next_dealer": "À {dealer} de donner",
    "col_contract": "Contrat",
    "col_trump": "Atout",
    "col_outcome": "Résultat",
    "col_made": "Réalisé",
    "col_marks": "Points",
    "outcome_made": "fait",
    "outcome_failed": "chuté",
    "outcome_litige": "litige",
    "title": "Feuille de score — {mode}, {goal}",
    # rule profiles (R16): core.profile, storage.profile
    "opt_profile": (
        "Un profil de règles : le nom d'un profil intégré (belote rules les liste) ou le "
        "fichier d'un club. Fixe le mode, l'arrondi et les règles."
    ),
    "profile_refused": "{field} : {why}",
    "profile_unknown_key": "n'est pas une clé de profil ; les clés sont : {keys}",
    "profile_format": "doit valoir 1",
    "profile_version": "un nombre entier de 1 à {most} est attendu",
    "profile_required": "est obligatoire",
    "profile_string": "une chaîne est attendue",
    "profile_name": (
        "1 à {most} lettres, chiffres, espaces ou tirets sont attendus, le premier une lettre"
    ),
    "profile_builtin_name": (
        "« {value} » est le nom d'un profil intégré (majuscules à part) : choisissez-en un autre"
    ),
    "profile_source": (
        "1 à {most} signes sont attendus (espaces aux deux bouts à part), sans caractère "
        "de contrôle"
    ),
    "profile_extends_or_counting": (
        'il faut une seule de ces deux lignes : extends = "…" ou counting = "…"'
    ),
    "profile_extends": (
        "« {value} » n'est ni un profil intégré ni un mode et ses règles "
        "(faits-annonces+coinche-contract)"
    ),
    "profile_table": (
        "une table n'est pas acceptée : une chaîne, un nombre entier ou true/false est attendu"
    ),
    "profile_array": (
        "une liste n'est pas acceptée : une chaîne, un nombre entier ou true/false est attendu"
    ),
    "profile_float": "un nombre décimal n'est pas accepté : un nombre entier est attendu",
    "profile_date": (
        "une date ou une heure n'est pas acceptée : une chaîne, un nombre entier ou "
        "true/false est attendu"
    ),
    "profile_value": "{value} n'est pas l'une de ses valeurs : {accepted}",
    "profile_no_declarations": "le profil {profile} se joue sans annonces",
    "profile_no_sa_ta": "le profil {profile} ne joue ni sans atout ni tout atout",
    "profile_exceed_donnes": (
        "le profil {profile} doit dépasser son objectif : pas en partie de N donnes"
    ),
    "profile_settings": "le profil {profile} fixe le mode, l'arrondi, l'objectif et les règles",
    "profile_not_mapped": "son profil ({name}) n'est pas celui que donnent ses réglages",
    "expect_profile_value_kind": "une chaîne, un nombre entier ou true/false est attendu",
    "no_profile": (
        "« {value} » n'est ni un profil intégré ni un fichier ; les profils intégrés : {accepted}"
    ),
    "profile_file": "{path} : {detail}",
    "profile_too_big": "plus de 64 Kio : pas un profil",
    "profile_fixes": "le profil fixe le mode, l'arrondi et les règles : pas de {option} avec lui",
    "check_litige_made": "{left} = {right} : à égalité, le contrat est fait à cette table",
    "title_values": " — {values}",
    "ruled_profile": " ({profile} : {values})",
    "when_litige": "ne s'applique qu'en mode classique (counting = \"classique\")",
    "when_pot-to": (
        "ne s'applique qu'en mode classique avec un litige au pot (counting = \"classique\", "
        'litige = "pot")'
    ),
    "when_litige-belote": (
        "ne s'applique qu'en mode classique avec un litige au pot (counting = \"classique\", "
        'litige = "pot")'
    ),
    "when_beat-defence": (
        'ne s\'applique qu\'aux modes coinche (counting = "faits", "annonces" ou "faits-annonces")'
    ),
    "when_surcoinche": (
        'ne s\'applique qu\'aux modes coinche (counting = "faits", "annonces" ou "faits-annonces")'
    ),
    "when_ta-total": (
        "ne s'applique que si le sans atout et le tout atout sont joués (sa-ta = true)"
    ),
    "when_belote-tout-atout": (
        "ne s'applique que si le sans atout et le tout atout sont joués (sa-ta = true)"
    ),
    "when_sa-contract-factor": (
        "ne s'applique qu'aux modes annonces et faits-annonces, sans atout et tout atout joués "
        '(counting = "annonces" ou "faits-annonces", sa-ta = true)'
    ),
    "when_belote": (
        'ne s\'applique qu\'aux modes coinche (counting = "faits", "annonces" ou "faits-annonces")'
    ),
    "when_belote-multiplied": (
        "ne s'applique qu'aux modes coinche, quand la belote est marquée (counting = \"faits\", "
        '"annonces" ou "faits-annonces", belote = autre chose que "none")'
    ),
    "when_coinche-scope": (
        "ne s'applique qu'en mode faits-annonces (counting = \"faits-annonces\")"
    ),
    "when_base-points": (
        "ne s'applique qu'aux modes faits et faits-annonces (counting = \"faits\" ou "
        '"faits-annonces")'
    ),
    "when_capot-bonus": (
        "ne s'applique qu'aux modes faits et faits-annonces, la donne entière comptée 160, et "
        'quand la coinche ne multiplie pas les points du preneur (counting = "faits" ou '
        '"faits-annonces", base-points = "flat-160", coinche-scope = autre chose que '
        '"own-points")'
    ),
    "when_capot-value": (
        "ne s'applique qu'aux modes annonces et faits-annonces (counting = \"annonces\" ou "
        '"faits-annonces")'
    ),
    "when_capot-prime": (
        "ne s'applique qu'aux modes faits et faits-annonces (counting = \"faits\" ou "
        '"faits-annonces")'
    ),
    "when_capot-coinche": (
        "ne s'applique qu'en mode faits-annonces (counting = \"faits-annonces\")"
    ),
    "when_capot-failed": (
        "ne s'applique qu'aux modes faits et faits-annonces (counting = \"faits\" ou "
        '"faits-annonces")'
    ),
    "param_counting": "comment les donnes sont comptées : le mode",
    "param_rounding": (
        'l\'arrondi des points : au point près ("exact"), à la dizaine, un 5 final vers le haut '
        '("dizaine"), ou à la dizaine, un 5 final vers le bas ("dizaine-6")'
    ),
    "param_target": "le total qui gagne",
    "param_target-rule": (
        'l\'objectif gagne dès qu\'il est atteint ("reach"), ou il faut le dépasser ("exceed")'
    ),
    "param_capot-cards": (
        "les points de plis d'une équipe capot : 252, 250 tout rond, ou 162 (sans prime de capot)"
    ),
    "param_declarations": "si les annonces sont jouées",
    "param_litige": (
        'à égalité : un litige, les points du preneur au pot ("pot"), le preneur dedans '
        '("failed"), ou le contrat fait ("made")'
    ),
    "param_pot-to": (
        'qui prend le pot : le gagnant de la donne suivante ("winner"), ou seulement un preneur '
        'qui fait son contrat ("taker")'
    ),
    "param_litige-belote": (
        'en litige, la belote du preneur va au pot ("pot"), ou lui reste ("kept")'
    ),
    "param_beat-defence": "si le preneur doit aussi faire plus que la défense",
    "param_surcoinche": "le multiplicateur d'une surcoinche",
    "param_sa-ta": "si le sans atout et le tout atout sont joués",
    "param_sa-contract-factor": "un contrat joué sans atout est marqué tant de fois sa valeur",
    "param_belote": (
        'qui marque une belote : son détenteur ("holder"), la défense sur un contrat chuté '
        '("prenable"), le gagnant d\'une donne coinchée ("winner"), personne ("none")'
    ),
    "param_ta-total": (
        "comment se comptent les points d'une donne à tout atout : sur 162, ou chaque carte "
        "à sa valeur d'atout (258 avec le der) ramenée à 162"
    ),
    "param_belote-tout-atout": "si la belote compte à tout atout",
    "param_belote-multiplied": (
        "si la belote marquée est multipliée par la coinche : toujours, jamais, ou celle du "
        "gagnant seulement"
    ),
    "param_coinche-scope": (
        'ce que la coinche multiplie : tout ("all"), le contrat seul ("contract"), ou les '
        'points du preneur ("own-points")'
    ),
    "param_base-points": (
        "la part des cartes d'une marque qui prend toute la donne : les cartes, 162 "
        '("cards"), ou 160 tout rond ("flat-160")'
    ),
    "param_capot-bonus": (
        "ajouté une fois à un contrat coinché fait quand le preneur a fait tous les plis"
    ),
    "param_capot-value": "la valeur d'un contrat capot",
    "param_capot-prime": (
        "la part des cartes d'un contrat capot fait : un nombre, ou les points de plis du "
        'capot ("cards")'
    ),
    "param_capot-coinche": (
        'si la coinche multiplie la part des cartes d\'un contrat capot ("all"), ou son '
        'contrat seul ("contract")'
    ),
    "param_capot-failed": (
        'un contrat capot chuté : une chute ("chute"), ou la défense marque ce qu\'aurait '
        'marqué le capot fait ("as-made")'
    ),
    # a profile's value in words (text.explain.value_words): value_<key>_<value> for one of
    # its values, value_<key> ({value}) for a number; and a built-in's source in words
    "value_counting": "mode {value}",
    "value_rounding_exact": "au point près",
    "value_rounding_dizaine": "arrondi à la dizaine",
    "value_rounding_dizaine-6": "arrondi à la dizaine (un 5 vers le bas)",
    "value_target": "objectif {value}",
    "value_target-rule_reach": "objectif à atteindre",
    "value_target-rule_exceed": "objectif à dépasser",
    "value_capot-cards": "capot compté {value}",
    "value_declarations_true": "avec annonces",
    "value_declarations_false": "sans annonces",
    "value_litige_pot": "litige au pot",
    "value_litige_failed": "contrat chuté à égalité",
    "value_litige_made": "contrat fait à égalité",
    "value_pot-to_winner": "pot au gagnant de la donne suivante",
    "value_pot-to_taker": "pot au prochain preneur qui fait son contrat",
    "value_litige-belote_pot": "belote du preneur au pot en litige",
    "value_litige-belote_kept": "belote gardée par le preneur en litige",
    "value_beat-defence_true": "le preneur doit battre la défense",
    "value_beat-defence_false": "le preneur n'a que son contrat à faire",
    "value_surcoinche": "surcoinche ×{value}",
    "value_sa-ta_true": "sans atout et tout atout joués",
    "value_sa-ta_false": "ni sans atout ni tout atout",
    "value_sa-contract-factor": "contrat sans atout ×{value}",
    "value_belote_holder": "belote à qui la détient",
    "value_belote_prenable": "belote prenable",
    "value_belote_winner": "belote au gagnant de la donne",
    "value_belote_none": "belote jamais marquée",
    "value_ta-total_162": "tout atout compté sur 162",
    "value_ta-total_258": "tout atout compté en valeurs d'atout × 162/258",
    "value_belote-tout-atout_true": "belote comptée à tout atout",
    "value_belote-tout-atout_false": "pas de belote à tout atout",
    "value_belote-multiplied_winner": "belote du gagnant multipliée par la coinche",
    "value_belote-multiplied_true": "belote multipliée par la coinche",
    "value_belote-multiplied_false": "belote jamais multipliée",
    "value_coinche-scope_all": "coinche sur toute la donne",
    "value_coinche-scope_contract": "coinche sur le contrat seul",
    "value_coinche-scope_own-points": "coinche sur les points du preneur",
    "value_base-points_cards": "donne entière comptée 162",
    "value_base-points_flat-160": "donne entière comptée 160",
    "value_capot-bonus": "prime de capot coinché {value}",
    "value_capot-bonus_0": "sans prime de capot coinché",
    "value_capot-value": "contrat capot {value}",
    "value_capot-prime": "capot demandé fait compté {value}",
    "value_capot-prime_cards": "capot demandé fait compté aux plis",
    "value_capot-coinche_all": "coinche sur tout le capot",
    "value_capot-coinche_contract": "coinche sur le contrat capot seul",
    "value_capot-failed_chute": "capot chuté compté en chute",
    "value_capot-failed_as-made": "capot chuté marqué comme fait",
    "profile_reference": " — {written}",
    "source_classique": "belote classique, selon les règles de ce programme ({reference})",
    "source_faits": "coinche en points faits, selon les règles de ce programme ({reference})",
    "source_annonces": (
        "coinche en points annoncés, selon les règles de ce programme ({reference})"
    ),
    "source_faits-annonces": (
        "coinche en points faits et annoncés, selon les règles de ce programme ({reference})"
    ),
    "source_house-rules": "avec les règles de la table choisies ({reference})",
    "source_wiki-co": "Wikipédia, Coinche (contre : les points des gagnants doublés)",
    "source_ffb-el": (
        "FFB, belote contrée, édition Équipe Ludique (capot : 250 ajoutés aux cartes)"
    ),
    "source_ffb-b16-sa-ta": (
        "FFB, règles officielles de la belote du 27/01/2016, §10 et §11 (sans atout et tout "
        "atout : les points de tout atout × 162/258)"
    ),
    "source_separator": " ; ",
    # concours avec un profil de règles (R16.7) : commands.concours, core.concours
    "opt_concours_profile": (
        "Un profil de règles pour chaque partie et chaque table : le nom d'un profil intégré "
        "(belote rules les liste) ou le fichier d'un club. Fixe le mode et les règles ; les "
        "parties gardent --donnes ou --target."
    ),
    "concours_profile_fixes": (
        "le profil {profile} fixe le mode ({counting}) et les règles (aucune avec lui)"
    ),
    "title_rules": " — {count|règle|règles} : {rules}",
    "ruled": " ({count|règle|règles} : {rules})",
    "called_by": "{level} par {player}",
    "total_row": "Total",
    "progress": "{team} : {total} / {target}",
    "total_line": "{team} : {total}",
    "donne_count": "Donne {donne} / {donnes}",
    "donnes_left": "Donne {donne} / {donnes} : encore {left} {left|donne|donnes} à jouer",
    "still_needs": "{team} : {total}, encore {needed} à marquer",
    "team_short": "{team} ({short})",
    "team_number": "É{number}",
    "drawn": "Partie nulle, {score} partout : les donnes sont jouées.",
    "pot_line": "Pot (litige) : {pot}",
    "pot_left": "Pot (litige) : {pot}, à personne",
    "winner": "{team} {team|gagne|gagnent|gagnons|gagnez} la partie, {score} à {other} !",
    "no_hands": "Aucune donne pour l'instant.",
    "earlier_rows_play": (
        "… {count} {count|donne|donnes} plus tôt (tapez feuille pour tout voir)"
    ),
    "earlier_rows": ("… {count} {count|donne|donnes} plus tôt (belote show --all pour tout voir)"),
    # help texts
    "help_app": (
        "Le marqueur de la belote et de la belote coinchée : la feuille de score au terminal."
    ),
    "help_usage": "Utilisation : ",
    # a heading gets its colon from Typer: French keeps its space before it
    "help_options": "Options ",
    "help_arguments": "Arguments ",
    "help_commands": "Commandes ",
    "help_options_metavar": "[OPTIONS]",
    "help_command_metavar": "COMMANDE [ARGUMENTS]...",
    "help_required": "obligatoire",
    "help_default": "par défaut : {default}",
    "help_help": "Affiche cette aide et quitte.",
    "help_install_completion": "Installe la complétion pour le shell courant.",
    "help_show_completion": "Affiche la complétion pour le shell courant, à copier ou adapter.",
    "help_version": "Affiche la version et quitte.",
    "help_new": "Commence une nouvelle partie.",
    "help_hand": "Enregistre une donne et montre la feuille.",
    "help_show": "Montre la feuille de score.",
    "help_undo": "Annule la dernière donne (redo la remet).",
    "help_redo": (
        "Remet ce que la dernière annulation a enlevé, tant que rien d'autre n'est enregistré."
    ),
    "help_play": "Joue la partie, donne après donne, jusqu'à la victoire.",
    "help_games": "Les parties enregistrées, la plus récente d'abord.",
    "help_delete": "Met une partie à la corbeille (rien n'est effacé : belote restore).",
    "help_restore": "Sort une partie de la corbeille.",
    "help_rematch": "Une revanche : mêmes mode, objectif, arrondi, règles, équipes et joueurs.",
    "help_stats": "Les statistiques de toutes les parties, par équipe et par joueur.",
    "chances": (
        "D'après les cotes des joueurs : {one} {first} %, {two} {second} % de chances de gagner."
    ),
    "help_season": "Les concours d'une saison additionnés et classés, par équipe et par joueur.",
    "opt_minimum": "Nombre de concours joués pour être classé (1 par défaut).",
    "bad_minimum": "{value} : un nombre de concours à partir de 1 est attendu.",
    "no_season": "Aucun concours terminé dans cette période",
    "season_head": (
        "{count} concours {count|terminé compté|terminés comptés} ; "
        "classement : {minimum} {minimum|joué|joués} au moins"
    ),
    "season_going": " ; {count} en cours, non {count|compté|comptés}",
    "season_unranked": "– : moins de {minimum} concours joués, non classés.",
    "col_name": "Nom",
    "col_concours": "Concours",
    "col_ranks": "Places",
    "col_best": "Meilleur",
    "help_ratings": (
        "Le classement de chaque joueur nommé (OpenSkill), d'après les parties terminées et "
        "les parties de concours."
    ),
    "reading_games": "Lecture des parties enregistrées",
    "no_ratings": (
        "Pas encore de classement : il vient des parties terminées dont les quatre joueurs "
        "sont nommés."
    ),
    "col_player": "Joueur",
    "col_rating": "Cote (± 3σ)",
    "col_matches": "Parties",
    "col_trend": "Tendance",
    "help_export": (
        "Exporte une partie : csv, json ou markdown (sur la sortie standard), html ou svg "
        "(dans un fichier)."
    ),
    "help_chart": "Les totaux des deux équipes, donne après donne, en graphique.",
    "opt_games_all": "Avec la corbeille.",
    "opt_limit": "Combien de parties montrer, les plus récentes (0 : toutes).",
    "arg_game": "L'identifiant de la partie (belote games).",
    "opt_since": "Seulement les parties jouées depuis cette date (AAAA-MM-JJ).",
    "opt_until": "Seulement les parties jouées jusqu'à cette date incluse (AAAA-MM-JJ).",
    "bad_period": (
        "le dernier jour, {until}, précède le premier, {since} : aucun jour entre les deux"
    ),
    "opt_stats_team": "Seulement cette équipe, ou ces équipiers (Ana & Bruno).",
    "opt_stats_player": "Seulement ce joueur, et les paires dont il a été.",
    "opt_format": "csv, json, markdown, html ou svg.",
    "opt_output": (
        "Le fichier à écrire (sinon la sortie standard ; html et svg : un nouveau fichier du "
        "dossier courant, au nom de la partie)."
    ),
    "opt_force": "Remplace le fichier s'il existe.",
    "opt_dialect": (
        "Le CSV pour : excel-fr (un tableur en français : « ; », une marque d'ordre des "
        "octets, en-têtes et mots en français) ou rfc4180 (un programme : « , », les clés en "
        "anglais) ; par défaut, celui de la langue."
    ),
    "bad_dialect": "dialecte « {value} » : {dialects}",
    "dialect_for_csv": "pour --format csv seulement",
    # the headings of a CSV for a spreadsheet (export --format csv, excel-fr)
    "csv_number": "Donne",
    "csv_kind": "Type",
    "csv_taker_player": "Preneur (joueur)",
    "csv_capot": "Capot",
    "csv_points": "Points de cartes, {team}",
    "csv_der": "Dix de der",
    "csv_belotes": "Belote",
    "csv_belote_players": "Belote (joueurs)",
    "csv_coinchers": "Coinche (joueurs)",
    "csv_declarations": "Annonces",
    "csv_marks": "Points, {team}",
    "csv_totals": "Total, {team}",
    "csv_note": "Note",
    "help_count": "Compte les points d'une pile de cartes.",
    "help_annonces": "Trouve les annonces d'une main de huit cartes.",
    "opt_trump": "Atout : coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠).",
    "arg_cards": "Les cartes : Vco 10ca A♠ 9t…",
    "card_count": "{count} {count|carte|cartes} : il en faut de 1 à {most}",
    "count_total": "{points} points (atout {trump}) ; l'autre pile : {other}",
    "carre_name": "carré de {height}",
    # the rank of a carré as players say it: « carré de valets », « carré d'as »
    "carre_of_A": "as",
    "carre_of_R": "rois",
    "carre_of_D": "dames",
    "carre_of_V": "valets",
    "carre_of_10": "dix",
    "carre_of_9": "neuf",
    # a trump in words: « tierce au roi de cœur », the atout of a CSV for a spreadsheet
    "suit_said_coeur": "cœur",
    "suit_said_carreau": "carreau",
    "suit_said_trefle": "trèfle",
    "suit_said_pique": "pique",
    "suit_said_sans_atout": "sans atout",
    "suit_said_tout_atout": "tout atout",
    # R5.4 : les annonces de quelle équipe comptent, et pourquoi (après les marques)
    "annonces_alone": "Annonces : {team} {team|a|ont|avons|avez} annoncé, pas l'autre équipe",
    "annonces_stronger": "Annonces : {the_best} de {team} bat {the_beaten} de {other}",
    "annonces_trump": "Annonces : {the_best} de {team}, à l'atout, bat {the_beaten} de {other}",
    # où sont allés les points des annonces, après annonces_alone, _stronger, _trump
    "annonces_marked": (
        " : {team} {team|marque toutes les siennes|marquent toutes les leurs|marquons toutes "
        "les nôtres|marquez toutes les vôtres}, {points}"
    ),
    "annonces_to_winner": (
        " : {team} les {team|marque|marquent|marquons|marquez} avec la donne, {points}"
    ),
    "annonces_unmarked": (
        " : en mode annonces, elles ne sont jamais marquées, elles aident seulement le preneur"
    ),
    "annonces_cancel": (
        "Annonces : {the_best} contre {the_beaten}, de même valeur et hors atout : elles "
        "s'annulent, aucune équipe ne marque ses annonces"
    ),
    # a declaration named with its article: « la tierce au roi de cœur », « le carré de valets »
    "the_tierce": "la {name}",
    "the_cinquante": "la {name}",
    "the_cent": "le {name}",
    "the_carre": "le {name}",
    "sequence_at": "{kind} {height}",
    "sequence_suit": " de {suit}",
    # a sequence's height as players say it: "tierce au roi", "a tierce king high"
    "height_A": "à l'as",
    "height_R": "au roi",
    "height_D": "à la dame",
    "height_V": "au valet",
    "height_10": "au dix",
    "height_9": "au neuf",
    "unexpected": (
        "erreur inattendue ({detail}) : signalez-la, avec BELOTE_DEBUG=1 pour le détail"
    ),
    "belote_held": "belote (roi et dame {trump}) — 20",
    "fewer_cards": (
        "{count} {count|carte : les annonces qu'elle forme|cartes : les annonces qu'elles "
        "forment} (une main entière en a huit)"
    ),
    "annonces_total": "Annonces : {points} points",
    "no_annonce": "Aucune annonce.",
    "help_edit": "Corrige la donne N et recalcule la suite.",
    "opt_mode": "classique, faits, annonces ou faits-annonces.",
    "opt_target": "Objectif : 1001, 2000, 3000…",
    "opt_donnes": "Une partie en N donnes (12 en concours), sans objectif.",
    "opt_rounding": "exact ou dizaine.",
    "opt_players": (
        "Quatre joueurs dans l'ordre du jeu : Alice,Bob,Carole,David (1 et 3 contre 2 et 4)."
    ),
    "opt_dealer": "Le premier donneur : son nom ou son numéro, 1 à 4 (1 par défaut).",
    # belote rules: the modes and the house rules, one sentence each (R6.1, R13.5, R15)
    "help_rules": (
        "Les modes et chaque règle de la table, avec ce qu'elle change (belote new --rule NOM)."
    ),
    "opt_rules_profile": (
        "Toutes les valeurs d'un profil : le nom d'un profil intégré ou le fichier d'un club."
    ),
    "rules_profiles": (
        "Profils de règles (belote new --profile NOM, ou le fichier d'un club ; belote "
        "rules --profile NOM) :"
    ),
    "rules_seed": "les règles de son mode, sans changement",
    "rules_modes": "Modes (belote new --mode MODE) :",
    "rules_house": "Règles de la table (belote new --rule NOM, belote concours new --rule NOM) :",
    "about_rule": "({modes}) {says}",
    "about_mode_classique": (
        "Belote : le preneur doit faire plus que la défense ; à égalité, litige, ses points "
        "vont au pot."
    ),
    "about_mode_faits": (
        "Coinche : un contrat de 80 à 180 ou capot ; rempli, chaque équipe marque ses points "
        "faits ; chuté, la défense les marque tous."
    ),
    "about_mode_annonces": (
        "Coinche : seul le contrat est marqué, par le preneur s'il est rempli, par la défense "
        "s'il chute ; les belotes à qui les a."
    ),
    "about_mode_faits_annonces": (
        "Coinche : les points faits, et la valeur du contrat pour l'équipe qui gagne la donne."
    ),
    "about_rule_defence": "Le preneur doit aussi faire plus que la défense.",
    "about_rule_no_litige": "À égalité, le preneur est dedans : jamais de litige.",
    "about_rule_coinche_contract": (
        "La coinche ne multiplie que le contrat ; les points de cartes comptent une fois (le "
        "barème fédéral de la contrée)."
    ),
    "about_rule_coinche_own_points": (
        "Un contrat coinché rempli marque k × (les points du preneur + le contrat), et la "
        "défense garde ses points."
    ),
    "about_rule_belote_prenable": "La belote d'un preneur qui chute est marquée par la défense.",
    "about_rule_surcoinche_x3": "La surcoinche multiplie par 3, non par 4.",
    "about_rule_annonces_only": "Seul le contrat est marqué, jamais une belote.",
    "about_rule_pot_to_taker": "Le pot du litige ne va qu'à un preneur qui gagne sa donne.",
    "about_rule_exceed_target": (
        "Il faut dépasser l'objectif, pas l'atteindre (parties à un objectif seulement)."
    ),
    "opt_fast": (
        "Une table rapide : après la ligne d'une donne, ni la coinche, ni la belote, ni les "
        "annonces ne sont demandées (rien, sauf si la ligne les dit)."
    ),
    "opt_rule": (
        "Une règle de la table du mode, par son nom français ou anglais ; belote rules les "
        "liste toutes. Répétable."
    ),
    "opt_team1": "Nom de l'équipe 1 (Nous).",
    "opt_team2": "Nom de l'équipe 2 (Eux).",
    "opt_file": "Fichier de la feuille (sinon $BELOTE_FILE, sinon la partie en cours).",
    "opt_yes": "Ne pas demander de confirmation.",
    "opt_taker": "Équipe qui a pris : 1, 2 ou son nom.",
    "opt_contract": "80 à 180, ou capot (modes coinche).",
    "opt_suit": "Atout : coeur, carreau, trefle, pique.",
    "opt_points": "Points de cartes : ÉQUIPE=N (0 à 152, sans der).",
    "opt_cards": 'Les cartes d\'une pile, comptées : ÉQUIPE="Vco 9co A♠…".',
    "opt_der": "Équipe du dix de der.",
    "opt_belote": "Équipe qui a annoncé la belote, ou non.",
    "opt_coinche": "non, coinche ou surcoinche.",
    "opt_coinchers": (
        "Qui a coinché, puis qui a surcoinché, par leur nom (joueurs nommés seulement)."
    ),
    "opt_capot": "Équipe qui a fait tous les plis, ou non.",
    "opt_annonces": (
        "non, ou ÉQUIPE:GENRE:HAUTEUR[:COULEUR],… ; GENRE tierce, cinquante, cent ou carre ; "
        "HAUTEUR la plus haute carte (A R D V 10 9), ou le rang du carré."
    ),
    "opt_passe": "Une passe : personne n'a pris (0 et 0, la donne passe).",
    "opt_fausse_donne": "Une fausse donne (0 et 0, le même joueur redonne).",
    "opt_manual": "Une donne manuelle : les points des deux équipes, 1=N,2=M (faute de jeu…).",
    "opt_note": "La note d'une donne manuelle.",
    "opt_line": (
        "Toute la donne en une ligne, rien n'est demandé : 1 110co 103 der 1 bel 2 (preneur, "
        "contrat et atout, puis c/x2, s/x4, points, der T, bel T, capot T, ann LISTE)."
    ),
    "opt_json": "Sortie JSON.",
    "opt_all": "Toutes les donnes, pas seulement les dernières.",
    "opt_compact": (
        "La feuille compacte, pour le terminal d'un téléphone : les dernières donnes, les "
        "totaux et les points qui manquent à chaque équipe (toujours sous 60 colonnes)."
    ),
    "arg_number": "Numéro de la donne à corriger.",
    # === The concours: its refusals, what its commands say and ask, its help.
    # --- refusals of the rules ---
    "bad_concours_name": (
        "nom de concours {value!r} refusé : non vide, sur une ligne, {most} signes au plus"
    ),
    "bad_concours_team": (
        "nom d'équipe {value!r} refusé : les équipes ont déjà un numéro, un nom n'en est pas un"
    ),
    "team_players": "{count} {count|joueur|joueurs} : une équipe en a deux, « A,B »",
    "same_team_players": (
        "les deux joueurs s'appellent « {value} » : donnez deux noms différents"
    ),
    "player_is_team": "« {value} » est le nom de l'équipe : un joueur en a un autre",
    "bad_licence": (
        "numéro de licence {value!r} refusé : 1 à 20 lettres, chiffres et tirets, après le nom "
        "du joueur et deux-points, « Ana:123456 »"
    ),
    "same_licence": "les deux joueurs ont la licence {value} : une licence est celle d'un joueur",
    "licence_taken": "la licence {value} est celle d'un joueur de l'équipe {number}, {name}",
    "file_licences": "l'équipe {name} a des numéros de licence mais pas de joueurs",
    "format_needed": "quel format ? --format {formats}",
    "sheets_and_poster": "--sheets ou --poster : une page à imprimer à la fois",
    "same_concours_team": (
        "« {value} » est le nom de l'équipe {number}, {name} (les noms ne tiennent compte ni des "
        "majuscules, ni des accents, ni des espaces répétées)"
    ),
    "player_twice": "{player} est aussi inscrit dans l'équipe {number} : est-ce le même joueur ?",
    "too_many_teams": "{most} équipes au plus",
    "no_such_team": "pas d'équipe {number} : les équipes sont {numbers}",
    "no_team_called": "aucune équipe ne s'appelle « {name} » : les équipes sont {numbers}",
    "teams_drawn": (
        "le tirage est fait : l'équipe {number} ne peut plus être retirée, elle peut abandonner "
        "(belote concours team withdraw {number})"
    ),
    "bad_parties": "nombre de parties {value} refusé : de 1 à {high}",
    "bad_seed": "graine {value} refusée : un nombre entier de 0 à {high}",
    "bad_ranking": "classement « {value} » inconnu : points ou victoires",
    "too_late_to_register": (
        "{parties|la seule partie est tirée|les {parties} parties sont tirées} : plus aucune "
        "équipe ne peut s'inscrire"
    ),
    "withdraw_before_draw": (
        "pas encore de tirage : une équipe qui part maintenant est retirée (belote concours team "
        "remove {number})"
    ),
    "already_withdrawn": "l'équipe {number} ({name}) a déjà abandonné",
    "not_withdrawn": "l'équipe {number} ({name}) n'a pas abandonné",
    "withdrawal_drawn": (
        "la partie {partie} a été tirée sans l'équipe {number} : son abandon ne peut être annulé "
        "qu'une fois la dernière partie tirée"
    ),
    "forfeit_not_here": (
        "l'équipe {team} ne joue pas à la table {table} : ses équipes sont {one} et {two}"
    ),
    "result_or_forfeit": (
        "un résultat, ce sont les points des deux équipes ou un forfait (--forfeit ÉQUIPE), pas "
        "les deux"
    ),
    "forfeit_and_points": "--forfeit va sans points : une table forfait n'en a pas",
    "points_needed": (
        "il faut les points des deux équipes (result TABLE POINTS POINTS), ou --forfeit ÉQUIPE"
    ),
    "too_few_teams": (
        "{count} {count|équipe inscrite|équipes inscrites} : il en faut deux au moins pour un "
        "tirage"
    ),
    "no_more_parties": (
        "{count|la partie est tirée|les {count} parties sont tirées} : il n'y en a pas d'autre"
    ),
    "results_missing": (
        "la partie {partie} n'est pas finie : résultat manquant aux tables {tables}"
    ),
    "no_draw": "aucun tirage encore : belote concours draw tire la partie 1",
    "draw_has_results": "la partie {partie} a déjà des résultats : son tirage reste",
    "no_such_partie": "pas de partie {number} : {count} {count|partie tirée|parties tirées}",
    "no_such_table": (
        "pas de table {number} à la partie {partie} : les tables vont de 1 à {count}"
    ),
    "bad_result": "{value} points refusés : un nombre entier de 0 à {high}",
    "result_unconfirmed": (
        "résultat non enregistré (non confirmé) : vérifiez la feuille, ou --force"
    ),
    "concours_and_file": (
        "une table de concours a sa propre feuille : --concours va sans --file ni --game"
    ),
    "table_needed": "quelle table ? --table T avec --concours",
    "team_changed": (
        "l'équipe {number} est maintenant {now}, plus {was} (changée par un autre belote) : rien "
        "n'a été modifié"
    ),
    "draw_changed": (
        "le tirage a changé entre-temps (parties tirées : {drawn} ; {seen} quand la commande a "
        "commencé) : rien n'a été modifié (belote concours show)"
    ),
    "forfeit_changed": (
        "la table {table} de la partie {partie} a reçu entre-temps un forfait de l'équipe "
        "{teams} (un autre belote) : rien n'a été écrit ; pour le remplacer, saisissez de "
        "nouveau le vôtre"
    ),
    "result_changed": (
        "la table {table} de la partie {partie} a reçu entre-temps le résultat {first} – "
        "{second} (un autre belote) : rien n'a été écrit ; pour le remplacer, saisissez de "
        "nouveau le vôtre"
    ),
    "table_changed": (
        "la table {table} de la partie {partie} n'a plus les mêmes équipes (tirage refait) : "
        "résultat non enregistré"
    ),
    # --- refusals of files ---
    "draw_undone_played": (
        "La table {table} se jouait donne par donne ({count|1 donne|{count} donnes}) : sa "
        "feuille est gardée, et va à la corbeille quand la table sera jouée après le nouveau "
        "tirage."
    ),
    "table_game_aside": (
        "La feuille de la table {table} était d'un tirage annulé depuis ({teams}) : elle est à la "
        "corbeille, {path} (belote restore la remet) ; la table commence sa propre partie."
    ),
    "no_concours": "aucun concours dans {path} (belote concours new NOM pour en créer un)",
    "several_concours": (
        "{count} concours sont en cours ({names}) : nommez celui voulu avec --concours NOM"
    ),
    "no_such_concours": "pas de concours « {name} » dans {path} (belote concours list)",
    "concours_exists": "le concours « {name} » existe déjà : {path}",
    "not_a_concours": "{path} n'est pas un fichier de concours de belote : rien n'a été modifié",
    "bad_concours": "{path} n'est pas un concours lisible ({detail}) : rien n'a été modifié",
    # --- what the commands say ---
    "concours_format": (
        "{mode}, {parties} {parties|partie|parties} de {each}, classement {ranking}"
    ),
    "ranking_points": "aux points",
    "ranking_wins": "aux victoires",
    "concours_created": (
        "Concours « {name} » : {format}. Fichier : {path}\nInscrivez les équipes : belote "
        'concours team add NOM --players "A,B"'
    ),
    "concours_registering": "inscriptions ({teams} {teams|équipe|équipes})",
    "concours_partie": (
        "partie {partie} / {parties}, {missing} {missing|résultat attendu|résultats attendus}"
    ),
    "concours_partie_done": "partie {partie} / {parties} complète, la suivante à tirer",
    "concours_finished": "terminé ({parties} {parties|partie|parties})",
    "concours_broken": "fichier illisible",
    "no_concours_yet": "Aucun concours (belote concours new NOM pour en créer un).",
    "no_teams": "Aucune équipe inscrite à « {name} » (belote concours team add NOM).",
    "team_added": "Équipe {number} : {team}. {count} {count|équipe inscrite|équipes inscrites}.",
    "team_added_late": (
        "Équipe retardataire : tirée à partir de la partie {partie} ; les parties d'avant ne lui "
        "comptent rien."
    ),
    "team_withdrawn": (
        "L'équipe {number} ({team}) abandonne : elle n'est plus tirée, et se classe après les "
        "équipes encore en lice."
    ),
    "withdrawal_forfeit": "Partie {partie}, table {table} : forfait de {team}.",
    "withdrawal_played": (
        "Les donnes jouées une à une à la table {table} ne comptent pas : sa feuille est à "
        "la corbeille, {path} (belote restore la ramène)."
    ),
    "team_reinstated": "L'équipe {number} ({team}) revient : le prochain tirage la place.",
    "team_reinstated_table": (
        "L'équipe {number} ({team}) revient : aucune partie ne reste à tirer, elle joue sa "
        "table de la dernière."
    ),
    "team_reinstated_late": (
        "L'équipe {number} ({team}) revient : aucune partie ne reste à tirer, elle ne joue "
        "plus ; elle est classée parmi les équipes en lice."
    ),
    "reinstated_forfeit": (
        "Son forfait à la table {table} de la partie {partie} est retiré : le résultat de la "
        "table est en attente."
    ),
    "reinstated_forfeit_kept": (
        "Son forfait à la table {table} de la partie {partie} reste : la partie {next} a été "
        "tirée en en tenant compte, et un tirage fait n'est pas refait."
    ),
    "forfeit_recorded": (
        "{concours} — Partie {partie}, table {table} : {one} – {two}, {outcome}."
    ),
    "forfeit_by": "forfait de {team}",
    "forfeit_both": "forfait des deux équipes",
    "forfeit_cell": "forfait ({teams})",
    "withdrawn_mark": "(abandon)",
    "team_removed": "Équipe {number} ({team}) retirée : les autres équipes gardent leur numéro.",
    "draw_undone": "Tirage de la partie {partie} annulé.",
    "draw_rematch": "{one} contre {two} : une rencontre déjà jouée, qu'aucun tirage n'évitait.",
    "checksum": (
        "Les deux résultats font {total} : en {donnes} {donnes|donne|donnes}, on attend "
        "{expected} plus des dizaines."
    ),
    "result_replaced": "(Il remplace le résultat {result}.)",
    "ask_replay": (
        "La table {table} a déjà un résultat, {result} : la jouer quand même (son résultat sera "
        "remplacé à la fin) ?"
    ),
    "written": "Fichier écrit : {path}",
    "ask_record_anyway": "Enregistrer quand même ?",
    "ask_keep_played": (
        "La table {table} a reçu entre-temps le résultat {result}, saisi directement : "
        "enregistrer à sa place celui qui vient d'être joué, {one} – {two} ?"
    ),
    "typed_kept": (
        "La table {table} garde son résultat {result} ; la partie jouée reste dans sa feuille."
    ),
    "doubt_too_big": "Les deux résultats font {total} : plus que {most}, un chiffre de trop ?",
    "doubt_tie": (
        "Les deux équipes ont {points} : une égalité à l'objectif se départage (une donne de "
        "plus)."
    ),
    "doubt_no_winner": (
        "Aucune équipe n'a atteint l'objectif, {target} : la partie était-elle finie ?"
    ),
    "doubt_not_passed": (
        "Aucune équipe n'a dépassé l'objectif, {target} : la partie était-elle finie ?"
    ),
    "doubt_too_far": "{points} dépasse deux fois l'objectif ({most}) : un chiffre de trop ?",
    "doubt_correction": (
        "La table {table} de la partie {partie} ({one} – {two}) a déjà {result} : c'est une "
        "correction, qui le remplace."
    ),
    "result_same": (
        "Partie {partie}, table {table} : {result} est déjà son résultat, rien à changer."
    ),
    "forced": "Enregistré avec --force malgré : {doubts}",
    "result_recorded": (
        "{concours} — Partie {partie}, table {table} : {one} {first} – {second} {two}."
    ),
    "tables_missing": "Résultats attendus : {count|table|tables} {tables}.",
    "partie_complete": "Partie {partie} complète : belote concours draw tire la partie {next}.",
    "concours_over": (
        "Toutes les parties sont jouées : belote concours ranking donne le classement final."
    ),
    "partie_title": "Partie {partie} / {parties}",
    "exempt_line": "Exempte : {team}",
    "result_missing": "en attente",
    "ranking_title": "Classement ({ranking})",
    "ranking_more": "… et {count} de plus",
    "playing_cell": "donne {donne} · {first} – {second}",
    "podium_title": "Podium",
    "podium_points": "{points} points, victoires : {wins}",
    "live_page": "page {page} / {pages}",
    "live_hint": "Mis à jour à {time} · Ctrl-C pour quitter",
    "sheet_heading": "{name} — partie {partie} / {parties}",
    "sheet_table": "Table {table}",
    "sheet_codes": "Le résultat par téléphone : une équipe scanne son code, l'autre confirme.",
    "sheet_sign": "Signature",
    "sheet_code_team": "Équipe {number}",
    "poster_heading": "Placement — partie {partie} / {parties}",
    "poster_exempt": "Exempte",
    "col_number": "N°",
    "col_team": "Équipe",
    "col_players": "Joueurs",
    "col_table": "Table",
    "col_first": "Équipe 1",
    "col_second": "Équipe 2",
    "col_rank": "Rang",
    "col_points": "Points",
    "col_wins": "Vict.",
    "col_difference": "Écart",
    "col_parties": "Parties",
    # les titres du classement quand le terminal est trop étroit pour les entiers
    "col_rank_short": "#",
    "col_points_short": "Pts",
    "col_wins_short": "V",
    "col_difference_short": "±",
    "col_parties_short": "P",
    "col_player1": "Joueur 1",
    "col_player2": "Joueur 2",
    "col_against": "Contre",
    "col_withdrawn": "Abandon",
    "col_partie": "Partie",
    "col_opponent_number": "N° adversaire",
    "col_opponent": "Adversaire",
    "col_how": "Comment",
    "how_played": "jouée",
    "how_exempt": "exempte",
    "how_forfeit": "forfait",
    "how_by_forfeit": "gagnée par forfait",
    "yes": "oui",
    "col_donne": "Donne",
    "table_game": "{concours} — Partie {partie}, table {table} : {one} contre {two}.",
    "table_seats": "Places, dans l'ordre du jeu : {seats}.",
    "col_coinche": "Coinche",
    # --- help ---
    "help_concours": "Un concours de belote : équipes, tirages, résultats, classement.",
    "help_concours_new": "Créer un concours.",
    "help_concours_list": "Lister les concours.",
    "help_concours_teams": "Les équipes inscrites.",
    "help_team": "Inscrire, retirer, déclarer forfait ou réintégrer une équipe.",
    "help_team_add": "Inscrire une équipe (après le premier tirage, une retardataire).",
    "help_team_withdraw": ("L'équipe N abandonne (après le premier tirage) : forfait à sa table."),
    "help_team_reinstate": (
        "Annuler l'abandon de l'équipe N (jusqu'au tirage suivant, ou une fois la dernière "
        "partie tirée)."
    ),
    "opt_forfeit": (
        "Une équipe forfait à cette table (son numéro ou son nom) ; deux fois : les deux."
    ),
    "opt_forfeit_points": (
        "Le gagnant d'un forfait reçoit P points (sinon la moyenne de la partie)."
    ),
    "help_team_remove": "Retirer l'équipe N (avant le premier tirage).",
    "help_draw": "Tirer les tables de la partie suivante.",
    "help_result": (
        "Le résultat d'une table : les points de sa première équipe, puis de la seconde ; ou "
        "--forfeit ÉQUIPE."
    ),
    "help_ranking": "Le classement.",
    "help_prizes": (
        "La liste des lots, de la première place à la dernière : la donner, la voir par place, "
        "ou l'effacer."
    ),
    "arg_prizes": "Les lots, de la première place à la dernière (aucun : la liste telle quelle).",
    "opt_prizes_clear": "Effacer la liste des lots.",
    "prizes_and_clear": "les lots ou --clear, pas les deux",
    "too_many_prizes": "{most} lots au plus",
    "bad_prize": "lot « {value} » refusé : sur une ligne, {most} signes au plus",
    "prizes_set": "{count} {count|lot|lots}, de la première place à la dernière : {prizes}.",
    "prizes_cleared": "Plus de liste de lots.",
    "prizes_replaced": "(Elle remplace : {prizes}.)",
    "no_prizes": (
        'Pas encore de liste de lots : belote concours prizes "Un jambon" "Un panier" … la '
        "donne, de la première place à la dernière."
    ),
    "prizes_final": "Lots — classement final",
    "prizes_provisional": "Lots — provisoire, après la partie {partie} / {parties}",
    "prizes_before": "Lots — attribués par place dès qu'une partie a été jouée en entier",
    "by_lot_mark": "(tirage au sort)",
    "col_place": "Place",
    "col_prize": "Lot",
    # --- the web server (belote concours serve, belote serve) ---
    "web_too_many": (
        "trop de codes faux depuis cet appareil : attendez {seconds} secondes, puis réessayez"
    ),
    "web_not_found": "cette page n'existe pas",
    "web_not_allowed": "cette page ne prend pas cette requête",
    "web_bad_code": (
        "ce code n'ouvre rien : scannez de nouveau le QR code de la feuille de votre table"
    ),
    "web_bad_form": (
        "ce formulaire n'est pas celui de cette page : rechargez la page et recommencez"
    ),
    "web_organiser_only": (
        "la page de l'organisateur : ouvrez-la avec l'adresse que belote a affichée"
    ),
    "web_too_big": "requête refusée : {most} octets au plus",
    "web_points_needed": "il faut les points des deux équipes, des nombres entiers de 0 à 100000",
    "web_number_needed": "il faut un nombre ({field})",
    "web_correction_unseen": (
        "le résultat de cette table a changé depuis l'affichage de la page : rien n'a été "
        "changé, regardez de nouveau"
    ),
    "web_broken": "le serveur a eu un problème : rien n'a été enregistré, recommencez",
    "web_too_slow": (
        "la requête a mis trop de temps à arriver : rien n'a été enregistré, recommencez"
    ),
    "web_head_too_big": "requête refusée : ses en-têtes sont trop longs",
    "web_full": "le serveur est plein pour un instant : réessayez dans quelques secondes",
    "web_entry_changed": (
        "cette table a changé depuis l'affichage de la page : rien n'a été enregistré, "
        "rechargez la page"
    ),
    "web_confirm": "Confirmer",
    "web_or_enter": "Ou saisissez les points tels que vous les avez :",
    "web_enter": "Envoyer",
    "web_reject": "Refuser",
    "web_draw": "Tirer la partie suivante",
    "web_undo_draw": "Annuler le dernier tirage",
    "web_sheets": "Les QR codes des feuilles",
    "web_poster": "L'affiche de placement",
    "web_record": "Enregistrer",
    "web_forfeit": "Forfait",
    "web_withdraw": "Abandonne",
    "web_reinstate": "Revient",
    "web_add_team": "Inscrire une équipe",
    "web_state_entered": "{first} – {second} saisi, à confirmer",
    "web_state_conflict": (
        "deux saisies différentes ({first} – {second} et {third} – {fourth}) : l'organisateur "
        "tranche"
    ),
    "web_state_waiting": "{first} – {second} confirmé, attend l'organisateur",
    "web_you": "Vous êtes {team}.",
    "web_confirm_yes": "Oui, le faire",
    "web_confirm_no": "Non, revenir",
    "web_col_actions": "Corriger",
    "web_table_actions": "Table {table} : résultat ou forfait",
    "web_points_of": "Points de {team}",
    "web_forfeit_of": "L'équipe qui déclare forfait",
    "web_choose_team": "— choisir l'équipe —",
    "web_teams_title": "Équipes",
    "web_team_to_change": "L'équipe qui se retire ou revient",
    "web_new_team_name": "Le nom d'une équipe en retard",
    "web_new_team_players": "Ses joueurs (facultatif, séparés par des virgules)",
    "web_record_these": "Enregistrer {first} – {second}",
    "web_ask_undo": (
        "Annuler le tirage de la partie {partie} ? {count|Sa table est tirée|Ses {count} "
        "tables sont tirées} à nouveau au prochain tirage : imprimez les nouvelles feuilles."
    ),
    "web_ask_withdraw": (
        "Retirer l'équipe {team} ? Elle n'est plus tirée et est classée dernière."
    ),
    "web_ask_withdraw_table": (
        "Retirer l'équipe {team} ? Elle déclare forfait à la table {table} de la partie {partie}, "
        "contre {other}, n'est plus tirée et est classée dernière."
    ),
    "web_ask_reject": (
        "Refuser ce qu'a saisi la table {table} de la partie {partie} ({one} contre {two}) ? "
        "Les deux équipes saisissent à nouveau leurs points."
    ),
    "web_ask_forfeit": (
        "Enregistrer un forfait de {team} à la table {table} de la partie {partie} ? "
        "L'équipe {other} est créditée comme une équipe exempte."
    ),
    "web_said_recorded": "Enregistré.",
    "web_said_done": "Cette table a déjà son résultat : seul l'organisateur le corrige.",
    "web_said_nothing": "Rien à confirmer.",
    "web_said_changed": (
        "Rien n'est confirmé : l'autre équipe a saisi d'autres points entre-temps. Vérifiez "
        "ceux-ci avant de confirmer."
    ),
    "web_done": "Le résultat de la table : {result}.",
    "web_result_is": "Le résultat de la table :",
    "web_to_confirm": (
        "{team} {team|a|ont|avons|avez} saisi ces points : confirmez-les si votre feuille dit "
        "la même chose."
    ),
    "web_entered": (
        "Vous avez saisi ces points : {team} {team|les confirme avec son|les confirment avec "
        "leur|les confirmons avec notre|les confirmez avec votre} propre code."
    ),
    "web_entered_by": "Saisie de {team}",
    "web_refused": (
        "L'organisateur a refusé ces points : vérifiez votre feuille, puis saisissez à "
        "nouveau vos points."
    ),
    "web_waiting": "Ces points attendent l'organisateur (un résultat qui surprend).",
    "web_conflict": "Deux saisies différentes : l'organisateur tranche.",
    "web_decide": "Table {table} ({one} contre {two}) : {state}. {doubts}",
    "web_table_heading": "Partie {partie}, table {table} : {one} contre {two}.",
    "web_total_hint": "Saisissez le total de chaque équipe, en bas de la feuille de votre table.",
    "web_see_ranking": "Voir le classement",
    "web_back_organiser": "Revenir à la page de l'organisateur",
    "web_back_table": "Revenir à la page de votre table",
    "web_the_wall": "Le mur",
    "web_parties": "Parties :",
    "web_gone_earlier": (
        "Cette feuille est celle de la partie {partie}, qui est terminée. La partie {now} est "
        "tirée : prenez la nouvelle feuille de votre table et scannez son code."
    ),
    "web_gone_undone": (
        "L'organisateur a annulé le tirage de la partie {partie} : il n'y a rien à saisir pour "
        "le moment. Attendez le nouveau tirage et ses nouvelles feuilles ; cette page le suit "
        "d'elle-même."
    ),
    "web_gone_redrawn": (
        "Le tirage de la partie {partie} a été annulé puis refait : cette feuille n'est plus "
        "celle de votre table. Prenez la nouvelle feuille de votre table et scannez son code."
    ),
    "web_now_at": "Votre équipe joue la partie {partie} à la table {table}.",
    "web_ask_record": "À enregistrer à la table {table} de la partie {partie} :",
    "web_correct_earlier": (
        "La partie {partie} est terminée : un résultat corrigé ici change le classement ; les "
        "tirages déjà faits restent."
    ),
    "web_concours_over": (
        "Le concours est terminé : le classement final et ses lots sont ci-dessous."
    ),
    "web_last_partie": (
        "C'est la dernière partie : quand toutes les tables auront leur résultat, le "
        "classement ci-dessous sera définitif."
    ),
    "web_final_ranking": "Classement final ({ranking})",
    "web_done_draw": "Tirage fait.",
    "web_done_undo": "Le tirage est annulé.",
    "web_done_result": "Enregistré.",
    "web_done_accept": "Enregistré.",
    "web_done_reject": "Refusé : la table saisit de nouveau.",
    "web_done_forfeit": "Forfait enregistré.",
    "web_done_withdraw": "L'équipe abandonne.",
    "web_done_add": "Équipe inscrite.",
    "web_title_400": "Ce formulaire n'a pas été accepté",
    "web_title_403": "Ce code n'ouvre pas cette page",
    "web_title_404": "Cette page n'existe pas",
    "web_title_405": "Cette page ne fait pas cela",
    "web_title_408": "La demande a pris trop de temps",
    "web_title_409": "Impossible pour le moment",
    "web_title_413": "Trop long pour être lu",
    "web_title_429": "Trop de codes faux",
    "web_title_431": "Trop long pour être lu",
    "web_title_500": "Le serveur a eu un problème",
    "web_title_503": "Le serveur est occupé",
    "web_title_other": "Refusé",
    "web_error_status": "(erreur {status})",
    "web_keep_open": (
        "Gardez cette page ouverte : elle affichera le résultat dès qu'il sera enregistré."
    ),
    "serve_wall": "Le mur : {address}",
    "serve_organiser": "La page de l'organisateur (gardez-la pour vous) : {address}",
    "serve_feuille": "La feuille, en direct : {address}",
    "serve_stop": "Ctrl-C arrête le serveur.",
    "serve_stopped": "Serveur arrêté.",
    "help_concours_serve": (
        "Servir le concours sur le réseau du club : le mur, la page de chaque table, celle de "
        "l'organisateur."
    ),
    "help_serve": (
        "Servir la feuille de la partie en cours, en direct et en lecture seule, aux téléphones "
        "des joueurs."
    ),
    "opt_host": "L'adresse où écouter (0.0.0.0 : tous les réseaux de cette machine).",
    "opt_port": "Le port où écouter.",
    "opt_behind_proxy": (
        "Un proxy est devant le serveur : les codes faux sont comptés par adresse de client "
        "qu'il transmet (X-Forwarded-For), et non tous comme les siens."
    ),
    "help_concours_show": "La partie en cours et le classement.",
    "help_concours_export": (
        "Le classement et tous les résultats (CSV, HTML), ou les feuilles de table ou l'affiche "
        "du placement, à imprimer."
    ),
    "arg_concours_name": "Le nom du concours.",
    "arg_team_name": "Le nom de l'équipe.",
    "arg_team_number": "Le numéro de l'équipe.",
    "arg_table": "Le numéro de la table.",
    "arg_first_points": "Les points de la première équipe.",
    "arg_second_points": "Les points de la seconde équipe.",
    "opt_concours": "Le concours, par son nom (sinon celui en cours).",
    "opt_parties": "Nombre de parties (4 par défaut).",
    "opt_concours_donnes": "Donnes par partie (12 par défaut).",
    "opt_concours_target": "Chaque partie jusqu'à cet objectif, au lieu d'un nombre de donnes.",
    "opt_ranking": "points (par défaut) ou victoires (les victoires d'abord).",
    "opt_seed": "La graine du tirage de la partie 1 (sinon au hasard, enregistrée).",
    "opt_team_players": (
        "Les deux joueurs : « A,B », ou avec leurs numéros de licence « A:123456,B:654321 »."
    ),
    "opt_draw_undo": "Annuler le dernier tirage (tant qu'aucun résultat n'est saisi).",
    "opt_partie": "La partie (sinon la partie en cours).",
    "opt_result_force": "Enregistrer sans demander, même si la somme surprend.",
    "opt_live": "Plein écran, redessiné à chaque résultat (Ctrl-C pour quitter).",
    "opt_play_concours": (
        "Jouer une table de ce concours (avec --table) : son résultat y est enregistré."
    ),
    "opt_play_table": "La table du concours à jouer.",
    "opt_concours_format": "csv ou html.",
    "opt_results_csv": (
        "La ligne de chaque équipe à chaque partie, crédits et forfaits compris (CSV)."
    ),
    "opt_export_partie": "La partie des feuilles ou de l'affiche (sinon la dernière tirée).",
    "partie_for_pages": "--partie choisit la partie de --sheets ou de --poster",
    "opt_sheets_address": (
        "L'adresse du serveur web (belote concours serve) : le QR code de chaque équipe sur les "
        "feuilles."
    ),
    "codes_current_only": (
        "les tables de la partie {partie} sont jouées : les QR codes n'ouvrent que celles "
        "de la partie en cours ({current}) ; sans --address, ses feuilles s'impriment sans "
        "codes"
    ),
    "bad_sheets_address": ("{value} refusée : l'adresse du serveur web, http://…, avec --sheets"),
    "opt_sheets": (
        "Les feuilles de table de la partie tirée, à imprimer (HTML) : une ligne par donne, "
        "le total, les signatures."
    ),
    "opt_poster": (
        "L'affiche du placement de la partie tirée, pour le mur (HTML) : chaque équipe par "
        "ordre alphabétique, avec sa table."
    ),
    # --- la ligue (issue 37) ---
    "help_league": (
        "Une ligue de clubs : son serveur, ses clubs, ses joueurs ; la boîte d'envoi d'un club."
    ),
    "help_league_serve": (
        "Le serveur web de la ligue : le classement de la saison, les cotes, les concours de "
        "chaque club, et l'API où les clubs publient. Il n'écoute que sur cet ordinateur "
        "(127.0.0.1), sauf si --host 0.0.0.0 l'ouvre au réseau."
    ),
    "help_league_club": "Les clubs de la ligue.",
    "help_league_club_add": "Inscrire un club : son jeton est affiché une seule fois.",
    "help_league_merge": (
        "Deux joueurs n'en font qu'un : les concours de PLAYER comptent désormais pour INTO."
    ),
    "help_league_audit": (
        "Le journal de la ligue : clubs, publications, corrections, fusions de joueurs."
    ),
    "help_league_sync": (
        "Envoyer à leur ligue les concours en attente dans la boîte d'envoi. Code de sortie : "
        "0 tout envoyé, 1 un refus, 3 un concours attend encore."
    ),
    "help_concours_publish": (
        "Publier un concours terminé dans la ligue (de nouveau après une correction : la "
        "ligue garde la version précédente). Code de sortie : 0 publié, 1 refusé, 3 pas "
        "encore envoyé : il attend dans la boîte d'envoi."
    ),
    "opt_database": (
        "La base de la ligue : sqlite:///CHEMIN ou postgresql://UTILISATEUR@HÔTE/BASE "
        "(par défaut : league.sqlite3 dans le dossier de données)."
    ),
    "opt_league_publish": (
        "L'adresse de la ligue, http://HÔTE:PORT (gardée pour les publications suivantes)."
    ),
    "opt_league_season": "La saison de cette ligue (http://HÔTE:PORT), pas de cet ordinateur.",
    "opt_token": "Le jeton du club, affiché par « belote league club add » (gardé).",
    "arg_club_name": "Le nom du club.",
    "arg_merged_player": "Le numéro du joueur dans la ligue (sur la page des cotes).",
    "arg_merged_into": "Le numéro du joueur qu'il est.",
    "league_bad_url": "base {value!r} refusée : {accepted}",
    "league_bad_address": "adresse de ligue {value!r} refusée : http://HÔTE:PORT",
    "league_unreachable_db": "la base de la ligue est inutilisable : {detail}",
    "league_newer_db": (
        "la base de la ligue a été mise à jour par un belote plus récent (révision {found}, "
        "celui-ci connaît {known}) : mettez belote à jour"
    ),
    "league_club_exists": "il y a déjà un club appelé {name}",
    "league_wrong_token": (
        "jeton erroné : un club publie avec le jeton qu'a affiché pour lui « belote league "
        "club add » (ou « club token »)"
    ),
    "league_same_player": "{name} est déjà ce joueur",
    "league_no_player": "pas de joueur {number} dans la ligue",
    "bad_club_name": "nom de club {value!r} refusé : non vide, sur une ligne",
    "league_token_needed": (
        "aucun jeton n'est gardé pour {league} : --token JETON, tel que l'a affiché « belote "
        "league club add »"
    ),
    "league_forgot": (
        "{name} : oublié, pas envoyé à {league} (son fichier de concours est inchangé)."
    ),
    "opt_forget": (
        "Oublier le concours de ce nom qui attend dans la boîte d'envoi (une adresse mal "
        "tapée) : son fichier est inchangé, publiez-le de nouveau."
    ),
    "audit_club": "club",
    "audit_token": "jeton",
    "audit_publish": "publication",
    "audit_correct": "correction",
    "audit_merge": "fusion",
    "league_no_club_named": "pas de club appelé {name} dans la ligue",
    "league_no_club": "pas de club {number} dans la ligue",
    "league_no_concours": "pas de concours {number} dans la ligue",
    "league_not_a_concours": "ce n'est pas un fichier de concours que belote sait lire : {detail}",
    "league_not_finished": (
        "{name} n'est pas terminé : une ligue prend un concours une fois son dernier "
        "résultat saisi"
    ),
    "league_other_club": (
        "{name} a été publié par un autre club : un club publie ses propres concours"
    ),
    "league_published": "{name} : publié pour {club}.",
    "league_unchanged": "{name} : déjà publié pour {club}, inchangé (version {version}).",
    "league_corrected": (
        "{name} : corrigé pour {club}, version {version} (la précédente est gardée)."
    ),
    "league_serving": "La ligue : {address} (base {database})",
    "league_club_added": "Club {number} : {name}. Son jeton, à donner au club :",
    "league_token_once": (
        "Il n'est affiché que maintenant : {name} publie avec « belote concours publish "
        "--league URL --token JETON »."
    ),
    "league_merged": "{player} ({number}) est désormais {into} ({into_number}).",
    "league_needed": (
        "quelle ligue ? La première fois : --league http://HÔTE:PORT --token JETON (tous "
        "deux gardés pour les fois suivantes)"
    ),
    "league_no_token": (
        "{name} attend pour {league}, dont aucun jeton n'est gardé : publiez-le avec --token"
    ),
    "league_not_json": "sa réponse n'est pas celle de la ligue",
    "league_outbox_empty": "Rien n'attend dans la boîte d'envoi.",
    "league_refused": (
        "{name} refusé : {message} (retiré de la boîte d'envoi ; son fichier est inchangé)"
    ),
    "league_refused_kept": (
        "{name} refusé pour l'instant : {message} (gardé dans la boîte d'envoi)"
    ),
    "league_some_refused": "la ligue a refusé ce qui est dit plus haut",
    "league_unreachable": (
        "{league} est injoignable ({reason}) : {count} {count|concours attend|concours "
        "attendent} dans la boîte d'envoi ; « belote league sync » (ou la prochaine "
        "publication) {count|l'envoie|les envoie}, « belote league sync --forget NOM » en "
        "oublie un"
    ),
    "league_down": "{league} est injoignable : {reason}",
    "league_answer": "{league} a répondu : {message}",
    "not_league_file": (
        "{path} : ce n'est pas un fichier des réglages de ligue ou de la boîte d'envoi de belote"
    ),
    "league_title": "La saison de la ligue",
    "league_ratings": "Cotes",
    "league_clubs": "Clubs",
    "league_since": "Du",
    "league_until": "Au",
    "league_minimum": "Au moins",
    "league_show": "Afficher",
    "league_col_id": "N°",
    "league_col_club": "Club",
    "league_col_last": "Dernier",
    "league_col_concours": "Concours",
    "league_col_day": "Jour",
    "league_col_teams": "Équipes",
    "league_col_version": "Version",
    "league_no_clubs": "Aucun club encore : « belote league club add NOM » en inscrit un.",
    "league_no_concours_yet": "Aucun concours publié encore.",
    "league_version": "version {version}",
    "league_bad_token": (
        "jeton refusé : celui qu'a affiché « belote league club add », 16 à 128 lettres, "
        "chiffres, - et _"
    ),
    "league_moved": (
        "{league} renvoie ailleurs ({location}) : publiez à cette adresse avec --league"
    ),
    "league_too_big": "sa réponse dépasse {most} Mo : ce n'est pas celle de la ligue",
    "league_older": (
        "{name} est plus ancien que la version {version} qu'a la ligue (son journal est une "
        "partie de celui de la ligue) : rien n'a été changé"
    ),
    "league_token_reset": (
        "Club {number} : {name}. Son nouveau jeton (l'ancien ne fonctionne plus) :"
    ),
    "help_league_club_token": (
        "Un nouveau jeton pour un club qui a perdu le sien : l'ancien ne fonctionne plus."
    ),
    # --- the league's secretary, pages and client (issue 46) ---
    "help_league_unmerge": "Annuler une fusion : PLAYER redevient un joueur à part.",
    "help_league_move": (
        "Classer un concours publié sous un autre club (publié avec le mauvais jeton)."
    ),
    "help_league_withdraw": (
        "Retirer un concours publié : il ne compte plus nulle part, jusqu'à sa restauration."
    ),
    "help_league_restore": "Restaurer un concours retiré, tel qu'il était.",
    "help_league_settings": (
        "Les réglages de la ligue : les meilleurs résultats et le minimum de sa saison, le "
        "minimum de ses cotes (sans option : affichés)."
    ),
    "help_league_new_club": (
        "Cet ordinateur publie désormais pour un autre club : le jeton de la prochaine "
        "publication dit lequel."
    ),
    "arg_league_concours": "Le numéro du concours dans la ligue (l'adresse de sa page).",
    "opt_league_best": "Seuls les N meilleurs concours de chaque équipe et joueur comptent.",
    "opt_league_every": "Tous les concours comptent de nouveau (plus de N meilleurs).",
    "opt_league_minimum": (
        "Les concours qu'une équipe ou un joueur doit avoir joués pour être classé."
    ),
    "opt_league_rated": "Les parties qu'un joueur doit avoir jouées pour figurer dans les cotes.",
    "league_not_your_club": (
        "ce jeton est celui de {club}, mais cet ordinateur publie pour {expected} : rien n'a "
        "été enregistré. Publiez avec le jeton de {expected}, ou, si cet ordinateur publie "
        "désormais pour {club}, lancez d'abord « belote league new-club »"
    ),
    "league_withdrawn": "{name} a été retiré par la ligue : demandez au secrétaire de la ligue",
    "league_already_club": "{name} est déjà à {club}",
    "league_already_withdrawn": "{name} est déjà retiré",
    "league_not_withdrawn": "{name} n'est pas retiré",
    "league_not_merged": "{name} n'est fusionné avec personne",
    "league_bad_setting": "réglage {name} refusé ({value}) : un nombre de 1 à 1000",
    "league_no_version": "pas de version {version} de ce concours",
    "league_unmerged": "{player} ({number}) redevient un joueur à part, plus {into}.",
    "league_moved_club": "{name} ({number}) est désormais à {now}, plus à {was}.",
    "league_withdrew": (
        "{name} ({number}) est retiré : il ne compte plus nulle part jusqu'à sa restauration."
    ),
    "league_restored": "{name} ({number}) est restauré.",
    "league_every": "tous les concours",
    "league_settings_are": (
        "Saison : {best} comptent, classement à partir de {minimum} concours ; cotes : à "
        "partir de {rated} parties."
    ),
    "audit_unmerge": "défusion",
    "audit_move": "transfert",
    "audit_withdraw": "retrait",
    "audit_restore": "restauration",
    "audit_settings": "réglages",
    "audit_refused": "refus",
    "league_page": "page {page} sur {pages}",
    "league_before": "← Précédente",
    "league_after": "Suivante →",
    "league_search": "Nom",
    "league_csv": "Télécharger (CSV)",
    "col_uncertainty": "± 3σ",
    "league_player_clubs": "Clubs :",
    "league_player_curve": "La cote après chaque concours",
    "league_player_history": "Concours joués",
    "league_parties": "Partie par partie",
    "league_earlier": "Une version précédente : la ligue compte la version {version}.",
    "league_rated_minimum": "Parties, au moins",
    "league_deadline": "pas de réponse complète en {seconds} s",
    "league_outbox_bad": "{detail} (laissé de côté ; les autres sont envoyés)",
    "league_not_league": (
        "{name} gardé dans la boîte d'envoi : {league} a répondu HTTP {status}, pas comme "
        "une ligue belote (l'adresse est-elle la bonne ?)"
    ),
    "league_token_dropped": (
        "Le jeton donné n'a pas été gardé : {league} garde celui qu'elle avait pris."
    ),
    "league_forget_none": "rien n'attend sous le nom {name} dans la boîte d'envoi",
    "league_club_forgotten": (
        "{league} : cet ordinateur ne publie plus pour {club} ; le jeton de la prochaine "
        "publication dit pour quel club."
    ),
}

# Every word a player may type, by meaning, separated by spaces. Every language's words
# are accepted whatever the language shown (text.words).
WORDS: dict[str, str] = {
    # "none" at a question that takes a team, a coinche or declarations
    "none": "non n aucun aucune rien 0 -",
    "answer_yes": "o oui",
    "answer_no": "n non",
    # the coinche level (R6): none is the "none" words
    "coinche_coinche": "coinche contre c x2",
    "coinche_surcoinche": "surcoinche surcontre sur s x4",
    # declarations (R5.1)
    "kind_carre": "carre",
    "kind_cent": "cent quinte 100",
    "kind_cinquante": "cinquante 50",
    "kind_tierce": "tierce",
    # ranks (R1.1), named by the core's Rank values
    "rank_A": "a as",
    "rank_R": "r roi",
    "rank_D": "d dame",
    "rank_V": "v valet",
    "rank_10": "10",
    "rank_9": "9",
    "rank_8": "8",
    "rank_7": "7",
    # suits (R1.1), named by the core's Suit values; a card is a rank then one of these
    "suit_coeur": "coeur cœur co ♥",
    "suit_carreau": "carreau ca ♦",
    "suit_trefle": "trefle tr t ♣",
    "suit_pique": "pique pi p ♠",
    # contracts without a trump suit (R13.1), named by the core's AllSuits values
    "trump_sans-atout": "sa sans-atout sansatout",
    "trump_tout-atout": "ta tout-atout toutatout",
    # what `belote play` takes at the hand prompt instead of a hand
    "command_undo": "annuler",
    "command_redo": "rétablir refaire",
    "command_edit": "corriger",
    "command_show": "feuille",
    "command_help": "aide ? h",
    "command_quit": "quitter q",
    "command_passe": "passe",
    "command_misdeal": "fausse fausse-donne",
    "command_manual": "manuel manuelle",
    # the kinds of entries (R12.3), to change one (`edit 3 passe`); "main" is still taken
    "deal_hand": "jouée donne main",
    "deal_passe": "passe",
    "deal_fausse-donne": "fausse fausse-donne",
    "deal_manual": "manuel manuelle",
    # at any question of a hand: the previous question, or drop the hand
    "step_back": "< retour",
    "step_cancel": "annuler",
    # how a concours ranks its teams (R14.6): belote concours new --ranking
    "ranking_points": "points",
    "ranking_wins": "victoires",
    # the words of a hand on one line (text.line), before the fact they name
    "line_der": "der",
    "line_belote": "belote bel",
    "line_capot": "capot",
    "line_annonces": "annonces ann",
    "line_by": "par by",
    # a fact of a hand, named to correct it alone (`edit 8 belote` in play)
    "fact_taker": "preneur",
    "fact_contract": "contrat",
    "fact_trump": "atout couleur",
    "fact_coinche": "coinche",
    "fact_capot": "capot",
    "fact_points": "points cartes",
    "fact_der": "der",
    "fact_belotes": "belote belotes",
    "fact_annonces": "annonces",
    "fact_coinchers": "coincheurs coincheur",
    # the house rules (R13.5, R15), named by the core's HouseRule values: the first word
    # is the name shown (belote rules, the sheet's title)
    "rule_defence": "défense",
    "rule_no-litige": "sans-litige",
    "rule_coinche-contract": "coinche-contrat",
    "rule_coinche-own-points": "coinche-points-preneur",
    "rule_belote-prenable": "belote-prenable",
    "rule_surcoinche-x3": "surcoinche-x3",
    "rule_annonces-only": "contrat-seul",
    "rule_pot-to-taker": "pot-au-preneur",
    "rule_exceed-target": "dépasser-objectif",
}
