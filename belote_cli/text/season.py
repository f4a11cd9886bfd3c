"""The season (core.season) as a player reads it, as JSON and as CSV: a line per team and
per player, ranked, those below the minimum attendance after them, unranked."""

from __future__ import annotations

from typing import Any

from belote_cli.core.season import Ranked, Season
from belote_cli.text.catalog import decimal, t
from belote_cli.text.concours import aligned, text_width, wins

SIDES = ("teams", "players")


def _sides(found: Season) -> tuple[list[Ranked], list[Ranked]]:
    return found.teams, found.players


FIELDS = ("rank", "name", "concours", "points", "wins", "best_rank", "ranks")


def _figures(line: Ranked) -> dict[str, Any]:
    """A line's figures under FIELDS; rank None below the minimum attendance."""
    who = line.who
    values = (line.rank, who.name, who.played, who.points, wins(who.half_wins), who.best)
    return dict(zip(FIELDS, (*values, list(who.ranks)), strict=True))


def season_json(found: Season) -> dict[str, Any]:
    doc: dict[str, Any] = {"concours": found.concours, "in_progress": found.going}
    doc["minimum"] = found.minimum
    for side, lines in zip(SIDES, _sides(found), strict=True):
        doc[side] = [_figures(line) for line in lines]
    return doc


def season_csv(found: Season) -> str:
    """A row per team and player, named as the JSON's keys; the ranks in one cell."""
    from belote_cli.text.spreadsheet import csv_text

    rows: list[list[object]] = [["side", *FIELDS]]
    for side, lines in zip(SIDES, _sides(found), strict=True):
        for line in lines:
            doc = _figures(line)
            doc["rank"] = "" if line.rank is None else line.rank
            doc["ranks"] = " ".join(map(str, line.who.ranks))
            rows.append([side, *doc.values()])
    return csv_text(rows, regional=True)


def season_lines(found: Season, width: int) -> list[str]:
    """What `belote season` prints: what was counted, then the teams' and the players'
    rankings, each fitting `width` (_table)."""
    from belote_cli.text.wrap import fill

    going = t("season_going", count=found.going) if found.going else ""
    if not found.concours:
        return [fill(t("no_season") + going, width)]
    out = [fill(t("season_head", count=found.concours, minimum=found.minimum) + going, width)]
    sides = zip(SIDES, _sides(found), strict=True)
    tables = [(side, _cells(lines)) for side, lines in sides if lines]
    # the teams' and the players' tables have the same columns: those both fit
    kept = min((_fitting(cells, width) for _, cells in tables), default=7)
    for side, cells in tables:
        out += ["", t(f"stats_{side}"), *_table(cells, width, kept)]
    if any(line.rank is None for lines in _sides(found) for line in lines):
        out += ["", fill(t("season_unranked", minimum=found.minimum), width)]
    return out


def _cells(lines: list[Ranked]) -> list[list[str]]:
    """The heading and a row per line, every column."""
    columns = ["col_rank", "col_name", "col_concours", "col_points", "col_wins", "col_best"]
    rows = [
        [
            "–" if line.rank is None else str(line.rank),
            line.who.name,
            str(line.who.played),
            str(line.who.points),
            decimal(wins(line.who.half_wins)),
            str(line.who.best),
            " ".join(map(str, line.who.ranks)),
        ]
        for line in lines
    ]
    return [[t(column) for column in (*columns, "col_ranks")], *rows]


_RIGHT = {0, 2, 3, 4, 5}  # the figures' columns


def _fitting(cells: list[list[str]], width: int) -> int:
    """How many columns fit `width`: the least useful give way first, the ranks, then the
    best rank; only then is the name cut (aligned)."""
    for kept in (7, 6):
        rows = [row[:kept] for row in cells]
        natural = aligned(rows[0], rows[1:], _RIGHT, 10**6, 1)
        if max(text_width(text) for text, _ in natural) <= width:
            return kept
    return 5


def _table(cells: list[list[str]], width: int, kept: int) -> list[str]:
    shown = [row[:kept] for row in cells]
    return [text for text, _ in aligned(shown[0], shown[1:], _RIGHT, width, 1)]
