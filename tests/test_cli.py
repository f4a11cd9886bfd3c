"""The commands, driven through typer.testing.CliRunner: options, prompts, exit codes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_cli import __version__, storage
from belote_cli.cli import app, main
from tests.helpers import (
    CLASSIC_HAND,
    COINCHE_HAND,
    EXAMPLE_FILES,
    one_line_error,
    run,
    runner,
    sheet,
    usage_error,
)


def test_version_and_help() -> None:
    assert run("--version")[:2] == (0, f"belote {__version__}\n")
    for command in ("new", "hand", "show", "undo", "edit"):
        code, out, _ = run(command, "-h")
        assert code == 0
        assert "--file" in out
    assert run("--help")[0] == 0


def test_every_command_has_help_text() -> None:
    for command in app.registered_commands:
        assert command.help


def test_a_coinche_game_without_any_prompt(isolated: Path) -> None:
    code, out, err = run("new", "--mode", "faits-annonces")
    assert code == 0, err
    assert "target 3000" in out
    code, out, err = run("hand", *COINCHE_HAND, input="")
    assert code == 0, err
    assert "113 ≥ 110: contract made" in out
    assert "Nous: points 113 → 110 + contract 110 = 220" in out
    assert "Eux: points 49 → 50 + belote 20 = 70" in out
    doc = sheet()
    assert doc["totals"] == [220, 70]
    assert doc["mode"] == "faits-annonces"
    assert doc["teams"] == ["Nous", "Eux"]
    hand = doc["hands"][0]
    assert (hand["number"], hand["marks"], hand["totals"], hand["outcome"]) == (
        1,
        [220, 70],
        [220, 70],
        "made",
    )
    assert (doc["pot"], doc["finished"], doc["winner"]) == (0, False, None)


def test_every_missing_fact_is_prompted_and_a_bad_answer_asked_again() -> None:
    run("new", "--mode", "annonces", "--team1", "Alice", "--team2", "Bob")
    answers = ["3", "bob", "105", "100", "rouge", "pique", "coinche", "", "160", "2=40", "alice"]
    answers += ["", "2:tierce:R:pique", ""]
    code, out, err = run("hand", input="\n".join(answers) + "\n")
    assert code == 0, err
    assert "unknown team '3'" in err
    assert "contract '105' refused: 80 to 180 in steps of 10, or capot" in err
    assert "unknown suit 'rouge'" in err
    assert "card points 160 out of range" in err
    assert "Taker (1, 2, Alice, Bob)" in out
    # Bob took 100 coinché in pique: 40 + der 10 < 100, a chute: Alice marks 2 × 100
    # (annonces mode: declarations only help make the contract)
    assert sheet()["totals"] == [200, 0]


def test_classique_asks_no_contract_and_a_capot_no_points() -> None:
    """The capot said at the points' question (`capot 1`, words of a line): no der asked."""
    run("new", "--mode", "classique")
    code, out, err = run("hand", input="1\ncarreau\ncapot 1\n1\n\n")
    assert code == 0, err
    assert "Contract (" not in out and "Dix de der" not in out
    assert "capot: Nous took every trick" in out
    assert sheet()["totals"] == [272, 0]


def test_end_of_input_leaves_the_file_untouched(isolated: Path) -> None:
    run("new", "--mode", "classique")
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    code, _, err = run("hand", input="1\ncoeur\n")
    assert code == 1
    assert "aborted: nothing was written" in err
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--points", "1=200"], "--points: card points 200 out of range"),
        (["--points", "1=100", "--points", "2=100"], "add up to 200"),
        (["--points", "100"], "points as TEAM=N"),
        (["--taker", "Zorro"], "--taker: unknown team 'Zorro'"),
        (["--contract", "100"], "--contract: does not apply in mode classique"),
        (["--coinche", "coinche"], "--coinche: does not apply in mode classique"),
        (["--capot", "1", "--points", "1=152"], "--points: does not apply to a capot"),
        (["--annonces", "1:carre:8"], "carré of 8 is worth nothing"),
        (["--annonces", "1:carre:V,2:tierce:R"], "would use a card of the carré of V"),
        (["--annonces", "2:tierce:R:coeur", "--belote", "1"], "cannot declare the king"),
    ],
)
def test_a_wrong_option_is_one_line_exit_2_and_nothing_written(
    isolated: Path, args: list[str], message: str
) -> None:
    run("new", "--mode", "classique")
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    facts = dict(zip(CLASSIC_HAND[::2], CLASSIC_HAND[1::2], strict=True))
    for option in args[::2]:
        facts.pop(option, None)
    if "--capot" in args:
        facts.pop("--der")
    base = [x for pair in facts.items() for x in pair]
    code, _, err = run("hand", *base, *args, input="")
    assert code == 2, err
    one_line_error(err)
    assert message in err
    assert path.read_bytes() == before


