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
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from belote_cli.core.digits import is_digits
from belote_cli.core.facts import HandFacts, Mode, OtherDeal, Settings, Team
from belote_cli.core.game import Game, Line
from belote_cli.core.names import clusters, folded
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

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

RECENT_ROWS = 12  # rows `show` draws unless --all
HINT = "earlier_rows"  # the hands not shown: `belote show --all`; inside play, `feuille`
NARROW = 76  # below this width the sheet's layout is the narrow one
COMPACT = 60  # below this width the sheet is the compact one (a phone's terminal)
NOTE = 20  # the signs of a deal's note in a row (`show N` gives it whole)
_PARTS = re.compile(r"([\s\-]+)")  # a name's words, and what separates them


@dataclass(frozen=True)
class _Forms:
    """The teams' and the players' names at each step of giving way, the first whole: each
    step shorter than the one before, none showing two teams (or two players) the same."""

    teams: tuple[tuple[str, ...], ...]
    players: tuple[tuple[str, ...], ...]  # none without players
    named: int  # the teams' steps that are names: the last of `teams` may be their numbers

    def team(self, team: Team, step: int) -> str:
        return self.teams[min(step, len(self.teams) - 1)][team.index]

    def in_row(self, team: Team, step: int, heads: int) -> str:
        """A team in a row: by a name, by its number only when the heads say the numbers
        (and the lines under the table what they stand for)."""
        return self.team(team, min(step, max(self.named - 1, heads)))

    def player(self, seat: int, step: int) -> str:
        return self.players[min(step, len(self.players) - 1)][seat - 1]


@dataclass(frozen=True)
class _Steps:
    """How far each kind of name gives way in a table (a step past the last is the last)."""

    dealers: int = 0
    teams: int = 0  # the teams in the takers' column
    players: int = 0  # the players in the takers' column
    heads: int = 0  # the teams' heads

    @classmethod
    def of(cls, steps: _Steps | tuple[int, int]) -> _Steps:
        """Steps, or (names, heads): every name in the rows at the step `names`."""
        if isinstance(steps, _Steps):
            return steps
        names, heads = steps
        return cls(names, names, names, heads)


def _forms(s: Settings) -> _Forms:
    """R12.1: a player gives way to the first name, then to its initials (A, JB for
    Jean-Baptiste) -- each only where no other player's would read the same (Alice and
    Alain keep their first names; Jean-Baptiste Poquelin is JB Poquelin beside
    Jean-Baptiste Pérignon). A team gives way to the words that tell the two apart (Les
    Bleus, Les Blancs: Bleus, Blancs), then to its players' (A & C), or, without players,
    to its initials; last, for the heads, to its number (T1, T2)."""
    players: tuple[tuple[str, ...], ...] = ()
    if s.players is not None:
        first = _picked([(name.split()[0], name) for name in s.players])
        short = _picked([_short(name, form) for name, form in zip(s.players, first, strict=True)])
        players = _steps([s.players, first, short])
    teams = [s.teams, _apart(*s.teams)]
    if players:
        teams += [(f"{p[0]} & {p[2]}", f"{p[1]} & {p[3]}") for p in players]
    elif teams[1] == s.teams:  # names that share no word
        teams.append((_initials(s.teams[0]), _initials(s.teams[1])))
    named = _steps(teams)
    numbers = (t("team_number", number=1), t("team_number", number=2))
    return _Forms(_steps([*named, numbers]), players, len(named))


