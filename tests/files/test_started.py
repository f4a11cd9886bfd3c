"""When a game was started (schema 6): written by every command that starts one, kept by
every change, given by `games --json`, and checked when read -- a game saved before has
none, and is of its file's time."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from belote_cli import storage
from tests.helpers import FIXTURES, one_line_error, run


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
    assert tomllib.loads(path.read_text(encoding="utf-8"))["schema"] == storage.SCHEMA == 6


def test_a_rematch_is_a_game_started_anew(isolated: Path) -> None:
    run("new", "--mode", "classique", "--donnes", "1")
    run("hand", "--line", "1 co 90 der 1 -")
    first = next(isolated.glob("*.toml"))
    code, _, err = run("rematch")
    assert code == 0, err
    (second,) = set(isolated.glob("*.toml")) - {first}
    assert datetime.fromisoformat(started(second)) > datetime.fromisoformat(started(first))


def test_a_game_saved_before_keeps_having_no_start(isolated: Path) -> None:
    isolated.mkdir()
    path = isolated / "old.toml"
    path.write_bytes((FIXTURES / "v5" / "classique-litige.toml").read_bytes())
    assert run("undo", "--yes", "--file", str(path))[0] == 0
    text = path.read_text(encoding="utf-8")
    assert text.startswith("schema = 6\nmode = ") and "started" not in text
    assert json.loads(run("games", "--json")[1])[0]["started"] is None


@pytest.mark.parametrize(
    "value",
    ["3", '"hier soir"', '"2026-12-01T21:30:00"', '"2026-13-01T21:30:00+01:00"', "true"],
    ids=["number", "words", "no-offset", "no-such-month", "bool"],
)
def test_a_start_that_is_not_a_moment_is_refused_in_one_line(isolated: Path, value: str) -> None:
    isolated.mkdir()
    path = isolated / "g.toml"
    fixture = (FIXTURES / "v6" / "classique-litige.toml").read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^started = .*$", f"started = {value}", fixture))
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
    isolated.mkdir()
    path = isolated / "g.toml"
    fixture = (FIXTURES / "v6" / "classique-litige.toml").read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^started = .*$", 'started = "hier"', fixture))
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    one_line_error(err)
    assert "une date et une heure avec leur décalage sont attendues" in err
