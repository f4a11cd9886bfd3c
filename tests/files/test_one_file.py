"""One small file or link never breaks the whole program (issue 17): a key that makes
Python's TOML parser quadratic, a looping link in the data directory or the concours
folder, a hand-edited feuille whose comments a save would drop."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
import tomli_w

from belote_cli import storage
from belote_cli.core.facts import Mode, Rounding
from belote_cli.core.profile import as_table, mapped
from belote_cli.storage import concours as store
from belote_cli.storage import library, paths, tomltext
from tests.helpers import CLASSIC_HAND, FIXTURES, one_line_error, run, sheet

BELOTE = [sys.executable, "-m", "belote_cli"]
HEAD = 'schema = 4\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
HAND = '[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [90, 62]\nder = 1\n'


def limited(*args: str, memory: int = 600 * 2**20) -> subprocess.CompletedProcess[str]:
    """belote in a process that may take `memory` bytes at most: a parse that needed
    gigabytes would fail here instead of being refused in one line."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run(
        [*BELOTE, *args], capture_output=True, text=True, timeout=60, preexec_fn=limit
    )


@pytest.mark.parametrize(
    "key",
    [
        "a." * 20_000 + "a = 1",
        '"a".' * 10_000 + '"a" = 1',
        "[" + "a . " * 20_000 + "a]",
        "[[" + "b." * 20_000 + "b]]",
        "x = {" + "a." * 20_000 + "a = 1}",
    ],
    ids=["bare", "quoted", "table", "array-of-tables", "inline"],
)
def test_a_key_of_thousands_of_parts_is_refused_at_once(isolated: Path, key: str) -> None:
    isolated.mkdir(parents=True)
    path = isolated / "dotted.toml"
    content = f"{HEAD}{key}\n".encode()
    path.write_bytes(content)
    result = limited("show", "--file", str(path))
    assert result.returncode == 1, result.stderr
    one_line_error(result.stderr)
    assert "a key of more than 16 parts" in result.stderr
    listed = limited("games", "--all", "--json")
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout)[0]["status"] == "broken"
    assert path.read_bytes() == content


def test_dots_in_a_note_or_a_name_are_not_a_key(tmp_path: Path) -> None:
    dotted = ".".join("abcdefghijklmnopqrstuvwxyz")
    text = (
        f'{HEAD}teams = ["{dotted}", "Eux"]\n{HAND}'
        f'[[hands]]\nkind = "manual"\nmanual = [10, 0]\nnote = "{dotted} # not a comment"\n'
    )
    path = tmp_path / "g.toml"
    path.write_text(text)
    assert sheet(path)["teams"] == [dotted, "Eux"]
    assert not tomltext.has_comments(text.encode())
    assert run("hand", *CLASSIC_HAND, "--file", str(path))[0] == 0  # nothing to drop


def test_the_bound_is_one_quick_search_on_an_ordinary_file(tmp_path: Path) -> None:
    many = "".join(f"a.b{n}.c = 1\n" for n in range(1000)).encode()
    for raw in (f"{HEAD}{HAND}".encode(), many):
        assert tomltext.parse(raw, tmp_path) is not None


@pytest.mark.parametrize("where", ["home", "concours"])
def test_a_looping_link_in_a_folder_belote_lists_breaks_nothing(
    isolated: Path, where: str
) -> None:
    run("new", "--mode", "classique")
    run("hand", *CLASSIC_HAND)
    run("concours", "new", "Club")
    folder = isolated if where == "home" else isolated / "concours"
    (folder / "loop.toml").symlink_to(folder / "loop.toml")
    (folder / "elsewhere.toml").symlink_to("/etc/passwd")
    for args in (
        ["games", "--all"],
        ["stats"],
        ["show"],
        ["hand", *CLASSIC_HAND],
        ["concours", "list"],
        ["concours", "teams"],
        ["play"],
    ):
        code, _, err = run(*args, input="quit\n")
        assert code == 0, (args, err)
        assert "unexpected" not in err
    assert len(json.loads(run("games", "--json")[1])) == 1  # a link is not a game


def test_a_feuille_that_is_a_link_named_with_file_is_still_written_through(
    tmp_path: Path,
) -> None:
    """The user names the link: the feuille it leads to is theirs (only the data
    directory's listings never follow one)."""
    real = tmp_path / "real.toml"
    run("new", "--mode", "classique", "--file", str(real))
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    assert run("hand", *CLASSIC_HAND, "--file", str(link))[0] == 0
    assert len(storage.load(real).game.hands) == 1 and link.is_symlink()


