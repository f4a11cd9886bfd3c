"""The table sheets and the placement poster measured in a real browser: headless Chromium
(the system's package) driven over the DevTools protocol on a pipe, laid out as printed on A4
(print media, the page's width less its margins), then printed to PDF. Every donne row and
the Total are inside their sheet and seen (nothing clipped), every sheet fits a page (so
`break-inside: avoid` keeps it whole), twelve donnes of a classique partie put four sheets on
a page (two by two), a coinche partie's twelve two; a coinche sheet
has its taker, contract and coinche columns; every sheet has its signatures; the poster lists
every team once, in alphabetical order, with its table, 40 teams on one page in large print.
Skipped where Chromium is not installed (`apt-get install chromium`) -- but under CI, where
.ci/run installs it, a missing browser fails."""

from __future__ import annotations

import base64
import json
import os
import random
import re
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import zxingcpp

from belote_cli.core.names import MAX_NAME, clusters, signs
from tests.browser import CHROMIUM, FLAGS, MARKS, chromium, headless, launched  # noqa: F401
from tests.helpers import run

if TYPE_CHECKING:
    from playwright.sync_api import Browser as PlaywrightBrowser

pytestmark = MARKS

PX_PER_MM = 96 / 25.4  # CSS pixels
PAGE_WIDTH = round((210 - 2 * 10) * PX_PER_MM)  # A4 less the sheets' 1 cm margins: 718 px
PAGE_HEIGHT = (297 - 2 * 10) * PX_PER_MM  # 1046.9 px
EPSILON = 0.5  # px: rounding of a box's edges


