"""What a hostile name, note or link could make of belote's files and exports (issue 17):
formulas in a spreadsheet, HTML in a Markdown viewer, links that lead out of the data
directory, names that look short or alike but are not."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from belote_cli.core.names import folded, signs
from belote_cli.storage import concours as store
from tests.helpers import CLASSIC_HAND, one_line_error, run

FORMULAS = ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rCR"]


def cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


def test_a_game_csv_never_hands_a_formula_to_a_spreadsheet() -> None:
    run("new", "--mode", "classique", "--team1", "=1+1", "--team2", "@cmd")
    run("hand", *CLASSIC_HAND)
    run("hand", "--line", "2 pi 100 der 2")
    run("hand", "--manual", "1=10,2=0", "--note", "-2+3 corrected")
    code, out, err = run("export", "--format", "csv")
    assert code == 0, err
    found = cells(out)
    assert "'=1+1" in found and "'@cmd" in found and "'-2+3 corrected" in found
    assert not [cell for cell in found if cell[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert "100" in found  # numbers stay numbers


def test_a_concours_csv_never_hands_a_formula_to_a_spreadsheet() -> None:
    run("concours", "new", "Club")
    for name in FORMULAS:
        code, _, err = run("concours", "team", "add", "--", name)
        assert code == 0 or "refused" in err, err
    code, out, _ = run("concours", "export", "--format", "csv")
    assert code == 0
    names = [cell for cell in cells(out) if "HYPERLINK" in cell or "SUM" in cell or "+" in cell]
    assert names and all(cell.startswith("'") for cell in names)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("<script>alert(1)</script>", r"&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("[x](javascript:alert(1))", r"\[x\](javascript:alert(1))"),  # no [ ]: no link
    ],
    ids=["html", "link"],
)
def test_markdown_shows_a_name_as_text_never_as_html_or_a_link(name: str, shown: str) -> None:
    run("new", "--mode", "classique", "--team1", name, "--team2", "A & B")
    run("hand", *CLASSIC_HAND)
    code, out, _ = run("export", "--format", "markdown")
    assert code == 0
    assert name not in out and shown in out
    assert "A & B" in out


def test_a_trash_that_is_a_link_moves_nothing_out_of_the_data_directory(
    isolated: Path, tmp_path: Path
) -> None:
    run("new", "--mode", "classique")
    outside = tmp_path / "outside"
    outside.mkdir()
    (isolated / "trash").symlink_to(outside)
    game_id = json.loads(run("games", "--json")[1])[0]["id"]
    code, _, err = run("delete", game_id, "--yes")
    assert code == 1
    one_line_error(err)
    assert "is not a folder (a link?): belote keeps nothing there, nothing was changed" in err
    assert os.listdir(outside) == [] and len(list(isolated.glob("*.toml"))) == 1
    code, _, err = run("games", "--all")
    assert code == 1 and "trash" in err


def test_export_onto_a_link_asks_for_force_and_never_writes_through_it(tmp_path: Path) -> None:
    run("new", "--mode", "classique")
    target = tmp_path / "somewhere-else.csv"
    link = tmp_path / "out.csv"
    link.symlink_to(target)  # dangling: its target does not exist
    code, _, err = run("export", "--format", "csv", "--output", str(link))
    assert code == 1 and "exists" in err
    assert not target.exists()
    code, _, err = run("export", "--format", "csv", "--output", str(link), "--force")
    assert code == 0, err
    assert not target.exists() and not link.is_symlink()  # the link replaced, not followed
    assert link.read_text().startswith("number,kind")


def test_export_replaces_a_file_whole_or_not_at_all(tmp_path: Path) -> None:
    run("new", "--mode", "classique")
    out = tmp_path / "sheet.md"
    out.write_text("old")
    assert run("export", "--format", "markdown", "--output", str(out), "--force")[0] == 0
    assert out.read_text().startswith("# ")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


@pytest.mark.parametrize(
    "name",
    [
        "a\u200d" * 500 + "a",  # letters joined by zero-width joiners: 501 signs
        "a" + "\u0301" * 1000,  # one letter under a thousand accents
        "a" + "\U000e0061" * 1000,  # tag characters, invisible outside a flag
        "Ab" + "\u200b" * 100,  # zero-width spaces
    ],
    ids=["joiners", "marks", "tags", "zero-width"],
)
def test_a_name_cannot_hide_its_length(name: str) -> None:
    code, _, err = run("new", "--mode", "faits", "--team1", name)
    assert code == 2, err
    one_line_error(err)
    assert len(err) < 300


def test_signs_are_what_a_reader_sees() -> None:
    assert signs("👨‍👩‍👧‍👦") == 1 and signs("🇫🇷🇧🇪") == 2 and signs("Zoé") == 3
    assert signs("a\u200db") == 2  # a joiner joins pictographs, not letters
    assert signs("🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f") == 1


def test_look_alike_names_are_one_name() -> None:
    assert folded("Ｎｏｕｓ") == folded("nous") == folded("  NOUS ")
    assert folded("Les  Chênes") == folded("les chenes")
    code, _, err = run("new", "--mode", "faits", "--team1", "Ｎｏｕｓ", "--team2", "Nous")
    assert code == 2 and "both teams are called" in err
    run("concours", "new", "Club")
    run("concours", "team", "add", "Ｌｅｓ Ａｓ")
    code, _, err = run("concours", "team", "add", "les as")
    assert code == 1, err


@pytest.mark.parametrize(("one", "two"), [("中国", "日本"), ("A+B", "A B"), ("Noël", "noel!")])
def test_each_concours_has_a_file_of_its_own(one: str, two: str) -> None:
    assert run("concours", "new", one)[0] == 0
    code, _, err = run("concours", "new", two)  # another name, though one file name
    assert code == 0, err
    paths = store.all_paths()
    assert len(paths) == 2 and len({path.name for path in paths}) == 2
    assert store.load(store.find(one)).concours.name == one
    assert store.load(store.find(two)).concours.name == two
    run("concours", "team", "add", "X", "--concours", two)
    assert store.load(store.find(one)).concours.teams == ()


@pytest.mark.parametrize(
    ("one", "two"),
    [("AB", "A\u200dB"), ("AB", "A\u200cB"), ("A", "A\ufe0f"), ("A B", "A\u3164B")],
    ids=["joiner", "non-joiner", "variation", "filler"],
)
def test_names_that_show_the_same_are_one_name(one: str, two: str) -> None:
    code, _, err = run("new", "--mode", "faits", "--team1", one, "--team2", two)
    assert code == 2 and "both teams are called" in err


@pytest.mark.parametrize(
    "name",
    [
        "\u3164",
        "\u2800",
        "\u115f\u1160",
        "🏴" + "".join(chr(0xE0000 + ord(c)) for c in "secret") + "\U000e007f",
    ],
)
def test_a_name_that_shows_nothing_or_hides_text_is_refused(name: str) -> None:
    code, _, err = run("new", "--mode", "faits", "--team1", name)
    assert code == 2, err
