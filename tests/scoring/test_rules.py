"""The worked examples of R10 (docs/rules.md) and every cell of the mode tables R6.3, R6.6-R6.8."""

from __future__ import annotations

import pytest

from belote_cli.core.cards import Rank, Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    HandFacts,
    Mode,
    Rounding,
    Team,
)
from belote_cli.core.game import make_settings
from belote_cli.core.rules import Outcome, round_points, score_hand
from tests.helpers import (
    ANNONCES,
    CLASSIQUE,
    DIZAINE,
    EXACT,
    EXAMPLES,
    FA,
    FAITS,
    ONE,
    TWO,
    C,
    S,
    tierce,
)


def score(mode: Mode, rounding: Rounding, **facts: object) -> tuple[tuple[int, int], Outcome]:
    facts.setdefault("taker", ONE)
    facts.setdefault("trump", Suit.COEUR)
    result = score_hand(make_settings(mode, rounding=rounding), HandFacts(**facts))  # type: ignore[arg-type]
    return result.marks, result.outcome


@pytest.mark.parametrize("name", EXAMPLES)
def test_worked_examples(name: str) -> None:
    mode, rounding, facts, taker, defence = EXAMPLES[name]
    marks, _ = score(mode, rounding, **facts)
    assert marks == (taker, defence)
    # the same hand with the teams' numbers swapped (R11)
    swapped = {k: (v.other if isinstance(v, Team) else v) for k, v in facts.items()}
    swapped["belotes"] = tuple(team.other for team in facts.get("belotes", ()))
    if "annonces" in facts:
        swapped["annonces"] = tuple(
            Annonce(a.team.other, a.kind, a.height, a.suit) for a in facts["annonces"]
        )
    marks, _ = score(mode, rounding, taker=TWO, **swapped)
    assert marks == (defence, taker)


def test_e8_litige_puts_the_takers_points_in_the_pot() -> None:
    result = score_hand(make_settings(CLASSIQUE), HandFacts(ONE, Suit.COEUR, points=71, der=ONE))
    assert result.outcome is Outcome.LITIGE
    assert result.marks == (0, 81)
    assert result.pot_in == 81
    assert result.winner is None


@pytest.mark.parametrize(
    ("raw", "rounded"), [(54, 50), (88, 90), (25, 30), (45, 50), (115, 120), (86, 90), (76, 80)]
)
def test_r7_1_rounding(raw: int, rounded: int) -> None:
    assert round_points(raw, DIZAINE) == rounded
    assert round_points(raw, EXACT) == raw


def test_r7_3_rounding_never_decides() -> None:
    # taker 74 + der = 84 against 78: made, marked 80 / 80
    assert score(CLASSIQUE, DIZAINE, points=74, der=ONE) == ((80, 80), Outcome.MADE)
    # 79 does not make 80, even though it rounds to 80 (R6.5)
    assert score(FAITS, DIZAINE, contract=80, points=69, der=ONE)[1] is Outcome.FAILED


# --- R6.3 classique, every cell -------------------------------------------------------------

CLASSIC_CELLS = [
    # made: each team its own points, bonuses and declarations
    (EXACT, dict(points=90, der=ONE, belotes=(TWO,)), (100, 82), Outcome.MADE),
    (DIZAINE, dict(points=90, der=ONE, belotes=(TWO,)), (100, 80), Outcome.MADE),
    (
        EXACT,
        dict(points=70, der=TWO, annonces=(tierce(ONE, Rank.AS, Suit.COEUR),)),
        (0, 182),
        Outcome.FAILED,
    ),
    # made capot: 252 (250 rounded) plus bonuses
    (DIZAINE, dict(capot=ONE, belotes=(ONE,)), (270, 0), Outcome.MADE),
    # failed: taker keeps its belote; defence 162 + both teams' declarations + its belote
    (EXACT, dict(points=60, der=ONE, belotes=(ONE,)), (20, 162), Outcome.FAILED),
    (
        EXACT,
        dict(
            points=50,
            der=TWO,
            belotes=(TWO,),
            annonces=(Annonce(ONE, AnnonceKind.CINQUANTE, Rank.AS),),
        ),
        (0, 162 + 50 + 20),
        Outcome.FAILED,
    ),
    (DIZAINE, dict(points=76, der=TWO), (0, 160), Outcome.FAILED),
    # failed by a capot of the defence: 252 (250 rounded)
    (EXACT, dict(capot=TWO, belotes=(ONE,)), (20, 252), Outcome.FAILED),
    (DIZAINE, dict(capot=TWO), (0, 250), Outcome.FAILED),
    # litige with a belote: the taker's belote goes into the pot
    (EXACT, dict(points=71, der=TWO, belotes=(ONE,)), (0, 91), Outcome.LITIGE),
]


