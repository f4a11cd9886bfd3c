"""Teams that leave, come late or forfeit (R14.11-R14.13), R14.14's worked example step by
step, through the core and the command line, and Hypothesis properties of whole concours
where teams come and go."""

from __future__ import annotations

import json
import tomllib
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.concours import Concours, Standing, entrant, make_format, partie_mean
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Mode
from belote_cli.storage import concours as store
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe
from tests.concours.test_concours import A, B, C, D, E, concours, r148
from tests.concours.test_concours_cli import SEED_CAEBD, as_json
from tests.concours.test_concours_cli import concours as concours_file
from tests.helpers import drawn_in_order, run, table_on_disk


def r1414_partie_2() -> Concours:
    """R14.8 played on: partie 2 drawn (1 C–B, 2 D–E, A exempt), table 1 C 1000 – B 1100."""
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    return c.with_result(2, 1, (1000, 1100))


# --- R14.14, step by step -------------------------------------------------------------------


def test_r14_14_e_withdraws_its_table_is_a_forfeit_d_and_a_get_the_mean() -> None:
    c = r1414_partie_2().with_withdrawal(E)
    assert c.parties[1].tables[1].forfeit == (E,)  # recorded at once (R14.11)
    assert c.parties[1].complete  # a forfeit is the table's result (R14.13)
    assert partie_mean(c.parties[1]) == 1050  # table 1 only: (1000 + 1100) / 2
    assert c.ranking() == [
        Standing(1, B, 2100, 2000, 3, 2),
        Standing(2, C, 2100, 2000, 2, 2),
        Standing(3, D, 2050, 0, 4, 2),
        Standing(4, A, 1950, 1100, 2, 2),
        Standing(5, E, 1000, 2050, 1, 2, withdrawn=True),
    ]
    assert [s.difference for s in c.ranking()] == [100, 100, 2050, 850, -1050]


def test_r14_14_partie_3_draws_the_four_left_and_backtracks_so_that_c_and_a_do_not_meet() -> None:
    c = r1414_partie_2().with_withdrawal(E).with_draw()
    p = c.parties[2]
    assert [t.teams for t in p.tables] == [(B, A), (C, D)] and p.exempt is None


def test_a_withdrawn_team_is_ranked_last_whatever_its_points() -> None:
    c = r1414_partie_2().with_withdrawal(E).with_result(2, 2, (0, 5000))  # corrected
    assert c.ranking()[-1] == Standing(5, E, 6000, 1000, 3, 2, withdrawn=True)


# --- R14.11 withdrawal ----------------------------------------------------------------------


def test_withdrawal_refusals_and_what_it_records() -> None:
    with pytest.raises(RuleError, match="withdraw_before_draw"):
        concours(4).with_withdrawal(1)
    c = r1414_partie_2()
    with pytest.raises(RuleError, match="team_changed"):
        c.with_withdrawal(E, name="A")  # the team shown is no longer that number's
    with pytest.raises(RuleError, match="already_withdrawn"):
        c.with_withdrawal(E).with_withdrawal(E)
    with pytest.raises(RuleError, match="not_withdrawn"):
        c.without_withdrawal(E)
    # B's table has its result: nothing is recorded there, B keeps it
    b_out = c.with_withdrawal(B)
    assert b_out.parties == c.parties and b_out.team(B).forfeited is None
    # A sits out: it keeps its exemption and its credit
    a_out = c.with_result(2, 2, (900, 1000)).with_withdrawal(A)
    assert next(s for s in a_out.ranking() if s.team == A).points == 900 + 1000  # 4000 / 4


def test_a_forfeit_stands_as_a_result_the_draw_is_not_undone_the_withdrawal_is_taken_back() -> (
    None
):
    c = r1414_partie_2().with_result(2, 1, (1000, 1100))
    out = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    out = out.with_withdrawal(E)  # no result in partie 2 but E's forfeit
    with pytest.raises(RuleError, match="draw_has_results"):
        out.without_draw()
    back = out.without_withdrawal(E)  # until the next draw: the forfeit goes with it
    assert back.parties[1].tables[1].forfeit == () and back.team(E).withdrawn is None
    assert back.without_draw().parties == out.parties[:1]
    # the forfeit corrected meanwhile: taking the withdrawal back leaves the result alone
    corrected = c.with_withdrawal(E).with_result(2, 2, (1200, 800))
    assert corrected.without_withdrawal(E).parties[1].tables[1].result == (1200, 800)


