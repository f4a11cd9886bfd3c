"""The concours's web server in a real browser: the system's headless Chromium driven by
Playwright against the real server (uvicorn, on a free port of localhost, in a thread).
The wall on a projector follows a result typed on the command line without a reload (the
server events, then a fetch of /wall); on a phone, one team enters its table's result and
the other confirms it from its own phone, and the page never scrolls sideways; the
organiser draws the next partie and the wall shows it; no page asks anything of another
server, and the Content-Security-Policy lets the page's own script run. Skipped where
Chromium is not installed -- but under CI, where .ci/run installs it, a missing browser
fails. Playwright's browsers are never downloaded: `executable_path` is the system's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

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
from belote_cli.storage.paths import checked_folder
from belote_cli.text.catalog import t
from belote_cli.text.concours import team_label
from belote_cli.web.app import make_app
from tests.browser import CHROMIUM, MARKS, Running, chromium, shut  # noqa: F401
from tests.helpers import run, table_on_disk

pytestmark = MARKS

WALL: ViewportSize = {"width": 1920, "height": 1080}  # a projector
PHONE: ViewportSize = {"width": 390, "height": 844}
SOON = 2000  # ms: a change is on the wall within two seconds
TEAMS = ("A", "B", "<script>alert(1)</script>", "D")


class Served:
    """A concours of four teams, partie 1 drawn, its server on a free port of localhost,
    and every page the test opens, each watched: the addresses it asks for, and what its
    console says."""

    def __init__(self, browser: Browser, teams: tuple[str, ...] = TEAMS) -> None:
        assert run("concours", "new", "Club", "--seed", "1")[0] == 0
        for team in teams:
            assert run("concours", "team", "add", team)[0] == 0
        assert run("concours", "draw")[0] == 0
        self.path = store.find(None)
        self.key = keys.server_key(checked_folder())
        self.app = make_app(self.path, self.key)
        self.running = Running(self.app)
        self.base = self.running.base
        self.browser = browser
        self.contexts: list[BrowserContext] = []
        self.requests: list[str] = []
        self.console: list[str] = []

    def start(self) -> None:
        """The server again, on the port it had (a restart)."""
        self.running = Running(self.app, self.running.port)

    def stop(self) -> None:
        self.running.stop()

    def page(self, viewport: ViewportSize) -> Page:
        """A page in a browser context of its own (its own cookies: another phone)."""
        context = self.browser.new_context(viewport=viewport)
        self.contexts.append(context)
        opened = context.new_page()
        opened.on("request", lambda request: self.requests.append(request.url))
        opened.on("console", lambda message: self.console.append(opened.url + " " + message.text))
        opened.on("pageerror", lambda error: self.console.append(str(error)))
        return opened

    def code(self, table: int, side: int) -> str:
        c = store.load(self.path).concours
        k, partie = c.partie()
        return keys.table_code(self.key, c.name, k, partie.tables[table - 1].teams, side)

    def close(self) -> None:
        for context in self.contexts:  # the walls' event streams end with their pages
            shut(context)
        self.stop()


@pytest.fixture
def served(browser: Browser) -> Iterator[Served]:
    opened = Served(browser)
    yield opened
    opened.close()
    # no page asked anything of another server, and the script ran under the policy
    assert all(url.startswith(opened.base + "/") for url in opened.requests), opened.requests
    assert not [text for text in opened.console if "Content Security Policy" in text]


def wall(served: Served) -> Page:
    """The wall, loaded, its event stream open: it fetches /wall once it is (so that
    nothing changed between the page and the stream is missed)."""
    page = served.page(WALL)
    with page.expect_response(lambda answer: answer.url == served.base + "/wall"):
        page.goto(served.base + "/")
    page.evaluate("window.loadedOnce = true")  # gone if the page reloads
    return page


def test_the_wall_shows_a_typed_result_within_two_seconds_without_a_reload(
    served: Served,
) -> None:
    page = wall(served)
    first = page.locator("#wall table").first.locator("tr").nth(1)
    expect(first).to_contain_text(t("result_missing"))
    assert run("concours", "result", "1", "1000", "944")[0] == 0
    expect(first).to_contain_text("1000 – 944", timeout=SOON)
    assert page.evaluate("window.loadedOnce") is True
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_the_wall_catches_up_with_what_changed_while_its_server_restarted(
    served: Served,
) -> None:
    page = wall(served)
    served.stop()
    assert run("concours", "result", "1", "1000", "944")[0] == 0
    served.start()  # the stream reopens on its own (about 3 s), and the wall is fetched
    first = page.locator("#wall table").first.locator("tr").nth(1)
    expect(first).to_contain_text("1000 – 944", timeout=3000 + SOON)
    assert page.evaluate("window.loadedOnce") is True


def test_on_two_phones_one_team_enters_and_the_other_confirms(served: Served) -> None:
    one = served.page(PHONE)
    one.goto(f"{served.base}/t/{served.code(1, 0)}")
    one.get_by_role("spinbutton").first.fill("1000")
    one.get_by_role("spinbutton").nth(1).fill("944")
    one.get_by_role("button", name=t("web_enter")).click()
    expect(one.locator(".said").first).to_contain_text(t("web_said_entered"))
    assert table_on_disk(served.path, 1, 1).result is None
    assert one.evaluate("document.documentElement.scrollWidth <= innerWidth")
    two = served.page(PHONE)
    two.goto(f"{served.base}/t/{served.code(1, 1)}")
    assert two.evaluate("document.documentElement.scrollWidth <= innerWidth")
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.locator(".said").first).to_contain_text(t("web_said_recorded"))
    assert table_on_disk(served.path, 1, 1).result == (1000, 944)
    assert two.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_the_organiser_draws_the_next_partie_and_the_wall_shows_it(served: Served) -> None:
    for n in (1, 2):
        assert run("concours", "result", str(n), "1000", "944")[0] == 0
    shown = wall(served)
    organiser = served.page(PHONE)
    organiser.goto(f"{served.base}/o/{served.app.state.server.organiser()}")
    assert organiser.url == served.base + "/o"  # the code is kept in a cookie
    organiser.get_by_role("button", name=t("web_draw")).click()
    expect(organiser.locator(".said")).to_be_visible()
    assert len(store.load(served.path).concours.parties) == 2
    partie_2 = t("partie_title", partie=2, parties=4)
    expect(shown.locator("#wall h2").first).to_have_text(partie_2, timeout=SOON)
    assert organiser.evaluate("document.documentElement.scrollWidth <= innerWidth")


def organiser_page(served: Served, viewport: ViewportSize = PHONE) -> Page:
    page = served.page(viewport)
    page.goto(f"{served.base}/o/{served.app.state.server.organiser()}")
    return page


def table_forms(organiser: Page, table: int) -> Page:
    """A table's forms on the organiser's page, unfolded as a person does: its summary."""
    organiser.get_by_text(t("web_table_actions", table=table)).click()
    return organiser


def one_of(served: Served, table: int, side: int) -> str:
    c = store.load(served.path).concours
    return team_label(c, c.table(1, table)[1].teams[side])


def test_the_organisers_typo_is_asked_on_a_phone_then_recorded(
    served: Served, tmp_path: Path
) -> None:
    """R14.7 on the organiser's page, as in the terminal: 10840 - 880 is no sum of 12
    donnes; the page asks, with the sum, and nothing is recorded until it is confirmed.
    Each field is found by its label, as a person (or a screen reader) finds it."""
    organiser = table_forms(organiser_page(served), 1)
    points = t("web_points_of", team=one_of(served, 1, 0))
    organiser.get_by_label(points, exact=True).fill("10840")
    organiser.get_by_label(t("web_points_of", team=one_of(served, 1, 1)), exact=True).fill("880")
    organiser.get_by_role("button", name=t("web_record")).first.click()
    expect(organiser.get_by_role("button", name=t("web_confirm_yes"))).to_be_visible()
    assert "11720" in organiser.content() and "1944" in organiser.content()
    assert table_on_disk(served.path, 1, 1).result is None
    organiser.screenshot(path=str(tmp_path / "asked.png"), full_page=True)
    assert organiser.evaluate("document.documentElement.scrollWidth <= innerWidth")
    organiser.get_by_role("link", name=t("web_confirm_no")).click()  # the typo seen: no
    assert table_on_disk(served.path, 1, 1).result is None
    table_forms(organiser, 1)
    organiser.get_by_label(points, exact=True).fill("1064")
    organiser.get_by_label(t("web_points_of", team=one_of(served, 1, 1)), exact=True).fill("880")
    organiser.get_by_role("button", name=t("web_record")).first.click()
    expect(organiser.locator(".said")).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result == (1064, 880)


def test_a_forfeit_over_a_result_is_asked_naming_what_it_replaces(served: Served) -> None:
    assert run("concours", "result", "2", "1000", "944")[0] == 0
    organiser = table_forms(organiser_page(served), 2)
    forms = organiser.locator("details", has_text=t("web_table_actions", table=2))
    choice = forms.get_by_label(t("web_forfeit_of"))
    assert choice.input_value() == ""  # no team chosen by itself
    choice.select_option(label=one_of(served, 2, 1))
    forms.get_by_role("button", name=t("web_forfeit")).click()
    expect(organiser.get_by_role("button", name=t("web_confirm_yes"))).to_be_visible()
    said = " ".join(organiser.locator("#asked").inner_text().split())
    assert f"Record a forfeit of {one_of(served, 2, 1)} at table 2" in said
    assert "1000 – 944" in said  # what it replaces (R14.9)
    assert table_on_disk(served.path, 1, 2).result == (1000, 944)
    organiser.get_by_role("button", name=t("web_confirm_yes")).click()
    expect(organiser.locator(".said")).to_be_visible()
    team = table_on_disk(served.path, 1, 2).teams[1]
    assert table_on_disk(served.path, 1, 2).forfeit == (team,)


def test_a_conflict_appears_live_and_the_organiser_records_either_entry(served: Served) -> None:
    organiser = organiser_page(served, {"width": 1366, "height": 768})
    organiser.evaluate("window.loadedOnce = true")
    one, two = served.page(PHONE), served.page(PHONE)
    for phone, side, points in ((one, 0, ("1000", "944")), (two, 1, ("944", "1000"))):
        phone.goto(f"{served.base}/t/{served.code(1, side)}")
        phone.get_by_role("spinbutton").first.fill(points[0])
        phone.get_by_role("spinbutton").nth(1).fill(points[1])
        phone.get_by_role("button", name=t("web_enter")).click()
    both = organiser.locator(".decide")
    expect(both).to_contain_text("1000 – 944 and 944 – 1000", timeout=SOON + 1000)  # live
    assert organiser.evaluate("window.loadedOnce === undefined")  # it reloaded itself
    organiser.get_by_role("button", name=t("web_record_these", first=944, second=1000)).click()
    expect(organiser.get_by_role("button", name=t("web_confirm_yes"))).to_be_hidden()
    assert table_on_disk(served.path, 1, 1).result == (944, 1000)


def test_a_stale_confirmation_is_refused_and_the_new_figures_shown(served: Served) -> None:
    """Team A enters 900 - 1044, B's phone shows it; A enters 1300 - 644; B presses
    Confirm on what it saw: nothing is recorded, and B's phone shows 1300 - 644."""
    one, two = served.page(PHONE), served.page(PHONE)
    mine, theirs = f"{served.base}/t/{served.code(1, 0)}", f"{served.base}/t/{served.code(1, 1)}"

    def enter(first: str, second: str) -> None:
        one.goto(mine)
        one.get_by_role("spinbutton").first.fill(first)
        one.get_by_role("spinbutton").nth(1).fill(second)
        one.get_by_role("button", name=t("web_enter")).click()
        expect(one.locator(".said").first).to_be_visible()

    enter("900", "1044")
    two.goto(theirs)
    expect(two.locator(".ask")).to_contain_text("900 – 1044")
    two.get_by_role("spinbutton").first.focus()  # B about to type: its page is not reloaded
    enter("1300", "644")
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.locator(".said").first).to_contain_text(t("web_said_changed"))
    expect(two.locator(".ask")).to_contain_text("1300 – 644")
    assert table_on_disk(served.path, 1, 1).result is None
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.locator(".said").first).to_contain_text(t("web_said_recorded"))
    assert table_on_disk(served.path, 1, 1).result == (1300, 644)


