"""Places in a ranking: what the concours's ranking, the players' ratings and a season
share."""

from __future__ import annotations

from collections.abc import Sequence


def shared_ranks(keys: Sequence[object]) -> list[int]:
    """The rank of each of `keys`, given best first: its place, or the rank of the one
    before it when both are equal (1, 2, 2, 4)."""
    ranks: list[int] = []
    for place, key in enumerate(keys, start=1):
        tied = place > 1 and keys[place - 2] == key
        ranks.append(ranks[-1] if tied else place)
    return ranks
