"""Results kept (storage.library.kept, issue 23): `stats` and `ratings` add up every game
once, and give the same figures again while no file has changed; after any change -- a hand
recorded, a game added, deleted or restored, a concours result, another period or time zone
-- they give the figures of the files as they are, exactly as if nothing had been kept."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_cli.commands import ratings as ratings_command
from belote_cli.commands import stats as stats_command
from belote_cli.storage import library
from tests.files.test_partners_and_season import concours_evening, evening
from tests.helpers import EXAMPLE_FILES, drawn_at, restarted, run


def aged(home: Path) -> None:
    """Every file of the games and of the concours made older than the racy window (the
    newest stays the newest): what is made of them may be kept."""
    files = sorted(
        [*home.glob("*.toml"), *home.glob("concours/*.toml")], key=lambda p: p.stat().st_mtime_ns
    )
    for n, path in enumerate(reversed(files)):
        old = path.stat().st_mtime_ns - 10 * library.RACY_NS - n * 1_000_000_000
        os.utime(path, ns=(old, old))


def kept_keys(home: Path) -> list[str]:
    db = sqlite3.connect(home / library.INDEX)
    try:
        return sorted(row[0] for row in db.execute("SELECT key FROM kept"))
    finally:
        db.close()


def output(*args: str) -> str:
    code, out, err = run(*args)
    assert code == 0, err
    return out


def fresh(*args: str) -> str:
    """What the command gives when nothing is kept: made again from every file."""
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(library, "stamp", lambda *_: None)
        return output(*args)


def not_made_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, adding the games up or rating them is a failure: only kept results."""

    def fail(*_: object) -> None:
        raise AssertionError("made again")

    monkeypatch.setattr(stats_command, "added", fail)
    monkeypatch.setattr(ratings_command, "ratings", fail)


COMMANDS = [
    ("stats", "--json"),
    ("stats",),
    ("stats", "--player", "ana"),
    ("ratings", "--json"),
    ("ratings",),
]


