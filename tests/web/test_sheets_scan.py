"""Sheets that scan (issue 34): every table's two QR codes, on the organiser's /sheets page
and in the file `belote concours export --sheets --address URL` writes, are read by a real
barcode reader (zxing-cpp) from what a person would point a phone at -- a screenshot of the
page in the system's Chromium, and each page of its PDF as Chromium's own PDF viewer draws it
-- each code on its own table's sheet, its link printed beside it, whole on one line or
broken only between its parts; each link opens that team's page of that table. Four sheets
of a classique partie of 12 donnes to an A4 page, the exempt team's line included.
`--partie K` gives the sheets and the poster of an earlier partie; a partie not drawn is
refused in one line, nothing written. Skipped where Chromium is not installed -- but under
CI, where .ci/run installs it, a missing browser fails (the CLI tests always run)."""

from __future__ import annotations

import base64
import re
from collections.abc import Callable, Iterator
from html import escape
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

import pytest
import zxingcpp
from playwright.sync_api import Browser, Page, ViewportSize

from belote_cli.core.concours import Concours
from belote_cli.storage import concours as store
from belote_cli.text.catalog import t
from belote_cli.text.concours import team_label
from belote_cli.text.qr import link_html, short_link
from tests.browser import MARKS
from tests.helpers import run
from tests.web.test_browser import PHONE, Served

SCREEN: ViewportSize = {"width": 1280, "height": 900}  # the organiser's laptop
A4_150_DPI: ViewportSize = {"width": 1240, "height": 1754}  # a PDF page, drawn by Chromium
NAMES = [
    "Amicale Bouliste de Saint-Étienne-du-Rouvray", "Les As", "Rois de cœur", "Dames",
    "Valets", "Écureuils", "zèbres", "Gî", "Comité des Fêtes", "Pompiers",
]  # fmt: skip
SOON = 20.0  # s: the PDF viewer draws a page within this

F = TypeVar("F", bound=Callable[..., Any])


def in_chromium(test: F) -> F:
    """tests/browser.py's marks, on a browser test only."""
    for mark in MARKS:
        test = mark(test)
    return test


@pytest.fixture
def serve(browser: Browser) -> Iterator[Callable[[int], Served]]:
    """Served (tests/web/test_browser.py) with the first `teams` of NAMES, partie 1 drawn."""
    opened: list[Served] = []

    def started(teams: int) -> Served:
        opened.append(Served(browser, tuple(NAMES[:teams])))
        return opened[-1]

    yield started
    for served in opened:
        served.close()
        # no page asked anything of another server (a file is itself), nothing refused
        assert all(url.startswith((served.base + "/", "file:")) for url in served.requests)
        assert not [text for text in served.console if "Content Security Policy" in text]


class Found(NamedTuple):
    """A code the reader decoded: its text, and its centre on the image (pixels)."""

    text: str
    x: float
    y: float


# A PNG as grey pixels, decoded by the browser itself (no image library): its width, its
# height, and a byte a pixel, in base64.
GREY = """async (png) => {
  const bytes = Uint8Array.from(atob(png), c => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const grey = new Uint8Array(bitmap.width * bitmap.height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = (rgba[4 * i] * 299 + rgba[4 * i + 1] * 587 + rgba[4 * i + 2] * 114) / 1000;
  let text = '';
  for (let i = 0; i < grey.length; i += 0x8000)
    text += String.fromCharCode(...grey.subarray(i, i + 0x8000));
  return [bitmap.width, bitmap.height, btoa(text)];
}"""


def decoded(browser: Browser, png: bytes) -> list[Found]:
    """Every QR code zxing-cpp reads in a screenshot."""
    blank = browser.new_page()
    try:
        width, height, grey = blank.evaluate(GREY, base64.b64encode(png).decode())
    finally:
        blank.close()
    pixels = memoryview(base64.b64decode(grey)).cast("B", (height, width))
    found = zxingcpp.read_barcodes(pixels)
    return [
        Found(
            code.text,
            (code.position.top_left.x + code.position.bottom_right.x) / 2,
            (code.position.top_left.y + code.position.bottom_right.y) / 2,
        )
        for code in found
    ]


def pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


def read_pdf(browser: Browser, pdf: Path, page: int, expected: set[str]) -> list[Found]:
    """Page `page` of `pdf` as Chromium's PDF viewer shows it, the page fit to an A4-sized
    window (150 dpi), looked at until the reader finds the `expected` codes (the viewer
    draws in steps, and shows its page only once it has read the whole file) or SOON has
    passed: what it found then (its screenshot in `pdf`'s folder)."""
    viewer = browser.new_page(viewport=A4_150_DPI)
    try:
        viewer.goto(f"{pdf.as_uri()}#page={page}&toolbar=0&view=Fit")
        clock = viewer.evaluate("performance.now()")
        while True:
            shot = viewer.screenshot(path=str(pdf.with_name(f"{pdf.stem}-{page}.png")))
            found = decoded(browser, shot)
            if {code.text for code in found} == expected and len(found) == len(expected):
                return found
            if viewer.evaluate("performance.now()") - clock > SOON * 1e3:
                return found
            viewer.wait_for_timeout(200)
    finally:
        viewer.close()


