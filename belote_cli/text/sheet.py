"""The feuille de score as the player sees it: a Rich table, progress bars, the winner; and
after a hand, its explanation above the sheet. Rich is imported inside the functions that
draw, so that importing this module costs nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from belote_cli.core.facts import HandFacts, OtherDeal, Settings, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.catalog import shorten, t
from belote_cli.text.explain import (
    bid,
    explain,
    kind_name,
    outcome_name,
    seat_name,
    taker_name,
    title,
    winner_line,
)

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

RECENT_ROWS = 12  # rows `show` draws unless --all
NARROW = 76  # below this width the sheet's layout is the narrow one (it fits 50 columns)


def _what(game: Game, line: Line, size: int, narrow: bool) -> list[Any]:
    """The taker, contract and outcome of a played hand; a passe, fausse donne or manual
    deal says so in their place, with its note."""
    from rich.text import Text

    f = line.facts
    if isinstance(f, OtherDeal):
        kind = Text(shorten(kind_name(f.kind), size))
        return [kind, Text(""), Text(shorten(f.note, size) if f.note else "")]
    taker = Text(shorten(taker_name(game.settings, f), size))
    return [taker, _contract(game.settings, f, narrow), Text(_outcome(line, f, narrow))]


def _contract(s: Settings, f: HandFacts, narrow: bool) -> Any:
    from rich.text import Text

    text = Text(bid(s, f, "" if narrow else " "))
    if f.trump.red:
        start = text.plain.index(f.trump.symbol)
        text.stylize("red", start, start + len(f.trump.symbol))
    return text


NARROW_OUTCOMES = {"made": "✓", "failed": "✗", "litige": "="}


def _legend(lines: Sequence[Line]) -> str:
    """What the symbols of the rows shown mean: only those shown (no litige in faits)."""
    shown = {line.score.outcome.value for line in lines if line.score is not None}
    return "  ".join(
        f"{symbol} {t('outcome_' + outcome)}"
        for outcome, symbol in NARROW_OUTCOMES.items()
        if outcome in shown
    )


def _outcome(line: Line, f: HandFacts, narrow: bool) -> str:
    assert line.score is not None
    outcome = line.score.outcome.value
    if narrow:  # one sign, explained in the caption
        return NARROW_OUTCOMES[outcome]
    return outcome_name(line, f)


def sheet_table(game: Game, console: Console, all_rows: bool = False) -> Table:
    """The sheet as wide as the terminal allows: every name whole when the table fits;
    else the teams' column heads are cut first (their bars below name them whole), then
    the names in the rows, down to a few signs."""
    from rich.measure import Measurement

    s = game.settings
    longest = max(len(name) for name in (*s.teams, *(s.players or ()), t("kind_fausse_donne")))
    unbounded = console.options.update_width(10_000)  # the width the table asks for

    def fitting(names: int, heads: int, tight: bool) -> Table | None:
        table = _table(game, console.width, (names, heads), all_rows, tight)
        if _widest(table) <= console.width:
            return table  # Rich's measure would say so too, in a third of the sheet's time
        fits = Measurement.get(console, unbounded, table).maximum <= console.width
        return table if fits else None

    for tight in (False, True):  # then one space between the columns
        whole = fitting(longest, longest, tight)
        if whole is not None:
            return whole
    # the heads cut no more than the width asks (their bars name the teams whole), then
    # the names in the rows: the longest that fits, found by halving
    found = _longest(7, longest - 1, lambda heads: fitting(longest, heads, True))
    if found is None:
        found = _longest(4, 12, lambda names: fitting(names, min(names, 7), True))
    return found or _table(game, console.width, (4, 4), all_rows, True)


def _widest(table: Table) -> int:
    """At least the width Rich measures the table at unbounded (Table.__rich_measure__): the
    widest line of each column's cells, heads and feet with both its paddings, a rule
    between columns and at both edges; the table's least width if more. A column of more
    than plain text, or of a set width, counts as too wide: Rich measures it."""
    from rich.cells import cell_len
    from rich.text import Text

    _top, right, _bottom, left = table.padding
    total = len(table.columns) + 1  # the rules, whatever the box
    for column in table.columns:
        if (column.width, column.min_width, column.max_width) != (None, None, None):
            return _TOO_WIDE
        lines = [""]
        for cell in (column.header, column.footer, *column.cells):
            if cell == "":  # no head, no foot
                continue
            if not isinstance(cell, Text) or "\t" in cell.plain:
                return _TOO_WIDE
            lines += cell.plain.splitlines()
        total += left + right + max(map(cell_len, lines))
    return max(total, table.min_width or 0)  # Rich widens it to its least width


_TOO_WIDE = 1 << 30


def _longest(low: int, high: int, fitting: Callable[[int], Table | None]) -> Table | None:
    """The table of the largest size from low to high that fits (a wider size never fits
    where a narrower one does not), or None when even `low` does not fit."""
    best = None
    while low <= high:
        middle = (low + high) // 2
        table = fitting(middle)
        if table is None:
            high = middle - 1
        else:
            best, low = table, middle + 1
    return best


def _table(game: Game, width: int, sizes: tuple[int, int], all_rows: bool, tight: bool) -> Table:
    """Hand, dealer, taker, contract, outcome, the hand's marks, each team's running total;
    names in rows cut to sizes[0], the teams' heads to sizes[1]. Narrow terminals get the
    outcome as one sign: the numbers fit. Every cell is a Text: a team called "[bold]" or
    ":x:" is shown as typed, never as Rich markup or an emoji (and plain Text spares Rich
    parsing each cell)."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    s = game.settings
    narrow = width < NARROW
    heading = title(s)
    table = Table(
        title=Text(heading, style="italic"),
        min_width=min(len(heading), width),  # the title on one line
        box=box.SIMPLE_HEAD,
        show_footer=bool(game.hands),
        pad_edge=False,
        padding=(0, 1, 0, 0) if narrow or tight else (0, 1),  # one space between columns
    )
    table.add_column(Text(t("col_hand")), justify="right", no_wrap=True)
    if s.players:  # without players the seat is told by the next-dealer line and show N
        table.add_column(Text(t("col_dealer_short" if narrow else "col_dealer")), no_wrap=True)
    table.add_column(Text(t("col_taker")), footer=Text(t("total_row")), no_wrap=True)
    contract = t("col_contract" if s.mode.coinche else "col_trump")
    table.add_column(Text(contract), no_wrap=True)
    table.add_column(Text("" if narrow else t("col_outcome")), no_wrap=True)
    table.add_column(Text(t("col_marks")), justify="center", no_wrap=True)
    for team in Team:
        total = Text(str(game.totals[team.index]))
        header = Text(shorten(s.name(team), sizes[1]))
        table.add_column(header, justify="right", footer=total, style="bold", no_wrap=True)
    lines = game.lines if all_rows else game.lines[-RECENT_ROWS:]
    dot = "·" if narrow else " · "
    for line in lines:
        row = [Text(str(line.number))]
        if s.players:
            row.append(Text(shorten(s.players[line.dealer - 1], sizes[0])))
        row += _what(game, line, sizes[0], narrow)
        row.append(Text(f"{line.marks[0]}{dot}{line.marks[1]}"))
        row += [Text(str(total)) for total in line.totals]
        table.add_row(*row)
    captions = [_legend(lines)] if narrow and lines else []
    if len(lines) < len(game.lines):
        captions.append(t("earlier_rows", count=len(game.lines) - len(lines)))
    if captions:
        table.caption = Text("\n".join(captions))
    return table


