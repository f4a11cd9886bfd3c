"""`belote new`: a new game, its settings from the options, or asked when --mode is not
given. Also how `play` starts a game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import typer

from belote_cli import storage
from belote_cli.commands.options import BadOption
from belote_cli.commands.terminal import Talk, terminal
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Settings
from belote_cli.core.game import Game, make_settings
from belote_cli.core.names import team_names
from belote_cli.text import parse
from belote_cli.text.catalog import t

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
    talk = terminal()
    path = storage.explicit_path(file)
    expected = _replaceable(path, yes, talk) if path is not None else None
    game = Game(_settings(mode, target, rounding, teams, talk))
    if path is None:
        loaded = storage.create(game)
    else:
        loaded = storage.Loaded(game, path, storage.save(path, game, expected))
    announce(loaded, talk)
    return loaded


def rematch(finished: storage.Loaded, talk: Talk) -> storage.Loaded:
    """A new game with the same settings (mode, target, rounding, teams), in a new file
    beside the finished one: the finished game is kept as it is."""
    loaded = storage.create(Game(finished.game.settings), beside=finished.path)
    announce(loaded, talk)
    return loaded


def announce(loaded: storage.Loaded, talk: Talk) -> None:
    s = loaded.game.settings
    talk.tell(
        t(
            "new_game",
            mode=s.mode.value,
            target=s.target,
            rounding=s.rounding.value,
            one=s.teams[0],
            two=s.teams[1],
            path=loaded.path,
        )
    )


def _replaceable(path: Path, yes: bool, talk: Talk) -> bytes | None:
    """May `new` write at this named path? The bytes it holds now, to replace them."""
    try:
        loaded = storage.load(path)
    except storage.StorageError as error:
        if error.key == "no_game":
            return None
        raise storage.StorageError("refuse_foreign", path=path) from None
    unfinished = loaded.game.hands and not loaded.game.finished
    if unfinished and not yes and not talk.confirm(t("ask_replace", path=path)):
        raise typer.Abort()
    return loaded.raw


def _settings(
    mode: str | None,
    target: int | None,
    rounding: str | None,
    teams: tuple[str | None, str | None],
    talk: Talk,
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
            return talk.ask(t(key), parser, default)
        return parser(default)

    chosen = value("--mode", mode, parse.mode, "ask_mode", "classique")
    aim = None if target is None else str(target)
    goal = value("--target", aim, parse.target, "ask_target", str(chosen.default_target))
    rule = value(
        "--rounding", rounding, parse.rounding, "ask_rounding", chosen.default_rounding.value
    )
    one = value("--team1", teams[0], parse.team_name, "ask_team1", "Nous")

    def second(text: str) -> str:
        return team_names(one, text)[1]

    two = value("--team2", teams[1], second, "ask_team2", "Eux")
    return make_settings(chosen, goal, rule, (one, two))
