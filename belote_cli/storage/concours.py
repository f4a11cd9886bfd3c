"""Concours in files (R14.2): one TOML file each in the data directory's `concours`
folder, written atomically under the folder's lock, like a feuille. Every change is applied
to the file as it is when the lock is taken: several scorers entering results at once lose
nothing and are refused nothing for it. A file is read exactly as written or refused.

Version 1 of the file: the name, the format, the teams in order of their numbers, and each
partie drawn -- its tables in order, the two teams of each (the choosing team first) and
its result once entered, and the exempt team. Version 2: the house rules every table plays
(R15.1). Version 3: each team's number, and the highest ever handed out, so that numbers
never change (R14.2). Version 4: withdrawals (R14.11), late teams, who are in no draw before
their first (R14.12), forfeits and the fixed forfeit credit (R14.13), the prize list; and
a partie's tables as lines of one text, "3 1 1100 900" (a table's teams, then its points,
or "forfeit" and who forfeited): a 500-team concours of 20 parties is read ten times faster
than as TOML tables of arrays, and reads as the organiser's own sheet; and a log, a line for
each change: when, who (the command line, the organiser's web page, table N), what. Version
5: the rule profile every partie and table plays (R16.7), when the concours was created with
`--profile`: a `[profile]` table of its name, version, source and every value (with the
concours's target when it has one), its mode the profile's counting and no house rule; a
concours without one has no such table (its mode and rules map to a profile, R16.2).
Version 6: a team's players' licence numbers, `licences = ["123456", ""]` ("" for a player
without one), by which a league knows them (issue 37). The ranking is never stored. An
older version is read in the newest shape (storage.migrations)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from belote_cli.core.concours import (
    Concours,
    Entrant,
    Partie,
    Ranking,
    Table,
    check_result,
    concours_name,
    entrant,
    make_format,
    prize_list,
    registered,
)
from belote_cli.core.digits import is_digits
from belote_cli.core.errors import Refusal, RuleError
from belote_cli.core.facts import HouseRule, Mode
from belote_cli.core.names import folded
from belote_cli.core.profile import as_table
from belote_cli.storage import disk, profiletable
from belote_cli.storage.errors import StorageError
from belote_cli.storage.migrations import CONCOURS
from belote_cli.storage.paths import checked_folder, feuilles, free_name, last_written, own_folder
from belote_cli.storage.proof import proven
from belote_cli.storage.tomltext import Shape, Unkept, parse
from belote_cli.storage.values import (
    is_int,
    listed,
    member,
    shown,
    string,
    table,
    unexpected,
    whole,
    why,
)

SCHEMA = CONCOURS.newest  # 7: one more than the steps of storage.migrations.CONCOURS
PROFILED = 5  # the first version that holds a profile (R16.7)
KIND = "belote-concours"  # a feuille is not a concours, nor the other way round
FOLDER = "concours"


class LoadedConcours(NamedTuple):
    concours: Concours
    path: Path
    unkept: Unkept = Unkept()


# The keys of the file, by table; a key not here is not kept by a save (said first).
SHAPE = Shape(
    frozenset(
        {
            *("kind", "schema", "name", "mode", "parties", "donnes", "target", "ranking"),
            *("seed", "rules", "forfeit_points", "numbered", "prizes", "teams", "draws", "log"),
            "profile",
        }
    ),
    {
        "teams": Shape(
            frozenset({"number", "name", "players", "licences", "withdrawn", "forfeited"})
        ),
        "draws": Shape(
            frozenset({"exempt", "tables"}),
            {"tables": Shape(frozenset({"teams", "result"}))},  # before version 4
        ),
    },
)


def folder() -> Path:
    """The data directory's concours folder: a folder of its own, never a link."""
    return own_folder(checked_folder(), FOLDER)


def slug(name: str) -> str:
    """A file name from a concours's name: Noël 2026 is noel-2026, 中国 stays 中国 (letters
    of every script are kept; what is not a letter or a digit is a dash)."""
    return re.sub(r"[\W_]+", "-", folded(name)).strip("-")[:60] or "concours"


