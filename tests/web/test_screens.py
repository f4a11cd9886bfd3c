"""The concours night as people see it, measured in a real browser (the system's headless
Chromium driven by Playwright, against the real server): 60 teams of real names up to 60
signs, French accents and all, partie 2 under way (results, a forfeit, a withdrawn team and
its exempt, entries waiting to be confirmed, a conflict, an unusual result), and the same
evening finished, with its prizes on the podium.

- The wall, at 390×844 (a phone), 1366×768, 1920×1080 and 3840×2160: every figure on it (a
  table's number, a team's, points, wins, differences, results) lies on one line -- its
  client rects, through a Range, share one line box --, so does every column heading; no
  figure sticks out of the screen and the page never scrolls sideways; its type grows with
  the screen's width, in tabular figures; once the concours is over, the podium shows each
  place's prize.
- The phones (a table's page in each of its states, a refusal, a game's feuille): every text
  at least 20 px, every button, field and link at least 48 px each way, every colour of
  text at least 4.5:1 against what is behind it (WCAG AA), nothing sideways; the page in the
  phone's language (Accept-Language: fr, en; another: the server's); a refusal titled in
  words; while a table waits for the other team, the screen is kept on (the Wake Lock,
  asked for by the page's own script) and the outcome appears without a reload.
- The organiser's page, measured the same way at the same sizes (`organiser_failures`;
  on the phone, by the phones' rules too): what is wrong there is listed by size.

Screenshots of what was measured are saved in the test's folder (`benchmarks/screens.py`
makes the same evening's for the README)."""

from __future__ import annotations

import json
import re
import shutil
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    ViewportSize,
    expect,
)

from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.text.catalog import accepted, catalog, language
from belote_cli.web.app import make_app
from tests.browser import CHROMIUM, MARKS, Running, chromium, shut  # noqa: F401
from tests.helpers import run, table_on_disk

pytestmark = MARKS

SIZES: dict[str, ViewportSize] = {
    "phone": {"width": 390, "height": 844},
    "laptop": {"width": 1366, "height": 768},
    "projector": {"width": 1920, "height": 1080},
    "4k": {"width": 3840, "height": 2160},
}
PHONE = SIZES["phone"]
CONCOURS = "Concours de belote de l'Amicale de Saint-Étienne-de-Montluc"
PRIZES = (
    "Un jambon sec et deux bouteilles de Gaillac",
    "Un panier garni de produits du terroir",
    "Deux bouteilles de champagne",
    "Un filet garni",
    "Un poulet fermier",
)
_CLUBS = (
    "Amicale des boulistes",
    "Les Joyeux Belotiers",
    "Club de l'Âge d'Or",
    "Comité des fêtes",
    "Association Loisirs et Détente",
    "Foyer rural",
    "Les Anciens de la SNCF",
    "Union sportive",
    "Cercle laïque",
    "Les Copains d'abord",
)
_PLACES = (
    "de Saint-Étienne-de-Montluc",
    "de Châteauneuf-sur-Loire",
    "du Bourget-du-Lac",
    "de Pézenas",
    "d'Aix-en-Provence et des environs",
    "de Montréjeau",
)
MAX_NAME = 60


def team_names() -> list[str]:
    """Sixty names as clubs write them: up to 60 signs (a few exactly), accents, hyphens,
    apostrophes, a figure in a word, one long word without a space, a few short ones."""
    names = [f"{club} {place}"[:MAX_NAME].rstrip() for place in _PLACES for club in _CLUBS]
    names[:4] = ["Les As", "Trèfle", "Cœur de Lion", "Lætitia & Noël"]
    names[4] = "Les Anciens du 14e Régiment d'Infanterie de Montélimar"
    names[5] = "Lesbelotiersdelavalléedel'Ubayeetdesesenvironsimmédiats"  # no space at all
    assert len(set(names)) == 60 and max(map(len, names)) == MAX_NAME
    return names


