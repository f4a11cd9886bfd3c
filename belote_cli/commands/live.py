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

POLL = 0.5  # seconds between two looks at the file


def follow(path: Path) -> None:
    from rich.console import Console, Group
    from rich.live import Live
    from rich.text import Text

    from belote_cli.text.concours import board

    console = Console()
    shown: list[Text] = []

    def render() -> Group:
        nonlocal shown
        try:
            concours = store.load(path).concours
        except StorageError as error:  # the last good board stays, the reason under it
            return Group(*shown, Text(describe(error), style="red"))
        lines = board(concours, console.width, console.height)
        shown = [Text(text, style=style) for text, style in lines]
        shown[0].stylize("reverse")  # the heading, seen from the back of the hall
        hint = Text(t("live_hint", time=time.strftime("%H:%M:%S")), style="dim")
        return Group(*shown, hint)

    seen = (_stamp(path), console.size)
    try:
        with Live(render(), console=console, screen=True, auto_refresh=False) as live:
            while True:
                time.sleep(POLL)
                now = (_stamp(path), console.size)
                if now != seen:
                    seen = now
                    live.update(render(), refresh=True)
    except KeyboardInterrupt:
        return


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
