"""A feuille's operations: an entry recorded, the last one undone or brought back, one
corrected. Each applies its change to the file as it is under the lock (storage.update),
only if what the scorer was shown (`seen`: the feuille as read) still holds: entries another
belote added meanwhile are kept before a new one; an undo, a redo or anything else changed
since is a conflict, nothing written. `play`, `hand`, `undo`, `redo` and `edit` call these."""

from __future__ import annotations

from typing import NamedTuple

from belote_cli import storage
from belote_cli.core.facts import Entry


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
    except storage.Conflict as conflict:
        if conflict.key != "changed_meanwhile":
            raise
        raise storage.Conflict("redo_changed", path=seen.path) from None
    return Moved(saved, len(saved.loaded.game.hands), back)
