"""What is read across games: the list of saved games, and the statistics of teams and
players, drawn with Rich or given as JSON. Rich is imported by the functions that draw."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from belote_cli.core.facts import Coinche
from belote_cli.core.names import folded
from belote_cli.core.stats import LEVELS, SIDES, Band, Biggest, Record, Records, Side
from belote_cli.core.summary import Status, Summary
from belote_cli.text.catalog import decimal, t
from belote_cli.text.wrap import fill

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


class Listed(NamedTuple):
    """A saved game as `belote games` lists it: its summary, or why it cannot be read."""

    id: str
    date: str  # YYYY-MM-DD HH:MM
    trash: bool
    summary: Summary | None
    reason: str = ""  # a broken file's


def print_games(rows: list[Listed], console: Console, older: int) -> None:
    """Saved games as a table: id, date, mode, teams, score, hands, status; a broken file's
    reason under it. Every cell plain Text, a name never read as markup. `older`: how many
    more there are."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    if not rows:
        console.print(Text(t("no_games")))
        return
    reasons = []
    cells: list[list[str]] = []
    for row in rows:
        date = row.date[:10] + (" " + t("in_trash") if row.trash else "")
        summary = row.summary
        if summary is None:
            said = ["", "", "", t("status_broken"), ""]
            reasons.append(Text(f"{row.id}: {row.reason}", style="dim"))
        else:
            teams = " – ".join(summary.teams)
            score = "–".join(map(str, summary.totals))
            said = [summary.mode, score, str(summary.hands), _status(summary), teams]
        cells.append([row.id, date, *said])
    shown = _columns_that_fit(cells, console.width)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1, 0, 0))
    for at in shown:  # the teams, last, wrap in what width is left; no other cell is cut
        table.add_column(Text(t(_COLUMNS[at])), no_wrap=at != TEAMS)
    for row_cells in cells:
        table.add_row(*(Text(row_cells[at]) for at in shown))
    if older:
        table.caption = Text(t("older_games", count=older))
    console.print(table)
    for reason in reasons:
        console.print(reason)


_COLUMNS = ("col_id", "col_date", "col_mode", "col_score", "col_hands", "col_status", "col_teams")
TEAMS = _COLUMNS.index("col_teams")
# What gives way first on a narrow terminal: the least useful column. The id, which --game
# needs, and the score are never cut.
_GIVES_WAY = tuple(_COLUMNS.index(key) for key in ("col_mode", "col_hands", "col_date"))
_GIVES_WAY += (TEAMS, _COLUMNS.index("col_status"))


def _columns_that_fit(cells: list[list[str]], width: int) -> list[int]:
    """The columns to show, in their order: all of them when they fit, else without the
    least useful ones, until what is left fits (the teams need only a short name's room)."""
    from rich.cells import cell_len

    needed = []  # each column's width and its gap
    for at, key in enumerate(_COLUMNS):
        widest = max(cell_len(t(key)), *(cell_len(row[at]) for row in cells))
        needed.append(1 + (min(widest, 12) if at == TEAMS else widest))
    shown = list(range(len(_COLUMNS)))
    for at in _GIVES_WAY:
        if sum(needed[column] for column in shown) <= width:
            break
        shown.remove(at)
    return shown


def _status(summary: Summary) -> str:
    if summary.status is Status.WON:
        return t("status_won", team=summary.winner)
    return t("status_drawn" if summary.status is Status.DRAWN else "status_going")


def stats_json(sides: Records) -> dict[str, Any]:
    """`stats --json`: every team's, pair's and player's record with what players read
    from it, keyed by its name as the table shows it: a team without named players by its
    name (Nous and Eux too, one team across games), a pair "Ana & Bruno", a player's name;
    names the same once folded are one key (core.stats.Sums). A biggest hand's `game` is
    the game's id (`--game` takes it): for programs, never shown in the table."""
    return {
        side: {name: _figures(record) for name, record in sorted(records.items())}
        for side, records in zip(SIDES, sides, strict=True)
    }


def stats_csv(sides: Records) -> str:
    """`stats --csv`: a row per team, pair and player, a column per figure of --json,
    named as its keys (flattened: `taken 80-100 made`, `coinches coinche defence failed`),
    the numbers in the user's language's spreadsheet conventions."""
    from belote_cli.text.spreadsheet import csv_text

    rows = [
        [side, name, *_flat(_figures(record, every=True)).values()]
        for side, records in zip(SIDES, sides, strict=True)
        for name, record in sorted(records.items())
    ]
    head = ["side", "name", *_flat(_figures(Record(), every=True))]
    return csv_text([head, *rows], regional=True)


