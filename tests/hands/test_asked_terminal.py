"""What `play` asks after a line that lacks part of the hand, in a real terminal, in French
and in English, at 80 and 50 columns: the coinche, what is missing, the belote and
declarations, a possible capot with each answer's marks, a player's name for the belote; a
line that is the whole hand asks nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.terminal import MARKS, finish, pexpect, plain, spawn, words

pytestmark = MARKS

SAID = {
    "en": {
        "coinche": r"Coinche \(none,",
        "der": r"Dix de der \(1, 2,",
        "extras": r"Belote and declarations \(none; bel 1,",
        "capot": "(y: Alice & Carole 270, Bob & David 0; n: Alice & Carole 180, Bob & David 0)",
        "yes": "y",
        "nothing": "none",
        "made": "+ belote 20 = 272 ≥ 110: contract made",  # after "152 + capot 100"
    },
    "fr": {
        "coinche": r"Coinche \(non,",
        "der": r"Dix de der \(1, 2,",
        "extras": r"Belote et annonces \(non ; bel 1,",
        "capot": "(o : Alice & Carole 270, Bob & David 0 ; n : Alice & Carole 180, Bob & David 0)",
        "yes": "o",
        "nothing": "rien",
        "made": "+ belote 20 = 272 ≥ 110 : contrat rempli",
    },
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [80, 50])
def test_play_asks_what_a_scorer_may_forget(isolated: Path, columns: int, language: str) -> None:
    said = SAID[language]
    new = ["new", "--mode", "faits", "--players", "Alice,Bob,Carole,David"]
    spawn(new, isolated, columns, language).expect(pexpect.EOF)
    child = spawn(["play"], isolated, columns, language)
    child.sendline("alice 110co 152")  # no der: the hand is finished question by question
    child.expect(said["coinche"])
    child.sendline("")
    child.expect(said["der"])
    child.sendline("1")
    child.expect(said["extras"])
    child.sendline("bel carole")
    child.expect(r"\? \(")  # the capot's question, each answer's marks
    child.expect(r"\) ?: ")
    asked = " ".join(plain(child.before).split())
    assert " ".join(said["capot"].split()) in "(" + asked + ")"
    child.sendline(said["yes"])
    child.expect(r"152 \+ capot 100")
    child.sendline("bob 80pi 81 der 2")  # the whole hand: nothing asked
    child.sendline("q")
    out = finish(child)
    assert child.exitstatus == 0, out
    lines = [line for line in out.splitlines() if ".toml" not in line]  # a path is not cut
    assert max(len(line) for line in lines) <= columns, out
    assert said["made"] in words(out)
    doc = json.loads(finish(spawn(["show", "--json"], isolated, columns, language)))
    first, second = doc["hands"]
    assert (first["capot"], first["belote_players"], first["points"]) == (
        "Alice & Carole",
        [3],
        None,
    )
    assert (second["coinche"], second["belotes"], second["annonces"]) == ("none", [], [])


EXPLAINED = {
    "en": [
        "Declarations: the tierce, ace high, ♠ and the tierce, ace high, ♦ are equal, outside "
        "trump: they cancel, and no team scores its declarations",
        "Declarations: the tierce, ace high, ♥ of Nous, in trump, beats the tierce, ace high, ♦ "
        "of Eux: Nous scores all its own, 20",
        "Declarations: the carré of jacks of Eux beats the tierce, ace high of Nous: Eux scores "
        "all its own, 220",
    ],
    "fr": [
        "Annonces : la tierce à l'as de pique contre la tierce à l'as de carreau, de même "
        "valeur et hors atout : elles s'annulent, aucune équipe ne marque ses annonces",
        "Annonces : la tierce à l'as de cœur de Nous, à l'atout, bat la tierce à l'as de "
        "carreau d'Eux : Nous marquons toutes les nôtres, 20",
        "Annonces : le carré de valets d'Eux bat la tierce à l'as de Nous : Eux marquent toutes "
        "les leurs, 220",
    ],
}
LINES = [
    "1 co 70 der 1 ann 1:tierce:A:pique,2:tierce:A:carreau",
    "1 co 70 der 1 ann 1:tierce:A:coeur,2:tierce:A:carreau",
    "1 co 70 der 1 ann 1:tierce:A,2:tierce:A:carreau,2:carre:V",
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [80, 50])
def test_every_score_says_whose_declarations_counted(
    isolated: Path, columns: int, language: str
) -> None:
    spawn(["new", "--mode", "classique"], isolated, columns, language).expect(pexpect.EOF)
    for text, sentence in zip(LINES, EXPLAINED[language], strict=True):
        out = finish(spawn(["hand", "--line", text], isolated, columns, language))
        assert max(len(line) for line in out.splitlines()) <= columns, out
        assert sentence in words(out), out
    details = finish(spawn(["show", "1"], isolated, columns, language))  # show N says it too
    assert EXPLAINED[language][0] in words(details)
    listed = {"en": "tierce, ace high, ♠ (Nous, 20)", "fr": "tierce à l'as de pique (Nous, 20)"}
    assert listed[language] in words(details)
