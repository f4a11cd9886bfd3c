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
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from belote_cli.core.concours import Concours
from belote_cli.core.names import folded
from belote_cli.core.places import shared_ranks
from belote_cli.core.stats import pair_name


@dataclass(slots=True)
class Attendance:
    """What a team or a player did over the season's concours."""

    name: str  # as first written
    ranks: list[int] = field(default_factory=list)  # its rank in each concours played
    points: int = 0
    half_wins: int = 0  # parties won, in halves (R14.4: a drawn partie is half a win)

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


def season(concours: Iterable[Concours], minimum: int = 1) -> Season:
    """The finished concours added up and ranked; those below `minimum` concours listed
    after the ranked ones, unranked, in the same order."""
    teams: dict[str, Attendance] = {}
    players: dict[str, Attendance] = {}
    counted = going = 0
    for c in concours:
        if not c.finished:
            going += 1
            continue
        counted += 1
        for s in c.ranking():
            team = c.team(s.team)
            name = team.name if team.players is None else pair_name(team.players)
            who = [_of(teams, name)] + [_of(players, p) for p in team.players or ()]
            for one in who:
                one.ranks.append(s.rank)
                one.points += s.points
                one.half_wins += s.half_wins
    return Season(_ranked(teams, minimum), _ranked(players, minimum), counted, going, minimum)


def _of(found: dict[str, Attendance], name: str) -> Attendance:
    key = folded(name)
    if key not in found:
        found[key] = Attendance(name)
    return found[key]


def _ranked(found: dict[str, Attendance], minimum: int) -> list[Ranked]:
    def key(a: Attendance) -> tuple[int, int, int]:
        return -a.points, -a.half_wins, a.best

    order = sorted(found.values(), key=lambda a: (key(a), folded(a.name)))
    ranked = [who for who in order if who.played >= minimum]
    ranks = shared_ranks([key(who) for who in ranked])
    return [Ranked(rank, who) for rank, who in zip(ranks, ranked, strict=True)] + [
        Ranked(None, who) for who in order if who.played < minimum
    ]
