"""R5: values, comparison between teams (R5.4) and validity (R5.6) of declarations."""

from __future__ import annotations

import pytest

from belote_cli.core import annonces
from belote_cli.core.cards import Rank, Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, AnnonceKind, Team

ONE, TWO = Team.ONE, Team.TWO
CARRE, CENT, CINQ, TIERCE = (
    AnnonceKind.CARRE,
    AnnonceKind.CENT,
    AnnonceKind.CINQUANTE,
    AnnonceKind.TIERCE,
)
TRUMP = Suit.COEUR


def a(team: Team, kind: AnnonceKind, height: Rank, suit: Suit | None = None) -> Annonce:
    return Annonce(team, kind, height, suit)


@pytest.mark.parametrize(
    ("annonce", "value"),
    [
        (a(ONE, CARRE, Rank.VALET), 200),
        (a(ONE, CARRE, Rank.NEUF), 150),
        (a(ONE, CARRE, Rank.AS), 100),
        (a(ONE, CARRE, Rank.DIX), 100),
        (a(ONE, CARRE, Rank.ROI), 100),
        (a(ONE, CARRE, Rank.DAME), 100),
        (a(ONE, CENT, Rank.AS), 100),
        (a(ONE, CINQ, Rank.DIX), 50),
        (a(ONE, TIERCE, Rank.NEUF), 20),
    ],
)
def test_r5_1_values(annonce: Annonce, value: int) -> None:
    assert annonces.points(annonce) == value


COMPARISONS = [
    # R5.4.1 kind first: a carré of 100 beats a cent (Decision)
    ([a(ONE, CARRE, Rank.DAME), a(TWO, CENT, Rank.AS, TRUMP)], ONE),
    ([a(ONE, TIERCE, Rank.AS, TRUMP), a(TWO, CINQ, Rank.DIX)], TWO),
    # R5.4.2 carrés: V > 9 > A > 10 > R > D
    ([a(ONE, CARRE, Rank.NEUF), a(TWO, CARRE, Rank.VALET)], TWO),
    ([a(ONE, CARRE, Rank.AS), a(TWO, CARRE, Rank.NEUF)], TWO),
    ([a(ONE, CARRE, Rank.AS), a(TWO, CARRE, Rank.DIX)], ONE),
    ([a(ONE, CARRE, Rank.ROI), a(TWO, CARRE, Rank.DIX)], TWO),
    ([a(ONE, CARRE, Rank.ROI), a(TWO, CARRE, Rank.DAME)], ONE),
    # R5.4.3 same kind: higher height
    ([a(ONE, TIERCE, Rank.ROI), a(TWO, TIERCE, Rank.DAME, TRUMP)], ONE),
    # R5.4.4 same kind and height: trump wins, outside trump they cancel
    ([a(ONE, TIERCE, Rank.ROI, Suit.PIQUE), a(TWO, TIERCE, Rank.ROI, TRUMP)], TWO),
    ([a(ONE, TIERCE, Rank.ROI, Suit.PIQUE), a(TWO, TIERCE, Rank.ROI, Suit.TREFLE)], None),
    ([a(ONE, TIERCE, Rank.ROI), a(TWO, TIERCE, Rank.ROI)], None),  # no suit: outside trump
    # each team's strongest decides, whatever else it holds
    ([a(ONE, TIERCE, Rank.AS), a(ONE, TIERCE, Rank.DIX), a(TWO, CINQ, Rank.NEUF)], TWO),
    ([a(TWO, TIERCE, Rank.NEUF)], TWO),
    ([], None),
]


@pytest.mark.parametrize(("declared", "winner"), COMPARISONS)
def test_r5_4_comparison(declared: list[Annonce], winner: Team | None) -> None:
    assert annonces.scoring_team(declared, TRUMP) is winner


def test_r5_5_the_winner_scores_all_its_declarations() -> None:
    declared = [a(ONE, TIERCE, Rank.AS), a(ONE, TIERCE, Rank.DIX), a(TWO, TIERCE, Rank.DAME)]
    assert annonces.team_points(declared, TRUMP) == (40, 0)
    cancelled = [a(ONE, TIERCE, Rank.AS), a(ONE, CINQ, Rank.DIX), a(TWO, CINQ, Rank.DIX)]
    assert annonces.team_points(cancelled, TRUMP) == (0, 0)


