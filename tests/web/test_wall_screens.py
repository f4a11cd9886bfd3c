"""The wall on a projector, measured in a real browser (the system's Chromium, Playwright, the
real server): 24 and 60 teams, every name at the longest the program accepts (60 signs), a
partie under way and the evening finished with its prizes, at 1280×720, 1920×1080 and 4K --
as a 4K screen reports itself either way: 3840×2160 CSS px at a pixel ratio of 1 (a kiosk
browser, no scaling) or 1920×1080 at 2 (a laptop's output scaled 200 %).

On every view of the rotation: nothing scrolls; every row lies whole inside the screen, under
its column headings -- rank, team number, team, points, wins, difference, each of them shown;
ranks, team numbers and points are at least 1/25 of the screen's height and names 1/30, in
device pixels (43 and 36 px at 1080 lines, 86 and 72 at 2160); no figure is split across
lines (its box no taller than its line). Over one rotation, driven by the page's own clock
(Playwright's, run forward: no sleeps), every team is seen within about a minute. At the
end, the podium has a view of its own and the ranking with its prizes starts at the top of
each of its views. Screenshots of every view are saved in the test's folder."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.text.catalog import catalog
from belote_cli.web.app import make_app
from tests.browser import CHROMIUM, MARKS, Running, chromium, shut  # noqa: F401
from tests.helpers import run
from tests.web.test_screens import Evening, points

pytestmark = MARKS

MAX_NAME = 60
PRIZES = ("Un jambon sec et deux bouteilles de Gaillac", "Un panier garni", "Un filet garni")
_WORDS = (
    "Amicale des boulistes de Saint-Étienne-de-Montluc et des environs immédiats",
    "Les Joyeux Belotiers du Bourget-du-Lac réunis au café de la Gare",
    "Comité des fêtes de Châteauneuf-sur-Loire section cartes et jeux",
)


def long_names(count: int) -> list[str]:
    """`count` names of exactly 60 signs, accents and hyphens, one without any space."""
    names = []
    for n in range(1, count + 1):
        suffix = f" n°{n}"
        head = _WORDS[n % 3][: MAX_NAME - len(suffix)]
        names.append((head[:-1] + "s" if head.endswith(" ") else head) + suffix)
    names[1] = "Lesbelotiersdelavalléedel'Ubayeetdesesenvironsimmédiatsetdeloin"[:MAX_NAME]
    assert all(len(name) == MAX_NAME for name in names) and len(set(names)) == count
    return names


def build(folder: Path, teams: int, env: pytest.MonkeyPatch) -> Evening:
    env.setenv("BELOTE_HOME", str(folder / "going"))
    assert run("concours", "new", "Concours de belote de la Vallée", "--parties", "2")[0] == 0
    for name in long_names(teams):
        assert run("concours", "team", "add", name)[0] == 0, name
    assert run("concours", "prizes", *PRIZES)[0] == 0
    assert run("concours", "draw")[0] == 0
    for n in range(1, teams // 2 + 1):
        assert run("concours", "result", str(n), *points(n), "--force")[0] == 0
    assert run("concours", "draw")[0] == 0
    for n in range(1, teams // 4 + 1):
        assert run("concours", "result", str(n), *points(n + 7), "--force")[0] == 0
    shutil.copytree(folder / "going", folder / "finished")
    going = store.find(None)
    env.setenv("BELOTE_HOME", str(folder / "finished"))
    for n in range(teams // 4 + 1, teams // 2 + 1):
        assert run("concours", "result", str(n), *points(n + 3), "--force")[0] == 0
    return Evening(going, store.find(None))


@pytest.fixture(scope="module")
def evenings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[int, Evening]]:
    folder = tmp_path_factory.mktemp("walls")
    with pytest.MonkeyPatch.context() as env:
        runtime = folder / "run"
        runtime.mkdir(mode=0o700)
        env.setenv("XDG_RUNTIME_DIR", str(runtime))
        env.setenv("BELOTE_LANG", "fr")
        env.delenv("BELOTE_FILE", raising=False)
        yield {teams: build(folder / str(teams), teams, env) for teams in (24, 60)}


@pytest.fixture(scope="module")
def servers(evenings: dict[int, Evening]) -> Iterator[dict[tuple[int, str], str]]:
    """Each evening served: its base address by (teams, state)."""
    running = {}
    for teams, evening in evenings.items():
        for state in ("going", "finished"):
            path = getattr(evening, state)
            app = make_app(path, keys.server_key(path.parent.parent))
            running[(teams, state)] = Running(app)
    yield {where: served.base for where, served in running.items()}
    for served in running.values():
        served.stop()


# name: (CSS width, CSS height, pixel ratio)
SCREENS = {
    "720p": (1280, 720, 1),
    "1080p": (1920, 1080, 1),
    "4k": (3840, 2160, 1),
    "4k-scaled": (1920, 1080, 2),
}


@pytest.fixture
def opened(browser: Browser) -> Iterator[list[BrowserContext]]:
    contexts: list[BrowserContext] = []
    yield contexts
    for context in contexts:
        shut(context)


def projector(browser: Browser, contexts: list[BrowserContext], base: str, screen: str) -> Page:
    """The wall on a projector, its clock Playwright's, once its views are dealt out after
    the first fetch of /wall (which the event stream's opening asks for)."""
    width, height, ratio = SCREENS[screen]
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=ratio, locale="fr-FR"
    )
    contexts.append(context)
    page = context.new_page()
    page.clock.install()
    with page.expect_response(lambda answer: answer.url == base + "/wall"):
        page.goto(base + "/")
    page.wait_for_function("() => document.getElementById('views').dataset.layouts >= 2")
    return page


