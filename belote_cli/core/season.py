"""A season: the concours of a period added up per team and per player, and ranked as club
challenges rank them -- only those who played at least a minimum of the concours. Pure:
finished concours in, ranked lines out.

A team is its two players when they are named ("Ana & Bruno", whatever it was called
that evening: core.stats.pair_name), else its name; names compared as everywhere (case,
accents and spaces optional), shown as first written.

Decisions (the rules say nothing of a season): what a team or a player scored in a
concours is its line of that concours's ranking (R14.5: points, wins, its rank). The
season ranks by points added up, then wins, then the best rank reached; equal on all
three is the same rank. A withdrawn team (R14.11) played that concours: it counts, with
the rank it was given. A concours not finished counts in no season: its figures may still
change.

Decision (issue 46, a league's "best N results", as federations count a challenge): with
`best` N, a team's or a player's points and wins are those of its N best concours, best as
the season ranks them (points, then wins, then rank); its attendance (the concours played,
the minimum to be ranked) and its best rank count every concours it played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import NamedTuple

from belote_cli.core.concours import Concours
from belote_cli.core.errors import RuleError
from belote_cli.core.names import folded
from belote_cli.core.places import shared_ranks
from belote_cli.core.stats import pair_name


class Period(NamedTuple):
    """The days a season spans, both ends included; None: open on that side."""

    first: date | None = None
    last: date | None = None

    def holds(self, day: date) -> bool:
        return (self.first is None or day >= self.first) and (
            self.last is None or day <= self.last
        )


def period_of(since: str | None, until: str | None) -> Period:
    """A season's days as given, each YYYY-MM-DD (`belote season --since`, a league's
    `?since=`), the last not before the first; RuleError for anything else."""

    def day(text: str) -> date:
        try:
            return datetime.strptime(text.strip(), "%Y-%m-%d").date()
        except ValueError:
            raise RuleError("bad_date", value=text) from None

    found = Period(None if since is None else day(since), None if until is None else day(until))
    if found.first is not None and found.last is not None and found.last < found.first:
        raise RuleError("bad_period", since=found.first, until=found.last)
    return found


@dataclass(slots=True)
class Attendance:
    """What a team or a player did over the season's concours."""

    name: str  # as first written
    ranks: list[int] = field(default_factory=list)  # its rank in each concours played
    points: int = 0
    half_wins: int = 0  # parties won, in halves (R14.4: a drawn partie is half a win)
    # Who.key (a league links a player's line to their page) and each concours's points,
    # wins and rank (for `best`): how the figures were reached, not what they are
    key: str = field(default="", compare=False)
    results: list[tuple[int, int, int]] = field(default_factory=list, compare=False)

    @property
    def played(self) -> int:
        return len(self.ranks)

    @property
    def best(self) -> int:
        return min(self.ranks)


@dataclass(frozen=True, slots=True)
class Ranked:
    """A line of the season's ranking; rank None: fewer concours than the minimum."""

    rank: int | None
    who: Attendance


@dataclass(frozen=True, slots=True)
class Season:
    teams: list[Ranked]
    players: list[Ranked]
    concours: int  # the finished concours counted
    going: int  # and those of the period not finished, not counted
    minimum: int


class Who(NamedTuple):
    """A team or a player as a season knows it: a key (two are the same when their keys
    are) and the name shown."""

    key: str
    name: str


class Line(NamedTuple):
    """A team's line of one finished concours's ranking (R14.5), as a season counts it."""

    team: Who
    players: tuple[Who, ...]  # none when the team's players are not named
    rank: int
    points: int
    half_wins: int


def lines(c: Concours) -> list[Line]:
    """A finished concours's ranking as a season counts it, each team and player known by
    their name (core.names.folded)."""
    found: list[Line] = []
    for s in c.ranking():
        team = c.team(s.team)
        name = team.name if team.players is None else pair_name(team.players)
        players = tuple(Who(folded(p), p) for p in team.players or ())
        found.append(Line(Who(folded(name), name), players, s.rank, s.points, s.half_wins))
    return found


