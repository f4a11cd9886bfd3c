"""`belote concours show --live`: the board on the whole screen, drawn again whenever the
concours file changes (a result entered from another terminal) or the terminal is resized;
Ctrl-C leaves it. The file is only read: it is polled, twice a second, by its size and
time of change -- cheap, and the same on every system."""

from __future__ import annotations

import os
import time
from pathlib import Path

from belote_cli.storage import concours as store
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe, t

POLL = 0.5  # seconds between two looks at the files
TURN = 8.0  # seconds a page of the wall stays up, when it takes several


def follow(path: Path) -> None:
    from rich.console import Console, Group
    from rich.live import Live
    from rich.text import Text

    from belote_cli.actions.concours import playing as playing_tables
    from belote_cli.text.concours import wall

    console = Console()
    shown: list[Text] = []
    page, pages = 0, 1

    def text(words: str, style: str) -> Text:  # one line, never wrapped
        return Text(words, style=style, no_wrap=True, overflow="ellipsis")

    def render() -> Group:
        nonlocal shown, pages
        try:
            concours = store.load(path).concours
        except StorageError as error:  # the last good board stays, the reason under it
            return Group(*shown, text(describe(error), "red"))
        playing = playing_tables(path, concours)
        width, height = console.size
        lines, pages = wall(concours, width, height, playing, page)
        shown = [text(words, style) for words, style in lines]
        shown[0].stylize("reverse")  # the heading, seen from the back of the hall
        hint = t("live_hint", time=time.strftime("%H:%M:%S"))
        if pages > 1:
            hint = f"{t('live_page', page=page % pages + 1, pages=pages)} · {hint}"
        return Group(*shown, text(hint, "dim"))

    seen = (stamps(path), console.size)
    turned = time.monotonic()
    try:
        with Live(render(), console=console, screen=True, auto_refresh=False) as live:
            while True:
                time.sleep(POLL)
                now = (stamps(path), console.size)
                turn = pages > 1 and time.monotonic() - turned >= TURN
                if now != seen or turn:
                    if turn:
                        page, turned = page + 1, time.monotonic()
                    seen = now
                    live.update(render(), refresh=True)
    except KeyboardInterrupt:
        return


RELIST = 5.0  # seconds: the tables' files listed again even if their folder seems unchanged
_listed: dict[Path, tuple[tuple[int, int] | None, float, list[Path]]] = {}


def stamps(path: Path) -> list[tuple[int, int] | None]:
    """The concours file's stamp, and those of the tables played hand by hand beside it."""
    return [stamp(path), *map(stamp, _tables(path))]


def _tables(path: Path) -> list[Path]:
    """The files of the tables played hand by hand, among every saved game: listed again
    only when their folder changes (its stamp), or after RELIST seconds (a folder's time
    may be coarse) -- a wall over 5,000 games does not read the folder twice a second."""
    folder = path.parent.parent
    seen = stamp(folder)
    found = _listed.get(path)
    if found is not None and found[0] == seen and time.monotonic() - found[1] < RELIST:
        return found[2]
    tables = sorted(folder.glob(f"{path.stem}-p*.toml"))
    if len(_listed) >= 16:  # a few concours followed at most: the oldest forgotten
        del _listed[next(iter(_listed))]
    _listed[path] = (seen, time.monotonic(), tables)
    return tables


def stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
