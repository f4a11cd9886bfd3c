"""The concours as printable HTML pages (R14): the ranking and every result; the table
sheets of a partie (the one drawn last unless another is asked) -- one per table, the teams,
the table's number, a row per donne with a box per team for the scorer's pen (and, in the
coinche modes, the taker, the contract and the coinche), the Total each table hands in and a
box under each team's column for its signature; and the placement poster of a partie for the
wall -- every team in alphabetical order with its table.
Plain HTML and CSS, every name escaped: a browser opens it and prints it as it is.

A sheet is never cut and never hides a row. Four to an A4 page (two by two, to cut in
quarters), or two when a sheet needs the width (per_page), each sheet is a quarter (a half)
of its page whatever its names: they print as large as their length lets their room hold
(Room: names up to 60 signs, in any script), and the donne rows share what is left, never
less than a written score needs. One to a page (more donnes than half a page holds), a
sheet's height is what its rows need, its heading row repeated on the next page, never a
row split. With the web server's address, each team's QR code is under the table on a
quarter, beside it otherwise, its team's number and its link printed by it to type. The
poster's list takes the columns and the largest print that put it on one page."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

from belote_cli.core.concours import Concours
from belote_cli.core.digits import is_digits
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
QUARTER_ROW_MM = 5.0  # a donne's row on a quarter-page sheet at least (per_page: four)
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
         background: #fff; display: flex; flex-direction: column; min-width: 0; }
.sheet h2 { font-size: 1.25em; margin: 0 0 1mm; display: flex; justify-content: space-between;
            align-items: baseline; gap: 1em; }
.sheet h2 .what { min-width: 0; overflow-wrap: anywhere; }
.sheet h2 .at { white-space: nowrap; }
.sheet p.sub { margin: 0 0 2mm; font-size: .9em; overflow-wrap: anywhere; }
.sheet .body { display: flex; align-items: flex-start; gap: 3mm; flex: 1 0 auto; }
.sheet table { width: 100%; table-layout: fixed; margin: 0; flex: 1; min-width: 0;
               align-self: stretch; }
.sheet thead { display: table-header-group; }
.sheet tr { break-inside: avoid; page-break-inside: avoid; }
.sheet th { padding: .15em .3em; font-size: .95em; overflow-wrap: anywhere;
            vertical-align: bottom; }
.sheet th small { font-weight: normal; display: block; }
.sheet td { height: var(--row, 6.5mm); padding: 0 .3em; box-sizing: border-box; }
.sheet col.d { width: 16mm; } .sheet col.taker { width: 22mm; }
.sheet col.contract { width: 22mm; } .sheet col.coinche { width: 20mm; }
.sheet td.d { text-align: center; }
.sheet tr.total td { font-weight: bold; height: 9mm; border-top: 2px solid #111; }
.sheet td.none { background: #ddd; }
.sheet tr.sign td { height: 10mm; vertical-align: top; font-size: .7em; color: #555; }
.codes { flex: 0 0 48mm; font-size: .8em; break-inside: avoid; }
.codes p { margin: 0 0 1mm; }
.codes .code { display: flex; flex-direction: column; align-items: center; text-align: center;
               margin: 0 0 1.5mm; }
.codes svg { display: block; flex: none; width: 22mm; height: auto; }
.codes .link { display: block; font-family: "DejaVu Sans Mono", "Liberation Mono", monospace;
               font-size: 1.05em; line-height: 1.2; }
.codes .link span { white-space: nowrap; }
.sheets .page { display: grid; grid-template-rows: 1fr 1fr; gap: 4mm; max-width: 190mm;
                min-height: 276mm; margin: 0 0 4mm; }
.four .page { grid-template-columns: 1fr 1fr; }
.sheets .page + .page { break-before: page; page-break-before: always; }
.sheets .page .sheet { margin: 0; }
.sheets .page > p { grid-column: 1 / -1; grid-row: 3; margin: 0; }
.four .sheet { font-size: 8.5pt; padding: 2mm 2.5mm; }
.four .sheet h2 { font-size: 1.05em; } .four .sheet h2 .at { font-size: 1.3em; }
.four .sheet p.sub { font-size: .8em; margin-bottom: 1mm; }
.four .sheet col.d { width: 10mm; } .four .sheet th.d { overflow-wrap: normal; font-size: .8em; }
.four .sheet th small { font-size: .8em; }
.four .sheet tr.total td { height: 6mm; }
.four .sheet tr.sign td { height: 7mm; }
.four .body { flex-direction: column; align-items: stretch; gap: 1mm; }
.four .codes { flex: none; display: grid; grid-template-columns: 1fr 1fr; gap: .5mm 2mm; }
.four .codes p { grid-column: 1 / -1; margin: 0; font-size: 6.3pt; }
.four .codes .code { flex-direction: row; align-items: flex-start; text-align: left; gap: 1.5mm;
                     margin: 0; min-width: 0; }
.four .codes svg { width: 17mm; }
.four .codes .who { min-width: 0; }
.four .codes .link { font-size: 6pt; }
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


def _team_cell(c: Concours, number: int, room: Room | None) -> str:
    """A team's name and number, its players under them (escaped HTML), in type as large
    as their length lets the column's `room` hold (none: the page's own size)."""
    players = c.team(number).players
    named, played = team_label(c, number), ", ".join(players or ())
    below = "" if players is None else f"<small>{escape(played)}</small>"
    size = "" if room is None else f' style="font-size: {room.fitted(named, played)}pt"'
    return f"<th{size}>{escape(team_label(c, number))}{below}</th>"


PT_MM = 25.4 / 72
LINE = 1.2  # a line's height, of its type's size (DejaVu Sans's own: 1.16)
SMALL = 0.8  # the players' type, of the name's (`th small`)
FILLED = 0.9  # of a line, what words fill before the next word goes to the next line


def ems(text: str) -> float:
    """An upper bound of a text's width in ems of DejaVu Sans (bold): a wide sign (Chinese,
    Japanese, Korean), a pictograph, W, M, m and w an em, another capital 0.8, another
    letter 0.62; combining marks, joiners and variation selectors nothing. Decision: each
    pictograph of a joined emoji (a family) counts, as a printer without an emoji font
    draws it: a box each."""
    return sum(map(_em, text))


def _em(char: str) -> float:
    if char.isascii():
        return 1.0 if char in "WMmw" else 0.8 if char.isupper() else 0.62
    kind = unicodedata.category(char)
    if kind in ("Mn", "Me", "Cf") or "\ufe00" <= char <= "\ufe0f":
        return 0.0
    wide = unicodedata.east_asian_width(char) in "WF" or kind == "So"
    return 1.0 if wide else 0.8 if kind == "Lu" else 0.62


@dataclass(frozen=True)
class Room:
    """What a team's column holds on a sheet of four or two: its width inside its
    padding, the most its heading may take (what the quarter leaves once its donne rows,
    the Total, the signatures and the codes are drawn), the largest type and the least."""

    width_mm: float
    height_mm: float
    most_pt: float
    least_pt: float = 5.0

    def fitted(self, name: str, players: str) -> float:
        """The largest type, in half points, whose lines of `name` and of `players` under
        it fit the room; else the least."""
        width = self.width_mm * FILLED
        for half in range(int(self.most_pt * 2), int(self.least_pt * 2), -1):
            size = half / 2 * PT_MM
            lines = math.ceil(ems(name) * size / width)
            lines_small = math.ceil(ems(players) * size * SMALL / width) if players else 0
            if (lines + SMALL * lines_small) * LINE * size <= self.height_mm:
                return half / 2
        return self.least_pt


def row_mm(rows: int) -> float:
    """The height of a donne's row: a half-page sheet's, else what a page gives each row,
    no taller than MAX_ROW_MM, no shorter than a half-page sheet's (more rows than that go
    on to the next page, each row whole)."""
    if rows <= HALF_PAGE_ROWS:
        return ROW_MM
    return round(min(MAX_ROW_MM, max(ROW_MM, FULL_PAGE_ROWS_MM / rows)), 1)


LAYOUTS = {4: "four", 2: "two", 1: "one"}  # the sheets' class, by how many an A4 page takes
# On a page of four or two, by how many: a team's column (its name and players) and the
# heading (the concours's name and partie, beside "Table 12") -- measured in Chromium
# (tests/concours/test_sheets_browser.py) at the longest names.
COLUMNS = {4: Room(36.0, 24.0, 8.0), 2: Room(34.0, 30.0, 9.5)}
HEADINGS = {4: Room(62.0, 7.7, 9.0, 6.0), 2: Room(150.0, 9.0, 13.0, 8.0)}
TITLE = Room(190.0, 20.0, 24.0, 14.0)  # the poster's: the concours's name, two lines at most


def per_page(c: Concours) -> int:
    """How many table sheets an A4 page takes: four (a quarter of the page each) when a
    sheet has its donnes' and teams' columns only and few donnes, two when it needs the
    width (the coinche modes' taker, contract and coinche), one when it needs the height
    (more than HALF_PAGE_ROWS donnes) -- the same with the QR codes."""
    if (c.format.donnes or BLANK_ROWS) > HALF_PAGE_ROWS:
        return 1
    return 2 if c.format.mode.coinche else 4


Codes = tuple[str, str]  # a table's two QR codes, each its SVG and its link (text.qr)


def sheets(
    c: Concours, number: int | None = None, codes: Mapping[int, Codes] | None = None
) -> str:
    """One sheet per table of partie `number` (else the one drawn last): a row per donne (in
    the coinche modes with the taker, the contract and the coinche to write in), the Total,
    a row for each team's signature; with `codes` (each table's two QR codes with their
    links, from text.qr.sheet_codes), each team's code to enter or confirm the result from
    a phone. Four sheets to a page (per_page), else two: each an equal quarter (or half)
    of the page, whatever its names, so that the page cuts along straight lines; else one,
    in the flow of the pages."""
    k, partie = c.partie(number)
    each = per_page(c)
    rows = c.format.donnes or BLANK_ROWS
    # Decision: on a page of four or two, QUARTER_ROW_MM or ROW_MM is a row's least height:
    # the rows share what the quarter (half) leaves once the names are written -- long
    # names take a little of the rows' height, never a second page.
    height = {4: QUARTER_ROW_MM, 2: ROW_MM}.get(each, row_mm(rows))
    made = [
        _sheet(c, (k, n), table.teams, height, None if codes is None else codes[n])
        for n, table in enumerate(partie.tables, start=1)
    ]
    exempt = []
    if partie.exempt is not None:
        exempt = [f"<p>{escape(t('exempt_line', team=team_label(c, partie.exempt)))}</p>"]
    body = [f'<main class="sheets {LAYOUTS[each]}">']
    if each == 1 or not made:
        body += [*made, "</main>", *exempt]
    else:  # a grid a page, its sheets two by two (or one above the other); the exempt
        # team's line under the last page's sheets, on that page
        pages = [made[i : i + each] for i in range(0, len(made), each)]
        for i, page in enumerate(pages, start=1):
            body += ['<div class="page">', *page, *(exempt if i == len(pages) else []), "</div>"]
        body.append("</main>")
    return _page(f"{c.name} — {t('partie_title', partie=k, parties=c.format.parties)}", body)


def _sheet(
    c: Concours, at: tuple[int, int], teams: tuple[int, int], height: float, shown: Codes | None
) -> str:
    """The sheet of table n of partie k (`at`): its heading, the concours's format, its
    table of donnes, the Total and the signatures, and its teams' QR codes."""
    k, n = at
    heading = t("sheet_heading", name=c.name, partie=k, parties=c.format.parties)
    room = HEADINGS.get(per_page(c))
    size = "" if room is None else f' style="font-size: {room.fitted(heading, "")}pt"'
    label = escape(t("sheet_table", table=n))
    codes = "" if shown is None else _codes(teams, shown)
    return (
        f'<section class="sheet" style="--row: {height}mm">'
        f'<h2><span class="what"{size}>{escape(heading)}</span><span class="at">{label}</span>'
        "</h2>"
        f'<p class="sub">{escape(format_words(c))}</p>'  # its mode and rules, or profile
        f'<div class="body">{_donnes(c, teams)}{codes}</div></section>'
    )


