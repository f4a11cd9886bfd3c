"""`belote export` and `belote chart`: a game as CSV, JSON, Markdown, the sheet as a page to
print (HTML, with the chart) or the chart as a picture (SVG) -- text.drawn; the running
totals as a chart in the terminal.

Where a document goes: --output's file, said on one line once written; else CSV, JSON and
Markdown to the standard output (a script pipes them: nothing said there), and the drawn
HTML and SVG, which nobody reads as text, to a new file of the current folder named after
the game (partie-20261202-135012.html, never one that exists: -2, -3…), said the same way.
Decision: a device or a FIFO written into (/dev/null, a pipe a script reads) is said
nothing of either -- it is a stream, not a file to find. Decision: PDF is not offered: it
would need a library to lay pages out (WeasyPrint and its system libraries, or
ReportLab), and the HTML prints to PDF from any browser."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import typer

from belote_cli import storage
from belote_cli.commands.feuille import read_feuille
from belote_cli.core.errors import RuleError
from belote_cli.core.game import Game
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say
from belote_cli.storage import disk
from belote_cli.storage.errors import system
from belote_cli.text.catalog import FALLBACK, language, speaking, t
from belote_cli.text.jsondoc import json_text

DRAWN = frozenset({"html", "svg"})  # documents for a browser: to a file unless --output

# The CSV dialects of --dialect: a person's spreadsheet in a language (its headings and
# words, its separator and byte-order mark), or a program's (None: RFC 4180, the keys).
# Without --dialect, the one of the user's language, else a program's.
DIALECTS: dict[str, str | None] = {"excel-fr": "fr", "rfc4180": None}


def export(
    *,
    fmt: str,
    output: Path | None,
    force: bool,
    file: Path | None,
    game_id: str | None,
    dialect: str | None = None,
) -> None:
    if fmt not in FORMATS:
        raise BadOption("--format", RuleError("bad_format", value=fmt, formats=", ".join(FORMATS)))
    chosen = _dialect(fmt, dialect)
    refuse_overwrite(output, force)
    loaded = read_feuille(file, game_id)
    spoken = None if chosen is None else DIALECTS[chosen] or FALLBACK
    with speaking(spoken):  # a CSV in its dialect's language; the rest in the user's
        text = _document(loaded.game, fmt, chosen)
    if output is None and fmt in DRAWN:
        say(t("written", path=new_file(text, loaded.path.stem, fmt, force)))
    else:
        deliver(text, output, force)


def _dialect(fmt: str, dialect: str | None) -> str | None:
    """The dialect of a CSV: the one asked, else the user's language's, else a program's
    (rfc4180); None for the other formats, which take no --dialect."""
    if dialect is not None and dialect not in DIALECTS:
        error = RuleError("bad_dialect", value=dialect, dialects=", ".join(DIALECTS))
        raise BadOption("--dialect", error)
    if dialect is not None and fmt != "csv":
        raise BadOption("--dialect", RuleError("dialect_for_csv"))
    if fmt != "csv" or dialect is not None:
        return dialect
    spoken = language()
    return next((name for name, code in DIALECTS.items() if code == spoken), "rfc4180")


def new_file(text: str, stem: str, fmt: str, force: bool) -> Path:
    """Write `text` to STEM.FMT in the current folder, or, a file being there, the first of
    STEM-2.FMT, STEM-3.FMT… that is not (with --force: STEM.FMT, replaced as --output
    would). Chosen under the folder's lock, so two belotes take two names. Its path."""
    try:
        folder = Path.cwd()
    except OSError as error:  # the current folder was removed
        detail = system(error)
        raise storage.StorageError("unwritable", path=f"{stem}.{fmt}", detail=detail) from None
    path, n = folder / f"{stem}.{fmt}", 2
    with disk.writing(folder, path):
        while not force and os.path.lexists(path):
            path, n = folder / f"{stem}-{n}.{fmt}", n + 1
        disk.replace(path, text.encode("utf-8"))
    return path


def refuse_overwrite(output: Path | None, force: bool) -> None:
    """An existing file -- or a link, even one to nothing -- is never overwritten without
    --force: checked before any work. A device or a FIFO is written into, nothing replaced:
    no --force is needed (see _target)."""
    if output is None or not os.path.lexists(output) or _target(output) != "file":
        return
    if not force:
        raise storage.StorageError("output_exists", path=output)


def deliver(text: str, output: Path | None, force: bool) -> None:
    """A document to standard output, or to the file named (see send), which is then said
    ("Written: PATH"): every file belote writes is said. Into a device or a FIFO, nothing
    is said: the reader there is a program."""
    if send(text, output, force) == "file":
        say(t("written", path=output))


