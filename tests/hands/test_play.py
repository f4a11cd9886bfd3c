"""`belote play`: a whole game in one process, a hand on one line or asked for what is
missing, with back, cancel, undo, edit, show, help, quit and a rematch."""

from __future__ import annotations

from pathlib import Path

from belote_cli.cli import app
from tests.helpers import runner, sheet

# classique, in play: the taker at the hand prompt, then trump, points, der, and Enter at
# "belote and declarations" (none): 5 answers
HAND_90 = ["1", "coeur", "90", "1", ""]  # Nous 100 · Eux 62
HAND_EUX = ["2 pique 100 der 2 -"]  # on one line, nothing else (-): Nous 52 · Eux 110
CAPOT_NOUS = ["nous trefle capot 1 bel 1 -"]  # 252 + belote 20


def play(*answers: str, args: tuple[str, ...] = ()) -> tuple[int, str, str]:
    result = runner.invoke(app, ["play", *args], input="\n".join(answers) + "\n")
    return result.exit_code, result.stdout, result.stderr


def test_play_offers_a_game_and_records_hands_until_quit(isolated: Path) -> None:
    code, out, err = play("classique", "", "", "", "", "", "", *HAND_90, *HAND_EUX, "quit")
    assert code == 0, err
    assert "No game in progress: a new game." in out
    prompt = "Hand 1, seat 1 (Nous) deals — the hand (1 co 81 der 1), the taker (Nous, Eux), undo"
    assert prompt in out
    assert "Hand 2 — Eux 100 + der 10 = 110 > Nous 52: Eux wins" in out
    assert "Goodbye: the feuille is saved" in out
    assert sheet()["totals"] == [152, 172]
    # the next session goes on with the same game
    code, out, _ = play(*HAND_90, "q")
    assert code == 0
    assert "Hand 3 — Nous 90 + der 10 = 100 > Eux 62" in out
    assert sheet()["totals"] == [252, 234]


def test_a_plain_hand_takes_four_answers_or_one_line() -> None:
    runner.invoke(app, ["new", "--mode", "faits"])
    code, out, err = play("1", "110co", "", "103", "1", "", "2 100pi c 70 der 2 bel 1 -", "q")
    assert code == 0, err
    assert out.count("Card points of") == 1 and out.count("Dix de der") == 1
    # asked once, for the hand that did not say them; the line that ends in - asks nothing
    assert out.count("Coinche (none, coinche: c or x2, surcoinche: s or x4) [none]:") == 1
    assert out.count("Belote and declarations (none; bel 1, ann 2:tierce:R…) [none]:") == 1
    doc = sheet()
    first, second = doc["hands"]
    assert (first["contract"], first["suit"], first["points"]) == (110, "coeur", [103, 49])
    assert (second["coinche"], second["belote"], second["der"]) == ("coinche", "Nous", "Eux")


def test_an_answer_may_carry_the_rest_of_the_hand() -> None:
    runner.invoke(app, ["new", "--mode", "faits"])
    answers = ("eux", "90 pique x4", "capot 2", "", "1", "110co", "c", "103 der 1 bel 2", "")
    code, _, err = play(*answers, "q")
    assert code == 0, err
    capot, second = sheet()["hands"]
    assert (capot["coinche"], capot["capot"], capot["points"]) == ("surcoinche", "Eux", None)
    assert (second["der"], second["belote"]) == ("Nous", "Eux")


def test_back_and_cancel_at_any_question() -> None:
    """`<` goes back to the fact before, the line's first fact included, its answer
    offered again: the taker typed on the line, then each answer."""
    runner.invoke(app, ["new", "--mode", "faits"])
    answers = ["1", "<", "<", "", "120 pique", "", "<", "<", "130co", "", "100"]
    answers += ["retour", "97", "1", "", "2", "80pi", "annuler", "quit"]
    code, out, err = play(*answers)
    assert code == 0, err
    assert "this is the first question" in err
    assert "Taker (1, 2, Nous, Eux) [Nous]:" in out  # the line's taker, reached by `<`
    assert "[120]:" in out and "[100]:" in out  # each earlier answer, offered again
    assert "hand cancelled: nothing was written" in err
    doc = sheet()
    assert len(doc["hands"]) == 1
    hand = doc["hands"][0]
    assert (hand["contract"], hand["suit"], hand["points"]) == (130, "coeur", [97, 55])


