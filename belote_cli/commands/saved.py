"""The saved games as the commands that list or add them up read them: with a bar on the
terminal while the games index is built (text.progress)."""

from __future__ import annotations

from collections.abc import Iterator

from belote_cli.storage import library
from belote_cli.text.progress import reading


def each_saved_game(trash: bool = False, shares: bool = False) -> Iterator[library.SavedGame]:
    with reading() as bar:
        yield from library.each_saved_game(trash, shares, progress=bar)


def saved_games(trash: bool = False, shares: bool = False) -> list[library.SavedGame]:
    return list(each_saved_game(trash, shares))
