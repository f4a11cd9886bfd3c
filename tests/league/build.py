"""Finished concours made here, as a club's evening would leave them: teams with named
players (some with licence numbers), every partie drawn by the core and every table's
points chosen by a seeded random, partie 1's draw logged on the evening's day."""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.facts import Mode

Team = tuple[str, tuple[str, str] | None, tuple[str, str] | None]  # name, players, licences


def evening(
    name: str,
    teams: Sequence[Team],
    day: str = "2026-11-06",
    parties: int = 3,
    seed: int = 1,
    finish: bool = True,
) -> Concours:
    chance = random.Random(f"{name}/{seed}")
    c = Concours(name, make_format(Mode.CLASSIQUE, parties, seed=seed))
    for team, players, licences in teams:
        given = None if players is None else list(players)
        c = c.with_team(
            entrant(team, given, licences=None if licences is None else list(licences))
        )
    for k in range(1, parties + 1):
        before = c
        c = c.with_draw()
        if k == 1:
            c = c.logged(f"{day}T20:30:00+01:00", "cli", before)
        if not finish and k == parties:
            break
        for n in range(1, len(c.parties[-1].tables) + 1):
            c = c.with_result(None, n, (chance.randrange(400, 1600), chance.randrange(400, 1600)))
    return c


def club_teams(club: str, count: int, licensed: int = 0) -> list[Team]:
    """`count` teams of a club, players named after the club; the first `licensed` players
    with licence numbers."""
    found: list[Team] = []
    for n in range(1, count + 1):
        one, two = f"{club} P{2 * n - 1}", f"{club} P{2 * n}"
        numbers = None
        if 2 * n - 1 <= licensed:
            mark = f"{zlib.crc32(club.encode()):08X}"  # a licence is letters and digits
            numbers = (f"{mark}-{2 * n - 1}", f"{mark}-{2 * n}")
        found.append((f"{club} T{n}", (one, two), numbers))
    return found
