"""`belote stats`: every saved game added up, per team and per player (core.stats), from
the index of saved games (storage.library) so that thousands of games take no longer than
one."""

from __future__ import annotations

from datetime import date, datetime

import typer

from belote_cli.core import stats as core
from belote_cli.core.errors import RuleError
from belote_cli.core.names import same_name
from belote_cli.entry.given import BadOption
from belote_cli.storage import library
from belote_cli.text.jsondoc import json_text


def stats(*, as_json: bool, since: str | None, team: str | None, player: str | None) -> None:
    first = _date(since) if since is not None else None
    teams: dict[str, core.Record] = {}
    players: dict[str, core.Record] = {}
    for saved in library.saved_games(shares=True):
        share = saved.share
        if share is None:  # a broken file counts for nothing, and stops nothing
            continue
        if first is not None and date.fromtimestamp(saved.when) < first:
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


def _date(text: str) -> date:
    try:
        return datetime.strptime(text.strip(), "%Y-%m-%d").date()
    except ValueError:
        raise BadOption("--since", RuleError("bad_date", value=text)) from None
