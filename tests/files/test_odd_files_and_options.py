"""Odd files and options (found in issue 32): a forced write never replaces what is not a
regular file (a device, a FIFO, a socket), the server's key is its owner's from its first
byte, CSV neutralises look-alike formula starts, a Ctrl-C Python wrapped is "aborted", and
odd files or options are one line: a forfeit at a table that is not there, a negative
--limit or --port, a name of 1,000,000 signs, two games whose short ids are the same.

The machine's /dev nodes are never put at risk, even by a regression: /dev/null and
/dev/full are only written into (no --force: at worst refused), /dev/full only when it is
the character device (checked before and after); --force and disk.replace meet copies of
them made in tmp_path, FIFOs and sockets made there too."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.storage import disk, keys, library
from belote_cli.storage.errors import StorageError
from belote_cli.streams import interrupted
from belote_cli.text.spreadsheet import FORMULA_STARTS, cell
from tests.helpers import CLASSIC_HAND, one_line_error, run, usage_error

BELOTE = [sys.executable, "-m", "belote_cli"]


def belote(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own: a hang fails the test, never the run."""
    return subprocess.run(
        [*BELOTE, *args], capture_output=True, text=True, timeout=timeout, input=""
    )


@pytest.fixture
def a_game() -> None:
    assert run("new", "--mode", "classique")[0] == 0
    assert run("hand", *CLASSIC_HAND)[0] == 0


def is_char_device(path: str | Path) -> bool:
    return stat.S_ISCHR(os.lstat(path).st_mode)


@pytest.fixture
def dev_full() -> Iterator[str]:
    """/dev/full, only when it is the character device: never a name to create or replace."""
    if not os.path.lexists("/dev/full") or not is_char_device("/dev/full"):
        pytest.skip("no /dev/full character device here")
    yield "/dev/full"
    assert is_char_device("/dev/full")


def device_copy(tmp_path: Path, name: str) -> Path:
    """A device to force a write on: a copy of /dev/NAME made in tmp_path (what a regression
    would replace is that copy, never the machine's node); where no device can be made or
    opened there (no root, a file system without devices), the machine's own only when its
    folder cannot be written (then nothing can replace it), else the test is skipped."""
    number = os.lstat(f"/dev/{name}").st_rdev
    copy = tmp_path / name
    try:
        os.mknod(copy, stat.S_IFCHR | 0o666, number)
        os.close(os.open(copy, os.O_WRONLY))
        return copy
    except OSError:
        pass
    if os.access("/dev", os.W_OK):
        pytest.skip("no device can be made here, and /dev could be written: not risked")
    return Path("/dev") / name


# --- 1. a forced write replaces only a regular file ------------------------------------


@pytest.mark.usefixtures("a_game")
def test_a_full_device_is_one_line_and_stays_a_device(dev_full: str, tmp_path: Path) -> None:
    """Written into (no --force needed: nothing is replaced); with --force, on a copy of the
    device: what a regression would replace is not the machine's."""
    for path, force in ((dev_full, []), (str(device_copy(tmp_path, "full")), ["--force"])):
        result = belote("export", "--format", "csv", "--output", path, *force)
        one_line_error(result.stderr)
        assert result.returncode == 1
        assert f"cannot write {path} (No space left on device)" in result.stderr
        assert is_char_device(path)


@pytest.mark.usefixtures("a_game")
def test_dev_null_is_written_into_never_replaced(tmp_path: Path) -> None:
    assert is_char_device("/dev/null")
    for path, force in (("/dev/null", []), (str(device_copy(tmp_path, "null")), ["--force"])):
        for args in (["export", "--format", "json"], ["stats", "--csv"]):
            result = belote(*args, "--output", path, *force)
            assert (result.returncode, result.stdout, result.stderr) == (0, "", ""), args
            assert is_char_device(path)
    assert is_char_device("/dev/null")


@pytest.mark.usefixtures("a_game")
def test_the_standard_output_by_its_name_is_the_standard_output() -> None:
    """/dev/stdout (a link to a pipe here) is written into; with --force, /dev/fd/1, whose
    folder nothing could be made in (a regression would be refused, not replace it)."""
    for path, force in (("/dev/stdout", []), ("/dev/fd/1", ["--force"])):
        if not os.path.exists(path):
            continue
        result = belote("export", "--format", "csv", "--output", path, *force)
        assert (result.returncode, result.stderr) == (0, "")
        assert result.stdout.startswith("number,kind,")
        assert os.path.islink(path) or is_char_device(path)


