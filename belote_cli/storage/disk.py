"""Bytes on disk, safely: a bounded read of a regular file, the writers' lock of a folder,
and an atomic replace that leaves no temporary file behind. Nothing here knows a game."""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from belote_cli.storage.errors import StorageError

# A 10,000-hand game is about 2 MB; a file larger than this is not a feuille (and reading
# /dev/zero or a runaway file must end quickly).
MAX_BYTES = 16 * 1024 * 1024
LOCK_TIMEOUT = 10.0  # seconds a writer waits for another one before giving up


def read(path: Path) -> bytes:
    """The file's bytes. What is not a regular file (a FIFO, a device, a folder) is refused
    before anything is read from it, and so is a file larger than MAX_BYTES."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise StorageError("no_game", path=path) from None
    except IsADirectoryError:
        raise StorageError("not_a_file", path=path) from None
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=error.strerror or error) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise StorageError("not_a_file", path=path)
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
        raise StorageError("too_large", path=path, most=MAX_BYTES // (1024 * 1024))
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=error.strerror or error) from None
    finally:
        os.close(fd)


def read_if_any(path: Path) -> bytes | None:
    """The file's bytes, or None when there is no file there."""
    try:
        return read(path)
    except StorageError as error:
        if error.key == "no_game":
            return None
        raise


@contextlib.contextmanager
def locked(folder: Path) -> Iterator[None]:
    """One writer at a time in a folder (POSIX flock on the folder itself: no lock file).
    A writer waits for another for at most LOCK_TIMEOUT seconds, then gives up, refused."""
    try:
        import fcntl
    except ImportError:  # Windows: os.replace is still atomic
        yield
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        deadline = time.monotonic() + LOCK_TIMEOUT
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise StorageError("lock_timeout", path=folder, seconds=LOCK_TIMEOUT) from None
                time.sleep(0.01)
        yield
    finally:
        os.close(fd)


@contextlib.contextmanager
def writing(folder: Path, named: Path) -> Iterator[None]:
    """The writers' lock of `folder`, made if needed; an OSError inside is a refusal naming
    the file."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with locked(folder):
            yield
    except OSError as error:
        raise StorageError("unwritable", path=named, detail=error.strerror or error) from None


def replace(path: Path, data: bytes) -> None:
    """Write `data` at `path` atomically: a temporary file in the same folder, flushed and
    synced, then renamed over the old one; the rename made durable. Call it under `locked`:
    any temporary file of this path left by a writer killed mid-way is then stale, and goes.
    Decision: a feuille the user made read-only (no write bit for its owner) is refused,
    although a rename could replace it: the protection is the user's."""
    import tempfile  # only writers need it

    mode = _mode(path)
    if mode is not None and not mode & stat.S_IWUSR:
        raise StorageError("read_only", path=path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _new_mode() if mode is None else mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_dir(path.parent)
    for stale in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            stale.unlink()


def _mode(path: Path) -> int | None:
    """The permission bits the file has, None if there is no file."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return None


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
