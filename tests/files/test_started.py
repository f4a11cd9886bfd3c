"""When a game was started (schema 6): written by every command that starts one, kept by
every change, given by `games --json`, and checked when read -- a game saved before has
none, and is of its file's time."""

from __future__ import annotations

import json
import os
import re
import tomllib
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from belote_cli import storage
from tests.helpers import FIXTURES, drawn_at, one_line_error, restarted, run


def with_start(home: Path, value: str) -> Path:
    """A feuille of schema 6 in the data directory whose `started` line is `value`."""
    home.mkdir(exist_ok=True)
    path = home / "g.toml"
    path.write_bytes((FIXTURES / "v6" / "classique-litige.toml").read_bytes())
    return restarted(path, value)


def started(path: Path) -> str:
    found = re.search(r'(?m)^started = "(.*)"$', path.read_text(encoding="utf-8"))
    assert found is not None
    return found.group(1)


def test_a_new_game_says_when_it_was_started_and_every_change_keeps_it(
    isolated: Path,
) -> None:
    before = datetime.now().astimezone()
    assert run("new", "--mode", "classique", "--donnes", "2")[0] == 0
    path = next(isolated.glob("*.toml"))
    when = started(path)
    moment = datetime.fromisoformat(when)
    assert moment.utcoffset() == before.utcoffset()  # this computer's clock, its offset
    assert before - timedelta(seconds=1) <= moment <= datetime.now().astimezone()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d", when)
    for args in (
        ["hand", "--line", "1 co 90 der 1 -"],
        ["undo", "--yes"],
        ["redo"],
        ["hand", "--line", "2 pi 100 der 2 -"],
    ):
        code, _, err = run(*args)
        assert code == 0, (args, err)
        assert started(path) == when, args
    assert json.loads(run("games", "--json")[1])[0]["started"] == when
    assert json.loads(run("show", "--json")[1])["started"] == when
    assert tomllib.loads(path.read_text(encoding="utf-8"))["schema"] == storage.SCHEMA == 8


def test_a_rematch_is_a_game_started_anew(isolated: Path) -> None:
    run("new", "--mode", "classique", "--donnes", "1")
    run("hand", "--line", "1 co 90 der 1 -")
    first = next(isolated.glob("*.toml"))
    code, _, err = run("rematch")
    assert code == 0, err
    (second,) = set(isolated.glob("*.toml")) - {first}
    assert datetime.fromisoformat(started(second)) > datetime.fromisoformat(started(first))


def test_a_game_saved_before_has_no_start_until_it_is_changed(isolated: Path) -> None:
    isolated.mkdir()
    path = isolated / "old.toml"
    path.write_bytes((FIXTURES / "v5" / "classique-litige.toml").read_bytes())
    os.utime(path, (1_700_000_000, 1_700_000_000))
    assert json.loads(run("games", "--json")[1])[0]["started"] is None
    assert path.read_bytes() == (FIXTURES / "v5" / "classique-litige.toml").read_bytes()
    assert run("undo", "--yes", "--file", str(path))[0] == 0
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"schema = {storage.SCHEMA}\nstarted = ")
    assert datetime.fromisoformat(started(path)).timestamp() == 1_700_000_000
    assert json.loads(run("games", "--json")[1])[0]["started"] == started(path)


@pytest.mark.parametrize(
    "value",
    [
        "3",
        '"hier soir"',
        '"2026-12-01T21:30:00"',
        '"2026-13-01T21:30:00+01:00"',
        '"2026-W48-1T21:30:00+01:00"',
        "true",
        "2026-12-01",
    ],
    ids=["number", "words", "no-offset", "no-such-month", "week-date", "bool", "toml-date"],
)
def test_a_start_that_is_not_a_moment_is_refused_in_one_line(isolated: Path, value: str) -> None:
    path = with_start(isolated, value)
    before = path.read_bytes()
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    one_line_error(err)
    assert "started" in err and "a date and time with its offset is expected" in err
    code, _, err = run("hand", "--line", "1 co 90 der 1 -", "--file", str(path))
    assert code == 1 and path.read_bytes() == before


def test_a_start_is_read_in_a_file_of_any_schema(isolated: Path) -> None:
    """A key kept is never dropped unseen: `started` added by hand to a schema-5 file is
    read, and written again."""
    isolated.mkdir()
    path = isolated / "g.toml"
    text = (FIXTURES / "v5" / "classique-litige.toml").read_text(encoding="utf-8")
    moment = "2025-06-01T20:00:00+02:00"
    path.write_text(text.replace("schema = 5\n", f'schema = 5\nstarted = "{moment}"\n'))
    code, out, err = run("undo", "--yes", "--file", str(path))
    assert code == 0 and "Save anyway" not in out, err
    assert started(path) == "2025-06-01T20:00:00.000+02:00"


def test_in_french_the_refusal_says_what_is_expected(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    path = with_start(isolated, '"hier"')
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    one_line_error(err)
    assert "une date et une heure avec leur décalage sont attendues" in err


def test_a_game_saved_before_keeps_its_files_day_once_changed(isolated: Path) -> None:
    """Found by a review: correcting a hand of a schema-5 game moved it to today. Its
    first change writes its file's time as its start: its day stays."""
    isolated.mkdir()
    path = isolated / "old.toml"
    path.write_bytes((FIXTURES / "v5" / "classique-joueurs-donnes.toml").read_bytes())
    noon = datetime(2025, 3, 10, 12, tzinfo=UTC).timestamp()
    os.utime(path, (noon, noon))
    day = ("stats", "--json", "--since", "2025-03-10", "--until", "2025-03-10")
    before = json.loads(run(*day)[1])
    assert set(before["players"]) == {"Alice", "Bob", "Carole", "David"}
    code, _, err = run("edit", "1", "--der", "2", "--file", str(path))
    assert code == 0, err
    assert datetime.fromisoformat(started(path)).timestamp() == noon
    assert set(json.loads(run(*day)[1])["players"]) == set(before["players"])
    today = json.loads(run("stats", "--json", "--since", date.today().isoformat())[1])
    assert today["players"] == {}


def test_a_start_written_as_a_toml_date_time_is_read(isolated: Path) -> None:
    path = with_start(isolated, "2026-12-01T21:30:00Z")
    code, out, err = run("show", "--json", "--file", str(path))
    assert code == 0, err
    assert json.loads(out)["started"] == "2026-12-01T21:30:00.000+00:00"
    with_start(isolated, "2026-12-01T21:30:00")
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    one_line_error(err)
    assert "started 2026-12-01T21:30:00: a date and time with its offset is expected" in err


def test_a_draw_at_a_time_no_clock_gives_is_of_its_files_day(isolated: Path) -> None:
    """Found by a review: a concours log's first draw at year 1 (by hand) made `season`,
    `ratings` and `new --players` fail."""
    drawn_at(isolated, "0001-01-01T00:00:00")
    new = ["new", "--mode", "classique", "--players", "Ana,Bruno,Carole,David"]
    for args in (["season"], ["ratings"], new):
        code, _, err = run(*args)
        assert code == 0, (args, err)
    assert len(json.loads(run("ratings", "--json")[1])["ratings"]) == 4
