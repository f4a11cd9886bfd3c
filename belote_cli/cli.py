"""The Typer app: every command's options and help, wired to its module in
belote_cli.commands (imported when the command runs), `--version`, and the one place where
errors become exit codes: 0 done, 1 refused or aborted, 2 a wrong option or usage.
"""

# No `from __future__ import annotations` here: Typer reads these annotations at every
# start, and real objects spare it an eval per parameter.
import contextlib
import sys
from collections.abc import Iterator
from typing import Annotated, NoReturn

import typer

from belote_cli import __version__
from belote_cli.commands.help import Command, Group, LazyGroup
from belote_cli.commands.options import (
    SETTINGS,
    BadOption,
    CardsArg,
    FileOpt,
    ForceOpt,
    GameOpt,
    HandOptions,
    JsonOpt,
    OutputOpt,
    TrumpOpt,
    YesOpt,
    with_fact_options,
)
from belote_cli.core.errors import Refusal, SettingError
from belote_cli.streams import OutputError
from belote_cli.text.catalog import describe, shorten_words, t

app = typer.Typer(
    cls=Group,
    help=t("help_app"),
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """Every refusal is one line on stderr and an exit code; nothing is written."""
    try:
        yield
    except BadOption as error:
        _fail(f"{error.option}: {describe(error.error)}", 2)
    except SettingError as error:  # a usage error, whatever gave the value
        _fail(f"{SETTINGS[error.setting]}: {describe(error)}", 2)
    except Refusal as error:
        _fail(describe(error))
    except (typer.Abort, KeyboardInterrupt, EOFError):
        _tell("")
        _fail(t("aborted"))


def _fail(message: str, code: int = 1) -> NoReturn:
    from belote_cli.commands.terminal import wrapped

    _tell(wrapped(f"belote: {message}", sys.stderr, indent="  "))
    raise typer.Exit(code)


def _tell(line: str) -> None:
    """A line on standard error; one that cannot be written (closed, full) changes no exit
    code."""
    with contextlib.suppress(OSError):
        typer.echo(line, err=True)


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
def new(
    mode: Annotated[str | None, typer.Option(help=t("opt_mode"), metavar="MODE")] = None,
    target: Annotated[int | None, typer.Option(help=t("opt_target"), metavar="N")] = None,
    donnes: Annotated[int | None, typer.Option(help=t("opt_donnes"), metavar="N")] = None,
    rounding: Annotated[str | None, typer.Option(help=t("opt_rounding"), metavar="R")] = None,
    team1: Annotated[str | None, typer.Option(help=t("opt_team1"), metavar="NAME")] = None,
    team2: Annotated[str | None, typer.Option(help=t("opt_team2"), metavar="NAME")] = None,
    players: Annotated[str | None, typer.Option(help=t("opt_players"), metavar="A,B,C,D")] = None,
    dealer: Annotated[str | None, typer.Option(help=t("opt_dealer"), metavar="NAME|SEAT")] = None,
    rule: Annotated[
        list[str] | None, typer.Option("--rule", help=t("opt_rule"), metavar="RULE")
    ] = None,
    file: FileOpt = None,
    yes: YesOpt = False,
) -> None:
    from belote_cli.commands.new import NewGame, start_game

    with guarded():
        options = NewGame(mode, target, rounding, team1, team2, players, dealer, rule, donnes)
        start_game(options, file, yes)


@app.command(cls=Command, help=t("help_hand"))
@with_fact_options
def hand(
    facts: HandOptions,
    line: Annotated[str | None, typer.Option(help=t("opt_line"), metavar="TEXT")] = None,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.hand import hand as record

    with guarded():
        record(facts, line, file, game)


@app.command(cls=Command, help=t("help_show"))
def show(
    number: Annotated[
        int | None, typer.Argument(help=t("arg_show_number"), metavar="N", show_default=False)
    ] = None,
    as_json: JsonOpt = False,
    all_rows: Annotated[bool, typer.Option("--all", help=t("opt_all"))] = False,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.show import show

    with guarded():
        show(number, as_json, all_rows, file, game)


@app.command(cls=Command, help=t("help_undo"))
def undo(yes: YesOpt = False, file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.hand import undo

    with guarded():
        undo(yes, file, game)


@app.command(cls=Command, help=t("help_edit"))
@with_fact_options
def edit(
    number: Annotated[int, typer.Argument(help=t("arg_number"), metavar="N")],
    facts: HandOptions,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.hand import edit

    with guarded():
        edit(number, facts, file, game)


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

    with guarded():
        play(file, game, concours, table)


@app.command(cls=Command, help=t("help_games"))
def games(
    as_json: JsonOpt = False,
    trash: Annotated[bool, typer.Option("--all", help=t("opt_games_all"))] = False,
    limit: Annotated[int, typer.Option(help=t("opt_limit"), metavar="N")] = 20,
) -> None:
    from belote_cli.commands.games import games

    with guarded():
        games(as_json, trash, limit)


@app.command(cls=Command, help=t("help_delete"))
def delete(
    game: Annotated[str, typer.Argument(help=t("arg_game"), metavar="ID")], yes: YesOpt = False
) -> None:
    from belote_cli.commands.games import delete

    with guarded():
        delete(game, yes)


@app.command(cls=Command, help=t("help_restore"))
def restore(game: Annotated[str, typer.Argument(help=t("arg_game"), metavar="ID")]) -> None:
    from belote_cli.commands.games import restore

    with guarded():
        restore(game)


@app.command(cls=Command, help=t("help_rematch"))
def rematch(file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.games import rematch

    with guarded():
        rematch(file, game)


@app.command(cls=Command, help=t("help_stats"))
def stats(
    as_json: JsonOpt = False,
    since: Annotated[str | None, typer.Option(help=t("opt_since"), metavar="DATE")] = None,
    team: Annotated[str | None, typer.Option(help=t("opt_stats_team"), metavar="NAME")] = None,
    player: Annotated[str | None, typer.Option(help=t("opt_stats_player"), metavar="NAME")] = None,
) -> None:
    from belote_cli.commands.stats import stats

    with guarded():
        stats(as_json, since, team, player)


@app.command(cls=Command, help=t("help_export"))
def export(
    fmt: Annotated[str, typer.Option("--format", help=t("opt_format"), metavar="FORMAT")],
    output: OutputOpt = None,
    force: ForceOpt = False,
    file: FileOpt = None,
    game: GameOpt = None,
) -> None:
    from belote_cli.commands.export import export

    with guarded():
        export(fmt, output, force, file, game)


@app.command(cls=Command, help=t("help_chart"))
def chart(file: FileOpt = None, game: GameOpt = None) -> None:
    from belote_cli.commands.export import chart

    with guarded():
        chart(file, game)


@app.command(cls=Command, help=t("help_count"))
def count(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli.commands.cards import count

    with guarded():
        count(trump, cards, as_json)


@app.command(cls=Command, help=t("help_annonces"))
def annonces(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli.commands.cards import annonces

    with guarded():
        annonces(trump, cards, as_json)


class _Concours(LazyGroup):
    module = "belote_cli.cli_concours"


app.add_typer(
    typer.Typer(
        cls=_Concours, help=t("help_concours"), no_args_is_help=True, rich_markup_mode=None
    ),
    name="concours",
)


TYPER_INTERRUPTED = 130  # Typer's exit code for a Ctrl-C it caught itself, told nothing


def main() -> None:
    """The console script: Typer's own usage errors become one line too."""
    try:
        code = app(standalone_mode=False, prog_name="belote")
        if code == TYPER_INTERRUPTED:
            raise KeyboardInterrupt
    except (typer.Abort, KeyboardInterrupt):
        _tell(f"\nbelote: {t('aborted')}")
        raise SystemExit(1) from None
    except OutputError:
        raise  # the console script tells it (belote_cli.entry)
    except Exception as error:  # Typer's bundled click errors, by their duck type
        message = getattr(error, "format_message", None)
        if message is None:
            _unexpected(error)
        if type(error).__name__ == "NoArgsIsHelpError":
            typer.echo(message())
            raise SystemExit(0) from None
        ctx = getattr(error, "ctx", None)
        command = ctx.command_path if ctx is not None else "belote"
        text = shorten_words(message())
        _tell(f"belote: {text} ({t('see_help', command=command)})")
        raise SystemExit(getattr(error, "exit_code", 2)) from None
    raise SystemExit(code if isinstance(code, int) else 0)


def _unexpected(error: Exception) -> NoReturn:
    """A bug of ours: one line, not a traceback, unless BELOTE_DEBUG asks for it. Saves are
    atomic, so the feuille holds its last complete save whatever failed."""
    import os

    if os.environ.get("BELOTE_DEBUG"):
        raise error
    detail = f"{type(error).__name__}: {error}"
    _tell(f"belote: {t('unexpected', detail=detail)}")
    raise SystemExit(1)