def test_a_concours_export_to_the_standard_output_by_its_name_says_nothing_after_it() -> None:
    assert run("concours", "new", "Club")[0] == 0
    result = belote("concours", "export", "--format", "csv", "--output", "/dev/stdout")
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines() == [result.stdout.splitlines()[0]]  # the header alone
    assert result.stdout.startswith("Rank,")


@pytest.mark.usefixtures("a_game")
def test_a_fifo_nobody_reads_is_refused_at_once_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "out.csv"
    os.mkfifo(fifo)
    for force in ([], ["--force"]):
        result = belote("export", "--format", "csv", "--output", str(fifo), *force, timeout=20)
        one_line_error(result.stderr)
        assert result.returncode == 1
        assert f"no program reads from {fifo} (a FIFO)" in result.stderr
        assert stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.usefixtures("a_game")
def test_a_fifo_with_a_reader_is_written_into(tmp_path: Path) -> None:
    fifo = tmp_path / "out.csv"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # there before belote writes
    try:
        code, out, err = run("export", "--format", "csv", "--output", str(fifo), "--force")
        assert (code, out, err) == (0, "", "")
        got = os.read(reader, 1 << 16)
    finally:
        os.close(reader)
    assert got.startswith(b"number,kind,") and got.endswith(b"\n")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert sorted(os.listdir(tmp_path)) == ["home", "out.csv"]  # no temporary file left


@pytest.mark.usefixtures("a_game")
def test_a_socket_is_refused_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        for force in ([], ["--force"]):
            code, _, err = run("export", "--format", "csv", "--output", str(path), *force)
            one_line_error(err)
            assert code == 1 and "is a socket or a disk device" in err
            assert stat.S_ISSOCK(path.lstat().st_mode)
    finally:
        server.close()


def test_atomic_replacement_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    """Defence in depth: disk.replace itself, whoever calls it."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(StorageError) as refused:
        disk.replace(fifo, b"data")
    assert refused.value.key == "not_replaced"
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert os.listdir(tmp_path) == ["fifo"]  # its temporary file gone
    # a link is still replaced by the file, its target left alone; a file keeps its mode
    target, link, plain = tmp_path / "target", tmp_path / "link", tmp_path / "plain"
    target.write_bytes(b"target")
    link.symlink_to(target)
    disk.replace(link, b"new")
    assert link.read_bytes() == b"new" and not link.is_symlink()
    assert target.read_bytes() == b"target"
    plain.write_bytes(b"old")
    plain.chmod(0o640)
    disk.replace(plain, b"new")
    assert stat.S_IMODE(plain.stat().st_mode) == 0o640


def test_disk_replace_refuses_a_device_without_touching_it(tmp_path: Path) -> None:
    device = device_copy(tmp_path, "null")
    with pytest.raises(StorageError) as refused:
        disk.replace(device, b"")
    assert refused.value.key == "not_replaced"
    assert is_char_device(device)


# --- 2. the server's key is its owner's from the first byte -----------------------------


def test_the_key_file_is_never_readable_by_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its temporary file's mode is set while it is empty, and is 0600 when it is renamed:
    a belote killed at any step leaves nothing another user could read."""
    seen: list[tuple[str, int, int]] = []
    fchmod, replace = os.fchmod, os.replace

    def spied_fchmod(fd: int, mode: int) -> None:
        seen.append(("mode set", os.fstat(fd).st_size, mode))
        fchmod(fd, mode)

    def spied_replace(source: Any, target: Any) -> None:
        seen.append(("renamed", os.stat(source).st_size, stat.S_IMODE(os.stat(source).st_mode)))
        replace(source, target)

    monkeypatch.setattr(os, "fchmod", spied_fchmod)
    monkeypatch.setattr(os, "replace", spied_replace)
    mask = os.umask(0)  # nothing the umask would take away: the mode is belote's own
    try:
        key = keys.server_key(tmp_path)
    finally:
        os.umask(mask)
    assert seen == [("mode set", 0, 0o600), ("renamed", keys.KEY_BYTES, 0o600)]
    path = tmp_path / keys.KEY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert keys.server_key(tmp_path) == key


def test_a_key_left_readable_by_an_older_belote_is_made_private_and_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / keys.KEY_FILE
    path.write_bytes(b"k" * keys.KEY_BYTES)
    path.chmod(0o644)
    assert keys.server_key(tmp_path) == b"k" * keys.KEY_BYTES  # the sheets' codes stay good
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


# --- 3. look-alike formula starts --------------------------------------------------------

