"""Where feuilles de score live: a path the user named, else the data directory, its trash
and its concours folder. Only regular files are games: a link in the data directory is
never followed (it could lead anywhere), and a trash that is not a folder of its own is
refused."""

from __future__ import annotations

import glob
import os
import stat
import sys
import time
from pathlib import Path

from belote_cli.core.digits import is_digits
from belote_cli.storage.errors import StorageError, system

GAME_PREFIX = "partie-"
TRASH = "trash"


def data_dir() -> Path:
    """$BELOTE_HOME (`~` is the home folder), else the platform's user data directory.
    Decision: a relative BELOTE_HOME is refused -- taken from the current folder, each
    folder would have games of its own -- and a relative XDG_DATA_HOME is ignored, as the
    XDG specification says."""
    home = os.environ.get("BELOTE_HOME")
    if home:
        try:
            path = Path(home).expanduser()
        except RuntimeError:  # ~nobody/…: no such user
            raise StorageError("home_relative", path=home) from None
        if not path.is_absolute():
            raise StorageError("home_relative", path=home)
        return path
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = Path(os.environ.get("XDG_DATA_HOME") or "")
        base = xdg if xdg.is_absolute() else Path.home() / ".local" / "share"
    return base / "belote"


def trash_dir(folder: Path) -> Path:
    """The trash of a data directory (see own_folder: a link would move deleted games out
    of the data directory)."""
    return own_folder(folder, TRASH)


def own_folder(parent: Path, name: str) -> Path:
    """A folder belote keeps in the data directory (the trash, the concours), refused when
    something else than a folder of its own stands there: a link is never followed."""
    place = parent / name
    try:
        mode = place.lstat().st_mode
    except FileNotFoundError:
        return place
    except OSError as error:
        raise StorageError("unreadable", path=place, detail=system(error)) from None
    if not stat.S_ISDIR(mode):
        raise StorageError("not_own_folder", path=place)
    return place


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
    """The feuilles (or concours) of a folder: its *.toml regular files (hidden ones are
    temporary; links are not followed, a looping one included)."""
    try:
        with os.scandir(folder) as entries:
            return [Path(entry.path) for entry in entries if _listed(entry)]
    except OSError:  # no folder (yet)
        return []


def _listed(entry: os.DirEntry[str]) -> bool:
    """A regular file, as _regular says, from what the listing already knows (no stat)."""
    if not entry.name.endswith(".toml") or entry.name.startswith("."):
        return False
    try:
        return entry.is_file(follow_symlinks=False)
    except OSError:
        return False


def last_written(path: Path) -> tuple[int, str]:
    """Decision: the current game is the feuille created or written last, whatever its name
    (a copy named partie-backup.toml is not newer than the game just created)."""
    try:
        return path.stat().st_mtime_ns, path.name
    except OSError:
        return 0, path.name


def free_game_path(folder: Path, after: str | None = None) -> Path:
    """A name for a new feuille that no file has, in the folder nor in its trash (a game's
    id comes from its name: a deleted game keeps its own): partie-DATE-TIME.toml, or,
    named after another feuille, NAME+2.toml. Call it under the folder's lock, so two
    belotes creating a game at the same moment take two names."""
    stem = after.partition("+")[0] if after else f"{GAME_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}"
    return free_name(folder, stem, "+")


def free_name(folder: Path, stem: str, joint: str) -> Path:
    """STEM.toml, else STEM{joint}2.toml, 3…: the first name neither the folder nor its
    trash has."""
    trash = folder / TRASH
    path, n = folder / f"{stem}.toml", 2
    while os.path.lexists(path) or os.path.lexists(trash / path.name):
        path, n = folder / f"{stem}{joint}{n}.toml", n + 1
    return path


def reserved(path: Path) -> bool:
    """Is `path` a name of the data directory that a game in the trash has? It keeps it
    (and its id, belote restore brings it back): no new file takes it."""
    try:
        home = data_dir()
    except StorageError:
        return False
    if not os.path.lexists(home / TRASH / path.name):
        return False
    return os.path.realpath(path.parent) == os.path.realpath(home)


def table_game(concours: Path, partie: int, table: int) -> Path:
    """Where a concours table's game is played hand by hand (R14.1): the data directory's
    <concours>-p<K>-t<T>.toml -- or, once that name is in the trash, the next free one,
    <concours>-p<K>-t<T>~2.toml (a `~`: a rematch beside it takes `+2`)."""
    folder = checked_folder()
    stem = f"{concours.stem}-p{partie}-t{table}"
    taken = [folder / f"{stem}.toml"]
    taken += sorted(folder.glob(f"{glob.escape(stem)}~*.toml"), key=_number)
    going = [path for path in taken if _regular(path)]
    return going[-1] if going else free_name(folder, stem, "~")


def _number(path: Path) -> int:
    suffix = path.stem.rpartition("~")[2]
    return int(suffix) if is_digits(suffix) else 0


def _regular(path: Path) -> bool:
    """A regular file, not a link (nor what a looping link gives)."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False
