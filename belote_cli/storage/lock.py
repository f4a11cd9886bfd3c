"""The writers' lock of a folder: one writer at a time, each in its turn.

Writers queue: each takes a ticket, then waits -- blocked in the kernel, not polling -- until
every writer with an earlier ticket is done, so none starves however many come (a retry
every few milliseconds let a newcomer pass one that had waited seconds). The queue is a file
of the user's runtime folder ($XDG_RUNTIME_DIR, else a private folder of the temporary
one), named after the folder it serves: nothing appears beside the feuilles. Its gate (byte
0) is held a moment to take the next ticket, a counter written in the file; ticket n holds
byte 1 + n while it waits and writes. These are open-file-description locks (Linux), which
the kernel drops when their holder dies: a writer killed in the queue or inside the lock
holds nobody up. Then the folder itself is flocked, as earlier belotes did, so a writer of
any version -- or of another user, who queues apart -- excludes the others. Without such
locks (macOS, a kernel or file system that refuses them) or a runtime folder of our own,
the folder's flock alone is taken, blocking: one at a time still, in roughly the order they
came.

The wait is bounded by the work of those ahead (8 writers of a 5,000-entry feuille wait
fewer than 8 of its saves: benchmarks/bench.py --writers); after TIMEOUT seconds in all --
a writer stopped inside the lock, a hung disk -- it gives up, refused, nothing written.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import struct
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from belote_cli.storage.errors import StorageError

TIMEOUT = 60.0  # seconds, from asking for the lock to having it
_GATE, _FIRST = 0, 1  # byte 0: the gate; byte _FIRST + n: ticket n
_LAST_TICKET = 2**48  # then the count starts again (a lock's offset is at most 2^63)


@contextlib.contextmanager
def locked(folder: Path) -> Iterator[None]:
    """One writer at a time in `folder`, in the order they came."""
    try:
        import fcntl
    except ImportError:  # Windows: os.replace is still atomic
        yield
        return
    deadline = time.monotonic() + TIMEOUT
    folder_fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
    queue: int | None = None
    try:
        queue = _queue(folder, folder_fd, deadline)
        _wait(
            lambda: fcntl.flock(folder_fd, fcntl.LOCK_EX | fcntl.LOCK_NB),
            lambda: fcntl.flock(folder_fd, fcntl.LOCK_EX),
            folder,
            deadline,
        )
        yield
    finally:
        if queue is not None:
            os.close(queue)
        os.close(folder_fd)


def _queue(folder: Path, folder_fd: int, deadline: float) -> int | None:
    """This writer's turn in the queue: its ticket taken, every earlier one done. The
    descriptor holding the ticket, to close when done; None without a queue (the folder's
    flock, taken next, is enough to exclude the others)."""
    import fcntl

    if not hasattr(fcntl, "F_OFD_SETLKW"):
        return None
    fd = _queue_file(folder_fd)
    if fd is None:
        return None

    def lock(kind: int, start: int, length: int, wait: bool) -> None:
        # struct flock: l_type, l_whence, l_start, l_len, l_pid (0 for these locks), padding
        request = struct.pack("hhqqi4x", kind, os.SEEK_SET, start, length, 0)
        now = functools.partial(fcntl.fcntl, fd, fcntl.F_OFD_SETLK, request)
        if not wait:
            now()
            return
        _wait(now, lambda: fcntl.fcntl(fd, fcntl.F_OFD_SETLKW, request), folder, deadline)

    try:
        lock(fcntl.F_WRLCK, _GATE, 1, wait=True)
        ticket = int.from_bytes(os.pread(fd, 8, 0).ljust(8, b"\0"), "big") % _LAST_TICKET + 1
        os.pwrite(fd, ticket.to_bytes(8, "big"), 0)
        lock(fcntl.F_WRLCK, _FIRST + ticket, 1, wait=False)
        lock(fcntl.F_UNLCK, _GATE, 1, wait=False)
        lock(fcntl.F_RDLCK, _FIRST, ticket, wait=True)  # every earlier ticket still held
    except (OSError, struct.error):  # locks the kernel or the file system refuses, a
        os.close(fd)  # counter written by someone else: the flock alone
        return None
    except BaseException:  # the time out, Ctrl-C while queued: the ticket goes with it
        os.close(fd)
        raise
    return fd


def _queue_file(folder_fd: int) -> int | None:
    """The queue of the folder open as `folder_fd`, a file of a folder only this user may
    write in (else None: a folder of another user, or a link, is not ours to trust)."""
    import tempfile

    base = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    private = os.path.join(base, f"belote-{os.getuid()}")
    found = os.fstat(folder_fd)
    try:
        with contextlib.suppress(FileExistsError):
            os.mkdir(private, 0o700)
        mine = os.lstat(private)
        if not stat.S_ISDIR(mine.st_mode) or mine.st_uid != os.getuid() or mine.st_mode & 0o077:
            return None
        fd = os.open(
            os.path.join(private, f"{found.st_dev}-{found.st_ino}.lock"),
            os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC,
            0o600,
        )
    except OSError:
        return None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        return None
    return fd


def _wait(
    now: Callable[[], object], blocking: Callable[[], object], folder: Path, deadline: float
) -> None:
    """A lock taken at once by `now()` when it is free (most writers find it so); else
    `blocking()` waits for it in a thread of its own, blocked in the kernel, while this one
    waits until `deadline` and still hears Ctrl-C. A lock the thread obtains after this one
    gave up belongs to the caller's descriptor, released when that is closed."""
    try:
        now()
        return
    except (BlockingIOError, PermissionError):  # EAGAIN or EACCES: held by another
        pass
    done = threading.Event()
    failure: list[BaseException] = []

    def wait() -> None:
        try:
            blocking()
        except BaseException as error:  # handed to the waiting thread
            failure.append(error)
        done.set()

    threading.Thread(target=wait, daemon=True, name="belote-lock").start()
    if not done.wait(max(0.0, deadline - time.monotonic())):
        raise StorageError("lock_timeout", path=folder, seconds=round(TIMEOUT))
    if failure:
        raise failure[0]
