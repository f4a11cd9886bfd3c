"""The first build of the games index (issue 23): read by a process per core when there are
many files, giving exactly what one process gives; a bar on the terminal while it lasts,
never in a pipe; afterwards incremental, a changed file read again and nothing else."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.core import stats
from belote_cli.storage import library
from tests.helpers import EXAMPLE_FILES, run
from tests.terminal import MARKS, finish, spawn


def library_of(home: Path, games: int, older: int = 0) -> None:
    """`games` saved games, copies of the examples under names of their own, aged so that
    the index keeps them (library.RACY_NS), `older` seconds older still."""
    home.mkdir(parents=True, exist_ok=True)
    examples = sorted(EXAMPLE_FILES.glob("*.toml"))
    for n in range(games):
        path = home / f"partie-20260101-{n:06d}.toml"
        shutil.copy(examples[n % len(examples)], path)
        old = path.stat().st_mtime_ns - 10 * library.RACY_NS - (n + older) * 1_000_000_000
        os.utime(path, ns=(old, old))
    broken = home / "broken.toml"
    broken.write_text("schema = ")  # read as broken, in either way
    os.utime(broken, ns=(old, old))


READ = """
import json, os, sys
from belote_cli.storage import library
library.PARALLEL_FROM = int(sys.argv[1])
library._cores = lambda: 2
kept = library._read
def read(path):
    open(os.path.join(sys.argv[2], str(os.getpid())), "w").close()
    return kept(path)
