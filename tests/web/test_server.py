"""The concours's web server through Starlette's test client: the wall, a table entering
its result and the other team confirming it, conflicts and unusual results waiting for the
organiser, the organiser's page; and every security rule -- codes, their limit per client,
the forms' tokens, bounded bodies, escaped names, the headers, no path to a file -- and that
the command line and the server write one concours without losing anything."""

from __future__ import annotations

import re
import subprocess
import sys
import urllib.error
import urllib.request
import warnings
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Starlette's notice about httpx's successor
    from starlette.testclient import TestClient

from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.storage.paths import checked_folder
from belote_cli.text.catalog import t
from belote_cli.web.app import COOKIE, make_app
from belote_cli.web.toolkit import MAX_BODY, SPACING, WINDOW, WRONG_CODES
from tests.helpers import run, table_on_disk
from tests.web.said import by_team, scores

HOSTILE = "<script>alert(1)</script>"


class Club:
    """A concours of four teams (one with a hostile name), partie 1 drawn, and its server."""

    def __init__(self, *options: str, teams: tuple[str, ...] = ("A", "B", HOSTILE, "D")) -> None:
        assert run("concours", "new", "Club", "--seed", "1", *options)[0] == 0
        for team in teams:
            assert run("concours", "team", "add", team)[0] == 0
        assert run("concours", "draw")[0] == 0
        self.path = store.find(None)
        self.key = keys.server_key(checked_folder())
        self.clock = [0.0]
        self.app = make_app(self.path, self.key, clock=lambda: self.clock[0])
        self.client = TestClient(self.app, follow_redirects=False)

    def code(self, table: int, side: int) -> str:
        c = store.load(self.path).concours
        k, partie = c.partie()
        return keys.table_code(self.key, c.name, k, partie.tables[table - 1].teams, side)

    def token(self, address: str, **cookies: str) -> str:
        self.client.cookies.update(cookies)
        page = self.client.get(address)
        assert page.status_code == 200, page.text
        found = re.search(r'name="csrf" value="([^"]+)"', page.text)
        assert found is not None
        return found.group(1)

    def post(self, address: str, **fields: str) -> Any:
        token = self.token(address)
        return self.client.post(address, data={"csrf": token, **fields})

    def enter(self, table: int, side: int, first: int, second: int) -> Any:
        address = f"/t/{self.code(table, side)}"
        return self.post(address, action="enter", first=str(first), second=str(second))

    def shown(self, address: str) -> dict[str, str]:
        """The confirmation form's fields as the page gives them: its token and the points
        it showed."""
        page = self.client.get(address).text
        found = re.search(
            r'name="csrf" value="([^"]+)">\s*<input type="hidden" name="action" value="confirm">'
            r'\s*<input type="hidden" name="first" value="(\d+)">'
            r'\s*<input type="hidden" name="second" value="(\d+)">',
            page,
        )
        assert found is not None, page
        csrf, first, second = found.groups()
        return {"csrf": csrf, "action": "confirm", "first": first, "second": second}

    def confirm(self, table: int, side: int) -> Any:
        address = f"/t/{self.code(table, side)}"
        return self.client.post(address, data=self.shown(address))

    def organiser(self) -> dict[str, str]:
        """The organiser's cookie, set on the client as the browser keeps it."""
        code = self.app.state.server.organiser()
        answer = self.client.get(f"/o/{code}")
        assert answer.status_code == 303 and answer.headers["location"] == "/o"
        return {COOKIE: answer.cookies[COOKIE]}

    def as_organiser(self, address: str) -> Any:
        self.client.cookies.update(self.organiser())
        return self.client.get(address)

    def organise(self, **fields: str) -> Any:
        """The organiser's form; a table's form carries the teams it showed, as the page's
        does (unless `teams` is given)."""
        token = self.token("/o", **self.organiser())
        if "partie" in fields and "table" in fields and "teams" not in fields:
            row = store.load(self.path).concours.table(int(fields["partie"]), int(fields["table"]))
            fields["teams"] = "-".join(map(str, row[1].teams))
        return self.client.post("/o", data={"csrf": token, **fields})