def all_paths() -> list[Path]:
    """Every concours file, newest first (the one created or written last)."""
    return sorted(feuilles(folder()), key=last_written, reverse=True)


def find(name: str | None) -> Path:
    """The concours called `name` (any case and accents), else the one whose file is
    called so. Without a name, the one concours in progress (with several, the scorer is
    asked to name one, never guessed for), else the newest. Two concours may share a slug
    (A+B and A B): the name inside the file decides, the file named after the slug read
    first."""
    paths = all_paths()
    if not paths:
        raise StorageError("no_concours", path=folder())
    if name is None:
        going = [(path, c) for path in paths if (c := _going(path)) is not None]
        if len(going) > 1:
            names = ", ".join(c.name for _, c in going)
            raise StorageError("several_concours", names=names, count=len(going))
        return going[0][0] if going else paths[0]
    wanted, likely = folded(name), slug(name)
    numbered = re.compile(rf"{re.escape(likely)}(-[0-9]+)?")
    namesakes = [path for path in paths if numbered.fullmatch(path.stem)]
    if [path.stem for path in namesakes] == [likely]:
        return namesakes[0]  # the one concours of that file name: no need to read it
    paths.sort(key=lambda path: path not in namesakes)
    for path in paths:
        if _name_of(path) == wanted:
            return path
    for path in paths:  # by the file's name, as `concours list` shows it
        if path.stem == name.strip():
            return path
    raise StorageError("no_such_concours", name=name, path=folder())


def _going(path: Path) -> Concours | None:
    """The concours in this file if it is in progress (a broken file is not)."""
    try:
        c = load(path).concours
    except StorageError:
        return None
    return None if c.finished else c


def _name_of(path: Path) -> str | None:
    """The folded name of the concours in a file, None when it cannot be read."""
    try:
        return folded(load(path).concours.name)
    except StorageError:
        return None


_READ: dict[Path, tuple[bytes, LoadedConcours]] = {}  # the last one read of each file


def load(path: Path) -> LoadedConcours:
    """The concours in the file, read anew whenever its bytes differ from those read last
    (a command that finds a concours among several, then reads it, parses it once)."""
    raw = disk.read(path)
    seen = _READ.get(path)
    if seen is not None and seen[0] == raw:
        return seen[1]
    doc = parse(raw, path)
    loaded = LoadedConcours(from_document(doc, path), path, _unkept(raw, doc))
    _READ[path] = (raw, loaded)
    return loaded


def _unkept(raw: bytes, doc: dict[str, Any]) -> Unkept:
    """What a save would not write again: Shape's, and a profile's table's keys that are
    not a profile's -- or the whole table in a file older than its version (not read:
    storage.migrations.v5_profile)."""
    profile = doc.get("profile")
    older = profile is not None and doc["schema"] < PROFILED
    return Unkept.of(raw, doc, SHAPE, ["profile"] if older else profiletable.unknown(profile))


def create(concours: Concours) -> LoadedConcours:
    """A new file, named after the concours; refused if one of that name exists."""
    where = folder()
    data = _proven(concours, where)[0]
    with disk.writing(where, where):
        for path in all_paths():
            if _name_of(path) == folded(concours.name):
                raise StorageError("concours_exists", name=concours.name, path=path)
        path = free_name(where, slug(concours.name), "-")
        disk.replace(path, data)
    return LoadedConcours(concours, path)


Change = Callable[[Concours], Concours]


def update(path: Path, change: Change, drop: bool = False, by: str = "cli") -> LoadedConcours:
    """Apply `change` to the concours as the file holds it once the lock is taken, the
    change logged with its time and who made it (`by`: the command line, the organiser's
    page, table N). What a hand-edited file holds that a save does not keep (comments,
    unknown keys) is refused (WouldDrop) unless `drop` says the organiser agreed."""
    (outcome,) = update_all(path, [(change, by)], drop)
    if isinstance(outcome, Exception):
        raise outcome
    return LoadedConcours(outcome, path)


