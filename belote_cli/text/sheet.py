"""The feuille de score as the player sees it: a Rich table, progress bars, the winner; and
after a hand, its explanation above the sheet. Rich is imported inside the functions that
draw, so that importing this module costs nothing.

No number is ever cut: the hands' numbers, contracts, marks and totals are in columns that
never wrap and are as wide as their widest cell (Rich's `no_wrap` and `min_width`). The
names give way instead, as far as the width asks and no further: first the names in the
rows (the dealers, then the teams, then the players who took), then the teams' heads, each
step shorter (_forms: the words that tell two teams apart, the players' first names, their
initials, the teams' numbers) and every step telling every team and every player apart;
the lines under the table name the teams whole, with the short form the heads give.

Under COMPACT columns -- a phone's terminal --, when asked, or when the whole sheet does not
fit at any step: the compact sheet, the last hands with each team's marks, the totals, and
what each team still needs (or the donnes left). When even that does not fit, its names'
columns wrap (Rich's `overflow="fold"`): a name on two lines, never a name cut."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from belote_cli.core.facts import HandFacts, Mode, OtherDeal, Settings, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.catalog import shorten, t
from belote_cli.text.explain import (
    bid,
    explain,
    kind_name,
    outcome_name,
    seat_name,
    title,
    winner_line,
)
from belote_cli.text.shortnames import Forms, Steps, forms_of

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

RECENT_ROWS = 12  # rows `show` draws unless --all
HINT = "earlier_rows"  # the hands not shown: `belote show --all`; inside play, `feuille`
NARROW = 76  # below this width the sheet's layout is the narrow one
COMPACT = 60  # below this width the sheet is the compact one (a phone's terminal)
NOTE = 20  # the signs of a deal's note in a row (`show N` gives it whole)


def _what(game: Game, line: Line, forms: Forms, steps: Steps, narrow: bool) -> list[Any]:
    """The taker, contract and outcome of a played hand; a passe, fausse donne or manual
    deal says so in their place, with its note."""
    from rich.text import Text

    f = line.facts
    if isinstance(f, OtherDeal):
        return [Text(kind_name(f.kind)), Text(""), Text(shorten(f.note, NOTE) if f.note else "")]
    s = game.settings
    return [
        Text(_taker(s, f, forms, steps)),
        _contract(s, f, narrow),
        Text(_outcome(line, f, narrow)),
    ]


def _taker(s: Settings, f: HandFacts, forms: Forms, steps: Steps) -> str:
    """The player who took when recorded, else the taking team."""
    if f.taker_player is not None and s.players is not None:
        return forms.player(f.taker_player, steps.players)
    return forms.in_row(f.taker, steps.teams, steps.heads)


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


def sheet_table(
    game: Game, console: Console, all_rows: bool = False, compact: bool = False
) -> Table:
    """The sheet as wide as the terminal allows (see the module's docstring)."""
    return _laid_out(game, console, all_rows, compact)[0]


def _laid_out(
    game: Game, console: Console, all_rows: bool, compact: bool, hint: str = HINT
) -> tuple[Table, tuple[str, str]]:
    """The table, and the teams as its heads name them: the whole sheet if its names fit
    in the terminal at some step, else the compact one; if even that does not fit, the
    compact one at the last steps, its names' columns wrapped by Rich (the figures'
    columns are held at their width)."""
    forms = forms_of(game.settings)
    found = None if compact else _fitting(game, console, all_rows, forms, False, hint)
    found = found or _fitting(game, console, all_rows, forms, True, hint)
    if found is not None:
        return found
    players, teams = len(forms.players), len(forms.teams)
    last = Steps(players, teams, players, teams)
    return _compact(game, console.width, last, all_rows, forms, hint), _heads(forms, last)


def _heads(forms: Forms, steps: Steps) -> tuple[str, str]:
    return forms.team(Team.ONE, steps.heads), forms.team(Team.TWO, steps.heads)


def _fitting(
    game: Game, console: Console, all_rows: bool, forms: Forms, compact: bool, hint: str
) -> tuple[Table, tuple[str, str]] | None:
    """The first table that fits, in the order of _ladder: the width of each is what the
    table of whole names measures, less its names' columns, plus theirs at its steps."""
    width = console.width
    lines = _shown(game, all_rows, compact)

    def drawn(steps: Steps, tight: bool = True) -> Table:
        if compact:
            return _compact(game, width, steps, all_rows, forms, hint)
        return _table(game, width, steps, all_rows, tight, forms, hint)

    if not compact and _fits(table := drawn(Steps(), tight=False), console):
        return table, _heads(forms, Steps())
    dealer = None if compact or not game.settings.players else _dealer_head(width)

    def names(steps: Steps) -> int:
        return _names_width(game, lines, forms, steps, dealer, compact)

    whole = drawn(Steps())
    rest = _widest(whole, least=False) - names(Steps())
    for steps in _ladder(forms, dealer is not None):
        if rest + names(steps) <= width:
            table = whole if steps == Steps() else drawn(steps)
            if _fits(table, console):  # as counted (Rich measures the same)
                return table, _heads(forms, steps)
    return None


def _ladder(forms: Forms, dealers: bool) -> list[Steps]:
    """Every table's steps, in the order they are tried: the heads give way last (their
    names whole while any step of the rows' fits), the rows' names as little as they can,
    the dealers first, then the teams among the takers, then the players."""
    heads = range(len(forms.teams))
    players = range(max(1, len(forms.players)))
    every = itertools.product(heads, players if dealers else [0], heads, players)
    return sorted(
        (Steps(dealt, teams, took, head) for head, dealt, teams, took in every),
        key=lambda s: (s.heads, s.dealers + s.teams + s.players, -s.dealers, -s.teams),
    )


def _names_width(
    game: Game,
    lines: Sequence[Line],
    forms: Forms,
    steps: Steps,
    dealer: str | None,
    compact: bool,
) -> int:
    """The widths of the columns whose cells are names at `steps`, as the table draws them:
    the dealers' (its head `dealer`, None without that column), the takers' (the foot says
    Total), each team's (its head, its figures -- the running totals in the whole sheet,
    the marks in the compact one -- and its total)."""
    from rich.cells import cell_len

    s = game.settings
    takers = [t("col_taker"), t("total_row")]
    for line in lines:
        f = line.facts
        takers.append(
            kind_name(f.kind) if isinstance(f, OtherDeal) else _taker(s, f, forms, steps)
        )
    total = max(map(cell_len, takers))
    if dealer is not None:
        dealers = (forms.player(line.dealer, steps.dealers) for line in lines)
        total += max(map(cell_len, [dealer, *dealers]))
    for team in Team:
        figures = [(line.marks if compact else line.totals)[team.index] for line in lines]
        figures.append(game.totals[team.index])
        total += max(cell_len(forms.team(team, steps.heads)), *(len(str(n)) for n in figures))
    return total


def _shown(game: Game, all_rows: bool, compact: bool) -> Sequence[Line]:
    """The rows drawn: the last ones (as many on a phone's terminal), or all."""
    return game.lines if all_rows else game.lines[-RECENT_ROWS:]


def _dealer_head(width: int) -> str:
    return t("col_dealer_short" if width < NARROW else "col_dealer")


def _fits(table: Table, console: Console) -> bool:
    widest = _widest(table)
    if widest != _TOO_WIDE:
        return widest <= console.width  # what Rich's measure says, in a third of its time
    from rich.measure import Measurement

    unbounded = console.options.update_width(10_000)  # the width the table asks for
    return Measurement.get(console, unbounded, table).maximum <= console.width


def _widest(table: Table, least: bool = True) -> int:
    """The width Rich measures the table at unbounded (Table.__rich_measure__): each
    column's widest line of its cells, head and foot, or its least width if more, with
    its paddings (none at the table's edges without pad_edge); a rule between columns and
    at both edges; the table's least width if more (and `least`). A column of more than
    plain text, or of a set width, counts as too wide: Rich measures it."""
    from rich.cells import cell_len
    from rich.text import Text

    _top, right, _bottom, left = table.padding
    last = len(table.columns) - 1
    total = len(table.columns) + 1  # the rules, whatever the box
    for index, column in enumerate(table.columns):
        if column.width is not None or column.max_width is not None:
            return _TOO_WIDE
        lines = [""]
        for cell in (column.header, column.footer, *column.cells):
            if cell == "":  # no head, no foot
                continue
            if not isinstance(cell, Text) or "\t" in cell.plain:
                return _TOO_WIDE
            lines += cell.plain.splitlines()
        total += left if index or table.pad_edge else 0
        total += right if index < last or table.pad_edge else 0
        total += max(column.min_width or 0, *map(cell_len, lines))
    return max(total, (table.min_width or 0) if least else 0)  # Rich widens it so


_TOO_WIDE = 1 << 30


def _frame(s: Settings, width: int, tight: bool, footer: bool) -> Table:
    """The table, its title on one line when the terminal allows, its totals at its foot.
    Every cell is a Text: a team called "[bold]" or ":x:" is shown as typed, never as Rich
    markup or an emoji (and plain Text spares Rich parsing each cell)."""
    from rich import box
    from rich.cells import cell_len
    from rich.table import Table
    from rich.text import Text

    heading = title(s)
    return Table(
        title=Text(heading, style="italic"),
        min_width=min(cell_len(heading), width),
        box=box.SIMPLE_HEAD,
        show_footer=footer,
        pad_edge=False,
        padding=(0, 1, 0, 0) if tight else (0, 1),  # one space between columns
    )


def _team_columns(table: Table, game: Game, forms: Forms, heads: int) -> None:
    """A column of figures for each team, headed by its name at step `heads`, its total
    at its foot."""
    from rich.text import Text

    for team in Team:
        table.add_column(
            Text(forms.team(team, heads)),
            justify="right",
            footer=Text(str(game.totals[team.index])),
            style="bold",
            no_wrap=True,
        )


def _held(table: Table) -> Table:
    """Each column of figures (those that never wrap) as wide as its widest cell: when the
    terminal is too narrow, Rich narrows the names' columns only."""
    from rich.cells import cell_len

    for column in table.columns:
        if column.no_wrap:
            cells = (column.header, column.footer, *column.cells)
            column.min_width = max(cell_len(str(cell)) for cell in cells)
    return table


def _caption(
    table: Table,
    game: Game,
    lines: Sequence[Line],
    legend: bool,
    hint: str = HINT,
    short: str = "",
) -> None:
    """Under the table: what the signs of the outcome mean, the names the rows shorten
    (`short`, _short_forms), the hands not shown and how to see them (`hint`: the
    command's sentence, `feuille` inside `play`)."""
    from rich.text import Text

    captions = [_legend(lines)] if legend else []
    captions.append(short)
    if len(lines) < len(game.lines):
        captions.append(t(hint, count=len(game.lines) - len(lines)))
    if any(captions):
        table.caption = Text("\n".join(caption for caption in captions if caption))


def _table(
    game: Game,
    width: int,
    steps: Steps | tuple[int, int],
    all_rows: bool,
    tight: bool,
    forms: Forms | None = None,
    hint: str = HINT,
) -> Table:
    """Hand, dealer, taker, contract, outcome, the hand's marks, each team's running total;
    the names at their steps of giving way (Steps.of). Narrow terminals get the outcome as
    one sign: the numbers fit."""
    from rich.text import Text

    s = game.settings
    forms = forms or forms_of(s)
    at = Steps.of(steps)
    narrow = width < NARROW
    table = _frame(s, width, narrow or tight, bool(game.hands))
    table.add_column(Text(t("col_hand")), justify="right", no_wrap=True)
    if s.players:  # without players the seat is told by the next-dealer line and show N
        table.add_column(Text(_dealer_head(width)), overflow="fold")
    table.add_column(Text(t("col_taker")), footer=Text(t("total_row")), overflow="fold")
    contract = t("col_contract" if s.mode.coinche else "col_trump")
    table.add_column(Text(contract), no_wrap=True)
    table.add_column(Text("" if narrow else t("col_outcome")), overflow="fold")
    made = s.mode is Mode.ANNONCES  # the marks do not say what the taker made: a column does
    if made:
        table.add_column(Text(t("col_made")), justify="right", no_wrap=True)
    table.add_column(Text(t("col_marks")), justify="center", no_wrap=True)
    _team_columns(table, game, forms, at.heads)
    lines = _shown(game, all_rows, False)
    dot = "·" if narrow else " · "
    for line in lines:
        row = [Text(str(line.number))]
        if s.players:
            row.append(Text(forms.player(line.dealer, at.dealers)))
        row += _what(game, line, forms, at, narrow)
        if made:
            row.append(Text(_made(line)))
        row.append(Text(f"{line.marks[0]}{dot}{line.marks[1]}"))
        row += [Text(str(total)) for total in line.totals]
        table.add_row(*row)
    short = _short_forms(game, lines, forms, at, bool(s.players))
    _caption(table, game, lines, narrow and bool(lines), hint, short)
    return _held(table)


def _short_forms(
    game: Game, lines: Sequence[Line], forms: Forms, steps: Steps, dealers: bool
) -> str:
    """Each name the rows show shortened, with the name it stands for (F = Fanny,
    LR = Les Rouges): no row names someone the screen does not name."""
    s = game.settings
    said: dict[str, str] = {}
    for line in lines:
        if dealers and s.players is not None:
            said[forms.player(line.dealer, steps.dealers)] = s.players[line.dealer - 1]
        f = line.facts
        if isinstance(f, HandFacts):
            who = f.taker_player if s.players is not None else None
            whole = s.name(f.taker) if who is None or s.players is None else s.players[who - 1]
            said[_taker(s, f, forms, steps)] = whole
    shortened = [(short, whole) for short, whole in said.items() if short != whole]
    return ", ".join(t("short_form", short=short, name=whole) for short, whole in shortened)


def _made(line: Line) -> str:
    """What the taker made (R6.5: its trick points, belote and declarations), as the
    contract was checked against it; nothing for a capot contract or another deal."""
    check = None if line.score is None else line.score.check
    return "" if check is None or check.left_parts is None else str(check.left)


def _compact(
    game: Game,
    width: int,
    steps: Steps,
    all_rows: bool,
    forms: Forms | None = None,
    hint: str = HINT,
) -> Table:
    """The sheet for a phone: the last hands, each with its taker, contract and outcome and
    each team's marks, the totals at the foot."""
    from rich.text import Text

    s = game.settings
    forms = forms or forms_of(s)
    table = _frame(s, width, True, bool(game.hands))
    table.add_column(Text(t("col_hand")), justify="right", no_wrap=True)
    table.add_column(Text(t("col_taker")), footer=Text(t("total_row")), overflow="fold")
    contract = t("col_contract" if s.mode.coinche else "col_trump")
    table.add_column(Text(contract), no_wrap=True)
    table.add_column(Text(""), no_wrap=True)
    _team_columns(table, game, forms, steps.heads)
    lines = _shown(game, all_rows, True)
    for line in lines:
        taker, bid_text, outcome = _what(game, line, forms, steps, True)
        if line.score is None:  # a deal's note is for show N
            outcome = Text("")
        marks = [Text(str(mark)) for mark in line.marks]
        table.add_row(Text(str(line.number)), taker, bid_text, outcome, *marks)
    short = _short_forms(game, lines, forms, steps, False)
    _caption(table, game, lines, bool(lines), hint, short)
    return _held(table)


def _bar(total: int, target: int, width: int) -> str:
    filled = min(width, total * width // target) if target else width
    return "█" * filled + "░" * (width - filled)


def report(
    game: Game,
    number: int | None = None,
    console: Console | None = None,
    all_rows: bool = False,
    compact: bool = False,
    hint: str = HINT,
) -> None:
    """The explanation of hand `number` if given, then the sheet: what a player sees after
    a hand is recorded or corrected (`hint`: how to see the hands not shown)."""
    from rich.console import Console
    from rich.text import Text

    console = console or Console()
    if number is not None:
        said = explain(game, game.lines[number - 1])
        if console.is_terminal:  # at word boundaries; on one line for a script
            from belote_cli.text.wrap import fill

            said = fill(said, console.width - 1)
        console.print(Text(said), soft_wrap=True)
    print_sheet(game, console, all_rows, compact, hint)


def print_sheet(
    game: Game,
    console: Console | None = None,
    all_rows: bool = False,
    compact: bool = False,
    hint: str = HINT,
) -> None:
    """The sheet, then each team's total (its progress, or in the compact sheet what it
    still needs), the pot, who deals next, the winner. Compact when asked, and in a
    terminal under COMPACT columns."""
    from rich.console import Console
    from rich.text import Text

    console = console or Console()
    s = game.settings
    if not game.hands:
        console.print(Text(title(s), style="bold"))
        console.print(Text(t("no_hands")))
        return
    compact = compact or console.width < COMPACT
    table, heads = _laid_out(game, console, all_rows, compact, hint)
    console.print(table)
    names = tuple(_named(s, team, heads[team.index]) for team in Team)
    for said in _needs(game, names) if compact else _progress(game, names, console.width):
        console.print(Text(said))
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


def _named(s: Settings, team: Team, head: str) -> str:
    """A team's whole name, and the head that stands for it in the table if another."""
    name = s.name(team)
    return name if head == name else t("team_short", team=name, short=head)


def _progress(game: Game, names: Sequence[str], width: int) -> list[str]:
    """Each team's total, with a bar towards the target; the donnes played (R14.1)."""
    s = game.settings
    bar_width = 20 if width >= NARROW else 10
    said = (
        [] if s.donnes is None else [t("donne_count", donne=game.donnes_played, donnes=s.donnes)]
    )
    for team in Team:
        total = game.totals[team.index]
        if s.target is None:
            said.append(t("total_line", team=names[team.index], total=total))
            continue
        progress = t("progress", team=names[team.index], total=total, target=s.target)
        said.append(_bar(total, s.target, bar_width) + " " + progress)
    return said


def _needs(game: Game, names: Sequence[str]) -> list[str]:
    """Each team's total and the points it still needs to reach the target; in a game of
    N donnes (R14.1), the donnes left."""
    s = game.settings
    said = []
    if s.donnes is not None:
        left = s.donnes - game.donnes_played
        if left > 0:
            said.append(t("donnes_left", donne=game.donnes_played, donnes=s.donnes, left=left))
        else:
            said.append(t("donne_count", donne=game.donnes_played, donnes=s.donnes))
    for team in Team:
        total = game.totals[team.index]
        name = names[team.index]
        if s.target is None or total >= s.target:
            said.append(t("total_line", team=name, total=total))
        else:
            said.append(t("still_needs", team=name, total=total, needed=s.target - total))
    return said


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
