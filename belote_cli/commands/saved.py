"""The saved games as the commands that list or add them up read them: with a bar on the
terminal while the games index is built (text.progress)."""

from __future__ import annotations

from belote_cli.storage import library
from belote_cli.text.progress import reading


def saved_games(trash: bool = False, shares: bool = False) -> list[library.SavedGame]:
    with reading() as bar:
        return library.saved_games(trash, shares, progress=bar)
