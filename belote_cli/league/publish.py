"""A club's concours file published to the league: the league's one write, and its
administrator's (a club registered, a new token, two players merged). Each is one
transaction, serialised on the change counter's row: what is answered "published" is
committed; a failure leaves the database as it was.

Publishing is idempotent: a concours is known by its identity (its folded name, its seed
and its first draw: what no correction changes) and its bytes by their SHA-256. The same
bytes again change nothing; other bytes for the same concours are a correction: they
replace its results, and the earlier bytes are kept in `versions`; an older file (bytes
the league had, or a log the league's continues) is refused. A concours another club
published first is refused. Two publishes at once, from one club or several, wait for each
other (SQLite's lock, PostgreSQL's lock on the counter's row; a conflict tried again).

The right club, or a question (issue 46): a club's laptop sends the club its league took
it for (`expected`), and a publish whose token is another club's is refused naming both.
The secretary moves a concours to another club, withdraws and restores one, undoes a
merge: each one transaction, audited, the season and ratings following at once (the
change counter: league.read). A refusal -- a wrong token, another club's file, an older
file -- is audited too, in a transaction of its own that changes nothing else; never its
token."""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Connection, Engine, insert, or_, select, update
from sqlalchemy.exc import DataError, IntegrityError, OperationalError

from belote_cli.core.concours import Concours, Entrant
from belote_cli.core.errors import Refusal
from belote_cli.core.names import club_name, folded
from belote_cli.league import schema as s
from belote_cli.league.db import reason, writing
from belote_cli.league.errors import LeagueError
from belote_cli.league.players import Players

PUBLISHED = Path("published.toml")  # what a published file is called in a refusal
T = TypeVar("T")
TRIES = 5  # a transaction that lost a race (a unique key taken at once) is tried again
ACTIONS = {"published": "publish", "corrected": "correct"}  # the audit's words (schema.audit)
# The refusals the audit keeps (a file no command reads is no one's business but its club's)
AUDITED = (
    "league_wrong_token",
    "league_other_club",
    "league_older",
    "league_not_your_club",
    "league_withdrawn",
)
# The league's settings and their values before the secretary sets them (Decision: every
# concours counts, one is enough to be ranked, a rating is listed after 10 parties)
SETTINGS: dict[str, int | None] = {"best": None, "minimum": 1, "rated": 10}
MOST_SETTING = 1000


class Club(NamedTuple):
    id: int
    name: str


class Published(NamedTuple):
    outcome: str  # "published", "unchanged" or "corrected"
    concours: int  # its id in the league
    version: int
    name: str
    club: str  # whose it is: said, so that a club publishing with another's token sees it
    club_id: int  # and its number: the laptop remembers it (commands.publish)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _retried(engine: Engine, work: Callable[[Connection], T]) -> T:
    """`work(connection)` in one transaction, tried again when it lost a race."""
    for attempt in range(TRIES):
        try:
            with writing(engine) as connection:
                # every write waits for the one before it on the counter's row, which each
                # one updates anyway: two publishes making the same new players cannot
                # deadlock on PostgreSQL (SQLite: BEGIN IMMEDIATE already waits)
                connection.execute(
                    select(s.changes.c.count).where(s.changes.c.id == 1).with_for_update()
                )
                return work(connection)
        except DataError as error:  # a value no column holds: refused, never a 500
            raise LeagueError(422, "league_not_a_concours", detail=reason(error)) from None
        except (IntegrityError, OperationalError) as error:
            if attempt == TRIES - 1 or not _race(error):
                raise
            time.sleep(0.01 * (attempt + 1) + secrets.randbelow(20) / 1000)
    raise AssertionError("unreachable")


def _race(error: Exception) -> bool:
    """A unique key taken by another transaction at once, a serialisation or a lock
    conflict: worth trying again."""
    if isinstance(error, IntegrityError):
        return True
    said = str(getattr(error, "orig", error)).lower()
    return any(word in said for word in ("locked", "deadlock", "serializ", "could not obtain"))


def _audit(
    connection: Connection,
    action: str,
    club: int | None,
    subject: int | None,
    detail: dict[str, object],
    changed: bool = True,
) -> None:
    """A line of the audit trail; `changed`: the change counter bumped (readers count
    again) -- never for a refusal, which changed nothing."""
    connection.execute(
        insert(s.audit).values(
            at=time.time(),
            action=action,
            club_id=club,
            subject=subject,
            detail=json.dumps(detail, ensure_ascii=False, sort_keys=True),
        )
    )
    if not changed:
        return
    connection.execute(
        update(s.changes).where(s.changes.c.id == 1).values(count=s.changes.c.count + 1)
    )


