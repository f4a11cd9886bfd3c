"""Each fact of a hand is declared once (core.told.FACTS): every layer's table of kinds knows
every kind, a hand told is the hand, and what a line lacks is derived from the declaration."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from belote_cli.cli import options
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import make_settings
from belote_cli.core.told import (
    BY_NAME,
    CAPOT,
    FACTS,
    POINTS,
    TAKER,
    Kind,
    Reads,
    Taker,
    Told,
    Uses,
)
from belote_cli.entry import questions
from belote_cli.storage import handtable
from belote_cli.text import explain, export, line
from tests.strategies import hands

BY_OPTION = {fact.option for fact in FACTS}
# Every layer's table of kinds: a class of core.told.Uses or Reads (mypy checks each has
# every kind, typed by its values; this checks the two protocols name every Kind).
TABLES: dict[str, type[Any]] = {
    "entry.questions._Answer": questions._Answer,
    "entry.questions._Shown": questions._Shown,
    "text.line._AfterWord": line._AfterWord,
    "text.line._Written": line._Written,
    "text.explain._Shown": explain._Shown,
    "text.export._Json": export._Json,
    "text.export._Csv": export._Csv,
    "storage.handtable._Write": handtable._Write,
    "storage.handtable._Read": handtable._Read,
}


def test_the_protocols_of_kinds_have_a_method_per_kind_and_no_other() -> None:
    for protocol in (Uses, Reads):
        methods = {name for name in vars(protocol) if not name.startswith("_")}
        assert methods == {kind.name.lower() for kind in Kind}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_of_kinds_has_its_own_method_for_every_kind(name: str) -> None:
    table = TABLES[name]
    protocol = Uses if Uses in table.__mro__ else Reads
    for kind in Kind:
        method = getattr(table, kind.name.lower())
        assert method is not getattr(protocol, kind.name.lower()), (name, kind)


def test_every_option_of_a_fact_shows_what_its_kind_takes() -> None:
    assert set(options._METAVARS) == set(Kind)


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
    settings = make_settings(Mode.FAITS_ANNONCES)
    assert handtable.read(handtable.write(facts, 152), 4, settings) == facts


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
