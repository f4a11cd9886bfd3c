"""Bytes on disk, safely: a bounded read of a regular file, the writers' lock of a folder
(storage.lock), an atomic replace that leaves no temporary file behind, and a rename that
never overwrites. Nothing here knows a game."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

from belote_cli.storage.errors import NoFile, StorageError, TooBig, system
from belote_cli.storage.lock import locked

# A 10,000-hand game is about 2 MB; a file larger than this is not a feuille (and reading
# /dev/zero or a runaway file must end quickly: parsing 4 MB of TOML takes seconds).
MAX_BYTES = 4 * 1024 * 1024
# The temporary files replace() makes for a feuille or a concours: .NAME.toml.XXXXXXXX.tmp
# (tempfile's eight signs); no other program's are touched
_TEMPORARY = re.compile(r"\..+\.toml\.[a-z0-9_]{8}\.tmp")

PRIVATE = 0o600  # a secret's mode (the server's key, a club's tokens): its owner's only

written: list[Path] = []  # the files this process replaced or moved, in order


def read(path: Path, most: int = MAX_BYTES) -> bytes:
    """The file's bytes. What is not a regular file (a FIFO, a device, a folder) is refused
    before anything is read from it, and so is a file larger than `most` bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise NoFile("no_game", path=path) from None
    except IsADirectoryError:
        raise StorageError("not_a_file", path=path) from None
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=system(error)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise StorageError("not_a_file", path=path)
        chunks: list[bytes] = []
        size = 0
        while size <= most:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
        raise TooBig("too_large", path=path, most=max(1, most // (1024 * 1024)))
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=system(error)) from None
    finally:
        os.close(fd)


def read_if_any(path: Path) -> bytes | None:
    """The file's bytes, or None when there is no file there."""
    try:
        return read(path)
    except NoFile:
        return None


@contextlib.contextmanager
def writing(folder: Path, named: Path) -> Iterator[None]:
    """The writers' lock of `folder`, made if needed; an OSError inside is a refusal naming
    the file. Any temporary file left in the folder by a writer killed mid-way is stale
    once the lock is held, and goes."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with locked(folder):
            _clean(folder)
            yield
    except OSError as error:
        raise StorageError("unwritable", path=named, detail=system(error)) from None


def _clean(folder: Path) -> None:
    """Temporary files are only made under the lock: one found while holding it belongs
    to a writer that died (`kill -9` during fsync)."""
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if _TEMPORARY.fullmatch(entry.name):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def replace(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `data` at `path` atomically: a temporary file in the same folder, flushed and
    synced, then renamed over the old one; the rename made durable. Call it under
    `writing`. A link at `path` is replaced by the file, its target left alone; anything
    else than a regular file (a device, a FIFO, a socket, a folder) is refused, never
    replaced: `--output /dev/null --force` run as root must not replace the system's
    /dev/null (commands.export writes into such a file itself). `mode`: the file's
    permissions, given to the temporary file before its first byte (a secret is never
    readable by others, not even while it is made, nor if belote is killed then); else
    the file keeps its own, a new one gets what the umask allows.
    Decision: a feuille the user made read-only (no write bit for its owner) is refused,
    although a rename could replace it: the protection is the user's."""
    import tempfile  # only writers need it

    old = _mode(path)
    if old is not None and not old & stat.S_IWUSR:
        raise StorageError("read_only", path=path)
    # mkstemp makes the file 0600, its owner's only: its mode is set before a byte is in it
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            if hasattr(os, "fchmod"):  # not on Windows, where mkstemp's mode is kept
                os.fchmod(out.fileno(), mode if mode is not None else old or _new_mode())
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        _mode(path)  # still a file or a link: nothing else was made there meanwhile
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_dir(path.parent)
    written.append(path)


def move(source: Path, target: Path) -> None:
    """Rename `source` to `target`, never over a file there: call it holding the locks of
    both folders, so no other belote makes one meanwhile."""
    if os.path.lexists(target):
        raise StorageError("already_there", path=target)
    os.rename(source, target)
    _sync_dir(target.parent)
    if source.parent != target.parent:
        _sync_dir(source.parent)
    written.append(target)


def remove(path: Path) -> None:
    """Take `path` away, the removal made durable as a rename is; call it under `writing`."""
    path.unlink()
    _sync_dir(path.parent)


def make_private(path: Path) -> None:
    """A secret an older belote (or a copy) left readable by others made its owner's only,
    and kept. Only a regular file's mode is changed, never through a link."""
    with contextlib.suppress(OSError):
        found = path.lstat()
        if stat.S_ISREG(found.st_mode) and found.st_mode & 0o077:
            os.chmod(path, PRIVATE)


def _mode(path: Path) -> int | None:
    """The permission bits of the regular file at `path`; None if there is no file, or
    only a link. Anything else there is refused: it is never replaced (see replace)."""
    try:
        found = path.lstat()
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(found.st_mode):
        return None
    if not stat.S_ISREG(found.st_mode):
        raise StorageError("not_replaced", path=path)
    return stat.S_IMODE(found.st_mode)


def _new_mode() -> int:
    """For a new file, what the umask allows (mkstemp gives 0600)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX)."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
