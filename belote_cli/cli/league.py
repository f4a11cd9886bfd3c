"""`belote league …` (issue 37): the league's server and its administrator's commands
(belote_cli.league.serve and league.admin), and the club's `sync` (commands.publish); each
imported when the command runs: SQLAlchemy only by the server's commands."""

# No `from __future__ import annotations`: Typer reads these annotations (see cli/__init__.py).
import importlib
from types import ModuleType
from typing import Annotated

import typer

from belote_cli.cli.help import Command, Group
from belote_cli.cli.options import HostOpt, JsonOpt, PortOpt
from belote_cli.core.errors import RuleError
from belote_cli.text.catalog import t

DatabaseOpt = Annotated[
    str | None, typer.Option("--database", help=t("opt_database"), metavar="URL")
]

# What the league's extra installs (pyproject.toml): a scorer's install does without them
EXTRA = ("sqlalchemy", "alembic", "psycopg")


def _league(name: str) -> ModuleType:
    """belote_cli.league.serve or .admin, which need the league's extra: without it, one
    line that says how to add it, never a traceback."""
    try:
        return importlib.import_module(f"belote_cli.league.{name}")
    except ModuleNotFoundError as error:
        missing = (error.name or "").partition(".")[0]
        if missing not in EXTRA:
            raise
        raise RuleError("league_extra", package=missing) from None


app = typer.Typer(cls=Group, help=t("help_league"), no_args_is_help=True, rich_markup_mode=None)
club_app = typer.Typer(
    cls=Group, help=t("help_league_club"), no_args_is_help=True, rich_markup_mode=None
)
app.add_typer(club_app, name="club")


@app.command(cls=Command, help=t("help_league_serve"))
def serve(
    database: DatabaseOpt = None,
    host: HostOpt = "127.0.0.1",  # Decision (issue 46): the loopback, unless --host opens it
    port: PortOpt = 8000,
    behind_proxy: Annotated[
        bool, typer.Option("--behind-proxy", help=t("opt_behind_proxy"))
    ] = False,
) -> None:
    _league("serve").serve_league(
        database=database, host=host, port=port, behind_proxy=behind_proxy
    )


@club_app.command("add", cls=Command, help=t("help_league_club_add"))
def club_add(
    name: Annotated[str, typer.Argument(help=t("arg_club_name"), metavar="NAME")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").club_add(name=name, database=database)


@club_app.command("token", cls=Command, help=t("help_league_club_token"))
def club_token(
    name: Annotated[str, typer.Argument(help=t("arg_club_name"), metavar="NAME")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").club_token(name=name, database=database)


@app.command(cls=Command, help=t("help_league_merge"))
def merge(
    player: Annotated[int, typer.Argument(help=t("arg_merged_player"), metavar="PLAYER")],
    into: Annotated[int, typer.Argument(help=t("arg_merged_into"), metavar="INTO")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").merge(player=player, into=into, database=database)


@app.command(cls=Command, help=t("help_league_unmerge"))
def unmerge(
    player: Annotated[int, typer.Argument(help=t("arg_merged_player"), metavar="PLAYER")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").unmerge(player=player, database=database)


@app.command(cls=Command, help=t("help_league_move"))
def move(
    concours: Annotated[int, typer.Argument(help=t("arg_league_concours"), metavar="CONCOURS")],
    club: Annotated[str, typer.Argument(help=t("arg_club_name"), metavar="CLUB")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").move(concours=concours, club=club, database=database)


@app.command(cls=Command, help=t("help_league_withdraw"))
def withdraw(
    concours: Annotated[int, typer.Argument(help=t("arg_league_concours"), metavar="CONCOURS")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").withdraw(concours=concours, back=False, database=database)


@app.command(cls=Command, help=t("help_league_restore"))
def restore(
    concours: Annotated[int, typer.Argument(help=t("arg_league_concours"), metavar="CONCOURS")],
    database: DatabaseOpt = None,
) -> None:
    _league("admin").withdraw(concours=concours, back=True, database=database)


@app.command("settings", cls=Command, help=t("help_league_settings"))
def settings(
    best: Annotated[
        int | None, typer.Option("--best", help=t("opt_league_best"), metavar="N")
    ] = None,
    every: Annotated[bool, typer.Option("--every", help=t("opt_league_every"))] = False,
    minimum: Annotated[
        int | None, typer.Option("--min", help=t("opt_league_minimum"), metavar="N")
    ] = None,
    rated: Annotated[
        int | None, typer.Option("--rated-min", help=t("opt_league_rated"), metavar="N")
    ] = None,
    database: DatabaseOpt = None,
) -> None:
    _league("admin").settings(
        best=best, every=every, minimum=minimum, rated=rated, database=database
    )


@app.command("new-club", cls=Command, help=t("help_league_new_club"))
def new_club(
    league: Annotated[
        str | None, typer.Option(help=t("opt_league_publish"), metavar="URL")
    ] = None,
) -> None:
    from belote_cli.commands.publish import new_club as changed

    changed(league=league)


@app.command(cls=Command, help=t("help_league_audit"))
def audit(database: DatabaseOpt = None, as_json: JsonOpt = False) -> None:
    _league("admin").audit(database=database, as_json=as_json)


@app.command(cls=Command, help=t("help_league_sync"))
def sync(
    forget: Annotated[
        str | None, typer.Option("--forget", help=t("opt_forget"), metavar="CONCOURS")
    ] = None,
) -> None:
    from belote_cli.commands.publish import sync as send

    send(forget=forget)
