"""The concours's actions called directly, without a face: what each returns, what it asks
before writing, and what it refuses (the logic; tests/concours/test_parity.py checks that
the terminal and the web give them the same inputs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_cli.actions import concours as act
from belote_cli.core.concours import Table
from belote_cli.core.errors import RuleError
from belote_cli.storage import concours as store
from tests.concours.test_concours_cli import concours as concours_file
from tests.helpers import run


@pytest.fixture
def where() -> act.Where:
    path = concours_file("A", "B", "C", "D", options=("--seed", "1"))
    return act.Where(path)


def test_a_result_is_asked_when_unusual_recorded_once_confirmed(where: act.Where) -> None:
    act.draw(where)
    before = where.path.read_bytes()
    asked = act.result(where, 1, (1000, 900))  # 1,900: short of 162 x 12 (R14.7)
    assert isinstance(asked, act.Ask) and [d.key for d in asked.doubts] == ["checksum"]
    assert asked.replaces is None and where.path.read_bytes() == before
    done = act.result(where, 1, (1000, 900), partie=asked.partie, seen=asked.seen, confirmed=True)
    assert isinstance(done, act.Recorded) and done.before == asked.seen
    assert done.concours.parties[0].tables[0].result == (1000, 900)
    same = act.result(where, 1, (1000, 900))
    assert isinstance(same, act.Same)  # R14.9: nothing written, nothing asked


def test_a_correction_asks_with_what_it_replaces_and_only_that(where: act.Where) -> None:
    act.draw(where)
    act.result(where, 1, (1000, 944))
    asked = act.result(where, 1, (900, 1044))
    assert isinstance(asked, act.Ask) and asked.doubts == ()
    assert asked.replaces is not None and asked.replaces.result == (1000, 944)
    other = act.Where(where.path, by="organiser")
    act.result(other, 1, (1100, 844), seen=asked.seen, confirmed=True)  # another scorer's
    with pytest.raises(RuleError) as changed:  # the answer was about 1000-944
        act.result(where, 1, (900, 1044), partie=asked.partie, seen=asked.seen, confirmed=True)
    assert changed.value.key == "result_changed"


def test_a_forfeit_is_never_questioned_and_a_table_redrawn_is_refused(where: act.Where) -> None:
    c = act.draw(where).concours
    team = c.parties[0].tables[0].teams[1]
    done = act.result(where, 1, None, forfeit=[str(team)])
    assert isinstance(done, act.Recorded)
    with pytest.raises(RuleError) as moved:
        act.result(where, 2, (1000, 944), seen=Table((team, 99)))
    assert moved.value.key == "table_changed"


def test_withdraw_sets_aside_the_feuille_played_at_its_table(where: act.Where) -> None:
    c = act.draw(where).concours
    assert run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nq\n")[0] == 0
    team = c.parties[0].tables[0].teams[0]
    done = act.team_withdraw(where, team)
    assert done.forfeit == (1, 1) and done.aside is not None and done.aside.exists()
    assert "trash" in done.aside.parts
    back = act.team_reinstate(where, team)
    assert back.back is not None and back.back.removed == (1, 1) and back.back.seated


def test_players_are_read_once_for_every_face(where: act.Where) -> None:
    assert act.players_of("Ana, Bruno") == (["Ana", "Bruno"], None)
    assert act.players_of("Ana:123456, Bruno") == (["Ana", "Bruno"], ["123456", ""])
    assert act.players_of("A:B: 9 ,C") == (["A:B", "C"], [" 9 ", ""])
    with pytest.raises(RuleError):
        act.team_add(where, "E", "Ana,,Bruno")  # an empty player: refused, never skipped
    added = act.team_add(where, "E", "Ana, Bruno")
    assert added.team.players == ("Ana", "Bruno") and not added.late and added.shared == ()
    again = act.team_add(where, "F", "Ana, Carla")
    assert again.shared == (("Ana", added.team.number),)


def test_draws_and_undos_name_the_partie_the_user_saw(where: act.Where) -> None:
    act.draw(where, drawn=0)
    with pytest.raises(RuleError) as twice:
        act.draw(where, drawn=0)  # resent: drawn once
    assert twice.value.key == "draw_changed"
    undone = act.undo_draw(where, drawn=1)
    assert undone.partie == 1 and undone.played == () and undone.concours.parties == ()


def test_the_prizes_say_what_they_replace(where: act.Where) -> None:
    assert act.prizes(where, ["Un jambon"]).before == ()
    done = act.prizes(where, [])
    assert done.before == ("Un jambon",) and done.concours.prizes == ()
    assert store.load(Path(where.path)).concours.prizes == ()
