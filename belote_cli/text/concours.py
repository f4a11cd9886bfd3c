"""The concours as the organiser reads it (R14): its format in words, the teams, a draw, a
partie's results, the ranking -- as lines of aligned text (each with its style), as JSON
and as CSV. A name is shown as typed, never read as markup."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from belote_cli.core.concours import (
    Concours,
    Entrant,
    Placed,
    Playing,
    Reinstatement,
    Standing,
    Table,
    missing_tables,
)
from belote_cli.core.errors import RuleError
from belote_cli.core.profile import as_table
from belote_cli.text.catalog import describe, signed, t
from belote_cli.text.columns import Line, aligned, cut, table_lines, text_width, wrapped
from belote_cli.text.explain import profile_words, rules_words


def format_words(c: Concours) -> str:
    """classique, 4 parties of 12 donnes, ranked by points -- and the house rules; with a
    profile (R16.7), its name and version for the mode, and its values that differ from
    its counting's seed for the rules: the same words on the terminal, the web pages and
    every export and table sheet."""
    f = c.format
    each = t("goal_donnes", donnes=f.donnes) if f.donnes else t("goal_target", target=f.target)
    profile = f.profile
    words = t(
        "concours_format",
        mode=f.mode.value if profile is None else profile.label,
        parties=f.parties,
        each=each,
        ranking=t(f"ranking_{f.ranking.value}"),
    )
    return words + (rules_words(f.rules) if profile is None else profile_words(profile))


def team_label(c: Concours, number: int) -> str:
    """A team as the organiser calls it: its name and its number."""
    return f"{c.team(number).name} ({number})"


def team_words(c: Concours, number: int) -> str:
    """A team as the ranking lists it: its name, marked when it has withdrawn (R14.11)."""
    team = c.team(number)
    return team.name if team.withdrawn is None else f"{team.name} {t('withdrawn_mark')}"


def players_words(team: Entrant) -> str:
    """A team's players, each with their licence number: "Ana (123456), Bruno"."""
    numbers = team.licences or ("", "")
    return ", ".join(
        f"{player} ({number})" if number else player
        for player, number in zip(team.players or (), numbers, strict=False)
    )


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
                "licences": None if team.licences is None else list(team.licences),
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
    """`concours show --json`: the whole concours -- its format and rules, its profile (R16.7:
    the one chosen, else the one its mode and rules map to, as a feuille's), the teams,
    every partie drawn with its tables and results, and the ranking."""
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
        "profile": profile_json(c),
        **teams_json(c),
        "draws": parties,
        **ranking_json(c),
    }


def profile_json(c: Concours) -> dict[str, Any]:
    """The profile every table plays, in a feuille's flat form (core.game.plain): its name,
    version, source, whether it was chosen (`--profile`), then every value."""
    return as_table(c.format.played, chosen=c.format.profile is not None)


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


def prizes_json(c: Concours) -> dict[str, Any]:
    """`concours prizes --json`: the list, and every team's place for it."""
    return {
        "prizes": list(c.prizes),
        "final": c.finished,
        "placed": [
            {
                "place": p.place,
                "rank": p.standing.rank,
                "team": p.standing.team,
                "name": c.team(p.standing.team).name,
                "by_lot": p.by_lot,
                "withdrawn": p.standing.withdrawn,
                "prize": p.prize,
            }
            for p in c.placed()
        ],
    }


# --- CSV ---


def to_csv(c: Concours) -> str:
    """The ranking, one row per team, for the organiser's spreadsheet: players, points and
    against, and the prize; in the user's language and its spreadsheet's conventions."""
    from belote_cli.text.spreadsheet import csv_text

    keys = ["col_rank", "col_place", "col_number", "col_team", "col_player1", "col_player2"]
    keys += ["col_points", "col_wins", "col_against", "col_difference", "col_parties"]
    keys += ["col_withdrawn", "col_prize"]
    rows: list[list[object]] = [[t(key) for key in keys]]
    for p in c.placed():
        s, team = p.standing, c.team(p.standing.team)
        one, two = team.players or ("", "")
        withdrawn = t("yes") if s.withdrawn else ""
        rows.append([s.rank, p.place, s.team, team.name, one, two, s.points, wins(s.half_wins)])
        rows[-1] += [s.against, s.difference, s.parties, withdrawn, p.prize or ""]
    return csv_text(rows, regional=True)