def points(n: int) -> tuple[str, str]:
    """A usual result for table n: 162 × 12 and a belote or two between the teams."""
    first = 380 + (n * 137) % 1180
    return str(first), str(1944 + 20 * (n % 3) - first)


@dataclass
class Evening:
    """The concours's files: partie 2 under way (`going`), and the same evening finished."""

    going: Path
    finished: Path


def build(home: Path) -> Path:
    """Under `home`: the concours of 60 teams, partie 1 played, a team withdrawn, partie 2
    drawn (59 teams: one exempt), twelve of its tables played and one forfeit."""
    assert run("concours", "new", CONCOURS, "--parties", "2", "--seed", "7")[0] == 0
    for name in team_names():
        assert run("concours", "team", "add", name)[0] == 0, name
    assert run("concours", "draw")[0] == 0
    for n in range(1, 31):
        assert run("concours", "result", str(n), *points(n), "--force")[0] == 0
    assert run("concours", "prizes", *PRIZES)[0] == 0
    assert run("concours", "team", "withdraw", "60")[0] == 0
    assert run("concours", "draw")[0] == 0
    for n in range(1, 13):
        assert run("concours", "result", str(n), *points(n + 30), "--force")[0] == 0
    c = store.load(store.find(None)).concours
    team = c.parties[1].tables[12].teams[0]
    assert run("concours", "result", "13", "--forfeit", str(team))[0] == 0
    return store.find(None)


def finish(path: Path) -> None:
    """Every table of the last partie played: the concours is over."""
    c = store.load(path).concours
    for n, row in enumerate(c.parties[-1].tables, start=1):
        if not row.done:
            assert run("concours", "result", str(n), *points(n + 60), "--force")[0] == 0


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Evening]:
    """Built once for the module (sixty teams take a while), in homes of its own."""
    folder = tmp_path_factory.mktemp("evening")
    with pytest.MonkeyPatch.context() as env:
        runtime = folder / "run"
        runtime.mkdir(mode=0o700)
        env.setenv("XDG_RUNTIME_DIR", str(runtime))
        env.setenv("BELOTE_LANG", "fr")
        env.setenv("BELOTE_HOME", str(folder / "going"))
        env.delenv("BELOTE_FILE", raising=False)
        going = build(folder / "going")
        shutil.copytree(folder / "going", folder / "finished")
        env.setenv("BELOTE_HOME", str(folder / "finished"))
        finished = store.find(None)
        finish(finished)
    yield Evening(going, finished)


class Served:
    """A concours file's server, and its tables' codes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.key = keys.server_key(path.parent.parent)
        self.running = Running(make_app(path, self.key))
        self.base = self.running.base

    def code(self, table: int, side: int) -> str:
        c = store.load(self.path).concours
        k, partie = c.partie()
        return keys.table_code(self.key, c.name, k, partie.tables[table - 1].teams, side)

    def organiser(self) -> str:
        return str(self.running.app.state.server.organiser())

    def enter(self, table: int, side: int, first: int, second: int) -> None:
        """A team's entry from its phone, as its form sends it."""
        address = f"{self.base}/t/{self.code(table, side)}"
        with urllib.request.urlopen(address) as page:
            found = re.search(r'name="csrf" value="([^"]+)"', page.read().decode())
        assert found is not None
        form = {"csrf": found.group(1), "action": "enter", "first": first, "second": second}
        body = urllib.parse.urlencode(form).encode()
        with urllib.request.urlopen(address, data=body) as answer:
            assert answer.status == 200


@pytest.fixture(scope="module")
def going(evening: Evening) -> Iterator[Served]:
    """Partie 2 under way, and on the phones: table 14 entered by one team, table 15 a
    conflict, table 16 an unusual result waiting for the organiser."""
    served = Served(evening.going)
    served.enter(14, 0, 1100, 844)
    served.enter(15, 0, 1000, 944)
    served.enter(15, 1, 944, 1000)
    served.enter(16, 0, 1000, 900)  # R14.7: short of 162 × 12
    yield served
    served.running.stop()


