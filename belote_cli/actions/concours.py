"""The concours's operations (R14): teams registered, removed, withdrawn, reinstated; each
partie drawn or its draw undone; a table's result, correction or forfeit; the prizes. Each
applies its change to the file as it is under the lock (storage.concours), only if what the
user was shown still holds, and returns what it did. The command line and the web server
call these, and only these, to change a concours."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NamedTuple

from belote_cli.core.concours import (
    Concours,
    Entrant,
    Playing,
    Reinstatement,
    Table,
    doubts,
    entrant,
    shared_players,
)
from belote_cli.core.errors import RuleError
from belote_cli.core.game import Game
from belote_cli.storage import concours as store

Change = Callable[[Concours], Concours]
# How a face writes a change (who made it: "cli", "organiser", "table N"): the command line
# through storage.concours.update, the server through its batch of writes
Write = Callable[[Change, str], Concours]


@dataclass(frozen=True)
class Where:
    """The concours an action changes, how its changes are written, and by whom."""

    path: Path
    by: str = "cli"
    drop: bool = False  # the user agreed that a save drops a hand-edited file's comments
    write: Write | None = None  # else storage.concours.update

    def apply(self, change: Change) -> Concours:
        if self.write is not None:
            return self.write(change, self.by)
        return store.update(self.path, change, self.drop, self.by).concours

    def applied(self, change: Change) -> tuple[Concours, Concours]:
        """The concours the change was applied to (the file as it was under the lock), and
        the concours after it: what an action says of what it did."""
        found: list[Concours] = []

        def kept(now: Concours) -> Concours:
            found[:] = [now]
            return change(now)

        after = self.apply(kept)
        return found[0], after

    def now(self) -> Concours:
        return store.load(self.path).concours


class Ask(NamedTuple):
    """A result not recorded until the user confirms it (R14.7, R14.9, R14.10): the same
    request, `confirmed` and with `seen`, records it if the table is still as shown."""

    concours: Concours  # as it was when asked: what the question's words name
    partie: int
    table: int
    seen: Table  # the table as it was when asked
    doubts: tuple[RuleError, ...]  # R14.7, R14.10: what makes the points look wrong
    replaces: Table | None  # R14.9: the result this correction replaces


class Recorded(NamedTuple):
    concours: Concours
    partie: int
    table: int
    before: Table  # the table before: a correction's replaced result


class Same(NamedTuple):
    """R14.9: the result given is the table's already: nothing written, nothing asked."""

    concours: Concours
    partie: int
    table: int


def result(
    where: Where,
    table: int,
    points: tuple[int, int] | None,
    forfeit: Sequence[str] = (),
    partie: int | None = None,
    seen: Table | None = None,
    confirmed: bool = False,
) -> Recorded | Same | Ask:
    """A table's result -- both teams' points, or a forfeit by the teams named (R14.13) --
    to partie `partie` (else the current one). `seen`: the table as the user was shown it;
    refused if it now seats other teams or has another result (another scorer's). Unusual
    points (R14.7, R14.10) and a correction (R14.9) are asked first, unless `confirmed`:
    one confirmation answers them all; a forfeit's points are never questioned."""
    c = where.now()
    k, row = c.table(partie, table)
    gave = tuple(c.called(text).number for text in forfeit)
    # checked by the rules, against the table as shown too (core.concours.with_result)
    wanted = c.with_result(k, table, points, seen, gave).table(k, table)[1]
    if wanted.outcome == row.outcome:
        return Same(c, k, table)
    questioned = () if points is None else tuple(doubts(c.format, points))
    if (questioned or row.done) and not confirmed:
        return Ask(c, k, table, row, questioned, row if row.done else None)
    # the table as shown: a result it got meanwhile is refused, so it replaces row's
    shown = row if seen is None else seen
    after = where.apply(lambda now: now.with_result(k, table, points, shown, gave))
    return Recorded(after, k, table, row)


class Drawn(NamedTuple):
    concours: Concours
    partie: int
    rematches: tuple[tuple[int, int], ...]  # pairs that met before: none could be avoided


def draw(where: Where, drawn: int | None = None) -> Drawn:
    """The next partie drawn (R14.3). `drawn`: how many parties the user saw drawn --
    refused if another organiser drew meanwhile (it is drawn once)."""
    seen = len(where.now().parties) if drawn is None else drawn
    c = where.apply(lambda now: now.with_draw(partie=seen + 1))
    met = replace(c, parties=c.parties[:-1]).met()
    pairs = tuple(row.teams for row in c.parties[-1].tables if frozenset(row.teams) in met)
    return Drawn(c, len(c.parties), pairs)


class Undone(NamedTuple):
    concours: Concours
    partie: int
    played: tuple[tuple[int, int], ...]  # tables being played hand by hand: (table, hands)


def undo_draw(where: Where, drawn: int | None = None) -> Undone:
    """The last draw undone while no result of it is in (R14.3); the tables that were being
    played hand by hand are said (their feuilles kept)."""
    seen = len(where.now().parties) if drawn is None else drawn
    before, c = where.applied(lambda now: now.without_draw(partie=seen))
    tables = range(1, len(before.parties[seen - 1].tables) + 1)
    played = _table_games(where.path, seen, tables)
    return Undone(c, seen, tuple((n, len(game.hands)) for n, game in played if game.hands))


