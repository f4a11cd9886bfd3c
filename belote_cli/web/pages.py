"""The server's pages, rendered by Jinja2 with autoescaping (a team called
`<script>alert(1)</script>` is text), in the user's language, from the package's
`templates/*.html`; their style and their one script, `static/`, served by the program
itself (no CDN, no external font: the club may have no internet)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

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

# A figure as a sentence says it: 12, +1004, 11/12, 2½, and "2 / 4" or "1000 – 944" whole
FIGURE = re.compile(r"[+−]?\d+(?:[.,/]\d+)*½?(?:\s[/–]\s\d+(?:[.,/]\d+)*½?)?")


def pieces(text: str) -> list[tuple[str, bool]]:
    """`text` cut into its words and its figures (True), for a template that keeps each
    figure on one line (`<span class="num">`)."""
    cut: list[tuple[str, bool]] = []
    start = 0
    for found in FIGURE.finditer(text):
        if found.start() > start:
            cut.append((text[start : found.start()], False))
        cut.append((found.group(), True))
        start = found.end()
    return [*cut, (text[start:], False)] if start < len(text) else cut


ENVIRONMENT.filters["pieces"] = pieces


def render(template: str, answer: int = 200, **values: Any) -> HTMLResponse:
    """A page of `templates/`, every value escaped, in the user's language (a request's
    own: text.catalog.speaking); its body's class names the page (`page-wall`), for the
    style."""
    values.setdefault("title", values["c"].name if "c" in values else "belote")
    values.setdefault("script", False)
    values.setdefault("refresh", False)
    values.setdefault("page", template.removesuffix(".html").removesuffix("_part"))
    html = ENVIRONMENT.get_template(template).render(lang=language(), **values)
    return HTMLResponse(html, status_code=answer)


# A refusal's title in words, by its status (a phone shows it first, in large type): never
# a bare number; the number is said after the message, small, for whoever helps.
TITLES = {
    400: "web_title_400",
    403: "web_title_403",
    404: "web_title_404",
    405: "web_title_405",
    408: "web_title_408",
    409: "web_title_409",
    413: "web_title_413",
    429: "web_title_429",
    431: "web_title_431",
    500: "web_title_500",
    503: "web_title_503",
}


def refusal(status: int, message: str) -> HTMLResponse:
    title = t(TITLES.get(status, "web_title_other"))
    return render("refusal.html", status, status=status, message=message, title=title)


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
    if entry.state is State.REFUSED:
        return t("result_missing")  # to enter again, as if nothing had been
    key = "web_state_entered" if entry.state is State.ENTERED else "web_state_waiting"
    return t(key, first=first, second=second)


def teams_key(row: Table) -> str:
    """A table's teams as a form carries them back: what the organiser decides on is the
    match the page showed, not another draw's table of the same number."""
    return f"{row.teams[0]}-{row.teams[1]}"


def _named(c: Concours, number: int) -> tuple[str, int]:
    """A team as a page shows it: its name, which may wrap anywhere, and its number, which
    never breaks (team_label's two parts)."""
    return c.team(number).name, number


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
            one, two = (_named(c, team) for team in row.teams)
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
    values["podium"] = [  # once the concours is over: each place, its team, its prize
        {
            "place": p.place,
            "team": _named(c, p.standing.team),
            "by_lot": p.by_lot,
            "points": t(
                "podium_points", points=p.standing.points, wins=wins_text(p.standing.half_wins)
            ),
            "prize": p.prize or "",
        }
        for p in (first_three if c.finished else [])
    ]
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
    # waiting for the other team's confirmation (or the organiser's decision): the phone
    # keeps its screen on (wall.js, the Wake Lock) and shows the outcome when it comes
    values["awake"] = (
        not row.done
        and entry is not None
        and entry.state is not State.REFUSED
        and (entry.side == side or entry.state is not State.ENTERED)
    )
    # what the page shows of the table, in short: the script reloads it when that changes
    shown = None if entry is None else (entry.state.value, entry.points, entry.side, entry.other)
    values["shows"] = "done" if row.done else repr(shown)
    if entry is not None:
        first, second = entry.points
        values["to_confirm"] = t("web_to_confirm", team=theirs, first=first, second=second)
        values["entered"] = t("web_entered", team=theirs, first=first, second=second)
        values["waiting"] = t("web_waiting", first=first, second=second)
        values["refused"] = t("web_refused", first=first, second=second)
        other = entry.other or entry.points
        values["conflict"] = t(
            "web_conflict", first=first, second=second, other_first=other[0], other_second=other[1]
        )
    return render("table.html", script=True, **values)


SAID = ("entered", "conflict", "waiting", "recorded", "done", "nothing", "changed")


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
    rows: list[OrganiserRow] = []
    to_decide = []
    if c.parties:
        k, partie = c.partie()
        for n, row in enumerate(partie.tables, start=1):
            entry = entries.get(Key(k, n, row.teams))
            rows.append(_organiser_row(c, n, row, entry))
            if entry is not None and entry.deciding:
                text = t(
                    "web_decide", table=n, state=rows[-1].state, doubts=" ".join(entry.doubts)
                )
                to_decide.append((k, n, text, _choices(entry), teams_key(row)))
    values["tables"] = rows
    values["to_decide"] = to_decide
    values["everyone"] = [(team.number, team_label(c, team.number)) for team in c.teams]
    # what the page shows, in short: wall.js reloads it when that changes
    values["shows"] = _digest(c, entries)
    return render("organiser.html", script=True, **values)


def _digest(c: Concours, entries: Mapping[Key, Entry]) -> str:
    """What the organiser's page shows, in short: wall.js reloads it when this changes (a
    result, a draw, a team, an entry)."""
    waiting = sorted((key, e.state.value, e.points, e.other) for key, e in entries.items())
    return hashlib.sha256(repr((c.parties, c.teams, waiting)).encode()).hexdigest()[:16]


class OrganiserRow(NamedTuple):
    """A table of the partie on the organiser's page, and what its forms carry back."""

    n: int
    one: tuple[str, int]  # each team, its name apart from its number (the `team` macro)
    state: str
    two: tuple[str, int]
    one_label: str
    two_label: str
    replaces: str  # outcome_key: the result the page shows, which a correction replaces
    choices: list[tuple[int, str]]  # the teams a forfeit may be of
    match: str  # teams_key: the teams the page shows at this table


def _organiser_row(c: Concours, n: int, row: Table, entry: Entry | None) -> OrganiserRow:
    one, two = row.teams
    labels = team_label(c, one), team_label(c, two)
    return OrganiserRow(
        n,
        _named(c, one),
        state_words(c, row, entry),
        _named(c, two),
        *labels,
        outcome_key(row),
        [(one, labels[0]), (two, labels[1])],
        teams_key(row),
    )


def _choices(entry: Entry) -> list[tuple[tuple[int, int], str]]:
    """What the organiser may record of an entry that waits: its points, and in a conflict
    the other team's too, each on its own button."""
    found = [entry.points] + ([entry.other] if entry.other is not None else [])
    return [(points, t("web_record_these", first=points[0], second=points[1])) for points in found]


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