def test_kept_results_are_given_again_while_no_file_changes(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    evening()
    concours_evening("Octobre", 1100, 1000)
    aged(isolated)
    first = {args: output(*args) for args in COMMANDS}
    assert first == {args: fresh(*args) for args in COMMANDS}
    assert json.loads(first["stats", "--json"])["players"]["Ana"]["games"] == 2
    assert [key.split()[0] for key in kept_keys(isolated)] == ["ratings", "stats"]
    not_made_again(monkeypatch)
    assert {args: output(*args) for args in COMMANDS} == first  # nothing added up again
    # with four rated players, a new game's chances come from the kept ratings too
    said = " ".join(
        output("new", "--mode", "classique", "--players", "Ana,Bruno,Carole,David").split()
    )
    assert "From the players' ratings:" in said


def test_after_any_change_the_figures_are_the_files_as_they_are(isolated: Path) -> None:
    evening()
    aged(isolated)
    seen = [{args: output(*args) for args in COMMANDS}]

    def changed() -> None:
        aged(isolated)
        now = {args: output(*args) for args in COMMANDS}
        assert now == {args: fresh(*args) for args in COMMANDS}
        assert now["stats", "--json"] != seen[-1]["stats", "--json"]
        seen.append(now)

    run("hand", "--line", "2 80pi 90 der 2")  # the game in progress goes on
    changed()
    run("new", "--mode", "faits", "--target", "300", "--players", "Ana,Bruno,Carole,David")
    run("hand", "--line", "1 160co 162 der 1")  # a game won by Ana & Carole at one hand
    changed()
    game_id = json.loads(output("games", "--json"))[0]["id"]
    run("delete", game_id, "--yes")
    changed()
    assert seen[-1] == seen[1]  # the deleted game counts no more
    run("restore", game_id)
    changed()
    assert seen[-1] == seen[2]
    concours_evening("Octobre", 1100, 1000)  # ratings of a concours's parties too
    aged(isolated)
    assert (
        output("ratings", "--json") == fresh("ratings", "--json") != seen[-1]["ratings", "--json"]
    )


def test_nothing_is_kept_of_a_file_just_written(isolated: Path) -> None:
    """Written in the last two seconds, it may be written again with the same size and
    time (library.RACY_NS): what is made of it is made again until it is older."""
    evening()
    assert json.loads(output("stats", "--json"))["players"]["Ana"]["games"] == 2
    output("ratings")
    assert kept_keys(isolated) == []


BAD_VALUES = [
    "not JSON",
    "{}",
    '{"teams": {}, "pairs": {}}',
    '{"teams": {}, "pairs": {}, "players": {"Ana": [1, 2]}}',
    '{"teams": [], "pairs": {}, "players": {}}',
    "[[1, 2, 3]]",
    '[[1, "Ana", 1.0, 2.0, 3.0, true, 0.5]]',
    '[[1, "Ana", "1", 2.0, 3.0, 4, 0.5]]',
    "[" * 10_000,
]


@pytest.mark.parametrize("bad", BAD_VALUES)
def test_a_kept_value_belote_did_not_write_is_made_again(isolated: Path, bad: str) -> None:
    evening()
    aged(isolated)
    right = {args: output(*args) for args in COMMANDS}
    db = sqlite3.connect(isolated / library.INDEX)
    with db:
        db.execute("UPDATE kept SET value = ?", (bad,))
    db.close()
    assert {args: output(*args) for args in COMMANDS} == right
    db = sqlite3.connect(isolated / library.INDEX)
    values = [row[0] for row in db.execute("SELECT value FROM kept")]
    db.close()
    assert len(values) == 2 and bad not in values  # and kept right again


def test_each_period_is_kept_apart_and_only_so_many(isolated: Path) -> None:
    evening()
    aged(isolated)
    today = time.strftime("%Y-%m-%d")
    counted = json.loads(output("stats", "--json", "--until", today))
    assert json.loads(output("stats", "--json", "--since", "2999-01-01")) == {
        "teams": {},
        "pairs": {},
        "players": {},
    }
    assert json.loads(output("stats", "--json", "--until", today)) == counted
    assert len(kept_keys(isolated)) == 2  # the same games are the same figures
    example = next(EXAMPLE_FILES.glob("*.toml"))
    for day in range(1, 21):  # a game a day: each period from one of them counts others
        path = isolated / f"partie-{day}.toml"
        shutil.copy(example, path)
        noon = 981_028_800 + day * 86_400  # 1 February 2001, noon UTC, and after
        os.utime(path, (noon, noon))
    for day in range(2, 22):
        output("stats", "--since", f"2001-02-{day:02d}")
    assert len(kept_keys(isolated)) == library.KEPT


def unstarted(home: Path) -> None:
    """The games as a belote before schema 6 saved them: no start said, of their file's
    time (library.SavedGame.day)."""
    for path in home.glob("*.toml"):
        restarted(path, None)


def in_zone(zone: str, monkeypatch: pytest.MonkeyPatch, *args: str) -> dict[str, Any]:
    """The JSON a command gives in this time zone: what was kept, checked against what is
    made with nothing kept."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    found = json.loads(output(*args))
    assert found == json.loads(fresh(*args))
    return found  # type: ignore[no-any-return]


@pytest.fixture
def zones(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The time zone is this process's own again after the test."""
    yield
    monkeypatch.delenv("TZ", raising=False)
    time.tzset()


@pytest.mark.parametrize("kind", ["stats", "ratings"])
def test_a_game_without_its_start_is_of_its_files_day_in_the_local_zone(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, kind: str, zones: None
) -> None:
    """Fourteen hours ahead of UTC and twelve behind are never on the same day: a game
    saved before belote wrote when it was started, last changed now, is in a period from
    the later day in one zone, not in the other."""
    evening()
    unstarted(isolated)
    for path in isolated.glob("*.toml"):
        os.utime(path, (time.time() - 10, time.time() - 10))
    aged(isolated)
    monkeypatch.setenv("TZ", "Etc/GMT-14")
    time.tzset()
    ahead = time.strftime("%Y-%m-%d")
    nothing = {"stats": {"teams": {}, "pairs": {}, "players": {}}, "ratings": {"ratings": []}}
    there = in_zone("Etc/GMT-14", monkeypatch, kind, "--json", "--since", ahead)
    assert there != nothing[kind]
    assert in_zone("Etc/GMT+12", monkeypatch, kind, "--json", "--since", ahead) == nothing[kind]
    assert in_zone("Etc/GMT-14", monkeypatch, kind, "--json", "--since", ahead) == there


def test_a_game_is_of_the_day_it_was_started_on_the_tables_clock(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, zones: None
) -> None:
    """Started at 00:30 on 1 July 2022 at a table five hours behind UTC: of 1 July in any
    zone, and still of that day once its file is changed years later (a hand edited)."""
    evening()
    for path in isolated.glob("*.toml"):
        restarted(path, '"2022-07-01T00:30:00.000-05:00"')
    aged(isolated)  # changed now
    day = ("--since", "2022-07-01", "--until", "2022-07-01")
    today = time.strftime("%Y-%m-%d")
    for kind in ("stats", "ratings"):
        found = [
            in_zone(zone, monkeypatch, kind, "--json", *day)
            for zone in ("Etc/GMT-14", "Etc/GMT+12", "America/Regina")
        ]
        assert found[0] == found[1] == found[2] == in_zone("UTC", monkeypatch, kind, "--json")
        later = in_zone("UTC", monkeypatch, kind, "--json", "--since", today)
        assert later == in_zone("UTC", monkeypatch, kind, "--json", "--since", "2022-07-02")
        assert not any(later.values()) and any(found[0].values())


def test_a_game_without_its_start_is_of_its_zones_day_then_not_now(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, zones: None
) -> None:
    """Mexico City and Regina have the same names and offsets for their zone today, not
    on 1 July 2022: a file last changed at 00:30 that day in Mexico City (UTC-5, then) is
    of 1 July there and of 30 June in Regina (UTC-6)."""
    evening()
    unstarted(isolated)
    for path in isolated.glob("*.toml"):  # 05:30 UTC
        os.utime(path, (1_656_653_400, 1_656_653_400))
    day = ("ratings", "--json", "--since", "2022-07-01")
    assert len(in_zone("America/Mexico_City", monkeypatch, *day)["ratings"]) == 4
    assert in_zone("America/Regina", monkeypatch, *day)["ratings"] == []
    assert len(in_zone("America/Mexico_City", monkeypatch, *day)["ratings"]) == 4


CHANGES = st.lists(
    st.tuples(st.sampled_from(["write", "remove"]), st.integers(0, 5)),
    min_size=1,
    max_size=5,
)
SINCE = st.sampled_from([None, "2001-01-01", "2001-01-02", "2001-01-03"])


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=CHANGES, since=SINCE)
def test_kept_or_not_the_same_figures_whatever_the_changes(
    changes: list[tuple[str, int]],
    since: str | None,
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Games added, rewritten (another game, another time) and removed in any order, with a
    period or not: after each change, the kept figures are the files' own."""
    home = tmp_path_factory.mktemp("kept")
    monkeypatch.setenv("BELOTE_HOME", str(home))
    examples = sorted(EXAMPLE_FILES.glob("*.toml"))
    clock = 978_393_600  # 2001-01-02 00:00 UTC, and a second earlier at each change
    args = ("stats", "--json", *(() if since is None else ("--since", since)))
    for step, (change, n) in enumerate(changes):
        path = home / f"partie-{n}.toml"
        if change == "remove":
            path.unlink(missing_ok=True)
        else:
            shutil.copy(examples[(n + step) % len(examples)], path)
            clock -= 3_600 * 7  # across the days of the periods
            os.utime(path, (clock, clock))
        assert output(*args) == fresh(*args)
        assert output(*args) == fresh(*args)  # kept this time, unless nothing is counted


def test_a_damaged_table_of_rows_is_made_again(isolated: Path) -> None:
    """Damage that shows only once the rows are read (the index's schema whole): every
    command still works, and the index is made again from the files."""
    evening()
    aged(isolated)
    first = {args: output(*args) for args in COMMANDS}
    index = isolated / library.INDEX
    db = sqlite3.connect(index)
    page = db.execute("PRAGMA page_size").fetchone()[0]
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()[0]
    db.close()
    with index.open("r+b") as damaged:
        damaged.seek((root - 1) * page)
        damaged.write(b"\xff" * page)
    assert len(json.loads(output("games", "--json"))) == 2
    assert {args: output(*args) for args in COMMANDS} == first
    said = " ".join(
        output("new", "--mode", "classique", "--players", "Ana,Bruno,Carole,David").split()
    )
    assert "From the players' ratings:" in said


@pytest.mark.parametrize("processes", [False, True])
def test_a_file_unreadable_for_a_moment_is_never_kept_unread(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, processes: bool
) -> None:
    """A file that could not be read this time (its permissions, gone for a moment) keeps
    its stat data when it is readable again: neither its row nor a result is kept."""
    from belote_cli.storage import disk
    from belote_cli.storage.errors import StorageError

    evening()
    aged(isolated)
    if processes:  # read by a process per core, as a first build of many files is
        monkeypatch.setattr(library, "PARALLEL_FROM", 1)
    whole = {args: fresh(*args) for args in COMMANDS}
    unreadable = max(isolated.glob("*.toml"))
    read = disk.read

    def refused(path: Path) -> bytes:
        if path == unreadable:
            raise StorageError("unreadable", path=path, detail="Permission denied")
        return read(path)

    (isolated / library.INDEX).unlink()  # every file read again
    with monkeypatch.context() as patched:
        patched.setattr(disk, "read", refused)
        assert json.loads(output("stats", "--json"))["players"]["Ana"]["games"] == 1
        output("ratings")
        assert "unreadable" in json.dumps(json.loads(output("games", "--json")))
    assert kept_keys(isolated) == []
    assert {args: output(*args) for args in COMMANDS} == whole


def test_a_concours_is_of_the_day_of_its_draw_on_the_tables_clock(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, zones: None
) -> None:
    """A draw at 00:30 on 1 July 2022, five hours behind UTC, is of 1 July in Mexico City
    and in Regina (whose offsets differed that day), as a game is of its start."""
    drawn_at(isolated, "2022-07-01T00:30:00.000-05:00")
    aged(isolated)
    day = ("ratings", "--json", "--since", "2022-07-01", "--until", "2022-07-01")
    for zone in ("America/Mexico_City", "America/Regina", "Etc/GMT-14"):
        assert len(in_zone(zone, monkeypatch, *day)["ratings"]) == 4