# Each sheet's box (page coordinates), its printed links and whether each part of a link
# holds on one line inside the sheet.
SHEETS = """[...document.querySelectorAll('section.sheet')].map(s => {
  const r = s.getBoundingClientRect();
  const parts = [...s.querySelectorAll('.link span')];
  return {
    box: [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY],
    links: [...s.querySelectorAll('.link')].map(l => l.textContent),
    whole: parts.every(p => p.getClientRects().length === 1
                            && p.getBoundingClientRect().right <= r.right),
  };
})"""


def addresses(served: Served, tables: int) -> list[tuple[str, str]]:
    """Each table's two teams' pages on the served server."""
    return [
        (f"{served.base}/t/{served.code(n, 0)}", f"{served.base}/t/{served.code(n, 1)}")
        for n in range(1, tables + 1)
    ]


def scanned_on_screen(browser: Browser, page: Page, served: Served, shot: Path) -> None:
    """Every table's two codes read from a screenshot, each inside its own table's sheet,
    its link printed beside it; each link opens its team's page at its table."""
    page.screenshot(path=str(shot), full_page=True)
    sheets = page.evaluate(SHEETS)
    expected = addresses(served, len(sheets))
    found = decoded(browser, shot.read_bytes())
    assert sorted(code.text for code in found) == sorted(a for pair in expected for a in pair)
    for n, (sheet, pair) in enumerate(zip(sheets, expected, strict=True), start=1):
        left, top, right, bottom = sheet["box"]
        inside = {code.text for code in found if left < code.x < right and top < code.y < bottom}
        assert inside == set(pair), n
        assert sheet["links"] == [short_link(a) for a in pair] and sheet["whole"], sheet
    c = store.load(served.path).concours
    phone = served.page(PHONE)
    for table, pair in zip(c.partie()[1].tables, expected, strict=True):
        for side, address in enumerate(pair):
            phone.goto(address)
            assert phone.url == address and phone.locator("main#table").count() == 1
            one, two = (team_label(c, team) for team in table.teams)
            mine, theirs = (one, two) if side == 0 else (two, one)
            assert mine in phone.locator(".you").inner_text()
            assert theirs not in phone.locator(".you").inner_text()
            heading = phone.locator(".sub").first.inner_text()
            assert mine in heading and theirs in heading


