"""The server's pages, rendered by Jinja2 with autoescaping (a team called
`<script>alert(1)</script>` is text), in the user's language; their style and their one
script held here, served by the program itself (no CDN, no external font: the club may
have no internet)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import jinja2
from starlette.responses import HTMLResponse

from belote_cli.core.concours import Concours, Table
from belote_cli.core.errors import RuleError
from belote_cli.text.catalog import describe, language, t
from belote_cli.text.concours import (
    Playing,
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

STYLE = """
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 0; padding: .8em; color: #111;
       background: #fff; font-size: 17px; line-height: 1.35; }
h1 { font-size: 1.5em; margin: 0 0 .2em; } h2 { font-size: 1.2em; margin: 1em 0 .4em; }
.sub { color: #444; margin: 0 0 .8em; }
table { border-collapse: collapse; width: 100%; margin-bottom: .8em; }
th, td { border: 1px solid #999; padding: .25em .45em; text-align: left;
         overflow-wrap: anywhere; }
th { background: #eee; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.top td { font-weight: bold; }
.state { font-style: italic; } .done { font-weight: bold; font-style: normal; }
.said { background: #e8f4e8; border: 1px solid #7a7; padding: .5em; }
.warn { background: #fbeaea; border: 1px solid #c77; padding: .5em; }
form { margin: .4em 0; } input, select, button { font-size: 1em; padding: .35em; }
select { max-width: 10em; }  /* a long team name never widens a phone's page */
input[type=number] { width: 7em; } button { cursor: pointer; }
.podium li { font-size: 1.4em; font-weight: bold; }
.qr { display: inline-block; text-align: center; margin: .5em 1em; }
.sheet { border: 2px solid #111; padding: .6em; margin: 0 0 1em; break-inside: avoid; }
@media screen and (min-width: 1400px) {
  body { font-size: 1.25vw; }
  .columns { display: grid; grid-template-columns: 1fr 1fr; gap: 2em; }
}
@media screen and (max-width: 600px) { .wide { display: none; } }
@media print { .noprint { display: none; } }
"""

SCRIPT = """
(function () {
  var wall = document.getElementById('wall');
  if (!wall) { return; }
  // on a projector, a wall taller than the screen turns its pages every ten seconds
  if (window.innerWidth >= 1200) {
    setInterval(function () {
      var last = document.documentElement.scrollHeight - window.innerHeight;
      if (last <= 0) { return; }
      var next = window.scrollY + window.innerHeight * 0.9;
      window.scrollTo(0, window.scrollY >= last - 1 ? 0 : Math.min(next, last));
    }, 10000);
  }
  if (!window.EventSource) { return; }
  function refresh() {
    fetch('/wall', {cache: 'no-store'}).then(function (answer) {
      return answer.ok ? answer.text() : null;
    }).then(function (html) { if (html !== null) { wall.innerHTML = html; } });
  }
  var source = new EventSource('/events');
  // the stream (re)opened: what changed before it did (a server restarted) is shown too
  source.addEventListener('open', refresh);
  source.addEventListener('change', refresh);
})();
"""

ASSETS: dict[str, tuple[str, bytes]] = {
    "style.css": ("text/css; charset=utf-8", STYLE.encode()),
    "wall.js": ("text/javascript; charset=utf-8", SCRIPT.encode()),
}

LAYOUT = """<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title>
<link rel="stylesheet" href="/static/style.css">
{% if refresh %}<noscript><meta http-equiv="refresh" content="20"></noscript>{% endif %}
</head>
<body>
{% block body %}{% endblock %}
{% if script %}<script src="/static/wall.js"></script>{% endif %}
</body>
</html>
"""

WALL_PART = """<h1>{{ c.name }}</h1>
<p class="sub">{{ format }} — {{ progress }}</p>
{% if podium %}<h2>{{ t("podium_title") }}</h2><ol class="podium">
{% for place, name, points in podium %}<li>{{ name }} — {{ points }}</li>{% endfor %}</ol>
{% endif %}
<div class="columns">
{% if tables %}<section><h2>{{ partie_title }}</h2>
<table><tr><th>{{ t("col_table") }}</th><th>{{ t("col_first") }}</th>
<th>{{ t("col_points") }}</th><th>{{ t("col_second") }}</th></tr>
{% for n, one, state, two, done in tables %}
<tr><td class="n">{{ n }}</td><td>{{ one }}</td>
<td class="state{% if done %} done{% endif %}">{{ state }}</td><td>{{ two }}</td></tr>
{% endfor %}</table>
{% if exempt %}<p>{{ exempt }}</p>{% endif %}</section>{% endif %}
<section><h2>{{ ranking_title }}</h2>
<table><tr><th>{{ t("col_rank") }}</th><th class="wide">{{ t("col_number") }}</th>
<th>{{ t("col_team") }}</th><th>{{ t("col_points") }}</th><th>{{ t("col_wins") }}</th>
<th class="wide">{{ t("col_difference") }}</th>{% if prizes %}<th>{{ t("col_prize") }}</th>
{% endif %}</tr>
{% for s, name, wins, prize, top in ranking %}
<tr{% if top %} class="top"{% endif %}><td class="n">{{ s.rank }}</td>
<td class="n wide">{{ s.team }}</td><td>{{ name }}</td><td class="n">{{ s.points }}</td>
<td class="n">{{ wins }}</td><td class="n wide">{{ "%+d" % s.difference }}</td>
{% if prizes %}<td>{{ prize }}</td>{% endif %}</tr>
{% endfor %}</table></section>
</div>
"""

WALL = """{% extends "layout" %}{% block body %}<main id="wall">
{% include "wall_part" %}</main>{% endblock %}"""

TABLE = """{% extends "layout" %}{% block body %}
<h1>{{ c.name }}</h1>
<p class="sub">{{ heading }}</p>
<p>{{ you }}</p>
{% if said %}<p class="said">{{ said }}</p>{% endif %}
{% if done %}<p class="said">{{ done }}</p>
{% elif entry and entry.state.value == "waiting" %}<p class="warn">{{ waiting }}</p>
{% elif entry and entry.state.value == "conflict" %}<p class="warn">{{ conflict }}</p>
{% elif entry and entry.side != side %}
<p>{{ to_confirm }}</p>
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input type="hidden" name="action" value="confirm">
<input type="hidden" name="first" value="{{ entry.points[0] }}">
<input type="hidden" name="second" value="{{ entry.points[1] }}">
<button type="submit">{{ t("web_confirm") }}</button></form>
<p>{{ t("web_or_enter") }}</p>
{% elif entry %}<p class="said">{{ entered }}</p>
{% endif %}
{% if not done and not (entry and entry.state.value == "waiting") %}
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input type="hidden" name="action" value="enter">
<p><label>{{ one }}
<input type="number" name="first" min="0" max="100000" required></label></p>
<p><label>{{ two }}
<input type="number" name="second" min="0" max="100000" required></label></p>
<button type="submit">{{ t("web_enter") }}</button></form>
{% endif %}
{% endblock %}"""

ORGANISER = """{% extends "layout" %}{% block body %}
<h1>{{ c.name }}</h1>
<p class="sub">{{ format }} — {{ progress }}</p>
{% if said %}<p class="said">{{ said }}</p>{% endif %}
{% for text in waiting %}<p class="warn">{{ text }}</p>{% endfor %}
{% for k, n, text, points, teams in to_decide %}
<form method="post" class="warn"><input type="hidden" name="csrf" value="{{ csrf }}">
{{ text }}
<input type="hidden" name="partie" value="{{ k }}">
<input type="hidden" name="table" value="{{ n }}">
<input type="hidden" name="first" value="{{ points[0] }}">
<input type="hidden" name="second" value="{{ points[1] }}">
<input type="hidden" name="teams" value="{{ teams }}">
<input type="hidden" name="replaces" value="">
<button name="action" value="accept">{{ t("web_accept") }}</button>
<button name="action" value="reject">{{ t("web_reject") }}</button></form>
{% endfor %}
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input type="hidden" name="drawn" value="{{ drawn }}">
<button name="action" value="draw">{{ t("web_draw") }}</button>
{% if drawn %}<button name="action" value="undo">{{ t("web_undo_draw") }}</button>{% endif %}
{% if drawn %}<a href="/sheets">{{ t("web_sheets") }}</a>
<a href="/poster">{{ t("web_poster") }}</a>{% endif %}
</form>
{% if tables %}<h2>{{ partie_title }}</h2>
<table><tr><th>{{ t("col_table") }}</th><th>{{ t("col_first") }}</th>
<th>{{ t("col_points") }}</th><th>{{ t("col_second") }}</th><th></th></tr>
{% for n, one, state, two, replaces, teams, match in tables %}
<tr><td class="n">{{ n }}</td><td>{{ one }}</td><td>{{ state }}</td><td>{{ two }}</td><td>
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input type="hidden" name="partie" value="{{ drawn }}">
<input type="hidden" name="table" value="{{ n }}">
<input type="hidden" name="teams" value="{{ match }}">
<input type="hidden" name="replaces" value="{{ replaces }}">
<input type="number" name="first" min="0" max="100000" aria-label="{{ one }}">
<input type="number" name="second" min="0" max="100000" aria-label="{{ two }}">
<button name="action" value="result">{{ t("web_record") }}</button></form>
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input type="hidden" name="partie" value="{{ drawn }}">
<input type="hidden" name="table" value="{{ n }}">
<input type="hidden" name="teams" value="{{ match }}">
<input type="hidden" name="replaces" value="{{ replaces }}">
<select name="team">{% for number, name in teams %}
<option value="{{ number }}">{{ name }}</option>{% endfor %}</select>
<button name="action" value="forfeit">{{ t("web_forfeit") }}</button></form>
</td></tr>
{% endfor %}</table>{% endif %}
<h2>{{ t("col_team") }}</h2>
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<select name="team">{% for number, name in everyone %}
<option value="{{ number }}">{{ name }}</option>{% endfor %}</select>
<button name="action" value="withdraw">{{ t("web_withdraw") }}</button>
<button name="action" value="reinstate">{{ t("web_reinstate") }}</button></form>
<form method="post"><input type="hidden" name="csrf" value="{{ csrf }}">
<input name="name" required maxlength="60" aria-label="{{ t('arg_team_name') }}">
<input name="players" maxlength="130" aria-label="{{ t('opt_team_players') }}">
<button name="action" value="add">{{ t("web_add_team") }}</button></form>
{% endblock %}"""

REFUSAL = """{% extends "layout" %}{% block body %}<h1>{{ status }}</h1>
<p class="warn">{{ message }}</p>{% endblock %}"""

ENVIRONMENT = jinja2.Environment(
    loader=jinja2.DictLoader(
        {
            "layout": LAYOUT,
            "wall_part": WALL_PART,
            "wall": WALL,
            "table": TABLE,
            "organiser": ORGANISER,
            "refusal": REFUSAL,
        }
    ),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
)
ENVIRONMENT.globals["t"] = t


def _render(template: str, answer: int = 200, **values: Any) -> HTMLResponse:
    values.setdefault("title", values["c"].name if "c" in values else "belote")
    values.setdefault("script", False)
    values.setdefault("refresh", False)
    html = ENVIRONMENT.get_template(template).render(lang=language(), **values)
    return HTMLResponse(html, status_code=answer)


def refusal(status: int, message: str) -> HTMLResponse:
    return _render("refusal", status, status=status, message=message, title=str(status))


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
    key = {
        State.ENTERED: "web_state_entered",
        State.CONFLICT: "web_state_conflict",
        State.WAITING: "web_state_waiting",
    }[entry.state]
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
        return _render("wall_part", **values)
    return _render("wall", script=True, refresh=True, **values)


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
    return _render("table", **values)


SAID = ("entered", "conflict", "waiting", "recorded", "done", "nothing")


def organiser(
    c: Concours,
    entries: Mapping[Key, Entry],
    csrf: str,
    query: Mapping[str, str],
) -> HTMLResponse:
    values = _wall_values(c, entries, {})
    said = query.get("said", "")
    values["said"] = " ".join(t(f"web_done_{part}") for part in said.split(".") if part in DONE)
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
    values["waiting"] = []
    values["everyone"] = [(team.number, team_label(c, team.number)) for team in c.teams]
    return _render("organiser", **values)


DONE = (
    *("draw", "undo", "result", "accept", "reject", "forfeit", "withdraw", "add"),
    *("reinstate", "reinstate_late", "forfeit_removed", "forfeit_kept"),  # said together
)


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
