"""`belote hand`, `belote undo` and `belote edit N`: one action on the current feuille, then
exit. The actions themselves are the Session's, shared with `play`."""

from __future__ import annotations

from pathlib import Path

import typer

from belote_cli.commands.session import Session
from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption, HandOptions


def hand(*, facts: HandOptions, text: str | None, file: Path | None, game: str | None) -> None:
    session = Session.open(file, game)
    if text is None:
        session.record(facts)
        return
    # --line: the whole hand, nothing asked; what is missing is named, nothing written
    session.check_open()
    try:
        if facts.given():
            raise RuleError("line_with_options")
        known = session.read_line(text, whole=True)
    except RuleError as error:
        raise BadOption("--line", error) from None
    session.record(facts, known)


def undo(*, yes: bool, file: Path | None, game: str | None) -> None:
    if not Session.open(file, game).undo(yes):
        raise typer.Abort()


def redo(*, file: Path | None, game: str | None) -> None:
    Session.open(file, game).redo()


def edit(*, number: int, facts: HandOptions, file: Path | None, game: str | None) -> None:
    Session.open(file, game).edit(number, facts)