@pytest.mark.parametrize(("rounding", "facts", "marks", "outcome"), CLASSIC_CELLS)
def test_r6_3_classique(
    rounding: Rounding, facts: dict[str, object], marks: tuple[int, int], outcome: Outcome
) -> None:
    assert score(CLASSIQUE, rounding, **facts) == (marks, outcome)


def test_r8_1_litige_with_belote_pot() -> None:
    result = score_hand(
        make_settings(CLASSIQUE), HandFacts(ONE, Suit.COEUR, points=71, der=TWO, belotes=(ONE,))
    )
    assert (result.marks, result.pot_in) == ((0, 91), 91)


# --- R6.6 faits -----------------------------------------------------------------------------

FAITS_CELLS = [
    # made, k = 1, not capot: each its own, rounded on its own (R7.2)
    (DIZAINE, dict(contract=80, points=76, der=ONE, belotes=(TWO,)), (90, 100)),
    (EXACT, dict(contract=80, points=76, der=ONE, belotes=(TWO,)), (86, 96)),
    # made, k = 1, not capot, taker took every trick without announcing it
    (EXACT, dict(contract=100, capot=ONE, belotes=(ONE,)), (272, 0)),
    # made, capot contract, k = 1, 2, 4
    (DIZAINE, dict(contract=CAPOT, capot=ONE, belotes=(ONE,)), (520, 0)),
    (DIZAINE, dict(contract=CAPOT, capot=ONE, coinche=C), (1000, 0)),
    (DIZAINE, dict(contract=CAPOT, capot=ONE, coinche=S), (2000, 0)),
    # made, k > 1: k × r(base) + bonuses; the loser its declarations and belote
    (DIZAINE, dict(contract=100, coinche=C, points=100, der=ONE, belotes=(TWO,)), (320, 20)),
    (EXACT, dict(contract=100, coinche=S, points=100, der=ONE, belotes=(ONE,)), (4 * 162 + 20, 0)),
    (EXACT, dict(contract=100, coinche=C, capot=ONE), (2 * 252, 0)),
    # failed, any k: defence k × r(base) + all declarations + its belote; taker its belote
    (DIZAINE, dict(contract=100, points=70, der=TWO, belotes=(ONE,)), (20, 160)),
    (DIZAINE, dict(contract=100, coinche=C, points=70, der=TWO), (0, 320)),
    (
        EXACT,
        dict(
            contract=100,
            points=40,
            der=TWO,
            belotes=(TWO,),
            annonces=(tierce(ONE, Rank.AS, Suit.PIQUE),),
        ),
        (0, 162 + 20 + 20),
    ),
    # failed because the taker was made capot: base 252
    (DIZAINE, dict(contract=80, capot=TWO), (0, 250)),
    # a failed capot contract is a chute like any other (Decision R6.6)
    (DIZAINE, dict(contract=CAPOT, points=150, der=ONE), (0, 160)),
    (DIZAINE, dict(contract=CAPOT, coinche=C, points=150, der=ONE), (0, 320)),
]


@pytest.mark.parametrize(("rounding", "facts", "marks"), FAITS_CELLS)
def test_r6_6_faits(rounding: Rounding, facts: dict[str, object], marks: tuple[int, int]) -> None:
    assert score(FAITS, rounding, **facts)[0] == marks


# --- R6.7 annonces --------------------------------------------------------------------------

ANNONCES_CELLS = [
    (dict(contract=110, points=103, der=ONE), (110, 0)),
    (dict(contract=110, points=103, der=ONE, belotes=(TWO,)), (110, 20)),
    (dict(contract=110, points=93, der=ONE, belotes=(ONE,)), (130, 0)),
    (dict(contract=90, capot=ONE), (90, 0)),  # capot non annoncé: l'annonce
    (dict(contract=CAPOT, capot=ONE), (250, 0)),
    (dict(contract=CAPOT, capot=ONE, coinche=C), (500, 0)),
    (dict(contract=110, points=80, der=TWO, belotes=(ONE,)), (20, 110)),
    (dict(contract=110, points=80, der=TWO, belotes=(TWO,)), (0, 130)),
    (dict(contract=110, points=80, der=TWO, coinche=S), (0, 440)),
    (dict(contract=CAPOT, points=140, der=ONE, coinche=C), (0, 500)),
    # declarations only help make the contract
    (
        dict(contract=100, points=75, der=ONE, annonces=(tierce(ONE, Rank.AS, Suit.COEUR),)),
        (100, 0),
    ),
]