def test_a_withdrawal_is_taken_back_until_the_next_draw_or_once_none_is_left() -> None:
    c = r1414_partie_2().with_withdrawal(E).with_draw()
    with pytest.raises(RuleError, match="withdrawal_drawn"):
        c.without_withdrawal(E)
    c = c.with_result(3, 1, (1000, 900)).with_result(3, 2, (1000, 900)).with_draw()
    assert len(c.parties) == 4  # no draw left: it may come back, and is ranked with all
    back = c.without_withdrawal(E)
    assert not any(s.withdrawn for s in back.ranking())
    # partie 3 was drawn on E's forfeit in partie 2: it stands (tests/concours/test_reinstate)
    assert back.parties[1].tables[1].forfeit == (E,) and back.parties[1].complete


def test_undoing_the_draw_after_a_withdrawal_lets_it_be_taken_back_until_drawn_again() -> None:
    c = r1414_partie_2().with_withdrawal(E).with_draw()
    undone = c.without_draw()
    assert undone.team(E).withdrawn == 2  # withdrew after partie 2's draw, still
    assert undone.without_withdrawal(E).team(E).withdrawn is None
    # an exempt team withdrew after partie 2's draw, which is then undone
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    gone = c.with_withdrawal(A).without_draw()
    assert gone.team(A).withdrawn == 1  # it withdrew before partie 2, now undrawn
    assert A not in gone.with_draw().parties[1].seated()


def test_decision_two_teams_of_one_table_withdraw_both_forfeit() -> None:
    c = r1414_partie_2().with_withdrawal(E).with_withdrawal(D)
    assert c.parties[1].tables[1].forfeit == (D, E)
    rows = {s.team: s for s in c.ranking()}
    assert (rows[D].points, rows[D].against, rows[D].half_wins) == (1000, 0, 2)  # p1 only
    assert (rows[E].points, rows[E].against, rows[E].half_wins) == (1000, 1000, 1)
    assert c.without_withdrawal(D).parties[1].tables[1].forfeit == (E,)


# --- R14.12 late teams ----------------------------------------------------------------------


def test_a_late_team_is_drawn_from_the_next_partie_and_scores_nothing_before() -> None:
    c = r148().with_team(entrant("F"))  # 6 teams after partie 1's draw
    F = 6
    assert F not in c.parties[0].seated()
    c = c.with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000))
    rows = {s.team: s for s in c.ranking()}
    assert rows[F] == Standing(6, F, 0, 0, 0, 0)  # no points, no win, no partie
    c = c.with_draw()
    assert F in c.parties[1].seated() and c.parties[1].exempt is None  # six teams: no exempt


def test_a_late_teams_missed_parties_count_as_sat_out() -> None:
    # four teams, partie 1 drawn, then a fifth arrives: it does not sit out on arrival
    c = drawn_in_order(concours(4), [1, 2, 3, 4]).with_team(entrant("E"))
    c = c.with_result(1, 1, (1000, 900)).with_result(1, 2, (800, 700)).with_draw()
    assert c.parties[1].exempt != 5 and 5 in c.parties[1].seated()


def test_late_registration_is_refused_once_the_last_partie_is_drawn() -> None:
    c = drawn_in_order(concours(4, parties=1), [1, 2, 3, 4])
    with pytest.raises(RuleError, match="too_late_to_register"):
        c.with_team(entrant("Z"))


def test_a_draw_undone_after_a_late_team_registered_draws_it_like_any_other() -> None:
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    c = c.with_team(entrant("F")).without_draw().with_draw()
    assert 6 in c.parties[1].seated()


# --- R14.13 forfeits -----------------------------------------------------------------------


def test_a_forfeit_by_one_team_credits_the_other_as_an_exempt_and_the_mean_skips_it() -> None:
    c = drawn_in_order(concours(4), [1, 2, 3, 4]).with_result(1, 1, None, forfeit=[2])
    rows = {s.team: s for s in c.ranking()}
    assert rows[2] == Standing(rows[2].rank, 2, 0, 0, 0, 1)  # a loss at once, credit later
    assert rows[1].points == 0 and rows[1].parties == 0
    c = c.with_result(1, 2, (1200, 800))
    rows = {s.team: s for s in c.ranking()}
    assert (rows[1].points, rows[1].against, rows[1].half_wins) == (1000, 0, 2)
    assert (rows[2].points, rows[2].against, rows[2].half_wins) == (0, 1000, 0)
    assert c.met() == {frozenset((3, 4))}  # a forfeited table's teams have not met


