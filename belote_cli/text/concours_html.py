"""The concours as printable HTML pages (R14): the ranking and every result, and the table
sheets of the partie just drawn -- one per table, two to an A4 page, the teams, the table's
number and a box per donne and team for the scorer's pen. Plain HTML and CSS, every name
escaped: a browser opens it and prints it as it is."""

from __future__ import annotations

from html import escape

from belote_cli.core.concours import Concours
from belote_cli.text.catalog import language, t
from belote_cli.text.concours import format_words, progress, team_label, wins_text

BLANK_ROWS = 14  # the rows of a sheet when the partie is played to a target
HALF_PAGE_ROWS = 14  # more donnes than this: a sheet takes a whole page

STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.6em; margin: 0 0 .2em; } h2 { font-size: 1.2em; margin: 1.2em 0 .4em; }
p.sub { margin: 0 0 1em; color: #444; }
table { border-collapse: collapse; margin-bottom: .6em; }
th, td { border: 1px solid #888; padding: .25em .6em; }
th { background: #eee; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.top td { font-weight: bold; }
.sheet { break-inside: avoid; page-break-inside: avoid; height: 12.6cm; overflow: hidden;
         border: 2px solid #111; padding: .6em 1em; margin: 0 0 .8cm; box-sizing: border-box; }
.sheet.tall { height: auto; page-break-after: always; }
.sheet h2 { margin: 0 0 .3em; display: flex; justify-content: space-between; }
.sheet table { width: 100%; table-layout: fixed; } .sheet td { height: 1.35em; }
.sheet th.d, .sheet td.d { width: 4em; text-align: center; }
.sheet .total td { font-weight: bold; height: 1.8em; border-top: 2px solid #111; }
@page { size: A4; margin: 1cm; } @media print { body { margin: 0; } }
"""


def _page(title: str, body: list[str]) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{language()}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        + "\n".join(body)
        + "\n</body>\n</html>\n"
    )


def _row(cells: list[str], numeric: frozenset[int] = frozenset(), css: str = "") -> str:
    tds = "".join(
        f'<td class="n">{escape(cell)}</td>' if i in numeric else f"<td>{escape(cell)}</td>"
        for i, cell in enumerate(cells)
    )
    return f'<tr class="{css}">{tds}</tr>' if css else f"<tr>{tds}</tr>"


def _head(keys: list[str]) -> str:
    return "<tr>" + "".join(f"<th>{escape(t(key))}</th>" for key in keys) + "</tr>"


def results(c: Concours) -> str:
    """The ranking, then each partie's tables and results."""
    body = [
        f"<h1>{escape(c.name)}</h1>",
        f'<p class="sub">{escape(format_words(c))} — {escape(progress(c))}</p>',
    ]
    ranking = t("ranking_title", ranking=t(f"ranking_{c.format.ranking.value}"))
    body += [f"<h2>{escape(ranking)}</h2>", "<table>"]
    keys = [
        "col_rank",
        "col_number",
        "col_team",
        "col_points",
        "col_wins",
        "col_difference",
        "col_parties",
    ]
    body.append(_head(keys))
    for s in c.ranking():
        cells = [
            str(s.rank),
            str(s.team),
            c.team(s.team).name,
            str(s.points),
            wins_text(s.half_wins),
            f"{s.difference:+d}",
            str(s.parties),
        ]
        body.append(
            _row(cells, frozenset({0, 1, 3, 4, 5, 6}), "top" if s.rank <= 3 and c.parties else "")
        )
    body.append("</table>")
    for k, partie in enumerate(c.parties, start=1):
        body += [
            f"<h2>{escape(t('partie_title', partie=k, parties=c.format.parties))}</h2>",
            "<table>",
        ]
        body.append(_head(["col_table", "col_first", "col_points", "col_second"]))
        for n, table in enumerate(partie.tables, start=1):
            result = (
                t("result_missing")
                if table.result is None
                else f"{table.result[0]} – {table.result[1]}"
            )
            body.append(
                _row(
                    [str(n), team_label(c, table.teams[0]), result, team_label(c, table.teams[1])],
                    frozenset({0}),
                )
            )
        body.append("</table>")
        if partie.exempt is not None:
            body.append(f"<p>{escape(t('exempt_line', team=team_label(c, partie.exempt)))}</p>")
    return _page(c.name, body)


def _team_cell(c: Concours, number: int) -> str:
    """A team's name and number, its players under them (escaped HTML)."""
    players = c.team(number).players
    below = "" if players is None else f"<br><small>{escape(', '.join(players))}</small>"
    return escape(team_label(c, number)) + below


def sheets(c: Concours) -> str:
    """One sheet per table of the partie drawn last."""
    k, partie = c.partie()
    rows = c.format.donnes or BLANK_ROWS
    body = []
    for n, table in enumerate(partie.tables, start=1):
        one, two = (_team_cell(c, team) for team in table.teams)
        heading = t("sheet_heading", name=c.name, partie=k, parties=c.format.parties)
        size = "sheet" if rows <= HALF_PAGE_ROWS else "sheet tall"
        body.append(f'<section class="{size}">')
        number = escape(t("sheet_table", table=n))
        body.append(f"<h2><span>{escape(heading)}</span><span>{number}</span></h2>")
        body.append(f'<p class="sub">{escape(format_words(c))}</p>')  # its mode and rules
        body.append("<table>")
        donne = escape(t("col_donne"))
        body.append(f'<tr><th class="d">{donne}</th><th>{one}</th><th>{two}</th></tr>')
        body += [f'<tr><td class="d">{d}</td><td></td><td></td></tr>' for d in range(1, rows + 1)]
        body.append(
            f'<tr class="total"><td class="d">{escape(t("total_row"))}</td><td></td><td></td></tr>'
        )
        body.append("</table>")
        body.append("</section>")
    if partie.exempt is not None:
        body.append(f"<p>{escape(t('exempt_line', team=team_label(c, partie.exempt)))}</p>")
    return _page(f"{c.name} — {t('partie_title', partie=k, parties=c.format.parties)}", body)
