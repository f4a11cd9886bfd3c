"""The saved games as the commands that list or add them up read them: with a bar on the
terminal while the games index is built (text.progress)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from belote_cli.storage import library
from belote_cli.text.progress import reading


@contextlib.contextmanager
def listing(trash: bool = False, shares: bool = False) -> Iterator[library.Listing]:
    """The saved games (library.listing), a bar drawn while they are read."""
    with reading() as bar:
        yield library.listing(trash, shares, progress=bar)


def saved_games() -> list[library.SavedGame]:
    with listing() as found:
        return list(found.games)