def _donnes(c: Concours, teams: tuple[int, int]) -> str:
    """The table a sheet is written on: a row per donne, the Total, the signatures -- a
    team's column under its name, in the coinche modes the taker, the contract and the
    coinche (R6) before them."""
    extra = ["col_taker", "col_contract", "col_coinche"] if c.format.mode.coinche else []
    columns = '<col class="d">' + "".join(f'<col class="{key[4:]}">' for key in extra)
    one, two = (_team_cell(c, team, COLUMNS.get(per_page(c))) for team in teams)
    heads = "".join(f"<th>{escape(t(key))}</th>" for key in extra)
    blanks, none = "<td></td>" * len(extra), '<td class="none"></td>' * len(extra)
    donnes = "".join(
        f'<tr class="donne"><td class="d">{d}</td>{blanks}<td></td><td></td></tr>'
        for d in range(1, (c.format.donnes or BLANK_ROWS) + 1)
    )
    sign = escape(t("sheet_sign"))
    return (
        f'<table><colgroup>{columns}<col class="team"><col class="team"></colgroup>'
        f'<thead><tr><th class="d">{escape(t("col_donne"))}</th>{heads}'
        f"{one}{two}</tr></thead><tbody>{donnes}"
        f'<tr class="total"><td class="d">{escape(t("total_row"))}</td>{none}<td></td><td></td>'
        f'</tr><tr class="sign"><td class="d"></td>{none}<td>{sign}</td><td>{sign}</td></tr>'
        "</tbody></table>"
    )


