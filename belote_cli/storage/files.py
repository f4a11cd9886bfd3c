"""Games in files: load one, create one, and change one under the writers' lock.

A file that is missing, empty, truncated, corrupt, foreign or from a newer belote is an
error naming the path -- never a new game -- and is left byte-for-byte as it was. Several
belotes may write the same feuille at once: a change is applied to the file as it is when
the lock is taken, so nothing another one recorded meanwhile is lost, nor refused for it; a
file gone meanwhile (deleted) is never made again by a save.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from belote_cli.core.game import Game
from belote_cli.storage import disk, profiletable
from belote_cli.storage.document import to_document
from belote_cli.storage.errors import Changed, Conflict, StorageError
from belote_cli.storage.feuille import PROFILED, SHAPE, from_document
from belote_cli.storage.paths import checked_folder, free_game_path, reserved
from belote_cli.storage.proof import proven
from belote_cli.storage.tomltext import Unkept, parse


class Loaded(NamedTuple):
    game: Game
    path: Path
    raw: bytes  # the bytes read: what the file held when this game was read
    unkept: Unkept = Unkept()


class Saved(NamedTuple):
    loaded: Loaded  # the feuille as written
    added: int  # entries another belote added meanwhile, kept before this change


def load(path: Path) -> Loaded:
    return read(disk.read(path), path)


def load_game(path: Path) -> Game:
    """Only the game (what the games index adds up): not what a save would not keep."""
    return _game(disk.read(path), path)


def _game(raw: bytes, path: Path) -> Game:
    return from_document(parse(raw, path), path)


def read(raw: bytes, path: Path) -> Loaded:
    doc = parse(raw, path)
    game = from_document(doc, path)
    profile = doc.get("profile")
    older = profile is not None and doc["schema"] < PROFILED  # not read (migrations)
    extra = ["profile"] if older else profiletable.unknown(profile, also=("chosen",))
    return Loaded(game, path, raw, Unkept.of(raw, doc, SHAPE, extra))


def _encode(game: Game, path: Path) -> bytes:
    """The bytes of the feuille, once read back as every command reads them (proof)."""
    import tomli_w

    data = tomli_w.dumps(to_document(game)).encode("utf-8")
    proven(data, path, _game)  # the game alone: what belote wrote holds no comment
    return data


def save(path: Path, game: Game, expected: bytes | None) -> bytes:
    """Write `game` at `path` if the file still holds `expected` (None: no file); a file
    changed meanwhile is refused and left as it is. Returns what it wrote."""
    data = _encode(game, path)
    real = _target(path)
    with disk.writing(real.parent, path):
        if disk.read_if_any(path) != expected:
            raise Changed("changed_meanwhile", path=path)
        if expected is None and reserved(path):
            raise StorageError("name_in_trash", path=path)
        disk.replace(real, data)
    return data


def _target(path: Path) -> Path:
    """The file a save writes: a feuille that is a link (named by the user), the file it
    names."""
    return path.resolve()


def create(game: Game, beside: Path | None = None) -> Loaded:
    """A new feuille in the data directory (or in the folder of `beside`, named after it),
    under a name no other belote creating one at the same moment takes, nor any game in
    the trash has."""
    folder = checked_folder() if beside is None else beside.parent
    data = _encode(game, folder)
    with disk.writing(folder, folder):
        path = free_game_path(folder, None if beside is None else beside.stem)
        disk.replace(path, data)
    return Loaded(game, path, data)


def update(
    base: Loaded, change: Callable[[Game], Game], extend: bool = True, drop: bool = False
) -> Saved:
    """Apply `change` to the feuille as it is when the lock is taken. Unchanged since `base`
    was read: to base.game. Another belote only added entries (and `extend`): to the game
    with them, `change` checking its facts again against it. An entry changed or removed:
    refused; the file gone (deleted, moved): refused, never made again. What the file holds
    that a save does not keep (comments, keys belote does not know) is refused (WouldDrop)
    unless `drop` says the user agreed."""
    path = base.path
    real = _target(path)
    with disk.writing(real.parent, path):
        raw = disk.read_if_any(path)
        if raw is None:
            raise Conflict("gone_meanwhile", path=path)
        if raw == base.raw:
            now, added = base, 0
        else:
            now = read(raw, path)
            if not (extend and _extends(now.game, base.game)):
                raise Changed("changed_meanwhile", path=path)
            added = len(now.game.hands) - len(base.game.hands)
        if now.unkept and not drop:
            raise now.unkept.refusal(path)
        after = _dated(change(now.game), real)
        data = _encode(after, path)
        disk.replace(real, data)
    return Saved(Loaded(after, path, data), added)


def _dated(game: Game, path: Path) -> Game:
    """Decision: a game saved before belote wrote when it was started (schema 5) is of its
    file's day (library.SavedGame.day); its first change writes that time as its start, so
    that neither this change nor any later one moves it to another day."""
    if game.started is not None:
        return game
    try:
        started = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except (OSError, ValueError, OverflowError):  # gone meanwhile, a time no clock has
        return game
    return replace(game, started=started)


def _extends(now: Game, then: Game) -> bool:
    """Is `now` the game `then` with entries added after its own?"""
    count = len(then.hands)
    return now.settings == then.settings and now.hands[:count] == then.hands
