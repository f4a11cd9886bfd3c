"""The printable pages of a concours as HTML (text.concours_html): the table sheets (a row per
donne and the Total, never a fixed height that hides rows, the coinche columns, the
signatures) and the placement poster (every team once, in alphabetical order, with its table),
every name escaped. The browser's own measurements are in test_sheets_browser.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from belote_cli.core.concours import Concours, Entrant, Format, entrant, make_format
from belote_cli.core.facts import Mode
from belote_cli.core.names import MAX_NAME, signs
from belote_cli.text import concours_html
from belote_cli.text.concours_html import (
    BLANK_ROWS,
    COLUMNS,
    POSTER_LEAST,
    POSTER_MOST,
    TITLE,
    ems,
    placement,
    poster,
    poster_order,
    poster_type,
    row_mm,
    sheets,
)
from tests.helpers import one_line_error, run

SCRIPT = "<script>alert(1)</script>"


def registering(form: Format, teams: tuple[Entrant, ...]) -> Concours:
    """A concours with these teams registered, each given its number (R14.2)."""
    c = Concours("Club", form)
    for team in teams:
        c = c.with_team(team)
    return c


def drawn(mode: Mode, *names: str, donnes: int | None = 12, target: int | None = None) -> Concours:
    form = make_format(mode, donnes=None if target else donnes, target=target)
    teams = tuple(entrant(name, ["Ana", "Bob"]) for name in names)
    return registering(form, teams).with_draw()


class Cells(HTMLParser):
    """Each sheet's rows as the text of their cells, the text of its head cells, and every
    piece of text of the page (so a script shows as the text it is)."""

    def __init__(self) -> None:
        super().__init__()
        self.sheets: list[dict[str, list[list[str]]]] = []
        self.texts: list[str] = []
        self.tags: list[str] = []
        self._part = ""
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        css = dict(attrs).get("class") or ""
        if tag == "section" and "sheet" in css.split():
            self.sheets.append({"head": [], "body": [], "sign": []})
        elif tag in ("thead", "tbody"):
            self._part = "head" if tag == "thead" else "body"
        elif tag == "tr" and self.sheets:
            self.sheets[-1][self._part].append([])
        elif tag in ("td", "th") and self.sheets:
            self._cell = []
        elif tag == "p" and css == "sign":
            self.sheets[-1]["sign"].append([])
            self._part = "sign"

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.sheets[-1][self._part][-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag in ("p", "section"):
            self._part = ""

    def handle_data(self, data: str) -> None:
        self.texts.append(data)
        if self._cell is not None:
            self._cell.append(data)
        elif self._part == "sign" and data.strip():
            self.sheets[-1]["sign"][-1].append(data.strip())


def parsed(page: str) -> Cells:
    cells = Cells()
    cells.feed(page)
    return cells


def test_a_classique_sheet_has_every_donne_the_total_and_the_signatures() -> None:
    c = drawn(Mode.CLASSIQUE, "Les As", "Dames", "Rois", "Valets")
    page = parsed(sheets(c))
    assert len(page.sheets) == 2
    for sheet, table in zip(page.sheets, c.parties[0].tables, strict=True):
        one, two = (f"{c.team(team).name} ({team})" for team in table.teams)
        assert [cell.split("Ana")[0] for cell in sheet["head"][0]] == ["Donne", one, two]
        assert [row[0] for row in sheet["body"]] == [*map(str, range(1, 13)), "Total", ""]
        assert all(row[1:] == ["", ""] for row in sheet["body"][:-1])  # blank, to write in
        # each team signs under its own column, its name at the column's head
        assert sheet["body"][-1] == ["", "Signature", "Signature"]


@pytest.mark.parametrize("mode", [Mode.FAITS, Mode.ANNONCES, Mode.FAITS_ANNONCES])
def test_a_coinche_sheet_has_the_taker_the_contract_and_the_coinche(mode: Mode) -> None:
    c = drawn(mode, "A", "B", donnes=16)
    (sheet,) = parsed(sheets(c)).sheets
    assert sheet["head"][0][:4] == ["Donne", "Taker", "Contract", "Coinche"]
    assert len(sheet["head"][0]) == 6
    assert [row[0] for row in sheet["body"]] == [*map(str, range(1, 17)), "Total", ""]
    assert all(len(row) == 6 and row[1:] == [""] * 5 for row in sheet["body"][:-1])
    assert sheet["body"][-1] == ["", "", "", "", "Signature", "Signature"]


def test_a_sheet_to_a_target_has_blank_rows_and_french_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    c = drawn(Mode.FAITS, "A", "B", target=2000)
    (sheet,) = parsed(sheets(c)).sheets
    assert sheet["head"][0][:4] == ["Donne", "Preneur", "Contrat", "Coinche"]
    assert len(sheet["body"]) == BLANK_ROWS + 2 and sheet["body"][-2][0] == "Total"
    assert sheet["body"][-1][-2:] == ["Signature", "Signature"]


def test_no_sheet_has_a_height_that_hides_its_rows() -> None:
    """What clipped the Total: a fixed height and overflow hidden."""
    style = concours_html.STYLE
    sheet_rules = re.findall(r"\.sheet(?:\.\w+)?\s*\{([^}]*)\}", style)  # the sheet itself
    assert not any(
        re.search(r"(?<![-\w])height:|overflow:\s*hidden", rule) for rule in sheet_rules
    )
    assert "break-inside: avoid" in style


def test_rows_are_as_tall_as_a_page_allows() -> None:
    assert row_mm(12) == 6.5  # half a page
    assert row_mm(16) == 10.0  # a whole page: room to write
    assert row_mm(25) == 8.0
    assert row_mm(99) == 6.5  # on to the next pages, never thinner


def test_every_name_is_text_never_html() -> None:
    c = drawn(Mode.CLASSIQUE, SCRIPT, "B & <i>C</i>", "D")
    c = Concours(f"Club {SCRIPT}", c.format, c.teams, c.parties)
    for page in (sheets(c), poster(c)):
        cells = parsed(page)
        assert "script" not in cells.tags and "i" not in cells.tags
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
        assert any(SCRIPT in text for text in cells.texts)
        assert "B &amp; &lt;i&gt;C&lt;/i&gt;" in page


def test_players_are_escaped_on_the_sheets() -> None:
    form = make_format(Mode.CLASSIQUE)
    teams = (entrant("A", ["<b>Ana</b>", "Bob"]), entrant("B"))
    page = sheets(registering(form, teams).with_draw())
    assert "&lt;b&gt;Ana&lt;/b&gt;" in page and "<b>Ana" not in page


def test_the_poster_orders_names_as_an_organiser_reads_them() -> None:
    names = ["zèbres", "Équipe 10", "Œillets", "Oies", "équipe 2", "Ecureuils", "Amis", "île"]
    assert sorted(names, key=poster_order) == [
        "Amis", "Ecureuils", "équipe 2", "Équipe 10", "île", "Œillets", "Oies", "zèbres"
    ]  # fmt: skip


def test_the_poster_has_every_team_once_with_its_table_and_the_exempt_team() -> None:
    c = drawn(Mode.CLASSIQUE, "Delta", "bravo", "Écho", "Alpha", "charlie")
    _, partie = c.partie()
    seats = placement(c)
    assert [c.team(team).name for team, _ in seats] == [
        "Alpha",
        "bravo",
        "charlie",
        "Delta",
        "Écho",
    ]
    assert sorted(team for team, _ in seats) == [1, 2, 3, 4, 5]
    for n, table in enumerate(partie.tables, start=1):
        assert {team for team, at in seats if at == n} == set(table.teams)
    assert [team for team, at in seats if at is None] == [partie.exempt]
    page = poster(c)
    assert page.count("<li") == 5 and page.count('class="exempt"') == 1
    assert "Exempt</span>" in page and "Table <b>1</b>" in page


@pytest.mark.parametrize(
    ("teams", "columns", "points"), [(8, 1, 26.0), (40, 2, 24.0), (60, 3, 18.0), (200, 3, 15.0)]
)
def test_the_poster_takes_columns_for_many_teams(teams: int, columns: int, points: float) -> None:
    """Short names: the largest print that fits one page; 200 teams: on several pages."""
    c = drawn(Mode.CLASSIQUE, *(f"Équipe {n}" for n in range(1, teams + 1)))
    assert f"columns: {columns}; font-size: {points}pt" in poster(c)


def test_long_names_make_the_posters_print_smaller_never_a_second_page() -> None:
    """24 teams of 60 signs: one page (measured in Chromium: test_sheets_browser.py), in
    smaller print the wider the names' signs; the concours's name, two lines at most."""
    latin = [f"Amicale Bouliste de Saint-Étienne-du-Rouvray et Environs #{n:02d}" for n in
             range(24)]  # fmt: skip
    wide = [f"{'東京麻雀倶楽部' * 8}の皆{n:02d}" for n in range(24)]
    assert [signs(name) for name in (latin[0], wide[0])] == [MAX_NAME, MAX_NAME]
    (one, big), (_, small) = poster_type(latin, 240.0), poster_type(wide, 240.0)
    assert POSTER_LEAST <= small < big < POSTER_MOST and one in (1, 2)
    assert TITLE.fitted("Club", "") == TITLE.most_pt > TITLE.fitted("W" * 60, "")


def test_a_sheets_names_print_smaller_the_longer_they_are() -> None:
    """A team's column on a sheet of four: its name and players in the largest type its
    room holds; the widest signs (W, Chinese) count an em, a joined emoji an em a person."""
    room = COLUMNS[4]
    assert room.fitted("Les As", "Ana, Bruno") == room.most_pt
    long = "Amicale Bouliste de Saint-Étienne-du-Rouvray et des Environs"
    assert room.least_pt < room.fitted(long, f"{long}, {long}") < room.most_pt
    wide, narrow = ("W" * 60, f"{'W' * 60}, {'W' * 60}"), ("i" * 60, f"{'i' * 60}, {'i' * 60}")
    assert room.fitted(*wide) < room.fitted(*narrow)
    assert ems("東京") == ems("WW") == 2.0 and ems("e\u0301") == ems("é")
    assert ems("👨\u200d👩\u200d👧") == 3.0  # a box a person where no emoji font draws them


def test_export_poster_through_the_command_line() -> None:
    assert run("concours", "new", "Club")[0] == 0
    code, _, err = run("concours", "export", "--poster")
    assert code == 1 and "draw" in err, err  # nothing drawn yet
    one_line_error(err)
    for team in ("Les As", "Dames", "Rois"):
        assert run("concours", "team", "add", team)[0] == 0
    assert run("concours", "draw")[0] == 0
    code, out, err = run("concours", "export", "--poster")
    assert code == 0, err
    assert out.startswith("<!DOCTYPE html>") and out.count("<li") == 3
    code, _, err = run("concours", "export", "--sheets", "--poster")
    assert code == 2 and err.startswith("belote: --poster"), err
    one_line_error(err)
    code, _, err = run("concours", "export", "--poster", "--format", "csv")
    assert code == 2 and err.startswith("belote: --format"), err


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_help_of_export_names_the_poster(language: str) -> None:
    command = [sys.executable, "-m", "belote_cli", "concours", "export", "--help"]
    env = {**os.environ, "BELOTE_LANG": language}
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60).stdout
    assert "--poster" in out and "--sheets" in out
    assert ("affiche du placement" if language == "fr" else "seating poster") in out
