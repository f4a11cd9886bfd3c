"""The concours through the command line: R14.8 end to end, the checksum's confirmation,
refusals with one line and the file untouched, several scorers at once, exports, and a
table played with `play --concours`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from belote_cli.core.names import MAX_NAME, signs
from belote_cli.storage import concours as store
from belote_cli.text.catalog import signed
from belote_cli.text.columns import table_lines, text_width, wrapped
from tests.helpers import one_line_error, run

BELOTE = [sys.executable, "-m", "belote_cli"]
SEED_CAEBD = "1"  # with 5 teams, partie 1's random order is C A E B D (R14.8)


def concours(*teams: str, options: tuple[str, ...] = ()) -> Path:
    code, _, err = run("concours", "new", "Club", *options)
    assert code == 0, err
    for team in teams:
        assert run("concours", "team", "add", team)[0] == 0
    return next((Path.cwd() / "home" / "concours").glob("*.toml"))


def as_json(*args: str) -> dict:  # type: ignore[type-arg]
    code, out, err = run(*args, "--json")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_r14_8_through_the_command_line() -> None:
    concours(*"ABCDE", options=("--seed", SEED_CAEBD))
    assert as_json("concours", "draw") == {
        "partie": 1,
        "tables": [{"table": 1, "teams": [3, 1]}, {"table": 2, "teams": [5, 2]}],
        "exempt": 4,
    }
    # classique in 12 donnes: 1100 + 900 is not 1944 plus tens (R14.7), so --force
    assert run("concours", "result", "1", "1100", "900", "--force")[0] == 0
    assert run("concours", "result", "2", "1000", "1000", "--force")[0] == 0
    ranking = as_json("concours", "ranking")["ranking"]
    assert [(r["rank"], r["name"], r["points"], r["wins"], r["difference"]) for r in ranking] == [
        (1, "C", 1100, 1, 200),
        (2, "D", 1000, 1, 1000),
        (3, "B", 1000, 0.5, 0),
        (3, "E", 1000, 0.5, 0),
        (5, "A", 900, 0, -200),
    ]
    assert all(r["parties"] == 1 for r in ranking)
    shown = run("concours", "ranking")[1]  # a true minus sign, as in `belote ratings`
    assert "−200" in shown and "+200" in shown and "-200" not in shown
    assert as_json("concours", "draw") == {
        "partie": 2,
        "tables": [{"table": 1, "teams": [3, 2]}, {"table": 2, "teams": [4, 5]}],
        "exempt": 1,
    }


def test_the_checksum_asks_and_without_a_yes_writes_nothing() -> None:
    path = concours("A", "B")
    run("concours", "draw")
    before = path.read_bytes()
    code, out, err = run("concours", "result", "1", "1100", "900", input="")
    assert code == 1 and "2000" in err + out and "1944" in err + out
    assert path.read_bytes() == before
    code, out, err = run("concours", "result", "1", "1100", "900", input="n\n")
    assert code == 1 and path.read_bytes() == before
    code, out, err = run("concours", "result", "1", "1100", "900", input="y\n")
    assert code == 0 and "1100 – 900" in out
    # a correction (R14.9): asked, what it replaces shown, though the sum is exact
    code, out, err = run("concours", "result", "1", "1000", "944", input="")
    assert code == 1 and "already has 1100 – 900: this is a correction" in err
    code, out, _ = run("concours", "result", "1", "1000", "944", input="y\n")
    assert code == 0 and "It replaces the result 1100 – 900" in out
    code, out, _ = run("concours", "result", "1", "1000", "944")  # the same: nothing asked
    assert code == 0 and "nothing to change" in out


def test_draws_are_refused_while_results_are_missing_and_after_the_last_partie() -> None:
    path = concours("A", "B", "C", "D", options=("--parties", "2", "--mode", "faits"))
    run("concours", "draw")
    before = path.read_bytes()
    code, _, err = run("concours", "draw")
    assert code == 1 and "no result yet at tables 1, 2" in err and path.read_bytes() == before
    one_line_error(err)
    for _ in range(2):
        run("concours", "result", "1", "500", "400")
        run("concours", "result", "2", "500", "400")
        run("concours", "draw")
    code, _, err = run("concours", "draw")
    assert code == 1 and "all 2 parties are drawn" in err
    code, _, err = run("concours", "draw", "--undo")
    assert code == 1 and "already has results" in err


def test_draw_undo_then_the_same_first_draw() -> None:
    concours("A", "B", "C", "D", "E", "F")
    first = as_json("concours", "draw")
    assert run("concours", "draw", "--undo")[0] == 0
    assert as_json("concours", "draw") == first


def test_teams_add_remove_and_json() -> None:
    concours("Les As", "Rois")
    code, out, err = run("concours", "team", "add", "Dames", "--players", "Ana, Zoé")
    assert code == 0 and "Team 3: Dames (Ana, Zoé)" in out
    code, _, err = run("concours", "team", "add", "les as")
    assert code == 1 and "is the name of team 1" in err
    code, _, err = run("concours", "team", "add", "X", "--players", "Ana")
    assert code == 2 and err.startswith("belote: --players")
    assert run("concours", "team", "remove", "1")[0] == 0
    teams = as_json("concours", "teams")["teams"]
    assert teams == [  # R14.2: numbers never change, the desk's numbers stay right
        {
            "team": 2,
            "name": "Rois",
            "players": None,
            "licences": None,
            "withdrawn": False,
            "from_partie": 1,
        },
        {
            "team": 3,
            "name": "Dames",
            "players": ["Ana", "Zoé"],
            "licences": None,
            "withdrawn": False,
            "from_partie": 1,
        },
    ]
    code, out, _ = run("concours", "team", "add", "Valets")
    assert code == 0 and "Team 4: Valets" in out  # never the removed team's number 1
    code, _, err = run("concours", "team", "remove", "1")
    assert code == 1 and "no team 1: the teams are 2, 3, 4" in err
    run("concours", "draw")
    code, _, err = run("concours", "team", "remove", "2")  # R14.11: it withdraws instead
    assert code == 1 and "concours team withdraw 2" in err


def test_options_refused_as_usage_errors() -> None:
    for args, option in (
        (("--ranking", "best"), "--ranking"),
        (("--parties", "0"), "--parties"),
        (("--donnes", "12", "--target", "1001"), "--donnes"),
        (("--mode", "poker"), "--mode"),
        (("--seed", "-1"), "--seed"),
    ):
        code, _, err = run("concours", "new", "X", *args)
        assert code == 2 and err.startswith(f"belote: {option}"), err
    assert not (Path.cwd() / "home" / "concours").exists()


def test_the_concours_is_chosen_by_name_never_guessed_among_several() -> None:
    run("concours", "new", "Fête de Noël")
    assert run("concours", "team", "add", "Z")[0] == 0  # the one in progress
    run("concours", "new", "Printemps")
    code, _, err = run("concours", "team", "add", "A")  # two in progress: which?
    assert code == 1 and "2 concours are in progress (Printemps, Fête de Noël)" in err
    run("concours", "team", "add", "A", "--concours", "printemps")
    assert len(as_json("concours", "teams", "--concours", "fete de noel")["teams"]) == 1
    assert len(as_json("concours", "teams", "--concours", "Printemps")["teams"]) == 1
    code, _, err = run("concours", "teams", "--concours", "Été")
    assert code == 1 and "no concours 'Été'" in err
    code, _, err = run("concours", "new", "PRINTEMPS")
    assert code == 1 and "already exists" in err
    code, out, _ = run("concours", "list")
    assert "Printemps" in out and "Fête de Noël" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"kind = 'belote-concours'\nschema = 9\n", "newer belote"),
        (b"schema = 4\nmode = 'classique'\n", "not a belote concours file"),
        (b"kind = 'belote-concours'\nschema = 1\nname = 'X'\n", "field 'mode' missing"),
        (b"\x00\x01garbage", "invalid TOML"),
        (
            b"kind = 'belote-concours'\nschema = 1\nname = 'X'\nmode = 'faits'\nparties = 2\n"
            b"donnes = 12\nranking = 'points'\nseed = 1\n"
            b"teams = [{name = 'A'}, {name = 'B'}]\n"
            b"draws = [{tables = [{teams = [1, 1]}]}]\n",
            "does not seat each",
        ),
    ],
)
def test_a_broken_concours_file_is_one_line_and_stays_byte_identical(
    content: bytes, message: str
) -> None:
    folder = Path.cwd() / "home" / "concours"
    folder.mkdir(parents=True)
    path = folder / "x.toml"
    path.write_bytes(content)
    for args in (("show",), ("draw",), ("result", "1", "1", "1", "--force"), ("ranking",)):
        code, _, err = run("concours", *args)
        assert code == 1, (args, err)
        one_line_error(err)
        assert message in err, err
    assert path.read_bytes() == content


def test_exports_csv_html_and_sheets(tmp_path: Path) -> None:
    concours("A", "B", "C <b>")
    run("concours", "draw")
    code, out, _ = run("concours", "export", "--format", "csv")
    head = (
        "Rank,Place,No.,Team,Player 1,Player 2,Points,Wins,Against,Diff.,Parties,Withdrawn,Prize"
    )
    assert code == 0 and out.startswith(head + "\n")  # the ranking alone: one table a file
    code, out, _ = run("concours", "export", "--results")
    assert code == 0 and out.startswith("Partie,Table,No.,Team,Opponent No.,Opponent,")
    assert ",to come\n" in out
    code, out, _ = run("concours", "export", "--format", "html")
    assert code == 0 and "<table>" in out and "C &lt;b&gt;" in out
    target = tmp_path / "sheets.html"
    assert run("concours", "export", "--sheets", "--output", str(target))[0] == 0
    assert target.read_text().count('class="sheet"') == 1  # 3 teams: one table
    code, _, err = run("concours", "export", "--sheets", "--output", str(target))
    assert code == 1 and "exists" in err
    code, _, err = run("concours", "export", "--format", "pdf")
    assert code == 2 and err.startswith("belote: --format")


def result_writer(table: int) -> int:
    command = [*BELOTE, "concours", "result", str(table), "1000", "944"]
    return subprocess.run(command, capture_output=True, timeout=60).returncode


def test_several_scorers_at_once_lose_no_result(stress: int) -> None:
    teams = [f"T{n}" for n in range(1, 2 * max(4, stress) + 1)]
    path = concours(*teams)
    run("concours", "draw")
    tables = len(teams) // 2
    with ThreadPoolExecutor(3) as pool:
        codes = list(pool.map(result_writer, range(1, tables + 1)))
    assert codes == [0] * tables
    partie = store.load(path).concours.parties[0]
    assert all(table.result == (1000, 944) for table in partie.tables)


def test_a_table_played_through_play_records_its_result() -> None:
    run("concours", "new", "Mini", "--donnes", "2")
    run("concours", "team", "add", "As", "--players", "Ana,Jean")
    run("concours", "team", "add", "Rois", "--players", "Jean,Luc")  # two Jeans at a table
    first = as_json("concours", "draw")["tables"][0]["teams"]
    answers = "\n1 co 100 der 1 -\n"
    code, out, err = run("play", "--concours", "mini", "--table", "1", input=answers)
    assert code == 0, err
    assert "Jean (" in out  # told apart by their team's number
    code, out, err = run("play", "--concours", "mini", "--table", "1", input="2 pi 90 der 2 -\n")
    assert code == 0 and "Partie 1, table 1" in out, err
    draw = as_json("concours", "ranking")["ranking"]
    assert {r["team"]: r["points"] for r in draw} == {first[0]: 172, first[1]: 152}
    code, _, err = run("play", "--concours", "mini")
    assert code == 2 and "--table" in err
    code, _, err = run("play", "--concours", "mini", "--table", "9")
    assert code == 1 and "no table 9" in err


def test_a_correction_says_what_it_replaces_and_a_played_table_asks_first() -> None:
    concours("A", "B", options=("--donnes", "1"))
    run("concours", "draw")
    run("concours", "result", "1", "100", "62")
    code, out, _ = run("concours", "result", "1", "62", "100", input="y\n")
    assert code == 0 and "replaces the result 100 – 62" in out
    assert "Club — Partie 1, table 1" in out  # the concours named
    code, out, _ = run("play", "--concours", "club", "--table", "1", input="n\n")
    assert code == 1 and "already has a result, 62 – 100" in out
    assert not list((Path.cwd() / "home").glob("club-p1-t1.toml"))


def test_export_needs_a_format_and_says_where_it_wrote(tmp_path: Path) -> None:
    concours("A", "B")
    code, _, err = run("concours", "export")
    assert code == 2 and "which format? --format csv, html" in err
    target = tmp_path / "r.csv"
    code, out, _ = run("concours", "export", "--format", "csv", "--output", str(target))
    assert code == 0 and f"Written: {target}" in out and target.read_text().startswith("Rank,")


def test_a_question_is_asked_once_even_when_a_comment_would_be_dropped() -> None:
    """An unusual result (R14.7) in a hand-edited concours: the result's question, then the
    comment's, each once; --force says what it let through once."""
    path = concours("A", "B", "C", "D")
    assert run("concours", "draw")[0] == 0
    path.write_text("# a note of the organiser\n" + path.read_text())
    code, _, err = run("concours", "result", "1", "1200", "900", input="y\ny\n")
    assert code == 0, err
    assert err.count("add up to 2100") == 1
    path.write_text("# again\n" + path.read_text())
    code, out, err = run("concours", "result", "2", "1200", "900", "--force", input="y\n")
    assert code == 0, err
    assert (out + err).count("--force") == 1


