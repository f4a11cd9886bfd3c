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
from dataclasses import replace
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
from belote_cli.web.toolkit import BOUNDS
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

    def __init__(self, browser: Browser, teams: tuple[str, ...] = TEAMS, *options: str) -> None:
        assert run("concours", "new", "Club", "--seed", "1", *options)[0] == 0
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
    entered = t("web_entered", team=one_of(served, 1, 1))  # said once, each team's points
    expect(one.get_by_role("status")).to_contain_text(entered)
    expect(one.get_by_role("row", name=f"{one_of(served, 1, 0)} 1000")).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result is None
    assert one.evaluate("document.documentElement.scrollWidth <= innerWidth")
    two = served.page(PHONE)
    two.goto(f"{served.base}/t/{served.code(1, 1)}")
    assert two.evaluate("document.documentElement.scrollWidth <= innerWidth")
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.get_by_role("status")).to_contain_text(t("web_said_recorded"))
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
    asked = organiser.locator("#asked")  # what it would record: each team beside its points
    expect(asked).to_contain_text(t("web_ask_record", table=1, partie=1))
    expect(asked.get_by_role("row", name=f"{one_of(served, 1, 0)} 10840")).to_be_visible()
    expect(asked.get_by_role("row", name=f"{one_of(served, 1, 1)} 880")).to_be_visible()
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
        expect(one.get_by_role("status")).to_be_visible()

    first, second = one_of(served, 1, 0), one_of(served, 1, 1)
    enter("900", "1044")
    two.goto(theirs)
    expect(two.get_by_role("row", name=f"{first} 900")).to_be_visible()  # each beside its team
    expect(two.get_by_role("row", name=f"{second} 1044")).to_be_visible()
    two.get_by_role("spinbutton").first.focus()  # B about to type: its page is not reloaded
    enter("1300", "644")
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.get_by_role("alert")).to_have_text(t("web_said_changed"))  # a warning, once
    expect(two.get_by_role("row", name=f"{first} 1300")).to_be_visible()
    expect(two.locator(".note.ok")).to_have_count(0)  # nothing said green
    assert table_on_disk(served.path, 1, 1).result is None
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(two.get_by_role("status")).to_contain_text(t("web_said_recorded"))
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
    assert page.locator("#wall >> text=<script>alert(1)</script>").count() == 2  # as text
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
    expect(two.get_by_role("status")).to_contain_text(t("web_waiting"))  # the organiser's
    organiser = organiser_page(served, {"width": 1366, "height": 768})
    organiser.get_by_role("button", name=t("web_reject")).click()
    organiser.get_by_role("button", name=t("web_confirm_yes")).click()
    expect(organiser.locator(".said")).to_be_visible()
    expect(two.get_by_role("alert")).to_contain_text(t("web_refused"), timeout=SOON + 1000)
    refused = two.get_by_role("alert").get_by_role("row", name=f"{one_of(served, 1, 0)} 1700")
    expect(refused).to_be_visible()
    expect(two.get_by_role("button", name=t("web_enter"))).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result is None


def confirmed(organiser: Page) -> None:
    """The organiser's question answered yes, and the page back, saying what was done."""
    organiser.get_by_role("button", name=t("web_confirm_yes")).click()
    expect(organiser.locator(".said")).to_be_visible()


def test_an_open_phone_follows_an_undone_draw_then_a_correction(
    served: Served, tmp_path: Path
) -> None:
    """A table's phone left open while the organiser undoes the draw, draws again, then
    corrects the table's result: each change is on the phone within seconds, in words, with
    nothing pressed on it; its printed link, reloaded after the undo, says what happened."""
    address = f"{served.base}/t/{served.code(1, 0)}"
    phone = served.page(PHONE)
    phone.goto(address)
    phone.evaluate("window.loadedOnce = true")
    organiser = organiser_page(served, {"width": 1366, "height": 768})
    organiser.get_by_role("button", name=t("web_undo_draw")).click()
    confirmed(organiser)
    undone = t("web_gone_undone", partie=1)
    expect(phone.locator("#table")).to_contain_text(undone, timeout=SOON)  # in words
    expect(phone.get_by_role("spinbutton")).to_have_count(0)  # nothing to enter
    phone.screenshot(path=str(tmp_path / "phone-undone.png"), full_page=True)
    reloaded = served.page(PHONE).goto(address)  # the printed link, scanned again
    assert reloaded is not None and reloaded.status == 200
    organiser.get_by_role("button", name=t("web_draw")).click()  # the same seed: same tables
    expect(organiser.locator(".said")).to_be_visible()
    expect(phone.get_by_role("spinbutton")).to_have_count(2, timeout=SOON)  # its form again
    assert run("concours", "result", "1", "1000", "944")[0] == 0  # typed at the terminal
    first, second = one_of(served, 1, 0), one_of(served, 1, 1)
    expect(phone.get_by_role("row", name=f"{first} 1000")).to_be_visible(timeout=SOON)
    expect(organiser.locator(".tables")).to_contain_text("1000 – 944", timeout=SOON)  # its too
    table_forms(organiser, 1)
    organiser.get_by_label(t("web_points_of", team=first), exact=True).fill("1100")
    organiser.get_by_label(t("web_points_of", team=second), exact=True).fill("844")
    organiser.get_by_role("button", name=t("web_record")).first.click()
    asked = organiser.locator("#asked")  # a correction: asked, naming what it records
    expect(asked.get_by_role("row", name=f"{second} 844")).to_be_visible()
    expect(asked).to_contain_text("1000 – 944")  # and what it replaces
    confirmed(organiser)
    expect(phone.get_by_role("row", name=f"{first} 1100")).to_be_visible(timeout=SOON)
    expect(phone.get_by_role("row", name=f"{second} 844")).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result == (1100, 844)
    phone.screenshot(path=str(tmp_path / "phone-corrected.png"), full_page=True)


