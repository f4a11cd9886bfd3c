"""The server's pages, rendered by Jinja2 with autoescaping (a team called
`<script>alert(1)</script>` is text), in the user's language, from the package's
`templates/*.html`; their style and their one script, `static/`, served by the program
itself (no CDN, no external font: the club may have no internet)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2
from starlette.responses import HTMLResponse

from belote_cli.core.concours import Concours, Playing, Table
from belote_cli.core.errors import RuleError
from belote_cli.text.catalog import describe, language, t
from belote_cli.text.concours import (
    format_words,
    outcome_words,
    playing_words,
    podium,
    progress,
    team_label,
    team_words,
    wins_text,
    won_prizes,
)
from belote_cli.web.entries import Entry, Key, State

_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}


def _assets() -> dict[str, tuple[str, bytes]]:
    """The style and the script, read once from the package: then served from memory, so
    that no address reaches a file."""
    folder = resources.files("belote_cli.web").joinpath("static")
    return {
        found.name: (_TYPES[Path(found.name).suffix], found.read_bytes())
        for found in folder.iterdir()
        if Path(found.name).suffix in _TYPES  # what else sits there (an editor's backup) is not
    }


ASSETS = _assets()

# Built once: each template is compiled on its first use, then kept (the wall is drawn
# again at every result). They are package files that never change while the server runs:
# no look at the file before each use.
ENVIRONMENT = jinja2.Environment(
    loader=jinja2.PackageLoader("belote_cli.web", "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    auto_reload=False,
)
ENVIRONMENT.globals["t"] = t


def render(template: str, answer: int = 200, **values: Any) -> HTMLResponse:
    """A page of `templates/`, every value escaped, in the user's language."""
    values.setdefault("title", values["c"].name if "c" in values else "belote")
    values.setdefault("script", False)
    values.setdefault("refresh", False)
    html = ENVIRONMENT.get_template(template).render(lang=language(), **values)
    return HTMLResponse(html, status_code=answer)


def refusal(status: int, message: str) -> HTMLResponse:
    return render("refusal.html", status, status=status, message=message, title=str(status))


def outcome_key(row: Table) -> str:
    """A table's result as a form carries it back: a correction replaces only what the
    organiser saw (R14.9)."""
    if row.result is not None:
        return f"{row.result[0]}-{row.result[1]}"
    return "forfeit-" + "-".join(map(str, row.forfeit)) if row.forfeit else ""


def state_words(c: Concours, row: Table, entry: Entry | None) -> str:
    """Where a table stands: its result, or the entry waiting, or nothing yet."""
    if row.done:
        return outcome_words(c, row)
    if entry is None:
        return t("result_missing")
    first, second = entry.points
    if entry.state is State.CONFLICT and entry.other is not None:  # both, side by side
        third, fourth = entry.other
        return t("web_state_conflict", first=first, second=second, third=third, fourth=fourth)
    key = "web_state_entered" if entry.state is State.ENTERED else "web_state_waiting"
    return t(key, first=first, second=second)


def teams_key(row: Table) -> str:
    """A table's teams as a form carries them back: what the organiser decides on is the
    match the page showed, not another draw's table of the same number."""
    return f"{row.teams[0]}-{row.teams[1]}"


def _wall_values(
    c: Concours, entries: Mapping[Key, Entry], playing: Mapping[int, Playing]
) -> dict[str, Any]:
    values: dict[str, Any] = {"c": c, "format": format_words(c), "progress": progress(c)}
    tables = []
    exempt = ""
    if c.parties:
        k, partie = c.partie()
        for n, row in enumerate(partie.tables, start=1):
            entry = entries.get(Key(k, n, row.teams))
            state = state_words(c, row, entry)
            going = playing.get(n)
            if not row.done and entry is None and going is not None:
                state = playing_words(c, going)
            one, two = (team_label(c, team) for team in row.teams)
            tables.append((n, one, state, two, row.done))
        if partie.exempt is not None:
            exempt = t("exempt_line", team=team_label(c, partie.exempt))
        values["partie_title"] = t("partie_title", partie=k, parties=c.format.parties)
    prizes = won_prizes(c)
    first_three = podium(c) if c.parties else []
    top = {p.standing.team for p in first_three}
    values["ranking"] = [
        (s, team_words(c, s.team), wins_text(s.half_wins), prizes.get(s.team, ""), s.team in top)
        for s in c.ranking()
    ]
    values["podium"] = (
        [(p.place, team_label(c, p.standing.team), p.standing.points) for p in first_three]
        if c.finished
        else []
    )
    values |= {"tables": tables, "exempt": exempt, "prizes": bool(prizes)}
    values["ranking_title"] = t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}"))
    return values


