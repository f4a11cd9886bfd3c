"""`belote stats`: every saved game added up, per team and per player (core.stats), from
the index of saved games (storage.library) so that thousands of games take no longer than
one."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from belote_cli.commands.saved import listing
from belote_cli.core import stats as core
from belote_cli.core.errors import RuleError
from belote_cli.core.names import folded, same_name
from belote_cli.core.season import Period, period_of
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import shown
from belote_cli.storage import library

SUMMED_BY = 1000  # a name's tallies, added up as they come by so many


def period(since: str | None, until: str | None) -> Period:
    """--since and --until (core.season.period_of), a refusal naming its option."""
    try:
        return period_of(since, until)
    except RuleError as error:
        option = (
            "--since" if error.key == "bad_date" and error.params["value"] == since else "--until"
        )
        raise BadOption(option, error) from None


def check_outputs(as_json: bool, as_csv: bool, output: Path | None, force: bool) -> None:
    """--json or --csv, and --output for the CSV only, never over a file without --force:
    checked before any work (stats, season)."""
    if as_json and as_csv:
        raise BadOption("--csv", RuleError("json_or_csv"))
    if output is not None and not as_csv:
        raise BadOption("--output", RuleError("output_for_csv"))
    if output is not None:
        from belote_cli.commands.export import refuse_overwrite

        refuse_overwrite(output, force)


def stats(
    *,
    as_json: bool,
    since: str | None,
    team: str | None,
    player: str | None,
    until: str | None = None,
    as_csv: bool = False,
    output: Path | None = None,
    force: bool = False,
) -> None:
    check_outputs(as_json, as_csv, output, force)
    teams, pairs, players = (
        {name: core.Record.of_tally(tally) for name, tally in side.items()}
        for side in totals(period(since, until))
    )
    sides: core.Records = teams, pairs, players
    if team is not None or player is not None:
        sides = chosen(sides, team, player)
    from belote_cli.text import games as words

    if as_csv:
        from belote_cli.commands.export import deliver

        deliver(words.stats_csv(sides), output, force)
        return

    def text() -> None:
        from rich.console import Console

        words.print_stats(sides, Console(), team if player is None else player)

    shown(as_json, lambda: words.stats_json(sides), text)


def totals(season: Period) -> core.Tallies:
    """Every saved game of the season added up, a tally per name of each side; kept in
    the games index while the games' files are the same (library.kept)."""
    with listing(shares=True) as found:
        stamp = library.stamp(found.stamped(), repr(season))
        return library.kept(
            stamp and f"stats {stamp}",
            lambda: added(found.games, season),
            core.tallies_json,
            core.checked_tallies,
            found.sure,
        )


def added(games: Iterable[library.SavedGame], season: Period) -> core.Tallies:
    """The games of the season added up, one at a time (core.Sums: memory bounded, a name's
    tallies summed as they come by SUMMED_BY; a name as players type it, one however
    spelled)."""
    sums = tuple(core.Sums(SUMMED_BY) for _ in core.SIDES)
    for saved in games:
        share = saved.share
        if share is None:  # a broken file counts for nothing, and stops nothing
            continue
        if not season.holds(saved.day):
            continue
        for into, found in zip(sums, share, strict=True):
            for name, tally in found.items():
                into.add(name, tally)
    teams, pairs, players = (side.total() for side in sums)
    return teams, pairs, players


def chosen(sides: core.Records, team: str | None, player: str | None) -> core.Records:
    """Only those asked for, by name (case, accents and spaces optional): --team a team or
    a pair of partners (named in any order); --player a player, and every pair the player
    was one of -- who plays best with whom."""
    teams, pairs, players = sides

    def is_team(name: str) -> bool:
        if team is None:
            return False
        asked = sorted(map(folded, team.split("&")))
        return same_name(name, team) or sorted(map(folded, core.partners(name))) == asked

    def has_player(pair: str) -> bool:
        return player is not None and any(same_name(p, player) for p in core.partners(pair))

    return (
        {k: v for k, v in teams.items() if is_team(k)},
        {k: v for k, v in pairs.items() if is_team(k) or has_player(k)},
        {k: v for k, v in players.items() if player is not None and same_name(k, player)},
    )