def test_licence_numbers_name_players_for_a_league() -> None:
    """Issue 37: "Ana:123456" is Ana, licence 123456; kept in the file, shown, refused when
    malformed, the same for both players, or already another team's player's."""
    concours("Les As", "Rois")
    code, out, _ = run("concours", "team", "add", "Dames", "--players", "Ana: 12 3456, Zoé")
    assert code == 0 and "Team 3: Dames (Ana (123456), Zoé)" in out
    teams = as_json("concours", "teams")["teams"]
    assert teams[-1]["licences"] == ["123456", ""]
    for players, said in [
        ("Léa:12/34, Max", "licence number '12/34' refused"),
        ("Léa:77, Max:77", "both players have licence 77"),
        ("Léa:123456, Max", "licence 123456 is a player's of team 3, Dames"),
    ]:
        before = [path.read_bytes() for path in store.all_paths()]
        code, _, err = run("concours", "team", "add", "Valets", "--players", players)
        assert code != 0 and said in err, err
        assert [path.read_bytes() for path in store.all_paths()] == before
    code, out, _ = run("concours", "teams")
    assert code == 0 and "Ana (123456), Zoé" in out


# --- issue 44: the tables at any width, never a name or a number cut ---

WIDTHS = (40, 50, 80, 120)
# Nine teams (one sits out) of MAX_NAME signs: accents, one long word, capitals, Chinese and
# Japanese (two columns a sign), Cyrillic, Greek, Arabic, fullwidth Latin, joined emoji
WIDE_NAMES = [
    "Amicale Bouliste de Saint-Étienne-du-Rouvray et des Environs",
    "Anticonstitutionnellementbeloteurscoinchéssurcoinchésdelaval",
    "WMWMWMWMWM " * 5 + "WMWMW",
    "東京麻雀倶楽部とベロット愛好会の皆さん" * 3 + "東京麻",
    "Ассоциация любителей белота Санкт-Петербурга и Ленинградской",
    "Σύλλογος φίλων της μπελότ Θεσσαλονίκης και Μακεδονίας Βόρεια",
    "نادي البلوت في مرسيليا الكبرى نادي البلوت في مرسيليا الكبرىا",
    ("Ｗｉｄｅ ＦＵＬＬＷＩＤＴＨ ｃｌｕｂ " * 3)[:MAX_NAME],
    "Les 👨\u200d👩\u200d👧\u200d👦 du Comité des Fêtes de Châteauneuf-sur-Loire 🇫🇷 et Envi",
]


