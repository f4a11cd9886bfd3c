"""R13: sans atout, tout atout and the house rules: the worked examples E16-E21 and the two
card counts, through the core and through the command line."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.cli import app
from belote_cli.core import annonces
from belote_cli.core.cards import DECK, AllSuits, Card, Rank, Suit, count
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, AnnonceKind, HandFacts, HouseRule, Mode, Rounding, Team
from belote_cli.core.game import make_settings
from belote_cli.core.rules import score_hand
from belote_cli.text import parse
from tests.helpers import one_line_error, run, runner, sheet, totals_through_the_cli

ONE, TWO = Team.ONE, Team.TWO
SA, TA = AllSuits.SA, AllSuits.TA
DEFENCE, NO_LITIGE = HouseRule.DEFENCE, HouseRule.NO_LITIGE
A_TIERCE_COEUR = Annonce(ONE, AnnonceKind.TIERCE, Rank.AS, Suit.COEUR)
A_TIERCE_DEFENCE = Annonce(TWO, AnnonceKind.TIERCE, Rank.AS)

# R13.6: (mode, rounding, rules, facts, taker's mark, defence's mark); the taker is team 1.
EXAMPLES: dict[str, tuple[Mode, Rounding, tuple[HouseRule, ...], dict[str, Any], int, int]] = {
    "E16": (Mode.FAITS, Rounding.DIZAINE, (), dict(contract=100, trump=SA, points=95), 110, 60),
    "E17": (
        Mode.ANNONCES,
        Rounding.DIZAINE,
        (),
        dict(contract=120, trump=TA, points=90, belotes=(ONE, ONE)),
        160,
        0,
    ),
    "E18": (Mode.FAITS, Rounding.EXACT, (DEFENCE,), dict(contract=80, points=71), 0, 162),
    "E21": (
        Mode.FAITS,
        Rounding.EXACT,
        (DEFENCE,),
        dict(contract=80, points=75, belotes=(TWO,)),
        85,
        97,
    ),
    "E19": (Mode.CLASSIQUE, Rounding.EXACT, (NO_LITIGE,), dict(points=71), 0, 162),
    "E20": (
        Mode.ANNONCES,
        Rounding.DIZAINE,
        (),
        dict(contract=100, trump=TA, points=70, annonces=(A_TIERCE_COEUR, A_TIERCE_DEFENCE)),
        0,
        100,
    ),
}


def facts_of(example: dict[str, Any]) -> HandFacts:
    fields = {"taker": ONE, "trump": Suit.COEUR, "der": ONE} | example
    return HandFacts(**fields)


@pytest.mark.parametrize("name", EXAMPLES)
def test_r13_6_worked_examples(name: str) -> None:
    mode, rounding, rules, example, taker, defence = EXAMPLES[name]
    s = make_settings(mode, rounding=rounding, rules=rules)
    assert score_hand(s, facts_of(example)).marks == (taker, defence)


@pytest.mark.parametrize("name", EXAMPLES)
def test_r13_6_worked_examples_through_the_command_line(name: str) -> None:
    mode, rounding, rules, example, taker, defence = EXAMPLES[name]
    assert totals_through_the_cli(mode, rounding, rules, facts_of(example)) == [taker, defence]


def test_the_explanation_names_the_rule_that_decided() -> None:
    run("new", "--mode", "faits", "--rounding", "exact", "--rule", "defence")
    out = run("hand", "--line", "1 80co 71 der 1")[1]
    assert (
        "Nous 71 + der 10 = 81 ≥ 80 but not more than the defence's Eux 81: contract failed "
        "(rule: defence)" in out
    )
    out = run("hand", "--line", "1 80co 75 der 1 bel 2")[1]
    assert "Nous 75 + der 10 = 85 ≥ 80 and more than the defence's Eux 77: contract made" in out
    run("new", "--mode", "classique", "--rule", "no-litige", "--rule", "no-litige")
    out = run("hand", "--line", "1 co 71 der 1")[1]
    assert "= Eux 81: no litige at this table, Nous is dedans (rule: no-litige)" in out
    doc = sheet()
    assert doc["rules"] == ["no-litige"]  # given twice, counted once
    assert "rule: no-litige" in run("show")[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "classique", "--rule", "defence"], "the rule defence does not fit"),
        (["--mode", "faits", "--rule", "no-litige"], "the rule no-litige does not fit"),
        (["--mode", "faits", "--rule", "house"], "rule 'house': defence"),
    ],
)
def test_a_rule_that_does_not_fit_the_mode_is_refused(args: list[str], message: str) -> None:
    code, _, err = run("new", *args)
    assert code == 2
    one_line_error(err)
    assert message in err


def test_sans_atout_and_tout_atout_on_the_command_line() -> None:
    run("new", "--mode", "classique")
    code, _, err = run("hand", "--line", "1 sa 81 der 1")
    assert code == 2 and "no sans atout nor tout atout in classic belote" in err
    run("new", "--mode", "faits")
    code, out, err = run("hand", "--line", "1 110ta 100 der 1 bel 1,2")
    assert code == 0, err
    assert "110 TA" in out
    hand = sheet()["hands"][0]
    assert (hand["suit"], hand["belotes"], hand["belote"]) == ("tout-atout", ["Nous", "Eux"], None)
    code, _, err = run("hand", "--line", "1 110sa 100 der 1 bel 1")
    assert code == 1 and "no belote in sans atout" in err
    code, _, err = run(
        "hand", "--taker", "1", "--contract", "100", "--suit", "sa", "--belote", "2"
    )
    assert code == 2 and "--belote: does not apply in sans atout" in err
    code, _, err = run("hand", "--line", "1 110co 100 der 1 bel 1,2")
    assert code == 1 and "one belote at most outside tout atout" in err
    answers = "2\n100 sa\n\n\n70\n1\n\n\n"  # no belote question in sans atout
    code, out, err = run("hand", input=answers)
    assert code == 0, err
    assert "Belote announced" not in out


def test_count_and_annonces_in_sans_atout_and_tout_atout() -> None:
    out = runner.invoke(app, ["count", "--trump", "sa", *"A♥ 10♥ R♥ V♠ 9♠".split()]).stdout
    assert "35 points (trump SA)" in out
    out = runner.invoke(app, ["count", "--trump", "ta", *"V♥ 9♥ A♠ 10♣ R♦ D♦".split()]).stdout
    assert "38 points (trump TA)" in out
    cards = "Rco Dco Rp Dp Ap 7t 8t 9ca".split()
    doc = json.loads(runner.invoke(app, ["annonces", "--trump", "ta", "--json", *cards]).stdout)
    assert doc["belotes"] == ["coeur", "pique"] and doc["belote"] is True
    doc = json.loads(runner.invoke(app, ["annonces", "--trump", "sa", "--json", *cards]).stdout)
    assert doc["belotes"] == [] and doc["belote"] is False
    text = runner.invoke(app, ["annonces", "--trump", "ta", *cards]).stdout
    assert text.count("belote (king and queen of") == 2


def test_the_two_card_counts() -> None:
    assert count(parse.cards("A♥ 10♥ R♥ V♠ 9♠"), SA) == 35
    assert count(parse.cards("V♥ 9♥ A♠ 10♣ R♦ D♦"), TA) == 38


@given(st.sets(st.sampled_from(DECK)), st.sampled_from([SA, TA]))
def test_in_sa_and_ta_a_pile_and_the_rest_of_the_deck_make_152(
    pile: set[Card], trump: AllSuits
) -> None:
    rest = [card for card in DECK if card not in pile]
    assert count(list(pile), trump) + count(rest, trump) == 152


def test_r13_4_belotes_in_tout_atout_and_declarations() -> None:
    carre_roi = Annonce(TWO, AnnonceKind.CARRE, Rank.ROI)
    with pytest.raises(RuleError) as error:  # a carré of R leaves no R to a belote of team 1
        annonces.validate([carre_roi], TA, (ONE,))
    assert error.value.key == "belote_conflict"
    annonces.validate([carre_roi], TA, (TWO, TWO))  # the carré's team may hold belotes
    # three tierces au roi of team 2, suited, leave one suit for team 1's belote...
    three = [Annonce(TWO, AnnonceKind.TIERCE, Rank.ROI, s) for s in Suit][:3]
    annonces.validate(three, TA, (ONE,))
    # ...but not two belotes
    with pytest.raises(RuleError):
        annonces.validate(three, TA, (ONE, ONE))
    # R5.6, every contract: a carré of D against the other team's belote
    with pytest.raises(RuleError):
        annonces.validate([Annonce(TWO, AnnonceKind.CARRE, Rank.DAME)], Suit.PIQUE, (ONE,))
    # R13.4: in SA and TA two equal sequences cancel, suited or not
    two = [A_TIERCE_COEUR, Annonce(TWO, AnnonceKind.TIERCE, Rank.AS, Suit.PIQUE)]
    assert annonces.team_points(two, TA) == (0, 0)
    assert annonces.team_points(two, SA) == (0, 0)
    assert annonces.team_points(two, Suit.COEUR) == (20, 0)