def test_a_finished_game_takes_no_more_hands() -> None:
    run("new", "--mode", "classique", "--target", "100")
    run("hand", *CLASSIC_HAND)
    doc = sheet()
    assert doc["finished"] is True
    assert doc["winner"] == "Nous"
    code, _, err = run("hand", *CLASSIC_HAND)
    assert code == 1
    one_line_error(err)
    assert "the game is over" in err


def test_undo_and_edit() -> None:
    run("new", "--mode", "classique")
    run("hand", *CLASSIC_HAND)
    run("hand", *CLASSIC_HAND)
    code, out, _ = run("undo", input="n\n")
    assert code == 1
    assert len(sheet()["hands"]) == 2
    code, out, _ = run("undo", input="maybe\ny\n")
    assert code == 0
    assert "Hand 2 undone." in out
    assert len(sheet()["hands"]) == 1
    code, out, err = run("edit", "1", "--points", "2=90")  # only the points change
    assert code == 0, err
    assert "Hand 1 corrected." in out
    assert sheet()["totals"] == [0, 162]  # Nous 62 + der = 72 < 90: dedans
    assert run("edit", "5", "--points", "1=80")[0] == 1
    assert run("undo", "--yes")[0] == 0
    code, _, err = run("undo", "--yes")
    assert code == 1
    assert "no hand to undo" in err


def test_edit_without_options_asks_with_the_old_values_as_defaults() -> None:
    run("new", "--mode", "faits")
    run("hand", *COINCHE_HAND)
    # taker, contract, trump, coinche, then the points (no capot asked: 110 said none)
    code, out, err = run("edit", "1", input="\n\n\n\n120\n\n\n\n")
    assert code == 0, err
    assert "[110]" in out and "[Nous]" in out
    assert sheet()["totals"] == [130, 50]  # 120 + der = 130 ≥ 110; Eux r(32) + belote 20


def test_json_of_a_litige_and_its_pot() -> None:
    run("new", "--mode", "classique")
    run("hand", *[x if x != "1=90" else "1=71" for x in CLASSIC_HAND])
    doc = sheet()
    assert doc["pot"] == 81
    assert doc["hands"][0]["outcome"] == "litige"
    _code, out, _ = run("show")
    assert "Pot (litige): 81" in out


def test_french() -> None:
    env = {"BELOTE_LANG": "fr"}
    runner.invoke(app, ["new", "--mode", "classique"], env=env)
    result = runner.invoke(app, ["hand", *CLASSIC_HAND], env=env)
    assert "Nous 90 + der 10 = 100 > Eux 62 : Nous l'emportons" in result.stdout
    assert "Résultat" in result.stdout
    result = runner.invoke(app, ["hand", "--taker", "Zorro"], env=env)
    assert "équipe « Zorro » inconnue" in result.stderr


def test_locale_decides_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BELOTE_LANG")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert "Nouvelle partie" in run("new", "--mode", "faits")[1]
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert "New game" in run("new", "--mode", "faits")[1]


def test_new_asks_everything_without_mode() -> None:
    code, _out, err = run(
        "new", input="belote\nannonces\n0\n2500\n\n\n\nLes As\nles as\nLes Rois\n"
    )
    assert code == 0, err
    assert "mode 'belote'" in err
    assert "both teams are called" in err
    doc = sheet()
    assert (doc["mode"], doc["target"], doc["rounding"]) == ("annonces", 2500, "dizaine")
    assert doc["teams"] == ["Les As", "Les Rois"]


