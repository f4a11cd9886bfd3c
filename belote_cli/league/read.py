"""What the league's pages and API show, read from its tables: the season's ranking of
teams and players (core.season, over every club's published concours), the players'
ratings (core.ratings, over every club's tables), the clubs and their concours, a concours's
ranking, a player's history.

Readers never wait for writers (issue 46). The season's lines and the ratings are a
`State`, made from one snapshot of the tables and never changed once made: a reader takes
the newest one. After a write, the next reader brings it up to date itself when that costs
only what was added -- concours published after every one the state has (the end of the
season): their lines appended, their tables rated on from where the ratings stood
(core.ratings.Rater). Anything else (a correction in the middle, a move, a withdrawal, a
merge) is recomputed whole by a worker thread from a snapshot while readers keep the last
state, which is swapped for the new one at once: never a half-updated state.

Decision: the state follows the change counter (players.counted) and the audit trail's
lines since the state was made, which say what each write was; a reader never waits for a
state being made whole, and at most WAIT seconds for another reader's append."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Connection, Engine, func, select

from belote_cli.core.names import folded
from belote_cli.core.places import shared_ranks
from belote_cli.core.ratings import Match, Rated, Rater
from belote_cli.core.season import Line, Period, Season, Tally, Who, tallied
from belote_cli.core.stats import pair_name
from belote_cli.league import schema as s
from belote_cli.league.db import reading
from belote_cli.league.errors import LeagueError
from belote_cli.league.players import Players, counted

T = TypeVar("T")
KEPT = 64  # seasons, ratings and pages kept at once (periods asked differ)
LOOKED = 0.1  # seconds a look at the change counter serves the server's readers
WAIT = 0.05  # seconds a reader waits for another's append before serving the last state
APPENDED = {"publish", "club", "token", "settings", "refused"}  # writes a state appends
LIVE = s.concours.c.withdrawn_at.is_(None)  # a concours counted: not withdrawn


class Ranked(NamedTuple):
    """A player's rating, and the player's id in the league (their page)."""

    rated: Rated
    player: int


class Row(NamedTuple):
    """A team's line of a published concours, as the state keeps it."""

    team: int
    name: str
    one: int | None
    two: int | None
    rank: int
    points: int
    half_wins: int


class Played(NamedTuple):
    """A published concours as the season counts it."""

    id: int
    at: float  # played_at: the order of the season
    day: str
    club: int
    name: str
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class State:
    """The season's concours and the ratings as of change `count` (never changed once
    made: a newer state replaces it)."""

    count: int
    audit: int  # the last line of the audit trail it follows
    played: tuple[Played, ...]  # the oldest first
    rater: Rater  # keyed by the player's id, merges followed
    tally: Tally  # the whole season's, players known by their id, merges followed
    players: Players
    settings: dict[str, int | None]

    def named(self, key: str) -> str:
        """A season's line's name now (core.season.Who's key): a player by their id, a
        pair by its two players' (the shown names change as players of one name come); ""
        for a team of unnamed players: its name as first written."""
        parts = key.split("+")
        if all(part.startswith("p") and part[1:].isdigit() for part in parts):
            names = [self.players.shown[self.players.root(int(part[1:]))] for part in parts]
            return names[0] if len(names) == 1 else pair_name(names)
        return ""


