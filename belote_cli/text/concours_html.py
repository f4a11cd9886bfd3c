"""The concours as printable HTML pages (R14): the ranking and every result; the table
sheets of a partie (the one drawn last unless another is asked) -- one per table, the teams,
the table's number, a row per donne with a box per team for the scorer's pen (and, in the
coinche modes, the taker, the contract and the coinche), the Total each table hands in and a
line for both teams to sign; and the placement poster of a partie for the wall -- every team
in alphabetical order with its table.
Plain HTML and CSS, every name escaped: a browser opens it and prints it as it is.

A sheet is never cut: its height is what its rows need (nothing hidden), it is kept whole on
one page (`break-inside: avoid`), four to an A4 page (two by two, to cut in quarters) when
they fit, two when a sheet needs the width (per_page); a sheet of more donnes than a page
holds repeats its heading row on the next page and never splits a row. With the web server's
address, each team's QR code is beside the table, its link printed under it to type."""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape

from belote_cli.core.concours import Concours
from belote_cli.core.names import folded
from belote_cli.text.catalog import language, signed, t
from belote_cli.text.concours import (
    format_words,
    outcome_cell,
    podium,
    progress,
    team_label,
    team_words,
    wins_text,
    won_prizes,
)

# Decision: a partie to a target has no known number of donnes; its sheet takes a page, and a
# page holds 20 rows of writing height (a coinche partie to 2000 often needs more than 14).
BLANK_ROWS = 20
HALF_PAGE_ROWS = 12  # up to this many donnes, a sheet fits half an A4 page (per_page)
ROW_MM = 6.5  # a donne's row on a half-page sheet: room for a written score
QUARTER_ROW_MM = 6.0  # a donne's row on a quarter-page sheet (per_page: four)
MAX_ROW_MM = 10.0  # a donne's row on a whole-page sheet of few donnes
# what a whole A4 page (277 mm inside its margins) leaves its donne rows, once the heading,
# the column heads, the Total and the signatures are drawn
FULL_PAGE_ROWS_MM = 200.0

STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.6em; margin: 0 0 .2em; } h2 { font-size: 1.2em; margin: 1.2em 0 .4em; }
p.sub { margin: 0 0 1em; color: #444; }
table { border-collapse: collapse; margin-bottom: .6em; }
th, td { border: 1px solid #888; padding: .25em .6em; }
th { background: #eee; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.top td { font-weight: bold; }
.results table { width: 100%; } .results td { overflow-wrap: anywhere; }
@media screen and (min-width: 1400px) { .results { font-size: 1.45vw; } }
@media screen and (max-width: 600px) {
  body.results { margin: .5em; font-size: 15px; }
  .results th, .results td { padding: .2em .3em; }
  .results .wide { display: none; }
}
.sheet { break-inside: avoid; page-break-inside: avoid; max-width: 190mm; font-size: 10.5pt;
         border: 2px solid #111; padding: 3mm 4mm; margin: 0 0 6mm; box-sizing: border-box;
         background: #fff; }
.sheet h2 { font-size: 1.25em; margin: 0 0 1mm; display: flex; justify-content: space-between;
            gap: 1em; }
.sheet h2 span:last-child { white-space: nowrap; }
.sheet p.sub { margin: 0 0 2mm; font-size: .9em; }
.sheet .body { display: flex; align-items: flex-start; gap: 3mm; }
.sheet table { width: 100%; table-layout: fixed; margin: 0; flex: 1; min-width: 0; }
.sheet thead { display: table-header-group; }
.sheet tr { break-inside: avoid; page-break-inside: avoid; }
.sheet th { padding: .15em .3em; font-size: .95em; overflow-wrap: anywhere; }
.sheet th small { font-weight: normal; }
.sheet td { height: var(--row, 6.5mm); padding: 0 .3em; box-sizing: border-box; }
.sheet col.d { width: 16mm; } .sheet col.taker { width: 22mm; }
.sheet col.contract { width: 22mm; } .sheet col.coinche { width: 20mm; }
.sheet td.d { text-align: center; }
.sheet tr.total td { font-weight: bold; height: 9mm; border-top: 2px solid #111; }
.sheet tr.total td.none { background: #ddd; }
.sign { display: flex; align-items: flex-end; gap: 2mm; margin: 2mm 0 0; min-height: 9mm;
        break-inside: avoid; break-before: avoid; }
.sign .label { font-weight: bold; white-space: nowrap; }
.sign .team { display: flex; flex: 1; align-items: flex-end; gap: 2mm; min-width: 0; }
.sign .who { max-width: 45%; overflow-wrap: anywhere; }
.sign .line { flex: 1; border-bottom: 1px solid #111; min-width: 15mm; height: 7mm; }
.codes { flex: 0 0 48mm; font-size: .8em; break-inside: avoid; }
.codes p { margin: 0 0 1mm; }
.codes .code { display: flex; flex-direction: column; align-items: center; text-align: center;
               margin: 0 0 1.5mm; }
.codes .code b { overflow-wrap: anywhere; }
.codes svg { display: block; max-width: 100%; height: auto; }
.codes .link { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace;
               font-size: 1.05em; line-height: 1.2; }
.codes .link span { white-space: nowrap; }
.four .page { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; max-width: 190mm;
              margin: 0 0 4mm; break-inside: avoid; page-break-inside: avoid; }
.four .page + .page { break-before: page; page-break-before: always; }
.four .sheet { margin: 0; font-size: 8.5pt; padding: 2mm 2.5mm; }
.four .sheet h2 { font-size: 1.15em; }
.four .sheet col.d { width: 11mm; } .four .sheet th.d { overflow-wrap: normal; font-size: .85em; }
.four .sheet tr.total td { height: 7.5mm; }
.four .sign { margin-top: 1.5mm; }
.four .sign .team { flex-direction: column; align-items: stretch; gap: 0; }
.four .sign .who { max-width: none; font-size: .85em; }
.four .sign .line { flex: none; height: 6mm; min-width: 0; }
.four .codes { flex-basis: 29mm; font-size: .85em; }
.four .codes .link { font-size: 7pt; }
@media screen and (max-width: 740px) { .four .page { grid-template-columns: 1fr; } }
.poster { font-family: "Liberation Sans", Arial, Helvetica, sans-serif; }
.poster h1 { font-size: 24pt; margin: 0; } .poster h2 { font-size: 18pt; margin: 0 0 4mm; }
ol.placement { list-style: none; margin: 0; padding: 0; column-gap: 8mm;
               column-rule: 1px solid #999; }
ol.placement li { display: flex; align-items: baseline; justify-content: space-between;
                  gap: 2mm; padding: .1em 0; border-bottom: 1px solid #bbb;
                  break-inside: avoid; page-break-inside: avoid; line-height: 1.15; }
ol.placement .team { overflow-wrap: anywhere; }
ol.placement .where { white-space: nowrap; font-size: .6em; }
ol.placement .where b { display: inline-block; min-width: 1.2em; text-align: right;
                         font-size: 1.9em; }
ol.placement li.exempt .where { font-size: .9em; font-style: italic; }
@page { size: A4; margin: 1cm; } @media print { body { margin: 0; } }
"""


def _page(title: str, body: list[str], css: str = "") -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n"
        + (f'<body class="{css}">\n' if css else "<body>\n")
        + "\n".join(body)
        + "\n</body>\n</html>\n"
    )


def _row(
    cells: list[str],
    numeric: frozenset[int] = frozenset(),
    css: str = "",
    wide: frozenset[int] = frozenset(),
) -> str:
    """A row of cells: numbers to the right, the `wide` columns hidden on a phone."""

    def td(i: int, cell: str) -> str:
        classes = " ".join(["n"] * (i in numeric) + ["wide"] * (i in wide))
        return (
            f'<td class="{classes}">{escape(cell)}</td>' if classes else f"<td>{escape(cell)}</td>"
        )

    tds = "".join(td(i, cell) for i, cell in enumerate(cells))
    return f'<tr class="{css}">{tds}</tr>' if css else f"<tr>{tds}</tr>"


def _head(keys: list[str], wide: frozenset[int] = frozenset()) -> str:
    return (
        "<tr>"
        + "".join(
            f'<th class="wide">{escape(t(key))}</th>'
            if i in wide
            else f"<th>{escape(t(key))}</th>"
            for i, key in enumerate(keys)
        )
        + "</tr>"
    )


def results(c: Concours) -> str:
    """The ranking, then each partie's tables and results."""
    body = [
        f"<h1>{escape(c.name)}</h1>",
        f'<p class="sub">{escape(format_words(c))} — {escape(progress(c))}</p>',
    ]
    ranking = t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}"))
    body += [f"<h2>{escape(ranking)}</h2>", "<table>"]
    keys = ["col_rank", "col_number", "col_team", "col_points", "col_wins", "col_difference"]
    keys += ["col_parties"]
    prizes = won_prizes(c)
    keys += ["col_prize"] if prizes else []
    wide = frozenset({1, 5, 6})  # hidden on a phone: the number, the difference, the parties
    body.append(_head(keys, wide))
    top = {p.standing.team for p in podium(c)} if c.parties else set()
    for s in c.ranking():
        cells = [str(s.rank), str(s.team), team_words(c, s.team), str(s.points)]
        cells += [wins_text(s.half_wins), signed(s.difference), str(s.parties)]
        cells += [prizes.get(s.team, "")] if prizes else []
        numeric = frozenset({0, 1, 3, 4, 5, 6})
        body.append(_row(cells, numeric, "top" if s.team in top else "", wide))
    body.append("</table>")
    for k, partie in enumerate(c.parties, start=1):
        body += [
            f"<h2>{escape(t('partie_title', partie=k, parties=c.format.parties))}</h2>",
            "<table>",
        ]
        body.append(_head(["col_table", "col_first", "col_points", "col_second"]))
        for n, table in enumerate(partie.tables, start=1):
            result = outcome_cell(table)
            body.append(
                _row(
                    [str(n), team_label(c, table.teams[0]), result, team_label(c, table.teams[1])],
                    frozenset({0}),
                )
            )
        body.append("</table>")
        if partie.exempt is not None:
            body.append(f"<p>{escape(t('exempt_line', team=team_label(c, partie.exempt)))}</p>")
    return _page(c.name, body, "results")


def _team_cell(c: Concours, number: int) -> str:
    """A team's name and number, its players under them (escaped HTML)."""
    players = c.team(number).players
    below = "" if players is None else f"<br><small>{escape(', '.join(players))}</small>"
    return escape(team_label(c, number)) + below


def row_mm(rows: int) -> float:
    """The height of a donne's row: a half-page sheet's, else what a page gives each row,
    no taller than MAX_ROW_MM, no shorter than a half-page sheet's (more rows than that go
    on to the next page, each row whole)."""
    if rows <= HALF_PAGE_ROWS:
        return ROW_MM
    return round(min(MAX_ROW_MM, max(ROW_MM, FULL_PAGE_ROWS_MM / rows)), 1)


LAYOUTS = {4: "four", 2: "two", 1: "one"}  # the sheets' class, by how many an A4 page takes


def per_page(c: Concours) -> int:
    """How many table sheets an A4 page takes: four (a quarter of the page each) when a
    sheet has its donnes' and teams' columns only and few donnes, two when it needs the
    width (the coinche modes' taker, contract and coinche), one when it needs the height
    (more than HALF_PAGE_ROWS donnes) -- the same with the QR codes, printed beside the
    table."""
    if (c.format.donnes or BLANK_ROWS) > HALF_PAGE_ROWS:
        return 1
    # Decision: a quarter sheet that long names and players make taller than half a page is
    # not shrunk: its page of four breaks between its two rows (two a page, each whole).
    return 2 if c.format.mode.coinche else 4


def sheets(
    c: Concours, number: int | None = None, codes: Mapping[int, tuple[str, str]] | None = None
) -> str:
    """One sheet per table of partie `number` (else the one drawn last): a row per donne (in
    the coinche modes with the taker, the contract and the coinche to write in), the Total,
    the signatures; with `codes` (each table's two QR codes with their links, from
    text.qr.sheet_codes), each team's code to enter or confirm the result from a phone,
    beside the table. Four sheets to a page (per_page), each quarter whole; else two, else
    one, in the flow of the page."""
    k, partie = c.partie(number)
    rows = c.format.donnes or BLANK_ROWS
    coinche = c.format.mode.coinche
    heading = escape(t("sheet_heading", name=c.name, partie=k, parties=c.format.parties))
    sub = escape(format_words(c))  # its mode and rules, or its profile's name and values
    # the coinche modes' blank columns (R6): who took, the contract, coinché or surcoinché
    extra = ["col_taker", "col_contract", "col_coinche"] if coinche else []
    columns = '<col class="d">' + "".join(f'<col class="{key[4:]}">' for key in extra)
    columns += '<col class="team"><col class="team">'
    extra_heads = "".join(f"<th>{escape(t(key))}</th>" for key in extra)
    blanks = "<td></td>" * len(extra)
    total_blanks = '<td class="none"></td>' * len(extra)
    each = per_page(c)
    height = QUARTER_ROW_MM if each == 4 else row_mm(rows)
    body = [f'<main class="sheets {LAYOUTS[each]}">']
    for n, table in enumerate(partie.tables, start=1):
        if each == 4 and n % 4 == 1:  # a page of four: its own grid, two by two
            body.append("</div>" * (n > 1) + '<div class="page">')
        one, two = (_team_cell(c, team) for team in table.teams)
        body.append(f'<section class="sheet" style="--row: {height}mm">')
        label = escape(t("sheet_table", table=n))
        body.append(f"<h2><span>{heading}</span><span>{label}</span></h2>")
        body.append(f'<p class="sub">{sub}</p>')
        body.append(f'<div class="body"><table><colgroup>{columns}</colgroup>')
        donne = escape(t("col_donne"))
        body.append(
            f'<thead><tr><th class="d">{donne}</th>{extra_heads}<th>{one}</th><th>{two}</th>'
            "</tr></thead><tbody>"
        )
        body += [
            f'<tr class="donne"><td class="d">{d}</td>{blanks}<td></td><td></td></tr>'
            for d in range(1, rows + 1)
        ]
        total = escape(t("total_row"))
        body.append(
            f'<tr class="total"><td class="d">{total}</td>{total_blanks}<td></td><td></td></tr>'
        )
        body.append("</tbody></table>")
        if codes is not None:
            body.append(_codes(c, table.teams, codes[n]))
        body.append("</div>")
        body.append(_signatures(c, table.teams))
        body.append("</section>")
    if each == 4 and partie.tables:
        body.append("</div>")
    body.append("</main>")
    if partie.exempt is not None:
        body.append(f"<p>{escape(t('exempt_line', team=team_label(c, partie.exempt)))}</p>")
    return _page(f"{c.name} — {t('partie_title', partie=k, parties=c.format.parties)}", body)


def _codes(c: Concours, teams: tuple[int, int], shown: tuple[str, str]) -> str:
    """Each team's QR code under its name, its link under the code (text.qr.sheet_code:
    the SVG and the link, our text outside the SVG)."""
    cells = "".join(
        f'<div class="code"><b>{escape(team_label(c, team))}</b>{code}</div>'
        for team, code in zip(teams, shown, strict=True)
    )
    return f'<div class="codes"><p>{escape(t("sheet_codes"))}</p>{cells}</div>'


def _signatures(c: Concours, teams: tuple[int, int]) -> str:
    """Signatures: team A ______ team B ______"""
    cells = "".join(
        f'<span class="team"><span class="who">{escape(team_label(c, team))}</span>'
        '<span class="line"></span></span>'
        for team in teams
    )
    return f'<p class="sign"><span class="label">{escape(t("sheet_signatures"))}</span>{cells}</p>'


POSTER_COLUMNS = ((16, 1, 26), (40, 2, 22), (66, 3, 15))  # up to N teams: columns, points
POSTER_MANY = (3, 15)  # more teams: three columns on as many pages as they need


def poster_order(name: str) -> tuple[tuple[int, str, int], ...]:
    """A name's place on the poster: alphabetical, case and accents ignored (the names'
    own folding, R14.2), œ and æ read as oe and ae, and numbers in the order of numbers.
    **Decision**: Équipe 2 comes before Équipe 10, as an organiser lists them."""
    words = folded(name).replace("œ", "oe").replace("æ", "ae")
    return tuple(
        (0, "", int(part)) if part.isdigit() else (1, part, 0)
        for part in re.split(r"(\d+)", words)
        if part
    )


def placement(c: Concours, number: int | None = None) -> list[tuple[int, int | None]]:
    """Every team of partie `number` (else the one drawn last), in the poster's order, with
    its table (None: the exempt team)."""
    _, partie = c.partie(number)
    seats: dict[int, int | None] = {}
    for n, table in enumerate(partie.tables, start=1):
        seats.update(dict.fromkeys(table.teams, n))
    if partie.exempt is not None:
        seats[partie.exempt] = None
    return sorted(seats.items(), key=lambda seat: (poster_order(c.team(seat[0]).name), seat[0]))


def poster(c: Concours, number: int | None = None) -> str:
    """The placement poster of partie `number` (else the one drawn last), for the wall:
    every team in alphabetical order with its table, in print large enough to read from
    across the room, in columns when there are many."""
    k, _ = c.partie(number)
    seats = placement(c, k)
    columns, points = next(
        ((columns, points) for most, columns, points in POSTER_COLUMNS if len(seats) <= most),
        POSTER_MANY,
    )
    title = t("poster_heading", partie=k, parties=c.format.parties)
    body = [
        '<main class="poster">',
        f"<h1>{escape(c.name)}</h1>",
        f"<h2>{escape(title)}</h2>",
        f'<ol class="placement" style="columns: {columns}; font-size: {points}pt">',
    ]
    for number, table in seats:
        team = escape(c.team(number).name)
        if table is None:
            css, where = ' class="exempt"', escape(t("poster_exempt"))
        else:  # "Table 12", the number large
            before, _, after = t("sheet_table", table=table).rpartition(str(table))
            css, where = "", f"{escape(before)}<b>{table}</b>{escape(after)}"
        body.append(
            f'<li{css}><span class="team">{team}</span><span class="where">{where}</span></li>'
        )
    body += ["</ol>", "</main>"]
    return _page(f"{c.name} — {title}", body)
