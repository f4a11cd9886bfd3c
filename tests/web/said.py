"""What a concours page says, read back from its HTML: the points it names, each beside its
team (web.pages.Note, the `scores` macro)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from belote_cli.storage import concours as store
from belote_cli.text.concours import team_label

_SCORE = re.compile(
    r'<tr><th scope="row" class="name"><span class="name">(.*?)</span> '
    r'<span class="num">\((\d+)\)</span></th><td class="n">(\d+)</td></tr>'
)


def scores(page: str) -> list[tuple[str, int]]:
    """Each team's points the page names, in its order: the team as its label, `Name (3)`."""
    return [(f"{unescape(name)} ({n})", int(points)) for name, n, points in _SCORE.findall(page)]


def by_team(path: Path, partie: int, table: int, points: tuple[int, int]) -> list[tuple[str, int]]:
    """A table's two teams, as labels, each beside its points: what a page should name."""
    c = store.load(path).concours
    teams = c.table(partie, table)[1].teams
    return [(team_label(c, team), got) for team, got in zip(teams, points, strict=True)]
