"""A sign of life while saved games are read again to build the games index: a bar on the
terminal's error stream, never in a pipe or a file, gone once the reading is done."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

from belote_cli.text.catalog import t

if TYPE_CHECKING:
    from rich.progress import Progress

# Files to read again from which a bar is shown: fewer take less than half a second.
MANY = 100


class Bar:
    """Told how many files were read of how many (storage.library.Progress)."""

    def __init__(self) -> None:
        self.shown: Progress | None = None
        self.last = 0

    def __call__(self, done: int, total: int) -> None:
        if self.shown is None:
            if total < MANY or not sys.stderr.isatty():
                return
            self.shown = _bar(total)
        # redrawn by this call, not by a thread of Rich's (a process that has a thread is
        # never forked to read on another core); at each hundredth, and at the end
        if done == total or done - self.last >= total // 100:
            self.last = done
            self.shown.update(self.shown.task_ids[0], completed=done)
            self.shown.refresh()

    def close(self) -> None:
        if self.shown is not None:
            self.shown.stop()


def _bar(total: int) -> Progress:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    shown = Progress(
        TextColumn(t("reading_games")),
        BarColumn(),
        MofNCompleteColumn(),
        console=Console(stderr=True),
        auto_refresh=False,
        transient=True,
    )
    shown.add_task("", total=total)
    shown.start()
    return shown


@contextlib.contextmanager
def reading() -> Iterator[Bar]:
    """A bar for one reading of the saved games, taken down whatever happens."""
    bar = Bar()
    try:
        yield bar
    finally:
        bar.close()