def _codes(teams: tuple[int, int], shown: Codes) -> str:
    """Each team's QR code, its number beside it -- its name heads its column, just above
    -- and its link under the number (text.qr.sheet_code: the SVG, then the link)."""
    cells = []
    for team, code in zip(teams, shown, strict=True):
        svg, link = code.split("</svg>", 1)
        who = escape(t("sheet_code_team", number=team))
        who_html = f'<div class="who"><b>{who}</b>{link}</div>'
        cells.append(f'<div class="code">{svg}</svg>{who_html}</div>')
    return f'<div class="codes"><p>{escape(t("sheet_codes"))}</p>{"".join(cells)}</div>'


POSTER_MOST = 26.0  # points: a poster of few teams, read from across the room
POSTER_LEAST = 11.0  # the least on one page; more teams: POSTER_MANY, on as many pages
POSTER_MANY = (3, 15.0)
PAGE_MM = (190.0, 277.0)  # an A4 page inside its 1 cm margins
POSTER_GAP_MM = 8.0  # between two columns
# Of the type's size: what a line of the list beside its name holds ("Table 12", its number
# large: .where), and what its padding and rule add to an entry
WHERE_EMS, ENTRY_EMS = 3.2, 0.25
LIBERATION = 0.85  # the poster's Liberation Sans (Arial's widths), of DejaVu Sans Bold's