@pytest.fixture(scope="module")
def finished(evening: Evening) -> Iterator[Served]:
    served = Served(evening.finished)
    yield served
    served.running.stop()


Device = Callable[..., Page]


@pytest.fixture
def device(browser: Browser) -> Iterator[Device]:
    """`device(viewport, locale="fr-FR")`: a page in a context of its own (another device:
    its own cookies), asking for `locale`'s language; closed after the test (its event
    streams with it, before a server stops)."""
    contexts: list[BrowserContext] = []

    def opened(viewport: ViewportSize, locale: str = "fr-FR") -> Page:
        context = browser.new_context(viewport=viewport, locale=locale)
        contexts.append(context)
        return context.new_page()

    yield opened
    for context in contexts:
        shut(context)


def wall(device: Device, served: Served, viewport: ViewportSize) -> Page:
    """The wall, loaded, its event stream open and /wall fetched once it is."""
    page = device(viewport)
    page.clock.install()  # the views stay put while they are measured (no turn)
    with page.expect_response(lambda answer: answer.url == served.base + "/wall"):
        page.goto(served.base + "/")
    page.wait_for_function("() => document.getElementById('views').dataset.layouts >= 1")
    return page


# Every figure and every column heading of `root`, measured: a figure is a run of digits
# (with its sign, its decimal or fraction: +1004, 11/12, 2½) in a visible text; it is on one
# line when its client rects (a Range's: one per line box it spans) all share one band. A
# heading is every visible <th> but a team's name (a feuille's columns: a name wraps). And
# no figure off the screen, no page wider than it. What is wrong, in words; [] if nothing.
BROKEN = r"""(root) => {
  const wrong = [];
  const sameLine = (rects) => {
    const boxes = [...rects].filter((r) => r.width > 0 && r.height > 0);
    if (!boxes.length) { return true; }
    const top = Math.max(...boxes.map((r) => r.top));
    const bottom = Math.min(...boxes.map((r) => r.bottom));
    return top < bottom - 1;
  };
  const offScreen = (rects) => [...rects].some(
    (r) => r.width > 0 && (r.left < -1 || r.right > document.documentElement.clientWidth + 1));
  const where = (node) => {
    const cell = node.parentElement.closest('td, th, li, h1, h2, p, label') || node.parentElement;
    return cell.tagName.toLowerCase() + ' "' + cell.textContent.trim().slice(0, 60) + '"';
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let figures = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const pattern = /[+\u2212-]?\d+(?:[.,\/]\d+)*\u00bd?|\u00bd/g;
    for (const found of node.textContent.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, found.index);
      range.setEnd(node, found.index + found[0].length);
      const rects = range.getClientRects();
      if (![...rects].some((r) => r.width > 0)) { continue; }  // not shown at this size
      if (!node.parentElement.checkVisibility()) { continue; }  // folded (a closed details)
      figures += 1;
      if (!sameLine(rects)) { wrong.push('figure ' + found[0] + ' broken in ' + where(node)); }
      if (offScreen(rects)) { wrong.push('figure ' + found[0] + ' off screen in ' + where(node)); }
    }
  }
  let headings = 0;
  for (const th of root.querySelectorAll('th:not(.name)')) {  // a team's name wraps
    const range = document.createRange();
    range.selectNodeContents(th);
    const rects = range.getClientRects();
    if (![...rects].some((r) => r.width > 0)) { continue; }
    headings += 1;
    if (!sameLine(rects)) { wrong.push('heading broken: "' + th.textContent.trim() + '"'); }
  }
  if (document.documentElement.scrollWidth > innerWidth) {
    const wide = [];  // what sticks out: a text, or a box
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > innerWidth + 1) { wide.push(node.parentElement); }
    }
    for (const e of document.body.querySelectorAll('input, select, button, img, svg')) {
      if (e.getBoundingClientRect().right > innerWidth + 1) { wide.push(e); }
    }
    wrong.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px, '
               + wide.slice(0, 3).map((e) => e.tagName.toLowerCase() + ' "'
                 + (e.textContent || e.name || '').trim().slice(0, 40) + '"').join(', '));
  }
  return {wrong, figures, headings};
}"""

