"""The facts of a hand as the table tells them (R2.1), each declared once, in FACTS.

A Fact says its name (its HandFacts field; its catalog sentences fact_<name> and
detail_<name>), its option (`--suit`, also its key in a feuille and in JSON, and its
sentences ask_<option> and opt_<option>), the words that give it on a line (`der 1`),
whether "none" is an answer, when it applies, and its Kind: what its value is. Every layer
derives what it does with a fact from this declaration: the command line its option, the
questions their order and text, a line its words, storage its key, the exports their
fields. How a kind of value is read, written and shown is declared
once per kind in each layer (a team is read, written and shown the same way for der as for
capot): a class of `Uses` or `Reads`, a method per kind, typed by the kind's values, which
mypy checks has every kind. `Told` is a hand being told: the facts known so far, typed by
their Fact.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar, cast

from belote_cli.core.symbol import Symbol

if TYPE_CHECKING:  # imported when a hand is made: the command line declares its options
    # from FACTS at every start, and `--help` must not pay for the whole core
    from belote_cli.core.cards import Trump
    from belote_cli.core.facts import Annonce, Coinche, Contract, HandFacts, Settings, Team

T = TypeVar("T")
D = TypeVar("D")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)
A = TypeVar("A")
A_contra = TypeVar("A_contra", contravariant=True)


class Kind(Symbol):
    """What a fact's value is: how it is read, written and shown, once per layer."""

    TAKER = "taker"  # a Taker
    CONTRACT = "contract"  # 80 to 180, or capot (R6.4); None in classique
    TRUMP = "trump"  # a suit, sans atout or tout atout (R13.1)
    COINCHE = "coinche"  # a Coinche level (R6.3)
    TEAM = "team"  # one team
    TEAM_OR_NONE = "team-or-none"  # a team, or none
    TEAMS = "teams"  # a Seated per belote said, maybe none (R4, R13.3)
    POINTS = "points"  # the taker's card points, der excluded; said as either pile (R2.5)
    ANNONCES = "annonces"  # declarations (R5)
    PLAYERS = "players"  # seats of named players, in order (who coinched, then surcoinched)


class Seated(NamedTuple):
    """A team, and the player of it who did it (took, held a belote), when named (R12.5)."""

    team: Team
    seat: int | None = None

    def name(self, settings: Settings) -> str:
        """The player's name when named, else the team's."""
        players = settings.players
        if self.seat is None or players is None:
            return settings.name(self.team)
        return players[self.seat - 1]


Taker = Seated


class Uses(Protocol[R_co]):
    """What a layer does with a fact's value, a method per Kind (its name in lower case),
    each typed by the values facts of that kind hold. A layer's table of kinds is a class
    that subclasses this: mypy refuses one that misses a kind or mistypes its value."""

    def taker(self, value: Taker, /) -> R_co: ...
    def contract(self, value: Contract | None, /) -> R_co: ...  # None: classique
    def trump(self, value: Trump, /) -> R_co: ...
    def coinche(self, value: Coinche, /) -> R_co: ...
    def team(self, value: Team | None, /) -> R_co: ...  # None: not said (the der of a capot)
    def team_or_none(self, value: Team | None, /) -> R_co: ...
    def teams(self, value: tuple[Seated, ...], /) -> R_co: ...
    def points(self, value: int | None, /) -> R_co: ...  # None: not said (a capot)
    def annonces(self, value: tuple[Annonce, ...], /) -> R_co: ...
    def players(self, value: tuple[int, ...], /) -> R_co: ...


class Reads(Protocol[A_contra]):
    """How a layer reads a fact's value from what it is given (a typed text, a file's
    key), a method per Kind, each returning the values facts of that kind hold."""

    def taker(self, given: A_contra, /) -> Taker: ...
    def contract(self, given: A_contra, /) -> Contract | None: ...
    def trump(self, given: A_contra, /) -> Trump: ...
    def coinche(self, given: A_contra, /) -> Coinche: ...
    def team(self, given: A_contra, /) -> Team: ...
    def team_or_none(self, given: A_contra, /) -> Team | None: ...
    def teams(self, given: A_contra, /) -> tuple[Seated, ...]: ...
    def points(self, given: A_contra, /) -> int: ...
    def annonces(self, given: A_contra, /) -> tuple[Annonce, ...]: ...
    def players(self, given: A_contra, /) -> tuple[int, ...]: ...


_METHODS = {kind: kind.name.lower() for kind in Kind}


def use(table: Uses[R], fact: Fact[T], value: T) -> R:
    """What `table` does with the value of `fact`: the method of its kind."""
    method: Callable[[T], R] = getattr(table, _METHODS[fact.kind])
    return method(value)


