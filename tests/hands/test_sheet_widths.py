"""Never a name or a number cut (issue 35): at every width from 40 to 120 columns, in English
and in French, with long names, every total and every mark of every hand shown is on screen
whole, no line is wider than the terminal, and the two teams are named -- whole or by short
forms that differ. Under 60 columns, or asked, the compact sheet: the last hands, the totals
and what each team still needs."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from belote_cli.core.names import folded
from tests.helpers import FA, run, sheet
from tests.terminal import MARKS, finish, plain, spawn

LANGUAGES = ["en", "fr"]
WIDTHS = range(40, 121)

# Players with accents and long names, two of them of the same first name; teams whose
# names (40+ signs) share all but their last words.
PLAYERS = (
    "Marie-Éléonore de La Tour-d'Auvergne,Jean-Baptiste Poquelin,"
    "Marie-Édith Piaf,Jean-Baptiste Pérignon"
)
LONG_TEAMS = (
    "Les Joyeux Coincheurs de Saint-Étienne-du-Rouvray",
    "Les Joyeux Coincheurs de Saint-Étienne-sur-Loire",
)
# Marks of four digits (a capot surcoinché), a passe, a manual deal with a note.
COINCHE_HANDS = [
    "1 110co 103 der 1 bel 2",
    "2 80pi s 90 der 2",
    "1 capot co capot 1",
    "2 160ca c 20 der 1",
    "1 100t 130 der 1 bel 1",
    "2 90pi 100 der 2",
    "1 180co s 140 der 1",
    "2 120t 90 der 2 bel 2",
    "1 130ca c 150 der 1",
    "2 capot pi s capot 2",
    "1 110co 103 der 1",
    "2 100pi 90 der 2",
    "1 90t 110 der 1",
]
GAMES: dict[str, list[str]] = {
    # named players and long team names, to a target no hand reaches
    "players": [
        "--mode",
        "faits-annonces",
        "--target",
        "20000",
        "--players",
        PLAYERS,
        "--team1",
        LONG_TEAMS[0],
        "--team2",
        LONG_TEAMS[1],
    ],
    # no players; the teams' names share a long start; a game of 20 donnes
    "teams": [
        "--mode",
        "faits-annonces",
        "--donnes",
        "20",
        "--team1",
        "Association des Belotiers de Saint-Étienne-du-Rouvray",
        "--team2",
        "Association des Belotiers de Saint-Étienne-de-Baïgorry",
    ],
    # teams named after players of the same initials (Alice & Bruno, Alain & Béatrice)
    "initials": [
        "--mode",
        "faits-annonces",
        "--target",
        "20000",
        "--players",
        "Alice,Alain,Bruno,Béatrice",
    ],
}


def played(name: str) -> dict[str, Any]:
    """The game `name` with its hands, a passe and a manual deal: `show --json`."""
    code, _, err = run("new", *GAMES[name])
    assert code == 0, err
    for line in COINCHE_HANDS:
        code, _, err = run("hand", "--line", line + " -")
        assert code == 0, (line, err)
    run("hand", "--passe")
    run("hand", "--manual", "1=0,2=50", "--note", "renonce")
    return sheet()


def tokens(line: str) -> list[str]:
    return line.replace("·", " ").split()


def check(out: str, width: int, game: dict[str, Any], compact: bool | None = None) -> None:
    """What a screen of `belote show` must hold: see the module's docstring. `compact`:
    whether it must be the compact sheet (None: as the width says)."""
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= width, out
    rule = next(i for i, line in enumerate(lines) if line.strip().startswith("─"))
    foot = next(i for i, line in enumerate(lines) if line.split()[:1] == ["Total"])
    header, rows = lines[rule - 1], lines[rule + 1 : foot]
    is_compact = not ({"Marks", "Points"} & set(header.split()))
    if compact is not None or width < 60:
        assert is_compact is bool(compact or width < 60), out
    assert "…" not in "".join(lines[: foot + 1]), out  # nothing cut in the table
    shown = {int(line.split()[0]): line for line in rows if re.match(r"\s*\d+\s", line)}
    hands = game["hands"]
    assert list(shown) == [hand["number"] for hand in hands[-len(shown) :]], out
    assert len(shown) >= min(len(hands), 6), out
    for hand in hands[-len(shown) :]:
        figures = [*hand["marks"]] if is_compact else [*hand["marks"], *hand["totals"]]
        assert tokens(shown[hand["number"]])[-len(figures) :] == list(map(str, figures)), out
    assert tokens(lines[foot])[-2:] == list(map(str, game["totals"])), out
    said = " ".join(" ".join(line.split()) for line in lines[foot + 1 :])
    short = []
    for team in game["teams"]:
        assert team in said, out  # whole under the table
        found = re.search(re.escape(team) + r" \(([^()]+)\)", said)
        short.append(found.group(1) if found else team)
    assert folded(short[0]) != folded(short[1]), out
    assert header.rstrip().endswith(" " + short[1]), out
    assert header.rstrip()[: -len(short[1])].rstrip().endswith(short[0]), out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(GAMES))
def test_nothing_is_cut_at_any_width(
    name: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played(name)
    monkeypatch.setenv("BELOTE_LANG", language)
    for width in WIDTHS:
        monkeypatch.setenv("COLUMNS", str(width))
        code, out, err = run("show")
        assert code == 0, err
        check(out, width, game)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compact_sheet_says_what_each_team_still_needs(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played("players")
    monkeypatch.setenv("BELOTE_LANG", language)
    monkeypatch.setenv("COLUMNS", "120")
    out = run("show", "--compact")[1]
    check(out, 120, game, compact=True)
    needed = [20000 - total for total in game["totals"]]
    words = " ".join(out.split())
    pattern = {"en": "{total}, {needed} to go", "fr": "{total}, encore {needed} à marquer"}
    for total, need in zip(game["totals"], needed, strict=True):
        assert pattern[language].format(total=total, needed=need) in words, out
    assert len(re.findall(r"(?m)^\s*\d+\s", out.split("Total")[0])) == 12  # the last hands
    out = run("show", "--compact", "--all")[1]
    assert len(re.findall(r"(?m)^\s*\d+\s", out.split("Total")[0])) == len(game["hands"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_of_donnes_says_the_donnes_left(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played("teams")
    monkeypatch.setenv("BELOTE_LANG", language)
    monkeypatch.setenv("COLUMNS", "50")
    out = " ".join(run("show")[1].split())
    played_donnes = game["donnes_played"]
    said = {
        "en": f"Donne {played_donnes} / 20: {20 - played_donnes} donnes to play",
        "fr": f"Donne {played_donnes} / 20 : encore {20 - played_donnes} donnes à jouer",
    }[language]
    assert said in out, out


def test_the_names_give_way_to_forms_that_tell_them_apart() -> None:
    """Whole while they fit; then the words that tell the teams apart, the players' first
    names (one's only where no other player's reads the same), their initials."""
    from belote_cli.core.facts import Players, Rounding, Settings
    from belote_cli.text.shortnames import forms_of

    def forms(teams: tuple[str, str], players: Players | None = None) -> Any:
        s = Settings(mode=FA, target=2000, rounding=Rounding.DIZAINE, teams=teams, players=players)
        return forms_of(s)

    bleus = forms(("Les Bleus", "Les Blancs"))
    assert bleus.teams[:2] == (("Les Bleus", "Les Blancs"), ("Bleus", "Blancs"))
    clubs = forms(("Club Alpha de Lyon", "Club Beta de Lyon"))
    assert clubs.teams[1] == ("Alpha", "Beta")
    named = forms(("Les Champions du Village", "Bob & David"), ("Alice", "Bob", "Carole", "David"))
    assert named.teams[1:3] == (("Alice & Carole", "Bob & David"), ("A & C", "B & D"))
    same = forms(("A & B", "C & D"), ("Alice", "Alain", "Bruno", "Béatrice"))
    assert same.players[-1] == ("Alice", "Alain", "Bruno", "Béatrice")  # A, A: no initials
    first, second, third, fourth = PLAYERS.split(",")
    jb = forms(LONG_TEAMS, (first, second, third, fourth))
    assert jb.players[-1] == ("Marie-Éléonore", "JB Poquelin", "Marie-Édith", "JB Pérignon")
    assert jb.teams[-1] == ("T1", "T2") and jb.teams[1] == ("du-Rouvray", "sur-Loire")


# --- in a real terminal (pexpect) ---------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("columns", [40, 50, 80, 120])
@MARKS[0]
@MARKS[1]
def test_nothing_is_cut_in_a_real_terminal(isolated: Path, columns: int, language: str) -> None:
    game = played("players")
    out = finish(spawn(["show"], isolated, columns, language))
    check(out, columns, game)


@pytest.mark.parametrize("language", LANGUAGES)
@MARKS[0]
@MARKS[1]
def test_play_draws_the_compact_sheet_on_a_phone(isolated: Path, language: str) -> None:
    """After each hand, play draws the sheet a 40-column terminal shows whole."""
    played("players")
    child = spawn(["play"], isolated, 40, language)
    prompt = r"(help|aide) ?:( |\r\n> )"  # the answer on the next line when narrow
    child.expect(prompt)
    child.sendline("1 110co 103 der 1 -")
    child.expect(prompt)
    drawn = plain(child.before)
    child.sendline("q")
    finish(child)
    drawn = drawn[drawn.index("Feuille de score") :]
    drawn = drawn[: drawn.index({"en": "Next to deal", "fr": "de donner"}[language])]
    check(drawn, 40, sheet(), compact=True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_points_annonces_show_what_the_taker_made(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 35: in points annoncés the marks are the contract, so a column says what the
    taker made (R6.5), whole at every width the full sheet is drawn at."""
    teams = ("--team1", LONG_TEAMS[0], "--team2", LONG_TEAMS[1])
    assert run("new", "--mode", "annonces", "--players", PLAYERS, *teams)[0] == 0
    made = {1: "133", 2: "70", 4: "82"}  # 103 + der + belote; 60 + der; 72 + der
    for text in ("1 110co 103 der 1 bel 1", "2 80pi 60 der 2", "1 capot co capot 1"):
        assert run("hand", "--line", text + " -")[0] == 0
    assert run("hand", "--line", "2 90t 72 der 2 -")[0] == 0
    game = sheet()
    monkeypatch.setenv("BELOTE_LANG", language)
    heading = {"en": "Made", "fr": "Réalisé"}[language]
    full = 0
    for width in range(60, 121):
        monkeypatch.setenv("COLUMNS", str(width))
        out = run("show")[1]
        check(out, width, game)
        if heading not in out:  # the compact sheet: what fits a phone, its marks only
            assert "Marks" not in out and "Points" not in out, out
            continue
        full += 1
        rows = {
            int(line.split()[0]): line for line in out.splitlines() if re.match(r"\s*\d\s", line)
        }
        for number, figure in made.items():
            assert tokens(rows[number])[-5] == figure, out
    assert full > 20  # the wider half at least
