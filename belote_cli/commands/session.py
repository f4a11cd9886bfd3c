"""An open feuille and what can be done to it: record a hand, undo the last one, correct one.
Each action is written once, here, for the one-shot commands (`hand`, `undo`, `edit`) and
for the hand prompt of `play`."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from belote_cli import storage
from belote_cli.commands.collect import Ask, collect
from belote_cli.commands.options import HandOptions
from belote_cli.commands.terminal import Talk, terminal
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import HandFacts
from belote_cli.core.game import Game
from belote_cli.text import line
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.console import Console


class Session:
    """The open feuille: its game, its path, and the bytes last read or written (R2.6: the
    game is the facts; the bytes tell whether another belote wrote meanwhile)."""

    def __init__(
        self, loaded: storage.Loaded, talk: Talk | None = None, console: Console | None = None
    ) -> None:
        self.loaded = loaded
        self.talk = talk or terminal()
        self.console = console

    @classmethod
    def open(cls, file: Path | None) -> Session:
        """The feuille named by --file or $BELOTE_FILE, else the current game."""
        return cls(storage.load(storage.current_path(file)))

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

        sheet.report(self.game, number, self.console, all_rows)

    def record(self, options: HandOptions, known: dict[str, Any] | None = None) -> None:
        """Ask what the options (or the facts `known` from a line) do not give, score the
        hand, save it, explain it and show the sheet. After a line, only what a hand cannot
        do without is asked. R9.4: a finished game is refused before anything is asked."""
        if self.game.finished:
            raise RuleError("game_over")
        ask = Ask.ALL if known is None else Ask.MISSING
        facts = collect(self.game.settings, options, self.talk, known=known, ask=ask)
        self._save(lambda game: game.with_hand(facts), facts)
        self.show(len(self.game.hands))

    def undo(self, yes: bool = False) -> bool:
        """Remove the last hand, once confirmed (or `yes`). Was it removed?"""
        number = len(self.game.hands)
        self.game.without_last()  # there is one
        if not yes and not self.talk.confirm(t("ask_undo", number=number)):
            return False
        # a hand another belote added since is not the one confirmed: nothing is removed
        self._save(lambda game: game.without_last(), extend=False)
        self.talk.tell(t("undone", number=number))
        self.show()
        return True

    def edit(self, number: int, options: HandOptions, only: str | None = None) -> None:
        """Correct hand `number`: the facts given as options, or the one fact `only`, else
        every fact asked with its old value as the default. Every later hand is rescored."""
        previous = self.game.hand(number)
        settings = self.game.settings
        facts = collect(settings, options, self.talk, previous=previous, only=only)
        self._save(lambda game: game.with_replaced(number, facts), facts, number)
        self.talk.tell(t("edited", number=number))
        self.show(number)

    def _save(
        self,
        change: Callable[[Game], Game],
        typed: HandFacts | None = None,
        number: int | None = None,
        extend: bool = True,
    ) -> None:
        """Apply `change` to the feuille as it is now (storage.update). Entries another
        belote added meanwhile are kept, and the player told; on a real conflict the typed
        hand is shown, to be entered again."""
        try:
            saved = storage.update(self.loaded, change, extend)
        except storage.StorageError as error:
            if error.key == "changed_meanwhile" and typed is not None:
                text = shlex.quote(line.write(typed, self.game.settings))
                self.talk.warn(t("retype_hand", line=text))
            raise
        self.loaded = saved.loaded
        if saved.added:
            yours = number or len(self.game.hands)
            self.talk.tell(t("added_meanwhile", count=saved.added, number=yours))
