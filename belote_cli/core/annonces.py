"""Declarations (R5): their value, which team scores them, whether a deal could hold them,
and which combinations a player's eight cards hold."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, permutations
from typing import NamedTuple

from belote_cli.core.cards import HAND_SIZE, RANKS, SUITS, AllSuits, Card, Rank, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, AnnonceKind, Team
from belote_cli.core.symbol import Symbol

# R5.1
CARRE_POINTS = {
    Rank.VALET: 200,
    Rank.NEUF: 150,
    Rank.AS: 100,
    Rank.DIX: 100,
    Rank.ROI: 100,
    Rank.DAME: 100,
}
SEQUENCE_POINTS = {AnnonceKind.CENT: 100, AnnonceKind.CINQUANTE: 50, AnnonceKind.TIERCE: 20}
# R5.4.2 Decision: carrés rank by value, then the natural order (weakest first here).
_CARRE_ORDER = (Rank.DAME, Rank.ROI, Rank.DIX, Rank.AS, Rank.NEUF, Rank.VALET)
_KIND_ORDER = (AnnonceKind.TIERCE, AnnonceKind.CINQUANTE, AnnonceKind.CENT, AnnonceKind.CARRE)


def points(annonce: Annonce) -> int:
    if annonce.kind is AnnonceKind.CARRE:
        return CARRE_POINTS[annonce.height]
    return SEQUENCE_POINTS[annonce.kind]


def ranks_of(annonce: Annonce) -> tuple[Rank, ...]:
    """The ranks a sequence holds, from its height down the natural order (R5.3)."""
    start = annonce.height.natural
    return RANKS[start : start + annonce.kind.length]


def _strength(annonce: Annonce) -> tuple[int, int]:
    """R5.4.1-3: kind first, then the carré order or the sequence's height."""
    kind = _KIND_ORDER.index(annonce.kind)
    if annonce.kind is AnnonceKind.CARRE:
        return kind, _CARRE_ORDER.index(annonce.height)
    return kind, 7 - annonce.height.natural


def _best(annonces: Iterable[Annonce], trump: Trump) -> Annonce | None:
    return max(annonces, key=lambda a: (_strength(a), a.suit is trump), default=None)


class Why(Symbol):
    """How R5.4 decided which team scores its declarations."""

    NONE = "none"  # no declaration
    ALONE = "alone"  # one team declared
    STRONGER = "stronger"  # its strongest combination is stronger (R5.4.1-3)
    TRUMP = "trump"  # equal, and its one is in trump (R5.4.4)
    CANCEL = "cancel"  # equal outside trump: they cancel, no team scores (R5.4.4)


class Decision(NamedTuple):
    """R5.4's decision: the team that scores (None: no team), why, and the strongest
    combination of each team, the winner's first (None for a team that declared none)."""

    team: Team | None
    why: Why
    best: Annonce | None = None
    beaten: Annonce | None = None


def decide(annonces: Sequence[Annonce], trump: Trump) -> Decision:
    """R5.4: the team holding the strongest single combination, and why."""
    best1 = _best((a for a in annonces if a.team is Team.ONE), trump)
    best2 = _best((a for a in annonces if a.team is Team.TWO), trump)
    if best1 is None or best2 is None:
        alone = best1 or best2
        if alone is None:
            return Decision(None, Why.NONE)
        return Decision(alone.team, Why.ALONE, alone)
    if _strength(best1) != _strength(best2):
        first, second = (best1, best2) if _strength(best1) > _strength(best2) else (best2, best1)
        return Decision(first.team, Why.STRONGER, first, second)
    # R5.4.4: same kind and height. Trump wins; two outside trump cancel each other.
    # A declaration without a suit counts as outside trump. R13.4 Decision: in sans atout
    # and tout atout no suit is the trump (none `is` it): two equal ones always cancel.
    if (best1.suit is trump) != (best2.suit is trump):
        first, second = (best1, best2) if best1.suit is trump else (best2, best1)
        return Decision(first.team, Why.TRUMP, first, second)
    return Decision(None, Why.CANCEL, best1, best2)


def scoring_team(annonces: Sequence[Annonce], trump: Trump) -> Team | None:
    """R5.4: the team holding the strongest single combination, or None (none, or a tie)."""
    return decide(annonces, trump).team


def team_points(annonces: Sequence[Annonce], trump: Trump) -> tuple[int, int]:
    """decl[1], decl[2] of R6: R5.5, the scoring team adds up all its declarations."""
    if not annonces:
        return 0, 0
    winner = scoring_team(annonces, trump)
    total = sum(points(a) for a in annonces if a.team is winner)
    return (total, 0) if winner is Team.ONE else (0, total) if winner is Team.TWO else (0, 0)


def validate(annonces: Sequence[Annonce], trump: Trump, belotes: Sequence[Team]) -> None:
    """R5.1, R5.6, R13.4: refuse what no deal could hold. Each belote is the R and D of one
    suit in one player's hand: of trump, or in tout atout of any suit, the suits of several
    belotes distinct (their suits are not recorded: any choice that works will do)."""
    check_belotes(trump, belotes)
    if not annonces:
        return
    carres: dict[Rank, Annonce] = {}
    for a in annonces:
        if a.kind is AnnonceKind.CARRE:
            if a.height not in CARRE_POINTS:
                raise RuleError("carre_worthless", height=a.height.value)
            if a.height in carres:
                raise RuleError("carre_twice", height=a.height.value)
            carres[a.height] = a
        elif a.height.natural + a.kind.length > len(RANKS):
            highest = RANKS[len(RANKS) - a.kind.length].value
            raise RuleError("bad_sequence", kind=a.kind.value, height=a.height.value, low=highest)
    sequences = [a for a in annonces if a.kind is not AnnonceKind.CARRE]
    for a in sequences:
        shared = set(ranks_of(a)) & set(carres)
        if shared:
            raise RuleError("carre_and_sequence", kind=a.kind.value, carre=shared.pop().value)
    reasons = [_conflict(annonces, sequences, holds) for holds in _holdings(trump, belotes)]
    if None not in reasons:
        raise RuleError(reasons[0] or "belote_conflict")
    for team in (Team.ONE, Team.TWO):
        if not _fit_two_hands([a.kind.length for a in annonces if a.team is team]):
            raise RuleError("too_many_annonces", team=team.value)


