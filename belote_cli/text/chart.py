"""Both teams' running totals, entry after entry, drawn in the terminal with the target
line (a game of N donnes has none, R14.1): a grid of characters as wide as the terminal
allows, each team its own mark and colour.
Drawn by hand: a few lines of arithmetic do it, no plotting library needed.

The rows are a scale from 0 to a round top, labelled at round steps (1, 2, 2.5 or 5 times a
power of ten: four to six labels). The target has a row of its own, and only a total equal
to it is drawn there: a total above it is drawn above that row, a total below it below. Two
different totals are never drawn on one row: one is moved a row away, their order kept."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import ceil
from typing import TYPE_CHECKING

from belote_cli.core.facts import Team
from belote_cli.core.game import Game
from belote_cli.text.catalog import t

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
        """A total may be drawn on `row`: on the target's row only when it is the target,
        else on its side of it."""
        if not 0 <= row < len(self.values):
            return False
        if self.target is None or self.goal is None:
            return True
        if total == self.goal:
            return row == self.target
        return row > self.target if total > self.goal else row < self.target

    def nearest(self, total: int) -> int:
        rows = [row for row in range(len(self.values)) if self.allowed(total, row)]
        return min(rows, key=lambda row: (abs(self.values[row] - total), row))

    def rows(self, low: int, high: int) -> tuple[int, int]:
        """The rows of two totals, `low` <= `high`: apart unless they are equal."""
        bottom, top = self.nearest(low), self.nearest(high)
        if low != high and bottom == top:
            if self.allowed(high, top + 1):
                top += 1
            else:  # the scale always leaves room on one side (see `scale`)
                bottom -= 1
        return bottom, top


def scale(goal: int | None, high: int) -> Scale:
    """The rows for totals up to `high` and the target `goal`."""
    high = max(high, goal or 0, 1)
    step = step_for(high)
    steps = ceil(high / step)
    per_step = max(2, round(ROWS / steps))  # rows from one label to the next
    size = Fraction(step, per_step)
    values = [size * row for row in range(steps * per_step + 1)]
    target = None
    if goal is not None:
        if goal not in values:  # the target's own row
            values = sorted([*values, Fraction(goal)])
        if values.index(Fraction(goal)) < 2:  # room for two different totals below it
            values.insert(1, Fraction(goal, 2))
        while high > goal and values[-2] <= goal:  # and above it
            values.append(values[-1] + size)
        target = values.index(Fraction(goal))
    ticks = {values.index(Fraction(step * n)): step * n for n in range(steps + 1)}
    return Scale(tuple(values), ticks, goal, target)


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
    lines.append(Text(" " * (label + 1) + axis, style="dim"))
    legend = Text(" " * (label + 1))
    for team in Team:
        legend.append(f"{MARKS[team]} {s.name(team)}  ", style=STYLES[team])
    if s.target is not None:
        legend.append(t("chart_target", target=s.target), style="dim")
    lines.append(legend)
    return lines