def test_any_fact_of_the_line_is_reached_by_going_back() -> None:
    runner.invoke(app, ["new", "--mode", "faits"])
    # the line says the points, not the der; at the der's question, `<` reaches the points
    # (offered again), then the coinche asked; forward, the same questions in that order
    answers = ["1 110co 103", "", "<", "<", "", "", "2", ""]
    code, out, err = play(*answers, "quit")
    assert code == 0, err
    assert out.count("Card points of Nous") == 2 and out.count("Coinche (") == 2
    assert out.index("[103]:") < out.rindex("Coinche (") < out.rindex("Card points of Nous")
    hand = sheet()["hands"][0]
    assert (hand["points"], hand["der"]) == ([103, 49], "Eux")


def test_commands_at_the_hand_prompt() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    answers = ["aide", *HAND_90, *HAND_EUX, "feuille", "annuler", "n", "undo", "y"]
    answers += ["corriger 1", "", "", "80", "", "", "", "edit 9", "edit x", "zorro"]
    answers += ["edit 1 belote", "2", "h", "quit"]
    code, out, err = play(*answers)
    assert code == 0, err
    assert "A hand on one line: the taker, the contract and trump" in out
    assert "Hand 2 undone." in out
    assert "Hand 1 corrected." in out
    assert "no hand 9: the feuille has 1" in err
    assert "'x' is not a number" in err
    assert "unknown team 'zorro'" in err
    assert "Belote announced by (none, 1, 2) [none]:" in out
    # hand 1 with 80 points: Nous 90 > Eux 72; then belote to Eux: 90 < 92, dedans
    assert sheet()["totals"] == [0, 162 + 20]
    assert sheet()["hands"][0]["belote"] == "Eux"


def test_edit_of_one_fact_that_does_not_apply_is_refused() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    code, _, err = play(*HAND_90, "edit 1 contract", "edit 1 foo", "quit")
    assert code == 0, err
    assert "the contract: does not apply to this hand" in err
    assert "'foo': taker, contract, trump" in err


def test_the_game_ends_with_a_rematch_an_undo_or_the_end(isolated: Path) -> None:
    runner.invoke(app, ["new", "--mode", "classique", "--target", "300"])
    code, out, err = play(*CAPOT_NOUS, *HAND_90, "peut-être", "annuler", "y", *HAND_90, "y")
    assert code == 0, err
    assert out.count("Nous wins the game, 372 to 62!") == 2
    assert "Rematch, same teams? (y/n, or undo to take the last hand back)" in out
    assert "answer y (yes), n (no) or undo" in err
    assert "Hand 2 undone." in out
    assert "New game: classique, target 300" in out
    games = sorted(isolated.glob("*.toml"), key=lambda path: len(path.name))
    assert len(games) == 2 and games[1].name.endswith("+2.toml")  # the rematch, beside
    assert sheet()["totals"] == [0, 0] and sheet(games[0])["winner"] == "Nous"
    code, out, err = play(*CAPOT_NOUS, *HAND_90, "n")
    assert code == 0, err
    assert f"The feuille is in {games[1]}." in out
    code, out, err = play(args=("--file", str(games[1])))  # won: end of input is the end
    assert code == 0, err
    assert out.rstrip().endswith(f"The feuille is in {games[1]}.")
    code, out, _ = play()  # no game in progress: a new one, its questions asked
    assert "No game in progress: a new game." in out
    assert len(list(isolated.glob("*.toml"))) == 2  # end of input: nothing written


def test_end_of_input_saves_every_confirmed_hand(isolated: Path) -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    code, out, _ = play(*HAND_90)  # then end of input at the hand prompt
    assert code == 0
    assert "Goodbye" in out
    assert len(sheet()["hands"]) == 1
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    code, out, err = play("2", "pique")  # end of input in the middle of a hand
    assert code == 0
    assert "hand 2 dropped: nothing was written" in err
    assert "Goodbye" in out
    assert path.read_bytes() == before


def test_a_broken_file_is_never_replaced_by_a_new_game(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_bytes(b"schema = 1\nmode = ")
    code, _, err = play("y", args=("--file", str(path)))
    assert code == 1
    assert "invalid TOML" in err
    assert path.read_bytes() == b"schema = 1\nmode = "


def test_inside_play_the_hands_not_shown_are_a_word_away() -> None:
    runner.invoke(app, ["new", "--mode", "classique", "--target", "3000"])
    for _ in range(13):
        runner.invoke(app, ["hand", "--line", "1 co 90 der 1 -"])
    code, out, err = play("q")
    assert code == 0, err
    said = " ".join(out.split())
    assert "… 1 earlier hand (type show to see them all)" in said
    assert "belote show --all" not in said
    assert "belote show --all shows them all" in runner.invoke(app, ["show"]).stdout