@pytest.fixture
def club() -> Club:
    return Club()


def test_the_wall_is_whole_without_scripts_and_escapes_every_name(club: Club) -> None:
    page = club.client.get("/")
    assert page.status_code == 200
    assert HOSTILE not in page.text and "&lt;script&gt;alert(1)&lt;/script&gt;" in page.text
    assert "Partie 1 / 4" in text_of(page.text) and "Ranking (by points)" in page.text
    assert '<script src="/static/wall.js"></script>' in page.text  # ours, and only ours
    assert 'http-equiv="refresh"' in page.text  # with scripts off, it reloads itself
    headers = page.headers
    assert "default-src 'none'" in headers["content-security-policy"]
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["referrer-policy"] == "no-referrer"  # the codes are in the addresses
    assert headers["x-frame-options"] == "DENY"
    assert "//" not in re.sub(
        r"https?://", "", " ".join(re.findall(r'(?:src|href)="([^"]+)"', page.text))
    )
    assert club.client.get("/static/style.css").headers["content-type"].startswith("text/css")


def test_a_table_enters_the_other_team_confirms_and_it_is_on_disk(club: Club) -> None:
    answer = club.enter(1, 0, 1000, 944)
    assert answer.status_code == 303 and "said=entered" in answer.headers["location"]
    assert table_on_disk(club.path, 1, 1).result is None  # not recorded until confirmed
    other = club.client.get(f"/t/{club.code(1, 1)}")
    assert "entered these points: confirm them if your sheet says the same" in other.text
    assert scores(other.text) == by_team(club.path, 1, 1, (1000, 944))  # each beside its team
    assert "1000 – 944 entered, to confirm" in text_of(club.client.get("/").text)
    address = f"/t/{club.code(1, 1)}"
    form = club.shown(address)
    answer = club.client.post(address, data=form)
    assert "said=recorded" in answer.headers["location"]
    assert table_on_disk(club.path, 1, 1).result == (1000, 944)  # answered: on disk
    log = store.load(club.path).concours.log
    assert log[-1].endswith("table 1: partie 1 table 1: 1000 944")
    # a resent form (a retry, a double tap) records once, and changes nothing
    before = club.path.read_bytes()
    assert "said=done" in club.client.post(address, data=form).headers["location"]
    done = club.client.get(address + "?said=done").text
    assert "only the organiser corrects it" in done  # a warning, said once, then the result
    assert done.count('role="alert"') == 1 and scores(done) == by_team(
        club.path, 1, 1, (1000, 944)
    )
    assert club.path.read_bytes() == before


def test_the_other_teams_own_entry_of_the_same_points_confirms_it(club: Club) -> None:
    club.enter(2, 0, 1100, 844)
    assert "said=recorded" in club.enter(2, 1, 1100, 844).headers["location"]
    assert table_on_disk(club.path, 1, 2).result == (1100, 844)


def test_two_different_entries_are_a_conflict_the_organiser_decides(club: Club) -> None:
    club.enter(1, 0, 1000, 944)
    assert "said=conflict" in club.enter(1, 1, 944, 1000).headers["location"]
    page = text_of(club.as_organiser("/o").text)
    assert "two different entries (1000 – 944 and 944 – 1000)" in page  # both shown
    assert "Record 1000 – 944" in page and "Record 944 – 1000" in page  # either, a button
    club.organise(action="accept", partie="1", table="1", first="944", second="1000", replaces="")
    assert table_on_disk(club.path, 1, 1).result == (944, 1000)
    assert store.load(club.path).concours.log[-1].split(" ", 1)[1].startswith("organiser:")