def test_both_teams_forfeit_and_a_partie_with_no_table_played_has_a_mean_of_0() -> None:
    c = drawn_in_order(concours(3), [1, 2, 3]).with_result(1, 1, None, forfeit=[2, 1])
    assert c.parties[0].tables[0].forfeit == (1, 2)  # in the table's order
    assert partie_mean(c.parties[0]) == 0
    rows = {s.team: s for s in c.ranking()}
    assert [(rows[n].points, rows[n].against, rows[n].half_wins) for n in (1, 2, 3)] == [
        (0, 0, 0),
        (0, 0, 0),
        (0, 0, 2),  # the exempt team: a win and a mean of 0
    ]


def test_forfeit_points_replace_the_mean_for_the_winner_not_for_the_exempt() -> None:
    form = make_format(Mode.CLASSIQUE, forfeit_points=1100)
    c = Concours("F", form)
    for name in "ABCDE":
        c = c.with_team(entrant(name))
    c = drawn_in_order(c, [1, 2, 3, 4, 5]).with_result(1, 1, None, forfeit=[1])
    c = c.with_result(1, 2, (900, 700))
    rows = {s.team: s for s in c.ranking()}
    assert (rows[2].points, rows[1].against, rows[5].points) == (1100, 1100, 800)


def test_forfeit_refusals() -> None:
    c = drawn_in_order(concours(4), [1, 2, 3, 4])
    with pytest.raises(RuleError, match="forfeit_not_here"):
        c.with_result(1, 1, None, forfeit=[3])
    with pytest.raises(RuleError, match="result_or_forfeit"):
        c.with_result(1, 1, (1, 2), forfeit=[1])
    with pytest.raises(RuleError, match="result_or_forfeit"):
        c.with_result(1, 1, None)
    shown = c.parties[0].tables[0]
    forfeited = c.with_result(1, 1, None, forfeit=[2])
    with pytest.raises(RuleError, match="forfeit_changed"):
        forfeited.with_result(1, 1, (900, 800), seen=shown)
    with pytest.raises(RuleError, match="bad_result"):
        make_format(Mode.CLASSIQUE, forfeit_points=-1)


# --- the command line -----------------------------------------------------------------------


def test_r14_14_through_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    path = concours_file(*"ABCDE", options=("--seed", SEED_CAEBD))
    run("concours", "draw")
    assert run("concours", "result", "1", "1100", "900", "--force")[0] == 0
    assert run("concours", "result", "2", "1000", "1000", "--force")[0] == 0
    assert as_json("concours", "draw")["tables"] == [
        {"table": 1, "teams": [C, B]},
        {"table": 2, "teams": [D, E]},
    ]
    assert run("concours", "result", "1", "1000", "1100", "--force")[0] == 0
    code, out, err = run("concours", "team", "withdraw", "5")
    assert code == 0, err
    assert "Team 5 (E) withdraws" in out and "Partie 2, table 2: forfeit by E (5)." in out
    ranking = as_json("concours", "ranking")["ranking"]
    assert [
        (r["name"], r["points"], r["wins"], r["difference"], r["withdrawn"]) for r in ranking
    ] == [
        ("B", 2100, 1.5, 100, False),
        ("C", 2100, 1, 100, False),
        ("D", 2050, 2, 2050, False),
        ("A", 1950, 1, 850, False),
        ("E", 1000, 0.5, -1050, True),
    ]
    code, out, _ = run("concours", "ranking")
    assert "E (withdrawn)" in out
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, out, _ = run("concours", "ranking")
    assert "E (abandon)" in out
    monkeypatch.setenv("BELOTE_LANG", "en")
    assert as_json("concours", "draw")["tables"] == [
        {"table": 1, "teams": [B, A]},
        {"table": 2, "teams": [C, D]},
    ]
    doc = tomllib.loads(path.read_text())
    assert doc["schema"] == store.SCHEMA and doc["teams"][4]["withdrawn"] == 2
    assert doc["draws"][1]["tables"].splitlines()[1] == f"{D} {E} forfeit {E}"


