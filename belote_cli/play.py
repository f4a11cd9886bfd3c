"""`belote play`: the whole game in one process, hand after hand, until it is won.

Each hand is asked exactly as `belote hand` asks it and saved (atomically) before the next
prompt, so quitting or Ctrl-C loses nothing already confirmed. At the hand prompt a
command may be typed instead of the taker: undo, edit N, show, help, quit.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from belote_cli import actions, parse, storage
from belote_cli.errors import RuleError, StorageError
from belote_cli.game import Game
from belote_cli.hand_input import HandOptions, collect
from belote_cli.i18n import describe, t
from belote_cli.terminal import confirm, fail, guarded, prompt, talk, warn

if TYPE_CHECKING:
    from rich.console import Console

# Each command in both languages, whatever the language shown.
COMMANDS = {
    "annuler": "undo",
    "undo": "undo",
    "corriger": "edit",
    "edit": "edit",
    "feuille": "show",
    "show": "show",
    "aide": "help",
    "help": "help",
    "?": "help",
    "quitter": "quit",
    "quit": "quit",
}


class Session:
    """The open feuille: its path, its game and the bytes last written (R2.6: the game is
    the facts; the bytes guard against another writer)."""

    def __init__(self, loaded: storage.Loaded, console: Console) -> None:
        self.path = loaded.path
        self.game = loaded.game
        self.raw = loaded.raw
        self.console = console

    def save(self, game: Game) -> None:
        self.raw = storage.save(self.path, game, self.raw)
        self.game = game

    def show(self, number: int | None = None, all_rows: bool = False) -> None:
        """The explanation of hand `number` if given, then the sheet."""
        from belote_cli import render

        render.report(self.game, number, self.console, all_rows)

    def record(self, opts: HandOptions) -> None:
        """Ask the rest of a hand, score it, save it, explain it and show the sheet."""
        facts = collect(self.game.settings, opts, talk())
        self.save(self.game.with_hand(facts))
        self.show(len(self.game.hands))

    def undo(self) -> None:
        number = len(self.game.hands)
        game = self.game.without_last()
        if confirm(t("ask_undo", number=number)):
            self.save(game)
            typer.echo(t("undone", number=number))
            self.show()

    def edit(self, number: int) -> None:
        if not 1 <= number <= len(self.game.hands):
            raise RuleError("no_such_hand", number=number, count=len(self.game.hands))
        previous = self.game.hands[number - 1]
        facts = collect(self.game.settings, HandOptions(), talk(), previous=previous)
        self.save(self.game.with_replaced(number, facts))
        typer.echo(t("edited", number=number))
        self.show(number)


def play(file: Path | None) -> None:
    from rich.console import Console

    with guarded():
        session = Session(_open(file), Console())
    session.show()
    while True:
        if session.game.finished:
            with guarded():
                again = _another_game(session, file)
            if not again:
                return
        number = len(session.game.hands) + 1
        names = session.game.settings.teams
        try:
            answer = prompt(t("ask_next", number=number, one=names[0], two=names[1]), None)
        except (typer.Abort, KeyboardInterrupt, EOFError):
            typer.echo("")
            typer.echo(t("play_saved", path=session.path))
            return
        word, _, rest = answer.strip().partition(" ")
        command = COMMANDS.get(word.lower())
        if command == "quit":
            typer.echo(t("play_saved", path=session.path))
            return
        try:
            _run(session, command, rest, answer)
        except RuleError as error:  # told, and the next prompt comes
            warn(describe(error))
        except StorageError as error:  # another writer, a full disk: stop here
            fail(describe(error))
        except (typer.Abort, KeyboardInterrupt, EOFError):
            typer.echo("", err=True)
            fail(t("play_abandoned", number=number, path=session.path))


def _run(session: Session, command: str | None, rest: str, answer: str) -> None:
    if command == "help":
        typer.echo(t("play_help"))
    elif command == "show":
        session.show(all_rows=True)
    elif command == "undo":
        session.undo()
    elif command == "edit":
        session.edit(parse.number(rest) if rest.strip() else 0)
    else:  # the taker: the first fact of a new hand
        parse.team(answer, session.game.settings.teams)
        session.record(HandOptions(taker=answer))


def _open(file: Path | None) -> storage.Loaded:
    """The current game, or, when there is none, a new one if the player wants it."""
    try:
        return storage.load(storage.current_path(file))
    except StorageError as error:
        if error.key not in ("no_game", "no_current_game"):
            raise  # a broken file is never replaced by a new game
        typer.echo(describe(error))
        if not confirm(t("play_start")):
            raise typer.Abort() from None
        return actions.start_game(None, None, None, (None, None), file, False)


def _another_game(session: Session, file: Path | None) -> bool:
    """The game is won: start another one (a new file, or the same named file) or stop.
    Ctrl-C or end of input there is a no."""
    try:
        if not confirm(t("play_again")):
            return False
    except (typer.Abort, KeyboardInterrupt, EOFError):
        typer.echo("")
        return False
    loaded = actions.start_game(None, None, None, (None, None), file, True)
    session.path, session.game, session.raw = loaded.path, loaded.game, loaded.raw
    return True
