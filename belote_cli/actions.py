"""What each command does, once Typer has read its options: load, collect, score, save,
show. Imported by a command when it runs, so that `belote --version` and `--help` stay at
Typer's own start-up cost."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import typer

from belote_cli import storage
from belote_cli.errors import BadOption, RuleError, StorageError
from belote_cli.game import Game, make_settings
from belote_cli.i18n import t
from belote_cli.terminal import confirm, guarded, prompt, talk, warn

if TYPE_CHECKING:
    from belote_cli.facts import Settings
    from belote_cli.hand_input import HandOptions

T = TypeVar("T")


def start_game(
    mode: str | None,
    target: int | None,
    rounding: str | None,
    teams: tuple[str | None, str | None],
    file: Path | None,
    yes: bool,
) -> storage.Loaded:
    """A new feuille: at the named path (asking before replacing an unfinished game), or a
    new file in the data directory beside the old ones."""
    path = storage.explicit_path(file)
    expected = _replaceable(path, yes) if path is not None else None
    game = Game(_new_settings(mode, target, rounding, teams))
    path = path or storage.new_game_path()
    raw = storage.save(path, game, expected)
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
    return storage.Loaded(game, path, raw)


def _replaceable(path: Path, yes: bool) -> bytes | None:
    """May `new` write at this named path? The bytes it holds now, to replace them."""
    try:
        loaded = storage.load(path)
    except StorageError as error:
        if error.key == "no_game":
            return None
        raise StorageError("refuse_foreign", path=path) from None
    unfinished = loaded.game.hands and not loaded.game.finished
    if unfinished and not yes and not confirm(t("ask_replace", path=path)):
        raise typer.Abort()
    return loaded.raw


def _new_settings(
    mode: str | None,
    target: int | None,
    rounding: str | None,
    teams: tuple[str | None, str | None],
) -> Settings:
    """With --mode, what is not given takes its default; without it, everything is asked."""
    from belote_cli import parse
    from belote_cli.hand_input import ask

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
    one = value("--team1", teams[0], parse.team_name, "ask_team1", "Nous")

    def second(text: str) -> str:
        name = parse.team_name(text)
        if name.casefold() == one.casefold():
            raise RuleError("same_team_names", value=name)
        return name

    two = value("--team2", teams[1], second, "ask_team2", "Eux")
    return make_settings(chosen, goal, rule, (one, two))


def _text(value: int | None) -> str | None:
    return None if value is None else str(value)


def hand(opts: HandOptions, file: Path | None) -> None:
    from belote_cli.hand_input import collect

    with guarded():
        loaded = storage.load(storage.current_path(file))
        if loaded.game.finished:  # R9.4, before asking anything
            raise RuleError("game_over")
        facts = collect(loaded.game.settings, opts, talk())
        game = loaded.game.with_hand(facts)
        storage.save(loaded.path, game, loaded.raw)
    from belote_cli import render

    render.report(game, len(game.hands))


def show(as_json: bool, all_rows: bool, file: Path | None) -> None:
    with guarded():
        game = storage.load(storage.current_path(file)).game
    from belote_cli import render

    if as_json:
        import json

        typer.echo(json.dumps(render.to_json(game), ensure_ascii=False, indent=2))
    else:
        render.print_sheet(game, all_rows=all_rows)


def undo(yes: bool, file: Path | None) -> None:
    with guarded():
        loaded = storage.load(storage.current_path(file))
        game = loaded.game.without_last()
        number = len(loaded.game.hands)
        if not yes and not confirm(t("ask_undo", number=number)):
            raise typer.Abort()
        storage.save(loaded.path, game, loaded.raw)
    typer.echo(t("undone", number=number))
    from belote_cli import render

    render.report(game)


def edit(number: int, opts: HandOptions, file: Path | None) -> None:
    from belote_cli.hand_input import collect

    with guarded():
        loaded = storage.load(storage.current_path(file))
        old = loaded.game
        if not 1 <= number <= len(old.hands):
            raise RuleError("no_such_hand", number=number, count=len(old.hands))
        facts = collect(old.settings, opts, talk(), previous=old.hands[number - 1])
        game = old.with_replaced(number, facts)
        storage.save(loaded.path, game, loaded.raw)
    typer.echo(t("edited", number=number))
    from belote_cli import render

    render.report(game, number)