def _flat(doc: dict[str, Any], at: str = "") -> dict[str, object]:
    """A record's figures as one row: nested keys joined by a space."""
    found: dict[str, object] = {}
    for key, value in doc.items():
        if isinstance(value, dict):
            found |= _flat(value, f"{at}{key} ")
        else:
            found[f"{at}{key}"] = "" if value is None else value
    return found


def _figures(record: Record, every: bool = False) -> dict[str, Any]:
    """A record's figures; its contracts by band, those taken only (`every`: all, the
    columns of a spreadsheet -- where each row has them all too)."""
    coinches = {
        f"{level.value} {side.value}": {
            "made": record.coinches.get((level, side, True), 0),
            "failed": record.coinches.get((level, side, False), 0),
        }
        for level in LEVELS
        for side in Side
    }
    biggest = record.biggest
    return {
        "games": record.games,
        "won": record.won,
        "finished": record.finished,
        "in_progress": record.games - record.finished,
        "won_percent": _percent(record.won, record.finished),  # never a game in progress
        "hands": record.hands,
        "taken": {
            band.value: {"taken": taken, "made": record.made.get(band, 0)}
            for band in Band
            if (taken := record.taken.get(band, 0)) or every
        },
        "coinches": coinches,
        "capots": record.capots,
        "litiges": record.litiges,
        "belotes": record.belotes,
        "average_marks": _average(record),
        "biggest_hand": (
            biggest._asdict()
            if biggest is not None
            else dict.fromkeys(Biggest._fields)
            if every
            else None
        ),
    }


def _average(record: Record) -> float | int:
    return round(record.marks / record.hands, 1) if record.hands else 0


def _percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


def _won_percent(record: Record) -> str:
    """The share of the finished games won; none finished: no share, not 0 %."""
    return str(_percent(record.won, record.finished)) if record.finished else "–"


class _Figure(NamedTuple):
    """A column of `belote stats`: its heading, its cell of a record, when a record needs it
    (None: always shown; else shown when a row needs it), the group it is kept with when the
    table is cut to the width, and the note under the tables that says what it counts."""

    head: str
    cell: Callable[[Record], str]
    needed: Callable[[Record], bool] | None = None
    group: str = "results"
    note: str | None = None


NONE_CELL = "–"  # a count of a thing that never happened to this row


def _columns(side: str) -> list[_Figure]:
    """Every column a side's table may have, in their order. `side`: a player's hands are
    those they took (core.stats.share)."""
    taken = side == "players"
    hands, taken_note = (
        ("stats_col_taken", "stats_note_taken") if taken else ("stats_col_hands", None)
    )
    figures = [
        _Figure(t("stats_col_games"), lambda r: str(r.games)),
        _Figure(t("stats_col_won"), lambda r: str(r.won)),
        _Figure("%", _won_percent, note="stats_note_percent"),
        _Figure(
            t("stats_col_going"),
            lambda r: str(r.games - r.finished),
            lambda r: r.games > r.finished,
            note="stats_note_going",
        ),
        _Figure(t(hands), lambda r: str(r.hands), note=taken_note),
        _Figure(t("stats_col_average"), _average_cell, note="stats_note_average"),
        _Figure(t("stats_col_best"), _best, note="stats_note_average"),
    ]
    figures += [
        _Figure(
            band.value,
            partial(_band, band),
            partial(_took, band),
            "contracts",
            "stats_note_contracts",
        )
        for band in Band
    ]
    figures += [
        _Figure(
            t(f"stats_col_{level.value}_{side_.value}"),
            partial(_coinche, level, side_),
            partial(_coinched, level, side_),
            "coinches",
            "stats_note_coinched" if side_ is Side.TAKER else "stats_note_coinche",
        )
        for level in LEVELS
        for side_ in Side
    ]
    counted = ("capots", "litiges", "belotes")
    return figures + [
        _Figure(t(f"stats_col_{name}"), partial(_counter, name), group="counts")
        for name in counted
    ]


def _average_cell(record: Record) -> str:
    return decimal(_average(record)) if record.hands else NONE_CELL


def _best(record: Record) -> str:
    return NONE_CELL if record.biggest is None else str(record.biggest.marks)


def _took(band: Band, record: Record) -> bool:
    return band in record.taken


def _band(band: Band, record: Record) -> str:
    """Contracts of a size made of those taken: 2/3."""
    taken = record.taken.get(band, 0)
    return f"{record.made.get(band, 0)}/{taken}" if taken else NONE_CELL


def _coinched(level: Coinche, side: Side, record: Record) -> bool:
    return any(record.coinches.get((level, side, made), 0) for made in (True, False))


