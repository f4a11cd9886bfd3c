"""Both teams' running totals, entry after entry, drawn in the terminal with the target
line (a game of N donnes has none, R14.1): a grid of characters as wide as the terminal
allows, each team its own mark and colour, the entries' numbers under it.
Drawn by hand: a few lines of arithmetic do it, no plotting library needed.

The rows are a scale from 0 to a round top, labelled at round steps (1, 2, 2.5 or 5 times a
power of ten: four to six labels). The target has a row of its own; a round label closer
to it than half a step gives way (1000 beside 1001 would read as one). A labelled row holds
only its own value: a total above it is drawn above that row, a total below it below (963
under the 1000 row, never on it). Two different totals are never drawn on one row: one is
moved a row away, their order kept -- every gap between two labels has room for two."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction
from math import ceil
from typing import TYPE_CHECKING

from belote_cli.core.facts import Team
from belote_cli.core.game import Game
from belote_cli.text.catalog import t
from belote_cli.text.wrap import fill

if TYPE_CHECKING:
    from rich.text import Text

ROWS = 12  # about as many rows between 0 and the top
MOST_STEPS = 5  # steps between labels: 0 and at most five more, at least three
MARKS = {Team.ONE: "●", Team.TWO: "○"}
STYLES = {Team.ONE: "bold blue", Team.TWO: "bold red"}
BOTH = "◉"  # the two teams on the same spot: their totals are equal
BOTH_STYLE = "bold magenta"
LINE = "┄"  # the target's line


def step_for(high: int) -> int:
    """The smallest round step (1, 2, 2.5 or 5 times a power of ten, a whole number) that
    reaches `high` in at most MOST_STEPS steps."""
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power // 2, 5 * power):  # 5 // 2: 2 again
            if MOST_STEPS * step >= high:
                return step
        power *= 10


def every_nth(count: int, room: float, widest: float) -> int:
    """Which entries the x axis numbers: every one when each has `room` for its number
    (`widest` and a gap), else every 2nd, 5th, 10th, 20th… -- never two numbers touching.
    `count`: the entries."""
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power):
            if step * room >= widest or step >= count:
                return step
        power *= 10


@dataclass(frozen=True)
class Scale:
    """The rows of a chart, from the bottom: each row's value, the round values labelled
    (by row), the target and its row (None in a game of N donnes)."""

    values: tuple[Fraction, ...]
    ticks: dict[int, int]
    goal: int | None
    target: int | None

    @property
    def labels(self) -> dict[int, int]:
        """Each labelled row's label: the ticks and the target."""
        if self.target is None or self.goal is None:
            return self.ticks
        return {**self.ticks, self.target: self.goal}

    def allowed(self, total: int, row: int) -> bool:
        """A total may be drawn on `row`: a labelled row only when it is its value, else on
        the total's side of every label."""
        if not 0 <= row < len(self.values):
            return False
        return all(
            (row > at) - (row < at) == (total > value) - (total < value)
            for at, value in self.labels.items()
        )

    def nearest(self, total: int) -> int:
        rows = [row for row in range(len(self.values)) if self.allowed(total, row)]
        return min(rows, key=lambda row: (abs(self.values[row] - total), row))

    def rows(self, low: int, high: int) -> tuple[int, int]:
        """The rows of two totals, `low` <= `high`: apart unless they are equal."""
        bottom, top = self.nearest(low), self.nearest(high)
        if low != high and bottom == top:
            if self.allowed(high, top + 1):
                top += 1
            else:  # the scale always leaves room for two (see `scale`)
                bottom -= 1
        return bottom, top


