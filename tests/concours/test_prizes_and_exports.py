"""The prize list (lots) by final place, equal teams separated by a lot drawn from the
seed; the organiser's CSV files -- the ranking, and every team's line of every partie with
credits and forfeits, one table per file, in the spreadsheet conventions of the user's
language; the sheets and poster of any partie."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from belote_cli.core.concours import Concours, How, entrant, make_format
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Mode
from tests.concours.test_concours import B, C, D, E, r148
from tests.concours.test_concours_cli import as_json
from tests.concours.test_concours_cli import concours as concours_file
from tests.helpers import run


def test_prizes_go_by_place_equal_teams_by_a_lot_drawn_from_the_seed() -> None:
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000))
    c = c.with_prizes(["Jambon", "Bouteilles", "Panier", "Saucisson"])
    placed = c.placed()
    # R14.8: C, D, then B and E share third: the lot puts one third, the other fourth
    assert [p.standing.team for p in placed[:2]] == [C, D]
    assert {p.standing.team for p in placed[2:4]} == {B, E}
    assert [p.place for p in placed] == [1, 2, 3, 4, 5]
    assert [p.by_lot for p in placed] == [False, False, True, True, False]
    assert [p.prize for p in placed] == ["Jambon", "Bouteilles", "Panier", "Saucisson", None]
    again = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000))
    same = again.with_prizes(c.prizes).placed()
    assert same == placed  # the same lot every time, from the seed alone


def test_a_withdrawn_team_receives_no_prize() -> None:
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    c = c.with_withdrawal(C).with_prizes(["Jambon", "Bouteilles"])
    prizes = {p.standing.team: p.prize for p in c.placed()}
    assert prizes[C] is None and prizes[D] == "Jambon"


def test_no_prize_is_given_before_a_partie_is_played_whole() -> None:
    drawn = r148().with_prizes(["Jambon", "Bouteilles"])  # partie 1 drawn, no result yet
    assert [p.prize for p in drawn.placed()] == [None] * 5  # every team equal: no lot
    half = drawn.with_result(1, 1, (1100, 900))
    assert [p.prize for p in half.placed()] == [None] * 5
    whole = half.with_result(1, 2, (1000, 1000))
    assert [p.prize for p in whole.placed()][:2] == ["Jambon", "Bouteilles"]


def test_before_a_partie_the_prize_list_shows_the_prizes_alone() -> None:
    concours_file("A", "B", "C", "D")
    run("concours", "prizes", "Un jambon", "Deux bouteilles")
    run("concours", "draw")
    code, out, _ = run("concours", "prizes")
    assert code == 0 and "given by place once a partie has been played whole" in out
    assert "Un jambon" in out and not any(name in out for name in (" A ", " B ", " C "))
    assert all(p["prize"] is None for p in as_json("concours", "prizes")["placed"])


def test_prize_refusals() -> None:
    c = Concours("P", make_format(Mode.CLASSIQUE))
    with pytest.raises(RuleError, match="bad_prize"):
        c.with_prizes(["Un jambon", " "])
    with pytest.raises(RuleError, match="bad_prize"):
        c.with_prizes(["x" * 81])
    assert c.with_prizes([]).prizes == ()


def test_prizes_on_the_command_line() -> None:
    path = concours_file("A", "B", "C", options=("--parties", "1"))
    code, out, _ = run("concours", "prizes")
    assert code == 0 and "No prize list yet" in out
    code, out, _ = run("concours", "prizes", "Un jambon", "Deux bouteilles")
    assert code == 0 and "2 prizes, best place first: 1. Un jambon · 2. Deux bouteilles." in out
    code, out, _ = run("concours", "prizes", "Un panier")
    assert "(It replaces: 1. Un jambon · 2. Deux bouteilles.)" in out
    run("concours", "draw")
    table = as_json("concours", "show")["draws"][0]["tables"][0]["teams"]
    run("concours", "result", "1", "1000", "944", "--force")
    code, out, _ = run("concours", "prizes")
    assert "Prizes — final ranking" in out and "Un panier" in out
    doc = as_json("concours", "prizes")
    assert doc["final"] and doc["placed"][0] == {
        "place": 1,
        "rank": 1,
        "team": table[0],
        "name": "ABC"[table[0] - 1],
        "by_lot": False,
        "withdrawn": False,
        "prize": "Un panier",
    }
    code, out, _ = run("concours", "ranking")
    assert "Prize" in out and "Un panier" in out
    before = path.read_bytes()
    code, _, err = run("concours", "prizes", "X", "--clear")
    assert code == 2 and "the prizes or --clear, not both" in err and path.read_bytes() == before
    code, out, _ = run("concours", "prizes", "--clear")
    assert code == 0 and "No prize list any more." in out


def read_csv(text: str, separator: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=separator))


def r1414_on_disk() -> None:
    concours_file(*"ABCDE", options=("--seed", "1"))
    run("concours", "draw")
    run("concours", "result", "1", "1100", "900", "--force")
    run("concours", "result", "2", "1000", "1000", "--force")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "1100", "--force")
    run("concours", "team", "withdraw", "5")


def test_the_csv_files_rebuild_the_ranking_in_english(tmp_path: Path) -> None:
    r1414_on_disk()
    ranking, results = tmp_path / "ranking.csv", tmp_path / "results.csv"
    assert run("concours", "export", "--format", "csv", "--output", str(ranking))[0] == 0
    assert run("concours", "export", "--results", "--output", str(results))[0] == 0
    rows = read_csv(ranking.read_text(encoding="utf-8"), ",")
    assert not ranking.read_bytes().startswith(b"\xef\xbb\xbf")  # no mark for scripts
    assert rows[0][:4] == ["Rank", "Place", "No.", "Team"]
    assert [row[3] for row in rows[1:]] == ["B", "C", "D", "A", "E"]
    assert rows[-1][7:] == ["0.5", "2050", "-1050", "2", "yes", ""]  # E: withdrawn
    lines = read_csv(results.read_text(encoding="utf-8"), ",")
    assert lines[0][-1] == "How" and all(len(line) == len(lines[0]) for line in lines)
    hows = [line[-1] for line in lines[1:]]
    assert hows.count("exempt") == 2 and hows.count("forfeit") == 1
    assert hows.count("won by forfeit") == 1
    # adding up each team's lines gives its line of the ranking
    for row in rows[1:]:
        mine = [line for line in lines[1:] if line[2] == row[2]]
        assert sum(int(line[6]) for line in mine) == int(row[6])
        assert sum(int(line[7]) for line in mine) == int(row[8])
        assert sum(float(line[8]) for line in mine) == float(row[7])


def test_the_csv_files_follow_french_conventions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    r1414_on_disk()
    monkeypatch.setenv("BELOTE_LANG", "fr")
    ranking = tmp_path / "classement.csv"
    assert run("concours", "export", "--format", "csv", "--output", str(ranking))[0] == 0
    raw = ranking.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the byte-order mark French Excel needs
    rows = read_csv(raw.decode("utf-8-sig"), ";")
    assert rows[0][:4] == ["Rang", "Place", "N°", "Équipe"]
    assert rows[1][7] == "1,5" and rows[-1][11] == "oui"  # B's 1½ wins; E withdrawn
    code, out, _ = run("concours", "export", "--results")
    assert code == 0 and "gagnée par forfait" in out and "1;Exempte;4;D" in out


def test_export_refusals_and_the_pages_of_any_partie(tmp_path: Path) -> None:
    r1414_on_disk()
    for args, words in (
        (("--format", "html", "--results"), "csv"),
        (("--format", "csv", "--partie", "1"), "--partie chooses the partie"),
        (("--sheets", "--partie", "3"), "no partie 3"),
    ):
        code, _, err = run("concours", "export", *args)
        assert code in (1, 2) and words in err, (args, err)
    first = tmp_path / "p1.html"
    assert run("concours", "export", "--poster", "--partie", "1", "--output", str(first))[0] == 0
    assert "partie 1 / 4" in first.read_text()
    assert (
        run(
            "concours", "export", "--sheets", "--partie", "1", "--output", str(tmp_path / "s.html")
        )[0]
        == 0
    )
    assert "E (5)" in (tmp_path / "s.html").read_text()
    # an earlier partie's QR codes would open nothing: refused, nothing written
    coded = tmp_path / "codes.html"
    address = ("--address", "http://192.168.1.10:8000", "--output", str(coded))
    code, _, err = run("concours", "export", "--sheets", "--partie", "1", *address)
    assert code == 2 and "the QR codes open the current partie's only (partie 2)" in err
    assert not coded.exists()


def test_every_score_line_says_how() -> None:
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000))
    assert [s.how for s in c.scores()] == [How.PLAYED] * 4 + [How.EXEMPT]
    assert Concours("x", make_format(Mode.CLASSIQUE)).with_team(entrant("A")).scores() == []