# --- the administrator's ---


def add_club(engine: Engine, name: str) -> tuple[Club, str]:
    """A new club and its token, said once: only its hash is kept."""
    checked = club_name(name)  # a club's name follows the rules of names (core.names)
    token = secrets.token_urlsafe(24)

    def work(connection: Connection) -> Club:
        key = folded(checked)
        there = connection.execute(select(s.clubs.c.name).where(s.clubs.c.key == key)).scalar()
        if there is not None:  # named as the league knows it
            raise LeagueError(409, "league_club_exists", name=there)
        values = {
            "name": checked,
            "key": key,
            "token_hash": digest(token.encode()),
            "added_at": time.time(),
        }
        club = connection.execute(
            insert(s.clubs).values(**values).returning(s.clubs.c.id)
        ).scalar_one()
        _audit(connection, "club", club, None, {"name": checked})
        return Club(club, checked)

    return _retried(engine, work), token


def club_of(connection: Connection, token: str) -> Club:
    """The club whose token this is, else 401. Compared as hashes: the token itself is in
    no table, and a lookup by hash gives no timing on the token."""
    row = connection.execute(
        select(s.clubs.c.id, s.clubs.c.name).where(s.clubs.c.token_hash == digest(token.encode()))
    ).first()
    if row is None:
        raise LeagueError(401, "league_wrong_token")
    return Club(row.id, row.name)


def merge(engine: Engine, player: int, into: int) -> tuple[str, str]:
    """Player `player` is player `into` from now on: every line of the first counts for
    the second (each followed to the player it is now). Kept in the audit trail."""

    def work(connection: Connection) -> tuple[str, str]:
        players = Players(connection)
        for number in (player, into):
            if number not in players.names:
                raise LeagueError(404, "league_no_player", number=number)
        one, other = players.root(player), players.root(into)
        if one == other:
            raise LeagueError(409, "league_same_player", name=players.names[one])
        names = {"name": players.names[one], "into_name": players.names[other]}
        connection.execute(
            update(s.players).where(s.players.c.id == one).values(merged_into=other)
        )
        _audit(connection, "merge", None, one, {"player": one, "into": other, **names})
        return names["name"], names["into_name"]

    return _retried(engine, work)


def unmerge(engine: Engine, player: int) -> tuple[str, str]:
    """A merge undone: `player` is their own again (their lines count for them). Decision:
    a later publish that gives the same licence links a club's name to it again, as the
    file says -- an unmerge undoes the secretary's merges, not what a club's file tells."""

    def work(connection: Connection) -> tuple[str, str]:
        players = Players(connection)
        if player not in players.names:
            raise LeagueError(404, "league_no_player", number=player)
        into = players.into.get(player)
        if into is None:
            raise LeagueError(409, "league_not_merged", name=players.names[player])
        connection.execute(
            update(s.players).where(s.players.c.id == player).values(merged_into=None)
        )
        names = {"name": players.names[player], "into_name": players.names[into]}
        _audit(connection, "unmerge", None, player, {"player": player, "into": into, **names})
        return names["name"], names["into_name"]

    return _retried(engine, work)


def _concours_row(connection: Connection, number: int) -> Any:
    """A published concours, locked for the change; 404 when there is none."""
    if not 1 <= number <= s.MOST_ID:
        raise LeagueError(404, "league_no_concours", number=number)
    found = connection.execute(
        select(s.concours).where(s.concours.c.id == number).with_for_update()
    ).first()
    if found is None:
        raise LeagueError(404, "league_no_concours", number=number)
    return found


def move(engine: Engine, number: int, club: str) -> tuple[str, str, str]:
    """Concours `number` is club `club`'s from now on (published with another club's
    token): its lines stored again as that club's -- its players without a licence are that
    club's names -- and its next publish needs that club's token. Its name, from, to."""

    def work(connection: Connection) -> tuple[str, str, str]:
        found = _concours_row(connection, number)
        row = connection.execute(
            select(s.clubs.c.id, s.clubs.c.name).where(s.clubs.c.key == folded(club))
        ).first()
        if row is None:
            raise LeagueError(404, "league_no_club_named", name=club)
        before = connection.execute(select(s.clubs.c.name).where(s.clubs.c.id == found.club_id))
        was = str(before.scalar_one())
        if row.id == found.club_id:
            raise LeagueError(409, "league_already_club", name=found.name, club=row.name)
        from belote_cli.storage import concours as store

        was_seen = _seen(connection, number)
        for table in (s.results, s.matches):
            connection.execute(table.delete().where(table.c.concours_id == number))
        connection.execute(
            update(s.concours).where(s.concours.c.id == number).values(club_id=row.id)
        )
        _store_lines(connection, row.id, number, store.read(found.document, PUBLISHED))
        _forget_unseen(connection, was_seen)
        said = {"name": found.name, "was": was, "now": row.name}
        _audit(connection, "move", row.id, number, said)
        return found.name, was, row.name

    return _retried(engine, work)


