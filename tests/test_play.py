"""`belote play`: a whole game in one process, with undo, edit, show, help and quit."""

from __future__ import annotations

from pathlib import Path

from belote_cli.cli import app
from tests.helpers import runner, sheet

# classique: taker, trump, capot, points of the taker, der, belote, declarations
HAND_90 = ["1", "coeur", "", "90", "1", "", ""]  # Nous 100 · Eux 62
HAND_EUX = ["2", "pique", "", "100", "2", "", ""]  # Nous 52 · Eux 110
CAPOT_NOUS = ["nous", "trefle", "1", "1", ""]  # 252 + belote 20


def play(*answers: str, args: tuple[str, ...] = ()) -> tuple[int, str, str]:
    result = runner.invoke(app, ["play", *args], input="\n".join(answers) + "\n")
    return result.exit_code, result.stdout, result.stderr


def test_play_offers_a_game_and_records_hands_until_quit(isolated: Path) -> None:
    code, out, err = play("y", "classique", "", "", "", "", *HAND_90, *HAND_EUX, "quit")
    assert code == 0, err
    assert "no current game" in out
    assert "Hand 1 — taker (1, 2, Nous, Eux) or help" in out
    assert "Hand 2 — 110 > 52: Eux wins" in out
    assert "Goodbye: the feuille is saved" in out
    assert sheet()["totals"] == [152, 172]
    # the next session goes on with the same game
    code, out, _ = play(*HAND_90, "quitter")
    assert code == 0
    assert "Hand 3 — 100 > 62" in out
    assert sheet()["totals"] == [252, 234]


def test_commands_at_the_hand_prompt() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    answers = ["aide", *HAND_90, *HAND_EUX, "feuille", "annuler", "n", "undo", "y"]
    answers += ["corriger 1", "", "", "", "80", "", "", "", "edit 9", "edit x", "zorro", "quit"]
    code, out, err = play(*answers)
    assert code == 0, err
    assert "Type the taker to enter a hand, or: undo" in out
    assert "Hand 2 undone." in out
    assert "Hand 1 corrected." in out
    assert "no hand 9: the feuille has 1" in err
    assert "'x' is not a number" in err
    assert "unknown team 'zorro'" in err
    assert sheet()["totals"] == [90, 72]


def test_the_game_ends_with_the_winner_and_may_start_another(isolated: Path) -> None:
    runner.invoke(app, ["new", "--mode", "classique", "--target", "300"])
    code, out, err = play(*CAPOT_NOUS, *HAND_90, "y", "faits", "", "", "", "", "quit")
    assert code == 0, err
    assert "Nous wins the game, 372 to 62!" in out
    assert "Start a new game?" in out
    assert len(list(isolated.glob("*.toml"))) == 2
    assert sheet()["mode"] == "faits"
    code, out, _ = play("n", args=())  # the new game, hand 1, then "n" is not a taker
    assert code == 0
    assert "New game" not in out
    assert "Hand 1 — taker" in out
    assert len(list(isolated.glob("*.toml"))) == 2
    runner.invoke(app, ["new", "--mode", "classique", "--target", "100"])
    code, out, err = play(*CAPOT_NOUS)  # won, then end of input at "Start a new game?"
    assert code == 0, err
    assert "Nous wins the game" in out
    assert out.rstrip().endswith("Start a new game? [y/n]:")
    assert len(list(isolated.glob("*.toml"))) == 3  # no game started on end of input


def test_end_of_input_saves_every_confirmed_hand(isolated: Path) -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    code, out, _ = play(*HAND_90)  # then end of input at the hand prompt
    assert code == 0
    assert "Goodbye" in out
    assert len(sheet()["hands"]) == 1  # type: ignore[arg-type]
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    code, _, err = play("2", "pique")  # end of input in the middle of a hand
    assert code == 1
    assert "hand 2 abandoned; the hands already entered are in" in err
    assert path.read_bytes() == before


def test_a_broken_file_is_never_replaced_by_a_new_game(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_bytes(b"schema = 1\nmode = ")
    code, _, err = play("y", args=("--file", str(path)))
    assert code == 1
    assert "invalid TOML" in err
    assert path.read_bytes() == b"schema = 1\nmode = "
