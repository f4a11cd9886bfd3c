"""What the files of a concours are now, in a word each: the stat data (time of change,
size) of the concours file and of the tables played hand by hand beside it. The live wall
in the terminal and the web server's watcher compare them to know when to draw again;
nothing is read from the files."""

from __future__ import annotations

import os
import time
from pathlib import Path

RELIST = 5.0  # seconds: the tables' files listed again even if their folder seems unchanged
_listed: dict[Path, tuple[tuple[int, int] | None, float, list[Path]]] = {}


def of_concours(path: Path) -> list[tuple[int, int] | None]:
    """The concours file's stamp, and those of the tables played hand by hand beside it."""
    return [of_file(path), *map(of_file, _tables(path))]


def _tables(path: Path) -> list[Path]:
    """The files of the tables played hand by hand, among every saved game: listed again
    only when their folder changes (its stamp), or after RELIST seconds (a folder's time
    may be coarse) -- a wall over 5,000 games does not read the folder twice a second."""
    folder = path.parent.parent
    seen = of_file(folder)
    found = _listed.get(path)
    if found is not None and found[0] == seen and time.monotonic() - found[1] < RELIST:
        return found[2]
    tables = sorted(folder.glob(f"{path.stem}-p*.toml"))
    if len(_listed) >= 16:  # a few concours followed at most: the oldest forgotten
        del _listed[next(iter(_listed))]
    _listed[path] = (seen, time.monotonic(), tables)
    return tables


def of_file(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