def season(concours: Iterable[Concours], minimum: int = 1) -> Season:
    """The finished concours added up and ranked; those below `minimum` concours listed
    after the ranked ones, unranked, in the same order."""
    return tallied((lines(c) if c.finished else None for c in concours), minimum)


def tallied(
    concours: Iterable[list[Line] | None], minimum: int = 1, best: int | None = None
) -> Season:
    """The season of concours given as their lines (None: a concours not finished) -- from
    files (season) or from a league's database, which knows players by licence; `best`:
    only each one's N best concours add up (the module's Decision)."""
    return Tally().added(concours).season(minimum, best)


class Tally:
    """A season being counted, concours after concours. `added` makes another tally and
    leaves this one as it was, at the cost of the concours added (what they change is
    copied, the rest shared): a league keeps one per state and adds the season's newest
    concours to it. `season` ranks it, each name as `named(key)` says it now."""

    def __init__(self) -> None:
        self.teams: dict[str, Attendance] = {}
        self.players: dict[str, Attendance] = {}
        self.counted = 0
        self.going = 0

    def added(self, concours: Iterable[list[Line] | None]) -> Tally:
        new = Tally()
        new.teams, new.players = dict(self.teams), dict(self.players)
        new.counted, new.going = self.counted, self.going
        for found in concours:
            if found is None:
                new.going += 1
                continue
            new.counted += 1
            for line in found:
                ones = [new._own(new.teams, self.teams, line.team)]
                ones += [new._own(new.players, self.players, p) for p in line.players]
                for one in ones:
                    one.ranks.append(line.rank)
                    one.points += line.points
                    one.half_wins += line.half_wins
                    one.results.append((line.points, line.half_wins, line.rank))
        return new

    @staticmethod
    def _own(found: dict[str, Attendance], shared: dict[str, Attendance], who: Who) -> Attendance:
        """`who`'s attendance in `found`, its own: a copy of the one shared with the tally
        it came from, never that one."""
        one = found.get(who.key)
        if one is None:
            one = found[who.key] = Attendance(who.name, key=who.key)
        elif shared.get(who.key) is one:
            one = found[who.key] = Attendance(
                one.name, list(one.ranks), one.points, one.half_wins, one.key, list(one.results)
            )
        return one

    def season(
        self, minimum: int = 1, best: int | None = None, named: Callable[[str], str] | None = None
    ) -> Season:
        teams = {key: _counted(a, best, named) for key, a in self.teams.items()}
        players = {key: _counted(a, best, named) for key, a in self.players.items()}
        ranked = (_ranked(teams, minimum), _ranked(players, minimum))
        return Season(*ranked, self.counted, self.going, minimum)


def _counted(a: Attendance, best: int | None, named: Callable[[str], str] | None) -> Attendance:
    """An attendance as a season shows it: its name now, its N best concours (`best`)."""
    points, half_wins = a.points, a.half_wins
    if best is not None:
        kept = sorted(a.results, key=lambda r: (-r[0], -r[1], r[2]))[:best]
        points, half_wins = sum(r[0] for r in kept), sum(r[1] for r in kept)
    name = (named(a.key) if named is not None else "") or a.name  # "": as first written
    return Attendance(name, a.ranks, points, half_wins, a.key, a.results)


def _ranked(found: dict[str, Attendance], minimum: int) -> list[Ranked]:
    def key(a: Attendance) -> tuple[int, int, int]:
        return -a.points, -a.half_wins, a.best

    order = sorted(found.values(), key=lambda a: (key(a), folded(a.name)))
    ranked = [who for who in order if who.played >= minimum]
    ranks = shared_ranks([key(who) for who in ranked])
    return [Ranked(rank, who) for rank, who in zip(ranks, ranked, strict=True)] + [
        Ranked(None, who) for who in order if who.played < minimum
    ]