def wall(
    c: Concours,
    entries: Mapping[Key, Entry],
    playing: Mapping[int, Playing],
    whole: bool = True,
) -> HTMLResponse:
    values = _wall_values(c, entries, playing)
    if not whole:
        return render("wall_part.html", **values)
    return render("wall.html", script=True, refresh=True, **values)


def table(
    c: Concours, k: int, n: int, side: int, entry: Entry | None, csrf: str, said: str
) -> HTMLResponse:
    row = c.parties[k - 1].tables[n - 1]
    one, two = (team_label(c, team) for team in row.teams)
    mine, theirs = (one, two) if side == 0 else (two, one)
    values: dict[str, Any] = {"c": c, "csrf": csrf, "side": side, "one": one, "two": two}
    values["heading"] = t("table_game", concours=c.name, partie=k, table=n, one=one, two=two)
    values["you"] = t("web_you", team=mine)
    values["said"] = t(f"web_said_{said}") if said in SAID else ""
    values["done"] = t("web_done", result=outcome_words(c, row)) if row.done else ""
    values["entry"] = entry
    if entry is not None:
        first, second = entry.points
        values["to_confirm"] = t("web_to_confirm", team=theirs, first=first, second=second)
        values["entered"] = t("web_entered", team=theirs, first=first, second=second)
        values["waiting"] = t("web_waiting", first=first, second=second)
        other = entry.other or entry.points
        values["conflict"] = t(
            "web_conflict", first=first, second=second, other_first=other[0], other_second=other[1]
        )
    return render("table.html", **values)


SAID = ("entered", "conflict", "waiting", "recorded", "done", "nothing")


def organiser(
    c: Concours,
    entries: Mapping[Key, Entry],
    csrf: str,
    query: Mapping[str, str],
    asked: tuple[Mapping[str, str], Sequence[str]] | None = None,
    told: Sequence[str] = (),
) -> HTMLResponse:
    """The organiser's page; `asked`: a question an action raised (its form, and what it
    asks), to be answered before anything is written; `told`: what an action did, in the
    terminal's words, else `said` in the query names it."""
    values = _wall_values(c, entries, {})
    values["asked"] = None if asked is None else {"form": asked[0], "questions": asked[1]}
    said = query.get("said", "")
    values["said"] = " ".join(told) or (t(f"web_done_{said}") if said in DONE else "")
    values["csrf"] = csrf
    values["drawn"] = len(c.parties)
    rows = []
    to_decide = []
    if c.parties:
        k, partie = c.partie()
        for n, row in enumerate(partie.tables, start=1):
            entry = entries.get(Key(k, n, row.teams))
            state = state_words(c, row, entry)
            one, two = (team_label(c, team) for team in row.teams)
            teams = [(team, team_label(c, team)) for team in row.teams]
            rows.append((n, one, state, two, outcome_key(row), teams, teams_key(row)))
            if entry is not None and entry.state in (State.WAITING, State.CONFLICT):
                text = t("web_decide", table=n, state=state, doubts=" ".join(entry.doubts))
                to_decide.append((k, n, text, entry.points, teams_key(row)))
    values["tables"] = rows
    values["to_decide"] = to_decide
    values["everyone"] = [(team.number, team_label(c, team.number)) for team in c.teams]
    return render("organiser.html", **values)


DONE = ("draw", "undo", "result", "accept", "reject", "forfeit", "withdraw", "add")


def poster(c: Concours) -> HTMLResponse:
    from belote_cli.text.concours_html import poster as printable

    if not c.parties:
        return refusal(409, describe(RuleError("no_draw")))
    return HTMLResponse(printable(c))


def sheets(c: Concours, codes: list[tuple[str, str]], base: str) -> HTMLResponse:
    """The current partie's printable sheets, each team's QR code to its table's page on
    its half (text.concours_html.sheets)."""
    from belote_cli.text.concours_html import sheets as printable

    if not c.parties:
        return refusal(409, describe(RuleError("no_draw")))
    from belote_cli.text.qr import sheet_codes

    return HTMLResponse(printable(c, None, sheet_codes(base, codes)))
