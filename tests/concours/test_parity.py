"""The terminal and the web are two faces of the same actions (belote_cli.actions): the
same scripted inputs -- good, bad, conflicting and unusual -- given to `belote concours …`
and to the organiser's page leave the same concours on disk, are refused for the same
reason, and ask the same questions (R14.7, R14.9, R14.10) before anything is written."""

from __future__ import annotations

import html
import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from belote_cli.core.concours import Concours
from belote_cli.storage import concours as store
from tests.helpers import run
from tests.web.test_server import Club


class Twin:
    """One concours twice: as the command line keeps it (its own data directory) and as the
    web server keeps it (the test's), both at partie 1 drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
        self.monkeypatch = monkeypatch
        self.club = Club()
        self.cli_home = home.parent / "cli-home"
        shutil.copytree(home, self.cli_home)
        self.cli_path = self.cli_home / self.club.path.relative_to(home)

    def cli(self, *args: str, input: str | None = None) -> tuple[int, str, str]:
        with self.monkeypatch.context() as m:
            m.setenv("BELOTE_HOME", str(self.cli_home))
            return run("concours", *args, input=input)

    def web(self, **fields: str) -> tuple[int, str]:
        """The organiser's form sent; the page it ends on (after its redirect), as text."""
        answer = self.club.organise(**fields)
        if answer.status_code == 303:
            page = self.club.as_organiser(answer.headers["location"])
            return 303, _text(page.text)
        return answer.status_code, _text(answer.text)

    def states(self) -> tuple[Concours, Concours]:
        """Both concours, what differs by nature left out: the log (when, by whom)."""
        cli, web = (store.load(path).concours for path in (self.cli_path, self.club.path))
        return replace(cli, log=()), replace(web, log=())

    def same(self) -> Concours:
        cli, web = self.states()
        assert cli == web
        return cli


def _text(page: str) -> str:
    """What a page says, its tags out (a span inside a sentence, nothing: a figure kept
    whole), its escapes read, its spaces one."""
    inline = re.sub(r"</?span[^>]*>", "", page)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", inline)).split())


def said(err: str) -> str:
    """The command line's refusal: its one line, without `belote: ` nor the option it names
    (the page has no options)."""
    (line,) = err.strip().splitlines()
    return re.sub(r"^--[a-z-]+: ", "", line.removeprefix("belote: ")).split(" (belote ")[0]


def questions(err: str) -> list[str]:
    """What the command line asked before its refusal for want of a yes."""
    return [line.strip() for line in err.strip().splitlines()[:-1] if "?" not in line]


@pytest.fixture
def twin(monkeypatch: pytest.MonkeyPatch, isolated: Path) -> Twin:
    return Twin(monkeypatch, isolated)


def teams_of(c: Concours, table: int) -> tuple[int, int]:
    return c.partie()[1].tables[table - 1].teams


def test_a_team_with_an_empty_player_is_refused_by_both(twin: Twin) -> None:
    code, _, err = twin.cli("team", "add", "E", "--players", "Ana,,Bruno")
    status, page = twin.web(action="add", name="E", players="Ana,,Bruno")
    assert code == 2 and status == 409  # a usage error of --players: exit 2
    assert said(err) in page
    twin.same()


def test_a_late_team_is_registered_alike(twin: Twin) -> None:
    assert twin.cli("team", "add", "E", "--players", "Ana, Bruno")[0] == 0
    assert twin.web(action="add", name="E", players="Ana, Bruno")[0] == 303
    assert twin.same().teams[-1].players == ("Ana", "Bruno")


def record_both(twin: Twin, table: int, first: int, second: int, answer: str = "y\n") -> None:
    """A result typed in the terminal and on the organiser's page, each confirmed."""
    c = twin.same()
    code, _, err = twin.cli("result", str(table), str(first), str(second), input=answer)
    assert code == 0, err
    fields = {"partie": str(len(c.parties)), "table": str(table)}
    row = c.partie()[1].tables[table - 1]
    replaces = "" if row.result is None else f"{row.result[0]}-{row.result[1]}"
    form = {**fields, "first": str(first), "second": str(second), "replaces": replaces}
    status, _ = twin.web(action="result", **form, confirmed="yes")
    assert status == 303
    twin.same()