def _bar(total: int, target: int, width: int) -> str:
    filled = min(width, total * width // target) if target else width
    return "█" * filled + "░" * (width - filled)


def report(
    game: Game, number: int | None = None, console: Console | None = None, all_rows: bool = False
) -> None:
    """The explanation of hand `number` if given, then the sheet: what a player sees after
    a hand is recorded or corrected."""
    from rich.console import Console
    from rich.text import Text

    console = console or Console()
    if number is not None:
        said = explain(game, game.lines[number - 1])
        if console.is_terminal:  # at word boundaries; on one line for a script
            from belote_cli.text.wrap import fill

            said = fill(said, console.width - 1)
        console.print(Text(said), soft_wrap=True)
    print_sheet(game, console, all_rows)


def print_sheet(game: Game, console: Console | None = None, all_rows: bool = False) -> None:
    from rich.console import Console
    from rich.text import Text

    console = console or Console()
    s = game.settings
    if not game.hands:
        console.print(Text(title(s), style="bold"))
        console.print(Text(t("no_hands")))
        return
    console.print(sheet_table(game, console, all_rows))
    bar_width = 20 if console.width >= NARROW else 10
    if s.donnes is not None:  # R14.1: no target, the donnes counted instead
        console.print(Text(t("donne_count", donne=game.donnes_played, donnes=s.donnes)))
    for team in Team:
        total = game.totals[team.index]
        if s.target is None:
            console.print(Text(t("total_line", team=s.name(team), total=total)))
            continue
        console.print(
            Text(_bar(total, s.target, bar_width) + " ")
            + Text(t("progress", team=s.name(team), total=total, target=s.target))
        )
    if game.pot:
        console.print(Text(t("pot_left" if game.finished else "pot_line", pot=game.pot)))
    if not game.finished:
        reason = _play_on(game)
        if reason:
            console.print(Text(reason))
        console.print(Text(t("next_dealer", dealer=seat_name(s, game.next_dealer))))
    won = winner_line(game)
    if won is not None:
        console.print(Text(won, style="bold green"))


def _play_on(game: Game) -> str | None:
    """Why a team at or above the target has not won (the core says: R9.2, R9.3)."""
    going = game.play_on
    if going is None:
        return None
    if going.best is None:
        return t("play_on_equal")
    if going.at_target:
        return t("play_on_exceed", team=game.settings.name(going.best))
    key = "play_on_capot" if going.made_capot else "play_on_failed"
    return t(key, team=game.settings.name(going.best))
