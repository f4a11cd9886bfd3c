"""One renderer for what the commands show: text for a person, or with --json the same
result for a script. A command says what its result is in each form; which one is shown is
chosen here, once (pipx's result idiom), never by a branch of its own."""

from __future__ import annotations

from collections.abc import Callable

import typer

from belote_cli.text.jsondoc import json_text


def shown(as_json: bool, doc: Callable[[], object], text: Callable[[], None]) -> None:
    """The result as JSON (`doc`, made only then), else as text (`text` shows it)."""
    if as_json:
        typer.echo(json_text(doc()))
    else:
        text()