def test_an_unusual_result_is_asked_by_both_and_recorded_by_neither_until_confirmed(
    twin: Twin,
) -> None:
    c = twin.same()
    form: dict[str, Any] = {"partie": "1", "table": "1", "first": "1000", "second": "900"}
    code, _, err = twin.cli("result", "1", "1000", "900", input="n\n")  # 1,900 < 162 x 12
    status, page = twin.web(action="result", replaces="", **form)
    assert code == 1 and status == 303
    asked = questions(err)
    assert asked and all(question in page for question in asked), (asked, page)
    assert twin.same() == c  # nothing written by either
    code, _, err = twin.cli("result", "1", "1000", "900", input="y\n")
    assert code == 0, err
    assert twin.web(action="result", replaces="", confirmed="yes", **form)[0] == 303
    assert twin.same().parties[0].tables[0].result == (1000, 900)


def test_a_correction_shows_what_it_replaces_to_both(twin: Twin) -> None:
    record_both(twin, 1, 1000, 944)
    form = {"partie": "1", "table": "1", "first": "900", "second": "1044"}
    code, _, err = twin.cli("result", "1", "900", "1044", input="n\n")
    status, page = twin.web(action="result", replaces="1000-944", **form)
    assert code == 1 and status == 303
    asked = questions(err)
    assert any("1000" in question and "944" in question for question in asked), asked
    assert all(question in page for question in asked), (asked, page)
    assert twin.same().parties[0].tables[0].result == (1000, 944)
    record_both(twin, 1, 900, 1044)


def test_a_forfeit_over_a_result_is_a_correction_for_both(twin: Twin) -> None:
    record_both(twin, 2, 1000, 944)
    team = teams_of(twin.same(), 2)[1]
    code, _, err = twin.cli("result", "2", "--forfeit", str(team), input="n\n")
    form = {"partie": "1", "table": "2", "team": str(team), "replaces": "1000-944"}
    status, page = twin.web(action="forfeit", **form)
    assert code == 1 and status == 303
    assert all(question in page for question in questions(err))
    assert f"Record a forfeit of {twin.same().team(team).name} ({team}) at table 2" in page
    assert twin.same().parties[0].tables[1].result == (1000, 944)
    assert twin.cli("result", "2", "--forfeit", str(team), input="y\n")[0] == 0
    assert twin.web(action="forfeit", confirmed="yes", **form)[0] == 303
    assert twin.same().parties[0].tables[1].forfeit == (team,)


def test_a_result_the_user_did_not_see_is_refused_by_both(twin: Twin) -> None:
    record_both(twin, 1, 1000, 944)
    # the organiser's page showed no result: another scorer's came meanwhile
    form = {"partie": "1", "table": "1", "first": "900", "second": "1044", "replaces": ""}
    status, _ = twin.web(action="result", confirmed="yes", **form)
    assert status == 409
    assert twin.same().parties[0].tables[0].result == (1000, 944)


def test_withdraw_reinstate_draw_and_undo_alike(twin: Twin) -> None:
    team = teams_of(twin.same(), 1)[0]
    assert twin.cli("team", "withdraw", str(team))[0] == 0
    status, page = twin.web(action="withdraw", team=str(team))  # the page asks first
    assert status == 303 and "It forfeits table 1 of partie 1" in page
    assert twin.web(action="withdraw", team=str(team), confirmed="yes")[0] == 303
    twin.same()
    code, _, err = twin.cli("draw", "--undo")  # the forfeit is a result: refused
    status, page = twin.web(action="undo", drawn="1")
    assert code == 1 and status == 409 and said(err) in page
    code, out, _ = twin.cli("team", "reinstate", str(team))
    status, page = twin.web(action="reinstate", team=str(team))
    assert code == 0 and status == 303
    assert "next draw seats it" in out and "next draw seats it" in page
    twin.same()
    record_both(twin, 1, 1000, 944)
    record_both(twin, 2, 1100, 844)
    assert twin.cli("draw")[0] == 0
    assert twin.web(action="draw", drawn="1")[0] == 303
    assert len(twin.same().parties) == 2
    code, _, err = twin.cli("draw", "--undo")
    assert code == 0, err
    status, page = twin.web(action="undo", drawn="2")
    assert status == 303 and "Undo the draw of partie 2?" in page
    assert len(twin.states()[1].parties) == 2  # asked, not done
    assert twin.web(action="undo", drawn="2", confirmed="yes")[0] == 303
    assert len(twin.same().parties) == 1


