"""A played hand's table in a feuille: each fact of core.told.FACTS under its option's name
(`suit = "coeur"`, `der = 1`), how each kind of value is written and read back, checked.
A new fact of a known kind needs nothing here; storage.feuille and storage.document call
`read` and `write`."""

from __future__ import annotations

from typing import Any

from belote_cli.core.cards import AllSuits, Rank, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    HandFacts,
    Settings,
    Team,
)
from belote_cli.core.rules import check_contract, pile_total, points_sum_error
from belote_cli.core.told import (
    BELOTES,
    FACTS,
    TAKER,
    TRUMP,
    Fact,
    Reads,
    Seated,
    Taker,
    Told,
    Uses,
    read_by,
    use,
)
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


def write(f: HandFacts, total: int) -> dict[str, Any]:
    """The keys of a hand's table, in the order of FACTS; a fact not said is left out. Its
    two piles add up to `total` (core.rules.pile_total)."""
    hand: dict[str, Any] = {}
    for fact in FACTS:
        value = fact.of(f)
        if fact.said(value):
            hand |= use(_Write(fact.option, f, total), fact, value)
    return hand


class _Write(Uses[dict[str, Any]]):
    """Each kind of value as a hand's table holds it, under the fact's key."""

    def __init__(self, key: str, f: HandFacts, total: int) -> None:
        self.key = key
        self.f = f
        self.total = total

    def taker(self, taker: Taker, /) -> dict[str, Any]:
        seat = {} if taker.seat is None else {_PLAYER: taker.seat}
        return {self.key: taker.team.value} | seat

    def contract(self, contract: Contract | None, /) -> dict[str, Any]:
        return {self.key: contract}

    def trump(self, trump: Trump, /) -> dict[str, Any]:
        return {self.key: trump.value}

    def coinche(self, level: Coinche, /) -> dict[str, Any]:
        return {self.key: level.value}

    def team(self, team: Team | None, /) -> dict[str, Any]:
        assert team is not None  # a fact not said is not written
        return {self.key: team.value}

    team_or_none = team

    def teams(self, held: tuple[Seated, ...], /) -> dict[str, Any]:
        """One team, or (tout atout, R13.3) a list of one team per belote; the same for
        the seats of the players who held them, when one is named (0: only the team)."""
        doc = _one_or_list(self.key, [belote.team.value for belote in held])
        if any(belote.seat is not None for belote in held):
            doc |= _one_or_list(_HELD, [belote.seat or 0 for belote in held])
        return doc

    def points(self, points: int | None, /) -> dict[str, Any]:
        # both piles, for a person reading the file (R2.5)
        return {self.key: [self.f.card_points(team, self.total) for team in Team]}

    def annonces(self, found: tuple[Annonce, ...], /) -> dict[str, Any]:
        return {self.key: [_annonce(a) for a in found]}

    def players(self, seats: tuple[int, ...], /) -> dict[str, Any]:
        return {self.key: list(seats)}


def _one_or_list(key: str, values: list[int]) -> dict[str, Any]:
    return {key: values[0] if len(values) == 1 else values}


def _annonce(a: Annonce) -> dict[str, Any]:
    doc: dict[str, Any] = {"team": a.team.value, "kind": a.kind.value, "height": a.height.value}
    if a.suit is not None:
        doc["suit"] = a.suit.value
    return doc


# --- reading ----------------------------------------------------------------------------


Known = dict[Fact[Any], object]  # the facts of a hand read so far


def read(hand: dict[str, Any], schema: int, settings: Settings) -> HandFacts:
    """A hand's facts from its table (in the newest shape: storage.migrations), checked by
    the rules of `schema`, the version that wrote it (its trumps, its belotes). A fact that
    always applies must be there (KeyError); the others may be left out."""
    told: Known = {}  # (one Told made at the end: a hand is read often)
    reader = _Read(hand, schema, told, settings)
    for fact in FACTS:
        if fact.option in hand or (fact.always and not fact.optional):
            told[fact] = read_by(reader, fact, fact.option)
    return Told(told).hand()