COMMENTED = f"# Jean's game, the corrections by hand\n{HEAD}{HAND}"
UNKNOWN = f"{HEAD}venue = 'Café du Port'\n{HAND}remark = 'contested'\n"
# schema 7: a profile's table read whole (R16.7), a key of it not a profile's
_TABLE = as_table(mapped(Mode.CLASSIQUE, Rounding.EXACT, 1001, ()), chosen=False)
PROFILED = HEAD.replace("schema = 4", "schema = 7") + tomli_w.dumps(
    {"profile": _TABLE | {"colour": "red"}}
)


@pytest.mark.parametrize(
    ("content", "what"),
    [
        (COMMENTED, "holds comments, which saving it does not keep"),
        (UNKNOWN, "holds fields belote does not know (venue, hands[1].remark)"),
        (COMMENTED + "x = 1\n", "holds comments and fields belote does not know (hands[1].x)"),
        (f"{PROFILED}\n{HAND}", "holds fields belote does not know (profile.colour)"),
        (f"{HEAD}{HAND}\n[profile]\nname = 'x'\n", "holds fields belote does not know (profile)"),
    ],
    ids=["comments", "keys", "both", "profile", "older-profile"],
)
def test_what_a_save_would_drop_is_said_first(tmp_path: Path, content: str, what: str) -> None:
    path = tmp_path / "g.toml"
    path.write_text(content)
    assert sheet(path)["totals"] == [100, 62]  # read as it is
    for args, answer in (
        (["hand", *CLASSIC_HAND], "n\n"),
        (["undo", "--yes"], ""),
        (["edit", "1", "--der", "2"], "no\n"),
    ):
        code, out, err = run(*args, "--file", str(path), input=answer)
        assert code == 1, (args, out, err)
        assert what in err
        assert "aborted: nothing was written" in err
        assert path.read_text() == content
    code, out, err = run("hand", *CLASSIC_HAND, "--file", str(path), input="y\n")
    assert code == 0, err
    assert "Save anyway, without them?" in out
    assert len(sheet(path)["hands"]) == 2
    assert run("hand", *CLASSIC_HAND, "--file", str(path))[0] == 0  # nothing left to say


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "holds fields belote does not know (hand): they are neither shown nor counted."),
        ("fr", "contient des champs que belote ne connaît pas (hand) : ils ne sont ni affichés"),
    ],
)
def test_a_misspelled_table_of_hands_is_said_when_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, said: str
) -> None:
    """A hand written by hand under [[hand]] is not a hand: show and export say so on the
    error stream, and what was meant, instead of showing a feuille without it unsaid."""
    monkeypatch.setenv("BELOTE_LANG", language)
    path = tmp_path / "g.toml"
    content = HEAD + HAND.replace("[[hands]]", "[[hand]]")
    path.write_text(content)
    near = {"en": "Did you mean hands?", "fr": "Vouliez-vous dire hands ?"}[language]
    for args in (["show"], ["show", "--json"], ["export", "--format", "csv"]):
        code, _, err = run(*args, "--file", str(path))
        assert code == 0, err
        assert said in " ".join(err.split()) and near in err
    assert json.loads(run("show", "--json", "--file", str(path))[1])["hands"] == []
    assert path.read_text() == content  # never rewritten by reading it
    path.write_text(HEAD + HAND + "taker_playr = 1\n")  # a key of a hand, misspelled
    err = run("show", "--file", str(path))[2]
    assert "(hands[1].taker_playr)" in err and "hands[1].taker_player" in err.split("(")[-1]
    path.write_text(COMMENTED)  # comments alone are shown as they are: nothing to say
    assert run("show", "--file", str(path))[2] == ""