def test_new_keeps_the_old_games_and_the_newest_is_current(isolated: Path) -> None:
    run("new", "--mode", "classique")
    run("hand", *CLASSIC_HAND)
    run("new", "--mode", "faits")
    assert len(list(isolated.glob("*.toml"))) == 2
    assert sheet()["mode"] == "faits"


def test_new_at_a_named_path_asks_before_replacing(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    assert run("new", "--mode", "classique", "--file", str(path))[0] == 0
    run("hand", *CLASSIC_HAND, "--file", str(path))
    before = path.read_bytes()
    assert run("new", "--mode", "faits", "--file", str(path), input="n\n")[0] == 1
    assert path.read_bytes() == before
    assert run("new", "--mode", "faits", "--file", str(path), "--yes")[0] == 0
    assert sheet(path)["mode"] == "faits"
    foreign = tmp_path / "notes.toml"
    foreign.write_text('title = "my notes"\n')
    code, _, err = run("new", "--mode", "faits", "--file", str(foreign), "--yes")
    assert code == 1
    assert "is not a feuille de score" in err
    assert foreign.read_text() == 'title = "my notes"\n'


def test_belote_file_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "env.toml"
    monkeypatch.setenv("BELOTE_FILE", str(path))
    run("new", "--mode", "annonces")
    assert path.exists()
    assert sheet()["mode"] == "annonces"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exa', "invalid TOML"),
        (b"\xff\xfe", "invalid TOML"),
        (b'[tool.poetry]\nname = "x"\n', "is not a belote feuille de score"),
        (b'schema = 9\nmode = "classique"\n', f"newer belote (schema 9, known {storage.SCHEMA})"),
        (b'schema = 1\nmode = "poker"\ntarget = 1\nrounding = "exact"\n', "not a belote"),
        (
            b'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
            b'[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [200, -48]\nder = 1\n',
            "hand 1: card points 200 out of range",
        ),
        (
            b'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
            b'[[hands]]\ntaker = 3\nsuit = "coeur"\n',
            "hand 1:",
        ),
    ],
)
def test_a_broken_file_is_an_error_and_stays_byte_identical(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "broken.toml"
    path.write_bytes(content)
    for args in (["show"], ["hand", *CLASSIC_HAND], ["undo", "--yes"], ["edit", "1"]):
        code, out, err = run(*args, "--file", str(path), input="")
        assert code == 1, (args, out, err)
        one_line_error(err)
        assert str(path) in err
        assert message in err
        assert path.read_bytes() == content


def test_a_missing_file_or_no_game_is_an_error(tmp_path: Path) -> None:
    code, _, err = run("show")
    assert code == 1
    assert "no current game" in err
    code, _, err = run("show", "--file", str(tmp_path / "nope.toml"))
    assert code == 1
    assert "no feuille de score" in err
    assert not (tmp_path / "nope.toml").exists()


def test_the_sheet_fits_80_and_50_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    run("new", "--mode", "faits-annonces", "--team1", "Les Grands", "--team2", "Les Petits")
    run("hand", *COINCHE_HAND[:-2], "--coinche", "surcoinche", "--annonces", "none")
    for width in (80, 50):
        monkeypatch.setenv("COLUMNS", str(width))
        code, out, _ = run("show")
        assert code == 0
        assert max(len(line) for line in out.splitlines()) <= width, out
        assert "110" in out and "1080" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["hand", "--bogus"], "No such option: --bogus (belote hand -h lists the options)"),
        (["edit"], "Missing argument"),
        (["frob"], "No such command"),
    ],
)
def test_usage_errors_of_the_console_script_are_one_line(
    argv: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = usage_error(argv, monkeypatch, capsys)
    one_line_error(err)
    assert message in err


@pytest.mark.parametrize("width", [50, 60, 76, 80, 120])
@pytest.mark.parametrize("example", ["classique-litige", "faits-annonces-coinche-capot"])
def test_every_number_of_the_examples_shows_at_any_width(
    width: int, example: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = EXAMPLE_FILES / f"{example}.toml"
    monkeypatch.setenv("COLUMNS", str(width))
    every = ["--all"] if width < 60 else []  # the compact sheet: the last hands, unless --all
    code, out, _ = run("show", "--file", str(path), *every)
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= width, out
    doc = sheet(path)
    for hand in doc["hands"]:
        marks = hand["marks"]
        if every:  # compact: each team's marks in its own column, the totals at the end
            assert re.search(rf"\b{marks[0]}\s+{marks[1]}\b", out), (marks, out)
        else:
            assert f"{marks[0]}·{marks[1]}" in out.replace(" · ", "·"), (marks, out)
            assert str(hand["totals"][0]) in out
    assert re.search(rf"\b{doc['totals'][0]}\s+{doc['totals'][1]}\b", out), out
    if example.startswith("classique"):
        assert ("litige" in out) if width >= 76 else ("= litige" in out and "  =  " in out)


def test_edit_of_the_taker_keeps_each_teams_pile() -> None:
    run("new", "--mode", "classique")
    run("hand", *CLASSIC_HAND)  # Nous took, 90 card points, der Nous: 100 · 62
    code, _, err = run("edit", "1", "--taker", "2")
    assert code == 0, err
    # Eux took with Nous still holding 90 + der: Eux 62 < 100, dedans
    assert sheet()["totals"] == [162, 0]
    assert sheet()["hands"][0]["points"] == [90, 62]


def test_a_bug_is_one_line_unless_belote_debug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(**values: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr("belote_cli.commands.show.show", broken)
    monkeypatch.setattr("sys.argv", ["belote", "show"])
    with pytest.raises(SystemExit) as exit:
        main()
    assert exit.value.code == 1
    err = capsys.readouterr().err
    one_line_error(err)
    assert "unexpected error (RuntimeError: boom)" in err
    monkeypatch.setenv("BELOTE_DEBUG", "1")
    with pytest.raises(RuntimeError):
        main()


def test_exports_for_people_capot_the_pot_and_names(isolated: Path) -> None:
    """Markdown says capot where the sheet does and shows a pot no hand has won; CSV names
    the dealer and the player who took (issue 19)."""
    import csv
    import io

    run("new", "--mode", "classique", "--players", "Ana,Bob,Cleo,Dan")
    for text in ("cleo co capot 1", "bob pi 81 der 1"):  # a capot, then a litige
        assert run("hand", "--line", text)[0] == 0
    markdown = run("export", "--format", "markdown")[1]
    assert "| 1 | Ana | Cleo | ♥ | capot |" in markdown
    assert "Pot (litige): 81" in markdown
    rows = list(csv.DictReader(io.StringIO(run("export", "--format", "csv")[1])))
    assert [(row["dealer"], row["taker_player"]) for row in rows] == [
        ("Ana", "Cleo"),
        ("Bob", "Bob"),
    ]


@pytest.mark.parametrize("width", [40, 50, 80, 120])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_narrow_terminals_keep_twelve_hands_and_explain_every_short_name(
    width: int, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 43: at 40 and 50 columns as many hands as the README promises (12), and a
    taker or dealer shortened to fit (F for Fanny Ardant) is named whole on the screen."""
    players = "Fanny Ardant,Gilles Lellouche,Émile Zola,Gérard Depardieu"
    run("new", "--mode", "faits", "--players", players)
    for taker in ["fanny"] * 13 + ["gill"]:
        assert run("hand", "--line", f"{taker} 100co 90 der 1 -")[0] == 0
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("BELOTE_LANG", language)
    code, out, _ = run("show")
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= width, out
    lines = out.splitlines()
    head = next(line for line in lines if ("Taker" if language == "en" else "Preneur") in line)
    at = head.index("Taker" if language == "en" else "Preneur")
    rows = [line for line in lines if line[:5].strip().isdecimal()]
    assert [int(row[:5]) for row in rows] == list(range(3, 15))
    screen = " ".join(out.split())
    whole = {"F": "Fanny Ardant", "G": "Gilles Lellouche"}
    for row in rows:
        shown = row[at:].split()[0]  # the taker as the row shows it
        name = whole[shown[0]]
        assert shown == name or f"{shown} = {name}" in screen, out