def check_belotes(trump: Trump, belotes: Sequence[Team]) -> None:
    """R4.4, R13.3: one belote at most, none in sans atout, one a suit in tout atout."""
    if trump is AllSuits.SA and belotes:
        raise RuleError("belote_in_sa")
    if trump is AllSuits.TA and len(belotes) > len(SUITS):
        raise RuleError("too_many_belotes")
    if trump is not AllSuits.TA and len(belotes) > 1:
        raise RuleError("belote_two_teams")


def _holdings(trump: Trump, belotes: Sequence[Team]) -> list[dict[Suit, Team]]:
    """Who holds the R and D of which suit, for each way the belotes could be held."""
    if not belotes:
        return [{}]
    if isinstance(trump, Suit):
        return [{trump: belotes[0]}]
    return [dict(zip(suits, belotes, strict=True)) for suits in permutations(SUITS, len(belotes))]


def _conflict(
    annonces: Sequence[Annonce], sequences: list[Annonce], holds: dict[Suit, Team]
) -> str | None:
    """Why these declarations cannot be held with these belotes, or None if they can."""
    for a in annonces:  # the other team cannot hold a belote's R or D
        if a.kind is AnnonceKind.CARRE:
            others = any(team is not a.team for team in holds.values())
            taken = a.height in (Rank.ROI, Rank.DAME) and others
        else:
            held = set(ranks_of(a)) & {Rank.ROI, Rank.DAME}
            taken = a.suit in holds and holds[a.suit] is not a.team and bool(held)
        if taken:
            return "belote_conflict"
    return None if _can_place(sequences, holds) else "sequence_overlap"


def _fit_two_hands(sizes: list[int]) -> bool:
    """R5.6 extended (a decision of ours): each declaration is one player's, so a team's
    declarations must split between its two players' eight cards (four tierces at most)."""
    total = sum(sizes)
    if total > 2 * HAND_SIZE:
        return False
    return any(
        total - HAND_SIZE <= sum(group) <= HAND_SIZE
        for n in range(len(sizes) + 1)
        for group in combinations(sizes, n)
    )


def _can_place(sequences: list[Annonce], holds: dict[Suit, Team]) -> bool:
    """Is there a suit for every sequence without a given one so that no card serves twice,
    and no sequence of another team holds a belote's R or D? (R5.6)"""
    used: dict[Suit, set[Rank]] = {s: set() for s in SUITS}

    def fits(a: Annonce, suit: Suit) -> bool:
        ranks = set(ranks_of(a))
        if holds.get(suit, a.team) is not a.team and ranks & {Rank.ROI, Rank.DAME}:
            return False  # the other team holds the R and D of that suit
        return not ranks & used[suit]

    def place(rest: list[Annonce]) -> bool:
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        for suit in (first.suit,) if first.suit else SUITS:
            if fits(first, suit):
                used[suit] |= set(ranks_of(first))
                if place(others):
                    return True
                used[suit] -= set(ranks_of(first))
        return False

    # Suited sequences first: they have one place only.
    return place(sorted(sequences, key=lambda a: a.suit is None))


def find(cards: Sequence[Card], trump: Trump) -> tuple[tuple[Annonce, ...], tuple[Suit, ...]]:
    """The declarations of one player's cards that score most (R5.1-R5.2), and the suits of
    their belotes: the trump's, none in sans atout, any suit's in tout atout (R13.3).

    Each card serves one combination; a run of five or more is one cent. Returned with
    team ONE: the caller decides whose they are."""
    held = set(cards)
    ranks_full = [r for r in CARRE_POINTS if all(Card(r, s) in held for s in Suit)]
    best: tuple[Annonce, ...] = ()
    for n in range(len(ranks_full) + 1):
        for chosen in combinations(ranks_full, n):
            found = [Annonce(Team.ONE, AnnonceKind.CARRE, r) for r in chosen]
            found += _runs(held - {Card(r, s) for r in chosen for s in Suit})
            if _worth(found) > _worth(best):
                best = tuple(found)
    suits = SUITS if trump is AllSuits.TA else (trump,) if isinstance(trump, Suit) else ()
    belotes = tuple(s for s in suits if {Card(Rank.ROI, s), Card(Rank.DAME, s)} <= held)
    return best, belotes


def _worth(found: Sequence[Annonce]) -> tuple[int, tuple[int, int]]:
    """Most points first; between equal totals, the strongest combination (R5.4)."""
    return sum(map(points, found)), max(map(_strength, found), default=(-1, -1))


def _runs(held: set[Card]) -> list[Annonce]:
    found: list[Annonce] = []
    for suit in Suit:
        run: list[Rank] = []
        for rank in [*Rank, None]:
            if rank is not None and Card(rank, suit) in held:
                run.append(rank)
                continue
            if len(run) >= 3:
                kind = {3: AnnonceKind.TIERCE, 4: AnnonceKind.CINQUANTE}.get(
                    len(run), AnnonceKind.CENT
                )
                found.append(Annonce(Team.ONE, kind, run[0], suit))
            run = []
    return found