def _team(value: object, key: str) -> Team:
    """A team, 1 or 2, under the file's key `key` (said in the refusal as the file has it)."""
    team: Team | None = members(Team).get(value) if is_int(value) else None
    if team is None:
        raise unexpected(value, "team", key)
    return team


class _Read(Reads[str]):
    """Each kind of value read back from a hand's table, by the fact's key; checked by the
    rules of `schema`, the version that wrote it."""

    def __init__(self, hand: dict[str, Any], schema: int, told: Known, settings: Settings) -> None:
        self.hand = hand
        self.schema = schema
        self.settings = settings
        self.told = told

    def taker(self, key: str, /) -> Taker:
        seat = self.hand.get(_PLAYER)
        return Taker(_team(self.hand[key], key), None if seat is None else whole(seat))

    def contract(self, key: str, /) -> Contract:
        """R6.4: a whole number (80 to 180) or the string "capot", as `write` writes it."""
        value = self.hand[key]
        if value == CAPOT:
            return CAPOT
        return check_contract(whole(value))

    def trump(self, key: str, /) -> Trump:
        """A suit; from version 3, also sans atout and tout atout (R13.1)."""
        text = string(self.hand[key])
        trumps = _TRUMPS[self.schema >= 3]
        trump = trumps.get(text)
        if trump is None:
            raise unexpected(text, "one_of", choices=", ".join(map(str, trumps)))
        return trump

    def coinche(self, key: str, /) -> Coinche:
        return member(Coinche, self.hand[key])

    def team(self, key: str, /) -> Team:
        return _team(self.hand[key], key)

    team_or_none = team

    def teams(self, key: str, /) -> tuple[Seated, ...]:
        """A team; from version 3, a list of one team per belote; and the seats of the
        players who held them (0: not named), as many (written from version 5, read in
        any: a key kept is never dropped unseen)."""
        belote = self.hand[key]
        if isinstance(belote, list) and self.schema < 3:
            raise RuleError("belote_two_teams")
        teams = [_team(team, key) for team in (belote if isinstance(belote, list) else [belote])]
        held = self.hand.get(_HELD, [0] * len(teams))
        seats = [whole(seat) for seat in (held if isinstance(held, list) else [held])]
        if len(seats) != len(teams):
            raise RuleError("belote_players_count", count=len(teams))
        return tuple(Seated(team, seat or None) for team, seat in zip(teams, seats, strict=True))

    def points(self, key: str, /) -> int:
        """Both piles; the taker's is the fact (R2.5)."""
        points = [whole(x) for x in listed(self.hand[key], key)]
        if len(points) != 2:
            raise RuleError("points_count", count=len(points))
        trump = self.told[TRUMP]  # read before the points (FACTS's order)
        total = pile_total(self.settings, trump) if isinstance(trump, Suit | AllSuits) else 0
        if sum(points) != total:
            raise points_sum_error(sum(points), total)
        taker = self.told[TAKER]
        assert isinstance(taker, Seated)  # read before the points (FACTS's order)
        return points[taker.team.index]

    def annonces(self, key: str, /) -> tuple[Annonce, ...]:
        return tuple(_annonce_from(a) for a in listed(self.hand[key], key))

    def players(self, key: str, /) -> tuple[int, ...]:
        """Seats (written from version 7, read in any: a key kept is never dropped
        unseen), checked against the table by core.game.check_players."""
        return tuple(whole(seat) for seat in listed(self.hand[key], key))


_TRUMPS: dict[bool, dict[object, Trump]] = {
    False: members(Suit),
    True: {**members(Suit), **members(AllSuits)},
}


def _annonce_from(doc: object) -> Annonce:
    a = table(doc)
    return Annonce(
        _team(a["team"], "team"),
        member(AnnonceKind, a["kind"]),
        member(Rank, a["height"]),
        None if a.get("suit") is None else member(Suit, a["suit"]),
    )
