"""`belote concours …` (R14): the Typer sub-app of the concours commands, their options and
help, each wired to belote_cli.commands.concours (imported when the command runs). Built
only when `belote concours` is run: cli/__init__.py registers a group that loads it then."""

# No `from __future__ import annotations`: Typer reads these annotations (see cli/__init__.py).
from typing import Annotated

import typer

from belote_cli.cli.help import Command, Group
from belote_cli.cli.options import ForceOpt, HostOpt, JsonOpt, OutputOpt, PortOpt
from belote_cli.text.catalog import t

ConcoursOpt = Annotated[
    str | None, typer.Option("--concours", help=t("opt_concours"), metavar="NAME")
]

app = typer.Typer(cls=Group, help=t("help_concours"), no_args_is_help=True, rich_markup_mode=None)
team_app = typer.Typer(cls=Group, help=t("help_team"), no_args_is_help=True, rich_markup_mode=None)
app.add_typer(team_app, name="team")


@app.command(cls=Command, help=t("help_concours_new"))
def new(
    name: Annotated[str, typer.Argument(help=t("arg_concours_name"), metavar="NAME")],
    mode: Annotated[str | None, typer.Option(help=t("opt_mode"), metavar="MODE")] = None,
    parties: Annotated[int, typer.Option(help=t("opt_parties"), metavar="P")] = 4,
    donnes: Annotated[int | None, typer.Option(help=t("opt_concours_donnes"), metavar="N")] = None,
    target: Annotated[int | None, typer.Option(help=t("opt_concours_target"), metavar="T")] = None,
    ranking: Annotated[str, typer.Option(help=t("opt_ranking"), metavar="points|wins")] = "points",
    seed: Annotated[int | None, typer.Option(help=t("opt_seed"), metavar="S")] = None,
    rule: Annotated[
        list[str] | None, typer.Option("--rule", help=t("opt_rule"), metavar="RULE")
    ] = None,
    forfeit_points: Annotated[
        int | None, typer.Option(help=t("opt_forfeit_points"), metavar="P")
    ] = None,
    profile: Annotated[
        str | None, typer.Option(help=t("opt_concours_profile"), metavar="NAME|FILE")
    ] = None,
) -> None:
    from belote_cli.commands.concours import new as create

    create(
        name=name,
        mode=mode,
        parties=parties,
        donnes=donnes,
        target=target,
        ranking=ranking,
        seed=seed,
        rules=rule or [],
        forfeit_points=forfeit_points,
        profile=profile,
    )


@app.command("list", cls=Command, help=t("help_concours_list"))
def list_all(as_json: JsonOpt = False) -> None:
    from belote_cli.commands.concours import list_all as listing

    listing(as_json=as_json)


@app.command(cls=Command, help=t("help_concours_teams"))
def teams(as_json: JsonOpt = False, concours: ConcoursOpt = None) -> None:
    from belote_cli.commands.concours import teams as listing

    listing(concours=concours, as_json=as_json)