def test_the_organiser_decides_only_on_the_table_the_page_showed(club: Club) -> None:
    club.enter(1, 0, 1000, 944)
    assert "said=conflict" in club.enter(1, 1, 944, 1000).headers["location"]
    shown = "-".join(map(str, table_on_disk(club.path, 1, 1).teams))
    stale = "-".join(map(str, reversed(table_on_disk(club.path, 1, 1).teams)))
    fields = {"partie": "1", "table": "1", "first": "944", "second": "1000", "replaces": ""}
    answer = club.organise(action="accept", teams=stale, **fields)  # another draw's table 1
    assert answer.status_code == 409 and "changed since the page showed it" in answer.text
    assert table_on_disk(club.path, 1, 1).result is None
    assert "two different entries" in club.as_organiser("/o").text  # still to decide
    assert club.organise(action="accept", teams=shown, **fields).status_code == 303
    assert table_on_disk(club.path, 1, 1).result == (944, 1000)


def test_an_unusual_result_waits_for_the_organiser() -> None:
    club = Club("--target", "1001")
    club.enter(1, 0, 1000, 1000)
    assert "said=waiting" in club.confirm(1, 1).headers["location"]  # a tie (R14.10)
    assert table_on_disk(club.path, 1, 1).result is None
    page = club.as_organiser("/o").text
    assert "a tie at the target is played off" in page
    asked = club.organise(action="reject", partie="1", table="1")  # asked first
    assert "ask=" in asked.headers["location"]
    assert "waits for the organiser" in club.client.get("/").text
    club.organise(action="reject", partie="1", table="1", confirmed="yes")
    assert "waits for the organiser" not in club.client.get("/").text


def test_a_rejected_entry_accepted_from_a_stale_page_records_nothing(club: Club) -> None:
    """The organiser rejects a waiting 1700 - 20 in one tab, then presses Accept on a page
    that still showed it: refused, nothing recorded (it is no longer waiting)."""
    club.enter(1, 0, 1700, 20)
    assert "said=waiting" in club.confirm(1, 1).headers["location"]  # 1,720: R14.7
    club.organise(action="reject", partie="1", table="1", confirmed="yes")
    fields = {"partie": "1", "table": "1", "first": "1700", "second": "20", "replaces": ""}
    assert club.organise(action="accept", **fields).status_code == 409
    assert table_on_disk(club.path, 1, 1).result is None


def test_accepting_one_side_of_a_conflict_asks_what_the_points_raise(club: Club) -> None:
    """A conflict's points were never confirmed by both teams: accepting one side asks the
    questions its points raise (R14.7) before anything is written."""
    club.enter(1, 0, 1700, 20)
    assert "said=conflict" in club.enter(1, 1, 1000, 944).headers["location"]
    fields = {"partie": "1", "table": "1", "first": "1700", "second": "20", "replaces": ""}
    answer = club.organise(action="accept", **fields)
    assert "ask=" in answer.headers["location"] and table_on_disk(club.path, 1, 1).result is None
    club.organise(action="accept", confirmed="yes", **fields)
    assert table_on_disk(club.path, 1, 1).result == (1700, 20)


def test_a_code_opens_only_its_own_table_of_the_current_partie(club: Club) -> None:
    old = club.code(1, 0)
    assert club.client.get(f"/t/{old}").status_code == 200  # the server sees the draw
    assert run("concours", "draw", "--undo")[0] == 0
    undone = club.client.get(f"/t/{old}")  # the printed sheet of a draw undone: in words
    assert undone.status_code == 200 and 'name="action"' not in undone.text
    assert "undid the draw of partie 1: there is nothing to enter for now" in text_of(undone.text)
    post = club.client.post(f"/t/{old}", data={"action": "enter", "first": "1", "second": "1"})
    assert post.status_code == 303 and post.headers["location"] == f"/t/{old}"  # nothing kept
    assert run("concours", "draw")[0] == 0  # the same seed, the same tables, the same codes
    assert 'value="enter"' in club.client.get(f"/t/{old}").text
    for n in (1, 2):
        assert run("concours", "result", str(n), "1000", "944")[0] == 0
    assert run("concours", "draw")[0] == 0  # partie 2: partie 1's codes open nothing to enter
    earlier = club.client.get(f"/t/{old}")
    said = text_of(earlier.text)
    assert earlier.status_code == 200 and 'value="enter"' not in earlier.text
    assert "This sheet is partie 1's, which is over. Partie 2 is drawn" in said
    c = store.load(club.path).concours
    team = c.table(1, 1)[1].teams[0]
    assert f"Your team plays partie 2 at table {c.parties[1].table_of(team)}." in said
    assert scores(earlier.text) == by_team(club.path, 1, 1, (1000, 944))
    assert club.client.get(f"/t/{club.code(1, 0)}").status_code == 200
    wrong = club.client.get("/t/aaaaaaaaaaaaaaaa")  # no table's: refused, and a way on
    assert (
        wrong.status_code == 403 and '<a href="/" class="button">See the ranking</a>' in wrong.text
    )


