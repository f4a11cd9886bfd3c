"""What the league's pages and API show, read from its tables: the season's ranking of
teams and players (core.season, over every club's published concours), the players'
ratings (core.ratings, over every club's tables), the clubs and their concours, a concours's
ranking. A season and the ratings are computed again only after a write: each is kept with
the change counter it was computed at (players.counted)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import date
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Connection, Engine, func, select

from belote_cli.core.names import folded
from belote_cli.core.ratings import Match, Rated, ratings
from belote_cli.core.season import Line, Period, Season, Who, tallied
from belote_cli.core.stats import pair_name
from belote_cli.league import schema as s
from belote_cli.league.db import reading
from belote_cli.league.errors import LeagueError
from belote_cli.league.players import Players, counted

T = TypeVar("T")
KEPT = 64  # seasons and ratings kept at once (periods asked differ)


class Ranked(NamedTuple):
    """A player's rating, and the player's id in the league (for a merge)."""

    rated: Rated
    player: int


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


class League:
    """The league's reads, on one engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._kept: OrderedDict[tuple[Any, ...], tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._making: dict[tuple[Any, ...], threading.Lock] = {}

    def kept(self, key: tuple[Any, ...], make: Callable[[Connection], T]) -> T:
        """`make`'s value for `key`, made again only after a write: readers arriving
        together after one wait for one of them to make it (a season of a thousand concours
        is made once, not once per reader)."""
        with self._lock:
            making = self._making.setdefault(key, threading.Lock())
        with making, reading(self.engine) as connection:
            now = counted(connection)
            with self._lock:
                found = self._kept.get(key)
                if found is not None and found[0] == now:
                    self._kept.move_to_end(key)
                    value: T = found[1]
                    return value
            try:
                made = make(connection)
            except BaseException:
                with self._lock:
                    if key not in self._kept:
                        self._making.pop(key, None)
                raise
            with self._lock:
                self._kept[key] = (now, made)
                while len(self._kept) > KEPT:
                    gone, _ = self._kept.popitem(last=False)
                    self._making.pop(gone, None)
        return made

    # --- the season and the ratings ---

    def season(self, period: Period, minimum: int) -> Season:
        """The season of `period`: every concours's lines read once per write, whatever
        the periods asked (each a few milliseconds of counting then)."""

        def make(connection: Connection) -> Season:
            played = self.kept(("lines",), _lines)
            return tallied(
                (lines for day, lines in played if period.holds(date.fromisoformat(day))), minimum
            )

        return self.kept(("season", period, minimum), make)

    def ratings(self) -> list[Ranked]:
        return self.kept(("ratings",), _ratings)

    # --- the clubs and their concours ---

    def clubs(self) -> list[ClubLine]:
        query = (
            select(
                s.clubs.c.id,
                s.clubs.c.name,
                func.count(s.concours.c.id).label("concours"),
                func.max(s.concours.c.played_on).label("last"),
            )
            .select_from(s.clubs.outerjoin(s.concours))
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
            lines = [
                TeamLine(
                    row.rank,
                    row.team,
                    row.name,
                    tuple(players.who(p).name for p in (row.one, row.two) if p is not None),
                    row.points,
                    row.against,
                    row.half_wins,
                    row.played,
                    row.withdrawn is not None,
                )
                for row in rows
            ]
        return found[0], lines

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
            .where(where)
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


def _lines(connection: Connection) -> list[tuple[str, list[Line]]]:
    """Every published concours's day and lines, in the order they were played, as
    core.season counts them: a player known by their league id (a licence, or a name in a
    club, merges followed), a team by its two players, or by its name in its club when they
    are not named."""
    players = Players(connection)
    query = (
        select(s.results, s.concours.c.club_id, s.concours.c.played_on)
        .select_from(s.results.join(s.concours))
        .order_by(s.concours.c.played_at, s.concours.c.id, s.results.c.rank, s.results.c.team)
    )
    found: list[tuple[str, list[Line]]] = []
    current: int | None = None
    for row in connection.execute(query):
        if row.concours_id != current:
            found.append((row.played_on, []))
            current = row.concours_id
        if row.one is None or row.two is None:
            team = Who(f"t{row.club_id}:{folded(row.name)}", row.name)
            named: tuple[Who, ...] = ()
        else:
            named = (players.who(row.one), players.who(row.two))
            keys = sorted(who.key for who in named)
            team = Who("+".join(keys), pair_name([who.name for who in named]))
        found[-1][1].append(Line(team, named, row.rank, row.points, row.half_wins))
    return found


def _ratings(connection: Connection) -> list[Ranked]:
    """Every rated table of every club, in the order they were played. Each player is
    given to core.ratings as "name<TAB>id": two players of one name stay two, and equal
    ratings are listed by name, as `belote ratings` lists them."""
    players = Players(connection)
    query = (
        select(s.matches, s.concours.c.played_at)
        .select_from(s.matches.join(s.concours))
        .order_by(
            s.concours.c.played_at,
            s.matches.c.concours_id,
            s.matches.c.partie,
            s.matches.c.board,
        )
    )

    def named(player: int) -> str:
        found = players.root(player)
        return f"{players.shown[found]}\t{found}"

    found: list[Match] = []
    for row in connection.execute(query):
        one = (named(row.one_a), named(row.one_b))
        two = (named(row.two_a), named(row.two_b))
        key = (row.played_at, f"{row.concours_id:012d}/{row.partie:04d}/{row.board:05d}")
        found.append(Match(key, one, two, row.winner))
    ranked = []
    for rated in ratings(found):
        name, _, number = rated.player.rpartition("\t")
        ranked.append(Ranked(rated._replace(player=name), int(number)))
    return ranked
