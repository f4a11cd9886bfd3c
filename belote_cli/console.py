"""The console script, before anything heavy is imported: whatever the environment, a user
sees one line and an exit code, never a traceback.

- Ctrl-C at any moment, the start-up included (importing Typer takes a while): "aborted",
  whatever Python wrapped it in (streams.interrupted).
- Standard input closed (`belote play <&-`): as if empty; standard output closed: writing
  to it fails like a full disk, below.
- An output that cannot show a character (PYTHONIOENCODING=latin-1, a C locale without
  UTF-8): a `?` in its place; a name of invalid UTF-8 (a BELOTE_HOME from another system):
  its bytes as they are.
- An output that cannot be written (`>/dev/full`, closed): one line on stderr; exit 1, or
  0 when what the command recorded is saved (the exit code says whether it was). A reader
  that stops reading (`| head -1`) is no error.
"""

from __future__ import annotations

import signal

_interrupted: list[bool] = []


def _before_main(number: int, frame: object) -> None:
    """Ctrl-C between this module's first line and main(): kept for main() to tell. (Before
    this line the interpreter is still starting: that Ctrl-C is Python's own.)"""
    _interrupted.append(True)


signal.signal(signal.SIGINT, _before_main)

import contextlib  # noqa: E402 -- after the handler: Ctrl-C may come at any moment
import errno  # noqa: E402
import io  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

from belote_cli import streams  # noqa: E402
from belote_cli.streams import OutputError  # noqa: E402
from belote_cli.text.catalog import describe, t  # noqa: E402 -- loaded before any Ctrl-C counts


def _interrupt(number: int, frame: object) -> None:
    """Ctrl-C, as Python's own handler: a KeyboardInterrupt -- remembered, see main()."""
    _interrupted.append(True)
    raise KeyboardInterrupt


def _unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    """A Ctrl-C that fell inside a finaliser (a __del__, a weakref's callback) is lost by
    Python, which prints it as "Exception ignored" and goes on: it is pressed again, so
    that it comes once the finaliser is done, where it is "aborted"."""
    if streams.interrupted(unraisable.exc_value):
        signal.raise_signal(signal.SIGINT)
        return
    sys.__unraisablehook__(unraisable)


def main() -> None:
    sys.unraisablehook = _unraisable
    try:
        signal.signal(signal.SIGINT, _interrupt)
        if _interrupted:  # pressed while this module was loading
            raise KeyboardInterrupt
        streams.prepare()
        from belote_cli.cli import main as run

        run()
        code: int | str | None = 0
    except SystemExit as done:
        code = done.code
    except KeyboardInterrupt:
        code = _aborted()
    except OutputError as error:
        code = _output_failed(error)
    except BaseException as error:  # a Ctrl-C Python wrapped (streams.interrupted), else a bug
        if not streams.interrupted(error):
            raise
        code = _aborted()
    try:
        code = _flushed(code)
    except KeyboardInterrupt:
        code = _aborted()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the work is done: Python's exit is quiet
    if _interrupted:
        # A Ctrl-C that fell inside a string Python evaluates (a dataclass being made, an
        # annotation read) leaves CPython believing it unhandled: it would kill itself with
        # SIGINT at exit, after our line. The exit code is ours.
        _flush_all()
        os._exit(code if isinstance(code, int) else 1)
    raise SystemExit(code)


def _flush_all() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.flush()


def _aborted() -> int:
    _err(f"\nbelote: {t('aborted')}")
    return 1


def _output_failed(error: OSError | OutputError) -> int:
    """One line for an output that failed; exit 0 when what the command recorded is saved
    (the output was only telling it)."""
    from belote_cli.storage import disk

    _silence_stdout()
    if error.errno == errno.EPIPE:
        return 0  # the reader had what it wanted
    from belote_cli.storage.errors import system

    detail = describe(system(error.errno or 0))
    if disk.written:
        _err(f"belote: {t('output_failed_saved', detail=detail, path=disk.written[-1])}")
        return 0
    _err(f"belote: {t('output_failed', detail=detail)}")
    return 1


def _flushed(code: int | str | None) -> int | str | None:
    """The exit code once the output is flushed: a flush that fails is an output that
    failed."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except (OSError, OutputError) as error:
        return _output_failed(error) if code in (0, None) else code
    return code


def _silence_stdout() -> None:
    """Nothing more to write there: at exit Python would flush it and fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        sys.stdout = io.StringIO()


def _err(message: str) -> None:
    if sys.stderr is not None:
        with contextlib.suppress(OSError):
            print(message, file=sys.stderr)
