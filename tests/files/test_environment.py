"""Ordinary environments a user's machine has (issue 17): an output that is not UTF-8,
standard streams closed, a full disk behind standard output, a data directory named in
another encoding, relative or `~` in BELOTE_HOME, Ctrl-C at any moment. Each is one clear
line and the right exit code, never "unexpected error", never a traceback. Run as the
console script runs: a process of its own (belote_cli.entry)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from belote_cli import storage

BELOTE = [sys.executable, "-m", "belote_cli"]


def belote(
    *args: str, env: dict[str, str] | None = None, **options: object
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(  # type: ignore[no-any-return]
        [*BELOTE, *args],
        capture_output=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        **options,  # type: ignore[call-overload]
    )


@pytest.fixture
def a_game(isolated: Path) -> Path:
    assert belote("new", "--mode", "classique").returncode == 0
    assert belote("hand", "--line", "1 co 90 der 1").returncode == 0
    return next(isolated.glob("*.toml"))


def shell(line: str) -> subprocess.CompletedProcess[bytes]:
    """belote in a shell line (its redirections: `>&-`, `2>/dev/full`)."""
    return subprocess.run(
        f"{sys.executable} -m belote_cli {line}",
        shell=True,
        executable="/bin/bash",
        capture_output=True,
        timeout=60,
    )


def full_device(after: bool = False) -> None:
    """`>/dev/full` only where it is the character device: as root, a shell redirection to a
    /dev/full that is not there would make a regular file of that name (and every later
    run would then find a file, not a full disk). `after` a use: still the device."""
    import stat

    device = os.path.lexists("/dev/full") and stat.S_ISCHR(os.lstat("/dev/full").st_mode)
    assert device or not after, "/dev/full is no longer the character device"
    if not device:
        pytest.skip("no /dev/full character device here: never made by a redirection")


def clean(result: subprocess.CompletedProcess[bytes]) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "unexpected error" not in err, err
    return err


@pytest.mark.parametrize(
    "env",
    [{"PYTHONIOENCODING": "latin-1"}, {"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C"}],
    ids=["latin-1", "ascii", "C"],
)
def test_an_output_that_is_not_utf8_shows_what_it_can(a_game: Path, env: dict[str, str]) -> None:
    for args in (["show"], ["games"], ["hand", "--line", "2 pi 100 der 2"], ["stats"]):
        result = belote(*args, env=env)
        clean(result)
        assert result.returncode == 0, (args, result.stderr)
    shown = belote("show", env=env).stdout.decode("latin-1")
    assert "Nous" in shown and "100" in shown


def test_standard_input_closed_is_an_empty_input(a_game: Path) -> None:
    result = belote("play", stdin=subprocess.DEVNULL, pass_fds=())
    closed = shell("play <&-")
    clean(closed)
    assert closed.returncode == result.returncode == 0
    assert b"saved in" in closed.stdout
    closed = shell("hand <&-")
    assert closed.returncode == 1 and b"aborted: nothing was written" in closed.stderr
    assert len(storage.load(a_game).game.hands) == 1


def test_standard_output_closed_or_full_is_one_line(a_game: Path) -> None:
    full_device()
    before = a_game.read_bytes()
    for redirect, why in ((">&-", "Bad file descriptor"), (">/dev/full", "No space left")):
        shown = shell(f"show {redirect}")
        err = clean(shown)
        assert shown.returncode == 1
        assert err.startswith("belote: the output could not be written (") and why in err
        assert len(err.strip().splitlines()) == 1
    assert a_game.read_bytes() == before
    full_device(after=True)


def test_a_hand_saved_before_its_output_failed_is_a_success(a_game: Path) -> None:
    full_device()
    result = shell("hand --line '2 pi 100 der 2' >/dev/full")
    full_device(after=True)
    err = clean(result)
    assert result.returncode == 0
    assert "the output could not be written (No space left on device); what was recorded" in err
    assert len(storage.load(a_game).game.hands) == 2


def test_a_reader_that_stops_reading_is_no_error(a_game: Path) -> None:
    """A pipe whose reader is gone before belote writes a byte (`| head -1` that already
    had its line): every write to it fails."""
    for args in (["show"], ["hand", "--line", "2 pi 100 der 2"], ["games"]):
        read, write = os.pipe()
        os.close(read)
        result = subprocess.run([*BELOTE, *args], stdout=write, stderr=subprocess.PIPE)
        os.close(write)
        assert result.returncode == 0, (args, result.stderr)
        assert result.stderr == b""
    assert len(storage.load(a_game).game.hands) == 2  # the hand saved


def test_a_data_directory_named_in_another_encoding(tmp_path: Path) -> None:
    home = os.fsencode(tmp_path) + b"/donn\xe9es"  # Latin-1, not UTF-8
    env = {**os.environ, "BELOTE_HOME": os.fsdecode(home)}
    for args in (["new", "--mode", "classique"], ["hand", "--line", "1 co 90 der 1"], ["show"]):
        result = subprocess.run([*BELOTE, *args], capture_output=True, timeout=60, env=env)
        clean(result)
        assert result.returncode == 0, result.stderr
    for name in os.listdir(home):  # old enough to be kept in the games index (not racy)
        if name.endswith(b".toml"):
            os.utime(home + b"/" + name, (1_000_000_000, 1_000_000_000))
    result = subprocess.run([*BELOTE, "games"], capture_output=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    listed = subprocess.run(
        [*BELOTE, "games", "--json"], capture_output=True, timeout=60, env=env
    ).stdout
    assert b"/donn\xe9es/" in listed  # the name's own bytes, as ls shows them
    assert os.path.isdir(home)


def test_belote_home_relative_is_refused_and_tilde_is_the_home(tmp_path: Path) -> None:
    result = belote("new", "--mode", "classique", env={"BELOTE_HOME": "games"}, cwd=tmp_path)
    err = clean(result)
    assert result.returncode == 1
    assert err.strip() == (
        "belote: BELOTE_HOME=games is not an absolute path: give a path from / (or ~/…)"
    )
    assert not (tmp_path / "games").exists()
    env = {"BELOTE_HOME": "~/belote-data", "HOME": str(tmp_path / "me")}
    assert belote("new", "--mode", "classique", env=env, cwd=tmp_path).returncode == 0
    assert len(list((tmp_path / "me" / "belote-data").glob("*.toml"))) == 1
    assert not (tmp_path / "~").exists()


def test_a_relative_xdg_data_home_is_ignored(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": "data", "HOME": str(tmp_path / "me")}
    env.pop("BELOTE_HOME")
    result = subprocess.run(
        [*BELOTE, "new", "--mode", "classique"], capture_output=True, env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert len(list((tmp_path / "me" / ".local" / "share" / "belote").glob("*.toml"))) == 1


@pytest.mark.parametrize("delay", [0.0, 0.005, 0.01, 0.02, 0.04, 0.06, 0.1, 0.2])
def test_ctrl_c_at_any_moment_prints_one_line_and_exits_1(a_game: Path, delay: float) -> None:
    """Every moment a user may press Ctrl-C once belote's code runs: the start-up (the
    import of Typer takes a while), the reading, the save. The moment is counted from the
    import of belote_cli.entry, which -X importtime reports as it happens (before it, the
    interpreter is still starting: Python's own). Whichever moment it is: "aborted" and
    exit 1 -- or, if the hand was saved first, exit 0 -- never a traceback, and the feuille
    whole. Under load a fixed delay lands anywhere: while a class is made, Python wraps the
    KeyboardInterrupt in a RuntimeError (__set_name__), which is "aborted" all the same
    (streams.interrupted; tests/files/test_odd_files_and_options.py raises it so)."""
    process = subprocess.Popen(
        [sys.executable, "-X", "importtime", *BELOTE[1:], "hand", "--line", "2 pi 100 der 2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stderr is not None
    for line in process.stderr:
        if line.rstrip().endswith(b"belote_cli.console"):
            break
    else:
        pytest.fail("belote_cli.console was never imported")
    time.sleep(delay)
    process.send_signal(signal.SIGINT)
    _, rest = process.communicate(timeout=60)
    told = [line for line in rest.splitlines() if line.strip() and b"import time:" not in line]
    assert b"unexpected error" not in rest and b"Traceback" not in rest, told
    hands = len(storage.load(a_game).game.hands)
    if process.returncode == 0:  # it was done before the key was pressed
        assert told == [] and hands == 2, told
    else:
        assert (process.returncode, told) == (1, [b"belote: aborted: nothing was written"])
        assert hands in (1, 2)  # a Ctrl-C after the save's rename: the hand is kept


def test_a_final_flush_that_fails_is_told(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    handler = signal.getsignal(signal.SIGINT)
    try:
        from belote_cli import console, streams  # the console script's module: its handler
    finally:
        signal.signal(signal.SIGINT, handler)

    class Full:
        def flush(self) -> None:
            raise streams.OutputError(28, "No space left on device")

    from belote_cli.storage import disk

    monkeypatch.setattr(disk, "written", [])  # nothing saved by this "process"
    monkeypatch.setattr(sys, "stdout", Full())
    assert console._flushed(0) == 1
    assert "the output could not be written (No space left on device)" in capsys.readouterr().err


def test_a_home_of_an_unknown_user_is_one_line(tmp_path: Path) -> None:
    result = belote("games", env={"BELOTE_HOME": "~nosuchuser-belote/x"})
    err = clean(result)
    assert result.returncode == 1 and "BELOTE_HOME=~nosuchuser-belote/x" in err


def test_a_usage_error_keeps_its_exit_code_when_stderr_is_closed(a_game: Path) -> None:
    full_device()
    for redirect in ("2>&-", "2>/dev/full"):
        result = shell(f"hand --line zz {redirect}")
        assert result.returncode == 2, redirect
    full_device(after=True)
