"""`belote export` and `belote chart`: a game as CSV, JSON, Markdown, or the sheet as drawn
(HTML, SVG, through Rich's own export, with the chart); the running totals as a chart."""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Callable
from pathlib import Path

import typer

from belote_cli import storage
from belote_cli.commands.feuille import read_feuille
from belote_cli.core.errors import RuleError
from belote_cli.core.game import Game
from belote_cli.entry.given import BadOption
from belote_cli.storage import disk
from belote_cli.storage.errors import system
from belote_cli.text.jsondoc import json_text

DRAWN_WIDTH = 100  # the columns of the sheet drawn for HTML and SVG


def export(
    *, fmt: str, output: Path | None, force: bool, file: Path | None, game_id: str | None
) -> None:
    if fmt not in FORMATS:
        raise BadOption("--format", RuleError("bad_format", value=fmt, formats=", ".join(FORMATS)))
    refuse_overwrite(output, force)
    game = read_feuille(file, game_id).game
    deliver(_document(game, fmt), output, force)


def refuse_overwrite(output: Path | None, force: bool) -> None:
    """An existing file -- or a link, even one to nothing -- is never overwritten without
    --force: checked before any work."""
    if output is not None and os.path.lexists(output) and not force:
        raise storage.StorageError("output_exists", path=output)


def deliver(text: str, output: Path | None, force: bool) -> None:
    """A document to standard output, or to the file named: written whole or not at all,
    and never through a link (with --force, a link there is replaced, its target left). A
    file that appeared while the document was made is not replaced without --force
    either: checked again under the lock."""
    if output is None:
        typer.echo(text, nl=False)
        return
    if not output.parent.is_dir():  # a typo is not a folder to make
        detail = system(errno.ENOENT)
        raise storage.StorageError("unwritable", path=output, detail=detail)
    with disk.writing(output.parent, output):  # the folder may hold feuilles being saved
        refuse_overwrite(output, force)
        disk.replace(output, text.encode("utf-8"))


def _csv(game: Game) -> str:
    from belote_cli.text.export import to_csv

    return to_csv(game)


def _json(game: Game) -> str:
    from belote_cli.text.export import to_json

    return json_text(to_json(game)) + "\n"


def _markdown(game: Game) -> str:
    from belote_cli.text.export import to_markdown

    return to_markdown(game)


def _drawn(game: Game, fmt: str) -> str:
    """The sheet as Rich draws it, with the chart, exported by Rich itself: one file that
    loads nothing from elsewhere."""
    from rich.console import Console

    from belote_cli.text.chart import chart
    from belote_cli.text.drawn import to_html, to_svg
    from belote_cli.text.sheet import print_sheet

    console = Console(record=True, width=DRAWN_WIDTH, file=io.StringIO(), color_system="truecolor")
    print_sheet(game, console, all_rows=True)
    console.print()
    for line in chart(game, DRAWN_WIDTH):
        console.print(line)
    return to_html(console) if fmt == "html" else to_svg(console, title="belote")


# Each format of `belote export --format`, and what makes its document (imported only when
# it is asked for: Rich for the drawn ones).
FORMATS: dict[str, Callable[[Game], str]] = {
    "csv": _csv,
    "json": _json,
    "markdown": _markdown,
    "html": lambda game: _drawn(game, "html"),
    "svg": lambda game: _drawn(game, "svg"),
}


def _document(game: Game, fmt: str) -> str:
    return FORMATS[fmt](game)


def chart(*, file: Path | None, game_id: str | None) -> None:
    from rich.console import Console

    from belote_cli.text.chart import chart as draw

    game = read_feuille(file, game_id).game
    console = Console()
    for line in draw(game, console.width):
        console.print(line)
