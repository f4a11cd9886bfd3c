"""Exports for people (issue 35): the drawn sheet (HTML, SVG) goes to a file named after
the game, never over another, and every file written is said; a CSV for a French
spreadsheet opens in columns (`;`, a byte-order mark, French headings and words), and
`--dialect` chooses a person's spreadsheet or a program's whatever the language."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from belote_cli.core.game import make_settings
from belote_cli.text.catalog import LANGUAGES, speaking
from belote_cli.text.export import CSV_COLUMNS, csv_heading
from tests.helpers import FAITS, one_line_error, run, sheet

HANDS = (
    "1 110co 103 der 1 bel 1 ann 1:tierce:R:pique,2:carre:9 c",
    "2 90 sa 100 der 2",
)


@pytest.fixture
def game(isolated: Path) -> Path:
    """A coinche game of named players whose names a spreadsheet must keep as text (a `;`,
    a formula): a coinched hand with declarations, a hand in sans atout, two passes (the
    last dealt by =Dan)."""
    run("new", "--mode", "faits", "--players", "Ana,Bob;Bis,Cleo,=Dan")
    for line in HANDS:
        assert run("hand", "--line", line)[0] == 0
    for _ in range(2):
        assert run("hand", "--passe")[0] == 0
    assert len(sheet()["hands"]) == 4
    return next(isolated.glob("partie-*.toml"))


def said_path(out: str) -> Path:
    """The one line an export says, in English: the path it wrote."""
    assert out.count("\n") == 1 and out.startswith("Written: "), out
    return Path(out.removeprefix("Written: ").rstrip("\n"))


@pytest.mark.parametrize("fmt", ["html", "svg"])
def test_the_drawn_sheet_goes_to_a_new_file_named_after_the_game(
    game: Path, tmp_path: Path, fmt: str
) -> None:
    code, out, err = run("export", "--format", fmt)
    assert code == 0 and err == ""
    first = said_path(out)
    assert first == tmp_path / f"{game.stem}.{fmt}"  # the current folder, the game's name
    assert "Ana" in first.read_text(encoding="utf-8")
    first.write_text("the user's own edits", encoding="utf-8")
    second = said_path(run("export", "--format", fmt)[1])  # never over the first
    assert second == tmp_path / f"{game.stem}-2.{fmt}"
    assert first.read_text(encoding="utf-8") == "the user's own edits"
    assert said_path(run("export", "--format", fmt)[1]).name == f"{game.stem}-3.{fmt}"
    forced = said_path(run("export", "--format", fmt, "--force")[1])  # --force: the name
    assert forced == first and "Ana" in first.read_text(encoding="utf-8")


def test_the_drawn_sheet_says_its_file_in_the_users_language(
    game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    out = run("export", "--format", "html")[1]
    assert out == f"Fichier écrit : {tmp_path / game.stem}.html\n"


@pytest.mark.parametrize("fmt", ["csv", "json", "markdown", "html"])
def test_every_file_written_is_said_and_the_standard_output_stays_the_data(
    game: Path, tmp_path: Path, fmt: str
) -> None:
    target = tmp_path / f"out.{fmt}"
    code, out, err = run("export", "--format", fmt, "--output", str(target))
    assert (code, err) == (0, "") and said_path(out) == target and target.stat().st_size
    if fmt != "html":  # to a script's pipe: the document alone, nothing said
        code, out, err = run("export", "--format", fmt)
        assert code == 0 and err == "" and "Written" not in out and "Ana" in out


def rows(text: str, separator: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=separator))


def test_a_french_csv_opens_in_columns_in_a_french_spreadsheet(
    game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    machine = rows(run("export", "--format", "csv")[1], ",")  # English: for a program
    monkeypatch.setenv("BELOTE_LANG", "fr")
    target = tmp_path / "feuille.csv"
    assert run("export", "--format", "csv", "--output", str(target))[0] == 0
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data  # the mark, Excel's lines
    text = data.decode("utf-8-sig")
    assert text.startswith("Donne;Type;Donneur;Preneur;")  # `;`: one column per field
    french = rows(text, ";")
    assert [len(row) for row in french] == [len(row) for row in machine]  # the same rows
    head = french[0]
    assert head[:4] == ["Donne", "Type", "Donneur", "Preneur"]
    assert "Atout" in head and "Points de cartes, Ana & Cleo" in head
    assert head[-3:] == ["Total, Ana & Cleo", "Total, Bob;Bis & =Dan", "Note"]
    cells = [dict(zip(head, row, strict=True)) for row in french[1:]]
    numbers = [[row[i] for i in (0, -5, -4, -3, -2)] for row in machine[1:]]
    assert [[row[head[i]] for i in (0, -5, -4, -3, -2)] for row in cells] == numbers
    first, second, passe, last = cells
    assert (first["Type"], first["Atout"], first["Coinche"]) == ("donne jouée", "cœur", "coinche")
    assert first["Annonces"] == (
        "tierce au roi de pique (Ana & Cleo, 20), carré de neuf (Bob;Bis & =Dan, 150)"
    )
    assert (second["Atout"], second["Coinche"], passe["Type"]) == ("sans atout", "", "passe")
    assert first["Donneur"] == "Ana" and second["Donneur"] == "Bob;Bis"  # a name: as it is
    assert passe["Donneur"] == "Cleo" and passe["Preneur"] == ""
    assert last["Donneur"] == "'=Dan"  # a name is never a formula


def test_the_dialect_is_chosen_whatever_the_language(
    game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    english = run("export", "--format", "csv")[1]  # (the runner reads CRLF as \n)
    assert english.startswith("number,kind,dealer,")
    target = tmp_path / "rfc.csv"
    run("export", "--format", "csv", "--dialect", "rfc4180", "--output", str(target))
    assert target.read_bytes().startswith(b"number,kind,")  # no mark
    assert target.read_bytes().count(b"\r\n") == len(english.splitlines())  # RFC 4180's CRLF
    assert run("export", "--format", "csv", "--dialect", "rfc4180")[1] == english
    french = run("export", "--format", "csv", "--dialect", "excel-fr")[1]
    assert french.startswith("\ufeffDonne;Type;Donneur;")
    monkeypatch.setenv("BELOTE_LANG", "fr")
    assert run("export", "--format", "csv")[1] == french
    machine = run("export", "--format", "csv", "--dialect", "rfc4180")[1]
    assert machine == english  # for a program: the keys and values, in English
    assert rows(machine, ",")[1][1:3] == ["hand", "Ana"]
    assert ",coeur,coinche," in machine and "1:tierce:R:pique,2:carre:9" in machine


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--format", "csv", "--dialect", "excel"], "--dialect: dialect 'excel': excel-fr"),
        (["--format", "json", "--dialect", "rfc4180"], "--dialect: for --format csv only"),
    ],
)
def test_a_dialect_is_one_of_the_csvs(game: Path, args: list[str], said: str) -> None:
    code, out, err = run("export", *args)
    assert code == 2 and out == "" and said in err
    one_line_error(err)


def test_every_column_of_a_persons_csv_has_a_heading_in_every_language() -> None:
    """A new fact's columns need their heading's sentence (text.export.CSV_HEADINGS): else
    its key would head it in a French spreadsheet."""
    settings = make_settings(FAITS, teams=("Nous", "Eux"))
    for code in LANGUAGES:
        with speaking(code):
            headings = [csv_heading(settings, column) for column in CSV_COLUMNS]
        assert not set(headings) & set(CSV_COLUMNS), code
        assert len(set(headings)) == len(headings), code


@pytest.mark.parametrize("command", [["stats", "--csv"], ["season", "--csv"]])
def test_the_records_csv_says_its_file_too(game: Path, tmp_path: Path, command: list[str]) -> None:
    target = tmp_path / f"{command[0]}.csv"
    code, out, err = run(*command, "--output", str(target))
    assert code == 0, err
    assert said_path(out) == target and target.exists()