def read_by(table: Reads[A], fact: Fact[T], given: A) -> T:
    """The value of `fact` that `table` reads from `given`: the method of its kind."""
    method: Callable[[A], T] = getattr(table, _METHODS[fact.kind])
    return method(given)


def _held(f: HandFacts) -> tuple[Seated, ...]:
    return tuple(Seated(t, seat) for t, seat in zip(f.belotes, f.belote_seats, strict=True))


def _applies(settings: Settings, told: Told) -> str | None:
    return None


class Fact(Generic[T]):
    """One fact of a hand. `of` is its value in a whole hand. An optional fact has a none
    ("none" is an answer, and the default); `says` tells a value from it. `applies` gives
    the catalog key of the reason it does not apply (given the settings and what is known
    so far), or None when it does. A fact not `counted` changes no mark (who coinched): it
    is asked only of a person at a terminal. (A plain class: FACTS is built at every
    start.)"""

    __slots__ = ("applies", "counted", "kind", "name", "of", "option", "optional", "says", "word")

    def __init__(
        self,
        name: str,
        kind: Kind,
        option: str,
        of: Callable[[HandFacts], T],
        *,
        word: str = "",  # the key in text.words of the words that give it on a line (der 1)
        optional: bool = False,
        says: Callable[[T], bool] = bool,
        applies: Callable[[Settings, Told], str | None] = _applies,
        counted: bool = True,
    ) -> None:
        self.name = name
        self.kind = kind
        self.option = option
        self.of = of
        self.word = word
        self.optional = optional
        self.says = says
        self.applies = applies
        self.counted = counted

    @property
    def always(self) -> bool:
        """Does it apply to every hand (the taker, the trump)?"""
        return self.applies is _applies

    def said(self, value: T | None) -> bool:
        """Is this value something said (not None, nor an optional fact's none)?"""
        return value is not None and (not self.optional or self.says(value))

    def __repr__(self) -> str:
        return f"Fact({self.name})"


def _coinche_modes(settings: Settings, told: Told) -> str | None:
    """R6: contracts and coinches are the coinche modes' only."""
    return None if settings.mode.coinche else "not_in_mode"


def _coinched(settings: Settings, told: Told) -> str | None:
    """R12.5: who coinched is said of a coinched hand, at a table whose players are named."""
    if not settings.mode.coinche:
        return "not_in_mode"
    if settings.players is None:
        return "no_players_named"
    return None if COINCHE.said(told.get(COINCHE, None)) else "not_coinched"


def _not_on_capot(settings: Settings, told: Told) -> str | None:
    """R2.3: what a capot decides (the points, the der) cannot be said as well."""
    return "not_on_capot" if told.get(CAPOT, None) is not None else None


def _not_in_sans_atout(settings: Settings, told: Told) -> str | None:
    """R13.3: no belote in sans atout."""
    from belote_cli.core.cards import AllSuits

    return "not_in_sa" if told.get(TRUMP, None) is AllSuits.SA else None


TAKER: Fact[Taker] = Fact("taker", Kind.TAKER, "taker", lambda f: Taker(f.taker, f.taker_player))
CONTRACT: Fact[Contract | None] = Fact(
    "contract", Kind.CONTRACT, "contract", lambda f: f.contract, applies=_coinche_modes
)
TRUMP: Fact[Trump] = Fact("trump", Kind.TRUMP, "suit", lambda f: f.trump)
COINCHE: Fact[Coinche] = Fact(
    "coinche",
    Kind.COINCHE,
    "coinche",
    lambda f: f.coinche,
    optional=True,
    says=lambda level: level.factor > 1,
    applies=_coinche_modes,
)
COINCHERS: Fact[tuple[int, ...]] = Fact(
    "coinchers",
    Kind.PLAYERS,
    "coinchers",
    lambda f: f.coinche_players,
    word="line_by",
    optional=True,
    applies=_coinched,
    counted=False,  # kept for the record (R12.5): the coinche alone makes the marks
)
CAPOT: Fact[Team | None] = Fact(
    "capot", Kind.TEAM_OR_NONE, "capot", lambda f: f.capot, word="line_capot", optional=True
)
POINTS: Fact[int | None] = Fact(
    "points", Kind.POINTS, "points", lambda f: f.points, applies=_not_on_capot
)
DER: Fact[Team | None] = Fact(
    "der", Kind.TEAM, "der", lambda f: f.der, word="line_der", applies=_not_on_capot
)
BELOTES: Fact[tuple[Seated, ...]] = Fact(
    "belotes",
    Kind.TEAMS,
    "belote",
    _held,
    word="line_belote",
    optional=True,
    applies=_not_in_sans_atout,
)


