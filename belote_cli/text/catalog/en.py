"""English: every sentence belote says, and every word a player may type, in English.

The reference language: every other language's file has the same keys and placeholders
(tests/test_catalog.py). The words of the game (belote, capot, coinche, litige, dix de der,
feuille de score, concours, donne) stay French.
"""

from __future__ import annotations

NAME = "English"
DECIMAL = "."  # 108.9
CSV_SEPARATOR = ","
CSV_BOM = False  # a script reading the file would take the mark for text
NO_BREAK_BEFORE = ""  # English sets no space before its punctuation


def plural(n: int) -> int:
    """1 is singular in English."""
    return 0 if abs(n) == 1 else 1


MESSAGES: dict[str, str] = {
    # === The refusals: errors of the rules (RuleError keys) and of what was typed.
    # --- errors of the rules (RuleError keys) ---
    "bad_rank": "unknown rank '{value}': A R D V 10 9 8 7 (or as roi dame valet, K Q J)",
    "bad_suit": "unknown suit '{value}': coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠)",
    "bad_card": (
        "'{value}' is not a card: a rank (A R D V 10 9 8 7, K Q J) then a suit (co ca t p or ♥ ♦ "
        "♣ ♠), for example Vco, 10ca, A♠, 9t"
    ),
    "card_twice": "the card {value} is given twice",
    "bad_points_all_trump": (
        "card points {value} out of range: 0 to 248 in a tout atout hand counted at trump "
        "values, dix de der excluded"
    ),
    # R16.5.6: a tout atout count with its der, converted to 162
    "converted": "{counted} × 162/258 = {converted}",
    "bad_points": "card points {value} out of range: 0 to 152, dix de der excluded",
    "points_sum": (
        "the two teams' card points add up to {value}: they must add up to {total} ({hint})"
    ),
    "sum_der": "10 too many: the dix de der counted in a pile?",
    "sum_belote": "20 too many: a belote counted?",
    "sum_nine": "14 short: the 9 of trump counted as 0?",
    "sum_valet": "18 short: the valet of trump counted as 2?",
    "sum_more": "{gap} too many",
    "sum_less": "{gap} short",
    "points_twice": "the points of {team} are given twice",
    "pile_counted": "{cards} = {points}: {team} {points}, {other} {rest}",
    "pile_again": "give the points or the cards again",
    "points_missing": "the card points are missing",
    "der_missing": "the team of the dix de der is missing",
    "capot_points": "capot by team {team}: it holds all 152 card points, the other 0",
    "capot_der": "capot by team {team}: the last trick is its own",
    "contract_in_classique": "no contract in classic belote (mode classique)",
    "coinche_in_classique": "no coinche in classic belote (mode classique)",
    "contract_missing": "the contract is missing",
    "bad_contract": "contract '{value}' refused: 80 to 180 in steps of 10, or capot",
    "carre_worthless": "a carré of {height} is worth nothing: carrés of V 9 A 10 R D only",
    "carre_twice": "carré of {height} declared twice",
    "bad_sequence": "no {kind} of height {height}: its height goes from A to {low}",
    "carre_and_sequence": "the {kind} would use a card of the carré of {carre}",
    "sequence_overlap": "these sequences would use the same card twice",
    "too_many_annonces": "team {team} declares more than its two players' cards hold (8 each)",
    "belote_conflict": (
        "one team holds belote: the other cannot declare the king or queen of trump"
    ),
    "belote_two_teams": "one belote at most outside tout atout: only one team can hold it",
    "belote_in_sa": "no belote in sans atout: there is no trump",
    "too_many_belotes": "four belotes at most in tout atout, one a suit",
    "bad_belotes": (
        "belote '{value}': none, or the team of each belote (1, 2, {one}, {two}; in tout atout "
        "1,2)"
    ),
    "not_in_sa": "does not apply in sans atout: there is no belote",
    "all_suits_in_classique": (
        "no sans atout nor tout atout in classic belote: a suit (coeur, carreau, trefle, pique)"
    ),
    "rule_not_in_mode": "the rule {rule} does not fit mode {mode}; the rules that do: {fitting}",
    "rules_exclusive": "{first} and {second} change the same marks: choose one of them",
    "rule_needs_target": "the rule {rule} is for a game to a target, not of N donnes",
    "bad_rule": "rule '{value}': {accepted} (belote rules says what each changes)",
    "rule_fits": "{rule} ({modes})",
    "rules_separator": ", ",
    "modes_coinche": "coinche modes",
    "modes_every": "every mode",
    "bad_goal": (
        "'{value}': a target (1001, 2000…) or a number of donnes (12 donnes) is expected"
    ),
    "bad_donnes": "number of donnes {value} refused: 1 to {high} (12 in a concours)",
    "donnes_and_target": "a game is played for a number of donnes or to a target, not both",
    "bad_target": "target {value} refused: a number from 1 to {high} (1001, 2000, 3000…)",
    "bad_team_name": "team name {value!r} refused: not empty, on one line, and not 1, 2 or none",
    "name_too_long": "name too long: {most} signs at most",
    "empty_pile": (
        "no card given: a team that took no trick is capot (--capot, or the capot question)"
    ),
    "same_team_names": "both teams are called '{value}': two different names are needed",
    "game_over": "the game is over: no more hands (belote new starts another)",
    "game_over_at": (
        "the game would be over at hand {number}: the hands after it would be too many (undo "
        "them first)"
    ),
    "no_hand": "no hand to undo",
    "nothing_to_redo": "nothing to redo: no hand was undone since the last one recorded",
    "no_such_hand": "no hand {number}: the feuille has {count}",
    # --- parsing options and answers ---
    "ambiguous_name": "'{value}' may be {names}: type more of the name",
    "bad_points_answer": (
        "'{value}' is neither card points (0 to 152, dix de der excluded) nor cards (Vco 9co…)"
    ),
    "bad_team": "unknown team '{value}': 1, 2, {one} or {two}",
    "bad_team_or_none": "'{value}': 1, 2, {one}, {two} or none",
    "bad_number": "'{value}' is not a number",
    "bad_points_form": "'{value}': points as TEAM=N, for example 1=103",
    "bad_coinche": "'{value}': none, coinche or surcoinche",
    "bad_annonce": (
        "declaration '{value}': TEAM:KIND:HEIGHT[:SUIT], kind tierce, cinquante, cent or carre; "
        "for example 1:tierce:R,2:carre:V"
    ),
    "bad_mode": "mode '{value}': classique, faits, annonces or faits-annonces",
    "bad_rounding": "rounding '{value}': exact or dizaine",
    "yes_no": "y/n",
    "bad_yes_no": "answer y (yes) or n (no)",
    "not_in_mode": "does not apply in mode {mode}",
    "not_on_capot": "does not apply to a capot: the capot team has everything",
    "not_declared": "does not apply: this table's profile plays no declarations",
    "no_players_named": "does not apply: the players are not named",
    "coinchers_no_players": (
        "who coinched is said at a table whose players are named (belote new --players)"
    ),
    "not_coinched": "does not apply: the hand is not coinched",
    # === The refusals of files and folders (StorageError keys).
    # --- storage ---
    "no_game": "{path}: no feuille de score (belote new starts a game)",
    "no_current_game": "no current game in {path} (belote new starts one)",
    "empty_file": "{path} is empty: no file belote reads (nothing was changed)",
    "bad_toml": "{path} cannot be read (invalid TOML, {detail}): nothing was changed",
    "too_many_items": (
        "{path} holds more than {most} values, more than belote ever writes (nothing was changed)"
    ),
    "too_deep": (
        "{path} cannot be read (values nested more than {most} deep, which no file of belote "
        "has): nothing was changed"
    ),
    "long_key": (
        "{path} cannot be read (a key of more than {most} parts, which no file of belote has): "
        "nothing was changed"
    ),
    "not_a_sheet": "{path} is not a belote feuille de score ({detail}): nothing was changed",
    "newer_schema": (
        "{path} was written by a newer belote (schema {found}, known {known}): upgrade belote"
    ),
    "bad_hand_in_file": "{path}, hand {number}: {detail}",
    "bad_undone_in_file": "{path}, undone entry {number}: {detail}",
    "missing_field": "field '{field}' missing",
    # the system's errors (storage.errors.system) and where a TOML file breaks
    "os_enoent": "No such file or directory",
    "os_eacces": "Permission denied",
    "os_eperm": "Operation not permitted",
    "os_enospc": "No space left on device",
    "os_edquot": "Disk quota exceeded",
    "os_erofs": "Read-only file system",
    "os_eisdir": "Is a directory",
    "os_enotdir": "Not a directory",
    "os_eexist": "File exists",
    "os_eio": "Input/output error",
    "os_enametoolong": "File name too long",
    "os_eloop": "Too many levels of symbolic links",
    "os_ebusy": "Device or resource busy",
    "os_emfile": "Too many open files",
    "os_enfile": "Too many open files in system",
    "os_efbig": "File too large",
    "os_einval": "Invalid argument",
    "os_ebadf": "Bad file descriptor",
    "os_other": "system error ({code})",
    "toml_not_utf8": "not UTF-8 at byte {at}",
    "toml_too_deep": "nested too deep",
    "toml_at": "line {line}, column {column}",
    "toml_at_end": "at the end of the document",
    "file_value": "{field}{value}: {expected}",
    "expect_one_of": "one of these is expected: {choices}",
    "expect_moment": "a date and time with its offset is expected, as 2026-12-01T21:30:00+01:00",
    "expect_whole": "a whole number is expected",
    "expect_string": "a string is expected",
    "expect_bool": "true or false is expected",
    "expect_table_line": (
        "a table's line is expected: its two teams' numbers, then their points or forfeit and "
        "who forfeited (3 1 1100 900, 3 1 forfeit 1)"
    ),
    "expect_forfeit": "one or both of the table's teams are expected",
    "expect_table": "a table is expected",
    "expect_list": "a list is expected",
    "expect_tables": "a list of tables is expected",
    "expect_names": "{count} names are expected",
    "expect_marks": "the two teams' marks are expected",
    "expect_team": "1 or 2 is expected",
    "expect_pair": "two team numbers are expected",
    "expect_result": "two numbers are expected",
    "file_draws": "{draws} draws for {parties} parties",
    "file_result_missing": "partie {partie}: a result is missing, and a later one is drawn",
    "file_seating": "a draw does not seat each of the {teams} teams once: {seated}",
    "file_withdrawn": "team {number} withdrew after partie {partie} but is in a later draw",
    "file_numbers": "two teams have the same number: {numbers}",
    "bad_value": "value refused ({detail})",
    "unreadable": "{path}: {detail}",
    "write_unreadable": (
        "{path} was left as it was: belote could not read back what this change would write "
        "({detail}), so it wrote nothing"
    ),
    "limit_bytes": "the file would be larger than {most} MB",
    "limit_items": "the file would hold more than {most} values",
    "limit_key": "a key would have more than {most} parts",
    "unwritable": "cannot write {path} ({detail}): nothing was changed",
    "redo_changed": (
        "{path} was changed by another belote since it was read: the hand redo would bring "
        "back may not be the one undone here, so nothing was written (belote show, then redo "
        "again)"
    ),
    "changed_meanwhile": (
        "{path} was changed by another belote (an entry changed or removed): nothing was written"
    ),
    "not_a_file": (
        "{path} is not a regular file (a folder, a pipe, a device): belote reads only files"
    ),
    "too_large": "{path} is larger than {most} MB: not a feuille de score (nothing was changed)",
    "lock_timeout": (
        "another belote has been writing in {path} for {seconds} s: nothing was written, try again"
    ),
    "read_only": "{path} is read-only: nothing was written (chmod u+w to write in it)",
    "home_not_folder": "{path} is not a folder: BELOTE_HOME must name a folder",
    "bad_schema": "schema = {value}: a whole number from 1 is expected",
    "points_count": "{count} {count|value|values} of points: two are expected (team 1, team 2)",
    "added_meanwhile": (
        "{count} {count|hand|hands} added by another belote; yours is hand {number}"
    ),
    "retype_hand": "your hand, to enter again: belote hand --line {line}",
    "refuse_foreign": "{path} exists and is not a feuille de score: choose another file",
    "name_in_trash": (
        "{path}: a game of that name is in the trash (belote restore brings it back): choose "
        "another name, nothing was written"
    ),
    "gone_meanwhile": (
        "{path} is no longer there (put in the trash or moved by another belote?): nothing was "
        "written (belote games --all finds it)"
    ),
    "home_relative": "BELOTE_HOME={path} is not an absolute path: give a path from / (or ~/…)",
    "not_own_folder": (
        "{path} is not a folder (a link?): belote keeps nothing there, nothing was changed"
    ),
    "would_drop": "{path} holds {what}, which saving it does not keep",
    "unread_fields": (
        "{path} holds fields belote does not know ({keys}): they are neither shown nor counted."
    ),
    "unread_near": "Did you mean {field}?",
    "unkept_comments": "comments",
    "unkept_keys": "fields belote does not know ({keys})",
    "unkept_both": "comments and fields belote does not know ({keys})",
    "ask_drop": "Save anyway, without them?",
    "output_failed": "the output could not be written ({detail})",
    "output_failed_saved": (
        "the output could not be written ({detail}); what was recorded is saved: {path}"
    ),
    # === What the program asks, and the help of commands and options.
    # --- prompts ---
    "ask_mode": "Mode (classique, faits, annonces, faits-annonces)",
    "ask_target": "Target (or N donnes)",
    "ask_rounding": "Rounding (exact, dizaine)",
    "ask_team1": "Name of team 1",
    "ask_team2": "Name of team 2",
    "ask_replace": "{path} holds an unfinished game. Replace it?",
    "ask_taker": "Taker (1, 2, {one}, {two})",
    "ask_contract": (
        "Contract and trump (80 to 180 or capot, then the suit: 110 coeur, 110co, capot pi)"
    ),
    "ask_suit": "Trump (coeur, carreau, trefle, pique; sa, ta where the rules play them)",
    "ask_belotes": "Belotes, the team of each (none, 1, 2, 1,2…)",
    "ask_coinche": "Coinche (none, coinche: c or x2, surcoinche: s or x4)",
    "ask_coinchers": "Who coinched? ({defence}; none)",
    "ask_surcoinchers": "Who coinched, then who surcoinched? ({defence}, then {takers}; none)",
    "ask_capot": "Capot: which team took every trick? (none, 1, 2)",
    "ask_points": "Card points of {team} (0 to 152 without der, or its cards: Vco 9co…)",
    "ask_points_all_trump": (
        "Card points of {team}, every card at its trump value (0 to 248 without der, or its "
        "cards: Vco 9co…)"
    ),
    "ask_der": "Dix de der (1, 2, {one}, {two})",
    "ask_belote": "Belote announced by (none, 1, 2)",
    "ask_annonces": "Declarations (none, or 1:tierce:R,2:carre:V…)",
    "ask_next": (
        "Hand {number}, {dealer} deals — the hand ({example}), the taker ({one}, {two}), undo "
        "or help"
    ),
    "ask_more": " — and if any: bel T, ann LIST",
    "line_capot_made": " (or capot {team} if the taker took every trick)",
    "ask_belote_annonces": "Belote and declarations (none; bel 1, ann 2:tierce:R…)",
    "ask_belotes_annonces": (
        "Belotes and declarations (none; bel 1, bel 1,2 for one team each, ann 2:tierce:R…)"
    ),
    "ask_capot_contract": (
        "Capot announced: which team took every trick? ({team}: capot made; none: contract failed)"
    ),
    "ask_capot_possible": (
        "{team} has every card point and the dix de der: did it take every trick (capot)? "
        "(y: {made}; n: {missed})"
    ),
    "ask_capot_same": (
        "{team} has every card point and the dix de der: did it take every trick (capot)? "
        "(y/n; the same marks either way: {made})"
    ),
    "marks_of_both": "{one} {first}, {two} {second}",
    "play_on_capot": (
        "{team} reached the target on a hand it was made capot on: another hand is played"
    ),
    "play_on_failed": (
        "{team} reached the target on a hand its contract failed on: another hand is played"
    ),
    "play_on_equal": "equal totals at or above the target: another hand is played",
    "play_on_exceed": (
        "{team} is at the target, and must pass it at this table (rule: exceed-target): "
        "another hand is played"
    ),
    "pot_waits": "The pot ({pot}) waits for a taker that wins its hand (rule: pot-to-taker)",
    "answer_needed": "this question needs an answer",
    "prompt_suffix": ": ",
    "edit_which": "edit N: the number of the hand (edit 3, edit 3 belote)",
    "play_help": (
        "A hand on one line: the taker, the contract and trump (110co, 110 coeur, capot pi; in "
        "classique the trump alone), then in any order: c or x2, s or x4 (and by NAME: who "
        "coinched, then who surcoinched), the taker's points (103) or a team's (2=49), der T, "
        "bel T, capot T, ann LIST, and - (or none) when there was nothing else. A line that "
        "gives the taker, the contract and trump, the points (or capot T) and the der is the "
        "whole hand: nothing more is asked, what it does not say is none. Else what is "
        "missing is asked, then the coinche, belote and declarations. At every question: < "
        "goes back to the one before, cancel drops the hand. "
        "Else: undo (the last hand), redo (what undo removed), edit N (hand N) or edit N FACT "
        "(one fact: edit 8 belote), show (the whole sheet), passe, misdeal (fausse donne), "
        "manual (marks given: manual 1=0,2=50 faute de jeu), quit (or q). Every hand is saved "
        "as soon as it is entered."
    ),
    # what the edited hand line's toolbar says of a command as it is typed (entry.editline)
    "bar_undo": "undo: takes back hand {number}, once confirmed",
    "bar_redo": "redo: brings back what undo took back",
    "bar_edit": "edit N: corrects hand N (edit N FACT: that fact alone)",
    "bar_show": "show: the whole sheet (show N: hand N in full)",
    "bar_help": "help: what a line may say, and the commands",
    "bar_quit": "quit: every hand is already saved",
    "bar_passe": "passe: nobody took, the next seat deals",
    "bar_misdeal": "misdeal: a fausse donne, the same seat deals again",
    "bar_manual": "manual: both teams' marks given (manual 1=0,2=50 NOTE)",
    # after a whole hand's marks: what the line does not say, recorded as none (line.nones)
    "bar_nones": "(nothing else: {nones})",
    "bar_capot_asked": "(then asked: did {team} take every trick?)",
    "said_nones": "Nothing else was said: {nones}.",
    "unsaid_coinche": "no coinche",
    "unsaid_belotes": "no belote",
    "unsaid_annonces": "no declarations",
    "unsaid_capot": "no capot (add capot {team} if it was one)",
    "hand_cancelled": "hand cancelled: nothing was written",
    "hand_dropped": "hand {number} dropped: nothing was written",
    "first_question": "this is the first question",
    "ask_rematch": "Rematch, same teams? (y/n, or undo to take the last hand back)",
    "bad_rematch": "answer y (yes), n (no) or undo",
    "play_over": "The feuille is in {path}.",
    "ask_kind": "Kind of entry (hand, passe, fausse donne, manual)",
    "ask_manual": "Both teams' marks (1=N,2=M; {one}, {two})",
    "ask_note": "Note (faute de jeu…)",
    "ask_rule": "House rules (none, {accepted})",
    "ask_players": "Players in playing order, separated by commas (Enter: no players)",
    "ask_dealer": "First dealer (1 to 4, or a name)",
    "fact_taker": "the taker",
    "fact_contract": "the contract",
    "fact_trump": "the trump",
    "fact_coinche": "the coinche",
    "fact_capot": "the capot",
    "fact_points": "the points",
    "fact_der": "the dix de der",
    "fact_belotes": "the belote",
    "fact_annonces": "the declarations",
    "fact_coinchers": "who coinched",
    "bad_fact": (
        "'{value}': taker, contract, trump, coinche, capot, points, der, belote, annonces, or "
        "hand, passe, fausse donne, manual"
    ),
    "bad_kind": "'{value}': hand, passe, fausse donne or manual",
    "note_without_manual": "only a manual deal (--manual) has a note",
    "kinds_twice": "one kind of entry at a time: --passe, --fausse-donne or --manual",
    "deal_with_facts": "this entry is not a played hand: no fact of a hand with it",
    "deal_marks": "a {kind} marks 0 and 0, with no note",
    "bad_note": "note refused: on one line, {most} signs at most",
    "bad_manual": "marks {value} refused: 0 to {high}",
    "manual_dizaine": "marks {value} refused: tens in a game rounded to the dizaine",
    "bad_manual_form": "'{value}': both teams' marks, 1=N,2=M",
    "no_players": "this game has no named players",
    "taker_player_team": "{player} is not in the taking team",
    "belote_player_team": "{player} is not in the team of that belote",
    "belote_players_count": "one player per belote is expected",
    "coinche_players_count": (
        "{count} {count|player is|players are} expected: who coinched, and on a surcoinche who "
        "surcoinched"
    ),
    "coinchers_not_coinched": "who coinched is given, but the hand is not coinched",
    "coincher_team": "{player} cannot have coinched: the defence coinches",
    "surcoincher_team": "{player} cannot have surcoinched: the taker's team surcoinches",
    "bad_coinchers": (
        "'{value}': who coinched is expected ({players}), then after a comma who "
        "surcoinched, or none"
    ),
    "bad_seat": "seat {value}: 1 to 4",
    "bad_taker": "unknown taker '{value}': 1, 2, a team or a player ({players})",
    "bad_dealer": "dealer '{value}': a seat from 1 to 4, or a player's name",
    "players_count": "{count} {count|player|players}: four are needed, in playing order",
    "bad_player_name": (
        "player name {value!r} refused: not empty, on one line, not a number, not none"
    ),
    "same_player_names": "'{value}' is already the name of a player or a team",
    "fact_not_here": "{fact}: does not apply to this hand",
    "line_missing": "missing: {missing}",
    "line_word": (
        "'{value}' is not understood: a contract and trump (110co, 110 coeur, capot pi), c or "
        "x2, s or x4, by NAME, points (103, 1=103), der T, bel T, capot T, ann LIST"
    ),
    "line_word_classique": (
        "'{value}' is not understood: the trump (co, coeur), points (103, 1=103), der T, "
        "bel T, capot T, ann LIST"
    ),
    "line_word_missing": (
        "'{after}' must be followed by its value (der 1, bel 2, capot 1, ann 1:tierce:R)"
    ),
    "line_twice": "{fact}: given twice, with two values",
    "line_contract_trump": (
        "'{value}': a contract comes with its trump, glued or apart (110co, 110 coeur)"
    ),
    "line_capot": (
        "capot '{value}': a capot contract comes with its trump (capot pi); capot T names the "
        "team that took every trick"
    ),
    "line_capot_points": "no points on a capot: the capot team holds all 152",
    "line_capot_der": "no der on a capot: the last trick is the capot team's",
    "line_with_options": "--line gives the whole hand: no other fact option with it",
    "play_saved": "Goodbye: the feuille is saved in {path}",
    "no_games": "No game.",
    "older_games": "… {count} older games (--limit 0 shows them all)",
    "col_id": "Id",
    "col_date": "Date",
    "col_mode": "Mode",
    "col_teams": "Teams",
    "col_score": "Score",
    "col_hands": "Hands",
    "col_status": "Status",
    "in_trash": "(trash)",
    "status_broken": "broken",
    "status_won": "won by {team}",
    "status_going": "in progress",
    "status_drawn": "drawn",
    "stats_teams": "Teams",
    "stats_pairs": "Partners",
    "json_or_csv": "--json or --csv: one of the two.",
    "output_for_csv": "--output writes the CSV: give --csv with it.",
    "opt_stats_csv": "A row per team, pair and player, for a spreadsheet.",
    "stats_players": "Players",
    "stats_nobody": "No team, pair or player called {name} in the saved games.",
    # the columns of `belote stats`, and the notes under its tables on what they count
    "stats_col_games": "Games",
    "stats_col_won": "Won",
    "stats_col_going": "Going",
    "stats_col_hands": "Hands",
    "stats_col_taken": "Taken",
    "stats_col_average": "Avg",
    "stats_col_best": "Best",
    "stats_col_capots": "Capots",
    "stats_col_litiges": "Litiges",
    "stats_col_belotes": "Belotes",
    "stats_col_coinche_taker": "Coinched",
    "stats_col_coinche_defence": "Coinche",
    "stats_col_surcoinche_taker": "Surcoinche",
    "stats_col_surcoinche_defence": "Surcoinched",
    "stats_note_percent": "The % is of the finished games only: the share won.",
    "stats_note_going": "{going}: games in progress, in no rate.",
    "stats_note_average": "{average}: marks a hand; {best}: the biggest hand.",
    "stats_note_taken": "A player's {taken}, {average} and {best}: the hands they took.",
    "stats_note_contracts": "80-100, 110-130…: contracts made/taken, by size.",
    "stats_note_coinched": (
        "{coinched}: its contracts coinched; {surcoinche}: those it surcoinched; made/of."
    ),
    "stats_note_coinche": (
        "{coinche}: its coinches in defence; {surcoinched}: those the taker surcoinched; "
        "won/of (won: the contract failed)."
    ),
    "no_such_game": "no game '{game}': an id from belote games (3 signs at least)",
    "ambiguous_game": "'{game}' names several games ({ids}): give more signs",
    "already_there": "{path} already exists: nothing was moved",
    "ask_delete": "Move game {id} to the trash ({path})?",
    "deleted": "Game {id} in the trash: {path} (belote restore {id} brings it back)",
    "restored": "Game {id} restored: {path}",
    "not_in_trash": "game {id} is not in the trash",
    "bad_date": "'{value}' is not a date: YYYY-MM-DD, for example 2026-11-30",
    "bad_format": "format '{value}': {formats}",
    "output_exists": "{path} already exists: nothing was written (--force replaces it)",
    # --- issue 32: what is not a file to replace, colliding ids, numbers and names checked
    "not_replaced": (
        "{path} is not a regular file (a folder, a device, a FIFO, a socket): belote never "
        "replaces one, nothing was written"
    ),
    "output_special": (
        "{path} is a socket or a disk device: belote writes into a file, a FIFO or a terminal "
        "only; nothing was written"
    ),
    "output_no_reader": (
        "no program reads from {path} (a FIFO): nothing was written; start its reader first"
    ),
    "file_forfeited": (
        "team {number} forfeited at table {table} of partie {partie}, a table that does not "
        "seat it"
    ),
    "bad_limit": "{value}: a number of games from 0 is expected (0: all).",
    "bad_port": "{value}: a port from 1 to {most} is expected",
    "opt_game_file": (
        "The game's file, instead of its id (of the data directory; for restore, of its trash)."
    ),
    "id_or_file": "a game's id or --file PATH: one of the two",
    "not_a_saved_game": (
        "{path} is not a game of the data directory (belote games lists them): nothing was moved"
    ),
    "not_in_trash_file": (
        "{path} is not a game in the trash (belote games --all lists them): nothing was moved"
    ),
    "no_game_going": "No game in progress: a new game.",
    "resuming": (
        "Resuming game {id}, the newest in progress ({count} {count|other|others} in progress: "
        "belote games)."
    ),
    "file_and_game": "--file or --game, not both",
    "opt_game": "The game to use, by its id (belote games).",
    "play_start": "Start a game?",
    "none_word": "none",
    # Typer's own usage errors, said again (cli.usage)
    "usage_no_such_option": "No such option: {option}",
    "league_extra": (
        "the league's server needs packages a scorer does without ({package} is missing): "
        "python -m pip install 'belote[league]'"
    ),
    "usage_after_dashes": "(a value that starts with a dash goes after --: {command} -- -1+1)",
    "short_form": "{short} = {name}",
    "usage_possible": "(Possible options: {options})",
    "usage_did_you_mean": " Did you mean {commands}?",
    "usage_command_name": "'{command}'",
    "usage_no_such_command": "No such command '{command}'.",
    "usage_missing_command": "Missing command.",
    "usage_no_value": "Option '{option}' does not take a value.",
    "usage_needs_value": "Option '{option}' requires an argument.",
    "usage_needs_values": "Option '{option}' requires {count} arguments.",
    "usage_argument_values": "Argument '{argument}' takes {count} values.",
    "usage_extra": "Got unexpected extra arguments ({extra})",
    "usage_missing_argument": "Missing argument {name}.",
    "usage_missing_option": "Missing option {name}.",
    "usage_missing_parameter": "Missing parameter {name}.",
    "usage_bad_value": "Invalid value for {param}: {detail}",
    "usage_int": "'{value}' is not a whole number",
    "usage_is_directory": "file {path} is a directory.",
    "usage_is_file": "{path} is a file.",
    "usage_no_path": "{path} does not exist.",
    "usage_not_readable": "{path} is not readable.",
    "usage_not_writable": "{path} is not writable.",
    "see_help": "{command} -h lists the options",
    "see_commands": "{command} -h lists the commands",
    "aborted": "aborted: nothing was written",
    # === What the user is told: sheets, explanations, lists, help.
    # --- what the user is told ---
    "new_game": (
        "New game: {mode}, {goal}, rounding {rounding} — {one} against {two}, {dealer} deals "
        "first. Feuille: {path}"
    ),
    "goal_target": "target {target}",
    "goal_donnes": "{donnes} {donnes|donne|donnes}",
    "undone": "Hand {number} undone. To bring it back: redo.",
    "redone": "Hand {number} brought back: {entry}.",
    "ask_undo": "Undo hand {number}?",
    "edited": "Hand {number} corrected.",
    "hand_line": "Hand {number}",
    "seat": "seat {seat} ({team})",
    "seat_cell": "seat {seat} ({team})",
    "kind_passe": "passe",
    "kind_fausse_donne": "fausse donne",
    "kind_manual": "manual deal",
    "kind_hand": "hand played",
    "explain_passe": "passe: nobody took, the deal passes on",
    "explain_fausse_donne": "fausse donne (misdeal): {dealer} deals again",
    "explain_manual": "manual deal: {marks}",
    "detail_kind": "Hand {number}: {kind}",
    "detail_dealer": "Dealt by {dealer}",
    "detail_taker": "Hand {number}: {taker} took, {bid}",
    "detail_points": "Card points: {one} {first}, {two} {second}; dix de der: {der}",
    "detail_capot": "Capot: {team} took every trick",
    "detail_fact": "{fact}: {value}",
    "detail_separator": "; ",
    "detail_belotes": "Belote",
    "detail_annonces": "declarations",
    "detail_totals": "After this hand: {one} {first}, {two} {second}",
    "annonce_of": "{name} ({team}, {points})",
    "detail_pot": "; pot {pot}",
    "arg_show_number": "One hand to show in full: its facts and the arithmetic of both marks.",
    # explanation of a hand
    "check_made": "{left} ≥ {right}: contract made",
    "check_failed": "{left} < {right}: contract failed (chute)",
    "check_made_classique": "{left} > {right}: {taker} wins",
    "check_failed_classique": "{left} < {right}: {taker} is dedans",
    "check_litige": "{left} = {right}: litige, the taker's points ({taker}) go into the pot",
    "check_no_litige": (
        "{left} = {right}: no litige at this table, {taker} is dedans (rule: no-litige)"
    ),
    "check_defence_made": (
        "{left} ≥ {contract} and more than the defence's {right}: contract made (rule: defence)"
    ),
    "check_defence_failed": (
        "{left} ≥ {contract} but not more than the defence's {right}: contract failed (rule: "
        "defence)"
    ),
    "check_capot_made": "capot: {taker} took every trick",
    "check_capot_failed": "capot: {defence} took every trick, {taker} is dedans",
    "check_capot_missed": "capot announced but not made: contract failed (chute)",
    "check_taker_capot": "{taker} took no trick: contract failed (chute)",
    "team_sum": "{team}: {sum}",
    "sum_separator": "; ",
    "term_tricks": "points",
    "term_der": "der",
    "term_base": "hand",
    "term_contract": "contract",
    "term_capot": "capot",
    "term_belote": "belote",
    "term_annonces": "declarations",
    "term_pot": "pot",
    "pot_in": "{amount} into the pot (pot: {pot})",
    # the sheet
    "chart_axis": "{count|the one deal|the {count} deals, from the first to the last}",
    "chart_target": "┄ target {target}",
    "col_hand": "#",
    "col_taker": "Taker",
    "col_dealer": "Dealer",
    "col_dealer_short": "D",
    "next_dealer": "Next to deal: {dealer}",
    "col_contract": "Contract",
    "col_trump": "Trump",
    "col_outcome": "Outcome",
    "col_made": "Made",
    "col_marks": "Marks",
    "outcome_made": "made",
    "outcome_failed": "failed",
    "outcome_litige": "litige",
    "title": "Feuille de score — {mode}, {goal}",
    # rule profiles (R16): core.profile, storage.profile
    "opt_profile": (
        "A rule profile: a built-in's name (belote rules lists them) or a club's file. "
        "Fixes the mode, the rounding and the rules."
    ),
    "profile_refused": "{field}: {why}",
    "profile_unknown_key": "not a key of a profile; the keys are: {keys}",
    "profile_format": "must be 1",
    "profile_version": "a whole number from 1 to {most} is expected",
    "profile_required": "is required",
    "profile_string": "a string is expected",
    "profile_name": (
        "1 to {most} letters, digits, spaces or hyphens are expected, the first a letter"
    ),
    "profile_builtin_name": "'{value}' is a built-in profile's name (case aside): choose another",
    "profile_source": (
        "1 to {most} signs are expected (spaces at both ends aside), no control character"
    ),
    "profile_extends_or_counting": "exactly one of extends and counting is expected",
    "profile_extends": (
        "'{value}' is neither a built-in profile nor a mode and its rules "
        "(faits-annonces+coinche-contract)"
    ),
    "profile_table": "a table is not accepted: a string, a whole number or true/false is expected",
    "profile_array": (
        "an array is not accepted: a string, a whole number or true/false is expected"
    ),
    "profile_float": "a decimal number is not accepted: a whole number is expected",
    "profile_date": (
        "a date or a time is not accepted: a string, a whole number or true/false is expected"
    ),
    "profile_value": "{value} is not one of its values: {accepted}",
    "profile_no_declarations": "the profile {profile} is played without declarations",
    "profile_no_sa_ta": "the profile {profile} plays neither sans atout nor tout atout",
    "profile_exceed_donnes": (
        "the profile {profile} must pass its target: not in a game of N donnes"
    ),
    "profile_settings": (
        "the profile {profile} fixes the mode, the rounding, the target and the rules"
    ),
    "profile_not_mapped": "its profile ({name}) is not the one its settings give",
    "expect_profile_value_kind": "a string, a whole number or true/false is expected",
    "no_profile": (
        "'{value}' is neither a built-in profile nor a file; the built-in profiles: {accepted}"
    ),
    "profile_file": "{path}: {detail}",
    "profile_too_big": "more than 64 KiB: not a profile",
    "profile_fixes": (
        "the profile fixes the mode, the rounding and the rules: not {option} beside it"
    ),
    "check_litige_made": "{left} = {right}: equal totals make the contract at this table",
    "title_values": " — {values}",
    "ruled_profile": " ({profile}: {values})",
    "when_litige": "applies only with counting classique",
    "when_pot-to": 'applies only with counting classique and litige "pot"',
    "when_litige-belote": 'applies only with counting classique and litige "pot"',
    "when_beat-defence": "applies only with counting faits, annonces or faits-annonces",
    "when_surcoinche": "applies only with counting faits, annonces or faits-annonces",
    "when_ta-total": "applies only with sa-ta true",
    "when_belote-tout-atout": "applies only with sa-ta true",
    "when_sa-contract-factor": (
        "applies only with counting annonces or faits-annonces, and sa-ta true"
    ),
    "when_belote": "applies only with counting faits, annonces or faits-annonces",
    "when_belote-multiplied": (
        'applies only with counting faits, annonces or faits-annonces, and belote not "none"'
    ),
    "when_coinche-scope": "applies only with counting faits-annonces",
    "when_base-points": "applies only with counting faits or faits-annonces",
    "when_capot-bonus": (
        'applies only with counting faits or faits-annonces, base-points "flat-160" and '
        'coinche-scope not "own-points"'
    ),
    "when_capot-value": "applies only with counting annonces or faits-annonces",
    "when_capot-prime": "applies only with counting faits or faits-annonces",
    "when_capot-coinche": "applies only with counting faits-annonces",
    "when_capot-failed": "applies only with counting faits or faits-annonces",
    "param_counting": "how hands are counted: the mode",
    "param_rounding": (
        "how marks are rounded: exact, dizaine (a final 5 up), dizaine-6 (a final 5 down)"
    ),
    "param_target": "the total that wins",
    "param_target-rule": "reach: the target wins when reached; exceed: it must be passed",
    "param_capot-cards": "a capot team's trick points: 252, a flat 250, or 162 (no capot bonus)",
    "param_declarations": "whether declarations are played",
    "param_litige": "equal totals: a litige (pot), the taker dedans (failed), or made",
    "param_pot-to": "who takes the pot: the next hand's winner, or only a taker that makes it",
    "param_litige-belote": (
        "in a litige, the taker's belote goes to the pot, or is kept by the taker"
    ),
    "param_beat-defence": "whether the taker must also make more than the defence",
    "param_surcoinche": "what a surcoinche multiplies by",
    "param_sa-ta": "whether sans atout and tout atout are played",
    "param_sa-contract-factor": (
        "a contract played sans atout is marked at this many times its figure"
    ),
    "param_belote": (
        "who marks a belote: its holder, the defence on a failed contract (prenable), "
        "the hand's winner when coinched (winner), nobody (none)"
    ),
    "param_ta-total": (
        "how a tout atout hand's card points are counted: 162, or every card at its trump "
        "value (258 with the der) converted to 162"
    ),
    "param_belote-tout-atout": "whether a belote counts in a tout atout hand",
    "param_belote-multiplied": (
        "whether a belote marked is multiplied by the coinche: always, never, or the winner's only"
    ),
    "param_coinche-scope": (
        "what the coinche multiplies: all, the contract only, or the taker's own points"
    ),
    "param_base-points": (
        "the card part of a mark that takes the whole hand: the cards (162), or a flat 160"
    ),
    "param_capot-bonus": "added once to a made coinched contract when the taker took every trick",
    "param_capot-value": "the value of a capot contract",
    "param_capot-prime": (
        "the card part of a made capot contract (cards: the capot's trick points)"
    ),
    "param_capot-coinche": "whether the coinche multiplies a capot contract's card part",
    "param_capot-failed": (
        "a failed capot contract: a chute, or the defence marks what the made capot "
        "contract would have marked (as-made)"
    ),
    # a profile's value in words (text.explain.value_words): value_<key>_<value> for one of
    # its values, value_<key> ({value}) for a number -- in English, the file's own key and
    # value; and a built-in's source in words (text.explain.source_words)
    "value_counting": "counting {value}",
    "value_rounding_exact": "rounding exact",
    "value_rounding_dizaine": "rounding dizaine",
    "value_rounding_dizaine-6": "rounding dizaine-6",
    "value_target": "target {value}",
    "value_target-rule_reach": "target-rule reach",
    "value_target-rule_exceed": "target-rule exceed",
    "value_capot-cards": "capot-cards {value}",
    "value_declarations_true": "declarations true",
    "value_declarations_false": "declarations false",
    "value_litige_pot": "litige pot",
    "value_litige_failed": "litige failed",
    "value_litige_made": "litige made",
    "value_pot-to_winner": "pot-to winner",
    "value_pot-to_taker": "pot-to taker",
    "value_litige-belote_pot": "litige-belote pot",
    "value_litige-belote_kept": "litige-belote kept",
    "value_beat-defence_true": "beat-defence true",
    "value_beat-defence_false": "beat-defence false",
    "value_surcoinche": "surcoinche {value}",
    "value_sa-ta_true": "sa-ta true",
    "value_sa-ta_false": "sa-ta false",
    "value_sa-contract-factor": "sa-contract-factor {value}",
    "value_belote_holder": "belote holder",
    "value_belote_prenable": "belote prenable",
    "value_belote_winner": "belote winner",
    "value_belote_none": "belote none",
    "value_ta-total_162": "ta-total 162",
    "value_ta-total_258": "ta-total 258",
    "value_belote-tout-atout_true": "belote-tout-atout true",
    "value_belote-tout-atout_false": "belote-tout-atout false",
    "value_belote-multiplied_winner": "belote-multiplied winner",
    "value_belote-multiplied_true": "belote-multiplied true",
    "value_belote-multiplied_false": "belote-multiplied false",
    "value_coinche-scope_all": "coinche-scope all",
    "value_coinche-scope_contract": "coinche-scope contract",
    "value_coinche-scope_own-points": "coinche-scope own-points",
    "value_base-points_cards": "base-points cards",
    "value_base-points_flat-160": "base-points flat-160",
    "value_capot-bonus": "capot-bonus {value}",
    "value_capot-bonus_0": "capot-bonus 0",
    "value_capot-value": "capot-value {value}",
    "value_capot-prime": "capot-prime {value}",
    "value_capot-prime_cards": "capot-prime cards",
    "value_capot-coinche_all": "capot-coinche all",
    "value_capot-coinche_contract": "capot-coinche contract",
    "value_capot-failed_chute": "capot-failed chute",
    "value_capot-failed_as-made": "capot-failed as-made",
    "profile_reference": " — {written}",
    "source_classique": "{reference}",
    "source_faits": "{reference}",
    "source_annonces": "{reference}",
    "source_faits-annonces": "{reference}",
    "source_house-rules": "{reference}",
    "source_wiki-co": "Wikipédia, Coinche (contre: the winners' points doubled)",
    "source_ffb-el": "FFB, belote contrée, Équipe Ludique edition (capot: 250 added to the cards)",
    "source_ffb-b16-sa-ta": (
        "FFB, règles officielles de la belote du 27/01/2016, §10 and §11 (Sans Atout / Tout "
        "Atout: tout-atout points × 162/258)"
    ),
    "source_separator": "; ",
    # concours with a rule profile (R16.7): commands.concours, core.concours
    "opt_concours_profile": (
        "A rule profile for every partie and table: a built-in's name (belote rules lists "
        "them) or a club's file. Fixes the mode and the rules; the parties keep --donnes "
        "or --target."
    ),
    "concours_profile_fixes": (
        "the profile {profile} fixes the mode ({counting}) and the rules (none beside it)"
    ),
    "title_rules": " — {count|rule|rules}: {rules}",
    "ruled": " ({count|rule|rules}: {rules})",
    "called_by": "{level} by {player}",
    "total_row": "Total",
    "progress": "{team}: {total} / {target}",
    "total_line": "{team}: {total}",
    "donne_count": "Donne {donne} / {donnes}",
    "donnes_left": "Donne {donne} / {donnes}: {left} {left|donne|donnes} to play",
    "still_needs": "{team}: {total}, {needed} to go",
    "team_short": "{team} ({short})",
    "team_number": "T{number}",
    "drawn": "A drawn game, {score} all: every donne is played.",
    "pot_line": "Pot (litige): {pot}",
    "pot_left": "Pot (litige): {pot}, belongs to no one",
    "winner": "{team} wins the game, {score} to {other}!",
    "no_hands": "No hand yet.",
    "earlier_rows_play": "… {count} earlier {count|hand|hands} (type show to see them all)",
    "earlier_rows": "… {count} earlier {count|hand|hands} (belote show --all shows them all)",
    # help texts
    "help_app": (
        "The scorekeeper for Belote and Belote coinchée: the feuille de score in a terminal."
    ),
    "help_usage": "Usage: ",
    # a heading gets its colon from Typer: French keeps its space before it
    "help_options": "Options",
    "help_arguments": "Arguments",
    "help_commands": "Commands",
    "help_options_metavar": "[OPTIONS]",
    "help_command_metavar": "COMMAND [ARGS]...",
    "help_required": "required",
    "help_default": "default: {default}",
    "help_help": "Show this message and exit.",
    "help_install_completion": "Install completion for the current shell.",
    "help_show_completion": (
        "Show completion for the current shell, to copy it or customize the installation."
    ),
    "help_version": "Show the version and exit.",
    "help_new": "Start a new game.",
    "help_hand": "Record a hand and show the sheet.",
    "help_show": "Show the feuille de score.",
    "help_undo": "Remove the last hand (redo brings it back).",
    "help_redo": "Bring back what the last undo removed, until something else is recorded.",
    "help_play": "Play the whole game, hand after hand, until it is won.",
    "help_games": "The saved games, the newest first.",
    "help_delete": "Move a game to the trash (nothing is erased: belote restore).",
    "help_restore": "Bring a game back from the trash.",
    "help_rematch": "A rematch: the same mode, target, rounding, rules, teams and players.",
    "help_stats": "Statistics across every game, per team and per player.",
    "chances": "From the players' ratings: {one} {first} %, {two} {second} % to win.",
    "help_season": "The concours of a season added up and ranked, per team and per player.",
    "opt_minimum": "Concours a team or a player must have played to be ranked (default 1).",
    "bad_minimum": "{value}: a number of concours from 1 is expected.",
    "no_season": "No finished concours in this period",
    "season_head": "{count} finished concours counted; ranked: at least {minimum} played",
    "season_going": "; {count} in progress, not counted",
    "season_unranked": "–: fewer than {minimum} concours played, not ranked.",
    "col_name": "Name",
    "col_concours": "Concours",
    "col_ranks": "Ranks",
    "col_best": "Best",
    "help_ratings": (
        "Every named player's rating (OpenSkill), from the finished games and concours parties."
    ),
    "reading_games": "Reading the saved games",
    "no_ratings": "No rating yet: ratings come from finished games whose four players are named.",
    "col_player": "Player",
    "col_rating": "Rating (± 3σ)",
    "col_matches": "Games",
    "col_trend": "Trend",
    "help_export": (
        "Export a game: csv, json or markdown (to the standard output), html or svg (to a file)."
    ),
    "help_chart": "Both teams' running totals, deal after deal, as a chart.",
    "opt_games_all": "The trash too.",
    "opt_limit": "How many games to show, the newest (0: all).",
    "arg_game": "The game's id (belote games).",
    "opt_since": "Only the games played since this date (YYYY-MM-DD).",
    "opt_until": "Only the games played until this date, included (YYYY-MM-DD).",
    "bad_period": "the last day, {until}, is before the first, {since}: no day between them",
    "opt_stats_team": "Only this team, or this pair of partners (Ana & Bruno).",
    "opt_stats_player": "Only this player, and the pairs they were one of.",
    "opt_format": "csv, json, markdown, html or svg.",
    "opt_output": (
        "The file to write (else the standard output; html and svg: a new file in the "
        "current folder, named after the game)."
    ),
    "opt_force": "Replace the file if it exists.",
    "opt_dialect": (
        "The CSV for: excel-fr (a spreadsheet in French: ';', a byte-order mark, French "
        "headings and words) or rfc4180 (a program: ',', English keys); by default, the "
        "language's."
    ),
    "bad_dialect": "dialect '{value}': {dialects}",
    "dialect_for_csv": "for --format csv only",
    # the headings of a CSV for a spreadsheet (export --format csv, in a language's dialect)
    "csv_number": "Hand",
    "csv_kind": "Kind",
    "csv_taker_player": "Taker (player)",
    "csv_capot": "Capot",
    "csv_points": "Card points, {team}",
    "csv_der": "Dix de der",
    "csv_belotes": "Belote",
    "csv_belote_players": "Belote (players)",
    "csv_coinchers": "Coinche (players)",
    "csv_declarations": "Declarations",
    "csv_marks": "Marks, {team}",
    "csv_totals": "Total, {team}",
    "csv_note": "Note",
    "help_count": "Count the card points of a pile of cards.",
    "help_annonces": "Find the declarations in a hand of eight cards.",
    "opt_trump": "Trump: coeur, carreau, trefle, pique (co ca t p ♥ ♦ ♣ ♠).",
    "arg_cards": "The cards: Vco 10ca A♠ 9t…",
    "card_count": "{count} {count|card|cards}: 1 to {most} are needed",
    "count_total": "{points} points (trump {trump}); the other pile: {other}",
    "carre_name": "carré of {height}",
    # the rank of a carré as players say it: "carré of jacks"
    "carre_of_A": "aces",
    "carre_of_R": "kings",
    "carre_of_D": "queens",
    "carre_of_V": "jacks",
    "carre_of_10": "tens",
    "carre_of_9": "nines",
    # a trump in words: English keeps the sheet's signs ("tierce, king high, ♥")
    "suit_said_coeur": "♥",
    "suit_said_carreau": "♦",
    "suit_said_trefle": "♣",
    "suit_said_pique": "♠",
    "suit_said_sans_atout": "sans atout",
    "suit_said_tout_atout": "tout atout",
    # R5.4: whose declarations scored, and why (after the marks of a hand)
    "annonces_alone": "Declarations: {team} alone declared",
    "annonces_stronger": "Declarations: {the_best} of {team} beats {the_beaten} of {other}",
    "annonces_trump": (
        "Declarations: {the_best} of {team}, in trump, beats {the_beaten} of {other}"
    ),
    # where the declarations' points went, after annonces_alone, _stronger, _trump
    "annonces_marked": ": {team} scores all its own, {points}",
    "annonces_to_winner": ": {team} marks them with the hand, {points}",
    "annonces_unmarked": ": declarations are never marked in annonces, they only help the taker",
    "annonces_cancel": (
        "Declarations: {the_best} and {the_beaten} are equal, outside trump: they cancel, and "
        "no team scores its declarations"
    ),
    # a declaration named with its article
    "the_tierce": "the {name}",
    "the_cinquante": "the {name}",
    "the_cent": "the {name}",
    "the_carre": "the {name}",
    "sequence_at": "{kind}, {height} high",
    "sequence_suit": ", {suit}",
    # a sequence's height as players say it: "tierce au roi", "a tierce king high"
    "height_A": "ace",
    "height_R": "king",
    "height_D": "queen",
    "height_V": "jack",
    "height_10": "10",
    "height_9": "9",
    "unexpected": (
        "unexpected error ({detail}): please report it; BELOTE_DEBUG=1 shows the details"
    ),
    "belote_held": "belote (king and queen of {trump}) — 20",
    "fewer_cards": (
        "{count} {count|card: the declarations it holds|cards: the declarations they hold} (a "
        "whole hand has eight)"
    ),
    "annonces_total": "Declarations: {points} points",
    "no_annonce": "No declaration.",
    "help_edit": "Correct hand N and rescore every hand after it.",
    "opt_mode": "classique, faits, annonces or faits-annonces.",
    "opt_target": "Target: 1001, 2000, 3000…",
    "opt_donnes": "A game of N donnes (12 in a concours), without a target.",
    "opt_rounding": "exact or dizaine.",
    "opt_players": (
        "Four players in playing order: Alice,Bob,Carole,David (1 and 3 against 2 and 4)."
    ),
    "opt_dealer": "The first dealer: a name or a seat, 1 to 4 (1 unless given).",
    # belote rules: the modes and the house rules, one sentence each (R6.1, R13.5, R15)
    "help_rules": (
        "The modes and every house rule, with what each changes (belote new --rule NAME)."
    ),
    "opt_rules_profile": "One profile's every value: a built-in's name or a club's file.",
    "rules_profiles": (
        "Rule profiles (belote new --profile NAME, or a club's file; belote rules --profile NAME):"
    ),
    "rules_seed": "the seed of its mode",
    "rules_modes": "Modes (belote new --mode MODE):",
    "rules_house": "House rules (belote new --rule NAME, belote concours new --rule NAME):",
    "about_rule": "({modes}) {says}",
    "about_mode_classique": (
        "Belote: the taker must score more than the defence; equal is a litige, its points go "
        "to the pot."
    ),
    "about_mode_faits": (
        "Coinche: a contract of 80 to 180 or capot; made, each team marks the points it made; "
        "failed, the defence marks them all."
    ),
    "about_mode_annonces": (
        "Coinche: only the contract is marked, by the taker when made, by the defence when "
        "failed; belotes to their holders."
    ),
    "about_mode_faits_annonces": (
        "Coinche: the points made, and the contract's value for the team that wins the hand."
    ),
    "about_rule_defence": "The taker must also score more than the defence.",
    "about_rule_no_litige": "Equal points are dedans, never a litige.",
    "about_rule_coinche_contract": (
        "A coinche multiplies the contract only; the card points count once (the federation's "
        "contrée scale)."
    ),
    "about_rule_coinche_own_points": (
        "A made coinched contract marks k × (the taker's own points + the contract), and the "
        "defence keeps its points."
    ),
    "about_rule_belote_prenable": "A failed taker's belote is marked by the defence.",
    "about_rule_surcoinche_x3": "A surcoinche multiplies by 3, not 4.",
    "about_rule_annonces_only": "Only the contract is marked, never a belote.",
    "about_rule_pot_to_taker": "The litige pot goes only to a taker that wins its hand.",
    "about_rule_exceed_target": "The target must be passed, not reached (games to a target only).",
    "opt_fast": (
        "A fast table: after a hand's line, neither the coinche nor belote and declarations "
        "are asked (none unless the line says them)."
    ),
    "opt_rule": (
        "A house rule of the mode, by its English or French name; belote rules lists them "
        "all. Repeatable."
    ),
    "opt_team1": "Name of team 1 (Nous).",
    "opt_team2": "Name of team 2 (Eux).",
    "opt_file": "File of the feuille (else $BELOTE_FILE, else the current game).",
    "opt_yes": "Do not ask for confirmation.",
    "opt_taker": "The taking team: 1, 2 or its name.",
    "opt_contract": "80 to 180, or capot (coinche modes).",
    "opt_suit": "Trump: coeur, carreau, trefle, pique.",
    "opt_points": "Card points: TEAM=N (0 to 152, der excluded).",
    "opt_cards": 'The cards of one pile, counted: TEAM="Vco 9co A♠…".',
    "opt_der": "Team that won the last trick (dix de der).",
    "opt_belote": "Team that announced belote, or none.",
    "opt_coinche": "none, coinche or surcoinche.",
    "opt_coinchers": "Who coinched, then who surcoinched, by name (players named only).",
    "opt_capot": "Team that took every trick, or none.",
    "opt_annonces": (
        "none, or TEAM:KIND:HEIGHT[:SUIT],…; KIND tierce, cinquante, cent or carre; HEIGHT the "
        "highest card (A R D V 10 9), or the carré's rank."
    ),
    "opt_passe": "A passe: nobody took (0 and 0, the deal passes on).",
    "opt_fausse_donne": "A fausse donne, a misdeal (0 and 0, the same player deals again).",
    "opt_manual": "A manual deal: both teams' marks, 1=N,2=M (a faute de jeu, a penalty…).",
    "opt_note": "The note of a manual deal.",
    "opt_line": (
        "The whole hand on one line, nothing asked: 1 110co 103 der 1 bel 2 (taker, contract and "
        "trump, then c/x2, s/x4, points, der T, bel T, capot T, ann LIST)."
    ),
    "opt_json": "JSON output.",
    "opt_all": "Every hand, not only the last ones.",
    "opt_compact": (
        "The compact sheet, for a phone's terminal: the last hands, the totals and the "
        "points each team still needs (under 60 columns, always)."
    ),
    "arg_number": "Number of the hand to correct.",
    # === The concours: its refusals, what its commands say and ask, its help.
    # --- refusals of the rules ---
    "bad_concours_name": (
        "concours name {value!r} refused: not empty, on one line, at most {most} signs"
    ),
    "bad_concours_team": (
        "team name {value!r} refused: teams already have numbers, a name is not one"
    ),
    "team_players": "{count} {count|player|players}: a team has two, 'A,B'",
    "same_team_players": "both players are called '{value}': give two different names",
    "player_is_team": "'{value}' is the team's name: a player needs another",
    "bad_licence": (
        "licence number {value!r} refused: 1 to 20 letters, digits and dashes, after the "
        "player's name and a colon, 'Ana:123456'"
    ),
    "same_licence": "both players have licence {value}: a licence is one player's",
    "licence_taken": "licence {value} is a player's of team {number}, {name}",
    "file_licences": "team {name} has licence numbers but no players",
    "format_needed": "which format? --format {formats}",
    "same_concours_team": (
        "'{value}' is the name of team {number}, {name} (names ignore case, accents and repeated "
        "spaces)"
    ),
    "player_twice": "{player} is also registered in team {number}: is it the same player?",
    "sheets_and_poster": "--sheets or --poster: one printable page at a time",
    "too_many_teams": "{most} teams at most",
    "no_such_team": "no team {number}: the teams are {numbers}",
    "no_team_called": "no team is called '{name}': the teams are {numbers}",
    "teams_drawn": (
        "the draw is made: team {number} can no longer be removed, it can withdraw (belote "
        "concours team withdraw {number})"
    ),
    "bad_parties": "number of parties {value} refused: 1 to {high}",
    "bad_seed": "seed {value} refused: a whole number from 0 to {high}",
    "bad_ranking": "unknown ranking '{value}': points or wins",
    "too_late_to_register": (
        "{parties|the one partie is drawn|all {parties} parties are drawn}: no team can join now"
    ),
    "withdraw_before_draw": (
        "no draw yet: a team that leaves now is removed (belote concours team remove {number})"
    ),
    "already_withdrawn": "team {number} ({name}) has already withdrawn",
    "not_withdrawn": "team {number} ({name}) has not withdrawn",
    "withdrawal_drawn": (
        "partie {partie} was drawn without team {number}: its withdrawal can be taken back once "
        "the last partie is drawn"
    ),
    "forfeit_not_here": (
        "team {team} does not play at table {table}: its teams are {one} and {two}"
    ),
    "result_or_forfeit": "a result is both teams' points or a forfeit (--forfeit TEAM), not both",
    "forfeit_and_points": "--forfeit goes without points: a forfeited table has none",
    "points_needed": (
        "both teams' points are needed (result TABLE POINTS POINTS), or --forfeit TEAM"
    ),
    "too_few_teams": "{count} {count|team|teams} registered: a draw needs two at least",
    "no_more_parties": (
        "{count|the one partie is drawn|all {count} parties are drawn}: there is no other"
    ),
    "results_missing": "partie {partie} is not over: no result yet at tables {tables}",
    "no_draw": "no draw yet: belote concours draw draws partie 1",
    "draw_has_results": "partie {partie} already has results: its draw stands",
    "no_such_partie": "no partie {number}: {count} {count|partie|parties} drawn",
    "no_such_table": "no table {number} in partie {partie}: the tables are 1 to {count}",
    "bad_result": "{value} points refused: a whole number from 0 to {high}",
    "result_unconfirmed": "result not recorded (not confirmed): check the sheet, or --force",
    "concours_and_file": (
        "a concours table has its own feuille: --concours goes without --file or --game"
    ),
    "table_needed": "which table? --table T with --concours",
    "team_changed": (
        "team {number} is now {now}, no longer {was} (changed by another belote): nothing was "
        "changed"
    ),
    "draw_changed": (
        "the draw changed meanwhile (parties drawn: {drawn}; {seen} when the command began): "
        "nothing was changed (belote concours show)"
    ),
    "forfeit_changed": (
        "table {table} of partie {partie} got a forfeit by team {teams} meanwhile (another "
        "belote): nothing was written; to replace it, enter yours again"
    ),
    "result_changed": (
        "table {table} of partie {partie} got the result {first} – {second} meanwhile (another "
        "belote): nothing was written; to replace it, enter yours again"
    ),
    "table_changed": (
        "table {table} of partie {partie} no longer has the same teams (drawn again): result not "
        "recorded"
    ),
    # --- refusals of files ---
    "draw_undone_played": (
        "Table {table} was being played hand by hand ({count|1 entry|{count} entries}): its "
        "feuille is kept, and goes to the trash when the table is played after the new draw."
    ),
    "table_game_aside": (
        "The feuille of table {table} was of a draw undone since ({teams}): it is in the trash, "
        "{path} (belote restore brings it back); the table starts its own game."
    ),
    "no_concours": "no concours in {path} (belote concours new NAME creates one)",
    "no_such_concours": "no concours '{name}' in {path} (belote concours list)",
    "several_concours": (
        "{count} concours are in progress ({names}): name the one meant with --concours NAME"
    ),
    "concours_exists": "the concours '{name}' already exists: {path}",
    "not_a_concours": "{path} is not a belote concours file: nothing was changed",
    "bad_concours": "{path} is not a readable concours ({detail}): nothing was changed",
    # --- what the commands say ---
    "concours_format": (
        "{mode}, {parties} {parties|partie|parties} of {each}, ranked by {ranking}"
    ),
    "ranking_points": "points",
    "ranking_wins": "wins",
    "concours_created": (
        "Concours '{name}': {format}. File: {path}\nRegister the teams: belote concours team add "
        'NAME --players "A,B"'
    ),
    "concours_registering": "registration ({teams} {teams|team|teams})",
    "concours_partie": "partie {partie} / {parties}, {missing} {missing|result|results} to come",
    "concours_partie_done": "partie {partie} / {parties} complete, the next one to draw",
    "concours_finished": "finished ({parties} {parties|partie|parties})",
    "concours_broken": "unreadable file",
    "no_concours_yet": "No concours yet (belote concours new NAME creates one).",
    "no_teams": "No team registered in '{name}' (belote concours team add NAME).",
    "team_added": "Team {number}: {team}. {count} {count|team|teams} registered.",
    "team_added_late": (
        "Late team: drawn from partie {partie} on; it scores nothing for the parties before."
    ),
    "team_withdrawn": (
        "Team {number} ({team}) withdraws: no longer drawn, ranked after the teams still in."
    ),
    "withdrawal_forfeit": "Partie {partie}, table {table}: forfeit by {team}.",
    "withdrawal_played": (
        "The donnes played hand by hand at table {table} do not count: its feuille is in the "
        "trash, {path} (belote restore brings it back)."
    ),
    "team_reinstated": "Team {number} ({team}) is back in: the next draw seats it.",
    "team_reinstated_table": (
        "Team {number} ({team}) is back in: no partie is left to draw, it plays its table of "
        "the last one."
    ),
    "team_reinstated_late": (
        "Team {number} ({team}) is back in: no partie is left to draw, so it plays no more; "
        "it is ranked among the teams still in."
    ),
    "reinstated_forfeit": (
        "Its forfeit at table {table} of partie {partie} is removed: the table's result is to "
        "come."
    ),
    "reinstated_forfeit_kept": (
        "Its forfeit at table {table} of partie {partie} stands: partie {next} was drawn with "
        "it in place, and a draw made stands."
    ),
    "forfeit_recorded": "{concours} — Partie {partie}, table {table}: {one} – {two}, {outcome}.",
    "forfeit_by": "forfeit by {team}",
    "forfeit_both": "forfeit by both teams",
    "forfeit_cell": "forfeit ({teams})",
    "withdrawn_mark": "(withdrawn)",
    "team_removed": "Team {number} ({team}) removed: the other teams keep their numbers.",
    "draw_undone": "The draw of partie {partie} is undone.",
    "draw_rematch": "{one} and {two} have met before: no draw could avoid it.",
    "checksum": (
        "The two results add up to {total}: in {donnes} {donnes|donne|donnes}, {expected} plus "
        "tens is expected."
    ),
    "result_replaced": "(It replaces the result {result}.)",
    "ask_replay": (
        "Table {table} already has a result, {result}: play it anyway (its result is replaced at "
        "the end)?"
    ),
    "written": "Written: {path}",
    "ask_record_anyway": "Record it anyway?",
    "ask_keep_played": (
        "Table {table} got the result {result}, typed meanwhile: record the one just played, "
        "{one} – {two}, in its place?"
    ),
    "typed_kept": (
        "Table {table} keeps its result {result}; the game played stays in its feuille."
    ),
    "doubt_too_big": "The two results add up to {total}: more than {most}, an extra digit?",
    "doubt_tie": "Both teams have {points}: a tie at the target is played off (one more hand).",
    "doubt_no_winner": "Neither team has reached the target, {target}: was the partie finished?",
    "doubt_not_passed": "Neither team has passed the target, {target}: was the partie finished?",
    "doubt_too_far": "{points} is more than twice the target ({most}): an extra digit?",
    "doubt_correction": (
        "Table {table} of partie {partie} ({one} – {two}) already has {result}: this is a "
        "correction, which replaces it."
    ),
    "result_same": ("Partie {partie}, table {table} already has {result}: nothing to change."),
    "forced": "Recorded with --force despite: {doubts}",
    "result_recorded": (
        "{concours} — Partie {partie}, table {table}: {one} {first} – {second} {two}."
    ),
    "tables_missing": "Results to come: {count|table|tables} {tables}.",
    "partie_complete": "Partie {partie} complete: belote concours draw draws partie {next}.",
    "concours_over": "Every partie is played: belote concours ranking gives the final ranking.",
    "partie_title": "Partie {partie} / {parties}",
    "exempt_line": "Sits out (exempt): {team}",
    "result_missing": "to come",
    "ranking_title": "Ranking (by {ranking})",
    "ranking_more": "… and {count} more",
    "playing_cell": "donne {donne} · {first} – {second}",
    "podium_title": "Podium",
    "podium_points": "{points} points, wins: {wins}",
    "live_page": "page {page} / {pages}",
    "live_hint": "Updated at {time} · Ctrl-C to leave",
    "sheet_heading": "{name} — partie {partie} / {parties}",
    "sheet_table": "Table {table}",
    "sheet_codes": "The result by phone: one team scans its code, the other confirms.",
    "sheet_sign": "Signature",
    "sheet_code_team": "Team {number}",
    "poster_heading": "Seating — partie {partie} / {parties}",
    "poster_exempt": "Exempt",
    "col_number": "No.",
    "col_team": "Team",
    "col_players": "Players",
    "col_table": "Table",
    "col_first": "Team 1",
    "col_second": "Team 2",
    "col_rank": "Rank",
    "col_points": "Points",
    "col_wins": "Wins",
    "col_difference": "Diff.",
    "col_parties": "Parties",
    # the ranking's heads where a terminal is too narrow for the full ones
    "col_rank_short": "#",
    "col_points_short": "Pts",
    "col_wins_short": "W",
    "col_difference_short": "±",
    "col_parties_short": "P",
    "col_player1": "Player 1",
    "col_player2": "Player 2",
    "col_against": "Against",
    "col_withdrawn": "Withdrawn",
    "col_partie": "Partie",
    "col_opponent_number": "Opponent No.",
    "col_opponent": "Opponent",
    "col_how": "How",
    "how_played": "played",
    "how_exempt": "exempt",
    "how_forfeit": "forfeit",
    "how_by_forfeit": "won by forfeit",
    "yes": "yes",
    "col_donne": "Donne",
    "table_game": "{concours} — Partie {partie}, table {table}: {one} against {two}.",
    "table_seats": "Seats, in playing order: {seats}.",
    "col_coinche": "Coinche",
    # --- help ---
    "help_concours": "A belote concours (tournament): teams, draws, results, ranking.",
    "help_concours_new": "Create a concours.",
    "help_concours_list": "List the concours.",
    "help_concours_teams": "The registered teams.",
    "help_team": "Register, remove, withdraw or reinstate a team.",
    "help_team_add": "Register a team (after the first draw, a late team).",
    "help_team_withdraw": "Team N withdraws (after the first draw): a forfeit at its table.",
    "help_team_reinstate": (
        "Take back team N's withdrawal (until the next draw, or once the last partie is drawn)."
    ),
    "opt_forfeit": "A team that forfeits at this table (its number or name); twice: both.",
    "opt_forfeit_points": "A forfeit's winner is credited P points (else the partie's mean).",
    "help_team_remove": "Remove team N (before the first draw).",
    "help_draw": "Draw the next partie's tables.",
    "help_result": (
        "A table's result: the points of its first team, then of its second; or --forfeit TEAM."
    ),
    "help_ranking": "The ranking.",
    "help_prizes": "The prize list (lots), best place first: set, shown by place, or cleared.",
    "arg_prizes": "The prizes, best place first (none: the list as it is given).",
    "opt_prizes_clear": "Remove the prize list.",
    "prizes_and_clear": "the prizes or --clear, not both",
    "too_many_prizes": "{most} prizes at most",
    "bad_prize": "prize '{value}' refused: on one line, {most} signs at most",
    "prizes_set": "{count} {count|prize|prizes}, best place first: {prizes}.",
    "prizes_cleared": "No prize list any more.",
    "prizes_replaced": "(It replaces: {prizes}.)",
    "no_prizes": (
        'No prize list yet: belote concours prizes "A ham" "A basket" … sets one, best place '
        "first."
    ),
    "prizes_final": "Prizes — final ranking",
    "prizes_provisional": "Prizes — provisional, after partie {partie} / {parties}",
    "prizes_before": "Prizes — given by place once a partie has been played whole",
    "by_lot_mark": "(drawn lot)",
    "col_place": "Place",
    "col_prize": "Prize",
    # --- the web server (belote concours serve, belote serve) ---
    "web_too_many": (
        "too many wrong codes from this device: wait {seconds} seconds, then try again"
    ),
    "web_not_found": "no such page",
    "web_not_allowed": "this page does not take that request",
    "web_bad_code": "this code opens nothing: scan the QR code of your table's sheet again",
    "web_bad_form": "this form is not one this page gave: reload the page and try again",
    "web_organiser_only": "the organiser's page: open it with the address belote printed",
    "web_too_big": "request refused: {most} bytes at most",
    "web_points_needed": "both teams' points are needed, whole numbers from 0 to 100000",
    "web_number_needed": "a number is needed ({field})",
    "web_correction_unseen": (
        "this table's result changed since the page was shown: nothing was changed, look again"
    ),
    "web_broken": "something went wrong on the server: nothing was recorded, try again",
    "web_too_slow": "the request took too long to arrive: nothing was recorded, try again",
    "web_head_too_big": "request refused: its headers are too long",
    "web_full": "the server is full for a moment: try again in a few seconds",
    "web_entry_changed": (
        "this table changed since the page showed it: nothing was recorded, reload the page"
    ),
    "web_confirm": "Confirm",
    "web_or_enter": "Or enter the points as you have them:",
    "web_enter": "Send",
    "web_reject": "Reject",
    "web_draw": "Draw the next partie",
    "web_undo_draw": "Undo the last draw",
    "web_sheets": "The sheets' QR codes",
    "web_poster": "The seating poster",
    "web_record": "Record",
    "web_forfeit": "Forfeit",
    "web_withdraw": "Withdraws",
    "web_reinstate": "Back in",
    "web_add_team": "Register a team",
    "web_state_entered": "{first} – {second} entered, to confirm",
    "web_state_conflict": (
        "two different entries ({first} – {second} and {third} – {fourth}): the organiser decides"
    ),
    "web_state_waiting": "{first} – {second} confirmed, waits for the organiser",
    "web_you": "You are {team}.",
    "web_confirm_yes": "Yes, do it",
    "web_confirm_no": "No, go back",
    "web_col_actions": "Correct",
    "web_table_actions": "Table {table}: result or forfeit",
    "web_points_of": "Points of {team}",
    "web_forfeit_of": "The team that forfeits",
    "web_choose_team": "— choose the team —",
    "web_teams_title": "Teams",
    "web_team_to_change": "The team that withdraws or comes back",
    "web_new_team_name": "A late team's name",
    "web_new_team_players": "Its players (optional, separated by commas)",
    "web_record_these": "Record {first} – {second}",
    "web_ask_undo": (
        "Undo the draw of partie {partie}? Its {count|table is|{count} tables are} drawn "
        "again at the next draw: print the new sheets."
    ),
    "web_ask_withdraw": "Withdraw {team}? It is no longer drawn and is ranked last.",
    "web_ask_withdraw_table": (
        "Withdraw {team}? It forfeits table {table} of partie {partie}, against {other}, "
        "is no longer drawn and is ranked last."
    ),
    "web_ask_reject": (
        "Reject what table {table} of partie {partie} ({one} against {two}) entered? Both "
        "teams enter their points again."
    ),
    "web_ask_forfeit": (
        "Record a forfeit of {team} at table {table} of partie {partie}? {other} is "
        "credited as an exempt team."
    ),
    "web_said_recorded": "Recorded.",
    "web_said_done": "This table already has its result: only the organiser corrects it.",
    "web_said_nothing": "Nothing to confirm.",
    "web_said_changed": (
        "Not confirmed: the other team entered other figures meanwhile. Check these before "
        "you confirm."
    ),
    "web_done": "The table's result: {result}.",
    "web_result_is": "The table's result:",
    "web_to_confirm": "{team} entered these points: confirm them if your sheet says the same.",
    "web_entered": "You entered these points: {team} confirms them with its own code.",
    "web_entered_by": "Entered by {team}",
    "web_refused": (
        "The organiser refused these points: check your sheet, then enter your points again."
    ),
    "web_waiting": "These points wait for the organiser (an unusual result).",
    "web_conflict": "Two different entries: the organiser decides.",
    "web_decide": "Table {table} ({one} against {two}): {state}. {doubts}",
    "web_table_heading": "Partie {partie}, table {table}: {one} against {two}.",
    "web_total_hint": "Enter each team's total, at the foot of your table's sheet.",
    "web_see_ranking": "See the ranking",
    "web_back_organiser": "Back to the organiser's page",
    "web_back_table": "Back to your table's page",
    "web_the_wall": "The wall",
    "web_parties": "Parties:",
    "web_gone_earlier": (
        "This sheet is partie {partie}'s, which is over. Partie {now} is drawn: take your "
        "table's new sheet and scan its code."
    ),
    "web_gone_undone": (
        "The organiser undid the draw of partie {partie}: there is nothing to enter for now. "
        "Wait for the new draw and its new sheets; this page follows it by itself."
    ),
    "web_gone_redrawn": (
        "The draw of partie {partie} was undone and made again: this sheet is no longer your "
        "table's. Take your table's new sheet and scan its code."
    ),
    "web_now_at": "Your team plays partie {partie} at table {table}.",
    "web_ask_record": "To be recorded at table {table} of partie {partie}:",
    "web_correct_earlier": (
        "Partie {partie} is over: a result corrected here changes the ranking; the draws "
        "already made stand."
    ),
    "web_concours_over": "The concours is over: the final ranking and its prizes are below.",
    "web_last_partie": (
        "This is the last partie: once every table has its result, the ranking below is final."
    ),
    "web_final_ranking": "Final ranking ({ranking})",
    "web_done_draw": "Drawn.",
    "web_done_undo": "The draw is undone.",
    "web_done_result": "Recorded.",
    "web_done_accept": "Recorded.",
    "web_done_reject": "Rejected: the table enters again.",
    "web_done_forfeit": "Forfeit recorded.",
    "web_done_withdraw": "The team withdraws.",
    "web_done_add": "Team registered.",
    "web_title_400": "This form was not accepted",
    "web_title_403": "This code does not open this page",
    "web_title_404": "There is no such page",
    "web_title_405": "This page does not do that",
    "web_title_408": "The request took too long",
    "web_title_409": "Not possible as things stand",
    "web_title_413": "Too long to be read",
    "web_title_429": "Too many wrong codes",
    "web_title_431": "Too long to be read",
    "web_title_500": "Something went wrong on the server",
    "web_title_503": "The server is busy",
    "web_title_other": "Refused",
    "web_error_status": "(error {status})",
    "web_keep_open": "Keep this page open: it shows the result as soon as it is recorded.",
    "serve_wall": "The wall: {address}",
    "serve_organiser": "The organiser's page (keep it to yourself): {address}",
    "serve_feuille": "The feuille, live: {address}",
    "serve_stop": "Ctrl-C stops the server.",
    "serve_stopped": "Server stopped.",
    "help_concours_serve": (
        "Serve the concours on the club's network: the wall, each table's page, the organiser's."
    ),
    "help_serve": "Serve the current game's feuille, live and read-only, to the players' phones.",
    "opt_host": "The address to listen on (0.0.0.0: every network of this machine).",
    "opt_port": "The port to listen on.",
    "opt_behind_proxy": (
        "A proxy is in front of the server: wrong codes are counted per client address it "
        "forwards (X-Forwarded-For), not all as the proxy's."
    ),
    "help_concours_show": "The current partie and the ranking.",
    "help_concours_export": (
        "The ranking and every result (CSV, HTML), or the table sheets or seating poster to print."
    ),
    "arg_concours_name": "The concours's name.",
    "arg_team_name": "The team's name.",
    "arg_team_number": "The team's number.",
    "arg_table": "The table's number.",
    "arg_first_points": "The first team's points.",
    "arg_second_points": "The second team's points.",
    "opt_concours": "The concours, by its name (else the one in progress).",
    "opt_parties": "Number of parties (4 by default).",
    "opt_concours_donnes": "Donnes per partie (12 by default).",
    "opt_concours_target": "Each partie to this target, instead of a number of donnes.",
    "opt_ranking": "points (default) or wins (wins first).",
    "opt_seed": "The seed of partie 1's draw (else random, recorded).",
    "opt_team_players": "The two players: 'A,B', or with licence numbers 'A:123456,B:654321'.",
    "opt_draw_undo": "Undo the last draw (while no result is in).",
    "opt_partie": "The partie (else the current one).",
    "opt_result_force": "Record without asking, even if the sum looks wrong.",
    "opt_live": "Full screen, redrawn at every result (Ctrl-C to leave).",
    "opt_play_concours": (
        "Play a table of this concours (with --table): its result is recorded there."
    ),
    "opt_play_table": "The concours table to play.",
    "opt_concours_format": "csv or html.",
    "opt_results_csv": "Every team's line of every partie, credits and forfeits included (CSV).",
    "opt_export_partie": "The partie of the sheets or the poster (else the one drawn last).",
    "partie_for_pages": "--partie chooses the partie of --sheets or --poster",
    "opt_sheets_address": (
        "The web server's address (belote concours serve): each team's QR code on the sheets."
    ),
    "codes_current_only": (
        "partie {partie}'s tables are played: the QR codes open the current partie's only "
        "(partie {current}); without --address, its sheets print without codes"
    ),
    "bad_sheets_address": ("{value} refused: the web server's address, http://…, with --sheets"),
    "opt_sheets": (
        "The drawn partie's table sheets, to print (HTML): a row per donne, the total, "
        "the signatures."
    ),
    "opt_poster": (
        "The drawn partie's seating poster, for the wall (HTML): every team in "
        "alphabetical order, with its table."
    ),
    # --- the league (issue 37) ---
    "help_league": "A league of clubs: its server, its clubs, its players; a club's outbox.",
    "help_league_serve": (
        "The league's web server: the season's ranking, the ratings, every club's concours, "
        "and the API clubs publish to. It listens on this computer only (127.0.0.1) unless "
        "--host 0.0.0.0 opens it to the network."
    ),
    "help_league_club": "The league's clubs.",
    "help_league_club_add": "Register a club: its token is printed once.",
    "help_league_merge": "Two players are one: PLAYER's concours count for INTO from now on.",
    "help_league_audit": "The league's audit trail: clubs, publishes, corrections, merges.",
    "help_league_sync": (
        "Send the concours waiting in the outbox to their league. Exit status: 0 all sent, "
        "1 one refused, 3 one still waits."
    ),
    "help_concours_publish": (
        "Publish a finished concours to the league (again after a correction: the league "
        "keeps the earlier version). Exit status: 0 published, 1 refused, 3 not sent yet: "
        "it waits in the outbox."
    ),
    "opt_database": (
        "The league's database: sqlite:///PATH or postgresql://USER@HOST/DATABASE "
        "(default: league.sqlite3 in the data directory)."
    ),
    "opt_league_publish": (
        "The league's address, http://HOST:PORT (kept for the next publishes)."
    ),
    "opt_league_season": "The season of this league (http://HOST:PORT), not of this computer.",
    "opt_token": "The club's token, printed by 'belote league club add' (kept).",
    "arg_club_name": "The club's name.",
    "arg_merged_player": "The player's number in the league (on its ratings page).",
    "arg_merged_into": "The number of the player they are.",
    "league_bad_url": "database {value!r} refused: {accepted}",
    "league_bad_address": "league address {value!r} refused: http://HOST:PORT",
    "league_unreachable_db": "the league's database cannot be used: {detail}",
    "league_newer_db": (
        "the league's database was upgraded by a newer belote (revision {found}, this one "
        "knows {known}): update belote"
    ),
    "league_club_exists": "there is already a club called {name}",
    "league_wrong_token": (
        "wrong token: a club publishes with the token 'belote league club add' (or 'club "
        "token') printed for it"
    ),
    "league_same_player": "{name} is already that player",
    "league_no_player": "no player {number} in the league",
    "bad_club_name": "club name {value!r} refused: not empty, on one line",
    "league_token_needed": (
        "no token is kept for {league}: --token TOKEN, as 'belote league club add' printed it"
    ),
    "league_forgot": "{name}: forgotten, not sent to {league} (its concours file is unchanged).",
    "opt_forget": (
        "Forget the concours of this name waiting in the outbox (an address mistyped): its "
        "file is unchanged, publish it again."
    ),
    "audit_club": "club",
    "audit_token": "token",
    "audit_publish": "publish",
    "audit_correct": "correct",
    "audit_merge": "merge",
    "league_no_club_named": "no club called {name} in the league",
    "league_no_club": "no club {number} in the league",
    "league_no_concours": "no concours {number} in the league",
    "league_not_a_concours": "not a concours file belote can read: {detail}",
    "league_not_finished": (
        "{name} is not finished: a league takes a concours once its last result is in"
    ),
    "league_other_club": "{name} was published by another club: a club publishes its own concours",
    "league_published": "{name}: published for {club}.",
    "league_unchanged": "{name}: already published for {club}, unchanged (version {version}).",
    "league_corrected": (
        "{name}: corrected for {club}, version {version} (the earlier one is kept)."
    ),
    "league_serving": "The league: {address} (database {database})",
    "league_club_added": "Club {number}: {name}. Its token, to give to the club:",
    "league_token_once": (
        "It is shown only now: {name} publishes with 'belote concours publish --league URL "
        "--token TOKEN'."
    ),
    "league_merged": "{player} ({number}) is now {into} ({into_number}).",
    "league_needed": (
        "which league? The first time: --league http://HOST:PORT --token TOKEN (both are "
        "kept for the next times)"
    ),
    "league_no_token": (
        "{name} is waiting for {league}, for which no token is kept: publish it with --token"
    ),
    "league_not_json": "its answer is not the league's",
    "league_outbox_empty": "Nothing is waiting in the outbox.",
    "league_refused": "{name} refused: {message} (taken out of the outbox; its file is unchanged)",
    "league_refused_kept": "{name} refused for now: {message} (kept in the outbox)",
    "league_some_refused": "the league refused what is said above",
    "league_unreachable": (
        "{league} cannot be reached ({reason}): {count} {count|concours waits|concours wait} "
        "in the outbox; 'belote league sync' (or the next publish) sends {count|it|them}, "
        "'belote league sync --forget NAME' forgets one"
    ),
    "league_down": "{league} cannot be reached: {reason}",
    "league_answer": "{league} answered: {message}",
    "not_league_file": "{path}: not a file of belote's league settings or outbox",
    "league_title": "The league's season",
    "league_ratings": "Ratings",
    "league_clubs": "Clubs",
    "league_since": "From",
    "league_until": "To",
    "league_minimum": "At least",
    "league_show": "Show",
    "league_col_id": "No.",
    "league_col_club": "Club",
    "league_col_last": "Last",
    "league_col_concours": "Concours",
    "league_col_day": "Day",
    "league_col_teams": "Teams",
    "league_col_version": "Version",
    "league_no_clubs": "No club yet: 'belote league club add NAME' registers one.",
    "league_no_concours_yet": "No concours published yet.",
    "league_version": "version {version}",
    "league_bad_token": (
        "token refused: the one 'belote league club add' printed, 16 to 128 letters, "
        "digits, - and _"
    ),
    "league_moved": (
        "{league} sends elsewhere ({location}): publish to that address with --league"
    ),
    "league_too_big": "its answer is larger than {most} MB: not the league's",
    "league_older": (
        "{name} is older than the version {version} the league has (its log is a part of "
        "the league's): nothing was changed"
    ),
    "league_token_reset": "Club {number}: {name}. Its new token (the old one no longer works):",
    "help_league_club_token": (
        "A new token for a club that lost its own: the old one stops working."
    ),
    # --- the league's secretary, pages and client (issue 46) ---
    "help_league_unmerge": "Undo a merge: PLAYER is their own player again.",
    "help_league_move": (
        "File a published concours under another club (published with the wrong token)."
    ),
    "help_league_withdraw": "Withdraw a published concours: counted nowhere, until restored.",
    "help_league_restore": "Restore a withdrawn concours, as it was.",
    "help_league_settings": (
        "The league's settings: its season's best results and minimum, its ratings' minimum "
        "(none given: shown)."
    ),
    "help_league_new_club": (
        "This computer now publishes for another club: the next publish's token says which."
    ),
    "arg_league_concours": "The concours's number in the league (its page's address).",
    "opt_league_best": "Only each team's and player's N best concours add up.",
    "opt_league_every": "Every concours adds up again (no best N).",
    "opt_league_minimum": "The concours a team or player must have played to be ranked.",
    "opt_league_rated": "The games a player must have played to be listed in the ratings.",
    "league_not_your_club": (
        "this token is {club}'s, but this computer publishes for {expected}: nothing was "
        "stored. Publish with {expected}'s token, or, if this computer now publishes for "
        "{club}, run 'belote league new-club' first"
    ),
    "league_withdrawn": "{name} was withdrawn by the league: ask its secretary",
    "league_already_club": "{name} is already {club}'s",
    "league_already_withdrawn": "{name} is already withdrawn",
    "league_not_withdrawn": "{name} is not withdrawn",
    "league_not_merged": "{name} is merged into no one",
    "league_bad_setting": "setting {name} refused ({value}): a number from 1 to 1000",
    "league_no_version": "no version {version} of this concours",
    "league_unmerged": "{player} ({number}) is their own player again, no longer {into}.",
    "league_moved_club": "{name} ({number}) is now {now}'s, no longer {was}'s.",
    "league_withdrew": "{name} ({number}) is withdrawn: counted nowhere until restored.",
    "league_restored": "{name} ({number}) is restored.",
    "league_every": "every concours",
    "league_settings_are": (
        "Season: {best} add up, ranked from {minimum} concours; ratings: from {rated} games."
    ),
    "audit_unmerge": "unmerge",
    "audit_move": "move",
    "audit_withdraw": "withdraw",
    "audit_restore": "restore",
    "audit_settings": "settings",
    "audit_refused": "refused",
    "league_page": "page {page} of {pages}",
    "league_before": "← Previous",
    "league_after": "Next →",
    "league_search": "Name",
    "league_csv": "Download (CSV)",
    "col_uncertainty": "± 3σ",
    "league_player_clubs": "Clubs:",
    "league_player_curve": "Rating after each concours",
    "league_player_history": "Concours played",
    "league_parties": "Partie by partie",
    "league_earlier": "An earlier version: the league counts version {version}.",
    "league_rated_minimum": "Games, at least",
    "league_deadline": "no whole answer within {seconds} s",
    "league_outbox_bad": "{detail} (skipped; the others are sent)",
    "league_not_league": (
        "{name} kept in the outbox: {league} answered HTTP {status}, not as a belote league "
        "would (is the address right?)"
    ),
    "league_token_dropped": "The token given was not kept: {league} keeps the one it took before.",
    "league_forget_none": "nothing called {name} waits in the outbox",
    "league_club_forgotten": (
        "{league}: this computer no longer publishes for {club}; the next publish's token "
        "says for which club."
    ),
}