def test_wrong_codes_are_limited_per_client_then_one_try_every_few_seconds(club: Club) -> None:
    for _ in range(WRONG_CODES):
        assert club.client.get("/t/aaaaaaaaaaaaaaaa").status_code == 403
    refused = club.client.get(f"/t/{club.code(1, 0)}")  # at once: unread, even a right one
    assert refused.status_code == 429 and t("web_too_many", seconds=6) in refused.text
    assert club.client.get("/o/whatever").status_code == 429
    club.clock[0] += SPACING  # a few seconds later, the right code from the sheet: in
    assert club.client.get(f"/t/{club.code(1, 0)}").status_code == 200
    assert club.client.get("/t/aaaaaaaaaaaaaaaa").status_code == 403  # a guess: one more
    assert club.client.get("/t/aaaaaaaaaaaaaaab").status_code == 429  # and no other yet
    club.clock[0] += SPACING - 0.5
    assert club.client.get("/t/aaaaaaaaaaaaaaab").status_code == 429
    club.clock[0] += WINDOW  # a minute later: forgotten
    for _ in range(WRONG_CODES):
        assert club.client.get("/t/aaaaaaaaaaaaaaaa").status_code == 403


def test_a_guesser_gets_no_more_than_the_limit_a_minute(club: Club) -> None:
    tried = 0
    for _ in range(600):  # ten minutes, a request every second
        club.clock[0] += 1
        tried += club.client.get("/t/aaaaaaaaaaaaaaaa").status_code == 403
    assert tried <= 10 * WRONG_CODES + WRONG_CODES


def test_every_form_needs_its_pages_token(club: Club) -> None:
    address = f"/t/{club.code(1, 0)}"
    fields = {"action": "enter", "first": "1000", "second": "944"}
    assert club.client.post(address, data=fields).status_code == 403
    other = club.token(f"/t/{club.code(2, 0)}")  # another table's token
    assert club.client.post(address, data={**fields, "csrf": other}).status_code == 403
    assert club.client.post("/o", data={"action": "draw", "drawn": "1"}).status_code == 403
    cookies = club.organiser()
    club.client.cookies.update(cookies)
    assert club.client.post("/o", data={"action": "draw", "drawn": "1"}).status_code == 403
    assert len(store.load(club.path).concours.parties) == 1


def test_bodies_are_bounded_and_bad_values_refused(club: Club) -> None:
    address = f"/t/{club.code(1, 0)}"
    token = club.token(address)
    big = {"csrf": token, "action": "enter", "first": "1" * (MAX_BODY + 1), "second": "1"}
    assert club.client.post(address, data=big).status_code == 413
    for first in ("-5", "100001", "abc", ""):
        fields = {"csrf": token, "action": "enter", "first": first, "second": "944"}
        answer = club.client.post(address, data=fields)
        assert answer.status_code in (400, 409), first
    assert table_on_disk(club.path, 1, 1).result is None


