"""Games in files: load one, create one, and change one under the writers' lock.

A file that is missing, empty, truncated, corrupt, foreign or from a newer belote is an
error naming the path -- never a new game -- and is left byte-for-byte as it was. Several
belotes may write the same feuille at once: a change is applied to the file as it is when
the lock is taken, so nothing another one recorded meanwhile is lost, nor refused for it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from belote_cli.core.game import Game
from belote_cli.storage import disk
from belote_cli.storage.document import to_document
from belote_cli.storage.errors import StorageError
from belote_cli.storage.feuille import from_document
from belote_cli.storage.paths import checked_folder, free_game_path

BOM = b"\xef\xbb\xbf"


class Loaded(NamedTuple):
    game: Game
    path: Path
    raw: bytes  # the bytes read: what the file held when this game was read


class Saved(NamedTuple):
    loaded: Loaded  # the feuille as written
    added: int  # entries another belote added meanwhile, kept before this change


def load(path: Path) -> Loaded:
    raw = disk.read(path)
    return Loaded(from_document(parse(raw, path), path), path, raw)


def parse(raw: bytes, path: Path) -> dict[str, Any]:
    """The TOML document. Every failure of the parser is a bad file, never a crash: a number
    of 5,000 digits, arrays nested a million deep. Decision: a UTF-8 byte order mark, which
    TOML does not allow but some editors add, is skipped."""
    if not raw.strip():
        raise StorageError("empty_file", path=path)
    try:
        return tomllib.loads(raw.removeprefix(BOM).decode("utf-8"))
    except (ValueError, RecursionError, MemoryError) as error:  # TOMLDecodeError included
        raise StorageError("bad_toml", path=path, detail=error) from None


def _encode(game: Game) -> bytes:
    import tomli_w

    return tomli_w.dumps(to_document(game)).encode("utf-8")


def save(path: Path, game: Game, expected: bytes | None) -> bytes:
    """Write `game` at `path` if the file still holds `expected` (None: no file); a file
    changed meanwhile is refused and left as it is. Returns what it wrote."""
    data = _encode(game)
    real = path.resolve()  # a feuille that is a link: the file it names gets the save
    with disk.writing(real.parent, path):
        if disk.read_if_any(path) != expected:
            raise StorageError("changed_meanwhile", path=path)
        disk.replace(real, data)
    return data


def create(game: Game, beside: Path | None = None) -> Loaded:
    """A new feuille in the data directory (or in the folder of `beside`, named after it),
    under a name no other belote creating one at the same moment takes."""
    folder = checked_folder() if beside is None else beside.parent
    data = _encode(game)
    with disk.writing(folder, folder):
        path = free_game_path(folder, None if beside is None else beside.stem)
        disk.replace(path, data)
    return Loaded(game, path, data)


def update(base: Loaded, change: Callable[[Game], Game], extend: bool = True) -> Saved:
    """Apply `change` to the feuille as it is when the lock is taken. Unchanged since `base`
    was read: to base.game. Another belote only added entries (and `extend`): to the game
    with them, `change` checking its facts again against it. An entry changed or removed,
    or the file gone: refused, nothing written."""
    path = base.path
    real = path.resolve()  # a feuille that is a link: the file it names gets the save
    with disk.writing(real.parent, path):
        raw = disk.read_if_any(path)
        if raw == base.raw:
            game, added = base.game, 0
        else:
            now = None if raw is None else from_document(parse(raw, path), path)
            if now is None or not (extend and _extends(now, base.game)):
                raise StorageError("changed_meanwhile", path=path)
            game, added = now, len(now.hands) - len(base.game.hands)
        after = change(game)
        data = _encode(after)
        disk.replace(real, data)
    return Saved(Loaded(after, path, data), added)


def _extends(now: Game, then: Game) -> bool:
    """Is `now` the game `then` with entries added after its own?"""
    count = len(then.hands)
    return now.settings == then.settings and now.hands[:count] == then.hands
