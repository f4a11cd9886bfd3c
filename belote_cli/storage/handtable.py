"""A played hand's table in a feuille: each fact of core.told.FACTS under its option's name
(`suit = "coeur"`, `der = 1`), how each kind of value is written and read back, checked.
A new fact of a known kind needs nothing here; storage.feuille and storage.document call
`read` and `write`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from belote_cli.core.cards import CARD_POINTS, AllSuits, Rank, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import CAPOT, Annonce, AnnonceKind, Coinche, Contract, HandFacts, Team
from belote_cli.core.rules import check_contract, points_sum_error
from belote_cli.core.told import BELOTES, FACTS, TAKER, Fact, Kind, Seated, Taker, Told
from belote_cli.storage.values import (
    is_int,
    listed,
    member,
    members,
    string,
    table,
    unexpected,
    whole,
)

_PLAYER = f"{TAKER.option}_player"  # the seat of the player who took (R12.5)
_HELD = f"{BELOTES.option}_player"  # of those who held the belotes (0: the team only)
KEYS = frozenset({*(fact.option for fact in FACTS), _PLAYER, _HELD})
ANNONCE_KEYS = frozenset({"team", "kind", "height", "suit"})


# --- writing ----------------------------------------------------------------------------


def write(f: HandFacts) -> dict[str, Any]:
    """The keys of a hand's table, in the order of FACTS; a fact not said is left out."""
    hand: dict[str, Any] = {}
    for fact in FACTS:
        value = fact.of(f)
        if fact.said(value):
            hand |= _WRITE[fact.kind](fact.option, value, f)
    return hand


def _write_taker(key: str, taker: Taker, f: HandFacts) -> dict[str, Any]:
    return {key: taker.team.value} | ({} if taker.seat is None else {_PLAYER: taker.seat})


def _write_team(key: str, team: Team, f: HandFacts) -> dict[str, Any]:
    return {key: team.value}


def _write_teams(key: str, held: tuple[Seated, ...], f: HandFacts) -> dict[str, Any]:
    """One team, or (tout atout, R13.3) a list of one team per belote; the same for the
    seats of the players who held them, when one is named (0 where only the team is)."""
    doc = _one_or_list(key, [belote.team.value for belote in held])
    if any(belote.seat is not None for belote in held):
        doc |= _one_or_list(_HELD, [belote.seat or 0 for belote in held])
    return doc


def _one_or_list(key: str, values: list[int]) -> dict[str, Any]:
    return {key: values[0] if len(values) == 1 else values}


def _annonce(a: Annonce) -> dict[str, Any]:
    doc: dict[str, Any] = {"team": a.team.value, "kind": a.kind.value, "height": a.height.value}
    if a.suit is not None:
        doc["suit"] = a.suit.value
    return doc


_WRITE: dict[Kind, Callable[[str, Any, HandFacts], dict[str, Any]]] = {
    Kind.TAKER: _write_taker,
    Kind.CONTRACT: lambda key, contract, f: {key: contract},
    Kind.TRUMP: lambda key, trump, f: {key: trump.value},
    Kind.COINCHE: lambda key, level, f: {key: level.value},
    Kind.TEAM: _write_team,
    Kind.TEAM_OR_NONE: _write_team,
    Kind.TEAMS: _write_teams,
    # both piles, for a person reading the file (R2.5)
    Kind.POINTS: lambda key, points, f: {key: [f.card_points(Team.ONE), f.card_points(Team.TWO)]},
    Kind.ANNONCES: lambda key, found, f: {key: [_annonce(a) for a in found]},
}


# --- reading ----------------------------------------------------------------------------


Known = dict[Fact[Any], object]  # the facts of a hand read so far


def read(hand: dict[str, Any], schema: int) -> HandFacts:
    """A hand's facts from its table (in the newest shape: storage.migrations), checked by
    the rules of `schema`, the version that wrote it (its trumps, its belotes). A fact that
    always applies must be there (KeyError); the others may be left out."""
    told: Known = {}  # (one Told made at the end: a hand is read often)
    for fact in FACTS:
        if fact.option in hand or (fact.always and not fact.optional):
            told[fact] = _READ[fact.kind](hand, fact.option, schema, told)
    return Told(told).hand()


