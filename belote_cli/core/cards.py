"""Ranks, suits and card values (R1, and R13.2 for sans atout and tout atout). How players
write cards is text.parse's business."""

from __future__ import annotations

from dataclasses import dataclass

from belote_cli.core.symbol import Symbol


class Suit(Symbol):
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


class AllSuits(Symbol):
    """R13.1: a contract played without a trump suit (sans atout), or with every suit
    trump (tout atout). Coinche modes only."""

    SA = "sans-atout"
    TA = "tout-atout"

    @property
    def symbol(self) -> str:
        return self.name  # SA, TA

    @property
    def red(self) -> bool:
        return False


Trump = Suit | AllSuits  # what a hand is played in


class Rank(Symbol):
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


def _values(text: str) -> dict[Rank, int]:
    """`V 20 9 14 …`: each rank and its value, strongest first."""
    words = text.split()
    return {Rank(rank): int(value) for rank, value in zip(words[::2], words[1::2], strict=True)}


TRUMP_VALUES = _values("V 20 9 14 A 11 10 10 R 4 D 3 8 0 7 0")  # R1.2
PLAIN_VALUES = _values("A 11 10 10 R 4 D 3 V 2 9 0 8 0 7 0")  # R1.3
# R13.2: the same in every suit, 38 a suit, 152 in all
SA_VALUES = _values("A 19 10 10 R 4 D 3 V 2 9 0 8 0 7 0")
TA_VALUES = _values("V 13 9 9 A 6 10 5 R 3 D 2 8 0 7 0")
CARD_POINTS = 152  # R1.4
# R16.5.6: every card at its trump value (a tout atout hand under ta-total 258): 62 a suit
ALL_TRUMP_POINTS = 248
HAND_SIZE = 8  # cards a player holds
DER = 10  # R1.4, R3.1
HAND_POINTS = CARD_POINTS + DER  # 162


@dataclass(frozen=True, order=False)
class Card:
    rank: Rank
    suit: Suit

    def value(self, trump: Trump, all_trump: bool = False) -> int:
        """Its value (R1.2, R1.3, R13.2); `all_trump`: at its trump value whatever its suit
        (R16.5.6, a tout atout hand under ta-total 258)."""
        if all_trump:
            return TRUMP_VALUES[self.rank]
        if trump is AllSuits.SA:
            return SA_VALUES[self.rank]
        if trump is AllSuits.TA:
            return TA_VALUES[self.rank]
        return (TRUMP_VALUES if self.suit is trump else PLAIN_VALUES)[self.rank]

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.symbol}"


DECK = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


def count(cards: tuple[Card, ...] | list[Card], trump: Trump, all_trump: bool = False) -> int:
    """Card points of a pile (R1.2, R1.3), der excluded; `all_trump`: R16.5.6's count."""
    return sum(card.value(trump, all_trump) for card in cards)
