"""The league's players as a read or a write sees them at once: every player's name, and
whom each is now -- a merge (league.publish.merge) points a player at another, and every
line of the first counts for the second."""

from __future__ import annotations

from sqlalchemy import Connection, func, select

from belote_cli.core.names import folded
from belote_cli.core.season import Who
from belote_cli.league import schema as s


class Players:
    """Every player's name, and whom each is now (merges followed). Two players of one
    name -- two clubs' Brunos -- are shown with their club (where each was first seen), and
    their number in the league when that is not enough: no page shows two lines alike."""

    def __init__(self, connection: Connection) -> None:
        rows = connection.execute(
            select(
                s.players.c.id, s.players.c.name, s.players.c.merged_into, s.clubs.c.name
            ).select_from(s.players.join(s.clubs))
        )
        found = connection.execute(select(s.clubs.c.id, s.clubs.c.name))
        self.clubs: dict[int, str] = {int(row.id): str(row.name) for row in found}
        self.names: dict[int, str] = {}
        self.into: dict[int, int] = {}
        clubs: dict[int, str] = {}
        for number, name, into, club in rows:
            self.names[number], clubs[number] = name, club
            if into is not None:
                self.into[number] = into
        self.shown = dict(self.names)
        alike: dict[str, list[int]] = {}
        for number in {self.root(number) for number in self.names}:
            alike.setdefault(folded(self.names[number]), []).append(number)
        for numbers in (found for found in alike.values() if len(found) > 1):
            places = [folded(clubs[number]) for number in numbers]
            for number, place in zip(numbers, places, strict=True):
                club = clubs[number] if places.count(place) == 1 else f"{clubs[number]}, {number}"
                self.shown[number] = f"{self.names[number]} ({club})"

    def root(self, player: int) -> int:
        seen = {player}
        while player in self.into and self.into[player] not in seen:
            player = self.into[player]
            seen.add(player)
        return player

    def who(self, player: int) -> Who:
        found = self.root(player)
        return Who(f"p{found}", self.shown[found])


def counted(connection: Connection) -> int:
    """How many writes the league has had: a reader's cache is good while it is the same."""
    found = connection.execute(select(func.coalesce(func.max(s.changes.c.count), 0)))
    return int(found.scalar_one())