# Every character whose compatibility form starts with a formula sign (＝ ＋ － ＠ ﹦ ⁺ …)
LOOK_ALIKES = [
    char
    for char in map(chr, range(0x80, sys.maxunicode + 1))
    if not 0xD800 <= ord(char) <= 0xDFFF
    and unicodedata.normalize("NFKC", char).startswith(FORMULA_STARTS)
]


def test_the_full_width_signs_are_look_alikes() -> None:
    assert {"＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫", "⁺", "⁼"} <= set(LOOK_ALIKES)


@given(st.sampled_from(LOOK_ALIKES), st.text(max_size=20))
def test_a_cell_starting_with_a_look_alike_of_a_sign_is_text(first: str, rest: str) -> None:
    assert cell(first + rest) == "'" + first + rest


@given(st.text(st.sampled_from(LOOK_ALIKES) | st.characters(), min_size=1, max_size=20))
def test_a_cell_is_neutralised_exactly_when_its_start_is_a_sign(text: str) -> None:
    start = unicodedata.normalize("NFKD", text[0])
    assert (cell(text) != text) == start.startswith(FORMULA_STARTS)


def test_a_full_width_formula_in_a_name_reaches_no_spreadsheet() -> None:
    run("new", "--mode", "classique", "--team1", "＝1+1", "--team2", "＠SUM(A1)")
    run("hand", *CLASSIC_HAND)
    run("hand", "--line", "2 pi 100 der 2")
    code, out, err = run("export", "--format", "csv")
    assert code == 0, err
    assert "'＝1+1" in out and "'＠SUM(A1)" in out


# --- 4. a Ctrl-C, whatever Python wrapped it in -----------------------------------------


def _chained(error: BaseException, cause: BaseException, how: str) -> BaseException:
    try:
        try:
            raise cause
        except BaseException as inner:
            if how == "cause":
                raise error from inner
            raise error  # noqa: B904 -- its __context__ is the point
    except BaseException as outer:
        return outer


class _Pressed:
    def __set_name__(self, owner: type, name: str) -> None:
        raise KeyboardInterrupt  # as a Ctrl-C landing while a class (a dataclass) is made


def test_a_keyboard_interrupt_anywhere_in_the_chain_is_a_ctrl_c() -> None:
    assert interrupted(KeyboardInterrupt())
    assert interrupted(_chained(RuntimeError("set_name"), KeyboardInterrupt(), "cause"))
    assert interrupted(_chained(ValueError("in a handler"), KeyboardInterrupt(), "context"))
    deep = _chained(TypeError(), _chained(OSError(), KeyboardInterrupt(), "cause"), "context")
    assert interrupted(deep)
    assert interrupted(BaseExceptionGroup("tasks", [ValueError(), KeyboardInterrupt()]))
    assert not interrupted(_chained(RuntimeError(), ValueError(), "cause"))
    assert not interrupted(ExceptionGroup("tasks", [ValueError()]))
    looped = RuntimeError()
    looped.__context__ = ValueError()
    looped.__context__.__context__ = looped
    assert not interrupted(looped)
    try:
        type("Made", (), {"field": _Pressed()})
    except BaseException as error:  # RuntimeError on Python 3.11, the interrupt itself after
        assert interrupted(error)