def wins(half_wins: int) -> int | float:
    """Wins as a spreadsheet adds them up: 2, 1.5."""
    return half_wins // 2 if half_wins % 2 == 0 else half_wins / 2


def results_csv(c: Concours) -> str:
    """Every team's line of every partie -- played, sat out, forfeited or won by forfeit,
    credits included (core.concours.Concours.scores) --, so that adding a team's lines up
    gives its line of the ranking; then the tables still to come, with no points."""
    from belote_cli.text.spreadsheet import csv_text

    keys = ["col_partie", "col_table", "col_number", "col_team", "col_opponent_number"]
    keys += ["col_opponent", "col_points", "col_against", "col_wins", "col_how"]
    rows: list[list[object]] = [[t(key) for key in keys]]
    for s in c.scores():
        opponent = "" if s.opponent is None else c.team(s.opponent).name
        table = t("poster_exempt") if s.table is None else s.table
        rows.append([s.partie, table, s.team, c.team(s.team).name, s.opponent or "", opponent])
        rows[-1] += [s.points, s.against, wins(s.half_wins), t(f"how_{s.how.name.lower()}")]
    for k, partie in enumerate(c.parties, start=1):
        for n in missing_tables(partie):
            for team, other in itertools.permutations(partie.tables[n - 1].teams):
                names = [c.team(team).name, other, c.team(other).name]
                rows.append([k, n, team, *names, "", "", "", t("result_missing")])
    return csv_text(rows, regional=True)


def teams_lines(c: Concours, width: int) -> list[Line]:
    head = [t("col_number"), t("col_team"), t("col_players")]
    rows = [[str(e.number), team_words(c, e.number), players_words(e)] for e in c.teams]
    return [(c.name, "bold"), *table_lines(head, rows, {0}, width, {1, 2})]


def playing_words(c: Concours, going: Playing) -> str:
    """Where a table played hand by hand has got to: donne 11/12 · 1630 – 152."""
    of = f"{going.donnes}/{c.format.donnes}" if c.format.donnes else str(going.donnes)
    return t("playing_cell", donne=of, first=going.totals[0], second=going.totals[1])


def partie_lines(
    c: Concours, k: int, width: int, playing: Mapping[int, Playing] | None = None
) -> list[Line]:
    """Partie k's tables: the two teams and their points, or where a table played hand by
    hand has got to, or what is still missing."""
    partie = c.parties[k - 1]
    head = [t("col_table"), t("col_first"), t("col_points"), t("col_second")]
    rows = []
    for n, row in enumerate(partie.tables, start=1):
        one, two = row.teams
        cell = outcome_cell(row)
        going = (playing or {}).get(n)
        if not row.done and going is not None:
            cell = playing_words(c, going)
        rows.append([str(n), team_label(c, one), cell, team_label(c, two)])
    lines = [(t("partie_title", partie=k, parties=c.format.parties), "bold")]
    lines += table_lines(head, rows, {0}, width, {1, 3})
    if partie.exempt is not None:
        said = t("exempt_line", team=team_label(c, partie.exempt))
        lines += [(line, "") for line in wrapped(said, width)]
    return lines


