"""Players' ratings (OpenSkill's Plackett-Luce model, the `openskill` package): every
finished game between named players is one match between two pairs -- never rated hand by
hand -- taken in the order they were played, so the same games give the same ratings. A
player is known by their name, case and accents optional (core.names.folded). Pure: matches
in, ratings out."""

from __future__ import annotations

from collections.abc import Iterable
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


def ratings(matches: Iterable[Match]) -> list[Rated]:
    """Every player who played a match, best rating first (equal ones by name)."""
    model = PlackettLuce()
    players: dict[str, PlackettLuceRating] = {}  # by folded name
    names: dict[str, str] = {}  # the name as first seen
    history: dict[str, list[float]] = {}  # each player's rating after each match

    def player(name: str) -> PlackettLuceRating:
        key = folded(name)
        if key not in players:
            names[key] = name
            players[key] = model.rating(name=name)
        return players[key]

    for match in sorted(matches, key=lambda m: m.key):
        pairs = [[player(name) for name in pair] for pair in (match.one, match.two)]
        ranks = [1.0, 1.0] if match.winner is None else [1.0 + match.winner, 2.0 - match.winner]
        for pair, new in zip((match.one, match.two), model.rate(pairs, ranks=ranks), strict=True):
            for name, rated in zip(pair, new, strict=True):
                players[folded(name)] = rated
                history.setdefault(folded(name), []).append(rated.ordinal())
    fresh = model.rating().ordinal()

    def key(folded_name: str) -> tuple[float, str]:
        return -round(players[folded_name].ordinal(), 6), folded_name

    order = sorted(players, key=key)
    out: list[Rated] = []
    places = shared_ranks([round(players[known].ordinal(), 6) for known in order])
    for rank, known in zip(places, order, strict=True):
        rated, seen = players[known], history[known]
        before = seen[-TREND - 1] if len(seen) > TREND else fresh
        out.append(
            Rated(
                rank,
                names[known],
                rated.ordinal(),
                rated.mu,
                rated.sigma,
                len(seen),
                seen[-1] - before,
            )
        )
    return out


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