def test_no_address_reaches_a_file(club: Club) -> None:
    for address in (
        "/static/../../concours/club.toml",
        "/static/%2e%2e%2fclub.toml",
        "/static/..%2f..%2f.serve-key",
        "/t/../../.serve-key",
        "/concours/club.toml",
    ):
        answer = club.client.get(address)
        assert answer.status_code in (403, 404), address
        assert "numbered" not in answer.text and "kind" not in answer.text


def test_the_organisers_page_needs_its_code_then_its_cookie(club: Club) -> None:
    assert club.client.get("/o").status_code == 403
    assert club.client.get("/o/" + "a" * 16).status_code == 403
    page = club.as_organiser("/o")
    assert page.status_code == 200 and "Undo the last draw" in page.text
    assert "Draw the next partie" not in page.text  # results missing: said, not offered
    assert "partie 1 is not over: no result yet at tables 1, 2" in text_of(page.text)
    sheets = club.client.get("/sheets")
    assert sheets.status_code == 200 and sheets.text.count("<svg") == 4  # two tables, two teams
    assert "style-src 'unsafe-inline'" in sheets.headers["content-security-policy"]
    assert "script-src 'self'" in sheets.headers["content-security-policy"]
    assert club.client.get("/poster").status_code == 200
    assert (
        "HttpOnly"
        in club.client.get(f"/o/{club.app.state.server.organiser()}").headers["set-cookie"]
    )


def test_the_organiser_runs_the_partie(club: Club) -> None:
    assert (
        "said=undo" in club.organise(action="undo", drawn="1", confirmed="yes").headers["location"]
    )
    assert store.load(club.path).concours.parties == ()
    club.organise(action="draw", drawn="0")
    club.organise(action="draw", drawn="0")  # resent: the draw is made once
    assert len(store.load(club.path).concours.parties) == 1
    club.organise(action="result", partie="1", table="1", first="1000", second="944", replaces="")
    row = table_on_disk(club.path, 1, 1)
    assert row.result == (1000, 944)
    # a correction replaces only the result the organiser saw (R14.9)
    answer = club.organise(action="result", partie="1", table="1", first="900", second="1044")
    assert answer.status_code == 409 and table_on_disk(club.path, 1, 1).result == (1000, 944)
    fields = {"partie": "1", "table": "1", "first": "900", "second": "1044"}
    answer = club.organise(action="result", replaces="1000-944", **fields)
    assert "ask=" in answer.headers["location"]  # asked first, what it replaces shown
    assert table_on_disk(club.path, 1, 1).result == (1000, 944)
    page = club.as_organiser(answer.headers["location"]).text
    assert "1000" in page and 'name="confirmed" value="yes"' in page
    club.organise(action="result", replaces="1000-944", confirmed="yes", **fields)
    assert table_on_disk(club.path, 1, 1).result == (900, 1044)
    team = table_on_disk(club.path, 1, 2).teams[1]
    forfeit = {"partie": "1", "table": "2", "team": str(team), "replaces": ""}
    club.organise(action="forfeit", confirmed="yes", **forfeit)
    assert table_on_disk(club.path, 1, 2).forfeit == (team,)
    # a forfeit over a result is a correction too: only over the result the page showed
    other = table_on_disk(club.path, 1, 1).teams[0]
    answer = club.organise(action="forfeit", partie="1", table="1", team=str(other))
    assert answer.status_code == 409 and table_on_disk(club.path, 1, 1).result == (900, 1044)
    club.organise(action="withdraw", team=str(team), confirmed="yes")
    assert store.load(club.path).concours.team(team).withdrawn == 1
    club.organise(action="add", name="Late", players="Ana,Bob")
    assert store.load(club.path).concours.teams[-1].name == "Late"
    assert all(" organiser: " in line for line in store.load(club.path).concours.log[-5:])


def test_a_restart_keeps_the_codes(club: Club) -> None:
    again = make_app(club.path, keys.server_key(checked_folder()))
    assert again.state.server.organiser() == club.app.state.server.organiser()
    assert TestClient(again).get(f"/t/{club.code(1, 0)}").status_code == 200
    key_file = checked_folder() / keys.KEY_FILE
    assert key_file.stat().st_mode & 0o077 == 0  # its owner's only