def update_all(
    path: Path, changes: Sequence[tuple[Change, str]], drop: bool = False
) -> list[Concours | Refusal]:
    """Several changes (each with who made it) applied in turn under one lock and written
    once -- a web server's results arriving together cost one write -- each one's outcome
    given back: the concours after it, or the refusal of that change alone. What is written
    is read back first (storage.proof): a change that would leave the file unreadable is
    refused with its reason, the others written."""
    import datetime

    with disk.writing(path.parent, path):
        found = load(path)
        # to the millisecond: a season and the ratings order concours and games by it
        at = datetime.datetime.now().astimezone().isoformat(timespec="milliseconds")
        now, outcomes = _applied(found.concours, changes, at)
        if now == found.concours:
            return outcomes
        if found.unkept and not drop:
            raise found.unkept.refusal(path)
        try:
            data, read = _proven(now, path)
        except StorageError:  # which change it was: each proved in turn (never in practice)
            now, outcomes = _applied(found.concours, changes, at, path)
            data, read = _proven(now, path)
        disk.replace(path, data)
        _READ[path] = (data, LoadedConcours(read, path))  # read next without a parse
    return outcomes


def _applied(
    start: Concours, changes: Sequence[tuple[Change, str]], at: str, proof: Path | None = None
) -> tuple[Concours, list[Concours | Refusal]]:
    """The concours after each change in turn, and each one's outcome; with `proof`, a
    change whose concours could not be read back from the file is refused."""
    outcomes: list[Concours | Refusal]
    now, outcomes = start, []
    for change, by in changes:
        try:
            after = change(now)
            if proof is not None and after != now:
                _proven(after, proof)
        except (RuleError, StorageError) as refusal:
            outcomes.append(refusal)
            continue
        now = after.logged(at, by, now) if after != now else now
        outcomes.append(now)
    return now, outcomes


def _proven(concours: Concours, path: Path) -> tuple[bytes, Concours]:
    """The file's bytes, and the concours every command reads from them."""
    data = encode(concours)
    return data, proven(data, path, read)


def read(raw: bytes, path: Path) -> Concours:
    """The concours of a file's bytes, as every command reads it (a league reads a club's
    published file so: the same limits and checks)."""
    return from_document(parse(raw, path), path)


def encode(concours: Concours) -> bytes:
    """The file's bytes: the document as tomli-w writes it, the teams' tables written once
    for as long as the teams do not change (most writes are results: a web server at 120
    teams spent two thirds of a write on them)."""
    doc = to_document(concours)
    del doc["teams"]
    # the keys (none of them a table: no draw yet is `draws = []`, a key), then the teams
    # -- a key or tables, as tomli-w sees fit --, then the profile's table, then the draws'
    # tables: valid TOML whichever way the teams are written
    profile = {"profile": doc.pop("profile")} if "profile" in doc else {}
    draws = {"draws": doc.pop("draws")} if concours.parties else {}
    parts = [_toml(doc), _teams_text(concours.teams)]
    parts += [_toml(table) for table in (profile, draws) if table]
    return "\n".join(parts).encode("utf-8")


def _toml(doc: dict[str, Any]) -> str:
    import tomli_w

    # a partie's tables as one text of lines (no name holds a line break: core.names)
    return tomli_w.dumps(doc, multiline_strings=True)


@functools.lru_cache(maxsize=4)
def _teams_text(teams: tuple[Entrant, ...]) -> str:
    return _toml({"teams": [_team(team) for team in teams]})


def to_document(c: Concours) -> dict[str, Any]:
    f = c.format
    doc: dict[str, Any] = {"kind": KIND, "schema": SCHEMA, "name": c.name, "mode": f.mode.value}
    doc["parties"] = f.parties
    doc |= {"donnes": f.donnes} if f.donnes is not None else {"target": f.target}
    doc |= {"ranking": f.ranking.value, "seed": f.seed}
    doc["rules"] = sorted(rule.value for rule in f.rules)
    doc |= {} if f.forfeit_points is None else {"forfeit_points": f.forfeit_points}
    # a concours stores a profile only when chosen: no `chosen` key (R16.7)
    doc |= {} if f.profile is None else {"profile": as_table(f.profile)}
    doc["numbered"] = c.highest
    doc |= {"prizes": list(c.prizes)} if c.prizes else {}
    doc["teams"] = [_team(team) for team in c.teams]
    doc["draws"] = [_partie(partie) for partie in c.parties]
    doc |= {"log": "".join(f"{line}\n" for line in c.log)} if c.log else {}
    return doc


