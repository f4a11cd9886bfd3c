"""The refusals of files and folders (StorageError keys).
Part of the catalog (text.catalog): key: (français, English)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
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
    "too_many_items": (
        "{path} a plus de {most} valeurs : ce n'est pas une feuille de score (rien n'a été "
        "modifié)",
        "{path} holds more than {most} values: not a feuille de score (nothing was changed)",
    ),
    "long_key": (
        "{path} est illisible (une clé de plus de {most} parties, ce qu'aucune feuille n'a) : "
        "rien n'a été modifié",
        "{path} cannot be read (a key of more than {most} parts, which no feuille has): "
        "nothing was changed",
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
    "file_value": ("{field}{value} : {expected}", "{field}{value}: {expected}"),
    "expect_whole": ("un nombre entier est attendu", "a whole number is expected"),
    "expect_string": ("une chaîne est attendue", "a string is expected"),
    "expect_table": ("une table est attendue", "a table is expected"),
    "expect_list": ("une liste est attendue", "a list is expected"),
    "expect_tables": ("une liste de tables est attendue", "a list of tables is expected"),
    "expect_names": ("{count} noms sont attendus", "{count} names are expected"),
    "expect_marks": (
        "les marques des deux équipes sont attendues",
        "the two teams' marks are expected",
    ),
    "expect_team": ("1 ou 2 est attendu", "1 or 2 is expected"),
    "expect_pair": ("deux numéros d'équipe sont attendus", "two team numbers are expected"),
    "expect_result": ("deux nombres sont attendus", "two numbers are expected"),
    "file_draws": (
        "{draws} tirages pour {parties} parties",
        "{draws} draws for {parties} parties",
    ),
    "file_result_missing": (
        "partie {partie} : un résultat manque, et une partie suivante est tirée",
        "partie {partie}: a result is missing, and a later one is drawn",
    ),
    "file_seating": (
        "un tirage ne place pas chacune des {teams} équipes une fois : {seated}",
        "a draw does not seat each of the {teams} teams once: {seated}",
    ),
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
    "name_in_trash": (
        "{path} : une partie de ce nom est à la corbeille (belote restore la reprend) : "
        "choisissez un autre nom, rien n'a été écrit",
        "{path}: a game of that name is in the trash (belote restore brings it back): choose "
        "another name, nothing was written",
    ),
    "gone_meanwhile": (
        "{path} n'est plus là (mise à la corbeille ou déplacée par un autre belote ?) : rien "
        "n'a été écrit (belote games --all la retrouve)",
        "{path} is no longer there (put in the trash or moved by another belote?): nothing "
        "was written (belote games --all finds it)",
    ),
    "home_relative": (
        "BELOTE_HOME={path} n'est pas un chemin absolu : donnez un chemin depuis / (ou ~/…)",
        "BELOTE_HOME={path} is not an absolute path: give a path from / (or ~/…)",
    ),
    "not_own_folder": (
        "{path} n'est pas un dossier (un lien ?) : belote n'y range rien, rien n'a été modifié",
        "{path} is not a folder (a link?): belote keeps nothing there, nothing was changed",
    ),
    "would_drop": (
        "{path} contient {what}, qu'un enregistrement ne garde pas",
        "{path} holds {what}, which saving it does not keep",
    ),
    "unkept_comments": ("des commentaires", "comments"),
    "unkept_keys": (
        "des champs que belote ne connaît pas ({keys})",
        "fields belote does not know ({keys})",
    ),
    "unkept_both": (
        "des commentaires et des champs que belote ne connaît pas ({keys})",
        "comments and fields belote does not know ({keys})",
    ),
    "ask_drop": (
        "Enregistrer quand même, sans eux ?",
        "Save anyway, without them?",
    ),
    "output_failed": (
        "la sortie n'a pas pu être écrite ({detail})",
        "the output could not be written ({detail})",
    ),
    "output_failed_saved": (
        "la sortie n'a pas pu être écrite ({detail}) ; ce qui a été enregistré l'est : {path}",
        "the output could not be written ({detail}); what was recorded is saved: {path}",
    ),
}