LINED = ((s.results, ("one", "two")), (s.matches, ("one_a", "one_b", "two_a", "two_b")))


def _seen(connection: Connection, number: int) -> set[int]:
    """The players concours `number`'s lines name."""
    found: set[int] = set()
    for table, columns in LINED:
        query = select(*(table.c[name] for name in columns))
        rows = connection.execute(query.where(table.c.concours_id == number))
        found |= {p for row in rows for p in row if p is not None}
    return found


def _forget_unseen(connection: Connection, players: set[int]) -> None:
    """Of `players`, those no line names any more and no one was merged into: gone (a
    concours moved to its club leaves no second person behind in the wrong one)."""
    for player in sorted(players):
        if _named(connection, player):
            continue
        merged = select(s.players.c.id).where(s.players.c.merged_into == player).limit(1)
        if connection.execute(merged).first() is None:
            connection.execute(s.players.delete().where(s.players.c.id == player))


def _named(connection: Connection, player: int) -> bool:
    for table, columns in LINED:
        where = or_(*(table.c[name] == player for name in columns))
        if connection.execute(select(table.c.concours_id).where(where).limit(1)).first():
            return True
    return False


def withdraw(engine: Engine, number: int, back: bool = False) -> str:
    """Concours `number` withdrawn (counted nowhere, its page gone, its publishes
    refused), or, `back`, restored as it was. Its name."""

    def work(connection: Connection) -> str:
        found = _concours_row(connection, number)
        if (found.withdrawn_at is None) == back:
            key = "league_not_withdrawn" if back else "league_already_withdrawn"
            raise LeagueError(409, key, name=found.name)
        when = None if back else time.time()
        change = update(s.concours).where(s.concours.c.id == number)
        connection.execute(change.values(withdrawn_at=when))
        action = "restore" if back else "withdraw"
        _audit(connection, action, found.club_id, number, {"name": found.name})
        return str(found.name)

    return _retried(engine, work)


def settings_of(connection: Connection) -> dict[str, int | None]:
    """The league's settings (SETTINGS), as the secretary set them."""
    rows = connection.execute(select(s.settings.c.key, s.settings.c.value))
    found = {key: value for key, value in rows if key in SETTINGS}
    return {key: found.get(key, default) for key, default in SETTINGS.items()}


def set_settings(engine: Engine, values: dict[str, int | None]) -> dict[str, int | None]:
    """Some of the league's settings set (None: `best` back to every concours); the
    whole of them after. Each from 1 to MOST_SETTING."""
    for key, value in values.items():
        if key not in SETTINGS or (value is not None and not 1 <= value <= MOST_SETTING):
            raise LeagueError(400, "league_bad_setting", name=key, value=value)

    def work(connection: Connection) -> dict[str, int | None]:
        for key, value in values.items():
            connection.execute(s.settings.delete().where(s.settings.c.key == key))
            if value is not None:
                connection.execute(insert(s.settings).values(key=key, value=value))
        _audit(connection, "settings", None, None, dict(values))
        return settings_of(connection)

    return _retried(engine, work)


def reset_token(engine: Engine, name: str) -> tuple[Club, str]:
    """A new token for the club called `name` (any case, accents optional): the old one
    stops working at once. Kept in the audit trail."""
    token = secrets.token_urlsafe(24)

    def work(connection: Connection) -> Club:
        row = connection.execute(
            select(s.clubs.c.id, s.clubs.c.name).where(s.clubs.c.key == folded(name))
        ).first()
        if row is None:
            raise LeagueError(404, "league_no_club_named", name=name)
        hashed = digest(token.encode())
        connection.execute(update(s.clubs).where(s.clubs.c.id == row.id).values(token_hash=hashed))
        _audit(connection, "token", row.id, None, {"name": row.name})
        return Club(row.id, row.name)

    return _retried(engine, work), token