def test_the_command_line_and_the_server_write_one_concours_at_once() -> None:
    club = Club(teams=tuple(f"T{n}" for n in range(1, 13)))

    def by_phone(table: int) -> int:
        club.enter(table, 0, 1000, 944)
        return int(club.confirm(table, 1).status_code)

    def by_command_line(table: int) -> int:  # CliRunner is not for threads: the command itself
        from belote_cli.commands import concours as commands

        commands.result(concours=None, table=table, points=(1100, 844), partie=None, force=True)
        return 0

    with ThreadPoolExecutor(4) as pool:
        phones = list(pool.map(by_phone, (1, 2, 3)))
        typed = list(pool.map(by_command_line, (4, 5, 6)))
    assert phones == [303] * 3 and typed == [0] * 3
    tables = store.load(club.path).concours.parties[0].tables
    assert [row.result for row in tables] == [(1000, 944)] * 3 + [(1100, 844)] * 3


def test_the_web_libraries_are_imported_only_by_serve() -> None:
    probe = (
        "import sys\nfrom belote_cli.cli import app\n"
        "import belote_cli.commands.concours, belote_cli.commands.show\n"
        "print(sorted(m for m in ('starlette', 'uvicorn', 'jinja2', 'segno') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.stdout.strip() == "[]", out.stderr


def test_the_game_server_shows_the_feuille_read_only(tmp_path: Path) -> None:
    from belote_cli.web.game import make_game_app

    run("new", "--mode", "classique", "--team1", HOSTILE, "--team2", "Eux")
    run("hand", "--line", "1 co 90 der 1 -")
    from belote_cli import storage

    path = storage.current_path(None)
    client = TestClient(make_game_app(path))
    page = client.get("/")
    assert page.status_code == 200 and "&lt;script&gt;" in page.text and HOSTILE not in page.text
    assert "100 – 62 Eux</h1>" in page.text
    assert client.post("/").status_code in (404, 405)
    assert "default-src 'none'" in page.headers["content-security-policy"]


def test_a_fault_of_ours_is_a_page_not_a_traceback(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    from belote_cli.web import pages

    def broken(*args: object) -> None:
        raise ZeroDivisionError

    monkeypatch.setattr(pages, "wall", broken)
    client = TestClient(club.app, raise_server_exceptions=False)
    answer = client.get("/")
    assert answer.status_code == 500 and "nothing was recorded" in answer.text
    assert (
        "Traceback" not in answer.text
        and "default-src 'none'" in answer.headers["content-security-policy"]
    )


@pytest.mark.slow
def test_kill_9_loses_nothing_answered_and_a_restart_keeps_the_codes(isolated: Path) -> None:
    """The real command, in a process of its own: a result answered "recorded" is on disk
    when the server is killed outright, and the server started again takes the same codes."""
    import os
    import signal
    import socket
    import time
    import urllib.request
    from urllib.parse import urlencode

    from tests.terminal import BELOTE

    if BELOTE is None:
        pytest.skip("belote is not installed")
    club = Club()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(os.environ, BELOTE_HOME=str(isolated), BELOTE_LANG="en")
    command = [BELOTE, "concours", "serve", "--host", "127.0.0.1", "--port", str(port)]
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(NoRedirect)

    def started() -> subprocess.Popen[bytes]:
        server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE)
        for _ in range(200):
            try:
                urllib.request.urlopen(base + "/", timeout=1).close()
                return server
            except OSError:
                time.sleep(0.05)
        server.kill()
        raise AssertionError("the server did not start")

    def send(code: str, **fields: str) -> int:
        page = urllib.request.urlopen(f"{base}/t/{code}", timeout=5).read().decode()
        token = re.search(r'name="csrf" value="([^"]+)"', page)
        assert token is not None
        body = urlencode({"csrf": token.group(1), **fields}).encode()
        try:
            return int(opener.open(f"{base}/t/{code}", data=body, timeout=5).status)
        except urllib.error.HTTPError as answer:
            return int(answer.code)

    server = started()
    try:
        assert send(club.code(1, 0), action="enter", first="1000", second="944") == 303
        assert send(club.code(1, 1), action="confirm", first="1000", second="944") == 303
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    assert table_on_disk(club.path, 1, 1).result == (1000, 944)
    server = started()  # the same key, the same codes
    try:
        assert send(club.code(2, 0), action="enter", first="1100", second="844") == 303
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=10)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def test_every_answer_is_in_the_readers_language_errors_and_the_feuille_too(
    club: Club, tmp_path: Path
) -> None:
    french = {"Accept-Language": "fr-FR,fr;q=0.9"}
    missing = club.client.get("/nowhere", headers=french)
    assert missing.status_code == 404 and "Cette page n'existe pas" in unescape(missing.text)
    wrong = club.client.post("/", headers=french)
    assert wrong.status_code == 405 and '<html lang="fr"' in wrong.text
    assert "There is no such page" in club.client.get("/nowhere").text  # the server's
    from belote_cli.web.game import make_game_app

    assert run("new", "--mode", "faits", "--file", str(tmp_path / "g.toml"))[0] == 0
    game = TestClient(make_game_app(tmp_path / "g.toml"))
    assert "Nous" in game.get("/", headers=french).text
    assert "Cette page n'existe pas" in unescape(game.get("/nowhere", headers=french).text)