def _steps(candidates: Iterable[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """The first candidate, then each that is narrower than the last kept, its names
    together (the columns they head or fill), a name taking its candidate only where it
    is narrower (Nous stays Nous when Les Joyeux Coincheurs de Lyon gives way), and that
    shows every name differently (as players read them: Équipe and equipe are the same)."""
    from rich.cells import cell_len

    kept: list[tuple[str, ...]] = []
    for candidate in candidates:
        forms = candidate
        if kept:
            pairs = zip(candidate, kept[-1], strict=True)
            forms = tuple(new if cell_len(new) < cell_len(old) else old for new, old in pairs)
        apart = all(forms) and len({folded(form) for form in forms}) == len(forms)
        if not kept or (apart and sum(map(cell_len, forms)) < sum(map(cell_len, kept[-1]))):
            kept.append(forms)
    return tuple(kept)


def _picked(candidates: Sequence[Sequence[str]]) -> tuple[str, ...]:
    """Each name's first candidate that is none of the other names' candidates, else its
    last: no two names read the same when the last candidates do not."""
    folds = [{folded(form) for form in forms} for forms in candidates]
    picked = []
    for index, forms in enumerate(candidates):
        others = set().union(*(fold for other, fold in enumerate(folds) if other != index))
        picked.append(next((form for form in forms if folded(form) not in others), forms[-1]))
    return tuple(picked)


def _short(name: str, before: str) -> tuple[str, ...]:
    """A player's short forms, shortest first, none wider than its form at the step
    before, which ends them: the first name's initials (A, JB for Jean-Baptiste), the
    first name, its initials and the rest of the name (JB Poquelin)."""
    from rich.cells import cell_len

    first, *rest = name.split(maxsplit=1)
    initials = _initials(first)
    forms = [initials, first, " ".join([initials, *rest])]
    return (*(form for form in forms if cell_len(form) <= cell_len(before)), before)


def _apart(one: str, two: str) -> tuple[str, str]:
    """The words that tell two names apart: the words both begin and both end with left
    out, at least one word of each kept (Club Alpha de Lyon, Club Beta de Lyon: Alpha,
    Beta; Les Bleus, Les Bleus 2: Bleus, Bleus 2)."""
    first, second = _PARTS.split(one), _PARTS.split(two)
    words = first[::2], second[::2]
    most = min(map(len, words)) - 1
    start = 0
    while start < most and folded(words[0][start]) == folded(words[1][start]):
        start += 1
    end = 0
    while start + end < most and folded(words[0][-1 - end]) == folded(words[1][-1 - end]):
        end += 1
    return (
        "".join(first[2 * start : len(first) - 2 * end]),
        "".join(second[2 * start : len(second) - 2 * end]),
    )


def _initials(name: str) -> str:
    """Each word's first sign, a number whole, & between spaces: Les Bleus de Saint-Malo is
    LBdSM, Pierre & Paul is P & P, Les 4 As is L4A."""
    signs = []
    for word in _PARTS.split(name)[::2]:
        if is_digits(word):
            signs.append(word)
        elif word == "&":
            signs.append(" & ")
        elif word:
            signs.append(clusters(word)[0])
    return "".join(signs).strip()


def _what(game: Game, line: Line, forms: _Forms, steps: _Steps, narrow: bool) -> list[Any]:
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


def _taker(s: Settings, f: HandFacts, forms: _Forms, steps: _Steps) -> str:
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
    forms = _forms(game.settings)
    found = None if compact else _fitting(game, console, all_rows, forms, False, hint)
    found = found or _fitting(game, console, all_rows, forms, True, hint)
    if found is not None:
        return found
    players, teams = len(forms.players), len(forms.teams)
    last = _Steps(players, teams, players, teams)
    return _compact(game, console.width, last, all_rows, forms, hint), _heads(forms, last)


def _heads(forms: _Forms, steps: _Steps) -> tuple[str, str]:
    return forms.team(Team.ONE, steps.heads), forms.team(Team.TWO, steps.heads)


def _fitting(
    game: Game, console: Console, all_rows: bool, forms: _Forms, compact: bool, hint: str
) -> tuple[Table, tuple[str, str]] | None:
    """The first table that fits, in the order of _ladder: the width of each is what the
    table of whole names measures, less its names' columns, plus theirs at its steps."""
    width = console.width
    lines = _shown(game, all_rows, compact)

    def drawn(steps: _Steps, tight: bool = True) -> Table:
        if compact:
            return _compact(game, width, steps, all_rows, forms, hint)
        return _table(game, width, steps, all_rows, tight, forms, hint)

    if not compact and _fits(table := drawn(_Steps(), tight=False), console):
        return table, _heads(forms, _Steps())
    dealer = None if compact or not game.settings.players else _dealer_head(width)

    def names(steps: _Steps) -> int:
        return _names_width(game, lines, forms, steps, dealer, compact)

    whole = drawn(_Steps())
    rest = _widest(whole, least=False) - names(_Steps())
    for steps in _ladder(forms, dealer is not None):
        if rest + names(steps) <= width:
            table = whole if steps == _Steps() else drawn(steps)
            if _fits(table, console):  # as counted (Rich measures the same)
                return table, _heads(forms, steps)
    return None


def _ladder(forms: _Forms, dealers: bool) -> list[_Steps]:
    """Every table's steps, in the order they are tried: the heads give way last (their
    names whole while any step of the rows' fits), the rows' names as little as they can,
    the dealers first, then the teams among the takers, then the players."""
    heads = range(len(forms.teams))
    players = range(max(1, len(forms.players)))
    every = itertools.product(heads, players if dealers else [0], heads, players)
    return sorted(
        (_Steps(dealt, teams, took, head) for head, dealt, teams, took in every),
        key=lambda s: (s.heads, s.dealers + s.teams + s.players, -s.dealers, -s.teams),
    )


def _names_width(
    game: Game,
    lines: Sequence[Line],
    forms: _Forms,
    steps: _Steps,
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


def _team_columns(table: Table, game: Game, forms: _Forms, heads: int) -> None:
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
    steps: _Steps | tuple[int, int],
    all_rows: bool,
    tight: bool,
    forms: _Forms | None = None,
    hint: str = HINT,
) -> Table:
    """Hand, dealer, taker, contract, outcome, the hand's marks, each team's running total;
    the names at their steps of giving way (_Steps.of). Narrow terminals get the outcome as
    one sign: the numbers fit."""
    from rich.text import Text

    s = game.settings
    forms = forms or _forms(s)
    at = _Steps.of(steps)
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
    game: Game, lines: Sequence[Line], forms: _Forms, steps: _Steps, dealers: bool
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
    steps: _Steps,
    all_rows: bool,
    forms: _Forms | None = None,
    hint: str = HINT,
) -> Table:
    """The sheet for a phone: the last hands, each with its taker, contract and outcome and
    each team's marks, the totals at the foot."""
    from rich.text import Text

    s = game.settings
    forms = forms or _forms(s)
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