# --- a club's ---


def publish(
    engine: Engine,
    token: str,
    data: bytes,
    expected: int | None = None,
    peer: str | None = None,
) -> Published:
    """A club's concours file, read as every command reads it, stored once; `expected`:
    the club the laptop publishes for (another club's token is refused, naming both)."""
    c, drawn = _read(data)
    if not c.finished:
        raise LeagueError(409, "league_not_finished", name=c.name)
    try:
        return _retried(
            engine, lambda connection: _stored(connection, token, c, data, drawn, expected)
        )
    except LeagueError as error:
        refused(engine, error, peer, name=c.name)
        raise


def refused(engine: Engine, error: LeagueError, peer: str | None, **detail: object) -> None:
    """A refusal the audit keeps (AUDITED), in a transaction of its own that bumps no
    counter: its reason, its club when known, who sent it; never the token."""
    if error.key not in AUDITED:
        return
    said = {"reason": error.key.removeprefix("league_"), "peer": peer or "", **detail}
    with writing(engine) as connection:
        _audit(connection, "refused", error.club, None, said, changed=False)


def _refusal(by: Club, status: int, key: str, **params: object) -> LeagueError:
    """A refusal of club `by`'s publish, its club kept for the audit."""
    error = LeagueError(status, key, **params)
    error.club = by.id
    return error


def _read(data: bytes) -> tuple[Concours, datetime | None]:
    """The concours of a published file, and when its partie 1 was drawn (a time a clock
    gives); 422 for a file no command could read."""
    from belote_cli.storage import concours as store
    from belote_cli.storage.errors import StorageError
    from belote_cli.storage.values import why

    try:
        c = store.read(data, PUBLISHED)
        drawn = c.drawn_at()
        if drawn is not None:
            drawn.timestamp()  # drawn at a time no clock gives (year 1): ValueError
        return c, drawn
    except (StorageError, Refusal) as error:
        raise LeagueError(422, "league_not_a_concours", detail=error) from None
    except (ValueError, OverflowError) as error:
        found = StorageError("bad_concours", path=PUBLISHED, detail=why(error))
        raise LeagueError(422, "league_not_a_concours", detail=found) from None


def _stored(
    connection: Connection,
    token: str,
    c: Concours,
    data: bytes,
    drawn: datetime | None,
    expected: int | None,
) -> Published:
    """The publish's one transaction: new, the same bytes again, or a correction."""
    club = club_of(connection, token)
    if expected is not None and expected != club.id:
        mine = connection.execute(select(s.clubs.c.name).where(s.clubs.c.id == expected))
        theirs = mine.scalar() or f"#{expected}"
        raise _refusal(club, 409, "league_not_your_club", club=club.name, expected=theirs)
    found = connection.execute(
        select(s.concours).where(s.concours.c.identity == c.identity).with_for_update()
    ).first()
    if found is not None and found.club_id != club.id:
        raise _refusal(club, 403, "league_other_club", name=c.name)
    if found is not None and found.withdrawn_at is not None:
        raise _refusal(club, 409, "league_withdrawn", name=c.name)
    hashed = digest(data)
    if found is not None and found.digest == hashed:
        return Published("unchanged", found.id, found.version, c.name, club.name, club.id)
    if found is not None and _older(connection, found, c, hashed):
        raise _refusal(club, 409, "league_older", name=c.name, version=found.version)
    now = time.time()
    when = now if drawn is None else drawn.timestamp()
    day = date.fromtimestamp(now) if drawn is None else drawn.date()
    row = {"name": c.name, "played_at": when, "played_on": day.isoformat(), "digest": hashed}
    row |= {"document": data, "published_at": now}
    if found is None:
        values = {"club_id": club.id, "identity": c.identity, "version": 1, **row}
        number = connection.execute(
            insert(s.concours).values(**values).returning(s.concours.c.id)
        ).scalar_one()
        version, outcome = 1, "published"
    else:
        number, version, outcome = found.id, found.version + 1, "corrected"
        _set_aside(connection, found, now)
        update_row = update(s.concours).where(s.concours.c.id == number)
        connection.execute(update_row.values(version=version, **row))
    _store_lines(connection, club.id, number, c)
    detail: dict[str, object] = {"name": c.name, "version": version, "digest": hashed}
    _audit(connection, ACTIONS[outcome], club.id, number, detail)
    return Published(outcome, number, version, c.name, club.name, club.id)


