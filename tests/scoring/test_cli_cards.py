"""`belote count`, `belote annonces`, and a hand's points given as the cards of a pile."""

from __future__ import annotations

import json

import pytest

from belote_cli.cli import app
from belote_cli.core.cards import DECK
from tests.helpers import runner


def test_count_command() -> None:
    result = runner.invoke(app, ["count", "--trump", "co", "Vco", "9co", "A♠", "10ca"])
    assert result.exit_code == 0, result.stderr
    assert "V♥ 20  9♥ 14  A♠ 11  10♦ 10" in result.stdout
    assert "55 points (trump ♥); the other pile: 97" in result.stdout
    result = runner.invoke(app, ["count", "--trump", "pique", "--json", *map(str, DECK)])
    doc = json.loads(result.stdout)
    assert doc["points"] == 152
    assert len(doc["cards"]) == 32
    assert doc["cards"][0] == {"card": "A♥", "points": 11}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["count", "--trump", "rouge", "Vco"], "--trump: unknown suit 'rouge'"),
        (["count", "--trump", "co", "Vco", "Xq"], "'Xq' is not a card"),
        (["count", "--trump", "co", "Vco", "vco"], "the card vco is given twice"),
        (["annonces", "--trump", "co", *map(str, DECK[:9])], "9 cards: 1 to 8 are needed"),
    ],
)
def test_card_commands_refuse_bad_input(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_annonces_command() -> None:
    result = runner.invoke(
        app, ["annonces", "--trump", "p", *"Ap Rp Dp Vp 10p 9p 7co 8co".split()]
    )
    assert result.exit_code == 0
    assert "cent, ace high, ♠ — 100" in result.stdout
    assert "belote (king and queen of ♠) — 20" in result.stdout
    assert "Declarations: 100 points" in result.stdout
    args = ["annonces", "--trump", "co", "--json", *"Vco Vca Vt Vp 10co 9co 8co Rp".split()]
    doc = json.loads(runner.invoke(app, args).stdout)
    assert doc == {
        "annonces": [
            {"kind": "carre", "height": "V", "suit": None, "points": 200},
            {"kind": "tierce", "height": "10", "suit": "coeur", "points": 20},
        ],
        "belote": False,
        "belotes": [],
        "points": 220,
    }
    french = runner.invoke(app, ["annonces", "--trump", "p", "7co"], env={"BELOTE_LANG": "fr"})
    assert "Aucune annonce." in french.stdout
    args = ["annonces", "--trump", "p", "Rco", "Dco", "Vco"]
    french = runner.invoke(app, args, env={"BELOTE_LANG": "fr"})
    assert "tierce au roi de cœur — 20" in french.stdout


def test_hand_by_cards() -> None:
    runner.invoke(app, ["new", "--mode", "faits", "--rounding", "exact"])
    pile = "Vp 9p Ap 10p Rp Dp"  # 62
    args = ["hand", "--taker", "2", "--contract", "80", "--suit", "pique", "--cards", f"2={pile}"]
    args += ["--der", "2", "--belote", "none", "--coinche", "none", "--capot", "none"]
    result = runner.invoke(app, [*args, "--annonces", "none"])
    assert result.exit_code == 0, result.stderr
    assert "V♠ 20 + 9♠ 14 + A♠ 11 + 10♠ 10 + R♠ 4 + D♠ 3 = 62: Eux 62, Nous 90" in result.stdout
    assert "72 < 80: contract failed" in result.stdout
    # at the prompt: the cards are counted, shown, and confirmed; "n" asks again
    answers = ["1", "100", "coeur", "", "", "Vco 9co Aco", "n", "Vco 9co Aco 10co Ap 10p At 10t"]
    answers += ["y", "1", "", ""]
    result = runner.invoke(app, ["hand"], input="\n".join(answers) + "\n")
    assert result.exit_code == 0, result.stderr
    assert "V♥ 20 + 9♥ 14 + A♥ 11 = 45: Nous 45, Eux 107 [y/n]" in result.stdout
    assert "give the points or the cards again" in result.stderr
    assert "= 97: Nous 97, Eux 55" in result.stdout
    assert "107 ≥ 100: contract made" in result.stdout


def test_cards_given_twice_or_for_both_piles() -> None:
    runner.invoke(app, ["new", "--mode", "classique"])
    base = ["hand", "--taker", "1", "--suit", "coeur", "--der", "1", "--belote", "none"]
    base += ["--capot", "none", "--annonces", "none"]
    result = runner.invoke(app, [*base, "--cards", "1=Vco", "--cards", "2=Vco"])
    assert result.exit_code == 2
    assert "--cards: the card V♥ is given twice" in result.stderr
    result = runner.invoke(app, [*base, "--cards", "1=Vco", "--points", "1=20"])
    assert result.exit_code == 2
    assert "given twice" in result.stderr