def ranking_lines(c: Concours, width: int, rows: int | None = None) -> list[Line]:
    """The ranking (R14.6), best first, a shared rank written once, and each team's prize
    when there is a prize list; `rows`: the first ones only."""
    head = [t(key) for key in ("col_rank", "col_number", "col_team", "col_points")]
    head += [t(key) for key in ("col_wins", "col_difference", "col_parties")]
    prizes = won_prizes(c)
    head += [t("col_prize")] if prizes else []
    standings = c.ranking()
    cells = []
    previous = None
    for s in standings[:rows]:
        rank = "" if s.rank == previous else str(s.rank)
        previous = s.rank
        cells.append([rank, str(s.team), team_words(c, s.team), str(s.points)])
        cells[-1] += [wins_text(s.half_wins), signed(s.difference), str(s.parties)]
        cells[-1] += [prizes.get(s.team, "")] if prizes else []
    title = t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}"))
    short = [t(key) for key in ("col_rank_short", "col_number", "col_team", "col_points_short")]
    short += [t(key) for key in ("col_wins_short", "col_difference_short", "col_parties_short")]
    short += [t("col_prize")] if prizes else []
    right = {0, 1, 3, 4, 5, 6}
    lines = [(title, "bold"), *table_lines(head, cells, right, width, {2, 7}, short)]
    if rows is not None and len(standings) > rows:
        lines.append((t("ranking_more", count=len(standings) - rows), "dim"))
    return lines


def won_prizes(c: Concours) -> dict[int, str]:
    """Each team's prize, by its place (R14.6, then the drawn lot); none without a list."""
    if not c.prizes:
        return {}
    return {p.standing.team: p.prize for p in c.placed() if p.prize is not None}


def prizes_lines(c: Concours, width: int) -> list[Line]:
    """The prize list by place: a team separated from an equal one by the drawn lot says
    so; the places past the last prize are not listed. Before a partie is played whole, the
    prizes alone, by place: no team has a place yet."""
    head = [t(key) for key in ("col_place", "col_number", "col_team", "col_points", "col_prize")]
    rows = []
    for p in c.placed():
        if p.prize is None:
            continue
        name = team_words(c, p.standing.team)
        name += f" {t('by_lot_mark')}" if p.by_lot else ""
        rows.append([str(p.place), str(p.standing.team), name, str(p.standing.points), p.prize])
    played = [k for k, partie in enumerate(c.parties, start=1) if partie.complete]
    if c.finished:
        title = t("prizes_final")
    elif played:
        title = t("prizes_provisional", partie=played[-1], parties=c.format.parties)
    else:
        title = t("prizes_before")
        rows = [[str(place), "", "", "", prize] for place, prize in enumerate(c.prizes, 1)]
    return [(title, "bold"), *aligned(head, rows, {0, 1, 3}, width, 4)]


def podium_lines(c: Concours, width: int = 10**6) -> list[Line]:
    """The first three places (the drawn lot separating equal teams, as for the prizes)."""
    lines: list[Line] = [(t("podium_title"), "bold")]
    for p in podium(c):
        name = team_label(c, p.standing.team) + (f" {t('by_lot_mark')}" if p.by_lot else "")
        prize = f" — {p.prize}" if p.prize else ""
        points = t("podium_points", points=p.standing.points, wins=wins_text(p.standing.half_wins))
        lines += [(line, "bold") for line in wrapped(f"{p.place}. {name}  {points}{prize}", width)]
    return lines


def podium(c: Concours) -> list[Placed]:
    """The podium: the first three places of the teams still in."""
    return [p for p in c.placed() if not p.standing.withdrawn][:3]


def board(c: Concours, width: int, playing: Mapping[int, Playing]) -> list[Line]:
    """`concours show`: the name and where it stands, the current partie (with the tables
    being played hand by hand), the ranking; the podium once the concours is over."""
    heading = wrapped(f"{c.name} — {progress(c)}", width)
    lines: list[Line] = [*((line, "bold") for line in heading), ("", "")]
    for section in _sections(c, width, playing):
        lines += [*section, ("", "")]
    return lines[:-1]


