"""A feuille's operations: an entry recorded, the last one undone or brought back, one
corrected; a new game started, or one like a finished one; a game put in the trash and
back. Each change applies to the file as it is under the lock (storage.update), only if
what the scorer was shown (`seen`: the feuille as read) still holds: entries another belote
added meanwhile are kept before a new one; an undo, a redo or anything else changed since
is a conflict, nothing written. `new`, `play`, `hand`, `undo`, `redo`, `edit`, `rematch`,
`delete`, `restore` and a concours table played hand by hand call these."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from belote_cli import storage
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Entry, Settings
from belote_cli.core.game import Game
from belote_cli.storage import library


def located(file: Path | None, game: str | None) -> Path:
    """The feuille an operation uses: `file`, or `game` (an id of `belote games`), else
    $BELOTE_FILE, else the current game; both given is refused."""
    if game is None:
        return storage.current_path(file)
    if file is not None:
        raise RuleError("file_and_game")
    return library.find(game).path


def opened(file: Path | None, game: str | None) -> storage.Loaded:
    """The feuille an operation uses (see located), loaded. Found by its id or as the
    current game, then gone before it could be read (deleted by another belote that
    moment): a conflict, not a missing feuille."""
    path = located(file, game)
    try:
        return storage.load(path)
    except storage.NoFile:
        if game is None and storage.explicit_path(file) is not None:
            raise  # the user named a path where there is no file
        raise storage.Conflict("gone_meanwhile", path=path) from None


def begun(settings: Settings) -> Game:
    """A game started now, on this computer's clock with its offset: the day a season
    counts it in, whoever reads it. To the millisecond, as the feuille keeps it: the game
    in hand is the game on disk."""
    now = datetime.now().astimezone()
    return Game(settings, started=now.replace(microsecond=now.microsecond // 1000 * 1000))


def new(
    settings: Settings, path: Path | None = None, replaces: bytes | None = None
) -> storage.Loaded:
    """A new game: a new file in the data directory, or at `path` if the file there still
    holds `replaces` (None: no file there) -- another belote's file written meanwhile is
    never replaced."""
    game = begun(settings)
    if path is None:
        return storage.create(game)
    return storage.Loaded(game, path, storage.save(path, game, replaces))


def rematch(finished: storage.Loaded) -> storage.Loaded:
    """A new game with the same settings (mode, target, rounding, teams, players), in a new
    file beside the finished one, which is kept as it is; the deal goes on from the next
    seat (R12.2)."""
    settings = replace(finished.game.settings, first_dealer=finished.game.next_dealer)
    return storage.create(begun(settings), beside=finished.path)


def delete(game: library.Found) -> Path:
    """Into the trash, never erased: where it went."""
    return library.move(game, to_trash=True)


def restore(game: library.Found) -> Path | None:
    """Back from the trash: where it went; None when it is not in the trash."""
    return library.move(game, to_trash=False) if game.trashed else None


def record(seen: storage.Loaded, entry: Entry, drop: bool = False) -> storage.Saved:
    """R9.4: a finished game takes no entry (core.game)."""
    return storage.update(seen, lambda game: game.with_hand(entry), True, drop)


def edit(seen: storage.Loaded, number: int, entry: Entry, drop: bool = False) -> storage.Saved:
    """Entry `number` replaced; every later one rescored, its dealer derived again (R12.5)."""
    return storage.update(seen, lambda game: game.with_replaced(number, entry), True, drop)


class Moved(NamedTuple):
    """What an undo removed, or a redo brought back: the entry, and its number."""

    saved: storage.Saved
    number: int
    entry: Entry


def undo(seen: storage.Loaded, drop: bool = False) -> Moved:
    """The last entry removed, kept for redo; only the one shown: a hand another belote
    added since is not the one the scorer confirmed (a conflict)."""
    game = seen.game
    game.without_last()  # there is one
    saved = storage.update(seen, lambda now: now.without_last(), False, drop)
    return Moved(saved, len(game.hands), game.hands[-1])


def redo(seen: storage.Loaded, drop: bool = False) -> Moved:
    """What the last undo removed, back: the entry the scorer was shown on top of what undo
    kept. The feuille changed since it was read (another redo, another scorer's hand
    recorded and undone) is a conflict: what would come back may not be that entry."""
    back = seen.game.redone().hands[-1]  # there is one, and room for it
    try:
        saved = storage.update(seen, lambda now: now.redone(), False, drop)
    except storage.Changed:
        raise storage.Changed("redo_changed", path=seen.path) from None
    return Moved(saved, len(saved.loaded.game.hands), back)
