"""Every saved game of the data directory: its short id, a summary for `belote games` and its
share of the statistics; the trash; a game found by its id.

The TOML files are the one truth. Reading 2,000 of them at every `belote games` would be
slow, so what each one says is cached in an SQLite index (the data directory's
.index.sqlite3) keyed on the file's path, size and modification time -- the way git's index
caches stat data. A row that disagrees with its file is read again; an index that cannot be
read or written is rebuilt, or done without: it never refuses a file nor stops a listing.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

from belote_cli.core import stats
from belote_cli.core.errors import Refusal
from belote_cli.storage.errors import StorageError
from belote_cli.storage.files import load
from belote_cli.storage.paths import checked_folder, feuilles

TRASH = "trash"
INDEX = ".index.sqlite3"
VERSION = 3  # of what a row holds: a new version rebuilds the index


class SavedGame(NamedTuple):
    id: str
    path: Path
    trashed: bool
    when: float  # the file's last modification, seconds since the epoch
    summary: dict[str, Any]  # mode, teams, totals… ; {"broken": reason} for a broken file


def game_id(path: Path) -> str:
    """A short, stable id: from the file's name (kept when it goes to the trash and back),
    never from its place in a list that changes when a game is added. Eight hex digits:
    two of 2,000 games share one about once in 2,000 libraries."""
    return hashlib.sha1(path.stem.encode("utf-8")).hexdigest()[:8]


def saved_games(trash: bool = False, shares: bool = False) -> list[SavedGame]:
    """The games of the data directory (and of its trash), the newest first; with
    `shares`, each summary is only the game's share of the statistics (none if broken)."""
    folder = checked_folder()
    paths = [(path, False) for path in feuilles(folder)]
    if trash:
        paths += [(path, True) for path in feuilles(folder / TRASH)]
    found: list[SavedGame] = []
    with _index(folder) as index:
        for path, trashed in paths:
            try:
                stat = path.stat()
            except OSError:
                continue  # gone meanwhile
            key = (str(path), stat.st_size, stat.st_mtime_ns)
            summary = index.get(key, shares)
            if summary is None:
                summary = _summary(path)
                index.put(key, summary)
                if not shares:
                    summary.pop("share", None)
            found.append(SavedGame(game_id(path), path, trashed, stat.st_mtime, summary))
        if trash:  # every file was seen
            index.forget_the_rest()
    return sorted(found, key=lambda game: (game.when, game.path.name), reverse=True)


def find(wanted: str, trash: bool = False) -> SavedGame:
    """The game whose id starts with `wanted` (at least 3 signs, as git takes a hash)."""
    key = wanted.strip().lower()
    matches = [game for game in saved_games(trash) if game.id.startswith(key)]
    if len(key) < 3 or not matches:
        raise StorageError("no_such_game", game=wanted)
    if len(matches) > 1:
        raise StorageError("ambiguous_game", game=wanted, ids=", ".join(g.id for g in matches))
    return matches[0]


