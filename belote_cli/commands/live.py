"""`belote concours show --live`: the board on the whole screen, drawn again whenever the
concours file changes (a result entered from another terminal) or the terminal is resized;
Ctrl-C leaves it. The file is only read: it is polled, twice a second, by its size and
time of change -- cheap, and the same on every system."""

from __future__ import annotations

import time
from pathlib import Path

from belote_cli.storage import concours as store
from belote_cli.storage import stamps
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

    seen = (stamps.of_concours(path), console.size)
    turned = time.monotonic()
    try:
        with Live(render(), console=console, screen=True, auto_refresh=False) as live:
            while True:
                time.sleep(POLL)
                now = (stamps.of_concours(path), console.size)
                turn = pages > 1 and time.monotonic() - turned >= TURN
                if now != seen or turn:
                    if turn:
                        page, turned = page + 1, time.monotonic()
                    seen = now
                    live.update(render(), refresh=True)
    except KeyboardInterrupt:
        return