def _sections(c: Concours, width: int, playing: Mapping[int, Playing]) -> list[list[Line]]:
    sections = [podium_lines(c, width)] if c.finished else []
    if c.parties:
        sections.append(partie_lines(c, len(c.parties), width, playing))
    return [*sections, ranking_lines(c, width)]


GAP = 4  # columns between the two columns of the wall
HEAD = 3  # a section's title, column heads and rule, repeated on each of its pages


def wall(
    c: Concours, width: int, height: int, playing: Mapping[int, Playing], page: int = 0
) -> tuple[list[Line], int]:
    """The live wall, `height` lines of at most `width` columns (the last one left for
    the footer): everything stacked when it fits; else the sections side by side when
    the terminal is wide enough for both; else in pages, a section's title and column
    heads repeated on each, page `page` of them shown (the caller turns them). Nothing is
    ever cut without a word: a page says which it is. With the number of pages."""
    body = max(1, height - 2)  # the heading above, the footer below
    heading = cut(f"{c.name} — {progress(c)}", width)
    sections = _sections(c, width, playing)
    stacked = [line for section in sections for line in (*section, ("", ""))]
    if len(stacked) - 1 <= body:
        return [(heading, "bold"), *stacked[:-1]], 1
    half = (width - GAP) // 2
    if half >= 40:
        *first, last = _sections(c, half, playing)
        left = [line for section in first for line in (*section, ("", ""))][:-1]
        if max(len(left), len(last)) <= body:
            return [(heading, "bold"), *_side_by_side(left, last, half)], 1
    pages = [chunk for section in sections for chunk in _pages(section, body)]
    shown = pages[page % len(pages)]
    count = len(pages)
    return [(heading, "bold"), *shown], count


def _pages(section: list[Line], body: int) -> list[list[Line]]:
    """A section in pages of `body` lines, its title and column heads on each."""
    rows = section[HEAD:]
    room = max(1, body - HEAD)
    if len(section) <= body or len(section) <= HEAD:
        return [section[:body]]
    chunks = [rows[i : i + room] for i in range(0, len(rows), room)]
    return [[*section[:HEAD], *chunk] for chunk in chunks]


def _side_by_side(left: list[Line], right: list[Line], size: int) -> list[Line]:
    lines: list[Line] = []
    for n in range(max(len(left), len(right))):
        one = left[n][0] if n < len(left) else ""
        two = right[n][0] if n < len(right) else ""
        style = (left[n][1] if n < len(left) else "") or (right[n][1] if n < len(right) else "")
        one = cut(one, size)
        lines.append((one + " " * (size - text_width(one) + GAP) + cut(two, size), style))
    return lines


def question_words(
    c: Concours, partie: int, table: int, doubts: Sequence[RuleError], replaces: Table | None
) -> list[str]:
    """What a result's question says (actions.concours.Ask): each doubt (R14.7, R14.10),
    then the result a correction replaces (R14.9) -- in the terminal and on the organiser's
    page alike."""
    said = [describe(doubt) for doubt in doubts]
    if replaces is not None:
        one, two = (team_label(c, n) for n in replaces.teams)
        values = {"table": table, "partie": partie, "one": one, "two": two}
        said.append(t("doubt_correction", result=outcome_words(c, replaces), **values))
    return said


def reinstated_words(team: Entrant, back: Reinstatement) -> list[str]:
    """What a reinstatement did (R14.11): whether a draw is left to seat the team, and
    whether its forfeit went or stands -- in the terminal and on the organiser's page."""
    # a draw left seats it; else it plays the table of the last partie it had forfeited
    key = "team_reinstated" if back.seated else "team_reinstated_table"
    key = key if back.seated or back.removed is not None else "team_reinstated_late"
    said = [t(key, team=team.name, number=team.number)]
    if back.removed is not None:
        said.append(t("reinstated_forfeit", partie=back.removed[0], table=back.removed[1]))
    if back.kept is not None:
        k, at = back.kept
        said.append(t("reinstated_forfeit_kept", partie=k, table=at, next=k + 1))
    return said
