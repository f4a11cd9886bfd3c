"""Every game kept: the list, ids, --game, resuming, rematch, the trash, statistics checked
against games whose results are known, export in every format, the chart, the index."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

import pytest

from belote_cli.storage import library
from tests.helpers import EXAMPLE_FILES, one_line_error, run, sheet

EXAMPLES = EXAMPLE_FILES


def games(*args: str) -> list[dict[str, object]]:
    code, out, err = run("games", "--json", *args)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def aged(path: Path, seconds: int) -> None:
    """Make a file look `seconds` older than now."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - seconds * 1_000_000_000))


@pytest.fixture
def three_games(isolated: Path) -> list[str]:
    """Three games in the data directory, oldest first: a won classique, a won coinche game,
    and a game in progress; and a broken file."""
    isolated.mkdir(parents=True, exist_ok=True)
    for age, name in ((300, "classique-litige.toml"), (200, "faits-annonces-coinche-capot.toml")):
        shutil.copy(EXAMPLES / name, isolated / name)
        aged(isolated / name, age)
    run("new", "--mode", "faits", "--team1", "Les As", "--team2", "Les Rois")
    run("hand", "--line", "1 110co 103 der 1")
    (isolated / "broken.toml").write_text("schema = ")
    aged(isolated / "broken.toml", 400)
    return [str(game["id"]) for game in games()]


def test_games_lists_every_game_newest_first_a_broken_one_too(three_games: list[str]) -> None:
    listed = games()
    assert [game["status"] for game in listed] == ["in-progress", "won", "won", "broken"]
    assert listed[0]["teams"] == ["Les As", "Les Rois"] and listed[0]["totals"] == [110, 50]
    assert listed[1]["winner"] == "Les Bleus"
    assert "invalid TOML" in str(listed[3]["reason"])
    assert len(set(three_games)) == 4 and all(len(i) == 8 for i in three_games)
    assert [game["id"] for game in games()] == three_games  # stable
    code, out, _ = run("games")
    assert code == 0 and "won by Les Bleus" in out and "in progress" in out and "broken" in out


def test_game_ids_on_every_command(three_games: list[str], tmp_path: Path) -> None:
    going, coinche = three_games[0], three_games[1]
    assert sheet_of(coinche)["winner"] == "Les Bleus"
    assert run("hand", "--game", going[:4], "--line", "2 80pi 100 der 2")[0] == 0
    assert len(sheet_of(going)["hands"]) == 2  # type: ignore[arg-type]
    assert run("edit", "2", "--game", going, "--points", "2=90")[0] == 0
    assert run("undo", "--yes", "--game", going)[0] == 0
    assert len(sheet_of(going)["hands"]) == 1  # type: ignore[arg-type]
    for command in (["chart"], ["export", "--format", "csv"], ["show", "1"]):
        assert run(*command, "--game", coinche)[0] == 0, command
    code, _, err = run("show", "--game", "zzzzzzz")
    assert code == 1 and "no game 'zzzzzzz': an id from belote games" in err
    code, _, err = run("show", "--game", going, "--file", str(tmp_path / "x.toml"))
    assert code == 2 and "--file or --game, not both" in err


def sheet_of(game: str) -> dict[str, object]:
    code, out, err = run("show", "--json", "--game", game)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_play_resumes_the_newest_game_in_progress_and_says_which(
    three_games: list[str],
) -> None:
    run("new", "--mode", "classique")  # the newest, in progress too
    newest = games()[0]["id"]
    code, out, err = run("play", input="q\n")
    assert code == 0, err
    assert f"Resuming game {newest}, the newest in progress (1 other in progress" in out


def test_rematch_keeps_everything_and_the_deal_goes_on(isolated: Path) -> None:
    run("new", "--mode", "faits", "--players", "A,B,C,D", "--dealer", "C", "--rule", "defence")
    run("hand", "--line", "a 110co 103 der 1")
    code, out, err = run("rematch")
    assert code == 0, err
    doc = sheet()
    assert doc["players"] == ["A", "B", "C", "D"] and doc["rules"] == ["defence"]
    assert doc["next_dealer"] == 4 and doc["hands"] == []  # C dealt, D deals next
    assert "D deals first" in out