def test_withdraw_and_reinstate_on_the_command_line() -> None:
    path = concours_file("A", "B", "C", "D")
    code, _, err = run("concours", "team", "withdraw", "1")
    assert code == 1 and "concours team remove 1" in err  # no draw yet: removed instead
    draw = as_json("concours", "draw")
    one = draw["tables"][0]["teams"]
    code, out, _ = run("concours", "team", "withdraw", str(one[0]))
    assert code == 0 and "forfeit by" in out
    before = path.read_bytes()
    code, _, err = run("concours", "team", "withdraw", str(one[0]))
    assert code == 1 and "has already withdrawn" in err and path.read_bytes() == before
    code, out, _ = run("concours", "show")
    assert "forfeit (" in out
    code, _, err = run("concours", "draw", "--undo")
    assert code == 1 and "already has results" in err
    code, out, err = run("concours", "team", "reinstate", str(one[0]))
    assert code == 0, err
    assert "is back in" in out and "forfeit at table 1 of partie 1 is removed" in out
    code, _, err = run("concours", "team", "reinstate", str(one[0]))
    assert code == 1 and "has not withdrawn" in err


def test_a_withdrawal_sets_aside_the_table_played_hand_by_hand() -> None:
    concours_file("A", "B", options=("--donnes", "2"))
    run("concours", "draw")
    run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nq\n")
    code, _, err = run("concours", "team", "withdraw", "1")
    assert code == 0, err
    assert "do not count" in err and "belote restore brings it back" in err
    assert not list((Path.cwd() / "home").glob("club-p1-t1*.toml"))
    assert len(list((Path.cwd() / "home" / "trash").glob("club-p1-t1*.toml"))) == 1


def test_a_late_team_on_the_command_line() -> None:
    concours_file("A", "B", "C", "D", options=("--parties", "2"))
    run("concours", "draw")
    code, out, _ = run("concours", "team", "add", "Late")
    assert code == 0 and "Late team: drawn from partie 2 on" in out
    teams = as_json("concours", "teams")["teams"]
    assert teams[-1]["from_partie"] == 2
    for n in (1, 2):
        run("concours", "result", str(n), "1000", "900", "--force")
    assert len(as_json("concours", "draw")["tables"]) == 2  # five teams: one exempt
    code, _, err = run("concours", "team", "add", "Later")
    assert code == 1 and "all 2 parties are drawn" in err


def test_forfeits_on_the_command_line() -> None:
    path = concours_file("A", "B", "C", "D", options=("--forfeit-points", "1100"))
    teams = as_json("concours", "draw")["tables"][0]["teams"]
    name = "ABCD"[teams[1] - 1]
    code, out, err = run("concours", "result", "1", "--forfeit", name.lower())  # by its name
    assert code == 0, err
    assert f"forfeit by {name} ({teams[1]})" in out and "--force" not in out  # never doubted
    code, out, _ = run("concours", "result", "1", "--forfeit", name)
    assert code == 0 and "nothing to change" in out
    before = path.read_bytes()
    code, _, err = run("concours", "result", "1", "1000", "900", input="n\n")
    assert code == 1 and f"already has forfeit by {name}" in err and path.read_bytes() == before
    both = ("--forfeit", str(teams[0]), "--forfeit", str(teams[1]))
    code, out, err = run("concours", "result", "1", *both, "--force")
    assert code == 0 and "forfeit by both teams" in out
    before = path.read_bytes()
    for args, words, exit_code in (
        (("1", "1000", "--forfeit", "1"), "--forfeit goes without points", 2),
        (("1", "1000"), "both teams' points are needed", 2),
        (("1", "--forfeit", "Zed"), "no team is called 'Zed'", 1),
        (("1", "--forfeit", "9"), "no team 9", 1),
    ):
        code, _, err = run("concours", "result", *args)
        assert (code, path.read_bytes()) == (exit_code, before) and words in err, args
    doc = json.loads(run("concours", "show", "--json")[1])
    assert doc["forfeit_points"] == 1100 and doc["draws"][0]["tables"][0]["forfeit"] != []


def test_a_forfeit_over_a_table_being_played_is_asked_about_at_its_end() -> None:
    path = concours_file("A", "B", options=("--donnes", "1"))
    run("concours", "draw")
    run("play", "--concours", "club", "--table", "1", input="\nq\n")
    run("concours", "result", "1", "--forfeit", "2")
    _, out, err = run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nn\n")
    assert "forfeit by B (2), typed meanwhile" in out + err
    assert table_on_disk(path, 1, 1).forfeit == (2,)


# --- the file ------------------------------------------------------------------------------