@team_app.command("add", cls=Command, help=t("help_team_add"))
def team_add(
    name: Annotated[str, typer.Argument(help=t("arg_team_name"), metavar="NAME")],
    players: Annotated[str | None, typer.Option(help=t("opt_team_players"), metavar="A,B")] = None,
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import team_add as add

    add(concours=concours, team=name, players=players)


@team_app.command("remove", cls=Command, help=t("help_team_remove"))
def team_remove(
    number: Annotated[int, typer.Argument(help=t("arg_team_number"), metavar="N")],
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import team_remove as remove

    remove(concours=concours, number=number)


@team_app.command("withdraw", cls=Command, help=t("help_team_withdraw"))
def team_withdraw(
    number: Annotated[int, typer.Argument(help=t("arg_team_number"), metavar="N")],
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import team_withdraw as withdraw

    withdraw(concours=concours, number=number)


@team_app.command("reinstate", cls=Command, help=t("help_team_reinstate"))
def team_reinstate(
    number: Annotated[int, typer.Argument(help=t("arg_team_number"), metavar="N")],
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import team_reinstate as reinstate

    reinstate(concours=concours, number=number)


@app.command(cls=Command, help=t("help_draw"))
def draw(
    as_json: JsonOpt = False,
    undo: Annotated[bool, typer.Option("--undo", help=t("opt_draw_undo"))] = False,
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import draw as make

    make(concours=concours, as_json=as_json, undo=undo)


@app.command(cls=Command, help=t("help_result"))
def result(
    table: Annotated[int, typer.Argument(help=t("arg_table"), metavar="TABLE")],
    first: Annotated[
        int | None,
        typer.Argument(help=t("arg_first_points"), metavar="POINTS", show_default=False),
    ] = None,
    second: Annotated[
        int | None,
        typer.Argument(help=t("arg_second_points"), metavar="POINTS", show_default=False),
    ] = None,
    forfeit: Annotated[
        list[str] | None, typer.Option("--forfeit", help=t("opt_forfeit"), metavar="TEAM")
    ] = None,
    partie: Annotated[int | None, typer.Option(help=t("opt_partie"), metavar="K")] = None,
    force: Annotated[bool, typer.Option("--force", help=t("opt_result_force"))] = False,
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import result as record

    points = (first, second)
    record(
        concours=concours,
        table=table,
        points=points,
        forfeit=forfeit or [],
        partie=partie,
        force=force,
    )


@app.command(cls=Command, help=t("help_ranking"))
def ranking(as_json: JsonOpt = False, concours: ConcoursOpt = None) -> None:
    from belote_cli.commands.concours import ranking as rank

    rank(concours=concours, as_json=as_json)


@app.command(cls=Command, help=t("help_prizes"))
def prizes(
    prize: Annotated[
        list[str] | None,
        typer.Argument(help=t("arg_prizes"), metavar="PRIZE...", show_default=False),
    ] = None,
    clear: Annotated[bool, typer.Option("--clear", help=t("opt_prizes_clear"))] = False,
    as_json: JsonOpt = False,
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import prizes as lots

    lots(concours=concours, prizes=prize or [], clear=clear, as_json=as_json)


@app.command(cls=Command, help=t("help_concours_serve"))
def serve(
    concours: ConcoursOpt = None,
    host: HostOpt = "0.0.0.0",
    port: PortOpt = 8000,
    behind_proxy: Annotated[
        bool, typer.Option("--behind-proxy", help=t("opt_behind_proxy"))
    ] = False,
) -> None:
    from belote_cli.web.serve import serve_concours

    serve_concours(concours=concours, host=host, port=port, behind_proxy=behind_proxy)


@app.command(cls=Command, help=t("help_concours_publish"))
def publish(
    concours: ConcoursOpt = None,
    league: Annotated[
        str | None, typer.Option(help=t("opt_league_publish"), metavar="URL")
    ] = None,
    token: Annotated[str | None, typer.Option(help=t("opt_token"), metavar="T")] = None,
) -> None:
    from belote_cli.commands.publish import publish as send

    send(concours=concours, league=league, token=token)


@app.command(cls=Command, help=t("help_concours_show"))
def show(
    live: Annotated[bool, typer.Option("--live", help=t("opt_live"))] = False,
    concours: ConcoursOpt = None,
    as_json: JsonOpt = False,
) -> None:
    from belote_cli.commands.concours import show as board

    board(concours=concours, live=live, as_json=as_json)


@app.command(cls=Command, help=t("help_concours_export"))
def export(
    fmt: Annotated[
        str | None, typer.Option("--format", help=t("opt_concours_format"), metavar="csv|html")
    ] = None,
    output: OutputOpt = None,
    force: ForceOpt = False,
    sheets: Annotated[bool, typer.Option("--sheets", help=t("opt_sheets"))] = False,
    poster: Annotated[bool, typer.Option("--poster", help=t("opt_poster"))] = False,
    results: Annotated[bool, typer.Option("--results", help=t("opt_results_csv"))] = False,
    partie: Annotated[int | None, typer.Option(help=t("opt_export_partie"), metavar="K")] = None,
    address: Annotated[
        str | None, typer.Option(help=t("opt_sheets_address"), metavar="URL")
    ] = None,
    concours: ConcoursOpt = None,
) -> None:
    from belote_cli.commands.concours import Printable
    from belote_cli.commands.concours import export as write

    what = Printable(sheets, poster, results, partie, address)
    write(concours=concours, fmt=fmt, output=output, force=force, what=what)
