"""`belote hand`, `belote undo` and `belote edit N`: one action on the current feuille, then
exit. The actions themselves are the Session's, shared with `play`."""

from __future__ import annotations

from pathlib import Path

import typer

from belote_cli.commands.options import HandOptions
from belote_cli.commands.session import Session


def hand(facts: HandOptions, file: Path | None) -> None:
    Session.open(file).record(facts)


def undo(yes: bool, file: Path | None) -> None:
    if not Session.open(file).undo(yes):
        raise typer.Abort()


def edit(number: int, facts: HandOptions, file: Path | None) -> None:
    Session.open(file).edit(number, facts)