def scanned_in_print(browser: Browser, page: Page, served: Served, tmp: Path) -> int:
    """The page printed to PDF (A4, as a browser prints it), each PDF page drawn by
    Chromium: the codes of four tables a page, two by two in the order of the tables, every
    one read. How many pages?"""
    pdf = tmp / "sheets.pdf"
    pdf.write_bytes(page.pdf(prefer_css_page_size=True))
    tables = len(page.evaluate(SHEETS))
    expected = addresses(served, tables)
    pages = pdf_pages(pdf.read_bytes())
    assert pages == -(-tables // 4)  # four sheets to an A4 page
    for k in range(pages):
        on_page = expected[4 * k : 4 * k + 4]
        found = read_pdf(browser, pdf, k + 1, {a for pair in on_page for a in pair})
        assert sorted(code.text for code in found) == sorted(a for p in on_page for a in p), k
        for i, pair in enumerate(on_page):  # its quarter: left or right, top or bottom
            for code in (code for code in found if code.text in pair):
                assert (code.x > A4_150_DPI["width"] / 2) == (i % 2 == 1), (k, i)
                assert (code.y > A4_150_DPI["height"] / 2) == (i >= 2), (k, i)
    return pages


@in_chromium
def test_every_code_on_the_organisers_sheets_scans_on_screen_and_in_print(
    browser: Browser, serve: Callable[[int], Served], tmp_path: Path
) -> None:
    """Five tables: the sheets page on a laptop, its screenshot and its PDF (two A4 pages:
    four sheets, then one)."""
    served = serve(10)
    page = served.page(SCREEN)
    page.goto(f"{served.base}/o/{served.app.state.server.organiser()}")
    response = page.goto(served.base + "/sheets")
    assert response is not None and response.status == 200
    assert "default-src 'none'" in response.headers["content-security-policy"]
    scanned_on_screen(browser, page, served, tmp_path / "sheets.png")
    assert scanned_in_print(browser, page, served, tmp_path) == 2


@in_chromium
def test_every_code_of_the_exported_sheets_scans_and_opens_its_teams_page(
    browser: Browser, serve: Callable[[int], Served], tmp_path: Path
) -> None:
    """`export --sheets --address` with the server's own address: four tables and the
    exempt team's line on one A4 page."""
    served = serve(9)
    out = tmp_path / "sheets.html"
    code, _, err = run(
        "concours", "export", "--sheets", "--address", served.base, "--output", str(out)
    )
    assert code == 0, err
    page = served.page(SCREEN)
    page.goto(out.as_uri())
    c = store.load(served.path).concours
    exempt = c.partie()[1].exempt
    assert exempt is not None
    assert page.get_by_text(t("exempt_line", team=team_label(c, exempt))).count() == 1
    scanned_on_screen(browser, page, served, tmp_path / "export.png")
    assert scanned_in_print(browser, page, served, tmp_path) == 1


def test_the_link_breaks_only_between_its_parts_and_says_no_http() -> None:
    assert short_link("http://192.168.1.10:8000/t/abcd") == "192.168.1.10:8000/t/abcd"
    assert short_link("https://belote.example/t/abcd") == "https://belote.example/t/abcd"
    parts = re.findall(r"<span>([^<]*)</span>", link_html("http://192.168.1.10:8000/t/ab<cd"))
    assert parts == ["192.", "168.", "1.", "10:8000", "/t/ab&lt;cd"]  # the code whole
    parts = re.findall(r"<span>([^<]*)</span>", link_html("https://club.example/belote/t/x"))
    assert parts == ["https://club.", "example", "/belote", "/t/x"]


def two_parties(*options: str) -> None:
    """Four teams, partie 1 played, partie 2 drawn."""
    assert run("concours", "new", "Club", "--seed", "3", *options)[0] == 0
    for name in NAMES[:4]:
        assert run("concours", "team", "add", name)[0] == 0
    assert run("concours", "draw")[0] == 0
    for table in (1, 2):
        assert run("concours", "result", str(table), "1000", "944")[0] == 0
    assert run("concours", "draw")[0] == 0


def seating(c: Concours, k: int) -> list[tuple[str, str]]:
    """Each table of partie `k`: its two teams' labels, escaped as a page writes them."""
    return [
        (escape(team_label(c, a)), escape(team_label(c, b)))
        for a, b in (row.teams for row in c.parties[k - 1].tables)
    ]


@pytest.mark.parametrize("what", ["--sheets", "--poster"])
def test_partie_k_gives_the_sheets_and_the_poster_of_that_partie(what: str) -> None:
    two_parties()
    c = store.load(store.find(None)).concours
    assert seating(c, 1) != seating(c, 2)
    for k, given in ((1, ["--partie", "1"]), (2, ["--partie", "2"]), (2, [])):
        code, out, err = run("concours", "export", what, *given)
        assert code == 0, err
        if what == "--sheets":  # each sheet: its table, its two teams in their order
            assert escape(t("sheet_heading", name="Club", partie=k, parties=4)) in out
            cells = r"<thead><tr><th[^>]*>[^<]*</th><th[^>]*>(.*?)</th><th[^>]*>(.*?)</th>"
            heads = re.findall(cells, out)  # a team's cell may have its type's size
            assert heads == seating(c, k)
        else:  # every team with its table in that partie
            assert escape(t("poster_heading", partie=k, parties=4)) in out
            seats = re.findall(r'<span class="team">(.*?)</span><span class="where">(.*?)</s', out)
            tables = {name: re.sub("<[^>]*>", "", where) for name, where in seats}
            assert tables == {
                label.rsplit(" (", 1)[0]: t("sheet_table", table=n)
                for n, pair in enumerate(seating(c, k), start=1)
                for label in pair
            }


@pytest.mark.parametrize("what", ["--sheets", "--poster"])
def test_a_partie_not_drawn_is_refused_in_one_line_and_nothing_is_written(
    what: str, tmp_path: Path
) -> None:
    two_parties()
    out = tmp_path / "page.html"
    address = ["--address", "http://192.168.1.10:8000"] if what == "--sheets" else []
    for k in ("3", "0"):
        code, printed, err = run(
            "concours", "export", what, "--partie", k, *address, "--output", str(out)
        )
        assert (code, printed) == (1, "")
        assert err == f"belote: {t('no_such_partie', number=int(k), count=2)}\n"
        assert not out.exists()
    out.write_text("kept")
    code, _, err = run(
        "concours", "export", what, "--partie", "3", "--output", str(out), "--force"
    )
    assert code == 1 and err.count("\n") == 1 and out.read_text() == "kept"
