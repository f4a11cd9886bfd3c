"""The concours as the organiser reads it (R14): its format in words, the teams, a draw, a
partie's results, the ranking -- as Rich tables, as JSON and as CSV. Every cell is plain
Text: a team called "[bold]" is shown as typed."""

from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING, Any

from belote_cli.core.concours import Concours, Partie, Standing, missing_tables
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.console import RenderableType
    from rich.table import Table
    from rich.text import Text


def format_words(c: Concours) -> str:
    """classique, 4 parties of 12 donnes, ranked by points."""
    f = c.format
    each = t("goal_donnes", donnes=f.donnes) if f.donnes else t("goal_target", target=f.target)
    return t(
        "concours_format",
        mode=f.mode.value,
        parties=f.parties,
        each=each,
        ranking=t(f"ranking_{f.ranking.value}"),
    )


def team_label(c: Concours, number: int) -> str:
    """A team as the organiser calls it: its name and its number."""
    return f"{c.team(number).name} ({number})"


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
    return t("concours_partie", partie=k, parties=c.format.parties, missing=missing)


# --- JSON ---


def teams_json(c: Concours) -> dict[str, Any]:
    return {
        "teams": [
            {
                "team": n,
                "name": team.name,
                "players": None if team.players is None else list(team.players),
            }
            for n, team in enumerate(c.teams, start=1)
        ]
    }


def draw_json(c: Concours, k: int) -> dict[str, Any]:
    partie = c.parties[k - 1]
    tables = [{"table": n, "teams": list(table.teams)} for n, table in enumerate(partie.tables, 1)]
    return {"partie": k, "tables": tables, "exempt": partie.exempt}


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
    }


def concours_json(c: Concours) -> dict[str, Any]:
    """Everything: the format, the teams, every partie with its results, the ranking."""
    f = c.format
    parties = []
    for k, partie in enumerate(c.parties, start=1):
        drawn = draw_json(c, k)
        for table, doc in zip(partie.tables, drawn["tables"], strict=True):
            doc["result"] = None if table.result is None else list(table.result)
        parties.append(drawn)
    return {
        "name": c.name,
        "mode": f.mode.value,
        "parties": f.parties,
        "donnes": f.donnes,
        "target": f.target,
        "ranking_by": f.ranking.value,
        **teams_json(c),
        "draws": parties,
        **ranking_json(c),
    }


# --- CSV ---


def to_csv(c: Concours) -> str:
    """The ranking, a blank line, then every result: two tables a spreadsheet opens."""
    out = io.StringIO()
    rows = csv.writer(out, lineterminator="\n")
    rows.writerow(["rank", "team", "name", "points", "wins", "difference", "parties"])
    for s in c.ranking():
        rows.writerow(
            [s.rank, s.team, c.team(s.team).name, s.points, s.wins, s.difference, s.parties]
        )
    rows.writerow([])
    rows.writerow(["partie", "table", "team1", "name1", "points1", "team2", "name2", "points2"])
    for k, partie in enumerate(c.parties, start=1):
        for n, table in enumerate(partie.tables, start=1):
            one, two = table.teams
            points = table.result or ("", "")
            rows.writerow(
                [k, n, one, c.team(one).name, points[0], two, c.team(two).name, points[1]]
            )
        if partie.exempt is not None:
            rows.writerow([k, "exempt", partie.exempt, c.team(partie.exempt).name, "", "", "", ""])
    return out.getvalue()


# --- Rich ---


def teams_table(c: Concours) -> Table:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, title=Text(c.name, style="bold"))
    table.add_column(Text(t("col_number")), justify="right")
    table.add_column(Text(t("col_team")))
    table.add_column(Text(t("col_players")))
    for n, team in enumerate(c.teams, start=1):
        table.add_row(Text(str(n)), Text(team.name), Text(", ".join(team.players or ())))
    return table


def partie_table(c: Concours, k: int, big: bool = False) -> Table:
    """Partie k's tables: the two teams and their points, or what is still missing."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    partie = c.parties[k - 1]
    title = t("partie_title", partie=k, parties=c.format.parties)
    table = Table(
        box=box.HEAVY_HEAD if big else box.SIMPLE_HEAD,
        pad_edge=False,
        title=Text(title, style="bold"),
        caption=_exempt_caption(c, partie),
    )
    table.add_column(Text(t("col_table")), justify="right")
    table.add_column(Text(t("col_first")))
    table.add_column(Text(t("col_result")), justify="center", no_wrap=True)
    table.add_column(Text(t("col_second")))
    for n, row in enumerate(partie.tables, start=1):
        one, two = row.teams
        if row.result is None:
            result = Text(t("result_missing"), style="yellow")
        else:
            result = Text(f"{row.result[0]} – {row.result[1]}", style="bold")
        table.add_row(Text(str(n)), Text(team_label(c, one)), result, Text(team_label(c, two)))
    return table


def _exempt_caption(c: Concours, partie: Partie) -> Text | None:
    from rich.text import Text

    if partie.exempt is None:
        return None
    return Text(t("exempt_line", team=team_label(c, partie.exempt)))


def ranking_table(c: Concours, rows: int | None = None, big: bool = False) -> Table:
    """The ranking (R14.6), best first; `rows` the first ones only."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    table = Table(
        box=box.HEAVY_HEAD if big else box.SIMPLE_HEAD,
        pad_edge=False,
        title=Text(
            t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}")), style="bold"
        ),
    )
    for key, justify in (
        ("col_rank", "right"),
        ("col_number", "right"),
        ("col_team", "left"),
        ("col_points", "right"),
        ("col_wins", "right"),
        ("col_difference", "right"),
        ("col_parties", "right"),
    ):
        table.add_column(Text(t(key)), justify=justify)  # type: ignore[arg-type]
    standings = c.ranking()
    previous = None
    for s in standings[:rows]:
        rank = "" if s.rank == previous else str(s.rank)  # a shared rank is written once
        previous = s.rank
        style = "bold" if s.rank <= 3 and c.parties else ""
        table.add_row(
            *(
                Text(cell, style=style)
                for cell in (
                    rank,
                    str(s.team),
                    c.team(s.team).name,
                    str(s.points),
                    wins_text(s.half_wins),
                    f"{s.difference:+d}",
                    str(s.parties),
                )
            )
        )
    if rows is not None and len(standings) > rows:
        table.caption = Text(t("ranking_more", count=len(standings) - rows))
    return table


def board(c: Concours, height: int | None = None) -> list[RenderableType]:
    """`concours show`: the name and where it stands, the current partie, the ranking.
    With a `height` (the live screen), the ranking keeps to the lines left."""
    from rich.text import Text

    big = height is not None
    parts: list[RenderableType] = [
        Text(f"{c.name} — {progress(c)}", style="bold reverse" if big else "bold")
    ]
    if c.parties:
        parts.append(partie_table(c, len(c.parties), big))
    rows = None
    if height is not None:
        used = 4 + (len(c.parties[-1].tables) + 6 if c.parties else 0)
        rows = max(3, height - used - 6)
    parts.append(ranking_table(c, rows, big))
    return parts
