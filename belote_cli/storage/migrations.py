"""Schema versions as a list (simonw/llm's migrations.py): for each kind of file, one named
step per version, each taking the document (the parsed TOML) of version N to version N+1,
so that the readers (storage.feuille, storage.concours) read the newest shape only.

A document of the newest version goes through no step and is not copied. A step never
changes the document it is given -- what a save would not keep is looked for in it after
it was read (storage.tomltext.Unkept) -- and nothing is written: an older file is written
in the newest version by the next change recorded, as every save is. The document's
`schema` still says the version that wrote it.

A new version is one step at the end of its list, and a fixture of it in tests/fixtures.

What stays with the readers is what a version's *rules* were, not its document's shape:
a hand of a feuille is checked by the rules of the version that wrote it (no sans atout,
tout atout nor belote of both teams before version 3: storage.handtable, in the order the
hand is read), names by the rules they were saved under (`stored`, core.names), and a game
saved before version 6 has no start (storage.files, storage.library)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from belote_cli.core.concours import check_result
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Mode
from belote_cli.core.profile import SINCE_TOUT_ATOUT, completed
from belote_cli.storage.errors import StorageError
from belote_cli.storage.values import is_int, listed, shown, table, unexpected, whole

Document = dict[str, Any]
Step = Callable[[Document], Document]


class Migrations:
    """The steps of one kind of file, in order: the first takes version 1 to version 2."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    @property
    def newest(self) -> int:
        return len(self.steps) + 1

    def step(self, version: int) -> Callable[[Step], Step]:
        """The step from `version` to the next, registered after the one before it."""

        def register(step: Step) -> Step:
            assert version == self.newest, f"{step.__name__}: from version {self.newest}"
            self.steps.append(step)
            return step

        return register

    def upgraded(self, doc: Document, version: int, path: Path) -> Document:
        """The document of `version` (a whole number from 1) in the newest shape; a newer
        one is refused."""
        if version > self.newest:
            raise StorageError("newer_schema", path=path, found=version, known=self.newest)
        for step in self.steps[version - 1 :]:
            doc = step(doc)
        return doc


def _without(doc: Document, *keys: str) -> Document:
    return {key: value for key, value in doc.items() if key not in keys}


# --- feuilles (storage.feuille) ---------------------------------------------------------

FEUILLE = Migrations()


@FEUILLE.step(1)
def v2_players_dealer_and_deals(doc: Document) -> Document:
    """Version 2: the players, the first dealer, and entries of every kind (R12). Version 1
    holds played hands only, dealt first by seat 1 (R12.2): its entries are hands whatever
    they say, and the players or first dealer found in it are not its own (not read)."""
    doc = _without(doc, "players", "first_dealer")
    for key in ("hands", "undone"):
        entries = doc.get(key)
        if isinstance(entries, list):  # else refused by the reader, as it is
            doc[key] = [_a_hand(entry) for entry in entries]
    return doc


def _a_hand(entry: object) -> object:
    return entry | {"kind": "hand"} if isinstance(entry, dict) else entry


@FEUILLE.step(2)
def v3_house_rules_and_trumps(doc: Document) -> Document:
    """Version 3: house rules, sans atout and tout atout, several belotes (R13). New values
    under the same keys: a hand of an older version holding them is refused by that
    version's rules (storage.handtable), in the order the hand is read."""
    return doc


@FEUILLE.step(3)
def v4_donnes(doc: Document) -> Document:
    """Version 4: games of N donnes (R14.1). An older game plays to its target: the
    donnes found in it are not its own (not read)."""
    return _without(doc, "donnes") if "donnes" in doc else doc


@FEUILLE.step(4)
def v5_fast_and_belote_players(doc: Document) -> Document:
    """Version 5: a fast table, who held each belote, what undo removed (for redo). Keys
    that every version reads when present: a key kept is never dropped unseen."""
    return doc


@FEUILLE.step(5)
def v6_started(doc: Document) -> Document:
    """Version 6: when the game was started, read when present in any version; a game
    without it is of its file's day (storage.files, storage.library)."""
    return doc


@FEUILLE.step(6)
def v7_coinchers_and_profile(doc: Document) -> Document:
    """Version 7: who coinched and who surcoinched (R12.5), read when present in any
    version; and every game's rule profile, a `[profile]` table (R16.7). An older game
    holds none (R16.2: it is its settings' mapping): a table found in it is not its own
    (not read; a save would drop it, and says so first: storage.files)."""
    return _without(doc, "profile") if "profile" in doc else doc


