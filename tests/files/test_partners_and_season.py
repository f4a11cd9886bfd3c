"""Partners and seasons (issue 23): every pair of partners' record, with --json and CSV, from
games whose figures are computed here by hand; the season ranking over the concours of a
period, with a minimum attendance, in the core and through the command line."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.facts import Mode
from belote_cli.core.season import season
from tests.helpers import run, runner


def evening() -> None:
    """Two games of faits to 300 with named players (seats 1 and 3 against 2 and 4).
    Game 1, Ana & Carole against Bruno & David: Ana & Carole take 110 at coeur and make it
    (110 · 50), then Bruno & David's 80 coinched fails (320 · 0): 430 ≥ 300, won.
    Game 2, Ana & Bruno against Carole & David, in progress: Ana & Bruno take 110 with the
    belote held by Ana (110 + 20 = 130 · 50)."""
    run("new", "--mode", "faits", "--target", "300", "--players", "Ana,Bruno,Carole,David")
    run("hand", "--line", "1 110co 103 der 1")
    run("hand", "--line", "2 80pi c 60 der 1")
    run("new", "--mode", "faits", "--target", "300", "--players", "Ana,Carole,Bruno,David")
    run("hand", "--line", "1 110co 103 der 1 bel ana")


def stats(*args: str) -> dict[str, dict[str, dict[str, Any]]]:
    code, out, err = run("stats", "--json", *args)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_every_pair_of_partners_has_its_record() -> None:
    evening()
    doc = stats()
    assert doc["teams"] == {}  # the players are named: the teams are pairs of partners
    assert set(doc["pairs"]) == {"Ana & Carole", "Bruno & David", "Ana & Bruno", "Carole & David"}
    ac, bd, ab = (
        doc["pairs"]["Ana & Carole"],
        doc["pairs"]["Bruno & David"],
        doc["pairs"]["Ana & Bruno"],
    )
    assert (ac["games"], ac["finished"], ac["won"], ac["won_percent"]) == (1, 1, 1, 100)
    assert (ac["hands"], ac["average_marks"]) == (2, (110 + 320) / 2)
    assert ac["taken"] == {"110-130": {"taken": 1, "made": 1}}
    assert ac["coinches"]["coinche defence"] == {"made": 0, "failed": 1}  # the 80 failed
    assert ac["biggest_hand"]["marks"] == 320
    assert (bd["won"], bd["average_marks"]) == (0, (50 + 0) / 2)
    assert bd["taken"] == {"80-100": {"taken": 1, "made": 0}}
    assert bd["coinches"]["coinche taker"] == {"made": 0, "failed": 1}
    # game 2 is in progress: counted apart, in no rate
    assert (ab["games"], ab["finished"], ab["in_progress"], ab["won_percent"]) == (1, 0, 1, 0)
    assert (ab["hands"], ab["average_marks"], ab["belotes"]) == (1, 130, 1)
    ana = doc["players"]["Ana"]
    assert (ana["games"], ana["finished"], ana["won"], ana["belotes"]) == (2, 1, 1, 1)


def test_a_player_with_every_partner_and_a_pair_named_in_any_order() -> None:
    evening()
    ana = stats("--player", "ANA")
    assert set(ana["players"]) == {"Ana"}
    assert set(ana["pairs"]) == {"Ana & Carole", "Ana & Bruno"}  # who she played with
    assert set(stats("--team", "bruno & ana")["pairs"]) == {"Ana & Bruno"}
    assert set(stats("--team", "Carole&Ana")["pairs"]) == {"Ana & Carole"}
    assert stats("--team", "Ana") == {"teams": {}, "pairs": {}, "players": {}}
    code, out, _ = run("stats", "--player", "ana")
    rows = [line.split() for line in out.splitlines()]
    assert code == 0 and ["Partners"] in rows and ["Players"] in rows
    assert ["Ana", "&", "Carole", "1", "1", "100", "0", "2", "215.0", "320"] in [
        r[:10] for r in rows
    ]
    assert ["Ana", "2", "1", "100", "1", "0", "–", "–"] in [r[:8] for r in rows]  # took none


@pytest.mark.parametrize(("language", "sign", "point"), [("en", ",", "."), ("fr", ";", ",")])
def test_stats_as_csv_for_a_spreadsheet(
    language: str, sign: str, point: str, tmp_path: Path
) -> None:
    from belote_cli.cli import app

    evening()
    out = runner.invoke(app, ["stats", "--csv"], env={"BELOTE_LANG": language}).stdout
    assert out.startswith("\ufeff") == (language == "fr")  # as French Excel expects
    rows = list(csv.DictReader(io.StringIO(out.removeprefix("\ufeff")), delimiter=sign))
    by = {(row["side"], row["name"]): row for row in rows}
    assert len(rows) == 4 + 4  # four pairs, four players
    ac = by[("pairs", "Ana & Carole")]
    assert (ac["games"], ac["won"], ac["hands"]) == ("1", "1", "2")
    assert ac["average_marks"] == f"215{point}0"
    assert (ac["taken 110-130 taken"], ac["taken 110-130 made"], ac["taken 80-100 taken"]) == (
        "1",
        "1",
        "0",
    )
    assert ac["coinches coinche defence failed"] == "1"
    assert by[("players", "Ana")]["belotes"] == "1"
    # to a file, never over one without --force, and with --csv only
    target = tmp_path / "stats.csv"
    assert run("stats", "--csv", "--output", str(target))[0] == 0
    assert target.read_text(encoding="utf-8").startswith("side,name,games")
    code, _, err = run("stats", "--csv", "--output", str(target))
    assert code != 0 and "--force" in err
    code, _, err = run("stats", "--output", str(target))
    assert code == 2 and "--csv" in err
    code, _, err = run("stats", "--csv", "--json")
    assert code == 2 and "--json" in err


# --- the season --------------------------------------------------------------------------


def played(
    name: str, results: list[tuple[int, int]], teams: list[tuple[str, str | None]]
) -> Concours:
    """A concours of one partie between `teams` (name, players "A,B"), seated by the draw,
    each table given its result in turn."""
    c = Concours(name, make_format(Mode.FAITS, parties=1, seed=1))
    for team, players in teams:
        c = c.with_team(entrant(team, None if players is None else players.split(",")))
    c = c.with_draw()
    for n, result in enumerate(results, start=1):
        c = c.with_result(None, n, result)
    return c


def test_a_season_ranks_by_points_then_wins_with_a_minimum_attendance() -> None:
    teams: list[tuple[str, str | None]] = [("As", "Ana,Bruno"), ("Rois", "Carole,David")]
    teams.append(("Dames", "Élise,Fanny"))
    teams.append(("Valets", None))
    one = played("Octobre", [(1100, 900), (1000, 800)], teams)
    seats = [row.teams for row in one.parties[0].tables]
    two = played("Novembre", [(700, 1200), (1000, 1000)], teams)
    # the same draw (seed 1): which team sat where, to compute the figures by hand
    assert [row.teams for row in two.parties[0].tables] == seats
    points: dict[int, int] = {}
    half: dict[int, int] = {}
    for c in (one, two):
        for row in c.parties[0].tables:
            assert row.result is not None
            for team, own, other in zip(row.teams, row.result, reversed(row.result), strict=True):
                points[team] = points.get(team, 0) + own
                half[team] = half.get(team, 0) + (2 if own > other else 1 if own == other else 0)
    going = Concours("Décembre", make_format(Mode.FAITS, parties=1))  # not finished
    found = season([one, two, going])
    assert (found.concours, found.going, found.minimum) == (2, 1, 1)
    names = {1: "Ana & Bruno", 2: "Carole & David", 3: "Élise & Fanny", 4: "Valets"}
    expected = sorted(names, key=lambda n: (-points[n], -half[n]))
    assert [line.who.name for line in found.teams] == [names[n] for n in expected]
    for line in found.teams:
        number = next(n for n, name in names.items() if name == line.who.name)
        assert (line.who.points, line.who.half_wins, line.who.played) == (
            points[number],
            half[number],
            2,
        )
        ranks = [s.rank for c in (one, two) for s in c.ranking() if s.team == number]
        assert line.who.ranks == ranks and line.who.best == min(ranks)
    # the players of a pair share its line; a team without players has none
    assert {line.who.name for line in found.players} == {
        "Ana",
        "Bruno",
        "Carole",
        "David",
        "Élise",
        "Fanny",
    }
    ana = next(line for line in found.players if line.who.name == "Ana")
    bruno = next(line for line in found.players if line.who.name == "Bruno")
    assert ana.rank == bruno.rank and ana.who.points == points[1]
    # a third concours the Valets missed: with a minimum of 3, only the others are ranked
    three = played("Janvier", [(900, 1100)], teams[:2])
    ranked = season([one, two, three], minimum=3)
    assert [line.rank is None for line in ranked.teams] == [False, False, True, True]
    assert {line.who.name for line in ranked.teams if line.rank is None} == {
        "Élise & Fanny",
        "Valets",
    }


def test_equal_teams_share_their_rank() -> None:
    a = played("A", [(1000, 1000)], [("As", "Ana,Bruno"), ("Rois", "Carole,David")])
    found = season([a])
    assert [line.rank for line in found.teams] == [1, 1]
    assert [line.rank for line in found.players] == [1, 1, 1, 1]


def concours_evening(name: str, first: int, second: int) -> None:
    """A concours of one partie, four teams (one of them without players), on the CLI."""
    run("concours", "new", name, "--mode", "faits", "--parties", "1", "--seed", "1")
    for team, players in (("As", "Ana,Bruno"), ("Rois", "Carole,David"), ("Valets", None)):
        extra = [] if players is None else ["--players", players]
        run("concours", "team", "add", team, *extra, "--concours", name)
    run("concours", "team", "add", "Dames", "--players", "Élise,Fanny", "--concours", name)
    run("concours", "draw", "--concours", name)
    run("concours", "result", "1", str(first), str(2000 - first), "--concours", name)
    run("concours", "result", "2", str(second), str(2000 - second), "--concours", name)


def test_belote_season_in_both_languages_and_at_50_columns() -> None:
    from belote_cli.cli import app

    concours_evening("Octobre", 1100, 1000)
    concours_evening("Novembre", 700, 1000)
    doc = json.loads(run("season", "--json")[1])
    assert (doc["concours"], doc["minimum"]) == (2, 1)
    ana = doc["teams"][0]
    assert ana["name"] == "Ana & Bruno"
    assert (ana["rank"], ana["concours"]) == (1, 2)
    for language, words in (
        ("en", ("Teams", "Players", "Rank")),
        ("fr", ("Équipes", "Joueurs", "Rang")),
    ):
        for columns in (80, 50):
            env = {"BELOTE_LANG": language, "COLUMNS": str(columns)}
            out = runner.invoke(app, ["season"], env=env).stdout
            assert all(word in out for word in words), out
            assert all(len(line) <= columns for line in out.splitlines()), out
            assert "Ana & Bruno" in out  # a name is cut last: the other columns go first
            # the teams' and the players' tables have the same columns, at any width
            teams, players = (
                next(line for line in out.split(side)[1].splitlines() if line.strip())
                for side in words[:2]
            )
            assert teams.split() == players.split(), out
    out = runner.invoke(app, ["season", "--min", "3"], env={"BELOTE_LANG": "en"}).stdout
    assert "fewer than 3 concours played, not ranked" in out
    code, _, err = run("season", "--min", "0")
    assert code == 2 and "--min" in err
    code, out, _ = run("season", "--until", "2000-01-01")
    assert code == 0 and "No finished concours in this period" in out
    rows = list(csv.reader(io.StringIO(run("season", "--csv")[1])))
    assert rows[0] == ["side", "rank", "name", "concours", "points", "wins", "best_rank", "ranks"]
    assert rows[1][:3] == ["teams", "1", "Ana & Bruno"]


def test_a_concours_belongs_to_the_day_of_its_first_draw(isolated: Path) -> None:
    """Its file's time moves with a late correction; the season goes by the draw."""
    import os

    concours_evening("Octobre", 1100, 1000)
    path = next((isolated / "concours").glob("*.toml"))
    os.utime(path, (0, 0))  # a file from 1970: the log's draw decides
    today = json.loads(run("season", "--json", "--since", "2020-01-01")[1])
    assert today["concours"] == 1


def test_stats_added_up_by_parts_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """However many games: a name's tallies are summed as they come, by parts."""
    from belote_cli.commands import stats as command

    evening()
    evening()
    whole = stats()
    monkeypatch.setattr(command, "SUMMED_BY", 2)
    assert stats() == whole


@pytest.mark.parametrize("width", ["30", "40", "50", "80"])
def test_in_french_no_line_of_stats_starts_with_a_sign_kept_with_its_word(
    monkeypatch: pytest.MonkeyPatch, width: str
) -> None:
    """ "(50 %)" and "gagnées ;" are never cut before the sign, at any width."""
    evening()
    monkeypatch.setenv("BELOTE_LANG", "fr")
    monkeypatch.setenv("COLUMNS", width)
    code, out, err = run("stats")
    assert code == 0, err
    assert "%" in out
    starts = [line.lstrip()[:1] for line in out.splitlines() if line.strip()]
    assert not set(starts) & set(":;?!%»"), out