# What the visible view shows, measured: every row inside the screen, the headings of its
# table, the computed font sizes of ranks, team numbers, points and names (CSS px), each
# figure's box against its line height, the team numbers of the ranking's rows.
VIEW = r"""() => {
  const view = document.querySelector('#views .view:not([hidden])');
  const wrong = [];
  const inside = (r) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5
                        && r.right <= innerWidth + 0.5;
  const rows = [...view.querySelectorAll('tbody > tr')];
  for (const row of rows) {
    if (!inside(row.getBoundingClientRect())) {
      wrong.push('row cut: ' + row.textContent.trim().slice(0, 50));
    }
  }
  const headings = [...view.querySelectorAll('thead th')].filter(
    (th) => th.getBoundingClientRect().width > 0 && inside(th.getBoundingClientRect()));
  const sizes = (selector) => [...view.querySelectorAll(selector)].map(
    (e) => parseFloat(getComputedStyle(e).fontSize));
  for (const e of view.querySelectorAll('td.n, .num, .points')) {
    const range = document.createRange();
    range.selectNodeContents(e);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
    const line = parseFloat(getComputedStyle(e).lineHeight);
    const tall = Math.max(0, ...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top));
    if (boxes.length && tall > 1.5 * line) {
      wrong.push('figure split: ' + e.textContent.trim() + ' ' + tall + ' > ' + line);
    }
  }
  const ranking = view.querySelector('table.standings');
  const numbers = ranking ? [...ranking.querySelectorAll('tbody tr')].map(
    (row) => Number(row.children[1].textContent)) : [];
  const top = view.querySelector('h2').getBoundingClientRect().top;
  return {
    wrong, rows: rows.length, headings: headings.map((th) => th.textContent.trim()),
    ranks: sizes('td.rank'), points: sizes('td.points, .tables td.state'),
    numbers: sizes('td.n'), names: sizes('.name'), teams: numbers,
    title: view.querySelector('h2').textContent, top,
    prizes: [...view.querySelectorAll('.prize')].map((e) => e.textContent.trim()),
    podium: view.querySelectorAll('.podium li').length,
    scrolls: document.documentElement.scrollHeight > innerHeight
             || document.documentElement.scrollWidth > innerWidth,
  };
}"""

COLUMNS = ["col_rank", "col_number", "col_team", "col_points", "col_wins", "col_difference"]


def rotation(page: Page) -> list[dict[str, Any]]:
    """Every view of one rotation, measured, the page's clock run on from one to the next;
    the time each view stays is checked to add up to about a minute."""
    count = int(page.evaluate("document.getElementById('views').dataset.count"))
    period = float(page.evaluate("document.getElementById('views').dataset.period"))
    assert count * period <= 62_000 or period == 6000, (count, period)
    seen = []
    for n in range(count):
        assert page.evaluate("Number(document.getElementById('views').dataset.current)") == n
        seen.append(page.evaluate(f"({VIEW})()") | {"shot": page.screenshot()})
        page.clock.run_for(int(period) + 10)
    assert page.evaluate("Number(document.getElementById('views').dataset.current)") == 0
    return seen


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("teams", [24, 60])
@pytest.mark.parametrize("state", ["going", "finished"])
def test_every_view_fits_and_reads_from_the_back_of_the_room(
    browser: Browser,
    opened: list[BrowserContext],
    servers: dict[tuple[int, str], str],
    screen: str,
    teams: int,
    state: str,
    tmp_path: Path,
) -> None:
    page = projector(browser, opened, servers[(teams, state)], screen)
    height = SCREENS[screen][1]  # CSS px: the fraction is the same in device px
    views = rotation(page)
    words = catalog("fr").MESSAGES
    seen: list[int] = []
    for n, view in enumerate(views):
        (tmp_path / f"wall-{teams}-{state}-{screen}-{n + 1}.png").write_bytes(view["shot"])
        assert not view["scrolls"] and view["wrong"] == [], view["wrong"]
        if view["podium"]:
            continue
        assert view["rows"] >= 1
        if view["teams"]:  # a ranking's view: every column, headed
            assert view["headings"] == [words[key] for key in COLUMNS]
        else:  # a partie's tables
            assert view["headings"] == [words[key] for key in ("col_table", "col_first")] + [
                words["col_points"],
                words["col_second"],
            ]
        assert min(view["ranks"] + view["numbers"] + view["points"]) >= height / 25 - 0.01
        assert min(view["names"]) >= height / 30 - 0.01
        assert view["top"] < height * 0.15  # nothing pushes a section down the screen
        seen += view["teams"]
    assert sorted(seen) == list(range(1, teams + 1))  # every team, once, in one rotation
    if state == "finished":
        assert views[0]["podium"] == 3 and views[0]["title"] == words["podium_title"]
        assert all(not view["podium"] for view in views[1:])
        prizes = [prize for view in views for prize in view["prizes"]]
        assert prizes == list(PRIZES) * 2  # on the podium, then beside the names
        assert all(view["teams"] for view in views[1:])  # then only the final ranking
