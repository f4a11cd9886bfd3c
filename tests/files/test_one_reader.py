"""One TOML reader for every file belote reads (storage.tomltext.parse), with the same
bounds whatever the file: a rule profile, the league's outbox and settings as a feuille. A
hostile file is refused in one line within seconds, never read for ever or to a traceback,
and left as it was (issue 45)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from belote_cli.storage import outbox
from belote_cli.storage.errors import StorageError
from tests.helpers import run

PROFILE = 'name = "club"\nversion = 1\nsource = "the club\'s own rules"\ncounting = "faits"\n'
HOSTILE = {
    "dotted-key": PROFILE + "x" + ".x" * 20_000 + " = 1\n",  # 40 KB: 23 s and 1.6 GB once
    "nested": PROFILE + "x = " + "[" * 1_000 + "]" * 1_000 + "\n",  # 2 KB: RecursionError once
    "nested-tables": PROFILE + "x = " + "{a = " * 500 + "1" + "}" * 500 + "\n",
}


def _belote(*args: str, cwd: Path, timeout: float = 20) -> subprocess.CompletedProcess[str]:
    """The console script, as a user runs it, in its own process."""
    command = [sys.executable, "-m", "belote_cli", *args]
    env = dict(os.environ, BELOTE_LANG="en")
    return subprocess.run(
        command, capture_output=True, text=True, timeout=timeout, cwd=cwd, env=env, input=""
    )


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_profile_is_refused_in_one_line_within_seconds(
    kind: str, tmp_path: Path
) -> None:
    path = tmp_path / "club.toml"
    path.write_text(HOSTILE[kind], encoding="utf-8")
    before = path.read_bytes()
    start = time.monotonic()
    done = _belote("new", "--profile", str(path), "--yes", cwd=tmp_path)
    assert time.monotonic() - start < 15
    assert done.returncode == 1, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr and "unexpected error" not in done.stderr
    assert str(path) in done.stderr
    assert path.read_bytes() == before
    assert not list((tmp_path / "home").glob("*.toml"))  # no game made (BELOTE_HOME)


def test_a_profile_that_is_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    """A named pipe nobody writes to would hold a plain open() for ever."""
    fifo = tmp_path / "club.toml"
    os.mkfifo(fifo)
    start = time.monotonic()
    done = _belote("new", "--profile", str(fifo), "--yes", cwd=tmp_path, timeout=10)
    assert time.monotonic() - start < 8
    assert done.returncode == 1
    assert "is not a regular file" in done.stderr, done.stderr


def test_a_profile_past_its_size_is_refused_by_its_rule(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text(PROFILE + "# " + "x" * 70_000 + "\n", encoding="utf-8")
    code, _, err = run("new", "--profile", str(path), "--yes")
    assert code == 1 and "64 KiB" in err.replace("\u202f", " ").replace("\xa0", " "), err


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_file_in_the_outbox_is_refused_by_name(kind: str) -> None:
    """The league's outbox and settings go through the same reader: one bad file is a
    refusal naming it, never a RecursionError -- and never blocks the others (issue 46)."""
    outbox.queue("http://127.0.0.1:9", "someone", "Jeudi", b"kept = 1\n")
    poisoned = outbox.folder() / "poisoned.toml"
    poisoned.write_text(HOSTILE[kind], encoding="utf-8")
    found, bad = outbox.scanned()
    assert [entry.name for entry in found] == ["Jeudi"]
    assert [refusal.key for refusal in bad] in (["long_key"], ["too_deep"])
    assert bad[0].params["path"] == poisoned
    outbox.config_path().write_text(HOSTILE[kind], encoding="utf-8")
    with pytest.raises(StorageError) as refused:
        outbox.known(None)
    assert refused.value.key in ("long_key", "too_deep")


def test_a_feuille_and_a_profile_nested_as_belote_writes_them_still_read() -> None:
    """The depth bound is far above what belote writes: its own files read as before."""
    assert run("new", "--profile", "ffb-contree-2016-faits")[0] == 0
    assert run("hand", "--line", "1 110co 103 der 1 bel 1")[0] == 0
    code, out, err = run("show")
    assert code == 0, err
    assert "110" in out
