"""Each fact of a hand is declared once (core.told.FACTS): every layer's table of kinds knows
every kind, a hand told is the hand, and what a line lacks is derived from the declaration."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from belote_cli.cli import options
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import make_settings
from belote_cli.core.told import BY_NAME, CAPOT, FACTS, POINTS, TAKER, Kind, Taker, Told
from belote_cli.entry import questions
from belote_cli.storage import handtable
from belote_cli.text import explain, export, line
from tests.strategies import hands

BY_OPTION = {fact.option for fact in FACTS}
TABLES: dict[str, dict[Kind, Any]] = {
    "entry.questions._READ": questions._READ,
    "entry.questions._SHOW": questions._SHOW,
    "text.explain._SHOWN": explain._SHOWN,
    "text.export._JSON": export._JSON,
    "storage.handtable._WRITE": handtable._WRITE,
    "storage.handtable._READ": handtable._READ,
    "cli.options._METAVARS": options._METAVARS,
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_of_kinds_knows_every_kind(name: str) -> None:
    assert set(TABLES[name]) == set(Kind), name


def test_a_line_knows_every_kind_a_word_or_its_place_gives() -> None:
    worded = {fact.kind for fact in FACTS if fact.word}
    assert worded <= set(line._AFTER_WORD)
    assert set(line._WRITTEN) | {Kind.TAKER, Kind.CONTRACT, Kind.TRUMP} == set(Kind)


def test_every_fact_has_one_name_and_one_option() -> None:
    assert len(BY_NAME) == len(FACTS)
    assert len({fact.option for fact in FACTS}) == len(FACTS)
    # the command line's fact options, in the order of FACTS (the points as two piles)
    assert [name for name in options.FACT_OPTIONS if name in BY_OPTION or name == "cards"] == [
        *(
            name
            for fact in FACTS
            for name in ([fact.option, "cards"] if fact is POINTS else [fact.option])
        )
    ]


@given(hands(Mode.FAITS_ANNONCES))
def test_a_hand_told_whole_is_the_hand(facts: HandFacts) -> None:
    assert Told.of(facts).hand() == facts
    assert handtable.read(handtable.write(facts), 4) == facts


def test_what_a_hand_cannot_do_without_is_derived() -> None:
    coinche, classique = make_settings(Mode.FAITS), make_settings(Mode.CLASSIQUE)
    taker = Told({TAKER: Taker(Team.ONE)})
    assert [f.name for f in taker.missing(coinche)] == ["contract", "trump", "points", "der"]
    assert [f.name for f in taker.missing(classique)] == ["trump", "points", "der"]
    capot = taker.with_(CAPOT, Team.ONE)
    assert POINTS not in capot.missing(coinche) and len(capot.missing(coinche)) == 2


def test_a_fact_told_twice_keeps_the_last_and_compares_by_value() -> None:
    one = Told({TAKER: Taker(Team.ONE)})
    assert one | Told({TAKER: Taker(Team.TWO)}) == Told({TAKER: Taker(Team.TWO)})
    assert one != Told() and TAKER in one and CAPOT not in one
    assert repr(one) == "Told(taker=Seated(team=<Team.ONE: 1>, seat=None))"
