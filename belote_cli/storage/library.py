"""Every saved game of the data directory: its short id, a summary for `belote games` and its
share of the statistics; the trash; a game found by its id.

The TOML files are the one truth. Reading 2,000 of them at every `belote games` would be
slow, so what each one says is cached in an SQLite index (the data directory's
.index.sqlite3) keyed on the file's path, size and modification time -- the way git's index
caches stat data. The index is a cache, never trusted: a row that disagrees with its file,
or that belote could not have written (a column missing, a NULL, JSON of another shape), is
read again from the file; an index that cannot be read is made again, and one another
program holds is done without -- never a reason to fail, to wait, or to delete it. What
adds up every game (stats, ratings) is kept there too, under a digest of the stat data of
the files it was made of: given again while none of them has changed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import itertools
import json
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import fields
from datetime import date, datetime
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from belote_cli import __version__
from belote_cli.core import stats
from belote_cli.core.errors import Refusal
from belote_cli.core.facts import Mode
from belote_cli.core.names import MAX_CHARS
from belote_cli.core.summary import Status, Summary, summarise
from belote_cli.storage import disk
from belote_cli.storage.errors import Conflict, StorageError, system
from belote_cli.storage.files import load_game
from belote_cli.storage.paths import checked_folder, feuilles, trash_dir
from belote_cli.storage.values import is_int, listed, moment, string, table

INDEX = ".index.sqlite3"


@functools.cache
def version() -> str:
    """The index's version: a digest of the code that makes what it holds -- the core, which
    scores and adds up games, and storage, which reads them --, so that any change to either
    makes the index again, never a number someone must remember to bump."""
    digest = hashlib.sha256(__version__.encode())
    package = Path(__file__).resolve().parent.parent
    for folder in ("core", "storage"):
        for path in sorted((package / folder).glob("*.py")):
            with contextlib.suppress(OSError):  # a module not there as a file: its name
                digest.update(path.read_bytes())
            digest.update(f"\0{folder}/{path.name}\0".encode())
    return digest.hexdigest()[:24]


# Racy stat data (git's word): a file written within this many seconds may be written again
# with the same size in the same clock tick; its summary is not cached until it is older.
RACY_NS = 2_000_000_000
MAX_ROW = 1_000_000  # characters of a summary or a share: a game's are a few thousand
T = TypeVar("T")
# What decoding a row or a kept value that belote did not write raises: it is made again
_NOT_OURS = (ValueError, TypeError, KeyError, RecursionError, OverflowError)


def _racy(found: os.stat_result, now: int) -> bool:
    """Written so lately (RACY_NS) that it may be written again with the same stat data."""
    return now - found.st_mtime_ns <= RACY_NS


def summary_json(summary: Summary) -> dict[str, Any]:
    """A summary as JSON keeps it (its lists are JSON's already: not copied, as asdict
    would, once a game)."""
    doc = {name: getattr(summary, name) for name in _SUMMARY_FIELDS}
    return doc | {"status": summary.status.value}


_SUMMARY_FIELDS = tuple(field.name for field in fields(Summary))


def _summary_from(doc: object) -> Summary:
    """A summary as the index keeps it, every value checked: ValueError otherwise."""
    found = table(doc)
    _check(set(found) == set(_SUMMARY_FIELDS))
    summary = Summary(**found | {"status": Status(found["status"])})
    Mode(summary.mode)
    _check(summary.target is None or is_int(summary.target))
    _check(summary.donnes is None or is_int(summary.donnes))
    _check(_strings(summary.teams, 2) and is_int(summary.hands) and summary.hands >= 0)
    _check(summary.players is None or _strings(summary.players, 4))
    _check(len(listed(summary.totals, "totals")) == 2)
    _check(all(is_int(total) for total in summary.totals))
    _check(summary.winner is None or isinstance(summary.winner, str))
    if summary.started is not None:
        moment(summary.started, "started")
    return summary


class SavedGame(NamedTuple):
    id: str
    path: Path
    trashed: bool
    when: float  # the file's last modification, seconds since the epoch
    summary: Summary | None  # None: the file cannot be read, and `broken` says why
    broken: Refusal | None = None
    share: stats.Tallies | None = None  # its share of the statistics, when asked for

    @property
    def started(self) -> datetime | None:
        """When it was started, as its feuille says (from schema 6)."""
        text = None if self.summary is None else self.summary.started
        return None if text is None else datetime.fromisoformat(text)

    @property
    def played(self) -> float:
        """When the game was played, seconds since the epoch: when it was started, else
        (a game saved before belote wrote that) its file's last change. The ratings'
        matches are in this order."""
        started = self.started
        return self.when if started is None else started.timestamp()

    @property
    def day(self) -> date:
        """The day it belongs to in a season: of the table's clock when it was started
        (whoever reads it, wherever); else of this computer's clock at its file's time."""
        started = self.started
        return date.fromtimestamp(self.when) if started is None else started.date()


SHORT_ID = 8  # hex digits of a game's id as listed, unless two games share them


def game_id(path: Path) -> str:
    """A short, stable id: from the file's name (kept when it goes to the trash and back),
    never from its place in a list that changes when a game is added. Eight hex digits:
    two of 2,000 games share one about once in 2,000 libraries -- then each is shown and
    chosen by a longer one (unique_ids)."""
    return full_id(path)[:SHORT_ID]


def full_id(path: Path) -> str:
    """A game's whole id, whose start is its short one: any prefix of it names the game."""
    return hashlib.sha1(path.stem.encode("utf-8", "surrogateescape")).hexdigest()


