"""`belote season`: the concours of a period added up per team and per player and ranked
(core.season), with a minimum attendance for the ranking; the concours of a period are
found here for `belote ratings` too."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import typer

from belote_cli.commands.stats import check_outputs, period
from belote_cli.core.errors import RuleError
from belote_cli.core.season import Period
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import shown
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from belote_cli.core.concours import Concours


class Played(NamedTuple):
    """A concours of the data directory, and when it was played: its first draw, else
    (a file older than the log) its file's last change."""

    when: float  # seconds since the epoch
    path: Path
    concours: Concours


def played(season: Period) -> list[Played]:
    """The readable concours played in the season, the oldest first; a broken file counts
    for nothing and stops nothing (as a broken feuille in `stats`)."""
    from belote_cli.storage import concours as store
    from belote_cli.storage.errors import StorageError

    try:
        paths = store.all_paths()
    except StorageError:  # no concours folder, or not one that can be read
        return []
    found: list[Played] = []
    for path in paths:
        try:
            c = store.load(path).concours
            changed = path.stat().st_mtime
        except (StorageError, OSError):
            continue
        drawn = c.drawn_at()
        try:
            when = changed if drawn is None else drawn.timestamp()
        except (ValueError, OverflowError):  # a time no clock gives (year 1, typed by hand)
            drawn, when = None, changed
        # the day of the table's clock at the draw, as a game's (library.SavedGame.day)
        day = date.fromtimestamp(when) if drawn is None else drawn.date()
        if season.holds(day):
            found.append(Played(when, path, c))
    return sorted(found, key=lambda p: (p.when, p.path.name))


def show(
    *,
    as_json: bool,
    as_csv: bool,
    since: str | None,
    until: str | None,
    minimum: int,
    output: Path | None = None,
    force: bool = False,
    league: str | None = None,
) -> None:
    from belote_cli.core.season import season

    if minimum < 1:
        raise BadOption("--min", RuleError("bad_minimum", value=minimum))
    check_outputs(as_json, as_csv, output, force)
    from belote_cli.text import season as words

    if league is not None:
        from belote_cli.commands.publish import league_address
        from belote_cli.commands.publish import season as remote

        days = period(since, until)  # refused here as for the files, before any request
        address = league_address(league)
        doc = remote(address=address, period=days, minimum=minimum)  # the days as checked
        try:
            found = words.season_from_json(doc)
        except ValueError:
            message = t("league_not_json")
            raise RuleError("league_answer", league=address, message=message) from None
    else:
        found = season((p.concours for p in played(period(since, until))), minimum)

    if as_csv:
        from belote_cli.commands.export import deliver

        deliver(words.season_csv(found), output, force)
        return

    def text() -> None:
        import shutil

        for line in words.season_lines(found, shutil.get_terminal_size().columns):
            typer.echo(line)

    shown(as_json, lambda: words.season_json(found), text)
