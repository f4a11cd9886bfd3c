"""The feuille de score and its chart as documents for people, each one file that loads
nothing (no font, script or picture from elsewhere) and escapes every name: the chart as an
SVG picture drawn to scale (`belote export --format svg`), and the sheet as a page to print
(`belote export --format html`) -- a table of the hands and the totals, the chart under it.

The chart: each team's running total, entry after entry, at its true height (963 under the
1000 line, never on it), the round values (text.chart.step_for) and the target labelled,
the x axis numbering the entries (every_nth of them when they are many). No two texts
overlap: each text's box is known from its font size (an upper bound of a sign's width,
EM), and the layout leaves each its room -- the title and the legend a line each above the
plot, the values left of it, the target's label inside it above its line, the numbers and
the axis's name under it.

The sheet prints on one A4 page up to PRINTED_CHART entries, the chart included; a longer
game prints its table over as many pages as it takes, its head on each, and leaves the
chart to the screen."""

from __future__ import annotations

import unicodedata
from html import escape
from math import ceil

from belote_cli.core.facts import HandFacts, Settings, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.catalog import language, t
from belote_cli.text.chart import every_nth, step_for
from belote_cli.text.explain import bid, kind_name, outcome_name, taker_name, title, winner_line
from belote_cli.text.export import pot_line

FONT = "'DejaVu Sans', Verdana, Arial, sans-serif"
SIZE = 13  # the chart's text, in its pixels
TITLE_SIZE = 15
EM = 0.68  # a sign's width at most, of the font size (DejaVu Sans: digits 0.64, W 0.99)
WIDTH = 720  # the chart's width, in its pixels; its plot's height:
PLOT_HEIGHT = 260
COLOURS = {Team.ONE: "#1f4fa8", Team.TWO: "#b3261e"}
DASHES = {Team.ONE: "none", Team.TWO: "7 4"}  # printed in black and white: still two lines
# a text over the lines it crosses: its outline the page's white, drawn under its letters
HALO = {"paint_order": "stroke", "stroke": "#fff", "stroke_width": "4", "stroke_linejoin": "round"}
MARKER_ROOM = 14  # pixels an entry needs for its markers to be drawn apart
PRINTED_CHART = 24  # entries up to which the sheet prints on one page with its chart


def text_width(text: str, size: float) -> float:
    """An upper bound of a text's width: a wide sign (Chinese, Japanese) is an em."""
    wide = sum(unicodedata.east_asian_width(char) in "WF" for char in text)
    return size * (wide + EM * (len(text) - wide))


def _lines(text: str, size: float, width: float) -> list[str]:
    """A title cut at its " — " to the width: the mode and goal, then its rules."""
    lines: list[str] = []
    for part in text.split(" — "):
        joined = f"{lines[-1]} — {part}" if lines else part
        if lines and text_width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return lines