# A phone's page for older players: every visible text at least 20 px; every button, field,
# select and link at least 48 px wide and high; every text's colour at least 4.5:1 against
# the first opaque background behind it (the page's white at the end).
PHONE_RULES = r"""() => {
  const wrong = [];
  const rgb = (text) => (text.match(/[\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => {
    const one = (c) => {
      c /= 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * one(r) + 0.7152 * one(g) + 0.0722 * one(b);
  };
  const behind = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) { return c.slice(0, 3); }
    }
    return [255, 255, 255];
  };
  const seen = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  let texts = 0;
  for (const e of document.body.querySelectorAll('*')) {
    if (!seen(e) || ['SCRIPT', 'STYLE'].includes(e.tagName)) { continue; }
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const control = ['BUTTON', 'INPUT', 'SELECT'].includes(e.tagName);
    if (own || control) {
      texts += 1;
      const style = getComputedStyle(e);
      const size = parseFloat(style.fontSize);
      const said = (e.textContent || e.value || '').trim().slice(0, 40);
      const name = e.tagName.toLowerCase() + ' "' + said + '"';
      if (size < 20) { wrong.push('text of ' + size + ' px: ' + name); }
      const [a, b] = [luminance(rgb(style.color)), luminance(behind(e))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) { wrong.push('contrast ' + ratio.toFixed(2) + ': ' + name); }
    }
    if (e.matches('a, button, select, input:not([type=hidden])')) {
      // each of its boxes (a link cut over two lines is two small targets, not one big)
      const boxes = [...e.getClientRects()];
      const box = {width: Math.min(...boxes.map((r) => r.width)),
                   height: Math.min(...boxes.map((r) => r.height))};
      if (box.width < 48 || box.height < 48) {
        const said = (e.textContent || e.name).trim().slice(0, 40);
        wrong.push('target of ' + Math.round(box.width) + '×' + Math.round(box.height) + ' px: '
                   + e.tagName.toLowerCase() + ' "' + said + '"');
      }
    }
  }
  if (document.documentElement.scrollWidth > innerWidth) {
    wrong.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px');
  }
  return {wrong, texts};
}"""


def measured(page: Page, root: str = "#wall") -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(f"({BROKEN})(document.querySelector('{root}'))")
    return found


