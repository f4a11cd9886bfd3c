"""The feuille a command uses, found and loaded: all `show` and `export` need of an open
feuille, without what recording a hand imports (commands.session: the entry layer)."""

from __future__ import annotations

from pathlib import Path

from belote_cli import storage
from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption


def feuille(file: Path | None, game: str | None) -> Path:
    """The feuille a command uses: --file PATH, or --game ID (an id of `belote games`), else
    $BELOTE_FILE, else the current game."""
    if game is None:
        return storage.current_path(file)
    if file is not None:
        raise BadOption("--game", RuleError("file_and_game"))
    from belote_cli.storage import library

    return library.find(game).path


def load_feuille(file: Path | None, game: str | None) -> storage.Loaded:
    """The feuille a command uses (see feuille), loaded. Found by its id or as the current
    game, then gone before it could be read (deleted by another belote that moment): a
    conflict, not a missing feuille."""
    path = feuille(file, game)
    try:
        return storage.load(path)
    except storage.NoFile:
        if game is None and storage.explicit_path(file) is not None:
            raise  # the user named a path where there is no file
        raise storage.Conflict("gone_meanwhile", path=path) from None


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