@pytest.mark.parametrize(("facts", "marks"), ANNONCES_CELLS)
@pytest.mark.parametrize("rounding", [EXACT, DIZAINE])
def test_r6_7_annonces(
    rounding: Rounding, facts: dict[str, object], marks: tuple[int, int]
) -> None:
    assert score(ANNONCES, rounding, **facts)[0] == marks


# --- R6.8 faits-annonces ------------------------------------------------------------------

FA_CELLS = [
    (DIZAINE, dict(contract=110, points=103, der=ONE), (220, 50)),
    (EXACT, dict(contract=110, points=103, der=ONE), (223, 49)),
    (DIZAINE, dict(contract=CAPOT, capot=ONE, belotes=(ONE,)), (770, 0)),
    (DIZAINE, dict(contract=CAPOT, capot=ONE, coinche=C), (1500, 0)),
    (DIZAINE, dict(contract=CAPOT, capot=ONE, coinche=S), (3000, 0)),
    (
        DIZAINE,
        dict(contract=100, coinche=S, points=100, der=ONE, belotes=(TWO,)),
        (4 * 160 + 400, 20),
    ),
    (EXACT, dict(contract=80, coinche=C, capot=ONE), (2 * 252 + 160, 0)),
    (DIZAINE, dict(contract=90, points=56, der=ONE, belotes=(ONE,)), (20, 250)),
    (DIZAINE, dict(contract=90, coinche=C, points=56, der=ONE), (0, 2 * 160 + 180)),
    (DIZAINE, dict(contract=CAPOT, points=150, der=ONE), (0, 160 + 250)),
    (DIZAINE, dict(contract=80, capot=TWO), (0, 250 + 80)),
]


@pytest.mark.parametrize(("rounding", "facts", "marks"), FA_CELLS)
def test_r6_8_faits_annonces(
    rounding: Rounding, facts: dict[str, object], marks: tuple[int, int]
) -> None:
    assert score(FA, rounding, **facts)[0] == marks


def test_r6_5_declarations_count_towards_the_contract_but_not_a_capot_taker() -> None:
    cinquante = (Annonce(ONE, AnnonceKind.CINQUANTE, Rank.AS, Suit.COEUR),)
    assert score(FAITS, EXACT, contract=100, points=45, der=ONE, annonces=cinquante) == (
        (105, 107),
        Outcome.MADE,
    )
    cent = (Annonce(ONE, AnnonceKind.CARRE, Rank.VALET),)
    assert score(FAITS, EXACT, contract=80, capot=TWO, annonces=cent)[1] is Outcome.FAILED


def test_r4_3_defence_belote_does_not_make_the_taker_fail() -> None:
    assert score(FAITS, EXACT, contract=80, points=70, der=ONE, belotes=(TWO,))[1] is Outcome.MADE
    # in classique both belotes count in the comparison
    assert score(CLASSIQUE, EXACT, points=76, der=ONE, belotes=(TWO,))[1] is Outcome.FAILED


# --- validation -----------------------------------------------------------------------------

INVALID = [
    (CLASSIQUE, dict(points=153, der=ONE), "bad_points"),
    (CLASSIQUE, dict(points=-1, der=ONE), "bad_points"),
    (CLASSIQUE, dict(points=80), "der_missing"),
    (CLASSIQUE, dict(der=ONE), "points_missing"),
    (CLASSIQUE, dict(capot=ONE, points=100), "capot_points"),
    (CLASSIQUE, dict(capot=ONE, der=TWO), "capot_der"),
    (CLASSIQUE, dict(contract=100, points=80, der=ONE), "contract_in_classique"),
    (CLASSIQUE, dict(coinche=C, points=80, der=ONE), "coinche_in_classique"),
    (FAITS, dict(points=80, der=ONE), "contract_missing"),
    (FAITS, dict(contract=85, points=80, der=ONE), "bad_contract"),
    (FAITS, dict(contract=190, points=80, der=ONE), "bad_contract"),
    (FAITS, dict(contract=70, points=80, der=ONE), "bad_contract"),
]


@pytest.mark.parametrize(("mode", "facts", "key"), INVALID)
def test_invalid_facts_are_refused(mode: Mode, facts: dict[str, object], key: str) -> None:
    with pytest.raises(RuleError) as error:
        score(mode, EXACT, **facts)
    assert error.value.key == key


def test_capot_facts_may_repeat_the_capot() -> None:
    assert score(CLASSIQUE, EXACT, capot=ONE, points=152, der=ONE)[0] == (252, 0)
    assert score(CLASSIQUE, EXACT, capot=TWO, points=0, der=TWO)[0] == (0, 252)