def unique_ids(paths: Iterable[Path]) -> dict[Path, str]:
    """Each game's id as long as it must be to name it alone among these, as git shortens a
    hash: its short id, else one sign more than it shares with another's. (The same name in
    the data directory and in the trash is the same id: find says which one it means.)"""
    whole = {path: full_id(path) for path in paths}
    ordered = sorted(set(whole.values()))
    length = dict.fromkeys(ordered, SHORT_ID)
    for one, two in itertools.pairwise(ordered):
        shared = next(n for n, (a, b) in enumerate(zip(one, two, strict=True)) if a != b)
        if shared >= SHORT_ID:
            length[one] = max(length[one], shared + 1)
            length[two] = max(length[two], shared + 1)
    return {path: found[: length[found]] for path, found in whole.items()}


def _path_key(path: Path) -> str:
    """A file's key in the index: its name's bytes, one sign each, so that a folder named
    in another encoding than UTF-8 (donn\xe9es) is a key too -- SQLite's text is UTF-8."""
    return os.fsencode(path).decode("latin-1")


Progress = Callable[[int, int], None]  # files read so far, files to read
Seen = tuple[Path, bool, os.stat_result]  # a game's file, in the trash or not, its stat


def saved_games(
    trash: bool = False, shares: bool = False, progress: Progress | None = None
) -> list[SavedGame]:
    """The games of the data directory (and of its trash), the newest first; with
    `shares`, each one's share of the statistics too (listing gives them one by one)."""
    return list(listing(trash, shares, progress).games)


class Listing(NamedTuple):
    """The saved games found: how many, and each one, the newest first, decoded from the
    index as it is given -- a list of the newest 20 decodes 20, adding up 20,000 games holds
    one at a time."""

    total: int
    games: Generator[SavedGame, None, None]
    files: list[Seen]  # each game's file, in the trash or not, and its stat data
    unsure: set[Path]  # those that could not be read this time (gone, unreadable): so far

    def sure(self) -> bool:
        """Was every file given so far read (or broken in what it holds)? What is made of
        a file that could not be read this time is never kept (kept)."""
        return not self.unsure

    def stamped(self) -> list[tuple[Path, os.stat_result]]:
        """Every game's file, for a stamp: whether a game is of a period is in its file
        (when it was started), or of its file's time (SavedGame.day)."""
        return [(path, found) for path, _, found in self.files]


