"""The Typer commands: options and help, wired to what each command does (actions,
cli_cards, play), imported when the command runs. Exit codes: 0 ok, 1 refused or aborted,
2 usage.
"""

# No `from __future__ import annotations` here: Typer reads these annotations at every
# start, and real objects spare it an eval per parameter.
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from belote_cli import __version__
from belote_cli.i18n import t

if TYPE_CHECKING:
    from belote_cli.hand_input import HandOptions

app = typer.Typer(
    help=t("help_app"),
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)

FileOpt = Annotated[
    Path | None, typer.Option("--file", help=t("opt_file"), dir_okay=False, metavar="PATH")
]
YesOpt = Annotated[bool, typer.Option("--yes", "-y", help=t("opt_yes"))]
TeamOpt = Annotated[str | None, typer.Option(help=t("opt_taker"), metavar="T")]
PointsOpt = Annotated[
    list[str] | None, typer.Option("--points", help=t("opt_points"), metavar="T=N")
]
CardsOpt = Annotated[
    list[str] | None, typer.Option("--cards", help=t("opt_cards"), metavar="T=CARDS")
]
ContractOpt = Annotated[str | None, typer.Option(help=t("opt_contract"), metavar="N|capot")]
SuitOpt = Annotated[str | None, typer.Option(help=t("opt_suit"), metavar="SUIT")]
DerOpt = Annotated[str | None, typer.Option(help=t("opt_der"), metavar="T")]
BeloteOpt = Annotated[str | None, typer.Option(help=t("opt_belote"), metavar="T|none")]
CoincheOpt = Annotated[str | None, typer.Option(help=t("opt_coinche"), metavar="LEVEL")]
CapotOpt = Annotated[str | None, typer.Option(help=t("opt_capot"), metavar="T|none")]
AnnoncesOpt = Annotated[str | None, typer.Option(help=t("opt_annonces"), metavar="LIST")]
TrumpOpt = Annotated[str, typer.Option("--trump", help=t("opt_trump"), metavar="SUIT")]
CardsArg = Annotated[list[str], typer.Argument(help=t("arg_cards"), show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help=t("opt_json"))]


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


@app.command(help=t("help_new"))
def new(
    mode: Annotated[str | None, typer.Option(help=t("opt_mode"), metavar="MODE")] = None,
    target: Annotated[int | None, typer.Option(help=t("opt_target"), metavar="N")] = None,
    rounding: Annotated[str | None, typer.Option(help=t("opt_rounding"), metavar="R")] = None,
    team1: Annotated[str | None, typer.Option(help=t("opt_team1"), metavar="NAME")] = None,
    team2: Annotated[str | None, typer.Option(help=t("opt_team2"), metavar="NAME")] = None,
    file: FileOpt = None,
    yes: YesOpt = False,
) -> None:
    from belote_cli import actions
    from belote_cli.terminal import guarded

    with guarded():
        actions.start_game(mode, target, rounding, (team1, team2), file, yes)


def _hand_options(
    taker: str | None,
    contract: str | None,
    suit: str | None,
    points: list[str] | None,
    cards: list[str] | None,
    der: str | None,
    belote: str | None,
    coinche: str | None,
    capot: str | None,
    annonces: str | None,
) -> "HandOptions":
    from belote_cli.hand_input import HandOptions

    return HandOptions(
        taker, contract, suit, points or [], cards or [], der, belote, coinche, capot, annonces
    )


@app.command(help=t("help_hand"))
def hand(
    taker: TeamOpt = None,
    contract: ContractOpt = None,
    suit: SuitOpt = None,
    points: PointsOpt = None,
    cards: CardsOpt = None,
    der: DerOpt = None,
    belote: BeloteOpt = None,
    coinche: CoincheOpt = None,
    capot: CapotOpt = None,
    annonces: AnnoncesOpt = None,
    file: FileOpt = None,
) -> None:
    from belote_cli import actions

    opts = _hand_options(
        taker, contract, suit, points, cards, der, belote, coinche, capot, annonces
    )
    actions.hand(opts, file)


@app.command(help=t("help_show"))
def show(
    as_json: JsonOpt = False,
    all_rows: Annotated[bool, typer.Option("--all", help=t("opt_all"))] = False,
    file: FileOpt = None,
) -> None:
    from belote_cli import actions

    actions.show(as_json, all_rows, file)


@app.command(help=t("help_undo"))
def undo(yes: YesOpt = False, file: FileOpt = None) -> None:
    from belote_cli import actions

    actions.undo(yes, file)


@app.command(help=t("help_edit"))
def edit(
    number: Annotated[int, typer.Argument(help=t("arg_number"))],
    taker: TeamOpt = None,
    contract: ContractOpt = None,
    suit: SuitOpt = None,
    points: PointsOpt = None,
    cards: CardsOpt = None,
    der: DerOpt = None,
    belote: BeloteOpt = None,
    coinche: CoincheOpt = None,
    capot: CapotOpt = None,
    annonces: AnnoncesOpt = None,
    file: FileOpt = None,
) -> None:
    from belote_cli import actions

    opts = _hand_options(
        taker, contract, suit, points, cards, der, belote, coinche, capot, annonces
    )
    actions.edit(number, opts, file)


@app.command(help=t("help_play"))
def play(file: FileOpt = None) -> None:
    from belote_cli import play

    play.play(file)


@app.command(help=t("help_count"))
def count(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli import cli_cards

    cli_cards.count(trump, cards, as_json)


@app.command(help=t("help_annonces"))
def annonces(trump: TrumpOpt, cards: CardsArg, as_json: JsonOpt = False) -> None:
    from belote_cli import cli_cards

    cli_cards.annonces(trump, cards, as_json)


def main() -> None:
    """The console script: Typer's own usage errors become one line too."""
    try:
        code = app(standalone_mode=False, prog_name="belote")
    except (typer.Abort, KeyboardInterrupt):
        typer.echo(f"\nbelote: {t('aborted')}", err=True)
        raise SystemExit(1) from None
    except Exception as error:  # Typer's bundled click errors, by their duck type
        message = getattr(error, "format_message", None)
        if message is None:
            _unexpected(error)
        if type(error).__name__ == "NoArgsIsHelpError":
            typer.echo(message())
            raise SystemExit(0) from None
        ctx = getattr(error, "ctx", None)
        command = ctx.command_path if ctx is not None else "belote"
        typer.echo(f"belote: {message()} ({t('see_help', command=command)})", err=True)
        raise SystemExit(getattr(error, "exit_code", 2)) from None
    raise SystemExit(code if isinstance(code, int) else 0)


def _unexpected(error: Exception) -> NoReturn:
    """A bug of ours: one line, not a traceback, unless BELOTE_DEBUG asks for it. Saves are
    atomic, so the feuille holds its last complete save whatever failed."""
    import os

    if os.environ.get("BELOTE_DEBUG"):
        raise error
    detail = f"{type(error).__name__}: {error}"
    typer.echo(f"belote: {t('unexpected', detail=detail)}", err=True)
    raise SystemExit(1)
