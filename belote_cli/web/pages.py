"""The server's pages, rendered by Jinja2 with autoescaping (a team called
`<script>alert(1)</script>` is text), in the user's language, from the package's
`templates/*.html`; their style and their one script, `static/`, served by the program
itself (no CDN, no external font: the club may have no internet)."""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

import jinja2
from starlette.responses import HTMLResponse

from belote_cli.core.concours import Concours, Playing, Table, entrant
from belote_cli.core.errors import RuleError
from belote_cli.text.catalog import describe, language, t, unbroken
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


def said(key: str, **values: object) -> str:
    """A sentence of the catalog as a page shows it: the space before a sign a line never
    starts with (French : ; ? !) unbreakable, so no line of a page starts with a colon."""
    return unbroken(t(key, **values))


ENVIRONMENT.globals["t"] = said

# A figure as a sentence says it: 12, +1004, 11/12, 2½, and "2 / 4" or "1000 – 944" whole
FIGURE = re.compile(r"[+−]?\d+(?:[.,/]\d+)*½?(?:\s[/–]\s\d+(?:[.,/]\d+)*½?)?")


def pieces(text: str) -> list[tuple[str, bool]]:
    """`text` cut into its words and its figures (True), for a template that keeps each
    figure on one line (`<span class="num">`)."""
    text = unbroken(text)  # a sentence made elsewhere (text.concours) keeps its colon too
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


# Where a refusal leads back (an address, its link's words): the wall's ranking, anyone's
WALL = ("/", "web_see_ranking")
ORGANISER = ("/o", "web_back_organiser")


def refusal(status: int, message: str, back: tuple[str, str] = WALL) -> HTMLResponse:
    """A refusal in words -- what is wrong, what to do -- and a link back: never a bare
    code, never a dead end."""
    title = t(TITLES.get(status, "web_title_other"))
    href, label = back
    values = {"status": status, "message": unbroken(message), "title": title}
    values["back"] = (href, said(label))
    return render("refusal.html", status, **values)


class Scored(NamedTuple):
    """A team's points as a page shows them: beside the team's name and number."""

    team: tuple[str, int]
    points: int


class Note(NamedTuple):
    """What a page says of a table: a sentence, the points it names (each block a caption
    and each team beside its own points) and its kind -- `ok` (done), `info` (waiting) or
    `warn` (a refusal, a conflict: an alert for a screen reader)."""

    kind: str
    text: str
    scores: tuple[tuple[str, tuple[Scored, ...]], ...] = ()


def scored(c: Concours, teams: tuple[int, int], points: tuple[int, int]) -> tuple[Scored, ...]:
    return tuple(Scored(_named(c, team), got) for team, got in zip(teams, points, strict=True))


def to_record(c: Concours, k: int, n: int, points: tuple[int, int] | None) -> Note | None:
    """The figures an organiser's question would record, each beside its team."""
    if points is None:
        return None
    teams = c.table(k, n)[1].teams
    figures = (("", scored(c, teams, points)),)
    return Note("info", said("web_ask_record", table=n, partie=k), figures)


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
    """The wall's values: the current partie's tables while it is played (once the concours
    is over, the podium instead: nothing pushes the final ranking away), the ranking."""
    values: dict[str, Any] = {"c": c, "format": format_words(c), "progress": progress(c)}
    values |= {"tables": [], "exempt": ""}
    if c.parties and not c.finished:
        k, partie = c.partie()
        for n, row in enumerate(partie.tables, start=1):
            entry = entries.get(Key(k, n, row.teams))
            state = state_words(c, row, entry)
            going = playing.get(n)
            if not row.done and entry is None and going is not None:
                state = playing_words(c, going)
            one, two = (_named(c, team) for team in row.teams)
            values["tables"].append((n, one, state, two, row.done))
        if partie.exempt is not None:
            values["exempt"] = said("exempt_line", team=team_label(c, partie.exempt))
        values["partie_title"] = said("partie_title", partie=k, parties=c.format.parties)
    return values | _ranking_values(c)


