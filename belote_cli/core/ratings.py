"""Players' ratings (OpenSkill's Plackett-Luce model, the `openskill` package): every
finished game between named players is one match between two pairs -- never rated hand by
hand -- taken in the order they were played, so the same games give the same ratings. A
player is known by their name, case and accents optional (core.names.folded). Pure: matches
in, ratings out."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from openskill.models import PlackettLuce, PlackettLuceRating

from belote_cli.core.names import folded
from belote_cli.core.places import shared_ranks

TREND = 5  # a player's trend: the change of their rating over their last five matches


class Match(NamedTuple):
    """One finished game (or concours partie) between two pairs of named players."""

    key: tuple[float, str]  # what orders the matches: when, then an id
    one: tuple[str, str]
    two: tuple[str, str]
    winner: int | None  # 0: the first pair won, 1: the second, None: a draw


class Rated(NamedTuple):
    rank: int
    player: str
    rating: float  # the conservative estimate, mu - 3 sigma (OpenSkill's ordinal)
    mu: float
    sigma: float  # the uncertainty
    matches: int
    trend: float  # the rating's change over the player's last TREND matches


class Rater:
    """Ratings kept as they stand after the matches given so far, in the order played:
    `added` at the end of the timeline costs those matches only (a league's publish of the
    season's newest concours); a match earlier than the last one given is refused
    (ValueError): the caller recomputes from the start (a correction in the middle).
    Players are known by `key` (a folded name, or a league's id), shown by `names`."""

    def __init__(self) -> None:
        self.model = PlackettLuce()
        self.players: dict[str, PlackettLuceRating] = {}
        self.names: dict[str, str] = {}  # the name as first seen
        # each player's rating after each of their matches: the match's key, the rating
        self.history: dict[str, tuple[tuple[tuple[float, str], float], ...]] = {}
        self.last: tuple[float, str] | None = None

    def added(self, matches: Iterable[Match], key: Callable[[str], str] = folded) -> Rater:
        for match in sorted(matches, key=lambda m: m.key):
            if self.last is not None and match.key < self.last:
                raise ValueError("a match before the last one rated")
            self.last = match.key
            pairs = [[self._player(name, key) for name in pair] for pair in (match.one, match.two)]
            won = match.winner
            ranks = [1.0, 1.0] if won is None else [1.0 + won, 2.0 - won]
            rated_pairs = self.model.rate(pairs, ranks=ranks)
            for pair, new in zip((match.one, match.two), rated_pairs, strict=True):
                for name, rated in zip(pair, new, strict=True):
                    self.players[key(name)] = rated
                    known = key(name)
                    self.history[known] = (
                        *self.history.get(known, ()),
                        (match.key, rated.ordinal()),
                    )
        return self

    def _player(self, name: str, key: Callable[[str], str]) -> PlackettLuceRating:
        known = key(name)
        if known not in self.players:
            self.names[known] = name
            self.players[known] = self.model.rating(name=name)
        return self.players[known]

    def ranked(self, shown: Callable[[str], str] | None = None) -> list[Rated]:
        return [rated for _, rated in self.ranking(shown)]

    def ranking(self, shown: Callable[[str], str] | None = None) -> list[tuple[str, Rated]]:
        """Every player's key and rating, best first, equal ones by their name
        (`shown(key)`, else the name first seen, folded)."""
        named = shown or (lambda known: self.names[known])
        fresh = self.model.rating().ordinal()

        def order(known: str) -> tuple[float, str]:
            return -round(self.players[known].ordinal(), 6), folded(named(known))

        keys = sorted(self.players, key=order)
        places = shared_ranks([round(self.players[known].ordinal(), 6) for known in keys])
        out: list[tuple[str, Rated]] = []
        for rank, known in zip(places, keys, strict=True):
            rated, seen = self.players[known], self.history[known]
            before = seen[-TREND - 1][1] if len(seen) > TREND else fresh
            trend = seen[-1][1] - before
            row = (rank, named(known), rated.ordinal(), rated.mu, rated.sigma, len(seen), trend)
            out.append((known, Rated(*row)))
        return out

    def copy(self) -> Rater:
        """Another rater where this one stands: adding to it leaves this one as it is (a
        player's history is a tuple, replaced, never appended to)."""
        other = Rater()
        other.players, other.names = dict(self.players), dict(self.names)
        other.history, other.last = dict(self.history), self.last
        return other


def ratings(matches: Iterable[Match]) -> list[Rated]:
    """Every player who played a match, best rating first (equal ones by name)."""
    return Rater().added(matches).ranked()


def chances(
    rated: Iterable[Rated], one: tuple[str, str], two: tuple[str, str]
) -> tuple[float, float] | None:
    """Each pair's chance to win a game between them, from the ratings (of ratings());
    None when none of the four has played a rated match."""
    model = PlackettLuce()
    known = {folded(r.player): r for r in rated}
    if not any(folded(name) in known for name in (*one, *two)):
        return None

    def player(name: str) -> PlackettLuceRating:
        found = known.get(folded(name))
        if found is None:
            return model.rating(name=name)
        return model.rating(mu=found.mu, sigma=found.sigma, name=name)

    first, second = model.predict_win([[player(n) for n in one], [player(n) for n in two]])
    return float(first), float(second)
