"""Edge cases a review found: names the same but for accents or equal to a reserved word,
old files with names today's rules refuse, links, notes, odd numbers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, HandFacts, Mode, OtherDeal, Team
from belote_cli.core.game import Game, make_settings
from belote_cli.core.told import BELOTES, Seated
from belote_cli.text import line
from tests.helpers import one_line_error, run, sheet


def test_names_the_same_but_for_accents_are_the_same_name() -> None:
    with pytest.raises(RuleError) as error:
        make_settings(Mode.FAITS, teams=("Equipe", "Équipe"))
    assert error.value.key == "same_team_names"
    with pytest.raises(RuleError) as error:
        make_settings(Mode.FAITS, players=["Rene", "Bob", "René", "Ana"])
    assert error.value.key == "same_player_names"


def test_a_ligature_is_its_two_letters(tmp_path: Path) -> None:
    """Cœur is Coeur and Lætitia Laetitia, as players type them; a game saved with both
    names before they were one still loads."""
    from belote_cli.core.names import folded

    assert folded("Cœur") == folded("COEUR") == folded("CŒUR") == "coeur"
    assert folded("Lætitia") == folded("LÆTITIA") == "laetitia"
    with pytest.raises(RuleError) as error:
        make_settings(Mode.FAITS, teams=("Cœurs", "Coeurs"))
    assert error.value.key == "same_team_names"
    old = tmp_path / "old.toml"
    old.write_text(
        'schema = 5\nmode = "faits"\ntarget = 1001\nrounding = "dizaine"\n'
        'teams = ["Cœurs", "Coeurs"]\nfirst_dealer = 1\nrules = []\n',
        encoding="utf-8",
    )
    assert storage.load(old).game.settings.teams == ("Cœurs", "Coeurs")
    run("new", "--mode", "faits", "--team1", "Cœurs", "--team2", "Piques")
    run("hand", "--line", "1 110co 103 der 1")
    code, out, _ = run("stats", "--team", "coeurs")
    assert code == 0 and "Cœurs" in out


def test_a_team_called_like_none_keeps_its_belote() -> None:
    s = make_settings(Mode.CLASSIQUE, teams=("Nous", "Rien"))
    assert line.read("1 co 90 der 1 bel rien", s)[BELOTES] == (Seated(Team.TWO),)


def test_a_player_called_like_a_command_takes_at_the_prompt() -> None:
    run("new", "--mode", "faits", "--players", "Manuel,Bob,Carole,David")
    code, _, err = run("play", input="Manuel 110co 80 der 1 -\nmanuel 1=50, 2=0 faute\nq\n")
    assert code == 0, err
    first, second = sheet()["hands"]
    assert (first["kind"], first["taker_player"]) == ("hand", 1)
    assert (second["kind"], second["marks"], second["note"]) == ("manual", [50, 0], "faute")


def test_an_old_file_keeps_loading_with_names_rules_came_to_refuse(tmp_path: Path) -> None:
    path = tmp_path / "old.toml"
    long = "L" * 66
    path.write_text(
        f'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
        f'teams = ["None", "{long}"]\n[[hands]]\ntaker = 1\nsuit = "coeur"\n'
        "points = [90, 62]\nder = 1\n"
    )
    assert sheet(path)["teams"] == ["None", long]
    code, _, err = run("new", "--mode", "faits", "--team1", "None")
    assert code == 2 and "refused" in err  # a new game: today's rules


def test_players_with_long_names_name_their_teams() -> None:
    players = ["A" * 42, "B" * 33, "C" * 40, "D" * 10]
    code, _, err = run("new", "--mode", "faits", "--players", ",".join(players))
    assert code == 0, err
    assert sheet()["teams"] == [f"{'A' * 42} & {'C' * 40}", f"{'B' * 33} & {'D' * 10}"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1 110ta 90 der 1 bel 1,1,1,1,1 ann 1:tierce:A", "four belotes at most in tout atout"),
        ("1 ² co 80 der 1", "'²' is not understood"),
        ("1 110co ²3 der 1", "is not understood"),
    ],
)
def test_odd_lines_are_one_line_refusals(text: str, message: str) -> None:
    run("new", "--mode", "faits")
    code, _, err = run("hand", "--line", text)
    assert code == 2, err
    one_line_error(err)
    assert message in err


def test_a_feuille_that_is_a_link_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "sync" / "real.toml"
    real.parent.mkdir()
    run("new", "--mode", "classique", "--file", str(real))
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    assert run("hand", "--line", "1 co 90 der 1", "--file", str(link))[0] == 0
    assert link.is_symlink()
    assert len(storage.load(real).game.hands) == 1
    assert sorted(os.listdir(tmp_path)) == ["link.toml", "sync"]  # nothing else appeared
    assert sorted(os.listdir(real.parent)) == ["real.toml"]


def test_a_multi_word_player_reads_back_from_the_line_written() -> None:
    s = make_settings(Mode.FAITS, players=["Jean Pierre", "Bob", "Zoé", "Ana"])
    facts = HandFacts(Team.ONE, Suit.COEUR, points=100, der=Team.ONE, contract=80, taker_player=1)
    assert line.read(line.write(facts, s), s).hand() == facts


def test_a_note_is_one_line() -> None:
    game = Game(make_settings(Mode.CLASSIQUE))
    with pytest.raises(RuleError) as error:
        game.with_hand(OtherDeal(DealKind.MANUAL, (0, 20), "faute\nde jeu"))
    assert error.value.key == "bad_note"
    run("new", "--mode", "classique")
    code, _, err = run("hand", "--manual", "1=0,2=20", "--note", "a\tb")
    assert code == 2 and "note refused: on one line" in err