def scale(goal: int | None, high: int) -> Scale:
    """The rows for totals up to `high` and the target `goal`."""
    high = max(high, goal or 0, 1)
    step = step_for(high)
    steps = ceil(high / step)
    per_step = max(3, round(ROWS / steps))  # rows from one label to the next
    size = Fraction(step, per_step)
    values = {size * row for row in range(steps * per_step + 1)}
    ticks = [step * n for n in range(steps + 1)]
    labelled = ticks
    if goal is not None:  # its own row; a round label too near it gives way (never 0)
        ticks = [v for v in ticks if v in (0, goal) or 2 * abs(v - goal) >= step]
        labelled = sorted({*ticks, goal})
        values.add(Fraction(goal))
    for low, up in itertools.pairwise(labelled):  # room for two totals between labels
        if sum(low < v < up for v in values) < 2:
            values |= {low + Fraction(up - low, 3), low + Fraction(2 * (up - low), 3)}
    while high > labelled[-1] and sum(v > labelled[-1] for v in values) < 2:  # and above
        values.add(max(values) + size)
    rows = sorted(values)
    target = None if goal is None else rows.index(Fraction(goal))
    return Scale(tuple(rows), {rows.index(Fraction(v)): v for v in ticks}, goal, target)


def chart(game: Game, width: int) -> list[Text]:
    """The lines of the chart for a terminal `width` columns wide."""
    from rich.text import Text

    s = game.settings
    series = [(0, 0), *(line.totals for line in game.lines)]  # from the first deal
    rows = scale(s.target, max(max(totals) for totals in series))
    labels = rows.labels
    label = max(len(str(value)) for value in labels.values()) + 1
    columns = max(10, width - label - 1)
    points = len(series)

    grid = [[" "] * columns for _ in rows.values]
    styles: dict[tuple[int, int], str] = {}
    if rows.target is not None:
        grid[rows.target] = [LINE] * columns
    for x in range(columns):
        at = series[round(x * (points - 1) / max(1, columns - 1))]
        if at[0] == at[1]:
            y = rows.nearest(at[0])
            grid[y][x], styles[(y, x)] = BOTH, BOTH_STYLE
            continue
        low, high = sorted(Team, key=lambda team: at[team.index])
        for team, y in zip((low, high), rows.rows(at[low.index], at[high.index]), strict=True):
            grid[y][x], styles[(y, x)] = MARKS[team], STYLES[team]
    lines = []
    for y in range(len(rows.values) - 1, -1, -1):
        text = Text()
        text.append(f"{labels.get(y, ''):>{label}}│", style="dim")
        for x, char in enumerate(grid[y]):
            text.append(char, style=styles.get((y, x), "dim" if char == LINE else ""))
        lines.append(text)
    axis = t("chart_axis", count=len(game.lines))
    lines.append(Text(" " * label + "└" + "─" * columns, style="dim"))
    numbers = _numbers([line.number for line in game.lines], columns)
    lines.append(Text(" " * (label + 1) + numbers, style="dim"))
    lines.append(Text(fill(" " * (label + 1) + axis, width, " " * (label + 1)), style="dim"))
    legend = Text(" " * (label + 1))
    for team in Team:
        legend.append(f"{MARKS[team]} {s.name(team)}  ", style=STYLES[team])
    if s.target is not None:
        legend.append(t("chart_target", target=s.target), style="dim")
    lines.append(legend)
    return lines


def _numbers(numbers: list[int], columns: int) -> str:
    """The x axis's numbers, each under its entry's column (as chart() draws the series,
    whose point 0 is the start), every_nth of them, never two touching nor one past the
    edge."""
    if not numbers:
        return ""
    per_entry = (columns - 1) / len(numbers)
    nth = every_nth(len(numbers), per_entry, len(str(max(numbers))) + 1)
    row = [" "] * columns
    free = 0  # the first column a number may take: one after the last one's end
    for at, number in enumerate(numbers, 1):
        text = str(number)
        if number % nth:
            continue
        middle = round(at * per_entry)
        start = min(max(middle - (len(text) - 1) // 2, 0), columns - len(text))
        if start >= free:
            row[start : start + len(text)] = text
            free = start + len(text) + 1
    return "".join(row).rstrip()