@pytest.mark.parametrize(
    "raised",
    [
        lambda: _chained(RuntimeError("Error calling __set_name__"), KeyboardInterrupt(), "cause"),
        lambda: _chained(ValueError(), KeyboardInterrupt(), "context"),
    ],
    ids=["set_name", "context"],
)
def test_a_wrapped_ctrl_c_in_a_command_is_aborted(
    raised: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from belote_cli.cli import main
    from belote_cli.commands import games

    def pressed(**_: object) -> None:
        raise raised()

    monkeypatch.setattr(games, "games", pressed)
    monkeypatch.setattr(sys, "argv", ["belote", "games"])
    with pytest.raises(SystemExit) as done:
        main()
    assert done.value.code == 1
    assert capsys.readouterr().err == "\nbelote: aborted: nothing was written\n"


def test_a_group_holding_a_ctrl_c_is_aborted_by_the_console_script(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    handler = signal.getsignal(signal.SIGINT)
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)
    try:
        from belote_cli import cli, console, streams

        assert console._interrupted == []  # else main() would end this process
        monkeypatch.setattr(streams, "prepare", lambda: None)

        def pressed() -> None:
            raise BaseExceptionGroup("tasks", [KeyboardInterrupt()])

        monkeypatch.setattr(cli, "main", pressed)
        with pytest.raises(SystemExit) as done:
            console.main()
    finally:
        signal.signal(signal.SIGINT, handler)
    assert done.value.code == 1
    assert capsys.readouterr().err == "\nbelote: aborted: nothing was written\n"


def test_a_ctrl_c_lost_in_a_finaliser_is_pressed_again() -> None:
    handler = signal.getsignal(signal.SIGINT)
    pressed: list[int] = []
    try:
        from belote_cli import console

        signal.signal(signal.SIGINT, lambda number, frame: pressed.append(number))

        class Dying:
            def __del__(self) -> None:
                raise KeyboardInterrupt

        hook = sys.unraisablehook
        sys.unraisablehook = console._unraisable
        try:
            Dying()
            for _ in range(100):  # the handler runs at the next instruction checked
                if pressed:
                    break
                time.sleep(0.01)
        finally:
            sys.unraisablehook = hook
    finally:
        signal.signal(signal.SIGINT, handler)
    assert pressed == [signal.SIGINT]


# --- 5. odd files, odd options, colliding ids -------------------------------------------


def _concours_with_a_withdrawal(home: Path) -> Path:
    assert run("concours", "new", "Club")[0] == 0
    for name in ("A", "B", "C", "D"):
        assert run("concours", "team", "add", name)[0] == 0
    assert run("concours", "draw")[0] == 0
    code, _, err = run("concours", "team", "withdraw", "1")
    assert code == 0, err
    (path,) = (home / "concours").glob("*.toml")
    assert re.search(r"forfeited = [12]\b", path.read_text())
    return path


@pytest.mark.parametrize("table", ["99", "0", "-1", "2"])
def test_a_forfeit_at_a_table_that_is_not_there_is_a_bad_file(isolated: Path, table: str) -> None:
    path = _concours_with_a_withdrawal(isolated)
    text = path.read_text()
    seated = re.search(r"forfeited = ([12])\b", text)
    assert seated is not None
    other = "1" if seated[1] == "2" else "2"  # the table that does not seat team 1
    edited = text.replace(seated[0], f"forfeited = {other if table == '2' else table}")
    path.write_text(edited)
    for args in (["concours", "show"], ["concours", "team", "reinstate", "1"]):
        code, _, err = run(*args)
        one_line_error(err)
        assert code == 1 and str(path) in err and "is not a readable concours" in err, err
        assert "forfeited at table" in err and "unexpected" not in err
    assert path.read_text() == edited


def test_a_forfeit_corrected_since_still_reads(isolated: Path) -> None:
    path = _concours_with_a_withdrawal(isolated)
    seated = re.search(r"forfeited = ([12])\b", path.read_text())
    assert seated is not None
    code, _, err = run("concours", "result", seated[1], "1000", "944", "--force")
    assert code == 0, err
    assert run("concours", "show")[0] == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_negative_limit_is_a_usage_error(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", lang)
    code, _, err = run("games", "--limit", "-5")
    one_line_error(err)
    assert code == 2
    said = {
        "en": "belote: --limit: -5: a number of games from 0 is expected (0: all).",
        "fr": "belote: --limit: -5 : un nombre de parties à partir de 0 est attendu",
    }[lang]
    assert err.replace("\u00a0", " ").startswith(said), err


@pytest.mark.usefixtures("a_game")
def test_a_limit_larger_than_any_list_is_all() -> None:
    code, out, err = run("games", "--limit", "99999999999999999999999", "--json")
    assert code == 0 and out.count('"id"') == 1, err


@pytest.mark.parametrize("port", ["0", "-1", "65536", "99999999999999999999"])
def test_a_port_that_is_not_one_is_a_usage_error(
    port: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    err = usage_error(["serve", "--port", port], monkeypatch, capsys)
    one_line_error(err)
    assert "--port" in err and "unexpected" not in err
    if port != "99999999999999999999":  # not a number Typer takes: its own words
        assert f"{port}: a port from 1 to 65535 is expected" in err


LONG = "x" * 1_000_000


def test_a_name_of_a_million_signs_in_a_feuille_is_a_bad_file(isolated: Path) -> None:
    run("new", "--mode", "classique", "--players", "Anne,Bea,Carl,Dan")
    (path,) = isolated.glob("*.toml")
    text = path.read_text().replace('"Anne"', f'"{LONG}"', 1)
    path.write_text(text)
    started = time.perf_counter()
    for args in (["show"], ["hand", *CLASSIC_HAND], ["export", "--format", "csv"]):
        code, _, err = run(*args)
        one_line_error(err)
        assert code == 1 and str(path) in err and "name too long: 60 signs at most" in err
    assert time.perf_counter() - started < 10
    assert path.read_text() == text


def test_a_name_of_a_million_signs_in_a_concours_is_a_bad_file(isolated: Path) -> None:
    assert run("concours", "new", "Club", "--parties", "1")[0] == 0
    for team in ("A", "B", "C", "D"):
        assert run("concours", "team", "add", team, "--players", f"{team}1,{team}2")[0] == 0
    run("concours", "draw")
    for table in ("1", "2"):
        assert run("concours", "result", table, "1000", "944", "--force")[0] == 0
    (path,) = (isolated / "concours").glob("*.toml")
    path.write_text(path.read_text().replace('"A1"', f'"{LONG}"', 1))
    started = time.perf_counter()
    code, _, err = run("concours", "show")
    one_line_error(err)
    assert code == 1 and str(path) in err and "name too long" in err
    code, out, err = run("season")  # a broken concours counts for nothing, at once
    assert code == 0 and LONG[:100] not in out, err
    assert time.perf_counter() - started < 10


def test_a_typed_name_of_a_million_signs_is_refused_at_once() -> None:
    started = time.perf_counter()
    code, _, err = run("new", "--mode", "classique", "--team1", LONG, "--team2", "B")
    assert code == 2 and "name too long: 60 signs at most" in err
    assert time.perf_counter() - started < 5


# Two names whose ids share their first 8 hex digits (67d56370…): found once, kept
TWINS = ("partie-20261201-033129", "partie-20261201-071963")


@pytest.fixture
def twins(isolated: Path) -> tuple[Path, Path]:
    run("new", "--mode", "classique")
    (made,) = isolated.glob("*.toml")
    paths = tuple(isolated / f"{stem}.toml" for stem in TWINS)
    for n, path in enumerate(paths):
        shutil.copy(made, path)
        os.utime(path, (1_000_000_000 + n, 1_000_000_000 + n))
    made.unlink()
    assert library.game_id(paths[0]) == library.game_id(paths[1])
    return paths[0], paths[1]


def test_colliding_ids_are_listed_long_enough_to_choose(twins: tuple[Path, Path]) -> None:
    ids = library.unique_ids(twins)
    assert [len(ids[path]) for path in twins] == [9, 9] and ids[twins[0]] != ids[twins[1]]
    code, out, err = run("games", "--json")
    assert code == 0, err
    listed = {found["path"]: found["id"] for found in json.loads(out)}
    assert listed == {str(path): ids[path] for path in twins}
    code, out, _ = run("games")
    assert ids[twins[0]] in out and ids[twins[1]] in out
    code, _, err = run("show", "--game", library.game_id(twins[0]))
    one_line_error(err)
    assert code == 1 and f"names several games ({ids[twins[1]]}, {ids[twins[0]]})" in err
    for path in twins:
        code, out, err = run("export", "--format", "json", "--game", ids[path])
        assert code == 0, err


def test_colliding_ids_are_deleted_and_restored_by_a_longer_prefix(
    twins: tuple[Path, Path],
) -> None:
    ids = library.unique_ids(twins)
    code, _, err = run("delete", ids[twins[0]], "--yes")
    assert code == 0, err
    assert not twins[0].exists() and twins[1].exists()
    assert run("restore", library.full_id(twins[0])[:12])[0] == 0
    assert twins[0].exists()


def test_delete_restore_and_export_take_a_file(isolated: Path, twins: tuple[Path, Path]) -> None:
    code, _, err = run("delete", "--file", str(twins[1]), "--yes")
    assert code == 0, err
    trashed = isolated / "trash" / twins[1].name
    assert trashed.exists() and twins[0].exists()
    code, _, err = run("restore", "--file", str(trashed))
    assert code == 0, err
    assert twins[1].exists()
    code, out, err = run("export", "--format", "json", "--file", str(twins[0]))
    assert code == 0 and out.startswith("{"), err


def test_delete_and_restore_take_an_id_or_a_file_of_the_data_directory(
    tmp_path: Path, twins: tuple[Path, Path]
) -> None:
    elsewhere = tmp_path / "copy.toml"
    shutil.copy(twins[0], elsewhere)
    for args, code, said in [
        (["delete", "--yes"], 2, "a game's id or --file PATH"),
        (["delete", "abc", "--file", str(twins[0]), "--yes"], 2, "a game's id or --file PATH"),
        (["delete", "--file", str(elsewhere), "--yes"], 1, "is not a game of the data"),
        (["restore", "--file", str(twins[0])], 1, "is not a game in the trash"),
        (["restore"], 2, "a game's id or --file PATH"),
    ]:
        found, _, err = run(*args)
        one_line_error(err)
        assert found == code and said in err, (args, err)
    assert twins[0].exists() and twins[1].exists() and elsewhere.exists()
