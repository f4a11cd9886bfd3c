"""`belote count` and `belote annonces`: the cards at the table, before and after the hand.
The arithmetic is the core's cards.count and annonces.find."""

from __future__ import annotations

from belote_cli.core import annonces as decl
from belote_cli.core.cards import CARD_POINTS, DECK, HAND_SIZE, Card, Trump
from belote_cli.core.cards import count as count_points
from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say, shown
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.explain import annonce_words


def _read(trump: str, cards: list[str], most: int) -> tuple[Trump, tuple[Card, ...]]:
    """The trump and the cards, or a usage error (exit 2) naming what is wrong."""
    try:
        suit = parse.trump(trump)
    except RuleError as error:
        raise BadOption("--trump", error) from None
    try:
        pile = parse.cards(cards)
        if not 1 <= len(pile) <= most:
            raise RuleError("card_count", count=len(pile), most=most)
    except RuleError as error:
        raise BadOption("CARDS", error) from None
    return suit, pile


def count(*, trump: str, cards: list[str], as_json: bool) -> None:
    suit, pile = _read(trump, cards, len(DECK))
    points = count_points(pile, suit)

    def doc() -> object:
        values = [{"card": str(c), "points": c.value(suit)} for c in pile]
        return {"points": points, "cards": values}

    def text() -> None:
        say("  ".join(f"{card} {card.value(suit)}" for card in pile))
        say(t("count_total", points=points, trump=suit.symbol, other=CARD_POINTS - points))

    shown(as_json, doc, text)


def annonces(*, trump: str, cards: list[str], as_json: bool) -> None:
    suit, hand = _read(trump, cards, HAND_SIZE)
    found, belotes = decl.find(hand, suit)
    total = sum(decl.points(a) for a in found)

    def doc() -> object:
        listed = [
            {
                "kind": a.kind.value,
                "height": a.height.value,
                "suit": a.suit.value if a.suit else None,
                "points": decl.points(a),
            }
            for a in found
        ]
        # R13.3: several belotes in tout atout
        belote = {"belote": bool(belotes), "belotes": [b.value for b in belotes]}
        return {"annonces": listed, **belote, "points": total}

    def text() -> None:
        if len(hand) < HAND_SIZE:
            say(t("fewer_cards", count=len(hand)))
        for a in found:
            say(annonce_words(a))
        for belote in belotes:
            say(t("belote_held", trump=belote.symbol))
        say(t("annonces_total", points=total) if found else t("no_annonce"))

    shown(as_json, doc, text)
