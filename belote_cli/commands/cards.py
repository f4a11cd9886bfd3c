"""`belote count` and `belote annonces`: the cards at the table, before and after the hand.
The arithmetic is the core's cards.count and annonces.find."""

from __future__ import annotations

import json
from typing import Any

import typer

from belote_cli.commands.options import BadOption
from belote_cli.core import annonces as decl
from belote_cli.core.cards import CARD_POINTS, DECK, HAND_SIZE, Card, Suit
from belote_cli.core.cards import count as count_points
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, AnnonceKind
from belote_cli.text import parse
from belote_cli.text.catalog import t


def _read(trump: str, cards: list[str], most: int) -> tuple[Suit, tuple[Card, ...]]:
    """The trump and the cards, or a usage error (exit 2) naming what is wrong."""
    try:
        suit = parse.suit(trump)
    except RuleError as error:
        raise BadOption("--trump", error) from None
    try:
        pile = parse.cards(cards)
        if not 1 <= len(pile) <= most:
            raise RuleError("card_count", count=len(pile), most=most)
    except RuleError as error:
        raise BadOption("CARDS", error) from None
    return suit, pile


def count(trump: str, cards: list[str], as_json: bool) -> None:
    suit, pile = _read(trump, cards, len(DECK))
    points = count_points(pile, suit)
    if as_json:
        values = [{"card": str(c), "points": c.value(suit)} for c in pile]
        typer.echo(json.dumps({"points": points, "cards": values}, ensure_ascii=False))
        return
    typer.echo("  ".join(f"{card} {card.value(suit)}" for card in pile))
    typer.echo(t("count_total", points=points, trump=suit.symbol, other=CARD_POINTS - points))


def _describe(a: Annonce) -> str:
    if a.kind is AnnonceKind.CARRE:
        return t("carre_of", height=a.height.value, points=decl.points(a))
    symbol = a.suit.symbol if a.suit else ""
    return t(
        "sequence_at",
        kind=a.kind.value,
        height=t("height_" + a.height.value),
        suit=symbol,
        points=decl.points(a),
    )


def annonces(trump: str, cards: list[str], as_json: bool) -> None:
    suit, hand = _read(trump, cards, HAND_SIZE)
    found, belote = decl.find(hand, suit)
    total = sum(decl.points(a) for a in found)
    if as_json:
        doc: dict[str, Any] = {
            "annonces": [
                {
                    "kind": a.kind.value,
                    "height": a.height.value,
                    "suit": a.suit.value if a.suit else None,
                    "points": decl.points(a),
                }
                for a in found
            ],
            "belote": belote,
            "points": total,
        }
        typer.echo(json.dumps(doc, ensure_ascii=False))
        return
    for a in found:
        typer.echo(_describe(a))
    if belote:
        typer.echo(t("belote_held", trump=suit.symbol))
    typer.echo(t("annonces_total", points=total) if found else t("no_annonce"))
