"""The league's pages as people see them (issue 37): in a real Chromium, at a phone's width
and a projector's, in French and in English -- every figure on one line, no page wider
than the screen, names escaped, the pages' screenshots kept for a look -- and their
figures recomputed from the concours files the clubs published."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from belote_cli.core.season import season
from belote_cli.league import db
from belote_cli.league.app import PAGE, make_league_app
from belote_cli.league.publish import add_club, publish
from belote_cli.storage.concours import encode
from tests.browser import MARKS, Running, chromium, shut  # noqa: F401
from tests.league.build import club_teams, evening
from tests.web.test_screens import BROKEN, SIZES

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = MARKS
LONG = "Les Joyeux Compagnons de la Belote du Vieux Port de Marseille"
HOSTILE = "<script>alert(1)</script>"


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Running, list[Any]]]:
    """Three clubs, two evenings each, published; a club with a long name, a team with a
    hostile one."""
    folder = tmp_path_factory.mktemp("league")
    engine = db.opened(db.default_url(folder))
    published = []
    for n, club in enumerate(("Pins", "Chênes", LONG[:40])):
        token = add_club(engine, club)[1]
        for k in range(2):
            teams = club_teams(club.split()[0][:8] + str(n), 12, licensed=4)
            if n == 1 and k == 0:
                teams[0] = (HOSTILE, ("Zoé <b>", "Yann & co"), None)
            c = evening(
                f"{club} soirée {k + 1}", teams, day=f"2026-11-{6 + 7 * k:02d}", seed=n * 10 + k
            )
            publish(engine, token, encode(c))
            published.append(c)
    server = Running(make_league_app(engine))
    yield server, published
    server.stop()


def opened(browser: Browser, url: str, size: str, locale: str) -> tuple[Page, Any]:
    context = browser.new_context(viewport=SIZES[size], locale=locale)
    page = context.new_page()
    answer = page.goto(url)
    assert answer is not None and answer.status == 200
    return page, context


PAGES = [
    "/",
    "/?page=2",
    "/?q=pins",
    "/ratings?min=1",
    "/clubs",
    "/clubs/2",
    "/concours/3",
    "/players/1",
]
PHONE_MOST = 12_000  # CSS px: a season's page on a phone is paged, never 20,000 px long


@pytest.mark.parametrize("size", ["phone", "projector"])
@pytest.mark.parametrize("locale", ["fr-FR", "en-GB"])
def test_no_league_page_breaks_a_figure(
    browser: Browser, league: tuple[Running, list[Any]], size: str, locale: str, tmp_path: Path
) -> None:
    server, _ = league
    for path in PAGES:
        page, context = opened(browser, server.base + path, size, locale)
        try:
            name = path.strip("/").replace("/", "-") or "season"
            page.screenshot(path=str(tmp_path / f"{name}-{size}-{locale}.png"), full_page=True)
            found = page.evaluate(f"({BROKEN})(document.querySelector('main'))")
            assert found["wrong"] == [], f"{path}: " + "\n".join(found["wrong"])
            assert found["figures"] >= 3, path
            assert page.evaluate("document.documentElement.lang") == locale[:2]
            assert page.evaluate("window.__pwned === undefined")
            if size == "phone":
                height = page.evaluate("document.documentElement.scrollHeight")
                assert height <= PHONE_MOST, (path, height)
        finally:
            shut(context)


def test_the_pages_figures_are_the_files(
    browser: Browser, league: tuple[Running, list[Any]]
) -> None:
    """The season page's rows, read as a person reads them (each cell's rendered text),
    are core.season's over the published concours."""
    server, published = league
    expected = season(published, 1)
    page, context = opened(browser, server.base + "/", "projector", "en-GB")
    try:
        tables = page.locator("main section.ranking table")
        teams = tables.nth(0).locator("tbody tr")
        assert teams.count() == len(expected.teams)
        for n, line in enumerate(expected.teams[:10]):
            cells = teams.nth(n).locator("td").all_inner_texts()
            assert cells[0] == str(line.rank) and cells[3] == str(line.who.points)
        players = tables.nth(1).locator("tbody tr")
        assert players.count() == min(PAGE, len(expected.players))  # paged
        for n, line in enumerate(expected.players[:PAGE]):
            cells = players.nth(n).locator("td").all_inner_texts()
            assert cells[1] == line.who.name and cells[3] == str(line.who.points)
        assert page.locator("b").count() == 0
    finally:
        shut(context)
    # a name found (case and accents optional), a link to the player's page
    page, context = opened(browser, server.base + "/?q=ZOE", "phone", "fr-FR")
    try:
        link = page.locator("main section.ranking a.name", has_text="Zoé <b>").first
        assert link.inner_text() == "Zoé <b>"  # escaped: shown as typed
        link.click()
        page.wait_for_url("**/players/*")
        assert page.locator("h1").inner_text() == "Zoé <b>"
        assert page.locator("main table tbody tr").count() == 1  # one concours played
    finally:
        shut(context)