def poster_type(names: list[str], room_mm: float) -> tuple[int, float]:
    """The columns and the type (points) of the poster's list: the largest type, in half
    points, whose entries fit one page `room_mm` high in one, two or three columns -- each
    name wrapped in its column beside its table, each column but the last ending an entry
    early at worst -- fewer columns when the type is the same; else POSTER_MANY."""
    widths = [ems(name) * LIBERATION for name in names]
    for half in range(int(POSTER_MOST * 2), int(POSTER_LEAST * 2) - 1, -1):
        size = half / 2 * PT_MM
        for columns in (1, 2, 3):
            width = (PAGE_MM[0] - POSTER_GAP_MM * (columns - 1)) / columns
            room = (width - WHERE_EMS * size - 2.0) * FILLED  # 2 mm: the entry's gap
            heights = [(math.ceil(w * size / room) * LINE + ENTRY_EMS) * size for w in widths]
            if sum(heights) <= columns * room_mm - (columns - 1) * max(heights):
                return columns, half / 2
    return POSTER_MANY


def poster_order(name: str) -> tuple[tuple[int, str, int], ...]:
    """A name's place on the poster: alphabetical, case and accents ignored (the names'
    own folding, R14.2), œ and æ read as oe and ae, and numbers in the order of numbers.
    **Decision**: Équipe 2 comes before Équipe 10, as an organiser lists them."""
    words = folded(name).replace("œ", "oe").replace("æ", "ae")
    return tuple(
        (0, "", int(part)) if is_digits(part) else (1, part, 0)
        for part in re.split(r"([0-9]+)", words)
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
    title = t("poster_heading", partie=k, parties=c.format.parties)
    named = TITLE.fitted(c.name, "")
    # what the titles leave the list: the name's lines, the partie's line, their margins
    lines = math.ceil(ems(c.name) * named * PT_MM / (PAGE_MM[0] * FILLED))
    left = PAGE_MM[1] - (lines * named + 18.0) * LINE * PT_MM - 6.0
    columns, points = poster_type([c.team(team).name for team, _ in seats], left)
    body = [
        '<main class="poster">',
        f'<h1 style="font-size: {named}pt">{escape(c.name)}</h1>',
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
