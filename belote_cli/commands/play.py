"""`belote play`: the whole game in one process, hand after hand, until it is won.

At the hand prompt a hand is typed on one line (`1 110co 103 der 1`), or only its start:
what a hand cannot do without is then asked. A command may be typed instead: undo, edit N
[FACT], show, help, quit, and the deals that are not played hands: passe, fausse donne,
manual (text.words). Each hand is saved (atomically) before the next
prompt, so quitting or Ctrl-C loses nothing already confirmed; Ctrl-C or `annuler` during a
hand drops that hand only. After the winning hand: a rematch, or undo, or stop.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from belote_cli import storage
from belote_cli.commands.feuille import load_feuille
from belote_cli.commands.new import rematch, start_game
from belote_cli.commands.session import Session
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, HandFacts
from belote_cli.core.summary import Status
from belote_cli.entry import deals
from belote_cli.entry.collect import Cancelled
from belote_cli.entry.given import BadOption, HandOptions, NewGame
from belote_cli.entry.terminal import terminal
from belote_cli.text import line, parse
from belote_cli.text.catalog import describe, t
from belote_cli.text.explain import seat_name

if TYPE_CHECKING:
    from belote_cli.commands.table import TableRef
    from belote_cli.entry.editline import HandLine

STOPS = (typer.Abort, KeyboardInterrupt, EOFError)  # Ctrl-C, or the end of input
DEALS = {"passe": DealKind.PASSE, "misdeal": DealKind.FAUSSE_DONNE, "manual": DealKind.MANUAL}


def play(
    *, file: Path | None, game: str | None, concours: str | None = None, table: int | None = None
) -> None:
    from rich.console import Console

    ref = None
    if table is None and concours is None:
        loaded = _open(file, game)
    else:
        loaded, ref = _open_table(file, game, concours, table)
    session = Session(loaded, console=Console(), hint="earlier_rows_play")
    session.show()
    talk = session.talk
    edited = _edited()
    kept = ""  # a refused line, given back to correct on the edited line
    while True:
        if session.game.finished and ref is not None:  # a concours table: its result
            from belote_cli.commands.concours import told_result
            from belote_cli.commands.table import record_result

            found = record_result(ref, session.game, talk)
            if found is not None:
                told_result(found[0], ref.partie, ref.table, found[1])
            return
        if session.game.finished and not _after_the_win(session):
            return
        number = len(session.game.hands) + 1
        answer, kept = _next_line(session, edited, kept), ""
        rest = answer.strip().partition(" ")[2]
        command = line.command(answer, session.game.settings)
        if command == "quit":
            talk.tell(t("play_saved", path=session.path))
            return
        try:
            _run(session, command, rest, answer, say_nones=edited is None)
            _remember(session, edited, answer, number)
        except RuleError as error:  # told, and the next prompt comes with the line
            talk.warn(describe(error))
            kept = answer
        except Cancelled as error:
            talk.warn(describe(error))
        except STOPS:  # Ctrl-C during a hand: that hand only
            talk.tell("")
            talk.warn(t("hand_dropped", number=number))
        except storage.Conflict as error:  # another belote changed the feuille: go on
            talk.warn(describe(error))  # with it (a full disk, a broken file: stop here)
            session.reload()  # gone (deleted meanwhile): this stops too, every hand kept
            session.show()


def _edited() -> HandLine | None:
    """The hand line edited like a shell's (entry.editline), in a terminal that can draw
    it; None: the plain prompt (a script, a pipe, TERM=dumb, BELOTE_PLAIN=1)."""
    from belote_cli.entry import editline

    return editline.HandLine() if editline.usable() else None


def _next_line(session: Session, edited: HandLine | None, kept: str = "") -> str:
    """What is typed at the hand prompt, the edited line starting as `kept` (a refused
    line, to correct); Ctrl-C or the end of input there is quit."""
    game = session.game
    s = game.settings
    question = t(
        "ask_next",
        number=len(game.hands) + 1,
        dealer=seat_name(s, game.next_dealer),
        example="1 110co 103 der 1" if s.mode.coinche else "1 co 81 der 1",
        one=s.teams[0],
        two=s.teams[1],
    )
    try:
        if edited is None:
            return session.talk.prompt(question, None)
        return edited.ask(question, game, kept)
    except STOPS:
        session.talk.tell("")
        return "quit"


def _remember(session: Session, edited: HandLine | None, typed: str, number: int) -> None:
    """A hand recorded from a line that did not say it all (what was asked after it): its
    whole line, for ↑ to bring back before the line typed, which the edited prompt keeps
    itself."""
    if edited is None or len(session.game.hands) != number:
        return
    hand, s = session.game.hands[-1], session.game.settings
    if not isinstance(hand, HandFacts):
        return
    try:
        known = line.read(typed, s)
        said_all = not known.missing(s) and known.hand() == hand
    except RuleError:
        said_all = False
    if not said_all:
        edited.remember(line.write(hand, s))


def _run(
    session: Session, command: str | None, rest: str, answer: str, say_nones: bool = False
) -> None:
    if command == "help":
        session.talk.tell(t("play_help"))
    elif command == "show":
        if rest.strip():  # one entry in full
            session.details(parse.number(rest))
        else:
            session.show(all_rows=True)
    elif command == "undo":
        session.undo()
    elif command == "redo":
        session.redo()
    elif command == "edit":
        number, _, fact = rest.strip().partition(" ")
        if not number:
            raise RuleError("edit_which")
        only = parse.fact(fact) if fact.strip() else None
        session.edit(parse.number(number), HandOptions(), only)
    elif command in DEALS:  # a passe, a fausse donne, a manual deal (R12.3)
        if session.game.finished:
            raise RuleError("game_over")
        kind = DEALS[command]
        text = rest if kind is DealKind.MANUAL else ""
        session.add(deals.asked(kind, session.game.settings, session.talk, text))
    else:  # a hand: its line, at least the taker; what is missing is asked
        session.record(
            HandOptions(), session.read_line(answer), at_prompt=True, say_nones=say_nones
        )


def _open(file: Path | None, game: str | None) -> storage.Loaded:
    """The game named by --file, --game or $BELOTE_FILE (a new one there, if the player
    wants it, when the file does not exist); else the newest game in progress, said which
    when there are several; with none in progress, a new game."""
    talk = terminal()
    if file is not None or game is not None or storage.explicit_path(None) is not None:
        try:
            return load_feuille(file, game)
        except storage.NoFile as error:  # a broken file is never replaced by a new game
            talk.tell(describe(error))
            if not talk.confirm(t("play_start")):
                raise typer.Abort() from None
            return start_game(NewGame(), file=file, yes=False)
    from belote_cli.commands.saved import saved_games

    going = [
        saved
        for saved in saved_games()
        if saved.summary is not None and saved.summary.status is Status.GOING
    ]
    if not going:
        talk.tell(t("no_game_going"))
        return start_game(NewGame(), file=None, yes=False)
    if len(going) > 1:
        talk.tell(t("resuming", id=going[0].id, count=len(going) - 1))
    return storage.load(going[0].path)


def _open_table(
    file: Path | None, game: str | None, concours: str | None, table: int | None
) -> tuple[storage.Loaded, TableRef]:
    """--concours and --table go together, and with neither --file nor --game."""
    from belote_cli.commands.table import open_table

    if file is not None or game is not None:
        raise BadOption("--concours", RuleError("concours_and_file"))
    if table is None:
        raise BadOption("--table", RuleError("table_needed"))
    return open_table(concours, table, terminal())


def _after_the_win(session: Session) -> bool:
    """The game is won: a rematch (the same settings, a new file), or the winning hand
    undone (the game goes on), or the end. Ctrl-C or end of input there is the end. Does
    the session go on?"""
    talk = session.talk
    while True:
        try:
            choice = talk.ask(t("ask_rematch"), _rematch_answer)
        except STOPS:
            talk.tell("")
            choice = "no"
        if choice == "undo" and session.undo():
            return True
        if choice == "yes":
            session.loaded = rematch(session.loaded, talk)
            session.show()
            return True
        if choice == "no":
            talk.tell(t("play_over", path=session.path))
            return False


def _rematch_answer(text: str) -> str:
    if parse.command(text) == "undo":
        return "undo"
    try:
        return "yes" if parse.yes_no(text) else "no"
    except RuleError:
        raise RuleError("bad_rematch") from None
