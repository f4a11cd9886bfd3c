"""The exports people read, in a real browser (issue 43): headless Chromium (the system's
package, driven by Playwright, never a downloaded browser) opens the SVG chart and the
sheet to print as a reader would, offline. No two texts of the chart overlap as the browser
draws them (their boxes measured by the browser itself, in English and French, for games
whose labels could meet); the sheet of a 20-hand game prints on one A4 page with its chart,
a longer one over several pages without it; nothing is fetched, and a name is text, never
a script. Skipped where Chromium is not installed (`apt-get install chromium`) -- but under
CI, where .ci/run installs it, a missing browser fails."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from belote_cli import storage
from belote_cli.cli import app
from belote_cli.text.drawn import PRINTED_CHART
from tests.browser import MARKS, browser, chromium, shut  # noqa: F401
from tests.files.test_chart_export import CHARTS, game, overlapping
from tests.helpers import run, runner

pytestmark = MARKS

EPSILON = 0.5  # px: a box's edges rounded
# Each drawn text's box as the browser lays it out, and the picture's own box
BOXES = """() => {
  const box = (e) => { const r = e.getBoundingClientRect();
                       return [e.textContent, r.left, r.top, r.right, r.bottom]; };
  const texts = [...document.querySelectorAll("svg text")].filter((e) => e.textContent.trim());
  return {texts: texts.map(box), svg: box(document.querySelector("svg")).slice(1)};
}"""


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:  # noqa: F811
    """A tab of its own, every address it asks for kept in `page.asked`."""
    context = browser.new_context(viewport={"width": 800, "height": 600})
    opened = context.new_page()
    asked: list[str] = []
    opened.on("request", lambda request: asked.append(request.url))
    opened.asked = asked  # type: ignore[attr-defined]
    yield opened
    shut(context)


def export(tmp_path: Path, fmt: str, feuille: Path, language: str = "en") -> Path:
    target = tmp_path / f"{feuille.stem}-{language}.{fmt}"
    args = ["export", "--format", fmt, "--file", str(feuille), "--output", str(target)]
    result = runner.invoke(app, [*args, "--force"], env={"BELOTE_LANG": language})
    assert result.exit_code == 0, result.stderr
    return target


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(CHARTS))
def test_no_two_texts_of_the_chart_overlap_as_chromium_draws_them(
    page: Page, tmp_path: Path, name: str, language: str
) -> None:
    feuille = tmp_path / f"{name}.toml"
    storage.save(feuille, CHARTS[name], None)
    chart = export(tmp_path, "svg", feuille, language)
    page.goto(chart.as_uri())
    drawn = page.evaluate(BOXES)
    texts = [
        (text, x0 + EPSILON, y0 + EPSILON, x1 - EPSILON, y1 - EPSILON)
        for text, x0, y0, x1, y1 in drawn["texts"]
    ]
    assert len(texts) >= 8 and overlapping(texts) == []
    left, top, right, bottom = drawn["svg"]
    inside = [
        x0 >= left and y0 >= top and x1 <= right and y1 <= bottom for _, x0, y0, x1, y1 in texts
    ]
    assert all(inside) and all(x1 > x0 for _, x0, _, x1, _ in texts)  # each inked, inside
    assert page.asked == [chart.as_uri()]  # type: ignore[attr-defined]  # nothing fetched


def twenty_hands(tmp_path: Path) -> Path:
    """A classique game of four named players, 20 hands played, none won yet."""
    feuille = tmp_path / "twenty.toml"
    run(
        "new",
        "--mode",
        "classique",
        "--target",
        "5000",
        "--players",
        "Ana,Bruno,Carole,David",
        "--file",
        str(feuille),
    )
    for hand in range(20):
        line = "ana co 90 der 1 -" if hand % 2 else "bruno pi 60 der 1 -"
        assert run("hand", "--file", str(feuille), "--line", line)[0] == 0
    return feuille


def printed(page: Page, sheet: Path) -> tuple[int, str]:
    """The sheet printed to PDF on A4 as Chromium prints it: its pages, and whether the
    chart is printed (its display for print)."""
    page.goto(sheet.as_uri())
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    page.emulate_media(media="print")
    shown = page.evaluate("getComputedStyle(document.querySelector('figure')).display")
    page.emulate_media(media="screen")
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)), shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_20_hand_game_prints_on_one_a4_page_with_its_chart(
    page: Page, tmp_path: Path, language: str
) -> None:
    sheet = export(tmp_path, "html", twenty_hands(tmp_path), language)
    assert printed(page, sheet) == (1, "block")
    rows = page.locator("tbody tr")
    assert rows.count() == 20 and rows.nth(19).locator("td").first.inner_text() == "20"
    assert page.locator("html").get_attribute("lang") == language
    assert page.asked == [sheet.as_uri()]  # type: ignore[attr-defined]


def test_the_longest_game_printed_with_its_chart_still_fits_one_page(
    page: Page, tmp_path: Path
) -> None:
    """PRINTED_CHART entries, 4-digit totals, a winner's sentence and a pot under them."""
    feuille = tmp_path / "longest.toml"
    marks = [(400, 400)] * (PRINTED_CHART - 2) + [(81, 0), (1000, 0)]
    storage.save(feuille, game(*marks, target=9001), None)
    assert printed(page, export(tmp_path, "html", feuille)) == (1, "block")


def test_a_longer_game_prints_its_table_over_pages_and_leaves_the_chart_out(
    page: Page, tmp_path: Path
) -> None:
    feuille = tmp_path / "long.toml"
    storage.save(feuille, game(*[(20, 10)] * 80, target=None, donnes=80), None)
    pages, chart = printed(page, export(tmp_path, "html", feuille))
    assert pages >= 2 and chart == "none"
    assert page.locator("figure svg").is_visible()  # on the screen, the chart is there


def test_a_name_is_text_on_the_sheet_never_a_script(page: Page, tmp_path: Path) -> None:
    feuille = tmp_path / "names.toml"
    run(
        "new",
        "--mode",
        "classique",
        "--team1",
        "<script>alert(1)</script>",
        "--team2",
        "A & B",
        "--file",
        str(feuille),
    )
    run("hand", "--file", str(feuille), "--line", "1 co 90 der 1 -")
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: dialogs.append(dialog.message))
    sheet = export(tmp_path, "html", feuille)
    page.goto(sheet.as_uri())
    assert page.evaluate("document.scripts.length") == 0 and dialogs == []
    heads = page.locator("thead tr").first.locator("th")
    assert heads.nth(4).inner_text() == "<script>alert(1)</script>"
    assert heads.nth(5).inner_text() == "A & B"
    assert "<script>alert(1)</script>: 100" in (page.locator("svg").text_content() or "")
