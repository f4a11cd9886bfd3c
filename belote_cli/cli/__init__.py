"""The Typer app: every command's options and help, wired to its module in
belote_cli.commands (imported when the command runs, its refusals handled by the command
class: cli.help.Command, cli.refusals), `--version`, and Typer's own usage errors as one
line: 0 done, 1 refused or aborted, 2 a wrong option or usage.
"""

# No `from __future__ import annotations` here: Typer reads these annotations at every
# start, and real objects spare it an eval per parameter.
from typing import Annotated, NoReturn

import typer

from belote_cli import __version__
from belote_cli.cli.help import Command, Group, LazyGroup
from belote_cli.cli.options import (
    CardsArg,
    CsvOpt,
    FileOpt,
    ForceOpt,
    GameFileOpt,
    GameOpt,
    HostOpt,
    JsonOpt,
    OutputOpt,
    PortOpt,
    SinceOpt,
    TrumpOpt,
    UntilOpt,
    YesOpt,
    with_fact_options,
    with_setting_options,
)
from belote_cli.cli.refusals import tell
from belote_cli.entry.given import HandOptions, NewGame
from belote_cli.streams import OutputError, interrupted
from belote_cli.text.catalog import shorten_words, t

app = typer.Typer(
    cls=Group,
    help=t("help_app"),
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"belote {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help=t("help_version")),
    ] = False,
) -> None:
    pass


@app.command(cls=Command, help=t("help_new"))
@with_setting_options
def new(options: NewGame, file: FileOpt = None, yes: YesOpt = False) -> None:
    from belote_cli.commands.new import start_game

    start_game(options, file=file, yes=yes)