@FEUILLE.step(7)
def v8_tout_atout_parameters(doc: Document) -> Document:
    """Version 8: a profile's tout atout parameters (R16.4: `sa-ta` in every counting,
    `ta-total`, `belote-tout-atout`, `belote-multiplied = "winner"`). An older profile
    lacks them: each that applies is added at its seed, which scores as the game did."""
    return _tout_atout(doc)


def _tout_atout(doc: Document) -> Document:
    profile = doc.get("profile")
    if not isinstance(profile, dict) or not isinstance(profile.get("counting"), str):
        return doc  # none, or refused by the reader as it is
    if profile["counting"] not in {mode.value for mode in Mode}:
        return doc
    return doc | {"profile": completed(profile, SINCE_TOUT_ATOUT)}


# --- concours (storage.concours) --------------------------------------------------------

CONCOURS = Migrations()


@CONCOURS.step(1)
def v2_house_rules(doc: Document) -> Document:
    """Version 2: the house rules every table plays (R15.1), read when present."""
    return doc


@CONCOURS.step(2)
def v3_team_numbers(doc: Document) -> Document:
    """Version 3: each team's number and the highest handed out (R14.2). A team without
    its number is numbered by its place in the list, in every version (the reader)."""
    return doc


@CONCOURS.step(3)
def v4_tables_as_lines(doc: Document) -> Document:
    """Version 4: withdrawals, late teams, forfeits, prizes, the log (R14.11-R14.13), and a
    partie's tables as lines of one text ("3 1 1100 900"). Before it, a partie's tables
    are TOML tables, each checked as that version did (before the rest of the file: of
    several faults, this one is said first), and every team sits in every partie, at a
    table or exempt; a draw that is not a table is left to the reader."""
    draws = doc.get("draws")
    if not isinstance(draws, list):
        return doc
    numbers = _numbers(doc.get("teams"))
    return doc | {"draws": [_partie_as_lines(partie, numbers) for partie in draws]}


def _numbers(teams: object) -> list[int] | None:
    """The teams' numbers as the reader finds them (a team without one: its place); None
    when the reader will refuse the teams anyway."""
    if not isinstance(teams, list):
        return None
    numbers = [
        team.get("number", place) if isinstance(team, dict) else None
        for place, team in enumerate(teams, start=1)
    ]
    found = [number for number in numbers if is_int(number)]
    return found if len(found) == len(numbers) == len(set(found)) else None


def _partie_as_lines(partie: object, numbers: list[int] | None) -> object:
    if not isinstance(partie, dict):
        return partie
    tables = [_table(row, numbers) for row in listed(partie.get("tables"), "tables")]
    exempt = partie.get("exempt")
    if numbers is not None and (exempt is None or is_int(exempt)):
        seated = [team for pair, _ in tables for team in pair] + ([exempt] if exempt else [])
        if sorted(seated) != sorted(numbers):  # R14.3: every team, once (no late one yet)
            raise RuleError("file_seating", teams=len(numbers), seated=shown(seated))
    lines = "".join(" ".join(map(str, (*pair, *result))) + "\n" for pair, result in tables)
    return partie | {"tables": lines}


def _table(row: object, numbers: list[int] | None) -> tuple[list[int], tuple[int, ...]]:
    """A table of versions 1-3: its two teams and its result, if any."""
    found = table(row)
    pair = [whole(team) for team in listed(found.get("teams"), "teams")]
    if len(pair) != 2 or (numbers is not None and not all(team in numbers for team in pair)):
        raise unexpected(pair, "pair", "teams")
    result = found.get("result")
    if result is None:
        return pair, ()
    points = [whole(value) for value in listed(result, "result")]
    if len(points) != 2:
        raise unexpected(points, "result", "result")
    return pair, check_result((points[0], points[1]))


@CONCOURS.step(4)
def v5_profile(doc: Document) -> Document:
    """Version 5: the rule profile every partie and table plays (R16.7), a `profile` table
    of its name, version, source and every value. An older concours has none -- its tables
    play the profile its mode and rules map to (R16.2) --: a profile found in it is not its
    own (not read; storage.concours says a save drops it)."""
    return _without(doc, "profile") if "profile" in doc else doc


@CONCOURS.step(5)
def v6_licences(doc: Document) -> Document:
    """Version 6: the players' licence numbers, by which a league knows them (issue 37). An
    older concours has none: a `licences` key found in a team of it is not its own."""
    teams = doc.get("teams")
    if not isinstance(teams, list):
        return doc
    kept = [_without(team, "licences") if isinstance(team, dict) else team for team in teams]
    return {**doc, "teams": kept}


@CONCOURS.step(6)
def v7_tout_atout_parameters(doc: Document) -> Document:
    """Version 7: the profile's tout atout parameters, as a feuille's version 8."""
    return _tout_atout(doc)
