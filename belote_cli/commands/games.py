"""`belote games`, `delete`, `restore` and `rematch`: the saved games of the data directory,
the trash, and a new game like a finished one."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import Any

import typer

from belote_cli.commands.saved import listing
from belote_cli.entry.terminal import terminal
from belote_cli.storage import library
from belote_cli.text.catalog import describe, t
from belote_cli.text.jsondoc import json_text


def game_json(saved: library.SavedGame) -> dict[str, Any]:
    """A saved game as `games --json` gives it: id, path, date, trash, and its summary, or
    `broken` and the reason."""
    doc: dict[str, Any] = {"id": saved.id, "path": str(saved.path), "date": _date(saved)}
    doc["trash"] = saved.trashed
    if saved.summary is None:
        return doc | {"status": "broken", "reason": _reason(saved)}
    return doc | library.summary_json(saved.summary)


def _date(saved: library.SavedGame) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.when))


def _reason(saved: library.SavedGame) -> str:
    return "" if saved.broken is None else describe(saved.broken)


def games(*, as_json: bool, trash: bool, limit: int) -> None:
    """The newest `limit` games (0: all); only those are decoded (library.listing)."""
    with listing(trash) as found:
        shown = list(itertools.islice(found.games, limit or None))
        found.games.close()  # the older ones are not decoded
    if as_json:
        typer.echo(json_text([game_json(game) for game in shown]))
        return
    from rich.console import Console

    from belote_cli.text.games import Listed, print_games

    rows = [Listed(s.id, _date(s), s.trashed, s.summary, _reason(s)) for s in shown]
    print_games(rows, Console(), found.total - len(shown))


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
    from belote_cli.commands.new import rematch as new_rematch
    from belote_cli.commands.session import Session

    new_rematch(Session.open(file, game_id).loaded, terminal())