def test_delete_and_restore_never_erase(three_games: list[str], isolated: Path) -> None:
    going = three_games[0]
    code, _, _ = run("delete", going, input="n\n")
    assert code == 1 and len(games()) == 4
    code, out, err = run("delete", going, input="y\n")
    assert code == 0, err
    assert len(games()) == 3 and len(games("--all")) == 4
    assert games("--all")[0]["trash"] is True
    assert (isolated / "trash").is_dir()
    code, out, err = run("restore", going)
    assert code == 0 and f"Game {going} restored" in out, err
    assert len(games()) == 4
    assert run("delete", going, "--yes")[0] == 0
    code, _, err = run("restore", going[:5])
    assert code == 0, err


def test_statistics_of_games_whose_results_are_known() -> None:
    """Two games of Les As against Les Rois, both won by Les As, with known hands."""
    for _ in range(2):
        run(
            "new", "--mode", "faits", "--target", "300", "--team1", "Les As", "--team2", "Les Rois"
        )
        run("hand", "--line", "1 110co 103 der 1")  # As 110 made: 110 · 50
        run("hand", "--line", "2 80pi c 60 der 1")  # Rois 80 coinched, failed: 320 · 0
    run("new", "--mode", "classique", "--team1", "Les As", "--team2", "Zorro")
    run("hand", "--line", "2 co 71 der 2")  # Zorro litige: 81 · 0, pot 81
    code, out, err = run("stats", "--json")
    assert code == 0, err
    doc = json.loads(out)
    as_ = doc["teams"]["Les As"]
    # the game against Zorro is in progress: apart, in no rate (2 of 2 finished, not of 3)
    assert (as_["games"], as_["finished"], as_["in_progress"]) == (3, 2, 1)
    assert (as_["won"], as_["won_percent"]) == (2, 100)
    assert as_["taken"] == {"110-130": {"taken": 2, "made": 2}}
    assert as_["coinches"]["coinche defence"] == {"made": 0, "failed": 2}
    assert as_["hands"] == 5 and as_["average_marks"] == round((110 + 320) * 2 / 5 + 81 / 5, 1)
    assert as_["biggest_hand"]["marks"] == 320
    rois = doc["teams"]["Les Rois"]
    assert rois["coinches"]["coinche taker"] == {"made": 0, "failed": 2}
    assert rois["taken"]["80-100"] == {"taken": 2, "made": 0}
    assert doc["teams"]["Zorro"]["litiges"] == 1
    only = json.loads(run("stats", "--json", "--team", "zorro")[1])
    assert list(only["teams"]) == ["Zorro"] and only["players"] == {}
    spaced = json.loads(run("stats", "--json", "--team", "lès  as")[1])  # as everywhere else
    assert list(spaced["teams"]) == ["Les As"]
    assert json.loads(run("stats", "--json", "--since", "2999-01-01")[1])["teams"] == {}
    code, _, err = run("stats", "--since", "yesterday")
    assert code == 2 and "YYYY-MM-DD" in err
    code, out, _ = run("stats")
    row = next(line.split() for line in out.splitlines() if line.startswith("Les As "))
    assert code == 0 and row[:7] == ["Les", "As", "3", "2", "100", "1", "5"], out  # 1 going
    assert "The % is of the finished games only: the share won." in out


def test_export_in_every_format(tmp_path: Path) -> None:
    path = EXAMPLES / "classique-joueurs-donnes.toml"
    doc = sheet(path)
    code, out, err = run("export", "--format", "csv", "--file", str(path))
    assert code == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    hands = doc["hands"]
    assert [[int(r["marks_1"]), int(r["marks_2"])] for r in rows] == [h["marks"] for h in hands]
    assert [[int(r["totals_1"]), int(r["totals_2"])] for r in rows] == [h["totals"] for h in hands]
    assert [r["kind"] for r in rows][:2] == ["hand", "passe"]
    assert json.loads(run("export", "--format", "json", "--file", str(path))[1]) == doc
    markdown = run("export", "--format", "markdown", "--file", str(path))[1]
    assert "| 1 | Bob | Carole | ♥ | made | 122 · 60 | 122 | 60 |" in markdown
    said = run("export", "--format", "html", "--file", str(path))[1]  # to a file, said
    assert said == f"Written: {tmp_path / 'classique-joueurs-donnes.html'}\n"
    html = (tmp_path / "classique-joueurs-donnes.html").read_text(encoding="utf-8")
    HTMLParser().feed(html)
    assert "<html" in html and "Alice &amp; Carole wins the game" in html
    assert run("export", "--format", "svg", "--file", str(path))[0] == 0
    svg = (tmp_path / "classique-joueurs-donnes.svg").read_text(encoding="utf-8")
    assert ElementTree.fromstring(svg).tag.endswith("svg")
    target = tmp_path / "out.csv"
    assert run("export", "--format", "csv", "--file", str(path), "--output", str(target))[0] == 0
    code, _, err = run("export", "--format", "csv", "--file", str(path), "--output", str(target))
    assert code == 1 and "already exists: nothing was written (--force replaces it)" in err
    args = ["export", "--format", "csv", "--file", str(path), "--output", str(target)]
    assert run(*args, "--force")[0] == 0
    code, _, err = run("export", "--format", "pdf", "--file", str(path))
    assert code == 2
    one_line_error(err)