def _team(team: Entrant) -> dict[str, Any]:
    doc: dict[str, Any] = {"number": team.number, "name": team.name}
    doc |= {} if team.players is None else {"players": list(team.players)}
    doc |= {} if team.licences is None else {"licences": list(team.licences)}
    doc |= {} if team.withdrawn is None else {"withdrawn": team.withdrawn}
    return doc | ({} if team.forfeited is None else {"forfeited": team.forfeited})


def _partie(partie: Partie) -> dict[str, Any]:
    doc: dict[str, Any] = {} if partie.exempt is None else {"exempt": partie.exempt}
    doc["tables"] = "".join(f"{table_text(table)}\n" for table in partie.tables)
    return doc


FORFEIT = "forfeit"  # in a table's line, before the teams that forfeited (R14.13)


def table_text(table: Table) -> str:
    """A table on one line: "3 1" (no result yet), "3 1 1100 900", "3 1 forfeit 1"."""
    words = [*map(str, table.teams)]
    if table.result is not None:
        words += map(str, table.result)
    elif table.forfeit:
        words += [FORFEIT, *map(str, table.forfeit)]
    return " ".join(words)


def from_document(doc: dict[str, Any], path: Path) -> Concours:
    if doc.get("kind") != KIND:
        raise StorageError("not_a_concours", path=path)
    schema = doc.get("schema")
    if not is_int(schema) or schema < 1:
        raise StorageError("not_a_concours", path=path)
    try:
        return _concours(CONCOURS.upgraded(doc, schema, path))  # the newest: as it is
    except (KeyError, ValueError, TypeError, RuleError) as error:
        raise StorageError("bad_concours", path=path, detail=why(error)) from None


def _concours(doc: dict[str, Any]) -> Concours:
    donnes, target = doc.get("donnes"), doc.get("target")
    form = make_format(
        member(Mode, doc["mode"]),
        whole(doc["parties"]),
        None if donnes is None else whole(donnes),
        None if target is None else whole(target),
        member(Ranking, doc["ranking"]),
        whole(doc["seed"]),
        [member(HouseRule, rule) for rule in listed(doc.get("rules", []), "rules")],
        None if doc.get("forfeit_points") is None else whole(doc["forfeit_points"]),
        None if doc.get("profile") is None else profiletable.read(doc["profile"]),
    )
    listed_teams = listed(doc.get("teams", []), "teams")
    found = tuple(_team_from(team, n) for n, team in enumerate(listed_teams, start=1))
    teams = registered(found, stored=True)
    numbers = [team.number for team in teams]
    if len(set(numbers)) != len(numbers):
        raise RuleError("file_numbers", numbers=shown(numbers))
    numbered = whole(doc.get("numbered", 0))  # Concours.highest: never below a number held
    draws = listed(doc.get("draws", []), "draws")
    parties = tuple(_partie_from(p, numbers) for p in draws)
    if len(parties) > form.parties:
        raise RuleError("file_draws", draws=len(parties), parties=form.parties)
    for number, partie in enumerate(parties[:-1], start=1):
        if not partie.complete:
            raise RuleError("file_result_missing", partie=number)
    for team in teams:  # a withdrawn team is in no later draw (R14.11)
        after = team.withdrawn
        if after is not None and (
            after > len(parties) or any(team.number in p.seated() for p in parties[after:])
        ):
            raise RuleError("file_withdrawn", number=team.number, partie=after)
    _check_forfeited(teams, parties)
    name = concours_name(string(doc["name"]))
    prizes = prize_list(string(prize) for prize in listed(doc.get("prizes", []), "prizes"))
    log = tuple(line for line in string(doc.get("log", "")).splitlines() if line.strip())
    return Concours(name, form, teams, parties, numbered, prizes, log)


