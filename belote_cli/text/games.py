"""What is read across games: the list of saved games, and the statistics of teams and
players, drawn with Rich or given as JSON. Rich is imported by the functions that draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from belote_cli.core.stats import BANDS, Record
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.console import Console


def print_games(docs: list[dict[str, Any]], console: Console, older: int) -> None:
    """Saved games (as `games --json` gives them) as a table: id, date, mode, teams, score,
    hands, status; a broken file's reason under it. Every cell plain Text, a name never
    read as markup. `older`: how many more there are."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    if not docs:
        console.print(Text(t("no_games")))
        return
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1, 0, 0))
    for key in ("col_id", "col_date", "col_mode", "col_score", "col_hands", "col_status"):
        table.add_column(Text(t(key)), no_wrap=True)
    table.add_column(Text(t("col_teams")))  # last: it takes what width is left
    reasons = []
    for doc in docs:
        date = doc["date"][:10] + (" " + t("in_trash") if doc["trash"] else "")
        if doc["status"] == "broken":
            cells = ["", "", "", t("status_broken"), ""]
            reasons.append(Text(f"{doc['id']}: {doc['reason']}", style="dim"))
        else:
            teams = " – ".join(doc["teams"])
            score = "–".join(map(str, doc["totals"]))
            status = (
                t("status_won", team=doc["winner"])
                if doc["winner"]
                else t("status_drawn" if doc["status"] == "drawn" else "status_going")
            )
            cells = [doc["mode"], score, str(doc["hands"]), status, teams]
        table.add_row(*(Text(cell) for cell in (doc["id"], date, *cells)))
    if older:
        table.caption = Text(t("older_games", count=older))
    console.print(table)
    for reason in reasons:
        console.print(reason)


def stats_json(teams: dict[str, Record], players: dict[str, Record]) -> dict[str, Any]:
    return {
        "teams": {name: _figures(record) for name, record in sorted(teams.items())},
        "players": {name: _figures(record) for name, record in sorted(players.items())},
    }


def _figures(record: Record) -> dict[str, Any]:
    """A record with what players read from it: percentages and an average."""
    bands = {
        band: {"taken": record.get(f"taken {band}", 0), "made": record.get(f"made {band}", 0)}
        for band in BANDS
    }
    coinches = {
        f"{level} {side}": {
            "made": record.get(f"{level} {side} made", 0),
            "failed": record.get(f"{level} {side} failed", 0),
        }
        for level in ("coinche", "surcoinche")
        for side in ("taker", "defence")
    }
    biggest = record["biggest"]
    return {
        "games": record["games"],
        "won": record["won"],
        "won_percent": _percent(record["won"], record["games"]),
        "hands": record["hands"],
        "taken": {band: figures for band, figures in bands.items() if figures["taken"]},
        "coinches": coinches,
        "capots": record.get("capots", 0),
        "litiges": record.get("litiges", 0),
        "average_marks": round(record["marks"] / record["hands"], 1) if record["hands"] else 0,
        "biggest_hand": None
        if biggest is None
        else {"marks": biggest[0], "game": biggest[1], "hand": biggest[2]},
    }


def _percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


def print_stats(doc: dict[str, Any], console: Console) -> None:
    """A few lines a team, then a player: wrapped at word boundaries, readable at any width."""
    from rich.text import Text

    if not doc["teams"] and not doc["players"]:
        console.print(Text(t("no_games")))
        return
    for side in ("teams", "players"):
        if not doc[side]:
            continue
        console.print(Text(t(f"stats_{side}"), style="bold underline"))
        for name, figures in doc[side].items():
            console.print(Text(name, style="bold") + Text(" — " + _summary(figures)))
            for line in _details(figures):
                console.print(Text("  " + line))
        console.print()


def _summary(figures: dict[str, Any]) -> str:
    biggest = figures["biggest_hand"]
    text = t(
        "stats_line",
        games=figures["games"],
        won=figures["won"],
        percent=figures["won_percent"],
        hands=figures["hands"],
        average=figures["average_marks"],
    )
    if biggest is not None:
        text += t(
            "stats_biggest", marks=biggest["marks"], game=biggest["game"], hand=biggest["hand"]
        )
    return text


def _details(figures: dict[str, Any]) -> list[str]:
    taken = " · ".join(
        f"{band} {counts['made']}/{counts['taken']}" for band, counts in figures["taken"].items()
    )
    coinches = " · ".join(
        t(f"stats_{name.replace(' ', '_')}", made=counts["made"], failed=counts["failed"])
        for name, counts in figures["coinches"].items()
        if counts["made"] + counts["failed"]
    )
    lines = [t("stats_taken", taken=taken)] if taken else []
    lines += [t("stats_coinches", coinches=coinches)] if coinches else []
    lines.append(t("stats_capots", capots=figures["capots"], litiges=figures["litiges"]))
    return lines