def text_of(page: str) -> str:
    """What a page says: a figure's span inside a sentence, nothing; other tags, a space."""
    inline = re.sub(r"</?span[^>]*>", "", page)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", inline)).split())


def test_every_destructive_action_is_asked_first_naming_its_table_and_teams(club: Club) -> None:
    c = store.load(club.path).concours
    one, two = (c.team(n) for n in c.table(1, 1)[1].teams)
    forfeit = {"partie": "1", "table": "1", "team": str(one.number), "replaces": ""}
    for fields, said in [
        ({"action": "undo", "drawn": "1"}, "Undo the draw of partie 1? Its 2 tables are drawn"),
        (
            {"action": "withdraw", "team": str(one.number)},
            f"Withdraw {one.name} ({one.number})? It forfeits table 1 of partie 1, against "
            f"{two.name} ({two.number})",
        ),
        (
            {"action": "forfeit", **forfeit},
            f"Record a forfeit of {one.name} ({one.number}) at table 1 of partie 1? "
            f"{two.name} ({two.number}) is credited as an exempt team.",
        ),
    ]:
        before = club.path.read_bytes()
        answer = club.organise(**fields)
        assert "ask=" in answer.headers["location"], fields
        page = text_of(club.as_organiser(answer.headers["location"]).text)
        assert said in page and "Yes, do it" in page, page
        assert club.path.read_bytes() == before  # nothing done until answered
    club.organise(action="forfeit", confirmed="yes", **forfeit)
    assert table_on_disk(club.path, 1, 1).forfeit == (one.number,)


def test_a_refused_destructive_action_is_refused_before_it_is_asked(club: Club) -> None:
    club.organise(action="result", partie="1", table="1", first="1000", second="944", replaces="")
    answer = club.organise(action="undo", drawn="1")  # a result is in: refused, not asked
    assert answer.status_code == 409 and "ask=" not in answer.headers.get("location", "")


def test_the_organisers_forms_label_every_field_and_choose_no_team(club: Club) -> None:
    page = club.as_organiser("/o").text
    fields = re.findall(r'<(?:input|select)(?![^>]*type="hidden")[^>]*\bid="([^"]+)"', page)
    unlabelled = re.findall(r'<(?:input|select)(?![^>]*type="hidden")(?![^>]*\bid=)[^>]*>', page)
    assert fields and not unlabelled, unlabelled
    assert all(f'<label for="{name}">' in page for name in fields)
    for select in re.findall(r"<select.*?</select>", page, re.S):
        assert re.search(r'<option value="" selected disabled>', select), select