def test_a_feuille_written_by_belote_asks_nothing(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    run("new", "--mode", "classique", "--file", str(path))
    code, out, _ = run("hand", *CLASSIC_HAND, "--file", str(path))
    assert code == 0 and "Save anyway" not in out


def test_an_older_schema_is_no_reason_to_ask(tmp_path: Path) -> None:
    fixtures = FIXTURES
    for fixture in sorted(fixtures.glob("v*/*.toml")):
        path = tmp_path / fixture.name
        path.write_bytes(fixture.read_bytes())
        loaded = storage.load(path)
        assert not loaded.unkept, (fixture, loaded.unkept)


def test_a_hand_edited_feuille_is_never_rewritten_by_reading_it(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    path = tmp_path / "games" / "g.toml"
    path.write_text(COMMENTED)
    for args in (["show"], ["show", "--json"], ["export", "--format", "csv"], ["chart"]):
        assert run(*args, "--file", str(path))[0] == 0
    assert path.read_text() == COMMENTED
    assert os.listdir(path.parent) == ["g.toml"]


# --- found by a review of the change --------------------------------------------------


def test_names_a_file_was_saved_with_keep_loading(tmp_path: Path) -> None:
    """Look-alikes and repeated spaces became one name after these files were written:
    they load as they were (core.names.same_name, `stored`)."""
    path = tmp_path / "g.toml"
    path.write_text(HEAD + 'teams = ["Nous", "Ｎｏｕｓ"]\n')
    assert sheet(path)["teams"] == ["Nous", "Ｎｏｕｓ"]
    run("concours", "new", "Club")
    club = store.find("Club")
    text = club.read_text().replace("teams = []", 'teams = [{name = "A  B"}, {name = "A B"}]')
    club.write_text(text)
    assert [team.name for team in store.load(club).concours.teams] == ["A  B", "A B"]


def test_a_hand_edited_concours_asks_before_a_save_drops_its_comments() -> None:
    run("concours", "new", "Club")
    for team in ("A", "B"):
        run("concours", "team", "add", team)
    club = store.find("Club")
    content = "# the desk's copy\n" + club.read_text()
    club.write_text(content)
    code, _, err = run("concours", "draw", input="n\n")
    assert code == 1 and "holds comments, which saving it does not keep" in err
    assert club.read_text() == content
    assert run("concours", "draw", input="y\n")[0] == 0
    assert len(store.load(club).concours.parties) == 1


def test_a_concours_folder_that_is_a_link_is_refused(isolated: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    isolated.mkdir()
    (isolated / "concours").symlink_to(elsewhere)
    code, _, err = run("concours", "new", "Club")
    assert code == 1
    one_line_error(err)
    assert "is not a folder (a link?): belote keeps nothing there" in err
    assert os.listdir(elsewhere) == []


def test_a_file_named_like_a_game_in_the_trash_is_not_made(isolated: Path) -> None:
    run("new", "--mode", "classique")
    (game,) = json.loads(run("games", "--json")[1])
    run("delete", game["id"], "--yes")
    code, _, err = run("new", "--mode", "classique", "--file", game["path"])
    assert code == 1 and "a game of that name is in the trash" in err
    assert not Path(game["path"]).exists()
    assert run("restore", game["id"])[0] == 0


def test_a_table_game_in_the_trash_keeps_its_name_and_a_rematch_is_not_the_table(
    isolated: Path,
) -> None:
    run("concours", "new", "Mini", "--donnes", "2")
    run("concours", "team", "add", "As")
    run("concours", "team", "add", "Rois")
    run("concours", "draw")
    run("play", "--concours", "mini", "--table", "1", input="1 co 100 der 1\nquit\n")
    (played,) = isolated.glob("mini-p1-t1*.toml")
    run("delete", library.game_id(played), "--yes")
    run("play", "--concours", "mini", "--table", "1", input="quit\n")
    assert (isolated / "mini-p1-t1~2.toml").exists()
    assert paths.table_game(store.find("Mini"), 1, 1).name == "mini-p1-t1~2.toml"
    assert run("restore", library.game_id(played))[0] == 0


def test_a_kernel_that_refuses_the_queue_leaves_the_folder_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno
    import fcntl

    real = fcntl.fcntl

    def refusing(fd: int, command: int, arg: object = 0) -> object:
        if command in (fcntl.F_OFD_SETLK, fcntl.F_OFD_SETLKW):
            raise OSError(errno.EINVAL, "not here")
        return real(fd, command, arg)  # type: ignore[call-overload]

    monkeypatch.setattr(fcntl, "fcntl", refusing)
    path = tmp_path / "g.toml"
    assert run("new", "--mode", "classique", "--file", str(path))[0] == 0
    assert run("hand", *CLASSIC_HAND, "--file", str(path))[0] == 0


@pytest.mark.parametrize(
    "body",
    [
        b"a = [" + b"1," * 300_000 + b"1]\n",
        b"[[a]]\n" * 300_000,
        b"".join(b"[t%d]\n" % n for n in range(260_000)),
    ],
    ids=["long-array", "many-tables", "many-names"],
)
def test_a_file_of_too_many_values_is_refused_before_it_is_parsed(
    isolated: Path, body: bytes
) -> None:
    """Below the size limit, a file the parser would take seconds over: counted first."""
    isolated.mkdir(parents=True)
    path = isolated / "many.toml"
    path.write_bytes(HEAD.encode() + body)
    with pytest.raises(storage.StorageError) as error:
        storage.load(path)
    assert error.value.key == "too_many_items"
    listed = limited("concours", "list")
    assert listed.returncode == 0


def test_the_longest_game_is_not_too_many_values(tmp_path: Path) -> None:
    from belote_cli.core.facts import DealKind, Mode, OtherDeal
    from belote_cli.core.game import Game, make_settings

    hands = tuple(OtherDeal(DealKind.MANUAL, (10, 0)) for _ in range(10_000))
    path = tmp_path / "long.toml"
    storage.save(path, Game(make_settings(Mode.CLASSIQUE, target=100_000), hands), None)
    assert len(storage.load(path).game.hands) == 10_000