# Every word a player may type, by meaning, separated by spaces. Every language's words
# are accepted whatever the language shown (text.words).
WORDS: dict[str, str] = {
    # "none" at a question that takes a team, a coinche or declarations
    "none": "none no n 0 -",
    "answer_yes": "y yes",
    "answer_no": "n no",
    # the coinche level (R6): none is the "none" words
    "coinche_coinche": "coinche contre c x2",
    "coinche_surcoinche": "surcoinche surcontre sur s x4",
    # declarations (R5.1)
    "kind_carre": "carre",
    "kind_cent": "cent quinte 100",
    "kind_cinquante": "cinquante 50",
    "kind_tierce": "tierce",
    # ranks (R1.1), named by the core's Rank values
    "rank_A": "a",
    "rank_R": "r k",
    "rank_D": "d q",
    "rank_V": "v j",
    "rank_10": "10",
    "rank_9": "9",
    "rank_8": "8",
    "rank_7": "7",
    # suits (R1.1), named by the core's Suit values; a card is a rank then one of these
    "suit_coeur": "coeur cœur co ♥ hearts heart",
    "suit_carreau": "carreau ca ♦ diamonds diamond",
    "suit_trefle": "trefle tr t ♣ clubs club",
    "suit_pique": "pique pi p ♠ spades spade",
    # contracts without a trump suit (R13.1), named by the core's AllSuits values
    "trump_sans-atout": "sa sans-atout sansatout no-trump notrump nt",
    "trump_tout-atout": "ta tout-atout toutatout all-trump alltrump",
    # what `belote play` takes at the hand prompt instead of a hand
    "command_undo": "undo",
    "command_redo": "redo",
    "command_edit": "edit",
    "command_show": "show",
    "command_help": "help ? h",
    "command_quit": "quit exit q",
    "command_passe": "passe pass",
    "command_misdeal": "misdeal fausse fausse-donne",
    "command_manual": "manual",
    # the kinds of entries (R12.3), to change one (`edit 3 passe`)
    "deal_hand": "hand played",
    "deal_passe": "passe pass",
    "deal_fausse-donne": "misdeal fausse-donne",
    "deal_manual": "manual",
    # at any question of a hand: the previous question, or drop the hand
    "step_back": "< back",
    "step_cancel": "cancel",
    # how a concours ranks its teams (R14.6): belote concours new --ranking
    "ranking_points": "points",
    "ranking_wins": "wins",
    # the words of a hand on one line (text.line), before the fact they name
    "line_der": "der",
    "line_belote": "belote bel",
    "line_capot": "capot",
    "line_annonces": "annonces ann declarations",
    "line_by": "by par",
    # a fact of a hand, named to correct it alone (`edit 8 belote` in play)
    "fact_taker": "taker",
    "fact_contract": "contract",
    "fact_trump": "trump suit",
    "fact_coinche": "coinche",
    "fact_capot": "capot",
    "fact_points": "points cards",
    "fact_der": "der",
    "fact_belotes": "belote belotes",
    "fact_annonces": "annonces declarations",
    "fact_coinchers": "coinchers coincher",
    # the house rules (R13.5, R15), named by the core's HouseRule values: the first word
    # is the name shown (belote rules, the sheet's title)
    "rule_defence": "defence defense",
    "rule_no-litige": "no-litige",
    "rule_coinche-contract": "coinche-contract",
    "rule_coinche-own-points": "coinche-own-points",
    "rule_belote-prenable": "belote-prenable",
    "rule_surcoinche-x3": "surcoinche-x3",
    "rule_annonces-only": "annonces-only",
    "rule_pot-to-taker": "pot-to-taker",
    "rule_exceed-target": "exceed-target",
}
