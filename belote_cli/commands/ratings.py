"""`belote ratings`: every named player's rating (core.ratings), from the finished games of
the data directory (the games index: nothing read again) and the concours parties played
by teams whose players are named."""

from __future__ import annotations

import typer

from belote_cli.commands.saved import saved_games
from belote_cli.commands.stats import Period, period
from belote_cli.core.ratings import Match, ratings
from belote_cli.core.summary import Status
from belote_cli.entry.terminal import say
from belote_cli.text.catalog import decimal, t
from belote_cli.text.jsondoc import json_text

ALWAYS = Period()  # every game


def matches(season: Period = ALWAYS) -> list[Match]:
    """The matches to rate: finished games with four named players, and concours tables
    with a played result between two teams whose players are named."""
    found: list[Match] = []
    for saved in saved_games():
        summary = saved.summary
        if summary is None or summary.players is None or summary.status is Status.GOING:
            continue
        if not season.holds(saved.when):
            continue
        p = summary.players
        winner = None if summary.winner is None else summary.teams.index(summary.winner)
        found.append(Match((saved.when, saved.id), (p[0], p[2]), (p[1], p[3]), winner))
    from belote_cli.commands.season import played

    for when, path, c in played(season):
        for k, partie in enumerate(c.parties, start=1):
            for n, row in enumerate(partie.tables, start=1):
                one, two = (c.team(team).players for team in row.teams)
                if row.result is None or one is None or two is None:
                    continue
                first, second = row.result
                winner = None if first == second else 0 if first > second else 1
                found.append(Match((when, f"{path.stem}/{k}/{n}"), one, two, winner))
    return found


def signed(value: float, plus: str) -> str:
    """A figure to one decimal, in the user's language, a true minus sign before it."""
    return f"{'−' if value < 0 else plus}{decimal(round(abs(value), 1))}"


def show(*, as_json: bool, since: str | None, until: str | None = None) -> None:
    from belote_cli.text.concours import aligned

    rated = ratings(matches(period(since, until)))
    if as_json:
        doc = [
            {
                "rank": r.rank,
                "player": r.player,
                "rating": round(r.rating, 2),
                "mu": round(r.mu, 4),
                "sigma": round(r.sigma, 4),
                "matches": r.matches,
                "trend": round(r.trend, 2),
            }
            for r in rated
        ]
        typer.echo(json_text({"ratings": doc}))
        return
    if not rated:
        say(t("no_ratings"))
        return
    import shutil

    head = [t(key) for key in ("col_rank", "col_player", "col_rating", "col_matches", "col_trend")]
    rows = [
        [
            str(r.rank),
            r.player,
            f"{signed(r.rating, '')} ± {decimal(round(3 * r.sigma, 1))}",
            str(r.matches),
            signed(r.trend, "+"),
        ]
        for r in rated
    ]
    for text, _ in aligned(head, rows, {0, 2, 3, 4}, shutil.get_terminal_size().columns, 1):
        typer.echo(text)
