"""Where feuilles de score live: a path the user named, else the data directory."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from belote_cli.storage.errors import StorageError

GAME_PREFIX = "partie-"


def data_dir() -> Path:
    """$BELOTE_HOME, else the platform's user data directory."""
    home = os.environ.get("BELOTE_HOME")
    if home:
        return Path(home)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "belote"


def explicit_path(option: Path | None) -> Path | None:
    """--file, else $BELOTE_FILE: a path the user named."""
    if option is not None:
        return option
    env = os.environ.get("BELOTE_FILE")
    return Path(env) if env else None


def current_path(option: Path | None) -> Path:
    """The feuille to read: a named one, else the current game of the data directory."""
    named = explicit_path(option)
    if named is not None:
        return named
    folder = checked_folder()
    games = feuilles(folder)
    if not games:
        raise StorageError("no_current_game", path=folder)
    return max(games, key=last_written)


def checked_folder() -> Path:
    """The data directory, refused when something that is not a folder stands there."""
    folder = data_dir()
    if folder.exists() and not folder.is_dir():
        raise StorageError("home_not_folder", path=folder)
    return folder


def feuilles(folder: Path) -> list[Path]:
    """The feuilles (or concours) of a folder: its *.toml files (hidden ones are
    temporary)."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no folder (yet)
        return []
    return [
        Path(entry.path)
        for entry in entries
        if entry.name.endswith(".toml") and not entry.name.startswith(".") and entry.is_file()
    ]


def last_written(path: Path) -> tuple[int, str]:
    """Decision: the current game is the feuille created or written last, whatever its name
    (a copy named partie-backup.toml is not newer than the game just created)."""
    try:
        return path.stat().st_mtime_ns, path.name
    except OSError:
        return 0, path.name


def free_game_path(folder: Path, after: str | None = None) -> Path:
    """A name for a new feuille that no file has: partie-DATE-TIME.toml, or, named after
    another feuille, NAME+2.toml. Call it under the folder's lock, so two belotes creating
    a game at the same moment take two names."""
    stem = after.partition("+")[0] if after else f"{GAME_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}"
    path = folder / f"{stem}.toml"
    n = 2
    while path.exists():
        path = folder / f"{stem}+{n}.toml"
        n += 1
    return path