def test_a_version_4_file_round_trips_and_refuses_a_withdrawn_team_drawn_later(
    tmp_path: Path,
) -> None:
    c = r1414_partie_2().with_withdrawal(E).with_team(entrant("F"))
    doc = store.to_document(c)
    assert store.from_document(doc, tmp_path) == c
    doc["draws"].append({"tables": f"{E} {A}\n{B} {C}\n{D} 6\n"})
    doc["parties"] = 4
    with pytest.raises(StorageError) as error:
        store.from_document(doc, tmp_path)
    assert "team 5 withdrew after partie 2" in describe(error.value)


def test_a_version_3_file_still_seats_every_team_in_every_draw(tmp_path: Path) -> None:
    doc = store.to_document(r148())
    doc["schema"] = 3  # its tables as TOML tables, and D, exempt, left out
    doc["draws"][0] = {"tables": [{"teams": [C, A]}, {"teams": [E, B]}]}
    with pytest.raises(StorageError) as error:
        store.from_document(doc, tmp_path)
    assert "does not seat each of the 5 teams once" in describe(error.value)


# --- properties -----------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 11), st.integers(1, 5), st.integers(0, 10_000), st.data())
def test_teams_coming_and_going_keep_every_rule(
    teams: int, parties: int, seed: int, data: st.DataObject
) -> None:
    c = Concours("P", make_format(Mode.FAITS, parties, seed=seed))
    for n in range(teams):
        c = c.with_team(entrant(f"T{n + 1}"))
    points = st.integers(0, 3000)
    for k in range(1, parties + 1):
        if len(c.active) < 2:
            break
        c = c.with_draw()
        partie = c.parties[-1]
        seated = sorted(team for table in partie.tables for team in table.teams)
        seated = sorted(seated + ([] if partie.exempt is None else [partie.exempt]))
        assert seated == sorted(c.active)  # every team still in, once; no other
        for n, table in enumerate(partie.tables, start=1):
            if table.done:
                continue
            how = data.draw(st.sampled_from(["points", "one", "both"]))
            if how == "points":
                c = c.with_result(k, n, (data.draw(points), data.draw(points)))
            else:
                gave = table.teams if how == "both" else [data.draw(st.sampled_from(table.teams))]
                c = c.with_result(k, n, None, forfeit=gave)
            if data.draw(st.integers(0, 5)) == 0 and c.active:
                c = c.with_withdrawal(data.draw(st.sampled_from(c.active)))
        if k < parties and data.draw(st.integers(0, 3)) == 0:
            c = c.with_team(entrant(f"L{k}"))
        assert c.ranking() == recomputed(c)
        assert store.from_document(store.to_document(c), Path("x")) == c
        assert tomllib.loads(store.encode(c).decode()) == store.to_document(c)  # as written


def recomputed(c: Concours) -> list[Standing]:
    """The ranking the long way: R14.5, R14.6, R14.11, R14.13 read literally."""
    rows = {n: [0, 0, 0, 0] for n in c.numbers}  # points, against, half wins, parties
    fixed = c.format.forfeit_points
    for partie in c.parties:
        played = [v for table in partie.tables if table.result for v in table.result]
        mean = 0
        if played:
            mean = int((Decimal(sum(played)) / len(played)).quantize(1, rounding=ROUND_HALF_UP))
        over = all(table.result or table.forfeit for table in partie.tables)
        for table in partie.tables:
            if table.result:
                for team, own, other in zip(
                    table.teams, table.result, table.result[::-1], strict=True
                ):
                    rows[team][0] += own
                    rows[team][1] += other
                    rows[team][2] += 2 if own > other else 1 if own == other else 0
                    rows[team][3] += 1
            for team in table.forfeit:
                rows[team][3] += 1
            if len(table.forfeit) == 1 and over:
                winner = next(team for team in table.teams if team not in table.forfeit)
                credit = mean if fixed is None else fixed
                rows[winner][0] += credit
                rows[winner][2] += 2
                rows[winner][3] += 1
                rows[table.forfeit[0]][1] += credit
        if partie.exempt is not None and over:
            rows[partie.exempt][0] += mean
            rows[partie.exempt][2] += 2
            rows[partie.exempt][3] += 1
    out_teams = {team.number for team in c.teams if team.withdrawn is not None}

    def key(n: int) -> tuple[object, ...]:
        p, a, h, _ = rows[n]
        return (n in out_teams, -p, -h, -(p - a))

    order = sorted(rows, key=lambda n: (key(n), n))
    standings = []
    for n in order:
        p, a, h, k = rows[n]
        rank = 1 + sum(key(m) < key(n) for m in rows)
        standings.append(Standing(rank, n, p, a, h, k, n in out_teams))
    return standings
