"""No result overwritten silently (R14.9), typos caught (R14.10), the concours in use named:
through the core and the command line."""

from __future__ import annotations

from pathlib import Path

from belote_cli.core.concours import doubts, make_format
from belote_cli.core.facts import HouseRule, Mode
from tests.concours.test_concours_cli import concours
from tests.helpers import run, table_on_disk


def keys(mode: Mode, points: tuple[int, int], **options: object) -> list[str]:
    return [doubt.key for doubt in doubts(make_format(mode, **options), points)]  # type: ignore[arg-type]


def test_r14_10_an_extra_digit_in_classique_of_n_donnes() -> None:
    # 11 300 + 874 = 12 174: 1944 plus tens, so R14.7's checksum lets it through
    assert keys(Mode.CLASSIQUE, (11300, 874), donnes=12) == ["doubt_too_big"]
    assert keys(Mode.CLASSIQUE, (1130, 874), donnes=12) == []
    assert keys(Mode.CLASSIQUE, (1100, 900), donnes=12) == ["checksum"]
    assert keys(Mode.FAITS, (11300, 874), donnes=12) == []  # no check in a coinche mode


def test_r14_10_a_partie_to_a_target() -> None:
    assert keys(Mode.CLASSIQUE, (1020, 6400), target=1001) == ["doubt_too_far"]
    assert keys(Mode.CLASSIQUE, (500, 400), target=1001) == ["doubt_no_winner"]
    assert keys(Mode.CLASSIQUE, (1000, 1000), target=1001) == ["doubt_tie"]
    assert keys(Mode.CLASSIQUE, (1010, 640), target=1001) == []
    exceed = {"target": 1001, "rules": [HouseRule.EXCEED_TARGET]}
    assert keys(Mode.CLASSIQUE, (1001, 640), **exceed) == ["doubt_not_passed"]  # said so
    assert keys(Mode.CLASSIQUE, (1001, 640), target=1001) == []


def test_one_confirmation_answers_every_doubt_and_force_says_what_it_let_through() -> None:
    path = concours("A", "B", options=("--target", "1001"))
    run("concours", "draw")
    before = path.read_bytes()
    code, _, err = run("concours", "result", "1", "1000", "1000", input="n\n")
    assert code == 1 and "a tie at the target is played off" in err
    assert path.read_bytes() == before
    code, out, _ = run("concours", "result", "1", "500", "400", "--force")
    assert code == 0 and "Recorded with --force despite: Neither team has reached" in out
    code, out, err = run("concours", "result", "1", "1020", "6400", input="y\n")
    assert code == 0, err
    assert "more than twice the target" in err and "this is a correction" in err
    assert err.count("Record it anyway?") == 0 and out.count("Record it anyway?") == 1


def test_a_table_played_hand_by_hand_asks_before_replacing_a_typed_result() -> None:
    path = concours("A", "B", options=("--donnes", "1"))
    run("concours", "draw")
    run("play", "--concours", "club", "--table", "1", input="\nq\n")  # started, not played
    run("concours", "result", "1", "110", "52")  # typed meanwhile

    def result() -> list[int] | None:
        found = table_on_disk(path, 1, 1).result
        return None if found is None else list(found)

    code, out, _ = run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nn\n")
    assert code == 0
    said = " ".join(out.split())
    assert "got the result 110 – 52, typed meanwhile: record the one just played, 100 – 62" in said
    assert "Table 1 keeps its result 110 – 52" in said and result() == [110, 52]
    code, out, _ = run("play", "--concours", "club", "--table", "1", input="y\n")  # asked again
    assert code == 0 and result() == [100, 62]
    assert "It replaces the result 110 – 52" in " ".join(out.split())


def test_a_name_already_taken_names_its_team_and_a_player_twice_is_warned() -> None:
    concours()
    run("concours", "team", "add", "Les  As", "--players", "Ana,Bruno")
    code, _, err = run("concours", "team", "add", "lès as")
    assert code == 1 and "'lès as' is the name of team 1, Les  As" in err
    code, _, err = run("concours", "team", "add", "Rois", "--players", "ana,Zoé")
    assert code == 0 and "ana is also registered in team 1: is it the same player?" in err


def test_the_ranking_is_chosen_in_either_language() -> None:
    from belote_cli.cli import app
    from tests.helpers import runner

    result = runner.invoke(
        app, ["concours", "new", "X", "--ranking", "victoires"], env={"BELOTE_LANG": "fr"}
    )
    assert result.exit_code == 0 and "classement aux victoires" in result.stdout
    code, _, err = run("concours", "new", "Y", "--ranking", "best")
    assert code == 2 and "unknown ranking 'best': points or wins" in err


def test_undoing_a_draw_while_a_table_is_played_warns_and_leaves_a_way_on() -> None:
    from belote_cli import storage
    from belote_cli.core.concours import Concours
    from belote_cli.storage import concours as store
    from tests.helpers import drawn_in_order

    path = concours("A", "B", "C", "D", options=("--donnes", "2"))
    run("concours", "draw")
    first = store.load(path).concours.parties[0].tables[0].teams
    run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nq\n")
    code, _, err = run("concours", "draw", "--undo")
    assert code == 0 and "Table 1 was being played hand by hand (1 entry)" in err
    c: Concours = store.load(path).concours
    others = [team for team in (1, 2, 3, 4) if team not in first]
    store.update(path, lambda now: drawn_in_order(c, [first[0], others[0], first[1], others[1]]))
    code, _, err = run("play", "--concours", "club", "--table", "1", input="2 pi 90 der 2 -\nq\n")
    assert code == 0, err
    assert "was of a draw undone since" in err and "belote restore brings it back" in err
    trash = list((Path.cwd() / "home" / "trash").glob("club-p1-t1*.toml"))
    assert len(trash) == 1 and len(storage.load(trash[0]).game.hands) == 1  # kept, not lost


def test_concours_show_has_json_too() -> None:
    import json

    concours("A", "B", options=("--rule", "pot-to-taker"))
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    code, out, err = run("concours", "show", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert (doc["name"], doc["rules"], doc["drawn"]) == ("Club", ["pot-to-taker"], 1)
    assert doc["draws"][0]["tables"][0]["result"] == [1000, 944]
    assert [team["name"] for team in doc["teams"]] == ["A", "B"]
    assert {row["name"] for row in doc["ranking"]} == {"A", "B"}
