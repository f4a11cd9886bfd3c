"""Hostile files and values: each is one line naming what is wrong, exit 1 (2 for an option),
quickly, and the file left byte-identical. Nothing crashes, hangs or reads without end."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core import rules
from belote_cli.core.cards import Suit
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings
from tests.helpers import CLASSIC_HAND, one_line_error, run, sheet

HEAD = 'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
HAND = '[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [90, 62]\nder = 1\n'
COMMANDS = (["show"], ["hand", *CLASSIC_HAND], ["undo", "--yes"], ["edit", "1"])


def belote(*args: str, timeout: float = 10) -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own: a hang fails the test instead of stopping
    the run."""
    command = [sys.executable, "-m", "belote_cli", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, input="")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (HEAD.replace("1001", "9" * 5000).encode(), "invalid TOML"),
        (
            HEAD.encode() + b"x = " + b"[" * 100_000 + b"]" * 100_000 + b"\n",
            "nested more than 32 deep",
        ),
        (HEAD.encode() + b"x = " + b"[" * 500 + b"]" * 500 + b"\n", None),  # nested, harmless
        (HEAD.replace("1001", "9" * 4000).encode(), "target 9999"),
        (
            f"{HEAD}teams = [{'[' * 50}1{']' * 50}, 2]\n".encode(),
            "nested more than 32 deep",
        ),
        (f"{HEAD}{HAND}".replace("[90, 62]", "[50, 50, 52]").encode(), "3 values of points"),
    ],
    ids=["5000-digits", "deep-arrays", "nested-ok", "4000-digits", "deep-teams", "3-points"],
)
def test_a_hostile_file_is_one_line_and_stays_byte_identical(
    tmp_path: Path, content: bytes, message: str | None
) -> None:
    path = tmp_path / "hostile.toml"
    path.write_bytes(content)
    for args in COMMANDS:
        result = belote(*args, "--file", str(path))
        if message is None:  # an unknown field is ignored: the file is a feuille
            continue
        assert result.returncode == 1, (args, result.stdout, result.stderr)
        one_line_error(result.stderr)
        assert str(path) in result.stderr
        assert message in result.stderr
        assert len(result.stderr) < 400
        assert path.read_bytes() == content


