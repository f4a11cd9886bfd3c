"""The league's players as a read or a write sees them at once: every player's name, and
whom each is now -- a merge (league.publish.merge) points a player at another, and every
line of the first counts for the second."""

from __future__ import annotations

from sqlalchemy import Connection, func, select

from belote_cli.core.season import Who
from belote_cli.league import schema as s


class Players:
    """Every player's name, and whom each is now (merges followed)."""

    def __init__(self, connection: Connection) -> None:
        rows = connection.execute(
            select(s.players.c.id, s.players.c.name, s.players.c.merged_into)
        )
        self.names: dict[int, str] = {}
        self.into: dict[int, int] = {}
        for row in rows:
            self.names[row.id] = row.name
            if row.merged_into is not None:
                self.into[row.id] = row.merged_into

    def root(self, player: int) -> int:
        seen = {player}
        while player in self.into and self.into[player] not in seen:
            player = self.into[player]
            seen.add(player)
        return player

    def who(self, player: int) -> Who:
        found = self.root(player)
        return Who(f"p{found}", self.names[found])


def counted(connection: Connection) -> int:
    """How many writes the league has had: a reader's cache is good while it is the same."""
    found = connection.execute(select(func.coalesce(func.max(s.changes.c.count), 0)))
    return int(found.scalar_one())