class League:
    """The league's reads, on one engine. `wait`: a reader of a state behind the tables
    brings it up to date before reading, however long (the administrator's commands, the
    tests); else it serves the last state while the worker recomputes (the server)."""

    def __init__(self, engine: Engine, wait: bool = True) -> None:
        self.engine = engine
        self.wait = wait
        self._state: State | None = None
        self._updating = threading.Lock()  # one maker of states at a time
        self._poked = threading.Event()
        self._rebuilding = False  # a state being made whole: readers do not wait for it
        self._looked = (-LOOKED, 0)  # when the change counter was looked at, what it said
        self._worker: threading.Thread | None = None
        self._kept: OrderedDict[tuple[Any, ...], tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._making: dict[tuple[Any, ...], threading.Lock] = {}

    # --- the state ---

    def changes(self) -> int:
        """The change counter, looked at most once every LOOKED seconds (a room of readers
        costs the database one query): a write of this server says it at once (touched);
        another's (the administrator's commands) is seen within LOOKED."""
        moment = time.monotonic()
        with self._lock:
            if moment - self._looked[0] < LOOKED:
                return self._looked[1]
        with reading(self.engine) as connection:
            now = counted(connection)
        with self._lock:
            self._looked = (moment, now)
        return now

    def touched(self) -> None:
        """This server wrote: the next reader looks at the counter."""
        with self._lock:
            self._looked = (-LOOKED, 0)

    def state(self) -> State:
        """The newest state a reader may have now (the class's docstring)."""
        now = self.changes() if not self.wait else self._counted()
        found = self._state
        if found is not None and found.count >= now:
            return found
        if found is None or self.wait:
            with self._updating:
                return self._brought(full_ok=True)
        if self._rebuilding or not self._updating.acquire(timeout=WAIT):
            self.poke()  # a state being made whole: the last one is served meanwhile
            return found
        try:
            made = self._brought(full_ok=False)
        finally:
            self._updating.release()
        if made.count < now:
            self.poke()
        return made

    def _counted(self) -> int:
        with reading(self.engine) as connection:
            return counted(connection)

    def _brought(self, full_ok: bool) -> State:
        """The state brought up to the tables (self._updating held): appended when it can
        be, else made whole -- here when `full_ok`, else by the worker."""
        with reading(self.engine) as connection:
            found = self._state
            if found is not None and found.count >= counted(connection):
                return found
            made = None if found is None else _appended(connection, found)
            if made is None and found is not None and not full_ok:
                return found
            if made is None:
                self._rebuilding = True
                try:
                    made = _made(connection)
                finally:
                    self._rebuilding = False
        self._state = made
        return made

    def poke(self) -> None:
        """The worker asked to bring the state up to date (started the first time)."""
        with self._lock:
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(target=self._work, daemon=True)
                self._worker.start()
        self._poked.set()

    def _work(self) -> None:
        while self._poked.wait(timeout=60):
            self._poked.clear()
            with self._updating:
                self._brought(full_ok=True)

    def settled(self) -> State:
        """The state made up to the tables now, whatever it costs (tests, benchmarks)."""
        with self._updating:
            return self._brought(full_ok=True)

    def kept(self, key: tuple[Any, ...], make: Callable[[State], T]) -> T:
        """`make`'s value for `key` from the newest state, made again only for a newer
        one: readers arriving together wait for one of them to make it."""
        state = self.state()
        with self._lock:
            making = self._making.setdefault(key, threading.Lock())
        with making:
            with self._lock:
                found = self._kept.get(key)
                if found is not None and found[0] == state.count:
                    self._kept.move_to_end(key)
                    value: T = found[1]
                    return value
            made = make(state)
            with self._lock:
                self._kept[key] = (state.count, made)
                while len(self._kept) > KEPT:
                    gone, _ = self._kept.popitem(last=False)
                    self._making.pop(gone, None)
        return made

    # --- the season and the ratings ---

    def settings(self) -> dict[str, int | None]:
        return self.state().settings

    def season(self, period: Period, minimum: int, best: int | None = None) -> Season:
        """The season of `period` from the newest state (each a few milliseconds of
        counting, once per state and period)."""

        def make(state: State) -> Season:
            if period == Period():  # the whole season: kept counted, ranked here
                return state.tally.season(minimum, best, state.named)
            return tallied(_season_lines(state, period), minimum, best)

        return self.kept(("season", period, minimum, best), make)

    def ratings(self, minimum: int = 1) -> list[Ranked]:
        """Every player with at least `minimum` rated parties, best first, ranked among
        them; each with their id (their page's)."""

        def make(state: State) -> list[Ranked]:
            shown = state.players.shown
            found = state.rater.ranking(lambda key: shown[int(key)])
            kept = [(key, r) for key, r in found if r.matches >= minimum]
            ranks = shared_ranks([round(r.rating, 6) for _, r in kept])
            return [
                Ranked(r._replace(rank=rank), int(key))
                for rank, (key, r) in zip(ranks, kept, strict=True)
            ]

        return self.kept(("ratings", minimum), make)

    # --- the clubs, their concours, a player ---

    def clubs(self) -> list[ClubLine]:
        query = (
            select(
                s.clubs.c.id,
                s.clubs.c.name,
                func.count(s.concours.c.id).label("concours"),
                func.max(s.concours.c.played_on).label("last"),
            )
            .select_from(
                s.clubs.outerjoin(s.concours, (s.concours.c.club_id == s.clubs.c.id) & LIVE)
            )
            .group_by(s.clubs.c.id, s.clubs.c.name)
            .order_by(s.clubs.c.name)
        )
        with reading(self.engine) as connection:
            return [ClubLine(*row) for row in connection.execute(query)]

    def club(self, club: int) -> tuple[ClubLine, list[ConcoursLine]]:
        found = [line for line in self.clubs() if line.id == club]
        if not found:
            raise LeagueError(404, "league_no_club", number=club)
        return found[0], self._concours(s.concours.c.club_id == club)

    def concours(self, number: int) -> tuple[ConcoursLine, list[TeamLine]]:
        if not 1 <= number <= s.MOST_ID:  # no such id: never sent to the database
            raise LeagueError(404, "league_no_concours", number=number)
        found = self._concours(s.concours.c.id == number)
        if not found:
            raise LeagueError(404, "league_no_concours", number=number)
        with reading(self.engine) as connection:
            players = Players(connection)
            rows = connection.execute(
                select(s.results)
                .where(s.results.c.concours_id == number)
                .order_by(s.results.c.rank, s.results.c.team)
            )
            lines = [_team_line(row, players) for row in rows]
        return found[0], lines

    def document(self, number: int, version: int | None = None) -> tuple[int, bytes]:
        """A published concours's file as published (`version`: an earlier one, kept at
        its correction), and the version it is; 404 for none or a withdrawn one."""
        self.concours(number)  # a withdrawn concours has no page, nor its versions
        with reading(self.engine) as connection:
            now = connection.execute(
                select(s.concours.c.version, s.concours.c.document).where(
                    s.concours.c.id == number
                )
            ).one()
            if version is None or version == now.version:
                return int(now.version), bytes(now.document)
            earlier = connection.execute(
                select(s.versions.c.document).where(
                    s.versions.c.concours_id == number, s.versions.c.version == version
                )
            ).scalar()
        if earlier is None:
            raise LeagueError(404, "league_no_version", version=version)
        return version, bytes(earlier)

    def versions(self, number: int) -> list[tuple[int, float]]:
        """A concours's earlier versions: each number and when it was replaced."""
        with reading(self.engine) as connection:
            rows = connection.execute(
                select(s.versions.c.version, s.versions.c.replaced_at)
                .where(s.versions.c.concours_id == number)
                .order_by(s.versions.c.version)
            )
            return [(int(row.version), float(row.replaced_at)) for row in rows]

    def player(self, number: int) -> PlayerLine:
        """A player's page: their concours, their rating after each, their clubs."""

        def make(state: State) -> PlayerLine:
            players = state.players
            if number not in players.names:
                raise LeagueError(404, "league_no_player", number=number)
            root = players.root(number)
            return _player_line(state, root)

        return self.kept(("player", number), make)

    def _concours(self, where: Any) -> list[ConcoursLine]:
        teams = (
            select(func.count())
            .where(s.results.c.concours_id == s.concours.c.id)
            .scalar_subquery()
        )
        query = (
            select(
                s.concours.c.id,
                s.concours.c.name,
                s.concours.c.club_id,
                s.clubs.c.name,
                s.concours.c.played_on,
                s.concours.c.version,
                teams,
                s.concours.c.published_at,
            )
            .select_from(s.concours.join(s.clubs))
            .where(where & LIVE)
            .order_by(s.concours.c.played_at.desc(), s.concours.c.id)
        )
        with reading(self.engine) as connection:
            return [ConcoursLine(*row) for row in connection.execute(query)]

    def audit(self) -> list[dict[str, Any]]:
        """The whole audit trail, the oldest first, each line with its club's name."""
        query = (
            select(s.audit, s.clubs.c.name.label("club"))
            .select_from(s.audit.outerjoin(s.clubs))
            .order_by(s.audit.c.id)
        )
        with reading(self.engine) as connection:
            return [dict(row._mapping) for row in connection.execute(query)]


class ClubLine(NamedTuple):
    id: int
    name: str
    concours: int  # published
    last: str | None  # the day of the last one played


class ConcoursLine(NamedTuple):
    id: int
    name: str
    club: int
    club_name: str
    played_on: str
    version: int
    teams: int
    published_at: float


class TeamLine(NamedTuple):
    """A team's line of a concours's ranking (R14.5)."""

    rank: int
    team: int
    name: str
    players: tuple[str, ...]
    points: int
    against: int
    half_wins: int
    played: int
    withdrawn: bool
    ids: tuple[int, ...]  # its players' ids in the league (their pages), merges followed


class History(NamedTuple):
    """A concours a player played: where, how they did, their rating after it."""

    concours: int
    name: str  # the concours's
    day: str
    club: str
    team: str
    rank: int
    points: int
    rating: float | None  # after its rated tables (None: none was rated)


class PlayerLine(NamedTuple):
    id: int
    name: str
    clubs: tuple[str, ...]
    history: tuple[History, ...]  # the newest first
    rated: Rated | None


def _team_line(row: Any, players: Players) -> TeamLine:
    named = [players.root(p) for p in (row.one, row.two) if p is not None]
    return TeamLine(
        row.rank,
        row.team,
        row.name,
        tuple(players.shown[p] for p in named),
        row.points,
        row.against,
        row.half_wins,
        row.played,
        row.withdrawn is not None,
        tuple(named),
    )


# --- a state, made whole or appended ---


def _made(connection: Connection) -> State:
    """A state made whole from the connection's snapshot."""
    audit = connection.execute(select(func.coalesce(func.max(s.audit.c.id), 0))).scalar_one()
    players = Players(connection)
    played = _played(connection, None)
    rater = Rater().added(_matches(connection, players, None), key=str)
    tally = Tally().added(_lines_of(p, players) for p in played)
    settings = _settings(connection)
    return State(counted(connection), int(audit), played, rater, tally, players, settings)


def _appended(connection: Connection, state: State) -> State | None:
    """The state with what was published after it, when every write since was a publish
    of a concours played after all the state has (and nothing else changed whom a player
    is); None when it must be made whole."""
    lines = connection.execute(
        select(s.audit.c.id, s.audit.c.action, s.audit.c.subject)
        .where(s.audit.c.id > state.audit)
        .order_by(s.audit.c.id)
    ).all()
    if any(line.action not in APPENDED for line in lines):
        return None
    new = sorted({int(line.subject) for line in lines if line.action == "publish"})
    players = Players(connection)
    if any(players.root(p) != state.players.root(p) for p in state.players.names):
        return None  # a licence linked a club's name: a merge the ratings must follow
    added = _played(connection, new)
    last = state.played[-1] if state.played else None
    if added and last is not None and (added[0].at, added[0].id) < (last.at, last.id):
        return None
    try:
        rater = state.rater.copy().added(_matches(connection, players, new), key=str)
    except ValueError:  # a table before the last one rated
        return None
    audit = max([state.audit, *(int(line.id) for line in lines)])
    tally = state.tally.added(_lines_of(p, players) for p in added)
    settings = _settings(connection)
    played = state.played + added
    return State(counted(connection), audit, played, rater, tally, players, settings)


def _settings(connection: Connection) -> dict[str, int | None]:
    from belote_cli.league.publish import settings_of

    return settings_of(connection)


def _played(connection: Connection, only: list[int] | None) -> tuple[Played, ...]:
    """Every counted concours's lines (`only`: those concours), the oldest first."""
    query = (
        select(
            s.results,
            s.concours.c.club_id,
            s.concours.c.played_on,
            s.concours.c.played_at,
            s.concours.c.name.label("concours_name"),
        )
        .select_from(s.results.join(s.concours))
        .where(LIVE)
        .order_by(s.concours.c.played_at, s.concours.c.id, s.results.c.rank, s.results.c.team)
    )
    if only is not None:
        query = query.where(s.concours.c.id.in_(only or [0]))
    found: list[Played] = []
    for row in connection.execute(query):
        if not found or found[-1].id != row.concours_id:
            where = (row.concours_id, row.played_at, row.played_on, row.club_id)
            found.append(Played(*where, row.concours_name, ()))
        line = Row(row.team, row.name, row.one, row.two, row.rank, row.points, row.half_wins)
        found[-1] = found[-1]._replace(rows=(*found[-1].rows, line))
    return tuple(found)


def _matches(connection: Connection, players: Players, only: list[int] | None) -> list[Match]:
    """Every rated table of the counted concours (`only`: of those), each player known
    by their id as a merge made them."""
    query = (
        select(s.matches, s.concours.c.played_at)
        .select_from(s.matches.join(s.concours))
        .where(LIVE)
        .order_by(
            s.concours.c.played_at, s.matches.c.concours_id, s.matches.c.partie, s.matches.c.board
        )
    )
    if only is not None:
        query = query.where(s.concours.c.id.in_(only or [0]))
    found: list[Match] = []
    for row in connection.execute(query):
        one = (str(players.root(row.one_a)), str(players.root(row.one_b)))
        two = (str(players.root(row.two_a)), str(players.root(row.two_b)))
        key = (row.played_at, f"{row.concours_id:012d}/{row.partie:04d}/{row.board:05d}")
        found.append(Match(key, one, two, row.winner))
    return found


def _season_lines(state: State, period: Period) -> list[list[Line]]:
    """The counted concours of `period` as core.season counts them (_lines_of)."""
    return [
        _lines_of(played, state.players)
        for played in state.played
        if period.holds(date.fromisoformat(played.day))
    ]


def _lines_of(played: Played, players: Players) -> list[Line]:
    """A concours's lines as core.season counts them: a player known by their league id (a
    licence, or a name in a club, merges followed), a team by its two players, or by its
    name in its club when they are not named."""
    lines = []
    for row in played.rows:
        if row.one is None or row.two is None:
            team = Who(f"t{played.club}:{folded(row.name)}", row.name)
            named: tuple[Who, ...] = ()
        else:
            named = (players.who(row.one), players.who(row.two))
            keys = sorted(who.key for who in named)
            team = Who("+".join(keys), pair_name([who.name for who in named]))
        lines.append(Line(team, named, row.rank, row.points, row.half_wins))
    return lines


def _player_line(state: State, root: int) -> PlayerLine:
    """Player `root`'s concours (the newest first), their rating after each, their clubs."""
    players = state.players
    after: dict[int, float] = {}
    for key, rating in state.rater.history.get(str(root), ()):
        after[int(key[1].partition("/")[0])] = rating
    names = players.clubs
    history = []
    for played in state.played:
        for row in played.rows:
            ids = {players.root(p) for p in (row.one, row.two) if p is not None}
            if root in ids:
                club = names.get(played.club, "")
                where = (played.id, played.name, played.day, club, row.name)
                history.append(History(*where, row.rank, row.points, after.get(played.id)))
    rated = next(
        (r for key, r in state.rater.ranking(lambda k: players.shown[int(k)]) if key == str(root)),
        None,
    )
    clubs = tuple(dict.fromkeys(line.club for line in history))
    return PlayerLine(root, players.shown[root], clubs, tuple(reversed(history)), rated)