def listing(
    trash: bool = False, shares: bool = False, progress: Progress | None = None
) -> Listing:
    """The games of the data directory (and of its trash). The files the index has no row
    of are read first (by a process per core when there are many), `progress` told how
    many of them were read, and their rows kept at once: a listing may stop early."""
    folder = checked_folder()
    seen = _files(folder, trash)
    unsure: set[Path] = set()
    return Listing(len(seen), _games(folder, seen, trash, shares, progress, unsure), seen, unsure)


def _files(folder: Path, trash: bool) -> list[Seen]:
    """The files of the data directory (and of its trash), the newest first."""
    paths = [(path, False) for path in feuilles(folder)]
    if trash:
        paths += [(path, True) for path in feuilles(trash_dir(folder))]
    seen: list[Seen] = []
    for path, trashed in paths:
        try:
            seen.append((path, trashed, path.stat()))
        except OSError:
            continue  # gone meanwhile
    seen.sort(key=lambda one: (one[2].st_mtime, one[0].name), reverse=True)
    return seen


def _games(
    folder: Path,
    seen: list[Seen],
    trash: bool,
    shares: bool,
    progress: Progress | None,
    unsure: set[Path],
) -> Generator[SavedGame, None, None]:
    with _index(folder) as index:
        now = time.time_ns()

        def keep(key: tuple[str, int, int], found: os.stat_result, texts: Texts | None) -> None:
            if not _racy(found, now) and texts is not None:
                index.put(key, texts)

        unread = [path for path, _, found in seen if not index.has(_key(path, found))]
        read: dict[Path, tuple[Row | None, Texts | None]] = dict(
            zip(unread, _read_all(unread, progress), strict=True)
        )
        for path, _, found in seen:
            if path in read:
                keep(_key(path, found), found, read[path][1])
        index.commit()
        ids = unique_ids(path for path, _, _ in seen)
        for path, trashed, found in seen:
            key = _key(path, found)
            row = _given(*read.pop(path), shares) if path in read else index.get(key, shares)
            if row is None:  # a row belote did not write: read again
                row, texts = _read_one(path)
                keep(key, found, texts)
            summary, broken, share = row
            if broken is not None and broken.key in READ_ERRORS:
                unsure.add(path)
            yield SavedGame(ids[path], path, trashed, found.st_mtime, summary, broken, share)
        if trash:  # every file was seen
            index.forget_the_rest()


def _given(row: Row | None, texts: Texts | None, shares: bool) -> Row | None:
    """A row just read: as this process made it, or decoded from what another process
    made only now that it is given (a list of the newest 20 decodes 20); None: read again
    (another process could not read the file: no row is kept of that)."""
    if row is not None:
        return row
    return None if texts is None else _Index.decoded(*texts, shares)


def _key(path: Path, seen: os.stat_result) -> tuple[str, int, int]:
    """A file's row is its path's, and holds while its size and time are the same."""
    return _path_key(path), seen.st_size, seen.st_mtime_ns


class Found(NamedTuple):
    """A game found by its id: its file, and whether it is in the trash."""

    id: str
    path: Path
    trashed: bool


def find(wanted: str, trash: bool = False) -> Found:
    """The game whose id starts with `wanted` (at least 3 signs, as git takes a hash; any
    longer prefix of its whole id: two games whose short ids are the same are told apart
    so); with `trash`, the one in the trash first (a copy of it put back by hand is not
    ambiguous). From the files' names: no game is read, nor the index (`--game ID` on
    every command)."""
    key = wanted.strip().lower()
    files = [(path, trashed) for path, trashed, _ in _files(checked_folder(), trash)]
    ids = unique_ids(path for path, _ in files)
    matches = [
        Found(ids[path], path, trashed) for path, trashed in files if full_id(path).startswith(key)
    ]
    if trash and any(game.trashed for game in matches):
        matches = [game for game in matches if game.trashed]
    if len(key) < 3 or not matches:
        raise StorageError("no_such_game", game=wanted)
    if len(matches) > 1:
        raise StorageError("ambiguous_game", game=wanted, ids=", ".join(g.id for g in matches))
    return matches[0]


