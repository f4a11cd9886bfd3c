"""The concours as the organiser reads it (R14): its format in words, the teams, a draw, a
partie's results, the ranking -- as lines of aligned text (each with its style), as JSON
and as CSV. A name is shown as typed, never read as markup."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from belote_cli.core.concours import Concours, Standing, Table, missing_tables
from belote_cli.text.catalog import t
from belote_cli.text.explain import rules_words


def format_words(c: Concours) -> str:
    """classique, 4 parties of 12 donnes, ranked by points."""
    f = c.format
    each = t("goal_donnes", donnes=f.donnes) if f.donnes else t("goal_target", target=f.target)
    words = t(
        "concours_format",
        mode=f.mode.value,
        parties=f.parties,
        each=each,
        ranking=t(f"ranking_{f.ranking.value}"),
    )
    return words + rules_words(f.rules)


def team_label(c: Concours, number: int) -> str:
    """A team as the organiser calls it: its name and its number."""
    return f"{c.team(number).name} ({number})"


def team_words(c: Concours, number: int) -> str:
    """A team as the ranking lists it: its name, marked when it has withdrawn (R14.11)."""
    team = c.team(number)
    return team.name if team.withdrawn is None else f"{team.name} {t('withdrawn_mark')}"


def outcome_words(c: Concours, row: Table) -> str:
    """A table's result in a sentence: its points, or who forfeited (R14.13)."""
    if row.result is not None:
        return f"{row.result[0]} – {row.result[1]}"
    if len(row.forfeit) == 2:
        return t("forfeit_both")
    if row.forfeit:
        return t("forfeit_by", team=team_label(c, row.forfeit[0]))
    return t("result_missing")


def outcome_cell(row: Table) -> str:
    """A table's result in a column: the points, or the forfeiting teams' numbers."""
    if row.result is not None:
        return f"{row.result[0]} – {row.result[1]}"
    if row.forfeit:
        return t("forfeit_cell", teams=", ".join(map(str, row.forfeit)))
    return t("result_missing")


def wins_text(half_wins: int) -> str:
    """Wins in steps of a half: 2, 1½."""
    whole, half = divmod(half_wins, 2)
    return f"{whole}½" if half and whole else "½" if half else str(whole)


def progress(c: Concours) -> str:
    """Where the concours stands: registering, partie k of P (n tables missing), finished."""
    if not c.parties:
        return t("concours_registering", teams=len(c.teams))
    if c.finished:
        return t("concours_finished", parties=c.format.parties)
    k, partie = c.partie()
    missing = len(missing_tables(partie))
    if not missing:
        return t("concours_partie_done", partie=k, parties=c.format.parties)
    return t("concours_partie", partie=k, parties=c.format.parties, missing=missing)


# --- JSON ---


def teams_json(c: Concours) -> dict[str, Any]:
    return {
        "teams": [
            {
                "team": team.number,
                "name": team.name,
                "players": None if team.players is None else list(team.players),
                "withdrawn": team.withdrawn is not None,
                "from_partie": arrival(c, team.number),
            }
            for team in c.teams
        ]
    }


def listing_json(path: Path, c: Concours | None) -> dict[str, Any]:
    """A concours of `concours list --json`; None: its file cannot be read."""
    if c is None:
        return {"name": None, "file": str(path), "status": "broken"}
    fields = listing_json_fields(c)  # name, status, drawn, parties
    return {
        "name": c.name,
        "file": str(path),
        "status": fields["status"],
        "teams": len(c.teams),
    } | {key: fields[key] for key in ("drawn", "parties")}


def draw_json(c: Concours, k: int) -> dict[str, Any]:
    partie = c.parties[k - 1]
    tables = [{"table": n, "teams": list(table.teams)} for n, table in enumerate(partie.tables, 1)]
    return {"partie": k, "tables": tables, "exempt": partie.exempt}


def arrival(c: Concours, number: int) -> int:
    """The first partie a team is drawn in (a late team's is after 1, R14.12); for a team
    not drawn yet, the next draw's."""
    for k, partie in enumerate(c.parties, start=1):
        if number in partie.seated():
            return k
    return len(c.parties) + 1


def concours_json(c: Concours) -> dict[str, Any]:
    """`concours show --json`: the whole concours -- its format and rules, the teams, every
    partie drawn with its tables and results, and the ranking."""
    f = c.format
    parties = []
    for k, partie in enumerate(c.parties, start=1):
        tables = [
            {
                "table": n,
                "teams": list(table.teams),
                "result": None if table.result is None else list(table.result),
                "forfeit": list(table.forfeit),
            }
            for n, table in enumerate(partie.tables, start=1)
        ]
        parties.append({"partie": k, "tables": tables, "exempt": partie.exempt})
    return {
        **listing_json_fields(c),
        "mode": f.mode.value,
        "donnes": f.donnes,
        "target": f.target,
        "ranking_by": f.ranking.value,
        "rules": sorted(rule.value for rule in f.rules),
        "forfeit_points": f.forfeit_points,
        **teams_json(c),
        "draws": parties,
        **ranking_json(c),
    }


def listing_json_fields(c: Concours) -> dict[str, Any]:
    status = "finished" if c.finished else "drawing" if c.parties else "registering"
    return {"name": c.name, "status": status, "drawn": len(c.parties), "parties": c.format.parties}


def ranking_json(c: Concours) -> dict[str, Any]:
    return {"ranking": [_standing_json(c, s) for s in c.ranking()]}


