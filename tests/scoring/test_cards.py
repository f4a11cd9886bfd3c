"""Cards (R1): values, notation, counting a pile; finding a hand's declarations (R5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.core import annonces
from belote_cli.core.cards import DECK, Card, Rank, Suit, count
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import AnnonceKind, Team
from belote_cli.text.parse import card as parse_card
from belote_cli.text.parse import cards as parse_cards

TRUMP_VALUES = {"V": 20, "9": 14, "A": 11, "10": 10, "R": 4, "D": 3, "8": 0, "7": 0}
PLAIN_VALUES = {"A": 11, "10": 10, "R": 4, "D": 3, "V": 2, "9": 0, "8": 0, "7": 0}


@pytest.mark.parametrize("rank", list(Rank))
def test_r1_2_and_r1_3_every_value_in_and_out_of_trump(rank: Rank) -> None:
    for suit in Suit:
        for trump in Suit:
            expected = (TRUMP_VALUES if suit is trump else PLAIN_VALUES)[rank.value]
            assert Card(rank, suit).value(trump) == expected


@pytest.mark.parametrize("trump", list(Suit))
def test_r1_4_the_deck_is_worth_152_whatever_the_trump(trump: Suit) -> None:
    assert len(DECK) == 32
    assert count(DECK, trump) == 152
    assert count([c for c in DECK if c.suit is trump], trump) == 62


@given(st.sets(st.sampled_from(DECK)), st.sampled_from(Suit))
def test_a_pile_and_the_other_pile_add_up_to_152(pile: set[Card], trump: Suit) -> None:
    other = [c for c in DECK if c not in pile]
    assert count(list(pile), trump) + count(other, trump) == 152


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("Vco", Card(Rank.VALET, Suit.COEUR)),
        ("vCO", Card(Rank.VALET, Suit.COEUR)),
        ("10ca", Card(Rank.DIX, Suit.CARREAU)),
        ("A♠", Card(Rank.AS, Suit.PIQUE)),
        ("9t", Card(Rank.NEUF, Suit.TREFLE)),
        ("Kp", Card(Rank.ROI, Suit.PIQUE)),
        ("Q♦", Card(Rank.DAME, Suit.CARREAU)),
        ("J♣", Card(Rank.VALET, Suit.TREFLE)),
        ("valetco", Card(Rank.VALET, Suit.COEUR)),
        ("asp", Card(Rank.AS, Suit.PIQUE)),
        ("roi♥", Card(Rank.ROI, Suit.COEUR)),
        ("dameca", Card(Rank.DAME, Suit.CARREAU)),
        ("7♥", Card(Rank.SEPT, Suit.COEUR)),
    ],
)
def test_card_notation(token: str, card: Card) -> None:
    assert parse_card(token) == card


@pytest.mark.parametrize("token", ["Ac", "1co", "Zp", "V", "co", "10", "♥V", ""])
def test_a_token_that_is_not_a_card(token: str) -> None:
    with pytest.raises(RuleError) as error:
        parse_card(token)
    assert error.value.key == "bad_card"


def test_the_same_card_twice_is_an_error() -> None:
    with pytest.raises(RuleError) as error:
        parse_cards("Vco 9co vCO")
    assert error.value.key == "card_twice"
    assert parse_cards("Vco,9co A♠") == parse_cards(["Vco", "9co,A♠"])


def find(cards: str, trump: Suit = Suit.PIQUE) -> tuple[list[tuple[str, str, str]], bool]:
    found, belotes = annonces.find(parse_cards(cards), trump)
    listed = [(a.kind.value, a.height.value, a.suit.value if a.suit else "") for a in found]
    return listed, bool(belotes)


def test_a_carre_de_valets_and_a_tierce_that_would_reuse_a_valet() -> None:
    # V 10 9 of cœur would be a tierce only with the valet the carré takes: 200 + 10 9 8 = 220
    assert find("Vco Vca Vt Vp 10co 9co 8co Rp") == (
        [("carre", "V", ""), ("tierce", "10", "coeur")],
        False,
    )
    # the carré (100) and the tierce V 10 9 beat the cent R D V 10 9 that shares the dame
    assert find("Dco Dca Dt Dp Rco Vco 10co 9co")[0] == [
        ("carre", "D", ""),
        ("tierce", "V", "coeur"),
    ]


def test_a_run_of_six_or_more_is_one_cent() -> None:
    assert find("Ap Rp Dp Vp 10p 9p 7co 8co") == ([("cent", "A", "pique")], True)
    assert find("Aco Rco Dco Vco 10co 9co 8co 7co", Suit.TREFLE)[0] == [("cent", "A", "coeur")]


def test_belote_with_a_tierce_belotee() -> None:
    assert find("Rp Dp Vp 7co 8ca 9t 7p 10ca") == ([("tierce", "R", "pique")], True)


def test_no_declaration_and_equal_totals_prefer_the_stronger() -> None:
    assert find("7co 9ca Vt Ap") == ([], False)
    # a carré of 100 or a cent of 100: the carré is the stronger (R5.4)
    found, _ = find("Aco Aca At Ap Rp Dp Vp 10p")
    assert found[0][0] == "carre"


def test_comparisons_between_two_teams_found_in_their_hands() -> None:
    ours, _ = annonces.find(parse_cards("Rco Dco Vco 7p 8p 9t 10t At"), Suit.PIQUE)
    theirs, _ = annonces.find(parse_cards("Rt Dt Vt 7ca 8ca 9co 10co Ap"), Suit.PIQUE)
    both = [*ours, *(a.__class__(Team.TWO, a.kind, a.height, a.suit) for a in theirs)]
    assert annonces.scoring_team(both, Suit.PIQUE) is None  # same height outside trump: cancel
    assert annonces.scoring_team(both, Suit.TREFLE) is Team.TWO  # theirs is in trump
    assert all(a.kind is AnnonceKind.TIERCE for a in both)