def named(path: Path, trash: bool = False) -> Found:
    """The game of the file named (`--file` of delete and restore, whatever the ids): a
    feuille of the data directory, or with `trash` of its trash -- where games are moved
    from --, with its id as `games` shows it."""
    files = [(found, trashed) for found, trashed, _ in _files(checked_folder(), trash)]
    for found, trashed in files:
        if trashed == trash and found.name == path.name and _same_folder(found, path):
            return Found(unique_ids(one for one, _ in files)[found], found, trashed)
    raise StorageError("not_in_trash_file" if trash else "not_a_saved_game", path=path)


def _same_folder(one: Path, two: Path) -> bool:
    try:
        return os.path.samefile(one.parent, two.parent)
    except OSError:  # no such folder
        return False


def move(game: SavedGame | Found | Path, to_trash: bool) -> Path:
    """Put a game in the trash, or bring it back: renamed, never erased, never overwriting.
    Under the writers' locks of both folders, so a save waiting for the lock finds the file
    gone and refuses, instead of making it again beside the copy in the trash."""
    path = game if isinstance(game, Path) else game.path
    folder = checked_folder()
    trash = trash_dir(folder)
    target = (trash if to_trash else folder) / path.name
    with disk.writing(folder, path), disk.writing(trash, path):
        trash_dir(folder)  # still a folder of its own, now that it is locked
        if not os.path.lexists(path):
            raise Conflict("gone_meanwhile", path=path)
        try:
            disk.move(path, target)
        except OSError as error:
            raise StorageError("unwritable", path=target, detail=system(error)) from None
    return target


Row = tuple[Summary | None, Refusal | None, stats.Tallies | None]
# A file that could not be read this time (gone meanwhile, unreadable: storage.disk.read):
# its refusal is said, never kept -- its stat data does not change when it is readable again
READ_ERRORS = frozenset({"no_game", "unreadable", "not_a_file"})
Texts = tuple[str, str]  # a row as the index keeps it: its summary's JSON, its share's
# From this many files to read again, a process per core reads them: a first index of
# 2,000 games is built in half the time on two cores. Fewer are read by this process alone
# (starting the others would cost more than it saves).
PARALLEL_FROM = 200


def _read(path: Path) -> Row:
    """What `games` shows and `stats` adds up, from the file itself."""
    try:
        game = load_game(path)
    except StorageError as error:
        return None, error, None
    summary = summarise(game)
    return summary, None, stats.share(game, game_id(path)).tallies()


def _read_one(path: Path) -> tuple[Row, Texts | None]:
    row = _read(path)
    return row, _texts(row)


def _read_texts(path: Path) -> Texts | None:
    """A file's row as the index keeps it: what a process reading for another returns."""
    return _texts(_read(path))