def _standing_json(c: Concours, s: Standing) -> dict[str, Any]:
    return {
        "rank": s.rank,
        "team": s.team,
        "name": c.team(s.team).name,
        "points": s.points,
        "wins": s.wins,
        "difference": s.difference,
        "parties": s.parties,
        "withdrawn": s.withdrawn,
    }


# --- CSV ---


def to_csv(c: Concours) -> str:
    """The ranking, a blank line, then every result: two tables a spreadsheet opens."""
    from belote_cli.text.spreadsheet import csv_text

    rows: list[list[object]] = [
        ["rank", "team", "name", "points", "wins", "difference", "parties"]
    ]
    for s in c.ranking():
        rows.append(
            [s.rank, s.team, c.team(s.team).name, s.points, s.wins, s.difference, s.parties]
        )
    rows.append([])
    rows.append(["partie", "table", "team1", "name1", "points1", "team2", "name2", "points2"])
    for k, partie in enumerate(c.parties, start=1):
        for n, table in enumerate(partie.tables, start=1):
            one, two = table.teams
            points = table.result or ("", "")
            rows.append([k, n, one, c.team(one).name, points[0], two, c.team(two).name, points[1]])
        if partie.exempt is not None:
            rows.append([k, "exempt", partie.exempt, c.team(partie.exempt).name, "", "", "", ""])
    return csv_text(rows)


# --- the tables as lines of text ---
# Built by hand, not as Rich tables: a 200-team ranking is then drawn in a millisecond (Rich
# measures every cell: 150 ms), and a name too long for the terminal is cut, not wrapped.

Line = tuple[str, str]  # its text, and its style: "" plain, "bold" or "dim" (Rich's names)


def _width(text: str) -> int:
    """Columns a text takes: wide characters two, combining marks none."""
    if text.isascii():
        return len(text)

    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
        for c in text
    )


def _cut(text: str, size: int) -> str:
    if _width(text) <= size:
        return text
    while text and _width(text) > size - 1:
        text = text[:-1]
    return text + "…"


def aligned(
    head: list[str], rows: list[list[str]], right: set[int], width: int, flexible: int
) -> list[Line]:
    """Columns as wide as their widest cell, two spaces apart, numbers to the right; the
    `flexible` column (a name) cut so that a line fits `width`."""
    sizes = [max(_width(cell) for cell in column) for column in zip(head, *rows, strict=True)]
    spare = width - (sum(sizes) + 2 * (len(sizes) - 1))
    if spare < 0:
        sizes[flexible] = max(6, sizes[flexible] + spare)

    def line(cells: list[str]) -> str:
        out = []
        for n, (cell, size) in enumerate(zip(cells, sizes, strict=True)):
            cell = _cut(cell, size)
            pad = " " * (size - _width(cell))
            out.append(pad + cell if n in right else cell + pad)
        return "  ".join(out).rstrip()

    rule = "─" * min(width, sum(sizes) + 2 * (len(sizes) - 1))
    return [(line(head), "bold"), (rule, "dim"), *((line(row), "") for row in rows)]


def teams_lines(c: Concours, width: int) -> list[Line]:
    head = [t("col_number"), t("col_team"), t("col_players")]
    rows = [[str(e.number), team_words(c, e.number), ", ".join(e.players or ())] for e in c.teams]
    return [(c.name, "bold"), *aligned(head, rows, {0}, width, 1)]


def partie_lines(c: Concours, k: int, width: int) -> list[Line]:
    """Partie k's tables: the two teams and their points, or what is still missing."""
    partie = c.parties[k - 1]
    head = [t("col_table"), t("col_first"), t("col_points"), t("col_second")]
    rows = []
    for n, row in enumerate(partie.tables, start=1):
        one, two = row.teams
        rows.append([str(n), team_label(c, one), outcome_cell(row), team_label(c, two)])
    lines = [(t("partie_title", partie=k, parties=c.format.parties), "bold")]
    lines += aligned(head, rows, {0}, width, 1)
    if partie.exempt is not None:
        lines.append((t("exempt_line", team=team_label(c, partie.exempt)), ""))
    return lines


def ranking_lines(c: Concours, width: int, rows: int | None = None) -> list[Line]:
    """The ranking (R14.6), best first, a shared rank written once; `rows`: the first
    ones only."""
    head = [t(key) for key in ("col_rank", "col_number", "col_team", "col_points")]
    head += [t(key) for key in ("col_wins", "col_difference", "col_parties")]
    standings = c.ranking()
    cells = []
    previous = None
    for s in standings[:rows]:
        rank = "" if s.rank == previous else str(s.rank)
        previous = s.rank
        cells.append([rank, str(s.team), team_words(c, s.team), str(s.points)])
        cells[-1] += [wins_text(s.half_wins), f"{s.difference:+d}", str(s.parties)]
    title = t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}"))
    lines = [(title, "bold"), *aligned(head, cells, {0, 1, 3, 4, 5, 6}, width, 2)]
    if rows is not None and len(standings) > rows:
        lines.append((t("ranking_more", count=len(standings) - rows), "dim"))
    return lines


def board(c: Concours, width: int, height: int | None = None) -> list[Line]:
    """`concours show`: the name and where it stands, the current partie, the ranking.
    With a `height` (the live screen), the ranking keeps to the lines left."""
    lines: list[Line] = [(f"{c.name} — {progress(c)}", "bold"), ("", "")]
    if c.parties:
        lines += [*partie_lines(c, len(c.parties), width), ("", "")]
    used = sum(max(1, -(-_width(text) // width)) for text, _ in lines)  # wrapped lines
    rows = None if height is None else max(3, height - used - 5)
    return lines + ranking_lines(c, width, rows)