@app.command(cls=Command, help=t("help_hand"))
@with_fact_options
def hand(
    facts: HandOptions,
    line: Annotated[str | None, typer.Option(help=t("opt_line"), metavar="TEXT")] = None,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.hand import hand as record

    record(facts=facts, text=line, file=file, game=game)


@app.command(cls=Command, help=t("help_show"))
def show(
    number: Annotated[
        int | None, typer.Argument(help=t("arg_show_number"), metavar="N", show_default=False)
    ] = None,
    as_json: JsonOpt = False,
    all_rows: Annotated[bool, typer.Option("--all", help=t("opt_all"))] = False,
    compact: Annotated[bool, typer.Option("--compact", help=t("opt_compact"))] = False,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.show import show

    show(
        number=number,
        as_json=as_json,
        all_rows=all_rows,
        compact=compact,
        file=file,
        game_id=game,
    )


@app.command(cls=Command, help=t("help_undo"))
def undo(yes: YesOpt = False, file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.hand import undo

    undo(yes=yes, file=file, game=game)


@app.command(cls=Command, help=t("help_redo"))
def redo(file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.hand import redo

    redo(file=file, game=game)


@app.command(cls=Command, help=t("help_edit"))
@with_fact_options
def edit(
    number: Annotated[int, typer.Argument(help=t("arg_number"), metavar="N")],
    facts: HandOptions,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.hand import edit

    edit(number=number, facts=facts, file=file, game=game)


@app.command(cls=Command, help=t("help_play"), epilog=t("play_help"))
def play(
    file: FileOpt = None,
    game: GameOpt = None,
    concours: Annotated[
        str | None, typer.Option(help=t("opt_play_concours"), metavar="NAME")
    ] = None,
    table: Annotated[int | None, typer.Option(help=t("opt_play_table"), metavar="T")] = None,
) -> None:
    from belote_cli.commands.play import play

    play(file=file, game=game, concours=concours, table=table)


@app.command(cls=Command, help=t("help_games"))
def games(
    as_json: JsonOpt = False,
    trash: Annotated[bool, typer.Option("--all", help=t("opt_games_all"))] = False,
    limit: Annotated[int, typer.Option(help=t("opt_limit"), metavar="N")] = 20,
) -> None:
    from belote_cli.commands.games import games

    games(as_json=as_json, trash=trash, limit=limit)


# The game `delete` and `restore` move: its id, or --file
GameArg = Annotated[
    str | None, typer.Argument(help=t("arg_game"), metavar="ID", show_default=False)
]


@app.command(cls=Command, help=t("help_delete"))
def delete(game: GameArg = None, yes: YesOpt = False, file: GameFileOpt = None) -> None:
    from belote_cli.commands.games import delete

    delete(game_id=game, yes=yes, file=file)


@app.command(cls=Command, help=t("help_restore"))
def restore(game: GameArg = None, file: GameFileOpt = None) -> None:
    from belote_cli.commands.games import restore

    restore(game_id=game, file=file)


@app.command(cls=Command, help=t("help_rematch"))
def rematch(file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.games import rematch

    rematch(file=file, game_id=game)


@app.command(cls=Command, help=t("help_rules"))
def rules(
    as_json: JsonOpt = False,
    profile: Annotated[
        str | None, typer.Option("--profile", help=t("opt_rules_profile"), metavar="NAME|FILE")
    ] = None,
) -> None:
    from belote_cli.commands.rules import rules as listing

    listing(as_json=as_json, profile=profile)


@app.command(cls=Command, help=t("help_stats"))
def stats(
    as_json: JsonOpt = False,
    since: SinceOpt = None,
    team: Annotated[str | None, typer.Option(help=t("opt_stats_team"), metavar="NAME")] = None,
    player: Annotated[str | None, typer.Option(help=t("opt_stats_player"), metavar="NAME")] = None,
    until: UntilOpt = None,
    as_csv: CsvOpt = False,
    output: OutputOpt = None,
    force: ForceOpt = False,
) -> None:
    from belote_cli.commands.stats import stats

    stats(
        as_json=as_json,
        since=since,
        team=team,
        player=player,
        until=until,
        as_csv=as_csv,
        output=output,
        force=force,
    )


@app.command(cls=Command, help=t("help_ratings"))
def ratings(
    as_json: JsonOpt = False,
    since: SinceOpt = None,
    until: UntilOpt = None,
) -> None:
    from belote_cli.commands.ratings import show

    show(as_json=as_json, since=since, until=until)


@app.command(cls=Command, help=t("help_season"))
def season(
    as_json: JsonOpt = False,
    since: SinceOpt = None,
    until: UntilOpt = None,
    minimum: Annotated[int, typer.Option("--min", help=t("opt_minimum"), metavar="N")] = 1,
    as_csv: CsvOpt = False,
    output: OutputOpt = None,
    force: ForceOpt = False,
    league: Annotated[str | None, typer.Option(help=t("opt_league_season"), metavar="URL")] = None,
) -> None:
    from belote_cli.commands.season import show

    show(
        as_json=as_json,
        as_csv=as_csv,
        since=since,
        until=until,
        minimum=minimum,
        output=output,
        force=force,
        league=league,
    )


@app.command(cls=Command, help=t("help_export"))
def export(
    fmt: Annotated[str, typer.Option("--format", help=t("opt_format"), metavar="FORMAT")],
    output: OutputOpt = None,
    force: ForceOpt = False,
    dialect: Annotated[
        str | None, typer.Option("--dialect", help=t("opt_dialect"), metavar="DIALECT")
    ] = None,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.export import export

    export(fmt=fmt, output=output, force=force, file=file, game_id=game, dialect=dialect)


@app.command(cls=Command, help=t("help_chart"))
def chart(file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.export import chart

    chart(file=file, game_id=game)


@app.command(cls=Command, help=t("help_count"))
def count(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli.commands.cards import count

    count(trump=trump, cards=cards, as_json=as_json)


@app.command(cls=Command, help=t("help_annonces"))
def annonces(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli.commands.cards import annonces

    annonces(trump=trump, cards=cards, as_json=as_json)


@app.command(cls=Command, help=t("help_serve"))
def serve(
    host: HostOpt = "0.0.0.0",
    port: PortOpt = 8000,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.web.serve import serve_game

    serve_game(file=file, game=game, host=host, port=port)


class _Concours(LazyGroup):
    module = "belote_cli.cli.concours"


app.add_typer(
    typer.Typer(
        cls=_Concours, help=t("help_concours"), no_args_is_help=True, rich_markup_mode=None
    ),
    name="concours",
)


class _League(LazyGroup):
    module = "belote_cli.cli.league"


app.add_typer(
    typer.Typer(cls=_League, help=t("help_league"), no_args_is_help=True, rich_markup_mode=None),
    name="league",
)


TYPER_INTERRUPTED = 130  # Typer's exit code for a Ctrl-C it caught itself, told nothing


def main() -> None:
    """The console script: Typer's own usage errors become one line too."""
    try:
        code = app(standalone_mode=False, prog_name="belote")
        if code == TYPER_INTERRUPTED:
            raise KeyboardInterrupt
    except (typer.Abort, KeyboardInterrupt):
        _aborted()
    except OutputError:
        raise  # the console script tells it (belote_cli.console)
    except Exception as error:  # Typer's bundled click errors, by their duck type
        if interrupted(error):  # a Ctrl-C Python wrapped (a class being made)
            _aborted()
        message = getattr(error, "format_message", None)
        if message is None:
            _unexpected(error)
        if type(error).__name__ == "NoArgsIsHelpError":
            typer.echo(message())
            raise SystemExit(0) from None
        from belote_cli.cli.usage import hint
        from belote_cli.cli.usage import message as said

        ctx = getattr(error, "ctx", None)
        command = ctx.command_path if ctx is not None else _command_typed()
        text = shorten_words(said(error))
        tell(f"belote: {text} ({t(hint(error), command=command)})")
        raise SystemExit(getattr(error, "exit_code", 2)) from None
    raise SystemExit(code if isinstance(code, int) else 0)


def _aborted() -> NoReturn:
    tell(f"\nbelote: {t('aborted')}")
    raise SystemExit(1) from None


def _command_typed() -> str:
    """The command the user typed (`belote hand`), for an error Typer raised without its
    context (an option's value missing): its words that name commands."""
    import sys

    path, group = ["belote"], typer.main.get_command(app)
    for word in sys.argv[1:]:
        found = getattr(group, "get_command", lambda ctx, name: None)(typer.Context(group), word)
        if found is None:
            break
        path, group = [*path, word], found
    return " ".join(path)


def _unexpected(error: Exception) -> NoReturn:
    """A bug of ours: one line, not a traceback, unless BELOTE_DEBUG asks for it. Saves are
    atomic, so the feuille holds its last complete save whatever failed."""
    import os

    if os.environ.get("BELOTE_DEBUG"):
        raise error
    detail = f"{type(error).__name__}: {error}"
    tell(f"belote: {t('unexpected', detail=detail)}")
    raise SystemExit(1)