def _read_all(
    paths: list[Path], progress: Progress | None
) -> Iterator[tuple[Row | None, Texts | None]]:
    """Each file's row and its texts, in order; by a process per core when there are many
    (a process that has a thread of its own is never forked: the web server reads alone),
    which give only the texts (_given decodes them)."""
    if not paths:
        return
    workers = _cores()
    if len(paths) < PARALLEL_FROM or workers < 2 or threading.active_count() > 1:
        for done, path in enumerate(paths, start=1):
            read = _read_one(path)
            if progress is not None:  # told before the row is given: the last is never
                progress(done, len(paths))  # asked for once it is given
            yield read
        return
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(workers, _worker) as pool:
        chunk = max(1, min(32, len(paths) // (4 * workers)))
        results = pool.imap(_read_texts, paths, chunksize=chunk)
        for done, texts in enumerate(results, start=1):
            if progress is not None:
                progress(done, len(paths))
            yield None, texts  # decoded when given (_given)


def _worker() -> None:
    """A reading process leaves Ctrl-C to the one it reads for, which stops it: one line
    said, no traceback of each."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every system
        return os.cpu_count() or 1


# --- the index's rows, as JSON ------------------------------------------------------------


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _texts(row: Row) -> Texts | None:
    """A row as the index keeps it; None for a row that is not kept."""
    summary, broken, share = row
    if broken is not None and broken.key in READ_ERRORS:
        return None
    if broken is not None:
        doc = {"broken": _refusal_json(broken)}
    elif summary is not None:
        doc = summary_json(summary)
    else:
        return None
    return _json(doc), "" if share is None else _json(stats.tallies_json(share))


def _refusal_json(error: Refusal) -> dict[str, Any]:
    """A refusal's values as JSON keeps them, a nested refusal as its key and values."""
    return {
        "key": error.key,
        "params": {
            name: _refusal_json(value) if isinstance(value, Refusal) else str(value)
            for name, value in error.params.items()
        },
    }


def _refusal(doc: object) -> Refusal:
    """A refusal as _refusal_json wrote it: ValueError for anything else."""
    found = table(doc)
    _check(set(found) == {"key", "params"})
    values: dict[str, object] = {}
    for name, value in table(found["params"]).items():
        values[str(name)] = _refusal(value) if isinstance(value, dict) else string(value)
    return Refusal(string(found["key"]), **values)


def _share(doc: object, summary: Summary) -> stats.Tallies:
    """A share as core.stats.share made it of this game: its two teams or its two pairs,
    and its players, each a tally of counters from 0 (stats.checked_tally); ValueError for
    anything else."""
    teams, pairs, players = stats.checked_tallies(doc)
    _check(len(pairs if summary.players else teams) == 2 and not (teams and pairs))
    _check(set(players) == set(summary.players or ()))
    return teams, pairs, players


def _check(condition: bool) -> None:
    if not condition:
        raise ValueError("not as belote writes it")


def _strings(value: object, count: int) -> bool:
    """`count` names, none longer than a file may hold (core.names.MAX_CHARS)."""
    return (
        isinstance(value, list)
        and len(value) == count
        and all(isinstance(item, str) and len(item) <= MAX_CHARS for item in value)
    )


# --- results kept: what adds up every game, for as long as the files are the same -------

KEPT = 16  # results kept (a command's, over a period): the one kept longest ago goes


def stamp(files: Iterable[tuple[Path, os.stat_result]], *given: str) -> str | None:
    """What these files are now, and what else a result depends on (`given`), in a word: a
    digest of each file's path, size and time -- the stat data the index trusts -- and of
    the day of that time on this computer's clock (a game saved before belote wrote when
    it was started is of that day, in another zone of another). None while one of them is
    racy: it may change again with the same stat data, and nothing is kept."""
    now = time.time_ns()
    # another belote (another version() of the code) may add up otherwise
    digest = hashlib.sha1("\0".join((version(), *given)).encode("utf-8", "surrogatepass"))
    for path, found in files:
        if _racy(found, now):
            return None
        day = date.fromtimestamp(found.st_mtime)
        digest.update(f"\n{_path_key(path)}\0{found.st_size}\0{found.st_mtime_ns}\0{day}".encode())
    return digest.hexdigest()


def kept(
    key: str | None,
    make: Callable[[], T],
    encode: Callable[[T], object],
    decode: Callable[[Any], T],
    sure: Callable[[], bool] = lambda: True,
) -> T:
    """What `make` gives, kept in the index under `key` (a stamp and what it is of) and
    given again while the key is the same; None: made every time. Kept only when `sure`
    says, once it is made, that every file was read (Listing.sure). A kept value that
    `decode` refuses (ValueError, TypeError, KeyError) is not belote's: made again."""
    folder = checked_folder()
    if key is not None:
        with _index(folder, rows=False) as index:
            text = index.recalled(key)
        if text is not None:
            try:
                return decode(json.loads(text))
            except _NOT_OURS:
                pass
    made = make()
    if key is not None and sure():
        with _index(folder, rows=False) as index:
            index.remember(key, _json(encode(made)))
    return made


class _Index:
    """The cache of summaries, every row read at once; a dict when SQLite cannot be used.
    A game's share of the statistics is kept apart, decoded only for those who add it up;
    results kept (kept) apart again."""

    def __init__(self, db: sqlite3.Connection | None, rows: bool = True) -> None:
        """`rows`: every row read now (a damaged index shows only then: _opened); else none,
        for a kept result alone."""
        self.db = db
        self.rows: dict[str, tuple[object, ...]] = {}
        if db is not None and rows:  # a row too big for any game is never read: read again
            query = (
                "SELECT path, size, mtime, summary, share FROM games "
                "WHERE length(summary) < ? AND length(share) < ?"
            )
            for row in db.execute(query, (MAX_ROW, MAX_ROW)):
                self.rows[str(row[0])] = row[1:]
        self.seen: set[str] = set()

    def recalled(self, key: str) -> str | None:
        if self.db is None:
            return None
        query = "SELECT value FROM kept WHERE key = ? AND length(value) < ?"
        try:
            found = self.db.execute(query, (key, MAX_ROW)).fetchone()
        except sqlite3.Error:
            return None
        return found[0] if found is not None and isinstance(found[0], str) else None

    def remember(self, key: str, value: str) -> None:
        if self.db is None or len(value) >= MAX_ROW:  # never read back (recalled)
            return
        with contextlib.suppress(sqlite3.Error):  # held by another belote: not kept this time
            self.db.execute(
                "INSERT OR REPLACE INTO kept (key, value, kept) VALUES (?, ?, ?)",
                (key, value, time.time_ns()),
            )
            self.db.execute(
                "DELETE FROM kept WHERE key NOT IN "
                "(SELECT key FROM kept ORDER BY kept DESC LIMIT ?)",
                (KEPT,),
            )

    def has(self, key: tuple[str, int, int]) -> bool:
        """Is there a row of this file as it is now (not yet decoded)?"""
        self.seen.add(key[0])
        row = self.rows.get(key[0])
        return row is not None and row[:2] == key[1:]

    def get(self, key: tuple[str, int, int], shares: bool) -> Row | None:
        """The row of this file as it is now, or None: not cached, changed since, or not
        as belote writes it. Given once: its text is let go."""
        row = self.rows.get(key[0])
        if row is None or row[:2] != key[1:]:
            return None  # a new file, or changed since: read again
        self.rows[key[0]] = (*row[:2], None, None)  # a 20,000-game index not held twice
        try:
            return self.decoded(row[2], row[3], shares)
        except _NOT_OURS:
            return None  # a row belote did not write: read again (and written right)

    @staticmethod
    def decoded(summary: object, share: object, shares: bool) -> Row:
        if not isinstance(summary, str) or not isinstance(share, str):
            raise ValueError("a NULL")
        doc = json.loads(summary)
        if isinstance(doc, dict) and set(doc) == {"broken"}:
            _check(share == "")
            return None, _refusal(doc["broken"]), None
        found = _summary_from(doc)
        return found, None, _share(json.loads(share), found) if shares else None

    def put(self, key: tuple[str, int, int], texts: Texts) -> None:
        if self.db is None:
            return
        try:
            self.db.execute(
                "INSERT OR REPLACE INTO games (path, size, mtime, summary, share) "
                "VALUES (?, ?, ?, ?, ?)",
                (*key, *texts),
            )
        except sqlite3.Error:  # written by another belote at this moment, a full disk:
            self.db = None  # the cache is not kept this time

    def commit(self) -> None:
        if self.db is not None:
            with contextlib.suppress(sqlite3.Error):
                self.db.commit()

    def forget_the_rest(self) -> None:
        """Rows of files that are gone (renamed, erased by hand) go too."""
        gone = [(path,) for path in self.rows if path not in self.seen]
        if self.db is not None and gone:
            with contextlib.suppress(sqlite3.Error):
                self.db.executemany("DELETE FROM games WHERE path = ?", gone)


@contextlib.contextmanager
def _index(folder: Path, rows: bool = True) -> Iterator[_Index]:
    """The index, opened (made, or made again if damaged or from another version); without
    one when it cannot be had, everything read from the files. `rows`: as _Index."""
    index = _opened(folder / INDEX, rows)
    db = index.db  # put() may give the index up: the connection is closed all the same
    try:
        yield index
        index.commit()
    finally:
        if db is not None:
            db.close()


def _opened(path: Path, rows: bool = True) -> _Index:
    """The index of the data directory with its rows, made if needed. Never through a link
    (it could name another program's database: the link goes, a new index is made), never
    waiting for another program that holds it, never deleted but when it is not an index
    -- damaged, of another shape, which may show only once its rows are read."""
    for attempt in range(2):
        if not _ours(path):
            break
        try:
            # no wait for a lock: a reader of a WAL database never waits for a writer, and a
            # writer that would wait goes without caching
            db = sqlite3.connect(path, timeout=0, isolation_level="DEFERRED")
        except sqlite3.Error:
            break
        try:
            _prepare(db)
            return _Index(db, rows)
        except sqlite3.Error as error:
            db.close()
            if not _remade(error) or attempt:
                break  # held by another program, read-only, I/O: done without
            _discard(path)  # not a database, or of another shape: made again
    return _Index(None)


# SQLite's codes for an index that is there but cannot be used now: it is left as it is
_UNUSABLE_NOW = {5, 6, 8, 10, 13, 14}  # BUSY, LOCKED, READONLY, IOERR, FULL, CANTOPEN


def _remade(error: sqlite3.Error) -> bool:
    """Is the index to be made again from the files (damaged, of another shape), rather
    than done without this time (busy, read-only, a full disk)?"""
    if isinstance(error, _NotTheIndex):
        return True
    code = getattr(error, "sqlite_errorcode", None)
    return code is None or code & 0xFF not in _UNUSABLE_NOW


def _discard(path: Path) -> None:
    """A damaged index goes, with SQLite's files beside it."""
    for name in (path.name, f"{path.name}-wal", f"{path.name}-shm", f"{path.name}-journal"):
        with contextlib.suppress(OSError):
            (path.parent / name).unlink()


def _ours(path: Path) -> bool:
    """May belote open the index at `path`? A link there -- symbolic, or a second name of
    another program's file -- is not the index: that name goes (what it names is left
    alone) and a new index is made. Anything else than a regular file: done without."""
    try:
        found = path.lstat()
    except FileNotFoundError:
        return path.parent.is_dir()
    except OSError:
        return False
    if stat.S_ISLNK(found.st_mode) or (stat.S_ISREG(found.st_mode) and found.st_nlink > 1):
        try:
            path.unlink()
        except OSError:
            return False
        return True
    return stat.S_ISREG(found.st_mode)


_TABLES = {
    "meta": ["version"],
    "games": ["path", "size", "mtime", "summary", "share"],
    "kept": ["key", "value", "kept"],
}


class _NotTheIndex(sqlite3.DatabaseError):
    """A database of another shape or version: never changed inside, made again."""


def _prepare(db: sqlite3.Connection) -> None:
    """The index as this version writes it: made in a new file; a database of any other
    shape or version is not altered -- it is made again (_remade)."""
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    if tables:
        columns = "SELECT name FROM pragma_table_info(?) ORDER BY cid"
        shapes = {table: [row[0] for row in db.execute(columns, (table,))] for table in tables}
        made_by = db.execute("SELECT version FROM meta").fetchall() if "meta" in tables else []
        if shapes != _TABLES or made_by != [(version(),)]:
            raise _NotTheIndex("another database")
    with contextlib.suppress(sqlite3.OperationalError):
        db.execute("PRAGMA journal_mode=WAL")  # not on every file system: then without
    if not tables:
        db.execute("CREATE TABLE meta (version TEXT)")
        db.execute("INSERT INTO meta VALUES (?)", (version(),))
        db.execute(
            "CREATE TABLE games (path TEXT PRIMARY KEY, size INTEGER, mtime INTEGER, "
            "summary TEXT, share TEXT)"
        )
        db.execute("CREATE TABLE kept (key TEXT PRIMARY KEY, value TEXT, kept INTEGER)")
        db.commit()
