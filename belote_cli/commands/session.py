"""An open feuille and what can be done to it: record a hand, undo the last one, correct one.
Each action is written once, here, for the one-shot commands (`hand`, `undo`, `edit`) and
for the hand prompt of `play`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from belote_cli import storage
from belote_cli.commands.collect import collect
from belote_cli.commands.options import HandOptions
from belote_cli.commands.terminal import Talk, terminal
from belote_cli.core.errors import RuleError
from belote_cli.core.game import Game
from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.console import Console


class Session:
    """The open feuille: its path, its game and the bytes last written (R2.6: the game is
    the facts; the bytes guard against another writer)."""

    def __init__(
        self, loaded: storage.Loaded, talk: Talk | None = None, console: Console | None = None
    ) -> None:
        self.path = loaded.path
        self.game = loaded.game
        self.raw = loaded.raw
        self.talk = talk or terminal()
        self.console = console

    @classmethod
    def open(cls, file: Path | None) -> Session:
        """The feuille named by --file or $BELOTE_FILE, else the current game."""
        return cls(storage.load(storage.current_path(file)))

    def replace(self, loaded: storage.Loaded) -> None:
        """Another feuille takes this one's place (a new game in `play`)."""
        self.path, self.game, self.raw = loaded.path, loaded.game, loaded.raw

    def save(self, game: Game) -> None:
        self.raw = storage.save(self.path, game, self.raw)
        self.game = game

    def show(self, number: int | None = None, all_rows: bool = False) -> None:
        """The explanation of hand `number` if given, then the sheet."""
        from belote_cli.text import sheet

        sheet.report(self.game, number, self.console, all_rows)

    def record(self, options: HandOptions) -> None:
        """Ask what the options do not give, score the hand, save it, explain it and show
        the sheet. R9.4: a finished game is refused before anything is asked."""
        if self.game.finished:
            raise RuleError("game_over")
        facts = collect(self.game.settings, options, self.talk)
        self.save(self.game.with_hand(facts))
        self.show(len(self.game.hands))

    def undo(self, yes: bool = False) -> bool:
        """Remove the last hand, once confirmed (or `yes`). Was it removed?"""
        number = len(self.game.hands)
        game = self.game.without_last()
        if not yes and not self.talk.confirm(t("ask_undo", number=number)):
            return False
        self.save(game)
        self.talk.tell(t("undone", number=number))
        self.show()
        return True

    def edit(self, number: int, options: HandOptions) -> None:
        """Correct hand `number`: the facts given as options, else every fact asked with its
        old value as the default. Every later hand is rescored."""
        previous = self.game.hand(number)
        facts = collect(self.game.settings, options, self.talk, previous=previous)
        self.save(self.game.with_replaced(number, facts))
        self.talk.tell(t("edited", number=number))
        self.show(number)
