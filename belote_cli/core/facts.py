"""The facts of a game and of its hands (R2): plain frozen data. The one sum here is a
team's card points, the other team's being what is left of 152 (R2.1)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Literal

from belote_cli.core.cards import CARD_POINTS, Rank, Suit, Trump
from belote_cli.core.symbol import Symbol


class Team(IntEnum):
    ONE = 1
    TWO = 2

    @property
    def other(self) -> Team:
        return Team.TWO if self is Team.ONE else Team.ONE

    @property
    def index(self) -> int:
        """0 or 1: the team's place in a pair such as (marks of team 1, marks of team 2)."""
        return self - 1


class Mode(Symbol):
    """R6.1: the four ways of counting."""

    CLASSIQUE = "classique"
    FAITS = "faits"
    ANNONCES = "annonces"
    FAITS_ANNONCES = "faits-annonces"

    @property
    def coinche(self) -> bool:
        return self is not Mode.CLASSIQUE

    @property
    def default_target(self) -> int:
        return _DEFAULT_TARGETS[self]

    @property
    def default_rounding(self) -> Rounding:
        return Rounding.EXACT if self is Mode.CLASSIQUE else Rounding.DIZAINE


_DEFAULT_TARGETS = {
    Mode.CLASSIQUE: 1001,
    Mode.FAITS: 2000,
    Mode.ANNONCES: 2000,
    Mode.FAITS_ANNONCES: 3000,
}


class Rounding(Symbol):
    """R7.1; `dizaine-6`, a final 5 going down, is a profile's only (R16.4)."""

    EXACT = "exact"
    DIZAINE = "dizaine"
    DIZAINE_6 = "dizaine-6"

    @property
    def tens(self) -> bool:
        """Are marks multiples of ten (R11, R16.5.5)?"""
        return self is not Rounding.EXACT


class Coinche(Symbol):
    NONE = "none"
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"

    @property
    def factor(self) -> int:
        """k of R6: 1, 2 coinché, 4 surcoinché."""
        return 1 if self is Coinche.NONE else 2 if self is Coinche.COINCHE else 4

    @property
    def callers(self) -> int:
        """How many players said it: none, who coinched, and then who surcoinched."""
        return list(Coinche).index(self)


class AnnonceKind(Symbol):
    """R5.1, strongest kind first (R5.4.1)."""

    CARRE = "carre"
    CENT = "cent"
    CINQUANTE = "cinquante"
    TIERCE = "tierce"

    @property
    def length(self) -> int:
        """Cards a combination of this kind holds: a carré four, a cent at least five."""
        if self is AnnonceKind.TIERCE:
            return 3
        return 5 if self is AnnonceKind.CENT else 4


CAPOT: Literal["capot"] = "capot"
Contract = int | Literal["capot"]
CONTRACTS = tuple(range(80, 190, 10))  # R6.4
MAX_TARGET = 100_000
MAX_DONNES = 99  # R14.1


@dataclass(frozen=True)
class Annonce:
    """One declaration of one team (R5): a carré or a sequence, its height, maybe its suit."""

    team: Team
    kind: AnnonceKind
    height: Rank
    suit: Suit | None = None


@dataclass(frozen=True)
class HandFacts:
    """R2.1. `points` are the taker's card points, der excluded; None on a capot (R2.3).
    `taker_player` is the seat (1-4) of the player who took, when players are named (R12.5),
    `belote_players` those who held the belotes, `coinche_players` who coinched and, on a
    surcoinche, who surcoinched."""

    taker: Team
    trump: Trump
    points: int | None = None
    der: Team | None = None
    belotes: tuple[Team, ...] = ()  # the team of each belote announced (R4, R13.3)
    capot: Team | None = None
    contract: Contract | None = None
    coinche: Coinche = Coinche.NONE
    annonces: tuple[Annonce, ...] = ()
    taker_player: int | None = None
    # the seat of the player who held each belote, when named (R12.5): none, or one per
    # belote, None where only the team was said
    belote_players: tuple[int | None, ...] = ()
    # when named (R12.5): the seat of the player who coinched, then of the one who
    # surcoinched; none, or one per level of the coinche
    coinche_players: tuple[int, ...] = ()

    @property
    def kind(self) -> DealKind:
        return DealKind.HAND

    @property
    def belote_seats(self) -> tuple[int | None, ...]:
        """The seat of each belote's holder, None where only its team was said."""
        return self.belote_players or (None,) * len(self.belotes)

    def card_points(self, team: Team, total: int = CARD_POINTS) -> int:
        """A team's card points, both adding up to `total` (152; 248 in a tout atout hand
        counted at trump values, core.rules.pile_total); on a capot, all of them for the
        capot team and 0 for the other."""
        if self.capot is not None:
            return total if team is self.capot else 0
        assert self.points is not None
        return self.points if team is self.taker else total - self.points


class DealKind(Symbol):
    """R12.3: what an entry of the feuille is."""

    HAND = "hand"
    PASSE = "passe"
    FAUSSE_DONNE = "fausse-donne"
    MANUAL = "manual"


@dataclass(frozen=True)
class OtherDeal:
    """R12.3: a deal that is not a played hand: a passe or a fausse donne (marks 0 and 0),
    or a manual deal, whose marks the players give, with a note."""

    kind: DealKind
    marks: tuple[int, int] = (0, 0)
    note: str = ""