def segments(line: str) -> list[tuple[int, str]]:
    """A line's texts two spaces or more apart, each with the column it starts at."""
    return [
        (text_width(line[: found.start()]), found.group())
        for found in re.finditer(r"\S+(?: \S+)*", line)
    ]


def whole(lines: list[str], name: str) -> bool:
    """Whether `name` is on the screen whole: its first part, then the parts starting at
    the same column on the lines under it, joined (spaces aside), are the name."""
    want = "".join(name.split())
    for n, line in enumerate(lines):
        for column, text in segments(line):
            got = "".join(text.split())
            below = iter(lines[n + 1 :])
            while got and want.startswith(got) and got != want:
                parts = [t for c, t in segments(next(below, "")) if c == column]
                got = got + "".join(parts[0].split()) if parts else ""
            if got == want:
                return True
    return False


def screen(width: int, *args: str) -> list[str]:
    """What a command shows on a terminal `width` columns wide: its lines, none wider."""
    code, out, err = run(*args)
    assert code == 0, err
    lines = out.splitlines()
    assert all(text_width(line) <= width for line in lines), (width, args, out)
    return lines


@pytest.mark.parametrize("language", ["fr", "en"])
def test_ranking_show_and_the_draw_never_cut_a_name_or_a_number_at_any_width(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """At 40, 50, 80 and 120 columns: no line wider than the terminal, every team's whole
    name (joined back across its lines) and every number whole."""
    monkeypatch.setenv("BELOTE_LANG", language)
    assert all(signs(name) == MAX_NAME for name in WIDE_NAMES)
    concours(*WIDE_NAMES, options=("--seed", "5"))
    labels = [f"{name} ({n})" for n, name in enumerate(WIDE_NAMES, start=1)]
    for width in WIDTHS:
        monkeypatch.setenv("COLUMNS", str(width))
        drawn = screen(width, "concours", "draw")
        assert all(whole(drawn, label) for label in labels), (width, drawn)
        assert run("concours", "draw", "--undo")[0] == 0
    assert run("concours", "draw")[0] == 0
    for table, points in enumerate([(99999, 0), (1234, 98765), (0, 0), (100000, 1)], start=1):
        assert run("concours", "result", str(table), *map(str, points), "--force")[0] == 0
    ranking = as_json("concours", "ranking")["ranking"]
    numbers = {str(r["points"]) for r in ranking} | {signed(r["difference"]) for r in ranking}
    results = {"99999 – 0", "1234 – 98765", "0 – 0", "100000 – 1"}
    for width in WIDTHS:
        monkeypatch.setenv("COLUMNS", str(width))
        for args, names in ((("ranking",), WIDE_NAMES), (("show",), [*WIDE_NAMES, *labels])):
            lines = screen(width, "concours", *args)
            assert all(whole(lines, name) for name in names), (width, args, lines)
            texts = {text for line in lines for _, text in segments(line)}
            assert numbers <= texts, (width, args, numbers - texts)
            assert args == ("ranking",) or results <= texts, (width, lines)


def test_names_wrap_within_their_column_and_narrow_screens_stack_the_rows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A wide screen: each name in its column, wrapped between words (a word longer than
    the column between its signs); below NAME_LEAST columns for the names, each row a
    block -- its numbers under their heads (short ones when the full ones do not fit),
    its name whole under them."""
    assert wrapped("Les Joyeux Coincheurs", 10) == ["Les Joyeux", "Coincheurs"]
    assert wrapped("Anticonstitutionnellement", 10) == ["Anticonsti", "tutionnell", "ement"]
    assert wrapped("東京麻雀倶楽部", 5) == ["東京", "麻雀", "倶楽", "部"]  # two columns each
    assert wrapped("e\u0301te\u0301", 2) == ["e\u0301t", "e\u0301"]  # a sign never split
    monkeypatch.setenv("BELOTE_LANG", "fr")  # French keeps ? with the word before it
    assert wrapped("Qui veut jouer ?", 14) == ["Qui veut", "jouer ?"]
    head, rows = ["Rank", "Team", "Points"], [["1", "Les Joyeux Coincheurs", "12345"]]
    wide = [text for text, _ in table_lines(head, rows, {0, 2}, 36, {1})]
    assert wide[2:] == ["   1  Les Joyeux Coincheurs   12345"]
    narrow = [text for text, _ in table_lines(head, rows, {0, 2}, 30, {1})]
    assert narrow[2:] == ["   1  Les Joyeux         12345", "      Coincheurs"]
    stacked = [text for text, _ in table_lines(head, rows, {0, 2}, 20, {1}, ["#", "", "Pts"])]
    assert stacked == [
        "Rank  Points",
        "────────────",
        "   1   12345",
        "  Les Joyeux",
        "  Coincheurs",
    ]
    shortest = table_lines(head, rows, {0, 2}, 10, {1}, ["#", "", "Pts"])
    assert [text for text, _ in shortest][:1] == ["#    Pts"]
