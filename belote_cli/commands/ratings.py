"""`belote ratings`: every named player's rating (core.ratings), from the finished games of
the data directory (the games index: nothing read again) and the concours parties played
by teams whose players are named."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

import typer

from belote_cli.commands.saved import listing
from belote_cli.commands.stats import period
from belote_cli.core.ratings import Match, Rated, ratings
from belote_cli.core.season import Period
from belote_cli.core.summary import Status
from belote_cli.entry.terminal import say, shown
from belote_cli.storage import library
from belote_cli.text.catalog import t
from belote_cli.text.ratings import rated_json, rated_row

if TYPE_CHECKING:
    from belote_cli.commands.season import Played

ALWAYS = Period()  # every game


def rated(season: Period = ALWAYS) -> list[Rated]:
    """The ratings of the season's matches, kept in the games index (library.kept) under a
    stamp of what they are made of: the saved games' files and the season, and the
    concours matches themselves -- a concours belongs to the day of its first draw, read
    from its file, so the concours are read at each run (a few, against thousands of
    games)."""
    from belote_cli.commands.season import played

    with listing() as found:
        partied = concours_matches(played(season))
        stamp = library.stamp(found.stamped(), repr(season), _OPENSKILL, repr(partied))
        return library.kept(
            stamp and f"ratings {stamp}",
            lambda: ratings([*game_matches(found.games, season), *partied]),
            lambda made: [list(r) for r in made],
            _rated,
            found.sure,
        )


def _openskill() -> str:
    """The rating library's version: another may rate the same matches otherwise (its
    package alone, not its models: imported only to rate)."""
    import openskill

    return str(getattr(openskill, "__version__", "?"))


_OPENSKILL = _openskill()


def game_matches(games: Iterable[library.SavedGame], season: Period) -> list[Match]:
    """The finished games of the season with four named players, each a match."""
    found: list[Match] = []
    for saved in games:
        summary = saved.summary
        if summary is None or summary.players is None or summary.status is Status.GOING:
            continue
        if not season.holds(saved.day):
            continue
        p = summary.players
        winner = None if summary.winner is None else summary.teams.index(summary.winner)
        found.append(Match((saved.played, saved.id), (p[0], p[2]), (p[1], p[3]), winner))
    return found


def concours_matches(concours: Iterable[Played]) -> list[Match]:
    """The concours tables with a played result between two teams whose players are
    named, each a match, in the order they were played (a table's key pads its partie's
    and its own number: partie 10 comes after partie 2)."""
    found: list[Match] = []
    for when, path, c in concours:
        for table in c.played_tables():
            one, two = (c.team(team).players for team in table.teams)
            if one is not None and two is not None:
                key = (when, f"{path.stem}/{table.partie:02d}/{table.table:04d}")
                found.append(Match(key, one, two, table.winner))
    return found


def _rated(doc: object) -> list[Rated]:
    """Ratings as kept (a list of each Rated's values): ValueError for anything else."""
    if not isinstance(doc, list):
        raise ValueError("not a list of ratings")
    found: list[Rated] = []
    for values in doc:
        rank, player, rating, mu, sigma, count, trend = values
        figures = (rating, mu, sigma, trend)
        if not all(type(x) is int for x in (rank, count)) or not isinstance(player, str):
            raise ValueError("not a rating")
        if not all(type(x) in (int, float) and math.isfinite(x) for x in figures):
            raise ValueError("not a rating")
        rating, mu, sigma, trend = map(float, figures)
        found.append(Rated(rank, player, rating, mu, sigma, count, trend))
    return found


def show(*, as_json: bool, since: str | None, until: str | None = None) -> None:
    found = rated(period(since, until))
    shown(as_json, lambda: {"ratings": [rated_json(r) for r in found]}, lambda: _print(found))


def _print(found: list[Rated]) -> None:
    import shutil

    from belote_cli.text.columns import aligned

    if not found:
        say(t("no_ratings"))
        return
    head = [t(key) for key in ("col_rank", "col_player", "col_rating", "col_matches", "col_trend")]
    rows = [rated_row(r) for r in found]
    for text, _ in aligned(head, rows, {0, 2, 3, 4}, shutil.get_terminal_size().columns, 1):
        typer.echo(text)