Entry = HandFacts | OtherDeal  # one deal of the feuille (R12.3)
SEATS = (1, 2, 3, 4)  # in playing order (R12.1)
Players = tuple[str, str, str, str]


def seat_team(seat: int) -> Team:
    """R12.1: seats 1 and 3 are team 1, seats 2 and 4 team 2; partners sit opposite."""
    return Team.ONE if seat % 2 else Team.TWO


def next_seat(seat: int) -> int:
    """R12.2: the deal passes to the next seat in playing order; seat 4 is followed by 1."""
    return seat % 4 + 1


class HouseRule(Symbol):
    """R13.5, R15: the rules some tables play, chosen when the game is created."""

    DEFENCE = "defence"  # coinche modes: the taker must also beat the defence
    NO_LITIGE = "no-litige"  # classique: equal is dedans, not a litige
    COINCHE_CONTRACT = "coinche-contract"  # faits-annonces: k multiplies the contract only
    COINCHE_OWN_POINTS = "coinche-own-points"  # faits-annonces: k × (own points + contract)
    BELOTE_PRENABLE = "belote-prenable"  # coinche modes: a failed taker's belote is taken
    SURCOINCHE_X3 = "surcoinche-x3"  # coinche modes: a surcoinche multiplies by 3
    ANNONCES_ONLY = "annonces-only"  # annonces: only the contract is marked
    POT_TO_TAKER = "pot-to-taker"  # classique: the pot goes only to a taker that makes it
    EXCEED_TARGET = "exceed-target"  # every mode: the target must be passed, not reached

    @property
    def word(self) -> str:
        """Its key among the catalog's words: a refusal that echoes it names it in the
        user's language (text.catalog.describe)."""
        return f"rule_{self.value}"

    @property
    def modes(self) -> tuple[Mode, ...]:
        """The modes it fits (R13.5, R15.1)."""
        return _RULE_MODES.get(self, tuple(Mode))

    def fits(self, mode: Mode) -> bool:
        return mode in self.modes


_COINCHE_MODES = tuple(mode for mode in Mode if mode.coinche)
_RULE_MODES: dict[HouseRule, tuple[Mode, ...]] = {
    HouseRule.DEFENCE: _COINCHE_MODES,
    HouseRule.NO_LITIGE: (Mode.CLASSIQUE,),
    HouseRule.COINCHE_CONTRACT: (Mode.FAITS_ANNONCES,),
    HouseRule.COINCHE_OWN_POINTS: (Mode.FAITS_ANNONCES,),
    HouseRule.BELOTE_PRENABLE: _COINCHE_MODES,
    HouseRule.SURCOINCHE_X3: _COINCHE_MODES,
    HouseRule.ANNONCES_ONLY: (Mode.ANNONCES,),
    HouseRule.POT_TO_TAKER: (Mode.CLASSIQUE,),
}  # EXCEED_TARGET: every mode
# R15.1: both rewrite the same row of R6.8
EXCLUSIVE = frozenset({HouseRule.COINCHE_CONTRACT, HouseRule.COINCHE_OWN_POINTS})


Value = str | int | bool  # a profile's value (R16.4)


@dataclass(frozen=True)
class Profile:
    """A profile (R16.1): its name, version, source, and the value of each parameter that
    applies, in the order of core.profile.PARAMS (which declares them)."""

    name: str
    version: int
    source: str
    values: tuple[tuple[str, Value], ...]

    def __getitem__(self, key: str) -> Value:
        for found, value in self.values:
            if found == key:
                return value
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return any(found == key for found, _ in self.values)

    def as_dict(self) -> dict[str, Value]:
        return dict(self.values)

    @property
    def counting(self) -> Mode:
        return Mode(str(self["counting"]))

    @property
    def label(self) -> str:
        """As headings name it (R16.7): `ffb-contree-2016-faits v1`."""
        return f"{self.name} v{self.version}"

    def with_target(self, target: int) -> Profile:
        """`--target T` (R16.7): the target replaced, its rule kept."""
        values = tuple((key, target if key == "target" else v) for key, v in self.values)
        return Profile(self.name, self.version, self.source, values)


DEFAULT_TEAMS = ("Nous", "Eux")  # R2.5: what a table is called that names no team


@dataclass(frozen=True, kw_only=True)
class Settings:
    """A game's settings: each field's value. What else a setting is (its options, how a
    feuille and the JSON write it) is its declaration in core.setting.SETTINGS, in the
    same order (tests/test_settings.py)."""

    mode: Mode
    """R6.1: how hands are counted."""
    target: int | None
    """R9: the total that wins; None in a game of N donnes (R14.1)."""
    donnes: int | None = None
    """R14.1: the game ends after this many donnes; None in a game to a target."""
    rounding: Rounding
    """R11: how marks are rounded."""
    teams: tuple[str, str] = DEFAULT_TEAMS
    """R2.5, R12.1: the teams' names, Nous and Eux unless named."""
    players: Players | None = None
    """R12.1: the players by seat, when named."""
    first_dealer: int = 1
    """R12.2: the seat that deals first."""
    rules: frozenset[HouseRule] = frozenset()
    """R13.5, R15: the house rules."""
    fast: bool = False
    """A fast table: after a line, no coinche, belote nor declaration is asked."""
    profile: Profile | None = None
    """R16: the profile the game was created with (`--profile`); None: the one its mode,
    rounding, target and rules map to (R16.2)."""

    def name(self, team: Team) -> str:
        return self.teams[team.index]