class Browser:
    """One headless Chromium, one tab, spoken to over --remote-debugging-pipe (the
    DevTools protocol as JSON messages ending in a NUL byte, on the child's fds 3 and 4)."""

    def __init__(self, profile: Path) -> None:
        commands_read, self._commands = os.pipe()
        self._events, events_write = os.pipe()

        def on_fds_3_and_4() -> None:  # in the child, before exec
            os.dup2(commands_read, 3)
            os.dup2(events_write, 4)

        command = [*headless(profile), "--hide-scrollbars"]
        command += ["--remote-debugging-pipe", "about:blank"]
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=False,  # the pipes are inheritable only as 3 and 4 (PEP 446)
            preexec_fn=on_fds_3_and_4,
        )
        os.close(commands_read)
        os.close(events_write)
        self._buffer = b""
        self._id = 0
        self._session: str | None = None
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        attached = self.call("Target.attachToTarget", targetId=target, flatten=True)
        self._session = attached["sessionId"]

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one command (to the tab once attached) and wait for its answer."""
        self._id += 1
        message: dict[str, Any] = {"id": self._id, "method": method, "params": params}
        if self._session is not None:
            message["sessionId"] = self._session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._next()
            if answer.get("id") == self._id:
                assert "error" not in answer, (method, answer["error"])
                return answer["result"]  # type: ignore[no-any-return]

    def _next(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            ready, _, _ = select.select([self._events], [], [], 60)
            assert ready, "Chromium did not answer within 60 s"
            chunk = os.read(self._events, 1 << 16)
            assert chunk, "Chromium closed its pipe"
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)  # type: ignore[no-any-return]

    def open(self, page: Path, media: str, width: int, height: int = 1200) -> None:
        """`page` laid out for `media` at `width` CSS pixels."""
        self.call("Emulation.setEmulatedMedia", media=media)
        metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}
        self.call("Emulation.setDeviceMetricsOverride", **metrics)
        self.call("Page.navigate", url=page.as_uri())
        for _ in range(200):
            if self.evaluate("document.readyState") == "complete":
                break
            time.sleep(0.05)
        # the whole document in the viewport: every point of it can be hit-tested
        tall = max(height, int(self.evaluate("document.documentElement.scrollHeight")) + 10)
        self.call("Emulation.setDeviceMetricsOverride", **{**metrics, "height": tall})

    def evaluate(self, expression: str) -> Any:
        answer = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        assert "exceptionDetails" not in answer, answer["exceptionDetails"]
        return answer["result"].get("value")

    def pdf_pages(self) -> int:
        """The pages of the open page printed as Chromium prints it (A4 from its CSS)."""
        printed = self.call("Page.printToPDF", preferCSSPageSize=True, displayHeaderFooter=False)
        return len(re.findall(rb"/Type\s*/Page\b(?!s)", base64.b64decode(printed["data"])))

    def close(self) -> None:
        try:
            self._session = None
            self.call("Browser.close")
        except (AssertionError, OSError):
            pass
        try:
            self._process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        os.close(self._commands)
        os.close(self._events)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    if CHROMIUM is None:
        pytest.fail("CI: no Chromium (.ci/run installs Debian's chromium when it is missing)")
    opened = Browser(tmp_path_factory.mktemp("chromium-profile"))
    yield opened
    opened.close()


# Each sheet's boxes (page coordinates), its column heads, each row's label and whether
# every cell of the row is what the browser finds at the cell's centre (a clipped or hidden
# cell is not), and its signature line.
MEASURE_SHEETS = """
(() => {
  const box = e => { const r = e.getBoundingClientRect();
                     return {top: r.top + scrollY, bottom: r.bottom + scrollY,
                             left: r.left, right: r.right}; };
  const seen = td => { const r = td.getBoundingClientRect();
                       const hit = document.elementFromPoint((r.left + r.right) / 2,
                                                             (r.top + r.bottom) / 2);
                       return hit !== null && (hit === td || td.contains(hit)); };
  return [...document.querySelectorAll('section.sheet')].map(s => ({
    box: box(s),
    clipped: s.scrollHeight > s.clientHeight + 1,
    heads: [...s.querySelectorAll('thead th')].map(th => th.firstChild.textContent.trim()),
    rows: [...s.querySelectorAll('tbody tr')].map(tr => ({
      label: tr.cells[0].textContent.trim(), box: box(tr),
      seen: [...tr.cells].every(seen)})),
    sign: [...s.querySelectorAll('tr.sign')].map(tr => ({text: tr.textContent, box: box(tr),
      cells: [...tr.cells].map(td => td.textContent)})),
  }));
})()
"""


def inside(inner: dict[str, float], outer: dict[str, float]) -> bool:
    return (
        inner["top"] >= outer["top"] - EPSILON
        and inner["bottom"] <= outer["bottom"] + EPSILON
        and inner["left"] >= outer["left"] - EPSILON
        and inner["right"] <= outer["right"] + EPSILON
    )


def paginated(sheets: list[dict[str, Any]]) -> int:
    """The pages the sheets take when each is kept whole (`break-inside: avoid`): a sheet
    goes on the page it starts on if it fits, else on the next; the margin between two
    sheets is dropped at a page break (CSS Fragmentation)."""
    pages, used = 1, 0.0
    for i, sheet in enumerate(sheets):
        height = sheet["box"]["bottom"] - sheet["box"]["top"]
        gap = sheets[i]["box"]["top"] - sheets[i - 1]["box"]["bottom"] if i else 0.0
        if used and used + gap + height > PAGE_HEIGHT + EPSILON:
            pages, used = pages + 1, height
        else:
            used += gap + height
    return pages


def make_concours(name: str, teams: list[str], *options: str) -> None:
    code, _, err = run("concours", "new", name, *options)
    assert code == 0, err
    for team in teams:
        code, _, err = run("concours", "team", "add", team, "--players", "Anne-Sophie,Bruno")
        assert code == 0, err
    code, _, err = run("concours", "draw")
    assert code == 0, err


LONG = "Amicale Bouliste de Saint-Étienne-du-Rouvray"  # a name that takes two lines


EXTRA_HEADS = {"fr": ["Preneur", "Contrat", "Coinche"], "en": ["Taker", "Contract", "Coinche"]}


@pytest.mark.parametrize(
    ("options", "teams", "language", "rows", "per_page"),
    [
        (("--donnes", "12"), 8, "fr", 12, 4),  # classique, 12 donnes: four sheets a page
        (("--donnes", "12"), 8, "en", 12, 4),
        (("--mode", "faits", "--donnes", "16"), 5, "en", 16, 1),  # coinche, 16 donnes
        (("--mode", "faits"), 4, "fr", 12, 2),  # coinche, 12 donnes
        (("--mode", "faits", "--target", "2000"), 4, "en", 20, 1),  # to a target: blank rows
        (("--donnes", "40"), 4, "en", 40, 0),  # more donnes than a page holds
    ],
)
def test_every_row_and_the_total_are_on_the_printed_page(
    browser: Browser,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    options: tuple[str, ...],
    teams: int,
    language: str,
    rows: int,
    per_page: int,
) -> None:
    monkeypatch.setenv("BELOTE_LANG", language)
    names = [LONG, "Les As", "Rois de cœur", "Dames", "Valets", "Écureuils", "zèbres", "Gî"]
    make_concours("Concours de Noël", names[:teams], *options)
    page = tmp_path / "sheets.html"
    assert run("concours", "export", "--sheets", "--output", str(page))[0] == 0
    coinche = "--mode" in options
    tables = teams // 2
    for media, width in (("screen", 1000), ("print", PAGE_WIDTH)):
        browser.open(page, media, width)
        sheets: list[dict[str, Any]] = browser.evaluate(MEASURE_SHEETS)
        assert len(sheets) == tables
        for sheet in sheets:
            assert not sheet["clipped"], media
            labels = [row["label"] for row in sheet["rows"]]
            assert labels == [*map(str, range(1, rows + 1)), "Total", ""], media
            for row in sheet["rows"]:
                assert inside(row["box"], sheet["box"]), (media, row)
                assert row["seen"], (media, row["label"])
            heads = sheet["heads"]
            assert heads[0] == "Donne" and len(heads) == (6 if coinche else 3), heads
            if coinche:
                assert heads[1:4] == EXTRA_HEADS[language], heads
            (sign,) = sheet["sign"]  # each team signs under its column
            assert sign["cells"][-2:] == ["Signature", "Signature"], sign
            assert inside(sign["box"], sheet["box"]), sign
            height = sheet["box"]["bottom"] - sheet["box"]["top"]
            if media == "print" and per_page:  # the sheet fits a page: kept whole on one
                assert height <= PAGE_HEIGHT, sheet["box"]
    # print: as many pages as the sheets kept whole take, and Chromium paginates so
    pages = paginated(sheets)
    if per_page:
        assert pages == -(-tables // per_page), [s["box"] for s in sheets]
        assert browser.pdf_pages() == pages
    else:  # taller than a page: each sheet on pages of its own, no row cut (each row whole)
        assert all(r["box"]["bottom"] - r["box"]["top"] < 40 for r in sheets[0]["rows"])
        assert browser.pdf_pages() >= 2 * tables


MEASURE_POSTER = """
(() => {
  const list = document.querySelector('ol.placement');
  const r = list.getBoundingClientRect();
  return {
    bottom: r.bottom + scrollY,
    entries: [...list.querySelectorAll('li')].map(li => ({
      team: li.querySelector('.team').textContent,
      where: li.querySelector('.where').textContent,
      exempt: li.classList.contains('exempt'),
      points: parseFloat(getComputedStyle(li.querySelector('.team')).fontSize) * 72 / 96,
      bottom: li.getBoundingClientRect().bottom + scrollY})),
    columns: getComputedStyle(list).columnCount,
  };
})()
"""

# 40 names in alphabetical order, case and accents ignored, œ as oe, numbers as numbers
ALPHABETICAL = [
    "amicale du Bourg", "Atout Cœur", "Bar du Commerce", "Belote Rebelote",
    "Café de la Gare", "Capot Club", "Château-Gontier", "Comité des Fêtes", "Dames de Pique",
    "Dix de Der", "Écureuils", "Entente Sud", "Équipe 2", "Équipe 10", "Famille Martin",
    "Gars du Nord", "Hameau du Bois", "île d'Yeu", "Inséparables", "Jeunes d'Autrefois",
    "La Mairie", "Les Abeilles", "Les Mamies", "Nouvelle Vague", "Œillets du Club",
    "Oies Blanches",
    "Pompiers", "Quinte Royale", "Retraités", "Rois de cœur", "Sapeurs de Lyon",
    "Tierce Majeure", "Union Sportive", "Valets Noirs", "Voisins", "Wagon-Bar", "Xavier et Yves",
    "Yvette et Yann", "Zazous", "zèbres",
]  # fmt: skip


def test_the_poster_lists_every_team_once_in_order_with_its_table_on_one_page(
    browser: Browser, tmp_path: Path
) -> None:
    shuffled = ALPHABETICAL[:]
    random.Random(21).shuffle(shuffled)
    code, _, err = run("concours", "new", "Grand concours")
    assert code == 0, err
    for team in shuffled:
        assert run("concours", "team", "add", team)[0] == 0
    code, out, err = run("concours", "draw", "--json")
    assert code == 0, err
    table_of = {
        shuffled[team - 1]: table["table"]
        for table in json.loads(out)["tables"]
        for team in table["teams"]
    }
    page = tmp_path / "poster.html"
    assert run("concours", "export", "--poster", "--output", str(page))[0] == 0
    browser.open(page, "print", PAGE_WIDTH)
    poster = browser.evaluate(MEASURE_POSTER)
    entries = poster["entries"]
    assert [entry["team"] for entry in entries] == ALPHABETICAL
    assert [entry["where"] for entry in entries] == [
        f"Table {table_of[team]}" for team in ALPHABETICAL
    ]
    assert poster["bottom"] <= PAGE_HEIGHT and browser.pdf_pages() == 1  # one A4 page
    assert poster["columns"] == "2"
    assert min(entry["points"] for entry in entries) >= 20  # large print, across a room


def test_the_poster_says_which_team_sits_out(browser: Browser, tmp_path: Path) -> None:
    code, _, err = run("concours", "new", "Club")
    assert code == 0, err
    for team in ("Bravo", "alpha", "Écho", "Delta", "charlie"):
        assert run("concours", "team", "add", team)[0] == 0
    code, out, err = run("concours", "draw", "--json")
    assert code == 0, err
    exempt = ["Bravo", "alpha", "Écho", "Delta", "charlie"][json.loads(out)["exempt"] - 1]
    page = tmp_path / "poster.html"
    assert run("concours", "export", "--poster", "--output", str(page))[0] == 0
    browser.open(page, "screen", 1000)
    entries = browser.evaluate(MEASURE_POSTER)["entries"]
    assert [entry["team"] for entry in entries] == ["alpha", "Bravo", "charlie", "Delta", "Écho"]
    assert [entry["team"] for entry in entries if entry["exempt"]] == [exempt]
    assert [entry["where"] for entry in entries if entry["exempt"]] == ["Exempt"]
    assert sorted(entry["where"] for entry in entries if not entry["exempt"]) == [
        "Table 1", "Table 1", "Table 2", "Table 2"
    ]  # fmt: skip


MEASURE_RESULTS = """
(() => ({
  scroll: document.documentElement.scrollWidth,
  width: innerWidth,
  font: parseFloat(getComputedStyle(document.querySelector('table td')).fontSize),
  bold: [...document.querySelectorAll('tr.top')].length,
  hidden: [...document.querySelectorAll('td.wide')].every(td => td.offsetParent === null),
}))()
"""


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_html_ranking_reads_across_a_room_and_on_a_phone(
    browser: Browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """At 1920×1080 the print is large (a projector); at 390 px nothing scrolls sideways
    (the least useful columns give way); only the podium's three teams are bold, though
    four share third place."""
    monkeypatch.setenv("BELOTE_LANG", language)
    make_concours("Concours", [f"{LONG} {n}" for n in range(1, 9)], "--parties", "2")
    for table, points in enumerate([(1000, 900), (950, 900), (900, 900), (900, 900)], start=1):
        code, _, err = run("concours", "result", str(table), *map(str, points), "--force")
        assert code == 0, err
    page = tmp_path / "results.html"
    assert run("concours", "export", "--format", "html", "--output", str(page))[0] == 0
    browser.open(page, "screen", 1920, 1080)
    room = browser.evaluate(MEASURE_RESULTS)
    assert room["scroll"] <= room["width"] and room["font"] >= 24, room
    assert room["bold"] == 3, room
    browser.open(page, "screen", 390, 844)
    phone = browser.evaluate(MEASURE_RESULTS)
    assert phone["scroll"] <= phone["width"] and phone["hidden"] and phone["font"] >= 14, phone


def test_sheets_with_each_teams_qr_code_fit_four_to_a_page(
    browser: Browser, tmp_path: Path
) -> None:
    """With the web server's address, every sheet carries its two teams' QR codes, whole
    inside it, and four sheets still fit a printed page (tests/web/test_sheets_scan.py reads
    every code)."""
    make_concours("Concours", [LONG, "Les As", "Rois", "Dames"], "--donnes", "12")
    page = tmp_path / "sheets.html"
    address = ("--address", "http://192.168.1.10:8000")
    assert run("concours", "export", "--sheets", *address, "--output", str(page))[0] == 0
    browser.open(page, "print", PAGE_WIDTH)
    measure = """[...document.querySelectorAll('section.sheet')].map(s => {
        const box = s.getBoundingClientRect();
        const codes = [...s.querySelectorAll('.codes svg')].map(q => q.getBoundingClientRect());
        return {height: box.height, codes: codes.length,
                inside: codes.every(q => q.top >= box.top && q.bottom <= box.bottom + 0.5
                                         && q.left >= box.left && q.right <= box.right + 0.5)};
    })"""
    sheets = browser.evaluate(measure)
    assert len(sheets) == 2
    for sheet in sheets:
        assert sheet["codes"] == 2 and sheet["inside"] and sheet["height"] <= PAGE_HEIGHT, sheet
    assert browser.pdf_pages() == 1


# --- printed at the longest names: pages counted, every QR code read from each page's PNG ---

PDFTOPPM = shutil.which("pdftoppm")  # poppler-utils: a PDF page as an image
DPI = 150  # a page as a printer's preview draws it; a code's module is 2.4 pixels


def longest(text: str, tag: str = "") -> str:
    """`text` repeated to MAX_NAME signs, `tag` at its end (names must differ)."""
    found = clusters(text)
    while len(found) < MAX_NAME:
        found += clusters(text)
    name = "".join(found[: MAX_NAME - len(tag)]).rstrip() + tag
    while signs(name) < MAX_NAME:  # a space dropped at the end: one sign more
        name = name[: -len(tag) or None] + "x" + tag
    return name


# Names of every width a reader sees: accents, one long word, capitals W and M, Chinese and
# Japanese, fullwidth Latin, Cyrillic, Greek, Arabic, Devanagari, Korean, emoji joined
SCRIPTS = [
    "Amicale Bouliste de Saint-Étienne-du-Rouvray et des Environs ",
    "Anticonstitutionnellementbeloteurscoinchéssurcoinchésdelavallée",
    "WMWMWMWMWM ",
    "東京麻雀倶楽部とベロット愛好会の皆さん",
    "Ｗｉｄｅ ＦＵＬＬＷＩＤＴＨ ｃｌｕｂ ",
    "Ассоциация любителей белота Санкт-Петербурга ",
    "Σύλλογος φίλων της μπελότ Θεσσαλονίκης ",
    "نادي البلوت في مرسيليا الكبرى ",
    "नमस्ते बेलोट क्लब दिल्ली ",
    "한국 벨로트 동호회 서울 ",
    "👨\u200d👩\u200d👧\u200d👦🇫🇷",
    "Les Joyeux Coincheurs du Comité des Fêtes de Châteauneuf ",
]
LONGEST = [longest(SCRIPTS[n % len(SCRIPTS)], f" {n + 1}") for n in range(24)]
PLAYERS = ("Marie-Thérèse Dupont-Aignan de la Rochefoucauld-Montmorency ",
           "Jean-Baptiste Zakarian-Oumarou Vandenbroucke-Lefèvre-Dubois ")  # fmt: skip


@pytest.fixture(scope="module")
def printer() -> Iterator[PlaywrightBrowser]:
    """Playwright's launch of the system's Chromium (tests/browser.py's flags): pages
    printed as a browser prints them, `page.pdf(format="A4")`."""
    with launched() as opened:
        yield opened


def longest_concours(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """24 teams, every name (the concours's, the teams', the players') of MAX_NAME signs."""
    monkeypatch.setenv("BELOTE_LANG", language)
    assert all(signs(name) == MAX_NAME for name in LONGEST)
    players = [",".join(longest(p, f" {n}{side}") for side, p in zip("ab", PLAYERS, strict=True))
               for n in range(24)]  # fmt: skip
    code, _, err = run("concours", "new", longest("Grand Concours de la Saint-Sylvestre "))
    assert code == 0, err
    for name, pair in zip(LONGEST, players, strict=True):
        code, _, err = run("concours", "team", "add", name, "--players", pair)
        assert code == 0, err
    code, _, err = run("concours", "draw")
    assert code == 0, err


def printed(printer: PlaywrightBrowser, page: Path) -> tuple[Path, int]:
    """`page` printed to PDF on A4 as Chromium prints it: the PDF, and its pages."""
    tab = printer.new_page()
    try:
        tab.goto(page.as_uri())
        pdf = page.with_suffix(".pdf")
        pdf.write_bytes(tab.pdf(format="A4"))
    finally:
        tab.close()
    return pdf, len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf.read_bytes()))