def _coinche(level: Coinche, side: Side, record: Record) -> str:
    """Coinches won of those played, from this side: the taker's made, the defence's
    failed."""
    made, failed = (record.coinches.get((level, side, m), 0) for m in (True, False))
    won = made if side is Side.TAKER else failed
    return f"{won}/{made + failed}" if made + failed else NONE_CELL


def _counter(name: str, record: Record) -> str:
    return str(getattr(record, name))


def _notes(shown: list[_Figure]) -> list[str]:
    """What the columns shown count, each said once, the columns named by their headings."""
    heads = {name: t(f"stats_col_{name}") for name in ("going", "taken", "average", "best")}
    heads |= {
        word: t(f"stats_col_{level.value}_{side.value}")
        for word, level, side in (
            ("coinched", Coinche.COINCHE, Side.TAKER),
            ("coinche", Coinche.COINCHE, Side.DEFENCE),
            ("surcoinche", Coinche.SURCOINCHE, Side.TAKER),
            ("surcoinched", Coinche.SURCOINCHE, Side.DEFENCE),
        )
    }
    keys = dict.fromkeys(figure.note for figure in shown if figure.note is not None)
    return [t(key, **heads) for key in keys]


NAME_MOST = 24  # signs of the names' column: a longer name goes on two lines, not a number


def _parts(shown: list[_Figure], cells: list[list[str]], room: int) -> list[list[int]]:
    """The columns of each table a side is cut into, so that each fits the `room` the names
    leave: a group kept whole when it fits in a table, the columns of one wider than the
    room in as many tables as it takes. A number is never cut nor wrapped: it goes to the
    next table."""
    from rich.cells import cell_len

    need = [  # each column's width, and the gap before it: a pad, the box's divider
        2 + max(cell_len(figure.head), *(cell_len(row[at]) for row in cells))
        for at, figure in enumerate(shown)
    ]
    groups: dict[str, list[int]] = {}
    for at, figure in enumerate(shown):
        groups.setdefault(figure.group, []).append(at)
    parts: list[list[int]] = [[]]
    for group in groups.values():
        if sum(need[at] for at in parts[-1] + group) > room:
            parts.append([])
        for at in group:  # a group wider than the room: column by column
            if parts[-1] and sum(need[i] for i in parts[-1]) + need[at] > room:
                parts.append([])
            parts[-1].append(at)
    return [part for part in parts if part]


def print_stats(sides: Records, console: Console, asked: str | None = None) -> None:
    """A table a side (teams, pairs of partners, players), a row a name, a column a figure
    (those no row has left out), cut into several tables where the terminal is too narrow
    for one; then what the columns count. No number is ever cut: a name wraps instead.
    `asked`: the name --team or --player gave."""
    from rich.text import Text

    if not any(sides):
        console.print(Text(t("no_games") if asked is None else t("stats_nobody", name=asked)))
        return
    noted: list[_Figure] = []
    for side, records in zip(SIDES, sides, strict=True):
        if not records:
            continue
        rows = sorted(records.items(), key=lambda item: (folded(item[0]), item[0]))
        shown = [
            f for f in _columns(side) if f.needed is None or any(f.needed(r) for _, r in rows)
        ]
        noted += shown
        console.print(Text(t(f"stats_{side}"), style="bold underline"))
        cells = [[figure.cell(record) for figure in shown] for _, record in rows]
        names = _Names(t("col_player" if side == "players" else "col_team"), [n for n, _ in rows])
        width = names.width(console.width)
        for part in _parts(shown, cells, console.width - width):
            heads = [shown[at].head for at in part]
            console.print(names.table(width, heads, [[row[at] for at in part] for row in cells]))
            console.print()
    for note in _notes(noted):
        console.print(Text(fill(note, console.width), style="dim"))


class _Names(NamedTuple):
    """The first column of a side's tables: its heading and a row's name each."""

    head: str
    names: list[str]

    def width(self, terminal: int) -> int:
        """As wide as its widest name, unless the terminal is narrow: then a name wraps."""
        from rich.cells import cell_len

        widest = max(map(cell_len, [self.head, *self.names]))
        return max(cell_len(self.head), min(widest, NAME_MOST, max(10, terminal // 3)))

    def table(self, width: int, heads: list[str], cells: list[list[str]]) -> Table:
        """A table of these names, `width` signs wide, then a column a heading, its numbers
        to the right and never wrapped."""
        from rich import box
        from rich.table import Table
        from rich.text import Text

        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1, 0, 0))
        table.add_column(Text(self.head), width=width, overflow="fold")
        for heading in heads:
            table.add_column(Text(heading), justify="right", no_wrap=True)
        for name, row in zip(self.names, cells, strict=True):
            table.add_row(Text(name), *map(Text, row))
        return table