class _Plot:
    """Where a total and an entry are drawn: the plot's box and its scale."""

    def __init__(self, game: Game, top: float) -> None:
        s = game.settings
        self.count = len(game.lines)
        high = max([s.target or 0, 1, *(max(line.totals) for line in game.lines)])
        self.step = step_for(high)
        self.high = ceil(high / self.step) * self.step
        self.ticks = [self.step * n for n in range(self.high // self.step + 1)]
        self.left = 12 + text_width(str(self.high + self.step), SIZE)
        self.right = WIDTH - 24  # room for the last entry's number, centred on its x
        self.top, self.bottom = top, top + PLOT_HEIGHT
        if s.target is not None and self.high - s.target < (SIZE + 8) / self.per_point:
            self.high += self.step  # room above the target's line for its label
            self.ticks.append(self.high)

    @property
    def per_point(self) -> float:
        return (self.bottom - self.top) / self.high

    def y(self, total: float) -> float:
        return round(self.bottom - total * self.per_point, 2)

    def x(self, entry: int) -> float:
        return round(self.left + entry * (self.right - self.left) / max(1, self.count), 2)


def chart_svg(game: Game, inline: bool = False) -> str:
    """The chart as an SVG picture, the game's title above it; `inline`: in the sheet's
    page, which has its title, and sizes it (no namespace needed in HTML)."""
    s = game.settings
    top = 0.0
    texts: list[str] = []
    for line in [] if inline else _lines(title(s), TITLE_SIZE, WIDTH - 24):
        top += TITLE_SIZE + 7
        fit = _fitted(12, TITLE_SIZE, line)
        texts.append(_text(12, top, line, font_size=TITLE_SIZE, font_weight="bold", **fit))
    for team in Team:  # the legend: a line each, whatever a name's length
        top += SIZE + 7
        total = t("total_line", team=s.name(team), total=game.totals[team.index])
        texts.append(_legend(team, top, total))
    plot = _Plot(game, top + SIZE + 6)  # the top value's label under the legend
    parts = [*_grid(plot), *_target(plot, s.target), *_axis(plot, game)]
    parts += [_series(plot, game, team) for team in Team]
    height = plot.bottom + 2 * SIZE + 30  # the numbers, the axis's name and its descenders
    root = "<svg" if inline else f'<svg xmlns="{SVG}" width="{WIDTH}" height="{height:g}"'
    return (
        f'{root} viewBox="0 0 {WIDTH} {height:g}" font-family="{escape(FONT)}" '
        f'font-size="{SIZE}" role="img">\n<title>{escape(title(s))}</title>\n'
        f'<rect width="{WIDTH}" height="{height:g}" fill="#fff"/>\n'
        + "\n".join([*parts, *texts])
        + "\n</svg>\n"
    )


SVG = "http://www.w3.org/2000/svg"  # a name, never fetched


def _text(x: float, y: float, text: str, *, anchor: str = "start", **style: object) -> str:
    """A text at (x, its baseline y), escaped; `style`'s words as attributes (font_size:
    font-size; class_: class)."""
    extra = "".join(
        f' {name.rstrip("_").replace("_", "-")}="{escape(str(value))}"'
        for name, value in style.items()
    )
    return f'<text x="{x:g}" y="{y:g}" text-anchor="{anchor}"{extra}>{escape(text)}</text>'


def _fitted(x: float, size: float, text: str) -> dict[str, str]:
    """What keeps a text from x inside the picture: its letters drawn closer when it could
    be wider than the room left (a name of 60 Chinese signs), else nothing."""
    room = WIDTH - 12 - x
    if text_width(text, size) <= room:
        return {}
    return {"textLength": f"{room:g}", "lengthAdjust": "spacingAndGlyphs"}


def _legend(team: Team, y: float, text: str) -> str:
    colour, middle = COLOURS[team], y - SIZE * 0.35
    return (
        f'<line x1="12" y1="{middle:g}" x2="40" y2="{middle:g}" stroke="{colour}" '
        f'stroke-width="2.5" stroke-dasharray="{DASHES[team]}"/>'
        + _marker(team, 26, middle)
        + _text(48, y, text, fill=colour, class_="legend", **_fitted(48, SIZE, text))
    )


def _marker(team: Team, x: float, y: float) -> str:
    """Team one's marker filled, team two's hollow: ● and ○ as the terminal draws them."""
    fill = COLOURS[team] if team is Team.ONE else "#fff"
    return (
        f'<circle class="team{team.value}" cx="{x:g}" cy="{y:g}" r="3.5" fill="{fill}" '
        f'stroke="{COLOURS[team]}" stroke-width="1.5"/>'
    )


def _grid(plot: _Plot) -> list[str]:
    """A light line and a label at each round value, the label left of the plot."""
    drawn = []
    for value in plot.ticks:
        y = plot.y(value)
        drawn.append(
            f'<line class="tick" data-value="{value}" x1="{plot.left:g}" y1="{y:g}" '
            f'x2="{plot.right:g}" y2="{y:g}" stroke="#ddd"/>'
        )
        drawn.append(_text(plot.left - 6, y + SIZE * 0.35, str(value), anchor="end", fill="#444"))
    return drawn


def _target(plot: _Plot, target: int | None) -> list[str]:
    """The target's dashed line, labelled above it at the plot's left, where totals are
    still low (R14.1: a game of N donnes has none)."""
    if target is None:
        return []
    y = plot.y(target)
    return [
        f'<line class="target" x1="{plot.left:g}" y1="{y:g}" x2="{plot.right:g}" '
        f'y2="{y:g}" stroke="#333" stroke-width="1.5" stroke-dasharray="3 3"/>',
        _text(
            plot.left + 6,
            y - 5,
            t("goal_target", target=target),
            fill="#333",
            font_weight="bold",
            class_="target",
            **HALO,
        ),
    ]


def _axis(plot: _Plot, game: Game) -> list[str]:
    """The axes, the entries' numbers (every_nth of them, never two touching) under their
    points, and the axis's name."""
    numbers = [line.number for line in game.lines]
    widest = text_width(str(max(numbers, default=1)), SIZE) + 8
    room = (plot.right - plot.left) / max(1, len(numbers))
    nth = every_nth(len(numbers), room, widest)
    y = plot.bottom + SIZE + 6
    drawn = [
        f'<path d="M{plot.left:g} {plot.top:g}V{plot.bottom:g}H{plot.right:g}" fill="none" '
        f'stroke="#888"/>'
    ]
    for entry, number in enumerate(numbers, 1):
        if number % nth == 0:
            x = plot.x(entry)
            drawn.append(f'<path d="M{x:g} {plot.bottom:g}v4" stroke="#888"/>')
            drawn.append(_text(x, y, str(number), anchor="middle", fill="#444", class_="entry"))
    middle = (plot.left + plot.right) / 2
    axis = t("chart_axis", count=len(numbers))
    drawn.append(_text(middle, y + SIZE + 8, axis, anchor="middle", fill="#444"))
    return drawn


def _series(plot: _Plot, game: Game, team: Team) -> str:
    """A team's running totals from 0, a point an entry at its true height."""
    points = [(plot.x(0), plot.y(0))]
    points += [
        (plot.x(at), plot.y(line.totals[team.index])) for at, line in enumerate(game.lines, 1)
    ]
    line = " ".join(f"{x:g},{y:g}" for x, y in points)
    drawn = (
        f'<polyline class="series" points="{line}" fill="none" stroke="{COLOURS[team]}" '
        f'stroke-width="2.5" stroke-dasharray="{DASHES[team]}" stroke-linejoin="round"/>'
    )
    room = (plot.right - plot.left) / max(1, plot.count)
    if room >= MARKER_ROOM:
        drawn += "".join(_marker(team, x, y) for x, y in points[1:])
    return drawn


# The printed sheet: A4, its table's rows as high as a line of text, the chart under it at
# most PRINTED_MM high (with PRINTED_CHART rows, the page's 273 mm are full). The screen
# shows the same, centred.
PRINTED_MM = 95
STYLE = """
body { font-family: FONT; color: #111; max-width: 190mm; margin: 1.5em auto; padding: 0 1em; }
h1 { font-size: 1.3em; margin: 0 0 .4em; }
table { border-collapse: collapse; width: 100%; font-size: 10pt; }
th, td { border: 1px solid #999; padding: .12em .45em; }
thead th { background: #eee; }
.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.total { font-weight: bold; }
td.name { overflow-wrap: anywhere; }
tfoot th, tfoot td { border-top: 2px solid #111; font-weight: bold; }
p { margin: .5em 0; }
figure { margin: 1em 0 0; }
figure svg { display: block; width: 100%; height: auto; }
@page { size: A4; margin: 12mm; }
@media print {
  body { margin: 0; padding: 0; max-width: none; }
  thead { display: table-header-group; }
  tr, figure { break-inside: avoid; }
  figure svg { max-height: PRINTED_HEIGHT; }
  .screen { display: none; }
}
""".replace("FONT", FONT).replace("PRINTED_HEIGHT", f"{PRINTED_MM}mm")


def sheet_html(game: Game) -> str:
    """The feuille de score as a page to print: the title, a row an entry (its number, who
    took, the contract, how it ended, each team's marks and running total), the totals,
    who won and the pot; the chart under it (printed up to PRINTED_CHART entries). In the
    user's language, every name escaped."""
    s = game.settings
    head = escape(title(s))
    teams = "".join(f'<th colspan="2" class="name">{escape(name)}</th>' for name in s.teams)
    kinds = (
        f'<th class="n">{escape(t("col_marks"))}</th><th class="n">{escape(t("total_row"))}</th>'
    )
    said = [text for text in (winner_line(game), pot_line(game)) if text]
    heads = _heads(game.settings)
    chart = "" if len(game.lines) <= PRINTED_CHART else ' class="screen"'
    return "\n".join(
        [
            "<!DOCTYPE html>",
            f'<html lang="{language()}">',
            '<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{head}</title>\n<style>{STYLE}</style>\n</head>\n<body>",
            f"<h1>{head}</h1>",
            "<table>\n<thead>",
            "<tr>" + "".join(f'<th rowspan="2">{escape(t(k))}</th>' for k in heads) + teams,
            "</tr>\n<tr>" + kinds * 2 + "</tr>\n</thead>\n<tbody>",
            *(_row(game, line) for line in game.lines),
            "</tbody>\n<tfoot>",
            f'<tr><th colspan="{len(heads)}">{escape(t("total_row"))}</th>'
            + "".join(f'<td></td><td class="n">{total}</td>' for total in game.totals)
            + "</tr>\n</tfoot>\n</table>",
            *(f"<p>{escape(text)}</p>" for text in said),
            f"<figure{chart}>\n{chart_svg(game, inline=True)}</figure>",
            "</body>\n</html>\n",
        ]
    )


def _heads(s: Settings) -> tuple[str, ...]:
    """The columns before the teams': classique bids a trump alone, as the sheet says."""
    return (
        "col_hand",
        "col_taker",
        "col_contract" if s.mode.coinche else "col_trump",
        "col_outcome",
    )


def _row(game: Game, line: Line) -> str:
    """An entry's row: a played hand's taker, contract and outcome; else what it was and
    its note."""
    s, f = game.settings, line.facts
    if isinstance(f, HandFacts):
        said = [taker_name(s, f), bid(s, f), outcome_name(line, f)]
    else:
        said = [kind_name(f.kind), "", f.note]
    cells = [f'<td class="n">{line.number}</td>']
    cells += [f'<td class="name">{escape(text)}</td>' for text in said]
    for marks, total in zip(line.marks, line.totals, strict=True):
        cells.append(f'<td class="n">{marks}</td><td class="n total">{total}</td>')
    return "<tr>" + "".join(cells) + "</tr>"