def _team_from(doc: object, place: int) -> Entrant:
    """A team and its number; without one (a file before version 3), its place in the
    list (R14.2)."""
    team = table(doc)
    players = team.get("players")
    given = None if players is None else [string(name) for name in listed(players, "players")]
    numbers = team.get("licences")
    licences = None if numbers is None else [string(n) for n in listed(numbers, "licences")]
    if licences is not None and given is None:
        raise RuleError("file_licences", name=string(team["name"]))
    found = entrant(string(team["name"]), given, stored=True, licences=licences)
    withdrawn, forfeited = team.get("withdrawn"), team.get("forfeited")
    return found._replace(
        number=whole(team.get("number", place)),
        withdrawn=None if withdrawn is None else whole(withdrawn),
        forfeited=None if forfeited is None or withdrawn is None else whole(forfeited),
    )


def _check_forfeited(teams: tuple[Entrant, ...], parties: tuple[Partie, ...]) -> None:
    """The table where a withdrawn team recorded its forfeit (R14.11, R14.13) is a table of
    the partie it withdrew after, and seats it (a hand-edited `forfeited = 99` is refused,
    not used as an index). Decision: its forfeit need not be the table's result still -- a
    correction (R14.4) may have replaced it since, and the file is belote's all the same."""
    for team in teams:
        k, at = team.withdrawn, team.forfeited
        if at is None or k is None:
            continue
        tables = parties[k - 1].tables if 1 <= k <= len(parties) else ()
        if not 1 <= at <= len(tables) or team.number not in tables[at - 1].teams:
            raise RuleError("file_forfeited", number=team.number, table=at, partie=k)


def _partie_from(doc: object, numbers: list[int]) -> Partie:
    """A partie seats registered teams at most once each, at a table or exempt (R14.3)."""
    found = table(doc)
    known = set(numbers)
    lines = string(found.get("tables")).splitlines()
    tables = tuple(_table_from_text(line, known) for line in lines if line.strip())
    exempt = None if found.get("exempt") is None else whole(found["exempt"])
    seated = [team for row in tables for team in row.teams] + ([exempt] if exempt else [])
    if len(set(seated)) != len(seated) or not set(seated) <= known:
        raise RuleError("file_seating", teams=len(numbers), seated=shown(seated))
    return Partie(tables, exempt)


_PLAIN_LINE = re.compile(r"([0-9]{1,6}) ([0-9]{1,6})(?: ([0-9]{1,6}) ([0-9]{1,6}))?")


def _table_from_text(doc: object, numbers: set[int]) -> Table:
    """A table's line (version 4): its two teams, then its points or a forfeit."""
    plain = _PLAIN_LINE.fullmatch(doc) if isinstance(doc, str) else None
    if plain is not None:  # most lines, read at once: "3 1", "3 1 1100 900"
        one, two, first, second = plain.groups()
        pair = int(one), int(two)
        if pair[0] not in numbers or pair[1] not in numbers or pair[0] == pair[1]:
            raise unexpected(doc, "pair", "tables")
        if first is None:
            return Table(pair)
        return Table(pair, check_result((int(first), int(second))))
    words = string(doc).split()
    if len(words) < 2 or not all(is_digits(word) for word in words[:2]):
        raise unexpected(doc, "table_line", "tables")
    one, two = int(words[0]), int(words[1])
    if one not in numbers or two not in numbers or one == two:
        raise unexpected(doc, "pair", "tables")
    rest = words[2:]
    if not rest:
        return Table((one, two))
    if rest[0] == FORFEIT:
        gave = [int(word) if is_digits(word) else 0 for word in rest[1:]]
        if not gave or len(set(gave)) != len(gave) or not set(gave) <= {one, two}:
            raise unexpected(doc, "forfeit", "tables")
        return Table((one, two), None, tuple(team for team in (one, two) if team in gave))
    if len(rest) != 2 or not all(is_digits(word) for word in rest):
        raise unexpected(doc, "table_line", "tables")
    return Table((one, two), check_result((int(rest[0]), int(rest[1]))))
