"""How a feuille is read from and written to disk: bytes in, bytes out, atomically.

A file that is missing, empty, truncated, corrupt, foreign or from a newer belote is an
error naming the path -- never a new game -- and is left byte-for-byte as it was.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from belote_cli.core.game import Game
from belote_cli.storage.feuille import StorageError, from_document, to_document


class Loaded(NamedTuple):
    game: Game
    path: Path
    raw: bytes  # the bytes read, to refuse a save over a file changed meanwhile


def load(path: Path) -> Loaded:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError("no_game", path=path) from None
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=error.strerror or error) from None
    if not raw.strip():
        raise StorageError("empty_file", path=path)
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise StorageError("bad_toml", path=path, detail=error) from None
    return Loaded(from_document(doc, path), path, raw)


def save(path: Path, game: Game, expected: bytes | None) -> bytes:
    """Write atomically: a temporary file in the same directory, flushed and synced, then
    os.replace. `expected` is what the file held when it was read, None if it did not
    exist: a file changed meanwhile is refused and left as it is. Returns what it wrote."""
    import tomli_w

    data = tomli_w.dumps(to_document(game)).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _lock(path.parent):
            try:
                current: bytes | None = path.read_bytes()
            except FileNotFoundError:
                current = None
            if current != expected:
                raise StorageError("changed_meanwhile", path=path)
            _replace(path, data)
    except OSError as error:
        raise StorageError("unwritable", path=path, detail=error.strerror or error) from None
    return data


def _replace(path: Path, data: bytes) -> None:
    import tempfile  # only writers need it

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _mode(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_dir(path.parent)


def _mode(path: Path) -> int:
    """The mode the file had; for a new file, what the umask allows (mkstemp gives 0600)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


@contextlib.contextmanager
def _lock(folder: Path) -> Iterator[None]:
    """One writer at a time in a folder (POSIX flock on the folder itself: no lock file)."""
    try:
        import fcntl
    except ImportError:  # Windows: os.replace is still atomic
        yield
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX)."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
