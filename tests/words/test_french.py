"""French everywhere (issue 35): the house rules by French names, typed in either language;
declarations spelled out as players say them; sentences that agree with what they name."""

from __future__ import annotations

import re

import pytest

from belote_cli.core.cards import Rank, Suit
from belote_cli.core.facts import Annonce, AnnonceKind, HouseRule, Team
from belote_cli.text.catalog import catalog, speaking
from belote_cli.text.explain import annonce_name, rule_name
from tests.helpers import one_line_error, run, sheet, tierce

FRENCH = {
    HouseRule.DEFENCE: "défense",
    HouseRule.NO_LITIGE: "sans-litige",
    HouseRule.COINCHE_CONTRACT: "coinche-contrat",
    HouseRule.COINCHE_OWN_POINTS: "coinche-points-preneur",
    HouseRule.BELOTE_PRENABLE: "belote-prenable",
    HouseRule.SURCOINCHE_X3: "surcoinche-x3",
    HouseRule.ANNONCES_ONLY: "contrat-seul",
    HouseRule.POT_TO_TAKER: "pot-au-preneur",
    HouseRule.EXCEED_TARGET: "dépasser-objectif",
}


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")


def test_every_rule_has_a_french_name_and_keeps_its_english_one() -> None:
    assert set(FRENCH) == set(HouseRule)
    for rule, name in FRENCH.items():
        with speaking("fr"):
            assert rule_name(rule) == name
        with speaking("en"):
            assert rule_name(rule) == rule.value


@pytest.mark.usefixtures("french")
def test_the_rules_command_names_them_in_french() -> None:
    out = run("rules")[1]
    for name in FRENCH.values():
        assert f"  {name} " in out
    assert "defence" not in out and "exceed-target" not in out
    assert "À égalité, le preneur est dedans : jamais de litige." in out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rule_is_taken_by_either_name(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", language)
    typed = ["Défense", "surcoinche x3", "dépasser_objectif", "belote-prenable"]
    code, _, err = run("new", "--mode", "faits", *(a for rule in typed for a in ("--rule", rule)))
    assert code == 0, err
    stored = ["belote-prenable", "defence", "exceed-target", "surcoinche-x3"]
    assert sheet()["rules"] == stored  # the file keeps the values, whatever was typed
    for word in ("defence", "defense", "DEFENSE", "défense"):
        assert run("new", "--mode", "faits", "--rule", word, "--yes")[0] == 0
        assert sheet()["rules"] == ["defence"]


def test_the_title_and_the_explanation_name_the_rules_in_french(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run("new", "--mode", "faits", "--rule", "defence", "--rule", "surcoinche-x3")
    monkeypatch.setenv("BELOTE_LANG", "fr")
    out = " ".join(run("hand", "--line", "1 110co 100 der 1 ann 2:carre:V")[1].split())
    assert "Feuille de score — faits, objectif 2000 — règles : défense, surcoinche-x3" in out
    assert "contrat chuté (règle : défense)" in out
    said = "Annonces : Eux ont annoncé, pas l'autre équipe : Eux marquent toutes les leurs, 200"
    assert said in out


@pytest.mark.usefixtures("french")
def test_the_question_takes_french_names_and_asks_again_for_a_rule_of_another_mode() -> None:
    answers = "faits\n\n\npot-au-preneur\ndéfense, surcoinche x3\n\n\n\n"
    code, out, err = run("new", input=answers)
    assert code == 0
    assert "Règles de la table (non, défense, belote-prenable, surcoinche-x3, " in out
    assert (
        "la règle pot-au-preneur ne s'applique pas au mode faits ; celles qui s'y appliquent : "
        "défense, belote-prenable, surcoinche-x3, dépasser-objectif"
    ) in " ".join((out + err).split())
    assert sheet()["rules"] == ["defence", "surcoinche-x3"]


@pytest.mark.usefixtures("french")
def test_a_refused_rule_is_named_in_french() -> None:
    code, _, err = run("new", "--mode", "classique", "--rule", "défense")
    assert code == 2 and "la règle défense ne s'applique pas au mode classique" in err
    assert "sans-litige, pot-au-preneur, dépasser-objectif" in err
    args = ["--rule", "coinche-contrat", "--rule", "coinche-own-points"]
    code, _, err = run("new", "--mode", "faits-annonces", *args)
    assert code == 2 and "coinche-contrat et coinche-points-preneur changent les mêmes" in err
    code, _, err = run("new", "--mode", "faits", "--rule", "défensif")
    assert code == 2 and "règle « défensif » : défense, belote-prenable" in err
    one_line_error(err)


def carre(height: Rank, language: str = "fr") -> str:
    with speaking(language):
        return annonce_name(Annonce(Team.ONE, AnnonceKind.CARRE, height))


def test_declarations_are_spelled_out_in_french() -> None:
    assert carre(Rank.VALET) == "carré de valets"
    assert carre(Rank.NEUF) == "carré de neuf"
    assert carre(Rank.AS) == "carré d'as"  # elided
    assert carre(Rank.DAME) == "carré de dames"
    with speaking("fr"):
        assert annonce_name(tierce(Team.ONE, Rank.ROI, Suit.COEUR)) == "tierce au roi de cœur"
        assert annonce_name(tierce(Team.ONE, Rank.DIX, Suit.TREFLE)) == "tierce au dix de trèfle"
        assert annonce_name(tierce(Team.TWO, Rank.AS)) == "tierce à l'as"
    with speaking("en"):  # English keeps the sheet's sign for the suit
        assert annonce_name(tierce(Team.ONE, Rank.ROI, Suit.COEUR)) == "tierce, king high, ♥"
    assert carre(Rank.VALET, "en") == "carré of jacks"


@pytest.mark.usefixtures("french")
def test_show_and_annonces_spell_declarations_out() -> None:
    run("new", "--mode", "faits")
    run("hand", "--line", "1 110co 100 der 1 ann 1:tierce:R:coeur,2:cent:D:pique")
    details = " ".join(run("show", "1")[1].split())
    assert "annonces : tierce au roi de cœur (Nous, 20), cent à la dame de pique (Eux, 100)" in (
        details
    )
    assert "le cent à la dame de pique d'Eux bat la tierce au roi de cœur de Nous" in details
    out = run("annonces", "--trump", "pique", "Vco", "Vca", "Vt", "Vp")[1]
    assert "carré de valets — 200" in out and "carré de V" not in out


@pytest.mark.usefixtures("french")
def test_sentences_agree_with_what_they_name() -> None:
    run("new", "--mode", "classique")
    code, _, err = run("hand", "--line", "1 co 90 der 1 bel 1 bel 2")
    assert code == 2 and "deux valeurs pour la belote : donnez-en une seule" in err
    code, _, err = run("hand", "--line", "1 co 90 der 1 der 2")
    assert code == 2 and "deux valeurs pour le dix de der : donnez-en une seule" in err


def test_no_french_sentence_names_a_rule_in_english_or_repeats_an_old_mistake() -> None:
    messages = catalog("fr").MESSAGES
    english = [rule.value for rule in HouseRule if FRENCH[rule] != rule.value]
    for key, text in messages.items():
        for value in english:
            assert not re.search(rf"\brègle : {re.escape(value)}\b", text), key
        assert "donné deux fois" not in text, key  # whatever the fact's gender
        assert not re.search(r"carrés? de V\b", text), key  # valets, spelled out
    assert not messages["no_more_parties"].endswith(" ")