def test_a_refusal_reaches_the_tables_phones_until_it_enters_again(club: Club) -> None:
    club.enter(1, 0, 1700, 20)
    assert "said=waiting" in club.confirm(1, 1).headers["location"]  # 1,720: R14.7
    club.organise(action="reject", partie="1", table="1", confirmed="yes")
    for side in (0, 1):  # both phones say it, and offer the form again
        html = club.client.get(f"/t/{club.code(1, side)}").text
        assert "The organiser refused these points: check your sheet" in text_of(html)
        assert scores(html) == by_team(club.path, 1, 1, (1700, 20))
        assert html.count('role="alert"') == 1
        assert 'name="action" value="enter"' in club.client.get(f"/t/{club.code(1, side)}").text
    assert "refused" not in text_of(club.as_organiser("/o").text).lower()  # nothing to decide
    fields = {"partie": "1", "table": "1", "first": "1700", "second": "20", "replaces": ""}
    assert club.organise(action="accept", **fields).status_code == 409  # refused: not waiting
    club.enter(1, 0, 1000, 944)  # entered again: the refusal is over
    assert "refused" not in text_of(club.client.get(f"/t/{club.code(1, 1)}").text)
    assert "said=recorded" in club.confirm(1, 1).headers["location"]
    assert table_on_disk(club.path, 1, 1).result == (1000, 944)


def test_the_sheets_opened_on_the_loopback_lead_phones_to_the_address_served(
    club: Club,
) -> None:
    """The organiser opens /sheets on the laptop (127.0.0.1): its codes and links are the
    address `concours serve` said, which phones reach; opened at that address, the same."""
    lan = "http://192.168.1.20:8000/"
    app = make_app(club.path, club.key, address=lan)
    for base in ("http://127.0.0.1:8000", "http://192.168.1.20:8000"):
        client = TestClient(app, base_url=base, follow_redirects=False)
        client.get(f"/o/{app.state.server.organiser()}")  # its cookie
        sheets = client.get("/sheets")
        assert sheets.status_code == 200
        links = re.sub(r"<[^>]+>", "", sheets.text)  # the links printed beside the codes
        assert "192.168.1.20:8000/t/" in links and "127.0.0.1" not in links, base
    bare = TestClient(make_app(club.path, club.key), base_url="http://127.0.0.1:8000")
    bare.get(f"/o/{app.state.server.organiser()}")
    links = re.sub(r"<[^>]+>", "", bare.get("/sheets").text)
    assert "127.0.0.1:8000/t/" in links  # no address said: where it was asked


def test_a_phone_reads_french_as_the_room_speaks_it() -> None:
    """The table's page in French: the concours named once, de + les contracted ("Points des
    Tierce"), never a colon at the start of a line (a non-breaking space before it), the hint
    to enter the sheet's total, a link to the ranking."""
    club = Club(teams=("Les Tierce", "B", "C", "D"))
    c = store.load(club.path).concours
    n = c.parties[0].table_of(1)
    assert n is not None
    side = c.table(1, n)[1].teams.index(1)
    page = club.client.get(f"/t/{club.code(n, side)}", headers={"Accept-Language": "fr"}).text
    shown = unescape(re.sub(r"<[^>]+>", "", page))
    assert "Points des Tierce (1)" in shown and "de Les" not in shown
    assert re.search(r"[ \t\n]:", shown) is None and "\u00a0:" in shown
    heading = re.search(r'<p class="sub">(.*?)</p>', page)
    assert heading is not None and "Club" not in heading.group(1)  # the h1 names it, once
    assert f"Partie 1, table {n}\u00a0:" in unescape(heading.group(1))
    assert "Saisissez le total de chaque équipe, en bas de la feuille de votre table." in shown
    assert '<a href="/">Voir le classement</a>' in page
