"""`belote stats`: every saved game added up, per team and per player (core.stats), from
the index of saved games (storage.library) so that thousands of games take no longer than
one."""

from __future__ import annotations

from datetime import date, datetime
from typing import NamedTuple

import typer

from belote_cli.core import stats as core
from belote_cli.core.errors import RuleError
from belote_cli.core.names import same_name
from belote_cli.entry.given import BadOption
from belote_cli.storage import library
from belote_cli.text.jsondoc import json_text


class Period(NamedTuple):
    """The days a season spans, both ends included; None: open on that side."""

    first: date | None = None
    last: date | None = None

    def holds(self, when: float) -> bool:
        day = date.fromtimestamp(when)
        return (self.first is None or day >= self.first) and (
            self.last is None or day <= self.last
        )


def period(since: str | None, until: str | None) -> Period:
    """--since and --until, each a date (YYYY-MM-DD), the second not before the first."""
    found = Period(
        None if since is None else _date(since, "--since"),
        None if until is None else _date(until, "--until"),
    )
    if found.first is not None and found.last is not None and found.last < found.first:
        raise BadOption("--until", RuleError("bad_period", since=since, until=until))
    return found


def stats(
    *,
    as_json: bool,
    since: str | None,
    team: str | None,
    player: str | None,
    until: str | None = None,
) -> None:
    season = period(since, until)
    teams: dict[str, core.Record] = {}
    players: dict[str, core.Record] = {}
    for saved in library.saved_games(shares=True):
        share = saved.share
        if share is None:  # a broken file counts for nothing, and stops nothing
            continue
        if not season.holds(saved.when):
            continue
        core.add(teams, share.teams)
        core.add(players, share.players)
    if team is not None or player is not None:  # only the ones asked for: case, accents
        teams = {k: v for k, v in teams.items() if team and same_name(k, team)}  # optional
        players = {k: v for k, v in players.items() if player and same_name(k, player)}
    from belote_cli.text.games import print_stats, stats_json

    if as_json:
        typer.echo(json_text(stats_json(teams, players)))
        return
    from rich.console import Console

    print_stats(teams, players, Console())


def _date(text: str, option: str) -> date:
    try:
        return datetime.strptime(text.strip(), "%Y-%m-%d").date()
    except ValueError:
        raise BadOption(option, RuleError("bad_date", value=text)) from None