def test_a_draw_with_results_missing_is_refused_alike(twin: Twin) -> None:
    code, _, err = twin.cli("draw")
    status, page = twin.web(action="draw", drawn="1")
    assert code == 1 and status == 409 and said(err) in page
    twin.same()


def test_the_same_result_again_writes_nothing_and_both_say_so(twin: Twin) -> None:
    record_both(twin, 1, 1000, 944)
    before = twin.same()
    code, out, _ = twin.cli("result", "1", "1000", "944")
    form = {"partie": "1", "table": "1", "first": "1000", "second": "944"}
    status, page = twin.web(action="result", replaces="1000-944", **form)
    assert code == 0 and status == 303
    assert out.strip() and out.strip() in page  # R14.9: "… already has this result"
    assert twin.same() == before


# Every refusal of R14 the organiser's page can meet, given to both faces: (the command
# line's arguments, the page's form). Partie 1 is drawn with four teams, two tables, and a
# team of table 2 withdrawn. (A draw with results missing, an empty player and a result
# not seen have tests of their own above.)
REFUSALS: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "no such table": (
        ("result", "9", "1000", "944"),
        {"action": "result", "partie": "1", "table": "9", "first": "1000", "second": "944"}
        | {"teams": "1-2"},  # the teams the page would show: there are none
    ),
    "no such partie": (
        ("result", "1", "1000", "944", "--partie", "7"),
        {"action": "result", "partie": "7", "table": "1", "first": "1000", "second": "944"}
        | {"teams": "1-2"},
    ),
    "points out of bounds": (
        ("result", "1", "1000", "99999999"),
        {"action": "result", "partie": "1", "table": "1", "first": "1000", "second": "99999999"},
    ),
    "forfeit of a team not at the table": (
        ("result", "1", "--forfeit", "{other}"),
        {"action": "forfeit", "partie": "1", "table": "1", "team": "{other}", "replaces": ""},
    ),
    "no such team": (("team", "withdraw", "99"), {"action": "withdraw", "team": "99"}),
    "reinstate a team that plays": (
        ("team", "reinstate", "1"),
        {"action": "reinstate", "team": "1"},
    ),
    "a team's name of nothing": (("team", "add", "   "), {"action": "add", "name": "   "}),
    "withdraw a team withdrawn": (
        ("team", "withdraw", "{gone}"),
        {"action": "withdraw", "team": "{gone}"},
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_every_refusal_is_the_same_on_both_faces(twin: Twin, case: str) -> None:
    gone = teams_of(twin.same(), 2)[1]  # withdrawn by both first
    assert twin.cli("team", "withdraw", str(gone))[0] == 0
    assert twin.web(action="withdraw", team=str(gone), confirmed="yes")[0] == 303
    before = twin.same()
    values = {"{other}": str(teams_of(before, 2)[0]), "{gone}": str(gone)}  # not of table 1

    def filled(text: str) -> str:
        for name, value in values.items():
            text = text.replace(name, value)
        return text

    args = tuple(map(filled, REFUSALS[case][0]))
    form = {key: filled(value) for key, value in REFUSALS[case][1].items()}
    code, _, err = twin.cli(*args, input="y\n")
    status, page = twin.web(**form)
    assert code in (1, 2) and status in (400, 409), (code, err, status, page)
    assert said(err) in page, (said(err), page)
    assert twin.same() == before
