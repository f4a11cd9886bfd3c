"""Ranks, suits and card values (R1), and the card notation players type.

Standard library only: the scoring core and the CLI both build on this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from belote_cli.errors import RuleError


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

# Accepted spellings, lower case. Ranks: A R D V 10 9 8 7, K Q J, and the French words.
RANK_WORDS = {r.value.lower(): r for r in Rank} | {
    "k": Rank.ROI,
    "q": Rank.DAME,
    "j": Rank.VALET,
    "as": Rank.AS,
    "roi": Rank.ROI,
    "dame": Rank.DAME,
    "valet": Rank.VALET,
}
SUIT_WORDS = {s.value: s for s in Suit} | {
    "co": Suit.COEUR,
    "ca": Suit.CARREAU,
    "t": Suit.TREFLE,
    "p": Suit.PIQUE,
    "cœur": Suit.COEUR,
    "trèfle": Suit.TREFLE,
    "♥": Suit.COEUR,
    "♦": Suit.CARREAU,
    "♣": Suit.TREFLE,
    "♠": Suit.PIQUE,
}
_CARD_SUITS = ("co", "ca", "t", "p", "♥", "♦", "♣", "♠")


def parse_rank(word: str) -> Rank:
    rank = RANK_WORDS.get(word.strip().lower())
    if rank is None:
        raise RuleError("bad_rank", value=word)
    return rank


def parse_suit(word: str) -> Suit:
    suit = SUIT_WORDS.get(word.strip().lower())
    if suit is None:
        raise RuleError("bad_suit", value=word)
    return suit


def parse_card(token: str) -> Card:
    """`Vco`, `10ca`, `A♠`, `9t`, `valetco`: a rank then a suit, any case."""
    low = token.strip().lower()
    for suffix in _CARD_SUITS:
        if low.endswith(suffix) and low[: -len(suffix)] in RANK_WORDS:
            return Card(RANK_WORDS[low[: -len(suffix)]], SUIT_WORDS[suffix])
    raise RuleError("bad_card", value=token)


def parse_cards(text: str | list[str]) -> tuple[Card, ...]:
    """Cards separated by spaces or commas; the same card twice is an error."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else text
    cards: list[Card] = []
    for token in tokens:
        for part in token.replace(",", " ").split():
            card = parse_card(part)
            if card in cards:
                raise RuleError("card_twice", value=part)
            cards.append(card)
    return tuple(cards)


def count(cards: tuple[Card, ...] | list[Card], trump: Suit) -> int:
    """Card points of a pile (R1.2, R1.3), der excluded."""
    return sum(card.value(trump) for card in cards)