def _ranking_values(c: Concours) -> dict[str, Any]:
    """The ranking, each team's prize beside its name, and once the concours is over the
    podium: each place, its team, its prize."""
    prizes = won_prizes(c)
    first_three = podium(c) if c.parties else []
    top = {p.standing.team for p in first_three}
    values: dict[str, Any] = {"prizes": bool(prizes)}
    values["ranking"] = [
        (s, team_words(c, s.team), wins_text(s.half_wins), prizes.get(s.team, ""), s.team in top)
        for s in c.ranking()
    ]
    values["podium"] = [
        {
            "place": p.place,
            "team": _named(c, p.standing.team),
            "by_lot": p.by_lot,
            "points": said(
                "podium_points", points=p.standing.points, wins=wins_text(p.standing.half_wins)
            ),
            "prize": p.prize or "",
        }
        for p in (first_three if c.finished else [])
    ]
    how = t(f"ranking_{c.format.ranking.value}")
    key = "web_final_ranking" if c.finished else "ranking_title"
    values["ranking_title"] = said(key, ranking=how)
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
    c: Concours, k: int, n: int, side: int, entry: Entry | None, csrf: str, word: str
) -> HTMLResponse:
    """A table's page for one of its teams: the result, what waits, or the form."""
    row = c.parties[k - 1].tables[n - 1]
    values = _seat_values(c, k, n, side, row.teams)
    values |= {"csrf": csrf, "entry": entry, "done": row.done}
    values["notes"] = _table_notes(c, row, side, entry, word)
    values["confirm"] = (
        not row.done and entry is not None and entry.state is State.ENTERED and entry.side != side
    )
    values["form"] = not row.done and (entry is None or entry.state is not State.WAITING)
    # waiting for the other team's confirmation (or the organiser's decision): the phone
    # keeps its screen on (wall.js, the Wake Lock) and shows the outcome when it comes
    values["awake"] = (
        not row.done
        and entry is not None
        and entry.state is not State.REFUSED
        and (entry.side == side or entry.state is not State.ENTERED)
    )
    # what the page shows, in short: the script shows the page again when that changes (a
    # correction changes the result, not that the table is done)
    shown = None if entry is None else (entry.state.value, entry.points, entry.side, entry.other)
    values["shows"] = repr((len(c.parties), outcome_key(row), shown))
    return render("table.html", script=True, **values)


def _seat_values(c: Concours, k: int, n: int, side: int, teams: tuple[int, int]) -> dict[str, Any]:
    """What every table's page says first: the concours once, the partie, the table, the
    two teams, and which of them this phone is."""
    one, two = (team_label(c, team) for team in teams)
    values: dict[str, Any] = {"c": c, "side": side, "one": one, "two": two}
    values["heading"] = said("web_table_heading", partie=k, table=n, one=one, two=two)
    values["you"] = said("web_you", team=(one, two)[side])
    return values


def _table_notes(c: Concours, row: Table, side: int, entry: Entry | None, word: str) -> list[Note]:
    """What the table's page says, each thing once: what the last action did when the
    state does not say it already, then the state -- the result, or what waits."""
    notes = [Note("warn", said(f"web_said_{word}"))] if word in WARNED else []
    theirs = team_label(c, row.teams[1 - side])
    if row.done:
        scores: tuple[tuple[str, tuple[Scored, ...]], ...] = ()
        if row.result is None:
            text = said("web_done", result=outcome_words(c, row))
        else:
            text, scores = said("web_result_is"), (("", scored(c, row.teams, row.result)),)
        text = f"{said('web_said_recorded')} {text}" if word == "recorded" else text
        return [*notes, Note("ok", text, scores)]
    if entry is None:
        return notes
    mine = (("", scored(c, row.teams, entry.points)),)
    if entry.state is State.CONFLICT and entry.other is not None:
        by = [said("web_entered_by", team=team_label(c, row.teams[s])) for s in (0, 1)]
        first, second = by[entry.side], by[1 - entry.side]
        both = ((first, mine[0][1]), (second, scored(c, row.teams, entry.other)))
        return [*notes, Note("warn", said("web_conflict"), both)]
    if entry.state is State.REFUSED:
        return [*notes, Note("warn", said("web_refused"), mine)]
    if entry.state is State.WAITING:
        return [*notes, Note("info", said("web_waiting"), mine)]
    if entry.side == side:
        return [*notes, Note("ok", said("web_entered", team=theirs), mine)]
    return [*notes, Note("info", said("web_to_confirm", team=theirs), mine)]


# What a table's own action said that its state does not: each a warning
WARNED = ("done", "nothing", "changed")


GONE = {"earlier": "web_gone_earlier", "undone": "web_gone_undone", "redrawn": "web_gone_redrawn"}


def gone(c: Concours, k: int, n: int, side: int, teams: tuple[int, int], how: str) -> HTMLResponse:
    """The page of a code no longer the current partie's (an `earlier` partie, a draw
    `undone`, or undone and `redrawn` with other tables): what happened and what to do, in
    words; the page follows the concours (a draw made again alike opens it again)."""
    values = _seat_values(c, k, n, side, teams)
    text = said(GONE[how], partie=k, now=len(c.parties))
    notes = [Note("warn" if how == "redrawn" else "info", text)]
    team = teams[side]
    at = c.parties[-1].table_of(team) if c.parties and how != "undone" else None
    if at is not None:
        notes.append(Note("info", said("web_now_at", partie=len(c.parties), table=at)))
    row = c.parties[k - 1].tables[n - 1] if how == "earlier" else None
    if row is not None and row.result is not None:
        scores = (("", scored(c, row.teams, row.result)),)
        notes.append(Note("ok", said("web_result_is"), scores))
    values |= {"notes": notes, "done": True, "confirm": False, "form": False, "awake": False}
    values |= {"entry": None, "csrf": "", "shows": repr((how, len(c.parties), at))}
    return render("table.html", script=True, **values)


