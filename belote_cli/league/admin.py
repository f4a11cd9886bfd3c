"""`belote league club add`, `club token`, `merge`, `audit`: the league's administrator's
commands, on the league's database (league.db: SQLite in the data directory unless
--database names another). The server itself: league.serve."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import typer

from belote_cli.entry.terminal import say, shown
from belote_cli.league.db import opened
from belote_cli.league.errors import LeagueError
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


def unmerge(*, player: int, database: str | None) -> None:
    from belote_cli.league.publish import unmerge as undo

    one, other = undo(opened(database), player)
    say(t("league_unmerged", player=one, number=player, into=other))


def move(*, concours: int, club: str, database: str | None) -> None:
    from belote_cli.league.publish import move as moved

    name, was, now = moved(opened(database), concours, club)
    say(t("league_moved_club", name=name, number=concours, was=was, now=now))


def withdraw(*, concours: int, back: bool, database: str | None) -> None:
    from belote_cli.league.publish import withdraw as withdrawn

    name = withdrawn(opened(database), concours, back)
    say(t("league_restored" if back else "league_withdrew", name=name, number=concours))


def settings(
    *, best: int | None, every: bool, minimum: int | None, rated: int | None, database: str | None
) -> None:
    """The league's settings changed as given (none given: shown)."""
    from belote_cli.league.db import reading
    from belote_cli.league.publish import set_settings, settings_of

    engine = opened(database)
    given: dict[str, int | None] = {"best": None} if every else {}
    given |= {k: v for k, v in {"best": best, "minimum": minimum, "rated": rated}.items() if v}
    for key, value in {"best": best, "minimum": minimum, "rated": rated}.items():
        if value is not None and value < 1:
            raise LeagueError(400, "league_bad_setting", name=key, value=value)
    if given:
        found = set_settings(engine, given)
    else:
        with reading(engine) as connection:
            found = settings_of(connection)
    every_word = t("league_every")
    say(
        t(
            "league_settings_are",
            best=every_word if found["best"] is None else found["best"],
            minimum=found["minimum"],
            rated=found["rated"],
        )
    )


AUDITED = {  # the audit's actions (league.schema.audit), as the administrator reads them
    "club": "audit_club",
    "token": "audit_token",
    "publish": "audit_publish",
    "correct": "audit_correct",
    "merge": "audit_merge",
    "unmerge": "audit_unmerge",
    "move": "audit_move",
    "withdraw": "audit_withdraw",
    "restore": "audit_restore",
    "settings": "audit_settings",
    "refused": "audit_refused",
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
            what = str(detail.get("name", ""))
            what += f" v{detail['version']}" if "version" in detail else ""
            what += f" → {detail['into_name']} ({detail['into']})" if "into" in detail else ""
            what += f" {detail['was']} → {detail['now']}" if "now" in detail else ""
            what += f" ({detail['reason']}, {detail['peer']})" if "reason" in detail else ""
            action = t(AUDITED.get(line["action"], "audit_club"))
            typer.echo(f"{at}  {action:<11}  {line['club'] or '–'}  {what}")

    shown(as_json, lambda: {"audit": lines}, text)
