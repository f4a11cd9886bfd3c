"""Both teams' running totals, entry after entry, drawn in the terminal with the target
line (a game of N donnes has none, R14.1): a grid of characters as wide as the terminal
allows, each team its own mark and colour.
Drawn by hand: a dozen lines of arithmetic do it, no plotting library needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_cli.core.facts import Team
from belote_cli.core.game import Game
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.text import Text

HEIGHT = 12  # rows of the plot
MARKS = {Team.ONE: "●", Team.TWO: "○"}
STYLES = {Team.ONE: "bold blue", Team.TWO: "bold red"}
BOTH = "◉"  # the two teams on the same spot


def chart(game: Game, width: int) -> list[Text]:
    """The lines of the chart for a terminal `width` columns wide."""
    from rich.text import Text

    s = game.settings
    series = [(0, 0), *(line.totals for line in game.lines)]  # from the first deal
    goal = s.target or 0  # no line at 0: the axis is drawn there anyway
    top = max(goal, *(max(totals) for totals in series), 1)
    label = len(str(top)) + 1
    columns = max(10, width - label - 1)
    points = len(series)

    def row(value: int) -> int:  # 0 at the bottom, HEIGHT - 1 at the top
        return round(value * (HEIGHT - 1) / top)

    grid = [[" "] * columns for _ in range(HEIGHT)]
    styles: dict[tuple[int, int], str] = {}
    target = row(goal) if goal else None
    if target is not None:
        for x in range(columns):
            grid[target][x] = "┄"
    for x in range(columns):
        at = series[round(x * (points - 1) / max(1, columns - 1))]
        for team in Team:
            y = row(at[team.index])
            taken = grid[y][x] in MARKS.values() or grid[y][x] == BOTH
            grid[y][x] = BOTH if taken else MARKS[team]
            styles[(y, x)] = "bold magenta" if taken else STYLES[team]
    lines = []
    for y in range(HEIGHT - 1, -1, -1):
        value = top if y == HEIGHT - 1 else goal if y == target else 0 if y == 0 else None
        text = Text(f"{'' if value is None else value:>{label}}│", style="dim")
        for x, char in enumerate(grid[y]):
            text.append(char, style=styles.get((y, x), "dim" if char == "┄" else ""))
        lines.append(text)
    axis = t("chart_axis", count=len(game.lines))
    lines.append(Text(" " * label + "└" + "─" * columns, style="dim"))
    lines.append(Text(" " * (label + 1) + axis, style="dim"))
    legend = Text(" " * (label + 1))
    for team in Team:
        legend.append(f"{MARKS[team]} {s.name(team)}  ", style=STYLES[team])
    if goal:
        legend.append(t("chart_target", target=goal), style="dim")
    lines.append(legend)
    return lines
