"""What is read across games: the list of saved games, and the statistics of teams and
players, drawn with Rich or given as JSON. Rich is imported by the functions that draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from belote_cli.core.stats import LEVELS, SIDES, Band, Biggest, Record, Records, Side
from belote_cli.core.summary import Status, Summary
from belote_cli.text.catalog import decimal, t
from belote_cli.text.wrap import fill

if TYPE_CHECKING:
    from rich.console import Console


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
    from it."""
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


def print_stats(sides: Records, console: Console, asked: str | None = None) -> None:
    """A few lines a team, then a pair of partners, then a player: wrapped at word
    boundaries, readable at any width, never before a sign the language keeps with the
    word before it ("50 %" in French). `asked`: the name --team or --player gave."""
    from rich.text import Text

    if not any(sides):
        console.print(Text(t("no_games") if asked is None else t("stats_nobody", name=asked)))
        return
    for side, records in zip(SIDES, sides, strict=True):
        if not records:
            continue
        console.print(Text(t(f"stats_{side}"), style="bold underline"))
        for name, record in sorted(records.items()):
            summary = _summary(record, taken=side == "players")
            heading = Text(fill(f"{name} — {summary}", console.width))
            heading.stylize("bold", 0, len(name))  # (a cut changes a space, not the length)
            console.print(heading)
            for line in _details(record):
                console.print(Text(fill("  " + line, console.width, "  ")))
        console.print()


def _summary(record: Record, taken: bool) -> str:
    """`taken`: a player's line, whose hands are those they took (core.stats.share)."""
    text = t(
        "stats_line_taken" if taken else "stats_line",
        finished=record.finished,
        won=record.won,
        percent=_percent(record.won, record.finished),
        hands=record.hands,
        average=decimal(_average(record)),
    )
    going = record.games - record.finished
    if going:  # apart: a game in progress is in no win rate
        text += t("stats_in_progress", count=going)
    if record.biggest is not None:
        marks, game, hand = record.biggest
        text += t(
            "stats_biggest_taken" if taken else "stats_biggest", marks=marks, game=game, hand=hand
        )
    return text


def _details(record: Record) -> list[str]:
    taken = " · ".join(
        f"{band.value} {record.made.get(band, 0)}/{count}"
        for band in Band
        if (count := record.taken.get(band, 0))
    )
    coinches = " · ".join(
        t(f"stats_{level.value}_{side.value}", made=made, failed=failed)
        for level in LEVELS
        for side in Side
        if (made := record.coinches.get((level, side, True), 0))
        + (failed := record.coinches.get((level, side, False), 0))
    )
    lines = [t("stats_taken", taken=taken)] if taken else []
    lines += [t("stats_coinches", coinches=coinches)] if coinches else []
    lines.append(
        t("stats_capots", capots=record.capots, litiges=record.litiges, belotes=record.belotes)
    )
    return lines
