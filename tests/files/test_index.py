"""The games index is a cache, never a truth (issue 17): whatever is in it -- rows belote did
not write, a table of another shape, NULLs, a link to another database, a lock held by
another program -- `games` and `stats` give what the files say, without waiting, and the
index is never deleted for being busy."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from belote_cli.storage import library
from tests.helpers import CLASSIC_HAND, run


def games() -> list[dict[str, object]]:
    code, out, err = run("games", "--json")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def stats() -> dict[str, object]:
    code, out, err = run("stats", "--json")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def aged(path: Path) -> None:
    """Older than the racy window: its summary is cached (library.RACY_NS)."""
    found = path.stat()
    old = found.st_mtime_ns - 10 * library.RACY_NS
    os.utime(path, ns=(found.st_atime_ns, old))


@pytest.fixture
def two_games(isolated: Path) -> tuple[list[dict[str, object]], dict[str, object]]:
    """Two games, aged and indexed: what `games` and `stats` say of them."""
    run("new", "--mode", "classique", "--team1", "Chênes", "--team2", "Hêtres")
    run("hand", *CLASSIC_HAND)
    run("new", "--mode", "classique", "--target", "100", "--team1", "Ifs", "--team2", "Pins")
    run("hand", *CLASSIC_HAND)
    for path in isolated.glob("*.toml"):
        aged(path)
    truth = games(), stats()
    db = sqlite3.connect(isolated / library.INDEX)
    assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (2,)  # cached
    db.close()
    return truth


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE games SET summary = 'not json'",
        "UPDATE games SET summary = '[1, 2]'",
        'UPDATE games SET summary = \'{"mode": "classique"}\'',
        "UPDATE games SET summary = NULL",
        "UPDATE games SET share = NULL",
        "UPDATE games SET share = '{\"teams\": {}}'",
        'UPDATE games SET share = \'{"teams": {"X": {"games": null}}, "players": {}}\'',
        "UPDATE games SET size = NULL",
        "UPDATE games SET summary = '{\"broken\": 3}'",
        "DROP TABLE games; CREATE TABLE games (path TEXT, size INTEGER)",
        "DROP TABLE games; CREATE TABLE games (a, b, c, d, e)",
        "DROP TABLE meta",
        "UPDATE meta SET version = NULL",
        "DROP TABLE meta; CREATE TABLE meta (x)",
        'UPDATE games SET share = \'{"teams": {"Chênes": {}, "Hêtres": {}}, "players": {}}\'',
        'UPDATE games SET share = \'{"teams": {"Z": {"games": -5, "won": 0, "hands": 0, '
        '"marks": 0, "biggest": null}}, "players": {}}\'',
    ],
)
def test_rows_belote_did_not_write_are_read_again_from_the_files(
    two_games: tuple[list[dict[str, object]], dict[str, object]], isolated: Path, damage: str
) -> None:
    db = sqlite3.connect(isolated / library.INDEX)
    db.executescript(damage)
    db.commit()
    db.close()
    assert (games(), stats()) == two_games
    assert (games(), stats()) == two_games  # and written right this time
    db = sqlite3.connect(isolated / library.INDEX)
    assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (2,)  # a cache again
    db.close()


def a_third_game(isolated: Path) -> None:
    """A game the index does not hold yet: listing it means writing the index."""
    run("new", "--mode", "faits", "--team1", "Ormes", "--team2", "Saules")
    for path in isolated.glob("*.toml"):
        aged(path)


def quickly(seconds: float = 2.0) -> tuple[list[dict[str, object]], dict[str, object]]:
    """`games` and `stats`, which must not wait for a lock (SQLite's wait was 5 s)."""
    start = time.monotonic()
    found = games(), stats()
    assert time.monotonic() - start < seconds
    return found


def test_an_index_another_program_holds_is_done_without_and_kept(
    two_games: tuple[list[dict[str, object]], dict[str, object]], isolated: Path
) -> None:
    a_third_game(isolated)
    index = isolated / library.INDEX
    db = sqlite3.connect(index, isolation_level=None)
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    db.execute("BEGIN EXCLUSIVE")
    try:
        listed, _ = quickly()  # read from the files, no wait for the lock
        assert len(listed) == 3
    finally:
        db.execute("ROLLBACK")
        db.close()
    assert index.exists()
    check = sqlite3.connect(index)
    assert check.execute("SELECT COUNT(*) FROM games").fetchone() == (2,)  # never deleted
    check.close()


def test_a_listing_while_another_one_writes_the_index_waits_for_nothing(
    two_games: tuple[list[dict[str, object]], dict[str, object]], isolated: Path
) -> None:
    a_third_game(isolated)
    db = sqlite3.connect(isolated / library.INDEX, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")  # another belote caching at this moment
    try:
        listed, _ = quickly()
        assert len(listed) == 3
    finally:
        db.execute("ROLLBACK")
        db.close()
    assert len(games()) == 3  # and cached the next time


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_an_index_that_is_a_link_never_touches_what_it_names(isolated: Path, link: str) -> None:
    isolated.mkdir(parents=True)
    other = isolated.parent / "precious.sqlite3"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE games (x)")
    db.execute("INSERT INTO games VALUES (42)")
    db.commit()
    db.close()
    before = other.read_bytes()
    index = isolated / library.INDEX
    index.symlink_to(other) if link == "symbolic" else os.link(other, index)
    run("new", "--mode", "classique")
    assert len(games()) == 1
    assert other.read_bytes() == before
    assert not index.is_symlink() and index.stat().st_nlink == 1  # a real index in its place


def test_a_file_written_twice_in_one_clock_tick_is_never_shown_stale(isolated: Path) -> None:
    """Racy stat data: a file changed within the same tick keeps its size and mtime; such a
    fresh file is read again until it is older than the window."""
    run("new", "--mode", "classique")
    path = next(isolated.glob("*.toml"))
    run("hand", *CLASSIC_HAND)
    stamp = path.stat().st_mtime_ns
    assert games()[0]["totals"] == [100, 62]
    run("edit", "1", "--points", "1=91")  # the same size
    os.utime(path, ns=(stamp, stamp))  # and, as a coarse clock gives, the same time
    assert games()[0]["totals"] == [101, 61]


def test_the_index_is_shared_by_belotes_listing_at_once(
    two_games: tuple[list[dict[str, object]], dict[str, object]], isolated: Path
) -> None:
    results: list[object] = []

    def listing() -> None:
        for _ in range(5):
            results.append(len(library.saved_games(shares=True)))

    threads = [threading.Thread(target=listing) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [2] * 20
    db = sqlite3.connect(isolated / library.INDEX)
    assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (2,)  # still the cache
    db.close()
