"""The feuille a command uses, found and loaded: all `show` and `export` need of an open
feuille, without what recording a hand imports (commands.session: the entry layer)."""

from __future__ import annotations

from pathlib import Path

from belote_cli import storage
from belote_cli.actions.feuille import located, opened
from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption


def feuille(file: Path | None, game: str | None) -> Path:
    """The feuille a command uses (actions.feuille.located); --file and --game together
    are a usage error (exit 2), naming the option."""
    _one_of(file, game)
    return located(file, game)


def load_feuille(file: Path | None, game: str | None) -> storage.Loaded:
    """The feuille a command uses, loaded (actions.feuille.opened)."""
    _one_of(file, game)
    return opened(file, game)


def _one_of(file: Path | None, game: str | None) -> None:
    if file is not None and game is not None:
        raise BadOption("--game", RuleError("file_and_game"))


def read_feuille(file: Path | None, game: str | None) -> storage.Loaded:
    """The feuille a command shows or exports (load_feuille). Fields belote does not know
    (a misspelled [[hand]]) are neither shown nor counted: a note on the error stream says
    so, and what was meant."""
    loaded = load_feuille(file, game)
    unkept = loaded.unkept
    if unkept.keys:
        import sys

        import typer

        from belote_cli.entry.terminal import wrapped
        from belote_cli.storage.feuille import SHAPE
        from belote_cli.text.catalog import t

        said = t("unread_fields", path=loaded.path, keys=unkept.listed())
        near = unkept.near(SHAPE)
        if near is not None:
            said += " " + t("unread_near", field=near)
        typer.echo(wrapped(said, sys.stderr), err=True)
    return loaded
