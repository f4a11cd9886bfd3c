"""The Typer commands: options, prompts, and errors turned into one line and an exit code.

Wiring only: the facts are collected by hand_input, scored by the core (game, rules), kept
by storage, drawn by render (imported when a command draws). Exit codes: 0 ok, 1 refused
or aborted, 2 usage.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, TypeVar

import typer

from belote_cli import __version__, cli_cards, parse, storage
from belote_cli.errors import RuleError
from belote_cli.facts import Settings
from belote_cli.game import Game, make_settings
from belote_cli.hand_input import BadOption, HandOptions, ask, collect
from belote_cli.i18n import t
from belote_cli.terminal import TALK, confirm, guarded, prompt, warn

T = TypeVar("T")

app = typer.Typer(
    help=t("help_app"),
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    rich_markup_mode=None,
)

FileOpt = Annotated[Path | None, typer.Option("--file", help=t("opt_file"), dir_okay=False)]
YesOpt = Annotated[bool, typer.Option("--yes", "-y", help=t("opt_yes"))]


def show_game(game: Game, all_rows: bool = False) -> None:
    from belote_cli import render

    render.print_sheet(game, all_rows=all_rows)


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
    mode: Annotated[str | None, typer.Option(help=t("opt_mode"))] = None,
    target: Annotated[int | None, typer.Option(help=t("opt_target"))] = None,
    rounding: Annotated[str | None, typer.Option(help=t("opt_rounding"))] = None,
    team1: Annotated[str | None, typer.Option(help=t("opt_team1"))] = None,
    team2: Annotated[str | None, typer.Option(help=t("opt_team2"))] = None,
    file: FileOpt = None,
    yes: YesOpt = False,
) -> None:
    with guarded():
        path = storage.explicit_path(file)
        expected = _replaceable(path, yes) if path is not None else None
        settings = _new_settings(mode, target, rounding, team1, team2)
        game = Game(settings)
        path = path or storage.new_game_path()
        storage.save(path, game, expected)
        s = game.settings
        typer.echo(
            t(
                "new_game",
                mode=s.mode.value,
                target=s.target,
                rounding=s.rounding.value,
                one=s.teams[0],
                two=s.teams[1],
                path=path,
            )
        )


def _replaceable(path: Path, yes: bool) -> bytes | None:
    """May `new` write at this named path? The bytes it holds now, to replace them."""
    try:
        loaded = storage.load(path)
    except storage.StorageError as error:
        if error.key == "no_game":
            return None
        raise storage.StorageError("refuse_foreign", path=path) from None
    unfinished = loaded.game.hands and not loaded.game.finished
    if unfinished and not yes and not confirm(t("ask_replace", path=path)):
        raise typer.Abort()
    return loaded.raw


def _new_settings(
    mode: str | None,
    target: int | None,
    rounding: str | None,
    team1: str | None,
    team2: str | None,
) -> Settings:
    """With --mode, what is not given takes its default; without it, everything is asked."""
    interactive = mode is None

    def value(
        option: str, given: str | None, parser: Callable[[str], T], key: str, default: str
    ) -> T:
        if given is not None:
            try:
                return parser(given)
            except RuleError as error:
                raise BadOption(option, error) from None
        if interactive:
            return ask(prompt, warn, t(key), parser, default)
        return parser(default)

    chosen = value("--mode", mode, parse.mode, "ask_mode", "classique")
    goal = value("--target", _text(target), parse.target, "ask_target", str(chosen.default_target))
    rule = value(
        "--rounding", rounding, parse.rounding, "ask_rounding", chosen.default_rounding.value
    )
    one = value("--team1", team1, parse.team_name, "ask_team1", "Nous")

    def second(text: str) -> str:
        name = parse.team_name(text)
        if name.casefold() == one.casefold():
            raise RuleError("same_team_names", value=name)
        return name

    two = value("--team2", team2, second, "ask_team2", "Eux")
    return make_settings(chosen, goal, rule, (one, two))


def _text(value: int | None) -> str | None:
    return None if value is None else str(value)


PointsOpt = Annotated[list[str] | None, typer.Option("--points", help=t("opt_points"))]
CardsOpt = Annotated[list[str] | None, typer.Option("--cards", help=t("opt_cards"))]


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
) -> HandOptions:
    return HandOptions(
        taker, contract, suit, points or [], cards or [], der, belote, coinche, capot, annonces
    )


@app.command(help=t("help_hand"))
def hand(
    taker: Annotated[str | None, typer.Option(help=t("opt_taker"))] = None,
    contract: Annotated[str | None, typer.Option(help=t("opt_contract"))] = None,
    suit: Annotated[str | None, typer.Option(help=t("opt_suit"))] = None,
    points: PointsOpt = None,
    cards: CardsOpt = None,
    der: Annotated[str | None, typer.Option(help=t("opt_der"))] = None,
    belote: Annotated[str | None, typer.Option(help=t("opt_belote"))] = None,
    coinche: Annotated[str | None, typer.Option(help=t("opt_coinche"))] = None,
    capot: Annotated[str | None, typer.Option(help=t("opt_capot"))] = None,
    annonces: Annotated[str | None, typer.Option(help=t("opt_annonces"))] = None,
    file: FileOpt = None,
) -> None:
    opts = _hand_options(
        taker, contract, suit, points, cards, der, belote, coinche, capot, annonces
    )
    with guarded():
        loaded = storage.load(storage.current_path(file))
        if loaded.game.finished:  # R9.4, before asking anything
            raise RuleError("game_over")
        facts = collect(loaded.game.settings, opts, TALK)
        game = loaded.game.with_hand(facts)
        storage.save(loaded.path, game, loaded.raw)
    _report(game, len(game.hands))


def _report(game: Game, number: int) -> None:
    from belote_cli import render

    typer.echo(render.explain(game, game.lines[number - 1]))
    render.print_sheet(game)


@app.command(help=t("help_show"))
def show(
    json: Annotated[bool, typer.Option("--json", help=t("opt_json"))] = False,
    all_rows: Annotated[bool, typer.Option("--all", help=t("opt_all"))] = False,
    file: FileOpt = None,
) -> None:
    with guarded():
        game = storage.load(storage.current_path(file)).game
    from belote_cli import render

    if json:
        import json as json_module

        typer.echo(json_module.dumps(render.to_json(game), ensure_ascii=False, indent=2))
    else:
        render.print_sheet(game, all_rows=all_rows)


@app.command(help=t("help_undo"))
def undo(yes: YesOpt = False, file: FileOpt = None) -> None:
    with guarded():
        loaded = storage.load(storage.current_path(file))
        game = loaded.game.without_last()
        number = len(loaded.game.hands)
        if not yes and not confirm(t("ask_undo", number=number)):
            raise typer.Abort()
        storage.save(loaded.path, game, loaded.raw)
    typer.echo(t("undone", number=number))
    show_game(game)


@app.command(help=t("help_edit"))
def edit(
    number: Annotated[int, typer.Argument(help=t("arg_number"))],
    taker: Annotated[str | None, typer.Option(help=t("opt_taker"))] = None,
    contract: Annotated[str | None, typer.Option(help=t("opt_contract"))] = None,
    suit: Annotated[str | None, typer.Option(help=t("opt_suit"))] = None,
    points: PointsOpt = None,
    cards: CardsOpt = None,
    der: Annotated[str | None, typer.Option(help=t("opt_der"))] = None,
    belote: Annotated[str | None, typer.Option(help=t("opt_belote"))] = None,
    coinche: Annotated[str | None, typer.Option(help=t("opt_coinche"))] = None,
    capot: Annotated[str | None, typer.Option(help=t("opt_capot"))] = None,
    annonces: Annotated[str | None, typer.Option(help=t("opt_annonces"))] = None,
    file: FileOpt = None,
) -> None:
    opts = _hand_options(
        taker, contract, suit, points, cards, der, belote, coinche, capot, annonces
    )
    with guarded():
        loaded = storage.load(storage.current_path(file))
        old = loaded.game
        if not 1 <= number <= len(old.hands):
            raise RuleError("no_such_hand", number=number, count=len(old.hands))
        facts = collect(old.settings, opts, TALK, previous=old.hands[number - 1])
        game = old.with_replaced(number, facts)
        storage.save(loaded.path, game, loaded.raw)
    typer.echo(t("edited", number=number))
    _report(game, number)


app.command("count", help=t("help_count"))(cli_cards.count_command)
app.command("annonces", help=t("help_annonces"))(cli_cards.annonces_command)


def main() -> None:
    """The console script: Typer's own usage errors become one line too."""
    try:
        code = app(standalone_mode=False, prog_name="belote")
    except Exception as error:  # Typer's bundled click errors, by their duck type
        message = getattr(error, "format_message", None)
        if message is None:
            raise
        if type(error).__name__ == "NoArgsIsHelpError":
            typer.echo(message())
            raise SystemExit(0) from None
        ctx = getattr(error, "ctx", None)
        command = ctx.command_path if ctx is not None else "belote"
        typer.echo(f"belote: {message()} ({t('see_help', command=command)})", err=True)
        raise SystemExit(getattr(error, "exit_code", 2)) from None
    raise SystemExit(code if isinstance(code, int) else 0)
