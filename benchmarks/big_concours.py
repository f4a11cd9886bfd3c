"""A big concours for benchmarks/bench.py: `teams` teams (each with two players) over
`parties` parties, every partie but the last drawn and played (classique, results that pass
the checksum), the last one not drawn yet -- so that `draw`, `result` and `ranking` can be
timed on it -- written into the data directory of `home`."""

from __future__ import annotations

import random
from pathlib import Path

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.facts import Mode


def big_concours(teams: int, parties: int, played: int | None = None) -> Concours:
    """The concours, `played` parties drawn and played (all but the last by default)."""
    rnd = random.Random(teams * 1000 + parties)
    c = Concours("Grand concours", make_format(Mode.CLASSIQUE, parties, seed=5))
    for n in range(1, teams + 1):
        c = c.with_team(entrant(f"Équipe {n}", [f"Joueur {2 * n}", f"Joueuse {2 * n + 1}"]))
    for k in range(1, (parties - 1 if played is None else played) + 1):
        c = c.with_draw()
        for n in range(1, len(c.parties[-1].tables) + 1):
            first = rnd.randint(700, 1300)
            c = c.with_result(k, n, (first, 1944 + 10 * rnd.randint(0, 5) - first))
    return c


def write(c: Concours, home: Path) -> Path:
    """The concours's file in the data directory `home` (as BELOTE_HOME names it)."""
    import os

    os.environ["BELOTE_HOME"] = str(home)
    from belote_cli.storage import concours as store

    return store.create(c).path
