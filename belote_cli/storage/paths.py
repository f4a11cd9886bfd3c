"""Where feuilles de score live: a path the user named, else the data directory."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from belote_cli.storage.feuille import StorageError

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
    """The feuille to read: a named one, else the newest game in the data directory."""
    named = explicit_path(option)
    if named is not None:
        return named
    folder = data_dir()
    games = list(folder.glob(GAME_PREFIX + "*.toml")) if folder.is_dir() else []
    if not games:
        raise StorageError("no_current_game", path=folder)
    return max(games, key=_created)


def _created(path: Path) -> tuple[str, int]:
    """partie-20261130-201500.toml, then partie-20261130-201500+2.toml in the same second."""
    stamp, _, n = path.stem.removeprefix(GAME_PREFIX).partition("+")
    return stamp, int(n) if n.isdigit() else 1


def new_game_path() -> Path:
    """A new file in the data directory; the old games stay beside it."""
    folder = data_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{GAME_PREFIX}{stamp}.toml"
    n = 2
    while path.exists():
        path = folder / f"{GAME_PREFIX}{stamp}+{n}.toml"
        n += 1
    return path