def _declared(settings: Settings, told: Told) -> str | None:
    """R16.5.1: no declarations at a table whose profile plays none."""
    from belote_cli.core.rules import scale_of

    return None if scale_of(settings).declarations else "not_declared"


ANNONCES: Fact[tuple[Annonce, ...]] = Fact(
    "annonces",
    Kind.ANNONCES,
    "annonces",
    lambda f: f.annonces,
    word="line_annonces",
    optional=True,
    applies=_declared,
)


_NONES: dict[Kind, object] = {}  # filled at first use: core.facts is not imported at start


def none(fact: Fact[T]) -> T:
    """The value of an optional fact that says nothing: no coinche, no capot, no belote,
    no declaration."""
    if not _NONES:
        from belote_cli.core.facts import Coinche

        _NONES.update({Kind.COINCHE: Coinche.NONE, Kind.TEAM_OR_NONE: None})
    return cast(T, _NONES.get(fact.kind, ()))


# In the order the table tells them (R2.1): what decides whether a later fact applies
# comes first (the trump before the belote, the capot before the points).
FACTS: tuple[Fact[Any], ...] = (
    TAKER,
    CONTRACT,
    TRUMP,
    COINCHE,
    COINCHERS,
    CAPOT,
    POINTS,
    DER,
    BELOTES,
    ANNONCES,
)
BY_NAME: Mapping[str, Fact[Any]] = {fact.name: fact for fact in FACTS}
# What a scorer may forget to say, as none is the usual answer: asked after a line (but at
# a fast table), and said none by a line's `rien`. A capot is asked only when the other
# facts leave it possible (R3.2, R6.4).
EXTRAS: tuple[Fact[Any], ...] = (COINCHE, COINCHERS, BELOTES, ANNONCES)


class Told:
    """A hand being told: the facts known so far (a capot known to be none is known)."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[Fact[Any], object] | None = None) -> None:
        self._values: dict[Fact[Any], object] = dict(values or {})

    @classmethod
    def of(cls, hand: HandFacts) -> Told:
        """Every fact of a whole hand."""
        return cls({fact: fact.of(hand) for fact in FACTS})

    def __contains__(self, fact: Fact[Any]) -> bool:
        return fact in self._values

    def __getitem__(self, fact: Fact[T]) -> T:
        return cast(T, self._values[fact])

    def get(self, fact: Fact[T], default: D) -> T | D:
        return cast(T, self._values[fact]) if fact in self._values else default

    def with_(self, fact: Fact[T], value: T) -> Told:
        return Told({**self._values, fact: value})

    def without(self, *facts: Fact[Any]) -> Told:
        return Told({fact: value for fact, value in self._values.items() if fact not in facts})

    def nones(self, facts: tuple[Fact[Any], ...], settings: Settings) -> Told:
        """Those of these optional facts that are not known and apply, each as none: what
        a line's `rien`, or the default answer, says."""
        unknown = (
            f for f in facts if f.optional and f not in self and f.applies(settings, self) is None
        )
        return Told({fact: none(fact) for fact in unknown})

    def __or__(self, other: Told) -> Told:
        return Told({**self._values, **other._values})

    def __iter__(self) -> Iterator[Fact[Any]]:
        """The facts known, in the order of FACTS."""
        return (fact for fact in FACTS if fact in self._values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Told) and self._values == other._values

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Told(" + ", ".join(f"{f.name}={self._values[f]!r}" for f in self) + ")"

    def hand(self) -> HandFacts:
        """The whole hand: an optional fact not told is none, one that does not apply is
        None (a capot's points)."""
        from belote_cli.core.facts import HandFacts

        taker = self[TAKER]
        held: tuple[Seated, ...] = self.get(BELOTES, none(BELOTES))
        seats = tuple(one.seat for one in held)
        return HandFacts(
            taker=taker.team,
            taker_player=taker.seat,
            trump=self[TRUMP],
            points=self.get(POINTS, None),
            der=self.get(DER, None),
            belotes=tuple(one.team for one in held),
            belote_players=seats if any(seat is not None for seat in seats) else (),
            capot=self.get(CAPOT, none(CAPOT)),
            contract=self.get(CONTRACT, None),
            coinche=self.get(COINCHE, none(COINCHE)),
            coinche_players=self.get(COINCHERS, none(COINCHERS)),
            annonces=self.get(ANNONCES, none(ANNONCES)),
        )

    def missing(self, settings: Settings) -> list[Fact[Any]]:
        """The facts a hand cannot do without that are not known: each that applies and
        has no none (a capot decides the points and the der)."""
        return [
            fact
            for fact in FACTS
            if not fact.optional and fact not in self and fact.applies(settings, self) is None
        ]