def phone_rules(page: Page) -> list[str]:
    found: dict[str, Any] = page.evaluate(f"({PHONE_RULES})()")
    assert found["texts"] >= 3  # it did look
    return list(found["wrong"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", ["going", "finished"])
def test_the_wall_never_breaks_a_figure_or_a_heading(
    device: Device, request: pytest.FixtureRequest, size: str, state: str, tmp_path: Path
) -> None:
    served: Served = request.getfixturevalue(state)
    viewport = SIZES[size]
    page = wall(device, served, viewport)
    page.screenshot(path=str(tmp_path / f"wall-{state}-{size}.png"))
    found = every_view_measured(page)
    assert found["wrong"] == [], "\n".join(found["wrong"])
    # all of it was measured: the ranking's 60 teams' figures, and the tables' headings (on
    # a phone none: each line is a card, each figure named beside it)
    assert found["figures"] >= 60 * 3
    assert found["headings"] >= (0 if size == "phone" else 4 + 5)
    cell = page.locator("#wall .ranking td.n").first
    style = cell.evaluate(
        "(e) => [getComputedStyle(e).fontSize, getComputedStyle(e).fontVariantNumeric]"
    )
    assert float(style[0].removesuffix("px")) >= max(20, viewport["width"] / 90)  # grows
    assert "tabular-nums" in style[1]


def every_view_measured(page: Page) -> dict[str, Any]:
    """The wall measured whole: on a phone the page; on a projector each of its views in
    turn (wall.js deals the sections out into them), the figures and headings added up."""
    if not page.evaluate("document.body.classList.contains('paged')"):
        return measured(page)
    found: dict[str, Any] = {"wrong": [], "figures": 0, "headings": 0}
    count = int(page.evaluate("document.getElementById('views').dataset.count"))
    for n in range(count):
        page.evaluate(
            "(n) => document.querySelectorAll('#views .view').forEach((v, i) => {"
            " v.hidden = i !== n; })",
            n,
        )
        one = measured(page, "#views")
        found = {key: found[key] + one[key] for key in found}
    return found


def test_the_podium_shows_each_places_prize(device: Device, finished: Served) -> None:
    page = wall(device, finished, SIZES["projector"])
    c = store.load(finished.path).concours
    placed = [p for p in c.placed() if not p.standing.withdrawn][:3]
    podium = page.locator("#wall .podium li")
    expect(podium).to_have_count(3)
    for n, place in enumerate(placed):
        assert place.prize == PRIZES[n]
        expect(podium.nth(n)).to_contain_text(c.team(place.standing.team).name)
        expect(podium.nth(n).locator(".prize")).to_have_text(PRIZES[n])
    phone = wall(device, finished, PHONE)
    assert measured(phone)["wrong"] == []


def test_the_tables_phones_read_large_and_keep_awake_while_they_wait(
    device: Device, going: Served, tmp_path: Path
) -> None:
    """Table 20, from both teams' phones: the form, an entry waiting for the other team (the
    screen kept on), the confirmation, and the outcome shown on the first phone by itself;
    each page measured for older players."""
    stub = """window.locks = [];
      const lock = {addEventListener() {}, release: () => Promise.resolve()};
      Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
        request: (kind) => { window.locks.push(kind); return Promise.resolve(lock); }}});"""
    one, two = device(PHONE), device(PHONE)
    for page in (one, two):
        page.context.add_init_script(stub)
    one.goto(f"{going.base}/t/{going.code(20, 0)}")
    assert phone_rules(one) == []
    one.screenshot(path=str(tmp_path / "phone-form.png"), full_page=True)
    assert one.evaluate("window.locks") == []  # nothing to wait for yet
    one.locator("#first").fill("1200")
    one.locator("#second").fill("744")
    one.locator("form.points button").click()
    expect(one.locator("#table[data-awake]")).to_have_count(1)
    one.wait_for_function("window.locks.length === 1")
    assert one.evaluate("window.locks") == ["screen"]
    assert phone_rules(one) == []
    one.screenshot(path=str(tmp_path / "phone-waiting.png"), full_page=True)
    two.goto(f"{going.base}/t/{going.code(20, 1)}")
    assert two.evaluate("window.locks") == []  # its team is asked to confirm: no waiting
    assert phone_rules(two) == []
    two.screenshot(path=str(tmp_path / "phone-confirm.png"), full_page=True)
    two.get_by_role("button", name=catalog("fr").MESSAGES["web_confirm"]).click()
    assert table_on_disk(going.path, 2, 20).result == (1200, 744)
    done = catalog("fr").MESSAGES["web_result_is"]
    expect(one.locator("#table")).to_contain_text(done, timeout=5000)  # without a reload
    expect(one.locator("#table .score td.n")).to_have_text(["1200", "744"])
    expect(one.locator("#table[data-awake]")).to_have_count(0)
    assert phone_rules(two) == [] and phone_rules(one) == []


@pytest.mark.parametrize(("locale", "spoken"), [("fr-FR", "fr"), ("en-GB", "en"), ("de-DE", "en")])
def test_a_phone_is_answered_in_its_own_language(
    device: Device, going: Served, locale: str, spoken: str, tmp_path: Path
) -> None:
    """Accept-Language: fr or en; another language gets the server's (English, here)."""
    page = device(PHONE, locale)
    page.goto(f"{going.base}/t/{going.code(21, 0)}")
    words = catalog(spoken).MESSAGES
    assert page.evaluate("document.documentElement.lang") == spoken
    expect(page.get_by_role("button", name=words["web_enter"])).to_be_visible()
    answer = page.goto(f"{going.base}/t/notacodeatall")
    assert answer is not None and answer.status == 403
    assert page.title() == words["web_title_403"]  # in words, not a number
    expect(page.locator("h1")).to_have_text(words["web_title_403"])
    expect(page.locator(".message")).to_have_text(words["web_bad_code"])
    assert phone_rules(page) == []
    page.screenshot(path=str(tmp_path / f"refusal-{spoken}.png"))


@pytest.mark.parametrize(
    ("header", "spoken"),
    [
        ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"),
        ("en-GB,en;q=0.9,fr;q=0.8", "en"),
        ("de-DE, en;q=0.5, fr;q=0.7", "fr"),  # by weight, not by order
        ("fr;q=0, en", "en"),  # q=0: not wanted
        ("de-CH, *;q=0.5", None),  # none of ours: the server's
        ("", None),
        ("x" * 5000 + ",fr", None),  # read within bounds
    ],
)
def test_accept_language_chooses_fr_or_en_by_weight(header: str, spoken: str | None) -> None:
    assert accepted(header) == spoken


def test_each_request_speaks_its_own_language(going: Served) -> None:
    """Forty requests at once, half asking for French and half for English: each page in
    its own reader's language (a context variable per request, not a global)."""

    def in_its_language(n: int) -> bool:
        wanted = ("fr", "en")[n % 2]
        asked = urllib.request.Request(going.base + "/wall", headers={"Accept-Language": wanted})
        with urllib.request.urlopen(asked) as page:
            text = page.read().decode()
        return f'<th class="n">{catalog(wanted).MESSAGES["col_rank"]}</th>' in text

    with ThreadPoolExecutor(8) as pool:
        assert all(pool.map(in_its_language, range(40)))
    assert language() == "en"  # the tests' own, untouched


def test_a_games_feuille_reads_large_on_a_phone(device: Device, tmp_path: Path) -> None:
    from belote_cli import storage
    from belote_cli.web.game import make_game_app

    one, two = team_names()[6], team_names()[25]
    assert run("new", "--mode", "classique", "--team1", one, "--team2", two)[0] == 0
    for line in ("1 co 90 der 1 -", "2 pi 100 der 2 -", "1 ca 120 der 1 -", "2 tr 82 der 1 -"):
        assert run("hand", "--line", line)[0] == 0, line
    running = Running(make_game_app(storage.current_path(None)))
    try:
        page = device(PHONE)
        page.goto(running.base + "/")
        assert phone_rules(page) == []
        assert measured(page)["wrong"] == []
        page.screenshot(path=str(tmp_path / "feuille.png"), full_page=True)
        page.context.close()  # its event stream, before the server stops
    finally:
        running.stop()


def organiser_failures(device: Device, served: Served, folder: Path) -> dict[str, list[str]]:
    """The organiser's page at every size: what the wall's measure and, on the phone, the
    phones' rules find wrong there."""
    failures = {}
    for size, viewport in SIZES.items():
        page = device(viewport)
        page.goto(f"{served.base}/o/{served.organiser()}")
        found = measured(page, "body")["wrong"]
        # every table's forms unfolded, as the organiser unfolds one: measured too
        page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        found += measured(page, "body")["wrong"]
        if size == "phone":
            found += phone_rules(page)
        failures[size] = found
        page.screenshot(path=str(folder / f"organiser-{size}.png"))
    return failures


def test_the_organisers_page_never_breaks_a_figure_either(
    device: Device, going: Served, tmp_path: Path
) -> None:
    failures = organiser_failures(device, going, tmp_path)
    assert failures == {size: [] for size in SIZES}, json.dumps(failures, ensure_ascii=False)