def page_image(pdf: Path, page: int) -> tuple[memoryview, int, int]:
    """Page `page` of `pdf` drawn by poppler at DPI, in greys (a PNG of it kept beside the
    PDF, to look at): its pixels, its width and its height."""
    if PDFTOPPM is None:
        if os.environ.get("CI"):
            pytest.fail("CI: no pdftoppm (.ci/run installs poppler-utils when it is missing)")
        pytest.skip("no pdftoppm on this machine (apt-get install poppler-utils)")
    base = pdf.with_name(f"{pdf.stem}-{page}")
    pages = ["-f", str(page), "-l", str(page), "-r", str(DPI), "-singlefile", str(pdf)]
    subprocess.run([PDFTOPPM, "-png", *pages, str(base)], check=True, timeout=60)
    subprocess.run([PDFTOPPM, "-gray", *pages, str(base)], check=True, timeout=60)
    grey = base.with_suffix(".pgm").read_bytes()  # P5, its width, height and 255, then bytes
    _, width, height, _, pixels = grey.split(maxsplit=4)
    w, h = int(width), int(height)
    return memoryview(pixels[: w * h]).cast("B", (h, w)), w, h


@pytest.mark.parametrize("language", ["fr", "en"])
def test_twelve_tables_of_the_longest_names_print_four_to_a_page_and_every_code_reads(
    printer: PlaywrightBrowser,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    """Issue 44: 12 tables of 60-sign names in every script, their players' names as long:
    3 A4 pages, each cut in four; every QR code read by zxing-cpp from each page's image,
    in its own table's quarter, to the very address the sheet prints under it."""
    longest_concours(language, monkeypatch)
    page = tmp_path / "sheets.html"
    address = ("--address", "http://192.168.100.200:8000")
    assert run("concours", "export", "--sheets", *address, "--output", str(page))[0] == 0
    # what each sheet promises: its two links, printed (http:// left out) under its codes
    links = [
        ["http://" + re.sub("<[^>]*>", "", link) for link in re.findall(LINK, sheet)]
        for sheet in page.read_text().split('<section class="sheet"')[1:]
    ]
    assert len(links) == 12 and all(len(pair) == 2 for pair in links)
    pdf, pages = printed(printer, page)
    assert pages == 3
    for k in range(pages):
        pixels, width, height = page_image(pdf, k + 1)
        found = zxingcpp.read_barcodes(pixels)
        on_page = links[4 * k : 4 * k + 4]
        assert sorted(code.text for code in found) == sorted(a for p in on_page for a in p), k
        for i, pair in enumerate(on_page):  # its quarter: left or right, top or bottom
            for code in (code for code in found if code.text in pair):
                x = (code.position.top_left.x + code.position.bottom_right.x) / 2
                y = (code.position.top_left.y + code.position.bottom_right.y) / 2
                assert (x > width / 2, y > height / 2) == (i % 2 == 1, i >= 2), (k, i)


LINK = re.compile(r'<span class="link">(.*?)</span></div>')


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_poster_of_24_teams_of_the_longest_names_takes_one_page(
    printer: PlaywrightBrowser,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    """Issue 44: the placement of 24 teams of 60-sign names on one A4 page, every team on
    it with its table (its text read back from the PDF's image is not asked: the page
    count and the list's own order are)."""
    longest_concours(language, monkeypatch)
    page = tmp_path / "poster.html"
    assert run("concours", "export", "--poster", "--output", str(page))[0] == 0
    assert page.read_text().count("<li") == 24
    pdf, pages = printed(printer, page)
    assert pages == 1
    page_image(pdf, 1)  # its PNG, to look at
