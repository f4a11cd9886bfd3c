"""A hand on one line (text.line), alone and through `belote hand --line`."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.cards import Rank, Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    HandFacts,
    Mode,
    Settings,
    Team,
)
from belote_cli.core.game import make_settings
from belote_cli.core.rules import score_hand
from belote_cli.text import line
from belote_cli.text.catalog import describe
from tests.helpers import named, one_line_error, run, sheet
from tests.strategies import hands

ONE, TWO = Team.ONE, Team.TWO
FAITS = make_settings(Mode.FAITS, teams=("Nous", "Eux"))
CLASSIQUE = make_settings(Mode.CLASSIQUE)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "1 110co 103 der 1 bel 2",
            dict(taker=ONE, contract=110, trump=Suit.COEUR, points=103, der=ONE, belotes=(TWO,)),
        ),
        (
            "eux 100pi c 70 der eux ann 2:tierce:R:pique",
            dict(
                taker=TWO,
                contract=100,
                trump=Suit.PIQUE,
                coinche=Coinche.COINCHE,
                points=70,
                der=TWO,
                annonces=(Annonce(TWO, AnnonceKind.TIERCE, Rank.ROI, Suit.PIQUE),),
            ),
        ),
        ("1 capot tr capot 1", dict(taker=ONE, contract=CAPOT, trump=Suit.TREFLE, capot=ONE)),
        (
            "NOUS 110 Cœur x4 der 2 2=49",  # any case, accents optional, in any order
            dict(
                taker=ONE,
                contract=110,
                trump=Suit.COEUR,
                coinche=Coinche.SURCOINCHE,
                der=TWO,
                points=103,
            ),
        ),
        ("2 80t sur 100 der 1", dict(taker=TWO, contract=80, trump=Suit.TREFLE, points=100)),
    ],
)
def test_the_examples_of_a_line(text: str, facts: dict[str, Any]) -> None:
    found = named(line.read(text, FAITS))
    for name, value in facts.items():
        assert found[name] == value, name


def test_classique_takes_the_trump_alone() -> None:
    assert named(line.read("2 ca 81 der 1", CLASSIQUE)) == dict(
        taker=TWO, taker_player=None, trump=Suit.CARREAU, points=81, der=ONE
    )


@pytest.mark.parametrize(
    ("text", "settings_", "message"),
    [
        ("1 110co 103 der 1 90pi", FAITS, "the contract: given twice"),
        ("1 110co 103 der 1 der 2", FAITS, "the dix de der: given twice"),
        ("1 110co 103 50", FAITS, "the points: given twice"),
        ("1 capot co capot 1 100", FAITS, "no points on a capot"),
        ("2 90t capot 2 der 2", FAITS, "no der on a capot"),
        ("1 110 103 der 1", FAITS, "'110': a contract comes with its trump"),
        ("1 capot 103 der 1", FAITS, "capot '103': a capot contract comes with its trump"),
        ("1 100co ann 1:carre:8", FAITS, "a carré of 8 is worth nothing"),
        ("1 100co bel 2 ann 1:tierce:A:co", FAITS, "the other cannot declare the king"),
        ("1 110co c s", FAITS, "the coinche: given twice"),
        ("1 110co 103 der", FAITS, "'der' must be followed by its value"),
        ("1 110co zz", FAITS, "'zz' is not understood"),
        ("1 co c 81 der 1", CLASSIQUE, "'c' is not understood"),
        ("3 110co", FAITS, "unknown team '3'"),
        ("", FAITS, "missing: the taker"),
    ],
)
def test_a_contradiction_is_refused_never_guessed(text: str, settings_: Any, message: str) -> None:
    with pytest.raises(RuleError) as error:
        line.read(text, settings_)
    assert message in describe(error.value)


def test_what_a_line_lacks() -> None:
    def lacks(text: str, settings: Settings) -> list[str]:
        return [fact.name for fact in line.read(text, settings).missing(settings)]

    assert lacks("1 110co", FAITS) == ["points", "der"]
    assert lacks("1 capot pi capot 1", FAITS) == []
    assert lacks("2", CLASSIQUE) == ["trump", "points", "der"]


def test_hand_line_records_a_hand_or_names_what_is_missing(isolated: Path) -> None:
    run("new", "--mode", "faits")
    code, out, err = run("hand", "--line", "1 110co 103 der 1 bel 2")
    assert code == 0, err
    assert "Nous 103 + der 10 = 113 ≥ 110: contract made" in out
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    for text, message in [
        ("1 110co 103", "--line: missing: the dix de der"),
        ("1 110co", "--line: missing: the points, the dix de der"),
        ("1 110co 103 der 1 capot 1", "no der on a capot"),
    ]:
        code, _, err = run("hand", "--line", text, input="")
        assert code == 2, err
        one_line_error(err)
        assert message in err
    code, _, err = run("hand", "--line", "1 110co 103 der 1", "--taker", "1")
    assert code == 2
    assert "--line gives the whole hand: no other fact option with it" in err
    assert path.read_bytes() == before


@given(hands(Mode.FAITS_ANNONCES))
def test_a_line_reads_back_the_facts_it_was_written_from(facts: HandFacts) -> None:
    s = make_settings(Mode.FAITS_ANNONCES)
    assert line.read(line.write(facts, s), s).hand() == facts


@given(st.sampled_from(Mode).flatmap(lambda m: st.tuples(st.just(m), hands(m))))
@settings(max_examples=40, deadline=None)
def test_a_hand_on_one_line_scores_as_the_core(case: tuple[Mode, HandFacts]) -> None:
    mode, facts = case
    s = make_settings(mode, target=100_000)
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "g.toml")
        assert run("new", "--mode", mode.value, "--target", "100000", "--file", path)[0] == 0
        text = line.write(facts, s)
        code, _, err = run("hand", "--line", text, "--file", path, input="")
        assert code == 0, (err, text)
        hand = sheet(Path(path))["hands"][0]
        assert hand["marks"] == list(score_hand(s, facts).marks), text


def test_names_of_several_words_on_a_line() -> None:
    s = make_settings(Mode.FAITS, teams=("Les Bleus", "Les Rouges"))
    assert named(line.read("les bleus 110co 103 der les rouges bel Les Bleus", s)) == dict(
        taker=ONE,
        taker_player=None,
        contract=110,
        trump=Suit.COEUR,
        points=103,
        der=TWO,
        belotes=(ONE,),
        belote_players=(None,),
    )
    players = make_settings(Mode.CLASSIQUE, players=["Jean Marc", "Bob", "Zoé", "Ana"])
    found = named(line.read("jean marc co 90 der jean marc & zoe", players))
    assert (found["taker"], found["taker_player"], found["der"]) == (ONE, 1, ONE)


@pytest.mark.parametrize(
    ("other", "said"),
    [
        (62, "10 too many: the dix de der counted in a pile?"),
        (72, "20 too many: a belote counted?"),
        (38, "14 short: the 9 of trump counted as 0?"),
        (34, "18 short: the valet of trump counted as 2?"),
        (40, "12 short"),
        (55, "3 too many"),
    ],
)
def test_piles_that_do_not_make_152_name_the_likely_mistake(other: int, said: str) -> None:
    with pytest.raises(RuleError) as error:
        line.read(f"1 80co 1=100 2={other} der 1", FAITS)
    assert describe(error.value).endswith(f"must add up to 152 ({said})")


def test_the_likely_mistake_in_french(isolated: Path) -> None:
    from belote_cli.cli import app
    from tests.helpers import runner

    run("new", "--mode", "faits")
    result = runner.invoke(
        app, ["hand", "--line", "1 80co 1=100 2=62 der 1"], env={"BELOTE_LANG": "fr"}
    )
    assert result.exit_code == 2
    assert "font 162 : ils doivent faire 152 (10 de trop : le dix de der compté" in result.stderr


def test_a_player_names_a_team_wherever_a_team_is_asked() -> None:
    """der alice, bel carole, capot bob, alice=82: a player stands for their team (R12.1)."""
    s = make_settings(Mode.FAITS, players=["Alice", "Bob", "Carole", "David"])
    found = named(line.read("alice 80co 100 der carole bel bob ann david:tierce:R", s))
    assert (found["der"], found["belotes"], found["annonces"][0].team) == (ONE, (TWO,), TWO)  # type: ignore[index]
    assert found["belote_players"] == (2,)  # who held it, for the statistics
    assert named(line.read("bob 90pi alice=82 der bob", s))["points"] == 70
    assert named(line.read("carole capot co capot alice", s))["capot"] == ONE
    with pytest.raises(RuleError) as error:
        line.read("alice 80co 100 der zoe", s)
    assert "unknown team 'zoe'" in describe(error.value)