def _older(connection: Connection, found: Any, c: Concours, hashed: str) -> bool:
    """Whether `c` is an earlier state of the concours the league has: bytes it had before,
    or a log that the league's continues (a concours's log only grows). A laptop's outbox
    sending its older file after a correction went from another never undoes it."""
    earlier = select(s.versions.c.id).where(
        s.versions.c.concours_id == found.id, s.versions.c.digest == hashed
    )
    if connection.execute(earlier).first() is not None:
        return True
    from belote_cli.storage import concours as store

    stored = store.read(found.document, PUBLISHED).log
    return len(c.log) < len(stored) and stored[: len(c.log)] == c.log


def _set_aside(connection: Connection, found: Any, now: float) -> None:
    """A corrected concours's earlier bytes kept in `versions`; its lines gone."""
    connection.execute(
        insert(s.versions).values(
            concours_id=found.id,
            version=found.version,
            digest=found.digest,
            document=found.document,
            published_at=found.published_at,
            replaced_at=now,
        )
    )
    for table in (s.results, s.matches):
        connection.execute(table.delete().where(table.c.concours_id == found.id))


def _store_lines(connection: Connection, club: int, number: int, c: Concours) -> None:
    """The concours's ranking and its rated matches, its players found or made."""
    ids = _player_ids(connection, club, c.teams)
    rows = []
    for line in c.ranking():
        team = c.team(line.team)
        one, two = ids.get(line.team) or (None, None)
        rows.append(
            {
                "concours_id": number,
                "team": line.team,
                "name": team.name,
                "rank": line.rank,
                "points": line.points,
                "against": line.against,
                "half_wins": line.half_wins,
                "played": line.parties,
                "withdrawn": team.withdrawn,
                "one": one,
                "two": two,
            }
        )
    if rows:
        connection.execute(insert(s.results), rows)
    games = []
    for table in c.played_tables():  # a match between two named pairs (core.ratings)
        first, second = (ids.get(team) for team in table.teams)
        if first is not None and second is not None:
            pairs = {"one_a": first[0], "one_b": first[1], "two_a": second[0], "two_b": second[1]}
            where = {"concours_id": number, "partie": table.partie, "board": table.table}
            games.append({**where, "winner": table.winner, **pairs})
    if games:
        connection.execute(insert(s.matches), games)


def _player_ids(
    connection: Connection, club: int, teams: tuple[Entrant, ...]
) -> dict[int, tuple[int, int]]:
    """Each team's two players' ids, for the teams whose players are named. A player is a
    name within the club ("c<club>:<folded name>"); with a licence number, also the
    licence's player ("l<licence>"), the same in every club, into which the club's name is
    merged the first time the two meet -- so the club's own concours, with and without the
    licence, count for one player, as `belote season` counts them. New ones made at once."""
    made: dict[str, dict[str, Any]] = {}
    pairs: dict[int, tuple[str, str]] = {}
    linked: dict[str, str] = {}  # a club's name -> the licence it is
    for team in teams:
        if team.players is None:
            continue
        found = []
        for name, licence in zip(team.players, team.licences or ("", ""), strict=True):
            local = f"c{club}:{folded(name)}"
            made.setdefault(
                local, {"ident": local, "name": name, "club_id": club, "licence": None}
            )
            if licence:
                ident = f"l{licence}"
                made.setdefault(
                    ident, {"ident": ident, "name": name, "club_id": club, "licence": licence}
                )
                linked.setdefault(local, ident)
            found.append(f"l{licence}" if licence else local)
        pairs[team.number] = (found[0], found[1])
    known = _known(connection, list(made))
    new = [values for ident, values in made.items() if ident not in known]
    if new:
        connection.execute(insert(s.players), new)
        known = _known(connection, list(made))
    for local, ident in linked.items():  # a name not merged yet is the licence's player
        if known[local] != known[ident]:
            unmerged = (s.players.c.id == known[local]) & s.players.c.merged_into.is_(None)
            connection.execute(update(s.players).where(unmerged).values(merged_into=known[ident]))
    return {team: (known[one], known[two]) for team, (one, two) in pairs.items()}


def _known(connection: Connection, idents: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for start in range(0, len(idents), 500):  # a bounded IN list
        query = select(s.players.c.ident, s.players.c.id).where(
            s.players.c.ident.in_(idents[start : start + 500])
        )
        found |= {row.ident: int(row.id) for row in connection.execute(query)}
    return found