def move(game: SavedGame, to_trash: bool) -> Path:
    """Put a game in the trash, or bring it back: renamed, never erased, never overwriting."""
    folder = checked_folder()
    target = (folder / TRASH if to_trash else folder) / game.path.name
    if target.exists():
        raise StorageError("already_there", path=target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.rename(game.path, target)
    except OSError as error:
        raise StorageError("unwritable", path=target, detail=error.strerror or error) from None
    return target


def _summary(path: Path) -> dict[str, Any]:
    """What `games` shows and `stats` adds up, from the file itself."""
    try:
        game = load(path).game
    except StorageError as error:
        return {"broken": {"key": error.key, "params": _plain(error.params)}}
    s = game.settings
    status = "in-progress" if not game.finished else "drawn" if game.winner is None else "won"
    return {
        "mode": s.mode.value,
        "target": s.target,
        "donnes": s.donnes,
        "teams": list(s.teams),
        "players": None if s.players is None else list(s.players),
        "totals": list(game.totals),
        "hands": len(game.hands),
        "status": status,
        "winner": None if game.winner is None else s.name(game.winner),
        "share": stats.share(game, game_id(path)),
    }


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _plain(params: dict[str, object]) -> dict[str, Any]:
    """A refusal's values as JSON keeps them, a nested refusal as its key and values."""
    return {
        name: {"key": value.key, "params": _plain(value.params)}
        if isinstance(value, Refusal)
        else str(value)
        for name, value in params.items()
    }


def broken(summary: dict[str, Any]) -> Refusal | None:
    """Why a game's file cannot be read, as the refusal it gave, or None."""

    def refusal(data: dict[str, Any]) -> Refusal:
        params = {
            name: refusal(value) if isinstance(value, dict) else value
            for name, value in data["params"].items()
        }
        return Refusal(data["key"], **params)

    reason = summary.get("broken")
    return None if reason is None else refusal(reason)


class _Index:
    """The cache of summaries, every row read at once; a dict when SQLite cannot be used.
    A game's share of the statistics is kept apart, read only by those who add it up."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self.rows: dict[str, tuple[int, int, str, str]] = {}
        if db is not None:
            for path, size, mtime, summary, share in db.execute("SELECT * FROM games"):
                self.rows[path] = (size, mtime, summary, share)
        self.seen: set[str] = set()

    def get(self, key: tuple[str, int, int], shares: bool) -> dict[str, Any] | None:
        self.seen.add(key[0])
        row = self.rows.get(key[0])
        if row is None or row[:2] != key[1:]:
            return None  # a new file, or changed since: read again
        if shares:  # what the statistics add up, alone: half the reading
            return {"share": json.loads(row[3])} if row[3] else {"broken": None}
        summary: dict[str, Any] = json.loads(row[2])
        return summary

    def put(self, key: tuple[str, int, int], summary: dict[str, Any]) -> None:
        if self.db is not None:
            rest = {name: value for name, value in summary.items() if name != "share"}
            share = summary.get("share")
            try:
                self.db.execute(
                    "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?)",
                    (*key, _json(rest), "" if share is None else _json(share)),
                )
            except sqlite3.Error:  # locked by another belote too long, full disk: go without
                self.db = None

    def forget_the_rest(self) -> None:
        """Rows of files that are gone (renamed, erased by hand) go too."""
        gone = [(path,) for path in self.rows if path not in self.seen]
        if self.db is not None and gone:
            with contextlib.suppress(sqlite3.Error):
                self.db.executemany("DELETE FROM games WHERE path = ?", gone)


@contextlib.contextmanager
def _index(folder: Path) -> Iterator[_Index]:
    """The index, opened (made, or made again if damaged or from another version); without
    one when it cannot be had, everything read from the files."""
    db = _open(folder / INDEX)
    try:
        index = _Index(db)
    except sqlite3.Error:  # damaged past its header: without an index this time
        index = _Index(None)
    try:
        yield index
        if index.db is not None:
            with contextlib.suppress(sqlite3.Error):
                index.db.commit()
    finally:
        if db is not None:
            db.close()


def _open(path: Path) -> Any:
    for attempt in range(2):
        try:
            if not path.parent.is_dir():
                return None
            db = sqlite3.connect(path, timeout=5)
            db.execute("CREATE TABLE IF NOT EXISTS meta (version INTEGER)")
            row = db.execute("SELECT version FROM meta").fetchone()
            if row is None or row[0] != VERSION:
                db.execute("DROP TABLE IF EXISTS games")
                db.execute("DELETE FROM meta")
                db.execute("INSERT INTO meta VALUES (?)", (VERSION,))
            db.execute(
                "CREATE TABLE IF NOT EXISTS games (path TEXT PRIMARY KEY, size INTEGER, "
                "mtime INTEGER, summary TEXT, share TEXT)"
            )
            db.commit()
            return db
        except sqlite3.Error:
            if attempt == 0:
                with contextlib.suppress(OSError):
                    path.unlink()  # damaged: made again from the files
    return None
