"""`belote league club add`, `club token`, `merge`, `audit`: the league's administrator's
commands, on the league's database (league.db: SQLite in the data directory unless
--database names another). The server itself: league.serve."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import typer

from belote_cli.commands.render import shown
from belote_cli.entry.terminal import say
from belote_cli.league.db import opened
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from belote_cli.league.publish import Club


def club_add(*, name: str, database: str | None) -> None:
    from belote_cli.league.publish import add_club

    _told("league_club_added", *add_club(opened(database), name))


def club_token(*, name: str, database: str | None) -> None:
    from belote_cli.league.publish import reset_token

    _told("league_token_reset", *reset_token(opened(database), name))


def _told(said: str, club: Club, token: str) -> None:
    """A club's token, shown this once, alone on its line (to copy)."""
    say(t(said, name=club.name, number=club.id))
    typer.echo(token)
    say(t("league_token_once", name=club.name))


def merge(*, player: int, into: int, database: str | None) -> None:
    from belote_cli.league.publish import merge as join

    one, other = join(opened(database), player, into)
    say(t("league_merged", player=one, number=player, into=other, into_number=into))


AUDITED = {  # the audit's actions (league.schema.audit), as the administrator reads them
    "club": "audit_club",
    "token": "audit_token",
    "publish": "audit_publish",
    "correct": "audit_correct",
    "merge": "audit_merge",
}


def audit(*, database: str | None, as_json: bool) -> None:
    """The whole trail, the oldest first (as --json): when, what, which club, about what."""
    from datetime import datetime

    from belote_cli.league.read import League

    lines = [
        line | {"detail": json.loads(line["detail"])} for line in League(opened(database)).audit()
    ]

    def text() -> None:
        for line in lines:
            at = datetime.fromtimestamp(line["at"]).astimezone().isoformat(timespec="seconds")
            detail = line["detail"]
            what = detail.get("name", "")
            what += f" v{detail['version']}" if "version" in detail else ""
            what += f" → {detail['into_name']} ({detail['into']})" if "into" in detail else ""
            action = t(AUDITED.get(line["action"], "audit_club"))
            typer.echo(f"{at}  {action:<11}  {line['club'] or '–'}  {what}")

    shown(as_json, lambda: {"audit": lines}, text)