def test_the_organiser_finishes_the_evening_on_its_page(browser: Browser, tmp_path: Path) -> None:
    """Two parties: the next draw is offered only when it can be made; once the last is
    drawn, no draw, no late team; at the end the final ranking with its prizes and the
    podium. An earlier partie's result is corrected from the page, asked first naming its
    table, teams and figures; and a refused action's page leads back to the organiser's."""
    served = Served(browser, TEAMS, "--parties", "2")
    try:
        assert run("concours", "prizes", "Un jambon", "Un panier")[0] == 0
        organiser = organiser_page(served, {"width": 1366, "height": 768})
        draw = organiser.get_by_role("button", name=t("web_draw"))
        expect(draw).to_have_count(0)  # partie 1's results missing: said instead
        expect(organiser.locator(".draw")).to_contain_text("partie 1 is not over")
        for n in (1, 2):
            assert run("concours", "result", str(n), "1000", "944")[0] == 0
        organiser.goto(served.base + "/o")
        draw.click()
        expect(organiser.locator(".said")).to_contain_text(t("web_done_draw"))
        expect(draw).to_have_count(0)  # the last partie is drawn
        expect(organiser.locator(".draw")).to_contain_text(t("web_last_partie"))
        expect(organiser.get_by_role("button", name=t("web_add_team"))).to_have_count(0)
        for n in (1, 2):
            assert run("concours", "result", str(n), "1100", "844")[0] == 0
        organiser.goto(served.base + "/o")
        expect(organiser.locator(".draw")).to_contain_text(t("web_concours_over"))
        expect(organiser.get_by_role("button", name=t("web_undo_draw"))).to_have_count(0)
        ranking = organiser.locator("#ranking")
        expect(ranking.locator(".podium li")).to_have_count(3)
        expect(ranking.locator(".standings .prize")).to_have_text(["Un jambon", "Un panier"])
        organiser.screenshot(path=str(tmp_path / "organiser-over.png"), full_page=True)
        correct_an_earlier_partie(served, organiser)
        refused_leads_back(served, organiser)
    finally:
        served.close()


def correct_an_earlier_partie(served: Served, organiser: Page) -> None:
    organiser.get_by_role("link", name="1", exact=True).click()  # partie 1's tables
    expect(organiser.locator("h2").first).to_have_text(t("partie_title", partie=1, parties=2))
    table_forms(organiser, 1)
    first, second = one_of(served, 1, 0), one_of(served, 1, 1)
    organiser.get_by_label(t("web_points_of", team=first), exact=True).fill("900")
    organiser.get_by_label(t("web_points_of", team=second), exact=True).fill("1044")
    organiser.get_by_role("button", name=t("web_record")).first.click()
    asked = organiser.locator("#asked")
    expect(asked).to_contain_text(t("web_ask_record", table=1, partie=1))
    expect(asked.get_by_role("row", name=f"{first} 900")).to_be_visible()
    expect(asked.get_by_role("row", name=f"{second} 1044")).to_be_visible()
    assert table_on_disk(served.path, 1, 1).result == (1000, 944)  # nothing until answered
    confirmed(organiser)
    assert table_on_disk(served.path, 1, 1).result == (900, 1044)
    assert organiser.url.endswith("partie=1")  # back on the partie it showed


def refused_leads_back(served: Served, organiser: Page) -> None:
    """A draw sent from a page that still offered it (another organiser's tab): refused in
    words, and the refusal's page leads back."""
    token = organiser.locator("input[name=csrf]").first.get_attribute("value")
    organiser.evaluate(
        """(token) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/o';
          for (const [name, value] of [['csrf', token], ['action', 'draw'], ['drawn', '2']]) {
            const field = document.createElement('input');
            field.type = 'hidden'; field.name = name; field.value = value;
            form.appendChild(field);
          }
          document.body.appendChild(form);
          form.submit();
        }""",
        token,
    )
    expect(organiser.locator("h1")).to_have_text(t("web_title_409"))
    organiser.get_by_role("link", name=t("web_back_organiser")).click()
    expect(organiser.locator("#organiser")).to_be_visible()


def test_the_server_tells_the_phones_and_walls_at_once_when_it_writes(served: Served) -> None:
    """Its files looked at once a minute only: what the server writes itself (a table's
    confirmation) is still on the wall and the other phone within seconds -- it pokes its
    watcher, it does not wait for the next look."""
    served.stop()
    served.app = make_app(served.path, served.key, bounds=replace(BOUNDS, poll=60.0))
    served.start()
    shown = wall(served)
    one, two = served.page(PHONE), served.page(PHONE)
    one.goto(f"{served.base}/t/{served.code(1, 0)}")
    one.get_by_role("spinbutton").first.fill("1000")
    one.get_by_role("spinbutton").nth(1).fill("944")
    one.get_by_role("button", name=t("web_enter")).click()
    two.goto(f"{served.base}/t/{served.code(1, 1)}")
    expect(one.get_by_role("status")).to_be_visible()
    two.get_by_role("button", name=t("web_confirm")).click()
    expect(one.get_by_role("row", name=f"{one_of(served, 1, 0)} 1000")).to_be_visible(timeout=SOON)
    expect(shown.locator("#wall .tables")).to_contain_text("1000 – 944", timeout=SOON)
