"""An open feuille and what can be done to it: record a hand, undo the last one, correct one.
Each action is written once, here, for the one-shot commands (`hand`, `undo`, `edit`) and
for the hand prompt of `play`."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import typer

from belote_cli import storage
from belote_cli.actions import feuille
from belote_cli.commands.feuille import load_feuille
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import CAPOT as CAPOT_CONTRACT
from belote_cli.core.facts import DealKind, Entry, HandFacts, OtherDeal
from belote_cli.core.game import Game
from belote_cli.core.told import BY_NAME, CONTRACT, TAKER, Told
from belote_cli.entry import deals
from belote_cli.entry.collect import Marks, collect
from belote_cli.entry.given import HandOptions
from belote_cli.entry.questions import Ask
from belote_cli.entry.terminal import Talk, terminal
from belote_cli.storage.errors import WouldDrop
from belote_cli.text import line, parse
from belote_cli.text.catalog import describe, t

T = TypeVar("T")

if TYPE_CHECKING:
    from rich.console import Console


class Session:
    """The open feuille: its game, its path, and the bytes last read or written (R2.6: the
    game is the facts; the bytes tell whether another belote wrote meanwhile)."""

    def __init__(
        self,
        loaded: storage.Loaded,
        talk: Talk | None = None,
        console: Console | None = None,
        hint: str = "earlier_rows",
    ) -> None:
        self.loaded = loaded
        self.talk = talk or terminal()
        self.console = console
        self.hint = hint  # how to see the hands the sheet leaves out: `play`'s word, or a command

    @classmethod
    def open(cls, file: Path | None, game: str | None = None) -> Session:
        """The feuille named by --file, --game or $BELOTE_FILE, else the current game."""
        return cls(load_feuille(file, game))

    @property
    def game(self) -> Game:
        return self.loaded.game

    @property
    def path(self) -> Path:
        return self.loaded.path

    def reload(self) -> None:
        """The feuille as it is now on disk."""
        self.loaded = storage.load(self.path)

    def show(self, number: int | None = None, all_rows: bool = False) -> None:
        """The explanation of hand `number` if given, then the sheet."""
        from belote_cli.text import sheet

        sheet.report(self.game, number, self.console, all_rows, hint=self.hint)

    def details(self, number: int) -> None:
        """Entry `number` in full: its facts and the arithmetic of its marks."""
        from belote_cli.text.explain import details

        self.game.hand(number)  # it exists
        for text in details(self.game, self.game.lines[number - 1]):
            self.talk.tell(text)

    def record(
        self,
        options: HandOptions,
        known: Told | None = None,
        *,
        at_prompt: bool = False,
        say_nones: bool = False,
    ) -> None:
        """Ask what the options (or the facts `known` from a line) do not give, score the
        hand, save it, explain it and show the sheet. A line that is the whole hand (the
        taker, the bid, the points or a capot, the der) is recorded with nothing asked:
        what it does not say is none, and told so first when `say_nones` -- but at `play`'s
        prompt whether a capot contract was made, when the points leave it possible (R6.4).
        After a line that lacks some of it, what it lacks is asked, and what a scorer may
        forget (entry.questions.Ask). R9.4: a finished game is refused before anything is
        asked."""
        self.check_open()
        settings = self.game.settings
        entry: Entry | None = deals.from_options(options, settings)
        note = None
        if entry is None:
            if known is None:
                ask = Ask.ALL
            elif not known.missing(settings):
                ask = Ask.WHOLE if at_prompt else Ask.NOTHING
                unsaid = line.nones(known, settings) if say_nones else None
                note = None if unsaid is None else t("said_nones", nones=unsaid)
            else:
                ask = Ask.FAST if settings.fast else Ask.LINE
            marks = self._marks()
            entry = collect(settings, options, self.talk, known=known, ask=ask, marks=marks)
        self.add(entry, note)

    def _marks(self, number: int | None = None) -> Marks:
        """A hand's marks as the sheet will show them, the pot it takes included (R8.2):
        the next hand's, or hand `number`'s once corrected."""
        game = self.game
        if number is None:
            return lambda facts: game.with_hand(facts).lines[-1].marks
        return lambda facts: game.with_replaced(number, facts).lines[number - 1].marks

    def check_open(self) -> None:
        """R9.4: a finished game takes no entry, and says so before anything is asked."""
        if self.game.finished:
            raise RuleError("game_over")

    def read_line(self, text: str, whole: bool = False) -> Told:
        """The facts of a hand typed on one line; `whole`: nothing may be missing (nothing
        will be asked), what is missing is named."""
        settings = self.game.settings
        known = line.read(text, settings)
        missing = known.missing(settings) if whole else []
        if missing:
            named = ", ".join(t(f"fact_{fact.name}") for fact in missing)
            if known.get(CONTRACT, None) == CAPOT_CONTRACT:  # made, it needs neither (R2.3)
                named += t("line_capot_made", team=known[TAKER].team.value)
            raise RuleError("line_missing", missing=named)
        return known

    def add(self, entry: Entry, note: str | None = None) -> None:
        """Save an entry, tell the `note` if any, explain it and show the sheet."""
        self._save(lambda drop: feuille.record(self.loaded, entry, drop), entry)
        if note is not None:
            self.talk.tell(note)
        self.show(len(self.game.hands))

    def undo(self, yes: bool = False) -> bool:
        """Remove the last hand, once confirmed (or `yes`). Was it removed?"""
        number = len(self.game.hands)
        self.game.without_last()  # there is one: said before anything is asked
        if not yes and not self.talk.confirm(t("ask_undo", number=number)):
            return False
        self._moved(lambda drop: feuille.undo(self.loaded, drop))
        self.talk.tell(t("undone", number=number))
        self.show()
        return True

    def redo(self) -> None:
        """Bring back what the last undo removed (until something else is recorded), said
        by its line (actions.feuille.redo)."""
        back = self._moved(lambda drop: feuille.redo(self.loaded, drop))
        entry = back.entry
        said = line.write(entry, self.game.settings) if isinstance(entry, HandFacts) else None
        self.talk.tell(t("redone", number=back.number, entry=said or _kind_word(entry.kind)))
        self.show(back.number)

    def _moved(self, move: Callable[[bool], feuille.Moved]) -> feuille.Moved:
        moved = asking_before_dropping(self.talk, move)
        self.loaded = moved.saved.loaded
        return moved

    def edit(self, number: int, options: HandOptions, only: str | None = None) -> None:
        """Correct entry `number`: the facts or kind given as options, or the one fact or
        kind `only`, else every fact asked with its old value as the default (an entry that
        is not a played hand is asked its kind first). Every later entry is rescored and
        its dealer derived again (R12.5)."""
        previous = self.game.hand(number)
        settings = self.game.settings
        entry: Entry | None = deals.from_options(options, settings)
        kind = _kind(only) if only is not None else None
        unsaid = entry is None and kind is None and not options.given()
        if unsaid and isinstance(previous, OtherDeal):
            kind = self.talk.ask(t("ask_kind"), parse.deal_kind, _kind_word(previous.kind))
        if kind is not None:
            only = None
            if kind is not DealKind.HAND:
                entry = deals.asked(kind, settings, self.talk)
        if entry is None:
            hand = previous if isinstance(previous, HandFacts) else None
            if hand is None and only is not None:
                raise RuleError("fact_not_here", fact=t(f"fact_{only}"))
            marks = self._marks(number)
            entry = collect(settings, options, self.talk, hand, only=only, marks=marks)
        final = entry
        self._save(lambda drop: feuille.edit(self.loaded, number, final, drop), final, number)
        self.talk.tell(t("edited", number=number))
        self.show(number)

    def _save(
        self,
        write: Callable[[bool], storage.Saved],
        typed: Entry | None = None,
        number: int | None = None,
    ) -> None:
        """Write an entry (an action of actions.feuille). Entries another belote added
        meanwhile are kept, and the player told; on a real conflict (or the feuille gone)
        the typed hand is shown, to be entered again. What a hand-edited file holds that a
        save drops (comments) is said first, and dropped only if agreed."""
        try:
            saved = asking_before_dropping(self.talk, write)
        except storage.Conflict:
            if isinstance(typed, HandFacts):
                text = shlex.quote(line.write(typed, self.game.settings))
                self.talk.warn(t("retype_hand", line=text))
            raise
        self.loaded = saved.loaded
        if saved.added:
            yours = number or len(self.game.hands)
            self.talk.tell(t("added_meanwhile", count=saved.added, number=yours))


def _kind(word: str) -> DealKind | None:
    """`edit N FACT` may name a kind of entry instead of a fact (`edit 3 passe`)."""
    return None if word in BY_NAME else DealKind(word)


def _kind_word(kind: DealKind) -> str:
    return kind.value  # what parse.deal_kind reads back


def asking_before_dropping(talk: Talk, write: Callable[[bool], T]) -> T:
    """`write(drop)`: first keeping what a hand-edited file holds that a save does not
    (comments, unknown keys); if the save would drop it, the user is told and asked, and
    it is written without it only if agreed."""
    try:
        return write(False)
    except WouldDrop as error:
        talk.warn(describe(error))
        if not talk.confirm(t("ask_drop")):
            raise typer.Abort() from None
        return write(True)