def _table_games(path: Path, partie: int, tables: Iterable[int]) -> Iterator[tuple[int, Game]]:
    """The games being played hand by hand at these tables of a partie (play --concours);
    none, or one not readable, is nothing being played."""
    from belote_cli import storage
    from belote_cli.storage.paths import table_game

    for number in tables:
        try:
            yield number, storage.load(table_game(path, partie, number)).game
        except storage.StorageError:
            continue


class Added(NamedTuple):
    concours: Concours
    team: Entrant
    late: bool  # R14.12: registered after the first draw
    shared: tuple[tuple[str, int], ...]  # its players already in another team: a warning


class Players(NamedTuple):
    names: list[str] | None
    licences: list[str] | None  # "" for a player without one


def players_of(text: str | None) -> Players:
    """A team's players as typed, "Ana, Bruno" or "Ana:123456, Bruno": each between commas,
    none left out (an empty one is refused by the rules of names, never skipped), a licence
    number after a colon. Decision: the last colon of a player starts the licence, so a
    name may hold one ("A:B:123456" is A:B's)."""
    if text is None:
        return Players(None, None)
    split = [
        player.rpartition(":") if ":" in player else ("", "", player) for player in text.split(",")
    ]
    names = [(name if colon else number).strip() for name, colon, number in split]
    licences = [number if colon else "" for _, colon, number in split]
    return Players(names, licences if any(licences) else None)


def team_add(where: Where, name: str, players: str | None = None) -> Added:
    said = players_of(players)
    registered = entrant(name, said.names, licences=said.licences)
    c = where.apply(lambda now: now.with_team(registered))
    team = c.teams[-1]
    return Added(c, team, bool(c.parties), tuple(shared_players(c.teams, team)))


class TeamDone(NamedTuple):
    """A team removed, withdrawn or reinstated; what the change did at its table."""

    concours: Concours
    team: Entrant  # as it was shown: its name, its number
    forfeit: tuple[int, int] | None = None  # withdrawn: the forfeit recorded (partie, table)
    aside: Path | None = None  # withdrawn: its table's feuille, played hand by hand, trashed
    back: Reinstatement | None = None  # reinstated: what the reinstatement did


def _shown(where: Where, number: int, name: str | None) -> Entrant:
    """Team `number` as the user was shown it (`name`), else as it is now."""
    team = where.now().team(number)
    return team if name is None else team._replace(name=name)


def team_remove(where: Where, number: int, name: str | None = None) -> TeamDone:
    """Before the first draw only; only if `number` still holds the team shown."""
    seen = _shown(where, number, name)
    c = where.apply(lambda now: now.without_team(number, seen.name))
    return TeamDone(c, seen)


def team_withdraw(where: Where, number: int, name: str | None = None) -> TeamDone:
    """R14.11: the team withdraws; the forfeit recorded at its table, if any, and the
    donnes played there hand by hand set aside (to the trash, never erased)."""
    seen = _shown(where, number, name)
    c = where.apply(lambda now: now.with_withdrawal(number, seen.name))
    team = c.team(number)
    if team.forfeited is None or team.withdrawn is None:
        return TeamDone(c, seen)
    k, at = team.withdrawn, team.forfeited
    return TeamDone(c, seen, (k, at), _set_aside(where.path, k, at))


def _set_aside(path: Path, partie: int, table: int) -> Path | None:
    from belote_cli.storage import library
    from belote_cli.storage.paths import table_game

    game_path = table_game(path, partie, table)
    return library.move(game_path, to_trash=True) if game_path.exists() else None


def team_reinstate(where: Where, number: int, name: str | None = None) -> TeamDone:
    """R14.11: a withdrawal taken back, and the forfeit it recorded with it if it is still
    the table's result in the last partie drawn (core.concours.reinstatement)."""
    seen = _shown(where, number, name)
    before, c = where.applied(lambda now: now.without_withdrawal(number, seen.name))
    return TeamDone(c, seen, back=before.reinstatement(number))


class PrizesSet(NamedTuple):
    concours: Concours
    before: tuple[str, ...]  # the list it replaces


def prizes(where: Where, given: Sequence[str]) -> PrizesSet:
    """The prize list set, or cleared with none given; the one it replaces returned."""
    before, c = where.applied(lambda now: now.with_prizes(given))
    return PrizesSet(c, before.prizes)


def playing(path: Path, c: Concours) -> dict[int, Playing]:
    """The tables of the current partie without a result that are being played hand by
    hand (play --concours): how many donnes, and the totals so far."""
    if not c.parties:
        return {}
    k, partie = c.partie()
    waiting = [n for n, row in enumerate(partie.tables, start=1) if not row.done]
    return {
        n: Playing(game.donnes_played, game.totals)
        for n, game in _table_games(path, k, waiting)
        if game.settings.teams == tuple(c.team(team).name for team in partie.tables[n - 1].teams)
    }