INVALID = [
    ([a(ONE, CARRE, Rank.HUIT)], None, "carre_worthless"),
    ([a(ONE, CARRE, Rank.SEPT)], None, "carre_worthless"),
    ([a(ONE, TIERCE, Rank.HUIT)], None, "bad_sequence"),
    ([a(ONE, CINQ, Rank.NEUF)], None, "bad_sequence"),
    ([a(ONE, CENT, Rank.DIX)], None, "bad_sequence"),
    ([a(ONE, CARRE, Rank.VALET), a(TWO, CARRE, Rank.VALET)], None, "carre_twice"),
    ([a(ONE, CARRE, Rank.VALET), a(TWO, TIERCE, Rank.ROI)], None, "carre_and_sequence"),
    (
        [a(ONE, CARRE, Rank.VALET), a(ONE, TIERCE, Rank.VALET, Suit.PIQUE)],
        None,
        "carre_and_sequence",
    ),
    ([a(ONE, TIERCE, Rank.AS, TRUMP), a(TWO, TIERCE, Rank.DAME, TRUMP)], None, "sequence_overlap"),
    ([a(ONE, CENT, Rank.AS, TRUMP), a(ONE, TIERCE, Rank.DIX, TRUMP)], None, "sequence_overlap"),
    # without a suit, a conflict only when it would conflict in every suit
    (
        [a(ONE, TIERCE, Rank.AS, s) for s in Suit] + [a(TWO, TIERCE, Rank.DAME)],
        None,
        "sequence_overlap",
    ),
    # belote of one team, a sequence in trump of the other holding its R or D
    ([a(TWO, TIERCE, Rank.ROI, TRUMP)], ONE, "belote_conflict"),
    ([a(TWO, CARRE, Rank.DAME)], ONE, "belote_conflict"),
    # more than two players' eight cards can hold (a decision extending R5.6)
    (
        [a(ONE, TIERCE, h, s) for s in Suit for h in (Rank.AS, Rank.DIX)][:5],
        None,
        "too_many_annonces",
    ),
    (
        [
            a(TWO, CENT, Rank.AS, Suit.PIQUE),
            a(TWO, CENT, Rank.AS, Suit.TREFLE),
            a(TWO, CINQ, Rank.AS, TRUMP),
        ],
        None,
        "too_many_annonces",
    ),
]


@pytest.mark.parametrize(("declared", "belote", "key"), INVALID)
def test_r5_6_impossible_declarations(
    declared: list[Annonce], belote: Team | None, key: str
) -> None:
    with pytest.raises(RuleError) as error:
        annonces.validate(declared, TRUMP, () if belote is None else (belote,))
    assert error.value.key == key


# Sets a deal can hold, and what each team scores with them (R5.4, R5.5).
VALID = [
    # a tierce belotée: the belote team's own sequence holds its R and D (R5.2)
    ([a(ONE, TIERCE, Rank.ROI, TRUMP)], ONE, (20, 0)),
    # a suitless sequence finds a suit of its own
    ([a(ONE, TIERCE, Rank.AS, TRUMP), a(TWO, TIERCE, Rank.DAME)], None, (20, 0)),
    ([a(TWO, TIERCE, Rank.ROI)], ONE, (0, 20)),
    # two sequences of one suit that share no card
    ([a(ONE, TIERCE, Rank.AS, TRUMP), a(TWO, TIERCE, Rank.DIX, TRUMP)], None, (20, 0)),
    (
        [a(ONE, CARRE, Rank.VALET), a(TWO, CARRE, Rank.NEUF), a(ONE, TIERCE, Rank.AS)],
        None,
        (220, 0),
    ),
    (
        [a(ONE, TIERCE, h, s) for s in (Suit.PIQUE, TRUMP) for h in (Rank.AS, Rank.DIX)],
        None,
        (80, 0),
    ),
    (
        [
            a(TWO, CENT, Rank.AS, Suit.PIQUE),
            a(TWO, CENT, Rank.AS, Suit.TREFLE),
            a(TWO, TIERCE, Rank.AS, TRUMP),
        ],
        None,
        (0, 220),
    ),
]


@pytest.mark.parametrize(("declared", "belote", "points"), VALID)
def test_r5_6_possible_declarations(
    declared: list[Annonce], belote: Team | None, points: tuple[int, int]
) -> None:
    annonces.validate(declared, TRUMP, () if belote is None else (belote,))  # refuses nothing
    assert annonces.team_points(declared, TRUMP) == points


def test_r5_4_decides_and_says_why() -> None:
    """R5.4: alone, stronger, equal with one in trump, equal outside trump (cancel)."""
    from belote_cli.core.annonces import Why, decide

    def seq(team: Team, height: str, suit: Suit | None = None) -> Annonce:
        return Annonce(team, AnnonceKind.TIERCE, Rank(height), suit)

    assert decide((), Suit.COEUR) == (None, Why.NONE, None, None)
    alone = seq(Team.TWO, "R")
    assert decide((alone,), Suit.COEUR) == (Team.TWO, Why.ALONE, alone, None)
    king, queen = seq(Team.ONE, "R"), seq(Team.TWO, "D")
    assert decide((queen, king), Suit.COEUR) == (Team.ONE, Why.STRONGER, king, queen)
    trump, other = seq(Team.TWO, "A", Suit.COEUR), seq(Team.ONE, "A", Suit.PIQUE)
    assert decide((other, trump), Suit.COEUR) == (Team.TWO, Why.TRUMP, trump, other)
    spade, diamond = seq(Team.ONE, "A", Suit.PIQUE), seq(Team.TWO, "A", Suit.CARREAU)
    assert decide((spade, diamond), Suit.COEUR) == (None, Why.CANCEL, spade, diamond)
