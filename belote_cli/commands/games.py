"""`belote games`, `delete`, `restore` and `rematch`: the saved games of the data directory,
the trash, and a new game like a finished one."""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path
from typing import Any

import typer

from belote_cli.actions import feuille
from belote_cli.commands.saved import listing
from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import shown, terminal
from belote_cli.storage import library
from belote_cli.text.catalog import describe, t


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
    if limit < 0:
        raise BadOption("--limit", RuleError("bad_limit", value=limit))
    with listing(trash) as found:  # more than any list holds is all of it
        chosen = list(itertools.islice(found.games, min(limit, sys.maxsize) or None))
        found.games.close()  # the older ones are not decoded
    left = found.total - len(chosen)
    shown(as_json, lambda: [game_json(game) for game in chosen], lambda: _print(chosen, left))


def _print(chosen: list[library.SavedGame], left: int) -> None:
    from rich.console import Console

    from belote_cli.text.games import Listed, print_games

    rows = [Listed(s.id, _date(s), s.trashed, s.summary, _reason(s)) for s in chosen]
    print_games(rows, Console(), left)


def delete(*, game_id: str | None, yes: bool, file: Path | None = None) -> None:
    """Into the trash, once confirmed: nothing is ever erased."""
    saved = _chosen(game_id, file, trash=False)
    talk = terminal()
    if not yes and not talk.confirm(t("ask_delete", id=saved.id, path=saved.path)):
        raise typer.Abort()
    talk.tell(t("deleted", id=saved.id, path=feuille.delete(saved)))


def restore(*, game_id: str | None, file: Path | None = None) -> None:
    saved = _chosen(game_id, file, trash=True)
    back = feuille.restore(saved)
    if back is None:
        terminal().tell(t("not_in_trash", id=saved.id))
        return
    terminal().tell(t("restored", id=saved.id, path=back))


def _chosen(game_id: str | None, file: Path | None, trash: bool) -> library.Found:
    """The game an id names (library.find), or the file --file names: one of them."""
    if (game_id is None) == (file is None):
        raise BadOption("--file", RuleError("id_or_file"))
    if file is not None:
        return library.named(file, trash)
    return library.find(game_id or "", trash)


def rematch(*, file: Path | None, game_id: str | None) -> None:
    """A new game with the same mode, target, rounding, rules, teams and players; the deal
    goes on from the next seat (R12.2)."""
    from belote_cli.commands.new import rematch as new_rematch
    from belote_cli.commands.session import Session

    new_rematch(Session.open(file, game_id).loaded, terminal())