library._read = read
games = library.saved_games(shares=True)
print(json.dumps([
    [g.id, g.broken is not None, g.summary and library.summary_json(g.summary),
     g.share] for g in games
]))
"""


def read_in(home: Path, parallel_from: int, pids: Path) -> object:
    pids.mkdir()
    env = dict(os.environ, BELOTE_HOME=str(home))
    out = subprocess.run(
        [sys.executable, "-c", READ, str(parallel_from), str(pids)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def index_rows(home: Path) -> list[tuple[object, ...]]:
    db = sqlite3.connect(home / library.INDEX)
    try:
        rows = db.execute("SELECT path, size, mtime, summary, share FROM games ORDER BY path")
        # (a broken file's reason names its folder)
        return [
            (Path(row[0]).name, *row[1:3], row[3].replace(str(home), "~"), row[4]) for row in rows
        ]
    finally:
        db.close()


def test_several_processes_read_what_one_reads_and_index_it_the_same(tmp_path: Path) -> None:
    one, many = tmp_path / "one", tmp_path / "many"
    library_of(one, 30)
    shutil.copytree(one, many, copy_function=shutil.copy2)
    alone = read_in(one, 10**9, tmp_path / "pids-one")
    shared = read_in(many, 2, tmp_path / "pids-many")
    assert shared == alone and len(alone) == 31  # type: ignore[arg-type]
    assert len(list((tmp_path / "pids-one").iterdir())) == 1  # its own process only
    assert len(list((tmp_path / "pids-many").iterdir())) == 2  # two others, a core each
    assert index_rows(many) == index_rows(one) and len(index_rows(one)) == 31
    assert read_in(many, 2, tmp_path / "pids-again") == alone  # from the index this time
    assert list((tmp_path / "pids-again").iterdir()) == []  # nothing read again


def test_afterwards_a_changed_file_is_read_again_and_nothing_else(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library_of(isolated, 12)
    library.saved_games(shares=True)
    read: list[str] = []
    kept = library._read

    def counted(path: Path) -> library.Row:
        read.append(path.name)
        return kept(path)

    monkeypatch.setattr(library, "_read", counted)
    library.saved_games(shares=True)
    assert read == []
    changed = isolated / "partie-20260101-000003.toml"
    changed.write_bytes(changed.read_bytes() + b"\n")  # the same game, another size
    library.saved_games(shares=True)
    assert read == [changed.name]


def in_a_terminal(test: Any) -> Any:
    for mark in MARKS:  # installed, and slow
        test = mark(test)
    return test


@in_a_terminal
@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "Reading the saved games"), ("fr", "Lecture des parties enregistrées")],
)
def test_a_bar_shows_the_first_reading_of_many_games(
    isolated: Path, language: str, said: str
) -> None:
    library_of(isolated, 150)
    child = spawn(["stats"], isolated, columns=80, language=language)
    out = finish(child)
    assert said in out and "151/151" in out
    library_of(isolated, 150, older=1000)  # to be read again: in a pipe, no bar
    code, out, err = run("games", "--json")
    assert code == 0 and said not in err and said not in out
    child = spawn(["stats"], isolated, columns=50, language=language)  # the index kept
    assert said not in finish(child)


# --- a record as the index keeps it ------------------------------------------------------

counts = st.integers(min_value=0, max_value=10**6)
records = st.builds(
    stats.Record,
    games=counts,
    finished=counts,
    won=counts,
    hands=counts,
    marks=counts,
    biggest=st.none() | st.builds(stats.Biggest, counts, st.text(min_size=1), counts),
    taken=st.dictionaries(st.sampled_from(list(stats.Band)), counts.filter(bool)),
    made=st.dictionaries(st.sampled_from(list(stats.Band)), counts.filter(bool)),
    capots=counts,
    litiges=counts,
    belotes=counts,
    coinches=st.dictionaries(st.sampled_from(stats._COINCHE_KEYS), counts.filter(bool)),
)


@given(records)
def test_a_record_is_its_tally(record: stats.Record) -> None:
    tally = stats.checked_tally(record.tally())
    assert len(tally) == len(stats.COUNTERS) + 1
    assert stats.Record.of_tally(tally) == record


@given(st.lists(records, min_size=1, max_size=6))
def test_tallies_summed_are_the_records_added_up(found: list[stats.Record]) -> None:
    total = stats.Record.of_tally(stats.summed([r.tally() for r in found]))
    for name in ("games", "finished", "won", "hands", "marks", "capots", "litiges", "belotes"):
        assert getattr(total, name) == sum(getattr(r, name) for r in found)
    for band in stats.Band:
        assert total.taken.get(band, 0) == sum(r.taken.get(band, 0) for r in found)
        assert total.made.get(band, 0) == sum(r.made.get(band, 0) for r in found)
    for key in stats._COINCHE_KEYS:
        assert total.coinches.get(key, 0) == sum(r.coinches.get(key, 0) for r in found)
    hands = [r.biggest for r in found if r.biggest is not None]
    # the biggest hand of all; of equals, the first (the newest game, as listed)
    best = max(hands, key=lambda b: b.marks) if hands else None
    assert total.biggest == best


N = len(stats.COUNTERS)
BAD_TALLIES: list[object] = [None, [], [1] * N, [True] * N + [None], [-1] + [0] * (N - 1) + [None]]
BAD_TALLIES += [[0] * N + [[1, 2, 3]], [0] * N + [[1, "g", -1]], [0.5] * N + [None]]


@pytest.mark.parametrize("tally", BAD_TALLIES)
def test_a_tally_belote_did_not_write_is_refused(tally: object) -> None:
    with pytest.raises(ValueError):
        stats.checked_tally(tally)


@in_a_terminal
def test_ctrl_c_while_many_processes_read_says_one_line(isolated: Path) -> None:
    library_of(isolated, 1500)  # read by a process per core, long enough to be stopped
    child = spawn(["games"], isolated, columns=80)
    child.expect("Reading the saved games")
    child.sendintr()
    out = finish(child)
    assert "aborted" in out and "Traceback" not in out
    assert child.exitstatus == 1
    assert not (isolated / library.INDEX).exists() or index_rows(isolated) == []


def test_a_listing_of_the_newest_keeps_every_row_read_and_counts_the_rest(
    isolated: Path,
) -> None:
    library_of(isolated, 12)
    code, out, err = run("games", "--limit", "2")
    assert code == 0, err
    assert "11 older games" in " ".join(out.split())  # 12 games and a broken file, 2 shown
    assert len(index_rows(isolated)) == 13  # every file read was kept, not only the 2
