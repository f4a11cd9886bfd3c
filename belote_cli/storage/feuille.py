"""What a feuille de score file holds: the schema, and the game read from a parsed TOML
document or written into one. Every value is checked for its type and its rules: a file is
read exactly as written or refused, never coerced."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Any, TypeGuard, TypeVar

from belote_cli.core.cards import CARD_POINTS, Rank, Suit
from belote_cli.core.errors import Refusal, RuleError
from belote_cli.core.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    HandFacts,
    Mode,
    Rounding,
    Team,
)
from belote_cli.core.game import Game, make_settings
from belote_cli.core.rules import check_contract

SCHEMA = 1
E = TypeVar("E", bound=Enum)


class StorageError(Refusal):
    """A file the feuille cannot be read from or written to."""


# --- reading ----------------------------------------------------------------------------


def from_document(doc: dict[str, Any], path: Path) -> Game:
    schema = doc.get("schema")
    if "schema" not in doc or "mode" not in doc:
        detail = RuleError("missing_field", field="schema" if "mode" in doc else "mode")
        raise StorageError("not_a_sheet", path=path, detail=detail)
    if not _is_int(schema) or schema < 1:
        detail = RuleError("bad_schema", value=_shown(schema))
        raise StorageError("not_a_sheet", path=path, detail=detail)
    if schema > SCHEMA:
        raise StorageError("newer_schema", path=path, found=schema, known=SCHEMA)
    try:
        teams = doc.get("teams", ["Nous", "Eux"])
        if not (isinstance(teams, list) and len(teams) == 2):
            raise ValueError(f"teams {_shown(teams)}: two names are expected")
        settings = make_settings(
            _enum(Mode, doc["mode"]),
            _int(doc["target"]),
            _enum(Rounding, doc["rounding"]),
            (_str(teams[0]), _str(teams[1])),
        )
        hands = doc.get("hands", [])
        if not isinstance(hands, list):
            raise ValueError(f"hands {_shown(hands)}: a list of tables is expected")
    except (KeyError, ValueError, TypeError, RuleError) as error:
        raise StorageError("not_a_sheet", path=path, detail=_why(error)) from None
    facts: list[HandFacts] = []
    for number, hand in enumerate(hands, start=1):
        try:
            facts.append(_hand_from(hand))
        except (KeyError, ValueError, TypeError, AttributeError) as error:
            raise StorageError(
                "bad_hand_in_file", path=path, number=number, detail=_why(error)
            ) from None
    game = Game(settings, tuple(facts))
    try:
        game.lines  # noqa: B018 -- rescoring every hand validates it (R2.6)
    except RuleError as error:
        raise StorageError(
            "bad_hand_in_file", path=path, number=error.hand, detail=error
        ) from None
    return game


def _why(error: BaseException) -> object:
    """A RuleError is kept to be translated; anything else says what it found."""
    if isinstance(error, RuleError):
        return error
    if isinstance(error, KeyError):
        return RuleError("missing_field", field=error.args[0])
    return RuleError("bad_value", detail=error)


def _shown(value: object) -> str:
    """A value found in a file, as the message shows it: short, however big or deep."""
    import reprlib

    shown = reprlib.Repr()
    shown.maxlevel, shown.maxstring, shown.maxother, shown.maxlong = 2, 30, 30, 30
    return shown.repr(value)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: object) -> int:
    """A whole number as TOML writes it: 100, never 100.5, "100" or true."""
    if not _is_int(value):
        raise ValueError(f"{_shown(value)}: a whole number is expected")
    return value


def _str(value: object) -> str:
    """A string as TOML writes it: "Nous", never 3."""
    if not isinstance(value, str):
        raise ValueError(f"{_shown(value)}: a string is expected")
    return value


def _enum(kind: type[E], value: object) -> E:
    """One of an enumeration's values, written as its string ("coeur", "faits")."""
    return kind(_str(value))


def _team(value: object) -> Team:
    if not _is_int(value) or value not in (1, 2):
        raise ValueError(f"team {_shown(value)}: 1 or 2 is expected")
    return Team(value)


def _maybe_team(hand: dict[str, Any], key: str) -> Team | None:
    return None if hand.get(key) is None else _team(hand[key])


def _contract(value: object) -> Contract:
    """R6.4: a whole number (80 to 180) or the string "capot", as to_document writes it."""
    if value == CAPOT:
        return CAPOT
    return check_contract(_int(value))


def _hand_from(hand: dict[str, Any]) -> HandFacts:
    if not isinstance(hand, dict):
        raise ValueError(f"{_shown(hand)}: a table is expected")
    points = hand.get("points")
    taker = _team(hand["taker"])
    if points is not None:
        if not isinstance(points, list):
            raise ValueError(f"points {_shown(points)}: a list of two numbers is expected")
        points = [_int(x) for x in points]
        if len(points) != 2:
            raise RuleError("points_count", count=len(points))
        if sum(points) != CARD_POINTS:  # R2.5
            raise RuleError("points_sum", value=sum(points))
    belote = hand.get("belote")
    if isinstance(belote, list):
        raise RuleError("belote_two_teams")
    annonces = hand.get("annonces", [])
    if not isinstance(annonces, list):
        raise ValueError(f"annonces {_shown(annonces)}: a list of tables is expected")
    return HandFacts(
        taker=taker,
        trump=_enum(Suit, hand["suit"]),
        points=None if points is None else points[taker.index],
        der=_maybe_team(hand, "der"),
        belote=_maybe_team(hand, "belote"),
        capot=_maybe_team(hand, "capot"),
        contract=None if "contract" not in hand else _contract(hand["contract"]),
        coinche=_enum(Coinche, hand.get("coinche", Coinche.NONE.value)),
        annonces=tuple(_annonce_from(a) for a in annonces),
    )


def _annonce_from(a: dict[str, Any]) -> Annonce:
    return Annonce(
        _team(a["team"]),
        _enum(AnnonceKind, a["kind"]),
        _enum(Rank, a["height"]),
        None if a.get("suit") is None else _enum(Suit, a["suit"]),
    )


# --- writing ----------------------------------------------------------------------------


def to_document(game: Game) -> dict[str, Any]:
    """The file: settings, then per hand its facts, and for a person reading it the marks,
    running totals and outcome (recomputed on load, never trusted)."""
    s = game.settings
    hands: list[dict[str, Any]] = []
    for line in game.lines:
        f = line.facts
        hand: dict[str, Any] = {"taker": f.taker.value}
        if f.contract is not None:
            hand["contract"] = f.contract
        hand["suit"] = f.trump.value
        if f.coinche is not Coinche.NONE:
            hand["coinche"] = f.coinche.value
        if f.capot is not None:
            hand["capot"] = f.capot.value
        else:
            hand["points"] = [f.card_points(Team.ONE), f.card_points(Team.TWO)]
            assert f.der is not None
            hand["der"] = f.der.value
        if f.belote is not None:
            hand["belote"] = f.belote.value
        if f.annonces:
            hand["annonces"] = [_annonce_doc(a) for a in f.annonces]
        hand["outcome"] = line.score.outcome.value
        hand["marks"] = list(line.marks)
        hand["totals"] = list(line.totals)
        if line.pot:
            hand["pot"] = line.pot
        hands.append(hand)
    return {
        "schema": SCHEMA,
        "mode": s.mode.value,
        "target": s.target,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "hands": hands,
    }


def _annonce_doc(a: Annonce) -> dict[str, Any]:
    doc: dict[str, Any] = {"team": a.team.value, "kind": a.kind.value, "height": a.height.value}
    if a.suit is not None:
        doc["suit"] = a.suit.value
    return doc