@pytest.mark.parametrize("kind", ["fifo", "folder", "device", "too-large"])
def test_what_is_not_a_feuille_file_is_refused_without_reading_it(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "odd.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        path = Path("/dev/zero")
    else:
        with path.open("wb") as out:  # sparse: nothing is written but its size
            out.truncate(storage.disk.MAX_BYTES + 1)
    for args in COMMANDS:
        result = belote(*args, "--file", str(path))
        one_line_error(result.stderr)
        assert str(path) in result.stderr
        if kind == "folder":  # --file names a file: a usage error
            assert result.returncode == 2, (args, result.stderr)
            assert "is a directory" in result.stderr
            continue
        assert result.returncode == 1, (args, result.stderr)
        most = storage.disk.MAX_BYTES // 2**20
        expected = f"is larger than {most} MB" if kind == "too-large" else "is not a regular file"
        assert expected in result.stderr


def test_a_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    content = b"\xef\xbb\xbf" + f"{HEAD}{HAND}".encode()
    path.write_bytes(content)
    assert sheet(path)["totals"] == [100, 62]
    assert path.read_bytes() == content  # shown, not rewritten
    code, _, err = run("hand", *CLASSIC_HAND, "--file", str(path))
    assert code == 0, err
    assert not path.read_bytes().startswith(b"\xef\xbb\xbf")


@pytest.mark.parametrize(
    ("schema", "shown"),
    [("0", "0"), ("-1", "-1"), ('"1"', "'1'"), ("true", "True"), ("1.0", "1.0")],
)
def test_a_wrong_schema_says_its_value_is_wrong(tmp_path: Path, schema: str, shown: str) -> None:
    path = tmp_path / "g.toml"
    path.write_text(HEAD.replace("schema = 1", f"schema = {schema}"))
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    assert f"schema = {shown}: a whole number from 1 is expected" in err
    assert "missing" not in err


def test_belote_home_naming_a_file_is_not_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home-file"
    home.write_text("x")
    monkeypatch.setenv("BELOTE_HOME", str(home))
    for args in (["show"], ["new", "--mode", "faits"], ["hand", *CLASSIC_HAND]):
        code, _, err = run(*args)
        assert code == 1, args
        one_line_error(err)
        assert f"{home} is not a folder: BELOTE_HOME must name a folder" in err
    assert home.read_text() == "x"


@pytest.mark.parametrize(
    "args",
    [
        ["hand", "--points", "1=" + "9" * 5000],
        ["hand", "--taker", "x" * 5000],
        ["new", "--mode", "m" * 5000],
        ["new", "--target", "9" * 5000],
        ["count", "--trump", "co", "X" * 5000],
    ],
    ids=["points", "taker", "mode", "target", "card"],
)
def test_a_huge_option_value_is_echoed_cut(args: list[str]) -> None:
    run("new", "--mode", "classique")
    result = belote(*args)
    assert result.returncode == 2, result.stderr
    one_line_error(result.stderr)
    assert len(result.stderr) < 300  # the value cut (…), or not echoed at all


def test_a_read_only_feuille_is_not_replaced(isolated: Path) -> None:
    run("new", "--mode", "classique")
    path = next(isolated.glob("*.toml"))
    path.chmod(0o444)
    before = path.read_bytes()
    code, _, err = run("hand", *CLASSIC_HAND)
    assert code == 1
    one_line_error(err)
    assert "is read-only: nothing was written (chmod u+w to write in it)" in err
    assert path.read_bytes() == before
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_an_empty_pile_is_refused_as_count_refuses_no_cards() -> None:
    run("new", "--mode", "classique")
    base = ["--taker", "1", "--suit", "coeur", "--der", "1", "--belote", "none"]
    code, _, err = run("hand", *base, "--capot", "none", "--annonces", "none", "--cards", "1=")
    assert code == 2
    assert "--cards: no card given: a team that took no trick is capot" in err


@pytest.mark.parametrize(
    ("name", "accepted"),
    [
        ("👨‍👩‍👧‍👦 Famille", True),  # one sign: people joined by zero-width joiners
        ("🇫🇷 Les Bleus", True),
        ("Zoë & Chloé", True),
        ("x" * 60, True),
        ("x" * 61, False),
        ("🇫🇷" * 60, True),  # 60 flags are 60 signs, 120 code points
        ("x" * 100_000, False),
        ("A\tB", False),
        ("A\u202eB", False),  # a bidi override would turn the sheet's line around
        ("None", False),  # `--belote none` must keep its meaning
    ],
)
def test_team_names_are_counted_in_signs(name: str, accepted: bool) -> None:
    code, _, err = run("new", "--mode", "faits", "--team1", name)
    assert (code == 0) is accepted, err
    if not accepted:
        one_line_error(err)
        assert len(err) < 300


def test_a_long_game_loads_and_refuses_in_one_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 9: a 2,500-hand file with one hand after the win took 31 s to refuse, rescoring
    hands 1..n for each n. Each hand is now scored once (timings: benchmarks/)."""
    hands = 2500
    settings = make_settings(Mode.ANNONCES, target=100_000)  # 80 a hand, taken in turn
    takers = [Team.ONE, Team.TWO] * hands
    game = Game(
        settings,
        tuple(
            HandFacts(taker, Suit.COEUR, points=100, der=taker, contract=80)
            for taker in takers[: hands - 1]
        ),
    )
    assert game.winner is Team.ONE  # 1250 × 80 = 100,000 at hand 2499
    document = storage.to_document(game)
    document["hands"].append(dict(document["hands"][-1]))  # one hand too many
    path = tmp_path / "long.toml"
    import tomli_w

    path.write_text(tomli_w.dumps(document))
    calls = 0
    scored = rules.score_hand

    def counting(*args: object) -> object:
        nonlocal calls
        calls += 1
        return scored(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("belote_cli.core.game.score_hand", counting)
    with pytest.raises(storage.StorageError) as error:
        storage.load(path)
    assert error.value.key == "bad_hand_in_file"
    assert error.value.params["number"] == hands
    assert calls <= hands