@pytest.mark.parametrize("width", [50, 80])
def test_the_chart_fits_the_terminal(width: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(width))
    path = EXAMPLES / "faits-annonces-coinche-capot.toml"
    code, out, err = run("chart", "--file", str(path))
    assert code == 0, err
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= width
    assert "● Les Bleus" in out and "○ Les Rouges" in out and "target 3000" in out
    assert lines[0].lstrip().startswith("4000│")  # the top: a round label above 3890


def test_the_index_follows_the_files_and_a_damaged_one_is_made_again(
    three_games: list[str], isolated: Path
) -> None:
    index = isolated / library.INDEX
    assert index.exists()
    going = three_games[0]
    run("hand", "--game", going, "--line", "2 80pi 100 der 2")  # the file changes
    assert [g["hands"] for g in games() if g["id"] == going] == [2]
    index.write_bytes(b"not a database at all" * 100)
    assert [g["id"] for g in games()] == three_games  # rebuilt from the files
    index.unlink()
    index.mkdir()  # cannot be opened at all: done without
    assert [g["id"] for g in games()] == three_games


def test_games_and_stats_in_french(three_games: list[str]) -> None:
    from belote_cli.cli import app
    from tests.helpers import runner

    out = runner.invoke(app, ["games"], env={"BELOTE_LANG": "fr"}).stdout
    assert "gagnée par Les Bleus" in out and "en cours" in out and "illisible" in out
    out = runner.invoke(app, ["stats"], env={"BELOTE_LANG": "fr"}).stdout
    heading = next(line.split() for line in out.splitlines() if line.startswith("Équipe "))
    assert heading[:4] == ["Équipe", "Parties", "Gagnées", "%"], out
    assert re.search(r"Les Bleus +1 +1 +100 .* \d+,\d ", out), out  # 1 of 1 won
    assert "Moy. : points par donne" in out and " main" not in out  # a hand is a donne


def test_a_team_is_its_players_and_unnamed_tables_are_one_team_by_name() -> None:
    """Issue 43: Nous and Eux are one team each across games, and a name is one however it
    is spelled (folded as players type it: case, accents)."""
    for _ in range(2):  # the same four players, their teams called otherwise each time
        run("new", "--mode", "classique", "--players", "Bruno,Carole,Ana,David")
        run("hand", "--line", "1 co 90 der 1 -")
    for _ in range(2):  # two tables that named nobody: Nous and Eux, twice
        run("new", "--mode", "classique")
        run("hand", "--line", "1 co 90 der 1 -")
    run("new", "--mode", "classique", "--team1", "NOUS", "--team2", "Éux")  # spelled otherwise
    run("hand", "--line", "2 co 90 der 2 -")
    doc = json.loads(run("stats", "--json")[1])
    pairs, teams = doc["pairs"], doc["teams"]
    assert pairs["Ana & Bruno"]["games"] == 2 and pairs["Carole & David"]["games"] == 2
    assert set(teams) == {"Nous", "Eux"}  # as most games wrote them
    assert (teams["Nous"]["games"], teams["Eux"]["games"]) == (3, 3)
    assert (teams["Nous"]["hands"], teams["Eux"]["taken"]) == (
        3,
        {"classique": {"taken": 1, "made": 1}},
    )
    out = run("stats")[1]
    ids = [str(game["id"]) for game in games()]
    assert len(ids) == 5 and not any(game_id in out for game_id in ids)  # no id for people
    first = out.split("\n\n")[0].splitlines()  # the teams' first table
    assert [line.split()[0] for line in first[3:]] == ["Eux", "Nous"], out
