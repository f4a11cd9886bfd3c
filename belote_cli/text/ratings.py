"""Players' ratings (core.ratings) as JSON: `belote ratings --json` and a league's API."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_cli.text.catalog import decimal, signed

if TYPE_CHECKING:  # core.ratings imports OpenSkill: a text module needs only the shape
    from belote_cli.core.ratings import Rated


def rated_json(r: Rated) -> dict[str, object]:
    return {
        "rank": r.rank,
        "player": r.player,
        "rating": round(r.rating, 2),
        "mu": round(r.mu, 4),
        "sigma": round(r.sigma, 4),
        "matches": r.matches,
        "trend": round(r.trend, 2),
    }


def rated_row(r: Rated) -> list[str]:
    """A rating as `belote ratings` and a league's page show it: rank, player, rating ± its
    uncertainty, matches, trend."""
    rating = f"{signed(r.rating, '')} ± {decimal(round(3 * r.sigma, 1))}"
    return [str(r.rank), r.player, rating, str(r.matches), signed(r.trend, "+")]
