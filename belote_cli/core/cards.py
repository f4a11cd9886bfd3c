"""Ranks, suits and card values (R1). How players write cards is text.parse's business."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    COEUR = "coeur"
    CARREAU = "carreau"
    TREFLE = "trefle"
    PIQUE = "pique"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def red(self) -> bool:
        return self in (Suit.COEUR, Suit.CARREAU)


_SYMBOLS = {Suit.COEUR: "♥", Suit.CARREAU: "♦", Suit.TREFLE: "♣", Suit.PIQUE: "♠"}


class Rank(Enum):
    """Declared in the natural order of R1.5: A R D V 10 9 8 7."""

    AS = "A"
    ROI = "R"
    DAME = "D"
    VALET = "V"
    DIX = "10"
    NEUF = "9"
    HUIT = "8"
    SEPT = "7"

    @property
    def natural(self) -> int:
        """Position in the natural order (R1.5): 0 for the ace, 7 for the seven."""
        return RANKS.index(self)


RANKS = tuple(Rank)  # iterating an Enum is slow in a hot loop: these tuples are not
SUITS = tuple(Suit)

# R1.2 and R1.3
TRUMP_VALUES = {
    Rank.VALET: 20,
    Rank.NEUF: 14,
    Rank.AS: 11,
    Rank.DIX: 10,
    Rank.ROI: 4,
    Rank.DAME: 3,
    Rank.HUIT: 0,
    Rank.SEPT: 0,
}
PLAIN_VALUES = {
    Rank.AS: 11,
    Rank.DIX: 10,
    Rank.ROI: 4,
    Rank.DAME: 3,
    Rank.VALET: 2,
    Rank.NEUF: 0,
    Rank.HUIT: 0,
    Rank.SEPT: 0,
}
CARD_POINTS = 152  # R1.4
HAND_SIZE = 8  # cards a player holds
DER = 10  # R1.4, R3.1
HAND_POINTS = CARD_POINTS + DER  # 162
CAPOT_POINTS = 252  # R3.2


@dataclass(frozen=True, order=False)
class Card:
    rank: Rank
    suit: Suit

    def value(self, trump: Suit) -> int:
        return (TRUMP_VALUES if self.suit is trump else PLAIN_VALUES)[self.rank]

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.symbol}"


DECK = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


def count(cards: tuple[Card, ...] | list[Card], trump: Suit) -> int:
    """Card points of a pile (R1.2, R1.3), der excluded."""
    return sum(card.value(trump) for card in cards)