def send(text: str, output: Path | None, force: bool) -> Target:
    """A document to standard output, or to the file named: written whole or not at all,
    and never through a link (with --force, a link there is replaced, its target left). A
    file that appeared while the document was made is not replaced without --force
    either: checked again under the lock. A device or a FIFO is written into (_target).
    Where it went: the standard output, into a device or a FIFO, or a file."""
    target = "stdout" if output is None else _target(output)
    if target == "stdout" or output is None:
        typer.echo(text, nl=False)
        return "stdout"
    if target == "into":
        _write_into(output, text.encode("utf-8"))
        return "into"
    if not output.parent.is_dir():  # a typo is not a folder to make
        detail = system(errno.ENOENT)
        raise storage.StorageError("unwritable", path=output, detail=detail)
    with disk.writing(output.parent, output):  # the folder may hold feuilles being saved
        refuse_overwrite(output, force)
        disk.replace(output, text.encode("utf-8"))
    return "file"


Target = Literal["file", "stdout", "into"]


def _target(output: Path) -> Target:
    """What --output names, its links followed: the standard output itself (/dev/stdout,
    /dev/fd/1, whatever it is); a character device (/dev/null, a terminal) or a FIFO,
    written into; else a file to replace whole (nothing there, a regular file, a link to
    one). Decision: a socket or a block device (a disk) is refused -- never written into,
    never replaced: an export written over a disk would destroy it."""
    try:
        found = output.stat()
    except OSError:  # nothing there, a link to nothing: a file to make (or refuse)
        return "file"
    with contextlib.suppress(OSError):  # standard output closed: not it
        shown = os.fstat(1)
        if (found.st_dev, found.st_ino) == (shown.st_dev, shown.st_ino):
            return "stdout"
    if stat.S_ISCHR(found.st_mode) or stat.S_ISFIFO(found.st_mode):
        return "into"
    if stat.S_ISREG(found.st_mode) or stat.S_ISDIR(found.st_mode):
        return "file"  # a folder: Typer refused it already (dir_okay=False)
    raise storage.StorageError("output_special", path=output)


def _write_into(output: Path, data: bytes) -> None:
    """Write into a device or a FIFO as it is: opened for writing, never made (no O_CREAT),
    truncated nor replaced. Decision: a FIFO that no program reads is refused at once (the
    open is O_NONBLOCK: ENXIO) -- else belote would hang, saying nothing; once open, the
    writes wait for the reader as a pipe's do. A full device (/dev/full) is one line."""
    flags = os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(output, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise storage.StorageError("output_no_reader", path=output) from None
        raise storage.StorageError("unwritable", path=output, detail=system(error)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):  # replaced since it was looked at
            raise storage.StorageError("output_exists", path=output)
        if flags & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    except OSError as error:
        raise storage.StorageError("unwritable", path=output, detail=system(error)) from None
    finally:
        os.close(fd)


def _csv(game: Game, dialect: str | None) -> str:
    """The CSV of a dialect, in the language being spoken (export): a person's spreadsheet
    or, rfc4180, a program's."""
    from belote_cli.text.export import to_csv

    return to_csv(game, people=DIALECTS.get(dialect or "rfc4180") is not None)


def _json(game: Game) -> str:
    from belote_cli.text.export import to_json

    return json_text(to_json(game)) + "\n"


def _markdown(game: Game) -> str:
    from belote_cli.text.export import to_markdown

    return to_markdown(game)


def _drawn(game: Game, fmt: str) -> str:
    """The sheet as a page to print, the chart as a picture: one file that loads nothing
    from elsewhere, in the user's language."""
    from belote_cli.text.drawn import chart_svg, sheet_html

    return sheet_html(game) if fmt == "html" else chart_svg(game)


# Each format of `belote export --format`, and what makes its document from the game and
# the CSV's dialect (imported only when it is asked for).
FORMATS: dict[str, Callable[[Game, str | None], str]] = {
    "csv": _csv,
    "json": lambda game, _: _json(game),
    "markdown": lambda game, _: _markdown(game),
    "html": lambda game, _: _drawn(game, "html"),
    "svg": lambda game, _: _drawn(game, "svg"),
}


def _document(game: Game, fmt: str, dialect: str | None = None) -> str:
    return FORMATS[fmt](game, dialect)


def chart(*, file: Path | None, game_id: str | None) -> None:
    from rich.console import Console

    from belote_cli.text.chart import chart as draw

    game = read_feuille(file, game_id).game
    console = Console()
    for line in draw(game, console.width):
        console.print(line)