class Asked(NamedTuple):
    """A question an organiser's action raised (actions.concours.Ask): the form that raised
    it, sent again with `confirmed` once answered; what it asks, in words; and the figures
    it would record, each beside its team."""

    form: dict[str, str]
    questions: tuple[str, ...]
    figures: Note | None = None


def organiser(
    c: Concours,
    entries: Mapping[Key, Entry],
    csrf: str,
    query: Mapping[str, str],
    asked: Asked | None = None,
    told: Sequence[str] = (),
) -> HTMLResponse:
    """The organiser's page; `asked`: a question an action raised, to be answered before
    anything is written; `told`: what an action did, in the terminal's words, else `said`
    in the query names it; `partie` in the query: the partie whose tables it shows (the
    current one by default: an earlier one to correct a result)."""
    values = _wall_values(c, entries, {})
    values["asked"] = asked
    word = query.get("said", "")
    values["said"] = " ".join(told) or (said(f"web_done_{word}") if word in DONE else "")
    values["csrf"] = csrf
    values["drawn"] = len(c.parties)
    values |= _next_step(c)
    k = _shown_partie(c, query.get("partie", ""))
    rows: list[OrganiserRow] = []
    to_decide = []
    if k:
        for n, row in enumerate(c.parties[k - 1].tables, start=1):
            entry = entries.get(Key(k, n, row.teams)) if k == len(c.parties) else None
            rows.append(_organiser_row(c, n, row, entry))
            if entry is not None and entry.deciding:
                one, two = rows[-1].one_label, rows[-1].two_label
                doubts = " ".join(entry.doubts)
                values_of = {"table": n, "one": one, "two": two, "state": rows[-1].state}
                text = said("web_decide", doubts=doubts, **values_of)
                to_decide.append((k, n, text, _choices(c, row, entry), teams_key(row)))
        values["partie_title"] = said("partie_title", partie=k, parties=c.format.parties)
    values |= {"tables": rows, "to_decide": to_decide, "shown": k}
    exempt = c.parties[k - 1].exempt if k else None
    values["exempt"] = "" if exempt is None else said("exempt_line", team=team_label(c, exempt))
    values["earlier"] = said("web_correct_earlier", partie=k) if k < len(c.parties) else ""
    values["everyone"] = [(team.number, team_label(c, team.number)) for team in c.teams]
    # what the page shows, in short: wall.js reloads it when that changes
    values["shows"] = _digest(c, entries)
    return render("organiser.html", script=True, **values)


def _shown_partie(c: Concours, asked: str) -> int:
    """The partie whose tables the organiser's page shows: the one asked for if it is
    drawn, else the current one (0: none drawn)."""
    if asked.isascii() and asked.isdigit() and 1 <= int(asked) <= len(c.parties):
        return int(asked)
    return len(c.parties)


def _next_step(c: Concours) -> dict[str, Any]:
    """Whether the next draw and an undo can be done now -- tried on the concours in
    memory, so the core decides as the action would --, and what the page says instead of
    a button that would be refused."""
    try:
        c.with_draw()
        why = ""
    except RuleError as error:
        if c.finished:
            why = said("web_concours_over")
        elif len(c.parties) == c.format.parties:  # drawn to the last: results missing
            why = said("web_last_partie")
        else:
            why = unbroken(describe(error))
    try:
        can_undo = bool(c.without_draw())
    except RuleError:
        can_undo = False
    try:  # a late team: refused once the last partie is drawn (a name no team has)
        can_add = bool(c.with_team(entrant(f"team {secrets.token_hex(8)}")))
    except RuleError:
        can_add = False
    return {"can_draw": not why, "why_not": why, "can_undo": can_undo, "can_add": can_add}


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


def _choices(c: Concours, row: Table, entry: Entry) -> list[tuple[tuple[int, int], str, Note]]:
    """What the organiser may record of an entry that waits: its points, and in a conflict
    the other team's too, each on its own button, each team beside its points."""
    found = [entry.points] + ([entry.other] if entry.other is not None else [])
    return [
        (
            points,
            said("web_record_these", first=points[0], second=points[1]),
            Note("info", "", (("", scored(c, row.teams, points)),)),
        )
        for points in found
    ]


DONE = ("draw", "undo", "result", "accept", "reject", "forfeit", "withdraw", "add")


def poster(c: Concours) -> HTMLResponse:
    from belote_cli.text.concours_html import poster as printable

    if not c.parties:
        return refusal(409, describe(RuleError("no_draw")), ORGANISER)
    return HTMLResponse(printable(c))


def sheets(c: Concours, codes: list[tuple[str, str]], base: str) -> HTMLResponse:
    """The current partie's printable sheets, each team's QR code to its table's page on
    its half (text.concours_html.sheets)."""
    from belote_cli.text.concours_html import sheets as printable

    if not c.parties:
        return refusal(409, describe(RuleError("no_draw")), ORGANISER)
    from belote_cli.text.qr import sheet_codes

    return HTMLResponse(printable(c, None, sheet_codes(base, codes)))
