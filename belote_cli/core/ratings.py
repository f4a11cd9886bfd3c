"""Players' ratings (OpenSkill's Plackett-Luce model, the `openskill` package): every
finished game between named players is one match between two pairs -- never rated hand by
hand -- taken in the order they were played, so the same games give the same ratings. A
player is known by their name, case and accents optional (core.names.folded). Pure: matches
in, ratings out."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from belote_cli.core.names import folded

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


def _model() -> object:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def ratings(matches: Iterable[Match]) -> list[Rated]:
    """Every player who played a match, best rating first (equal ones by name)."""
    model = _model()
    players: dict[str, object] = {}
    names: dict[str, str] = {}
    history: dict[str, list[float]] = {}
    for match in sorted(matches, key=lambda m: m.key):
        pairs = [
            [_player(model, players, names, name) for name in pair]
            for pair in (match.one, match.two)
        ]
        ranks = [1, 1] if match.winner is None else [1 + match.winner, 2 - match.winner]
        rated = model.rate(pairs, ranks=ranks)  # type: ignore[attr-defined]
        for pair, new in zip((match.one, match.two), rated, strict=True):
            for name, player in zip(pair, new, strict=True):
                key = folded(name)
                players[key] = player
                history.setdefault(key, []).append(player.ordinal())
    found = []
    for key, player in players.items():
        seen = history.get(key, [])
        before = seen[-TREND - 1] if len(seen) > TREND else _fresh(model)
        found.append(
            (round(player.ordinal(), 6), names[key], player, len(seen), seen[-1] - before)  # type: ignore[attr-defined]
        )
    found.sort(key=lambda row: (-row[0], folded(row[1])))
    out: list[Rated] = []
    for place, (value, name, player, count, trend) in enumerate(found, start=1):
        rank = out[-1].rank if out and round(out[-1].rating, 6) == value else place
        out.append(Rated(rank, name, player.ordinal(), player.mu, player.sigma, count, trend))  # type: ignore[attr-defined]
    return out


def chances(
    matches: Iterable[Match], one: tuple[str, str], two: tuple[str, str]
) -> tuple[float, float] | None:
    """Each pair's chance to win a game between them, from the ratings; None when none of
    the four has played a rated match."""
    model = _model()
    known = {folded(r.player): r for r in ratings(matches)}
    if not any(folded(name) in known for name in (*one, *two)):
        return None

    def player(name: str) -> object:
        found = known.get(folded(name))
        made = model.rating(name=name)  # type: ignore[attr-defined]
        if found is not None:
            made.mu, made.sigma = found.mu, found.sigma
        return made

    first, second = model.predict_win([[player(n) for n in one], [player(n) for n in two]])  # type: ignore[attr-defined]
    return float(first), float(second)


def _player(model: object, players: dict[str, object], names: dict[str, str], name: str) -> object:
    key = folded(name)
    names.setdefault(key, name)
    if key not in players:
        players[key] = model.rating(name=names[key])  # type: ignore[attr-defined]
    return players[key]


def _fresh(model: object) -> float:
    return float(model.rating().ordinal())  # type: ignore[attr-defined]
