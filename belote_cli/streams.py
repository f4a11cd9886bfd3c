"""The standard streams as the console script sets them up (belote_cli.console): an output
that cannot show a character shows `?` (a name of invalid UTF-8, its own bytes), standard
input closed is an empty one, and a failure to write standard output is an OutputError --
told apart from any other OSError, which would be a bug."""

from __future__ import annotations

import codecs
import errno
import io
import os
import sys


def prepare() -> None:
    codecs.register_error("belote", _unshowable)
    _null_where_closed()
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 -- for the process
    if sys.stderr is None:  # closed: what it would say is lost, the exit code is not
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="belote")
    sys.stdout = _Closed() if sys.stdout is None else _Output(sys.stdout)


def interrupted(error: BaseException | None) -> bool:
    """Is a Ctrl-C in `error`: a KeyboardInterrupt, or one Python wrapped -- a RuntimeError
    of __set_name__ while a class is made (its __cause__), a group's member, an error raised
    while one was handled (its __context__) -- anywhere in its chain? Each one looked at
    once: a chain may loop."""
    waiting, seen = [error], set()
    while waiting:
        found = waiting.pop()
        if found is None or id(found) in seen:
            continue
        if isinstance(found, KeyboardInterrupt):
            return True
        seen.add(id(found))
        waiting += [found.__cause__, found.__context__]
        if isinstance(found, BaseExceptionGroup):
            waiting += found.exceptions
    return False


def _null_where_closed() -> None:
    """A standard descriptor the process started without is /dev/null: else the next file
    belote opens (a feuille being saved) would take its number, and whatever writes to
    descriptor 1 or 2 would write into it. (sys.stdout stays None, told by _Closed.)"""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


def _unshowable(error: UnicodeError) -> tuple[str | bytes, int]:
    """What an output shows for a character it cannot: the byte a name of invalid UTF-8 had
    (as `ls` shows it), else a question mark."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    char = error.object[error.start]
    if "\udc80" <= char <= "\udcff":
        return bytes([ord(char) - 0xDC00]), error.start + 1
    return "?", error.start + 1


class _Closed(io.TextIOBase):
    """Standard output when the process started without one (`>&-`)."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        raise OutputError(errno.EBADF, os.strerror(errno.EBADF))

    def isatty(self) -> bool:
        return False


class OutputError(Exception):
    """Standard output could not be written: told apart from any other OSError (a bug),
    and not one itself, which Click would turn into exit 1 for a closed pipe."""

    def __init__(self, number: int | None, detail: str | None) -> None:
        super().__init__(number, detail)
        self.errno, self.strerror = number, detail


class _Output:
    """Standard output, whose failures are OutputErrors; everything else is the stream's."""

    def __init__(self, stream: object) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))  # type: ignore[attr-defined]
        except OSError as error:
            raise OutputError(error.errno, error.strerror) from error

    def flush(self) -> None:
        try:
            self._stream.flush()  # type: ignore[attr-defined]
        except OSError as error:
            raise OutputError(error.errno, error.strerror) from error

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)
