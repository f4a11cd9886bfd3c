"""The season (core.season) as a player reads it, as JSON and as CSV: a line per team and
per player, ranked, those below the minimum attendance after them, unranked."""

from __future__ import annotations

import math
from typing import Any

from belote_cli.core.season import Attendance, Ranked, Season
from belote_cli.text.catalog import decimal, t
from belote_cli.text.columns import aligned, text_width
from belote_cli.text.concours import wins

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


def season_from_json(doc: dict[str, Any]) -> Season:
    """The season a league's API gave (season_json's document): ValueError for another --
    a number that is not a whole one where one is counted (nor one past what a league
    counts: 2**53), a name that would not show on one line. It is another computer's
    text, printed as it is."""
    if not isinstance(doc, dict):
        raise ValueError("not a season")
    try:
        sides = [doc[side] for side in SIDES]
        concours, going, minimum = (doc[key] for key in ("concours", "in_progress", "minimum"))
    except KeyError:
        raise ValueError("not a season") from None
    if not all(isinstance(lines, list) for lines in sides):
        raise ValueError("not a season")
    teams, players = ([_ranked_from(line) for line in lines] for lines in sides)
    return Season(teams, players, _whole(concours), _whole(going), _whole(minimum))


_LARGEST = 2**53  # past it, a JSON number is not exact in every reader (nor a count)
FIELDS_READ = ("rank", "name", "points", "ranks", "wins")  # those season_from_json keeps


def _whole(value: object, least: int = 0) -> int:
    """An int (not a bool, not 1.0) from `least` to _LARGEST: ValueError for another."""
    if type(value) is not int or not least <= value <= _LARGEST:
        raise ValueError("not a count")
    return value


def _ranked_from(line: object) -> Ranked:
    from belote_cli.core.names import MAX_CHARS, shows_on_one_line

    if not isinstance(line, dict):
        raise ValueError("not a line")
    try:
        rank, name, points, ranks, won = (line[key] for key in FIELDS_READ)
    except KeyError:
        raise ValueError("not a line") from None
    if rank is not None:
        _whole(rank, 1)
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_CHARS:
        raise ValueError("not a name")
    if not shows_on_one_line(name, True):
        raise ValueError("not a name")
    if type(points) is not int or abs(points) > _LARGEST:
        raise ValueError("not points")
    if not isinstance(ranks, list) or not ranks:
        raise ValueError("not ranks")
    for each in ranks:
        _whole(each, 1)
    if type(won) not in (int, float) or not math.isfinite(won) or not 0 <= won <= _LARGEST:
        raise ValueError("not wins")
    half = 2 * won  # R14.4: a drawn partie is half a win
    if half != int(half):
        raise ValueError("not wins")
    return Ranked(rank, Attendance(name, ranks, points, int(half)))


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


def season_head(found: Season) -> str:
    """What was counted, in a sentence."""
    going = t("season_going", count=found.going) if found.going else ""
    if not found.concours:
        return t("no_season") + going
    return t("season_head", count=found.concours, minimum=found.minimum) + going


def season_lines(found: Season, width: int) -> list[str]:
    """What `belote season` prints: what was counted, then the teams' and the players'
    rankings, each fitting `width` (_table)."""
    from belote_cli.text.wrap import fill

    out = [fill(season_head(found), width)]
    if not found.concours:
        return out
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
    return [[t(column) for column in (*columns, "col_ranks")], *season_rows(lines)]


def season_rows(lines: list[Ranked]) -> list[list[str]]:
    """A row per line: rank (– below the minimum), name, concours, points, wins, best
    rank, every rank (a league's page shows the same)."""
    return [
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
