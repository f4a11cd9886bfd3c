"""Words people say at the table (issue 35): suits in either language, the start of a
team's or a player's name, glued forms (`der1`, `bel2`), and a number written in words at
the points question refused as that question's answer -- on a line, at the questions and
through `belote hand`."""

from __future__ import annotations

import json

import pytest

from belote_cli.core.cards import AllSuits, Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Mode, Team
from belote_cli.core.game import make_settings
from belote_cli.core.told import BELOTES, DER, TAKER, TRUMP, Seated
from belote_cli.text import line, parse
from belote_cli.text.catalog import describe
from tests.helpers import run

ONE, TWO = Team.ONE, Team.TWO
# a hand whose next question is the points (then the der, the belote, the declarations)
HAND: tuple[str, ...] = (
    "hand",
    "--taker",
    "1",
    "--contract",
    "110",
    "--suit",
    "co",
    "--coinche",
    "none",
)
HAND += ("--capot", "none")
BLEUS = make_settings(
    Mode.FAITS, teams=("Les Bleus", "Les Rouges"), players=("Alice", "Bob", "Carole", "David")
)


@pytest.mark.parametrize(
    ("word", "trump"),
    [
        ("hearts", Suit.COEUR),
        ("Spades", Suit.PIQUE),
        ("diamonds", Suit.CARREAU),
        ("club", Suit.TREFLE),
        ("cœur", Suit.COEUR),
        ("♠", Suit.PIQUE),
        ("nt", AllSuits.SA),
    ],
)
def test_a_suit_is_understood_in_either_language(word: str, trump: object) -> None:
    assert parse.trump(word, BLEUS) is trump
    assert line.read(f"1 110{word} 103 der 1", BLEUS)[TRUMP] is trump
    assert line.read(f"1 110 {word} 103 der 1", BLEUS)[TRUMP] is trump


@pytest.mark.parametrize(
    ("word", "seated"),
    [
        ("bleus", Seated(ONE)),  # a word of the team's name
        ("Rouge", Seated(TWO)),
        ("ali", Seated(ONE, 1)),  # the start of a player's name
        ("CARO", Seated(ONE, 3)),
        ("dav", Seated(TWO, 4)),
        ("bo", Seated(TWO, 2)),
    ],
)
def test_the_start_of_a_name_names_its_team_or_player(word: str, seated: Seated) -> None:
    assert parse.seated(word, parse.sides(BLEUS)) == seated
    told = line.read(f"{word} 110co 103 der {word} bel {word}", BLEUS)
    assert told[TAKER] == seated and told[DER] is seated.team
    assert told[BELOTES] == (seated,)


def test_a_start_of_both_teams_is_refused_naming_them() -> None:
    with pytest.raises(parse.Ambiguous) as refused:
        parse.seated("les", parse.sides(BLEUS))
    assert describe(refused.value) == "'les' may be Les Bleus, Les Rouges: type more of the name"
    with pytest.raises(RuleError, match="ambiguous_name"):
        line.read("1 110co 103 der les", BLEUS)


def test_none_comes_before_the_start_of_a_name() -> None:
    nous = make_settings(Mode.FAITS)  # Nous and Eux: `no` is none, not Nous
    assert parse.team_or_none("no", parse.sides(nous)) is None
    assert parse.belotes("no", parse.sides(nous)) == ()
    assert parse.team_or_none("n", parse.sides(nous)) is None  # none, where none answers
    assert parse.team_or_none("nou", parse.sides(nous)) is ONE
    assert parse.seated("n", parse.sides(nous)) == Seated(ONE)  # a team expected: Nous
    assert parse.seated("E", parse.sides(nous)) == Seated(TWO)
    told = line.read("e 110co 103 der n", nous)
    assert told[TAKER] == Seated(TWO) and told[DER] is ONE


def test_glued_forms_of_the_words_of_a_line() -> None:
    told = line.read("1 110co 103 der1 bel2", BLEUS)
    assert told[DER] is ONE and told[BELOTES] == (Seated(TWO),)


@pytest.mark.parametrize("answer", ["cent", "quatre-vingts", "abc"])
def test_a_number_in_words_at_the_points_question_is_refused_as_its_answer(
    answer: str,
) -> None:
    assert run("new", "--mode", "faits")[0] == 0
    code, _, err = run(*HAND, input=f"{answer}\n103\n1\nnone\nnone\n")
    assert code == 0, err
    assert f"'{answer}' is neither card points (0 to 152, dix de der excluded) nor cards" in err
    assert "is not a card" not in err


def test_a_mistyped_card_keeps_the_cards_refusal() -> None:
    assert run("new", "--mode", "faits")[0] == 0
    code, _, err = run(*HAND, input="Vco 9cx\n103\n1\nnone\nnone\n")
    assert code == 0, err
    assert "'9cx' is not a card" in err


def test_the_words_through_belote_hand() -> None:
    assert run("new", "--mode", "faits", "--players", "Alice,Bob,Carole,David")[0] == 0
    code, _, err = run("hand", "--line", "caro 110hearts 103 der1 bel dav")
    assert code == 0, err
    hand = json.loads(run("show", "--json")[1])["hands"][0]
    assert hand["taker_player"] == 3 and hand["suit"] == "coeur"
    assert hand["belote_players"] == [4]
