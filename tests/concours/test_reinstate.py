"""R14.11: a withdrawal taken back at any time keeps the concours whole. Once no draw is
left, a forfeit in a partie before the last stands (a later draw was made on it); one in the
last partie goes, and that table's result is to come. Through the core, the command line and
the organiser's page: every command reads the concours afterwards."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_cli.core.concours import Concours, Reinstatement
from belote_cli.storage import concours as store
from tests.concours.test_concours import E
from tests.concours.test_concours_cli import concours as concours_file
from tests.concours.test_withdrawals import r1414_partie_2
from tests.helpers import run
from tests.web.test_server import Club


def read_back(c: Concours) -> Concours:
    """The concours as every command would read it from the file belote writes."""
    from belote_cli.storage.tomltext import parse

    path = Path("club.toml")
    return store.from_document(parse(store.encode(c), path), path)


def last_partie_drawn_after_e_withdrew() -> Concours:
    """R14.14 played on to the last partie: E withdrew in partie 2; 3 and 4 drawn without it."""
    c = r1414_partie_2().with_withdrawal(E).with_draw()
    c = c.with_result(3, 1, (1000, 900)).with_result(3, 2, (1000, 900)).with_draw()
    assert len(c.parties) == c.format.parties == 4
    return c


def test_an_earlier_forfeit_stands_once_a_later_partie_was_drawn_on_it() -> None:
    c = last_partie_drawn_after_e_withdrew()
    assert c.reinstatement(E) == Reinstatement(None, (2, 2), False)
    back = c.without_withdrawal(E)
    assert back.parties == c.parties  # nothing of the parties changes
    assert back.team(E).withdrawn is None and back.team(E).forfeited is None
    assert read_back(back) == back  # readable: every partie before the last is complete


def test_a_forfeit_in_the_last_partie_goes_and_its_table_awaits_its_result() -> None:
    c = last_partie_drawn_after_e_withdrew()
    team = c.parties[3].tables[0].teams[0]
    c = c.with_withdrawal(team)  # at its table of the last partie, which has no result
    assert c.parties[3].tables[0].forfeit == (team,)
    assert c.reinstatement(team) == Reinstatement((4, 1), None, False)
    back = c.without_withdrawal(team)
    assert not back.parties[3].tables[0].done and read_back(back) == back


def test_reinstating_a_team_whose_forfeit_was_corrected_changes_no_table() -> None:
    c = last_partie_drawn_after_e_withdrew().with_result(2, 2, (1200, 800))
    assert c.reinstatement(E) == Reinstatement(None, None, False)
    assert c.without_withdrawal(E).parties == c.parties


def four_teams_two_parties_one_withdrew_in_partie_1() -> Path:
    path = concours_file("A", "B", "C", "D", options=("--parties", "2"))
    assert run("concours", "draw")[0] == 0
    assert run("concours", "team", "withdraw", "1")[0] == 0
    c = store.load(path).concours
    for n, table in enumerate(c.parties[0].tables, start=1):
        if not table.done:
            assert run("concours", "result", str(n), "1000", "900", "--force")[0] == 0
    assert run("concours", "draw")[0] == 0  # the last partie, without team 1
    return path


def test_reinstate_after_the_last_draw_on_the_command_line_then_every_command_reads() -> None:
    path = four_teams_two_parties_one_withdrew_in_partie_1()
    code, out, err = run("concours", "team", "reinstate", "1")
    assert code == 0, err
    assert "no partie is left to draw" in out
    assert "forfeit at table" in out and "stands: partie 2 was drawn with it in place" in out
    assert store.load(path).concours.team(1).withdrawn is None
    for n in range(1, len(store.load(path).concours.parties[1].tables) + 1):
        assert run("concours", "result", str(n), "1000", "900", "--force")[0] == 0
    for command in (("concours", "show"), ("concours", "ranking"), ("season",)):
        code, out, err = run(*command)
        assert code == 0 and "(withdrawn)" not in out, (command, err)
    assert "1 finished concours counted" in run("season")[1]
    code, out, err = run("concours", "teams")
    assert code == 0 and "withdrawn" not in out, err


def test_reinstate_said_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    four_teams_two_parties_one_withdrew_in_partie_1()
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, out, _ = run("concours", "team", "reinstate", "1")
    assert code == 0 and "aucune partie ne reste à tirer" in out and "reste : la partie 2" in out
    assert "elle ne joue plus" in out


def test_back_in_the_last_partie_says_it_plays_its_table() -> None:
    """Withdrawn after the last draw, then reinstated: its forfeit goes, and it plays its
    table -- never "plays no more" beside "the table's result is to come"."""
    concours_file("A", "B", "C", "D", options=("--parties", "1"))
    assert run("concours", "draw")[0] == 0
    assert run("concours", "team", "withdraw", "1")[0] == 0
    code, out, err = run("concours", "team", "reinstate", "1")
    assert code == 0, err
    assert "it plays its table of the last one" in out and "is removed" in out
    assert "plays no more" not in out


def test_back_in_on_the_organisers_page_after_the_last_draw_keeps_the_concours_whole() -> None:
    club = Club("--parties", "2")
    team = store.load(club.path).concours.parties[0].tables[0].teams[0]
    assert club.organise(action="withdraw", team=str(team), confirmed="yes").status_code == 303
    club.organise(action="result", partie="1", table="2", first="1000", second="944", replaces="")
    assert club.organise(action="draw", drawn="1").status_code == 303
    assert len(store.load(club.path).concours.parties) == 2
    answer = club.organise(action="reinstate", team=str(team))
    assert answer.status_code == 303
    page = re.sub(r"</?span[^>]*>", "", club.as_organiser(answer.headers["location"]).text)
    assert (
        "no partie is left to draw" in page
        and "stands: partie 2 was drawn with it in place" in page
    )
    c = store.load(club.path).concours  # readable, the forfeit of partie 1 standing
    assert c.team(team).withdrawn is None and c.parties[0].tables[0].forfeit == (team,)
    assert club.client.get("/").status_code == 200
    assert run("concours", "ranking")[0] == 0
