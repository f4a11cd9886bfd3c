"""Nothing forgotten: after a line, `play` asks the coinche, the belote and declarations
(unless said, or at a fast table) and a capot the facts leave possible, each answer's
marks shown; a player answers wherever a team is, and who held the belote is kept."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from belote_cli.cli import app
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings
from belote_cli.core.rules import possible_capot
from belote_cli.core.stats import share
from belote_cli.core.told import BELOTES, COINCHE, Seated
from belote_cli.storage import handtable
from belote_cli.text import line
from tests.helpers import runner, sheet

PLAYERS = "Alice,Bob,Carole,David"


def play(*answers: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["play"], input="\n".join(answers) + "\n")
    return result.exit_code, result.stdout, result.stderr


# --- the core and a line ----------------------------------------------------------------


def test_a_capot_is_possible_only_with_every_card_point_and_the_der() -> None:
    base = HandFacts(Team.ONE, trump=_coeur(), points=152, der=Team.ONE)
    assert possible_capot(base) is Team.ONE
    assert possible_capot(HandFacts(Team.ONE, _coeur(), points=0, der=Team.TWO)) is Team.TWO
    assert possible_capot(HandFacts(Team.ONE, _coeur(), points=152, der=Team.TWO)) is None
    assert possible_capot(HandFacts(Team.ONE, _coeur(), points=151, der=Team.ONE)) is None
    assert possible_capot(HandFacts(Team.ONE, _coeur(), capot=Team.ONE)) is None


def _coeur() -> Any:
    from belote_cli.core.cards import Suit

    return Suit.COEUR


def test_a_line_that_ends_in_nothing_else_says_none_of_the_extras() -> None:
    s = make_settings(Mode.FAITS)
    told = line.read("1 110co 103 der 1 -", s)
    assert told[COINCHE].factor == 1 and told[BELOTES] == ()
    assert line.read("1 110co 103 der 1 rien bel 2", s)[BELOTES] == (Seated(Team.TWO),)
    assert COINCHE not in line.read("1 110co 103 der 1", s)
    assert line.read("1 110co 0 der 2", s).hand().points == 0  # 0 stays a number


def test_the_player_who_held_the_belote_is_read_written_and_kept() -> None:
    s = make_settings(Mode.CLASSIQUE, players=PLAYERS.split(","))
    told = line.read("alice co 100 der 1 bel bob", s)
    assert told[BELOTES] == (Seated(Team.TWO, 2),)
    hand = told.hand()
    assert (hand.belotes, hand.belote_players) == ((Team.TWO,), (2,))
    assert line.write(hand, s).endswith(" Bob")  # by name: read back as the player
    assert line.read(line.write(hand, s), s).hand() == hand
    table = handtable.write(hand, 152)
    assert table["belote_player"] == 2
    assert handtable.read(table, 5, s) == hand
    assert handtable.read(table, 4, s) == hand  # read in any version: never dropped unseen


def test_a_belote_player_of_the_other_team_is_refused() -> None:
    s = make_settings(Mode.CLASSIQUE, players=PLAYERS.split(","))
    facts = HandFacts(Team.ONE, _coeur(), points=100, der=Team.ONE, belotes=(Team.ONE,))
    for seats, reason in [((2,), "belote_player_team"), ((1, 3), "belote_players_count")]:
        with pytest.raises(RuleError) as error:
            Game(s, (replace(facts, belote_players=seats),)).lines  # noqa: B018
        assert error.value.key == reason


def test_the_statistics_count_the_belotes_held() -> None:
    s = make_settings(Mode.CLASSIQUE, players=PLAYERS.split(","))
    texts = ("1 co 100 der 1 bel carole", "2 pi 90 der 2 bel 1")
    hands = [line.read(text, s).hand() for text in texts]
    shared = share(Game(s, tuple(hands)), "g1")
    assert shared.pairs["Alice & Carole"].belotes == 2
    assert shared.players["Carole"].belotes == 1 and shared.players["Alice"].belotes == 0


# --- play, through the CLI ------------------------------------------------------------


def test_a_whole_line_is_recorded_with_nothing_asked_and_says_what_it_took_as_none() -> None:
    runner.invoke(app, ["new", "--mode", "faits", "--players", PLAYERS])
    code, out, err = play("alice 110co 103 der 1", "bob 90pi x4 80 der 2 bel 1", "q")
    assert code == 0, err
    assert "Coinche (" not in out and "Belote and" not in out and "Who coinched" not in out
    said = " ".join(out.split())
    assert "Nothing else was said: no coinche, no belote, no declarations. Hand 1 —" in said
    assert "Nothing else was said: no declarations. Hand 2 —" in said
    first, second = sheet()["hands"]
    assert (first["coinche"], first["belote"], first["annonces"]) == ("none", None, [])
    assert (second["coinche"], second["belote_players"]) == ("surcoinche", [None])


def test_a_line_that_lacks_a_fact_is_asked_question_by_question() -> None:
    runner.invoke(app, ["new", "--mode", "faits", "--players", PLAYERS])
    answers = ["alice 110co 103 bel bob", "c", "1", "", "bob", "90pi", "x4", "80", "2", ""]
    code, out, err = play(*answers, "q")
    assert code == 0, err
    assert out.count("Coinche (none, coinche: c or x2, surcoinche: s or x4) [none]:") == 2
    assert out.count("Belote and declarations (none; bel 1, ann 2:tierce:R…) [none]:") == 1
    assert out.count("Declarations (none, or 1:tierce:R,2:carre:V…) [none]:") == 1
    assert "Who coinched" not in out  # what no mark needs is asked at a terminal only
    first, second = sheet()["hands"]
    assert (first["coinche"], first["belote"], first["belote_players"]) == (
        "coinche",
        "Bob & David",
        [2],
    )
    assert (second["coinche"], second["belote_players"]) == ("surcoinche", [])


def test_a_fast_table_asks_only_what_a_hand_cannot_do_without() -> None:
    assert runner.invoke(app, ["new", "--mode", "faits", "--fast"]).exit_code == 0
    code, out, err = play("1 110co 103 der 1", "2", "90pi", "70", "2", "q")
    assert code == 0, err
    assert "Coinche (" not in out and "Belote and" not in out and "Declarations" not in out
    assert "and if any: bel T, ann LIST" in out  # the der's question reminds of them
    assert len(sheet()["hands"]) == 2
    assert sheet()["fast"] is True
    runner.invoke(app, ["rematch"])  # kept by a rematch
    assert sheet()["fast"] is True


def test_152_and_the_der_ask_whether_it_was_a_capot_with_both_marks() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    code, out, err = play("1 co 152 -", "1", "y", "2 pi 0 -", "1", "n", "q")
    assert code == 0, err
    assert (
        "Nous has every card point and the dix de der: did it take every trick (capot)? "
        "(y: Nous 252, Eux 0; n: Nous 162, Eux 0)"
    ) in " ".join(out.split())
    first, second = sheet()["hands"]
    assert (first["capot"], first["points"]) == ("Nous", None)
    assert (second["capot"], second["points"]) == (None, [152, 0])


def test_a_whole_line_of_152_and_the_der_is_no_capot_unless_it_says_so() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    code, out, err = play("1 co 152 der 1", "2 pi capot 1", "q")
    assert code == 0, err
    assert "capot)?" not in out
    said = " ".join(out.split())
    assert "Nothing else was said: no belote, no declarations, no capot (add capot 1" in said
    first, second = sheet()["hands"]
    assert (first["capot"], first["points"]) == (None, [152, 0])
    assert second["capot"] == "Nous"


def test_the_capot_question_offers_the_marks_the_sheet_then_shows_the_pot_included() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    runner.invoke(app, ["hand", "--line", "1 co 71 der 1"])  # a litige: 81 in the pot
    code, out, err = play("1 co 152 -", "1", "", "y", "q")
    assert code == 0, err
    said = " ".join((out + err).split())
    assert "(y: Nous 333, Eux 0; n: Nous 243, Eux 0)" in said
    assert "answer y (yes) or n (no)" in said  # an empty answer: asked again, saying why
    assert sheet()["hands"][1]["marks"] == [333, 0]


def test_a_capot_contract_asks_whether_it_was_made() -> None:
    runner.invoke(app, ["new", "--mode", "annonces"])
    code, out, err = play("1 capot co bel 1", "", "non", "152", "1", "", "2 capot pi -", "2", "q")
    assert code == 0, err
    said = " ".join(out.split())
    asked = "Capot announced: which team took every trick? (Nous: capot made; none: contract"
    assert asked in said
    assert "capot announced but not made" in said
    first, second = sheet()["hands"]
    assert (first["capot"], first["outcome"]) == (None, "failed")
    assert (second["capot"], second["outcome"]) == ("Eux", "made")


def test_the_same_marks_either_way_are_said_so() -> None:
    runner.invoke(app, ["new", "--mode", "annonces"])
    code, out, err = play("1 100co 152 -", "1", "y", "q")
    assert code == 0, err
    assert "the same marks either way: Nous 100, Eux 0" in " ".join(out.split())
    assert sheet()["hands"][0]["capot"] == "Nous"


def test_show_json_and_csv_name_who_held_the_belote() -> None:
    runner.invoke(app, ["new", "--mode", "classique", "--players", PLAYERS])
    runner.invoke(app, ["hand", "--line", "1 co 100 der 1 bel david"])
    doc = json.loads(runner.invoke(app, ["show", "--json"]).stdout)
    assert doc["hands"][0]["belote_players"] == [4]
    csv = runner.invoke(app, ["export", "--format", "csv"]).stdout.splitlines()
    header, row = csv[0].split(","), csv[1].split(",")
    assert row[header.index("belote_players")] == "David"
    out = runner.invoke(app, ["show", "1"]).stdout
    assert "Belote: David" in out


def test_a_feuille_keeps_fast_and_belote_players(isolated: Path) -> None:
    """Both written from schema 5."""
    runner.invoke(app, ["new", "--mode", "classique", "--players", PLAYERS, "--fast"])
    runner.invoke(app, ["hand", "--line", "1 co 100 der 1 bel david"])
    text = next(isolated.glob("*.toml")).read_text()
    assert "fast = true" in text and "belote_player = 4" in text


def test_a_failed_capot_contract_with_its_points_said_asks_no_capot() -> None:
    """Issue 35: the line says 130 card points: neither team took every trick."""
    runner.invoke(app, ["new", "--mode", "annonces"])
    code, out, err = play("1 capot co 130 der 1 -", "q")
    assert code == 0, err
    assert "Capot announced" not in out
    hand = sheet()["hands"][0]
    assert (hand["capot"], hand["outcome"], hand["points"]) == (None, "failed", [130, 22])


def test_belote_hand_asks_the_points_then_a_capot_only_when_possible() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    asked = ["--taker", "1", "--suit", "co", "--belote", "none", "--annonces", "none"]
    code, out, err = runner_hand(asked, "103\n1\n")  # the points first: no capot asked
    assert code == 0, err
    assert "capot" not in out.lower()
    code, out, err = runner_hand(asked, "152\n1\ny\n")  # every point and the der: asked
    assert code == 0, err
    assert "did it take every trick (capot)?" in " ".join(out.split())
    assert [hand["capot"] for hand in sheet()["hands"]] == [None, "Nous"]


def runner_hand(args: list[str], answers: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["hand", *args], input=answers)
    return result.exit_code, result.stdout, result.stderr


def test_a_whole_line_of_a_capot_contract_asks_only_whether_it_was_made() -> None:
    """R6.4: 152 and the der leave a capot contract undecided -- the one question a whole
    line is asked at the hand prompt; an empty answer there is no answer (no default)."""
    runner.invoke(app, ["new", "--mode", "annonces"])
    code, out, err = play("1 capot pi 152 der 1", "", "1", "2 capot co 100 der 2", "q")
    assert code == 0, err
    said = " ".join((out + err).split())
    assert said.count("Capot announced: which team took every trick?") == 2
    assert "this question needs an answer" in said
    assert "Coinche (" not in said and "Belote and" not in said
    first, second = sheet()["hands"]
    assert (first["capot"], first["outcome"]) == ("Nous", "made")
    assert (second["capot"], second["outcome"]) == (None, "failed")  # 100 points: no capot


def test_the_preview_says_a_capot_contract_will_be_asked() -> None:
    from belote_cli.entry.editline import preview

    game = Game(make_settings(Mode.ANNONCES))
    said = preview(game, "1 capot pi 152 der 1")
    assert said.endswith("(then asked: did Nous take every trick?)")
    assert "no capot" not in said


def test_the_hands_not_shown_are_said_in_each_commands_own_words() -> None:
    runner.invoke(app, ["new", "--mode", "faits"])
    for _ in range(13):
        runner.invoke(app, ["hand", "--line", "1 110co 103 der 1 -"])
    out = runner.invoke(app, ["hand", "--line", "1 110co 103 der 1 -"]).stdout
    assert "belote show --all shows them all" in " ".join(out.split())
    code, out, err = play("1 110co 103 der 1 -", "q")
    assert code == 0, err
    assert "type show to see them all" in " ".join(out.split())
