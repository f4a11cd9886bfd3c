"""`belote play`: the whole game in one process, hand after hand, until it is won.

Each hand is asked exactly as `belote hand` asks it and saved (atomically) before the next
prompt, so quitting or Ctrl-C loses nothing already confirmed. At the hand prompt a
command may be typed instead of the taker: undo, edit N, show, help, quit (text.words).
"""

from __future__ import annotations

from pathlib import Path

import typer

from belote_cli import storage
from belote_cli.commands.new import start_game
from belote_cli.commands.options import HandOptions
from belote_cli.commands.session import Session
from belote_cli.commands.terminal import terminal
from belote_cli.core.errors import RuleError
from belote_cli.text import parse
from belote_cli.text.catalog import describe, t

STOPS = (typer.Abort, KeyboardInterrupt, EOFError)  # Ctrl-C, or the end of input


def play(file: Path | None) -> None:
    from rich.console import Console

    session = Session(_open(file), console=Console())
    session.show()
    talk = session.talk
    while True:
        if session.game.finished and not _another_game(session, file):
            return
        number = len(session.game.hands) + 1
        names = session.game.settings.teams
        try:
            answer = talk.prompt(t("ask_next", number=number, one=names[0], two=names[1]), None)
        except STOPS:
            talk.tell("")
            answer = "quit"
        word, _, rest = answer.strip().partition(" ")
        command = parse.command(word)
        if command == "quit":
            talk.tell(t("play_saved", path=session.path))
            return
        try:
            _run(session, command, rest, answer)
        except RuleError as error:  # told, and the next prompt comes
            talk.warn(describe(error))
        except storage.StorageError as error:
            if error.key != "changed_meanwhile":
                raise  # a full disk, a broken file: stop here, every saved hand kept
            talk.warn(describe(error))  # another belote changed the feuille: go on with it
            session.reload()
            session.show()
        except STOPS:
            typer.echo("", err=True)
            raise RuleError("play_abandoned", number=number, path=session.path) from None


def _run(session: Session, command: str | None, rest: str, answer: str) -> None:
    if command == "help":
        session.talk.tell(t("play_help"))
    elif command == "show":
        session.show(all_rows=True)
    elif command == "undo":
        session.undo()
    elif command == "edit":
        session.edit(parse.number(rest) if rest.strip() else 0, HandOptions())
    else:  # the taker: the first fact of a new hand
        parse.team(answer, session.game.settings.teams)
        session.record(HandOptions(taker=answer))


def _open(file: Path | None) -> storage.Loaded:
    """The current game, or, when there is none, a new one if the player wants it."""
    try:
        return storage.load(storage.current_path(file))
    except storage.StorageError as error:
        if error.key not in ("no_game", "no_current_game"):
            raise  # a broken file is never replaced by a new game
        talk = terminal()
        talk.tell(describe(error))
        if not talk.confirm(t("play_start")):
            raise typer.Abort() from None
        return start_game(None, None, None, (None, None), file, False)


def _another_game(session: Session, file: Path | None) -> bool:
    """The game is won: start another one (a new file, or the same named file) or stop.
    Ctrl-C or end of input there is a no."""
    try:
        if not session.talk.confirm(t("play_again")):
            return False
    except STOPS:
        session.talk.tell("")
        return False
    session.loaded = start_game(None, None, None, (None, None), file, True)
    return True