def test_every_page_asks_only_its_own_server_and_the_script_runs(
    served: Served, tmp_path: Path
) -> None:
    page = wall(served)  # the script ran: it opened /events, then fetched /wall
    assert [url for url in served.requests if url.endswith(("/events", "/wall"))] == [
        served.base + "/events",
        served.base + "/wall",
    ]
    assert page.evaluate("document.querySelector('#wall h1').textContent") == "Club"
    assert page.locator("text=<script>alert(1)</script>").count() == 2  # a name, as text
    assert page.evaluate("document.scripts.length") == 1  # wall.js alone
    other = served.page(PHONE)
    for address in (f"/t/{served.code(2, 0)}", "/static/style.css", "/nowhere"):
        other.goto(served.base + address)
    other.goto(f"{served.base}/o/{served.app.state.server.organiser()}")
    other.goto(served.base + "/sheets")
    assert other.locator("svg").count() == 4  # the sheets' QR codes
    layout = "getComputedStyle(document.querySelector('.sheet table')).tableLayout"
    assert other.evaluate(layout) == "fixed"  # their own style applies
    # what the console said: only that /nowhere (and a favicon) is not found
    assert all("status of 404" in text for text in served.console), "\n".join(served.console)


def test_forty_teams_on_a_projector_read_from_the_back_and_turn_their_pages(
    browser: Browser,
) -> None:
    """At 1920×1080 the print is large; a wall taller than the screen turns its pages
    every ten seconds (the page's own clock, run on here), back to the top after the
    last; on a phone the same wall never scrolls sideways."""
    served = Served(browser, tuple(f"Amicale bouliste de Saint-Étienne {n}" for n in range(40)))
    try:
        page = served.page(WALL)
        page.clock.install()
        page.goto(served.base + "/")
        size = "parseFloat(getComputedStyle(document.querySelector('#wall td')).fontSize)"
        assert page.evaluate(size) >= 22
        assert page.evaluate("document.documentElement.scrollHeight > innerHeight")
        assert page.evaluate("scrollY") == 0
        page.clock.run_for(10_500)
        assert page.evaluate("scrollY") > 0  # the next page
        seen = []
        for _ in range(8):
            page.clock.run_for(10_000)
            seen.append(page.evaluate("scrollY"))
        last = page.evaluate("document.documentElement.scrollHeight - innerHeight")
        assert max(seen) >= last - 1 and 0 in seen, seen  # to the last page, then the first
        phone = served.page(PHONE)
        phone.goto(served.base + "/")
        assert phone.evaluate("document.documentElement.scrollWidth <= innerWidth")
    finally:
        served.close()


def test_the_organisers_refusal_reaches_the_waiting_phone(served: Served) -> None:
    """A table's unusual result waits; the organiser refuses it on its page; the phone,
    left waiting, says so by itself and offers the form again."""
    one, two = served.page(PHONE), served.page(PHONE)
    one.goto(f"{served.base}/t/{served.code(1, 0)}")
    one.get_by_role("spinbutton").first.fill("1700")
    one.get_by_role("spinbutton").nth(1).fill("20")
    one.get_by_role("button", name=t("web_enter")).click()
    two.goto(f"{served.base}/t/{served.code(1, 1)}")
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.locator(".warn")).to_contain_text("1700 – 20")  # waits for the organiser
    organiser = organiser_page(served, {"width": 1366, "height": 768})
    organiser.get_by_role("button", name=t("web_reject")).click()
    organiser.get_by_role("button", name=t("web_confirm_yes")).click()
    expect(organiser.locator(".said")).to_be_visible()
    refused = t("web_refused", first=1700, second=20)
    expect(two.locator("[role=alert]")).to_have_text(refused, timeout=SOON + 1000)
    expect(two.get_by_role("button", name=t("web_enter"))).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result is None
