"""`belote games`, `delete`, `restore` and `rematch`: the saved games of the data directory,
the trash, and a new game like a finished one."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import typer

from belote_cli.commands.new import rematch as new_rematch
from belote_cli.commands.session import Session
from belote_cli.entry.terminal import terminal
from belote_cli.storage import library
from belote_cli.text.catalog import describe, t
from belote_cli.text.jsondoc import json_text


def game_json(saved: library.SavedGame) -> dict[str, Any]:
    """A saved game as `games --json` gives it: id, path, date, trash, and its summary, or
    `broken` and the reason."""
    doc = {
        "id": saved.id,
        "path": str(saved.path),
        "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.when)),
        "trash": saved.trashed,
    }
    if saved.summary is None:
        assert saved.broken is not None
        return doc | {"status": "broken", "reason": describe(saved.broken)}
    return doc | saved.summary.to_json()


def games(*, as_json: bool, trash: bool, limit: int) -> None:
    saved = library.saved_games(trash)
    docs = [game_json(game) for game in (saved if limit == 0 else saved[:limit])]
    if as_json:
        typer.echo(json_text(docs))
        return
    from rich.console import Console

    from belote_cli.text.games import print_games

    print_games(docs, Console(), len(saved) - len(docs))


def delete(*, game_id: str, yes: bool) -> None:
    """Into the trash, once confirmed: nothing is ever erased."""
    saved = library.find(game_id)
    talk = terminal()
    if not yes and not talk.confirm(t("ask_delete", id=saved.id, path=saved.path)):
        raise typer.Abort()
    talk.tell(t("deleted", id=saved.id, path=library.move(saved, to_trash=True)))


def restore(*, game_id: str) -> None:
    saved = library.find(game_id, trash=True)
    if not saved.trashed:
        terminal().tell(t("not_in_trash", id=saved.id))
        return
    terminal().tell(t("restored", id=saved.id, path=library.move(saved, to_trash=False)))


def rematch(*, file: Path | None, game_id: str | None) -> None:
    """A new game with the same mode, target, rounding, rules, teams and players; the deal
    goes on from the next seat (R12.2)."""
    new_rematch(Session.open(file, game_id).loaded, terminal())