def _team(value: object, key: str) -> Team:
    """A team, 1 or 2, under the file's key `key` (said in the refusal as the file has it)."""
    team: Team | None = members(Team).get(value) if is_int(value) else None
    if team is None:
        raise unexpected(value, "team", key)
    return team


def _read_taker(hand: dict[str, Any], key: str, schema: int, told: Known) -> Taker:
    seat = hand.get(_PLAYER)
    return Taker(_team(hand[key], key), None if seat is None else whole(seat))


def _read_contract(hand: dict[str, Any], key: str, schema: int, told: Known) -> Contract:
    """R6.4: a whole number (80 to 180) or the string "capot", as `write` writes it."""
    value = hand[key]
    if value == CAPOT:
        return CAPOT
    return check_contract(whole(value))


def _read_trump(hand: dict[str, Any], key: str, schema: int, told: Known) -> Trump:
    """A suit; from version 3, also sans atout and tout atout (R13.1)."""
    text = string(hand[key])
    trumps = _TRUMPS[schema >= 3]
    trump = trumps.get(text)
    if trump is None:
        raise unexpected(text, "one_of", choices=", ".join(map(str, trumps)))
    return trump


_TRUMPS: dict[bool, dict[object, Trump]] = {
    False: members(Suit),
    True: {**members(Suit), **members(AllSuits)},
}


def _read_teams(hand: dict[str, Any], key: str, schema: int, told: Known) -> tuple[Seated, ...]:
    """A team; from version 3, a list of one team per belote; and the seats of the players
    who held them (0: not named), as many (written from version 5, read in any: a key
    kept is never dropped unseen)."""
    belote = hand[key]
    if isinstance(belote, list) and schema < 3:
        raise RuleError("belote_two_teams")
    teams = [_team(team, key) for team in (belote if isinstance(belote, list) else [belote])]
    held = hand.get(_HELD, [0] * len(teams))
    seats = [whole(seat) for seat in (held if isinstance(held, list) else [held])]
    if len(seats) != len(teams):
        raise RuleError("belote_players_count", count=len(teams))
    return tuple(Seated(team, seat or None) for team, seat in zip(teams, seats, strict=True))


def _read_points(hand: dict[str, Any], key: str, schema: int, told: Known) -> int:
    """Both piles; the taker's is the fact (R2.5)."""
    points = [whole(x) for x in listed(hand[key], key)]
    if len(points) != 2:
        raise RuleError("points_count", count=len(points))
    if sum(points) != CARD_POINTS:
        raise points_sum_error(sum(points))
    taker = told[TAKER]
    assert isinstance(taker, Seated)  # read before the points (FACTS's order)
    return points[taker.team.index]


def _read_annonces(
    hand: dict[str, Any], key: str, schema: int, told: Known
) -> tuple[Annonce, ...]:
    return tuple(_annonce_from(a) for a in listed(hand[key], key))


def _annonce_from(doc: object) -> Annonce:
    a = table(doc)
    return Annonce(
        _team(a["team"], "team"),
        member(AnnonceKind, a["kind"]),
        member(Rank, a["height"]),
        None if a.get("suit") is None else member(Suit, a["suit"]),
    )


def _read_team(hand: dict[str, Any], key: str, schema: int, told: Known) -> Team:
    return _team(hand[key], key)


_READ: dict[Kind, Callable[[dict[str, Any], str, int, Known], Any]] = {
    Kind.TAKER: _read_taker,
    Kind.CONTRACT: _read_contract,
    Kind.TRUMP: _read_trump,
    Kind.COINCHE: lambda hand, key, schema, told: member(Coinche, hand[key]),
    Kind.TEAM: _read_team,
    Kind.TEAM_OR_NONE: _read_team,
    Kind.TEAMS: _read_teams,
    Kind.POINTS: _read_points,
    Kind.ANNONCES: _read_annonces,
}
